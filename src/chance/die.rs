//! One die's distribution: its faces, then the per-die modifiers as a left fold (the
//! semantics are in `dice::ast`). "Roll again" in `rr`, `ro` and `e` means a fresh die through
//! the modifiers to the left, which is exactly the distribution folded so far.

use num_bigint::BigUint;

use super::dist::Dist;
use super::limits;
use crate::dice::ast::{Die, MAX_EXPLOSIONS, PerDie, Test};
use crate::error::{Error, Result};

/// A die's faces, equally likely (repeated faces count twice).
pub(crate) fn faces(die: &Die) -> Result<Dist> {
    // Checked before the table is built: a d1000000's took 130 MB only to be refused later.
    crate::chance::limits::check(&die.name, die.faces.len() as u64, 1, 0)?;
    Dist::uniform(die.faces.iter().map(|f| f.value)).ok_or_else(|| {
        Error::usage(format!(
            "{} has no faces; a die needs at least one",
            die.name
        ))
    })
}

/// The distribution of one die of a term after its per-die modifiers. `what` names the term.
pub fn per_die(die: &Die, mods: &[PerDie], what: &str) -> Result<Dist> {
    let mut d = faces(die)?;
    for m in mods {
        d = match *m {
            PerDie::RerollAlways(t) => reroll_always(&d, t, what)?,
            PerDie::RerollOnce(t) => reroll_once(&d, t, what)?,
            PerDie::Explode(t) => explode(&d, t, what)?,
            PerDie::Min(n) => d.map(|v| v.max(n)),
            PerDie::Max(n) => d.map(|v| v.min(n)),
        };
    }
    Ok(d)
}

type Entries = Vec<(i64, BigUint)>;

/// Split into the outcomes that meet `t` and those that do not (either may be empty).
fn split(d: &Dist, t: Test) -> (Entries, Entries) {
    d.entries().iter().cloned().partition(|(v, _)| t.holds(*v))
}

/// `rr`: the distribution conditioned on not meeting the test.
fn reroll_always(d: &Dist, t: Test, what: &str) -> Result<Dist> {
    let (_, keep) = split(d, t);
    Dist::from_weights(keep).map(Dist::reduced).ok_or_else(|| {
        Error::usage(format!(
            "{what}: rr{t} rerolls every value the die can show, so it would never stop; \
             use a test that some value fails"
        ))
    })
}

/// `ro`: a value that meets the test is replaced by one fresh die, whatever it shows:
/// `P'(v) = P(v and not t) + P(t)·P(v)`, over the total squared.
fn reroll_once(d: &Dist, t: Test, what: &str) -> Result<Dist> {
    let (meet, keep) = split(d, t);
    if meet.is_empty() {
        return Ok(d.clone());
    }
    // Each `ro` squares the total, so a chain of them doubles the weights' width every time.
    // Per outcome: two products now, then a gcd and a decimal print later, each of the order
    // of limbs² word operations.
    // Counted at the squared width: the gcd that reduces the result works on those
    // (`d66553!6ro<3ro<2` took 1.3 s when counted at the width before).
    let bits = d.total().bits();
    let l = limits::limbs(bits.saturating_mul(2));
    let steps = (d.len() as u64).saturating_mul(l.saturating_mul(l).saturating_mul(8));
    limits::check(what, d.len() as u64, bits.saturating_mul(2), steps)?;
    let bsum: BigUint = meet.iter().map(|(_, w)| w).sum();
    let total = d.total();
    let weights = keep
        .into_iter()
        .map(|(v, w)| (v, w * total))
        .chain(d.entries().iter().map(|(v, w)| (*v, w * &bsum)));
    Ok(Dist::from_weights(weights).map_or_else(|| d.clone(), Dist::reduced))
}

/// `e`: while the last die added meets the test (at most [`MAX_EXPLOSIONS`] times), add a
/// fresh die. With `j` explosions left, `E_j = A·T^j + B ⊛ E_{j-1}` where `A`/`B` are the
/// outcomes that stop/explode and `E_0` is the die itself (the last roll is kept as it fell).
fn explode(d: &Dist, t: Test, what: &str) -> Result<Dist> {
    let (meet, stop) = split(d, t);
    let Some(b) = Dist::from_weights(meet) else {
        return Ok(d.clone());
    };
    let total = d.total();
    check_explode(d, &b, stop.len(), what)?;
    let mut e = d.clone();
    let mut scale = BigUint::from(1u8);
    for _ in 0..MAX_EXPLOSIONS {
        scale *= total;
        let grown = b.combine(crate::dice::ast::Op::Add, &e, what)?;
        let weights = stop
            .iter()
            .map(|(v, w)| (*v, w * &scale))
            .chain(grown.entries().iter().cloned());
        e = Dist::from_weights(weights).unwrap_or(grown);
        limits::check(what, e.len() as u64, e.total().bits(), 0)?;
    }
    Ok(e.reduced())
}

/// The work of all of `explode`'s steps, checked before the first: each convolution is checked
/// on its own too, but twenty steps could add up to twenty times the limit (`d4096e!=5`, two
/// explosions, took 1.6 s and 280 MB before it was refused for its outcomes).
fn check_explode(d: &Dist, b: &Dist, stop: usize, what: &str) -> Result<()> {
    let clamp = |x: u128| u64::try_from(x).unwrap_or(u64::MAX);
    let bits = d.total().bits();
    let (mut lo, mut hi) = (i128::from(d.min()), i128::from(d.max()));
    let mut size = d.len() as u128;
    let mut steps: u64 = 0;
    for j in 1..=u64::from(MAX_EXPLOSIONS) {
        let l = limits::limbs(bits.saturating_mul(j + 1));
        // As `convolve` counts a dense step: a running sum for a uniform run, else a pass of
        // the distribution so far per value that explodes; one value is a shift, no pass.
        let span = (hi - lo) as u128;
        let conv = if b.len() == 1 {
            0
        } else if b.is_uniform_run() {
            (span + b.span() + 1).saturating_mul(2)
        } else {
            (span + 1).saturating_mul(b.len() as u128)
        };
        // Linear in the width here: `convolve` checks each one's own worst case, and most
        // products are of a word by a wide weight (`d6e>=5e>=9` runs in 0.2 s).
        steps = steps.saturating_add(clamp(conv).saturating_mul(l + 1));
        lo = lo.min(i128::from(b.min()) + lo);
        hi = hi.max(i128::from(b.max()) + hi);
        size = (size.saturating_mul(b.len() as u128) + stop as u128).min((hi - lo) as u128 + 1);
        // Then every outcome is scaled, sorted, merged and summed: a few passes of its limbs.
        steps = steps.saturating_add(clamp(size).saturating_mul(4 * l + 20));
    }
    limits::check(
        what,
        clamp(size),
        bits.saturating_mul(u64::from(MAX_EXPLOSIONS) + 1),
        steps,
    )
}

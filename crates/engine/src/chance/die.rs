//! One die's distribution: its faces, then the per-die modifiers as a left fold (the
//! semantics are in `dice::ast`). "Roll again" in `rr`, `ro` and `e` means a fresh die through
//! the modifiers to the left, which is exactly the distribution folded so far.

use num_bigint::BigUint;

use super::dist::{Dist, from_dense};
use super::limits;
use super::num::{Num, with_num};
use super::pool::pow_bits;
use crate::dice::ast::{Die, MAX_EXPLOSIONS, PerDie, Test};
use crate::error::{Error, Result};

/// A die's faces, equally likely (repeated faces count twice).
pub fn faces(die: &Die) -> Result<Dist> {
    // Checked before the table is built, so a die too wide is refused before it costs memory.
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
    // Counted at the squared width: the gcd that reduces the result works on those, and a
    // count at the width before lets long chains (`d66553!6ro<3ro<2`) through.
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
    // Dense fixed-width tables when the values lie close together (every die with a run of
    // faces); far-apart values (`d{1,1000000000}e`) take the sparse convolutions.
    match check_dense(d, &b, stop.len(), what)? {
        Some((lo, width, bits)) => {
            with_num!(bits, T => explode_dense::<T>(d, &b, &stop, lo, width, what))
        }
        None => explode_sparse(d, &b, &stop, what),
    }
}

/// The dense table of [`explode`]: the range of the final values (index 0 is `lo`), its
/// weights at most `T^(MAX_EXPLOSIONS + 1)`, two buffers swapped step by step, and each step
/// one pass per exploding value (or a running window sum when they are a run of equal
/// weights) over the part of the table in use. No big integer until the end.
// Index loops read closest to the recurrence here (shifted indices into two tables).
#[allow(clippy::needless_range_loop)]
fn explode_dense<T: Num>(
    d: &Dist,
    b: &Dist,
    stop: &[(i64, BigUint)],
    lo: i128,
    width: usize,
    what: &str,
) -> Result<Dist> {
    let idx = |v: i64| (i128::from(v) - lo) as usize;
    let total = T::from_big(d.total());
    let mut e = vec![T::default(); width];
    let mut next = vec![T::default(); width];
    for (v, w) in d.entries() {
        e[idx(*v)] = T::from_big(w);
    }
    // The part of `e` in use (written this step; anything outside is never read).
    let (mut cur_lo, mut cur_hi) = (idx(d.min()), idx(d.max()));
    let (b_lo, b_hi) = (b.min(), b.max());
    let run = b.is_uniform_run().then(|| T::from_big(&b.entries()[0].1));
    let bw: Vec<(i64, T, Option<u64>)> = b
        .entries()
        .iter()
        .map(|(v, w)| (*v, T::from_big(w), word(w)))
        .collect();
    let sw: Vec<(usize, T, Option<u64>)> = stop
        .iter()
        .map(|(v, w)| (idx(*v), T::from_big(w), word(w)))
        .collect();
    let (s_lo, s_hi) = (
        sw.first().map_or(usize::MAX, |s| s.0),
        sw.last().map_or(0, |s| s.0),
    );
    let mut scale = T::from_u64(1);
    for _ in 0..MAX_EXPLOSIONS {
        scale = scale.mul(&total);
        // Indices shift by a value: `e` at index i holds value lo + i, plus v is index i + v.
        let shift = |i: usize, v: i64| (i as i128 + i128::from(v)) as usize;
        let (g_lo, g_hi) = (shift(cur_lo, b_lo), shift(cur_hi, b_hi));
        let (n_lo, n_hi) = (g_lo.min(s_lo), g_hi.max(s_hi));
        for x in &mut next[n_lo..=n_hi] {
            *x = T::default();
        }
        match &run {
            Some(w) => {
                // next[j] = w · Σ e[j - b_hi ..= j - b_lo]: a window sliding over `e`.
                let one = w.to_u64() == Some(1);
                let mut acc = T::default();
                for j in g_lo..=g_hi {
                    let enter = j as i128 - i128::from(b_lo);
                    if (cur_lo as i128..=cur_hi as i128).contains(&enter) {
                        acc.add_assign(&e[enter as usize]);
                    }
                    let leave = j as i128 - i128::from(b_hi) - 1;
                    if (cur_lo as i128..=cur_hi as i128).contains(&leave) {
                        acc.sub_assign(&e[leave as usize]);
                    }
                    if one {
                        next[j].add_assign(&acc);
                    } else {
                        next[j].add_mul(&acc, w);
                    }
                }
            }
            None => {
                for (v, w, small) in &bw {
                    for i in cur_lo..=cur_hi {
                        let x = &e[i];
                        if x.is_zero() {
                            continue;
                        }
                        let j = shift(i, *v);
                        match small {
                            Some(s) => next[j].add_mul_u64(x, *s),
                            None => next[j].add_mul(x, w),
                        }
                    }
                }
            }
        }
        for (i, w, small) in &sw {
            match small {
                Some(s) => next[*i].add_mul_u64(&scale, *s),
                None => next[*i].add_mul(&scale, w),
            }
        }
        std::mem::swap(&mut e, &mut next);
        (cur_lo, cur_hi) = (n_lo, n_hi);
    }
    let total = d.total().pow(MAX_EXPLOSIONS + 1);
    let lo = lo + cur_lo as i128;
    e.truncate(cur_hi + 1);
    e.drain(..cur_lo);
    Ok(from_dense(lo, 1, e, total, what)?
        .total_is_power(d.total(), u64::from(MAX_EXPLOSIONS + 1))
        .reduced())
}

/// The value when it fits a word.
fn word(w: &BigUint) -> Option<u64> {
    (w.bits() <= 64).then(|| w.iter_u64_digits().next().unwrap_or(0))
}

/// Checks the dense explosion up front: `Some((lo, width, bits))` of its table when it is
/// within the limits, `None` when the values are too far apart for a dense table (then the
/// sparse convolutions are checked instead), an error when the result cannot be held.
fn check_dense(d: &Dist, b: &Dist, stop: usize, what: &str) -> Result<Option<(i128, usize, u64)>> {
    let n = u64::from(MAX_EXPLOSIONS);
    let (mut lo, mut hi) = (i128::from(d.min()), i128::from(d.max()));
    // The occupied range after each step, and the work of the step.
    let bits = pow_bits(d.total(), n + 1) + 2;
    let mut steps: u64 = 0;
    let clamp = |x: i128| u64::try_from(x).unwrap_or(u64::MAX);
    // Limbs of the widest weight that explodes, and of the widest that stops.
    let widest =
        |d: &Dist| limits::limbs(d.entries().iter().map(|(_, w)| w.bits()).max().unwrap_or(1));
    let lb = widest(b);
    let ls = limits::limbs(d.total().bits());
    for j in 1..=n {
        let l = limits::limbs(pow_bits(d.total(), j + 1));
        let (g_lo, g_hi) = (lo + i128::from(b.min()), hi + i128::from(b.max()));
        let (s_lo, s_hi) = (i128::from(d.min()), i128::from(d.max()));
        let (n_lo, n_hi) = (g_lo.min(s_lo).min(lo), g_hi.max(s_hi).max(hi));
        let width = clamp(n_hi - n_lo + 1);
        // A pass per exploding value over the table in use (a product by a weight of `lb`
        // limbs each), or a running sum and one product; the clearing; the stopping values.
        let passes = if b.is_uniform_run() {
            2 + lb
        } else {
            (b.len() as u64).saturating_mul(lb)
        };
        steps = steps.saturating_add(
            clamp(hi - lo + 1)
                .saturating_mul(passes)
                .saturating_add(width)
                .saturating_add((stop as u64).saturating_mul(ls))
                .saturating_mul(l + 1),
        );
        (lo, hi) = (n_lo, n_hi);
    }
    if i64::try_from(lo).is_err() || i64::try_from(hi).is_err() {
        return Err(crate::chance::dist::overflow(what));
    }
    let width = clamp(hi - lo + 1);
    if width > 4 * limits::MAX_OUTCOMES {
        return Ok(None);
    }
    // Two tables of fixed-width numbers; then the result's big integers and a gcd pass.
    limits::check_table(what, width.saturating_mul(2), limits::fixed_width(bits))?;
    steps = steps.saturating_add(width.saturating_mul(limits::limbs(bits) * 2));
    limits::check(what, width, bits, steps)?;
    Ok(Some((lo, width as usize, bits)))
}

/// [`explode`] by convolutions of big-integer distributions: for values far apart.
fn explode_sparse(d: &Dist, b: &Dist, stop: &[(i64, BigUint)], what: &str) -> Result<Dist> {
    let total = d.total();
    check_explode(d, b, stop.len(), what)?;
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
/// on its own too, but twenty steps could add up to twenty times the limit (`d4096e!=5`).
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
        // products are of a word by a wide weight (`d6e>=5e>=9` is admitted).
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ast::Cmp;

    fn dist(w: &[(i64, u32)]) -> Dist {
        Dist::from_weights(w.iter().map(|&(v, w)| (v, BigUint::from(w))))
            .unwrap_or_else(|| Dist::point(0))
    }

    /// The dense explosion gives exactly what the convolutions of whole distributions give:
    /// runs and gaps among the exploding values, negative values, unequal weights.
    #[test]
    fn dense_explosion_matches_the_sparse_one() {
        let d6: Vec<(i64, u32)> = (1..=6).map(|v| (v, 1)).collect();
        let cases: Vec<(Vec<(i64, u32)>, Test)> = vec![
            (d6.clone(), Test::new(Cmp::Eq, 6)),
            (d6.clone(), Test::new(Cmp::Ge, 5)),
            (d6.clone(), Test::new(Cmp::Ge, 2)),
            (vec![(-1, 1), (0, 1), (1, 1)], Test::new(Cmp::Le, -1)),
            (vec![(-1, 1), (0, 1), (1, 1)], Test::new(Cmp::Ge, 0)),
            (vec![(1, 2), (2, 1), (5, 3)], Test::new(Cmp::Ge, 2)),
            (vec![(3, 3), (4, 1), (5, 1), (6, 1)], Test::new(Cmp::Eq, 3)),
            (vec![(1, 1), (3, 1), (5, 1)], Test::new(Cmp::Ge, 3)),
            (vec![(-3, 1), (7, 2), (8, 5)], Test::new(Cmp::Lt, 7)),
            (vec![(2, 4), (3, 4), (4, 4), (9, 1)], Test::new(Cmp::Le, 4)),
        ];
        for (w, t) in cases {
            let d = dist(&w);
            let (meet, stop) = split(&d, t);
            let b = Dist::from_weights(meet).unwrap_or_else(|| Dist::point(0));
            let sparse = explode_sparse(&d, &b, &stop, "x").unwrap_or_else(|e| panic!("{e}"));
            let dense = explode(&d, t, "x").unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(dense, sparse, "{w:?} e{t}");
            assert_eq!(dense.total(), sparse.total(), "{w:?} e{t}: reduced alike");
        }
    }
}

//! The bounds that keep every exact request fast or refused: work is estimated before it is
//! done, and a request over a limit is an `Error::Limit` naming the request and the limit, in
//! microseconds rather than after a long wait. The numbers are tuned so that any admitted request
//! finishes in well under a second on a small machine (see bench/README.md).

use std::cell::Cell;

pub use crate::error::group;

use crate::error::{Error, Result};

/// Most outcomes (distinct values) one distribution may have: the same bound as
/// [`MAX_LISTED`], so a table too long to list is refused before it is built.
pub const MAX_OUTCOMES: u64 = 100_000;

/// Most 64-bit limbs one table of exact weights may hold (outcomes × limbs per weight): 64 MiB.
pub const MAX_LIMBS: u64 = 1 << 23;

/// Most estimated limb operations one exact computation may take.
pub const MAX_WORK: u64 = 150_000_000;

/// Most branches the exact interpreter of a procedure may explore.
pub const MAX_PATHS: u64 = 2_000_000;

/// Most outcomes `--chances` lists for one quantity (text summarises past a screenful, and
/// `--json` lists every one: 100,000 is about 9 MB of JSON).
pub const MAX_LISTED: u64 = 100_000;

/// Most bits of exact fractions `--chances` holds for one quantity (outcomes × bits of the
/// total, numerator and denominator each): 4 MiB; `--json` spells them out in decimal, which
/// takes several times that in memory (`100d666`).
pub const MAX_LISTED_BITS: u64 = 1 << 25;

/// Most bytes of exact tables an expression may hold at once (its terms' results waiting to be
/// combined, the working table of the step under way): with the program itself, under 100 MB.
pub const MAX_BYTES: u64 = 64 << 20;

thread_local! {
    /// Work charged so far to the expression being computed (`None` outside one): each step is
    /// checked on its own, and the steps of one expression together (`d83 + d83 + ...`: two
    /// hundred steps cheap alone add up).
    static SPENT: Cell<Option<u64>> = const { Cell::new(None) };
}

/// Charges the work of the steps computed while it lives to one budget of [`MAX_WORK`]
/// (nested budgets share the outer one).
pub struct Budget {
    outer: bool,
}

impl Budget {
    /// Starts a budget with `spent` already charged (the up-front estimate of the steps that
    /// check nothing themselves).
    pub fn start(spent: u64) -> Budget {
        let outer = SPENT.with(|s| s.get().is_none());
        if outer {
            SPENT.with(|s| s.set(Some(spent)));
        }
        Budget { outer }
    }
}

impl Drop for Budget {
    fn drop(&mut self) {
        if self.outer {
            SPENT.with(|s| s.set(None));
        }
    }
}

/// Charges `steps` to the budget under way, if any. Every step of an exact computation comes
/// here first, so it is also where Ctrl-C in the REPL is looked at between steps.
fn charge(what: &str, steps: u64) -> Result<()> {
    crate::interrupt::check()?;
    let over = SPENT.with(|s| {
        let total = s.get()?.saturating_add(steps);
        s.set(Some(total));
        (total > MAX_WORK).then_some(total)
    });
    match over {
        Some(total) => Err(Error::limit(format!(
            "{what}: the expression as a whole is too much work (about {} million word \
             operations in all; the limit is {} million for exact chances)",
            group(total / 1_000_000),
            group(MAX_WORK / 1_000_000)
        ))),
        None => Ok(()),
    }
}

/// Bytes one outcome of a distribution with `bits`-bit weights takes: its value, a big
/// integer's header and limbs, the allocator's overhead, and the slot of the dense table it
/// was converted from.
pub fn entry_bytes(bits: u64) -> u64 {
    72 + 8 * limbs(bits)
}

/// Checks the bytes an expression holds at once (estimated up front).
pub fn check_bytes(what: &str, bytes: u64) -> Result<()> {
    if bytes > MAX_BYTES {
        return Err(Error::limit(format!(
            "{what}: the exact computation would hold about {} MiB of tables at once; the \
             limit is {} MiB for exact chances",
            group(bytes >> 20),
            MAX_BYTES >> 20
        )));
    }
    Ok(())
}

/// Limbs of 64 bits needed for a weight of `bits` bits.
pub fn limbs(bits: u64) -> u64 {
    bits.div_ceil(64).max(1)
}

/// Bits of memory each number of a table of `bits`-bit numbers takes in the exact engine's
/// fixed-width types (`num::with_num` picks the narrowest width that holds them; past 4096 bits,
/// big integers: their limbs and a header).
pub fn fixed_width(bits: u64) -> u64 {
    let limbs = match bits {
        0..=64 => 1,
        65..=128 => 2,
        129..=192 => 3,
        193..=256 => 4,
        257..=384 => 6,
        385..=512 => 8,
        513..=1024 => 16,
        1025..=2048 => 32,
        2049..=4096 => 64,
        _ => limbs(bits) + 4,
    };
    // U<N> carries its length in use.
    (limbs + 1) * 64
}

/// Checks an up-front estimate: `outcomes` stored with `bits`-bit weights, `steps` limb
/// operations in all, and charges it to the budget under way. `what` names the request
/// (`"10000d1000"`).
pub fn check(what: &str, outcomes: u64, bits: u64, steps: u64) -> Result<()> {
    let steps = verify(what, outcomes, bits, steps)?;
    charge(what, steps)
}

/// [`check`] without charging the budget: an estimate of work that is charged again, step by
/// step, as it is done (a whole expression's, `chance::expr::precheck`).
pub fn check_alone(what: &str, outcomes: u64, bits: u64, steps: u64) -> Result<()> {
    verify(what, outcomes, bits, steps).map(|_| ())
}

/// The checks of [`check`]; the work they come to.
fn verify(what: &str, outcomes: u64, bits: u64, steps: u64) -> Result<u64> {
    if outcomes > MAX_OUTCOMES {
        return Err(Error::limit(format!(
            "{what}: the exact distribution would have up to {} outcomes; the limit is {}",
            group(outcomes),
            group(MAX_OUTCOMES)
        )));
    }
    let table = outcomes.saturating_mul(limbs(bits));
    if table > MAX_LIMBS {
        return Err(Error::limit(format!(
            "{what}: the exact distribution would have up to {} outcomes with {}-bit weights ({} MiB); \
             the limit for exact chances is {} MiB",
            group(outcomes),
            group(bits),
            group(table / (1 << 17)),
            MAX_LIMBS / (1 << 17)
        )));
    }
    // Every outcome is converted to a big integer at the end (an allocation and a copy).
    let steps = steps.saturating_add(outcomes.saturating_mul(limbs(bits) + 20));
    if steps > MAX_WORK {
        return Err(Error::limit(format!(
            "{what}: the exact distribution is too much work (about {} million word \
             operations on {}-bit numbers; the limit for exact chances is {} million)",
            group(steps / 1_000_000),
            group(bits),
            group(MAX_WORK / 1_000_000)
        )));
    }
    Ok(steps)
}

/// Checks a distribution before it is listed: `outcomes` exact fractions over a total of
/// `bits` bits. A computation may be fine (`d1000000`, `5000d6`) and its listing not.
pub fn check_listing(what: &str, outcomes: u64, bits: u64) -> Result<()> {
    if outcomes > MAX_LISTED {
        return Err(Error::limit(format!(
            "{what}: --chances would list {} outcomes; the limit is {} (fewer faces or dice, or roll it)",
            group(outcomes),
            group(MAX_LISTED)
        )));
    }
    if outcomes.saturating_mul(bits) > MAX_LISTED_BITS {
        return Err(Error::limit(format!(
            "{what}: --chances would list {} outcomes, each an exact fraction of {} digits; the limit is {} MiB of fractions (fewer dice, or roll it)",
            group(outcomes),
            group(bits * 3 / 10 + 1),
            MAX_LISTED_BITS >> 23
        )));
    }
    Ok(())
}

/// Checks the working tables of an exact computation: `entries` numbers of `bits` bits.
pub fn check_table(what: &str, entries: u64, bits: u64) -> Result<()> {
    let table = entries.saturating_mul(limbs(bits));
    if table > MAX_LIMBS {
        return Err(Error::limit(format!(
            "{what}: the exact computation would need {} MiB of working tables; the limit for \
             exact chances is {} MiB",
            group(table / (1 << 17)),
            MAX_LIMBS / (1 << 17)
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_digits() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(1000), "1,000");
        assert_eq!(group(9_990_001), "9,990,001");
    }
}

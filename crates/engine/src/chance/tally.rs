//! How `n` dice fall across a die's distinct values (the multinomial).

use num_bigint::BigUint;

use super::die::faces;
use super::limits;
use super::pool::pow_bits;
use crate::dice::ast::Die;
use crate::error::{Error, Result};

/// How `n` dice fall across a die's distinct face values: each entry is the count of dice per
/// distinct value (ascending values, as `engine::distinct_values`) with its weight out of
/// `total`. Entries are in lexicographic order of the counts; every weight is positive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    pub values: Vec<i64>,
    pub entries: Vec<(Vec<u32>, BigUint)>,
    pub total: BigUint,
}

/// Most distinct values a tallied die may have (the enumeration recurses once per value).
pub const MAX_VALUES: usize = 1024;

pub fn tally_of(n: u32, die: &Die) -> Result<Tally> {
    let d = faces(die)?;
    let values: Vec<i64> = d.entries().iter().map(|e| e.0).collect();
    let weights: Vec<BigUint> = d.entries().iter().map(|e| e.1.clone()).collect();
    let s = values.len();
    let what = format!("{n} × {} tallied by face", die.name);
    if s > MAX_VALUES {
        return Err(Error::limit(format!(
            "{what}: the die has {} distinct values; a tally takes at most {MAX_VALUES}",
            limits::group(s as u64)
        )));
    }
    let outcomes = outcomes(n, s);
    let bits = pow_bits(d.total(), u64::from(n)) + 2;
    let l = limits::limbs(bits);
    limits::check(
        &what,
        outcomes,
        bits,
        outcomes.saturating_mul(s as u64 + 2).saturating_mul(l * l),
    )?;
    let mut entries = Vec::with_capacity(outcomes as usize);
    let mut counts = vec![0u32; s];
    fill(
        0,
        n,
        BigUint::from(1u8),
        &weights,
        &mut counts,
        &mut entries,
    );
    Ok(Tally {
        values,
        entries,
        total: d.total().pow(n),
    })
}

/// How many ways `n` dice fall across `s` distinct values, C(n+s-1, s-1), saturating just past
/// the exact engine's outcome limit (no more is needed to refuse).
pub fn outcomes(n: u32, s: usize) -> u64 {
    let mut count: u128 = 1;
    for i in 1..s as u128 {
        count = count.saturating_mul(u128::from(n) + i) / i;
        if count > u128::from(limits::MAX_OUTCOMES) {
            break;
        }
    }
    u64::try_from(count).unwrap_or(u64::MAX)
}

/// The most dice, up to `upto`, whose tally across `s` distinct values stays within the
/// outcome limit (for a refusal that names the largest count accepted).
pub fn most_tallied(s: usize, upto: u32) -> u32 {
    (0..=upto)
        .rev()
        .find(|&n| outcomes(n, s) <= limits::MAX_OUTCOMES)
        .unwrap_or(0)
}

/// Chooses how many of the `left` dice show value `j`, in `C(left, c)·w_j^c` ways.
fn fill(
    j: usize,
    left: u32,
    ways: BigUint,
    w: &[BigUint],
    counts: &mut Vec<u32>,
    out: &mut Vec<(Vec<u32>, BigUint)>,
) {
    if j + 1 == w.len() {
        counts[j] = left;
        out.push((counts.clone(), ways * w[j].pow(left)));
        return;
    }
    let mut c_ways = BigUint::from(1u8); // C(left, c)·w_j^c
    for c in 0..=left {
        counts[j] = c;
        fill(j + 1, left - c, &ways * &c_ways, w, counts, out);
        c_ways = c_ways * (left - c) * &w[j] / (c + 1);
    }
    counts[j] = 0;
}

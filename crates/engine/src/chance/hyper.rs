//! Draws without replacement: how `n` items drawn from a pool fall across its classes (the
//! multivariate hypergeometric distribution).
//!
//! Drawing `n` of `S` items, the ways to take `d_i` of the `s_i` items of each class are
//! `C(s_1, d_1)·…·C(s_k, d_k)` out of `C(S, n)` ways in all: integers, so every weight is exact.

use num_bigint::BigUint;

use super::limits;
use crate::error::{Error, Result};

/// How `n` items drawn without replacement fall across classes of `sizes` items: each entry is
/// the count drawn from each class with its weight out of `total`. Entries are in
/// lexicographic order of the counts; every weight is positive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hyper {
    pub entries: Vec<(Vec<u32>, BigUint)>,
    pub total: BigUint,
}

/// The binomials `C(s, 0..=top)`.
fn row(s: u32, top: u32) -> Vec<BigUint> {
    let top = top.min(s);
    let mut out = Vec::with_capacity(top as usize + 1);
    let mut c = BigUint::from(1u8);
    for k in 0..=top {
        out.push(c.clone());
        if k < top {
            c = c * (s - k) / (k + 1);
        }
    }
    out
}

/// `C(s, k)`.
pub fn binomial(s: u32, k: u32) -> BigUint {
    if k > s {
        return BigUint::default();
    }
    let k = k.min(s - k);
    row(s, k).pop().unwrap_or_default()
}

/// How many ways `n` drawn from classes of `sizes` can fall (count vectors with each
/// `d_i <= s_i` summing to `n`), capped at `u64::MAX`.
pub fn outcomes(n: u32, sizes: &[u32]) -> u64 {
    // ways[m]: vectors over the classes so far that sum to m, each capped. A window sum of
    // capped terms is at least the cap whenever one term is, and exact otherwise.
    const CAP: u128 = u64::MAX as u128;
    let n = n as usize;
    let mut ways = vec![0u128; n + 1];
    ways[0] = 1;
    for &s in sizes {
        let s = s as usize;
        // New ways[m] = sum of old ways[m-s..=m]: a running window sum.
        let mut next = vec![0u128; n + 1];
        let mut window = 0u128;
        for m in 0..=n {
            window += ways[m];
            if m > s {
                window -= ways[m - s - 1];
            }
            next[m] = window.min(CAP);
        }
        ways = next;
    }
    ways[n] as u64
}

/// The distribution of `n` items drawn without replacement from classes of `sizes` items.
pub fn hyper_of(n: u32, sizes: &[u32]) -> Result<Hyper> {
    let all: u64 = sizes.iter().map(|&s| u64::from(s)).sum();
    let what = format!("{n} drawn from {all} items in {} classes", sizes.len());
    if u64::from(n) > all {
        return Err(Error::Runtime(format!(
            "{what}: cannot draw more items than there are"
        )));
    }
    let count = outcomes(n, sizes);
    if count > limits::MAX_OUTCOMES {
        let shown = if count == u64::MAX {
            "more than 18 quintillion".to_string()
        } else {
            limits::group(count)
        };
        return Err(Error::limit(format!(
            "{what}: the draw can fall {shown} ways; exact chances take at most {}",
            limits::group(limits::MAX_OUTCOMES)
        )));
    }
    let total = binomial(all as u32, n);
    let bits = total.bits() + 1;
    let l = limits::limbs(bits);
    // Each weight is a product over the classes, and is later reduced as a fraction: a few
    // binary gcds of numbers this wide, each about 16·l² word operations.
    let width = sizes.len() as u64 + 2 + 48;
    limits::check(
        &what,
        count,
        bits,
        count.saturating_mul(width).saturating_mul(l * l),
    )?;
    // The binomial rows each class needs.
    let cells: u64 = sizes.iter().map(|&s| u64::from(s.min(n)) + 1).sum();
    limits::check_table(&what, cells, bits)?;
    let rows: Vec<Vec<BigUint>> = sizes.iter().map(|&s| row(s, n)).collect();
    // suffix[j]: items in classes j.. (how many the rest can still take).
    let mut suffix = vec![0u64; sizes.len() + 1];
    for j in (0..sizes.len()).rev() {
        suffix[j] = suffix[j + 1] + u64::from(sizes[j]);
    }
    let mut entries = Vec::with_capacity(usize::try_from(count).unwrap_or(0));
    let mut counts = vec![0u32; sizes.len()];
    fill(
        0,
        n,
        BigUint::from(1u8),
        &rows,
        &suffix,
        &mut counts,
        &mut entries,
    );
    Ok(Hyper { entries, total })
}

/// Chooses how many of the `left` items still to draw come from class `j`.
fn fill(
    j: usize,
    left: u32,
    ways: BigUint,
    rows: &[Vec<BigUint>],
    suffix: &[u64],
    counts: &mut Vec<u32>,
    out: &mut Vec<(Vec<u32>, BigUint)>,
) {
    if j == rows.len() {
        if left == 0 {
            out.push((counts.clone(), ways));
        }
        return;
    }
    let rest = suffix[j + 1];
    let lo = u64::from(left).saturating_sub(rest) as u32;
    let hi = left.min(rows[j].len() as u32 - 1);
    for d in lo..=hi {
        counts[j] = d;
        fill(
            j + 1,
            left - d,
            &ways * &rows[j][d as usize],
            rows,
            suffix,
            counts,
            out,
        );
    }
    counts[j] = 0;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chance::Prob;

    fn p(h: &Hyper, counts: &[u32]) -> String {
        let w = h
            .entries
            .iter()
            .find(|(c, _)| c == counts)
            .map(|(_, w)| w.clone())
            .unwrap_or_default();
        Prob::new(w, h.total.clone()).to_string()
    }

    #[test]
    fn five_red_cards_from_a_full_deck_is_253_in_9996() {
        // C(26,5)/C(52,5) = 65780/2598960 = 253/9996.
        let h = hyper_of(5, &[26, 26]).unwrap();
        assert_eq!(h.total, BigUint::from(2_598_960u32));
        assert_eq!(p(&h, &[5, 0]), "253/9996");
        assert_eq!(p(&h, &[0, 5]), "253/9996");
        // Three red, two black: C(26,3)·C(26,2)/C(52,5) = 2600·325/2598960 = 1625/4998.
        assert_eq!(p(&h, &[3, 2]), "1625/4998");
        assert_eq!(h.entries.len(), 6);
    }

    #[test]
    fn suits_of_a_hand_by_hand() {
        // One card of each of four suits in 4 draws: 13^4 / C(52,4) = 28561/270725 = 2197/20825.
        let h = hyper_of(4, &[13, 13, 13, 13]).unwrap();
        assert_eq!(p(&h, &[1, 1, 1, 1]), "2197/20825");
        // All four the same suit, clubs: C(13,4)/C(52,4) = 715/270725 = 11/4165.
        assert_eq!(p(&h, &[4, 0, 0, 0]), "11/4165");
    }

    #[test]
    fn weights_sum_to_the_total_and_respect_each_class() {
        let sizes = [2, 0, 5, 1, 3];
        for n in 0..=11 {
            let h = hyper_of(n, &sizes).unwrap();
            let sum: BigUint = h.entries.iter().map(|(_, w)| w).sum();
            assert_eq!(sum, h.total, "n = {n}");
            for (c, w) in &h.entries {
                assert_eq!(c.iter().sum::<u32>(), n);
                assert!(c.iter().zip(&sizes).all(|(d, s)| d <= s), "{c:?}");
                assert!(*w > BigUint::default());
            }
            assert_eq!(h.entries.len() as u64, outcomes(n, &sizes), "n = {n}");
        }
    }

    #[test]
    fn two_cards_from_the_last_two_are_certain() {
        let h = hyper_of(2, &[1, 0, 1, 0]).unwrap();
        assert_eq!(h.entries.len(), 1);
        assert_eq!(p(&h, &[1, 0, 1, 0]), "1/1");
    }

    #[test]
    fn too_many_and_too_much_are_refused() {
        assert!(hyper_of(3, &[1, 1]).is_err());
        // 500 items drawn from 1000 singleton classes: C(1000,500) outcomes.
        let err = hyper_of(500, &[1; 1000]).unwrap_err();
        assert_eq!(err.code(), 2, "{err}");
        assert!(
            err.to_string().contains("more than 18 quintillion ways"),
            "{err}"
        );
        // Few outcomes, but weights of thousands of bits: refused on the work.
        let err = hyper_of(5000, &[9000, 1000]).unwrap_err();
        assert!(err.to_string().contains("too much work"), "{err}");
        assert_eq!(hyper_of(5000, &[9900, 100]).unwrap().entries.len(), 101);
    }

    #[test]
    fn binomials() {
        assert_eq!(binomial(52, 5), BigUint::from(2_598_960u32));
        assert_eq!(binomial(5, 0), BigUint::from(1u8));
        assert_eq!(binomial(3, 4), BigUint::default());
        assert_eq!(binomial(0, 0), BigUint::from(1u8));
    }
}

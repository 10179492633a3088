//! A pool of identical independent dice: the sum or the success count of the dice kept after
//! keep/drop. This is where the time goes, so each shape has its own algorithm:
//!
//! - no keep/drop, two outcomes (success counts, coins): the binomial closed form;
//! - no keep/drop, a uniform run of values (every standard die): the 3-term recurrence that
//!   `((1-x^m)/(1-x))^n` satisfies, over half the table (the distribution is symmetric);
//! - no keep/drop, any other die: the recurrence from `p·f' = n·p'·f` for `f = p^n`, `|p|`
//!   terms per outcome instead of `n/2·|p|` for repeated convolution;
//! - keep highest or lowest: the threshold formula: condition on the value of the last kept die
//!   and count the dice above, at and below it;
//! - keep a middle run (drop both ends): condition on the lowest and highest kept values.
//!
//! Each works in "statistic space": a die's values are mapped by the statistic (its value, or 1
//! for a success and 0 otherwise), shifted to start at 0 and divided by their common step, so
//! `d{0,1000000}` costs what a coin costs. Every algorithm states a bound on its numbers and its
//! work before starting (see [`super::num`] and [`super::limits`]).
//!
//! Its files: this one picks the algorithm for the shape; `sums.rs` every die kept, `keep.rs`
//! keep/drop.

mod keep;
mod sums;

use num_bigint::BigUint;
use num_integer::Integer;

use super::dist::{Dist, from_dense, overflow, power_sum};
use super::limits;
use super::num::{Num, bits_u64, with_num};
use crate::dice::ast::{Selection, Test};
use crate::error::{Error, Result};

pub use keep::{middle, threshold};
pub use sums::{binomial, sum_general, sum_uniform};

/// What a pool's value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stat {
    /// The sum of the kept dice.
    Sum,
    /// How many kept dice meet the test.
    Count(Test),
}

/// An upper bound on the bits of `x^n` (for `x >= 1`), with a safety margin.
pub fn pow_bits(x: &BigUint, n: u64) -> u64 {
    let b = x.bits();
    if b == 0 {
        return 1;
    }
    let top = if b <= 64 {
        x.iter_u64_digits().next().unwrap_or(1)
    } else {
        (x >> (b - 64)).iter_u64_digits().next().unwrap_or(1)
    };
    let log2 = libm::log2(top as f64) + b.saturating_sub(64) as f64;
    let est = (n as f64 * log2 * (1.0 + 1e-9)).ceil();
    if est >= u64::MAX as f64 / 2.0 {
        return u64::MAX / 2;
    }
    est as u64 + 2
}

/// The value (`Stat::Sum`) or success count (`Stat::Count`) of `n` dice distributed as `die`,
/// keeping the dice `sel` leaves after sorting. `what` names the request in messages.
pub fn pool(n: u32, die: &Dist, sel: Selection, stat: Stat, what: &str) -> Result<Dist> {
    let dropped = u64::from(sel.drop_low) + u64::from(sel.drop_high);
    let k = u64::from(n).saturating_sub(dropped) as u32;
    if k == 0 {
        return Ok(Dist::point(0));
    }
    if let (Stat::Count(t), 0, 0) = (stat, sel.drop_low, sel.drop_high) {
        // Without keep/drop only the success chance matters: a pool of 0/1 dice.
        let ind = die.map(|v| i64::from(t.holds(v)));
        return pool(n, &ind, sel, Stat::Sum, what);
    }
    let die = die.clone().reduced();
    let g: Vec<i64> = die
        .entries()
        .iter()
        .map(|(v, _)| match stat {
            Stat::Sum => *v,
            Stat::Count(t) => i64::from(t.holds(*v)),
        })
        .collect();
    let gmin = g.iter().copied().min().unwrap_or(0);
    let gmax = g.iter().copied().max().unwrap_or(0);
    // Every result is k·gmin + step·j; check the extremes fit before anything else.
    let lo = i128::from(k) * i128::from(gmin);
    let hi = i128::from(k) * i128::from(gmax);
    if i64::try_from(lo).is_err() || i64::try_from(hi).is_err() {
        return Err(overflow(what));
    }
    if gmin == gmax {
        return Ok(Dist::point(lo as i64));
    }
    let step = g.iter().fold(0u64, |acc, &x| {
        acc.gcd(&((i128::from(x) - i128::from(gmin)) as u64))
    });
    let span = ((i128::from(gmax) - i128::from(gmin)) / i128::from(step)) as u64;
    // (statistic index, weight) per face, ascending by face value.
    let faces: Vec<(u64, BigUint)> = die
        .entries()
        .iter()
        .zip(&g)
        .map(|((_, w), &x)| {
            (
                ((i128::from(x) - i128::from(gmin)) / i128::from(step)) as u64,
                w.clone(),
            )
        })
        .collect();
    let out_len = u64::from(k).saturating_mul(span).saturating_add(1);
    let (l, h) = (sel.drop_low.min(n), sel.drop_high.min(n));
    let shape = Shape {
        n,
        k,
        span,
        faces: &faces,
        die: &die,
        what,
        out_len,
        lo,
        step: i128::from(step),
    };
    if l == 0 && h == 0 {
        shape.sum(&g)
    } else if h == 0 {
        shape.threshold(false)
    } else if l == 0 {
        shape.threshold(true)
    } else {
        shape.middle(l, h)
    }
}

struct Shape<'a> {
    n: u32,
    k: u32,
    span: u64,
    faces: &'a [(u64, BigUint)],
    die: &'a Dist,
    what: &'a str,
    out_len: u64,
    /// Result value = lo + step · (statistic-space index).
    lo: i128,
    step: i128,
}

impl Shape<'_> {
    fn finish<T: Num>(&self, w: Vec<T>) -> Result<Dist> {
        // The total is computed only now, after the limits have been checked.
        let total = self.die.total().pow(self.n);
        Ok(from_dense(self.lo, self.step, w, total, self.what)?
            .total_is_power(self.die.total(), u64::from(self.n)))
    }

    /// All dice kept.
    fn sum(&self, g: &[i64]) -> Result<Dist> {
        match self.sum_dense() {
            Err(Error::Limit(msg)) => {
                // Faces far apart (d{0,1,1000000}) make a wide but sparse table: the distinct
                // sums are at most C(n+s-1, s-1), so try the sparse convolution instead.
                let s = self.faces.len() as u128;
                let mut distinct: u128 = 1;
                for i in 1..s {
                    distinct = distinct.saturating_mul(u128::from(self.n) + i) / i;
                    if distinct > u128::from(limits::MAX_OUTCOMES) {
                        return Err(Error::Limit(msg));
                    }
                }
                let mapped = self.die.map(|v| {
                    let i = self.die.entries().partition_point(|e| e.0 < v);
                    g[i]
                });
                power_sum(&mapped, self.n, self.what)
            }
            other => other,
        }
    }

    /// All dice kept, on a dense table of the statistic's range.
    fn sum_dense(&self) -> Result<Dist> {
        let n = u64::from(self.n);
        let t = self.die.total();
        limits::check(self.what, self.out_len, 1, 0)?;
        // Merge faces by statistic: p is the per-die polynomial in statistic space.
        let mut p = vec![BigUint::ZERO; (self.span + 1) as usize];
        for (x, w) in self.faces {
            p[*x as usize] += w;
        }
        let nnz = p.iter().filter(|w| w.bits() > 0).count() as u64;
        if p.len() == 2 {
            let bits = pow_bits(t, n) + bits_u64(n) + 2;
            let l = limits::limbs(bits);
            // Per entry: the binomial step and two products with powers of a and b.
            let la = limits::limbs(pow_bits(&p[1], n));
            let lb = limits::limbs(pow_bits(&p[0], n));
            let per = 4 * l + la.saturating_mul(lb) / 4;
            limits::check(self.what, n + 1, bits, n.saturating_mul(per))?;
            let (b, a) = (&p[0], &p[1]);
            return with_num!(bits, T => self.finish(binomial::<T>(self.n, a, b)));
        }
        let first = &p[0];
        if nnz == p.len() as u64 && p.iter().all(|w| w == first) {
            // After `reduced` the weights are all 1 and the total is the number of values.
            let m = p.len() as u64;
            let mult = u64::try_from(u128::from(n + 1) * u128::from(m) * 2).ok();
            if let (Some(mult), true) = (mult, first.bits() == 1) {
                let bits = pow_bits(&BigUint::from(m), n) + bits_u64(mult) + 2;
                let l = limits::limbs(bits);
                limits::check(
                    self.what,
                    self.out_len,
                    bits,
                    // Three word products, a division (about 4) and the copy, per entry.
                    self.out_len.saturating_mul(10 * l),
                )?;
                return with_num!(bits, T => self.finish(sum_uniform::<T>(self.n, m)));
            }
        }
        // The general recurrence divides by the weight at one end: it must fit a word.
        let d = self.span;
        let mult = u128::from(n + 1) * u128::from(d + 1);
        let end_small = p[0].bits() <= 64 || p[d as usize].bits() <= 64;
        if end_small && mult < u128::from(u64::MAX) {
            let bits = pow_bits(t, n + 1) + bits_u64(mult as u64) + 2;
            let l = limits::limbs(bits);
            let pbits = p.iter().map(|w| w.bits()).max().unwrap_or(1);
            let per = l * (limits::limbs(pbits) + limits::limbs(pbits + bits_u64(mult as u64)));
            let symmetric = p.iter().eq(p.iter().rev());
            let rows = if symmetric {
                self.out_len / 2 + 1
            } else {
                self.out_len
            };
            let steps = rows
                .saturating_mul(nnz)
                .saturating_mul(per)
                .saturating_add(self.out_len.saturating_mul(l));
            limits::check(self.what, self.out_len, bits, steps)?;
            return with_num!(bits, T => self.finish(sum_general::<T>(self.n, &p)));
        }
        Err(Error::limit(format!(
            "{}: the die's weights are too large for the exact sum of {} dice",
            self.what, self.n
        )))
    }

    /// Keep the highest `k` (or, `reversed`, the lowest `k`): one threshold per face.
    fn threshold(&self, reversed: bool) -> Result<Dist> {
        let mut faces = self.faces.to_vec();
        if reversed {
            faces.reverse();
        }
        let (n, k) = (u64::from(self.n), u64::from(self.k));
        let bits = pow_bits(self.die.total(), n) + bits_u64(n) + 2;
        let l = limits::limbs(bits);
        let s = faces.len() as u64;
        // Per face t: the powers of the faces above it (a < k of them, each a table of
        // a·span(above) + 1 entries, built by one convolution pass) times a coefficient.
        let mut entries: u128 = 0;
        let (mut lo, mut hi) = (u64::MAX, 0u64);
        let pairs_k = u128::from(k) * u128::from(k.saturating_sub(1)) / 2;
        // Whether the faces above form a run of equal weights (then the kernel pass is a
        // running sum, two steps per entry).
        let mut run = true;
        for i in (0..faces.len()).rev() {
            let above = if lo == u64::MAX { 0 } else { (hi - lo) as u128 };
            let count = (faces.len() - 1 - i) as u128;
            let kernel = if run {
                count.min(2)
            } else {
                count.min(above + 1)
            };
            if let Some(next) = faces.get(i + 1) {
                run = run && next.0.abs_diff(faces[i].0) == 1 && next.1 == faces[i].1;
            }
            let per = u128::from(l) * u128::from(l) + kernel * u128::from(l);
            entries = entries.saturating_add((above * pairs_k + u128::from(k)).saturating_mul(per));
            if k > 1 && count > 0 {
                // Building the kernel of the faces above: its width.
                entries = entries.saturating_add(3 * (above + 1) * u128::from(l));
            }
            lo = lo.min(faces[i].0);
            hi = hi.max(faces[i].0);
        }
        let table = (2 * k).min(n) + 1;
        // Three power tables per face (the first entry by squaring).
        let powers = s.saturating_mul(3).saturating_mul(
            table
                .saturating_mul(l)
                .saturating_add(l.saturating_mul(l).saturating_mul(3)),
        );
        // A tail term is a small coefficient times a big power.
        let tails = s
            .saturating_mul(k)
            .saturating_mul((n - k + 1).min(k))
            .saturating_mul(l.saturating_mul(4));
        // Measured: the products run at about a third of the schoolbook bound (their
        // factors are mostly shorter than the full width).
        let steps = u64::try_from(entries / 3)
            .unwrap_or(u64::MAX)
            .saturating_add(powers)
            .saturating_add(tails);
        limits::check(self.what, self.out_len, bits, steps)?;
        limits::check_table(
            self.what,
            table
                .saturating_mul(3)
                .saturating_add(self.out_len * 2)
                .saturating_add(s + self.span + 1),
            bits,
        )?;
        with_num!(bits, T => self.finish(threshold::<T>(&faces, self.n, self.k, self.span)))
    }

    /// Drop `l` lowest and `h` highest (both > 0).
    fn middle(&self, l: u32, h: u32) -> Result<Dist> {
        let (n, k) = (u64::from(self.n), u64::from(self.k));
        let (l, h) = (u64::from(l), u64::from(h));
        let bits =
            pow_bits(self.die.total(), n).max(pow_bits(&BigUint::from(3u8), n)) + bits_u64(n) + 2;
        let lb = limits::limbs(bits);
        let s = self.faces.len() as u64;
        let pairs = s.saturating_mul(s.saturating_sub(1)) / 2;
        // Σ over pairs of the statistic distance: bounds the span of the faces between them.
        let mut gs: Vec<u64> = self.faces.iter().map(|f| f.0).collect();
        gs.sort_unstable();
        let mut dist_sum: u128 = 0;
        let mut prefix: u128 = 0;
        for (j, &g) in gs.iter().enumerate() {
            dist_sum += u128::from(g) * j as u128 - prefix;
            prefix += u128::from(g);
        }
        let big_k = u128::from(k.saturating_sub(1));
        let per_span = big_k * big_k.saturating_sub(1) * (big_k + 1) / 6;
        let per_pair = big_k * (big_k + 1) / 2;
        let entries = (dist_sum + u128::from(pairs))
            .saturating_mul(per_span)
            .saturating_add(u128::from(pairs).saturating_mul(per_pair));
        // Measured: about a third of the schoolbook bound, as for the threshold.
        let mut products = entries.saturating_mul(u128::from(
            lb.saturating_mul(lb).saturating_add(lb.saturating_mul(4)),
        )) / 3;
        if k >= 3 {
            // Building the kernel of the faces between each pair: about its width.
            products = products.saturating_add(
                (dist_sum + u128::from(pairs)).saturating_mul(u128::from(lb.saturating_mul(3))),
            );
        }
        let f_terms = s
            .saturating_mul(k)
            .saturating_mul(l.max(h) + 1)
            .saturating_mul(2)
            .saturating_add(s.saturating_mul(l + 1).saturating_mul(h + 1))
            .saturating_mul(lb.saturating_mul(lb).saturating_mul(4));
        let tables = s
            .saturating_mul(2 * k + 3)
            .saturating_add(k.saturating_mul(k))
            .saturating_add(3 * (n + 1));
        let steps = u64::try_from(products)
            .unwrap_or(u64::MAX)
            .saturating_add(f_terms)
            .saturating_add(tables.saturating_mul(3 * lb));
        limits::check(self.what, self.out_len, bits, steps)?;
        limits::check_table(
            self.what,
            tables
                .saturating_add(self.out_len * 2)
                .saturating_add(self.span + 1),
            bits,
        )?;
        let (l, h) = (l as u32, h as u32);
        with_num!(bits, T => self.finish(middle::<T>(self.faces, self.n, l, h, self.span)))
    }
}

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

use num_bigint::BigUint;
use num_integer::Integer;

use super::dist::{Dist, from_dense, overflow, power_sum};
use super::limits;
use super::num::{Num, bits_u64, with_num};
use crate::dice::ast::{Selection, Test};
use crate::error::{Error, Result};

/// What a pool's value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stat {
    /// The sum of the kept dice.
    Sum,
    /// How many kept dice meet the test.
    Count(Test),
}

/// An upper bound on the bits of `x^n` (for `x >= 1`), with a safety margin.
pub(crate) fn pow_bits(x: &BigUint, n: u64) -> u64 {
    let b = x.bits();
    if b == 0 {
        return 1;
    }
    let top = if b <= 64 {
        x.iter_u64_digits().next().unwrap_or(1)
    } else {
        (x >> (b - 64)).iter_u64_digits().next().unwrap_or(1)
    };
    let log2 = (top as f64).log2() + b.saturating_sub(64) as f64;
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

/// `x^lo ..= x^hi`, indexed by the exponent.
struct Pow<T> {
    lo: usize,
    v: Vec<T>,
}

impl<T: Num> Pow<T> {
    fn new() -> Pow<T> {
        Pow {
            lo: 0,
            v: Vec::new(),
        }
    }

    /// The table for `x` over `lo..=hi`, reusing the storage.
    fn fill(&mut self, x: &T, lo: usize, hi: usize) {
        self.lo = lo;
        let v = &mut self.v;
        v.clear();
        v.push(pow(x, lo as u64));
        let small = x.to_u64();
        for i in lo..hi {
            let next = match small {
                Some(s) => v[i - lo].mul_u64(s),
                None => v[i - lo].mul(x),
            };
            v.push(next);
        }
    }

    fn get(&self, e: usize) -> &T {
        &self.v[e - self.lo]
    }
}

/// `x^0 ..= x^n`.
fn powers<T: Num>(x: &T, n: usize) -> Vec<T> {
    let mut out = Vec::with_capacity(n + 1);
    out.push(T::from_u64(1));
    let small = x.to_u64();
    for i in 0..n {
        let next = match small {
            Some(s) => out[i].mul_u64(s),
            None => out[i].mul(x),
        };
        out.push(next);
    }
    out
}

/// `x^e` by squaring.
fn pow<T: Num>(x: &T, mut e: u64) -> T {
    let mut base = x.clone();
    let mut acc = T::from_u64(1);
    while e > 0 {
        if e & 1 == 1 {
            acc = acc.mul(&base);
        }
        e >>= 1;
        if e > 0 {
            base = base.mul(&base);
        }
    }
    acc
}

/// `C(n, 0) ..= C(n, top)`.
fn binomials<T: Num>(n: u64, top: u64) -> Vec<T> {
    let top = top.min(n);
    let mut out = Vec::with_capacity(top as usize + 1);
    let mut c = T::from_u64(1);
    out.push(c.clone());
    for j in 0..top {
        c = c.mul_u64(n - j);
        c.div_u64(j + 1);
        out.push(c.clone());
    }
    out
}

/// `C(n,k)·a^k·b^(n-k)` for k = 0..=n: successes with weight `a`, failures `b`.
pub(crate) fn binomial<T: Num>(n: u32, a: &BigUint, b: &BigUint) -> Vec<T> {
    let n = n as usize;
    let pa = powers(&T::from_big(a), n);
    let pb = powers(&T::from_big(b), n);
    binomials::<T>(n as u64, n as u64)
        .iter()
        .enumerate()
        .map(|(k, c)| c.mul(&pa[k]).mul(&pb[n - k]))
        .collect()
}

/// The number of ways `n` dice with values `0..m` (equally likely) sum to each total
/// `0..=n(m-1)`, by `(k+1)c[k+1] = (n+k)c[k] - (nm-k+m-1)c[k-m+1] + (nm-n-k+m)c[k-m]`, which
/// follows from `f'/f = n(1/(1-x) - m·x^(m-1)/(1-x^m))` for `f = ((1-x^m)/(1-x))^n`.
/// Only the lower half is computed: the table is symmetric.
pub(crate) fn sum_uniform<T: Num>(n: u32, m: u64) -> Vec<T> {
    let n64 = u64::from(n);
    let top = (n64 * (m - 1)) as usize;
    let mut c: Vec<T> = Vec::with_capacity(top + 1);
    c.push(T::from_u64(1));
    let half = top / 2;
    let nm = n64 * m;
    let m = m as usize;
    for k in 0..half {
        let k64 = k as u64;
        let mut acc = c[k].mul_u64(n64 + k64);
        if k >= m {
            acc.add_mul_u64(&c[k - m], nm - n64 - k64 + m as u64);
        }
        if k + 1 >= m {
            acc.sub_mul_u64(&c[k + 1 - m], nm - k64 + m as u64 - 1);
        }
        acc.div_u64(k64 + 1);
        c.push(acc);
    }
    for k in half + 1..=top {
        let mirror = c[top - k].clone();
        c.push(mirror);
    }
    c
}

/// `p^n` for a dense polynomial `p` (weights of statistic values `0..p.len()`, both ends
/// non-zero and one of them below 2^64), from `p·f' = n·p'·f`:
/// `p0·(j+1)·c[j+1] = Σ_{i≥1} ((n+1)·i - (j+1))·p[i]·c[j+1-i]`.
pub(crate) fn sum_general<T: Num>(n: u32, p: &[BigUint]) -> Vec<T> {
    let d = p.len() - 1;
    // Run from the end whose weight divides cheaply; reverse back at the end.
    let reversed = p[0].bits() > 64;
    let p: Vec<BigUint> = if reversed {
        p.iter().rev().cloned().collect()
    } else {
        p.to_vec()
    };
    let symmetric = p.iter().eq(p.iter().rev());
    let p0 = p[0].iter_u64_digits().next().unwrap_or(1);
    let n64 = u64::from(n);
    let top = n as usize * d;
    let stop = if symmetric { top / 2 } else { top };
    struct Term<T> {
        i: usize,
        p: T,
        p_small: Option<u64>,
        q: T,
        q_small: Option<u64>,
    }
    let terms: Vec<Term<T>> = p
        .iter()
        .enumerate()
        .skip(1)
        .filter(|(_, w)| w.bits() > 0)
        .map(|(i, w)| {
            let pt = T::from_big(w);
            let mult = (n64 + 1) * i as u64;
            let q = pt.mul_u64(mult);
            let p_small = pt.to_u64();
            let q_small = p_small.and_then(|s| s.checked_mul(mult));
            Term {
                i,
                p: pt,
                p_small,
                q,
                q_small,
            }
        })
        .collect();
    let mut c = vec![T::default(); top + 1];
    c[0] = pow(&T::from_big(&p[0]), n64);
    for j in 0..stop {
        let mut plus = T::default();
        let mut minus = T::default();
        for t in &terms {
            if t.i > j + 1 {
                break;
            }
            let x = &c[j + 1 - t.i];
            if x.is_zero() {
                continue;
            }
            match t.q_small {
                Some(q) => plus.add_mul_u64(x, q),
                None => plus.add_mul(x, &t.q),
            }
            match t.p_small {
                Some(s) => minus.add_mul_u64(x, s),
                None => minus.add_mul(x, &t.p),
            }
        }
        plus.sub_assign(&minus.mul_u64(j as u64 + 1));
        if p0 != 1 {
            plus.div_u64(p0);
        }
        plus.div_u64(j as u64 + 1);
        c[j + 1] = plus;
    }
    if symmetric {
        for j in stop + 1..=top {
            c[j] = c[top - j].clone();
        }
    }
    if reversed {
        c.reverse();
    }
    c
}

/// One convolution factor in statistic space: weights at `lo..lo+w.len()`.
struct Kernel<T> {
    lo: usize,
    width: usize,
    /// Every weight equal (and non-zero): a running window sum does the convolution.
    uniform: Option<T>,
    nz: Vec<(usize, T, Option<u64>)>,
}

impl<T: Num> Kernel<T> {
    /// Dense weights `w` at statistic indices `lo..`, as one factor.
    fn from_dense(lo: usize, w: &[T]) -> Kernel<T> {
        let first = &w[0];
        let uniform = if !first.is_zero() && w.iter().all(|x| x == first) {
            Some(first.clone())
        } else {
            None
        };
        let nz = if uniform.is_some() {
            Vec::new()
        } else {
            w.iter()
                .enumerate()
                .filter(|(_, x)| !x.is_zero())
                .map(|(i, x)| (i, x.clone(), x.to_u64()))
                .collect()
        };
        Kernel {
            lo,
            width: w.len(),
            uniform,
            nz,
        }
    }

    /// `p ⊛ kernel` into `out` (storage reused), relative to `lo` (the caller adds `lo` to
    /// the offset).
    fn apply_into(&self, p: &[T], out: &mut Vec<T>) {
        let n = p.len() + self.width - 1;
        out.clear();
        out.resize(n, T::default());
        if let Some(w) = &self.uniform {
            let m = self.width;
            let mut acc = T::default();
            let one = w.to_u64() == Some(1);
            for (j, slot) in out.iter_mut().enumerate() {
                if j < p.len() {
                    acc.add_assign(&p[j]);
                }
                if j >= m {
                    acc.sub_assign(&p[j - m]);
                }
                *slot = if one { acc.clone() } else { acc.mul(w) };
            }
        } else {
            for (off, w, small) in &self.nz {
                for (i, x) in p.iter().enumerate() {
                    if x.is_zero() {
                        continue;
                    }
                    match small {
                        Some(s) => out[i + off].add_mul_u64(x, *s),
                        None => out[i + off].add_mul(x, w),
                    }
                }
            }
        }
    }
}

/// Faces gathered one at a time, merged by statistic index: the convolution factor of "the
/// faces seen so far" costs its width to build, not the number of faces behind it.
struct Gather<T> {
    w: Vec<T>,
    lo: usize,
    hi: usize,
}

impl<T: Num> Gather<T> {
    fn new(span: u64) -> Gather<T> {
        Gather {
            w: vec![T::default(); span as usize + 1],
            lo: usize::MAX,
            hi: 0,
        }
    }

    fn add(&mut self, x: u64, wt: &T) {
        let x = x as usize;
        self.w[x].add_assign(wt);
        self.lo = self.lo.min(x);
        self.hi = self.hi.max(x);
    }

    fn kernel(&self) -> Option<Kernel<T>> {
        if self.lo > self.hi {
            return None;
        }
        Some(Kernel::from_dense(self.lo, &self.w[self.lo..=self.hi]))
    }

    /// Empty again, clearing only what was touched.
    fn clear(&mut self) {
        if self.lo <= self.hi {
            for x in &mut self.w[self.lo..=self.hi] {
                *x = T::default();
            }
        }
        self.lo = usize::MAX;
        self.hi = 0;
    }
}

/// `Σ_{e=from}^{m} C(m,e)·w^e·b^(m-e)`: the ways `m` dice, each at the threshold (`w`) or
/// below it (`b`), have at least `from` at the threshold. Sums whichever side has fewer terms.
fn tail<T: Num>(
    m: usize,
    from: usize,
    none_below: bool,
    pw: &Pow<T>,
    pb: &Pow<T>,
    pall: &Pow<T>,
) -> T {
    if from > m {
        return T::default();
    }
    if none_below {
        // Every die is at the threshold (so `all` is `w`).
        return pall.get(m).clone();
    }
    let mut acc = T::default();
    if m - from < from {
        // C(m, e) from e = m down to `from`.
        let mut c = T::from_u64(1);
        let mut e = m;
        loop {
            acc.add_mul(&c.mul(pw.get(e)), pb.get(m - e));
            if e == from {
                break;
            }
            c = c.mul_u64(e as u64);
            c.div_u64((m - e + 1) as u64);
            e -= 1;
        }
        acc
    } else {
        // (w + b)^m minus the terms e < from.
        let mut c = T::from_u64(1);
        for e in 0..from {
            acc.add_mul(&c.mul(pw.get(e)), pb.get(m - e));
            c = c.mul_u64((m - e) as u64);
            c.div_u64(e as u64 + 1);
        }
        let mut all = pall.get(m).clone();
        all.sub_assign(&acc);
        all
    }
}

/// Keep the highest `k` of `n` (faces ascending by rank). For each face `t` as the lowest kept
/// value: `a < k` dice above it (any sum, the powers of the faces above), at least `k - a` dice
/// at it and the rest below, in `C(n,a)·tail` arrangements; the sum is theirs plus `(k-a)·t`.
// Index loops read closest to the formulas here.
#[allow(clippy::needless_range_loop)]
pub(crate) fn threshold<T: Num>(faces: &[(u64, BigUint)], n: u32, k: u32, span: u64) -> Vec<T> {
    let (n, k) = (n as usize, k as usize);
    let mut out = vec![T::default(); k * span as usize + 1];
    let tw: Vec<(u64, T)> = faces.iter().map(|(x, w)| (*x, T::from_big(w))).collect();
    let cn: Vec<T> = binomials(n as u64, k as u64 - 1);
    // below[i]: the weight of the faces ranked under face i.
    let mut below = Vec::with_capacity(tw.len());
    let mut run = T::default();
    for (_, w) in &tw {
        below.push(run.clone());
        run.add_assign(w);
    }
    // Faces from the top down, so the faces above are gathered one at a time.
    let mut above = Gather::new(if k > 1 { span } else { 0 });
    // Tables and buffers reused from face to face.
    let (mut pw, mut pb, mut pall) = (Pow::new(), Pow::new(), Pow::new());
    let (mut p, mut next): (Vec<T>, Vec<T>) = (Vec::new(), Vec::new());
    for i in (0..tw.len()).rev() {
        let (gi, wi) = (&tw[i].0, &tw[i].1);
        let below = &below[i];
        let kernel = if k > 1 { above.kernel() } else { None };
        let mut all = wi.clone();
        all.add_assign(below);
        // The tail sums use low powers of w and the top powers of `below` and `all`, unless
        // more than half the dice are kept (then some sums run the other way: every power).
        if 2 * k > n {
            pw.fill(wi, 0, n);
            pb.fill(below, 0, n);
            pall.fill(&all, 0, n);
        } else {
            pw.fill(wi, 0, k);
            pb.fill(below, n - k, n);
            pall.fill(&all, n - k, n);
        }
        let none_below = below.is_zero();
        p.clear();
        p.push(T::from_u64(1));
        let mut off = 0usize;
        for a in 0..k {
            if a > 0 {
                let Some(kn) = &kernel else { break };
                kn.apply_into(&p, &mut next);
                std::mem::swap(&mut p, &mut next);
                off += kn.lo;
            }
            let g = tail(n - a, k - a, none_below, &pw, &pb, &pall);
            if g.is_zero() {
                continue;
            }
            let coef = cn[a].mul(&g);
            let shift = (k - a) * *gi as usize + off;
            for (j, x) in p.iter().enumerate() {
                if !x.is_zero() {
                    out[shift + j].add_mul(&coef, x);
                }
            }
        }
        if k > 1 {
            above.add(*gi, wi);
        }
    }
    out
}

/// Drop the lowest `l` and highest `h` (both > 0) of `n`, keeping `k = n-l-h`. Condition on the
/// lowest kept value `t1` and the highest `t2`. When they differ: `l+x` dice at or below `t1`
/// (at most `l` below it), `m` strictly between (any sum), `h+y` at or above `t2` (at most `h`
/// above), `x, y >= 1`, `x+m+y = k`; the sum is `x·t1 + y·t2 +` the middle's.
#[allow(clippy::needless_range_loop)]
pub(crate) fn middle<T: Num>(
    faces: &[(u64, BigUint)],
    n: u32,
    l: u32,
    h: u32,
    span: u64,
) -> Vec<T> {
    let (n, l, h) = (n as usize, l as usize, h as usize);
    let k = n - l - h;
    let s = faces.len();
    let mut out = vec![T::default(); k * span as usize + 1];
    let tw: Vec<(u64, T)> = faces.iter().map(|(x, w)| (*x, T::from_big(w))).collect();
    let mut below = vec![T::default(); s];
    let mut above = vec![T::default(); s];
    for i in 1..s {
        below[i] = below[i - 1].clone();
        below[i].add_assign(&tw[i - 1].1);
    }
    for i in (0..s.saturating_sub(1)).rev() {
        above[i] = above[i + 1].clone();
        above[i].add_assign(&tw[i + 1].1);
    }
    // Binomial rows up to n, shared by the sums below.
    let row = |m: usize, top: usize| binomials::<T>(m as u64, top as u64);
    let mut f1 = vec![vec![T::default(); k]; s]; // f1[i][x], x in 1..k
    let mut f2 = vec![vec![T::default(); k]; s];
    for i in 0..s {
        let w = &tw[i].1;
        let pw = powers(w, n);
        let pb = powers(&below[i], l);
        let pa = powers(&above[i], h);
        for x in 1..k {
            // Σ_{b<=l} C(l+x, b)·below^b·w^(l+x-b)
            let c = row(l + x, l);
            let mut acc = T::default();
            for b in 0..=l {
                acc.add_mul(&c[b].mul(&pb[b]), &pw[l + x - b]);
            }
            f1[i][x] = acc;
            let c = row(h + x, h);
            let mut acc = T::default();
            for a in 0..=h {
                acc.add_mul(&c[a].mul(&pa[a]), &pw[h + x - a]);
            }
            f2[i][x] = acc;
        }
        // All kept dice at this value: b <= l below, a <= h above, the rest (>= k) at it.
        // Terms with no face below (or above) to fill them are zero: skip them, so every
        // product computed is a count of real sequences and stays within the bound.
        let cn = row(n, l);
        let top_b = if below[i].is_zero() { 0 } else { l };
        let top_a = if above[i].is_zero() { 0 } else { h };
        let mut acc = T::default();
        for b in 0..=top_b {
            let cb = row(n - b, h);
            for a in 0..=top_a {
                let term = cn[b].mul(&cb[a]).mul(&pb[b]).mul(&pa[a]);
                acc.add_mul(&term, &pw[n - a - b]);
            }
        }
        let at = k * tw[i].0 as usize;
        out[at].add_assign(&acc);
    }
    if k < 2 {
        return out;
    }
    // multinomial(n; l+x, m, h+y) = C(n, l+x)·C(n-l-x, m), m = k-x-y.
    let cnl = row(n, l + k);
    let mult: Vec<Vec<T>> = (0..k)
        .map(|x| {
            if x == 0 {
                Vec::new()
            } else {
                row(n - l - x, k)
            }
        })
        .collect();
    // The faces strictly between i and j, gathered as j moves up (only needed when some
    // dice can lie between: k >= 3).
    let mut between = Gather::new(if k >= 3 { span } else { 0 });
    let (mut p, mut next): (Vec<T>, Vec<T>) = (Vec::new(), Vec::new());
    for i in 0..s {
        between.clear();
        for j in i + 1..s {
            if k >= 3 && j > i + 1 {
                between.add(tw[j - 1].0, &tw[j - 1].1);
            }
            let kernel = if k >= 3 { between.kernel() } else { None };
            p.clear();
            p.push(T::from_u64(1));
            let mut off = 0usize;
            for m in 0..=k - 2 {
                if m > 0 {
                    let Some(kn) = &kernel else { break };
                    kn.apply_into(&p, &mut next);
                    std::mem::swap(&mut p, &mut next);
                    off += kn.lo;
                }
                for x in 1..k - m {
                    let y = k - m - x;
                    if f1[i][x].is_zero() || f2[j][y].is_zero() {
                        continue;
                    }
                    let coef = cnl[l + x].mul(&mult[x][m]).mul(&f1[i][x]).mul(&f2[j][y]);
                    let shift = x * tw[i].0 as usize + y * tw[j].0 as usize + off;
                    for (q, v) in p.iter().enumerate() {
                        if !v.is_zero() {
                            out[shift + q].add_mul(&coef, v);
                        }
                    }
                }
            }
        }
    }
    out
}

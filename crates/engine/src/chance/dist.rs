//! [`Dist`]: an exact distribution over integers, and its arithmetic.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;

use super::limits;
use super::num::{Num, with_num};
use super::prob::{Fraction, Prob, Smooth, ratio_to_f64};
use crate::dice::ast::Op;
use crate::error::{Error, Result};

/// A distribution over integers: each outcome's weight out of a total (weights sum to the
/// total; only outcomes with weight > 0 are stored, ascending; never empty).
#[derive(Clone, Debug)]
pub struct Dist {
    entries: Vec<(i64, BigUint)>,
    total: BigUint,
    /// The total's small-prime factorisation, once asked for (see `reducer`).
    smooth: OnceLock<Option<Smooth>>,
    /// Narrower numbers whose primes include every prime of the total (see [`Cover`]).
    cover: Option<Arc<Cover>>,
}

/// What a total is made of: `parts` (base, power) whose primes include every prime of the
/// total, and whether the total is exactly the product of those powers. A pool of `n` dice has
/// one die's total to the `n`th power, a sum of two terms the product of their totals:
/// fractions over such a total are reduced by gcds with the narrow bases (or by the bases'
/// primes) rather than one gcd with the wide total per outcome, which costs the total's width
/// squared (`666d6e>=5rr101>=4` has 36,000-bit totals).
#[derive(Debug)]
struct Cover {
    parts: Vec<(BigUint, u64)>,
    exact: bool,
}

/// Most distinct bases a cover keeps (each costs a gcd per outcome); past it, the total alone.
const MAX_COVER_PARTS: usize = 8;

/// Equal distributions: the same outcomes with the same probabilities.
impl PartialEq for Dist {
    fn eq(&self, o: &Dist) -> bool {
        self.entries.len() == o.entries.len()
            && self
                .entries
                .iter()
                .zip(&o.entries)
                .all(|((v, w), (u, x))| v == u && w * &o.total == x * &self.total)
    }
}

impl Eq for Dist {}

/// Reduces `weight / total` fractions: by the total's prime factors when they are known, by
/// gcds with its cover's bases when it has one, else by a gcd with the total.
struct Reducer<'a> {
    smooth: Option<&'a Smooth>,
    cover: Option<&'a Cover>,
    total: &'a BigUint,
}

impl Reducer<'_> {
    fn prob(&self, w: &BigUint) -> Prob {
        match (self.smooth, self.cover) {
            (Some(s), _) => s.prob(w),
            (None, Some(c)) => Prob::over_cover(w, c.parts.iter().map(|(b, _)| b), self.total),
            (None, None) => Prob::new(w.clone(), self.total.clone()),
        }
    }
}

impl Dist {
    /// From entries already ascending, distinct, positive, summing to `total`.
    pub fn from_sorted(entries: Vec<(i64, BigUint)>, total: BigUint) -> Dist {
        debug_assert!(!entries.is_empty());
        debug_assert!(entries.windows(2).all(|w| w[0].0 < w[1].0));
        debug_assert!(entries.iter().all(|(_, w)| w.bits() > 0));
        debug_assert_eq!(entries.iter().map(|(_, w)| w).sum::<BigUint>(), total);
        Dist {
            entries,
            total,
            smooth: OnceLock::new(),
            cover: None,
        }
    }

    /// Notes that the total is `base^n` (`n` dice of a die with total `base`).
    pub fn total_is_power(mut self, base: &BigUint, n: u64) -> Dist {
        debug_assert_eq!(&base.pow(n as u32), &self.total);
        self.cover = Some(Arc::new(Cover {
            parts: vec![(base.clone(), n)],
            exact: true,
        }));
        self.smooth = OnceLock::new();
        self
    }

    /// Notes that the total is the product of `a`'s and `b`'s (two independent terms).
    fn total_is_product(mut self, a: &Dist, b: &Dist) -> Dist {
        debug_assert_eq!(&a.total * &b.total, self.total);
        let mut parts: Vec<(BigUint, u64)> = Vec::new();
        let mut exact = true;
        for d in [a, b] {
            let own = [(d.total.clone(), 1)];
            let (ps, ex) = match &d.cover {
                Some(c) => (&c.parts[..], c.exact),
                None => (&own[..], true),
            };
            exact &= ex;
            for (base, n) in ps {
                if base.bits() <= 1 {
                    continue;
                }
                match parts.iter_mut().find(|(b, _)| b == base) {
                    Some((_, m)) => *m = m.saturating_add(*n),
                    None => parts.push((base.clone(), *n)),
                }
            }
        }
        if parts.len() <= MAX_COVER_PARTS {
            self.cover = Some(Arc::new(Cover { parts, exact }));
            self.smooth = OnceLock::new();
        }
        self
    }

    /// Certainty: `value` with probability 1.
    pub fn point(value: i64) -> Dist {
        Dist::from_sorted(vec![(value, BigUint::from(1u8))], BigUint::from(1u8))
    }

    /// Outcomes with weights in any order (repeats are merged, zero weights dropped); `None`
    /// when no weight is positive.
    pub fn from_weights<I>(weights: I) -> Option<Dist>
    where
        I: IntoIterator<Item = (i64, BigUint)>,
    {
        let mut v: Vec<(i64, BigUint)> =
            weights.into_iter().filter(|(_, w)| w.bits() > 0).collect();
        if v.is_empty() {
            return None;
        }
        v.sort_unstable_by_key(|e| e.0);
        let mut out: Vec<(i64, BigUint)> = Vec::with_capacity(v.len());
        for (x, w) in v {
            match out.last_mut() {
                Some((y, acc)) if *y == x => *acc += w,
                _ => out.push((x, w)),
            }
        }
        let total = out.iter().map(|(_, w)| w).sum();
        Some(Dist::from_sorted(out, total))
    }

    /// Equally likely values (a die's faces; repeats count twice).
    pub fn uniform<I: IntoIterator<Item = i64>>(values: I) -> Option<Dist> {
        Dist::from_weights(values.into_iter().map(|v| (v, BigUint::from(1u8))))
    }

    pub fn entries(&self) -> &[(i64, BigUint)] {
        &self.entries
    }

    pub fn total(&self) -> &BigUint {
        &self.total
    }

    /// Number of distinct outcomes (at least 1).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Always false: a distribution has at least one outcome.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn min(&self) -> i64 {
        self.entries.first().map(|e| e.0).unwrap_or(0)
    }

    pub fn max(&self) -> i64 {
        self.entries.last().map(|e| e.0).unwrap_or(0)
    }

    /// The probability of exactly `value`.
    pub fn prob(&self, value: i64) -> Prob {
        match self.entries.binary_search_by_key(&value, |e| e.0) {
            Ok(i) => self.reducer().prob(&self.entries[i].1),
            Err(_) => Prob::zero(),
        }
    }

    /// Every outcome with its probability, ascending.
    pub fn probs(&self) -> impl Iterator<Item = (i64, Prob)> + '_ {
        let r = self.reducer();
        self.entries.iter().map(move |(v, w)| (*v, r.prob(w)))
    }

    /// Reduces weights over the total: by its small prime factors when it has only those (a
    /// dice total like 6^100, computed once per distribution), else by gcd.
    fn reducer(&self) -> Reducer<'_> {
        Reducer {
            smooth: self
                .smooth
                .get_or_init(|| match self.cover.as_deref() {
                    Some(c) if c.exact => Smooth::product(&c.parts, &self.total),
                    _ => Smooth::new(&self.total),
                })
                .as_ref(),
            cover: self.cover.as_deref(),
            total: &self.total,
        }
    }

    /// The probability that the value satisfies `pred`.
    pub fn prob_where(&self, mut pred: impl FnMut(i64) -> bool) -> Prob {
        let w: BigUint = self
            .entries
            .iter()
            .filter(|(v, _)| pred(*v))
            .map(|(_, w)| w)
            .sum();
        self.reducer().prob(&w)
    }

    /// P(value >= v): "this or better".
    pub fn at_least(&self, v: i64) -> Prob {
        self.prob_where(|x| x >= v)
    }

    /// P(value <= v).
    pub fn at_most(&self, v: i64) -> Prob {
        self.prob_where(|x| x <= v)
    }

    /// Exact mean as a (signed) fraction.
    pub fn mean(&self) -> Fraction {
        Fraction::new(self.moment(1), self.total.clone())
    }

    /// Σ w·v^k.
    fn moment(&self, k: u32) -> BigInt {
        self.entries
            .iter()
            .map(|(v, w)| BigInt::from(*v).pow(k) * BigInt::from(w.clone()))
            .sum()
    }

    /// Mean and standard deviation for display (from the exact moments, rounded once each).
    pub fn mean_sd(&self) -> (f64, f64) {
        let s1 = self.moment(1);
        let s2 = self.moment(2);
        let t = BigInt::from(self.total.clone());
        let var_num = &t * s2 - &s1 * &s1;
        let t2 = self.total.pow(2);
        let mean = Fraction::new(s1, self.total.clone()).to_f64();
        let var = ratio_to_f64(var_num.magnitude(), &t2);
        (mean, var.sqrt())
    }

    /// The distribution of `f(value)` (outcomes mapped to the same value are merged).
    pub fn map(&self, mut f: impl FnMut(i64) -> i64) -> Dist {
        let mapped = self.entries.iter().map(|(v, w)| (f(*v), w.clone()));
        match Dist::from_weights(mapped) {
            Some(d) => d,
            None => self.clone(),
        }
    }

    /// The same distribution with every weight divided by their greatest common divisor.
    pub fn reduced(mut self) -> Dist {
        // From the narrowest weight, each next one taken modulo the divisor so far first: a
        // gcd of two wide numbers costs their width squared in bits, and an exploded die has
        // thousands of wide weights (`d1064e4rr1e`).
        let Some((_, first)) = self.entries.iter().min_by_key(|(_, w)| w.bits()) else {
            return self;
        };
        let mut g = first.clone();
        for (_, w) in &self.entries {
            if g.bits() == 1 {
                return self;
            }
            let r = w % &g;
            if r.bits() > 0 {
                g = g.gcd(&r);
            }
        }
        if g.bits() <= 1 {
            return self;
        }
        for (_, w) in &mut self.entries {
            *w /= &g;
        }
        self.total /= &g;
        self.smooth = OnceLock::new();
        // The total's primes are still among the cover's; their powers are not known.
        if let Some(c) = &self.cover {
            self.cover = Some(Arc::new(Cover {
                parts: c.parts.clone(),
                exact: false,
            }));
        }
        self
    }

    /// `X + k` in place: a point added costs no new table (`5000d6+6+6+...` copied 5000d6's
    /// weights once per `+6`).
    /// `None` when a value would overflow.
    pub fn shifted(mut self, k: i64) -> Option<Dist> {
        for (v, _) in &mut self.entries {
            *v = v.checked_add(k)?;
        }
        Some(self)
    }

    /// `X · k` in place (values scaled, weights kept; `k = 0` is the point 0).
    pub fn scaled(mut self, k: i64) -> Option<Dist> {
        if k == 0 {
            return Some(Dist::point(0));
        }
        for (v, _) in &mut self.entries {
            *v = v.checked_mul(k)?;
        }
        if k < 0 {
            self.entries.reverse();
        }
        Some(self)
    }

    /// `-X` in place (`None` when a value would overflow).
    pub fn negated(mut self) -> Option<Dist> {
        for (v, _) in &mut self.entries {
            *v = v.checked_neg()?;
        }
        self.entries.reverse();
        Some(self)
    }

    /// The value of a certain distribution.
    pub fn certain(&self) -> Option<i64> {
        (self.entries.len() == 1).then(|| self.entries[0].0)
    }

    /// `-X`. `what` names the expression for the overflow message.
    pub fn neg(&self, what: &str) -> Result<Dist> {
        let mut entries = Vec::with_capacity(self.entries.len());
        for (v, w) in self.entries.iter().rev() {
            let n = v.checked_neg().ok_or_else(|| overflow(what))?;
            entries.push((n, w.clone()));
        }
        Ok(Dist::from_sorted(entries, self.total.clone()))
    }

    /// `self op other` for independent outcomes, with the expression rules: integer division
    /// rounds toward zero, a divisor that can be 0 and any possible overflow are errors.
    /// `what` names the expression in messages.
    pub fn combine(&self, op: Op, other: &Dist, what: &str) -> Result<Dist> {
        match op {
            Op::Add => convolve(self, other, what),
            Op::Sub => convolve(self, &other.neg(what)?, what),
            Op::Mul => {
                let ends = [self.min(), self.max()];
                let prods: Vec<i128> = ends
                    .iter()
                    .flat_map(|&x| [other.min(), other.max()].map(|y| x as i128 * y as i128))
                    .collect();
                let lo = prods.iter().min().copied().unwrap_or(0);
                let hi = prods.iter().max().copied().unwrap_or(0);
                let range = (hi - lo) as u128 + 1;
                pairwise(self, other, what, range, |a, b| a.checked_mul(b))
            }
            Op::Div => {
                if other.entries.binary_search_by_key(&0, |e| e.0).is_ok() {
                    return Err(Error::usage(format!(
                        "{what}: the divisor can be 0 (dividing by zero is an error); \
                         exact chances need a divisor that is never 0"
                    )));
                }
                let m = self.min().unsigned_abs().max(self.max().unsigned_abs()) as u128;
                pairwise(self, other, what, 2 * m + 1, |a, b| a.checked_div(b))
            }
        }
    }

    /// True when all weights are equal and the values are consecutive.
    pub fn is_uniform_run(&self) -> bool {
        let first = &self.entries[0].1;
        self.span() + 1 == self.entries.len() as u128
            && self.entries.iter().all(|(_, w)| w == first)
    }

    /// `max - min` (exact, whatever the values).
    pub fn span(&self) -> u128 {
        (self.max() as i128 - self.min() as i128) as u128
    }

    /// Weights on the dense run `min..=max` (zeros where no outcome).
    pub fn dense<T: Num>(&self) -> Vec<T> {
        let lo = self.min();
        let mut out = vec![T::default(); (self.span() + 1) as usize];
        for (v, w) in &self.entries {
            out[(*v as i128 - lo as i128) as usize] = T::from_big(w);
        }
        out
    }
}

/// The message for an expression whose value can overflow.
pub fn overflow(what: &str) -> Error {
    Error::usage(format!(
        "{what}: a possible result is outside the integers spw can hold (±9.2·10^18); \
         exact chances need every result to fit"
    ))
}

/// A distribution from dense weights: outcome `i` is `lo + step·i`; zero weights are skipped.
/// The table is consumed: big integers move into the result rather than being copied, so a
/// large table (2100d26) is never held twice.
pub fn from_dense<T: Num>(
    lo: i128,
    step: i128,
    w: Vec<T>,
    total: BigUint,
    what: &str,
) -> Result<Dist> {
    let mut entries = Vec::with_capacity(w.iter().filter(|x| !x.is_zero()).count());
    for (i, x) in w.into_iter().enumerate() {
        if x.is_zero() {
            continue;
        }
        let v = lo + step * i as i128;
        let v = i64::try_from(v).map_err(|_| overflow(what))?;
        entries.push((v, x.into_big()));
    }
    if step < 0 {
        entries.reverse();
    }
    if entries.is_empty() {
        return Err(Error::Runtime(format!(
            "{what}: exact computation lost every outcome"
        )));
    }
    Ok(Dist::from_sorted(entries, total))
}

/// Sum of two independent distributions.
fn convolve(a: &Dist, b: &Dist, what: &str) -> Result<Dist> {
    let lo = a.min() as i128 + b.min() as i128;
    let hi = a.max() as i128 + b.max() as i128;
    if i64::try_from(lo).is_err() || i64::try_from(hi).is_err() {
        return Err(overflow(what));
    }
    let total = &a.total * &b.total;
    if a.len() == 1 || b.len() == 1 {
        // A shift and a scale.
        let (one, other) = if a.len() == 1 { (a, b) } else { (b, a) };
        let (v0, w0) = &one.entries[0];
        let entries = other
            .entries
            .iter()
            .map(|(v, w)| (v + v0, w * w0))
            .collect();
        return Ok(Dist::from_sorted(entries, total).total_is_product(a, b));
    }
    let bits = total.bits() + 1;
    let limbs = limits::limbs(bits);
    let span = a.span() + b.span() + 1;
    // Dense: the long side slides over the other; a uniform run needs only a running sum.
    let (long, short) = if a.span() >= b.span() { (a, b) } else { (b, a) };
    let dense_steps = if short.is_uniform_run() {
        span.saturating_mul(2)
    } else {
        (long.span() + 1).saturating_mul(short.len() as u128)
    }
    .saturating_add(span);
    let pairs = (a.len() as u128) * (b.len() as u128);
    // A pair through the hash map costs about as much as 20 dense steps.
    let sparse_steps = pairs.saturating_mul(20);
    let clamp = |x: u128| u64::try_from(x).unwrap_or(u64::MAX);
    if dense_steps <= sparse_steps {
        limits::check(
            what,
            clamp(span),
            bits,
            // A product of two weights costs about limbs²/2 word products.
            clamp(dense_steps).saturating_mul(limbs * limbs / 2 + 1),
        )?;
        with_num!(bits, T => dense_conv::<T>(long, short, total, what))
    } else {
        pairwise(a, b, what, span, |x, y| x.checked_add(y))
    }
}

fn dense_conv<T: Num>(long: &Dist, short: &Dist, total: BigUint, what: &str) -> Result<Dist> {
    let x: Vec<T> = long.dense();
    let n = x.len() + short.span() as usize;
    let mut out = vec![T::default(); n];
    if short.is_uniform_run() {
        // out[j] = w · Σ x[j-m+1..=j]: a running window sum.
        let m = short.len();
        let w = T::from_big(&short.entries[0].1);
        let mut acc = T::default();
        for (j, slot) in out.iter_mut().enumerate() {
            if j < x.len() {
                acc.add_assign(&x[j]);
            }
            if j >= m {
                acc.sub_assign(&x[j - m]);
            }
            *slot = acc.mul(&w);
        }
    } else {
        let lo = short.min();
        for (v, w) in &short.entries {
            crate::interrupt::check()?;
            let off = (*v as i128 - lo as i128) as usize;
            let w = T::from_big(w);
            let small = w.to_u64();
            for (i, xi) in x.iter().enumerate() {
                if xi.is_zero() {
                    continue;
                }
                match small {
                    Some(s) => out[i + off].add_mul_u64(xi, s),
                    None => out[i + off].add_mul(xi, &w),
                }
            }
        }
    }
    let lo = long.min() as i128 + short.min() as i128;
    Ok(from_dense(lo, 1, out, total, what)?.total_is_product(long, short))
}

/// Every pair of outcomes through `f` (None = overflow), merged by value.
/// `range` bounds the number of distinct results.
fn pairwise(
    a: &Dist,
    b: &Dist,
    what: &str,
    range: u128,
    f: impl Fn(i64, i64) -> Option<i64>,
) -> Result<Dist> {
    let total = &a.total * &b.total;
    let bits = total.bits() + 1;
    let pairs = (a.len() as u64).saturating_mul(b.len() as u64);
    // Distinct results are at most the pairs; a hash map merges them as they come.
    let outcomes = u64::try_from(range).unwrap_or(u64::MAX).min(pairs);
    limits::check(what, outcomes, bits, 0)?;
    limits::check(
        what,
        0,
        bits,
        // A hash-map update (about 60 steps) and a product per pair.
        pairs.saturating_mul(60 + limits::limbs(bits).pow(2)),
    )?;
    with_num!(bits, T => {
        let bw: Vec<T> = b.entries.iter().map(|(_, w)| T::from_big(w)).collect();
        let mut acc: HashMap<i64, T> = HashMap::new();
        for (x, wx) in &a.entries {
            crate::interrupt::check()?;
            let wx = T::from_big(wx);
            for ((y, _), wy) in b.entries.iter().zip(&bw) {
                let v = f(*x, *y).ok_or_else(|| overflow(what))?;
                acc.entry(v).or_default().add_mul(&wx, wy);
            }
        }
        let mut entries: Vec<(i64, BigUint)> = acc.into_iter().map(|(v, w)| (v, w.to_big())).collect();
        entries.sort_unstable_by_key(|e| e.0);
        Ok(Dist::from_sorted(entries, total).total_is_product(a, b))
    })
}

/// The sum of `n` independent copies of `d` by repeated squaring (the general fallback).
pub fn power_sum(d: &Dist, n: u32, what: &str) -> Result<Dist> {
    let mut result = Dist::point(0);
    let mut base = d.clone();
    let mut k = n;
    while k > 0 {
        if k & 1 == 1 {
            result = convolve(&result, &base, what)?;
        }
        k >>= 1;
        if k > 0 {
            base = convolve(&base, &base, what)?;
        }
    }
    Ok(result)
}

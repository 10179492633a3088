//! Every die kept: the closed forms and recurrences for the sum (or count) of `n` dice, and
//! the powers and binomial coefficients they (and `keep.rs`) are built from.

use num_bigint::BigUint;

use super::super::num::Num;

/// `x^lo ..= x^hi`, indexed by the exponent.
pub(super) struct Pow<T> {
    lo: usize,
    v: Vec<T>,
}

impl<T: Num> Pow<T> {
    pub(super) fn new() -> Pow<T> {
        Pow {
            lo: 0,
            v: Vec::new(),
        }
    }

    /// The table for `x` over `lo..=hi`, reusing the storage.
    pub(super) fn fill(&mut self, x: &T, lo: usize, hi: usize) {
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

    pub(super) fn get(&self, e: usize) -> &T {
        &self.v[e - self.lo]
    }
}

/// `x^0 ..= x^n`.
pub(super) fn powers<T: Num>(x: &T, n: usize) -> Vec<T> {
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
pub(super) fn pow<T: Num>(x: &T, mut e: u64) -> T {
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
pub(super) fn binomials<T: Num>(n: u64, top: u64) -> Vec<T> {
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
pub fn binomial<T: Num>(n: u32, a: &BigUint, b: &BigUint) -> Vec<T> {
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
pub fn sum_uniform<T: Num>(n: u32, m: u64) -> Vec<T> {
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
pub fn sum_general<T: Num>(n: u32, p: &[BigUint]) -> Vec<T> {
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

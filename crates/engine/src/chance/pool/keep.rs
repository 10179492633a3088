//! Keep/drop: the highest or lowest `k` dice by the threshold formula, a middle run by its
//! lowest and highest kept values; both add up tails of convolutions ([`Kernel`], [`Gather`]).

use num_bigint::BigUint;

use super::super::num::Num;
use super::sums::{Pow, binomials, powers};

/// One convolution factor in statistic space: weights at `lo..lo+w.len()`.
pub(super) struct Kernel<T> {
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
pub(super) struct Gather<T> {
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
pub(super) fn tail<T: Num>(
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
pub fn threshold<T: Num>(faces: &[(u64, BigUint)], n: u32, k: u32, span: u64) -> Vec<T> {
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
pub fn middle<T: Num>(faces: &[(u64, BigUint)], n: u32, l: u32, h: u32, span: u64) -> Vec<T> {
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

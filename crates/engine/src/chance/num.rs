//! Unsigned integers for the hot loops of the exact engine.
//!
//! Counting dice outcomes needs numbers far beyond `u64` (100d6 has 6^100 ≈ 2^259 outcomes), but
//! a heap-allocated big integer per table entry is what makes a naive engine slow. So the
//! algorithms are written once over [`Num`] and run with the smallest type whose width covers a
//! *proven* bound on every intermediate value: `u64`, `u128`, fixed arrays of limbs [`U`], and
//! `BigUint` only beyond 4096 bits. Each algorithm states its bound (in bits) and [`with_num!`]
//! picks the type. Fixed-width arithmetic wraps, so a wrong bound would be a silent error: the
//! bounds are deliberately generous and the tests compare every path with a brute force.

use num_bigint::BigUint;

/// Arithmetic the exact algorithms need. Callers guarantee results fit (see the module doc);
/// `sub_assign` is only called when `self >= o` and `div_u64` only for exact divisions.
pub trait Num: Clone + Default + PartialEq + std::fmt::Debug {
    /// Width in bits (`u32::MAX` for unbounded).
    const BITS: u32;
    fn from_u64(x: u64) -> Self;
    /// `b` must fit in `BITS`.
    fn from_big(b: &BigUint) -> Self;
    fn to_big(&self) -> BigUint;
    /// The value as a big integer, consuming it (a move for big integers).
    fn into_big(self) -> BigUint {
        self.to_big()
    }
    fn is_zero(&self) -> bool;
    fn add_assign(&mut self, o: &Self);
    fn sub_assign(&mut self, o: &Self);
    fn mul_u64(&self, m: u64) -> Self;
    fn mul(&self, o: &Self) -> Self;
    /// `self += a * m`.
    fn add_mul_u64(&mut self, a: &Self, m: u64) {
        self.add_assign(&a.mul_u64(m));
    }
    /// `self -= a * m` (the result is not negative).
    fn sub_mul_u64(&mut self, a: &Self, m: u64) {
        self.sub_assign(&a.mul_u64(m));
    }
    /// `self += a * b`.
    fn add_mul(&mut self, a: &Self, b: &Self) {
        self.add_assign(&a.mul(b));
    }
    /// Exact division by a non-zero `d`.
    fn div_u64(&mut self, d: u64);
    /// The value when it fits in a u64.
    fn to_u64(&self) -> Option<u64>;
}

impl Num for u64 {
    const BITS: u32 = 64;
    fn from_u64(x: u64) -> Self {
        x
    }
    fn from_big(b: &BigUint) -> Self {
        b.iter_u64_digits().next().unwrap_or(0)
    }
    fn to_big(&self) -> BigUint {
        BigUint::from(*self)
    }
    fn is_zero(&self) -> bool {
        *self == 0
    }
    fn add_assign(&mut self, o: &Self) {
        *self = self.wrapping_add(*o);
    }
    fn sub_assign(&mut self, o: &Self) {
        *self = self.wrapping_sub(*o);
    }
    fn mul_u64(&self, m: u64) -> Self {
        self.wrapping_mul(m)
    }
    fn mul(&self, o: &Self) -> Self {
        self.wrapping_mul(*o)
    }
    fn div_u64(&mut self, d: u64) {
        *self /= d;
    }
    fn to_u64(&self) -> Option<u64> {
        Some(*self)
    }
}

impl Num for u128 {
    const BITS: u32 = 128;
    fn from_u64(x: u64) -> Self {
        x as u128
    }
    fn from_big(b: &BigUint) -> Self {
        let mut d = b.iter_u64_digits();
        let lo = d.next().unwrap_or(0) as u128;
        let hi = d.next().unwrap_or(0) as u128;
        lo | hi << 64
    }
    fn to_big(&self) -> BigUint {
        BigUint::from(*self)
    }
    fn is_zero(&self) -> bool {
        *self == 0
    }
    fn add_assign(&mut self, o: &Self) {
        *self = self.wrapping_add(*o);
    }
    fn sub_assign(&mut self, o: &Self) {
        *self = self.wrapping_sub(*o);
    }
    fn mul_u64(&self, m: u64) -> Self {
        self.wrapping_mul(m as u128)
    }
    fn mul(&self, o: &Self) -> Self {
        self.wrapping_mul(*o)
    }
    fn div_u64(&mut self, d: u64) {
        // Two 128/64 steps keep the division on the fast hardware path.
        let d = d as u128;
        let hi = *self >> 64;
        let qh = hi / d;
        let r = hi % d;
        let lo = (r << 64) | (*self & u64::MAX as u128);
        *self = (qh << 64) | (lo / d);
    }
    fn to_u64(&self) -> Option<u64> {
        u64::try_from(*self).ok()
    }
}

impl Num for BigUint {
    const BITS: u32 = u32::MAX;
    fn from_u64(x: u64) -> Self {
        BigUint::from(x)
    }
    fn from_big(b: &BigUint) -> Self {
        b.clone()
    }
    fn to_big(&self) -> BigUint {
        self.clone()
    }
    fn into_big(self) -> BigUint {
        self
    }
    fn is_zero(&self) -> bool {
        self.bits() == 0
    }
    fn add_assign(&mut self, o: &Self) {
        *self += o;
    }
    fn sub_assign(&mut self, o: &Self) {
        *self -= o;
    }
    fn mul_u64(&self, m: u64) -> Self {
        self * m
    }
    fn mul(&self, o: &Self) -> Self {
        self * o
    }
    fn div_u64(&mut self, d: u64) {
        *self /= d;
    }
    fn to_u64(&self) -> Option<u64> {
        if self.bits() <= 64 {
            Some(self.iter_u64_digits().next().unwrap_or(0))
        } else {
            None
        }
    }
}

/// A fixed-width unsigned integer of `N` 64-bit limbs, least significant first. Copy, no heap.
/// `len` is the number of limbs in use and every limb above it is zero, so each operation
/// touches only the limbs that matter (a table of numbers growing from 1 to 2^2600 costs what
/// its numbers need, not 64 limbs each).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct U<const N: usize> {
    limbs: [u64; N],
    len: usize,
}

impl<const N: usize> Default for U<N> {
    fn default() -> Self {
        U {
            limbs: [0; N],
            len: 0,
        }
    }
}

impl<const N: usize> U<N> {
    /// From limbs, least significant first (at most N).
    #[cfg(test)]
    pub fn from_limbs(l: &[u64]) -> Self {
        let mut r = U::default();
        r.limbs[..l.len()].copy_from_slice(l);
        r.len = l.len();
        r.trim();
        r
    }

    /// Restores the invariant after the top limbs may have become zero.
    #[inline]
    fn trim(&mut self) {
        while self.len > 0 && self.limbs[self.len - 1] == 0 {
            self.len -= 1;
        }
    }

    /// Appends a final carry, if any (dropped beyond N: callers' bounds exclude that).
    #[inline]
    fn push_carry(&mut self, carry: u64) {
        if carry != 0 && self.len < N {
            self.limbs[self.len] = carry;
            self.len += 1;
        }
    }

    /// Adds `carry` at limb `i` and ripples it upwards.
    #[inline]
    fn ripple(&mut self, mut i: usize, mut carry: u64) {
        while carry != 0 && i < self.len {
            let (s, c) = self.limbs[i].overflowing_add(carry);
            self.limbs[i] = s;
            carry = c as u64;
            i += 1;
        }
        self.push_carry(carry);
    }
}

impl<const N: usize> Num for U<N> {
    const BITS: u32 = 64 * N as u32;

    fn from_u64(x: u64) -> Self {
        let mut r = U::default();
        r.limbs[0] = x;
        r.len = usize::from(x != 0);
        r
    }

    fn from_big(b: &BigUint) -> Self {
        let mut r = U::default();
        for (slot, d) in r.limbs.iter_mut().zip(b.iter_u64_digits()) {
            *slot = d;
        }
        r.len = N;
        r.trim();
        r
    }

    fn to_big(&self) -> BigUint {
        let n = self.len;
        // 32-bit digits on the stack: one allocation (the BigUint's own) per conversion.
        let mut buf = [0u32; 128];
        if 2 * n > buf.len() {
            let digits = self.limbs[..n]
                .iter()
                .flat_map(|&l| [l as u32, (l >> 32) as u32])
                .collect();
            return BigUint::new(digits);
        }
        for (i, &l) in self.limbs[..n].iter().enumerate() {
            buf[2 * i] = l as u32;
            buf[2 * i + 1] = (l >> 32) as u32;
        }
        BigUint::from_slice(&buf[..2 * n])
    }

    #[inline]
    fn is_zero(&self) -> bool {
        self.len == 0
    }

    #[inline]
    fn add_assign(&mut self, o: &Self) {
        let n = self.len.max(o.len);
        let mut carry = false;
        for i in 0..n {
            let (s, c1) = self.limbs[i].overflowing_add(o.limbs[i]);
            let (s, c2) = s.overflowing_add(carry as u64);
            self.limbs[i] = s;
            carry = c1 | c2;
        }
        self.len = n;
        self.push_carry(carry as u64);
    }

    #[inline]
    fn sub_assign(&mut self, o: &Self) {
        let mut borrow = false;
        for i in 0..o.len {
            let (s, b1) = self.limbs[i].overflowing_sub(o.limbs[i]);
            let (s, b2) = s.overflowing_sub(borrow as u64);
            self.limbs[i] = s;
            borrow = b1 | b2;
        }
        let mut i = o.len;
        while borrow && i < self.len {
            let (s, b) = self.limbs[i].overflowing_sub(1);
            self.limbs[i] = s;
            borrow = b;
            i += 1;
        }
        self.trim();
    }

    #[inline]
    fn mul_u64(&self, m: u64) -> Self {
        let mut r = U::default();
        if m == 0 {
            return r;
        }
        let mut carry = 0u64;
        for i in 0..self.len {
            let t = self.limbs[i] as u128 * m as u128 + carry as u128;
            r.limbs[i] = t as u64;
            carry = (t >> 64) as u64;
        }
        r.len = self.len;
        r.push_carry(carry);
        r
    }

    #[inline]
    fn add_mul_u64(&mut self, a: &Self, m: u64) {
        if m == 0 || a.len == 0 {
            return;
        }
        if self.len < a.len {
            self.len = a.len;
        }
        let mut carry = 0u64;
        for i in 0..a.len {
            let t = a.limbs[i] as u128 * m as u128 + self.limbs[i] as u128 + carry as u128;
            self.limbs[i] = t as u64;
            carry = (t >> 64) as u64;
        }
        self.ripple(a.len, carry);
    }

    #[inline]
    fn sub_mul_u64(&mut self, a: &Self, m: u64) {
        // Multiply and subtract in one pass: borrow and product carry travel together.
        let mut carry = 0u64;
        let mut borrow = false;
        for i in 0..a.len {
            let t = a.limbs[i] as u128 * m as u128 + carry as u128;
            carry = (t >> 64) as u64;
            let (d, b1) = self.limbs[i].overflowing_sub(t as u64);
            let (d, b2) = d.overflowing_sub(borrow as u64);
            self.limbs[i] = d;
            borrow = b1 | b2;
        }
        let mut i = a.len;
        let mut owe = carry as u128 + borrow as u128;
        while owe != 0 && i < N {
            let (d, b) = self.limbs[i].overflowing_sub(owe as u64);
            self.limbs[i] = d;
            owe = (owe >> 64) + b as u128;
            i += 1;
        }
        self.trim();
    }

    fn mul(&self, o: &Self) -> Self {
        let mut r = U::default();
        r.add_mul(self, o);
        r
    }

    fn add_mul(&mut self, a: &Self, b: &Self) {
        if a.len == 0 || b.len == 0 {
            return;
        }
        // Schoolbook over the limbs in use, truncated to N limbs.
        let top = (a.len + b.len).min(N);
        if self.len < top {
            // Limbs between the old len and `top` are zero by the invariant.
            self.len = top;
        }
        for i in 0..a.len {
            let x = a.limbs[i] as u128;
            if x == 0 {
                continue;
            }
            let mut carry = 0u64;
            let end = b.len.min(N - i);
            for j in 0..end {
                let t = x * b.limbs[j] as u128 + self.limbs[i + j] as u128 + carry as u128;
                self.limbs[i + j] = t as u64;
                carry = (t >> 64) as u64;
            }
            let mut k = i + end;
            while carry != 0 && k < N {
                let (s, c) = self.limbs[k].overflowing_add(carry);
                self.limbs[k] = s;
                carry = c as u64;
                k += 1;
            }
            if k > self.len {
                self.len = k;
            }
        }
        self.trim();
    }

    fn div_u64(&mut self, d: u64) {
        let n = self.len;
        if n == 0 {
            return;
        }
        let r = Reciprocal::new(d);
        // Divide (self << shift) by (d << shift): same quotient, normalised divisor.
        let s = r.shift;
        let l = &mut self.limbs;
        let mut rem = if s == 0 { 0 } else { l[n - 1] >> (64 - s) };
        for i in (0..n).rev() {
            let lo = if s == 0 || i == 0 {
                l[i] << s
            } else {
                (l[i] << s) | (l[i - 1] >> (64 - s))
            };
            let (q, r2) = r.div_2by1(rem, lo);
            l[i] = q;
            rem = r2;
        }
        self.trim();
    }

    fn to_u64(&self) -> Option<u64> {
        if self.len <= 1 {
            Some(self.limbs[0])
        } else {
            None
        }
    }
}

/// Division of a two-limb number by a fixed one-limb divisor with a precomputed reciprocal
/// (Möller & Granlund, "Improved division by invariant integers", 2011, algorithm 4): two
/// multiplications per limb instead of a hardware 128/64 division.
#[derive(Clone, Copy, Debug)]
pub struct Reciprocal {
    /// The divisor shifted so its top bit is set.
    d: u64,
    shift: u32,
    /// floor((2^128 - 1) / d) - 2^64
    v: u64,
}

impl Reciprocal {
    /// `d` must be non-zero.
    pub fn new(d: u64) -> Reciprocal {
        let shift = d.leading_zeros();
        let d = d << shift;
        let v = (u128::MAX / d as u128 - (1u128 << 64)) as u64;
        Reciprocal { d, shift, v }
    }

    /// `(u1·2^64 + u0) / d` and the remainder, for `u1 < d` (normalised divisor).
    #[inline]
    fn div_2by1(&self, u1: u64, u0: u64) -> (u64, u64) {
        let q = (self.v as u128 * u1 as u128)
            .wrapping_add(((u1 as u128) << 64) | u0 as u128)
            .wrapping_add(1u128 << 64);
        let mut q1 = (q >> 64) as u64;
        let q0 = q as u64;
        let mut r = u0.wrapping_sub(q1.wrapping_mul(self.d));
        if r > q0 {
            q1 = q1.wrapping_sub(1);
            r = r.wrapping_add(self.d);
        }
        if r >= self.d {
            q1 = q1.wrapping_add(1);
            r -= self.d;
        }
        (q1, r)
    }
}

/// Runs `$body` with `$T` bound to the narrowest [`Num`] of at least `$bits` bits.
macro_rules! with_num {
    ($bits:expr, $T:ident => $body:expr) => {{
        let bits: u64 = $bits;
        $crate::chance::num::with_num!(@pick bits, $T, $body;
            64 => u64, 128 => u128,
            192 => $crate::chance::num::U<3>, 256 => $crate::chance::num::U<4>,
            384 => $crate::chance::num::U<6>, 512 => $crate::chance::num::U<8>,
            1024 => $crate::chance::num::U<16>, 2048 => $crate::chance::num::U<32>,
            4096 => $crate::chance::num::U<64>)
    }};
    // The first width that fits, else the next; past the widest, big integers.
    (@pick $bits:ident, $T:ident, $body:expr; $w:literal => $ty:ty $(, $rw:literal => $rty:ty)*) => {
        if $bits <= $w {
            type $T = $ty;
            debug_assert!($bits <= u64::from(<$T as $crate::chance::num::Num>::BITS));
            $body
        } else {
            $crate::chance::num::with_num!(@pick $bits, $T, $body; $($rw => $rty),*)
        }
    };
    (@pick $bits:ident, $T:ident, $body:expr;) => {{
        type $T = num_bigint::BigUint;
        $body
    }};
}
pub(crate) use with_num;

/// Bits needed for `x` (0 for 0).
pub fn bits_u64(x: u64) -> u64 {
    u64::from(64 - x.leading_zeros())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check<T: Num>() {
        let a = BigUint::parse_bytes(b"123456789012345678901234567", 10).unwrap_or_default();
        let b = BigUint::from(987_654_321u64);
        let limit = BigUint::from(1u8) << T::BITS.min(4096);
        for (x, y) in [(&a, &b), (&b, &b), (&b, &a)] {
            let sum = x + y;
            let prod = x * y;
            if sum < limit {
                let mut s = T::from_big(x);
                s.add_assign(&T::from_big(y));
                assert_eq!(s.to_big(), sum);
                s.sub_assign(&T::from_big(y));
                assert_eq!(s.to_big(), *x);
            }
            if prod < limit {
                assert_eq!(T::from_big(x).mul(&T::from_big(y)).to_big(), prod);
                let mut acc = T::from_big(y);
                acc.add_mul(&T::from_big(x), &T::from_big(y));
                assert_eq!(acc.to_big(), &prod + y);
                if let Some(d) = Num::to_u64(y) {
                    let mut q = T::from_big(&prod);
                    q.div_u64(d);
                    assert_eq!(q.to_big(), *x);
                }
            }
            if x * 1_000_003u64 + y < limit {
                assert_eq!(T::from_big(x).mul_u64(1_000_003).to_big(), x * 1_000_003u64);
                let mut acc = T::from_big(y);
                acc.add_mul_u64(&T::from_big(x), 1_000_003);
                assert_eq!(acc.to_big(), x * 1_000_003u64 + y);
            }
        }
    }

    #[test]
    fn reciprocal_division_is_exact() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..2000 {
            let d = match next() % 4 {
                0 => next() % 1000 + 1,
                1 => next() >> (next() % 64),
                2 => u64::MAX - next() % 3,
                _ => 1u64 << (next() % 64),
            }
            .max(1);
            let x = U::<4>::from_limbs(&[next(), next(), next(), next() >> (next() % 64)]);
            let mut q = x;
            q.div_u64(d);
            assert_eq!(q.to_big(), x.to_big() / d, "{x:?} / {d}");
            // x - (x/d)·d is the remainder
            let mut r = x;
            r.sub_mul_u64(&q, d);
            assert_eq!(r.to_big(), x.to_big() % d);
            let y = U::<4>::from_limbs(&[next(), next() >> (next() % 64)]);
            let mut z = y.mul_u64(d);
            z.add_assign(&x.mul_u64(0));
            z.sub_mul_u64(&y, d);
            assert!(z.is_zero());
        }
    }

    #[test]
    fn every_width_agrees_with_biguint() {
        check::<u64>();
        check::<u128>();
        check::<U<3>>();
        check::<U<4>>();
        check::<U<8>>();
        check::<BigUint>();
    }
}

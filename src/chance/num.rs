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
pub(crate) trait Num: Clone + Default + PartialEq + std::fmt::Debug {
    /// Width in bits (`u32::MAX` for unbounded).
    const BITS: u32;
    fn from_u64(x: u64) -> Self;
    /// `b` must fit in `BITS`.
    fn from_big(b: &BigUint) -> Self;
    fn to_big(&self) -> BigUint;
    fn is_zero(&self) -> bool;
    fn add_assign(&mut self, o: &Self);
    fn sub_assign(&mut self, o: &Self);
    fn mul_u64(&self, m: u64) -> Self;
    fn mul(&self, o: &Self) -> Self;
    /// `self += a * m`.
    fn add_mul_u64(&mut self, a: &Self, m: u64) {
        self.add_assign(&a.mul_u64(m));
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
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct U<const N: usize>([u64; N]);

impl<const N: usize> Default for U<N> {
    fn default() -> Self {
        U([0; N])
    }
}

impl<const N: usize> U<N> {
    /// Limbs in use (index of the highest non-zero limb + 1).
    #[inline]
    fn used(&self) -> usize {
        let mut n = N;
        while n > 0 && self.0[n - 1] == 0 {
            n -= 1;
        }
        n
    }
}

impl<const N: usize> Num for U<N> {
    const BITS: u32 = 64 * N as u32;

    fn from_u64(x: u64) -> Self {
        let mut r = U([0; N]);
        r.0[0] = x;
        r
    }

    fn from_big(b: &BigUint) -> Self {
        let mut r = U([0; N]);
        for (slot, d) in r.0.iter_mut().zip(b.iter_u64_digits()) {
            *slot = d;
        }
        r
    }

    fn to_big(&self) -> BigUint {
        let n = self.used();
        let mut digits = Vec::with_capacity(2 * n);
        for &l in &self.0[..n] {
            digits.push(l as u32);
            digits.push((l >> 32) as u32);
        }
        BigUint::new(digits)
    }

    #[inline]
    fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }

    #[inline]
    fn add_assign(&mut self, o: &Self) {
        let mut carry = false;
        for (a, &b) in self.0.iter_mut().zip(o.0.iter()) {
            let (s, c1) = a.overflowing_add(b);
            let (s, c2) = s.overflowing_add(carry as u64);
            *a = s;
            carry = c1 | c2;
        }
    }

    #[inline]
    fn sub_assign(&mut self, o: &Self) {
        let mut borrow = false;
        for (a, &b) in self.0.iter_mut().zip(o.0.iter()) {
            let (s, b1) = a.overflowing_sub(b);
            let (s, b2) = s.overflowing_sub(borrow as u64);
            *a = s;
            borrow = b1 | b2;
        }
    }

    #[inline]
    fn mul_u64(&self, m: u64) -> Self {
        let mut r = U([0; N]);
        let mut carry = 0u128;
        for (slot, &a) in r.0.iter_mut().zip(self.0.iter()) {
            let t = a as u128 * m as u128 + carry;
            *slot = t as u64;
            carry = t >> 64;
        }
        r
    }

    #[inline]
    fn add_mul_u64(&mut self, a: &Self, m: u64) {
        let mut carry = 0u128;
        for (slot, &x) in self.0.iter_mut().zip(a.0.iter()) {
            let t = x as u128 * m as u128 + *slot as u128 + carry;
            *slot = t as u64;
            carry = t >> 64;
        }
    }

    fn mul(&self, o: &Self) -> Self {
        let mut r = U([0; N]);
        r.add_mul(self, o);
        r
    }

    fn add_mul(&mut self, a: &Self, b: &Self) {
        // Schoolbook over the limbs in use only, truncated to N limbs.
        let la = a.used();
        let lb = b.used();
        for i in 0..la {
            let x = a.0[i] as u128;
            if x == 0 {
                continue;
            }
            let mut carry = 0u128;
            let top = lb.min(N - i);
            for j in 0..top {
                let t = x * b.0[j] as u128 + self.0[i + j] as u128 + carry;
                self.0[i + j] = t as u64;
                carry = t >> 64;
            }
            let mut k = i + top;
            while carry != 0 && k < N {
                let t = self.0[k] as u128 + carry;
                self.0[k] = t as u64;
                carry = t >> 64;
                k += 1;
            }
        }
    }

    fn div_u64(&mut self, d: u64) {
        let d = d as u128;
        let mut rem = 0u128;
        for i in (0..self.used()).rev() {
            let cur = (rem << 64) | self.0[i] as u128;
            self.0[i] = (cur / d) as u64;
            rem = cur % d;
        }
    }

    fn to_u64(&self) -> Option<u64> {
        if self.used() <= 1 {
            Some(self.0[0])
        } else {
            None
        }
    }
}

/// Runs `$body` with `$T` bound to the narrowest [`Num`] of at least `$bits` bits.
macro_rules! with_num {
    ($bits:expr, $T:ident => $body:expr) => {{
        let bits: u64 = $bits;
        if bits <= 64 {
            type $T = u64;
            debug_assert!(bits <= u64::from(<$T as $crate::chance::num::Num>::BITS));
            $body
        } else if bits <= 128 {
            type $T = u128;
            debug_assert!(bits <= u64::from(<$T as $crate::chance::num::Num>::BITS));
            $body
        } else if bits <= 192 {
            type $T = $crate::chance::num::U<3>;
            debug_assert!(bits <= u64::from(<$T as $crate::chance::num::Num>::BITS));
            $body
        } else if bits <= 256 {
            type $T = $crate::chance::num::U<4>;
            debug_assert!(bits <= u64::from(<$T as $crate::chance::num::Num>::BITS));
            $body
        } else if bits <= 384 {
            type $T = $crate::chance::num::U<6>;
            debug_assert!(bits <= u64::from(<$T as $crate::chance::num::Num>::BITS));
            $body
        } else if bits <= 512 {
            type $T = $crate::chance::num::U<8>;
            debug_assert!(bits <= u64::from(<$T as $crate::chance::num::Num>::BITS));
            $body
        } else if bits <= 1024 {
            type $T = $crate::chance::num::U<16>;
            debug_assert!(bits <= u64::from(<$T as $crate::chance::num::Num>::BITS));
            $body
        } else if bits <= 2048 {
            type $T = $crate::chance::num::U<32>;
            debug_assert!(bits <= u64::from(<$T as $crate::chance::num::Num>::BITS));
            $body
        } else if bits <= 4096 {
            type $T = $crate::chance::num::U<64>;
            debug_assert!(bits <= u64::from(<$T as $crate::chance::num::Num>::BITS));
            $body
        } else {
            type $T = num_bigint::BigUint;
            debug_assert!(bits <= u64::from(<$T as $crate::chance::num::Num>::BITS));
            $body
        }
    }};
}
pub(crate) use with_num;

/// Bits needed for `x` (0 for 0).
pub(crate) fn bits_u64(x: u64) -> u64 {
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
    fn every_width_agrees_with_biguint() {
        check::<u64>();
        check::<u128>();
        check::<U<3>>();
        check::<U<4>>();
        check::<U<8>>();
        check::<BigUint>();
    }
}

//! Exact fractions: [`Prob`] (a probability, `0..=1` in practice) and [`Fraction`] (a signed
//! exact value such as a mean), and the correctly rounded conversion to `f64` both use for
//! display.

use std::cmp::Ordering;
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, Mul, Sub};
use std::sync::OnceLock;

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;

/// An exact probability: a reduced fraction of arbitrary-precision integers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Prob {
    num: BigUint,
    den: BigUint,
}

impl Prob {
    /// `num/den`, reduced.
    ///
    /// # Panics
    /// When `den` is zero: that is a bug in the caller, never a consequence of user input.
    pub fn new(num: BigUint, den: BigUint) -> Prob {
        assert!(den.bits() != 0, "Prob::new: zero denominator");
        if num.bits() == 0 {
            return Prob::zero();
        }
        let g = num.gcd(&den);
        if g.bits() == 1 {
            return Prob { num, den };
        }
        Prob {
            num: num / &g,
            den: den / &g,
        }
    }

    /// `num/den`, reduced, given `bases` whose primes include every prime of `den`: a prime
    /// common to `num` and `den` divides a base, so gcds as wide as the bases find them all
    /// (each round divides out a common factor; a base is done when what it shares with
    /// `num` shares nothing with `den`). Mostly a base's first gcd finds nothing.
    pub fn over_cover<'a>(
        num: &BigUint,
        bases: impl Iterator<Item = &'a BigUint>,
        den: &BigUint,
    ) -> Prob {
        if num.bits() == 0 {
            return Prob::zero();
        }
        let mut num = num.clone();
        let mut taken = BigUint::from(1u8);
        for base in bases {
            loop {
                let g = (&num % base).gcd(base);
                if g.bits() <= 1 {
                    break;
                }
                // Only what `den` (less what is taken) still has of it.
                let left = (den / &taken) % &g;
                let g = left.gcd(&g);
                if g.bits() <= 1 {
                    break;
                }
                num /= &g;
                taken *= g;
            }
        }
        let den = if taken.bits() == 1 {
            den.clone()
        } else {
            den / taken
        };
        Prob { num, den }
    }

    /// `num/den` from integers that fit a machine word.
    pub fn from_ratio(num: u64, den: u64) -> Prob {
        Prob::new(BigUint::from(num), BigUint::from(den))
    }

    pub fn zero() -> Prob {
        Prob {
            num: BigUint::ZERO,
            den: BigUint::from(1u8),
        }
    }

    pub fn one() -> Prob {
        Prob {
            num: BigUint::from(1u8),
            den: BigUint::from(1u8),
        }
    }

    pub fn numer(&self) -> &BigUint {
        &self.num
    }

    pub fn denom(&self) -> &BigUint {
        &self.den
    }

    pub fn is_zero(&self) -> bool {
        self.num.bits() == 0
    }

    /// `1 - p` (zero when `p >= 1`).
    pub fn complement(&self) -> Prob {
        if self.num >= self.den {
            return Prob::zero();
        }
        Prob {
            num: &self.den - &self.num,
            den: self.den.clone(),
        }
    }

    /// The probability as a percentage, correctly rounded to f64 (for display only).
    pub fn percent(&self) -> f64 {
        ratio_to_f64(&(&self.num * 100u8), &self.den)
    }

    /// The probability as f64, correctly rounded (for display only).
    pub fn to_f64(&self) -> f64 {
        ratio_to_f64(&self.num, &self.den)
    }
}

/// `"num/den"`, always with the slash (`"1/1"`, `"0/1"`).
impl fmt::Display for Prob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

/// By value, not by numerator: `a/b < c/d` iff `a·d < c·b`.
impl Ord for Prob {
    fn cmp(&self, o: &Prob) -> Ordering {
        if self.den == o.den {
            return self.num.cmp(&o.num);
        }
        (&self.num * &o.den).cmp(&(&o.num * &self.den))
    }
}

impl PartialOrd for Prob {
    fn partial_cmp(&self, o: &Prob) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl Add<&Prob> for &Prob {
    type Output = Prob;
    fn add(self, o: &Prob) -> Prob {
        if self.den == o.den {
            return Prob::new(&self.num + &o.num, self.den.clone());
        }
        Prob::new(&self.num * &o.den + &o.num * &self.den, &self.den * &o.den)
    }
}

impl Add for Prob {
    type Output = Prob;
    fn add(self, o: Prob) -> Prob {
        &self + &o
    }
}

impl Add<&Prob> for Prob {
    type Output = Prob;
    fn add(self, o: &Prob) -> Prob {
        &self + o
    }
}

/// Saturating at zero: probabilities are never negative.
impl Sub<&Prob> for &Prob {
    type Output = Prob;
    fn sub(self, o: &Prob) -> Prob {
        let a = &self.num * &o.den;
        let b = &o.num * &self.den;
        if a <= b {
            return Prob::zero();
        }
        Prob::new(a - b, &self.den * &o.den)
    }
}

impl Sub for Prob {
    type Output = Prob;
    fn sub(self, o: Prob) -> Prob {
        &self - &o
    }
}

impl Mul<&Prob> for &Prob {
    type Output = Prob;
    fn mul(self, o: &Prob) -> Prob {
        // Cross-reduce first so the products stay small and already reduced.
        let g1 = self.num.gcd(&o.den);
        let g2 = o.num.gcd(&self.den);
        if self.num.bits() == 0 || o.num.bits() == 0 {
            return Prob::zero();
        }
        Prob {
            num: (&self.num / &g1) * (&o.num / &g2),
            den: (&self.den / &g2) * (&o.den / &g1),
        }
    }
}

impl Mul for Prob {
    type Output = Prob;
    fn mul(self, o: Prob) -> Prob {
        &self * &o
    }
}

impl Mul<&Prob> for Prob {
    type Output = Prob;
    fn mul(self, o: &Prob) -> Prob {
        &self * o
    }
}

impl Sum for Prob {
    fn sum<I: Iterator<Item = Prob>>(iter: I) -> Prob {
        iter.fold(Prob::zero(), |a, b| a + b)
    }
}

impl<'a> Sum<&'a Prob> for Prob {
    fn sum<I: Iterator<Item = &'a Prob>>(iter: I) -> Prob {
        iter.fold(Prob::zero(), |a, b| a + b)
    }
}

/// An exact signed value as a reduced fraction (a distribution's mean).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Fraction {
    num: BigInt,
    den: BigUint,
}

impl Fraction {
    /// `num/den`, reduced.
    ///
    /// # Panics
    /// When `den` is zero (a caller bug).
    pub fn new(num: BigInt, den: BigUint) -> Fraction {
        assert!(den.bits() != 0, "Fraction::new: zero denominator");
        let g = num.magnitude().gcd(&den);
        if num.sign() == Sign::NoSign {
            return Fraction {
                num,
                den: BigUint::from(1u8),
            };
        }
        let mag = num.magnitude() / &g;
        Fraction {
            num: BigInt::from_biguint(num.sign(), mag),
            den: den / g,
        }
    }

    pub fn numer(&self) -> &BigInt {
        &self.num
    }

    pub fn denom(&self) -> &BigUint {
        &self.den
    }

    /// Correctly rounded to f64 (for display only).
    pub fn to_f64(&self) -> f64 {
        let m = ratio_to_f64(self.num.magnitude(), &self.den);
        if self.num.sign() == Sign::Minus {
            -m
        } else {
            m
        }
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

/// A denominator with its factorisation into word-sized primes, when one is found (dice totals
/// like 6^100 or 61003^21 have one: a die has at most a million faces): fractions over it are
/// reduced with a few word divisions per prime instead of a big-number gcd, which for a table
/// of thousands of outcomes is most of the cost.
#[derive(Clone, Debug)]
pub struct Smooth {
    den: BigUint,
    primes: Vec<(u64, u64)>,
}

/// The primes below 1,000, sieved at compile time: every dice total a small procedure makes
/// (36, 6^n, 10^n) is factored by these alone, so its `--chances` never builds the big sieve.
const SMALL_PRIMES: [u32; 168] = sieve_below_1000();

const fn sieve_below_1000() -> [u32; 168] {
    let mut composite = [false; 1000];
    let mut out = [0u32; 168];
    let (mut i, mut n) = (2, 0);
    while i < 1000 {
        if !composite[i] {
            out[n] = i as u32;
            n += 1;
            let mut j = i * i;
            while j < 1000 {
                composite[j] = true;
                j += i;
            }
        }
        i += 1;
    }
    out
}

/// The primes from 1,000 up to a million, sieved on first use (a million-entry sieve, paid
/// only by a total with a factor left after the small primes).
fn large_primes() -> &'static [u32] {
    static PRIMES: OnceLock<Vec<u32>> = OnceLock::new();
    PRIMES.get_or_init(|| {
        crate::trace::note("sieve", "primes below a million");
        const N: usize = 1_000_000;
        let mut composite = vec![false; N];
        let mut out = Vec::new();
        for i in 2..N {
            if !composite[i] {
                if i >= 1000 {
                    out.push(i as u32);
                }
                let mut j = i * i;
                while j < N {
                    composite[j] = true;
                    j += i;
                }
            }
        }
        out
    })
}

/// The odd primes below a million in order: the small ones, then (only if the caller reads
/// past them) the large ones.
fn odd_primes() -> impl Iterator<Item = u32> {
    let large = std::iter::once(()).flat_map(|()| large_primes().iter().copied());
    SMALL_PRIMES[1..].iter().copied().chain(large)
}

/// `x mod p` for a word `p`, one pass of the limbs.
fn rem_word(x: &BigUint, p: u64) -> u64 {
    let mut r: u128 = 0;
    for d in x.iter_u64_digits().rev() {
        r = ((r << 64) | u128::from(d)) % u128::from(p);
    }
    r as u64
}

impl Smooth {
    /// `None` when no factorisation into word-sized primes is found within a bounded trial
    /// division (about two million word divisions: all primes below a million for a total of a
    /// few words, fewer for a wider one), or when `den` is zero.
    pub fn new(den: &BigUint) -> Option<Smooth> {
        if den.bits() == 0 {
            return None;
        }
        let mut rest = den.clone();
        let mut primes = Vec::new();
        let tz = rest.trailing_zeros().unwrap_or(0);
        if tz > 0 {
            primes.push((2, tz));
            rest >>= tz;
        }
        let mut budget: u64 = 2_000_000;
        for p in odd_primes() {
            let p = u64::from(p);
            if rest.bits() <= 1 {
                break;
            }
            // What is left below p² has no factor below p: it is 1 or a prime.
            if rest.bits() <= 64 {
                let r = rest.iter_u64_digits().next().unwrap_or(1);
                if r < p.saturating_mul(p) {
                    primes.push((r, 1));
                    rest = BigUint::from(1u8);
                    break;
                }
            }
            let cost = rest.bits().div_ceil(64);
            if budget < cost {
                return None;
            }
            budget -= cost;
            if rem_word(&rest, p) != 0 {
                continue;
            }
            let mut e = 0;
            while rem_word(&rest, p) == 0 {
                rest /= p;
                e += 1;
            }
            primes.push((p, e));
        }
        // Every prime below a million divided out: what is left in a word has at most three
        // prime factors, found by Pollard's rho (a die total after `rr` such as 6^21 - 1 has
        // them, and its pools' totals are its powers: see [`Smooth::pow`]).
        if rest.bits() > 1 && rest.bits() <= 64 {
            let r = rest.iter_u64_digits().next().unwrap_or(1);
            let mut found = Vec::new();
            factor_word(r, &mut found);
            found.sort_unstable();
            for q in found {
                match primes.last_mut() {
                    Some((p, e)) if *p == q => *e += 1,
                    _ => primes.push((q, 1)),
                }
            }
            rest = BigUint::from(1u8);
        }
        (rest.bits() == 1).then(|| Smooth {
            den: den.clone(),
            primes,
        })
    }

    /// The factorisation of `den`, the product of `parts` (base, power): each base factored,
    /// the exponents multiplied and added (a pool of `n` dice has the `n`th power of one die's
    /// total, too wide to factor by trial division). `None` when a base is not factored.
    pub fn product(parts: &[(BigUint, u64)], den: &BigUint) -> Option<Smooth> {
        let mut primes: Vec<(u64, u64)> = Vec::new();
        for (base, n) in parts {
            for (p, e) in Smooth::new(base)?.primes {
                let e = e.saturating_mul(*n);
                match primes.iter_mut().find(|(q, _)| *q == p) {
                    Some((_, f)) => *f = f.saturating_add(e),
                    None => primes.push((p, e)),
                }
            }
        }
        primes.sort_unstable();
        Some(Smooth {
            den: den.clone(),
            primes,
        })
    }

    /// `num/den`, reduced.
    pub fn prob(&self, num: &BigUint) -> Prob {
        if num.bits() == 0 {
            return Prob::zero();
        }
        let mut n = num.clone();
        let mut g = BigUint::from(1u8);
        for &(p, e) in &self.primes {
            if p == 2 {
                let k = n.trailing_zeros().unwrap_or(0).min(e);
                if k > 0 {
                    n >>= k;
                    g <<= k;
                }
                continue;
            }
            // Strip p in chunks of p^m (the largest power in a word): one pass of the number
            // per chunk instead of one per factor (a total of 6^2100 has 2100 factors of 3).
            // Once a chunk does not divide, the remainder modulo p^m has exactly the factors of
            // p still left (fewer than m).
            let (m, pm) = word_power(p);
            let mut k = 0;
            while k < e {
                let r = (&n % pm).iter_u64_digits().next().unwrap_or(0);
                let left = if r == 0 { m } else { multiplicity(r, p) };
                let take = left.min(e - k);
                if take == 0 {
                    break;
                }
                n /= p.pow(take as u32);
                k += take;
                if r != 0 {
                    break;
                }
            }
            if k > 0 {
                g *= BigUint::from(p).pow(k as u32);
            }
        }
        let den = if g.bits() == 1 {
            self.den.clone()
        } else {
            &self.den / g
        };
        Prob { num: n, den }
    }
}

/// `a·b mod m` without overflow.
fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    (u128::from(a) * u128::from(b) % u128::from(m)) as u64
}

fn pow_mod(mut b: u64, mut e: u64, m: u64) -> u64 {
    let mut r = 1 % m;
    b %= m;
    while e > 0 {
        if e & 1 == 1 {
            r = mul_mod(r, b, m);
        }
        b = mul_mod(b, b, m);
        e >>= 1;
    }
    r
}

/// Miller–Rabin with the first twelve primes as witnesses: exact for every `n < 2^64`.
fn is_prime_word(n: u64) -> bool {
    const WITNESSES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if n < 2 {
        return false;
    }
    for p in WITNESSES {
        if n % p == 0 {
            return n == p;
        }
    }
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    'witness: for a in WITNESSES {
        let mut x = pow_mod(a, d, n);
        if x == 1 || x == n - 1 {
            continue;
        }
        for _ in 1..s {
            x = mul_mod(x, x, n);
            if x == n - 1 {
                continue 'witness;
            }
        }
        return false;
    }
    true
}

/// A non-trivial factor of an odd composite `n` (Pollard's rho, Floyd's cycle finding; the
/// increment changes until a factor turns up, which for a composite always happens).
fn rho(n: u64) -> u64 {
    let f =
        |x: u64, c: u64| ((u128::from(x) * u128::from(x) + u128::from(c)) % u128::from(n)) as u64;
    for c in 1.. {
        let (mut x, mut y, mut d) = (2u64, 2u64, 1u64);
        while d == 1 {
            x = f(x, c);
            y = f(f(y, c), c);
            d = x.abs_diff(y).gcd(&n);
        }
        if d != n {
            return d;
        }
    }
    n
}

/// The prime factors of `n` (with repeats) into `out`; `n` has no factor below a million, so
/// this takes at most two rho splits.
fn factor_word(n: u64, out: &mut Vec<u64>) {
    if n <= 1 {
        return;
    }
    if is_prime_word(n) {
        out.push(n);
        return;
    }
    let d = rho(n);
    factor_word(d, out);
    factor_word(n / d, out);
}

/// The largest `m` with `p^m` in a u64, and `p^m` (`p >= 2`).
fn word_power(p: u64) -> (u64, u64) {
    let (mut m, mut pm) = (0, 1u64);
    while let Some(next) = pm.checked_mul(p) {
        pm = next;
        m += 1;
    }
    (m, pm)
}

/// How many times `p` divides a non-zero `r`.
fn multiplicity(mut r: u64, p: u64) -> u64 {
    let mut k = 0;
    while r % p == 0 {
        r /= p;
        k += 1;
    }
    k
}

/// `n/d` rounded to the nearest f64 (ties to even), including subnormals; `d > 0`.
pub fn ratio_to_f64(n: &BigUint, d: &BigUint) -> f64 {
    if n.bits() == 0 || d.bits() == 0 {
        return 0.0;
    }
    // e = floor(log2(n/d)) is bits(n) - bits(d) or one less.
    let mut e = n.bits() as i64 - d.bits() as i64;
    let at_least = if e >= 0 {
        *n >= (d << e as u64)
    } else {
        (n << (-e) as u64) >= *d
    };
    if !at_least {
        e -= 1;
    }
    if e > 1023 {
        return f64::INFINITY;
    }
    // Round to a multiple of the unit in the last place at this exponent.
    let u = e.max(-1022) - 52;
    let (num, den) = if u >= 0 {
        (n.clone(), d << u as u64)
    } else {
        (n << (-u) as u64, d.clone())
    };
    let (q, r) = num.div_rem(&den);
    let mut q: u64 = q.iter_u64_digits().next().unwrap_or(0);
    let twice = r << 1u8;
    match twice.cmp(&den) {
        Ordering::Greater => q += 1,
        Ordering::Equal if q & 1 == 1 => q += 1,
        _ => {}
    }
    // q <= 2^53 and q·2^u is representable, so this product is exact.
    q as f64 * pow2(u)
}

/// 2^u for -1074 <= u <= 1023, exactly.
fn pow2(u: i64) -> f64 {
    if u >= -1022 {
        f64::from_bits(((u + 1023) as u64) << 52)
    } else {
        f64::from_bits(1u64 << (u + 1074))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_two_tiers_of_primes_are_every_prime_below_a_million_once() {
        let naive: Vec<u32> = (2..1000u32)
            .filter(|n| (2..*n).take_while(|d| d * d <= *n).all(|d| n % d != 0))
            .collect();
        assert_eq!(SMALL_PRIMES.to_vec(), naive);
        assert_eq!(large_primes().first(), Some(&1009));
        assert_eq!(large_primes().last(), Some(&999_983));
        // 78,498 primes below a million; all but 2 are odd.
        assert_eq!(odd_primes().count(), 78_497);
        assert!(odd_primes().zip(odd_primes().skip(1)).all(|(a, b)| a < b));
    }

    fn p(n: u64, d: u64) -> Prob {
        Prob::from_ratio(n, d)
    }

    #[test]
    fn reduces_and_displays_with_a_slash() {
        assert_eq!(p(2, 4).to_string(), "1/2");
        assert_eq!(p(0, 7).to_string(), "0/1");
        assert_eq!(p(5, 5).to_string(), "1/1");
        assert_eq!(Prob::zero().to_string(), "0/1");
        assert_eq!(Prob::one().to_string(), "1/1");
    }

    #[test]
    fn arithmetic_and_order() {
        assert_eq!(p(1, 6) + p(1, 3), p(1, 2));
        assert_eq!(&p(1, 6) + &p(1, 6), p(1, 3));
        assert_eq!(p(2, 3) * p(3, 4), p(1, 2));
        assert_eq!(&p(2, 3) * &p(0, 4), Prob::zero());
        assert_eq!(p(1, 2) - p(1, 3), p(1, 6));
        assert_eq!(p(1, 3) - p(1, 2), Prob::zero());
        assert_eq!(p(1, 3).complement(), p(2, 3));
        assert!(p(1, 3) < p(1, 2));
        assert!(p(2, 3) > p(3, 5));
        assert!(p(1, 100) < p(2, 3));
        let mut v = vec![p(2, 3), p(1, 7), p(1, 2), Prob::zero(), Prob::one()];
        v.sort();
        assert_eq!(
            v,
            vec![Prob::zero(), p(1, 7), p(1, 2), p(2, 3), Prob::one()]
        );
        let s: Prob = [p(1, 4), p(1, 4), p(1, 2)].iter().sum();
        assert_eq!(s, Prob::one());
    }

    #[test]
    fn percent_is_correctly_rounded() {
        assert_eq!(p(1, 2).percent(), 50.0);
        assert_eq!(p(1, 3).percent(), 100.0 / 3.0);
        assert_eq!(p(5, 36).percent(), 500.0 / 36.0);
        assert_eq!(p(1, 1).percent(), 100.0);
        assert_eq!(p(0, 1).percent(), 0.0);
        // Division of exactly representable values is correctly rounded in IEEE arithmetic,
        // so it is a reference for these.
        for d in 1..200u64 {
            for n in 0..=d {
                assert_eq!(p(n, d).to_f64(), n as f64 / d as f64, "{n}/{d}");
            }
        }
        // Tiny values reach the subnormal range and round there once.
        let tiny = Prob::new(BigUint::from(1u8), BigUint::from(1u8) << 1074u32);
        assert_eq!(tiny.to_f64(), f64::from_bits(1));
        let below = Prob::new(BigUint::from(1u8), BigUint::from(1u8) << 1076u32);
        assert_eq!(below.to_f64(), 0.0);
        // 6^-100 as a percent
        let x = Prob::new(BigUint::from(1u8), BigUint::from(6u8).pow(100));
        let want = 100.0 * 6f64.powi(-100);
        assert!((x.percent() - want).abs() <= want * 1e-15);
    }

    #[test]
    fn smooth_reduction_matches_gcd() {
        for den in [
            BigUint::from(6u8).pow(100),
            BigUint::from(1000u32).pow(7) * 997u32,
            BigUint::from(3u8).pow(60),
            BigUint::from(1u8),
            // Many factors of each prime: stripped in word-sized chunks, then the rest.
            BigUint::from(6u8).pow(2100),
            BigUint::from(3u8).pow(41) * BigUint::from(7u8).pow(23),
            BigUint::from(61003u32).pow(21) * 4u8,
            BigUint::from(999_983u32) * 1_000_003u32,
        ] {
            let s = Smooth::new(&den).unwrap_or_else(|| panic!("{den} is smooth"));
            for num in [
                BigUint::from(0u8),
                BigUint::from(1u8),
                BigUint::from(6u8).pow(40) * 7u8,
                BigUint::from(2u8).pow(300),
                BigUint::from(3u8).pow(200) * 5u8,
                BigUint::from(3u8).pow(40) * 2u8,
                BigUint::from(3u8).pow(41),
                BigUint::from(3u8).pow(81) * BigUint::from(7u8).pow(22) * 11u8,
                BigUint::from(3u8).pow(1999) * BigUint::from(2u8).pow(7),
                &den - 1u8,
                den.clone(),
            ] {
                assert_eq!(
                    s.prob(&num),
                    Prob::new(num.clone(), den.clone()),
                    "{num}/{den}"
                );
            }
        }
        // A prime factor up to a million, or what is left in a word after them, is found;
        // more than a word of primes above a million is not (a gcd per fraction then).
        assert!(Smooth::new(&BigUint::from(1009u32)).is_some());
        assert!(Smooth::new(&(BigUint::from(61003u32).pow(21) * 6u8)).is_some());
        assert!(Smooth::new(&(BigUint::from(999_983u32) * 1_000_003u32 * 4u8)).is_some());
        let two_big = BigUint::from(1_000_003u32) * 1_000_033u32;
        assert!(Smooth::new(&two_big.pow(2)).is_none());
        assert!(Smooth::new(&BigUint::from(0u8)).is_none());
    }

    #[test]
    fn word_cofactors_are_factored() {
        // Above a million: one prime, two, three, a square; and a die total after `rr`.
        for (n, want) in [
            (1_000_000_000_039u64, vec![1_000_000_000_039u64]),
            (1_000_003 * 1_000_033, vec![1_000_003, 1_000_033]),
            (
                1_000_003 * 1_000_033 * 1_000_037,
                vec![1_000_003, 1_000_033, 1_000_037],
            ),
            (4_294_967_291 * 4_294_967_291, vec![4_294_967_291; 2]),
            (18_446_744_073_709_551_557, vec![18_446_744_073_709_551_557]),
        ] {
            let mut got = Vec::new();
            factor_word(n, &mut got);
            got.sort_unstable();
            assert_eq!(got, want, "{n}");
        }
        let den = BigUint::from(6u8).pow(21) - 1u8;
        let s = Smooth::new(&den).expect("6^21 - 1 is factored");
        let product: BigUint = s
            .primes
            .iter()
            .map(|&(p, e)| BigUint::from(p).pow(e as u32))
            .product();
        assert_eq!(product, den);
        assert!(s.primes.iter().all(|&(p, _)| is_prime_word(p)));
        // Its powers, and their products with others, reduce as a gcd does; so do the gcd
        // rounds with the bases alone, also when the denominator is a part of their product.
        let den_n = den.pow(50) * BigUint::from(6u8).pow(7);
        let parts = [(den.clone(), 50), (BigUint::from(6u8), 7)];
        let s50 = Smooth::product(&parts, &den_n).expect("both bases are factored");
        let part = &den_n / (&den * 6u8 * 3u8);
        for num in [
            den.pow(49) * 7u8,
            den.pow(3) * 36u8 + 1u8,
            BigUint::from(6u8).pow(10) * den.pow(50),
            BigUint::from(2u8).pow(300),
            den.pow(50) * 5u8,
        ] {
            let want = Prob::new(num.clone(), den_n.clone());
            assert_eq!(s50.prob(&num), want, "{num}");
            let bases = parts.iter().map(|(b, _)| b);
            assert_eq!(Prob::over_cover(&num, bases, &den_n), want, "{num}");
            let bases = parts.iter().map(|(b, _)| b);
            let want = Prob::new(num.clone(), part.clone());
            assert_eq!(
                Prob::over_cover(&num, bases, &part),
                want,
                "{num} over a part"
            );
        }
        // Miller–Rabin against trial division.
        for n in 0u64..5000 {
            let trial = n >= 2 && (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0);
            assert_eq!(is_prime_word(n), trial, "{n}");
        }
    }

    #[test]
    fn fractions_are_signed() {
        let f = Fraction::new(BigInt::from(-6), BigUint::from(4u8));
        assert_eq!(f.to_string(), "-3/2");
        assert_eq!(f.to_f64(), -1.5);
        let z = Fraction::new(BigInt::from(0), BigUint::from(4u8));
        assert_eq!(z.to_string(), "0/1");
    }
}

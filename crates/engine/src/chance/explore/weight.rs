//! Exact path weights: products of step weights, `u128` until they outgrow it.

use num_bigint::BigUint;
use num_integer::Integer;

use super::super::prob::Prob;

/// A path weight: `u128` while it fits, then a big integer (always the narrowest form, so
/// equal weights compare equal).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum W {
    S(u128),
    B(BigUint),
}

impl W {
    pub(super) fn one() -> W {
        W::S(1)
    }

    pub(super) fn from_big(b: &BigUint) -> W {
        if b.bits() <= 128 {
            let mut d = b.iter_u64_digits();
            let lo = d.next().unwrap_or(0) as u128;
            let hi = d.next().unwrap_or(0) as u128;
            W::S(lo | hi << 64)
        } else {
            W::B(b.clone())
        }
    }

    pub(super) fn big(&self) -> BigUint {
        match self {
            W::S(x) => BigUint::from(*x),
            W::B(b) => b.clone(),
        }
    }

    pub(super) fn mul(&self, o: &W) -> W {
        match (self, o) {
            (W::S(a), W::S(b)) => match a.checked_mul(*b) {
                Some(x) => W::S(x),
                None => W::B(BigUint::from(*a) * *b),
            },
            _ => W::from_big(&(self.big() * o.big())),
        }
    }

    pub(super) fn add(&mut self, o: &W) {
        if let (W::S(a), W::S(b)) = (&*self, o) {
            if let Some(x) = a.checked_add(*b) {
                *self = W::S(x);
                return;
            }
        }
        *self = W::from_big(&(self.big() + o.big()));
    }
}

/// Adds `num/den` to a list of numerators per denominator (paths through the same steps share
/// a denominator, so the list stays short and no fraction is reduced per path).
pub(super) fn add_weight(parts: &mut Vec<(W, W)>, num: &W, den: &W) {
    for (d, n) in parts.iter_mut() {
        if d == den {
            n.add(num);
            return;
        }
    }
    parts.push((den.clone(), num.clone()));
}

/// The sum of the parts, over one common denominator: one reduction instead of one per part.
pub(super) fn sum_parts(parts: Vec<(W, W)>) -> Prob {
    if let [(d, n)] = &parts[..] {
        return Prob::new(n.big(), d.big());
    }
    let dens: Vec<BigUint> = parts.iter().map(|(d, _)| d.big()).collect();
    let common = lcm_all(&dens);
    let num: BigUint = parts
        .iter()
        .zip(&dens)
        .map(|((_, n), d)| n.big() * (&common / d))
        .sum();
    Prob::new(num, common)
}

/// The least common multiple of `dens` (not empty), without a gcd for a denominator that
/// divides the ones before it: paths' denominators are mostly powers of one another's factors
/// (6^n and 6^m), and a gcd of big numbers costs far more than a division.
pub(super) fn lcm_all<'a>(dens: impl IntoIterator<Item = &'a BigUint>) -> BigUint {
    let mut v: Vec<&BigUint> = dens.into_iter().collect();
    v.sort_unstable_by_key(|d| std::cmp::Reverse(d.bits()));
    let Some((first, rest)) = v.split_first() else {
        return BigUint::from(1u8);
    };
    let mut l = (*first).clone();
    for d in rest {
        if (&l % *d).bits() != 0 {
            l = l.lcm(d);
        }
    }
    l
}

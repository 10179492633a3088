//! An exploration's result: every distinct outcome with its exact probability, over one
//! common denominator.

use std::collections::{BTreeMap, HashMap};

use num_bigint::BigUint;

use super::super::prob::{Prob, Smooth};
use super::Caps;
use super::weight::{W, lcm_all};
use crate::engine::Value;

/// The exact outcome distribution of a procedure: every distinct tuple of quantities with its
/// probability (reduced; they sum to exactly 1).
#[derive(Clone, Debug)]
pub struct Chances {
    names: Vec<String>,
    /// What working it out took of its caps.
    spent: Caps,
    outcomes: Vec<(Vec<Value>, Prob)>,
    /// Each outcome's weight over the common denominator `common` (same order as
    /// `outcomes`): marginals add integers and reduce once per value.
    weights: Vec<BigUint>,
    common: BigUint,
    /// The common denominator's small-prime factors, for quick reduction.
    smooth: Option<Smooth>,
}

impl Chances {
    /// The quantity names, in the order the procedure reports them.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// What working it out took of its [`Caps`].
    pub fn spent(&self) -> Caps {
        self.spent
    }

    /// Every distinct outcome (values in the order of [`Chances::names`]) with its
    /// probability, ascending by values.
    pub fn outcomes(&self) -> &[(Vec<Value>, Prob)] {
        &self.outcomes
    }

    /// The distribution of one quantity, ascending by value (empty for an unknown name).
    pub fn marginal(&self, name: &str) -> Vec<(Value, Prob)> {
        let Some(i) = self.names.iter().position(|n| n == name) else {
            return Vec::new();
        };
        let mut m: BTreeMap<&Value, BigUint> = BTreeMap::new();
        for ((vals, _), w) in self.outcomes.iter().zip(&self.weights) {
            *m.entry(&vals[i]).or_default() += w;
        }
        m.into_iter()
            .map(|(v, w)| (v.clone(), self.reduce(&w)))
            .collect()
    }

    /// The probability that an outcome satisfies `pred` (given the values in name order).
    pub fn prob_where(&self, mut pred: impl FnMut(&[Value]) -> bool) -> Prob {
        let w: BigUint = self
            .outcomes
            .iter()
            .zip(&self.weights)
            .filter(|((v, _), _)| pred(v))
            .map(|(_, w)| w)
            .sum();
        self.reduce(&w)
    }

    fn reduce(&self, w: &BigUint) -> Prob {
        match &self.smooth {
            Some(s) => s.prob(w),
            None => Prob::new(w.clone(), self.common.clone()),
        }
    }
}

impl Chances {
    /// The outcomes gathered over every path (each a sum of path weights `num/den`), over one
    /// common denominator.
    pub(super) fn gather(
        names: Vec<String>,
        acc: HashMap<Vec<Value>, Vec<(W, W)>>,
        spent: Caps,
    ) -> Chances {
        // One common denominator for everything: a few lcm steps over the distinct path
        // denominators, then only products and sums, and one reduction per outcome.
        let mut factor: HashMap<W, BigUint> = HashMap::new();
        for parts in acc.values() {
            for (den, _) in parts {
                factor.entry(den.clone()).or_default();
            }
        }
        let bigs: Vec<BigUint> = factor.keys().map(W::big).collect();
        let common = lcm_all(&bigs);
        for (den, f) in factor.iter_mut() {
            *f = &common / den.big();
        }
        let mut rows: Vec<(Vec<Value>, BigUint)> = acc
            .into_iter()
            .map(|(v, parts)| {
                let w = parts
                    .iter()
                    .map(|(den, num)| num.big() * &factor[den])
                    .sum();
                (v, w)
            })
            .collect();
        rows.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        let mut chances = Chances {
            names,
            spent,
            outcomes: Vec::with_capacity(rows.len()),
            weights: Vec::with_capacity(rows.len()),
            smooth: Smooth::new(&common),
            common,
        };
        for (v, w) in rows {
            let p = chances.reduce(&w);
            chances.outcomes.push((v, p));
            chances.weights.push(w);
        }
        chances
    }
}

//! Exact probability distributions.
//!
//! INTERFACE STUB: the signatures below are the contract the rest of spw codes against; the
//! chance-engine work replaces the bodies (and may add private modules freely).

use num_bigint::BigUint;

use crate::dice::ast::{Die, Expr, Test};
use crate::error::Result;

/// An exact probability: a reduced fraction of arbitrary-precision integers.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Prob {
    num: BigUint,
    den: BigUint,
}

impl Prob {
    /// `num/den`, reduced. `den` must be non-zero.
    pub fn new(num: BigUint, den: BigUint) -> Prob {
        todo!("{num}/{den}")
    }
    pub fn zero() -> Prob {
        todo!()
    }
    pub fn numer(&self) -> &BigUint {
        &self.num
    }
    pub fn denom(&self) -> &BigUint {
        &self.den
    }
    /// The probability as a percentage, correctly rounded to f64 (for display only).
    pub fn percent(&self) -> f64 {
        todo!()
    }
}

/// `"num/den"`, always with the slash (`"1/1"`, `"0/1"`).
impl std::fmt::Display for Prob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

/// A distribution over integers: each outcome's weight out of a total (weights sum to the
/// total; only outcomes with weight > 0 are stored, ascending).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dist {
    entries: Vec<(i64, BigUint)>,
    total: BigUint,
}

impl Dist {
    pub fn entries(&self) -> &[(i64, BigUint)] {
        &self.entries
    }
    pub fn total(&self) -> &BigUint {
        &self.total
    }
    pub fn prob(&self, value: i64) -> Prob {
        todo!("{value}")
    }
    /// Exact mean as a fraction.
    pub fn mean(&self) -> Prob {
        todo!()
    }
    /// Mean and standard deviation for display.
    pub fn mean_sd(&self) -> (f64, f64) {
        todo!()
    }
}

/// The exact distribution of a whole expression, or `Error::Limit` when it is infeasible
/// within the work limit (never an approximation, never a hang).
pub fn of_expr(expr: &Expr) -> Result<Dist> {
    todo!("{expr:?}")
}

/// One die's faces.
pub fn of_die(die: &Die) -> Dist {
    todo!("{die:?}")
}

/// Sum of `n` dice.
pub fn sum_of(n: u32, die: &Die) -> Result<Dist> {
    todo!("{n}{die:?}")
}

/// How many of `n` dice meet `test`.
pub fn count_of(n: u32, die: &Die, test: Test) -> Result<Dist> {
    todo!("{n}{die:?}{test}")
}

/// How `n` dice fall across a die's distinct face values: each entry is the count of dice per
/// distinct value (ascending values, as `distinct_values`) with its weight out of `total`.
pub struct Tally {
    pub values: Vec<i64>,
    pub entries: Vec<(Vec<u32>, BigUint)>,
    pub total: BigUint,
}

pub fn tally_of(n: u32, die: &Die) -> Result<Tally> {
    todo!("{n}{die:?}")
}

// INTERFACE STUB (explorer): replaced by the chance-engine work.
use crate::engine::{Dice, Quantities, Value};

pub struct Chances {
    names: Vec<String>,
}

impl Chances {
    pub fn names(&self) -> &[String] {
        &self.names
    }
    pub fn marginal(&self, name: &str) -> Vec<(Value, Prob)> {
        todo!("{name}")
    }
}

pub fn explore(f: &mut dyn FnMut(&mut dyn Dice) -> Result<Quantities>) -> Result<Chances> {
    let _ = f;
    todo!()
}

impl std::ops::Add for Prob {
    type Output = Prob;
    fn add(self, _o: Prob) -> Prob {
        todo!()
    }
}

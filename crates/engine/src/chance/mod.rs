//! Exact probability distributions: of dice expressions ([`of_expr`]), of the aggregate steps
//! procedures ask for ([`sum_of`], [`count_of`], [`tally_of`]), and of whole procedures
//! ([`explore`], the exact interpreter of [`crate::engine::Dice`]).
//!
//! Exact always: weights are integers, probabilities reduced fractions of arbitrary precision;
//! floats appear only in display helpers (`percent`, `mean_sd`). A request that would take too
//! long or too much memory is refused up front with `Error::Limit` (see [`limits`]).
//!
//! Module map: [`prob`] fractions; [`dist`] distributions and their arithmetic; `num` the
//! fixed-width integers of the hot loops; [`pool`] sums, counts and keep/drop of dice pools;
//! [`die`] per-die modifiers; [`expr`] whole expressions; [`tally`] multinomials;
//! [`explore`] the procedure interpreter; [`goal`] the conditions `--goal` asks the chance of.

pub mod die;
pub mod dist;
pub mod explore;
pub mod expr;
pub mod given;
pub mod goal;
pub mod hyper;
pub mod limits;
pub mod num;
pub mod pool;
pub mod prob;
pub mod tally;

#[cfg(test)]
mod tests;

pub use dist::Dist;
pub use explore::{Chances, explore, explore_at};
pub use expr::{of_expr, of_term};
pub use pool::{Stat, pool};
pub use prob::{Fraction, Prob};
pub use tally::{Tally, tally_of};

use crate::dice::ast::{Die, Selection, Test};
use crate::error::Result;

/// One die's faces, each equally likely (a die without faces, which the parser never makes,
/// gives the certain value 0).
pub fn of_die(die: &Die) -> Dist {
    die::faces(die).unwrap_or_else(|_| Dist::point(0))
}

/// Sum of `n` dice.
pub fn sum_of(n: u32, die: &Die) -> Result<Dist> {
    let d = die::faces(die)?;
    pool(
        n,
        &d,
        Selection::default(),
        Stat::Sum,
        &format!("{n}{}", die.name),
    )
}

/// How many of `n` dice meet `test`.
pub fn count_of(n: u32, die: &Die, test: Test) -> Result<Dist> {
    let d = die::faces(die)?;
    let what = format!("{n}{}{test}", die.name);
    pool(n, &d, Selection::default(), Stat::Count(test), &what)
}

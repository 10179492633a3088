//! One description, two interpreters.
//!
//! A procedure (fire, save, barrage, ...) is written once, as a function over [`Dice`]: it asks
//! for dice in the order the rules roll them, in aggregate steps ("5 d6, how many score 4+?",
//! "2d6, their sum", "6 d10, how many land on each face?"), and decides what happens from the
//! answers. Two interpreters run that same function:
//!
//! - `Roller` (rolling): each step throws real dice from a seeded stream or from the dice the
//!   referee typed (`--dice`), and keeps every die for the output.
//! - `chance::Explorer` (exact): each step branches over every answer it can give, weighted by
//!   its exact probability, and the branches that end in the same outcome are merged.
//!
//! Steps are aggregates on purpose: "how many of 60 shots hit" has 61 answers, not 6^60, so the
//! exact interpreter stays small while the rolling one still shows every die.
//!
//! Draws from a pool (cards, chits, tiles: `crate::pools`) are steps too, answered *by class*
//! ("5 cards: how many of each suit?"): the roller takes real items from the session's pool and
//! shows each; the exact interpreter branches with multivariate hypergeometric weights over the
//! pool as it is now.

pub mod roller;

use std::fmt;

use serde::Serialize;

use crate::dice::ast::{Die, Expr, Test};
use crate::error::Result;

pub use crate::pools::By;
pub use roller::{Roller, Throw};

/// What a procedure asks of the dice. `what` names the step ("shots", "gun", "save") and
/// appears beside each die in the output; with several dice they are numbered ("shot 1").
pub trait Dice {
    /// One die.
    fn roll(&mut self, die: &Die, what: &str) -> Result<i64>;

    /// `n` dice: how many meet `test`.
    fn count(&mut self, n: u32, die: &Die, test: Test, what: &str) -> Result<u32>;

    /// `n` dice: their sum.
    fn sum(&mut self, n: u32, die: &Die, what: &str) -> Result<i64>;

    /// `n` dice: how many show each distinct face value of `die`, in ascending value order
    /// (see [`distinct_values`]).
    fn tally(&mut self, n: u32, die: &Die, what: &str) -> Result<Vec<u32>>;

    /// A whole dice expression (`2d6+1`, `d%`), as `spw roll` reads it.
    fn expr(&mut self, expr: &Expr, what: &str) -> Result<i64>;

    /// Repeat `attempt` until it gives an answer (`Some`), as in "ties are re-rolled". Rolling
    /// loops (with a cap); the exact interpreter conditions on the attempt succeeding.
    fn retry(
        &mut self,
        what: &str,
        attempt: &mut dyn FnMut(&mut dyn Dice) -> Result<Option<i64>>,
    ) -> Result<i64>;

    /// `n` items drawn without replacement from the pool called `pool`: how many fell in each
    /// class of `by`, in the order [`crate::pools::Pool::classes`] gives (red, black; clubs,
    /// diamonds, hearts, spades; ...; a joker class last when the pool has jokers). A draw of 1
    /// answers which class the item fell in; a procedure that needs order draws one at a time.
    /// What was drawn stays out of the pool for later steps (and, when rolled and the command
    /// succeeds, for later commands), and the pool's refill rule applies.
    fn draw(&mut self, pool: &str, n: u32, by: &By, what: &str) -> Result<Vec<u32>>;

    /// True when real dice are thrown; false while the exact interpreter explores.
    fn rolling(&self) -> bool;

    /// One die against a test: did it pass?
    fn test(&mut self, die: &Die, test: Test, what: &str) -> Result<bool> {
        Ok(self.count(1, die, test, what)? == 1)
    }
}

/// A die's distinct face values, ascending: the order of [`Dice::tally`]'s counts.
pub fn distinct_values(die: &Die) -> Vec<i64> {
    let mut v: Vec<i64> = die.faces.iter().map(|f| f.value).collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Runs `step` as one step of the procedure whose value alone matters to what follows (a
/// morale test's pass or fail, a running tally). Rolling, it is just `step`: every die is thrown
/// and shown as usual. Explored exactly, the ways `step` can fall are merged by value first, so
/// later steps are explored once per distinct value rather than once per way of reaching it.
/// This is [`Dice::retry`] with an attempt that always answers: conditioning on an answer that
/// is certain leaves the distribution exact.
pub fn settle(
    dice: &mut dyn Dice,
    what: &str,
    step: &mut dyn FnMut(&mut dyn Dice) -> Result<i64>,
) -> Result<i64> {
    dice.retry(what, &mut |d| step(d).map(Some))
}

/// The value of one quantity of an outcome, as `--chances` reports it (`hits` = 3,
/// `passed` = true, `result` = "1/2").
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(untagged)]
pub enum Value {
    Bool(bool),
    Int(i64),
    Text(String),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Bool(b) => write!(f, "{}", if *b { "yes" } else { "no" }),
            Value::Int(n) => write!(f, "{n}"),
            Value::Text(s) => f.write_str(s),
        }
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b)
    }
}

impl From<i64> for Value {
    fn from(n: i64) -> Value {
        Value::Int(n)
    }
}

impl From<u32> for Value {
    fn from(n: u32) -> Value {
        Value::Int(i64::from(n))
    }
}

impl From<usize> for Value {
    fn from(n: usize) -> Value {
        Value::Int(n as i64)
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::Text(s.to_string())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::Text(s)
    }
}

/// The named quantities of one outcome, in a fixed order: what `--chances` tabulates and what
/// `--json` puts in `result` under the same names.
pub type Quantities = Vec<(String, Value)>;

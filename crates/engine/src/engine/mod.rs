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

use std::any::{Any, TypeId};
use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::fmt::{self, Debug};
use std::rc::Rc;

use serde::Serialize;

use crate::dice::ast::{Die, Expr, Test};
use crate::error::{Error, Result};

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

    /// Repeat `attempt` until it gives an answer, as in "ties are re-rolled". Rolling loops
    /// (with a cap); the exact interpreter conditions on the attempt succeeding. The answer is
    /// type-erased so that `Dice` stays object-safe: procedures call the typed [`retry`] and
    /// [`settle`] instead.
    fn retry_erased(&mut self, what: &str, attempt: &mut dyn Attempt) -> Result<Rc<dyn Settled>>;

    /// [`Dice::retry_erased`] for an attempt that `key` names completely (within one
    /// exploration, the same key is the same attempt, whatever came before it): the exact
    /// interpreter explores it once per key and reuses its answers. Rolling, it is just the
    /// attempt.
    fn retry_keyed(
        &mut self,
        key: &str,
        what: &str,
        attempt: &mut dyn Attempt,
    ) -> Result<Rc<dyn Settled>> {
        let _ = key;
        self.retry_erased(what, attempt)
    }

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

/// A value a [`retry`] or [`settle`] step answers with, behind `dyn` so that [`Dice`] stays
/// object-safe. The exact interpreter lists a step's answers by [`Settled::order`], so its
/// results are deterministic. Every `Clone + Ord + Debug + 'static` type is one (`Clone`
/// because the exact interpreter hands the same answer to every branch that follows it).
pub trait Settled: Any + Debug {
    fn as_any(&self) -> &dyn Any;

    /// A total order: by the value's own `Ord` within one type; values of different types
    /// (which one step never gives) by their type.
    fn order(&self, other: &dyn Settled) -> Ordering;
}

impl<T: Clone + Ord + Debug + 'static> Settled for T {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn order(&self, other: &dyn Settled) -> Ordering {
        match other.as_any().downcast_ref::<T>() {
            Some(o) => self.cmp(o),
            None => TypeId::of::<T>().cmp(&other.as_any().type_id()),
        }
    }
}

/// The typed value back from an erased answer; a value of another type is a bug in an
/// interpreter, reported rather than panicking.
fn downcast<T: Clone + 'static>(v: &dyn Settled, what: &str) -> Result<T> {
    v.as_any().downcast_ref::<T>().cloned().ok_or_else(|| {
        Error::Runtime(format!(
            "{what}: the step answered {v:?}, not a value of the type asked for (an interpreter bug)"
        ))
    })
}

/// The attempt of a [`retry`], as [`Dice::retry_erased`] sees it: each run answers with a
/// number for its value, so the exact interpreter merges equal answers by number (the value's
/// own `Ord` found the number, with no dynamic call per path).
pub trait Attempt {
    /// Runs the attempt once: `Some(id)` when it answered, `id` numbering the distinct values
    /// answered so far, from 0 in the order first seen.
    fn run(&mut self, dice: &mut dyn Dice) -> Result<Option<usize>>;

    /// The value numbered `id`.
    fn value(&self, id: usize) -> Option<Rc<dyn Settled>>;
}

/// A typed attempt and the distinct values it has answered.
struct Numbered<T, F> {
    attempt: F,
    ids: BTreeMap<T, usize>,
    values: Vec<Rc<T>>,
}

impl<T, F> Attempt for Numbered<T, F>
where
    T: Clone + Ord + Debug + 'static,
    F: FnMut(&mut dyn Dice) -> Result<Option<T>>,
{
    fn run(&mut self, dice: &mut dyn Dice) -> Result<Option<usize>> {
        let Some(v) = (self.attempt)(dice)? else {
            return Ok(None);
        };
        if let Some(id) = self.ids.get(&v) {
            return Ok(Some(*id));
        }
        let id = self.values.len();
        self.values.push(Rc::new(v.clone()));
        self.ids.insert(v, id);
        Ok(Some(id))
    }

    fn value(&self, id: usize) -> Option<Rc<dyn Settled>> {
        let v = self.values.get(id)?;
        Some(v.clone())
    }
}

/// Repeats `attempt` until it gives an answer (`Some`), as in "ties are re-rolled": rolling,
/// it loops (with a cap); explored exactly, the attempt's answers are weighted by their chance
/// given that it answers at all, which is the distribution of "repeat until decided".
pub fn retry<T: Clone + Ord + Debug + 'static>(
    dice: &mut dyn Dice,
    what: &str,
    attempt: impl FnMut(&mut dyn Dice) -> Result<Option<T>>,
) -> Result<T> {
    let mut numbered = Numbered {
        attempt,
        ids: BTreeMap::new(),
        values: Vec::new(),
    };
    let v = dice.retry_erased(what, &mut numbered)?;
    downcast(&*v, what)
}

/// Runs `step` as one step of the procedure whose value alone matters to what follows (a
/// morale test's pass or fail, a running tally). Rolling, it is just `step`: every die is thrown
/// and shown as usual. Explored exactly, the ways `step` can fall are merged by value first, so
/// later steps are explored once per distinct value rather than once per way of reaching it.
/// This is [`retry`] with an attempt that always answers: conditioning on an answer that is
/// certain leaves the distribution exact.
///
/// Anything in the value splits the merge, so a value should hold only what later steps and
/// the outcome need; a detail kept only for the rolled account can be `None` while explored
/// (see [`Dice::rolling`]).
pub fn settle<T: Clone + Ord + Debug + 'static>(
    dice: &mut dyn Dice,
    what: &str,
    mut step: impl FnMut(&mut dyn Dice) -> Result<T>,
) -> Result<T> {
    retry(dice, what, |d| step(d).map(Some))
}

/// [`settle`] for a step that depends on no earlier answer, only on the plan (fixed for one
/// exploration) and what `key` names: the exact interpreter explores it once and reuses it
/// on every path that reaches it, so two independent steps one after the other cost the sum
/// of their paths, not the product. Two different steps must not share a key.
pub fn settle_keyed<T: Clone + Ord + Debug + 'static>(
    dice: &mut dyn Dice,
    what: &str,
    key: &str,
    mut step: impl FnMut(&mut dyn Dice) -> Result<T>,
) -> Result<T> {
    let mut numbered = Numbered {
        attempt: |d: &mut dyn Dice| step(d).map(Some),
        ids: BTreeMap::new(),
        values: Vec::new(),
    };
    let v = dice.retry_keyed(key, what, &mut numbered)?;
    downcast(&*v, what)
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

#[cfg(test)]
mod tests {
    use std::cmp::Ordering as Cmp;

    use super::*;
    use crate::dice::source::{RngSource, TableDice};

    /// Who wins a roll-off.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
    enum Winner {
        Attacker,
        Defender,
    }

    fn roll_off(d: &mut dyn Dice) -> Result<Option<Winner>> {
        let a = d.roll(&Die::standard(6), "attacker")?;
        let b = d.roll(&Die::standard(6), "defender")?;
        Ok(match a.cmp(&b) {
            Cmp::Greater => Some(Winner::Attacker),
            Cmp::Less => Some(Winner::Defender),
            Cmp::Equal => None,
        })
    }

    #[test]
    fn rolled_retry_rolls_a_tie_again_and_keeps_every_die() {
        let mut table = TableDice::parse("3,3,2,5").unwrap();
        let mut roller = Roller::new(&mut table);
        assert_eq!(
            retry(&mut roller, "roll-off", roll_off).unwrap(),
            Winner::Defender
        );
        let dice: Vec<i64> = roller
            .throws()
            .iter()
            .flat_map(|t| t.dice.iter().map(|d| d.value))
            .collect();
        assert_eq!(dice, [3, 3, 2, 5]);
    }

    #[test]
    fn rolled_retry_that_never_answers_stops_with_an_error() {
        let mut rng = RngSource::seeded(1);
        let mut roller = Roller::new(&mut rng);
        let r = retry(&mut roller, "roll-off", |d: &mut dyn Dice| {
            d.roll(&Die::standard(6), "die")?;
            Ok(None::<Winner>)
        });
        match r {
            Err(Error::Runtime(m)) => assert!(m.contains("still undecided"), "{m}"),
            other => panic!("{other:?}"),
        }
    }

    /// A settled value that is not a number.
    #[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
    struct Tally {
        hits: u32,
        faces: Vec<i64>,
    }

    #[test]
    fn rolled_settle_is_the_step_on_the_dice_thrown() {
        let mut table = TableDice::parse("6,2,5").unwrap();
        let mut roller = Roller::new(&mut table);
        let t = settle(&mut roller, "shots", |d: &mut dyn Dice| {
            let mut t = Tally {
                hits: 0,
                faces: Vec::new(),
            };
            for i in 1..=3 {
                let f = d.roll(&Die::standard(6), &format!("shot {i}"))?;
                t.hits += u32::from(f >= 5);
                t.faces.push(f);
            }
            Ok(t)
        })
        .unwrap();
        assert_eq!(
            t,
            Tally {
                hits: 2,
                faces: vec![6, 2, 5]
            }
        );
        assert_eq!(roller.throws().len(), 3);
    }

    /// Rolls as `Roller` does, but answers every retry with a number, whatever was asked.
    struct WrongType<'a>(Roller<'a>);

    impl Dice for WrongType<'_> {
        fn roll(&mut self, die: &Die, what: &str) -> Result<i64> {
            self.0.roll(die, what)
        }
        fn count(&mut self, n: u32, die: &Die, test: Test, what: &str) -> Result<u32> {
            self.0.count(n, die, test, what)
        }
        fn sum(&mut self, n: u32, die: &Die, what: &str) -> Result<i64> {
            self.0.sum(n, die, what)
        }
        fn tally(&mut self, n: u32, die: &Die, what: &str) -> Result<Vec<u32>> {
            self.0.tally(n, die, what)
        }
        fn expr(&mut self, expr: &Expr, what: &str) -> Result<i64> {
            self.0.expr(expr, what)
        }
        fn draw(&mut self, pool: &str, n: u32, by: &By, what: &str) -> Result<Vec<u32>> {
            self.0.draw(pool, n, by, what)
        }
        fn retry_erased(&mut self, _: &str, _: &mut dyn Attempt) -> Result<Rc<dyn Settled>> {
            Ok(Rc::new(7i64))
        }
        fn rolling(&self) -> bool {
            true
        }
    }

    #[test]
    fn an_answer_of_the_wrong_type_is_an_error_not_a_panic() {
        let mut rng = RngSource::seeded(1);
        let mut dice = WrongType(Roller::new(&mut rng));
        match retry(&mut dice, "roll-off", roll_off) {
            Err(Error::Runtime(m)) => assert!(m.contains("roll-off") && m.contains('7'), "{m}"),
            other => panic!("{other:?}"),
        }
        // The same type is read back.
        assert_eq!(
            settle(&mut dice, "n", |_: &mut dyn Dice| Ok(0i64)).unwrap(),
            7
        );
    }

    #[test]
    fn settled_values_order_by_their_own_ord() {
        let (a, b): (Rc<dyn Settled>, Rc<dyn Settled>) =
            (Rc::new(Winner::Defender), Rc::new(Winner::Attacker));
        assert_eq!(a.order(&*b), Cmp::Greater);
        assert_eq!(b.order(&*a), Cmp::Less);
        assert_eq!(a.order(&*a), Cmp::Equal);
        // Values of two types are unequal, one way round or the other.
        let n: Rc<dyn Settled> = Rc::new(1i64);
        assert_ne!(a.order(&*n), Cmp::Equal);
        assert_eq!(a.order(&*n), n.order(&*a).reverse());
    }
}

//! Dice against a score: the commonest step in every rule set ("a d6 per shot, hitting on 4+").
//! Every die the rules throw is thrown and shown, even when its answer is certain (a score no
//! face reaches, or one every face makes): the table sees it fall, and `--dice` reads typed
//! dice in the order the rules give whatever the scores.

use crate::dice::ast::{Cmp, Die, Test};
use crate::engine::Dice;
use crate::error::Result;

/// How many of `n` dice score `need` or more.
pub(crate) fn count_at_least(
    dice: &mut dyn Dice,
    n: u32,
    die: &Die,
    need: i64,
    what: &str,
) -> Result<u32> {
    if n == 0 {
        return Ok(0);
    }
    dice.count(n, die, Test::new(Cmp::Ge, need), what)
}

/// One die against `need` or more.
pub(crate) fn test_at_least(dice: &mut dyn Dice, die: &Die, need: i64, what: &str) -> Result<bool> {
    dice.test(die, Test::new(Cmp::Ge, need), what)
}

/// One die against `score` or less ("equal to or is less than its Close Combat Power").
pub(crate) fn test_at_most(dice: &mut dyn Dice, die: &Die, score: i64, what: &str) -> Result<bool> {
    dice.test(die, Test::new(Cmp::Le, score), what)
}

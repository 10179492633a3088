//! Dice against a score: the commonest step in every rule set ("a d6 per shot, hitting on 4+").
//! Dice are thrown only when they can change the answer: at the table nobody rolls for a
//! score no face reaches, or one every face makes, and `--dice` must not ask for such dice.

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
    if n == 0 || need > die.max() {
        return Ok(0);
    }
    if need <= die.min() {
        return Ok(n);
    }
    dice.count(n, die, Test::new(Cmp::Ge, need), what)
}

/// One die against `need` or more, thrown only when it can change the answer.
pub(crate) fn test_at_least(dice: &mut dyn Dice, die: &Die, need: i64, what: &str) -> Result<bool> {
    if need > die.max() {
        return Ok(false);
    }
    if need <= die.min() {
        return Ok(true);
    }
    dice.test(die, Test::new(Cmp::Ge, need), what)
}

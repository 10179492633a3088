//! Schwerpunkt (Nathan Ward): the default rule set. One file per procedure; the numbers are in
//! `data/schwerpunkt.toml` (typed in `data.rs`).

pub mod aa;
pub mod aircraft;
pub mod barrage;
pub mod data;
pub mod drift;
pub mod duel;
pub mod fire;
pub mod game_length;
pub mod initiative;
pub mod melee;
pub mod morale;
pub mod penetrate;
pub mod pin;
pub mod save;
pub mod scatter;
pub mod strafe;
pub mod terrain;
pub mod test;
pub mod victory;

use crate::data::Data;
use crate::dice::ast::{Cmp, Die, Expr, Test};
use crate::dice::parse;
use crate::engine::Dice;
use crate::error::{Error, Result};
use crate::rules::{Entry, RuleSet, entry};

pub const ID: &str = "schwerpunkt";

pub const RULES: RuleSet = RuleSet {
    id: ID,
    title: "Schwerpunkt",
    about: "Nathan Ward's miniatures rules for the age of the rifle",
    procedures,
};

fn procedures() -> &'static [Entry] {
    // In the order of the rules, so `spw rules` reads like the booklet.
    const ALL: &[Entry] = &[
        terrain::ENTRY,
        entry::<initiative::Initiative>(),
        entry::<fire::Fire>(),
        entry::<scatter::Scatter>(),
        entry::<barrage::Barrage>(),
        entry::<duel::Duel>(),
        entry::<save::Save>(),
        entry::<pin::Pin>(),
        entry::<penetrate::Penetrate>(),
        entry::<drift::Drift>(),
        entry::<test::Test>(),
        entry::<melee::Melee>(),
        entry::<morale::Morale>(),
        entry::<aircraft::Aircraft>(),
        entry::<aa::Aa>(),
        entry::<strafe::Strafe>(),
        entry::<game_length::GameLength>(),
        entry::<victory::Victory>(),
    ];
    ALL
}

/// The rules text's name for a table's die: parses a data field such as `"d6"` or `"dSF"` that
/// must be a single die.
pub fn die(data: &Data, table: &str, key: &str, spec: &str) -> Result<Die> {
    let e = expr(data, table, key, spec)?;
    match e {
        Expr::Dice(t) if t.count == 1 && t.per_die.is_empty() && t.count_successes.is_none() => {
            Ok(t.die)
        }
        _ => Err(Error::Data {
            path: format!("data/{ID}.toml"),
            message: format!("[{table}] {key} = \"{spec}\": must be a single die (d6, d10, dSF)"),
        }),
    }
}

/// A dice expression from a data field (`"2d6"`).
pub fn expr(data: &Data, table: &str, key: &str, spec: &str) -> Result<Expr> {
    parse::parse(spec, data.dice()?).map_err(|e| Error::Data {
        path: format!("data/{ID}.toml"),
        message: format!("[{table}] {key} = \"{spec}\": {e}"),
    })
}

/// Modifiers to a die roll, by name, as the rules list them.
#[derive(Clone, Debug, Default)]
pub struct Mods(pub Vec<(&'static str, i64)>);

impl Mods {
    pub fn add(&mut self, on: bool, name: &'static str, value: i64) {
        if on && value != 0 {
            self.0.push((name, value));
        }
    }

    pub fn total(&self) -> i64 {
        self.0.iter().map(|(_, v)| v).sum()
    }

    /// "pinned −1, moved −1".
    pub fn describe(&self) -> String {
        self.0
            .iter()
            .map(|(n, v)| format!("{n} {}", signed(*v)))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// "+1", "−1" (with a true minus sign, as printed rules do).
pub fn signed(v: i64) -> String {
    if v < 0 {
        format!("−{}", -v)
    } else {
        format!("+{v}")
    }
}

/// Checks a rating rolled against on `die` (marksmanship, skill): it must be a number the die
/// can roll, or the test means nothing.
pub fn rating(option: &str, value: i64, die: &Die, rule: &str) -> Result<i64> {
    let (lo, hi) = (die.min(), die.max());
    if value < lo || value > hi {
        return Err(Error::usage(format!(
            "{option} {value}: a {} shows {lo}–{hi}, so {} is {lo} to {hi} ({rule})",
            die.name,
            option.trim_start_matches('-').replace('-', " "),
        )));
    }
    Ok(value)
}

/// How many of `n` dice score `need` or more. Dice are thrown only when they can change the
/// answer: at the table nobody rolls for a score no face reaches, or one every face makes.
pub fn count_at_least(
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

/// One die against `need` or more, thrown only when it can change the answer (as
/// [`count_at_least`]).
pub fn test_at_least(dice: &mut dyn Dice, die: &Die, need: i64, what: &str) -> Result<bool> {
    if need > die.max() {
        return Ok(false);
    }
    if need <= die.min() {
        return Ok(true);
    }
    dice.test(die, Test::new(Cmp::Ge, need), what)
}

/// Checks `--sides` (initiative, victory): `min` to `max` names, none empty, no two the same
/// ignoring case. Returns them trimmed.
pub fn sides(raw: &[String], min: usize, max: usize) -> Result<Vec<String>> {
    let shown = raw.join(",");
    let count = if min == max {
        format!("the {min} sides'")
    } else {
        format!("{min} to {max}")
    };
    let sides: Vec<String> = raw.iter().map(|s| s.trim().to_string()).collect();
    if sides.len() < min || sides.len() > max || sides.iter().any(String::is_empty) {
        return Err(Error::usage(format!(
            "--sides {shown}: give {count} names separated by commas, none empty, e.g. --sides Germans,British"
        )));
    }
    for (i, s) in sides.iter().enumerate() {
        if sides[..i].iter().any(|o| o.eq_ignore_ascii_case(s)) {
            return Err(Error::usage(format!(
                "--sides {shown}: '{s}' is named twice; every side needs its own name"
            )));
        }
    }
    Ok(sides)
}

/// The noun for a count: `noun(1, "gun", "guns")` is "gun".
pub fn noun<'a>(n: u32, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 { one } else { many }
}

/// A count with its noun: "1 hit", "3 casualties".
pub fn count_text(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", noun(n, one, many))
}

/// Checks an optional distance option against the most the rules allow (`--range` for AA
/// guns and strafing aircraft): not negative, not beyond `max` inches.
pub fn within(option: &str, value: Option<i64>, max: i64, beyond: &str) -> Result<()> {
    match value {
        Some(r) if r < 0 => Err(Error::usage(format!(
            "{option} {r}: a distance in inches cannot be negative"
        ))),
        Some(r) if r > max => Err(Error::usage(format!("{option} {r}: {beyond}"))),
        _ => Ok(()),
    }
}

/// Checks a count option (`--shots`, `--hits`): `min` or more, at most `max`.
pub fn count(option: &str, value: i64, min: i64, max: i64, what: &str) -> Result<u32> {
    if value < min || value > max {
        return Err(Error::usage(format!(
            "{option} {value}: {what} must be {min} to {max}"
        )));
    }
    u32::try_from(value).map_err(|_| Error::usage(format!("{option} {value}: too large")))
}

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
use crate::dice::ast::{Die, Expr};
use crate::dice::parse;
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

//! Frontier (Bob Cordery's 'modern' version of Joseph Morschauser's rules, 2013): a grid of
//! squares, playing-card tiles for activation, artillery that scatters and battles of d6 +
//! battle power. One file per procedure; the numbers are in `data/frontier.toml` (typed in
//! `data.rs`).

pub(crate) mod artillery;
pub(crate) mod battle;
pub(crate) mod data;
pub(crate) mod units;

use crate::data::{Data, file};
use crate::error::Result;
use crate::rules::{Entry, RuleSet, entry};

pub(crate) const ID: &str = "frontier";

pub(crate) const RULES: RuleSet = RuleSet {
    id: ID,
    title: "Frontier",
    about: "Bob Cordery's 'modern' grid rules after Joseph Morschauser",
    data: file::<data::Frontier>(),
    examples: &["battle --attacker afv --defender infantry --defender-in cover"],
    tables: &[],
    pools: crate::rules::no_pools,
    procedures,
};

fn procedures() -> &'static [Entry] {
    // In the order of the rules, so `spw rules` reads like them.
    const ALL: &[Entry] = &[
        entry::<artillery::Artillery>(),
        entry::<units::Units>(),
        entry::<battle::Battle>(),
    ];
    ALL
}

/// The Frontier tables (`data/frontier.toml` with house rules), read on first use.
pub(crate) fn tables(data: &Data) -> Result<&data::Frontier> {
    data.get()
}

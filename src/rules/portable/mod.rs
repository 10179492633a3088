//! The Portable Wargame (Bob Cordery, after Joseph Morschauser): the nineteenth-century rules
//! for hexes. One file per procedure; the numbers are in `data/portable.toml` (typed in
//! `data.rs`). The rules name their sections by heading, not number, so `section` is a heading.

pub(crate) mod activate;
pub(crate) mod data;

use crate::data::{Data, file};
use crate::error::Result;
use crate::rules::{Entry, RuleSet, entry};

pub(crate) const ID: &str = "portable";

pub(crate) const RULES: RuleSet = RuleSet {
    id: ID,
    title: "The Portable Wargame",
    about: "Bob Cordery's nineteenth-century rules for hexes, after Morschauser",
    data: file::<data::Portable>(),
    examples: &["activate --units 8 --army european"],
    tables: &[],
    pools: crate::rules::no_pools,
    procedures,
};

fn procedures() -> &'static [Entry] {
    // In the order of the rules, so `spw rules` reads like the booklet.
    const ALL: &[Entry] = &[entry::<activate::Activate>()];
    ALL
}

/// The Portable Wargame tables (`data/portable.toml` with house rules), read on first use.
pub(crate) fn tables(data: &Data) -> Result<&data::Portable> {
    data.get()
}

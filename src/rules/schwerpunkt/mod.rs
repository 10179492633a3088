//! Schwerpunkt (Nathan Ward): the default rule set. One file per procedure; the numbers are in
//! `data/schwerpunkt.toml` (typed in `data.rs`).

pub(crate) mod aa;
pub(crate) mod aircraft;
pub(crate) mod barrage;
pub(crate) mod common;
pub(crate) mod data;
pub(crate) mod states;
pub(crate) mod drift;
pub(crate) mod duel;
pub(crate) mod fire;
pub(crate) mod flee;
pub(crate) mod game_length;
pub(crate) mod initiative;
pub(crate) mod melee;
pub(crate) mod morale;
pub(crate) mod movement;
pub(crate) mod penetrate;
pub(crate) mod pin;
pub(crate) mod save;
pub(crate) mod scatter;
pub(crate) mod strafe;
pub(crate) mod terrain;
pub(crate) mod test;
pub(crate) mod victory;

use crate::data::{Data, file};
use crate::error::Result;
use crate::rules::{Entry, RuleSet, entry};

pub(crate) const ID: &str = "schwerpunkt";

pub(crate) const RULES: RuleSet = RuleSet {
    id: ID,
    title: "Schwerpunkt",
    tag: "Schwerpunkt",
    about: "Nathan Ward's miniatures rules for the age of the rifle",
    data: file::<data::Schwerpunkt>(),
    examples: &[
        "barrage --guns 6",
        "fire --marksmanship 4 --shots 5 --pinned",
        "save --skill 5 --hits 4 --cover --chances",
        "--json morale --morale 7 --officer | jq .summary",
    ],
    tables: &["game_length", "schwerpunkt.damage --dice 5"],
    pools: crate::rules::no_pools,
    template: None,
    pool_names: &[],
    units: &states::UNITS,
    procedures,
};

fn procedures() -> &'static [Entry] {
    // In the order of the rules, so `spw rules` reads like the booklet.
    const ALL: &[Entry] = &[
        terrain::ENTRY,
        entry::<initiative::Initiative>(),
        entry::<movement::Move>(),
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
        entry::<flee::Flee>(),
        entry::<aircraft::Aircraft>(),
        entry::<aa::Aa>(),
        entry::<strafe::Strafe>(),
        entry::<game_length::GameLength>(),
        entry::<victory::Victory>(),
    ];
    ALL
}

/// The Schwerpunkt tables (`data/schwerpunkt.toml` with house rules), read on first use.
pub(crate) fn tables(data: &Data) -> Result<&data::Schwerpunkt> {
    data.get()
}

//! The Portable Wargame (Bob Cordery, after Joseph Morschauser): the nineteenth-century rules
//! for hexes. One file per procedure; the numbers are in `data/portable.toml` (typed in
//! `data.rs`). The rules name their sections by heading, not number, so `section` is a heading.

pub(crate) mod activate;
pub(crate) mod artillery;
pub(crate) mod close_combat;
pub(crate) mod data;
pub(crate) mod states;
pub(crate) mod fire;
pub(crate) mod initiative;
pub(crate) mod units;

use crate::data::{Data, file};
use crate::error::Result;
use crate::rules::{Entry, RuleSet, entry};

pub(crate) const ID: &str = "portable";

pub(crate) const RULES: RuleSet = RuleSet {
    id: ID,
    title: "The Portable Wargame",
    tag: "Portable",
    about: "Bob Cordery's nineteenth-century rules for hexes, after Morschauser",
    data: file::<data::Portable>(),
    examples: &[
        "activate --units 8 --army european",
        "close-combat --attacker cavalry --defender infantry-firearms --chances",
    ],
    tables: &[],
    pools: crate::rules::no_pools,
    template: None,
    pool_names: &[],
    units: &states::UNITS,
    procedures,
};

fn procedures() -> &'static [Entry] {
    // In the order of the rules, so `spw rules` reads like the booklet.
    const ALL: &[Entry] = &[
        entry::<units::Units>(),
        entry::<activate::Activate>(),
        entry::<initiative::Initiative>(),
        entry::<artillery::Artillery>(),
        entry::<fire::Fire>(),
        entry::<close_combat::CloseCombat>(),
    ];
    ALL
}

/// The Portable Wargame tables (`data/portable.toml` with house rules), read on first use.
/// A distance in hexes: "1 hex", "2 hexes".
pub(crate) fn hexes(n: i64) -> String {
    if n == 1 {
        "1 hex".into()
    } else {
        format!("{n} hexes")
    }
}

pub(crate) fn tables(data: &Data) -> Result<&data::Portable> {
    data.get()
}

/// What fire did to the Unit it hit, for the summary: "destroyed and removed".
pub(crate) fn effect_summary(e: data::Effect) -> &'static str {
    match e {
        data::Effect::Destroyed => "destroyed and removed",
        data::Effect::Pinned => {
            "pinned: it stops and may not move until unpinned (Regular European cavalry moves \
             towards the nearest enemy instead), and counts as in cover (Pinning)"
        }
        data::Effect::Unharmed => "unharmed (no effect)",
    }
}

/// An effect table as the rules print it: "5–6 destroys, 2–4 pins, 1 no effect".
pub(crate) fn effects_text(rows: &[data::EffectRow]) -> String {
    let mut rows = rows.to_vec();
    rows.sort_by_key(|r| std::cmp::Reverse(r.effect));
    rows.iter()
        .map(|r| format!("{} {}", r.roll, r.effect.words()))
        .collect::<Vec<_>>()
        .join(", ")
}

//! The Schwerpunkt Series (operational hex wargames): its Combat Results Table engine and the
//! procedures of its rules. The numbers are in `data/series.toml` (typed in `data.rs`); the
//! charts there are EXAMPLES, since each game of the series prints its own.

pub(crate) mod activity;
pub(crate) mod attrition;
pub(crate) mod crt;
pub(crate) mod data;
pub(crate) mod states;
pub(crate) mod event;
pub(crate) mod losses;
pub(crate) mod superiority;

use crate::data::{Data, file};
use crate::error::Result;
use crate::rules::{Entry, RuleSet, entry};

pub(crate) const ID: &str = "series";

pub(crate) const RULES: RuleSet = RuleSet {
    id: ID,
    title: "Schwerpunkt Series",
    tag: "Series",
    about: "operational hex wargames: a Combat Results Table for any game, C3I and chits",
    data: file::<data::Series>(),
    examples: &[
        "crt --attacker 29 --defender 13",
        "--chances crt --all-columns",
    ],
    tables: &[],
    pools,
    template: Some(include_str!("../../../data/templates/series.toml")),
    pool_names: &[superiority::CUP_A, superiority::CUP_B],
    units: &states::UNITS,
    procedures,
};

fn procedures() -> &'static [Entry] {
    // In the order of the rules, so `spw rules` reads like the booklet.
    const ALL: &[Entry] = &[
        entry::<attrition::Attrition>(),
        entry::<activity::Activity>(),
        entry::<superiority::Superiority>(),
        entry::<crt::Crt>(),
        entry::<losses::Losses>(),
        entry::<event::Event>(),
    ];
    ALL
}

/// The two combat chit cups (12.3), from `[chits]`.
fn pools(data: &Data) -> Result<Vec<(&str, &crate::pools::PoolDef)>> {
    let c = &tables(data)?.chits;
    Ok(vec![
        (superiority::CUP_A, &c.cup_a),
        (superiority::CUP_B, &c.cup_b),
    ])
}

/// The series tables (`data/series.toml` with house rules), read on first use.
pub(crate) fn tables(data: &Data) -> Result<&data::Series> {
    data.get()
}

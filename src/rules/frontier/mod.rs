//! Frontier (Bob Cordery's 'modern' version of Joseph Morschauser's rules, 2013): a grid of
//! squares, playing-card tiles for activation, artillery that scatters and battles of d6 +
//! battle power. One file per procedure; the numbers are in `data/frontier.toml` (typed in
//! `data.rs`).

pub(crate) mod artillery;
pub(crate) mod battle;
pub(crate) mod data;
pub(crate) mod states;
pub(crate) mod tiles;
pub(crate) mod units;

use crate::data::{Data, file};
use crate::error::Result;
use crate::rules::{Entry, RuleSet, entry};

pub(crate) const ID: &str = "frontier";

pub(crate) const RULES: RuleSet = RuleSet {
    id: ID,
    title: "Frontier",
    tag: "Frontier",
    about: "Bob Cordery's 'modern' grid rules after Joseph Morschauser",
    data: file::<data::Frontier>(),
    examples: &[
        "tiles --side Red=a,b,c --side Blue=x,y",
        "battle --attacker afv --defender infantry --defender-in cover",
    ],
    tables: &[],
    pools,
    template: None,
    pool_names: &[POOL],
    units: &states::UNITS,
    procedures,
};

fn procedures() -> &'static [Entry] {
    // In the order of the rules, so `spw rules` reads like them.
    const ALL: &[Entry] = &[
        entry::<tiles::Tiles>(),
        entry::<artillery::Artillery>(),
        entry::<units::Units>(),
        entry::<battle::Battle>(),
    ];
    ALL
}

/// The bag of playing-card tiles (Turn Sequence 1), as `spw draw --pool tiles` knows it.
pub(crate) const POOL: &str = "tiles";

/// Frontier's own pool: the tile bag, from `[tiles.bag]`.
fn pools(data: &Data) -> Result<Vec<(&str, &crate::pools::PoolDef)>> {
    Ok(vec![(POOL, &tables(data)?.tiles.bag)])
}

/// The Frontier tables (`data/frontier.toml` with house rules), read on first use.
pub(crate) fn tables(data: &Data) -> Result<&data::Frontier> {
    data.get()
}

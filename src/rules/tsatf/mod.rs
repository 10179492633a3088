//! The Sword, the Flame, Machine guns and Grenades (the Jackson Gamers' WWII adaptation of Larry
//! Brom's The Sword and the Flame, revised July 4, 2004): playing cards decide which side's unit
//! moves or fires next, D20s per weapon hit, and a card turned from the hit deck says what each
//! hit did. The rules have no numbered sections, so each procedure names its heading. One file
//! per procedure; the numbers are in `data/tsatf.toml` (typed in `data.rs`).

pub(crate) mod barrage;
pub(crate) mod cards;
pub(crate) mod close_combat;
pub(crate) mod data;
pub(crate) mod states;
pub(crate) mod fire;
pub(crate) mod grenades;
pub(crate) mod hits;
pub(crate) mod mortar;
pub(crate) mod movement;
pub(crate) mod spot;
pub(crate) mod test;
pub(crate) mod wound;

use clap::ValueEnum;
use serde::{Deserialize, Serialize};

use crate::data::{Data, file};
use crate::error::Result;
use crate::pools::PoolDef;
use crate::rules::{Entry, RuleSet, entry};

pub(crate) const ID: &str = "tsatf";

pub(crate) const RULES: RuleSet = RuleSet {
    id: ID,
    title: "The Sword, the Flame, Machine guns and Grenades",
    tag: "TSATF",
    about: "the Jackson Gamers' WWII variant of Larry Brom's The Sword and the Flame",
    data: file::<data::Tsatf>(),
    examples: &[
        "tsatf cards --red 4 --black 3",
        "tsatf fire --quality veteran --weapon lmg --firers 1 --range 15 --class II",
    ],
    tables: &[],
    pools,
    template: None,
    pool_names: &[ACTIVATION, HITS],
    units: &states::UNITS,
    procedures,
};

fn procedures() -> &'static [Entry] {
    // In the order of the rules, so `spw rules` reads like them.
    const ALL: &[Entry] = &[
        entry::<cards::Cards>(),
        entry::<movement::Move>(),
        entry::<fire::Fire>(),
        entry::<mortar::Mortar>(),
        entry::<barrage::Barrage>(),
        entry::<close_combat::CloseCombat>(),
        entry::<grenades::Grenades>(),
        entry::<test::Test>(),
        entry::<spot::Spot>(),
        entry::<wound::Wound>(),
    ];
    ALL
}

/// The activation deck (Turn Sequence 1–2), as `spw draw --pool activation` knows it.
pub(crate) const ACTIVATION: &str = "activation";

/// The hit deck (Fire Combat, NOTES), as `spw draw --pool hits` knows it.
pub(crate) const HITS: &str = "hits";

/// The rule set's own pools: the activation deck and the hit deck.
fn pools(data: &Data) -> Result<Vec<(&str, &PoolDef)>> {
    let t = tables(data)?;
    Ok(vec![(ACTIVATION, &t.activation.deck), (HITS, &t.hits.deck)])
}

/// The tables (`data/tsatf.toml` with house rules), read on first use.
pub(crate) fn tables(data: &Data) -> Result<&data::Tsatf> {
    data.get()
}

/// A unit's quality: the rows of the fire, test, spotting and close-combat tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Quality {
    Green,
    Veteran,
    Crack,
}

impl Quality {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Quality::Green => "green",
            Quality::Veteran => "veteran",
            Quality::Crack => "crack",
        }
    }
}

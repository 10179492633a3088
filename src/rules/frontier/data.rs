//! The typed form of `data/frontier.toml`: one struct per table code reads, checked on load.
//! Every table's `section` and `about` are required and read by `data::untyped`, not here
//! (`spw tables` shows them from the file itself); a table only rolled on needs no struct.

use serde::Deserialize;

use crate::data::{DieField, Problem};
use crate::data_file;
use crate::error::Result;
use crate::pools::PoolDef;

data_file! {
    /// Every Frontier table.
    Frontier / FrontierPatch {
        name: super::ID,
        text: include_str!("../../../data/frontier.toml"),
        check: Frontier::check_tables,
    } {
        units: Units,
        battle: Battle,
        artillery: Artillery,
        tiles: Tiles,
    }
}

impl Frontier {
    /// What the types cannot say: ranges, tables that must cover every roll.
    fn check_tables(&self) -> Result<(), Problem> {
        self.units.check()?;
        self.battle.check()?;
        self.artillery.check()?;
        self.tiles.check()?;
        Ok(())
    }
}

/// Movement, Artillery, Battles: the unit types.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Units {
    pub types: Vec<UnitType>,
}

/// One unit type's row.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub(crate) struct UnitType {
    /// The name on the command line (`light-field-artillery`).
    pub name: String,
    /// The rules' name (`Light field artillery`).
    pub title: String,
    /// Movement: grid squares a turn.
    #[serde(rename = "move")]
    pub moves: i64,
    /// Artillery: range in grid squares; 0 for a unit that fires no artillery.
    pub range: i64,
    /// Battles: battle power.
    pub power: i64,
    /// Battles: may be poor quality (infantry and cavalry).
    #[serde(default)]
    pub poor_quality: bool,
    /// Artillery: fires only at what it sees, and misses on 1–4 (AFVs, anti-tank guns).
    #[serde(default)]
    pub direct_only: bool,
}

impl Units {
    fn check(&self) -> Result<(), Problem> {
        if self.types.is_empty() {
            return Err(Problem::new(
                "units",
                "types",
                "needs at least one unit type",
            ));
        }
        for (i, t) in self.types.iter().enumerate() {
            let ok_name = !t.name.is_empty()
                && t.name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if !ok_name {
                return Err(Problem::new(
                    "units",
                    "name",
                    format!(
                        "'{}': a type name is lower-case letters, digits and -",
                        t.name
                    ),
                ));
            }
            if self.types[..i].iter().any(|o| o.name == t.name) {
                return Err(Problem::new(
                    "units",
                    "name",
                    format!("'{}' is given twice", t.name),
                ));
            }
            for (key, v, lo) in [
                ("move", t.moves, 0),
                ("range", t.range, 0),
                ("power", t.power, 1),
            ] {
                if !(lo..=100).contains(&v) {
                    return Err(Problem::new(
                        "units",
                        key,
                        format!("{}: {v} is not {lo} to 100", t.name),
                    ));
                }
            }
        }
        Ok(())
    }

    /// The type called `name`; an unknown name is refused listing the valid ones.
    pub(crate) fn get(&self, option: &str, name: &str) -> Result<&UnitType> {
        let what = ("a Frontier unit type", "");
        crate::rules::common::named(option, name, &self.types, |t| &t.name, what)
    }
}

/// Battles and the Special Rules' battle modifiers.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Battle {
    pub die: DieField,
    pub min_power: i64,
    pub cover: i64,
    pub fortification: i64,
    pub poor_quality: i64,
    pub enemy_one_above: i64,
    pub enemy_two_above: i64,
    pub enemy_below: i64,
    pub from_river: i64,
    pub destroys_on: i64,
}

impl Battle {
    fn check(&self) -> Result<(), Problem> {
        let die = self.die.die();
        if self.destroys_on < die.min() || self.destroys_on > die.max() {
            return Err(Problem::new(
                "battle",
                "destroys_on",
                format!("{} is not a face of {}", self.destroys_on, self.die.text()),
            ));
        }
        if !(0..=100).contains(&self.min_power) {
            return Err(Problem::new("battle", "min_power", "must be 0 to 100"));
        }
        Ok(())
    }
}

/// Artillery: where the fire lands on each face, under each table, and its effect.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Artillery {
    pub die: DieField,
    pub original: Vec<Lands>,
    pub clock: Vec<Lands>,
    pub centric: Vec<Lands>,
    pub effect_die: DieField,
    pub direct: i64,
    pub indirect: i64,
    pub min_range: i64,
}

/// Where artillery fire lands, relative to the target square as the firer sees it.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Lands {
    Target,
    Left,
    Beyond,
    Right,
    Short,
}

impl Artillery {
    fn check(&self) -> Result<(), Problem> {
        let die = self.die.die();
        // A die numbered 1..=n: each face is a row of the tables.
        let faces: Vec<i64> = die.faces.iter().map(|f| f.value).collect();
        let n = faces.len();
        if faces != (1..=n as i64).collect::<Vec<_>>() {
            return Err(Problem::new(
                "artillery",
                "die",
                "must be a die numbered 1 to N (each face is a row of the tables)",
            ));
        }
        for (key, rows) in [
            ("original", &self.original),
            ("clock", &self.clock),
            ("centric", &self.centric),
        ] {
            if rows.len() != n {
                return Err(Problem::new(
                    "artillery",
                    key,
                    format!("needs one place for each of the die's {n} faces"),
                ));
            }
        }
        let e = self.effect_die.die();
        for (key, v) in [("direct", self.direct), ("indirect", self.indirect)] {
            if v < e.min() || v > e.max() + 1 {
                return Err(Problem::new(
                    "artillery",
                    key,
                    format!("{v} is not a score of {}", self.effect_die.text()),
                ));
            }
        }
        if !(1..=100).contains(&self.min_range) {
            return Err(Problem::new("artillery", "min_range", "must be 1 to 100"));
        }
        Ok(())
    }
}

/// Turn Sequence 1–4: the bag of playing-card tiles, each with its place in the activation
/// order (`order`, lowest first).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Tiles {
    pub bag: PoolDef,
}

impl Tiles {
    fn check(&self) -> Result<(), Problem> {
        Problem::pool("tiles.bag", &self.bag)?;
        if self.bag.standard.is_some() {
            return Err(Problem::new(
                "tiles",
                "bag",
                "list the tiles as items, each with its order value",
            ));
        }
        let mut seen = std::collections::BTreeSet::new();
        for i in &self.bag.items {
            let Some(o) = i.values.get("order") else {
                return Err(Problem::new(
                    "tiles",
                    "items",
                    format!("tile {} has no order value", i.name),
                ));
            };
            if i.count != 1 || !seen.insert(*o) {
                return Err(Problem::new(
                    "tiles",
                    "items",
                    format!(
                        "tile {}: every tile is one of a kind with its own order value, so \
                         the activation order has no ties",
                        i.name
                    ),
                ));
            }
        }
        if self.bag.items.is_empty() {
            return Err(Problem::new("tiles", "items", "the bag needs tiles"));
        }
        Ok(())
    }

    /// The tiles' names, by ascending order value: the classes of a draw by `order`.
    pub(crate) fn by_order(&self) -> Vec<(i64, String)> {
        let mut v: Vec<(i64, String)> = self
            .bag
            .items
            .iter()
            .filter_map(|i| i.values.get("order").map(|o| (*o, i.name.clone())))
            .collect();
        v.sort();
        v
    }
}

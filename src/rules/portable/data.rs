//! The typed form of `data/portable.toml`: one struct per table code reads, checked on load.
//! Every table's `section` and `about` are required and read by `data::untyped`, not here
//! (`spw tables` shows them from the file itself); a table only rolled on needs no struct.

use serde::Deserialize;

use crate::data::{DieField, Problem, RollRange, check_ranges};
use crate::data_file;

data_file! {
    /// Every Portable Wargame table.
    Portable / PortablePatch {
        name: super::ID,
        text: include_str!("../../../data/portable.toml"),
        check: Portable::check_tables,
    } {
        activation: Activation,
        units: Units,
        close_combat: CloseCombat,
        fire: Fire,
        artillery: Artillery,
        initiative: Initiative,
    }
}

impl Portable {
    /// What the types cannot say: ranges, tables that must cover every roll.
    fn check_tables(&self) -> Result<(), Problem> {
        let a = &self.activation;
        Problem::at_least("activation", "per", a.per, 1)?;
        if a.d6_divisor < 1 {
            return Err(Problem::new(
                "activation",
                "d6_divisor",
                "must be at least 1",
            ));
        }
        if a.command < 0 {
            return Err(Problem::new(
                "activation",
                "command",
                "must not be negative",
            ));
        }
        self.check_units()?;
        let f = &self.fire;
        let span = (f.die.die().min(), f.die.die().max());
        check_ranges("fire", f.open.iter().map(|r| r.roll), span)?;
        check_ranges("fire", f.cover.iter().map(|r| r.roll), span)?;
        let a = &self.artillery;
        let span = (a.die.die().min(), a.die.die().max());
        check_ranges("artillery", a.lands.iter().map(|r| r.roll), span)?;
        check_ranges("artillery", a.direct.iter().map(|r| r.roll), span)?;
        check_ranges("artillery", a.indirect.iter().map(|r| r.roll), span)?;
        let c = &self.close_combat;
        if c.attackers.is_empty() {
            return Err(Problem::new(
                "close_combat",
                "attackers",
                "must list the reduction for 1 attacking Unit (0) at least",
            ));
        }
        Problem::at_least("close_combat", "min_power", c.min_power, 1)?;
        Ok(())
    }
}

impl Portable {
    /// Unit types: at least one, ids unique and kebab-case, numbers that make sense.
    fn check_units(&self) -> Result<(), Problem> {
        let types = &self.units.types;
        if types.is_empty() {
            return Err(Problem::new("units", "types", "lists no unit type"));
        }
        for (i, t) in types.iter().enumerate() {
            let kebab = !t.id.is_empty()
                && t.id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if !kebab {
                return Err(Problem::new(
                    "units",
                    "id",
                    format!("'{}' must be lower-case letters, digits and '-'", t.id),
                ));
            }
            if types[..i].iter().any(|o| o.id == t.id) {
                return Err(Problem::new(
                    "units",
                    "id",
                    format!("'{}' is listed twice", t.id),
                ));
            }
            if t.power < 1 {
                return Err(Problem::new(
                    "units",
                    "power",
                    format!("{}: must be at least 1", t.id),
                ));
            }
            if t.movement.is_some_and(|m| m < 1) || t.range.is_some_and(|r| r < 1) {
                return Err(Problem::new(
                    "units",
                    "movement",
                    format!(
                        "{}: movement and range are at least 1, or left out for none",
                        t.id
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The unit type called `id`, or a refusal listing the valid ones.
    pub(crate) fn unit(&self, option: &str, id: &str) -> crate::error::Result<&UnitType> {
        let what = ("a unit type", "Unit Types");
        crate::rules::common::named(option, id, &self.units.types, |t| &t.id, what)
    }
}

/// Activation Dice, Appendix 1.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Activation {
    pub die: DieField,
    pub d6: DieField,
    pub d6_divisor: i64,
    pub command: i64,
    pub per: i64,
}

/// Unit Types.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Units {
    pub types: Vec<UnitType>,
}

/// One unit type: movement and range in hexes (`None` for the rules' "-").
#[derive(Clone, Debug, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct UnitType {
    pub id: String,
    pub name: String,
    pub kind: Kind,
    pub movement: Option<i64>,
    pub power: i64,
    pub range: Option<i64>,
}

/// Which rules a unit type follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Kind {
    Infantry,
    Cavalry,
    MachineGuns,
    Artillery,
    Command,
}

/// Close Combat, with Hills, Rivers, Woods, Built-up Areas and Fortifications.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CloseCombat {
    pub die: DieField,
    pub attackers: Vec<i64>,
    pub uphill: i64,
    pub from_river: i64,
    pub woods: i64,
    pub bua: i64,
    pub fortification: i64,
    pub dismounted: i64,
    pub min_power: i64,
}

/// Non-Artillery Fire.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Fire {
    pub die: DieField,
    pub open: Vec<EffectRow>,
    pub cover: Vec<EffectRow>,
}

/// One row of a fire effect table: the rolls and what they do to the Unit hit.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct EffectRow {
    pub roll: RollRange,
    pub effect: Effect,
}

/// What fire does to the Unit it hits, least to worst.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Effect {
    #[serde(rename = "no_effect")]
    Unharmed,
    Pinned,
    Destroyed,
}

impl Effect {
    /// The quantity's value: `destroyed`, `pinned`, `no_effect`.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Effect::Unharmed => "no_effect",
            Effect::Pinned => "pinned",
            Effect::Destroyed => "destroyed",
        }
    }

    /// What one die did, as the rules say it.
    pub(crate) fn words(self) -> &'static str {
        match self {
            Effect::Unharmed => "no effect",
            Effect::Pinned => "pins",
            Effect::Destroyed => "destroys",
        }
    }
}

/// The effect of `roll` on a checked effect table (every roll of its die has a row).
pub(crate) fn effect_of(rows: &[EffectRow], roll: i64) -> Effect {
    rows.iter()
        .find(|r| r.roll.contains(roll))
        .map_or(Effect::Unharmed, |r| r.effect)
}

/// Artillery Fire.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Artillery {
    pub die: DieField,
    pub sure_range: i64,
    pub lands: Vec<LandsRow>,
    pub direct: Vec<EffectRow>,
    pub indirect: Vec<EffectRow>,
}

/// One row of where artillery fire lands.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct LandsRow {
    pub roll: RollRange,
    pub hex: Hex,
}

/// The hex artillery fire lands in, relative to the target hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Hex {
    Target,
    Front,
    Behind,
}

/// Turn Sequence 2.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Initiative {
    pub die: DieField,
}

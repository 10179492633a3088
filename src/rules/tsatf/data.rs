//! The typed form of `data/tsatf.toml`: one struct per table code reads, checked on load.
//! Every table's `section` and `about` are required and read by `data::untyped`, not here
//! (`spw tables` shows them from the file itself); a table only rolled on needs no struct.

use serde::Deserialize;

use crate::data::{DiceExpr, DieField, Problem};
use crate::data_file;
use crate::error::Result;
use crate::pools::PoolDef;
use crate::rules::tsatf::Quality;

data_file! {
    /// Every table of The Sword, the Flame, Machine guns and Grenades.
    Tsatf / TsatfPatch {
        name: super::ID,
        text: include_str!("../../../data/tsatf.toml"),
        check: Tsatf::check_tables,
    } {
        activation: Activation,
        hits: Hits,
        fire: Fire,
        movement: Movement,
        tests: Tests,
        close_combat: CloseCombat,
        mortar: Mortar,
        barrage: Barrage,
        spotting: Spotting,
        wounds: Wounds,
        grenades: Grenades,
    }
}

impl Tsatf {
    /// What the types cannot say: every weapon has its row, the to-hit numbers are D20 numbers,
    /// the hit deck's cards say what they do.
    fn check_tables(&self) -> Result<(), Problem> {
        Problem::pool("activation.deck", &self.activation.deck)?;
        Problem::pool("hits.deck", &self.hits.deck)?;
        self.hits.check()?;
        self.fire.check()?;
        self.movement.check()?;
        self.tests.check()?;
        let c = &self.close_combat;
        if !(c.wounded >= 1 && c.killed > c.wounded) {
            return Err(Problem::new(
                "close_combat",
                "killed",
                "killed must be above wounded, and wounded at least 1",
            ));
        }
        Ok(())
    }
}

/// Turn Sequence 1–2: the activation deck.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Activation {
    pub deck: PoolDef,
}

/// Fire Combat (NOTES): the hit deck.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Hits {
    pub deck: PoolDef,
}

/// What a hit card does, by its kind (the classes the hit deck is drawn by).
pub(crate) const HIT_KINDS: [&str; 6] = [
    "pinned",
    "wounded",
    "killed",
    "leader pinned",
    "leader wounded",
    "leader killed",
];

impl Hits {
    fn check(&self) -> Result<(), Problem> {
        for it in &self.deck.items {
            let kind = it.kind.as_deref().unwrap_or("");
            if !HIT_KINDS.contains(&kind) {
                return Err(Problem::new(
                    "hits.deck",
                    "items",
                    format!(
                        "'{}': kind = \"{kind}\"; a hit card's kind is one of {}",
                        it.name,
                        HIT_KINDS.join(", ")
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// Fire Combat: weapons and the range tables.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Fire {
    pub weapons: Vec<Weapon>,
    /// Added to the to-hit number of a shaken unit.
    pub shaken: i64,
    pub rows: Vec<Row>,
}

/// One weapon: its D20s and the row of the range tables it reads.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Weapon {
    pub name: String,
    pub title: String,
    /// D20s rolled per weapon firing.
    pub dice: i64,
    pub row: String,
    /// The firers' quality picks the row (Green/Veteran/Crack Rifle).
    #[serde(default)]
    pub quality: bool,
}

/// One line of the Close, Medium and Long Range tables.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Row {
    pub row: String,
    #[serde(default)]
    pub quality: Option<Quality>,
    pub title: String,
    #[serde(default)]
    pub close: Option<Band>,
    #[serde(default)]
    pub medium: Option<Band>,
    #[serde(default)]
    pub long: Option<Band>,
}

/// One range band of a row: how far it reaches and the to-hit number per target class.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Band {
    pub range: i64,
    /// Class I–IV; 0 is N/A.
    pub hit: [i64; 4],
}

impl Row {
    /// The bands in order: (name, band).
    pub(crate) fn bands(&self) -> Vec<(&'static str, Band)> {
        [
            ("close", self.close),
            ("medium", self.medium),
            ("long", self.long),
        ]
        .into_iter()
        .filter_map(|(n, b)| b.map(|b| (n, b)))
        .collect()
    }
}

impl Fire {
    /// The row a weapon reads for firers of `quality`.
    pub(crate) fn row(&self, weapon: &Weapon, quality: Option<Quality>) -> Option<&Row> {
        self.rows.iter().find(|r| {
            r.row == weapon.row && (!weapon.quality || r.quality.is_none() || r.quality == quality)
        })
    }

    fn check(&self) -> Result<(), Problem> {
        if self.weapons.is_empty() {
            return Err(Problem::new("fire", "weapons", "needs at least one weapon"));
        }
        for w in &self.weapons {
            if !(1..=52).contains(&w.dice) {
                return Err(Problem::new(
                    "fire",
                    "weapons",
                    format!("'{}': dice = {} (1 to 52 D20s)", w.name, w.dice),
                ));
            }
            let qualities: &[Option<Quality>] = if w.quality {
                &[
                    Some(Quality::Green),
                    Some(Quality::Veteran),
                    Some(Quality::Crack),
                ]
            } else {
                &[None]
            };
            for &q in qualities {
                if self.row(w, q).is_none() {
                    return Err(Problem::new(
                        "fire",
                        "rows",
                        format!(
                            "weapon '{}' reads row '{}'{}, and no row has it",
                            w.name,
                            w.row,
                            q.map(|q| format!(" for {} firers", q.name()))
                                .unwrap_or_default()
                        ),
                    ));
                }
            }
        }
        for r in &self.rows {
            let bands = r.bands();
            if bands.is_empty() {
                return Err(Problem::new(
                    "fire.rows",
                    "close",
                    format!("row '{}' has no range band", r.title),
                ));
            }
            let mut last = -1;
            for (name, b) in bands {
                if b.range <= last {
                    return Err(Problem::new(
                        "fire.rows",
                        name,
                        format!(
                            "row '{}': range = {} must reach further than the band before",
                            r.title, b.range
                        ),
                    ));
                }
                last = b.range;
                if b.hit.iter().any(|h| !(0..=20).contains(h)) {
                    return Err(Problem::new(
                        "fire.rows",
                        name,
                        format!(
                            "row '{}': hit = {:?}; a to-hit number is 1 to 20 on a D20, or 0 for N/A",
                            r.title, b.hit
                        ),
                    ));
                }
            }
        }
        if !(-20..=20).contains(&self.shaken) {
            return Err(Problem::new("fire", "shaken", "shaken = -20 to 20"));
        }
        Ok(())
    }
}

/// Movement: the dice of each troop type.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Movement {
    pub types: Vec<Troop>,
    /// What loading or unloading costs.
    pub loading: DiceExpr,
}

/// One row of the Movement table.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Troop {
    pub name: String,
    pub title: String,
    /// Dice in the open, in rough/woods, and added on a road.
    pub open: i64,
    pub rough: i64,
    pub road: i64,
    /// The least move in rough/woods ("*Minimum 3\""); 0 for none.
    #[serde(default)]
    pub rough_min: i64,
}

impl Movement {
    fn check(&self) -> Result<(), Problem> {
        if self.types.is_empty() {
            return Err(Problem::new(
                "movement",
                "types",
                "needs at least one troop type",
            ));
        }
        for t in &self.types {
            for (key, n) in [("open", t.open), ("rough", t.rough), ("road", t.road)] {
                if !(0..=20).contains(&n) {
                    return Err(Problem::new(
                        "movement",
                        "types",
                        format!("'{}': {key} = {n} (0 to 20 dice)", t.name),
                    ));
                }
            }
            if !(0..=1000).contains(&t.rough_min) {
                return Err(Problem::new(
                    "movement",
                    "types",
                    format!(
                        "'{}': rough_min = {} (0 to 1000 inches)",
                        t.name, t.rough_min
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// Tests and Morale Checks: the three D20 tables.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Tests {
    pub die: DieField,
    /// Added to the number of a shaken or pinned unit testing to stand.
    pub shaken_stand: i64,
    /// Inches a unit falls back when it fails to close (Close Combat, Tests).
    pub close_fall_back: DiceExpr,
    /// Inches a unit falls back when it fails to stand (Close Combat, Tests).
    pub stand_fall_back: DiceExpr,
    /// Inches a routing unit moves, now and each turn (Critical Morale).
    pub rout: DiceExpr,
    pub tables: Vec<TestTable>,
}

/// One test table: the kinds it serves and per quality [with leader, without].
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct TestTable {
    pub title: String,
    pub kinds: Vec<String>,
    pub green: [i64; 2],
    pub veteran: [i64; 2],
    pub crack: [i64; 2],
}

impl TestTable {
    pub(crate) fn number(&self, q: Quality, leader: bool) -> i64 {
        let row = match q {
            Quality::Green => self.green,
            Quality::Veteran => self.veteran,
            Quality::Crack => self.crack,
        };
        row[usize::from(!leader)]
    }
}

/// The test kinds, as `--kind` takes them.
pub(crate) const TEST_KINDS: [&str; 6] = ["close", "stand", "rally", "major", "critical", "pinned"];

impl Tests {
    /// The table that serves `kind`.
    pub(crate) fn table(&self, kind: &str) -> Option<&TestTable> {
        self.tables
            .iter()
            .find(|t| t.kinds.iter().any(|k| k == kind))
    }

    fn check(&self) -> Result<(), Problem> {
        for k in TEST_KINDS {
            if self.table(k).is_none() {
                return Err(Problem::new(
                    "tests",
                    "tables",
                    format!("no table serves the {k} test; every kind needs one"),
                ));
            }
        }
        for t in &self.tables {
            for k in &t.kinds {
                if !TEST_KINDS.contains(&k.as_str()) {
                    return Err(Problem::new(
                        "tests",
                        "tables",
                        format!(
                            "'{}': kind '{k}' is not one of {}",
                            t.title,
                            TEST_KINDS.join(", ")
                        ),
                    ));
                }
            }
        }
        if !(-100..=100).contains(&self.shaken_stand) {
            return Err(Problem::new("tests", "shaken_stand", "-100 to 100"));
        }
        Ok(())
    }
}

/// Close Combat and Hand Grenades.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CloseCombat {
    pub stragglers: Stragglers,
    pub rows: Vec<FightRow>,
    pub higher: i64,
    pub gurkhas: i64,
    pub usmc: i64,
    pub wire: i64,
    pub serving: i64,
    pub smg: i64,
    pub grenade: DiceExpr,
    pub melee: DiceExpr,
    /// The winner's die kills on this or more, wounds on `wounded` or more, else pushes back.
    pub killed: i64,
    pub wounded: i64,
}

/// The straggler dice per quality.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Stragglers {
    pub green: DiceExpr,
    pub veteran: DiceExpr,
}

/// One row of the close-combat quality table.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct FightRow {
    pub name: Quality,
    pub crews: bool,
    pub charging: i64,
    pub cover: i64,
    pub flank: i64,
}

/// Light Mortars (and Medium).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Mortar {
    pub on_target: i64,
    pub directions: [String; 4],
    pub ranged: i64,
    pub green: [i64; 4],
    pub veteran: [i64; 4],
    pub light: MortarKind,
    pub medium: MortarKind,
}

#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct MortarKind {
    pub min: i64,
    pub max: i64,
    pub template: i64,
}

/// Offboard Artillery and Heavy Mortars.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Barrage {
    pub die: DieField,
    pub per_weapon: i64,
}

/// The Spotting Table.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Spotting {
    pub automatic: i64,
    pub green: Vec<SpotBand>,
    pub veteran: Vec<SpotBand>,
    pub crack: Vec<SpotBand>,
}

#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SpotBand {
    pub range: i64,
    /// [with leader, without].
    pub hit: [i64; 2],
}

impl Spotting {
    pub(crate) fn bands(&self, q: Quality) -> &[SpotBand] {
        match q {
            Quality::Green => &self.green,
            Quality::Veteran => &self.veteran,
            Quality::Crack => &self.crack,
        }
    }
}

/// WOUNDS: [recovers on this or less, stays wounded on this or less].
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Wounds {
    pub first: [i64; 2],
    pub later: [i64; 2],
}

/// Hand Grenades: the optional supply.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Grenades {
    pub dice: DiceExpr,
}

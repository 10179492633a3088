//! The typed form of `data/schwerpunkt.toml`: one struct per table, checked on load.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::data::table::parse_range;
use crate::data::{DataFile, Problem};
use crate::data_file;

data_file! {
    /// Every Schwerpunkt table.
    Schwerpunkt / SchwerpunktPatch {
        fire: Fire,
        scatter: Scatter,
        morale: Morale,
        save: Save,
        test: Test,
        pin: Pin,
        barrage: Barrage,
        duel: Duel,
        drift: Drift,
        initiative: Initiative,
        game_length: GameLength,
        victory: Victory,
        penetrate: Penetrate,
        penetration: Penetration,
        damage: Damage,
        melee: Melee,
        aircraft: Aircraft,
        aa: Aa,
        strafe: Strafe,
        terrain: crate::rules::schwerpunkt::terrain::table::TerrainTable,
    }
}

impl DataFile for Schwerpunkt {
    type Patch = SchwerpunktPatch;

    fn apply(&mut self, patch: SchwerpunktPatch) {
        self.apply_patch(patch);
    }

    fn check(&self) -> Result<(), Problem> {
        check_dice("fire", "die", &self.fire.die)?;
        check_dice("fire", "sf_die", &self.fire.sf_die)?;
        if self.fire.seize_jams < 1 {
            return Err(Problem::new("fire", "seize_jams", "must be at least 1"));
        }
        check_dice("scatter", "die", &self.scatter.die)?;
        check_dice("scatter", "distance", &self.scatter.distance)?;
        check_dice("scatter", "bearing", &self.scatter.bearing)?;
        check_dice("morale", "dice", &self.morale.dice)?;
        if self.morale.min_rating > self.morale.max_rating {
            return Err(Problem::new(
                "morale",
                "min_rating",
                "must not exceed max_rating",
            ));
        }
        self.check_sp1()?;
        self.check_vehicles_melee_air()?;
        check_dice("terrain", "row_die", &self.terrain.row_die)?;
        check_dice("terrain", "column_die", &self.terrain.column_die)?;
        check_dice("terrain", "count_die", &self.terrain.count_die)?;
        check_dice("terrain", "river_die", &self.terrain.river_die)?;
        check_dice("terrain", "railway_die", &self.terrain.railway_die)?;
        self.terrain.check()?;
        Ok(())
    }
}

/// A dice field must at least look like notation; the full check happens when it is parsed
/// with the named dice (`Dice::die`/`expr` in the procedures).
fn check_dice(table: &str, key: &str, v: &str) -> Result<(), Problem> {
    if v.trim().is_empty() || !v.contains(['d', 'D']) {
        return Err(Problem::new(
            table,
            key,
            format!("'{v}' is not dice notation (d6, 2d6, dSF)"),
        ));
    }
    Ok(())
}

/// 3.0 Firing.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fire {
    pub section: String,
    pub about: String,
    pub die: String,
    pub pinned: i64,
    pub moved: i64,
    pub long_range: i64,
    pub sf_die: String,
    pub seize_jams: u32,
}

/// 3.0 template scatter.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scatter {
    pub section: String,
    pub about: String,
    pub die: String,
    pub distance: String,
    pub bearing: String,
}

/// 5.0 Morale.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Morale {
    pub section: String,
    pub about: String,
    pub dice: String,
    pub officer: i64,
    pub min_rating: i64,
    pub max_rating: i64,
}

impl Schwerpunkt {
    /// The checks of the vehicle (3.5, 4.2), melee (4.0) and air (6.0–6.2) tables.
    fn check_vehicles_melee_air(&self) -> Result<(), Problem> {
        let p = &self.penetrate;
        check_dice("penetrate", "to_hit", &p.to_hit)?;
        check_dice("penetrate", "percentile", &p.percentile)?;
        let t = &self.penetration;
        if t.vehicles.is_empty() {
            return Err(Problem::new(
                "penetration",
                "vehicles",
                "lists no vehicle class",
            ));
        }
        for (i, v) in t.vehicles.iter().enumerate() {
            if t.vehicles[..i].iter().any(|w| w.eq_ignore_ascii_case(v)) {
                return Err(Problem::new(
                    "penetration",
                    "vehicles",
                    format!("'{v}' is listed twice"),
                ));
            }
        }
        if t.classes.is_empty() {
            return Err(Problem::new(
                "penetration",
                "classes",
                "lists no weapon class",
            ));
        }
        for (i, row) in t.classes.iter().enumerate() {
            let earlier = &t.classes[..i];
            if row.class < 1 || earlier.iter().any(|r| r.class == row.class) {
                return Err(Problem::new(
                    "penetration",
                    "classes",
                    format!(
                        "class {} must be a whole number from 1, listed once",
                        row.class
                    ),
                ));
            }
            if let Some(name) = &row.name {
                if earlier.iter().any(|r| {
                    r.name
                        .as_deref()
                        .is_some_and(|n| n.eq_ignore_ascii_case(name))
                }) {
                    return Err(Problem::new(
                        "penetration",
                        "classes",
                        format!("the name '{name}' is given to two classes"),
                    ));
                }
            }
            for v in &t.vehicles {
                if !row.scores.contains_key(v) {
                    return Err(Problem::new(
                        "penetration",
                        "classes",
                        format!(
                            "class {} has no entry for vehicle class {v}; give the score or \"-\"",
                            row.class
                        ),
                    ));
                }
            }
            for (v, score) in &row.scores {
                if !t.vehicles.contains(v) {
                    return Err(Problem::new(
                        "penetration",
                        "classes",
                        format!(
                            "class {} has '{v}', which is not in vehicles ({})",
                            row.class,
                            t.vehicles.join(", ")
                        ),
                    ));
                }
                match score {
                    Score::Needs(n) if !(1..=100).contains(n) => {
                        return Err(Problem::new(
                            "penetration",
                            "classes",
                            format!(
                                "class {} against {v}: {n} is not a percentile score (1 to 100, or \"-\")",
                                row.class
                            ),
                        ));
                    }
                    Score::Never(s) if !matches!(s.as_str(), "-" | "–" | "—") => {
                        return Err(Problem::new(
                            "penetration",
                            "classes",
                            format!(
                                "class {} against {v}: '{s}' is neither a score nor \"-\" (cannot penetrate)",
                                row.class
                            ),
                        ));
                    }
                    _ => {}
                }
            }
        }
        if !t.classes.iter().any(|r| r.class == p.assault_class) {
            return Err(Problem::new(
                "penetrate",
                "assault_class",
                format!("{} is not a weapon class of [penetration]", p.assault_class),
            ));
        }
        check_dice("damage", "dice", &self.damage.dice)?;
        check_rows("damage", self.damage.rows.iter().map(|r| r.roll.as_str()))?;
        check_dice("melee", "die", &self.melee.die)?;
        check_dice("melee", "flight", &self.melee.flight)?;
        check_dice("aircraft", "die", &self.aircraft.die)?;
        let aa = &self.aa;
        check_dice("aa", "dice", &aa.dice)?;
        check_rows("aa", aa.rows.iter().map(|r| r.roll.as_str()))?;
        if aa.shots_per_gun < 1 {
            return Err(Problem::new("aa", "shots_per_gun", "must be at least 1"));
        }
        if aa.range < 1 {
            return Err(Problem::new("aa", "range", "must be at least 1 (inches)"));
        }
        let s = &self.strafe;
        if s.range < 1 {
            return Err(Problem::new(
                "strafe",
                "range",
                "must be at least 1 (inches)",
            ));
        }
        if s.sf_dice < 1 {
            return Err(Problem::new("strafe", "sf_dice", "must be at least 1"));
        }
        if s.bomb_template < 1 {
            return Err(Problem::new(
                "strafe",
                "bomb_template",
                "must be at least 1 (inches of radius)",
            ));
        }
        check_dice("strafe", "bomb_deviation", &s.bomb_deviation)?;
        Ok(())
    }
}

/// A rollable table's `roll` ranges must read as ranges and must not overlap.
fn check_rows<'a>(table: &str, rolls: impl Iterator<Item = &'a str>) -> Result<(), Problem> {
    let mut seen: Vec<(i64, i64)> = Vec::new();
    for roll in rolls {
        let Some((lo, hi)) = parse_range(roll) else {
            return Err(Problem::new(
                table,
                "rows",
                format!("roll = \"{roll}\" is not a roll range; write 3, 1-2 or 12+"),
            ));
        };
        if seen.iter().any(|(a, b)| lo <= *b && *a <= hi) {
            return Err(Problem::new(
                table,
                "rows",
                format!("roll = \"{roll}\" overlaps another row"),
            ));
        }
        seen.push((lo, hi));
    }
    if seen.is_empty() {
        return Err(Problem::new(table, "rows", "has no rows"));
    }
    Ok(())
}

/// 3.5, 4.2 Firing at vehicles: the to-hit roll and the location modifiers.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penetrate {
    pub section: String,
    pub about: String,
    pub to_hit: String,
    pub percentile: String,
    pub assault_class: i64,
    pub aim_replaces_facing: bool,
    pub to_hit_mods: ToHitMods,
    pub location: Location,
}

/// 3.5 To Hit Modifiers, added to the score needed (ruling).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ToHitMods {
    pub moving: i64,
    pub hull_down: i64,
    pub tracks: i64,
    pub turret_ring: i64,
    pub long_range: i64,
}

/// 3.5 percentile modifiers by where the shot strikes, added to the score needed (ruling).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Location {
    pub front: i64,
    pub side: i64,
    pub rear: i64,
    pub belly: i64,
    pub tracks: i64,
    pub turret_ring: i64,
}

/// 3.5 the penetration table: weapon class × vehicle class.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penetration {
    pub section: String,
    pub about: String,
    pub vehicles: Vec<String>,
    pub classes: Vec<WeaponClass>,
}

/// One weapon class's row: its number, an optional name, and a score per vehicle class.
#[derive(Clone, Debug, Deserialize)]
pub struct WeaponClass {
    pub class: i64,
    #[serde(default)]
    pub name: Option<String>,
    /// Every other key is a vehicle class (checked against `vehicles`).
    #[serde(flatten)]
    pub scores: BTreeMap<String, Score>,
}

/// A cell of the penetration table.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(untagged)]
pub enum Score {
    /// The percentile score to equal or beat.
    Needs(i64),
    /// "-": cannot penetrate.
    Never(String),
}

/// 3.5 the damage table (rollable: `spw table damage`).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Damage {
    pub section: String,
    pub about: String,
    pub dice: String,
    pub rows: Vec<DamageRow>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DamageRow {
    pub roll: String,
    pub name: String,
    pub result: String,
}

/// 4.0, 4.1 Melee.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Melee {
    pub section: String,
    pub about: String,
    pub die: String,
    pub fatigue: i64,
    pub morale_penalty: MoralePenalty,
    pub tie_tests_first: MeleeSide,
    pub flight: String,
}

/// What is subtracted from morale after a melee (4.0 hits, 5.0 casualties).
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum MoralePenalty {
    Hits,
    Casualties,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum MeleeSide {
    Attacker,
    Defender,
}

/// 6.0 Aircraft.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Aircraft {
    pub section: String,
    pub about: String,
    pub die: String,
}

/// 6.1 Anti-aircraft fire (rollable: `spw table aa`).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Aa {
    pub section: String,
    pub about: String,
    pub dice: String,
    pub shots_per_gun: u32,
    pub range: i64,
    pub rows: Vec<AaRow>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AaRow {
    pub roll: String,
    pub effect: AaEffect,
    pub result: String,
}

/// What one AA shot does (6.1).
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
pub enum AaEffect {
    #[serde(rename = "no effect")]
    None,
    #[serde(rename = "driven off")]
    DrivenOff,
    #[serde(rename = "shot down")]
    ShotDown,
}

/// 6.2 Strafing.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Strafe {
    pub section: String,
    pub about: String,
    pub range: i64,
    pub sf_dice: u32,
    pub bomb_template: i64,
    pub bomb_deviation: String,
}

impl Schwerpunkt {
    /// The checks of save, test, pin, barrage, duel, drift, initiative, game_length, victory.
    fn check_sp1(&self) -> Result<(), Problem> {
        check_dice("save", "die", &self.save.die)?;
        check_dice("test", "die", &self.test.die)?;
        if !(1..=100).contains(&self.pin.percent) {
            return Err(Problem::new("pin", "percent", "must be 1 to 100"));
        }
        let b = &self.barrage;
        check_dice("barrage", "observer_die", &b.observer_die)?;
        check_dice("barrage", "die", &b.die)?;
        check_dice("barrage", "dice_2d6", &b.dice_2d6)?;
        if b.max_guns < 1 {
            return Err(Problem::new("barrage", "max_guns", "must be at least 1"));
        }
        if b.square_inches < 1 {
            return Err(Problem::new(
                "barrage",
                "square_inches",
                "must be at least 1",
            ));
        }
        check_template("template", &b.template)?;
        check_template("template_2d6", &b.template_2d6)?;
        check_dice("duel", "die", &self.duel.die)?;
        check_dice("duel", "save_die", &self.duel.save_die)?;
        check_dice("drift", "distance", &self.drift.distance)?;
        check_dice("initiative", "die", &self.initiative.die)?;
        let g = &self.game_length;
        check_dice("game_length", "dice", &g.dice)?;
        if g.turns < 1 {
            return Err(Problem::new("game_length", "turns", "must be at least 1"));
        }
        check_rows("game_length", g.rows.iter().map(|r| r.roll.as_str()))?;
        if g.rows.iter().any(|r| r.extra_turns < 0) {
            return Err(Problem::new(
                "game_length",
                "extra_turns",
                "cannot be negative",
            ));
        }
        let v = &self.victory;
        for (key, n) in [
            ("main", v.main),
            ("secondary", v.secondary),
            ("draw_under", v.draw_under),
        ] {
            if n < 0 {
                return Err(Problem::new("victory", key, "cannot be negative"));
            }
        }
        Ok(())
    }
}

/// A barrage template: 3 rows of 3 squares, each labelled with a different roll.
fn check_template(key: &str, t: &[Vec<i64>]) -> Result<(), Problem> {
    if t.len() != 3 || t.iter().any(|r| r.len() != 3) {
        return Err(Problem::new(
            "barrage",
            key,
            "must be 3 rows of 3 squares (3.1: a 3×3 template)",
        ));
    }
    let mut seen: Vec<i64> = t.iter().flatten().copied().collect();
    seen.sort_unstable();
    if seen.windows(2).any(|w| w[0] == w[1]) {
        return Err(Problem::new(
            "barrage",
            key,
            "each square needs a different roll",
        ));
    }
    Ok(())
}

/// 3.3, 3.7–3.9 Saving throws.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Save {
    pub section: String,
    pub about: String,
    pub die: String,
    pub cover: i64,
    pub rifle_grenade: i64,
    pub building: i64,
}

/// 1.6, 2.0, 3.6, 3.9 Skill tests.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Test {
    pub section: String,
    pub about: String,
    pub die: String,
}

/// 3.4 Pinning.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pin {
    pub section: String,
    pub about: String,
    pub percent: i64,
}

/// 3.1 Off-table artillery.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Barrage {
    pub section: String,
    pub about: String,
    pub observer_die: String,
    pub max_guns: i64,
    pub die: String,
    pub template: Vec<Vec<i64>>,
    pub square_inches: i64,
    pub dice_2d6: String,
    pub template_2d6: Vec<Vec<i64>>,
}

/// 3.2 Off-table gunnery duels.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Duel {
    pub section: String,
    pub about: String,
    pub die: String,
    pub save_die: String,
}

/// 3.6 Smoke and gas drift.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Drift {
    pub section: String,
    pub about: String,
    pub distance: String,
    pub disperse_on: i64,
    pub width_inches: i64,
}

/// 1.10 Initiative.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Initiative {
    pub section: String,
    pub about: String,
    pub die: String,
}

/// 7.1 Game length: a rollable table (`spw table game_length`).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameLength {
    pub section: String,
    pub about: String,
    pub turns: i64,
    pub dice: String,
    pub rows: Vec<GameLengthRow>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameLengthRow {
    pub roll: String,
    pub extra_turns: i64,
    pub result: String,
}

/// 7.1 Victory points.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Victory {
    pub section: String,
    pub about: String,
    pub main: i64,
    pub secondary: i64,
    pub draw_under: i64,
}

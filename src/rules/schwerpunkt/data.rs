//! The typed form of `data/schwerpunkt.toml`: one struct per table code reads, checked on load.
//! Every table's `section` and `about` are required and read by `data::untyped`, not here
//! (`spw tables` shows them from the file itself); a table only rolled on needs no struct.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::data::{DiceExpr, DieField, Problem, RollRange, check_ranges};
use crate::data_file;

data_file! {
    /// Every Schwerpunkt table.
    Schwerpunkt / SchwerpunktPatch {
        name: super::ID,
        text: include_str!("../../../data/schwerpunkt.toml"),
        check: Schwerpunkt::check_tables,
    } {
        movement: Movement,
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
        flight: Flight,
        aircraft: Aircraft,
        aa: Aa,
        strafe: Strafe,
        terrain: crate::rules::schwerpunkt::terrain::table::TerrainTable,
    }
}

impl Schwerpunkt {
    /// What the types cannot say: ranges, tables that must cover every roll.
    fn check_tables(&self) -> Result<(), Problem> {
        Problem::at_least("fire", "seize_jams", self.fire.seize_jams, 1)?;
        if self.morale.min_rating > self.morale.max_rating {
            return Err(Problem::new(
                "morale",
                "min_rating",
                "must not exceed max_rating",
            ));
        }
        self.check_sp1()?;
        self.check_vehicles_melee_air()?;
        self.terrain.check()?;
        Ok(())
    }
}

/// A table rolled on `dice` needs exactly one row for every total the dice can roll.
fn ranges(
    table: &str,
    dice: &DiceExpr,
    rows: impl Iterator<Item = RollRange>,
) -> Result<(), Problem> {
    let reach = dice.reach().map_err(|e| Problem::new(table, "dice", e))?;
    check_ranges(table, rows, reach)
}

/// 1.6, 2.0 Movement; 3.5 a partly damaged vehicle moving.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Movement {
    pub die: DieField,
    pub difficult_die: DieField,
    pub partial_damage_die: DieField,
    pub partial_damage_need: i64,
}

/// 4.0, 5.0 Flight, pursuit and retiring (the flight dice are [melee] flight).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Flight {
    pub overtake_on_equal: bool,
    pub retire: DiceExpr,
}

/// 3.0 Firing.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Fire {
    pub die: DieField,
    pub pinned: i64,
    pub moved: i64,
    pub long_range: i64,
    pub sf_die: DieField,
    pub seize_jams: u32,
}

/// 3.0 template scatter.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Scatter {
    pub die: DieField,
    pub distance: DiceExpr,
    pub bearing: DiceExpr,
    pub hit_stays: bool,
}

/// 5.0 Morale.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Morale {
    pub dice: DiceExpr,
    pub officer: i64,
    pub min_rating: i64,
    pub max_rating: i64,
}

impl Schwerpunkt {
    /// The checks of the vehicle (3.5, 4.2), melee (4.0) and air (6.0–6.2) tables.
    fn check_vehicles_melee_air(&self) -> Result<(), Problem> {
        self.check_penetration()?;
        self.check_damage_and_air()
    }

    /// 3.5 the penetration table: vehicle and weapon classes, each row's scores, and the
    /// assault class [penetrate] names.
    fn check_penetration(&self) -> Result<(), Problem> {
        let p = &self.penetrate;
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
            check_scores(&t.vehicles, row)?;
        }
        if !t.classes.iter().any(|r| r.class == p.assault_class) {
            return Err(Problem::new(
                "penetrate",
                "assault_class",
                format!("{} is not a weapon class of [penetration]", p.assault_class),
            ));
        }
        Ok(())
    }

    /// 3.5 the damage table's rows and what they set in a roster; 6.1, 6.2 anti-aircraft
    /// fire and strafing.
    fn check_damage_and_air(&self) -> Result<(), Problem> {
        ranges(
            "damage",
            &self.damage.dice,
            self.damage.rows.iter().map(|r| r.roll),
        )?;
        for r in &self.damage.rows {
            if let Some(m) = r
                .roster
                .iter()
                .find(|m| !VEHICLE_STATES.contains(&m.as_str()))
            {
                return Err(Problem::new(
                    "damage",
                    "rows",
                    format!(
                        "row {:?}: roster {m:?} is not a state spw keeps for a vehicle ({})",
                        r.name,
                        VEHICLE_STATES.join(", ")
                    ),
                ));
            }
        }
        let aa = &self.aa;
        ranges("aa", &aa.dice, aa.rows.iter().map(|r| r.roll))?;
        Problem::at_least("aa", "shots_per_gun", aa.shots_per_gun, 1)?;
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
        Problem::at_least("strafe", "sf_dice", s.sf_dice, 1)?;
        if s.bomb_template < 1 {
            return Err(Problem::new(
                "strafe",
                "bomb_template",
                "must be at least 1 (inches of radius)",
            ));
        }
        Ok(())
    }
}

/// One weapon class's scores: one for each vehicle class and no other, each a percentile
/// score or "-".
fn check_scores(vehicles: &[String], row: &WeaponClass) -> Result<(), Problem> {
    for (v, score) in &row.scores {
        if !vehicles.contains(v) {
            return Err(Problem::new(
                "penetration",
                "classes",
                format!(
                    "class {} has '{v}', which is not in vehicles ({})",
                    row.class,
                    vehicles.join(", ")
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
    Ok(())
}

/// 3.5, 4.2 Firing at vehicles: the to-hit roll and the location modifiers.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Penetrate {
    pub to_hit: DieField,
    pub percentile: DieField,
    pub assault_class: i64,
    pub aim_replaces_facing: bool,
    pub to_hit_mods: ToHitMods,
    pub location: Location,
}

/// 3.5 To Hit Modifiers, added to the score needed (ruling).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ToHitMods {
    pub moving: i64,
    pub hull_down: i64,
    pub tracks: i64,
    pub turret_ring: i64,
    pub long_range: i64,
}

/// 3.5 percentile modifiers by where the shot strikes, added to the score needed (ruling).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Location {
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
pub(crate) struct Penetration {
    pub vehicles: Vec<String>,
    pub classes: Vec<WeaponClass>,
}

/// One weapon class's row: its number, an optional name, and a score per vehicle class.
#[derive(Clone, Debug, Deserialize)]
pub(crate) struct WeaponClass {
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
pub(crate) enum Score {
    /// The percentile score to equal or beat.
    Needs(i64),
    /// "-": cannot penetrate.
    Never(String),
}

/// What a damage row may do to the vehicle in a game's roster (3.5): the states it sets, or
/// `destroyed`.
pub(crate) const VEHICLE_STATES: &[&str] =
    &["partial_damage", "weapon_out", "immobilised", "destroyed"];

/// 3.5 the damage table (rollable: `spw table damage`).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Damage {
    pub dice: DiceExpr,
    pub rows: Vec<DamageRow>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct DamageRow {
    pub roll: RollRange,
    pub name: String,
    pub result: String,
    /// What the row does to the vehicle in a game's roster: states it sets (`immobilised`),
    /// or `destroyed`; none when left out.
    #[serde(default)]
    pub roster: Vec<String>,
}

/// 4.0, 4.1 Melee.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Melee {
    pub die: DieField,
    pub fatigue: i64,
    pub morale_penalty: MoralePenalty,
    pub tie_tests_first: MeleeSide,
    pub flight: DiceExpr,
}

/// What is subtracted from morale after a melee (4.0 hits, 5.0 casualties).
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub(crate) enum MoralePenalty {
    Hits,
    Casualties,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub(crate) enum MeleeSide {
    Attacker,
    Defender,
}

/// 6.0 Aircraft.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Aircraft {
    pub die: DieField,
}

/// 6.1 Anti-aircraft fire (rollable: `spw table aa`).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Aa {
    pub dice: DiceExpr,
    pub shots_per_gun: u32,
    pub range: i64,
    pub rows: Vec<AaRow>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct AaRow {
    pub roll: RollRange,
    pub effect: AaEffect,
    pub result: String,
}

/// What one AA shot does (6.1).
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
pub(crate) enum AaEffect {
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
pub(crate) struct Strafe {
    pub range: i64,
    pub sf_dice: u32,
    pub bomb_template: i64,
    pub bomb_deviation: DiceExpr,
}

impl Schwerpunkt {
    /// The checks of save, test, pin, barrage, duel, drift, initiative, game_length, victory.
    fn check_sp1(&self) -> Result<(), Problem> {
        if !(1..=100).contains(&self.pin.percent) {
            return Err(Problem::new("pin", "percent", "must be 1 to 100"));
        }
        let b = &self.barrage;
        Problem::at_least("barrage", "max_guns", b.max_guns, 1)?;
        Problem::at_least("barrage", "square_inches", b.square_inches, 1)?;
        check_template("template", &b.template)?;
        check_template("template_2d6", &b.template_2d6)?;
        // 3.1: every square must be a roll the gun's dice can make, or it could never be hit.
        let two_d6 = super::barrage::sum_die(b.dice_2d6.expr())
            .map_err(|why| Problem::new("barrage", "dice_2d6", why))?;
        for (key, template, die) in [
            ("template", &b.template, b.die.die()),
            ("template_2d6", &b.template_2d6, &two_d6),
        ] {
            if let Some(bad) = super::barrage::unreachable_square(template, die) {
                return Err(Problem::new(
                    "barrage",
                    key,
                    format!(
                        "square {bad} is not a roll of {}, so it could never be hit",
                        die.name
                    ),
                ));
            }
        }
        let g = &self.game_length;
        Problem::at_least("game_length", "turns", g.turns, 1)?;
        ranges("game_length", &g.dice, g.rows.iter().map(|r| r.roll))?;
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
pub(crate) struct Save {
    pub die: DieField,
    pub cover: i64,
    pub rifle_grenade: i64,
    pub building: i64,
}

/// 1.6, 2.0, 3.6, 3.9 Skill tests.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Test {
    pub die: DieField,
}

/// 3.4 Pinning.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Pin {
    pub percent: i64,
}

/// 3.1 Off-table artillery.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Barrage {
    pub observer_die: DieField,
    pub max_guns: i64,
    pub die: DieField,
    pub template: Vec<Vec<i64>>,
    pub square_inches: i64,
    pub dice_2d6: DiceExpr,
    pub template_2d6: Vec<Vec<i64>>,
}

/// 3.2 Off-table gunnery duels.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Duel {
    pub die: DieField,
    pub save_die: DieField,
}

/// 3.6 Smoke and gas drift.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Drift {
    pub distance: DiceExpr,
    pub disperse_on: i64,
    pub width_inches: i64,
}

/// 1.10 Initiative.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Initiative {
    pub die: DieField,
}

/// 7.1 Game length: a rollable table (`spw table game_length`).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct GameLength {
    pub turns: i64,
    pub dice: DiceExpr,
    pub rows: Vec<GameLengthRow>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct GameLengthRow {
    pub roll: RollRange,
    pub extra_turns: i64,
    pub result: String,
}

/// 7.1 Victory points.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Victory {
    pub main: i64,
    pub secondary: i64,
    pub draw_under: i64,
}

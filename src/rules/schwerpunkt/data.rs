//! The typed form of `data/schwerpunkt.toml`: one struct per table, checked on load.

use serde::Deserialize;

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
        if g.rows.is_empty() {
            return Err(Problem::new(
                "game_length",
                "rows",
                "needs at least one row",
            ));
        }
        let mut ranges: Vec<(i64, i64)> = Vec::new();
        for (i, row) in g.rows.iter().enumerate() {
            let key = format!("rows[{i}]");
            let Some((lo, hi)) = crate::data::table::parse_range(&row.roll) else {
                return Err(Problem::new(
                    "game_length",
                    &key,
                    format!(
                        "roll = \"{}\" is not a roll range; write 3, 1-2 or 5+",
                        row.roll
                    ),
                ));
            };
            if ranges.iter().any(|(a, b)| lo <= *b && *a <= hi) {
                return Err(Problem::new(
                    "game_length",
                    &key,
                    format!("roll = \"{}\" overlaps another row", row.roll),
                ));
            }
            if row.extra_turns < 0 {
                return Err(Problem::new(
                    "game_length",
                    &key,
                    "extra_turns cannot be negative",
                ));
            }
            ranges.push((lo, hi));
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

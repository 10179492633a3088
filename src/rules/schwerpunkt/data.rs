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

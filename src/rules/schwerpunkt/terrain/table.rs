//! The `[terrain]` table of `data/schwerpunkt.toml`, typed and checked. Every number 1.3 rolls
//! against lives there, so a house rule can change it; what can only be checked once the dice
//! are parsed (one count per face of `count_die`) is checked when a table's plan is made (`plan.rs`).

use serde::Deserialize;

use crate::data::{DieField, Problem};
use crate::dice::ast::Die;

/// The largest table side a house rule may roll for (a d12 of rows or columns).
pub(super) const MAX_SIDE: usize = 12;

/// A die that numbers rows or columns must read 1, 2, ... in order.
pub(super) fn side_die(field: &DieField) -> std::result::Result<Die, String> {
    let (d, spec) = (field.die().clone(), field.text());
    let plain = d
        .faces
        .iter()
        .enumerate()
        .all(|(i, f)| f.value == i as i64 + 1);
    if !plain || d.sides() > MAX_SIDE {
        return Err(format!(
            "\"{spec}\" cannot number squares; use a plain die d2 to d{MAX_SIDE} (faces 1, 2, 3, ...)"
        ));
    }
    Ok(d)
}

/// More of one feature than any table could hold: a house rule asking for it is a mistake.
pub(crate) const MAX_COUNT: u32 = 100;

/// 1.3 Terrain generation.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct TerrainTable {
    pub row_die: DieField,
    pub column_die: DieField,
    pub count_die: DieField,
    pub river_die: DieField,
    pub river_on: i64,
    pub railway_die: DieField,
    pub railway_on: i64,
    /// `--flat`: hills per face of `count_die`, in place of the theatre's.
    pub flat_hills: Vec<u32>,
    /// The first is the default.
    pub theatres: Vec<Theatre>,
}

/// One theatre: the number of each feature per face of `count_die`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Theatre {
    pub name: String,
    #[serde(rename = "about")]
    _about: String,
    pub villages: Vec<u32>,
    pub hills: Vec<u32>,
    pub woods: Vec<u32>,
    pub woods_are: WoodsAre,
}

/// What a theatre's woods are (1.3: in the desert, "place an Oasis instead of a wood").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum WoodsAre {
    Wood,
    Oasis,
}

impl TerrainTable {
    /// What the types cannot say: at least one theatre, names unique, counts sensible.
    pub(crate) fn check(&self) -> Result<(), Problem> {
        if self.theatres.is_empty() {
            return Err(Problem::new(
                "terrain",
                "theatres",
                "needs at least one theatre (the first is the default)",
            ));
        }
        // 1.3: the row and column dice number the squares, so they must read 1, 2, 3, ...
        for (key, die) in [("row_die", &self.row_die), ("column_die", &self.column_die)] {
            side_die(die).map_err(|m| Problem::new("terrain", key, m))?;
        }
        let faces = self.count_die.die().sides();
        let per_face = |key: &str, v: &[u32]| {
            if v.len() == faces {
                return Ok(());
            }
            Err(Problem::new(
                "terrain",
                key,
                format!(
                    "has {} but count_die = \"{}\" has {faces} faces; give one count per face",
                    if v.len() == 1 { "1 count".to_string() } else { format!("{} counts", v.len()) },
                    self.count_die.text()
                ),
            ))
        };
        counts("flat_hills", &self.flat_hills)?;
        per_face("flat_hills", &self.flat_hills)?;
        for (i, t) in self.theatres.iter().enumerate() {
            let name = t.name.trim();
            let ok = !name.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if !ok {
                return Err(Problem::new(
                    "terrain",
                    "theatres",
                    format!(
                        "theatre name '{}' must be lowercase letters, digits and '-' (it is typed after --theatre)",
                        t.name
                    ),
                ));
            }
            if self.theatres[..i].iter().any(|o| o.name == t.name) {
                return Err(Problem::new(
                    "terrain",
                    "theatres",
                    format!("theatre '{}' is named twice", t.name),
                ));
            }
            for v in [&t.villages, &t.hills, &t.woods] {
                counts("theatres", v)?;
                per_face("theatres", v)?;
            }
        }
        Ok(())
    }

    pub(crate) fn theatre(&self, name: &str) -> Option<&Theatre> {
        self.theatres.iter().find(|t| t.name == name)
    }

    /// "europe, sparse, desert".
    pub(crate) fn theatre_names(&self) -> String {
        self.theatres
            .iter()
            .map(|t| t.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

fn counts(key: &str, v: &[u32]) -> Result<(), Problem> {
    if v.is_empty() {
        return Err(Problem::new(
            "terrain",
            key,
            "needs one count for each face of count_die",
        ));
    }
    if let Some(n) = v.iter().find(|n| **n > MAX_COUNT) {
        return Err(Problem::new(
            "terrain",
            key,
            format!("{n} is more than a table holds; counts are 0 to {MAX_COUNT}"),
        ));
    }
    Ok(())
}

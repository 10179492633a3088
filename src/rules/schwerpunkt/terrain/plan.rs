//! The plan of a table: everything one table needs from `[terrain]` and the options, read and
//! checked once, however many tables are rolled from it.

use std::borrow::Cow;

use crate::data::{Data, DieField};
use crate::dice::ast::Die;
use crate::error::{Error, Result};
use crate::rules::schwerpunkt::{self as sp};

use super::model::{AreaKind, Grid};
use super::table::{MAX_SIDE, WoodsAre, side_die};

/// Everything one table needs, from `[terrain]` and the options, checked once.
#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub grid: Grid,
    pub theatre: String,
    pub flat: bool,
    pub(super) row_die: Die,
    pub(super) column_die: Die,
    pub(super) count_die: Die,
    pub(super) river_die: Die,
    pub(super) river_on: i64,
    pub(super) railway_die: Die,
    pub(super) railway_on: i64,
    pub(super) villages: Vec<u32>,
    pub(super) hills: Vec<u32>,
    pub(super) woods: Vec<u32>,
    pub(super) woods_kind: AreaKind,
    /// Whether --flat changed the theatre's hills (to say so in the log).
    pub(super) flat_changes: bool,
    /// The labels of the area features' dice, made once: `[kind, i]` → ("village 2",
    /// "village 2 row", "village 2 column").
    pub(super) labels: Vec<(AreaKind, Vec<[String; 3]>)>,
    /// Whether to keep the [`Step`]s: only the text map prints them, and a JSON batch would
    /// make their words for nothing (bench/README.md, "Terrain").
    pub steps: bool,
}

impl Plan {
    /// The plan for `theatre` (default: the first in the table), flat or not.
    pub(crate) fn new(data: &Data, theatre: Option<&str>, flat: bool) -> Result<Plan> {
        let t = &sp::tables(data)?.terrain;
        let theatre = match theatre {
            None => t
                .theatres
                .first()
                .ok_or_else(|| Error::Runtime("[terrain] theatres: no theatre".into()))?,
            Some(name) => t.theatre(name).ok_or_else(|| {
                Error::usage(format!(
                    "--theatre {name}: no such theatre; choose one of {} (1.3)",
                    t.theatre_names()
                ))
            })?,
        };
        // The data check has made sure of the dice and of one count per face.
        let side = |f: &DieField| side_die(f).map_err(|m| Error::Runtime(format!("[terrain] {m}")));
        let row_die = side(&t.row_die)?;
        let column_die = side(&t.column_die)?;
        let count_die = t.count_die.die().clone();
        let flat_hills = t.flat_hills.clone();
        let theatre_hills = theatre.hills.clone();
        let woods_kind = match theatre.woods_are {
            WoodsAre::Wood => AreaKind::Wood,
            WoodsAre::Oasis => AreaKind::Oasis,
        };
        let hills = if flat {
            flat_hills
        } else {
            theatre_hills.clone()
        };
        // No more areas than squares fit (the rest are reported as not placed, 1.3).
        let most = usize::from(MAX_SIDE as u8) * usize::from(MAX_SIDE as u8);
        let labels = [
            (AreaKind::Village, &theatre.villages),
            (AreaKind::Hill, &hills),
            (woods_kind, &theatre.woods),
        ]
        .into_iter()
        .map(|(kind, counts)| {
            let n = counts.iter().copied().max().unwrap_or(0) as usize;
            let each = (1..=n.min(most))
                .map(|i| {
                    let label = format!("{} {i}", kind.name());
                    [format!("{label} row"), format!("{label} column"), label]
                })
                .collect();
            (kind, each)
        })
        .collect();
        Ok(Plan {
            grid: Grid {
                rows: row_die.sides() as u8,
                cols: column_die.sides() as u8,
            },
            theatre: theatre.name.clone(),
            flat,
            villages: theatre.villages.clone(),
            woods: theatre.woods.clone(),
            flat_changes: flat && hills != theatre_hills,
            steps: true,
            labels,
            hills,
            woods_kind,
            count_die,
            river_die: t.river_die.die().clone(),
            river_on: t.river_on,
            railway_die: t.railway_die.die().clone(),
            railway_on: t.railway_on,
            row_die,
            column_die,
        })
    }

    /// The dice labels of area `i` of `kind`: row, column, and the area itself.
    pub(super) fn labels(&self, kind: AreaKind, i: u32) -> Cow<'_, [String; 3]> {
        let made = self
            .labels
            .iter()
            .find(|(k, _)| *k == kind)
            .and_then(|(_, each)| each.get(i as usize - 1));
        match made {
            Some(l) => Cow::Borrowed(l),
            None => {
                let label = format!("{} {i}", kind.name());
                Cow::Owned([format!("{label} row"), format!("{label} column"), label])
            }
        }
    }

    /// The count for a rolled face of the count die.
    pub(super) fn count(&self, counts: &[u32], value: i64) -> u32 {
        self.count_die
            .faces
            .iter()
            .position(|f| f.value == value)
            .and_then(|i| counts.get(i))
            .copied()
            .unwrap_or(0)
    }
}

//! The typed form of `data/series.toml`, and the generic Combat Results Table it describes:
//! columns by odds, differential or strength band, any dice, DRM and final-roll clamps, what
//! happens beyond the edges, text cells with a legend (docs/crt.md documents the format).
//!
//! Written out rather than through `data_file!` for one reason: a house rule's `[crt.tables]`
//! ADDS its CRTs to the built-in ones (a table of the same name replaces that one), so a
//! player types in only their game's CRT.

use std::collections::BTreeMap;
use std::fmt;

use serde::Deserialize;


use crate::data::untyped::{adding, described_opt};
use crate::data::{
    Compiled, DataFile, DiceExpr, Problem, RollRange, Table, check_ranges, lazy,
};

/// Every table of the series.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Series {
    #[serde(deserialize_with = "lazy::described")]
    pub(crate) crt: Table<CrtSet>,
    #[serde(deserialize_with = "lazy::described")]
    pub(crate) events: Table<Events>,
    #[serde(deserialize_with = "lazy::described")]
    pub(crate) activity: Table<Activity>,
    #[serde(deserialize_with = "lazy::described")]
    pub(crate) attrition: Table<Attrition>,
    #[serde(deserialize_with = "lazy::described")]
    pub(crate) losses: Table<Losses>,
    #[serde(deserialize_with = "lazy::described")]
    pub(crate) chits: Table<Chits>,
}

/// House rules: any of the tables; a `[crt]` adds or replaces CRTs by name.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SeriesPatch {
    #[serde(default, deserialize_with = "adding")]
    crt: Option<CrtPatch>,
    #[serde(default, deserialize_with = "described_opt")]
    events: Option<Events>,
    #[serde(default, deserialize_with = "described_opt")]
    activity: Option<Activity>,
    #[serde(default, deserialize_with = "described_opt")]
    attrition: Option<Attrition>,
    #[serde(default, deserialize_with = "described_opt")]
    losses: Option<Losses>,
    #[serde(default, deserialize_with = "described_opt")]
    chits: Option<Chits>,
}

impl DataFile for Series {
    const NAME: &'static str = super::ID;
    const TEXT: &'static str = include_str!("../../../data/series.toml");
    type Patch = SeriesPatch;
    const ADDS_TO: &'static [&'static str] = &["crt.tables"];
    const TABLES: Option<&'static [&'static str]> =
        Some(&["crt", "events", "activity", "attrition", "losses", "chits"]);

    fn apply(&mut self, p: SeriesPatch) {
        if let Some(c) = p.crt {
            if let Some(d) = c.default {
                self.crt.default = d;
            }
            self.crt.tables.extend(c.tables);
        }
        if let Some(e) = p.events {
            self.events = Table::ready(e);
        }
        if let Some(a) = p.activity {
            self.activity = Table::ready(a);
        }
        if let Some(a) = p.attrition {
            self.attrition = Table::ready(a);
        }
        if let Some(l) = p.losses {
            self.losses = Table::ready(l);
        }
        if let Some(c) = p.chits {
            self.chits = Table::ready(c);
        }
    }

    fn later(c: &'static Compiled) -> Option<Series> {
        Some(Series {
            crt: Table::later(c, "crt")?,
            events: Table::later(c, "events")?,
            activity: Table::later(c, "activity")?,
            attrition: Table::later(c, "attrition")?,
            losses: Table::later(c, "losses")?,
            chits: Table::later(c, "chits")?,
        })
    }

    fn check(&self) -> Result<(), Problem> {
        if !self.crt.tables.contains_key(&self.crt.default) {
            let names: Vec<&str> = self.crt.tables.keys().map(String::as_str).collect();
            return Err(Problem::new(
                "crt",
                "default",
                format!(
                    "\"{}\" is not a CRT here; the CRTs are {}",
                    self.crt.default,
                    names.join(", ")
                ),
            ));
        }
        for (name, crt) in &self.crt.tables {
            crt.check(&format!("crt.tables.{name}"))?;
        }
        let reach = self
            .events
            .dice
            .reach()
            .map_err(|why| Problem::new("events", "dice", why))?;
        check_ranges("events", self.events.rows.iter().map(|r| r.roll), reach)?;
        let a = &self.activity;
        let reach = a
            .dice
            .reach()
            .map_err(|why| Problem::new("activity", "dice", why))?;
        check_ranges("activity", a.rows.iter().map(|r| r.roll), reach)?;
        Problem::at_least("activity", "max_c3i", a.max_c3i, 1)?;
        Problem::at_least("activity", "move_cost", a.move_cost, 1)?;
        Problem::at_least("activity", "combat_cost", a.combat_cost, 1)?;
        if a.max_c3i > 100 {
            return Err(Problem::new("activity", "max_c3i", "must be at most 100"));
        }
        for r in &a.rows {
            if r.points.len() as i64 != a.max_c3i || r.points.iter().any(|p| *p < 0) {
                return Err(Problem::new(
                    "activity",
                    "rows",
                    format!(
                        "the row for a roll of {} needs {} Activity Points (0 or more), one per C3I Point spent",
                        r.roll, a.max_c3i
                    ),
                ));
            }
        }
        if self.attrition.columns.is_empty() {
            return Err(Problem::new("attrition", "columns", "has no columns"));
        }
        self.chits.check()?;
        let l = &self.losses;
        Problem::at_least("losses", "max_retreat", l.max_retreat, 0)?;
        Problem::at_least(
            "losses",
            "non_motorized_retreat",
            l.non_motorized_retreat,
            0,
        )?;
        Problem::at_least("losses", "cannot_retreat_extra", l.cannot_retreat_extra, 0)?;
        if l.max_retreat > 100 || l.non_motorized_retreat > l.max_retreat {
            return Err(Problem::new(
                "losses",
                "non_motorized_retreat",
                "must be 0 to max_retreat (at most 100)",
            ));
        }
        Ok(())
    }
}

/// `[crt]`: the CRTs by name and the one used by default.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CrtSet {
    pub default: String,
    pub tables: BTreeMap<String, Crt>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct CrtPatch {
    #[serde(default)]
    default: Option<String>,
    #[serde(default)]
    tables: BTreeMap<String, Crt>,
}

/// 14.0 The Random Events Table.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Events {
    pub dice: DiceExpr,
    pub rows: Vec<EventRow>,
    /// Made up for spw, not a game's own table: what uses it says so.
    #[serde(default)]
    pub example: bool,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct EventRow {
    pub roll: RollRange,
    pub event: String,
}

impl Events {
    /// The event of a roll (rows are checked to cover every roll at load).
    pub(crate) fn event(&self, roll: i64) -> &str {
        self.rows
            .iter()
            .find(|r| r.roll.contains(roll))
            .map_or("", |r| r.event.as_str())
    }
}

/// 7.2 The Activity Table: Activity Points by 2d6 and C3I Points spent.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Activity {
    pub dice: DiceExpr,
    pub max_c3i: i64,
    pub move_cost: i64,
    pub combat_cost: i64,
    pub rows: Vec<ActivityRow>,
    /// Made up for spw, not a game's own table: what uses it says so.
    #[serde(default)]
    pub example: bool,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ActivityRow {
    pub roll: RollRange,
    pub points: Vec<i64>,
}

/// 6.5 The Attrition Table: the number a unit's die must reach, by column.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Attrition {
    pub die: crate::data::DieField,
    pub columns: Vec<AttritionColumn>,
    /// Made up for spw, not a game's own table: what uses it says so.
    #[serde(default)]
    pub example: bool,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct AttritionColumn {
    pub name: String,
    pub need: i64,
}

/// 12.81 Retreat-after-combat limits.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Losses {
    pub max_retreat: i64,
    pub non_motorized_retreat: i64,
    pub cannot_retreat_extra: i64,
}

/// 12.3 The combat chit cups, one per player, and how many chits each may play (12.32).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Chits {
    pub even_plays: i64,
    pub superior_plays: i64,
    pub inferior_plays: i64,
    pub concentric: i64,
    pub cup_a: crate::pools::PoolDef,
    pub cup_b: crate::pools::PoolDef,
}

/// The value a chit's Tactical Points are read from.
pub(crate) const POINTS: &str = "points";

impl Chits {
    fn check(&self) -> Result<(), Problem> {
        for (k, v) in [
            ("even_plays", self.even_plays),
            ("superior_plays", self.superior_plays),
            ("inferior_plays", self.inferior_plays),
            ("concentric", self.concentric),
        ] {
            if !(0..=100).contains(&v) {
                return Err(Problem::new("chits", k, "must be 0 to 100"));
            }
        }
        for (key, cup) in [("cup_a", &self.cup_a), ("cup_b", &self.cup_b)] {
            let table = format!("chits.{key}");
            Problem::pool(&table, cup)?;
            if cup.standard.is_some() || cup.items.is_empty() {
                return Err(Problem::new(
                    &table,
                    "items",
                    "list the cup's chits as items",
                ));
            }
            if let Some(i) = cup.items.iter().find(|i| !i.values.contains_key(POINTS)) {
                return Err(Problem::new(
                    &table,
                    "items",
                    format!(
                        "chit \"{}\" has no {POINTS} value (its Tactical Points)",
                        i.name
                    ),
                ));
            }
        }
        Ok(())
    }

    /// A cup's distinct Tactical Points values, ascending: the classes of a draw by points.
    pub(crate) fn values(cup: &crate::pools::PoolDef) -> Vec<i64> {
        let mut v: Vec<i64> = cup
            .items
            .iter()
            .filter_map(|i| i.values.get(POINTS).copied())
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// How many chits a cup holds.
    pub(crate) fn size(cup: &crate::pools::PoolDef) -> u32 {
        cup.items.iter().map(|i| i.count).sum()
    }
}

/// A CRT's columns go from the attacker's worst to best, each higher than the one before, and
/// strength bands share no strength.
fn heads_in_order(table: &str, cols: &[Column]) -> Result<(), Problem> {
    for w in cols.windows(2) {
        let ordered = match (w[0], w[1]) {
            (Column::Odds(a, d), Column::Odds(b, e)) => a * e < b * d,
            (Column::Differential(a), Column::Differential(b)) => a < b,
            (Column::Band(a), Column::Band(b)) => a.hi < b.lo,
            _ => false,
        };
        // Two strength bands in order but sharing a strength: it would have two columns.
        if let (Column::Band(a), Column::Band(b)) = (w[0], w[1])
            && a.lo <= b.lo
            && b.lo <= a.hi
        {
            return Err(Problem::new(
                table,
                "heads",
                format!(
                    "bands {a} and {b} overlap: each strength has one column, the bands one after another ({a} then {})",
                    RollRange {
                        lo: a.hi.saturating_add(1),
                        hi: b.hi.max(a.hi.saturating_add(1))
                    }
                ),
            ));
        }
        if !ordered {
            return Err(Problem::new(
                table,
                "heads",
                format!(
                    "{} then {}: columns go from the attacker's worst to best, each higher than the one before",
                    w[0], w[1]
                ),
            ));
        }
    }
    Ok(())
}

/// How a CRT's columns are found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Kind {
    /// Attacker's strength to defender's, `3:1`, rounded down in the defender's favour.
    Odds,
    /// Attacker's strength minus defender's, `+2`.
    Differential,
    /// The attacker's strength alone, in bands: `1-2`, `3-5`, `6+`.
    Strength,
}

/// One CRT: docs/crt.md documents every key.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Crt {
    pub about: String,
    #[serde(default, rename = "section")]
    _section: Option<String>,
    pub dice: DiceExpr,
    pub columns: Kind,
    pub heads: Vec<String>,
    /// Below the first column: "first", "refuse" or a result given without a roll. Left out,
    /// "refuse": 12.5 moves odds down in the defender's favour, and there is no column below.
    #[serde(default = "refuse")]
    pub below: String,
    /// Beyond the last column: "last", "refuse" or a result given without a roll.
    #[serde(default = "last")]
    pub above: String,
    /// The sum of the DRMs is clamped to ±this.
    #[serde(default)]
    pub drm_limit: Option<i64>,
    /// The modified roll is clamped to these; without them, to the rows' own first and last.
    #[serde(default)]
    pub rolls: Option<[i64; 2]>,
    /// Unmodified totals that generate a random event.
    #[serde(default)]
    pub events: Vec<i64>,
    pub rows: Vec<CrtRow>,
    #[serde(default)]
    pub legend: BTreeMap<String, Legend>,
    /// Made up for spw, not a game's own CRT: what uses it says so.
    #[serde(default)]
    pub example: bool,
}

fn refuse() -> String {
    "refuse".into()
}

fn last() -> String {
    "last".into()
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CrtRow {
    pub roll: RollRange,
    pub cells: Vec<String>,
}

/// What a cell's text means, and the hits it deals when it deals hits.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Legend {
    pub means: String,
    #[serde(default)]
    pub attacker_hits: Option<i64>,
    #[serde(default)]
    pub defender_hits: Option<i64>,
    /// Dice the result has rolled ("retreats 1d2 hexes"): thrown as a step of the combat.
    #[serde(default)]
    pub dice: Option<DiceExpr>,
    /// What those dice count ("retreat hexes").
    #[serde(default, rename = "for")]
    pub counts: Option<String>,
}

/// A column head, read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Column {
    Odds(i64, i64),
    Differential(i64),
    Band(RollRange),
}

impl fmt::Display for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Column::Odds(a, d) => write!(f, "{a}:{d}"),
            Column::Differential(n) if *n > 0 => write!(f, "+{n}"),
            Column::Differential(n) => write!(f, "{n}"),
            Column::Band(r) => write!(f, "{r}"),
        }
    }
}

/// A cell read through the legend: its words and, where it deals them, its hits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Cell {
    pub text: String,
    pub means: Option<String>,
    pub attacker: Option<i64>,
    pub defender: Option<i64>,
    /// The dice the result rolls and what they count, from the legend.
    pub dice: Option<(crate::dice::ast::Expr, String)>,
}

/// The most hits a cell may deal a side: far beyond any CRT.
const MAX_HITS: i64 = 1000;

/// `"1/2"`: attacker and defender hits (12.8); `"0"` is no hits to either.
fn hits(text: &str) -> Option<(i64, i64)> {
    let t = text.trim();
    let (a, d) = match t.split_once('/') {
        Some((a, d)) => (a.trim().parse().ok()?, d.trim().parse().ok()?),
        None if t == "0" => (0, 0),
        None => return None,
    };
    ((0..=MAX_HITS).contains(&a) && (0..=MAX_HITS).contains(&d)).then_some((a, d))
}

impl Crt {
    /// The column heads, read as `columns` says.
    pub(crate) fn columns(&self) -> Result<Vec<Column>, String> {
        self.heads
            .iter()
            .map(|h| parse_head(self.columns, h))
            .collect()
    }

    /// A cell's meaning: the legend first, then `attacker/defender` hits.
    pub(crate) fn cell(&self, text: &str) -> Option<Cell> {
        let legend = self.legend.get(text);
        let pair = hits(text);
        if legend.is_none() && pair.is_none() {
            return None;
        }
        let (attacker, defender) = self.hits_of(text);
        Some(Cell {
            text: text.to_string(),
            means: legend.map(|l| l.means.clone()),
            attacker,
            defender,
            dice: legend.and_then(|l| {
                let d = l.dice.as_ref()?;
                Some((
                    d.expr().clone(),
                    l.counts.clone().unwrap_or_else(|| "roll".into()),
                ))
            }),
        })
    }

    /// The hits a result deals the attacker and the defender: its legend's, else the `A/D`
    /// it is written as.
    fn hits_of(&self, text: &str) -> (Option<i64>, Option<i64>) {
        let legend = self.legend.get(text);
        let pair = hits(text);
        (
            legend.and_then(|l| l.attacker_hits).or(pair.map(|p| p.0)),
            legend.and_then(|l| l.defender_hits).or(pair.map(|p| p.1)),
        )
    }

    /// Whether some result rolls dice of its own (a legend entry with `dice`), so
    /// `result_roll` is a quantity.
    pub(crate) fn rolls_in_cells(&self) -> bool {
        self.legend.values().any(|l| l.dice.is_some())
    }

    /// The lowest and highest modified roll the table is read with.
    pub(crate) fn roll_range(&self) -> (i64, i64) {
        match self.rolls {
            Some([lo, hi]) => (lo, hi),
            None => (
                self.rows.iter().map(|r| r.roll.lo).min().unwrap_or(0),
                self.rows.iter().map(|r| r.roll.hi).max().unwrap_or(0),
            ),
        }
    }

    /// The text in `column` for a modified roll already clamped to [`Crt::roll_range`].
    pub(crate) fn lookup(&self, roll: i64, column: usize) -> &str {
        self.rows
            .iter()
            .find(|r| r.roll.contains(roll))
            .and_then(|r| r.cells.get(column))
            .map_or("", String::as_str)
    }

    /// Whether every result, including those beyond the edges, deals numbered hits to both
    /// sides, so `attacker_hits` and `defender_hits` are quantities of every outcome.
    pub(crate) fn all_hits(&self) -> bool {
        let edge = |e: &str| matches!(e, "first" | "last" | "refuse");
        self.rows
            .iter()
            .flat_map(|r| r.cells.iter())
            .chain([&self.below, &self.above].into_iter().filter(|e| !edge(e)))
            .all(|c| matches!(self.hits_of(c), (Some(_), Some(_))))
    }

    /// What the types cannot say; `table` is `crt.tables.NAME`, for the error's place.
    fn check(&self, table: &str) -> Result<(), Problem> {
        if self.heads.is_empty() {
            return Err(Problem::new(table, "heads", "has no columns"));
        }
        let cols = self
            .columns()
            .map_err(|why| Problem::new(table, "heads", why))?;
        heads_in_order(table, &cols)?;
        let span = self
            .dice
            .span()
            .map_err(|why| Problem::new(table, "dice", why))?;
        if let Some(l) = self.drm_limit {
            if !(0..=crate::data::MAX_NUMBER).contains(&l) {
                return Err(Problem::new(table, "drm_limit", "must be 0 or more"));
            }
        }
        if let Some([lo, hi]) = self.rolls {
            if lo > hi {
                return Err(Problem::new(
                    table,
                    "rolls",
                    format!("[{lo}, {hi}]: the lowest roll comes first"),
                ));
            }
        }
        for e in &self.events {
            if *e < span.0 || *e > span.1 {
                return Err(Problem::new(
                    table,
                    "events",
                    format!("{e}: {} rolls {} to {}", self.dice, span.0, span.1),
                ));
            }
        }
        for r in &self.rows {
            if r.cells.len() != self.heads.len() {
                return Err(Problem::new(
                    table,
                    "rows",
                    format!(
                        "the row for a roll of {} has {}, but there {}",
                        r.roll,
                        crate::rules::common::count_text(
                            u32::try_from(r.cells.len()).unwrap_or(u32::MAX),
                            "cell",
                            "cells"
                        ),
                        match self.heads.len() {
                            1 => "is 1 column".to_string(),
                            n => format!("are {n} columns"),
                        }
                    ),
                ));
            }
            if let Some(c) = r.cells.iter().find(|c| self.cell(c).is_none()) {
                return Err(Problem::new(
                    table,
                    "rows",
                    format!(
                        "\"{c}\" (roll {}) is not in the legend and is not hits written \
                         attacker/defender like \"1/2\"; add it to [{table}.legend]",
                        r.roll
                    ),
                ));
            }
        }
        check_ranges(table, self.rows.iter().map(|r| r.roll), self.roll_range())?;
        if let Some((k, _)) = self
            .legend
            .iter()
            .find(|(_, l)| l.counts.is_some() && l.dice.is_none())
        {
            return Err(Problem::new(
                &format!("{table}.legend"),
                k,
                "`for` says what the result's dice count: give the dice too (dice = \"1d2\")",
            ));
        }
        for (key, value, edge) in [
            ("below", &self.below, "first"),
            ("above", &self.above, "last"),
        ] {
            if value != edge && value != "refuse" && self.cell(value).is_none() {
                return Err(Problem::new(
                    table,
                    key,
                    format!(
                        "\"{value}\": write \"{edge}\" (use the {edge} column), \"refuse\" (no \
                         such attack) or a result in the legend or like \"1/2\""
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// Reads one column head as `kind` says.
pub(crate) fn parse_head(kind: Kind, head: &str) -> Result<Column, String> {
    let h = head.trim();
    let bad = |what: &str| format!("\"{head}\" is not {what}");
    match kind {
        Kind::Odds => {
            let (a, d) = h.split_once(':').ok_or_else(|| bad("odds like \"3:1\""))?;
            match (a.trim().parse::<i64>(), d.trim().parse::<i64>()) {
                (Ok(a), Ok(d)) if (1..=1000).contains(&a) && (1..=1000).contains(&d) => {
                    Ok(Column::Odds(a, d))
                }
                _ => Err(bad("odds like \"3:1\" (numbers 1 to 1000)")),
            }
        }
        Kind::Differential => h
            .trim_start_matches('+')
            .replace('−', "-")
            .parse::<i64>()
            .ok()
            .filter(|n| n.abs() <= crate::data::MAX_NUMBER)
            .map(Column::Differential)
            .ok_or_else(|| bad("a differential like \"-2\", \"0\" or \"+3\"")),
        Kind::Strength => RollRange::parse(h)
            .filter(|r| r.lo >= 0)
            .map(Column::Band)
            .ok_or_else(|| bad("a strength band like \"4\", \"5-8\" or \"20+\"")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heads_and_cells_read_as_written() {
        assert_eq!(parse_head(Kind::Odds, "3:2"), Ok(Column::Odds(3, 2)));
        assert!(parse_head(Kind::Odds, "3-2").is_err());
        assert!(parse_head(Kind::Odds, "0:1").is_err());
        assert_eq!(
            parse_head(Kind::Differential, "+3"),
            Ok(Column::Differential(3))
        );
        assert_eq!(
            parse_head(Kind::Differential, "-2"),
            Ok(Column::Differential(-2))
        );
        assert_eq!(
            parse_head(Kind::Strength, "5-8"),
            Ok(Column::Band(RollRange { lo: 5, hi: 8 }))
        );
        assert_eq!(hits("1/2"), Some((1, 2)));
        assert_eq!(hits("0"), Some((0, 0)));
        assert_eq!(hits("AE"), None);
        assert_eq!(hits("-1/2"), None);
        assert_eq!(Column::Differential(2).to_string(), "+2");
    }
}

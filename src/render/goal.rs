//! What `--goal` and a range add to `--chances` output: the goal's line, and the table with one
//! row per value of a range (README, "What do I need?").
//!
//! The table is laid out for the width it is shown in (the terminal's, 80 columns in a pipe):
//! the exact fractions are written only when they fit, and without a goal the quantities that
//! do not fit are left to `--json`, which always has every value's whole distribution.

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::{Value as Json, json};

use crate::chance::Prob;
use crate::engine::Value;
use crate::render::chances::{self, Form, percent_of};
use crate::report::{Block, GoalChance, Line, Marginal, PerValue, Span, Style, ValueRow};
pub(crate) use crate::rules::common::words::{likeliest, sentence};

/// The goal's lines above the tables: its chance, then any word it compares that the
/// procedure is not known to give here.
pub(crate) fn lines(g: &GoalChance, exact: bool) -> Vec<Block> {
    let mut out = vec![Block::Line(
        Line::new()
            .push("goal ", Style::Dim)
            .push(sentence(g, exact), Style::Strong),
    )];
    out.extend(
        g.notes
            .iter()
            .map(|n| Block::Line(Line::new().push(n.clone(), Style::Dim))),
    );
    out
}

/// `{"goal": "hits>=2", "p": "11/16", "percent": 68.75}`, and `notes` when a word it compares
/// is not known here.
pub(crate) fn goal_json(g: &GoalChance) -> Json {
    let mut v = json!({"goal": g.goal, "p": g.p.to_string(), "percent": g.p.percent()});
    if !g.notes.is_empty() {
        v["notes"] = json!(g.notes);
    }
    v
}

/// The range's JSON `result` as a tree (a game keeps it): what [`Answer`] writes.
pub(crate) fn to_json(pv: &PerValue) -> Json {
    serde_json::to_value(Answer(pv)).unwrap_or(Json::Null)
}

/// The range's JSON `result`, written as it is made (a range's fractions can run to tens of
/// megabytes): every value's whole distribution, the goal's chance at each, and what
/// `--at-least` picked.
pub(crate) struct Answer<'a>(pub &'a PerValue);

impl Serialize for Answer<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let pv = self.0;
        let mut o = s.serialize_map(None)?;
        o.serialize_entry("option", &pv.option)?;
        o.serialize_entry("range", &pv.range)?;
        if let Some(g) = &pv.goal {
            o.serialize_entry("goal", g)?;
        }
        o.serialize_entry("values", &Rows(&pv.rows))?;
        if let Some(pick) = &pv.pick {
            o.serialize_entry("at_least", &pick.at_least)?;
            o.serialize_entry("pick", if pick.larger_helps { "least" } else { "most" })?;
            o.serialize_entry("answer", &pick.row.map(|i| pv.rows[i].value))?;
            o.serialize_entry("best", &pv.rows[pick.best].value)?;
        }
        o.end()
    }
}

struct Rows<'a>(&'a [ValueRow]);

impl Serialize for Rows<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.0.len()))?;
        for r in self.0 {
            seq.serialize_element(&Row(r))?;
        }
        seq.end()
    }
}

/// `{"value": 5, "goal": {"p": "13/16", "percent": 81.25}, "chances": {...}}`.
struct Row<'a>(&'a ValueRow);

impl Serialize for Row<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let r = self.0;
        let mut o = s.serialize_map(None)?;
        o.serialize_entry("value", &r.value)?;
        if let Some(p) = &r.goal {
            o.serialize_entry("goal", &json!({"p": p.to_string(), "percent": p.percent()}))?;
        }
        if chances::names_distinct(&r.quantities) {
            o.serialize_entry("chances", &chances::Serialised(&r.quantities))?;
        } else {
            o.serialize_entry("chances", &chances::to_json(&r.quantities))?;
        }
        o.end()
    }
}

/// The human output of a range, for `width` columns: its notes, a line saying how to read
/// the table, the table.
pub(crate) fn blocks(pv: &PerValue, form: Form, width: usize) -> Vec<Block> {
    let mut out = pv.notes.clone();
    if pv.goal.is_some() {
        // The exact fractions if asked or they fit, else percents; the bar as wide as the
        // rest leaves.
        let exact = match form {
            Form::Exact => true,
            Form::Percent => false,
            Form::Fit => BARS.iter().any(|&b| fits(&goal_table(pv, true, b), width)),
        };
        let bar = BARS
            .iter()
            .copied()
            .find(|&b| fits(&goal_table(pv, exact, b), width))
            .unwrap_or(0);
        let about = format!("% chance of {} at each --{}", goal_of(pv), pv.option);
        out.push(Block::Line(Line::new().push(about, Style::Dim)));
        out.push(goal_table(pv, exact, bar));
        if form == Form::Fit && !exact {
            out.push(chances::fitted_note(width));
        }
        return out;
    }
    // As many quantities as fit (one at least), with the widest bar that fits.
    let all = pv.rows.first().map_or(0, |r| r.quantities.len());
    let (shown, bar) = (1..=all.max(1))
        .rev()
        .flat_map(|n| BARS.iter().map(move |&b| (n, b)))
        .find(|&(n, b)| fits(&plain_table(pv, n, b), width))
        .unwrap_or((1, 0));
    out.push(Block::Line(Line::new().push(
        "numbers: mean (most likely); yes/no: % yes; words: the most likely, %",
        Style::Dim,
    )));
    out.push(plain_table(pv, shown, bar));
    if shown < all {
        let left: Vec<&str> = pv.rows[0].quantities[shown..]
            .iter()
            .map(|q| q.name.as_str())
            .collect();
        out.push(Block::Line(Line::new().push(
            format!(
                "not shown for want of width: {} (in --json; --goal asks about one)",
                left.join(", ")
            ),
            Style::Dim,
        )));
    }
    out
}

/// The bar widths tried, widest first (0: no bar).
const BARS: [usize; 5] = [24, 16, 10, 6, 0];

fn goal_of(pv: &PerValue) -> &str {
    pv.goal.as_deref().unwrap_or("")
}

/// Whether a table fits `width` columns as it comes.
fn fits(table: &Block, width: usize) -> bool {
    crate::render::table::natural_width(table) <= width
}

/// One row per value: its exact chance of the goal (when `exact`), the percent, a bar (`bar`
/// cells at most), and the mark of the value `--at-least` picked.
fn goal_table(pv: &PerValue, exact: bool, bar: usize) -> Block {
    let mut header = vec![pv.option.clone()];
    if exact {
        header.push("p".into());
    }
    header.extend(["%".to_string(), String::new()]);
    let ps: Vec<Prob> = pv
        .rows
        .iter()
        .map(|r| r.goal.clone().unwrap_or_else(Prob::zero))
        .collect();
    let top = ps.iter().map(Prob::percent).fold(0.0, f64::max);
    let marked = pv.pick.as_ref().map(|pick| match pick.row {
        Some(i) => (
            i,
            format!(
                "◀ {} for {}",
                if pick.larger_helps { "least" } else { "most" },
                pick.at_least
            ),
        ),
        None => (pick.best, "◀ best".to_string()),
    });
    if marked.is_some() {
        header.push(String::new());
    }
    let rows = pv
        .rows
        .iter()
        .zip(&ps)
        .enumerate()
        .map(|(i, (r, p))| {
            let reached = pv.pick.as_ref().is_some_and(|k| k.row == Some(i));
            let style = if reached { Style::Good } else { Style::Plain };
            let mut row = vec![Span::new(r.value.to_string(), style)];
            if exact {
                row.push(Span::plain(p.to_string()));
            }
            row.push(Span::new(percent_of(p), style));
            row.push(Span::new(chances::bar(p.percent(), top, bar), Style::Good));
            if let Some((m, text)) = &marked {
                let mark = if *m == i { text.clone() } else { String::new() };
                row.push(Span::new(mark, Style::Strong));
            }
            row
        })
        .collect();
    Block::Table { header, rows }
}

/// One row per value, one column for each of the first `shown` quantities (in a few
/// characters), and a bar of the first, `bar` cells at most.
fn plain_table(pv: &PerValue, shown: usize, bar: usize) -> Block {
    let mut header = vec![pv.option.clone()];
    if let Some(r) = pv.rows.first() {
        header.extend(r.quantities.iter().take(shown).map(|q| q.name.clone()));
    }
    header.push(String::new());
    let sizes: Vec<f64> = pv
        .rows
        .iter()
        .map(|r| r.quantities.first().map_or(0.0, size))
        .collect();
    let top = sizes.iter().copied().fold(0.0, f64::max);
    let rows = pv
        .rows
        .iter()
        .zip(&sizes)
        .map(|(r, s)| {
            let mut row = vec![Span::plain(r.value.to_string())];
            row.extend(
                r.quantities
                    .iter()
                    .take(shown)
                    .map(|q| Span::plain(cell(q))),
            );
            row.push(Span::new(chances::bar(*s, top, bar), Style::Good));
            row
        })
        .collect();
    Block::Table { header, rows }
}

/// A quantity in a cell: a number's mean (and most likely value), the percent of yes, the most
/// likely words and their percent.
fn cell(q: &Marginal) -> String {
    if let Some((mean, _)) = chances::mean_sd(q) {
        let mode = likeliest(q).map(|(v, _)| v.to_string()).unwrap_or_default();
        return format!("{} ({mode})", chances::num(mean));
    }
    if let Some(p) = yes(q) {
        return format!("{}%", percent_of(&p));
    }
    match likeliest(q) {
        Some((v, p)) => format!("{v} {}%", percent_of(p)),
        None => String::new(),
    }
}

/// The chance of yes of a yes/no quantity.
fn yes(q: &Marginal) -> Option<Prob> {
    if !q.outcomes.iter().all(|(v, _)| matches!(v, Value::Bool(_))) {
        return None;
    }
    Some(
        q.outcomes
            .iter()
            .find(|(v, _)| *v == Value::Bool(true))
            .map_or_else(Prob::zero, |(_, p)| p.clone()),
    )
}

/// How long a quantity's bar is: a number's mean, yes/no's percent of yes, the likeliest
/// words' percent.
fn size(q: &Marginal) -> f64 {
    if let Some((mean, _)) = chances::mean_sd(q) {
        return mean.max(0.0);
    }
    if let Some(p) = yes(q) {
        return p.percent();
    }
    likeliest(q).map_or(0.0, |(_, p)| p.percent())
}

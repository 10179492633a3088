//! `--chances` output: for each quantity, a table of outcome, exact fraction, percent, the
//! cumulative "this or more" / "this or less" percents (for numbers) and a bar; then mean and
//! standard deviation. JSON: `{"hits": [{"value": 2, "p": "5/16", "percent": 31.25}, ...]}`.

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::{Map, Value as Json, json};

use crate::engine::Value;
use crate::report::{Block, Line, Marginal, Span, Style};

/// The widest bar, in character cells.
const BAR: usize = 24;

pub(crate) fn to_json(quantities: &[Marginal]) -> Json {
    let mut o = Map::new();
    for q in quantities {
        let rows: Vec<Json> = q
            .outcomes
            .iter()
            .zip(q.percents())
            .map(|((v, p), pc)| json!({"value": v, "p": p.to_string(), "percent": pc}))
            .collect();
        o.insert(q.name.clone(), Json::Array(rows));
    }
    Json::Object(o)
}

/// The object [`to_json`] builds, serialised without building it (`render::json`); only for
/// quantities whose names are distinct ([`names_distinct`]), since the object keeps one entry
/// per name.
pub(crate) struct Serialised<'a>(pub &'a [Marginal]);

impl Serialize for Serialised<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut o = s.serialize_map(Some(self.0.len()))?;
        for q in self.0 {
            o.serialize_entry(&q.name, &Rows(q))?;
        }
        o.end()
    }
}

struct Rows<'a>(&'a Marginal);

impl Serialize for Rows<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let q = self.0;
        let mut rows = s.serialize_seq(Some(q.outcomes.len()))?;
        for ((v, p), pc) in q.outcomes.iter().zip(q.percents()) {
            rows.serialize_element(&Row { v, p, pc: *pc })?;
        }
        rows.end()
    }
}

/// `{"value": v, "p": "5/16", "percent": 31.25}`.
struct Row<'a> {
    v: &'a Value,
    p: &'a crate::chance::Prob,
    pc: f64,
}

impl Serialize for Row<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut o = s.serialize_map(Some(3))?;
        o.serialize_entry("value", self.v)?;
        o.serialize_entry("p", &Shown(self.p))?;
        o.serialize_entry("percent", &self.pc)?;
        o.end()
    }
}

/// A fraction as its string (`"5/16"`), written without an intermediate `String`.
struct Shown<'a>(&'a crate::chance::Prob);

impl Serialize for Shown<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self.0)
    }
}

/// Whether no two quantities share a name.
pub(crate) fn names_distinct(quantities: &[Marginal]) -> bool {
    quantities
        .iter()
        .enumerate()
        .all(|(i, q)| quantities[..i].iter().all(|o| o.name != q.name))
}

pub(crate) fn blocks(quantities: &[Marginal]) -> Vec<Block> {
    let mut out = Vec::new();
    for q in quantities {
        out.push(table(q));
        if let Some((mean, sd)) = mean_sd(q) {
            out.push(Block::Line(Line::new().push(
                format!("{}: mean {}, sd {}", q.name, num(mean), num(sd)),
                Style::Dim,
            )));
        }
    }
    out
}

fn table(q: &Marginal) -> Block {
    let numeric = q.outcomes.iter().all(|(v, _)| matches!(v, Value::Int(_)));
    let mut header = vec![q.name.clone(), "p".into(), "%".into()];
    if numeric {
        header.push("this or more".into());
        header.push("this or less".into());
    }
    header.push(String::new());
    let top = q.percents().iter().copied().fold(0.0, f64::max);
    let mut below = 0.0;
    let total: f64 = q.percents().iter().sum();
    let mut rows = Vec::new();
    for ((v, p), &pc) in q.outcomes.iter().zip(q.percents()) {
        let mut row = vec![
            Span::plain(v.to_string()),
            Span::plain(p.to_string()),
            Span::plain(percent(pc)),
        ];
        if numeric {
            // Cumulative percents from the rounded parts are for display only; the exact
            // fractions are in the p column and in JSON.
            row.push(Span::plain(percent((total - below).clamp(0.0, 100.0))));
            below += pc;
            row.push(Span::plain(percent(below.clamp(0.0, 100.0))));
        }
        row.push(Span::new(bar(pc, top), Style::Good));
        rows.push(row);
    }
    Block::Table { header, rows }
}

/// Mean and standard deviation of a numeric quantity, for display.
pub(crate) fn mean_sd(q: &Marginal) -> Option<(f64, f64)> {
    let mut m1 = 0.0;
    let mut m2 = 0.0;
    for ((v, _), pc) in q.outcomes.iter().zip(q.percents()) {
        let Value::Int(n) = v else { return None };
        let w = pc / 100.0;
        m1 += *n as f64 * w;
        m2 += (*n as f64) * (*n as f64) * w;
    }
    Some((m1, (m2 - m1 * m1).max(0.0).sqrt()))
}

/// A number for display: up to three decimals, no trailing zeros.
pub(crate) fn num(x: f64) -> String {
    let s = format!("{x:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".into() } else { s.into() }
}

/// A percent for a table cell: two decimals, or two significant digits when tiny.
pub(crate) fn percent(pc: f64) -> String {
    if pc == 0.0 {
        "0".into()
    } else if pc >= 0.01 {
        format!("{pc:.2}")
    } else {
        format!("{pc:.1e}")
    }
}

fn bar(pc: f64, top: f64) -> String {
    if top <= 0.0 {
        return String::new();
    }
    // Eighth-blocks give a smooth bar in 24 cells.
    let eighths = ((pc / top) * (BAR * 8) as f64).round() as usize;
    let mut s = "█".repeat(eighths / 8);
    const PARTS: [&str; 8] = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"];
    s.push_str(PARTS[eighths % 8]);
    s
}

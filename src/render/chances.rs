//! `--chances` output: for each quantity, a table of outcome, exact fraction, percent, the
//! cumulative "this or more" / "this or less" percents (for numbers) and a bar; then mean and
//! standard deviation. A quantity with more outcomes than a screen holds ([`MAX_ROWS`]) is
//! summarised instead (mean, sd, percentiles, the most likely outcomes, a bar chart by
//! ranges); `--json` has every outcome. JSON:
//! `{"hits": [{"value": 2, "p": "5/16", "percent": 31.25}, ...]}`.
//!
//! Every percent in human output is written by [`shown`], and whether the exact fractions are
//! written beside them is decided here alone ([`Form`]): `--exact`, `--percent`, or (neither)
//! the exact form unless stdout is a terminal too narrow for it (README, "Exact chances").

use std::io::IsTerminal;

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::{Map, Value as Json, json};

use crate::chance::Prob;
use crate::cli::ChanceForm;
use crate::engine::Value;
use crate::error::{Error, Result};
use crate::report::{Block, Line, Marginal, Span, Style};

/// The widest bar, in character cells.
const BAR: usize = 24;

/// The most outcomes shown one per row; more are summarised (a screenful, and the text table
/// of a million outcomes took gigabytes).
pub(crate) const MAX_ROWS: usize = 60;

/// Quantities whose numbers name a direction rather than an amount: no mean or sd.
const DIRECTIONS: &[&str] = &["bearing"];

/// How human output writes chances.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    /// Each outcome's exact fraction beside its percent (`--exact`; a pipe or a file).
    Exact,
    /// Percents only (`--percent`): no fraction anywhere, `<0.01`/`>99.99` at the ends.
    Percent,
    /// Neither asked for, and stdout is a terminal this many columns wide: [`Form::Exact`]
    /// when its tables fit, else [`Form::Percent`] and a line saying how to get the fractions.
    Fit(usize),
}

impl Form {
    /// The form a command line asks for (the later of `--percent`/`--exact` wins in clap).
    pub(crate) fn asked(flags: ChanceForm) -> Form {
        if flags.percent {
            Form::Percent
        } else if flags.exact {
            Form::Exact
        } else {
            terminal_width().map_or(Form::Exact, Form::Fit)
        }
    }
}

/// Test hook, read nowhere else: `SPW_TEST_TERMINAL=1` makes [`terminal_width`] take stdout for
/// a terminal, so the CLI tests (whose stdout is a pipe) can check the terminal default.
const TEST_TERMINAL: &str = "SPW_TEST_TERMINAL";

/// The width of the terminal stdout is: `COLUMNS` when it is a number, else the terminal's
/// own width, else 80; `None` when stdout is not a terminal (scripts keep the exact tables).
fn terminal_width() -> Option<usize> {
    let terminal = std::io::stdout().is_terminal()
        || std::env::var_os(TEST_TERMINAL).is_some_and(|v| v == "1");
    if !terminal {
        return None;
    }
    let columns = std::env::var("COLUMNS")
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|n| *n > 0);
    Some(
        columns
            .or_else(|| terminal_size::terminal_size().map(|(w, _)| usize::from(w.0)))
            .unwrap_or(80),
    )
}

/// `--percent`/`--exact` shape `--chances` text, so a command that names either without
/// `--chances` is refused rather than silently ignoring it, and so is `--percent` with `--json`
/// (always exact). A session (`spw --percent`, no command) takes them for its `--chances` lines.
pub(crate) fn check_asked(flags: ChanceForm, chances: bool, json: bool) -> Result<()> {
    let name = match (flags.percent, flags.exact) {
        (true, _) => "--percent",
        (false, true) => "--exact",
        (false, false) => return Ok(()),
    };
    if !chances {
        return Err(Error::usage(format!(
            "{name} shapes the --chances tables; add --chances, or drop {name}"
        )));
    }
    if json && flags.percent {
        return Err(Error::usage(
            "--percent shapes the text tables, and --json is always exact; give one or the other",
        ));
    }
    Ok(())
}

/// The line under tables shown as percents only because the exact ones were too wide.
pub(crate) fn fitted_note(width: usize) -> Block {
    Block::Line(Line::new().push(
        format!("percents to fit {width} columns; --exact for the exact fractions (or --json)"),
        Style::Dim,
    ))
}

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

/// The human tables of `quantities`; `exact` adds each outcome's fraction.
pub(crate) fn blocks(quantities: &[Marginal], exact: bool) -> Vec<Block> {
    let mut out = Vec::new();
    for q in quantities {
        if q.outcomes.len() > MAX_ROWS {
            out.extend(summary(q));
            continue;
        }
        out.push(table(q, exact));
        if let Some((mean, sd)) = mean_sd(q) {
            out.push(Block::Line(Line::new().push(
                format!("{}: mean {}, sd {}", q.name, num(mean), num(sd)),
                Style::Dim,
            )));
        }
    }
    out
}

fn table(q: &Marginal, exact: bool) -> Block {
    let numeric = q.outcomes.iter().all(|(v, _)| matches!(v, Value::Int(_)));
    let mut header = vec![q.name.clone()];
    if exact {
        header.push("p".into());
    }
    header.push("%".into());
    if numeric {
        header.push("this or more".into());
        header.push("this or less".into());
    }
    header.push(String::new());
    let pcs = q.percents();
    let top = pcs.iter().copied().fold(0.0, f64::max);
    // "This or more" summed from the far end, so the rarest outcomes' tiny shares are not lost
    // subtracting from 100 (a possible outcome shown as 0).
    let mut above: Vec<f64> = pcs
        .iter()
        .rev()
        .scan(0.0, |sum, pc| {
            *sum += pc;
            Some(*sum)
        })
        .collect();
    above.reverse();
    let mut below = 0.0;
    let mut rows = Vec::new();
    let n = q.outcomes.len();
    for (i, ((v, p), &pc)) in q.outcomes.iter().zip(pcs).enumerate() {
        let mut row = vec![Span::plain(v.to_string())];
        if exact {
            row.push(Span::plain(p.to_string()));
        }
        row.push(Span::plain(shown(pc, n == 1)));
        if numeric {
            // Cumulative percents from the rounded parts are for display only; the exact
            // fractions are in the p column and in JSON. Every listed outcome is possible, so
            // "this or more" is certain only on the first row and "this or less" on the last.
            row.push(Span::plain(shown(above[i].clamp(0.0, 100.0), i == 0)));
            below += pc;
            row.push(Span::plain(shown(below.clamp(0.0, 100.0), i + 1 == n)));
        }
        row.push(Span::new(bar(pc, top), Style::Good));
        rows.push(row);
    }
    Block::Table { header, rows }
}

/// A quantity with too many outcomes for one row each: what a referee reads off a table
/// (mean, sd, percentiles, the most likely outcomes) and a coarse bar chart by ranges.
fn summary(q: &Marginal) -> Vec<Block> {
    let pcs = q.percents();
    let n = q.outcomes.len();
    let mut out = vec![Block::Line(Line::new().push(
        format!(
            "{}: {} outcomes, from {} to {}, too many to list (--json gives every one)",
            q.name,
            n,
            q.outcomes[0].0,
            q.outcomes[n - 1].0
        ),
        Style::Dim,
    ))];
    let numeric: Option<Vec<i64>> = q
        .outcomes
        .iter()
        .map(|(v, _)| match v {
            Value::Int(i) => Some(*i),
            _ => None,
        })
        .collect();
    if let (Some((mean, sd)), false) = (mean_sd(q), DIRECTIONS.contains(&q.name.as_str())) {
        out.push(Block::Line(Line::new().text(format!(
            "mean {}, sd {}",
            num(mean),
            num(sd)
        ))));
    }
    if let Some(values) = &numeric {
        // The smallest value whose "this or less" reaches each percentile.
        let mut cells = Vec::new();
        let mut below = 0.0;
        let mut i = 0;
        for pct in [1.0, 5.0, 25.0, 50.0, 75.0, 95.0, 99.0] {
            // The tolerance keeps float sums of exact shares (1% of d1000) on the right value.
            while i + 1 < n && below + pcs[i] < pct - 1e-9 {
                below += pcs[i];
                i += 1;
            }
            cells.push(format!("{}% {}", num(pct), values[i]));
        }
        out.push(Block::Line(
            Line::new().text(format!("percentiles: {}", cells.join(", "))),
        ));
    }
    // The five most likely outcomes (ties in ascending order).
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| pcs[b].total_cmp(&pcs[a]).then(a.cmp(&b)));
    let top: Vec<String> = order
        .iter()
        .take(5)
        .map(|&i| format!("{} ({}%)", q.outcomes[i].0, shown(pcs[i], false)))
        .collect();
    out.push(Block::Line(
        Line::new().text(format!("most likely: {}", top.join(", "))),
    ));
    if let Some(values) = numeric {
        out.push(ranges(&q.name, &values, pcs));
    }
    out
}

/// The outcomes grouped into about 20 equal ranges of value, each with its percent and a bar.
fn ranges(name: &str, values: &[i64], pcs: &[f64]) -> Block {
    const BINS: i128 = 20;
    let (lo, hi) = (values[0] as i128, values[values.len() - 1] as i128);
    let width = ((hi - lo + 1) + BINS - 1) / BINS;
    let mut sums: Vec<(i128, f64)> = Vec::new();
    for (&v, &pc) in values.iter().zip(pcs) {
        let start = lo + (v as i128 - lo) / width * width;
        match sums.last_mut() {
            Some((s, sum)) if *s == start => *sum += pc,
            _ => sums.push((start, pc)),
        }
    }
    let top = sums.iter().map(|s| s.1).fold(0.0, f64::max);
    let rows = sums
        .iter()
        .map(|&(start, pc)| {
            let end = (start + width - 1).min(hi);
            let label = if end == start {
                start.to_string()
            } else {
                format!("{start} to {end}")
            };
            vec![
                Span::plain(label),
                Span::plain(shown(pc, false)),
                Span::new(bar(pc, top), Style::Good),
            ]
        })
        .collect();
    Block::Table {
        header: vec![name.to_string(), "%".into(), String::new()],
        rows,
    }
}

/// Mean and standard deviation of a numeric quantity, for display (none for a direction).
pub(crate) fn mean_sd(q: &Marginal) -> Option<(f64, f64)> {
    if DIRECTIONS.contains(&q.name.as_str()) {
        return None;
    }
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

/// A percent for a table cell: two decimals; `<0.01` for what is possible but rarer, `>99.99`
/// for what is nearly certain, and `100` only when `certain` (known exactly, not from the
/// rounded float). Exact values are the fractions beside it and in JSON.
pub(crate) fn shown(pc: f64, certain: bool) -> String {
    if certain {
        "100".into()
    } else if pc <= 0.0 {
        "0".into()
    } else if pc < 0.005 {
        "<0.01".into()
    } else if pc >= 99.995 {
        ">99.99".into()
    } else {
        format!("{pc:.2}")
    }
}

/// The percent of `p` for display (see [`shown`]).
pub(crate) fn percent_of(p: &Prob) -> String {
    shown(p.percent(), p.numer() == p.denom())
}

/// A percent worked out in floats (a sum or complement), so never shown as certain.
pub(crate) fn percent(pc: f64) -> String {
    shown(pc, false)
}

fn bar(pc: f64, top: f64) -> String {
    bar_in(pc, top, BAR)
}

/// A bar of `pc` against the longest, `top`, `cells` wide at most, in eighth-blocks.
pub(crate) fn bar_in(pc: f64, top: f64, cells: usize) -> String {
    if top <= 0.0 {
        return String::new();
    }
    // Eighth-blocks give a smooth bar in 24 cells.
    let eighths = ((pc / top) * (cells * 8) as f64).round() as usize;
    let mut s = "█".repeat(eighths / 8);
    const PARTS: [&str; 8] = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"];
    s.push_str(PARTS[eighths % 8]);
    s
}

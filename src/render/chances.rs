//! `--chances` output: the answer first (one to five lines: the chance of each outcome that
//! matters, the most likely result, the mean of a number), then for each quantity a table of
//! outcome, exact fraction, percent, the cumulative "this or more" / "this or less" percents
//! (for numbers) and a bar; then mean and standard deviation. A quantity with more outcomes
//! than a screen holds ([`MAX_ROWS`]) is summarised instead (mean, sd, percentiles, the most
//! likely outcomes, a bar chart by ranges); `--json` has every outcome. A family of counts
//! ([`parts`]: barrage squares, each side's killed and wounded) is one table, a row per count
//! and a column per number. JSON: `{"hits": [{"value": 2, "p": "5/16", "percent": 31.25}, ...]}`.
//!
//! Every table takes the fullest form that fits the width ([`fitted`]): the exact fractions
//! while half a bar still fits beside them, then percents alone (with a line saying so),
//! shorter headers, a shorter bar, the cumulative columns dropped. `--exact` is the whole exact
//! table however wide, `--percent` drops the fractions. On a terminal the answer and the first
//! table are shown, `--full` (or a pipe) gives every table. Every percent in human output is
//! written by [`shown`].

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::{Map, Value as Json, json};

pub(crate) use crate::rules::common::words::{
    DIRECTIONS, mean_sd, num, percent, percent_of, shown,
};
use crate::rules::common::words::{join_and, most_likely};

use crate::engine::Value;
use crate::error::Result;
use crate::render::{Painter, table};
use crate::report::{Block, Line, Marginal, Span, Style};

/// The widest bar, in character cells.
const BAR: usize = 24;

/// The shortest bar worth drawing; with less room the bar goes.
const MIN_BAR: usize = 6;

/// The most outcomes shown one per row; more are summarised (a screenful, and a text table of
/// every outcome would grow with the distribution, however large).
pub(crate) const MAX_ROWS: usize = 60;

/// Quantities whose numbers measure (inches, a zone's size, turns) rather than count: never
/// in a family of counts.
const MEASURES: &[&str] = &[
    "distance",
    "inches",
    "width",
    "depth",
    "flight",
    "pursuit",
    "deviation",
    "turns",
];

/// The most numbers a count in a family may take (one column each).
const FAMILY_VALUES: usize = 16;

/// How the answer and tables write chances.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    /// Each outcome's exact fraction beside its percent, however wide (`--exact`).
    Exact,
    /// Percents only (`--percent`): no fraction anywhere, `<0.01`/`>99.99` at the ends.
    Percent,
    /// Neither asked for: the exact fractions where the table fits the width with them, else
    /// percents and a line saying how to get the fractions.
    Fit,
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
            // Ctrl-C in the REPL stops a long listing (`render::json::render` says so).
            if crate::interrupt::pressed() {
                return Err(serde::ser::Error::custom("interrupted"));
            }
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

/// A piece of the tables: one quantity, or a family of counts shown as one table.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Part {
    One(usize),
    Family(std::ops::Range<usize>),
}

/// Whether `q` counts something (a small whole number from 0, not a measure or a direction),
/// so it may share a table with the counts beside it.
fn is_count(q: &Marginal) -> bool {
    let name = q.name.as_str();
    !DIRECTIONS.contains(&name)
        && !MEASURES.contains(&name)
        && q.outcomes
            .iter()
            .all(|(v, _)| matches!(v, Value::Int(n) if (0..FAMILY_VALUES as i64).contains(n)))
}

/// The quantities as tables: three or more counts in a row (barrage squares; each side's
/// killed, wounded, pushed) are a family, one table; the others one table each. With the exact
/// fractions asked for, every quantity has its own table (a family shows percents).
fn parts(quantities: &[Marginal], form: Form) -> Vec<Part> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < quantities.len() {
        let mut j = i;
        while j < quantities.len() && is_count(&quantities[j]) && form != Form::Exact {
            j += 1;
        }
        if j - i >= 3 {
            out.push(Part::Family(i..j));
            i = j;
        } else {
            out.push(Part::One(i));
            i += 1;
        }
    }
    out
}

/// The human `--chances` answer and tables of `quantities`, laid out for the painter's width:
/// the answer first, then every table, or with `short` (a terminal, no `--full`) only the
/// first, and a line saying how many more there are.
pub(crate) fn layout(
    quantities: &[Marginal],
    form: Form,
    painter: Painter,
    short: bool,
) -> Vec<Block> {
    let parts = parts(quantities, form);
    let mut out: Vec<Block> = answer(quantities, &parts, form != Form::Percent)
        .into_iter()
        .map(Block::Line)
        .collect();
    let shown = if short { 1 } else { parts.len() };
    let mut dropped = false;
    for part in &parts[..shown.min(parts.len())] {
        match part {
            Part::One(i) => {
                let q = &quantities[*i];
                if q.outcomes.len() > MAX_ROWS {
                    out.extend(summary(q));
                    continue;
                }
                let (table, exact) = fitted(q, form, painter.width);
                dropped |= !exact && form == Form::Fit;
                out.push(table);
                if let Some((mean, sd)) = mean_sd(q) {
                    out.push(Block::Line(Line::new().push(
                        format!("{}: mean {}, sd {}", q.name, num(mean), num(sd)),
                        Style::Dim,
                    )));
                }
            }
            // A family is percents at any width; its own line says how to get the fractions.
            Part::Family(r) => out.extend(family(&quantities[r.clone()], painter.width)),
        }
    }
    let hidden = parts.len().saturating_sub(shown);
    if hidden > 0 {
        let tables = if hidden == 1 { "table" } else { "tables" };
        out.push(Block::Line(Line::new().push(
            format!("{hidden} more {tables} with --full (a pipe gets every table)"),
            Style::Dim,
        )));
    }
    if dropped {
        out.push(fitted_note(painter.width));
    }
    out
}

/// The answer a player asked for, one line per table (five at most): a yes/no quantity's
/// chance of yes; each worded outcome's chance (the most likely when there are many); a
/// number's most likely value and mean, and for a count the chance of at least one; a family's
/// chance of at least one for each. `fractions`: a short exact fraction beside a yes/no chance.
fn answer(quantities: &[Marginal], parts: &[Part], fractions: bool) -> Vec<Line> {
    parts
        .iter()
        .take(5)
        .map(|part| {
            let text = match part {
                Part::One(i) => say(&quantities[*i], fractions),
                Part::Family(r) => say_family(&quantities[r.clone()]),
            };
            Line::new().push(text, Style::Strong)
        })
        .collect()
}

/// One quantity's answer (see [`answer`]).
fn say(q: &Marginal, fractions: bool) -> String {
    let name = &q.name;
    if let [(v, _)] = q.outcomes.as_slice() {
        return format!("{name}: {v} (certain)");
    }
    if q.outcomes.iter().all(|(v, _)| matches!(v, Value::Bool(_))) {
        let yes = q.outcomes.iter().find(|(v, _)| *v == Value::Bool(true));
        return match yes {
            Some((_, p)) if fractions && p.to_string().len() <= 15 => {
                format!("{name} {p} ({}%)", percent_of(p))
            }
            Some((_, p)) => format!("{name} {}%", percent_of(p)),
            None => format!("{name} never"),
        };
    }
    let numeric = q.outcomes.iter().all(|(v, _)| matches!(v, Value::Int(_)));
    if !numeric && q.outcomes.len() <= 5 {
        let each: Vec<String> = q
            .outcomes
            .iter()
            .map(|(v, p)| format!("{v} {}%", percent_of(p)))
            .collect();
        return format!("{name}: {}", each.join(", "));
    }
    let mut s = format!("{name}: {}", most_likely(q).unwrap_or_default());
    if let Some((mean, _)) = mean_sd(q) {
        s.push_str(&format!(", mean {}", num(mean)));
    }
    if is_count(q) {
        s.push_str(&format!(", at least 1: {}", at_least_one(q)));
    }
    s
}

/// The chance a count is 1 or more, as shown.
fn at_least_one(q: &Marginal) -> String {
    let none = q.outcomes.iter().find(|(v, _)| *v == Value::Int(0));
    match none {
        None => "100%".into(),
        Some((_, p)) if p.numer() == p.denom() => "never".into(),
        Some((_, p)) => format!("{}%", percent(100.0 - p.percent())),
    }
}

/// A family's answer: the chance of at least one for each, those side by side with the same
/// chance named together ("square_1 to square_9 and lost 46.86% each").
fn say_family(qs: &[Marginal]) -> String {
    let chances: Vec<String> = qs.iter().map(at_least_one).collect();
    let mut runs: Vec<String> = Vec::new();
    let mut i = 0;
    while i < qs.len() {
        let mut j = i + 1;
        while j < qs.len() && chances[j] == chances[i] {
            j += 1;
        }
        let names: Vec<&str> = qs[i..j].iter().map(|q| q.name.as_str()).collect();
        let each = if j - i > 1 { " each" } else { "" };
        runs.push(format!(
            "{} {}{each}",
            join_and(&numbered(&names)),
            chances[i]
        ));
        i = j;
    }
    format!("at least 1: {}", runs.join("; "))
}

/// Names in a row, with three or more numbered alike (`square_1`, `square_2`, ...) written as
/// one range: `square_1 to square_9`.
fn numbered(names: &[&str]) -> Vec<String> {
    let split = |n: &str| {
        let digits = n.len() - n.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        let (stem, num) = n.split_at(n.len() - digits);
        num.parse::<u64>().ok().map(|k| (stem.to_string(), k))
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < names.len() {
        let mut j = i + 1;
        if let Some((stem, first)) = split(names[i]) {
            while j < names.len() && split(names[j]) == Some((stem.clone(), first + (j - i) as u64))
            {
                j += 1;
            }
        }
        if j - i >= 3 {
            out.push(format!("{} to {}", names[i], names[j - 1]));
        } else {
            out.extend(names[i..j].iter().map(|n| n.to_string()));
        }
        i = j;
    }
    out
}

/// What one table shows besides outcome and percent.
#[derive(Clone, Copy, Debug)]
struct Shape {
    /// The exact fraction column.
    exact: bool,
    /// The "this or more" / "this or less" columns (numbers only).
    cumulative: bool,
    /// Their headers short ("or more").
    short: bool,
    /// A bar column.
    bar: bool,
}

/// `q`'s table in the fullest shape that fits `width` (module doc), and whether it shows the
/// exact fractions: with them only while a bar of half length still fits beside them; then
/// percents, shorter headers, a shorter bar, no cumulative columns, no bar. With none fitting,
/// the narrowest (the table renderer then wraps its cells). `--exact` is the whole exact
/// table, however wide.
fn fitted(q: &Marginal, form: Form, width: usize) -> (Block, bool) {
    let full = Shape {
        exact: true,
        cumulative: true,
        short: false,
        bar: true,
    };
    if form == Form::Exact {
        return (table(q, full, BAR), true);
    }
    let numeric = q.outcomes.iter().all(|(v, _)| matches!(v, Value::Int(_)));
    let mut shapes: Vec<(Shape, usize)> = Vec::new();
    let fractions: &[bool] = if form == Form::Fit {
        &[true, false]
    } else {
        &[false]
    };
    for &exact in fractions {
        let columns: &[(bool, bool)] = match (numeric, exact) {
            (false, _) => &[(false, false)],
            (true, true) => &[(true, false), (true, true)],
            (true, false) => &[(true, false), (true, true), (false, false)],
        };
        for &(cumulative, short) in columns {
            let shape = Shape {
                exact,
                cumulative,
                short,
                bar: true,
            };
            shapes.push((shape, if exact { BAR / 2 } else { MIN_BAR }));
        }
    }
    for (shape, least) in shapes {
        // The bar takes what is left, up to its full length.
        let one = table::natural_width(&table(q, shape, 1));
        let room = width.saturating_sub(one.saturating_sub(1));
        if room >= least {
            return (table(q, shape, room.min(BAR)), shape.exact);
        }
    }
    let last = Shape {
        exact: false,
        cumulative: false,
        short: true,
        bar: false,
    };
    (table(q, last, 0), false)
}

fn table(q: &Marginal, shape: Shape, bar_cells: usize) -> Block {
    let numeric = q.outcomes.iter().all(|(v, _)| matches!(v, Value::Int(_)));
    let cumulative = numeric && shape.cumulative;
    let mut header = vec![q.name.clone()];
    if shape.exact {
        header.push("p".into());
    }
    header.push("%".into());
    if cumulative {
        let (more, less) = if shape.short {
            ("or more", "or less")
        } else {
            ("this or more", "this or less")
        };
        header.push(more.into());
        header.push(less.into());
    }
    if shape.bar {
        header.push(String::new());
    }
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
        if shape.exact {
            row.push(Span::plain(p.to_string()));
        }
        row.push(Span::plain(shown(possible(pc), n == 1)));
        if cumulative {
            // Cumulative percents from the rounded parts are for display only; the exact
            // fractions are in the p column and in JSON. Every listed outcome is possible, so
            // "this or more" is certain only on the first row and "this or less" on the last.
            row.push(Span::plain(shown(
                possible(above[i].clamp(0.0, 100.0)),
                i == 0,
            )));
            below += pc;
            row.push(Span::plain(shown(
                possible(below.clamp(0.0, 100.0)),
                i + 1 == n,
            )));
        }
        if shape.bar {
            row.push(Span::new(bar(pc, top, bar_cells), Style::Good));
        }
        rows.push(row);
    }
    Block::Table { header, rows }
}

/// A family of counts as one table: a row per count, a column per number it may take (the
/// last `N+`, "N or more", when there are too many to fit), and each row's mean when it fits.
fn family(qs: &[Marginal], width: usize) -> Vec<Block> {
    let mut values: Vec<i64> = qs
        .iter()
        .flat_map(|q| q.outcomes.iter())
        .filter_map(|(v, _)| match v {
            Value::Int(n) => Some(*n),
            _ => None,
        })
        .collect();
    values.sort_unstable();
    values.dedup();
    let note = Block::Line(Line::new().push(
        "% chance of each number, a row each (--exact: with fractions)",
        Style::Dim,
    ));
    let most = values.len();
    for k in (1..=most).rev() {
        for mean in [true, false] {
            let t = family_table(qs, &values, k, mean);
            if table::natural_width(&t) <= width {
                return vec![note, t];
            }
        }
    }
    vec![note, family_table(qs, &values, most.min(2), false)]
}

/// [`family`]'s table with `k` number columns (the last `N+` when `k` leaves some out).
fn family_table(qs: &[Marginal], values: &[i64], k: usize, mean: bool) -> Block {
    let merged = k < values.len();
    let mut header = vec![String::new()];
    for (i, v) in values.iter().take(k).enumerate() {
        header.push(if merged && i + 1 == k {
            format!("{v}+")
        } else {
            v.to_string()
        });
    }
    if mean {
        header.push("mean".into());
    }
    let rows = qs
        .iter()
        .map(|q| {
            let mut row = vec![Span::plain(q.name.clone())];
            let pc_of = |v: i64| {
                q.outcomes
                    .iter()
                    .zip(q.percents())
                    .find(|((o, _), _)| *o == Value::Int(v))
                    .map(|((_, p), _)| p)
            };
            for (i, &v) in values.iter().take(k).enumerate() {
                let cell = if merged && i + 1 == k {
                    // N or more: certain when nothing below N is possible.
                    let (sum, certain) = q.outcomes.iter().zip(q.percents()).fold(
                        (0.0, true),
                        |(sum, all), ((o, _), pc)| match o {
                            Value::Int(n) if *n >= v => (sum + pc, all),
                            _ => (sum, false),
                        },
                    );
                    if sum > 0.0 {
                        shown(sum.min(100.0), certain)
                    } else {
                        "·".into()
                    }
                } else {
                    pc_of(v).map_or("·".into(), percent_of)
                };
                row.push(Span::plain(cell));
            }
            if mean {
                row.push(Span::new(
                    mean_sd(q).map_or(String::new(), |(m, _)| num(m)),
                    Style::Dim,
                ));
            }
            row
        })
        .collect();
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
        .map(|&i| format!("{} ({}%)", q.outcomes[i].0, shown(possible(pcs[i]), false)))
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
                Span::plain(shown(possible(pc), false)),
                Span::new(bar(pc, top, BAR), Style::Good),
            ]
        })
        .collect();
    Block::Table {
        header: vec![name.to_string(), "%".into(), String::new()],
        rows,
    }
}

/// The percent of outcomes that are listed, so possible: a share too small for a float
/// (1/6^1000 underflows to 0) is still shown as `<0.01`, never as `0`.
fn possible(pc: f64) -> f64 {
    if pc > 0.0 { pc } else { f64::MIN_POSITIVE }
}

/// A bar of up to `cells` cells, as long against them as `pc` is against `top`.
pub(crate) fn bar(pc: f64, top: f64, cells: usize) -> String {
    if top <= 0.0 {
        return String::new();
    }
    // Eighth-blocks give a smooth bar.
    let eighths = ((pc / top) * (cells * 8) as f64).round() as usize;
    let mut s = "█".repeat(eighths / 8);
    const PARTS: [&str; 8] = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"];
    s.push_str(PARTS[eighths % 8]);
    s
}

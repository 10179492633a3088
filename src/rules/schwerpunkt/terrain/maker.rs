//! What every table of one command shares (its options, where its dice come from) and how
//! each table becomes a report, a JSON line or a file's document; the output formats.

use std::io::Write;

use clap::ValueEnum;
use serde::Serialize;
use serde_json::Value as Json;

use crate::dice::source::RngSource;
use crate::engine::{Roller, Throw};
use crate::error::{Error, Result};
use crate::rules::Writers;
use crate::screen::Painter;
use crate::report::{Block, Body, Line, Report, Span, Style};
use crate::rules::common::noun;
use crate::rules::schwerpunkt::ID;
use crate::rules::Cx;

use super::generator::{self, Generated, Step};
use super::model::{AreaKind, Edge, LineKind, Terrain};
use super::plan::Plan;
use super::{export, map, svg};

pub(super) const SECTION: &str = "1.3";

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Format {
    /// A map for the terminal, with every die
    Text,
    /// A picture of the table to scale
    Svg,
    /// The table as JSON (the same as --json)
    Json,
    /// The table as TOML
    Toml,
}

impl Format {
    pub(super) fn name(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Svg => "svg",
            Format::Json => "json",
            Format::Toml => "toml",
        }
    }

    /// The file name extension with `--out`.
    pub(super) fn extension(self) -> &'static str {
        match self {
            Format::Text => "txt",
            other => other.name(),
        }
    }
}

/// Rolls one table from its own seed.
pub(super) fn roll_seeded(plan: &Plan, seed: u64) -> Result<Rolled> {
    let mut src = RngSource::seeded(seed);
    let mut roller = Roller::new(&mut src);
    let g = generator::generate(plan, &mut roller)?;
    Ok((g, roller.into_throws()))
}

/// A table and the dice thrown for it.
pub(super) type Rolled = (Generated, Vec<Throw>);

/// Rolls one table with this command's dice; returns it with the dice thrown.
pub(super) fn roll(plan: &Plan, cx: &mut Cx) -> Result<Rolled> {
    let mut roller = Roller::new(cx.source());
    let g = generator::generate(plan, &mut roller)?;
    Ok((g, roller.into_throws()))
}

/// Table seeds are below 2^53, so they stay exact as JSON numbers anywhere.
pub(super) const SEED_BOUND: u64 = 1 << 53;

/// The seed of table `i` (from 1) of a batch whose first table has seed `base`: the first is
/// `base`, the others a SplitMix64 hash of (`base`, `i`), so any table's seed is known without
/// making the ones before it.
pub(crate) fn table_seed(base: u64, i: usize) -> u64 {
    if i <= 1 {
        return base;
    }
    let mut z = base.wrapping_add((i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (z ^ (z >> 31)) % SEED_BOUND
}

/// What every table of one command shares: its options and where its dice came from.
#[derive(Debug)]
pub(super) struct Maker {
    pub(super) input: Json,
    pub(super) seed: Option<u64>,
    /// The first table's seed when each table has its own (a batch not from --dice).
    pub(super) base: Option<u64>,
    pub(super) table_dice: bool,
    pub(super) count: usize,
    /// The start of every table's JSON line (see `json_line`).
    pub(super) head: std::sync::OnceLock<Vec<u8>>,
    /// How a table's report is written as text or JSON (the command's `Cx` hands them down).
    pub(super) writers: Writers,
}

impl Maker {
    /// Table `i`'s own seed, when it has one.
    pub(super) fn table_seed(&self, i: usize) -> Option<u64> {
        self.base.map(|b| table_seed(b, i))
    }

    /// Rolls table `i`: from its own seed, or with the command's dice.
    pub(super) fn roll(&self, i: usize, plan: &Plan, cx: &mut Cx) -> Result<Rolled> {
        match self.table_seed(i) {
            Some(s) => roll_seeded(plan, s),
            None => roll(plan, cx),
        }
    }

    /// "seed 7", "table 3 of 10 · seed 7", "dice from the table", "" .
    pub(super) fn source(&self, i: usize) -> String {
        let mut parts = Vec::new();
        if self.count > 1 {
            parts.push(format!("table {i} of {}", self.count));
        }
        if self.table_dice {
            parts.push("dice from the table".to_string());
        } else if let Some(s) = self.table_seed(i).or(self.seed) {
            parts.push(format!("seed {s}"));
        }
        parts.join(" · ")
    }

    pub(super) fn title(&self, i: usize, t: &Terrain) -> String {
        let mut title = format!("terrain · Schwerpunkt {SECTION} · {}", t.theatre);
        if t.flat {
            title.push_str(", flat");
        }
        let source = self.source(i);
        if !source.is_empty() {
            title.push_str(&format!(" · {source}"));
        }
        title
    }

    /// The report of table `i`: the map and the dice log, and the JSON result (for a batch
    /// session run with --json, which prints the report as JSON).
    pub(super) fn report(&self, i: usize, (g, throws): Rolled, width: Option<usize>) -> Report {
        let summary = summary(&g.terrain);
        let blocks = blocks(&g.terrain, &g.steps, width);
        Report {
            rules: Some(ID),
            procedure: "terrain".into(),
            section: Some(SECTION.into()),
            title: self.title(i, &g.terrain),
            input: self.input.clone(),
            body: Body::Rolled {
                dice: throws.into_iter().flat_map(|t| t.dice).collect(),
                drawn: Vec::new(),
                result: export::to_json(&g.terrain),
                blocks,
            },
            summary,
            effects: Vec::new(),
            example: false,
            result_line: None,
        }
    }

    /// Table `i` as one line of JSON, the envelope every command prints with `--json`
    /// (`render::json`), written straight from the table rather than through a `Value` tree
    /// built and dropped for every table of a batch (bench/README.md, "Terrain"). `versioned`:
    /// starting with the JSON's `"version"`, as printed; a game records it without.
    pub(super) fn json_line(
        &self,
        out: &mut Vec<u8>,
        i: usize,
        (g, throws): &Rolled,
        versioned: bool,
    ) -> Result<()> {
        /// Every die of the table, in the order thrown, without collecting them first.
        struct AllDice<'a>(&'a [Throw]);
        impl Serialize for AllDice<'_> {
            fn serialize<S: serde::Serializer>(
                &self,
                s: S,
            ) -> std::result::Result<S::Ok, S::Error> {
                s.collect_seq(self.0.iter().flat_map(|t| &t.dice))
            }
        }
        let err =
            |e: serde_json::Error| Error::Runtime(format!("cannot write the table as JSON: {e}"));
        // The fields every table shares, serialised once (`{"rules":...,"input":{...}` without
        // its closing brace); then, in the envelope's order, the table's own.
        #[derive(Serialize)]
        struct Head<'a> {
            rules: &'a str,
            procedure: &'a str,
            section: &'a str,
            input: &'a Json,
        }
        let head = self.head.get_or_init(|| {
            let head = Head {
                rules: ID,
                procedure: "terrain",
                section: SECTION,
                input: &self.input,
            };
            let mut h = serde_json::to_vec(&head).unwrap_or_default();
            h.pop();
            h
        });
        if versioned {
            // Writing to a Vec cannot fail.
            let _ = write!(out, "{{\"version\":{},", crate::report::JSON_VERSION);
            out.extend_from_slice(&head[1..]);
        } else {
            out.extend_from_slice(head);
        }
        if self.count > 1 {
            let _ = write!(out, ",\"table\":{i}");
        }
        if let Some(seed) = self.table_seed(i) {
            let _ = write!(out, ",\"seed\":{seed}");
        }
        out.extend_from_slice(b",\"dice\":");
        serde_json::to_writer(&mut *out, &AllDice(throws)).map_err(err)?;
        out.extend_from_slice(b",\"result\":");
        serde_json::to_writer(&mut *out, &g.terrain).map_err(err)?;
        out.extend_from_slice(b",\"summary\":");
        serde_json::to_writer(&mut *out, &summary(&g.terrain)).map_err(err)?;
        out.extend_from_slice(b"}\n");
        Ok(())
    }

    /// Table `i` as a whole document in `format` (SVG, TOML, or a text/JSON file for --out;
    /// JSON with its version, as printed).
    pub(super) fn document(&self, i: usize, g: &Rolled, format: Format) -> Result<String> {
        let t = &g.0.terrain;
        let summary = summary(t);
        match format {
            Format::Svg => Ok(svg::render(
                t,
                &svg::Caption {
                    source: &self.source(i),
                    summary: &summary,
                },
            )),
            Format::Toml => export::to_toml(
                t,
                &format!(
                    "Schwerpunkt terrain (rule {SECTION}): {}{}",
                    t.theatre,
                    match self.source(i) {
                        s if s.is_empty() => String::new(),
                        s => format!(" · {s}"),
                    }
                ),
                &summary,
            ),
            Format::Json => {
                let mut out = Vec::new();
                self.json_line(&mut out, i, g, true)?;
                Ok(as_text(&out)?.to_string())
            }
            Format::Text => Ok((self.writers.text)(
                &self.report(i, g.clone(), None),
                Painter::PLAIN,
                false,
            )),
        }
    }
}

/// The human output: the map and legend, then every die with what it decided.
fn blocks(t: &Terrain, steps: &[Step], width: Option<usize>) -> Vec<Block> {
    let mut out = vec![Block::Pre(map::draw(t, width))];
    let mut log = vec![Line::new(), Line::new().push("dice:", Style::Dim)];
    for s in steps {
        let dice = s.dice_text();
        let mut line = Line::new().push(format!("  {} ", s.what), Style::Dim);
        if !dice.is_empty() {
            line.0.push(Span::plain(dice));
            line.0.push(Span::new(" → ", Style::Dim));
        } else {
            line.0.push(Span::new("→ ", Style::Dim));
        }
        line.0.push(Span::plain(s.outcome.clone()));
        log.push(line);
    }
    // Lines, not preformatted: a long step wraps to the screen like any other line.
    out.extend(log.into_iter().map(Block::Line));
    out
}

/// "3 villages, 2 hills, 1 wood; a river from north to east; a road west–east; no railway".
pub(crate) fn summary(t: &Terrain) -> String {
    use std::fmt::Write as _;
    // One string written in place: a JSON batch makes one per table.
    let mut out = String::with_capacity(128);
    for (i, k) in [AreaKind::Village, AreaKind::Hill, t.woods]
        .into_iter()
        .enumerate()
    {
        if i > 0 {
            out.push_str(", ");
        }
        match t.count(k) {
            0 => {
                out.push_str("no ");
                out.push_str(k.name());
            }
            n => {
                let _ = write!(out, "{n} {}", noun(n, k.name(), k.plural()));
            }
        }
    }
    let ends = |out: &mut String, what: &str, e: &[Edge]| {
        out.push_str(what);
        if let [a, b] = e {
            let _ = write!(out, " {a} to {b}");
        }
    };
    let lake = t
        .features
        .iter()
        .filter_map(|f| f.area())
        .find(|(k, _)| *k == AreaKind::Lake);
    out.push_str("; ");
    match (t.lines(LineKind::River).next(), lake) {
        (Some((_, e)), _) => ends(&mut out, "a river", e),
        (None, Some((_, s))) => {
            let _ = write!(out, "a lake at {s}");
        }
        (None, None) => out.push_str("no river"),
    }
    let mut roads = t.lines(LineKind::Road);
    if let Some((_, e)) = roads.next() {
        out.push_str("; ");
        ends(&mut out, "a road", e);
        let links = roads.count();
        if links > 0 {
            let _ = write!(out, " and {links} more linking villages");
        }
    }
    out.push_str("; ");
    match t.lines(LineKind::Railway).next() {
        Some((_, e)) => ends(&mut out, "a railway", e),
        None => out.push_str("no railway"),
    }
    out
}

/// JSON serialised into bytes, as text (serde_json writes only UTF-8).
pub(super) fn as_text(bytes: &[u8]) -> Result<&str> {
    std::str::from_utf8(bytes)
        .map_err(|e| Error::Runtime(format!("cannot write the table as JSON: {e}")))
}

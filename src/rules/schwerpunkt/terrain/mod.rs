//! `spw terrain` (alias `terrain-gen`), rule 1.3: generates the battlefield before a game, as
//! a referee would with a d4, a d6 and a sketch, and draws it.
//!
//! Unlike the other procedures it is a generator, not a test: there are no chances to give,
//! and it has its own output formats (a map for the terminal, SVG, JSON, TOML) and batches
//! (`--count N`, `--out DIR`), so it has its own `run` rather than the generic
//! [`crate::rules::run`]. The pieces, one file each:
//!
//! - `table`: the `[terrain]` data table, typed and checked;
//! - `model`: squares, edges, features and the geometry the rulings use;
//! - `plan`: what one table needs from `[terrain]` and the options, checked once;
//! - `generator`: rule 1.3 over [`Dice`](crate::engine::Dice), with a log of every die;
//! - `routes`: the river's and railway's routes, the roads, the way round a lake;
//! - `map`, `svg`, `export`: the terminal map, the picture, JSON and TOML;
//! - `batch`, `files`: many tables streamed as they are made, or written to `--out DIR`.

mod batch;
pub(crate) mod export;
mod files;
pub(crate) mod generator;
pub(crate) mod map;
pub(crate) mod model;
pub(crate) mod plan;
pub(crate) mod routes;
pub(crate) mod svg;
pub(crate) mod table;

use std::io::Write;
use std::path::PathBuf;

use clap::{ArgMatches, Args, Command, FromArgMatches, ValueEnum};
use serde::Serialize;
use serde_json::{Value as Json, json};

use crate::dice::source::RngSource;
use crate::engine::{Roller, Throw};
use crate::error::{Error, Result};
use crate::render::{Painter, text};
use crate::report::{Block, Body, Line, Report, Span, Style};
use crate::rules::common::noun;
use crate::rules::schwerpunkt::ID;
use crate::rules::{Entry, Output, about_line};
use crate::session::Cx;

use batch::{Tables, as_text};
use files::write_files;
use generator::{Generated, Step};
use model::{AreaKind, Edge, LineKind, Terrain};
use plan::Plan;

/// The most tables one command makes (a season's worth; beyond that, run it again).
pub(crate) const MAX_TABLES: i64 = 100_000;

/// The most terminal maps one command prints: each is kept whole until printed, and a
/// thousand maps is already more than anyone reads; --json or --out DIR go further.
pub(crate) const MAX_MAPS: usize = 1_000;

const SECTION: &str = "1.3";
const ABOUT: &str = "Terrain generation: a 6'×4' table of villages, hills, woods, river, roads and railway, drawn as a map";

const AFTER_HELP: &str = "\
The table is 4 rows × 6 columns of 1' squares, row:column: the row from a d4 (1 is the north \
edge), the column from a d6 (1 is the west edge). Villages, hills and woods: a d4 each for how \
many (sparse and desert: 3–4 means no village; --flat: 4 means no hills; desert: woods are \
oases, none on 3–4), then a d4 and a d6 for each one's square. A square already taken (which \
includes one rolled twice in a row) moves the feature to the nearest free square. A river on a \
d6 of 4+: entry and exit squares rolled (an inner square uses its nearest edge; leaving where \
it came on makes a lake). A railway on 4+, between two different edges. Roads always: linking \
the villages and crossing the table. Roads and railway cross a river by a bridge but go round a \
lake. The numbers and rulings are in `spw tables terrain`.

--dice order: villages, then each village's row and column; hills and woods the same; the river \
d6, its entry square, its exit square; the railway d6, its entry and exit squares.

Formats: text (a map with the dice, as wide as the terminal or COLUMNS allows, up to 78 \
columns; a pipe gets the full map), svg (a picture to scale), json (also --json) and toml. \
--count N makes N tables from one seed, each written as it is made: maps one after another, \
JSON Lines, or with --out DIR one file each (terrain-0001.svg ...). Each table of a batch shows \
its own seed (JSON: \"table\" and \"seed\"); --seed with it makes that table again alone. \
--chances does not apply: nothing is tested.

Examples:
  spw terrain --seed 7
  spw terrain --theatre desert --flat
  spw terrain --seed 7 --format svg > table.svg
  spw --json terrain --count 1000 --seed 1 > tables.jsonl
  spw terrain --seed 8720595069149674
  spw terrain --count 20 --format svg --out tables";

const ALIASES: &[&str] = &["terrain-gen"];

/// The registry entry (`procedures()` in the rule set).
pub(crate) const ENTRY: Entry = Entry {
    name: "terrain",
    aliases: ALIASES,
    section: SECTION,
    about: ABOUT,
    command,
    run,
    roster: crate::rules::effects::Roster::NONE,
    // No --chances, so no range.
    ranges: false,
};

fn command() -> Command {
    crate::trace::note("command", ENTRY.name);
    // Options deferred, as for every procedure (see `rules::command`).
    Command::new("terrain")
        .about(about_line(ABOUT, SECTION))
        .visible_aliases(ALIASES)
        .defer(options)
}

fn options(cmd: Command) -> Command {
    TerrainArgs::augment_args(cmd)
        .about(about_line(ABOUT, SECTION))
        .long_about(None::<&str>)
        .after_help(AFTER_HELP)
}

#[derive(Args, Clone, Debug, Serialize)]
pub(crate) struct TerrainArgs {
    /// The theatre: europe (the default), sparse (few villages) or desert (oases); house rules
    /// may add more
    #[arg(short, long, value_name = "NAME")]
    pub theatre: Option<String>,

    /// Particularly flat ground: a 4 on the hills d4 means no hills
    #[arg(long)]
    pub flat: bool,

    /// What to print: a map for the terminal, an SVG picture, JSON or TOML [default: text]
    #[arg(short, long, value_enum, value_name = "FORMAT")]
    pub format: Option<Format>,

    /// How many tables to make, one after another from the same dice
    #[arg(
        short = 'n',
        long,
        value_name = "N",
        default_value_t = 1,
        allow_negative_numbers = true
    )]
    pub count: i64,

    /// Write each table to its own file in DIR (terrain-0001.svg, ...) instead of stdout
    #[arg(short, long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
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
    fn name(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Svg => "svg",
            Format::Json => "json",
            Format::Toml => "toml",
        }
    }

    /// The file name extension with `--out`.
    fn extension(self) -> &'static str {
        match self {
            Format::Text => "txt",
            other => other.name(),
        }
    }
}

/// Runs `spw terrain`.
pub(crate) fn run(m: &ArgMatches, cx: &mut Cx) -> Result<Output> {
    let args = TerrainArgs::from_arg_matches(m)?;
    if cx.chances {
        return Err(Error::usage(
            "terrain does not take --chances: it generates a table and tests nothing; roll it (with --seed N to repeat a table)",
        ));
    }
    let format = match (args.format, cx.json) {
        (Some(f), true) if f != Format::Json => {
            return Err(Error::usage(format!(
                "--json and --format {} disagree; give one of them",
                f.name()
            )));
        }
        (Some(f), _) => f,
        (None, true) => Format::Json,
        (None, false) => Format::Text,
    };
    if !(1..=MAX_TABLES).contains(&args.count) {
        return Err(Error::usage(format!(
            "--count {}: make 1 to {MAX_TABLES} tables",
            args.count
        )));
    }
    let count = args.count as usize;
    if count > 1 && args.out.is_none() && matches!(format, Format::Svg | Format::Toml) {
        return Err(Error::usage(format!(
            "--count {count} --format {}: several {} documents cannot share stdout; add --out DIR for one file each",
            format.name(),
            format.name().to_uppercase()
        )));
    }
    if count > MAX_MAPS && args.out.is_none() && format == Format::Text {
        return Err(Error::usage(format!(
            "--count {count}: at most {MAX_MAPS} text maps in one output; use --json or --out DIR for more"
        )));
    }
    let mut plan = Plan::new(cx.data, args.theatre.as_deref(), args.flat)?;
    // Only the text map prints the steps.
    plan.steps = format == Format::Text;
    // The input as run: the theatre and format the defaults chose.
    let mut input = serde_json::to_value(&args).unwrap_or(Json::Null);
    if let Some(o) = input.as_object_mut() {
        o.insert("theatre".into(), json!(plan.theatre));
        o.insert("format".into(), json!(format.name()));
    }
    // Each table of a batch has its own seed, so any one can be made again alone with
    // `--seed`: the first is the command's seed (drawn from its stream when it has none), the
    // others derived from it. Typed dice (--dice) are one stream for the lot.
    let base = if count > 1 && !cx.table_dice {
        Some(match cx.seed {
            Some(s) => s,
            None => cx.source().pick(SEED_BOUND).unwrap_or(0),
        })
    } else {
        None
    };
    let maker = Maker {
        input,
        seed: cx.seed,
        base,
        table_dice: cx.table_dice,
        count,
        head: Default::default(),
    };
    if let Some(dir) = &args.out {
        return write_files(dir, format, &maker, &plan, cx);
    }
    match format {
        Format::Text if count == 1 => {
            let g = maker.roll(1, &plan, cx)?;
            Ok(Output::Report(Box::new(maker.report(1, g, map_width()))))
        }
        Format::Text | Format::Json if count > 1 => {
            // Typed dice are one stream, so those tables are rolled now (as many as the dice
            // typed allow); seeded tables are made one by one as they are written.
            let rolled = if maker.base.is_none() {
                let mut v = Vec::with_capacity(count);
                for i in 1..=count {
                    v.push(maker.roll(i, &plan, cx)?);
                }
                Some(v)
            } else {
                None
            };
            Ok(Output::Stream(Box::new(Tables {
                width: if format == Format::Text {
                    map_width()
                } else {
                    None
                },
                maker,
                plan,
                format,
                rolled,
            })))
        }
        _ => {
            let g = maker.roll(1, &plan, cx)?;
            Ok(Output::Raw(maker.document(1, &g, format)?))
        }
    }
}

/// Rolls one table from its own seed.
fn roll_seeded(plan: &Plan, seed: u64) -> Result<Rolled> {
    let mut src = RngSource::seeded(seed);
    let mut roller = Roller::new(&mut src);
    let g = generator::generate(plan, &mut roller)?;
    Ok((g, roller.into_throws()))
}

/// The columns the map must fit: the screen's (`render::screen`: 80 for a pipe or a file,
/// which the full 78-column map fits).
fn map_width() -> Option<usize> {
    Some(crate::render::screen::screen().width)
}

/// A table and the dice thrown for it.
type Rolled = (Generated, Vec<Throw>);

/// Rolls one table with this command's dice; returns it with the dice thrown.
fn roll(plan: &Plan, cx: &mut Cx) -> Result<Rolled> {
    let mut roller = Roller::new(cx.source());
    let g = generator::generate(plan, &mut roller)?;
    Ok((g, roller.into_throws()))
}

/// Table seeds are below 2^53, so they stay exact as JSON numbers anywhere.
const SEED_BOUND: u64 = 1 << 53;

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
struct Maker {
    input: Json,
    seed: Option<u64>,
    /// The first table's seed when each table has its own (a batch not from --dice).
    base: Option<u64>,
    table_dice: bool,
    count: usize,
    /// The start of every table's JSON line (see `json_line`).
    head: std::sync::OnceLock<Vec<u8>>,
}

impl Maker {
    /// Table `i`'s own seed, when it has one.
    fn table_seed(&self, i: usize) -> Option<u64> {
        self.base.map(|b| table_seed(b, i))
    }

    /// Rolls table `i`: from its own seed, or with the command's dice.
    fn roll(&self, i: usize, plan: &Plan, cx: &mut Cx) -> Result<Rolled> {
        match self.table_seed(i) {
            Some(s) => roll_seeded(plan, s),
            None => roll(plan, cx),
        }
    }

    /// "seed 7", "table 3 of 10 · seed 7", "dice from the table", "" .
    fn source(&self, i: usize) -> String {
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

    fn title(&self, i: usize, t: &Terrain) -> String {
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
    fn report(&self, i: usize, (g, throws): Rolled, width: Option<usize>) -> Report {
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
    /// (`render::json`), written straight from the table rather than through a `Value` tree,
    /// which halves the time of a 10,000-table batch (bench/README.md).
    fn json_line(&self, out: &mut Vec<u8>, i: usize, (g, throws): &Rolled) -> Result<()> {
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
        out.extend_from_slice(head);
        // Writing to a Vec cannot fail.
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

    /// Table `i` as a whole document in `format` (SVG, TOML, or a text/JSON file for --out).
    fn document(&self, i: usize, g: &Rolled, format: Format) -> Result<String> {
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
                self.json_line(&mut out, i, g)?;
                Ok(as_text(&out)?.to_string())
            }
            Format::Text => Ok(text::render(
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::Data;
    use crate::rules::Stream;
    use batch::CHUNK;

    fn tables(format: Format, count: usize) -> Tables {
        Tables {
            maker: Maker {
                input: Json::Null,
                seed: Some(1),
                base: Some(1),
                table_dice: false,
                count,
                head: Default::default(),
            },
            plan: Plan::new(&Data::built_in(), None, false).unwrap(),
            format,
            width: None,
            rolled: None,
        }
    }

    /// Issue 16: a batch is written as it is made, in pieces of bounded size, not built
    /// whole first (memory grew with --count).
    #[test]
    fn a_batch_is_written_piece_by_piece() {
        let t = tables(Format::Json, 300);
        let mut pieces: Vec<String> = Vec::new();
        t.write(Painter::PLAIN, false, &mut |p| {
            pieces.push(p.to_string());
            Ok(())
        })
        .unwrap();
        assert!(pieces.len() > 3, "{} pieces", pieces.len());
        for p in &pieces {
            assert!(p.len() < CHUNK + 8 * 1024, "{}", p.len());
            assert!(p.ends_with('\n'), "a piece ends with a whole line");
        }
        let all = pieces.concat();
        assert_eq!(all.lines().count(), 300);
        // Written again, the same tables: a game can record the stream.
        let again = t.json().unwrap();
        assert_eq!(again, vec![Json::String(all)]);
        // Maps: one piece each.
        let t = tables(Format::Text, 5);
        let mut n = 0;
        t.write(Painter::PLAIN, false, &mut |p| {
            n += 1;
            assert!(p.contains("table "), "{p}");
            Ok(())
        })
        .unwrap();
        assert_eq!(n, 5);
    }

    #[test]
    fn table_seeds_are_the_base_first_then_distinct_and_json_safe() {
        assert_eq!(table_seed(42, 1), 42);
        let seeds: std::collections::HashSet<u64> =
            (1..=10_000).map(|i| table_seed(42, i)).collect();
        assert_eq!(seeds.len(), 10_000);
        assert!(seeds.iter().all(|s| *s < SEED_BOUND || *s == 42));
    }
}

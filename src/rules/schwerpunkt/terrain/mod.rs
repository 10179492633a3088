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
//! - `maker`: what every table of one command shares, and each table as a report or document;
//! - `batch`, `files`: many tables streamed as they are made, or written to `--out DIR`.

mod batch;
pub(crate) mod export;
mod files;
pub(crate) mod generator;
mod maker;
pub(crate) mod map;
pub(crate) mod model;
pub(crate) mod plan;
pub(crate) mod routes;
pub(crate) mod svg;
pub(crate) mod table;

use std::path::PathBuf;

use clap::{ArgMatches, Args, Command, FromArgMatches};
use serde::Serialize;
use serde_json::{Value as Json, json};

use crate::error::{Error, Result};
use crate::rules::{Chances, Cx, Entry, Facts, Of, Output, Throws, about_line, field};

use batch::Tables;
use files::write_files;
use maker::{Format, Maker, SECTION, SEED_BOUND};
use plan::Plan;

/// The most tables one command makes (a season's worth; beyond that, run it again).
pub(crate) const MAX_TABLES: i64 = 100_000;

/// The most terminal maps one command prints: each is kept whole until printed, and a
/// thousand maps is already more than anyone reads; --json or --out DIR go further.
pub(crate) const MAX_MAPS: usize = 1_000;

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

Formats: text (a map with the dice, as wide as the terminal or COLUMNS allows, up to 78 \
columns; a pipe gets the full map), svg (a picture to scale), json (also --json) and toml. \
--count N makes N tables from one seed, each written as it is made: maps one after another, \
JSON Lines, or with --out DIR one file each (terrain-0001.svg ...). Each table of a batch shows \
its own seed (JSON: \"table\" and \"seed\"); --seed with it makes that table again alone.

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
    options,
    bind,
    roster: crate::rules::effects::Roster::NONE,
    play: crate::rules::effects::Play::NONE,
    facts: FACTS,
};

/// What terrain states about itself: a generator, so no --chances and no range.
const FACTS: Facts = Facts::new(
    Chances::No("nothing is tested"),
    Throws::Dice(
        "villages, then each village's row and column; hills and woods the same; the river d6, \
         its entry square, its exit square; the railway d6, its entry and exit squares.",
    ),
)
.no_range("it takes no --chances")
.result(&[
    field("theatre", Of::Text, "the theatre"),
    field("flat", Of::YesNo, "particularly flat ground"),
    field("rows", Of::Number, "the table's rows"),
    field("columns", Of::Number, "the table's columns"),
    field("features", Of::List, "each village, hill, wood, river, road and railway, with its squares"),
]);

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
        .after_help(crate::rules::facts::help(AFTER_HELP, &FACTS))
}

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
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

/// `spw terrain`'s options, typed.
fn bind(m: &ArgMatches) -> Result<Box<dyn crate::rules::Bound>> {
    let args = TerrainArgs::from_arg_matches(m).map_err(crate::usage::refused)?;
    Ok(Box::new(crate::rules::run::Plain { args, run }))
}

/// Runs `spw terrain`.
pub(crate) fn run(args: TerrainArgs, cx: &mut Cx) -> Result<Output> {
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
        writers: cx.writers,
    };
    if let Some(dir) = &args.out {
        return write_files(dir, format, &maker, &plan, cx);
    }
    match format {
        Format::Text if count == 1 => {
            let g = maker.roll(1, &plan, cx)?;
            Ok(Output::Report(Box::new(maker.report(1, g, map_width()))))
        }
        // A JSON table is streamed even alone: printed with the JSON's version, recorded
        // without it (`Stream::json`), as a game recorded it before.
        Format::Text | Format::Json if count > 1 || format == Format::Json => {
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

/// The columns the map must fit: the screen's (`screen`: 80 for a pipe or a file,
/// which the full 78-column map fits).
fn map_width() -> Option<usize> {
    Some(crate::screen::screen().width)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::Data;
    use crate::render::Painter;
    use crate::rules::Stream;
    use batch::CHUNK;
    use maker::table_seed;

    fn tables(format: Format, count: usize) -> Tables {
        Tables {
            maker: Maker {
                input: Json::Null,
                seed: Some(1),
                base: Some(1),
                table_dice: false,
                count,
                head: Default::default(),
                writers: crate::rules::Writers {
                    text: crate::render::text::render,
                    json: crate::render::json::to_json,
                },
            },
            plan: Plan::new(&Data::built_in(crate::rules::data_sets()), None, false).unwrap(),
            format,
            width: None,
            rolled: None,
        }
    }

    /// A batch is written as it is made, in pieces of bounded size, not built
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
        // Written again, the same tables as a game records them (without the JSON's version).
        let again = t.json().unwrap();
        let unversioned = all.replace(
            &format!("{{\"version\":{},", crate::report::JSON_VERSION),
            "{",
        );
        assert_eq!(again, vec![Json::String(unversioned)]);
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

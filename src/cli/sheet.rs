//! `spw sheet`'s options: a rule set's quick-reference sheet, or (with the global `--game
//! FILE`) a card per unit of a game's roster.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use serde::Serialize;

pub(crate) const SHEET_ABOUT: &str =
    "Print a rule set's tables and the exact odds of its common decisions, to pin beside the table";

// A paragraph without line breaks (clap wraps it), then the examples.
pub(crate) const SHEET_HELP: &str = "The sheet holds every table of the rule set's data (house \
rules from --data applied, example charts marked EXAMPLE), laid out as the rules print them, and \
grids of exact odds read \"this or more\" (hits by the score needed and the shots, a test passed by \
rating and modifier, ...), each cell the answer of the spw --chances line it carries. Without \
--out it is text on a terminal and a printable HTML page (A4 or Letter, two pages at most, fonts \
and styles inline) anywhere else. With --game FILE: a card per unit of the game's roster (its \
ratings, the odds of its fire and tests, tick boxes for its counts and states) and the sides' \
tracks.

Examples:
  spw sheet tsatf
  spw sheet schwerpunkt --out schwerpunkt.html
  spw --data ~/mygame sheet series --out series.html
  spw sheet --game friday.spw --out cards.html";

#[derive(Args, Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct SheetArgs {
    /// The rule set (`spw rules` lists them); left out, the --rules one (or, with --game, the
    /// game's cards)
    // Its own id: `rules` is the global --rules's, which clap would fill with it.
    #[arg(id = "sheet_rules", value_name = "RULESET", value_parser = super::rule_set_names())]
    pub rules: Option<String>,

    /// Write the sheet to this file instead of printing it (HTML unless --format text)
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,

    /// html: a page to print; text: for a terminal. Default: text on a terminal without
    /// --out, else html
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub format: Option<SheetFormat>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum SheetFormat {
    Html,
    Text,
}

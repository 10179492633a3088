//! A sheet laid out: as one self-contained HTML page to print (`html`: styles and fonts inline,
//! no network, A4 and Letter alike), as text for a terminal (`text`: blocks the text renderer
//! fits to the screen), and as JSON (`json`). The same sheet gives the same bytes every time.

mod html;
mod json;
mod text;

pub(crate) use html::{cards_html, sheet_html};
pub(crate) use json::{cards_json, sheet_json, sheet_schema};
pub(crate) use text::{cards_blocks, sheet_blocks};

use crate::rules::common::words::percent_of;
use crate::rules::sheet::Cell;

/// What a cell prints: an odds cell its percent (as every chance table of spw writes it).
fn cell_text(cell: &Cell) -> String {
    match cell {
        Cell::Text(t) => t.clone(),
        Cell::Odds(_, Some(p)) => percent_of(p),
        Cell::Odds(_, None) | Cell::Blank => String::new(),
    }
}

/// The line under a sheet's title: how to read its odds.
const ODDS_NOTE: &str = "Odds are exact chances in percent (two decimals; <0.01 and >99.99 at \
the ends, 100 only when certain), each the answer of the spw --chances line its cell carries.";

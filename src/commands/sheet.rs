//! `sheet [RULESET] [--out FILE] [--format html|text]`: a rule set's quick-reference sheet, and
//! (called by the game with its roster) a game's unit cards. What goes on them is the rule
//! set's (`rules::sheet`), how they are laid out the renderer's (`render::sheet`); here the
//! odds are worked out in the command's context and the page goes to the screen or a file.

use std::path::Path;

use serde_json::{Value as Json, json};

use super::report;
use crate::cli::Global;
use crate::cli::{SheetArgs, SheetFormat};
use crate::error::{Error, Result};
use crate::render::sheet as lay;
use crate::report::{Block, Body};
use crate::rules::sheet::{self, Cases, SideView, UnitView};
use crate::rules::{self, Cx, Output};
use crate::session::Session;

/// `spw sheet [RULESET]`: the sheet of the rule set named, or of `--rules`.
pub(super) fn sheet(a: SheetArgs, cx: &mut Cx) -> Result<Output> {
    let id = a.rules.clone().unwrap_or_else(|| cx.rules.clone());
    let set = rules::rule_set(&id).ok_or_else(|| {
        Error::usage(format!(
            "sheet {id}: no such rule set; `spw rules` lists them"
        ))
    })?;
    let mut s = sheet::sheet(cx.data, set)?;
    sheet::odds(&mut s.pieces, &mut Cases::default(), cx)?;
    let data = data_dir(cx);
    let data = data.as_deref();
    let odds: usize = s
        .pieces
        .iter()
        .flat_map(|p| &p.grids)
        .flat_map(|g| &g.rows)
        .flat_map(|r| &r.cells)
        .filter(|c| matches!(c, sheet::Cell::Odds(..)))
        .count();
    let tables: usize = s.pieces.iter().map(|p| p.tables.len()).sum();
    let page = Page {
        rules: set.id,
        what: format!("{} · quick-reference sheet", set.title),
        summary: format!("{}: {tables} tables and {odds} exact odds", set.title),
        json: lay::sheet_json(&s, data),
        blocks: lay::sheet_blocks(&s, data),
        html: Box::new(move || lay::sheet_html(&s, data)),
    };
    page.out(&a, cx)
}

/// A game's unit cards, from its roster (the game hands over its units and sides), or with a
/// rule set named its sheet under the game's house rules: the odds
/// worked out in a fresh session of the game's rule set and house rules, so they are what
/// `spw --chances` gives for each cell's line, whatever the game's pools hold.
pub(crate) fn cards(
    a: SheetArgs,
    game: &str,
    rules: &str,
    data_dir: Option<&Path>,
    json: bool,
    sides: Vec<SideView>,
    units: &[UnitView],
) -> Result<Output> {
    let set = rules::rule_set(rules)
        .ok_or_else(|| Error::usage(format!("the game's rule set {rules} is not one spw has")))?;
    let settings = Global {
        rules: Some(rules.to_string()),
        data: data_dir.map(Path::to_path_buf),
        json,
        ..Global::default()
    };
    let mut session = Session::new(Some(0));
    if a.rules.is_some() {
        // A rule set named: its sheet, with the game's house rules.
        return session.with_cx(&settings, |cx| sheet(a, cx));
    }
    session.with_cx(&settings, |cx| {
        let mut c = sheet::cards(cx.data, set, sides, units)?;
        let mut cases = Cases::default();
        for card in &mut c.cards {
            sheet::odds(std::slice::from_mut(&mut card.piece), &mut cases, cx)?;
        }
        let data = data_dir.map(|d| d.display().to_string());
        let data = data.as_deref();
        let game = game.to_string();
        let page = Page {
            rules: set.id,
            what: format!("{} · unit cards · {game}", c.title),
            summary: format!("{}: {} unit cards of {game}", c.title, c.cards.len()),
            json: lay::cards_json(&c, data),
            blocks: lay::cards_blocks(&c, data),
            html: Box::new(move || lay::cards_html(&c, &game, data)),
        };
        page.out(&a, cx)
    })
}

/// A sheet in each of its forms, the HTML made only when asked for.
struct Page<'a> {
    /// The rule set's id.
    rules: &'static str,
    what: String,
    summary: String,
    json: Json,
    blocks: Vec<Block>,
    html: Box<dyn FnOnce() -> String + 'a>,
}

impl Page<'_> {
    /// The page in the form asked for: printed (text on a terminal, else HTML), or written to
    /// `--out` with a line saying so.
    fn out(self, a: &SheetArgs, cx: &Cx) -> Result<Output> {
        let screen = crate::screen::screen();
        let format = a.format.unwrap_or(if a.out.is_none() && screen.terminal {
            SheetFormat::Text
        } else {
            SheetFormat::Html
        });
        let listing = |result: Json, blocks: Vec<Block>, summary: String| {
            Output::Report(Box::new(report(
                "sheet",
                self.what.clone(),
                json!({"rules": self.rules, "out": a.out, "format": format}),
                Body::Listing { result, blocks },
                summary,
            )))
        };
        let Some(path) = &a.out else {
            return Ok(match format {
                _ if cx.json => listing(self.json, self.blocks, self.summary),
                SheetFormat::Text => listing(self.json, self.blocks, self.summary),
                SheetFormat::Html => Output::Raw((self.html)()),
            });
        };
        let text = match format {
            SheetFormat::Html => (self.html)(),
            SheetFormat::Text => {
                let r = report(
                    "sheet",
                    self.what.clone(),
                    Json::Null,
                    Body::Listing {
                        result: Json::Null,
                        blocks: self.blocks,
                    },
                    self.summary.clone(),
                );
                (cx.writers.text)(&r, crate::screen::Painter::PLAIN, false)
            }
        };
        if cx.writes {
            write(path, &text)?;
        }
        let said = format!("{} written to {}", self.summary, path.display());
        Ok(listing(
            json!({"written": path, "bytes": text.len()}),
            Vec::new(),
            said,
        ))
    }
}

/// The `--data DIR` the sheet was built with, as typed (each odds cell's line names it).
fn data_dir(cx: &Cx) -> Option<String> {
    cx.data.data_dir().map(|d| d.display().to_string())
}

/// The file written whole under a temporary name beside it, then put in place, so a failure
/// or a signal part-way leaves no half a sheet.
fn write(path: &Path, text: &str) -> Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .ok_or_else(|| Error::usage(format!("--out {}: not a file name", path.display())))?;
    let temp = dir.join(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
    let mut files = crate::interrupt::Writing::start(None);
    let file = files
        .write(temp.clone(), text.as_bytes())
        .map_err(|e| Error::io(&temp, &e))?;
    if let Err(e) = files.rename(file, path.to_path_buf()) {
        let _ = std::fs::remove_file(&temp);
        return Err(Error::io(path, &e));
    }
    files.keep();
    Ok(())
}

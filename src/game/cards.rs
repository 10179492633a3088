//! `sheet` in a game (`spw sheet --game FILE`, or `sheet` in its session): a card per unit of
//! the roster as it stands (before the first command, as the roster started) and the sides'
//! tracks. Read-only: nothing is recorded, and the cards' odds are worked out in a session of
//! their own, so the game's dice and pools are untouched.

use std::path::Path;

use clap::{Args, Command, FromArgMatches};

use super::state::State;
use crate::cli::SheetArgs;
use crate::dispatch::Out;
use crate::error::{Error, Result};
use crate::render::Painter;
use crate::rules::Output;
use crate::rules::sheet::{SideView, UnitView};

/// Prints the game's cards; `args` are the words after `sheet`.
pub(super) fn sheet(
    state: &State,
    path: &Path,
    args: &str,
    painter: Painter,
    out: &mut Out,
) -> Result<()> {
    let mut words = vec!["sheet".to_string()];
    words.extend(
        shlex::split(args)
            .ok_or_else(|| Error::usage("unbalanced quotes in the line; close every ' and \""))?,
    );
    let cmd = SheetArgs::augment_args(Command::new("sheet"));
    let a = cmd
        .try_get_matches_from(&words)
        .and_then(|m| SheetArgs::from_arg_matches(&m))
        .map_err(crate::usage::refused)?;
    let (sides, units) = roster(state);
    let game = path.display().to_string();
    let rules = state.outer.rules();
    let data = state.outer.data.as_deref();
    match crate::commands::sheet_cards(a, &game, rules, data, sides, &units)? {
        Output::Report(r) if state.outer.json => out.print(&crate::render::json::render(&r)?),
        Output::Report(r) => out.print(&crate::render::text::render(&r, painter, false)),
        Output::Raw(s) => out.print(&s),
        Output::Stream(s) => s.write(painter, false, &mut |piece| out.print(piece)),
    }
}

/// The roster's sides and units as the cards read them: every field of a unit, by name.
fn roster(state: &State) -> (Vec<SideView>, Vec<UnitView>) {
    let r = &state.roster;
    let sides = r
        .sides()
        .into_iter()
        .map(|name| {
            let c3i = r
                .side
                .iter()
                .find(|s| s.name.eq_ignore_ascii_case(&name))
                .map(|s| s.c3i.clone())
                .unwrap_or_default();
            SideView { name, c3i }
        })
        .collect();
    let units = r
        .unit
        .iter()
        .map(|u| UnitView {
            name: u.name.clone(),
            side: u.side.clone(),
            fields: u
                .fields
                .iter()
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        })
        .collect();
    (sides, units)
}

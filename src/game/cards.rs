//! `sheet` in a game (`spw sheet --game FILE`, or `sheet` in its session): a card per unit of
//! the roster as it stands (before the first command, as the roster started) and the sides'
//! tracks. Read-only: nothing is recorded, and the cards' odds are worked out in a session of
//! their own, so the game's dice and pools are untouched.

use super::play::Game;
use super::state::State;
use crate::cli::{Global, SheetArgs};
use crate::dispatch::Out;
use crate::error::Result;
use crate::render::Painter;
use crate::rules::Output;
use crate::rules::sheet::{SideView, UnitView};

impl Game {
    /// `sheet` in the game: its cards, or the sheet of the rule set named under its house rules.
    pub(super) fn sheet(
        &self,
        a: SheetArgs,
        g: &Global,
        painter: Painter,
        out: &mut Out,
    ) -> Result<()> {
        let state = &self.state;
        let (sides, units) = roster(state);
        let game = self.path.display().to_string();
        let rules = state.outer.rules();
        let data = state.outer.data.as_deref();
        match crate::commands::sheet_cards(a, &game, rules, data, g.json, sides, &units)? {
            Output::Report(r) if g.json => out.print(&crate::render::json::render(&r)?),
            Output::Report(r) => out.print(&crate::render::text::render(&r, painter, g.quiet)),
            Output::Raw(s) if g.json => out.print(&crate::dispatch::text_json(&s)),
            Output::Raw(s) => out.print(&s),
            Output::Stream(s) => s.write(painter, g.quiet, &mut |piece| out.print(piece)),
        }
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

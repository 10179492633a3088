//! What one command runs with: its data, where its dice come from, the pools in play as it has
//! them so far, and what the line asked (`--chances`, `--goal`). A session builds it for each
//! command; a procedure only reads and draws through it.

use std::cell::OnceCell;

use crate::chance::explore::Caps;
use crate::chance::goal::{AtLeast, Goal};
use crate::chance::{self, Chances};
use crate::data::Data;
use crate::dice::source::{RngSource, Source};
use crate::engine::{Dice, Quantities, Roller};
use crate::error::Result;
use crate::pools::cards::TypedCards;
use crate::pools::{self, Pool, Pools, Table, View};
use crate::report::Report;
use crate::screen::Painter;

/// The roster units a command is about, by name (a session holds them for a game).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Units {
    pub unit: Option<String>,
    pub target: Option<String>,
}

/// What a command runs with.
pub(crate) struct Cx<'a> {
    pub data: &'a Data,
    /// `--chances`: compute exactly instead of rolling.
    pub chances: bool,
    /// The rule set `--rules` chose (for shared procedure names and tables).
    pub rules: String,
    pub(crate) source: &'a mut dyn Source,
    /// With `--dice`: the generator that picks draws from pools.
    pub(crate) spare: Option<&'a mut RngSource>,
    /// This command's copy of the pools in play (the session takes it if the command succeeds).
    pub(crate) pools: OnceCell<Pools>,
    /// `--cards`: cards turned on the table.
    pub(crate) cards: Option<&'a mut TypedCards>,
    /// Whether the dice come from `--dice`.
    pub table_dice: bool,
    /// `--json`, on this command or on the whole session.
    pub json: bool,
    /// The seed this command's dice start from, when it has its own (`--seed`, or
    /// `SPW_SEED` for a one-shot command); `None` when they continue a session's stream.
    pub seed: Option<u64>,
    /// A game's rule set (see [`Cx::pools_in_scope`]).
    pub(crate) scope: Option<String>,
    /// Whether the command may write files (replay and reopening may not); when not, it produces the
    /// same report without touching the disk.
    pub writes: bool,
    /// The roster units it is about, in a game.
    pub units: Units,
    /// `--goal`: the condition whose exact chance is asked for.
    pub goal: Option<Goal>,
    /// `--at-least`: the chance a range's value must give the goal.
    pub at_least: Option<AtLeast>,
    /// How reports are written, for a procedure that writes its own (see [`Writers`]).
    pub writers: Writers,
}

/// How a report is written, handed down by the session (the renderers sit above the rules):
/// for a procedure that writes its output as it goes, or into files (terrain's batches and
/// `--out`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Writers {
    /// The human text of a report: the painter, and `quiet` for the result line alone.
    pub text: fn(&Report, Painter, bool) -> String,
    /// The JSON object of a report.
    pub json: fn(&Report) -> serde_json::Value,
}

impl Cx<'_> {
    /// In a game: the names of the pools `pools` lists, the shared ones (pools.toml, house
    /// rules included) and the game's rule set's own; `None` outside a game (every pool).
    pub(crate) fn pools_in_scope(&self) -> Result<Option<Vec<String>>> {
        let Some(set) = self.scope.as_deref().and_then(crate::rules::rule_set) else {
            return Ok(None);
        };
        let mut names: Vec<String> = self
            .data
            .get::<crate::data::pools::PoolsFile>()?
            .0
            .keys()
            .cloned()
            .collect();
        names.extend(
            (set.pools)(self.data)?
                .into_iter()
                .map(|(n, _)| n.to_string()),
        );
        Ok(Some(names))
    }

    /// Where this command's dice come from.
    pub(crate) fn source(&mut self) -> &mut dyn Source {
        &mut *self.source
    }

    /// The pools in play, as this command has them so far, every one read (loaded on first
    /// use).
    pub(crate) fn pools(&mut self) -> Result<&mut Pools> {
        pools::load_mut(&mut self.pools, self.data)
    }

    /// The pool called `name`, as this command has it so far: only its own rule set's data
    /// (or `pools.toml`) is read for it.
    pub(crate) fn pool(&mut self, name: &str) -> Result<&mut Pool> {
        let data = self.data;
        pools::load_mut_shared(&mut self.pools, data)?.pool_mut(data, name)
    }

    /// The rolling interpreter for this command: its dice, and the pools it draws from.
    pub(crate) fn roller(&mut self) -> Roller<'_> {
        let table = Table {
            defs: self.data,
            pools: &mut self.pools,
            spare: self.spare.as_deref_mut(),
            cards: self.cards.as_deref_mut(),
        };
        Roller::at_table(&mut *self.source, table)
    }

    /// The exact interpreter over `f`, drawing from the pools as they are now.
    pub(crate) fn explore(
        &self,
        f: &mut dyn FnMut(&mut dyn Dice) -> Result<Quantities>,
    ) -> Result<Chances> {
        chance::explore_at(
            View {
                defs: self.data,
                pools: &self.pools,
            },
            f,
        )
    }

    /// [`Cx::explore`] within what a request has left of its caps (the values of a range
    /// share one request's).
    pub(crate) fn explore_within(
        &self,
        f: &mut dyn FnMut(&mut dyn Dice) -> Result<Quantities>,
        caps: Caps,
    ) -> Result<Chances> {
        chance::explore::explore_within(
            Some(View {
                defs: self.data,
                pools: &self.pools,
            }),
            f,
            caps,
        )
    }

    /// Values of `--dice` the command did not use.
    pub(crate) fn leftover_dice(&self) -> Option<usize> {
        if self.table_dice {
            self.source.remaining().filter(|n| *n > 0)
        } else {
            None
        }
    }

    /// Cards of `--cards` the command did not use.
    pub(crate) fn leftover_cards(&self) -> Option<usize> {
        self.cards
            .as_deref()
            .map(TypedCards::remaining)
            .filter(|n| *n > 0)
    }
}

//! State that lasts for a session (one shell command, a batch, or a REPL) and the context one
//! command runs in.
//!
//! One seed starts one dice stream for the whole session, so a script run twice with the same
//! seed gives the same transcript.
//!
//! The pools in play (card decks, chit cups, tile bags: `crate::pools`) are table state and
//! last the session. What one line's options do to them:
//!
//! - `--seed N` and `--dice LIST` change only where that line's randomness comes from (its own
//!   stream, or the dice typed; the session's stream does not throw that line's dice). The
//!   cards, chits and tiles the line draws still leave the session's pools, as cards dealt at
//!   the table do. With `--dice`, draws are picked by the line's `--seed` stream if it has
//!   one, else by the session's stream: typed dice are not cards.
//! - `--cards LIST` are cards the referee turned from the real deck: they leave the session's
//!   pool too, and a typed card that is no longer in the pool is an error naming it.
//! - `--chances` reads the pools as they are and never changes them.
//!
//! A command runs against a copy of the pools; the session takes the copy only when the
//! command succeeds, so an error part-way through a procedure loses no card. The pools are
//! defined by the data of the first command that draws (or lists them).

use std::cell::OnceCell;
use std::path::PathBuf;

use crate::chance::goal::{AtLeast, Goal};
use crate::cli::Global;
use crate::data::Data;
use crate::dice::source::{RngSource, Source, TableDice};

use crate::error::{Error, Result};
use crate::pools::Pools;
use crate::pools::cards::{ACCEPTED, TypedCards, same_name};
use crate::rules::Cx;
pub(crate) use crate::rules::Units;

pub(crate) struct Session {
    stream: RngSource,
    /// The pools in play, loaded on first use.
    pools: OnceCell<Pools>,
    /// Loaded data, by `--data` directory (usually just one).
    data: Vec<(Option<PathBuf>, Data)>,
    /// The command definitions built so far (each built once per session).
    pub(crate) commands: crate::cli::Commands,
    /// A game's rule set: `pools` lists its pools and the shared ones only.
    pub(crate) scope: Option<String>,
    /// Whether commands may write files (`terrain --out`): not while a game's record is run
    /// again (reopening, replay), whose files were written when each command was first run.
    pub(crate) writes: bool,
    /// In a game: the roster units the next command is about (`--unit`, `--target`), so its
    /// result names them.
    pub(crate) units: Units,
}

/// The renderers a command's context carries down to the procedures that write their own
/// output.
const WRITERS: crate::rules::Writers = crate::rules::Writers {
    text: crate::render::text::render,
    json: crate::render::json::to_json,
};

impl Session {
    pub(crate) fn new(seed: Option<u64>) -> Session {
        Session {
            stream: match seed {
                Some(s) => RngSource::seeded(s),
                None => RngSource::from_entropy(),
            },
            pools: OnceCell::new(),
            data: Vec::new(),
            commands: crate::cli::Commands::default(),
            scope: None,
            writes: true,
            units: Units::default(),
        }
    }

    /// How far the session's dice stream has run (see [`RngSource::position`]).
    pub(crate) fn position(&self) -> u128 {
        self.stream.position()
    }

    /// Moves the dice stream to `position` (a game opened from its saved state).
    pub(crate) fn seek(&mut self, position: u128) {
        self.stream.seek(position);
    }

    /// The pools in play as they are now, to be put back by [`Session::restore_pools`] (a
    /// game's `undo` reverts the table, never the dice stream).
    pub(crate) fn pools_snapshot(&self) -> OnceCell<Pools> {
        self.pools.clone()
    }

    pub(crate) fn restore_pools(&mut self, pools: OnceCell<Pools>) {
        self.pools = pools;
    }

    /// The data for `--data DIR` (loaded on first use, kept for the session).
    pub(crate) fn data(&mut self, dir: Option<&PathBuf>) -> Result<&Data> {
        let i = self.data_index(dir)?;
        Ok(&self.data[i].1)
    }

    /// The data for `--data DIR` (loaded lazily, kept for the session).
    fn data_index(&mut self, dir: Option<&PathBuf>) -> Result<usize> {
        if let Some(i) = self.data.iter().position(|(d, _)| d.as_ref() == dir) {
            return Ok(i);
        }
        let data = Data::new(dir.map(|p| p.as_path()), crate::rules::data_sets())?;
        self.data.push((dir.cloned(), data));
        Ok(self.data.len() - 1)
    }

    /// Runs `f` with the context for one command with options `g` (see the module doc for
    /// what the options do to the session's state).
    pub(crate) fn with_cx<T>(
        &mut self,
        g: &Global,
        f: impl FnOnce(&mut Cx) -> Result<T>,
    ) -> Result<T> {
        let i = self.data_index(g.data.as_ref())?;
        let mut cards = g.cards.as_deref().map(TypedCards::parse).transpose()?;
        let mut table;
        let mut own;
        let (source, spare): (&mut dyn Source, Option<&mut RngSource>) =
            match (g.dice.as_deref(), g.seed) {
                (Some(list), seed) => {
                    table = TableDice::parse(list)?;
                    let spare = match seed {
                        Some(s) => {
                            own = RngSource::seeded(s);
                            &mut own
                        }
                        None => &mut self.stream,
                    };
                    (&mut table, Some(spare))
                }
                (None, Some(seed)) => {
                    own = RngSource::seeded(seed);
                    (&mut own, None)
                }
                (None, None) => (&mut self.stream, None),
            };
        let data = &self.data[i].1;
        let mut cx = Cx {
            writers: WRITERS,
            data,
            chances: g.chances,
            rules: g.rules().to_string(),
            source,
            spare,
            pools: self.pools.clone(),
            cards: cards.as_mut(),
            table_dice: g.dice.is_some(),
            json: g.json,
            seed: g.seed,
            scope: self.scope.clone(),
            writes: self.writes,
            units: self.units.clone(),
            goal: g.ask.goal.as_deref().map(Goal::parse).transpose()?,
            at_least: g.ask.at_least.as_deref().map(AtLeast::parse).transpose()?,
        };
        check_names(&mut cx)?;
        let out = f(&mut cx)?;
        if !g.chances {
            let mut pools = cx.pools;
            if let Some(p) = pools.get_mut() {
                p.settle(self.pools.get());
            }
            self.pools = pools;
        }
        Ok(out)
    }
}

/// A name typed in `--cards` must be a chit or tile of some pool in play: checked before the
/// command runs, so a mistyped card (`1X`) is refused even when the command would not reach it.
fn check_names(cx: &mut Cx) -> Result<()> {
    let names = cx
        .cards
        .as_deref()
        .map(TypedCards::names)
        .unwrap_or_default();
    if names.is_empty() {
        return Ok(());
    }
    let pools = cx.pools()?;
    for n in names {
        let known = pools
            .iter()
            .any(|p| p.items().iter().any(|it| same_name(&it.name, &n)));
        if !known {
            return Err(Error::usage(format!(
                "--cards: '{n}' is not a card, nor a chit or tile of any pool in play; give {ACCEPTED}, \
                 or chits and tiles by the names `spw pools` lists"
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ast::Die;
    use crate::engine::{By, Dice};
    use crate::error::Error;

    fn left(s: &mut Session) -> u32 {
        s.with_cx(&Global::default(), |cx| {
            Ok(cx.pools()?.get("deck")?.left_total())
        })
        .unwrap()
    }

    #[test]
    fn a_dice_line_rolls_the_typed_dice_and_its_draws_leave_the_session_deck() {
        let mut s = Session::new(Some(1));
        let g = Global {
            dice: Some("3".into()),
            ..Global::default()
        };
        let rolled = s
            .with_cx(&g, |cx| {
                let mut r = cx.roller();
                let v = r.roll(&Die::standard(6), "x")?;
                r.draw("deck", 2, &By::Suit, "card")?;
                Ok(v)
            })
            .unwrap();
        assert_eq!(rolled, 3);
        assert_eq!(left(&mut s), 50);
    }

    #[test]
    fn a_seed_line_draws_from_the_session_deck_and_leaves_the_stream_alone() {
        let roll = |s: &mut Session, g: &Global| {
            s.with_cx(g, |cx| cx.roller().roll(&Die::standard(1000), "x"))
                .unwrap()
        };
        let seeded = Global {
            seed: Some(99),
            ..Global::default()
        };
        let mut a = Session::new(Some(1));
        let mut b = Session::new(Some(1));
        a.with_cx(&seeded, |cx| {
            cx.roller().draw("deck", 5, &By::Colour, "card")
        })
        .unwrap();
        assert_eq!(left(&mut a), 47);
        assert_eq!(
            roll(&mut a, &Global::default()),
            roll(&mut b, &Global::default())
        );
    }

    #[test]
    fn a_failed_line_and_a_chances_line_change_no_pool() {
        let mut s = Session::new(Some(1));
        let r: Result<()> = s.with_cx(&Global::default(), |cx| {
            cx.roller().draw("deck", 5, &By::Colour, "card")?;
            Err(Error::usage("part-way"))
        });
        assert!(r.is_err());
        assert_eq!(left(&mut s), 52);
        let chances = Global {
            chances: true,
            ..Global::default()
        };
        s.with_cx(&chances, |cx| {
            cx.roller().draw("deck", 5, &By::Colour, "card")?;
            Ok(())
        })
        .unwrap();
        assert_eq!(left(&mut s), 52);
    }
}

//! What `undo` puts back: a snapshot of everything an entry may change, taken before it, and
//! putting it back (never the dice stream).

use std::cell::OnceCell;

use super::{Order, State};
use crate::error::{Error, Result};
use crate::game::journal::{Entry, Kind};
use crate::game::roster::Roster;
use crate::game::tracks::Track;
use crate::pools::Pools;

/// What `undo` puts back: the state as it was before entry `n`, and what that entry was.
pub(super) struct Undoable {
    pub(super) n: u64,
    pub(super) what: String,
    pub(super) pools: OnceCell<Pools>,
    pub(super) turn: u32,
    pub(super) phase: usize,
    pub(super) roster: Roster,
    pub(super) aliases: Vec<(String, String)>,
    pub(super) tracks: Vec<Track>,
    pub(super) initiative: Option<String>,
    pub(super) order: Option<Order>,
    pub(super) marks: super::Marks,
}

impl State {
    /// What `undo` will put back, as things stand before entry `n` (`what` it is).
    pub(super) fn undoable(&self, n: u64, what: String) -> Undoable {
        Undoable {
            n,
            what,
            pools: self.session.pools_snapshot(),
            turn: self.turn,
            phase: self.phase,
            roster: self.roster.clone(),
            aliases: self.aliases.clone(),
            tracks: self.tracks.clone(),
            initiative: self.initiative.clone(),
            order: self.order.clone(),
            marks: self.marks.clone(),
        }
    }

    /// Puts back the state `u` holds (never the dice stream).
    pub(super) fn restore(&mut self, u: Undoable) {
        self.session.restore_pools(u.pools);
        self.roster = u.roster;
        self.aliases = u.aliases;
        self.tracks = u.tracks;
        self.turn = u.turn;
        self.phase = u.phase;
        self.initiative = u.initiative;
        self.order = u.order;
        self.marks = u.marks;
    }

    /// `undo`: the entry it appends, having put the state back (never the dice stream), and
    /// what was undone, in words. What it reverted is kept for `redo`.
    pub(crate) fn undo(&mut self) -> Result<(Entry, String)> {
        let u = self.undo.pop().ok_or_else(|| {
            Error::usage("nothing to undo: no command of this game is left to revert")
        })?;
        let (n, what) = (u.n, u.what.clone());
        self.redo.push(self.undoable(n, what.clone()));
        self.restore(u);
        self.n += 1;
        let mut e = self.entry(self.n, Kind::Undo);
        e.undoes = Some(n);
        Ok((e, what))
    }

    /// `redo`: puts back what the last `undo` reverted, as it was (its dice are not thrown
    /// again); the entry it appends and what was redone, in words.
    pub(crate) fn redo(&mut self) -> Result<(Entry, String)> {
        let r = self.redo.pop().ok_or_else(|| {
            Error::usage("nothing to redo: `redo` puts back what the last `undo` reverted, and no undo is left to take back")
        })?;
        let (n, what) = (r.n, r.what.clone());
        self.undo.push(self.undoable(n, what.clone()));
        self.restore(r);
        self.n += 1;
        let mut e = self.entry(self.n, Kind::Redo);
        e.redoes = Some(n);
        Ok((e, what))
    }
}

/// `undo`'s words: what was undone and what is back as it was.
pub(crate) fn undone_line(n: u64, what: &str) -> String {
    format!("Undone: entry {n}, {what}; all it changed is as it was (the dice stream goes on)\n")
}

/// `redo`'s words.
pub(crate) fn redone_line(n: u64, what: &str) -> String {
    format!("Redone: entry {n}, {what}; it stands again as it was played\n")
}

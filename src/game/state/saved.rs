//! The state a game needs to go on, in a form that can be written and read back directly
//! (`snapshot.rs` keeps it beside the journal): everything [`State`] rebuilds from the
//! entries, and the latest of what `undo` and `redo` put back. Reading it back gives the state
//! that running the same entries again gives; what cannot be read back as it was written (a
//! pool whose definition changed) refuses the whole, and the game is rebuilt from its entries.

use std::cell::OnceCell;

use serde::{Deserialize, Serialize};

use super::undo::Undoable;
use super::{Marks, Order, State};
use crate::cli::Global;
use crate::error::{Error, Result};
use crate::game::journal::Header;
use crate::game::roster::Roster;
use crate::game::tracks::Track;
use crate::pools::Pools;
use crate::rules::effects::Per;

/// How many of the latest undo (and redo) steps are kept; an `undo` reaching further back
/// rebuilds the game from its entries, which keep them all.
pub(crate) const KEPT: usize = 16;

/// A game's state, written.
#[derive(Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Saved {
    n: u64,
    last: Option<String>,
    stream: u64,
    now: Table,
    undo: Vec<Step>,
    /// Undo steps older than those kept (not written).
    undo_older: usize,
    redo: Vec<Step>,
    redo_older: usize,
    /// The work of the entries it covers (`work.rs`; a snapshot of an older spw: none).
    #[serde(default)]
    work: u64,
}

impl Saved {
    /// The last entry it stands after, and the dice stream's position then.
    pub(crate) fn at(&self) -> (u64, u64) {
        (self.n, self.stream)
    }
}

/// What `undo` puts back, written.
#[derive(Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct Step {
    n: u64,
    what: String,
    table: Table,
}

/// Everything an entry may change but the dice stream.
#[derive(Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct Table {
    /// Each pool built so far, with how many of each item are left (`None`: none loaded).
    pools: Option<Vec<(String, Vec<u32>)>>,
    turn: u32,
    phase: usize,
    roster: Roster,
    aliases: Vec<(String, String)>,
    /// Each side: name, C3I Points, Activity Points.
    tracks: Vec<(String, u32, u32)>,
    initiative: Option<String>,
    /// The order's names, and those that have acted.
    order: Option<(Vec<String>, Vec<String>)>,
    /// Unit, what it did, and `true` when that stands for the turn.
    done: Vec<(String, String, bool)>,
    destroyed: Vec<String>,
}

fn pools_of(cell: &OnceCell<Pools>) -> Option<Vec<(String, Vec<u32>)>> {
    cell.get().map(|p| {
        p.iter()
            .map(|pool| (pool.name().to_string(), pool.left().to_vec()))
            .collect()
    })
}

/// A mark's word as the procedures spell it: the marks are `&'static` words of the
/// declarations, and a handful are read back per game, so each is kept for the run.
fn mark(word: String) -> &'static str {
    Box::leak(word.into_boxed_str())
}

impl Table {
    fn of(u: &Undoable) -> Table {
        Table {
            pools: pools_of(&u.pools),
            turn: u.turn,
            phase: u.phase,
            roster: u.roster.clone(),
            aliases: u.aliases.clone(),
            tracks: u
                .tracks
                .iter()
                .map(|t| (t.side.clone(), t.c3i, t.ap))
                .collect(),
            initiative: u.initiative.clone(),
            order: u.order.as_ref().map(|o| (o.names.clone(), o.acted.clone())),
            done: u
                .marks
                .done
                .iter()
                .map(|(unit, m, per)| (unit.clone(), m.to_string(), *per == Per::Turn))
                .collect(),
            destroyed: u.marks.destroyed.clone(),
        }
    }

    /// Back into what `undo` keeps; the pools are built from the game's data.
    fn into_undoable(self, state: &mut State, n: u64, what: String) -> Result<Undoable> {
        let pools = match self.pools {
            None => OnceCell::new(),
            Some(list) => {
                let dir = state.outer.data.clone();
                let data = state.session.data(dir.as_ref())?;
                let mut cell = OnceCell::new();
                for (name, left) in list {
                    crate::pools::load_mut_shared(&mut cell, data)?
                        .pool_mut(data, &name)?
                        .set_left(left)?;
                }
                if cell.get().is_none() {
                    crate::pools::load_mut_shared(&mut cell, data)?;
                }
                cell
            }
        };
        Ok(Undoable {
            n,
            what,
            pools,
            turn: self.turn,
            phase: self.phase,
            roster: self.roster,
            aliases: self.aliases,
            tracks: self
                .tracks
                .into_iter()
                .map(|(side, c3i, ap)| Track { side, c3i, ap })
                .collect(),
            initiative: self.initiative,
            order: self.order.map(|(names, acted)| Order { names, acted }),
            marks: Marks {
                done: self
                    .done
                    .into_iter()
                    .map(|(u, m, turn)| (u, mark(m), if turn { Per::Turn } else { Per::Phase }))
                    .collect(),
                destroyed: self.destroyed,
            },
        })
    }
}

impl State {
    /// The state as it stands, to be written.
    pub(crate) fn save(&self) -> Saved {
        let step = |u: &Undoable| Step {
            n: u.n,
            what: u.what.clone(),
            table: Table::of(u),
        };
        let latest = |v: &[Undoable]| -> Vec<Step> {
            v[v.len().saturating_sub(KEPT)..].iter().map(step).collect()
        };
        Saved {
            n: self.n,
            last: self.last.clone(),
            stream: self.stream(),
            now: Table::of(&self.undoable(self.n, String::new())),
            undo: latest(&self.undo),
            undo_older: self.undo_older + self.undo.len().saturating_sub(KEPT),
            redo: latest(&self.redo),
            redo_older: self.redo_older + self.redo.len().saturating_sub(KEPT),
            work: self.work,
        }
    }

    /// The state `saved` holds, for the game `header` starts; an error when it does not fit
    /// this game (its turn or phase out of the sequence, a pool changed).
    pub(crate) fn load(header: &Header, display: &Global, saved: Saved) -> Result<State> {
        let mut state = State::new(header, display);
        let bad = |what: &str| Error::Runtime(format!("the saved state's {what} does not fit"));
        let phases = state.sequence.as_ref().map_or(1, |s| s.phases.len());
        let fits = |t: &Table| t.turn >= 1 && t.phase < phases;
        if !fits(&saved.now) || !saved.undo.iter().chain(&saved.redo).all(|s| fits(&s.table)) {
            return Err(bad("turn or phase"));
        }
        state.session.seek(u128::from(saved.stream));
        if state.stream() != saved.stream {
            return Err(bad("dice stream"));
        }
        let now = saved
            .now
            .into_undoable(&mut state, saved.n, String::new())?;
        state.restore(now);
        state.n = saved.n;
        state.last = saved.last;
        for s in saved.undo {
            let u = s.table.into_undoable(&mut state, s.n, s.what)?;
            state.undo.push(u);
        }
        for s in saved.redo {
            let u = s.table.into_undoable(&mut state, s.n, s.what)?;
            state.redo.push(u);
        }
        state.undo_older = saved.undo_older;
        state.redo_older = saved.redo_older;
        state.work = saved.work;
        Ok(state)
    }

    /// Whether an `undo` (or `redo`) now would reach past the steps a saved state kept: the
    /// game must be rebuilt from its entries first.
    pub(crate) fn short_of(&self, redo: bool) -> bool {
        if redo {
            self.redo.is_empty() && self.redo_older > 0
        } else {
            self.undo.is_empty() && self.undo_older > 0
        }
    }
}

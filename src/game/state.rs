//! A game's state, rebuilt entry by entry: the session (dice stream, pools), the turn and
//! phase, the roster, the side with the initiative and the order units act in, the aliases and
//! the Series tracks; and what `undo` puts back. Each way the state moves (a command, `next`,
//! `undo`, `alias`, `spend`, the referee's `set`) makes one journal entry, and running an
//! entry again ([`State::apply`]) must give the same entry, which is what replay checks.

mod again;
mod alias;
mod corrections;
mod replay;
mod saved;
mod turn;
mod undo;

use serde_json::Value as Json;

use super::journal::{Entry, Header, Kind};
pub(crate) use super::marks::Marks;
use super::roster::Roster;
use super::sequence::{self, Sequence};
use super::tracks::{self, Track};
use crate::cli::Global;
use crate::dispatch::{self, Produced};
use crate::error::{Error, Result};
use crate::render::json;
use crate::request::Command;
use crate::rules::effects::Effect;
use crate::rules::{self, Output};
use crate::session::Session;

pub(crate) use saved::Saved;
use undo::Undoable;
pub(crate) use undo::{redone_line, undone_line};

/// The order units act in (activation cards, card tiles), and which have acted since.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Order {
    pub names: Vec<String>,
    /// Units named as `--unit` of a recorded command since the order was turned.
    pub acted: Vec<String>,
}

/// The units a command is about, as the roster names them, and the options their fields
/// filled (long name → value).
#[derive(Clone, Default)]
pub(crate) struct Who {
    pub unit: Option<String>,
    pub target: Option<String>,
    pub filled: serde_json::Map<String, Json>,
}

/// A game's state, rebuilt entry by entry.
pub(crate) struct State {
    pub session: Session,
    /// The game's rule set and data, with the display options of this run.
    pub outer: Global,
    undo: Vec<Undoable>,
    /// The number of the last entry.
    pub n: u64,
    /// The last command line, for `again`.
    pub last: Option<String>,
    /// The rule set's sequence of play, if it declares one.
    pub sequence: Option<Sequence>,
    /// The turn (from 1) and the phase in it (from 0).
    pub turn: u32,
    pub phase: usize,
    /// The units on the table as they stand.
    pub roster: Roster,
    /// The roster as the game started (for `restore`).
    start: Roster,
    /// `alias NAME = COMMAND...`, in the order defined.
    pub aliases: Vec<(String, String)>,
    /// Each side's tracks (Series C3I and Activity Points), when the game keeps them.
    pub tracks: Vec<Track>,
    /// The side that won the last initiative roll, as it was named.
    pub initiative: Option<String>,
    /// The order units act in, from the last activation cards or tiles.
    pub order: Option<Order>,
    /// What `redo` puts back: the states `undo` left, the latest last.
    redo: Vec<Undoable>,
    /// What the units did this phase and turn.
    pub marks: Marks,
    /// Undo and redo steps below those held, when the state was read from a saved one
    /// (`saved.rs`): reaching them needs the game rebuilt from its entries.
    undo_older: usize,
    redo_older: usize,
    /// The work of running the entries so far again, the dice stream aside (`work.rs`).
    pub work: u64,
}

pub(crate) fn output_json(output: &Output) -> Vec<Json> {
    match output {
        Output::Report(r) => vec![json::to_json(r)],
        Output::Stream(s) => s.json().unwrap_or_default(),
        Output::Raw(s) => vec![Json::String(s.clone())],
    }
}

/// The effects a command's output declares.
fn effects_of(output: &Output) -> &[Effect] {
    match output {
        Output::Report(r) => &r.effects,
        _ => &[],
    }
}

impl State {
    pub(crate) fn new(header: &Header, display: &Global) -> State {
        let outer = Global {
            rules: Some(header.rules.clone()),
            seed: None,
            chances: false,
            form: display.form,
            ask: Default::default(),
            dice: None,
            cards: None,
            json: display.json,
            color: display.color,
            data: header.data.clone(),
            quiet: display.quiet,
            game: None,
            unit: None,
            target: None,
            again: false,
            env_seed: false,
            data_typed: false,
        };
        let sequence = sequence::of(&header.rules).ok();
        let roster = header.roster.clone().unwrap_or_default();
        let mut tracks = tracks::start(sequence.as_ref(), &roster);
        // The game starts in the first phase of turn 1: if it is the one receiving C3I
        // Points, turn 1's are received with the game (7.1).
        if sequence
            .as_ref()
            .and_then(|s| s.phases.first())
            .is_some_and(|p| p.receive_c3i)
        {
            // A schedule lists turn 1 whenever it exists (`tracks::check`).
            let _ = tracks::receive(&mut tracks, &roster, 1);
        }
        let mut session = Session::new(Some(header.seed));
        session.scope = Some(header.rules.clone());
        State {
            session,
            outer,
            undo: Vec::new(),
            n: 0,
            last: None,
            sequence,
            turn: 1,
            phase: 0,
            start: roster.clone(),
            roster,
            aliases: Vec::new(),
            tracks,
            initiative: None,
            order: None,
            redo: Vec::new(),
            marks: Marks::default(),
            undo_older: 0,
            redo_older: 0,
            work: 0,
        }
    }

    /// Reads a line's words (`spw` first) once in the game: its rule set, and its roster
    /// filling the options of the units the line names.
    pub(crate) fn read(
        &mut self,
        args: &[std::ffi::OsString],
        origin: crate::request::Origin,
    ) -> Result<crate::request::Request> {
        let phase = self.when().1;
        let filler = super::fill::Filler {
            roster: &self.roster,
            marks: &self.marks,
            phase: phase.as_deref(),
        };
        let cx = crate::request::Context {
            outer: &self.outer,
            origin,
            game: Some(&filler),
        };
        crate::request::read(&mut self.session.commands, args, &cx)
    }

    /// A word that makes an entry of the kind a command makes (a correction, `spend`): its
    /// entry; `None` for a word that is not one.
    pub(crate) fn word_entry(&mut self, line: &str, w: &crate::cli::Word) -> Result<Option<Entry>> {
        use crate::cli::Word;
        match w {
            Word::Set(_)
            | Word::Unset(_)
            | Word::Unpin(_)
            | Word::Rout(_)
            | Word::Rally(_)
            | Word::Restore(_) => self.correct(line, w).map(Some),
            Word::Spend(a) => self.spend(line, &a.words).map(Some),
            _ => Ok(None),
        }
    }

    /// Keeps what `undo` puts back before an entry; a new entry leaves nothing to redo.
    fn push_undo(&mut self, before: Undoable) {
        self.undo.push(before);
        self.redo.clear();
        self.redo_older = 0;
    }

    /// The next entry, stamped with the turn and phase and the stream's position.
    fn entry(&self, n: u64, kind: Kind) -> Entry {
        Entry::new(n, kind, self.when(), self.stream())
    }

    pub(crate) fn stream(&self) -> u64 {
        u64::try_from(self.session.position()).unwrap_or(u64::MAX)
    }

    /// Whether a command changes the game (and so is recorded): not `--chances`, nor a
    /// command that only lists or prints.
    pub(crate) fn records(g: &Global, command: &Command) -> bool {
        !g.chances
            && match command {
                Command::Generic(c) => !c.reads_only(),
                Command::Procedure(_) => true,
                _ => false,
            }
    }

    /// What a result does to the game's own state (initiative, order); one note each.
    fn apply_game(&mut self, effects: &[Effect], acting: Option<&str>) -> Vec<String> {
        let mut notes = Vec::new();
        for e in effects {
            match e {
                Effect::Initiative(side) => {
                    self.initiative = Some(side.clone());
                    notes.push(format!("initiative: {side}"));
                }
                Effect::Order(names) => {
                    self.order = Some(Order {
                        names: names.clone(),
                        acted: Vec::new(),
                    });
                    notes.push(format!("order: {}", names.join(", ")));
                }
                _ => {}
            }
        }
        // The unit acting (named either way for a procedure about one unit) has had its turn
        // in the order.
        if let (Some(o), Some(u)) = (self.order.as_mut(), acting) {
            if o.names.iter().any(|n| n.eq_ignore_ascii_case(u))
                && !o.acted.iter().any(|n| n.eq_ignore_ascii_case(u))
            {
                o.acted.push(u.to_string());
            }
        }
        notes
    }

    /// Runs a command that changes the game: its entry (if it is to be recorded) and its
    /// result. `line` is the line as typed.
    pub(crate) fn command(
        &mut self,
        line: &str,
        who: Who,
        g: &Global,
        command: Command,
    ) -> (Option<Entry>, Result<Produced>) {
        let n = self.n + 1;
        let mut before = self.undoable(n, format!("`{line}`"));
        // What it does to the tracks is checked first: a refused line throws no die.
        let op = match self.track_op(g, &command) {
            Ok(op) => op,
            Err(e) => return (None, Err(e)),
        };
        let start = self.session.position();
        // The unit acting, and the procedure it plays (and its options), for the phase's marks.
        let mut input = None;
        let acts = match &command {
            Command::Procedure(call) => {
                input = Some(call.bound.input());
                let acting = match call.entry.roster.roles {
                    crate::rules::effects::Roles::One(_) => who.target.clone().or(who.unit.clone()),
                    _ => who.unit.clone(),
                };
                acting.map(|a| (call.entry, a))
            }
            _ => None,
        };
        let destroyed_before = self.destroyed_units();
        self.session.units = crate::session::Units {
            unit: who.unit.clone(),
            target: who.target.clone(),
        };
        let r = dispatch::produce(&mut self.session, g, command);
        self.session.units = crate::session::Units::default();
        let mut entry = match &r {
            Ok(done) => {
                let mut e = self.entry(n, Kind::Command);
                e.output = output_json(&done.output);
                e
            }
            // A failure after dice were thrown is recorded so a replay throws them too.
            Err(err) if self.session.position() != start => {
                let mut e = self.entry(n, Kind::Command);
                e.error = Some(err.to_string());
                e
            }
            Err(_) => return (None, r),
        };
        entry.line = Some(line.to_string());
        entry.unit = who.unit.clone();
        entry.target = who.target.clone();
        entry.filled = who.filled.clone();
        if let Ok(done) = &r {
            let effects = effects_of(&done.output);
            let model = super::model::of(self.outer.rules());
            entry.roster =
                self.roster
                    .apply(who.unit.as_deref(), who.target.as_deref(), effects, model);
            entry.game = self.apply_game(effects, acts.as_ref().map(|(_, a)| a.as_str()));
            // A question (`--chances`) is no action: the unit has not done it.
            if let (Some((entry_of, acting)), false) = (&acts, g.chances) {
                let input = input.unwrap_or(serde_json::Value::Null);
                for a in entry_of
                    .play
                    .acts
                    .iter()
                    .filter(|a| a.marks && super::fill::in_mode(a.when, &input))
                {
                    let on = match a.on {
                        crate::rules::effects::Role::Target => who.target.clone(),
                        _ => Some(acting.clone()),
                    };
                    if let Some(on) = on {
                        self.marks.done.push((on, a.mark, a.per));
                    }
                }
            }
            for e in effects {
                if let Effect::Did(role, mark, per) = e {
                    let who = match role {
                        crate::rules::effects::Role::Unit => who.unit.clone(),
                        crate::rules::effects::Role::Target => who.target.clone(),
                        crate::rules::effects::Role::Subject => {
                            who.target.clone().or(who.unit.clone())
                        }
                    };
                    if let Some(w) = who {
                        self.marks.done.push((w, mark, *per));
                    }
                }
            }
            self.mark_destroyed(&destroyed_before);
            if let Some(op) = op {
                entry.tracks = tracks::after(op, &mut self.tracks, &entry.output);
            }
            let changes: Vec<&String> = entry.roster.iter().chain(&entry.game).collect();
            if !changes.is_empty() {
                let list: Vec<&str> = changes.iter().map(|c| c.as_str()).collect();
                before.what = format!("{}: {}", before.what, list.join("; "));
            }
            self.push_undo(before);
        }
        self.n = n;
        self.last = Some(line.to_string());
        (Some(entry), r)
    }

    /// Refuses a procedure of the rule set that the phase the game stands in comes too early
    /// for (a question, `--chances`, is no play and is answered).
    fn in_its_phase(&self, g: &Global, command: &Command) -> Result<()> {
        let (Command::Procedure(call), false) = (command, g.chances) else {
            return Ok(());
        };
        let Some(seq) = self.sequence.as_ref() else {
            return Ok(());
        };
        let own = rules::rule_set(self.outer.rules())
            .is_some_and(|s| s.procedures().iter().any(|e| std::ptr::eq(e, call.entry)));
        if let Some(from) = seq.from_turn.get(call.entry.name).filter(|_| own) {
            if self.turn < from.turn {
                return Err(Error::usage(format!(
                    "{}: not before turn {}, and this is turn {}: {}",
                    call.entry.name, from.turn, self.turn, from.why
                )));
            }
        }
        let Some(phase) = seq.phases.get(self.phase) else {
            return Ok(());
        };
        match phase.too_early.get(call.entry.name) {
            Some(why) if own => Err(Error::usage(format!(
                "{}: not yet in the {} phase: {why}; `next` moves on",
                call.entry.name, phase.name
            ))),
            _ => Ok(()),
        }
    }

    /// The units destroyed, by name.
    pub(crate) fn destroyed_units(&self) -> Vec<String> {
        self.roster
            .unit
            .iter()
            .filter(|u| u.is("destroyed"))
            .map(|u| u.name.clone())
            .collect()
    }

    /// Marks the units destroyed since `before` as destroyed in this phase.
    pub(crate) fn mark_destroyed(&mut self, before: &[String]) {
        for name in self.destroyed_units() {
            if !before.contains(&name) && !self.marks.destroyed.contains(&name) {
                self.marks.destroyed.push(name);
            }
        }
    }

    /// What a command does to the tracks in an activity phase, or its refusal.
    fn track_op(&self, g: &Global, command: &Command) -> Result<Option<tracks::Op>> {
        self.in_its_phase(g, command)?;
        let Some(t) = self.sequence.as_ref().and_then(|s| s.tracks.as_ref()) else {
            return Ok(None);
        };
        let rules = self.outer.rules();
        let Command::Procedure(call) = command else {
            return Ok(None);
        };
        let entry = call.entry;
        let own = rules::rule_set(rules)
            .is_some_and(|s| s.procedures().iter().any(|e| std::ptr::eq(e, entry)));
        if !own || g.chances {
            return Ok(None);
        }
        let name = entry.name;
        match self.activity_player() {
            Some(player) => {
                tracks::before(rules, t, player, &self.tracks, name, &call.bound.input())
            }
            // C3I are spent only in a Schwerpunkt segment (7.2): a tracked game refuses
            // spending them elsewhere rather than roll Activity Points no track keeps.
            None if name == t.activity && !self.tracks.is_empty() => Err(Error::usage(format!(
                "{name}: C3I Points are spent only in a Schwerpunkt segment (7.2), and this is the {}; `next` moves on",
                self.when().1.unwrap_or_default()
            ))),
            None => Ok(None),
        }
    }
}

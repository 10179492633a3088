//! An open game: its state rebuilt from the file, and each line played in it — read once in
//! the game (`request`, the roster filling options), run by the one executor, and recorded: its
//! entry on disk before its result is shown.
//!
//! Reading needs no lock: a one-liner (`spw --game FILE status`, a `--chances` line) reads
//! the file and plays without it, so a second window can always look. Only a line that adds
//! an entry takes the lock, checking first that nobody wrote to the file since it was read;
//! a session (`spw game open`, a game script) takes it when it opens.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use serde_json::Value as Json;

use super::fill;
use super::journal::{self, Entry, Writer};
use super::snapshot;
use super::state::{State, Who};
use super::work;
use super::{help, strip_spw};
use crate::cli::{Global, Word};
use crate::dispatch::{self, Out};
use crate::error::{Error, Result};
use crate::render::Painter;
use crate::request::{self, Command, Origin, Request};

/// Game words' text, fitted to the screen (broken at spaces, hanging under its line) and with
/// what players typed escaped.
pub(super) fn say(out: &mut Out, painter: Painter, text: &str) -> Result<()> {
    let text = crate::render::screen::escape_lines(text);
    out.print(&crate::render::screen::fit_lines(&text, painter.width))
}

/// An open game: its state and the file its entries go to.
pub(crate) struct Game {
    pub(super) state: State,
    /// The file, locked, once a line has written to it (or at once for a session).
    writer: Option<Writer>,
    /// Bytes of whole lines when the file was read (where the next entry goes), and the
    /// file's whole length then (a cut-short line after them is dropped when writing starts).
    good_len: u64,
    read_len: u64,
    /// The last line is whole without its newline: the newline goes before the next entry.
    unended: bool,
    pub(crate) rules: String,
    /// Running an alias's command (which is not expanded again).
    expanding: bool,
    pub(super) path: PathBuf,
    /// Entries the last snapshot read or written covers (0: none).
    covered: u64,
    /// A snapshot was found that does not match the journal: replaced when the lock is taken.
    stale: bool,
    /// [`work::faces`] when the line being played began.
    faces: u64,
}

/// Runs `entries` again on `state`, warning once of an entry that no longer gives its
/// recorded result; `false` when an `undo` or `redo` reaches past the steps a snapshot kept
/// (the state must be rebuilt from the first entry).
fn run_entries(path: &Path, state: &mut State, entries: &[Entry]) -> Result<bool> {
    state.session.writes = false;
    // Said once every entry ran: an error after it (the bound on work) is what to read first.
    let mut first = None;
    for e in entries {
        let back = match e.kind {
            journal::Kind::Undo => Some(false),
            journal::Kind::Redo => Some(true),
            _ => None,
        };
        if back.is_some_and(|redo| state.short_of(redo)) {
            return Ok(false);
        }
        let d = state.apply(e).map_err(|err| super::in_file(path, err))?;
        if first.is_none() {
            first = d;
        }
        state.n = e.n;
    }
    if let Some(d) = first {
        eprintln!(
            "warning: {}: entry {} no longer gives its recorded result ({}); `spw game replay {}` checks the whole game",
            path.display(),
            d.n,
            d.what,
            path.display()
        );
    }
    Ok(true)
}

impl Game {
    /// The file, and the turn and phase it stands at (none without a sequence of play): the
    /// session's greeting names them.
    pub(crate) fn where_now(&self) -> (&Path, Option<u32>, Option<String>) {
        let (turn, phase) = self.state.when();
        (&self.path, turn, phase)
    }

    /// The work of running its entries again, as counted (`work.rs`), its dice included.
    pub(crate) fn work(&self) -> u64 {
        self.state
            .work
            .saturating_add(work::of_stream(self.state.stream()))
    }

    /// The roster's unit names, for completion.
    pub(crate) fn unit_names(&self) -> Vec<String> {
        self.state
            .roster
            .unit
            .iter()
            .map(|u| u.name.clone())
            .collect()
    }

    /// Opens `path` and rebuilds the state: read from its snapshot when one matches the
    /// journal, then by running the entries after it again (writing no file: each command's
    /// files were written when it first ran). `lock`: take the writer's lock now (a session);
    /// otherwise the first line that writes takes it.
    pub(crate) fn open(path: &Path, display: &Global, lock: bool) -> Result<Game> {
        let writer = lock.then(|| Writer::open(path)).transpose()?;
        let mut stale = false;
        let mut from_snapshot = None;
        let found = match snapshot::every() {
            0 => snapshot::Found::None,
            _ => snapshot::find(path)?,
        };
        match found {
            snapshot::Found::Good(cover, saved, after) => {
                let j = after.parse(path, cover)?;
                match State::load(&j.header, display, *saved) {
                    Ok(mut state) => {
                        // An undo reaching past the steps the snapshot kept: rebuilt whole.
                        if run_entries(path, &mut state, &j.entries)? {
                            from_snapshot = Some((j, state, cover.n));
                        }
                    }
                    Err(e) => {
                        snapshot::warn(path, &e.to_string());
                        stale = true;
                    }
                }
            }
            snapshot::Found::Bad(why) => {
                snapshot::warn(path, &why);
                stale = true;
            }
            snapshot::Found::None => {}
        }
        let (j, mut state, covered) = match from_snapshot {
            Some(x) => x,
            None => {
                let j = journal::read(path)?;
                let mut state = State::new(&j.header, display);
                run_entries(path, &mut state, &j.entries)?;
                (j, state, 0)
            }
        };
        if let Some(bytes) = j.cut {
            journal::cut_warning(path, bytes);
        }
        state.session.writes = true;
        let mut game = Game {
            rules: j.header.rules.clone(),
            state,
            writer: None,
            good_len: j.good_len,
            read_len: j.good_len + j.cut.unwrap_or(0),
            unended: j.unended,
            expanding: false,
            path: path.to_path_buf(),
            covered,
            stale,
            faces: work::faces(),
        };
        if let Some(w) = writer {
            game.take(w)?;
        }
        Ok(game)
    }

    /// The state rebuilt from every entry, for an `undo` reaching past the steps the snapshot
    /// kept (the lock held: nobody wrote since).
    pub(super) fn rebuild(&mut self) -> Result<()> {
        let j = journal::read(&self.path)?;
        let outer = self.state.outer.clone();
        let mut state = State::new(&j.header, &outer);
        run_entries(&self.path, &mut state, &j.entries)?;
        state.outer = outer;
        state.session.writes = true;
        self.state = state;
        Ok(())
    }

    /// Writes a snapshot of the state when enough entries were played since the last (or the
    /// one found was wrong), by the spw holding the lock only; a failure costs the next
    /// opening time, never the game, so it is a warning.
    fn checkpoint(&mut self) {
        let every = snapshot::every();
        if every == 0 || self.writer.is_none() {
            return;
        }
        let n = self.state.n;
        if n == 0 {
            if self.stale {
                snapshot::remove(&self.path);
                self.stale = false;
            }
            return;
        }
        if !self.stale && n < self.covered + every {
            return;
        }
        if let Err(e) = snapshot::write(&self.path, self.state.save(), n) {
            eprintln!("warning: no snapshot written: {e}");
        }
        self.covered = n;
        self.stale = false;
    }

    /// The session's display options (`--json`, `--color`, `-q`, the form of `--chances`)
    /// for every line it plays.
    pub(crate) fn display(&mut self, g: &Global) {
        let o = &mut self.state.outer;
        o.json = g.json;
        o.color = g.color;
        o.quiet = g.quiet;
        o.form = g.form;
    }

    /// Takes the writer's lock now (a session, which writes as it goes).
    pub(crate) fn take_lock(&mut self) -> Result<()> {
        self.writer().map(|_| ())
    }

    /// Keeps the locked file for writing, once nobody has written to it since it was read; a
    /// last line cut short is cut off (and a whole one without its newline ended) so the next
    /// entry starts a line.
    fn take(&mut self, mut w: Writer) -> Result<()> {
        if w.len()? != self.read_len {
            return Err(Error::Runtime(format!(
                "{}: another spw wrote to the game while this one was reading it; run the command again",
                self.path.display()
            )));
        }
        if self.read_len != self.good_len {
            w.truncate(self.good_len)?;
        } else if self.unended {
            w.end_line()?;
            self.unended = false;
        }
        self.writer = Some(w);
        self.checkpoint();
        Ok(())
    }

    /// The file for the next entry, locked (taken now if this is the first entry written).
    pub(super) fn writer(&mut self) -> Result<&mut Writer> {
        if self.writer.is_none() {
            let w = Writer::open(&self.path)?;
            self.take(w)?;
        }
        Ok(self.writer.as_mut().expect("taken above"))
    }

    /// Writes `e` (the lock already taken by [`Game::writer`] before the state changed); one
    /// that would take the game past the bound on the work of opening it is refused.
    pub(super) fn append(&mut self, e: &Entry) -> Result<()> {
        let spent = work::of_line(e.line.as_deref())
            .saturating_add(work::faces().saturating_sub(self.faces));
        let total = self.state.work.saturating_add(spent);
        if total.saturating_add(work::of_stream(e.stream)) > work::BUDGET {
            return Err(work::full(&self.path));
        }
        self.writer()?.append(e)?;
        self.state.work = total;
        self.checkpoint();
        Ok(())
    }

    /// `help` in the game: the rule set's procedures and the game's words.
    pub(crate) fn help(&self, painter: Painter, out: &mut Out) -> Result<()> {
        out.print(&help(&self.rules, true, painter.width))
    }

    /// Reads a line's words (`spw` first) once, in the game: its rule set, its roster filling
    /// the options of the units the line names.
    pub(crate) fn read(&mut self, args: &[OsString], origin: Origin) -> Result<Request> {
        self.state.read(args, origin)
    }

    /// Whether a line is the game's own before it is read: `help`, or an alias.
    pub(crate) fn is_own(&self, line: &str) -> bool {
        line == "help" || self.state.expand(line).is_some()
    }

    /// One line typed in the game (a session's, a script's): an alias, `help`, or a line read
    /// and played.
    pub(crate) fn play(&mut self, line: &str, painter: Painter, out: &mut Out) -> Result<()> {
        let line = strip_spw(line);
        if line == "help" {
            return self.help(painter, out);
        }
        // One level: an alias's command is not expanded again (so no alias loops).
        if let Some(expanded) = self.state.expand(line).filter(|_| !self.expanding) {
            self.expanding = true;
            let r = self.play(&expanded, painter, out);
            self.expanding = false;
            return r;
        }
        let args = request::words_of(line)?;
        let r = self.read(&args, Origin::Game)?;
        let painter = request::painter(&r.global, painter, self.state.outer.color);
        self.play_request(r, line, painter, out)
    }

    /// A request read in the game, played: a game word, or a command run and (when it changes
    /// the game) recorded before it is shown. `typed` is the line as typed, for the record.
    pub(crate) fn play_request(
        &mut self,
        r: Request,
        typed: &str,
        painter: Painter,
        out: &mut Out,
    ) -> Result<()> {
        let Request { global, command } = r;
        // What the line's dice build counts from here (`append` charges it to its entry).
        self.faces = work::faces();
        match command {
            Command::Help(e) => dispatch::show_help(&e, global.json, painter, out).map(|_| ()),
            Command::Word(Word::Again(a)) => {
                let line = self.state.again(&a.changes)?;
                if !global.json {
                    say(out, painter, &format!("again: {line}\n"))?;
                }
                self.play(&line, painter, out)
            }
            Command::Word(w) => self.word(w, &global, typed, painter, out),
            command @ (Command::Generic(_) | Command::Procedure(_)) => {
                self.run(global, command, typed, painter, out)
            }
            Command::Session => Err(Error::usage("no command on this line; `help` lists them")),
            Command::Repl | Command::Game(_) => Err(Error::usage(
                "already in a game: play its lines here, or `exit` and run this from the shell",
            )),
        }
    }

    /// A command: run, and recorded before it is shown when it changes the game.
    fn run(
        &mut self,
        global: Global,
        command: Command,
        typed: &str,
        painter: Painter,
        out: &mut Out,
    ) -> Result<()> {
        let who = self.who(&global, &command)?;
        let procedure = match &command {
            Command::Procedure(c) => Some(c.entry),
            _ => None,
        };
        // A procedure refused for want of an option the roster was to fill says so.
        let explain = |state: &State, e: Error| match procedure {
            Some(entry) => fill::explain(
                &state.roster,
                &state.marks,
                entry,
                (global.unit.as_deref(), global.target.as_deref()),
                e,
            ),
            None => e,
        };
        if !State::records(&global, &command) {
            self.state.session.units = crate::session::Units {
                unit: who.unit.clone(),
                target: who.target.clone(),
            };
            let r = dispatch::produce(&mut self.state.session, &global, command);
            self.state.session.units = crate::session::Units::default();
            let done = r.map_err(|e| explain(&self.state, e))?;
            return dispatch::show(done, &global, painter, out);
        }
        self.writer()?;
        let (entry, r) = self.state.command(typed, who, &global, command);
        if let Some(e) = &entry {
            self.append(e)?;
        }
        let done = r.map_err(|e| explain(&self.state, e))?;
        dispatch::show(done, &global, painter, out)?;
        if let Some(e) = &entry {
            self.notes(e, &global, painter, out)?;
        }
        Ok(())
    }

    /// The units a command is about, as its procedure takes them (their names as the roster
    /// spells them).
    fn who(&self, g: &Global, command: &Command) -> Result<Who> {
        let Command::Procedure(call) = command else {
            if g.unit.is_some() || g.target.is_some() {
                return Err(Error::usage(
                    "--unit and --target name the units a procedure is about; this command is not a procedure",
                ));
            }
            return Ok(Who::default());
        };
        let (u, t) = fill::units(
            &self.state.roster,
            &self.state.marks,
            call.entry,
            g.unit.as_deref(),
            g.target.as_deref(),
        )?;
        let input = call.bound.input();
        let filled = call
            .filled
            .iter()
            .map(|(id, long)| (long.clone(), input.get(id).cloned().unwrap_or(Json::Null)))
            .collect();
        Ok(Who {
            unit: u.map(|x| x.name.clone()),
            target: t.map(|x| x.name.clone()),
            filled,
        })
    }

    /// What an entry did to the roster, the game and the tracks, a line each.
    pub(super) fn notes(
        &self,
        e: &Entry,
        g: &Global,
        painter: Painter,
        out: &mut Out,
    ) -> Result<()> {
        if g.json {
            return Ok(());
        }
        for note in &e.roster {
            say(out, painter, &format!("roster: {note}\n"))?;
        }
        for note in &e.game {
            say(out, painter, &format!("game: {note}\n"))?;
        }
        for note in &e.tracks {
            say(out, painter, &format!("tracks: {note}\n"))?;
        }
        Ok(())
    }
}

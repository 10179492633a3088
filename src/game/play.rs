//! An open game: its state rebuilt from the file, and each line played in it (a game word or
//! a command), its entry on disk before its result is shown.
//!
//! Reading needs no lock: a one-liner (`spw --game FILE status`, a `--chances` line) reads
//! the file and plays without it, so a second window can always look. Only a line that adds
//! an entry takes the lock, checking first that nobody wrote to the file since it was read;
//! a session (`spw game open`, a game script) takes it when it opens.

use std::path::{Path, PathBuf};

use super::fill::{self, Filled};
use super::journal::{self, Writer};
use super::state::{self, CORRECTIONS, State, Who, spend_args, word_args};
use super::{help, stats, strip_spw};
use crate::cli::Global;
use crate::dispatch::{self, Out};
use crate::error::{Error, Result};
use crate::render::Painter;

/// Game words' text, fitted to the screen (broken at spaces, hanging under its line) and with
/// what players typed escaped.
fn say(out: &mut Out, painter: Painter, text: &str) -> Result<()> {
    let text = crate::render::screen::escape_lines(text);
    out.print(&crate::render::screen::fit_lines(&text, painter.width))
}

/// An open game: its state and the file its entries go to.
pub(crate) struct Game {
    state: State,
    /// The file, locked, once a line has written to it (or at once for a session).
    writer: Option<Writer>,
    /// Bytes of whole lines when the file was read (where the next entry goes), and the
    /// file's whole length then (a cut-short line after them is dropped when writing starts).
    good_len: u64,
    read_len: u64,
    pub(crate) rules: String,
    /// Running an alias's command (which is not expanded again).
    expanding: bool,
    path: PathBuf,
    display: Global,
}

impl Game {
    /// The roster's unit names, for completion.
    pub(crate) fn unit_names(&self) -> Vec<String> {
        self.state
            .roster
            .unit
            .iter()
            .map(|u| u.name.clone())
            .collect()
    }

    /// Opens `path` and rebuilds the state by running the entries again (writing no file:
    /// each command's files were written when it first ran). `lock`: take the writer's lock
    /// now (a session); otherwise the first line that writes takes it.
    pub(crate) fn open(path: &Path, display: &Global, lock: bool) -> Result<Game> {
        let writer = lock.then(|| Writer::open(path)).transpose()?;
        let j = journal::read(path)?;
        if let Some(bytes) = j.cut {
            journal::cut_warning(path, bytes);
        }
        let mut state = State::new(&j.header, display);
        state.session.writes = false;
        let mut warned = false;
        for e in &j.entries {
            let d = state.apply(e)?;
            if let Some(d) = d.filter(|_| !warned) {
                warned = true;
                eprintln!(
                    "warning: {}: entry {} no longer gives its recorded result ({}); `spw game replay {}` checks the whole game",
                    path.display(),
                    d.n,
                    d.what,
                    path.display()
                );
            }
            state.n = e.n;
        }
        state.session.writes = true;
        let mut game = Game {
            rules: j.header.rules.clone(),
            state,
            writer: None,
            good_len: j.good_len,
            read_len: j.good_len + j.cut.unwrap_or(0),
            expanding: false,
            path: path.to_path_buf(),
            display: display.clone(),
        };
        if let Some(w) = writer {
            game.take(w)?;
        }
        Ok(game)
    }

    /// Keeps the locked file for writing, once nobody has written to it since it was read; a
    /// last line cut short is cut off so the next entry starts a line.
    fn take(&mut self, mut w: Writer) -> Result<()> {
        if w.len()? != self.read_len {
            return Err(Error::Runtime(format!(
                "{}: another spw wrote to the game while this one was reading it; run the command again",
                self.path.display()
            )));
        }
        if self.read_len != self.good_len {
            w.truncate(self.good_len)?;
        }
        self.writer = Some(w);
        Ok(())
    }

    /// The file for the next entry, locked (taken now if this is the first entry written).
    fn writer(&mut self) -> Result<&mut Writer> {
        if self.writer.is_none() {
            let w = Writer::open(&self.path)?;
            self.take(w)?;
        }
        Ok(self.writer.as_mut().expect("taken above"))
    }

    /// One line typed in the game: a game word or a command (recorded before it is shown).
    pub(crate) fn play(&mut self, line: &str, painter: Painter, out: &mut Out) -> Result<()> {
        let line = strip_spw(line);
        if let Some(changes) = word_args(line, "again") {
            let last = self.state.last.clone().ok_or_else(|| {
                Error::usage("nothing to run again: no command recorded yet in this game")
            })?;
            let line = if changes.is_empty() {
                last
            } else {
                // The command the last line parsed with: it reaches every option it had.
                let args = shell_args(&shlex::split(&last).unwrap_or_default());
                let cmd = crate::cli::session_command(&mut self.state.session, &self.rules, &args)
                    .clone();
                state::again_with(&cmd, &last, changes)?
            };
            say(out, painter, &format!("again: {line}\n"))?;
            return self.play(&line, painter, out);
        }
        if let Some(args) = word_args(line, "sheet") {
            return super::cards::sheet(&self.state, &self.path, args, painter, out);
        }
        if self.game_word(line, painter, out)? || self.entry_word(line, painter, out)? {
            return Ok(());
        }
        // One level: an alias's command is not expanded again (so no alias loops).
        if let Some(expanded) = self.state.expand(line).filter(|_| !self.expanding) {
            self.expanding = true;
            let r = self.play(&expanded, painter, out);
            self.expanding = false;
            return r;
        }
        self.run(line, painter, out)
    }

    /// A game word that reads the game or moves it on (`undo`, `help`, `next`, `roster`,
    /// `stats`, `alias`, `status`): whether `line` was one, having done it.
    fn game_word(&mut self, line: &str, painter: Painter, out: &mut Out) -> Result<bool> {
        match line {
            "undo" => {
                self.writer()?;
                let (e, what) = self.state.undo()?;
                self.writer()?.append(&e)?;
                say(
                    out,
                    painter,
                    &state::undone_line(e.undoes.unwrap_or(0), &what),
                )?;
            }
            "help" => out.print(&help(&self.rules, true, painter.width))?,
            "next" => {
                self.writer()?;
                let (e, done) = self.state.next()?;
                self.writer()?.append(&e)?;
                say(
                    out,
                    painter,
                    &format!(
                        "Turn {}: {}\n",
                        e.turn.unwrap_or(1),
                        e.phase.as_deref().unwrap_or("")
                    ),
                )?;
                for (p, g) in done {
                    dispatch::show(p, &g, painter, out)?;
                }
                for note in &e.tracks {
                    say(out, painter, &format!("tracks: {note}\n"))?;
                }
            }
            "roster" => say(out, painter, &self.state.roster.show())?,
            "stats" => {
                let j = journal::read(&self.path)?;
                say(out, painter, &stats::report(&j, &self.display)?)?;
            }
            "alias" => {
                let mut s = String::new();
                for (a, c) in &self.state.aliases {
                    let (a, c) = (
                        crate::render::screen::escape(a),
                        crate::render::screen::escape(c),
                    );
                    s.push_str(&format!("{a} = {c}\n"));
                }
                if s.is_empty() {
                    s = "No aliases yet: alias NAME = COMMAND...\n".into();
                }
                say(out, painter, &s)?;
            }
            "status" => {
                say(out, painter, &self.state.status())?;
                self.play("pools --quiet", painter, out)?;
                if !self.state.roster.unit.is_empty() {
                    say(out, painter, &self.state.roster.show())?;
                }
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The referee's words that make an entry (`spend`, a correction, `alias NAME = ...`):
    /// whether `line` was one, having done it.
    fn entry_word(&mut self, line: &str, painter: Painter, out: &mut Out) -> Result<bool> {
        if let Some(args) = spend_args(line) {
            self.writer()?;
            let e = self.state.spend(line, args)?;
            self.writer()?.append(&e)?;
            for note in &e.tracks {
                say(out, painter, &format!("tracks: {note}\n"))?;
            }
            return Ok(true);
        }
        if CORRECTIONS.iter().any(|w| word_args(line, w).is_some()) {
            self.writer()?;
            let e = self.state.correct(line)?;
            self.writer()?.append(&e)?;
            for note in &e.roster {
                say(out, painter, &format!("roster: {note}\n"))?;
            }
            return Ok(true);
        }
        if let Some(def) = word_args(line, "alias") {
            self.writer()?;
            let e = self.state.alias(def)?;
            self.writer()?.append(&e)?;
            say(
                out,
                painter,
                &format!("alias {}\n", e.line.as_deref().unwrap_or("")),
            )?;
            return Ok(true);
        }
        Ok(false)
    }

    /// A command: run, and recorded before it is shown when it changes the game.
    fn run(&mut self, line: &str, painter: Painter, out: &mut Out) -> Result<()> {
        let (line, who, filled) = self.filled(line)?;
        let line = line.as_str();
        let Some(p) = dispatch::parse_line(
            &mut self.state.session,
            &self.state.outer,
            line,
            painter,
            out,
        )?
        else {
            return Ok(());
        };
        if p.global.game.is_some() {
            return Err(Error::usage(
                "--game inside a game: this line already plays the game that is open",
            ));
        }
        if p.global.seed.is_some() {
            return Err(Error::usage(
                "--seed in a game: its dice come from the game's own seed, so a replay throws them again; --dice takes dice rolled on the table",
            ));
        }
        if !State::records(&p) {
            self.state.session.units = crate::session::Units {
                unit: who.unit.clone(),
                target: who.target.clone(),
            };
            let r = dispatch::execute(
                &mut self.state.session,
                &p.global,
                &p.matches,
                p.painter,
                out,
            );
            self.state.session.units = crate::session::Units::default();
            return r;
        }
        self.writer()?;
        let (entry, r) = self.state.command(line, who, &p);
        if let Some(e) = &entry {
            self.writer()?.append(e)?;
        }
        let r = r.map_err(|e| {
            filled
                .as_ref()
                .and_then(|f| fill::missing_field(&e, &self.state.roster, f))
                .unwrap_or(e)
        });
        dispatch::show(r?, &p.global, p.painter, out)?;
        if let Some(e) = &entry {
            for note in &e.roster {
                say(out, painter, &format!("roster: {note}\n"))?;
            }
            for note in &e.game {
                say(out, painter, &format!("game: {note}\n"))?;
            }
            for note in &e.tracks {
                say(out, painter, &format!("tracks: {note}\n"))?;
            }
        }
        Ok(())
    }

    /// The line with its options filled from the roster: the line to run, whom it is about,
    /// and the filling (to explain a field the roster lacks).
    fn filled(&mut self, line: &str) -> Result<(String, Who, Option<Filled>)> {
        if self.state.roster.unit.is_empty()
            && !line.contains("--unit")
            && !line.contains("--target")
        {
            return Ok((line.to_string(), Who::default(), None));
        }
        let words = shlex::split(line)
            .ok_or_else(|| Error::usage("unbalanced quotes in the line; close every ' and \""))?;
        let rules = self.rules.clone();
        let cmd = crate::cli::session_command(&mut self.state.session, &rules, &shell_args(&words))
            .clone();
        let Some(f) = fill::fill(&self.state.roster, &rules, &cmd, words)? else {
            return Ok((line.to_string(), Who::default(), None));
        };
        let run = super::join(&f.words)?;
        let typed = (run != line).then(|| line.to_string());
        Ok((
            run,
            Who {
                typed,
                unit: f.unit.clone(),
                target: f.target.clone(),
            },
            Some(f),
        ))
    }
}

/// A line's words as a shell command line gives them: `spw` first.
fn shell_args(words: &[String]) -> Vec<std::ffi::OsString> {
    std::iter::once("spw")
        .chain(words.iter().map(String::as_str))
        .map(Into::into)
        .collect()
}

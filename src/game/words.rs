//! The game's own words, played: what each reads or changes, in text and (`--json`) as one
//! object each (JOURNAL.md, "The game's words as JSON").

use std::collections::HashMap;

use serde_json::{Value as Json, json};

use super::journal::{self, Entry};
use super::play::{Game, say};
use super::state::{State, redone_line, undone_line};
use super::stats;
use crate::cli::{Generic, Global, LogFormat, PoolsArgs, Word};
use crate::dispatch::{self, Out};
use crate::error::{Error, Result};
use crate::render::Painter;
use crate::request::Command;

use crate::render::json::VERSION as JSON_VERSION;

impl Game {
    /// A game word, played: read, or recorded before it is shown.
    pub(super) fn word(
        &mut self,
        w: Word,
        g: &Global,
        typed: &str,
        painter: Painter,
        out: &mut Out,
    ) -> Result<()> {
        match &w {
            Word::Status => self.status(g, painter, out),
            Word::Roster => {
                if g.json {
                    return print(
                        out,
                        json!({"command": "roster", "sides": self.state.roster.to_json()}),
                    );
                }
                say(out, painter, &self.state.roster.show())
            }
            Word::Log(l) => self.log((l.format, l.summary), g, painter, out),
            Word::Sheet(a) => self.sheet(a.clone(), g, painter, out),
            Word::Stats => {
                let j = journal::read(&self.path)?;
                if g.json {
                    let sides = stats::luck(&j, &self.state.outer)?;
                    let list: Vec<Json> = sides
                        .iter()
                        .map(|(side, v)| {
                            let mean = v.iter().sum::<f64>() / v.len() as f64;
                            json!({"side": side, "rolls": v.len(), "luck": mean.round()})
                        })
                        .collect();
                    return print(out, json!({"command": "stats", "sides": list}));
                }
                say(out, painter, &stats::report(&j, &self.state.outer)?)
            }
            Word::Alias(a) if a.definition.is_empty() => self.aliases(g, painter, out),
            Word::Alias(a) => {
                let def = super::join(&a.definition)?;
                self.writer()?;
                let e = self.state.alias(&def)?;
                self.append(&e)?;
                if g.json {
                    return print(out, entry_json("alias", &e));
                }
                say(
                    out,
                    painter,
                    &format!("alias {}\n", e.line.as_deref().unwrap_or("")),
                )
            }
            Word::Undo | Word::Redo => self.undo(w == Word::Redo, g, painter, out),
            Word::Next => {
                self.writer()?;
                let (e, done) = self.state.next()?;
                self.append(&e)?;
                if g.json {
                    return print(out, entry_json("next", &e));
                }
                say(
                    out,
                    painter,
                    &format!(
                        "Turn {}: {}\n",
                        e.turn.unwrap_or(1),
                        e.phase.as_deref().unwrap_or("")
                    ),
                )?;
                for (p, pg) in done {
                    dispatch::show(p, &pg, painter, out)?;
                }
                self.notes(&e, g, painter, out)
            }
            Word::Again(_) => Err(Error::Runtime("again is played by the game".into())),
            _ => {
                self.writer()?;
                let e = self.state.word_entry(typed, &w)?.ok_or_else(|| {
                    Error::Runtime(format!("{}: not a word that records", w.name()))
                })?;
                self.append(&e)?;
                if g.json {
                    return print(out, entry_json(w.name(), &e));
                }
                self.notes(&e, g, painter, out)
            }
        }
    }

    /// `alias` alone: the game's aliases.
    fn aliases(&self, g: &Global, painter: Painter, out: &mut Out) -> Result<()> {
        if g.json {
            let list: Vec<Json> = self
                .state
                .aliases
                .iter()
                .map(|(a, c)| json!({"name": a, "command": c}))
                .collect();
            return print(out, json!({"command": "alias", "aliases": list}));
        }
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
        say(out, painter, &s)
    }

    /// `undo`, or `redo`: its entry, and what it undid or put back.
    fn undo(&mut self, redo: bool, g: &Global, painter: Painter, out: &mut Out) -> Result<()> {
        self.writer()?;
        if self.state.short_of(redo) {
            self.rebuild()?;
        }
        let (e, what) = if redo {
            self.state.redo()?
        } else {
            self.state.undo()?
        };
        self.append(&e)?;
        if g.json {
            return print(out, entry_json(if redo { "redo" } else { "undo" }, &e));
        }
        let text = if redo {
            redone_line(e.redoes.unwrap_or(0), &what)
        } else {
            undone_line(e.undoes.unwrap_or(0), &what)
        };
        say(out, painter, &text)
    }

    /// `status`: the sequence of play, the initiative and who acts next, the pools of the
    /// game's rule set, the tracks and the units.
    fn status(&mut self, g: &Global, painter: Painter, out: &mut Out) -> Result<()> {
        if g.json {
            let v = status_json(&mut self.state, &self.path.display().to_string())?;
            return print(out, v);
        }
        let (listed, quiet) = pools(&mut self.state)?;
        say(out, painter, &self.state.status())?;
        dispatch::show(listed, &quiet, painter, out)?;
        if !self.state.roster.unit.is_empty() {
            say(out, painter, &self.state.roster.show())?;
        }
        Ok(())
    }

    /// `log`: the game's record, as `spw game log FILE` prints it.
    fn log(
        &self,
        format: (LogFormat, bool),
        g: &Global,
        painter: Painter,
        out: &mut Out,
    ) -> Result<()> {
        let j = journal::read(&self.path)?;
        if g.json {
            let undone = journal::undone(&j.entries);
            let entries: Vec<Json> = j.entries.iter().map(|e| logged(e, &undone)).collect();
            return print(
                out,
                json!({"command": "log", "header": j.header, "entries": entries}),
            );
        }
        super::print_log(&self.path, &j, format, &self.state.outer, painter, out)
    }
}

/// The pools of the game's rule set, listed as `pools` lists them, with the options they were
/// listed with.
fn pools(state: &mut State) -> Result<(dispatch::Produced, Global)> {
    let pools = Command::Generic(Generic::Pools(PoolsArgs {
        pool: None,
        all: false,
    }));
    let quiet = Global {
        json: false,
        quiet: true,
        ..state.outer.clone()
    };
    let listed = dispatch::produce(&mut state.session, &quiet, pools)?;
    Ok((listed, quiet))
}

/// `status`'s answer as JSON, without its version (`word.status` in schema/spw.schema.json):
/// the turn and phase, the initiative, the order of play, the tracks, the pools of the game's
/// rule set, the game's `file` and its units. The live view (`view.rs`) shows the same.
pub(crate) fn status_json(state: &mut State, file: &str) -> Result<Json> {
    let (listed, _) = pools(state)?;
    let mut v = state.status_json();
    if let crate::rules::Output::Report(r) = &listed.output {
        v["pools"] = crate::render::json::to_json(r)["result"]["pools"].clone();
    }
    v["game"] = json!(file);
    v["sides"] = state.roster.to_json();
    Ok(v)
}

/// An entry as `log` answers it in JSON: as recorded, marked with the entry that undid it
/// (`undone`, by `journal::undone`).
pub(crate) fn logged(e: &Entry, undone: &HashMap<u64, u64>) -> Json {
    let mut v = serde_json::to_value(e).unwrap_or(Json::Null);
    if let (Some(by), Some(o)) = (undone.get(&e.n), v.as_object_mut()) {
        o.insert("undone_by".into(), Json::from(*by));
    }
    v
}

/// An entry a word made, as its JSON answer.
fn entry_json(word: &str, e: &Entry) -> Json {
    json!({"command": word, "entry": e})
}

/// One JSON object on a line, with the version of spw's JSON first.
fn print(out: &mut Out, v: Json) -> Result<()> {
    let mut o = serde_json::Map::new();
    o.insert("version".into(), json!(JSON_VERSION));
    if let Json::Object(m) = v {
        o.extend(m);
    }
    out.print(&format!(
        "{}\n",
        crate::render::json::line(&Json::Object(o))
    ))
}

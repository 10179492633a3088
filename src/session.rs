//! State that lasts for a session (one shell command, a batch, or a REPL) and the context one
//! command runs in.
//!
//! One seed starts one dice stream for the whole session, so a script run twice with the same
//! seed gives the same transcript. A command line that brings its own `--seed` or `--dice`
//! is self-contained: it rolls from those and leaves the session's stream and deck alone.

use std::path::PathBuf;

use crate::cards::Deck;
use crate::cli::Global;
use crate::data::Data;
use crate::dice::source::{RngSource, Source, TableDice};
use crate::error::{Error, Result};

pub struct Session {
    stream: RngSource,
    deck: Option<Deck>,
    /// Loaded data, by `--data` directory (usually just one).
    data: Vec<(Option<PathBuf>, Data)>,
    /// The command definition per rule set, built once per session rather than per line.
    commands: Vec<(String, clap::Command)>,
}

impl Session {
    pub fn new(seed: Option<u64>) -> Session {
        Session {
            stream: match seed {
                Some(s) => RngSource::seeded(s),
                None => RngSource::from_entropy(),
            },
            deck: None,
            data: Vec::new(),
            commands: Vec::new(),
        }
    }

    /// The command line definition for rule set `rules`, kept for the session.
    pub fn command(&mut self, rules: &str) -> &mut clap::Command {
        let i = match self.commands.iter().position(|(r, _)| r == rules) {
            Some(i) => i,
            None => {
                self.commands
                    .push((rules.to_string(), crate::cli::command(rules)));
                self.commands.len() - 1
            }
        };
        &mut self.commands[i].1
    }

    /// The data for `--data DIR` (loaded lazily, kept for the session).
    fn data_index(&mut self, dir: Option<&PathBuf>) -> Result<usize> {
        if let Some(i) = self.data.iter().position(|(d, _)| d.as_ref() == dir) {
            return Ok(i);
        }
        let data = Data::new(dir.map(|p| p.as_path()))?;
        self.data.push((dir.cloned(), data));
        Ok(self.data.len() - 1)
    }

    /// Runs `f` with the context for one command with options `g`.
    pub fn with_cx<T>(&mut self, g: &Global, f: impl FnOnce(&mut Cx) -> Result<T>) -> Result<T> {
        let i = self.data_index(g.data.as_ref())?;
        let mut table;
        let mut own;
        let mut own_deck = None;
        let (source, deck): (&mut dyn Source, &mut Option<Deck>) = if let Some(list) = &g.dice {
            table = TableDice::parse(list)?;
            (&mut table, &mut own_deck)
        } else if let Some(seed) = g.seed {
            own = RngSource::seeded(seed);
            (&mut own, &mut own_deck)
        } else {
            (&mut self.stream, &mut self.deck)
        };
        let data = &self.data[i].1;
        let mut cx = Cx {
            data,
            chances: g.chances,
            rules: g.rules().to_string(),
            source,
            deck,
            table_dice: g.dice.is_some(),
            json: g.json,
            seed: g.seed,
        };
        let out = f(&mut cx)?;
        Ok(out)
    }
}

/// What a command runs with.
pub struct Cx<'a> {
    pub data: &'a Data,
    /// `--chances`: compute exactly instead of rolling.
    pub chances: bool,
    /// The rule set `--rules` chose (for shared procedure names and tables).
    pub rules: String,
    source: &'a mut dyn Source,
    /// The session's deck (or this command's own, with `--seed`).
    pub deck: &'a mut Option<Deck>,
    /// Whether the dice come from `--dice`.
    pub table_dice: bool,
    /// `--json`, on this command or on the whole session.
    pub json: bool,
    /// The seed this command's dice start from, when it has its own (`--seed`, or
    /// `SPW_SEED` for a one-shot command); `None` when they continue a session's stream.
    pub seed: Option<u64>,
}

impl Cx<'_> {
    /// Where this command's dice come from.
    pub fn source(&mut self) -> &mut dyn Source {
        &mut *self.source
    }

    /// Values of `--dice` the command did not use.
    pub fn leftover_dice(&self) -> Option<usize> {
        if self.table_dice {
            self.source.remaining().filter(|n| *n > 0)
        } else {
            None
        }
    }

    /// An error for options that make no sense for this command.
    pub fn refuse(&self, what: &str, command: &str) -> Error {
        Error::usage(format!("{command} does not take {what}"))
    }
}

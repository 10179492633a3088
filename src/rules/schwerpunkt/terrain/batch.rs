//! A batch of tables streamed as they are made (text maps one after another, or JSON Lines),
//! with a progress bar for long ones.

use std::io::{IsTerminal, Write};

use serde_json::Value as Json;

use crate::error::{Error, Result};
use crate::screen::Painter;

use super::maker::{Format, Maker, Rolled, as_text, roll_seeded};
use super::plan::Plan;

/// From this many tables on, a progress bar is drawn on a terminal's stderr.
const PROGRESS_FROM: usize = 500;

/// A batch written as it is made: text maps one after another, or JSON Lines.
#[derive(Debug)]
pub(super) struct Tables {
    pub(super) maker: Maker,
    pub(super) plan: Plan,
    pub(super) format: Format,
    pub(super) width: Option<usize>,
    /// Tables from typed dice, rolled up front; `None` when each has its own seed.
    pub(super) rolled: Option<Vec<Rolled>>,
}

/// JSON Lines go out in pieces of about this many bytes (one write each).
pub(super) const CHUNK: usize = 64 * 1024;

impl Tables {
    fn table(&self, i: usize) -> Result<Rolled> {
        match (&self.rolled, self.maker.table_seed(i)) {
            (Some(v), _) => v
                .get(i - 1)
                .cloned()
                .ok_or_else(|| Error::Runtime(format!("table {i} was not rolled"))),
            (None, Some(seed)) => roll_seeded(&self.plan, seed),
            (None, None) => Err(Error::Runtime(format!("table {i} has no dice"))),
        }
    }
}

impl crate::rules::Stream for Tables {
    fn write(
        &self,
        painter: Painter,
        quiet: bool,
        out: &mut dyn FnMut(&str) -> Result<()>,
    ) -> Result<()> {
        let count = self.maker.count;
        let mut progress = Progress::new(count);
        let mut buf = String::with_capacity(CHUNK + 4096);
        // JSON Lines are serialised straight into this buffer (no `String` per line).
        let mut json: Vec<u8> = Vec::with_capacity(CHUNK + 4096);
        let result = (|| -> Result<()> {
            for i in 1..=count {
                // Ctrl-C in the REPL stops the batch between tables.
                crate::interrupt::check()?;
                let g = self.table(i)?;
                if self.format == Format::Json {
                    self.maker.json_line(&mut json, i, &g)?;
                    if json.len() >= CHUNK {
                        out(as_text(&json)?)?;
                        json.clear();
                    }
                } else {
                    if i > 1 && !quiet {
                        buf.push('\n');
                    }
                    let r = self.maker.report(i, g, self.width);
                    buf.push_str(&(self.maker.writers.text)(&r, painter, quiet));
                }
                // A map as soon as it is drawn; JSON Lines a pipe's worth at a time.
                if self.format == Format::Text || buf.len() >= CHUNK {
                    out(&buf)?;
                    buf.clear();
                }
                progress.tick(i);
            }
            Ok(())
        })();
        progress.done();
        result?;
        if !buf.is_empty() {
            out(&buf)?;
        }
        if !json.is_empty() {
            out(as_text(&json)?)?;
        }
        Ok(())
    }

    fn json(&self) -> Result<Vec<Json>> {
        let count = self.maker.count;
        if self.format == Format::Json {
            let mut all = Vec::new();
            for i in 1..=count {
                self.maker.json_line(&mut all, i, &self.table(i)?)?;
            }
            return Ok(vec![Json::String(as_text(&all)?.to_string())]);
        }
        (1..=count)
            .map(|i| {
                let g = self.table(i)?;
                Ok((self.maker.writers.json)(&self.maker.report(i, g, None)))
            })
            .collect()
    }
}

/// A progress bar on stderr for long batches, only when stderr is a terminal (so pipes and
/// logs never see it). Hand-rolled: one line, redrawn at each whole percent.
pub(super) struct Progress {
    total: usize,
    shown: Option<usize>,
    on: bool,
}

impl Progress {
    pub(super) fn new(total: usize) -> Progress {
        Progress {
            total,
            shown: None,
            on: total >= PROGRESS_FROM && std::io::stderr().is_terminal(),
        }
    }

    pub(super) fn tick(&mut self, done: usize) {
        if !self.on {
            return;
        }
        let pct = done * 100 / self.total.max(1);
        if self.shown == Some(pct) {
            return;
        }
        self.shown = Some(pct);
        let bar = 30 * done / self.total.max(1);
        let mut e = std::io::stderr().lock();
        let _ = write!(
            e,
            "\r  terrain [{}{}] {done}/{} tables",
            "█".repeat(bar),
            "·".repeat(30 - bar),
            self.total
        );
        let _ = e.flush();
    }

    pub(super) fn done(&mut self) {
        if self.on && self.shown.is_some() {
            let mut e = std::io::stderr().lock();
            let _ = write!(e, "\r\x1b[K");
            let _ = e.flush();
        }
        self.on = false;
    }
}

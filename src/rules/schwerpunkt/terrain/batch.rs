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
        let mut progress = Progress::among(count, painter.terminal);
        let mut buf = String::with_capacity(CHUNK + 4096);
        // JSON Lines are serialised straight into this buffer (no `String` per line).
        let mut json: Vec<u8> = Vec::with_capacity(CHUNK + 4096);
        let result = (|| -> Result<()> {
            for i in 1..=count {
                // Ctrl-C in the REPL stops the batch between tables.
                crate::interrupt::check()?;
                let g = self.table(i)?;
                if self.format == Format::Json {
                    self.maker.json_line(&mut json, i, &g, true)?;
                    if json.len() >= CHUNK {
                        progress.before(as_text(&json)?, out)?;
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
                    progress.before(&buf, out)?;
                    buf.clear();
                }
                progress.tick(i, out)?;
            }
            Ok(())
        })();
        // The bar goes before the rest of the output, or the error, is said.
        let erased = progress.done(out);
        result?;
        erased?;
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
                self.maker.json_line(&mut all, i, &self.table(i)?, false)?;
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

/// A progress bar for long batches, redrawn in place on one line at each whole percent, and
/// never written where it would stay: among the maps on a terminal (erased before each piece
/// of output, so none is left in the scrollback), else on stderr when that is a terminal (so
/// pipes, files and logs never see it). Hand-rolled.
pub(super) struct Progress {
    total: usize,
    shown: Option<usize>,
    to: To,
}

/// Where the bar is drawn.
#[derive(Clone, Copy, PartialEq, Eq)]
enum To {
    Nowhere,
    Stderr,
    /// Through the output itself, among the maps (`drawn`: a bar is on the screen's last line).
    Among { drawn: bool },
}

/// What puts the cursor back at the start of the bar's line and clears it.
const ERASE: &str = "\r\x1b[K";

impl Progress {
    /// For a batch that writes files: on stderr when it is a terminal.
    pub(super) fn new(total: usize) -> Progress {
        let to = if total >= PROGRESS_FROM && std::io::stderr().is_terminal() {
            To::Stderr
        } else {
            To::Nowhere
        };
        Progress {
            total,
            shown: None,
            to,
        }
    }

    /// For a batch written to the screen: among its output when that is a terminal.
    pub(super) fn among(total: usize, terminal: bool) -> Progress {
        let mut p = Progress::new(total);
        if total >= PROGRESS_FROM && terminal {
            p.to = To::Among { drawn: false };
        }
        p
    }

    /// The bar after `done` tables.
    fn bar(&self, done: usize) -> String {
        let bar = 30 * done / self.total.max(1);
        format!(
            "  terrain [{}{}] {done}/{} tables",
            "█".repeat(bar),
            "·".repeat(30 - bar),
            self.total
        )
    }

    /// `text` as it goes out among the bar: the bar erased first when it is drawn there.
    pub(super) fn before(&mut self, text: &str, out: &mut dyn FnMut(&str) -> Result<()>) -> Result<()> {
        if let To::Among { drawn: true } = self.to {
            self.to = To::Among { drawn: false };
            if text.is_empty() {
                return out(ERASE);
            }
            return out(&format!("{ERASE}{text}"));
        }
        if text.is_empty() {
            return Ok(());
        }
        out(text)
    }

    /// The bar after `done` tables: drawn again among the output (which erased it), or on
    /// stderr at each whole percent.
    pub(super) fn tick(&mut self, done: usize, out: &mut dyn FnMut(&str) -> Result<()>) -> Result<()> {
        let pct = done * 100 / self.total.max(1);
        match self.to {
            To::Nowhere => Ok(()),
            To::Among { drawn } => {
                if drawn && self.shown == Some(pct) {
                    return Ok(());
                }
                self.shown = Some(pct);
                let bar = self.bar(done);
                let text = if drawn { format!("{ERASE}{bar}") } else { bar };
                self.to = To::Among { drawn: true };
                out(&text)
            }
            To::Stderr => {
                if self.shown == Some(pct) {
                    return Ok(());
                }
                self.shown = Some(pct);
                let mut e = std::io::stderr().lock();
                let _ = write!(e, "\r{}", self.bar(done));
                let _ = e.flush();
                Ok(())
            }
        }
    }

    /// The bar erased at the end, leaving the line it took empty.
    pub(super) fn done(&mut self, out: &mut dyn FnMut(&str) -> Result<()>) -> Result<()> {
        let to = std::mem::replace(&mut self.to, To::Nowhere);
        match to {
            To::Among { drawn: true } => out(ERASE),
            To::Stderr if self.shown.is_some() => {
                let mut e = std::io::stderr().lock();
                let _ = write!(e, "{ERASE}");
                let _ = e.flush();
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

//! The executor: a request's command (`request`) run in the session's context → the report
//! rendered to [`Out`]; and the one place an error becomes its message and exit status. The
//! shell (`app`), batch mode (`batch`), the REPL (`repl`) and a game (`game`, which records
//! around it) all come through here.

use std::io::{self, Write};

use clap::error::ErrorKind;

use crate::cli::{self, Global};
use crate::commands;
use crate::error::{Error, Result};
use crate::render::{Painter, json, text};
use crate::request::{self, Command, Context, Origin};
use crate::rules::Output;
use crate::session::Session;

/// Where output goes. A write that fails (a closed pipe: `spw ... | head -1`) is an error the
/// caller passes up, so `main` ends the program the one right way.
pub(crate) struct Out {
    inner: Box<dyn Write>,
    /// What is printed waits for [`Out::flush`] (a batch whose next lines are read in already:
    /// `batch::run`); otherwise each print goes out at once.
    held: bool,
    /// Written before the next output, if any comes (a batch's blank line between commands).
    pending: &'static str,
    /// Bytes written so far.
    written: u64,
}

impl Out {
    pub(crate) fn stdout() -> Out {
        // Buffered, so held replies go out in one write (stdout's own buffer writes through
        // at every line break).
        Out::to(Box::new(io::BufWriter::with_capacity(
            1 << 16,
            io::stdout().lock(),
        )))
    }

    /// Output thrown away (a game's entries run again to rebuild its state; the fuzz harness).
    pub(crate) fn sink() -> Out {
        Out::to(Box::new(io::sink()))
    }

    fn to(inner: Box<dyn Write>) -> Out {
        Out {
            inner,
            held: false,
            pending: "",
            written: 0,
        }
    }

    pub(crate) fn print(&mut self, s: &str) -> Result<()> {
        let pending = std::mem::take(&mut self.pending);
        self.written += (pending.len() + s.len()) as u64;
        self.inner
            .write_all(pending.as_bytes())
            .and_then(|_| self.inner.write_all(s.as_bytes()))
            .map_err(|e| Error::output(&e))?;
        if self.held { Ok(()) } else { self.flush() }
    }

    /// Everything printed goes out now (a pending [`Out::before_next`] still waits for output).
    pub(crate) fn flush(&mut self) -> Result<()> {
        self.inner.flush().map_err(|e| Error::output(&e))
    }

    /// Prints wait for [`Out::flush`] (`true`), or go out at once again (`false`: what waited
    /// goes out now).
    pub(crate) fn hold(&mut self, held: bool) -> Result<()> {
        self.held = held;
        if held { Ok(()) } else { self.flush() }
    }

    /// Writes `s` before the next output, only if some comes ("" takes it back).
    pub(crate) fn before_next(&mut self, s: &'static str) {
        self.pending = s;
    }

    /// Bytes written so far: whether a command printed anything.
    pub(crate) fn written(&self) -> u64 {
        self.written
    }
}

/// Runs a request's command (a generic command or a procedure) in a session and prints it.
pub(crate) fn execute(
    session: &mut Session,
    global: &Global,
    command: Command,
    painter: Painter,
    out: &mut Out,
) -> Result<()> {
    let done = produce(session, global, command)?;
    show(done, global, painter, out)
}

/// What one command produced, before it is shown (a game records it first).
pub(crate) struct Produced {
    pub output: Output,
    leftover: Option<usize>,
    leftover_cards: Option<usize>,
}

/// Runs a request's command in a session, without printing anything: the one executor every
/// way in shares (a game records around it).
pub(crate) fn produce(session: &mut Session, g: &Global, command: Command) -> Result<Produced> {
    session.with_cx(g, |cx| {
        let output = match command {
            Command::Generic(c) => commands::run(c, cx)?,
            Command::Procedure(call) => call.bound.run(cx)?,
            _ => {
                return Err(Error::Runtime(
                    "only a command or a procedure runs in a session".into(),
                ));
            }
        };
        Ok(Produced {
            output,
            leftover: cx.leftover_dice(),
            leftover_cards: cx.leftover_cards(),
        })
    })
}

/// Prints what a command produced, and warns of typed dice or cards it did not use.
pub(crate) fn show(done: Produced, g: &Global, painter: Painter, out: &mut Out) -> Result<()> {
    let Produced {
        output,
        leftover,
        leftover_cards,
    } = done;
    match output {
        // With --json every answer is one JSON object: text (completions, the man page, an SVG
        // map) is wrapped, a document that is JSON already (a terrain table) is not.
        Output::Raw(s) if g.json && !is_json(&s) => out.print(&text_json(&s))?,
        Output::Raw(s) => out.print(&s)?,
        Output::Report(r) => {
            if g.json {
                out.print(&json::render(&r)?)?;
            } else {
                let form = g.form.asked();
                out.print(&text::render_as(&r, painter, g.quiet, form, g.form.full))?;
            }
        }
        Output::Stream(s) => s.write(painter, g.quiet, &mut |piece| out.print(piece))?,
    }
    if leftover.is_some() || leftover_cards.is_some() {
        // A warning follows its command's output, as on a screen.
        out.flush()?;
    }
    if let Some(n) = leftover {
        let was = if n == 1 { "die was" } else { "dice were" };
        eprintln!("warning: --dice: {n} {was} not used (the command needed fewer)");
    }
    if let Some(n) = leftover_cards {
        let was = if n == 1 { "card was" } else { "cards were" };
        eprintln!(
            "warning: --cards: {n} {was} not used (the command needed fewer); they stay in the pool"
        );
    }
    Ok(())
}

/// A line as a referee may paste it, without what comes before the command: a shell prompt and
/// the program's name as the README shows them (`$ spw roll d6`), the name alone (`spw roll
/// d6`), or the REPL's prompt (`spw> roll d6`). Surrounding whitespace goes too.
pub(crate) fn pasted(line: &str) -> &str {
    let mut t = line.trim();
    if let Some(rest) = t.strip_prefix('$') {
        if rest.is_empty() || rest.starts_with(char::is_whitespace) {
            t = rest.trim_start();
        }
    }
    if let Some(rest) = t.strip_prefix("spw>") {
        return rest.trim_start();
    }
    match t.strip_prefix("spw") {
        Some(rest) if rest.is_empty() || rest.starts_with(char::is_whitespace) => rest.trim_start(),
        _ => t,
    }
}

/// An answer that is text (help, a completion script, the man page, an SVG map) as `--json`
/// prints it: `{"version": 2, "text": "..."}`, one line.
pub(crate) fn text_json(text: &str) -> String {
    format!("{}\n", json::versioned(serde_json::json!({ "text": text })))
}

/// Whether `s` is one JSON value already.
fn is_json(s: &str) -> bool {
    s.trim_start().starts_with('{') && serde_json::from_str::<serde::de::IgnoredAny>(s).is_ok()
}

/// Runs one line (batch or REPL) in the session: the line's own options over the session's.
pub(crate) fn run_line(
    session: &mut Session,
    outer: &Global,
    line: &str,
    painter: Painter,
    out: &mut Out,
) -> Result<()> {
    // The plainest lines skip clap, the dearest part of a short batch line; same result.
    if let Some((g, generic)) = cli::quick_line(outer, line) {
        return execute(session, &g, Command::Generic(generic), painter, out);
    }
    let args = request::words_of(line)?;
    let cx = Context {
        outer,
        origin: Origin::Line,
        game: None,
    };
    let r = request::read(&mut session.commands, &args, &cx)?;
    let painter = request::painter(&r.global, painter, outer.color);
    match r.command {
        Command::Help(e) => show_help(&e, r.global.json, painter, out).map(|_| ()),
        command => execute(session, &r.global, command, painter, out),
    }
}

/// Help or the version clap wrote, printed (as `{"text": ...}` with `--json`): its exit status.
pub(crate) fn show_help(
    e: &clap::Error,
    json: bool,
    painter: Painter,
    out: &mut Out,
) -> Result<i32> {
    let text = if json {
        text_json(&e.render().to_string())
    } else {
        clap_text(e, painter)
    };
    out.print(&text)?;
    Ok(
        if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
            2
        } else {
            0
        },
    )
}

/// The one place an error becomes what the user sees: one line on stderr (with `--json` also
/// `{"error": ..., "code": N}` on stdout, and `line` in a batch) and the exit status. A
/// closed pipe is passed up, for `main` to end on.
pub(crate) fn failed(
    e: Error,
    painter: Painter,
    json: bool,
    line: Option<usize>,
    input: Option<&str>,
    out: &mut Out,
) -> Result<i32> {
    if e.is_output() {
        return Err(e);
    }
    let e = match line {
        Some(n) => e.at_line(n),
        None => e,
    };
    // The message follows the replies before it (held in a batch), as on a screen.
    out.flush()?;
    report_error(&e, painter);
    if json {
        let mut v = serde_json::json!({"error": e.to_string(), "code": e.code()});
        if let Some(n) = line {
            v["line"] = serde_json::json!(n);
        }
        if let Some(t) = input {
            v["input"] = serde_json::json!(t);
        }
        out.print(&format!("{}\n", json::line(&json::versioned(v))))?;
    }
    Ok(e.code())
}

/// Help or version text from clap, coloured when the output is, within the painter's width
/// (clap wraps the prose but never its usage line: [`crate::render::screen::fit_lines`]).
pub(crate) fn clap_text(e: &clap::Error, painter: Painter) -> String {
    let text = if painter.color {
        e.render().ansi().to_string()
    } else {
        e.render().to_string()
    };
    crate::render::screen::fit_lines(&text, painter.width)
}

/// An error on stderr: one line, plus the expression and a caret for a parse error.
pub(crate) fn report_error(e: &Error, painter: Painter) {
    // Echoed input is escaped and long words cut (README, "Errors and exit status").
    let mut s = format!(
        "{} {}\n",
        painter.error_prefix(),
        crate::error::shown(&e.to_string())
    );
    if let Some((line, caret)) = e.excerpt() {
        // One cell per character keeps the caret under its column.
        let line: String = line
            .chars()
            .map(|c| {
                if crate::error::unsafe_char(c) || crate::error::invisible(c) {
                    '�'
                } else {
                    c
                }
            })
            .collect();
        s.push_str(&format!("  {line}\n  {caret}\n"));
    }
    let _ = io::stderr().write_all(s.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pasted_line_loses_its_prompt_and_program_name() {
        for (line, command) in [
            ("spw roll d6", "roll d6"),
            (
                "$ spw --seed 7 barrage --guns 6",
                "--seed 7 barrage --guns 6",
            ),
            ("  $   spw   roll d6  ", "roll d6"),
            ("spw> roll d6", "roll d6"),
            ("$ roll d6", "roll d6"),
            ("spw", ""),
            ("$", ""),
            ("spwx roll", "spwx roll"),
            ("$x", "$x"),
            ("roll d6", "roll d6"),
        ] {
            assert_eq!(pasted(line), command, "{line:?}");
        }
    }
}

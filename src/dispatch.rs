//! Running one command: the parsed line → the session's context → the procedure or generic
//! command → the report rendered to [`Out`]. The shell (`app`), batch mode (`batch`) and the
//! REPL (`repl`) all come through here, and none of them calls another.

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};

use clap::error::ErrorKind;
use clap::{ArgMatches, FromArgMatches};

use crate::cli::{self, ColorChoice, Global};
use crate::commands;
use crate::error::{Error, Result, printable};
use crate::render::{Painter, json, text};
use crate::rules::{self, Output};
use crate::session::Session;

/// Where output goes. A write that fails (a closed pipe: `spw ... | head -1`) is an error the
/// caller passes up, so `main` ends the program the one right way.
pub(crate) struct Out {
    inner: Box<dyn Write>,
    /// What is printed waits for [`Out::flush`] (a batch whose next lines are read in already:
    /// `batch::run`); otherwise each print goes out at once.
    held: bool,
}

impl Out {
    pub(crate) fn stdout() -> Out {
        Out {
            // Buffered, so held replies go out in one write (stdout's own buffer writes
            // through at every line break).
            inner: Box::new(io::BufWriter::with_capacity(1 << 16, io::stdout().lock())),
            held: false,
        }
    }

    /// Output thrown away (a game's entries run again to rebuild its state; the fuzz harness).
    pub(crate) fn sink() -> Out {
        Out {
            inner: Box::new(io::sink()),
            held: false,
        }
    }

    pub(crate) fn print(&mut self, s: &str) -> Result<()> {
        self.inner
            .write_all(s.as_bytes())
            .map_err(|e| Error::output(&e))?;
        if self.held { Ok(()) } else { self.flush() }
    }

    /// Everything printed goes out now.
    pub(crate) fn flush(&mut self) -> Result<()> {
        self.inner.flush().map_err(|e| Error::output(&e))
    }

    /// Prints wait for [`Out::flush`] (`true`), or go out at once again (`false`: what waited
    /// goes out now).
    pub(crate) fn hold(&mut self, held: bool) -> Result<()> {
        self.held = held;
        if held { Ok(()) } else { self.flush() }
    }
}

/// Runs one parsed command line in a session and prints its output.
pub(crate) fn execute(
    session: &mut Session,
    g: &Global,
    m: &ArgMatches,
    painter: Painter,
    out: &mut Out,
) -> Result<()> {
    let done = produce(session, g, m)?;
    show(done, g, painter, out)
}

/// What one command produced, before it is shown (a game records it first).
pub(crate) struct Produced {
    pub output: Output,
    leftover: Option<usize>,
    leftover_cards: Option<usize>,
}

/// Runs one parsed command line in a session, without printing anything.
pub(crate) fn produce(session: &mut Session, g: &Global, m: &ArgMatches) -> Result<Produced> {
    // A game one-liner and a game's own lines never get here with --game; a batch or session
    // line does, and would otherwise roll outside the game and record nothing.
    if let Some(path) = &g.game {
        return Err(Error::usage(format!(
            "--game on a line of a batch or session: play the whole script in the game with `spw --game {} < FILE` (or `spw game open {}`)",
            path.display(),
            path.display()
        )));
    }
    if g.unit.is_some() || g.target.is_some() {
        return Err(Error::usage(
            "--unit and --target name units of a game's roster: play in a game (--game FILE) started with --roster",
        ));
    }
    let (name, sub) = m
        .subcommand()
        .ok_or_else(|| Error::usage("no command given; `spw --help` lists them"))?;
    g.ask.check(Some(name), g.chances)?;
    session.with_cx(g.settings(), |cx| {
        let output = if cli::is_generic(name) {
            let generic = cli::generic(m).map_err(crate::usage::refused)?;
            commands::run(generic, cx)?
        } else if let Some(set) = rules::rule_set(name) {
            let (proc_name, proc_m) = sub.subcommand().ok_or_else(|| {
                Error::usage(format!("{name}: name a procedure; `spw rules` lists them"))
            })?;
            let entry = set
                .procedures()
                .iter()
                .find(|e| e.name == proc_name)
                .ok_or_else(|| Error::usage(format!("{name} has no procedure {proc_name}")))?;
            (entry.run)(proc_m, cx)?
        } else {
            let entry = cli::top_level_entry(g.rules(), name)
                .ok_or_else(|| Error::usage(format!("unknown command {name}")))?;
            (entry.run)(sub, cx)?
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
/// prints it: `{"text": "..."}`, one line.
pub(crate) fn text_json(text: &str) -> String {
    format!("{}\n", serde_json::json!({ "text": text }))
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
    // The plainest lines skip clap (a quarter of a `roll 4d6kh3` line); same result.
    if let Some((g, generic)) = cli::quick_line(outer, line) {
        let done = session.with_cx(g.settings(), |cx| {
            let output = commands::run(generic, cx)?;
            Ok(Produced {
                output,
                leftover: cx.leftover_dice(),
                leftover_cards: cx.leftover_cards(),
            })
        })?;
        return show(done, &g, painter, out);
    }
    match parse_line(session, outer, line, painter, out)? {
        Some(p) => execute(session, &p.global, &p.matches, p.painter, out),
        None => Ok(()),
    }
}

/// One line parsed against the session's command definition.
pub(crate) struct Parsed {
    /// The line's options over the session's.
    pub global: Global,
    pub matches: ArgMatches,
    pub painter: Painter,
}

/// Parses one line; `None` when it asked for help or the version (already printed).
pub(crate) fn parse_line(
    session: &mut Session,
    outer: &Global,
    line: &str,
    painter: Painter,
    out: &mut Out,
) -> Result<Option<Parsed>> {
    let words = shlex::split(line).ok_or_else(|| {
        if line.chars().rev().take_while(|&c| c == '\\').count() % 2 == 1 {
            Error::usage("the line ends with a \\, which escapes nothing; remove it (or write \\\\ for a backslash)")
        } else {
            Error::usage("unbalanced quotes in the line; close every ' and \"")
        }
    })?;
    let mut args: Vec<OsString> = vec!["spw".into()];
    args.extend(words.into_iter().map(OsString::from));
    let rules = cli::prescan_rules(&args).unwrap_or_else(|| outer.rules().to_string());
    let m = match cli::session_command(session, &rules, &args).try_get_matches_from_mut(&args) {
        Ok(m) => m,
        Err(e) => {
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    // The line's own --json has not been parsed: it is among its words.
                    let json = outer.json || cli::wants_json(&args);
                    let text = if json {
                        text_json(&e.render().to_string())
                    } else {
                        clap_text(&e, painter)
                    };
                    out.print(&text).map(|()| None)
                }
                _ => Err(crate::usage::refused(e)),
            };
        }
    };
    let own = Global::from_arg_matches(&m).map_err(crate::usage::refused)?;
    if own.dice.is_some() {
        cli::seed_with_dice(&own)?;
    }
    let asked = own.form;
    let g = outer.over(own, &m);
    cli::chances_with_table(&g)?;
    asked.check(g.chances, g.json)?;
    if m.subcommand_name().is_none() {
        return Err(Error::usage("no command on this line; `help` lists them"));
    }
    let painter = if g.color == outer.color {
        painter
    } else {
        self::painter(g.color)
    };
    Ok(Some(Parsed {
        global: g,
        matches: m,
        painter,
    }))
}

/// The colour decision, made once: `auto` means stdout is a terminal, `NO_COLOR` is unset or
/// empty, and `TERM` is not `dumb`; with the screen's width ([`crate::render::screen`]).
pub(crate) fn painter(choice: ColorChoice) -> Painter {
    let color = match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            io::stdout().is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::env::var_os("TERM").is_none_or(|t| t != "dumb")
        }
    };
    Painter::on_screen(color)
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
    let mut s = format!("{} {}\n", painter.error_prefix(), printable(&e.to_string()));
    if let Some((line, caret)) = e.excerpt() {
        // One cell per character keeps the caret under its column.
        let line: String = line
            .chars()
            .map(|c| {
                if crate::error::unsafe_char(c) {
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

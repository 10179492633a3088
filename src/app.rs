//! From arguments to exit status: parse → resolve options → run → render. `run` is what
//! `main` calls, and what the batch reader and the REPL call for every line.

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};

use clap::error::ErrorKind;
use clap::{ArgMatches, FromArgMatches};

use crate::cli::{self, ColorChoice, Global};
use crate::error::{Error, Result};
use crate::render::{Painter, json, text};
use crate::rules::{self, Output};
use crate::session::Session;
use crate::{batch, commands, repl};

/// Runs spw with these arguments (the program name first) and returns the exit status.
pub fn run(args: impl IntoIterator<Item = impl Into<OsString>>) -> i32 {
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let rules = cli::rules_for(&args);
    let m = match cli::command(&rules).try_get_matches_from(&args) {
        Ok(m) => m,
        Err(e) => return clap_exit(&e, guess_painter(&args)),
    };
    let global = match Global::from_arg_matches(&m) {
        Ok(g) => g,
        Err(e) => return clap_exit(&e, guess_painter(&args)),
    };
    let painter = painter(global.color);
    let mut out = Out::stdout();
    match m.subcommand_name() {
        None if io::stdin().is_terminal() => repl::run(&global, painter),
        // `spw repl` asks for the session explicitly, even from a pipe (rustyline then reads
        // plain lines), which is also how the REPL is tested.
        Some("repl") => repl::run(&global, painter),
        None => batch::run(&global, painter, io::stdin().lock(), &mut out),
        Some(_) => {
            let mut session = Session::new(global.seed);
            match execute(&mut session, &global, &m, painter, &mut out) {
                Ok(()) => 0,
                Err(e) => {
                    report_error(&e, painter);
                    e.code()
                }
            }
        }
    }
}

/// Where output goes; a closed pipe (`spw ... | head -1`) ends the program quietly.
pub struct Out {
    inner: Box<dyn Write>,
}

impl Out {
    pub fn stdout() -> Out {
        Out {
            inner: Box::new(io::stdout().lock()),
        }
    }

    pub fn new(inner: Box<dyn Write>) -> Out {
        Out { inner }
    }

    pub fn print(&mut self, s: &str) {
        let r = self
            .inner
            .write_all(s.as_bytes())
            .and_then(|_| self.inner.flush());
        if let Err(e) = r {
            if e.kind() == io::ErrorKind::BrokenPipe {
                std::process::exit(0);
            }
            eprintln!("error: cannot write output: {e}");
            std::process::exit(1);
        }
    }
}

/// Runs one parsed command line in a session and prints its output.
pub fn execute(
    session: &mut Session,
    g: &Global,
    m: &ArgMatches,
    painter: Painter,
    out: &mut Out,
) -> Result<()> {
    let (name, sub) = m
        .subcommand()
        .ok_or_else(|| Error::usage("no command given; `spw --help` lists them"))?;
    let (output, leftover, leftover_cards) = session.with_cx(g, |cx| {
        let output = if cli::is_generic(name) {
            let generic = cli::generic(m).map_err(|e| Error::usage(cli::one_line(&e)))?;
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
            let entry = cli::top_level(g.rules())
                .into_iter()
                .find(|e| e.name == name)
                .ok_or_else(|| Error::usage(format!("unknown command {name}")))?;
            (entry.run)(sub, cx)?
        };
        Ok((output, cx.leftover_dice(), cx.leftover_cards()))
    })?;
    match output {
        Output::Raw(s) => out.print(&s),
        Output::Report(r) => {
            if g.json {
                out.print(&json::render(&r));
            } else {
                out.print(&text::render(&r, painter, g.quiet));
            }
        }
        Output::Reports(rs) => {
            // One write for the lot: thousands of small flushes would cost more than the work.
            let mut all = String::new();
            for (i, r) in rs.iter().enumerate() {
                if g.json {
                    all.push_str(&json::render(r));
                } else {
                    if i > 0 && !g.quiet {
                        all.push('\n');
                    }
                    all.push_str(&text::render(r, painter, g.quiet));
                }
            }
            out.print(&all);
        }
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

/// The colour decision, made once: `auto` means stdout is a terminal, `NO_COLOR` is unset or
/// empty, and `TERM` is not `dumb`.
pub fn painter(choice: ColorChoice) -> Painter {
    let color = match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            io::stdout().is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::env::var_os("TERM").is_none_or(|t| t != "dumb")
        }
    };
    Painter { color }
}

/// For errors before the options are known: colour only if asked for outright.
fn guess_painter(args: &[OsString]) -> Painter {
    let always = args
        .windows(2)
        .any(|w| w[0] == "--color" && w[1] == "always")
        || args.iter().any(|a| a == "--color=always");
    Painter { color: always }
}

/// Help and version go to stdout with status 0; anything else is a one-line usage error.
fn clap_exit(e: &clap::Error, painter: Painter) -> i32 {
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let mut out = Out::stdout();
            let text = if painter.color {
                e.render().ansi().to_string()
            } else {
                e.render().to_string()
            };
            out.print(&text);
            if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                2
            } else {
                0
            }
        }
        _ => {
            report_error(&Error::usage(cli::one_line(e)), painter);
            2
        }
    }
}

/// An error on stderr: one line, plus the expression and a caret for a parse error.
pub fn report_error(e: &Error, painter: Painter) {
    let mut s = format!("{} {e}\n", painter.error_prefix());
    if let Some((line, caret)) = e.excerpt() {
        s.push_str(&format!("  {line}\n  {caret}\n"));
    }
    let _ = io::stderr().write_all(s.as_bytes());
}

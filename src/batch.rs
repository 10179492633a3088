//! Batch mode: one command per line from standard input (`spw < turn.txt`), all in one
//! session. Blank lines and `#` comments are skipped. A failing line is reported (on stderr,
//! and as `{"error": ...}` on stdout with `--json`, so JSON Lines stay in step with the input)
//! and the rest still run; the exit status is 1 if any line failed.

use std::ffi::OsString;
use std::io::BufRead;

use clap::FromArgMatches;
use clap::error::ErrorKind;
use serde_json::json;

use crate::app::{self, Out};
use crate::cli::{self, Global};
use crate::error::{Error, Result};
use crate::render::Painter;
use crate::session::Session;

pub fn run(outer: &Global, painter: Painter, input: impl BufRead, out: &mut Out) -> i32 {
    let mut session = Session::new(outer.seed);
    let mut failed = false;
    let mut printed = false;
    for (i, line) in input.lines().enumerate() {
        let line = match line {
            Ok(l) => l,
            Err(e) => {
                app::report_error(
                    &Error::Runtime(format!("cannot read standard input: {e}")),
                    painter,
                );
                return 1;
            }
        };
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        if printed && !outer.json {
            out.print("\n");
        }
        printed = true;
        if let Err(e) = run_line(&mut session, outer, t, painter, out) {
            failed = true;
            let e = e.at_line(i + 1);
            app::report_error(&e, painter);
            if outer.json {
                out.print(&format!(
                    "{}\n",
                    json!({"error": e.to_string(), "line": i + 1, "input": t})
                ));
            }
        }
    }
    i32::from(failed)
}

/// Runs one line (batch or REPL) in the session: the line's own options over the session's.
pub fn run_line(
    session: &mut Session,
    outer: &Global,
    line: &str,
    painter: Painter,
    out: &mut Out,
) -> Result<()> {
    let words = shlex::split(line)
        .ok_or_else(|| Error::usage("unbalanced quotes in the line; close every ' and \""))?;
    let mut args: Vec<OsString> = vec!["spw".into()];
    args.extend(words.into_iter().map(OsString::from));
    let rules = cli::prescan_rules(&args).unwrap_or_else(|| outer.rules().to_string());
    let m = match session.command(&rules).try_get_matches_from_mut(&args) {
        Ok(m) => m,
        Err(e) => {
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    let text = if painter.color {
                        e.render().ansi().to_string()
                    } else {
                        e.render().to_string()
                    };
                    out.print(&text);
                    Ok(())
                }
                _ => Err(Error::usage(cli::one_line(&e))),
            };
        }
    };
    let own = Global::from_arg_matches(&m).map_err(|e| Error::usage(cli::one_line(&e)))?;
    let g = outer.over(own, &m);
    if m.subcommand_name().is_none() {
        return Err(Error::usage("no command on this line; `help` lists them"));
    }
    let painter = if g.color == outer.color {
        painter
    } else {
        app::painter(g.color)
    };
    app::execute(session, &g, &m, painter, out)
}

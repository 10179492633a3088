//! Batch mode: one command per line from standard input (`spw < turn.txt`), all in one
//! session. Blank lines and `#` comments are skipped. A failing line is reported (on stderr,
//! and as `{"error": ...}` on stdout with `--json`, so JSON Lines stay in step with the input)
//! and the rest still run; the exit status is 1 if any line failed.

use std::io::BufRead;

use serde_json::json;

use crate::cli::Global;
use crate::dispatch::{Out, report_error, run_line};
use crate::error::{Error, Result};
use crate::render::Painter;
use crate::session::Session;

/// Runs every line of `input`; the exit status, or the error that stopped output.
pub(crate) fn run(
    outer: &Global,
    painter: Painter,
    input: impl BufRead,
    out: &mut Out,
) -> Result<i32> {
    let mut session = Session::new(outer.seed);
    let mut failed = false;
    let mut printed = false;
    for (i, line) in input.lines().enumerate() {
        let line = match line {
            Ok(l) => l,
            Err(e) => {
                report_error(
                    &Error::Runtime(format!("cannot read standard input: {e}")),
                    painter,
                );
                return Ok(1);
            }
        };
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        if printed && !outer.json {
            out.print("\n")?;
        }
        printed = true;
        if let Err(e) = run_line(&mut session, outer, t, painter, out) {
            if e.is_output() {
                return Err(e);
            }
            failed = true;
            let e = e.at_line(i + 1);
            report_error(&e, painter);
            if outer.json {
                out.print(&format!(
                    "{}\n",
                    json!({"error": e.to_string(), "line": i + 1, "input": t})
                ))?;
            }
        }
    }
    Ok(i32::from(failed))
}

//! Batch mode: one command per line from standard input (`spw < turn.txt`), all in one
//! session. Blank lines and `#` comments are skipped. A failing line is reported (on stderr,
//! and as `{"error": ...}` on stdout with `--json`, so JSON Lines stay in step with the input)
//! and the rest still run. The exit status follows single commands (README, "Errors and exit
//! status"): 2 if any line was bad input, else 1 if any failed at run time, else 0.

use std::io::{BufRead, BufReader, IsTerminal, Read};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::cli::Global;
use crate::dispatch::{Out, report_error, run_line};
use crate::error::{Error, Result};
use crate::render::{Painter, json};
use crate::session::Session;

/// The longest batch line, in bytes. A dice expression is capped at 4 KiB by the parser; a
/// line may hold options and several values besides, but nothing a referee types is longer.
pub(crate) const MAX_LINE: usize = 64 * 1024;

/// One line of input as the reader found it.
#[derive(Debug)]
pub(crate) enum Line {
    /// The line without its end (`\n` or `\r\n`).
    Text(String),
    /// Not a command: over [`MAX_LINE`] bytes (the rest was skipped unread into memory) or
    /// not UTF-8. The error says which, without echoing the line.
    Bad(Error),
}

/// Reads the next line, holding at most [`MAX_LINE`] bytes of it in memory; `None` at the end
/// of input. An oversized line is skipped to its end in small pieces.
pub(crate) fn read_line(input: &mut impl BufRead) -> std::io::Result<Option<Line>> {
    let mut buf = Vec::new();
    let mut total = 0usize;
    let mut ended = false;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            break;
        }
        let (take, found) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (chunk.len(), false),
        };
        let keep = take - usize::from(found);
        if buf.len() <= MAX_LINE {
            let room = (MAX_LINE + 1 - buf.len()).min(keep);
            buf.extend_from_slice(&chunk[..room]);
        }
        total = total.saturating_add(keep);
        input.consume(take);
        if found {
            ended = true;
            break;
        }
    }
    if total == 0 && !ended {
        return Ok(None);
    }
    if total > MAX_LINE {
        return Ok(Some(Line::Bad(Error::limit(format!(
            "the line is {total} bytes long; the limit is 64 KiB ({MAX_LINE} bytes) a line"
        )))));
    }
    if buf.last() == Some(&b'\r') {
        buf.pop();
    }
    Ok(Some(match String::from_utf8(buf) {
        Ok(s) => Line::Text(s),
        Err(e) => Line::Bad(Error::usage(format!(
            "the line is not UTF-8 text (a byte 0x{:02X} at byte {}); save the file as UTF-8",
            e.as_bytes()[e.utf8_error().valid_up_to()],
            e.utf8_error().valid_up_to() + 1
        ))),
    }))
}

/// Runs every line of `input`; the exit status, or the error that stopped output.
pub(crate) fn run(
    outer: &Global,
    painter: Painter,
    input: impl BufRead,
    out: &mut Out,
) -> Result<i32> {
    let mut session = Session::new(outer.seed);
    let how = Lines {
        separate: !outer.json,
        prompt: None,
        exit_words: false,
    };
    // Into a pipe or a file, the replies to lines read in already wait and go out together:
    // a write for each line was 40% of a batch of short lines into a pipe. They all go out
    // before spw waits for more input, and after [`HOLD`] at most ([`run_lines`]), so a
    // program feeding it a line at a time sees each reply, and a slow batch shows progress.
    out.hold(!std::io::stdout().is_terminal())?;
    let input = BufReader::with_capacity(1 << 16, input);
    let status = run_lines(outer, painter, input, out, how, |line, out| {
        run_line(&mut session, outer, line, painter, out)
    });
    out.hold(false)?;
    status
}

/// The longest held replies wait while the next lines are read in already.
const HOLD: Duration = Duration::from_millis(50);

/// Input that can tell whether its next line is in memory already.
pub(crate) trait Input: BufRead {
    /// The next line is read in whole: the replies so far may wait for its reply.
    fn ahead(&self) -> bool {
        false
    }
}

impl<R: Read> Input for BufReader<R> {
    fn ahead(&self) -> bool {
        self.buffer().contains(&b'\n')
    }
}

impl Input for std::io::StdinLock<'_> {}

/// How [`run_lines`] reads and shows a session's lines.
pub(crate) struct Lines {
    /// A blank line between one command's output and the next (a batch's text output).
    pub separate: bool,
    /// A prompt written to stderr before each line (a person typing with output redirected).
    pub prompt: Option<&'static str>,
    /// `exit` and `quit` end the input (the REPL's words).
    pub exit_words: bool,
}

/// Plays every line of `input` with `play`, one command per line, the way every session that
/// reads lines does (a batch, a REPL or game script from a pipe): blank lines and `#` comments
/// skipped, a failing line reported on stderr as `line N: ...` (and with `--json` as
/// `{"error": ..., "line": N}` on stdout, so JSON Lines stay in step with the input) and the
/// rest still run. The exit status: 2 if any line was bad input, else 1 if any failed at run
/// time, else 0.
pub(crate) fn run_lines(
    outer: &Global,
    painter: Painter,
    mut input: impl Input,
    out: &mut Out,
    how: Lines,
    mut play: impl FnMut(&str, &mut Out) -> Result<()>,
) -> Result<i32> {
    let mut worst = 0;
    let mut printed = false;
    let mut n = 0;
    let mut flushed = Instant::now();
    loop {
        n += 1;
        // Held replies go out before spw waits for the next line, or once they have waited
        // long enough.
        if !input.ahead() || flushed.elapsed() >= HOLD {
            out.flush()?;
            flushed = Instant::now();
        }
        if let Some(p) = how.prompt {
            use std::io::Write;
            let _ = write!(std::io::stderr(), "{p}");
        }
        let line = match read_line(&mut input) {
            Ok(Some(Line::Text(l))) => l,
            Ok(Some(Line::Bad(e))) => {
                worst = worse(worst, e.code());
                let e = e.at_line(n);
                // An error follows the replies to the lines before it, as on a screen.
                out.flush()?;
                report_error(&e, painter);
                if outer.json {
                    out.print(&format!(
                        "{}\n",
                        json::line(&json!({"error": e.to_string(), "code": e.code(), "line": n}))
                    ))?;
                }
                continue;
            }
            Ok(None) => break,
            Err(e) => {
                out.flush()?;
                report_error(
                    &Error::Runtime(format!("cannot read standard input: {e}")),
                    painter,
                );
                return Ok(worse(worst, 1));
            }
        };
        // A line pasted with its `spw` (or `$ spw`, as the README shows it) runs as typed.
        let t = crate::dispatch::pasted(&line);
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        if how.exit_words && matches!(t, "exit" | "quit") {
            break;
        }
        if printed && how.separate {
            out.print("\n")?;
        }
        printed = true;
        crate::interrupt::start();
        let done = play(t, out);
        crate::interrupt::done();
        if let Err(e) = done {
            if e.is_output() {
                return Err(e);
            }
            worst = worse(worst, e.code());
            let e = e.at_line(n);
            out.flush()?;
            report_error(&e, painter);
            if outer.json {
                out.print(&format!(
                    "{}\n",
                    json::line(
                        &json!({"error": e.to_string(), "code": e.code(), "line": n, "input": t})
                    )
                ))?;
            }
        }
    }
    Ok(worst)
}

/// The batch's status so far and a line's: bad input (2) outranks a runtime failure (1).
fn worse(a: i32, b: i32) -> i32 {
    if a == 2 || b == 2 { 2 } else { a.max(b) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<Line> {
        let mut r = std::io::BufReader::with_capacity(7, bytes);
        let mut v = Vec::new();
        while let Some(l) = read_line(&mut r).unwrap() {
            v.push(l);
        }
        v
    }

    #[test]
    fn lines_end_at_newlines_with_or_without_a_carriage_return() {
        let v = lines(b"roll 2d6\r\n\nroll d6");
        let texts: Vec<&str> = v
            .iter()
            .map(|l| match l {
                Line::Text(s) => s.as_str(),
                Line::Bad(e) => panic!("{e}"),
            })
            .collect();
        assert_eq!(texts, ["roll 2d6", "", "roll d6"]);
        assert!(lines(b"").is_empty());
    }

    #[test]
    fn an_oversized_line_is_refused_without_being_held_and_the_next_one_still_reads() {
        let mut input = vec![b'x'; MAX_LINE + 10];
        input.extend_from_slice(b"\nroll d6\n");
        let v = lines(&input);
        assert_eq!(v.len(), 2);
        let Line::Bad(e) = &v[0] else { panic!("{v:?}") };
        let msg = e.to_string();
        assert!(
            msg.contains("65546 bytes") && msg.contains("64 KiB"),
            "{msg}"
        );
        assert!(!msg.contains("xxx"), "{msg}");
        assert!(matches!(&v[1], Line::Text(s) if s == "roll d6"), "{v:?}");
        // Exactly at the limit is still a line.
        let v = lines(&vec![b'y'; MAX_LINE]);
        assert!(matches!(&v[0], Line::Text(s) if s.len() == MAX_LINE));
    }

    #[test]
    fn a_line_that_is_not_utf8_is_named_and_skipped() {
        let v = lines(b"roll \xff\nroll d6\n");
        let Line::Bad(e) = &v[0] else { panic!("{v:?}") };
        assert!(e.to_string().contains("0xFF at byte 6"), "{e}");
        assert_eq!(e.code(), 2);
        assert!(matches!(&v[1], Line::Text(s) if s == "roll d6"), "{v:?}");
    }
}

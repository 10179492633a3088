//! Batch mode: one command per line from standard input (`spw < turn.txt`), all in one
//! session. Blank lines and `#` comments are skipped; a line ending in `\` goes on on the
//! next, as in a shell; a leading byte-order mark is skipped. A failing line is reported (on
//! stderr, and as `{"error": ...}` on stdout with `--json`, so JSON Lines stay in step with the
//! input) and the rest still run. The exit status follows single commands (README, "Errors
//! and exit status"): 2 if any line was bad input, else 1 if any failed at run time, else 0.

use std::io::{BufRead, BufReader, IsTerminal, Read};
use std::time::{Duration, Instant};

use crate::cli::Global;
use crate::dispatch::{Out, failed, run_line};
use crate::error::{Error, Result};
use crate::render::Painter;
use crate::session::Session;

/// The longest batch line, in bytes. A dice expression is capped at 4 KiB by the parser; a
/// line may hold options and several values besides, but nothing a referee types is longer.
pub(crate) const MAX_LINE: usize = 64 * 1024;

/// How far an oversized line is read, without holding it, to find where it ends and the next
/// begins; past it the input is no batch of lines (`spw < /dev/zero`) and is read no further.
const MAX_SKIP: usize = 16 * MAX_LINE;

/// One line of input as the reader found it.
#[derive(Debug)]
pub(crate) enum Line {
    /// The line without its end (`\n` or `\r\n`).
    Text(String),
    /// Not a command: over [`MAX_LINE`] bytes (the rest was skipped unread into memory) or
    /// not UTF-8. The error says which, without echoing the line.
    Bad(Error),
    /// A line with no end in sight, over [`MAX_SKIP`] bytes: the input is read no further.
    Endless(Error),
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
        // Past the bound whether or not its end came in the same read, so where a line ends
        // the batch does not depend on how much the reader holds at once.
        if total > MAX_SKIP {
            return Ok(Some(Line::Endless(Error::limit(format!(
                "the line is over {} with no end; the limit is 64 KiB ({MAX_LINE} bytes) a line, and the rest of the input is not read",
                crate::bounded::size(MAX_SKIP as u64)
            )))));
        }
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

/// Whether a line goes on on the next one, as in a shell: it ends with a `\` that is not
/// itself escaped (an odd number of them).
fn continues(line: &str) -> bool {
    (line.len() - line.trim_end_matches('\\').len()) % 2 == 1
}

/// Reads the next command line: a physical line, joined with those after it while it ends
/// with a `\` (the help's examples break long lines so); the number of its first physical
/// line (counted in `read`), or `None` at the end of input. At the end of input a `\` is
/// left on the line (the line says what it escapes: nothing). A leading byte-order mark (as
/// Windows editors save a file) is skipped.
fn read_command(
    input: &mut impl BufRead,
    read: &mut usize,
    prompt: Option<&'static str>,
) -> std::io::Result<Option<(usize, Line)>> {
    let first = *read + 1;
    let Some(line) = read_line(input)? else {
        return Ok(None);
    };
    *read += 1;
    let Line::Text(mut text) = line else {
        return Ok(Some((first, line)));
    };
    if first == 1
        && let Some(rest) = text.strip_prefix('\u{feff}')
    {
        text = rest.to_string();
    }
    let comment = text.trim_start().starts_with('#');
    let mut over = false;
    while !comment && continues(&text) {
        if let Some(p) = prompt {
            use std::io::Write;
            let _ = write!(
                std::io::stderr(),
                "{}",
                " ".repeat(p.len().saturating_sub(2)) + "> "
            );
        }
        let next = match read_line(input)? {
            None => break,
            Some(Line::Text(t)) => t,
            Some(other) => return Ok(Some((first, other))),
        };
        *read += 1;
        text.pop();
        if text.len() + next.len() > MAX_LINE {
            over = true;
            text.truncate(0);
            text.push('\\');
            continue;
        }
        text.push_str(&next);
    }
    if over {
        return Ok(Some((
            first,
            Line::Bad(Error::limit(format!(
                "the line and the lines it continues on (ending in \\) are over 64 KiB; the limit is {MAX_LINE} bytes a line"
            ))),
        )));
    }
    Ok(Some((first, Line::Text(text))))
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
    // Into a pipe or a file, the replies to lines read in already wait and go out together
    // (a write and a wake-up of the reader per line is dear for short lines). They all go out
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

/// Input that can tell whether its next command is in memory already.
pub(crate) trait Input: BufRead {
    /// The next command is read in whole, with any lines it continues on: the replies so far
    /// may wait for its reply.
    fn ahead(&self) -> bool {
        false
    }
}

impl<R: Read> Input for BufReader<R> {
    fn ahead(&self) -> bool {
        whole_command(self.buffer())
    }
}

impl Input for std::io::StdinLock<'_> {}

/// Whether `bytes` start with a whole command as [`read_command`] reads it: a line and the
/// lines it continues on (ending in `\`), each with its end. When unsure (a byte-order mark,
/// a space other than ASCII before a `#`), it says no: the replies go out a little early.
fn whole_command(bytes: &[u8]) -> bool {
    let mut rest = bytes;
    let mut first = true;
    loop {
        let Some(end) = rest.iter().position(|&b| b == b'\n') else {
            return false;
        };
        let line = rest[..end].strip_suffix(b"\r").unwrap_or(&rest[..end]);
        let comment = first && line.trim_ascii_start().starts_with(b"#");
        let escapes = line.iter().rev().take_while(|&&b| b == b'\\').count();
        if comment || escapes % 2 == 0 {
            return true;
        }
        first = false;
        rest = &rest[end + 1..];
    }
}

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
    let mut read = 0;
    let mut flushed = Instant::now();
    loop {
        // Held replies go out before spw waits for the next command, or once they have waited
        // long enough.
        if !input.ahead() || flushed.elapsed() >= HOLD {
            out.flush()?;
            flushed = Instant::now();
        }
        if let Some(p) = how.prompt {
            use std::io::Write;
            let _ = write!(std::io::stderr(), "{p}");
        }
        let (n, line) = match read_command(&mut input, &mut read, how.prompt) {
            Ok(Some((n, Line::Text(l)))) => (n, l),
            Ok(Some((n, Line::Bad(e)))) => {
                worst = worse(worst, failed(e, painter, outer.json, Some(n), None, out)?);
                continue;
            }
            // A line with no end: the input is read no further.
            Ok(Some((n, Line::Endless(e)))) => {
                return Ok(worse(
                    worst,
                    failed(e, painter, outer.json, Some(n), None, out)?,
                ));
            }
            Ok(None) => break,
            Err(e) => {
                let e = Error::Runtime(format!("cannot read standard input: {e}"));
                return Ok(worse(
                    worst,
                    failed(e, painter, outer.json, None, None, out)?,
                ));
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
        // A blank line between commands' outputs, written only once the next one has output:
        // a line that fails prints nothing on stdout.
        if printed && how.separate {
            out.before_next("\n");
        }
        let before = out.written();
        crate::interrupt::start();
        let done = play(t, out);
        crate::interrupt::done();
        out.before_next("");
        printed |= out.written() > before;
        if let Err(e) = done {
            worst = worse(
                worst,
                failed(e, painter, outer.json, Some(n), Some(t), out)?,
            );
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
                Line::Bad(e) | Line::Endless(e) => panic!("{e}"),
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

    /// The command lines of `bytes`, each with the number of its first line.
    fn commands(bytes: &[u8]) -> Vec<(usize, String)> {
        let mut r = std::io::BufReader::with_capacity(7, bytes);
        let (mut v, mut read) = (Vec::new(), 0);
        while let Some((n, l)) = read_command(&mut r, &mut read, None).unwrap() {
            v.push((
                n,
                match l {
                    Line::Text(s) => s,
                    Line::Bad(e) | Line::Endless(e) => format!("error: {e}"),
                },
            ));
        }
        v
    }

    #[test]
    fn a_line_ending_in_a_backslash_goes_on_on_the_next() {
        let v = commands(b"roll 2d6 \\\n  --dice 3,4\nroll d6 \\\\\n# x \\\nroll d8 \\");
        let want = [
            (1, "roll 2d6   --dice 3,4"),
            (3, "roll d6 \\\\"),
            (4, "# x \\"),
            (5, "roll d8 \\"),
        ];
        let got: Vec<(usize, &str)> = v.iter().map(|(n, s)| (*n, s.as_str())).collect();
        assert_eq!(got, want);
        // Joined, a line is still bounded.
        let mut long = Vec::new();
        for _ in 0..3 {
            long.extend(vec![b'x'; MAX_LINE / 2]);
            long.extend(b"\\\n");
        }
        long.extend(b"end\nroll d6\n");
        let v = commands(&long);
        assert_eq!(v.len(), 2, "{v:?}");
        assert!(v[0].1.contains("over 64 KiB"), "{}", v[0].1);
        assert_eq!(v[1], (5, "roll d6".to_string()));
    }

    #[test]
    fn a_command_is_whole_once_the_lines_it_continues_on_are_in() {
        for (bytes, whole) in [
            (&b""[..], false),
            (b"roll d6", false),
            (b"roll d6\n", true),
            (b"roll d6\r\nroll", true),
            (b"roll d6 \\\n", false),
            (b"roll d6 \\\r\n --dice 3", false),
            (b"roll d6 \\\n --dice 3\n", true),
            (b"roll d6 \\\\\n", true),
            (b"  # a note \\\n", true),
            (b"roll d6 \\\n# not a note \\\n", false),
        ] {
            assert_eq!(
                whole_command(bytes),
                whole,
                "{:?}",
                String::from_utf8_lossy(bytes)
            );
        }
    }

    #[test]
    fn a_byte_order_mark_is_skipped_at_the_start_only() {
        let v = commands("\u{feff}roll d6\n\u{feff}roll d6\n".as_bytes());
        assert_eq!(v[0].1, "roll d6");
        assert_eq!(v[1].1, "\u{feff}roll d6");
    }

    #[test]
    fn a_line_past_the_bound_ends_the_input_however_much_is_read_at_once() {
        let mut input = vec![b'x'; MAX_SKIP + 1];
        input.extend_from_slice(b"\nroll d6\n");
        for capacity in [7, 8 * 1024, 1 << 16, 1 << 21] {
            let mut r = std::io::BufReader::with_capacity(capacity, &input[..]);
            let line = read_line(&mut r).unwrap();
            assert!(
                matches!(line, Some(Line::Endless(_))),
                "{capacity}: {line:?}"
            );
        }
        // At the bound, it is a line too long, and the next one still reads.
        let mut input = vec![b'x'; MAX_SKIP];
        input.extend_from_slice(b"\nroll d6\n");
        let mut r = std::io::BufReader::with_capacity(1 << 21, &input[..]);
        assert!(matches!(read_line(&mut r).unwrap(), Some(Line::Bad(_))));
        assert!(matches!(read_line(&mut r).unwrap(), Some(Line::Text(s)) if s == "roll d6"));
    }

    #[test]
    fn a_line_with_no_end_is_read_to_a_bound() {
        let mut r = std::io::BufReader::new(std::io::repeat(0));
        let Some(Line::Endless(e)) = read_line(&mut r).unwrap() else {
            panic!("an endless line");
        };
        assert!(e.to_string().contains("over 1 MiB with no end"), "{e}");
    }
}

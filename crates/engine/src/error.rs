//! One error type for the whole tool. Every variant reads as one plain sentence naming the bad
//! value and what would be accepted; `code()` maps it to the exit status (2 for usage and bad
//! input, 1 for runtime failures).

use std::path::PathBuf;

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Bad command line or bad value: the message says what is wrong and what is accepted.
    #[error("{0}")]
    Usage(String),

    /// A dice expression that does not parse; rendered with a caret under `column`.
    #[error("{message} (column {column})")]
    Parse {
        message: String,
        /// The expression, for the caret excerpt.
        input: String,
        /// 1-based character column.
        column: usize,
    },

    /// A limit that keeps a request bounded (dice per command, faces, nesting, size, exact work).
    #[error("{0}")]
    Limit(String),

    /// `--dice` ran out: names what is still needed.
    #[error("{0}")]
    NeedDice(String),

    /// A data file (built-in or house rules) that does not load.
    #[error("{path}: {message}")]
    Data { path: String, message: String },

    /// A file or directory that could not be read or written.
    #[error("{}: {message}", path.display())]
    Io { path: PathBuf, message: String },

    /// A failure while running that is not the user's input (terminal, history, ...).
    #[error("{0}")]
    Runtime(String),

    /// Standard output could not be written. A closed pipe (`spw ... | head -1`) is not a
    /// failure: `main` ends quietly with status 0 on it.
    #[error("cannot write output: {message}")]
    Output { message: String, closed: bool },
}

/// The longest word of user input an error echoes whole; a longer one is cut with `…`.
const LONGEST_ECHO: usize = 80;

/// How much of the end of a word cut short is kept: a long path keeps its file name and the
/// line and column after it (`…/portable.toml:5:43:`).
const ECHO_TAIL: usize = 30;

/// Whether `c` must not reach a terminal as it is: control characters (C0, DEL, C1), which
/// move the cursor or change colours, and the bidirectional controls, which reorder what
/// follows them so a line reads other than it is.
pub fn unsafe_char(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// The longest error message shown whole, in characters (a dozen lines at 80 columns); a
/// longer one (a list of thousands of unit names) is cut short at a word, saying how long it
/// was.
const LONGEST_MESSAGE: usize = 1000;

/// An error message as it is shown on stderr: [`printable`], and cut short past
/// [`LONGEST_MESSAGE`] characters.
pub fn shown(message: &str) -> String {
    let s = printable(message);
    let n = s.chars().count();
    if n <= LONGEST_MESSAGE {
        return s;
    }
    let end = s
        .char_indices()
        .nth(LONGEST_MESSAGE)
        .map_or(s.len(), |(i, _)| i);
    let head = &s[..end];
    let at = head.rfind(' ').filter(|i| *i > end / 2).unwrap_or(end);
    format!(
        "{} … (cut short: {n} characters in all)",
        head[..at].trim_end_matches([',', ';', ' '])
    )
}

/// Whether `c` takes no room on a terminal (a zero-width space or joiner, a word joiner, a
/// byte-order mark): echoed in a message, `hi\u{200b}ts` would read as the `hits` it is not.
pub fn invisible(c: char) -> bool {
    matches!(c, '\u{200b}'..='\u{200d}' | '\u{2060}'..='\u{2064}' | '\u{feff}')
}

/// `s` as it may be shown on a terminal: control characters, bidirectional controls and
/// invisible characters escaped (`\x1b`, `\n`, `\u{202e}`, `\u{200b}`), so echoed input cannot
/// move the cursor, change colours, reorder the line or pass for other text, and an overlong
/// word cut short.
pub fn printable(s: &str) -> String {
    let mut out = String::with_capacity(s.len().min(4 * LONGEST_ECHO));
    for word in s.split_inclusive(char::is_whitespace) {
        let spaced = word.ends_with(char::is_whitespace);
        let n = word.chars().count() - usize::from(spaced);
        // An overlong word keeps its head and its end, the middle cut (the space after it is
        // not part of it).
        let cut = LONGEST_ECHO / 2..n.saturating_sub(ECHO_TAIL);
        for (i, c) in word.chars().enumerate() {
            if n > LONGEST_ECHO && i == cut.start {
                out.push_str(&format!("…({n} characters)…"));
            }
            if n > LONGEST_ECHO && cut.contains(&i) {
                continue;
            }
            match c {
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if c.is_control() => out.push_str(&format!("\\x{:02x}", c as u32)),
                c if unsafe_char(c) || invisible(c) => {
                    out.push_str(&format!("\\u{{{:04x}}}", c as u32));
                }
                c => out.push(c),
            }
        }
    }
    out
}

impl Error {
    pub fn usage(msg: impl Into<String>) -> Error {
        Error::Usage(msg.into())
    }

    pub fn limit(msg: impl Into<String>) -> Error {
        Error::Limit(msg.into())
    }

    pub fn io(path: impl Into<PathBuf>, err: &std::io::Error) -> Error {
        Error::Io {
            path: path.into(),
            message: err.to_string(),
        }
    }

    /// A failed write to standard output.
    pub fn output(err: &std::io::Error) -> Error {
        Error::Output {
            message: err.to_string(),
            closed: err.kind() == std::io::ErrorKind::BrokenPipe,
        }
    }

    /// Output failed: the program stops rather than going on to the next line.
    pub fn is_output(&self) -> bool {
        matches!(self, Error::Output { .. })
    }

    /// The same error, said of line `n` of a batch.
    pub fn at_line(self, n: usize) -> Error {
        let on = |m: String| format!("line {n}: {m}");
        match self {
            Error::Usage(m) => Error::Usage(on(m)),
            Error::Parse {
                message,
                input,
                column,
            } => Error::Parse {
                message: on(message),
                input,
                column,
            },
            Error::Limit(m) => Error::Limit(on(m)),
            Error::NeedDice(m) => Error::NeedDice(on(m)),
            Error::Data { path, message } => Error::Data {
                path: on(path),
                message,
            },
            Error::Io { path, message } => Error::Io {
                path,
                message: on(message),
            },
            Error::Runtime(m) => Error::Runtime(on(m)),
            e @ Error::Output { .. } => e,
        }
    }

    /// Exit status: 2 for anything the user can fix in the command or its input, 1 otherwise.
    pub fn code(&self) -> i32 {
        match self {
            Error::Usage(_)
            | Error::Parse { .. }
            | Error::Limit(_)
            | Error::NeedDice(_)
            | Error::Data { .. } => 2,
            Error::Output { closed: true, .. } => 0,
            Error::Io { .. } | Error::Runtime(_) | Error::Output { .. } => 1,
        }
    }

    /// The lines shown under the message: for a parse error, the expression (a window of it
    /// when long) with a caret under the column.
    pub fn excerpt(&self) -> Option<(String, String)> {
        let Error::Parse { input, column, .. } = self else {
            return None;
        };
        let chars: Vec<char> = input.chars().collect();
        let col = column.saturating_sub(1).min(chars.len());
        // Keep the excerpt short for long inputs: 30 characters either side of the column.
        let start = col.saturating_sub(30);
        let end = (col + 30).min(chars.len());
        let mut line = String::new();
        if start > 0 {
            line.push('…');
        }
        line.extend(&chars[start..end]);
        if end < chars.len() {
            line.push('…');
        }
        let pad = col - start + usize::from(start > 0);
        Some((line, format!("{}^", " ".repeat(pad))))
    }
}

/// `1234567` → `"1,234,567"`: a count in a message, readable at a glance.
pub fn group(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::with_capacity(s.len() + s.len() / 3);
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invisible_characters_are_escaped_in_messages() {
        assert_eq!(
            printable("no quantity 'hi\u{200b}ts'"),
            "no quantity 'hi\\u{200b}ts'"
        );
        assert_eq!(printable("\u{feff}roll"), "\\u{feff}roll");
        assert_eq!(printable("A\u{2060}B"), "A\\u{2060}B");
    }

    #[test]
    fn an_overlong_word_keeps_its_head_and_its_end() {
        let path = format!("/{}/house/portable.toml:5:43:", "deep/".repeat(30));
        let s = printable(&format!("error: {path} [weather] rows: a gap"));
        let n = path.chars().count();
        assert_eq!(
            s,
            format!(
                "error: {}…({n} characters)…{} [weather] rows: a gap",
                &path[..40],
                &path[path.len() - 30..]
            )
        );
        assert!(s.contains("portable.toml:5:43:"), "{s}");
        // A word of a hundred thousand characters echoes seventy of them.
        let s = printable(&"x".repeat(100_000));
        assert_eq!(s.chars().filter(|&c| c == 'x').count(), 70, "{s}");
    }

    #[test]
    fn a_long_message_is_cut_at_a_word_saying_how_long_it_was() {
        let names: Vec<String> = (1..=10_000).map(|i| format!("Unit {i}")).collect();
        let message = format!("no unit 'x'; the units are {}", names.join(", "));
        let s = shown(&message);
        assert!(s.chars().count() < LONGEST_MESSAGE + 60, "{s}");
        let total = message.chars().count();
        assert!(
            s.ends_with(&format!("… (cut short: {total} characters in all)")),
            "{s}"
        );
        // Cut between names, never inside one.
        let head = s.split(" … (").next().unwrap_or_default();
        let last = head.rsplit(", ").next().unwrap_or_default();
        assert!(names.iter().any(|n| n == last), "{last}");
        // A message within the bound is as printable makes it.
        assert_eq!(shown("roll d0: no"), "roll d0: no");
    }
}

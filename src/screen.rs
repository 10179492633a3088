//! The screen text is laid out for, decided once: how many columns wide, and whether it is a
//! terminal (a person reading) or a pipe or file (a script, a test, a printout). Every text
//! renderer asks [`Painter`], which carries this decision, and wraps with
//! [`wrap`], so no screen is wider than its width and no word or number is split.
//!
//! The width: `SPW_WIDTH` when it is a number (lay out for that many columns anywhere: the
//! tests' width parameter, and a way to print narrower); else on a terminal `COLUMNS`, else the
//! terminal's own width; else 80, so pipes and tests are stable. Never below [`NARROWEST`].
//! An interactive session reads its terminal's width again before each command
//! ([`follow_terminal`]), so a resized terminal is laid out for its new width.

use std::borrow::Cow;
use std::io::IsTerminal;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use unicode_width::UnicodeWidthStr;

use comfy_table::{Attribute, Cell, Color};
use owo_colors::OwoColorize;

use crate::error::unsafe_char;
use crate::report::{Line, Span, Style};

/// The width of a pipe or a file, and of a terminal whose width cannot be found.
pub(crate) const DEFAULT: usize = 80;

/// The narrowest layout: below this nothing reads, so a narrower terminal wraps it itself.
pub(crate) const NARROWEST: usize = 20;

/// Test hook, read nowhere else: `SPW_TEST_TERMINAL=1` makes stdout count as a terminal, so the
/// CLI tests (whose stdout is a pipe) can check what a person at a terminal sees.
const TEST_TERMINAL: &str = "SPW_TEST_TERMINAL";

/// The width parameter (see the module doc).
const WIDTH: &str = "SPW_WIDTH";

/// Where text output goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Screen {
    /// Columns a line may take.
    pub width: usize,
    /// Stdout is a terminal: `--chances` answers short (the chance renderer).
    pub terminal: bool,
}

impl Screen {
    /// A pipe: 80 columns, the complete output.
    pub(crate) const PIPE: Screen = Screen {
        width: DEFAULT,
        terminal: false,
    };
}

/// The screen of this process: found once, except that an interactive session follows its
/// terminal's width ([`follow_terminal`]).
pub(crate) fn screen() -> Screen {
    let s = first_screen();
    match LIVE.load(Ordering::Relaxed) {
        0 => s,
        width => Screen { width, ..s },
    }
}

/// The width an interactive session last found its terminal at; 0 until it looks.
static LIVE: AtomicUsize = AtomicUsize::new(0);

/// A whole number from the environment variable `name`, above 0.
fn number(name: &str) -> Option<usize> {
    std::env::var(name)
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|n| *n > 0)
}

/// For an interactive session, before each command: the terminal's width now, so a terminal
/// resized since the last command is laid out for its new width. `SPW_WIDTH` still fixes the
/// width; `COLUMNS`, read once when the process started, gives way to the terminal's own.
/// The width the screen has now.
pub(crate) fn follow_terminal() -> usize {
    if number(WIDTH).is_none() {
        if let Some((w, _)) = terminal_size::terminal_size() {
            LIVE.store(usize::from(w.0).max(NARROWEST), Ordering::Relaxed);
        }
    }
    screen().width
}

/// The screen as the process found it when it started.
fn first_screen() -> Screen {
    static SCREEN: OnceLock<Screen> = OnceLock::new();
    *SCREEN.get_or_init(|| {
        let terminal = std::io::stdout().is_terminal()
            || std::env::var_os(TEST_TERMINAL).is_some_and(|v| v == "1");
        let width = number(WIDTH).unwrap_or_else(|| {
            if terminal {
                number("COLUMNS")
                    .or_else(|| terminal_size::terminal_size().map(|(w, _)| usize::from(w.0)))
                    .unwrap_or(DEFAULT)
            } else {
                DEFAULT
            }
        });
        Screen {
            width: width.max(NARROWEST),
            terminal,
        }
    })
}

/// Columns `s` takes on a terminal (a wide character two, a combining mark none).
pub(crate) fn cells(s: &str) -> usize {
    // Most text is ASCII, a cell a byte, and checking that is far quicker than measuring.
    if s.is_ascii() { s.len() } else { s.width() }
}

/// Whether every byte of `s` is printable ASCII (a space to `~`) or `also`: text that shows as
/// it is, a cell a byte. Looked at 64 bytes at a time, with no branch for each byte (a batch
/// line's JSON runs to kilobytes).
pub(crate) fn printable_ascii(s: &str, also: u8) -> bool {
    let printable = |b: u8| (b' '..=b'~').contains(&b) | (b == also);
    // A few bytes (most spans of a line) are quicker looked at one by one.
    if s.len() < 16 {
        return s.bytes().all(printable);
    }
    s.as_bytes()
        .chunks(64)
        .all(|chunk| !chunk.iter().fold(false, |bad, &b| bad | !printable(b)))
}

/// `s` as it may be shown: each unsafe character ([`crate::error::unsafe_char`]) written as an
/// escape (`\n`, `\x1b`, `\u{202e}`), so what a user or a file supplied shows what it is.
pub(crate) fn escape(s: &str) -> Cow<'_, str> {
    // Printable ASCII, most text, needs no look at each character.
    if printable_ascii(s, b' ') || !s.chars().any(unsafe_char) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x100 && unsafe_char(c) => {
                out.push_str(&format!("\\x{:02x}", c as u32));
            }
            c if unsafe_char(c) => out.push_str(&format!("\\u{{{:04x}}}", c as u32)),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// Text of many lines (a game's log) with each line [`escape`]d: its line breaks kept.
pub(crate) fn escape_lines(s: &str) -> String {
    s.split('\n').map(escape).collect::<Vec<_>>().join("\n")
}

/// How far a wrapped line's continuations are indented past the line's own indent.
pub(crate) const HANG: usize = 2;

/// One word of a line (a run of characters between spaces) and the spaces before it, found in
/// the line's spans without copying them: it runs from byte `from.1` of span `from.0` to byte
/// `to.1` of span `to.0`, and may change style within it (`5✓`).
#[derive(Clone, Copy)]
struct Word {
    gap: usize,
    /// Columns it takes, each of its pieces measured as printed.
    cells: usize,
    /// Columns of this word and every word after it, as one row: "the rest fits".
    after: usize,
    from: (usize, usize),
    to: (usize, usize),
}

impl Word {
    /// Where the word's pieces are, one for each span it has characters of: (span, start,
    /// end).
    fn ranges<'a>(&self, line: &'a Line) -> impl Iterator<Item = (usize, usize, usize)> + use<'a> {
        let (from, to) = (self.from, self.to);
        line.0[from.0..=to.0]
            .iter()
            .enumerate()
            .filter_map(move |(k, s)| {
                let j = from.0 + k;
                let start = if k == 0 { from.1 } else { 0 };
                let end = if j == to.0 { to.1 } else { s.text.len() };
                (start < end).then_some((j, start, end))
            })
    }

    /// The word's pieces, each with its span's style.
    fn pieces<'a>(&self, line: &'a Line) -> impl Iterator<Item = (&'a str, Style)> + use<'a> {
        self.ranges(line)
            .map(|(j, a, b)| (&line.0[j].text[a..b], line.0[j].style))
    }

    /// The span holding its last character, and that character.
    fn end<'a>(&self, line: &'a Line) -> (&'a Span, Option<char>) {
        let s = &line.0[self.to.0];
        (s, s.text[..self.to.1].chars().next_back())
    }
}

/// Whether `line` takes at most `width` columns, measured as printed: an escaped character
/// takes its escape's width.
pub(crate) fn fits(line: &Line, width: usize) -> bool {
    line.0
        .iter()
        .map(|s| printed(&s.text, s.style))
        .sum::<usize>()
        <= width
}

/// Columns `text` in `style` takes as printed: escaped, and a struck die between the `~~`
/// it is marked with when colour is off (counted with colour on too, so a line is laid out
/// the same either way).
fn printed(text: &str, style: Style) -> usize {
    let marks = if style == Style::Struck { 4 } else { 0 };
    let shown = if printable_ascii(text, b' ') {
        text.len()
    } else {
        cells(&escape(text))
    };
    shown + marks
}

/// A line, wrapped to the painter's width, onto `out`: painted straight from the line's spans,
/// a line's worth of bookkeeping allocated and nothing per word.
pub(crate) fn push_wrapped(out: &mut String, line: &Line, painter: Painter) {
    // Room for the text and, wrapped, a row's indent or two: colour codes may grow it more.
    out.reserve(line.0.iter().map(|s| s.text.len()).sum::<usize>() + 16);
    if fits(line, painter.width) {
        push_line(out, line, painter);
        return;
    }
    rows(line, painter.width, None, |start, words| {
        let at = out.len();
        push_spaces(out, start);
        paint_row(out, line, words, painter);
        end_row(out, at);
    });
}

/// A row's words with the spaces between them, painted. Where a style prints its text as it
/// is (plain, or anything but struck text without colour), the words of one span and the
/// spaces between them are one slice of it, painted at once: the same text as word by word.
fn paint_row(out: &mut String, line: &Line, words: &[Word], painter: Painter) {
    let as_is = |style: Style| match painter.color {
        true => style == Style::Plain,
        false => style != Style::Struck,
    };
    // A slice of a span not painted yet: (span, start, end).
    let mut pending: Option<(usize, usize, usize)> = None;
    let flush = |out: &mut String, pending: Option<(usize, usize, usize)>| {
        if let Some((j, a, b)) = pending {
            let s = &line.0[j];
            painter.paint_str(out, &s.text[a..b], s.style);
        }
    };
    // Piece (j, a, b) of a word, after `gap` spaces when it starts a word but the row's first.
    let mut piece = |out: &mut String, gap: Option<usize>, (j, a, b): (usize, usize, usize)| {
        match &mut pending {
            // The next piece of this span (after the spaces before this word, which are the
            // span's too), in a style printed as it is.
            Some((pj, _, end)) if *pj == j && as_is(line.0[j].style) => *end = b,
            _ => {
                flush(out, pending.take());
                if let Some(gap) = gap {
                    push_spaces(out, gap);
                }
                pending = Some((j, a, b));
            }
        }
    };
    for (i, w) in words.iter().enumerate() {
        let gap = (i > 0).then_some(w.gap);
        // Most words lie in one span: their one piece without the iterator.
        if w.from.0 == w.to.0 {
            piece(out, gap, (w.from.0, w.from.1, w.to.1));
        } else {
            for (k, r) in w.ranges(line).enumerate() {
                piece(out, gap.filter(|_| k == 0), r);
            }
        }
    }
    flush(out, pending);
}

/// A line painted as it is (a map's row, laid out already) onto `out`, without trailing
/// whitespace.
pub(crate) fn push_line(out: &mut String, line: &Line, painter: Painter) {
    let at = out.len();
    for s in &line.0 {
        painter.paint_str(out, &s.text, s.style);
    }
    end_row(out, at);
}

/// The row written from byte `at` on ends without trailing whitespace, in a line break.
fn end_row(out: &mut String, at: usize) {
    let kept = out[at..].trim_end().len();
    out.truncate(at + kept);
    out.push('\n');
}

fn push_spaces(out: &mut String, n: usize) {
    out.extend(std::iter::repeat_n(' ', n));
}

/// `line` broken at spaces into lines of at most `width` columns, each continuation indented
/// by the line's own indent and [`HANG`] more. A word is never split: one wider than the room
/// left stands alone on its line (and only then is a line wider than `width`).
pub(crate) fn wrap(line: &Line, width: usize) -> Vec<Line> {
    wrap_hung(line, width, None)
}

/// [`wrap`], the continuations indented by `hang` columns when given (a list whose text hangs
/// under its second column).
pub(crate) fn wrap_hung(line: &Line, width: usize, hang: Option<usize>) -> Vec<Line> {
    if fits(line, width) {
        return vec![line.clone()];
    }
    let mut lines = Vec::new();
    rows(line, width, hang, |start, words| {
        let mut l = Line(Vec::with_capacity(2 * words.len() + 1));
        l.0.push(Span::plain(" ".repeat(start)));
        for (i, w) in words.iter().enumerate() {
            if i > 0 {
                l.0.push(Span::plain(" ".repeat(w.gap)));
            }
            l.0.extend(w.pieces(line).map(|(p, style)| Span::new(p, style)));
        }
        l.0.retain(|s| !s.text.is_empty());
        lines.push(l);
    });
    lines
}

/// The rows [`wrap_hung`] breaks `line` into, each given to `row` with the column it starts at
/// and its words, in order. Linear in the line: each word is placed once, and a row's words
/// are looked at again only when it is closed (for the clause end to break at).
fn rows(line: &Line, width: usize, hang: Option<usize>, mut row: impl FnMut(usize, &[Word])) {
    // The line's own indent: the spaces it starts with.
    let mut indent = 0;
    for s in &line.0 {
        let n = s.text.bytes().take_while(|b| *b == b' ').count();
        indent += n;
        if n < s.text.len() {
            break;
        }
    }
    let hang = hang.unwrap_or(indent + HANG);
    // Words into rows, greedily; the last break goes back to the last word ending a clause
    // (`;`, else `:`, else `,`) when that keeps the row at least two thirds full and the rest
    // still fits one row, so a phrase ("passes on 9 or less", "cup_b: 10 of 10 left") is kept
    // whole where the sentence allows it without a row more.
    let words = words(line);
    // The first word of the row being filled, and the columns it takes so far.
    let mut first = 0;
    let mut closed = 0;
    let mut used = indent;
    for (k, w) in words.iter().enumerate() {
        if k == first || used + w.gap + w.cells <= width {
            used += if k == first { 0 } else { w.gap } + w.cells;
            continue;
        }
        let start = if closed == 0 { indent } else { hang };
        let open = &words[first..k];
        // (rank of the punctuation, where): the strongest clause end, the last of its kind.
        let mut best: Option<(usize, usize)> = None;
        let mut upto = start;
        let last_break = hang + w.after <= width;
        for (i, x) in open.iter().enumerate() {
            upto += if i == 0 { 0 } else { x.gap } + x.cells;
            let (span, last) = x.end(line);
            let rank = match last {
                Some(';') => 3,
                // A colon also ends a label ("section: Close", dimmed): not one of those.
                Some(':') if span.style != Style::Dim => 2,
                Some(',') => 1,
                _ => 0,
            };
            // Full enough: two thirds of the room the row has after its indent.
            let full = (upto - start) * 3 >= width.saturating_sub(start) * 2;
            // The words moved down must fit beside the rest.
            let moved = used - upto;
            let fits = hang + moved + w.gap + w.after <= width;
            let better = best.is_none_or(|(r, _)| rank >= r);
            if rank > 0 && i + 1 < open.len() && full && last_break && fits && better {
                best = Some((rank, i + 1));
            }
        }
        let at = best.map_or(open.len(), |(_, at)| at);
        row(start, &open[..at]);
        closed += 1;
        first += at;
        used = hang;
        for (i, x) in words[first..=k].iter().enumerate() {
            used += if i == 0 { 0 } else { x.gap } + x.cells;
        }
    }
    row(if closed == 0 { indent } else { hang }, &words[first..]);
}

/// The words of `line` after its indent, each with the spaces before it (a word may change
/// style within it: `5✓`). Spaces are ASCII, so the text is scanned byte by byte, and a word
/// starts and ends on a character boundary.
fn words(line: &Line) -> Vec<Word> {
    // At most a word per space and one more, allocated once.
    let spaces: usize = line
        .0
        .iter()
        .map(|s| s.text.bytes().filter(|b| *b == b' ').count())
        .sum();
    let mut words: Vec<Word> = Vec::with_capacity(spaces + 1);
    let mut gap = 0;
    let mut started = false;
    let mut in_word = false;
    for (j, span) in line.0.iter().enumerate() {
        let text = span.text.as_str();
        // A span of printable ASCII is measured by its bytes, its pieces not looked at again.
        let measure: fn(&str) -> usize = if printable_ascii(text, b' ') {
            |piece: &str| piece.len()
        } else {
            |piece: &str| cells(&escape(piece))
        };
        // A struck die's `~~` marks, counted with colour on too (see [`printed`]).
        let marks = if span.style == Style::Struck { 4 } else { 0 };
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b' ' {
                in_word = false;
                if started {
                    gap += 1;
                }
                i += 1;
                continue;
            }
            // The piece of a word up to the next space or the span's end.
            let at = i;
            while i < bytes.len() && bytes[i] != b' ' {
                i += 1;
            }
            if !in_word {
                words.push(Word {
                    gap,
                    cells: 0,
                    after: 0,
                    from: (j, at),
                    to: (j, at),
                });
                gap = 0;
                in_word = true;
                started = true;
            }
            if let Some(w) = words.last_mut() {
                w.cells += measure(&text[at..i]) + marks;
                w.to = (j, i);
            }
        }
    }
    let mut after = 0;
    for k in (0..words.len()).rev() {
        let gap = words.get(k + 1).map_or(0, |w| w.gap);
        after += words[k].cells + gap;
        words[k].after = after;
    }
    words
}

/// Text already laid out (clap's help, colour codes and all) with each line still wider than
/// `width` wrapped at spaces: a `Usage:` line hangs under its command, any other past its
/// own indent.
pub(crate) fn fit_lines(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let plain = strip_ansi(line);
        if cells(&plain) <= width {
            out.push_str(line);
            continue;
        }
        let indent = plain.len() - plain.trim_start().len();
        let hang = if plain.trim_start().starts_with("Usage: ") {
            indent + "Usage: ".len()
        } else {
            indent + HANG
        };
        let mut used = 0;
        let mut first = true;
        for word in line.split(' ').filter(|w| !strip_ansi(w).is_empty()) {
            let n = cells(&strip_ansi(word));
            if first {
                out.push_str(&" ".repeat(indent));
                used = indent;
            } else if used + 1 + n > width {
                out.push('\n');
                out.push_str(&" ".repeat(hang));
                used = hang;
            } else {
                out.push(' ');
                used += 1;
            }
            out.push_str(word);
            used += n;
            first = false;
        }
    }
    out
}

/// `s` without colour codes (`ESC [ ... m`).
pub(crate) fn strip_ansi(s: &str) -> Cow<'_, str> {
    if !s.contains('\u{1b}') {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// Help text with each example command line (`  spw ...`, `  printf ...`, with any lines it is
/// already continued on after a ` \`) laid out for `width`: on one line when it fits, else
/// broken the way a shell reads as one line, at spaces outside quotes and before an option where
/// it can, each part but the last ending in ` \`, the rest indented. A trailing comment
/// (`  (the defender's second melee)`) that does not fit goes on a line of its own. Clap wraps
/// the prose itself, but would break an example anywhere, so it could no longer be pasted.
pub(crate) fn fit_examples(help: &str, width: usize) -> String {
    // Most help already fits (its examples are written for 80 columns): kept as it is, without
    // measuring each line. A line takes no more columns than it has bytes.
    if help
        .split('\n')
        .filter(|l| is_example(l))
        .all(|l| l.len() <= width && !l.ends_with('\\'))
    {
        return help.to_string();
    }
    fit_each_example(help, width)
}

fn is_example(line: &str) -> bool {
    line.starts_with("  spw ") || line.starts_with("  printf ")
}

/// [`fit_examples`], each example measured. Lines kept as they are are copied straight into
/// the text (help runs to a few dozen lines; an example continued by hand is usually its only
/// one to lay out again).
fn fit_each_example(help: &str, width: usize) -> String {
    let mut out = String::with_capacity(help.len());
    let mut lines = help.split('\n').peekable();
    let mut first = true;
    while let Some(line) = lines.next() {
        if !std::mem::take(&mut first) {
            out.push('\n');
        }
        if !is_example(line) {
            out.push_str(line);
            continue;
        }
        // The whole command, its continuations joined.
        let mut whole = Cow::Borrowed(line);
        while whole.ends_with('\\') {
            let Some(next) = lines.next_if(|l| l.starts_with("   ")) else {
                break;
            };
            whole = Cow::Owned(format!(
                "{} {}",
                whole.trim_end_matches('\\').trim_end(),
                next.trim()
            ));
        }
        if cells(&whole) <= width {
            out.push_str(&whole);
            continue;
        }
        let (command, comment) = match whole.find("  (") {
            Some(i) if whole.ends_with(')') => (&whole[..i], Some(whole[i..].trim())),
            _ => (&whole[..], None),
        };
        match comment {
            Some(c) if cells(command) + 2 + cells(c) <= width => out.push_str(&whole),
            _ => {
                out.push_str(&break_command(command, width).join(" \\\n"));
                if let Some(c) = comment {
                    out.push_str("\n      ");
                    out.push_str(c);
                }
            }
        }
    }
    out
}

/// A command line broken into parts of at most `width` columns with room for ` \` (see
/// [`fit_examples`]); continuation parts indented four more than the line.
fn break_command(line: &str, width: usize) -> Vec<String> {
    let indent = line.len() - line.trim_start().len();
    let hang = " ".repeat(indent + 4);
    // The words, at spaces outside quotes.
    let text = line.trim_start();
    let mut words: Vec<&str> = Vec::new();
    let mut start: Option<usize> = None;
    let mut quote: Option<char> = None;
    for (i, c) in text.char_indices() {
        match (c, quote) {
            (' ', None) => {
                if let Some(s) = start.take() {
                    words.push(&text[s..i]);
                }
            }
            (c, q) => {
                start.get_or_insert(i);
                match q {
                    None if c == '\'' || c == '"' => quote = Some(c),
                    Some(q) if c == q => quote = None,
                    _ => {}
                }
            }
        }
    }
    if let Some(s) = start {
        words.push(&text[s..]);
    }
    // An option and its value stay together.
    let mut groups: Vec<String> = Vec::new();
    for w in words {
        match groups.last_mut() {
            Some(last) if !w.starts_with('-') && last.starts_with('-') && !last.contains(' ') => {
                last.push(' ');
                last.push_str(w);
            }
            _ => groups.push(w.to_string()),
        }
    }
    let mut parts: Vec<String> = Vec::new();
    let mut cur = " ".repeat(indent);
    let mut empty = true;
    for g in groups {
        // Room for the ` \` that ends every part but the last.
        if !empty && cells(&cur) + 1 + cells(&g) + 2 > width {
            parts.push(std::mem::replace(&mut cur, hang.clone()));
            empty = true;
        }
        if !empty {
            cur.push(' ');
        }
        cur.push_str(&g);
        empty = false;
    }
    parts.push(cur);
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::Style;

    fn texts(lines: &[Line]) -> Vec<String> {
        lines.iter().map(|l| l.plain_text()).collect()
    }

    #[test]
    fn a_line_that_fits_is_left_alone() {
        let l = Line::plain("shot (5 × d6, 5+):  4 3");
        assert_eq!(wrap(&l, 80), vec![l]);
    }

    #[test]
    fn long_lines_break_at_spaces_with_a_hanging_indent() {
        let l = Line::plain("the attacker took more casualties (2 to 0) and tests morale first");
        let w = wrap(&l, 30);
        assert_eq!(
            texts(&w),
            [
                "the attacker took more",
                "  casualties (2 to 0) and",
                "  tests morale first"
            ]
        );
        assert!(w.iter().all(|l| cells(&l.plain_text()) <= 30));
    }

    #[test]
    fn a_break_goes_back_to_a_clause_end_when_the_row_stays_full_enough() {
        let l = Line::plain(
            "the defender tests morale to stand (4.0): morale 8, officer +1: passes on 9 or less",
        );
        assert_eq!(
            texts(&wrap(&l, 80)),
            [
                "the defender tests morale to stand (4.0): morale 8, officer +1:",
                "  passes on 9 or less"
            ]
        );
    }

    #[test]
    fn an_indented_line_hangs_past_its_indent_and_keeps_inner_spacing() {
        let l = Line::plain("  spw fire --marksmanship 4  (a comment here)");
        assert_eq!(
            texts(&wrap(&l, 30)),
            ["  spw fire --marksmanship 4", "    (a comment here)"]
        );
        let l = Line::plain("dice: 5  3 hits and more words");
        assert_eq!(
            texts(&wrap(&l, 16)),
            ["dice: 5  3 hits", "  and more words"]
        );
    }

    #[test]
    fn styles_survive_and_a_word_is_never_split() {
        let l = Line::new()
            .push("shot (d6): ", Style::Dim)
            .push("5✓", Style::Good)
            .text(" ")
            .push("averyveryverylongwordthatcannotfit", Style::Plain);
        let w = wrap(&l, 16);
        assert_eq!(
            texts(&w),
            ["shot (d6): 5✓", "  averyveryverylongwordthatcannotfit"]
        );
        assert_eq!(w[0].0[0], Span::new("shot", Style::Dim));
        assert!(w[0].0.contains(&Span::new("5✓", Style::Good)));
    }

    #[test]
    fn escape_shows_control_and_bidi_characters() {
        assert_eq!(escape("Red"), "Red");
        assert_eq!(escape("Red\u{1b}[31m"), "Red\\x1b[31m");
        assert_eq!(escape("a\u{7f}b\u{202e}c\nd"), "a\\x7fb\\u{202e}c\\nd");
        assert_eq!(escape("\u{85}"), "\\x85");
    }

    #[test]
    fn examples_too_wide_are_broken_as_a_shell_reads_them() {
        let help = "Prose that clap wraps.\n\nExamples:\n  spw fire -m 4 -s 5\n  spw victory --sides Germans,British --main British --secondary 2,0 --destroyed 120,610";
        let fitted = fit_examples(help, 60);
        assert_eq!(
            fitted,
            "Prose that clap wraps.\n\nExamples:\n  spw fire -m 4 -s 5\n  spw victory --sides Germans,British --main British \\\n      --secondary 2,0 --destroyed 120,610"
        );
        assert!(fitted.lines().all(|l| cells(l) <= 60));
        // Within the width, nothing changes.
        assert_eq!(fit_examples(help, 100), help);
        // A command already broken by hand is joined first; a comment that does not fit goes
        // on its own line.
        let by_hand =
            "  spw melee --attacker-figures 10 \\\n      --attacker-ferocity 4  (a melee)";
        assert_eq!(
            fit_examples(by_hand, 80),
            "  spw melee --attacker-figures 10 --attacker-ferocity 4  (a melee)"
        );
        assert_eq!(
            fit_examples(by_hand, 50),
            "  spw melee --attacker-figures 10 \\\n      --attacker-ferocity 4\n      (a melee)"
        );
        // Quoted words stay whole.
        let q = fit_examples(
            "  spw tsatf cards --red 'First Platoon,Second Platoon' --black B",
            40,
        );
        assert!(q.contains("'First Platoon,Second Platoon'"), "{q}");
    }

    #[test]
    fn help_that_fits_is_kept_as_measuring_each_example_keeps_it() {
        let helps = [
            "Prose.\n\nExamples:\n  spw fire -m 4 -s 5\n  spw tsatf cards --red 'A♥ platoon,城'",
            "  spw roll 4d6kh3 --seed 7\n  printf 'roll 2d6\\n' | spw\nnot an example \\",
            "  spw melee --attacker-figures 10 \\\n      --attacker-ferocity 4  (a melee)",
            "",
        ];
        for help in helps {
            for width in [20, 30, 40, 60, 80, 120] {
                assert_eq!(
                    fit_examples(help, width),
                    fit_each_example(help, width),
                    "{help:?} at {width}"
                );
            }
        }
    }

    #[test]
    fn laid_out_lines_too_wide_are_wrapped_a_usage_line_under_its_command() {
        let help =
            "Usage: spw melee [OPTIONS] --attacker-figures <N> --attacker-ferocity <N>\n  short";
        assert_eq!(
            fit_lines(help, 40),
            "Usage: spw melee [OPTIONS]\n       --attacker-figures <N>\n       --attacker-ferocity <N>\n  short"
        );
        let coloured = "\u{1b}[1mUsage:\u{1b}[0m spw melee [OPTIONS] --attacker-figures <N>";
        let fitted = fit_lines(coloured, 30);
        assert!(
            fitted.lines().all(|l| cells(&strip_ansi(l)) <= 30),
            "{fitted}"
        );
        assert!(
            fitted.starts_with("\u{1b}[1mUsage:\u{1b}[0m spw"),
            "{fitted}"
        );
    }

    /// The wrapping as it was before it was made linear (each word's pieces copied into spans
    /// of their own), kept to hold the new one to the same lines.
    mod before {
        use crate::report::{Line, Span, Style};
        use crate::screen::{HANG, fits, printed};

        /// One word of a line (the spans between spaces) and the spaces before it.
        struct Word {
            gap: usize,
            spans: Vec<Span>,
            cells: usize,
        }

        /// [`wrap`], the continuations indented by `hang` columns when given (a list whose text hangs
        /// under its second column).
        pub(super) fn wrap_hung(line: &Line, width: usize, hang: Option<usize>) -> Vec<Line> {
            if fits(line, width) {
                return vec![line.clone()];
            }
            // The line's own indent: the spaces it starts with.
            let mut indent = 0;
            for s in &line.0 {
                let n = s.text.chars().take_while(|c| *c == ' ').count();
                indent += n;
                if n < s.text.chars().count() {
                    break;
                }
            }
            let hang = hang.unwrap_or(indent + HANG);
            // Words into rows, greedily; the last break goes back to the last word ending a clause
            // (`;`, else `:`, else `,`) when that keeps the row at least two thirds full and the rest
            // still fits one row, so a phrase ("passes on 9 or less", "cup_b: 10 of 10 left") is kept
            // whole where the sentence allows it without a row more.
            let words = words(line);
            // The width of the words from each one on (as one row), for "the rest fits".
            let mut after: Vec<usize> = vec![0; words.len() + 1];
            for k in (0..words.len()).rev() {
                let gap = if k + 1 < words.len() {
                    words[k + 1].gap
                } else {
                    0
                };
                after[k] = words[k].cells + gap + after[k + 1];
            }
            let mut rows: Vec<Vec<Word>> = vec![Vec::new()];
            let mut used = indent;
            for (k, w) in words.into_iter().enumerate() {
                let row = rows.last_mut().expect("a row");
                if row.is_empty() || used + w.gap + w.cells <= width {
                    used += if row.is_empty() { 0 } else { w.gap } + w.cells;
                    row.push(w);
                    continue;
                }
                let start = if rows.len() == 1 { indent } else { hang };
                let row = rows.last_mut().expect("a row");
                // (rank of the punctuation, where): the strongest clause end, the last of its kind.
                let mut best: Option<(usize, usize)> = None;
                let mut upto = start;
                let last_break = hang + after[k] <= width;
                for (i, x) in row.iter().enumerate() {
                    upto += if i == 0 { 0 } else { x.gap } + x.cells;
                    let end = x.spans.last();
                    let rank = match end.and_then(|s| s.text.chars().last()) {
                        Some(';') => 3,
                        // A colon also ends a label ("section: Close", dimmed): not one of those.
                        Some(':') if end.is_some_and(|s| s.style != Style::Dim) => 2,
                        Some(',') => 1,
                        _ => 0,
                    };
                    // Full enough: two thirds of the room the row has after its indent.
                    let full = (upto - start) * 3 >= width.saturating_sub(start) * 2;
                    // The words moved down must fit beside the rest.
                    let moved = used - upto;
                    let fits = hang + moved + w.gap + after[k] <= width;
                    let better = best.is_none_or(|(r, _)| rank >= r);
                    if rank > 0 && i + 1 < row.len() && full && last_break && fits && better {
                        best = Some((rank, i + 1));
                    }
                }
                let at = best.map_or(row.len(), |(_, at)| at);
                let mut next: Vec<Word> = row.split_off(at);
                next.push(w);
                used = hang;
                for (i, x) in next.iter().enumerate() {
                    used += if i == 0 { 0 } else { x.gap } + x.cells;
                }
                rows.push(next);
            }
            rows.into_iter()
                .enumerate()
                .map(|(r, row)| {
                    let start = if r == 0 { indent } else { hang };
                    let mut l = Line(Vec::with_capacity(2 * row.len() + 1));
                    l.0.push(Span::plain(" ".repeat(start)));
                    for (i, w) in row.into_iter().enumerate() {
                        if i > 0 {
                            l.0.push(Span::plain(" ".repeat(w.gap)));
                        }
                        l.0.extend(w.spans);
                    }
                    l.0.retain(|s| !s.text.is_empty());
                    l
                })
                .collect()
        }

        /// The words of `line` after its indent, each with the spaces before it and its spans (a word
        /// may change style within it: `5✓`).
        fn words(line: &Line) -> Vec<Word> {
            // At most a word per space and one more, allocated once.
            let spaces: usize = line.0.iter().map(|s| s.text.matches(' ').count()).sum();
            let mut words: Vec<Word> = Vec::with_capacity(spaces + 1);
            let mut gap = 0;
            let mut started = false;
            let mut in_word = false;
            for span in &line.0 {
                let text = span.text.as_str();
                // Where the piece of a word this span holds starts.
                let mut piece: Option<usize> = None;
                for (i, c) in text.char_indices() {
                    if c == ' ' {
                        if let Some(at) = piece.take() {
                            push_piece(&mut words, &text[at..i], span);
                        }
                        in_word = false;
                        if started {
                            gap += 1;
                        }
                        continue;
                    }
                    if !in_word {
                        words.push(Word {
                            gap,
                            spans: Vec::with_capacity(1),
                            cells: 0,
                        });
                        gap = 0;
                        in_word = true;
                        started = true;
                    }
                    piece.get_or_insert(i);
                }
                if let Some(at) = piece {
                    push_piece(&mut words, &text[at..], span);
                }
            }
            words
        }

        fn push_piece(words: &mut [Word], piece: &str, span: &Span) {
            if let Some(w) = words.last_mut() {
                w.cells += printed(piece, span.style);
                w.spans.push(Span::new(piece.to_string(), span.style));
            }
        }
    }

    /// Lines of random words in random styles: spaces (runs of them, leading ones), clause
    /// ends, wide characters, escapes, no-break spaces, empty spans, words across spans.
    fn random_line(seed: u64) -> Line {
        let mut rng = crate::dice::source::RngSource::seeded(seed);
        let mut pick = |n: usize| rng.below(n as u64) as usize;
        const BITS: &[&str] = &[
            "a",
            "bb",
            "word",
            " ",
            " ",
            "  ",
            ";",
            ":",
            ",",
            "5✓",
            "城",
            "\u{1b}",
            "\u{a0}",
            "ab\u{202e}",
            "→3",
            "",
            "x",
            "longerwordhere",
            "\t",
        ];
        const STYLES: &[Style] = &[
            Style::Plain,
            Style::Strong,
            Style::Good,
            Style::Bad,
            Style::Dim,
            Style::Struck,
        ];
        let spans = 1 + pick(12);
        let mut line = Line::new();
        for _ in 0..spans {
            let mut text = String::new();
            for _ in 0..pick(30) {
                text.push_str(BITS[pick(BITS.len())]);
            }
            line = line.push(text, STYLES[pick(STYLES.len())]);
        }
        line
    }

    #[test]
    fn wrapping_gives_the_lines_it_gave_before() {
        let painted = |lines: &[Line], color: bool| -> String {
            let p = Painter {
                color,
                ..Painter::PLAIN
            };
            lines
                .iter()
                .map(|l| format!("{}\n", p.paint_all(&l.0).trim_end()))
                .collect()
        };
        let mut wrapped = 0;
        for seed in 0..4000 {
            let line = random_line(seed);
            let width = 20 + (seed as usize * 7) % 90;
            let hang = (seed % 3 == 0).then_some(seed as usize % 25);
            let old = before::wrap_hung(&line, width, hang);
            wrapped += usize::from(old.len() > 2);
            assert_eq!(
                wrap_hung(&line, width, hang),
                old,
                "{line:?} at {width}, {hang:?}"
            );
            let old = before::wrap_hung(&line, width, None);
            for color in [false, true] {
                let p = Painter {
                    color,
                    width,
                    ..Painter::PLAIN
                };
                let mut out = String::from("before\n");
                push_wrapped(&mut out, &line, p);
                assert_eq!(out, format!("before\n{}", painted(&old, color)), "{line:?}");
            }
        }
        // Most lines are wrapped, into three rows or more.
        assert!(wrapped > 2000, "only {wrapped} lines wrapped");
    }

    #[test]
    fn a_word_of_100000_characters_stands_whole_on_a_row_of_its_own() {
        let name = "x".repeat(100_000);
        let line = Line::new()
            .push("main objective (500) ·", Style::Plain)
            .text(" ")
            .push(&name, Style::Strong)
            .push(" · ", Style::Dim)
            .text("B: 500");
        let rows = wrap(&line, 80);
        assert_eq!(
            texts(&rows),
            ["main objective (500) ·", &format!("  {name}"), "  · B: 500"]
        );
        assert_eq!(rows, before::wrap_hung(&line, 80, None));
        let mut out = String::new();
        push_wrapped(&mut out, &line, Painter::PLAIN);
        assert_eq!(
            out,
            format!("main objective (500) ·\n  {name}\n  · B: 500\n")
        );
    }

    #[test]
    fn wide_characters_take_two_cells() {
        assert_eq!(cells("城"), 2);
        assert_eq!(cells("A♥"), 2);
    }
}

/// How text is drawn, decided once: whether to colour (from `--color`, the terminal,
/// `NO_COLOR` and `TERM`), and the screen it is laid out for ([`screen`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Painter {
    pub color: bool,
    /// Columns a line may take.
    pub width: usize,
    /// A person at a terminal reads it (`--chances` answers short).
    pub terminal: bool,
}

impl Painter {
    /// No colour, laid out as for a pipe (output thrown away, tests).
    pub(crate) const PLAIN: Painter = Painter {
        color: false,
        width: Screen::PIPE.width,
        terminal: false,
    };

    /// For this process's screen, coloured or not.
    pub(crate) fn on_screen(color: bool) -> Painter {
        let s = screen();
        Painter {
            color,
            width: s.width,
            terminal: s.terminal,
        }
    }

    /// Text of `style` as it is printed (its unsafe characters escaped, [`escape`], then
    /// coloured or marked by its style), written on the end of `out`.
    pub(crate) fn paint_str(&self, out: &mut String, text: &str, style: Style) {
        use std::fmt::Write;
        let t = &*escape(text);
        // Writing to a String cannot fail.
        let _ = match (self.color, style) {
            (false, Style::Struck) => {
                out.push_str("~~");
                out.push_str(t);
                out.push_str("~~");
                Ok(())
            }
            (false, _) | (true, Style::Plain) => {
                out.push_str(t);
                Ok(())
            }
            (true, Style::Strong) => write!(out, "{}", t.bold()),
            (true, Style::Good) => write!(out, "{}", t.green()),
            (true, Style::Bad) => write!(out, "{}", t.red()),
            (true, Style::Dim) => write!(out, "{}", t.dimmed()),
            (true, Style::Struck) => write!(out, "{}", t.dimmed().strikethrough()),
        };
    }

    #[cfg(test)]
    pub(crate) fn paint_all(&self, spans: &[Span]) -> String {
        let mut out = String::new();
        for s in spans {
            self.paint_str(&mut out, &s.text, s.style);
        }
        out
    }

    /// The text of a table cell for a run of spans, as [`Painter::cell`] holds it (colour is
    /// the cell's style, not in its text).
    pub(crate) fn cell_text(&self, spans: &[Span]) -> String {
        spans
            .iter()
            .map(|s| {
                let t = escape(&s.text);
                match (s.style, self.color) {
                    (Style::Struck, false) => format!("~~{t}~~"),
                    _ => t.into_owned(),
                }
            })
            .collect()
    }

    /// A comfy-table cell for a run of spans (styled by the first span's style).
    pub(crate) fn cell(&self, spans: &[Span]) -> Cell {
        let mut cell = Cell::new(self.cell_text(spans));
        if self.color {
            match spans.first().map(|s| s.style) {
                Some(Style::Strong) => cell = cell.add_attribute(Attribute::Bold),
                Some(Style::Good) => cell = cell.fg(Color::Green),
                Some(Style::Bad) => cell = cell.fg(Color::Red),
                Some(Style::Dim) => cell = cell.add_attribute(Attribute::Dim),
                Some(Style::Struck) => {
                    cell = cell.add_attributes(vec![Attribute::Dim, Attribute::CrossedOut])
                }
                _ => {}
            }
        }
        cell
    }

    /// The prefix of an error line on stderr.
    pub(crate) fn error_prefix(&self) -> String {
        if self.color {
            "error:".red().bold().to_string()
        } else {
            "error:".to_string()
        }
    }
}

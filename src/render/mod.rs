//! Turning a [`Report`](crate::report::Report) into output: human text (`text`), JSON
//! (`json`), the exact-chances tables both share (`chances`), and what `--goal` and a range
//! add to them (`goal`). Colour and the screen (its width, and whether it is a terminal:
//! `screen`) are decided once, in [`Painter`], and every renderer asks it.

pub(crate) mod chances;
pub(crate) mod goal;
pub(crate) mod json;
pub(crate) mod screen;
pub(crate) mod text;

use comfy_table::{Attribute, Cell, Color};
use owo_colors::OwoColorize;

use crate::dice::source::DieRecord;
use crate::report::{Span, Style};

/// How text is drawn, decided once: whether to colour (from `--color`, the terminal,
/// `NO_COLOR` and `TERM`), and the screen it is laid out for ([`screen::screen`]).
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
        width: screen::Screen::PIPE.width,
        terminal: false,
    };

    /// For this process's screen, coloured or not.
    pub(crate) fn on_screen(color: bool) -> Painter {
        let s = screen::screen();
        Painter {
            color,
            width: s.width,
            terminal: s.terminal,
        }
    }

    /// A span as it is printed: its unsafe characters escaped ([`screen::escape`]), then styled.
    pub(crate) fn paint(&self, span: &Span) -> String {
        let t = &*screen::escape(&span.text);
        if !self.color {
            return match span.style {
                Style::Struck => format!("~~{t}~~"),
                _ => t.to_string(),
            };
        }
        match span.style {
            Style::Plain => t.to_string(),
            Style::Strong => t.bold().to_string(),
            Style::Good => t.green().to_string(),
            Style::Bad => t.red().to_string(),
            Style::Dim => t.dimmed().to_string(),
            Style::Struck => t.dimmed().strikethrough().to_string(),
        }
    }

    pub(crate) fn paint_all(&self, spans: &[Span]) -> String {
        spans.iter().map(|s| self.paint(s)).collect()
    }

    /// A comfy-table cell for a run of spans (styled by the first span's style).
    pub(crate) fn cell(&self, spans: &[Span]) -> Cell {
        let text: String = spans
            .iter()
            .map(|s| {
                let t = screen::escape(&s.text);
                match (s.style, self.color) {
                    (Style::Struck, false) => format!("~~{t}~~"),
                    _ => t.into_owned(),
                }
            })
            .collect();
        let mut cell = Cell::new(text);
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

/// One die as shown in a line of dice: its face (word or number), `!` when it exploded, a
/// tick when it met its test; struck through when it does not count.
pub(crate) fn die_span(d: &DieRecord) -> Span {
    let mut text = d.face();
    if let Some(c) = d.counts_as.filter(|c| *c != d.value) {
        text = format!("{text}→{c}");
    }
    if d.exploded {
        text.push('!');
    }
    let style = if d.dropped || d.rerolled {
        Style::Struck
    } else if d.success == Some(true) {
        text.push('✓');
        Style::Good
    } else if d.bad {
        Style::Bad
    } else {
        Style::Plain
    };
    Span::new(text, style)
}

/// Dice separated by spaces.
pub(crate) fn dice_spans<'a>(dice: impl IntoIterator<Item = &'a DieRecord>) -> Vec<Span> {
    let mut out = Vec::new();
    for (i, d) in dice.into_iter().enumerate() {
        if i > 0 {
            out.push(Span::plain(" "));
        }
        out.push(die_span(d));
    }
    out
}

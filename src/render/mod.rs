//! Turning a [`Report`](crate::report::Report) into output: human text (`text`), JSON
//! (`json`), the exact-chances tables both share (`chances`), and what `--goal` and a range
//! add to them (`goal`). Colour is decided once, in [`Painter`], and every renderer asks it.

pub(crate) mod chances;
pub(crate) mod goal;
pub(crate) mod json;
pub(crate) mod text;

use comfy_table::{Attribute, Cell, Color};
use owo_colors::OwoColorize;

use crate::dice::source::DieRecord;
use crate::report::{Span, Style};

/// Whether to colour, decided once from `--color`, the terminal, `NO_COLOR` and `TERM`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Painter {
    pub color: bool,
}

impl Painter {
    pub(crate) fn paint(&self, span: &Span) -> String {
        let t = &span.text;
        if !self.color {
            return match span.style {
                Style::Struck => format!("~~{t}~~"),
                _ => t.clone(),
            };
        }
        match span.style {
            Style::Plain => t.clone(),
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
            .map(|s| match (s.style, self.color) {
                (Style::Struck, false) => format!("~~{}~~", s.text),
                _ => s.text.clone(),
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

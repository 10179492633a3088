//! What a command produced, before it is rendered. Procedures fill a [`Report`] with plain
//! data (styled spans, tables, the JSON result); `render::text` and `render::json` turn it into
//! output, so colour and format decisions live in one place.

use serde_json::Value as Json;

use crate::chance::Prob;
use crate::dice::source::DieRecord;
use crate::engine::Value;
use crate::pools::Drawn;

/// The version of the JSON objects spw prints: each starts with `"version"`, and
/// `schema/spw.schema.json` (`spw schema`) describes this version. It changes only when a
/// field's name or meaning does (ARCHITECTURE.md, "The JSON contract").
pub(crate) const JSON_VERSION: u64 = 2;

/// How a span of human text is shown. With colour off, only `Struck` changes the text
/// (it is wrapped in `~~`), so plain output stays unambiguous.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Style {
    Plain,
    /// The result a referee reads out.
    Strong,
    /// A success: a hit, a passed test.
    Good,
    /// A failure that matters: a casualty, a failed test, a jam.
    Bad,
    /// Secondary detail: rule sections, notes.
    Dim,
    /// A die that does not count (dropped, rerolled away).
    Struck,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Span {
    pub text: String,
    pub style: Style,
}

impl Span {
    pub(crate) fn new(text: impl Into<String>, style: Style) -> Span {
        Span {
            text: text.into(),
            style,
        }
    }

    pub(crate) fn plain(text: impl Into<String>) -> Span {
        Span::new(text, Style::Plain)
    }
}

/// One line of human output.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Line(pub Vec<Span>);

impl Line {
    pub(crate) fn new() -> Line {
        Line(Vec::new())
    }

    pub(crate) fn plain(text: impl Into<String>) -> Line {
        Line(vec![Span::plain(text)])
    }

    pub(crate) fn push(mut self, text: impl Into<String>, style: Style) -> Line {
        self.0.push(Span::new(text, style));
        self
    }

    pub(crate) fn text(self, text: impl Into<String>) -> Line {
        self.push(text, Style::Plain)
    }

    pub(crate) fn spans(mut self, spans: impl IntoIterator<Item = Span>) -> Line {
        self.0.extend(spans);
        self
    }

    /// The line without styling (for tests).
    #[cfg(test)]
    pub(crate) fn plain_text(&self) -> String {
        self.0.iter().map(|s| s.text.as_str()).collect()
    }
}

impl From<&str> for Line {
    fn from(s: &str) -> Line {
        Line::plain(s)
    }
}

impl From<String> for Line {
    fn from(s: String) -> Line {
        Line::plain(s)
    }
}

/// A piece of the human output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Block {
    Line(Line),
    /// A table drawn with comfy-table.
    Table {
        header: Vec<String>,
        rows: Vec<Vec<Span>>,
    },
    /// Preformatted lines (a template grid, a map) printed as they are.
    Pre(Vec<Line>),
}

/// A whole command's output.
#[derive(Debug)]
pub(crate) struct Report {
    /// The rule set's id, or `None` for generic commands (`roll`, `draw`).
    pub rules: Option<&'static str>,
    pub procedure: String,
    /// The rule section it implements (`"3.1"`).
    pub section: Option<String>,
    /// The heading of the human output.
    pub title: String,
    /// The command's input as JSON (its options after defaults).
    pub input: Json,
    pub body: Body,
    /// One sentence a referee reads out.
    pub summary: String,
    /// What the result does to the units of a game's roster (not part of the JSON: the game
    /// applies it and records its own notes).
    pub effects: Vec<crate::effects::Effect>,
    /// Numbers made up for spw were used (an example chart, not a game's own): JSON
    /// `"example": true`, and the summary says which.
    pub example: bool,
    /// The result line shown in its place when it says more than `summary` can (a roll's
    /// dice and total on one line); `None`: the summary, in bold.
    pub result_line: Option<Line>,
}

#[derive(Debug)]
pub(crate) enum Body {
    /// Dice were thrown (and items drawn from pools).
    Rolled {
        dice: Vec<DieRecord>,
        /// Cards, chits or tiles drawn, in order (JSON `drawn`, beside `dice`, when any).
        drawn: Vec<Drawn>,
        result: Json,
        blocks: Vec<Block>,
    },
    /// `--chances`: the exact distribution of each quantity.
    /// `notes` come first; the tables are drawn from `quantities` only when text is asked for.
    Chances {
        quantities: Vec<Marginal>,
        notes: Vec<Block>,
        /// `--goal`: its exact chance, shown first (JSON `goal`).
        goal: Option<GoalChance>,
    },
    /// `--chances` over a range of one option (`--shots 1..6`): each value's answer.
    PerValue(Box<PerValue>),
    /// No dice: a listing (`rules`, `tables`).
    Listing { result: Json, blocks: Vec<Block> },
}

/// The exact distribution of one quantity (`hits`, `total`), outcomes in ascending order.
#[derive(Clone, Debug)]
pub(crate) struct Marginal {
    pub name: String,
    pub outcomes: Vec<(Value, Prob)>,
    /// Each outcome's percent, worked out once from the exact fraction (for display); set
    /// only by [`Marginal::new`], so it always lines up with `outcomes`.
    percents: Vec<f64>,
}

impl Marginal {
    /// Each outcome's percent, in the order of `outcomes`.
    pub(crate) fn percents(&self) -> &[f64] {
        &self.percents
    }

    pub(crate) fn new(name: impl Into<String>, outcomes: Vec<(Value, Prob)>) -> Marginal {
        let percents = outcomes.iter().map(|(_, p)| p.percent()).collect();
        Marginal {
            name: name.into(),
            outcomes,
            percents,
        }
    }
}

/// `--goal EXPR` and its exact chance.
#[derive(Clone, Debug)]
pub(crate) struct GoalChance {
    /// The goal as typed.
    pub goal: String,
    pub p: Prob,
    /// Words it compares that the procedure is not known to give here (answered as never met).
    pub notes: Vec<String>,
}

/// `--chances` with a range (`--shots 1..6`): the answer for each value of the option, and
/// with `--goal` and `--at-least` the value picked (README, "What do I need?").
#[derive(Debug)]
pub(crate) struct PerValue {
    /// The option as typed without its dashes (`shots`), and its range as typed (`1..6`).
    pub option: String,
    pub range: String,
    /// Lines shown above the table (how the rule reads at the range's ends, words of the goal
    /// the procedure is not known to give).
    pub notes: Vec<Block>,
    pub rows: Vec<ValueRow>,
    /// `--goal` as typed.
    pub goal: Option<String>,
    /// `--at-least` as typed, and what it picked.
    pub pick: Option<Pick>,
}

/// One value of the range and its exact chances.
#[derive(Debug)]
pub(crate) struct ValueRow {
    pub value: i64,
    pub quantities: Vec<Marginal>,
    /// The goal's exact chance at this value.
    pub goal: Option<Prob>,
}

/// What `--at-least` picked from a range.
#[derive(Debug)]
pub(crate) struct Pick {
    /// As typed (`80%`).
    pub at_least: String,
    /// Whether a larger value makes the goal likelier (the least value reaching it is picked),
    /// or less likely (the most).
    pub larger_helps: bool,
    /// The row picked; `None` when no value reaches it.
    pub row: Option<usize>,
    /// The row with the best chance (the first of equals in the order picked from).
    pub best: usize,
}

/// `s` as a JSON string, as serde writes it, on the end of `out`. Most strings (a die's name,
/// its purpose) need no escape: they are copied between quotes without serde's look at each
/// byte.
pub(crate) fn write_json_str(out: &mut Vec<u8>, s: &str) {
    // serde escapes only `"`, `\` and the bytes below a space.
    if s.bytes().all(|b| b >= b' ' && b != b'"' && b != b'\\') {
        out.reserve(s.len() + 2);
        out.push(b'"');
        out.extend_from_slice(s.as_bytes());
        out.push(b'"');
    } else {
        // Writing a string to a Vec cannot fail.
        let _ = serde_json::to_writer(&mut *out, s);
    }
}

/// The dice as JSON, byte for byte what serde's derived `Serialize` of [`DieRecord`] writes
/// for a list of them (a unit test holds the two together), written on the end of `out`. A
/// batch line of 100 dice escaped the same die name and the same purpose 100 times each; here
/// each is escaped once for a run of dice that share it.
pub(crate) fn write_dice<'a>(out: &mut Vec<u8>, dice: impl IntoIterator<Item = &'a DieRecord>) {
    /// A string as a JSON string, kept while the next die's is the same.
    #[derive(Default)]
    struct Escaped<'a> {
        of: Option<&'a str>,
        json: Vec<u8>,
    }
    impl<'a> Escaped<'a> {
        fn get(&mut self, s: &'a str) -> &[u8] {
            // The same string (one `Arc` shared by a term's dice) is known without comparing.
            if !self.of.is_some_and(|o| std::ptr::eq(o, s) || o == s) {
                self.json.clear();
                write_json_str(&mut self.json, s);
                self.of = Some(s);
            }
            &self.json
        }
    }
    let flag = |out: &mut Vec<u8>, key: &[u8], on: bool| {
        if on {
            out.extend_from_slice(key);
            out.extend_from_slice(b":true");
        }
    };
    let (mut die, mut what, mut label) =
        (Escaped::default(), Escaped::default(), Escaped::default());
    out.push(b'[');
    for (i, d) in dice.into_iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.extend_from_slice(b"{\"die\":");
        out.extend_from_slice(die.get(&d.die));
        out.extend_from_slice(b",\"value\":");
        out.extend_from_slice(itoa::Buffer::new().format(d.value).as_bytes());
        if let Some(l) = &d.label {
            out.extend_from_slice(b",\"label\":");
            out.extend_from_slice(label.get(l));
        }
        out.extend_from_slice(b",\"for\":");
        out.extend_from_slice(what.get(&d.what));
        flag(out, b",\"dropped\"", d.dropped);
        flag(out, b",\"rerolled\"", d.rerolled);
        flag(out, b",\"exploded\"", d.exploded);
        if let Some(s) = d.success {
            out.extend_from_slice(if s {
                b",\"success\":true"
            } else {
                b",\"success\":false"
            });
        }
        if let Some(c) = d.counts_as {
            out.extend_from_slice(b",\"counts_as\":");
            out.extend_from_slice(itoa::Buffer::new().format(c).as_bytes());
        }
        out.push(b'}');
    }
    out.push(b']');
}

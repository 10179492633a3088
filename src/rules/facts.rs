//! What each procedure states about itself, typed ([`Facts`]): whether `--chances` applies and
//! the quantities it tabulates, whether a whole-number option takes a range, the dice `--dice`
//! reads in order, and the fields of its JSON `result`. `--help` and the man page print their
//! paragraphs from these ([`paragraphs`]), `spw rules PROCEDURE` reports them ([`to_json`]),
//! the JSON schema (`spw schema`) is made from them, and the tests read them there; so the
//! words, the JSON and the checks cannot drift apart.

use serde_json::{Value as Json, json};

/// One procedure's facts.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Facts {
    /// What `--chances` tabulates, or why it does not apply.
    pub chances: Chances,
    /// Said after the list of quantities in `--help` (how they are worked out), or "". It
    /// starts as it joins the list: `", worked from ..."`, `". Exactly, ..."`.
    pub note: &'static str,
    /// Whether a whole-number option takes a range under `--chances`.
    pub ranges: Ranges,
    /// What `--dice` (and `--cards`) read, in order, or why nothing is thrown.
    pub dice: Throws,
    /// The fields of the rolled JSON `result` besides the quantities.
    pub result: &'static [Field],
}

/// `--chances`: the quantities, or why it does not apply.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Chances {
    /// The quantities it tabulates: the keys of the JSON `chances` (and of the rolled `result`),
    /// the names a `--goal` reads.
    Of(&'static [Field]),
    /// It does not take `--chances`, and why ("it lists a table and rolls nothing").
    No(&'static str),
}

/// Ranges (`--shots 1..12`) under `--chances`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ranges {
    /// Every whole-number option takes one (`spw rules PROCEDURE` lists them).
    Options,
    /// None can, and why ("its options are kinds and switches").
    No(&'static str),
}

/// What `--dice` and `--cards` read, in the order the rules throw and draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Throws {
    /// Dice, in this order (in words).
    Dice(&'static str),
    /// Dice and cards, in this order.
    DiceAndCards(&'static str),
    /// Cards (chits, tiles) only, typed with `--cards` in this order; no dice.
    Cards(&'static str),
    /// Nothing is thrown or drawn, and why.
    Nothing(&'static str),
}

/// A named value of the JSON: a quantity, or another field of `result`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Field {
    /// Its key. A name ending in `_N` stands for a numbered family (`square_N`: `square_1`,
    /// `square_2`, ...).
    pub name: &'static str,
    pub of: Of,
    /// What it means, as `--help` says it in brackets after the name ("inches, 0 when
    /// dispersed"); "" says only what [`Of`] says (`true/false`, the words).
    pub about: &'static str,
}

/// What a field holds.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Of {
    /// A whole number.
    Number,
    /// `true` or `false`.
    YesNo,
    /// One of these words.
    Words(&'static [&'static str]),
    /// A word or name the input or data gives (a side's name, a CRT cell).
    Text,
    /// A list.
    List,
    /// An object.
    Object,
    /// `null`.
    Null,
    /// Any one of these.
    Either(&'static [Of]),
}

/// A field: `field("passed", Of::YesNo, "")`.
pub(crate) const fn field(name: &'static str, of: Of, about: &'static str) -> Field {
    Field { name, of, about }
}

impl Facts {
    /// A procedure's facts: its `--chances` and dice; ranges on every whole-number option, no
    /// note, no fields beyond the quantities (see the other methods).
    pub(crate) const fn new(chances: Chances, dice: Throws) -> Facts {
        Facts {
            chances,
            note: "",
            ranges: Ranges::Options,
            dice,
            result: &[],
        }
    }

    /// No option takes a range, and why.
    pub(crate) const fn no_range(mut self, why: &'static str) -> Facts {
        self.ranges = Ranges::No(why);
        self
    }

    /// The fields of `result` besides the quantities.
    pub(crate) const fn result(mut self, fields: &'static [Field]) -> Facts {
        self.result = fields;
        self
    }

    /// Said after the list of quantities.
    pub(crate) const fn note(mut self, note: &'static str) -> Facts {
        self.note = note;
        self
    }

    /// The quantities (none when `--chances` does not apply).
    pub(crate) fn quantities(&self) -> &'static [Field] {
        match self.chances {
            Chances::Of(q) => q,
            Chances::No(_) => &[],
        }
    }
}

impl Of {
    /// In words, for `--help`: "true/false", "a, b or c"; "" when the kind says nothing a
    /// reader needs (a number).
    fn words(&self) -> String {
        match self {
            Of::YesNo => "true/false".into(),
            Of::Words(w) => w.join(", "),
            _ => String::new(),
        }
    }

    /// Its name in `spw rules PROCEDURE`'s JSON.
    fn name(&self) -> &'static str {
        match self {
            Of::Number => "number",
            Of::YesNo => "yes/no",
            Of::Words(_) => "words",
            Of::Text => "text",
            Of::List => "list",
            Of::Object => "object",
            Of::Null => "null",
            Of::Either(_) => "one of",
        }
    }

    /// As JSON Schema.
    pub(crate) fn schema(&self) -> Json {
        match self {
            Of::Number => json!({"type": "integer"}),
            Of::YesNo => json!({"type": "boolean"}),
            Of::Words(w) => json!({"type": "string", "enum": w}),
            Of::Text => json!({"type": "string"}),
            Of::List => json!({"type": "array"}),
            Of::Object => json!({"type": "object"}),
            Of::Null => json!({"type": "null"}),
            Of::Either(all) => json!({"anyOf": all.iter().map(Of::schema).collect::<Vec<_>>()}),
        }
    }

    fn to_json(self) -> Json {
        let mut v = json!({"kind": self.name()});
        match self {
            Of::Words(w) => v["words"] = json!(w),
            Of::Either(all) => v["of"] = all.iter().map(|o| o.to_json()).collect(),
            _ => {}
        }
        v
    }
}

impl Field {
    /// As `--help` lists it: `passed (true/false)`, `hits`.
    fn listed(&self) -> String {
        let about = match self.about {
            "" => self.of.words(),
            a => a.to_string(),
        };
        if about.is_empty() {
            self.name.to_string()
        } else {
            format!("{} ({about})", self.name)
        }
    }

    /// Its meaning in words, for the schema's description: what `--help` says, else its kind.
    pub(crate) fn meaning(&self) -> String {
        match self.about {
            "" => match self.of.words() {
                w if w.is_empty() => self.of.name().to_string(),
                w => w,
            },
            a => a.to_string(),
        }
    }

    /// The JSON Schema pattern of a numbered family (`square_N`), or `None` for one name.
    pub(crate) fn family(&self) -> Option<String> {
        self.name
            .strip_suffix("_N")
            .map(|stem| format!("^{stem}_[0-9]+$"))
    }

    /// `{"name": ..., "kind": ..., "about": ...}` (and `words` or `of` as its kind has them).
    fn to_json(self) -> Json {
        let mut v = json!({"name": self.name});
        if let (Some(o), Json::Object(kind)) = (v.as_object_mut(), self.of.to_json()) {
            o.extend(kind);
            o.insert("about".into(), json!(self.meaning()));
        }
        v
    }
}

/// Items joined as `--help` lists them: by `; ` when any has a comma of its own, else `, `.
fn listing(fields: &[Field]) -> String {
    let items: Vec<String> = fields.iter().map(Field::listed).collect();
    let sep = if items.iter().any(|i| i.contains([',', ';'])) {
        "; "
    } else {
        ", "
    };
    items.join(sep)
}

/// The paragraphs `--help` prints from the facts, after the rule and before the examples.
pub(crate) fn paragraphs(f: &Facts) -> Vec<String> {
    let mut out = Vec::new();
    match f.chances {
        Chances::Of(q) => {
            let word = if q.len() == 1 {
                "quantity"
            } else {
                "quantities"
            };
            out.push(format!("--chances {word}: {}{}.", listing(q), f.note));
        }
        Chances::No(why) => out.push(format!("--chances does not apply: {why}.")),
    }
    out.push(match f.dice {
        Throws::Dice(order) => format!("With --dice: {order}"),
        Throws::DiceAndCards(order) => format!("With --dice and --cards: {order}"),
        Throws::Cards(order) => format!("With --cards (no dice are rolled): {order}"),
        Throws::Nothing(why) => format!("No dice are rolled: {why}"),
    });
    if !f.result.is_empty() {
        let mut names: Vec<&str> = Vec::new();
        if !f.quantities().is_empty() {
            names.push("the quantities");
        }
        names.extend(f.result.iter().map(|r| r.name));
        out.push(format!("Result (--json): {}.", names.join(", ")));
    }
    out
}

/// A procedure's `after_help` with its facts' paragraphs put in before its examples.
pub(crate) fn help(after_help: &str, facts: &Facts) -> String {
    let (rule, examples) = match after_help.find("\n\nExample") {
        Some(i) => after_help.split_at(i),
        None => (after_help, ""),
    };
    let mut s = rule.to_string();
    for p in paragraphs(facts) {
        if !s.is_empty() {
            s.push_str("\n\n");
        }
        s.push_str(&p);
    }
    s.push_str(examples);
    s
}

/// The facts as `spw rules PROCEDURE` reports them in JSON; `ranges` are the options that take
/// one (from the command itself).
pub(crate) fn to_json(f: &Facts, ranges: &[String]) -> Json {
    let fields = |list: &[Field]| list.iter().map(|x| x.to_json()).collect::<Vec<_>>();
    let chances = match f.chances {
        Chances::Of(q) => json!({"applies": true, "quantities": fields(q)}),
        Chances::No(why) => json!({"applies": false, "why": why}),
    };
    let range = match f.ranges {
        Ranges::Options => json!({"options": ranges}),
        Ranges::No(why) => json!({"options": ranges, "why": why}),
    };
    let dice = match f.dice {
        Throws::Dice(o) => json!({"throws": "dice", "order": o}),
        Throws::DiceAndCards(o) => json!({"throws": "dice and cards", "order": o}),
        Throws::Cards(o) => json!({"throws": "cards", "order": o}),
        Throws::Nothing(why) => json!({"throws": "nothing", "why": why}),
    };
    json!({"chances": chances, "ranges": range, "dice": dice, "result": fields(f.result)})
}

#[cfg(test)]
mod tests {
    use super::*;

    const MORALE: Facts = Facts::new(
        Chances::Of(&[
            field("passed", Of::YesNo, ""),
            field("distance", Of::Number, "inches, 0 when passed"),
        ]),
        Throws::Dice("the two d6."),
    )
    .result(&[field("roll", Of::Number, "the dice total")]);

    #[test]
    fn help_puts_the_facts_before_the_examples() {
        let h = help("The rule.\n\nExamples:\n  spw morale -m 7", &MORALE);
        assert_eq!(
            h,
            "The rule.\n\n--chances quantities: passed (true/false); distance (inches, 0 when \
             passed).\n\nWith --dice: the two d6.\n\nResult (--json): the quantities, roll.\n\n\
             Examples:\n  spw morale -m 7"
        );
        let none = Facts::new(Chances::No("it lists a table"), Throws::Nothing("a table."));
        assert_eq!(
            paragraphs(&none),
            [
                "--chances does not apply: it lists a table.",
                "No dice are rolled: a table."
            ]
        );
    }

    #[test]
    fn a_family_is_a_pattern() {
        assert_eq!(
            field("square_N", Of::Number, "").family().as_deref(),
            Some("^square_[0-9]+$")
        );
        assert_eq!(field("lost", Of::Number, "").family(), None);
    }
}

//! A rule set's units as its rules see them (`RuleSet::units`): the fields a unit has in a
//! game's roster — ratings, counts and states — each with its type, range and rule; the states
//! the rules derive from others; and what the rules do at a phase's end. The game checks a
//! roster against it when a game starts, `set` checks what it sets, and after every change the
//! derived states are derived (JOURNAL.md, "States").

use serde_json::Value as Json;

use crate::data::Data;
use crate::error::Result;

/// The units of one rule set.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Model {
    /// Every field a unit may have, besides its name and side.
    pub fields: &'static [FieldDef],
    /// States the rules derive from other fields, set after every change.
    pub derived: &'static [Derived],
    /// Counts whose losses wait for the end of the phase (the count, the field holding what is
    /// lost but not yet removed, the rule).
    pub deferred: &'static [Deferred],
    /// What one field allows of another (only infantry may be poor): the field at fault and
    /// what is wrong, checked by the roster loader and by `set` alike.
    pub unit_check: Option<UnitCheck>,
}

/// A check of a unit's fields together, with the rule set's data where it has any.
pub(crate) type UnitCheck = fn(
    &serde_json::Map<String, Json>,
    Option<&Data>,
) -> std::result::Result<(), (&'static str, String)>;

/// One field of a unit.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FieldDef {
    pub name: &'static str,
    pub kind: FieldKind,
    /// What it is, in a few words.
    pub about: &'static str,
    /// The rule it comes from.
    pub section: &'static str,
}

/// What a field holds.
#[derive(Clone, Copy, Debug)]
pub(crate) enum FieldKind {
    /// A whole number from `min` to `max`.
    Number { min: i64, max: i64 },
    /// One of these words.
    Word(&'static [&'static str]),
    /// One of the words the rule set's data gives (a data table's names, a house rule's too).
    Named(fn(&Data) -> Result<Vec<String>>),
    /// A strength: a whole number or a fraction (`5`, `2.5`, `5/2`).
    Strength,
    /// Any word (a note for the referee).
    Text,
    /// A state: true or false, set and cleared as the words say.
    State {
        set_by: &'static str,
        cleared_by: &'static str,
    },
    /// What the players are not shown on the table's live view: `true` (the whole unit), or
    /// a list of its fields.
    Hidden,
}

/// A state the rules derive from others.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Derived {
    /// `state` is set once `count` is more than half of `of` (TSATF: over half a unit's men
    /// pinned pins the unit).
    OverHalf {
        state: &'static str,
        count: &'static str,
        of: &'static str,
        section: &'static str,
    },
}

/// Losses of a count that wait for the end of the phase.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Deferred {
    /// The count lost (`figures`).
    pub count: &'static str,
    /// The field holding what is lost and not yet removed (`casualties`).
    pub pending: &'static str,
    pub section: &'static str,
}

/// The fields every rule set's units may have.
pub(crate) const COMMON: &[FieldDef] = &[
    FieldDef {
        name: "note",
        kind: FieldKind::Text,
        about: "a note for the referee",
        section: "spw",
    },
    FieldDef {
        name: "hidden",
        kind: FieldKind::Hidden,
        about: "what the players are not shown on the live view: true, or a list of fields",
        section: "spw",
    },
    FieldDef {
        name: "destroyed",
        kind: FieldKind::State {
            set_by: "a result that destroys the unit, or its last figure, step or gun lost",
            cleared_by: "`set UNIT destroyed=false` or `restore UNIT` (a mistake put right)",
        },
        about: "out of the game",
        section: "spw",
    },
];

impl Model {
    /// A rule set whose units have no fields of their own.
    pub(crate) const NONE: Model = Model {
        fields: &[],
        derived: &[],
        deferred: &[],
        unit_check: None,
    };

    /// The field called `name`, its own or one every rule set has.
    pub(crate) fn field(&self, name: &str) -> Option<&'static FieldDef> {
        self.fields.iter().chain(COMMON).find(|f| f.name == name)
    }

    /// Every field, its own first.
    pub(crate) fn all(&self) -> impl Iterator<Item = &'static FieldDef> + '_ {
        self.fields.iter().chain(COMMON)
    }

    /// The states among its fields.
    pub(crate) fn states(&self) -> impl Iterator<Item = &'static FieldDef> + '_ {
        self.all()
            .filter(|f| matches!(f.kind, FieldKind::State { .. }))
    }
}

impl FieldDef {
    /// Checks `value` for this field: the message says what is wrong and what it takes.
    pub(crate) fn check(
        &self,
        value: &Json,
        data: Option<&Data>,
    ) -> std::result::Result<(), String> {
        let takes = self.takes(data);
        let bad = || Err(format!("{} takes {takes}", self.name));
        match (&self.kind, value) {
            (FieldKind::Number { min, max }, Json::Number(n)) => match n.as_i64() {
                Some(v) if (*min..=*max).contains(&v) => Ok(()),
                _ => bad(),
            },
            (FieldKind::Word(words), Json::String(s)) if words.contains(&s.as_str()) => Ok(()),
            (FieldKind::Named(f), Json::String(s)) => match data.map(f) {
                Some(Ok(names)) if names.iter().any(|n| n == s) => Ok(()),
                // Without the data (a header read alone), any word passes here.
                None => Ok(()),
                _ => bad(),
            },
            (FieldKind::Strength, Json::Number(n))
                if n.as_i64().is_some_and(|v| (0..=1_000_000).contains(&v)) =>
            {
                Ok(())
            }
            (FieldKind::Strength, Json::String(s)) if strength(s) => Ok(()),
            (FieldKind::Text, Json::String(s)) if s.chars().count() <= 200 => Ok(()),
            (FieldKind::State { .. }, Json::Bool(_)) => Ok(()),
            (FieldKind::Hidden, Json::Bool(_)) => Ok(()),
            (FieldKind::Hidden, Json::Array(items)) if items.iter().all(Json::is_string) => Ok(()),
            _ => bad(),
        }
    }

    /// What it takes, in words.
    pub(crate) fn takes(&self, data: Option<&Data>) -> String {
        match &self.kind {
            FieldKind::Number { min, max } => format!("a whole number from {min} to {max}"),
            FieldKind::Word(words) => format!("one of {}", words.join(", ")),
            FieldKind::Named(f) => match data.map(f) {
                Some(Ok(names)) => format!("one of {}", names.join(", ")),
                _ => "a name from the rule set's data".into(),
            },
            FieldKind::Strength => "a strength: a whole number or a fraction (5, 2.5, 5/2)".into(),
            FieldKind::Text => "a word or a short note (200 characters at most)".into(),
            FieldKind::State { .. } => "true or false".into(),
            FieldKind::Hidden => "true, or a list of the unit's fields".into(),
        }
    }
}

/// A strength as the Series writes it: a whole number, a decimal, or a fraction.
fn strength(s: &str) -> bool {
    let s = s.trim();
    let number = |t: &str| !t.is_empty() && t.len() <= 9 && t.bytes().all(|b| b.is_ascii_digit());
    match s.split_once(['.', '/']) {
        Some((a, b)) => number(a) && number(b),
        None => number(s),
    }
}

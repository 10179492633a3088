//! The units on the table: a roster TOML read once into the game's header, then kept by the
//! game. What a result does to them is declared by each procedure (`rules::effects`): this
//! module applies those changes, one note per change, and knows no rule set. Which fields fill
//! which options is in `fill.rs`; the referee's own corrections (`set`, `unset`, ...) are here.

use std::collections::HashSet;
use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value as Json};

use crate::data::{Data, MAX_NUMBER};
use crate::error::{Error, Result};
use crate::rules::effects::{Change, Effect, Role};
use crate::rules::model::Model;

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
pub(crate) struct Unit {
    pub name: String,
    pub side: String,
    /// Every other field: the unit's ratings, named as the procedures' options are.
    #[serde(flatten)]
    pub fields: Map<String, Json>,
}

impl Unit {
    /// Whether a state (`destroyed`, `pinned`) is set on the unit.
    pub(crate) fn is(&self, state: &str) -> bool {
        self.fields.get(state) == Some(&Json::Bool(true))
    }

    pub(crate) fn count(&self, field: &str) -> Option<i64> {
        self.fields.get(field).and_then(Json::as_i64)
    }

    fn field_names(&self) -> String {
        if self.fields.is_empty() {
            return "none besides name and side".into();
        }
        self.fields.keys().cloned().collect::<Vec<_>>().join(", ")
    }

    /// One change, noted.
    fn change(&mut self, c: &Change, notes: &mut Vec<String>) {
        match c {
            Change::Lose(field, n) => {
                let Some(was) = self.count(field) else {
                    notes.push(format!(
                        "{}: no {field} in the roster, so {n} lost are not kept (`set {} {field}=N` to keep them)",
                        self.name,
                        quoted(&self.name)
                    ));
                    return;
                };
                let left = (was - i64::try_from(*n).unwrap_or(i64::MAX)).max(0);
                if left != was {
                    self.fields.insert((*field).into(), Json::from(left));
                    notes.push(format!("{}: {field} {was} → {left}", self.name));
                }
            }
            Change::Gain(field, n) => {
                let was = self.count(field).unwrap_or(0);
                if *n > 0 {
                    let now = was.saturating_add(i64::try_from(*n).unwrap_or(i64::MAX));
                    self.fields.insert((*field).into(), Json::from(now));
                    notes.push(format!("{}: {field} {was} → {now}", self.name));
                }
            }
            // A unit destroyed takes no new state.
            Change::Mark(state) => {
                if !self.is(state) && !self.is("destroyed") {
                    self.fields.insert((*state).into(), Json::Bool(true));
                    notes.push(format!("{}: {state}", self.name));
                }
            }
            Change::Clear(state) => {
                if self.is(state) {
                    self.fields.insert((*state).into(), Json::Bool(false));
                    notes.push(format!("{}: no longer {state}", self.name));
                }
            }
            Change::Reset(field) => {
                if let Some(was) = self.count(field).filter(|n| *n > 0) {
                    self.fields.insert((*field).into(), Json::from(0));
                    notes.push(format!("{}: {field} {was} → 0", self.name));
                }
            }
            Change::Destroy(zero) => {
                if self.is("destroyed") {
                    return;
                }
                for f in *zero {
                    if let Some(was) = self.count(f).filter(|w| *w > 0) {
                        self.fields.insert((*f).into(), Json::from(0));
                        notes.push(format!("{}: {f} {was} → 0", self.name));
                    }
                }
                self.fields.insert("destroyed".into(), Json::Bool(true));
                notes.push(format!("{}: destroyed", self.name));
            }
            Change::DestroyWhenNone(counts) => {
                let have: Vec<i64> = counts.iter().filter_map(|f| self.count(f)).collect();
                if !have.is_empty() && have.iter().all(|n| *n == 0) {
                    self.change(&Change::Destroy(&[]), notes);
                }
            }
        }
    }
}

/// A unit name as it is typed on a line (quoted when it has spaces).
pub(crate) fn quoted(name: &str) -> String {
    super::join(&[name.to_string()]).unwrap_or_else(|_| name.to_string())
}

/// A field name as `set` takes it: letters, digits and `_` (`-` read as `_`).
fn field_name(s: &str) -> Result<String> {
    let f = s.trim().replace('-', "_");
    if f.is_empty() || !f.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(Error::usage(format!(
            "field {:?}: a field name is letters, digits and _ (figures, pinned, morale)",
            crate::error::printable(s)
        )));
    }
    Ok(f)
}

/// The biggest number a field may hold (as in data files).
const MOST: i64 = 1_000_000;

/// A value as `set` reads it: true/false, a whole number, or a word.
fn value_of(field: &str, v: &str) -> Result<Json> {
    let v = v.trim();
    if v.is_empty() {
        return Err(Error::usage(format!(
            "set {field}=: no value; give a number, a word, true or false (`unset` removes a field)"
        )));
    }
    plain(&format!("set {field}: the value"), v).map_err(Error::usage)?;
    Ok(match v {
        "true" => Json::Bool(true),
        "false" => Json::Bool(false),
        _ => match v.parse::<i64>() {
            Ok(n) if n.abs() <= MOST => Json::from(n),
            Ok(_) => {
                return Err(Error::usage(format!(
                    "set {field}={v}: numbers in a roster go from -{MOST} to {MOST}"
                )));
            }
            Err(_) => Json::String(v.to_string()),
        },
    })
}

/// Refuses a name or word that holds a control character (a line break, an escape) or a
/// bidirectional control: `roster`, `status` and the log print names as they are, so one
/// would forge lines there (a line break and "Blue:" inventing a side). `what` says whose.
fn plain(what: &str, s: &str) -> std::result::Result<(), String> {
    match s.chars().find(|c| crate::error::unsafe_char(*c)) {
        None => Ok(()),
        Some(c) => Err(format!(
            "{what} \"{}\" holds the control character {}; names and words in a roster are printable text",
            crate::error::printable(s),
            crate::error::printable(&c.to_string())
        )),
    }
}

/// A field's value as notes show it.
fn shown(v: &Json) -> String {
    match v {
        Json::String(s) => s.clone(),
        v => v.to_string(),
    }
}

/// A side of the game, in the order the roster declares them (the first is the first player).
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub(crate) struct Side {
    pub name: String,
    /// C3I Points received in the administrative segment of turns 1, 2, 3, ... (Series 7.1:
    /// the scenario's Game Turn Record Track).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub c3i: Vec<u32>,
    /// What the players' live view leaves out of each unit of the side (`super::hidden`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hidden: Option<Json>,
}

/// The most C3I Points one turn's schedule may give, and the most turns it may list.
const MOST_C3I: u32 = 1000;
const MOST_TURNS: usize = 1000;

#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq)]
pub(crate) struct Roster {
    /// `[[side]]`: the sides in order, with their schedules; optional (a unit's `side` names
    /// it otherwise).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub side: Vec<Side>,
    #[serde(default)]
    pub unit: Vec<Unit>,
}

/// Reads and checks `--roster FILE` for a game of rule set `rules` (with its `data`): every
/// field one its units have, of the type and range the rules give it; a field wrong is named
/// with its line and column.
pub(crate) fn load_for(path: &Path, model: &Model, data: Option<&Data>) -> Result<Roster> {
    let text = crate::bounded::read_text(path, &crate::bounded::ROSTER)?;
    let roster = load(path)?;
    check_model(&roster, model, data, true).map_err(|(i, field, message)| {
        let at = super::model::position(&text, i, &field)
            .map_or(String::new(), |(l, c)| format!(":{l}:{c}"));
        Error::Data {
            path: format!("{}{at}", path.display()),
            message,
        }
    })?;
    Ok(roster)
}

/// Reads and checks `--roster FILE`.
pub(crate) fn load(path: &Path) -> Result<Roster> {
    let text = crate::bounded::read_text(path, &crate::bounded::ROSTER)?;
    let bad = |m: String| Error::Data {
        path: path.display().to_string(),
        message: m,
    };
    let roster: Roster = toml::from_str(&text).map_err(|e| {
        // Placed at its line and column, with the key it is in, as a data file's error is.
        let (at, key) = match e.span() {
            Some(s) => {
                let (line, col, key) = crate::data::place::at(&text, s.start);
                (format!(":{line}:{col}"), key)
            }
            None => (String::new(), String::new()),
        };
        let key = if key.is_empty() { key } else { format!("{key}: ") };
        Error::Data {
            path: format!("{}{at}", path.display()),
            message: format!(
                "{key}{}; a roster is [[unit]] tables, each with name, side and its ratings (and optional [[side]] tables: name, c3i)",
                e.message().trim()
            ),
        }
    })?;
    check(&roster).map_err(bad)?;
    Ok(roster)
}

/// What a roster must be, whether read from `--roster` or from a game file's header (which a
/// hand may have edited): the message of the first thing wrong.
pub(crate) fn check(roster: &Roster) -> std::result::Result<(), String> {
    if roster.unit.is_empty() && roster.side.is_empty() {
        return Err(
            "no [[unit]] and no [[side]]: a roster lists the units on the table (or the sides)"
                .into(),
        );
    }
    // Names are compared in any case; each list is checked in one pass (a roster may be long).
    let mut sides: HashSet<String> = HashSet::with_capacity(roster.side.len());
    for (i, side) in roster.side.iter().enumerate() {
        if side.name.trim().is_empty() {
            return Err(format!("side {} has an empty name", i + 1));
        }
        plain(&format!("side {}: the name", i + 1), &side.name)?;
        if !sides.insert(side.name.to_ascii_lowercase()) {
            return Err(format!(
                "two sides are named {:?}; names must differ",
                side.name
            ));
        }
        if side.c3i.len() > MOST_TURNS {
            return Err(format!(
                "side {:?}: c3i lists {} turns; at most {MOST_TURNS}",
                side.name,
                side.c3i.len()
            ));
        }
        if let Some(h) = &side.hidden {
            super::hidden::check(h).map_err(|m| format!("side {:?}: {m}", side.name))?;
        }
        if let Some(n) = side.c3i.iter().find(|n| **n > MOST_C3I) {
            return Err(format!(
                "side {:?}: c3i {n} in one turn; 0 to {MOST_C3I}",
                side.name
            ));
        }
    }
    if !roster.side.is_empty()
        && let Some(u) = roster
            .unit
            .iter()
            .find(|u| !sides.contains(&u.side.to_ascii_lowercase()))
    {
        let names: Vec<&str> = roster.side.iter().map(|s| s.name.as_str()).collect();
        return Err(format!(
            "unit {:?} is on side {:?}, which no [[side]] declares ({})",
            u.name,
            u.side,
            names.join(", ")
        ));
    }
    let mut units: HashSet<String> = HashSet::with_capacity(roster.unit.len());
    for (i, u) in roster.unit.iter().enumerate() {
        if u.name.trim().is_empty() {
            return Err(format!("unit {} has an empty name", i + 1));
        }
        plain(&format!("unit {}: the name", i + 1), &u.name)?;
        plain(&format!("unit {}: the side", i + 1), &u.side)?;
        if !units.insert(u.name.to_ascii_lowercase()) {
            return Err(format!(
                "two units are named {:?}; names must differ",
                u.name
            ));
        }
        for (k, v) in &u.fields {
            plain(&format!("unit {}: the field name", i + 1), k)?;
            if let Json::String(t) = v {
                plain(&format!("unit {}: {k} =", i + 1), t)?;
            }
            if k == super::hidden::FIELD {
                super::hidden::check(v).map_err(|m| format!("unit {:?}: {m}", u.name))?;
                continue;
            }
            if v.is_array() || v.is_object() {
                return Err(format!(
                    "unit {:?}: field {k} is a list or table; ratings are numbers, words or true/false",
                    u.name
                ));
            }
            // The same bound as the data files' numbers, so no count overflows in play.
            if v.as_f64().is_some_and(|n| n.abs() > MAX_NUMBER as f64) {
                return Err(format!(
                    "unit {:?}: {k} = {v} is out of range; numbers in a roster are -{MAX_NUMBER} to {MAX_NUMBER}",
                    u.name
                ));
            }
        }
    }
    Ok(())
}

/// Every unit's fields checked against `model` (`data` names what a named field may be): the
/// first thing wrong, with the unit and the field. `strict`: a field the model does not know is
/// refused too (a roster for another rule set), as when a game starts.
pub(crate) fn check_model(
    roster: &Roster,
    model: &Model,
    data: Option<&Data>,
    strict: bool,
) -> std::result::Result<(), (usize, String, String)> {
    for (i, u) in roster.unit.iter().enumerate() {
        for (k, v) in &u.fields {
            match model.field(k) {
                Some(def) => {
                    def.check(v, data).map_err(|m| {
                        (i, k.clone(), format!("unit {:?}: {k} = {v}: {m}", u.name))
                    })?;
                    // A field hidden by a misspelt name would be shown to the players.
                    if strict && k == super::hidden::FIELD {
                        super::hidden::known(v, model)
                            .map_err(|m| (i, k.clone(), format!("unit {:?}: {m}", u.name)))?;
                    }
                }
                None if strict => {
                    return Err((
                        i,
                        k.clone(),
                        format!(
                            "unit {:?}: {k} is not a field of this rule set's units; they have {}",
                            u.name,
                            super::model::names(model)
                        ),
                    ));
                }
                None => {}
            }
        }
        if let Some(check) = model.unit_check {
            check(&u.fields, data).map_err(|(field, m)| {
                let v = u.fields.get(field).cloned().unwrap_or_default();
                (
                    i,
                    field.to_string(),
                    format!("unit {:?}: {field} = {v}: {m}", u.name),
                )
            })?;
        }
    }
    if strict {
        for side in &roster.side {
            if let Some(h) = &side.hidden {
                super::hidden::known(h, model).map_err(|m| {
                    (
                        usize::MAX,
                        String::new(),
                        format!("side {:?}: {m}", side.name),
                    )
                })?;
            }
        }
    }
    Ok(())
}

/// The end of a phase: the losses left lying are removed (a unit with none left is
/// destroyed); a note each.
pub(crate) fn phase_end(model: &Model, roster: &mut Roster) -> Vec<String> {
    let mut notes = Vec::new();
    for u in &mut roster.unit {
        for d in model.deferred {
            let Some(pending) = u
                .fields
                .get(d.pending)
                .and_then(Json::as_i64)
                .filter(|n| *n > 0)
            else {
                continue;
            };
            u.fields.remove(d.pending);
            let Some(was) = u.fields.get(d.count).and_then(Json::as_i64) else {
                continue;
            };
            let left = (was - pending).max(0);
            u.fields.insert(d.count.into(), Json::from(left));
            notes.push(format!(
                "{}: {} {was} → {left} ({pending} lying down removed at the end of the phase, {})",
                u.name, d.count, d.section
            ));
            if left == 0 && !u.is("destroyed") {
                u.fields.insert("destroyed".into(), Json::Bool(true));
                notes.push(format!("{}: destroyed", u.name));
            }
        }
    }
    notes
}

/// Edit distance, for the close matches an unknown name lists.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

impl Roster {
    /// The unit called `name` (any case), or an error listing close matches.
    pub(crate) fn find(&self, name: &str) -> Result<&Unit> {
        if let Some(u) = self.unit.iter().find(|u| u.name.eq_ignore_ascii_case(name)) {
            return Ok(u);
        }
        if self.unit.is_empty() {
            return Err(Error::usage(format!(
                "no unit {name:?}: this game has no roster (`spw game new FILE --roster R.toml`)"
            )));
        }
        let lower = name.to_lowercase();
        let mut close: Vec<(usize, &str)> = self
            .unit
            .iter()
            .map(|u| {
                let l = u.name.to_lowercase();
                let d = if l.contains(&lower) || lower.contains(&l) {
                    0
                } else {
                    distance(&lower, &l)
                };
                (d, u.name.as_str())
            })
            .filter(|(d, n)| *d <= 2 + n.len() / 4)
            .collect();
        close.sort();
        let list: Vec<&str> = if close.is_empty() {
            self.unit.iter().map(|u| u.name.as_str()).collect()
        } else {
            close.into_iter().take(5).map(|(_, n)| n).collect()
        };
        let what = if list.len() < self.unit.len() {
            "close matches"
        } else {
            "the roster has"
        };
        Err(Error::usage(format!(
            "no unit {name:?} in the roster; {what}: {}",
            list.join(", ")
        )))
    }

    /// The position of side `name` (any case) among the declared sides.
    pub(crate) fn side_index(&self, name: &str) -> Option<usize> {
        self.side
            .iter()
            .position(|s| s.name.eq_ignore_ascii_case(name))
    }

    pub(crate) fn find_mut(&mut self, name: &str) -> Option<&mut Unit> {
        self.unit
            .iter_mut()
            .find(|u| u.name.eq_ignore_ascii_case(name))
    }

    /// The sides in order: the declared `[[side]]` tables, else the units' sides as they first
    /// appear.
    pub(crate) fn sides(&self) -> Vec<String> {
        let mut sides: Vec<String> = self.side.iter().map(|s| s.name.clone()).collect();
        for u in &self.unit {
            if !sides.iter().any(|s| s.eq_ignore_ascii_case(&u.side)) {
                sides.push(u.side.clone());
            }
        }
        sides
    }

    /// The units of `side` still in play: not destroyed, nor in any of the `out` states.
    pub(crate) fn in_play<'a>(
        &'a self,
        side: &'a str,
        out: &'a [&str],
    ) -> impl Iterator<Item = &'a Unit> {
        self.unit
            .iter()
            .filter(move |u| u.side.eq_ignore_ascii_case(side))
            .filter(move |u| !u.is("destroyed") && !out.iter().any(|s| u.is(s)))
    }

    /// Applies a result's changes to the units in their roles (`unit` is `--unit`, `target`
    /// `--target`) as the rule set's `model` has them (a loss left lying until the phase
    /// ends, the states it derives); one note per change, and a note for a change the roster
    /// cannot take.
    pub(crate) fn apply(
        &mut self,
        unit: Option<&str>,
        target: Option<&str>,
        effects: &[Effect],
        model: &Model,
    ) -> Vec<String> {
        let mut notes = Vec::new();
        let mut touched: Vec<String> = Vec::new();
        for e in effects {
            match e {
                Effect::Unit(role, change) => {
                    let who = match role {
                        Role::Unit => unit,
                        Role::Target => target,
                        Role::Subject => target.or(unit),
                    };
                    let Some(u) = who.and_then(|w| self.find_mut(w)) else {
                        continue;
                    };
                    match super::model::deferred(model, change) {
                        Some((Change::Gain(pending, n), section)) if n > 0 => {
                            let was = u.count(pending).unwrap_or(0);
                            let now = was.saturating_add(i64::try_from(n).unwrap_or(i64::MAX));
                            u.fields.insert(pending.into(), Json::from(now));
                            // The field names the many ("casualties"); one is "1 casualty".
                            let noun = match pending.strip_suffix("ies") {
                                Some(stem) if n == 1 => format!("{stem}y"),
                                _ => pending.to_string(),
                            };
                            notes.push(format!(
                                "{}: {n} {noun} lying down until the end of the phase ({section}{})",
                                u.name,
                                if now == n as i64 { String::new() } else { format!("; {now} in all") }
                            ));
                        }
                        Some(_) => {}
                        None => u.change(change, &mut notes),
                    }
                    if !touched.contains(&u.name) {
                        touched.push(u.name.clone());
                    }
                }
                // A result that names no unit of the roster leaves nothing to say about it.
                Effect::Elsewhere { .. } | Effect::Choice(_) if unit.is_none() && target.is_none() => {}
                Effect::Elsewhere { place, change } => notes.push(format!(
                    "unchanged: it landed {place}, not on the target; whatever stands there is {}, and no unit in the roster is named there (if one stood there: `set UNIT {}`)",
                    change.words(),
                    change.set_hint()
                )),
                Effect::Choice(why) => notes.push(format!("unchanged: {why}")),
                // The game's own state, kept by the game.
                Effect::Initiative(_) | Effect::Order(_) | Effect::Did(..) => {}
            }
        }
        for name in touched {
            if let Some(u) = self.find_mut(&name) {
                super::model::derive(model, &u.name, &mut u.fields, &mut notes);
            }
        }
        notes
    }

    /// `set UNIT FIELD=VALUE...` and `unset UNIT FIELD...` (`words` after the verb): the
    /// referee's corrections, one note per change.
    pub(crate) fn set(
        &mut self,
        words: &[String],
        unset: bool,
        model: &Model,
        data: Option<&Data>,
    ) -> Result<Vec<String>> {
        let verb = if unset { "unset" } else { "set" };
        let usage = if unset {
            "unset UNIT FIELD...: takes the fields off the unit"
        } else {
            "set UNIT FIELD=VALUE...: e.g. set \"A Company\" pinned=false figures=7"
        };
        let [name, changes @ ..] = words else {
            return Err(Error::usage(format!("{verb}: name a unit; {usage}")));
        };
        if changes.is_empty() {
            return Err(Error::usage(format!(
                "{verb} {name}: nothing to change; {usage}"
            )));
        }
        let name = self.find(name)?.name.clone();
        let mut next = self.clone();
        let u = next.find_mut(&name).expect("found above");
        let mut notes = Vec::new();
        for c in changes {
            if unset {
                let field = field_name(c)?;
                if matches!(field.as_str(), "name" | "side") {
                    return Err(Error::usage(format!(
                        "unset {name} {field}: every unit has a {field}; `set` changes it"
                    )));
                }
                match u.fields.remove(&field) {
                    Some(was) => notes.push(format!("{}: {field} {} → unset", u.name, shown(&was))),
                    None => {
                        return Err(Error::usage(format!(
                            "unset {name} {field}: the unit has no field {field} (it has {})",
                            u.field_names()
                        )));
                    }
                }
                continue;
            }
            let Some((field, value)) = c.split_once('=') else {
                return Err(Error::usage(format!(
                    "set {name} {c}: write FIELD=VALUE (a number, a word, true or false)"
                )));
            };
            let field = field_name(field)?;
            let value = if field == super::hidden::FIELD {
                super::hidden::value(value, model)
                    .map_err(|m| Error::usage(format!("set {name} {field}={value}: {m}")))?
            } else {
                match model.field(&field) {
                    Some(def) => super::model::value(def, value, data)
                        .map_err(|m| Error::usage(format!("set {name} {field}={value}: {m}")))?,
                    None if matches!(field.as_str(), "name" | "side") => value_of(&field, value)?,
                    None => {
                        return Err(Error::usage(format!(
                            "set {name} {field}=...: {field} is not a field of this rule set's units; they have {}",
                            super::model::names(model)
                        )));
                    }
                }
            };
            if let Json::String(s) = &value {
                plain("the value", s)
                    .map_err(|m| Error::usage(format!("set {name} {field}=...: {m}")))?;
            }
            match field.as_str() {
                "name" => {
                    return Err(Error::usage(format!(
                        "set {name} name=...: a unit keeps its name for the whole game (the journal names it)"
                    )));
                }
                "side" => {
                    let Json::String(side) = value else {
                        return Err(Error::usage(format!(
                            "set {name} side=...: a side is a name"
                        )));
                    };
                    if !self.side.is_empty() && self.side_index(&side).is_none() {
                        return Err(Error::usage(format!(
                            "set {name} side={side}: no such side; the roster's sides are {}",
                            self.sides().join(", ")
                        )));
                    }
                    if u.side != side {
                        notes.push(format!("{}: side {} → {side}", u.name, u.side));
                        u.side = side;
                    }
                }
                _ => {
                    // A state set false is no state at all, as is one never set.
                    let was = u.fields.get(&field).cloned();
                    let same = was.as_ref() == Some(&value)
                        || (was.is_none() && value == Json::Bool(false));
                    if !same {
                        u.fields.insert(field.clone(), value.clone());
                        let was = was.as_ref().map_or("unset".into(), shown);
                        notes.push(format!("{}: {field} {was} → {}", u.name, shown(&value)));
                    }
                }
            }
        }
        if notes.is_empty() {
            return Err(Error::usage(format!(
                "{verb} {}: {name} is already so; nothing to change",
                changes.join(" ")
            )));
        }
        if let Some(u) = next.find_mut(&name) {
            super::model::derive(model, &u.name.clone(), &mut u.fields, &mut notes);
            if let Some(check) = model.unit_check {
                check(&u.fields, data)
                    .map_err(|(field, m)| Error::usage(format!("{verb} {name}: {field}: {m}")))?;
            }
        }
        *self = next;
        Ok(notes)
    }

    /// The roster as JSON, by side: each unit's name, its fields, and the states it is in.
    pub(crate) fn to_json(&self) -> Json {
        Json::Array(
            self.sides()
                .iter()
                .map(|side| {
                    let units: Vec<Json> = self
                        .unit
                        .iter()
                        .filter(|u| u.side.eq_ignore_ascii_case(side))
                        .map(|u| {
                            let fields: Map<String, Json> = u
                                .fields
                                .iter()
                                .filter(|(_, v)| !v.is_boolean())
                                .map(|(k, v)| (k.clone(), v.clone()))
                                .collect();
                            let states: Vec<&String> = u
                                .fields
                                .iter()
                                .filter(|(_, v)| **v == Json::Bool(true))
                                .map(|(k, _)| k)
                                .collect();
                            serde_json::json!({"name": u.name, "fields": fields, "states": states})
                        })
                        .collect();
                    serde_json::json!({"name": side, "units": units})
                })
                .collect(),
        )
    }

    /// The roster as it stands, by side.
    pub(crate) fn show(&self) -> String {
        if self.unit.is_empty() && !self.side.is_empty() {
            let sides: Vec<&str> = self.side.iter().map(|s| s.name.as_str()).collect();
            return format!(
                "No units in this game's roster (its sides: {}).\n",
                sides.join(", ")
            );
        }
        if self.unit.is_empty() {
            return "No roster in this game (`spw game new FILE --roster R.toml`).\n".into();
        }
        let mut sides: Vec<&str> = Vec::new();
        for u in &self.unit {
            if !sides.contains(&u.side.as_str()) {
                sides.push(&u.side);
            }
        }
        let mut s = String::new();
        for side in sides {
            s.push_str(&format!("{side}:\n"));
            for u in self.unit.iter().filter(|u| u.side == side) {
                // Ratings as "name value", then the states the unit is in by name (a state
                // set false is no state at all).
                let mut fields: Vec<String> = u
                    .fields
                    .iter()
                    .filter_map(|(k, v)| match v {
                        Json::Bool(_) => None,
                        Json::String(t) => Some(format!("{k} {t}")),
                        v => Some(format!("{k} {v}")),
                    })
                    .collect();
                fields.extend(
                    u.fields
                        .iter()
                        .filter(|(_, v)| **v == Json::Bool(true))
                        .map(|(k, _)| k.to_uppercase()),
                );
                s.push_str(&format!("  {}: {}\n", u.name, fields.join(", ")));
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::effects::Change::*;

    /// The default rule set's units: the fields these tests set.
    fn model() -> &'static Model {
        crate::rules::rule_set(crate::rules::DEFAULT)
            .expect("the default rule set")
            .units
    }

    fn roster() -> Roster {
        toml::from_str(
            r#"
            [[unit]]
            name = "1st Platoon"
            side = "Red"
            figures = 10
            marksmanship = 4
            skill = 5
            [[unit]]
            name = "Tigers"
            side = "Blue"
            type = "afv"
            figures = 3
            "#,
        )
        .unwrap()
    }

    fn on(role: Role, c: Change) -> Effect {
        Effect::Unit(role, c)
    }

    #[test]
    fn an_effect_lands_on_its_role_only() {
        let mut r = roster();
        let fx = [on(Role::Target, Lose("figures", 4))];
        // The unit acting is never the one hit.
        assert!(r.apply(Some("Tigers"), None, &fx, &Model::NONE).is_empty());
        let notes = r.apply(Some("Tigers"), Some("1st Platoon"), &fx, &Model::NONE);
        assert_eq!(notes, vec!["1st Platoon: figures 10 → 6"]);
        // The one unit of a procedure about one unit, however it was named.
        let fx = [on(Role::Subject, Mark("pinned"))];
        assert_eq!(
            r.apply(None, Some("Tigers"), &fx, &Model::NONE),
            ["Tigers: pinned"]
        );
        assert!(r.unit[1].is("pinned"));
        let fx = [on(Role::Subject, Clear("pinned"))];
        assert_eq!(
            r.apply(Some("Tigers"), None, &fx, &Model::NONE),
            ["Tigers: no longer pinned"]
        );
        assert!(!r.unit[1].is("pinned"));
    }

    #[test]
    fn none_left_is_destroyed_once() {
        let mut r = roster();
        let fx = [
            on(Role::Unit, Lose("figures", 2)),
            on(Role::Target, Lose("figures", 5)),
            on(Role::Target, DestroyWhenNone(&["figures"])),
        ];
        let notes = r.apply(Some("1st Platoon"), Some("Tigers"), &fx, &Model::NONE);
        assert_eq!(
            notes,
            [
                "1st Platoon: figures 10 → 8",
                "Tigers: figures 3 → 0",
                "Tigers: destroyed"
            ]
        );
        assert!(r.unit[1].is("destroyed"));
        let again = [on(Role::Target, Destroy(&["figures"]))];
        assert!(
            r.apply(None, Some("Tigers"), &again, &Model::NONE)
                .is_empty()
        );
    }

    #[test]
    fn what_lands_elsewhere_or_is_left_to_a_choice_changes_nothing_and_says_so() {
        let mut r = roster();
        let before = r.clone();
        let fx = [
            Effect::Elsewhere {
                place: "in the hex immediately in front of the target".into(),
                change: Destroy(&[]),
            },
            Effect::Choice("2 hits: taken with save".into()),
        ];
        let notes = r.apply(Some("1st Platoon"), Some("Tigers"), &fx, &Model::NONE);
        assert_eq!(r, before);
        assert_eq!(notes.len(), 2);
        assert!(
            notes[0].starts_with(
                "unchanged: it landed in the hex immediately in front of the target, not on the target"
            ),
            "{notes:?}"
        );
        assert!(notes[0].contains("is destroyed"), "{notes:?}");
        assert_eq!(notes[1], "unchanged: 2 hits: taken with save");
    }

    #[test]
    fn a_loss_the_roster_cannot_keep_is_said() {
        let mut r = roster();
        let notes = r.apply(
            None,
            Some("Tigers"),
            &[on(Role::Target, Lose("steps", 1))],
            &Model::NONE,
        );
        assert_eq!(notes.len(), 1);
        assert!(notes[0].contains("no steps in the roster"), "{notes:?}");
    }

    #[test]
    fn pinned_men_over_half_pin_the_unit() {
        let mut r = roster();
        let model = &crate::rules::tsatf::states::UNITS;
        let pin = |n| [on(Role::Target, Gain("pinned_men", n))];
        assert_eq!(
            r.apply(None, Some("1st Platoon"), &pin(5), model),
            ["1st Platoon: pinned_men 0 → 5"]
        );
        assert_eq!(
            r.apply(None, Some("1st Platoon"), &pin(1), model),
            [
                "1st Platoon: pinned_men 5 → 6",
                "1st Platoon: pinned (6 pinned men of 10 figures, over half: NOTES)"
            ]
        );
    }

    #[test]
    fn set_and_unset_change_fields_and_refuse_what_they_cannot() {
        let mut r = roster();
        let w = |s: &str| shlex::split(s).unwrap();
        let notes = r
            .set(
                &w("tigers figures=2 pinned=true note=dug-in"),
                false,
                model(),
                None,
            )
            .unwrap();
        assert_eq!(
            notes,
            [
                "Tigers: figures 3 → 2",
                "Tigers: pinned unset → true",
                "Tigers: note unset → dug-in"
            ]
        );
        assert_eq!(
            r.set(&w("Tigers pinned note"), true, model(), None)
                .unwrap()
                .len(),
            2
        );
        assert!(!r.unit[1].fields.contains_key("pinned"));
        for bad in [
            "Tigers",
            "Tigres figures=1",
            "Tigers figures",
            "Tigers name=X",
            "Tigers figures=99999999",
            "Tigers fi$ld=1",
        ] {
            let before = r.clone();
            assert!(r.set(&w(bad), false, model(), None).is_err(), "{bad}");
            assert_eq!(r, before, "{bad}");
        }
        assert!(r.set(&w("Tigers morale"), true, model(), None).is_err());
        // A change that changes nothing is refused, not recorded: false is no state at all.
        let e = r
            .set(&w("Tigers figures=2 pinned=false"), false, model(), None)
            .unwrap_err();
        assert!(e.to_string().contains("already so"), "{e}");
    }

    #[test]
    fn close_matches_rank_by_spelling() {
        let e = roster().find("Tigres").err().unwrap().to_string();
        assert!(e.contains("close matches: Tigers"), "{e}");
    }
}

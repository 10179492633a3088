//! What the players' view leaves out (the roster's `hidden`, `game::hidden`): a unit hidden
//! whole, and hidden fields of the others. The units and the order of play leave them out
//! directly; an entry of the log is harder, since a roll about a unit carries its numbers in
//! its line, its dice and its summary. So, for the players:
//!
//! - an entry that names a unit hidden whole anywhere (its line, its reports, its notes) is
//!   shown by its number only;
//! - an entry about a unit with hidden fields (its `--unit`, `--target`, or the unit a `set`
//!   names) is shown by its number and title only when its procedure reads one of those
//!   fields from the roster (as it declares), when a correction names one, or when a hidden
//!   word (a `note`) appears in it; otherwise whole, less the notes on hidden fields.
//!
//! Hiding too much is the safe side: the referee's view always has everything.

use serde_json::{Value as Json, json};

use crate::game::hidden::Spec;
use crate::game::journal::Entry;
use crate::game::roster::{Roster, Unit};
use crate::game::state::CORRECTIONS;
use crate::rules;
use crate::rules::effects::{Role, Source};

/// What one unit hides, with the words among its hidden values.
struct Hidden {
    name: String,
    spec: Spec,
    words: Vec<String>,
}

/// What the roster hides, unit by unit.
pub(super) struct Hiding {
    units: Vec<Hidden>,
}

/// Whether `text` names `word`, in any case, as a whole word (not inside a longer one).
fn mentions(text: &str, word: &str) -> bool {
    let (t, w) = (text.to_lowercase(), word.to_lowercase());
    if w.trim().is_empty() {
        return false;
    }
    let inner = |c: char| c.is_alphanumeric() || c == '_';
    let mut from = 0;
    while let Some(i) = t[from..].find(&w) {
        let at = from + i;
        let before = t[..at].chars().next_back();
        let after = t[at + w.len()..].chars().next();
        if !before.is_some_and(inner) && !after.is_some_and(inner) {
            return true;
        }
        from = at + t[at..].chars().next().map_or(1, char::len_utf8);
    }
    false
}

/// Every text of a JSON value (its strings, not its keys).
fn texts<'a>(v: &'a Json, out: &mut Vec<&'a str>) {
    match v {
        Json::String(s) => out.push(s),
        Json::Array(a) => a.iter().for_each(|x| texts(x, out)),
        Json::Object(o) => o.values().for_each(|x| texts(x, out)),
        _ => {}
    }
}

/// The note is about `field` of unit `name` ("Tigers: morale 8 → 7", "Tigers: pinned", "Tigers:
/// no longer pinned", "Tigers: no figures in the roster, ...").
fn note_on(note: &str, name: &str, field: &str) -> bool {
    let lower = note.to_lowercase();
    let Some(rest) = lower.strip_prefix(&format!("{}: ", name.to_lowercase())) else {
        return false;
    };
    let rest = rest
        .strip_prefix("no longer ")
        .or_else(|| rest.strip_prefix("no "))
        .unwrap_or(rest);
    rest.split([' ', ',']).next() == Some(field)
}

impl Hiding {
    pub(super) fn of(roster: &Roster) -> Hiding {
        let units = roster
            .unit
            .iter()
            .filter_map(|u| {
                let side = roster
                    .side_index(&u.side)
                    .map_or(Spec::Nothing, |i| Spec::of(roster.side[i].hidden.as_ref()));
                let spec = Spec::of(u.fields.get(crate::game::hidden::FIELD)).with(side);
                let words = match &spec {
                    Spec::Fields(f) => f
                        .iter()
                        .filter_map(|k| u.fields.get(k).and_then(Json::as_str))
                        .map(str::to_string)
                        .collect(),
                    _ => Vec::new(),
                };
                (spec != Spec::Nothing).then(|| Hidden {
                    name: u.name.clone(),
                    spec,
                    words,
                })
            })
            .collect();
        Hiding { units }
    }

    fn find(&self, name: &str) -> Option<&Hidden> {
        self.units
            .iter()
            .find(|h| h.name.eq_ignore_ascii_case(name))
    }

    /// Whether the unit called `name` is hidden whole.
    pub(super) fn whole(&self, name: &str) -> bool {
        self.find(name).is_some_and(|h| h.spec == Spec::Whole)
    }

    /// Whether `field` of `u` is hidden (every field of a unit hidden whole).
    pub(super) fn hides(&self, u: &Unit, field: &str) -> bool {
        match self.find(&u.name).map(|h| &h.spec) {
            Some(Spec::Whole) => true,
            Some(Spec::Fields(f)) => f.iter().any(|x| x == field),
            _ => false,
        }
    }

    /// Makes the players' copy `r` of entry `e` show nothing hidden (see the module doc).
    pub(super) fn withhold(&self, e: &Entry, r: &mut Json, rules_id: &str) {
        if self.units.is_empty() {
            return;
        }
        let raw = serde_json::to_value(e).unwrap_or(Json::Null);
        let mut all = Vec::new();
        texts(&raw, &mut all);
        let whole = self
            .units
            .iter()
            .filter(|h| h.spec == Spec::Whole)
            .any(|h| all.iter().any(|t| mentions(t, &h.name)));
        if whole {
            keep_only(r, "the referee keeps this entry from the players", false);
            return;
        }
        let line = e.line.as_deref().unwrap_or("");
        let words = shlex::split(line).unwrap_or_default();
        let correction = words
            .first()
            .is_some_and(|w| CORRECTIONS.contains(&w.as_str()));
        // The units the entry is about, in their roles.
        let mut about: Vec<(Option<Role>, &str)> = Vec::new();
        if let Some(u) = &e.unit {
            about.push((Some(Role::Unit), u));
        }
        if let Some(t) = &e.target {
            about.push((Some(Role::Target), t));
        }
        if correction && let Some(u) = words.get(1) {
            about.push((None, u));
        }
        let read = read_fields(e, rules_id);
        let mut secret = false;
        let mut off: Vec<(String, String)> = Vec::new();
        for (role, name) in about {
            let Some(Hidden {
                name,
                spec: Spec::Fields(fields),
                words: values,
            }) = self.find(name)
            else {
                continue;
            };
            for f in fields {
                off.push((name.clone(), f.clone()));
            }
            let reads = |f: &String| {
                read.iter().any(|(r, field)| {
                    field == f
                        && match (r, role) {
                            (Role::Subject, Some(_)) => e
                                .target
                                .as_deref()
                                .or(e.unit.as_deref())
                                .is_some_and(|s| s.eq_ignore_ascii_case(name)),
                            (r, Some(role)) => *r == role,
                            _ => false,
                        }
                })
            };
            let named = correction
                && words[2..]
                    .iter()
                    .flat_map(|w| w.split(['=', ',']))
                    .any(|w| fields.iter().any(|f| f.eq_ignore_ascii_case(w)));
            secret |= fields.iter().any(reads)
                || named
                || values.iter().any(|v| all.iter().any(|t| mentions(t, v)));
        }
        if secret {
            keep_only(
                r,
                "details withheld: they show ratings the players do not see",
                true,
            );
        }
        // Notes on hidden fields go, whatever else stays.
        if let Some(notes) = r.get_mut("notes").and_then(Json::as_array_mut) {
            notes.retain(|n| {
                let text = n.as_str().unwrap_or("");
                let note = text.split_once(": ").map_or(text, |(_, rest)| rest);
                !off.iter().any(|(u, f)| note_on(note, u, f))
            });
        }
    }
}

/// The fields a report's procedure reads from the roster, with the role of the unit it reads
/// them from (as the procedure declares: `ROSTER`'s fills).
fn read_fields(e: &Entry, rules_id: &str) -> Vec<(Role, &'static str)> {
    let mut out = Vec::new();
    for r in &e.output {
        let set = r.get("rules").and_then(Json::as_str).unwrap_or(rules_id);
        let name = r.get("procedure").and_then(Json::as_str).unwrap_or("");
        let Some(p) =
            rules::rule_set(set).and_then(|s| s.procedures().iter().find(|p| p.name == name))
        else {
            continue;
        };
        for f in p.roster.fill {
            if let Source::Field(role, field) = f.from {
                out.push((role, field));
            }
        }
    }
    out
}

/// Leaves of the entry its number, kind and time, and (`titles`) each report's title.
fn keep_only(r: &mut Json, why: &str, titles: bool) {
    let reports: Vec<Json> = if titles {
        r.get("reports")
            .and_then(Json::as_array)
            .map(|a| {
                a.iter()
                    .map(|x| {
                        json!({
                            "procedure": x.get("procedure").cloned().unwrap_or(Json::Null),
                            "title": x.get("title").cloned().unwrap_or(Json::Null),
                            "dice": [],
                            "summary": "",
                        })
                    })
                    .collect()
            })
            .unwrap_or_default()
    } else {
        Vec::new()
    };
    if let Some(o) = r.as_object_mut() {
        o.insert("line".into(), Json::Null);
        o.insert("reports".into(), Json::Array(reports));
        o.insert("notes".into(), json!([]));
        o.insert("error".into(), Json::Null);
        o.insert("withheld".into(), json!(why));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_mentioned_as_a_whole_word_only() {
        assert!(mentions("fire --unit 'Hidden HQ'", "hidden hq"));
        assert!(mentions("order: A, Sniper", "sniper"));
        assert!(!mentions("order: Snipers", "sniper"));
        assert!(!mentions("a b c", ""));
        assert!(mentions("Ünit: pinned", "ünit"));
    }

    #[test]
    fn a_note_is_about_a_field_of_a_unit() {
        assert!(note_on("Tigers: morale 8 → 7", "tigers", "morale"));
        assert!(note_on("Tigers: no longer pinned", "Tigers", "pinned"));
        assert!(note_on("Tigers: pinned", "Tigers", "pinned"));
        assert!(!note_on("Tigers: figures 8 → 7", "Tigers", "morale"));
        assert!(!note_on("Lions: morale 8 → 7", "Tigers", "morale"));
    }
}

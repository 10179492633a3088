//! What the players' view leaves out (the roster's `hidden`, `game::hidden`): a unit hidden
//! whole, and hidden fields of the others. The units, the order of play and what the units did
//! leave them out directly; an entry of the log is harder, since a roll about a unit carries
//! its numbers in its line, its dice and its summary. So, for the players:
//!
//! - a note (what an entry did to the roster or the game) naming a unit hidden whole, or a
//!   hidden field of a unit, is left out;
//! - an entry that still names a unit hidden whole anywhere is shown by its number only;
//! - an entry about a unit with hidden fields (its `--unit`, `--target`, or the unit a
//!   correction names) is shown by its number and its procedures' titles only when its
//!   procedure reads one of those fields from the roster (as it declares), when a correction
//!   changes one, or when a hidden word (a `note`) appears in it; so is an entry the roster
//!   filled with a count of a side's units while some unit is hidden whole.
//!
//! Hiding too much is the safe side: the referee's view always has everything.

use serde_json::{Map, Value as Json, json};

use crate::game::hidden::{FIELD, Spec};
use crate::game::roster::Roster;
use crate::game::state::State;
use crate::rules;
use crate::rules::effects::{Role, Source};

/// The referee's words that correct a unit, naming it first (`State::correct`).
const CORRECTIONS: &[&str] = &["set", "unset", "unpin", "rout", "rally", "restore"];

/// Why an entry shows only its number.
const WHOLE: &str = "the referee keeps this entry from the players";
/// A warning that would show what the players do not see, in their words.
const WARNING: &str = "the game file could not be read whole (the referee's view says why); the game is shown as it was last read whole";
/// Why an entry shows only its number and titles.
const DETAILS: &str = "details withheld: they show ratings the players do not see";

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

/// The note is about `field` of unit `name` ("Tigers: morale 8 → 7", "Tigers: no longer
/// pinned", "Tigers: 2 casualties lying down until the end of the phase").
fn note_on(note: &str, name: &str, field: &str) -> bool {
    let lower = note.to_lowercase();
    let Some(rest) = lower.strip_prefix(&format!("{}: ", name.to_lowercase())) else {
        return false;
    };
    mentions(rest, field) || mentions(rest, &field.replace('_', " "))
}

/// Whether a unit (an element of `status`'s `sides[].units`) is destroyed, as the players see
/// it.
fn destroyed(u: &Json) -> bool {
    u.get("states")
        .and_then(Json::as_array)
        .is_some_and(|s| s.iter().any(|x| x == "destroyed"))
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
                let spec = Spec::of(u.fields.get(FIELD)).with(side);
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
    fn whole(&self, name: &str) -> bool {
        self.find(name).is_some_and(|h| h.spec == Spec::Whole)
    }

    /// Whether `field` of the unit called `name` is hidden (every field of a unit hidden
    /// whole; `hidden` itself always).
    fn hides(&self, name: &str, field: &str) -> bool {
        match self.find(name).map(|h| &h.spec) {
            Some(Spec::Whole) => true,
            Some(Spec::Fields(f)) => field == FIELD || f.iter().any(|x| x == field),
            _ => field == FIELD,
        }
    }

    /// The referee's marks: each unit with something hidden, `true` for the whole unit or the
    /// fields hidden (its side's with its own).
    pub(super) fn marks(&self) -> Json {
        let mut m = Map::new();
        for h in &self.units {
            let v = match &h.spec {
                Spec::Fields(f) => json!(f),
                _ => json!(true),
            };
            m.insert(h.name.clone(), v);
        }
        Json::Object(m)
    }

    /// Makes the players' `view` show nothing hidden: the units, the order of play, what
    /// the units did, and the log (see the module doc).
    pub(super) fn withhold(&self, view: &mut Json, state: &State) {
        if self.units.is_empty() {
            return;
        }
        self.status(&mut view["status"], &state.roster);
        if let Some(done) = view.get_mut("done").and_then(Json::as_array_mut) {
            done.retain(|d| !self.whole(d["unit"].as_str().unwrap_or("")));
        }
        let rules_id = state.outer.rules();
        if let Some(log) = view.get_mut("log").and_then(Json::as_array_mut) {
            for e in log {
                self.entry(e, rules_id);
            }
        }
        // A damaged file's message may quote its roster.
        if let Some(w) = view.get_mut("warnings").and_then(Json::as_array_mut) {
            for text in w.iter_mut() {
                if self.names_any(text.as_str().unwrap_or("")) {
                    *text = json!(WARNING);
                }
            }
        }
    }

    /// Whether `text` names a unit hidden whole or a hidden word.
    fn names_any(&self, text: &str) -> bool {
        self.units.iter().any(|h| {
            (h.spec == Spec::Whole && mentions(text, &h.name))
                || h.words.iter().any(|w| mentions(text, w))
        })
    }

    /// `status` for the players: no unit hidden whole, no hidden field, no `hidden` itself,
    /// and who acts next among the units they see.
    fn status(&self, s: &mut Json, roster: &Roster) {
        let mut shown: Vec<Json> = Vec::new();
        if let Some(sides) = s.get_mut("sides").and_then(Json::as_array_mut) {
            sides.retain_mut(|side| {
                let name = side["name"].as_str().unwrap_or("").to_string();
                let Some(units) = side.get_mut("units").and_then(Json::as_array_mut) else {
                    return true;
                };
                let had = units.len();
                units.retain(|u| !self.whole(u["name"].as_str().unwrap_or("")));
                for u in units.iter_mut() {
                    let unit = u["name"].as_str().unwrap_or("").to_string();
                    if let Some(f) = u.get_mut("fields").and_then(Json::as_object_mut) {
                        f.retain(|k, _| !self.hides(&unit, k));
                    }
                    if let Some(st) = u.get_mut("states").and_then(Json::as_array_mut) {
                        st.retain(|k| !self.hides(&unit, k.as_str().unwrap_or("")));
                    }
                    shown.push(u.clone());
                }
                // A side known only from units the players do not see is not theirs to see
                // either.
                !(units.is_empty() && had > 0 && roster.side_index(&name).is_none())
            });
        }
        let Some(order) = s.get_mut("order").and_then(Json::as_object_mut) else {
            return;
        };
        for key in ["names", "acted"] {
            if let Some(list) = order.get_mut(key).and_then(Json::as_array_mut) {
                list.retain(|n| !self.whole(n.as_str().unwrap_or("")));
            }
        }
        let acted: Vec<Json> = order
            .get("acted")
            .and_then(Json::as_array)
            .cloned()
            .unwrap_or_default();
        let next = order
            .get("names")
            .and_then(Json::as_array)
            .into_iter()
            .flatten()
            .filter_map(Json::as_str)
            .find(|n| {
                let lower = n.to_lowercase();
                !acted
                    .iter()
                    .any(|a| a.as_str().is_some_and(|a| a.to_lowercase() == lower))
                    && !shown.iter().any(|u| {
                        u["name"]
                            .as_str()
                            .is_some_and(|x| x.to_lowercase() == lower)
                            && destroyed(u)
                    })
            })
            .map(str::to_string);
        order.insert("next".into(), json!(next));
    }

    /// Makes the players' copy `r` of an entry (as `log` answers it) show nothing hidden.
    fn entry(&self, r: &mut Json, rules_id: &str) {
        let Some(o) = r.as_object_mut() else { return };
        let line = o
            .get("line")
            .and_then(Json::as_str)
            .unwrap_or("")
            .to_string();
        let words = shlex::split(&line).unwrap_or_default();
        let correction = words
            .first()
            .is_some_and(|w| CORRECTIONS.contains(&w.as_str()));
        // The units the entry is about, in their roles.
        let mut about: Vec<(Option<Role>, String)> = Vec::new();
        for (key, role) in [("unit", Role::Unit), ("target", Role::Target)] {
            if let Some(u) = o.get(key).and_then(Json::as_str) {
                about.push((Some(role), u.to_string()));
            }
        }
        if correction && let Some(u) = words.get(1) {
            about.push((None, u.clone()));
        }
        // Notes on what the players do not see go, whatever else stays; a correction that
        // made one is about what they do not see.
        let mut secret = false;
        for key in ["roster", "game", "tracks"] {
            if let Some(notes) = o.get_mut(key).and_then(Json::as_array_mut) {
                notes.retain(|n| {
                    let n = n.as_str().unwrap_or("");
                    let off = self.units.iter().any(|h| match &h.spec {
                        Spec::Whole => mentions(n, &h.name),
                        Spec::Fields(f) => f.iter().any(|f| note_on(n, &h.name, f)),
                        Spec::Nothing => false,
                    }) || note_on_hidden(n);
                    secret |= off && correction;
                    !off
                });
            }
        }
        let mut all = Vec::new();
        texts(r, &mut all);
        let whole = self
            .units
            .iter()
            .filter(|h| h.spec == Spec::Whole)
            .any(|h| all.iter().any(|t| mentions(t, &h.name)));
        if whole {
            keep_only(r, WHOLE, false);
            return;
        }
        let reads = Reads::of(r, rules_id);
        for (role, name) in &about {
            let Some(Hidden {
                name,
                spec: Spec::Fields(fields),
                words: values,
            }) = self.find(name)
            else {
                continue;
            };
            let e_unit = r.get("unit").and_then(Json::as_str);
            let e_target = r.get("target").and_then(Json::as_str);
            let read = |f: &String| {
                reads.fields.iter().any(|(by, field)| {
                    (field.is_empty() || field == f)
                        && match (by, role) {
                            (Role::Subject, Some(_)) => e_target
                                .or(e_unit)
                                .is_some_and(|s| s.eq_ignore_ascii_case(name)),
                            (by, Some(role)) => by == role,
                            _ => false,
                        }
                })
            };
            let named = correction
                && words
                    .iter()
                    .skip(2)
                    .flat_map(|w| w.split(['=', ',']))
                    .any(|w| fields.iter().any(|f| f.eq_ignore_ascii_case(w)));
            secret |= fields.iter().any(read)
                || named
                || values.iter().any(|v| all.iter().any(|t| mentions(t, v)));
        }
        let counted = reads.sides && self.units.iter().any(|h| h.spec == Spec::Whole);
        if secret || counted {
            keep_only(r, DETAILS, true);
        }
    }
}

/// A note about a unit's `hidden` itself ("Tigers: hidden unset → [...]"), which says what
/// the referee keeps from the players.
fn note_on_hidden(note: &str) -> bool {
    note.split_once(": ")
        .is_some_and(|(_, rest)| rest.split(' ').next() == Some(FIELD))
}

/// What an entry's procedures read from the roster, as they declare it.
struct Reads {
    /// The fields read, with the role of the unit they are read from (an empty name: every
    /// field, for a value the rules work out of several).
    fields: Vec<(Role, &'static str)>,
    /// Whether an option was filled with a count of a side's units (or a flag of what none of
    /// them has), which would count a unit hidden whole.
    sides: bool,
}

impl Reads {
    fn of(r: &Json, rules_id: &str) -> Reads {
        let mut out = Reads {
            fields: Vec::new(),
            sides: false,
        };
        let filled = r.get("filled").and_then(Json::as_object);
        for report in r
            .get("output")
            .and_then(Json::as_array)
            .into_iter()
            .flatten()
        {
            let set = report
                .get("rules")
                .and_then(Json::as_str)
                .unwrap_or(rules_id);
            let name = report.get("procedure").and_then(Json::as_str).unwrap_or("");
            let Some(p) =
                rules::rule_set(set).and_then(|s| s.procedures().iter().find(|p| p.name == name))
            else {
                continue;
            };
            for f in p.roster.fill {
                match f.from {
                    Source::Field(role, field) => out.fields.push((role, field)),
                    Source::Rule(role, ..) => out.fields.push((role, "")),
                    Source::SideCount(_) | Source::SideLacks(..) => {
                        out.sides |= filled.is_some_and(|m| m.contains_key(f.option));
                    }
                    _ => {}
                }
            }
        }
        out
    }
}

/// Leaves of an entry its number, kind, time and links to other entries, and (`titles`) each
/// report's rule set, procedure and section; `why` says so.
fn keep_only(r: &mut Json, why: &str, titles: bool) {
    let Some(o) = r.as_object_mut() else { return };
    let output: Vec<Json> = if titles {
        o.get("output")
            .and_then(Json::as_array)
            .into_iter()
            .flatten()
            .filter(|x| x.is_object())
            .map(|x| {
                let mut t = Map::new();
                for k in ["rules", "procedure", "section"] {
                    if let Some(v) = x.get(k) {
                        t.insert(k.into(), v.clone());
                    }
                }
                Json::Object(t)
            })
            .collect()
    } else {
        Vec::new()
    };
    // Not `stream`: how far the dice ran would tell how many a hidden unit threw.
    let keep = [
        "n",
        "kind",
        "turn",
        "phase",
        "undoes",
        "redoes",
        "undone_by",
    ];
    o.retain(|k, _| keep.contains(&k.as_str()));
    if !output.is_empty() {
        o.insert("output".into(), Json::Array(output));
    }
    o.insert("withheld".into(), json!(why));
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
        assert!(note_on(
            "Tigers: 2 casualties lying down until the end of the phase (1.10; 2 in all)",
            "Tigers",
            "casualties"
        ));
        assert!(note_on("Tigers: dug in", "Tigers", "dug_in"));
        assert!(!note_on("Tigers: figures 8 → 7", "Tigers", "morale"));
        assert!(!note_on("Lions: morale 8 → 7", "Tigers", "morale"));
        assert!(note_on_hidden("Tigers: hidden unset → [\"note\"]"));
        assert!(!note_on_hidden("Tigers: figures 8 → 7"));
    }

    fn hiding() -> Hiding {
        let roster: Roster = toml::from_str(
            r#"
            [[unit]]
            name = "Snipers"
            side = "Blue"
            hidden = true
            [[unit]]
            name = "Tigers"
            side = "Blue"
            note = "ford"
            morale = 9
            hidden = ["note", "morale"]
            "#,
        )
        .unwrap();
        Hiding::of(&roster)
    }

    #[test]
    fn a_warning_naming_what_is_hidden_is_not_the_players() {
        let h = hiding();
        assert!(h.names_any("line 1: the roster: unit \"Snipers\": figures = -1"));
        assert!(h.names_any("note = ford"));
        assert!(!h.names_any("line 4 is damaged (bad JSON at column 3)"));
        assert!(
            !h.names_any("morale 9"),
            "a hidden number is no word to look for"
        );
    }

    #[test]
    fn the_players_status_has_no_hidden_unit_field_or_state() {
        let h = hiding();
        let mut s = json!({"sides": [{"name": "Blue", "units": [
            {"name": "Snipers", "fields": {"figures": 3}, "states": []},
            {"name": "Tigers", "fields": {"figures": 8, "morale": 9, "note": "ford",
                                          "hidden": ["note", "morale"]}, "states": ["pinned"]},
        ]}], "order": {"names": ["Snipers", "Tigers"], "acted": [], "next": "Snipers"}});
        let roster = Roster::default();
        h.status(&mut s, &roster);
        assert_eq!(
            s["sides"][0]["units"],
            json!([{"name": "Tigers", "fields": {"figures": 8}, "states": ["pinned"]}])
        );
        assert_eq!(
            s["order"],
            json!({"names": ["Tigers"], "acted": [], "next": "Tigers"})
        );
    }

    #[test]
    fn an_entry_kept_whole_keeps_its_number_and_links_only() {
        let mut e = json!({"n": 4, "kind": "command", "line": "fire --unit X", "stream": 9,
            "output": [{"rules": "schwerpunkt", "procedure": "fire", "section": "3.0",
                        "dice": [{"die": "d6", "value": 6, "for": "shot"}], "summary": "1 hit"}],
            "roster": ["X: pinned"], "undone_by": 5});
        keep_only(&mut e, WHOLE, false);
        assert_eq!(
            e,
            json!({"n": 4, "kind": "command", "undone_by": 5, "withheld": WHOLE})
        );
        let mut e = json!({"n": 4, "kind": "command", "line": "fire", "stream": 9,
            "output": [{"rules": "schwerpunkt", "procedure": "fire", "section": "3.0",
                        "summary": "1 hit"}]});
        keep_only(&mut e, DETAILS, true);
        assert_eq!(
            e["output"],
            json!([{"rules": "schwerpunkt", "procedure": "fire", "section": "3.0"}])
        );
        assert!(e.get("line").is_none());
    }
}

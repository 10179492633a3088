//! The referee's words outside the procedures: `spend` (Activity Points) and the corrections
//! to the roster (`set`, `unset`, `unpin`, `rout`, `rally`, `restore`).

use serde_json::Value as Json;

use super::State;
use crate::cli::Word;
use crate::error::{Error, Result};
use crate::game::journal::{Entry, Kind};
use crate::game::tracks;

impl State {
    /// `spend [SIDE] N [WHY]` (`words` follow `spend`; `line` is the line for the record):
    /// its entry.
    pub(crate) fn spend(&mut self, line: &str, words: &[String]) -> Result<Entry> {
        let rules = self.outer.rules().to_string();
        let Some(t) = self.sequence.as_ref().and_then(|s| s.tracks.clone()) else {
            return Err(Error::usage(format!(
                "spend: {rules} keeps no Activity Points (only the Series does, 8.0)"
            )));
        };
        let player = self.activity_player();
        let n = self.n + 1;
        let before = self.undoable(n, format!("`{line}`"));
        let note = tracks::spend(&rules, &t, player, &mut self.tracks, words)?;
        self.push_undo(before);
        self.n = n;
        self.last = Some(line.to_string());
        let mut e = self.entry(n, Kind::Command);
        e.line = Some(line.to_string());
        e.tracks = vec![note];
        Ok(e)
    }

    /// The referee's correction (`set UNIT FIELD=VALUE...`, `unset UNIT FIELD...`, `unpin`,
    /// `rout`, `rally` or `restore UNIT`; `line` is the line for the record): its entry.
    pub(crate) fn correct(&mut self, line: &str, word: &Word) -> Result<Entry> {
        let (verb, rest): (&str, Vec<String>) = match word {
            Word::Set(a) | Word::Unset(a) => (
                word.name(),
                std::iter::once(a.unit.clone())
                    .chain(a.changes.iter().cloned())
                    .collect(),
            ),
            Word::Unpin(a) | Word::Rout(a) | Word::Rally(a) | Word::Restore(a) => {
                (word.name(), vec![a.unit.clone()])
            }
            _ => {
                return Err(Error::Runtime(format!(
                    "{} is not a correction",
                    word.name()
                )));
            }
        };
        let rest = rest.as_slice();
        let model = crate::game::model::of(self.outer.rules());
        let dir = self.outer.data.clone();
        let data = self.session.data(dir.as_ref()).ok();
        let mut roster = self.roster.clone();
        let state = |s: &str, v: bool| -> Result<Vec<String>> {
            let name = match rest {
                [one] => one.clone(),
                _ => {
                    return Err(Error::usage(format!(
                        "{verb} UNIT: name one unit (quoted if it has spaces)"
                    )));
                }
            };
            Ok(vec![name, format!("{s}={v}")])
        };
        let notes = match verb {
            "set" => roster.set(rest, false, model, data)?,
            "unset" => roster.set(rest, true, model, data)?,
            "unpin" | "rout" => {
                let (field, to, was) = if verb == "unpin" {
                    ("pinned", false, "not pinned")
                } else {
                    ("routed", true, "routed already")
                };
                let words = state(field, to)?;
                if roster.find(&words[0])?.is(field) != to {
                    roster.set(&words, false, model, data)?
                } else {
                    return Err(Error::usage(format!(
                        "{verb} {}: the unit is {was}; nothing to change",
                        words[0]
                    )));
                }
            }
            "rally" => {
                let name = state("routed", false)?.remove(0);
                let unit = roster.find(&name)?.clone();
                let set: Vec<String> = ["routed", "fleeing", "shaken", "retiring"]
                    .iter()
                    .filter(|s| unit.is(s))
                    .map(|s| format!("{s}=false"))
                    .collect();
                if set.is_empty() {
                    return Err(Error::usage(format!(
                        "rally {name}: the unit is not routed, fleeing, shaken or retiring"
                    )));
                }
                roster.set(&[vec![name], set].concat(), false, model, data)?
            }
            "restore" => {
                let name = state("destroyed", false)?.remove(0);
                let now = roster.find(&name)?.clone();
                let Ok(then) = self.start.find(&name) else {
                    return Err(Error::usage(format!(
                        "restore {name}: the unit was not in the roster the game started with"
                    )));
                };
                let mut words = vec![now.name.clone()];
                for (k, v) in &then.fields {
                    let text = match v {
                        Json::String(s) => s.clone(),
                        v => v.to_string(),
                    };
                    words.push(format!("{k}={text}"));
                }
                // States the unit took on since the start are cleared.
                for (k, v) in &now.fields {
                    if !then.fields.contains_key(k) && *v == Json::Bool(true) {
                        words.push(format!("{k}=false"));
                    }
                }
                if words.len() == 1 {
                    return Err(Error::usage(format!(
                        "restore {name}: the roster gave it nothing but its name and side"
                    )));
                }
                roster.set(&words, false, model, data)?
            }
            _ => unreachable!("the corrections are matched above"),
        };
        let n = self.n + 1;
        let before = self.undoable(n, format!("`{line}`: {}", notes.join("; ")));
        self.push_undo(before);
        self.roster = roster;
        self.n = n;
        self.last = Some(line.to_string());
        let mut e = self.entry(n, Kind::Command);
        e.line = Some(line.to_string());
        e.roster = notes;
        Ok(e)
    }
}

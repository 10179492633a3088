//! What a line did, checked: the options the roster filled (its JSON `input`) against the
//! declarations, a second act against the rules, and errors that are no rule's.

use serde_json::Value as Json;

use super::game::{Case, Game};
use super::registry::Proc;
use super::{SIDES, arr, norm, text};

impl Game<'_> {
    /// What a fill's source gives for this line: `Some(None)` when it gives a value the test
    /// cannot work out (a rule's), `None` when it gives none.
    fn source(&self, f: &Json, c: &Case) -> Option<Option<String>> {
        let x = match text(&f["role"]) {
            "unit" => c.unit,
            "target" => c.target,
            _ => c.unit.or(c.target),
        }
        .map(|i| &self.units[i]);
        let names =
            |side: usize| -> Vec<String> { self.in_play(side).map(|u| u.name.clone()).collect() };
        let v = match text(&f["source"]) {
            "field" => match x?.fields.get(text(&f["field"]))? {
                Json::Bool(false) | Json::Null => return None,
                v => norm(v),
            },
            "side_count" => self.in_play(x?.side).count().to_string(),
            "side_lacks" => {
                let state = text(&f["state"]);
                if self.in_play(x?.side).any(|u| u.is(state)) {
                    return None;
                }
                "true".into()
            }
            "by_side" => text(arr(&f["values"]).get(x?.side)?).to_string(),
            "side_names" => SIDES.join(","),
            "side_units" => {
                let n = names(f["side"].as_u64()? as usize);
                if n.is_empty() {
                    return None;
                }
                n.join(",")
            }
            "each_side" => (0..SIDES.len())
                .filter(|s| !names(*s).is_empty())
                .map(|s| format!("{}={}", SIDES[s], names(s).join(",")))
                .collect::<Vec<_>>()
                .join(","),
            _ => {
                x?;
                return Some(None);
            }
        };
        Some(Some(v))
    }

    /// The options the roster should have filled on a line that ran, checked against its JSON
    /// `input`, as the fill works: in order, an option typed or filled before skipped, one
    /// conflicting with an option present left out, one for another mode left at its default.
    pub(super) fn check_fills(&self, c: &Case, input: &Json) -> Vec<String> {
        let mut bad = Vec::new();
        let typed = |id: &str| c.typed.iter().any(|(t, _)| t == id);
        let mut filled: Vec<String> = Vec::new();
        let mut left: Vec<String> = Vec::new();
        for f in self.p.fills() {
            let id = text(&f["id"]).to_string();
            if typed(&id) || filled.contains(&id) {
                continue;
            }
            let Some(value) = self.source(f, c) else {
                left.push(id);
                continue;
            };
            let present = |o: &str| typed(o) || filled.iter().any(|x| x == o);
            let conflict = arr(&self.p.v["options"])
                .iter()
                .map(|o| text(&o["id"]))
                .any(|o| present(o) && self.p.conflict(o, &id));
            if conflict || !fill_mode(&f["when"], input, &present) {
                left.push(id);
                continue;
            }
            let got = norm(&input[&id]);
            match value {
                Some(want) if got != want => bad.push(format!(
                    "--{} should be filled with {want:?} from {}, but input has {:?}",
                    text(&f["option"]),
                    fill_from(f),
                    input[&id]
                )),
                None if input[&id].is_null() => bad.push(format!(
                    "--{} should be filled from {}, but input has none",
                    text(&f["option"]),
                    fill_from(f)
                )),
                _ => {}
            }
            filled.push(id);
        }
        for id in left.iter().filter(|id| !filled.contains(id)) {
            let default = self
                .p
                .option(id)
                .map(|o| norm(&o["default"]))
                .unwrap_or_default();
            let got = norm(&input[id.as_str()]);
            if got != default && !(default.is_empty() && got == "false") {
                bad.push(format!(
                    "--{id} is not for this state or mode, yet input has {:?} (its default: {default:?})",
                    input[id.as_str()]
                ));
            }
        }
        bad
    }

    /// A line that ran, played again (`again`) and again with `--again` (`anyway`): refused
    /// with the rule where the rules forbid a second time, refused unless `--again` where they
    /// leave it to the referee. A second time refused for a unit the first changed (destroyed,
    /// now barred) says nothing of the mark and is passed over.
    pub(super) fn check_again(&self, first: &Json, again: &Json, anyway: &Json) -> Vec<String> {
        let Some(a) = second_act(self.p, &first["input"]) else {
            return Vec::new();
        };
        let why = text(&a["why"]);
        let changed = |o: &Json| {
            let msg = text(&o["error"]);
            msg.contains("a destroyed unit neither acts")
                || arr(&self.p.v["roster"]["barred"])
                    .iter()
                    .any(|b| msg.contains(text(&b["why"])))
        };
        let mut bad = Vec::new();
        if !changed(again) && !text(&again["error"]).contains(why) {
            bad.push(format!(
                "played twice, should be refused with {why:?}: {again}"
            ));
        }
        let warned = a["again"] == "warned";
        let ran = anyway["error"].is_null();
        if !changed(anyway) && warned != ran {
            let rules = if warned {
                "leave it to the referee"
            } else {
                "forbid it"
            };
            bad.push(format!(
                "played again with --again (the rules {rules}): {anyway}"
            ));
        }
        bad
    }
}

fn fill_from(f: &Json) -> String {
    match text(&f["source"]) {
        "field" => format!("the {}'s {}", text(&f["role"]), text(&f["field"])),
        s => s.replace('_', " "),
    }
}

/// Whether a fill's mode holds for the options as run (`input`) and those `present` (typed or
/// filled before it), as the game reads it.
fn fill_mode(when: &Json, input: &Json, present: &dyn Fn(&str) -> bool) -> bool {
    let o = text(&when["option"]);
    let value = match &input[o] {
        Json::Null => None,
        v => Some(norm(v)),
    };
    let values: Vec<&str> = arr(&when["values"]).iter().map(text).collect();
    let is = value.is_some_and(|v| values.contains(&v.as_str()));
    match text(&when["mode"]) {
        "is" => is,
        "not" => !is,
        "without" => !present(o),
        _ => true,
    }
}

/// What the rules say of a unit's second act in this mode, if it is marked by one.
fn second_act<'a>(p: &'a Proc, input: &Json) -> Option<&'a Json> {
    let given = |o: &str| !matches!(input.get(o), None | Some(Json::Null | Json::Bool(false)));
    arr(&p.v["play"]["acts"]).iter().find(|a| {
        let when = &a["when"];
        match text(&when["mode"]) {
            "always" => true,
            _ => fill_mode(when, input, &given),
        }
    })
}

/// Errors that mean a line was written wrongly for its procedure, not refused by a rule: the
/// class of bug a state filled into an option causes (clap's words, and the game's for a roster
/// value an option cannot take).
pub(super) fn misfill(msg: &str) -> bool {
    [
        "required arguments",
        "cannot be used with",
        "cannot fill --",
        "unexpected argument",
    ]
    .iter()
    .any(|m| msg.contains(m))
}

//! What the registry reports, read: a rule set's unit model and a procedure's declarations,
//! options and example lines, and the lines they make.

use serde_json::{Map, Value as Json, json};

use super::{Typed, arr, text};
use crate::harness::spw;

/// A rule set's unit model: `result` of `spw --json rules RULESET`.
pub(super) struct Model {
    fields: Vec<Json>,
    /// Counts the rules derive a state from, and losses lying until the phase ends: 0 in a
    /// unit at rest.
    at_rest: Vec<String>,
}

impl Model {
    pub(super) fn read(rules: &str) -> Model {
        let v = spw(&["rules", rules]).json()["result"].clone();
        let fields = arr(&v["fields"]).to_vec();
        assert!(
            !fields.is_empty(),
            "spw --json rules {rules}: no fields: {v}"
        );
        let mut at_rest: Vec<String> = arr(&v["derived"])
            .iter()
            .map(|d| text(&d["over_half"]["count"]).to_string())
            .collect();
        at_rest.extend(
            arr(&v["deferred"])
                .iter()
                .map(|d| text(&d["pending"]).to_string()),
        );
        Model { fields, at_rest }
    }

    pub(super) fn states(&self) -> Vec<String> {
        self.fields
            .iter()
            .filter(|f| f["kind"] == "state")
            .map(|f| text(&f["field"]).to_string())
            .collect()
    }

    fn field(&self, name: &str) -> Option<&Json> {
        self.fields.iter().find(|f| f["field"] == name)
    }

    /// `value` as field `name` holds it, if it fits the field (a word it takes, a number in its
    /// range).
    pub(super) fn fits(&self, name: &str, value: &str) -> Option<Json> {
        let f = self.field(name)?;
        match text(&f["kind"]) {
            "number" => {
                let n: i64 = value.parse().ok()?;
                (f["min"].as_i64()? <= n && n <= f["max"].as_i64()?).then(|| json!(n))
            }
            "word" => arr(&f["words"])
                .iter()
                .any(|w| w == value)
                .then(|| json!(value)),
            "strength" => Some(
                value
                    .parse::<i64>()
                    .map_or_else(|_| json!(value), |n| json!(n)),
            ),
            _ => None,
        }
    }

    /// A unit at rest: every field present and valid, every state false.
    pub(super) fn at_rest(&self) -> Map<String, Json> {
        let mut m = Map::new();
        for f in &self.fields {
            let name = text(&f["field"]).to_string();
            let v = match text(&f["kind"]) {
                "number" => {
                    let (min, max) = (
                        f["min"].as_i64().unwrap_or(0),
                        f["max"].as_i64().unwrap_or(0),
                    );
                    // A few men, guns or steps, a middling rating: what every procedure takes.
                    let want = if self.at_rest.contains(&name) { 0 } else { 4 };
                    json!(want.clamp(min, max))
                }
                "word" => arr(&f["words"]).first().cloned().unwrap_or(Json::Null),
                "strength" => json!(4),
                "text" => json!("states matrix"),
                "state" => json!(false),
                _ => continue,
            };
            if !v.is_null() {
                m.insert(name, v);
            }
        }
        m
    }
}

/// A procedure as the registry reports it (`result` of `spw --json rules PROCEDURE`).
pub(super) struct Proc {
    pub(super) rules: String,
    pub(super) name: String,
    pub(super) v: Json,
}

impl Proc {
    pub(super) fn read(rules: &str, name: &str) -> Proc {
        let v = spw(&["--rules", rules, "rules", name]).json()["result"].clone();
        assert!(
            v["roster"].is_object() && v["play"].is_object() && v["options"].is_array(),
            "spw --json --rules {rules} rules {name}: no roster, play or options: {v}"
        );
        Proc {
            rules: rules.into(),
            name: name.into(),
            v,
        }
    }

    pub(super) fn takes(&self) -> &str {
        text(&self.v["roster"]["roles"]["takes"])
    }

    pub(super) fn fills(&self) -> &[Json] {
        arr(&self.v["roster"]["fill"])
    }

    pub(super) fn option(&self, id: &str) -> Option<&Json> {
        arr(&self.v["options"]).iter().find(|o| o["id"] == id)
    }

    /// The option a word on a line names (`--kind`, `-k`).
    fn flag(&self, word: &str) -> Option<&Json> {
        arr(&self.v["options"]).iter().find(|o| {
            word.strip_prefix("--").is_some_and(|l| o["long"] == l)
                || (word.len() == 2 && word.starts_with('-') && o["short"] == word[1..])
        })
    }

    pub(super) fn switch(&self, id: &str) -> bool {
        self.option(id).is_some_and(|o| o["takes_value"] == false)
    }

    pub(super) fn filled(&self, id: &str) -> bool {
        self.fills().iter().any(|f| f["id"] == id)
    }

    /// Whether options `a` and `b` conflict (declared on either).
    pub(super) fn conflict(&self, a: &str, b: &str) -> bool {
        let of = |x: &str, y: &str| {
            self.option(x)
                .is_some_and(|o| arr(&o["conflicts"]).iter().any(|c| c == y))
        };
        of(a, b) || of(b, a)
    }

    /// The options of its first example line that a game can play with fresh dice and that
    /// gives no option a state fills (what it gives may lean on that state: a retreat of 2
    /// hexes on `--motorized`), else of the first it can play at all: the options after its
    /// name, without dice, cards, `--unit`/`--target` and the options the roster fills.
    pub(super) fn example(&self, model: &Model) -> Option<Typed> {
        let states = model.states();
        let from_state = |id: &str| {
            self.fills().iter().any(|f| {
                f["id"] == id && f["source"] == "field" && states.iter().any(|s| f["field"] == *s)
            })
        };
        let lines = self.plays();
        let line = lines
            .iter()
            .find(|l| !l.iter().any(|(id, _)| from_state(id)))
            .or(lines.first())?;
        Some(
            line.iter()
                .filter(|(id, _)| !self.filled(id))
                .cloned()
                .collect(),
        )
    }

    /// Its example lines a game can play with fresh dice (no `--chances`, no range, no `...`),
    /// each as the options after its name, without dice, cards, `--unit` and `--target`.
    fn plays(&self) -> Vec<Typed> {
        let names: Vec<&str> = std::iter::once(self.name.as_str())
            .chain(arr(&self.v["aliases"]).iter().map(text))
            .collect();
        let mut out = Vec::new();
        'lines: for line in arr(&self.v["examples"]).iter().map(text) {
            let Some(words) = shlex::split(line) else {
                continue;
            };
            let Some(at) = words.iter().position(|w| names.contains(&w.as_str())) else {
                continue;
            };
            if line.contains("...") || words.iter().any(|w| w == "--chances" || w == "--goal") {
                continue;
            }
            let mut typed = Typed::new();
            let mut rest = words[at + 1..].iter();
            while let Some(w) = rest.next() {
                let (flag, inline) = match w.split_once('=') {
                    Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
                    _ => (w.as_str(), None),
                };
                if matches!(flag, "--dice" | "--cards" | "--unit" | "--target") {
                    if inline.is_none() {
                        rest.next();
                    }
                    continue;
                }
                let Some(o) = self.flag(flag) else {
                    continue 'lines;
                };
                let value = if o["takes_value"] == true {
                    match inline.or_else(|| rest.next().cloned()) {
                        Some(v) if !v.contains("..") => Some(v),
                        _ => continue 'lines,
                    }
                } else {
                    None
                };
                typed.push((text(&o["id"]).to_string(), value));
            }
            out.push(typed);
        }
        out
    }

    /// A value for option `id` from any example line, or the first it lists.
    pub(super) fn some_value(&self, id: &str) -> Option<String> {
        let o = self.option(id)?;
        let long = format!("--{}", text(&o["long"]));
        for line in arr(&self.v["examples"]).iter().map(text) {
            let words = shlex::split(line).unwrap_or_default();
            if let Some(i) = words.iter().position(|w| *w == long)
                && let Some(v) = words.get(i + 1).filter(|v| !v.contains(".."))
            {
                return Some(v.clone());
            }
        }
        arr(&o["values"]).first().map(|v| text(v).to_string())
    }

    /// The modes its fills, bars and acts name, each as the options that put a line in it:
    /// every value a mode option takes (or is declared with), given or left out (an option the
    /// roster fills, left out, is in the mode its fill puts it in).
    pub(super) fn modes(&self, base: &Typed) -> Vec<Typed> {
        let mut options: Vec<String> = Vec::new();
        for w in self.whens() {
            let o = text(&w["option"]).to_string();
            if !o.is_empty() && !options.contains(&o) {
                options.push(o);
            }
        }
        let mut out = vec![base.clone()];
        // The line that leaves to the roster what an option given rivals (`--shots` against a
        // unit's `sf`).
        let rivals = |id: &str| {
            self.fills()
                .iter()
                .any(|f| self.conflict(id, text(&f["id"])))
        };
        for (id, _) in base.iter().filter(|(id, _)| rivals(id)) {
            let line: Typed = base.iter().filter(|(x, _)| x != id).cloned().collect();
            if !out.contains(&line) {
                out.push(line);
            }
        }
        for o in options {
            let mut values: Vec<Option<String>> = Vec::new();
            if self.switch(&o) {
                values.extend([Some("true".to_string()), None]);
            } else {
                let listed: Vec<String> = self
                    .option(&o)
                    .map(|x| {
                        arr(&x["values"])
                            .iter()
                            .map(|v| text(v).to_string())
                            .collect()
                    })
                    .unwrap_or_default();
                let declared = self.declared_values(&o);
                values.extend(listed.into_iter().chain(declared).map(Some));
                values.extend(self.some_value(&o).map(Some));
                if self.option(&o).is_some_and(|x| x["required"] == false) {
                    values.push(None);
                }
            }
            values.dedup();
            for v in values {
                let line = with(self, base, &o, v);
                if !out.contains(&line) {
                    out.push(line);
                }
            }
        }
        out
    }

    /// The modes of its fills, bars and acts.
    fn whens(&self) -> Vec<&Json> {
        let mut whens: Vec<&Json> = self.fills().iter().map(|f| &f["when"]).collect();
        whens.extend(arr(&self.v["roster"]["barred"]).iter().map(|b| &b["when"]));
        whens.extend(arr(&self.v["play"]["acts"]).iter().map(|a| &a["when"]));
        whens
    }

    /// The values the declarations name for mode option `o`.
    fn declared_values(&self, o: &str) -> Vec<String> {
        self.whens()
            .iter()
            .filter(|w| w["option"] == o)
            .flat_map(|w| arr(&w["values"]).iter().map(|v| text(v).to_string()))
            .collect()
    }
}

/// `base` with option `o` given as `value` (a switch's `true`: given; `None`: left out), and
/// the options it conflicts with left out.
pub(super) fn with(p: &Proc, base: &Typed, o: &str, value: Option<String>) -> Typed {
    let mut line: Typed = base
        .iter()
        .filter(|(id, _)| id != o && !(value.is_some() && p.conflict(id, o)))
        .cloned()
        .collect();
    match value {
        Some(v) if p.switch(o) && v == "true" => line.push((o.to_string(), None)),
        Some(v) if !p.switch(o) => line.push((o.to_string(), Some(v))),
        _ => {}
    }
    line
}

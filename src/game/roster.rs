//! The units on the table: a roster TOML read once into the game's header, then kept by the
//! game (casualties applied). `--unit NAME` and `--target NAME` fill a procedure's options from
//! the roster by matching field names to option names, so no rule set needs code here:
//!
//! - a field `marksmanship` fills `--marksmanship`; `true` fills a flag, `false` leaves it off;
//! - `--unit` also fills `--attacker` from the unit's `type` and `--attacker-X` from its `X`;
//!   `--target` fills `--defender`/`--target-type` from `type`, `--defender-X` from `X`, and
//!   any plain option the unit did not fill;
//! - an option typed on the line always wins.
//!
//! A result with `casualties` takes that many `figures` from the target (or the unit when no
//! target is named); nothing else is applied, because nothing else maps onto one unit without
//! a ruling.

use std::collections::HashSet;
use std::path::Path;

use clap::Command;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value as Json};

use crate::data::MAX_NUMBER;
use crate::error::{Error, Result};

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
pub(crate) struct Unit {
    pub name: String,
    pub side: String,
    /// Every other field: the unit's ratings, named as the procedures' options are.
    #[serde(flatten)]
    pub fields: Map<String, Json>,
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

/// Reads and checks `--roster FILE`.
pub(crate) fn load(path: &Path) -> Result<Roster> {
    let text = crate::bounded::read_text(path, &crate::bounded::ROSTER)?;
    let bad = |m: String| Error::Data {
        path: path.display().to_string(),
        message: m,
    };
    let roster: Roster = toml::from_str(&text).map_err(|e| {
        bad(format!(
            "{}; a roster is [[unit]] tables, each with name, side and its ratings (and optional [[side]] tables: name, c3i)",
            e.message()
        ))
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
        if !units.insert(u.name.to_ascii_lowercase()) {
            return Err(format!(
                "two units are named {:?}; names must differ",
                u.name
            ));
        }
        for (k, v) in &u.fields {
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

    fn find_mut(&mut self, name: &str) -> Option<&mut Unit> {
        self.unit
            .iter_mut()
            .find(|u| u.name.eq_ignore_ascii_case(name))
    }

    /// Applies what a command's reports did to the named units; one note per change.
    pub(crate) fn apply(
        &mut self,
        unit: Option<&str>,
        target: Option<&str>,
        output: &[Json],
    ) -> Vec<String> {
        let mut notes = Vec::new();
        for r in output {
            for (to, change) in effects(r) {
                let who = match to {
                    To::Hit => target.or(unit),
                    To::Unit => unit,
                    To::Target => target,
                };
                if let Some(u) = who.and_then(|w| self.find_mut(w)) {
                    change.apply(u, &mut notes);
                }
            }
        }
        notes
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
                let fields: Vec<String> = u
                    .fields
                    .iter()
                    .map(|(k, v)| match v {
                        Json::String(t) => format!("{k} {t}"),
                        v => format!("{k} {v}"),
                    })
                    .collect();
                s.push_str(&format!("  {}: {}\n", u.name, fields.join(", ")));
            }
        }
        s
    }
}

/// Whom a result applies to: the one hit (`--target`, else `--unit`), or the side named.
#[derive(Clone, Copy, Debug, PartialEq)]
enum To {
    Hit,
    /// `--unit`: the attacker of a melee, close combat or battle.
    Unit,
    /// `--target`: the defender.
    Target,
}

/// One change a result makes to a unit.
#[derive(Clone, Debug, PartialEq)]
enum Change {
    /// So many off a count the unit has (`figures`, `steps`, `guns`, `wounded`); at 0
    /// figures or steps the unit is destroyed.
    Lose(&'static str, i64),
    /// So many onto a count (`wounded` is started at 0; another count only if the unit has it).
    Gain(&'static str, i64),
    /// A marker set (`pinned`).
    Mark(&'static str),
    /// The unit destroyed: `destroyed = true`, its figures or steps 0.
    Destroy,
    /// A wounded man recovers (TSATF WOUNDS): one `wounded` back to `figures`.
    Recover,
}

/// The counts a destroyed unit has none of.
const STRENGTH: &[&str] = &["figures", "steps"];

impl Change {
    fn apply(&self, u: &mut Unit, notes: &mut Vec<String>) {
        let count = |u: &Unit, f: &str| u.fields.get(f).and_then(Json::as_i64);
        match self {
            Change::Lose(field, n) => {
                let Some(was) = count(u, field) else { return };
                let left = (was - n).max(0);
                if left == was {
                    return;
                }
                u.fields.insert((*field).into(), Json::from(left));
                notes.push(format!("{}: {field} {was} → {left}", u.name));
                if left == 0 && STRENGTH.contains(field) {
                    Change::Destroy.apply(u, notes);
                }
            }
            Change::Gain(field, n) => {
                let was = match count(u, field) {
                    Some(w) => w,
                    None if *field == "wounded" => 0,
                    None => return,
                };
                if *n == 0 {
                    return;
                }
                u.fields.insert((*field).into(), Json::from(was + n));
                notes.push(format!("{}: {field} {was} → {}", u.name, was + n));
            }
            Change::Mark(what) => {
                if u.fields.get(*what) != Some(&Json::Bool(true)) {
                    u.fields.insert((*what).into(), Json::Bool(true));
                    notes.push(format!("{}: {what}", u.name));
                }
            }
            Change::Recover => {
                if count(u, "wounded").is_some_and(|w| w > 0) {
                    Change::Lose("wounded", 1).apply(u, notes);
                    Change::Gain("figures", 1).apply(u, notes);
                }
            }
            Change::Destroy => {
                if u.fields.get("destroyed") == Some(&Json::Bool(true)) {
                    return;
                }
                for f in STRENGTH {
                    if let Some(was) = count(u, f).filter(|w| *w > 0) {
                        u.fields.insert((*f).into(), Json::from(0));
                        notes.push(format!("{}: {f} {was} → 0", u.name));
                    }
                }
                u.fields.insert("destroyed".into(), Json::Bool(true));
                notes.push(format!("{}: destroyed", u.name));
            }
        }
    }
}

/// What one report's result does to the units, where it maps onto them without a ruling
/// (README, "Rosters" in JOURNAL.md, lists what is mapped and what is not, and why).
fn effects(r: &Json) -> Vec<(To, Change)> {
    let res = r.get("result").unwrap_or(&Json::Null);
    let int = |k: &str| res.get(k).and_then(Json::as_i64).filter(|n| *n > 0);
    let text = |k: &str| res.get(k).and_then(Json::as_str).unwrap_or("");
    let rules = r.get("rules").and_then(Json::as_str).unwrap_or("");
    let procedure = r.get("procedure").and_then(Json::as_str).unwrap_or("");
    let mut out = Vec::new();
    // Casualties removed (Schwerpunkt 3.3): figures off the one hit.
    if let Some(n) = int("casualties") {
        out.push((To::Hit, Change::Lose("figures", n)));
    }
    match (rules, procedure) {
        ("schwerpunkt", "pin") if res.get("pinned") == Some(&Json::Bool(true)) => {
            out.push((To::Hit, Change::Mark("pinned")));
        }
        // 3.2: the enemy's guns not saved are removed.
        ("schwerpunkt", "duel") => {
            if let Some(n) = int("removed") {
                out.push((To::Target, Change::Lose("guns", n)));
            }
        }
        ("schwerpunkt", "melee") => {
            if let Some(n) = int("attacker_casualties") {
                out.push((To::Unit, Change::Lose("figures", n)));
            }
            if let Some(n) = int("defender_casualties") {
                out.push((To::Target, Change::Lose("figures", n)));
            }
        }
        // 3.5: the damage table's last row.
        ("schwerpunkt", "penetrate") if text("result") == "blows up" => {
            out.push((To::Hit, Change::Destroy));
        }
        ("portable" | "frontier", "fire" | "artillery") => match text("effect") {
            "destroyed" => out.push((To::Hit, Change::Destroy)),
            "pinned" => out.push((To::Hit, Change::Mark("pinned"))),
            _ => {}
        },
        ("portable", "close-combat") => {
            let o = text("outcome");
            if o == "attacker_wins" || o == "both_destroyed" {
                out.push((To::Target, Change::Destroy));
            }
            if o == "defender_wins" || o == "both_destroyed" {
                out.push((To::Unit, Change::Destroy));
            }
        }
        ("frontier", "battle") if text("loser") == "destroyed" => match text("outcome") {
            "attacker_wins" => out.push((To::Target, Change::Destroy)),
            "defender_wins" => out.push((To::Unit, Change::Destroy)),
            _ => {}
        },
        // 12.8 and 6.5: step losses, when they all fall on one unit.
        ("series", "losses") => {
            if let Some([n]) = res
                .get("per_unit")
                .and_then(Json::as_array)
                .map(Vec::as_slice)
                && let Some(n) = n.as_i64().filter(|n| *n > 0)
            {
                out.push((To::Hit, Change::Lose("steps", n)));
            }
        }
        ("series", "attrition") => {
            let one = r
                .get("input")
                .and_then(|i| i.get("units"))
                .and_then(Json::as_i64)
                == Some(1);
            if let Some(n) = int("step_losses").filter(|_| one) {
                out.push((To::Hit, Change::Lose("steps", n)));
            }
        }
        // Killed men come off; wounded men come off and are counted as wounded (WOUNDS).
        ("tsatf", "fire" | "barrage" | "mortar") => {
            casualties(&mut out, To::Hit, int("killed"), int("wounded"));
        }
        ("tsatf", "close-combat") => {
            casualties(
                &mut out,
                To::Unit,
                int("attackers_killed"),
                int("attackers_wounded"),
            );
            casualties(
                &mut out,
                To::Target,
                int("defenders_killed"),
                int("defenders_wounded"),
            );
        }
        ("tsatf", "wound") => match text("result") {
            "recovers" => out.push((To::Hit, Change::Recover)),
            "dies" => out.push((To::Hit, Change::Lose("wounded", 1))),
            _ => {}
        },
        _ => {}
    }
    out
}

fn casualties(out: &mut Vec<(To, Change)>, to: To, killed: Option<i64>, wounded: Option<i64>) {
    if let Some(n) = killed {
        out.push((to, Change::Lose("figures", n)));
    }
    if let Some(n) = wounded {
        out.push((to, Change::Lose("figures", n)));
        out.push((to, Change::Gain("wounded", n)));
    }
}

/// Global options that take a value, skipped when looking for the procedure's name.
const VALUED: &[&str] = &[
    "--rules", "-r", "--seed", "--dice", "--cards", "--data", "--color",
];

/// The procedure a line names, as its own command (for its options).
fn procedure(rules: &str, words: &[String]) -> Option<Command> {
    let mut names = Vec::new();
    let mut skip = false;
    for w in words {
        if skip {
            skip = false;
        } else if w.starts_with('-') {
            skip = VALUED.contains(&w.as_str());
        } else {
            names.push(w.as_str());
            if names.len() == 2 {
                break;
            }
        }
    }
    let named = |e: &&crate::rules::Entry, w: &str| {
        e.name == w || (e.command)().get_all_aliases().any(|a| a == w)
    };
    match names.as_slice() {
        [set, name, ..] if crate::rules::rule_set(set).is_some() => crate::rules::rule_set(set)?
            .procedures()
            .iter()
            .find(|e| named(e, name))
            .map(|e| (e.command)()),
        [name, ..] => crate::cli::top_level(rules)
            .into_iter()
            .find(|e| named(e, name))
            .map(|e| (e.command)()),
        [] => None,
    }
}

/// Takes `--unit NAME` / `--target NAME` (and `=` forms) out of `words`.
fn take(words: &mut Vec<String>, opt: &str) -> Result<Option<String>> {
    let eq = format!("{opt}=");
    let mut found = None;
    let mut i = 0;
    while i < words.len() {
        if words[i] == opt {
            let v = words
                .get(i + 1)
                .cloned()
                .ok_or_else(|| Error::usage(format!("{opt} needs a unit name from the roster")))?;
            words.drain(i..i + 2);
            found = Some(v);
        } else if let Some(v) = words[i].strip_prefix(&eq) {
            found = Some(v.to_string());
            words.remove(i);
        } else {
            i += 1;
        }
    }
    Ok(found)
}

/// A line with `--unit`/`--target` filled from the roster: the words to run, and the names.
pub(crate) struct Filled {
    pub words: Vec<String>,
    pub unit: Option<String>,
    pub target: Option<String>,
}

/// A procedure that refused the line for want of an option (`needs --skill N`) when the roster
/// was to fill it: the error names the unit and the missing field instead.
pub(crate) fn missing_field(e: &Error, roster: &Roster, f: &Filled) -> Option<Error> {
    let units: Vec<&Unit> = [&f.unit, &f.target]
        .into_iter()
        .flatten()
        .filter_map(|n| roster.find(n).ok())
        .collect();
    if units.is_empty() {
        return None;
    }
    let msg = e.to_string();
    let option = msg
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter_map(|w| w.strip_prefix("--"))
        .find(|o| !o.is_empty() && !f.words.iter().any(|w| w.strip_prefix("--") == Some(*o)))?;
    let who: Vec<String> = units
        .iter()
        .map(|u| format!("{:?} ({})", u.name, u.side))
        .collect();
    Some(Error::usage(format!(
        "unit {} has no field {} in the roster ({msg}); add it to the roster or type --{option} on the line",
        who.join(" / "),
        option.replace('-', "_")
    )))
}

/// Fills the options of the procedure on the line from the roster (see the module doc).
pub(crate) fn fill(roster: &Roster, rules: &str, mut words: Vec<String>) -> Result<Filled> {
    let unit = take(&mut words, "--unit")?;
    let target = take(&mut words, "--target")?;
    if unit.is_none() && target.is_none() {
        return Ok(Filled {
            words,
            unit,
            target,
        });
    }
    let mut cmd = procedure(rules, &words).ok_or_else(|| {
        Error::usage("--unit and --target fill a procedure's options; name the procedure")
    })?;
    // Its options may be deferred until the command is built.
    cmd.build();
    let u = unit.as_deref().map(|n| roster.find(n)).transpose()?;
    let t = target.as_deref().map(|n| roster.find(n)).transpose()?;
    let typed = |long: &str| {
        let flag = format!("--{long}");
        let eq = format!("--{long}=");
        words.iter().any(|w| *w == flag || w.starts_with(&eq))
    };
    let field = |unit: &Unit, key: &str| -> Option<Json> {
        let k = key.replace('-', "_");
        unit.fields
            .get(key)
            .or_else(|| unit.fields.get(&k))
            .cloned()
    };
    let mut add: Vec<String> = Vec::new();
    let procedure = cmd.get_name().to_string();
    for arg in cmd.get_arguments() {
        let Some(long) = arg.get_long() else { continue };
        if typed(long) || arg.is_global_set() || long == "help" {
            continue;
        }
        let from_unit = u.and_then(|u| {
            let key = match long {
                "attacker" => "type",
                l => l.strip_prefix("attacker-").unwrap_or(l),
            };
            field(u, key).map(|v| (u, v))
        });
        let from_target = || {
            t.and_then(|t| {
                let key = match long {
                    "defender" | "target-type" => "type",
                    l => l
                        .strip_prefix("defender-")
                        .or_else(|| l.strip_prefix("target-"))
                        .unwrap_or(l),
                };
                field(t, key).map(|v| (t, v))
            })
        };
        let Some((_, value)) = from_unit.or_else(from_target) else {
            if arg.is_required_set() {
                let who: Vec<String> = [u, t]
                    .into_iter()
                    .flatten()
                    .map(|x| format!("{:?} ({})", x.name, x.side))
                    .collect();
                return Err(Error::usage(format!(
                    "unit {} has no field {}, which {procedure} needs (--{long}); add it to the roster or type --{long} on the line",
                    who.join(" / "),
                    long.replace('-', "_")
                )));
            }
            continue;
        };
        let takes_value = arg.get_action().takes_values();
        match value {
            Json::Bool(true) if !takes_value => add.push(format!("--{long}")),
            Json::Bool(_) if !takes_value => {}
            Json::String(s) if takes_value => {
                add.push(format!("--{long}"));
                add.push(s);
            }
            Json::Number(n) if takes_value => {
                add.push(format!("--{long}"));
                add.push(n.to_string());
            }
            // A field whose kind does not fit the option (a number for a flag): not this one.
            _ => {}
        }
    }
    words.extend(add);
    Ok(Filled {
        words,
        unit: u.map(|x| x.name.clone()),
        target: t.map(|x| x.name.clone()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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

    fn w(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn fills_options_by_field_name_and_a_typed_option_wins() {
        let f = fill(
            &roster(),
            "schwerpunkt",
            vec!["fire".into(), "--unit".into(), "1st Platon".into()],
        )
        .err();
        assert!(f.unwrap().to_string().contains("close matches"));
        let f = fill(
            &roster(),
            "schwerpunkt",
            vec![
                "fire".into(),
                "--unit=1st platoon".into(),
                "--shots".into(),
                "5".into(),
            ],
        )
        .unwrap();
        assert_eq!(f.words, w("fire --shots 5 --marksmanship 4"));
        assert_eq!(f.unit.as_deref(), Some("1st Platoon"));
        let f = fill(
            &roster(),
            "schwerpunkt",
            vec![
                "fire".into(),
                "--unit".into(),
                "1st Platoon".into(),
                "--marksmanship".into(),
                "3".into(),
                "--shots".into(),
                "2".into(),
            ],
        )
        .unwrap();
        assert_eq!(f.words, w("fire --marksmanship 3 --shots 2"));
    }

    #[test]
    fn a_missing_field_names_unit_and_field() {
        let f = fill(&roster(), "schwerpunkt", w("save --target Tigers --hits 2")).unwrap();
        assert_eq!(f.words, w("save --hits 2"));
        let refused = Error::usage("save needs --skill N, the figures' skill rating (3.3)");
        let e = missing_field(&refused, &roster(), &f).unwrap().to_string();
        assert!(
            e.contains("unit \"Tigers\" (Blue) has no field skill"),
            "{e}"
        );
        // An option the line has is not what is missing.
        let f = fill(
            &roster(),
            "schwerpunkt",
            w("save --target Tigers --skill 4"),
        )
        .unwrap();
        assert!(missing_field(&refused, &roster(), &f).is_none());
    }

    #[test]
    fn casualties_come_off_the_target() {
        let mut r = roster();
        let out = vec![serde_json::json!({"result": {"casualties": 4}})];
        let notes = r.apply(Some("Tigers"), Some("1st Platoon"), &out);
        assert_eq!(notes, vec!["1st Platoon: figures 10 → 6"]);
        assert_eq!(r.unit[0].fields["figures"], 6);
    }

    #[test]
    fn a_melee_takes_figures_from_each_side_and_none_left_is_destroyed() {
        let mut r = roster();
        let out = vec![
            serde_json::json!({"rules": "schwerpunkt", "procedure": "melee",
            "result": {"attacker_casualties": 2, "defender_casualties": 5}}),
        ];
        let notes = r.apply(Some("1st Platoon"), Some("Tigers"), &out);
        assert_eq!(
            notes,
            [
                "1st Platoon: figures 10 → 8",
                "Tigers: figures 3 → 0",
                "Tigers: destroyed"
            ]
        );
        assert_eq!(r.unit[1].fields["destroyed"], true);
        // Destroyed once: a second result destroys nothing more.
        let again = vec![
            serde_json::json!({"rules": "frontier", "procedure": "battle",
            "result": {"outcome": "attacker_wins", "loser": "destroyed"}}),
        ];
        assert!(
            r.apply(Some("1st Platoon"), Some("Tigers"), &again)
                .is_empty()
        );
    }

    #[test]
    fn tsatf_wounded_men_leave_the_figures_and_a_recovered_one_returns() {
        let mut r = roster();
        let fire = vec![serde_json::json!({"rules": "tsatf", "procedure": "fire",
            "result": {"killed": 1, "wounded": 2, "pinned": 1}})];
        let notes = r.apply(None, Some("1st Platoon"), &fire);
        assert_eq!(
            notes,
            [
                "1st Platoon: figures 10 → 9",
                "1st Platoon: figures 9 → 7",
                "1st Platoon: wounded 0 → 2"
            ]
        );
        let wound = |res: &str| {
            vec![serde_json::json!({"rules": "tsatf", "procedure": "wound",
            "result": {"result": res}})]
        };
        assert_eq!(
            r.apply(Some("1st Platoon"), None, &wound("recovers")),
            ["1st Platoon: wounded 2 → 1", "1st Platoon: figures 7 → 8"]
        );
        assert_eq!(
            r.apply(Some("1st Platoon"), None, &wound("dies")),
            ["1st Platoon: wounded 1 → 0"]
        );
        // No wounded man left to recover: nothing changes.
        assert!(
            r.apply(Some("1st Platoon"), None, &wound("recovers"))
                .is_empty()
        );
    }

    #[test]
    fn results_left_to_a_ruling_change_nothing() {
        let mut r = roster();
        let before = r.clone();
        for (rules, procedure, result) in [
            (
                "series",
                "crt",
                serde_json::json!({"attacker_hits": 1, "defender_hits": 2}),
            ),
            ("series", "losses", serde_json::json!({"per_unit": [1, 1]})),
            ("schwerpunkt", "fire", serde_json::json!({"hits": 3})),
            (
                "schwerpunkt",
                "morale",
                serde_json::json!({"passed": false}),
            ),
            ("schwerpunkt", "pin", serde_json::json!({"pinned": false})),
        ] {
            let out =
                vec![serde_json::json!({"rules": rules, "procedure": procedure, "result": result})];
            assert!(
                r.apply(Some("Tigers"), Some("1st Platoon"), &out)
                    .is_empty(),
                "{procedure}"
            );
        }
        assert_eq!(r, before);
    }

    #[test]
    fn close_matches_rank_by_spelling() {
        let e = roster().find("Tigres").err().unwrap().to_string();
        assert!(e.contains("close matches: Tigers"), "{e}");
    }
}

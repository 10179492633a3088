//! The states matrix: every procedure that takes `--unit` (and `--target`), played in a game
//! against a unit in every state of its rule set's model, in every mode its declarations name.
//! Everything is read from the registry the binary reports (the model from `spw --json rules
//! RULESET`; each procedure's roster declaration, play, options and examples from `spw --json
//! rules PROCEDURE`), so a new procedure or state is covered with no edit here.
//!
//! Each line either runs, its JSON `input` holding what the unit's state fills in that mode as
//! declared (and the declared default where a fill is not for that mode), or is refused (exit 2)
//! naming the rule: a bar's why, a destroyed unit, a second act, a count over the unit's, a
//! count it lacks. No line may fail over an option the roster fills: a clap "required" or
//! "cannot be used with" error, or a filled value refused, is the bug this matrix is for (a
//! state turned into an option the procedure then refuses).
//!
//! One game per procedure, played as one batch: each line is followed by `undo`, so every line
//! meets the roster as it started (an `undo` after a refused line has nothing to undo and says
//! so, harmlessly).

mod checks;
mod game;
mod registry;

use serde_json::{Map, Value as Json, json};

use crate::harness::{spw, temp_dir};
use checks::misfill;
use game::{Expect, game};
use registry::{Model, Proc};

const SEED: &str = "40";
pub(super) const SIDES: [&str; 2] = ["Red", "Blue"];

pub(super) fn arr(v: &Json) -> &[Json] {
    v.as_array().map_or(&[], Vec::as_slice)
}

pub(super) fn text(v: &Json) -> &str {
    v.as_str().unwrap_or_default()
}

/// A value as the JSON `input` and the roster compare: text, a list joined by commas, nothing
/// for null.
pub(super) fn norm(v: &Json) -> String {
    match v {
        Json::Null => String::new(),
        Json::String(s) => s.clone(),
        Json::Array(items) => items.iter().map(norm).collect::<Vec<_>>().join(","),
        v => v.to_string(),
    }
}

/// Options as a line gives them: (id, value), a switch without one.
pub(super) type Typed = Vec<(String, Option<String>)>;

/// Plays every line of procedure `p`'s game; the failures, each in a line.
fn play(model: &Model, p: &Proc, seen: &mut usize) -> Vec<String> {
    let who = format!("{} {}", p.rules, p.name);
    let g = match game(model, p) {
        Ok(g) => g,
        Err(e) if e.is_empty() => return Vec::new(),
        Err(e) => return vec![e],
    };
    let mut g = g;
    let dir = temp_dir(&format!("states-matrix-{}-{}", p.rules, p.name));
    let file = dir.join("g.spw");
    // A unit the rule set's own roster check refuses (only infantry may be poor) is a unit
    // the rules allow no game to have: it leaves the matrix, with its lines.
    let mut dropped = vec![false; g.units.len()];
    loop {
        let roster = json!({
            "side": SIDES.iter().map(|s| json!({"name": s})).collect::<Vec<_>>(),
            "unit": g.units.iter().zip(&dropped).filter(|(_, d)| !**d).map(|(u, _)| {
                let mut m = Map::new();
                m.insert("name".into(), json!(u.name));
                m.insert("side".into(), json!(SIDES[u.side]));
                m.extend(u.fields.clone());
                Json::Object(m)
            }).collect::<Vec<_>>(),
        });
        let roster_path = dir.join("roster.toml");
        std::fs::write(
            &roster_path,
            toml::to_string(&roster).expect("a roster in TOML"),
        )
        .unwrap();
        let _ = std::fs::remove_file(&file);
        let (file_s, roster_s) = (file.to_str().unwrap(), roster_path.to_str().unwrap());
        let made = spw(&[
            "game", "new", file_s, "--rules", &p.rules, "--seed", SEED, "--roster", roster_s,
        ])
        .run();
        if made.status == 0 {
            break;
        }
        let refused = g.units.iter().position(|u| {
            u.fields
                .iter()
                .any(|(k, v)| v == &json!(true) && u.name.ends_with(&format!("-{k}")))
                && made.stderr.contains(&format!("unit \"{}\": ", u.name))
        });
        match refused {
            Some(i) if !dropped[i] => dropped[i] = true,
            _ => {
                return vec![format!(
                    "{who}: the matrix's roster is refused: {}",
                    made.stderr.trim()
                )];
            }
        }
    }
    g.cases
        .retain(|c| !c.unit.is_some_and(|u| dropped[u]) && !c.target.is_some_and(|t| dropped[t]));
    // Each case: its line, then (when it runs and marks the unit) the same again, then an
    // undo for each.
    let mut batch = String::new();
    for c in &g.cases {
        batch.push_str(&c.line);
        batch.push('\n');
        if c.repeat {
            batch.push_str(&c.line);
            batch.push('\n');
            batch.push_str(&c.line);
            batch.push_str(" --again\nundo\nundo\n");
        }
        batch.push_str("undo\n");
    }
    // Kept beside the game, to play again by hand: `spw --json --game g.spw < lines`.
    std::fs::write(dir.join("lines"), &batch).unwrap();
    let done = spw(&["--json", "--game", file.to_str().unwrap()])
        .stdin(&batch)
        .run();
    let outs: Vec<Json> = done
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{who}: not JSON ({e}): {l}")))
        .collect();
    let lines = batch.lines().count();
    if outs.len() != lines {
        return vec![format!(
            "{who}: {lines} lines gave {} answers:\n{}",
            outs.len(),
            done.stderr
        )];
    }
    let mut bad = Vec::new();
    let mut at = 0;
    for c in &g.cases {
        *seen += 1;
        let out = &outs[at];
        at += 1;
        let error = out["error"].as_str();
        let state = g.acting(c).map_or("", |x| x.name.as_str());
        let say = |what: String| format!("{who}: `{}` ({state}): {what}", c.line);
        let repeats = if c.repeat { &outs[at..at + 2] } else { &[] };
        for msg in std::iter::once(out)
            .chain(repeats)
            .filter_map(|o| o["error"].as_str())
        {
            if misfill(msg) {
                bad.push(say(format!("refused over an option, not a rule: {msg}")));
            }
        }
        match (&c.expect, error) {
            (Expect::Runs(_), None) => {
                bad.extend(g.check_fills(c, &out["input"]).into_iter().map(say));
                if c.repeat {
                    bad.extend(
                        g.check_again(out, &outs[at], &outs[at + 1])
                            .into_iter()
                            .map(say),
                    );
                }
            }
            (Expect::Runs(Some(lacks)), Some(msg)) if msg.contains(lacks.as_str()) => {}
            (Expect::Runs(_), Some(msg)) => bad.push(say(format!("should run, refused: {msg}"))),
            (Expect::Refused(whys), Some(msg)) => {
                if out["code"] != 2 || !whys.iter().any(|w| msg.contains(w.as_str())) {
                    bad.push(say(format!(
                        "refused without the rule ({}): {msg}",
                        whys.join(" | ")
                    )));
                }
            }
            (Expect::Refused(whys), None) => {
                bad.push(say(format!(
                    "should be refused ({}), but ran: {}",
                    whys.join(" | "),
                    out["input"]
                )));
            }
        }
        // Past its repeats and undos.
        at += if c.repeat { 5 } else { 1 };
    }
    bad
}

/// What the matrix found that waits for a change beyond the procedures' declarations, each
/// reported with its fix: (rule set, procedure, what its failures say). Each must still fail
/// as said; once it is fixed, its entry goes.
const KNOWN: &[(&str, &str, &str)] = &[];

/// Every procedure with roles, in every state of its rule set's model and every mode it names.
#[test]
fn every_procedure_meets_every_state() {
    let sets = spw(&["rules"]).json()["result"].clone();
    let mut bad = Vec::new();
    let mut seen = 0;
    let mut played = 0;
    for set in arr(&sets["rule_sets"]) {
        let rules = text(&set["id"]);
        let model = Model::read(rules);
        for e in arr(&sets["procedures"])
            .iter()
            .filter(|e| e["rules"] == rules)
        {
            let p = Proc::read(rules, text(&e["procedure"]));
            if p.takes() != "none" {
                played += 1;
            }
            bad.extend(play(&model, &p, &mut seen));
        }
    }
    assert!(
        played >= 20 && seen > 400,
        "the matrix hardly ran: {played} procedures, {seen} lines"
    );
    let known = |b: &String, (rules, name, says): &(&str, &str, &str)| {
        b.starts_with(&format!("{rules} {name}: ")) && b.contains(says)
    };
    for k in KNOWN {
        assert!(
            bad.iter().any(|b| known(b, k)),
            "{} {}: fixed? no line fails with {:?} any more: take it out of KNOWN",
            k.0,
            k.1,
            k.2
        );
    }
    let bad: Vec<&String> = bad
        .iter()
        .filter(|b| !KNOWN.iter().any(|k| known(b, k)))
        .collect();
    assert!(
        bad.is_empty(),
        "{} of {seen} lines of the states matrix went wrong:\n{}",
        bad.len(),
        bad.iter()
            .map(|b| b.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

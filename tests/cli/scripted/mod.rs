//! A scripted evening per rule set: every line is played in a game kept in a journal, and after
//! every line — played or refused — the whole roster and the game's position (turn, phase,
//! initiative, who acts next) are compared with a model the script keeps by hand. Each step
//! names only what the line changes, worked from the rule text quoted beside it; a change the
//! script does not name, or a named change that does not happen, fails the step.

mod frontier;
mod portable;
mod schwerpunkt;
mod series;
mod tsatf;

use std::path::PathBuf;

use serde_json::Value;

use crate::harness::{spw, temp_dir};

/// What a step says changed: a unit's roster line, or the game's position.
pub(crate) enum Is {
    /// The unit's whole roster line after the step (without its name).
    Unit(&'static str, &'static str),
    /// The turn and phase: `"turn 2, fire cards"`.
    At(&'static str),
    /// The side with the initiative.
    Initiative(&'static str),
    /// The order of play and who acts next: `"Guns, Rifles; next Guns"`.
    Order(&'static str),
    /// Each side's C3I and Activity Points: `"Axis 6 C3I 0 AP, Allies 5 C3I 0 AP"`.
    Tracks(&'static str),
}

pub(crate) use Is::*;

pub(crate) struct Script {
    file: PathBuf,
    /// (side, unit, roster line) in the roster's order.
    units: Vec<(String, String, String)>,
    at: String,
    initiative: String,
    order: String,
    tracks: String,
    steps: usize,
}

impl Script {
    /// A new game of `rules` with `roster`; `units` is the roster as the script expects `roster`
    /// to print it at the start, side by side, and `at` the first turn and phase.
    pub(crate) fn new(
        name: &str,
        rules: &str,
        roster: &str,
        units: &[(&str, &str, &str)],
        at: &str,
    ) -> Script {
        Script::with_tracks(name, rules, roster, units, at, "none")
    }

    /// [`Script::new`] for a game that keeps each side's tracks, as they start.
    pub(crate) fn with_tracks(
        name: &str,
        rules: &str,
        roster: &str,
        units: &[(&str, &str, &str)],
        at: &str,
        tracks: &str,
    ) -> Script {
        let dir = temp_dir(name);
        let r = dir.join("roster.toml");
        std::fs::write(&r, roster).unwrap();
        let file = dir.join("g.spw");
        let (f, r) = (file.to_str().unwrap(), r.to_str().unwrap());
        spw(&[
            "game", "new", f, "--rules", rules, "--seed", "5", "--roster", r,
        ])
        .ok();
        let s = Script {
            file,
            units: units
                .iter()
                .map(|(s, u, l)| (s.to_string(), u.to_string(), l.to_string()))
                .collect(),
            at: at.to_string(),
            initiative: "none".into(),
            order: "none".into(),
            tracks: tracks.to_string(),
            steps: 0,
        };
        s.check("the start");
        s
    }

    fn args(&self, line: &str) -> Vec<String> {
        let mut args = vec![
            "--game".to_string(),
            self.file.to_str().unwrap().to_string(),
        ];
        args.extend(shlex::split(line).expect("a line that splits"));
        args
    }

    /// Plays `line`, which must succeed, prints every word of `says` in its output, and
    /// changes exactly `changes`.
    #[track_caller]
    pub(crate) fn ok(&mut self, line: &str, says: &[&str], changes: &[Is]) {
        let args = self.args(line);
        let a: Vec<&str> = args.iter().map(String::as_str).collect();
        let d = spw(&a).run();
        assert_eq!(
            d.status, 0,
            "step {}: `{line}`:\n{}{}",
            self.steps, d.stdout, d.stderr
        );
        for w in says {
            assert!(
                d.stdout.contains(w),
                "step {}: `{line}` should say {w:?}:\n{}",
                self.steps,
                d.stdout
            );
        }
        self.apply(changes);
        self.check(line);
    }

    /// Plays `line`, which must be refused (exit 2) with every word of `says` in its message,
    /// and change nothing.
    #[track_caller]
    pub(crate) fn refused(&mut self, line: &str, says: &[&str]) {
        let args = self.args(line);
        let a: Vec<&str> = args.iter().map(String::as_str).collect();
        let d = spw(&a).run();
        assert_eq!(
            d.status, 2,
            "step {}: `{line}` should be refused:\n{}",
            self.steps, d.stdout
        );
        for w in says {
            assert!(
                d.stderr.contains(w),
                "`{line}` should say {w:?}:\n{}",
                d.stderr
            );
        }
        self.check(line);
    }

    fn apply(&mut self, changes: &[Is]) {
        for c in changes {
            match c {
                Unit(name, line) => {
                    let u = self.units.iter_mut().find(|u| u.1 == *name);
                    u.unwrap_or_else(|| panic!("no unit {name} in the script"))
                        .2 = line.to_string();
                }
                At(at) => self.at = at.to_string(),
                Initiative(side) => self.initiative = side.to_string(),
                Order(order) => self.order = order.to_string(),
                Tracks(tracks) => self.tracks = tracks.to_string(),
            }
        }
        self.steps += 1;
    }

    /// The roster and the position, as the script expects them.
    fn expected(&self) -> (String, String) {
        let mut roster = String::new();
        let mut side = "";
        for (s, u, l) in &self.units {
            if s != side {
                roster.push_str(&format!("{s}:\n"));
                side = s;
            }
            roster.push_str(&format!("  {u}: {l}\n"));
        }
        let at = format!(
            "{}; initiative {}; order {}; tracks {}",
            self.at, self.initiative, self.order, self.tracks
        );
        (roster, at)
    }

    #[track_caller]
    fn check(&self, after: &str) {
        let f = self.file.to_str().unwrap();
        let roster = unwrapped(&spw(&["--game", f, "--color", "never", "roster"]).ok());
        let status = spw(&["--json", "--game", f, "status"]).ok();
        let (want_roster, want_at) = self.expected();
        assert_eq!(
            roster, want_roster,
            "step {}: the roster after `{after}`",
            self.steps
        );
        assert_eq!(
            position(&serde_json::from_str(&status).unwrap()),
            want_at,
            "step {}: the position after `{after}`",
            self.steps
        );
    }

    /// Replay checks every entry and reopening gives the roster the script kept.
    pub(crate) fn replays(&self) {
        let out = spw(&["game", "replay", self.file.to_str().unwrap()]).ok();
        assert!(out.contains("every result identical"), "{out}");
        self.check("game replay");
    }
}

/// `turn 1, fire cards; initiative Red; order A, B; next B; tracks none` from `status --json`.
fn position(status: &Value) -> String {
    let order = match &status["order"] {
        Value::Null => "none".to_string(),
        o => {
            let names: Vec<&str> = o["names"]
                .as_array()
                .unwrap()
                .iter()
                .map(|n| n.as_str().unwrap())
                .collect();
            let next = o["next"].as_str().unwrap_or("none");
            format!("{}; next {next}", names.join(", "))
        }
    };
    let tracks: Vec<String> = status["tracks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            format!(
                "{} {} C3I {} AP",
                t["side"].as_str().unwrap(),
                t["c3i"],
                t["activity_points"]
            )
        })
        .collect();
    let tracks = if tracks.is_empty() {
        "none".to_string()
    } else {
        tracks.join(", ")
    };
    format!(
        "turn {}, {}; initiative {}; order {order}; tracks {tracks}",
        status["turn"],
        status["phase"]["name"].as_str().unwrap(),
        status["initiative"].as_str().unwrap_or("none"),
    )
}

/// The roster with each unit's continued lines joined to it, as the script writes them.
fn unwrapped(roster: &str) -> String {
    let mut out = String::new();
    for line in roster.lines() {
        match line.strip_prefix("    ") {
            Some(more) => {
                out.pop();
                out.push(' ');
                out.push_str(more);
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

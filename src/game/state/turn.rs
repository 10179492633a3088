//! The sequence of play: the turn and phase, `next` into the following phase, and `status`.

use super::{State, output_json};
use crate::cli::Global;
use crate::dispatch::{self, Produced};
use crate::error::{Error, Result};
use crate::game::journal::{Entry, Kind};
use crate::game::sequence::{self, Lasts};
use crate::game::tracks;
use crate::rules;
use crate::rules::effects::Per;

impl State {
    /// The phasing player (1 or 2) when the current phase is an activity phase of a rule set
    /// with tracks.
    pub(crate) fn activity_player(&self) -> Option<usize> {
        let seq = self.sequence.as_ref()?;
        seq.tracks.as_ref()?;
        let p = seq.phases.get(self.phase)?;
        if p.activity { p.player } else { None }
    }

    /// The turn and phase entries are stamped with (none without a sequence of play).
    pub(crate) fn when(&self) -> (Option<u32>, Option<String>) {
        match &self.sequence {
            Some(seq) => (
                Some(self.turn),
                seq.phases.get(self.phase).map(|p| p.name.clone()),
            ),
            None => (None, None),
        }
    }

    /// `next`: on to the next phase (the first of the next turn after the last), running the
    /// phase's own lines. Its entry, and what those lines produced, to be shown.
    pub(crate) fn next(&mut self) -> Result<(Entry, Vec<(Produced, Global)>)> {
        let Some(seq) = self.sequence.clone() else {
            let rules = self.outer.rules().to_string();
            return Err(sequence::of(&rules)
                .err()
                .unwrap_or_else(|| Error::Runtime(format!("{rules}: no sequence of play"))));
        };
        let mut before = self.undoable(self.n + 1, String::new());
        // What the rules do at a phase's end: the losses left lying are removed (Schwerpunkt
        // 1.10), and what the units did this phase is done with.
        let model = crate::game::model::of(self.outer.rules());
        let mut ended = crate::game::roster::phase_end(model, &mut self.roster);
        self.phase += 1;
        let new_turn = self.phase >= seq.phases.len();
        if new_turn {
            self.phase = 0;
            self.turn += 1;
        }
        self.marks.destroyed.clear();
        self.marks
            .done
            .retain(|(_, _, per)| *per == Per::Turn && !new_turn);
        // An initiative or an order of play stands for its phase, or its turn.
        let fresh = if new_turn { "turn" } else { "phase" };
        if (seq.initiative == Lasts::Phase || new_turn)
            && let Some(side) = self.initiative.take()
        {
            ended.push(format!("initiative: {side} no more (a new {fresh})"));
        }
        if (seq.order == Lasts::Phase || new_turn) && self.order.take().is_some() {
            ended.push(format!("order of play: done with (a new {fresh})"));
        }
        before.what = format!(
            "next (into turn {}: {})",
            self.turn, seq.phases[self.phase].name
        );
        // Activity Points are lost when the segment ends (8.0); C3I Points come in (7.1).
        // A game without a schedule keeps no tracks: nothing to lose or receive, and its turns
        // go on (what spends the points is refused instead).
        let mut notes = tracks::lose(&mut self.tracks);
        if seq.phases[self.phase].receive_c3i && !self.tracks.is_empty() {
            match tracks::receive(&mut self.tracks, &self.roster, self.turn) {
                Ok(n) => notes.extend(n),
                Err(e) => {
                    self.restore(before);
                    return Err(e);
                }
            }
        }
        let mut done = Vec::new();
        for line in &seq.phases[self.phase].on_start {
            let r = crate::request::words_of(line)
                .and_then(|args| self.read(&args, crate::request::Origin::Game))
                .and_then(|r| {
                    let g = r.global;
                    let r = dispatch::produce(&mut self.session, &g, r.command)?;
                    Ok((r, g))
                });
            match r {
                Ok(x) => done.push(x),
                Err(e) => {
                    let phase = seq.phases[self.phase].name.clone();
                    self.restore(before);
                    return Err(Error::Runtime(format!(
                        "data/sequence.toml: {} phase {phase}: `{line}` failed: {e}",
                        self.outer.rules(),
                    )));
                }
            }
        }
        self.n += 1;
        self.push_undo(before);
        let mut entry = self.entry(self.n, Kind::Next);
        entry.tracks = notes;
        entry.roster = ended;
        entry.output = done
            .iter()
            .flat_map(|(p, _)| output_json(&p.output))
            .collect();
        Ok((entry, done))
    }

    /// The units of the order still to act this time round, in order.
    fn to_act(&self) -> Vec<&String> {
        match &self.order {
            Some(o) => o
                .names
                .iter()
                .filter(|n| !o.acted.iter().any(|a| a.eq_ignore_ascii_case(n)))
                .filter(|n| self.roster.find(n).map_or(true, |u| !u.is("destroyed")))
                .collect(),
            None => Vec::new(),
        }
    }

    /// `status` as JSON (JOURNAL.md, "The game's words as JSON"): the rule set, the turn and
    /// phase, the initiative, the order of play and who acts next, the tracks. The game adds
    /// its file, pools and units.
    pub(crate) fn status_json(&self) -> serde_json::Value {
        use serde_json::json;
        let set = rules::rule_set(self.outer.rules());
        let mut v = json!({
            "command": "status",
            "rules": self.outer.rules(),
            "title": set.map(|r| r.title),
        });
        if let Some(seq) = &self.sequence {
            v["turn"] = json!(self.turn);
            v["phase"] = json!({
                "index": self.phase,
                "name": seq.phases[self.phase].name,
                "of": seq.phases.len(),
                "names": seq.phases.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(),
                "section": seq.section,
            });
        }
        v["initiative"] = json!(self.initiative);
        v["order"] = match &self.order {
            Some(o) => json!({
                "names": o.names,
                "acted": o.acted,
                "next": self.to_act().first(),
            }),
            None => serde_json::Value::Null,
        };
        v["tracks"] = json!(
            self.tracks
                .iter()
                .map(|t| json!({"side": t.side, "c3i": t.c3i, "activity_points": t.ap}))
                .collect::<Vec<_>>()
        );
        v
    }

    /// `status`: the turn and phase in the sequence of play, who has the initiative, who acts
    /// next, and the tracks.
    pub(crate) fn status(&self) -> String {
        let mut s = String::new();
        let set = rules::rule_set(self.outer.rules()).map_or("", |r| r.title);
        match &self.sequence {
            None => s.push_str(&format!(
                "{set}: no sequence of play declared; entries are not stamped with turns\n"
            )),
            Some(seq) => {
                s.push_str(&format!(
                    "Turn {}, phase {} of {}: {} ({set} {})\n",
                    self.turn,
                    self.phase + 1,
                    seq.phases.len(),
                    seq.phases[self.phase].name,
                    seq.section
                ));
                for (i, p) in seq.phases.iter().enumerate() {
                    let mark = if i == self.phase { ">" } else { " " };
                    s.push_str(&format!("{mark} {}. {}\n", i + 1, p.name));
                }
            }
        }
        if let Some(side) = &self.initiative {
            s.push_str(&format!("Initiative: {side}\n"));
        }
        if self.order.is_some() {
            let left = self.to_act();
            match left.split_first() {
                Some((next, [])) => {
                    s.push_str(&format!("Next to act: {next} (the last)\n"));
                }
                Some((next, rest)) => {
                    let rest: Vec<&str> = rest.iter().map(|x| x.as_str()).collect();
                    s.push_str(&format!("Next to act: {next} (then {})\n", rest.join(", ")));
                }
                None => s.push_str("Next to act: every unit in the order has acted\n"),
            }
        }
        if let Some(t) = self.sequence.as_ref().and_then(|q| q.tracks.as_ref()) {
            if self.tracks.is_empty() {
                s.push_str(&format!(
                    "Tracks ({}): none kept, the roster gives no C3I schedule ([[side]] c3i = [...], JOURNAL.md)\n",
                    t.section
                ));
            } else {
                s.push_str(&tracks::show(t, &self.tracks, self.activity_player()));
            }
        }
        s
    }
}

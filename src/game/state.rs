//! A game's state, rebuilt entry by entry: the session (dice stream, pools), the turn and
//! phase, the roster, the side with the initiative and the order units act in, the aliases and
//! the Series tracks; and what `undo` puts back. Each way the state moves (a command, `next`,
//! `undo`, `alias`, `spend`, the referee's `set`) makes one journal entry, and running an
//! entry again ([`State::apply`]) must give the same entry, which is what replay checks.

use std::cell::OnceCell;

use serde_json::Value as Json;

use super::journal::{Entry, Header, Kind};
use super::roster::Roster;
use super::sequence::{self, Sequence};
use super::tracks::{self, Track};
use crate::cli::Global;
use crate::dispatch::{self, Out, Parsed, Produced};
use crate::error::{Error, Result};
use crate::pools::Pools;
use crate::render::{Painter, json};
use crate::rules::effects::Effect;
use crate::rules::{self, Output};
use crate::session::Session;

/// Commands that only read (or print help) and change nothing: run, never recorded.
const READ_ONLY: &[&str] = &[
    "pools",
    "tables",
    "rules",
    "completions",
    "man",
    "repl",
    "game",
];

/// The order units act in (activation cards, card tiles), and which have acted since.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Order {
    pub names: Vec<String>,
    /// Units named as `--unit` of a recorded command since the order was turned.
    pub acted: Vec<String>,
}

/// What `undo` puts back: the state as it was before entry `n`, and what that entry was.
struct Undoable {
    n: u64,
    what: String,
    pools: OnceCell<Pools>,
    turn: u32,
    phase: usize,
    roster: Roster,
    aliases: Vec<(String, String)>,
    tracks: Vec<Track>,
    initiative: Option<String>,
    order: Option<Order>,
}

/// A command line's roster part: the line as typed (when the roster filled options in) and the
/// units it is about.
#[derive(Default)]
pub(crate) struct Who {
    pub typed: Option<String>,
    pub unit: Option<String>,
    pub target: Option<String>,
}

/// A game's state, rebuilt entry by entry.
pub(crate) struct State {
    pub session: Session,
    /// The game's rule set and data, with the display options of this run.
    pub outer: Global,
    undo: Vec<Undoable>,
    /// The number of the last entry.
    pub n: u64,
    /// The last command line, for `again`.
    pub last: Option<String>,
    /// The rule set's sequence of play, if it declares one.
    pub sequence: Option<Sequence>,
    /// The turn (from 1) and the phase in it (from 0).
    pub turn: u32,
    pub phase: usize,
    /// The units on the table as they stand.
    pub roster: Roster,
    /// The roster as the game started (for `restore`).
    start: Roster,
    /// `alias NAME = COMMAND...`, in the order defined.
    pub aliases: Vec<(String, String)>,
    /// Each side's tracks (Series C3I and Activity Points), when the game keeps them.
    pub tracks: Vec<Track>,
    /// The side that won the last initiative roll, as it was named.
    pub initiative: Option<String>,
    /// The order units act in, from the last activation cards or tiles.
    pub order: Option<Order>,
}

/// What a replayed entry did differently from its record.
pub(crate) struct Difference {
    pub n: u64,
    pub what: String,
}

pub(crate) fn output_json(output: &Output) -> Vec<Json> {
    match output {
        Output::Report(r) => vec![json::to_json(r)],
        Output::Stream(s) => s.json().unwrap_or_default(),
        Output::Raw(s) => vec![Json::String(s.clone())],
    }
}

/// The effects a command's output declares.
fn effects_of(output: &Output) -> &[Effect] {
    match output {
        Output::Report(r) => &r.effects,
        _ => &[],
    }
}

/// The first place two recorded outputs differ, in words.
fn describe(recorded: &[Json], now: &[Json]) -> String {
    for (a, b) in recorded.iter().zip(now) {
        if a == b {
            continue;
        }
        if let (Some(a), Some(b)) = (a.as_object(), b.as_object()) {
            for key in ["dice", "drawn", "result", "summary"] {
                if a.get(key) != b.get(key) {
                    let show = |v: Option<&Json>| v.map_or("nothing".to_string(), Json::to_string);
                    return format!(
                        "{key}: recorded {}, now {}",
                        show(a.get(key)),
                        show(b.get(key))
                    );
                }
            }
        }
        return format!("output: recorded {a}, now {b}");
    }
    format!("recorded {} reports, now {}", recorded.len(), now.len())
}

/// What follows `spend` on a `spend ...` line.
pub(crate) fn spend_args(line: &str) -> Option<&str> {
    word_args(line, "spend")
}

/// What follows `word` when it is the first word of `line`.
pub(crate) fn word_args<'a>(line: &'a str, word: &str) -> Option<&'a str> {
    match line.strip_prefix(word) {
        Some(rest) if rest.is_empty() || rest.starts_with(char::is_whitespace) => Some(rest.trim()),
        _ => None,
    }
}

/// The referee's words that change the roster: `set`, `unset` and the states they name.
pub(crate) const CORRECTIONS: &[&str] = &["set", "unset", "unpin", "rout", "rally", "restore"];

impl State {
    pub(crate) fn new(header: &Header, display: &Global) -> State {
        let outer = Global {
            rules: Some(header.rules.clone()),
            seed: None,
            chances: false,
            form: display.form,
            ask: Default::default(),
            dice: None,
            cards: None,
            json: display.json,
            color: display.color,
            data: header.data.clone(),
            quiet: display.quiet,
            game: None,
            unit: None,
            target: None,
        };
        let sequence = sequence::of(&header.rules).ok();
        let roster = header.roster.clone().unwrap_or_default();
        let mut tracks = tracks::start(sequence.as_ref(), &roster);
        // The game starts in the first phase of turn 1: if it is the one receiving C3I
        // Points, turn 1's are received with the game (7.1).
        if sequence
            .as_ref()
            .and_then(|s| s.phases.first())
            .is_some_and(|p| p.receive_c3i)
        {
            // A schedule lists turn 1 whenever it exists (`tracks::check`).
            let _ = tracks::receive(&mut tracks, &roster, 1);
        }
        let mut session = Session::new(Some(header.seed));
        session.scope = Some(header.rules.clone());
        State {
            session,
            outer,
            undo: Vec::new(),
            n: 0,
            last: None,
            sequence,
            turn: 1,
            phase: 0,
            start: roster.clone(),
            roster,
            aliases: Vec::new(),
            tracks,
            initiative: None,
            order: None,
        }
    }

    /// The phasing player (1 or 2) when the current phase is an activity phase of a rule set
    /// with tracks.
    pub(crate) fn activity_player(&self) -> Option<usize> {
        let seq = self.sequence.as_ref()?;
        seq.tracks.as_ref()?;
        let p = seq.phases.get(self.phase)?;
        if p.activity { p.player } else { None }
    }

    /// The next entry, stamped with the turn and phase and the stream's position.
    fn entry(&self, n: u64, kind: Kind) -> Entry {
        Entry::new(n, kind, self.when(), self.stream())
    }

    /// `spend [SIDE] N [WHY]` (`args` follows `spend`): its entry.
    pub(crate) fn spend(&mut self, line: &str, args: &str) -> Result<Entry> {
        let rules = self.outer.rules().to_string();
        let Some(t) = self.sequence.as_ref().and_then(|s| s.tracks.clone()) else {
            return Err(Error::usage(format!(
                "spend: {rules} keeps no Activity Points (only the Series does, 8.0)"
            )));
        };
        let player = self.activity_player();
        let n = self.n + 1;
        let before = self.undoable(n, format!("`{line}`"));
        let note = tracks::spend(&rules, &t, player, &mut self.tracks, args)?;
        self.undo.push(before);
        self.n = n;
        self.last = Some(line.to_string());
        let mut e = self.entry(n, Kind::Command);
        e.line = Some(line.to_string());
        e.tracks = vec![note];
        Ok(e)
    }

    /// The referee's correction (`set UNIT FIELD=VALUE...`, `unset UNIT FIELD...`, `unpin`,
    /// `rout`, `rally` or `restore UNIT`): its entry.
    pub(crate) fn correct(&mut self, line: &str) -> Result<Entry> {
        let words = shlex::split(line)
            .ok_or_else(|| Error::usage("unbalanced quotes in the line; close every ' and \""))?;
        let (verb, rest) = words.split_first().expect("a correction has its word");
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
        let notes = match verb.as_str() {
            "set" => roster.set(rest, false)?,
            "unset" => roster.set(rest, true)?,
            "unpin" | "rout" => {
                let (field, to, was) = if verb == "unpin" {
                    ("pinned", false, "not pinned")
                } else {
                    ("routed", true, "routed already")
                };
                let words = state(field, to)?;
                if roster.find(&words[0])?.is(field) != to {
                    roster.set(&words, false)?
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
                roster.set(&[vec![name], set].concat(), false)?
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
                roster.set(&words, false)?
            }
            _ => unreachable!("CORRECTIONS lists the words"),
        };
        let n = self.n + 1;
        let before = self.undoable(n, format!("`{line}`: {}", notes.join("; ")));
        self.undo.push(before);
        self.roster = roster;
        self.n = n;
        self.last = Some(line.to_string());
        let mut e = self.entry(n, Kind::Command);
        e.line = Some(line.to_string());
        e.roster = notes;
        Ok(e)
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

    /// What `undo` will put back, as things stand before entry `n` (`what` it is).
    fn undoable(&self, n: u64, what: String) -> Undoable {
        Undoable {
            n,
            what,
            pools: self.session.pools_snapshot(),
            turn: self.turn,
            phase: self.phase,
            roster: self.roster.clone(),
            aliases: self.aliases.clone(),
            tracks: self.tracks.clone(),
            initiative: self.initiative.clone(),
            order: self.order.clone(),
        }
    }

    /// `alias NAME = COMMAND...` (`def` is what follows `alias`): its entry.
    pub(crate) fn alias(&mut self, def: &str) -> Result<Entry> {
        let (name, command) = alias_parts(def)?;
        let (name, command) = (name.as_str(), command.as_str());
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        {
            return Err(Error::usage(format!(
                "alias name {name:?}: one word of letters, digits, - and _"
            )));
        }
        if command.is_empty() {
            return Err(Error::usage(format!("alias {name}: no command after =")));
        }
        let taken = super::WORDS.iter().any(|(w, _)| *w == name)
            || self
                .session
                .command(self.outer.rules(), crate::cli::command)
                .find_subcommand(name)
                .is_some();
        if taken {
            return Err(Error::usage(format!(
                "alias {name}: already a command; pick another name"
            )));
        }
        let n = self.n + 1;
        self.undo
            .push(self.undoable(n, format!("alias {name} = {command}")));
        self.aliases.retain(|(a, _)| a != name);
        self.aliases.push((name.to_string(), command.to_string()));
        self.n = n;
        let mut e = self.entry(n, Kind::Alias);
        e.line = Some(format!("{name} = {command}"));
        Ok(e)
    }

    /// A line whose first word is an alias, with the alias's command in its place.
    pub(crate) fn expand(&self, line: &str) -> Option<String> {
        let (first, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        self.aliases
            .iter()
            .find(|(a, _)| a == first)
            .map(|(_, c)| format!("{c} {rest}").trim().to_string())
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
        self.phase += 1;
        if self.phase >= seq.phases.len() {
            self.phase = 0;
            self.turn += 1;
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
                    self.turn = before.turn;
                    self.phase = before.phase;
                    self.tracks = before.tracks;
                    return Err(e);
                }
            }
        }
        let mut done = Vec::new();
        for line in &seq.phases[self.phase].on_start {
            let r = dispatch::parse_line(
                &mut self.session,
                &self.outer,
                line,
                Painter::PLAIN,
                &mut Out::sink(),
            )
            .and_then(|p| {
                let p = p.ok_or_else(|| Error::Runtime(format!("`{line}` is not a command")))?;
                let r = dispatch::produce(&mut self.session, &p.global, &p.matches)?;
                Ok((r, p.global))
            });
            match r {
                Ok(x) => done.push(x),
                Err(e) => {
                    self.session.restore_pools(before.pools);
                    self.turn = before.turn;
                    self.phase = before.phase;
                    self.tracks = before.tracks;
                    return Err(Error::Runtime(format!(
                        "data/sequence.toml: {} phase {}: `{line}` failed: {e}",
                        self.outer.rules(),
                        seq.phases[self.phase].name
                    )));
                }
            }
        }
        self.n += 1;
        self.undo.push(before);
        let mut entry = self.entry(self.n, Kind::Next);
        entry.tracks = notes;
        entry.output = done
            .iter()
            .flat_map(|(p, _)| output_json(&p.output))
            .collect();
        Ok((entry, done))
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
        if let Some(o) = &self.order {
            let left: Vec<&String> = o
                .names
                .iter()
                .filter(|n| !o.acted.iter().any(|a| a.eq_ignore_ascii_case(n)))
                .filter(|n| self.roster.find(n).map_or(true, |u| !u.is("destroyed")))
                .collect();
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

    pub(crate) fn stream(&self) -> u64 {
        u64::try_from(self.session.position()).unwrap_or(u64::MAX)
    }

    /// Whether a parsed line changes the game (and so is recorded).
    pub(crate) fn records(p: &Parsed) -> bool {
        !p.global.chances
            && p.matches
                .subcommand_name()
                .is_some_and(|name| !READ_ONLY.contains(&name))
    }

    /// What a result does to the game's own state (initiative, order); one note each.
    fn apply_game(&mut self, effects: &[Effect], who: &Who) -> Vec<String> {
        let mut notes = Vec::new();
        for e in effects {
            match e {
                Effect::Initiative(side) => {
                    self.initiative = Some(side.clone());
                    notes.push(format!("initiative: {side}"));
                }
                Effect::Order(names) => {
                    self.order = Some(Order {
                        names: names.clone(),
                        acted: Vec::new(),
                    });
                    notes.push(format!("order: {}", names.join(", ")));
                }
                _ => {}
            }
        }
        // A unit named as acting has had its turn in the order.
        if let (Some(o), Some(u)) = (self.order.as_mut(), &who.unit) {
            if o.names.iter().any(|n| n.eq_ignore_ascii_case(u))
                && !o.acted.iter().any(|n| n.eq_ignore_ascii_case(u))
            {
                o.acted.push(u.clone());
            }
        }
        notes
    }

    /// Runs a recorded-kind command: its entry (if it is to be recorded) and its result.
    pub(crate) fn command(
        &mut self,
        line: &str,
        who: Who,
        p: &Parsed,
    ) -> (Option<Entry>, Result<Produced>) {
        let n = self.n + 1;
        let shown = who.typed.clone().unwrap_or_else(|| line.to_string());
        let mut before = self.undoable(n, format!("`{shown}`"));
        // What it does to the tracks is checked first: a refused line throws no die.
        let op = match self.track_op(p) {
            Ok(op) => op,
            Err(e) => return (None, Err(e)),
        };
        let start = self.session.position();
        self.session.units = crate::session::Units {
            unit: who.unit.clone(),
            target: who.target.clone(),
        };
        let r = dispatch::produce(&mut self.session, &p.global, &p.matches);
        self.session.units = crate::session::Units::default();
        let mut entry = match &r {
            Ok(done) => {
                let mut e = self.entry(n, Kind::Command);
                e.output = output_json(&done.output);
                e
            }
            // A failure after dice were thrown is recorded so a replay throws them too.
            Err(err) if self.session.position() != start => {
                let mut e = self.entry(n, Kind::Command);
                e.error = Some(err.to_string());
                e
            }
            Err(_) => return (None, r),
        };
        entry.line = Some(line.to_string());
        entry.typed = who.typed.clone();
        entry.unit = who.unit.clone();
        entry.target = who.target.clone();
        if let Ok(done) = &r {
            let effects = effects_of(&done.output);
            entry.roster = self
                .roster
                .apply(who.unit.as_deref(), who.target.as_deref(), effects);
            entry.game = self.apply_game(effects, &who);
            if let Some(op) = op {
                entry.tracks = tracks::after(op, &mut self.tracks, &entry.output);
            }
            let changes: Vec<&String> = entry.roster.iter().chain(&entry.game).collect();
            if !changes.is_empty() {
                let list: Vec<&str> = changes.iter().map(|c| c.as_str()).collect();
                before.what = format!("{}: {}", before.what, list.join("; "));
            }
            self.undo.push(before);
        }
        self.n = n;
        // `again` repeats the line as typed, so a roster unit is filled in afresh.
        self.last = Some(shown);
        (Some(entry), r)
    }

    /// What a parsed line does to the tracks in an activity phase, or its refusal.
    fn track_op(&self, p: &Parsed) -> Result<Option<tracks::Op>> {
        let Some(t) = self.sequence.as_ref().and_then(|s| s.tracks.as_ref()) else {
            return Ok(None);
        };
        let rules = self.outer.rules();
        let Some((entry, m, _)) = super::fill::procedure(p.global.rules(), &p.matches) else {
            return Ok(None);
        };
        let own = rules::rule_set(rules)
            .is_some_and(|s| s.procedures().iter().any(|e| std::ptr::eq(e, entry)));
        if !own {
            return Ok(None);
        }
        let name = entry.name;
        match self.activity_player() {
            Some(player) => tracks::before(rules, t, player, &self.tracks, name, m),
            // C3I are spent only in a Schwerpunkt segment (7.2): a tracked game refuses
            // spending them elsewhere rather than roll Activity Points no track keeps.
            None if name == t.activity && !self.tracks.is_empty() => Err(Error::usage(format!(
                "{name}: C3I Points are spent only in a Schwerpunkt segment (7.2), and this is the {}; `next` moves on",
                self.when().1.unwrap_or_default()
            ))),
            None => Ok(None),
        }
    }

    /// `undo`: the entry it appends, having put the state back (never the dice stream), and
    /// what was undone, in words.
    pub(crate) fn undo(&mut self) -> Result<(Entry, String)> {
        let u = self.undo.pop().ok_or_else(|| {
            Error::usage("nothing to undo: no command of this game is left to revert")
        })?;
        self.session.restore_pools(u.pools);
        self.roster = u.roster;
        self.aliases = u.aliases;
        self.tracks = u.tracks;
        self.turn = u.turn;
        self.phase = u.phase;
        self.initiative = u.initiative;
        self.order = u.order;
        self.n += 1;
        let mut e = self.entry(self.n, Kind::Undo);
        e.undoes = Some(u.n);
        Ok((e, u.what))
    }

    /// Runs one recorded entry again; how it differs from its record, if it does.
    pub(crate) fn apply(&mut self, e: &Entry) -> Result<Option<Difference>> {
        let differ = |what: String| Ok(Some(Difference { n: e.n, what }));
        let line = e.line.as_deref().unwrap_or("");
        let again = match e.kind {
            Kind::Undo => match self.undo() {
                Ok((a, _)) => a,
                Err(_) => return differ("undo with nothing to undo".into()),
            },
            Kind::Alias => match self.alias(line) {
                Ok(a) => a,
                Err(err) => return differ(format!("alias no longer accepted: {err}")),
            },
            Kind::Next => match self.next() {
                Ok((a, _)) => a,
                Err(err) => return differ(format!("next no longer runs: {err}")),
            },
            Kind::Command if spend_args(line).is_some() => {
                match self.spend(line, spend_args(line).unwrap_or("")) {
                    Ok(a) => a,
                    Err(err) => return differ(format!("`{line}` no longer runs: {err}")),
                }
            }
            Kind::Command if CORRECTIONS.iter().any(|w| word_args(line, w).is_some()) => {
                match self.correct(line) {
                    Ok(a) => a,
                    Err(err) => return differ(format!("`{line}` no longer runs: {err}")),
                }
            }
            Kind::Command => {
                let mut sink = Out::sink();
                let parsed = dispatch::parse_line(
                    &mut self.session,
                    &self.outer,
                    line,
                    Painter::PLAIN,
                    &mut sink,
                );
                let p = match parsed {
                    Ok(Some(p)) if Self::records(&p) => p,
                    Ok(_) => return differ(format!("`{line}` is no longer a command")),
                    Err(err) => return differ(format!("`{line}` no longer runs: {err}")),
                };
                let who = Who {
                    typed: e.typed.clone(),
                    unit: e.unit.clone(),
                    target: e.target.clone(),
                };
                match self.command(line, who, &p) {
                    (Some(a), _) => a,
                    (None, r) => {
                        // Failed before throwing a die: the state stands, the number moves on.
                        self.n = e.n;
                        let err = r.err().map_or(String::new(), |x| x.to_string());
                        return differ(format!("error: recorded {:?}, now {err:?}", e.error));
                    }
                }
            }
        };
        let checks: [(&str, String, String); 7] = [
            (
                "error",
                format!("{:?}", e.error),
                format!("{:?}", again.error),
            ),
            (
                "undo",
                format!("entry {:?}", e.undoes),
                format!("entry {:?}", again.undoes),
            ),
            (
                "turn and phase",
                format!("{:?} {:?}", e.turn, e.phase),
                format!("{:?} {:?}", again.turn, again.phase),
            ),
            (
                "roster",
                format!("{:?}", e.roster),
                format!("{:?}", again.roster),
            ),
            ("game", format!("{:?}", e.game), format!("{:?}", again.game)),
            (
                "tracks",
                format!("{:?}", e.tracks),
                format!("{:?}", again.tracks),
            ),
            (
                "dice stream",
                format!("at {}", e.stream),
                format!("at {}", again.stream),
            ),
        ];
        if again.output != e.output {
            return differ(describe(&e.output, &again.output));
        }
        for (what, was, now) in checks {
            if was != now {
                return differ(format!("{what}: recorded {was}, now {now}"));
            }
        }
        Ok(None)
    }
}

/// `NAME = COMMAND...` split into the name and the command, however the shell quoted it (a
/// one-liner's `=` arrives quoted: `alias f '=' fire`).
fn alias_parts(def: &str) -> Result<(String, String)> {
    let need = || Error::usage("alias NAME = COMMAND...: an = between the name and the command");
    let words = shlex::split(def)
        .ok_or_else(|| Error::usage("unbalanced quotes in the line; close every ' and \""))?;
    let joined = words.join(" ");
    let (name, rest) = joined.split_once('=').ok_or_else(need)?;
    let name = name.trim().to_string();
    // The command's words, quoted again where they need it.
    let at = words
        .iter()
        .position(|w| w.contains('='))
        .ok_or_else(need)?;
    let mut cmd: Vec<String> = words[at + 1..].to_vec();
    let after = words[at].split_once('=').map_or("", |(_, a)| a).trim();
    if !after.is_empty() {
        cmd.insert(0, after.to_string());
    }
    if rest.trim().is_empty() {
        cmd.clear();
    }
    let command = super::join(&cmd)?;
    Ok((name, command))
}

/// `undo`'s words: what was undone and what is back as it was.
pub(crate) fn undone_line(n: u64, what: &str) -> String {
    format!("Undone: entry {n}, {what}; all it changed is as it was (the dice stream goes on)\n")
}

/// `again -w bar -n 1`: the last line with the options given replaced (or added). `cmd` is the
/// game's command, to know which options take values and their short and long names.
pub(crate) fn again_with(cmd: &clap::Command, last: &str, changes: &str) -> Result<String> {
    let mut old = shlex::split(last).unwrap_or_default();
    let new = shlex::split(changes)
        .ok_or_else(|| Error::usage("unbalanced quotes in the line; close every ' and \""))?;
    // Every option of the commands the last line reaches, and the global ones.
    let mut cmd = cmd.clone();
    cmd.build();
    let mut args: Vec<clap::Arg> = cmd.get_arguments().cloned().collect();
    let mut at = &cmd;
    for w in old.iter().filter(|w| !w.starts_with('-')) {
        if let Some(sub) = at.find_subcommand(w) {
            let mut built = sub.clone();
            built.build();
            args.extend(built.get_arguments().cloned());
            at = sub;
        }
    }
    let find = |w: &str| -> Option<clap::Arg> {
        let name = w.split('=').next().unwrap_or(w);
        args.iter()
            .find(|a| {
                name.strip_prefix("--").is_some_and(|l| {
                    a.get_long() == Some(l) || a.get_all_aliases().is_some_and(|v| v.contains(&l))
                }) || (name.len() == 2
                    && !name.starts_with("--")
                    && name.strip_prefix('-').and_then(|s| s.chars().next()) == a.get_short())
            })
            .cloned()
    };
    let mut i = 0;
    while i < new.len() {
        let Some(arg) = find(&new[i]).filter(|_| new[i].starts_with('-')) else {
            return Err(Error::usage(format!(
                "again {}: not an option of `{last}`; again takes options to change (again -n 3)",
                crate::error::printable(&new[i])
            )));
        };
        let takes = arg.get_action().takes_values() && !new[i].contains('=');
        // Take every spelling of this option (and its value) off the last line.
        let mut j = 0;
        while j < old.len() {
            if old[j].starts_with('-') && find(&old[j]).is_some_and(|a| a.get_id() == arg.get_id())
            {
                let with_value = arg.get_action().takes_values() && !old[j].contains('=');
                let end = if with_value {
                    (j + 2).min(old.len())
                } else {
                    j + 1
                };
                old.drain(j..end);
            } else {
                j += 1;
            }
        }
        i += if takes { 2 } else { 1 };
    }
    old.extend(new);
    super::join(&old)
}

//! A game kept in a file (JOURNAL.md): `spw game new|open|replay|log|repair`, `spw --game FILE
//! COMMAND`, and the game's own words in its session (`undo`, `again`, `help`).
//!
//! The file is the game: its state (the dice stream's position, the pools) is never saved as
//! such but rebuilt by running every recorded command again from the seed, which is also what
//! `replay` does to check the record. Each entry is on disk (fsync) before its result is shown,
//! so a crash loses at most the command in flight.

mod journal;
mod lock;
mod log;
mod roster;
mod sequence;
mod stats;
mod tracks;

use std::cell::OnceCell;
use std::path::Path;

use serde_json::Value as Json;

use crate::cli::{GameCommand, Global};
use crate::dispatch::{self, Out, Parsed, Produced};
use crate::error::{Error, Result};
use crate::pools::Pools;
use crate::render::{Painter, json};
use crate::rules::{self, Output};
use crate::session::Session;

use journal::{Entry, Header, Journal, Kind, Writer};
use roster::Roster;
use sequence::Sequence;
use tracks::Track;

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

/// The game's own words, for `help` and completion.
pub(crate) const WORDS: &[(&str, &str)] = &[
    (
        "undo",
        "revert the last command's effect on the pools, roster and tracks (the dice are not rewound)",
    ),
    ("again", "run the last command again"),
    (
        "next",
        "go on to the next phase of the turn (and do what it does: a fresh deck, a refilled bag, Series C3I Points received and Activity Points lost)",
    ),
    (
        "status",
        "the turn, the phase, the pools of the game's rule set (`pools --all`: every pool), the tracks and the units",
    ),
    ("roster", "the units on the table as they stand"),
    (
        "spend",
        "spend [SIDE] N [WHY]: N Activity Points of SIDE (the phasing side when left out) in a Series Schwerpunkt segment, e.g. for a moved unit (11.0)",
    ),
    (
        "stats",
        "each side's luck: where its rolls fell in their exact distributions",
    ),
    (
        "alias",
        "alias NAME = COMMAND...: NAME then runs COMMAND (kept in the game); alone, lists them",
    ),
    ("help", "this list"),
    ("exit", "close the game (it is all on disk already)"),
];

/// What `undo` puts back: the pools, turn and phase as they were before entry `n`.
struct Undoable {
    n: u64,
    pools: OnceCell<Pools>,
    turn: u32,
    phase: usize,
    roster: Roster,
    aliases: Vec<(String, String)>,
    tracks: Vec<Track>,
}

/// A command line's roster part: the line as typed (when the roster filled options in) and the
/// units it is about.
#[derive(Default)]
struct Who {
    typed: Option<String>,
    unit: Option<String>,
    target: Option<String>,
}

/// A game's state, rebuilt entry by entry.
struct State {
    session: Session,
    /// The game's rule set and data, with the display options of this run.
    outer: Global,
    undo: Vec<Undoable>,
    /// The number of the last entry.
    n: u64,
    /// The last command line, for `again`.
    last: Option<String>,
    /// The rule set's sequence of play, if it declares one.
    sequence: Option<Sequence>,
    /// The turn (from 1) and the phase in it (from 0).
    turn: u32,
    phase: usize,
    /// The units on the table as they stand.
    pub(crate) roster: Roster,
    /// `alias NAME = COMMAND...`, in the order defined.
    aliases: Vec<(String, String)>,
    /// Each side's tracks (Series C3I and Activity Points), when the game keeps them.
    tracks: Vec<Track>,
}

/// What a replayed entry did differently from its record.
struct Difference {
    n: u64,
    what: String,
}

fn output_json(output: &Output) -> Vec<Json> {
    match output {
        Output::Report(r) => vec![json::to_json(r)],
        Output::Stream(s) => s.json().unwrap_or_default(),
        Output::Raw(s) => vec![Json::String(s.clone())],
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

impl State {
    fn new(header: &Header, display: &Global) -> State {
        let outer = Global {
            rules: Some(header.rules.clone()),
            seed: None,
            chances: false,
            form: display.form,
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
            roster,
            aliases: Vec::new(),
            tracks,
        }
    }

    /// The phasing player (1 or 2) when the current phase is an activity phase of a rule set
    /// with tracks.
    fn activity_player(&self) -> Option<usize> {
        let seq = self.sequence.as_ref()?;
        seq.tracks.as_ref()?;
        let p = seq.phases.get(self.phase)?;
        if p.activity { p.player } else { None }
    }

    /// `spend [SIDE] N [WHY]` (`args` follows `spend`): its entry.
    fn spend(&mut self, line: &str, args: &str) -> Result<Entry> {
        let rules = self.outer.rules().to_string();
        let Some(t) = self.sequence.as_ref().and_then(|s| s.tracks.clone()) else {
            return Err(Error::usage(format!(
                "spend: {rules} keeps no Activity Points (only the Series does, 8.0)"
            )));
        };
        let player = self.activity_player();
        let n = self.n + 1;
        let before = self.undoable(n);
        let note = tracks::spend(&rules, &t, player, &mut self.tracks, args)?;
        self.undo.push(before);
        self.n = n;
        self.last = Some(line.to_string());
        let (turn, phase) = self.when();
        Ok(Entry {
            n,
            kind: Kind::Command,
            turn,
            phase,
            line: Some(line.to_string()),
            typed: None,
            unit: None,
            target: None,
            roster: Vec::new(),
            tracks: vec![note],
            output: Vec::new(),
            error: None,
            undoes: None,
            stream: self.stream(),
        })
    }

    /// The turn and phase entries are stamped with (none without a sequence of play).
    fn when(&self) -> (Option<u32>, Option<String>) {
        match &self.sequence {
            Some(seq) => (
                Some(self.turn),
                seq.phases.get(self.phase).map(|p| p.name.clone()),
            ),
            None => (None, None),
        }
    }

    /// What `undo` will put back, as things stand before entry `n`.
    fn undoable(&self, n: u64) -> Undoable {
        Undoable {
            n,
            pools: self.session.pools_snapshot(),
            turn: self.turn,
            phase: self.phase,
            roster: self.roster.clone(),
            aliases: self.aliases.clone(),
            tracks: self.tracks.clone(),
        }
    }

    /// `alias NAME = COMMAND...` (`def` is what follows `alias`): its entry.
    fn alias(&mut self, def: &str) -> Result<Entry> {
        let (name, command) = def.split_once('=').ok_or_else(|| {
            Error::usage("alias NAME = COMMAND...: an = between the name and the command")
        })?;
        let (name, command) = (name.trim(), command.trim());
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
        let taken = WORDS.iter().any(|(w, _)| *w == name)
            || self
                .session
                .command(self.outer.rules())
                .find_subcommand(name)
                .is_some();
        if taken {
            return Err(Error::usage(format!(
                "alias {name}: already a command; pick another name"
            )));
        }
        let n = self.n + 1;
        self.undo.push(self.undoable(n));
        self.aliases.retain(|(a, _)| a != name);
        self.aliases.push((name.to_string(), command.to_string()));
        self.n = n;
        let (turn, phase) = self.when();
        Ok(Entry {
            n,
            kind: Kind::Alias,
            turn,
            phase,
            line: Some(format!("{name} = {command}")),
            typed: None,
            unit: None,
            target: None,
            roster: Vec::new(),
            tracks: Vec::new(),
            output: Vec::new(),
            error: None,
            undoes: None,
            stream: self.stream(),
        })
    }

    /// A line whose first word is an alias, with the alias's command in its place.
    fn expand(&self, line: &str) -> Option<String> {
        let (first, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        self.aliases
            .iter()
            .find(|(a, _)| a == first)
            .map(|(_, c)| format!("{c} {rest}").trim().to_string())
    }

    /// `next`: on to the next phase (the first of the next turn after the last), running the
    /// phase's own lines. Its entry, and what those lines produced, to be shown.
    fn next(&mut self) -> Result<(Entry, Vec<(Produced, Global)>)> {
        let Some(seq) = self.sequence.clone() else {
            let rules = self.outer.rules().to_string();
            return Err(sequence::of(&rules)
                .err()
                .unwrap_or_else(|| Error::Runtime(format!("{rules}: no sequence of play"))));
        };
        let before = self.undoable(self.n + 1);
        self.phase += 1;
        if self.phase >= seq.phases.len() {
            self.phase = 0;
            self.turn += 1;
        }
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
                Painter { color: false },
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
        let (turn, phase) = self.when();
        let entry = Entry {
            n: self.n,
            kind: Kind::Next,
            turn,
            phase,
            line: None,
            typed: None,
            unit: None,
            target: None,
            roster: Vec::new(),
            tracks: notes,
            output: done
                .iter()
                .flat_map(|(p, _)| output_json(&p.output))
                .collect(),
            error: None,
            undoes: None,
            stream: self.stream(),
        };
        Ok((entry, done))
    }

    /// `status`: the turn and phase in the sequence of play.
    fn status(&self) -> String {
        let Some(seq) = &self.sequence else {
            return format!(
                "{}: no sequence of play declared; entries are not stamped with turns\n",
                self.outer.rules()
            );
        };
        let mut s = format!(
            "Turn {}, phase {} of {}: {} ({} {})\n",
            self.turn,
            self.phase + 1,
            seq.phases.len(),
            seq.phases[self.phase].name,
            rules::rule_set(self.outer.rules()).map_or("", |r| r.title),
            seq.section
        );
        for (i, p) in seq.phases.iter().enumerate() {
            let mark = if i == self.phase { ">" } else { " " };
            s.push_str(&format!("{mark} {}. {}\n", i + 1, p.name));
        }
        if let Some(t) = &seq.tracks {
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

    fn stream(&self) -> u64 {
        u64::try_from(self.session.position()).unwrap_or(u64::MAX)
    }

    /// Whether a parsed line changes the game (and so is recorded).
    fn records(p: &Parsed) -> bool {
        !p.global.chances
            && p.matches
                .subcommand_name()
                .is_some_and(|name| !READ_ONLY.contains(&name))
    }

    /// Runs a recorded-kind command: its entry (if it is to be recorded) and its result.
    fn command(&mut self, line: &str, who: Who, p: &Parsed) -> (Option<Entry>, Result<Produced>) {
        let n = self.n + 1;
        let before = self.undoable(n);
        let (turn, phase) = self.when();
        // What it does to the tracks is checked first: a refused line throws no die.
        let op = match self.track_op(p) {
            Ok(op) => op,
            Err(e) => return (None, Err(e)),
        };
        let start = self.session.position();
        let r = dispatch::produce(&mut self.session, &p.global, &p.matches);
        let entry = match &r {
            Ok(done) => Some(Entry {
                n,
                kind: Kind::Command,
                turn,
                phase: phase.clone(),
                line: Some(line.to_string()),
                typed: who.typed.clone(),
                unit: who.unit.clone(),
                target: who.target.clone(),
                roster: Vec::new(),
                tracks: Vec::new(),
                output: output_json(&done.output),
                error: None,
                undoes: None,
                stream: self.stream(),
            }),
            // A failure after dice were thrown is recorded so a replay throws them too.
            Err(e) if self.session.position() != start => Some(Entry {
                n,
                kind: Kind::Command,
                turn,
                phase,
                line: Some(line.to_string()),
                typed: who.typed.clone(),
                unit: who.unit.clone(),
                target: who.target.clone(),
                roster: Vec::new(),
                tracks: Vec::new(),
                output: Vec::new(),
                error: Some(e.to_string()),
                undoes: None,
                stream: self.stream(),
            }),
            Err(_) => None,
        };
        let mut entry = entry;
        if let Some(e) = entry.as_mut() {
            e.roster = self
                .roster
                .apply(e.unit.as_deref(), e.target.as_deref(), &e.output);
            if let Some(op) = op.filter(|_| r.is_ok()) {
                e.tracks = tracks::after(op, &mut self.tracks, &e.output);
            }
            self.n = n;
            // `again` repeats the line as typed, so a roster unit is filled in afresh.
            self.last = Some(e.typed.clone().unwrap_or_else(|| line.to_string()));
            if r.is_ok() {
                self.undo.push(before);
            }
        }
        (entry, r)
    }

    /// What a parsed line does to the tracks in an activity phase, or its refusal.
    fn track_op(&self, p: &Parsed) -> Result<Option<tracks::Op>> {
        let Some(t) = self.sequence.as_ref().and_then(|s| s.tracks.as_ref()) else {
            return Ok(None);
        };
        let rules = self.outer.rules();
        let Some((name, m)) =
            procedure_of(p).and_then(|(set, n, m)| (set == rules).then_some((n, m)))
        else {
            return Ok(None);
        };
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

    /// `undo`: the entry it appends, having put the pools back (never the dice stream).
    fn undo(&mut self) -> Result<Entry> {
        let u = self.undo.pop().ok_or_else(|| {
            Error::usage("nothing to undo: no command of this game is left to revert")
        })?;
        self.session.restore_pools(u.pools);
        self.roster = u.roster;
        self.aliases = u.aliases;
        self.tracks = u.tracks;
        self.turn = u.turn;
        self.phase = u.phase;
        self.n += 1;
        let (turn, phase) = self.when();
        Ok(Entry {
            n: self.n,
            kind: Kind::Undo,
            turn,
            phase,
            line: None,
            typed: None,
            unit: None,
            target: None,
            roster: Vec::new(),
            tracks: Vec::new(),
            output: Vec::new(),
            error: None,
            undoes: Some(u.n),
            stream: self.stream(),
        })
    }

    /// Runs one recorded entry again; how it differs from its record, if it does.
    fn apply(&mut self, e: &Entry) -> Result<Option<Difference>> {
        let differ = |what: String| Ok(Some(Difference { n: e.n, what }));
        let again = match e.kind {
            Kind::Undo => match self.undo() {
                Ok(a) => a,
                Err(_) => return differ("undo with nothing to undo".into()),
            },
            Kind::Alias => match self.alias(e.line.as_deref().unwrap_or("")) {
                Ok(a) => a,
                Err(err) => return differ(format!("alias no longer accepted: {err}")),
            },
            Kind::Next => match self.next() {
                Ok((a, _)) => a,
                Err(err) => return differ(format!("next no longer runs: {err}")),
            },
            Kind::Command if spend_args(e.line.as_deref().unwrap_or("")).is_some() => {
                let line = e.line.as_deref().unwrap_or("");
                match self.spend(line, spend_args(line).unwrap_or("")) {
                    Ok(a) => a,
                    Err(err) => return differ(format!("`{line}` no longer runs: {err}")),
                }
            }
            Kind::Command => {
                let line = e.line.as_deref().unwrap_or("");
                let mut sink = Out::sink();
                let parsed = dispatch::parse_line(
                    &mut self.session,
                    &self.outer,
                    line,
                    Painter { color: false },
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
        if again.output != e.output {
            return differ(describe(&e.output, &again.output));
        }
        if again.error != e.error {
            return differ(format!(
                "error: recorded {:?}, now {:?}",
                e.error, again.error
            ));
        }
        if again.undoes != e.undoes {
            return differ(format!(
                "undo: recorded entry {:?}, now entry {:?}",
                e.undoes, again.undoes
            ));
        }
        if (&again.turn, &again.phase) != (&e.turn, &e.phase) {
            return differ(format!(
                "turn and phase: recorded {:?} {:?}, now {:?} {:?}",
                e.turn, e.phase, again.turn, again.phase
            ));
        }
        if again.roster != e.roster {
            return differ(format!(
                "roster: recorded {:?}, now {:?}",
                e.roster, again.roster
            ));
        }
        if again.tracks != e.tracks {
            return differ(format!(
                "tracks: recorded {:?}, now {:?}",
                e.tracks, again.tracks
            ));
        }
        if again.stream != e.stream {
            return differ(format!(
                "dice stream: recorded at {}, now at {}",
                e.stream, again.stream
            ));
        }
        Ok(None)
    }
}

/// An open game: its state and the locked file its entries go to.
pub(crate) struct Game {
    state: State,
    writer: Writer,
    pub(crate) rules: String,
    /// Running an alias's command (which is not expanded again).
    expanding: bool,
    path: std::path::PathBuf,
    display: Global,
}

impl Game {
    /// The roster's unit names, for completion.
    pub(crate) fn unit_names(&self) -> Vec<String> {
        self.state
            .roster
            .unit
            .iter()
            .map(|u| u.name.clone())
            .collect()
    }

    /// Opens `path` for play: locks it, drops a cut-short last line (with a warning) and
    /// rebuilds the state by running the entries again.
    pub(crate) fn open(path: &Path, display: &Global) -> Result<Game> {
        let mut writer = Writer::open(path)?;
        let j = journal::read(path)?;
        if let Some(bytes) = j.cut {
            journal::cut_warning(path, bytes);
            writer.truncate(j.good_len)?;
        }
        let mut state = State::new(&j.header, display);
        let mut warned = false;
        for e in &j.entries {
            let d = state.apply(e)?;
            if let Some(d) = d.filter(|_| !warned) {
                warned = true;
                eprintln!(
                    "warning: {}: entry {} no longer gives its recorded result ({}); `spw game replay {}` checks the whole game",
                    path.display(),
                    d.n,
                    d.what,
                    path.display()
                );
            }
            state.n = e.n;
        }
        Ok(Game {
            rules: j.header.rules.clone(),
            state,
            writer,
            expanding: false,
            path: path.to_path_buf(),
            display: display.clone(),
        })
    }

    /// One line typed in the game: a game word or a command (recorded before it is shown).
    pub(crate) fn play(&mut self, line: &str, painter: Painter, out: &mut Out) -> Result<()> {
        let line = strip_spw(line);
        match line {
            "undo" => {
                let e = self.state.undo()?;
                self.writer.append(&e)?;
                let n = e.undoes.unwrap_or(0);
                return out.print(&format!(
                    "Undone: entry {n}; the pools, roster, tracks, turn and phase are as they were before it (the dice stream goes on)\n"
                ));
            }
            "again" => {
                let last = self.state.last.clone().ok_or_else(|| {
                    Error::usage("nothing to run again: no command recorded yet in this game")
                })?;
                out.print(&format!("again: {last}\n"))?;
                return self.play(&last, painter, out);
            }
            "help" => return out.print(&help(&self.rules, true)),
            "next" => {
                let (e, done) = self.state.next()?;
                self.writer.append(&e)?;
                out.print(&format!(
                    "Turn {}: {}\n",
                    e.turn.unwrap_or(1),
                    e.phase.as_deref().unwrap_or("")
                ))?;
                for (p, g) in done {
                    dispatch::show(p, &g, painter, out)?;
                }
                for note in &e.tracks {
                    out.print(&format!("tracks: {note}\n"))?;
                }
                return Ok(());
            }
            "roster" => return out.print(&self.state.roster.show()),
            "stats" => {
                let j = journal::read(&self.path)?;
                return out.print(&stats::report(&j, &self.display)?);
            }
            "alias" => {
                let mut s = String::new();
                for (a, c) in &self.state.aliases {
                    s.push_str(&format!("{a} = {c}\n"));
                }
                if s.is_empty() {
                    s = "No aliases yet: alias NAME = COMMAND...\n".into();
                }
                return out.print(&s);
            }
            "status" => {
                out.print(&self.state.status())?;
                self.play("pools --quiet", painter, out)?;
                if !self.state.roster.unit.is_empty() {
                    out.print(&self.state.roster.show())?;
                }
                return Ok(());
            }
            _ => {}
        }
        if let Some(args) = spend_args(line) {
            let e = self.state.spend(line, args)?;
            self.writer.append(&e)?;
            for note in &e.tracks {
                out.print(&format!("tracks: {note}\n"))?;
            }
            return Ok(());
        }
        if let Some(def) = line.strip_prefix("alias ") {
            let e = self.state.alias(def)?;
            self.writer.append(&e)?;
            return out.print(&format!("alias {}\n", e.line.as_deref().unwrap_or("")));
        }
        // One level: an alias's command is not expanded again (so no alias loops).
        if let Some(expanded) = self.state.expand(line).filter(|_| !self.expanding) {
            self.expanding = true;
            let r = self.play(&expanded, painter, out);
            self.expanding = false;
            return r;
        }
        let (line, who, filled) = self.filled(line)?;
        let line = line.as_str();
        let Some(p) = dispatch::parse_line(
            &mut self.state.session,
            &self.state.outer,
            line,
            painter,
            out,
        )?
        else {
            return Ok(());
        };
        if p.global.game.is_some() {
            return Err(Error::usage(
                "--game inside a game: this line already plays the game that is open",
            ));
        }
        if !State::records(&p) {
            return dispatch::execute(
                &mut self.state.session,
                &p.global,
                &p.matches,
                p.painter,
                out,
            );
        }
        let (entry, r) = self.state.command(line, who, &p);
        if let Some(e) = &entry {
            self.writer.append(e)?;
        }
        let r = r.map_err(|e| {
            filled
                .as_ref()
                .and_then(|f| roster::missing_field(&e, &self.state.roster, f))
                .unwrap_or(e)
        });
        dispatch::show(r?, &p.global, p.painter, out)?;
        for note in entry.iter().flat_map(|e| &e.roster) {
            out.print(&format!("roster: {note}\n"))?;
        }
        for note in entry.iter().flat_map(|e| &e.tracks) {
            out.print(&format!("tracks: {note}\n"))?;
        }
        Ok(())
    }

    /// `--unit`/`--target` filled from the roster: the line to run, whom it is about, and the
    /// filling (to explain a field the roster lacks).
    fn filled(&self, line: &str) -> Result<(String, Who, Option<roster::Filled>)> {
        if !line.contains("--unit") && !line.contains("--target") {
            return Ok((line.to_string(), Who::default(), None));
        }
        let words = shlex::split(line)
            .ok_or_else(|| Error::usage("unbalanced quotes in the line; close every ' and \""))?;
        let rules = self.state.outer.rules().to_string();
        let f = roster::fill(&self.state.roster, &rules, words)?;
        let run = shlex::try_join(f.words.iter().map(String::as_str))
            .map_err(|e| Error::usage(format!("cannot run this line: {e}")))?;
        Ok((
            run,
            Who {
                typed: Some(line.to_string()),
                unit: f.unit.clone(),
                target: f.target.clone(),
            },
            Some(f),
        ))
    }
}

/// What follows `spend` on a `spend ...` line.
fn spend_args(line: &str) -> Option<&str> {
    match line.strip_prefix("spend") {
        Some(rest) if rest.is_empty() || rest.starts_with(char::is_whitespace) => Some(rest.trim()),
        _ => None,
    }
}

/// The procedure a parsed line runs: its rule set, its name and its options (none for the
/// generic commands).
fn procedure_of(p: &Parsed) -> Option<(&'static str, &'static str, &clap::ArgMatches)> {
    let (name, sub) = p.matches.subcommand()?;
    if crate::cli::is_generic(name) {
        return None;
    }
    if let Some(set) = rules::rule_set(name) {
        let (proc_name, m) = sub.subcommand()?;
        let e = set.procedures().iter().find(|e| e.name == proc_name)?;
        return Some((set.id, e.name, m));
    }
    let e = crate::cli::top_level_entry(p.global.rules(), name)?;
    let set = rules::rule_sets()
        .iter()
        .find(|s| s.procedures().iter().any(|x| std::ptr::eq(x, e)))?;
    Some((set.id, e.name, sub))
}

/// A pasted line may begin with `spw`, `$ spw` or the REPL's prompt (`dispatch::pasted`).
pub(crate) fn strip_spw(line: &str) -> &str {
    dispatch::pasted(line)
}

/// The session's short help: the rule set's procedures, and a game's words in a game.
pub(crate) fn help(rules: &str, game: bool) -> String {
    let mut s = String::new();
    if let Some(set) = rules::rule_set(rules) {
        s.push_str(&format!("{} procedures:\n", set.title));
        for e in set.procedures() {
            s.push_str(&format!("  {:<14} {}\n", e.name, e.about));
        }
    }
    s.push_str("Also: roll, draw, pools, reshuffle, table, tables (`COMMAND --help` for each)\n");
    if game {
        s.push_str("Game words:\n");
        for (w, about) in WORDS {
            s.push_str(&format!("  {w:<14} {about}\n"));
        }
    } else {
        s.push_str("exit ends the session; `spw game new FILE` starts a game kept in a file\n");
    }
    s
}

/// `spw --game FILE COMMAND ...`: the arguments after the program name, without `--game
/// FILE`, as the line to record.
pub(crate) fn one_line(args: &[std::ffi::OsString]) -> Result<String> {
    let mut words: Vec<String> = Vec::new();
    let mut it = args
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned());
    while let Some(a) = it.next() {
        if a == "--game" {
            it.next();
        } else if !a.starts_with("--game=") {
            words.push(a);
        }
    }
    shlex::try_join(words.iter().map(String::as_str))
        .map_err(|e| Error::usage(format!("cannot record this command line: {e}")))
}

/// `spw game ...` from the shell: its exit status.
pub(crate) fn command(
    cmd: &GameCommand,
    g: &Global,
    painter: Painter,
    out: &mut Out,
) -> Result<i32> {
    match cmd {
        GameCommand::New(f) => {
            let roster = f.roster.as_deref().map(roster::load).transpose()?;
            if let Some(r) = &roster {
                tracks::check(g.rules(), sequence::of(g.rules()).ok().as_ref(), r)?;
            }
            let seed = g
                .seed
                .unwrap_or_else(|| crate::dice::source::RngSource::from_entropy().below(u64::MAX));
            let header = Header {
                spw_journal: journal::FORMAT,
                spw: env!("CARGO_PKG_VERSION").to_string(),
                rules: g.rules().to_string(),
                seed,
                data: g.data.clone(),
                roster,
            };
            journal::create(&f.file, &header)?;
            out.print(&format!(
                "New game {}: {}, seed {seed}. Play it with `spw game open {}` or `spw --game {} COMMAND`.\n",
                f.file.display(),
                header.rules,
                f.file.display(),
                f.file.display()
            ))?;
            // Say at the start what a game without a schedule will refuse later.
            let seq = sequence::of(&header.rules).ok();
            if let Some(t) = seq.as_ref().and_then(|s| s.tracks.as_ref()) {
                let roster = header.roster.clone().unwrap_or_default();
                if tracks::start(seq.as_ref(), &roster).is_empty() {
                    out.print(&format!(
                        "No C3I schedule ([[side]] c3i in a --roster): this game keeps no tracks ({}), and refuses spending them in a Schwerpunkt segment.\n",
                        t.section
                    ))?;
                }
            }
            Ok(0)
        }
        GameCommand::Open(f) => {
            let game = Game::open(&f.file, g)?;
            crate::repl::run_game(g, painter, game)
        }
        GameCommand::Replay(f) => replay(&f.file, g, out),
        GameCommand::Log(l) => {
            let j = journal::read(&l.file)?;
            if let Some(bytes) = j.cut {
                journal::cut_warning(&l.file, bytes);
            }
            out.print(&log::render(&l.file, &j, l.format))?;
            Ok(0)
        }
        GameCommand::Repair(f) => {
            let (kept, dropped) = journal::repair(&f.file)?;
            if dropped == 0 {
                out.print(&format!(
                    "{}: nothing to repair ({}, all whole)\n",
                    f.file.display(),
                    journal::entries_word(kept)
                ))?;
            } else {
                out.print(&format!(
                    "{}: kept the header and {}, dropped {dropped} {} from the first damaged one on; the original is {}\n",
                    f.file.display(),
                    journal::entries_word(kept),
                    if dropped == 1 { "line" } else { "lines" },
                    journal::sibling(&f.file, "damaged").display()
                ))?;
            }
            Ok(0)
        }
    }
}

/// `spw game replay FILE`: every entry run again from the seed; 1 at the first that differs.
fn replay(path: &Path, g: &Global, out: &mut Out) -> Result<i32> {
    let j: Journal = journal::read(path)?;
    if let Some(bytes) = j.cut {
        journal::cut_warning(path, bytes);
    }
    let mut state = State::new(&j.header, g);
    for e in &j.entries {
        if let Some(d) = state.apply(e)? {
            let line = e
                .line
                .as_deref()
                .map_or(String::new(), |l| format!(" (`{l}`)"));
            return Err(Error::Runtime(format!(
                "{}: entry {}{line} differs from its record: {}",
                path.display(),
                d.n,
                d.what
            )));
        }
        state.n = e.n;
    }
    out.print(&format!(
        "{}: {} replayed from seed {}: every result identical\n",
        path.display(),
        journal::entries_word(j.entries.len()),
        j.header.seed
    ))?;
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pasted_spw_is_dropped_but_not_a_word_starting_with_it() {
        assert_eq!(strip_spw("spw barrage --guns 2"), "barrage --guns 2");
        assert_eq!(strip_spw("  spw  roll d6"), "roll d6");
        assert_eq!(strip_spw("spwx"), "spwx");
    }

    #[test]
    fn one_line_drops_the_game_option_in_both_spellings() {
        let a = |v: &[&str]| {
            one_line(&v.iter().map(std::ffi::OsString::from).collect::<Vec<_>>()).unwrap()
        };
        assert_eq!(
            a(&["spw", "--game", "g.spw", "roll", "2d6 + 1"]),
            "roll '2d6 + 1'"
        );
        assert_eq!(a(&["spw", "draw", "--game=g.spw", "2"]), "draw 2");
    }
}

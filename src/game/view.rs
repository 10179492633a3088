//! The game as the table's live view shows it (`spw serve`): its state rebuilt from the
//! journal through the game's own [`State`], read only (no lock, nothing written), and turned
//! into the view's JSON (`schema/view.schema.json`) for the referee and, without what the
//! roster hides, for the players.
//!
//! The journal is only ever appended to, so each change is read by running just the entries
//! added since the last read; a file that no longer starts with the entries already run (a
//! repair, another game moved into its place) is run again from its header. A damaged file
//! never stops the view: the last state read stands, with the problem as a warning, and a last
//! line cut short is a warning only once it has stayed cut a moment (a command being written
//! is cut for an instant).

mod hidden;

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use serde_json::{Map, Value as Json, json};

use super::journal::{self, Entry, Kind};
use super::roster::{Roster, Unit};
use super::state::State;
use crate::cli::Global;
use crate::error::Result;
use crate::rules;
use hidden::Hiding;

/// The version of the view's JSON (`schema/view.schema.json`).
pub(crate) const VIEW_FORMAT: u64 = 1;
/// The entries the view lists, the newest first.
const ROLLS: usize = 10;
/// How long a last line may stay cut short before it is a warning rather than a command
/// being written.
const SETTLE: Duration = Duration::from_secs(1);

/// What the journal held when last read whole.
struct Read {
    /// The header as written, to tell the same game from another.
    header: String,
    state: State,
    entries: Vec<Entry>,
}

/// A game followed live.
pub(crate) struct Live {
    path: PathBuf,
    display: Global,
    read: Read,
    /// Bytes of a last line cut short at the last read.
    cut: Option<u64>,
    /// Whether the file had not changed for a moment at the last read.
    settled: bool,
    /// Why the last read failed (the state shown is the one before it).
    problem: Option<String>,
    /// The first entry that no longer gives its recorded result.
    differs: Option<String>,
}

/// A cheap mark of the file: its length, time and identity, and whether it has settled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Stamp {
    len: u64,
    modified: Option<SystemTime>,
    id: u64,
    settled: bool,
}

impl Live {
    /// Reads the game; an error if it cannot be read at all (as opening it would be).
    pub(crate) fn open(path: &Path, display: &Global) -> Result<Live> {
        let j = journal::read(path)?;
        let mut live = Live {
            path: path.to_path_buf(),
            display: display.clone(),
            read: Read {
                header: String::new(),
                state: State::new(&j.header, display),
                entries: Vec::new(),
            },
            cut: None,
            settled: true,
            problem: None,
            differs: None,
        };
        live.take(j)?;
        Ok(live)
    }

    pub(crate) fn stamp(&self) -> Stamp {
        let meta = std::fs::metadata(&self.path).ok();
        let modified = meta.as_ref().and_then(|m| m.modified().ok());
        #[cfg(unix)]
        let id = meta
            .as_ref()
            .map_or(0, |m| std::os::unix::fs::MetadataExt::ino(m));
        #[cfg(not(unix))]
        let id = 0;
        Stamp {
            len: meta.as_ref().map_or(0, std::fs::Metadata::len),
            settled: modified
                .and_then(|t| t.elapsed().ok())
                .is_none_or(|e| e >= SETTLE),
            modified,
            id,
        }
    }

    /// Reads the file again and runs what was added; a failure is kept as the view's warning.
    pub(crate) fn refresh(&mut self) {
        self.settled = self.stamp().settled;
        let r = journal::read(&self.path).and_then(|j| self.take(j));
        self.problem = r.err().map(|e| e.to_string());
    }

    /// Runs a read journal's new entries (all of them, if it is not the game already run).
    fn take(&mut self, j: journal::Journal) -> Result<()> {
        let header = serde_json::to_string(&j.header).unwrap_or_default();
        let known = self.read.entries.len();
        let same = header == self.read.header
            && j.entries.len() >= known
            && j.entries[..known] == self.read.entries[..];
        if !same {
            let mut state = State::new(&j.header, &self.display);
            // Only read: a recorded command that wrote files does not write them again.
            state.session.writes = false;
            self.read = Read {
                header,
                state,
                entries: Vec::new(),
            };
            self.differs = None;
        }
        self.cut = j.cut;
        for e in j.entries.into_iter().skip(self.read.entries.len()) {
            if let Some(d) = self.read.state.apply(&e)? {
                self.differs.get_or_insert_with(|| {
                    format!(
                        "entry {} no longer gives its recorded result ({}); `spw game replay {}` checks the whole game",
                        d.n,
                        d.what,
                        self.path.display()
                    )
                });
            }
            self.read.state.n = e.n;
            self.read.entries.push(e);
        }
        Ok(())
    }

    /// The view's JSON, for the referee (everything, hidden things marked) or the players.
    pub(crate) fn view(&self, referee: bool) -> Json {
        let state = &self.read.state;
        let hiding = Hiding::of(&state.roster);
        let rules_id = state.outer.rules();
        let set = rules::rule_set(rules_id);
        let mut warnings: Vec<String> = Vec::new();
        if let Some(p) = &self.problem {
            warnings.push(format!("{p} (the game is shown as it was last read whole)"));
        }
        if let (Some(bytes), true) = (self.cut, self.settled) {
            warnings.push(format!(
                "{}: the last line was cut short ({bytes} bytes: a command stopped before it was recorded, its result never shown); left out",
                self.file_name()
            ));
        }
        warnings.extend(self.differs.clone());
        let mut v = Map::new();
        v.insert("view".into(), json!(VIEW_FORMAT));
        v.insert(
            "audience".into(),
            json!(if referee { "referee" } else { "players" }),
        );
        v.insert(
            "game".into(),
            json!({
                "file": self.file_name(),
                "rules": rules_id,
                "title": set.map_or(rules_id, |s| s.title),
                "entries": self.read.entries.len(),
            }),
        );
        v.insert(
            "turn".into(),
            json!(state.sequence.as_ref().map(|_| state.turn)),
        );
        v.insert("phase".into(), phase(state));
        v.insert("initiative".into(), json!(state.initiative));
        v.insert("order".into(), order(state, &hiding, referee));
        v.insert("tracks".into(), tracks(state));
        v.insert("sides".into(), sides(&state.roster, &hiding, referee));
        v.insert("rolls".into(), self.rolls(&hiding, referee));
        v.insert("warnings".into(), json!(warnings));
        Json::Object(v)
    }

    fn file_name(&self) -> String {
        self.path.file_name().map_or_else(
            || self.path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    }

    /// The last entries, the newest first, each marked with the entry that undid it.
    fn rolls(&self, hiding: &Hiding, referee: bool) -> Json {
        let entries = &self.read.entries;
        let undone = |n: u64| {
            entries
                .iter()
                .find(|e| e.kind == Kind::Undo && e.undoes == Some(n))
                .map(|e| e.n)
        };
        let rules_id = self.read.state.outer.rules();
        let out: Vec<Json> = entries
            .iter()
            .rev()
            .take(ROLLS)
            .map(|e| {
                let mut r = roll(e, rules_id, undone(e.n));
                if !referee {
                    hiding.withhold(e, &mut r, rules_id);
                }
                r
            })
            .collect();
        Json::Array(out)
    }
}

impl spw_serve::ViewSource for Live {
    type Stamp = Stamp;

    fn stamp(&mut self) -> Stamp {
        Live::stamp(self)
    }

    fn views(&mut self) -> spw_serve::Views {
        self.refresh();
        spw_serve::Views {
            players: self.view(false),
            referee: self.view(true),
        }
    }
}

/// The phase: where the turn stands in the rule set's sequence of play.
fn phase(state: &State) -> Json {
    let Some(seq) = &state.sequence else {
        return Json::Null;
    };
    json!({
        "index": state.phase,
        "name": seq.phases.get(state.phase).map(|p| p.name.as_str()),
        "phases": seq.phases.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(),
        "section": seq.section,
    })
}

/// The order of play, as `status` tells it: who has acted, who is next (the first not yet
/// acted nor destroyed); the players' without the units hidden from them.
fn order(state: &State, hiding: &Hiding, referee: bool) -> Json {
    let Some(o) = &state.order else {
        return Json::Null;
    };
    let shown = |n: &&String| referee || !hiding.whole(n);
    let units: Vec<&String> = o.names.iter().filter(shown).collect();
    let acted: Vec<&String> = o.acted.iter().filter(shown).collect();
    let next = units.iter().copied().find(|n| {
        !acted.iter().any(|a| a.eq_ignore_ascii_case(n))
            && state.roster.find(n).map_or(true, |u| !u.is("destroyed"))
    });
    json!({ "units": units, "acted": acted, "next": next })
}

/// Each side's tracks (Series C3I and Activity Points), the phasing side marked.
fn tracks(state: &State) -> Json {
    let phasing = state.activity_player();
    Json::Array(
        state
            .tracks
            .iter()
            .enumerate()
            .map(|(i, t)| {
                json!({
                    "side": t.side,
                    "c3i": t.c3i,
                    "activity_points": t.ap,
                    "phasing": phasing == Some(i + 1),
                })
            })
            .collect(),
    )
}

/// The sides in order, each with its units.
fn sides(roster: &Roster, hiding: &Hiding, referee: bool) -> Json {
    let declared = |s: &str| roster.side_index(s).is_some();
    let mut out = Vec::new();
    for side in roster.sides() {
        let all: Vec<&Unit> = roster
            .unit
            .iter()
            .filter(|u| u.side.eq_ignore_ascii_case(&side))
            .collect();
        let units: Vec<Json> = all
            .iter()
            .filter(|u| referee || !hiding.whole(&u.name))
            .map(|u| unit(u, hiding, referee))
            .collect();
        // A side known only from units the players do not see is not theirs to see either.
        if !referee && units.is_empty() && !all.is_empty() && !declared(&side) {
            continue;
        }
        out.push(json!({ "name": side, "units": units }));
    }
    Json::Array(out)
}

/// A unit: each rating (a number or a word) as a field, each state set (`true`) by name.
fn unit(u: &Unit, hiding: &Hiding, referee: bool) -> Json {
    let mut fields = Vec::new();
    let mut states = Vec::new();
    for (k, v) in &u.fields {
        if k == super::hidden::FIELD {
            continue;
        }
        let hidden = hiding.hides(u, k);
        if hidden && !referee {
            continue;
        }
        let mut item = Map::new();
        item.insert("name".into(), json!(k));
        match v {
            Json::Bool(true) => {}
            Json::Number(_) | Json::String(_) => {
                item.insert("value".into(), v.clone());
            }
            _ => continue,
        }
        if hidden {
            item.insert("hidden".into(), json!(true));
        }
        if v.is_boolean() {
            states.push(Json::Object(item));
        } else {
            fields.push(Json::Object(item));
        }
    }
    let destroyed = u.is("destroyed") && (referee || !hiding.hides(u, "destroyed"));
    let mut o = Map::new();
    o.insert("name".into(), json!(u.name));
    o.insert("side".into(), json!(u.side));
    o.insert("fields".into(), Json::Array(fields));
    o.insert("states".into(), Json::Array(states));
    o.insert("destroyed".into(), json!(destroyed));
    if referee && hiding.whole(&u.name) {
        o.insert("hidden".into(), json!(true));
    }
    Json::Object(o)
}

/// One entry as the view lists it: the line as typed, each report's title, dice and summary,
/// and what it did to the roster, the game and the tracks.
fn roll(e: &Entry, rules_id: &str, undone_by: Option<u64>) -> Json {
    let line = match e.kind {
        Kind::Command => e.typed.clone().or_else(|| e.line.clone()),
        Kind::Undo => Some(format!("undo (reverts #{})", e.undoes.unwrap_or(0))),
        Kind::Next => Some(match (&e.turn, &e.phase) {
            (Some(t), Some(p)) => format!("next: turn {t}, {p}"),
            _ => "next".to_string(),
        }),
        Kind::Alias => e.line.as_ref().map(|l| format!("alias {l}")),
    };
    let notes: Vec<String> = (e.roster.iter().map(|n| format!("roster: {n}")))
        .chain(e.game.iter().map(|n| format!("game: {n}")))
        .chain(e.tracks.iter().map(|n| format!("tracks: {n}")))
        .collect();
    json!({
        "n": e.n,
        "kind": e.kind,
        "turn": e.turn,
        "phase": e.phase,
        "line": line,
        "undone_by": undone_by,
        "reports": e.output.iter().filter(|r| r.is_object()).map(|r| report(r, rules_id)).collect::<Vec<_>>(),
        "notes": notes,
        "error": e.error,
    })
}

/// One report: "fire · Schwerpunkt 3.0", every die and card grouped by step as the log groups
/// them, and the summary.
fn report(r: &Json, rules_id: &str) -> Json {
    let s = |k: &str| r.get(k).and_then(Json::as_str).unwrap_or("");
    let procedure = s("procedure");
    let tag = rules::rule_set(r.get("rules").and_then(Json::as_str).unwrap_or(rules_id))
        .map_or("", |set| set.tag);
    let title = match (s("section"), tag) {
        ("", _) => procedure.to_string(),
        (section, tag) => format!("{procedure} · {tag} {section}").replace("  ", " "),
    };
    json!({
        "procedure": procedure,
        "title": title,
        "dice": dice(r),
        "summary": s("summary"),
    })
}

/// The dice and draws of a report, consecutive dice of one step and die together (`shot 1`
/// and `shot 2` are one step, `shot`).
fn dice(r: &Json) -> Json {
    let mut groups: Vec<(String, String, Vec<Json>)> = Vec::new();
    let arr = |k: &str| {
        r.get(k)
            .and_then(Json::as_array)
            .cloned()
            .unwrap_or_default()
    };
    let thrown = arr("dice").into_iter().map(|d| (d, false));
    let drawn = arr("drawn").into_iter().map(|d| (d, true));
    for (d, card) in thrown.chain(drawn) {
        let s = |k: &str| d.get(k).and_then(Json::as_str).unwrap_or("").to_string();
        let what = s("for");
        let step = match what.rsplit_once(' ') {
            Some((stem, n)) if n.chars().all(|c| c.is_ascii_digit()) => stem.to_string(),
            _ => what,
        };
        let (die, text) = if card {
            (String::new(), s("item"))
        } else {
            let text = d.get("label").and_then(Json::as_str).map_or_else(
                || d.get("value").map_or(String::new(), Json::to_string),
                str::to_string,
            );
            (s("die"), text)
        };
        let mut value = Map::new();
        value.insert("text".into(), json!(text));
        if let Some(ok) = d.get("success").and_then(Json::as_bool) {
            value.insert("success".into(), json!(ok));
        }
        let struck = ["dropped", "rerolled"]
            .iter()
            .any(|k| d.get(*k) == Some(&Json::Bool(true)));
        if struck {
            value.insert("struck".into(), json!(true));
        }
        match groups.last_mut() {
            Some((s, d, v)) if *s == step && *d == die => v.push(Json::Object(value)),
            _ => groups.push((step, die, vec![Json::Object(value)])),
        }
    }
    Json::Array(
        groups
            .into_iter()
            .map(|(step, die, values)| json!({ "for": step, "die": die, "values": values }))
            .collect(),
    )
}

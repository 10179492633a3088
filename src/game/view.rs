//! The game as the table's live view shows it (`spw serve`): its state rebuilt from the
//! journal through the game's own [`State`], read only (no lock, nothing written), and put in
//! the view's JSON (`view` in schema/spw.schema.json) from the same JSON the game's words
//! answer: `status` as the word gives it, the last entries as `log` gives them, and beside
//! them the rule set's declared unit fields and what each unit did this phase. The referee's
//! copy has everything, what the players do not see marked; the players' leaves that out
//! (`view/hidden.rs`).
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

use super::journal::{self, Entry};
use super::state::State;
use super::words;
use crate::cli::Global;
use crate::error::Result;
use crate::render::json::versioned;
use crate::rules;
use crate::rules::effects::Per;
use crate::rules::model::FieldKind;
use hidden::Hiding;

/// The entries the view lists, the newest first: at least these, and every entry since the
/// view before (several may come between two reads), so a page that saw each view missed none.
const ROLLS: usize = 10;
/// The most a view lists: a batch piped into the game writes hundreds at once, and each view
/// goes to every page whole.
const BURST: usize = 500;
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
    /// The first entry that no longer gives its recorded result: its number, and what differs.
    differs: Option<(u64, String)>,
    /// How many entries the view before listed up to (the game's, when it was first read).
    shown: usize,
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
            shown: 0,
        };
        live.take(j)?;
        Ok(live)
    }

    pub(crate) fn stamp(&self) -> Stamp {
        let meta = std::fs::metadata(&self.path).ok();
        let modified = meta.as_ref().and_then(|m| m.modified().ok());
        #[cfg(unix)]
        let id = meta.as_ref().map_or(0, std::os::unix::fs::MetadataExt::ino);
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
            // Another game (or this one rewritten): its first view lists the last few only.
            self.shown = j.entries.len();
        }
        self.cut = j.cut;
        for e in j.entries.into_iter().skip(self.read.entries.len()) {
            if let Some(d) = self.read.state.apply(&e)? {
                self.differs.get_or_insert((d.n, d.what));
            }
            self.read.state.n = e.n;
            self.read.entries.push(e);
        }
        Ok(())
    }

    /// The game file's name (never its folders: the server's disk is not the table's).
    fn file_name(&self) -> String {
        self.path.file_name().map_or_else(
            || self.path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    }

    /// The problems a page shows above the game; the referee's say what differs.
    fn warnings(&self, referee: bool) -> Vec<String> {
        let mut w = Vec::new();
        if let Some(p) = &self.problem {
            // The players' page names the file, not where it is on the referee's disk.
            let p = if referee {
                p.clone()
            } else {
                p.replace(&self.path.display().to_string(), &self.file_name())
            };
            w.push(format!("{p} (the game is shown as it was last read whole)"));
        }
        if let (Some(bytes), true) = (self.cut, self.settled) {
            w.push(format!(
                "{}: the last line was cut short ({bytes} bytes: a command stopped before it was recorded, its result never shown); left out",
                self.file_name()
            ));
        }
        if let Some((n, what)) = &self.differs {
            // What differs may be a hidden rating's number.
            let what = if referee {
                format!(" ({what})")
            } else {
                String::new()
            };
            w.push(format!(
                "entry {n} no longer gives its recorded result{what}; `spw game replay {}` checks the whole game",
                self.file_name()
            ));
        }
        w
    }

    /// The last entries as `log` answers them, the newest first: [`ROLLS`], or every one since
    /// the view before if more (up to [`BURST`]).
    fn log(&mut self) -> Vec<Json> {
        let entries = &self.read.entries;
        let fresh = entries.len().saturating_sub(self.shown);
        self.shown = entries.len();
        let undone = journal::undone(entries);
        entries
            .iter()
            .rev()
            .take(fresh.clamp(ROLLS, BURST))
            .map(|e| words::logged(e, &undone))
            .collect()
    }

    /// `status` as the word answers it; if the pools cannot be listed (their data unreadable),
    /// the rest of it, and why as the view's warning.
    fn status(&mut self) -> Json {
        let file = self.file_name();
        let state = &mut self.read.state;
        versioned(words::status_json(state, &file).unwrap_or_else(|e| {
            self.problem = Some(e.to_string());
            let mut v = state.status_json();
            v["game"] = json!(file);
            v["sides"] = state.roster.to_json();
            v
        }))
    }

    /// Both views, from one reading of the game.
    pub(crate) fn views(&mut self) -> spw_serve::Views {
        let status = self.status();
        let log = self.log();
        let state = &self.read.state;
        let hiding = Hiding::of(&state.roster);
        let mut players = self.view(false, status.clone(), &log, &hiding);
        hiding.withhold(&mut players, state);
        spw_serve::Views {
            players,
            referee: self.view(true, status, &log, &hiding),
        }
    }

    /// The view's JSON: the players' before [`Hiding::withhold`] takes out what they do not
    /// see, or the referee's with it marked (`hidden`).
    fn view(&self, referee: bool, status: Json, log: &[Json], hiding: &Hiding) -> Json {
        let state = &self.read.state;
        let rules_id = state.outer.rules();
        let mut v = Map::new();
        v.insert("version".into(), json!(crate::render::json::VERSION));
        v.insert(
            "view".into(),
            json!(if referee { "referee" } else { "players" }),
        );
        v.insert("file".into(), json!(self.file_name()));
        v.insert("entries".into(), json!(self.read.entries.len()));
        v.insert(
            "tag".into(),
            json!(rules::rule_set(rules_id).map_or(rules_id, |s| s.tag)),
        );
        v.insert("status".into(), status);
        v.insert("declared".into(), declared(rules_id));
        v.insert("done".into(), done(state));
        v.insert("log".into(), Json::Array(log.to_vec()));
        if referee {
            v.insert("hidden".into(), hiding.marks());
        }
        v.insert("warnings".into(), json!(self.warnings(referee)));
        Json::Object(v)
    }
}

impl spw_serve::ViewSource for Live {
    type Stamp = Stamp;

    fn stamp(&mut self) -> Stamp {
        Live::stamp(self)
    }

    fn views(&mut self) -> spw_serve::Views {
        self.refresh();
        Live::views(self)
    }
}

/// The fields the rule set's units have, as its model declares them, in its order: what
/// each is, its rule, and whether it is a state.
fn declared(rules_id: &str) -> Json {
    let model = super::model::of(rules_id);
    Json::Array(
        model
            .all()
            .filter(|f| !matches!(f.kind, FieldKind::Hidden))
            .map(|f| {
                let state = matches!(f.kind, FieldKind::State { .. });
                json!({"name": f.name, "about": f.about, "section": f.section, "state": state})
            })
            .collect(),
    )
}

/// What each unit did this phase and this turn, as the procedures it played count it.
fn done(state: &State) -> Json {
    Json::Array(
        state
            .marks
            .done
            .iter()
            .map(|(unit, did, per)| {
                let per = match per {
                    Per::Phase => "phase",
                    Per::Turn => "turn",
                };
                json!({"unit": unit, "did": did, "per": per})
            })
            .collect(),
    )
}

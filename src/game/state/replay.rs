//! Replaying: running a recorded entry again and saying how it differs from its record.

use serde_json::Value as Json;

use super::{State, Who};
use crate::error::{Error, Result};
use crate::game::journal::{Entry, Kind};
use crate::game::work;
use crate::request::{Command, Origin};

/// Whether a recorded line gives an option a game refuses (its own seed, house rules or
/// file): no game records such a line, so its entry was written by hand.
fn forbidden(line: &str) -> bool {
    crate::request::words_of(line).is_ok_and(|args| {
        ["seed", "data", "game"]
            .iter()
            .any(|id| crate::cli::wants(&args, id))
    })
}

/// What a replayed entry did differently from its record.
pub(crate) struct Difference {
    pub n: u64,
    pub what: String,
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
    /// Runs one recorded entry again; how it differs from its record, if it does.
    /// Its work is counted as it runs, and past [`work::BUDGET`] it is refused.
    pub(crate) fn apply(&mut self, e: &Entry) -> Result<Option<Difference>> {
        let faces = work::faces();
        let d = self.apply_entry(e);
        let spent =
            work::of_line(e.line.as_deref()).saturating_add(work::faces().saturating_sub(faces));
        self.work = self.work.saturating_add(spent);
        if self.work.saturating_add(work::of_stream(self.stream())) > work::BUDGET {
            return Err(work::over(None, Some(e.n)));
        }
        d
    }

    fn apply_entry(&mut self, e: &Entry) -> Result<Option<Difference>> {
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
            Kind::Redo => match self.redo() {
                Ok((a, _)) => a,
                Err(_) => return differ("redo with nothing to redo".into()),
            },
            Kind::Command => {
                let read = crate::request::words_of(line).and_then(|a| self.read(&a, Origin::Game));
                let r = match read {
                    Ok(r) => r,
                    // What a live game refuses was never recorded by one: the file was edited.
                    Err(err) if forbidden(line) => {
                        return Err(Error::usage(format!(
                            "entry {} (`{line}`) is a line no game records (the file was edited): {err}",
                            e.n
                        )));
                    }
                    Err(err) => return differ(format!("`{line}` no longer runs: {err}")),
                };
                match r.command {
                    Command::Word(w) => match self.word_entry(line, &w) {
                        Ok(Some(a)) => a,
                        Ok(None) => return differ(format!("`{line}` is no longer a command")),
                        Err(err) => return differ(format!("`{line}` no longer runs: {err}")),
                    },
                    command if Self::records(&r.global, &command) => {
                        let who = Who {
                            unit: e.unit.clone(),
                            target: e.target.clone(),
                            filled: e.filled.clone(),
                        };
                        match self.command(line, who, &r.global, command) {
                            (Some(a), _) => a,
                            (None, r) => {
                                // Failed before throwing a die: the state stands, the number
                                // moves on.
                                self.n = e.n;
                                let err = r.err().map_or(String::new(), |x| x.to_string());
                                return differ(format!(
                                    "error: recorded {:?}, now {err:?}",
                                    e.error
                                ));
                            }
                        }
                    }
                    _ => return differ(format!("`{line}` is no longer a command")),
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

//! Each rule set's sequence of play, declared as data (`data/sequence.toml`): the phases of a
//! turn in order, and the command lines a phase runs when the game enters it. A rule set adds
//! its sequence with one table there; no code names a rule set.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::Deserialize;

use crate::error::{Error, Result};

const TEXT: &str = include_str!("../../data/sequence.toml");

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Sequence {
    /// The rule section that gives the sequence ("1.10", "Turn Sequence").
    pub section: String,
    pub phases: Vec<Phase>,
    /// The sides' tracks the game keeps (the Series' C3I and Activity Points), if any.
    #[serde(default)]
    pub tracks: Option<TrackRules>,
    /// How long an initiative roll stands: the phase it is rolled in, or the turn.
    #[serde(default)]
    pub initiative: Lasts,
    /// How long an order of play (activation cards, card tiles) stands.
    #[serde(default)]
    pub order: Lasts,
    /// Procedures of the rule set played only from a turn on (the game length roll, at the end
    /// of the 6th turn), each with that turn and the rule.
    #[serde(default)]
    pub from_turn: BTreeMap<String, FromTurn>,
}

/// The turn a procedure is first played in, and the rule that says so.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct FromTurn {
    pub turn: u32,
    pub why: String,
}

/// How long something the game keeps stands.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Lasts {
    /// The phase it was made in (the default).
    #[default]
    Phase,
    /// The whole turn.
    Turn,
}

/// How a rule set's tracks move: C3I Points received in a phase from the scenario's schedule,
/// spent by one procedure for Activity Points, which other procedures then cost.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct TrackRules {
    /// The rule sections the tracks follow ("7.0–8.0, 11.0, 12.0").
    pub section: String,
    /// The procedure whose `--c3i N` spends N C3I Points of the phasing side, its result's
    /// `activity_points` becoming that side's Activity Points (7.2).
    pub activity: String,
    /// Procedures that cost the phasing side Activity Points in an activity phase.
    #[serde(default)]
    pub costs: BTreeMap<String, Cost>,
    /// What `spend` is for, with its section (a moved unit, 11.0).
    pub spend: String,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Cost {
    pub points: u32,
    /// What is paid for and the rule ("a combat, 12.0 and 12.2 A").
    pub why: String,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Phase {
    pub name: String,
    /// Procedures of the rule set this phase comes too early for, each with the rule saying
    /// when it is played (Frontier's tiles are turned once the Artillery Fire Phase is done).
    #[serde(default)]
    pub too_early: BTreeMap<String, String>,
    /// spw command lines run when the game enters this phase.
    #[serde(default)]
    pub on_start: Vec<String>,
    /// The phasing player (1 the first side of the roster, 2 the second), if one phases.
    #[serde(default)]
    pub player: Option<usize>,
    /// Entering this phase each side receives its C3I Points for the turn (7.1).
    #[serde(default)]
    pub receive_c3i: bool,
    /// An activity phase (Schwerpunkt segments): C3I are spent for Activity Points there, and
    /// the costs are paid from them; they are lost when it ends (8.0).
    #[serde(default)]
    pub activity: bool,
}

/// Every rule set's sequence, read once per process (a game replayed asks for it at every
/// entry): from the JSON `build.rs` compiled the file to, or from the TOML if there is none.
fn all() -> Result<&'static BTreeMap<String, Sequence>> {
    static ALL: OnceLock<std::result::Result<BTreeMap<String, Sequence>, String>> = OnceLock::new();
    ALL.get_or_init(|| {
        crate::data::compiled(TEXT)
            .and_then(|c| serde_json::from_str(c.json).ok())
            .map_or_else(|| toml::from_str(TEXT).map_err(|e| e.to_string()), Ok)
    })
    .as_ref()
    .map_err(|e| Error::Runtime(format!("built-in data/sequence.toml: {e}")))
}

/// The sequence of play of rule set `rules`.
pub(crate) fn of(rules: &str) -> Result<Sequence> {
    let all = all()?;
    all.get(rules).cloned().ok_or_else(|| {
        Error::usage(format!(
            "{rules} declares no sequence of play (data/sequence.toml has {}), so `next` cannot step its turns",
            all.keys().cloned().collect::<Vec<_>>().join(", ")
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compiled_json_reads_as_the_toml_does() {
        let json = crate::data::compiled(TEXT)
            .expect("build.rs compiles data/sequence.toml")
            .json;
        let from_json: BTreeMap<String, Sequence> = serde_json::from_str(json).unwrap();
        let from_toml: BTreeMap<String, Sequence> = toml::from_str(TEXT).unwrap();
        assert_eq!(format!("{from_json:?}"), format!("{from_toml:?}"));
        assert_eq!(format!("{:?}", all().unwrap()), format!("{from_toml:?}"));
    }

    #[test]
    fn every_sequence_belongs_to_a_rule_set_and_has_phases() {
        let all: BTreeMap<String, Sequence> = toml::from_str(TEXT).unwrap();
        for (id, seq) in &all {
            assert!(crate::rules::rule_set(id).is_some(), "{id} is no rule set");
            assert!(!seq.phases.is_empty(), "{id} has no phase");
        }
        assert!(of("schwerpunkt").unwrap().phases.len() == 5);
        // An activity phase names its phasing player; tracks come with a phase receiving C3I.
        for (id, seq) in &all {
            for p in &seq.phases {
                assert!(
                    !p.activity || matches!(p.player, Some(1 | 2)),
                    "{id} {}",
                    p.name
                );
            }
            if seq.tracks.is_some() {
                assert!(seq.phases.iter().any(|p| p.receive_c3i), "{id}");
            }
        }
        assert!(of("series").unwrap().tracks.is_some());
    }
}

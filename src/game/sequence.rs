//! Each rule set's sequence of play, declared as data (`data/sequence.toml`): the phases of a
//! turn in order, and the command lines a phase runs when the game enters it. A rule set adds
//! its sequence with one table there; no code names a rule set.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::error::{Error, Result};

const TEXT: &str = include_str!("../../data/sequence.toml");

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Sequence {
    /// The rule section that gives the sequence ("1.10", "Turn Sequence").
    pub section: String,
    pub phases: Vec<Phase>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Phase {
    pub name: String,
    /// spw command lines run when the game enters this phase.
    #[serde(default)]
    pub on_start: Vec<String>,
}

/// The sequence of play of rule set `rules`.
pub(crate) fn of(rules: &str) -> Result<Sequence> {
    let all: BTreeMap<String, Sequence> = toml::from_str(TEXT)
        .map_err(|e| Error::Runtime(format!("built-in data/sequence.toml: {e}")))?;
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
    fn every_sequence_belongs_to_a_rule_set_and_has_phases() {
        let all: BTreeMap<String, Sequence> = toml::from_str(TEXT).unwrap();
        for (id, seq) in &all {
            assert!(crate::rules::rule_set(id).is_some(), "{id} is no rule set");
            assert!(!seq.phases.is_empty(), "{id} has no phase");
        }
        assert!(of("schwerpunkt").unwrap().phases.len() == 5);
    }
}

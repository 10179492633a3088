//! `data/dice.toml`: the named dice of the notation (`dSF`, `dA`, `dS`).

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::Deserialize;

use crate::data::{DataFile, Problem};
use crate::dice::ast::{Die, Face};

/// Every named die, by name without the `d` (`SF`).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(transparent)]
pub(crate) struct DiceFile(
    #[serde(deserialize_with = "crate::data::untyped::each_described")]
    pub  BTreeMap<String, NamedDie>,
);

/// A named die. Its `section` and `about` are required (every die cites its rule) and shown
/// by `spw tables` from the file itself.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct NamedDie {
    pub faces: Vec<FaceSpec>,
}

/// A face: a number, or a number with the word printed on it.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub(crate) enum FaceSpec {
    Number(i64),
    Labelled {
        value: i64,
        label: String,
        /// Shown as a bad result wherever the die is thrown (the sustained-fire die's JAM).
        #[serde(default)]
        bad: bool,
    },
}

/// The most faces a named die may have (the notation's own limit).
const MAX_FACES: usize = 1_000_000;

impl DiceFile {
    pub(crate) fn to_dice(&self) -> Vec<Die> {
        self.0
            .iter()
            .map(|(name, d)| Die {
                name: format!("d{name}").into(),
                faces: d
                    .faces
                    .iter()
                    .map(|f| match f {
                        FaceSpec::Number(v) => Face::plain(*v),
                        FaceSpec::Labelled { value, label, bad } => Face {
                            value: *value,
                            label: Some(Arc::from(label.as_str())),
                            bad: *bad,
                        },
                    })
                    .collect(),
            })
            .collect()
    }
}

impl DataFile for DiceFile {
    const NAME: &'static str = "dice";
    const TEXT: &'static str = include_str!("../../data/dice.toml");
    type Patch = DiceFile;

    fn apply(&mut self, patch: DiceFile) {
        self.0.extend(patch.0);
    }

    fn check(&self) -> Result<(), Problem> {
        for (name, d) in &self.0 {
            // Names follow the `d` in the notation, which reads a name as a run of capitals
            // (`dSFkh1`): a small letter could never be typed, and F is the fudge die.
            let ok =
                !name.is_empty() && name.chars().all(|c| c.is_ascii_uppercase()) && name != "F";
            if !ok {
                return Err(Problem::new(
                    name,
                    "",
                    format!(
                        "a named die's name is capital letters (SF, A, S), and not F (the fudge die); [{}] cannot be typed after a d",
                        crate::error::printable(name)
                    ),
                ));
            }
            if d.faces.is_empty() || d.faces.len() > MAX_FACES {
                return Err(Problem::new(
                    name,
                    "faces",
                    format!("a die needs 1 to {MAX_FACES} faces, not {}", d.faces.len()),
                ));
            }
            for f in &d.faces {
                if let FaceSpec::Labelled { label, .. } = f {
                    if label.is_empty() || !label.chars().all(|c| c.is_ascii_alphabetic()) {
                        return Err(Problem::new(
                            name,
                            "faces",
                            format!("face label '{label}' must be a word of letters (JAM, HIT)"),
                        ));
                    }
                }
            }
        }
        Ok(())
    }
}

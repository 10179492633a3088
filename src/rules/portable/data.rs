//! The typed form of `data/portable.toml`: one struct per table, checked on load. Every table
//! must have its `section` and `about` (`_section`, `_about` here): `spw tables` shows them from
//! the file itself, so the procedures never read them.

use serde::Deserialize;

use crate::data::{DataFile, DieField, Problem};
use crate::data_file;

data_file! {
    /// Every Portable Wargame table.
    Portable / PortablePatch {
        activation: Activation,
    }
}

impl DataFile for Portable {
    const NAME: &'static str = super::ID;
    const TEXT: &'static str = include_str!("../../../data/portable.toml");
    type Patch = PortablePatch;

    fn apply(&mut self, patch: PortablePatch) {
        self.apply_patch(patch);
    }

    fn check(&self) -> Result<(), Problem> {
        let a = &self.activation;
        if a.per < 1 {
            return Err(Problem::new("activation", "per", "must be at least 1"));
        }
        if a.d6_divisor < 1 {
            return Err(Problem::new(
                "activation",
                "d6_divisor",
                "must be at least 1",
            ));
        }
        if a.command < 0 {
            return Err(Problem::new(
                "activation",
                "command",
                "must not be negative",
            ));
        }
        Ok(())
    }
}

/// Activation Dice, Appendix 1.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Activation {
    #[serde(rename = "section")]
    _section: String,
    #[serde(rename = "about")]
    _about: String,
    pub die: DieField,
    pub d6: DieField,
    pub d6_divisor: i64,
    pub command: i64,
    pub per: i64,
}

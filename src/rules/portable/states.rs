//! The Portable Wargame's units as its rules see them: the fields a roster gives them, their states, what
//! sets and clears each, and what the rules derive (`rules::model`).

use crate::data::Data;
use crate::error::Result;
use crate::rules::model::{FieldDef, FieldKind, Model};

/// Every field of a unit, in the order the roster shows them.
const FIELDS: &[FieldDef] = &[
    FieldDef {
        name: "type",
        kind: FieldKind::Named(unit_types),
        about: "its unit type (spw portable units lists them)",
        section: "Unit Types",
    },
    FieldDef {
        name: "army",
        kind: FieldKind::Word(&["european", "native"]),
        about: "a European or a Native army",
        section: "Activation Dice",
    },
    FieldDef {
        name: "command",
        kind: FieldKind::State {
            set_by: "the roster (the army's Command Unit)",
            cleared_by: "`set UNIT STATE=...`",
        },
        about: "the army's Command Unit: one activation die while it stands",
        section: "Activation Dice",
    },
    FieldDef {
        name: "pinned",
        kind: FieldKind::State {
            set_by: "fire or artillery: pinned (Pinning)",
            cleared_by: "being activated (Turn Sequence 2b): `unpin UNIT`",
        },
        about: "a pinned Unit",
        section: "Pinning",
    },
    FieldDef {
        name: "cover",
        kind: FieldKind::State {
            set_by: "the roster (in cover)",
            cleared_by: "`set UNIT STATE=...`",
        },
        about: "in cover",
        section: "Non-Artillery Fire",
    },
];

pub(crate) const UNITS: Model = Model {
    fields: FIELDS,
    derived: &[],
    deferred: &[],
    unit_check: None,
};

/// The unit types of the data (house rules included).
fn unit_types(data: &Data) -> Result<Vec<String>> {
    Ok(super::tables(data)?
        .units
        .types
        .iter()
        .map(|t| t.id.clone())
        .collect())
}

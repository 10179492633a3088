//! Frontier's units as its rules see them: the fields a roster gives them, their states, what
//! sets and clears each, and what the rules derive (`rules::model`).

use crate::data::Data;
use crate::error::Result;
use crate::rules::model::{FieldDef, FieldKind, Model};

/// Every field of a unit, in the order the roster shows them.
const FIELDS: &[FieldDef] = &[
    FieldDef {
        name: "type",
        kind: FieldKind::Named(unit_types),
        about: "its unit type (spw frontier units lists them)",
        section: "Movement, Artillery, Battles",
    },
    FieldDef {
        name: "cover",
        kind: FieldKind::State {
            set_by: "the roster (in cover)",
            cleared_by: "`set UNIT STATE=...`",
        },
        about: "in cover",
        section: "Battles",
    },
    FieldDef {
        name: "poor",
        kind: FieldKind::State {
            set_by: "the roster (poor quality)",
            cleared_by: "`set UNIT STATE=...`",
        },
        about: "poor quality: −1 in battle",
        section: "Battles",
    },
];

pub(crate) const UNITS: Model = Model {
    fields: FIELDS,
    derived: &[],
    deferred: &[],
    unit_check: Some(poor_quality),
};

/// Battles: "Poor quality infantry or cavalry units (e.g. Militia)": no other type is poor.
fn poor_quality(
    fields: &serde_json::Map<String, serde_json::Value>,
    data: Option<&Data>,
) -> std::result::Result<(), (&'static str, String)> {
    let (Some(serde_json::Value::Bool(true)), Some(serde_json::Value::String(kind)), Some(data)) =
        (fields.get("poor"), fields.get("type"), data)
    else {
        return Ok(());
    };
    let types = super::tables(data).map(|t| &t.units.types);
    match types.ok().and_then(|ts| ts.iter().find(|t| &t.name == kind)) {
        Some(t) if !t.poor_quality => Err((
            "poor",
            format!("only infantry or cavalry can be poor quality, not {kind} (Battles)"),
        )),
        _ => Ok(()),
    }
}

/// The unit types of the data (house rules included).
fn unit_types(data: &Data) -> Result<Vec<String>> {
    Ok(super::tables(data)?
        .units
        .types
        .iter()
        .map(|t| t.name.clone())
        .collect())
}

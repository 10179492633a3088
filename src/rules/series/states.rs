//! The Schwerpunkt Series's units as its rules see them: the fields a roster gives them, their states, what
//! sets and clears each, and what the rules derive (`rules::model`).

use serde_json::{Map, Value as Json};

use crate::rules::model::{FieldDef, FieldKind, Model};

/// Every field of a unit, in the order the roster shows them.
const FIELDS: &[FieldDef] = &[
    FieldDef {
        name: "strength",
        kind: FieldKind::Strength,
        about: "its Combat Strength",
        section: "2.4, 12.5",
    },
    FieldDef {
        name: "reduced",
        kind: FieldKind::Strength,
        about: "its Combat Strength on its reverse side, after a step loss",
        section: "2.48",
    },
    FieldDef {
        name: "tactical",
        kind: FieldKind::Number { min: 0, max: 10 },
        about: "its Tactical Rating",
        section: "12.31",
    },
    FieldDef {
        name: "steps",
        kind: FieldKind::Number { min: 0, max: 10 },
        about: "the steps it has left",
        section: "2.48",
    },
    FieldDef {
        name: "flipped",
        kind: FieldKind::State {
            set_by: "a step loss the unit survives (2.48)",
            cleared_by: "`set UNIT flipped=false`",
        },
        about: "on its reverse side: it fights with its reduced strength",
        section: "2.48",
    },
    FieldDef {
        name: "out_of_supply",
        kind: FieldKind::State {
            set_by: "the referee's supply check (6.0)",
            cleared_by: "`set UNIT STATE=...`",
        },
        about: "out of supply: strength and Tactical Rating halved",
        section: "6.4",
    },
    FieldDef {
        name: "motorized",
        kind: FieldKind::State {
            set_by: "the roster",
            cleared_by: "`set UNIT STATE=...`",
        },
        about: "a motorized unit",
        section: "6.4, 12.81",
    },
];

pub(crate) const UNITS: Model = Model {
    fields: FIELDS,
    derived: &[],
    deferred: &[],
    unit_check: None,
};

/// A unit's Combat Strength as it fights now: its reverse side's (`reduced`) once flipped
/// (2.48), halved out of supply (6.4: "OOS units may participate in combat, but have their
/// Combat Strength and Tactical Ratings halved"), written as the CRT reads it (`6`, `5/2`).
pub(crate) fn combat_strength(fields: &Map<String, Json>) -> Option<Json> {
    let is = |s: &str| fields.get(s) == Some(&Json::Bool(true));
    let side = if is("flipped") && fields.contains_key("reduced") {
        "reduced"
    } else {
        "strength"
    };
    let (n, d) = fraction(fields.get(side)?)?;
    let (n, d) = if is("out_of_supply") { (n, d * 2) } else { (n, d) };
    let g = gcd(n, d);
    let (n, d) = (n / g, d / g);
    Some(if d == 1 {
        Json::from(n)
    } else {
        Json::String(format!("{n}/{d}"))
    })
}

/// A strength as a fraction: `5`, `2.5` or `5/2`.
fn fraction(v: &Json) -> Option<(i64, i64)> {
    let text = match v {
        Json::Number(n) => return n.as_i64().map(|n| (n, 1)),
        Json::String(s) => s.trim(),
        _ => return None,
    };
    if let Some((a, b)) = text.split_once('/') {
        let (a, b) = (a.parse().ok()?, b.parse::<i64>().ok()?);
        return (b > 0).then_some((a, b));
    }
    if let Some((a, b)) = text.split_once('.') {
        let d = 10i64.checked_pow(u32::try_from(b.len()).ok()?)?;
        return Some((a.parse::<i64>().ok()? * d + b.parse::<i64>().ok()?, d));
    }
    text.parse().ok().map(|n| (n, 1))
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a.abs().max(1) } else { gcd(b, a % b) }
}

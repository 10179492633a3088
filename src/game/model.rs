//! The roster as its rule set's model sees it (`rules::model`): a roster checked field by field
//! when a game starts, a value `set` types by its field, the states the rules derive set after
//! every change, and losses the rules leave lying until the end of the phase.

use serde_json::Value as Json;

use crate::data::Data;
use crate::rules::effects::Change;
use crate::rules::model::{Derived, FieldDef, FieldKind, Model};

/// The rule set's model (none for a rule set the registry does not have).
pub(crate) fn of(rules: &str) -> &'static Model {
    crate::rules::rule_set(rules).map_or(&Model::NONE, |r| r.units)
}

/// The fields a unit may have, in words.
pub(crate) fn names(model: &Model) -> String {
    model.all().map(|f| f.name).collect::<Vec<_>>().join(", ")
}

/// Where field `field` of the `unit`-th `[[unit]]` is written in a roster's TOML text: its line
/// and column (1-based), or the table's when the field is not found.
pub(crate) fn position(text: &str, unit: usize, field: &str) -> Option<(usize, usize)> {
    let mut seen = None;
    let mut table = None;
    for (no, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if t.starts_with("[[unit]]") {
            seen = Some(seen.map_or(0, |s: usize| s + 1));
            if seen == Some(unit) {
                table = Some((no + 1, line.len() - t.len() + 1));
            }
            continue;
        }
        if t.starts_with('[') {
            if seen == Some(unit) {
                break;
            }
            continue;
        }
        if seen == Some(unit) {
            let key = t.split('=').next().unwrap_or("").trim().trim_matches('"');
            if key == field && t.contains('=') {
                let col = line.find('=').map_or(1, |i| {
                    i + 2 + line[i + 1..].len() - line[i + 1..].trim_start().len()
                });
                return Some((no + 1, col));
            }
        }
    }
    table
}

/// A value `set` was given for field `def`, typed as the field takes it: the message says
/// what it takes.
pub(crate) fn value(
    def: &FieldDef,
    text: &str,
    data: Option<&Data>,
) -> std::result::Result<Json, String> {
    let text = text.trim();
    let v = match def.kind {
        FieldKind::State { .. } => match text {
            "true" => Json::Bool(true),
            "false" => Json::Bool(false),
            _ => return Err(format!("{} takes {}", def.name, def.takes(data))),
        },
        FieldKind::Hidden => match text {
            "true" => Json::Bool(true),
            "false" => Json::Bool(false),
            list => Json::Array(
                list.split(',')
                    .map(|f| Json::String(f.trim().to_string()))
                    .filter(|f| f.as_str() != Some(""))
                    .collect(),
            ),
        },
        FieldKind::Number { .. } => match text.parse::<i64>() {
            Ok(n) => Json::from(n),
            Err(_) => return Err(format!("{} takes {}", def.name, def.takes(data))),
        },
        FieldKind::Strength if text.parse::<i64>().is_ok() => {
            Json::from(text.parse::<i64>().unwrap_or(0))
        }
        _ => Json::String(text.to_string()),
    };
    def.check(&v, data)?;
    Ok(v)
}

/// A change as the rules make it: a loss the rules leave lying until the end of the phase
/// (Schwerpunkt 1.10) goes to the field that holds it; every other change as it is.
pub(crate) fn deferred(model: &Model, c: &Change) -> Option<(Change, &'static str)> {
    match c {
        Change::Lose(count, n) => model
            .deferred
            .iter()
            .find(|d| d.count == *count)
            .map(|d| (Change::Gain(d.pending, *n), d.section)),
        Change::DestroyWhenNone(counts) => model
            .deferred
            .iter()
            .find(|d| counts.contains(&d.count))
            .map(|d| (Change::DestroyWhenNone(&[]), d.section)),
        _ => None,
    }
}

/// The states the rules derive, set on unit `name` where its `fields` now call for them; a
/// note each.
pub(crate) fn derive(
    model: &Model,
    name: &str,
    fields: &mut serde_json::Map<String, Json>,
    notes: &mut Vec<String>,
) {
    for d in model.derived {
        match d {
            Derived::OverHalf {
                state,
                count,
                of,
                section,
            } => {
                let n = fields.get(*count).and_then(Json::as_i64).unwrap_or(0);
                let all = fields.get(*of).and_then(Json::as_i64);
                if let Some(all) = all
                    && n.saturating_mul(2) > all
                    && fields.get(*state) != Some(&Json::Bool(true))
                {
                    fields.insert((*state).into(), Json::Bool(true));
                    notes.push(format!(
                        "{name}: {state} ({n} of {all} {of} {}, over half: {section})",
                        count.replace('_', " ")
                    ));
                }
            }
        }
    }
}

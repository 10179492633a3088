//! `hidden` in a roster: what the players' live view (`spw serve`) never shows. On a
//! `[[unit]]`, `hidden = true` hides the whole unit and `hidden = ["morale", "note"]` those
//! fields of it; on a `[[side]]`, the same for every unit of the side. `set UNIT
//! hidden=morale,note` (or `=true`, `=false`) changes a unit's in play. The roster loader and
//! `set` check it here; what the view leaves out is `view::hidden`'s.

use serde_json::Value as Json;

use crate::rules::model::Model;

/// The field's name, on a unit and on a side.
pub(crate) const FIELD: &str = "hidden";

/// What `hidden` says of a unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Spec {
    Nothing,
    Whole,
    /// These fields (and states) of it.
    Fields(Vec<String>),
}

impl Spec {
    /// The spec a `hidden` value gives (one that [`check`] refuses hides nothing).
    pub(crate) fn of(v: Option<&Json>) -> Spec {
        match v {
            Some(Json::Bool(true)) => Spec::Whole,
            Some(Json::Array(a)) => Spec::Fields(
                a.iter()
                    .filter_map(Json::as_str)
                    .map(str::to_string)
                    .collect(),
            ),
            _ => Spec::Nothing,
        }
    }

    /// A unit's spec with its side's.
    pub(crate) fn with(self, side: Spec) -> Spec {
        match (self, side) {
            (Spec::Whole, _) | (_, Spec::Whole) => Spec::Whole,
            (Spec::Fields(mut a), Spec::Fields(b)) => {
                for f in b {
                    if !a.contains(&f) {
                        a.push(f);
                    }
                }
                Spec::Fields(a)
            }
            (Spec::Fields(a), Spec::Nothing) | (Spec::Nothing, Spec::Fields(a)) => Spec::Fields(a),
            (Spec::Nothing, Spec::Nothing) => Spec::Nothing,
        }
    }
}

/// What a roster's `hidden` may be: true or false, or a list of field names (not `name` or
/// `side`, which the view always shows with the unit).
pub(crate) fn check(v: &Json) -> std::result::Result<(), String> {
    let accepted = "hidden is true (the whole unit), false, or a list of fields: hidden = [\"morale\", \"note\"]";
    match v {
        Json::Bool(_) => Ok(()),
        Json::Array(a) => {
            for f in a {
                let Some(name) = f.as_str() else {
                    return Err(format!("hidden lists {f}, not a field name; {accepted}"));
                };
                field(name)?;
            }
            Ok(())
        }
        v => Err(format!("hidden = {v}; {accepted}")),
    }
}

fn field(name: &str) -> std::result::Result<(), String> {
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(format!(
            "hidden: {:?} is not a field name (letters, digits and _: morale, note)",
            crate::error::printable(name)
        ));
    }
    if matches!(name, "name" | "side" | FIELD) {
        return Err(format!(
            "hidden: a unit's {name} is always shown with it; hidden = true hides the whole unit"
        ));
    }
    Ok(())
}

/// Every field a `hidden` list names is one the rule set's units have (`model`): a misspelt
/// name would hide nothing, and show the players what the referee meant to keep from them.
pub(crate) fn known(v: &Json, model: &Model) -> std::result::Result<(), String> {
    let Json::Array(a) = v else { return Ok(()) };
    for name in a.iter().filter_map(Json::as_str) {
        if model.field(name).is_none() {
            return Err(format!(
                "hidden lists {name}, not a field of this rule set's units; they have {}",
                super::model::names(model)
            ));
        }
    }
    Ok(())
}

/// `set UNIT hidden=VALUE`: `true`, `false`, or fields of the rule set's units separated by
/// commas (`morale,note`; also as a roster writes them, `["morale","note"]`). The message says
/// what is wrong.
pub(crate) fn value(raw: &str, model: &Model) -> std::result::Result<Json, String> {
    let raw = raw.trim();
    match raw {
        "true" => return Ok(Json::Bool(true)),
        "false" => return Ok(Json::Bool(false)),
        _ => {}
    }
    let list = raw
        .strip_prefix('[')
        .and_then(|r| r.strip_suffix(']'))
        .unwrap_or(raw);
    let mut fields: Vec<Json> = Vec::new();
    for f in list.split(',') {
        let f = f.trim().trim_matches('"').trim().replace('-', "_");
        field(&f)?;
        if !fields.iter().any(|x| x.as_str() == Some(&f)) {
            fields.push(Json::String(f));
        }
    }
    let v = Json::Array(fields);
    known(&v, model)?;
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn set_reads_a_list_a_flag_or_what_a_roster_writes() {
        let model = crate::rules::rule_set(crate::rules::DEFAULT)
            .expect("the default rule set")
            .units;
        let value = |s: &str| value(s, model);
        assert_eq!(value("morale,note").unwrap(), json!(["morale", "note"]));
        assert_eq!(
            value(r#"["morale","note"]"#).unwrap(),
            json!(["morale", "note"])
        );
        assert_eq!(value("true").unwrap(), json!(true));
        assert_eq!(value(" morale , morale ").unwrap(), json!(["morale"]));
        for bad in [
            "", "morale,", "a b", "name", "side", "hidden", "mor$le", "moral",
        ] {
            assert!(value(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_side_and_its_unit_hide_together() {
        let f = |v: &[&str]| Spec::Fields(v.iter().map(|s| s.to_string()).collect());
        assert_eq!(f(&["a"]).with(f(&["b", "a"])), f(&["a", "b"]));
        assert_eq!(Spec::Nothing.with(Spec::Whole), Spec::Whole);
        assert_eq!(Spec::of(Some(&json!(false))), Spec::Nothing);
        assert!(check(&json!(["morale", 3])).is_err());
        assert!(check(&json!("yes")).is_err());
        assert!(check(&json!(["morale"])).is_ok());
    }
}

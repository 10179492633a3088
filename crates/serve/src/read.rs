//! Reading the view's JSON (`view` in schema/spw.schema.json) for the page: a missing or
//! mistyped key reads as nothing, so a view the page does not know in full still shows.

use serde_json::Value as Json;

pub(crate) fn str_of<'a>(v: &'a Json, key: &str) -> Option<&'a str> {
    v.get(key).and_then(Json::as_str)
}

pub(crate) fn list<'a>(v: &'a Json, key: &str) -> &'a [Json] {
    v.get(key)
        .and_then(Json::as_array)
        .map_or(&[], Vec::as_slice)
}

/// A value as the page shows it: a word as it is, a number as JSON writes it.
pub(crate) fn shown(v: &Json) -> String {
    match v {
        Json::String(s) => s.clone(),
        Json::Null => String::new(),
        v => v.to_string(),
    }
}

/// Whether `v[key]` is `true`.
pub(crate) fn is(v: &Json, key: &str) -> bool {
    v.get(key) == Some(&Json::Bool(true))
}

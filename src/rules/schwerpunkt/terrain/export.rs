//! The table as data: the JSON `result` object and a TOML document with the same fields, so a
//! table generated today can be read back by a script or kept with a scenario.

use serde_json::Value as Json;

use crate::error::{Error, Result};

use super::model::Terrain;

/// `{"theatre": "europe", "flat": false, "rows": 4, "columns": 6, "features": [...]}`.
pub(crate) fn to_json(t: &Terrain) -> Json {
    serde_json::to_value(t).unwrap_or(Json::Null)
}

/// The same fields as TOML, after a comment naming what it is.
pub(crate) fn to_toml(t: &Terrain, heading: &str, summary: &str) -> Result<String> {
    let body = toml::to_string(t)
        .map_err(|e| Error::Runtime(format!("cannot write the table as TOML: {e}")))?;
    Ok(format!("# {heading}\n# {summary}\n\n{body}"))
}

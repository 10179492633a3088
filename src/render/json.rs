//! `--json`: one object per command, the envelope ARCHITECTURE.md ("The JSON contract") fixes.

use serde_json::{Map, Value as Json, json};

use crate::render::chances;
use crate::report::{Body, Report};

pub(crate) fn to_json(report: &Report) -> Json {
    let mut o = Map::new();
    o.insert("rules".into(), json!(report.rules));
    o.insert("procedure".into(), json!(report.procedure));
    if let Some(section) = &report.section {
        o.insert("section".into(), json!(section));
    }
    o.insert("input".into(), report.input.clone());
    match &report.body {
        Body::Rolled {
            dice,
            drawn,
            result,
            ..
        } => {
            o.insert("dice".into(), json!(dice));
            if !drawn.is_empty() {
                o.insert("drawn".into(), json!(drawn));
            }
            o.insert("result".into(), result.clone());
        }
        Body::Chances { quantities, .. } => {
            o.insert("chances".into(), chances::to_json(quantities));
        }
        Body::Listing { result, .. } => {
            o.insert("result".into(), result.clone());
        }
    }
    o.insert("summary".into(), json!(report.summary));
    Json::Object(o)
}

/// The object on one line (JSON Lines).
pub(crate) fn render(report: &Report) -> String {
    let mut s = to_json(report).to_string();
    s.push('\n');
    s
}

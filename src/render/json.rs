//! `--json`: one object per command, the envelope ARCHITECTURE.md ("The JSON contract") fixes.
//!
//! [`render`] writes the object straight from the report (`serde` over borrowed data) rather
//! than building a `serde_json::Value` tree first: a batch of `roll 100d6 --json` lines spent
//! most of its time building and dropping that tree. [`to_json`] builds the tree for callers
//! that keep it (a game journal); both give the same keys in the same order.

use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_json::{Map, Value as Json, json};

use crate::error::unsafe_char;
use crate::render::{chances, goal};
use crate::report::{Body, Report};

/// The version of the JSON objects spw prints (`report::JSON_VERSION`).
pub(crate) use crate::report::JSON_VERSION as VERSION;

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
        Body::Chances {
            quantities, goal, ..
        } => {
            o.insert("chances".into(), chances::to_json(quantities));
            if let Some(g) = goal {
                o.insert("goal".into(), goal::goal_json(g));
            }
        }
        Body::PerValue(pv) => {
            o.insert("result".into(), goal::to_json(pv));
        }
        Body::Listing { result, .. } => {
            o.insert("result".into(), result.clone());
        }
    }
    o.insert("summary".into(), json!(report.summary));
    if report.example {
        o.insert("example".into(), json!(true));
    }
    Json::Object(o)
}

/// The report as the object [`to_json`] builds, with the version first (as printed),
/// serialised without building it.
struct Envelope<'a>(&'a Report);

impl Serialize for Envelope<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let r = self.0;
        let mut o = s.serialize_map(None)?;
        o.serialize_entry("version", &VERSION)?;
        o.serialize_entry("rules", &r.rules)?;
        o.serialize_entry("procedure", &r.procedure)?;
        if let Some(section) = &r.section {
            o.serialize_entry("section", section)?;
        }
        o.serialize_entry("input", &r.input)?;
        match &r.body {
            Body::Rolled {
                dice,
                drawn,
                result,
                ..
            } => {
                o.serialize_entry("dice", dice)?;
                if !drawn.is_empty() {
                    o.serialize_entry("drawn", drawn)?;
                }
                o.serialize_entry("result", result)?;
            }
            Body::Chances {
                quantities, goal, ..
            } => {
                o.serialize_entry("chances", &chances::Serialised(quantities))?;
                if let Some(g) = goal {
                    o.serialize_entry("goal", &goal::goal_json(g))?;
                }
            }
            Body::PerValue(pv) => {
                o.serialize_entry("result", &goal::Answer(pv))?;
            }
            Body::Listing { result, .. } => {
                o.serialize_entry("result", result)?;
            }
        }
        o.serialize_entry("summary", &r.summary)?;
        if r.example {
            o.serialize_entry("example", &true)?;
        }
        o.end()
    }
}

/// The object on one line (JSON Lines), its version first; an error only if Ctrl-C in the REPL stopped it (the
/// exact fractions of a long `--chances` listing can take most of its time).
pub(crate) fn render(report: &Report) -> crate::error::Result<String> {
    let direct = match &report.body {
        // A JSON object keeps one entry per name (the last value, in the first one's place):
        // quantities sharing a name go through the tree, which does that.
        Body::Chances { quantities, .. } if !chances::names_distinct(quantities) => None,
        _ => serde_json::to_string(&Envelope(report)).ok(),
    };
    crate::interrupt::check()?;
    let mut s = safe(direct.unwrap_or_else(|| versioned(to_json(report)).to_string()));
    s.push('\n');
    Ok(s)
}

/// An object as spw prints it: `"version"` first, then its own fields. Only what is printed
/// carries it: a game's journal records its objects as they were (`to_json`).
pub(crate) fn versioned(v: Json) -> Json {
    let Json::Object(m) = v else {
        return v;
    };
    let mut o = Map::new();
    o.insert("version".into(), json!(VERSION));
    o.extend(m.into_iter().filter(|(k, _)| k != "version"));
    Json::Object(o)
}

/// A JSON value on one line, as [`safe`] writes it.
pub(crate) fn line(v: &Json) -> String {
    safe(v.to_string())
}

/// Serialised JSON (a line, or lines of it) with the characters a terminal must not get raw
/// ([`unsafe_char`]) escaped as `\uXXXX`: serde_json escapes the C0 controls, not DEL, the C1
/// controls or the bidirectional ones. They can only stand inside strings, so the text stays
/// the same JSON; a line break can only stand between documents, and stays.
pub(crate) fn safe(s: String) -> String {
    let unsafe_here = |c: char| c != '\n' && unsafe_char(c);
    if !s.chars().any(unsafe_here) {
        return s;
    }
    let mut out = String::with_capacity(s.len() + 12);
    for c in s.chars() {
        if unsafe_here(c) {
            out.push_str(&format!("\\u{:04x}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chance::Prob;
    use crate::dice::ast::Die;
    use crate::dice::source::DieRecord;
    use crate::engine::Value;
    use crate::report::Marginal;

    fn report(body: Body) -> Report {
        Report {
            rules: Some("schwerpunkt"),
            procedure: "fire".into(),
            section: Some("3.1".into()),
            title: "fire".into(),
            input: json!({"guns": 6, "cover": true, "name": "a \"quoted\" ✓"}),
            body,
            summary: "2 hits".into(),
            effects: Vec::new(),
            example: false,
            result_line: None,
        }
    }

    /// The direct writer must give byte for byte what the tree gives, for every body.
    #[test]
    fn direct_output_is_the_tree_serialised() {
        let d6 = Die::standard(6);
        let mut kept = DieRecord::new(&d6, 4, "shot 1");
        kept.success = Some(true);
        let mut dropped = DieRecord::new(&d6, 1, "shot 2");
        dropped.dropped = true;
        dropped.counts_as = Some(2);
        let rolled = report(Body::Rolled {
            dice: vec![kept, dropped],
            drawn: Vec::new(),
            result: json!({"hits": 2, "pinned": false, "ratio": 0.5}),
            blocks: Vec::new(),
        });
        let half = Prob::new(1u32.into(), 2u32.into());
        let third = Prob::new(1u32.into(), 3u32.into());
        let chances = report(Body::Chances {
            quantities: vec![
                Marginal::new(
                    "hits",
                    vec![(Value::Int(0), half.clone()), (Value::Int(1), half.clone())],
                ),
                Marginal::new("pinned", vec![(Value::Bool(true), third)]),
            ],
            notes: Vec::new(),
            goal: None,
        });
        // Two quantities of one name: one entry, as the tree keeps it.
        let twice = report(Body::Chances {
            quantities: vec![
                Marginal::new("hits", vec![(Value::Int(0), half.clone())]),
                Marginal::new("hits", vec![(Value::Int(3), half)]),
            ],
            notes: Vec::new(),
            goal: None,
        });
        let listing = report(Body::Listing {
            result: json!([1, "two", null]),
            blocks: Vec::new(),
        });
        for r in [rolled, chances, twice, listing] {
            let tree = format!("{}\n", versioned(to_json(&r)));
            assert_eq!(render(&r).unwrap(), tree);
        }
    }
}

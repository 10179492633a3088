//! `--json`: one object per command, the envelope ARCHITECTURE.md ("The JSON contract") fixes.
//!
//! [`render`] writes the object straight from the report (`serde` over borrowed data) rather
//! than building a `serde_json::Value` tree first: a batch of `roll 100d6 --json` lines spent
//! most of its time building and dropping that tree. [`to_json`] builds the tree for callers
//! that keep it (a game journal); both give the same keys in the same order.

use serde::Serialize;
use serde_json::{Map, Value as Json, json};

use crate::error::unsafe_char;
use crate::render::{chances, goal};
use crate::report::{Body, Report, write_dice};

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

/// The report as the object [`to_json`] builds, with the version first (as printed), written
/// without building it: the envelope's keys as they are (none needs escaping), each value
/// serialised in its place, the dice by [`write_dice`].
fn write_envelope(out: &mut Vec<u8>, r: &Report) -> serde_json::Result<()> {
    fn entry<T: Serialize + ?Sized>(out: &mut Vec<u8>, key: &str, v: &T) -> serde_json::Result<()> {
        out.extend_from_slice(b",\"");
        out.extend_from_slice(key.as_bytes());
        out.extend_from_slice(b"\":");
        serde_json::to_writer(&mut *out, v)
    }
    out.extend_from_slice(b"{\"version\":");
    serde_json::to_writer(&mut *out, &VERSION)?;
    entry(out, "rules", &r.rules)?;
    entry(out, "procedure", &r.procedure)?;
    if let Some(section) = &r.section {
        entry(out, "section", section)?;
    }
    entry(out, "input", &r.input)?;
    match &r.body {
        Body::Rolled {
            dice,
            drawn,
            result,
            ..
        } => {
            out.extend_from_slice(b",\"dice\":");
            write_dice(out, dice);
            if !drawn.is_empty() {
                entry(out, "drawn", drawn)?;
            }
            entry(out, "result", result)?;
        }
        Body::Chances {
            quantities, goal, ..
        } => {
            entry(out, "chances", &chances::Serialised(quantities))?;
            if let Some(g) = goal {
                entry(out, "goal", &goal::goal_json(g))?;
            }
        }
        Body::PerValue(pv) => entry(out, "result", &goal::Answer(pv))?,
        Body::Listing { result, .. } => entry(out, "result", result)?,
    }
    entry(out, "summary", &r.summary)?;
    if r.example {
        entry(out, "example", &true)?;
    }
    out.push(b'}');
    Ok(())
}

/// The object on one line (JSON Lines), its version first; an error only if Ctrl-C in the REPL stopped it (the
/// exact fractions of a long `--chances` listing can take most of its time).
pub(crate) fn render(report: &Report) -> crate::error::Result<String> {
    let direct = match &report.body {
        // A JSON object keeps one entry per name (the last value, in the first one's place):
        // quantities sharing a name go through the tree, which does that.
        Body::Chances { quantities, .. } if !chances::names_distinct(quantities) => None,
        _ => {
            let dice = match &report.body {
                Body::Rolled { dice, .. } => dice.len(),
                _ => 0,
            };
            let mut out = Vec::with_capacity(256 + 48 * dice);
            write_envelope(&mut out, report)
                .ok()
                .and_then(|()| String::from_utf8(out).ok())
        }
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
    // Printable ASCII and line breaks, nearly every line, need no look at each character.
    if crate::screen::printable_ascii(&s, b'\n') || !s.chars().any(unsafe_here) {
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

    #[test]
    fn a_json_string_is_written_as_serde_writes_it() {
        for s in [
            "",
            "d6",
            "village 1 row",
            "a \"quoted\" word",
            "back\\slash",
            "tab\there",
            "\u{1}\u{1f}\u{7f}",
            "✓城 \u{2028} \u{202e}",
            "ends in a quote\"",
        ] {
            let mut out = Vec::new();
            crate::report::write_json_str(&mut out, s);
            assert_eq!(out, serde_json::to_vec(s).unwrap(), "{s:?}");
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
        // Each field the dice writer writes, and runs of dice sharing a name or a purpose
        // broken by others.
        let jam_face = crate::dice::ast::Face {
            value: 1,
            label: Some("JAM".into()),
            bad: true,
        };
        let dsf = Die {
            name: "dSF".into(),
            faces: vec![jam_face, crate::dice::ast::Face::plain(2)].into(),
        };
        let jam = DieRecord::new(&dsf, 1, "a \"quoted\" purpose\u{1}");
        let mut exploded = DieRecord::new(&d6, 6, "shot 2");
        exploded.exploded = true;
        exploded.success = Some(false);
        let mut rerolled = DieRecord::new(&d6, 2, "shot 2");
        rerolled.rerolled = true;
        rerolled.counts_as = Some(-3);
        let again = DieRecord::new(&dsf, 2, "shot 2");
        let rolled = report(Body::Rolled {
            dice: vec![kept, dropped, jam, exploded, rerolled, again],
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

//! `stats`: each side's luck. For every roll still standing (not undone, not failed), where its
//! outcome fell in that roll's exact distribution (`--chances`, worked out against the game's
//! state as it was then): the mid-rank percentile P(X < x) + P(X = x)/2 of the report's first
//! numeric quantity, so fair dice average 50 whatever the procedure. A side's luck is the mean
//! over its rolls; the side is the roster side of `--unit` (else of `--target`), else "no unit".
//! Higher means more of the quantity (hits, casualties, the total), which is good luck for the
//! side rolling hits and bad for the side rolling saves: the table says which quantity it is.

use std::collections::{BTreeMap, HashSet};

use serde_json::Value as Json;

use super::journal::{Journal, Kind};
use super::{State, output_json};
use crate::cli::Global;
use crate::dispatch::{self, Out};
use crate::error::Result;
use crate::render::Painter;

/// A fraction "n/d" as a number, for a percentile shown to whole percent.
fn fraction(p: &str) -> Option<f64> {
    let (n, d) = p.split_once('/').unwrap_or((p, "1"));
    let (n, d) = (n.parse::<f64>().ok()?, d.parse::<f64>().ok()?);
    (d > 0.0).then(|| n / d)
}

/// Where `rolled`'s first numeric quantity fell in `chances` (0–100), if it can be told.
fn percentile(rolled: &Json, chances: &Json) -> Option<f64> {
    let result = rolled.get("result")?;
    let table = chances.get("chances")?.as_object()?;
    for (name, outcomes) in table {
        let Some(x) = result.get(name).and_then(Json::as_f64) else {
            continue;
        };
        let mut below = 0.0;
        let mut at = 0.0;
        for o in outcomes.as_array()? {
            let (Some(v), Some(p)) = (
                o.get("value").and_then(Json::as_f64),
                o.get("p").and_then(Json::as_str).and_then(fraction),
            ) else {
                return None;
            };
            if v < x {
                below += p;
            } else if v == x {
                at += p;
            }
        }
        return Some(100.0 * (below + at / 2.0));
    }
    None
}

/// The rolls that name no roster unit.
const NO_UNIT: &str = "no unit";

fn ordinal(n: u64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

pub(super) fn report(j: &Journal, display: &Global) -> Result<String> {
    let quiet = Global {
        json: false,
        ..display.clone()
    };
    let mut state = State::new(&j.header, &quiet);
    let undone: HashSet<u64> = j
        .entries
        .iter()
        .filter_map(|e| (e.kind == Kind::Undo).then_some(e.undoes).flatten())
        .collect();
    let mut sides: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    for e in &j.entries {
        let standing = e.kind == Kind::Command && e.error.is_none() && !undone.contains(&e.n);
        if let (true, Some(line)) = (standing, e.line.as_deref()) {
            let side = [&e.unit, &e.target]
                .into_iter()
                .flatten()
                .find_map(|n| state.roster.find(n).ok().map(|u| u.side.clone()))
                .unwrap_or_else(|| NO_UNIT.to_string());
            let exact = format!("{line} --chances");
            let parsed = dispatch::parse_line(
                &mut state.session,
                &state.outer,
                &exact,
                Painter::PLAIN,
                &mut Out::sink(),
            );
            // A roll with no exact distribution (a map, a table) does not count.
            let done = match parsed {
                Ok(Some(p)) => dispatch::produce(&mut state.session, &p.global, &p.matches).ok(),
                _ => None,
            };
            if let Some(d) = done {
                for (rolled, chances) in e.output.iter().zip(output_json(&d.output)) {
                    if let Some(pc) = percentile(rolled, &chances) {
                        sides.entry(side.clone()).or_default().push(pc);
                    }
                }
            }
        }
        state.apply(e)?;
        state.n = e.n;
    }
    if sides.is_empty() {
        return Ok(
            "No rolls to judge yet: stats counts the procedures and rolls still standing.\n".into(),
        );
    }
    let mut s = String::from(" side       rolls   percentile\n");
    let mut lines = String::new();
    let all: Vec<f64> = sides.values().flatten().copied().collect();
    let mut rows: Vec<(&str, &[f64])> = sides
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_slice()))
        .collect();
    if sides.len() > 1 || !sides.contains_key(NO_UNIT) {
        rows.push(("all", &all));
    }
    for (side, v) in rows {
        let mean = v.iter().sum::<f64>() / v.len() as f64;
        s.push_str(&format!(" {side:<10} {:<7} {mean:.0}\n", v.len()));
        let who = match side {
            NO_UNIT => "Rolls naming no unit".to_string(),
            "all" => "All the dice".to_string(),
            side => format!("{side}'s dice"),
        };
        let rolls = if v.len() == 1 { "roll" } else { "rolls" };
        lines.push_str(&format!(
            "{who} ran at the {} percentile over {} {rolls}\n",
            ordinal(mean.round() as u64),
            v.len()
        ));
    }
    s.push_str(&lines);
    s.push_str(
        "(where each roll's first quantity fell in its exact distribution, mid-rank: 50 is average; higher is more hits, casualties, total)\n",
    );
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_mid_rank_percentile_of_a_roll() {
        let chances = json!({"chances": {"hits": [
            {"value": 0, "p": "1/4"}, {"value": 1, "p": "1/2"}, {"value": 2, "p": "1/4"}
        ]}});
        let at = |h: i64| percentile(&json!({"result": {"hits": h}}), &chances).unwrap();
        assert_eq!(at(0), 12.5);
        assert_eq!(at(1), 50.0);
        assert_eq!(at(2), 87.5);
        assert_eq!(ordinal(23), "23rd");
        assert_eq!(ordinal(11), "11th");
        assert_eq!(ordinal(42), "42nd");
    }
}

//! The after-action summary that ends `spw game log`: turns played, each side's losses
//! against its strength at the start, how many rolls spw threw and how many were typed in from
//! the table, each side's luck (`stats`), and the roster as it stands. Counts are compared
//! field by field between the roster the game started with and the one its entries leave, so
//! no rule set's fields are named here.

use std::collections::BTreeMap;

use serde_json::Value as Json;

use super::journal::{Journal, Kind};
use super::roster::Roster;
use super::state::State;
use super::stats;
use crate::cli::Global;
use crate::error::Result;

/// Sums of each numeric field over `side`'s units, in the order the fields first appear.
fn sums(r: &Roster, side: &str) -> Vec<(String, i64)> {
    let mut out: Vec<(String, i64)> = Vec::new();
    for u in r.unit.iter().filter(|u| u.side.eq_ignore_ascii_case(side)) {
        for (k, v) in &u.fields {
            if let Some(n) = v.as_i64() {
                match out.iter_mut().find(|(f, _)| f == k) {
                    Some((_, sum)) => *sum += n,
                    None => out.push((k.clone(), n)),
                }
            }
        }
    }
    out
}

/// The summary's lines.
pub(super) fn lines(j: &Journal, display: &Global) -> Result<Vec<String>> {
    let mut state = State::new(&j.header, display);
    state.session.writes = false;
    for e in &j.entries {
        state.apply(e)?;
        state.n = e.n;
    }
    let start = j.header.roster.clone().unwrap_or_default();
    let mut out = Vec::new();
    if let (Some(_), Some(phase)) = (&state.sequence, state.when().1) {
        let played = state.turn;
        out.push(format!(
            "Turns begun: {played} (the game stands in turn {played}, {phase})"
        ));
    }
    for side in start.sides() {
        let units = start
            .unit
            .iter()
            .filter(|u| u.side.eq_ignore_ascii_case(&side))
            .count();
        let destroyed = state
            .roster
            .unit
            .iter()
            .filter(|u| u.side.eq_ignore_ascii_case(&side) && u.is("destroyed"))
            .count();
        let now = sums(&state.roster, &side);
        let mut parts = vec![format!("{destroyed} of {units} units destroyed")];
        for (field, was) in sums(&start, &side) {
            let is = now.iter().find(|(f, _)| *f == field).map_or(0, |(_, n)| *n);
            if is < was {
                parts.push(format!("{field} {was} → {is} ({} lost)", was - is));
            }
        }
        out.push(format!("{side}: {}", parts.join("; ")));
    }
    let undone: std::collections::HashSet<u64> =
        super::journal::undone(&j.entries).into_keys().collect();
    let (mut rolled, mut typed) = (0usize, 0usize);
    for e in j
        .entries
        .iter()
        .filter(|e| e.kind == Kind::Command && !undone.contains(&e.n))
    {
        let threw = e.output.iter().any(|r| {
            ["dice", "drawn"].iter().any(|k| {
                r.get(*k)
                    .and_then(Json::as_array)
                    .is_some_and(|a| !a.is_empty())
            })
        });
        if !threw {
            continue;
        }
        let line = e.line.as_deref().unwrap_or("");
        if line.contains("--dice") || line.contains("--cards") {
            typed += 1;
        } else {
            rolled += 1;
        }
    }
    out.push(format!(
        "Rolls: {rolled} thrown by spw, {typed} typed in from the table"
    ));
    let luck: BTreeMap<String, Vec<f64>> = stats::luck(j, display)?;
    if !luck.is_empty() {
        let each: Vec<String> = luck
            .iter()
            .map(|(side, v)| {
                let mean = (v.iter().sum::<f64>() / v.len() as f64).round();
                format!("{side} {mean} over {}", v.len())
            })
            .collect();
        out.push(format!(
            "Luck: {} (each roll's percentile among all it could have been, the rolling side's way; 50 is average)",
            each.join(", ")
        ));
    }
    if !state.roster.unit.is_empty() {
        out.push("Roster at the end:".into());
        out.extend(state.roster.show().lines().map(str::to_string));
    }
    Ok(out)
}

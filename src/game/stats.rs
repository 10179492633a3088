//! `stats`: each side's luck. A side's luck is how its own rolls fell against what was to be
//! expected: for every roll still standing (not undone, not failed), where its outcome fell in
//! that roll's exact distribution (`--chances`, worked out against the game's state as it was
//! then), counted the way that is good for the unit that rolled: more hits for the firer,
//! fewer casualties for the unit saving, a passed test, a better worded result. Each
//! procedure declares the quantity, the unit whose roll it is and which way is good
//! (`rules::effects::Luck`). The measure is the mid-rank percentile, P(worse) + P(same)/2, so
//! fair dice average 50 whatever the procedure. Dice typed in from the table count as much as
//! rolled ones (they are the table's luck); rolls naming no unit count for "no unit", by
//! their first number (a `roll`'s total).

use std::collections::BTreeMap;

use serde_json::Value as Json;

use super::journal::{Journal, Kind};
use super::state::{State, output_json};
use crate::cli::Global;
use crate::dispatch;
use crate::error::Result;
use crate::rules::effects::{Best, Luck, Role};

/// A fraction "n/d" as a number, for a percentile shown to whole percent.
fn fraction(p: &str) -> Option<f64> {
    let (n, d) = p.split_once('/').unwrap_or((p, "1"));
    let (n, d) = (n.parse::<f64>().ok()?, d.parse::<f64>().ok()?);
    (d > 0.0).then(|| n / d)
}

/// How good an outcome is for the unit rolling, as a number that rises with its fortune.
fn merit(v: &Json, best: Best) -> Option<f64> {
    let x = match v {
        Json::Bool(b) => f64::from(u8::from(*b)),
        Json::Number(n) => n.as_f64()?,
        Json::String(s) => match best {
            Best::Order(order) => order.iter().position(|o| o == s)? as f64,
            _ => return None,
        },
        _ => return None,
    };
    Some(if best == Best::Lower { -x } else { x })
}

/// Where `rolled`'s `quantity` fell in `chances` for the unit rolling (0–100), if it can be
/// told: the chance of a worse outcome and half the chance of the same one.
fn percentile(rolled: &Json, chances: &Json, quantity: &str, best: Best) -> Option<f64> {
    let x = merit(rolled.get("result")?.get(quantity)?, best)?;
    let mut worse = 0.0;
    let mut same = 0.0;
    for o in chances.get("chances")?.get(quantity)?.as_array()? {
        let v = merit(o.get("value")?, best)?;
        let p = o.get("p").and_then(Json::as_str).and_then(fraction)?;
        if v < x {
            worse += p;
        } else if v == x {
            same += p;
        }
    }
    Some(100.0 * (worse + same / 2.0))
}

/// The first number of a report's result, for a roll that names no unit (a `roll`'s total).
fn first_number(rolled: &Json, chances: &Json) -> Option<f64> {
    let table = chances.get("chances")?.as_object()?;
    let name = table.keys().find(|k| {
        rolled
            .get("result")
            .and_then(|r| r.get(k.as_str()))
            .is_some_and(Json::is_number)
    })?;
    percentile(rolled, chances, name, Best::Higher)
}

/// The procedure's luck declaration, from the ids a report carries.
fn luck_of(report: &Json) -> Option<Luck> {
    let set = crate::rules::rule_set(report.get("rules")?.as_str()?)?;
    let name = report.get("procedure")?.as_str()?;
    set.procedures()
        .iter()
        .find(|e| e.name == name)?
        .roster
        .luck
}

/// The rolls that name no roster unit.
pub(super) const NO_UNIT: &str = "no unit";

pub(super) fn ordinal(n: u64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// One roll still standing, placed among all it could have been.
pub(super) struct Roll {
    /// The entry it was rolled in.
    pub n: u64,
    /// The side whose fortune it was (or "no unit").
    pub side: String,
    /// Its percentile, the rolling side's way (50 average).
    pub p: f64,
}

/// Each side's rolls, as percentiles of their fortune.
pub(super) fn luck(j: &Journal, display: &Global) -> Result<BTreeMap<String, Vec<f64>>> {
    let mut sides: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    for r in rolls(j, display)? {
        sides.entry(r.side).or_default().push(r.p);
    }
    Ok(sides)
}

/// Every roll still standing, in the order rolled, with its side and percentile.
pub(super) fn rolls(j: &Journal, display: &Global) -> Result<Vec<Roll>> {
    let quiet = Global {
        json: false,
        ..display.clone()
    };
    let mut state = State::new(&j.header, &quiet);
    state.session.writes = false;
    let undone: std::collections::HashSet<u64> =
        super::journal::undone(&j.entries).into_keys().collect();
    let mut rolls = Vec::new();
    for e in &j.entries {
        let standing = e.kind == Kind::Command && e.error.is_none() && !undone.contains(&e.n);
        // The distribution as the game stood before the entry (a deck that has run down):
        // the line read again, asked for its chances over every roll (not the dice typed).
        let done = e.line.as_deref().filter(|_| standing).and_then(|line| {
            let args = crate::request::words_of(line).ok()?;
            let mut r = state.read(&args, crate::request::Origin::Game).ok()?;
            r.global.chances = true;
            r.global.dice = None;
            r.global.cards = None;
            dispatch::produce(&mut state.session, &r.global, r.command).ok()
        });
        if let Some(d) = done {
            for (rolled, chances) in e.output.iter().zip(output_json(&d.output)) {
                let counted = match luck_of(rolled) {
                    Some(l) => {
                        let who = match l.role {
                            Role::Unit => e.unit.as_ref(),
                            Role::Target => e.target.as_ref(),
                            Role::Subject => e.target.as_ref().or(e.unit.as_ref()),
                        };
                        let side = who
                            .and_then(|n| state.roster.find(n).ok())
                            .map_or(NO_UNIT.to_string(), |u| u.side.clone());
                        percentile(rolled, &chances, l.quantity, l.best).map(|p| (side, p))
                    }
                    // A `roll` (its total); a draw, or a procedure that declares no luck (an
                    // initiative, a barrage's squares), is nobody's fortune.
                    None if rolled.get("procedure").and_then(Json::as_str) == Some("roll") => {
                        first_number(rolled, &chances).map(|p| (NO_UNIT.to_string(), p))
                    }
                    None => None,
                };
                if let Some((side, p)) = counted {
                    rolls.push(Roll { n: e.n, side, p });
                }
            }
        }
        state.apply(e)?;
        state.n = e.n;
    }
    Ok(rolls)
}

/// The words of `stats`: a table, a sentence per side, and what the number means.
pub(super) fn report(j: &Journal, display: &Global) -> Result<String> {
    let sides = luck(j, display)?;
    if sides.is_empty() {
        return Ok(
            "No rolls to judge yet: stats counts the procedures and rolls still standing.\n".into(),
        );
    }
    let mut s = String::from(" side       rolls   luck\n");
    let mut lines = String::new();
    for (side, v) in &sides {
        let mean = (v.iter().sum::<f64>() / v.len() as f64).round();
        s.push_str(&format!(" {side:<10} {:<7} {mean}\n", v.len()));
        let who = match side.as_str() {
            NO_UNIT => "Rolls naming no unit".to_string(),
            side => format!("{side}'s dice"),
        };
        let rolls = if v.len() == 1 { "roll" } else { "rolls" };
        lines.push_str(&format!(
            "{who} ran at the {} percentile over {} {rolls}\n",
            ordinal(mean as u64),
            v.len()
        ));
    }
    s.push_str(&lines);
    s.push_str(
        "(luck: where each roll fell among all it could have been, counted the rolling side's way: more hits, fewer casualties, a passed test; 50 is average, above is luckier)\n",
    );
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_roll_is_placed_the_rolling_sides_way() {
        let chances = json!({"chances": {"hits": [
            {"value": 0, "p": "1/4"}, {"value": 1, "p": "1/2"}, {"value": 2, "p": "1/4"}
        ]}});
        let at = |h: i64, best| {
            percentile(&json!({"result": {"hits": h}}), &chances, "hits", best).unwrap()
        };
        assert_eq!(at(0, Best::Higher), 12.5);
        assert_eq!(at(1, Best::Higher), 50.0);
        assert_eq!(at(2, Best::Higher), 87.5);
        // Two casualties out of two is bad luck for the unit saving.
        assert_eq!(at(2, Best::Lower), 12.5);
        let effect = json!({"chances": {"effect": [
            {"value": "destroyed", "p": "1/3"}, {"value": "pinned", "p": "1/2"},
            {"value": "no_effect", "p": "1/6"}
        ]}});
        let order = Best::Order(&["no_effect", "pinned", "destroyed"]);
        let p = percentile(
            &json!({"result": {"effect": "destroyed"}}),
            &effect,
            "effect",
            order,
        );
        assert!((p.unwrap() - 100.0 * (1.0 / 6.0 + 1.0 / 2.0 + 1.0 / 6.0)).abs() < 1e-9);
        assert_eq!(ordinal(23), "23rd");
        assert_eq!(ordinal(11), "11th");
        assert_eq!(ordinal(42), "42nd");
    }
}

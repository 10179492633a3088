//! The after-action report that ends `spw game log` (and is all of `game log --summary`): who
//! won and by what, each side's losses unit by unit, the turning points in words (units
//! destroyed, the luckiest and unluckiest rolls), each side's luck, the map the game was played
//! on, and the roster as it stands. Losses are compared field by field between the roster the
//! game started with and the one its entries leave, so no rule set's fields are named here; a
//! destroyed unit has nothing left of any field its side lost.

use std::collections::HashSet;

use serde_json::Value as Json;

use super::journal::{Entry, Journal, Kind};
use super::roster::{Roster, Unit};
use super::state::State;
use super::stats::{self, NO_UNIT, Roll, ordinal};
use crate::cli::Global;
use crate::error::Result;
use crate::render::Painter;
use crate::report::{Block, Body};
use crate::rules::{Output, effects::Roles};

/// The report: lines to list, then blocks printed as they are (the map, the roster), each
/// under its heading.
#[derive(Default)]
pub(crate) struct After {
    pub items: Vec<String>,
    pub blocks: Vec<(String, Vec<String>)>,
}

/// The most turning points told.
const TURNING_POINTS: usize = 5;

/// A roll this far from the average (50) is a turning point of luck.
const MARKED: f64 = 30.0;

/// The report of game `j`, its map drawn `width` columns wide.
pub(super) fn report(j: &Journal, display: &Global, width: usize) -> Result<After> {
    let mut state = State::new(&j.header, display);
    state.session.writes = false;
    let undone: HashSet<u64> = super::journal::undone(&j.entries).into_keys().collect();
    let standing =
        |e: &Entry| e.kind == Kind::Command && e.error.is_none() && !undone.contains(&e.n);
    let mut map = None;
    for e in &j.entries {
        if standing(e) {
            if let Some(m) = map_of(&mut state, e, width) {
                map = Some((e.n, m));
            }
        }
        state.apply(e)?;
        state.n = e.n;
    }
    let start = j.header.roster.clone().unwrap_or_default();
    let fields = loss_fields(&start, &state.roster);
    let mut after = After::default();
    if let (Some(_), Some(phase)) = (&state.sequence, state.when().1) {
        let played = state.turn;
        after.items.push(format!(
            "Turns begun: {played} (the game stands in turn {played}, {phase})"
        ));
    }
    let sides: Vec<Side> = start
        .sides()
        .into_iter()
        .map(|s| Side::of(&s, &start, &state.roster, &fields))
        .collect();
    after
        .items
        .push(result(j, &sides, |e: &Entry| standing(e), &state));
    for s in &sides {
        after.items.push(s.losses());
    }
    let rolls = stats::rolls(j, display)?;
    after
        .items
        .extend(turning_points(j, &rolls, |e: &Entry| standing(e)));
    if let Some(l) = luck(&rolls) {
        after.items.push(l);
    }
    after.items.push(dice_count(j, &undone));
    if let Some((n, m)) = map {
        after.blocks.push((format!("The map (#{n}):"), m));
    }
    if !state.roster.unit.is_empty() {
        after.blocks.push((
            "Roster at the end:".into(),
            state.roster.show().lines().map(str::to_string).collect(),
        ));
    }
    Ok(after)
}

/// The numeric fields some unit has less of at the end than at the start: what losses take
/// (figures, steps, guns), never a rating no loss changes.
fn loss_fields(start: &Roster, end: &Roster) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for u in &start.unit {
        let Ok(now) = end.find(&u.name) else { continue };
        for (k, v) in &u.fields {
            let (Some(was), Some(is)) = (v.as_i64(), now.fields.get(k).and_then(Json::as_i64))
            else {
                continue;
            };
            if is < was && !out.contains(k) {
                out.push(k.clone());
            }
        }
    }
    out
}

/// A field's value at the end: nothing of it left in a destroyed unit.
fn left(u: &Unit, field: &str) -> i64 {
    if u.is("destroyed") {
        0
    } else {
        u.fields.get(field).and_then(Json::as_i64).unwrap_or(0)
    }
}

/// "1 unit", "3 units".
fn units(n: usize) -> String {
    match n {
        1 => "1 unit".into(),
        n => format!("{n} units"),
    }
}

/// One side's losses.
struct Side {
    name: String,
    units: usize,
    destroyed: usize,
    /// Each loss field: (field, at the start, left).
    totals: Vec<(String, i64, i64)>,
    /// Each unit that lost anything, in words.
    each: Vec<String>,
}

impl Side {
    fn of(side: &str, start: &Roster, end: &Roster, fields: &[String]) -> Side {
        let mut s = Side {
            name: side.to_string(),
            units: 0,
            destroyed: 0,
            totals: fields.iter().map(|f| (f.clone(), 0, 0)).collect(),
            each: Vec::new(),
        };
        for u in start
            .unit
            .iter()
            .filter(|u| u.side.eq_ignore_ascii_case(side))
        {
            s.units += 1;
            let Ok(now) = end.find(&u.name) else { continue };
            let mut lost = Vec::new();
            for (f, was_all, left_all) in &mut s.totals {
                let Some(was) = u.fields.get(f.as_str()).and_then(Json::as_i64) else {
                    continue;
                };
                let is = left(now, f);
                *was_all += was;
                *left_all += is;
                if is < was {
                    lost.push(format!("{f} {was} → {is}"));
                }
            }
            let name = crate::render::screen::escape(&u.name).into_owned();
            if now.is("destroyed") {
                s.destroyed += 1;
                s.each.push(match lost.is_empty() {
                    true => format!("{name} destroyed"),
                    false => format!("{name} destroyed ({})", lost.join(", ")),
                });
            } else if !lost.is_empty() {
                s.each.push(format!("{name} {}", lost.join(", ")));
            }
        }
        s
    }

    /// What it lost in all, in words: "1 of 2 units destroyed, steps 7 → 1".
    fn total(&self) -> String {
        let mut parts = vec![format!(
            "{} of {} destroyed",
            self.destroyed,
            units(self.units)
        )];
        for (f, was, is) in &self.totals {
            if is < was {
                parts.push(format!("{f} {was} → {is}"));
            }
        }
        parts.join(", ")
    }

    /// The side's losses, unit by unit, then in all.
    fn losses(&self) -> String {
        let name = crate::render::screen::escape(&self.name).into_owned();
        if self.each.is_empty() {
            return format!("{name} lost nothing ({})", units(self.units));
        }
        format!(
            "{name} lost: {}; in all {}",
            self.each.join("; "),
            self.total()
        )
    }

    /// The share of what it had that it lost: units first, then the loss fields.
    fn share(&self) -> (f64, f64) {
        let units = self.destroyed as f64 / self.units.max(1) as f64;
        let (was, is) = self
            .totals
            .iter()
            .fold((0, 0), |(w, i), (_, was, is)| (w + was, i + is));
        (units, (was - is) as f64 / was.max(1) as f64)
    }
}

/// Who won and by what: the last victory the game scored, or, with none, the side that lost
/// the smaller share of what it had.
fn result(j: &Journal, sides: &[Side], standing: impl Fn(&Entry) -> bool, state: &State) -> String {
    let scored = j
        .entries
        .iter()
        .rev()
        .filter(|e| standing(e))
        .find_map(|e| {
            let r = e.output.first()?;
            let winner = r.get("result")?.get("winner")?.as_str()?;
            Some((e.n, r, winner))
        });
    if let Some((n, r, winner)) = scored {
        let points: Vec<String> = r["result"]["points"]
            .as_object()
            .map(|p| p.values().map(Json::to_string).collect())
            .unwrap_or_default();
        let section = r.get("section").and_then(Json::as_str).unwrap_or("");
        let winner = crate::render::screen::escape(winner);
        return match (&*winner, r["result"]["difference"].as_i64()) {
            ("draw", _) => format!(
                "Result: a draw on victory points, {} (#{n}, {section})",
                points.join(" to ")
            ),
            (w, Some(d)) => format!(
                "Result: {w} won by {d} victory points, {} (#{n}, {section})",
                points.join(" to ")
            ),
            (w, None) => format!("Result: {w} won (#{n}, {section})"),
        };
    }
    let scorer = crate::rules::rule_set(state.outer.rules())
        .is_some_and(|s| s.procedures().iter().any(|p| p.name == "victory"));
    let none = if scorer {
        "no victory scored (`victory` scores one)"
    } else {
        "no victory scored"
    };
    let mut ranked: Vec<&Side> = sides.iter().collect();
    ranked.sort_by(|a, b| {
        a.share()
            .partial_cmp(&b.share())
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    match ranked.as_slice() {
        [best, next, ..] if best.share() < next.share() => {
            let others: Vec<String> = ranked[1..]
                .iter()
                .map(|s| format!("{}: {}", s.name, s.total()))
                .collect();
            format!(
                "Result: {none}; on losses {} came off better ({}; against {})",
                crate::render::screen::escape(&best.name),
                best.total(),
                others.join("; ")
            )
        }
        [_, _, ..] => format!("Result: {none}, and the losses are even"),
        _ => format!("Result: {none}"),
    }
}

/// The turning points: each entry that destroyed a unit, and the rolls that went furthest from
/// the average either way, told in the order they happened.
fn turning_points(j: &Journal, rolls: &[Roll], standing: impl Fn(&Entry) -> bool) -> Vec<String> {
    let mut points: Vec<(u64, String)> = Vec::new();
    for e in j.entries.iter().filter(|e| standing(e)) {
        let destroyed: Vec<&str> = e
            .roster
            .iter()
            .filter_map(|n| n.strip_suffix(": destroyed"))
            .collect();
        if !destroyed.is_empty() {
            points.push((e.n, format!("{} destroyed", destroyed.join(" and "))));
        }
    }
    let mut by_luck: Vec<&Roll> = rolls
        .iter()
        .filter(|r| r.side != NO_UNIT && (r.p - 50.0).abs() >= MARKED)
        .collect();
    by_luck.sort_by(|a, b| {
        (b.p - 50.0)
            .abs()
            .partial_cmp(&(a.p - 50.0).abs())
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    for r in by_luck.into_iter().take(TURNING_POINTS) {
        let side = crate::render::screen::escape(&r.side);
        let words = if r.p >= 50.0 {
            format!("{side}'s luck: a roll better than {:.0} in 100", r.p)
        } else {
            format!(
                "{side}'s bad luck: a roll worse than {:.0} in 100",
                100.0 - r.p
            )
        };
        match points.iter_mut().find(|(n, _)| *n == r.n) {
            Some((_, w)) => {
                w.push_str(", ");
                w.push_str(&words);
            }
            None => points.push((r.n, words)),
        }
    }
    points.sort_by_key(|(n, _)| *n);
    points.truncate(TURNING_POINTS);
    points
        .into_iter()
        .filter_map(|(n, words)| {
            let e = j.entries.iter().find(|e| e.n == n)?;
            let when = e.turn.map(|t| format!(", turn {t}")).unwrap_or_default();
            let what = e
                .output
                .first()
                .and_then(|r| r.get("summary"))
                .and_then(Json::as_str)
                .map(|s| crate::render::screen::escape(s).into_owned())
                .unwrap_or_default();
            Some(format!("Turning point (#{n}{when}): {what}: {words}"))
        })
        .collect()
}

/// Each side's luck in words.
fn luck(rolls: &[Roll]) -> Option<String> {
    let mut sides: Vec<(&str, Vec<f64>)> = Vec::new();
    for r in rolls {
        match sides.iter_mut().find(|(s, _)| *s == r.side) {
            Some((_, v)) => v.push(r.p),
            None => sides.push((&r.side, vec![r.p])),
        }
    }
    if sides.is_empty() {
        return None;
    }
    let each: Vec<String> = sides
        .iter()
        .map(|(side, v)| {
            let mean = (v.iter().sum::<f64>() / v.len() as f64).round() as u64;
            let who = match *side {
                NO_UNIT => "rolls naming no unit".to_string(),
                s => format!("{}'s dice", crate::render::screen::escape(s)),
            };
            let n = v.len();
            let rolls = if n == 1 { "roll" } else { "rolls" };
            format!(
                "{who} ran at the {} percentile over {n} {rolls}",
                ordinal(mean)
            )
        })
        .collect();
    Some(format!(
        "Luck: {} (50 is average: each roll placed among all it could have been, the rolling side's way)",
        each.join("; ")
    ))
}

/// How many rolls spw threw and how many were typed in from the table.
fn dice_count(j: &Journal, undone: &HashSet<u64>) -> String {
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
    format!("Rolls: {rolled} thrown by spw, {typed} typed in from the table")
}

/// The map an entry drew, when it is a procedure about no unit whose report has one (a terrain
/// table): the line run again on its recorded dice, its preformatted blocks drawn `width` wide.
fn map_of(state: &mut State, e: &Entry, width: usize) -> Option<Vec<String>> {
    let report = e.output.first()?;
    let set = crate::rules::rule_set(report.get("rules")?.as_str()?)?;
    let name = report.get("procedure")?.as_str()?;
    let entry = set.procedures().iter().find(|p| p.name == name)?;
    let dice = report.get("dice")?.as_array()?;
    let drew = report
        .get("drawn")
        .and_then(Json::as_array)
        .is_some_and(|d| !d.is_empty());
    if entry.roster.roles != Roles::None || dice.is_empty() || drew {
        return None;
    }
    let values: Vec<String> = dice
        .iter()
        .map(|d| d.get("value").map(Json::to_string))
        .collect::<Option<_>>()?;
    let args = crate::request::words_of(e.line.as_deref()?).ok()?;
    let mut r = state.read(&args, crate::request::Origin::Game).ok()?;
    r.global.dice = Some(values.join(","));
    r.global.json = false;
    let done = crate::dispatch::produce(&mut state.session, &r.global, r.command).ok()?;
    let Output::Report(rep) = &done.output else {
        return None;
    };
    let Body::Rolled { blocks, .. } = &rep.body else {
        return None;
    };
    let painter = Painter {
        width,
        ..Painter::PLAIN
    };
    let mut out = String::new();
    for b in blocks.iter().filter(|b| matches!(b, Block::Pre(_))) {
        crate::render::text::render_block(&mut out, b, painter);
    }
    (!out.is_empty()).then(|| out.lines().map(|l| l.trim_end().to_string()).collect())
}

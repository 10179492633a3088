//! `--chances` over a range of one option (`--shots 1..12`): each value worked out exactly as
//! the same command typed alone, then, with `--goal`, the goal's chance at each value, and with
//! `--at-least P` the value that reaches P (README, "What do I need?").
//!
//! Every value's options are checked first, so a value the rules refuse is refused before
//! anything is worked out. The whole range is then one request: the limits that bound one
//! `--chances` (ways to fall, work on exact numbers, draws) are shared by all its values, and
//! the fractions held for them are bounded too, so a range answers as quickly as one request
//! or is refused saying how far it can go.

use serde_json::Value as Json;

use super::range::{self, Ranged};
use super::{Procedure, marginals, new_report};
use crate::chance::Prob;
use crate::chance::explore::Caps;
use crate::chance::goal::{AtLeast, Kind};
use crate::chance::limits;
use crate::engine::Dice;
use crate::error::{Error, Result};
use crate::report::{Block, Body, Line, Marginal, PerValue, Pick, Style, ValueRow};
use crate::rules::Cx;
use crate::rules::common::words as goal;
use crate::rules::common::words::percent_of;

/// Most steps the ways to fall of a range's values may replay in all (its first value's
/// count, but it is never refused for them). The explorer's time goes mostly to replaying
/// steps, so this bounds a range's time (bench/README.md, "Figures behind the code").
const MAX_STEPS: u64 = 800_000;

/// Most bytes the exact distributions of a range's values after its first may keep: about
/// 30 MB of decimal digits in `--json`, which is written as it is made.
const MAX_KEPT_BYTES: u64 = 12 << 20;

/// About the bytes a value's distributions keep: each outcome's value and exact fraction.
fn kept_bytes(quantities: &[Marginal]) -> u64 {
    quantities
        .iter()
        .flat_map(|q| &q.outcomes)
        .map(|(_, p)| 64 + (p.numer().bits() + p.denom().bits()) / 8)
        .sum()
}

/// Runs procedure `P` once per value of `ranged` (an option of `first`, which holds the
/// range's first value).
pub(crate) fn run<P: Procedure>(first: P, ranged: &Ranged, cx: &mut Cx) -> Result<super::Output> {
    let what = format!("{} {}", ranged.option, ranged.text);
    if !cx.chances {
        return Err(Error::usage(format!(
            "{what}: a range asks for the exact chances at each value; add --chances"
        )));
    }
    if cx.at_least.is_some() && cx.goal.is_none() {
        return Err(Error::usage(
            "--at-least picks the value whose --goal reaches it: give the goal too (--goal 'hits>=2')",
        ));
    }
    let values = ranged.range.values();
    let (plans, input) = plan_values::<P>(first, ranged, &values, cx)?;
    let (rows, kinds) = explore_values::<P>(&plans, ranged, &values, cx)?;
    // Every word the goal compares is one the procedure gives at some value (or is said).
    let unseen = match &cx.goal {
        Some(g) => {
            let mut notes = g.bind(&kinds)?.1;
            notes.extend(crate::chance::given::notes(g, &kinds, P::GIVEN));
            notes
        }
        None => Vec::new(),
    };

    let ps: Option<Vec<Prob>> = rows.iter().map(|r| r.goal.clone()).collect();
    let pick = match (&cx.at_least, ps) {
        (Some(at), Some(ps)) => Some(pick(&ps, at)),
        _ => None,
    };
    let option = ranged.option.trim_start_matches('-').to_string();
    let notes = range_notes::<P>(&plans, ranged, &values, unseen);
    let pv = PerValue {
        option,
        range: ranged.text.clone(),
        notes,
        rows,
        goal: cx.goal.as_ref().map(|g| g.text().to_string()),
        pick,
    };
    let (mut report, names) = new_report::<P>(input, cx);
    report.title.push_str(&format!(" · exact chances · {what}"));
    report.summary = summary(&pv, &ranged.option, &ranged.range);
    report.body = Body::PerValue(Box::new(pv));
    let mut examples: Vec<&'static str> = Vec::new();
    for plan in &plans {
        for e in P::examples(plan, None) {
            if !examples.contains(&e) {
                examples.push(e);
            }
        }
    }
    Ok(super::finish(report, names, &examples))
}

/// Every value's options and plan, before any is explored: a value the rules refuse is
/// refused at once. With them, the JSON input (the first value's options, the range as typed).
fn plan_values<P: Procedure>(
    first: P,
    ranged: &Ranged,
    values: &[i64],
    cx: &Cx,
) -> Result<(Vec<P::Plan>, Json)> {
    let what = format!("{} {}", ranged.option, ranged.text);
    let mut input = serde_json::to_value(&first).unwrap_or(Json::Null);
    let mut plans = Vec::with_capacity(values.len());
    for &v in values {
        let refused = |e| within(e, &what, &ranged.option, v, v == values[0]);
        // Every value, the first too: a text option holds the range as typed.
        let args: P = ranged.bind(&input, v).map_err(refused)?;
        let plan = args.prepare(cx).map_err(refused)?;
        if let Some(own) = P::own_range(&plan) {
            return Err(Error::usage(format!(
                "{what}: {} already answers {own}, so a range has no single answer per value",
                P::INFO.name
            )));
        }
        plans.push(plan);
    }
    if let Json::Object(o) = &mut input {
        if o.contains_key(&ranged.id) {
            o.insert(ranged.id.clone(), Json::String(ranged.text.clone()));
        }
    }

    Ok((plans, input))
}

/// Each quantity's kind over the whole range, by name.
type Kinds = Vec<(String, Kind)>;

/// Each value's exact chances, its goal and distributions, within one request's limits; with
/// the kind of every quantity over the whole range.
fn explore_values<P: Procedure>(
    plans: &[P::Plan],
    ranged: &Ranged,
    values: &[i64],
    cx: &Cx,
) -> Result<(Vec<ValueRow>, Kinds)> {
    // One request's limits, shared by the whole range. The first value runs as the command
    // typed alone (a range never refuses what that admits), and what it took counts against
    // what the others may; their work on exact numbers shares one budget. Each value's joint
    // outcomes are dropped once its goal and distributions are worked out.
    let mut budget = None;
    let mut left = Caps {
        steps: u64::MAX,
        ..Caps::whole()
    };
    let mut held: u64 = 0;
    let mut kinds: Vec<(String, Kind)> = Vec::new();
    let mut rows = Vec::with_capacity(values.len());
    for (k, plan) in plans.iter().enumerate() {
        let chances = cx
            .explore_within(
                &mut |dice: &mut dyn Dice| {
                    let o = P::resolve(plan, dice)?;
                    Ok(P::quantities(plan, &o))
                },
                left,
            )
            .map_err(|e| too_much(e, ranged, values, k))?;
        if k == 0 {
            left.steps = MAX_STEPS;
            budget = Some(limits::Budget::start(0));
        }
        left = left.less(chances.spent());
        let here = super::kinds::<P>(plan, &chances);
        let goal = match &cx.goal {
            // A word this value never gives is checked over the whole range below.
            Some(g) => {
                let test = g.bind_loosely(&here)?;
                Some(chances.prob_where(|vals| test.met(vals)))
            }
            None => None,
        };
        for (name, kind) in here {
            match kinds.iter_mut().find(|(n, _)| *n == name) {
                Some((_, k)) => *k = std::mem::replace(k, Kind::Number).merge(kind),
                None => kinds.push((name, kind)),
            }
        }
        let quantities = marginals::<P>(plan, &chances);
        held = held.saturating_add(kept_bytes(&quantities));
        if k > 0 && held > MAX_KEPT_BYTES {
            let e = Error::limit(format!(
                "the range's exact fractions would take more than {} MiB",
                MAX_KEPT_BYTES >> 20
            ));
            return Err(too_much(e, ranged, values, k));
        }
        rows.push(ValueRow {
            value: values[k],
            quantities,
            goal,
        });
    }
    drop(budget);
    Ok((rows, kinds))
}

/// How the rule reads at the range's ends, and the words the goal compares that no value gives.
fn range_notes<P: Procedure>(
    plans: &[P::Plan],
    ranged: &Ranged,
    values: &[i64],
    unseen: Vec<String>,
) -> Vec<Block> {
    let mut notes = Vec::new();
    let ends = if plans.len() > 1 {
        vec![0, plans.len() - 1]
    } else {
        vec![0]
    };
    for k in ends {
        if let Some(s) = P::setting(&plans[k]) {
            notes.push(Block::Line(
                Line::new()
                    .push(format!("{} {}: ", ranged.option, values[k]), Style::Dim)
                    .text(s),
            ));
        }
    }
    for note in unseen {
        notes.push(Block::Line(Line::new().push(note, Style::Dim)));
    }
    notes
}

/// `e`, refusing value `v` of the range `what` (`--guns 1..9`), saying so: an error about that
/// value names the range it is in, one about something else the value it came at.
fn within(e: Error, what: &str, option: &str, v: i64, first: bool) -> Error {
    let say = |s: String| {
        if s.contains(&format!("{option} {v}")) {
            format!("{s}; the range {what} includes {v}")
        } else if first {
            s
        } else {
            format!("{s} (at {option} {v}, in the range {what})")
        }
    };
    match e {
        Error::Usage(s) => Error::Usage(say(s)),
        Error::Limit(s) => Error::Limit(say(s)),
        other => other,
    }
}

/// A limit reached at the `k`th value: how far the range can go.
fn too_much(e: Error, ranged: &Ranged, values: &[i64], k: usize) -> Error {
    let Error::Limit(msg) = e else { return e };
    if k == 0 {
        return Error::Limit(format!("{} {}: {msg}", ranged.option, values[0]));
    }
    Error::Limit(format!(
        "{} {}: too much for exact chances at once (a range has one request's limits); {} {} fits",
        ranged.option,
        ranged.text,
        ranged.option,
        ranged.range.up_to(values[k - 1])
    ))
}

/// What `--at-least` picks from the goal's chances `ps` (one per value, in order).
fn pick(ps: &[Prob], at: &AtLeast) -> Pick {
    let n = ps.len();
    // Exact: the goal is as likely or likelier at the range's top than at its bottom.
    let larger_helps = ps[n - 1] >= ps[0];
    let order: Vec<usize> = if larger_helps {
        (0..n).collect()
    } else {
        (0..n).rev().collect()
    };
    let row = order.iter().copied().find(|&i| at.reached_by(&ps[i]));
    let best = order
        .iter()
        .copied()
        .fold(order[0], |b, i| if ps[i] > ps[b] { i } else { b });
    Pick {
        at_least: at.text().to_string(),
        larger_helps,
        row,
        best,
    }
}

/// The result line: what `--at-least` picked, or the goal's chances from end to end, or the
/// first quantity's.
fn summary(pv: &PerValue, option: &str, range: &range::Range) -> String {
    let rows = &pv.rows;
    let (first, last) = (&rows[0], &rows[rows.len() - 1]);
    let at = |r: &ValueRow| format!("{option} {}", r.value);
    let pct = |p: &Prob| format!("{}%", percent_of(p));
    if let (Some(goal), Some(pick)) = (&pv.goal, &pv.pick) {
        let p = |i: usize| rows[i].goal.as_ref().map(pct).unwrap_or_default();
        return match pick.row {
            Some(i) => {
                let (word, ends, next) = if pick.larger_helps {
                    ("least", i == 0, i.checked_sub(1))
                } else {
                    ("most", i + 1 == rows.len(), Some(i + 1))
                };
                let mut s = if ends {
                    format!(
                        "{} (the range's {}) {} gives {goal} at least {}: {}",
                        at(&rows[i]),
                        if pick.larger_helps {
                            "lowest"
                        } else {
                            "highest"
                        },
                        if pick.larger_helps {
                            "already"
                        } else {
                            "still"
                        },
                        pick.at_least,
                        p(i)
                    )
                } else {
                    format!(
                        "{} is the {word} that gives {goal} at least {}: {}",
                        at(&rows[i]),
                        pick.at_least,
                        p(i)
                    )
                };
                if let Some(j) = next.filter(|_| !ends) {
                    s.push_str(&format!(" ({}: {})", at(&rows[j]), p(j)));
                }
                if !pick.larger_helps {
                    s.push_str(&format!("; a larger {option} makes it less likely"));
                }
                s
            }
            None => format!(
                "no {option} from {} to {} gives {goal} at least {}; the best is {}: {}",
                range.from,
                last.value,
                pick.at_least,
                at(&rows[pick.best]),
                p(pick.best)
            ),
        };
    }
    if let (Some(goal), Some(a), Some(b)) = (&pv.goal, &first.goal, &last.goal) {
        return format!(
            "{goal}: {} at {} to {} at {}",
            pct(a),
            at(first),
            pct(b),
            at(last)
        );
    }
    // No goal: the first quantity from end to end.
    let (Some(qa), Some(qb)) = (first.quantities.first(), last.quantities.first()) else {
        return String::new();
    };
    format!(
        "{}: {} at {} to {} at {}",
        qa.name,
        goal::in_brief(qa),
        at(first),
        goal::in_brief(qb),
        at(last)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(n: u64, d: u64) -> Prob {
        Prob::from_ratio(n, d)
    }

    #[test]
    fn the_least_value_reaching_is_picked_or_the_most_when_more_hurts() {
        let at = AtLeast::parse("80%").unwrap();
        // 1 − (1/2)^n − n(1/2)^n for n = 1..6.
        let rising = [p(0, 1), p(1, 4), p(1, 2), p(11, 16), p(13, 16), p(57, 64)];
        let k = pick(&rising, &at);
        assert!(k.larger_helps);
        assert_eq!((k.row, k.best), (Some(4), 5));
        let falling: Vec<Prob> = rising.iter().rev().cloned().collect();
        let k = pick(&falling, &at);
        assert!(!k.larger_helps);
        assert_eq!((k.row, k.best), (Some(1), 0));
        let k = pick(&rising, &AtLeast::parse("95").unwrap());
        assert_eq!((k.row, k.best), (None, 5));
        // Exact at the edge: 13/16 is 81.25%.
        assert_eq!(
            pick(&rising, &AtLeast::parse("81.25").unwrap()).row,
            Some(4)
        );
        assert_eq!(
            pick(&rising, &AtLeast::parse("81.2501").unwrap()).row,
            Some(5)
        );
    }
}

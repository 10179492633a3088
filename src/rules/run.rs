//! How every procedure runs ([`run`]): its options parsed and prepared, then rolled or
//! explored exactly (`--chances`, `--goal`), and the report made; a range goes to `sweep`.

use clap::{ArgMatches, Command};

use super::Bound;
use super::range::Ranged;
use serde_json::{Map, Value as Json};

use super::prose::{chance_summary, example_note, units_head};
use super::{Cx, Output, Procedure, Units, effects, options, range, rule_set, sweep};
use crate::engine::{Dice, Value};
use crate::error::Result;
use crate::report::{Block, Body, GoalChance, Marginal, Report};

/// A procedure's options as a line gave them (the first value of a range, and the range).
pub(crate) struct Call<P> {
    pub options: P,
    pub ranged: Option<Ranged>,
}

/// Binds a procedure's parsed options: typed, with the range one of them was given, if any.
pub(crate) fn bind<P: Procedure>(m: &ArgMatches) -> Result<Box<dyn Bound>> {
    // Only a line with a value written like a range builds the procedure's command again.
    let ranged = if range::any(m) {
        range::find(&options::<P>(Command::new(P::INFO.name)), m)?
    } else {
        None
    };
    let options = P::from_arg_matches(m).map_err(crate::usage::refused)?;
    Ok(Box::new(Call { options, ranged }))
}

impl<P: Procedure> Bound for Call<P> {
    fn input(&self) -> Json {
        serde_json::to_value(&self.options).unwrap_or(Json::Null)
    }

    fn set(&mut self, id: &str, value: Json) -> std::result::Result<(), String> {
        let mut input = self.input();
        let Some(slot) = input.get_mut(id) else {
            return Err(format!("{} has no option {id}", P::INFO.name));
        };
        *slot = value;
        self.options = serde_json::from_value(input).map_err(|e| e.to_string())?;
        Ok(())
    }

    fn run(self: Box<Self>, cx: &mut Cx) -> Result<Output> {
        match self.ranged {
            Some(ranged) => sweep::run::<P>(self.options, &ranged, cx),
            None => run::<P>(self.options, cx),
        }
    }
}

/// Options that are not a [`Procedure`]'s (a generator such as terrain), typed, and the
/// function that runs them.
pub(crate) struct Plain<A> {
    pub args: A,
    pub run: fn(A, &mut Cx) -> Result<Output>,
}

impl<A: serde::Serialize> Bound for Plain<A> {
    fn input(&self) -> Json {
        serde_json::to_value(&self.args).unwrap_or(Json::Null)
    }

    fn set(&mut self, id: &str, _: Json) -> std::result::Result<(), String> {
        Err(format!("no roster fills --{id} here"))
    }

    fn run(self: Box<Self>, cx: &mut Cx) -> Result<Output> {
        (self.run)(self.args, cx)
    }
}

/// Runs a procedure: rolled, or exactly with `--chances` (and `--goal`).
fn run<P: Procedure>(args: P, cx: &mut Cx) -> Result<Output> {
    let plan = args.prepare(cx)?;
    let own = P::own_range(&plan).is_some();
    if cx.at_least.is_some() && !own {
        return Err(crate::error::Error::usage(
            "--at-least picks a value from a range: give one option a range (--shots 1..12)",
        ));
    }
    let input = serde_json::to_value(&args).unwrap_or(Json::Null);
    let (mut report, names) = new_report::<P>(input, cx);
    let examples;
    if cx.chances {
        examples = P::examples(&plan, None);
        let explored = cx.explore(&mut |dice: &mut dyn Dice| {
            let o = P::resolve(&plan, dice)?;
            Ok(P::quantities(&plan, &o))
        })?;
        let quantities = marginals::<P>(&plan, &explored);
        report.summary = chance_summary(&quantities);
        report.title.push_str(" · exact chances");
        let mut notes = setting_line::<P>(&plan);
        notes.extend(P::chance_notes(&plan, &quantities));
        report.body = match P::chance_listing(&plan, &quantities) {
            Some((result, blocks, summary)) => {
                report.summary = summary;
                notes.extend(blocks);
                Body::Listing {
                    result,
                    blocks: notes,
                }
            }
            None => {
                let goal = match &cx.goal {
                    Some(g) => Some(goal_chance::<P>(g, &plan, &explored)?),
                    None => None,
                };
                if let Some(g) = &goal {
                    report.summary = crate::rules::common::words::sentence(g, true);
                }
                Body::Chances {
                    quantities,
                    notes,
                    goal,
                }
            }
        };
    } else {
        let mut roller = cx.roller();
        let o = P::resolve(&plan, &mut roller)?;
        examples = P::examples(&plan, Some(&o));
        let throws = roller.into_throws();
        let told = P::tell(&plan, &o, &throws);
        report.effects = P::effects(&plan, &o);
        let mut result = Map::new();
        for (name, value) in P::quantities(&plan, &o) {
            result.insert(name, serde_json::to_value(value).unwrap_or(Json::Null));
        }
        for (k, v) in told.result {
            result.entry(k).or_insert(v);
        }
        report.summary = told.summary;
        let drawn = throws
            .iter()
            .filter_map(|t| t.draw.as_ref())
            .flat_map(|d| d.items.iter().cloned())
            .collect();
        report.body = Body::Rolled {
            dice: throws.into_iter().flat_map(|t| t.dice).collect(),
            drawn,
            result: Json::Object(result),
            blocks: setting_line::<P>(&plan)
                .into_iter()
                .chain(told.blocks)
                .collect(),
        };
    }
    Ok(finish(report, names, &examples))
}

/// The units a roster named, as [`units_named`] gives them.
type Named = Option<(Option<String>, Option<String>, String)>;

/// A procedure's report with its input (and the units a game named in it) and an empty body.
pub(crate) fn new_report<P: Procedure>(mut input: Json, cx: &Cx) -> (Report, Named) {
    // In a game, the units the roster named: in the input and on the result line.
    let names = units_named(P::ROSTER.roles, &cx.units);
    if let (Json::Object(o), Some((unit, target, _))) = (&mut input, &names) {
        if let Some(u) = unit {
            o.insert("unit".into(), Json::String(u.clone()));
        }
        if let Some(t) = target {
            o.insert("target".into(), Json::String(t.clone()));
        }
    }
    let info = P::INFO;
    let set = rule_set(info.rules).map(|r| r.tag).unwrap_or("");
    let report = Report {
        rules: Some(info.rules),
        procedure: info.name.to_string(),
        section: Some(info.section.to_string()),
        title: format!("{} · {set} {}", info.name, info.section),
        input,
        body: Body::Listing {
            result: Json::Null,
            blocks: Vec::new(),
        },
        summary: String::new(),
        effects: Vec::new(),
        example: false,
        result_line: None,
    };
    (report, names)
}

/// The report finished: the units named lead the result line, and example charts are said.
pub(crate) fn finish(mut report: Report, names: Named, examples: &[&str]) -> Output {
    if let Some((_, target, who)) = names {
        let who = units_head(who, target.as_deref(), &report.effects);
        report.summary = format!("{who}: {}", report.summary);
    }
    if !examples.is_empty() {
        report.example = true;
        report.summary.push_str(&example_note(examples));
    }
    Output::Report(Box::new(report))
}

/// Each quantity's exact distribution, worded outcomes in the order the procedure reaches them.
pub(crate) fn marginals<P: Procedure>(
    plan: &P::Plan,
    explored: &crate::chance::Chances,
) -> Vec<Marginal> {
    explored
        .names()
        .iter()
        .map(|n| {
            let mut outcomes = explored.marginal(n);
            let order = P::outcome_order(plan, n);
            // A stable sort: outcomes the procedure does not name keep their own order.
            outcomes.sort_by_key(|(v, _)| match v {
                Value::Text(t) => order.iter().position(|o| o == t).unwrap_or(order.len()),
                _ => order.len(),
            });
            Marginal::new(n.clone(), outcomes)
        })
        .collect()
}

/// Each quantity of an exploration and its kind (a number, yes/no, or the words it takes: those
/// the procedure names in [`Procedure::outcome_order`], all it can give, and those reached
/// here), for `--goal`.
pub(crate) fn kinds<P: Procedure>(
    plan: &P::Plan,
    explored: &crate::chance::Chances,
) -> Vec<(String, crate::chance::goal::Kind)> {
    use crate::chance::goal::Kind;
    explored
        .names()
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let mut kind = Kind::of(explored.outcomes().iter().map(|(v, _)| &v[i]));
            if let Kind::Words { words, all } = &mut kind {
                // The procedure's own words (all it can give) first, then any others reached.
                let mut own = P::outcome_order(plan, n);
                *all = !own.is_empty();
                own.extend(
                    words
                        .drain(..)
                        .filter(|x| !own.contains(x))
                        .collect::<Vec<_>>(),
                );
                *words = own;
            }
            (n.clone(), kind)
        })
        .collect()
}

/// `--goal`'s exact chance over one exploration.
fn goal_chance<P: Procedure>(
    goal: &crate::chance::goal::Goal,
    plan: &P::Plan,
    explored: &crate::chance::Chances,
) -> Result<GoalChance> {
    let kinds = kinds::<P>(plan, explored);
    let (test, mut notes) = goal.bind(&kinds)?;
    notes.extend(crate::chance::given::notes(goal, &kinds, P::GIVEN));
    Ok(GoalChance {
        goal: goal.text().to_string(),
        p: explored.prob_where(|v| test.met(v)),
        notes,
    })
}

/// The units a game named for a procedure with these roles: `(unit, target, as words)`, the
/// words "A Company → B Company", "A Company" or "→ B Company". A procedure about one unit
/// has it as `unit`, however it was named.
fn units_named(
    roles: effects::Roles,
    units: &Units,
) -> Option<(Option<String>, Option<String>, String)> {
    let (u, t) = (units.unit.clone(), units.target.clone());
    match (roles, u, t) {
        (_, None, None) | (effects::Roles::None, _, _) => None,
        (effects::Roles::One(_), u, t) => {
            let one = t.or(u)?;
            Some((Some(one.clone()), None, one))
        }
        (effects::Roles::Two { .. }, Some(u), Some(t)) => {
            let words = format!("{u} → {t}");
            Some((Some(u), Some(t), words))
        }
        (effects::Roles::Two { .. }, Some(u), None) => Some((Some(u.clone()), None, u)),
        (effects::Roles::Two { .. }, None, Some(t)) => {
            let words = format!("→ {t}");
            Some((None, Some(t), words))
        }
    }
}

fn setting_line<P: Procedure>(plan: &P::Plan) -> Vec<Block> {
    P::setting(plan)
        .map(|s| Block::Line(crate::report::Line::plain(s)))
        .into_iter()
        .collect()
}

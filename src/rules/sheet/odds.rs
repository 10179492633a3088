//! A sheet's odds worked out: each [`Case`] run through its procedure's own entry, as
//! `spw --chances PROCEDURE ... --goal GOAL` runs it (prepare, then the exact explorer over
//! resolve, then the goal over the joint outcomes), so a printed percent is the one spw gives.

use std::collections::HashMap;

use clap::Command;

use super::{Case, Cell, Piece};
use crate::chance::Prob;
use crate::chance::goal::Goal;
use crate::error::{Error, Result};
use crate::report::Body;
use crate::rules::{Cx, Entry, Output, rule_set};

/// The procedures' commands built so far and the cases already answered (a grid may ask one
/// question twice), kept for one sheet.
#[derive(Default)]
pub(crate) struct Cases {
    commands: HashMap<(&'static str, &'static str), Command>,
    answers: HashMap<Case, (Prob, bool)>,
}

/// Works out every odds cell of `pieces` in `cx` (its data, house rules and all): a piece is
/// marked EXAMPLE when a case of it read an example chart.
pub(crate) fn odds(pieces: &mut [Piece], cases: &mut Cases, cx: &mut Cx) -> Result<()> {
    for piece in pieces.iter_mut() {
        let mut example = false;
        for cell in piece.cells_mut() {
            if let Cell::Odds(case, p @ None) = cell {
                let (prob, ex) = cases.answer(case, cx)?;
                example |= ex;
                *p = Some(prob);
            }
        }
        piece.example |= example;
    }
    Ok(())
}

impl Cases {
    /// The exact chance of `case`'s goal, and whether it read an example chart.
    fn answer(&mut self, case: &Case, cx: &mut Cx) -> Result<(Prob, bool)> {
        if let Some(a) = self.answers.get(case) {
            return Ok(a.clone());
        }
        let a = self
            .run(case, cx)
            .map_err(|e| context(e, &case.command(None)))?;
        self.answers.insert(case.clone(), a.clone());
        Ok(a)
    }

    fn run(&mut self, case: &Case, cx: &mut Cx) -> Result<(Prob, bool)> {
        let entry = entry(case)?;
        let cmd = self
            .commands
            .entry((case.rules, case.procedure))
            .or_insert_with(|| (entry.command)());
        let words = std::iter::once(case.procedure).chain(case.args.iter().map(String::as_str));
        let m = cmd
            .try_get_matches_from_mut(words)
            .map_err(crate::usage::refused)?;
        let goal = Goal::parse(&case.goal)?;
        let (chances, was, at_least) = (cx.chances, cx.goal.replace(goal), cx.at_least.take());
        cx.chances = true;
        let out = (entry.run)(&m, cx);
        (cx.chances, cx.goal, cx.at_least) = (chances, was, at_least);
        let Output::Report(report) = out? else {
            return Err(Error::Runtime("no report of chances".into()));
        };
        match report.body {
            Body::Chances { goal: Some(g), .. } => Ok((g.p, report.example)),
            _ => Err(Error::Runtime("no chance of the goal in its report".into())),
        }
    }
}

/// The registry entry a case runs.
fn entry(case: &Case) -> Result<&'static Entry> {
    rule_set(case.rules)
        .and_then(|s| s.procedures().iter().find(|e| e.name == case.procedure))
        .ok_or_else(|| {
            Error::Runtime(format!(
                "{} has no procedure {}",
                case.rules, case.procedure
            ))
        })
}

/// An error of one case, naming the command line it came from (same kind, same exit status).
fn context(e: Error, command: &str) -> Error {
    let on = |m: String| format!("sheet: spw {command}: {m}");
    match e {
        Error::Usage(m) => Error::Usage(on(m)),
        Error::Limit(m) => Error::Limit(on(m)),
        Error::Runtime(m) => Error::Runtime(on(m)),
        other => other,
    }
}

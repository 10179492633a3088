//! A sheet's odds worked out: each [`Case`] by its procedure's own code, as `spw --chances
//! PROCEDURE ... --goal GOAL` works it out: the options parsed by its command, `prepare`, the
//! exact explorer over `resolve`, and the goal bound to the quantities it reports and summed
//! over the joint outcomes (`rules::run`). The cells that ask one command line several goals
//! (at least 1, 2, 3 hits) share its one exploration.

use std::collections::HashMap;

use clap::{ArgMatches, Command};

use super::{Case, Cell, Piece};
use crate::chance::Prob;
use crate::chance::goal::Goal;
use crate::engine::Dice;
use crate::error::{Error, Result};
use crate::rules::{Cx, Procedure, kinds};

/// How a case of procedure `P` is answered, its type erased so cases of every procedure sit
/// in one grid.
#[derive(Clone, Copy)]
pub(crate) struct Runner {
    pub rules: &'static str,
    pub procedure: &'static str,
    command: fn() -> Command,
    answer: Answer,
}

/// Each goal's exact chance for a command line, and whether it read an example chart.
type Answer = fn(&ArgMatches, &Cx, &[Goal]) -> Result<(Vec<Prob>, bool)>;

impl std::fmt::Debug for Runner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.rules, self.procedure)
    }
}

/// The runner of procedure `P`.
pub(crate) const fn runner<P: Procedure>() -> Runner {
    Runner {
        rules: P::INFO.rules,
        procedure: P::INFO.name,
        command: crate::rules::entry::<P>().command,
        answer: answer::<P>,
    }
}

/// The exact chance of each goal for the command line `m`, and whether it read an example
/// chart: `rules::run`'s `--chances` and `--goal`, over one exploration.
fn answer<P: Procedure>(m: &ArgMatches, cx: &Cx, goals: &[Goal]) -> Result<(Vec<Prob>, bool)> {
    let args = P::from_arg_matches(m).map_err(crate::usage::refused)?;
    let plan = args.prepare(cx)?;
    let explored = cx.explore(&mut |dice: &mut dyn Dice| {
        let o = P::resolve(&plan, dice)?;
        Ok(P::quantities(&plan, &o))
    })?;
    let kinds = kinds::<P>(&plan, &explored);
    let probs = goals
        .iter()
        .map(|g| {
            let (test, _) = g.bind(&kinds)?;
            Ok(explored.prob_where(|v| test.met(v)))
        })
        .collect::<Result<Vec<Prob>>>()?;
    Ok((probs, !P::examples(&plan, None).is_empty()))
}

/// The procedures' commands built so far, kept for one sheet (or a game's cards).
#[derive(Default)]
pub(crate) struct Cases {
    commands: HashMap<(&'static str, &'static str), Command>,
}

/// Works out every odds cell of `pieces` in `cx` (its data, house rules and all): a piece is
/// marked EXAMPLE when a case of it read an example chart.
pub(crate) fn odds(pieces: &mut [Piece], cases: &mut Cases, cx: &Cx) -> Result<()> {
    // Each command line once, with every goal asked of it.
    let mut lines: Vec<(Case, Vec<String>)> = Vec::new();
    let mut at: HashMap<Case, usize> = HashMap::new();
    for piece in pieces.iter_mut() {
        for cell in piece.cells_mut() {
            if let Cell::Odds(case, None) = cell {
                let line = Case {
                    goal: String::new(),
                    ..case.clone()
                };
                let i = *at.entry(line.clone()).or_insert_with(|| {
                    lines.push((line, Vec::new()));
                    lines.len() - 1
                });
                if !lines[i].1.contains(&case.goal) {
                    lines[i].1.push(case.goal.clone());
                }
            }
        }
    }
    let mut answers: HashMap<(usize, String), (Prob, bool)> = HashMap::new();
    for (i, (line, goals)) in lines.iter().enumerate() {
        let (probs, example) = cases.run(line, goals, cx).map_err(|e| {
            let first = Case {
                goal: goals[0].clone(),
                ..line.clone()
            };
            context(e, &first.command(None))
        })?;
        for (g, p) in goals.iter().zip(probs) {
            answers.insert((i, g.clone()), (p, example));
        }
    }
    for piece in pieces.iter_mut() {
        let mut example = false;
        for cell in piece.cells_mut() {
            if let Cell::Odds(case, p @ None) = cell {
                let line = Case {
                    goal: String::new(),
                    ..case.clone()
                };
                let (prob, ex) = answers[&(at[&line], case.goal.clone())].clone();
                example |= ex;
                *p = Some(prob);
            }
        }
        piece.example |= example;
    }
    Ok(())
}

impl Cases {
    /// The exact chance of each of `goals` for `line`'s command line.
    fn run(&mut self, line: &Case, goals: &[String], cx: &Cx) -> Result<(Vec<Prob>, bool)> {
        let r = line.runner;
        let cmd = self
            .commands
            .entry((r.rules, r.procedure))
            .or_insert_with(r.command);
        let words = std::iter::once(r.procedure).chain(line.args.iter().map(String::as_str));
        let m = cmd
            .try_get_matches_from_mut(words)
            .map_err(crate::usage::refused)?;
        let goals = goals
            .iter()
            .map(|g| Goal::parse(g))
            .collect::<Result<Vec<Goal>>>()?;
        (r.answer)(&m, cx, &goals)
    }
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

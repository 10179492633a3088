//! The search: a procedure run once per combination of step answers, depth first by replay,
//! each step's distribution worked out once per distinct request and shared.

use std::collections::HashMap;
use std::rc::Rc;

use num_bigint::BigUint;
use num_integer::Integer;

use super::super::dist::Dist;
use super::super::limits;
use super::super::prob::Prob;
use super::super::{count_of, die, of_expr, sum_of, tally_of};
use super::parts::{PathPool, Sorting};
use super::weight::{W, add_weight, lcm_all, sum_parts};
use crate::dice::ast::{Die, Expr, Test};
use crate::engine::{Attempt, Dice, Settled};
use crate::error::{Error, Result};
use crate::pools::{By, View};

/// One answer a step can give.
#[derive(Clone, Debug)]
pub(super) enum Answer {
    Int(i64),
    Counts(Rc<[u32]>),
    Settled(Rc<dyn Settled>),
}

/// Which kind of step, for the check that a replay asks what the recorded path asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tag {
    Roll,
    Count(u32),
    Sum(u32),
    Tally(u32),
    Expr,
    Retry,
    /// A draw of n items.
    Draw(u32),
    /// A hidden step: how the items still in one part of a pool fall across a finer sorting.
    Split,
}

/// A step's answers with their exact weights out of `total`.
#[derive(Debug)]
pub(super) struct Step {
    pub(super) tag: Tag,
    pub(super) answers: Vec<Answer>,
    pub(super) weights: Vec<W>,
    pub(super) total: W,
}

impl Step {
    pub(super) fn of_dist(tag: Tag, d: &Dist) -> Step {
        Step {
            tag,
            answers: d.entries().iter().map(|(v, _)| Answer::Int(*v)).collect(),
            weights: d.entries().iter().map(|(_, w)| W::from_big(w)).collect(),
            total: W::from_big(d.total()),
        }
    }

    /// A retry's step: each value's weight is the sum of its paths' `num/den`, scaled to whole
    /// numbers over one total and reduced (probabilities relative to "some answer came").
    pub(super) fn conditioned(probs: Vec<(Rc<dyn Settled>, Prob)>) -> Step {
        let lcm = lcm_all(probs.iter().map(|(_, p)| p.denom()));
        let mut weights: Vec<BigUint> = probs
            .iter()
            .map(|(_, p)| p.numer() * (&lcm / p.denom()))
            .collect();
        // Stop at 1: a gcd with 1 still walks every bit of the other number.
        let mut g = BigUint::ZERO;
        for w in &weights {
            g = g.gcd(w);
            if g.bits() <= 1 {
                break;
            }
        }
        if g.bits() > 1 {
            for w in &mut weights {
                *w /= &g;
            }
        }
        let total: BigUint = weights.iter().sum();
        Step {
            tag: Tag::Retry,
            answers: probs.into_iter().map(|(v, _)| Answer::Settled(v)).collect(),
            weights: weights.iter().map(W::from_big).collect(),
            total: W::from_big(&total),
        }
    }
}

/// A distinct step request: the die by its face values.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum Key {
    Roll(Vec<i64>),
    Count(u32, Vec<i64>, &'static str, i64),
    Sum(u32, Vec<i64>),
    Tally(u32, Vec<i64>),
    /// n drawn from parts of these sizes, as a draw (true) or a hidden split (false).
    Hyper(bool, u32, Vec<u32>),
}

pub(super) fn face_key(die: &Die) -> Vec<i64> {
    die.faces.iter().map(|f| f.value).collect()
}

/// What all explorations of one `explore` call share: the step cache, the path count, and the
/// pools draws start from.
#[derive(Default)]
pub(super) struct Shared<'p> {
    pub(super) cache: HashMap<Key, Rc<Step>>,
    /// The steps of keyed settles, by key (see [`crate::engine::settle_keyed`]).
    pub(super) keyed: HashMap<String, Rc<Step>>,
    pub(super) exprs: Vec<(Expr, Rc<Step>)>,
    pub(super) paths: u64,
    pub(super) max_paths: u64,
    /// Steps answered over every path (a path replays each of its steps), and the most allowed.
    pub(super) steps: u64,
    pub(super) max_steps: u64,
    pub(super) pools: Option<View<'p>>,
    /// Item visits by draws so far, and the most allowed (see [`MAX_DRAW_WORK`]).
    pub(super) draw_work: u64,
    pub(super) max_draw_work: u64,
    /// Each pool's sorting by each classification its draws asked for, worked out once.
    pub(super) sortings: HashMap<(String, By), Rc<Sorting>>,
}

/// One recorded step of the current path: the answer chosen and the path weight so far.
pub(super) struct Frame {
    pub(super) step: Rc<Step>,
    pub(super) choice: usize,
    pub(super) num: W,
    pub(super) den: W,
}

pub(super) struct Explorer<'s, 'p> {
    pub(super) shared: &'s mut Shared<'p>,
    pub(super) frames: Vec<Frame>,
    pub(super) depth: usize,
    /// What this path has left in each pool it drew from (reset for every replay).
    pub(super) pools: Vec<PathPool>,
    /// Inside a retry or settle, whose attempts keep only a value: draws are refused there.
    pub(super) nested: bool,
}

/// Depth-first over every path of `body`; `leaf` gets each path's result and weight num/den.
pub(super) fn run<T>(
    shared: &mut Shared,
    nested: bool,
    body: &mut dyn FnMut(&mut Explorer) -> Result<T>,
    leaf: &mut dyn FnMut(T, &W, &W) -> Result<()>,
) -> Result<()> {
    let mut ex = Explorer {
        shared,
        frames: Vec::new(),
        depth: 0,
        pools: Vec::new(),
        nested,
    };
    let one = W::one();
    loop {
        ex.depth = 0;
        ex.pools.clear();
        let out = body(&mut ex)?;
        if ex.depth != ex.frames.len() {
            return Err(nondeterministic());
        }
        ex.shared.paths += 1;
        ex.shared.steps = ex.shared.steps.saturating_add(ex.depth as u64);
        crate::interrupt::check()?;
        if ex.shared.steps > ex.shared.max_steps {
            let cap = limits::group(ex.shared.max_steps);
            return Err(Error::limit(format!(
                "exact chances: the procedure's ways to fall take more than {cap} steps in all; \
                 the limit is {cap}"
            )));
        }
        if ex.shared.paths > ex.shared.max_paths {
            let cap = limits::group(ex.shared.max_paths);
            return Err(Error::limit(format!(
                "exact chances: the procedure has more than {cap} distinct ways to fall; \
                 the limit is {cap}"
            )));
        }
        match ex.frames.last() {
            Some(fr) => leaf(out, &fr.num, &fr.den)?,
            None => leaf(out, &one, &one)?,
        }
        // Advance to the next path: the deepest step with an answer left.
        loop {
            let Some(i) = ex.frames.len().checked_sub(1) else {
                return Ok(());
            };
            let fr = &ex.frames[i];
            if fr.choice + 1 < fr.step.answers.len() {
                let choice = fr.choice + 1;
                let w = &fr.step.weights[choice];
                let num = match i {
                    0 => w.clone(),
                    _ => ex.frames[i - 1].num.mul(w),
                };
                let fr = &mut ex.frames[i];
                fr.choice = choice;
                fr.num = num;
                break;
            }
            ex.frames.pop();
        }
    }
}

pub(super) fn nondeterministic() -> Error {
    Error::Runtime(
        "exact chances: the procedure asked for different dice when replayed with the same \
         answers (a procedure must depend only on its dice)"
            .into(),
    )
}

impl Explorer<'_, '_> {
    /// The answer at the current depth: recorded, or the first answer of a new step.
    pub(super) fn answer(
        &mut self,
        tag: Tag,
        make: impl FnOnce(&mut Shared) -> Result<Rc<Step>>,
    ) -> Result<Answer> {
        if let Some(fr) = self.frames.get(self.depth) {
            if fr.step.tag != tag {
                return Err(nondeterministic());
            }
            self.depth += 1;
            return Ok(fr.step.answers[fr.choice].clone());
        }
        let step = make(self.shared)?;
        let (num, den) = match self.frames.last() {
            Some(p) => (p.num.mul(&step.weights[0]), p.den.mul(&step.total)),
            None => (step.weights[0].clone(), step.total.clone()),
        };
        let a = step.answers[0].clone();
        self.frames.push(Frame {
            step,
            choice: 0,
            num,
            den,
        });
        self.depth += 1;
        Ok(a)
    }

    pub(super) fn cached(
        &mut self,
        tag: Tag,
        key: impl FnOnce() -> Key,
        make: impl FnOnce() -> Result<Step>,
    ) -> Result<Answer> {
        self.answer(tag, |sh| {
            let key = key();
            if let Some(s) = sh.cache.get(&key) {
                return Ok(s.clone());
            }
            let s = Rc::new(make()?);
            sh.cache.insert(key, s.clone());
            Ok(s)
        })
    }
}

/// A retry's step: the attempt's own exact distribution, explored to the end.
pub(super) fn retry_step(
    sh: &mut Shared,
    what: &str,
    attempt: &mut dyn Attempt,
) -> Result<Rc<Step>> {
    // The attempt's own exact distribution, conditioned on it giving an answer: that
    // is the distribution of "repeat until decided". Paths merge by the number of
    // their value.
    let mut by_id: Vec<Vec<(W, W)>> = Vec::new();
    run(
        sh,
        true,
        &mut |ex: &mut Explorer| attempt.run(ex),
        &mut |out: Option<usize>, num: &W, den: &W| {
            if let Some(id) = out {
                if by_id.len() <= id {
                    by_id.resize_with(id + 1, Vec::new);
                }
                add_weight(&mut by_id[id], num, den);
            }
            Ok(())
        },
    )?;
    let mut answers = Vec::with_capacity(by_id.len());
    for (id, parts) in by_id.into_iter().enumerate() {
        if parts.is_empty() {
            continue;
        }
        let v = attempt
            .value(id)
            .ok_or_else(|| Error::Runtime(format!("{what}: no answer numbered {id}")))?;
        answers.push((v, sum_parts(parts)));
    }
    if answers.is_empty() {
        return Err(Error::Runtime(format!(
            "{what}: no attempt can ever give an answer, so re-rolling would never end"
        )));
    }
    answers.sort_by(|a, b| a.0.order(&*b.0));
    Ok(Rc::new(Step::conditioned(answers)))
}

pub(super) fn int(a: Answer) -> Result<i64> {
    match a {
        Answer::Int(v) => Ok(v),
        _ => Err(nondeterministic()),
    }
}

impl Dice for Explorer<'_, '_> {
    fn roll(&mut self, d: &Die, _what: &str) -> Result<i64> {
        let a = self.cached(
            Tag::Roll,
            || Key::Roll(face_key(d)),
            || Ok(Step::of_dist(Tag::Roll, &die::faces(d)?)),
        )?;
        int(a)
    }

    fn count(&mut self, n: u32, d: &Die, test: Test, _what: &str) -> Result<u32> {
        let tag = Tag::Count(n);
        let a = self.cached(
            tag,
            || Key::Count(n, face_key(d), test.cmp.symbol(), test.target),
            || Ok(Step::of_dist(tag, &count_of(n, d, test)?)),
        )?;
        u32::try_from(int(a)?).map_err(|_| nondeterministic())
    }

    fn sum(&mut self, n: u32, d: &Die, _what: &str) -> Result<i64> {
        let tag = Tag::Sum(n);
        let a = self.cached(
            tag,
            || Key::Sum(n, face_key(d)),
            || Ok(Step::of_dist(tag, &sum_of(n, d)?)),
        )?;
        int(a)
    }

    fn tally(&mut self, n: u32, d: &Die, _what: &str) -> Result<Vec<u32>> {
        let tag = Tag::Tally(n);
        let a = self.cached(
            tag,
            || Key::Tally(n, face_key(d)),
            || {
                let t = tally_of(n, d)?;
                Ok(Step {
                    tag,
                    answers: t
                        .entries
                        .iter()
                        .map(|(c, _)| Answer::Counts(c.as_slice().into()))
                        .collect(),
                    weights: t.entries.iter().map(|(_, w)| W::from_big(w)).collect(),
                    total: W::from_big(&t.total),
                })
            },
        )?;
        match a {
            Answer::Counts(c) => Ok(c.to_vec()),
            _ => Err(nondeterministic()),
        }
    }

    fn expr(&mut self, expr: &Expr, _what: &str) -> Result<i64> {
        let a = self.answer(Tag::Expr, |sh| {
            if let Some((_, s)) = sh.exprs.iter().find(|(e, _)| e == expr) {
                return Ok(s.clone());
            }
            let s = Rc::new(Step::of_dist(Tag::Expr, &of_expr(expr)?));
            sh.exprs.push((expr.clone(), s.clone()));
            Ok(s)
        })?;
        int(a)
    }

    fn retry_erased(&mut self, what: &str, attempt: &mut dyn Attempt) -> Result<Rc<dyn Settled>> {
        let a = self.answer(Tag::Retry, |sh| retry_step(sh, what, attempt))?;
        match a {
            Answer::Settled(v) => Ok(v),
            _ => Err(nondeterministic()),
        }
    }

    fn retry_keyed(
        &mut self,
        key: &str,
        what: &str,
        attempt: &mut dyn Attempt,
    ) -> Result<Rc<dyn Settled>> {
        let a = self.answer(Tag::Retry, |sh| {
            if let Some(s) = sh.keyed.get(key) {
                return Ok(s.clone());
            }
            let s = retry_step(sh, what, attempt)?;
            sh.keyed.insert(key.to_string(), s.clone());
            Ok(s)
        })?;
        match a {
            Answer::Settled(v) => Ok(v),
            _ => Err(nondeterministic()),
        }
    }
    fn draw(&mut self, pool: &str, n: u32, by: &By, what: &str) -> Result<Vec<u32>> {
        self.draw_from(pool, n, by, what)
    }

    fn rolling(&self) -> bool {
        false
    }
}

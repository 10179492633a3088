//! The exact interpreter of [`Dice`]: a procedure is run once per combination of step answers
//! (depth first, by replay: each run answers the steps it has seen before from the recorded
//! path and branches at the first new one), weighted by the exact probability of each answer.
//! Runs that end with the same quantities are merged.
//!
//! Each step's distribution is computed once per distinct request (same n, die, test) and shared
//! by every branch that asks it; a replayed step costs an index into the recorded path. Path
//! weights are products of step weights, kept in `u128` until they outgrow it.
//!
//! Draws from a pool branch with multivariate hypergeometric weights over the pool as it is
//! now; each path keeps its own account of what is left (rebuilt from the answers on every
//! replay). That account is a list of *parts*: sub-multisets of the full pool, each with how
//! many of its items are still in, and with those items equally likely to be any of the
//! part's (a draw reported only by colour leaves "7 of these 26 red cards", not which ones).
//! When a later draw sorts the pool more finely (by suit after colour), a part is split first
//! with a hidden hypergeometric step, so the answer stays exact.

use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;

use num_bigint::BigUint;
use num_integer::Integer;

use super::dist::Dist;
use super::hyper::hyper_of;
use super::limits::{self, MAX_PATHS};
use super::prob::{Prob, Smooth};
use super::{count_of, die, of_expr, sum_of, tally_of};
use crate::dice::ast::{Die, Expr, Test};
use crate::engine::{Attempt, Dice, Quantities, Settled, Value};
use crate::error::{Error, Result};
use crate::pools::{By, Refill, View};

/// The exact outcome distribution of a procedure: every distinct tuple of quantities with its
/// probability (reduced; they sum to exactly 1).
#[derive(Clone, Debug)]
pub struct Chances {
    names: Vec<String>,
    /// What working it out took of its caps.
    spent: Caps,
    outcomes: Vec<(Vec<Value>, Prob)>,
    /// Each outcome's weight over the common denominator `common` (same order as
    /// `outcomes`): marginals add integers and reduce once per value.
    weights: Vec<BigUint>,
    common: BigUint,
    /// The common denominator's small-prime factors, for quick reduction.
    smooth: Option<Smooth>,
}

impl Chances {
    /// The quantity names, in the order the procedure reports them.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// What working it out took of its [`Caps`].
    pub fn spent(&self) -> Caps {
        self.spent
    }

    /// Every distinct outcome (values in the order of [`Chances::names`]) with its
    /// probability, ascending by values.
    pub fn outcomes(&self) -> &[(Vec<Value>, Prob)] {
        &self.outcomes
    }

    /// The distribution of one quantity, ascending by value (empty for an unknown name).
    pub fn marginal(&self, name: &str) -> Vec<(Value, Prob)> {
        let Some(i) = self.names.iter().position(|n| n == name) else {
            return Vec::new();
        };
        let mut m: BTreeMap<&Value, BigUint> = BTreeMap::new();
        for ((vals, _), w) in self.outcomes.iter().zip(&self.weights) {
            *m.entry(&vals[i]).or_default() += w;
        }
        m.into_iter()
            .map(|(v, w)| (v.clone(), self.reduce(&w)))
            .collect()
    }

    /// The probability that an outcome satisfies `pred` (given the values in name order).
    pub fn prob_where(&self, mut pred: impl FnMut(&[Value]) -> bool) -> Prob {
        let w: BigUint = self
            .outcomes
            .iter()
            .zip(&self.weights)
            .filter(|((v, _), _)| pred(v))
            .map(|(_, w)| w)
            .sum();
        self.reduce(&w)
    }

    fn reduce(&self, w: &BigUint) -> Prob {
        match &self.smooth {
            Some(s) => s.prob(w),
            None => Prob::new(w.clone(), self.common.clone()),
        }
    }
}

/// Runs `f` over every combination of dice answers and collects the exact distribution of the
/// quantities it reports. Errors from `f` on any branch are returned; so is `Error::Limit`
/// past [`MAX_PATHS`] branches. A draw from a pool is an error here: see [`explore_at`].
pub fn explore(f: &mut dyn FnMut(&mut dyn Dice) -> Result<Quantities>) -> Result<Chances> {
    explore_capped(None, f, MAX_PATHS)
}

/// [`explore`] for a procedure that may draw from the pools in play, as they are now (they
/// are read, never changed).
pub fn explore_at(
    pools: View<'_>,
    f: &mut dyn FnMut(&mut dyn Dice) -> Result<Quantities>,
) -> Result<Chances> {
    explore_capped(Some(pools), f, MAX_PATHS)
}

/// The caps of one `explore`: the paths it may take, the steps those paths replay in all (no
/// cap for one request, whose paths are capped), and the draws' bookkeeping (the work on exact
/// numbers has its own budget, `limits::Budget`). Several explorations that are one request
/// (the values of a range) share one set, each given what the others left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    pub paths: u64,
    pub draw_work: u64,
    pub steps: u64,
}

impl Caps {
    /// One request's caps: [`MAX_PATHS`] and [`MAX_DRAW_WORK`].
    pub fn whole() -> Caps {
        Caps {
            paths: MAX_PATHS,
            draw_work: MAX_DRAW_WORK,
            steps: u64::MAX,
        }
    }

    /// What is left after `spent`.
    pub fn less(self, spent: Caps) -> Caps {
        Caps {
            paths: self.paths.saturating_sub(spent.paths),
            draw_work: self.draw_work.saturating_sub(spent.draw_work),
            steps: self.steps.saturating_sub(spent.steps),
        }
    }
}

/// [`explore`] with a given cap on the number of paths.
pub(crate) fn explore_capped(
    pools: Option<View<'_>>,
    f: &mut dyn FnMut(&mut dyn Dice) -> Result<Quantities>,
    max_paths: u64,
) -> Result<Chances> {
    explore_within(
        pools,
        f,
        Caps {
            paths: max_paths,
            draw_work: MAX_DRAW_WORK,
            steps: u64::MAX,
        },
    )
}

/// [`explore`] within `caps` (what a request has left), over the pools in play if any.
pub fn explore_within(
    pools: Option<View<'_>>,
    f: &mut dyn FnMut(&mut dyn Dice) -> Result<Quantities>,
    caps: Caps,
) -> Result<Chances> {
    let mut shared = Shared {
        max_paths: caps.paths,
        max_draw_work: caps.draw_work,
        max_steps: caps.steps,
        pools,
        ..Shared::default()
    };
    let mut names: Option<Vec<String>> = None;
    let mut acc: HashMap<Vec<Value>, Vec<(W, W)>> = HashMap::new();
    run(
        &mut shared,
        false,
        &mut |ex: &mut Explorer| f(ex),
        &mut |q: Quantities, num: &W, den: &W| {
            let (ns, vals): (Vec<String>, Vec<Value>) = q.into_iter().unzip();
            match &names {
                None => names = Some(ns),
                Some(first) if *first != ns => {
                    return Err(Error::Runtime(format!(
                        "the procedure reported different quantities on different outcomes \
                         ({} and {})",
                        first.join(", "),
                        ns.join(", ")
                    )));
                }
                Some(_) => {}
            }
            add_weight(acc.entry(vals).or_default(), num, den);
            Ok(())
        },
    )?;
    // One common denominator for everything: a few lcm steps over the distinct path
    // denominators, then only products and sums, and one reduction per outcome.
    let mut factor: HashMap<W, BigUint> = HashMap::new();
    for parts in acc.values() {
        for (den, _) in parts {
            factor.entry(den.clone()).or_default();
        }
    }
    let bigs: Vec<BigUint> = factor.keys().map(W::big).collect();
    let common = lcm_all(&bigs);
    for (den, f) in factor.iter_mut() {
        *f = &common / den.big();
    }
    let mut rows: Vec<(Vec<Value>, BigUint)> = acc
        .into_iter()
        .map(|(v, parts)| {
            let w = parts
                .iter()
                .map(|(den, num)| num.big() * &factor[den])
                .sum();
            (v, w)
        })
        .collect();
    rows.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    let mut chances = Chances {
        names: names.unwrap_or_default(),
        spent: Caps {
            paths: shared.paths,
            draw_work: shared.draw_work,
            steps: shared.steps,
        },
        outcomes: Vec::with_capacity(rows.len()),
        weights: Vec::with_capacity(rows.len()),
        smooth: Smooth::new(&common),
        common,
    };
    for (v, w) in rows {
        let p = chances.reduce(&w);
        chances.outcomes.push((v, p));
        chances.weights.push(w);
    }
    Ok(chances)
}

/// A path weight: `u128` while it fits, then a big integer (always the narrowest form, so
/// equal weights compare equal).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum W {
    S(u128),
    B(BigUint),
}

impl W {
    fn one() -> W {
        W::S(1)
    }

    fn from_big(b: &BigUint) -> W {
        if b.bits() <= 128 {
            let mut d = b.iter_u64_digits();
            let lo = d.next().unwrap_or(0) as u128;
            let hi = d.next().unwrap_or(0) as u128;
            W::S(lo | hi << 64)
        } else {
            W::B(b.clone())
        }
    }

    fn big(&self) -> BigUint {
        match self {
            W::S(x) => BigUint::from(*x),
            W::B(b) => b.clone(),
        }
    }

    fn mul(&self, o: &W) -> W {
        match (self, o) {
            (W::S(a), W::S(b)) => match a.checked_mul(*b) {
                Some(x) => W::S(x),
                None => W::B(BigUint::from(*a) * *b),
            },
            _ => W::from_big(&(self.big() * o.big())),
        }
    }

    fn add(&mut self, o: &W) {
        if let (W::S(a), W::S(b)) = (&*self, o) {
            if let Some(x) = a.checked_add(*b) {
                *self = W::S(x);
                return;
            }
        }
        *self = W::from_big(&(self.big() + o.big()));
    }
}

/// Adds `num/den` to a list of numerators per denominator (paths through the same steps share
/// a denominator, so the list stays short and no fraction is reduced per path).
fn add_weight(parts: &mut Vec<(W, W)>, num: &W, den: &W) {
    for (d, n) in parts.iter_mut() {
        if d == den {
            n.add(num);
            return;
        }
    }
    parts.push((den.clone(), num.clone()));
}

/// The sum of the parts, over one common denominator: one reduction instead of one per part.
fn sum_parts(parts: Vec<(W, W)>) -> Prob {
    if let [(d, n)] = &parts[..] {
        return Prob::new(n.big(), d.big());
    }
    let dens: Vec<BigUint> = parts.iter().map(|(d, _)| d.big()).collect();
    let common = lcm_all(&dens);
    let num: BigUint = parts
        .iter()
        .zip(&dens)
        .map(|((_, n), d)| n.big() * (&common / d))
        .sum();
    Prob::new(num, common)
}

/// The least common multiple of `dens` (not empty), without a gcd for a denominator that
/// divides the ones before it: paths' denominators are mostly powers of one another's factors
/// (6^n and 6^m), and a gcd of big numbers costs far more than a division.
fn lcm_all<'a>(dens: impl IntoIterator<Item = &'a BigUint>) -> BigUint {
    let mut v: Vec<&BigUint> = dens.into_iter().collect();
    v.sort_unstable_by_key(|d| std::cmp::Reverse(d.bits()));
    let Some((first, rest)) = v.split_first() else {
        return BigUint::from(1u8);
    };
    let mut l = (*first).clone();
    for d in rest {
        if (&l % *d).bits() != 0 {
            l = l.lcm(d);
        }
    }
    l
}

/// One answer a step can give.
#[derive(Clone, Debug)]
enum Answer {
    Int(i64),
    Counts(Rc<[u32]>),
    Settled(Rc<dyn Settled>),
}

/// Which kind of step, for the check that a replay asks what the recorded path asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tag {
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
struct Step {
    tag: Tag,
    answers: Vec<Answer>,
    weights: Vec<W>,
    total: W,
}

impl Step {
    fn of_dist(tag: Tag, d: &Dist) -> Step {
        Step {
            tag,
            answers: d.entries().iter().map(|(v, _)| Answer::Int(*v)).collect(),
            weights: d.entries().iter().map(|(_, w)| W::from_big(w)).collect(),
            total: W::from_big(d.total()),
        }
    }

    /// A retry's step: each value's weight is the sum of its paths' `num/den`, scaled to whole
    /// numbers over one total and reduced (probabilities relative to "some answer came").
    fn conditioned(probs: Vec<(Rc<dyn Settled>, Prob)>) -> Step {
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
enum Key {
    Roll(Vec<i64>),
    Count(u32, Vec<i64>, &'static str, i64),
    Sum(u32, Vec<i64>),
    Tally(u32, Vec<i64>),
    /// n drawn from parts of these sizes, as a draw (true) or a hidden split (false).
    Hyper(bool, u32, Vec<u32>),
}

fn face_key(die: &Die) -> Vec<i64> {
    die.faces.iter().map(|f| f.value).collect()
}

/// What all explorations of one `explore` call share: the step cache, the path count, and the
/// pools draws start from.
#[derive(Default)]
struct Shared<'p> {
    cache: HashMap<Key, Rc<Step>>,
    /// The steps of keyed settles, by key (see [`crate::engine::settle_keyed`]).
    keyed: HashMap<String, Rc<Step>>,
    exprs: Vec<(Expr, Rc<Step>)>,
    paths: u64,
    max_paths: u64,
    /// Steps answered over every path (a path replays each of its steps), and the most allowed.
    steps: u64,
    max_steps: u64,
    pools: Option<View<'p>>,
    /// Item visits by draws so far, and the most allowed (see [`MAX_DRAW_WORK`]).
    draw_work: u64,
    max_draw_work: u64,
    /// Each pool's sorting by each classification its draws asked for, worked out once.
    sortings: HashMap<(String, By), Rc<Sorting>>,
}

/// A pool sorted by one classification: the class names, each item's key (its class, and
/// for a pool with a trigger item whether it is that item: `class·2 + trigger`), and the
/// pool as it is now cut into parts by key (the start of every path).
struct Sorting {
    labels: Vec<String>,
    key: Vec<usize>,
    start: Vec<Part>,
}

/// One recorded step of the current path: the answer chosen and the path weight so far.
struct Frame {
    step: Rc<Step>,
    choice: usize,
    num: W,
    den: W,
}

struct Explorer<'s, 'p> {
    shared: &'s mut Shared<'p>,
    frames: Vec<Frame>,
    depth: usize,
    /// What this path has left in each pool it drew from (reset for every replay).
    pools: Vec<PathPool>,
    /// Inside a retry or settle, whose attempts keep only a value: draws are refused there.
    nested: bool,
}

/// One pool as the current path has left it: parts that together make up the full pool.
struct PathPool {
    name: String,
    /// The sorting every part lies within one class of (its `key`), if any yet.
    sorted: Option<By>,
    parts: Vec<Part>,
}

/// Some of a pool's items (`m`: (item, copies), `size` copies in all), of which `left` are
/// still in, equally likely to be any `left` of them; `key` is its class under the pool's
/// current sorting.
#[derive(Clone, Debug)]
struct Part {
    m: Rc<[(u32, u32)]>,
    size: u32,
    left: u32,
    key: usize,
}

impl Part {
    fn new(m: Vec<(u32, u32)>, left: u32, key: usize) -> Part {
        let size = m.iter().map(|e| e.1).sum();
        Part {
            m: m.into(),
            size,
            left,
            key,
        }
    }

    /// Whether which items are in is known exactly (all or none of them).
    fn certain(&self) -> bool {
        self.left == 0 || self.left == self.size
    }
}

/// Most item visits the exact interpreter's draws may take in one `explore` (keeping each
/// path's account of its pools): a few hundred milliseconds.
pub const MAX_DRAW_WORK: u64 = 15_000_000;

/// Depth-first over every path of `body`; `leaf` gets each path's result and weight num/den.
fn run<T>(
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

fn nondeterministic() -> Error {
    Error::Runtime(
        "exact chances: the procedure asked for different dice when replayed with the same \
         answers (a procedure must depend only on its dice)"
            .into(),
    )
}

impl Explorer<'_, '_> {
    /// The answer at the current depth: recorded, or the first answer of a new step.
    fn answer(
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

    fn cached(
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
fn retry_step(sh: &mut Shared, what: &str, attempt: &mut dyn Attempt) -> Result<Rc<Step>> {
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

fn int(a: Answer) -> Result<i64> {
    match a {
        Answer::Int(v) => Ok(v),
        _ => Err(nondeterministic()),
    }
}

impl Explorer<'_, '_> {
    /// `n` drawn without replacement from parts with `sizes` items: the count from each.
    fn hyper(&mut self, draw: bool, n: u32, sizes: &[u32]) -> Result<Vec<u32>> {
        let tag = if draw { Tag::Draw(n) } else { Tag::Split };
        let a = self.cached(
            tag,
            || Key::Hyper(draw, n, sizes.to_vec()),
            || {
                let h = hyper_of(n, sizes)?;
                Ok(Step {
                    tag,
                    answers: h
                        .entries
                        .iter()
                        .map(|(c, _)| Answer::Counts(c.as_slice().into()))
                        .collect(),
                    weights: h.entries.iter().map(|(_, w)| W::from_big(w)).collect(),
                    total: W::from_big(&h.total),
                })
            },
        )?;
        match a {
            Answer::Counts(c) if c.len() == sizes.len() => Ok(c.to_vec()),
            _ => Err(nondeterministic()),
        }
    }

    /// Counts `n` item visits against the cap (one request's is [`MAX_DRAW_WORK`]).
    fn charge(&mut self, n: usize) -> Result<()> {
        let cap = self.shared.max_draw_work;
        let w = &mut self.shared.draw_work;
        *w = w.saturating_add(n as u64);
        if *w > cap {
            return Err(Error::limit(format!(
                "exact chances: the draws would take more than {} steps of bookkeeping (too \
                 many ways to fall, or a pool sorted too finely); the limit is {}",
                limits::group(cap),
                limits::group(cap)
            )));
        }
        Ok(())
    }

    /// The parts of a pool on this path, each within one class of `key`, splitting any part
    /// that spans several classes with a hidden step (certain when all or none of it is in).
    /// Parts known exactly (all in, or all out) of one class become one part.
    fn refine(&mut self, parts: Vec<Part>, key: &[usize]) -> Result<Vec<Part>> {
        self.charge(parts.iter().map(|p| p.m.len()).sum::<usize>() + parts.len())?;
        let mut out: Vec<Part> = Vec::with_capacity(parts.len());
        let mut slot: Vec<usize> = Vec::new();
        for part in parts {
            let groups = group(&part, key, &mut slot);
            if groups.len() == 1 {
                let k = groups[0].0;
                out.push(Part { key: k, ..part });
                continue;
            }
            let sizes: Vec<u32> = groups
                .iter()
                .map(|(_, m)| m.iter().map(|e| e.1).sum())
                .collect();
            let lefts = if part.left == part.size {
                sizes.clone()
            } else if part.left == 0 {
                vec![0; sizes.len()]
            } else {
                self.hyper(false, part.left, &sizes)?
            };
            for ((k, m), left) in groups.into_iter().zip(lefts) {
                out.push(Part::new(m, left, k));
            }
        }
        Ok(merge(out))
    }

    /// `pool` sorted by `by` (worked out once per `explore`).
    fn sorting(&mut self, p: &crate::pools::Pool, by: &By) -> Result<Rc<Sorting>> {
        let id = (p.name().to_string(), by.clone());
        if let Some(s) = self.shared.sortings.get(&id) {
            return Ok(s.clone());
        }
        let (labels, class) = p.classes(by)?;
        let trigger = p.trigger();
        let key: Vec<usize> = class
            .iter()
            .enumerate()
            .map(|(t, c)| c * 2 + usize::from(trigger == Some(t)))
            .collect();
        // The pool as it is now, and what is already out: both known exactly, so cutting them
        // by key takes no hidden step.
        let (mut inside, mut out) = (Vec::new(), Vec::new());
        for (t, (f, &l)) in p.full().into_iter().zip(p.left()).enumerate() {
            if l > 0 {
                inside.push((t as u32, l));
            }
            if f > l {
                out.push((t as u32, f - l));
            }
        }
        let left = inside.iter().map(|e| e.1).sum();
        let mut cut = Vec::new();
        let mut slot = Vec::new();
        for whole in [Part::new(inside, left, 0), Part::new(out, 0, 0)] {
            for (k, m) in group(&whole, &key, &mut slot) {
                let all = whole.left > 0;
                let mut q = Part::new(m, 0, k);
                if all {
                    q.left = q.size;
                }
                cut.push(q);
            }
        }
        let s = Rc::new(Sorting {
            labels,
            key,
            start: merge(cut),
        });
        self.shared.sortings.insert(id, s.clone());
        Ok(s)
    }
}

/// A part's items by key, in the order the keys first appear (`slot` is scratch space).
fn group(part: &Part, key: &[usize], slot: &mut Vec<usize>) -> Vec<(usize, Vec<(u32, u32)>)> {
    let mut groups: Vec<(usize, Vec<(u32, u32)>)> = Vec::new();
    for &(t, c) in part.m.iter() {
        let k = key[t as usize];
        if slot.len() <= k {
            slot.resize(k + 1, usize::MAX);
        }
        if slot[k] == usize::MAX {
            slot[k] = groups.len();
            groups.push((k, Vec::new()));
        }
        groups[slot[k]].1.push((t, c));
    }
    for (k, _) in &groups {
        slot[*k] = usize::MAX;
    }
    groups
}

/// Parts known exactly (all in, or all out) of one class become one part.
fn merge(parts: Vec<Part>) -> Vec<Part> {
    let mut merged: Vec<Part> = Vec::with_capacity(parts.len());
    for p in parts {
        let into = merged.iter_mut().find(|q| {
            q.key == p.key && p.certain() && q.certain() && (q.left == 0) == (p.left == 0)
        });
        match into {
            Some(q) => {
                let mut m: Vec<(u32, u32)> = q.m.iter().chain(p.m.iter()).copied().collect();
                m.sort_unstable();
                m.dedup_by(|b, a| {
                    let same = a.0 == b.0;
                    if same {
                        a.1 += b.1;
                    }
                    same
                });
                q.m = m.into();
                q.size += p.size;
                q.left += p.left;
            }
            None => merged.push(p),
        }
    }
    merged
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
        if self.nested {
            return Err(Error::Runtime(format!(
                "exact chances: {what} draws from the {pool} inside a step whose value alone is \
                 kept (a re-roll or a settled step), which would lose what it drew; draw outside it"
            )));
        }
        let view = self.shared.pools.ok_or_else(|| {
            Error::Runtime(format!("{what}: this command has no pools to draw from"))
        })?;
        let p = view.pool(pool)?;
        p.check_draw(n, what)?;
        let sorting = self.sorting(p, by)?;
        let (at, mut fine) = match self.pools.iter().position(|s| s.name == pool) {
            Some(at) => {
                let parts = std::mem::take(&mut self.pools[at].parts);
                let fine = if self.pools[at].sorted.as_ref() == Some(by) {
                    self.charge(parts.len())?;
                    parts
                } else {
                    self.refine(parts, &sorting.key)?
                };
                self.pools[at].sorted = Some(by.clone());
                (at, fine)
            }
            None => {
                // First draw on this path: the pool as it is now.
                self.charge(sorting.start.len())?;
                self.pools.push(PathPool {
                    name: pool.to_string(),
                    sorted: Some(by.clone()),
                    parts: Vec::new(),
                });
                (self.pools.len() - 1, sorting.start.clone())
            }
        };
        let left: u32 = fine.iter().map(|q| q.left).sum();
        let mut taken = vec![0u32; fine.len()];
        let mut rest = n;
        if n > left {
            match p.refill() {
                Refill::Empty | Refill::Trigger => {
                    // All that is left is drawn; everything else goes back (Pool::refill).
                    for (q, t) in fine.iter_mut().zip(taken.iter_mut()) {
                        *t = q.left;
                        q.left = q.size - q.left;
                    }
                    rest = n - left;
                }
                Refill::Manual | Refill::Return => return Err(p.short(n, left)),
            }
        }
        if rest > 0 {
            // Only the parts with items in can give any (a shorter step, shared more often).
            let live: Vec<usize> = (0..fine.len()).filter(|&i| fine[i].left > 0).collect();
            let lefts: Vec<u32> = live.iter().map(|&i| fine[i].left).collect();
            let d = self.hyper(true, rest, &lefts)?;
            for (&i, d) in live.iter().zip(d) {
                fine[i].left -= d;
                taken[i] += d;
            }
        }
        let turned = fine
            .iter()
            .zip(&taken)
            .any(|(q, t)| q.key % 2 == 1 && *t > 0);
        if turned {
            for q in &mut fine {
                q.left = q.size;
            }
        }
        let mut counts = vec![0u32; sorting.labels.len()];
        for (q, t) in fine.iter().zip(&taken) {
            counts[q.key / 2] += t;
        }
        self.pools[at].parts = fine;
        Ok(counts)
    }

    fn rolling(&self) -> bool {
        false
    }
}

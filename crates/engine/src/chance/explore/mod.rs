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
//!
//! Its files: `search.rs` the depth-first search over the steps' answers (the [`Dice`] the
//! procedure runs against), `draws.rs` draws from pools, `weight.rs` the exact path weights,
//! `caps.rs` what one exploration may spend, `result.rs` the [`Chances`] it gives.

mod caps;
mod draws;
mod parts;
mod result;
mod search;
mod weight;

use std::collections::HashMap;

use crate::engine::{Dice, Quantities, Value};
use crate::error::{Error, Result};
use crate::pools::View;

pub use caps::{Caps, MAX_DRAW_WORK};
pub use result::Chances;

use super::limits::MAX_PATHS;
use search::{Explorer, Shared, run};
use weight::{W, add_weight};

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

/// [`explore`] with a given cap on the number of paths.
pub fn explore_capped(
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
    let spent = Caps {
        paths: shared.paths,
        draw_work: shared.draw_work,
        steps: shared.steps,
    };
    Ok(Chances::gather(names.unwrap_or_default(), acc, spent))
}

//! Pools drawn without replacement: card decks, chit cups, tile bags.
//!
//! A pool is defined in data ([`PoolDef`], `data/pools.toml` and, later, each rule set's own
//! file): its items (each with a name, a kind and named values, and how many copies), or the
//! standard 52-card deck, and its refill rule. In play it is the multiset of items still in it
//! ([`Pool`]); the pools in play ([`Pools`]) live in the session, so a REPL or a batch keeps
//! one deck, one cup, one bag across its commands.
//!
//! Drawing picks uniformly among the items left. That is the same as dealing from a shuffled
//! deck, and it needs no hidden order: a line with its own `--seed` still draws fairly from the
//! pool as it is, and `--chances` (the exact interpreter, `chance::explore`) is exact over the
//! same multiset. Both interpreters sort what a draw took into classes ([`By`]) the same way,
//! through [`Pool::classes`].

pub mod cards;
mod def;
mod draw;
mod in_play;
mod pool;
mod values;

pub use def::check;
pub use def::{PoolDef, Refill};
pub use draw::{Draw, Drawn, Table};
pub use in_play::{Defs, Pools, View, load};
pub use in_play::{load_mut, load_mut_shared};
pub use pool::{Item, Pool};
pub use values::Values;

/// The pool `spw draw` takes from unless told otherwise.
pub const DEFAULT_POOL: &str = "deck";

/// How a draw sorts what it took: the classes of its answer, in a fixed order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum By {
    /// `red`, `black`, then `joker` when the pool has jokers (playing cards only).
    Colour,
    /// `clubs`, `diamonds`, `hearts`, `spades`, then `joker` when the pool has jokers.
    Suit,
    /// `A`, `2` … `10`, `J`, `Q`, `K`, then `joker` when the pool has jokers.
    Rank,
    /// Each distinct item name, in the order the pool defines them.
    Name,
    /// Each distinct kind, in the order the pool first names them.
    Kind,
    /// Each distinct number of the named value, ascending (every item must have it).
    Value(String),
}

#[cfg(test)]
mod exact_tests;
#[cfg(test)]
mod tests;

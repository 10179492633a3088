//! Helpers every rule set's procedures use, so no rule set imports another's: modifiers with
//! the rule that gives them ([`Mods`]), dice against a score, thrown even when certain
//! ([`count_at_least`], [`test_at_least`], [`test_at_most`]), checks of command-line numbers ([`rating`],
//! [`count`], [`within`], [`sides`], [`lists_only`]), contests thrown until decided
//! ([`rounds_until_decided`]) and the words of the output ([`noun`], [`count_text`],
//! [`signed`]).

mod checks;
mod mods;
mod rounds;
mod scores;
pub(crate) mod words;

pub(crate) use checks::{count, lists_only, named, rating, sides, within};
pub(crate) use mods::Mods;
pub(crate) use rounds::rounds_until_decided;
pub(crate) use scores::{count_at_least, test_at_least, test_at_most};
pub(crate) use words::{count_text, noun, signed};

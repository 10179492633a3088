//! A pool in play ([`Pool`]): its items, what is left of them, and how a draw sorts them.

use std::rc::Rc;

use super::cards::{Card, RANKS, Suit};
use super::def::{PoolDef, Refill, Shape, check_name};
use super::{By, Values};
use crate::error::{Error, Result};

/// One distinct item of a pool in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub name: String,
    pub kind: String,
    pub values: Values,
    /// The playing card it is, when its name reads as one.
    pub card: Option<Card>,
    /// Copies in the full pool.
    pub count: u32,
}

/// A pool in play: its definition and how many of each item are still in it.
#[derive(Clone, Debug)]
pub struct Pool {
    pub(super) name: String,
    pub(super) shape: Rc<Shape>,
    pub(super) left: Vec<u32>,
}

impl Pool {
    pub fn new(name: &str, def: &PoolDef) -> Result<Pool> {
        check_name(name).map_err(Error::usage)?;
        let shape = def
            .shape()
            .map_err(|(key, msg)| Error::usage(format!("pool {name}: {key}: {msg}")))?;
        let left = shape.items.iter().map(|i| i.count).collect();
        Ok(Pool {
            name: name.to_string(),
            shape,
            left,
        })
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn section(&self) -> &str {
        &self.shape.section
    }

    pub fn about(&self) -> &str {
        &self.shape.about
    }

    /// Whether its contents are an example made up for spw.
    pub fn example(&self) -> bool {
        self.shape.example
    }

    /// The distinct items, in definition order.
    pub fn items(&self) -> &[Item] {
        &self.shape.items
    }

    pub fn refill(&self) -> Refill {
        self.shape.refill
    }

    /// The item whose drawing reshuffles the pool (`refill = "trigger"`).
    pub fn trigger(&self) -> Option<usize> {
        self.shape.trigger
    }

    /// Copies of each item still in the pool (same order as [`Pool::items`]).
    pub fn left(&self) -> &[u32] {
        &self.left
    }

    /// Copies of each item in the full pool.
    pub fn full(&self) -> Vec<u32> {
        self.shape.items.iter().map(|i| i.count).collect()
    }

    pub fn left_total(&self) -> u32 {
        self.left.iter().sum()
    }

    pub fn total(&self) -> u32 {
        self.shape.items.iter().map(|i| i.count).sum()
    }

    /// "card" / "cards", "chit" / "chits".
    pub fn noun(&self, n: u64) -> String {
        if n == 1 {
            self.shape.noun.clone()
        } else {
            format!("{}s", self.shape.noun)
        }
    }

    /// Puts back how many of each item are left, as [`Pool::left`] gave them (a saved game
    /// state); refused when they do not fit the pool (its definition changed since).
    pub fn set_left(&mut self, left: Vec<u32>) -> Result<()> {
        let fits = left.len() == self.shape.items.len()
            && left
                .iter()
                .zip(self.shape.items.iter())
                .all(|(l, i)| *l <= i.count);
        if !fits {
            return Err(Error::Runtime(format!(
                "pool {}: the saved contents do not fit its definition",
                self.name
            )));
        }
        self.left = left;
        Ok(())
    }

    /// Everything back in.
    pub fn reshuffle(&mut self) {
        self.left = self.full();
    }

    /// The classes of `by` (their names, in answer order) and each item's class.
    pub fn classes(&self, by: &By) -> Result<(Vec<String>, Vec<usize>)> {
        let items: &[Item] = &self.shape.items;
        let jokers = items.iter().any(|i| i.card == Some(Card::Joker));
        let card = |i: &Item| {
            i.card.ok_or_else(|| {
                Error::usage(format!(
                    "pool {}: '{}' is not a playing card, so it has no {}; sort it by name, kind or a value",
                    self.name,
                    i.name,
                    match by {
                        By::Colour => "colour",
                        By::Suit => "suit",
                        _ => "rank",
                    }
                ))
            })
        };
        let mut labels: Vec<String> = match by {
            By::Colour => vec!["red".into(), "black".into()],
            By::Suit => Suit::ALL.iter().map(|s| s.name().to_string()).collect(),
            By::Rank => RANKS.iter().map(|r| r.to_string()).collect(),
            By::Name | By::Kind | By::Value(_) => Vec::new(),
        };
        if jokers && matches!(by, By::Colour | By::Suit | By::Rank) {
            labels.push("joker".into());
        }
        let joker = labels.len().saturating_sub(1);
        let mut class = Vec::with_capacity(items.len());
        match by {
            By::Colour | By::Suit | By::Rank => {
                for i in items {
                    class.push(match (card(i)?, by) {
                        (Card::Joker, _) => joker,
                        (Card::Suited { suit, .. }, By::Colour) => usize::from(!suit.is_red()),
                        (Card::Suited { suit, .. }, By::Suit) => suit as usize,
                        (Card::Suited { rank, .. }, _) => usize::from(rank) - 1,
                    });
                }
            }
            By::Name | By::Kind => {
                for i in items {
                    let key = if *by == By::Name { &i.name } else { &i.kind };
                    let at = match labels.iter().position(|l| l == key) {
                        Some(at) => at,
                        None => {
                            labels.push(key.clone());
                            labels.len() - 1
                        }
                    };
                    class.push(at);
                }
            }
            By::Value(v) => {
                let mut values = Vec::with_capacity(items.len());
                for i in items {
                    values.push(*i.values.get(v).ok_or_else(|| {
                        Error::usage(format!(
                            "pool {}: '{}' has no value '{v}' to sort by",
                            self.name, i.name
                        ))
                    })?);
                }
                let mut distinct = values.clone();
                distinct.sort_unstable();
                distinct.dedup();
                labels = distinct.iter().map(|d| d.to_string()).collect();
                class = values
                    .iter()
                    .map(|x| distinct.binary_search(x).unwrap_or(0))
                    .collect();
            }
        }
        Ok((labels, class))
    }

    /// Checks a draw of `n` against the pool's size, before anything is drawn.
    pub fn check_draw(&self, n: u32, what: &str) -> Result<()> {
        let total = self.total();
        if n > total {
            return Err(Error::usage(format!(
                "{what}: cannot draw {n} {} from the {}, which holds {total} in all",
                self.noun(u64::from(n)),
                self.name
            )));
        }
        Ok(())
    }

    /// The error for a draw that needs more than is left of a pool that does not refill by
    /// itself.
    pub fn short(&self, need: u32, left: u32) -> Error {
        let when = match self.shape.refill {
            Refill::Return => format!(
                "its {} go back only at the end of each command",
                self.noun(2)
            ),
            _ => format!(
                "put them back with `spw reshuffle {}` (its refill rule is manual)",
                self.name
            ),
        };
        Error::usage(format!(
            "the {} has {left} {} left and this draw needs {need}; {when}",
            self.name,
            self.noun(u64::from(left))
        ))
    }
}

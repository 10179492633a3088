//! Drawing for real (the rolling interpreter's side): what a draw took and did to the pool.

use std::cell::OnceCell;

use serde::Serialize;

use super::cards::{self, ACCEPTED, Card, Typed, TypedCards};
use super::def::Refill;
use super::in_play::{Defs, Pools, load_mut_shared};
use super::{By, Pool, Values};
use crate::dice::source::{RngSource, Source};
use crate::error::{Error, Result};

/// One item drawn, as the output shows it:
/// `{"pool":"deck","item":"A♥","kind":"hearts","values":{"rank":1},"for":"card 1"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Drawn {
    pub pool: String,
    pub item: String,
    pub kind: String,
    #[serde(skip_serializing_if = "Values::is_empty")]
    pub values: Values,
    #[serde(rename = "for")]
    pub what: String,
}

/// One draw step done for real: what it took, and what happened to the pool.
#[derive(Clone, Debug)]
pub struct Draw {
    pub pool: String,
    pub items: Vec<Drawn>,
    /// The pool ran out part-way: this many items out went back before the draw went on.
    pub refilled: Option<u32>,
    /// The trigger item was turned, so everything went back after the draw.
    pub reshuffled: Option<String>,
    /// Items left after the draw.
    pub left: u32,
    /// The pool's word for one and for several items.
    pub noun: (String, String),
}

impl Draw {
    /// What happened to the pool, in words (`None` when nothing but the draw).
    pub fn note(&self) -> Option<String> {
        let mut parts = Vec::new();
        if let Some(n) = self.refilled {
            parts.push(format!(
                "the {} ran out: the {n} {} out went back and were shuffled",
                self.pool,
                if n == 1 { &self.noun.0 } else { &self.noun.1 }
            ));
        }
        if let Some(t) = &self.reshuffled {
            parts.push(format!(
                "{t} turned: every {} goes back and the {} is shuffled",
                self.noun.0, self.pool
            ));
        }
        (!parts.is_empty()).then(|| parts.join("; "))
    }
}

/// The pools in play for one command and where its draws come from: what the rolling
/// interpreter draws from. The pools are read from `defs` on the first draw.
pub struct Table<'a> {
    pub defs: &'a dyn Defs,
    pub pools: &'a mut OnceCell<Pools>,
    /// The generator for draws when the dice are typed (`--dice`): typed dice are not cards.
    pub spare: Option<&'a mut RngSource>,
    /// Cards turned on the table (`--cards`), taken in order by every draw.
    pub cards: Option<&'a mut TypedCards>,
}

impl Table<'_> {
    /// Draws `n` items from `pool` for real: typed cards first if any were given, else picks
    /// uniformly among the items left with `source` (or the spare generator when `source` is
    /// typed dice). Returns the count per class of `by` and the record of the draw.
    pub fn draw(
        &mut self,
        pool: &str,
        n: u32,
        by: &By,
        what: &str,
        source: &mut dyn Source,
    ) -> Result<(Vec<u32>, Draw)> {
        let defs = self.defs;
        let p = load_mut_shared(self.pools, defs)?.pool_mut(defs, pool)?;
        let (labels, class) = p.classes(by)?;
        p.check_draw(n, what)?;
        let mut counts = vec![0u32; labels.len()];
        let mut hand = vec![0u32; p.left.len()];
        let mut items = Vec::with_capacity(n as usize);
        let mut refilled = None;
        for k in 1..=n {
            if p.left_total() == 0 {
                match p.refill() {
                    Refill::Empty | Refill::Trigger => {
                        // Everything out goes back except what this draw holds.
                        let back = p.total() - hand.iter().sum::<u32>();
                        p.left = p.full().iter().zip(&hand).map(|(f, h)| f - h).collect();
                        refilled = Some(back);
                    }
                    Refill::Manual | Refill::Return => {
                        return Err(p.short(n, k - 1));
                    }
                }
            }
            let label = if n == 1 {
                what.to_string()
            } else {
                format!("{what} {k}")
            };
            let i = match self.cards.as_deref_mut() {
                Some(typed) => typed_pick(p, typed, n, k, what)?,
                None => {
                    let left = u64::from(p.left_total());
                    let r = match source.pick(left) {
                        Some(r) => r,
                        None => match self.spare.as_deref_mut() {
                            Some(s) => s.below(left),
                            None => {
                                return Err(Error::Runtime("no generator to draw with".into()));
                            }
                        },
                    };
                    nth_left(&p.left, r)
                }
            };
            p.left[i] -= 1;
            hand[i] += 1;
            counts[class[i]] += 1;
            let it = &p.shape.items[i];
            items.push(Drawn {
                pool: p.name.clone(),
                item: it.name.clone(),
                kind: it.kind.clone(),
                values: it.values.clone(),
                what: label,
            });
        }
        let mut reshuffled = None;
        if let Some(t) = p.trigger() {
            if hand[t] > 0 {
                p.reshuffle();
                reshuffled = Some(p.shape.items[t].name.clone());
            }
        }
        let draw = Draw {
            pool: p.name.clone(),
            items,
            refilled,
            reshuffled,
            left: p.left_total(),
            noun: (p.noun(1), p.noun(2)),
        };
        Ok((counts, draw))
    }
}

/// The item of the `r`-th copy left (0-based), counting copies in item order.
pub(super) fn nth_left(left: &[u32], mut r: u64) -> usize {
    for (i, &c) in left.iter().enumerate() {
        if r < u64::from(c) {
            return i;
        }
        r -= u64::from(c);
    }
    left.len().saturating_sub(1)
}

/// The next typed card, which must still be in the pool.
fn typed_pick(p: &Pool, typed: &mut TypedCards, n: u32, k: u32, what: &str) -> Result<usize> {
    let Some(card) = typed.take() else {
        let used = typed.used();
        return Err(Error::NeedDice(format!(
            "--cards ran out after {used} {}: {what} takes {n} from the {}; still need {} for {what}{} (and any draws after it)",
            p.noun(used as u64),
            p.name,
            n - k + 1,
            // A one-card draw is numbered in its own name already ("card 2"), not "card 2 1".
            match (n, n > k) {
                (1, _) => String::new(),
                (_, true) => format!(" {k}–{n}"),
                (_, false) => format!(" {k}"),
            },
        )));
    };
    let found = p.shape.items.iter().position(|it| match &card {
        Typed::Card(c) => it.card == Some(*c),
        Typed::Name(n) => cards::same_name(&it.name, n),
    });
    let Some(i) = found else {
        // A name typed for a pool of playing cards is most likely a card mistyped.
        let cards = p.shape.items.iter().any(|it| it.card.is_some());
        let hint = match (&card, cards) {
            (Typed::Name(_), true) => format!("; give {ACCEPTED}"),
            _ => String::new(),
        };
        return Err(Error::usage(format!(
            "--cards: {card} is not in the {} at all ({} {}: {}){hint}",
            p.name,
            p.total(),
            p.noun(u64::from(p.total())),
            describe(p)
        )));
    };
    if p.left[i] == 0 {
        let left = p.left_total();
        let all = p.shape.items[i].count;
        // A pool full at the start of every command: only this --cards can have taken them.
        if p.shape.refill == Refill::Return {
            let holds = if all == 1 {
                format!("names {card} twice; the {} holds one", p.name)
            } else {
                format!(
                    "names {card} more often than the {} holds it ({all})",
                    p.name
                )
            };
            return Err(Error::usage(format!(
                "--cards {holds}, and every {} is back in it at the start of each command",
                p.noun(1),
            )));
        }
        if all > 1 {
            return Err(Error::usage(format!(
                "--cards: no {card} is left in the {}, which holds {all} in all ({left} {} left; `spw pools` counts them, `spw reshuffle {}` puts every {} back)",
                p.name,
                p.noun(u64::from(left)),
                p.name,
                p.noun(1),
            )));
        }
        return Err(Error::usage(format!(
            "--cards: {card} is not in the {} any more ({left} {} left; `spw pools` counts them, `spw reshuffle {}` puts every {} back)",
            p.name,
            p.noun(u64::from(left)),
            p.name,
            p.noun(1),
        )));
    }
    Ok(i)
}

/// "the standard 52 cards and 2 jokers", or the first few item names.
fn describe(p: &Pool) -> String {
    let items = p.items();
    let standard = items
        .iter()
        .filter(|i| matches!(i.card, Some(Card::Suited { .. })))
        .count();
    let jokers = items
        .iter()
        .find(|i| i.card == Some(Card::Joker))
        .map_or(0, |i| i.count);
    if standard == 52 && items.len() == 52 + usize::from(jokers > 0) {
        return match jokers {
            0 => "the standard 52 cards".into(),
            1 => "the standard 52 cards and a joker".into(),
            j => format!("the standard 52 cards and {j} jokers"),
        };
    }
    let mut names: Vec<&str> = items.iter().take(8).map(|i| i.name.as_str()).collect();
    if items.len() > 8 {
        names.push("…");
    }
    names.join(", ")
}

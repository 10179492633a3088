//! A pool as data defines it ([`PoolDef`]), and its fixed part once checked ([`Shape`]).

use std::cell::OnceCell;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::cards::{Card, Suit};
use super::{Item, Values};
use crate::dice::MAX_NUMBER;

/// Most items one pool may hold, copies included.
pub const MAX_ITEMS: u32 = 10_000;

/// Most distinct items one pool may have (a draw by name has one class per distinct item).
pub const MAX_DISTINCT: usize = 256;

/// When the items drawn go back into the pool.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Refill {
    /// When a draw needs more than is left: every item out goes back, except those this draw
    /// already took, and the draw goes on.
    #[default]
    Empty,
    /// After a draw that turned the trigger item (a joker) everything goes back; and as
    /// `empty` when a draw needs more than is left.
    Trigger,
    /// Only when told (`spw reshuffle POOL`, at the end of a turn or round): a draw that needs
    /// more than is left is an error.
    Manual,
    /// At the end of every command (Series 12.31: chits go back into the cup at the end of
    /// combat resolution); within one command a draw needing more than is left is an error.
    Return,
}

impl Refill {
    pub fn name(self) -> &'static str {
        match self {
            Refill::Empty => "empty",
            Refill::Trigger => "trigger",
            Refill::Manual => "manual",
            Refill::Return => "return",
        }
    }
}

/// A pool as data files define it.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PoolDef {
    /// The rule section (or purpose) it serves.
    pub section: String,
    pub about: String,
    /// The standard 52-card deck, with 0–2 jokers.
    #[serde(default)]
    pub standard: Option<Standard>,
    /// The pool's own items (after the standard deck's, if it has both).
    #[serde(default)]
    pub items: Vec<ItemDef>,
    #[serde(default)]
    pub refill: Refill,
    /// With `refill = "trigger"`: the name of the item whose drawing reshuffles the pool.
    #[serde(default)]
    pub trigger: Option<String>,
    /// What one item is called in messages ("card", "chit", "tile"); default "card" for a
    /// pool of playing cards, else "item".
    #[serde(default)]
    pub noun: Option<String>,
    /// Its contents are an example made up for spw, not a game's own (the Series' cups).
    #[serde(default)]
    pub example: bool,
    /// Its shape once built: a data file's check builds it, and every pool in play made from
    /// this definition (or a clone of it) shares it instead of laying out the items again.
    /// Definitions come from data files and are not changed once read.
    #[serde(skip)]
    pub(super) built: OnceCell<Rc<Shape>>,
}

impl PoolDef {
    /// Its shape, built on first use (see [`PoolDef::built`]).
    pub(super) fn shape(&self) -> std::result::Result<Rc<Shape>, Fault> {
        if let Some(s) = self.built.get() {
            return Ok(Rc::clone(s));
        }
        let s = Rc::new(Shape::build(self)?);
        Ok(Rc::clone(self.built.get_or_init(|| s)))
    }
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Standard {
    #[serde(default)]
    pub jokers: u8,
}

/// One item of a pool: `{ name = "chit 3", kind = "tactical", values = { points = 3 } }`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ItemDef {
    pub name: String,
    /// Default: a playing card's suit (`hearts`, `joker`), else the name.
    #[serde(default)]
    pub kind: Option<String>,
    #[serde(default)]
    pub values: Values,
    /// How many copies the pool holds.
    #[serde(default = "one")]
    pub count: u32,
}

fn one() -> u32 {
    1
}

/// Pool names are typed after `--pool`: letters, digits, `_` and `-`, starting with a letter.
pub(super) fn check_name(name: &str) -> std::result::Result<(), String> {
    let ok = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if ok {
        Ok(())
    } else {
        Err(format!(
            "'{name}' is not a pool name; use letters, digits, _ and -, starting with a letter"
        ))
    }
}

/// A pool's fixed part: its items and rules, shared by every copy of its state.
#[derive(Debug)]
pub(super) struct Shape {
    pub(super) section: String,
    pub(super) about: String,
    /// Shared with every other pool that is just the standard deck (see [`standard_items`]).
    pub(super) items: Rc<[Item]>,
    pub(super) refill: Refill,
    /// The trigger item (with `refill = "trigger"`).
    pub(super) trigger: Option<usize>,
    pub(super) noun: String,
    pub(super) example: bool,
}

/// What is wrong with a pool's definition: the key, and what to say.
pub type Fault = (&'static str, String);

impl Shape {
    /// Checks a definition and lays out its items; an error names the key and what is wrong.
    pub(super) fn build(def: &PoolDef) -> std::result::Result<Shape, Fault> {
        let deck = def.standard.as_ref().map(standard_items).transpose()?;
        let items: Rc<[Item]> = match deck {
            Some(deck) if def.items.is_empty() => deck,
            deck => {
                let mut items: Vec<Item> = deck.map_or_else(Vec::new, |d| d.to_vec());
                let names: Vec<&str> = (items.iter().map(|i| i.name.as_str()))
                    .chain(def.items.iter().map(|i| i.name.trim()))
                    .collect();
                let repeat = first_repeat(&names);
                for it in &def.items {
                    let item = own_item(it, repeat == Some(items.len()))?;
                    items.push(item);
                }
                items.into()
            }
        };
        check_size(&items)?;
        let trigger = trigger(def, &items)?;
        let all_cards = items.iter().all(|i| i.card.is_some());
        let noun = match &def.noun {
            Some(n) if !n.trim().is_empty() => n.trim().to_string(),
            Some(_) => return Err(("noun", "the noun is empty".into())),
            None if all_cards => "card".into(),
            None => "item".into(),
        };
        Ok(Shape {
            section: def.section.clone(),
            about: def.about.clone(),
            items,
            refill: def.refill,
            trigger,
            noun,
            example: def.example,
        })
    }
}

/// The 52 cards of the standard deck, then its jokers: laid out once per thread for each number
/// of jokers, as a command may read several decks (the shared one, a rule set's activation
/// deck).
fn standard_items(s: &Standard) -> std::result::Result<Rc<[Item]>, Fault> {
    thread_local! {
        static DECKS: [OnceCell<Rc<[Item]>>; 3] = const { [const { OnceCell::new() }; 3] };
    }
    if s.jokers > 2 {
        return Err((
            "standard",
            format!("jokers = {} (a deck has 0, 1 or 2 jokers)", s.jokers),
        ));
    }
    Ok(DECKS.with(|d| Rc::clone(d[usize::from(s.jokers)].get_or_init(|| lay_out(s.jokers)))))
}

fn lay_out(jokers: u8) -> Rc<[Item]> {
    let mut items = Vec::new();
    for card in Card::standard() {
        let (rank, suit) = match card {
            Card::Suited { rank, suit } => (rank, suit),
            Card::Joker => continue,
        };
        items.push(Item {
            name: card.to_string(),
            kind: suit.name().to_string(),
            values: Values::one("rank", i64::from(rank)),
            card: Some(card),
            count: 1,
        });
    }
    if jokers > 0 {
        items.push(Item {
            name: Card::Joker.to_string(),
            kind: "joker".into(),
            values: Values::default(),
            card: Some(Card::Joker),
            count: u32::from(jokers),
        });
    }
    items.into()
}

/// The first of `names` that an earlier one has already, in any case of ASCII letters. Sorted
/// once by a short key (length and the first eight bytes, folded), not each compared with every
/// other (a deck of 52 made 1,326 comparisons); names with the same key are compared in full.
fn first_repeat(names: &[&str]) -> Option<usize> {
    let key = |s: &str| {
        let head = s
            .bytes()
            .take(8)
            .fold(0u64, |k, b| (k << 8) | u64::from(b.to_ascii_lowercase()));
        (s.len(), head)
    };
    let mut order: Vec<((usize, u64), usize)> =
        names.iter().enumerate().map(|(i, s)| (key(s), i)).collect();
    order.sort_unstable();
    let mut first: Option<usize> = None;
    for run in order.chunk_by(|a, b| a.0 == b.0) {
        for (n, &(_, j)) in run.iter().enumerate() {
            if run[..n]
                .iter()
                .any(|&(_, i)| names[i].eq_ignore_ascii_case(names[j]))
            {
                first = Some(first.map_or(j, |f| f.min(j)));
            }
        }
    }
    first
}

/// One item the pool names itself; `repeated` when an item before it has its name.
fn own_item(it: &ItemDef, repeated: bool) -> std::result::Result<Item, Fault> {
    let name = it.name.trim();
    if name.is_empty() || name.chars().any(|c| c.is_control() || c == ',') {
        return Err((
            "items",
            format!("item name '{}' must be some text without commas", it.name),
        ));
    }
    if repeated {
        return Err(("items", format!("two items are called '{name}'")));
    }
    if it.count == 0 || it.count > MAX_ITEMS {
        return Err((
            "items",
            format!("'{name}': count = {} (1 to {MAX_ITEMS})", it.count),
        ));
    }
    for (k, v) in it.values.iter() {
        if k.is_empty() || v.unsigned_abs() > MAX_NUMBER as u64 {
            return Err((
                "items",
                format!(
                    "'{name}': value {k} = {v} (values are named numbers, -{MAX_NUMBER} to {MAX_NUMBER})"
                ),
            ));
        }
    }
    let card = Card::parse(name);
    let kind = match (&it.kind, card) {
        (Some(k), _) => k.trim().to_string(),
        (None, Some(c)) => c.suit().map_or("joker", Suit::name).to_string(),
        (None, None) => name.to_string(),
    };
    if kind.is_empty() {
        return Err(("items", format!("'{name}': the kind is empty")));
    }
    Ok(Item {
        name: name.to_string(),
        kind,
        values: it.values.clone(),
        card,
        count: it.count,
    })
}

/// A pool holds something, and not more than [`MAX_ITEMS`] items, [`MAX_DISTINCT`] distinct.
fn check_size(items: &[Item]) -> std::result::Result<(), Fault> {
    let total: u64 = items.iter().map(|i| u64::from(i.count)).sum();
    if items.is_empty() {
        return Err((
            "items",
            "the pool is empty; give `standard = { jokers = 0 }` or a list of items".into(),
        ));
    }
    if total > u64::from(MAX_ITEMS) || items.len() > MAX_DISTINCT {
        return Err((
            "items",
            format!(
                "{total} items, {} distinct; a pool holds at most {MAX_ITEMS} items, {MAX_DISTINCT} distinct",
                items.len()
            ),
        ));
    }
    Ok(())
}

/// The trigger item, which `refill = "trigger"` needs and no other refill rule takes.
fn trigger(def: &PoolDef, items: &[Item]) -> std::result::Result<Option<usize>, Fault> {
    match (def.refill, &def.trigger) {
        (Refill::Trigger, Some(t)) => Ok(Some(
            items
                .iter()
                .position(|i| i.name.eq_ignore_ascii_case(t.trim()))
                .ok_or_else(|| ("trigger", format!("'{t}' is not an item of this pool")))?,
        )),
        (Refill::Trigger, None) => Err((
            "trigger",
            "refill = \"trigger\" needs trigger = the item that reshuffles (e.g. \"Joker\")".into(),
        )),
        (_, Some(_)) => Err((
            "trigger",
            "a trigger item only works with refill = \"trigger\"".into(),
        )),
        (_, None) => Ok(None),
    }
}

/// Checks pool `name`'s definition as [`super::Pool::new`] would: what a data file's check
/// reports, with the key (empty for the name itself) and what is wrong.
pub fn check(name: &str, def: &PoolDef) -> std::result::Result<(), Fault> {
    def.shape()?;
    check_name(name).map_err(|msg| ("", msg))
}

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

pub(crate) mod cards;

use std::cell::OnceCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::data::{Data, DataFile, MAX_NUMBER, Problem};
use crate::dice::source::{RngSource, Source};
use crate::error::{Error, Result};
use cards::{ACCEPTED, Card, RANKS, Suit, Typed, TypedCards};

/// The pool `spw draw` takes from unless told otherwise.
pub(crate) const DEFAULT_POOL: &str = "deck";

/// Most items one pool may hold, copies included.
pub(crate) const MAX_ITEMS: u32 = 10_000;

/// Most distinct items one pool may have (a draw by name has one class per distinct item).
pub(crate) const MAX_DISTINCT: usize = 256;

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
    pub values: BTreeMap<String, i64>,
    /// How many copies the pool holds.
    #[serde(default = "one")]
    pub count: u32,
}

fn one() -> u32 {
    1
}

/// `data/pools.toml`: every pool, by name.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(transparent)]
pub(crate) struct PoolsFile(pub BTreeMap<String, PoolDef>);

impl DataFile for PoolsFile {
    const NAME: &'static str = "pools";
    const TEXT: &'static str = include_str!("../../data/pools.toml");
    type Patch = PoolsFile;

    fn apply(&mut self, patch: PoolsFile) {
        self.0.extend(patch.0);
    }

    fn check(&self) -> std::result::Result<(), Problem> {
        for (name, def) in &self.0 {
            Shape::build(def).map_err(|(key, msg)| Problem::new(name, key, msg))?;
            check_name(name).map_err(|msg| Problem::new(name, "", msg))?;
        }
        Ok(())
    }
}

/// Pool names are typed after `--pool`: letters, digits, `_` and `-`, starting with a letter.
fn check_name(name: &str) -> std::result::Result<(), String> {
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

/// One distinct item of a pool in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub name: String,
    pub kind: String,
    pub values: BTreeMap<String, i64>,
    /// The playing card it is, when its name reads as one.
    pub card: Option<Card>,
    /// Copies in the full pool.
    pub count: u32,
}

/// A pool's fixed part: its items and rules, shared by every copy of its state.
#[derive(Debug)]
struct Shape {
    section: String,
    about: String,
    items: Vec<Item>,
    refill: Refill,
    /// The trigger item (with `refill = "trigger"`).
    trigger: Option<usize>,
    noun: String,
    example: bool,
}

impl Shape {
    /// Checks a definition and lays out its items; an error names the key and what is wrong.
    fn build(def: &PoolDef) -> std::result::Result<Shape, (&'static str, String)> {
        let mut items: Vec<Item> = Vec::new();
        if let Some(s) = &def.standard {
            if s.jokers > 2 {
                return Err((
                    "standard",
                    format!("jokers = {} (a deck has 0, 1 or 2 jokers)", s.jokers),
                ));
            }
            for card in Card::standard() {
                let (rank, suit) = match card {
                    Card::Suited { rank, suit } => (rank, suit),
                    Card::Joker => continue,
                };
                items.push(Item {
                    name: card.to_string(),
                    kind: suit.name().to_string(),
                    values: BTreeMap::from([("rank".to_string(), i64::from(rank))]),
                    card: Some(card),
                    count: 1,
                });
            }
            if s.jokers > 0 {
                items.push(Item {
                    name: Card::Joker.to_string(),
                    kind: "joker".into(),
                    values: BTreeMap::new(),
                    card: Some(Card::Joker),
                    count: u32::from(s.jokers),
                });
            }
        }
        for it in &def.items {
            let name = it.name.trim();
            if name.is_empty() || name.chars().any(|c| c.is_control() || c == ',') {
                return Err((
                    "items",
                    format!("item name '{}' must be some text without commas", it.name),
                ));
            }
            if items.iter().any(|i| i.name.eq_ignore_ascii_case(name)) {
                return Err(("items", format!("two items are called '{name}'")));
            }
            if it.count == 0 || it.count > MAX_ITEMS {
                return Err((
                    "items",
                    format!("'{name}': count = {} (1 to {MAX_ITEMS})", it.count),
                ));
            }
            for (k, v) in &it.values {
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
            items.push(Item {
                name: name.to_string(),
                kind,
                values: it.values.clone(),
                card,
                count: it.count,
            });
        }
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
        let trigger = match (def.refill, &def.trigger) {
            (Refill::Trigger, Some(t)) => Some(
                items
                    .iter()
                    .position(|i| i.name.eq_ignore_ascii_case(t.trim()))
                    .ok_or_else(|| ("trigger", format!("'{t}' is not an item of this pool")))?,
            ),
            (Refill::Trigger, None) => {
                return Err((
                    "trigger",
                    "refill = \"trigger\" needs trigger = the item that reshuffles (e.g. \"Joker\")"
                        .into(),
                ));
            }
            (_, Some(_)) => {
                return Err((
                    "trigger",
                    "a trigger item only works with refill = \"trigger\"".into(),
                ));
            }
            (_, None) => None,
        };
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

/// A pool in play: its definition and how many of each item are still in it.
#[derive(Clone, Debug)]
pub struct Pool {
    name: String,
    shape: Rc<Shape>,
    left: Vec<u32>,
}

impl Pool {
    pub fn new(name: &str, def: &PoolDef) -> Result<Pool> {
        check_name(name).map_err(Error::usage)?;
        let shape = Shape::build(def)
            .map_err(|(key, msg)| Error::usage(format!("pool {name}: {key}: {msg}")))?;
        let left = shape.items.iter().map(|i| i.count).collect();
        Ok(Pool {
            name: name.to_string(),
            shape: Rc::new(shape),
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

    /// Everything back in.
    pub fn reshuffle(&mut self) {
        self.left = self.full();
    }

    /// The classes of `by` (their names, in answer order) and each item's class.
    pub fn classes(&self, by: &By) -> Result<(Vec<String>, Vec<usize>)> {
        let items = &self.shape.items;
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

/// The pools in play: the session's card decks, chit cups and tile bags, in a fixed order.
/// The shared ones (`pools.toml`) are read with the first pool; each rule set's are read
/// from its data the first time one of them is used, so a draw from the deck reads no rule
/// set's data and builds none of their pools. [`Pools::get`], [`Pools::get_mut`] and
/// [`Pools::iter`] see the pools read so far; [`load`] reads them all, [`Pools::pool`] and
/// [`Pools::pool_mut`] read the one they name.
#[derive(Clone, Debug, Default)]
pub struct Pools {
    /// `pools.toml` after house rules (the standard deck first), or the pools given to
    /// [`Pools::new`].
    shared: Vec<Pool>,
    /// Each rule set's own, in registry order, once read.
    sets: Vec<OnceCell<Vec<Pool>>>,
}

impl Pools {
    /// The pools defined by `defs`, each full, and no others.
    pub fn new(defs: Vec<(String, PoolDef)>) -> Result<Pools> {
        let shared = build(defs, &[])?;
        let sets = crate::rules::rule_sets()
            .iter()
            .map(|_| OnceCell::from(Vec::new()))
            .collect();
        Ok(Pools { shared, sets })
    }

    /// The pools the data defines: `pools.toml` after house rules (the standard deck first),
    /// then each rule set's own (its chit cups and tile bags), from the registry. Only the
    /// shared ones are read here; a name one of them shares with a rule set's pool is refused
    /// now, as it would be once that rule set's pools are read.
    pub fn from_data(data: &Data) -> Result<Pools> {
        crate::trace::note("pools", "shared");
        let mut defs: Vec<(String, PoolDef)> = data
            .get::<PoolsFile>()?
            .0
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        defs.sort_by_key(|(k, _)| k != DEFAULT_POOL);
        let sets = crate::rules::rule_sets();
        let declared: Vec<&str> = sets.iter().flat_map(|s| s.pool_names).copied().collect();
        let shared = build(defs, &declared)?;
        Ok(Pools {
            shared,
            sets: sets.iter().map(|_| OnceCell::new()).collect(),
        })
    }

    /// Rule set `k`'s pools, read from `data` if they are not yet.
    fn read_set(&self, data: &Data, k: usize) -> Result<&[Pool]> {
        let cell = &self.sets[k];
        if cell.get().is_none() {
            let set = &crate::rules::rule_sets()[k];
            if !set.pool_names.is_empty() {
                crate::trace::note("pools", set.id);
            }
            let defs = (set.pools)(data)?;
            let names: Vec<&str> = defs.iter().map(|(n, _)| n.as_str()).collect();
            if names != set.pool_names {
                return Err(Error::Runtime(format!(
                    "{}: its pools are {}, not the {} it declares",
                    set.id,
                    names.join(", "),
                    set.pool_names.join(", ")
                )));
            }
            let taken: Vec<&str> = self.iter().map(|p| p.name.as_str()).collect();
            let _ = cell.set(build(defs, &taken)?);
        }
        Ok(cell.get().map_or(&[][..], Vec::as_slice))
    }

    /// Reads every rule set's pools that is not read yet.
    pub fn read_all(&self, data: &Data) -> Result<()> {
        for k in 0..self.sets.len() {
            self.read_set(data, k)?;
        }
        Ok(())
    }

    /// Reads the pool called `name` if it is a rule set's not read yet; for a name no pool
    /// has, reads them all, so the error lists every pool in play.
    fn read_for(&self, data: &Data, name: &str) -> Result<()> {
        if self.iter().any(|p| p.name == name) {
            return Ok(());
        }
        let sets = crate::rules::rule_sets();
        match (0..self.sets.len())
            .find(|&k| sets.get(k).is_some_and(|s| s.pool_names.contains(&name)))
        {
            Some(k) => self.read_set(data, k).map(|_| ()),
            None => self.read_all(data),
        }
    }

    /// The pool called `name`, read from `data` first if need be.
    pub fn pool(&self, data: &Data, name: &str) -> Result<&Pool> {
        self.read_for(data, name)?;
        self.get(name)
    }

    /// The same, for drawing from it.
    pub fn pool_mut(&mut self, data: &Data, name: &str) -> Result<&mut Pool> {
        self.read_for(data, name)?;
        self.get_mut(name)
    }

    /// The pools read so far, in order.
    pub fn iter(&self) -> impl Iterator<Item = &Pool> {
        self.shared
            .iter()
            .chain(self.sets.iter().filter_map(OnceCell::get).flatten())
    }

    fn iter_mut(&mut self) -> impl Iterator<Item = &mut Pool> {
        self.shared
            .iter_mut()
            .chain(self.sets.iter_mut().filter_map(OnceCell::get_mut).flatten())
    }

    pub fn get(&self, name: &str) -> Result<&Pool> {
        match self.iter().find(|p| p.name == name) {
            Some(p) => Ok(p),
            None => Err(self.unknown(name)),
        }
    }

    pub fn get_mut(&mut self, name: &str) -> Result<&mut Pool> {
        if self.iter().all(|p| p.name != name) {
            return Err(self.unknown(name));
        }
        self.iter_mut()
            .find(|p| p.name == name)
            .ok_or_else(|| Error::Runtime(format!("pool {name} vanished")))
    }

    fn unknown(&self, name: &str) -> Error {
        let names: Vec<&str> = self.iter().map(|p| p.name.as_str()).collect();
        Error::usage(format!(
            "no pool called '{name}'; the pools in play are {} (`spw pools` lists them)",
            names.join(", ")
        ))
    }

    /// After a command that succeeded: the pools whose items go back at the end of every
    /// command (`refill = "return"`) are as they were before it (`before`, or full: a pool
    /// `before` had not read yet was full).
    pub fn settle(&mut self, before: Option<&Pools>) {
        for p in self.iter_mut() {
            if p.refill() == Refill::Return {
                match before.and_then(|b| b.get(&p.name).ok()) {
                    Some(b) => p.left = b.left.clone(),
                    None => p.reshuffle(),
                }
            }
        }
    }
}

/// The pools `defs` defines, each full; a name given twice, or one of `taken`, is refused.
fn build(defs: Vec<(String, PoolDef)>, taken: &[&str]) -> Result<Vec<Pool>> {
    let mut pools: Vec<Pool> = Vec::with_capacity(defs.len());
    for (name, def) in &defs {
        if taken.contains(&name.as_str()) || pools.iter().any(|p| p.name == *name) {
            return Err(Error::usage(format!("two pools are called {name}")));
        }
        pools.push(Pool::new(name, def)?);
    }
    Ok(pools)
}

/// One item drawn, as the output shows it:
/// `{"pool":"deck","item":"A♥","kind":"hearts","values":{"rank":1},"for":"card 1"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Drawn {
    pub pool: String,
    pub item: String,
    pub kind: String,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub values: BTreeMap<String, i64>,
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
/// interpreter draws from. The pools load from data on the first draw.
pub struct Table<'a> {
    pub data: &'a Data,
    pub pools: &'a mut OnceCell<Pools>,
    /// The generator for draws when the dice are typed (`--dice`): typed dice are not cards.
    pub spare: Option<&'a mut RngSource>,
    /// Cards turned on the table (`--cards`), taken in order by every draw.
    pub cards: Option<&'a mut TypedCards>,
}

/// The pools `cell` holds, every one of them read from `data` first if need be.
pub(crate) fn load<'c>(cell: &'c OnceCell<Pools>, data: &Data) -> Result<&'c Pools> {
    let pools = load_shared(cell, data)?;
    pools.read_all(data)?;
    Ok(pools)
}

/// The same, for changing them.
pub(crate) fn load_mut<'c>(cell: &'c mut OnceCell<Pools>, data: &Data) -> Result<&'c mut Pools> {
    load(cell, data)?;
    cell.get_mut()
        .ok_or_else(|| Error::Runtime("the pools did not load".into()))
}

/// The pools `cell` holds, with at least the shared ones read (each rule set's are read when
/// one of them is named: [`Pools::pool`]).
fn load_shared<'c>(cell: &'c OnceCell<Pools>, data: &Data) -> Result<&'c Pools> {
    if let Some(p) = cell.get() {
        return Ok(p);
    }
    let p = Pools::from_data(data)?;
    Ok(cell.get_or_init(|| p))
}

pub(crate) fn load_mut_shared<'c>(
    cell: &'c mut OnceCell<Pools>,
    data: &Data,
) -> Result<&'c mut Pools> {
    load_shared(cell, data)?;
    cell.get_mut()
        .ok_or_else(|| Error::Runtime("the pools did not load".into()))
}

/// A read-only view of the pools in play: what the exact interpreter draws from.
#[derive(Clone, Copy)]
pub struct View<'a> {
    pub data: &'a Data,
    pub pools: &'a OnceCell<Pools>,
}

impl<'a> View<'a> {
    /// The pool called `name` as it is now (read from the data on first use).
    pub fn pool(self, name: &str) -> Result<&'a Pool> {
        load_shared(self.pools, self.data)?.pool(self.data, name)
    }
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
        let data = self.data;
        let p = load_mut_shared(self.pools, data)?.pool_mut(data, pool)?;
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
fn nth_left(left: &[u32], mut r: u64) -> usize {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_set_declares_the_pools_its_data_gives() {
        let data = Data::built_in();
        let mut seen: Vec<String> = data.get::<PoolsFile>().unwrap().0.keys().cloned().collect();
        for set in crate::rules::rule_sets() {
            let names: Vec<String> = (set.pools)(&data)
                .unwrap()
                .into_iter()
                .map(|(n, _)| n)
                .collect();
            assert_eq!(names, set.pool_names, "{}", set.id);
            for n in names {
                assert!(!seen.contains(&n), "{n} is declared twice");
                seen.push(n);
            }
        }
    }

    #[test]
    fn a_pool_is_read_with_its_own_rule_set_only_and_listed_in_order() {
        let data = Data::built_in();
        let mut cell = OnceCell::new();
        let hits = crate::rules::rule_sets()
            .iter()
            .flat_map(|s| s.pool_names)
            .find(|n| **n == "hits")
            .expect("a rule set has a pool called hits");
        load_mut_shared(&mut cell, &data)
            .unwrap()
            .pool_mut(&data, hits)
            .unwrap();
        let read: Vec<String> = cell.get().unwrap().iter().map(|p| p.name.clone()).collect();
        let owner = crate::rules::rule_sets()
            .iter()
            .find(|s| s.pool_names.contains(hits))
            .unwrap();
        let mut want = vec![DEFAULT_POOL.to_string()];
        want.extend(owner.pool_names.iter().map(|n| n.to_string()));
        assert_eq!(read, want);
        // All of them read, in the registry's order, whatever was read first.
        let all: Vec<String> = load(&cell, &data)
            .unwrap()
            .iter()
            .map(|p| p.name.clone())
            .collect();
        let eager: Vec<String> = {
            let fresh = OnceCell::new();
            load(&fresh, &data)
                .unwrap()
                .iter()
                .map(|p| p.name.clone())
                .collect()
        };
        assert_eq!(all, eager);
        let mut expected = vec![DEFAULT_POOL.to_string()];
        for set in crate::rules::rule_sets() {
            expected.extend(set.pool_names.iter().map(|n| n.to_string()));
        }
        assert_eq!(all, expected);
    }

    #[test]
    fn a_house_pool_named_like_a_rule_sets_is_refused_before_any_is_read() {
        let house = crate::data::HouseFile {
            name: "pools".into(),
            path: "house/pools.toml".into(),
            text: "[hits]\nsection = \"1\"\nabout = \"x\"\nstandard = {}\n".into(),
        };
        let data = Data::with_house(vec![house]);
        let cell = OnceCell::new();
        let e = load_shared(&cell, &data).unwrap_err().to_string();
        assert!(e.contains("two pools are called hits"), "{e}");
    }

    pub(crate) fn deck(jokers: u8, refill: Refill) -> PoolDef {
        PoolDef {
            section: "test".into(),
            about: "test".into(),
            standard: Some(Standard { jokers }),
            items: Vec::new(),
            refill,
            trigger: (refill == Refill::Trigger).then(|| "Joker".into()),
            noun: None,
            example: false,
        }
    }

    fn cup() -> PoolDef {
        let chit = |name: &str, kind: &str, points: i64, count: u32| ItemDef {
            name: name.into(),
            kind: Some(kind.into()),
            values: BTreeMap::from([("points".to_string(), points)]),
            count,
        };
        PoolDef {
            section: "test".into(),
            about: "test".into(),
            standard: None,
            items: vec![
                chit("chit 3", "tactical", 3, 2),
                chit("chit 1", "tactical", 1, 3),
                chit("air", "support", 2, 1),
            ],
            refill: Refill::Return,
            trigger: None,
            noun: Some("chit".into()),
            example: false,
        }
    }

    #[test]
    fn the_standard_deck_has_52_cards_and_its_jokers() {
        let p = Pool::new("deck", &deck(2, Refill::Trigger)).unwrap();
        assert_eq!(p.total(), 54);
        assert_eq!(p.items().len(), 53);
        assert_eq!(p.trigger(), Some(52));
        let (labels, class) = p.classes(&By::Colour).unwrap();
        assert_eq!(labels, ["red", "black", "joker"]);
        // Clubs first: A♣ is black; the 14th card is A♦, red; the last is the joker.
        assert_eq!((class[0], class[13], class[52]), (1, 0, 2));
        let (labels, class) = p.classes(&By::Suit).unwrap();
        assert_eq!(labels, ["clubs", "diamonds", "hearts", "spades", "joker"]);
        assert_eq!((class[0], class[26], class[51]), (0, 2, 3));
        let (labels, class) = p.classes(&By::Rank).unwrap();
        assert_eq!(labels.len(), 14);
        assert_eq!((class[0], class[12], class[13]), (0, 12, 0));
        // Jokers have no rank value; without them every card has one.
        assert!(p.classes(&By::Value("rank".into())).is_err());
        let p = Pool::new("deck", &deck(0, Refill::Empty)).unwrap();
        let (labels, _) = p.classes(&By::Value("rank".into())).unwrap();
        assert_eq!(labels.len(), 13);
    }

    #[test]
    fn a_cup_sorts_by_name_kind_and_value() {
        let p = Pool::new("cup", &cup()).unwrap();
        assert_eq!(p.total(), 6);
        assert_eq!(p.noun(1), "chit");
        let (labels, class) = p.classes(&By::Kind).unwrap();
        assert_eq!(
            (labels, class),
            (vec!["tactical".into(), "support".into()], vec![0, 0, 1])
        );
        let (labels, class) = p.classes(&By::Value("points".into())).unwrap();
        assert_eq!(
            (labels, class),
            (vec!["1".into(), "2".into(), "3".into()], vec![2, 0, 1])
        );
        let err = p.classes(&By::Suit).unwrap_err().to_string();
        assert!(err.contains("not a playing card"), "{err}");
        let err = p
            .classes(&By::Value("range".into()))
            .unwrap_err()
            .to_string();
        assert!(err.contains("no value 'range'"), "{err}");
    }

    #[test]
    fn bad_definitions_name_the_key() {
        let mut d = deck(3, Refill::Empty);
        assert_eq!(Shape::build(&d).unwrap_err().0, "standard");
        d = deck(0, Refill::Trigger);
        assert_eq!(Shape::build(&d).unwrap_err().0, "trigger");
        d = deck(1, Refill::Empty);
        d.trigger = Some("Joker".into());
        assert_eq!(Shape::build(&d).unwrap_err().0, "trigger");
        d = deck(0, Refill::Empty);
        d.items.push(ItemDef {
            name: "A♥".into(),
            kind: None,
            values: BTreeMap::new(),
            count: 1,
        });
        assert!(Shape::build(&d).unwrap_err().1.contains("two items"));
        let mut c = cup();
        c.items[0].count = 0;
        assert_eq!(Shape::build(&c).unwrap_err().0, "items");
        c = cup();
        c.items.clear();
        assert!(Shape::build(&c).unwrap_err().1.contains("empty"));
        assert!(Pool::new("my cup", &cup()).is_err());
    }

    #[test]
    fn nth_left_counts_copies_in_order() {
        let left = [0, 2, 0, 1];
        assert_eq!(
            (0..3).map(|r| nth_left(&left, r)).collect::<Vec<_>>(),
            [1, 1, 3]
        );
    }

    #[test]
    fn return_pools_settle_back_and_others_keep_their_draws() {
        let mut before = Pools::new(vec![
            ("deck".into(), deck(0, Refill::Empty)),
            ("cup".into(), cup()),
        ])
        .unwrap();
        before.get_mut("cup").unwrap().left[0] = 1;
        let mut after = before.clone();
        after.get_mut("cup").unwrap().left = vec![0, 0, 0];
        after.get_mut("deck").unwrap().left[0] = 0;
        after.settle(Some(&before));
        assert_eq!(after.get("cup").unwrap().left(), [1, 3, 1]);
        assert_eq!(after.get("deck").unwrap().left_total(), 51);
        after.settle(None);
        assert_eq!(after.get("cup").unwrap().left_total(), 6);
        let err = after.get("bag").unwrap_err().to_string();
        assert!(err.contains("deck, cup"), "{err}");
    }
}

#[cfg(test)]
mod exact_tests;

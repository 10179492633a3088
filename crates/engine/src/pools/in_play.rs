//! The pools in play ([`Pools`]), read on first use from where they are defined ([`Defs`]).

use std::cell::OnceCell;

use super::def::{PoolDef, Refill};
use super::{DEFAULT_POOL, Pool};
use crate::error::{Error, Result};

/// Where the pools in play are defined, read on first use: the data files, as the layer that
/// reads them hands them down, with the rule sets' own pools in registry order.
pub trait Defs {
    /// The shared pools (`pools.toml` after house rules), in any order.
    fn shared(&self) -> Result<Vec<(&str, &PoolDef)>>;
    /// How many rule sets may have pools of their own.
    fn sets(&self) -> usize;
    /// Rule set `k`'s id and the names of its pools, known without reading its data.
    fn declared(&self, k: usize) -> Option<(&'static str, &'static [&'static str])>;
    /// Rule set `k`'s pools, read from its data.
    fn set(&self, k: usize) -> Result<Vec<(&str, &PoolDef)>>;
}

/// The pools in play: the session's card decks, chit cups and tile bags, in a fixed order.
/// Each is built the first time it is used: the shared ones' names (`pools.toml`) are read
/// with the first pool, each rule set's from its data the first time one of them is used. So
/// a draw from the deck reads no rule set's data, and a draw from a rule set's deck lays out
/// no other deck. [`Pools::get`], [`Pools::get_mut`] and [`Pools::iter`] see the pools built
/// so far; [`load`] builds them all, [`Pools::pool`] and [`Pools::pool_mut`] the one they
/// name.
#[derive(Clone, Debug, Default)]
pub struct Pools {
    /// `pools.toml` after house rules (the standard deck first), or the pools given to
    /// [`Pools::new`].
    shared: Vec<Slot>,
    /// Each rule set's own, in registry order, once its data is read.
    sets: Vec<OnceCell<Vec<Slot>>>,
}

/// A pool's name, and the pool once built.
#[derive(Clone, Debug)]
struct Slot {
    name: String,
    pool: OnceCell<Pool>,
}

impl Slot {
    fn new(name: &str) -> Slot {
        Slot {
            name: name.to_string(),
            pool: OnceCell::new(),
        }
    }

    /// The pool, built from its definition in `group` (a shared or a rule set's) if need be.
    fn build<'d>(
        &self,
        group: impl FnOnce() -> Result<Vec<(&'d str, &'d PoolDef)>>,
    ) -> Result<&Pool> {
        if let Some(p) = self.pool.get() {
            return Ok(p);
        }
        crate::trace::note("pool", &self.name);
        let name = &self.name;
        let def = group()?
            .into_iter()
            .find(|(n, _)| n == name)
            .map(|(_, d)| d)
            .ok_or_else(|| Error::Runtime(format!("pool {name} is no longer defined")))?;
        let pool = Pool::new(name, def)?;
        Ok(self.pool.get_or_init(|| pool))
    }
}

impl Pools {
    /// The pools defined by `defs`, each full, and no others.
    pub fn new(defs: &[(&str, &PoolDef)]) -> Result<Pools> {
        let mut shared: Vec<Slot> = Vec::with_capacity(defs.len());
        for &(name, def) in defs {
            refuse_taken(name, shared.iter().map(|s| s.name.as_str()), &[])?;
            shared.push(Slot {
                name: name.to_string(),
                pool: OnceCell::from(Pool::new(name, def)?),
            });
        }
        Ok(Pools {
            shared,
            sets: Vec::new(),
        })
    }

    /// The pools `defs` defines: the shared ones (the standard deck first), then each rule
    /// set's own (its chit cups and tile bags). Only the shared ones' names are read here; a
    /// name given twice, or one a rule set's pool has, is refused now, as it would be once
    /// those pools are read.
    pub fn from_defs(defs: &dyn Defs) -> Result<Pools> {
        crate::trace::note("pools", "shared");
        let mut shared = defs.shared()?;
        shared.sort_by_key(|(k, _)| *k != DEFAULT_POOL);
        let declared: Vec<&str> = (0..defs.sets())
            .filter_map(|k| defs.declared(k))
            .flat_map(|(_, names)| names)
            .copied()
            .collect();
        let mut slots: Vec<Slot> = Vec::with_capacity(shared.len());
        for (name, _) in shared {
            refuse_taken(name, slots.iter().map(|s| s.name.as_str()), &declared)?;
            slots.push(Slot::new(name));
        }
        Ok(Pools {
            shared: slots,
            sets: (0..defs.sets()).map(|_| OnceCell::new()).collect(),
        })
    }

    /// Rule set `k`'s pools, their names read from `defs` if they are not yet (each pool is
    /// built when it is used).
    fn read_set(&self, defs: &dyn Defs, k: usize) -> Result<&[Slot]> {
        let cell = &self.sets[k];
        if cell.get().is_none() {
            let (id, pool_names) = defs
                .declared(k)
                .ok_or_else(|| Error::Runtime(format!("no rule set {k} to read pools of")))?;
            if !pool_names.is_empty() {
                crate::trace::note("pools", id);
            }
            let names: Vec<&str> = defs.set(k)?.iter().map(|(n, _)| *n).collect();
            if names != pool_names {
                return Err(Error::Runtime(format!(
                    "{id}: its pools are {}, not the {} it declares",
                    names.join(", "),
                    pool_names.join(", ")
                )));
            }
            // Every shared pool's name and the other rule sets' read so far.
            let taken: Vec<&str> = self.slots().map(|s| s.name.as_str()).collect();
            let mut slots: Vec<Slot> = Vec::with_capacity(names.len());
            for name in names {
                refuse_taken(name, slots.iter().map(|s| s.name.as_str()), &taken)?;
                slots.push(Slot::new(name));
            }
            let _ = cell.set(slots);
        }
        Ok(cell.get().map_or(&[][..], Vec::as_slice))
    }

    /// Every pool whose name is known so far, built or not, in order.
    fn slots(&self) -> impl Iterator<Item = &Slot> {
        self.shared
            .iter()
            .chain(self.sets.iter().filter_map(OnceCell::get).flatten())
    }

    /// Builds every pool that is not built yet.
    pub fn read_all(&self, defs: &dyn Defs) -> Result<()> {
        for s in &self.shared {
            s.build(|| defs.shared())?;
        }
        for k in 0..self.sets.len() {
            for s in self.read_set(defs, k)? {
                s.build(|| defs.set(k))?;
            }
        }
        Ok(())
    }

    /// Builds the pool called `name` if it is not built yet; for a name no pool has, builds
    /// them all, so the error lists every pool in play.
    fn read_for(&self, defs: &dyn Defs, name: &str) -> Result<()> {
        if let Some(s) = self.shared.iter().find(|s| s.name == name) {
            return s.build(|| defs.shared()).map(|_| ());
        }
        match (0..self.sets.len()).find(|&k| {
            defs.declared(k)
                .is_some_and(|(_, names)| names.contains(&name))
        }) {
            Some(k) => match self.read_set(defs, k)?.iter().find(|s| s.name == name) {
                Some(s) => s.build(|| defs.set(k)).map(|_| ()),
                None => self.read_all(defs),
            },
            None => self.read_all(defs),
        }
    }

    /// The pool called `name`, read from `defs` first if need be.
    pub fn pool(&self, defs: &dyn Defs, name: &str) -> Result<&Pool> {
        self.read_for(defs, name)?;
        self.get(name)
    }

    /// The same, for drawing from it.
    pub fn pool_mut(&mut self, defs: &dyn Defs, name: &str) -> Result<&mut Pool> {
        self.read_for(defs, name)?;
        self.get_mut(name)
    }

    /// The pools built so far, in order.
    pub fn iter(&self) -> impl Iterator<Item = &Pool> {
        self.slots().filter_map(|s| s.pool.get())
    }

    fn iter_mut(&mut self) -> impl Iterator<Item = &mut Pool> {
        self.shared
            .iter_mut()
            .chain(self.sets.iter_mut().filter_map(OnceCell::get_mut).flatten())
            .filter_map(|s| s.pool.get_mut())
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

/// A pool called `name` when one `before` it or one of `taken` is called that too.
fn refuse_taken<'a>(
    name: &str,
    mut before: impl Iterator<Item = &'a str>,
    taken: &[&str],
) -> Result<()> {
    if taken.contains(&name) || before.any(|b| b == name) {
        return Err(Error::usage(format!("two pools are called {name}")));
    }
    Ok(())
}

/// The pools `cell` holds, every one of them read from `defs` first if need be.
pub fn load<'c>(cell: &'c OnceCell<Pools>, defs: &dyn Defs) -> Result<&'c Pools> {
    let pools = load_shared(cell, defs)?;
    pools.read_all(defs)?;
    Ok(pools)
}

/// The same, for changing them.
pub fn load_mut<'c>(cell: &'c mut OnceCell<Pools>, defs: &dyn Defs) -> Result<&'c mut Pools> {
    load(cell, defs)?;
    cell.get_mut()
        .ok_or_else(|| Error::Runtime("the pools did not load".into()))
}

/// The pools `cell` holds, with at least the shared ones read (each rule set's are read when
/// one of them is named: [`Pools::pool`]).
fn load_shared<'c>(cell: &'c OnceCell<Pools>, defs: &dyn Defs) -> Result<&'c Pools> {
    if let Some(p) = cell.get() {
        return Ok(p);
    }
    let p = Pools::from_defs(defs)?;
    Ok(cell.get_or_init(|| p))
}

pub fn load_mut_shared<'c>(
    cell: &'c mut OnceCell<Pools>,
    defs: &dyn Defs,
) -> Result<&'c mut Pools> {
    load_shared(cell, defs)?;
    cell.get_mut()
        .ok_or_else(|| Error::Runtime("the pools did not load".into()))
}

/// A read-only view of the pools in play: what the exact interpreter draws from.
#[derive(Clone, Copy)]
pub struct View<'a> {
    pub defs: &'a dyn Defs,
    pub pools: &'a OnceCell<Pools>,
}

impl<'a> View<'a> {
    /// The pool called `name` as it is now (read from its definition on first use).
    pub fn pool(self, name: &str) -> Result<&'a Pool> {
        load_shared(self.pools, self.defs)?.pool(self.defs, name)
    }
}

//! `data/pools.toml` and where the pools in play are read from: the shared pools, and each rule
//! set's own from its data file, as the registry above hands them down ([`SetData`]).

use std::collections::BTreeMap;

use serde::Deserialize;

use super::{Data, DataFile, Problem};
use crate::error::Result;
use crate::pools::{Defs, PoolDef};

/// A rule set's own pools, read from its data.
pub(crate) type PoolsOf = fn(&Data) -> Result<Vec<(&str, &PoolDef)>>;

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
            crate::pools::check(name, def).map_err(|(key, msg)| Problem::new(name, key, msg))?;
        }
        Ok(())
    }
}

/// The pools are defined by `pools.toml` (house rules included) and the rule sets' data.
impl Defs for Data {
    fn shared(&self) -> Result<Vec<(&str, &PoolDef)>> {
        Ok(self
            .get::<PoolsFile>()?
            .0
            .iter()
            .map(|(k, v)| (k.as_str(), v))
            .collect())
    }

    fn sets(&self) -> usize {
        self.sets.len()
    }

    fn declared(&self, k: usize) -> Option<(&'static str, &'static [&'static str])> {
        self.sets.get(k).map(|s| (s.id, s.pool_names))
    }

    fn set(&self, k: usize) -> Result<Vec<(&str, &PoolDef)>> {
        match self.sets.get(k) {
            Some(s) => (s.pools)(self),
            None => Ok(Vec::new()),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::cell::OnceCell;

    use super::*;
    use crate::pools::{DEFAULT_POOL, load, load_mut_shared};

    #[test]
    fn each_rule_set_declares_the_pools_its_data_gives() {
        let data = Data::built_in(crate::rules::data_sets());
        let mut seen: Vec<String> = data.get::<PoolsFile>().unwrap().0.keys().cloned().collect();
        for set in crate::rules::rule_sets() {
            let names: Vec<String> = (set.pools)(&data)
                .unwrap()
                .into_iter()
                .map(|(n, _)| n.to_string())
                .collect();
            assert_eq!(names, set.pool_names, "{}", set.id);
            for n in names {
                assert!(!seen.contains(&n), "{n} is declared twice");
                seen.push(n);
            }
        }
    }

    #[test]
    fn a_pool_is_built_alone_and_listed_in_order() {
        let data = Data::built_in(crate::rules::data_sets());
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
        let read: Vec<String> = cell
            .get()
            .unwrap()
            .iter()
            .map(|p| p.name().to_string())
            .collect();
        // Only the pool drawn from is built: not the shared deck, nor the other pools of
        // its rule set.
        assert_eq!(read, [hits.to_string()]);
        // All of them read, in the registry's order, whatever was read first.
        let all: Vec<String> = load(&cell, &data)
            .unwrap()
            .iter()
            .map(|p| p.name().to_string())
            .collect();
        let eager: Vec<String> = {
            let fresh = OnceCell::new();
            load(&fresh, &data)
                .unwrap()
                .iter()
                .map(|p| p.name().to_string())
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
        let data = Data::with_house(crate::rules::data_sets(), vec![house]);
        let cell = OnceCell::new();
        let e = load(&cell, &data).unwrap_err().to_string();
        assert!(e.contains("two pools are called hits"), "{e}");
    }
}

//! An item's named numbers (`values = { points = 3 }`).

use std::collections::BTreeMap;
use std::fmt;
use std::rc::Rc;

use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// An item's named numbers, in the order of their names, as a map would keep them. An item has
/// one or two, so they are a short list: a `BTreeMap` allocates a node of 368 bytes for the
/// first, and a deck lays out 52 items (bench/README.md). They never change once read, so
/// the list is shared: the item laid out from a definition, and each one drawn, copy none of
/// it. No numbers is no list.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Values(Option<Rc<[(String, i64)]>>);

impl Values {
    /// One named number (a standard card's `rank`).
    pub fn one(name: &str, value: i64) -> Values {
        Values(Some(Rc::new([(name.to_string(), value)])))
    }

    fn of(list: Vec<(String, i64)>) -> Values {
        Values((!list.is_empty()).then(|| list.into()))
    }

    fn list(&self) -> &[(String, i64)] {
        self.0.as_deref().unwrap_or_default()
    }

    pub fn get(&self, name: &str) -> Option<&i64> {
        self.list().iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }

    pub fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    pub fn is_empty(&self) -> bool {
        self.list().is_empty()
    }

    /// Each name and its number, in the order of the names.
    pub fn iter(&self) -> impl Iterator<Item = (&str, i64)> {
        self.list().iter().map(|(k, v)| (k.as_str(), *v))
    }
}

impl From<BTreeMap<String, i64>> for Values {
    fn from(map: BTreeMap<String, i64>) -> Values {
        Values::of(map.into_iter().collect())
    }
}

impl fmt::Debug for Values {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl Serialize for Values {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.iter())
    }
}

/// Read as a map is (the same errors; a name given twice keeps its last number), straight
/// into the list.
impl<'de> Deserialize<'de> for Values {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Values, D::Error> {
        struct Visit;
        impl<'de> Visitor<'de> for Visit {
            type Value = Values;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a map")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Values, A::Error> {
                let mut list: Vec<(String, i64)> = Vec::with_capacity(map.size_hint().unwrap_or(1));
                while let Some(entry) = map.next_entry::<String, i64>()? {
                    list.push(entry);
                }
                // A stable sort keeps a name's numbers in the order given; the last one stays,
                // as a map's insert would leave it (n log n however many a house file gives).
                list.sort_by(|a, b| a.0.cmp(&b.0));
                list.dedup_by(|later, kept| {
                    let same = later.0 == kept.0;
                    if same {
                        kept.1 = later.1;
                    }
                    same
                });
                Ok(Values::of(list))
            }
        }
        d.deserialize_map(Visit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_write_and_show_as_the_map_they_were() {
        let map = BTreeMap::from([("rank".to_string(), 1), ("points".to_string(), -3)]);
        let v = Values::from(map.clone());
        assert_eq!(format!("{v:?}"), format!("{map:?}"));
        assert_eq!(
            serde_json::to_string(&v).unwrap(),
            serde_json::to_string(&map).unwrap()
        );
        let back: Values = serde_json::from_str(r#"{"rank": 1, "points": -3}"#).unwrap();
        assert_eq!(back, v);
        assert_eq!(v.get("points"), Some(&-3));
        assert!(v.contains_key("rank") && !v.contains_key("figure"));
        assert!(!v.is_empty() && Values::default().is_empty());
        // No numbers is no list, however it was read.
        let none: Values = serde_json::from_str("{}").unwrap();
        assert_eq!(none, Values::default());
        assert_eq!(Values::from(BTreeMap::new()), Values::default());
        // A copy shares the list.
        let copy = v.clone();
        assert!(matches!((&copy.0, &v.0), (Some(a), Some(b)) if Rc::ptr_eq(a, b)));
        let rank = BTreeMap::from([("rank".to_string(), 1)]);
        assert_eq!(Values::one("rank", 1), Values::from(rank));
        // Unsorted, and a name twice: sorted, the last number kept, as a map keeps them.
        let twice: Values =
            serde_json::from_str(r#"{"rank": 2, "points": -3, "rank": 5, "rank": 1}"#).unwrap();
        assert_eq!(twice, v);
        // What a map of numbers refuses, with a map's words.
        for (bad, why) in [
            (r#"{"rank": "x"}"#, "expected i64"),
            ("[1]", "expected a map"),
        ] {
            let map_err = serde_json::from_str::<BTreeMap<String, i64>>(bad).unwrap_err();
            let err = serde_json::from_str::<Values>(bad).unwrap_err();
            assert_eq!(err.to_string(), map_err.to_string());
            assert!(err.to_string().contains(why), "{err}");
        }
    }
}

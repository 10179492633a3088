//! An item's named numbers (`values = { points = 3 }`).

use std::collections::BTreeMap;
use std::fmt;
use std::rc::Rc;

use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// An item's named numbers, in the order of their names, as a map would keep them. An item has
/// one or two, so they are a short list: a `BTreeMap` would allocate a whole node for the
/// first, for each of a deck's 52 items (bench/README.md, "Figures behind the code"). They
/// never change once read, so the list is shared: the item laid out from a definition, and
/// each one drawn, copy none of it. No numbers is no list.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Values(Option<List>);

/// Each name and its number, shared.
type List = Rc<[(String, i64)]>;

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
/// into the list. A pool's items mostly carry the same few numbers (a hit deck's 52 cards,
/// `figure = 1` on 36 of them), so a list equal to one of the last few read is shared with it
/// rather than built again: a deck read from a data file then makes 3 lists, not 52.
impl<'de> Deserialize<'de> for Values {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Values, D::Error> {
        struct Visit;
        impl<'de> Visitor<'de> for Visit {
            type Value = Values;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a map")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Values, A::Error> {
                let Some(first) = map.next_entry::<Name<'de>, i64>()? else {
                    return Ok(Values::default());
                };
                let Some(second) = map.next_entry::<Name<'de>, i64>()? else {
                    return Ok(Values::shared(&[(first.0.as_str(), first.1)]));
                };
                let mut list = vec![first, second];
                while let Some(entry) = map.next_entry::<Name<'de>, i64>()? {
                    list.push(entry);
                }
                // A stable sort keeps a name's numbers in the order given; the last one stays,
                // as a map's insert would leave it (n log n however many a house file gives).
                list.sort_by(|a, b| a.0.as_str().cmp(b.0.as_str()));
                list.dedup_by(|later, kept| {
                    let same = later.0.as_str() == kept.0.as_str();
                    if same {
                        kept.1 = later.1;
                    }
                    same
                });
                let named: Vec<(&str, i64)> = list.iter().map(|(k, v)| (k.as_str(), *v)).collect();
                Ok(Values::shared(&named))
            }
        }
        d.deserialize_map(Visit)
    }
}

/// A value's name as read: borrowed from the text where the reader can (JSON without escapes).
enum Name<'de> {
    Borrowed(&'de str),
    Owned(String),
}

impl Name<'_> {
    fn as_str(&self) -> &str {
        match self {
            Name::Borrowed(s) => s,
            Name::Owned(s) => s,
        }
    }
}

impl<'de> Deserialize<'de> for Name<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Name<'de>, D::Error> {
        struct Visit;
        impl<'de> Visitor<'de> for Visit {
            type Value = Name<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string")
            }
            fn visit_borrowed_str<E>(self, s: &'de str) -> Result<Name<'de>, E> {
                Ok(Name::Borrowed(s))
            }
            fn visit_str<E>(self, s: &str) -> Result<Name<'de>, E> {
                Ok(Name::Owned(s.to_string()))
            }
            fn visit_string<E>(self, s: String) -> Result<Name<'de>, E> {
                Ok(Name::Owned(s))
            }
        }
        d.deserialize_string(Visit)
    }
}

/// How many of the lists read last are kept to share (a deck's items cycle through a few).
const RECENT: usize = 4;

thread_local! {
    /// The lists read last, the newest at the front.
    static READ: std::cell::RefCell<Vec<List>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Values {
    /// `list` (sorted, each name once, not empty): one of the lists read last when equal to
    /// it, else a new one, kept among them.
    fn shared(list: &[(&str, i64)]) -> Values {
        READ.with(|read| {
            let mut read = read.borrow_mut();
            let same = |kept: &List| {
                kept.len() == list.len()
                    && kept.iter().zip(list).all(|(a, b)| a.0 == b.0 && a.1 == b.1)
            };
            if let Some(kept) = read.iter().find(|k| same(k)) {
                return Values(Some(Rc::clone(kept)));
            }
            let new: List = list.iter().map(|(k, v)| (k.to_string(), *v)).collect();
            read.truncate(RECENT - 1);
            read.insert(0, Rc::clone(&new));
            Values(Some(new))
        })
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
        // Equal lists read one after another are one list; names read with escapes too.
        let deck: Vec<Values> = serde_json::from_str(
            r#"[{"figure": 1}, {"figure": 2}, {"fig\u0075re": 1}, {"rank": 1, "figure": 1}, {"figure": 1, "rank": 1}]"#,
        )
        .unwrap();
        let shares =
            |a: &Values, b: &Values| matches!((&a.0, &b.0), (Some(x), Some(y)) if Rc::ptr_eq(x, y));
        assert!(shares(&deck[0], &deck[2]) && shares(&deck[3], &deck[4]));
        assert!(!shares(&deck[0], &deck[1]) && !shares(&deck[0], &deck[3]));
        assert_eq!(deck[2].get("figure"), Some(&1));
        assert_eq!(format!("{:?}", deck[4]), r#"{"figure": 1, "rank": 1}"#);
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

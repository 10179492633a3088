//! What the typed tables leave to the generic reader ([`super::table`]): every table's
//! `section` and `about` (`spw tables` shows them from the file itself), and whole tables no
//! procedure reads (a house `[weather]` that is only rolled on and shown).
//!
//! Both are taken out of a table's keys while it is read, so the typed structs hold only what
//! code reads yet stay strict (`deny_unknown_fields`), and every error still carries the line
//! and column of the key at fault.

use std::collections::BTreeMap;
use std::fmt;

use serde::Deserialize;
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, Visitor};

use super::{DiceExpr, RollRange, check_ranges};

/// A typed table: its struct read from the table without `section` and `about`, which must
/// be there and be text (`#[serde(deserialize_with = "described")]`, as `data_file!` writes).
pub(crate) fn described<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<T, D::Error> {
    T::deserialize(Sifter {
        inner: d,
        aside: Meta::required(),
    })
}

/// [`described`] for a house rule's optional table.
pub(crate) fn described_opt<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<T>, D::Error> {
    described(d).map(Some)
}

/// A house rule's table that adds to the built-in one (`[crt]`, whose CRTs join the built-in
/// ones), so its `section` and `about` may be left out; when given, they are text.
pub(crate) fn adding<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<T>, D::Error> {
    let aside = Meta {
        required: false,
        ..Meta::required()
    };
    T::deserialize(Sifter { inner: d, aside }).map(Some)
}

/// Tables by name, each [`described`] (`data/dice.toml`'s dice).
pub(crate) fn each_described<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<BTreeMap<String, T>, D::Error> {
    struct One<T>(T);
    impl<'de, T: Deserialize<'de>> Deserialize<'de> for One<T> {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            described(d).map(One)
        }
    }
    let all = BTreeMap::<String, One<T>>::deserialize(d)?;
    Ok(all.into_iter().map(|(k, One(t))| (k, t)).collect())
}

/// A whole rule-set file: the tables in `typed` go to `T`, every other one must be a table to
/// roll on ([`Rolled`]) and is checked here, then left to the generic reader.
pub(crate) fn whole<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
    typed: &'static [&'static str],
) -> Result<T, D::Error> {
    T::deserialize(Sifter {
        inner: d,
        aside: Untyped { typed },
    })
}

/// Keys of a map that something other than the type being read takes.
trait Aside<'de> {
    fn claims(&self, key: &str) -> bool;
    /// Reads the value of a key it claims.
    fn read<A: MapAccess<'de>>(&mut self, key: &str, map: &mut A) -> Result<(), A::Error>;
    /// After the last key: whatever it requires that was not there.
    fn finish<E: de::Error>(&self) -> Result<(), E>;
}

/// `section` and `about`: text, and required unless the table adds to another.
struct Meta {
    required: bool,
    section: bool,
    about: bool,
}

impl Meta {
    fn required() -> Meta {
        Meta {
            required: true,
            section: false,
            about: false,
        }
    }
}

impl<'de> Aside<'de> for Meta {
    fn claims(&self, key: &str) -> bool {
        key == "section" || key == "about"
    }

    fn read<A: MapAccess<'de>>(&mut self, key: &str, map: &mut A) -> Result<(), A::Error> {
        map.next_value::<String>()?;
        match key {
            "section" => self.section = true,
            _ => self.about = true,
        }
        Ok(())
    }

    fn finish<E: de::Error>(&self) -> Result<(), E> {
        match (self.required, self.section, self.about) {
            (true, false, _) => Err(E::missing_field("section")),
            (true, _, false) => Err(E::missing_field("about")),
            _ => Ok(()),
        }
    }
}

/// The tables of a file no struct has: each read as a [`Rolled`].
struct Untyped {
    typed: &'static [&'static str],
}

impl<'de> Aside<'de> for Untyped {
    fn claims(&self, key: &str) -> bool {
        !self.typed.contains(&key)
    }

    fn read<A: MapAccess<'de>>(&mut self, key: &str, map: &mut A) -> Result<(), A::Error> {
        map.next_value_seed(Rolled {
            name: key,
            typed: self.typed,
        })
    }

    fn finish<E: de::Error>(&self) -> Result<(), E> {
        Ok(())
    }
}

/// A deserializer whose maps hand the keys `aside` claims to it.
struct Sifter<D, S> {
    inner: D,
    aside: S,
}

/// The visitor of a [`Sifter`]: the type's own, given the map without the claimed keys.
struct Sifting<V, S> {
    visitor: V,
    aside: S,
    /// The struct's fields, when it is read as a struct (every typed table is strict).
    fields: Option<&'static [&'static str]>,
}

/// The map a [`Sifting`] visitor hands on.
struct Sifted<'s, A, S> {
    map: A,
    aside: &'s mut S,
    fields: Option<&'static [&'static str]>,
}

/// A key as a [`Sifted`] map reads it: the type's, or one claimed with the seed handed back.
enum Key<V, K> {
    Field(V),
    Claimed(String, K),
}

/// Reads a key, and passes it on to the type's seed unless `aside` claims it.
struct KeySeed<'s, K, S> {
    seed: K,
    aside: &'s S,
    fields: Option<&'static [&'static str]>,
}

impl<'de, D: Deserializer<'de>, S: Aside<'de>> Deserializer<'de> for Sifter<D, S> {
    type Error = D::Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        let aside = self.aside;
        let fields = None;
        self.inner.deserialize_any(Sifting {
            visitor,
            aside,
            fields,
        })
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        let aside = self.aside;
        let fields = None;
        self.inner.deserialize_map(Sifting {
            visitor,
            aside,
            fields,
        })
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let aside = self.aside;
        let sifting = Sifting {
            visitor,
            aside,
            fields: Some(fields),
        };
        self.inner.deserialize_struct(name, fields, sifting)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct enum identifier
        ignored_any
    }
}

impl<'de, V: Visitor<'de>, S: Aside<'de>> Visitor<'de> for Sifting<V, S> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.visitor.expecting(f)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        let mut aside = self.aside;
        let value = self.visitor.visit_map(Sifted {
            map,
            aside: &mut aside,
            fields: self.fields,
        })?;
        aside.finish()?;
        Ok(value)
    }
}

impl<'de, A: MapAccess<'de>, S: Aside<'de>> MapAccess<'de> for Sifted<'_, A, S> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        let mut seed = seed;
        loop {
            let key = self.map.next_key_seed(KeySeed {
                seed,
                aside: &*self.aside,
                fields: self.fields,
            })?;
            match key {
                None => return Ok(None),
                Some(Key::Field(v)) => return Ok(Some(v)),
                Some(Key::Claimed(key, back)) => {
                    self.aside.read(&key, &mut self.map)?;
                    seed = back;
                }
            }
        }
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }
}

impl<'de, K: DeserializeSeed<'de>, S: Aside<'de>> DeserializeSeed<'de> for KeySeed<'_, K, S> {
    type Value = Key<K::Value, K>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        let key = String::deserialize(d)?;
        if self.aside.claims(&key) {
            return Ok(Key::Claimed(key, self.seed));
        }
        // A strict struct refuses an unknown key naming every key the table takes, the
        // claimed ones too (they are the table's keys as the file's reader sees them).
        if let Some(fields) = self.fields.filter(|f| !f.contains(&key.as_str())) {
            let all: Vec<String> = ["section", "about"]
                .iter()
                .chain(fields)
                .filter(|k| self.aside.claims(k) || fields.contains(k))
                .map(|k| format!("`{k}`"))
                .collect();
            return Err(de::Error::custom(format!(
                "unknown field `{key}`, expected one of {}",
                all.join(", ")
            )));
        }
        // Inside the map's own key step, so an unknown key is reported where it stands.
        self.seed
            .deserialize(de::value::StringDeserializer::<D::Error>::new(key))
            .map(Key::Field)
    }
}

/// A table no code reads, in the shape of the other rollable tables: `section`, `about`, `dice`
/// and `rows`, each row a `roll` range and what it means; every roll of the dice needs exactly
/// one row. Read as the seed of the table called `name`, to name it in every refusal.
struct Rolled<'a> {
    name: &'a str,
    typed: &'static [&'static str],
}

impl Rolled<'_> {
    /// A refusal: which table, what this file's tables are, and what the table lacks.
    fn not_ours(&self, lacks: &str) -> String {
        format!(
            "[{}] is not one of this file's tables ({}), and a new table to roll on {lacks}",
            self.name,
            self.typed.join(", ")
        )
    }
}

impl<'de> DeserializeSeed<'de> for Rolled<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Rolled<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "one of this file's tables ({}) or a new table to roll on (section, about, dice \
             and rows)",
            self.typed.join(", ")
        )
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let (mut section, mut about, mut dice, mut rows) = (false, false, None, None);
        while let Some(key) = map.next_key_seed(RolledKey(&self))? {
            match key {
                "section" => section = map.next_value::<String>().map(|_| true)?,
                "about" => about = map.next_value::<String>().map(|_| true)?,
                "dice" => dice = Some(map.next_value::<DiceExpr>()?),
                _ => rows = Some(map.next_value::<Vec<RolledRow>>()?),
            }
        }
        let missing = [("section", section), ("about", about)]
            .into_iter()
            .chain([("dice", dice.is_some()), ("rows", rows.is_some())])
            .find(|(_, there)| !there);
        let (Some(dice), Some(rows), None) = (dice, rows, missing) else {
            let (key, _) = missing.unwrap_or_default();
            return Err(de::Error::custom(self.not_ours(&format!(
                "needs section, about, dice and rows: it has no {key}"
            ))));
        };
        let reach = dice.reach().map_err(de::Error::custom)?;
        check_ranges(self.name, rows.into_iter().map(|r| r.0), reach).map_err(|p| {
            let message = format!("[{}] rows: {}", self.name, p.message);
            if let Some(row) = p.row {
                super::place::note_row(self.name, row, &message);
            }
            de::Error::custom(message)
        })
    }
}

/// A key of a [`Rolled`] table: one of its four, or a refusal naming the table.
struct RolledKey<'r, 'a>(&'r Rolled<'a>);

impl<'de> DeserializeSeed<'de> for RolledKey<'_, '_> {
    type Value = &'static str;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<&'static str, D::Error> {
        let key = String::deserialize(d)?;
        ["section", "about", "dice", "rows"]
            .into_iter()
            .find(|k| *k == key)
            .ok_or_else(|| {
                de::Error::custom(self.0.not_ours(&format!(
                    "has only section, about, dice and rows, not {key}"
                )))
            })
    }
}

/// A row of a [`Rolled`] table: its roll range; the rest is shown as it is.
struct RolledRow(RollRange);

impl<'de> Deserialize<'de> for RolledRow {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = RolledRow;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a row: { roll = \"1-2\", result = \"what it means\" }")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RolledRow, A::Error> {
                let mut roll = None;
                while let Some(key) = map.next_key::<String>()? {
                    if key == "roll" {
                        roll = Some(map.next_value::<RollRange>()?);
                    } else {
                        map.next_value::<IgnoredAny>()?;
                    }
                }
                roll.map(RolledRow)
                    .ok_or_else(|| de::Error::missing_field("roll"))
            }
        }
        d.deserialize_map(V)
    }
}

#[cfg(test)]
mod tests {
    use crate::data::fields::with_named_dice;
    use crate::data::{Data, DataFile, Origin, parse, read};
    use crate::rules::portable::data::Portable;

    const WEATHER: &str = "\n[weather]\nsection = \"s\"\nabout = \"a\"\ndice = \"d6\"\n\
                           rows = [{ roll = \"1-2\", result = \"rain\" }, { roll = \"3-6\", result = \"clear\" }]\n";

    #[test]
    fn a_built_in_file_may_hold_a_table_no_struct_has() {
        let data = Data::built_in(crate::rules::data_sets());
        with_named_dice(data.dice().unwrap(), built_in_with_weather);
    }

    fn built_in_with_weather() {
        let text = format!("{}{WEATHER}", Portable::TEXT);
        let toml: Portable = parse(&text, "portable", &Origin::BuiltIn, Portable::TABLES).unwrap();
        // As build.rs compiles it.
        let json = serde_json::to_string(&text.parse::<toml::Table>().unwrap()).unwrap();
        let from_json: Portable = read(
            &mut serde_json::Deserializer::from_str(&json),
            Portable::TABLES,
        )
        .unwrap();
        assert_eq!(format!("{toml:?}"), format!("{from_json:?}"));
        let gap = format!("{}{}", Portable::TEXT, WEATHER.replace("3-6", "4-6"));
        let err = parse::<Portable>(&gap, "portable", &Origin::BuiltIn, Portable::TABLES)
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("[weather] rows: no row for a roll of 3"),
            "{err}"
        );
    }
}

//! A rule set's table, read the first time code reaches it.
//!
//! A one-liner uses one or two of its rule set's twenty-odd tables, and reading them all
//! (every dice expression parsed, every check run) would be most of its start-up. So when
//! no house rule touches a file, each table keeps its slice of the compiled JSON and is read
//! on first use. With house rules the whole file is read and checked up front, as before: the
//! checks span tables, and an error must name the house file, line and column.

use std::cell::OnceCell;
use std::fmt;
use std::ops::{Deref, DerefMut};

use serde::de::{Deserialize, DeserializeOwned, Deserializer};

use super::Compiled;

/// A table of a `data_file!` struct: read already, or its compiled JSON waiting to be. Not
/// `Clone`, so `table.clone()` clones the table read.
pub(crate) struct Table<T> {
    value: OnceCell<T>,
    later: Option<Later>,
}

/// What a table not read yet needs: its name and its JSON (the named dice it may use are the
/// built-in ones).
struct Later {
    name: &'static str,
    json: &'static str,
}

impl<T> Table<T> {
    /// A table read already (from TOML, or a house rule's).
    pub(crate) fn ready(value: T) -> Table<T> {
        Table {
            value: OnceCell::from(value),
            later: None,
        }
    }

    /// The built-in table `name` of a `compiled` file, to read on first use with the built-in
    /// named dice; `None` if the file has no such table.
    pub(crate) fn later(compiled: &'static Compiled, name: &'static str) -> Option<Table<T>> {
        Some(Table {
            value: OnceCell::new(),
            later: Some(Later {
                name,
                json: compiled.table(name)?,
            }),
        })
    }
}

impl<T: DeserializeOwned> Deref for Table<T> {
    type Target = T;

    fn deref(&self) -> &T {
        self.value.get_or_init(|| {
            let Some(l) = &self.later else {
                unreachable!("a table is either read or has its JSON")
            };
            crate::trace::note("table", l.name);
            let mut json = serde_json::Deserializer::from_str(l.json);
            // Only the unchanged built-in file is read this way, and every one of its tables
            // reads from its compiled JSON with the built-in dice: a test reads them all.
            super::fields::with_built_in_dice(|| super::untyped::described(&mut json))
                .unwrap_or_else(|e| panic!("built-in table {}: {e}", l.name))
        })
    }
}

/// A house rule changing part of a table (a `[crt]` adding CRTs) changes the table read.
impl<T: DeserializeOwned> DerefMut for Table<T> {
    fn deref_mut(&mut self) -> &mut T {
        let _: &T = self;
        match self.value.get_mut() {
            Some(v) => v,
            None => unreachable!("read just now"),
        }
    }
}

impl<T: DeserializeOwned + fmt::Debug> fmt::Debug for Table<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}

/// A table read now, with its `section` and `about` (`deserialize_with`, as `data_file!`
/// writes it).
pub(crate) fn described<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Table<T>, D::Error> {
    super::untyped::described(d).map(Table::ready)
}

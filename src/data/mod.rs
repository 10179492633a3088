//! The data tables: `data/*.toml`, embedded in the binary, and house rules that replace them.
//!
//! Nothing is parsed until a command needs it, so a one-liner starts at once: `Data`
//! only records where house rules may live, and each file is read and checked on first use.
//! A rule set's file that no house rule touches goes further: each of its tables is read from
//! the compiled JSON the first time code reaches it ([`lazy`]), unchecked, as the built-in
//! tables pass their checks (a test runs them).
//! A house-rule file has the name of the file it changes (`dice.toml`, `RULESET.toml`) and
//! replaces whole tables: every table it names, and nothing else. It is checked as strictly as
//! the built-in one: unknown tables and keys are errors, reported with path, line and column.

pub(crate) mod dice;
pub(crate) mod fields;
pub(crate) mod lazy;
pub(crate) mod place;
pub(crate) mod pools;
pub(crate) mod table;
pub(crate) mod untyped;

use std::any::Any;
use std::cell::OnceCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use serde::Deserialize;
use serde::de::{DeserializeOwned, Deserializer};

use crate::bounded;
use crate::dice::ast::Die;
use crate::error::{Error, Result};

pub(crate) use fields::{DiceExpr, DieField, RollRange, check_ranges};
pub(crate) use lazy::Table;

/// A typed data file: its name, its built-in text, and how house rules change and check it.
pub(crate) trait DataFile: DeserializeOwned + 'static {
    /// `data/NAME.toml`; a house-rule file of the same name changes it.
    const NAME: &'static str;
    /// The built-in text, embedded at build time (`include_str!`).
    const TEXT: &'static str;
    /// House rules: any of the tables, each replacing the built-in one.
    type Patch: DeserializeOwned;
    /// Sub-tables a house file adds entries to rather than replaces (`crt.tables`: a house
    /// CRT joins the built-in ones), so listings show what `apply` does.
    const ADDS_TO: &'static [&'static str] = &[];
    /// The tables code reads, when every key of the file is a table (a rule set's file): any
    /// other table is only rolled on and shown, read by the generic reader ([`untyped`]).
    /// `None`: every key is the type's own (dice.toml's dice, pools.toml's pools).
    const TABLES: Option<&'static [&'static str]> = None;
    fn apply(&mut self, patch: Self::Patch);
    /// The built-in file with each table left in its compiled JSON until first use, read with
    /// the built-in named dice ([`lazy`]); `None` when it is read whole.
    fn later(_compiled: &'static Compiled) -> Option<Self> {
        None
    }
    /// Checks what the types cannot (ranges, tables that must cover every roll).
    fn check(&self) -> std::result::Result<(), Problem> {
        Ok(())
    }
}

/// A data file as the registry lists it: name, built-in text and its typed loader.
pub(crate) struct FileSpec {
    pub name: &'static str,
    pub text: &'static str,
    adds_to: &'static [&'static str],
    load: fn(&Data) -> Result<Box<dyn Any>>,
    /// The file read three ways ([`three_ways`]).
    #[cfg(test)]
    three_ways: fn(&Data) -> [String; 3],
}

/// The registry entry of a [`DataFile`].
pub(crate) const fn file<T: DataFile + std::fmt::Debug>() -> FileSpec {
    FileSpec {
        name: T::NAME,
        text: T::TEXT,
        adds_to: T::ADDS_TO,
        load: load_any::<T>,
        #[cfg(test)]
        three_ways: three_ways::<T>,
    }
}

/// The file read from its compiled JSON, from its TOML, and table by table as a one-liner
/// reads it (every table forced), each shown with `Debug`; the TOML-read file must pass its
/// checks, which the table-by-table read skips.
#[cfg(test)]
fn three_ways<T: DataFile + std::fmt::Debug>(data: &Data) -> [String; 3] {
    let named: &[Die] = if T::NAME == <dice::DiceFile as DataFile>::NAME {
        &[]
    } else {
        data.dice().unwrap()
    };
    let c = compiled(T::TEXT).unwrap_or_else(|| panic!("{} was not compiled", T::NAME));
    let [json, toml] = fields::with_named_dice(named, || {
        let from_json: T = read(&mut serde_json::Deserializer::from_str(c.json), T::TABLES)
            .unwrap_or_else(|e| panic!("{}: compiled JSON: {e}", T::NAME));
        let from_toml: T = parse(T::TEXT, T::NAME, &Origin::BuiltIn, T::TABLES).unwrap();
        let both = [format!("{from_json:?}"), format!("{from_toml:?}")];
        // After `Debug`: a check may fill a cache (a pool's laid-out items).
        if let Err(p) = from_toml.check() {
            panic!("{}", p.locate(T::TEXT, T::NAME, &Origin::BuiltIn));
        }
        both
    });
    // Outside the named dice: each table read later brings its own.
    let later = match T::later(c) {
        Some(t) => format!("{t:?}"),
        None => {
            assert!(T::TABLES.is_none(), "{}: a table was not compiled", T::NAME);
            json.clone()
        }
    };
    [json, toml, later]
}

fn load_any<T: DataFile>(data: &Data) -> Result<Box<dyn Any>> {
    Ok(Box::new(data.load::<T>()?))
}

/// The data files that belong to no rule set.
const GENERIC: &[FileSpec] = &[file::<dice::DiceFile>(), file::<pools::PoolsFile>()];

/// What data reads of one rule set, handed down by the registry above (`rules::data_sets`):
/// its data file and its pools.
#[derive(Clone, Copy)]
pub(crate) struct SetData {
    pub id: &'static str,
    pub file: &'static FileSpec,
    pub pools: pools::PoolsOf,
    /// The names of its pools, in the order `pools` gives them: known without reading its
    /// data.
    pub pool_names: &'static [&'static str],
}

/// Where a table came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Origin {
    BuiltIn,
    House(PathBuf),
}

impl Origin {
    pub(crate) fn describe(&self, file: &str) -> String {
        match self {
            Origin::BuiltIn => format!("built-in data/{file}.toml"),
            Origin::House(p) => p.display().to_string(),
        }
    }
}

/// A house-rule file found in a data directory.
#[derive(Clone, Debug)]
pub(crate) struct HouseFile {
    pub name: String,
    pub path: PathBuf,
    pub text: String,
}

/// A data file's tables after house rules: each table with where it came from.
pub(crate) type Document = Vec<(String, toml::Value, Origin)>;

/// The data a session reads, loaded on demand.
pub(crate) struct Data {
    /// House-rule directories, lowest precedence first (the user config dir, then --data).
    dirs: Vec<PathBuf>,
    /// Whether to look in the user config dir (`~/.config/spw/`).
    user_dir: bool,
    house: OnceCell<Vec<HouseFile>>,
    dice: OnceCell<Rc<[Die]>>,
    /// Each file of [`Data::files`], typed, once it has been read.
    loaded: HashMap<&'static str, OnceCell<Box<dyn Any>>>,
    /// The rule sets, in registry order.
    sets: Vec<SetData>,
}

impl Data {
    /// `dir` is `--data` or `$SPW_DATA`; it must exist. The user config dir (`~/.config/spw/`)
    /// is used if present. `sets` are the rule sets whose files and pools it reads.
    pub(crate) fn new(dir: Option<&Path>, sets: Vec<SetData>) -> Result<Data> {
        let mut dirs = Vec::new();
        if let Some(d) = dir {
            if !d.is_dir() {
                let what = if d.exists() {
                    "not a directory"
                } else {
                    "no such directory"
                };
                return Err(Error::usage(format!(
                    "--data {}: {what}; give a directory of house-rule .toml files",
                    d.display()
                )));
            }
            dirs.push(d.to_path_buf());
        }
        Ok(Data {
            dirs,
            user_dir: true,
            ..Data::built_in(sets)
        })
    }

    /// Only the built-in tables (for tests and for generating docs).
    pub(crate) fn built_in(sets: Vec<SetData>) -> Data {
        let loaded = GENERIC
            .iter()
            .chain(sets.iter().map(|s| s.file))
            .map(|f| (f.name, OnceCell::new()))
            .collect();
        Data {
            dirs: Vec::new(),
            user_dir: false,
            house: OnceCell::new(),
            dice: OnceCell::new(),
            loaded,
            sets,
        }
    }

    /// The built-in tables with these house-rule files (the fuzz harness and tests).
    pub(crate) fn with_house(sets: Vec<SetData>, files: Vec<HouseFile>) -> Data {
        let data = Data::built_in(sets);
        let _ = data.house.set(files);
        data
    }

    /// Every data file: the generic ones, then each rule set's, in registry order.
    pub(crate) fn files(&self) -> impl Iterator<Item = &'static FileSpec> + '_ {
        GENERIC.iter().chain(self.sets.iter().map(|s| s.file))
    }

    fn spec(&self, name: &str) -> Option<&'static FileSpec> {
        self.files().find(|f| f.name == name)
    }

    /// The house-rule files, lowest precedence first.
    pub(crate) fn house(&self) -> Result<&[HouseFile]> {
        if let Some(h) = self.house.get() {
            return Ok(h);
        }
        let mut dirs = Vec::new();
        if self.user_dir {
            dirs.extend(user_dir()?);
        }
        dirs.extend(self.dirs.iter().cloned());
        let mut files = Vec::new();
        for dir in dirs {
            files.extend(self.read_dir(&dir)?);
        }
        Ok(self.house.get_or_init(|| files))
    }

    /// The `.toml` files of a house-rule directory; each must be named after a built-in file, and
    /// is read within [`bounded::HOUSE`].
    fn read_dir(&self, dir: &Path) -> Result<Vec<HouseFile>> {
        let paths: Vec<PathBuf> = bounded::dir_entries(dir, bounded::DIR_ENTRIES)?
            .into_iter()
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect();
        let mut out = Vec::new();
        for path in paths {
            let stem = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            if self.spec(&stem).is_none() {
                let names: Vec<String> = self.files().map(|f| format!("{}.toml", f.name)).collect();
                return Err(Error::Data {
                    path: path.display().to_string(),
                    message: format!(
                        "not a data file spw knows; house-rule files are named {}",
                        names.join(", ")
                    ),
                });
            }
            let text = bounded::read_text(&path, &bounded::HOUSE)?;
            out.push(HouseFile {
                name: stem,
                path,
                text,
            });
        }
        Ok(out)
    }

    /// The named dice (`dSF`, `dA`, `dS`, and any a house rule adds).
    pub(crate) fn dice(&self) -> Result<&[Die]> {
        if let Some(d) = self.dice.get() {
            return Ok(d);
        }
        let dice_file = <dice::DiceFile as DataFile>::NAME;
        let dice = if self.house()?.iter().any(|h| h.name == dice_file) {
            self.get::<dice::DiceFile>()?.to_dice().into()
        } else {
            built_in_dice()
        };
        Ok(self.dice.get_or_init(|| dice))
    }

    /// A data file's tables, typed and checked, with house rules applied: read on first use.
    pub(crate) fn get<T: DataFile>(&self) -> Result<&T> {
        let cell = self.loaded.get(T::NAME).ok_or_else(|| unknown(T::NAME))?;
        if cell.get().is_none() {
            let t: Box<dyn Any> = Box::new(self.load::<T>()?);
            let _ = cell.set(t);
        }
        cell.get()
            .and_then(|b| b.downcast_ref::<T>())
            .ok_or_else(|| Error::Runtime(format!("data/{}.toml: loaded as another type", T::NAME)))
    }

    /// Reads a data file and its house rules. Dice fields are compiled against the named dice
    /// here, and a problem the checks find is reported in the file that supplied the table.
    /// A file no house rule touches is not checked (the built-in files pass their checks: a
    /// test runs them), and a rule set's is read table by table, on first use.
    fn load<T: DataFile>(&self) -> Result<T> {
        crate::trace::note("data", T::NAME);
        // The named dice file is read without named dice (it defines them).
        let dice_file = <dice::DiceFile as DataFile>::NAME;
        let house = self.house()?;
        if !house
            .iter()
            .any(|h| h.name == T::NAME || h.name == dice_file)
        {
            // No house dice either: the named dice are the built-in ones, read only if a
            // table names one.
            if let Some(t) = compiled(T::TEXT).and_then(T::later) {
                return Ok(t);
            }
            // A file read whole (pools, dice), as built in: its checks are the test's too.
            if T::NAME == dice_file {
                return built_in::<T>();
            }
            return fields::with_built_in_dice(built_in::<T>);
        }
        let named: &[Die] = if T::NAME == dice_file {
            &[]
        } else {
            self.dice()?
        };
        fields::with_named_dice(named, || {
            let mut full: T = built_in::<T>()?;
            let mut sources: Vec<(&str, Origin)> = vec![(T::TEXT, Origin::BuiltIn)];
            // The tables each house file wrote, to report a problem in the last file that
            // wrote its table (a dotted `crt.tables.NAME` is found inside `crt`).
            let mut supplied: Vec<(usize, toml::Table)> = Vec::new();
            for h in house.iter().filter(|h| h.name == T::NAME) {
                let origin = Origin::House(h.path.clone());
                let tables = to_table(&h.text, T::NAME, &origin)?;
                within_bounds(&tables).map_err(|p| p.locate(&h.text, T::NAME, &origin))?;
                let patch: T::Patch = parse(&h.text, T::NAME, &origin, T::TABLES)?;
                full.apply(patch);
                sources.push((&h.text, origin));
                supplied.push((sources.len() - 1, tables));
            }
            crate::trace::note("check", T::NAME);
            full.check().map_err(|p| {
                let at = supplied
                    .iter()
                    .rev()
                    .find(|(_, t)| has_table(t, &p.table))
                    .map_or(0, |(i, _)| *i);
                let (text, origin) = &sources[at];
                p.locate(text, T::NAME, origin)
            })?;
            Ok(full)
        })
    }

    /// A file's tables after house rules, for listing and printing. Checks the file first so
    /// a bad house rule is reported the same way everywhere.
    pub(crate) fn document(&self, name: &str) -> Result<Document> {
        let spec = self.spec(name).ok_or_else(|| unknown(name))?;
        crate::trace::note("data text", name);
        let cell = self.loaded.get(name).ok_or_else(|| unknown(name))?;
        if cell.get().is_none() {
            let _ = cell.set((spec.load)(self)?);
        }
        let text = spec.text;
        let mut doc: Document = to_table(text, name, &Origin::BuiltIn)?
            .into_iter()
            .map(|(k, v)| (k, v, Origin::BuiltIn))
            .collect();
        for h in self.house()?.iter().filter(|h| h.name == name) {
            let origin = Origin::House(h.path.clone());
            for (k, v) in to_table(&h.text, name, &origin)? {
                match doc.iter_mut().find(|(dk, _, _)| *dk == k) {
                    Some(slot) => {
                        let v = added(&slot.1, v, &k, spec.adds_to);
                        *slot = (k, v, origin.clone());
                    }
                    None => doc.push((k, v, origin.clone())),
                }
            }
        }
        Ok(doc)
    }
}

/// A house table `new` replacing `old` (the table `key`), except that the entries of each
/// sub-table `adds_to` names (`crt.tables`) join the built-in ones.
fn added(old: &toml::Value, new: toml::Value, key: &str, adds_to: &[&str]) -> toml::Value {
    let mut new = new;
    for sub in adds_to
        .iter()
        .filter_map(|p| p.strip_prefix(&format!("{key}.")))
    {
        let (Some(before), Some(toml::Value::Table(t))) = (
            old.get(sub).and_then(toml::Value::as_table),
            new.as_table_mut().and_then(|n| n.get_mut(sub)),
        ) else {
            continue;
        };
        let mut all = before.clone();
        all.extend(std::mem::take(t));
        *t = all;
    }
    new
}

/// Whether `t` holds the table at the dotted `path` (`damage`, `crt.tables.mine`).
fn has_table(t: &toml::Table, path: &str) -> bool {
    let mut parts = path.split('.');
    let Some(mut at) = parts.next().and_then(|k| t.get(k)) else {
        return false;
    };
    for k in parts {
        match at.get(k) {
            Some(v) => at = v,
            None => return false,
        }
    }
    true
}

fn unknown(name: &str) -> Error {
    Error::Runtime(format!("no built-in data file {name}.toml"))
}

/// The house-rule directory of the user's config (`$XDG_CONFIG_HOME/spw/`, `~/.config/spw/`
/// when unset), if there is one. Something else by that name is refused, not passed over.
fn user_dir() -> Result<Option<PathBuf>> {
    let Some(d) =
        directories::ProjectDirs::from("", "", "spw").map(|p| p.config_dir().to_path_buf())
    else {
        return Ok(None);
    };
    match std::fs::metadata(&d) {
        Ok(m) if m.is_dir() => Ok(Some(d)),
        Ok(_) => Err(Error::Data {
            path: d.display().to_string(),
            message: "not a directory; spw reads house-rule .toml files from this directory of \
                      the user config when there is one (move the file away)"
                .into(),
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(Error::io(&d, &e)),
    }
}

/// Declares a rule set's data file once: the full struct (every table required), its patch
/// (every table optional, for house rules) and its `DataFile`, with the file's name, its
/// embedded text and the inherent method that checks what the types cannot. Each table's
/// `section` and `about` are read and required by [`untyped::described`], not by its struct:
///
/// ```ignore
/// data_file! {
///     /// Every Portable Wargame table.
///     Portable / PortablePatch {
///         name: super::ID,
///         text: include_str!("../../../data/portable.toml"),
///         check: Portable::check_tables,
///     } {
///         activation: Activation,
///         units: Units,
///     }
/// }
/// ```
#[macro_export]
macro_rules! data_file {
    ($(#[$meta:meta])* $full:ident / $patch:ident {
        name: $name:expr, text: $text:expr, check: $check:path $(,)?
    } { $($(#[$fmeta:meta])* $field:ident : $ty:ty),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        pub(crate) struct $full { $(
            $(#[$fmeta])*
            #[serde(deserialize_with = "crate::data::lazy::described")]
            pub(crate) $field: $crate::data::Table<$ty>,
        )* }

        /// House rules: any of the tables, each replacing the built-in one.
        #[derive(Debug, Default, serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        pub(crate) struct $patch { $(
            #[serde(default, deserialize_with = "crate::data::untyped::described_opt")]
            pub(crate) $field: Option<$ty>,
        )* }

        impl $crate::data::DataFile for $full {
            const NAME: &'static str = $name;
            const TEXT: &'static str = $text;
            type Patch = $patch;
            const TABLES: Option<&'static [&'static str]> = Some(&[$(stringify!($field)),*]);

            fn apply(&mut self, p: $patch) {
                $(if let Some(v) = p.$field { self.$field = $crate::data::Table::ready(v); })*
            }

            fn later(compiled: &'static $crate::data::Compiled) -> Option<Self> {
                Some($full { $(
                    $field: $crate::data::Table::later(compiled, stringify!($field))?,
                )* })
            }

            fn check(&self) -> std::result::Result<(), $crate::data::Problem> {
                $check(self)
            }
        }
    };
}

/// The largest number a data file may hold, either sign (kept with the dice it bounds).
pub(crate) use crate::dice::MAX_NUMBER;

/// Checks every integer in a house-rule file against [`MAX_NUMBER`], before any procedure
/// adds it to anything.
fn within_bounds(t: &toml::Table) -> std::result::Result<(), Problem> {
    fn walk(v: &toml::Value, table: &str, key: &str) -> std::result::Result<(), Problem> {
        match v {
            toml::Value::Integer(n) if n.unsigned_abs() > MAX_NUMBER as u64 => Err(Problem::new(
                table,
                key,
                format!(
                    "{n} is out of range; numbers in data files are -{MAX_NUMBER} to {MAX_NUMBER}"
                ),
            )),
            toml::Value::Array(a) => a.iter().try_for_each(|x| walk(x, table, key)),
            toml::Value::Table(t) => t.iter().try_for_each(|(k, x)| walk(x, table, k)),
            _ => Ok(()),
        }
    }
    t.iter().try_for_each(|(table, v)| walk(v, table, table))
}

/// A problem found by `check`: which table and key, and what is wrong.
#[derive(Debug)]
pub(crate) struct Problem {
    pub table: String,
    pub key: String,
    pub message: String,
    /// The row at fault, where the problem is one row's (placed at that row, not at `key`).
    pub row: Option<RollRange>,
}

impl Problem {
    /// A pool's own check ([`crate::pools::check`]) of `def`, its fault placed in `[table]`
    /// (a chit cup or a deck inside a rule set's file, found with its file and line).
    pub(crate) fn pool(
        table: &str,
        def: &crate::pools::PoolDef,
    ) -> std::result::Result<(), Problem> {
        let name = table.rsplit('.').next().unwrap_or(table);
        crate::pools::check(name, def).map_err(|(key, msg)| Problem::new(table, key, msg))
    }

    pub(crate) fn new(table: &str, key: &str, message: impl Into<String>) -> Problem {
        Problem {
            table: table.to_string(),
            key: key.to_string(),
            message: message.into(),
            row: None,
        }
    }

    /// The same problem, placed at the row for `roll` rather than at its key.
    pub(crate) fn at_row(self, roll: RollRange) -> Problem {
        Problem {
            row: Some(roll),
            ..self
        }
    }

    /// `value` of `[table] key` must be `min` or more (a count, a divisor, a distance).
    pub(crate) fn at_least(
        table: &str,
        key: &str,
        value: impl Into<i64>,
        min: i64,
    ) -> std::result::Result<(), Problem> {
        if value.into() < min {
            return Err(Problem::new(table, key, format!("must be at least {min}")));
        }
        Ok(())
    }

    /// The error, with the line and column of the key in `text` when it can be found.
    pub(crate) fn locate(self, text: &str, file: &str, origin: &Origin) -> Error {
        let found = match self.row {
            Some(r) => place::find_row(text, &self.table, r),
            None => None,
        };
        let at = found
            .or_else(|| place::find_key(text, &self.table, &self.key))
            .map(|(l, c)| format!(":{l}:{c}"))
            .unwrap_or_default();
        let place = match self.key.as_str() {
            "" => format!("[{}]", self.table),
            key => format!("[{}] {key}", self.table),
        };
        Error::Data {
            path: format!("{}{at}", origin.describe(file)),
            message: format!("{place}: {}", self.message),
        }
    }
}

/// A built-in `data/*.toml` as `build.rs` compiled it to JSON.
pub(crate) struct Compiled {
    toml: &'static str,
    pub(crate) json: &'static str,
    /// Each top-level table: its name and the byte range of its value in `json`.
    tables: &'static [(&'static str, usize, usize)],
}

impl Compiled {
    /// The JSON of the table `name`, if the file has one.
    pub(crate) fn table(&self, name: &str) -> Option<&'static str> {
        let (_, start, end) = self.tables.iter().find(|(n, _, _)| *n == name)?;
        self.json.get(*start..*end)
    }
}

/// The built-in data compiled to JSON by `build.rs`, one entry per `data/*.toml`.
const COMPILED: &[Compiled] = include!(concat!(env!("OUT_DIR"), "/compiled_data.rs"));

/// What `build.rs` compiled from this built-in TOML text, if it did.
pub(crate) fn compiled(text: &str) -> Option<&'static Compiled> {
    COMPILED.iter().find(|c| c.toml == text)
}

/// The named dice of the built-in `dice.toml`, read once per thread: what the tables of a file
/// no house rule touches may name.
fn built_in_dice() -> Rc<[Die]> {
    thread_local! {
        static DICE: OnceCell<Rc<[Die]>> = const { OnceCell::new() };
    }
    DICE.with(|d| {
        d.get_or_init(|| {
            crate::trace::note("data", "dice");
            match built_in::<dice::DiceFile>() {
                Ok(f) => f.to_dice().into(),
                Err(e) => panic!("built-in dice.toml: {e}"),
            }
        })
        .clone()
    })
}

/// A built-in file, typed: from its compiled JSON (serde_json reads it several times faster
/// than the TOML parser reads the text), or from the TOML itself when there is none or it does
/// not deserialise (a named die a house rule took away), so every error is the TOML's, with
/// line and column.
fn built_in<T: DataFile>() -> Result<T> {
    let from_json = |json| read(&mut serde_json::Deserializer::from_str(json), T::TABLES).ok();
    if let Some(t) = compiled(T::TEXT).and_then(|c| from_json(c.json)) {
        return Ok(t);
    }
    parse(T::TEXT, T::NAME, &Origin::BuiltIn, T::TABLES)
}

/// Deserialises a whole file (`tables` as [`DataFile::TABLES`]), turning a TOML or schema
/// error into one line with the path, line, column and the table and key it is in.
pub(crate) fn parse<T: DeserializeOwned>(
    text: &str,
    file: &str,
    origin: &Origin,
    tables: Option<&'static [&'static str]>,
) -> Result<T> {
    toml::Deserializer::parse(text)
        .and_then(|d| read(d, tables))
        .map_err(|e| toml_error(&e, text, file, origin))
}

/// A file or its house-rule patch, its untyped tables checked aside when it has `tables`.
fn read<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
    tables: Option<&'static [&'static str]>,
) -> std::result::Result<T, D::Error> {
    match tables {
        Some(typed) => untyped::whole(d, typed),
        None => T::deserialize(d),
    }
}

fn to_table(text: &str, file: &str, origin: &Origin) -> Result<toml::Table> {
    text.parse::<toml::Table>()
        .map_err(|e| toml_error(&e, text, file, origin))
}

fn toml_error(e: &toml::de::Error, text: &str, file: &str, origin: &Origin) -> Error {
    let message = in_plain_words(&e.message().trim().replace('\n', " "));
    let Some(span) = e.span() else {
        return Error::Data {
            path: origin.describe(file),
            message,
        };
    };
    let start = span.start.min(text.len());
    let before = &text[..start];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    // A table's rows checked as it was read (a table only rolled on) name the row at fault.
    let (line, col) = place::noted_row(&message)
        .and_then(|(table, row)| place::find_row(text, &table, row))
        .unwrap_or((line, col));
    // An error at a table's header is that table's, not the one before it: the message names it.
    let context = if text[start..].starts_with('[') {
        String::new()
    } else {
        place::key_context(before)
    };
    Error::Data {
        path: format!("{}:{line}:{col}", origin.describe(file)),
        message: if context.is_empty() || message.starts_with(&context) {
            message
        } else {
            format!("{context}: {message}")
        },
    }
}

/// The parser's messages that name Rust types, said as a referee would read them.
fn in_plain_words(message: &str) -> String {
    if message.contains("untagged enum FaceSpec") {
        return "a face is a whole number, or { value = N, label = \"WORD\" } for a face with a word"
            .into();
    }
    if message.contains("untagged enum") {
        return "this value is not in any of the forms the key accepts (see the built-in file)"
            .into();
    }
    // `invalid type: integer `99999999999999999999999` as i128, expected ...`
    if let Some(rest) = message.strip_prefix("invalid type: integer `") {
        if let Some((n, _)) = rest.split_once("` as i128") {
            return format!(
                "{n} is too large: numbers here are whole numbers from {} to {}",
                i64::MIN,
                i64::MAX
            );
        }
    }
    // `invalid value: integer `-1`, expected u32`: a count or size below 0 (or past its type).
    if let Some(rest) = message.strip_prefix("invalid value: integer `") {
        if let Some((n, ty)) = rest.split_once("`, expected ") {
            let most = match ty {
                "u8" => "255".to_string(),
                "u16" => "65,535".to_string(),
                _ => crate::chance::limits::group(MAX_NUMBER as u64),
            };
            return format!("{n} is out of range: this key is a whole number from 0 to {most}");
        }
    }
    message.replace(" as i128", "")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_file_loads() {
        let d = Data::built_in(crate::rules::data_sets());
        assert!(!d.dice().unwrap().is_empty());
        for f in d.files() {
            assert!(!d.document(f.name).unwrap().is_empty(), "{}", f.name);
        }
    }

    #[test]
    fn the_built_in_data_checks_and_reads_alike_from_json_toml_and_table_by_table() {
        let d = Data::built_in(crate::rules::data_sets());
        let mut seen = 0;
        for f in d.files() {
            let [json, toml, later] = (f.three_ways)(&d);
            assert_eq!(json, toml, "{}", f.name);
            assert_eq!(later, toml, "{}", f.name);
            seen += 1;
        }
        // Every data/*.toml is compiled, including files read outside the registry.
        let toml_files = std::fs::read_dir("data")
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .path()
                    .extension()
                    .is_some_and(|x| x == "toml")
            })
            .count();
        assert_eq!(COMPILED.len(), toml_files);
        assert!(seen >= 7, "{seen}");
    }

    #[test]
    fn every_built_in_table_cites_its_rule_section() {
        let d = Data::built_in(crate::rules::data_sets());
        for f in d.files() {
            let name = f.name;
            for (key, value, _) in d.document(name).unwrap() {
                let section = value.get("section").and_then(|s| s.as_str()).unwrap_or("");
                assert!(!section.is_empty(), "{name}.{key} has no section");
                let about = value.get("about").and_then(|s| s.as_str()).unwrap_or("");
                assert!(!about.is_empty(), "{name}.{key} has no about");
            }
        }
    }

    #[test]
    fn schema_errors_are_said_without_rust_type_names() {
        let house = Origin::House("h/dice.toml".into());
        for (text, words) in [
            ("[SF]\nfaces = [1, \"two\"]\n", "a face is a whole number"),
            (
                "[SF]\nfaces = [1, 99999999999999999999999]\n",
                "99999999999999999999999 is too large",
            ),
        ] {
            let err = parse::<dice::DiceFile>(text, "dice", &house, None)
                .unwrap_err()
                .to_string();
            assert!(err.starts_with("h/dice.toml:2:"), "{err}");
            assert!(err.contains(words), "{err}");
            assert!(!err.contains("i128") && !err.contains("FaceSpec"), "{err}");
        }
    }

    #[test]
    fn a_schema_error_names_line_column_and_key() {
        let text = "[SF]\nsection = \"x\"\nabout = \"y\"\nfaces = [1]\ncolour = 3\n";
        let err = parse::<dice::DiceFile>(text, "dice", &Origin::House("h/dice.toml".into()), None)
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("h/dice.toml:5:1: [SF]"), "{err}");
        assert!(err.contains("colour"), "{err}");
    }
}

//! Entry points for the fuzz harness (`examples/fuzz.rs`, bench/README.md "Fuzzing"): each
//! runs one hostile input through the same code a user's input goes through, with output
//! thrown away. Not part of spw's interface; hidden from the docs.

use std::io::BufReader;
use std::sync::OnceLock;

use clap::FromArgMatches;

use crate::cli::{self, Global};
use crate::data::{Data, HouseFile, files};
use crate::dispatch::{Out, run_line};
use crate::error::Result;
use crate::render::Painter;
use crate::session::Session;

/// A batch session whose output goes nowhere.
pub struct Sink {
    session: Session,
    global: Global,
    out: Out,
}

/// The global options of `spw --color never --seed SEED`. Clap is run once and the result
/// kept: building the whole command tree per input would take most of the harness's time.
fn global(seed: u64) -> Global {
    static BASE: OnceLock<Global> = OnceLock::new();
    let mut global = BASE
        .get_or_init(|| {
            let m = cli::command(cli::DEFAULT_RULES)
                .try_get_matches_from(["spw", "--color", "never"])
                .ok();
            m.and_then(|m| Global::from_arg_matches(&m).ok())
                .unwrap_or_default()
        })
        .clone();
    global.seed = Some(seed);
    global
}

impl Sink {
    /// A fresh session with a fixed seed and no colour.
    pub fn new(seed: u64) -> Sink {
        Sink {
            session: Session::new(Some(seed)),
            global: global(seed),
            out: Out::sink(),
        }
    }

    /// Runs one command line (as a batch line would be run); its error, if any.
    pub fn line(&mut self, line: &str) -> Result<()> {
        run_line(
            &mut self.session,
            &self.global,
            line,
            Painter::PLAIN,
            &mut self.out,
        )
    }
}

/// Parses `input` as dice notation with the built-in named dice.
pub fn parse(input: &str) -> Result<crate::dice::ast::Expr> {
    let data = Data::built_in();
    crate::dice::parse::parse(input, data.dice()?)
}

/// Reads `bytes` as a batch (`spw < file`) through the line reader and runs every line; the
/// batch's exit status. Errors go to stderr as they would for a user.
pub fn batch(bytes: &[u8], seed: u64) -> Result<i32> {
    let mut out = Out::sink();
    crate::batch::run(
        &global(seed),
        Painter::PLAIN,
        BufReader::with_capacity(256, bytes),
        &mut out,
    )
}

/// The data files a house rule may replace (`dice`, `pools`, each rule set's).
pub fn data_files() -> Vec<&'static str> {
    files().map(|f| f.name).collect()
}

/// The built-in text of data file `name`, if there is one.
pub fn data_text(name: &str) -> Option<&'static str> {
    files().find(|f| f.name == name).map(|f| f.text)
}

/// Loads `text` as the house-rule file `NAME.toml` and checks, as a session would on first
/// use, the data file it changes: every file when it is `dice` (the named dice every other
/// file's dice fields are read with), only its own otherwise (the rest are the built-in files,
/// the same for every input).
pub fn house_rule(name: &str, text: &str) -> Result<()> {
    let data = Data::with_house(vec![HouseFile {
        name: name.to_string(),
        path: format!("house/{name}.toml").into(),
        text: text.to_string(),
    }]);
    for f in files().filter(|f| name == "dice" || f.name == name) {
        data.document(f.name)?;
    }
    Ok(())
}

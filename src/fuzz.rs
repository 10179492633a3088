//! Entry points for the fuzz harness (`examples/fuzz.rs`, bench/README.md "Fuzzing"): each
//! runs one hostile input through the same code a user's input goes through, with output
//! thrown away. Not part of spw's interface; hidden from the docs.

use std::io::BufReader;
use std::path::Path;
use std::sync::OnceLock;

use clap::FromArgMatches;

use crate::cli::{self, GameCommand, GameFile, GameLog, GameNew, Global, LogFormat};
use crate::data::{Data, HouseFile};
use crate::dispatch::{Out, run_line};
use crate::error::{Error, Result};
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
    let data = Data::built_in(crate::rules::data_sets());
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
    let data = Data::built_in(crate::rules::data_sets());
    data.files().map(|f| f.name).collect()
}

/// The built-in text of data file `name`, if there is one.
pub fn data_text(name: &str) -> Option<&'static str> {
    let data = Data::built_in(crate::rules::data_sets());
    data.files().find(|f| f.name == name).map(|f| f.text)
}

/// Loads `text` as the house-rule file `NAME.toml` and checks, as a session would on first
/// use, the data file it changes: every file when it is `dice` (the named dice every other
/// file's dice fields are read with), only its own otherwise (the rest are the built-in files,
/// the same for every input).
pub fn house_rule(name: &str, text: &str) -> Result<()> {
    let data = Data::with_house(
        crate::rules::data_sets(),
        vec![HouseFile {
            name: name.to_string(),
            path: format!("house/{name}.toml").into(),
            text: text.to_string(),
        }],
    );
    for f in data.files().filter(|f| name == "dice" || f.name == name) {
        data.document(f.name)?;
    }
    Ok(())
}

/// Starts game file `path` with rule set `rules` (and the roster file `roster`, if any) and
/// plays `lines` in it, as `spw game new` and `spw --game` would: a seed game for the `game`
/// target to mutate.
pub fn new_game(path: &Path, rules: &str, roster: Option<&Path>, lines: &[&str]) -> Result<()> {
    let mut g = global(1);
    g.rules = Some(rules.to_string());
    let new = GameCommand::New(GameNew {
        file: path.to_path_buf(),
        roster: roster.map(Path::to_path_buf),
    });
    let painter = Painter::PLAIN;
    crate::game::command(&new, &g, painter, &mut Out::sink())?;
    let mut game = crate::game::Game::open(path, &g, true)?;
    for line in lines {
        let _ = game.play(line, painter, &mut Out::sink());
    }
    Ok(())
}

/// Reads `bytes` as game file `path` every way a user can: its log in each format, a replay,
/// opening it for play (a command and an undo recorded), and a repair. The first error.
pub fn game_file(bytes: &[u8], path: &Path) -> Result<()> {
    std::fs::write(path, bytes).map_err(|e| Error::io(path, &e))?;
    let g = global(1);
    let painter = Painter::PLAIN;
    let mut out = Out::sink();
    let file = path.to_path_buf();
    let mut first = Ok(());
    let mut keep = |r: Result<()>| {
        if first.is_ok() {
            first = r;
        }
    };
    for format in [LogFormat::Text, LogFormat::Md, LogFormat::Json] {
        let log = GameCommand::Log(GameLog {
            file: file.clone(),
            format,
            summary: false,
        });
        keep(crate::game::command(&log, &g, painter, &mut out).map(drop));
    }
    let replay = GameCommand::Replay(GameFile { file: file.clone() });
    keep(crate::game::command(&replay, &g, painter, &mut out).map(drop));
    match crate::game::Game::open(path, &g, true) {
        Ok(mut game) => {
            for line in ["roll d6", "status", "roster", "undo", "stats"] {
                keep(game.play(line, painter, &mut out));
            }
        }
        Err(e) => keep(Err(e)),
    }
    let repair = GameCommand::Repair(GameFile { file });
    keep(crate::game::command(&repair, &g, painter, &mut out).map(drop));
    remove_backups(path);
    first
}

/// The bound on the work of opening a game (JOURNAL.md, "What opening refuses").
pub const WORK_BUDGET: u64 = crate::game::WORK_BUDGET;

/// Opens `bytes` as game file `path` as `spw --game FILE` does before its command (no lock
/// taken, no snapshot beside it): the work its entries were counted as they ran again.
pub fn open_game(bytes: &[u8], path: &Path) -> Result<u64> {
    std::fs::write(path, bytes).map_err(|e| Error::io(path, &e))?;
    let game = crate::game::Game::open(path, &global(1), false)?;
    Ok(game.work())
}

/// Faces of dice built or scanned on this thread so far, counted by the notation's parser.
pub fn faces_made() -> u64 {
    crate::dice::parse::faces_made()
}

/// Removes the copies `game repair` kept of `path` (`FILE.damaged`, `FILE.damaged.2`, ...), so
/// every input is repaired as the first damaged file beside it: left there, the thousandth
/// would have made every later repair refuse ("a thousand earlier backups"), after trying each
/// of their names.
fn remove_backups(path: &Path) {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name().and_then(|n| n.to_str())) else {
        return;
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let prefix = format!("{name}.damaged");
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        if e.file_name()
            .to_str()
            .is_some_and(|n| n.starts_with(&prefix))
        {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// Reads `text` as a roster file `path` for a game of rule set `rules`, as `spw game new FILE
/// --roster` does, and plays in the game it starts. The first error.
pub fn roster(text: &[u8], path: &Path, rules: &str) -> Result<()> {
    std::fs::write(path, text).map_err(|e| Error::io(path, &e))?;
    let game = path.with_extension("spw");
    let _ = std::fs::remove_file(&game);
    let r = new_game(
        &game,
        rules,
        Some(path),
        &["roster", "status", "next", "undo"],
    );
    let _ = std::fs::remove_file(&game);
    r
}

/// Makes `dir` a house-rule directory holding `entries` (a name and its bytes; a name ending
/// in `/` is a directory) and loads every data file through it, as `--data DIR` (or the user
/// config's directory) is read. The first error.
pub fn house_dir(dir: &Path, entries: &[(String, Vec<u8>)]) -> Result<()> {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, &e))?;
    for (name, bytes) in entries {
        let path = dir.join(name.trim_end_matches('/'));
        let made = if name.ends_with('/') {
            std::fs::create_dir_all(&path)
        } else {
            std::fs::write(&path, bytes)
        };
        // A name the file system refuses is not spw's to read.
        if made.is_err() {
            return Ok(());
        }
    }
    let data = Data::new(Some(dir), crate::rules::data_sets())?;
    for f in data.files() {
        data.document(f.name)?;
    }
    Ok(())
}

//! From arguments to exit status: the line read once (`request`), then run — one command from
//! the shell, a batch from standard input, the REPL, or a game (which records around the same
//! executor) — and an error turned into its message and status in one place
//! (`dispatch::failed`).

use std::ffi::OsString;
use std::io::{self, IsTerminal};

use crate::cli::{self, GameCommand, Generic, Global};
use crate::dispatch::{self, Out};
use crate::error::Result;
use crate::game::{self, Game};
use crate::request::{self, Command, Context, Origin};
use crate::session::Session;
use crate::{batch, repl};

/// Runs spw with these arguments (the program name first). `Ok` is the exit status, errors
/// already reported; `Err` is output that could not be written (a closed pipe), which the
/// caller ends the program on.
pub fn run(args: impl IntoIterator<Item = impl Into<OsString>>) -> Result<i32> {
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let mut out = Out::stdout();
    // Before the line is read (and if it cannot be), the options that shape an error.
    let (painter, json) = (cli::guess_painter(&args), cli::wants_json(&args));
    // `serve --game FILE` only reads the game, and from a thread of its own: a shell command,
    // not a line played in the game.
    let outcome = match cli::game_path(&args) {
        Some(path) if !cli::names_command(&args, "serve") => in_game(&path, &args, &mut out),
        _ => shell(&args, &mut out),
    };
    match outcome {
        Ok(code) => Ok(code),
        Err(Failed {
            error,
            painter: p,
            json: j,
        }) => dispatch::failed(
            error,
            p.unwrap_or(painter),
            j.unwrap_or(json),
            None,
            None,
            &mut out,
        ),
    }
}

/// An error, with the colour and `--json` of the line when it was read.
struct Failed {
    error: crate::error::Error,
    painter: Option<crate::render::Painter>,
    json: Option<bool>,
}

impl From<crate::error::Error> for Failed {
    fn from(error: crate::error::Error) -> Failed {
        Failed {
            error,
            painter: None,
            json: None,
        }
    }
}

/// Runs `f`, an error reported with the request's colour and `--json`.
fn with_request<T>(g: &Global, f: impl FnOnce() -> Result<T>) -> std::result::Result<T, Failed> {
    f().map_err(|error| Failed {
        error,
        painter: Some(g.color.painter()),
        json: Some(g.json),
    })
}

/// A shell line without `--game`.
fn shell(args: &[OsString], out: &mut Out) -> std::result::Result<i32, Failed> {
    let outer = Global::default();
    let mut commands = cli::Commands::default();
    let cx = Context {
        outer: &outer,
        origin: Origin::Shell,
        game: None,
    };
    let r = request::read(&mut commands, args, &cx)?;
    let painter = r.global.color.painter();
    let g = r.global;
    with_request(&g, || match r.command {
        Command::Help(e) => dispatch::show_help(&e, g.json, cli::guess_painter(args), out),
        Command::Session if io::stdin().is_terminal() => repl::run(&g, painter),
        // `spw repl` asks for the session explicitly, even from a pipe (rustyline then reads
        // plain lines), which is also how the REPL is tested.
        Command::Repl => repl::run(&g, painter),
        Command::Session => batch::run(&g, painter, io::stdin().lock(), out),
        Command::Game(GameCommand::Open(f)) => {
            let game = Game::open(&f.file, &g, true)?;
            repl::run_game(&g, painter, game)
        }
        Command::Game(c) => game::command(&c, &g, painter, out),
        Command::Generic(Generic::Serve(a)) => game::serve(&g, &a, out),
        command => {
            let mut session = Session::new(g.seed);
            dispatch::execute(&mut session, &g, command, painter, out)?;
            // The process ends next and its memory with it: taking the session (its data,
            // pools and commands) apart would only spend a one-liner's time. It holds no file
            // and nothing to flush.
            std::mem::forget(session);
            Ok(0)
        }
    })
}

/// A shell line with `--game FILE`: the game opened (reading it needs no lock), the line read
/// once in it (its rule set, its roster filling options), then played and recorded.
fn in_game(
    path: &std::path::Path,
    args: &[OsString],
    out: &mut Out,
) -> std::result::Result<i32, Failed> {
    let mut game = Game::open(path, &Global::default(), false)?;
    // The game's own `help` (its words, where clap has a word of its own), and its aliases,
    // are lines of the game's own: played as the game plays a typed line.
    let typed = game::one_line(args)?;
    if game.is_own(&typed) {
        let painter = cli::ColorChoice::Auto.painter();
        game.play(&typed, painter, out)?;
        return Ok(0);
    }
    let r = game.read(args, Origin::Shell)?;
    let g = r.global.clone();
    let painter = g.color.painter();
    with_request(&g, || match r.command {
        Command::Help(e) => dispatch::show_help(&e, g.json, cli::guess_painter(args), out),
        Command::Session => {
            game.take_lock()?;
            game.display(&g);
            repl::run_game(&g, painter, game)
        }
        // Where the line spells its options so that `run` could not tell it names `serve`.
        Command::Generic(Generic::Serve(a)) => game::serve(&g, &a, out),
        _ => game.play_request(r, &typed, painter, out).map(|()| 0),
    })
}

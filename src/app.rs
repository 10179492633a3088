//! From arguments to exit status: parse → resolve options → run → render. `run` is what
//! `main` calls: one command from the shell, or a batch from standard input, or the REPL.

use std::ffi::OsString;
use std::io::{self, IsTerminal};

use clap::FromArgMatches;
use clap::error::ErrorKind;

use crate::cli::{self, Global};
use crate::dispatch::{self, Out};
use crate::error::{Error, Result};
use crate::render::Painter;
use crate::session::Session;
use crate::{batch, game, repl};

/// Runs spw with these arguments (the program name first). `Ok` is the exit status, errors
/// already reported; `Err` is output that could not be written (a closed pipe), which the
/// caller ends the program on.
pub fn run(args: impl IntoIterator<Item = impl Into<OsString>>) -> Result<i32> {
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // A game's own word as a one-liner (`spw --game FILE help`, `undo`, `status`) is the
    // game's, even where clap has a word of its own (`help`).
    if let Some(path) = cli::game_path(&args) {
        let line = game::one_line(&args).unwrap_or_default();
        let first = line.split_whitespace().next().unwrap_or("");
        if game::WORDS.iter().any(|(w, _)| *w == first) {
            let painter = dispatch::painter(cli::ColorChoice::Auto);
            let g = Global {
                game: Some(path.clone()),
                json: cli::wants_json(&args),
                ..Global::default()
            };
            let r = game::Game::open(&path, &g, false)
                .and_then(|mut game| game.play(&line, painter, &mut Out::stdout()).map(|()| 0));
            return finish(r, painter, g.json);
        }
    }
    // In a game, a procedure several rule sets share is the game's rule set's (its header
    // says which), so the line is read with that rule set's commands.
    let rules = cli::game_path(&args)
        .and_then(|p| game::rules_of(&p))
        .filter(|_| cli::prescan_rules(&args).is_none())
        .unwrap_or_else(|| cli::rules_for(&args));
    let cmd = cli::command_for(&rules, &args);
    #[cfg(debug_assertions)]
    for sub in cmd.get_subcommands() {
        crate::trace::note("subcommand", sub.get_name());
    }
    // The command is taken apart once the line is parsed, though the process will end soon:
    // the heap it leaves is what the procedure allocates next, where keeping it would touch
    // some twenty more pages (bench/README.md).
    let mut m = match cmd.try_get_matches_from(&args) {
        Ok(m) => m,
        Err(e) => {
            // A game one-liner is parsed by the game, after `--unit`/`--target` have filled
            // options from its roster: a required option may only come from there.
            if let Some(path) = cli::game_path(&args).filter(|_| is_usage(&e)) {
                let painter = cli::guess_painter(&args);
                let g = Global {
                    game: Some(path.clone()),
                    json: cli::wants_json(&args),
                    quiet: cli::wants(&args, "quiet"),
                    ..Global::default()
                };
                let r = game::Game::open(&path, &g, false).and_then(|mut game| {
                    let line = game::one_line(&args)?;
                    game.play(&line, painter, &mut Out::stdout()).map(|()| 0)
                });
                return finish(r, painter, g.json);
            }
            return clap_exit(&e, cli::guess_painter(&args), cli::wants_json(&args));
        }
    };
    // Taken out of the top level's matches rather than copied with every level of them:
    // nothing reads the global options from there again (each subcommand's matches keep their
    // own copy, which a procedure's own options are read beside).
    let mut global = match Global::from_arg_matches_mut(&mut m) {
        Ok(g) => g,
        Err(e) => return clap_exit(&e, cli::guess_painter(&args), cli::wants_json(&args)),
    };
    // A session (the REPL, a batch, a game) takes --percent/--exact for its --chances lines.
    let form = match m.subcommand_name() {
        // A question (--goal) is one line's, never a session's.
        c @ (None | Some("repl" | "game")) => global.ask.check(c, global.chances),
        Some(_) => global.form.check(global.chances, global.json),
    };
    if let Err(e) = cli::seed_with_dice(&global)
        .and(cli::chances_with_table(&global))
        .and(form)
        .and_then(|()| from_env(&mut global, m.subcommand_name()))
    {
        dispatch::report_error(&e, cli::guess_painter(&args));
        if global.json {
            json_error(&e)?;
        }
        return Ok(e.code());
    }
    let painter = dispatch::painter(global.color);
    let mut out = Out::stdout();
    if let Some(("serve", sub)) = m.subcommand() {
        let r = cli::ServeArgs::from_arg_matches(sub)
            .map_err(crate::usage::refused)
            .and_then(|a| game::serve(&global, &a, &mut out));
        return finish(r, painter, global.json);
    }
    if let Some(r) = game(&args, &global, &m, painter, &mut out) {
        return finish(r, painter, global.json);
    }
    match m.subcommand_name() {
        None if io::stdin().is_terminal() => repl::run(&global, painter),
        // `spw repl` asks for the session explicitly, even from a pipe (rustyline then reads
        // plain lines), which is also how the REPL is tested.
        Some("repl") => repl::run(&global, painter),
        None => batch::run(&global, painter, io::stdin().lock(), &mut out),
        Some(_) => {
            let mut session = Session::new(global.seed);
            let r = match dispatch::execute(&mut session, &global, &m, painter, &mut out) {
                Ok(()) => Ok(0),
                Err(e) if e.is_output() => Err(e),
                Err(e) => {
                    dispatch::report_error(&e, painter);
                    if global.json {
                        json_error(&e)?;
                    }
                    Ok(e.code())
                }
            };
            // The process ends next and its memory with it: taking the session (its data,
            // pools and command) and the parsed arguments apart only spends a one-liner's
            // time, up to a tenth of its instructions. Neither holds a file or anything to flush.
            std::mem::forget(session);
            std::mem::forget(m);
            r
        }
    }
}

/// `spw game ...` and `spw --game FILE [COMMAND]` (JOURNAL.md); `None` for anything else.
fn game(
    args: &[OsString],
    global: &Global,
    m: &clap::ArgMatches,
    painter: Painter,
    out: &mut Out,
) -> Option<Result<i32>> {
    if let Some(("game", sub)) = m.subcommand() {
        if global.game.is_some() {
            return Some(Err(Error::usage(
                "--game with `game`: name the file once, as `spw game open FILE`",
            )));
        }
        return Some(
            cli::GameCommand::from_arg_matches(sub)
                .map_err(crate::usage::refused)
                .and_then(|c| game::command(&c, global, painter, out, repl::run_game)),
        );
    }
    let path = global.game.as_ref()?;
    Some((|| {
        if global.seed.is_some() {
            return Err(Error::usage(
                "--seed with --game: a game's dice come from its own seed (in its header), so a replay throws them again; --dice takes dice rolled on the table",
            ));
        }
        if m.subcommand_name().is_none() {
            let g = game::Game::open(path, global, true)?;
            return repl::run_game(global, painter, g);
        }
        // A one-liner reads the game without the lock; only a line that writes takes it.
        let mut g = game::Game::open(path, global, false)?;
        let line = game::one_line(args)?;
        g.play(&line, painter, out).map(|()| 0)
    })())
}

/// The exit status of a run that may have failed (the error reported, and with `--json` also
/// written as a JSON object, as every mode does).
fn finish(r: Result<i32>, painter: Painter, json: bool) -> Result<i32> {
    match r {
        Ok(code) => Ok(code),
        Err(e) if e.is_output() => Err(e),
        Err(e) => {
            dispatch::report_error(&e, painter);
            if json {
                json_error(&e)?;
            }
            Ok(e.code())
        }
    }
}

/// A usage error, not a request for help or the version.
fn is_usage(e: &clap::Error) -> bool {
    !matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    )
}

/// Commands that throw no dice, so a bad `SPW_SEED` does not stop them.
const NO_DICE: &[&str] = &["rules", "tables", "man", "completions", "pools", "help"];

/// `SPW_RULES` and `SPW_SEED` where the command line does not give `--rules`/`--seed`: empty
/// means unset, and a bad value is blamed on the variable (README, "Global options").
fn from_env(g: &mut Global, command: Option<&str>) -> Result<()> {
    let var = |name: &str| {
        std::env::var_os(name)
            .map(|v| v.to_string_lossy().into_owned())
            .filter(|v| !v.is_empty())
    };
    if g.rules.is_none() {
        if let Some(v) = var("SPW_RULES") {
            let ids: Vec<&str> = crate::rules::rule_sets().iter().map(|r| r.id).collect();
            if !ids.contains(&v.as_str()) {
                return Err(Error::usage(format!(
                    "SPW_RULES={}: no such rule set; set it to one of {}, or unset it",
                    crate::error::printable(&v),
                    ids.join(", ")
                )));
            }
            g.rules = Some(v);
        }
    }
    if g.seed.is_none() {
        if let Some(v) = var("SPW_SEED") {
            match v.trim().parse::<u64>() {
                Ok(n) => g.seed = Some(n),
                Err(_) if command.is_some_and(|c| NO_DICE.contains(&c)) => {}
                Err(_) => {
                    return Err(Error::usage(format!(
                        "SPW_SEED={}: not a seed; set it to a whole number from 0 to {}, or unset it",
                        crate::error::printable(&v),
                        u64::MAX
                    )));
                }
            }
        }
    }
    Ok(())
}

/// With `--json`, an error is also a JSON object on stdout, as a batch line's is (README,
/// "Errors and exit status"): `{"error": ..., "code": N}`.
fn json_error(e: &Error) -> Result<()> {
    let v = serde_json::json!({"error": e.to_string(), "code": e.code()});
    Out::stdout().print(&format!("{}\n", crate::render::json::line(&v)))
}

/// Help and version go to stdout with status 0; anything else is a one-line usage error.
fn clap_exit(e: &clap::Error, painter: Painter, json: bool) -> Result<i32> {
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let text = if json {
                dispatch::text_json(&e.render().to_string())
            } else {
                dispatch::clap_text(e, painter)
            };
            Out::stdout().print(&text)?;
            Ok(
                if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                    2
                } else {
                    0
                },
            )
        }
        _ => {
            let e = crate::usage::refused_ref(e);
            dispatch::report_error(&e, painter);
            if json {
                json_error(&e)?;
            }
            Ok(2)
        }
    }
}

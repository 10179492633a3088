//! One way in. Every line — the shell's arguments, a batch or REPL line, a game's one-liner or
//! line, a recorded entry run again — is read here once ([`read`]) into a [`Request`]: the
//! line's options over the session's, and its command with typed options. In a game the
//! roster fills the procedure's options as they are parsed ([`Fill`]), so the procedure's own
//! declarations say what each unit's state means to it. Every check between options is in
//! [`Request::check`]; the executor (`dispatch`) runs what is read, and a game records around it.

use std::ffi::OsString;

use clap::error::ErrorKind;
use clap::{ArgMatches, FromArgMatches};

use crate::cli::{self, ColorChoice, Commands, GameCommand, Generic, Global, Word};
use crate::error::{Error, Result};
use crate::render::Painter;
use crate::rules::{self, Bound, Entry};

/// One line, read.
pub(crate) struct Request {
    /// The line's options over the session's.
    pub global: Global,
    pub command: Command,
}

/// What a line asks for.
pub(crate) enum Command {
    /// No command: a session (the REPL on a terminal, a batch from a pipe, a game opened).
    Session,
    /// `spw repl`.
    Repl,
    /// `roll`, `draw`, `tables`, ...
    Generic(Generic),
    /// A rule set's procedure with its options, parsed.
    Procedure(Call),
    /// `spw game new|open|replay|log|repair`.
    Game(GameCommand),
    /// A game's own word (`status`, `set`, `undo`, ...).
    Word(Word),
    /// Help or the version, as clap wrote it.
    Help(Box<clap::Error>),
}

/// A procedure and its options, bound to its typed options struct.
pub(crate) struct Call {
    pub entry: &'static Entry,
    pub bound: Box<dyn Bound>,
    /// In a game: the options the roster filled, by id and long name.
    pub filled: Vec<(String, String)>,
}

/// Where a line is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Origin {
    /// The shell's arguments: `SPW_RULES` and `SPW_SEED` fill what they leave out.
    Shell,
    /// A line of a batch or of the REPL, over the session's options.
    Line,
    /// A line of an open game (typed, scripted, or a recorded entry run again).
    Game,
}

/// What a game lends a line being read: the roster's fill of a procedure's options, and the
/// rules' refusals of what a unit in its state may not do.
pub(crate) trait Fill {
    /// `cmd` (the command of procedure `entry`, about to parse the line) ready for the units
    /// named: an option the roster fills is required no more, and one the parse itself needs
    /// (a value of a type with no empty value) takes the roster's as its default.
    fn prepare(
        &self,
        entry: &'static Entry,
        units: (Option<&str>, Option<&str>),
        cmd: clap::Command,
    ) -> Result<clap::Command>;

    /// After the parse, on the typed options: refused when the rules forbid this procedure, in
    /// the mode the line asks, to a unit in its state; otherwise every option the line left
    /// out filled from the roster as the procedure declares, reading the line's mode from its
    /// typed options. The options the roster filled, by id and long name.
    fn finish(
        &self,
        entry: &'static Entry,
        units: (Option<&str>, Option<&str>),
        m: &ArgMatches,
        bound: &mut dyn Bound,
        again: bool,
    ) -> Result<Vec<(String, String)>>;

    /// A refusal of the parse (a required option no field filled), said in the roster's terms.
    fn explain(
        &self,
        entry: &'static Entry,
        units: (Option<&str>, Option<&str>),
        e: Error,
    ) -> Error;
}

/// What a line is read in.
pub(crate) struct Context<'a> {
    /// The session's options: what a line does not say.
    pub outer: &'a Global,
    pub origin: Origin,
    /// In a game: its rule set decides shared procedure names, and its roster fills options.
    pub game: Option<&'a dyn Fill>,
}

/// The rule set a line is read with: its own `--rules`, else the session's (a game's), else
/// on the shell `SPW_RULES`, else the default.
fn rules_of(args: &[OsString], cx: &Context) -> String {
    if let Some(r) = cli::prescan_rules(args) {
        return r;
    }
    match (cx.origin, &cx.outer.rules) {
        (Origin::Shell, None) => cli::rules_for(args),
        _ => cx.outer.rules().to_string(),
    }
}

/// In a game, a bare procedure name is the game's rule set's: another rule set's procedure of
/// that name (Schwerpunkt's `move` in a Portable game) is refused, naming the explicit form.
fn not_of_the_game(rules: &str, e: &'static crate::rules::Entry, path: &[&str]) -> Result<()> {
    let sets = crate::rules::rule_sets();
    let has = |id: &str| {
        sets.iter()
            .find(|s| s.id == id)
            .is_some_and(|s| s.procedures().iter().any(|p| std::ptr::eq(p, e)))
    };
    if path.len() != 1 || has(rules) {
        return Ok(());
    }
    let owner = sets
        .iter()
        .find(|s| has(s.id))
        .map_or("another rule set", |s| s.id);
    Err(Error::usage(format!(
        "{}: a {rules} game has no procedure of that name (`spw {rules} --help` lists them); \
         {owner}'s is `{owner} {}`",
        e.name, e.name
    )))
}

/// An option `entry` of rule set `rules` does not take, said with the rule set whose procedure
/// of that name takes it (`artillery --guns 2` in Portable: Schwerpunkt's barrage has guns).
fn elsewhere(rules: &str, entry: &'static crate::rules::Entry, err: Error) -> Error {
    let Error::Usage(m) = &err else { return err };
    let Some(opt) = m
        .strip_prefix("unexpected option '--")
        .and_then(|r| r.split(['\'', '=']).next())
    else {
        return err;
    };
    let named = |e: &crate::rules::Entry| {
        [e.name]
            .iter()
            .chain(e.aliases)
            .any(|n| *n == entry.name || entry.aliases.contains(n))
    };
    for set in crate::rules::rule_sets().iter().filter(|s| s.id != rules) {
        for e in set.procedures().iter().filter(|e| named(e)) {
            let c = (e.options)((e.command)());
            if c.get_arguments().any(|a| a.get_long() == Some(opt)) {
                let title = crate::rules::rule_set(rules).map_or(rules, |s| s.title);
                return Error::Usage(format!(
                    "unexpected option '--{opt}': {title}'s `{}` ({}) takes no --{opt}; {}'s `{}` does: `spw {} {} --{opt} ...` (or --rules {})",
                    entry.name, entry.section, set.title, e.name, set.id, e.name, set.id
                ));
            }
        }
    }
    err
}

/// `--unit` or `--target` on a line outside a game.
fn units_out_of_game() -> Error {
    Error::usage(
        "--unit and --target name units of a game's roster: play in a game (--game FILE) started with --roster",
    )
}

/// Reads one line's words (`spw` first) once. Help and the version come back as
/// [`Command::Help`]; a line clap refuses is a usage error.
pub(crate) fn read(commands: &mut Commands, args: &[OsString], cx: &Context) -> Result<Request> {
    crate::trace::note("parse", &words_named(args));
    let rules = rules_of(args, cx);
    let units = (
        cli::scan_value(args, "roster_unit"),
        cli::scan_value(args, "roster_target"),
    );
    let named = units.0.is_some() || units.1.is_some();
    let entry = cli::plan_entry(&rules, args);
    if let (Some(_), Some((e, path))) = (cx.game, &entry) {
        not_of_the_game(&rules, e, path)?;
    }
    let filled;
    let cmd = match (cx.game, &entry) {
        (Some(game), Some((entry, path))) if named || !entry.roster.fill.is_empty() => {
            let base = commands.get(&rules, args).clone();
            filled = with_filled(base, path, entry, |c| {
                game.prepare(entry, (units.0.as_deref(), units.1.as_deref()), c)
                    .map(|c| cli::help_for_line(c, args))
            })?;
            filled
        }
        _ => commands.get(&rules, args).clone(),
    };
    let mut cmd = cmd;
    #[cfg(debug_assertions)]
    if cx.origin == Origin::Shell {
        for sub in cmd.get_subcommands() {
            crate::trace::note("subcommand", sub.get_name());
        }
    }
    let m = match cmd.try_get_matches_from_mut(args) {
        Ok(m) => m,
        Err(e) if shown(&e, cx.origin) => {
            let mut global = cx.outer.clone();
            global.json |= cli::wants_json(args);
            if cli::guess_painter(args).color {
                global.color = ColorChoice::Always;
            }
            return Ok(Request {
                global,
                command: Command::Help(Box::new(e)),
            });
        }
        Err(e) => {
            let err = crate::usage::refused(e);
            let err = match &entry {
                Some((entry, _)) => elsewhere(&rules, entry, err),
                None => err,
            };
            return Err(match (cx.game, entry) {
                (Some(game), Some((entry, _))) => {
                    game.explain(entry, (units.0.as_deref(), units.1.as_deref()), err)
                }
                // Out of a game, --unit and --target are the first thing wrong with the line.
                (None, _) if named && cli::game_path(args).is_none() => units_out_of_game(),
                _ => err,
            });
        }
    };
    let own = Global::from_arg_matches(&m).map_err(crate::usage::refused)?;
    // The shell's own line is all there is (SPW_DATA included); any other line, and a game's
    // one-liner, says what it changes of the session's (the game's) options.
    let global = if cx.origin == Origin::Shell && cx.game.is_none() {
        own
    } else {
        cx.outer.over(own, &m)
    };
    let mut command = command_of(&rules, &m)?;
    if let (Some(game), Command::Procedure(call)) = (cx.game, &mut command) {
        if let Some(pm) = procedure_matches(&m) {
            call.filled = game.finish(
                call.entry,
                (global.unit.as_deref(), global.target.as_deref()),
                pm,
                call.bound.as_mut(),
                // A question (`--chances`) is no action: what the unit did does not bar it.
                global.again || global.chances,
            )?;
        }
    }
    let mut r = Request { global, command };
    r.check(cx)?;
    if cx.game.is_some() {
        r.command = in_game(r.command);
    }
    Ok(r)
}

/// A command as a game plays it: `sheet` is the game's word there (its roster's unit cards, or
/// a rule set's sheet under its house rules, leaving its dice and pools alone).
fn in_game(command: Command) -> Command {
    match command {
        Command::Generic(Generic::Sheet(a)) => Command::Word(Word::Sheet(a)),
        other => other,
    }
}

/// The words a trace names a parse by: the line's first few words.
fn words_named(args: &[OsString]) -> String {
    args.iter()
        .skip(1)
        .take(3)
        .map(|a| a.to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Help or the version: printed, not refused; on the shell also a bare rule set's list (a
/// session's line that names no procedure is refused).
fn shown(e: &clap::Error, origin: Origin) -> bool {
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => true,
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => origin == Origin::Shell,
        _ => false,
    }
}

/// A line's words, as a shell splits them, with `spw` first.
pub(crate) fn words_of(line: &str) -> Result<Vec<OsString>> {
    let words = shlex::split(line).ok_or_else(|| {
        if line.chars().rev().take_while(|&c| c == '\\').count() % 2 == 1 {
            Error::usage("the line ends with a \\, which escapes nothing; remove it (or write \\\\ for a backslash)")
        } else {
            Error::usage("unbalanced quotes in the line; close every ' and \"")
        }
    })?;
    let mut args: Vec<OsString> = Vec::with_capacity(words.len() + 1);
    args.push("spw".into());
    args.extend(words.into_iter().map(OsString::from));
    Ok(args)
}

/// `cmd` with the procedure `entry` (the subcommand at `path`: `[PROCEDURE]` or `[RULESET,
/// PROCEDURE]`) built whole and changed by `f`.
fn with_filled(
    cmd: clap::Command,
    path: &[&str],
    entry: &'static Entry,
    f: impl FnOnce(clap::Command) -> Result<clap::Command>,
) -> Result<clap::Command> {
    let Some((first, rest)) = path.split_first() else {
        return f(cmd);
    };
    let mut result = Ok(());
    let mut f = Some(f);
    let cmd = cmd.mut_subcommand(*first, |sub| {
        let f = f.take().expect("called once");
        let changed = if rest.is_empty() {
            f(entry.built(&sub))
        } else {
            with_filled(sub.clone(), rest, entry, f)
        };
        changed.unwrap_or_else(|e| {
            result = Err(e);
            sub
        })
    });
    result.map(|()| cmd)
}

/// The matches of the procedure a line names, if it names one.
fn procedure_matches(m: &ArgMatches) -> Option<&ArgMatches> {
    let (name, sub) = m.subcommand()?;
    if rules::rule_set(name).is_some() {
        return sub.subcommand().map(|(_, pm)| pm);
    }
    Some(sub)
}

/// The command a parsed line names, with its options typed.
fn command_of(rules: &str, m: &ArgMatches) -> Result<Command> {
    let Some((name, sub)) = m.subcommand() else {
        return Ok(Command::Session);
    };
    if name == "repl" {
        return Ok(Command::Repl);
    }
    if name == "game" {
        return GameCommand::from_arg_matches(sub)
            .map(Command::Game)
            .map_err(crate::usage::refused);
    }
    if cli::is_generic(name) {
        return cli::generic(m)
            .map(Command::Generic)
            .map_err(crate::usage::refused);
    }
    if cli::is_word(name) {
        return Word::from_arg_matches(m)
            .map(Command::Word)
            .map_err(crate::usage::refused);
    }
    let (entry, pm) = if let Some(set) = rules::rule_set(name) {
        let (proc_name, pm) = sub.subcommand().ok_or_else(|| {
            Error::usage(format!("{name}: name a procedure; `spw rules` lists them"))
        })?;
        let entry = set
            .procedures()
            .iter()
            .find(|e| e.name == proc_name)
            .ok_or_else(|| Error::usage(format!("{name} has no procedure {proc_name}")))?;
        (entry, pm)
    } else {
        let entry = cli::top_level_entry(rules, name)
            .ok_or_else(|| Error::usage(format!("unknown command {name}")))?;
        (entry, sub)
    };
    Ok(Command::Procedure(Call {
        entry,
        bound: (entry.bind)(pm)?,
        filled: Vec::new(),
    }))
}

impl Request {
    /// The command's name as typed (`roll`, `fire`, `status`), for messages; `None` for none.
    pub(crate) fn name(&self) -> Option<&str> {
        match &self.command {
            Command::Session | Command::Help(_) => None,
            Command::Repl => Some("repl"),
            Command::Generic(g) => Some(g.name()),
            Command::Procedure(c) => Some(c.entry.name),
            Command::Game(_) => Some("game"),
            Command::Word(w) => Some(w.name()),
        }
    }

    /// Whether the command throws dice or draws (so a bad `SPW_SEED` matters to it).
    fn throws(&self) -> bool {
        match &self.command {
            Command::Generic(g) => g.throws(),
            Command::Help(_) | Command::Word(_) => false,
            _ => true,
        }
    }

    /// Every check between options, in one place: what no command, or not this command, or
    /// not here (a batch, a game), takes.
    pub(crate) fn check(&mut self, cx: &Context) -> Result<()> {
        if matches!(self.command, Command::Help(_)) {
            return Ok(());
        }
        if cx.origin == Origin::Shell {
            let throws = self.throws();
            from_env(&mut self.global, throws)?;
        }
        let g = &self.global;
        if g.seed.is_some() && g.dice.is_some() && !g.env_seed {
            return Err(Error::usage(
                "--seed has no effect with --dice (the dice come from the table); give one or the other",
            ));
        }
        if g.chances {
            let what = match (&g.dice, &g.cards) {
                (Some(_), _) => Some("--dice (the dice thrown)"),
                (None, Some(_)) => Some("--cards (the cards turned)"),
                (None, None) => None,
            };
            if let Some(what) = what {
                return Err(Error::usage(format!(
                    "{what} has no effect with --chances (the chances are over every roll and draw); give one or the other"
                )));
            }
        }
        let name = self.name();
        let session = matches!(self.command, Command::Session | Command::Repl)
            || matches!(self.command, Command::Game(GameCommand::Open(_)));
        if session {
            // A session takes --percent/--exact for its --chances lines, never a question.
            g.ask.check(None, g.chances)?;
        } else {
            g.ask.check(name, g.chances)?;
            g.form.check(g.chances, g.json)?;
        }
        if let Command::Generic(c) = &self.command {
            if !c.throws() {
                let name = c.name();
                if g.chances {
                    return Err(Error::usage(format!(
                        "--chances does not apply to `{name}`, which throws no dice; give it to roll, draw, table or a procedure"
                    )));
                }
                if g.dice.is_some() {
                    return Err(Error::usage(format!(
                        "--dice does not apply to `{name}`, which throws no dice"
                    )));
                }
            }
        }
        self.check_game(cx)
    }

    /// What a game, or a line outside one, refuses.
    fn check_game(&self, cx: &Context) -> Result<()> {
        let g = &self.global;
        let in_game = cx.game.is_some();
        if let Command::Game(c) = &self.command {
            if cx.origin != Origin::Shell {
                return Err(Error::usage(
                    "`game` commands run from the shell (spw game ...), not inside a session",
                ));
            }
            if g.game.is_some() {
                return Err(Error::usage(
                    "--game with `game`: name the file once, as `spw game open FILE`",
                ));
            }
            if g.env_seed && matches!(c, GameCommand::Open(_)) {
                return Err(env_seed_in_game());
            }
            return Ok(());
        }
        if cx.origin == Origin::Line {
            match &self.command {
                Command::Session => {
                    return Err(Error::usage("no command on this line; `help` lists them"));
                }
                Command::Repl => return Err(Error::usage("already in an interactive session")),
                _ => {}
            }
        }
        if !in_game {
            if let (Origin::Line, Some(path)) = (cx.origin, &g.game) {
                let path = path.display();
                return Err(Error::usage(format!(
                    "--game on a line of a batch or session: play the whole script in the game with `spw --game {path} < FILE` (or `spw game open {path}`)"
                )));
            }
            if let Command::Word(w) = &self.command {
                return Err(Error::usage(format!(
                    "`{}` is a game's word: name the game (`spw --game FILE {}`), or play in one (`spw game open FILE`)",
                    w.name(),
                    w.name()
                )));
            }
            if g.unit.is_some() || g.target.is_some() {
                return Err(units_out_of_game());
            }
            return Ok(());
        }
        if cx.origin == Origin::Game && g.game.is_some() {
            return Err(Error::usage(
                "--game inside a game: this line already plays the game that is open",
            ));
        }
        if g.seed.is_some() {
            if g.env_seed {
                return Err(env_seed_in_game());
            }
            return Err(Error::usage(if cx.origin == Origin::Shell {
                "--seed with --game: a game's dice come from its own seed (in its header), so a replay throws them again; --dice takes dice rolled on the table"
            } else {
                "--seed in a game: its dice come from the game's own seed, so a replay throws them again; --dice takes dice rolled on the table"
            }));
        }
        if g.data_typed {
            return Err(Error::usage(
                "--data in a game: its house rules are the ones it was started with (its header), so a replay reads the same tables; start a new game with `spw game new FILE --data DIR`",
            ));
        }
        if matches!(self.command, Command::Repl) {
            return Err(Error::usage("already in an interactive session"));
        }
        Ok(())
    }
}

fn env_seed_in_game() -> Error {
    Error::usage(
        "SPW_SEED is set, and a game's dice come from its own seed (in its header), so a replay throws them again; unset SPW_SEED to play the game",
    )
}

/// `SPW_RULES` and `SPW_SEED` where the command line does not give `--rules`/`--seed`: empty
/// means unset, and a bad value is blamed on the variable (README, "Global options"). A bad
/// seed stops only a command that throws dice.
fn from_env(g: &mut Global, throws: bool) -> Result<()> {
    let var = |name: &str| {
        std::env::var_os(name)
            .map(|v| v.to_string_lossy().into_owned())
            .filter(|v| !v.is_empty())
    };
    if g.rules.is_none() {
        if let Some(v) = var("SPW_RULES") {
            let ids: Vec<&str> = rules::rule_sets().iter().map(|r| r.id).collect();
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
                Ok(n) => {
                    g.seed = Some(n);
                    g.env_seed = true;
                }
                Err(_) if !throws => {}
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

/// The painter a request's output is written with.
pub(crate) fn painter(g: &Global, outer: Painter, outer_color: ColorChoice) -> Painter {
    if g.color == outer_color {
        outer
    } else {
        g.color.painter()
    }
}

//! The one command-line definition, used by the shell, batch mode, the REPL, completions and
//! the man page alike.
//!
//! The top level is assembled at run time from the rule-set registry ([`rules::rule_sets`]):
//! the generic commands (derived below), one subcommand per rule set holding all its procedures
//! (`spw RULESET PROCEDURE`), and every
//! procedure again at the top level (`spw fire`). A name several rule sets share goes to the
//! rule set `--rules` picks, so the command is built after a quick look for `--rules`.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::parser::ValueSource;
use clap::{ArgMatches, Args, Command, FromArgMatches, Subcommand, ValueEnum};
use serde::Serialize;

use crate::rules::{self, Entry};

pub(crate) use crate::rules::DEFAULT as DEFAULT_RULES;

const GLOBAL: &str = "Global options";

// Options every command takes, before or after its name.
#[derive(Args, Clone, Debug, Default, Serialize)]
pub(crate) struct Global {
    /// Rule set for procedures several rule sets share (fire, morale, melee, ...)
    ///
    /// [env: SPW_RULES]
    // The variables are read in `app`, so a bad one is blamed by its own name, not as a flag;
    // clap does not know them, so the help names them as it names SPW_DATA.
    #[arg(short, long, global = true, value_name = "NAME", value_parser = rule_set_names(), help_heading = GLOBAL,
          help = "Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]")]
    pub rules: Option<String>,

    /// Reproducible rolls: the same seed and command give the same dice on every platform
    ///
    /// [env: SPW_SEED]
    #[arg(long, global = true, value_name = "N", help_heading = GLOBAL,
          help = "Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]")]
    pub seed: Option<u64>,

    /// Do not roll: print the exact probability of every outcome; a whole-number option may
    /// then be a range, one answer per value (--shots 1..12, --range 6..30/6)
    #[arg(long, global = true, help_heading = GLOBAL)]
    pub chances: bool,

    // --percent / --exact: how --chances writes each chance (render::chances decides).
    #[command(flatten)]
    pub form: ChanceForm,

    // --goal / --at-least: what a --chances line asks of the chances.
    #[command(flatten)]
    pub ask: Ask,

    /// Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)
    #[arg(long, global = true, value_name = "LIST", allow_hyphen_values = true, help_heading = GLOBAL)]
    pub dice: Option<String>,

    /// Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD";
    /// suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave
    /// the session's pools too
    #[arg(long, global = true, value_name = "LIST", help_heading = GLOBAL)]
    pub cards: Option<String>,

    /// One JSON object per command on stdout (JSON Lines in batch mode)
    #[arg(long, global = true, help_heading = GLOBAL)]
    pub json: bool,

    /// When to colour the output
    #[arg(long, global = true, value_enum, value_name = "WHEN", default_value_t = ColorChoice::Auto, help_heading = GLOBAL)]
    pub color: ColorChoice,

    /// House-rule TOML tables that replace the built-in ones they name
    #[arg(long, global = true, env = "SPW_DATA", hide_env_values = true, value_name = "DIR", help_heading = GLOBAL)]
    pub data: Option<PathBuf>,

    /// Print the result line only
    #[arg(short, long, global = true, help_heading = GLOBAL)]
    pub quiet: bool,

    /// Record the command in this game file and play it on that game's dice and pools
    /// (`spw game new` makes one)
    #[arg(long, global = true, value_name = "FILE", help_heading = GLOBAL)]
    pub game: Option<PathBuf>,

    /// In a game with a roster: the unit acting (firing, attacking); its fields fill the
    /// procedure's options for it (an option typed on the line wins)
    #[arg(id = "roster_unit", long = "unit", global = true, value_name = "NAME", help_heading = GLOBAL)]
    pub unit: Option<String>,

    /// In a game with a roster: the unit acted on (fired at, defending); its fields fill only
    /// its own options, and the result's effects on it are kept
    #[arg(id = "roster_target", long = "target", global = true, value_name = "NAME", help_heading = GLOBAL)]
    pub target: Option<String>,
}

// --percent and --exact, the pair that picks how --chances tables are written (the later one
// on a line wins; neither: exact fractions where they fit), and --full, every table on a
// terminal too (render::chances). Plain comments: a doc comment here would become the about
// text of the top level.
#[derive(Args, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub(crate) struct ChanceForm {
    /// With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no
    /// fractions
    #[arg(long, global = true, overrides_with = "exact", help_heading = GLOBAL)]
    pub percent: bool,

    /// With --chances: the exact fractions beside the percents, however wide (by default they
    /// are shown where they fit)
    #[arg(long, global = true, overrides_with = "percent", help_heading = GLOBAL)]
    pub exact: bool,

    /// With --chances on a terminal: every table, not only the answer and the first table (a
    /// pipe always gets every table)
    #[arg(long, global = true, help_heading = GLOBAL)]
    pub full: bool,
}

// `--goal` and `--at-least`: a question put to a procedure's exact chances (README, "What do
// I need?"); they belong to one command line, never to a whole session. (Not `///`: see
// `ChanceForm`.)
#[derive(Args, Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub(crate) struct Ask {
    /// With --chances: the exact chance of a condition over the procedure's quantities:
    /// 'hits>=2', passed, 'casualties>=1 and not pinned', outcome=attacker_wins (a range gives
    /// it for each value)
    #[arg(long, global = true, value_name = "EXPR", help_heading = GLOBAL)]
    pub goal: Option<String>,

    /// With --goal and a range: pick the least value whose goal reaches this chance (the most,
    /// where a larger value makes it less likely): 80%
    #[arg(long, global = true, value_name = "PERCENT", help_heading = GLOBAL)]
    pub at_least: Option<String>,
}

impl Ask {
    /// Refuses a question that cannot be put: `command` is the line's command (`None` for a
    /// session, which takes no question), `chances` whether it asks for them.
    pub(crate) fn check(&self, command: Option<&str>, chances: bool) -> crate::error::Result<()> {
        use crate::error::Error;
        let name = match (&self.goal, &self.at_least) {
            (Some(_), _) => "--goal",
            (None, Some(_)) => "--at-least",
            (None, None) => return Ok(()),
        };
        match command {
            None | Some("repl" | "game") => Err(Error::usage(format!(
                "{name} belongs on one command line (a procedure with --chances), not on a whole session"
            ))),
            Some(c) if is_generic(c) => Err(Error::usage(format!(
                "{name} asks about a rule set's procedure, and `{c}` is not one; `spw rules` lists them"
            ))),
            Some(_) if !chances => Err(Error::usage(format!(
                "{name} asks the exact chances; add --chances"
            ))),
            Some(_) if self.goal.is_none() => Err(Error::usage(
                "--at-least picks the value whose --goal reaches it: give the goal too (--goal 'hits>=2')",
            )),
            Some(_) => Ok(()),
        }
    }
}

/// The rule sets `--rules` accepts (listed in its error and completions).
fn rule_set_names() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(rules::rule_sets().iter().map(|r| r.id))
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum ColorChoice {
    /// Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb
    #[default]
    Auto,
    Always,
    Never,
}

impl Global {
    /// Options for one line of a batch or REPL session: what the line says, and for anything
    /// it does not say, what the session was started with.
    pub(crate) fn over(&self, line: Global, m: &ArgMatches) -> Global {
        let said = |id: &str| m.value_source(id) == Some(ValueSource::CommandLine);
        Global {
            rules: if said("rules") {
                line.rules
            } else {
                self.rules.clone()
            },
            seed: if said("seed") { line.seed } else { None },
            chances: line.chances || self.chances,
            form: ChanceForm {
                full: line.form.full || self.form.full,
                ..if said("percent") || said("exact") {
                    line.form
                } else {
                    self.form
                }
            },
            // A question is the line's own.
            ask: line.ask,
            dice: if said("dice") { line.dice } else { None },
            cards: if said("cards") { line.cards } else { None },
            json: line.json || self.json,
            color: if said("color") {
                line.color
            } else {
                self.color
            },
            data: if said("data") {
                line.data
            } else {
                self.data.clone()
            },
            quiet: line.quiet || self.quiet,
            game: if said("game") { line.game } else { None },
            unit: if said("roster_unit") { line.unit } else { None },
            target: if said("roster_target") {
                line.target
            } else {
                None
            },
        }
    }

    pub(crate) fn rules(&self) -> &str {
        self.rules.as_deref().unwrap_or(DEFAULT_RULES)
    }
}

// Commands that belong to no rule set.
#[derive(Subcommand, Clone, Debug)]
pub(crate) enum Generic {
    // The commands with options are built alone too (`generic_alone`), from the same words.
    #[command(about = ROLL_ABOUT, long_about = None, after_help = ROLL_HELP)]
    Roll(RollArgs),
    #[command(about = DRAW_ABOUT, long_about = None, after_help = DRAW_HELP)]
    Draw(DrawArgs),
    #[command(about = POOLS_ABOUT, long_about = None, after_help = POOLS_HELP)]
    Pools(PoolsArgs),
    /// Put every item back into a pool (all pools when none is named), e.g. at the end of a turn
    #[command(after_help = "Examples:\n  spw reshuffle\n  spw reshuffle deck")]
    Reshuffle(ReshuffleArgs),
    /// Roll on a data table that has roll ranges
    #[command(after_help = table_help())]
    Table(TableArgs),
    /// List the data tables with their rule sections, or print one
    #[command(after_help = "Examples:\n  spw tables\n  spw tables penetration")]
    Tables(TablesArgs),
    /// List the rule sets and their procedures with the rule section each implements, or explain one
    #[command(after_help = "Examples:\n  spw rules\n  spw rules fire\n  spw -r tsatf rules fire")]
    Rules(RulesArgs),
    /// Print a shell completion script
    #[command(
        after_help = "Example:\n  spw completions bash > ~/.local/share/bash-completion/completions/spw"
    )]
    Completions(CompletionsArgs),
    /// Print the man page (roff)
    #[command(after_help = "Example:\n  spw man > spw.1 && man ./spw.1")]
    Man,
    /// Start the interactive session (the default when spw runs on a terminal with no command)
    Repl,
    /// A game kept in a file: every command, die and result on the record (JOURNAL.md)
    #[command(subcommand, after_help = GAME_HELP)]
    Game(GameCommand),
}

// Help texts are paragraphs without line breaks (clap wraps them to the screen) and example
// lines (fitted by `fit_examples`).
const GAME_HELP: &str = "A game file is an append-only journal: a header (rule set, seed, \
roster) and one line per command with its dice, cards and result, written to disk before the \
result is shown. Reopening it rebuilds the dice stream, the pools and the roster; in the game \
`undo` reverts the last entry (never the dice), `set UNIT FIELD=VALUE` corrects a unit, and \
`help` lists the rest.

Examples:
  spw game new friday.spw --rules portable --seed 7
  spw --game friday.spw artillery --type field-artillery --range 4
  spw game open friday.spw
  spw game replay friday.spw
  spw game log friday.spw --format md";

/// `spw game ...`.
#[derive(Subcommand, Clone, Debug)]
pub(crate) enum GameCommand {
    /// Start a game file for a rule set (--rules), with a seed (--seed, or a fresh one)
    New(GameNew),
    /// Play the game in its interactive session (from a pipe: one command per line)
    Open(GameFile),
    /// Re-run every entry from the seed and check each result is the one recorded
    Replay(GameFile),
    /// The after-action report: every command, die and result, by turn
    Log(GameLog),
    /// Keep the entries before a damaged line (the original is copied to FILE.damaged)
    Repair(GameFile),
}

#[derive(Args, Clone, Debug)]
pub(crate) struct GameFile {
    /// The game file
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

#[derive(Args, Clone, Debug)]
pub(crate) struct GameNew {
    /// The game file to create (never overwritten)
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// The units on the table: a TOML of [[unit]] tables with name, side and ratings, copied
    /// into the game (`--unit NAME` and `--target NAME` then fill a procedure's options), and
    /// optional [[side]] tables (name, and for the Series c3i = [turn 1, turn 2, ...], 7.1)
    #[arg(long, value_name = "ROSTER")]
    pub roster: Option<PathBuf>,
}

#[derive(Args, Clone, Debug)]
pub(crate) struct GameLog {
    /// The game file
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// text for the terminal, md for Markdown, json for the entries as they are recorded
    #[arg(long, value_enum, default_value_t = LogFormat::Text)]
    pub format: LogFormat,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum LogFormat {
    Text,
    Md,
    Json,
}

const ROLL_ABOUT: &str = "Roll a dice expression (4d6kh3, 10d6>=4, 2d6+1, dSF, d%)";
const DRAW_ABOUT: &str =
    "Draw cards (or chits, tiles) from a pool without replacement; the pool lasts the session";
const POOLS_ABOUT: &str = "List the pools in play (decks, cups, bags) with what is left in each";
const POOLS_HELP: &str = "In a game (spw game open, --game FILE) only the pools of the game's rule set and the shared ones (pools.toml) are listed; --all lists every rule set's. With a POOL, its items: each name (as --cards takes it), kind, values, how many the pool holds and how many are left.

Examples:
  spw pools
  spw pools cup_a
  printf 'draw 5\\npools\\n' | spw";

const ROLL_HELP: &str = "Notation: NdM, dM, d% (1-100), dF (-1/0/+1), d{0,1,1,2,2,3}, named \
dice dSF, dA, dS; keep/drop kh kl dh dl; reroll rr (always) ro (once); explode e or !; clamp mi \
ma; count successes per die: 10d6>=4, 8d20<=7 (also > < =); + - * / (division toward zero); ( ).

Examples:
  spw roll 4d6kh3
  spw roll '10d6>=4' --chances
  spw roll '2d6+1' --dice 3,5";

const DRAW_HELP: &str = "Draws from the pool as it is: in the REPL and in batch mode (spw < \
file) the deck lasts the whole session, and a draw that needs more cards than are left puts the \
others back, shuffles and goes on (each pool's refill rule is in data/pools.toml). --chances \
gives the exact chances of the draw from the pool as it is now; --chances quantities: red, black \
(joker with jokers), clubs, diamonds, hearts, spades; a pool of other items: one count per kind.

Examples:
  spw draw 5
  spw --chances draw 5
  spw draw 2 --cards \"A♥,10♠\"
  printf 'draw 50\\ndraw --chances 2\\n' | spw";

#[derive(Args, Clone, Debug, Serialize)]
pub(crate) struct RollArgs {
    /// The dice expression (quote it in the shell if it has spaces, * or parentheses)
    #[arg(value_name = "EXPR", allow_hyphen_values = true)]
    pub expr: String,
}

#[derive(Args, Clone, Debug, Serialize)]
pub(crate) struct DrawArgs {
    /// How many cards (or items)
    #[arg(value_name = "N", default_value_t = 1, value_parser = draw_count)]
    pub count: u64,
    /// The pool to draw from (`spw pools` lists them)
    #[arg(long, value_name = "NAME", default_value = crate::pools::DEFAULT_POOL)]
    pub pool: String,
    /// Put everything back into the pool first (in the REPL and batch mode the pool otherwise
    /// lasts the whole session)
    #[arg(long)]
    pub shuffle: bool,
}

/// `draw N`: any whole number reads, so one too large is refused by the pool that cannot hold
/// it (`draw` says how many it does hold) rather than as a number type's range.
fn draw_count(s: &str) -> Result<u64, String> {
    match s.parse::<u64>() {
        Ok(n) => Ok(n),
        Err(_) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => Err(
            "more than any pool holds; draw 1 to the pool's size (`spw pools` lists them)".into(),
        ),
        Err(_) => Err("not a whole number; draw 1 or more (e.g. `draw 5`)".into()),
    }
}

#[derive(Args, Clone, Debug, Serialize)]
pub(crate) struct PoolsArgs {
    /// List this pool's items (the names to type with --cards) instead of the pools
    #[arg(value_name = "POOL")]
    pub pool: Option<String>,
    /// In a game: every rule set's pools, not only the game's rule set's and the shared ones
    #[arg(long, conflicts_with = "pool")]
    pub all: bool,
}

#[derive(Args, Clone, Debug, Serialize)]
pub(crate) struct ReshuffleArgs {
    /// The pool (all pools when none is named)
    #[arg(value_name = "POOL")]
    pub pool: Option<String>,
}

#[derive(Args, Clone, Debug, Serialize)]
pub(crate) struct TableArgs {
    /// The table (`spw tables` lists them); `RULESET.NAME` when a name is shared
    #[arg(value_name = "NAME")]
    pub name: String,
}

#[derive(Args, Clone, Debug, Serialize)]
pub(crate) struct TablesArgs {
    /// Print this table instead of listing them all
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Print a documented house-rule template of the charts a game prints itself, for the rule
    /// set NAME (`spw tables series --template > series.toml`)
    #[arg(long, requires = "name")]
    pub template: bool,

    /// Print the table as TOML, as it stands (house rules applied), to copy into a house-rule
    /// file and change
    #[arg(long, requires = "name")]
    pub toml: bool,
}

#[derive(Args, Clone, Debug, Serialize)]
pub(crate) struct RulesArgs {
    /// Explain this procedure (of the rule set in use, or the only set that has it): its rule,
    /// options and --chances quantities
    #[arg(value_name = "PROCEDURE")]
    pub procedure: Option<String>,
}

#[derive(Args, Clone, Debug)]
pub(crate) struct CompletionsArgs {
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

const ABOUT: &str = "A referee's dice-and-table assistant for tabletop wargames";

// Paragraphs without line breaks: clap wraps them to the screen.
const LONG_ABOUT: &str = "A referee's dice-and-table assistant for tabletop wargames: type the \
procedure the rules call for and spw rolls, looks up the tables, applies the modifiers and shows \
every die. --chances gives the exact probability of every outcome instead; --dice takes dice \
rolled by hand.

With no command, spw starts an interactive session on a terminal, or reads one command per \
line from standard input (JSON Lines with --json).";

/// The top level's examples: each rule set's, from the registry, then the generic commands'.
fn after_help() -> String {
    let mut s = String::from("Examples:\n");
    for set in rules::rule_sets() {
        for e in set.examples {
            s.push_str(&format!("  spw {e}\n"));
        }
    }
    s.push_str("  spw roll 4d6kh3 --seed 7");
    s
}

/// `spw table`'s examples: the rule sets' rollable tables, from the registry.
fn table_help() -> String {
    let mut s = String::from("Examples:");
    for set in rules::rule_sets() {
        for t in set.tables {
            s.push_str(&format!("\n  spw table {t}"));
        }
    }
    s
}

/// The generic commands on `cmd`, their examples fitted to the screen.
fn with_generic(cmd: Command) -> Command {
    Generic::augment_subcommands(cmd).mut_subcommands(|sub| {
        if is_generic(sub.get_name()) {
            fit_examples(sub)
        } else {
            sub
        }
    })
}

/// `cmd` with the example lines of its `after_help` fitted to the screen's width
/// ([`crate::render::screen::fit_examples`]).
pub(crate) fn fit_examples(cmd: Command) -> Command {
    let Some(help) = cmd.get_after_help().map(ToString::to_string) else {
        return cmd;
    };
    let width = crate::render::screen::screen().width;
    cmd.after_help(crate::render::screen::fit_examples(&help, width))
}

/// The whole command for rule set `rules` (see the module doc).
pub(crate) fn command(rules: &str) -> Command {
    let mut cmd = with_generic(top());
    for set in rules::rule_sets() {
        cmd = cmd.subcommand(rule_set_command(set, &[], 0));
    }
    for (e, keep) in placed(rules) {
        cmd = cmd.subcommand(placed_command(e, keep));
    }
    cmd
}

/// The top level with its global options and no subcommands.
fn top() -> Command {
    let cmd = Command::new("spw")
        .version(env!("CARGO_PKG_VERSION"))
        .about(ABOUT)
        .long_about(LONG_ABOUT)
        .after_help(crate::render::screen::fit_examples(
            &after_help(),
            crate::render::screen::screen().width,
        ))
        .subcommand_value_name("COMMAND")
        // Help is laid out for the screen, as every other text is (80 in a pipe).
        .term_width(crate::render::screen::screen().width);
    Global::augment_args(cmd)
}

/// A rule set's command (`spw tsatf ...`). When the shell line `args` plainly names one of
/// its procedures after it (the word at `at`), only that procedure is built; otherwise its
/// own copy of all of them is built when it is used (help, a misspelt name).
fn rule_set_command(set: &rules::RuleSet, args: &[OsString], at: usize) -> Command {
    let cmd = Command::new(set.id)
        .about(format!("{} procedures ({})", set.title, set.about))
        .subcommand_required(true);
    let named = subcommand_word(args, at + 1).and_then(|(_, w)| {
        set.procedures()
            .iter()
            .find(|e| e.name == w || e.aliases.contains(&w))
    });
    match named {
        Some(e) => cmd.subcommand((e.command)()),
        None => cmd.defer(rule_set_procedures),
    }
}

/// The command a shell command line needs: when the line plainly names its subcommand (after
/// nothing but global options), the top level with that one subcommand, which parses the line
/// exactly as the whole tree would at a fraction of the start-up (no other subcommand is
/// built, nor given the global options); otherwise (help, a misspelt command, anything
/// unusual) the whole tree, for its listings and suggestions.
pub(crate) fn command_for(rules: &str, args: &[OsString]) -> Command {
    let Some((at, word)) = subcommand_word(args, 1) else {
        return command(rules);
    };
    if is_generic(word) && word != "help" {
        // The generic commands are derived together; only the one named joins the top level,
        // so clap gives the global options to it alone.
        if let Some(sub) = generic_alone(word) {
            return top().subcommand(fit_examples(sub));
        }
        let mut all = Generic::augment_subcommands(Command::new("spw"));
        if let Some(sub) = all.find_subcommand_mut(word) {
            return top().subcommand(fit_examples(std::mem::take(sub)));
        }
    }
    if let Some(set) = rules::rule_set(word) {
        return top().subcommand(rule_set_command(set, args, at));
    }
    let found = placed(rules)
        .into_iter()
        .find(|(e, keep)| e.name == word || keep.contains(&word));
    match found {
        Some((e, keep)) => top().subcommand(placed_command(e, keep)),
        None => command(rules),
    }
}

/// The commands scripts call most, each built by itself exactly as the derive builds it among
/// the eleven (a test compares the two), so a `roll` builds no other command; `None` for the
/// rest, which come from the derived list.
fn generic_alone(word: &str) -> Option<Command> {
    let (name, about, after, args): (&'static str, _, _, fn(Command) -> Command) = match word {
        "roll" => ("roll", ROLL_ABOUT, ROLL_HELP, RollArgs::augment_args),
        "draw" => ("draw", DRAW_ABOUT, DRAW_HELP, DrawArgs::augment_args),
        "pools" => ("pools", POOLS_ABOUT, POOLS_HELP, PoolsArgs::augment_args),
        _ => return None,
    };
    Some(
        args(Command::new(name))
            .about(about)
            .long_about(None)
            .after_help(after),
    )
}

/// The global options that take a value, and those that do not (see [`Global`]).
const GLOBAL_VALUED: &[&str] = &[
    "--rules",
    "--seed",
    "--dice",
    "--cards",
    "--color",
    "--data",
    "--goal",
    "--at-least",
    "-r",
];
const GLOBAL_FLAGS: &[&str] = &[
    "--chances",
    "--percent",
    "--exact",
    "--full",
    "--json",
    "--quiet",
    "-q",
];

/// The first word of a shell command line from `args[from]` on after its global options, with
/// its index, when every option before it is one of those, spelt out plainly; `None` for
/// anything else (the whole tree decides).
fn subcommand_word(args: &[OsString], from: usize) -> Option<(usize, &str)> {
    let mut it = args.iter().enumerate().skip(from);
    while let Some((i, a)) = it.next() {
        let a = a.to_str()?;
        if !a.starts_with('-') {
            return Some((i, a));
        }
        if GLOBAL_FLAGS.contains(&a) {
            continue;
        }
        if GLOBAL_VALUED.contains(&a) {
            it.next()?;
            continue;
        }
        match a.split_once('=') {
            Some((o, _)) if o.starts_with("--") && GLOBAL_VALUED.contains(&o) => {}
            _ => return None,
        }
    }
    None
}

fn rule_set_procedures(cmd: Command) -> Command {
    let procs = rules::rule_set(cmd.get_name()).map_or(&[][..], |s| s.procedures());
    cmd.subcommands(procs.iter().map(|e| (e.command)()))
}

/// The procedures reachable without a rule-set prefix: each name once, from the only rule
/// set that has it, or from `rules` when several do. A name counts with its aliases, so one
/// rule set's procedure called `artillery` and another's aliased `artillery` clash the same way
/// (clap refuses a name given twice).
pub(crate) fn top_level(rules: &str) -> Vec<&'static Entry> {
    placed(rules).into_iter().map(|(e, _)| e).collect()
}

/// The top-level procedure called `name` (its name, as clap reports the command parsed): the
/// one of `rules` if it has one, else the first in the registry (as [`placed`] places them),
/// found without building any command.
pub(crate) fn top_level_entry(rules: &str, name: &str) -> Option<&'static Entry> {
    let sets = rules::rule_sets();
    let named = |set: &'static rules::RuleSet| set.procedures().iter().find(|e| e.name == name);
    sets.iter()
        .filter(|set| set.id == rules)
        .chain(sets.iter().filter(|set| set.id != rules))
        .find_map(named)
}

/// The top-level procedures, each with the aliases it keeps. A word (name or alias) goes
/// first to the procedures of `rules`, then to the other rule sets' names, then to their
/// aliases: so `spw artillery` stays Schwerpunkt's `barrage` (its alias) while another rule
/// set's `artillery` is `spw RULESET artillery`, and with `--rules` that rule set it is the
/// other way round. A procedure whose name is taken is left out; an alias that is taken is
/// dropped. Read from the registry alone: no command is built.
fn placed(rules: &str) -> Vec<(&'static Entry, Vec<&'static str>)> {
    let all: Vec<(bool, &'static Entry)> = rules::rule_sets()
        .iter()
        .flat_map(|set| set.procedures().iter().map(move |e| (set.id == rules, e)))
        .collect();
    let mut taken: Vec<&str> = Vec::new();
    // (registry order, its aliases), filled in the three passes.
    let mut out: Vec<(usize, Vec<&'static str>)> = Vec::new();
    for (i, (mine, e)) in all.iter().enumerate() {
        if *mine && !taken.contains(&e.name) {
            taken.push(e.name);
            let keep: Vec<&str> = e
                .aliases
                .iter()
                .copied()
                .filter(|a| !taken.contains(a))
                .collect();
            taken.extend(&keep);
            out.push((i, keep));
        }
    }
    for (i, (mine, e)) in all.iter().enumerate() {
        if !*mine && !taken.contains(&e.name) {
            taken.push(e.name);
            out.push((i, Vec::new()));
        }
    }
    for (i, keep) in out.iter_mut().filter(|(i, _)| !all[*i].0) {
        *keep = all[*i]
            .1
            .aliases
            .iter()
            .copied()
            .filter(|a| !taken.contains(a))
            .collect();
        taken.extend(keep.iter());
    }
    out.sort_by_key(|(i, _)| *i);
    out.into_iter().map(|(i, keep)| (all[i].1, keep)).collect()
}

/// A placed procedure's command: its aliases cleared and the ones it keeps given back.
fn placed_command(e: &Entry, keep: Vec<&'static str>) -> Command {
    (e.command)().alias(None).visible_aliases(keep)
}

/// A quick look for `-r/--rules` on the command line (before clap runs), so the top level
/// can offer the right rule set's procedures. The last one given wins, as it does in clap:
/// the tree a line is parsed with and the rule set it runs under must be the same.
pub(crate) fn prescan_rules(args: &[OsString]) -> Option<String> {
    let mut found = None;
    let mut it = args.iter().skip(1);
    while let Some(a) = it.next() {
        let a = a.to_string_lossy();
        if a == "--" {
            break;
        }
        if a == "--rules" || a == "-r" {
            found = it.next().map(|v| v.to_string_lossy().into_owned());
        } else if let Some(v) = a.strip_prefix("--rules=") {
            found = Some(v.to_string());
        } else if let Some(v) = a
            .strip_prefix("-r")
            .filter(|v| !v.is_empty() && !a.starts_with("--"))
        {
            found = Some(v.trim_start_matches('=').to_string());
        }
    }
    found
}

/// The rule set a shell command line asks for: `--rules`, else `SPW_RULES`, else the default.
pub(crate) fn rules_for(args: &[OsString]) -> String {
    prescan_rules(args)
        .or_else(|| std::env::var("SPW_RULES").ok().filter(|s| !s.is_empty()))
        .unwrap_or_else(|| DEFAULT_RULES.to_string())
}

/// A batch or REPL line of the plainest kind, `roll EXPR` with any of `--json`, `--chances`,
/// `--quiet`/`-q` (each at most once) before `roll` or after EXPR, read without clap: the
/// line's options over `outer`'s (as [`Global::over`] merges them) and the command, exactly
/// what clap makes of the line (a test compares the two over the README's command lines).
/// `None` for anything else: quotes, backslashes, `#`, other characters or options, an
/// EXPR starting with `-`; clap reads those.
pub(crate) fn quick_line(outer: &Global, line: &str) -> Option<(Global, Generic)> {
    // What shlex splits the same as plain whitespace does.
    if !line
        .bytes()
        .all(|b| matches!(b, b' ' | b'\t' | b'!' | b'$'..=b'&' | b'('..=b'[' | b']'..=b'~'))
    {
        return None;
    }
    let words: Vec<&str> = line.split([' ', '\t']).filter(|w| !w.is_empty()).collect();
    let at = words.iter().position(|w| !w.starts_with('-'))?;
    let expr = words.get(at + 1).filter(|e| !e.starts_with('-'))?;
    if words[at] != "roll" {
        return None;
    }
    let (mut json, mut chances, mut quiet) = (false, false, false);
    for w in words[..at].iter().chain(&words[at + 2..]) {
        let seen = match *w {
            "--json" => &mut json,
            "--chances" => &mut chances,
            "--quiet" | "-q" => &mut quiet,
            _ => return None,
        };
        if *seen {
            return None;
        }
        *seen = true;
    }
    let g = Global {
        rules: outer.rules.clone(),
        seed: None,
        chances: chances || outer.chances,
        form: outer.form,
        ask: Ask::default(),
        dice: None,
        cards: None,
        json: json || outer.json,
        color: outer.color,
        data: outer.data.clone(),
        quiet: quiet || outer.quiet,
        game: None,
        unit: None,
        target: None,
    };
    Some((
        g,
        Generic::Roll(RollArgs {
            expr: expr.to_string(),
        }),
    ))
}

/// Is `name` a generic command (as opposed to a rule set or a procedure)?
pub(crate) fn is_generic(name: &str) -> bool {
    Generic::has_subcommand(name)
}

pub(crate) fn generic(m: &ArgMatches) -> Result<Generic, clap::Error> {
    Generic::from_arg_matches(m)
}

impl ChanceForm {
    /// The form a command line asks for (the later of `--percent`/`--exact` wins in clap).
    pub(crate) fn asked(self) -> crate::render::chances::Form {
        if self.percent {
            crate::render::chances::Form::Percent
        } else if self.exact {
            crate::render::chances::Form::Exact
        } else {
            crate::render::chances::Form::Fit
        }
    }

    /// `--percent`/`--exact`/`--full` shape `--chances` text, so a command that names one without
    /// `--chances` is refused rather than silently ignoring it, and so is `--percent` or `--full`
    /// with `--json` (always exact and complete). A session (`spw --percent`, no command) takes them
    /// for its `--chances` lines.
    pub(crate) fn check(self, chances: bool, json: bool) -> crate::error::Result<()> {
        let name = match (self.percent, self.exact, self.full) {
            (true, _, _) => "--percent",
            (false, true, _) => "--exact",
            (false, false, true) => "--full",
            (false, false, false) => return Ok(()),
        };
        if !chances {
            return Err(crate::error::Error::usage(format!(
                "{name} shapes the --chances tables; add --chances, or drop {name}"
            )));
        }
        if json && self.percent {
            return Err(crate::error::Error::usage(
                "--percent shapes the text tables, and --json is always exact; give one or the other",
            ));
        }
        if json && self.full {
            return Err(crate::error::Error::usage(
                "--full shapes the text tables, and --json always has every chance; give one or the other",
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_is_well_formed() {
        // For every rule set: a name or alias two rule sets share must not reach the top level
        // twice (clap refuses a duplicated command name).
        for set in rules::rule_sets() {
            command(set.id).debug_assert();
        }
    }

    #[test]
    fn a_generic_command_built_alone_is_the_derived_one() {
        let all = Generic::augment_subcommands(Command::new("spw"));
        let mut alone = 0;
        for sub in all.get_subcommands() {
            let Some(one) = generic_alone(sub.get_name()) else {
                continue;
            };
            alone += 1;
            // The place in the list of the parent it joins is the parent's to give.
            let (mut one, sub) = (one.display_order(0), sub.clone().display_order(0));
            assert_eq!(format!("{one:?}"), format!("{sub:?}"), "{}", sub.get_name());
            let mut sub = sub;
            one.build();
            sub.build();
            assert_eq!(
                one.render_long_help().to_string(),
                sub.render_long_help().to_string()
            );
        }
        assert_eq!(alone, 3);
    }

    #[test]
    fn each_entry_lists_the_aliases_its_command_has() {
        // The top level is placed from the entries' aliases without building the commands.
        for set in rules::rule_sets() {
            for e in set.procedures() {
                let cmd = (e.command)();
                let aliases: Vec<&str> = cmd.get_all_aliases().collect();
                assert_eq!(aliases, e.aliases, "{} {}", set.id, e.name);
            }
        }
    }

    #[test]
    fn a_word_goes_first_to_the_chosen_rule_set() {
        // Schwerpunkt's barrage is also called `artillery`; other rule sets may have a
        // procedure of that name. The chosen rule set keeps its words; the others drop theirs.
        for set in rules::rule_sets() {
            let cmd = command(set.id);
            for sub in cmd.get_subcommands() {
                let mine = set.procedures().iter().any(|e| e.name == sub.get_name());
                let taken_by_mine = |w: &str| {
                    set.procedures().iter().any(|e| {
                        let c = (e.command)();
                        e.name == w || c.get_all_aliases().any(|a| a == w)
                    })
                };
                if !mine && !is_generic(sub.get_name()) && rules::rule_set(sub.get_name()).is_none()
                {
                    assert!(
                        !taken_by_mine(sub.get_name()),
                        "{} {}",
                        set.id,
                        sub.get_name()
                    );
                    for a in sub.get_all_aliases() {
                        assert!(
                            !taken_by_mine(a),
                            "{}: {} keeps alias {a}",
                            set.id,
                            sub.get_name()
                        );
                    }
                }
            }
        }
    }

    /// Every `spw ...` line of the README, and every help example of every command: the
    /// shell's command lines the fast path must parse exactly as the whole tree does.
    fn known_lines() -> Vec<Vec<String>> {
        let mut texts = vec![include_str!("../README.md").to_string()];
        for set in rules::rule_sets() {
            let mut cmd = command(set.id);
            cmd.build();
            texts.push(cmd.render_long_help().to_string());
            for sub in cmd.get_subcommands_mut() {
                texts.push(sub.render_long_help().to_string());
            }
        }
        let mut lines = Vec::new();
        for text in texts {
            for l in text.lines() {
                let l = l.trim().trim_start_matches("$ ");
                let Some(rest) = l.strip_prefix("spw ") else {
                    continue;
                };
                // Up to a pipe or redirection, the shell's business.
                let rest = rest.split(['|', '<', '>']).next().unwrap_or_default();
                if let Some(words) = shlex::split(rest) {
                    let mut v = vec!["spw".to_string()];
                    v.extend(words);
                    lines.push(v);
                }
            }
        }
        lines
    }

    /// What a parse found: the matches without the list of subcommands it could have found
    /// (which is all the fast path leaves out).
    fn parsed(m: &ArgMatches) -> String {
        let mut s = format!("{m:?}");
        while let Some(i) = s.find("valid_subcommands: [") {
            let end = s[i..].find(']').map_or(s.len(), |j| i + j + 1);
            s.replace_range(i..end, "");
        }
        s
    }

    #[test]
    fn the_fast_path_parses_every_known_line_as_the_whole_tree_does() {
        let mut lines = known_lines();
        assert!(lines.len() > 100, "{}", lines.len());
        // And lines the fast path must leave to the whole tree, or parse the same way.
        for l in [
            "spw --seed=3 roll 4d6kh3 --json",
            "spw -q --color never roll 2d6",
            "spw rol 2d6",
            "spw roll",
            "spw roll 2d6 --sed 1",
            "spw --seed",
            "spw -r portable artillery --help",
            "spw --rules=portable fire",
            "spw schwerpunkt",
            "spw schwerpunkt fire --help",
            "spw schwerpunkt artillery --guns 3",
            "spw tsatf --seed 2 fire --range 5 --class I",
            "spw tsatf fir --range 5",
            "spw tsatf help fire",
            "spw tsatf",
            "spw series crt --attacker 29 --defender 13 --quiet",
            "spw portable artillery --guns 2 --seed=4",
            "spw help roll",
            "spw -- roll 2d6",
            "spw --version",
            "spw artillery --guns 3",
        ] {
            lines.push(l.split(' ').map(str::to_string).collect());
        }
        for line in &lines {
            let args: Vec<OsString> = line.iter().map(OsString::from).collect();
            let rules = rules_for(&args);
            let whole = command(&rules).try_get_matches_from(&args);
            let fast = command_for(&rules, &args).try_get_matches_from(&args);
            match (whole, fast) {
                (Ok(w), Ok(f)) => assert_eq!(parsed(&w), parsed(&f), "{line:?}"),
                (Err(w), Err(f)) => {
                    assert_eq!(w.kind(), f.kind(), "{line:?}");
                    assert_eq!(w.to_string(), f.to_string(), "{line:?}");
                }
                (w, f) => panic!("{line:?}: whole tree {w:?}, fast path {f:?}"),
            }
        }
    }

    #[test]
    fn prescan_finds_rules_in_every_spelling() {
        let v = |s: &[&str]| prescan_rules(&s.iter().map(OsString::from).collect::<Vec<_>>());
        assert_eq!(v(&["spw", "-r", "tsatf", "fire"]).as_deref(), Some("tsatf"));
        assert_eq!(
            v(&["spw", "fire", "--rules=portable"]).as_deref(),
            Some("portable")
        );
        assert_eq!(
            v(&["spw", "-rfrontier", "fire"]).as_deref(),
            Some("frontier")
        );
        assert_eq!(
            v(&["spw", "fire", "--rules", "series"]).as_deref(),
            Some("series")
        );
        assert_eq!(v(&["spw", "roll", "2d6"]), None);
        // Given twice, the last wins (clap's rule), wherever each stands.
        assert_eq!(
            v(&["spw", "-r", "portable", "fire", "--rules", "frontier"]).as_deref(),
            Some("frontier")
        );
        assert_eq!(
            v(&["spw", "--rules=series", "-rtsatf", "fire"]).as_deref(),
            Some("tsatf")
        );
    }

    /// Command lines of the README (after `spw `) and of the CLI tests (their `&["...", ...]`
    /// argument lists), as batch lines.
    fn corpus() -> Vec<String> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut lines = Vec::new();
        let readme = std::fs::read_to_string(root.join("README.md")).unwrap_or_default();
        for l in readme.lines() {
            if let Some((_, rest)) = l.split_once("spw ") {
                lines.push(rest.trim_end_matches('`').to_string());
            }
        }
        let dir = std::fs::read_dir(root.join("tests/cli"))
            .into_iter()
            .flatten();
        for f in dir.flatten() {
            let text = std::fs::read_to_string(f.path()).unwrap_or_default();
            for part in text.split("&[\"").skip(1) {
                let Some((list, _)) = part.split_once("\"]") else {
                    continue;
                };
                let words: Vec<String> = list
                    .split("\", \"")
                    .map(|w| {
                        if w.contains(' ') {
                            format!("'{w}'")
                        } else {
                            w.to_string()
                        }
                    })
                    .collect();
                lines.push(words.join(" "));
            }
        }
        lines
    }

    /// Every line the quick reader takes, clap reads the same: the same options after the
    /// merge with the session's, the same command.
    #[test]
    fn quick_lines_read_as_clap_reads_them() {
        let mut lines = corpus();
        assert!(
            lines.len() > 100,
            "the README and tests give {} lines",
            lines.len()
        );
        for l in [
            "roll 4d6kh3",
            "roll 100d6 --json",
            "--json roll 2d6",
            "--chances --json roll 3d6 -q",
            "roll\t2d6+1\t--quiet",
            "roll 10d6>=4 --chances",
            "roll d% --json",
            "roll (2d6+3)*2",
            "roll 4dF",
            "roll dSF",
            "roll 1d6/(1d2-1)",
            "  roll   2d20kh1  ",
            "roll 4d6!",
        ] {
            lines.push(l.to_string());
        }
        let plain = Global::default();
        let session_wide = Global {
            json: true,
            quiet: true,
            rules: Some("tsatf".into()),
            ..Global::default()
        };
        let mut taken = 0;
        for outer in [&plain, &session_wide] {
            for line in &lines {
                let Some((g, quick)) = quick_line(outer, line) else {
                    continue;
                };
                taken += 1;
                let mut session = crate::session::Session::new(None);
                let painter = crate::render::Painter::PLAIN;
                let parsed = crate::dispatch::parse_line(
                    &mut session,
                    outer,
                    line,
                    painter,
                    &mut crate::dispatch::Out::sink(),
                );
                let Ok(Some(p)) = parsed else {
                    panic!("clap refuses {line:?}, the quick reader takes it");
                };
                assert_eq!(format!("{:?}", p.global), format!("{g:?}"), "{line}");
                let by_clap = generic(&p.matches).map(|c| format!("{c:?}"));
                assert_eq!(by_clap.ok(), Some(format!("{quick:?}")), "{line}");
            }
        }
        assert!(taken >= 30, "only {taken} lines went the quick way");
    }

    /// Lines the quick reader leaves to clap: what shlex or clap reads differently.
    #[test]
    fn quick_reader_leaves_unusual_lines_to_clap() {
        let g = Global::default();
        for l in [
            "roll '2d6'",
            "roll \"2d6\"",
            "roll 2d6 # a comment",
            "roll \\2d6",
            "roll -3",
            "roll --json --json 2d6",
            "roll 2d6 -q --quiet",
            "roll 2d6 --seed 3",
            "--seed 3 roll 2d6",
            "roll 2d6 extra",
            "roll",
            "draw 2",
            "barrage --guns 6",
            "roll 2d6 --color always",
            "roll 2d6 --help",
            "roll 2d6\u{a0}",
        ] {
            assert!(quick_line(&g, l).is_none(), "{l:?}");
        }
        let (g, generic) = quick_line(&g, "-q roll 2d6 --json").expect("a plain line");
        assert!(g.json && g.quiet && !g.chances);
        assert!(matches!(generic, Generic::Roll(RollArgs { expr }) if expr == "2d6"));
    }
}

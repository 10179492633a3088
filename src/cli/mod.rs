//! The one command-line definition, used by the shell, batch mode, the REPL, completions and
//! the man page alike: the global options and the generic commands here, the tree assembled
//! from the rule-set registry in [`tree`], the raw line read before clap runs in [`scan`].

use std::path::PathBuf;

use clap::parser::ValueSource;
use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches, Subcommand, ValueEnum};
use serde::Serialize;

use crate::rules;

mod help;
mod scan;
mod serve;
mod sheet;
mod top;
mod tree;
mod words;

pub(crate) use crate::rules::DEFAULT as DEFAULT_RULES;
pub(crate) use help::{for_line as help_for_line, globals_text};
pub(crate) use scan::{
    game_path, guess_painter, names_command, prescan_rules, quick_line, rules_for, scan_value,
    wants, wants_json,
};
pub(crate) use serve::ServeArgs;
pub(crate) use sheet::{SheetArgs, SheetFormat};
pub(crate) use tree::{Commands, command, plan_entry, top_level, top_level_entry};
pub(crate) use words::{LogFormat, SHEET_IN_GAME, Word, is_word, listed as words_listed};

const GLOBAL: &str = "Global options";

// Options every command takes, before or after its name, as the program reads them; clap reads
// them as [`GlobalArgs`] (`Args` and `FromArgMatches` below go through it).
#[derive(Clone, Debug, Default, Serialize)]
pub(crate) struct Global {
    pub rules: Option<String>,
    pub seed: Option<u64>,
    pub chances: bool,
    pub form: ChanceForm,
    pub ask: Ask,
    pub dice: Option<String>,
    pub cards: Option<String>,
    pub json: bool,
    pub color: ColorChoice,
    pub data: Option<PathBuf>,
    pub quiet: bool,
    pub game: Option<PathBuf>,
    pub unit: Option<String>,
    pub target: Option<String>,
    /// In a game: the unit acts again this phase where the rules leave that to the referee.
    pub again: bool,
    /// The seed came from `SPW_SEED`, not `--seed` (so a message names the variable).
    pub env_seed: bool,
    /// `--data` was typed on the line (not `SPW_DATA`, nor the session's).
    pub data_typed: bool,
}

// The global options as clap declares them. A flag here is an option that takes no value
// (`num_args = 0`, "true" when typed), not clap's true/false flag: clap gives that one a
// default, so it would be in every line's matches, and clap copies every global option present
// into each level of the command (`spw tsatf fire`), on every one-liner.
// Absent unless typed, a flag costs nothing on a line without it.
#[derive(Args)]
struct GlobalArgs {
    /// Rule set for procedures several rule sets share (fire, morale, melee, ...)
    ///
    /// [env: SPW_RULES]
    // The variables are read in `app`, so a bad one is blamed by its own name, not as a flag;
    // clap does not know them, so the help names them as it names SPW_DATA.
    #[arg(short, long, global = true, value_name = "NAME", value_parser = rule_set_names(), help_heading = GLOBAL,
          help = "Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]")]
    rules: Option<String>,

    /// Reproducible rolls: the same seed and command give the same dice on every platform
    ///
    /// [env: SPW_SEED]
    #[arg(long, global = true, value_name = "N", help_heading = GLOBAL, allow_negative_numbers = true,
          help = "Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]")]
    seed: Option<u64>,

    /// Do not roll: print the exact probability of every outcome; a whole-number option may
    /// then be a range, one answer per value (--shots 1..12, --range 6..30/6)
    #[arg(long, global = true, action = ArgAction::Set, num_args = 0, default_missing_value = TYPED, help_heading = GLOBAL)]
    chances: Option<bool>,

    // --percent / --exact / --full: how --chances writes its tables ([`ChanceForm`]).
    /// With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no
    /// fractions
    #[arg(long, global = true, action = ArgAction::Set, num_args = 0, default_missing_value = TYPED, conflicts_with = "exact", help_heading = GLOBAL)]
    percent: Option<bool>,

    /// With --chances: the exact fractions beside the percents, however wide (by default they
    /// are shown where they fit)
    #[arg(long, global = true, action = ArgAction::Set, num_args = 0, default_missing_value = TYPED, help_heading = GLOBAL)]
    exact: Option<bool>,

    /// With --chances on a terminal: every table, not only the answer and the first table (a
    /// pipe always gets every table)
    #[arg(long, global = true, action = ArgAction::Set, num_args = 0, default_missing_value = TYPED, help_heading = GLOBAL)]
    full: Option<bool>,

    // --goal / --at-least: what a --chances line asks of the chances.
    #[command(flatten)]
    ask: Ask,

    /// Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)
    #[arg(long, global = true, value_name = "LIST", allow_hyphen_values = true, help_heading = GLOBAL)]
    dice: Option<String>,

    /// Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD";
    /// suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave
    /// the session's pools too
    #[arg(long, global = true, value_name = "LIST", help_heading = GLOBAL)]
    cards: Option<String>,

    /// One JSON object per command on stdout (JSON Lines in batch mode)
    #[arg(long, global = true, action = ArgAction::Set, num_args = 0, default_missing_value = TYPED, help_heading = GLOBAL)]
    json: Option<bool>,

    /// When to colour the output
    #[arg(long, global = true, value_enum, value_name = "WHEN", default_value_t = ColorChoice::Auto, help_heading = GLOBAL)]
    color: ColorChoice,

    /// House-rule TOML tables that replace the built-in ones they name
    #[arg(long, global = true, env = "SPW_DATA", hide_env_values = true, value_name = "DIR", help_heading = GLOBAL)]
    data: Option<PathBuf>,

    /// Print the result line only
    #[arg(short, long, global = true, action = ArgAction::Set, num_args = 0, default_missing_value = TYPED, help_heading = GLOBAL)]
    quiet: Option<bool>,

    /// Record the command in this game file and play it on that game's dice and pools
    /// (`spw game new` makes one)
    #[arg(long, global = true, value_name = "FILE", help_heading = GLOBAL)]
    game: Option<PathBuf>,

    /// In a game with a roster: the unit acting (firing, attacking); its fields fill the
    /// procedure's options for it (an option typed on the line wins)
    #[arg(id = "roster_unit", long = "unit", global = true, value_name = "NAME", help_heading = GLOBAL)]
    unit: Option<String>,

    /// In a game with a roster: the unit acted on (fired at, defending); its fields fill only
    /// its own options, and the result's effects on it are kept
    #[arg(id = "roster_target", long = "target", global = true, value_name = "NAME", help_heading = GLOBAL)]
    target: Option<String>,

    /// In a game: the unit named acts again though it has already done so this phase, where
    /// the rules leave that to the referee (a second move, a second volley)
    #[arg(long, global = true, action = ArgAction::Set, num_args = 0, default_missing_value = TYPED, help_heading = GLOBAL)]
    again: Option<bool>,
}

/// The value a global flag has when typed (see [`GlobalArgs`]).
const TYPED: &str = "true";

impl From<GlobalArgs> for Global {
    fn from(a: GlobalArgs) -> Global {
        let on = |flag: Option<bool>| flag.unwrap_or_default();
        Global {
            rules: a.rules,
            seed: a.seed,
            chances: on(a.chances),
            form: ChanceForm {
                percent: on(a.percent),
                exact: on(a.exact),
                full: on(a.full),
            },
            ask: a.ask,
            dice: a.dice,
            cards: a.cards,
            json: on(a.json),
            color: a.color,
            data: a.data,
            quiet: on(a.quiet),
            game: a.game,
            unit: a.unit,
            target: a.target,
            again: on(a.again),
            env_seed: false,
            data_typed: false,
        }
    }
}

impl FromArgMatches for Global {
    fn from_arg_matches(m: &ArgMatches) -> Result<Global, clap::Error> {
        GlobalArgs::from_arg_matches(m).map(Global::from)
    }

    fn from_arg_matches_mut(m: &mut ArgMatches) -> Result<Global, clap::Error> {
        GlobalArgs::from_arg_matches_mut(m).map(Global::from)
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        *self = Global::from_arg_matches(m)?;
        Ok(())
    }
}

impl Args for Global {
    fn augment_args(cmd: Command) -> Command {
        GlobalArgs::augment_args(cmd)
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        GlobalArgs::augment_args_for_update(cmd)
    }
}

/// Whether `arg` takes a value (`--seed N`) rather than being a flag (`--json`): a global flag
/// is a valued action with no values ([`GlobalArgs`]), which `ArgAction::takes_values` alone
/// would call valued.
pub(crate) fn takes_value(arg: &Arg) -> bool {
    arg.get_num_args()
        .map_or_else(|| arg.get_action().takes_values(), |n| n.takes_values())
}

// --percent and --exact, the pair that picks how --chances tables are written (one or the
// other: both on a line are refused; neither: exact fractions where they fit), and --full, every table on a
// terminal too (render::chances).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub(crate) struct ChanceForm {
    pub percent: bool,
    pub exact: bool,
    pub full: bool,
}

impl ChanceForm {
    /// The form a command line asks for (`--percent` and `--exact` conflict in clap).
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

impl ColorChoice {
    /// The colour decision, made once: `auto` means stdout is a terminal, `NO_COLOR` is unset
    /// or empty, and `TERM` is not `dumb`; with the screen's width ([`crate::render::screen`]).
    pub(crate) fn painter(self) -> crate::render::Painter {
        use std::io::IsTerminal;
        let color = match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::io::stdout().is_terminal()
                    && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                    && std::env::var_os("TERM").is_none_or(|t| t != "dumb")
            }
        };
        crate::render::Painter::on_screen(color)
    }
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
            again: line.again,
            env_seed: false,
            data_typed: said("data"),
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
    #[command(about = sheet::SHEET_ABOUT, long_about = None, after_help = sheet::SHEET_HELP)]
    Sheet(SheetArgs),
    /// Print a shell completion script
    #[command(after_help = COMPLETIONS_HELP)]
    Completions(CompletionsArgs),
    /// Print the man page (roff)
    #[command(after_help = MAN_HELP)]
    Man,
    /// Print the JSON Schema of what --json prints (schema/spw.schema.json)
    #[command(after_help = "Example:\n  spw schema > spw.schema.json")]
    Schema,
    /// The options every command takes, before or after its name (--chances, --seed, --dice,
    /// --json, ...)
    #[command(after_help = GLOBALS_HELP)]
    Globals,
    /// Start the interactive session (the default when spw runs on a terminal with no command)
    Repl,
    /// A game kept in a file: every command, die and result on the record (JOURNAL.md)
    #[command(subcommand, after_help = GAME_HELP)]
    Game(GameCommand),
    /// Show a game live on the players' phones and the table's screen: a read-only page on
    /// this machine, or with --lan on the table's Wi-Fi (spw serve --game FILE)
    #[command(after_help = serve::HELP)]
    Serve(ServeArgs),
}

const COMPLETIONS_HELP: &str = "Install it where your shell looks (below), then open a new \
shell: bash (with the bash-completion package) and fish find it there by themselves, elvish and \
PowerShell run it from their start-up file, and zsh reads ~/.zfunc once ~/.zshrc puts it on the \
fpath before compinit runs. Install it again after updating spw.

In ~/.zshrc, for zsh:
  fpath=(~/.zfunc $fpath)
  autoload -Uz compinit && compinit

Examples:
  mkdir -p ~/.local/share/bash-completion/completions
  spw completions bash > ~/.local/share/bash-completion/completions/spw
  mkdir -p ~/.zfunc && spw completions zsh > ~/.zfunc/_spw
  mkdir -p ~/.config/fish/completions
  spw completions fish > ~/.config/fish/completions/spw.fish
  spw completions elvish >> ~/.config/elvish/rc.elv
  spw completions powershell >> $PROFILE";

const MAN_HELP: &str = "Install it beside the program, where man looks: man reads the \
share/man beside each bin directory on your PATH, so for spw installed by cargo (in \
~/.cargo/bin) that is ~/.cargo/share/man. Then `man spw`; install it again after updating spw.

Examples:
  mkdir -p ~/.cargo/share/man/man1
  spw man > ~/.cargo/share/man/man1/spw.1
  spw man > spw.1 && man ./spw.1";

const GLOBALS_HELP: &str = "They work before or after the command's name. Each command's \
own help names them in one line; `spw --help` lists them too.

Examples:
  spw --seed 7 fire -m 4 --shots 5
  spw fire -m 4 --shots 5 --seed 7
  spw help globals";

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
    /// The after-action report alone, to hand to the players: who won and by what, each side's
    /// losses by unit, the turning points, each side's luck, the map and the roster at the end
    #[arg(long)]
    pub summary: bool,
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

/// Is `name` a generic command (as opposed to a rule set or a procedure)?
pub(crate) fn is_generic(name: &str) -> bool {
    Generic::has_subcommand(name)
}

pub(crate) fn generic(m: &ArgMatches) -> Result<Generic, clap::Error> {
    Generic::from_arg_matches(m)
}

impl Generic {
    /// Its name as typed.
    pub(crate) fn name(&self) -> &'static str {
        match self {
            Generic::Roll(_) => "roll",
            Generic::Draw(_) => "draw",
            Generic::Pools(_) => "pools",
            Generic::Reshuffle(_) => "reshuffle",
            Generic::Table(_) => "table",
            Generic::Tables(_) => "tables",
            Generic::Rules(_) => "rules",
            Generic::Sheet(_) => "sheet",
            Generic::Completions(_) => "completions",
            Generic::Man => "man",
            Generic::Schema => "schema",
            Generic::Globals => "globals",
            Generic::Repl => "repl",
            Generic::Game(_) => "game",
            Generic::Serve(_) => "serve",
        }
    }

    /// Whether it throws dice or draws (the others list or print).
    pub(crate) fn throws(&self) -> bool {
        matches!(
            self,
            Generic::Roll(_) | Generic::Draw(_) | Generic::Reshuffle(_) | Generic::Table(_)
        )
    }

    /// Whether it only reads (a game runs it without recording it).
    pub(crate) fn reads_only(&self) -> bool {
        !self.throws()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_global_option_but_color_has_a_default() {
        // clap copies every global option a line's matches hold into each level of its
        // command, and a default puts it in every line's matches; a flag is absent untyped.
        let mut cmd = Global::augment_args(Command::new("spw"));
        cmd.build();
        let with_default: Vec<&str> = cmd
            .get_arguments()
            .filter(|a| a.is_global_set() && !a.get_default_values().is_empty())
            .map(|a| a.get_id().as_str())
            .collect();
        assert_eq!(with_default, ["color"]);
        let flags: Vec<&str> = cmd
            .get_arguments()
            .filter(|a| a.is_global_set() && !takes_value(a))
            .map(|a| a.get_id().as_str())
            .collect();
        assert_eq!(
            flags,
            [
                "chances", "percent", "exact", "full", "json", "quiet", "again"
            ]
        );
    }

    #[test]
    fn a_flag_is_on_when_typed_and_off_when_not() {
        let cmd = Global::augment_args(Command::new("spw"));
        let read = |words: &[&str]| {
            let m = cmd.clone().try_get_matches_from(words).unwrap();
            Global::from_arg_matches(&m).unwrap()
        };
        let g = read(&["spw", "--json", "-q", "--chances", "--exact", "--full"]);
        assert!(g.json && g.quiet && g.chances && g.form.exact && g.form.full);
        assert!(!g.form.percent);
        // Each picks how the tables are written: both on one line are refused.
        assert!(
            cmd.clone()
                .try_get_matches_from(["spw", "--exact", "--percent"])
                .is_err()
        );
        let g = read(&["spw"]);
        assert!(!(g.json || g.quiet || g.chances || g.form.percent || g.form.exact));
        assert_eq!(g.color, ColorChoice::Auto);
        for refused in [&["spw", "--json=true"][..], &["spw", "--json", "--json"]] {
            assert!(
                cmd.clone().try_get_matches_from(refused).is_err(),
                "{refused:?}"
            );
        }
    }
}

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
    // The variables are read in `app`, so a bad one is blamed by its own name, not as a flag.
    #[arg(short, long, global = true, value_name = "NAME", value_parser = rule_set_names(), help_heading = GLOBAL)]
    pub rules: Option<String>,

    /// Reproducible rolls: the same seed and command give the same dice on every platform
    #[arg(long, global = true, value_name = "N", help_heading = GLOBAL)]
    pub seed: Option<u64>,

    /// Do not roll: print the exact probability of every outcome
    #[arg(long, global = true, help_heading = GLOBAL)]
    pub chances: bool,

    /// Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)
    #[arg(long, global = true, value_name = "LIST", allow_hyphen_values = true, help_heading = GLOBAL)]
    pub dice: Option<String>,

    /// Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD";
    /// suits ♠♥♦♣ or S H D C); they leave the session's deck too
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
        }
    }

    pub(crate) fn rules(&self) -> &str {
        self.rules.as_deref().unwrap_or(DEFAULT_RULES)
    }
}

// Commands that belong to no rule set.
#[derive(Subcommand, Clone, Debug)]
pub(crate) enum Generic {
    /// Roll a dice expression (4d6kh3, 10d6>=4, 2d6+1, dSF, d%)
    #[command(after_help = ROLL_HELP)]
    Roll(RollArgs),
    /// Draw cards (or chits, tiles) from a pool without replacement; the pool lasts the session
    #[command(after_help = DRAW_HELP)]
    Draw(DrawArgs),
    /// List the pools in play (decks, cups, bags) with what is left in each
    #[command(after_help = "Examples:\n  spw pools\n  printf 'draw 5\\npools\\n' | spw")]
    Pools,
    /// Put every item back into a pool (all pools when none is named), e.g. at the end of a turn
    #[command(after_help = "Examples:\n  spw reshuffle\n  spw reshuffle deck")]
    Reshuffle(ReshuffleArgs),
    /// Roll on a data table that has roll ranges
    #[command(after_help = table_help())]
    Table(TableArgs),
    /// List the data tables with their rule sections, or print one
    #[command(after_help = "Examples:\n  spw tables\n  spw tables penetration")]
    Tables(TablesArgs),
    /// List the rule sets and their procedures with the rule section each implements
    Rules,
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
}

const ROLL_HELP: &str = "\
Notation: NdM, dM, d% (1-100), dF (-1/0/+1), d{0,1,1,2,2,3}, named dice dSF, dA, dS;
keep/drop kh kl dh dl; reroll rr (always) ro (once); explode e or !; clamp mi ma;
count successes per die: 10d6>=4, 8d20<=7 (also > < =); + - * / (division toward zero); ( ).

Examples:
  spw roll 4d6kh3
  spw roll '10d6>=4' --chances
  spw roll '2d6+1' --dice 3,5";

const DRAW_HELP: &str = "\
Draws from the pool as it is: in the REPL and in batch mode (spw < file) the deck lasts the
whole session, and a draw that needs more cards than are left puts the others back, shuffles
and goes on (each pool's refill rule is in data/pools.toml). --chances gives the exact chances
of the draw from the pool as it is now; --chances quantities: red, black (joker with jokers),
clubs, diamonds, hearts, spades; a pool of other items: one count per kind.

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
    #[arg(value_name = "N", default_value_t = 1)]
    pub count: u32,
    /// The pool to draw from (`spw pools` lists them)
    #[arg(long, value_name = "NAME", default_value = crate::pools::DEFAULT_POOL)]
    pub pool: String,
    /// Put everything back into the pool first (in the REPL and batch mode the pool otherwise
    /// lasts the whole session)
    #[arg(long)]
    pub shuffle: bool,
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
}

#[derive(Args, Clone, Debug)]
pub(crate) struct CompletionsArgs {
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

const ABOUT: &str = "A referee's dice-and-table assistant for tabletop wargames";

const LONG_ABOUT: &str = "\
A referee's dice-and-table assistant for tabletop wargames: type the procedure the rules call
for and spw rolls, looks up the tables, applies the modifiers and shows every die. --chances
gives the exact probability of every outcome instead; --dice takes dice rolled by hand.

With no command, spw starts an interactive session on a terminal, or reads one command per line
from standard input (JSON Lines with --json).";

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

/// The whole command for rule set `rules` (see the module doc).
pub(crate) fn command(rules: &str) -> Command {
    let mut cmd = Command::new("spw")
        .version(env!("CARGO_PKG_VERSION"))
        .about(ABOUT)
        .long_about(LONG_ABOUT)
        .after_help(after_help())
        .subcommand_value_name("COMMAND")
        .max_term_width(100);
    cmd = Global::augment_args(cmd);
    cmd = Generic::augment_subcommands(cmd);
    for set in rules::rule_sets() {
        // The rule set's own copy of its procedures is only built when it is used.
        let sub = Command::new(set.id)
            .about(format!("{} procedures ({})", set.title, set.about))
            .subcommand_required(true)
            .defer(rule_set_procedures);
        cmd = cmd.subcommand(sub);
    }
    for (_, sub) in placed(rules) {
        cmd = cmd.subcommand(sub);
    }
    cmd
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

/// The top-level procedures with their commands. A word (name or alias) goes first to the
/// procedures of `rules`, then to the other rule sets' names, then to their aliases: so
/// `spw artillery` stays Schwerpunkt's `barrage` (its alias) while another rule set's
/// `artillery` is `spw RULESET artillery`, and with `--rules` that rule set it is the other
/// way round. A procedure whose name is taken is left out; an alias that is taken is dropped.
fn placed(rules: &str) -> Vec<(&'static Entry, Command)> {
    let all: Vec<(bool, &'static Entry)> = rules::rule_sets()
        .iter()
        .flat_map(|set| set.procedures().iter().map(move |e| (set.id == rules, e)))
        .collect();
    let mut taken: Vec<String> = Vec::new();
    // (registry order, entry, its aliases), filled in the three passes.
    let mut out: Vec<(usize, &'static Entry, Vec<String>)> = Vec::new();
    let aliases = |e: &Entry| -> Vec<String> {
        (e.command)()
            .get_all_aliases()
            .map(str::to_string)
            .collect()
    };
    for (i, (mine, e)) in all.iter().enumerate() {
        if *mine && !taken.iter().any(|t| t == e.name) {
            taken.push(e.name.to_string());
            let keep: Vec<String> = aliases(e)
                .into_iter()
                .filter(|a| !taken.contains(a))
                .collect();
            taken.extend(keep.iter().cloned());
            out.push((i, e, keep));
        }
    }
    for (i, (mine, e)) in all.iter().enumerate() {
        if !*mine && !taken.iter().any(|t| t == e.name) {
            taken.push(e.name.to_string());
            out.push((i, e, Vec::new()));
        }
    }
    for (_, e, keep) in out.iter_mut().filter(|(i, _, _)| !all[*i].0) {
        *keep = aliases(e)
            .into_iter()
            .filter(|a| !taken.contains(a))
            .collect();
        taken.extend(keep.iter().cloned());
    }
    out.sort_by_key(|(i, _, _)| *i);
    out.into_iter()
        .map(|(_, e, keep)| {
            // Clear the aliases and give back the ones this entry keeps.
            let cmd = (e.command)().alias(None).visible_aliases(keep);
            (e, cmd)
        })
        .collect()
}

/// A quick look for `-r/--rules` on the command line (before clap runs), so the top level
/// can offer the right rule set's procedures.
pub(crate) fn prescan_rules(args: &[OsString]) -> Option<String> {
    let mut it = args.iter().skip(1);
    while let Some(a) = it.next() {
        let a = a.to_string_lossy();
        if a == "--" {
            break;
        }
        if a == "--rules" || a == "-r" {
            return it.next().map(|v| v.to_string_lossy().into_owned());
        } else if let Some(v) = a.strip_prefix("--rules=") {
            return Some(v.to_string());
        } else if let Some(v) = a
            .strip_prefix("-r")
            .filter(|v| !v.is_empty() && !a.starts_with("--"))
        {
            return Some(v.trim_start_matches('=').to_string());
        }
    }
    None
}

/// The rule set a shell command line asks for: `--rules`, else `SPW_RULES`, else the default.
pub(crate) fn rules_for(args: &[OsString]) -> String {
    prescan_rules(args)
        .or_else(|| std::env::var("SPW_RULES").ok().filter(|s| !s.is_empty()))
        .unwrap_or_else(|| DEFAULT_RULES.to_string())
}

/// Is `name` a generic command (as opposed to a rule set or a procedure)?
pub(crate) fn is_generic(name: &str) -> bool {
    Generic::has_subcommand(name)
}

pub(crate) fn generic(m: &ArgMatches) -> Result<Generic, clap::Error> {
    Generic::from_arg_matches(m)
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
    }
}

//! The command tree, built from the rule-set registry ([`rules::rule_sets`]) at run time:
//! the generic commands, one subcommand per rule set holding all its procedures
//! (`spw RULESET PROCEDURE`), and every procedure again at the top level (`spw fire`). A name
//! several rule sets share goes to the rule set `--rules` picks, so the command is built after
//! a quick look for `--rules` ([`super::scan`]).

use std::ffi::OsString;

use clap::{Args, Command, Subcommand};

use super::help;
use super::scan::subcommand_word;
use super::top::top;
use super::{
    DRAW_ABOUT, DRAW_HELP, DrawArgs, Generic, POOLS_ABOUT, POOLS_HELP, PoolsArgs, ROLL_ABOUT,
    ROLL_HELP, RollArgs, is_generic,
};
use crate::rules::{self, Entry};

/// The top level's examples: each rule set's, from the registry, then the generic commands'.
fn after_help() -> String {
    crate::trace::note("help", "examples");
    let mut s = String::from("Examples:\n");
    for set in rules::rule_sets() {
        for e in set.examples {
            s.push_str(&format!("  spw {e}\n"));
        }
    }
    s.push_str("  spw roll 4d6kh3 --seed 7");
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
fn fit_examples(cmd: Command) -> Command {
    let Some(help) = cmd.get_after_help().map(ToString::to_string) else {
        return cmd;
    };
    let width = crate::render::screen::screen().width;
    cmd.after_help(crate::render::screen::fit_examples(&help, width))
}

/// The whole command for rule set `rules` (see the module doc).
pub(crate) fn command(rules: &str) -> Command {
    tree(rules, Procedures::AsThey)
}

/// The whole tree for a line that asks for help: every command's help in its short form.
fn help_tree(rules: &str) -> Command {
    tree(rules, Procedures::Short).mut_subcommands(help::short_form)
}

fn tree(rules: &str, procedures: Procedures) -> Command {
    let top = top().after_help(crate::render::screen::fit_examples(
        &after_help(),
        crate::render::screen::screen().width,
    ));
    let mut cmd = super::words::Word::augment_subcommands(with_generic(top));
    for set in rules::rule_sets() {
        cmd = cmd.subcommand(rule_set_command(set, None, procedures));
    }
    for (e, keep) in placed(rules) {
        cmd = cmd.subcommand(placed_command(e, keep));
    }
    cmd
}

/// A rule set's command (`spw tsatf ...`). With the procedure a line names after it
/// (`named`), only that procedure is built; otherwise its own copy of all of them is built when
/// it is used (help, a misspelt name).
fn rule_set_command(
    set: &rules::RuleSet,
    named: Option<&'static Entry>,
    procedures: Procedures,
) -> Command {
    let cmd = Command::new(set.id)
        .about(format!("{} procedures ({})", set.title, set.about))
        .subcommand_required(true);
    match (named, procedures) {
        (Some(e), Procedures::AsThey) => cmd.subcommand((e.command)()),
        (Some(e), Procedures::Short) => cmd.subcommand(help::short((e.command)())),
        (None, Procedures::AsThey) => cmd.defer(rule_set_procedures),
        (None, Procedures::Short) => cmd.defer(rule_set_procedures_short),
    }
}

/// How a rule set's procedures are built: as they are, or for help ([`help::short`]).
#[derive(Clone, Copy)]
enum Procedures {
    AsThey,
    Short,
}

/// The command a shell command line needs: when the line plainly names its subcommand (after
/// nothing but global options), the top level with that one subcommand, which parses the line
/// exactly as the whole tree would at a fraction of the start-up (no other subcommand is
/// built, nor given the global options); otherwise (help, a misspelt command, anything
/// unusual) the whole tree, for its listings and suggestions.
pub(crate) fn command_for(rules: &str, args: &[OsString]) -> Command {
    if help::asked(args) {
        // Help laid out to fit: each command's own, the global options named in one line.
        return match plan(rules, args) {
            Plan::Whole => help_tree(rules),
            Plan::RuleSet(set, named) => top().subcommand(help::short_form(rule_set_command(
                set,
                named,
                Procedures::Short,
            ))),
            _ => built_for(rules, args).mut_subcommands(help::short_form),
        };
    }
    built_for(rules, args)
}

/// [`command_for`] as every line but help reads it.
fn built_for(rules: &str, args: &[OsString]) -> Command {
    match plan(rules, args) {
        Plan::Whole => command(rules),
        Plan::Generic(word) => {
            // The generic commands are derived together; only the one named joins the top
            // level, so clap gives the global options to it alone.
            if let Some(sub) = generic_alone(word) {
                return top().subcommand(fit_examples(sub));
            }
            let mut all = Generic::augment_subcommands(Command::new("spw"));
            match all.find_subcommand_mut(word) {
                Some(sub) => top().subcommand(fit_examples(std::mem::take(sub))),
                None => command(rules),
            }
        }
        Plan::RuleSet(set, named) => {
            top().subcommand(rule_set_command(set, named, Procedures::AsThey))
        }
        Plan::Placed(e, keep) => top().subcommand(placed_command(e, keep)),
        Plan::Word(word) => {
            let mut all = super::words::Word::augment_subcommands(Command::new("spw"));
            match all.find_subcommand_mut(word) {
                Some(sub) => top().subcommand(std::mem::take(sub)),
                None => command(rules),
            }
        }
    }
}

/// The procedure a line names plainly, and the names of the subcommands that reach it
/// (`[PROCEDURE]`, `[RULESET, PROCEDURE]`), as [`command_for`] places it; read before the parse.
pub(crate) fn plan_entry(
    rules: &str,
    args: &[OsString],
) -> Option<(&'static Entry, Vec<&'static str>)> {
    match plan(rules, args) {
        Plan::RuleSet(set, Some(e)) => Some((e, vec![set.id, e.name])),
        Plan::Placed(e, _) => Some((e, vec![e.name])),
        _ => None,
    }
}

/// What [`command_for`] builds for a line: the line's command name (and, after a rule set's
/// name, its procedure's) with the rule set in play decide it, and nothing else does.
enum Plan<'a> {
    /// The whole tree: no plain command name (help, a misspelt word, nothing at all).
    Whole,
    /// One generic command (`roll`).
    Generic(&'a str),
    /// A rule set's command, with the procedure named after it if one is.
    RuleSet(&'static rules::RuleSet, Option<&'static Entry>),
    /// A top-level procedure, with the aliases it keeps.
    Placed(&'static Entry, Vec<&'static str>),
    /// A game's word (`status`).
    Word(&'a str),
}

fn plan<'a>(rules: &str, args: &'a [OsString]) -> Plan<'a> {
    let Some((at, word)) = subcommand_word(args, 1) else {
        return Plan::Whole;
    };
    if is_generic(word) && word != "help" {
        return Plan::Generic(word);
    }
    if super::words::is_word(word) {
        return Plan::Word(word);
    }
    if let Some(set) = rules::rule_set(word) {
        let named = subcommand_word(args, at + 1).and_then(|(_, w)| {
            set.procedures()
                .iter()
                .find(|e| e.name == w || e.aliases.contains(&w))
        });
        return Plan::RuleSet(set, named);
    }
    match placed(rules)
        .into_iter()
        .find(|(e, keep)| e.name == word || keep.contains(&word))
    {
        Some((e, keep)) => Plan::Placed(e, keep),
        None => Plan::Whole,
    }
}

/// The commands built so far in one session, by rule set and [`command_key`]: the lines with
/// one key parse with one command, built once however many lines use it (a game replayed
/// or a batch read never builds the whole tree unless a line needs it). A command's help is
/// laid out for the screen's width when it is built, so they are built again when an
/// interactive session's terminal changes width.
#[derive(Default)]
pub(crate) struct Commands {
    width: usize,
    built: Vec<(String, String, Command)>,
}

impl Commands {
    /// The command for the line `args` (`spw` first) with rule set `rules`, as
    /// [`command_for`] builds it.
    pub(crate) fn get(&mut self, rules: &str, args: &[OsString]) -> &mut Command {
        let width = crate::render::screen::screen().width;
        if width != self.width {
            self.built.clear();
            self.width = width;
        }
        let key = command_key(rules, args);
        let i = match self
            .built
            .iter()
            .position(|(r, k, _)| r == rules && *k == key)
        {
            Some(i) => i,
            None => {
                self.built
                    .push((rules.to_string(), key, command_for(rules, args)));
                self.built.len() - 1
            }
        };
        &mut self.built[i].2
    }
}

/// The key of the command [`command_for`] builds for `args` with rule set `rules`: every line
/// with the same key gets the same command, so a session builds it once (the whole tree's key
/// is empty).
pub(crate) fn command_key(rules: &str, args: &[OsString]) -> String {
    let key = plain_key(rules, args);
    if help::asked(args) {
        format!("help {key}")
    } else {
        key
    }
}

fn plain_key(rules: &str, args: &[OsString]) -> String {
    match plan(rules, args) {
        Plan::Whole => String::new(),
        Plan::Generic(word) => format!("generic {word}"),
        Plan::RuleSet(set, named) => format!("set {} {}", set.id, named.map_or("", |e| e.name)),
        Plan::Placed(e, _) => format!("procedure {}", e.name),
        Plan::Word(word) => format!("word {word}"),
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

fn rule_set_procedures(cmd: Command) -> Command {
    let procs = rules::rule_set(cmd.get_name()).map_or(&[][..], |s| s.procedures());
    cmd.subcommands(procs.iter().map(|e| (e.command)()))
}

fn rule_set_procedures_short(cmd: Command) -> Command {
    let procs = rules::rule_set(cmd.get_name()).map_or(&[][..], |s| s.procedures());
    cmd.subcommands(procs.iter().map(|e| help::short((e.command)())))
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

#[cfg(test)]
mod tests {
    use clap::ArgMatches;

    use super::*;
    use crate::cli::rules_for;

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
        let mut texts = vec![include_str!("../../README.md").to_string()];
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
            let whole = if help::asked(&args) {
                help_tree(&rules)
            } else {
                command(&rules)
            };
            let whole = whole.try_get_matches_from(&args);
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
}

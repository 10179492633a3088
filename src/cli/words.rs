//! A game's own words (`status`, `roster`, `set`, `undo`, ...) as commands like any other: in
//! the command tree (so help, completions and the man page list them), taking the global
//! options, answering `--json`. They need a game: `spw --game FILE WORD`, or a line of an open
//! game (JOURNAL.md).

use clap::{Args, Subcommand, ValueEnum};

// The game's words, in the order `help` lists them (a doc comment here would become the
// top level's about).
#[derive(Subcommand, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Word {
    /// In a game: the turn, the phase, the initiative, who acts next, the pools, the tracks and the units
    Status,
    /// In a game: the units on the table as they stand
    Roster,
    // `sheet` in a game: the roster's unit cards (`spw sheet`, the generic command, read in a
    // game: `request` hands it here), so it is no subcommand of its own.
    #[command(skip)]
    Sheet(super::SheetArgs),
    /// In a game: every command, die and result, by turn, and the after-action report
    Log(LogArgs),
    /// In a game: on to the next phase of the turn, doing what the rules do at a phase's end and the next one's start
    Next,
    /// In a game: revert the last entry's effect on the pools, roster and tracks (the dice are not rewound)
    Undo,
    /// In a game: play again what the last `undo` reverted (its line runs again, on new dice)
    Redo,
    /// In a game: run the last command again; `again -n 3 --cover` with those options changed or added
    Again(AgainArgs),
    /// In a game: correct a unit: set UNIT FIELD=VALUE... (recorded and undoable)
    Set(SetArgs),
    /// In a game: take fields off a unit: unset UNIT FIELD...
    Unset(SetArgs),
    /// In a game: the unit is no longer pinned (set UNIT pinned=false)
    Unpin(UnitArg),
    /// In a game: the unit is routed (set UNIT routed=true)
    Rout(UnitArg),
    /// In a game: the unit is no longer routed, fleeing, shaken or retiring
    Rally(UnitArg),
    /// In a game: the unit as the roster started it (a mistake put right)
    Restore(UnitArg),
    /// In a game: spend [SIDE] N [WHY]: Activity Points of a side in a Series Schwerpunkt segment (11.0)
    Spend(SpendArgs),
    /// In a game: each side's luck, where its rolls fell in their exact distributions
    Stats,
    /// In a game: alias NAME = COMMAND...: NAME then runs COMMAND (kept in the game); alone, lists them
    // No -h: `alias -h = roll d6` is a name to refuse, not a call for help (`help alias`).
    #[command(disable_help_flag = true)]
    Alias(AliasArgs),
}

#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub(crate) struct LogArgs {
    /// text for the terminal, md for Markdown, json for the entries as they are recorded
    #[arg(long, value_enum, default_value_t = LogFormat::Text)]
    pub format: LogFormat,
    /// The after-action report alone: who won, the losses by unit, the turning points, the map
    #[arg(long)]
    pub summary: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum LogFormat {
    Text,
    Md,
    Json,
}

#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub(crate) struct AgainArgs {
    /// Options to change or add, as the last command takes them
    #[arg(value_name = "OPTION", num_args = 0.., allow_hyphen_values = true, trailing_var_arg = true)]
    pub changes: Vec<String>,
}

#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub(crate) struct SetArgs {
    /// The unit (quoted if its name has spaces)
    #[arg(value_name = "UNIT")]
    pub unit: String,
    /// FIELD=VALUE for `set` (figures=7, pinned=false), FIELD for `unset`
    #[arg(value_name = "FIELD", num_args = 1.., required = true, allow_hyphen_values = true)]
    pub changes: Vec<String>,
}

#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub(crate) struct UnitArg {
    /// The unit (quoted if its name has spaces)
    #[arg(value_name = "UNIT")]
    pub unit: String,
}

#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub(crate) struct SpendArgs {
    /// [SIDE] N [WHY]: the side (the phasing side when left out), the points, what for
    #[arg(value_name = "WORDS", num_args = 1.., required = true, allow_hyphen_values = true)]
    pub words: Vec<String>,
}

#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub(crate) struct AliasArgs {
    /// NAME = COMMAND...
    #[arg(value_name = "DEFINITION", num_args = 0.., allow_hyphen_values = true, trailing_var_arg = true)]
    pub definition: Vec<String>,
}

impl Word {
    /// Its name as typed.
    pub(crate) fn name(&self) -> &'static str {
        match self {
            Word::Status => "status",
            Word::Roster => "roster",
            Word::Sheet(_) => "sheet",
            Word::Log(_) => "log",
            Word::Next => "next",
            Word::Undo => "undo",
            Word::Redo => "redo",
            Word::Again(_) => "again",
            Word::Set(_) => "set",
            Word::Unset(_) => "unset",
            Word::Unpin(_) => "unpin",
            Word::Rout(_) => "rout",
            Word::Rally(_) => "rally",
            Word::Restore(_) => "restore",
            Word::Spend(_) => "spend",
            Word::Stats => "stats",
            Word::Alias(_) => "alias",
        }
    }
}

/// Whether `name` is a game's word.
pub(crate) fn is_word(name: &str) -> bool {
    Word::has_subcommand(name)
}

/// What `sheet` does in a game, as its `help` lists it (the generic command, which a game reads
/// as its word: [`Word::Sheet`]).
pub(crate) const SHEET_IN_GAME: &str = "a card per unit as it stands (ratings, odds, tick boxes) and the sides' tracks, to print: sheet --out cards.html";

/// Each word's name and one-line help, as the in-game `help` lists them.
pub(crate) fn listed() -> Vec<(String, String)> {
    let cmd = Word::augment_subcommands(clap::Command::new("words"));
    cmd.get_subcommands()
        .map(|c| {
            let about = c.get_about().map(|a| a.to_string()).unwrap_or_default();
            let about = about
                .strip_prefix("In a game: ")
                .unwrap_or(&about)
                .to_string();
            (c.get_name().to_string(), about)
        })
        .collect()
}

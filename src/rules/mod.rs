//! The rule sets and their procedures, and the one way every procedure runs.
//!
//! A procedure is a [`Procedure`]: its options (clap + serde), a `prepare` step that checks
//! them against the data and works out the numbers (the *plan*), and a `resolve` function over
//! [`Dice`] that is the single description of what happens. [`run`] rolls that description
//! with real or table dice, or hands it to the exact interpreter for `--chances`; both paths
//! report the same named quantities, so they can be compared for every procedure.

pub(crate) mod common;
pub(crate) mod cx;
pub(crate) mod facts;
pub(crate) mod model;
pub(crate) mod prose;
pub(crate) mod range;
pub(crate) mod run;
pub(crate) mod sheet;
pub(crate) mod sweep;

pub(crate) use crate::effects;

pub(crate) use cx::{Cx, Units, Writers};
pub(crate) use facts::{Chances, Facts, Of, Throws, field};

use clap::{ArgMatches, Args, Command, FromArgMatches};
use serde::Serialize;
use serde_json::{Map, Value as Json};

use crate::data::FileSpec;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::report::{Block, Marginal, Report};

/// What a command hands back to be printed.
#[derive(Debug)]
pub(crate) enum Output {
    Report(Box<Report>),
    /// Text printed exactly as it is (an SVG picture, a TOML document).
    Raw(String),
    /// Output written as it is made (`terrain --count N`), so a long batch shows at once and
    /// takes no more memory than one piece.
    Stream(Box<dyn Stream>),
}

/// Output made while it is written (see [`Output::Stream`]). It can be written again: the
/// same pieces each time.
pub(crate) trait Stream: std::fmt::Debug {
    /// Makes the output piece by piece, handing each to `out` as soon as it is made; `painter`
    /// and `quiet` as for a report.
    fn write(
        &self,
        painter: crate::screen::Painter,
        quiet: bool,
        out: &mut dyn FnMut(&str) -> Result<()>,
    ) -> Result<()>;

    /// The output as JSON values, as a game records it.
    fn json(&self) -> Result<Vec<Json>>;
}

/// Names and help of a procedure.
pub(crate) struct Info {
    /// The id of the rule set it belongs to.
    pub rules: &'static str,
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    /// The rule section(s) it implements: `"3.1"`.
    pub section: &'static str,
    /// One line for `--help` and `spw rules`.
    pub about: &'static str,
    /// Shown after the options in `--help`: the rule in brief and examples; the paragraphs
    /// of its [`Facts`] go in before the examples.
    pub after_help: &'static str,
    /// What it states about itself, typed: `--chances` and its quantities, ranges, the dice
    /// `--dice` reads, the fields of its JSON `result`.
    pub facts: Facts,
}

/// What a procedure says about one resolution, for the human and JSON output.
#[derive(Debug, Default)]
pub(crate) struct Told {
    /// Procedure-specific JSON fields of `result` (the quantities are added for you).
    pub result: Map<String, Json>,
    /// The sentence a referee reads out.
    pub summary: String,
    /// The steps, dice and pictures of the human output.
    pub blocks: Vec<Block>,
}

pub(crate) trait Procedure:
    Args + FromArgMatches + Serialize + serde::de::DeserializeOwned + Sized + 'static
{
    const INFO: Info;
    /// Everything `resolve` needs, checked and worked out once.
    type Plan;
    /// One resolution's result.
    type Outcome;

    /// Check the options against the rules and data; bad input is an error here, before any
    /// die is thrown.
    fn prepare(&self, cx: &Cx) -> Result<Self::Plan>;

    /// The procedure, step by step, as the rules roll it. Rolled and explored exactly alike.
    fn resolve(plan: &Self::Plan, dice: &mut dyn Dice) -> Result<Self::Outcome>;

    /// The named quantities of an outcome (fixed names: ARCHITECTURE.md, "The JSON contract").
    fn quantities(plan: &Self::Plan, outcome: &Self::Outcome) -> Quantities;

    /// The human and JSON account of a rolled outcome.
    fn tell(plan: &Self::Plan, outcome: &Self::Outcome, throws: &[Throw]) -> Told;

    /// One line saying how this resolution will go ("4 hits at skill 5, cover +1: saved on
    /// 4+"), shown first both when rolled and with `--chances`. Optional.
    fn setting(_plan: &Self::Plan) -> Option<String> {
        None
    }

    /// What `--chances` shows above the tables (e.g. the score needed), given the exact
    /// chances worked out. Optional.
    fn chance_notes(_plan: &Self::Plan, _chances: &[Marginal]) -> Vec<Block> {
        Vec::new()
    }

    /// A `--chances` answer that is already a range of its own (the CRT's every column), in
    /// words ("every column of the CRT"): `--goal` and `--at-least` are then the procedure's to
    /// answer (in [`Procedure::chance_listing`]), and a range over an option is refused. `None`
    /// (the default): the runner answers them.
    fn own_range(_plan: &Self::Plan) -> Option<&'static str> {
        None
    }

    /// A `--chances` answer that is one whole table rather than a distribution per quantity
    /// (the CRT's `--all-columns` matrix): given the exact marginals, the JSON `result`, the
    /// blocks and the summary shown instead of them. `None` (the default) shows the marginals.
    fn chance_listing(
        _plan: &Self::Plan,
        _chances: &[Marginal],
    ) -> Option<(Json, Vec<Block>, String)> {
        None
    }

    /// The order a worded quantity's outcomes are listed in with `--chances` (the order the
    /// procedure reaches them, not the alphabet). Outcomes not named here follow. Optional.
    fn outcome_order(_plan: &Self::Plan, _quantity: &str) -> Vec<String> {
        Vec::new()
    }

    /// Its quantities about wherever a round lands rather than the target (artillery's
    /// `effect`), each with the condition that puts it on the target: a `--goal` reading one
    /// without saying where it lands is noted (`chance::given`). Default: none.
    const GIVEN: &'static [crate::chance::given::Given] = &[];

    /// What `--unit` and `--target` mean to it in a game, which roster fields fill which of its
    /// options, and what its results do to the units (`effects::Roster`). Default: no unit.
    const ROSTER: effects::Roster = effects::Roster::NONE;

    /// What it is to the phase it is played in: what it counts as for the unit acting, counts
    /// the unit cannot exceed, what it needs the unit to have (`effects::Play`). Default:
    /// nothing.
    const PLAY: effects::Play = effects::Play::NONE;

    /// What a rolled outcome does to the units in a game's roster, each change on the role the
    /// rules put it on (declared in [`Procedure::ROSTER`]'s `effects`). Default: nothing.
    fn effects(_plan: &Self::Plan, _outcome: &Self::Outcome) -> Vec<effects::Effect> {
        Vec::new()
    }

    /// The example charts (numbers made up for spw, flagged `example = true` in the data)
    /// this resolution used, by name ("Activity Table"); `outcome` is `None` under
    /// `--chances`. The summary says so once and the JSON carries `"example": true`. None (the
    /// default) for the rules' own numbers.
    fn examples(_plan: &Self::Plan, _outcome: Option<&Self::Outcome>) -> Vec<&'static str> {
        Vec::new()
    }
}

/// A procedure in the registry.
pub(crate) struct Entry {
    pub name: &'static str,
    /// Other words for it (`artillery` for `barrage`), as its command lists them.
    pub aliases: &'static [&'static str],
    pub section: &'static str,
    pub about: &'static str,
    /// Its command, options deferred until it is the one a line parses with.
    pub command: fn() -> Command,
    /// Its options added to a command (what `command` defers).
    pub options: fn(Command) -> Command,
    /// Its parsed options, typed and bound to the code that runs them.
    pub bind: fn(&ArgMatches) -> Result<Box<dyn Bound>>,
    /// Its roster declaration (what `--unit`/`--target` fill and what results do to them).
    pub roster: effects::Roster,
    /// What it is to the phase it is played in.
    pub play: effects::Play,
    /// What it states about itself ([`Info::facts`]).
    pub facts: Facts,
}

/// A procedure's options as a line gave them, typed: what a request holds and the executor runs.
pub(crate) trait Bound {
    /// The options as the JSON `input` shows them.
    fn input(&self) -> Json;
    /// Option `id` (its key in `input`) set to `value`, typed again: a game's roster filling an
    /// option the line left out. Refused, with the type's reason, when the value does not fit.
    fn set(&mut self, id: &str, value: Json) -> std::result::Result<(), String>;
    /// Runs it in `cx`: rolled, or explored exactly (over a range, if the line gave one).
    fn run(self: Box<Self>, cx: &mut Cx) -> Result<Output>;
}

/// The registry entry of a [`Procedure`].
pub(crate) const fn entry<P: Procedure>() -> Entry {
    Entry {
        name: P::INFO.name,
        aliases: P::INFO.aliases,
        section: P::INFO.section,
        about: P::INFO.about,
        command: command::<P>,
        options: options::<P>,
        bind: run::bind::<P>,
        roster: P::ROSTER,
        play: P::PLAY,
        facts: P::INFO.facts,
    }
}

impl Entry {
    /// Its command with every option built in (not deferred), named and aliased as `like`,
    /// the command it stands in for in a tree (a placed procedure keeps only some aliases).
    pub(crate) fn built(&self, like: &Command) -> Command {
        let visible: Vec<String> = like.get_visible_aliases().map(String::from).collect();
        let hidden: Vec<String> = like
            .get_all_aliases()
            .filter(|a| !visible.iter().any(|v| v == a))
            .map(String::from)
            .collect();
        let cmd = Command::new(self.name)
            .about(about_line(self.about, self.section))
            .visible_aliases(visible)
            .aliases(hidden);
        (self.options)(cmd)
    }
}

fn command<P: Procedure>() -> Command {
    let info = P::INFO;
    crate::trace::note("command", info.name);
    // Only the name and the one-line help are built up front: the options are deferred until
    // this command is the one being parsed (or help, completions or the man page need them),
    // so start-up does not grow with the number of procedures.
    Command::new(info.name)
        .about(about_line(info.about, info.section))
        .visible_aliases(info.aliases.iter().copied())
        .defer(options::<P>)
}

fn options<P: Procedure>(cmd: Command) -> Command {
    let info = P::INFO;
    // Help text is set after the derive's, so a doc comment on the options struct cannot
    // replace it. Every whole-number option takes a range too (`range`).
    range::accept_ranges(P::augment_args(cmd))
        .about(about_line(info.about, info.section))
        .long_about(None::<&str>)
        .after_help(crate::screen::fit_examples(
            &facts::help(info.after_help, &info.facts),
            crate::screen::screen().width,
        ))
}

/// "Shooting: ... (rule 3.0)".
pub(crate) fn about_line(about: &str, section: &str) -> String {
    format!("{about} ({})", section_label(section))
}

/// "3.1" → "rule 3.1"; "3.3, 3.8" → "rules 3.3, 3.8"; a section named by its heading (rules
/// without numbers: "Close Combat") is shown as it is.
pub(crate) fn section_label(section: &str) -> String {
    if !section.starts_with(|c: char| c.is_ascii_digit()) {
        section.to_string()
    } else if section.contains([',', '–']) {
        format!("rules {section}")
    } else {
        format!("rule {section}")
    }
}

/// A rule set: its id, title, data file and procedures. One line in [`rule_sets`] adds one
/// to everything that lists them: the command line, `spw rules`, `spw tables`, house rules,
/// help, completions and the REPL.
pub(crate) struct RuleSet {
    /// The name on the command line (`spw ID PROCEDURE`, `--rules ID`).
    pub id: &'static str,
    /// The full title, in `spw rules`.
    pub title: &'static str,
    /// A short name for headings (`TSATF`), so a heading fits one line.
    pub tag: &'static str,
    pub about: &'static str,
    /// Its numbers: `data/ID.toml`, typed and checked by its loader.
    pub data: FileSpec,
    /// Command lines (without `spw`) for the top-level `--help`: its commonest procedures.
    pub examples: &'static [&'static str],
    /// Examples of `spw table` on its rollable tables (`game_length`, `RULESET.damage --dice 5`).
    pub tables: &'static [&'static str],
    /// Its pools (chit cups, tile bags, decks of its own), by name, from its data; [`no_pools`]
    /// for a rule set that draws none. A name must not clash with another pool's.
    pub pools: PoolsOf,
    /// A house-rule template for the charts a game of this rule set prints itself (the
    /// Series' CRT, Activity Table, ...), printed by `spw tables RULESET --template`; `None`
    /// when every number is the rules' own.
    pub template: Option<&'static str>,
    /// The names of those pools, in the order `pools` gives them: known without reading its
    /// data, so a draw reads only the rule set whose pool it draws from.
    pub pool_names: &'static [&'static str],
    /// Its units as its rules see them: their fields, states, derived states
    /// ([`model::Model`]).
    pub units: &'static model::Model,
    pub procedures: fn() -> &'static [Entry],
    /// What its quick-reference sheet holds besides its tables (`spw sheet RULESET`): the
    /// tables it lays out its own way and its grids of odds; `None`: its tables alone.
    pub sheet: Option<sheet::Spec>,
}

impl RuleSet {
    pub(crate) fn procedures(&self) -> &'static [Entry] {
        (self.procedures)()
    }
}

/// Declares each rule set's folder as a module and lists its `RULES` in [`rule_sets`], so a
/// new rule set is one word here (ARCHITECTURE.md, "Adding a rule set").
macro_rules! registry {
    ($($set:ident),+ $(,)?) => {
        $(pub(crate) mod $set;)+

        /// The registry: every rule set spw knows, in the order `spw rules` lists them.
        pub(crate) fn rule_sets() -> &'static [RuleSet] {
            &[$($set::RULES),+]
        }
    };
}

registry!(schwerpunkt, portable, frontier, series, tsatf);

/// The rule set of procedures that several rule sets share, unless `--rules` says otherwise.
pub(crate) const DEFAULT: &str = schwerpunkt::ID;

pub(crate) use crate::data::pools::PoolsOf;

/// What the data layer reads of the registry: each rule set's data file and pools, handed
/// down to [`crate::data::Data`] when it is made.
pub(crate) fn data_sets() -> Vec<crate::data::SetData> {
    rule_sets()
        .iter()
        .map(|r| crate::data::SetData {
            id: r.id,
            file: &r.data,
            pools: r.pools,
            pool_names: r.pool_names,
        })
        .collect()
}

/// For a rule set without pools of its own.
pub(crate) fn no_pools(_: &crate::data::Data) -> Result<Vec<(&str, &crate::pools::PoolDef)>> {
    Ok(Vec::new())
}

/// The rule set whose data file is `file`, if any (`dice` belongs to none).
pub(crate) fn owner(file: &str) -> Option<&'static str> {
    rule_sets()
        .iter()
        .find(|r| r.data.name == file)
        .map(|r| r.id)
}

pub(crate) fn rule_set(id: &str) -> Option<&'static RuleSet> {
    rule_sets().iter().find(|r| r.id == id)
}

pub(crate) use prose::{chance_sentence, chance_summary, example_note, test_text, throw_line};
pub(crate) use run::{finish, kinds, marginals, new_report};

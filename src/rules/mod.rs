//! The rule sets and their procedures, and the one way every procedure runs.
//!
//! A procedure is a [`Procedure`]: its options (clap + serde), a `prepare` step that checks
//! them against the data and works out the numbers (the *plan*), and a `resolve` function over
//! [`Dice`] that is the single description of what happens. [`run`] rolls that description
//! with real or table dice, or hands it to the exact interpreter for `--chances`; both paths
//! report the same named quantities, so they can be compared for every procedure.

pub(crate) mod common;
pub(crate) mod cx;
pub(crate) mod range;
pub(crate) mod sweep;

pub(crate) use crate::effects;

pub(crate) use cx::{Cx, Units, Writers};

use clap::{ArgMatches, Args, Command, FromArgMatches};
use serde::Serialize;
use serde_json::{Map, Value as Json};

use crate::data::FileSpec;
use crate::engine::{Dice, Quantities, Throw, Value};
use crate::error::Result;
use crate::report::{Block, Body, GoalChance, Marginal, Report};
use crate::rules::common::words as chance_render;

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
    /// Shown after the options in `--help`: the rule in brief and examples.
    pub after_help: &'static str,
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

pub(crate) trait Procedure: Args + FromArgMatches + Serialize + Sized + 'static {
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

    /// What `--unit` and `--target` mean to it in a game, which roster fields fill which of its
    /// options, and what its results do to the units (`effects::Roster`). Default: no unit.
    const ROSTER: effects::Roster = effects::Roster::NONE;

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
    pub command: fn() -> Command,
    pub run: fn(&ArgMatches, &mut Cx) -> Result<Output>,
    /// Its roster declaration (what `--unit`/`--target` fill and what results do to them).
    pub roster: effects::Roster,
    /// Whether its whole-number options take a range under `--chances` (every [`Procedure`]).
    pub ranges: bool,
}

/// The registry entry of a [`Procedure`].
pub(crate) const fn entry<P: Procedure>() -> Entry {
    Entry {
        name: P::INFO.name,
        aliases: P::INFO.aliases,
        section: P::INFO.section,
        about: P::INFO.about,
        command: command::<P>,
        run: run::<P>,
        roster: P::ROSTER,
        ranges: true,
    }
}

fn command<P: Procedure>() -> Command {
    let info = P::INFO;
    crate::trace::note("command", info.name);
    // Only the name and the one-line help are built up front: the options are deferred until
    // this command is the one being parsed (or help, completions or the man page need them),
    // which keeps start-up near a millisecond however many procedures there are.
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
            info.after_help,
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
    pub procedures: fn() -> &'static [Entry],
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
pub(crate) fn no_pools(_: &crate::data::Data) -> Result<Vec<(String, crate::pools::PoolDef)>> {
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

/// Runs a procedure: rolled, or exactly with `--chances` (and `--goal`); a range in place of
/// an option's value runs in `sweep`.
pub(crate) fn run<P: Procedure>(m: &ArgMatches, cx: &mut Cx) -> Result<Output> {
    // Only a line with a value written like a range builds the procedure's command again.
    if range::any(m) {
        let cmd = options::<P>(Command::new(P::INFO.name));
        if let Some(ranged) = range::find(&cmd, m)? {
            return sweep::run::<P>(&cmd, m, &ranged, cx);
        }
    }
    let args = P::from_arg_matches(m).map_err(crate::usage::refused)?;
    let plan = args.prepare(cx)?;
    let own = P::own_range(&plan).is_some();
    if cx.at_least.is_some() && !own {
        return Err(crate::error::Error::usage(
            "--at-least picks a value from a range: give one option a range (--shots 1..12)",
        ));
    }
    let input = serde_json::to_value(&args).unwrap_or(Json::Null);
    let (mut report, names) = new_report::<P>(input, cx);
    let examples;
    if cx.chances {
        examples = P::examples(&plan, None);
        let explored = cx.explore(&mut |dice: &mut dyn Dice| {
            let o = P::resolve(&plan, dice)?;
            Ok(P::quantities(&plan, &o))
        })?;
        let quantities = marginals::<P>(&plan, &explored);
        report.summary = chance_summary(&quantities);
        report.title.push_str(" · exact chances");
        let mut notes = setting_line::<P>(&plan);
        notes.extend(P::chance_notes(&plan, &quantities));
        report.body = match P::chance_listing(&plan, &quantities) {
            Some((result, blocks, summary)) => {
                report.summary = summary;
                notes.extend(blocks);
                Body::Listing {
                    result,
                    blocks: notes,
                }
            }
            None => {
                let goal = match &cx.goal {
                    Some(g) => Some(goal_chance::<P>(g, &plan, &explored)?),
                    None => None,
                };
                if let Some(g) = &goal {
                    report.summary = crate::rules::common::words::sentence(g, true);
                }
                Body::Chances {
                    quantities,
                    notes,
                    goal,
                }
            }
        };
    } else {
        let mut roller = cx.roller();
        let o = P::resolve(&plan, &mut roller)?;
        examples = P::examples(&plan, Some(&o));
        let throws = roller.into_throws();
        let told = P::tell(&plan, &o, &throws);
        report.effects = P::effects(&plan, &o);
        let mut result = Map::new();
        for (name, value) in P::quantities(&plan, &o) {
            result.insert(name, serde_json::to_value(value).unwrap_or(Json::Null));
        }
        for (k, v) in told.result {
            result.entry(k).or_insert(v);
        }
        report.summary = told.summary;
        let drawn = throws
            .iter()
            .filter_map(|t| t.draw.as_ref())
            .flat_map(|d| d.items.iter().cloned())
            .collect();
        report.body = Body::Rolled {
            dice: throws.into_iter().flat_map(|t| t.dice).collect(),
            drawn,
            result: Json::Object(result),
            blocks: setting_line::<P>(&plan)
                .into_iter()
                .chain(told.blocks)
                .collect(),
        };
    }
    Ok(finish(report, names, &examples))
}

/// The units a roster named, as [`units_named`] gives them.
type Named = Option<(Option<String>, Option<String>, String)>;

/// A procedure's report with its input (and the units a game named in it) and an empty body.
pub(crate) fn new_report<P: Procedure>(mut input: Json, cx: &Cx) -> (Report, Named) {
    // In a game, the units the roster named: in the input and on the result line.
    let names = units_named(P::ROSTER.roles, &cx.units);
    if let (Json::Object(o), Some((unit, target, _))) = (&mut input, &names) {
        if let Some(u) = unit {
            o.insert("unit".into(), Json::String(u.clone()));
        }
        if let Some(t) = target {
            o.insert("target".into(), Json::String(t.clone()));
        }
    }
    let info = P::INFO;
    let set = rule_set(info.rules).map(|r| r.tag).unwrap_or("");
    let report = Report {
        rules: Some(info.rules),
        procedure: info.name.to_string(),
        section: Some(info.section.to_string()),
        title: format!("{} · {set} {}", info.name, info.section),
        input,
        body: Body::Listing {
            result: Json::Null,
            blocks: Vec::new(),
        },
        summary: String::new(),
        effects: Vec::new(),
        example: false,
        result_line: None,
    };
    (report, names)
}

/// The report finished: the units named lead the result line, and example charts are said.
pub(crate) fn finish(mut report: Report, names: Named, examples: &[&str]) -> Output {
    if let Some((_, _, who)) = names {
        report.summary = format!("{who}: {}", report.summary);
    }
    if !examples.is_empty() {
        report.example = true;
        report.summary.push_str(&example_note(examples));
    }
    Output::Report(Box::new(report))
}

/// Each quantity's exact distribution, worded outcomes in the order the procedure reaches them.
pub(crate) fn marginals<P: Procedure>(
    plan: &P::Plan,
    explored: &crate::chance::Chances,
) -> Vec<Marginal> {
    explored
        .names()
        .iter()
        .map(|n| {
            let mut outcomes = explored.marginal(n);
            let order = P::outcome_order(plan, n);
            // A stable sort: outcomes the procedure does not name keep their own order.
            outcomes.sort_by_key(|(v, _)| match v {
                Value::Text(t) => order.iter().position(|o| o == t).unwrap_or(order.len()),
                _ => order.len(),
            });
            Marginal::new(n.clone(), outcomes)
        })
        .collect()
}

/// Each quantity of an exploration and its kind (a number, yes/no, or the words it takes: those
/// the procedure names in [`Procedure::outcome_order`], all it can give, and those reached
/// here), for `--goal`.
pub(crate) fn kinds<P: Procedure>(
    plan: &P::Plan,
    explored: &crate::chance::Chances,
) -> Vec<(String, crate::chance::goal::Kind)> {
    use crate::chance::goal::Kind;
    explored
        .names()
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let mut kind = Kind::of(explored.outcomes().iter().map(|(v, _)| &v[i]));
            if let Kind::Words { words, all } = &mut kind {
                // The procedure's own words (all it can give) first, then any others reached.
                let mut own = P::outcome_order(plan, n);
                *all = !own.is_empty();
                own.extend(
                    words
                        .drain(..)
                        .filter(|x| !own.contains(x))
                        .collect::<Vec<_>>(),
                );
                *words = own;
            }
            (n.clone(), kind)
        })
        .collect()
}

/// `--goal`'s exact chance over one exploration.
fn goal_chance<P: Procedure>(
    goal: &crate::chance::goal::Goal,
    plan: &P::Plan,
    explored: &crate::chance::Chances,
) -> Result<GoalChance> {
    let (test, notes) = goal.bind(&kinds::<P>(plan, explored))?;
    Ok(GoalChance {
        goal: goal.text().to_string(),
        p: explored.prob_where(|v| test.met(v)),
        notes,
    })
}

/// The units a game named for a procedure with these roles: `(unit, target, as words)`, the
/// words "A Company → B Company", "A Company" or "→ B Company". A procedure about one unit
/// has it as `unit`, however it was named.
fn units_named(
    roles: effects::Roles,
    units: &Units,
) -> Option<(Option<String>, Option<String>, String)> {
    let (u, t) = (units.unit.clone(), units.target.clone());
    match (roles, u, t) {
        (_, None, None) | (effects::Roles::None, _, _) => None,
        (effects::Roles::One(_), u, t) => {
            let one = t.or(u)?;
            Some((Some(one.clone()), None, one))
        }
        (effects::Roles::Two { .. }, Some(u), Some(t)) => {
            let words = format!("{u} → {t}");
            Some((Some(u), Some(t), words))
        }
        (effects::Roles::Two { .. }, Some(u), None) => Some((Some(u.clone()), None, u)),
        (effects::Roles::Two { .. }, None, Some(t)) => {
            let words = format!("→ {t}");
            Some((None, Some(t), words))
        }
    }
}

/// " (EXAMPLE CRT and Random Events Table, made up for spw)": said once, on the summary, so
/// `--quiet` and the JSON say it too.
pub(crate) fn example_note(names: &[&str]) -> String {
    let list = match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    };
    format!(" (EXAMPLE {list}, made up for spw)")
}

fn setting_line<P: Procedure>(plan: &P::Plan) -> Vec<Block> {
    P::setting(plan)
        .map(|s| Block::Line(crate::report::Line::plain(s)))
        .into_iter()
        .collect()
}

/// The chances in one sentence: for a yes/no quantity the chance of yes, for a number or
/// words the most likely outcome (the mean is on the line under each number's table).
pub(crate) fn chance_summary(quantities: &[Marginal]) -> String {
    chance_sentence(quantities, true)
}

/// [`chance_summary`], with a yes/no quantity's exact fraction only when `exact` (`--percent`
/// writes percents alone: `render::chances::Form`).
pub(crate) fn chance_sentence(quantities: &[Marginal], exact: bool) -> String {
    quantities
        .iter()
        .filter_map(|q| {
            let pcs = q.percents();
            if q.outcomes.iter().all(|(v, _)| matches!(v, Value::Bool(_))) {
                let yes = q.outcomes.iter().position(|(v, _)| *v == Value::Bool(true));
                return Some(match yes {
                    // A fraction of hundreds of digits (a big melee) is no sentence: the
                    // percent alone then, the exact value being in the table and the JSON.
                    Some(i) if !exact || q.outcomes[i].1.to_string().len() > 15 => format!(
                        "{} {}%",
                        q.name,
                        chance_render::percent_of(&q.outcomes[i].1)
                    ),
                    Some(i) => format!(
                        "{} {} ({}%)",
                        q.name,
                        q.outcomes[i].1,
                        chance_render::percent_of(&q.outcomes[i].1)
                    ),
                    None => format!("{} never", q.name),
                });
            }
            // The most likely outcome by its display percent (the first of equals): this is a
            // sentence for people, and the exact fractions are in the table and the JSON.
            let best = (0..pcs.len()).fold(None, |best: Option<usize>, i| match best {
                Some(b) if pcs[b] >= pcs[i] => Some(b),
                _ => Some(i),
            })?;
            // Several outcomes exactly as likely as the best are named together.
            let best_p = &q.outcomes[best].1;
            let equal: Vec<String> = q
                .outcomes
                .iter()
                .filter(|(_, p)| p == best_p)
                .map(|(v, _)| v.to_string())
                .collect();
            if equal.len() > 1 {
                let list = if equal.len() > 6 {
                    format!("{} and {} more", equal[..6].join(", "), equal.len() - 6)
                } else {
                    join_and(&equal)
                };
                return Some(format!(
                    "{}: {list} equally likely ({}% each)",
                    q.name,
                    chance_render::percent_of(best_p)
                ));
            }
            Some(format!(
                "{}: most likely {} ({}%)",
                q.name,
                q.outcomes[best].0,
                chance_render::percent_of(best_p)
            ))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// `a`, `a and b`, `a, b and c`.
fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// How a test reads at the table: `4+`, `8 or less`.
pub(crate) fn test_text(t: crate::dice::ast::Test) -> String {
    use crate::dice::ast::Cmp;
    let n = t.target;
    match t.cmp {
        Cmp::Ge => format!("{n}+"),
        Cmp::Gt => format!("over {n}"),
        Cmp::Le => format!("{n} or less"),
        Cmp::Lt => format!("under {n}"),
        Cmp::Eq => format!("exactly {n}"),
    }
}

/// One step's dice as a line: `shots (d6, 4+): 4✓ 2 6✓`, then `tail` if any.
pub(crate) fn throw_line(t: &Throw, tail: &str) -> Block {
    use crate::report::{Line, Style};
    let die = t
        .dice
        .first()
        .map(|d| d.die.to_string())
        .unwrap_or_default();
    let n = t.dice.len();
    let mut head = if n > 1 {
        format!("{} × {die}", n)
    } else {
        die
    };
    if let Some(test) = t.test {
        head.push_str(&format!(", {}", test_text(test)));
    }
    let mut line = Line::new()
        .push(format!("{} ({head}): ", t.what), Style::Dim)
        .spans(crate::rules::common::words::dice_spans(&t.dice));
    if tail.starts_with(['=', '→']) {
        // A total or a result reads on from the dice: `4 3 = 7`.
        line = line.text(format!(" {tail}"));
    } else if !tail.is_empty() {
        line = line.text(format!("  {tail}"));
    }
    Block::Line(line)
}

//! `--unit NAME` and `--target NAME`: a procedure's options filled from the roster as the line
//! is read, as the procedure declares (`rules::effects::Roster`): the firer's fields fill the
//! firer's options, the target's only the target's, the sides' units the options that list them
//! (activation cards, tiles, initiative).
//!
//! The fill works on the typed options, after the one parse of the line: an option typed on the
//! line (long or short) always wins; an option that conflicts with one typed or filled before
//! it is left out (a unit's `marksmanship` when it fires `--sf` dice); a fill declared for a
//! mode applies only when the line's typed options are in it (a stand test reads a shaken
//! unit's state as its −2, a rally test does not). Only an option the parse itself cannot do
//! without (a value whose type has no empty value, such as a quality) is given the roster's
//! value as a default of the command before the parse.

use clap::parser::ValueSource;
use clap::{Arg, ArgMatches, Command};
use serde_json::Value as Json;

use super::marks::Marks;
use super::roster::{Roster, Unit, quoted};
use crate::error::{Error, Result};
use crate::rules::effects::{Act, Again, Fill, Per, Role, Roles, Source, When};
use crate::rules::{Bound, Entry};

/// What a game lends the lines read in it (`request::Fill`): its roster, and what its units
/// did this phase.
pub(crate) struct Filler<'a> {
    pub roster: &'a Roster,
    pub marks: &'a Marks,
    /// The phase the game stands in, for an option the phase fills.
    pub phase: Option<&'a str>,
}

impl crate::request::Fill for Filler<'_> {
    fn prepare(
        &self,
        entry: &'static Entry,
        (unit, target): (Option<&str>, Option<&str>),
        mut cmd: Command,
    ) -> Result<Command> {
        let (u, t) = units(self.roster, self.marks, entry, unit, target)?;
        let decl = entry.roster;
        // A state that forbids the procedure in every mode is said before the line is parsed
        // (before an option the unit cannot fill is asked for).
        let acting = match decl.roles {
            Roles::One(_) => t.or(u),
            _ => u,
        };
        if let Some(x) = acting {
            barred(&decl, x, None)?;
        }
        let mut done: Vec<&str> = Vec::new();
        for f in decl.fill {
            if done.contains(&f.option) {
                continue;
            }
            done.push(f.option);
            let Some(arg) = cmd.get_arguments().find(|a| a.get_long() == Some(f.option)) else {
                debug_assert!(false, "{}: no option --{}", entry.name, f.option);
                continue;
            };
            let id = arg.get_id().clone();
            // The first of its fills that gives a value, when the parse needs one.
            let needed = arg.is_required_set();
            let default = needed
                .then(|| {
                    decl.fill
                        .iter()
                        .filter(|x| x.option == f.option && x.when == When::Always)
                        .find_map(|x| {
                            words(&values(
                                (self.roster, self.marks),
                                self.phase,
                                x.from,
                                (u, t),
                                decl.out_of_play,
                            ))
                        })
                })
                .flatten();
            cmd = cmd.mut_arg(id, |a| {
                // The roster may fill it: the procedure, not the parse, says when it is missing.
                let a = a
                    .required(false)
                    .required_unless_present(clap::builder::Resettable::<clap::Id>::Reset);
                match default {
                    Some(w) => a.default_values(w),
                    None => a,
                }
            });
        }
        Ok(cmd)
    }

    fn finish(
        &self,
        entry: &'static Entry,
        (unit, target): (Option<&str>, Option<&str>),
        m: &ArgMatches,
        bound: &mut dyn Bound,
        again: bool,
    ) -> Result<Vec<(String, String)>> {
        let (u, t) = units(self.roster, self.marks, entry, unit, target)?;
        let decl = entry.roster;
        let acting = match decl.roles {
            Roles::One(_) => t,
            _ => u,
        };
        // The rules forbid some procedures to a unit in some states (pinned troops may not move).
        if let Some(x) = acting {
            barred(&decl, x, Some(&bound.input()))?;
        }
        let cmd = entry.built(&Command::new(entry.name));
        let typed = |id: &str| m.value_source(id) == Some(ValueSource::CommandLine);
        let mut filled: Vec<(String, String)> = Vec::new();
        for f in decl.fill {
            let Some(arg) = cmd.get_arguments().find(|a| a.get_long() == Some(f.option)) else {
                continue;
            };
            let id = arg.get_id().as_str();
            if typed(id) || filled.iter().any(|(i, _)| i == id) {
                continue;
            }
            let values = values(
                (self.roster, self.marks),
                self.phase,
                f.from,
                (u, t),
                decl.out_of_play,
            );
            let Some(ws) = words(&values) else {
                continue;
            };
            // Given by default because the parse needed it: the roster's, filled.
            if m.value_source(id) == Some(ValueSource::DefaultValue)
                && arg.is_required_set()
                && m.get_raw(id).is_some_and(|r| {
                    r.map(|v| v.to_string_lossy().into_owned())
                        .eq(ws.iter().cloned())
                })
            {
                filled.push((id.to_string(), f.option.to_string()));
                continue;
            }
            let input = bound.input();
            let present = |o: &str| typed(o) || filled.iter().any(|(i, _)| i == o);
            let conflict = cmd.get_arguments().any(|other| {
                let oid = other.get_id().as_str();
                present(oid) && conflicts(&cmd, arg, other)
            });
            if conflict || !mode(f.when, &input, &present) {
                continue;
            }
            let value = typed_value(arg, &input[id], &values);
            let mut refused = None;
            for v in spellings(value) {
                match bound.set(id, v) {
                    Ok(()) => {
                        refused = None;
                        break;
                    }
                    Err(why) => {
                        refused.get_or_insert(why);
                    }
                }
            }
            if let Some(why) = refused {
                return Err(refusal(f, (u, t), &values, &why));
            }
            filled.push((id.to_string(), f.option.to_string()));
        }
        if let Some(x) = acting {
            let input = bound.input();
            self.may_play(entry, x, Role::Unit, &input, again)?;
            within(entry, &cmd, x, &input)?;
        }
        if let (Roles::Two { .. }, Some(x)) = (decl.roles, t) {
            self.may_play(entry, x, Role::Target, &bound.input(), again)?;
        }
        Ok(filled)
    }

    fn explain(
        &self,
        entry: &'static Entry,
        (unit, target): (Option<&str>, Option<&str>),
        e: Error,
    ) -> Error {
        explain(self.roster, self.marks, entry, (unit, target), e)
    }
}

/// A count on the line more than the unit acting has (`--firers 25` of a unit of 10 figures):
/// refused, naming both.
fn within(entry: &Entry, cmd: &Command, x: &Unit, input: &Json) -> Result<()> {
    for (option, field) in entry.play.within {
        let Some(arg) = cmd.get_arguments().find(|a| a.get_long() == Some(option)) else {
            continue;
        };
        let (Some(n), Some(has)) = (input[arg.get_id().as_str()].as_i64(), x.count(field)) else {
            continue;
        };
        if n > has {
            return Err(Error::usage(format!(
                "--{option} {n}: {:?} has {has} {}; at most {has} (`set {} {field}=N` if the roster is wrong)",
                x.name,
                field.replace('_', " "),
                quoted(&x.name)
            )));
        }
    }
    Ok(())
}

/// Whether two options of a command conflict (declared on either).
fn conflicts(cmd: &Command, a: &Arg, b: &Arg) -> bool {
    cmd.get_arg_conflicts_with(a)
        .iter()
        .any(|c| c.get_id() == b.get_id())
        || cmd
            .get_arg_conflicts_with(b)
            .iter()
            .any(|c| c.get_id() == a.get_id())
}

/// Whether options `input` (as typed and filled) are in mode `when`.
pub(crate) fn in_mode(when: When, input: &Json) -> bool {
    let given = |o: &str| !matches!(input.get(o), None | Some(Json::Null | Json::Bool(false)));
    mode(when, input, &given)
}

/// Whether the line's typed options (`input`, and what is `present`) are in mode `when`.
fn mode(when: When, input: &Json, present: &dyn Fn(&str) -> bool) -> bool {
    let is = |option: &str, values: &[&str]| {
        let v = &input[option];
        let text = match v {
            Json::String(s) => s.clone(),
            Json::Null => return false,
            v => v.to_string(),
        };
        values.iter().any(|x| *x == text)
    };
    match when {
        When::Always => true,
        When::Is(option, values) => is(option, values),
        When::Not(option, values) => !is(option, values),
        When::Without(option) => !present(option),
    }
}

/// The roster's values as an option's words (a flag's `true`), or `None` when they give none.
fn words(values: &[Json]) -> Option<Vec<String>> {
    let w: Vec<String> = values
        .iter()
        .filter_map(|v| match v {
            Json::Bool(true) => Some("true".to_string()),
            Json::String(s) => Some(s.clone()),
            Json::Number(n) => Some(n.to_string()),
            _ => None,
        })
        .collect();
    (!w.is_empty()).then_some(w)
}

/// The roster's values as the typed option takes them: its shape is the option's value in the
/// options as parsed (`now`): a list for an option given several times (or split at its
/// delimiter, as `--sides A,B`), a word for text, a flag's `true`.
fn typed_value(arg: &Arg, now: &Json, values: &[Json]) -> Json {
    let one = |v: &Json| match (now, v) {
        (Json::String(_), Json::Number(n)) => Json::String(n.to_string()),
        _ => v.clone(),
    };
    match now {
        Json::Array(_) => Json::Array(
            values
                .iter()
                .flat_map(|v| match (v, arg.get_value_delimiter()) {
                    (Json::String(s), Some(d)) => {
                        s.split(d).map(|x| Json::String(x.to_string())).collect()
                    }
                    (v, _) => vec![v.clone()],
                })
                .collect(),
        ),
        _ if !crate::cli::takes_value(arg) => Json::Bool(true),
        _ => values.first().map(one).unwrap_or(Json::Null),
    }
}

/// `value` and, where its type may be the other, the same as text or as a number: an option
/// left empty (`None`) shows no type to follow.
fn spellings(value: Json) -> Vec<Json> {
    let text = |v: &Json| match v {
        Json::Number(n) => Json::String(n.to_string()),
        v => v.clone(),
    };
    let other = match &value {
        Json::Number(_) => Some(text(&value)),
        Json::String(s) => s.parse::<i64>().ok().map(Json::from),
        Json::Array(items) if items.iter().any(Json::is_number) => {
            Some(Json::Array(items.iter().map(text).collect()))
        }
        _ => None,
    };
    std::iter::once(value).chain(other).collect()
}

/// A roster value the option cannot take, said in the roster's terms.
fn refusal(f: &Fill, (u, t): (Option<&Unit>, Option<&Unit>), values: &[Json], why: &str) -> Error {
    let shown = values
        .iter()
        .map(|v| match v {
            Json::String(s) => format!("{s:?}"),
            v => v.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ");
    match f.from {
        Source::Field(role, field) => match of(role, u, t) {
            Some(x) => Error::usage(format!(
                "unit {:?} ({}): its {field} = {shown} cannot fill --{} ({why}); `set {} {field}=...` or type --{} on the line",
                x.name,
                x.side,
                f.option,
                quoted(&x.name),
                f.option
            )),
            None => Error::usage(format!("--{}: {shown} from the roster: {why}", f.option)),
        },
        _ => Error::usage(format!("--{}: {shown} from the roster: {why}", f.option)),
    }
}

/// An error of a procedure whose options the roster was to fill, said in the roster's terms
/// where a field it lacks (or cannot give) is the cause.
pub(crate) fn explain(
    roster: &Roster,
    marks: &Marks,
    entry: &Entry,
    (unit, target): (Option<&str>, Option<&str>),
    e: Error,
) -> Error {
    let Ok((u, t)) = units(roster, marks, entry, unit, target) else {
        return e;
    };
    missing_field(e, entry, u, t)
}

impl Filler<'_> {
    /// Whether unit `x` may play procedure `entry` now: not again where the rules say once a
    /// phase or turn (unless `--again`, where they leave it to the referee), and only with what
    /// the procedure needs of it.
    /// Whether `x`, in role `on`, may play `entry` again, and has what it needs.
    fn may_play(&self, entry: &Entry, x: &Unit, on: Role, input: &Json, again: bool) -> Result<()> {
        let here =
            |a: &&Act| in_mode(a.when, input) && (a.on == Role::Target) == (on == Role::Target);
        for a in entry.play.acts.iter().filter(here) {
            if self.marks.has(&x.name, a.mark) {
                let when = match a.per {
                    Per::Phase => "this phase",
                    Per::Turn => "this turn",
                };
                match a.again {
                    Again::Refused(why) => {
                        return Err(Error::usage(format!(
                            "{:?} has {} {when}: {why}",
                            x.name, a.mark
                        )));
                    }
                    Again::Warned(why) if !again => {
                        return Err(Error::usage(format!(
                            "{:?} has {} {when}: {why}; to play it again anyway, add --again",
                            x.name, a.mark
                        )));
                    }
                    Again::Warned(_) => {}
                }
            }
        }
        if on == Role::Target {
            return Ok(());
        }
        let has = |f: &&str| x.is(f) || x.count(f).unwrap_or(0) > 0;
        for n in entry.play.needs.iter().filter(|n| in_mode(n.when, input)) {
            if !n.fields.iter().any(has) {
                return Err(Error::usage(format!(
                    "{:?} {}: {}; `set {} {}` {}",
                    x.name,
                    n.lacks,
                    n.why,
                    quoted(&x.name),
                    n.set,
                    n.if_so()
                )));
            }
        }
        Ok(())
    }
}

/// Refused when `x`, acting, is in a state the rules forbid the procedure in: in any mode, or
/// (with the line's `input`) in the line's.
fn barred(decl: &crate::rules::effects::Roster, x: &Unit, input: Option<&Json>) -> Result<()> {
    let never = |_: &str| false;
    let applies = |b: &&crate::rules::effects::Bar| match input {
        Some(input) => mode(b.when, input, &never),
        None => b.when == When::Always,
    };
    match decl.barred.iter().filter(|b| x.is(b.state)).find(applies) {
        Some(b) => Err(Error::usage(format!(
            "{:?} is {}: {}; if it is not, `set {} {}=false`",
            x.name,
            b.state,
            b.why,
            quoted(&x.name),
            b.state
        ))),
        None => Ok(()),
    }
}

/// The units the line names as the procedure takes them (one unit, however named, is its
/// target); refused when the procedure is about no unit or a unit is destroyed.
pub(crate) fn units<'r>(
    roster: &'r Roster,
    marks: &Marks,
    entry: &Entry,
    unit: Option<&str>,
    target: Option<&str>,
) -> Result<(Option<&'r Unit>, Option<&'r Unit>)> {
    let decl = entry.roster;
    let named = unit.is_some() || target.is_some();
    let mut u = unit.map(|n| roster.find(n)).transpose()?;
    let mut t = target.map(|n| roster.find(n)).transpose()?;
    match decl.roles {
        Roles::None if named => {
            return Err(Error::usage(format!(
                "{} is not about a unit: --unit and --target do not apply to it",
                entry.name
            )));
        }
        Roles::One(what) => {
            if let (Some(a), Some(b)) = (u, t) {
                if !std::ptr::eq(a, b) {
                    return Err(Error::usage(format!(
                        "{} is about one unit ({what}): name it once, with --unit or --target",
                        entry.name
                    )));
                }
                t = None;
            }
            // One unit, however named: kept as the target (the one the result lands on).
            if t.is_none() {
                t = u.take();
            }
        }
        _ => {}
    }
    let acting = match decl.roles {
        Roles::One(_) => t,
        _ => u,
    };
    for x in [u, t].into_iter().flatten() {
        // A unit destroyed this phase that the rules let act on (simultaneous artillery).
        let still = entry.play.after_destroyed.is_some()
            && acting.is_some_and(|a| std::ptr::eq(a, x))
            && marks.destroyed.iter().any(|d| d == &x.name);
        if x.is("destroyed") && !still {
            return Err(Error::usage(format!(
                "{:?} is destroyed: a destroyed unit neither acts nor is acted on; if that was a mistake, `set {} destroyed=false`",
                x.name,
                quoted(&x.name)
            )));
        }
    }
    Ok((u, t))
}

/// The unit in a role.
fn of<'a>(role: Role, u: Option<&'a Unit>, t: Option<&'a Unit>) -> Option<&'a Unit> {
    match role {
        Role::Unit => u,
        Role::Target => t,
        Role::Subject => t.or(u),
    }
}

/// The values a source gives (several for an option given once per side).
fn values(
    (roster, marks): (&Roster, &Marks),
    phase: Option<&str>,
    from: Source,
    (u, t): (Option<&Unit>, Option<&Unit>),
    out: &[&str],
) -> Vec<Json> {
    let names =
        |side: &str| -> Vec<String> { roster.in_play(side, out).map(|x| x.name.clone()).collect() };
    let sides = roster.sides();
    match from {
        Source::Field(role, field) => of(role, u, t)
            .and_then(|x| x.fields.get(field).cloned())
            .into_iter()
            .collect(),
        Source::SideNames if sides.len() >= 2 => vec![Json::String(sides.join(","))],
        Source::SideNames => Vec::new(),
        Source::Phase(pairs) => phase
            .and_then(|now| pairs.iter().find(|(word, _)| now.contains(word)))
            .map(|(_, v)| Json::String((*v).to_string()))
            .into_iter()
            .collect(),
        Source::SideUnits(i) => sides
            .get(i)
            .map(|s| names(s))
            .filter(|n| !n.is_empty())
            .map(|n| Json::String(n.join(",")))
            .into_iter()
            .collect(),
        Source::EachSideWithout(mark) => sides
            .iter()
            .filter_map(|s| {
                let n: Vec<String> = roster
                    .in_play(s, out)
                    .filter(|x| !marks.has(&x.name, mark))
                    .map(|x| x.name.clone())
                    .collect();
                (!n.is_empty()).then(|| Json::String(format!("{s}={}", n.join(","))))
            })
            .collect(),
        Source::SideCount(role) => of(role, u, t)
            .map(|x| Json::from(roster.in_play(&x.side, out).count()))
            .into_iter()
            .collect(),
        Source::SideLacks(role, state) => of(role, u, t)
            .filter(|x| !roster.in_play(&x.side, out).any(|y| y.is(state)))
            .map(|_| Json::Bool(true))
            .into_iter()
            .collect(),
        Source::BySide(role, values) => of(role, u, t)
            .and_then(|x| sides.iter().position(|s| s.eq_ignore_ascii_case(&x.side)))
            .and_then(|i| values.get(i))
            .map(|v| Json::String((*v).to_string()))
            .into_iter()
            .collect(),
        Source::Rule(role, _, f) => of(role, u, t)
            .and_then(|x| (f.0)(&x.fields))
            .into_iter()
            .collect(),
    }
}

/// A line refused for want of an option (a required one, or `needs --skill N`) the roster was
/// to fill: the error names the unit and the field it lacks instead.
fn missing_field(e: Error, entry: &Entry, u: Option<&Unit>, t: Option<&Unit>) -> Error {
    let msg = e.to_string();
    let Some((option, fill)) = msg
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter_map(|w| w.strip_prefix("--"))
        .find_map(|o| {
            entry
                .roster
                .fill
                .iter()
                .find(|f| f.option == o)
                .map(|f| (o, f))
        })
    else {
        return e;
    };
    let Source::Field(role, field) = fill.from else {
        return e;
    };
    let Some(unit) = of(role, u, t) else {
        // The option is the acting unit's, and no unit was named as acting.
        return match (role, entry.roster.roles) {
            (Role::Unit, Roles::Two { unit, .. }) if t.is_some() => Error::usage(format!(
                "{msg}; --target fills only the options of the unit acted on: name {unit} with --unit NAME to fill --{option} from its {field}"
            )),
            _ => e,
        };
    };
    if unit.fields.contains_key(field) {
        return e;
    }
    Error::usage(format!(
        "unit {:?} ({}) has no field {field} in the roster ({msg}); `set {} {field}=N` or type --{option} on the line",
        unit.name,
        unit.side,
        quoted(&unit.name)
    ))
}

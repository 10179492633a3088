//! `--unit NAME` and `--target NAME`: the options of the procedure on a line filled from the
//! roster, as the procedure declares (`rules::effects::Roster`): the firer's fields fill the
//! firer's options, the target's only the target's, and the sides' units fill the options that
//! list them (activation cards, tiles, initiative). An option typed on the line (long or short)
//! always wins, and an option that conflicts with one typed or filled before it is left out
//! (a unit's `marksmanship` when it fires `--sf` dice).

use clap::parser::ValueSource;
use clap::{ArgMatches, Command};
use serde_json::Value as Json;

use super::roster::{Roster, Unit, quoted};
use crate::error::{Error, Result};
use crate::rules::effects::{Role, Roles, Source};
use crate::rules::{self, Entry};

/// A line with its options filled from the roster: the words to run, and the units named.
pub(crate) struct Filled {
    pub words: Vec<String>,
    pub unit: Option<String>,
    pub target: Option<String>,
    /// The procedure the line runs.
    pub entry: &'static Entry,
}

/// The procedure a parsed line runs, with its options' matches and the path of command names
/// that reach it (`[PROCEDURE]`, `[RULESET, PROCEDURE]`); `None` for the generic commands.
pub(crate) fn procedure<'m>(
    rules: &str,
    m: &'m ArgMatches,
) -> Option<(&'static Entry, &'m ArgMatches, Vec<&'m str>)> {
    let (name, sub) = m.subcommand()?;
    if crate::cli::is_generic(name) {
        return None;
    }
    if let Some(set) = rules::rule_set(name) {
        let (proc_name, pm) = sub.subcommand()?;
        let e = set.procedures().iter().find(|e| e.name == proc_name)?;
        return Some((e, pm, vec![name, proc_name]));
    }
    let e = crate::cli::top_level_entry(rules, name)?;
    Some((e, sub, vec![name]))
}

/// The value of a global option wherever on the line it was given.
fn global<'m>(m: &'m ArgMatches, id: &str) -> Option<&'m String> {
    let mut at = Some(m);
    let mut found = None;
    while let Some(x) = at {
        if let Ok(Some(v)) = x.try_get_one::<String>(id) {
            found = Some(v);
        }
        at = x.subcommand().map(|(_, s)| s);
    }
    found
}

/// Takes `--unit NAME` / `--target NAME` (and `=` forms) out of `words`.
fn take(words: &mut Vec<String>, opt: &str) {
    let eq = format!("{opt}=");
    let mut i = 0;
    while i < words.len() {
        if words[i] == opt {
            let end = (i + 2).min(words.len());
            words.drain(i..end);
        } else if words[i].starts_with(&eq) {
            words.remove(i);
        } else {
            i += 1;
        }
    }
}

/// Fills the line's options from the roster; `None` when the line runs no procedure and names
/// no unit (it runs as it is). `cmd` is the game's command; it is cloned to read the line
/// loosely (a required option may be the roster's to fill).
pub(crate) fn fill(
    roster: &Roster,
    rules: &str,
    cmd: &Command,
    words: Vec<String>,
) -> Result<Option<Filled>> {
    let mut args = vec!["spw".to_string()];
    args.extend(words.iter().cloned());
    let mut loose = cmd.clone().ignore_errors(true);
    let Ok(m) = loose.try_get_matches_from_mut(&args) else {
        // Help or the version: nothing to fill.
        return Ok(None);
    };
    let unit = global(&m, "roster_unit").cloned();
    let target = global(&m, "roster_target").cloned();
    let named = unit.is_some() || target.is_some();
    let Some((entry, pm, path)) = procedure(rules, &m) else {
        if named {
            let what = m.subcommand_name().unwrap_or("this command");
            return Err(Error::usage(format!(
                "--unit and --target name the units a procedure is about; `{what}` is not a procedure"
            )));
        }
        return Ok(None);
    };
    let decl = entry.roster;
    if decl.fill.is_empty() && !named {
        return Ok(None);
    }
    let (u, t) = units(roster, entry, unit.as_deref(), target.as_deref())?;
    let mut proc_cmd = path
        .iter()
        .try_fold(&loose, |c, name| c.find_subcommand(name))
        .cloned()
        .ok_or_else(|| Error::Runtime(format!("{}: its command is missing", entry.name)))?;
    proc_cmd.build();
    let present: Vec<clap::Id> = proc_cmd
        .get_arguments()
        .filter(|a| pm.value_source(a.get_id().as_str()) == Some(ValueSource::CommandLine))
        .map(|a| a.get_id().clone())
        .collect();
    let mut words = words;
    take(&mut words, "--unit");
    take(&mut words, "--target");
    fill_options(&mut words, &proc_cmd, present, roster, entry, (u, t));
    Ok(Some(Filled {
        words,
        unit: u.map(|x| x.name.clone()),
        target: t.map(|x| x.name.clone()),
        entry,
    }))
}

/// The units the line names as the procedure takes them (one unit, however named, is its
/// target); refused when the procedure is about no unit, a unit is destroyed, or the rules bar
/// the acting unit from it.
fn units<'r>(
    roster: &'r Roster,
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
    for x in [u, t].into_iter().flatten() {
        if x.is("destroyed") {
            return Err(Error::usage(format!(
                "{:?} is destroyed: a destroyed unit neither acts nor is acted on; if that was a mistake, `set {} destroyed=false`",
                x.name,
                quoted(&x.name)
            )));
        }
    }
    // The rules forbid some procedures to a unit in some states (pinned troops may not move).
    let acting = match decl.roles {
        Roles::One(_) => t,
        _ => u,
    };
    if let Some(x) = acting {
        if let Some((state, why)) = decl.barred.iter().find(|(s, _)| x.is(s)) {
            return Err(Error::usage(format!(
                "{:?} is {state}: {why}; if it is not, `set {} {state}=false`",
                x.name,
                quoted(&x.name)
            )));
        }
    }
    Ok((u, t))
}

/// Adds to `words` each option the procedure fills from the roster, unless one typed or
/// filled before it (`present`) is the same option or conflicts with it.
fn fill_options(
    words: &mut Vec<String>,
    proc_cmd: &Command,
    mut present: Vec<clap::Id>,
    roster: &Roster,
    entry: &Entry,
    (u, t): (Option<&Unit>, Option<&Unit>),
) {
    let decl = entry.roster;
    for f in decl.fill {
        let Some(arg) = proc_cmd
            .get_arguments()
            .find(|a| a.get_long() == Some(f.option))
        else {
            debug_assert!(false, "{}: no option --{}", entry.name, f.option);
            continue;
        };
        // A conflict may be declared on either option of the pair.
        let conflicts = |a: &clap::Arg, b: &clap::Id| {
            proc_cmd
                .get_arg_conflicts_with(a)
                .iter()
                .any(|c| c.get_id() == b)
                || proc_cmd
                    .get_arguments()
                    .find(|x| x.get_id() == b)
                    .is_some_and(|x| {
                        proc_cmd
                            .get_arg_conflicts_with(x)
                            .iter()
                            .any(|c| c.get_id() == a.get_id())
                    })
        };
        if present.contains(arg.get_id()) || present.iter().any(|p| conflicts(arg, p)) {
            continue;
        }
        let takes_value = arg.get_action().takes_values();
        let values = values(roster, f.from, u, t, decl.out_of_play);
        if values.is_empty() {
            continue;
        }
        for v in values {
            match v {
                Json::Bool(true) if !takes_value => words.push(format!("--{}", f.option)),
                Json::String(s) if takes_value => {
                    words.push(format!("--{}", f.option));
                    words.push(s);
                }
                Json::Number(n) if takes_value => {
                    words.push(format!("--{}", f.option));
                    words.push(n.to_string());
                }
                // `false`, or a kind that does not fit the option: not this one.
                _ => continue,
            }
            present.push(arg.get_id().clone());
        }
    }
}

/// The values a source gives (several for an option given once per side).
fn values(
    roster: &Roster,
    from: Source,
    u: Option<&Unit>,
    t: Option<&Unit>,
    out: &[&str],
) -> Vec<Json> {
    let of = |role: Role| match role {
        Role::Unit => u,
        Role::Target => t,
        Role::Subject => t.or(u),
    };
    let names =
        |side: &str| -> Vec<String> { roster.in_play(side, out).map(|x| x.name.clone()).collect() };
    let sides = roster.sides();
    match from {
        Source::Field(role, field) => of(role)
            .and_then(|x| x.fields.get(field).cloned())
            .into_iter()
            .collect(),
        Source::SideNames if sides.len() >= 2 => vec![Json::String(sides.join(","))],
        Source::SideNames => Vec::new(),
        Source::SideUnits(i) => sides
            .get(i)
            .map(|s| names(s))
            .filter(|n| !n.is_empty())
            .map(|n| Json::String(n.join(",")))
            .into_iter()
            .collect(),
        Source::EachSide => sides
            .iter()
            .filter_map(|s| {
                let n = names(s);
                (!n.is_empty()).then(|| Json::String(format!("{s}={}", n.join(","))))
            })
            .collect(),
        Source::SideCount(role) => of(role)
            .map(|x| Json::from(roster.in_play(&x.side, out).count()))
            .into_iter()
            .collect(),
    }
}

/// A procedure that refused the line for want of an option (`needs --skill N`) the roster was
/// to fill: the error names the unit and the field it lacks instead.
pub(crate) fn missing_field(e: &Error, roster: &Roster, f: &Filled) -> Option<Error> {
    let msg = e.to_string();
    let option = msg
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter_map(|w| w.strip_prefix("--"))
        .find(|o| !o.is_empty() && !f.words.iter().any(|w| w.strip_prefix("--") == Some(*o)))?;
    let fill = f.entry.roster.fill.iter().find(|x| x.option == option)?;
    let Source::Field(role, field) = fill.from else {
        return None;
    };
    let name = match role {
        Role::Unit => f.unit.as_ref(),
        Role::Target => f.target.as_ref(),
        Role::Subject => f.target.as_ref().or(f.unit.as_ref()),
    };
    let Some(name) = name else {
        // The option is the acting unit's, and no unit was named as acting.
        let who = match (role, f.entry.roster.roles) {
            (Role::Unit, crate::rules::effects::Roles::Two { unit, .. }) => unit,
            _ => return None,
        };
        return Some(Error::usage(format!(
            "{msg}; --target fills only the options of the unit acted on: name {who} with --unit NAME to fill --{option} from its {field}"
        )));
    };
    let unit = roster.find(name).ok()?;
    Some(Error::usage(format!(
        "unit {:?} ({}) has no field {field} in the roster ({msg}); `set {} {field}=N` or type --{option} on the line",
        unit.name,
        unit.side,
        quoted(&unit.name)
    )))
}

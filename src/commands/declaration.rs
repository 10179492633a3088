//! A procedure's declarations for a game, as `spw rules PROCEDURE` reports them: its roster
//! declaration (roles, fills, bars, effects), its play (marks, counts within a unit's, needs),
//! its options and its example lines. The JSON lets a script (and the states matrix test)
//! drive every procedure against every unit state without knowing any by name; the lines say
//! the same briefly after `--help`.

use clap::{Arg, Command};
use serde_json::{Value as Json, json};

use crate::rules::Entry;
use crate::rules::effects::{
    Again, Best, Fill, Kind, Per, Play, Role, Roles, Roster, Source, When, Whom,
};

/// `"roster"`, `"play"`, `"options"` and `"examples"` of `spw --json rules PROCEDURE`;
/// `cmd` is the procedure's command, built.
pub(super) fn to_json(e: &Entry, cmd: &Command) -> Json {
    json!({
        "roster": roster(&e.roster, cmd),
        "play": play(&e.play, cmd),
        "options": options(cmd),
        "examples": examples(cmd),
    })
}

/// The `spw ...` example lines of its `--help` (without `spw`), each whole: a line continued
/// with `\` is joined to the next.
pub(super) fn examples(cmd: &Command) -> Vec<String> {
    let help = cmd
        .get_after_help()
        .map(|h| h.to_string())
        .unwrap_or_default();
    let mut out: Vec<String> = Vec::new();
    let mut open = false;
    for l in help.lines().map(str::trim) {
        if open && let Some(last) = out.last_mut() {
            last.push(' ');
            last.push_str(l.trim_end_matches('\\').trim_end());
        } else if let Some(line) = l.strip_prefix("spw ") {
            out.push(line.trim_end_matches('\\').trim_end().to_string());
        } else {
            continue;
        }
        open = l.ends_with('\\');
    }
    out
}

fn role(r: Role) -> &'static str {
    match r {
        Role::Unit => "unit",
        Role::Target => "target",
        Role::Subject => "subject",
    }
}

/// The id (key in the JSON `input`) of option `--long`, or the long name when it has none.
fn id(cmd: &Command, long: &str) -> String {
    cmd.get_arguments()
        .find(|a| a.get_long() == Some(long))
        .map_or_else(|| long.to_string(), |a| a.get_id().to_string())
}

/// The long name of the option with id `id`, for the words (`--kind`).
fn long(cmd: &Command, id: &str) -> String {
    cmd.get_arguments()
        .find(|a| a.get_id().as_str() == id)
        .and_then(Arg::get_long)
        .unwrap_or(id)
        .to_string()
}

fn when(w: When) -> Json {
    match w {
        When::Always => json!({"mode": "always"}),
        When::Is(o, v) => json!({"mode": "is", "option": o, "values": v}),
        When::Not(o, v) => json!({"mode": "not", "option": o, "values": v}),
        When::Without(o) => json!({"mode": "without", "option": o}),
    }
}

fn source(s: Source) -> Json {
    match s {
        Source::Field(r, f) => json!({"source": "field", "role": role(r), "field": f}),
        Source::SideNames => json!({"source": "side_names"}),
        Source::SideUnits(i) => json!({"source": "side_units", "side": i}),
        Source::EachSideWithout(mark) => json!({"source": "each_side", "without": mark}),
        Source::SideCount(r) => json!({"source": "side_count", "role": role(r)}),
        Source::SideLacks(r, state) => {
            json!({"source": "side_lacks", "role": role(r), "state": state})
        }
        Source::BySide(r, values) => {
            json!({"source": "by_side", "role": role(r), "values": values})
        }
        Source::Rule(r, about, _) => json!({"source": "rule", "role": role(r), "about": about}),
        Source::Phase(pairs) => {
            let phases: serde_json::Map<String, Json> = pairs
                .iter()
                .map(|(phase, value)| (phase.to_string(), json!(value)))
                .collect();
            json!({"source": "phase", "phases": phases})
        }
    }
}

fn change(k: Kind) -> Json {
    let (kind, field) = match k {
        Kind::Lose(f) => ("lose", Some(f)),
        Kind::Gain(f) => ("gain", Some(f)),
        Kind::Mark(s) => ("mark", Some(s)),
        Kind::Clear(s) => ("clear", Some(s)),
        Kind::Destroy => ("destroy", None),
        Kind::Initiative => ("initiative", None),
        Kind::Order => ("order", None),
        Kind::Choice => ("choice", None),
        Kind::Did(m) => ("did", Some(m)),
    };
    json!({"kind": kind, "field": field})
}

fn roster(r: &Roster, cmd: &Command) -> Json {
    let roles = match r.roles {
        Roles::None => json!({"takes": "none"}),
        Roles::One(what) => json!({"takes": "one", "subject": what}),
        Roles::Two { unit, target } => json!({"takes": "two", "unit": unit, "target": target}),
    };
    let fill: Vec<Json> = r
        .fill
        .iter()
        .map(|f: &Fill| {
            let mut v = json!({"option": f.option, "id": id(cmd, f.option), "when": when(f.when)});
            if let (Some(o), Json::Object(from)) = (v.as_object_mut(), source(f.from)) {
                o.extend(from);
            }
            v
        })
        .collect();
    let barred: Vec<Json> = r
        .barred
        .iter()
        .map(|b| json!({"state": b.state, "when": when(b.when), "why": b.why}))
        .collect();
    let effects: Vec<Json> = r
        .effects
        .iter()
        .map(|d| {
            let on = match d.to {
                Whom::Role(x) => role(x),
                Whom::Elsewhere => "elsewhere",
                Whom::Game => "game",
            };
            json!({"when": d.when, "on": on, "change": change(d.change)})
        })
        .collect();
    let luck = r.luck.map(|l| {
        let best = match l.best {
            Best::Higher => json!("higher"),
            Best::Lower => json!("lower"),
            Best::Order(worst_first) => json!({"worst_first": worst_first}),
        };
        json!({"quantity": l.quantity, "role": role(l.role), "best": best})
    });
    json!({
        "roles": roles,
        "fill": fill,
        "barred": barred,
        "out_of_play": r.out_of_play,
        "effects": effects,
        "luck": luck,
    })
}

fn play(p: &Play, cmd: &Command) -> Json {
    let acts: Vec<Json> = p
        .acts
        .iter()
        .map(|a| {
            let per = match a.per {
                Per::Phase => "phase",
                Per::Turn => "turn",
            };
            let (again, why) = match a.again {
                Again::Refused(why) => ("refused", why),
                Again::Warned(why) => ("warned", why),
            };
            json!({"mark": a.mark, "when": when(a.when), "per": per, "again": again, "why": why, "sets": a.marks})
        })
        .collect();
    let within: Vec<Json> = p
        .within
        .iter()
        .map(|(o, f)| json!({"option": o, "id": id(cmd, o), "field": f}))
        .collect();
    let needs: Vec<Json> = p
        .needs
        .iter()
        .map(|n| {
            json!({"field": n.fields[0], "fields": n.fields, "lacks": n.lacks, "set": n.set, "why": n.why, "when": when(n.when)})
        })
        .collect();
    json!({
        "acts": acts,
        "within": within,
        "needs": needs,
        "after_destroyed": p.after_destroyed,
    })
}

/// Its options as a script needs them to write a line: id, long and short name, whether it
/// takes a value (and which, where they are listed), is required, its default, and the options
/// it conflicts with.
fn options(cmd: &Command) -> Vec<Json> {
    cmd.get_arguments()
        .filter(|a| a.get_id() != "help" && !a.is_hide_set())
        .map(|a| {
            let values: Vec<String> = a
                .get_possible_values()
                .iter()
                .filter(|v| !v.is_hide_set())
                .map(|v| v.get_name().to_string())
                .collect();
            let default: Vec<String> = a
                .get_default_values()
                .iter()
                .map(|v| v.to_string_lossy().into_owned())
                .collect();
            let conflicts: Vec<String> = cmd
                .get_arg_conflicts_with(a)
                .iter()
                .map(|c| c.get_id().to_string())
                .collect();
            json!({
                "id": a.get_id().as_str(),
                "long": a.get_long(),
                "short": a.get_short().map(String::from),
                "takes_value": crate::cli::takes_value(a),
                "required": a.is_required_set(),
                "values": values,
                "default": default,
                "conflicts": conflicts,
            })
        })
        .collect()
}

/// The declarations in a few lines for `spw rules PROCEDURE` (none for a procedure about no
/// unit that fills nothing and marks nothing).
pub(super) fn lines(e: &Entry, cmd: &Command) -> Vec<String> {
    let (r, p) = (&e.roster, &e.play);
    let mut out = Vec::new();
    match r.roles {
        Roles::None => {}
        Roles::One(what) => out.push(format!("--unit or --target: {what}")),
        Roles::Two { unit, target } => out.push(format!("--unit: {unit}; --target: {target}")),
    }
    // A switch's mode reads as the switch: `with --routing`, not `with --routing true`.
    let switch = |o: &str, v: &[&str]| {
        v == ["true"]
            && cmd
                .get_arguments()
                .any(|a| a.get_id().as_str() == o && !crate::cli::takes_value(a))
    };
    let mode = |w: When| match w {
        When::Always => String::new(),
        When::Is(o, v) if switch(o, v) => format!(" with --{}", long(cmd, o)),
        When::Not(o, v) if switch(o, v) => format!(" without --{}", long(cmd, o)),
        When::Is(o, v) => format!(" with --{} {}", long(cmd, o), v.join(" or ")),
        When::Not(o, v) => format!(" unless --{} {}", long(cmd, o), v.join(" or ")),
        When::Without(o) => format!(" without --{}", long(cmd, o)),
    };
    let filled: Vec<String> = r
        .fill
        .iter()
        .map(|f| {
            let from = match f.from {
                Source::Field(Role::Target, field) => format!("the target's {field}"),
                Source::Field(_, field) => format!("the unit's {field}"),
                Source::SideNames => "the sides' names".into(),
                Source::Phase(pairs) => crate::effects::phase_words(pairs),
                Source::SideUnits(i) => format!("side {}'s units in play", i + 1),
                Source::EachSideWithout(mark) => {
                    format!("each side's units in play, but those that have {mark} this turn")
                }
                Source::SideCount(_) => "the units in play on its side".into(),
                Source::SideLacks(_, state) => format!("its side having no {state} unit"),
                Source::BySide(_, values) => format!("its side ({})", values.join(" or ")),
                Source::Rule(_, about, _) => about.replace('`', ""),
            };
            format!("--{} from {from}{}", f.option, mode(f.when))
        })
        .collect();
    if !filled.is_empty() {
        out.push(format!("Filled: {}.", filled.join("; ")));
    }
    for b in r.barred {
        out.push(format!(
            "Refused when {}{}: {}.",
            b.state,
            mode(b.when),
            b.why
        ));
    }
    for a in p.acts {
        let per = match a.per {
            Per::Phase => "phase",
            Per::Turn => "turn",
        };
        let again = match a.again {
            Again::Refused(why) => format!("again refused: {why}"),
            Again::Warned(why) => format!("again only with --again: {why}"),
        };
        out.push(if a.marks {
            format!("Marks it {} this {per}{} ({again}).", a.mark, mode(a.when))
        } else {
            let why = match a.again {
                Again::Refused(why) | Again::Warned(why) => why,
            };
            format!(
                "Refused once it has {} this {per}{}: {why}.",
                a.mark,
                mode(a.when)
            )
        });
    }
    for (o, field) in p.within {
        out.push(format!("--{o} is at most the unit's {field}."));
    }
    for n in p.needs {
        out.push(format!(
            "Refused if it {}{} ({}): {}.",
            n.lacks,
            mode(n.when),
            n.fields.join(" or "),
            n.why
        ));
    }
    if let Some(why) = p.after_destroyed {
        out.push(format!("Played in the phase it is destroyed: {why}."));
    }
    if !out.is_empty() {
        out.insert(0, "In a game:".into());
    }
    out
}

/// The JSON Schema of `spw rules PROCEDURE`'s and `spw rules RULESET`'s `result`, as `$defs`
/// (`spw schema`).
pub(super) fn schema_defs() -> Vec<(&'static str, Json)> {
    vec![
        ("rules.when", when_schema()),
        ("rules.fill", fill_schema()),
        ("rules.procedure", procedure_schema()),
        ("rules.units", units_schema()),
    ]
}

/// An object with these properties and no others, `required` among them.
fn object(required: &[&str], properties: Json) -> Json {
    json!({"type": "object", "required": required, "properties": properties, "additionalProperties": false})
}

fn text() -> Json {
    json!({"type": "string"})
}

fn texts() -> Json {
    json!({"type": "array", "items": {"type": "string"}})
}

fn role_schema() -> Json {
    json!({"enum": ["unit", "target", "subject"], "description": "unit: --unit; target: --target; subject: the one unit a procedure is about, named either way"})
}

fn when_schema() -> Json {
    object(
        &["mode"],
        json!({
            "mode": {"enum": ["always", "is", "not", "without"], "description": "always; when option is one of values; unless it is; unless the line gives it"},
            "option": {"type": "string", "description": "the option's id (its key in input)"},
            "values": texts(),
        }),
    )
}

fn fill_schema() -> Json {
    object(
        &["option", "id", "when", "source"],
        json!({
            "option": {"type": "string", "description": "the option's long name"},
            "id": {"type": "string", "description": "its key in input"},
            "when": {"$ref": "#/$defs/rules.when"},
            "source": {"enum": ["field", "side_names", "side_units", "each_side", "side_count", "side_lacks", "by_side", "rule", "phase"], "description": "field: a field of the unit in role; side_names: the sides' names; side_units: side N's units in play; each_side: SIDE=UNITS per side (without: those marked so this turn left out); side_count: the units in play on the role's side; side_lacks: true when that side has no unit in play in state; by_side: values[the role's side]; rule: worked out from the unit's fields as about says; phase: phases[a word of the game's phase now]"},
            "role": role_schema(),
            "field": text(),
            "side": {"type": "integer"},
            "state": text(),
            "without": text(),
            "values": texts(),
            "about": text(),
            "phases": {"type": "object", "additionalProperties": {"type": "string"}},
        }),
    )
}

fn roster_schema() -> Json {
    let effect = object(
        &["when", "on", "change"],
        json!({
            "when": {"type": "string", "description": "the result it follows, in the result's terms"},
            "on": {"enum": ["unit", "target", "subject", "elsewhere", "game"]},
            "change": object(&["kind", "field"], json!({
                "kind": {"enum": ["lose", "gain", "mark", "clear", "destroy", "initiative", "order", "choice", "did"]},
                "field": {"type": ["string", "null"], "description": "the count, state or mark changed"},
            })),
        }),
    );
    let luck = object(
        &["quantity", "role", "best"],
        json!({
            "quantity": text(), "role": role_schema(),
            "best": {"anyOf": [{"enum": ["higher", "lower"]}, object(&["worst_first"], json!({"worst_first": texts()}))]},
        }),
    );
    object(
        &["roles", "fill", "barred", "out_of_play", "effects", "luck"],
        json!({
            "roles": object(&["takes"], json!({
                "takes": {"enum": ["none", "one", "two"], "description": "none: names no unit; one: one unit, by --unit or --target; two: --unit acts on --target"},
                "subject": text(), "unit": text(), "target": text(),
            })),
            "fill": {"type": "array", "items": {"$ref": "#/$defs/rules.fill"}, "description": "in order: options filled from the roster where the line does not give them"},
            "barred": {"type": "array", "items": object(&["state", "when", "why"], json!({
                "state": text(), "when": {"$ref": "#/$defs/rules.when"}, "why": {"type": "string", "description": "the rule, as the refusal says it"},
            })), "description": "states of the unit acting under which the procedure is refused"},
            "out_of_play": texts(),
            "effects": {"type": "array", "items": effect},
            "luck": {"anyOf": [{"type": "null"}, luck]},
        }),
    )
}

fn play_schema() -> Json {
    object(
        &["acts", "within", "needs", "after_destroyed"],
        json!({
            "acts": {"type": "array", "items": object(&["mark", "when", "per", "again", "why", "sets"], json!({
                "mark": text(), "when": {"$ref": "#/$defs/rules.when"},
                "per": {"enum": ["phase", "turn"]},
                "again": {"enum": ["refused", "warned"], "description": "a second time while marked: refused, or refused unless --again"},
                "why": text(),
                "sets": {"type": "boolean", "description": "whether playing it gives the mark (false: only another procedure's mark refuses it)"},
            }))},
            "within": {"type": "array", "items": object(&["option", "id", "field"], json!({"option": text(), "id": text(), "field": text()}))},
            "needs": {"type": "array", "items": object(&["field", "fields", "lacks", "set", "why", "when"], json!({
                "field": {"type": "string", "description": "the first of fields"},
                "fields": {"type": "array", "items": text(), "description": "any one is enough: a state that is set, or a count of 1 or more"},
                "lacks": {"type": "string", "description": "what a unit without any of them lacks, in words"},
                "set": {"type": "string", "description": "the `set` that gives it"},
                "why": text(), "when": {"$ref": "#/$defs/rules.when"},
            }))},
            "after_destroyed": {"type": ["string", "null"]},
        }),
    )
}

fn procedure_schema() -> Json {
    let option = object(
        &[
            "id",
            "long",
            "short",
            "takes_value",
            "required",
            "values",
            "default",
            "conflicts",
        ],
        json!({
            "id": text(),
            "long": {"type": ["string", "null"]},
            "short": {"type": ["string", "null"]},
            "takes_value": {"type": "boolean"},
            "required": {"type": "boolean"},
            "values": texts(),
            "default": texts(),
            "conflicts": {"type": "array", "items": {"type": "string"}, "description": "the ids of the options it cannot be given with"},
        }),
    );
    object(
        &[
            "rules",
            "procedure",
            "aliases",
            "section",
            "about",
            "help",
            "ranges",
            "facts",
            "roster",
            "play",
            "options",
            "examples",
        ],
        json!({
            "rules": text(), "procedure": text(), "aliases": texts(), "section": text(), "about": text(),
            "help": text(), "ranges": texts(),
            "facts": {"type": "object", "description": "what it states about itself: chances, ranges, dice, result"},
            "roster": roster_schema(),
            "play": play_schema(),
            "options": {"type": "array", "items": option},
            "examples": {"type": "array", "items": {"type": "string"}, "description": "the example lines of its --help, without spw"},
        }),
    )
}

fn units_schema() -> Json {
    let field = object(
        &["field", "takes", "about", "section", "kind"],
        json!({
            "field": text(), "takes": text(), "about": text(), "section": text(),
            "kind": {"enum": ["number", "word", "strength", "text", "hidden", "state"]},
            "min": {"type": "integer"}, "max": {"type": "integer"}, "words": texts(),
            "set_by": text(), "cleared_by": text(),
        }),
    );
    object(
        &["rules", "fields", "derived", "deferred"],
        json!({
            "rules": text(),
            "fields": {"type": "array", "items": field},
            "derived": {"type": "array", "items": object(&["state", "over_half", "section"], json!({
                "state": text(), "section": text(),
                "over_half": object(&["count", "of"], json!({"count": text(), "of": text()})),
            }))},
            "deferred": {"type": "array", "items": object(&["count", "pending", "section"], json!({"count": text(), "pending": text(), "section": text()}))},
        }),
    )
}

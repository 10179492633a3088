//! `spw schema`: the JSON Schema of everything `--json` prints (version
//! [`crate::report::JSON_VERSION`]), made from the code: each procedure's `input` from its clap
//! options (id, type, help line), its `result` and `chances` from its facts
//! (`rules::facts`), the envelope, errors, text answers and the game's words. It is committed as
//! `schema/spw.schema.json`, and a test fails when that file is stale, so renaming an option or
//! a quantity changes the schema in the same commit.

use clap::{Arg, ArgAction, Command};
use serde_json::{Map, Value as Json, json};

use crate::report::JSON_VERSION;
use crate::rules::facts::{Chances, Field};
use crate::rules::{self, Entry, RuleSet};

/// The generic commands' names, as their reports' `procedure` (with `rules` null).
const GENERIC: &[&str] = &[
    "roll",
    "draw",
    "pools",
    "reshuffle",
    "table",
    "tables",
    "rules",
    "sheet",
];

/// The schema, pretty-printed, one document.
pub(crate) fn schema() -> String {
    let mut s = serde_json::to_string_pretty(&document()).unwrap_or_default();
    s.push('\n');
    s
}

fn document() -> Json {
    let mut defs = Map::new();
    defs.insert("version".into(), json!({"const": JSON_VERSION, "description": "the version of spw's JSON; it changes only when a field's name or meaning does"}));
    defs.insert("die".into(), die());
    defs.insert("drawn".into(), drawn());
    defs.insert("distribution".into(), distribution());
    defs.insert("goal".into(), goal());
    defs.insert("range".into(), range());
    defs.insert("ranged".into(), json!({
        "description": "with --chances, an option given a range holds it as typed (1..12, 6..30/6)",
        "type": "string",
        "pattern": "^ *-?[0-9]+ *\\.\\. *-?[0-9]+ *(/ *[0-9]+ *)?$",
    }));
    defs.insert("report".into(), report());
    defs.insert("text".into(), text());
    defs.insert("error".into(), error());
    defs.insert("sheet".into(), crate::render::sheet::sheet_schema());
    for (name, def) in words() {
        defs.insert(name, def);
    }
    for (name, def) in super::declaration::schema_defs() {
        defs.insert(name.into(), def);
    }
    for (name, def) in serve() {
        defs.insert(name.into(), def);
    }
    for set in rules::rule_sets() {
        for e in set.procedures() {
            defs.insert(key(set, e), procedure(set, e));
            defs.insert(
                format!("{}.chances", key(set, e)),
                chances(e.facts.quantities()),
            );
        }
    }
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": format!("urn:spw:json:{JSON_VERSION}"),
        "title": format!("spw --json, version {JSON_VERSION}"),
        "description": "One object per command (JSON Lines in a batch), each starting with \"version\": a procedure's or generic command's report, a text answer, an error, a game word's answer, or `spw serve`'s addresses; and the live view `spw serve` sends. Made by `spw schema` from the code (ARCHITECTURE.md, \"The JSON contract\").",
        "type": "object",
        "required": ["version"],
        // Told apart by a key only one kind has, so a validator names what is wrong in it.
        "anyOf": [
            {"required": ["procedure"]},
            {"required": ["text"]},
            {"required": ["error"]},
            {"required": ["command"]},
            {"required": ["view"]},
        ],
        "allOf": [
            {"if": {"required": ["procedure"]}, "then": {"$ref": "#/$defs/report"}},
            {"if": {"required": ["text"]}, "then": {"$ref": "#/$defs/text"}},
            {"if": {"required": ["error"]}, "then": {"$ref": "#/$defs/error"}},
            {
                "if": {"required": ["command"], "properties": {"command": {"const": "serve"}}},
                "then": {"$ref": "#/$defs/serve"},
                "else": {"if": {"required": ["command"]}, "then": {"$ref": "#/$defs/word"}},
            },
            {"if": {"required": ["view"]}, "then": {"$ref": "#/$defs/view"}},
        ],
        "$defs": defs,
    })
}

/// A procedure's name in `$defs`: `schwerpunkt.morale`.
fn key(set: &RuleSet, e: &Entry) -> String {
    format!("{}.{}", set.id, e.name)
}

/// The envelope of every report: a procedure's or a generic command's.
fn report() -> Json {
    let mut each: Vec<Json> = Vec::new();
    for set in rules::rule_sets() {
        for e in set.procedures() {
            each.push(json!({
                "if": {
                    "properties": {"rules": {"const": set.id}, "procedure": {"const": e.name}},
                    "required": ["rules", "procedure"],
                },
                "then": {"$ref": format!("#/$defs/{}", key(set, e))},
            }));
        }
    }
    each.push(json!({
        "if": {"properties": {"rules": {"const": null}}, "required": ["rules"]},
        "then": {"properties": {"procedure": {"enum": GENERIC}}},
    }));
    // `spw rules PROCEDURE` and `spw rules RULESET`: a procedure's declarations, a unit model.
    for (key, def) in [("roster", "rules.procedure"), ("derived", "rules.units")] {
        each.push(json!({
            "if": {
                "properties": {"rules": {"const": null}, "procedure": {"const": "rules"}, "result": {"required": [key]}},
                "required": ["rules", "procedure", "result"],
            },
            "then": {"properties": {"result": {"$ref": format!("#/$defs/{def}")}}},
        }));
    }
    each.push(json!({
        "if": {"properties": {"rules": {"const": null}, "procedure": {"const": "sheet"}}, "required": ["rules", "procedure"]},
        "then": {"$ref": "#/$defs/sheet"},
    }));
    json!({
        "description": "What a procedure or a generic command produced.",
        "type": "object",
        "required": ["version", "rules", "procedure", "input", "summary"],
        "properties": {
            "version": {"$ref": "#/$defs/version"},
            "rules": {"type": ["string", "null"], "description": "the rule set's id; null for a generic command (roll, draw, table, ...)"},
            "procedure": {"type": "string", "description": "the procedure's or command's name"},
            "section": {"type": "string", "description": "the rule section(s) it implements"},
            "input": {"type": "object", "description": "the options as run: a procedure's option ids as keys (in a game also unit and target)"},
            "table": {"type": "integer", "description": "terrain --count N: the table's number"},
            "seed": {"type": "integer", "description": "terrain --count N: the table's own seed"},
            "dice": {"type": "array", "items": {"$ref": "#/$defs/die"}, "description": "every die thrown, in order"},
            "drawn": {"type": "array", "items": {"$ref": "#/$defs/drawn"}, "description": "every card, chit or tile drawn, in order"},
            "result": {"description": "rolled: the quantities and the procedure's own fields; with a range: the range's answer; or a listing"},
            "chances": {"type": "object", "additionalProperties": {"$ref": "#/$defs/distribution"}, "description": "--chances: each quantity's exact distribution"},
            "goal": {"$ref": "#/$defs/goal"},
            "summary": {"type": "string", "description": "the sentence a referee reads out"},
            "example": {"const": true, "description": "the result used numbers made up for spw"},
        },
        "additionalProperties": false,
        "allOf": each,
    })
}

/// One procedure: its section, `input` from its options, `result` and `chances` from its facts.
fn procedure(set: &RuleSet, e: &Entry) -> Json {
    let mut cmd = (e.command)();
    cmd.build();
    let facts = &e.facts;
    let chances = json!({"$ref": format!("#/$defs/{}.chances", key(set, e))});
    let rolled = fields(facts.quantities().iter().chain(facts.result));
    let result = match facts.chances {
        Chances::Of(_) => json!({"anyOf": [rolled, {
            "$ref": "#/$defs/range",
            "properties": {"values": {"items": {"properties": {"chances": chances}}}},
        }]}),
        Chances::No(_) => rolled,
    };
    json!({
        "description": format!("{} {}: {}", set.id, e.name, e.about),
        "properties": {
            "section": {"const": e.section},
            "input": input(&cmd),
            "result": result,
            "chances": chances,
        },
    })
}

/// The options as `input` holds them: each option's id, its type and its help line.
fn input(cmd: &Command) -> Json {
    let mut props = Map::new();
    let mut required = Vec::new();
    for a in cmd.get_arguments().filter(|a| own(a)) {
        let id = a.get_id().as_str().to_string();
        props.insert(id.clone(), option(a));
        required.push(id);
    }
    for (id, about) in [
        ("unit", "in a game: the unit --unit named"),
        ("target", "in a game: the unit --target named"),
    ] {
        props
            .entry(id)
            .or_insert_with(|| json!({"type": "string", "description": about}));
    }
    json!({
        "type": "object",
        "properties": props,
        "required": required,
        "additionalProperties": false,
    })
}

/// Whether `a` is the procedure's own option (not help, not a global option).
fn own(a: &Arg) -> bool {
    !a.is_global_set()
        && !matches!(
            a.get_action(),
            ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong | ArgAction::Version
        )
}

/// One option's schema: its JSON type (a list for one given many times, null when left out
/// with no default, the range as typed when it holds one) and its help line, with how it is
/// written.
fn option(a: &Arg) -> Json {
    let action = a.get_action();
    let mut ranged = false;
    let one = match action {
        ArgAction::SetTrue | ArgAction::SetFalse => json!({"type": "boolean"}),
        ArgAction::Count => json!({"type": "integer"}),
        _ => {
            let words: Vec<String> = a
                .get_possible_values()
                .iter()
                .map(|v| v.get_name().to_string())
                .collect();
            ranged = words.is_empty();
            if !words.is_empty() {
                json!({"type": "string", "enum": words})
            } else if rules::range::whole_numbers(a) {
                json!({"type": "integer"})
            } else {
                json!({"type": "string"})
            }
        }
    };
    let flag = matches!(
        action,
        ArgAction::SetTrue | ArgAction::SetFalse | ArgAction::Count
    );
    let mut alternatives = vec![if matches!(action, ArgAction::Append) {
        json!({"type": "array", "items": one})
    } else {
        one
    }];
    if !flag && !a.is_required_set() && a.get_default_values().is_empty() {
        alternatives.push(json!({"type": "null"}));
    }
    if ranged {
        alternatives.push(json!({"$ref": "#/$defs/ranged"}));
    }
    let mut s = match alternatives.len() {
        1 => alternatives.remove(0),
        _ => json!({"anyOf": alternatives}),
    };
    let written = match (a.get_long(), a.get_short()) {
        (Some(l), _) => format!("--{l}"),
        (None, Some(c)) => format!("-{c}"),
        _ => a.get_id().to_string(),
    };
    let help = a.get_help().map(|h| h.to_string()).unwrap_or_default();
    s["description"] = json!(format!("{written}: {help}"));
    s
}

/// The rolled `result`: each field by its name (a numbered family by its pattern).
fn fields<'a>(all: impl Iterator<Item = &'a Field>) -> Json {
    let (mut props, mut patterns) = (Map::new(), Map::new());
    for f in all {
        let mut s = f.of.schema();
        s["description"] = json!(f.meaning());
        match f.family() {
            Some(p) => patterns.insert(p, s),
            None => props.insert(f.name.to_string(), s),
        };
    }
    json!({
        "type": "object",
        "properties": props,
        "patternProperties": patterns,
        "additionalProperties": false,
    })
}

/// `chances`: each quantity's distribution, its values of the quantity's kind.
fn chances(quantities: &[Field]) -> Json {
    let (mut props, mut patterns) = (Map::new(), Map::new());
    for q in quantities {
        let s = json!({
            "$ref": "#/$defs/distribution",
            "items": {"properties": {"value": q.of.schema()}},
            "description": q.meaning(),
        });
        match q.family() {
            Some(p) => patterns.insert(p, s),
            None => props.insert(q.name.to_string(), s),
        };
    }
    json!({
        "type": "object",
        "properties": props,
        "patternProperties": patterns,
        "additionalProperties": false,
    })
}

/// A distribution: `[{"value": v, "p": "5/36", "percent": 13.88…}, ...]`, summing to 1 (each
/// quantity's `value` typed where it is used).
fn distribution() -> Json {
    json!({
        "description": "a quantity's exact distribution: each value with its exact chance, summing to 1",
        "type": "array",
        "items": {
            "type": "object",
            "required": ["value", "p", "percent"],
            "properties": {
                "value": {},
                "p": {"$ref": "#/$defs/goal/properties/p"},
                "percent": {"type": "number"},
            },
            "additionalProperties": false,
        },
    })
}

/// `--goal`'s answer.
fn goal() -> Json {
    json!({
        "description": "--goal: the exact chance of the condition",
        "type": "object",
        "required": ["goal", "p", "percent"],
        "properties": {
            "goal": {"type": "string", "description": "the goal as typed"},
            "p": {"type": "string", "pattern": "^[0-9]+/[0-9]+$", "description": "an exact reduced fraction"},
            "percent": {"type": "number"},
            "notes": {"type": "array", "items": {"type": "string"}, "description": "words of the goal the procedure does not give here"},
        },
        "additionalProperties": false,
    })
}

/// A range's answer (`--shots 1..6`); each procedure types its values' chances as its own.
fn range() -> Json {
    let p = json!({
        "type": "object",
        "required": ["p", "percent"],
        "properties": {"p": {"$ref": "#/$defs/goal/properties/p"}, "percent": {"type": "number"}},
        "additionalProperties": false,
    });
    json!({
        "description": "a range in place of one option: its values, each with its exact chances",
        "type": "object",
        "required": ["option", "range", "values"],
        "properties": {
            "option": {"type": "string", "description": "the option given the range, without its dashes"},
            "range": {"type": "string", "description": "the range as typed"},
            "goal": {"type": "string", "description": "--goal as typed"},
            "values": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["value", "chances"],
                    "properties": {"value": {"type": "integer"}, "goal": p, "chances": {"type": "object"}},
                    "additionalProperties": false,
                },
            },
            "at_least": {"type": "string", "description": "--at-least as typed"},
            "pick": {"enum": ["least", "most"], "description": "whether the least or the most value reaching it is picked"},
            "answer": {"type": ["integer", "null"], "description": "the value picked, null when none reaches it"},
            "best": {"type": "integer", "description": "the value with the best chance"},
        },
        "additionalProperties": false,
    })
}

fn die() -> Json {
    json!({
        "description": "one die thrown",
        "type": "object",
        "required": ["die", "value", "for"],
        "properties": {
            "die": {"type": "string", "description": "the die (d6, d10, dSF, ...)"},
            "value": {"type": "integer"},
            "label": {"type": "string", "description": "the face's word (JAM, HIT)"},
            "for": {"type": "string", "description": "what it was thrown for"},
            "dropped": {"const": true},
            "rerolled": {"const": true},
            "exploded": {"const": true},
            "success": {"type": "boolean", "description": "whether it met the test it was thrown against"},
            "counts_as": {"type": "integer", "description": "the value a clamp made it count as"},
        },
        "additionalProperties": false,
    })
}

fn drawn() -> Json {
    json!({
        "description": "one item drawn from a pool",
        "type": "object",
        "required": ["pool", "item", "kind", "for"],
        "properties": {
            "pool": {"type": "string"},
            "item": {"type": "string", "description": "its name (A♥, a chit's name)"},
            "kind": {"type": "string", "description": "its kind (a card's suit)"},
            "values": {"type": "object", "additionalProperties": {"type": "integer"}},
            "for": {"type": "string", "description": "what it was drawn for"},
        },
        "additionalProperties": false,
    })
}

fn text() -> Json {
    json!({
        "description": "an answer that is text: help, completions, the man page, an SVG map",
        "type": "object",
        "required": ["version", "text"],
        "properties": {"version": {"$ref": "#/$defs/version"}, "text": {"type": "string"}},
        "additionalProperties": false,
    })
}

fn error() -> Json {
    json!({
        "description": "a command that failed (also said on stderr)",
        "type": "object",
        "required": ["version", "error", "code"],
        "properties": {
            "version": {"$ref": "#/$defs/version"},
            "error": {"type": "string", "description": "the message"},
            "code": {"enum": [1, 2], "description": "the exit status: 2 bad input, 1 a runtime failure"},
            "line": {"type": "integer", "description": "a batch: the line's number"},
            "input": {"type": "string", "description": "a batch: the line as read"},
        },
        "additionalProperties": false,
    })
}

/// Each side and its units, as `status` and `roster` answer them.
fn sides() -> Json {
    let strings = json!({"type": "array", "items": {"type": "string"}});
    json!({
        "type": "array",
        "description": "each side and its units: name, fields (numbers and words), states set",
        "items": {
            "type": "object",
            "required": ["name", "units"],
            "properties": {
                "name": {"type": "string"},
                "units": {"type": "array", "items": {
                    "type": "object",
                    "required": ["name", "fields", "states"],
                    "properties": {"name": {"type": "string"}, "fields": {"type": "object"}, "states": strings},
                    "additionalProperties": false,
                }},
            },
            "additionalProperties": false,
        },
    })
}

/// What `status` answers besides its version and name.
fn status_properties(sides: &Json) -> Json {
    let strings = json!({"type": "array", "items": {"type": "string"}});
    json!({
        "rules": {"type": "string"},
        "title": {"type": ["string", "null"]},
        "turn": {"type": "integer"},
        "phase": {"type": "object", "required": ["index", "name", "of", "names", "section"], "properties": {
            "index": {"type": "integer", "description": "from 0"},
            "name": {"type": "string"},
            "of": {"type": "integer", "description": "how many phases a turn has"},
            "names": strings,
            "section": {"type": "string"},
        }, "additionalProperties": false},
        "initiative": {"type": ["string", "null"], "description": "the side that won the last initiative roll"},
        "order": {"anyOf": [{"type": "null"}, {"type": "object", "required": ["names", "acted"], "properties": {
            "names": strings, "acted": strings, "next": {"type": ["string", "null"]},
        }, "additionalProperties": false}], "description": "the order units act in, from the last activation"},
        "tracks": {"type": "array", "items": {"type": "object", "required": ["side", "c3i", "activity_points"], "properties": {
            "side": {"type": "string"}, "c3i": {"type": "integer"}, "activity_points": {"type": "integer"},
        }, "additionalProperties": false}},
        "pools": {"description": "the pools of the game's rule set, as `spw pools` lists them"},
        "game": {"type": "string", "description": "the game file"},
        "sides": sides.clone(),
    })
}

/// The game's words (JOURNAL.md): what each answers with `--json`.
fn words() -> Vec<(String, Json)> {
    let listed = crate::cli::words_listed();
    let about = |w: &str| {
        listed
            .iter()
            .find(|(n, _)| n == w)
            .map_or(String::new(), |(_, a)| a.clone())
    };
    let answer = |word: &str, props: Json, required: &[&str]| {
        let mut p = json!({"version": {"$ref": "#/$defs/version"}, "command": {"const": word}});
        if let (Some(o), Json::Object(more)) = (p.as_object_mut(), props) {
            o.extend(more);
        }
        let mut req = vec!["version", "command"];
        req.extend(required);
        json!({
            "description": format!("{word}: {}", about(word)),
            "type": "object",
            "required": req,
            "properties": p,
            "additionalProperties": false,
        })
    };
    let sides = sides();
    let recording: Vec<String> = listed
        .iter()
        .map(|(n, _)| n.clone())
        .filter(|n| !["status", "roster", "log", "stats", "again"].contains(&n.as_str()))
        .collect();
    let status = answer("status", status_properties(&sides), &["rules", "sides"]);
    let entry = json!({"$ref": "#/$defs/entry"});
    let names: Vec<&String> = listed.iter().map(|(n, _)| n).collect();
    vec![
        (
            "word".into(),
            json!({
                "description": "a game word's answer (spw --json --game FILE WORD)",
                "type": "object",
                "required": ["command"],
                "properties": {"command": {"enum": names}},
                "allOf": [
                    when("status", "word.status"),
                    when("roster", "word.roster"),
                    when("log", "word.log"),
                    when("stats", "word.stats"),
                    {
                        "if": {"properties": {"command": {"const": "alias"}}, "not": {"required": ["entry"]}},
                        "then": {"$ref": "#/$defs/word.aliases"},
                    },
                    {"if": {"required": ["entry"]}, "then": {"$ref": "#/$defs/word.entry"}},
                ],
            }),
        ),
        ("word.status".into(), status),
        (
            "word.roster".into(),
            answer("roster", json!({"sides": sides}), &["sides"]),
        ),
        (
            "word.log".into(),
            answer(
                "log",
                json!({
                    "header": {"$ref": "#/$defs/header"},
                    "entries": {"type": "array", "items": entry},
                }),
                &["header", "entries"],
            ),
        ),
        (
            "word.stats".into(),
            answer(
                "stats",
                json!({"sides": {"type": "array", "items": {"type": "object", "required": ["side", "rolls", "luck"], "properties": {
                    "side": {"type": "string"},
                    "rolls": {"type": "integer", "description": "its rolls counted"},
                    "luck": {"type": "number", "description": "where its rolls fell in their exact distributions, on average (percentile)"},
                }, "additionalProperties": false}}}),
                &["sides"],
            ),
        ),
        (
            "word.aliases".into(),
            answer(
                "alias",
                json!({"aliases": {"type": "array", "items": {"type": "object", "required": ["name", "command"], "properties": {
                    "name": {"type": "string"}, "command": {"type": "string"},
                }, "additionalProperties": false}}}),
                &["aliases"],
            ),
        ),
        (
            "word.entry".into(),
            json!({
                "description": "a word that records: the entry it wrote to the game file",
                "type": "object",
                "required": ["version", "command", "entry"],
                "properties": {
                    "version": {"$ref": "#/$defs/version"},
                    "command": {"enum": recording},
                    "entry": entry,
                },
                "additionalProperties": false,
            }),
        ),
        ("entry".into(), journal_entry()),
        ("header".into(), header()),
    ]
}

/// The answer of `word` checked against `def`.
fn when(word: &str, def: &str) -> Json {
    json!({
        "if": {"properties": {"command": {"const": word}}},
        "then": {"$ref": format!("#/$defs/{def}")},
    })
}

/// An entry of a game file (JOURNAL.md, "An entry").
fn journal_entry() -> Json {
    let strings = json!({"type": "array", "items": {"type": "string"}});
    json!({
        "description": "one entry of a game file (JOURNAL.md, \"An entry\")",
        "type": "object",
        "required": ["n", "kind", "stream"],
        "properties": {
            "n": {"type": "integer", "description": "1, 2, 3, ... in the order written"},
            "kind": {"enum": ["command", "undo", "next", "alias", "redo"]},
            "turn": {"type": "integer"},
            "phase": {"type": "string"},
            "line": {"type": "string", "description": "the command line as typed"},
            "typed": {"type": "string", "description": "format 1: the line as typed"},
            "filled": {"type": "object", "description": "the options the roster filled, by long name"},
            "unit": {"type": "string"},
            "target": {"type": "string"},
            "roster": strings,
            "game": strings,
            "tracks": strings,
            "output": {"type": "array", "description": "each report the command produced, as recorded (without the version)"},
            "error": {"type": "string"},
            "undoes": {"type": "integer"},
            "redoes": {"type": "integer"},
            "stream": {"type": "integer", "description": "how far the dice stream had run (32-bit words)"},
            "undone_by": {"type": "integer", "description": "log: the undo that reverted it"},
        },
        "additionalProperties": false,
    })
}

/// A game file's header (JOURNAL.md, "The header").
/// `spw serve`'s first line with `--json` (its addresses), its live view (`view.json`, and each
/// event of `events.json`), and the view's entries: as `log` answers them, or what of them the
/// players may see.
fn serve() -> [(&'static str, Json); 3] {
    let strings = json!({"type": "array", "items": {"type": "string"}});
    let started = json!({
        "description": "serve: where the live view listens, printed first",
        "type": "object",
        "required": ["version", "command", "game", "players", "referee", "address"],
        "properties": {
            "version": {"$ref": "#/$defs/version"},
            "command": {"const": "serve"},
            "game": {"type": "string", "description": "the game file"},
            "players": {"type": "array", "items": {"type": "string"}, "description": "the players' address, one per network address of the machine (with --lan), the likeliest first"},
            "referee": {"type": ["string", "null"], "description": "the referee's address, with its own key (--referee)"},
            "address": {"type": "string", "description": "the address and port it listens on"},
        },
        "additionalProperties": false,
    });
    let mut entry = journal_entry();
    entry["description"] = json!(
        "an entry as `log` answers it, or as much of it as the players may see (README, \"At the table: the live view\")"
    );
    entry["required"] = json!(["n", "kind"]);
    entry["properties"]["withheld"] = json!({"type": "string", "description": "why the players see no more of it than its number (and its procedures' titles)"});
    let view = json!({
        "description": "spw serve's live view of a game, for the players (what the roster hides left out) or the referee (everything, what is hidden marked)",
        "type": "object",
        "required": ["version", "view", "file", "entries", "tag", "status", "declared", "done", "log", "warnings"],
        "properties": {
            "version": {"$ref": "#/$defs/version"},
            "view": {"enum": ["players", "referee"], "description": "whose view it is"},
            "file": {"type": "string", "description": "the game file's name"},
            "entries": {"type": "integer", "description": "the entries the game file holds"},
            "tag": {"type": "string", "description": "the rule set's name in a procedure's heading"},
            "status": {"$ref": "#/$defs/word.status"},
            "declared": {"type": "array", "description": "the fields of the rule set's units, as it declares them, in its order", "items": {
                "type": "object",
                "required": ["name", "about", "section", "state"],
                "properties": {
                    "name": {"type": "string"},
                    "about": {"type": "string"},
                    "section": {"type": "string", "description": "the rule it comes from"},
                    "state": {"type": "boolean", "description": "a state (true or false) rather than a rating or count"},
                },
                "additionalProperties": false,
            }},
            "done": {"type": "array", "description": "what each unit did this phase and turn, as the procedures it played count it", "items": {
                "type": "object",
                "required": ["unit", "did", "per"],
                "properties": {
                    "unit": {"type": "string"},
                    "did": {"type": "string", "description": "moved, fired, attacked, ..."},
                    "per": {"enum": ["phase", "turn"], "description": "how long it stands"},
                },
                "additionalProperties": false,
            }},
            "log": {"type": "array", "items": {"$ref": "#/$defs/view.entry"}, "description": "the last entries, the newest first"},
            "hidden": {
                "type": "object",
                "description": "the referee's view: each unit with something hidden, true for the whole unit or its hidden fields",
                "additionalProperties": {"anyOf": [{"const": true}, strings]},
            },
            "warnings": strings,
        },
        "additionalProperties": false,
    });
    [("serve", started), ("view", view), ("view.entry", entry)]
}

fn header() -> Json {
    json!({
        "description": "a game file's header (JOURNAL.md, \"The header\")",
        "type": "object",
        "required": ["spw_journal", "spw", "rules", "seed"],
        "properties": {
            "spw_journal": {"type": "integer", "description": "the journal format"},
            "spw": {"type": "string", "description": "the spw version that started the game"},
            "rules": {"type": "string"},
            "seed": {"type": "integer"},
            "data": {"type": "string"},
            "roster": {"type": "object"},
        },
        "additionalProperties": false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every procedure's facts agree with its options: a range where a whole-number option
    /// can take one, and the reason where none can.
    #[test]
    fn every_procedure_states_its_ranges_as_its_options_allow() {
        use crate::rules::facts::Ranges;
        for set in rules::rule_sets() {
            for e in set.procedures() {
                let mut cmd = (e.command)();
                cmd.build();
                // A text option may hold a count (`--black 1..6`), so it may take a range too.
                let options = rules::range::options(&cmd);
                let texts = cmd.get_arguments().any(|a| {
                    a.get_action().takes_values() && !a.is_global_set() && rules::range::text(a)
                });
                let who = format!("{} {}", set.id, e.name);
                match (e.facts.ranges, e.facts.chances) {
                    (Ranges::Options, Chances::Of(_)) => {
                        assert!(
                            !options.is_empty() || texts,
                            "{who}: no whole-number option, so Ranges::No"
                        )
                    }
                    (Ranges::Options, Chances::No(_)) => panic!("{who}: no --chances, so no range"),
                    (Ranges::No(_), Chances::Of(_)) => assert!(
                        options.is_empty(),
                        "{who} says no range, but {options:?} take one"
                    ),
                    (Ranges::No(_), Chances::No(_)) => {}
                }
                let names: Vec<&str> = e
                    .facts
                    .quantities()
                    .iter()
                    .chain(e.facts.result)
                    .map(|f| f.name)
                    .collect();
                for (i, n) in names.iter().enumerate() {
                    assert!(!names[..i].contains(n), "{who}: {n} twice in its facts");
                }
            }
        }
    }

    #[test]
    fn an_option_is_typed_and_described() {
        let e = rules::rule_set("schwerpunkt")
            .unwrap()
            .procedures()
            .iter()
            .find(|e| e.name == "morale")
            .unwrap();
        let mut cmd = (e.command)();
        cmd.build();
        let i = input(&cmd);
        assert_eq!(i["properties"]["morale"]["anyOf"][0]["type"], "integer");
        assert_eq!(i["properties"]["officer"]["type"], "boolean");
        assert!(
            i["properties"]["morale"]["description"]
                .as_str()
                .unwrap()
                .starts_with("--morale: The unit's morale rating")
        );
        assert_eq!(i["properties"]["reason"]["anyOf"][1]["type"], "null");
        assert_eq!(
            i["properties"]["hits"]["anyOf"][1]["$ref"],
            "#/$defs/ranged"
        );
    }
}

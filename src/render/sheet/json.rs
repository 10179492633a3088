//! A sheet as JSON (`spw --json sheet RULESET`): every piece, grid and cell, each odds cell
//! with its command line, its exact fraction and the percent printed.

use serde_json::{Value as Json, json};

use super::cell_text;
use crate::rules::sheet::{Cards, Cell, Grid, Piece, Sheet};

pub(crate) fn sheet_json(sheet: &Sheet, data: Option<&str>) -> Json {
    json!({
        "rules": sheet.id,
        "title": sheet.title,
        "pieces": sheet.pieces.iter().map(|p| piece(p, data)).collect::<Vec<_>>(),
    })
}

pub(crate) fn cards_json(cards: &Cards, data: Option<&str>) -> Json {
    let list: Vec<Json> = cards
        .cards
        .iter()
        .map(|c| {
            let mut v = piece(&c.piece, data);
            v["counts"] = c
                .counts
                .iter()
                .map(|n| json!({"field": n.field, "boxes": n.boxes, "tally": n.tally}))
                .collect();
            v["states"] = c
                .states
                .iter()
                .map(|(s, on)| json!({"state": s, "now": on}))
                .collect();
            v
        })
        .collect();
    let sides: Vec<Json> = cards
        .sides
        .iter()
        .map(|s| json!({"name": s.name, "c3i": s.c3i}))
        .collect();
    json!({"rules": cards.id, "title": cards.title, "sides": sides, "cards": list})
}

fn piece(p: &Piece, data: Option<&str>) -> Json {
    json!({
        "title": p.title,
        "section": p.section,
        "tables": p.tables,
        "odds": p.is_odds,
        "example": p.example,
        "house_rule": p.house,
        "lines": p.lines,
        "settings": p.pairs.iter().map(|(k, v)| json!([k, v])).collect::<Vec<_>>(),
        "grids": p.grids.iter().map(|g| grid(g, data)).collect::<Vec<_>>(),
    })
}

fn grid(g: &Grid, data: Option<&str>) -> Json {
    let rows: Vec<Json> = g
        .rows
        .iter()
        .map(|r| {
            let cells: Vec<Json> = r
                .cells
                .iter()
                .map(|c| match c {
                    Cell::Odds(case, p) => json!({
                        "command": case.command(data),
                        "p": p.as_ref().map(ToString::to_string),
                        "percent": cell_text(c),
                    }),
                    other => json!({"text": cell_text(other)}),
                })
                .collect();
            json!({"label": r.label, "cells": cells})
        })
        .collect();
    json!({
        "caption": g.caption,
        "groups": g.groups.iter().map(|(t, n)| json!([t, n])).collect::<Vec<_>>(),
        "head": g.head,
        "rows": rows,
    })
}

/// The JSON Schema of `spw sheet`'s report (`spw schema`, `$defs/sheet`): its input, and its
/// result as made above: a rule set's sheet, a game's cards, or the file `--out` wrote.
pub(crate) fn sheet_schema() -> Json {
    let strings = json!({"type": "array", "items": {"type": "string"}});
    let object = |props: Json, required: &[&str]| json!({"type": "object", "required": required, "properties": props, "additionalProperties": false});
    let odds = object(
        json!({
            "command": {"type": "string", "description": "the spw line (without spw) whose --goal answer the cell is"},
            "p": {"type": ["string", "null"], "pattern": "^[0-9]+/[0-9]+$", "description": "the exact chance, a reduced fraction"},
            "percent": {"type": "string", "description": "the percent printed (two decimals, <0.01 and >99.99 at the ends)"},
        }),
        &["command", "p", "percent"],
    );
    let text = object(json!({"text": {"type": "string"}}), &["text"]);
    let pair = |second: Json| json!({"type": "array", "prefixItems": [{"type": "string"}, second], "minItems": 2, "maxItems": 2});
    let grid = object(
        json!({
            "caption": {"type": ["string", "null"]},
            "groups": {"type": "array", "items": pair(json!({"type": "integer"})), "description": "headings over runs of columns: [text, columns]"},
            "head": strings.clone(),
            "rows": {"type": "array", "items": object(json!({
                "label": {"type": "string"},
                "cells": {"type": "array", "items": {"anyOf": [odds, text]}},
            }), &["label", "cells"])},
        }),
        &["caption", "groups", "head", "rows"],
    );
    let mut piece = json!({
        "title": {"type": "string"},
        "section": {"type": "string", "description": "the rule section (a card: the unit's side)"},
        "tables": {"type": "array", "items": {"type": "string"}, "description": "the data tables it shows (RULESET.KEY)"},
        "odds": {"type": "boolean", "description": "a grid of odds rather than a table"},
        "example": {"type": "boolean", "description": "it holds numbers made up for spw (printed EXAMPLE)"},
        "house_rule": {"type": ["string", "null"], "description": "the house-rule file that replaced its table"},
        "lines": strings.clone(),
        "settings": {"type": "array", "items": pair(json!({"type": "string"}))},
        "grids": {"type": "array", "items": grid},
    });
    let piece_keys = [
        "title",
        "section",
        "tables",
        "odds",
        "example",
        "house_rule",
        "lines",
        "settings",
        "grids",
    ];
    let one_piece = object(piece.clone(), &piece_keys);
    piece["counts"] = json!({"type": "array", "items": object(json!({
        "field": {"type": "string"},
        "boxes": {"type": "integer", "description": "tick boxes printed"},
        "tally": {"type": "boolean", "description": "the count starts empty and is tallied up (wounds)"},
    }), &["field", "boxes", "tally"])});
    piece["states"] = json!({"type": "array", "items": object(json!({
        "state": {"type": "string"},
        "now": {"type": "boolean", "description": "the unit is in it now"},
    }), &["state", "now"])});
    let mut card_keys = piece_keys.to_vec();
    card_keys.extend(["counts", "states"]);
    let card = object(piece, &card_keys);
    let sheet = object(
        json!({
            "rules": {"type": "string"},
            "title": {"type": "string"},
            "pieces": {"type": "array", "items": one_piece},
        }),
        &["rules", "title", "pieces"],
    );
    let cards = object(
        json!({
            "rules": {"type": "string"},
            "title": {"type": "string"},
            "sides": {"type": "array", "items": object(json!({
                "name": {"type": "string"},
                "c3i": {"type": "array", "items": {"type": "integer"}, "description": "the Series C3I schedule by turn (7.1)"},
            }), &["name", "c3i"])},
            "cards": {"type": "array", "items": card},
        }),
        &["rules", "title", "sides", "cards"],
    );
    let written = object(
        json!({
            "written": {"type": "string", "description": "the file --out wrote"},
            "bytes": {"type": "integer"},
        }),
        &["written", "bytes"],
    );
    json!({
        "description": "spw sheet: a rule set's quick-reference sheet, a game's unit cards (in a game), or the file --out wrote",
        "properties": {
            "input": object(json!({
                "rules": {"type": "string", "description": "the rule set"},
                "out": {"type": ["string", "null"], "description": "--out: the file written"},
                "format": {"enum": ["html", "text"]},
            }), &["rules", "out", "format"]),
            "result": {"anyOf": [sheet, cards, written]},
        },
    })
}

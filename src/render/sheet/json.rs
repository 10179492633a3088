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

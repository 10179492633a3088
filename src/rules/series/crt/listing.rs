//! The whole CRT at once (`--all-columns`, or `--goal` over every column): each column's
//! chances side by side, and the lowest column where a goal reaches `--at-least`.

use serde_json::Value as Json;
use serde_json::json;

use crate::chance::Prob;
use crate::chance::goal::{self, AtLeast, Test};
use crate::engine::Value;
use crate::rules::common::words as chance_render;
use crate::report::{Block, Line, Marginal, Span, Style};
use crate::rules::common::signed;
use crate::rules::series::data::{Cell, Column, Crt as Table};

use super::Plan;

#[derive(Clone, Debug)]
pub(super) struct Matrix {
    /// `--goal`, bound to a cell's quantities ([`cell_values`]), and as typed.
    pub(super) goal: Option<(Test, String)>,
    /// `--at-least` (50% unless given).
    pub(super) at_least: AtLeast,
}

/// The quantities of a cell a goal over every column is bound to, in [`cell_values`]' order:
/// the CRT's own `--chances` quantities but `result_roll`, which depends on the cell's dice.
pub(super) fn cell_kinds(table: &Table) -> Vec<(String, goal::Kind)> {
    let mut words: Vec<String> = Vec::new();
    for r in &table.rows {
        for c in &r.cells {
            if !words.contains(c) {
                words.push(c.clone());
            }
        }
    }
    let mut k = vec![("result".to_string(), goal::Kind::Words { words, all: true })];
    if table.all_hits() {
        k.push(("attacker_hits".into(), goal::Kind::Number));
        k.push(("defender_hits".into(), goal::Kind::Number));
    }
    k.push(("random_event".into(), goal::Kind::YesNo));
    k
}

/// A cell's values in [`cell_kinds`]' order.
pub(super) fn cell_values(plan: &Plan, text: &str, event: bool) -> Vec<Value> {
    let cell = plan.table.cell(text);
    let mut v = vec![Value::Text(text.to_string())];
    if plan.all_hits {
        let hits = |f: fn(&Cell) -> Option<i64>| cell.as_ref().and_then(f).unwrap_or(0);
        v.push(hits(|c| c.attacker).into());
        v.push(hits(|c| c.defender).into());
    }
    v.push(event.into());
    v
}

/// The chance of `value` in the column `head` of the explored marginals.
fn chance_in<'a>(chances: &'a [Marginal], head: &str, value: &Value) -> Option<&'a Prob> {
    chances
        .iter()
        .find(|m| m.name == head)?
        .outcomes
        .iter()
        .find(|(v, _)| v == value)
        .map(|(_, p)| p)
}

fn percent_text(p: Option<&Prob>) -> String {
    match p {
        Some(p) if !p.is_zero() => chance_render::percent_of(p),
        _ => "·".into(),
    }
}

fn fraction(p: Option<&Prob>) -> String {
    p.map_or("0/1".into(), |p| format!("{}/{}", p.numer(), p.denom()))
}

/// `--all-columns`: one row per result, one column per CRT column; `--goal`: one row, and the
/// lowest column whose chance reaches `--at-least`.
pub(super) fn matrix(plan: &Plan, m: &Matrix, chances: &[Marginal]) -> (Json, Vec<Block>, String) {
    let heads: Vec<String> = plan.columns.iter().map(Column::to_string).collect();
    let mut header = vec![match &m.goal {
        Some(_) => "goal".to_string(),
        None => "result".to_string(),
    }];
    header.extend(heads.iter().cloned());
    let Some(goal) = &m.goal else {
        // Results in the order they first appear down the columns, left to right.
        let mut results: Vec<String> = Vec::new();
        for i in 0..heads.len() {
            for r in &plan.table.rows {
                let c = &r.cells[i];
                if !results.contains(c) {
                    results.push(c.clone());
                }
            }
        }
        let mut rows = Vec::new();
        let mut json_rows = Vec::new();
        for r in &results {
            let v = Value::Text(r.clone());
            let ps: Vec<Option<&Prob>> = heads.iter().map(|h| chance_in(chances, h, &v)).collect();
            if ps.iter().all(|p| p.is_none_or(Prob::is_zero)) {
                continue;
            }
            let mut row = vec![Span::new(r.clone(), Style::Strong)];
            row.extend(ps.iter().map(|p| Span::plain(percent_text(*p))));
            rows.push(row);
            json_rows.push(json!({
                "result": r,
                "p": ps.iter().map(|p| fraction(*p)).collect::<Vec<_>>(),
            }));
        }
        let result =
            json!({ "crt": plan.name, "drm": plan.drm, "columns": heads, "rows": json_rows });
        let blocks = vec![
            Block::Line(Line::plain(
                "% chance of each result (rows) in each column, exact in --json",
            )),
            Block::Table { header, rows },
        ];
        let summary = format!(
            "the {} CRT, every column, DRM {}",
            plan.name,
            signed(plan.drm)
        );
        return (result, blocks, summary);
    };
    let yes = Value::Bool(true);
    let ps: Vec<Option<&Prob>> = heads.iter().map(|h| chance_in(chances, h, &yes)).collect();
    let typed = m.at_least.text();
    let zero = Prob::zero();
    let lowest = ps
        .iter()
        .position(|p| m.at_least.reached_by(p.unwrap_or(&zero)));
    let goal = &goal.1;
    let mut row = vec![Span::new(goal.clone(), Style::Strong)];
    row.extend(ps.iter().enumerate().map(|(i, p)| {
        let style = if Some(i) == lowest {
            Style::Good
        } else {
            Style::Plain
        };
        Span::new(percent_text(*p), style)
    }));
    let verdict = match lowest {
        Some(i) => format!(
            "{goal} has at least {typed} from the {} column on",
            heads[i]
        ),
        None => format!("no column gives {goal} at least {typed}"),
    };
    let result = json!({
        "crt": plan.name,
        "drm": plan.drm,
        "columns": heads,
        "goal": goal,
        "p": ps.iter().map(|p| fraction(*p)).collect::<Vec<_>>(),
        "at_least": typed,
        "lowest_column": lowest.map(|i| heads[i].clone()),
    });
    let blocks = vec![
        Block::Line(Line::plain(format!(
            "% chance of {goal} in each column, exact in --json"
        ))),
        Block::Table {
            header,
            rows: vec![row],
        },
    ];
    (result, blocks, verdict)
}

//! The Schwerpunkt Series' quick-reference sheet (`spw sheet series`): its charts as a game
//! prints them (each CRT as a grid of roll × column, the Activity, Attrition and Random Events
//! Tables, the chit cups), each marked EXAMPLE while it holds spw's made-up numbers and
//! replaced by a game's own typed in as a house rule (`--data`); and the odds a referee reads
//! most: each CRT column's chance of each result and of so many hits, Activity Points by C3I
//! spent, attrition step losses, chit superiority. Every chance is a case run by the procedure.

use super::{ID, activity, attrition, crt, superiority};
use crate::data::Data;
use crate::error::Result;
use crate::rules::Procedure;
use crate::rules::sheet::{
    Case, Cell, Doc, Grid, Piece, Spec, UnitView, at_least_grid, is_example, number, value_text,
};

pub(crate) const SPEC: Spec = Spec { pieces, card };

fn pieces(data: &Data) -> Result<Vec<Piece>> {
    let doc = Doc::new(data, ID)?;
    let mut out = Vec::new();
    for (name, crt) in crts(&doc) {
        out.push(crt_odds(&name, crt));
        out.push(crt_table(&doc, &name, crt));
        out.extend(crt_hits(&name, crt));
    }
    out.extend([
        rows(&doc, "events", "event"),
        activity(&doc),
        activity_odds(&doc),
        attrition(&doc),
        attrition_odds(&doc),
        doc.generic("losses"),
        chits(&doc),
        superiority_odds(),
    ]);
    Ok(out)
}

fn case<P: Procedure>(args: &[&str], goal: &str) -> Cell {
    Case::of::<P>(args, goal).cell()
}

fn list<'a>(v: &'a toml::Value, key: &str) -> impl Iterator<Item = &'a toml::Value> {
    v.get(key).and_then(|x| x.as_array()).into_iter().flatten()
}

fn text(v: Option<&toml::Value>) -> String {
    v.map(value_text).unwrap_or_default()
}

/// The CRTs, the default first.
fn crts(doc: &Doc) -> Vec<(String, &toml::Value)> {
    let crt = doc.value("crt");
    let default = text(crt.get("default"));
    let mut all: Vec<(String, &toml::Value)> = crt
        .get("tables")
        .and_then(|t| t.as_table())
        .into_iter()
        .flatten()
        .map(|(k, v)| (k.clone(), v))
        .collect();
    all.sort_by_key(|(k, _)| *k != default);
    all
}

/// The options that read a CRT's column `head`: `--odds` for odds columns, strengths whose
/// difference is the head for differential ones, the band's least for strength bands.
fn column_args(name: &str, kind: &str, head: &str) -> Vec<String> {
    let mut args = vec!["--crt".to_string(), name.to_string()];
    match kind {
        "odds" => args.extend(["--odds".to_string(), head.to_string()]),
        "differential" => {
            let diff: i64 = head.trim_start_matches('+').parse().unwrap_or(0);
            let defender = 100;
            args.extend([
                "--attacker".to_string(),
                (defender + diff).to_string(),
                "--defender".to_string(),
                defender.to_string(),
            ]);
        }
        _ => {
            let least: String = head.chars().take_while(|c| c.is_ascii_digit()).collect();
            args.extend([
                "--attacker".to_string(),
                least,
                "--defender".to_string(),
                "1".to_string(),
            ]);
        }
    }
    args
}

fn heads(crt: &toml::Value) -> Vec<String> {
    list(crt, "heads").map(value_text).collect()
}

/// 12.6: the CRT as a game prints it, a row per roll and a column per odds.
fn crt_table(doc: &Doc, name: &str, crt: &toml::Value) -> Piece {
    let mut p = doc.base("crt");
    p.title = format!("CRT {name}");
    if let Some(s) = crt.get("section").and_then(|s| s.as_str()) {
        p.section = s.to_string();
    }
    p.lines = vec![text(crt.get("about"))];
    p.example = is_example(crt);
    crate::rules::sheet::settings(&mut p, crt, &["heads"]);
    let dice = text(crt.get("dice"));
    let mut g = Grid::new(dice, heads(crt));
    for row in list(crt, "rows") {
        g.row(
            text(row.get("roll")),
            list(row, "cells").map(|c| Cell::text(value_text(c))).collect(),
        );
    }
    p.grids.push(g);
    if let Some(legend) = crt.get("legend").and_then(|l| l.as_table()) {
        for (code, v) in legend {
            p.pairs.push((code.clone(), text(v.get("means"))));
        }
    }
    p
}

/// 12.6: each column's chance of each result the table prints in it.
fn crt_odds(name: &str, crt: &toml::Value) -> Piece {
    let heads = heads(crt);
    let kind = text(crt.get("columns"));
    let mut results: Vec<String> = Vec::new();
    for row in list(crt, "rows") {
        for c in list(row, "cells") {
            let c = value_text(c);
            if !results.contains(&c) {
                results.push(c);
            }
        }
    }
    let mut g = Grid::new("result", heads.clone());
    for r in &results {
        let cells = heads
            .iter()
            .enumerate()
            .map(|(i, h)| {
                let in_column = list(crt, "rows")
                    .any(|row| row.get("cells").and_then(|c| c.get(i)).map(value_text) == Some(r.clone()));
                if !in_column {
                    return Cell::Blank;
                }
                let args = column_args(name, &kind, h);
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                case::<crt::Crt>(&args, &format!("result='{r}'"))
            })
            .collect();
        g.row(r.clone(), cells);
    }
    Piece::odds(
        format!("CRT {name}: each result"),
        "12.6, 12.8",
        "Chance of each result in each column, unmodified (no DRM, no shift); attacker / \
         defender Combat Hits.",
    )
    .grid(g)
    .wide()
}

/// 12.8: "this or more" Combat Hits per column, and a random event, when every cell is hits.
fn crt_hits(name: &str, crt: &toml::Value) -> Option<Piece> {
    let hits = |c: &toml::Value| {
        let c = value_text(c);
        c == "0" || c.split_once('/').is_some_and(|(a, d)| a.parse::<u32>().is_ok() && d.parse::<u32>().is_ok())
    };
    let all_hits = list(crt, "rows").all(|r| list(r, "cells").all(hits));
    if !all_hits || crt.get("legend").is_some() {
        return None;
    }
    let most = |side: usize| {
        list(crt, "rows")
            .flat_map(|r| list(r, "cells"))
            .filter_map(|c| value_text(c).split('/').nth(side).and_then(|n| n.parse::<u32>().ok()))
            .max()
            .unwrap_or(0)
    };
    let heads = heads(crt);
    let kind = text(crt.get("columns"));
    let mut g = Grid::new("hits", heads.clone());
    let mut rows: Vec<(String, String)> = (1..=most(1))
        .map(|k| (format!("defender ≥{k}"), format!("defender_hits>={k}")))
        .collect();
    rows.extend((1..=most(0)).map(|k| (format!("attacker ≥{k}"), format!("attacker_hits>={k}"))));
    if list(crt, "events").next().is_some() {
        rows.push(("random event".into(), "random_event".into()));
    }
    for (label, goal) in rows {
        let cells = heads
            .iter()
            .map(|h| {
                let args = column_args(name, &kind, h);
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                case::<crt::Crt>(&args, &goal)
            })
            .collect();
        g.row(label, cells);
    }
    Some(
        Piece::odds(
            format!("CRT {name}: Combat Hits"),
            "12.6, 12.8, 14.0",
            "Chance each side takes at least this many Combat Hits in each column, and of a \
             Random Event (an unmodified roll the CRT names).",
        )
        .grid(g)
        .wide(),
    )
}

/// A table of rows read on its dice: the roll and the column named `what`.
fn rows(doc: &Doc, key: &str, what: &str) -> Piece {
    let v = doc.value(key);
    let mut p = doc.with_settings(key, &["dice"]);
    let mut g = Grid::new(text(v.get("dice")), vec![what.into()]);
    for r in list(v, "rows") {
        g.row(text(r.get("roll")), vec![Cell::text(text(r.get(what)))]);
    }
    p.grids.push(g);
    p
}

/// 7.2: Activity Points by the roll and the C3I Points spent.
fn activity(doc: &Doc) -> Piece {
    let v = doc.value("activity");
    let mut p = doc.with_settings("activity", &["dice"]);
    let spent = list(v, "rows")
        .next()
        .map(|r| list(r, "points").count())
        .unwrap_or(0);
    let mut g = Grid::new(
        text(v.get("dice")),
        (1..=spent).map(|c| format!("{c} C3I")).collect(),
    );
    for r in list(v, "rows") {
        g.row(text(r.get("roll")), list(r, "points").map(|n| Cell::text(value_text(n))).collect());
    }
    p.grids.push(g);
    p
}

/// 7.2: "this or more" Activity Points by the C3I Points spent.
fn activity_odds(doc: &Doc) -> Piece {
    let v = doc.value("activity");
    let most = |i: usize| {
        list(v, "rows")
            .filter_map(|r| r.get("points").and_then(|p| p.get(i)).and_then(|n| n.as_integer()))
            .max()
            .unwrap_or(0)
    };
    let max_c3i = v.get("max_c3i").and_then(|x| x.as_integer()).unwrap_or(3);
    let top = (0..max_c3i as usize).map(most).max().unwrap_or(0).clamp(1, 10) as u32;
    let rows = (1..=max_c3i)
        .map(|c| {
            let most = u32::try_from(most(c as usize - 1)).unwrap_or(0);
            (format!("{c} C3I"), vec!["--c3i".to_string(), c.to_string()], most)
        })
        .collect();
    let mut p = Piece::odds(
        "Activity Points",
        "7.2",
        "Chance of at least this many Activity Points by the C3I Points spent.",
    )
    .grid(at_least_grid::<activity::Activity>("spent", "activity_points", 1..=top, rows));
    p.wide = top > 6;
    p
}

/// 6.5: each column's number to equal or beat.
fn attrition(doc: &Doc) -> Piece {
    let v = doc.value("attrition");
    let mut p = doc.with_settings("attrition", &[]);
    let columns: Vec<&toml::Value> = list(v, "columns").collect();
    let mut g = Grid::new(
        "column",
        columns.iter().map(|c| text(c.get("name"))).collect(),
    );
    g.row(
        "loses a step on",
        columns.iter().map(|c| Cell::text(format!("{}+", text(c.get("need"))))).collect(),
    );
    p.grids.push(g);
    p
}

/// 6.5: the chance of at least one step lost by the units checking, per column.
fn attrition_odds(doc: &Doc) -> Piece {
    let names: Vec<String> = list(doc.value("attrition"), "columns")
        .map(|c| text(c.get("name")))
        .collect();
    let mut g = Grid::new("units", names.clone());
    for units in 1..=4 {
        let n = units.to_string();
        let cells = names
            .iter()
            .map(|c| case::<attrition::Attrition>(&["--column", c, "--units", &n], "step_losses>=1"))
            .collect();
        g.row(n.clone(), cells);
    }
    Piece::odds(
        "Attrition",
        "6.5",
        "Chance at least one of the units checking loses a step, by column.",
    )
    .grid(g)
}

/// 12.3: each cup's chits, their Tactical Points and how many.
fn chits(doc: &Doc) -> Piece {
    let v = doc.value("chits");
    let mut p = doc.with_settings("chits", &[]);
    let Some(t) = v.as_table() else { return p };
    for (cup, c) in t.iter().filter(|(_, c)| c.get("items").is_some()) {
        let mut g = Grid::new("chit", vec!["points".into(), "how many".into()]);
        for it in list(c, "items") {
            let points = text(it.get("values").and_then(|v| v.get("points")));
            let count = it.get("count").map(value_text).unwrap_or_else(|| "1".into());
            g.row(text(it.get("name")), vec![Cell::text(points), Cell::text(count)]);
        }
        p.grids.push(g.caption(format!("{cup}: {}", text(c.get("about")))));
    }
    p
}

/// 12.31–12.32: the chance each side wins chit superiority, by the chits each draws.
fn superiority_odds() -> Piece {
    let mut g = Grid::new("attacker \\ defender", (1..=3).map(|d| d.to_string()).collect());
    for a in 1..=3 {
        let cells = (1..=3)
            .map(|d| {
                let (a, d) = (a.to_string(), d.to_string());
                let args = ["--attacker-rating", a.as_str(), "--defender-rating", d.as_str()];
                case::<superiority::Superiority>(&args, "superiority=attacker")
            })
            .collect();
        g.row(a.to_string(), cells);
    }
    Piece::odds(
        "Chit superiority",
        "12.31, 12.32",
        "Chance the attacker wins superiority (the higher Tactical Points Value), by the chits \
         each side draws (its best unit's tactical rating).",
    )
    .grid(g)
}

/// A unit's card: its attrition in each column.
fn card(data: &Data, u: &UnitView) -> Result<Vec<Grid>> {
    let doc = Doc::new(data, ID)?;
    let steps = number(u, "steps");
    let names: Vec<String> = list(doc.value("attrition"), "columns")
        .map(|c| text(c.get("name")))
        .collect();
    if steps.is_none() || names.is_empty() {
        return Ok(Vec::new());
    }
    let mut g = Grid::new("", names.clone());
    let cells = names
        .iter()
        .map(|c| case::<attrition::Attrition>(&["--column", c], "step_losses>=1"))
        .collect();
    g.row("loses a step", cells);
    Ok(vec![g.caption("attrition (6.5)")])
}

//! Any data table laid out as a sheet's piece, for the tables a rule set does not lay out
//! itself (and a house rule's new ones): its `about` as the first line, its settings as short
//! `name value` pairs, its rows as grids.

use super::{Cell, Grid, Piece};
use crate::data::Origin;

/// Rows a generic grid shows before it says how many more there are (a deck of 52 items).
const MOST_ROWS: usize = 16;

/// Table `key` of rule set `id`'s data, laid out generically.
pub(crate) fn generic(id: &str, key: &str, value: &toml::Value, origin: &Origin) -> Piece {
    let mut piece = base(id, key, value, origin);
    if let Some(t) = value.as_table() {
        lay_out(&mut piece, "", t, &[]);
    }
    piece
}

/// The piece of table `key` without its body: its title, section, `about`, and whether it is
/// an example or a house rule's.
pub(crate) fn base(id: &str, key: &str, value: &toml::Value, origin: &Origin) -> Piece {
    let section = value.get("section").and_then(|v| v.as_str()).unwrap_or("");
    let mut piece = Piece::table(title(key), section).shows(format!("{id}.{key}"));
    if let Some(about) = value.get("about").and_then(|v| v.as_str()) {
        piece = piece.line(about);
    }
    if let Origin::House(p) = origin {
        piece.house = Some(p.display().to_string());
    }
    piece.example = is_example(value);
    piece
}

/// The settings of a table (its keys that hold a number, a word or a list of them) onto
/// `piece` as pairs, but those in `skip`.
pub(crate) fn settings(piece: &mut Piece, value: &toml::Value, skip: &[&str]) {
    let Some(t) = value.as_table() else { return };
    for (k, v) in t {
        let scalar = match v {
            toml::Value::Table(_) => false,
            toml::Value::Array(a) => !a.iter().any(|x| x.is_table() || x.is_array()),
            _ => true,
        };
        if scalar && !skip.contains(&k.as_str()) && !META.contains(&k.as_str()) {
            piece.pairs.push((label(k), value_text(v)));
        }
    }
}

/// Keys every table has that are not its numbers.
const META: &[&str] = &["section", "about", "example"];

/// Whether a table, or a table in it, is marked `example = true`.
pub(crate) fn is_example(value: &toml::Value) -> bool {
    match value {
        toml::Value::Table(t) => {
            t.get("example").and_then(|v| v.as_bool()) == Some(true) || t.values().any(is_example)
        }
        _ => false,
    }
}

/// The keys of `t` onto `piece`, those of a sub-table named by `prefix`.
fn lay_out(piece: &mut Piece, prefix: &str, t: &toml::Table, skip: &[&str]) {
    for (k, v) in t {
        if META.contains(&k.as_str()) || skip.contains(&k.as_str()) {
            continue;
        }
        let name = format!("{prefix}{}", label(k));
        match v {
            toml::Value::Array(a) if !a.is_empty() && a.iter().all(|x| x.is_table()) => {
                let rows: Vec<(String, &toml::Table)> = a
                    .iter()
                    .filter_map(|x| x.as_table())
                    .map(|x| (String::new(), x))
                    .collect();
                piece.grids.push(rows_grid(&name, &rows, false));
            }
            toml::Value::Array(a) if !a.is_empty() && a.iter().all(|x| x.is_array()) => {
                let mut g = Grid::default().caption(name);
                for (i, row) in a.iter().enumerate() {
                    let cells = row
                        .as_array()
                        .into_iter()
                        .flatten()
                        .map(|c| Cell::text(value_text(c)))
                        .collect();
                    g.row((i + 1).to_string(), cells);
                }
                piece.grids.push(g);
            }
            toml::Value::Table(sub) if !sub.is_empty() && sub.values().all(|x| x.is_table()) => {
                let rows: Vec<(String, &toml::Table)> = sub
                    .iter()
                    .filter_map(|(rk, x)| x.as_table().map(|x| (rk.clone(), x)))
                    .collect();
                piece.grids.push(rows_grid(&name, &rows, true));
            }
            toml::Value::Table(sub) if sub.contains_key("about") => {
                // A table of its own inside this one (a pool): its settings under its name.
                lay_out(piece, &format!("{name}: "), sub, &[]);
            }
            other => piece.pairs.push((name, value_text(other))),
        }
    }
}

/// Rows of tables as a grid; `named`: each row's key leads it.
fn rows_grid(caption: &str, rows: &[(String, &toml::Table)], named: bool) -> Grid {
    let mut cols: Vec<&str> = Vec::new();
    for (_, r) in rows {
        for k in r.keys() {
            if !cols.contains(&k.as_str()) && !matches!(k.as_str(), "section" | "about") {
                cols.push(k);
            }
        }
    }
    // A roll range leads its row, as printed tables put it.
    if let Some(i) = cols.iter().position(|c| *c == "roll") {
        let roll = cols.remove(i);
        cols.insert(0, roll);
    }
    let (corner, cols) = if named {
        (String::new(), cols)
    } else {
        (label(cols.first().copied().unwrap_or("")), cols)
    };
    let head_cols = if named {
        &cols[..]
    } else {
        &cols[1.min(cols.len())..]
    };
    let mut g = Grid::new(corner, head_cols.iter().map(|c| label(c)).collect()).caption(caption);
    for (name, r) in rows.iter().take(MOST_ROWS) {
        let text = |c: &str| r.get(c).map(value_text).unwrap_or_default();
        let lead = if named {
            name.clone()
        } else {
            cols.first().map(|c| text(c)).unwrap_or_default()
        };
        g.row(
            lead,
            head_cols.iter().map(|c| Cell::text(text(c))).collect(),
        );
    }
    if rows.len() > MOST_ROWS {
        let more = rows.len() - MOST_ROWS;
        g.row(format!("… {more} more"), Vec::new());
    }
    g
}

/// A key as words: `long_range` → "long range".
pub(crate) fn label(key: &str) -> String {
    key.replace('_', " ")
}

/// A key as a title: `game_length` → "Game length".
pub(crate) fn title(key: &str) -> String {
    let words = label(key);
    let mut c = words.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => words,
    }
}

/// A value as the sheet prints it: numbers with a true minus sign, lists joined by commas.
pub(crate) fn value_text(v: &toml::Value) -> String {
    match v {
        toml::Value::String(s) => s.clone(),
        toml::Value::Integer(n) if *n < 0 => format!("−{}", n.unsigned_abs()),
        toml::Value::Integer(n) => n.to_string(),
        toml::Value::Boolean(b) => if *b { "yes" } else { "no" }.into(),
        toml::Value::Array(a) if a.iter().all(|x| x.is_array()) => {
            a.iter().map(value_text).collect::<Vec<_>>().join(" / ")
        }
        toml::Value::Array(a) => a.iter().map(value_text).collect::<Vec<_>>().join(", "),
        // A face with a word (a named die's JAM) reads as it is shown when thrown.
        toml::Value::Table(t) if t.contains_key("label") && t.contains_key("value") => {
            value_text(&t["label"])
        }
        toml::Value::Table(t) => t
            .iter()
            .map(|(k, v)| format!("{} {}", label(k), value_text(v)))
            .collect::<Vec<_>>()
            .join(", "),
        other => other.to_string(),
    }
}

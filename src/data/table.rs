//! Any data table, generically: listing (`spw tables`), printing (`spw tables NAME`) and rolling
//! on tables with roll ranges (`spw table NAME`). A rollable table has a `dice` expression and
//! `rows`, each with a `roll` range (`"3"`, `"1-2"`, `"01-50"`, `"12+"`) and what it means.

use serde_json::{Map, Value as Json};

use crate::data::{Data, Origin, RollRange};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Span, Style};

/// One table found by name.
pub(crate) struct Found {
    /// The data file it is in (`dice`, or a rule set's id).
    pub file: String,
    pub key: String,
    pub value: toml::Value,
    pub origin: Origin,
}

impl Found {
    pub(crate) fn qualified(&self) -> String {
        format!("{}.{}", self.file, self.key)
    }

    pub(crate) fn section(&self) -> &str {
        self.value
            .get("section")
            .and_then(|v| v.as_str())
            .unwrap_or("")
    }

    pub(crate) fn about(&self) -> &str {
        self.value
            .get("about")
            .and_then(|v| v.as_str())
            .unwrap_or("")
    }
}

/// Every table of every data file, in file order.
pub(crate) fn all(data: &Data) -> Result<Vec<Found>> {
    let mut out = Vec::new();
    for file in data.files() {
        for (key, value, origin) in data.document(file.name)? {
            out.push(Found {
                file: file.name.to_string(),
                key,
                value,
                origin,
            });
        }
    }
    Ok(out)
}

/// The table called `name`: `FILE.KEY`, or a `KEY` only one file has.
pub(crate) fn find(data: &Data, name: &str) -> Result<Found> {
    let all = all(data)?;
    let (file, key) = match name.split_once('.') {
        Some((f, k)) => (Some(f), k),
        None => (None, name),
    };
    let mut hits: Vec<Found> = all
        .into_iter()
        .filter(|t| t.key.eq_ignore_ascii_case(key) && file.is_none_or(|f| t.file == f))
        .collect();
    match hits.len() {
        1 => Ok(hits.remove(0)),
        0 => Err(Error::usage(format!(
            "no table called '{name}'; `spw tables` lists them all"
        ))),
        _ => Err(Error::usage(format!(
            "'{name}' is in several files ({}); say which, e.g. {}",
            hits.iter()
                .map(|h| h.file.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            hits[0].qualified()
        ))),
    }
}

/// The table as TOML to paste into a house-rule file (`spw tables NAME --toml`): a comment
/// saying which file it goes in, then the table under its own header, every key kept.
pub(crate) fn to_toml(t: &Found) -> Result<String> {
    let mut one = toml::Table::new();
    one.insert(t.key.clone(), t.value.clone());
    let body = toml::to_string(&one)
        .map_err(|e| Error::Runtime(format!("{}: cannot write it as TOML: {e}", t.qualified())))?;
    let from = match &t.origin {
        Origin::BuiltIn => format!("built-in data/{}.toml", t.file),
        Origin::House(p) => format!("house rule {}", p.display()),
    };
    Ok(format!(
        "# {} ({from}). To change it, put it in\n# {}.toml in a house-rule directory (--data DIR, or ~/.config/spw/) and\n# edit it there: it replaces the whole table.\n{body}",
        t.qualified(),
        t.file
    ))
}

/// A rollable table's dice and rows.
pub(crate) struct Rollable {
    pub dice: String,
    pub rows: Vec<(RollRange, String, toml::Table)>,
}

/// The dice and rows of a table with roll ranges, or why it has none.
pub(crate) fn rollable(t: &Found) -> Result<Rollable> {
    let not = || {
        Error::usage(format!(
            "{} has no roll ranges to roll on; `spw tables {}` prints it",
            t.qualified(),
            t.key
        ))
    };
    let dice = t
        .value
        .get("dice")
        .and_then(|v| v.as_str())
        .ok_or_else(not)?;
    let rows = t
        .value
        .get("rows")
        .and_then(|v| v.as_array())
        .ok_or_else(not)?;
    let mut out = Vec::new();
    for row in rows {
        let tbl = row.as_table().ok_or_else(not)?;
        let roll = tbl.get("roll").and_then(|v| v.as_str()).ok_or_else(not)?;
        let range = RollRange::parse(roll).ok_or_else(|| Error::Data {
            path: t.origin.describe(&t.file),
            message: format!(
                "[{}] roll = \"{roll}\": not a roll range; write 3, 1-2, 01-50 or 12+",
                t.key
            ),
        })?;
        let text = tbl
            .get("result")
            .and_then(|v| v.as_str())
            .map(str::to_string)
            .unwrap_or_else(|| row_text(tbl));
        out.push((range, text, tbl.clone()));
    }
    Ok(Rollable {
        dice: dice.to_string(),
        rows: out,
    })
}

impl Rollable {
    /// The row a roll falls in.
    pub(crate) fn row(&self, roll: i64) -> Option<&(RollRange, String, toml::Table)> {
        self.rows.iter().find(|(r, _, _)| r.contains(roll))
    }
}

fn row_text(t: &toml::Table) -> String {
    t.iter()
        .filter(|(k, _)| *k != "roll")
        .map(|(k, v)| format!("{k} {}", scalar(v)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn scalar(v: &toml::Value) -> String {
    match v {
        toml::Value::String(s) => s.clone(),
        // Rows of a grid (a template) read row by row: `1, 2, 3 / 4, 5, 6 / 7, 8, 9`.
        toml::Value::Array(a) if a.iter().all(|v| v.is_array()) => {
            a.iter().map(scalar).collect::<Vec<_>>().join(" / ")
        }
        toml::Value::Array(a) => a.iter().map(scalar).collect::<Vec<_>>().join(", "),
        // A face with a word (data/dice.toml) reads as it is shown when thrown: `JAM (0)`.
        toml::Value::Table(t) if t.contains_key("label") && t.contains_key("value") => {
            let bad = if t.get("bad").and_then(|b| b.as_bool()) == Some(true) {
                ", bad"
            } else {
                ""
            };
            format!("{} ({}{bad})", scalar(&t["label"]), scalar(&t["value"]))
        }
        toml::Value::Table(t) => t
            .iter()
            .map(|(k, v)| format!("{k} {}", scalar(v)))
            .collect::<Vec<_>>()
            .join(", "),
        other => other.to_string(),
    }
}

/// The table as JSON (for `--json`).
pub(crate) fn to_json(v: &toml::Value) -> Json {
    match v {
        toml::Value::String(s) => Json::String(s.clone()),
        toml::Value::Integer(n) => Json::from(*n),
        toml::Value::Float(f) => Json::from(*f),
        toml::Value::Boolean(b) => Json::Bool(*b),
        toml::Value::Datetime(d) => Json::String(d.to_string()),
        toml::Value::Array(a) => Json::Array(a.iter().map(to_json).collect()),
        toml::Value::Table(t) => Json::Object(
            t.iter()
                .map(|(k, v)| (k.clone(), to_json(v)))
                .collect::<Map<_, _>>(),
        ),
    }
}

/// The table for people: scalar keys as `key: value` lines, arrays of rows and tables of rows
/// as drawn tables, a two-way table (a CRT) as its grid, and a table of such tables (the
/// CRTs of the data) one after the other.
pub(crate) fn blocks(t: &Found) -> Vec<Block> {
    let mut out = Vec::new();
    out.push(Block::Line(
        Line::new().push(t.about().to_string(), Style::Plain),
    ));
    if let Origin::House(p) = &t.origin {
        out.push(Block::Line(
            Line::new().push(format!("house rule from {}", p.display()), Style::Dim),
        ));
    }
    if let Some(tbl) = t.value.as_table() {
        body(tbl, "", &mut out);
    }
    out
}

/// The keys of `tbl` but `section` and `about` (said in the heading) onto `out`, each line
/// indented by `indent`: its settings first, then its tables.
fn body(tbl: &toml::Table, indent: &str, out: &mut Vec<Block>) {
    let mut grids = Vec::new();
    let label = |k: &str| Block::Line(Line::new().push(format!("{indent}{k}:"), Style::Dim));
    let across = two_way(tbl);
    for (k, v) in tbl {
        if k == "section" || k == "about" {
            continue;
        }
        match v {
            toml::Value::Array(a) if a.iter().all(|x| x.is_table()) && !a.is_empty() => {
                let rows: Vec<(String, &toml::Table)> = a
                    .iter()
                    .filter_map(|x| x.as_table())
                    .map(|x| (String::new(), x))
                    .collect();
                grids.push(label(k));
                grids.push(grid(&rows, false, across.as_ref()));
            }
            // Tables that are tables of their own (the CRTs of the data): each in turn.
            toml::Value::Table(sub)
                if !sub.is_empty() && sub.values().all(|x| x.as_table().is_some_and(nested)) =>
            {
                for (name, x) in sub {
                    let Some(x) = x.as_table() else { continue };
                    let mut head = Line::new().push(format!("{indent}{k}.{name}"), Style::Strong);
                    if let Some(section) = x.get("section") {
                        head = head.push(format!(" · {}", scalar(section)), Style::Dim);
                    }
                    grids.push(Block::Line(head));
                    let inner = format!("{indent}  ");
                    if let Some(about) = x.get("about") {
                        grids.push(Block::Line(Line::plain(format!(
                            "{inner}{}",
                            scalar(about)
                        ))));
                    }
                    body(x, &inner, &mut grids);
                }
            }
            toml::Value::Table(sub) if sub.values().all(|x| x.is_table()) && !sub.is_empty() => {
                let rows: Vec<(String, &toml::Table)> = sub
                    .iter()
                    .filter_map(|(rk, x)| x.as_table().map(|x| (rk.clone(), x)))
                    .collect();
                grids.push(label(k));
                grids.push(grid(&rows, true, None));
            }
            toml::Value::Table(sub) => {
                for (sk, sv) in sub {
                    out.push(Block::Line(Line::plain(format!(
                        "{indent}{k}.{sk}: {}",
                        scalar(sv)
                    ))));
                }
            }
            // The heads of a two-way table head its grid's columns.
            _ if across.as_ref().is_some_and(|a| a.heads == *k) => {}
            other => out.push(Block::Line(Line::plain(format!(
                "{indent}{k}: {}",
                scalar(other)
            )))),
        }
    }
    out.extend(grids);
}

/// Whether a table holds rows of its own (an array of tables): a table to print whole, not a
/// row of a grid.
fn nested(t: &toml::Table) -> bool {
    t.values().any(|v| {
        v.as_array()
            .is_some_and(|a| !a.is_empty() && a.iter().all(toml::Value::is_table))
    })
}

/// A two-way table's second way: every row of `rows` has an array `cells` as long as the list
/// `heads` (the CRT's odds), whose words head a column each.
struct Across {
    heads: String,
    cells: String,
    names: Vec<String>,
}

/// The columns across `tbl`'s rows, when it is a two-way table: its rows each have one array
/// of scalars as long as a list of words beside them (`heads`), which names their columns.
fn two_way(tbl: &toml::Table) -> Option<Across> {
    let rows = tbl.get("rows")?.as_array()?;
    let first = rows.first()?.as_table()?;
    let (cells, n) = first.iter().find_map(|(k, v)| {
        let a = v.as_array()?;
        a.iter()
            .all(|x| !x.is_array() && !x.is_table())
            .then_some((k, a.len()))
    })?;
    let same = |r: &toml::Value| {
        r.get(cells)
            .and_then(toml::Value::as_array)
            .is_some_and(|a| a.len() == n)
    };
    if n < 2 || !rows.iter().all(same) {
        return None;
    }
    let (heads, names) = tbl.iter().find_map(|(k, v)| {
        let a = v.as_array()?;
        let words: Vec<String> = a
            .iter()
            .filter_map(|x| x.as_str().map(str::to_string))
            .collect();
        (k != "rows" && words.len() == n && a.len() == n).then(|| (k.clone(), words))
    })?;
    Some(Across {
        heads,
        cells: cells.clone(),
        names,
    })
}

/// Rows of a table as a drawn grid; `named` adds a first column with each row's key; `across`
/// spreads a two-way table's cells over a column each.
fn grid(rows: &[(String, &toml::Table)], named: bool, across: Option<&Across>) -> Block {
    let mut cols: Vec<String> = Vec::new();
    for (_, r) in rows {
        for k in r.keys() {
            if !cols.contains(k) {
                cols.push(k.clone());
            }
        }
    }
    let mut header = Vec::new();
    if named {
        header.push(String::new());
    }
    for c in &cols {
        match across {
            Some(a) if a.cells == *c => header.extend(a.names.iter().cloned()),
            _ => header.push(c.clone()),
        }
    }
    let body = rows
        .iter()
        .map(|(name, r)| {
            let mut row = Vec::new();
            if named {
                row.push(Span::new(name.clone(), Style::Strong));
            }
            for c in &cols {
                match (across, r.get(c).and_then(toml::Value::as_array)) {
                    (Some(a), Some(cells)) if a.cells == *c => {
                        row.extend(cells.iter().map(|x| Span::plain(scalar(x))));
                    }
                    _ => row.push(Span::plain(r.get(c).map(scalar).unwrap_or_default())),
                }
            }
            row
        })
        .collect();
    Block::Table { header, rows: body }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grid_reads_row_by_row() {
        let v: toml::Table = toml::from_str("g = [[1, 2], [3, 4]]\nl = [1, 2]\ne = []").unwrap();
        assert_eq!(scalar(&v["g"]), "1, 2 / 3, 4");
        assert_eq!(scalar(&v["l"]), "1, 2");
        assert_eq!(scalar(&v["e"]), "");
    }
}

//! What goes on a rule set's quick-reference sheet (`spw sheet RULESET`) and on a game's unit
//! cards (`spw sheet --game FILE`), before it is laid out: pieces holding a data table laid
//! out as the printed rules would, or a grid of exact odds. Each rule set declares its own in
//! its `sheet.rs` (a [`Spec`] in its registry entry); every table of its data that the rule set
//! does not lay out itself is laid out here, generically ([`generic`]), so nothing is left off.
//!
//! An odds cell is a [`Case`]: a procedure's command line and a `--goal`, worked out by running
//! that procedure exactly as `spw --chances PROCEDURE ... --goal GOAL` does ([`odds`]), never
//! by a formula of its own; the cell keeps the command line, so the sheet says what each percent
//! answers and a test can ask spw the same question.

mod cards;
mod generic;
mod odds;

use crate::chance::Prob;
use crate::data::Data;
use crate::error::Result;
use crate::rules::Procedure;

pub(crate) use cards::{Card, Cards, MOST_BOXES, SideView, UnitView, cards, number, word};
pub(crate) use generic::{base, generic, is_example, label, settings, title, value_text};
pub(crate) use odds::{Cases, Runner, odds, runner};

/// What a rule set puts on its sheet, declared in its registry entry.
pub(crate) struct Spec {
    /// Its pieces in the order they are printed: tables it lays out its own way, the others
    /// by [`generic`], and its grids of odds. A table of its data left out is added at the end.
    pub pieces: fn(&Data) -> Result<Vec<Piece>>,
    /// The odds a unit of a game's roster shows on its card, from the unit's fields.
    pub card: fn(&Data, &UnitView) -> Result<Vec<Grid>>,
}

/// A rule set's sheet: its pieces, then the named dice its tables throw.
pub(crate) struct Sheet {
    /// The rule set's id and full title.
    pub id: &'static str,
    pub title: &'static str,
    pub pieces: Vec<Piece>,
}

/// One box on the sheet: a table of the data, or a grid of odds.
#[derive(Clone, Debug, Default)]
pub(crate) struct Piece {
    pub title: String,
    /// The rule section ("3.0", "Fire Combat").
    pub section: String,
    /// The data tables it shows, qualified (`schwerpunkt.fire`), for the test that every table
    /// appears; empty for a grid of odds.
    pub tables: Vec<String>,
    /// Lines of prose first: what the table is, how to read the grid.
    pub lines: Vec<String>,
    /// Short settings, `name value`, run together on a line or two.
    pub pairs: Vec<(String, String)>,
    pub grids: Vec<Grid>,
    /// Numbers made up for spw (a chart marked `example = true`): printed EXAMPLE.
    pub example: bool,
    /// The house-rule file a table came from, when one replaced it.
    pub house: Option<String>,
    /// Odds rather than a table (set by [`Piece::odds`]).
    pub is_odds: bool,
    /// Printed across the whole page, above the columns (a grid too wide for one column).
    pub wide: bool,
}

impl Piece {
    /// A table of the data.
    pub(crate) fn table(title: impl Into<String>, section: impl Into<String>) -> Piece {
        Piece {
            title: title.into(),
            section: section.into(),
            ..Piece::default()
        }
    }

    /// A grid of odds, with the line that says how to read it.
    pub(crate) fn odds(
        title: impl Into<String>,
        section: impl Into<String>,
        read: impl Into<String>,
    ) -> Piece {
        Piece {
            title: title.into(),
            section: section.into(),
            lines: vec![read.into()],
            is_odds: true,
            ..Piece::default()
        }
    }

    /// Across the whole page, above the columns.
    pub(crate) fn wide(mut self) -> Piece {
        self.wide = true;
        self
    }

    pub(crate) fn line(mut self, line: impl Into<String>) -> Piece {
        self.lines.push(line.into());
        self
    }

    pub(crate) fn grid(mut self, grid: Grid) -> Piece {
        self.grids.push(grid);
        self
    }

    /// The data tables it shows (`RULESET.KEY`).
    pub(crate) fn shows(mut self, table: impl Into<String>) -> Piece {
        self.tables.push(table.into());
        self
    }

    /// Every odds cell of its grids.
    pub(crate) fn cells_mut(&mut self) -> impl Iterator<Item = &mut Cell> {
        self.grids
            .iter_mut()
            .flat_map(|g| g.rows.iter_mut().flat_map(|r| r.cells.iter_mut()))
    }
}

/// A grid: a header, then rows each led by a label.
#[derive(Clone, Debug, Default)]
pub(crate) struct Grid {
    /// Above the grid, when a piece has several.
    pub caption: Option<String>,
    /// Spans over the header's columns (after the corner): `(text, columns)`.
    pub groups: Vec<(String, usize)>,
    /// The corner, then a heading per column.
    pub head: Vec<String>,
    pub rows: Vec<Row>,
}

impl Grid {
    pub(crate) fn new(corner: impl Into<String>, head: Vec<String>) -> Grid {
        Grid {
            head: std::iter::once(corner.into()).chain(head).collect(),
            ..Grid::default()
        }
    }

    pub(crate) fn caption(mut self, caption: impl Into<String>) -> Grid {
        self.caption = Some(caption.into());
        self
    }

    pub(crate) fn row(&mut self, label: impl Into<String>, cells: Vec<Cell>) {
        self.rows.push(Row {
            label: label.into(),
            cells,
        });
    }
}

#[derive(Clone, Debug)]
pub(crate) struct Row {
    pub label: String,
    pub cells: Vec<Cell>,
}

/// One cell of a grid.
#[derive(Clone, Debug)]
pub(crate) enum Cell {
    Text(String),
    /// An exact chance: the case it answers and, once worked out, its probability.
    Odds(Case, Option<Prob>),
    /// Nothing (a band a weapon does not have).
    Blank,
}

impl Cell {
    pub(crate) fn text(s: impl Into<String>) -> Cell {
        Cell::Text(s.into())
    }
}

/// The question behind an odds cell: `spw --chances RULESET PROCEDURE ARGS --goal GOAL`.
#[derive(Clone, Debug)]
pub(crate) struct Case {
    pub runner: Runner,
    pub args: Vec<String>,
    pub goal: String,
}

impl PartialEq for Case {
    fn eq(&self, other: &Case) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Case {}

impl std::hash::Hash for Case {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.key().hash(h);
    }
}

impl Case {
    /// A case of procedure `P`.
    pub(crate) fn of<P: Procedure>(args: &[&str], goal: impl Into<String>) -> Case {
        Case {
            runner: runner::<P>(),
            args: args.iter().map(|a| a.to_string()).collect(),
            goal: goal.into(),
        }
    }

    fn key(&self) -> (&str, &str, &[String], &str) {
        (
            self.runner.rules,
            self.runner.procedure,
            &self.args,
            &self.goal,
        )
    }

    /// As a cell: to be worked out.
    pub(crate) fn cell(self) -> Cell {
        Cell::Odds(self, None)
    }

    /// The command line it answers, as a shell takes it (without `spw`); `data` is the
    /// `--data DIR` the sheet was built with.
    pub(crate) fn command(&self, data: Option<&str>) -> String {
        let mut words: Vec<String> = vec!["--chances".into()];
        if let Some(d) = data {
            words.push("--data".into());
            words.push(d.to_string());
        }
        words.push(self.runner.rules.into());
        words.push(self.runner.procedure.into());
        words.extend(self.args.iter().cloned());
        words.push("--goal".into());
        words.push(self.goal.clone());
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        // Only a NUL cannot be quoted, and no option or goal holds one.
        shlex::try_join(words.iter().copied()).unwrap_or_else(|_| words.join(" "))
    }
}

/// A rule set's tables as its data file holds them after house rules, for its sheet to lay out.
pub(crate) struct Doc {
    id: &'static str,
    tables: crate::data::Document,
}

impl Doc {
    pub(crate) fn new(data: &Data, id: &'static str) -> Result<Doc> {
        Ok(Doc {
            id,
            tables: data.document(id)?,
        })
    }

    /// Table `key` (every key of the built-in file is there: a house rule replaces a table,
    /// never removes one).
    pub(crate) fn value(&self, key: &str) -> &toml::Value {
        static EMPTY: std::sync::OnceLock<toml::Value> = std::sync::OnceLock::new();
        self.tables
            .iter()
            .find(|(k, _, _)| k == key)
            .map(|(_, v, _)| v)
            .unwrap_or_else(|| EMPTY.get_or_init(|| toml::Value::Table(toml::Table::new())))
    }

    /// Table `key` with its title, section and `about`, and its body still to lay out.
    pub(crate) fn base(&self, key: &str) -> Piece {
        match self.tables.iter().find(|(k, _, _)| k == key) {
            Some((k, v, o)) => base(self.id, k, v, o),
            None => Piece::table(title(key), "").shows(format!("{}.{key}", self.id)),
        }
    }

    /// Table `key` laid out generically.
    pub(crate) fn generic(&self, key: &str) -> Piece {
        match self.tables.iter().find(|(k, _, _)| k == key) {
            Some((k, v, o)) => generic(self.id, k, v, o),
            None => self.base(key),
        }
    }

    /// Table `key` with its settings as pairs, but those in `skip`: the rest is the caller's.
    pub(crate) fn with_settings(&self, key: &str, skip: &[&str]) -> Piece {
        let mut p = self.base(key);
        settings(&mut p, self.value(key), skip);
        p
    }
}

/// `quantity>=k`: the goal of a "this or more" cell.
pub(crate) fn at_least(quantity: &str, k: u32) -> String {
    format!("{quantity}>={k}")
}

/// A grid read "this or more": a row per `(label, args, most)`, a column per `k` in `ks`
/// holding the chance of `quantity>=k` (blank past the row's `most`, which cannot happen).
pub(crate) fn at_least_grid<P: Procedure>(
    corner: &str,
    quantity: &str,
    ks: std::ops::RangeInclusive<u32>,
    rows: Vec<(String, Vec<String>, u32)>,
) -> Grid {
    let mut g = Grid::new(corner, ks.clone().map(|k| format!("≥{k}")).collect());
    for (label, args, most) in rows {
        let cells = ks
            .clone()
            .map(|k| {
                if k > most {
                    return Cell::Blank;
                }
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                Case::of::<P>(&args, at_least(quantity, k)).cell()
            })
            .collect();
        g.row(label, cells);
    }
    g
}

/// Grids side by side as one, each a group of columns under its caption (the rows' labels
/// are the first grid's): a chart printed across the page. The text form splits it again.
pub(crate) fn side_by_side(grids: Vec<Grid>) -> Grid {
    let mut all = Grid::default();
    for (i, g) in grids.into_iter().enumerate() {
        let span = g.head.len().saturating_sub(1);
        all.groups.push((g.caption.unwrap_or_default(), span));
        if i == 0 {
            all.head = g.head;
            all.rows = g.rows;
        } else {
            all.head.extend(g.head.into_iter().skip(1));
            for (row, more) in all.rows.iter_mut().zip(g.rows) {
                row.cells.extend(more.cells);
            }
        }
    }
    all
}

/// The named dice a rule set's tables throw (`dSF`, `dA`), from `data/dice.toml` (a die's
/// `section` names the rule set it comes from), as one piece; `None` when it has none.
pub(crate) fn named_dice(data: &Data, id: &str) -> Result<Option<Piece>> {
    let mut piece = Piece::table("Named dice", "dice.toml");
    for (name, value, origin) in data.document("dice")? {
        let section = value.get("section").and_then(|v| v.as_str()).unwrap_or("");
        if section.split_whitespace().next() != Some(id) {
            continue;
        }
        let faces = value.get("faces").map(value_text).unwrap_or_default();
        let about = value.get("about").and_then(|v| v.as_str()).unwrap_or("");
        piece = piece
            .line(format!("d{name} ({section}): {about}; faces {faces}"))
            .shows(format!("dice.{name}"));
        if let crate::data::Origin::House(p) = origin {
            piece.house = Some(p.display().to_string());
        }
    }
    Ok((!piece.tables.is_empty()).then_some(piece))
}

/// The sheet of rule set `id`: its declared pieces, every other table of its data laid out
/// generically, and its named dice; the odds not yet worked out ([`odds`]).
pub(crate) fn sheet(data: &Data, set: &crate::rules::RuleSet) -> Result<Sheet> {
    let mut pieces = match &set.sheet {
        Some(spec) => (spec.pieces)(data)?,
        None => Vec::new(),
    };
    for (key, value, origin) in data.document(set.id)? {
        let name = format!("{}.{key}", set.id);
        if !pieces.iter().any(|p| p.tables.contains(&name)) {
            pieces.push(generic(set.id, &key, &value, &origin));
        }
    }
    pieces.extend(named_dice(data, set.id)?);
    Ok(Sheet {
        id: set.id,
        title: set.title,
        pieces,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_case_reads_back_as_the_shell_reads_it() {
        let c = Case::of::<crate::rules::series::crt::Crt>(&["--odds", "2:1"], "result='1/2'");
        assert_eq!(
            c.command(Some("my rules")),
            r#"--chances --data 'my rules' series crt --odds 2:1 --goal "result='1/2'""#
        );
        let back = shlex::split(&c.command(None)).unwrap();
        assert_eq!(back.last().unwrap(), "result='1/2'");
    }
}

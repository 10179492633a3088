//! 12.2, 12.5–12.8, 14.0 Combat on a Combat Results Table: the odds (or differential, or
//! strength band) give the column (12.5), shifts move it, the dice plus the clamped DRM
//! (12.7), clamped in turn to the table's rolls (12.6), give the row; the cell is the result
//! (12.8). An unmodified 2 or 12 generates a Random Event (14.0). The CRT is any of
//! `[crt.tables]` (data.rs; docs/crt.md).

use clap::Args;
use num_integer::Integer;
use serde::Serialize;
use serde_json::json;

use serde_json::Value as Json;

use crate::chance::Prob;
use crate::chance::goal::{self, AtLeast, Test};
use crate::engine::{Dice, Quantities, Throw, Value};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Marginal, Span, Style};
use crate::rules::Cx;
use crate::rules::common::signed;
use crate::rules::common::words as chance_render;
use crate::rules::effects::{self as fx, Declared, Fill, Roles};
use crate::rules::series::data::{Cell, Column, Crt as Table, Events, Kind};
use crate::rules::series::{ID, tables};
use crate::rules::{Info, Procedure, Told, throw_line};

#[derive(Args, Clone, Debug, Serialize)]
pub(crate) struct Crt {
    /// An attacking unit's combat strength (once per unit; fractions such as 2.5 or 5/2 are
    /// kept per unit, the side's total rounded down, 3.2)
    #[arg(short, long, value_name = "N", allow_negative_numbers = true)]
    pub attacker: Vec<String>,

    /// A defending unit's combat strength (once per unit, as --attacker)
    #[arg(short, long, value_name = "N", allow_negative_numbers = true)]
    pub defender: Vec<String>,

    /// The odds already worked out, attacker to defender: 7:2 (rounded down to a column, 12.5)
    #[arg(long, value_name = "A:D", conflicts_with_all = ["attacker", "defender"])]
    pub odds: Option<String>,

    /// A die roll modifier (repeat for each; summed, then clamped to the CRT's limit, 12.7)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub drm: Vec<i64>,

    /// Column shifts: +1 one column right (better for the attacker), -1 one left
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        allow_negative_numbers = true
    )]
    pub shift: i64,

    /// With --chances: the whole CRT at once, every result's exact chance in every column
    /// (the DRMs apply); with --goal, the goal's chance in every column
    #[arg(long, conflicts_with_all = ["attacker", "defender", "odds", "shift"])]
    pub all_columns: bool,

    /// Which CRT of the data: the default, or one a house rule adds (docs/crt.md)
    #[arg(long = "crt", value_name = "NAME")]
    #[serde(rename = "crt")]
    pub table: Option<String>,
}

/// The most units on one side, and the most strength one unit may have: far beyond any hex.
const MAX_UNITS: usize = 100;
const MAX_STRENGTH: i64 = 1_000_000;
/// Fractions are kept over this common denominator (halves to twelfths: 3.3, a value halved
/// twice is quartered; 6.4 halves out of supply).
const DENOM: i64 = 27_720;
/// The most a --drm or --shift may be, either sign.
const MAX_MOD: i64 = 1000;

/// Where the column search ends.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Place {
    Column(usize),
    /// Beyond an edge whose rule gives a result without a roll.
    Given(Cell),
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    name: String,
    table: Table,
    columns: Vec<Column>,
    events: Events,
    /// How the column was found, for the account.
    odds_text: String,
    place: Place,
    drms: Vec<i64>,
    drm: i64,
    range: (i64, i64),
    all_hits: bool,
    /// `--all-columns` or `--goal`: every column at once.
    matrix: Option<Matrix>,
}

#[derive(Clone, Debug)]
struct Matrix {
    /// `--goal`, bound to a cell's quantities ([`cell_values`]), and as typed.
    goal: Option<(Test, String)>,
    /// `--at-least` (50% unless given).
    at_least: AtLeast,
}

/// The quantities of a cell a goal over every column is bound to, in [`cell_values`]' order:
/// the CRT's own `--chances` quantities but `result_roll`, which depends on the cell's dice.
fn cell_kinds(table: &Table) -> Vec<(String, goal::Kind)> {
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
fn cell_values(plan: &Plan, text: &str, event: bool) -> Vec<Value> {
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

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// None when the result was given without a roll (beyond an edge).
    natural: Option<i64>,
    final_roll: Option<i64>,
    cell: Cell,
    event: bool,
    /// The events die and its event, when rolled.
    event_roll: Option<(i64, String)>,
    /// The dice the result itself rolls (a retreat of 1d2 hexes), when it has any.
    cell_roll: Option<i64>,
}

impl Procedure for Crt {
    const INFO: Info = Info {
        rules: ID,
        name: "crt",
        aliases: &[],
        section: "12.5–12.8, 14.0",
        about: "Combat: odds, dice and DRM on the Combat Results Table",
        after_help: "Works out the odds column from each side's units (3.2: fractions kept per \
unit, each side's total rounded down, never below 1, 12.7), rounded down in the defender's \
favour to a column the CRT has (12.5), moved by --shift; rolls the CRT's dice (2d6), adds the \
DRMs clamped to ±10 (12.7) and clamps the total to 2–17 (12.6); the cell gives the Combat Hits, \
attacker/defender, the defender's applied first (12.8). An UNMODIFIED 2 or 12 generates a \
Random Event: one more die on the Random Events Table (14.0).\n\nThe built-in CRT and Random \
Events Table are EXAMPLES made up for spw, and a result that used one says so: each game \
prints its own. Type yours in as a house rule (series.toml in a --data directory: spw tables \
series --template; the CRT's format is in docs/crt.md) and pick it with --crt NAME. Ruling: \
odds below the example CRT's first column (or shifted below it) have no column to move down \
to in the defender's favour (12.5), so the example CRT refuses such an attack (its below = \
\"refuse\"); odds above its last column are read on the last.\n\n--chances quantities: result (the cell), attacker_hits, defender_hits (when every \
cell of the CRT is hits), random_event (true/false); result_roll when a result of the CRT rolls \
dice of its own (a legend's dice, such as a retreat of 1d2 hexes; 0 for the others).\n--dice \
order: the CRT's dice (two d6), then the result's own dice if it has any, then, on an \
unmodified 2 or 12, the events die.\n\nThe whole CRT at once: with \
--chances, --all-columns gives every result's exact chance in every column (after the DRMs), \
and --goal 'defender_hits>=2' that goal's chance in each column and the lowest column where it \
reaches --at-least (50% unless given).\n\nExamples:\n  spw crt --attacker 29 \
--defender 13\n  spw crt -a 6 -a 4.5 -d 5 --drm -2 --drm 1\n  spw crt --odds 7:2 --shift -1 \
--chances\n  spw crt --odds 1:1 --dice 6,6,4\n  spw --chances crt --all-columns --drm -2\n  \
spw --chances crt --goal 'defender_hits>=2' --at-least 75%\n  spw --chances crt --odds 1:1 --shift=-2..3 --goal 'defender_hits>=2' --at-least 50%",
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the attacking unit",
            target: "the defending unit",
        },
        fill: &[
            Fill::unit("attacker", "strength"),
            Fill::target("defender", "strength"),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[Declared::game(
            "attacker_hits, defender_hits: step losses or retreat hexes, the owner's choice (12.8)",
            fx::Kind::Choice,
        )],
        luck: None,
    };

    fn effects(_plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        let (a, d) = (o.cell.attacker.unwrap_or(0), o.cell.defender.unwrap_or(0));
        if a <= 0 && d <= 0 {
            return Vec::new();
        }
        // 12.8: each hit is a step loss or a retreat hex, as the owning player chooses.
        vec![fx::Effect::Choice(format!(
            "{a} attacker and {d} defender Combat Hits are step losses or retreat hexes as each owner chooses (12.8): `losses --unit UNIT --hits N` takes them"
        ))]
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let data = tables(cx.data)?;
        let name = self
            .table
            .clone()
            .unwrap_or_else(|| data.crt.default.clone());
        let table = data.crt.tables.get(&name).cloned().ok_or_else(|| {
            let names: Vec<&str> = data.crt.tables.keys().map(String::as_str).collect();
            Error::usage(format!(
                "--crt {name}: no such CRT; the CRTs are {} (add yours: docs/crt.md)",
                names.join(", ")
            ))
        })?;
        let columns = table
            .columns()
            .map_err(|why| Error::Runtime(format!("[crt.tables.{name}] heads: {why}")))?;
        for d in &self.drm {
            bounded("--drm", *d)?;
        }
        bounded("--shift", self.shift)?;
        // Every column at once: asked for, or a goal with no attack to pick a column.
        let every = self.all_columns
            || (cx.goal.is_some()
                && self.attacker.is_empty()
                && self.defender.is_empty()
                && self.odds.is_none());
        let matrix = if every {
            if !cx.chances {
                return Err(Error::usage(
                    "--all-columns gives exact chances: add --chances (spw --chances crt --all-columns)",
                ));
            }
            if self.shift != 0 {
                return Err(Error::usage(format!(
                    "--shift {}: every column is read at once, so there is no one column to shift; give --odds or the strengths",
                    self.shift
                )));
            }
            let goal = match &cx.goal {
                Some(g) => Some((g.bind(&cell_kinds(&table))?.0, g.text().to_string())),
                None => None,
            };
            Some(Matrix {
                goal,
                at_least: match &cx.at_least {
                    Some(a) => a.clone(),
                    None => AtLeast::parse("50%")?,
                },
            })
        } else {
            None
        };
        let (place, odds_text) = if matrix.is_some() {
            (Place::Column(0), "every column".to_string())
        } else {
            let (base, mut odds_text) = self.base_column(&table, &columns)?;
            let place = shifted(&table, &columns, base, self.shift, &odds_text)?;
            // The shift shows where it acts: "odds 6:5 → 1:1, shifted −1 → column 2:3".
            if self.shift != 0 {
                let from = match usize::try_from(base) {
                    Ok(i) if i < columns.len() => columns[i].to_string(),
                    Ok(_) => "beyond the last column".to_string(),
                    Err(_) => "below the first column".to_string(),
                };
                odds_text.push_str(&format!(" → {from}, shifted {}", signed(self.shift)));
            }
            (place, odds_text)
        };
        let sum: i64 = self.drm.iter().sum();
        let drm = match table.drm_limit {
            Some(l) => sum.clamp(-l, l),
            None => sum,
        };
        Ok(Plan {
            all_hits: table.all_hits(),
            range: table.roll_range(),
            name,
            columns,
            events: data.events.clone(),
            odds_text,
            place,
            drms: self.drm.clone(),
            drm,
            table,
            matrix,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let column = match &plan.place {
            Place::Given(cell) => {
                return Ok(Outcome {
                    natural: None,
                    final_roll: None,
                    cell_roll: cell_roll(cell, dice)?,
                    cell: cell.clone(),
                    event: false,
                    event_roll: None,
                });
            }
            Place::Column(c) => *c,
        };
        let natural = dice.expr(plan.table.dice.expr(), "combat")?;
        let (lo, hi) = plan.range;
        let final_roll = (natural + plan.drm).clamp(lo, hi);
        let text = plan.table.lookup(final_roll, column);
        let cell = plan.table.cell(text).unwrap_or(Cell {
            text: text.to_string(),
            means: None,
            attacker: None,
            defender: None,
            dice: None,
        });
        // The result's own dice (a retreat the chart gives in dice) are applied with it, before
        // any Random Event (14.0: "after applying all combat results").
        let cell_roll = cell_roll(&cell, dice)?;
        // 14.0: only the unmodified roll generates an event. Which event is thrown only when
        // rolling: --chances reports whether one is generated, not which.
        let event = plan.table.events.contains(&natural);
        let event_roll = if event && dice.rolling() {
            let r = dice.expr(plan.events.dice.expr(), "random event")?;
            Some((r, plan.events.event(r).to_string()))
        } else {
            None
        };
        Ok(Outcome {
            natural: Some(natural),
            final_roll: Some(final_roll),
            cell,
            event,
            event_roll,
            cell_roll,
        })
    }

    fn quantities(plan: &Plan, o: &Outcome) -> Quantities {
        if let (Some(m), Some(roll)) = (&plan.matrix, o.final_roll) {
            // One quantity per column: its cell, or whether the goal is met there.
            let event = o.natural.is_some_and(|n| plan.table.events.contains(&n));
            return (0..plan.columns.len())
                .map(|i| {
                    let text = plan.table.lookup(roll, i);
                    let v = match &m.goal {
                        Some((test, _)) => test.met(&cell_values(plan, text, event)).into(),
                        None => text.into(),
                    };
                    (plan.columns[i].to_string(), v)
                })
                .collect();
        }
        let mut q = vec![("result".into(), o.cell.text.clone().into())];
        if plan.all_hits {
            q.push(("attacker_hits".into(), o.cell.attacker.unwrap_or(0).into()));
            q.push(("defender_hits".into(), o.cell.defender.unwrap_or(0).into()));
        }
        q.push(("random_event".into(), o.event.into()));
        if plan.table.rolls_in_cells() {
            q.push(("result_roll".into(), o.cell_roll.unwrap_or(0).into()));
        }
        q
    }

    fn setting(plan: &Plan) -> Option<String> {
        if plan.matrix.is_some() {
            return Some(format!(
                "{}: every column, DRM {} ({} read {})",
                plan.name,
                signed(plan.drm),
                plan.table.dice,
                roll_words(plan.range),
            ));
        }
        Some(match &plan.place {
            Place::Column(c) => format!(
                "{}: {}, the {} column, DRM {} ({} read {})",
                plan.name,
                plan.odds_text,
                plan.columns[*c],
                signed(plan.drm),
                plan.table.dice,
                roll_words(plan.range),
            ),
            Place::Given(cell) => format!(
                "{}: {}, beyond the columns: {} without a roll",
                plan.name, plan.odds_text, cell.text
            ),
        })
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        // The example CRT's about would say EXAMPLE twice: the summary says it once.
        let crt = if plan.table.example {
            format!("CRT {}", plan.name)
        } else {
            format!("CRT {}: {}", plan.name, plan.table.about)
        };
        let mut blocks = vec![
            Block::Line(Line::new().push(crt, Style::Dim)),
            Block::Line(Line::new().push(
                "B–E: Tactical Points, superiority and combat chits come before the odds (12.3)",
                Style::Dim,
            )),
        ];
        let column = match &plan.place {
            Place::Column(c) => plan.columns[*c].to_string(),
            Place::Given(_) => "none".to_string(),
        };
        blocks.push(Block::Line(Line::plain(format!(
            "G. combat odds (12.5): {}{}",
            plan.odds_text,
            match &plan.place {
                Place::Column(_) => format!(" → column {column}"),
                Place::Given(c) => format!(" → beyond the CRT: {} without a roll", c.text),
            }
        ))));
        let mut result = serde_json::Map::new();
        if let (Some(natural), Some(final_roll)) = (o.natural, o.final_roll) {
            let mut drm = String::new();
            if !plan.drms.is_empty() {
                let each: Vec<String> = plan.drms.iter().map(|d| signed(*d)).collect();
                let sum: i64 = plan.drms.iter().sum();
                drm = format!("DRM {} = {}", each.join(" "), signed(sum));
                if sum != plan.drm {
                    drm.push_str(&format!(", clamped to {} (12.7)", signed(plan.drm)));
                }
            }
            for t in throws.iter().filter(|t| &*t.what == "combat") {
                blocks.push(throw_line(t, &format!("= {natural}")));
            }
            let raw = natural + plan.drm;
            let mut line = format!("H. roll (12.6): {natural}");
            if !drm.is_empty() {
                line.push_str(&format!(" {} ({drm})", signed(plan.drm)));
            }
            line.push_str(&format!(" = {raw}"));
            if raw != final_roll {
                line.push_str(&format!(
                    ", read as {final_roll} (12.6: {})",
                    roll_words(plan.range)
                ));
            }
            blocks.push(Block::Line(Line::plain(line)));
            result.insert("natural".into(), json!(natural));
            result.insert("final".into(), json!(final_roll));
        } else {
            result.insert("natural".into(), json!(null));
            result.insert("final".into(), json!(null));
        }
        let cell = &o.cell;
        blocks.push(Block::Line(
            Line::new()
                .push("I. result (12.8): ", Style::Plain)
                .push(cell.text.clone(), Style::Strong)
                .text(format!("  {}", explain(cell))),
        ));
        if let (Some((_, counts)), Some(n)) = (&cell.dice, o.cell_roll) {
            for t in throws.iter().filter(|t| &*t.what == counts.as_str()) {
                blocks.push(throw_line(t, &format!("= {n} {counts}")));
            }
        }
        let event = match &o.event_roll {
            Some((roll, text)) => {
                for t in throws.iter().filter(|t| &*t.what == "random event") {
                    blocks.push(throw_line(t, &format!("= {roll}")));
                }
                blocks.push(Block::Line(Line::new().push(
                    format!(
                        "Random Event (14.0, unmodified {}): {text}",
                        o.natural.unwrap_or(0)
                    ),
                    Style::Strong,
                )));
                json!({ "roll": roll, "event": text })
            }
            None => json!(null),
        };
        result.insert("odds".into(), json!(column));
        result.insert("drm".into(), json!(plan.drm));
        result.insert("event".into(), event);
        if !plan.all_hits {
            result.insert("attacker_hits".into(), json!(cell.attacker));
            result.insert("defender_hits".into(), json!(cell.defender));
        }
        let mut summary = match &plan.place {
            Place::Column(_) => format!("{} on {column}: {}", cell.text, explain(cell)),
            Place::Given(_) => format!("{} beyond the CRT: {}", cell.text, explain(cell)),
        };
        if let (Some((_, counts)), Some(n)) = (&cell.dice, o.cell_roll) {
            summary.push_str(&format!(" ({n} {counts})"));
        }
        if let Some((_, text)) = &o.event_roll {
            summary.push_str(&format!("; Random Event: {text}"));
        }
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn examples(plan: &Plan, o: Option<&Outcome>) -> Vec<&'static str> {
        let mut v = Vec::new();
        if plan.table.example {
            v.push("CRT");
        }
        if plan.events.example && o.is_some_and(|o| o.event_roll.is_some()) {
            v.push("Random Events Table");
        }
        v
    }

    fn own_range(plan: &Plan) -> Option<&'static str> {
        plan.matrix
            .as_ref()
            .map(|_| "every column of the CRT at once (--odds or the strengths pick one)")
    }

    fn chance_listing(plan: &Plan, chances: &[Marginal]) -> Option<(Json, Vec<Block>, String)> {
        let m = plan.matrix.as_ref()?;
        Some(matrix(plan, m, chances))
    }

    fn chance_notes(plan: &Plan, _chances: &[Marginal]) -> Vec<Block> {
        let mut notes = Vec::new();
        if !plan.table.events.is_empty() {
            let e: Vec<String> = plan.table.events.iter().map(i64::to_string).collect();
            notes.push(Block::Line(Line::plain(format!(
                "an unmodified {} generates a Random Event (14.0)",
                e.join(" or ")
            ))));
        }
        notes
    }
}

impl Crt {
    /// The column the strengths or odds give before shifts (an index, or -1 below the first),
    /// and how it was found, in words.
    fn base_column(&self, table: &Table, cols: &[Column]) -> Result<(i64, String)> {
        if let Some(odds) = &self.odds {
            if table.columns != Kind::Odds {
                return Err(Error::usage(format!(
                    "--odds {odds}: this CRT's columns are not odds; give --attacker and --defender"
                )));
            }
            let (a, d) = parse_odds(odds)?;
            return Ok((odds_column(cols, a, d), format!("odds {a}:{d}")));
        }
        if self.attacker.is_empty() {
            return Err(Error::usage(
                "crt: give each attacking unit's strength with --attacker N (and the defender's with --defender N), or --odds A:D",
            ));
        }
        let a = side_total("--attacker", &self.attacker)?;
        let mut words = format!("attacker {}", strength_words(&self.attacker, a));
        if table.columns == Kind::Strength {
            let i = cols
                .iter()
                .rposition(|c| matches!(c, Column::Band(r) if r.lo <= a))
                .map_or(-1, |i| i as i64);
            // Beyond the last band's top is beyond the table.
            let beyond = matches!(cols.last(), Some(Column::Band(r)) if a > r.hi);
            let i = if beyond { cols.len() as i64 } else { i };
            return Ok((i, words));
        }
        if self.defender.is_empty() {
            return Err(Error::usage(
                "crt: give each defending unit's strength with --defender N",
            ));
        }
        let d = side_total("--defender", &self.defender)?;
        words.push_str(&format!(
            " against defender {}",
            strength_words(&self.defender, d)
        ));
        let i = match table.columns {
            Kind::Odds => {
                words.push_str(&format!(", odds {a}:{d}"));
                odds_column(cols, a, d)
            }
            _ => {
                words.push_str(&format!(", differential {}", signed(a - d)));
                cols.iter()
                    .rposition(|c| matches!(c, Column::Differential(n) if *n <= a - d))
                    .map_or(-1, |i| i as i64)
            }
        };
        Ok((i, words))
    }
}

/// The dice a result rolls of its own (its legend's `dice`), thrown as a step named by what they
/// count.
fn cell_roll(cell: &Cell, dice: &mut dyn Dice) -> Result<Option<i64>> {
    match &cell.dice {
        Some((e, counts)) => Ok(Some(dice.expr(e, counts)?)),
        None => Ok(None),
    }
}

/// 12.5: the highest column whose odds the attack reaches (attack × d ≥ defence × a), so the
/// odds are rounded down in the defender's favour; -1 when below the first.
fn odds_column(cols: &[Column], a: i64, d: i64) -> i64 {
    cols.iter()
        .rposition(|c| matches!(c, Column::Odds(ca, cd) if i128::from(a) * i128::from(*cd) >= i128::from(d) * i128::from(*ca)))
        .map_or(-1, |i| i as i64)
}

/// Applies the shifts and the CRT's rule for beyond its edges. Odds and differentials above
/// the last column are rounded down to it (12.5); only shifts (or a strength beyond the last
/// band) go beyond the last column.
fn shifted(table: &Table, cols: &[Column], base: i64, shift: i64, odds: &str) -> Result<Place> {
    let base = if base < 0 && table.below == "first" {
        0
    } else {
        base
    };
    let i = base + shift;
    let n = cols.len() as i64;
    let edge = |rule: &str, which: &str, fallback: usize| -> Result<Place> {
        match rule {
            "first" | "last" => Ok(Place::Column(fallback)),
            "refuse" => Err(Error::usage(format!(
                "{odds}{}: the attack falls {which} the CRT's columns ({} to {}), and this CRT \
                 allows no such attack (12.5 moves down in the defender's favour; its `{}` \
                 says what happens there)",
                if shift == 0 {
                    String::new()
                } else {
                    format!(", shifted {}", signed(shift))
                },
                cols[0],
                cols[cols.len() - 1],
                if which == "below" { "below" } else { "above" }
            ))),
            text => table.cell(text).map(Place::Given).ok_or_else(|| {
                Error::Runtime(format!("CRT edge result \"{text}\" has no meaning"))
            }),
        }
    };
    if i < 0 {
        edge(&table.below, "below", 0)
    } else if i >= n {
        edge(&table.above, "above", cols.len() - 1)
    } else {
        Ok(Place::Column(i as usize))
    }
}

fn bounded(option: &str, v: i64) -> Result<()> {
    if v.abs() > MAX_MOD {
        return Err(Error::usage(format!(
            "{option} {v}: must be -{MAX_MOD} to {MAX_MOD}"
        )));
    }
    Ok(())
}

/// `7:2` → (7, 2).
fn parse_odds(s: &str) -> Result<(i64, i64)> {
    let bad = || {
        Error::usage(format!(
            "--odds {s}: write the odds attacker to defender as two whole numbers, like 7:2 or 1:3"
        ))
    };
    let (a, d) = s.split_once(':').ok_or_else(bad)?;
    let a: i64 = a.trim().parse().map_err(|_| bad())?;
    let d: i64 = d.trim().parse().map_err(|_| bad())?;
    // Whole numbers that are out of range are said so, side by side.
    for (side, v) in [("attacker's", a), ("defender's", d)] {
        if !(1..=MAX_STRENGTH).contains(&v) {
            return Err(Error::usage(format!(
                "--odds {s}: the {side} number is {v}; each side of the odds is 1 to {MAX_STRENGTH} (like 7:2 or 1:3)"
            )));
        }
    }
    Ok((a, d))
}

/// One unit's strength, in units of 1/[`DENOM`]: `5`, `2.5`, `5/2`, `0.25`.
pub(crate) fn strength(option: &str, s: &str) -> Result<i64> {
    let bad = |why: &str| {
        Error::usage(format!(
            "{option} {s}: {why}; a strength is a number like 5, 2.5 or 5/2 (halves to twelfths), 0 to {MAX_STRENGTH}"
        ))
    };
    let t = s.trim();
    let (num, den): (i64, i64) = if let Some((n, d)) = t.split_once('/') {
        (
            n.trim().parse().map_err(|_| bad("not a number"))?,
            d.trim().parse().map_err(|_| bad("not a number"))?,
        )
    } else if let Some((w, f)) = t.split_once('.') {
        if f.is_empty() || f.len() > 3 || !f.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad("not a number"));
        }
        let w: i64 = w.parse().map_err(|_| bad("not a number"))?;
        let den = 10_i64.pow(f.len() as u32);
        let f: i64 = f.parse().map_err(|_| bad("not a number"))?;
        if !(0..=MAX_STRENGTH).contains(&w) {
            return Err(bad("out of range"));
        }
        (w * den + f, den)
    } else {
        (t.parse().map_err(|_| bad("not a number"))?, 1)
    };
    if den <= 0 || num < 0 || num / den > MAX_STRENGTH {
        return Err(bad("out of range"));
    }
    let g = num.gcd(&den);
    let (num, den) = (num / g.max(1), den / g.max(1));
    if DENOM % den != 0 {
        return Err(bad("that fraction cannot be kept exactly"));
    }
    Ok(num * (DENOM / den))
}

/// 3.2, 12.7: a side's total strength: fractions kept per unit, the total rounded down and
/// never below 1.
pub(crate) fn side_total(option: &str, units: &[String]) -> Result<i64> {
    if units.len() > MAX_UNITS {
        return Err(Error::usage(format!(
            "{option}: {} units; at most {MAX_UNITS} on one side",
            units.len()
        )));
    }
    let mut sum = 0;
    for u in units {
        sum += strength(option, u)?;
    }
    Ok((sum / DENOM).max(1))
}

/// "6 + 4.5 = 10" or "13".
fn strength_words(units: &[String], total: i64) -> String {
    if units.len() == 1 && units[0].trim() == total.to_string() {
        return total.to_string();
    }
    let each: Vec<&str> = units.iter().map(|u| u.trim()).collect();
    format!("{} = {total}", each.join(" + "))
}

fn roll_words((lo, hi): (i64, i64)) -> String {
    if hi == i64::MAX {
        format!("{lo} or more")
    } else {
        format!("{lo}–{hi}")
    }
}

/// 12.8: what the cell does, defender first.
fn explain(cell: &Cell) -> String {
    let mut parts = Vec::new();
    if let Some(m) = &cell.means {
        parts.push(m.clone());
    }
    if let (Some(a), Some(d)) = (cell.attacker, cell.defender) {
        if a == 0 && d == 0 {
            parts.push("no effect on either side".into());
        } else {
            parts.push(format!(
                "defender {} first, then attacker {}",
                hits_words(d),
                hits_words(a)
            ));
        }
    }
    parts.join("; ")
}

fn hits_words(n: i64) -> String {
    match n {
        0 => "unaffected".into(),
        1 => "takes 1 combat hit".into(),
        n => format!("takes {n} combat hits"),
    }
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
fn matrix(plan: &Plan, m: &Matrix, chances: &[Marginal]) -> (Json, Vec<Block>, String) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strengths_keep_fractions_and_round_the_side_down() {
        assert_eq!(strength("-a", "5").unwrap(), 5 * DENOM);
        assert_eq!(strength("-a", "2.5").unwrap(), 5 * DENOM / 2);
        assert_eq!(strength("-a", "5/2").unwrap(), 5 * DENOM / 2);
        assert_eq!(strength("-a", "0.25").unwrap(), DENOM / 4);
        assert!(strength("-a", "1/13").is_err());
        assert!(strength("-a", "-3").is_err());
        assert!(strength("-a", "x").is_err());
        // 3.2: 2.5 + 2.5 + 1.5 = 6.5 → 6; a side never below 1 (12.7).
        let units = ["2.5", "2.5", "1.5"].map(String::from);
        assert_eq!(side_total("-a", &units).unwrap(), 6);
        assert_eq!(side_total("-a", &["0.5".to_string()]).unwrap(), 1);
    }

    #[test]
    fn odds_round_down_in_the_defenders_favour() {
        let cols: Vec<Column> = ["1:3", "1:2", "2:3", "1:1", "3:2", "2:1", "3:1"]
            .iter()
            .map(|h| crate::rules::series::data::parse_head(Kind::Odds, h).unwrap())
            .collect();
        // 12.5's examples: 29 to 13 is 2:1; 3 to 4 is 2:3.
        assert_eq!(odds_column(&cols, 29, 13), 5);
        assert_eq!(odds_column(&cols, 3, 4), 2);
        assert_eq!(odds_column(&cols, 26, 13), 5);
        assert_eq!(odds_column(&cols, 25, 13), 4);
        assert_eq!(odds_column(&cols, 1, 4), -1);
        assert_eq!(odds_column(&cols, 100, 1), 6);
    }
}

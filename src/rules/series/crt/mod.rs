//! 12.2, 12.5–12.8, 14.0 Combat on a Combat Results Table: the odds (or differential, or
//! strength band) give the column (12.5), shifts move it, the dice plus the clamped DRM
//! (12.7), clamped in turn to the table's rolls (12.6), give the row; the cell is the result
//! (12.8). An unmodified 2 or 12 generates a Random Event (14.0). The CRT is any of
//! `[crt.tables]` (data.rs; docs/crt.md).
//!
//! The procedure's files: `column.rs` finds the column, `listing.rs` lists the whole CRT's
//! chances at once; this file rolls the CRT and tells the result.

mod column;
mod listing;

use clap::Args;
use serde::Serialize;
use serde_json::json;

use serde_json::Value as Json;

use crate::chance::goal::AtLeast;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Marginal, Style};
use crate::rules::common::signed;
use crate::rules::Cx;
use crate::rules::effects::{self as fx, Declared, Fill, Roles};
use crate::rules::series::data::{Cell, Column, Crt as Table, Events};
use crate::rules::series::{ID, tables};
use crate::rules::{Info, Procedure, Told, throw_line};

use column::{Place, bounded, shifted};
use listing::{Matrix, cell_kinds, cell_values, matrix};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Crt {
    /// An attacking unit's combat strength (once per unit; fractions such as 2.5 or 5/2 are
    /// kept per unit, the side's total rounded down, 3.2)
    #[arg(short, long, value_name = "N", allow_negative_numbers = true)]
    pub attacker: Vec<String>,

    /// A defending unit's combat strength (once per unit, as --attacker)
    #[arg(short, long, value_name = "N", allow_negative_numbers = true)]
    pub defender: Vec<String>,

    /// The odds already worked out, attacker to defender: 7:2 (rounded down to a column, 12.5)
    // A value starting with `-` (`--odds -1:3`) is the odds' to be refused by name, not an
    // option of its own.
    #[arg(long, value_name = "A:D", conflicts_with_all = ["attacker", "defender"], allow_hyphen_values = true)]
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
    #[arg(id = "crt", long = "crt", value_name = "NAME")]
    #[serde(rename = "crt")]
    pub table: Option<String>,
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
\"refuse\"); odds above its last column are read on the last.\n\nThe whole CRT at once: with \
--chances, --all-columns gives every result's exact chance in every column (after the DRMs), \
and --goal 'defender_hits>=2' that goal's chance in each column and the lowest column where it \
reaches --at-least (50% unless given).\n\nExamples:\n  spw crt --attacker 29 \
--defender 13\n  spw crt -a 6 -a 4.5 -d 5 --drm -2 --drm 1\n  spw crt --odds 7:2 --shift -1 \
--chances\n  spw crt --odds 1:1 --dice 6,6,4\n  spw --chances crt --all-columns --drm -2\n  \
spw --chances crt --goal 'defender_hits>=2' --at-least 75%\n  spw --chances crt --odds 1:1 --shift=-2..3 --goal 'defender_hits>=2' --at-least 50%",
        facts: Facts::new(
            Chances::Of(&[
                field("result", Of::Text, "the cell"),
                field("attacker_hits", Of::OneOf(&[Of::Number, Of::Null]), ""),
                field(
                    "defender_hits",
                    Of::OneOf(&[Of::Number, Of::Null]),
                    "when every cell of the CRT is hits",
                ),
                field("random_event", Of::YesNo, ""),
                field(
                    "result_roll",
                    Of::Number,
                    "when a result of the CRT rolls dice of its own (a legend's dice, such as a \
                     retreat of 1d2 hexes; 0 for the others)",
                ),
            ]),
            Throws::Dice(
                "the CRT's dice (two d6), then the result's own dice if it has any, then, on an \
                 unmodified 2 or 12, the events die.",
            ),
        )
        .result(&[
            field("natural", Of::OneOf(&[Of::Number, Of::Null]), "the unmodified roll"),
            field("final", Of::OneOf(&[Of::Number, Of::Null]), "the roll after the DRMs"),
            field("odds", Of::Text, "the column read"),
            field("drm", Of::Number, "the DRMs added"),
            field("event", Of::OneOf(&[Of::Object, Of::Null]), "the random event's roll and text"),
            field("crt", Of::Text, "--all-columns: the CRT's name"),
            field("columns", Of::List, "--all-columns: the columns"),
            field("rows", Of::List, "--all-columns: each result's chance in each column"),
            field("goal", Of::Text, "--all-columns --goal: the goal"),
            field("p", Of::List, "--all-columns --goal: its chance in each column"),
            field("at_least", Of::Text, "--all-columns --goal: the chance asked"),
            field(
                "lowest_column",
                Of::OneOf(&[Of::Text, Of::Null]),
                "--all-columns --goal: the lowest column reaching it",
            ),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the attacking unit",
            target: "the defending unit",
        },
        fill: &[
            // 2.48, 6.4: each side's strength as it fights now.
            Fill::sides(
                "attacker",
                fx::Source::Rule(
                    fx::Role::Unit,
                    "unit's `strength` (`reduced` once `flipped`, 2.48; halved `out_of_supply`, 6.4)",
                    fx::Worked(crate::rules::series::states::combat_strength),
                ),
            ),
            Fill::sides(
                "defender",
                fx::Source::Rule(
                    fx::Role::Target,
                    "target's `strength` (`reduced` once `flipped`, 2.48; halved `out_of_supply`, 6.4)",
                    fx::Worked(crate::rules::series::states::combat_strength),
                ),
            ),
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

/// The dice a result rolls of its own (its legend's `dice`), thrown as a step named by what they
/// count.
fn cell_roll(cell: &Cell, dice: &mut dyn Dice) -> Result<Option<i64>> {
    match &cell.dice {
        Some((e, counts)) => Ok(Some(dice.expr(e, counts)?)),
        None => Ok(None),
    }
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

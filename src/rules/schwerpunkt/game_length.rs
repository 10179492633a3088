//! 7.1 Scenario A game length: the game lasts 6 turns; at the end of the 6th a d6 decides
//! whether it ends (5–6), plays one more turn (3–4) or two more (1–2). The rows are a rollable
//! data table, so `spw table game_length` rolls the same table.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::data::RollRange;
use crate::dice::ast::Expr;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::rules::Cx;
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct GameLength {}

#[derive(Clone, Debug)]
pub(crate) struct Row {
    pub lo: i64,
    pub hi: i64,
    pub extra: i64,
    pub text: String,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub turns: i64,
    pub dice: Expr,
    pub dice_text: String,
    pub rows: Vec<Row>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    pub roll: i64,
    pub row: usize,
}

impl Procedure for GameLength {
    const INFO: Info = Info {
        rules: ID,
        name: "game-length",
        aliases: &["game-end"],
        section: "7.1",
        about: "Scenario A game length: after turn 6 a d6 for up to two more turns",
        after_help: "The encounter battle lasts 6 turns. At the end of the 6th turn roll a d6: \
on a 5 or 6 the game ends, on a 3 or 4 it plays one more turn, on a 1 or 2 two more (7.1). The \
table is `game_length` in the data (`spw table game_length` rolls it too).\n\nExamples:\n  spw game-length\n  spw \
game-length --dice 3",
        facts: Facts::new(
            Chances::Of(&[field("turns", Of::Number, "the game's total turns: 6, 7 or 8")]),
            Throws::Dice("the one d6."),
        )
        .no_range("it has no options")
        .result(&[
            field("roll", Of::Number, "the d6"),
            field("extra_turns", Of::Number, "turns after the 6th"),
            field("result", Of::Text, "the table's row, in words"),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.game_length;
        let dice = t.dice.expr().clone();
        let rows = t
            .rows
            .iter()
            .map(|r| Row {
                lo: r.roll.lo,
                hi: r.roll.hi,
                extra: r.extra_turns,
                text: r.result.clone(),
            })
            .collect();
        Ok(Plan {
            turns: t.turns,
            dice,
            dice_text: t.dice.text().to_string(),
            rows,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let roll = dice.expr(&plan.dice, "game length")?;
        let row = plan
            .rows
            .iter()
            .position(|r| (r.lo..=r.hi).contains(&roll))
            // The data check gives every roll of the dice a row.
            .ok_or_else(|| {
                Error::Runtime(format!(
                    "[game_length] has no row for a roll of {roll} on {}",
                    plan.dice_text
                ))
            })?;
        Ok(Outcome { roll, row })
    }

    fn quantities(plan: &Plan, o: &Outcome) -> Quantities {
        vec![("turns".into(), total(plan, o).into())]
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        for t in throws {
            // A total is worth showing only when several dice made it.
            let tail = if t.dice.len() > 1 {
                format!("= {}", o.roll)
            } else {
                String::new()
            };
            blocks.push(throw_line(t, &tail));
        }
        let (extra, said) = plan
            .rows
            .get(o.row)
            .map_or((0, ""), |r| (r.extra, r.text.as_str()));
        let text = format!("{said}: the game ends after turn {}", total(plan, o));
        let mut result = serde_json::Map::new();
        result.insert("roll".into(), json!(o.roll));
        result.insert("extra_turns".into(), json!(extra));
        result.insert("result".into(), json!(text));
        Told {
            result,
            summary: text,
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        let rows: Vec<String> = plan
            .rows
            .iter()
            .map(|r| format!("{} +{}", RollRange { lo: r.lo, hi: r.hi }, r.extra))
            .collect();
        Some(format!(
            "the game has lasted {} turns; {} for more: {}",
            plan.turns,
            plan.dice_text,
            rows.join(", ")
        ))
    }
}

fn total(plan: &Plan, o: &Outcome) -> i64 {
    plan.turns + plan.rows.get(o.row).map_or(0, |r| r.extra)
}

//! 7.2, 8.0 Activity: the C3I Points a player spends in a Schwerpunkt Segment (0 to 3) give
//! Activity Points on the Activity Table (2d6); spending none ends the segment with no roll.
//! A move costs 1 Activity Point (11.0), a combat 3 (12.0).

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::report::{Block, Line, Marginal};
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::series::data::Activity as Table;
use crate::rules::series::{ID, tables};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Activity {
    /// C3I Points spent this Schwerpunkt Segment: 0 to 3 (0 ends the segment, 7.2)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub c3i: i64,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    table: Table,
    c3i: u32,
}

impl Procedure for Activity {
    const INFO: Info = Info {
        rules: ID,
        name: "activity",
        aliases: &[],
        section: "7.2, 8.0",
        about: "Activity Points from the C3I Points spent (Activity Table, 2d6)",
        after_help: "Spending 1 to 3 C3I Points in a Schwerpunkt Segment, roll 2d6 on the \
Activity Table under the points spent: the result is the segment's Activity Points (7.2). \
Spending 0 ends the segment at once, with no roll. Each move costs 1 Activity Point (11.0), \
each combat 3 (12.0); unused points are lost (8.0).\n\nThe Activity Table built in is an \
EXAMPLE made up for spw, and the result says so: each game prints its own (type yours in as \
[activity] in a house series.toml: spw tables series --template).\n\nExamples:\n  spw activity --c3i 2\n  spw activity --c3i 3 --dice 4,3\n  \
spw activity --c3i 0\n  spw --chances activity --c3i 0..3 --goal 'activity_points>=5' --at-least 50%",
        facts: Facts::new(
            Chances::Of(&[field("activity_points", Of::Number, "")]),
            Throws::Dice("the two dice of the Activity Table."),
        )
        .result(&[
            field("roll", Of::OneOf(&[Of::Number, Of::Null]), "the dice total (none when 0 is spent)"),
            field("c3i", Of::Number, "the C3I Points spent"),
        ]),
    };
    type Plan = Plan;
    type Outcome = (Option<i64>, i64);

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let table = tables(cx.data)?.activity.clone();
        let c3i = common::count(
            "--c3i",
            self.c3i,
            0,
            table.max_c3i,
            "the C3I Points spent in one Schwerpunkt Segment (7.2)",
        )?;
        Ok(Plan { table, c3i })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<(Option<i64>, i64)> {
        if plan.c3i == 0 {
            return Ok((None, 0));
        }
        let roll = dice.expr(plan.table.dice.expr(), "Activity Table")?;
        let points = plan
            .table
            .rows
            .iter()
            .find(|r| r.roll.contains(roll))
            .and_then(|r| r.points.get(plan.c3i as usize - 1))
            .copied()
            .unwrap_or(0);
        Ok((Some(roll), points))
    }

    fn quantities(_plan: &Plan, o: &(Option<i64>, i64)) -> Quantities {
        vec![("activity_points".into(), o.1.into())]
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(match plan.c3i {
            0 => "0 C3I Points spent: the Schwerpunkt Segment ends, no roll (7.2)".into(),
            n => format!(
                "{n} C3I {} spent: {} on the Activity Table",
                common::noun(n, "Point", "Points"),
                plan.table.dice
            ),
        })
    }

    fn tell(plan: &Plan, o: &(Option<i64>, i64), throws: &[Throw]) -> Told {
        let (roll, points) = *o;
        let mut blocks = Vec::new();
        if let Some(roll) = roll {
            for t in throws {
                blocks.push(throw_line(t, &format!("= {roll}")));
            }
        }
        let summary = match roll {
            None => "the Schwerpunkt Segment ends at once (7.2)".to_string(),
            // The result line says both the points and what they buy, once.
            Some(_) => format!("{points} Activity Points: {}", spend(plan, points)),
        };
        let mut result = serde_json::Map::new();
        result.insert("roll".into(), json!(roll));
        result.insert("c3i".into(), json!(plan.c3i));
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn examples(plan: &Plan, _o: Option<&(Option<i64>, i64)>) -> Vec<&'static str> {
        // Spending 0 consults no table (7.2).
        if plan.table.example && plan.c3i > 0 {
            vec!["Activity Table"]
        } else {
            Vec::new()
        }
    }

    fn chance_notes(plan: &Plan, _chances: &[Marginal]) -> Vec<Block> {
        vec![Block::Line(Line::plain(format!(
            "a move costs {} Activity Point (11.0), a combat {} (12.0)",
            plan.table.move_cost, plan.table.combat_cost
        )))]
    }
}

/// 8.0: what the points buy: "up to 2 combats (3 each) and 1 move, or 7 moves (1 each)".
fn spend(plan: &Plan, points: i64) -> String {
    let (m, c) = (plan.table.move_cost, plan.table.combat_cost);
    let n = |k: i64, one: &str, many: &str| format!("{k} {}", if k == 1 { one } else { many });
    let (combats, moves_left) = (points / c, (points % c) / m);
    let mut s = format!("up to {} ({c} each)", n(combats, "combat", "combats"));
    if moves_left > 0 {
        s.push_str(&format!(" and {}", n(moves_left, "move", "moves")));
    }
    format!(
        "{s}, or {} ({m} each) (8.0)",
        n(points / m, "move", "moves")
    )
}

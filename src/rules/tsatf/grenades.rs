//! Hand Grenades, the optional rule: each basic unit's supply is 2D10 rolled at the start of
//! the game (otherwise 10).

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::{Expr, Op};
use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::tsatf::{ID, tables};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Grenades {
    /// Basic units to roll a supply for
    #[arg(
        long,
        value_name = "N",
        default_value_t = 1,
        allow_negative_numbers = true
    )]
    pub units: i64,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    dice: Expr,
    text: String,
    units: u32,
}

impl Procedure for Grenades {
    const INFO: Info = Info {
        rules: ID,
        name: "grenades",
        aliases: &[],
        section: "Hand Grenades",
        about: "Grenade supply (optional rule): 2D10 per basic unit",
        after_help: "The optional rule of Hand Grenades: at the start of the game roll 2D10 for \
each basic unit and sum them: that is its supply of grenades (without the rule, 10 each). A \
figure that throws one in close combat takes it from the supply (close-combat --grenades).\n\nExamples:\n  spw tsatf grenades\n  spw tsatf grenades --units 3\n  \
spw tsatf grenades --dice 7,4\n  spw --chances tsatf grenades --units 1..4 --goal 'grenades>=8'",
        facts: Facts::new(
            Chances::Of(&[field(
                "grenades",
                Of::Number,
                "the supplies of all the units together; with --units 1, the unit's",
            )]),
            Throws::Dice("2D10 per unit, unit by unit."),
        )
        .result(&[field("supplies", Of::List, "each unit's")]),
    };
    type Plan = Plan;
    type Outcome = Vec<i64>;

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let g = &tables(cx.data)?.grenades;
        Ok(Plan {
            dice: g.dice.expr().clone(),
            text: g.dice.text().to_string(),
            units: common::count("--units", self.units, 1, 100, "basic units")?,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Vec<i64>> {
        if !dice.rolling() {
            // Only the total is a quantity: the sum of every unit's dice as one expression,
            // which the exact engine bounds whole before it starts (a running total settled
            // unit by unit is refused only after the work).
            let mut all = plan.dice.clone();
            for _ in 1..plan.units {
                all = Expr::Bin(Op::Add, Box::new(all), Box::new(plan.dice.clone()));
            }
            return Ok(vec![dice.expr(&all, "supplies")?]);
        }
        (1..=plan.units)
            .map(|i| dice.expr(&plan.dice, &format!("unit {i}")))
            .collect()
    }

    fn quantities(_plan: &Plan, o: &Vec<i64>) -> Quantities {
        vec![("grenades".into(), o.iter().sum::<i64>().into())]
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(format!(
            "{} per basic unit, {}",
            plan.text,
            common::count_text(plan.units, "unit", "units")
        ))
    }

    fn tell(_plan: &Plan, o: &Vec<i64>, throws: &[Throw]) -> Told {
        let total: i64 = o.iter().sum();
        let blocks = throws
            .iter()
            .zip(o)
            .map(|(t, n)| throw_line(t, &format!("= {}", grenades(*n))))
            .collect();
        Told {
            result: serde_json::Map::from_iter([("supplies".to_string(), json!(o))]),
            summary: if o.len() == 1 {
                grenades(total)
            } else {
                format!("{} in all", grenades(total))
            },
            blocks,
        }
    }
}

/// "1 grenade", "12 grenades" (a house rule's dice may throw a 1).
fn grenades(n: i64) -> String {
    common::count_text(u32::try_from(n).unwrap_or(0), "grenade", "grenades")
}

//! 3.6 Smoke and gas: when a cloud is placed, and again every turn, the scatter die and a d6
//! are rolled; the cloud stretches the d6 in inches toward the scatter die's arrow, or
//! disperses completely on a 1 or a HIT. The scatter die and the arrow's bearing (a clock hour
//! on a d12) are those of `[scatter]`, so both procedures read the die alike.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Expr;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::schwerpunkt::{self as sp, ID, scatter};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Drift {
    /// The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)
    #[arg(long)]
    pub gas: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    /// The scatter die and the bearing die of 3.0 (its 2d6 distance is not used: 3.6 rolls d6).
    pub scatter: scatter::Plan,
    pub distance: Expr,
    pub disperse_on: i64,
    pub width: i64,
    pub gas: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// The scatter die showed HIT.
    pub hit: bool,
    /// The d6 as rolled.
    pub rolled: i64,
    pub dispersed: bool,
    /// Clock hour of the drift (none when the cloud disperses).
    pub bearing: Option<i64>,
}

impl Procedure for Drift {
    const INFO: Info = Info {
        rules: ID,
        name: "drift",
        aliases: &["smoke", "gas"],
        section: "3.6",
        about: "Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud",
        after_help: "Roll when a smoke or gas cloud is placed and again every turn (3.6): the \
scatter die and a d6. A 1 on the d6 or HIT on the scatter die disperses the cloud completely \
(ruling: on the first roll too). Otherwise the cloud stretches the d6 in inches toward the \
arrow, keeping the template's 4\" width; the arrow's bearing is a clock hour rolled on a d12, as \
for `spw scatter` (12 = straight on, away from the firer). Smoke blocks line of sight; figures \
a gas cloud touches take a skill test to get their gas masks on (`spw test --for gas-mask`).\n\nExamples:\n  spw drift\n  spw drift --gas\n  spw drift \
--dice arrow,4,3",
        facts: Facts::new(
            Chances::Of(&[
                field("dispersed", Of::YesNo, ""),
                field("distance", Of::Number, "inches, 0 when dispersed"),
                field("bearing", Of::Number, "clock hour, 0 when dispersed"),
            ]),
            Throws::Dice(
                "the scatter die (arrow or HIT), the d6, then the clock hour of the arrow (1–12; \
                 not asked when the cloud disperses).",
            ),
        )
        .no_range("its only option is a switch")
        .result(&[field("cloud", Of::Text, "what the cloud does, in words")]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.drift;
        Ok(Plan {
            scatter: scatter::Plan::new(cx)?,
            distance: t.distance.expr().clone(),
            disperse_on: t.disperse_on,
            width: t.width_inches,
            gas: self.gas,
        })
    }

    /// The dice in the order of 3.6's "the scatter die and d6 will be rolled again" (and of
    /// `spw scatter`), then the bearing, only for an arrow that does not disperse.
    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let face = dice.roll(&plan.scatter.die, "scatter")?;
        let rolled = dice.expr(&plan.distance, "drift")?;
        let hit = scatter::is_hit(face);
        if hit || rolled == plan.disperse_on {
            return Ok(Outcome {
                hit,
                rolled,
                dispersed: true,
                bearing: None,
            });
        }
        let bearing = dice.expr(&plan.scatter.bearing, "bearing")?;
        Ok(Outcome {
            hit,
            rolled,
            dispersed: false,
            bearing: Some(bearing),
        })
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        vec![
            ("dispersed".into(), o.dispersed.into()),
            (
                "distance".into(),
                (if o.dispersed { 0 } else { o.rolled }).into(),
            ),
            ("bearing".into(), o.bearing.unwrap_or(0).into()),
        ]
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks: Vec<Block> = throws.iter().map(|t| throw_line(t, "")).collect();
        let cloud = if plan.gas { "gas" } else { "smoke" };
        let summary = match o.bearing {
            None => {
                let one = o.rolled == plan.disperse_on;
                let why = match (o.hit, one) {
                    (true, true) => format!("HIT on the scatter die and a {} on the d6", o.rolled),
                    (true, false) => "HIT on the scatter die".to_string(),
                    _ => format!("a {} on the d6", o.rolled),
                };
                blocks.push(Block::Line(
                    Line::new().push(format!("the {cloud} disperses"), Style::Good),
                ));
                format!("the {cloud} disperses completely ({why}): remove the cloud")
            }
            Some(b) => {
                let mut s = format!(
                    "the {cloud} drifts {}\" toward {b} o'clock, keeping its {}\" width",
                    o.rolled, plan.width
                );
                if plan.gas {
                    s.push_str("; figures it touches take a skill test to get their gas masks on");
                } else {
                    s.push_str("; it blocks line of sight");
                }
                s
            }
        };
        let mut result = serde_json::Map::new();
        result.insert("cloud".into(), json!(cloud));
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(format!(
            "the {} disperses on a {} on the d6 or HIT on the scatter die",
            if plan.gas { "gas" } else { "smoke" },
            plan.disperse_on
        ))
    }
}

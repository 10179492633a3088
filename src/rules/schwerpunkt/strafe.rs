//! 6.2 Strafing: an aircraft that survived attacks a unit within 12" of its base. Machine guns
//! roll 2 sustained-fire dice and score hits as normal (fire's SF dice, 3.0); bombs land a 2"
//! template on the unit, which deviates d6" directly away from the aircraft. Ruling: no scatter
//! die for bombs, since the rule fixes the direction, and a bomb always deviates.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Expr;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::schwerpunkt::fire;
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Strafe {
    /// The aircraft is armed with bombs (otherwise it has only machine guns)
    #[arg(long)]
    pub bombs: bool,

    /// The distance from the aircraft's base to the unit attacked, in inches (12" at most)
    #[arg(long, value_name = "INCHES", allow_negative_numbers = true)]
    pub range: Option<i64>,
}

#[derive(Clone, Debug)]
pub(crate) enum Plan {
    /// Machine guns: fire's sustained-fire plan.
    Guns(Box<fire::Plan>),
    Bombs {
        deviation: Expr,
        text: String,
        radius: i64,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    Guns(fire::Outcome),
    /// Inches the template drifts away from the aircraft.
    Bombs {
        deviation: i64,
    },
}

impl Procedure for Strafe {
    const INFO: Info = Info {
        rules: ID,
        name: "strafe",
        aliases: &[],
        section: "6.2",
        about: "Strafing: machine guns roll 2 SF dice; bombs land a template that drifts away from the aircraft",
        after_help: "An aircraft that survived AA fire may attack a unit within 12\" of its base. \
With only machine guns it rolls 2 sustained-fire dice: the hits are their sum, a jam is a miss, \
two jams seize the guns (as `spw fire --sf 2`). With bombs (--bombs) a 2\" radius template lands \
on the unit and deviates d6\" directly away from the aircraft (ruling: no scatter die, the \
direction is fixed); anything under it is hit, as for any template weapon. Saves follow as \
normal (`spw save`). The aircraft then leaves the table.\n\nExamples:\n  spw strafe\n  spw strafe --bombs\n  \
spw strafe --range 10 --dice 2,JAM\n  spw --chances strafe --range 4..12/4 --goal 'hits>=2'",
        facts: Facts::new(
            Chances::Of(&[
                field("hits", Of::Number, "machine guns"),
                field("jammed", Of::YesNo, "machine guns"),
                field("deviation", Of::Number, "inches, bombs"),
            ]),
            Throws::Dice(
                "the machine guns' 2 SF dice in turn (a face as written, such as JAM); with \
                 --bombs, the deviation d6.",
            ),
        )
        .result(&[
            field("jams", Of::Number, "JAM faces rolled (machine guns)"),
            field("template_radius", Of::Number, "the bombs' template radius in inches"),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.strafe;
        common::within(
            "--range",
            self.range,
            t.range,
            &format!(
                "an aircraft may attack only a unit within {}\" of its base (6.2)",
                t.range
            ),
        )?;
        if self.bombs {
            return Ok(Plan::Bombs {
                deviation: t.bomb_deviation.expr().clone(),
                text: t.bomb_deviation.text().to_string(),
                radius: t.bomb_template,
            });
        }
        // 6.2: "roll 2 sustained fire dice, and work out hits as normal": fire --sf.
        let guns = fire::Fire {
            marksmanship: None,
            shots: 1,
            pinned: false,
            moved: false,
            long_range: false,
            sf: Some(i64::from(t.sf_dice)),
            template: false,
        };
        Ok(Plan::Guns(Box::new(guns.prepare(cx)?)))
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        match plan {
            Plan::Guns(p) => Ok(Outcome::Guns(fire::Fire::resolve(p, dice)?)),
            Plan::Bombs { deviation, .. } => Ok(Outcome::Bombs {
                deviation: dice.expr(deviation, "deviation")?,
            }),
        }
    }

    fn quantities(plan: &Plan, o: &Outcome) -> Quantities {
        match (plan, o) {
            (Plan::Guns(p), Outcome::Guns(g)) => fire::Fire::quantities(p, g),
            (_, Outcome::Bombs { deviation }) => {
                vec![("deviation".into(), (*deviation).into())]
            }
            _ => Vec::new(),
        }
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        match (plan, o) {
            (Plan::Guns(p), Outcome::Guns(g)) => {
                let mut told = fire::Fire::tell(p, g, throws);
                told.summary = format!("machine guns: {}", told.summary);
                told
            }
            (Plan::Bombs { radius, .. }, Outcome::Bombs { deviation }) => {
                let mut blocks = Vec::new();
                for t in throws {
                    blocks.push(throw_line(t, &format!("{deviation}\"")));
                }
                let mut result = serde_json::Map::new();
                result.insert("template_radius".into(), json!(radius));
                Told {
                    result,
                    summary: format!(
                        "the bombs' template drifts {deviation}\" from the unit, directly away from the aircraft: everything under it is hit"
                    ),
                    blocks,
                }
            }
            _ => Told::default(),
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(match plan {
            Plan::Guns(p) => format!(
                "the aircraft's machine guns (6.2) fire as a sustained-fire weapon (3.0): {}",
                fire::Fire::setting(p).unwrap_or_default()
            ),
            Plan::Bombs { radius, text, .. } => format!(
                "bombs: a {radius}\" radius template lands on the unit and deviates {text}\" directly away from the aircraft"
            ),
        })
    }
}

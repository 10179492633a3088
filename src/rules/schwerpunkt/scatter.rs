//! 3.0 Scatter: a template weapon that misses deviates by a scatter die and 2d6 inches. An
//! arrow gives a bearing, read as a clock hour rolled on a d12 (12 is straight on, away from the
//! firer). As written (the default) the HIT face's small arrow does the same, so every miss
//! deviates; `[scatter] hit_stays = true` is the other reading: HIT keeps it on target.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::{Die, Expr};
use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::report::Block;
use crate::rules::Cx;
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// Where a missed template lands (rule 3.0). Also used by `fire --template`.
#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Scatter {}

/// The dice of a scatter, from `[scatter]`.
#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub die: Die,
    pub distance: Expr,
    pub bearing: Expr,
    /// `[scatter] hit_stays`: the HIT face leaves the template on target (else its small arrow
    /// gives a bearing like the others, as 3.0 is written).
    pub hit_stays: bool,
}

/// Where the template went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Deviation {
    /// The template stays on target (the HIT face, when `hit_stays`).
    pub hit: bool,
    /// The scatter die showed HIT (its small arrow gives the bearing, as 3.0 is written).
    pub hit_face: bool,
    /// Inches moved (0 when it stays).
    pub distance: i64,
    /// Clock hour of the arrow (none when it stays).
    pub bearing: Option<i64>,
}

impl Plan {
    pub(crate) fn new(cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.scatter;
        Ok(Plan {
            die: t.die.die().clone(),
            distance: t.distance.expr().clone(),
            bearing: t.bearing.expr().clone(),
            hit_stays: t.hit_stays,
        })
    }

    /// The dice in the order the rules roll them: the scatter die with 2d6, then (for an
    /// arrow, or any face as 3.0 is written) the bearing.
    pub(crate) fn resolve(&self, dice: &mut dyn Dice) -> Result<Deviation> {
        let face = dice.roll(&self.die, "scatter")?;
        let inches = dice.expr(&self.distance, "distance")?;
        let hit_face = is_hit(face);
        if hit_face && self.hit_stays {
            return Ok(Deviation {
                hit: true,
                hit_face,
                distance: 0,
                bearing: None,
            });
        }
        let bearing = dice.expr(&self.bearing, "bearing")?;
        Ok(Deviation {
            hit: false,
            hit_face,
            distance: inches,
            bearing: Some(bearing),
        })
    }

    pub(crate) fn quantities(d: &Deviation) -> Quantities {
        vec![
            ("on_target".into(), d.hit.into()),
            ("bearing".into(), d.bearing.unwrap_or(0).into()),
            ("distance".into(), d.distance.into()),
        ]
    }
}

/// Whether the scatter die's face is a HIT: HIT faces are worth 1, arrows 0 (data/dice.toml).
/// `scatter`, `drift` and a template's miss all read the die this one way.
pub(crate) fn is_hit(face: i64) -> bool {
    face != 0
}

impl Deviation {
    pub(crate) fn describe(&self) -> String {
        match self.bearing {
            None => "HIT: the template stays on target".into(),
            Some(b) if self.hit_face => format!(
                "HIT, read by its small arrow: the template drifts {}\" toward {b} o'clock",
                self.distance
            ),
            Some(b) => format!("the template drifts {}\" toward {b} o'clock", self.distance),
        }
    }
}

impl Procedure for Scatter {
    const INFO: Info = Info {
        rules: ID,
        name: "scatter",
        aliases: &[],
        section: "3.0",
        about: "Where a template that missed lands: scatter die and 2d6 inches",
        after_help: "Rolls the scatter die and 2d6 together. An arrow: the template moves the 2d6 \
total in inches toward a clock hour rolled on a d12 (12 = straight on, away from the firer). \
3.0 says a template that misses \"will deviate\", so as written (the default) the HIT face does \
the same, its small arrow giving the direction: every miss deviates (ruling). With the house \
rule `[scatter] hit_stays = true` HIT leaves the template on target instead.\n\nExamples:\n  spw scatter\n  spw scatter --dice arrow,3,4,9",
        facts: Facts::new(
            Chances::Of(&[
                field("on_target", Of::YesNo, "never, as written"),
                field("bearing", Of::Number, "0 = none"),
                field("distance", Of::Number, "inches, 0 = none"),
            ]),
            Throws::Dice(
                "the scatter face (arrow or HIT), the two d6, then the clock hour of the arrow \
                 (1-12; not asked when HIT stays on target).",
            ),
        )
        .no_range("it has no options")
        .result(&[field("description", Of::Text, "where the template lands, in words")]),
    };
    type Plan = Plan;
    type Outcome = Deviation;

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        Plan::new(cx)
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Deviation> {
        plan.resolve(dice)
    }

    fn quantities(_plan: &Plan, o: &Deviation) -> Quantities {
        Plan::quantities(o)
    }

    fn tell(_plan: &Plan, o: &Deviation, throws: &[Throw]) -> Told {
        // The description is the result line: shown once, under the dice.
        let blocks: Vec<Block> = throws.iter().map(|t| throw_line(t, "")).collect();
        let mut result = serde_json::Map::new();
        result.insert("description".into(), json!(o.describe()));
        Told {
            result,
            summary: o.describe(),
            blocks,
        }
    }
}

//! 3.4 Pinning: a unit taking hits of half its strength or more is pinned, however many of the
//! hits its saves stop. No dice: the rule is a comparison, worked out here so the referee sees
//! the numbers (and `--chances` shows it is certain).

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::report::{Block, Line, Style};
use crate::rules::common;
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::schwerpunkt::{self as sp, ID};

use crate::rules::Cx;
use crate::rules::{Info, Procedure, Told};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// The largest unit or number of hits the command takes.
const MAX_COUNT: i64 = 10_000;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Pin {
    /// Hits the unit took this phase (before saves: 3.4 counts hits, not casualties)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub hits: i64,

    /// The unit's strength: its figures
    #[arg(long, value_name = "FIGURES", allow_negative_numbers = true)]
    pub strength: i64,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub hits: u32,
    pub strength: u32,
    pub percent: i64,
    /// The fewest hits that pin this unit.
    pub threshold: u64,
}

impl Procedure for Pin {
    const INFO: Info = Info {
        rules: ID,
        name: "pin",
        aliases: &["pinning"],
        section: "3.4",
        about: "Pinning: pinned when the hits are half the unit's strength or more",
        after_help: "A unit that takes hits of 50% of its strength or more is pinned (3.4): it \
may not move, fires at −1 (3.0), and needs a morale test to unpin (5.0). Hits count, not \
casualties: saves do not help.\n\nExamples:\n  spw pin --hits 4 --strength 8\n  spw pin --hits 3 --strength 7\n  spw --chances pin --hits 1..8 --strength 8 --goal pinned",
        facts: Facts::new(
            Chances::Of(&[field("pinned", Of::YesNo, "true/false, certain")]),
            Throws::Nothing("the hits are counted against the strength (3.4)."),
        )
        .result(&[field("threshold", Of::Number, "the hits that pin")]),
    };
    type Plan = Plan;
    type Outcome = bool;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::One("the unit that took the hits"),
        // 3.4: half the unit's strength as it stands.
        fill: &[Fill::subject("strength", "figures")],
        out_of_play: &[],
        barred: &[],
        effects: &[Declared::on(
            Role::Subject,
            "pinned (3.4)",
            fx::Kind::Mark("pinned"),
        )],
        luck: None,
    };

    fn effects(_plan: &Plan, pinned: &bool) -> Vec<fx::Effect> {
        if *pinned {
            vec![fx::Effect::Unit(Role::Subject, fx::Change::Mark("pinned"))]
        } else {
            Vec::new()
        }
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.pin;
        let strength = common::count(
            "--strength",
            self.strength,
            1,
            MAX_COUNT,
            "the unit's strength",
        )?;
        let hits = common::count("--hits", self.hits, 0, MAX_COUNT, "the number of hits")?;
        // hits ≥ percent% of strength, in whole numbers: hits × 100 ≥ strength × percent.
        let pct = t.percent.max(0) as u64;
        let threshold = (u64::from(strength) * pct).div_ceil(100);
        Ok(Plan {
            hits,
            strength,
            percent: t.percent,
            threshold,
        })
    }

    fn resolve(plan: &Plan, _dice: &mut dyn Dice) -> Result<bool> {
        Ok(u64::from(plan.hits) >= plan.threshold)
    }

    fn quantities(_plan: &Plan, pinned: &bool) -> Quantities {
        vec![("pinned".into(), (*pinned).into())]
    }

    fn tell(plan: &Plan, pinned: &bool, _throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        let summary = if *pinned {
            blocks.push(Block::Line(Line::new().push("pinned", Style::Bad)));
            "pinned: the unit may not move and fires at −1; a morale test unpins it (5.0)"
                .to_string()
        } else {
            blocks.push(Block::Line(Line::new().push("not pinned", Style::Good)));
            format!(
                "not pinned: {} more {} would pin it",
                plan.threshold - u64::from(plan.hits),
                if plan.threshold - u64::from(plan.hits) == 1 {
                    "hit"
                } else {
                    "hits"
                }
            )
        };
        let mut result = serde_json::Map::new();
        result.insert("threshold".into(), json!(plan.threshold));
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(setting(plan))
    }
}

/// "4 hits on a unit of 8: pinned by 4 or more (50%)".
fn setting(plan: &Plan) -> String {
    format!(
        "{} on a unit of {}: pinned by {} or more ({}% of its strength)",
        common::count_text(plan.hits, "hit", "hits"),
        plan.strength,
        plan.threshold,
        plan.percent
    )
}

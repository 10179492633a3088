//! VISIBILITY, Spotting Table: a D20 to spot an enemy unit, that number or less; automatic at
//! 6" or less, the number by quality, range band (12", 20") and leader; beyond 20" not possible.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::effects::{self as fx, Fill, Roles};
use crate::rules::tsatf::{ID, Quality, tables};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Spot {
    /// The spotting unit's quality
    #[arg(long, value_enum)]
    pub quality: Quality,

    /// Distance to the enemy unit in inches
    #[arg(long, value_name = "INCHES", allow_negative_numbers = true)]
    pub range: i64,

    /// The spotting unit has its leader
    #[arg(long)]
    pub leader: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    /// `None`: automatic.
    target: Option<i64>,
    what: String,
}

impl Procedure for Spot {
    const INFO: Info = Info {
        rules: ID,
        name: "spot",
        aliases: &[],
        section: "VISIBILITY: Spotting Table",
        about: "Spotting: a D20 to see an enemy unit, automatic within 6\"",
        after_help: "Rolls a D20 to spot an enemy unit: that number or less spots it. Within 6\" \
spotting is automatic (no die). To 12\": green 10 with a leader, 8 without; veteran 12/10; crack \
14/12. To 20\": green 8/6, veteran 10/8, crack 12/10. Beyond 20\" the table has no entry: \
refused. A unit spotted by one unit is spotted by every unit that could trace a line of sight to \
it.\n\nExamples:\n  spw tsatf spot --quality veteran --range 15 \
--leader\n  spw tsatf spot --quality green --range 4\n  spw tsatf spot --quality crack --range \
10 --dice 13\n  spw --chances tsatf spot --quality veteran --range 4..20/4 --goal spotted --at-least 50%",
        facts: Facts::new(
            Chances::Of(&[field("spotted", Of::YesNo, "")]),
            Throws::Dice("the D20."),
        )
        .result(&[
            field("roll", Of::OneOf(&[Of::Number, Of::Null]), "the D20 (none within 6\")"),
            field("target", Of::OneOf(&[Of::Number, Of::Null]), "the most that spots"),
        ]),
    };
    type Plan = Plan;
    type Outcome = (bool, Option<i64>);

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the unit spotting",
            target: "the unit to be seen",
        },
        fill: &[
            Fill::unit("quality", "quality"),
            Fill::unit("leader", "leader"),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[],
        luck: fx::Luck::higher("spotted", fx::Role::Unit),
    };

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &tables(cx.data)?.spotting;
        common::within("--range", Some(self.range), 1000, "too far")?;
        let who = format!(
            "{} {} leader at {}\"",
            self.quality.name(),
            if self.leader { "with" } else { "without" },
            self.range
        );
        if self.range <= t.automatic {
            return Ok(Plan {
                target: None,
                what: format!("{who}: automatic within {}\", no die", t.automatic),
            });
        }
        let bands = t.bands(self.quality);
        let b = bands
            .iter()
            .find(|b| self.range <= b.range)
            .ok_or_else(|| {
                Error::usage(format!(
                    "--range {}: beyond {}\" the Spotting Table has no entry, so spotting is not possible",
                    self.range,
                    bands.last().map_or(t.automatic, |b| b.range)
                ))
            })?;
        let n = b.hit[usize::from(!self.leader)];
        Ok(Plan {
            target: Some(n),
            what: format!("{who} ({}\" or less): spots on {n} or less", b.range),
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<(bool, Option<i64>)> {
        match plan.target {
            None => Ok((true, None)),
            Some(n) => {
                let r = dice.roll(&Die::standard(20), "spot")?;
                Ok((r <= n, Some(r)))
            }
        }
    }

    fn quantities(_plan: &Plan, o: &(bool, Option<i64>)) -> Quantities {
        vec![("spotted".into(), o.0.into())]
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(plan.what.clone())
    }

    fn tell(plan: &Plan, o: &(bool, Option<i64>), throws: &[Throw]) -> Told {
        let summary = if o.0 {
            "the enemy unit is spotted, by every unit with a line of sight to it"
        } else {
            "not spotted"
        }
        .to_string();
        let mut result = serde_json::Map::new();
        result.insert("roll".into(), json!(o.1));
        result.insert("target".into(), json!(plan.target));
        Told {
            result,
            summary,
            blocks: throws.iter().map(|t| throw_line(t, "")).collect(),
        }
    }
}

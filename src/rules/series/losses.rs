//! 12.8–12.81 Combat Hits absorbed: how many the defender may take as retreat hexes (at most
//! two, the second only for motorized units In Supply, never two on a single hit), the forced
//! retreat when the hits exceed the defending units, the extra step lost when a forced
//! retreat is impossible, and the step losses spread evenly over the units (12.8). The
//! attacker takes every hit as a step loss (12.81).

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::common::{self, noun};
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::series::{ID, tables};
use crate::rules::{Info, Procedure, Told};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Losses {
    /// The final Combat Hits against this side, after combat chits (12.8)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub hits: i64,

    /// The units involved on this side (each absorbs step losses in turn, 12.8)
    #[arg(
        long,
        value_name = "N",
        default_value_t = 1,
        allow_negative_numbers = true
    )]
    pub units: i64,

    /// These are the attacker's hits: all are step losses, the attacker never retreats (12.81)
    #[arg(long, conflicts_with_all = ["motorized", "out_of_supply", "cannot_retreat", "retreat"])]
    pub attacker: bool,

    /// Every defending unit is motorized (may retreat two hexes if In Supply, 12.81)
    #[arg(long)]
    pub motorized: bool,

    /// The defenders are Out of Supply (motorized units then retreat one hex at most)
    #[arg(long)]
    pub out_of_supply: bool,

    /// The defenders have no retreat path (12.811): every hit is a step loss, and one more if
    /// the retreat was forced
    #[arg(long)]
    pub cannot_retreat: bool,

    /// Retreat hexes the defender chooses (default: the fewest the rules require)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub retreat: Option<i64>,
}

/// The most hits or units this answers for: far beyond any combat.
const MAX: i64 = 1000;

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    hits: i64,
    units: i64,
    attacker: bool,
    /// The most retreat hexes allowed here, and why.
    most: i64,
    forced: bool,
    cannot: bool,
    retreat: i64,
    steps: i64,
    extra: i64,
}

impl Procedure for Losses {
    const INFO: Info = Info {
        rules: ID,
        name: "losses",
        aliases: &[],
        section: "12.8–12.81",
        about: "Combat Hits as retreat hexes and step losses, spread over the units",
        after_help: "Each Combat Hit is absorbed as a step loss or a retreat hex (12.8). Only \
the defender retreats: at most two hits become retreat hexes, the second only if every \
defending unit is motorized and In Supply, and not when there was a single hit (12.81). When \
the hits exceed the defending units the defender must retreat at least one hex; if he must but \
cannot, every hit is a step loss and one more step is lost. Step losses are spread evenly: no \
unit takes a second until every unit has taken one (12.8).\n\nExamples:\n  \
spw losses --hits 3 --units 2 --motorized --retreat 2\n  spw losses --hits 4 --units 2 \
--cannot-retreat\n  spw losses --hits 2 --units 3 --attacker\n  spw --chances losses --hits 1..6 --units 2 --goal 'step_losses>=2'",
        facts: Facts::new(
            Chances::Of(&[
                field("retreat_hexes", Of::Number, ""),
                field("step_losses", Of::Number, ""),
                field("forced_retreat", Of::YesNo, ""),
            ]),
            Throws::Nothing("the hits are spread over the units (12.8, 12.81)."),
        )
        .note(" (no dice, so each is certain)")
        .result(&[
            field("most_retreat", Of::Number, "the most hexes the defender may retreat"),
            field("per_unit", Of::List, "each unit's step losses"),
        ]),
    };
    type Plan = Plan;
    type Outcome = ();

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::One("the unit taking the hits (with --units 1)"),
        fill: &[
            Fill::subject("motorized", "motorized"),
            Fill::subject("out-of-supply", "out_of_supply"),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[
            Declared::on(
                Role::Subject,
                "step_losses, one unit (12.8)",
                fx::Kind::Lose("steps"),
            ),
            Declared::on(Role::Subject, "no steps left", fx::Kind::Destroy),
            Declared::game(
                "step_losses over several units: spread by the owner (12.8)",
                fx::Kind::Choice,
            ),
        ],
        luck: None,
    };

    fn effects(plan: &Plan, _: &()) -> Vec<fx::Effect> {
        if plan.steps <= 0 {
            return Vec::new();
        }
        if plan.units != 1 {
            let steps = u32::try_from(plan.steps).unwrap_or(u32::MAX);
            return vec![fx::Effect::Choice(format!(
                "{} spread over {} units, no unit a second before each has one (12.8): the owner picks which",
                common::count_text(steps, "step loss", "step losses"),
                plan.units
            ))];
        }
        vec![
            fx::Effect::Unit(
                Role::Subject,
                fx::Change::Lose("steps", plan.steps.unsigned_abs()),
            ),
            fx::Effect::Unit(Role::Subject, fx::Change::DestroyWhenNone(&["steps"])),
        ]
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &tables(cx.data)?.losses;
        let hits = i64::from(common::count(
            "--hits",
            self.hits,
            0,
            MAX,
            "the Combat Hits",
        )?);
        let units = i64::from(common::count(
            "--units",
            self.units,
            1,
            MAX,
            "the units involved",
        )?);
        let most = if self.attacker || self.cannot_retreat {
            0
        } else if self.motorized && !self.out_of_supply {
            t.max_retreat.min(hits)
        } else {
            t.non_motorized_retreat.min(hits)
        };
        // 12.81: "If the final number of Combat Hits exceeds the total number of defending
        // units, the defender has to retreat".
        let forced = !self.attacker && hits > units;
        let retreat = match self.retreat {
            Some(r) if r < 0 || r > most => {
                let why = if self.cannot_retreat {
                    "the defenders cannot retreat".to_string()
                } else if hits < 2 && most == hits {
                    format!("{hits} Combat Hit allows at most {most} (12.81)")
                } else if self.motorized && !self.out_of_supply {
                    let hexes = noun(u32::try_from(most).unwrap_or(0), "hex", "hexes");
                    format!("at most {most} {hexes} (12.81)")
                } else {
                    format!(
                        "only motorized units In Supply retreat more than {} (12.81)",
                        t.non_motorized_retreat
                    )
                };
                return Err(Error::usage(format!("--retreat {r}: {why}")));
            }
            Some(0) if forced && !self.cannot_retreat => {
                return Err(Error::usage(format!(
                    "--retreat 0: {hits} hits exceed {}, so the defender must retreat at least one hex (12.81)",
                    common::count_text(u32::try_from(units).unwrap_or(0), "unit", "units")
                )));
            }
            Some(r) => r,
            None => i64::from(forced && !self.cannot_retreat),
        };
        let extra = if forced && self.cannot_retreat {
            t.cannot_retreat_extra
        } else {
            0
        };
        Ok(Plan {
            hits,
            units,
            attacker: self.attacker,
            most,
            forced,
            cannot: self.cannot_retreat,
            retreat,
            steps: hits - retreat + extra,
            extra,
        })
    }

    fn resolve(_plan: &Plan, _dice: &mut dyn Dice) -> Result<()> {
        Ok(())
    }

    fn quantities(plan: &Plan, _: &()) -> Quantities {
        vec![
            ("retreat_hexes".into(), plan.retreat.into()),
            ("step_losses".into(), plan.steps.into()),
            ("forced_retreat".into(), plan.forced.into()),
        ]
    }

    fn tell(plan: &Plan, _: &(), _throws: &[Throw]) -> Told {
        let side = if plan.attacker {
            "attacker"
        } else {
            "defender"
        };
        let mut blocks = vec![Block::Line(Line::plain(format!(
            "{} against the {side}'s {}",
            hits_text(plan.hits),
            units_text(plan.units)
        )))];
        if plan.attacker {
            blocks.push(Block::Line(Line::plain(
                "the attacker never retreats: every hit is a step loss (12.81)",
            )));
        } else if plan.cannot {
            let mut l = "no retreat is possible: every hit is a step loss".to_string();
            if plan.extra > 0 {
                l.push_str(&format!(
                    ", and the forced retreat that cannot be made costs {} more (12.81)",
                    plan.extra
                ));
            }
            blocks.push(Block::Line(Line::plain(l)));
        } else {
            if plan.forced {
                blocks.push(Block::Line(Line::plain(
                    "the hits exceed the units: the defender must retreat at least one hex (12.81)",
                )));
            }
            blocks.push(Block::Line(Line::plain(format!(
                "up to {} {} may be taken as retreat {} (12.81); {} taken",
                plan.most,
                noun(plan.most as u32, "hit", "hits"),
                noun(plan.most as u32, "hex", "hexes"),
                plan.retreat
            ))));
        }
        let spread = spread(plan.steps, plan.units);
        blocks.push(Block::Line(Line::new().push(
            format!(
                "{} {}{}",
                plan.steps,
                noun(plan.steps as u32, "step loss", "step losses"),
                if spread.is_empty() {
                    String::new()
                } else {
                    format!(": {spread} (12.8)")
                }
            ),
            Style::Strong,
        )));
        let summary = if plan.retreat > 0 {
            format!(
                "retreat {} {}, {} {}",
                plan.retreat,
                noun(plan.retreat as u32, "hex", "hexes"),
                plan.steps,
                noun(plan.steps as u32, "step loss", "step losses")
            )
        } else {
            format!(
                "{} {}",
                plan.steps,
                noun(plan.steps as u32, "step loss", "step losses")
            )
        };
        let mut result = serde_json::Map::new();
        result.insert("most_retreat".into(), json!(plan.most));
        result.insert("per_unit".into(), json!(per_unit(plan.steps, plan.units)));
        Told {
            result,
            summary,
            blocks,
        }
    }
}

/// 12.8: the steps each unit loses, evenly: the first `steps mod units` take one more.
fn per_unit(steps: i64, units: i64) -> Vec<i64> {
    (0..units)
        .map(|i| steps / units + i64::from(i < steps % units))
        .collect()
}

/// "2 units lose 2 steps, 1 unit 1 step".
fn spread(steps: i64, units: i64) -> String {
    if steps == 0 {
        return String::new();
    }
    let (base, more) = (steps / units, steps % units);
    let part = |n: i64, s: i64| {
        format!(
            "{n} {} {s} {}",
            noun(n as u32, "unit", "units"),
            noun(s as u32, "step", "steps")
        )
    };
    let mut parts = Vec::new();
    if more > 0 {
        parts.push(part(more, base + 1));
    }
    if base > 0 {
        parts.push(part(units - more, base));
    } else if units - more > 0 {
        parts.push(format!(
            "{} {} none",
            units - more,
            noun((units - more) as u32, "unit", "units")
        ));
    }
    parts.join(", ")
}

fn hits_text(n: i64) -> String {
    format!("{n} Combat {}", noun(n as u32, "Hit", "Hits"))
}

fn units_text(n: i64) -> String {
    format!("{n} {}", noun(n as u32, "unit", "units"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_spread_evenly() {
        assert_eq!(per_unit(5, 3), vec![2, 2, 1]);
        assert_eq!(per_unit(2, 3), vec![1, 1, 0]);
        assert_eq!(spread(5, 3), "2 units 2 steps, 1 unit 1 step");
        assert_eq!(spread(2, 3), "2 units 1 step, 1 unit none");
        assert_eq!(spread(3, 3), "3 units 1 step");
    }
}

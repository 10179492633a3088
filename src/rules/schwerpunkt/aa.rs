//! 6.1 Anti-aircraft fire: 2d6 per shot at an aircraft within 48"; 12 shoots it down, 8–11
//! drives it from the table. An AA gun fires twice a turn, at one target or two.
//!
//! The shots are tallied as they are rolled, each running tally a [`settle`]d step, so the
//! exact interpreter follows how many planes are down and driven off, not every way the dice
//! fell: forty shots stay fast.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::data::RollRange;
use crate::dice::ast::Expr;
use crate::engine::{Dice, Quantities, Throw, settle};
use crate::error::{Error, Result};
use crate::rules::common;
use crate::rules::schwerpunkt::data::AaEffect;
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::session::Cx;

/// The most shots one command resolves (twenty guns' worth).
const MAX_SHOTS: i64 = 40;

#[derive(Args, Clone, Debug, Serialize)]
pub(crate) struct Aa {
    /// AA guns firing; each fires twice in a turn (6.1)
    #[arg(
        short,
        long,
        value_name = "N",
        allow_negative_numbers = true,
        conflicts_with = "shots"
    )]
    pub guns: Option<i64>,

    /// Shots fired, when fewer than two per gun are taken
    #[arg(short, long, value_name = "N", allow_negative_numbers = true)]
    pub shots: Option<i64>,

    /// The distance to the aircraft in inches: an AA gun reaches 48" (6.1)
    #[arg(long, value_name = "INCHES", allow_negative_numbers = true)]
    pub range: Option<i64>,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub dice: Expr,
    pub text: String,
    /// (low, high, effect, what the referee reads out).
    pub rows: Vec<(i64, i64, AaEffect, String)>,
    pub shots: u32,
}

/// Planes shot down and driven off, and each shot as it fell. The shots are kept only when
/// rolled (`None` while explored): the running tally is [`settle`]d, and every shot in it
/// would make each order of results its own branch.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Outcome {
    pub shot_down: u32,
    pub driven_off: u32,
    pub shots: Option<Vec<Shot>>,
}

/// One shot: the dice total and the `[aa]` row it fell in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Shot {
    pub roll: i64,
    pub row: usize,
}

impl Procedure for Aa {
    const INFO: Info = Info {
        rules: ID,
        name: "aa",
        aliases: &["anti-aircraft"],
        section: "6.1",
        about: "Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off",
        after_help: "An AA gun may fire at an aircraft within 48\": 2d6 per shot, 12 shoots the plane \
down, 8–11 forces it from the table (`spw table aa`). Each gun fires twice in a turn, at the same \
target or at different ones: --guns N fires 2N shots, --shots N any other number. Shots are \
rolled one after another; each shot's result is shown.\n\n--chances quantities: shot_down, \
driven_off (how many shots did each).\n\nExamples:\n  spw aa --guns 1\n  spw aa --guns 2 --range 30\n  \
spw aa --shots 1 --dice 6,6",
    };
    type Plan = Plan;
    type Outcome = Outcome;

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.aa;
        common::within(
            "--range",
            self.range,
            t.range,
            &format!(
                "an AA gun fires only at aircraft within {}\" (6.1)",
                t.range
            ),
        )?;
        let per_gun = i64::from(t.shots_per_gun);
        let shots = match (self.guns, self.shots) {
            (Some(g), _) => {
                let most = (MAX_SHOTS / per_gun).max(1);
                common::count("--guns", g, 1, most, "the number of AA guns")? * t.shots_per_gun
            }
            (None, Some(s)) => common::count("--shots", s, 1, MAX_SHOTS, "the number of shots")?,
            (None, None) => {
                return Err(Error::usage(
                    "aa needs --guns N (each fires twice, 6.1) or --shots N",
                ));
            }
        };
        let rows = t
            .rows
            .iter()
            .map(|r| (r.roll.lo, r.roll.hi, r.effect, r.result.clone()))
            .collect();
        Ok(Plan {
            dice: t.dice.expr().clone(),
            text: t.dice.text().to_string(),
            rows,
            shots,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        volley(plan, dice, plan.shots)
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        vec![
            ("shot_down".into(), o.shot_down.into()),
            ("driven_off".into(), o.driven_off.into()),
        ]
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        let mut shots = Vec::new();
        // Each shot threw its dice as one step, in order.
        for (t, shot) in throws.iter().zip(o.shots.iter().flatten()) {
            let text = plan.rows.get(shot.row).map_or("", |r| r.3.as_str());
            let total = shot.roll;
            blocks.push(throw_line(t, &format!("= {total} → {text}")));
            shots.push(json!({"roll": total, "result": text}));
        }
        let misses = plan.shots - o.shot_down - o.driven_off;
        let summary = format!(
            "{} shot down, {} driven off, {} no effect",
            o.shot_down, o.driven_off, misses
        );
        let mut result = serde_json::Map::new();
        result.insert("shots".into(), json!(shots));
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(shots_line(plan))
    }
}

/// "4 shots at 2d6 each: 12 shoots the plane down, 8–11 drives it off" (from the table's rows).
fn shots_line(plan: &Plan) -> String {
    let effects: Vec<String> = plan
        .rows
        .iter()
        .filter(|(_, _, e, _)| *e != AaEffect::None)
        .rev()
        .map(|(lo, hi, e, _)| {
            let roll = RollRange { lo: *lo, hi: *hi }.to_string();
            let does = match e {
                AaEffect::ShotDown => "shoots the plane down",
                _ => "drives it off",
            };
            format!("{roll} {does}")
        })
        .collect();
    format!(
        "{} at {} each: {}",
        common::count_text(plan.shots, "shot", "shots"),
        plan.text,
        effects.join(", ")
    )
}

/// The first `n` shots, in order, tallied.
fn volley(plan: &Plan, dice: &mut dyn Dice, n: u32) -> Result<Outcome> {
    if n == 0 {
        return Ok(Outcome {
            shot_down: 0,
            driven_off: 0,
            shots: dice.rolling().then(Vec::new),
        });
    }
    settle(dice, "AA fire", |d| {
        let mut o = volley(plan, d, n - 1)?;
        let roll = d.expr(&plan.dice, &format!("shot {n}"))?;
        let row = plan
            .rows
            .iter()
            .position(|(lo, hi, _, _)| (*lo..=*hi).contains(&roll))
            // The data check gives every roll of the dice a row.
            .ok_or_else(|| {
                Error::Runtime(format!(
                    "[aa] has no row for a roll of {roll} on {}",
                    plan.text
                ))
            })?;
        match plan.rows[row].2 {
            AaEffect::ShotDown => o.shot_down += 1,
            AaEffect::DrivenOff => o.driven_off += 1,
            AaEffect::None => {}
        }
        if let Some(shots) = &mut o.shots {
            shots.push(Shot { roll, row });
        }
        Ok(o)
    })
}

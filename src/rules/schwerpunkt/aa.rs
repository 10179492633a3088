//! 6.1 Anti-aircraft fire: 2d6 per shot at an aircraft within 48"; 12 shoots it down, 8–11
//! drives it from the table. An AA gun fires twice a turn, at one target or two.
//! `--one-plane`: every shot is at the same plane, so the shots stop once it is shot down or
//! driven off, and the answer is the plane's fate.
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
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::effects::{self as fx, Fill, Roles};
use crate::rules::schwerpunkt::data::AaEffect;
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// The most shots one command resolves (twenty guns' worth).
const MAX_SHOTS: i64 = 40;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
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

    /// Every shot is at the same plane: a shot is fired only while it is still there (6.1),
    /// and the answer is its fate (shot down, driven off, unharmed)
    #[arg(long)]
    pub one_plane: bool,
}

/// 6.1 at one plane: what became of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Fate {
    Unharmed,
    DrivenOff,
    ShotDown,
}

impl Fate {
    fn name(self) -> &'static str {
        match self {
            Fate::Unharmed => "unharmed",
            Fate::DrivenOff => "driven off",
            Fate::ShotDown => "shot down",
        }
    }
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub dice: Expr,
    pub text: String,
    /// (low, high, effect, what the referee reads out).
    pub rows: Vec<(i64, i64, AaEffect, String)>,
    pub shots: u32,
    /// `--one-plane`: all shots at one plane, stopping once it is down or driven off.
    pub one_plane: bool,
}

/// Planes shot down and driven off, and each shot as it fell. The shots are kept only when
/// rolled (`None` while explored): the running tally is [`settle`]d, and every shot in it
/// would make each order of results its own branch.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Outcome {
    pub shot_down: u32,
    pub driven_off: u32,
    pub shots: Option<Vec<Shot>>,
    /// `--one-plane`: the plane's fate.
    pub plane: Option<Fate>,
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
rolled one after another; each shot's result is shown. Without --one-plane every shot counts, as \
at planes enough for all of them. --one-plane: all the shots are at one plane, so a shot is fired \
only while the plane is still there (a gun's second shot only if the first had no effect) and \
the answer is the plane's fate.\n\nExamples:\n  spw aa --guns 1\n  spw aa --guns 2 --range 30\n  \
spw aa --guns 1 --one-plane\n  spw aa --shots 1 --dice 6,6\n  spw --chances aa --guns 1..4 --goal 'shot_down>=1' --at-least 15%",
        facts: Facts::new(
            Chances::Of(&[
                field("shot_down", Of::Number, "how many shots shot a plane down"),
                field("driven_off", Of::Number, "how many shots drove a plane off"),
                field(
                    "plane",
                    Of::Words(&["shot down", "driven off", "unharmed"]),
                    "with --one-plane, instead: shot down, driven off, unharmed",
                ),
            ]),
            Throws::Dice(
                "2d6 per shot in order (with --one-plane, none after the shot that downs or \
                 drives off the plane).",
            ),
        )
        .result(&[field("shots", Of::List, "each shot's roll and result")]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::One("the anti-aircraft battery"),
        fill: &[Fill::subject("guns", "guns")],
        out_of_play: &[],
        barred: &[],
        effects: &[],
        luck: None,
    };

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
            one_plane: self.one_plane,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        if plan.one_plane {
            return at_one_plane(plan, dice);
        }
        volley(plan, dice, plan.shots)
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        if let Some(fate) = o.plane {
            return vec![("plane".into(), fate.name().into())];
        }
        vec![
            ("shot_down".into(), o.shot_down.into()),
            ("driven_off".into(), o.driven_off.into()),
        ]
    }

    fn outcome_order(_plan: &Plan, quantity: &str) -> Vec<String> {
        if quantity != "plane" {
            return Vec::new();
        }
        [Fate::ShotDown, Fate::DrivenOff, Fate::Unharmed]
            .iter()
            .map(|f| f.name().to_string())
            .collect()
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
        let mut result = serde_json::Map::new();
        let summary = match o.plane {
            Some(fate) => {
                let fired = shots.len();
                let left = plan.shots as usize - fired.min(plan.shots as usize);
                result.insert("plane".into(), json!(fate.name()));
                let mut s = format!(
                    "the plane is {} ({})",
                    fate.name(),
                    common::count_text(fired as u32, "shot", "shots")
                );
                if left > 0 && o.shots.is_some() {
                    s.push_str(&format!(
                        "; {} not fired: the plane is gone",
                        common::count_text(left as u32, "shot", "shots")
                    ));
                }
                s
            }
            None => {
                let misses = plan.shots - o.shot_down - o.driven_off;
                format!(
                    "{} shot down, {} driven off, {} no effect",
                    o.shot_down, o.driven_off, misses
                )
            }
        };
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
    let at = if plan.one_plane {
        "; all at one plane, fired while it is still there (--one-plane)"
    } else {
        "; every shot counted, as at a plane of its own"
    };
    format!(
        "{} at {} each: {}{at}",
        common::count_text(plan.shots, "shot", "shots"),
        plan.text,
        effects.join(", ")
    )
}

/// 6.1 at one plane: shot after shot until one shoots it down or drives it off. Like
/// [`volley`], each shot is a [`settle`]d step on the plane's state so far, so the exact
/// interpreter follows three states rather than every way the dice fell.
fn at_one_plane(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
    let (fate, shots) = one_plane_after(plan, dice, plan.shots)?;
    Ok(Outcome {
        shot_down: 0,
        driven_off: 0,
        shots,
        plane: Some(fate.unwrap_or(Fate::Unharmed)),
    })
}

/// The plane after the first `n` shots: `None` while still there; with the shots fired when
/// rolled.
fn one_plane_after(
    plan: &Plan,
    dice: &mut dyn Dice,
    n: u32,
) -> Result<(Option<Fate>, Option<Vec<Shot>>)> {
    if n == 0 {
        return Ok((None, dice.rolling().then(Vec::new)));
    }
    settle(dice, "AA fire", |d| {
        let (fate, mut shots) = one_plane_after(plan, d, n - 1)?;
        if fate.is_some() {
            // The plane is gone: the shot is not fired.
            return Ok((fate, shots));
        }
        let (roll, row) = shot(plan, d, n)?;
        if let Some(shots) = &mut shots {
            shots.push(Shot { roll, row });
        }
        let fate = match plan.rows[row].2 {
            AaEffect::ShotDown => Some(Fate::ShotDown),
            AaEffect::DrivenOff => Some(Fate::DrivenOff),
            AaEffect::None => None,
        };
        Ok((fate, shots))
    })
}

/// Shot `n`: its dice total and the `[aa]` row it fell in.
fn shot(plan: &Plan, dice: &mut dyn Dice, n: u32) -> Result<(i64, usize)> {
    let roll = dice.expr(&plan.dice, &format!("shot {n}"))?;
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
    Ok((roll, row))
}

/// The first `n` shots, in order, tallied.
fn volley(plan: &Plan, dice: &mut dyn Dice, n: u32) -> Result<Outcome> {
    if n == 0 {
        return Ok(Outcome {
            shot_down: 0,
            driven_off: 0,
            shots: dice.rolling().then(Vec::new),
            plane: None,
        });
    }
    settle(dice, "AA fire", |d| {
        let mut o = volley(plan, d, n - 1)?;
        let (roll, row) = shot(plan, d, n)?;
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

//! 2.0 Movement: a unit moves the distance in its profile plus "the unknown of a die roll"
//! (1.6), a d6, or a d4 in difficult terrain (2.0); an obstacle takes a skill test to clear
//! (2.0); a vehicle with partial damage moves only on a d6 of 5+ (3.5, damage result 1).
//!
//! Rulings (beside the numbers in `[movement]`): the die is added to the profile distance;
//! a unit failing the obstacle test stops there for the rest of the move; a partly damaged
//! vehicle rolls each time it tries to move.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::effects::{self as fx, Fill, Roles};
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// The longest profile distance the command takes, in inches (a table is a few feet across).
const MAX_RATING: i64 = 1000;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Move {
    /// The distance in the unit's profile, in inches (2.0); the die is added to it (1.6)
    #[arg(long, value_name = "INCHES", allow_negative_numbers = true)]
    pub rating: i64,

    /// Difficult terrain (mud, steep rocks, dense woods): a d4 instead of the d6 (2.0)
    #[arg(long)]
    pub difficult: bool,

    /// An obstacle in the way (fence, hedge, barbed wire): the unit clears it on a skill test,
    /// a d6 of this skill or more (2.0)
    #[arg(long, value_name = "SKILL", allow_negative_numbers = true)]
    pub obstacle: Option<i64>,

    /// A vehicle with partial damage (damage result 1): it moves only on a d6 of 5+ (3.5)
    #[arg(long)]
    pub partial_damage: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub rating: i64,
    /// The movement die: a d6, or a d4 in difficult terrain.
    pub die: Die,
    pub difficult: bool,
    /// The skill test to clear an obstacle: the die and the skill.
    pub obstacle: Option<(Die, i64)>,
    /// A partly damaged vehicle: the die and the score it must make to move.
    pub partial: Option<(Die, i64)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Moved {
    /// False only for a partly damaged vehicle that failed its roll.
    pub moves: bool,
    /// Inches moved (the profile plus the die), 0 when it does not move.
    pub distance: i64,
    /// With an obstacle: whether the unit clears it (false when it does not move at all).
    pub cleared: Option<bool>,
}

impl Procedure for Move {
    const INFO: Info = Info {
        rules: ID,
        name: "move",
        aliases: &["movement"],
        section: "1.6, 2.0, 3.5",
        about: "Movement: the profile distance plus a d6 (a d4 in difficult terrain)",
        after_help: "A unit moves the distance in its profile (2.0) and \"the unknown of a die \
roll\" (1.6): ruling, the die is added, a d6, or a d4 in difficult terrain (--difficult, 2.0). \
--obstacle SKILL: a unit coming up against a fence, hedge or wire must pass a skill test, a d6 \
of its skill or more, to clear it and continue (2.0); ruling: one that fails stops at the \
obstacle for the rest of this move. --partial-damage: a vehicle with partial damage moves only \
on a d6 of 5+ (3.5, damage result 1); ruling: rolled each time it tries to move, and a failure \
means it does not move this turn.\n\nExamples:\n  spw move --rating 6\n  \
spw move --rating 6 --difficult --obstacle 4\n  spw move --rating 8 --partial-damage\n  spw \
move --rating 6 --obstacle 4 --dice 3,5\n  spw --chances move --rating 6 --obstacle 2..6 --goal cleared --at-least 50%",
        facts: Facts::new(
            Chances::Of(&[
                field("distance", Of::Number, "inches, 0 when a vehicle does not move"),
                field("moves", Of::YesNo, "true/false, with --partial-damage"),
                field(
                    "cleared",
                    Of::YesNo,
                    "true/false, with --obstacle; false when the vehicle does not move",
                ),
            ]),
            Throws::Dice(
                "the partial-damage d6 (with --partial-damage), the movement die, then the \
                 obstacle's skill test (with --obstacle), each thrown even when its answer is \
                 already certain.",
            ),
        )
        .result(&[field("rating", Of::Number, "the profile distance")]),
    };
    type Plan = Plan;
    type Outcome = Moved;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::One("the unit moving"),
        fill: &[
            Fill::subject("rating", "move"),
            Fill::subject("partial-damage", "partial_damage"),
        ],
        out_of_play: &[],
        barred: &[
            fx::Bar::new("pinned", "pinned troops may not move (3.4); a passed morale test unpins them (5.0)"),
            fx::Bar::new("immobilised", "an immobilised vehicle does not move (3.5)"),
        ],
        effects: &[],
        luck: fx::Luck::higher("distance", fx::Role::Subject),
    };

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let s = sp::tables(cx.data)?;
        let t = &s.movement;
        common::count(
            "--rating",
            self.rating,
            0,
            MAX_RATING,
            "the profile distance in inches",
        )?;
        let die = if self.difficult {
            t.difficult_die.die().clone()
        } else {
            t.die.die().clone()
        };
        let obstacle = match self.obstacle {
            Some(skill) => {
                let test = s.test.die.die().clone();
                let skill = common::rating("--obstacle", skill, &test, "2.0")?;
                Some((test, skill))
            }
            None => None,
        };
        let partial = self
            .partial_damage
            .then(|| (t.partial_damage_die.die().clone(), t.partial_damage_need));
        Ok(Plan {
            rating: self.rating,
            die,
            difficult: self.difficult,
            obstacle,
            partial,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Moved> {
        if let Some((die, need)) = &plan.partial {
            if !common::test_at_least(dice, die, *need, "partial damage")? {
                return Ok(Moved {
                    moves: false,
                    distance: 0,
                    cleared: plan.obstacle.as_ref().map(|_| false),
                });
            }
        }
        let distance = plan.rating + dice.roll(&plan.die, "movement")?;
        let cleared = match &plan.obstacle {
            Some((die, skill)) => Some(common::test_at_least(dice, die, *skill, "obstacle")?),
            None => None,
        };
        Ok(Moved {
            moves: true,
            distance,
            cleared,
        })
    }

    fn quantities(plan: &Plan, o: &Moved) -> Quantities {
        let mut q: Quantities = Vec::new();
        q.push(("distance".into(), o.distance.into()));
        if plan.partial.is_some() {
            q.push(("moves".into(), o.moves.into()));
        }
        if let Some(c) = o.cleared {
            q.push(("cleared".into(), c.into()));
        }
        q
    }

    fn tell(plan: &Plan, o: &Moved, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        let find = |what: &str| throws.iter().find(|t| &*t.what == what);
        if let Some((die, need)) = &plan.partial {
            blocks.push(Block::Line(Line::plain(format!(
                "partial damage: the vehicle moves only on a {} of {need}+ (3.5)",
                die.name
            ))));
            if let Some(t) = find("partial damage") {
                blocks.push(throw_line(
                    t,
                    if o.moves { "moves" } else { "does not move" },
                ));
            }
        }
        if o.moves {
            if let Some(t) = find("movement") {
                blocks.push(throw_line(t, &format!("→ {}\"", o.distance)));
            }
        }
        if let (Some((_, skill)), Some(cleared), true) = (&plan.obstacle, o.cleared, o.moves) {
            blocks.push(Block::Line(Line::plain(format!(
                "obstacle: a skill test, passed on {skill}+ (2.0)"
            ))));
            if let Some(t) = find("obstacle") {
                blocks.push(throw_line(t, if cleared { "clears it" } else { "held" }));
            }
        }
        let summary = match (o.moves, o.cleared) {
            (false, _) => "partial damage: the vehicle does not move this turn".to_string(),
            (true, None) => format!("may move up to {}\"", o.distance),
            (true, Some(true)) => format!(
                "may move up to {}\", clearing the obstacle on the way",
                o.distance
            ),
            (true, Some(false)) => format!(
                "may move up to {}\", but stops at the obstacle: the skill test failed",
                o.distance
            ),
        };
        if !o.moves {
            blocks.push(Block::Line(Line::new().push("does not move", Style::Bad)));
        }
        let mut result = serde_json::Map::new();
        result.insert("rating".into(), json!(plan.rating));
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        let terrain = if plan.difficult {
            " (difficult terrain, 2.0)"
        } else {
            ""
        };
        Some(format!(
            "movement: {}\" + {}{terrain}: {} to {}\"",
            plan.rating,
            plan.die.name,
            plan.rating + plan.die.min(),
            plan.rating + plan.die.max()
        ))
    }
}

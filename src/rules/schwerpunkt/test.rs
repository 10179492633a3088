//! Skill tests (1.6): a d6, passed on the skill rating or more. Taken to cross obstacles and to
//! dig in (2.0), to get gas masks on (3.6) and by the occupants of a building under a template
//! (3.9). One test for a unit, or one per figure.

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::common::{self, Mods};
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// The most tests one command rolls (every figure of a large unit).
const MAX_TESTS: i64 = 1000;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Test {
    /// The skill rating: a test passes on a d6 of this or more
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub skill: i64,

    /// How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)
    #[arg(
        long,
        visible_alias = "tests",
        value_name = "N",
        default_value_t = 1,
        allow_negative_numbers = true
    )]
    pub figures: i64,

    /// What the test is for; changes only the words of the result
    #[arg(id = "for", long = "for", value_enum, value_name = "REASON")]
    #[serde(rename = "for")]
    pub reason: Option<Reason>,
}

/// Why a skill test is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Reason {
    /// 2.0: to get through fences, hedges, barbed wire
    Obstacle,
    /// 2.0: to dig a trench, dug in next turn
    DigIn,
    /// 3.6: to get gas masks on when a gas cloud touches
    GasMask,
    /// 3.9: occupants of a building hit by a template weapon
    Building,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub die: Die,
    pub skill: i64,
    /// Modifiers to the roll: only a template on a building has any ([save] building, 3.9).
    pub mods: Mods,
    /// The score needed on the die after the modifiers.
    pub need: i64,
    pub tests: u32,
    pub reason: Option<Reason>,
}

impl Procedure for Test {
    const INFO: Info = Info {
        rules: ID,
        name: "test",
        aliases: &["skill-test"],
        section: "1.6, 2.0, 3.6, 3.9",
        about: "Skill tests: a d6, passed on the skill rating or more",
        after_help: "Each test rolls a d6 and passes on the skill rating or more (1.6). A unit \
tests once to cross an obstacle or to dig in (2.0); every figure a gas cloud touches tests to get \
its gas mask on (3.6); every occupant of a building under a template tests to avoid becoming a \
casualty (3.9). --for only changes the words, except --for building: it is the same roll as \
`spw save --building-template N` (the save's die and its building modifier, 0 as written: ruling, \
3.9), so the two always agree.\n\nExamples:\n  spw test --skill 4 --for obstacle\n  spw \
test --skill 3 --figures 6 --for gas-mask\n  spw test --skill 5 --for dig-in --dice 5\n  spw --chances test --skill 4 --figures 2..6 --goal 'passed>=2' --at-least 50%",
        facts: Facts::new(
            Chances::Of(&[field(
                "passed",
                Of::OneOf(&[Of::YesNo, Of::Number]),
                "true/false for one test, the number passed for several",
            )]),
            Throws::Dice(
                "a d6 per test in turn (per figure with --figures), even when the answer is \
                 already certain.",
            ),
        )
        .result(&[
            field("need", Of::Number, "the score that passes"),
            field("failed", Of::Number, "tests failed (several)"),
        ]),
    };
    type Plan = Plan;
    type Outcome = u32;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::One("the unit testing"),
        fill: &[Fill::subject("skill", "skill")],
        out_of_play: &[],
        barred: &[],
        effects: &[
            Declared::on(
                Role::Subject,
                "--for building: each failure a casualty (3.9)",
                fx::Kind::Lose("figures"),
            ),
            Declared::on(
                Role::Subject,
                "--for dig-in passed: dug in (2.0)",
                fx::Kind::Mark("dug_in"),
            ),
        ],
        luck: fx::Luck::higher("passed", Role::Subject),
    };

    fn effects(plan: &Plan, passed: &u32) -> Vec<fx::Effect> {
        match plan.reason {
            // 3.9: occupants who fail "become casualties".
            Some(Reason::Building) if *passed < plan.tests => vec![
                fx::Effect::Unit(
                    Role::Subject,
                    fx::Change::Lose("figures", (plan.tests - passed).into()),
                ),
                fx::Effect::Unit(Role::Subject, fx::Change::DestroyWhenNone(&["figures"])),
            ],
            // 2.0: a unit that digs in is dug in.
            Some(Reason::DigIn) if *passed > 0 => {
                vec![fx::Effect::Unit(Role::Subject, fx::Change::Mark("dug_in"))]
            }
            _ => Vec::new(),
        }
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let s = sp::tables(cx.data)?;
        let mut die = s.test.die.die().clone();
        let mut mods = Mods::default();
        if self.reason == Some(Reason::Building) {
            // 3.9 is one roll however it is asked for: the save's die and building modifier,
            // exactly as `save --building-template` rolls it.
            die = s.save.die.die().clone();
            super::save::building_mods(&s.save, &mut mods);
        }
        let skill = common::rating("--skill", self.skill, &die, "1.6")?;
        // Modifiers are added to the roll, so a +1 lowers the score needed by one.
        let need = skill - mods.total();
        let tests = common::count(
            "--figures",
            self.figures,
            1,
            MAX_TESTS,
            "the number of tests",
        )?;
        Ok(Plan {
            die,
            skill,
            mods,
            need,
            tests,
            reason: self.reason,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<u32> {
        common::count_at_least(dice, plan.tests, &plan.die, plan.need, "test")
    }

    fn quantities(plan: &Plan, passed: &u32) -> Quantities {
        let v = if plan.tests == 1 {
            (*passed == 1).into()
        } else {
            (*passed).into()
        };
        vec![("passed".into(), v)]
    }

    fn tell(plan: &Plan, passed: &u32, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        for t in throws {
            blocks.push(throw_line(t, ""));
        }
        let failed = plan.tests - passed;
        let summary = if plan.tests == 1 {
            let ok = *passed == 1;
            blocks.push(Block::Line(Line::new().push(
                if ok {
                    "skill test passed"
                } else {
                    "skill test failed"
                },
                if ok { Style::Good } else { Style::Bad },
            )));
            one(plan.reason, ok).to_string()
        } else {
            many(plan.reason, *passed, failed)
        };
        let mut result = serde_json::Map::new();
        result.insert("need".into(), json!(plan.need));
        if plan.tests > 1 {
            result.insert("failed".into(), json!(failed));
        }
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

/// "6 tests at skill 3: each passes on 3+".
fn setting(plan: &Plan) -> String {
    let what = match plan.reason {
        Some(Reason::Obstacle) => "to cross the obstacle (2.0)",
        Some(Reason::DigIn) => "to dig in (2.0)",
        Some(Reason::GasMask) => "to get gas masks on (3.6)",
        Some(Reason::Building) => "to survive the template on the building (3.9)",
        None => "",
    };
    let sep = if what.is_empty() { "" } else { " " };
    let m = if plan.mods.0.is_empty() {
        String::new()
    } else {
        format!(", {}", plan.mods.describe())
    };
    let passes = if plan.need > plan.die.max() {
        format!(
            "would need {} on a {}, so none passes",
            plan.need, plan.die.name
        )
    } else {
        format!("passes on {}+", plan.need.max(plan.die.min()))
    };
    if plan.tests == 1 {
        format!("skill test{sep}{what} at skill {}{m}: {passes}", plan.skill)
    } else {
        format!(
            "{} skill tests{sep}{what} at skill {}{m}: each {passes}",
            plan.tests, plan.skill
        )
    }
}

/// The result of a single test, in the words of its rule.
fn one(reason: Option<Reason>, passed: bool) -> &'static str {
    match (reason, passed) {
        (None, true) => "passed",
        (None, false) => "failed",
        (Some(Reason::Obstacle), true) => "passed: the unit clears the obstacle and moves on",
        (Some(Reason::Obstacle), false) => "failed: the unit is held at the obstacle",
        (Some(Reason::DigIn), true) => {
            "passed: the unit is dug in next turn and counts as in cover"
        }
        (Some(Reason::DigIn), false) => "failed: the unit has not dug in",
        (Some(Reason::GasMask), true) => "passed: the gas mask goes on in time",
        (Some(Reason::GasMask), false) => "failed: caught by the gas without a mask",
        (Some(Reason::Building), true) => "passed: the figure survives",
        (Some(Reason::Building), false) => "failed: the figure is a casualty",
    }
}

/// The result of several tests: "4 passed, 2 failed: 2 caught by the gas without masks".
fn many(reason: Option<Reason>, passed: u32, failed: u32) -> String {
    let head = format!("{passed} passed, {failed} failed");
    if failed == 0 {
        return head;
    }
    let tail = match reason {
        None => return head,
        Some(Reason::Obstacle) | Some(Reason::DigIn) => return head,
        Some(Reason::GasMask) => format!("{failed} caught by the gas without a mask"),
        Some(Reason::Building) => format!(
            "{failed} {}",
            if failed == 1 {
                "casualty"
            } else {
                "casualties"
            }
        ),
    };
    format!("{head}: {tail}")
}

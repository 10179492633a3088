//! 1.10 Initiative: at the start of each phase (except the air phase) every side rolls a d6 and
//! the highest goes first; a tie for the highest is rolled again (ruling), which the engine's
//! `retry` step describes exactly, so the chances are exactly even.

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw, retry};
use crate::error::{Error, Result};
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::effects::{self as fx, Declared, Fill, Roles};
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// The most sides one roll-off takes (a multi-player game, not a crowd).
const MAX_SIDES: usize = 6;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Initiative {
    /// The sides' names, in the order they roll (2 to 6 names)
    #[arg(
        long,
        value_name = "NAMES",
        value_delimiter = ',',
        default_values_t = ["A".to_string(), "B".to_string()]
    )]
    pub sides: Vec<String>,

    /// The phase about to start (1.10); changes only the words of the result
    #[arg(long, value_enum)]
    pub phase: Option<Phase>,
}

/// 1.10: the five phases of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Phase {
    /// 1. off-table artillery fire
    Artillery,
    /// 2. movement
    Movement,
    /// 3. on-table shooting
    Shooting,
    /// 4. air power: worked out simultaneously, no initiative roll
    Air,
    /// 5. resolve morale
    Morale,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub die: Die,
    pub sides: Vec<String>,
    pub phase: Option<Phase>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// The side that goes first, by its place in [`Plan::sides`].
    pub first: usize,
    /// How many times the sides rolled (more than once after ties): kept only when rolled
    /// (`None` while explored, where the re-rolls are conditioned away, not counted).
    pub rounds: Option<u32>,
}

impl Procedure for Initiative {
    const INFO: Info = Info {
        rules: ID,
        name: "initiative",
        aliases: &[],
        section: "1.10",
        about: "Initiative: a d6 per side, the highest goes first, ties rolled again",
        after_help: "At the beginning of each phase every side rolls a d6; the highest roll goes \
first (1.10). A tie for the highest is rolled again by every side (ruling). The air phase needs \
no initiative roll: it is worked out simultaneously.\n\nExamples:\n  spw initiative\n  spw initiative --sides \
Germans,British --phase movement\n  spw initiative --dice 3,3,5,2",
        facts: Facts::new(
            Chances::Of(&[field("first", Of::Text, "the name of the side that goes first")]),
            Throws::Dice(
                "a d6 per side in the order of --sides; a tie for the highest throws every side's \
                 d6 again, in the same order (--dice 3,3,5,2: 3 and 3 tie, then 5 beats 2).",
            ),
        )
        .no_range("its options are the sides' names and a phase")
        .result(&[field("rolls", Of::Number, "how many times the sides rolled")]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::None,
        fill: &[Fill::sides("sides", fx::Source::SideNames)],
        out_of_play: &[],
        barred: &[],
        effects: &[Declared::game(
            "the side that goes first (1.10)",
            fx::Kind::Initiative,
        )],
        luck: None,
    };

    fn effects(plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        plan.sides
            .get(o.first)
            .map(|s| fx::Effect::Initiative(s.clone()))
            .into_iter()
            .collect()
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.initiative;
        let die = t.die.die().clone();
        if self.phase == Some(Phase::Air) {
            return Err(Error::usage(
                "--phase air: the air phase is worked out simultaneously, with no initiative roll (1.10)",
            ));
        }
        let sides = common::sides(&self.sides, 2, MAX_SIDES)?;
        Ok(Plan {
            die,
            sides,
            phase: self.phase,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let mut rounds = 0;
        let first = retry(dice, "initiative", |dice: &mut dyn Dice| {
            rounds += 1;
            let mut rolls = Vec::with_capacity(plan.sides.len());
            for side in &plan.sides {
                rolls.push(dice.roll(&plan.die, side)?);
            }
            Ok(highest(&rolls))
        })?;
        Ok(Outcome {
            first,
            rounds: dice.rolling().then_some(rounds),
        })
    }

    fn quantities(plan: &Plan, o: &Outcome) -> Quantities {
        let name = plan.sides.get(o.first).cloned().unwrap_or_default();
        vec![("first".into(), name.into())]
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let n = plan.sides.len();
        let mut blocks = Vec::new();
        blocks.extend(common::rounds_until_decided(throws, n, ("roll", "rolled")));
        let name = plan.sides.get(o.first).cloned().unwrap_or_default();
        let summary = match plan.phase {
            // Worded for any side name, singular or plural ("Germans").
            None => format!("the initiative goes to {name}, first to act"),
            Some(p) => format!("the initiative goes to {name}: {}", phase_words(p)),
        };
        let mut result = serde_json::Map::new();
        result.insert("rolls".into(), json!(o.rounds.unwrap_or_default()));
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(format!(
            "{} roll a {} each; the highest goes first, ties rolled again",
            plan.sides.join(", "),
            plan.die.name
        ))
    }
}

/// The index of the one highest roll, or `None` when the highest is tied.
fn highest(rolls: &[i64]) -> Option<usize> {
    let top = *rolls.iter().max()?;
    let mut at = rolls.iter().enumerate().filter(|(_, r)| **r == top);
    let (i, _) = at.next()?;
    match at.next() {
        None => Some(i),
        Some(_) => None,
    }
}

/// What going first means in each phase (1.10).
fn phase_words(p: Phase) -> &'static str {
    match p {
        Phase::Artillery => "it fires its off-table artillery first",
        Phase::Movement => "it moves all the units it wants to first",
        Phase::Shooting => {
            "it fires all its eligible units first; casualties lie down and still fire back until the phase ends"
        }
        Phase::Air => "the air phase is worked out simultaneously",
        Phase::Morale => "it takes its morale tests first",
    }
}

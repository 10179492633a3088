//! Turn Sequence 2: both sides throw a d6 and the highest activates its Units first this turn;
//! a tie is thrown again (ruling), which the engine's `retry` describes exactly.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw, retry};
use crate::error::Result;
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::effects::{self as fx, Declared, Fill, Roles};
use crate::rules::portable::{self as pw, ID};
use crate::rules::{Info, Procedure, Told};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Initiative {
    /// The two sides' names, in the order they throw
    #[arg(
        long,
        value_name = "A,B",
        value_delimiter = ',',
        default_values_t = ["A".to_string(), "B".to_string()]
    )]
    pub sides: Vec<String>,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    die: Die,
    sides: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// The side that activates first, by its place in [`Plan::sides`].
    first: usize,
    /// How many times the sides threw (more than once after ties): kept only when rolled.
    rounds: Option<u32>,
}

impl Procedure for Initiative {
    const INFO: Info = Info {
        rules: ID,
        name: "initiative",
        aliases: &[],
        section: "Turn Sequence 2",
        about: "Which side activates first: a d6 each, the highest goes first",
        after_help: "After artillery fire, both sides throw a d6; the side with the highest score \
activates its Units first this turn: it throws its activation dice (spw activate), activates its \
Units and resolves its close combats, then the other side does the same (Turn Sequence \
2a–2d).\n\nRuling: the rules say nothing of a tie; both sides throw again.\n\nExamples:\n  spw portable initiative\n  spw portable \
initiative --sides British,Zulus\n  spw -r portable initiative --dice 4,4,2,5",
        facts: Facts::new(
            Chances::Of(&[field("first", Of::Text, "the name of the side that activates first")]),
            Throws::Dice("the sides' d6 in the order of --sides, again after a tie."),
        )
        .no_range("its option is the sides' names")
        .result(&[field("throws", Of::Number, "how many times the sides threw")]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::None,
        fill: &[Fill::sides("sides", fx::Source::SideNames)],
        out_of_play: &[],
        barred: &[],
        effects: &[Declared::game(
            "the side that activates first (Turn Sequence 2)",
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
        let t = &pw::tables(cx.data)?.initiative;
        Ok(Plan {
            die: t.die.die().clone(),
            sides: common::sides(&self.sides, 2, 2)?,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let mut rounds = 0;
        let first = retry(dice, "initiative", |dice: &mut dyn Dice| {
            rounds += 1;
            let a = dice.roll(&plan.die, &plan.sides[0])?;
            let b = dice.roll(&plan.die, &plan.sides[1])?;
            Ok(match a.cmp(&b) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            })
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
        let mut blocks = Vec::new();
        blocks.extend(common::rounds_until_decided(throws, 2, ("throw", "thrown")));
        let name = plan.sides.get(o.first).cloned().unwrap_or_default();
        let other = plan.sides.get(1 - o.first).cloned().unwrap_or_default();
        let mut result = serde_json::Map::new();
        result.insert("throws".into(), json!(o.rounds.unwrap_or_default()));
        Told {
            result,
            // Worded for any side name, singular or plural ("Zulus").
            summary: format!(
                "first to activate: {name} (activation dice thrown, Units activated, close combats resolved); then {other}, the same"
            ),
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(format!(
            "{} and {} throw a {} each; the highest activates its Units first, a tie is thrown again",
            plan.sides[0], plan.sides[1], plan.die.name
        ))
    }
}

//! 6.5 Attrition Check: units Out of Supply two Administrative Segments running roll one die
//! each on the Attrition Table; a final roll of the column's number or more is a step loss.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::common::{self, signed};
use crate::rules::effects::{self as fx, Declared, Role, Roles};
use crate::rules::series::{ID, tables};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Attrition {
    /// The Attrition Table column: clear, rough or winter in the example table
    #[arg(long, value_name = "NAME")]
    pub column: String,

    /// Units checking (each rolls one die, 6.5)
    #[arg(
        long,
        value_name = "N",
        default_value_t = 1,
        allow_negative_numbers = true
    )]
    pub units: i64,

    /// A die roll modifier (repeat for each; summed, 3.3)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub drm: Vec<i64>,
}

/// The most units one check may roll for: a whole side's pocket.
const MAX_UNITS: i64 = 200;

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    die: Die,
    column: String,
    need: i64,
    drm: i64,
    units: u32,
    example: bool,
}

impl Procedure for Attrition {
    const INFO: Info = Info {
        rules: ID,
        name: "attrition",
        aliases: &[],
        section: "6.5",
        about: "Attrition Check: a die per unit Out of Supply twice running",
        after_help: "Units Out of Supply in the previous Administrative Segment and still Out \
of Supply now roll one die each on the Attrition Table, in the column that applies, after all \
modifiers: a final roll equal to or greater than the column's number costs that unit one step \
(6.5); a check may eliminate a unit.\n\nThe Attrition Table built in is an EXAMPLE made up for \
spw (columns clear 5, rough 4, winter 3), and the result says so: each game prints its own \
([attrition] in a house series.toml: spw tables series --template).\n\nExamples:\n  spw attrition --column clear --units 3\n  spw attrition \
--column winter --units 2 --drm -1 --dice 3,6\n  spw --chances attrition --column clear --units 1..4 --goal 'step_losses>=1'",
        facts: Facts::new(
            Chances::Of(&[field("step_losses", Of::Number, "units losing a step")]),
            Throws::Dice("one die per unit, in order."),
        )
        .result(&[
            field("need", Of::Number, "the final roll that costs a step"),
            field("drm", Of::Number, "the modifier"),
        ]),
    };
    type Plan = Plan;
    type Outcome = u32;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::One("the unit checking (with --units 1)"),
        fill: &[],
        out_of_play: &[],
        barred: &[],
        effects: &[
            Declared::on(
                Role::Subject,
                "step_losses, one unit (6.5)",
                fx::Kind::Lose("steps"),
            ),
            Declared::on(Role::Subject, "no steps left", fx::Kind::Destroy),
            Declared::game(
                "step_losses over several units: which ones is the referee's to say",
                fx::Kind::Choice,
            ),
        ],
        luck: fx::Luck::lower("step_losses", Role::Subject),
    };

    fn effects(plan: &Plan, lost: &u32) -> Vec<fx::Effect> {
        if *lost == 0 {
            return Vec::new();
        }
        if plan.units != 1 {
            let lose = if *lost == 1 { "loses" } else { "lose" };
            return vec![fx::Effect::Choice(format!(
                "{lost} of {} units {lose} a step (6.5): `set UNIT steps=N` for each",
                plan.units
            ))];
        }
        vec![
            fx::Effect::Unit(Role::Subject, fx::Change::Lose("steps", (*lost).into())),
            fx::Effect::Unit(Role::Subject, fx::Change::DestroyWhenNone(&["steps"])),
        ]
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &tables(cx.data)?.attrition;
        let col = common::named(
            "--column",
            &self.column,
            &t.columns,
            |c| c.name.as_str(),
            ("an Attrition Table column", "6.5"),
        )?;
        let units = common::count("--units", self.units, 1, MAX_UNITS, "the units checking")?;
        for d in &self.drm {
            common::count("--drm", d.abs(), 0, 100, "a DRM (either sign)")?;
        }
        Ok(Plan {
            die: t.die.die().clone(),
            column: col.name.clone(),
            need: col.need,
            drm: self.drm.iter().sum(),
            units,
            example: t.example,
        })
    }

    fn examples(plan: &Plan, _o: Option<&u32>) -> Vec<&'static str> {
        if plan.example {
            vec!["Attrition Table"]
        } else {
            Vec::new()
        }
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<u32> {
        // die + DRM ≥ need ⇔ die ≥ need − DRM.
        common::count_at_least(
            dice,
            plan.units,
            &plan.die,
            plan.need - plan.drm,
            "attrition",
        )
    }

    fn quantities(_plan: &Plan, lost: &u32) -> Quantities {
        vec![("step_losses".into(), (*lost).into())]
    }

    fn setting(plan: &Plan) -> Option<String> {
        let drm = if plan.drm == 0 {
            String::new()
        } else {
            format!(" with DRM {}", signed(plan.drm))
        };
        Some(format!(
            "{}: {} {}, a step lost on {}+{drm} (6.5)",
            plan.column,
            common::count_text(plan.units, "unit", "units"),
            plan.die.name,
            plan.need
        ))
    }

    fn tell(plan: &Plan, lost: &u32, throws: &[Throw]) -> Told {
        let mut blocks: Vec<Block> = throws.iter().map(|t| throw_line(t, "")).collect();
        let words = match (*lost, plan.units) {
            (0, 1) => "the unit loses no step".to_string(),
            (_, 1) => "the unit loses a step".to_string(),
            (1, n) => format!("1 of {n} units loses a step"),
            (k, n) => format!("{k} of {n} units lose a step"),
        };
        blocks.push(Block::Line(Line::new().push(
            words.clone(),
            if *lost > 0 { Style::Bad } else { Style::Good },
        )));
        let mut result = serde_json::Map::new();
        result.insert("need".into(), json!(plan.need));
        result.insert("drm".into(), json!(plan.drm));
        Told {
            result,
            summary: words,
            blocks,
        }
    }
}

//! 14.0 Random Events: one die on the Random Events Table, thrown after a combat whose
//! unmodified roll generated an event (`spw crt` throws it itself).

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::series::data::Events;
use crate::rules::series::{ID, tables};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Event {}

impl Procedure for Event {
    const INFO: Info = Info {
        rules: ID,
        name: "event",
        aliases: &[],
        section: "14.0",
        about: "Random Event: one die on the Random Events Table",
        after_help: "An unmodified combat roll of 2 or 12 generates a Random Event: after the \
combat, the phasing player rolls one die on the Random Events Table (14.0). Executing it is \
voluntary; movement and combat it allows cost no Activity Points. spw crt throws this die \
itself when its roll generates an event.\n\nThe Random Events Table built in is an EXAMPLE made \
up for spw, and the result says so: each game prints its own ([events] in a house series.toml: \
spw tables series --template).\n\nExamples:\n  spw event\n  spw event --dice 4",
        facts: Facts::new(
            Chances::Of(&[field("event", Of::Text, "")]),
            Throws::Dice("the events die."),
        )
        .no_range("it has no options")
        .result(&[field("roll", Of::Number, "the events die")]),
    };
    type Plan = Events;
    type Outcome = (i64, String);

    fn prepare(&self, cx: &Cx) -> Result<Events> {
        Ok(tables(cx.data)?.events.clone())
    }

    fn resolve(plan: &Events, dice: &mut dyn Dice) -> Result<(i64, String)> {
        let roll = dice.expr(plan.dice.expr(), "random event")?;
        Ok((roll, plan.event(roll).to_string()))
    }

    fn quantities(_plan: &Events, o: &(i64, String)) -> Quantities {
        vec![("event".into(), o.1.clone().into())]
    }

    fn examples(plan: &Events, _o: Option<&(i64, String)>) -> Vec<&'static str> {
        if plan.example {
            vec!["Random Events Table"]
        } else {
            Vec::new()
        }
    }

    fn outcome_order(plan: &Events, _quantity: &str) -> Vec<String> {
        plan.rows.iter().map(|r| r.event.clone()).collect()
    }

    fn tell(_plan: &Events, o: &(i64, String), throws: &[Throw]) -> Told {
        let mut blocks: Vec<Block> = throws
            .iter()
            .map(|t| throw_line(t, &format!("= {}", o.0)))
            .collect();
        blocks.push(Block::Line(Line::new().push(o.1.clone(), Style::Strong)));
        let mut result = serde_json::Map::new();
        result.insert("roll".into(), json!(o.0));
        Told {
            result,
            summary: format!("Random Event: {}", o.1),
            blocks,
        }
    }
}

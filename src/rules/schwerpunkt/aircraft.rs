//! 6.0 Aircraft: each side rolls a d6 per aircraft against its reliability; the successes of the
//! two sides pair off in dogfights away from the table, and the rest appear over the battlefield.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Marginal};
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// The most aircraft one side rolls for in a turn.
const MAX_AIRCRAFT: i64 = 100;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Aircraft {
    /// How many of our aircraft are rolled for this turn
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        allow_negative_numbers = true
    )]
    pub ours: i64,

    /// Our aircraft's reliability: one appears on a d6 of this or more
    #[arg(long, value_name = "R", allow_negative_numbers = true)]
    pub our_reliability: Option<i64>,

    /// How many of the enemy's aircraft are rolled for this turn
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        allow_negative_numbers = true
    )]
    pub theirs: i64,

    /// The enemy aircraft's reliability
    #[arg(long, value_name = "R", allow_negative_numbers = true)]
    pub their_reliability: Option<i64>,
}

/// One side's aircraft.
#[derive(Clone, Debug)]
pub(crate) struct Flight {
    pub count: u32,
    pub reliability: i64,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub die: Die,
    pub ours: Flight,
    pub theirs: Flight,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// Successful rolls on each side.
    pub our_successes: u32,
    pub their_successes: u32,
}

impl Outcome {
    fn dogfights(self) -> u32 {
        self.our_successes.min(self.their_successes)
    }
}

const OURS: &str = "our aircraft";
const THEIRS: &str = "their aircraft";

impl Procedure for Aircraft {
    const INFO: Info = Info {
        rules: ID,
        name: "aircraft",
        aliases: &[],
        section: "6.0",
        about: "Air power: which aircraft appear over the battlefield, and which are caught in dogfights",
        after_help: "Each aircraft rolls a d6: its reliability or more and it is over the battlefield. \
When both sides succeed, the successes pair off in dogfights and those planes do not appear; \
the rest appear where their player chooses, and the enemy may fire AA at them (`spw aa`).\n\n\
Examples:\n  spw aircraft --ours 3 --our-reliability 4 --theirs 2 --their-reliability 3\n  spw aircraft \
--ours 1 --our-reliability 5\n  spw aircraft --ours 2 --our-reliability 4 --dice 5,2\n  spw --chances aircraft --ours 1..4 --our-reliability 4 --goal 'our_arrive>=2' \\\n      --at-least 50%",
        facts: Facts::new(
            Chances::Of(&[
                field("our_arrive", Of::Number, ""),
                field("their_arrive", Of::Number, ""),
                field("dogfights", Of::Number, ""),
            ]),
            Throws::Dice(
                "a d6 per aircraft, ours first, then theirs (thrown even for a reliability that \
                 always succeeds).",
            ),
        )
        .result(&[
            field("our_successes", Of::Number, "our aircraft that passed reliability"),
            field("their_successes", Of::Number, "their aircraft that passed reliability"),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.aircraft;
        let die = t.die.die().clone();
        let flight = |opt: &str, n: i64, rel_opt: &str, rel: Option<i64>| -> Result<Flight> {
            let count = common::count(opt, n, 0, MAX_AIRCRAFT, "the number of aircraft")?;
            let reliability = match (count, rel) {
                (_, Some(r)) => common::rating(rel_opt, r, &die, "6.0")?,
                (0, None) => die.min(),
                (_, None) => {
                    return Err(Error::usage(format!(
                        "{opt} {n}: give the aircraft's reliability with {rel_opt} R: an aircraft appears on a d6 of R or more (6.0)"
                    )));
                }
            };
            Ok(Flight { count, reliability })
        };
        let ours = flight(
            "--ours",
            self.ours,
            "--our-reliability",
            self.our_reliability,
        )?;
        let theirs = flight(
            "--theirs",
            self.theirs,
            "--their-reliability",
            self.their_reliability,
        )?;
        if ours.count + theirs.count == 0 {
            return Err(Error::usage(
                "aircraft needs --ours N or --theirs N: the aircraft rolled for this turn (6.0)",
            ));
        }
        Ok(Plan { die, ours, theirs })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        Ok(Outcome {
            our_successes: arrivals(plan, &plan.ours, dice, OURS)?,
            their_successes: arrivals(plan, &plan.theirs, dice, THEIRS)?,
        })
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        let d = o.dogfights();
        vec![
            ("our_arrive".into(), (o.our_successes - d).into()),
            ("their_arrive".into(), (o.their_successes - d).into()),
            ("dogfights".into(), d.into()),
        ]
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        for (f, what, ok) in [
            (&plan.ours, OURS, o.our_successes),
            (&plan.theirs, THEIRS, o.their_successes),
        ] {
            if f.count == 0 {
                continue;
            }
            blocks.push(Block::Line(Line::plain(flight_line(plan, f, what))));
            if let Some(t) = throws.iter().find(|t| &*t.what == what) {
                blocks.push(throw_line(
                    t,
                    &format!("{ok} succeed{}", if ok == 1 { "s" } else { "" }),
                ));
            }
        }
        let d = o.dogfights();
        if d > 0 {
            blocks.push(Block::Line(Line::plain(format!(
                "{d} dogfight{}: {d} of ours and {d} of theirs are engaged away from the table and do not appear",
                if d == 1 { "" } else { "s" }
            ))));
        }
        let (our, their) = (o.our_successes - d, o.their_successes - d);
        let mut summary = format!(
            "over the battlefield: {} of ours, {} of theirs",
            none(our),
            none(their)
        );
        if d > 0 {
            summary.push_str(&format!("; {d} dogfight{}", if d == 1 { "" } else { "s" }));
        }
        let mut result = serde_json::Map::new();
        result.insert("our_successes".into(), json!(o.our_successes));
        result.insert("their_successes".into(), json!(o.their_successes));
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn chance_notes(plan: &Plan, _chances: &[Marginal]) -> Vec<Block> {
        [(&plan.ours, OURS), (&plan.theirs, THEIRS)]
            .into_iter()
            .filter(|(f, _)| f.count > 0)
            .map(|(f, what)| Block::Line(Line::plain(flight_line(plan, f, what))))
            .collect()
    }
}

/// 6.0: a d6 per aircraft, reliability or more (thrown even when certain).
fn arrivals(plan: &Plan, f: &Flight, dice: &mut dyn Dice, what: &str) -> Result<u32> {
    common::count_at_least(dice, f.count, &plan.die, f.reliability, what)
}

/// "our aircraft: 3, each appears on 4+ (reliability 4)".
fn flight_line(plan: &Plan, f: &Flight, what: &str) -> String {
    if f.reliability <= plan.die.min() {
        format!(
            "{what}: {}, reliability {}: every one appears",
            f.count, f.reliability
        )
    } else {
        format!(
            "{what}: {}, each appears on {}+ (reliability {})",
            f.count, f.reliability, f.reliability
        )
    }
}

/// "none", "2".
fn none(n: u32) -> String {
    if n == 0 { "none".into() } else { n.to_string() }
}

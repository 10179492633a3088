//! 4.0, 5.0 Flight, pursuit and retiring: a unit failing to stand, or losing a melee, flees
//! 2d6" towards its table edge; the winner may pursue 2d6" and a fleeing unit it overtakes is
//! removed; a unit failing morale at 75% casualties retires 2d6" each turn.
//!
//! Ruling (beside `[flight] overtake_on_equal`): the pursuer overtakes when its roll is at
//! least the flight roll plus the gap between the units.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Expr;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::effects::{self as fx, Declared, Role, Roles};
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// The widest gap the command takes, in inches (a table is a few feet across).
const MAX_GAP: i64 = 1000;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Flee {
    /// The winner pursues 2d6" (5.0): a fleeing unit it overtakes is removed
    #[arg(long, conflicts_with = "retire")]
    pub pursue: bool,

    /// With --pursue: inches between the units before they move (0 when in contact)
    #[arg(
        long,
        value_name = "INCHES",
        allow_negative_numbers = true,
        requires = "pursue"
    )]
    pub gap: Option<i64>,

    /// A unit that failed morale at 75% casualties retires 2d6" towards its baseline (5.0)
    #[arg(long)]
    pub retire: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    /// The flight (or retiring) dice, and their text.
    pub dice: Expr,
    pub text: String,
    /// The pursuit's dice, with `--pursue`.
    pub pursuit: Option<(Expr, String)>,
    pub gap: i64,
    pub on_equal: bool,
    pub retire: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fled {
    pub flight: i64,
    /// With `--pursue`: the pursuit roll and whether it overtook the fleeing unit.
    pub pursuit: Option<(i64, bool)>,
}

impl Procedure for Flee {
    const INFO: Info = Info {
        rules: ID,
        name: "flee",
        aliases: &["flight", "retire"],
        section: "4.0, 5.0",
        about: "Flight, pursuit and retiring: 2d6\" towards the table edge; the pursuer's 2d6\"",
        after_help: "A unit that fails its test to stand, or fails morale in a melee, flees 2d6\" \
towards its table edge (4.0, 5.0), every turn until it rallies; if enemy troops are in its path it \
surrenders (4.0). --pursue: the winning unit may pursue 2d6\" (5.0), and a fleeing unit it \
overtakes is removed from the game. Ruling: it overtakes when the pursuit roll is at least the \
flight roll plus --gap, the inches between the units before they moved (0 in contact). \
--retire: a unit that failed morale at 75% casualties retires 2d6\" towards its baseline each \
turn, stopping only if fired on by small arms (5.0).\n\nExamples:\n  spw flee\n  \
spw flee --pursue\n  spw flee --pursue --gap 2\n  spw flee --retire\n  spw flee --pursue \
--dice 3,2,4,4\n  spw --chances flee --pursue --gap 1..6 --goal removed",
        facts: Facts::new(
            Chances::Of(&[
                field("distance", Of::Number, "inches; without --pursue"),
                field("flight", Of::Number, "inches; with --pursue"),
                field("pursuit", Of::Number, "inches; with --pursue"),
                field("removed", Of::YesNo, "true/false; with --pursue"),
            ]),
            Throws::Dice("the flight's 2d6, then the pursuit's 2d6."),
        )
        .result(&[field("gap", Of::Number, "the inches between the units before they moved")]),
    };
    type Plan = Plan;
    type Outcome = Fled;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the unit fleeing (or retiring)",
            target: "the pursuer",
        },
        fill: &[],
        out_of_play: &[],
        barred: &[],
        effects: &[Declared::on(
            Role::Unit,
            "removed: overtaken by the pursuit (5.0)",
            fx::Kind::Destroy,
        )],
        luck: None,
    };

    fn effects(_plan: &Plan, o: &Fled) -> Vec<fx::Effect> {
        // 5.0: "If the assaulting unit overtakes the fleeing unit the fleeing unit is removed".
        match o.pursuit {
            Some((_, true)) => vec![fx::Effect::Unit(
                Role::Unit,
                fx::Change::Destroy(&["figures"]),
            )],
            _ => Vec::new(),
        }
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let s = sp::tables(cx.data)?;
        let flight = &s.melee.flight;
        let gap = match self.gap {
            Some(g) => {
                common::count("--gap", g, 0, MAX_GAP, "the inches between the units")?;
                g
            }
            None => 0,
        };
        if self.retire && self.pursue {
            return Err(Error::usage(
                "--retire: a retiring unit is not pursued (5.0 pursues a unit that flees an assault); leave out --pursue",
            ));
        }
        let (dice, text) = if self.retire {
            (s.flight.retire.expr().clone(), s.flight.retire.to_string())
        } else {
            (flight.expr().clone(), flight.to_string())
        };
        let pursuit = self
            .pursue
            .then(|| (flight.expr().clone(), flight.to_string()));
        Ok(Plan {
            dice,
            text,
            pursuit,
            gap,
            on_equal: s.flight.overtake_on_equal,
            retire: self.retire,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Fled> {
        let what = if plan.retire { "retire" } else { "flight" };
        let flight = dice.expr(&plan.dice, what)?;
        let pursuit = match &plan.pursuit {
            Some((e, _)) => {
                let p = dice.expr(e, "pursuit")?;
                Some((p, overtakes(plan, flight, p)))
            }
            None => None,
        };
        Ok(Fled { flight, pursuit })
    }

    fn quantities(plan: &Plan, o: &Fled) -> Quantities {
        match (plan.pursuit.is_some(), o.pursuit) {
            (true, Some((p, removed))) => vec![
                ("flight".into(), o.flight.into()),
                ("pursuit".into(), p.into()),
                ("removed".into(), removed.into()),
            ],
            _ => vec![("distance".into(), o.flight.into())],
        }
    }

    fn tell(plan: &Plan, o: &Fled, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        let find = |what: &str| throws.iter().find(|t| &*t.what == what);
        let what = if plan.retire { "retire" } else { "flight" };
        if let Some(t) = find(what) {
            blocks.push(throw_line(t, &format!("= {}\"", o.flight)));
        }
        let mut result = serde_json::Map::new();
        let summary = match o.pursuit {
            None if plan.retire => format!(
                "the unit retires {}\" towards its baseline; it stops only if fired on by small arms",
                o.flight
            ),
            None => format!(
                "the unit flees {}\" towards its table edge (surrendering if enemy troops are in its path)",
                o.flight
            ),
            Some((p, removed)) => {
                if let Some(t) = find("pursuit") {
                    blocks.push(throw_line(t, &format!("= {p}\"")));
                }
                let reach = o.flight + plan.gap;
                let rule = if plan.on_equal {
                    format!("{reach}\" or more")
                } else {
                    format!("more than {reach}\"")
                };
                blocks.push(Block::Line(Line::plain(format!(
                    "to overtake: {rule} (the flight {}\" + the gap {}\", ruling)",
                    o.flight, plan.gap
                ))));
                blocks.push(Block::Line(Line::new().push(
                    if removed {
                        "overtaken: the fleeing unit is removed from the game (5.0)"
                    } else {
                        "the fleeing unit gets away"
                    },
                    if removed { Style::Bad } else { Style::Good },
                )));
                result.insert("gap".into(), json!(plan.gap));
                if removed {
                    format!(
                        "flees {}\", pursued {}\": overtaken and removed from the game",
                        o.flight, p
                    )
                } else {
                    format!("flees {}\", pursued {}\": gets away", o.flight, p)
                }
            }
        };
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(match &plan.pursuit {
            _ if plan.retire => format!("retiring {} towards its baseline (5.0)", plan.text),
            None => format!("fleeing {} towards its table edge (4.0, 5.0)", plan.text),
            Some((_, text)) => format!(
                "fleeing {}, pursued {} (5.0), {}\" apart",
                plan.text, text, plan.gap
            ),
        })
    }
}

/// 5.0 "overtakes": the pursuit reaches the flight plus the gap (ruling).
fn overtakes(plan: &Plan, flight: i64, pursuit: i64) -> bool {
    let reach = flight + plan.gap;
    if plan.on_equal {
        pursuit >= reach
    } else {
        pursuit > reach
    }
}

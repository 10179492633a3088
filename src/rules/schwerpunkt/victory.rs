//! 7.1 Scenario A victory: at the end of the game each side adds 500 for the main objective
//! and 300 for each secondary objective it holds without dispute, plus the points of the enemy
//! force it removed; a difference under 300 is a draw. No dice: the sums are shown so both
//! sides can check them.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Marginal, Span, Style};
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::effects::{self as fx, Fill, Roles};
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// More secondary objectives than any table holds.
const MAX_OBJECTIVES: i64 = 100;
/// More points than any army list adds up to.
const MAX_POINTS: i64 = 1_000_000_000;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Victory {
    /// The two sides' names, as in the other options' pairs
    #[arg(
        long,
        value_name = "A,B",
        value_delimiter = ',',
        default_values_t = ["A".to_string(), "B".to_string()]
    )]
    pub sides: Vec<String>,

    /// The side holding the main objective without dispute (no enemy within 5"); omit if neither
    #[arg(long, value_name = "SIDE")]
    pub main: Option<String>,

    /// Secondary objectives each side holds without dispute, as a pair: 2,1
    #[arg(
        long,
        value_name = "A,B",
        value_delimiter = ',',
        allow_hyphen_values = true,
        default_values_t = [0, 0]
    )]
    pub secondary: Vec<i64>,

    /// Points of the enemy force each side removed from the table, as a pair: 450,300
    #[arg(
        long,
        value_name = "A,B",
        value_delimiter = ',',
        allow_hyphen_values = true,
        default_values_t = [0, 0]
    )]
    pub destroyed: Vec<i64>,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub sides: [String; 2],
    /// Each side's points: main objective, secondary objectives, enemy destroyed.
    pub main: [i64; 2],
    pub secondary: [i64; 2],
    /// Objectives held, for the words.
    pub held: [i64; 2],
    pub destroyed: [i64; 2],
    pub draw_under: i64,
    /// The table's numbers, for the words.
    pub main_points: i64,
    pub each: i64,
}

impl Plan {
    fn total(&self, i: usize) -> i64 {
        // Saturating: a house rule's numbers cannot overflow the sum.
        self.main[i]
            .saturating_add(self.secondary[i])
            .saturating_add(self.destroyed[i])
    }
}

/// The winner's index, or `None` for a draw.
pub(crate) type Outcome = Option<usize>;

impl Procedure for Victory {
    const INFO: Info = Info {
        rules: ID,
        name: "victory",
        aliases: &["vp"],
        section: "7.1",
        about: "Scenario A victory points: objectives held and enemy points removed",
        after_help: "At the end of the game each side scores 500 for the main objective and 300 \
for each secondary objective it holds without dispute (no enemy within 5\"), plus the points of \
the enemy force it removed from the table. A difference under 300 is a draw; otherwise the \
higher total wins (7.1). Pairs are given in the order of --sides.\n\nExamples:\n  spw victory \
--main A --secondary 1,1 --destroyed 450,300\n  spw victory --sides Red,Blue --main Blue \
--secondary 2,0 --destroyed 120,610\n  spw --chances victory --main A --secondary 1,1 --destroyed 450,100..900/200 \\\n      --goal winner=A --at-least 100%",
        facts: Facts::new(
            Chances::Of(&[field("winner", Of::Text, "a side's name, or draw; certain")]),
            Throws::Nothing("the points are counted (7.1)."),
        )
        .result(&[
            field("points", Of::Object, "each side's points"),
            field("difference", Of::Number, "the difference in points"),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::None,
        fill: &[Fill::sides("sides", fx::Source::SideNames)],
        out_of_play: &[],
        barred: &[],
        effects: &[],
        luck: None,
    };

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.victory;
        let [a, b] = <[String; 2]>::try_from(common::sides(&self.sides, 2, 2)?)
            .map_err(|_| Error::usage("--sides: give the two sides' names"))?;
        let sides = [a, b];
        let pair = |option: &str, v: &[i64], max: i64, what: &str| -> Result<[i64; 2]> {
            let shown = v.iter().map(i64::to_string).collect::<Vec<_>>().join(",");
            match v {
                [x, y] if (0..=max).contains(x) && (0..=max).contains(y) => Ok([*x, *y]),
                [_, _] => Err(Error::usage(format!(
                    "{option} {shown}: {what} must be 0 to {max} for each side"
                ))),
                _ => Err(Error::usage(format!(
                    "{option} {shown}: give one number for each side, in the order of --sides ({},{}), e.g. {option} 1,0",
                    sides[0], sides[1]
                ))),
            }
        };
        let held = pair(
            "--secondary",
            &self.secondary,
            MAX_OBJECTIVES,
            "secondary objectives held",
        )?;
        let destroyed = pair(
            "--destroyed",
            &self.destroyed,
            MAX_POINTS,
            "points destroyed",
        )?;
        let mut main = [0, 0];
        if let Some(m) = &self.main {
            let m = m.trim();
            match sides.iter().position(|s| s.eq_ignore_ascii_case(m)) {
                Some(i) => main[i] = t.main,
                None if m.eq_ignore_ascii_case("none") => {}
                None => {
                    return Err(Error::usage(format!(
                        "--main {m}: name the side holding the main objective ({} or {}), or none",
                        sides[0], sides[1]
                    )));
                }
            }
        }
        Ok(Plan {
            sides,
            main,
            secondary: [
                held[0].saturating_mul(t.secondary),
                held[1].saturating_mul(t.secondary),
            ],
            held,
            destroyed,
            draw_under: t.draw_under,
            main_points: t.main,
            each: t.secondary,
        })
    }

    fn resolve(plan: &Plan, _dice: &mut dyn Dice) -> Result<Outcome> {
        let (a, b) = (plan.total(0), plan.total(1));
        Ok(if a.abs_diff(b) < plan.draw_under.unsigned_abs() {
            None
        } else if a > b {
            Some(0)
        } else {
            Some(1)
        })
    }

    fn quantities(plan: &Plan, o: &Outcome) -> Quantities {
        let w = match o {
            Some(i) => plan.sides[*i].clone(),
            None => "draw".to_string(),
        };
        vec![("winner".into(), w.into())]
    }

    fn tell(plan: &Plan, o: &Outcome, _throws: &[Throw]) -> Told {
        let (a, b) = (plan.total(0), plan.total(1));
        let diff = a.abs_diff(b);
        let summary = match o {
            Some(i) => format!(
                // "victory to X", not "X wins": side names are often plural ("Germans").
                "victory to {} by {diff} {} ({} to {})",
                plan.sides[*i],
                if diff == 1 { "point" } else { "points" },
                plan.total(*i),
                plan.total(1 - *i)
            ),
            None => format!(
                "a draw: {a} to {b}, a difference of {diff}, under {}",
                plan.draw_under
            ),
        };
        let mut result = serde_json::Map::new();
        result.insert(
            "points".into(),
            json!({ plan.sides[0].clone(): a, plan.sides[1].clone(): b }),
        );
        result.insert("difference".into(), json!(diff));
        Told {
            result,
            summary,
            blocks: vec![table(plan)],
        }
    }

    fn chance_notes(plan: &Plan, _chances: &[Marginal]) -> Vec<Block> {
        vec![
            table(plan),
            Block::Line(Line::plain(format!(
                "a difference under {} is a draw",
                plan.draw_under
            ))),
        ]
    }
}

/// The points of both sides, line by line.
fn table(plan: &Plan) -> Block {
    let cell = |v: i64| Span::plain(v.to_string());
    let rows = vec![
        vec![
            Span::plain(format!("main objective ({})", plan.main_points)),
            cell(plan.main[0]),
            cell(plan.main[1]),
        ],
        vec![
            Span::plain("secondary objectives held"),
            cell(plan.held[0]),
            cell(plan.held[1]),
        ],
        vec![
            Span::plain(format!("secondary objectives ({} each)", plan.each)),
            cell(plan.secondary[0]),
            cell(plan.secondary[1]),
        ],
        vec![
            Span::plain("enemy points removed"),
            cell(plan.destroyed[0]),
            cell(plan.destroyed[1]),
        ],
        vec![
            Span::new("total", Style::Strong),
            Span::new(plan.total(0).to_string(), Style::Strong),
            Span::new(plan.total(1).to_string(), Style::Strong),
        ],
    ];
    Block::Table {
        header: vec![
            "victory points".into(),
            plan.sides[0].clone(),
            plan.sides[1].clone(),
        ],
        rows,
    }
}

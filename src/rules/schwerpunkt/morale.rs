//! 5.0 Morale: 2d6, passed on the unit's morale rating or less; the officer adds +1 to the
//! rating (1.6); in melee the hits taken are subtracted (4.0). The test itself is shared:
//! melee and anything else that tests morale calls [`MoraleTest::roll`].

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Expr;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Marginal, Style};
use crate::rules::Cx;
use crate::rules::common::{self, signed};
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::schwerpunkt::common::MAX_FIGURES;
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Morale {
    /// The unit's morale rating: it passes on 2d6 of this or less
    #[arg(short, long, value_name = "N", allow_negative_numbers = true)]
    pub morale: i64,

    /// The unit's officer is still with it (+1 to the rating, 1.6)
    #[arg(short, long)]
    pub officer: bool,

    /// Hits taken in this melee, subtracted from the rating (4.0)
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        allow_negative_numbers = true
    )]
    pub hits: i64,

    /// Why the test is taken (5.0 a–e); changes only the words of the result
    #[arg(long, value_enum)]
    pub reason: Option<Reason>,
}

/// 5.0: when morale tests are taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Reason {
    /// a) to rally a pinned unit
    Unpin,
    /// b) to rally a fleeing unit
    Rally,
    /// c) to assault a tank or unit
    Assault,
    /// d) when being assaulted
    Assaulted,
    /// e) every turn after losing 75% of its strength
    Losses,
}

/// The morale dice and the officer's bonus, from `[morale]`.
#[derive(Clone, Debug)]
pub(crate) struct MoraleTest {
    pub dice: Expr,
    pub officer: i64,
    pub min: i64,
    pub max: i64,
    /// The lowest and highest totals the dice can roll (2 and 12 on 2d6).
    pub span: (i64, i64),
}

impl MoraleTest {
    pub(crate) fn new(cx: &Cx) -> Result<MoraleTest> {
        let t = &sp::tables(cx.data)?.morale;
        let span = t
            .dice
            .span()
            .map_err(|why| Error::Runtime(format!("[morale] dice = \"{}\": {why}", t.dice)))?;
        Ok(MoraleTest {
            dice: t.dice.expr().clone(),
            officer: t.officer,
            min: t.min_rating,
            max: t.max_rating,
            span,
        })
    }

    /// Checks a morale rating given on the command line.
    pub(crate) fn rating(&self, option: &str, value: i64) -> Result<i64> {
        if value < self.min || value > self.max {
            return Err(Error::usage(format!(
                "{option} {value}: morale is tested on 2d6, so a rating is {} to {} (5.0)",
                self.min, self.max
            )));
        }
        Ok(value)
    }

    /// The answer when no roll can change it: `Some(true)` when every total is `target` or
    /// less, `Some(false)` when none is. The dice are thrown all the same (5.0 rolls them).
    pub(crate) fn certain(&self, target: i64) -> Option<bool> {
        let (lo, hi) = self.span;
        if target >= hi {
            Some(true)
        } else if target < lo {
            Some(false)
        } else {
            None
        }
    }

    /// 5.0: rolls the morale dice; passed when the total is `target` or less, even when no
    /// total could change that.
    pub(crate) fn roll(&self, dice: &mut dyn Dice, target: i64, what: &str) -> Result<Tested> {
        let total = dice.expr(&self.dice, what)?;
        Ok(Tested {
            total: Some(total),
            passed: total <= target,
        })
    }
}

/// A morale test's dice total and verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Tested {
    /// The dice total (`None` only where a caller explores without keeping it).
    pub total: Option<i64>,
    pub passed: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    test: MoraleTest,
    rating: i64,
    target: i64,
    reason: Option<Reason>,
    officer: bool,
    hits: i64,
    /// What a failure moves, rolled with the test: the flight (5.0 d, b) or the retiring
    /// (5.0 e), its dice and its name.
    moves: Option<(Expr, &'static str)>,
}

impl Procedure for Morale {
    const INFO: Info = Info {
        rules: ID,
        name: "morale",
        aliases: &[],
        section: "5.0",
        about: "Morale test: 2d6, passed on the morale rating or less",
        after_help: "Rolls 2d6 against the unit's morale rating: equal or less passes. The \
officer adds +1 to the rating (1.6); in melee the hits taken are subtracted (4.0).\n\nA failure \
that moves the unit rolls the move too: --reason assaulted, it flees 2d6\" towards its table edge \
(5.0 d); --reason rally, it flees on 2d6\" (5.0 b, 4.0); --reason losses, it retires 2d6\" \
towards its baseline (5.0 e); spw flee rolls the later turns.\n\nExamples:\n  spw morale --morale 7 --officer\n  spw morale -m 8 \
--hits 3 --reason assaulted\n  spw morale -m 6 --dice 3,4\n  spw --chances morale --morale 5..10 --goal passed --at-least 75%",
        facts: Facts::new(
            Chances::Of(&[
                field("passed", Of::YesNo, ""),
                field(
                    "distance",
                    Of::Number,
                    "inches moved on a failure, 0 when passed; with --reason assaulted, rally or \
                     losses",
                ),
            ]),
            Throws::Dice(
                "the two d6, then on a failure that moves the unit its 2d6. They are thrown even \
                 when no roll can change the answer (a target of 12 or more always passes, below \
                 2 always fails).",
            ),
        )
        .result(&[
            field("roll", Of::Number, "the dice total"),
            field("target", Of::Number, "the most that passes"),
        ]),
    };
    type Plan = Plan;
    type Outcome = (Tested, Option<i64>);

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::One("the unit testing"),
        fill: &[
            Fill::subject("morale", "morale"),
            Fill::subject("officer", "officer"),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[
            Declared::on(
                Role::Subject,
                "passed with --reason unpin (5.0 a)",
                fx::Kind::Clear("pinned"),
            ),
            Declared::on(
                Role::Subject,
                "passed with --reason rally (5.0 b)",
                fx::Kind::Clear("fleeing"),
            ),
            Declared::on(
                Role::Subject,
                "passed with --reason rally (5.0 b)",
                fx::Kind::Clear("retiring"),
            ),
            Declared::on(
                Role::Subject,
                "failed with --reason assaulted (5.0 d)",
                fx::Kind::Mark("fleeing"),
            ),
            Declared::on(
                Role::Subject,
                "failed with --reason losses (5.0 e)",
                fx::Kind::Mark("retiring"),
            ),
        ],
        luck: fx::Luck::higher("passed", Role::Subject),
    };

    fn effects(plan: &Plan, (o, _distance): &(Tested, Option<i64>)) -> Vec<fx::Effect> {
        use fx::Change::{Clear, Mark};
        let on = |c| fx::Effect::Unit(Role::Subject, c);
        // 5.0: what passing or failing does depends on why the test was taken.
        match (plan.reason, o.passed) {
            (Some(Reason::Unpin), true) => vec![on(Clear("pinned"))],
            (Some(Reason::Rally), true) => vec![on(Clear("fleeing")), on(Clear("retiring"))],
            (Some(Reason::Assaulted), false) => vec![on(Mark("fleeing"))],
            (Some(Reason::Losses), false) => vec![on(Mark("retiring"))],
            _ => Vec::new(),
        }
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let test = MoraleTest::new(cx)?;
        let s = sp::tables(cx.data)?;
        let moves = match self.reason {
            Some(Reason::Assaulted | Reason::Rally) => {
                Some((s.melee.flight.expr().clone(), "flight"))
            }
            Some(Reason::Losses) => Some((s.flight.retire.expr().clone(), "retire")),
            _ => None,
        };
        let rating = test.rating("--morale", self.morale)?;
        // 4.0: the hits one melee round dealt, so no more than the figures a melee may have.
        common::count("--hits", self.hits, 0, MAX_FIGURES, "the hits taken")?;
        let target = rating + if self.officer { test.officer } else { 0 } - self.hits;
        Ok(Plan {
            test,
            rating,
            target,
            reason: self.reason,
            officer: self.officer,
            hits: self.hits,
            moves,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<(Tested, Option<i64>)> {
        let t = plan.test.roll(dice, plan.target, "morale")?;
        // 5.0: the move a failure makes is rolled as a step of the test.
        let moved = match (&plan.moves, t.passed) {
            (Some((e, what)), false) => Some(dice.expr(e, what)?),
            _ => None,
        };
        Ok((t, moved))
    }

    fn quantities(plan: &Plan, o: &(Tested, Option<i64>)) -> Quantities {
        let mut q: Quantities = vec![("passed".into(), o.0.passed.into())];
        if plan.moves.is_some() {
            q.push(("distance".into(), o.1.unwrap_or(0).into()));
        }
        q
    }

    fn tell(plan: &Plan, o: &(Tested, Option<i64>), throws: &[Throw]) -> Told {
        let (Tested { total, passed }, moved) = *o;
        let mut why = format!("morale {}", plan.rating);
        if plan.officer {
            why.push_str(&format!(", officer {}", signed(plan.test.officer)));
        }
        if plan.hits > 0 {
            why.push_str(&format!(", hits taken {}", signed(-plan.hits)));
        }
        let needs = match plan.test.certain(plan.target) {
            None => format!("passes on {} or less", plan.target),
            Some(_) => needs(plan),
        };
        let mut blocks = vec![Block::Line(Line::plain(format!("{why}: {needs}")))];
        for t in throws {
            let tail = match (&*t.what, total, moved) {
                ("morale", Some(total), _) => format!("= {total}"),
                (_, _, Some(n)) if &*t.what != "morale" => format!("= {n}\""),
                _ => String::new(),
            };
            blocks.push(throw_line(t, &tail));
        }
        let verdict = if passed { "passed" } else { "failed" };
        blocks.push(Block::Line(Line::new().push(
            format!("morale test {verdict}"),
            if passed { Style::Good } else { Style::Bad },
        )));
        let summary = match total {
            Some(total) => format!(
                "{total} against {}: {}",
                plan.target,
                consequence(plan.reason, passed, moved)
            ),
            None => {
                let word = if passed { "passes" } else { "fails" };
                // "fails whatever the roll: the unit stays pinned, but may fire".
                match consequence(plan.reason, passed, moved).split_once(": ") {
                    Some((_, then)) => format!("{word} whatever the roll: {then}"),
                    None => format!("{word} whatever the roll"),
                }
            }
        };
        let mut result = serde_json::Map::new();
        result.insert("roll".into(), json!(total));
        if let Some(n) = moved {
            result.insert("distance".into(), json!(n));
        }
        result.insert("target".into(), json!(plan.target));
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn chance_notes(plan: &Plan, _chances: &[Marginal]) -> Vec<Block> {
        vec![Block::Line(Line::plain(needs(plan)))]
    }
}

/// "passes on 2d6 of 7 or less", or, when no roll can change it, "2d6 of −98 or less: fails
/// whatever the roll".
fn needs(plan: &Plan) -> String {
    let dice = plan.test.dice.to_string();
    match plan.test.certain(plan.target) {
        None => format!("passes on {dice} of {} or less", plan.target),
        Some(true) => format!(
            "needs {dice} of {} or less: passes whatever the roll",
            minus(plan.target)
        ),
        Some(false) => format!(
            "needs {dice} of {} or less: fails whatever the roll",
            minus(plan.target)
        ),
    }
}

/// "−98" with a true minus sign, as spw writes negative numbers in prose.
fn minus(n: i64) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// 5.0: what passing or failing means for each reason, with the inches a failure moved.
fn consequence(reason: Option<Reason>, passed: bool, moved: Option<i64>) -> String {
    let inches = moved.map_or("2d6\"".to_string(), |n| format!("{n}\""));
    let s = match (reason, passed) {
        (None, true) => "passed",
        (None, false) => "failed",
        (Some(Reason::Unpin), true) => {
            "passed: the unit is no longer pinned and may move or fire as normal"
        }
        (Some(Reason::Unpin), false) => "failed: the unit stays pinned, but may fire",
        (Some(Reason::Rally), true) => {
            "passed: the unit rallies and goes about as normal next turn"
        }
        (Some(Reason::Rally), false) => {
            return format!("failed: the unit flees on {inches} towards its table edge");
        }
        (Some(Reason::Assault), true) => "passed: the unit may assault",
        (Some(Reason::Assault), false) => "failed: the unit stops 3\" from its target",
        (Some(Reason::Assaulted), true) => "passed: the unit stands",
        (Some(Reason::Assaulted), false) => {
            return format!(
                "failed: the unit flees {inches} towards its table edge, and 2d6\" every turn \
                 until rallied"
            );
        }
        (Some(Reason::Losses), true) => "passed: the unit fights on",
        (Some(Reason::Losses), false) => {
            return format!(
                "failed: the unit retires {inches} towards its baseline, and 2d6\" each turn"
            );
        }
    };
    s.to_string()
}

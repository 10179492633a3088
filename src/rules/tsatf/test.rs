//! Tests and Morale Checks: a D20 against the unit's number on one of three tables (Close to
//! Combat, Stand and Fight, Rally; Major Morale; Critical & Pinned Morale), with or without a
//! leader; that number or less passes. A shaken or pinned unit testing to stand needs 2 less.

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::{Cmp, Die, Test as DieTest};
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Style};
use crate::rules::common::signed;
use crate::rules::tsatf::{ID, Quality, tables};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::session::Cx;

#[derive(Args, Clone, Debug, Serialize)]
pub(crate) struct Test {
    /// The test: close (to combat), stand (and fight), rally, major, critical or pinned morale
    #[arg(long, value_enum)]
    pub kind: Kind,

    /// The unit's quality
    #[arg(long, value_enum)]
    pub quality: Quality,

    /// The unit has its leader (the With Leader column)
    #[arg(long)]
    pub leader: bool,

    /// The unit is already shaken or pinned: −2 to the number needed to stand
    #[arg(long)]
    pub shaken: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Kind {
    Close,
    Stand,
    Rally,
    Major,
    Critical,
    Pinned,
}

impl Kind {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Kind::Close => "close",
            Kind::Stand => "stand",
            Kind::Rally => "rally",
            Kind::Major => "major",
            Kind::Critical => "critical",
            Kind::Pinned => "pinned",
        }
    }

    /// What passing or failing means (Tests and Morale Checks).
    fn consequence(self, passed: bool) -> &'static str {
        match (self, passed) {
            (Kind::Close, true) => "the unit closes to within 1\" of its target",
            (Kind::Close, false) => {
                "the unit falls back to its starting spot, pinned, and cannot move until unpinned"
            }
            (Kind::Stand, true) => "the unit stands and fights",
            (Kind::Stand, false) => {
                "the unit is shaken: it moves 4D6\" to the rear and cannot move until it rallies"
            }
            (Kind::Rally, true) => "the unit rallies",
            (Kind::Rally, false) => "the unit stays shaken",
            (Kind::Major, true) => "the unit may move",
            (Kind::Major, false) => "the unit cannot move, but may fire",
            (Kind::Critical, true) => "the unit fights on (or rallies from rout)",
            (Kind::Critical, false) => {
                "the unit routs 4D6\" a turn until it leaves the table or passes"
            }
            (Kind::Pinned, true) => "the unit (or man) is no longer pinned",
            (Kind::Pinned, false) => "the unit (or man) stays pinned",
        }
    }
}

/// A test's number and die, worked out; shared with close combat.
#[derive(Clone, Debug)]
pub(crate) struct Tested {
    pub kind: Kind,
    pub table: String,
    pub number: i64,
    pub shaken: Option<i64>,
    pub target: i64,
    pub leader: bool,
    pub die: Die,
}

impl Tested {
    pub(crate) fn new(
        cx: &Cx,
        kind: Kind,
        quality: Quality,
        leader: bool,
        shaken: bool,
    ) -> Result<Tested> {
        let t = &tables(cx.data)?.tests;
        let table = t.table(kind.name()).ok_or_else(|| {
            Error::Runtime(format!("[tests] has no table for the {} test", kind.name()))
        })?;
        let number = table.number(quality, leader);
        let shaken = shaken.then_some(t.shaken_stand);
        Ok(Tested {
            kind,
            table: table.title.clone(),
            number,
            shaken,
            target: number + shaken.unwrap_or(0),
            leader,
            die: t.die.die().clone(),
        })
    }

    /// Rolls the test (the D20 is thrown even when the answer is certain).
    pub(crate) fn roll(&self, dice: &mut dyn Dice, what: &str) -> Result<bool> {
        dice.test(&self.die, DieTest::new(Cmp::Le, self.target), what)
    }

    /// "Stand and Fight (Close to Combat, Stand and Fight, Rally), veteran with leader 17,
    /// shaken −2: passes on 15 or less".
    pub(crate) fn describe(&self, quality: Quality) -> String {
        let mut s = format!(
            "{} test ({}), {} {} leader {}",
            self.kind.name(),
            self.table,
            quality.name(),
            if self.leader { "with" } else { "without" },
            self.number
        );
        if let Some(p) = self.shaken {
            s.push_str(&format!(", shaken or pinned {}", signed(p)));
        }
        if self.target >= self.die.max() {
            s.push_str(": passes whatever the roll");
        } else if self.target < self.die.min() {
            s.push_str(": fails whatever the roll");
        } else {
            s.push_str(&format!(": passes on {} or less", self.target));
        }
        s
    }
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    test: Tested,
    quality: Quality,
}

impl Procedure for Test {
    const INFO: Info = Info {
        rules: ID,
        name: "test",
        aliases: &[],
        section: "Tests and Morale Checks",
        about: "Test or morale check: a D20, that number or less passes",
        after_help: "Rolls a D20 against the unit's number, with or without its leader: that \
number or less passes. close, stand, rally: the Close to Combat, Stand and Fight, Rally table \
(green 10/8, veteran 17/14, crack 19/17); major: Major Morale (8/6, 15/13, 17/15), taken when \
a unit with no leader within 6\" tries to move; critical, pinned: Critical & Pinned Morale (8/6, \
15/13, 16/14). A unit already shaken or pinned testing to stand needs 2 less (--shaken, stand \
only).\n\n--chances quantity: passed (true/false).\n\nOrder of dice (--dice): the D20.\n\n\
Result (--json): passed, roll, target.\n\nExamples:\n  spw tsatf test --kind stand --quality \
veteran --leader\n  spw tsatf test --kind major --quality green\n  spw tsatf test --kind stand \
--quality crack --shaken --chances\n  spw tsatf test --kind close --quality green --leader \
--dice 11",
    };
    type Plan = Plan;
    type Outcome = (bool, Option<i64>);

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        if self.shaken && self.kind != Kind::Stand {
            return Err(Error::usage(format!(
                "--shaken with --kind {}: only the stand test is reduced for a unit already \
                 shaken or pinned (Tests and Morale Checks)",
                self.kind.name()
            )));
        }
        Ok(Plan {
            test: Tested::new(cx, self.kind, self.quality, self.leader, self.shaken)?,
            quality: self.quality,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<(bool, Option<i64>)> {
        let passed = plan.test.roll(dice, "test")?;
        Ok((passed, None))
    }

    fn quantities(_plan: &Plan, o: &(bool, Option<i64>)) -> Quantities {
        vec![("passed".into(), o.0.into())]
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(plan.test.describe(plan.quality))
    }

    fn tell(plan: &Plan, o: &(bool, Option<i64>), throws: &[Throw]) -> Told {
        let passed = o.0;
        let roll = throws
            .iter()
            .flat_map(|t| t.dice.iter())
            .map(|d| d.value)
            .next();
        let mut blocks: Vec<Block> = throws.iter().map(|t| throw_line(t, "")).collect();
        let verdict = if passed { "passed" } else { "failed" };
        blocks.push(Block::Line(Line::new().push(
            format!("{} test {verdict}", plan.test.kind.name()),
            if passed { Style::Good } else { Style::Bad },
        )));
        let summary = match roll {
            Some(r) => format!(
                "{r} against {}: {verdict}: {}",
                plan.test.target,
                plan.test.kind.consequence(passed)
            ),
            None => format!(
                "{verdict} whatever the roll: {}",
                plan.test.kind.consequence(passed)
            ),
        };
        let mut result = serde_json::Map::new();
        result.insert("roll".into(), json!(roll));
        result.insert("target".into(), json!(plan.test.target));
        Told {
            result,
            summary,
            blocks,
        }
    }
}

//! Tests and Morale Checks: a D20 against the unit's number on one of three tables (Close to
//! Combat, Stand and Fight, Rally; Major Morale; Critical & Pinned Morale), with or without a
//! leader; that number or less passes. A shaken or pinned unit testing to stand needs 2 less.

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::{Cmp, Die, Expr, Test as DieTest};
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::common::signed;
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles, When};
use crate::rules::tsatf::{ID, Quality, tables};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
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

    /// What passing or failing means (Tests and Morale Checks), with the inches a failure
    /// moved when its dice were rolled.
    pub(crate) fn consequence(self, passed: bool, inches: Option<i64>) -> String {
        let moved = |what: &str| match inches {
            Some(n) => format!("{what} {n}\""),
            None => what.to_string(),
        };
        match (self, passed) {
            (Kind::Close, true) => "the unit closes to within 1\" of its target".into(),
            (Kind::Close, false) => format!(
                "the unit {} towards its starting spot (no further), pinned, and cannot move \
                 until unpinned",
                moved("falls back")
            ),
            (Kind::Stand, true) => "the unit stands and fights".into(),
            (Kind::Stand, false) => format!(
                "the unit {} to the rear and is shaken: it cannot move until it rallies",
                moved("falls back")
            ),
            (Kind::Rally, true) => "the unit rallies".into(),
            (Kind::Rally, false) => "the unit stays shaken".into(),
            (Kind::Major, true) => "the unit may move".into(),
            (Kind::Major, false) => "the unit cannot move, but may fire".into(),
            (Kind::Critical, true) => "the unit fights on (or rallies from rout)".into(),
            (Kind::Critical, false) => format!(
                "the unit {}, and routs again each turn (tsatf move --routing) until it leaves \
                 the table or passes",
                moved("routs")
            ),
            (Kind::Pinned, true) => "the unit (or man) is no longer pinned".into(),
            (Kind::Pinned, false) => "the unit (or man) stays pinned".into(),
        }
    }

    /// The name of the quantity a failure's move is reported under, for the kinds that move.
    pub(crate) fn move_name(self) -> Option<&'static str> {
        match self {
            Kind::Close | Kind::Stand => Some("fall_back"),
            Kind::Critical => Some("rout"),
            _ => None,
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
    /// The dice of the move a failure makes (falling back, routing), in inches.
    pub fails: Option<Expr>,
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
        let fails = match kind {
            Kind::Close => Some(t.close_fall_back.expr().clone()),
            Kind::Stand => Some(t.stand_fall_back.expr().clone()),
            Kind::Critical => Some(t.rout.expr().clone()),
            _ => None,
        };
        Ok(Tested {
            kind,
            table: table.title.clone(),
            number,
            shaken,
            target: number + shaken.unwrap_or(0),
            leader,
            die: t.die.die().clone(),
            fails,
        })
    }

    /// Rolls the test and, when it fails, the move the failure makes (`None` when the test
    /// passed or its failure moves nothing): a step of the test, so `--dice` and `--chances`
    /// see it.
    pub(crate) fn roll_and_move(
        &self,
        dice: &mut dyn Dice,
        what: &str,
    ) -> Result<(bool, Option<i64>)> {
        let passed = self.roll(dice, what)?;
        let moved = match (&self.fails, passed, self.kind.move_name()) {
            (Some(e), false, Some(name)) => Some(dice.expr(e, &name.replace('_', " "))?.max(0)),
            _ => None,
        };
        Ok((passed, moved))
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
        if let Some(e) = &self.fails {
            let verb = if self.kind == Kind::Critical {
                "routs"
            } else {
                "falls back"
            };
            s.push_str(&format!("; failing, it {verb} {e}\""));
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
only).\n\nA failure's move is rolled too: failing to close, the unit falls back 2d6\" towards \
its starting spot and is pinned (ruling: Close Combat's 2d6 is how far, Tests' starting spot \
where to); failing to stand, it falls back 2d6\" and is shaken (ruling: Close Combat's 2d6 \
rather than Tests' 4D6, a data switch); failing critical morale, it routs 4D6\" now and again \
each turn (spw tsatf move --routing).\n\nExamples:\n  spw tsatf test --kind stand --quality \
veteran --leader\n  spw tsatf test --kind major --quality green\n  spw tsatf test --kind stand \
--quality crack --shaken --chances\n  spw tsatf test --kind close --quality green --leader \
--dice 11,3,5",
        facts: Facts::new(
            Chances::Of(&[
                field("passed", Of::YesNo, ""),
                field("fall_back", Of::Number, "close, stand: inches, 0 when passed"),
                field("rout", Of::Number, "critical: inches, 0 when passed"),
            ]),
            Throws::Dice(
                "the D20, then on a failure the fall back's 2d6 (close, stand) or the rout's 4D6 \
                 (critical).",
            ),
        )
        .no_range("its options are kinds and switches")
        .result(&[
            field("roll", Of::Number, "the D20"),
            field("target", Of::Number, "the most that passes"),
        ]),
    };
    type Plan = Plan;
    type Outcome = (bool, Option<i64>);

    // A rally or pinned test is what those states are for: a unit without them has nothing to
    // recover from.
    const PLAY: fx::Play = fx::Play {
        needs: &[
            fx::Need::new(
                &["shaken"],
                "is not shaken",
                "shaken=true",
                "shaken units \"can roll to rally in the morale phase\" (Stand and Fight)",
            )
            .when(When::Is("kind", &["rally"])),
            fx::Need::new(
                &["pinned", "pinned_men"],
                "is not pinned and has no pinned men",
                "pinned=true",
                "Pinned Morale is checked \"to recover units or individuals that failed a Close to \
                 Combat check or are pinned by fire\" (CRITICAL & PINNED MORALE)",
            )
            .when(When::Is("kind", &["pinned"])),
        ],
        ..fx::Play::NONE
    };

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::One("the unit testing"),
        fill: &[
            Fill::subject("quality", "quality"),
            Fill::subject("leader", "leader"),
            // Only the stand test is reduced for a unit already shaken or pinned (Stand and
            // Fight); a rally or pinned test is what those states are for.
            Fill::subject("shaken", "shaken").when(When::Is("kind", &["stand"])),
            Fill::subject("shaken", "pinned").when(When::Is("kind", &["stand"])),
        ],
        out_of_play: &[],
        // NOTES: "Pinned units or pinned individuals may not charge or advance on the enemy":
        // the Close to Combat test is the charge.
        barred: &[fx::Bar::new(
            "pinned",
            "pinned units may not charge or advance on the enemy (NOTES)",
        )
        .when(When::Is("kind", &["close"]))],
        effects: &[
            Declared::on(
                Role::Subject,
                "close failed: pinned (CLOSE COMBAT)",
                fx::Kind::Mark("pinned"),
            ),
            Declared::on(
                Role::Subject,
                "stand failed: shaken (Stand and Fight)",
                fx::Kind::Mark("shaken"),
            ),
            Declared::on(Role::Subject, "rally passed", fx::Kind::Clear("shaken")),
            Declared::on(
                Role::Subject,
                "critical failed: routs",
                fx::Kind::Mark("routed"),
            ),
            Declared::on(
                Role::Subject,
                "critical failed: its 4D6 rout for this turn (CRITICAL & PINNED MORALE)",
                fx::Kind::Did("routed"),
            ),
            Declared::on(
                Role::Subject,
                "critical passed: rallies from rout",
                fx::Kind::Clear("routed"),
            ),
            Declared::on(
                Role::Subject,
                "pinned passed: recovers",
                fx::Kind::Clear("pinned"),
            ),
            Declared::on(
                Role::Subject,
                "pinned passed: its pinned men recover (CRITICAL & PINNED MORALE)",
                fx::Kind::Clear("pinned_men"),
            ),
        ],
        luck: fx::Luck::higher("passed", Role::Subject),
    };

    fn effects(plan: &Plan, o: &(bool, Option<i64>)) -> Vec<fx::Effect> {
        use fx::Change::{Clear, Mark};
        let change = match (plan.test.kind, o.0) {
            (Kind::Close, false) => Mark("pinned"),
            (Kind::Stand, false) => Mark("shaken"),
            (Kind::Rally, true) => Clear("shaken"),
            (Kind::Critical, false) => {
                // It routs 4D6 at once: its rout for this turn ("rout, 4D6 per turn").
                return vec![
                    fx::Effect::Unit(Role::Subject, Mark("routed")),
                    fx::Effect::Did(Role::Subject, "routed", fx::Per::Turn),
                ];
            }
            (Kind::Critical, true) => Clear("routed"),
            // Pinned Morale recovers "units or individuals": its pinned men with it.
            (Kind::Pinned, true) => {
                return vec![
                    fx::Effect::Unit(Role::Subject, Clear("pinned")),
                    fx::Effect::Unit(Role::Subject, fx::Change::Reset("pinned_men")),
                ];
            }
            _ => return Vec::new(),
        };
        vec![fx::Effect::Unit(Role::Subject, change)]
    }

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
        plan.test.roll_and_move(dice, "test")
    }

    fn quantities(plan: &Plan, o: &(bool, Option<i64>)) -> Quantities {
        let mut q: Quantities = vec![("passed".into(), o.0.into())];
        if let (Some(name), Some(_)) = (plan.test.kind.move_name(), &plan.test.fails) {
            q.push((name.into(), o.1.unwrap_or(0).into()));
        }
        q
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(plan.test.describe(plan.quality))
    }

    fn tell(plan: &Plan, o: &(bool, Option<i64>), throws: &[Throw]) -> Told {
        let passed = o.0;
        let roll = throws
            .iter()
            .filter(|t| &*t.what == "test")
            .flat_map(|t| t.dice.iter())
            .map(|d| d.value)
            .next();
        let mut blocks: Vec<Block> = throws
            .iter()
            .map(|t| match o.1 {
                Some(n) if &*t.what != "test" => throw_line(t, &format!("= {n}\"")),
                _ => throw_line(t, ""),
            })
            .collect();
        let verdict = if passed { "passed" } else { "failed" };
        blocks.push(Block::Line(Line::new().push(
            format!("{} test {verdict}", plan.test.kind.name()),
            if passed { Style::Good } else { Style::Bad },
        )));
        let then = plan.test.kind.consequence(passed, o.1);
        let summary = match roll {
            Some(r) => format!("{r} against {}: {verdict}: {then}", plan.test.target),
            None => format!("{verdict} whatever the roll: {then}"),
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

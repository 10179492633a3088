//! 4.0 Melee, 4.1 multiple unit melees: the assaulted unit tests morale to stand (5.0); both
//! sides roll a d6 per figure against ferocity (−1 per earlier melee this turn, cumulative);
//! each side takes a skill test for every hit it took, failures are casualties; the side with
//! more casualties tests morale at its rating less the hits it took, and if it passes the
//! other side tests the same way. Ruling: a tie in casualties, the attacker tests
//! first.
//!
//! The dice are asked for in aggregate (how many of N dice meet the score). Explored exactly,
//! each side's share of the fight is one [`settle_keyed`] step (its casualties and morale
//! target, from the other side's hits and its own saves), explored once, and the morale tests
//! are keyed by their target, so 100 figures against 100 stays well under a second.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::chance::limits;
use crate::dice::ast::{Die, Expr, Face, Op};
use crate::engine::{Dice, Quantities, Throw, settle, settle_keyed};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Marginal, Style};
use crate::rules::Cx;
use crate::rules::common::{self, signed};
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::schwerpunkt::data::{MeleeSide, MoralePenalty};
use crate::rules::schwerpunkt::morale::MoraleTest;
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};

/// The most figures on one side (a unit, not an army); rolling stays within the dice limit.
pub(crate) const MAX_FIGURES: i64 = 1000;

/// The most earlier melees in one turn worth counting.
const MAX_FATIGUE: i64 = 10;

/// The most figures a side `--chances` follows, and the most paths it may take through a
/// melee, estimated up front from its size (see [`exact_paths`]). A side's fold costs paths
/// times the width of its weights (6^n), so the figures are capped too: 150 against 150 and
/// 150 against 1 each take about a fifth of a second, 1000 against 1 would take over one
/// (bench/README.md). The exact interpreter would refuse beyond its own path cap anyway, but
/// only after that work; the melee knows its size and says so at once.
const MAX_EXACT_FIGURES: u32 = 150;
const MAX_EXACT_PATHS: u64 = 2_500_000;

#[derive(Args, Clone, Debug, Serialize)]
pub(crate) struct Melee {
    /// Figures of the attacking unit in the melee (all those in coherency, 4.0)
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        help_heading = "Attacker"
    )]
    pub attacker_figures: i64,

    /// The attacker's ferocity: a figure hits on this or more on a d6
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        help_heading = "Attacker"
    )]
    pub attacker_ferocity: i64,

    /// The attacker's skill: each hit it takes is saved on this or more on a d6
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        help_heading = "Attacker"
    )]
    pub attacker_skill: i64,

    /// The attacker's morale rating (2d6 of this or less passes)
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        help_heading = "Attacker"
    )]
    pub attacker_morale: i64,

    /// The attacker's officer is with the unit (+1 to its morale, 1.6)
    #[arg(long, help_heading = "Attacker")]
    pub attacker_officer: bool,

    /// Melees the attacker has already fought this turn (−1 to its ferocity roll each, 4.1)
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        allow_negative_numbers = true,
        help_heading = "Attacker"
    )]
    pub attacker_fatigue: i64,

    /// Figures of the assaulted unit in the melee
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        help_heading = "Defender"
    )]
    pub defender_figures: i64,

    /// The defender's ferocity: a figure hits on this or more on a d6
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        help_heading = "Defender"
    )]
    pub defender_ferocity: i64,

    /// The defender's skill: each hit it takes is saved on this or more on a d6
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        help_heading = "Defender"
    )]
    pub defender_skill: i64,

    /// The defender's morale rating (2d6 of this or less passes)
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        help_heading = "Defender"
    )]
    pub defender_morale: i64,

    /// The defender's officer is with the unit (+1 to its morale, 1.6)
    #[arg(long, help_heading = "Defender")]
    pub defender_officer: bool,

    /// Melees the defender has already fought this turn (−1 to its ferocity roll each, 4.1)
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        allow_negative_numbers = true,
        help_heading = "Defender"
    )]
    pub defender_fatigue: i64,

    /// The melee goes on from an earlier round: the defender has already stood (no test to stand)
    #[arg(long)]
    pub continued: bool,

    /// The winner pursues a side that flees 2d6" (5.0): a fleeing unit it overtakes is removed
    #[arg(long)]
    pub pursue: bool,

    /// With --pursue: inches between the units before the flight (0 when in contact)
    #[arg(
        long,
        value_name = "INCHES",
        allow_negative_numbers = true,
        requires = "pursue"
    )]
    pub gap: Option<i64>,
}

/// One side of the melee, checked.
#[derive(Clone, Debug)]
pub(crate) struct Side {
    pub who: MeleeSide,
    pub figures: u32,
    pub ferocity: i64,
    pub skill: i64,
    pub morale: i64,
    pub officer: bool,
    pub fatigue: u32,
    /// The score its figures need on the die: ferocity, raised by fatigue (4.1).
    pub need: i64,
    /// Its morale before the melee's penalty: the rating, +1 with the officer (1.6).
    pub base_target: i64,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub die: Die,
    pub test: MoraleTest,
    pub attacker: Side,
    pub defender: Side,
    /// Whether the defender tests to stand first (not in a continued melee).
    pub stand: bool,
    pub fatigue_mod: i64,
    pub penalty: MoralePenalty,
    pub tie_first: MeleeSide,
    /// The lowest and highest totals of the morale dice, when the expression is simple enough
    /// to tell (`2d6`: 2 and 12): targets beyond them are decided without a roll.
    pub bounds: Option<(i64, i64)>,
    pub flight: String,
    /// The flight's dice (4.0: 2d6), also the pursuit's (5.0).
    pub flight_dice: Expr,
    /// `--pursue`: the gap between the units, and whether reaching the flight overtakes
    /// (`[flight] overtake_on_equal`).
    pub pursue: Option<(i64, bool)>,
    /// For the exact interpreter: one die whose faces are every (pursuit − flight) the two
    /// rolls can make, so "overtaken" is one two-way step instead of 121 branches per melee
    /// ending. `None` when the flight dice are not plain dice (then both are explored).
    pub pursuit_lead: Option<Die>,
}

/// How the melee ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    DefenderFled,
    AttackerFlees,
    DefenderFlees,
    BothStand,
    AttackerWipedOut,
    DefenderWipedOut,
    BothWipedOut,
}

impl Kind {
    /// Every kind, in the order a melee can end (the `--chances` listing order).
    const ALL: [Kind; 7] = [
        Kind::DefenderFled,
        Kind::AttackerFlees,
        Kind::DefenderFlees,
        Kind::BothStand,
        Kind::AttackerWipedOut,
        Kind::DefenderWipedOut,
        Kind::BothWipedOut,
    ];

    /// The value of the `outcome` quantity.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Kind::DefenderFled => "defender fled before contact",
            Kind::AttackerFlees => "attacker flees",
            Kind::DefenderFlees => "defender flees",
            Kind::BothStand => "both stand",
            Kind::AttackerWipedOut => "attacker wiped out",
            Kind::DefenderWipedOut => "defender wiped out",
            Kind::BothWipedOut => "both wiped out",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    pub kind: Kind,
    pub attacker_casualties: u32,
    pub defender_casualties: u32,
    /// The hits each side scored, (attacker's, defender's): kept only when rolled (`None`
    /// while explored; see [`Fight`]).
    pub hits: Option<(u32, u32)>,
    /// The defender's test to stand (none in a continued melee).
    pub stand: Option<Verdict>,
    /// The morale tests after the fight, in order: who tested and how it went.
    pub tests: Vec<(MeleeSide, Verdict)>,
    /// A side fled: the flight and (with `--pursue`) pursuit rolls, kept only when rolled, and
    /// whether the pursuer overtook it.
    pub flight: Option<Flight>,
}

/// 4.0, 5.0: the flight of the side that broke and, with `--pursue`, the pursuit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Flight {
    pub distance: Option<i64>,
    pub pursuit: Option<i64>,
    pub removed: Option<bool>,
}

/// How one morale test went: passed or not, and the dice total when dice were thrown. The
/// total is kept only when rolled (`None` while explored, so explored tests merge into pass
/// and fail).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Verdict {
    pub passed: bool,
    pub total: Option<i64>,
}

/// What the fight leaves behind that matters to the rest of the melee: the casualties and
/// each side's morale target (clamped to what the dice can decide, so that fights that differ
/// only in a hopeless or certain target are one branch when explored). The hits scored are
/// kept only when rolled, for the account: explored, they would split fights the targets
/// already merge (47 figures a side: some 6,000 distinct fights would become 1.4 million).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Fight {
    attacker_casualties: u32,
    defender_casualties: u32,
    attacker_target: i64,
    defender_target: i64,
    hits: Option<(u32, u32)>,
}

impl Procedure for Melee {
    const INFO: Info = Info {
        rules: ID,
        name: "melee",
        aliases: &[],
        section: "4.0, 4.1",
        about: "Melee: stand test, a d6 per figure against ferocity, saves, then morale",
        after_help: "The assaulted unit tests morale to stand (5.0); if it fails it flees 2d6\" \
towards its table edge and there is no melee. Both sides roll a d6 per figure: ferocity or more \
hits, −1 to the roll per melee the side has already fought this turn (4.1). Each side takes a \
skill test (d6, skill or more) for each hit it took; failures are casualties. The side with \
more casualties tests morale at its rating less the hits it took (+1 with its officer); if it \
passes, the other side tests the same way. Ruling: a tie in casualties, the attacker tests \
first. A side that fails flees 2d6\" towards its table edge; if both stand the melee goes on \
next round (--continued: no stand test). Ruling: casualties never exceed a side's figures, and \
a side with none left is wiped out, which ends the melee. The side that flees rolls its 2d6\" \
of flight; --pursue: the winner pursues 2d6\" (5.0) and a fleeing unit it overtakes is removed \
(ruling: the pursuit reaches the flight plus --gap, the inches between them; `spw flee` rolls \
flight and pursuit on their own).\n\nWith --dice, in order: the stand test \
(2d6), the attacker's figures, the defender's figures, the attacker's saves, the defender's \
saves, the morale tests, then the flight (2d6) and the pursuit (2d6, with --pursue). A roll whose answer is already certain (morale 12 always \
passes, ferocity 1 always hits) is thrown and asked for all the same.\n\n--chances quantities: outcome (defender fled before contact, \
attacker flees, defender flees, both stand, attacker wiped out, defender wiped out, both wiped \
out), attacker_casualties, defender_casualties; removed (true/false, with --pursue).\n\nExamples:\n  spw melee --attacker-figures 10 \
--attacker-ferocity 4 --attacker-skill 4 \\\n      --attacker-morale 7 --defender-figures 8 \
--defender-ferocity 5 \\\n      --defender-skill 4 --defender-morale 8 --defender-officer\n  \
spw melee ... --defender-fatigue 1    (the defender's second melee this turn)\n  spw --chances \
melee ... --continued      (a later round: no stand test)\n  spw --chances melee ... --attacker-fatigue 0..3 --goal \"outcome='defender flees'\"",
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the attacker",
            target: "the defender",
        },
        fill: &[
            Fill::unit("attacker-figures", "figures"),
            Fill::unit("attacker-ferocity", "ferocity"),
            Fill::unit("attacker-skill", "skill"),
            Fill::unit("attacker-morale", "morale"),
            Fill::unit("attacker-officer", "officer"),
            Fill::target("defender-figures", "figures"),
            Fill::target("defender-ferocity", "ferocity"),
            Fill::target("defender-skill", "skill"),
            Fill::target("defender-morale", "morale"),
            Fill::target("defender-officer", "officer"),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[
            Declared::on(
                Role::Unit,
                "attacker_casualties (4.0)",
                fx::Kind::Lose("figures"),
            ),
            Declared::on(
                Role::Target,
                "defender_casualties (4.0)",
                fx::Kind::Lose("figures"),
            ),
            Declared::on(Role::Unit, "attacker wiped out", fx::Kind::Destroy),
            Declared::on(Role::Target, "defender wiped out", fx::Kind::Destroy),
            Declared::on(
                Role::Unit,
                "attacker flees (4.0, 5.0)",
                fx::Kind::Mark("fleeing"),
            ),
            Declared::on(
                Role::Target,
                "defender fled or flees (4.0, 5.0)",
                fx::Kind::Mark("fleeing"),
            ),
            Declared::on(
                Role::Unit,
                "the fleeing attacker removed by the pursuit (5.0)",
                fx::Kind::Destroy,
            ),
            Declared::on(
                Role::Target,
                "the fleeing defender removed by the pursuit (5.0)",
                fx::Kind::Destroy,
            ),
        ],
        luck: fx::Luck::higher("defender_casualties", Role::Unit),
    };

    fn effects(_plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        use fx::Change::{Destroy, DestroyWhenNone, Lose, Mark};
        let mut out = Vec::new();
        for (role, n) in [
            (Role::Unit, o.attacker_casualties),
            (Role::Target, o.defender_casualties),
        ] {
            if n > 0 {
                out.push(fx::Effect::Unit(role, Lose("figures", n.into())));
                out.push(fx::Effect::Unit(role, DestroyWhenNone(&["figures"])));
            }
        }
        let fled = match o.kind {
            Kind::AttackerFlees => Some(Role::Unit),
            Kind::DefenderFled | Kind::DefenderFlees => Some(Role::Target),
            _ => None,
        };
        if let Some(role) = fled {
            out.push(fx::Effect::Unit(role, Mark("fleeing")));
            // 5.0: a fleeing unit the pursuer overtakes is removed from the game.
            if o.flight.and_then(|f| f.removed) == Some(true) {
                out.push(fx::Effect::Unit(role, Destroy(&["figures"])));
            }
        }
        out
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.melee;
        let die = t.die.die().clone();
        let test = MoraleTest::new(cx)?;
        let side = |who: MeleeSide,
                    [figures, ferocity, skill, morale, fatigue]: [i64; 5],
                    officer: bool|
         -> Result<Side> {
            let w = match who {
                MeleeSide::Attacker => "--attacker",
                MeleeSide::Defender => "--defender",
            };
            let figures = common::count(
                &format!("{w}-figures"),
                figures,
                1,
                MAX_FIGURES,
                "the figures in a melee",
            )?;
            let ferocity = common::rating(&format!("{w}-ferocity"), ferocity, &die, "4.0")?;
            let skill = common::rating(&format!("{w}-skill"), skill, &die, "3.3, 4.0")?;
            let morale = test.rating(&format!("{w}-morale"), morale)?;
            let fatigue = common::count(
                &format!("{w}-fatigue"),
                fatigue,
                0,
                MAX_FATIGUE,
                "the melees already fought this turn",
            )?;
            Ok(Side {
                who,
                figures,
                ferocity,
                skill,
                morale,
                officer,
                fatigue,
                // 4.1: the modifier is to the roll, so a −1 raises the score needed.
                need: ferocity - i64::from(fatigue) * t.fatigue,
                base_target: morale + if officer { test.officer } else { 0 },
            })
        };
        let attacker = side(
            MeleeSide::Attacker,
            [
                self.attacker_figures,
                self.attacker_ferocity,
                self.attacker_skill,
                self.attacker_morale,
                self.attacker_fatigue,
            ],
            self.attacker_officer,
        )?;
        let defender = side(
            MeleeSide::Defender,
            [
                self.defender_figures,
                self.defender_ferocity,
                self.defender_skill,
                self.defender_morale,
                self.defender_fatigue,
            ],
            self.defender_officer,
        )?;
        let bounds = bounds(&test.dice);
        let pursue = if self.pursue {
            let gap = self.gap.unwrap_or(0);
            common::count("--gap", gap, 0, 1000, "the inches between the units")?;
            Some((gap, sp::tables(cx.data)?.flight.overtake_on_equal))
        } else {
            None
        };
        let plan = Plan {
            die,
            test,
            attacker,
            defender,
            stand: !self.continued,
            fatigue_mod: t.fatigue,
            penalty: t.morale_penalty,
            tie_first: t.tie_tests_first,
            bounds,
            flight: t.flight.text().to_string(),
            flight_dice: t.flight.expr().clone(),
            pursue,
            pursuit_lead: lead_die(t.flight.expr()),
        };
        if cx.chances {
            let paths = exact_paths(&plan);
            let most = plan.attacker.figures.max(plan.defender.figures);
            if most > MAX_EXACT_FIGURES || paths > MAX_EXACT_PATHS {
                return Err(Error::limit(format!(
                    "--chances: a melee of {} against {} figures is too big for exact chances \
                     (about {} ways to follow); they go up to {MAX_EXACT_FIGURES} figures a \
                     side and {} ways",
                    plan.attacker.figures,
                    plan.defender.figures,
                    limits::group(paths),
                    limits::group(MAX_EXACT_PATHS)
                )));
            }
        }
        Ok(plan)
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let mut out = Outcome {
            kind: Kind::BothStand,
            attacker_casualties: 0,
            defender_casualties: 0,
            hits: None,
            stand: None,
            tests: Vec::new(),
            flight: None,
        };
        // 4.0: "Before melee is resolved, the assaulted unit must make a morale test to stand."
        if plan.stand {
            let stand = morale(plan, dice, plan.defender.base_target, STAND)?;
            out.stand = Some(stand);
            if !stand.passed {
                out.kind = Kind::DefenderFled;
                out.flight = Some(flight(plan, dice)?);
                return Ok(out);
            }
        }
        // Explored, the fight is already settled side by side (see `fight`): its values are
        // all distinct, so no further merge is needed.
        let fight = fight(plan, dice)?;
        out.attacker_casualties = fight.attacker_casualties;
        out.defender_casualties = fight.defender_casualties;
        out.hits = fight.hits;
        let a_out = fight.attacker_casualties >= plan.attacker.figures;
        let d_out = fight.defender_casualties >= plan.defender.figures;
        out.kind = match (a_out, d_out) {
            (true, true) => Kind::BothWipedOut,
            (true, false) => Kind::AttackerWipedOut,
            (false, true) => Kind::DefenderWipedOut,
            (false, false) => Kind::BothStand,
        };
        if out.kind != Kind::BothStand {
            return Ok(out);
        }
        // 4.0: the side that took the most casualties tests first; ruling: a tie, the attacker
        // (as the data says).
        let first = match fight.attacker_casualties.cmp(&fight.defender_casualties) {
            std::cmp::Ordering::Greater => MeleeSide::Attacker,
            std::cmp::Ordering::Less => MeleeSide::Defender,
            std::cmp::Ordering::Equal => plan.tie_first,
        };
        for who in [first, other(first)] {
            let target = match who {
                MeleeSide::Attacker => fight.attacker_target,
                MeleeSide::Defender => fight.defender_target,
            };
            let verdict = morale(plan, dice, target, morale_what(who))?;
            out.tests.push((who, verdict));
            if !verdict.passed {
                out.kind = match who {
                    MeleeSide::Attacker => Kind::AttackerFlees,
                    MeleeSide::Defender => Kind::DefenderFlees,
                };
                out.flight = Some(flight(plan, dice)?);
                break;
            }
        }
        Ok(out)
    }

    fn quantities(plan: &Plan, o: &Outcome) -> Quantities {
        let mut q: Quantities = vec![
            ("outcome".into(), o.kind.name().into()),
            ("attacker_casualties".into(), o.attacker_casualties.into()),
            ("defender_casualties".into(), o.defender_casualties.into()),
        ];
        if plan.pursue.is_some() {
            let removed = o.flight.and_then(|f| f.removed).unwrap_or(false);
            q.push(("removed".into(), removed.into()));
        }
        q
    }

    fn outcome_order(_plan: &Plan, quantity: &str) -> Vec<String> {
        if quantity != "outcome" {
            return Vec::new();
        }
        Kind::ALL.iter().map(|k| k.name().to_string()).collect()
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let find = |what: &str| throws.iter().find(|t| &*t.what == what);
        let mut blocks = vec![
            Block::Line(Line::plain(side_line(plan, &plan.attacker))),
            Block::Line(Line::plain(side_line(plan, &plan.defender))),
        ];
        if let Some(stand) = o.stand {
            let target = plan.defender.base_target;
            blocks.push(Block::Line(Line::plain(format!(
                "the defender tests morale to stand (4.0): {}",
                target_text(plan, &plan.defender, 0, target)
            ))));
            push_morale(&mut blocks, find(STAND), stand, "stands", "fails");
        }
        let mut result = serde_json::Map::new();
        if o.kind == Kind::DefenderFled {
            // 5.0: "A unit that flees an assault may be pursued", before contact too.
            blocks.push(pursuit(plan));
            if let Some(f) = &o.flight {
                push_flight(&mut blocks, plan, f, throws);
                flight_json(&mut result, f);
            }
            let summary = format!(
                "the defender flees {} towards its table edge before contact: no melee{}",
                flees(plan, o),
                pursued(o)
            );
            return Told {
                result,
                summary,
                blocks,
            };
        }
        let (a_hits, d_hits) = o.hits.unwrap_or_default();
        for (s, hits) in [(&plan.attacker, a_hits), (&plan.defender, d_hits)] {
            blocks.push(Block::Line(Line::plain(hits_text(plan, s))));
            if let Some(t) = find(side_name(s.who)) {
                blocks.push(throw_line(t, &common::count_text(hits, "hit", "hits")));
            }
        }
        for (s, took, cas) in [
            (&plan.attacker, d_hits, o.attacker_casualties),
            (&plan.defender, a_hits, o.defender_casualties),
        ] {
            blocks.push(Block::Line(Line::plain(saves_text(plan, s, took))));
            if let Some(t) = find(save_what(s.who)) {
                blocks.push(throw_line(
                    t,
                    &common::count_text(cas, "casualty", "casualties"),
                ));
            }
        }
        result.insert("attacker_hits".into(), json!(a_hits));
        result.insert("defender_hits".into(), json!(d_hits));
        for (i, (who, verdict)) in o.tests.iter().enumerate() {
            let (s, took, cas) = match who {
                MeleeSide::Attacker => (&plan.attacker, d_hits, o.attacker_casualties),
                MeleeSide::Defender => (&plan.defender, a_hits, o.defender_casualties),
            };
            let target = s.base_target - penalty(plan, took, cas);
            let name = side_name(*who);
            let why = if i > 0 {
                format!("then the {name} tests morale")
            } else if o.attacker_casualties == o.defender_casualties {
                format!("casualties are even ({cas} each): the {name} tests morale first (ruling)")
            } else {
                format!(
                    "the {name} took more casualties ({cas} to {}) and tests morale first",
                    o.attacker_casualties + o.defender_casualties - cas
                )
            };
            blocks.push(Block::Line(Line::plain(format!(
                "{why}: {}",
                target_text(plan, s, penalty(plan, took, cas), target)
            ))));
            push_morale(
                &mut blocks,
                find(morale_what(*who)),
                *verdict,
                "passes",
                "fails",
            );
        }
        if matches!(o.kind, Kind::AttackerFlees | Kind::DefenderFlees) {
            blocks.push(pursuit(plan));
            if let Some(f) = &o.flight {
                push_flight(&mut blocks, plan, f, throws);
                flight_json(&mut result, f);
            }
        }
        let casualties = format!(
            "casualties: attacker {}, defender {}",
            o.attacker_casualties, o.defender_casualties
        );
        let summary = match o.kind {
            Kind::AttackerFlees | Kind::DefenderFlees => format!(
                "the {} flees {} towards its table edge (surrendering if enemy troops are in its path){}; {casualties}",
                if o.kind == Kind::AttackerFlees {
                    "attacker"
                } else {
                    "defender"
                },
                flees(plan, o),
                pursued(o)
            ),
            Kind::BothStand => {
                format!("both sides stand: the melee goes on next round; {casualties}")
            }
            Kind::AttackerWipedOut => format!("the attacker is wiped out; {casualties}"),
            Kind::DefenderWipedOut => format!("the defender is wiped out; {casualties}"),
            Kind::BothWipedOut => format!("both units are wiped out; {casualties}"),
            Kind::DefenderFled => String::new(),
        };
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn chance_notes(plan: &Plan, _chances: &[Marginal]) -> Vec<Block> {
        let mut out = vec![
            Block::Line(Line::plain(side_line(plan, &plan.attacker))),
            Block::Line(Line::plain(side_line(plan, &plan.defender))),
        ];
        if plan.stand {
            out.push(Block::Line(Line::plain(format!(
                "the defender tests morale to stand (4.0): {}",
                target_text(plan, &plan.defender, 0, plan.defender.base_target)
            ))));
        }
        out.push(Block::Line(Line::plain(hits_text(plan, &plan.attacker))));
        out.push(Block::Line(Line::plain(hits_text(plan, &plan.defender))));
        out
    }
}

const STAND: &str = "defender stands";

fn other(s: MeleeSide) -> MeleeSide {
    match s {
        MeleeSide::Attacker => MeleeSide::Defender,
        MeleeSide::Defender => MeleeSide::Attacker,
    }
}

fn side_name(s: MeleeSide) -> &'static str {
    match s {
        MeleeSide::Attacker => "attacker",
        MeleeSide::Defender => "defender",
    }
}

fn save_what(s: MeleeSide) -> &'static str {
    match s {
        MeleeSide::Attacker => "attacker save",
        MeleeSide::Defender => "defender save",
    }
}

fn morale_what(s: MeleeSide) -> &'static str {
    match s {
        MeleeSide::Attacker => "attacker morale",
        MeleeSide::Defender => "defender morale",
    }
}

/// An upper bound on the paths the exact interpreter follows through the fight of a melee
/// (see [`fight`]): each side's fold (each hits, casualties pair), then each pair of their
/// values through the morale tests and the flight.
fn exact_paths(plan: &Plan) -> u64 {
    let pairs = |n: u32| u64::from(n + 1) * u64::from(n + 2) / 2;
    let (a, d) = (&plan.attacker, &plan.defender);
    let (ka, kd) = (fold_values(plan, d, a), fold_values(plan, a, d));
    pairs(d.figures)
        .saturating_add(pairs(a.figures))
        .saturating_add(ka.saturating_mul(kd).saturating_mul(FIGHT_PATHS))
}

/// The paths after the fight, at most, for one pair of fold values: two morale tests and a
/// flight with its pursuit.
const FIGHT_PATHS: u64 = 40;

/// How many distinct (casualties, target) values [`fold`] can give `struck`: for each target,
/// the casualties up to the most hits that lead to it.
fn fold_values(plan: &Plan, striker: &Side, struck: &Side) -> u64 {
    if plan.penalty == MoralePenalty::Casualties {
        // The target follows from the casualties.
        return u64::from(striker.figures.min(struck.figures)) + 1;
    }
    let mut most: std::collections::BTreeMap<i64, u32> = std::collections::BTreeMap::new();
    for took in 0..=striker.figures {
        let t = clamp(plan, struck.base_target - i64::from(took));
        let m = most.entry(t).or_insert(0);
        *m = (*m).max(took.min(struck.figures));
    }
    most.values().map(|&m| u64::from(m) + 1).sum()
}

/// The fight itself (4.0): both sides' ferocity dice, then both sides' skill tests.
///
/// Explored, the fight is folded one side at a time: a side's casualties and morale target
/// depend only on the hits the other side scored and its own saves, and the two sides' dice
/// are independent, so each side is [`settle`]d into its distinct (casualties, target) pairs
/// on its own, once (about n²/2 paths), and the pairs are then combined, instead of following every
/// (hits, casualties) of both sides together (about n⁴/4 paths). The rolled order is the
/// rules' (and `--dice`'s): attacker's figures, defender's figures, then the saves.
fn fight(plan: &Plan, dice: &mut dyn Dice) -> Result<Fight> {
    if !dice.rolling() {
        let (attacker_casualties, attacker_target) =
            settle_keyed(dice, "melee", "melee: attacker casualties", |d| {
                fold(plan, &plan.defender, &plan.attacker, d)
            })?;
        let (defender_casualties, defender_target) =
            settle_keyed(dice, "melee", "melee: defender casualties", |d| {
                fold(plan, &plan.attacker, &plan.defender, d)
            })?;
        return Ok(Fight {
            attacker_casualties,
            defender_casualties,
            attacker_target,
            defender_target,
            hits: None,
        });
    }
    let a_hits = hits(plan, &plan.attacker, dice)?;
    let d_hits = hits(plan, &plan.defender, dice)?;
    let a_cas = casualties(plan, &plan.attacker, d_hits, dice)?;
    let d_cas = casualties(plan, &plan.defender, a_hits, dice)?;
    Ok(Fight {
        hits: dice.rolling().then_some((a_hits, d_hits)),
        attacker_casualties: a_cas,
        defender_casualties: d_cas,
        attacker_target: clamp(
            plan,
            plan.attacker.base_target - penalty(plan, d_hits, a_cas),
        ),
        defender_target: clamp(
            plan,
            plan.defender.base_target - penalty(plan, a_hits, d_cas),
        ),
    })
}

/// One side's share of the fight, explored: the hits `striker` scores on `struck`, and
/// `struck`'s casualties and morale target after its saves.
fn fold(plan: &Plan, striker: &Side, struck: &Side, dice: &mut dyn Dice) -> Result<(u32, i64)> {
    let took = hits(plan, striker, dice)?;
    let cas = casualties(plan, struck, took, dice)?;
    Ok((
        cas,
        clamp(plan, struck.base_target - penalty(plan, took, cas)),
    ))
}

/// 4.0: a d6 per figure; the score needed or more hits (thrown even when none can hit, or
/// every one must).
fn hits(plan: &Plan, s: &Side, dice: &mut dyn Dice) -> Result<u32> {
    common::count_at_least(dice, s.figures, &plan.die, s.need, side_name(s.who))
}

/// 4.0: a skill test per hit taken; failures are casualties, never more than the figures.
fn casualties(plan: &Plan, s: &Side, took: u32, dice: &mut dyn Dice) -> Result<u32> {
    let saved = common::count_at_least(dice, took, &plan.die, s.skill, save_what(s.who))?;
    Ok((took - saved).min(s.figures))
}

/// What the morale rating loses after the fight: the hits taken (4.0) or, by house rule, the
/// casualties (5.0's wording).
fn penalty(plan: &Plan, hits: u32, casualties: u32) -> i64 {
    i64::from(match plan.penalty {
        MoralePenalty::Hits => hits,
        MoralePenalty::Casualties => casualties,
    })
}

/// A target the morale dice cannot fail (or cannot pass) is the same as any other such.
fn clamp(plan: &Plan, target: i64) -> i64 {
    match plan.bounds {
        Some((lo, hi)) => target.clamp(lo - 1, hi),
        None => target,
    }
}

/// A morale test (5.0) through [`MoraleTest::roll`], as one two-way step when explored. The
/// dice are thrown even when they cannot change the answer.
fn morale(plan: &Plan, dice: &mut dyn Dice, target: i64, what: &str) -> Result<Verdict> {
    // Keyed: explored once per (test, target), however many fights lead to it.
    let key = format!("melee: {what} at {target}");
    settle_keyed(dice, what, &key, |d| {
        let t = plan.test.roll(d, target, what)?;
        Ok(Verdict {
            passed: t.passed,
            total: t.total.filter(|_| d.rolling()),
        })
    })
}

/// The lowest and highest totals of a plain dice expression (`2d6`, `2d6+1`), or `None` when
/// modifiers make that harder to tell.
fn bounds(e: &Expr) -> Option<(i64, i64)> {
    match e {
        Expr::Num(n) => Some((*n, *n)),
        Expr::Dice(t)
            if t.per_die.is_empty()
                && t.selection == Default::default()
                && t.count_successes.is_none() =>
        {
            let n = i64::from(t.count);
            Some((n.checked_mul(t.die.min())?, n.checked_mul(t.die.max())?))
        }
        Expr::Neg(a) => {
            let (lo, hi) = bounds(a)?;
            Some((hi.checked_neg()?, lo.checked_neg()?))
        }
        Expr::Bin(Op::Add, a, b) => {
            let ((al, ah), (bl, bh)) = (bounds(a)?, bounds(b)?);
            Some((al.checked_add(bl)?, ah.checked_add(bh)?))
        }
        Expr::Bin(Op::Sub, a, b) => {
            let ((al, ah), (bl, bh)) = (bounds(a)?, bounds(b)?);
            Some((al.checked_sub(bh)?, ah.checked_sub(bl)?))
        }
        _ => None,
    }
}

/// "attacker: 10 figures, ferocity 4, skill 4, morale 7, officer +1".
fn side_line(plan: &Plan, s: &Side) -> String {
    let mut t = format!(
        "{}: {} figure{}, ferocity {}, skill {}, morale {}",
        side_name(s.who),
        s.figures,
        if s.figures == 1 { "" } else { "s" },
        s.ferocity,
        s.skill,
        s.morale
    );
    if s.officer {
        t.push_str(&format!(", officer {}", signed(plan.test.officer)));
    }
    if s.fatigue > 0 {
        t.push_str(&format!(
            ", {} earlier melee{} this turn",
            s.fatigue,
            if s.fatigue == 1 { "" } else { "s" }
        ));
    }
    t
}

/// "attacker hits on 5+ (ferocity 4, fatigue −1)".
fn hits_text(plan: &Plan, s: &Side) -> String {
    let mut why = format!("ferocity {}", s.ferocity);
    if s.fatigue > 0 {
        why.push_str(&format!(
            ", fatigue {}",
            signed(i64::from(s.fatigue) * plan.fatigue_mod)
        ));
    }
    let name = side_name(s.who);
    if s.need > plan.die.max() {
        format!(
            "the {name} would need {} on a {}: no figure can hit ({why})",
            s.need, plan.die.name
        )
    } else if s.need <= plan.die.min() {
        format!("every {name} figure hits ({why})")
    } else {
        format!("the {name}'s figures hit on {}+ ({why})", s.need)
    }
}

/// "the attacker saves 3 hits on 4+ (skill 4)".
fn saves_text(plan: &Plan, s: &Side, took: u32) -> String {
    let name = side_name(s.who);
    if took == 0 {
        format!("the {name} took no hits")
    } else if s.skill <= plan.die.min() {
        format!(
            "the {name} saves every hit it took ({took}, skill {})",
            s.skill
        )
    } else {
        format!(
            "the {name} took {}: each is saved on {}+ (skill {})",
            common::count_text(took, "hit", "hits"),
            s.skill,
            s.skill
        )
    }
}

/// "morale 8, officer +1, hits taken −3: passes on 6 or less".
fn target_text(plan: &Plan, s: &Side, penalty: i64, target: i64) -> String {
    let mut t = format!("morale {}", s.morale);
    if s.officer {
        t.push_str(&format!(", officer {}", signed(plan.test.officer)));
    }
    if penalty > 0 {
        let what = match plan.penalty {
            MoralePenalty::Hits => "hits taken",
            MoralePenalty::Casualties => "casualties",
        };
        t.push_str(&format!(", {what} {}", signed(-penalty)));
    }
    let dice = plan.test.dice.to_string();
    match plan.bounds {
        Some((lo, _)) if target < lo => {
            format!("{t}: would need {dice} of {target} or less, so it fails")
        }
        Some((_, hi)) if target >= hi => format!("{t}: passes on any roll"),
        _ => format!("{t}: passes on {target} or less"),
    }
}

/// 4.0: the side that broke flees 2d6"; 5.0: with `--pursue` the winner follows 2d6" and
/// removes it on overtaking (ruling: reaching the flight plus the gap). One [`settle`]d step:
/// explored, only whether it was removed matters (the distances are kept only when rolled).
fn flight(plan: &Plan, dice: &mut dyn Dice) -> Result<Flight> {
    if let (false, Some(lead)) = (dice.rolling(), &plan.pursuit_lead) {
        // Explored: the distances are not quantities, only whether the pursuer overtakes,
        // with the same chances as the two rolls below.
        let removed = match plan.pursue {
            Some((gap, on_equal)) => {
                let need = if on_equal { gap } else { gap.saturating_add(1) };
                // Keyed: the lead die has a face per pair of rolls, costly to look up anew.
                Some(settle_keyed(dice, "pursuit", "melee: pursuit", |d| {
                    common::test_at_least(d, lead, need, "pursuit")
                })?)
            }
            None => None,
        };
        return Ok(Flight {
            distance: None,
            pursuit: None,
            removed,
        });
    }
    settle(dice, "flight", |d| {
        let distance = d.expr(&plan.flight_dice, "flight")?;
        let (pursuit, removed) = match plan.pursue {
            Some((gap, on_equal)) => {
                let p = d.expr(&plan.flight_dice, "pursuit")?;
                let reach = distance + gap;
                (Some(p), Some(if on_equal { p >= reach } else { p > reach }))
            }
            None => (None, None),
        };
        Ok(Flight {
            distance: d.rolling().then_some(distance),
            pursuit: pursuit.filter(|_| d.rolling()),
            removed,
        })
    })
}

/// A die with a face for every way the pursuit and the flight can fall, worth pursuit −
/// flight (2d6 against 2d6: 1,296 faces, −10 to 10).
fn lead_die(flight: &Expr) -> Option<Die> {
    let each = super::barrage::sum_die(flight).ok()?;
    if each.faces.len().saturating_mul(each.faces.len()) > 1 << 16 {
        return None;
    }
    let faces = each
        .faces
        .iter()
        .flat_map(|p| {
            each.faces
                .iter()
                .map(move |f| Face::plain(p.value - f.value))
        })
        .collect();
    Some(Die {
        name: "pursuit − flight".into(),
        faces,
    })
}

/// The flight and pursuit throws, and what they mean.
fn push_flight(blocks: &mut Vec<Block>, plan: &Plan, f: &Flight, throws: &[Throw]) {
    let find = |what: &str| throws.iter().find(|t| &*t.what == what);
    if let (Some(t), Some(d)) = (find("flight"), f.distance) {
        blocks.push(throw_line(t, &format!("= {d}\" of flight")));
    }
    if let (Some(t), Some(p), Some(removed)) = (find("pursuit"), f.pursuit, f.removed) {
        let gap = plan.pursue.map_or(0, |(g, _)| g);
        let tail = if removed {
            format!("= {p}\": overtaken (flight + gap {gap}\"), removed from the game")
        } else {
            format!("= {p}\": it gets away (flight + gap {gap}\")")
        };
        blocks.push(throw_line(t, &tail));
    }
}

/// The rolled distances in `--json`'s result: `flight`, and `pursuit` with `--pursue`.
fn flight_json(result: &mut serde_json::Map<String, serde_json::Value>, f: &Flight) {
    if let Some(d) = f.distance {
        result.insert("flight".into(), json!(d));
    }
    if let Some(p) = f.pursuit {
        result.insert("pursuit".into(), json!(p));
    }
}

/// "flees 7\"" when the flight was rolled, else "flees 2d6\"".
fn flees(plan: &Plan, o: &Outcome) -> String {
    match o.flight.and_then(|f| f.distance) {
        Some(d) => format!("{d}\""),
        None => format!("{}\"", plan.flight),
    }
}

/// "; the winner pursues 9\": overtaken and removed from the game".
fn pursued(o: &Outcome) -> String {
    match o.flight {
        Some(Flight {
            pursuit: Some(p),
            removed: Some(true),
            ..
        }) => format!("; pursued {p}\": overtaken and removed from the game"),
        Some(Flight {
            pursuit: Some(p),
            removed: Some(false),
            ..
        }) => format!("; pursued {p}\": it gets away"),
        _ => String::new(),
    }
}

/// 5.0: the pursuit open to the side that did not flee.
fn pursuit(plan: &Plan) -> Block {
    Block::Line(Line::new().push(
        format!(
            "5.0: the winner may pursue {}\"; a fleeing unit it overtakes is removed",
            plan.flight
        ),
        Style::Dim,
    ))
}

/// A morale throw with its total and verdict (nothing when no dice were thrown).
fn push_morale(blocks: &mut Vec<Block>, t: Option<&Throw>, v: Verdict, yes: &str, no: &str) {
    let (Some(t), Some(total)) = (t, v.total) else {
        return;
    };
    let passed = v.passed;
    let mut line = match throw_line(t, &format!("= {total}")) {
        Block::Line(l) => l,
        other => {
            blocks.push(other);
            return;
        }
    };
    line = line.text(", ").push(
        if passed { yes } else { no },
        if passed { Style::Good } else { Style::Bad },
    );
    blocks.push(Block::Line(line));
}

//! 4.0 Melee, 4.1 multiple unit melees: the assaulted unit tests morale to stand (5.0); both
//! sides roll a d6 per figure against ferocity (−1 per earlier melee this turn, cumulative);
//! each side takes a skill test for every hit it took, failures are casualties; the side with
//! more casualties tests morale at its rating less the hits it took, and if it passes the
//! other side tests the same way. Ruling: a tie in casualties, the attacker tests
//! first.
//!
//! The dice are asked for in aggregate (how many of N dice meet the score). Explored exactly,
//! each side's share of the fight is one [`settle_keyed`](crate::engine::settle_keyed) step (its casualties and morale
//! target, from the other side's hits and its own saves), explored once, and the morale tests
//! are keyed by their target, so 100 figures against 100 stays well under a second.
//!
//! The procedure's files: `plan.rs` checks the options into a [`Plan`], `resolve.rs` rolls or
//! explores the melee, `tell.rs` puts it in words.

mod plan;
mod resolve;
mod tell;

use clap::Args;
use serde::Serialize;

use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::report::{Block, Marginal};
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::schwerpunkt::ID;
use crate::rules::schwerpunkt::data::MeleeSide;
use crate::rules::{Info, Procedure, Told};
use crate::rules::Cx;

use plan::{Plan, Side};
use resolve::{Flight, Kind, Outcome, Verdict};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
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
flight and pursuit on their own).\n\nExamples:\n  spw melee --attacker-figures 10 \
--attacker-ferocity 4 --attacker-skill 4 \\\n      --attacker-morale 7 --defender-figures 8 \
--defender-ferocity 5 \\\n      --defender-skill 4 --defender-morale 8 --defender-officer\n  \
spw melee ... --defender-fatigue 1    (the defender's second melee this turn)\n  spw --chances \
melee ... --continued      (a later round: no stand test)\n  spw --chances melee ... --attacker-fatigue 0..3 --goal \"outcome='defender flees'\"",
        facts: Facts::new(
            Chances::Of(&[
                field(
                    "outcome",
                    Of::Words(&[
                        "defender fled before contact",
                        "attacker flees",
                        "defender flees",
                        "both stand",
                        "attacker wiped out",
                        "defender wiped out",
                        "both wiped out",
                    ]),
                    "",
                ),
                field("attacker_casualties", Of::Number, ""),
                field("defender_casualties", Of::Number, ""),
                field("removed", Of::YesNo, "true/false, with --pursue"),
            ]),
            Throws::Dice(
                "the stand test (2d6), the attacker's figures, the defender's figures, \
                 the attacker's saves, the defender's saves, the morale tests, then the flight \
                 (2d6) and the pursuit (2d6, with --pursue). A roll whose answer is already \
                 certain (morale 12 always passes, ferocity 1 always hits) is thrown and asked \
                 for all the same.",
            ),
        )
        .result(&[
            field("attacker_hits", Of::Number, "hits the attacker's figures scored"),
            field("defender_hits", Of::Number, "hits the defender's figures scored"),
            field("flight", Of::Number, "inches the side that flees runs"),
            field("pursuit", Of::Number, "inches the winner pursues (--pursue)"),
        ]),
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
        self.plan(cx)
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        resolve::resolve(plan, dice)
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
        tell::tell(plan, o, throws)
    }

    fn chance_notes(plan: &Plan, _chances: &[Marginal]) -> Vec<Block> {
        tell::chance_notes(plan)
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

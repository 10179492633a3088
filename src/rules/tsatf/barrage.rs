//! Offboard Artillery and Heavy Mortars: 2D10 of two colours give the width and depth of the
//! beaten zone in inches, +1" each per additional weapon; a card from the hit deck for every
//! figure or vehicle in the zone, friend or foe.

use clap::Args;
use serde::Serialize;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::report::Block;
use crate::rules::Cx;
use crate::rules::common::{self, count_text};
use crate::rules::effects::{self as fx, Role, Roles};
use crate::rules::tsatf::hits::CARD_EFFECTS_TARGET;
use crate::rules::tsatf::hits::{Casualties, HitDeck, MAX_CARDS, card_lines};
use crate::rules::tsatf::{ID, tables};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Barrage {
    /// Weapons firing on the same impact point: +1" to width and depth for each after the first
    #[arg(
        long,
        value_name = "N",
        default_value_t = 1,
        allow_negative_numbers = true
    )]
    pub weapons: i64,

    /// Figures or vehicles in the beaten zone, friend or foe: a hit card each
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        allow_negative_numbers = true
    )]
    pub figures: i64,

    /// The zone is already rolled and laid out: turn only the cards for --figures
    #[arg(long)]
    pub landed: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    die: Option<Die>,
    extra: i64,
    weapons: u32,
    figures: u32,
    deck: HitDeck,
}

#[derive(Clone, Debug)]
pub(crate) struct Outcome {
    zone: Option<(i64, i64)>,
    cas: Casualties,
}

impl Procedure for Barrage {
    const INFO: Info = Info {
        rules: ID,
        name: "barrage",
        aliases: &[],
        section: "Offboard Artillery and Heavy Mortars",
        about: "Off-board artillery: 2D10 zone, a hit card per figure",
        after_help: "Rolls 2D10 of different colours: the first is the width, the second the \
depth of the beaten zone in inches, each +1\" for every weapon after the first (--weapons). \
Then a card is turned from the hit deck for every figure or vehicle in the zone, friend or foe \
(--figures), with the usual effects: spades and clubs pin, diamonds wound, hearts kill; 2–10 an \
ordinary soldier, J–K a key figure, an ace the highest-ranking leader. To roll the zone first, \
lay it out and count, give --figures 0, then run again with --landed --figures N.\n\nExamples:\n  spw tsatf barrage \
--weapons 3\n  spw tsatf barrage --landed --figures 4 --chances\n  spw tsatf barrage --figures \
2 --dice 7,3 --cards 5♥,J♠\n  spw --chances tsatf barrage --landed --figures 1..6 --goal 'killed>=1' --at-least 50%",
        facts: Facts::new(
            Chances::Of(&[
                field("width", Of::Number, "unless --landed"),
                field("depth", Of::Number, "unless --landed"),
                field("killed", Of::Number, ""),
                field("wounded", Of::Number, ""),
                field("pinned", Of::Number, ""),
                field("leader_hit", Of::YesNo, ""),
            ]),
            Throws::DiceAndCards(
                "the width D10, the depth D10, then one hit card per figure.",
            ),
        )
        .result(&[field("cards", Of::List, "each card with its effect and figure")]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the battery firing",
            target: "the unit in the beaten zone",
        },
        fill: &[],
        out_of_play: &[],
        barred: &[],
        effects: CARD_EFFECTS_TARGET,
        luck: None,
    };

    fn effects(_plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        o.cas.effects(Role::Target)
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &tables(cx.data)?.barrage;
        let weapons = common::count("--weapons", self.weapons, 1, 100, "weapons firing")?;
        let figures = common::count(
            "--figures",
            self.figures,
            0,
            i64::from(MAX_CARDS),
            "figures in the zone (a hit card each from one deck)",
        )?;
        Ok(Plan {
            die: (!self.landed).then(|| t.die.die().clone()),
            extra: i64::from(weapons - 1) * t.per_weapon,
            weapons,
            figures,
            deck: HitDeck::new(cx.data)?,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let zone = match &plan.die {
            Some(d) => Some((
                dice.roll(d, "width")? + plan.extra,
                dice.roll(d, "depth")? + plan.extra,
            )),
            None => None,
        };
        let cas = plan.deck.turn(dice, plan.figures)?;
        Ok(Outcome { zone, cas })
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        let mut q: Quantities = Vec::new();
        if let Some((w, d)) = o.zone {
            q.push(("width".into(), w.into()));
            q.push(("depth".into(), d.into()));
        }
        q.extend(o.cas.quantities());
        q
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(match &plan.die {
            Some(d) => format!(
                "{}: width and depth {} each{}; {}",
                count_text(plan.weapons, "weapon", "weapons"),
                d.name,
                if plan.extra > 0 {
                    format!(" +{}\"", plan.extra)
                } else {
                    String::new()
                },
                count_text(plan.figures, "figure in the zone", "figures in the zone")
            ),
            None => count_text(plan.figures, "figure in the zone", "figures in the zone"),
        })
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks: Vec<Block> = throws
            .iter()
            .filter(|t| t.draw.is_none())
            .map(|t| {
                if plan.extra > 0 {
                    throw_line(t, &format!("+{}\"", plan.extra))
                } else {
                    throw_line(t, "")
                }
            })
            .collect();
        let (cards, list) = card_lines(throws);
        blocks.extend(cards);
        let mut parts = Vec::new();
        if let Some((w, d)) = o.zone {
            parts.push(format!("beaten zone {w}\" wide, {d}\" deep"));
        }
        if plan.figures > 0 {
            let mut c = o.cas.text();
            if o.cas.leader > 0 {
                c.push_str("; the leader is hit");
            }
            parts.push(c);
        }
        let mut result = serde_json::Map::new();
        result.insert("cards".into(), list);
        Told {
            result,
            summary: parts.join(": "),
            blocks,
        }
    }
}

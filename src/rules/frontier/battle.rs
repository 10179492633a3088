//! Battles: each unit throws a d6 and adds its battle power (never below 1, after cover,
//! fortifications, poor quality, hills and rivers: Battles, Special Rules); the higher wins,
//! equal is a draw. The winner's natural 6 destroys the loser; otherwise the loser retreats one
//! grid square, and is destroyed if it cannot.

use std::cmp::Ordering;

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::rules::Cx;
use crate::rules::common::Mods;
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::frontier::data::UnitType;
use crate::rules::frontier::{self as fr, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Battle {
    /// The attacking unit's type (see `spw frontier units`)
    #[arg(long, value_name = "TYPE")]
    pub attacker: String,

    /// The defending unit's type
    #[arg(long, value_name = "TYPE")]
    pub defender: String,

    /// The attacker is in cover (+1) or fortifications (+2)
    #[arg(long, value_enum, value_name = "PLACE")]
    pub attacker_in: Option<Place>,

    /// The defender is in cover (built-up area, woods: +1) or fortifications (trenches,
    /// pillboxes: +2)
    #[arg(long, value_enum, value_name = "PLACE")]
    pub defender_in: Option<Place>,

    /// The attacker is poor quality infantry or cavalry (−1)
    #[arg(long)]
    pub attacker_poor: bool,

    /// The defender is poor quality infantry or cavalry (−1)
    #[arg(long)]
    pub defender_poor: bool,

    /// Hill contours the defender stands above the attacker, −2 to 2 (negative: below). The
    /// unit below loses 1 per contour, the unit above gains 1
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        allow_negative_numbers = true
    )]
    pub defender_above: i64,

    /// The attacker attacks from a grid square with a river in it (−1)
    #[arg(long)]
    pub from_river: bool,

    /// The loser cannot retreat and is destroyed: the defender (the default when no side is
    /// given), the attacker, or both
    #[arg(
        long,
        value_enum,
        value_name = "SIDE",
        num_args = 0..=1,
        default_missing_value = "defender",
        require_equals = false
    )]
    pub cannot_retreat: Option<Blocked>,
}

/// Where a unit stands (Battles).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Place {
    /// Built-up areas, woods: +1
    Cover,
    /// Trenches, pillboxes: +2
    Fortification,
}

/// Which side cannot retreat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Blocked {
    Attacker,
    Defender,
    Both,
}

/// One side of a battle, worked out.
#[derive(Clone, Debug)]
pub(crate) struct Side {
    pub role: &'static str,
    pub unit: UnitType,
    pub mods: Mods,
    /// Battle power after modifiers and the floor.
    pub power: i64,
    /// The modifiers took it below the floor.
    pub floored: bool,
    pub can_retreat: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    die: Die,
    destroys_on: i64,
    min_power: i64,
    attacker: Side,
    defender: Side,
}

/// What happened to the loser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fate {
    /// The winner threw a natural 6.
    DestroyedBySix,
    /// It had to retreat and could not.
    DestroyedCannotRetreat,
    Retreats,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    pub attacker_die: i64,
    pub defender_die: i64,
    /// `Greater`: the attacker won; `Equal`: a draw.
    pub won: Ordering,
    pub fate: Option<Fate>,
}

impl Procedure for Battle {
    const INFO: Info = Info {
        rules: ID,
        name: "battle",
        aliases: &[],
        section: "Battles",
        about: "Battle: d6 + battle power each; the higher wins, a winner's 6 destroys",
        after_help: "Each unit throws a d6 and adds its battle power (spw frontier units); the \
higher total wins, equal totals are a draw. If the winner's die shows 6 the loser is destroyed; \
otherwise the loser retreats one grid square, and is destroyed if it cannot (--cannot-retreat). \
Battle power: cover +1, fortifications +2 (ruling: one or the other, not both), poor quality −1 \
(infantry and cavalry only), an enemy one contour above −1, two contours above −2, an enemy one \
or two contours below +1 (Special Rules, Hills), attacking from a river square −1 (Special Rules, \
Rivers); never below 1. Ruling: the winner's natural die must show 6; --cannot-retreat alone \
means the defender.\n\n\
Examples:\n  spw battle --attacker afv --defender infantry --defender-in cover\n  spw battle \
--attacker infantry --defender machine-guns --defender-above 1\n  spw battle \
--attacker cavalry --defender field-artillery --cannot-retreat\n  spw battle --attacker afv \
--defender infantry --dice 6,4\n  spw --chances battle --attacker infantry --defender infantry --defender-above 0..2 \\\n      --goal attacker_wins",
        facts: Facts::new(
            Chances::Of(&[
                field("outcome", Of::Words(&["attacker_wins", "defender_wins", "draw"]), ""),
                field("loser", Of::Words(&["destroyed", "retreats", "none"]), ""),
            ]),
            Throws::Dice("the attacker's d6, then the defender's."),
        )
        .result(&[
            field("attacker_power", Of::Number, "the attacker's battle power"),
            field("defender_power", Of::Number, "the defender's battle power"),
            field("attacker_total", Of::Number, "the attacker's d6 plus its power"),
            field("defender_total", Of::Number, "the defender's d6 plus its power"),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const PLAY: fx::Play = fx::Play {
        acts: &[
            fx::Act::turn(
                "attacked",
                fx::Again::Refused("units may only attack once each turn but may defend themselves as often as necessary (Battles)"),
            ),
            // Its tile is removed: it is not activated this turn.
            fx::Act::turn(
                "fired",
                fx::Again::Refused("artillery units that fire in the Artillery Fire Phase have their playing card tile removed (Turn Sequence 3)"),
            )
            .refused_after(),
        ],
        ..fx::Play::NONE
    };

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the attacking unit",
            target: "the defending unit",
        },
        fill: &[
            Fill::unit("attacker", "type"),
            Fill::unit("attacker-poor", "poor"),
            Fill::target("defender", "type"),
            Fill::target("defender-poor", "poor"),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[
            Declared::on(
                Role::Target,
                "the defender loses: a winner's 6, or it cannot retreat",
                fx::Kind::Destroy,
            ),
            Declared::on(
                Role::Unit,
                "the attacker loses: a winner's 6, or it cannot retreat",
                fx::Kind::Destroy,
            ),
        ],
        luck: fx::Luck::order(
            "outcome",
            Role::Unit,
            &["defender_wins", "draw", "attacker_wins"],
        ),
    };

    fn effects(_plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        let loser = match o.won {
            Ordering::Greater => Role::Target,
            Ordering::Less => Role::Unit,
            Ordering::Equal => return Vec::new(),
        };
        match o.fate {
            Some(Fate::DestroyedBySix | Fate::DestroyedCannotRetreat) => {
                vec![fx::Effect::Unit(loser, fx::Change::Destroy(&[]))]
            }
            _ => Vec::new(),
        }
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = fr::tables(cx.data)?;
        let b = &t.battle;
        let attacker = t.units.get("--attacker", &self.attacker)?.clone();
        let defender = t.units.get("--defender", &self.defender)?.clone();
        if !(-2..=2).contains(&self.defender_above) {
            return Err(Error::usage(format!(
                "--defender-above {}: the hill rules count one or two contours, so −2 to 2 \
                 (Special Rules, Hills)",
                self.defender_above
            )));
        }
        for (option, poor, unit) in [
            ("--attacker-poor", self.attacker_poor, &attacker),
            ("--defender-poor", self.defender_poor, &defender),
        ] {
            if poor && !unit.poor_quality {
                return Err(Error::usage(format!(
                    "{option}: only infantry or cavalry can be poor quality, not {} (Battles)",
                    unit.name
                )));
            }
        }
        let blocked = |side: Blocked| {
            self.cannot_retreat == Some(side) || self.cannot_retreat == Some(Blocked::Both)
        };
        let side = |role: &'static str,
                    unit: UnitType,
                    place: Option<Place>,
                    poor: bool,
                    enemy_above: i64,
                    river: bool,
                    can_retreat: bool| {
            let mut mods = Mods::default();
            mods.add(place == Some(Place::Cover), "cover", b.cover);
            mods.add(
                place == Some(Place::Fortification),
                "fortifications",
                b.fortification,
            );
            mods.add(poor, "poor quality", b.poor_quality);
            mods.add(
                enemy_above == 1,
                "enemy one contour above",
                b.enemy_one_above,
            );
            mods.add(
                enemy_above == 2,
                "enemy two contours above",
                b.enemy_two_above,
            );
            mods.add(enemy_above < 0, "enemy below", b.enemy_below);
            mods.add(river, "attacking from a river", b.from_river);
            let raw = unit.power + mods.total();
            Side {
                role,
                power: raw.max(b.min_power),
                floored: raw < b.min_power,
                unit,
                mods,
                can_retreat,
            }
        };
        Ok(Plan {
            die: b.die.die().clone(),
            destroys_on: b.destroys_on,
            min_power: b.min_power,
            attacker: side(
                "attacker",
                attacker,
                self.attacker_in,
                self.attacker_poor,
                self.defender_above,
                self.from_river,
                !blocked(Blocked::Attacker),
            ),
            defender: side(
                "defender",
                defender,
                self.defender_in,
                self.defender_poor,
                -self.defender_above,
                false,
                !blocked(Blocked::Defender),
            ),
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let a = dice.roll(&plan.die, "attacker")?;
        let d = dice.roll(&plan.die, "defender")?;
        let won = (a + plan.attacker.power).cmp(&(d + plan.defender.power));
        let (winner_die, loser) = match won {
            Ordering::Greater => (a, &plan.defender),
            Ordering::Less => (d, &plan.attacker),
            Ordering::Equal => {
                return Ok(Outcome {
                    attacker_die: a,
                    defender_die: d,
                    won,
                    fate: None,
                });
            }
        };
        let fate = if winner_die == plan.destroys_on {
            Fate::DestroyedBySix
        } else if loser.can_retreat {
            Fate::Retreats
        } else {
            Fate::DestroyedCannotRetreat
        };
        Ok(Outcome {
            attacker_die: a,
            defender_die: d,
            won,
            fate: Some(fate),
        })
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        let outcome = match o.won {
            Ordering::Greater => "attacker_wins",
            Ordering::Less => "defender_wins",
            Ordering::Equal => "draw",
        };
        let loser = match o.fate {
            None => "none",
            Some(Fate::Retreats) => "retreats",
            Some(_) => "destroyed",
        };
        vec![
            ("outcome".into(), outcome.into()),
            ("loser".into(), loser.into()),
        ]
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        let (ta, td) = (
            o.attacker_die + plan.attacker.power,
            o.defender_die + plan.defender.power,
        );
        for (t, total, side) in throws
            .iter()
            .zip([(ta, &plan.attacker), (td, &plan.defender)])
            .map(|(t, (n, s))| (t, n, s))
        {
            blocks.push(throw_line(
                t,
                &format!("→ {total} with battle power {}", side.power),
            ));
        }
        let summary = verdict(plan, o, ta, td);
        let mut result = serde_json::Map::new();
        result.insert("attacker_total".into(), json!(ta));
        result.insert("defender_total".into(), json!(td));
        result.insert("attacker_power".into(), json!(plan.attacker.power));
        result.insert("defender_power".into(), json!(plan.defender.power));
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(format!(
            "{} v {}",
            power_text(plan, &plan.attacker),
            power_text(plan, &plan.defender)
        ))
    }

    fn outcome_order(_plan: &Plan, quantity: &str) -> Vec<String> {
        let order: &[&str] = match quantity {
            "outcome" => &["attacker_wins", "defender_wins", "draw"],
            _ => &["destroyed", "retreats", "none"],
        };
        order.iter().map(|s| s.to_string()).collect()
    }
}

/// "attacker AFVs power 7" or "defender Infantry power 5, cover +1 = 6".
fn power_text(plan: &Plan, s: &Side) -> String {
    let mut t = format!("{} {} power {}", s.role, s.unit.title, s.unit.power);
    if !s.mods.0.is_empty() {
        t.push_str(&format!(", {} = {}", s.mods.describe(), s.power));
    }
    if s.floored {
        t.push_str(&format!(" (never below {})", plan.min_power));
    }
    t
}

/// The result in words.
fn verdict(plan: &Plan, o: &Outcome, ta: i64, td: i64) -> String {
    let (winner, loser, high, low) = match o.won {
        Ordering::Greater => (&plan.attacker, &plan.defender, ta, td),
        Ordering::Less => (&plan.defender, &plan.attacker, td, ta),
        Ordering::Equal => {
            return format!("{ta} to {td}: a draw; both units stay where they are");
        }
    };
    let head = format!(
        "the {} ({}) wins {high} to {low}",
        winner.role, winner.unit.title
    );
    let tail = match o.fate {
        Some(Fate::DestroyedBySix) => format!(
            " with a {}: the {} ({}) is destroyed",
            plan.destroys_on, loser.role, loser.unit.title
        ),
        Some(Fate::DestroyedCannotRetreat) => format!(
            ": the {} ({}) must retreat one grid square, cannot, and is destroyed",
            loser.role, loser.unit.title
        ),
        _ => format!(
            ": the {} ({}) retreats one grid square (destroyed if it cannot)",
            loser.role, loser.unit.title
        ),
    };
    format!("{head}{tail}")
}

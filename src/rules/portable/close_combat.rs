//! Close Combat: each side throws a d6; a score of its Close Combat Power or less destroys the
//! other Unit. The defender's power falls by 1, 2 or 3 when 2, 3 or 4 Units attack it; the
//! attacker's falls attacking uphill (Hills), out of a river (Rivers) or into woods, built-up
//! areas or fortifications; dismounted cavalry fights at −1 (Notes on Unit Types). No power
//! falls below 1.

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Marginal, Style};
use crate::rules::Cx;
use crate::rules::common::{self, Mods, test_at_most};
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::portable::data::{Kind, UnitType};
use crate::rules::portable::{self as pw, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct CloseCombat {
    /// The attacking Unit's type (the last to move into contact): infantry-firearms, cavalry, ...
    #[arg(long, value_name = "TYPE")]
    pub attacker: String,

    /// The defending Unit's type
    #[arg(long, value_name = "TYPE")]
    pub defender: String,

    /// Units attacking the defender: 2, 3 or 4 reduce its power by 1, 2 or 3
    #[arg(
        long,
        value_name = "N",
        default_value_t = 1,
        allow_negative_numbers = true
    )]
    pub attackers: i64,

    /// The defender is above the attacker on a hill (attacker −1, Hills)
    #[arg(long)]
    pub uphill: bool,

    /// The attacker is in a river hex (attacker −1, Rivers)
    #[arg(long)]
    pub from_river: bool,

    /// The defender is in woods (attacker −1), a built-up area or a fortification (−2)
    #[arg(long, value_enum, value_name = "TERRAIN")]
    pub defender_in: Option<Cover>,

    /// Dismounted cavalry fights at −1 (Notes on Unit Types): alone, the side that is cavalry
    #[arg(
        long,
        value_enum,
        value_name = "SIDE",
        num_args = 0..=1,
        default_missing_value = "cavalry"
    )]
    pub dismounted: Option<Sides>,
}

/// Woods; Built-up Areas and Fortifications.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Cover {
    /// Woods: the attacker −1
    Woods,
    /// A built-up area: the attacker −2
    Bua,
    /// A fortification: the attacker −2
    Fortification,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Sides {
    /// The side that is cavalry (what a bare --dismounted means)
    Cavalry,
    Attacker,
    Defender,
    Both,
}

/// One side of the combat.
#[derive(Clone, Debug)]
pub(crate) struct Side {
    unit: UnitType,
    mods: Mods,
    /// Its Close Combat Power after the modifiers, never below the minimum.
    power: i64,
    /// Its power after the modifiers, before the minimum applies.
    raw: i64,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    die: Die,
    attacker: Side,
    defender: Side,
    attackers: u32,
}

/// Close Combat: who was destroyed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// The attacker's die destroyed the defender.
    defender_destroyed: bool,
    /// The defender's die destroyed the attacker.
    attacker_destroyed: bool,
}

impl Outcome {
    fn name(self) -> &'static str {
        match (self.defender_destroyed, self.attacker_destroyed) {
            (true, false) => "attacker_wins",
            (false, true) => "defender_wins",
            (false, false) => "draw",
            (true, true) => "both_destroyed",
        }
    }
}

impl Procedure for CloseCombat {
    const INFO: Info = Info {
        rules: ID,
        name: "close-combat",
        aliases: &["cc"],
        section: "Close Combat",
        about: "Close combat: a d6 each, destroying the enemy on its Close Combat Power or less",
        after_help: "Each side throws a d6: the attacker's score of its Close Combat Power or less \
destroys the defender, the defender's of its power or less destroys the attacker. If one Unit is \
destroyed the other has won; if neither, it is a draw and the attacker must withdraw into an \
adjacent empty hex not adjacent to an enemy Unit, or is destroyed if it cannot; if both, it is \
mutual annihilation. 2, 3 or 4 attacking Units reduce the defender's power by 1, 2 or 3. The \
attacker's power falls by 1 attacking a Unit above it (Hills) or out of a river hex (Rivers), \
by 1 into woods, by 2 into a built-up area or fortification; dismounted cavalry fights at −1. No \
power falls below 1. Both dice are always thrown, even when a power of 6 makes one certain.\n\n\
Unit types: infantry-firearms, infantry-close-combat, cavalry, machine-guns, \
light-field-artillery, field-artillery, fortress-artillery, command (spw portable units).\n\nExamples:\n  spw close-combat --attacker \
infantry-firearms --defender infantry-close-combat\n  spw close-combat --attacker cavalry \
--defender cavalry --attackers 2 --uphill\n  spw close-combat --attacker cavalry --defender \
cavalry --defender-in woods\n  spw close-combat --attacker \
infantry-firearms --defender command --dice 3,6\n  spw close-combat --attacker \
cavalry --defender infantry-firearms --dismounted\n  spw --chances close-combat --attacker infantry-firearms \\\n      --defender infantry-firearms --attackers 1..4 --goal attacker_wins --at-least 50%",
        facts: Facts::new(
            Chances::Of(&[field(
                "outcome",
                Of::Words(&["attacker_wins", "defender_wins", "draw", "both_destroyed"]),
                "",
            )]),
            Throws::Dice("the attacker's d6, then the defender's."),
        )
        .result(&[
            field("attacker_power", Of::Number, "the attacker's Close Combat Power"),
            field("defender_power", Of::Number, "the defender's Close Combat Power"),
            field("attacker_roll", Of::Number, "the attacker's d6"),
            field("defender_roll", Of::Number, "the defender's d6"),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const PLAY: fx::Play = fx::Play {
        acts: &[
            fx::Act::turn(
                "activated",
                fx::Again::Warned("when activated, a Unit may move or fire or be unpinned (Turn Sequence 2b)"),
            ),
            fx::Act::turn(
                "fired",
                fx::Again::Refused("Artillery Units that fire may not be activated during the same turn, although they may be unpinned (Artillery Fire)"),
            )
            .refused_after(),
        ],
        ..fx::Play::NONE
    };

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the attacking Unit",
            target: "the defending Unit",
        },
        fill: &[
            Fill::unit("attacker", "type"),
            Fill::target("defender", "type"),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[
            Declared::on(
                Role::Target,
                "attacker_wins, both_destroyed",
                fx::Kind::Destroy,
            ),
            Declared::on(
                Role::Unit,
                "defender_wins, both_destroyed",
                fx::Kind::Destroy,
            ),
        ],
        luck: fx::Luck::order(
            "outcome",
            Role::Unit,
            &["defender_wins", "both_destroyed", "draw", "attacker_wins"],
        ),
    };

    fn effects(_plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        let mut out = Vec::new();
        if o.defender_destroyed {
            out.push(fx::Effect::Unit(Role::Target, fx::Change::Destroy(&[])));
        }
        if o.attacker_destroyed {
            out.push(fx::Effect::Unit(Role::Unit, fx::Change::Destroy(&[])));
        }
        out
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let tables = pw::tables(cx.data)?;
        let t = &tables.close_combat;
        let attacker = tables.unit("--attacker", &self.attacker)?.clone();
        let defender = tables.unit("--defender", &self.defender)?.clone();
        let most = i64::try_from(t.attackers.len()).unwrap_or(i64::MAX);
        let attackers = common::count(
            "--attackers",
            self.attackers,
            1,
            most,
            "the attacking Units (Close Combat)",
        )?;
        let cavalry = |u: &UnitType| u.kind == Kind::Cavalry;
        // A bare --dismounted names the one side that is cavalry.
        let named = match self.dismounted {
            Some(Sides::Cavalry) => match (cavalry(&attacker), cavalry(&defender)) {
                (true, false) => Some(Sides::Attacker),
                (false, true) => Some(Sides::Defender),
                (true, true) => {
                    return Err(Error::usage(
                        "--dismounted: both sides are cavalry; say which is dismounted: \
                         --dismounted attacker, defender or both",
                    ));
                }
                (false, false) => {
                    return Err(Error::usage(format!(
                        "--dismounted: neither {} nor {} is cavalry; only cavalry dismounts \
                         (Notes on Unit Types)",
                        attacker.id, defender.id
                    )));
                }
            },
            other => other,
        };
        let dismounted = |side: Sides| matches!(named, Some(s) if s == side || s == Sides::Both);
        for (side, unit, option) in [
            (Sides::Attacker, &attacker, "--attacker"),
            (Sides::Defender, &defender, "--defender"),
        ] {
            if dismounted(side) && !cavalry(unit) {
                return Err(Error::usage(format!(
                    "--dismounted: the {} ({option} {}) is not cavalry; only cavalry dismounts \
                     (Notes on Unit Types)",
                    if side == Sides::Attacker {
                        "attacker"
                    } else {
                        "defender"
                    },
                    unit.id
                )));
            }
        }
        let mut am = Mods::default();
        am.add(self.uphill, "attacking uphill", t.uphill);
        am.add(self.from_river, "from a river hex", t.from_river);
        match self.defender_in {
            Some(Cover::Woods) => am.add(true, "into woods", t.woods),
            Some(Cover::Bua) => am.add(true, "into a built-up area", t.bua),
            Some(Cover::Fortification) => am.add(true, "into a fortification", t.fortification),
            None => {}
        }
        am.add(dismounted(Sides::Attacker), "dismounted", t.dismounted);
        let mut dm = Mods::default();
        let reduction = t
            .attackers
            .get(attackers as usize - 1)
            .copied()
            .unwrap_or(0);
        dm.add(true, attacked_by(attackers), reduction);
        dm.add(dismounted(Sides::Defender), "dismounted", t.dismounted);
        let side = |unit: UnitType, mods: Mods| {
            let raw = unit.power + mods.total();
            Side {
                power: raw.max(t.min_power),
                raw,
                unit,
                mods,
            }
        };
        Ok(Plan {
            die: t.die.die().clone(),
            attacker: side(attacker, am),
            defender: side(defender, dm),
            attackers,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        // The attacker's die, then the defender's: both are thrown whatever the first showed.
        let defender_destroyed = test_at_most(dice, &plan.die, plan.attacker.power, "attacker")?;
        let attacker_destroyed = test_at_most(dice, &plan.die, plan.defender.power, "defender")?;
        Ok(Outcome {
            defender_destroyed,
            attacker_destroyed,
        })
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        vec![("outcome".into(), o.name().into())]
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        let mut rolls = [None, None];
        for (i, (who, destroys)) in [
            ("attacker", o.defender_destroyed),
            ("defender", o.attacker_destroyed),
        ]
        .into_iter()
        .enumerate()
        {
            let words = if destroys {
                format!("destroys the {}", other(who))
            } else {
                format!("the {} survives", other(who))
            };
            if let Some(t) = throws.iter().find(|t| &*t.what == who) {
                rolls[i] = t.dice.first().map(|d| d.value);
                blocks.push(throw_line(t, &format!("→ {words}")));
            }
        }
        let (line, style) = verdict(plan, *o);
        let short = match o.name() {
            "attacker_wins" => "the defender is destroyed",
            "defender_wins" => "the attacker is destroyed",
            "draw" => "neither is destroyed: a draw",
            _ => "both are destroyed",
        };
        blocks.push(Block::Line(Line::new().push(short, style)));
        let mut result = serde_json::Map::new();
        result.insert("attacker_power".into(), json!(plan.attacker.power));
        result.insert("defender_power".into(), json!(plan.defender.power));
        result.insert("attacker_roll".into(), json!(rolls[0]));
        result.insert("defender_roll".into(), json!(rolls[1]));
        Told {
            result,
            summary: line,
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        let side = |s: &Side| {
            let mut t = format!("{} power {}", s.unit.name, s.unit.power);
            if !s.mods.0.is_empty() {
                let raw = if s.raw < 0 {
                    common::signed(s.raw)
                } else {
                    s.raw.to_string()
                };
                t.push_str(&format!(", {} = {raw}", s.mods.describe()));
            }
            if s.raw < s.power {
                t.push_str(&format!(", so {} (no power falls below it)", s.power));
            }
            t
        };
        Some(format!(
            "{} attacks {}: each destroys the other on a {} of its power or less",
            side(&plan.attacker),
            side(&plan.defender),
            plan.die.name
        ))
    }

    fn chance_notes(plan: &Plan, _chances: &[Marginal]) -> Vec<Block> {
        if plan.attackers > 1 {
            return vec![Block::Line(Line::plain(format!(
                "the attacker is the last Unit to move into contact; {} Units attack",
                plan.attackers
            )))];
        }
        Vec::new()
    }

    fn outcome_order(_plan: &Plan, _quantity: &str) -> Vec<String> {
        ["attacker_wins", "defender_wins", "draw", "both_destroyed"]
            .map(String::from)
            .to_vec()
    }
}

/// The defender's modifier for `n` attacking Units, as Close Combat names it.
fn attacked_by(n: u32) -> &'static str {
    match n {
        1 => "1 attacking Unit",
        2 => "2 attacking Units",
        3 => "3 attacking Units",
        4 => "4 attacking Units",
        _ => "more attacking Units",
    }
}

fn other(who: &str) -> &'static str {
    if who == "attacker" {
        "defender"
    } else {
        "attacker"
    }
}

/// Close Combat a–c: the result in words, and its style.
fn verdict(plan: &Plan, o: Outcome) -> (String, Style) {
    let a = &plan.attacker.unit;
    let d = &plan.defender.unit;
    match (o.defender_destroyed, o.attacker_destroyed) {
        (true, false) => {
            let follow = if matches!(a.kind, Kind::Infantry | Kind::Cavalry) {
                "; it may move into the empty hex, but may not attack again this turn"
            } else {
                ""
            };
            (
                format!(
                    "the attacker wins: the {} Unit is destroyed and removed{follow}",
                    d.name
                ),
                Style::Good,
            )
        }
        (false, true) => (
            format!(
                "the defender wins: the attacking {} Unit is destroyed and removed; the defender may not move into the empty hex",
                a.name
            ),
            Style::Bad,
        ),
        (false, false) => (
            format!(
                "a draw: the {} must withdraw into an adjacent empty hex not adjacent to an enemy Unit, or is destroyed if it cannot",
                a.name
            ),
            Style::Plain,
        ),
        (true, true) => (
            if a.id == d.id {
                format!("mutual annihilation: both {} Units are destroyed", a.name)
            } else {
                format!(
                    "mutual annihilation: the {} and the {} are both destroyed",
                    a.name, d.name
                )
            },
            Style::Bad,
        ),
    }
}

//! 3.5 Vehicles and firing, 4.2 melees with vehicles: a d6 to hit against marksmanship, then
//! percentile dice against the penetration table, then a d6 on the damage table. Infantry
//! assaulting a vehicle count as weapon class 6 and do not roll to hit.
//!
//! Rulings (written beside the numbers in `[penetrate]` and `[penetration]`): the
//! to-hit modifiers raise the score needed on the d6; the table's numbers are the score to
//! equal or beat on d%, and the location modifiers lower that score.
//!
//! The procedure's files: `plan.rs` checks the options into a [`Plan`], this file rolls it,
//! `tell.rs` puts it in words.

mod plan;
mod tell;

use clap::{Args, ValueEnum};
use serde::Serialize;

use crate::dice::ast::{Die, Expr};
use crate::engine::{Dice, Quantities, Throw, distinct_values, settle, settle_keyed};
use crate::error::{Error, Result};
use crate::report::{Block, Marginal};
use crate::rules::common::{self, Mods};
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::schwerpunkt::ID;
use crate::rules::{Info, Procedure, Told};
use crate::rules::Cx;

use tell::{class_text, result_name};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Penetrate {
    /// The weapon's armour-penetration class: 1 to 10, or a class's name (rifle, hmg)
    #[arg(short, long, value_name = "CLASS")]
    pub class: Option<String>,

    /// The target's armour class: soft, or B to L
    #[arg(long, value_name = "CLASS")]
    pub vehicle: String,

    /// The firer's marksmanship: the shot hits on this or more on a d6, after the modifiers
    #[arg(short, long, value_name = "N", allow_negative_numbers = true)]
    pub marksmanship: Option<i64>,

    /// The face of the vehicle attacked: side, rear and belly lower the percentile score needed
    #[arg(long, value_enum, default_value_t = Facing::Front)]
    pub facing: Facing,

    /// Aiming for the tracks or the turret ring: harder to hit, easier to penetrate
    #[arg(long, value_enum)]
    pub aim: Option<Aim>,

    /// The FIRING unit is pinned (3.0, 3.4: −1 to the roll, so the score needed +1)
    #[arg(long)]
    pub pinned: bool,

    /// The FIRING unit has moved this turn (3.0: −1 to the roll, so the score needed +1); the
    /// target moving is --moving
    #[arg(long)]
    pub moved: bool,

    /// The TARGET vehicle is moving (3.5: to hit +1); the firer having moved is --moved
    #[arg(long)]
    pub moving: bool,

    /// The target is hull down (to hit +1)
    #[arg(long)]
    pub hull_down: bool,

    /// The target is at long range: half the weapon's range or more (to hit +1)
    #[arg(long)]
    pub long_range: bool,

    /// Infantry assaulting the vehicle (4.2): weapon class 6 and no roll to hit
    #[arg(long)]
    pub assault: bool,

    /// Several shots (a section of rifles, 3.0): N to-hit rolls, then a penetration and a
    /// damage roll for each hit
    #[arg(long, value_name = "N", allow_negative_numbers = true, conflicts_with_all = ["sf", "assault"])]
    pub shots: Option<i64>,

    /// A sustained-fire weapon (an HMG, 1.7, 3.0): N SF dice with no reference to
    /// marksmanship; the hits are their sum, then a penetration and a damage roll for each
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        conflicts_with = "assault"
    )]
    pub sf: Option<i64>,

    /// With --assault: the figures in contact, one penetration roll each (4.2, ruling)
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        requires = "assault"
    )]
    pub figures: Option<i64>,
}

/// Several hits at once: each hit rolls its own penetration and damage.
#[derive(Clone, Debug)]
pub(crate) enum Volley {
    /// `--shots N`: N to-hit rolls against marksmanship.
    Shots(u32),
    /// `--sf N`: N sustained-fire dice, their sum the hits (3.0); `jam` is the index of the
    /// JAM value among the die's distinct values, and `seize` jams seize the weapon.
    Sf {
        die: Die,
        n: u32,
        jam: Option<usize>,
        seize: u32,
    },
    /// `--assault --figures N`: every figure in contact hits (4.2).
    Figures(u32),
}

/// Which face of the vehicle is attacked (3.5 modifiers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Facing {
    Front,
    Side,
    Rear,
    Belly,
}

/// An aimed shot (3.5): it counts in the to-hit and the percentile modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Aim {
    Tracks,
    TurretRing,
}

/// The to-hit roll (none for an assault).
#[derive(Clone, Debug)]
pub(crate) struct ToHit {
    pub die: Die,
    pub marksmanship: i64,
    pub mods: Mods,
    /// The score needed on the die after the modifiers.
    pub need: i64,
}

/// The damage table's dice and rows: (low, high, short name, what the referee reads out).
#[derive(Clone, Debug)]
pub(crate) struct DamageTable {
    pub dice: Expr,
    pub text: String,
    pub rows: Vec<(i64, i64, String, String)>,
    /// What each row does to the vehicle in a game's roster (the rows' `roster`).
    pub marks: Vec<Vec<&'static str>>,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    /// The weapon class, and its name if the table gives one.
    pub class: i64,
    pub class_name: Option<String>,
    pub vehicle: String,
    pub to_hit: Option<ToHit>,
    /// The table's score, or `None` for "-": this class cannot penetrate this vehicle.
    pub score: Option<i64>,
    pub location: Mods,
    /// The percentile score needed after the location modifier.
    pub need: i64,
    pub percentile: Die,
    pub damage: DamageTable,
    /// Several shots, SF dice or figures; `None` for the single shot.
    pub volley: Option<Volley>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// "-" in the table: nothing is rolled.
    CannotPenetrate,
    Miss,
    NoPenetration,
    /// Penetrated: the damage roll and its row.
    Damage {
        roll: i64,
        row: usize,
    },
    /// Several hits: how many hit, how many penetrated, the worst damage row (the table's
    /// later rows are worse), and whether SF dice seized.
    Volley {
        hits: u32,
        penetrations: u32,
        worst: Option<usize>,
        jammed: bool,
    },
}

impl Procedure for Penetrate {
    const INFO: Info = Info {
        rules: ID,
        name: "penetrate",
        aliases: &[],
        section: "3.5, 4.2",
        about: "Firing at a vehicle: to hit, percentile dice to penetrate, the damage table",
        after_help: "To hit: a d6 of the firer's marksmanship or more. The firer's own modifiers \
(3.0) apply as to every shot: --pinned (the FIRING unit is pinned) and --moved (the FIRING \
unit has moved) are each −1 to the roll, so +1 to the score needed ([fire]). The target's (3.5): \
--moving (the TARGET is moving), --hull-down, aiming for the tracks (+1 each) or the turret \
ring (+2) and long range (+1) raise the score needed (ruling); 3.0's long range −1 is the \
same condition and is not counted again (ruling). Then percentile dice (00 00 = 100, as 3.5 says) against the table for the weapon class and \
the vehicle class: the table's number or more penetrates (ruling: the text's \"or less\" \
contradicts its own table), less the location modifier (side 15, rear 20, belly 25, tracks 20, \
turret ring 35). \"-\" in the table: this class cannot penetrate, so a hit rolls no \
percentile dice (the roll to hit is still made, 3.5). A \
penetrating hit rolls a d6 on the damage table (`spw table damage`). --assault: infantry \
assaulting a vehicle count as class 6 and do not roll to hit (4.2); --figures N: ruling, each \
figure in contact makes its own penetration roll (without --figures, one roll for the \
assault).\n\nSeveral hits: --shots N fires N shots at the firer's marksmanship (a section of \
rifles, 3.0); --sf N rolls N SF dice \"with no reference to marksmanship\" (an HMG, 1.7, 3.0), \
the hits their sum, a JAM a miss and two jams seizing the weapon, so the to-hit options do not \
apply. Each hit then rolls its own percentile dice and, if it penetrates, its own damage d6; \
the result is the worst (the damage table's later rows are worse: ruling). A roll whose answer is \
already certain is thrown and read from --dice all the same (marksmanship 1 always hits).\n\nExamples:\n  spw penetrate --class 5 --vehicle D \
-m 4 --facing side\n  spw penetrate -c 5 --vehicle D -m 4 --facing side --pinned --moved\n  spw penetrate -c rifle --vehicle soft -m 3 --moving\n  spw penetrate \
--assault --vehicle F --facing rear\n  spw penetrate --assault --figures 3 --vehicle D\n  \
spw penetrate -c hmg --sf 2 --vehicle soft\n  spw penetrate -c rifle --shots 4 --vehicle soft -m 4\n  spw penetrate -c 7 --vehicle H -m 4 --dice 5,62,3\n  spw --chances penetrate -c 5 --vehicle D -m 4 --facing side --shots 1..4 \\\n      --goal 'penetrations>=1' --at-least 50%",
        facts: Facts::new(
            Chances::Of(&[
                field(
                    "result",
                    Of::Text,
                    "miss, no penetration, cannot penetrate, or the damage: partial damage, main \
                     weapon out, immobilised, immobilised and main weapon out, blows up; with \
                     --shots, --sf or --figures, the worst",
                ),
                field("hit", Of::YesNo, "true/false; one shot"),
                field("penetrated", Of::YesNo, "true/false; one shot"),
                field("hits", Of::Number, "with --shots, --sf or --figures"),
                field("penetrations", Of::Number, "with --shots, --sf or --figures"),
                field("jammed", Of::YesNo, "true/false, with --sf"),
            ]),
            Throws::Dice(
                "the to-hit d6 (every shot's with --shots, the SF dice with --sf), then for each \
                 hit in turn its percentile roll (two d10 read as d%: give the total 1-100) and, \
                 if it penetrates, its damage d6.",
            ),
        )
        .result(&[
            field("to_hit_need", Of::Number, "the score to hit"),
            field("penetration_need", Of::Number, "the d% score that penetrates"),
            field("damage_roll", Of::Number, "the damage d6"),
            field(
                "damage",
                Of::OneOf(&[Of::Text, Of::List]),
                "the damage, in words (a list, one per penetration, with several hits)",
            ),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the unit firing",
            target: "the vehicle fired at",
        },
        fill: &[
            Fill::unit("class", "weapon_class"),
            Fill::unit("marksmanship", "marksmanship"),
            Fill::unit("pinned", "pinned"),
            Fill::target("vehicle", "vehicle_class"),
            Fill::target("hull-down", "hull_down"),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[
            Declared::on(
                Role::Target,
                "damage: partial damage (3.5)",
                fx::Kind::Mark("partial_damage"),
            ),
            Declared::on(
                Role::Target,
                "damage: main weapon out (3.5)",
                fx::Kind::Mark("weapon_out"),
            ),
            Declared::on(
                Role::Target,
                "damage: immobilised (3.5)",
                fx::Kind::Mark("immobilised"),
            ),
            Declared::on(Role::Target, "damage: blows up (3.5)", fx::Kind::Destroy),
        ],
        luck: None,
    };

    fn effects(plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        let row = match o {
            Outcome::Damage { row, .. }
            | Outcome::Volley {
                worst: Some(row), ..
            } => *row,
            _ => return Vec::new(),
        };
        // 3.5: the damage row, as the data says what it does to the vehicle.
        plan.damage.marks[row]
            .iter()
            .map(|m| {
                let change = match *m {
                    "destroyed" => fx::Change::Destroy(&["figures"]),
                    state => fx::Change::Mark(state),
                };
                fx::Effect::Unit(Role::Target, change)
            })
            .collect()
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        self.plan(cx)
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        if let Some(v) = &plan.volley {
            return volley(plan, v, dice);
        }
        // 3.5: the roll to hit comes first, even when the table's "-" leaves nothing after it.
        if let Some(h) = &plan.to_hit {
            if !common::test_at_least(dice, &h.die, h.need, "to hit")? {
                return Ok(Outcome::Miss);
            }
        }
        if plan.score.is_none() {
            return Ok(Outcome::CannotPenetrate);
        }
        if !common::test_at_least(dice, &plan.percentile, plan.need, "penetration")? {
            return Ok(Outcome::NoPenetration);
        }
        let roll = dice.expr(&plan.damage.dice, "damage")?;
        let row = damage_row(plan, roll)?;
        Ok(Outcome::Damage { roll, row })
    }

    fn quantities(plan: &Plan, o: &Outcome) -> Quantities {
        let result = result_name(plan, o);
        if let Some(v) = &plan.volley {
            let (hits, penetrations, jammed) = match o {
                Outcome::Volley {
                    hits,
                    penetrations,
                    jammed,
                    ..
                } => (*hits, *penetrations, *jammed),
                _ => (0, 0, false),
            };
            let mut q: Quantities = vec![("result".into(), result.into())];
            q.push(("hits".into(), hits.into()));
            q.push(("penetrations".into(), penetrations.into()));
            if matches!(v, Volley::Sf { .. }) {
                q.push(("jammed".into(), jammed.into()));
            }
            return q;
        }
        let penetrated = matches!(o, Outcome::Damage { .. });
        vec![
            ("result".into(), result.into()),
            ("hit".into(), (!matches!(o, Outcome::Miss)).into()),
            ("penetrated".into(), penetrated.into()),
        ]
    }

    fn outcome_order(plan: &Plan, quantity: &str) -> Vec<String> {
        if quantity != "result" {
            return Vec::new();
        }
        let first = ["miss", "cannot penetrate", "no penetration"];
        let damage = plan.damage.rows.iter().map(|r| r.2.clone());
        first.iter().map(|s| s.to_string()).chain(damage).collect()
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        tell::tell(plan, o, throws)
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(format!(
            "{} against vehicle class {}",
            class_text(plan),
            plan.vehicle
        ))
    }

    fn chance_notes(plan: &Plan, _chances: &[Marginal]) -> Vec<Block> {
        tell::chance_notes(plan)
    }
}

/// Several hits (3.0, 3.5, 4.2): the hits first, then for each hit a penetration roll and,
/// if it penetrates, a damage roll.
fn volley(plan: &Plan, v: &Volley, dice: &mut dyn Dice) -> Result<Outcome> {
    let (hits, jammed) = match v {
        Volley::Shots(n) => {
            let h = plan
                .to_hit
                .as_ref()
                .ok_or_else(|| Error::Runtime("--shots without a roll to hit".into()))?;
            (
                common::count_at_least(dice, *n, &h.die, h.need, "shot")?,
                false,
            )
        }
        Volley::Sf { die, n, jam, seize } => {
            // Settled: what follows needs the hits and the seizure, not every tally of the
            // faces (unsettled, the penetrations are explored again for every tally).
            settle(dice, "SF dice", |d| {
                // 3.0: "simply roll the dice and this is how many hits"; a JAM is a miss.
                let tally = d.tally(*n, die, "SF die")?;
                let hits: i64 = distinct_values(die)
                    .iter()
                    .zip(&tally)
                    .map(|(v, c)| v * i64::from(*c))
                    .sum();
                let jams = jam.and_then(|j| tally.get(j).copied()).unwrap_or(0);
                Ok((u32::try_from(hits.max(0)).unwrap_or(0), jams >= *seize))
            })?
        }
        Volley::Figures(n) => (*n, false),
    };
    let (penetrations, worst) = hits_after(plan, dice, hits)?;
    Ok(Outcome::Volley {
        hits,
        penetrations,
        worst,
        jammed,
    })
}

/// Penetrations and the worst damage row after the first `n` hits, each hit one
/// [`settle_keyed`] step (keyed by `n`: it depends on nothing else) so the exact interpreter
/// follows the tally, not every way it fell, and explores it once for every number of hits.
fn hits_after(plan: &Plan, dice: &mut dyn Dice, n: u32) -> Result<(u32, Option<usize>)> {
    // The table's "-" gives no number to roll the percentile dice against.
    if n == 0 || plan.score.is_none() {
        return Ok((0, None));
    }
    let key = format!("penetrate: after {n} hits");
    settle_keyed(dice, "penetration", &key, |d| {
        let (mut pens, mut worst) = hits_after(plan, d, n - 1)?;
        if common::test_at_least(d, &plan.percentile, plan.need, &format!("penetration {n}"))? {
            pens += 1;
            let roll = d.expr(&plan.damage.dice, &format!("damage {n}"))?;
            let row = damage_row(plan, roll)?;
            worst = Some(worst.map_or(row, |w: usize| w.max(row)));
        }
        Ok((pens, worst))
    })
}

/// The damage table's row for `roll`.
fn damage_row(plan: &Plan, roll: i64) -> Result<usize> {
    plan.damage
        .rows
        .iter()
        .position(|(lo, hi, _, _)| (*lo..=*hi).contains(&roll))
        // The data check gives every roll of the dice a row.
        .ok_or_else(|| {
            Error::Runtime(format!(
                "[damage] has no row for a roll of {roll} on {}",
                plan.damage.text
            ))
        })
}

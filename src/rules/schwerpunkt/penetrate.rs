//! 3.5 Vehicles and firing, 4.2 melees with vehicles: a d6 to hit against marksmanship, then
//! percentile dice against the penetration table, then a d6 on the damage table. Infantry
//! assaulting a vehicle count as weapon class 6 and do not roll to hit.
//!
//! Rulings (written beside the numbers in `[penetrate]` and `[penetration]`): the
//! to-hit modifiers raise the score needed on the d6; the table's numbers are the score to
//! equal or beat on d%, and the location modifiers lower that score.

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::{Die, Expr};
use crate::engine::{Dice, Quantities, Throw, distinct_values, settle, settle_keyed};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Marginal};
use crate::rules::Cx;
use crate::rules::common::{self, Mods};
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::schwerpunkt::data::{Score, VEHICLE_STATES};
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};

#[derive(Args, Clone, Debug, Serialize)]
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

/// The most shots, SF dice or figures one command takes (penetration rolls are per hit).
const MAX_VOLLEY: i64 = 20;

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Facing {
    Front,
    Side,
    Rear,
    Belly,
}

/// An aimed shot (3.5): it counts in the to-hit and the percentile modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
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
already certain is thrown and read from --dice all the same (marksmanship 1 always hits).\n\n--chances quantities: \
result (miss, no penetration, cannot penetrate, or the damage: partial damage, main weapon \
out, immobilised, immobilised and main weapon out, blows up), hit (yes/no), penetrated \
(yes/no). With --shots, --sf or --figures: result (the \
worst), hits, penetrations, and jammed with --sf.\n\nDice order with --dice: the to-hit d6 \
(every shot's with --shots, the SF dice with --sf), then for each hit in turn its percentile \
roll (two d10 read as d%: give the total 1-100) and, if it penetrates, its damage d6.\n\nExamples:\n  spw penetrate --class 5 --vehicle D \
-m 4 --facing side\n  spw penetrate -c 5 --vehicle D -m 4 --facing side --pinned --moved\n  spw penetrate -c rifle --vehicle soft -m 3 --moving\n  spw penetrate \
--assault --vehicle F --facing rear\n  spw penetrate --assault --figures 3 --vehicle D\n  \
spw penetrate -c hmg --sf 2 --vehicle soft\n  spw penetrate -c rifle --shots 4 --vehicle soft -m 4\n  spw penetrate -c 7 --vehicle H -m 4 --dice 5,62,3\n  spw --chances penetrate -c 5 --vehicle D -m 4 --facing side --shots 1..4 \\\n      --goal 'penetrations>=1' --at-least 50%",
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
        let s = sp::tables(cx.data)?;
        let t = &s.penetrate;
        let table = &s.penetration;
        let to_hit_die = t.to_hit.die().clone();
        let to_hit = if self.assault {
            let given: Vec<&str> = [
                (self.class.is_some(), "--class"),
                (self.marksmanship.is_some(), "--marksmanship"),
                (self.pinned, "--pinned"),
                (self.moved, "--moved"),
                (self.moving, "--moving"),
                (self.hull_down, "--hull-down"),
                (self.long_range, "--long-range"),
            ]
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, name)| *name)
            .collect();
            if !given.is_empty() {
                return Err(Error::usage(format!(
                    "--assault: infantry assaulting a vehicle count as weapon class {} and do not roll to hit, so {} do{} not apply (4.2)",
                    t.assault_class,
                    given.join(" and "),
                    if given.len() == 1 { "es" } else { "" }
                )));
            }
            None
        } else if self.sf.is_some() {
            let given: Vec<&str> = [
                (self.marksmanship.is_some(), "--marksmanship"),
                (self.pinned, "--pinned"),
                (self.moved, "--moved"),
                (self.moving, "--moving"),
                (self.hull_down, "--hull-down"),
                (self.long_range, "--long-range"),
                (self.aim.is_some(), "--aim"),
            ]
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, name)| *name)
            .collect();
            if !given.is_empty() {
                return Err(Error::usage(format!(
                    "--sf: sustained fire uses its SF dice \"with no reference to marksmanship\", so {} do{} not apply (1.7, 3.0)",
                    given.join(" and "),
                    if given.len() == 1 { "es" } else { "" }
                )));
            }
            None
        } else {
            let m = self.marksmanship.ok_or_else(|| {
                Error::usage(
                    "penetrate needs --marksmanship N to roll to hit (or --assault for infantry assaulting the vehicle, 4.2)",
                )
            })?;
            let marksmanship = common::rating("--marksmanship", m, &to_hit_die, "3.5")?;
            let h = &t.to_hit_mods;
            let f = &s.fire;
            let mut mods = Mods::default();
            // 3.0's firer modifiers apply to every shot (3.5 adds the target's). They are
            // modifiers to the roll in [fire], so each is the score needed less that number.
            // Ruling: 3.0's long range and 3.5's are one condition, counted once (3.5's).
            mods.add(self.pinned, "firer pinned", -f.pinned);
            mods.add(self.moved, "firer moved", -f.moved);
            mods.add(self.moving, "target moving", h.moving);
            mods.add(self.hull_down, "hull down", h.hull_down);
            mods.add(self.aim == Some(Aim::Tracks), "aiming for tracks", h.tracks);
            mods.add(
                self.aim == Some(Aim::TurretRing),
                "aiming for turret ring",
                h.turret_ring,
            );
            mods.add(self.long_range, "long range", h.long_range);
            // Ruling (3.5): the modifiers make a hit harder, so they add to the score needed.
            let need = marksmanship + mods.total();
            Some(ToHit {
                die: to_hit_die,
                marksmanship,
                mods,
                need,
            })
        };

        let class = if self.assault {
            t.assault_class
        } else {
            let given = self.class.as_deref().ok_or_else(|| {
                Error::usage(format!(
                    "penetrate needs --class: the weapon's penetration class ({}) (3.5)",
                    class_list(table)
                ))
            })?;
            find_class(table, given)?
        };
        let row = table
            .classes
            .iter()
            .find(|r| r.class == class)
            .ok_or_else(|| Error::usage(format!("no weapon class {class} in [penetration]")))?;
        let vehicle = table
            .vehicles
            .iter()
            .find(|v| v.eq_ignore_ascii_case(self.vehicle.trim()))
            .ok_or_else(|| {
                Error::usage(format!(
                    "--vehicle {}: vehicle classes are {} (3.5)",
                    self.vehicle,
                    table.vehicles.join(", ")
                ))
            })?
            .clone();
        let score = match row.scores.get(&vehicle) {
            Some(Score::Needs(n)) => Some(*n),
            _ => None,
        };

        let l = &t.location;
        let mut location = Mods::default();
        let aimed = self.aim.is_some();
        if !(aimed && t.aim_replaces_facing) {
            let (name, value) = match self.facing {
                Facing::Front => ("front", l.front),
                Facing::Side => ("side", l.side),
                Facing::Rear => ("rear", l.rear),
                Facing::Belly => ("belly", l.belly),
            };
            location.add(true, name, value);
        }
        match self.aim {
            Some(Aim::Tracks) => location.add(true, "tracks", l.tracks),
            Some(Aim::TurretRing) => location.add(true, "turret ring", l.turret_ring),
            None => {}
        }
        // Ruling (3.5): the location modifiers lower the score needed on the percentile dice.
        let need = score.unwrap_or(0) + location.total();
        let percentile = t.percentile.die().clone();
        let volley = if let Some(n) = self.shots {
            let n = common::count("--shots", n, 1, MAX_VOLLEY, "the number of shots")?;
            Some(Volley::Shots(n))
        } else if let Some(n) = self.sf {
            let n = common::count("--sf", n, 1, MAX_VOLLEY, "the number of SF dice")?;
            let die = s.fire.sf_die.die().clone();
            let values = distinct_values(&die);
            let jam = die
                .faces
                .iter()
                .find(|f| f.label.as_deref() == Some("JAM"))
                .and_then(|f| values.iter().position(|v| *v == f.value));
            Some(Volley::Sf {
                die,
                n,
                jam,
                seize: s.fire.seize_jams,
            })
        } else if let Some(n) = self.figures {
            let n = common::count("--figures", n, 1, MAX_VOLLEY, "the figures in contact")?;
            Some(Volley::Figures(n))
        } else {
            None
        };

        let d = &s.damage;
        let rows = d
            .rows
            .iter()
            .map(|r| (r.roll.lo, r.roll.hi, r.name.clone(), r.result.clone()))
            .collect();
        let marks = d
            .rows
            .iter()
            .map(|r| {
                r.roster
                    .iter()
                    // Checked when the data loaded: every state is one of these.
                    .filter_map(|m| VEHICLE_STATES.iter().copied().find(|k| k == m))
                    .collect()
            })
            .collect();
        let damage = DamageTable {
            dice: d.dice.expr().clone(),
            text: d.dice.text().to_string(),
            rows,
            marks,
        };
        Ok(Plan {
            class,
            class_name: row.name.clone(),
            vehicle,
            to_hit,
            score,
            location,
            need,
            percentile,
            damage,
            volley,
        })
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
        let mut blocks = Vec::new();
        let mut result = serde_json::Map::new();
        let find = |what: &str| throws.iter().find(|t| &*t.what == what);
        if let (Some(v), Outcome::Volley { .. }) = (&plan.volley, o) {
            return tell_volley(plan, v, o, throws);
        }
        match &plan.to_hit {
            None => blocks.push(Block::Line(Line::plain(
                "infantry assault: no roll to hit (4.2)",
            ))),
            Some(h) => {
                blocks.push(Block::Line(Line::plain(to_hit_line(h))));
                if let Some(t) = find("to hit") {
                    let hit = !matches!(o, Outcome::Miss);
                    blocks.push(throw_line(t, if hit { "hit" } else { "miss" }));
                }
                result.insert("to_hit_need".into(), json!(h.need));
            }
        }
        if !matches!(o, Outcome::Miss) {
            blocks.push(Block::Line(Line::plain(penetration_line(plan))));
            if let Some(t) = find("penetration") {
                let pen = matches!(o, Outcome::Damage { .. });
                blocks.push(throw_line(
                    t,
                    if pen { "penetrates" } else { "no penetration" },
                ));
            }
        }
        if plan.score.is_some() {
            result.insert("penetration_need".into(), json!(plan.need));
        }
        if let Outcome::Damage { roll, row } = o {
            let text = &plan.damage.rows[*row].3;
            if let Some(t) = find("damage") {
                blocks.push(throw_line(t, &format!("→ {text}")));
            }
            result.insert("damage_roll".into(), json!(roll));
            result.insert("damage".into(), json!(text));
        }
        Told {
            result,
            summary: summary(plan, o),
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(format!(
            "{} against vehicle class {}",
            class_text(plan),
            plan.vehicle
        ))
    }

    fn chance_notes(plan: &Plan, _chances: &[Marginal]) -> Vec<Block> {
        let mut out = Vec::new();
        match &plan.to_hit {
            Some(h) => out.push(Block::Line(Line::plain(to_hit_line(h)))),
            None => out.push(Block::Line(Line::plain(
                "infantry assault: no roll to hit (4.2)",
            ))),
        }
        out.push(Block::Line(Line::plain(penetration_line(plan))));
        out
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
            // faces (11 SF dice took 1.5 s re-exploring the penetrations per tally).
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

/// The account of several hits: the hits, then each hit's penetration and damage.
fn tell_volley(plan: &Plan, v: &Volley, o: &Outcome, throws: &[Throw]) -> Told {
    let mut blocks = Vec::new();
    let mut result = serde_json::Map::new();
    let Outcome::Volley { hits, jammed, .. } = o else {
        return Told {
            result,
            summary: summary(plan, o),
            blocks,
        };
    };
    match v {
        Volley::Shots(n) => {
            if let Some(h) = &plan.to_hit {
                blocks.push(Block::Line(Line::plain(format!(
                    "{}; {}",
                    common::count_text(*n, "shot", "shots"),
                    to_hit_line(h)
                ))));
                result.insert("to_hit_need".into(), json!(h.need));
            }
            for t in throws.iter().filter(|t| &*t.what == "shot") {
                blocks.push(throw_line(t, &common::count_text(*hits, "hit", "hits")));
            }
        }
        Volley::Sf { n, .. } => {
            blocks.push(Block::Line(Line::plain(format!(
                "{}, no reference to marksmanship: the hits are their sum, a JAM a miss (1.7, 3.0)",
                common::count_text(*n, "SF die", "SF dice")
            ))));
            for t in throws.iter().filter(|t| &*t.what == "SF die") {
                let seized = if *jammed { "; the weapon seizes" } else { "" };
                blocks.push(throw_line(
                    t,
                    &format!("{}{seized}", common::count_text(*hits, "hit", "hits")),
                ));
            }
        }
        Volley::Figures(n) => blocks.push(Block::Line(Line::plain(format!(
            "infantry assault: {} in contact, no roll to hit, a penetration roll each (4.2)",
            common::count_text(*n, "figure", "figures")
        )))),
    }
    if *hits > 0 {
        blocks.push(Block::Line(Line::plain(penetration_line(plan))));
        result.insert("penetration_need".into(), json!(plan.need));
    }
    let mut damage = Vec::new();
    for t in throws {
        if t.what.starts_with("penetration ") {
            let pen = throws
                .iter()
                .any(|d| *d.what == *format!("damage {}", &t.what["penetration ".len()..]));
            blocks.push(throw_line(
                t,
                if pen { "penetrates" } else { "no penetration" },
            ));
        } else if t.what.starts_with("damage ") {
            let roll: i64 = t.dice.iter().map(|d| d.value).sum();
            if let Some(r) = plan
                .damage
                .rows
                .iter()
                .find(|(lo, hi, _, _)| (*lo..=*hi).contains(&roll))
            {
                blocks.push(throw_line(t, &format!("→ {}", r.3)));
                damage.push(json!(r.3));
            }
        }
    }
    result.insert("damage".into(), json!(damage));
    Told {
        result,
        summary: summary(plan, o),
        blocks,
    }
}

/// The sentence a referee reads out.
fn summary(plan: &Plan, o: &Outcome) -> String {
    match o {
        Outcome::Volley {
            hits,
            penetrations,
            worst,
            jammed,
        } => {
            let seized = if *jammed {
                "; two jams: the weapon seizes and misses a turn (3.0)"
            } else {
                ""
            };
            let hit_text = common::count_text(*hits, "hit", "hits");
            let s = match worst {
                None if *hits == 0 => "no hits".to_string(),
                None if plan.score.is_none() => format!(
                    "{hit_text}, but {} cannot penetrate vehicle class {}: no effect (3.5)",
                    class_text(plan),
                    plan.vehicle
                ),
                None => format!("{hit_text}, no penetration"),
                Some(row) => format!(
                    "{hit_text}, {}; the worst: {}",
                    common::count_text(*penetrations, "penetration", "penetrations"),
                    plan.damage.rows[*row].3
                ),
            };
            format!("{s}{seized}")
        }
        Outcome::CannotPenetrate => format!(
            "{} cannot penetrate vehicle class {}: no effect (3.5)",
            class_text(plan),
            plan.vehicle
        ),
        Outcome::Miss => "missed".to_string(),
        Outcome::NoPenetration if plan.to_hit.is_some() => "hit, but no penetration".to_string(),
        Outcome::NoPenetration => "no penetration".to_string(),
        Outcome::Damage { row, .. } => format!("penetrated: {}", plan.damage.rows[*row].3),
    }
}

/// The value of `result`: what happened, in the table's words.
fn result_name<'a>(plan: &'a Plan, o: &Outcome) -> &'a str {
    match o {
        Outcome::CannotPenetrate => "cannot penetrate",
        Outcome::Miss => "miss",
        Outcome::NoPenetration => "no penetration",
        Outcome::Damage { row, .. } => &plan.damage.rows[*row].2,
        Outcome::Volley {
            hits: 0,
            worst: None,
            ..
        } => "miss",
        Outcome::Volley { worst: None, .. } if plan.score.is_none() => "cannot penetrate",
        Outcome::Volley { worst: None, .. } => "no penetration",
        Outcome::Volley {
            worst: Some(row), ..
        } => &plan.damage.rows[*row].2,
    }
}

/// "class 1 (rifle)".
fn class_text(plan: &Plan) -> String {
    match &plan.class_name {
        Some(n) => format!("class {} ({n})", plan.class),
        None => format!("class {}", plan.class),
    }
}

/// "to hit: marksmanship 4, target moving +1: hit on 5+".
fn to_hit_line(h: &ToHit) -> String {
    let mods = if h.mods.0.is_empty() {
        String::new()
    } else {
        format!(", {}", h.mods.describe())
    };
    let die = &h.die.name;
    let verdict = if h.need > h.die.max() {
        format!("would need {} on a {die}, so the shot cannot hit", h.need)
    } else if h.need <= h.die.min() {
        "hits on any roll".to_string()
    } else {
        format!("hit on {}+", h.need)
    };
    format!("to hit: marksmanship {}{mods}: {verdict}", h.marksmanship)
}

/// "penetration: the table gives 30, side −15: 15+ on d% (00 00 = 100, as 3.5 says)".
fn penetration_line(plan: &Plan) -> String {
    let Some(score) = plan.score else {
        return "penetration: the table gives \"-\" (cannot penetrate): nothing to roll".into();
    };
    let mods = if plan.location.0.is_empty() {
        String::new()
    } else {
        format!(", {}", plan.location.describe())
    };
    let die = &plan.percentile.name;
    let verdict = if plan.need > plan.percentile.max() {
        format!("would need {} on {die}, so it cannot penetrate", plan.need)
    } else if plan.need <= plan.percentile.min() {
        "penetrates on any roll".to_string()
    } else {
        format!("{}+ on {die} (00 00 = 100, as 3.5 says)", plan.need)
    };
    format!("penetration: the table gives {score}{mods}: {verdict}")
}

/// "1 (rifle), 2 (HMG), 3, 4, ..., 10".
fn class_list(table: &crate::rules::schwerpunkt::data::Penetration) -> String {
    table
        .classes
        .iter()
        .map(|r| match &r.name {
            Some(n) => format!("{} ({n})", r.class),
            None => r.class.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `--class`: a class number or a class's name.
fn find_class(table: &crate::rules::schwerpunkt::data::Penetration, given: &str) -> Result<i64> {
    let g = given.trim();
    let found = table.classes.iter().find(|r| {
        g.parse::<i64>().is_ok_and(|n| n == r.class)
            || r.name.as_deref().is_some_and(|n| n.eq_ignore_ascii_case(g))
    });
    found.map(|r| r.class).ok_or_else(|| {
        Error::usage(format!(
            "--class {given}: weapon classes are {} (3.5)",
            class_list(table)
        ))
    })
}

//! Artillery: a d6 for where the fire lands (5–6 on the target square, 1–4 a square beside,
//! beyond or short of it; AFVs and anti-tank guns miss on 1–4), then a d6 for its effect on
//! any unit in that square: direct fire destroys on 5–6, indirect on 6. The two alternative
//! scatter tables from the comments are `--variant clock` and `--variant centric`.

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use crate::chance::given::Given;
use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::rules::Cx;
use crate::rules::common::test_at_least;
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::frontier::data::{Lands, UnitType};
use crate::rules::frontier::{self as fr, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Artillery {
    /// The firing unit's type (afv, anti-tank-guns, mortars, infantry-guns,
    /// mountain-artillery, light-field-artillery, field-artillery, heavy-artillery)
    #[arg(id = "type", long = "type", value_name = "TYPE")]
    #[serde(rename = "type")]
    pub unit: String,

    /// Grid squares to the target square, counted orthogonally
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub range: i64,

    /// Indirect fire: the target cannot all be seen, or is in fortifications, a built-up area or
    /// a wood (effect 6 only). For AFVs and anti-tank guns, which never fire at what they cannot
    /// see: the target they see is in such cover
    #[arg(long)]
    pub indirect: bool,

    /// Which scatter table: the rules' (original), or one of the two from the comments
    #[arg(long, value_enum, default_value_t = Variant::Original)]
    pub variant: Variant,
}

/// The scatter tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Variant {
    /// 1 left, 2 beyond, 3 right, 4 short, 5–6 on target (the rules)
    Original,
    /// 1 beyond, 2 right, 3 short, 4 left, 5–6 on target (the author's alternative)
    Clock,
    /// 1 short, 2 left, 3–4 on target, 5 right, 6 beyond (the 'centric' suggestion)
    Centric,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    unit: UnitType,
    range: i64,
    die: Die,
    table: Vec<Lands>,
    variant: Variant,
    effect_die: Die,
    /// The effect score that destroys.
    need: i64,
    indirect: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    pub face: i64,
    /// Where it landed; `None`: an AFV's or anti-tank gun's miss.
    pub lands: Option<Lands>,
    /// The effect die destroyed whatever unit is in that square (`None`: no effect die).
    pub destroyed: Option<bool>,
}

impl Procedure for Artillery {
    // Artillery: the effect die is thrown for the grid square the fire lands in, target or not.
    const GIVEN: &'static [Given] = &[Given {
        quantity: "effect",
        about: "the effect on the grid square the fire lands in",
        when: "lands=target",
    }];

    const INFO: Info = Info {
        rules: ID,
        name: "artillery",
        aliases: &[],
        section: "Artillery",
        about: "Artillery fire: a d6 for where it lands, a d6 for its effect",
        after_help: "The firer names a target square within its range (AFVs, anti-tank guns, \
mortars and infantry guns 4 squares, mountain and light field artillery 6, field artillery 8, \
medium/heavy artillery 12; counted orthogonally) and throws a d6 for where the fire lands: 5–6 \
on the target square, 1 the square to its left (9 o'clock), 2 beyond it (12), 3 to its right (3), \
4 short of it (6). AFVs and anti-tank guns miss on 1–4 (ruling: with another table, on every face \
that is not on target). Then a d6 for the effect on any unit in the square where it landed: direct \
fire destroys on 5–6, indirect fire (--indirect) on 6. If it lands on a unit of the firer's own \
side, the opposing commander throws the effect die.\n\n--variant clock: 1 beyond, 2 right, 3 \
short, 4 left, 5–6 on target (the author's alternative in the comments). --variant centric: 1 \
short (under), 2 left, 3–4 on target, 5 right, 6 beyond (over).\n\nExamples:\n  spw frontier \
artillery --type field-artillery --range 6\n  spw frontier artillery --type afv --range 3 \
--indirect\n  spw frontier artillery --type mortars --range 2 --variant centric\n  spw frontier \
artillery --type heavy-artillery --range 10 --dice 1,6\n  spw --chances frontier artillery --type field-artillery --range 2..8/2 --goal lands=target",
        facts: Facts::new(
            Chances::Of(&[
                field("lands", Of::Words(&["target", "left", "beyond", "right", "short", "missed"]), ""),
                field(
                    "effect",
                    Of::Words(&["destroyed", "unharmed", "none"]),
                    "destroyed, unharmed, none: in the square it lands in, so the target's is \
                     --goal 'lands=target and effect=destroyed'",
                ),
            ]),
            Throws::Dice("the scatter d6, then the effect d6 (none after a miss)."),
        )
        .result(&[field("scatter", Of::Number, "the scatter d6")]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the unit firing",
            target: "the unit fired at",
        },
        fill: &[
            Fill::unit("type", "type"),
            Fill::target("indirect", "cover"),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[
            Declared::on(
                Role::Target,
                "lands on the target square: destroyed",
                fx::Kind::Destroy,
            ),
            Declared::elsewhere("lands left, beyond, right or short", fx::Kind::Destroy),
        ],
        luck: fx::Luck::order("effect", Role::Unit, &["none", "unharmed", "destroyed"]),
    };

    fn effects(_plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        if o.destroyed != Some(true) {
            return Vec::new();
        }
        let change = fx::Change::Destroy(&[]);
        // The effect die is for whatever unit is in the square the fire lands in.
        match o.lands {
            Some(Lands::Target) => vec![fx::Effect::Unit(Role::Target, change)],
            Some(_) => vec![fx::Effect::Elsewhere {
                place: lands_words(o.lands).into(),
                change,
            }],
            None => Vec::new(),
        }
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = fr::tables(cx.data)?;
        let a = &t.artillery;
        let unit = t.units.get("--type", &self.unit)?.clone();
        if unit.range == 0 {
            let firing: Vec<&str> = t
                .units
                .types
                .iter()
                .filter(|u| u.range > 0)
                .map(|u| u.name.as_str())
                .collect();
            return Err(Error::usage(format!(
                "--type {}: {} fire no artillery; the types that do are {} (Artillery)",
                self.unit,
                unit.title,
                firing.join(", ")
            )));
        }
        if self.range < a.min_range || self.range > unit.range {
            return Err(Error::usage(format!(
                "--range {}: {} reach {} to {} grid squares (Artillery)",
                self.range, unit.title, a.min_range, unit.range
            )));
        }
        let table = match self.variant {
            Variant::Original => a.original.clone(),
            Variant::Clock => a.clock.clone(),
            Variant::Centric => a.centric.clone(),
        };
        Ok(Plan {
            range: self.range,
            die: a.die.die().clone(),
            table,
            variant: self.variant,
            effect_die: a.effect_die.die().clone(),
            need: if self.indirect { a.indirect } else { a.direct },
            indirect: self.indirect,
            unit,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let face = dice.roll(&plan.die, "scatter")?;
        // The data check makes the die's faces 1..=n, one row each.
        let at = usize::try_from(face - 1)
            .ok()
            .and_then(|i| plan.table.get(i))
            .copied()
            .ok_or_else(|| Error::Runtime(format!("scatter face {face} has no row")))?;
        let lands = if plan.unit.direct_only && at != Lands::Target {
            None
        } else {
            Some(at)
        };
        let destroyed = match lands {
            None => None,
            Some(_) => Some(test_at_least(dice, &plan.effect_die, plan.need, "effect")?),
        };
        Ok(Outcome {
            face,
            lands,
            destroyed,
        })
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        let effect = match o.destroyed {
            None => "none",
            Some(true) => "destroyed",
            Some(false) => "unharmed",
        };
        vec![
            ("lands".into(), lands_name(o.lands).into()),
            ("effect".into(), effect.into()),
        ]
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        for t in throws {
            let tail = if &*t.what == "scatter" {
                format!("→ {}", lands_words(o.lands))
            } else if o.destroyed == Some(true) {
                "→ destroyed".to_string()
            } else {
                "→ no effect".to_string()
            };
            blocks.push(throw_line(t, &tail));
        }
        let summary = match (o.lands, o.destroyed) {
            (None, _) => format!("{} miss: the fire lands in no grid square", plan.unit.title),
            (Some(Lands::Target), Some(true)) => "on target: the target unit is destroyed".into(),
            (Some(Lands::Target), _) => "on target, but the target unit is unharmed".into(),
            (Some(l), d) => format!(
                "lands {}: any unit there is {} (if it is the firer's own, the opposing \
                 commander throws the effect die)",
                lands_words(Some(l)),
                if d == Some(true) {
                    "destroyed"
                } else {
                    "unharmed"
                }
            ),
        };
        let mut result = serde_json::Map::new();
        result.insert("scatter".into(), json!(o.face));
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        let table = match plan.variant {
            Variant::Original => "",
            Variant::Clock => ", clock table",
            Variant::Centric => ", centric table",
        };
        Some(format!(
            "{} at {} (range {}){table}, {} fire: destroys on {}",
            plan.unit.title,
            crate::rules::common::count_text(plan.range as u32, "grid square", "grid squares"),
            plan.unit.range,
            if plan.indirect { "indirect" } else { "direct" },
            crate::rules::test_text(crate::dice::ast::Test::new(
                crate::dice::ast::Cmp::Ge,
                plan.need
            ))
        ))
    }

    fn outcome_order(_plan: &Plan, quantity: &str) -> Vec<String> {
        let order: &[&str] = match quantity {
            "lands" => &["target", "left", "beyond", "right", "short", "missed"],
            _ => &["destroyed", "unharmed", "none"],
        };
        order.iter().map(|s| s.to_string()).collect()
    }
}

/// The quantity's value: `target`, `left`, ..., `missed`.
fn lands_name(l: Option<Lands>) -> &'static str {
    match l {
        None => "missed",
        Some(Lands::Target) => "target",
        Some(Lands::Left) => "left",
        Some(Lands::Beyond) => "beyond",
        Some(Lands::Right) => "right",
        Some(Lands::Short) => "short",
    }
}

/// Where it landed, in words.
fn lands_words(l: Option<Lands>) -> &'static str {
    match l {
        None => "a miss",
        Some(Lands::Target) => "on the target square",
        Some(Lands::Left) => "in the square to the left (9 o'clock)",
        Some(Lands::Beyond) => "in the square beyond (12 o'clock)",
        Some(Lands::Right) => "in the square to the right (3 o'clock)",
        Some(Lands::Short) => "in the square short of it (6 o'clock)",
    }
}

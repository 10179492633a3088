//! Artillery Fire and Note 3: at a target 2 hexes away or less the fire lands on it; farther,
//! a d6 lands it on the target (5–6), the hex in front (3–4) or the hex behind (1–2), the odd
//! score taking the left-hand hex where two qualify. A second d6 gives the effect on the Unit
//! there: direct fire 5–6 destroys and anything else pins; indirect fire (a target in cover or
//! not wholly seen) 6 destroys, 4–5 pins.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::chance::given::Given;
use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::portable::data::{Effect, EffectRow, Hex, Kind, LandsRow, UnitType, effect_of};
use crate::rules::portable::{self as pw, ID, effect_summary, effects_text};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Artillery {
    /// The firing Artillery Unit's type: light-field-artillery, field-artillery, fortress-artillery
    #[arg(id = "type", short = 't', long = "type", value_name = "TYPE")]
    #[serde(rename = "type")]
    pub unit: String,

    /// Hexes from the Artillery Unit to the target hex, counted through hex sides
    #[arg(long, value_name = "HEXES", allow_negative_numbers = true)]
    pub range: i64,

    /// Direct fire: the whole target Unit can be seen and it is not in cover (the default)
    #[arg(long, conflicts_with_all = ["indirect", "pinned"])]
    pub direct: bool,

    /// Indirect fire: the target is in cover (woods, built-up area, fortification) or not wholly seen
    #[arg(long, visible_alias = "cover")]
    pub indirect: bool,

    /// The target is pinned: deemed under cover (Pinning), so the fire is indirect (ruling)
    #[arg(long)]
    pub pinned: bool,

    /// Two hexes lie immediately in front of and behind the target: odd is left, even right (Note 3)
    #[arg(long)]
    pub two_hexes: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    die: Die,
    unit: UnitType,
    range: i64,
    /// Within this range the fire lands on the target without a die.
    sure_range: i64,
    lands: Vec<LandsRow>,
    effects: Vec<EffectRow>,
    indirect: bool,
    pinned: bool,
    two_hexes: bool,
}

/// Where the fire landed, and what its effect die did to any Unit there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    hex: Hex,
    /// With two hexes in front or behind: the left-hand one (an odd score, Note 3).
    left: Option<bool>,
    effect: Effect,
}

impl Outcome {
    /// The `lands` quantity: target, front, behind, front-left, ...
    fn lands(self) -> String {
        let hex = match self.hex {
            Hex::Target => return "target".into(),
            Hex::Front => "front",
            Hex::Behind => "behind",
        };
        match self.left {
            None => hex.into(),
            Some(true) => format!("{hex}-left"),
            Some(false) => format!("{hex}-right"),
        }
    }

    fn place(self) -> String {
        let side = match self.left {
            None => "",
            Some(true) => "left-hand ",
            Some(false) => "right-hand ",
        };
        match self.hex {
            Hex::Target => "on the target hex".into(),
            Hex::Front => format!("in the {side}hex immediately in front of the target"),
            Hex::Behind => format!("in the {side}hex immediately behind the target"),
        }
    }
}

impl Procedure for Artillery {
    // Note 3: the effect die is thrown for the hex the fire lands in, target or not.
    const GIVEN: &'static [Given] = &[Given {
        quantity: "effect",
        about: "the effect on the hex the fire lands in",
        when: "lands=target",
    }];

    const INFO: Info = Info {
        rules: ID,
        name: "artillery",
        aliases: &[],
        section: "Artillery Fire, Note 3",
        about: "Artillery fire: where it lands, then its effect on the Unit there",
        after_help: "At a target hex 2 hexes away or less the fire lands on it. At 3 hexes or more \
a d6 says where: 5 or 6 on the target hex, 3 or 4 the hex immediately in front of it, 1 or 2 the \
hex immediately behind. Where two hexes lie immediately in front or behind (--two-hexes), the \
odd score is the left-hand hex and the even the right-hand one (Note 3). A d6 then gives the \
effect on the Unit in the hex it lands in: direct fire 5 or 6 destroys, any other score pins; \
indirect fire (a target in cover or not wholly seen) 6 destroys, 4 or 5 pins, anything else \
has no effect. The range may not exceed the Artillery Unit's weapon range (light field 4, field \
6, fortress/siege 10).\n\nRulings: a pinned target is deemed under cover (Pinning), so fire at \
it is indirect. The effect die is for whatever Unit is in the hex the fire lands in, on the same \
table; if that hex is empty it does nothing.\n\nExamples:\n  spw portable artillery --type field-artillery --range 4\n  spw \
portable artillery --type light-field-artillery --range 2 --indirect\n  spw -r portable \
artillery --type fortress-artillery --range 8 --two-hexes\n  spw portable artillery --type \
field-artillery --range 5 --dice 3,5\n  spw --chances portable artillery --type field-artillery --range 1..6 \\\n      --goal 'lands=target and effect=destroyed' --at-least 20%",
        facts: Facts::new(
            Chances::Of(&[
                field(
                    "lands",
                    Of::Words(&[
                        "target",
                        "front",
                        "front-left",
                        "front-right",
                        "behind",
                        "behind-left",
                        "behind-right",
                    ]),
                    "target, front, behind; front-left, front-right, behind-left, behind-right \
                     with --two-hexes",
                ),
                field(
                    "effect",
                    Of::Words(&["destroyed", "pinned", "no_effect"]),
                    "destroyed, pinned, no_effect: in the hex it lands in, so the target's is \
                     --goal 'lands=target and effect=destroyed'",
                ),
            ]),
            Throws::Dice("the landing d6 (only at 3 hexes or more), then the effect d6."),
        )
        .result(&[
            field("lands_roll", Of::Either(&[Of::Number, Of::Null]), "the landing d6"),
            field("effect_roll", Of::Number, "the effect d6"),
            field("range", Of::Number, "the range in hexes"),
            field("indirect", Of::YesNo, "whether the fire is indirect"),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const PLAY: fx::Play = fx::Play {
        acts: &[fx::Act::turn(
            "fired",
            fx::Again::Refused("an Artillery Unit fires in the turn's artillery fire, once (Turn Sequence 1)"),
        )],
        after_destroyed: Some(
            "artillery fire is deemed to be simultaneous: casualties are removed after all artillery fire (Turn Sequence 1)",
        ),
        ..fx::Play::NONE
    };

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the Artillery Unit firing",
            target: "the Unit fired at",
        },
        fill: &[
            Fill::unit("type", "type"),
            Fill::target("pinned", "pinned"),
            Fill::target("indirect", "cover"),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[
            Declared::on(
                Role::Target,
                "lands on the target hex: destroyed",
                fx::Kind::Destroy,
            ),
            Declared::on(
                Role::Target,
                "lands on the target hex: pinned",
                fx::Kind::Mark("pinned"),
            ),
            Declared::elsewhere(
                "lands in front of or behind the target: destroyed",
                fx::Kind::Destroy,
            ),
            Declared::elsewhere(
                "lands in front of or behind the target: pinned",
                fx::Kind::Mark("pinned"),
            ),
        ],
        luck: fx::Luck::order("effect", Role::Unit, &["no_effect", "pinned", "destroyed"]),
    };

    fn effects(_plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        let change = match o.effect {
            Effect::Destroyed => fx::Change::Destroy(&[]),
            Effect::Pinned => fx::Change::Mark("pinned"),
            Effect::Unharmed => return Vec::new(),
        };
        // Note 3: the effect is on the Unit in the hex the fire lands in.
        match o.hex {
            Hex::Target => vec![fx::Effect::Unit(Role::Target, change)],
            _ => vec![fx::Effect::Elsewhere {
                place: o.place(),
                change,
            }],
        }
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let tables = pw::tables(cx.data)?;
        let t = &tables.artillery;
        let unit = tables.unit("--type", &self.unit)?.clone();
        let reach = match (unit.kind, unit.range) {
            (Kind::Artillery, Some(r)) => r,
            _ => {
                let guns: Vec<&str> = tables
                    .units
                    .types
                    .iter()
                    .filter(|u| u.kind == Kind::Artillery && u.range.is_some())
                    .map(|u| u.id.as_str())
                    .collect();
                return Err(Error::usage(format!(
                    "--type {}: not an Artillery Unit; the artillery types are {} (Non-Artillery \
                     Units fire with `spw portable fire`)",
                    self.unit,
                    guns.join(", ")
                )));
            }
        };
        if self.range < 1 || self.range > reach {
            return Err(Error::usage(format!(
                "--range {}: a {} Unit reaches 1 to {} (Unit Types)",
                self.range,
                unit.name,
                pw::hexes(reach)
            )));
        }
        let indirect = self.indirect || self.pinned;
        Ok(Plan {
            die: t.die.die().clone(),
            range: self.range,
            sure_range: t.sure_range,
            lands: t.lands.clone(),
            effects: if indirect {
                t.indirect.clone()
            } else {
                t.direct.clone()
            },
            indirect,
            pinned: self.pinned,
            two_hexes: self.two_hexes,
            unit,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let (hex, left) = if plan.range <= plan.sure_range {
            (Hex::Target, None)
        } else {
            let roll = dice.roll(&plan.die, "lands")?;
            let hex = plan
                .lands
                .iter()
                .find(|r| r.roll.contains(roll))
                .map_or(Hex::Target, |r| r.hex);
            // Note 3: the odd score is the left-hand hex, the even the right-hand one.
            let left = (plan.two_hexes && hex != Hex::Target).then_some(roll % 2 != 0);
            (hex, left)
        };
        let roll = dice.roll(&plan.die, "effect")?;
        Ok(Outcome {
            hex,
            left,
            effect: effect_of(&plan.effects, roll),
        })
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        vec![
            ("lands".into(), o.lands().into()),
            ("effect".into(), o.effect.name().into()),
        ]
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        let mut rolls = serde_json::Map::new();
        for t in throws {
            let value = t.dice.first().map(|d| d.value);
            rolls.insert(format!("{}_roll", t.what), json!(value));
            let tail = if &*t.what == "lands" {
                let mut s = format!("→ {}", o.place());
                if !plan.two_hexes && o.hex != Hex::Target {
                    let side = if value.unwrap_or(0) % 2 != 0 {
                        "left"
                    } else {
                        "right"
                    };
                    s.push_str(&format!(" (the {side}-hand one if there are two, Note 3)"));
                }
                s
            } else {
                format!("→ {}", o.effect.words())
            };
            if &*t.what == "effect" && plan.range <= plan.sure_range {
                blocks.push(Block::Line(Line::plain(format!(
                    "{} or less: the fire lands on the target hex",
                    pw::hexes(plan.sure_range)
                ))));
            }
            blocks.push(throw_line(t, &tail));
        }
        let short = match o.hex {
            Hex::Target => format!("the target is {}", short_effect(o.effect)),
            _ => format!(
                "it lands off target: any Unit there is {}",
                short_effect(o.effect)
            ),
        };
        blocks.push(Block::Line(Line::new().push(short, Style::Strong)));
        let summary = match o.hex {
            Hex::Target => format!(
                "lands on the target hex: the Unit there is {}",
                effect_summary(o.effect)
            ),
            _ => format!(
                "lands {}: any Unit there is {}",
                o.place(),
                effect_summary(o.effect)
            ),
        };
        let mut result = rolls;
        result.insert("range".into(), json!(plan.range));
        result.insert("indirect".into(), json!(plan.indirect));
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        let fire = match (plan.indirect, plan.pinned) {
            (true, true) => "indirect fire (the target is pinned, so under cover)",
            (true, false) => "indirect fire",
            (false, _) => "direct fire",
        };
        let lands = if plan.range <= plan.sure_range {
            "lands on the target".to_string()
        } else {
            let mut rows = plan.lands.clone();
            rows.sort_by_key(|r| std::cmp::Reverse(r.roll));
            rows.iter()
                .map(|r| {
                    let hex = match r.hex {
                        Hex::Target => "on target",
                        Hex::Front => "in front",
                        Hex::Behind => "behind",
                    };
                    format!("{} {hex}", r.roll)
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        Some(format!(
            "{} (range {}) at {} {}, {fire}: {lands}; effect {}",
            plan.unit.name,
            plan.unit.range.unwrap_or(0),
            plan.range,
            if plan.range == 1 { "hex" } else { "hexes" },
            effects_text(&plan.effects)
        ))
    }

    fn outcome_order(_plan: &Plan, quantity: &str) -> Vec<String> {
        let names: &[&str] = if quantity == "lands" {
            &[
                "target",
                "front",
                "front-left",
                "front-right",
                "behind",
                "behind-left",
                "behind-right",
            ]
        } else {
            &["destroyed", "pinned", "no_effect"]
        };
        names.iter().map(|s| s.to_string()).collect()
    }
}

fn short_effect(e: Effect) -> &'static str {
    match e {
        Effect::Destroyed => "destroyed",
        Effect::Pinned => "pinned",
        Effect::Unharmed => "unharmed",
    }
}

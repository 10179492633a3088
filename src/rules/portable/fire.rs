//! Non-Artillery Fire: a d6 for each non-artillery Unit firing; in the open 5–6 destroys, 2–4
//! pins and 1 does nothing, in cover 6 destroys and 4–5 pins. A pinned target counts as in
//! cover (Pinning).

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw, distinct_values};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::portable::data::{Effect, EffectRow, Kind, UnitType, effect_of};
use crate::rules::portable::{self as pw, ID, effect_summary, effects_text};
use crate::rules::{Info, Procedure, Told};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// More Units than can fire at one target (6 hexes touch it; ranges are 2 or 3 hexes).
const MAX_UNITS: i64 = 20;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Fire {
    /// Non-artillery Units firing at the target: a d6 each
    #[arg(
        short,
        long,
        value_name = "N",
        default_value_t = 1,
        allow_negative_numbers = true
    )]
    pub units: i64,

    /// The target is in cover (woods, a built-up area, a fortification) or not wholly seen
    #[arg(long)]
    pub cover: bool,

    /// The target is pinned: it counts as in cover even in the open (Pinning)
    #[arg(long)]
    pub pinned: bool,

    /// The firing Units' type (infantry-firearms, machine-guns, ...): checked against its
    /// weapon range (Unit Types)
    #[arg(id = "type", short = 't', long = "type", value_name = "TYPE")]
    #[serde(rename = "type")]
    pub unit: Option<String>,

    /// Hexes to the target, counted through hex sides: no more than the firer's weapon range
    #[arg(
        long,
        value_name = "HEXES",
        allow_negative_numbers = true,
        requires = "type"
    )]
    pub range: Option<i64>,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    die: Die,
    units: u32,
    /// The effect table that applies: in the open or in cover.
    table: Vec<EffectRow>,
    cover: bool,
    pinned: bool,
    /// The firer's type and the range fired at, when given.
    firer: Option<(UnitType, Option<i64>)>,
}

impl Procedure for Fire {
    const INFO: Info = Info {
        rules: ID,
        name: "fire",
        aliases: &["shoot"],
        section: "Non-Artillery Fire, Pinning",
        about: "Non-artillery fire: a d6 per Unit firing, to destroy or pin the target",
        after_help: "A d6 is rolled for each non-artillery Unit firing. At a target in the open: \
5 or 6 destroys it, 2, 3 or 4 pins it, 1 has no effect. At a target in cover (woods, built-up \
areas, fortifications, or not wholly seen): 6 destroys, 4 or 5 pins, anything else has no \
effect. A pinned Unit is deemed to be under cover even in the open (Pinning).\n\n--type names \
the firing Units' type: only a type with a weapon range fires (Unit Types: infantry with \
firearms 2 hexes, machine guns 3; infantry with close combat weapons, cavalry and the Command \
Unit have none, and artillery fires with spw portable artillery), and with --range the target \
must be within it.\n\nRuling: several \
Units firing at one target throw a die each and the worst result for the target stands.\n\nExamples:\n  spw portable fire\n  spw portable fire --units 3 --cover\n  spw -r \
portable fire --units 2 --pinned\n  spw portable fire --units 2 --dice 4,1\n  spw portable \
fire --type machine-guns --range 3\n  spw --chances portable fire --units 1..4 --goal effect=destroyed --at-least 50%",
        facts: Facts::new(
            Chances::Of(&[field(
                "effect",
                Of::Words(&["destroyed", "pinned", "no_effect"]),
                "",
            )]),
            Throws::Dice("one d6 per firing Unit, in order."),
        )
        .result(&[
            field("rolls", Of::List, "each firing Unit's d6"),
            field("in_cover", Of::YesNo, "whether the target counts as in cover"),
        ]),
    };
    type Plan = Plan;
    type Outcome = Effect;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the Unit firing",
            target: "the Unit fired at",
        },
        fill: &[
            Fill::unit("type", "type"),
            Fill::target("cover", "cover"),
            Fill::target("pinned", "pinned"),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[
            Declared::on(Role::Target, "destroyed", fx::Kind::Destroy),
            Declared::on(Role::Target, "pinned (Pinning)", fx::Kind::Mark("pinned")),
        ],
        luck: fx::Luck::order("effect", Role::Unit, &["no_effect", "pinned", "destroyed"]),
    };

    fn effects(_plan: &Plan, o: &Effect) -> Vec<fx::Effect> {
        match o {
            Effect::Destroyed => vec![fx::Effect::Unit(Role::Target, fx::Change::Destroy(&[]))],
            Effect::Pinned => vec![fx::Effect::Unit(Role::Target, fx::Change::Mark("pinned"))],
            Effect::Unharmed => Vec::new(),
        }
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &pw::tables(cx.data)?.fire;
        let units = common::count(
            "--units",
            self.units,
            1,
            MAX_UNITS,
            "the Units firing at one target",
        )?;
        let in_cover = self.cover || self.pinned;
        let firer = match &self.unit {
            Some(id) => Some((firer(pw::tables(cx.data)?, id, self.range)?, self.range)),
            None => None,
        };
        Ok(Plan {
            die: t.die.die().clone(),
            units,
            table: if in_cover {
                t.cover.clone()
            } else {
                t.open.clone()
            },
            cover: self.cover,
            pinned: self.pinned,
            firer,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Effect> {
        // How many dice show each score is all that matters: the worst result stands.
        let faces = distinct_values(&plan.die);
        let counts = dice.tally(plan.units, &plan.die, "fire")?;
        Ok(faces
            .iter()
            .zip(counts)
            .filter(|(_, c)| *c > 0)
            .map(|(f, _)| effect_of(&plan.table, *f))
            .max()
            .unwrap_or(Effect::Unharmed))
    }

    fn quantities(_plan: &Plan, effect: &Effect) -> Quantities {
        vec![("effect".into(), effect.name().into())]
    }

    fn tell(plan: &Plan, effect: &Effect, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        let mut line = Line::new().push(
            format!("fire ({} × {}): ", plan.units, plan.die.name),
            Style::Dim,
        );
        let mut rolls = Vec::new();
        for (i, d) in throws.iter().flat_map(|t| &t.dice).enumerate() {
            if i > 0 {
                line = line.text("  ");
            }
            let e = effect_of(&plan.table, d.value);
            rolls.push(json!({"roll": d.value, "effect": e.name()}));
            line = line
                .spans(crate::rules::common::words::dice_spans([d]))
                .push(format!(" {}", e.words()), effect_style(e));
        }
        blocks.push(Block::Line(line));
        let short = match effect {
            Effect::Destroyed => "target destroyed",
            Effect::Pinned => "target pinned",
            Effect::Unharmed => "no effect",
        };
        blocks.push(Block::Line(Line::new().push(short, Style::Strong)));
        let mut result = serde_json::Map::new();
        result.insert("rolls".into(), json!(rolls));
        result.insert("in_cover".into(), json!(plan.cover || plan.pinned));
        Told {
            result,
            summary: format!("the target is {}", effect_summary(*effect)),
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        let target = match (plan.cover, plan.pinned) {
            (_, true) => "a pinned target (under cover, Pinning)",
            (true, false) => "a target in cover",
            (false, false) => "a target in the open",
        };
        let who = match &plan.firer {
            None => common::count_text(plan.units, "Unit fires", "Units fire"),
            Some((u, _)) => format!(
                "{} {} {} (weapon range {}) {}",
                plan.units,
                u.name,
                if plan.units == 1 { "Unit" } else { "Units" },
                pw::hexes(u.range.unwrap_or(0)),
                if plan.units == 1 { "fires" } else { "fire" }
            ),
        };
        let away = match &plan.firer {
            Some((_, Some(r))) => format!(" {} away", pw::hexes(*r)),
            _ => String::new(),
        };
        Some(format!(
            "{who} {} at {target}{away}: {}",
            if plan.units == 1 { "a d6" } else { "a d6 each" },
            effects_text(&plan.table)
        ))
    }

    fn outcome_order(_plan: &Plan, _quantity: &str) -> Vec<String> {
        ["destroyed", "pinned", "no_effect"]
            .map(String::from)
            .to_vec()
    }
}

/// How one die's effect is shown.
pub(crate) fn effect_style(e: Effect) -> Style {
    match e {
        Effect::Destroyed => Style::Good,
        Effect::Pinned => Style::Strong,
        Effect::Unharmed => Style::Dim,
    }
}

/// Unit Types: the firing type must have a weapon range and not be artillery (which fires with
/// `spw portable artillery`), and a target `range` hexes away must be within it.
fn firer(tables: &pw::data::Portable, id: &str, range: Option<i64>) -> Result<UnitType> {
    let unit = tables.unit("--type", id)?.clone();
    let shooters = || {
        tables
            .units
            .types
            .iter()
            .filter(|u| u.kind != Kind::Artillery && u.range.is_some())
            .map(|u| format!("{} ({})", u.id, pw::hexes(u.range.unwrap_or(0))))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let reach = match (unit.kind, unit.range) {
        (Kind::Artillery, _) => {
            return Err(Error::usage(format!(
                "--type {id}: an Artillery Unit fires with `spw portable artillery`; the \
                 non-artillery Units that fire are {}",
                shooters()
            )));
        }
        (_, None) => {
            return Err(Error::usage(format!(
                "--type {id}: a {} Unit has no weapon range (Unit Types), so it cannot fire; the Units \
                 that fire are {}",
                unit.name,
                shooters()
            )));
        }
        (_, Some(r)) => r,
    };
    if let Some(r) = range {
        if r < 1 || r > reach {
            return Err(Error::usage(format!(
                "--range {r}: a {} Unit fires 1 to {} (Unit Types: weapon range {})",
                unit.name,
                pw::hexes(reach),
                pw::hexes(reach)
            )));
        }
    }
    Ok(unit)
}

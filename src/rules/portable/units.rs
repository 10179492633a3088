//! Unit Types: each type's movement, Close Combat Power and weapon range, from
//! `[units]` in `data/portable.toml` (so house rules show up here too). No dice.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::report::{Block, Span, Style};
use crate::rules::Cx;
use crate::rules::effects::{self as fx, Fill, Roles};
use crate::rules::portable::data::UnitType;
use crate::rules::portable::{self as pw, ID};
use crate::rules::{Info, Procedure, Told, common};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Units {
    /// Show one unit type only (infantry-firearms, cavalry, field-artillery, ...)
    #[arg(id = "type", short = 't', long = "type", value_name = "TYPE")]
    #[serde(rename = "type")]
    pub unit: Option<String>,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    types: Vec<UnitType>,
}

impl Procedure for Units {
    const INFO: Info = Info {
        rules: ID,
        name: "units",
        aliases: &["unit-types"],
        section: "Unit Types",
        about: "The unit types: movement, Close Combat Power and weapon range",
        after_help: "Lists each unit type with its movement and weapon range in hexes and its \
Close Combat Power, as the rules give them (– for none: fortress artillery does not move; close \
combat infantry, cavalry and the Command Unit have no weapon range). The names in the first \
column are what --attacker, --defender and --type take. No Unit's Close Combat Power drops \
below 1; dismounted cavalry moves and fights as infantry at −1 (Notes on Unit Types).\n\nExamples:\n  \
spw portable units\n  spw portable units --type cavalry",
        facts: Facts::new(
            Chances::No("it lists a table and rolls nothing"),
            Throws::Nothing("it lists the unit types."),
        )
        .no_range("it takes no --chances")
        .result(&[
            field("types", Of::Number, "how many unit types are listed"),
            field("units", Of::List, "the unit types, each with its movement, range and power"),
        ]),
    };
    type Plan = Plan;
    type Outcome = usize;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::One("the unit"),
        fill: &[Fill::subject("type", "type")],
        out_of_play: &[],
        barred: &[],
        effects: &[],
        luck: None,
    };

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        common::lists_only(cx.chances, "units")?;
        let tables = pw::tables(cx.data)?;
        let types = match &self.unit {
            Some(id) => vec![tables.unit("--type", id)?.clone()],
            None => tables.units.types.clone(),
        };
        Ok(Plan { types })
    }

    fn resolve(plan: &Plan, _dice: &mut dyn Dice) -> Result<usize> {
        Ok(plan.types.len())
    }

    fn quantities(_plan: &Plan, n: &usize) -> Quantities {
        vec![("types".into(), (*n).into())]
    }

    fn tell(plan: &Plan, n: &usize, _throws: &[Throw]) -> Told {
        let mut result = serde_json::Map::new();
        result.insert("units".into(), json!(plan.types));
        let summary = match plan.types.as_slice() {
            [t] => format!(
                "{}: movement {}, Close Combat Power {}, weapon range {}",
                t.name,
                hexes(t.movement),
                t.power,
                hexes(t.range)
            ),
            _ => format!("{n} unit types; --type TYPE shows one"),
        };
        Told {
            result,
            summary,
            blocks: vec![table(plan)],
        }
    }
}

/// "2 hexes", "1 hex", "–".
fn hexes(n: Option<i64>) -> String {
    n.map_or_else(|| "–".into(), super::hexes)
}

fn table(plan: &Plan) -> Block {
    let rows = plan
        .types
        .iter()
        .map(|t| {
            vec![
                Span::new(t.id.clone(), Style::Strong),
                Span::plain(t.name.clone()),
                Span::plain(hexes(t.movement)),
                Span::plain(t.power.to_string()),
                Span::plain(hexes(t.range)),
            ]
        })
        .collect();
    Block::Table {
        header: vec![
            "type".into(),
            "rules' name".into(),
            "movement".into(),
            "close combat power".into(),
            "weapon range".into(),
        ],
        rows,
    }
}

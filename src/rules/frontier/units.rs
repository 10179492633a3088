//! The unit types (Movement, Artillery, Battles): move and artillery range in grid squares,
//! battle power. A table to read, not a roll: it throws no dice and has no `--chances`.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::report::{Block, Span};
use crate::rules::Cx;
use crate::rules::effects::{self as fx, Fill, Roles};
use crate::rules::frontier::data::UnitType;
use crate::rules::frontier::{self as fr, ID};
use crate::rules::{Info, Procedure, Told, common};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Units {
    /// Show only this type (infantry, cavalry, afv, machine-guns, anti-tank-guns, mortars,
    /// infantry-guns, mountain-artillery, light-field-artillery, field-artillery,
    /// heavy-artillery)
    #[arg(id = "type", long = "type", value_name = "TYPE")]
    #[serde(rename = "type")]
    pub unit: Option<String>,
}

impl Procedure for Units {
    const INFO: Info = Info {
        rules: ID,
        name: "units",
        aliases: &[],
        section: "Movement, Artillery, Battles",
        about: "The unit types: move, artillery range and battle power",
        after_help: "Lists each unit type with its move (grid squares, measured orthogonally), \
its artillery range (grid squares; — for a unit that fires no artillery) and its battle power. \
Type names are the rules' names in kebab-case; \"Medium/Heavy artillery\" is heavy-artillery \
(ruling). Poor quality applies to infantry and cavalry only; AFVs and anti-tank guns fire only \
at what they see.\n\nExamples:\n  spw frontier units\n  spw frontier units --type afv",
        facts: Facts::new(
            Chances::No("it lists a table and rolls nothing"),
            Throws::Nothing("it lists the unit types."),
        )
        .no_range("it takes no --chances")
        .result(&[field("units", Of::List, "the unit types, each with its move, range and power")]),
    };
    type Plan = Vec<UnitType>;
    type Outcome = ();

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::One("the unit"),
        fill: &[Fill::subject("type", "type")],
        out_of_play: &[],
        barred: &[],
        effects: &[],
        luck: None,
    };

    fn prepare(&self, cx: &Cx) -> Result<Vec<UnitType>> {
        common::lists_only(cx.chances, "units")?;
        let t = &fr::tables(cx.data)?.units;
        Ok(match &self.unit {
            Some(name) => vec![t.get("--type", name)?.clone()],
            None => t.types.clone(),
        })
    }

    fn resolve(_plan: &Vec<UnitType>, _dice: &mut dyn Dice) -> Result<()> {
        Ok(())
    }

    fn quantities(_plan: &Vec<UnitType>, _o: &()) -> Quantities {
        Vec::new()
    }

    fn tell(plan: &Vec<UnitType>, _o: &(), _throws: &[Throw]) -> Told {
        let rows = plan
            .iter()
            .map(|u| {
                let range = if u.range > 0 {
                    u.range.to_string()
                } else {
                    "—".to_string()
                };
                let mut notes = Vec::new();
                if u.poor_quality {
                    notes.push("may be poor quality (−1)");
                }
                if u.direct_only {
                    notes.push("fires only at what it sees; misses on 1–4");
                }
                [
                    u.name.clone(),
                    u.title.clone(),
                    u.moves.to_string(),
                    range,
                    u.power.to_string(),
                    notes.join("; "),
                ]
                .into_iter()
                .map(Span::plain)
                .collect()
            })
            .collect();
        let units: Vec<_> = plan
            .iter()
            .map(|u| {
                json!({
                    "type": u.name, "title": u.title, "move": u.moves,
                    "range": if u.range > 0 { json!(u.range) } else { json!(null) },
                    "battle_power": u.power, "poor_quality": u.poor_quality,
                    "direct_only": u.direct_only,
                })
            })
            .collect();
        let summary = match plan.as_slice() {
            [u] => format!(
                "{}: move {}, range {}, battle power {}",
                u.title,
                u.moves,
                if u.range > 0 {
                    u.range.to_string()
                } else {
                    "none".into()
                },
                u.power
            ),
            _ => format!("{} unit types", plan.len()),
        };
        let mut result = serde_json::Map::new();
        result.insert("units".into(), json!(units));
        Told {
            result,
            summary,
            blocks: vec![Block::Table {
                header: [
                    "type",
                    "rules' name",
                    "move",
                    "range",
                    "battle power",
                    "notes",
                ]
                .map(String::from)
                .to_vec(),
                rows,
            }],
        }
    }
}

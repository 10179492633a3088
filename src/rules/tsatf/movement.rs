//! Movement: D6s by troop type and terrain (Infantry 3 in the open, 2 in rough or woods, +1 on
//! a road; ...); crews move at least 3" in rough or woods; limbering or mounting drops the
//! highest die; loading or unloading costs 2d6.

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Expr;
use crate::dice::parse::parse;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::effects::{self as fx, Fill, Roles, When};
use crate::rules::tsatf::{ID, tables};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Move {
    /// Troop type: infantry, hmg-crew, mortar-crew, tracked or wheeled
    #[arg(
        id = "type",
        long = "type",
        value_name = "TYPE",
        required_unless_present = "routing"
    )]
    #[serde(rename = "type")]
    pub troop: Option<String>,

    /// The ground: open, or rough (rough ground and woods)
    #[arg(long, value_enum, default_value_t = Terrain::Open)]
    pub terrain: Terrain,

    /// Moving entirely on a road: adds the Road column's dice
    #[arg(long)]
    pub road: bool,

    /// Limbering or unlimbering, mounting or dismounting: the highest die is dropped
    #[arg(long, visible_alias = "mounting")]
    pub limbering: bool,

    /// Loading or unloading trucks or trains: costs 2d6
    #[arg(long)]
    pub loading: bool,

    /// A routing unit (it failed Critical Morale): 4D6" to the rear this turn, whatever its type
    #[arg(long, conflicts_with_all = ["type", "terrain", "road", "limbering", "loading"])]
    pub routing: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Terrain {
    Open,
    #[value(alias = "woods")]
    Rough,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    title: String,
    /// The move's dice (with the highest dropped when limbering); `None` for no dice.
    roll: Option<Expr>,
    minimum: i64,
    loading: Option<Expr>,
    what: String,
}

impl Procedure for Move {
    const INFO: Info = Info {
        rules: ID,
        name: "move",
        aliases: &[],
        section: "Movement",
        about: "Movement: D6s by troop type and terrain, inches moved",
        after_help: "Rolls the D6s of the Movement table and adds them up in inches: Infantry \
3 in the open, 2 in rough or woods, +1 on a road; HMG and mortar crews 2, 1 (at least 3\"), \
+1; tracked vehicles 5, 3, +2; wheeled vehicles 6, 2, +3. Limbering or unlimbering, mounting or \
dismounting drops the highest die; loading or unloading trucks or trains costs 2d6. Rulings: \
--road adds the Road column's dice to the terrain's; the crews' 3\" minimum applies to their \
dice in rough or woods, before loading; loading's 2d6 are taken off the move, which does not \
go below 0\".\n\n--routing: a unit that failed Critical Morale routs 4D6\" a turn towards the \
rear until it runs off the table or passes (Critical Morale; the first 4D6 are rolled with the \
failed test).\n\nExamples:\n  spw tsatf move --type \
infantry\n  spw tsatf move --type infantry --road\n  spw tsatf move --type hmg-crew --terrain \
rough --chances\n  spw tsatf move --type wheeled --loading --dice 1,2,3,4,5,6,6,6\n  spw tsatf \
move --routing",
        facts: Facts::new(
            Chances::Of(&[field("inches", Of::Number, "")]),
            Throws::Dice("the move's D6s, then the 2d6 of loading."),
        )
        .no_range("its options are kinds and switches"),
    };
    type Plan = Plan;
    type Outcome = i64;

    const PLAY: fx::Play = fx::Play {
        acts: &[
            fx::Act {
                mark: "routed",
                when: When::Is("routing", &["true"]),
                per: fx::Per::Turn,
                again: fx::Again::Refused(
                    "a routed unit routs 4D6 once a turn (CRITICAL & PINNED MORALE)",
                ),
            },
            fx::Act {
                mark: "moved",
                when: When::Not("routing", &["true"]),
                per: fx::Per::Phase,
                again: fx::Again::Warned("one unit moves on each card drawn (Turn Sequence 1)"),
            },
        ],
        ..fx::Play::NONE
    };

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::One("the unit moving"),
        // A routed unit's move is its rout (Critical Morale): 4D6 whatever its type.
        fill: &[
            Fill::subject("routing", "routed"),
            Fill::subject("type", "troop_type"),
        ],
        out_of_play: &[],
        barred: &[
            fx::Bar::new("pinned", "pinned units cannot move until they are unpinned (CLOSE COMBAT)"),
            fx::Bar::new("shaken", "shaken units cannot move until they rally (Stand and Fight)"),
        ],
        effects: &[],
        luck: fx::Luck::higher("inches", fx::Role::Subject),
    };

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let all = tables(cx.data)?;
        if self.routing {
            let rout = all.tests.rout.expr().clone();
            return Ok(Plan {
                title: String::new(),
                what: format!("routing (Critical Morale): {rout}\" to the rear"),
                roll: Some(rout),
                minimum: 0,
                loading: None,
            });
        }
        let t = &all.movement;
        let troop = common::named(
            "--type",
            self.troop.as_deref().unwrap_or_default(),
            &t.types,
            |t| t.name.as_str(),
            ("a troop type", "Movement"),
        )?;
        let mut dice = match self.terrain {
            Terrain::Open => troop.open,
            Terrain::Rough => troop.rough,
        };
        if self.road {
            dice += troop.road;
        }
        let minimum = if self.terrain == Terrain::Rough {
            troop.rough_min
        } else {
            0
        };
        let text = if self.limbering {
            format!("{dice}d6dh1")
        } else {
            format!("{dice}d6")
        };
        // Every die of the table is thrown, even the one limbering drops from a single D6.
        let roll = if dice > 0 {
            Some(parse(&text, &[]).map_err(|e| Error::Runtime(format!("{text}: {e}")))?)
        } else {
            None
        };
        let mut what = format!(
            "{}, {}{}: {}",
            troop.title,
            match self.terrain {
                Terrain::Open => "open",
                Terrain::Rough => "rough/woods",
            },
            if self.road { " on a road" } else { "" },
            common::count_text(dice as u32, "D6", "D6s")
        );
        if self.limbering {
            what.push_str(", the highest dropped");
        }
        if minimum > 0 {
            what.push_str(&format!(", at least {minimum}\""));
        }
        if self.loading {
            what.push_str(&format!(", loading −{}", t.loading));
        }
        Ok(Plan {
            title: troop.title.clone(),
            roll,
            minimum,
            loading: self.loading.then(|| t.loading.expr().clone()),
            what,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<i64> {
        let moved = match &plan.roll {
            Some(e) => dice.expr(e, "move")?,
            None => 0,
        };
        let moved = moved.max(plan.minimum);
        let cost = match &plan.loading {
            Some(e) => dice.expr(e, "loading")?,
            None => 0,
        };
        Ok((moved - cost).max(0))
    }

    fn quantities(_plan: &Plan, inches: &i64) -> Quantities {
        vec![("inches".into(), (*inches).into())]
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(plan.what.clone())
    }

    fn tell(plan: &Plan, inches: &i64, throws: &[Throw]) -> Told {
        let blocks = throws.iter().map(|t| throw_line(t, "")).collect();
        Told {
            result: serde_json::Map::from_iter([("inches".to_string(), json!(inches))]),
            summary: if plan.title.is_empty() {
                format!("the unit routs {inches}\" to the rear")
            } else {
                format!("{} move {inches}\"", plan.title)
            },
            blocks,
        }
    }
}

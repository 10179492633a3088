//! 3.3 Saving throws: a d6 per hit, the figure unharmed on its skill rating or more; +1 in
//! cover (3.3) and against rifle grenades (3.8); no save for figures in a bunker hit by a
//! flamethrower (3.7); a template on a building makes every occupant test (3.9).

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::common::{self, Mods};
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// The most hits one command resolves (a whole unit's worth, not a battle).
const MAX_HITS: i64 = 1000;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Save {
    /// The figures' skill rating: a hit is saved on a d6 of this or more
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub skill: Option<i64>,

    /// Hits taken: one save each (with --flamethrower-bunker, the figures inside)
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        required_unless_present = "building_template"
    )]
    pub hits: Option<i64>,

    /// The unit is in cover (+1 to the save, 3.3)
    #[arg(long)]
    pub cover: bool,

    /// The hits are from rifle grenades (+1 to the save, 3.8)
    #[arg(long)]
    pub rifle_grenade: bool,

    /// A flamethrower fired into a bunker or pillbox: no save, every figure hit is a casualty (3.7)
    #[arg(long, conflicts_with_all = ["cover", "rifle_grenade", "building_template", "skill"])]
    pub flamethrower_bunker: bool,

    /// A template weapon hit a building: its N occupants each take a skill test (3.9)
    #[arg(
        long,
        value_name = "OCCUPANTS",
        allow_negative_numbers = true,
        conflicts_with_all = ["hits", "cover"]
    )]
    pub building_template: Option<i64>,
}

/// What is being saved against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// 3.3: ordinary hits.
    Hits,
    /// 3.7: a flamethrower into a bunker; nobody saves.
    Bunker,
    /// 3.9: a template on a building; every occupant tests.
    Building,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub die: Die,
    pub kind: Kind,
    /// Figures that roll (hits, or occupants).
    pub figures: u32,
    pub skill: Option<i64>,
    pub mods: Mods,
    /// The score needed on the die after modifiers.
    pub need: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    pub saved: u32,
    pub casualties: u32,
}

impl Procedure for Save {
    const INFO: Info = Info {
        rules: ID,
        name: "save",
        aliases: &["saving-throw"],
        section: "3.3, 3.7–3.9",
        about: "Saving throws: a d6 per hit, unharmed on the skill rating or more",
        after_help: "Each hit rolls a d6: the figure is unharmed on its skill rating or more, \
otherwise it is a casualty (3.3). In cover +1 to the roll (3.3); against rifle grenades +1 \
(3.8, ruling: a bonus to the save). --flamethrower-bunker: figures in a bunker or pillbox hit by \
a flamethrower are all casualties, no save (3.7). --building-template N: a template weapon on a \
building makes all N occupants take a skill test, the same d6 roll without cover (3.9, ruling).\n\nExamples:\n  spw save --skill 5 --hits 4 \
--cover\n  spw save --skill 4 --hits 3 --rifle-grenade --dice 3,6,2\n  spw save --hits 5 \
--flamethrower-bunker\n  spw save --skill 4 --building-template 8\n  spw --chances save --skill 2..6 --hits 4 --cover --goal 'casualties=0'",
        facts: Facts::new(
            Chances::Of(&[field("casualties", Of::Number, "0 to the hits")]),
            Throws::Dice(
                "a d6 per hit in turn (per occupant with --building-template); \
                 --flamethrower-bunker throws no dice.",
            ),
        )
        .result(&[
            field("saved", Of::Number, "hits saved"),
            field("need", Of::OneOf(&[Of::Number, Of::Null]), "the score that saves"),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::One("the unit saving"),
        fill: &[Fill::subject("skill", "skill")],
        out_of_play: &[],
        barred: &[],
        effects: &[
            Declared::on(Role::Subject, "casualties (3.3)", fx::Kind::Lose("figures")),
            Declared::on(Role::Subject, "no figures left", fx::Kind::Destroy),
        ],
        luck: fx::Luck::lower("casualties", Role::Subject),
    };

    fn effects(_plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        if o.casualties == 0 {
            return Vec::new();
        }
        // 3.3: casualties are removed from the table.
        vec![
            fx::Effect::Unit(
                Role::Subject,
                fx::Change::Lose("figures", o.casualties.into()),
            ),
            fx::Effect::Unit(Role::Subject, fx::Change::DestroyWhenNone(&["figures"])),
        ]
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.save;
        let die = t.die.die().clone();
        if self.flamethrower_bunker {
            let hits = self.hits.unwrap_or(0);
            let figures = common::count("--hits", hits, 1, MAX_HITS, "the number of figures hit")?;
            return Ok(Plan {
                need: die.max().saturating_add(1),
                die,
                kind: Kind::Bunker,
                figures,
                skill: None,
                mods: Mods::default(),
            });
        }
        let s = self
            .skill
            .ok_or_else(|| Error::usage("save needs --skill N, the figures' skill rating (3.3)"))?;
        let skill = common::rating("--skill", s, &die, "3.3")?;
        let mut mods = Mods::default();
        let (kind, figures) = match self.building_template {
            Some(n) => {
                building_mods(t, &mut mods);
                let n = common::count(
                    "--building-template",
                    n,
                    1,
                    MAX_HITS,
                    "the number of occupants",
                )?;
                (Kind::Building, n)
            }
            None => {
                mods.add(self.cover, "cover", t.cover);
                let n = self.hits.unwrap_or(0);
                (
                    Kind::Hits,
                    common::count("--hits", n, 1, MAX_HITS, "the number of hits")?,
                )
            }
        };
        mods.add(self.rifle_grenade, "rifle grenade", t.rifle_grenade);
        // 3.3: modifiers are added to the roll, so a +1 lowers the score needed by one.
        let need = skill - mods.total();
        Ok(Plan {
            die,
            kind,
            figures,
            skill: Some(skill),
            mods,
            need,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        if plan.kind == Kind::Bunker {
            // 3.7: "automatically become a casualty regardless of skill": nothing is rolled.
            return Ok(Outcome {
                saved: 0,
                casualties: plan.figures,
            });
        }
        let what = match plan.kind {
            Kind::Building => "occupant",
            _ => "save",
        };
        let saved = common::count_at_least(dice, plan.figures, &plan.die, plan.need, what)?;
        Ok(Outcome {
            saved,
            casualties: plan.figures - saved,
        })
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        vec![("casualties".into(), o.casualties.into())]
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        for t in throws {
            blocks.push(throw_line(t, ""));
        }
        let Outcome { saved, casualties } = *o;
        let summary = match plan.kind {
            Kind::Bunker => format!(
                "{casualties} {}: no save against a flamethrower in a bunker (3.7)",
                common::noun(casualties, "casualty", "casualties")
            ),
            Kind::Building => format!(
                "{casualties} {}, {saved} {} the building",
                common::noun(casualties, "casualty", "casualties"),
                if saved == 1 { "survives" } else { "survive" },
            ),
            Kind::Hits => format!(
                "{casualties} {}, {saved} saved",
                common::noun(casualties, "casualty", "casualties")
            ),
        };
        if casualties > 0 {
            blocks.push(Block::Line(Line::new().push(
                format!(
                    "remove {casualties} {} from the table",
                    common::noun(casualties, "figure", "figures")
                ),
                Style::Bad,
            )));
        }
        let mut result = serde_json::Map::new();
        result.insert("saved".into(), json!(saved));
        if plan.kind != Kind::Bunker {
            result.insert("need".into(), json!(plan.need));
        }
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(setting(plan))
    }
}

/// 3.9: the modifier a template on a building gives its occupants' test ([save] building).
/// The one place this rule lives: `save --building-template` and `test --for building` both
/// call it, so a house rule changes both alike.
pub(crate) fn building_mods(t: &crate::rules::schwerpunkt::data::Save, mods: &mut Mods) {
    mods.add(true, "building", t.building);
}

/// "4 hits at skill 5, cover +1: saved on 4+".
fn setting(plan: &Plan) -> String {
    let n = plan.figures;
    let skill = plan.skill.unwrap_or(0);
    let m = if plan.mods.0.is_empty() {
        String::new()
    } else {
        format!(", {}", plan.mods.describe())
    };
    let need = if plan.need > plan.die.max() {
        format!(
            "would need {} on a {}, so none can be saved",
            plan.need, plan.die.name
        )
    } else {
        format!("saved on {}+", plan.need.max(plan.die.min()))
    };
    match plan.kind {
        Kind::Bunker => format!(
            "{n} {} in a bunker hit by a flamethrower: every one a casualty, regardless of skill",
            common::noun(n, "figure", "figures")
        ),
        Kind::Building => format!(
            "{n} {} of a building under a template, skill {skill}{m}: each {}",
            common::noun(n, "occupant", "occupants"),
            need.replace("saved", "survives")
        ),
        Kind::Hits => format!(
            "{n} {} at skill {skill}{m}: {need}",
            common::noun(n, "hit", "hits")
        ),
    }
}

//! 3.2 Off-table gunnery duels (an optional rule): a d6 per gun of the firing battery, each
//! of its skill rating or more hits an enemy gun; the enemy saves each hit with a d6 of its own
//! battery's skill or more, and an unsaved gun is removed from the game.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// The largest battery one command fires (the rules cap a barrage at 6, not a battery).
const MAX_GUNS: i64 = 100;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Duel {
    /// Guns in the firing battery: one d6 each
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub guns: i64,

    /// The firing battery's skill: a gun hits on a d6 of this or more
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub skill: i64,

    /// The enemy battery's skill: it saves a hit gun on a d6 of this or more
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub enemy_skill: i64,

    /// The enemy's guns: hits beyond this many are wasted (each hit is on a different gun)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub enemy_guns: Option<i64>,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub die: Die,
    pub save_die: Die,
    pub guns: u32,
    pub skill: i64,
    pub enemy_skill: i64,
    pub enemy_guns: Option<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// Enemy guns hit (after any cap at the enemy's guns).
    pub hits: u32,
    /// Hits on the dice, before the cap.
    pub rolled: u32,
    pub removed: u32,
}

impl Procedure for Duel {
    const INFO: Info = Info {
        rules: ID,
        name: "duel",
        aliases: &["counter-battery"],
        section: "3.2",
        about: "Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed",
        after_help: "Each gun of the firing battery rolls a d6: the battery's skill or more hits \
an enemy gun (3.2). The enemy rolls a d6 for each gun hit: its own battery's skill or more saves \
it (ruling: a save as in 3.3, no modifiers); a gun that fails is removed from the game. With \
--enemy-guns, hits beyond the enemy's guns are wasted (ruling: each hit is on a different \
gun).\n\nExamples:\n  spw duel --guns 4 --skill 4 --enemy-skill 5\n  spw duel --guns 6 --skill 3 \
--enemy-skill 4 --enemy-guns 3\n  spw duel --guns 2 --skill 4 --enemy-skill 4 --dice 5,2,3\n  spw --chances duel --guns 1..8 --skill 4 --enemy-skill 5 --goal 'removed>=2' \\\n      --at-least 50%",
        facts: Facts::new(
            Chances::Of(&[
                field("hits", Of::Number, "enemy guns hit"),
                field("removed", Of::Number, "enemy guns removed"),
            ]),
            Throws::Dice(
                "a d6 per gun of the firing battery in turn, then the enemy's save d6 per gun hit \
                 (none for hits beyond --enemy-guns), each thrown even when its answer is already \
                 certain.",
            ),
        )
        .result(&[
            field("saved", Of::Number, "enemy guns hit and saved"),
            field("wasted", Of::Number, "hits beyond --enemy-guns"),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the battery firing",
            target: "the enemy battery",
        },
        fill: &[
            Fill::unit("guns", "guns"),
            Fill::unit("skill", "skill"),
            Fill::target("enemy-skill", "skill"),
            Fill::target("enemy-guns", "guns"),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[Declared::on(
            Role::Target,
            "removed (3.2)",
            fx::Kind::Lose("guns"),
        )],
        luck: fx::Luck::higher("removed", Role::Unit),
    };

    fn effects(_plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        // 3.2: the enemy's guns not saved are removed.
        if o.removed == 0 {
            return Vec::new();
        }
        vec![fx::Effect::Unit(
            Role::Target,
            fx::Change::Lose("guns", o.removed.into()),
        )]
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.duel;
        let die = t.die.die().clone();
        let save_die = t.save_die.die().clone();
        let guns = common::count(
            "--guns",
            self.guns,
            1,
            MAX_GUNS,
            "the firing battery's guns",
        )?;
        let skill = common::rating("--skill", self.skill, &die, "3.2")?;
        let enemy_skill = common::rating("--enemy-skill", self.enemy_skill, &save_die, "3.2")?;
        let enemy_guns = match self.enemy_guns {
            Some(n) => Some(common::count(
                "--enemy-guns",
                n,
                1,
                MAX_GUNS,
                "the enemy's guns",
            )?),
            None => None,
        };
        Ok(Plan {
            die,
            save_die,
            guns,
            skill,
            enemy_skill,
            enemy_guns,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let rolled = common::count_at_least(dice, plan.guns, &plan.die, plan.skill, "gun")?;
        let hits = plan.enemy_guns.map_or(rolled, |n| rolled.min(n));
        let saved =
            common::count_at_least(dice, hits, &plan.save_die, plan.enemy_skill, "enemy save")?;
        Ok(Outcome {
            hits,
            rolled,
            removed: hits - saved,
        })
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        vec![
            ("hits".into(), o.hits.into()),
            ("removed".into(), o.removed.into()),
        ]
    }

    fn tell(_plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        for t in throws {
            blocks.push(throw_line(t, ""));
        }
        let wasted = o.rolled - o.hits;
        if wasted > 0 {
            blocks.push(Block::Line(Line::new().push(
                format!(
                    "{wasted} more {} than the enemy has guns: wasted",
                    common::noun(wasted, "hit", "hits")
                ),
                Style::Dim,
            )));
        }
        let saved = o.hits - o.removed;
        let summary = match (o.hits, o.removed) {
            (0, _) => "no enemy gun hit".to_string(),
            (1, 0) => "1 enemy gun hit, and saved".to_string(),
            (h, 0) => format!("{h} enemy guns hit, all saved"),
            (1, 1) => "1 enemy gun hit and not saved: it is removed from the game".to_string(),
            (h, r) if r == h => format!(
                "{h} enemy {} hit, none saved: {r} removed from the game",
                common::noun(h, "gun", "guns")
            ),
            (h, r) => format!(
                "{h} enemy {} hit: {saved} saved, {r} removed from the game",
                common::noun(h, "gun", "guns")
            ),
        };
        if o.removed > 0 {
            blocks.push(Block::Line(Line::new().push(
                format!(
                    "the enemy removes {} {}",
                    o.removed,
                    common::noun(o.removed, "gun", "guns")
                ),
                Style::Bad,
            )));
        }
        let mut result = serde_json::Map::new();
        result.insert("saved".into(), json!(saved));
        if wasted > 0 {
            result.insert("wasted".into(), json!(wasted));
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

/// "4 guns at skill 4 hit on 4+; the enemy saves on 5+".
fn setting(plan: &Plan) -> String {
    let mut s = format!(
        "{} {} at skill {} hit on {}+; the enemy saves each on {}+",
        plan.guns,
        common::noun(plan.guns, "gun", "guns"),
        plan.skill,
        plan.skill,
        plan.enemy_skill
    );
    if let Some(n) = plan.enemy_guns {
        s.push_str(&format!(
            " (the enemy has {n} {})",
            common::noun(n, "gun", "guns")
        ));
    }
    s
}

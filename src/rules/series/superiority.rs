//! 12.3–12.32, 12.4, 12.72, 6.4 Tactical superiority: each player draws combat chits from his
//! cup, as many as his best unit's tactical rating (+1 for a concentric attack, halved out of
//! supply, never below 1); the Tactical Points drawn are compared; the superior player may
//! play up to three chits and the other one, or two each when equal; a defender wholly
//! motorized and superior may refuse combat (12.4). The chits go back after the combat.

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::pools::By;
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::effects::{self as fx, Fill, Roles};
use crate::rules::series::data::{Chits, POINTS};
use crate::rules::series::{ID, tables};
use crate::rules::{Info, Procedure, Told};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// The two pools, by the player whose cup each is.
pub(crate) const CUP_A: &str = "cup_a";
pub(crate) const CUP_B: &str = "cup_b";

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Superiority {
    /// The highest tactical rating among the attacking units (12.31)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub attacker_rating: i64,

    /// The highest tactical rating among the defending units (12.31)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub defender_rating: i64,

    /// The attack is concentric: the attacker's rating +1 (12.72)
    #[arg(long)]
    pub concentric: bool,

    /// The attacker's unit is Out of Supply: its rating halved (6.4)
    #[arg(long)]
    pub attacker_oos: bool,

    /// The defender's unit is Out of Supply: its rating halved (6.4)
    #[arg(long)]
    pub defender_oos: bool,

    /// Every defending unit is motorized (combat refusal if superior, 12.4)
    #[arg(long)]
    pub defender_motorized: bool,

    /// Whose cup the attacker draws from; the defender draws from the other
    #[arg(long, value_enum, default_value_t = Cup::A)]
    pub attacker_cup: Cup,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Cup {
    /// Player A's cup (pool cup_a)
    A,
    /// Player B's cup (pool cup_b)
    B,
}

/// The highest rating a unit may have: far beyond any counter.
const MAX_RATING: i64 = 20;

#[derive(Clone, Debug)]
struct Side {
    pool: &'static str,
    values: Vec<i64>,
    draws: u32,
    /// How the draws were worked out: "3, concentric +1 = 4, halved out of supply = 2".
    how: String,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    attacker: Side,
    defender: Side,
    chits: Chits,
    motorized: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    attacker: i64,
    defender: i64,
}

impl Procedure for Superiority {
    const INFO: Info = Info {
        rules: ID,
        name: "superiority",
        aliases: &["chits"],
        section: "12.3–12.32, 12.4",
        about: "Tactical superiority: combat chits drawn from each cup, compared",
        after_help: "Each player draws combat chits from his own cup, as many as the highest \
tactical rating among his units in the combat (12.31): +1 for the attacker in a concentric \
attack (12.72), halved out of supply (6.4), rounded down and never below 1 (3.2). Ruling: the \
+1 comes before the halving. The Tactical Points of the chits drawn are summed and compared \
(12.32): the higher holds Tactical Superiority and may play up to three chits, the other one; \
equal, neither does and each may play up to two, never more than he drew. A defender holding \
superiority whose units are all motorized may refuse combat (12.4). The chits go back into the \
cups after the combat (12.31), so each command draws from full cups.\n\nThe cups built in \
(pools cup_a and cup_b: spw pools cup_a lists the chits, to type with --cards) hold EXAMPLE \
chits made up for spw, and the result says so: each game lists its own ([chits] in a house \
series.toml: spw tables series --template).\n\nExamples:\n  spw \
--chances superiority --attacker-rating 3 --defender-rating 2\n  spw superiority \
--attacker-rating 1 --defender-rating 1 --cards recon,recon\n  spw superiority \
--attacker-rating 2 --defender-rating 3 --concentric\n  spw superiority --attacker-rating 4 \
--defender-rating 4 --defender-oos\n  spw --chances superiority --attacker-rating 1..4 --defender-rating 2 \\\n      --goal superiority=attacker --at-least 50%",
        facts: Facts::new(
            Chances::Of(&[
                field("superiority", Of::Words(&["attacker", "defender", "neither"]), ""),
                field("attacker_points", Of::Number, ""),
                field("defender_points", Of::Number, ""),
                field("attacker_plays", Of::Number, ""),
                field("defender_plays", Of::Number, ""),
                field("refusal_open", Of::YesNo, ""),
            ]),
            Throws::Cards(
                "the chits by name, the attacker's then the defender's, separated by commas.",
            ),
        )
        .result(&[
            field("attacker_draws", Of::Number, "chits the attacker draws"),
            field("defender_draws", Of::Number, "chits the defender draws"),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the attacking unit",
            target: "the defending unit",
        },
        fill: &[
            Fill::unit("attacker-rating", "tactical"),
            Fill::unit("attacker-oos", "out_of_supply"),
            Fill::target("defender-rating", "tactical"),
            Fill::target("defender-oos", "out_of_supply"),
            Fill::target("defender-motorized", "motorized"),
            // 12.31: each player draws from his own container: the attacker's side's cup.
            Fill::sides("attacker-cup", fx::Source::BySide(fx::Role::Unit, &["a", "b"])),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[],
        luck: None,
    };

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let chits = tables(cx.data)?.chits.clone();
        let (a_pool, d_pool, a_cup, d_cup) = match self.attacker_cup {
            Cup::A => (CUP_A, CUP_B, &chits.cup_a, &chits.cup_b),
            Cup::B => (CUP_B, CUP_A, &chits.cup_b, &chits.cup_a),
        };
        let bonus = if self.concentric { chits.concentric } else { 0 };
        let attacker = side(
            "--attacker-rating",
            self.attacker_rating,
            bonus,
            self.attacker_oos,
            (a_pool, a_cup),
        )?;
        let defender = side(
            "--defender-rating",
            self.defender_rating,
            0,
            self.defender_oos,
            (d_pool, d_cup),
        )?;
        Ok(Plan {
            attacker,
            defender,
            motorized: self.defender_motorized,
            chits,
        })
    }

    fn examples(plan: &Plan, _o: Option<&Outcome>) -> Vec<&'static str> {
        if plan.chits.cup_a.example || plan.chits.cup_b.example {
            vec!["combat chits"]
        } else {
            Vec::new()
        }
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let by = By::Value(POINTS.into());
        let a = dice.draw(
            plan.attacker.pool,
            plan.attacker.draws,
            &by,
            "attacker's chits",
        )?;
        let d = dice.draw(
            plan.defender.pool,
            plan.defender.draws,
            &by,
            "defender's chits",
        )?;
        let sum = |counts: &[u32], values: &[i64]| -> i64 {
            counts
                .iter()
                .zip(values)
                .map(|(c, v)| i64::from(*c) * v)
                .sum()
        };
        Ok(Outcome {
            attacker: sum(&a, &plan.attacker.values),
            defender: sum(&d, &plan.defender.values),
        })
    }

    fn quantities(plan: &Plan, o: &Outcome) -> Quantities {
        let v = verdict(plan, o);
        vec![
            ("superiority".into(), v.who.into()),
            ("attacker_points".into(), o.attacker.into()),
            ("defender_points".into(), o.defender.into()),
            ("attacker_plays".into(), v.attacker_plays.into()),
            ("defender_plays".into(), v.defender_plays.into()),
            ("refusal_open".into(), v.refusal.into()),
        ]
    }

    fn outcome_order(_plan: &Plan, _quantity: &str) -> Vec<String> {
        vec!["attacker".into(), "defender".into(), "neither".into()]
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(format!(
            "attacker draws {} from {} ({}); defender draws {} from {} ({})",
            plan.attacker.draws,
            plan.attacker.pool,
            plan.attacker.how,
            plan.defender.draws,
            plan.defender.pool,
            plan.defender.how
        ))
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        for t in throws {
            if let Some(d) = &t.draw {
                let names: Vec<String> = d
                    .items
                    .iter()
                    .map(|i| format!("{} ({})", i.item, i.values.get(POINTS).unwrap_or(&0)))
                    .collect();
                blocks.push(Block::Line(
                    Line::new()
                        .push(format!("{}: ", t.what), Style::Dim)
                        .text(names.join(", ")),
                ));
            }
        }
        blocks.push(Block::Line(Line::plain(format!(
            "Tactical Points Value: attacker {}, defender {} (12.32)",
            o.attacker, o.defender
        ))));
        let v = verdict(plan, o);
        let who = match v.who {
            "neither" => "neither side holds Tactical Superiority".to_string(),
            w => format!("the {w} holds Tactical Superiority"),
        };
        let plays = format!(
            "the attacker may play up to {} {}, the defender {} (12.32)",
            v.attacker_plays,
            common::noun(v.attacker_plays as u32, "chit", "chits"),
            v.defender_plays
        );
        // Who holds superiority and the plays are the result line, said once.
        if v.refusal {
            blocks.push(Block::Line(Line::new().push(
                "the defender may refuse combat, retreating two hexes (12.4)",
                Style::Strong,
            )));
        }
        let mut result = serde_json::Map::new();
        result.insert("attacker_draws".into(), json!(plan.attacker.draws));
        result.insert("defender_draws".into(), json!(plan.defender.draws));
        Told {
            result,
            summary: format!("{who}; {plays}"),
            blocks,
        }
    }
}

/// 12.31, 12.72, 6.4, 3.2: the chits a side draws.
fn side(
    option: &str,
    rating: i64,
    bonus: i64,
    oos: bool,
    (pool, cup): (&'static str, &crate::pools::PoolDef),
) -> Result<Side> {
    let r = common::count(option, rating, 1, MAX_RATING, "a tactical rating")?;
    let mut n = i64::from(r) + bonus;
    let mut how = rating.to_string();
    if bonus > 0 {
        how.push_str(&format!(", concentric +{bonus} = {n}"));
    }
    if oos {
        n = (n / 2).max(1);
        how.push_str(&format!(", halved out of supply = {n}"));
    }
    let size = Chits::size(cup);
    if n > i64::from(size) {
        return Err(Error::usage(format!(
            "{option} {rating}: {n} chits to draw, but {}'s cup (pool {pool}) holds {size} \
             (12.31)",
            if pool == CUP_A {
                "Player A"
            } else {
                "Player B"
            }
        )));
    }
    Ok(Side {
        pool,
        values: Chits::values(cup),
        draws: n as u32,
        how,
    })
}

struct Verdict {
    who: &'static str,
    attacker_plays: i64,
    defender_plays: i64,
    refusal: bool,
}

/// 12.32, 12.4: who is superior, how many chits each may play, whether refusal is open.
fn verdict(plan: &Plan, o: &Outcome) -> Verdict {
    let c = &plan.chits;
    let (who, a, d) = match o.attacker.cmp(&o.defender) {
        std::cmp::Ordering::Greater => ("attacker", c.superior_plays, c.inferior_plays),
        std::cmp::Ordering::Less => ("defender", c.inferior_plays, c.superior_plays),
        std::cmp::Ordering::Equal => ("neither", c.even_plays, c.even_plays),
    };
    Verdict {
        who,
        // 12.32: "nor may a player ever play more combat chits than he drew".
        attacker_plays: a.min(i64::from(plan.attacker.draws)),
        defender_plays: d.min(i64::from(plan.defender.draws)),
        refusal: who == "defender" && plan.motorized,
    }
}

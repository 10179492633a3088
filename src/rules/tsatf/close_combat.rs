//! Close Combat and Hand Grenades, the whole sequence: the attacker's stragglers (1d6; green 2d6
//! the higher; crack 2d6 the lower, none on doubles), the attacker's Close to Combat test, the
//! defender's Stand and Fight test, then figure against figure: each side d6 (2d6 the higher for
//! a grenade thrower) + modifiers, ties re-rolled, and the winner's own die decides: 5–6 killed,
//! 3–4 wounded (pushed back outside a campaign), 1–2 pushed back 6".

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::{Die, Expr};
use crate::engine::{Dice, Quantities, Throw, retry, settle};
use crate::error::{Error, Result};
use crate::report::{Block, Line};
use crate::rules::common::{self, Mods, signed};
use crate::rules::tsatf::test::{Kind, Tested};
use crate::rules::tsatf::{ID, Quality, tables};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::session::Cx;

/// A basic unit is 10 figures (The Lower Organization), so at most 10 pairs fight.
const MAX_PAIRS: i64 = 10;

#[derive(Args, Clone, Debug, Serialize)]
pub(crate) struct CloseCombat {
    /// The charging unit's quality
    #[arg(long, value_enum)]
    pub attacker: Quality,

    /// The charged unit's quality
    #[arg(long, value_enum)]
    pub defender: Quality,

    /// The attackers are crews (the Green and Veteran Crews rows)
    #[arg(long)]
    pub attacker_crews: bool,

    /// The defenders are crews
    #[arg(long)]
    pub defender_crews: bool,

    /// The attacking unit has its leader (Close to Combat test)
    #[arg(long)]
    pub attacker_leader: bool,

    /// The defending unit has its leader (Stand and Fight test)
    #[arg(long)]
    pub defender_leader: bool,

    /// The defending unit is already shaken or pinned: −2 to stand
    #[arg(long)]
    pub defender_shaken: bool,

    /// Figure pairs in the melee
    #[arg(
        long,
        value_name = "N",
        default_value_t = 1,
        allow_negative_numbers = true
    )]
    pub pairs: i64,

    /// The defenders are in cover (the Defending in cover column)
    #[arg(long, conflicts_with = "flank")]
    pub cover: bool,

    /// The defenders are charged in the flank or rear (that column)
    #[arg(long)]
    pub flank: bool,

    /// The defender is on higher elevation (+1)
    #[arg(long)]
    pub higher: bool,

    /// The attackers are Gurkhas (+1)
    #[arg(long)]
    pub gurkhas: bool,

    /// The attackers are US Marines (+1)
    #[arg(long)]
    pub usmc: bool,

    /// The attack goes through wire (−2)
    #[arg(long)]
    pub wire: bool,

    /// The attackers are crewmen serving weapons (−1)
    #[arg(long)]
    pub attacker_serving: bool,

    /// The defenders are crewmen serving weapons (−1)
    #[arg(long)]
    pub defender_serving: bool,

    /// The attackers are armed with submachine guns (+1)
    #[arg(long)]
    pub attacker_smg: bool,

    /// The defenders are armed with submachine guns (+1)
    #[arg(long)]
    pub defender_smg: bool,

    /// Attacking figures that throw a grenade (the first pairs): 2d6, the higher counts
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        allow_negative_numbers = true
    )]
    pub grenades: i64,

    /// Defending figures that throw a grenade
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        allow_negative_numbers = true
    )]
    pub defender_grenades: i64,

    /// A campaign game: a 3–4 wounds instead of pushing back
    #[arg(long)]
    pub campaign: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    attacker: Quality,
    defender: Quality,
    stragglers: Option<Expr>,
    close: Tested,
    stand: Tested,
    pairs: u32,
    mods: [Mods; 2],
    grenades: [u32; 2],
    grenade: Expr,
    melee: Expr,
    killed: i64,
    wounded: i64,
    campaign: bool,
}

/// How the charge went before any melee.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Charge {
    /// The attacker failed to close: falls back 2d6, pinned.
    Failed,
    /// The defender failed to stand: falls back 2d6, the attacker takes its place.
    Fled,
    Melee,
}

/// What the melee did to each side: [killed, wounded, pushed back], attackers then defenders.
type Tally = [[u32; 3]; 2];

#[derive(Clone, Debug)]
pub(crate) struct Outcome {
    stragglers: u32,
    charge: Charge,
    tally: Tally,
}

fn d6() -> Die {
    Die::standard(6)
}

impl Plan {
    /// One pair: (loser side, effect index), ties re-rolled.
    fn pair(&self, i: u32, dice: &mut dyn Dice) -> Result<(usize, usize)> {
        let exprs = [
            if i < self.grenades[0] {
                &self.grenade
            } else {
                &self.melee
            },
            if i < self.grenades[1] {
                &self.grenade
            } else {
                &self.melee
            },
        ];
        let mods = [self.mods[0].total(), self.mods[1].total()];
        retry(dice, &format!("pair {}", i + 1), |d: &mut dyn Dice| {
            let a = d.expr(exprs[0], &format!("pair {} attacker", i + 1))?;
            let b = d.expr(exprs[1], &format!("pair {} defender", i + 1))?;
            let (sa, sb) = (a + mods[0], b + mods[1]);
            if sa == sb {
                return Ok(None);
            }
            let (loser, die) = if sa > sb { (1, a) } else { (0, b) };
            // Outside a campaign a 3–4 pushes back like a 1–2 (one class, fewer ways to explore).
            let effect = if die >= self.killed {
                0
            } else if die >= self.wounded && self.campaign {
                1
            } else {
                2
            };
            Ok(Some((loser, effect)))
        })
    }

    /// The melee after `k` pairs, merged by its tally.
    fn melee(&self, k: u32, dice: &mut dyn Dice) -> Result<Tally> {
        if k == 0 {
            return Ok([[0; 3]; 2]);
        }
        settle(dice, "melee", |d: &mut dyn Dice| {
            let mut t = self.melee(k - 1, d)?;
            let (loser, effect) = self.pair(k - 1, d)?;
            t[loser][effect] += 1;
            Ok(t)
        })
    }

    /// Close Combat: the attacker's stragglers.
    fn stragglers(&self, dice: &mut dyn Dice) -> Result<u32> {
        settle(dice, "stragglers", |d: &mut dyn Dice| {
            Ok(match &self.stragglers {
                Some(e) => d.expr(e, "stragglers")?.max(0) as u32,
                None => {
                    // Crack: "use the lower of the two and take none at all if doubles".
                    let a = d.roll(&d6(), "stragglers")?;
                    let b = d.roll(&d6(), "stragglers")?;
                    if a == b { 0 } else { a.min(b) as u32 }
                }
            })
        })
    }

    fn effect_word(e: usize) -> &'static str {
        ["killed", "wounded", "pushed back"][e.min(2)]
    }
}

impl Procedure for CloseCombat {
    const INFO: Info = Info {
        rules: ID,
        name: "close-combat",
        aliases: &["melee"],
        section: "Close Combat, Hand Grenades",
        about: "Close combat: stragglers, tests, then figure against figure",
        after_help: "The whole sequence. 1. Stragglers: the attacker rolls 1d6 (green 2d6, the \
higher; crack 2d6, the lower, none on doubles); they hang back at the start point. 2. The \
attacker's Close to Combat test (D20, Tests table): failing, it falls back 2d6\" and is pinned. \
3. The defender's Stand and Fight test (−2 when already shaken or pinned): failing, it falls \
back 2d6\" and the attacker takes its place. 4. The melee, figure against figure (--pairs): \
each rolls 1d6 (2d6 keeping the higher for a grenade thrower: --grenades, --defender-grenades, \
the first pairs) + modifiers; ties are re-rolled; the winner's own die decides the loser's \
fate: 5–6 killed, 3–4 wounded in a campaign (--campaign) or else pushed back, 1–2 pushed back \
6\".\n\nModifiers: the quality table (Green, Veteran, Crack infantry; Green, Veteran crews). \
Ruling: its columns are read as Charging (the attacker's), Defending in cover (the defender's, \
--cover) and Charged in Flank/Rear (the defender's, --flank). Others: defender on higher \
elevation +1, Gurkhas or USMC attacking +1, attacking through wire −2, crewmen serving weapons \
−1, armed with submachine guns +1 (ruling: for every figure of that side).\n\n--chances \
quantities: outcome (failed to close, defender fell back, melee), stragglers, \
attackers_killed, attackers_wounded, attackers_pushed, defenders_killed, defenders_wounded, \
defenders_pushed (over all pairs; with --pairs 1, per pair; wounded only with --campaign).\n\n\
Order of dice (--dice): the straggler dice, the close test's D20, the stand test's D20, then \
each pair's attacker and defender dice (a grenade thrower's two), again on a tie.\n\nResult \
(--json): the quantities.\n\nExamples:\n  spw tsatf close-combat --attacker veteran --defender \
green --attacker-leader\n  spw tsatf close-combat --attacker crack --defender veteran --pairs 3 \
--chances\n  spw tsatf close-combat --attacker green --defender green --dice 4,5,5,6,2,1",
    };
    type Plan = Plan;
    type Outcome = Outcome;

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &tables(cx.data)?.close_combat;
        let row = |q: Quality, crews: bool, option: &str| {
            t.rows
                .iter()
                .find(|r| r.name == q && r.crews == crews)
                .ok_or_else(|| {
                    Error::usage(format!(
                        "{option} {}{}: the close-combat table has no such row (Close Combat)",
                        q.name(),
                        if crews { " crews" } else { "" }
                    ))
                })
        };
        let ar = row(self.attacker, self.attacker_crews, "--attacker")?;
        let dr = row(self.defender, self.defender_crews, "--defender")?;
        let pairs = common::count("--pairs", self.pairs, 1, MAX_PAIRS, "figure pairs")?;
        let grenades = [
            common::count(
                "--grenades",
                self.grenades,
                0,
                self.pairs,
                "grenade throwers (one per pair at most)",
            )?,
            common::count(
                "--defender-grenades",
                self.defender_grenades,
                0,
                self.pairs,
                "grenade throwers (one per pair at most)",
            )?,
        ];
        let mut a = Mods::default();
        a.add(ar.charging != 0, "charging", ar.charging);
        a.add(self.gurkhas, "Gurkhas", t.gurkhas);
        a.add(self.usmc, "USMC", t.usmc);
        a.add(self.wire, "through wire", t.wire);
        a.add(self.attacker_serving, "serving weapons", t.serving);
        a.add(self.attacker_smg, "SMG", t.smg);
        let mut d = Mods::default();
        d.add(self.cover, "in cover", dr.cover);
        d.add(self.flank, "charged in flank/rear", dr.flank);
        d.add(self.higher, "higher elevation", t.higher);
        d.add(self.defender_serving, "serving weapons", t.serving);
        d.add(self.defender_smg, "SMG", t.smg);
        let stragglers = match self.attacker {
            Quality::Green => Some(t.stragglers.green.expr().clone()),
            Quality::Veteran => Some(t.stragglers.veteran.expr().clone()),
            Quality::Crack => None,
        };
        Ok(Plan {
            attacker: self.attacker,
            defender: self.defender,
            stragglers,
            close: Tested::new(cx, Kind::Close, self.attacker, self.attacker_leader, false)?,
            stand: Tested::new(
                cx,
                Kind::Stand,
                self.defender,
                self.defender_leader,
                self.defender_shaken,
            )?,
            pairs,
            mods: [a, d],
            grenades,
            grenade: t.grenade.expr().clone(),
            melee: t.melee.expr().clone(),
            killed: t.killed,
            wounded: t.wounded,
            campaign: self.campaign,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        // The stragglers do not change the fight, so the exact interpreter takes them last
        // (fewer ways to explore); rolled, they come first, as at the table and in --dice.
        let stragglers = if dice.rolling() {
            Some(plan.stragglers(dice)?)
        } else {
            None
        };
        let charge = if !plan.close.roll(dice, "close to combat")? {
            Charge::Failed
        } else if !plan.stand.roll(dice, "stand and fight")? {
            Charge::Fled
        } else {
            Charge::Melee
        };
        let tally = if charge == Charge::Melee {
            plan.melee(plan.pairs, dice)?
        } else {
            [[0; 3]; 2]
        };
        let stragglers = match stragglers {
            Some(n) => n,
            None => plan.stragglers(dice)?,
        };
        Ok(Outcome {
            stragglers,
            charge,
            tally,
        })
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        let outcome = match o.charge {
            Charge::Failed => "failed to close",
            Charge::Fled => "defender fell back",
            Charge::Melee => "melee",
        };
        let [ak, aw, ap] = o.tally[0];
        let [dk, dw, dp] = o.tally[1];
        vec![
            ("outcome".into(), outcome.into()),
            ("stragglers".into(), o.stragglers.into()),
            ("attackers_killed".into(), ak.into()),
            ("attackers_wounded".into(), aw.into()),
            ("attackers_pushed".into(), ap.into()),
            ("defenders_killed".into(), dk.into()),
            ("defenders_wounded".into(), dw.into()),
            ("defenders_pushed".into(), dp.into()),
        ]
    }

    fn outcome_order(_plan: &Plan, quantity: &str) -> Vec<String> {
        if quantity == "outcome" {
            ["failed to close", "defender fell back", "melee"]
                .map(String::from)
                .to_vec()
        } else {
            Vec::new()
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(format!(
            "{}; attackers {}, defenders {}{}",
            common::count_text(plan.pairs, "pair", "pairs"),
            if plan.mods[0].total() == 0 {
                "+0".to_string()
            } else {
                format!(
                    "{} ({})",
                    signed(plan.mods[0].total()),
                    plan.mods[0].describe()
                )
            },
            signed(plan.mods[1].total()),
            if plan.mods[1].total() == 0 {
                String::new()
            } else {
                format!(" ({})", plan.mods[1].describe())
            }
        ))
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks: Vec<Block> = throws.iter().map(|t| throw_line(t, "")).collect();
        blocks.insert(
            0,
            Block::Line(Line::plain(plan.stand.describe(plan.defender))),
        );
        blocks.insert(
            0,
            Block::Line(Line::plain(plan.close.describe(plan.attacker))),
        );
        blocks.push(Block::Line(Line::plain(format!(
            "{} hang back at the start point",
            common::count_text(o.stragglers, "straggler", "stragglers")
        ))));
        let summary = match o.charge {
            Charge::Failed => {
                "the attackers fail to close: they fall back 2d6\" and are pinned".to_string()
            }
            Charge::Fled => "the defenders fail to stand: they fall back 2d6\" and the \
attackers take their position"
                .to_string(),
            Charge::Melee => {
                let side = |s: usize| {
                    let parts: Vec<String> = (0..3)
                        .filter(|&e| o.tally[s][e] > 0)
                        .map(|e| format!("{} {}", o.tally[s][e], Plan::effect_word(e)))
                        .collect();
                    if parts.is_empty() {
                        "no loss".to_string()
                    } else {
                        parts.join(", ")
                    }
                };
                format!("melee: attackers {}; defenders {}", side(0), side(1))
            }
        };
        let mut result = serde_json::Map::new();
        result.insert("pairs".into(), json!(plan.pairs));
        Told {
            result,
            summary,
            blocks,
        }
    }
}

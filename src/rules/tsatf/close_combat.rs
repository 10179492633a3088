//! Close Combat and Hand Grenades, the whole sequence: the attacker's stragglers (1d6; green 2d6
//! the higher; crack 2d6 the lower, none on doubles), who hang back so the pairs are the figures
//! that close; the attacker's Close to Combat test, the defender's Stand and Fight test (a side
//! that fails falls back 2d6"), then figure against figure: each side d6 (2d6 the higher for a
//! grenade thrower) + modifiers, ties re-rolled, and the winner's own die decides: 5–6 killed,
//! 3–4 wounded (pushed back outside a campaign), 1–2 pushed back 6".

use clap::Args;
use serde::Serialize;

use crate::dice::ast::{Die, Expr};
use crate::engine::{Dice, Quantities, Throw, retry, settle, settle_keyed};
use crate::error::{Error, Result};
use crate::report::{Block, Line};
use crate::rules::Cx;
use crate::rules::common::{self, Mods, signed};
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::tsatf::hits::FIGURES_AND_WOUNDED;
use crate::rules::tsatf::test::{Kind, Tested};
use crate::rules::tsatf::{ID, Quality, tables};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// A basic unit is 10 figures (The Lower Organization), so at most 10 a side fight.
const MAX_FIGURES: i64 = 10;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
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

    /// The charging unit's figures: those that do not hang back as stragglers close
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub attacker_figures: i64,

    /// The charged unit's figures: each fights one closing attacker, as long as there are pairs
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub defender_figures: i64,

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

    /// Attacking figures that throw a grenade (the first pairs that fight): 2d6, the higher counts
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
    figures: [u32; 2],
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
    /// Every charging figure hung back: nothing closes.
    HungBack,
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
    /// The figures that closed, matched one to one against the defenders.
    pairs: u32,
    charge: Charge,
    /// Inches the side that failed its test fell back.
    fall_back: Option<i64>,
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

    /// "Players match one allied figure against one Axis figure": the charging figures that did
    /// not hang back, against the defenders.
    fn pairs(&self, stragglers: u32) -> u32 {
        self.figures[0]
            .saturating_sub(stragglers)
            .min(self.figures[1])
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
higher; crack 2d6, the lower, none on doubles); they hang back at the start point, and the \
other charging figures close: each is matched against one defending figure, so the pairs are \
the fewer of the closing figures and --defender-figures (ruling: if every figure hangs back, \
nothing closes and no test is taken). 2. The attacker's Close to Combat test (D20, Tests \
table): failing, it falls back 2d6\" and is pinned. 3. The defender's Stand and Fight test (−2 \
when already shaken or pinned): failing, it falls back 2d6\" and the attacker takes its place. \
4. The melee, figure against figure: each rolls 1d6 (2d6 keeping the higher for a grenade \
thrower: --grenades, --defender-grenades, the first pairs) + modifiers; ties are re-rolled; the \
winner's own die decides the loser's fate: 5–6 killed, 3–4 wounded in a campaign (--campaign) or \
else pushed back, 1–2 pushed back 6\".\n\nModifiers: the quality table (Green, Veteran, Crack \
infantry; Green, Veteran crews). Ruling: its columns are read as Charging (the attacker's), \
Defending in cover (the defender's, --cover) and Charged in Flank/Rear (the defender's, \
--flank). Others: defender on higher elevation +1, Gurkhas or USMC attacking +1, attacking \
through wire −2, crewmen serving weapons −1, armed with submachine guns +1 (ruling: for every \
figure of that side).\n\nExamples:\n  \
spw tsatf close-combat --attacker veteran --defender green \\\n      --attacker-figures 8 \
--defender-figures 6 --attacker-leader --defender-leader\n  spw tsatf close-combat --attacker \
crack --defender veteran \\\n      --attacker-figures 4 --defender-figures 3 --cover --chances\n  \
spw tsatf close-combat --attacker green --defender green \\\n      --attacker-figures 2 \
--defender-figures 1 --grenades 1 --dice 1,1,5,6,2,3,1\n  spw --chances tsatf close-combat --attacker veteran --defender green \\\n      --attacker-figures 2..10/2 --defender-figures 4 --goal outcome=melee",
        facts: Facts::new(
            Chances::Of(&[
                field(
                    "outcome",
                    Of::Words(&["all hung back", "failed to close", "defender fell back", "melee"]),
                    "",
                ),
                field("stragglers", Of::Number, ""),
                field("pairs", Of::Number, ""),
                field("fall_back", Of::Number, "inches, 0 when no side fell back"),
                field("attackers_killed", Of::Number, ""),
                field("attackers_wounded", Of::Number, "with --campaign"),
                field("attackers_pushed", Of::Number, ""),
                field("defenders_killed", Of::Number, ""),
                field("defenders_wounded", Of::Number, "with --campaign"),
                field("defenders_pushed", Of::Number, ""),
            ]),
            Throws::Dice(
                "the straggler dice, the close test's D20 (then the fall back's 2d6 if it fails), \
                 the stand test's D20 (then the fall back's 2d6 if it fails), then each pair's \
                 attacker and defender dice (a grenade thrower's two), again on a tie.",
            ),
        )
        .note(", over all pairs"),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the attacking unit",
            target: "the defending unit",
        },
        fill: &[
            Fill::unit("attacker-figures", "figures"),
            Fill::target("defender-figures", "figures"),
            Fill::unit("attacker", "quality"),
            Fill::unit("attacker-leader", "leader"),
            Fill::unit("attacker-crews", "crews"),
            Fill::target("defender", "quality"),
            Fill::target("defender-leader", "leader"),
            Fill::target("defender-crews", "crews"),
            Fill::target("defender-shaken", "shaken"),
            Fill::target("defender-shaken", "pinned"),
        ],
        out_of_play: &[],
        barred: &[fx::Bar::new("pinned", "pinned units may not charge (NOTES)")],
        effects: &[
            Declared::on(
                Role::Unit,
                "attackers_killed, attackers_wounded",
                fx::Kind::Lose("figures"),
            ),
            Declared::on(Role::Unit, "attackers_wounded", fx::Kind::Gain("wounded")),
            Declared::on(
                Role::Target,
                "defenders_killed, defenders_wounded",
                fx::Kind::Lose("figures"),
            ),
            Declared::on(Role::Target, "defenders_wounded", fx::Kind::Gain("wounded")),
            Declared::on(
                Role::Unit,
                "no attacker left standing or wounded",
                fx::Kind::Destroy,
            ),
            Declared::on(
                Role::Target,
                "no defender left standing or wounded",
                fx::Kind::Destroy,
            ),
            Declared::on(
                Role::Unit,
                "failed to close: falls back and is pinned (CLOSE COMBAT)",
                fx::Kind::Mark("pinned"),
            ),
            Declared::on(
                Role::Target,
                "failed to stand: falls back, shaken (Stand and Fight)",
                fx::Kind::Mark("shaken"),
            ),
        ],
        luck: fx::Luck::higher("defenders_killed", Role::Unit),
    };

    fn effects(_plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        use fx::Change::{DestroyWhenNone, Gain, Lose, Mark};
        let mut out = Vec::new();
        for (role, [killed, wounded, _pushed]) in
            [Role::Unit, Role::Target].into_iter().zip(o.tally)
        {
            let (k, w) = (u64::from(killed), u64::from(wounded));
            if k + w > 0 {
                out.push(fx::Effect::Unit(role, Lose("figures", k + w)));
            }
            if w > 0 {
                out.push(fx::Effect::Unit(role, Gain("wounded", w)));
            }
            if k + w > 0 {
                out.push(fx::Effect::Unit(role, DestroyWhenNone(FIGURES_AND_WOUNDED)));
            }
        }
        match o.charge {
            Charge::Failed => out.push(fx::Effect::Unit(Role::Unit, Mark("pinned"))),
            Charge::Fled => out.push(fx::Effect::Unit(Role::Target, Mark("shaken"))),
            Charge::Melee | Charge::HungBack => {}
        }
        out
    }

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
        let figures = [
            common::count(
                "--attacker-figures",
                self.attacker_figures,
                1,
                MAX_FIGURES,
                "the charging unit's figures (a basic unit is 10)",
            )?,
            common::count(
                "--defender-figures",
                self.defender_figures,
                1,
                MAX_FIGURES,
                "the charged unit's figures (a basic unit is 10)",
            )?,
        ];
        let grenades = [
            common::count(
                "--grenades",
                self.grenades,
                0,
                self.attacker_figures,
                "grenade throwers (one per charging figure at most)",
            )?,
            common::count(
                "--defender-grenades",
                self.defender_grenades,
                0,
                self.defender_figures,
                "grenade throwers (one per defending figure at most)",
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
            figures,
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
        // The stragglers come first, at the table and in --dice: the pairs that fight are the
        // figures that close.
        // No more figures hang back than charged.
        let stragglers = plan.stragglers(dice)?.min(plan.figures[0]);
        let pairs = plan.pairs(stragglers);
        let mut out = Outcome {
            stragglers,
            pairs,
            charge: Charge::HungBack,
            fall_back: None,
            tally: [[0; 3]; 2],
        };
        if pairs == 0 {
            return Ok(out);
        }
        let (closed, back) = plan.close.roll_and_move(dice, "close to combat")?;
        if !closed {
            out.charge = Charge::Failed;
            out.fall_back = back;
            return Ok(out);
        }
        let (stood, back) = plan.stand.roll_and_move(dice, "stand and fight")?;
        if !stood {
            out.charge = Charge::Fled;
            out.fall_back = back;
            return Ok(out);
        }
        out.charge = Charge::Melee;
        // Keyed by the pairs: a melee of so many pairs is explored once, whatever led to it.
        let key = format!("tsatf close combat: melee of {pairs} pairs");
        out.tally = settle_keyed(dice, "melee", &key, |d: &mut dyn Dice| plan.melee(pairs, d))?;
        Ok(out)
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        let outcome = match o.charge {
            Charge::HungBack => "all hung back",
            Charge::Failed => "failed to close",
            Charge::Fled => "defender fell back",
            Charge::Melee => "melee",
        };
        let [ak, aw, ap] = o.tally[0];
        let [dk, dw, dp] = o.tally[1];
        vec![
            ("outcome".into(), outcome.into()),
            ("stragglers".into(), o.stragglers.into()),
            ("pairs".into(), o.pairs.into()),
            ("fall_back".into(), o.fall_back.unwrap_or(0).into()),
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
            [
                "all hung back",
                "failed to close",
                "defender fell back",
                "melee",
            ]
            .map(String::from)
            .to_vec()
        } else {
            Vec::new()
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(format!(
            "{} {} charge {} {}; attackers {}, defenders {}{}",
            plan.figures[0],
            plan.attacker.name(),
            plan.figures[1],
            plan.defender.name(),
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
        let mut blocks = vec![
            Block::Line(Line::plain(plan.close.describe(plan.attacker))),
            Block::Line(Line::plain(plan.stand.describe(plan.defender))),
        ];
        let closing = plan.figures[0].saturating_sub(o.stragglers);
        let hung = Block::Line(Line::plain(if closing == 0 {
            format!(
                "{} back at the start point: nothing closes, so no test is taken",
                all_hang(plan.figures[0])
            )
        } else {
            format!(
                "{} {} back at the start point: {} {}, {} against {} defending",
                common::count_text(o.stragglers, "straggler", "stragglers"),
                common::noun(o.stragglers, "hangs", "hang"),
                closing,
                common::noun(closing, "figure closes", "figures close"),
                common::count_text(o.pairs, "pair", "pairs"),
                plan.figures[1]
            )
        }));
        let last_straggler = throws.iter().rposition(|t| &*t.what == "stragglers");
        for (i, t) in throws.iter().enumerate() {
            let side = if t.what.ends_with(" attacker") {
                Some(0)
            } else if t.what.ends_with(" defender") && t.what.starts_with("pair ") {
                Some(1)
            } else {
                None
            };
            let tail = match (&*t.what, o.fall_back, side) {
                ("fall back", Some(n), _) => format!("= {n}\""),
                // The side's modifiers show on each of its pair dice: "5 −1 = 4".
                (_, _, Some(s)) if plan.mods[s].total() != 0 => {
                    let kept: i64 = t
                        .dice
                        .iter()
                        .filter(|d| !d.dropped && !d.rerolled)
                        .map(|d| d.value)
                        .sum();
                    let m = plan.mods[s].total();
                    format!("{} = {}", signed(m), kept + m)
                }
                _ => String::new(),
            };
            blocks.push(throw_line(t, &tail));
            if Some(i) == last_straggler {
                blocks.push(hung.clone());
            }
        }
        if last_straggler.is_none() {
            blocks.push(hung);
        }
        let back = o
            .fall_back
            .map_or("2d6\"".to_string(), |n| format!("{n}\""));
        let summary = match o.charge {
            Charge::HungBack => format!("{} back: nothing closes", all_hang(plan.figures[0])),
            Charge::Failed => {
                format!("the attackers fail to close: they fall back {back} and are pinned")
            }
            Charge::Fled => format!(
                "the defenders fail to stand: they fall back {back} and the attackers take their \
                 position"
            ),
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
                format!(
                    "melee of {}: attackers {}; defenders {}",
                    common::count_text(o.pairs, "pair", "pairs"),
                    side(0),
                    side(1)
                )
            }
        };
        let result = serde_json::Map::new();
        Told {
            result,
            summary,
            blocks,
        }
    }
}

/// "all 3 charging figures hang", "the 1 charging figure hangs".
fn all_hang(n: u32) -> String {
    if n == 1 {
        "the 1 charging figure hangs".into()
    } else {
        format!("all {n} charging figures hang")
    }
}

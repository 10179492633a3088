//! Light Mortars (and Medium Mortars): a d6 for deviation (1–2 on target, 3 short, 4 right,
//! 5 left, 6 long, by d6"; −2 to both on a succeeding turn at the same target), then a D20 per
//! figure under the blast template against the mortar table, and a hit card per hit.

use clap::Args;
use serde::Serialize;

use crate::dice::ast::{Cmp, Die, Test};
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::report::Block;
use crate::rules::Cx;
use crate::rules::common::{self, count_text, signed};
use crate::rules::effects::{self as fx, Declared, Fill, Role, Roles};
use crate::rules::tsatf::fire::Class;
use crate::rules::tsatf::hits::{Casualties, HitDeck, MAX_CARDS, card_lines};
use crate::rules::tsatf::{ID, Quality, tables};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// Most figures under the template whose hit cards `--chances` follows together with the
/// deviation die: the work grows fast with each figure, and more would no longer answer
/// promptly (bench/README.md, "Figures behind the code").
const MAX_EXACT_DEVIATING: u32 = 16;
#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Mortar {
    /// The mortar crew's quality (the table has Green and Veteran rows)
    #[arg(long, value_enum)]
    pub quality: Quality,

    /// A medium mortar (3" template, 12–42") instead of a light one (2", 6–30")
    #[arg(long)]
    pub medium: bool,

    /// Distance to the aiming point in inches
    #[arg(long, value_name = "INCHES", allow_negative_numbers = true)]
    pub range: i64,

    /// The target's class (as for fire: I moving in the open ... IV behind walls, in trenches)
    #[arg(short, long, value_enum, ignore_case = true)]
    pub class: Class,

    /// Figures under the blast template: a D20 each
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        allow_negative_numbers = true
    )]
    pub figures: i64,

    /// A succeeding turn of fire on the same exact target: −2 to deviation direction and distance
    #[arg(long)]
    pub ranged: bool,

    /// The round is already placed (deviation rolled): roll only for the --figures under it
    #[arg(long)]
    pub landed: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    deviation: bool,
    on_target: i64,
    directions: [String; 4],
    ranged: i64,
    hit: i64,
    figures: u32,
    what: String,
    deck: HitDeck,
}

#[derive(Clone, Debug)]
pub(crate) struct Outcome {
    /// (direction, inches), when rolled for.
    deviation: Option<(String, i64)>,
    hits: u32,
    cas: Casualties,
}

impl Procedure for Mortar {
    const INFO: Info = Info {
        rules: ID,
        name: "mortar",
        aliases: &[],
        section: "Light Mortars",
        about: "Mortar round: deviation d6, then a D20 per figure under the template",
        after_help: "Rolls a d6 for the round's deviation: 1–2 on target, 3 short, 4 right, 5 \
left, 6 long, by a second d6 in inches. A succeeding turn of fire on the same exact target \
(--ranged) has −2 on both (ruling: the modified direction roll reads the table, so a ranged \
round is on target on 1–4, short on 5, right on 6, and deviates d6 − 2\", not below 0). Then a \
D20 for each figure under the blast template (2\" light, 3\" medium): Green 5/4/2/1, Veteran \
6/5/3/2 for Class I–IV, that number or less hits, and a card is turned from the hit deck for \
each hit. Light mortars fire 6–30\", medium 12–42\". To place the round before counting the \
figures, run with --figures 0, then again with --landed --figures N.\n\n\
Examples:\n  spw tsatf mortar --quality veteran --range 20 --class II\n  spw tsatf mortar \
--quality green --range 9 -c I --landed --figures 3 --chances\n  spw tsatf mortar --quality \
veteran --range 9 -c III --figures 2 --dice 5,4,1,9\n  spw --chances tsatf mortar --quality veteran --range 20 --class II --landed \\\n      --figures 1..4 --goal 'killed>=1'",
        facts: Facts::new(
            Chances::Of(&[
                field("direction", Of::Text, "unless --landed"),
                field("distance", Of::Number, "unless --landed"),
                field("hits", Of::Number, ""),
                field("killed", Of::Number, ""),
                field("wounded", Of::Number, ""),
                field("pinned", Of::Number, ""),
                field("leader_hit", Of::YesNo, ""),
            ]),
            Throws::DiceAndCards(
                "the direction d6, the distance d6 (none on target), a D20 per figure, then one \
                 hit card per hit.",
            ),
        )
        .note(
            "; with the deviation, for up to 16 figures (with --landed, for as many as the hit \
             deck holds)",
        )
        .result(&[field("cards", Of::List, "each card with its effect and figure")]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the mortar firing",
            target: "the unit aimed at",
        },
        // The figures under the template are counted where the round lands: never filled.
        fill: &[Fill::unit("quality", "quality")],
        out_of_play: &[],
        barred: &[],
        effects: &[
            Declared::on(
                Role::Target,
                "lands on target (or --landed): killed, wounded",
                fx::Kind::Lose("figures"),
            ),
            Declared::on(
                Role::Target,
                "lands on target (or --landed): wounded",
                fx::Kind::Gain("wounded"),
            ),
            Declared::on(
                Role::Target,
                "lands on target: over half its men pinned",
                fx::Kind::Mark("pinned"),
            ),
            Declared::on(
                Role::Target,
                "no man left standing or wounded",
                fx::Kind::Destroy,
            ),
            Declared::elsewhere(
                "deviates short, right, left or long",
                fx::Kind::Lose("figures"),
            ),
        ],
        luck: fx::Luck::higher("hits", Role::Unit),
    };

    fn effects(_plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        match &o.deviation {
            None => o.cas.effects(Role::Target),
            Some((d, _)) if d == "on target" => o.cas.effects(Role::Target),
            Some((d, inches)) => o.cas.elsewhere(format!("{inches}\" {d} of the target")),
        }
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &tables(cx.data)?.mortar;
        let row = match self.quality {
            Quality::Green => t.green,
            Quality::Veteran => t.veteran,
            Quality::Crack => {
                return Err(Error::usage(
                    "--quality crack: the mortar table has Green and Veteran rows only (Light Mortars)",
                ));
            }
        };
        let kind = if self.medium { t.medium } else { t.light };
        let name = if self.medium { "medium" } else { "light" };
        if self.range < kind.min || self.range > kind.max {
            return Err(Error::usage(format!(
                "--range {}: a {name} mortar fires {}\" to {}\" (Light Mortars)",
                self.range, kind.min, kind.max
            )));
        }
        let figures = common::count(
            "--figures",
            self.figures,
            0,
            i64::from(MAX_CARDS),
            "figures under the template",
        )?;
        // --ranged changes the deviation, which a landed round has already had.
        if self.landed && self.ranged {
            return Err(Error::usage(
                "--ranged with --landed: --ranged is −2 to the deviation, and a landed round has already deviated; give one or the other (Light Mortars)",
            ));
        }
        if self.landed && figures == 0 {
            return Err(Error::usage(
                "--landed with no --figures: a landed round only rolls for the figures under it; give --figures N (or leave out --landed to roll the deviation)",
            ));
        }
        if cx.chances && !self.landed && figures > MAX_EXACT_DEVIATING {
            return Err(Error::limit(format!(
                "--figures {figures}: exact chances with the deviation die follow at most \
                 {MAX_EXACT_DEVIATING} figures (every way the hit cards fall, once for each place \
                 the round can land); the deviation does not change the hits, so ask for \
                 them with --landed and for the deviation with --figures 0, or roll it"
            )));
        }
        let hit = row[self.class as usize];
        let mut what = format!(
            "{} {name} mortar at {}\", {}\" template",
            self.quality.name(),
            self.range,
            kind.template
        );
        if !self.landed {
            what.push_str(&format!(
                ": deviation d6{}",
                if self.ranged {
                    format!(" {} (ranged)", signed(t.ranged))
                } else {
                    String::new()
                }
            ));
        }
        if figures > 0 {
            what.push_str(&format!(
                "; {} under it, each hit on {hit} or less",
                count_text(figures, "figure", "figures")
            ));
        }
        Ok(Plan {
            deviation: !self.landed,
            on_target: t.on_target,
            directions: t.directions.clone(),
            ranged: if self.ranged { t.ranged } else { 0 },
            hit,
            figures,
            what,
            deck: HitDeck::new(cx.data)?,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let d6 = Die::standard(6);
        let deviation = if plan.deviation {
            let r = dice.roll(&d6, "direction")? + plan.ranged;
            if r <= plan.on_target {
                Some(("on target".to_string(), 0))
            } else {
                let at = (r - plan.on_target - 1).clamp(0, 3) as usize;
                let inches = (dice.roll(&d6, "distance")? + plan.ranged).max(0);
                Some((plan.directions[at].clone(), inches))
            }
        } else {
            None
        };
        let hits = if plan.figures == 0 {
            0
        } else {
            dice.count(
                plan.figures,
                &Die::standard(20),
                Test::new(Cmp::Le, plan.hit),
                "figures",
            )?
        };
        let cas = plan.deck.turn(dice, hits)?;
        Ok(Outcome {
            deviation,
            hits,
            cas,
        })
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        let mut q: Quantities = Vec::new();
        if let Some((dir, inches)) = &o.deviation {
            q.push(("direction".into(), dir.clone().into()));
            q.push(("distance".into(), (*inches).into()));
        }
        q.push(("hits".into(), o.hits.into()));
        q.extend(o.cas.quantities());
        q
    }

    fn outcome_order(plan: &Plan, quantity: &str) -> Vec<String> {
        if quantity == "direction" {
            std::iter::once("on target".to_string())
                .chain(plan.directions.iter().cloned())
                .collect()
        } else {
            Vec::new()
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(plan.what.clone())
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        // Each die shows where its modifier acts: "direction (d6): 5 −2 (ranged) = 3 → short".
        let ranged = |v: i64| {
            if plan.ranged == 0 {
                String::new()
            } else {
                let total = v + plan.ranged;
                let total = if total < 0 {
                    common::signed(total)
                } else {
                    total.to_string()
                };
                format!(" {} (ranged) = {total}", common::signed(plan.ranged))
            }
        };
        let mut blocks: Vec<Block> = throws
            .iter()
            .filter(|t| t.draw.is_none())
            .map(|t| {
                let face = t.dice.first().map_or(0, |d| d.value);
                let tail = match (&*t.what, &o.deviation) {
                    ("direction", Some((dir, _))) => format!("{} → {dir}", ranged(face)),
                    ("distance", Some((dir, inches))) => {
                        let floor = if face + plan.ranged < *inches {
                            " (not below 0)"
                        } else {
                            ""
                        };
                        format!("{} → {inches}\" {dir}{floor}", ranged(face))
                    }
                    _ => String::new(),
                };
                throw_line(t, tail.trim_start())
            })
            .collect();
        let (cards, list) = card_lines(throws);
        blocks.extend(cards);
        let mut parts = Vec::new();
        match &o.deviation {
            Some((d, _)) if d == "on target" => parts.push("on target".to_string()),
            Some((d, n)) => parts.push(format!("lands {n}\" {d} of the target")),
            None => {}
        }
        if plan.figures > 0 {
            let mut s = count_text(o.hits, "hit", "hits");
            if o.hits > 0 {
                s.push_str(&format!(": {}", o.cas.text()));
                if o.cas.leader > 0 {
                    s.push_str("; the leader is hit");
                }
            }
            parts.push(s);
        }
        let mut result = serde_json::Map::new();
        result.insert("cards".into(), list);
        Told {
            result,
            summary: parts.join("; "),
            blocks,
        }
    }
}

//! Fire Combat: a D20 per rifle (2 per BAR, 3 per SMG or magazine LMG, 5 per bipod MMG, 6 per
//! tripod HMG), hitting on the to-hit number of the range band and target class or less; then
//! one card from the hit deck per hit (`hits.rs`).

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::{Cmp, Die, Test};
use crate::engine::{Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::rules::Cx;
use crate::rules::common::{self, count_text, signed};
use crate::rules::effects::{self as fx, Fill, Role, Roles};
use crate::rules::tsatf::hits::CARD_EFFECTS_TARGET;
use crate::rules::tsatf::hits::{Casualties, HitDeck, MAX_CARDS, card_lines};
use crate::rules::tsatf::{ID, Quality, tables};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// Farther than any band of the tables reaches (the Heavy MG's long range is 36").
const MAX_RANGE: i64 = 1000;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Fire {
    /// The firers' quality: picks the Rifle row for rifles and BARs (machine guns have one row)
    #[arg(long, value_enum)]
    pub quality: Option<Quality>,

    /// The weapon: rifle, bar, smg, lmg, mmg or hmg (its D20s and its row of the tables)
    #[arg(short, long, value_name = "WEAPON", default_value = "rifle")]
    pub weapon: String,

    /// How many of that weapon fire
    #[arg(
        short = 'n',
        long,
        value_name = "N",
        default_value_t = 1,
        allow_negative_numbers = true
    )]
    pub firers: i64,

    /// Distance to the target in inches: picks the close, medium or long range band
    #[arg(long, value_name = "INCHES", allow_negative_numbers = true)]
    pub range: i64,

    /// The target's class: I moving in the open; II unmoving in the open, moving in rough or
    /// woods, or crews in the open; III unmoving or crews in rough or woods; IV behind walls,
    /// in trenches, foxholes or houses
    #[arg(short, long, value_enum, ignore_case = true)]
    pub class: Class,

    /// The firing unit is shaken: −1 to the dice, so it hits on one less
    #[arg(long)]
    pub shaken: bool,
}

/// Fire Combat, Terrain Classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
pub(crate) enum Class {
    #[value(name = "I", alias = "1")]
    #[serde(rename = "I")]
    One,
    #[value(name = "II", alias = "2")]
    #[serde(rename = "II")]
    Two,
    #[value(name = "III", alias = "3")]
    #[serde(rename = "III")]
    Three,
    #[value(name = "IV", alias = "4")]
    #[serde(rename = "IV")]
    Four,
}

impl Class {
    fn index(self) -> usize {
        self as usize
    }
    fn name(self) -> &'static str {
        ["I", "II", "III", "IV"][self.index()]
    }
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    weapon: String,
    firers: u32,
    /// D20s in all.
    dice: u32,
    row: String,
    band: &'static str,
    reach: i64,
    range: i64,
    class: Class,
    /// The table's to-hit number, and after the shaken penalty.
    table: i64,
    target: i64,
    shaken: Option<i64>,
    deck: HitDeck,
}

#[derive(Clone, Debug)]
pub(crate) struct Outcome {
    hits: u32,
    cas: Casualties,
}

fn d20() -> Die {
    Die::standard(20)
}

impl Procedure for Fire {
    const INFO: Info = Info {
        rules: ID,
        name: "fire",
        aliases: &["shoot"],
        section: "Fire Combat",
        about: "Fire: D20s per weapon against the range tables, a hit card per hit",
        after_help: "Rolls a D20 per rifle, 2 per BAR, 3 per SMG or magazine-fed LMG, 5 per \
belt-fed MMG on a bipod, 6 per belt-fed HMG on a tripod. The range picks the band of the \
weapon's row (rifles by the firers' quality: Close 6\", Medium 12\", Long 24\"; Light MG \
6/20/30\"; Heavy MG 12/24/36\"; SMG Close 6\" only); the band and the target's class give the \
to-hit number, and each D20 of that number or less hits. Beyond the longest band, or where the \
table says N/A, the fire is refused with the reason. For each hit one card is turned from the \
hit deck (the hits pool, which lasts the session): spades and clubs pin, diamonds wound, hearts \
kill; 2–10 an ordinary soldier, J–K a key figure (crewmen, or previously wounded men), an ace \
the highest-ranking leader. Pinned units may not fire.\n\nRulings: the BAR reads its firer's \
Rifle row; the bipod MMG reads the Light MG row; a shaken unit's \"−1 to the dice\" lowers the \
number needed by 1 (low rolls hit); the Heavy MG's Medium Range Class IV \"12\" is read as 2. \
The hit deck is shuffled again when a hit needs a card and none is left (the cards that \
command already turned stay out).\n\nExamples:\n  spw tsatf fire --quality veteran --weapon lmg --firers 1 --range 15 \
--class II\n  spw tsatf fire --quality veteran --firers 3 --range 10 --class II\n  spw tsatf \
fire --quality green -w hmg -n 2 --range 30 -c III --chances\n  spw tsatf fire --quality crack -n 2 --range 5 -c I \
--dice 3,15 --cards K♥\n  spw --chances tsatf fire --quality veteran --firers 1..10 --range 6 --class II \\\n      --goal 'hits>=1' --at-least 80%",
        facts: Facts::new(
            Chances::Of(&[
                field("hits", Of::Number, ""),
                field("killed", Of::Number, ""),
                field("wounded", Of::Number, ""),
                field("pinned", Of::Number, ""),
                field("leader_hit", Of::YesNo, "an ace was turned"),
            ]),
            Throws::DiceAndCards("the D20s of every firer, then one hit card per hit."),
        )
        .note(", worked from the hit deck as it is now")
        .result(&[
            field("target", Of::Number, "the to-hit number"),
            field("band", Of::Text, "the range band"),
            field("cards", Of::List, "each card with its effect and figure"),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const PLAY: fx::Play = fx::Play {
        // A unit's men who fire are men it has.
        within: &[("firers", "figures")],
        ..fx::Play::NONE
    };

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the unit firing",
            target: "the unit fired at",
        },
        fill: &[
            Fill::unit("quality", "quality"),
            Fill::unit("weapon", "weapon"),
            Fill::unit("shaken", "shaken"),
        ],
        out_of_play: &[],
        barred: &[fx::Bar::new("pinned", "pinned units may not fire (NOTES); Pinned Morale recovers them")],
        effects: CARD_EFFECTS_TARGET,
        luck: fx::Luck::higher("hits", Role::Unit),
    };

    fn effects(_plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        o.cas.effects(Role::Target)
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &tables(cx.data)?.fire;
        let w = common::named(
            "--weapon",
            &self.weapon,
            &t.weapons,
            |w| w.name.as_str(),
            ("a weapon", "Fire Combat"),
        )?;
        if w.quality && self.quality.is_none() {
            return Err(Error::usage(format!(
                "--weapon {}: give --quality green, veteran or crack; a {}'s row of the range \
                 tables is its firers' quality",
                w.name, w.title
            )));
        }
        let row = t
            .row(w, self.quality)
            .ok_or_else(|| Error::Runtime(format!("[fire] weapon '{}' has no row", w.name)))?;
        let per_weapon = w.dice as u32;
        let most = i64::from(MAX_CARDS / per_weapon).max(1);
        let firers = common::count(
            "--firers",
            self.firers,
            1,
            most,
            &format!(
                "the firers of a {} ({} D20 each; one hit deck holds {MAX_CARDS} cards)",
                w.title, per_weapon
            ),
        )?;
        common::within("--range", Some(self.range), MAX_RANGE, "too far to fire")?;
        let (band, b) = row
            .bands()
            .into_iter()
            .find(|(_, b)| self.range <= b.range)
            .ok_or_else(|| {
                let longest = row.bands().last().map_or(0, |(_, b)| b.range);
                Error::usage(format!(
                    "--range {}: beyond the {} row's longest range of {longest}\" (Fire Combat)",
                    self.range, row.title
                ))
            })?;
        let table = b.hit[self.class.index()];
        if table == 0 {
            return Err(Error::usage(format!(
                "--class {}: the {} row has no fire at Class {} at {band} range (N/A in the \
                 table, Fire Combat)",
                self.class.name(),
                row.title,
                self.class.name()
            )));
        }
        let shaken = self.shaken.then_some(t.shaken);
        let target = table + shaken.unwrap_or(0);
        Ok(Plan {
            weapon: w.title.clone(),
            firers,
            dice: firers * per_weapon,
            row: row.title.clone(),
            band,
            reach: b.range,
            range: self.range,
            class: self.class,
            table,
            target,
            shaken,
            deck: HitDeck::new(cx.data)?,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        // Every D20 the rules call for is thrown, even when a to-hit of 0 makes it certain.
        let hits = dice.count(plan.dice, &d20(), Test::new(Cmp::Le, plan.target), "shots")?;
        let cas = plan.deck.turn(dice, hits)?;
        Ok(Outcome { hits, cas })
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        let mut q: Quantities = vec![("hits".into(), o.hits.into())];
        q.extend(o.cas.quantities());
        q
    }

    fn setting(plan: &Plan) -> Option<String> {
        let mut s = format!(
            "{} × {}: {} at {}\", {} range of the {} row (to {}\"), Class {} to hit {}",
            plan.firers,
            plan.weapon,
            count_text(plan.dice, "D20", "D20s"),
            plan.range,
            plan.band,
            plan.row,
            plan.reach,
            plan.class.name(),
            plan.table
        );
        if let Some(p) = plan.shaken {
            s.push_str(&format!(", shaken {}", signed(p)));
        }
        if plan.target <= 0 {
            s.push_str(": cannot hit, whatever the dice");
        } else {
            s.push_str(&format!(": hits on {} or less", plan.target));
        }
        Some(s)
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        for t in throws.iter().filter(|t| t.draw.is_none()) {
            blocks.push(throw_line(
                t,
                &format!("→ {}", count_text(o.hits, "hit", "hits")),
            ));
        }
        let (cards, list) = card_lines(throws);
        blocks.extend(cards);
        let mut summary = count_text(o.hits, "hit", "hits");
        if o.hits > 0 {
            summary.push_str(&format!(": {}", o.cas.text()));
            if o.cas.leader > 0 {
                summary.push_str("; the leader is hit");
            }
        }
        let mut result = serde_json::Map::new();
        result.insert("target".into(), json!(plan.target));
        result.insert("band".into(), json!(plan.band));
        result.insert("cards".into(), list);
        Told {
            result,
            summary,
            blocks,
        }
    }
}

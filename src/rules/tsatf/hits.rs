//! Fire Combat (NOTES): "For each hit scored, the firing player turns over one card from the
//! deck": spades and clubs pin, diamonds wound, hearts kill; 2–10 hit an ordinary soldier, J–K a
//! key figure, an ace the highest-ranking leader. Fire, mortars and off-board artillery all turn
//! their cards here, from the session's hit deck (the `hits` pool), so it runs down across the
//! commands of a batch or REPL session.
//!
//! The cards are drawn as one step sorted by their kind (`data/tsatf.toml`, `[hits.deck]`): what
//! they do, and whether it was the leader. Exactly, that is a multivariate hypergeometric step
//! over the deck as it is now.

use serde_json::{Value as Json, json};

use crate::data::Data;
use crate::engine::{By, Dice, Quantities, Throw};
use crate::error::{Error, Result};
use crate::pools::Pool;
use crate::report::{Block, Line, Style};
use crate::rules::common::count_text;
use crate::rules::effects::{Change, Declared, Effect, Kind, Role};
use crate::rules::tsatf::data::{HIT_KINDS, Tsatf};
use crate::rules::tsatf::{HITS, tables};

/// Most cards one command turns: the deck's 52 (so a draw never holds the whole deck twice).
pub(crate) const MAX_CARDS: u32 = 52;

/// The classes of a draw from the hit deck (its kinds, in the order the pool gives them), each
/// read as (effect index 0 pinned / 1 wounded / 2 killed, leader?).
#[derive(Clone, Debug)]
pub(crate) struct HitDeck {
    classes: Vec<(usize, bool)>,
}

impl HitDeck {
    pub(crate) fn new(data: &Data) -> Result<HitDeck> {
        let t: &Tsatf = tables(data)?;
        let pool = Pool::new(HITS, &t.hits.deck)?;
        let (labels, _) = pool.classes(&By::Kind)?;
        let classes = labels
            .iter()
            .map(|l| {
                let at = HIT_KINDS.iter().position(|k| k == l).ok_or_else(|| {
                    Error::Runtime(format!("[hits.deck]: '{l}' is not a hit card's kind"))
                })?;
                Ok((at % 3, at >= 3))
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(HitDeck { classes })
    }

    /// Turns one card per hit.
    pub(crate) fn turn(&self, dice: &mut dyn Dice, hits: u32) -> Result<Casualties> {
        let mut c = Casualties::default();
        if hits == 0 {
            return Ok(c);
        }
        let counts = dice.draw(HITS, hits, &By::Kind, "hit card")?;
        for (&(effect, leader), &n) in self.classes.iter().zip(&counts) {
            c.effects[effect] += n;
            if leader {
                c.leader += n;
                if effect > 0 {
                    c.leader_out += n;
                }
            }
        }
        Ok(c)
    }
}

/// A TSATF unit is gone when no man is left standing or wounded (WOUNDS).
pub(crate) const FIGURES_AND_WOUNDED: &[&str] = &["figures", "wounded"];

/// The declared effects of cards turned on a unit (for the docs).
pub(crate) const CARD_EFFECTS_TARGET: &[Declared] = &[
    Declared::on(
        Role::Target,
        "killed, wounded (WOUNDS)",
        Kind::Lose("figures"),
    ),
    Declared::on(Role::Target, "wounded (WOUNDS)", Kind::Gain("wounded")),
    Declared::on(Role::Target, "man pinned (NOTES)", Kind::Gain("pinned_men")),
    Declared::on(
        Role::Target,
        "pinned: over half the unit's men, over the phase's volleys (NOTES)",
        Kind::Mark("pinned"),
    ),
    Declared::on(
        Role::Target,
        "an Ace wounded or killed: the leader hit",
        Kind::Clear("leader"),
    ),
    Declared::on(
        Role::Target,
        "no man left standing or wounded",
        Kind::Destroy,
    ),
];

/// What the hit cards did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Casualties {
    /// Pinned, wounded, killed.
    pub effects: [u32; 3],
    /// Aces turned: hits on the highest-ranking leader.
    pub leader: u32,
    /// Of those, a Diamond or a Heart: the leader wounded or killed, no longer leading.
    pub leader_out: u32,
}

impl Casualties {
    pub(crate) fn pinned(&self) -> u32 {
        self.effects[0]
    }
    pub(crate) fn wounded(&self) -> u32 {
        self.effects[1]
    }
    pub(crate) fn killed(&self) -> u32 {
        self.effects[2]
    }

    /// What the cards do to the unit they fell on (WOUNDS, NOTES): killed and wounded men
    /// leave its figures and the wounded are counted; pinned men are counted, and the rule set's
    /// model pins the unit once they are over half of it, over every volley of the phase
    /// (`tsatf::states`); a leader wounded or killed leaves it without its leader (ruling: a
    /// pinned leader stays with it); with neither figures nor wounded men left it is destroyed.
    pub(crate) fn effects(&self, to: Role) -> Vec<Effect> {
        let (killed, wounded, pinned) = (
            u64::from(self.killed()),
            u64::from(self.wounded()),
            u64::from(self.pinned()),
        );
        let mut out = Vec::new();
        if pinned > 0 {
            out.push(Effect::Unit(to, Change::Gain("pinned_men", pinned)));
        }
        if self.leader_out > 0 {
            out.push(Effect::Unit(to, Change::Clear("leader")));
        }
        if killed + wounded > 0 {
            out.push(Effect::Unit(to, Change::Lose("figures", killed + wounded)));
        }
        if wounded > 0 {
            out.push(Effect::Unit(to, Change::Gain("wounded", wounded)));
        }
        if killed + wounded > 0 {
            out.push(Effect::Unit(
                to,
                Change::DestroyWhenNone(FIGURES_AND_WOUNDED),
            ));
        }
        out
    }

    /// The same landing elsewhere than on the unit aimed at: nothing in the roster is named
    /// there (`place` says where).
    pub(crate) fn elsewhere(&self, place: String) -> Vec<Effect> {
        let lost = u64::from(self.killed() + self.wounded());
        if lost == 0 && self.pinned() == 0 {
            return Vec::new();
        }
        vec![Effect::Elsewhere {
            place,
            change: Change::Lose("figures", lost),
        }]
    }

    /// The quantities every procedure that turns hit cards reports.
    pub(crate) fn quantities(&self) -> Quantities {
        vec![
            ("killed".into(), self.killed().into()),
            ("wounded".into(), self.wounded().into()),
            ("pinned".into(), self.pinned().into()),
            ("leader_hit".into(), (self.leader > 0).into()),
        ]
    }

    /// "1 killed, 2 pinned" (or "no casualties").
    pub(crate) fn text(&self) -> String {
        let parts: Vec<String> = [
            (self.killed(), "killed"),
            (self.wounded(), "wounded"),
            (self.pinned(), "pinned"),
        ]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, w)| format!("{n} {w}"))
        .collect();
        if parts.is_empty() {
            "no casualties".into()
        } else {
            parts.join(", ")
        }
    }
}

/// Who a card hits, by its `figure` value (1 ordinary soldier, 2 key figure, 3 leader).
fn figure(v: Option<&i64>) -> &'static str {
    match v {
        Some(3) => "the highest-ranking leader",
        Some(2) => "a key figure",
        _ => "an ordinary soldier",
    }
}

/// One line per hit card turned, and a note when the deck ran out and was shuffled; with the
/// JSON list of cards.
pub(crate) fn card_lines(throws: &[Throw]) -> (Vec<Block>, Json) {
    let mut blocks = Vec::new();
    let mut list = Vec::new();
    for d in throws.iter().filter_map(|t| t.draw.as_ref()) {
        if d.pool != HITS {
            continue;
        }
        if let Some(note) = d.note() {
            blocks.push(Block::Line(Line::new().push(note, Style::Dim)));
        }
        for it in &d.items {
            let effect = it.kind.trim_start_matches("leader ");
            let who = figure(it.values.get("figure"));
            let style = if effect == "pinned" {
                Style::Plain
            } else {
                Style::Bad
            };
            blocks.push(Block::Line(
                Line::new()
                    .push(format!("{}: ", it.what), Style::Dim)
                    .push(it.item.clone(), Style::Strong)
                    .text(" ")
                    .push(format!("{who} {effect}"), style),
            ));
            list.push(json!({"card": it.item, "effect": effect, "figure": who}));
        }
        blocks.push(Block::Line(Line::new().push(
            format!(
                "{} left in the hit deck",
                count_text(d.left, &d.noun.0, &d.noun.1)
            ),
            Style::Dim,
        )));
    }
    (blocks, Json::Array(list))
}

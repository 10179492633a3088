//! 4.0 Melee, rolled or explored: the stand test, the fight, the morale tests and the flight.

use crate::engine::{Dice, settle, settle_keyed};
use crate::error::Result;
use crate::rules::common;
use crate::rules::schwerpunkt::data::{MeleeSide, MoralePenalty};

use super::{Plan, STAND, Side, morale_what, other, save_what, side_name};

/// How the melee ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    DefenderFled,
    AttackerFlees,
    DefenderFlees,
    BothStand,
    AttackerWipedOut,
    DefenderWipedOut,
    BothWipedOut,
}

impl Kind {
    /// Every kind, in the order a melee can end (the `--chances` listing order).
    pub(super) const ALL: [Kind; 7] = [
        Kind::DefenderFled,
        Kind::AttackerFlees,
        Kind::DefenderFlees,
        Kind::BothStand,
        Kind::AttackerWipedOut,
        Kind::DefenderWipedOut,
        Kind::BothWipedOut,
    ];

    /// The value of the `outcome` quantity.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Kind::DefenderFled => "defender fled before contact",
            Kind::AttackerFlees => "attacker flees",
            Kind::DefenderFlees => "defender flees",
            Kind::BothStand => "both stand",
            Kind::AttackerWipedOut => "attacker wiped out",
            Kind::DefenderWipedOut => "defender wiped out",
            Kind::BothWipedOut => "both wiped out",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    pub kind: Kind,
    pub attacker_casualties: u32,
    pub defender_casualties: u32,
    /// The hits each side scored, (attacker's, defender's): kept only when rolled (`None`
    /// while explored; see [`Fight`]).
    pub hits: Option<(u32, u32)>,
    /// The defender's test to stand (none in a continued melee).
    pub stand: Option<Verdict>,
    /// The morale tests after the fight, in order: who tested and how it went.
    pub tests: Vec<(MeleeSide, Verdict)>,
    /// A side fled: the flight and (with `--pursue`) pursuit rolls, kept only when rolled, and
    /// whether the pursuer overtook it.
    pub flight: Option<Flight>,
}

/// 4.0, 5.0: the flight of the side that broke and, with `--pursue`, the pursuit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Flight {
    pub distance: Option<i64>,
    pub pursuit: Option<i64>,
    pub removed: Option<bool>,
}

/// How one morale test went: passed or not, and the dice total when dice were thrown. The
/// total is kept only when rolled (`None` while explored, so explored tests merge into pass
/// and fail).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Verdict {
    pub passed: bool,
    pub total: Option<i64>,
}

/// What the fight leaves behind that matters to the rest of the melee: the casualties and
/// each side's morale target (clamped to what the dice can decide, so that fights that differ
/// only in a hopeless or certain target are one branch when explored). The hits scored are
/// kept only when rolled, for the account: explored, they would split fights the targets
/// already merge (47 figures a side: some 6,000 distinct fights would become 1.4 million).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Fight {
    attacker_casualties: u32,
    defender_casualties: u32,
    attacker_target: i64,
    defender_target: i64,
    hits: Option<(u32, u32)>,
}

/// 4.0: the stand test, the fight, then the morale tests in order and the flight of the side
/// that broke.
pub(super) fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
    let mut out = Outcome {
        kind: Kind::BothStand,
        attacker_casualties: 0,
        defender_casualties: 0,
        hits: None,
        stand: None,
        tests: Vec::new(),
        flight: None,
    };
    // 4.0: "Before melee is resolved, the assaulted unit must make a morale test to stand."
    if plan.stand {
        let stand = morale(plan, dice, plan.defender.base_target, STAND)?;
        out.stand = Some(stand);
        if !stand.passed {
            out.kind = Kind::DefenderFled;
            out.flight = Some(flight(plan, dice)?);
            return Ok(out);
        }
    }
    // Explored, the fight is already settled side by side (see `fight`): its values are
    // all distinct, so no further merge is needed.
    let fight = fight(plan, dice)?;
    out.attacker_casualties = fight.attacker_casualties;
    out.defender_casualties = fight.defender_casualties;
    out.hits = fight.hits;
    let a_out = fight.attacker_casualties >= plan.attacker.figures;
    let d_out = fight.defender_casualties >= plan.defender.figures;
    out.kind = match (a_out, d_out) {
        (true, true) => Kind::BothWipedOut,
        (true, false) => Kind::AttackerWipedOut,
        (false, true) => Kind::DefenderWipedOut,
        (false, false) => Kind::BothStand,
    };
    if out.kind != Kind::BothStand {
        return Ok(out);
    }
    // 4.0: the side that took the most casualties tests first; ruling: a tie, the attacker
    // (as the data says).
    let first = match fight.attacker_casualties.cmp(&fight.defender_casualties) {
        std::cmp::Ordering::Greater => MeleeSide::Attacker,
        std::cmp::Ordering::Less => MeleeSide::Defender,
        std::cmp::Ordering::Equal => plan.tie_first,
    };
    for who in [first, other(first)] {
        let target = match who {
            MeleeSide::Attacker => fight.attacker_target,
            MeleeSide::Defender => fight.defender_target,
        };
        let verdict = morale(plan, dice, target, morale_what(who))?;
        out.tests.push((who, verdict));
        if !verdict.passed {
            out.kind = match who {
                MeleeSide::Attacker => Kind::AttackerFlees,
                MeleeSide::Defender => Kind::DefenderFlees,
            };
            out.flight = Some(flight(plan, dice)?);
            break;
        }
    }
    Ok(out)
}

/// The fight itself (4.0): both sides' ferocity dice, then both sides' skill tests.
///
/// Explored, the fight is folded one side at a time: a side's casualties and morale target
/// depend only on the hits the other side scored and its own saves, and the two sides' dice
/// are independent, so each side is [`settle`]d into its distinct (casualties, target) pairs
/// on its own, once (about n²/2 paths), and the pairs are then combined, instead of following every
/// (hits, casualties) of both sides together (about n⁴/4 paths). The rolled order is the
/// rules' (and `--dice`'s): attacker's figures, defender's figures, then the saves.
fn fight(plan: &Plan, dice: &mut dyn Dice) -> Result<Fight> {
    if !dice.rolling() {
        let (attacker_casualties, attacker_target) =
            settle_keyed(dice, "melee", "melee: attacker casualties", |d| {
                fold(plan, &plan.defender, &plan.attacker, d)
            })?;
        let (defender_casualties, defender_target) =
            settle_keyed(dice, "melee", "melee: defender casualties", |d| {
                fold(plan, &plan.attacker, &plan.defender, d)
            })?;
        return Ok(Fight {
            attacker_casualties,
            defender_casualties,
            attacker_target,
            defender_target,
            hits: None,
        });
    }
    let a_hits = hits(plan, &plan.attacker, dice)?;
    let d_hits = hits(plan, &plan.defender, dice)?;
    let a_cas = casualties(plan, &plan.attacker, d_hits, dice)?;
    let d_cas = casualties(plan, &plan.defender, a_hits, dice)?;
    Ok(Fight {
        hits: dice.rolling().then_some((a_hits, d_hits)),
        attacker_casualties: a_cas,
        defender_casualties: d_cas,
        attacker_target: clamp(
            plan,
            plan.attacker.base_target - penalty(plan, d_hits, a_cas),
        ),
        defender_target: clamp(
            plan,
            plan.defender.base_target - penalty(plan, a_hits, d_cas),
        ),
    })
}

/// One side's share of the fight, explored: the hits `striker` scores on `struck`, and
/// `struck`'s casualties and morale target after its saves.
fn fold(plan: &Plan, striker: &Side, struck: &Side, dice: &mut dyn Dice) -> Result<(u32, i64)> {
    let took = hits(plan, striker, dice)?;
    let cas = casualties(plan, struck, took, dice)?;
    Ok((
        cas,
        clamp(plan, struck.base_target - penalty(plan, took, cas)),
    ))
}

/// 4.0: a d6 per figure; the score needed or more hits (thrown even when none can hit, or
/// every one must).
fn hits(plan: &Plan, s: &Side, dice: &mut dyn Dice) -> Result<u32> {
    common::count_at_least(dice, s.figures, &plan.die, s.need, side_name(s.who))
}

/// 4.0: a skill test per hit taken; failures are casualties, never more than the figures.
fn casualties(plan: &Plan, s: &Side, took: u32, dice: &mut dyn Dice) -> Result<u32> {
    let saved = common::count_at_least(dice, took, &plan.die, s.skill, save_what(s.who))?;
    Ok((took - saved).min(s.figures))
}

/// What the morale rating loses after the fight: the hits taken (4.0) or, by house rule, the
/// casualties (5.0's wording).
pub(super) fn penalty(plan: &Plan, hits: u32, casualties: u32) -> i64 {
    i64::from(match plan.penalty {
        MoralePenalty::Hits => hits,
        MoralePenalty::Casualties => casualties,
    })
}

/// A target the morale dice cannot fail (or cannot pass) is the same as any other such.
pub(super) fn clamp(plan: &Plan, target: i64) -> i64 {
    match plan.bounds {
        Some((lo, hi)) => target.clamp(lo - 1, hi),
        None => target,
    }
}

/// A morale test (5.0) through [`MoraleTest::roll`](crate::rules::schwerpunkt::morale::MoraleTest::roll), as one two-way step when explored. The
/// dice are thrown even when they cannot change the answer.
fn morale(plan: &Plan, dice: &mut dyn Dice, target: i64, what: &str) -> Result<Verdict> {
    // Keyed: explored once per (test, target), however many fights lead to it.
    let key = format!("melee: {what} at {target}");
    settle_keyed(dice, what, &key, |d| {
        let t = plan.test.roll(d, target, what)?;
        Ok(Verdict {
            passed: t.passed,
            total: t.total.filter(|_| d.rolling()),
        })
    })
}

/// 4.0: the side that broke flees 2d6"; 5.0: with `--pursue` the winner follows 2d6" and
/// removes it on overtaking (ruling: reaching the flight plus the gap). One [`settle`]d step:
/// explored, only whether it was removed matters (the distances are kept only when rolled).
fn flight(plan: &Plan, dice: &mut dyn Dice) -> Result<Flight> {
    if let (false, Some(lead)) = (dice.rolling(), &plan.pursuit_lead) {
        // Explored: the distances are not quantities, only whether the pursuer overtakes,
        // with the same chances as the two rolls below.
        let removed = match plan.pursue {
            Some((gap, on_equal)) => {
                let need = if on_equal { gap } else { gap.saturating_add(1) };
                // Keyed: the lead die has a face per pair of rolls, costly to look up anew.
                Some(settle_keyed(dice, "pursuit", "melee: pursuit", |d| {
                    common::test_at_least(d, lead, need, "pursuit")
                })?)
            }
            None => None,
        };
        return Ok(Flight {
            distance: None,
            pursuit: None,
            removed,
        });
    }
    settle(dice, "flight", |d| {
        let distance = d.expr(&plan.flight_dice, "flight")?;
        let (pursuit, removed) = match plan.pursue {
            Some((gap, on_equal)) => {
                let p = d.expr(&plan.flight_dice, "pursuit")?;
                let reach = distance + gap;
                (Some(p), Some(if on_equal { p >= reach } else { p > reach }))
            }
            None => (None, None),
        };
        Ok(Flight {
            distance: d.rolling().then_some(distance),
            pursuit: pursuit.filter(|_| d.rolling()),
            removed,
        })
    })
}

//! 4.0 Melee: the options checked into a [`Plan`], and the size of the melee `--chances`
//! would follow, refused up front when too big.

use crate::chance::limits;
use crate::dice::ast::{Die, Expr, Face, Op};
use crate::error::{Error, Result};
use crate::rules::common;
use crate::rules::schwerpunkt::common::MAX_FIGURES;
use crate::rules::schwerpunkt::data::{MeleeSide, MoralePenalty};
use crate::rules::schwerpunkt::morale::MoraleTest;
use crate::rules::schwerpunkt::{self as sp};
use crate::rules::Cx;

use super::Melee;
use super::resolve::clamp;

/// The most earlier melees in one turn worth counting.
const MAX_FATIGUE: i64 = 10;

/// The most figures a side `--chances` follows, and the most paths it may take through a
/// melee, estimated up front from its size (see [`exact_paths`]). A side's fold costs paths
/// times the width of its weights (6^n), so the figures are capped too, where the largest
/// melees still answer well within a second (bench/README.md, "Figures behind the code").
/// The exact interpreter would refuse beyond its own path cap anyway, but
/// only after that work; the melee knows its size and says so at once.
const MAX_EXACT_FIGURES: u32 = 150;
const MAX_EXACT_PATHS: u64 = 2_500_000;

/// One side of the melee, checked.
#[derive(Clone, Debug)]
pub(crate) struct Side {
    pub who: MeleeSide,
    pub figures: u32,
    pub ferocity: i64,
    pub skill: i64,
    pub morale: i64,
    pub officer: bool,
    pub fatigue: u32,
    /// The score its figures need on the die: ferocity, raised by fatigue (4.1).
    pub need: i64,
    /// Its morale before the melee's penalty: the rating, +1 with the officer (1.6).
    pub base_target: i64,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub die: Die,
    pub test: MoraleTest,
    pub attacker: Side,
    pub defender: Side,
    /// Whether the defender tests to stand first (not in a continued melee).
    pub stand: bool,
    pub fatigue_mod: i64,
    pub penalty: MoralePenalty,
    pub tie_first: MeleeSide,
    /// The lowest and highest totals of the morale dice, when the expression is simple enough
    /// to tell (`2d6`: 2 and 12): targets beyond them are decided without a roll.
    pub bounds: Option<(i64, i64)>,
    pub flight: String,
    /// The flight's dice (4.0: 2d6), also the pursuit's (5.0).
    pub flight_dice: Expr,
    /// `--pursue`: the gap between the units, and whether reaching the flight overtakes
    /// (`[flight] overtake_on_equal`).
    pub pursue: Option<(i64, bool)>,
    /// For the exact interpreter: one die whose faces are every (pursuit − flight) the two
    /// rolls can make, so "overtaken" is one two-way step instead of 121 branches per melee
    /// ending. `None` when the flight dice are not plain dice (then both are explored).
    pub pursuit_lead: Option<Die>,
}

impl Melee {
    /// The options checked against the tables (`[melee]`, `[morale]`, `[flight]`).
    pub(super) fn plan(&self, cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.melee;
        let die = t.die.die().clone();
        let test = MoraleTest::new(cx)?;
        let side = |who: MeleeSide,
                    [figures, ferocity, skill, morale, fatigue]: [i64; 5],
                    officer: bool|
         -> Result<Side> {
            let w = match who {
                MeleeSide::Attacker => "--attacker",
                MeleeSide::Defender => "--defender",
            };
            let figures = common::count(
                &format!("{w}-figures"),
                figures,
                1,
                MAX_FIGURES,
                "the figures in a melee",
            )?;
            let ferocity = common::rating(&format!("{w}-ferocity"), ferocity, &die, "4.0")?;
            let skill = common::rating(&format!("{w}-skill"), skill, &die, "3.3, 4.0")?;
            let morale = test.rating(&format!("{w}-morale"), morale)?;
            let fatigue = common::count(
                &format!("{w}-fatigue"),
                fatigue,
                0,
                MAX_FATIGUE,
                "the melees already fought this turn",
            )?;
            Ok(Side {
                who,
                figures,
                ferocity,
                skill,
                morale,
                officer,
                fatigue,
                // 4.1: the modifier is to the roll, so a −1 raises the score needed.
                need: ferocity - i64::from(fatigue) * t.fatigue,
                base_target: morale + if officer { test.officer } else { 0 },
            })
        };
        let attacker = side(
            MeleeSide::Attacker,
            [
                self.attacker_figures,
                self.attacker_ferocity,
                self.attacker_skill,
                self.attacker_morale,
                self.attacker_fatigue,
            ],
            self.attacker_officer,
        )?;
        let defender = side(
            MeleeSide::Defender,
            [
                self.defender_figures,
                self.defender_ferocity,
                self.defender_skill,
                self.defender_morale,
                self.defender_fatigue,
            ],
            self.defender_officer,
        )?;
        let bounds = bounds(&test.dice);
        let pursue = if self.pursue {
            let gap = self.gap.unwrap_or(0);
            common::count("--gap", gap, 0, 1000, "the inches between the units")?;
            Some((gap, sp::tables(cx.data)?.flight.overtake_on_equal))
        } else {
            None
        };
        let plan = Plan {
            die,
            test,
            attacker,
            defender,
            stand: !self.continued,
            fatigue_mod: t.fatigue,
            penalty: t.morale_penalty,
            tie_first: t.tie_tests_first,
            bounds,
            flight: t.flight.text().to_string(),
            flight_dice: t.flight.expr().clone(),
            pursue,
            pursuit_lead: lead_die(t.flight.expr()),
        };
        if cx.chances {
            let paths = exact_paths(&plan);
            let most = plan.attacker.figures.max(plan.defender.figures);
            if most > MAX_EXACT_FIGURES || paths > MAX_EXACT_PATHS {
                return Err(Error::limit(format!(
                    "--chances: a melee of {} against {} figures is too big for exact chances \
                     (about {} ways to follow); they go up to {MAX_EXACT_FIGURES} figures a \
                     side and {} ways",
                    plan.attacker.figures,
                    plan.defender.figures,
                    limits::group(paths),
                    limits::group(MAX_EXACT_PATHS)
                )));
            }
        }
        Ok(plan)
    }
}

/// An upper bound on the paths the exact interpreter follows through the fight of a melee
/// (see [`fight`](super::resolve)): each side's fold (each hits, casualties pair), then each pair of their
/// values through the morale tests and the flight.
fn exact_paths(plan: &Plan) -> u64 {
    let pairs = |n: u32| u64::from(n + 1) * u64::from(n + 2) / 2;
    let (a, d) = (&plan.attacker, &plan.defender);
    let (ka, kd) = (fold_values(plan, d, a), fold_values(plan, a, d));
    pairs(d.figures)
        .saturating_add(pairs(a.figures))
        .saturating_add(ka.saturating_mul(kd).saturating_mul(FIGHT_PATHS))
}

/// The paths after the fight, at most, for one pair of fold values: two morale tests and a
/// flight with its pursuit.
const FIGHT_PATHS: u64 = 40;

/// How many distinct (casualties, target) values [`fold`](super::resolve) can give `struck`: for each target,
/// the casualties up to the most hits that lead to it.
fn fold_values(plan: &Plan, striker: &Side, struck: &Side) -> u64 {
    if plan.penalty == MoralePenalty::Casualties {
        // The target follows from the casualties.
        return u64::from(striker.figures.min(struck.figures)) + 1;
    }
    let mut most: std::collections::BTreeMap<i64, u32> = std::collections::BTreeMap::new();
    for took in 0..=striker.figures {
        let t = clamp(plan, struck.base_target - i64::from(took));
        let m = most.entry(t).or_insert(0);
        *m = (*m).max(took.min(struck.figures));
    }
    most.values().map(|&m| u64::from(m) + 1).sum()
}

/// The lowest and highest totals of a plain dice expression (`2d6`, `2d6+1`), or `None` when
/// modifiers make that harder to tell.
fn bounds(e: &Expr) -> Option<(i64, i64)> {
    match e {
        Expr::Num(n) => Some((*n, *n)),
        Expr::Dice(t)
            if t.per_die.is_empty()
                && t.selection == Default::default()
                && t.count_successes.is_none() =>
        {
            let n = i64::from(t.count);
            Some((n.checked_mul(t.die.min())?, n.checked_mul(t.die.max())?))
        }
        Expr::Neg(a) => {
            let (lo, hi) = bounds(a)?;
            Some((hi.checked_neg()?, lo.checked_neg()?))
        }
        Expr::Bin(Op::Add, a, b) => {
            let ((al, ah), (bl, bh)) = (bounds(a)?, bounds(b)?);
            Some((al.checked_add(bl)?, ah.checked_add(bh)?))
        }
        Expr::Bin(Op::Sub, a, b) => {
            let ((al, ah), (bl, bh)) = (bounds(a)?, bounds(b)?);
            Some((al.checked_sub(bh)?, ah.checked_sub(bl)?))
        }
        _ => None,
    }
}

/// A die with a face for every way the pursuit and the flight can fall, worth pursuit −
/// flight (2d6 against 2d6: 1,296 faces, −10 to 10).
fn lead_die(flight: &Expr) -> Option<Die> {
    let each = sp::barrage::sum_die(flight).ok()?;
    if each.faces.len().saturating_mul(each.faces.len()) > 1 << 16 {
        return None;
    }
    let faces = each
        .faces
        .iter()
        .flat_map(|p| {
            each.faces
                .iter()
                .map(move |f| Face::plain(p.value - f.value))
        })
        .collect();
    Some(Die {
        name: "pursuit − flight".into(),
        faces,
    })
}

//! 3.1 Off-table artillery: an observer calls the battery in with a d6 of his skill or more;
//! then one d10 per gun (at most 6) picks the square of the 3×3 barrage template it lands in,
//! and a 10 (the die's 0) lands off the template. `--2d6` rolls 2d6 per gun instead, for tables
//! without a d10, on a template labelled 2–10 (layout in `data/schwerpunkt.toml`).
//!
//! How the dice are asked for: every gun's roll is one aggregate step, "how many of the guns
//! fell on each value" (`tally`), so the exact chances of 6 guns are 5,005 ways to fall with a
//! d10. For `--2d6` a gun's roll is read as one die whose 36 faces are the 2d6 totals (2 once,
//! 7 six times, ...): the same chances as two dice, and still one aggregate step (8,008 ways
//! for 6 guns, where rolling gun by gun would be 11⁶ = 1.8 million, seconds of work). Rolled
//! (and with `--dice`), each gun throws its two dice as the referee does, shown `4 2 = 6`:
//! the same chances, so only the exact explorer takes the one-die shortcut.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::{Die, Expr, Face, Selection};
use crate::engine::{Dice, Quantities, Throw, Value, distinct_values};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Marginal, Style};
use crate::rules::Cx;
use crate::rules::common;
use crate::rules::common::words as chance_render;
use crate::rules::effects::{self as fx, Declared, Fill, Roles};
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Barrage {
    /// Guns firing: one d10 each, at most 6 in one barrage (3.1)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub guns: i64,

    /// The observer's skill: he calls the barrage in on a d6 of this or more; a failure means no barrage
    #[arg(long, value_name = "SKILL", allow_negative_numbers = true)]
    pub observer: Option<i64>,

    /// Roll 2d6 per gun instead of a d10: squares labelled 2–10, 7 in the centre; 11 and 12 lost
    #[arg(id = "2d6", long = "2d6")]
    #[serde(rename = "2d6")]
    pub two_d6: bool,
}

/// The most faces a `--2d6` gun's roll may have when read as one die (6 × 6 = 36 for 2d6).
const MAX_SUM_FACES: usize = 4096;

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    /// The observer's die and the score he needs.
    pub observer: Option<(Die, i64)>,
    pub guns: u32,
    /// Each gun's roll: a d10, or (`--2d6`) one die whose faces are the 2d6 totals.
    pub die: Die,
    /// `--2d6`: the dice each gun throws when rolled for real (two d6, shown `4 2 = 6`).
    pub dice_2d6: Option<Expr>,
    /// The template as drawn, top row first: the roll that lands in each square.
    pub template: Vec<Vec<i64>>,
    /// The squares' labels, ascending: the order of the quantities.
    pub labels: Vec<i64>,
    pub inches: i64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// Whether the barrage came down (always, without an observer roll).
    pub called_in: bool,
    /// Shells in each square, in the order of `Plan::labels`.
    pub hits: Vec<u32>,
    /// Shells that landed off the template.
    pub lost: u32,
    /// Rolled with `--2d6`: each gun's total in order (`None` while exploring the chances).
    pub landed: Option<Vec<i64>>,
}

impl Plan {
    /// Where a roll lands: the index of its square, or `None` off the template.
    fn square(&self, roll: i64) -> Option<usize> {
        self.labels.binary_search(&roll).ok()
    }

    fn hits_on(&self, o: &Outcome, label: i64) -> u32 {
        self.square(label).map_or(0, |i| o.hits[i])
    }
}

impl Procedure for Barrage {
    const INFO: Info = Info {
        rules: ID,
        name: "barrage",
        aliases: &["artillery"],
        section: "3.1",
        about: "Off-table artillery: a d10 per gun picks the square of the 3×3 template",
        after_help: "With --observer SKILL the observer first calls the battery in on a d6 of his \
skill or more; if he fails, no guns fire. Each gun (at most 6 in one barrage) rolls a d10: 1–9 is \
the square of the template it lands in, numbered as the rules draw it (1 2 3 / 4 5 6 / 7 8 9), \
and a 10 (the die's 0) lands off the template and is lost. Anything in a square that is hit is \
hit. Each square is 4\"×4\".\n\n--2d6 rolls 2d6 per gun instead: 7 in the centre square, 6 above \
and 8 below it, 5 left and 9 right, 2 top left, 3 top right, 4 bottom left and 10 bottom right; 11 and 12 are lost.\n\nExamples:\n  spw barrage \
--guns 6\n  spw barrage --guns 4 --observer 4\n  spw barrage --guns 3 --2d6\n  spw barrage --guns \
3 --dice 7,3,0\n  spw barrage --guns 2 --2d6 --dice 4,2,6,6\n  spw --chances barrage --guns 1..6 --goal 'square_5>=1' --at-least 40%",
        facts: Facts::new(
            Chances::Of(&[
                field(
                    "square_N",
                    Of::Number,
                    "shells in each square: square_1 … square_9, square_2 … square_10 with --2d6",
                ),
                field("lost", Of::Number, "shells off the template"),
                field("called_in", Of::YesNo, "true/false, with --observer"),
            ]),
            Throws::Dice(
                "the observer's d6 (with --observer), then each gun's die in turn; with --2d6, \
                 the two d6 of each gun in turn (--dice 4,2,6,6: gun 1 rolls 4 2 = 6, gun 2 6 6 = \
                 12).",
            ),
        )
        .result(&[
            field("landed", Of::List, "each gun's square, or null when lost"),
            field("template", Of::List, "the template's squares, as the rules draw it"),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the battery firing",
            target: "the unit the barrage is aimed at",
        },
        // 3.1: the observer is the firing side's; "guns" is how many of its guns fire.
        fill: &[
            Fill::unit("guns", "guns"),
            Fill::unit("observer", "observer"),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[Declared::game(
            "hits in squares: taken with save by what stands there (3.1, 3.3)",
            fx::Kind::Choice,
        )],
        luck: None,
    };

    fn effects(_plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        let hits: u32 = o.hits.iter().sum();
        if hits == 0 {
            return Vec::new();
        }
        vec![fx::Effect::Choice(
            "the template's squares fall on whatever stands in them: each unit hit takes its hits with `save` (3.1, 3.3)"
                .into(),
        )]
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.barrage;
        if self.guns > t.max_guns {
            return Err(Error::usage(format!(
                "--guns {}: at most {} guns in one barrage (3.1)",
                self.guns, t.max_guns
            )));
        }
        if self.guns < 1 {
            return Err(Error::usage(format!(
                "--guns {}: a barrage needs at least 1 gun, and at most {} (3.1)",
                self.guns, t.max_guns
            )));
        }
        let guns = u32::try_from(self.guns)
            .map_err(|_| Error::usage(format!("--guns {}: too large", self.guns)))?;
        let observer = match self.observer {
            Some(skill) => {
                let die = t.observer_die.die().clone();
                let skill = common::rating("--observer", skill, &die, "3.1")?;
                Some((die, skill))
            }
            None => None,
        };
        // The data check has made sure both dice read and every square can be hit.
        let (die, template) = if self.two_d6 {
            let die = sum_die(t.dice_2d6.expr()).map_err(|why| {
                Error::Runtime(format!("[barrage] dice_2d6 = \"{}\": {why}", t.dice_2d6))
            })?;
            (die, t.template_2d6.clone())
        } else {
            (t.die.die().clone(), t.template.clone())
        };
        let dice_2d6 = self.two_d6.then(|| t.dice_2d6.expr().clone());
        if let Some(bad) = unreachable_square(&template, &die) {
            return Err(Error::Runtime(format!(
                "[barrage] template: square {bad} is not a roll of {}",
                die.name
            )));
        }
        let mut labels: Vec<i64> = template.iter().flatten().copied().collect();
        labels.sort_unstable();
        Ok(Plan {
            observer,
            guns,
            die,
            dice_2d6,
            template,
            labels,
            inches: t.square_inches,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let mut o = Outcome {
            called_in: true,
            hits: vec![0; plan.labels.len()],
            lost: 0,
            landed: None,
        };
        if let Some((die, skill)) = &plan.observer {
            // 3.1: no successful call, no barrage: the guns' dice are not rolled.
            if !common::test_at_least(dice, die, *skill, "observer")? {
                o.called_in = false;
                return Ok(o);
            }
        }
        if let (Some(each), true) = (&plan.dice_2d6, dice.rolling()) {
            // Rolled: two dice per gun, as thrown at the table (and as --dice gives them).
            let mut landed = Vec::new();
            for gun in 1..=plan.guns {
                let roll = dice.expr(each, &format!("gun {gun}"))?;
                match plan.square(roll) {
                    Some(i) => o.hits[i] += 1,
                    None => o.lost += 1,
                }
                landed.push(roll);
            }
            o.landed = Some(landed);
            return Ok(o);
        }
        let counts = dice.tally(plan.guns, &plan.die, "gun")?;
        for (roll, n) in distinct_values(&plan.die).into_iter().zip(counts) {
            match plan.square(roll) {
                Some(i) => o.hits[i] += n,
                None => o.lost += n,
            }
        }
        Ok(o)
    }

    fn quantities(plan: &Plan, o: &Outcome) -> Quantities {
        let mut q: Quantities = Vec::new();
        if plan.observer.is_some() {
            q.push(("called_in".into(), o.called_in.into()));
        }
        for (label, n) in plan.labels.iter().zip(&o.hits) {
            q.push((format!("square_{label}"), (*n).into()));
        }
        q.push(("lost".into(), o.lost.into()));
        q
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        let mut result = serde_json::Map::new();
        if plan.observer.is_some() {
            result.insert("called_in".into(), json!(o.called_in));
        }
        for t in throws.iter().filter(|t| &*t.what == "observer") {
            let tail = if o.called_in {
                "called in"
            } else {
                "not called in"
            };
            blocks.push(throw_line(t, tail));
        }
        if !o.called_in {
            let summary =
                "the observer fails to call the battery in: no barrage this turn".to_string();
            return Told {
                result,
                summary,
                blocks,
            };
        }
        // Where each gun landed, gun by gun: the battery's dice are its one step, in order.
        let landed: Vec<i64> = match &o.landed {
            Some(totals) => totals.clone(),
            None => throws
                .iter()
                .filter(|t| &*t.what == "gun")
                .flat_map(|t| t.dice.iter().map(|d| d.value))
                .collect(),
        };
        if o.landed.is_some() {
            // --2d6 rolled: a line per gun, its two dice and the total, "4 2 = 6 → square 6".
            let guns = throws.iter().filter(|t| t.what.starts_with("gun "));
            for (t, roll) in guns.zip(&landed) {
                let to = match plan.square(*roll) {
                    Some(_) => format!("square {roll}"),
                    None => "lost".to_string(),
                };
                blocks.push(throw_line(t, &format!("= {roll} → {to}")));
            }
        } else {
            for t in throws.iter().filter(|t| &*t.what == "gun") {
                blocks.push(throw_line(t, ""));
            }
        }
        blocks.extend(picture(plan, &|sq| {
            let n = plan.hits_on(o, sq);
            let text = match n {
                0 => String::new(),
                n => common::count_text(n, "hit", "hits"),
            };
            (text, if n > 0 { Style::Bad } else { Style::Plain })
        }));
        result.insert(
            "landed".into(),
            json!(
                landed
                    .iter()
                    .map(|r| plan.square(*r).map(|_| *r))
                    .collect::<Vec<_>>()
            ),
        );
        result.insert("template".into(), json!(plan.template));
        Told {
            result,
            summary: summary(plan, o),
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(setting(plan))
    }

    fn chance_notes(plan: &Plan, chances: &[Marginal]) -> Vec<Block> {
        // Each square shows the chance it is hit at least once: 1 − P(no shell lands there).
        let hit = |sq: i64| {
            let name = format!("square_{sq}");
            let q = chances.iter().find(|q| q.name == name)?;
            let none = q.outcomes.iter().find(|(v, _)| *v == Value::Int(0));
            let pc = 100.0 - none.map_or(0.0, |(_, p)| p.percent());
            Some(format!("{}%", chance_render::percent(pc.max(0.0))))
        };
        let mut blocks = picture(plan, &|sq| (hit(sq).unwrap_or_default(), Style::Plain));
        blocks.push(Block::Line(Line::new().push(
            "in each square: the chance it is hit at least once",
            Style::Dim,
        )));
        blocks
    }
}

/// "6 guns, a d10 each: 1–9 the square, 10 lost (observer calls it in on 4+)".
fn setting(plan: &Plan) -> String {
    let guns = common::count_text(plan.guns, "gun", "guns");
    // "a d10 each", "2d6 each".
    let name = &plan.die.name;
    let each = if name.starts_with('d') {
        format!("a {name} each")
    } else {
        format!("{name} each")
    };
    let first = plan.labels.first().copied().unwrap_or(0);
    let last = plan.labels.last().copied().unwrap_or(0);
    let mut s = format!("{guns}, {each}: squares {first}–{last}, any other roll lost");
    if let Some((_, skill)) = &plan.observer {
        s.push_str(&format!("; the observer calls it in on {skill}+"));
    }
    s
}

/// The template, 3×3 squares as the table sees it, with `cell(square)` written in each (the
/// shells that landed there, or the chance of any), and under it the squares' size (a line
/// of its own, so it wraps on a narrow screen where the grid still fits).
fn picture(plan: &Plan, cell: &dyn Fn(i64) -> (String, Style)) -> Vec<Block> {
    const W: usize = 8;
    let rule = |l: &str, m: &str, r: &str| {
        let bar = "─".repeat(W);
        Line::plain(format!("{l}{bar}{m}{bar}{m}{bar}{r}"))
    };
    let mut lines = vec![rule("┌", "┬", "┐")];
    for (i, row) in plan.template.iter().enumerate() {
        let mut label = Line::plain("│");
        let mut shells = Line::plain("│");
        for sq in row {
            label = label
                .push(format!(" {sq:<w$}", w = W - 1), Style::Dim)
                .text("│");
            let (text, style) = cell(*sq);
            shells = shells
                .push(format!(" {text:<w$}", w = W - 1), style)
                .text("│");
        }
        lines.push(label);
        lines.push(shells);
        if i + 1 < plan.template.len() {
            lines.push(rule("├", "┼", "┤"));
        }
    }
    lines.push(rule("└", "┴", "┘"));
    let inches = plan.inches;
    vec![
        Block::Pre(lines),
        Block::Line(Line::new().push(
            format!("each square {inches}\"×{inches}\"; anything in a square that is hit is hit"),
            Style::Dim,
        )),
    ]
}

/// "3 hits: 2 in square 7, 1 in square 3; 1 shell lost".
fn summary(plan: &Plan, o: &Outcome) -> String {
    let total: u32 = o.hits.iter().sum();
    let mut squares: Vec<(i64, u32)> = plan
        .labels
        .iter()
        .copied()
        .zip(o.hits.iter().copied())
        .filter(|(_, n)| *n > 0)
        .collect();
    // The hardest-hit squares first; equal counts in square order.
    squares.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let hits = common::noun(total, "hit", "hits");
    let mut s = match squares.as_slice() {
        [] => "no hits on the template".to_string(),
        [(sq, _)] => format!("{total} {hits} in square {sq}"),
        many => {
            // Squares hit equally often are named together: "1 each in squares 2, 4 and 5".
            let mut groups: Vec<(u32, Vec<i64>)> = Vec::new();
            for (sq, n) in many {
                match groups.last_mut() {
                    Some((m, sqs)) if m == n => sqs.push(*sq),
                    _ => groups.push((*n, vec![*sq])),
                }
            }
            let parts: Vec<String> = groups
                .iter()
                .map(|(n, sqs)| match sqs.as_slice() {
                    [one] => format!("{n} in square {one}"),
                    more => format!("{n} each in squares {}", and_list(more)),
                })
                .collect();
            format!("{total} {hits}: {}", parts.join(", "))
        }
    };
    match o.lost {
        0 => {}
        1 => s.push_str("; 1 shell lost"),
        n => s.push_str(&format!("; {n} shells lost")),
    }
    s
}

/// A plain dice term (`2d6`) read as one die: a face for every way the dice can fall, worth
/// their total, so each total comes up exactly as often as with the dice themselves.
pub(super) fn sum_die(e: &Expr) -> std::result::Result<Die, String> {
    let Expr::Dice(t) = e else {
        return Err("must be plain dice such as 2d6".into());
    };
    if !t.per_die.is_empty() || t.selection != Selection::default() || t.count_successes.is_some() {
        return Err("must be plain dice such as 2d6, without modifiers".into());
    }
    let mut sums: Vec<i64> = vec![0];
    for _ in 0..t.count {
        if sums.len().saturating_mul(t.die.sides()) > MAX_SUM_FACES {
            return Err(format!("too many ways to fall (at most {MAX_SUM_FACES})"));
        }
        sums = sums
            .iter()
            .flat_map(|s| t.die.faces.iter().map(move |f| s + f.value))
            .collect();
    }
    Ok(Die {
        name: t.text.clone(),
        faces: sums.into_iter().map(Face::plain).collect(),
    })
}

/// A square of `template` that `die` can never roll, so could never be hit.
pub(super) fn unreachable_square(template: &[Vec<i64>], die: &Die) -> Option<i64> {
    let faces = distinct_values(die);
    template
        .iter()
        .flatten()
        .find(|v| !faces.contains(v))
        .copied()
}

/// "2, 4 and 5".
fn and_list(v: &[i64]) -> String {
    match v {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!(
            "{} and {last}",
            init.iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

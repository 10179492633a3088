//! 3.5, 4.2 in words: the to-hit, penetration and damage lines, the summary a referee reads
//! out and `--json`'s result; and the notes under `--chances`.

use serde_json::json;

use crate::engine::Throw;
use crate::report::{Block, Line};
use crate::rules::common;
use crate::rules::{Told, throw_line};

use super::{Outcome, Plan, ToHit, Volley};

/// The account of one shot or assault (several hits: [`tell_volley`]).
pub(super) fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
    let mut blocks = Vec::new();
    let mut result = serde_json::Map::new();
    let find = |what: &str| throws.iter().find(|t| &*t.what == what);
    if let (Some(v), Outcome::Volley { .. }) = (&plan.volley, o) {
        return tell_volley(plan, v, o, throws);
    }
    match &plan.to_hit {
        None => blocks.push(Block::Line(Line::plain(
            "infantry assault: no roll to hit (4.2)",
        ))),
        Some(h) => {
            blocks.push(Block::Line(Line::plain(to_hit_line(h))));
            if let Some(t) = find("to hit") {
                let hit = !matches!(o, Outcome::Miss);
                blocks.push(throw_line(t, if hit { "hit" } else { "miss" }));
            }
            result.insert("to_hit_need".into(), json!(h.need));
        }
    }
    if !matches!(o, Outcome::Miss) {
        blocks.push(Block::Line(Line::plain(penetration_line(plan))));
        if let Some(t) = find("penetration") {
            let pen = matches!(o, Outcome::Damage { .. });
            blocks.push(throw_line(
                t,
                if pen { "penetrates" } else { "no penetration" },
            ));
        }
    }
    if plan.score.is_some() {
        result.insert("penetration_need".into(), json!(plan.need));
    }
    if let Outcome::Damage { roll, row } = o {
        let text = &plan.damage.rows[*row].3;
        if let Some(t) = find("damage") {
            blocks.push(throw_line(t, &format!("→ {text}")));
        }
        result.insert("damage_roll".into(), json!(roll));
        result.insert("damage".into(), json!(text));
    }
    Told {
        result,
        summary: summary(plan, o),
        blocks,
    }
}

/// Under `--chances`: the roll to hit and the penetration score.
pub(super) fn chance_notes(plan: &Plan) -> Vec<Block> {
    let mut out = Vec::new();
    match &plan.to_hit {
        Some(h) => out.push(Block::Line(Line::plain(to_hit_line(h)))),
        None => out.push(Block::Line(Line::plain(
            "infantry assault: no roll to hit (4.2)",
        ))),
    }
    out.push(Block::Line(Line::plain(penetration_line(plan))));
    out
}

/// The account of several hits: the hits, then each hit's penetration and damage.
fn tell_volley(plan: &Plan, v: &Volley, o: &Outcome, throws: &[Throw]) -> Told {
    let mut blocks = Vec::new();
    let mut result = serde_json::Map::new();
    let Outcome::Volley { hits, jammed, .. } = o else {
        return Told {
            result,
            summary: summary(plan, o),
            blocks,
        };
    };
    match v {
        Volley::Shots(n) => {
            if let Some(h) = &plan.to_hit {
                blocks.push(Block::Line(Line::plain(format!(
                    "{}; {}",
                    common::count_text(*n, "shot", "shots"),
                    to_hit_line(h)
                ))));
                result.insert("to_hit_need".into(), json!(h.need));
            }
            for t in throws.iter().filter(|t| &*t.what == "shot") {
                blocks.push(throw_line(t, &common::count_text(*hits, "hit", "hits")));
            }
        }
        Volley::Sf { n, .. } => {
            blocks.push(Block::Line(Line::plain(format!(
                "{}, no reference to marksmanship: the hits are their sum, a JAM a miss (1.7, 3.0)",
                common::count_text(*n, "SF die", "SF dice")
            ))));
            for t in throws.iter().filter(|t| &*t.what == "SF die") {
                let seized = if *jammed { "; the weapon seizes" } else { "" };
                blocks.push(throw_line(
                    t,
                    &format!("{}{seized}", common::count_text(*hits, "hit", "hits")),
                ));
            }
        }
        Volley::Figures(n) => blocks.push(Block::Line(Line::plain(format!(
            "infantry assault: {} in contact, no roll to hit, a penetration roll each (4.2)",
            common::count_text(*n, "figure", "figures")
        )))),
    }
    if *hits > 0 {
        blocks.push(Block::Line(Line::plain(penetration_line(plan))));
        result.insert("penetration_need".into(), json!(plan.need));
    }
    let mut damage = Vec::new();
    for t in throws {
        if t.what.starts_with("penetration ") {
            let pen = throws
                .iter()
                .any(|d| *d.what == *format!("damage {}", &t.what["penetration ".len()..]));
            blocks.push(throw_line(
                t,
                if pen { "penetrates" } else { "no penetration" },
            ));
        } else if t.what.starts_with("damage ") {
            let roll: i64 = t.dice.iter().map(|d| d.value).sum();
            if let Some(r) = plan
                .damage
                .rows
                .iter()
                .find(|(lo, hi, _, _)| (*lo..=*hi).contains(&roll))
            {
                blocks.push(throw_line(t, &format!("→ {}", r.3)));
                damage.push(json!(r.3));
            }
        }
    }
    result.insert("damage".into(), json!(damage));
    Told {
        result,
        summary: summary(plan, o),
        blocks,
    }
}

/// The sentence a referee reads out.
fn summary(plan: &Plan, o: &Outcome) -> String {
    match o {
        Outcome::Volley {
            hits,
            penetrations,
            worst,
            jammed,
        } => {
            let seized = if *jammed {
                "; two jams: the weapon seizes and misses a turn (3.0)"
            } else {
                ""
            };
            let hit_text = common::count_text(*hits, "hit", "hits");
            let s = match worst {
                None if *hits == 0 => "no hits".to_string(),
                None if plan.score.is_none() => format!(
                    "{hit_text}, but {} cannot penetrate vehicle class {}: no effect (3.5)",
                    class_text(plan),
                    plan.vehicle
                ),
                None => format!("{hit_text}, no penetration"),
                Some(row) => format!(
                    "{hit_text}, {}; the worst: {}",
                    common::count_text(*penetrations, "penetration", "penetrations"),
                    plan.damage.rows[*row].3
                ),
            };
            format!("{s}{seized}")
        }
        Outcome::CannotPenetrate => format!(
            "{} cannot penetrate vehicle class {}: no effect (3.5)",
            class_text(plan),
            plan.vehicle
        ),
        Outcome::Miss => "missed".to_string(),
        Outcome::NoPenetration if plan.to_hit.is_some() => "hit, but no penetration".to_string(),
        Outcome::NoPenetration => "no penetration".to_string(),
        Outcome::Damage { row, .. } => format!("penetrated: {}", plan.damage.rows[*row].3),
    }
}

/// The value of `result`: what happened, in the table's words.
pub(super) fn result_name<'a>(plan: &'a Plan, o: &Outcome) -> &'a str {
    match o {
        Outcome::CannotPenetrate => "cannot penetrate",
        Outcome::Miss => "miss",
        Outcome::NoPenetration => "no penetration",
        Outcome::Damage { row, .. } => &plan.damage.rows[*row].2,
        Outcome::Volley {
            hits: 0,
            worst: None,
            ..
        } => "miss",
        Outcome::Volley { worst: None, .. } if plan.score.is_none() => "cannot penetrate",
        Outcome::Volley { worst: None, .. } => "no penetration",
        Outcome::Volley {
            worst: Some(row), ..
        } => &plan.damage.rows[*row].2,
    }
}

/// "class 1 (rifle)".
pub(super) fn class_text(plan: &Plan) -> String {
    match &plan.class_name {
        Some(n) => format!("class {} ({n})", plan.class),
        None => format!("class {}", plan.class),
    }
}

/// "to hit: marksmanship 4, target moving +1: hit on 5+".
fn to_hit_line(h: &ToHit) -> String {
    let mods = if h.mods.0.is_empty() {
        String::new()
    } else {
        format!(", {}", h.mods.describe())
    };
    let die = &h.die.name;
    let verdict = if h.need > h.die.max() {
        format!("would need {} on a {die}, so the shot cannot hit", h.need)
    } else if h.need <= h.die.min() {
        "hits on any roll".to_string()
    } else {
        format!("hit on {}+", h.need)
    };
    format!("to hit: marksmanship {}{mods}: {verdict}", h.marksmanship)
}

/// "penetration: the table gives 30, side −15: 15+ on d% (00 00 = 100, as 3.5 says)".
fn penetration_line(plan: &Plan) -> String {
    let Some(score) = plan.score else {
        return "penetration: the table gives \"-\" (cannot penetrate): nothing to roll".into();
    };
    let mods = if plan.location.0.is_empty() {
        String::new()
    } else {
        format!(", {}", plan.location.describe())
    };
    let die = &plan.percentile.name;
    let verdict = if plan.need > plan.percentile.max() {
        format!("would need {} on {die}, so it cannot penetrate", plan.need)
    } else if plan.need <= plan.percentile.min() {
        "penetrates on any roll".to_string()
    } else {
        format!("{}+ on {die} (00 00 = 100, as 3.5 says)", plan.need)
    };
    format!("penetration: the table gives {score}{mods}: {verdict}")
}

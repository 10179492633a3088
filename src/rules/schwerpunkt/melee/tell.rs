//! 4.0 Melee in words: the sides, each throw and what it means, the summary and `--json`'s
//! result; and the notes under `--chances`.

use serde_json::json;

use crate::engine::Throw;
use crate::report::{Block, Line, Style};
use crate::rules::common::{self, signed};
use crate::rules::schwerpunkt::data::{MeleeSide, MoralePenalty};
use crate::rules::{Told, throw_line};

use super::resolve::penalty;
use super::{Flight, Kind, Outcome, Plan, STAND, Side, Verdict, morale_what, save_what, side_name};

/// The account of a melee rolled (or of one ending, explored).
pub(super) fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
    let find = |what: &str| throws.iter().find(|t| &*t.what == what);
    let mut blocks = vec![
        Block::Line(Line::plain(side_line(plan, &plan.attacker))),
        Block::Line(Line::plain(side_line(plan, &plan.defender))),
    ];
    if let Some(stand) = o.stand {
        let target = plan.defender.base_target;
        blocks.push(Block::Line(Line::plain(format!(
            "the defender tests morale to stand (4.0): {}",
            target_text(plan, &plan.defender, 0, target)
        ))));
        push_morale(&mut blocks, find(STAND), stand, "stands", "fails");
    }
    let mut result = serde_json::Map::new();
    if o.kind == Kind::DefenderFled {
        // 5.0: "A unit that flees an assault may be pursued", before contact too.
        blocks.push(pursuit(plan));
        if let Some(f) = &o.flight {
            push_flight(&mut blocks, plan, f, throws);
            flight_json(&mut result, f);
        }
        let summary = format!(
            "the defender flees {} towards its table edge before contact: no melee{}",
            flees(plan, o),
            pursued(o)
        );
        return Told {
            result,
            summary,
            blocks,
        };
    }
    let (a_hits, d_hits) = o.hits.unwrap_or_default();
    for (s, hits) in [(&plan.attacker, a_hits), (&plan.defender, d_hits)] {
        blocks.push(Block::Line(Line::plain(hits_text(plan, s))));
        if let Some(t) = find(side_name(s.who)) {
            blocks.push(throw_line(t, &common::count_text(hits, "hit", "hits")));
        }
    }
    for (s, took, cas) in [
        (&plan.attacker, d_hits, o.attacker_casualties),
        (&plan.defender, a_hits, o.defender_casualties),
    ] {
        blocks.push(Block::Line(Line::plain(saves_text(plan, s, took))));
        if let Some(t) = find(save_what(s.who)) {
            blocks.push(throw_line(
                t,
                &common::count_text(cas, "casualty", "casualties"),
            ));
        }
    }
    result.insert("attacker_hits".into(), json!(a_hits));
    result.insert("defender_hits".into(), json!(d_hits));
    for (i, (who, verdict)) in o.tests.iter().enumerate() {
        let (s, took, cas) = match who {
            MeleeSide::Attacker => (&plan.attacker, d_hits, o.attacker_casualties),
            MeleeSide::Defender => (&plan.defender, a_hits, o.defender_casualties),
        };
        let target = s.base_target - penalty(plan, took, cas);
        let name = side_name(*who);
        let why = if i > 0 {
            format!("then the {name} tests morale")
        } else if o.attacker_casualties == o.defender_casualties {
            format!("casualties are even ({cas} each): the {name} tests morale first (ruling)")
        } else {
            format!(
                "the {name} took more casualties ({cas} to {}) and tests morale first",
                o.attacker_casualties + o.defender_casualties - cas
            )
        };
        blocks.push(Block::Line(Line::plain(format!(
            "{why}: {}",
            target_text(plan, s, penalty(plan, took, cas), target)
        ))));
        push_morale(
            &mut blocks,
            find(morale_what(*who)),
            *verdict,
            "passes",
            "fails",
        );
    }
    if matches!(o.kind, Kind::AttackerFlees | Kind::DefenderFlees) {
        blocks.push(pursuit(plan));
        if let Some(f) = &o.flight {
            push_flight(&mut blocks, plan, f, throws);
            flight_json(&mut result, f);
        }
    }
    let casualties = format!(
        "casualties: attacker {}, defender {}",
        o.attacker_casualties, o.defender_casualties
    );
    let summary = match o.kind {
        Kind::AttackerFlees | Kind::DefenderFlees => format!(
            "the {} flees {} towards its table edge (surrendering if enemy troops are in its path){}; {casualties}",
            if o.kind == Kind::AttackerFlees {
                "attacker"
            } else {
                "defender"
            },
            flees(plan, o),
            pursued(o)
        ),
        Kind::BothStand => {
            format!("both sides stand: the melee goes on next round; {casualties}")
        }
        Kind::AttackerWipedOut => format!("the attacker is wiped out; {casualties}"),
        Kind::DefenderWipedOut => format!("the defender is wiped out; {casualties}"),
        Kind::BothWipedOut => format!("both units are wiped out; {casualties}"),
        Kind::DefenderFled => String::new(),
    };
    Told {
        result,
        summary,
        blocks,
    }
}

/// Under `--chances`: the sides, the stand test and what each side's figures need.
pub(super) fn chance_notes(plan: &Plan) -> Vec<Block> {
    let mut out = vec![
        Block::Line(Line::plain(side_line(plan, &plan.attacker))),
        Block::Line(Line::plain(side_line(plan, &plan.defender))),
    ];
    if plan.stand {
        out.push(Block::Line(Line::plain(format!(
            "the defender tests morale to stand (4.0): {}",
            target_text(plan, &plan.defender, 0, plan.defender.base_target)
        ))));
    }
    out.push(Block::Line(Line::plain(hits_text(plan, &plan.attacker))));
    out.push(Block::Line(Line::plain(hits_text(plan, &plan.defender))));
    out
}

/// "attacker: 10 figures, ferocity 4, skill 4, morale 7, officer +1".
fn side_line(plan: &Plan, s: &Side) -> String {
    let mut t = format!(
        "{}: {} figure{}, ferocity {}, skill {}, morale {}",
        side_name(s.who),
        s.figures,
        if s.figures == 1 { "" } else { "s" },
        s.ferocity,
        s.skill,
        s.morale
    );
    if s.officer {
        t.push_str(&format!(", officer {}", signed(plan.test.officer)));
    }
    if s.fatigue > 0 {
        t.push_str(&format!(
            ", {} earlier melee{} this turn",
            s.fatigue,
            if s.fatigue == 1 { "" } else { "s" }
        ));
    }
    t
}

/// "attacker hits on 5+ (ferocity 4, fatigue −1)".
fn hits_text(plan: &Plan, s: &Side) -> String {
    let mut why = format!("ferocity {}", s.ferocity);
    if s.fatigue > 0 {
        why.push_str(&format!(
            ", fatigue {}",
            signed(i64::from(s.fatigue) * plan.fatigue_mod)
        ));
    }
    let name = side_name(s.who);
    if s.need > plan.die.max() {
        format!(
            "the {name} would need {} on a {}: no figure can hit ({why})",
            s.need, plan.die.name
        )
    } else if s.need <= plan.die.min() {
        format!("every {name} figure hits ({why})")
    } else {
        format!("the {name}'s figures hit on {}+ ({why})", s.need)
    }
}

/// "the attacker saves 3 hits on 4+ (skill 4)".
fn saves_text(plan: &Plan, s: &Side, took: u32) -> String {
    let name = side_name(s.who);
    if took == 0 {
        format!("the {name} took no hits")
    } else if s.skill <= plan.die.min() {
        format!(
            "the {name} saves every hit it took ({took}, skill {})",
            s.skill
        )
    } else {
        format!(
            "the {name} took {}: each is saved on {}+ (skill {})",
            common::count_text(took, "hit", "hits"),
            s.skill,
            s.skill
        )
    }
}

/// "morale 8, officer +1, hits taken −3: passes on 6 or less".
fn target_text(plan: &Plan, s: &Side, penalty: i64, target: i64) -> String {
    let mut t = format!("morale {}", s.morale);
    if s.officer {
        t.push_str(&format!(", officer {}", signed(plan.test.officer)));
    }
    if penalty > 0 {
        let what = match plan.penalty {
            MoralePenalty::Hits => "hits taken",
            MoralePenalty::Casualties => "casualties",
        };
        t.push_str(&format!(", {what} {}", signed(-penalty)));
    }
    let dice = plan.test.dice.to_string();
    match plan.bounds {
        Some((lo, _)) if target < lo => {
            format!("{t}: would need {dice} of {target} or less, so it fails")
        }
        Some((_, hi)) if target >= hi => format!("{t}: passes on any roll"),
        _ => format!("{t}: passes on {target} or less"),
    }
}

/// The flight and pursuit throws, and what they mean.
fn push_flight(blocks: &mut Vec<Block>, plan: &Plan, f: &Flight, throws: &[Throw]) {
    let find = |what: &str| throws.iter().find(|t| &*t.what == what);
    if let (Some(t), Some(d)) = (find("flight"), f.distance) {
        blocks.push(throw_line(t, &format!("= {d}\" of flight")));
    }
    if let (Some(t), Some(p), Some(removed)) = (find("pursuit"), f.pursuit, f.removed) {
        let gap = plan.pursue.map_or(0, |(g, _)| g);
        let tail = if removed {
            format!("= {p}\": overtaken (flight + gap {gap}\"), removed from the game")
        } else {
            format!("= {p}\": it gets away (flight + gap {gap}\")")
        };
        blocks.push(throw_line(t, &tail));
    }
}

/// The rolled distances in `--json`'s result: `flight`, and `pursuit` with `--pursue`.
fn flight_json(result: &mut serde_json::Map<String, serde_json::Value>, f: &Flight) {
    if let Some(d) = f.distance {
        result.insert("flight".into(), json!(d));
    }
    if let Some(p) = f.pursuit {
        result.insert("pursuit".into(), json!(p));
    }
}

/// "flees 7\"" when the flight was rolled, else "flees 2d6\"".
fn flees(plan: &Plan, o: &Outcome) -> String {
    match o.flight.and_then(|f| f.distance) {
        Some(d) => format!("{d}\""),
        None => format!("{}\"", plan.flight),
    }
}

/// "; the winner pursues 9\": overtaken and removed from the game".
fn pursued(o: &Outcome) -> String {
    match o.flight {
        Some(Flight {
            pursuit: Some(p),
            removed: Some(true),
            ..
        }) => format!("; pursued {p}\": overtaken and removed from the game"),
        Some(Flight {
            pursuit: Some(p),
            removed: Some(false),
            ..
        }) => format!("; pursued {p}\": it gets away"),
        _ => String::new(),
    }
}

/// 5.0: the pursuit open to the side that did not flee.
fn pursuit(plan: &Plan) -> Block {
    Block::Line(Line::new().push(
        format!(
            "5.0: the winner may pursue {}\"; a fleeing unit it overtakes is removed",
            plan.flight
        ),
        Style::Dim,
    ))
}

/// A morale throw with its total and verdict (nothing when no dice were thrown).
fn push_morale(blocks: &mut Vec<Block>, t: Option<&Throw>, v: Verdict, yes: &str, no: &str) {
    let (Some(t), Some(total)) = (t, v.total) else {
        return;
    };
    let passed = v.passed;
    let mut line = match throw_line(t, &format!("= {total}")) {
        Block::Line(l) => l,
        other => {
            blocks.push(other);
            return;
        }
    };
    line = line.text(", ").push(
        if passed { yes } else { no },
        if passed { Style::Good } else { Style::Bad },
    );
    blocks.push(Block::Line(line));
}

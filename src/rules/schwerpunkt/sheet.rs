//! Schwerpunkt's quick-reference sheet (`spw sheet schwerpunkt`): its tables in the order of
//! the rules, the grids a referee reads most (hits by the score needed and the shots, casualties
//! by skill and hits, morale by rating and modifier, barrage squares, skill tests), and a unit's
//! card odds (its fire, saves and morale). Every chance is a case run by the procedure itself.

use super::{ID, aa, barrage, fire, morale, penetrate, save, test, tables};
use crate::data::Data;
use crate::error::Result;
use crate::rules::Procedure;
use crate::rules::sheet::{
    Case, Cell, Doc, Grid, Piece, Spec, UnitView, at_least_grid, number, side_by_side, value_text,
};

pub(crate) const SPEC: Spec = Spec { pieces, card };

/// Shots, hits and the "this or more" columns of the fire and save grids.
const SHOTS: u32 = 8;
const AT_LEAST: u32 = 4;

fn pieces(data: &Data) -> Result<Vec<Piece>> {
    let doc = Doc::new(data, ID)?;
    let t = tables(data)?;
    let mut out = vec![
        doc.generic("initiative"),
        doc.generic("movement"),
        doc.generic("fire"),
        fire_odds(),
        doc.generic("scatter"),
        barrage(&doc),
        barrage_odds(&t.barrage),
        doc.generic("duel"),
        doc.generic("save"),
        save_odds(),
        doc.generic("pin"),
        doc.generic("test"),
        test_odds(),
        penetrate(&doc),
        penetration(&doc),
        penetration_odds(&doc),
        rows(&doc, "damage", "d6"),
        doc.generic("drift"),
        doc.generic("melee"),
        doc.generic("morale"),
        morale_odds(t.morale.min_rating, t.morale.max_rating),
        doc.generic("flight"),
        doc.generic("aircraft"),
        rows(&doc, "aa", "2d6"),
        aa_odds(),
        doc.generic("strafe"),
        rows(&doc, "game_length", "d6"),
        doc.generic("victory"),
        terrain(&doc),
    ];
    out.retain(|p| !p.title.is_empty());
    Ok(out)
}

/// A case of a Schwerpunkt procedure.
fn case<P: Procedure>(args: &[String], goal: &str) -> Cell {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    Case::of::<P>(&args, goal).cell()
}

fn words(args: &[&str]) -> Vec<String> {
    args.iter().map(|a| a.to_string()).collect()
}

/// 3.0: hits by the score needed and the shots, "this or more".
fn fire_odds() -> Piece {
    let p = Piece::odds(
        "Hits (fire)",
        "3.0",
        "Chance of at least this many hits: find the score needed after modifiers (marksmanship; \
         pinned, moved, long range each +1), then the shots.",
    );
    let grids = (2..=6)
        .map(|score| {
            let rows = (1..=SHOTS)
                .map(|n| {
                    let args =
                        words(&["--marksmanship", &score.to_string(), "--shots", &n.to_string()]);
                    (n.to_string(), args, n)
                })
                .collect();
            at_least_grid::<fire::Fire>("shots", "hits", 1..=AT_LEAST, rows)
                .caption(format!("hit on {score}+"))
        })
        .collect();
    p.grid(side_by_side(grids)).wide()
}

/// 3.3: casualties by skill and hits, "this or more".
fn save_odds() -> Piece {
    let p = Piece::odds(
        "Casualties (saves)",
        "3.3",
        "Chance of at least this many casualties from the hits taken, a save each on a d6 of \
         the skill or more (cover, rifle grenades: read the skill one better).",
    );
    let grids = (2..=6)
        .map(|skill| {
            let rows = (1..=SHOTS)
                .map(|n| {
                    let args = words(&["--skill", &skill.to_string(), "--hits", &n.to_string()]);
                    (n.to_string(), args, n)
                })
                .collect();
            at_least_grid::<save::Save>("hits", "casualties", 1..=AT_LEAST, rows)
                .caption(format!("skill {skill}: saved on {skill}+"))
        })
        .collect();
    p.grid(side_by_side(grids)).wide()
}

/// 5.0: the chance of passing by rating, with the officer and with hits taken in melee.
fn morale_odds(min: i64, max: i64) -> Piece {
    let columns: [(&str, &[&str]); 5] = [
        ("officer +1", &["--officer"]),
        ("±0", &[]),
        ("1 hit −1", &["--hits", "1"]),
        ("2 hits", &["--hits", "2"]),
        ("3 hits", &["--hits", "3"]),
    ];
    let mut g = Grid::new("morale", columns.iter().map(|c| c.0.to_string()).collect());
    for m in min.max(2)..=max {
        let cells = columns
            .iter()
            .map(|(_, extra)| {
                let mut args = words(&["--morale", &m.to_string()]);
                args.extend(words(extra));
                case::<morale::Morale>(&args, "passed")
            })
            .collect();
        g.row(m.to_string(), cells);
    }
    Piece::odds(
        "Morale test",
        "5.0, 1.6",
        "Chance of passing (2d6 of the rating or less) by morale rating, with the officer or with \
         hits taken in the melee.",
    )
    .grid(g)
}

/// 1.6, 2.0, 3.6, 3.9: a skill test by skill.
fn test_odds() -> Piece {
    let mut g = Grid::new("skill", (2..=6).map(|s| s.to_string()).collect());
    let cells = (2..=6)
        .map(|s| case::<test::Test>(&words(&["--skill", &s.to_string()]), "passed"))
        .collect();
    g.row("passes", cells);
    Piece::odds(
        "Skill test",
        "1.6, 2.0, 3.6, 3.9",
        "Chance one skill test (a d6 of the skill or more) passes.",
    )
    .grid(g)
}

/// 3.1: the chance a square of the template is hit at least once, by guns.
fn barrage_odds(b: &super::data::Barrage) -> Piece {
    // A d10 square (each the same), then each square of the 2d6 layout, likeliest first.
    let d10 = b.template.first().and_then(|r| r.first()).copied().unwrap_or(1);
    let mut two: Vec<i64> = b.template_2d6.iter().flatten().copied().collect();
    two.sort_by_key(|n| ((n - 7).abs(), *n));
    let mut rows: Vec<(String, i64, bool)> = vec![("d10".into(), d10, false)];
    rows.extend(two.iter().map(|n| (format!("2d6 {n}"), *n, true)));
    let guns = 1..=b.max_guns.max(1);
    let mut g = Grid::new("square \\ guns", guns.clone().map(|n| n.to_string()).collect());
    for (label, square, two) in rows {
        let cells = guns
            .clone()
            .map(|n| {
                let mut args = words(&["--guns", &n.to_string()]);
                if two {
                    args.push("--2d6".into());
                }
                case::<barrage::Barrage>(&args, &format!("square_{square}>=1"))
            })
            .collect();
        g.row(label, cells);
    }
    Piece::odds(
        "Barrage squares",
        "3.1",
        "Chance a square of the template is hit at least once, by the guns firing: any square \
         with a d10 each, or each square of the 2d6 layout (--2d6) by its number.",
    )
    .grid(g)
}

/// 6.1: what the AA guns do to one plane, two shots a gun, each fired while it is still there.
fn aa_odds() -> Piece {
    let columns = [("shot down", "plane='shot down'"), ("driven off or down", "plane!=unharmed")];
    let mut g = Grid::new("guns", columns.iter().map(|c| c.0.to_string()).collect());
    for guns in 1..=4 {
        let cells = columns
            .iter()
            .map(|(_, goal)| case::<aa::Aa>(&words(&["--guns", &guns.to_string(), "--one-plane"]), goal))
            .collect();
        g.row(guns.to_string(), cells);
    }
    Piece::odds(
        "AA at one plane",
        "6.1",
        "Chance the AA guns shoot the plane down, or drive it off or down, firing two shots a gun \
         while it is still there (--one-plane).",
    )
    .grid(g)
}

/// 3.1: the template as the rules draw it, and the 2d6 layout.
fn barrage(doc: &Doc) -> Piece {
    let mut p = doc.with_settings("barrage", &[]);
    for (key, caption) in [("template", "d10 template"), ("template_2d6", "2d6 template")] {
        let Some(rows) = doc.value("barrage").get(key).and_then(|v| v.as_array()) else {
            continue;
        };
        let mut g = Grid::default().caption(caption);
        for row in rows {
            let cells: Vec<Cell> = row
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| Cell::text(value_text(c)))
                .collect();
            g.row("", cells);
        }
        p = p.grid(g);
    }
    p
}

/// 3.5: the to-hit and location modifiers as the rules list them.
fn penetrate(doc: &Doc) -> Piece {
    let mut p = doc.with_settings("penetrate", &[]);
    let v = doc.value("penetrate");
    for (key, what) in [
        ("to_hit_mods", "to hit, added to the d6 score needed"),
        ("location", "penetration, added to the d% score needed"),
    ] {
        let Some(t) = v.get(key).and_then(|x| x.as_table()) else {
            continue;
        };
        let list: Vec<String> = t
            .iter()
            .map(|(k, n)| {
                let n = n.as_integer().unwrap_or(0);
                format!("{} {}", k.replace('_', " "), signed(n))
            })
            .collect();
        p = p.line(format!("{what}: {}", list.join(", ")));
    }
    p
}

/// 3.5: the penetration table, weapon class down, vehicle class across.
fn penetration(doc: &Doc) -> Piece {
    let p = doc.base("penetration");
    let v = doc.value("penetration");
    let vehicles: Vec<String> = v
        .get("vehicles")
        .and_then(|x| x.as_array())
        .into_iter()
        .flatten()
        .map(value_text)
        .collect();
    let mut g = Grid::new("class", vehicles.clone());
    let mut names = Vec::new();
    for row in v.get("classes").and_then(|x| x.as_array()).into_iter().flatten() {
        let label = row.get("class").map(value_text).unwrap_or_default();
        if let Some(n) = row.get("name").and_then(|n| n.as_str()) {
            names.push(format!("{label} {n}"));
        }
        let cells = vehicles
            .iter()
            .map(|c| Cell::text(row.get(c).map(value_text).unwrap_or_default()))
            .collect();
        g.row(label, cells);
    }
    let p = p.grid(g);
    if names.is_empty() {
        return p;
    }
    p.line(format!("weapon class down, vehicle class across; by name: {}", names.join(", ")))
}

/// 3.5: the chance one shot hits and penetrates, by weapon and vehicle class (front, firer of
/// marksmanship 4); "–" where the class cannot penetrate.
fn penetration_odds(doc: &Doc) -> Piece {
    let v = doc.value("penetration");
    let vehicles: Vec<String> = v
        .get("vehicles")
        .and_then(|x| x.as_array())
        .into_iter()
        .flatten()
        .map(value_text)
        .collect();
    let mut g = Grid::new("class", vehicles.clone());
    for row in v.get("classes").and_then(|x| x.as_array()).into_iter().flatten() {
        let class = row.get("class").map(value_text).unwrap_or_default();
        let cells = vehicles
            .iter()
            .map(|c| match row.get(c) {
                Some(toml::Value::Integer(_)) => case::<penetrate::Penetrate>(
                    &words(&["--class", &class, "--vehicle", c, "--marksmanship", "4"]),
                    "penetrated",
                ),
                _ => Cell::text("–"),
            })
            .collect();
        g.row(class, cells);
    }
    Piece::odds(
        "Hit and penetrate",
        "3.5",
        "Chance one shot of this weapon class hits (marksmanship 4: 4+) and penetrates the \
         front of this vehicle class; – where it cannot.",
    )
    .grid(g)
}

/// A table of rows read on `dice`: the roll and what it means.
fn rows(doc: &Doc, key: &str, dice: &str) -> Piece {
    let v = doc.value(key);
    let mut p = doc.with_settings(key, &["rows", "dice"]);
    let dice = v.get("dice").and_then(|d| d.as_str()).unwrap_or(dice);
    let mut g = Grid::new(dice, vec!["result".into()]);
    for row in v.get("rows").and_then(|x| x.as_array()).into_iter().flatten() {
        let roll = row.get("roll").map(value_text).unwrap_or_default();
        let result = row.get("result").map(value_text).unwrap_or_default();
        g.row(roll, vec![Cell::text(result)]);
    }
    p = p.grid(g);
    p
}

/// 1.3: the generator's dice and each theatre's features by the d4.
fn terrain(doc: &Doc) -> Piece {
    let p = doc.with_settings("terrain", &[]);
    let mut g = Grid::new("theatre", vec![
        "villages".into(),
        "hills".into(),
        "woods".into(),
        "woods are".into(),
    ]);
    let v = doc.value("terrain");
    for t in v.get("theatres").and_then(|x| x.as_array()).into_iter().flatten() {
        let text = |k: &str| t.get(k).map(value_text).unwrap_or_default();
        g.row(
            text("name"),
            ["villages", "hills", "woods", "woods_are"]
                .iter()
                .map(|k| Cell::text(text(k)))
                .collect(),
        );
    }
    p.line("Features for each face of the count die (1, 2, 3, 4):")
        .grid(g)
}

/// "+1", "−15".
fn signed(n: i64) -> String {
    crate::rules::common::words::signed(n)
}

/// A unit's card: its fire with every figure shooting, its saves and its morale.
fn card(_data: &Data, u: &UnitView) -> Result<Vec<Grid>> {
    let mut grids = Vec::new();
    let figures = number(u, "figures").filter(|f| *f > 0);
    if let Some(m) = number(u, "marksmanship").filter(|m| (1..=6).contains(m)) {
        let shots = figures.unwrap_or(1).min(100) as u32;
        let fire: [(&str, &[&str]); 3] = [
            ("standing", &[]),
            ("moved or long range", &["--moved"]),
            ("pinned and moved", &["--pinned", "--moved"]),
        ];
        let rows = fire
            .iter()
            .map(|(label, extra)| {
                let mut args = words(&["--marksmanship", &m.to_string(), "--shots", &shots.to_string()]);
                args.extend(words(extra));
                (label.to_string(), args, shots)
            })
            .collect();
        grids.push(
            at_least_grid::<fire::Fire>("hits", "hits", 1..=AT_LEAST.min(shots), rows)
                .caption(format!("fire (3.0): {shots} shots at marksmanship {m}")),
        );
    }
    if let Some(s) = number(u, "skill").filter(|s| (1..=6).contains(s)) {
        let rows = [(2, false), (4, false), (4, true)]
            .iter()
            .map(|(hits, cover)| {
                let mut args = words(&["--skill", &s.to_string(), "--hits", &hits.to_string()]);
                let mut label = format!("{hits} hits");
                if *cover {
                    args.push("--cover".into());
                    label.push_str(", cover");
                }
                (label, args, *hits)
            })
            .collect();
        grids.push(
            at_least_grid::<save::Save>("casualties", "casualties", 1..=3, rows)
                .caption(format!("saves (3.3): skill {s}")),
        );
    }
    if let Some(m) = number(u, "morale").filter(|m| (2..=12).contains(m)) {
        let officer = u
            .fields
            .iter()
            .any(|(k, v)| k == "officer" && v == &serde_json::Value::Bool(true));
        let mut g = Grid::new("hits", (0..=3).map(|h| h.to_string()).collect());
        let cells = (0..=3)
            .map(|h| {
                let mut args = words(&["--morale", &m.to_string(), "--hits", &h.to_string()]);
                if officer {
                    args.push("--officer".into());
                }
                case::<morale::Morale>(&args, "passed")
            })
            .collect();
        g.row("passes", cells);
        let with = if officer { ", officer +1" } else { "" };
        grids.push(g.caption(format!("morale (5.0): {m}{with}, by hits taken in melee")));
    }
    Ok(grids)
}

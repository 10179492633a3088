//! Frontier's quick-reference sheet (`spw sheet frontier`): its tables as the rules print them
//! (the unit types, the three scatter tables by the die's face, the tiles' order) and the odds
//! a referee reads most: a battle by the difference of battle powers, artillery by table and
//! fire. Every chance is a case run by the procedure itself.

use super::{ID, artillery, battle};
use crate::data::Data;
use crate::error::Result;
use crate::rules::Procedure;
use crate::rules::sheet::{Case, Cell, Doc, Grid, Piece, Spec, UnitView, value_text, word};

pub(crate) const SPEC: Spec = Spec { pieces, card };

const VARIANTS: [&str; 3] = ["original", "clock", "centric"];

fn pieces(data: &Data) -> Result<Vec<Piece>> {
    let doc = Doc::new(data, ID)?;
    Ok(vec![
        units(&doc),
        doc.generic("battle"),
        battle_odds(&doc),
        artillery(&doc),
        artillery_odds(&doc),
        tiles(&doc),
    ])
}

fn case<P: Procedure>(args: &[&str], goal: &str) -> Cell {
    Case::of::<P>(args, goal).cell()
}

fn list<'a>(v: &'a toml::Value, key: &str) -> impl Iterator<Item = &'a toml::Value> {
    v.get(key).and_then(|x| x.as_array()).into_iter().flatten()
}

fn text(v: Option<&toml::Value>) -> String {
    v.map(value_text).unwrap_or_default()
}

/// Movement, Artillery, Battles: each unit type's move, artillery range and battle power.
fn units(doc: &Doc) -> Piece {
    let mut p = doc.base("units");
    let mut g = Grid::new("unit type", vec![
        "move".into(),
        "range".into(),
        "power".into(),
        "notes".into(),
    ]);
    for t in list(doc.value("units"), "types") {
        let flag = |k: &str| t.get(k).and_then(|x| x.as_bool()) == Some(true);
        let mut notes = Vec::new();
        if flag("poor_quality") {
            notes.push("may be poor");
        }
        if flag("direct_only") {
            notes.push("direct fire only");
        }
        let range = match t.get("range").and_then(|x| x.as_integer()) {
            Some(0) | None => "–".to_string(),
            Some(n) => n.to_string(),
        };
        g.row(text(t.get("title")), vec![
            Cell::text(text(t.get("move"))),
            Cell::text(range),
            Cell::text(text(t.get("power"))),
            Cell::text(notes.join(", ")),
        ]);
    }
    p.grids.push(g);
    p
}

/// Artillery: where the fire lands on each face, by table, and the effect die.
fn artillery(doc: &Doc) -> Piece {
    let v = doc.value("artillery");
    let mut p = doc.with_settings("artillery", &VARIANTS);
    let mut g = Grid::new("d6", VARIANTS.iter().map(|s| s.to_string()).collect());
    for face in 0..6 {
        let cells = VARIANTS
            .iter()
            .map(|t| Cell::text(text(v.get(*t).and_then(|x| x.get(face)))))
            .collect();
        g.row((face + 1).to_string(), cells);
    }
    p.grids.push(g.caption("where the fire lands, seen from the firer"));
    p
}

/// Turn Sequence: the tiles' order, a row per rank and a column per suit (lowest first).
fn tiles(doc: &Doc) -> Piece {
    let mut p = doc.base("tiles");
    let bag = doc.value("tiles").get("bag");
    if let Some(b) = bag {
        crate::rules::sheet::settings(&mut p, b, &["items"]);
    }
    let mut ranks: Vec<String> = Vec::new();
    let mut suits: Vec<String> = Vec::new();
    let mut order: Vec<(String, String, String)> = Vec::new();
    for it in bag.map(|b| list(b, "items")).into_iter().flatten() {
        let name = text(it.get("name"));
        let mut c = name.chars();
        let suit = c.next_back().map(String::from).unwrap_or_default();
        let rank: String = c.collect();
        let n = text(it.get("values").and_then(|v| v.get("order")));
        if !ranks.contains(&rank) {
            ranks.push(rank.clone());
        }
        if !suits.contains(&suit) {
            suits.push(suit.clone());
        }
        order.push((rank, suit, n));
    }
    let mut g = Grid::new("tile", suits.clone());
    for r in &ranks {
        let cells = suits
            .iter()
            .map(|s| {
                let n = order.iter().find(|(a, b, _)| a == r && b == s).map(|x| x.2.clone());
                Cell::text(n.unwrap_or_default())
            })
            .collect();
        g.row(r.clone(), cells);
    }
    p.grids.push(g.caption("order of activation: lowest first"));
    p
}

/// Options of `battle` and the change they make to a side's battle power.
type Adjustment = (Vec<&'static str>, i64);

/// The options that raise or lower a side's battle power, each with its change, from the
/// data: `(attacker's options, defender's options)`, fewest first.
fn adjustments(doc: &Doc) -> (Vec<Adjustment>, Vec<Adjustment>) {
    let b = doc.value("battle");
    let n = |k: &str| b.get(k).and_then(|x| x.as_integer()).unwrap_or(0);
    let attacker = vec![
        (vec![], 0),
        (vec!["--attacker-in", "cover"], n("cover")),
        (vec!["--attacker-in", "fortification"], n("fortification")),
        (vec!["--attacker-poor"], n("poor_quality")),
        (vec!["--attacker-poor", "--from-river"], n("poor_quality") + n("from_river")),
    ];
    let defender = vec![
        (vec![], 0),
        (vec!["--defender-in", "cover"], n("cover")),
        (vec!["--defender-in", "fortification"], n("fortification")),
        (vec!["--defender-poor"], n("poor_quality")),
    ];
    (attacker, defender)
}

/// Battles: who wins by the difference of the battle powers (d6 + power each), and the chance
/// the loser is destroyed (the winner's natural 6).
fn battle_odds(doc: &Doc) -> Piece {
    let (att, def) = adjustments(doc);
    let base = list(doc.value("units"), "types")
        .filter(|t| t.get("poor_quality").and_then(|x| x.as_bool()) == Some(true))
        .find_map(|t| Some((text(t.get("name")), t.get("power")?.as_integer()?)));
    let columns = [
        ("attacker wins", "attacker_wins"),
        ("draw", "draw"),
        ("defender wins", "defender_wins"),
        ("loser destroyed", "loser=destroyed"),
    ];
    let mut g = Grid::new("difference", columns.iter().map(|c| c.0.to_string()).collect());
    if let Some((kind, power)) = base {
        let mut seen = Vec::new();
        let mut ways: Vec<(i64, Vec<&str>)> = Vec::new();
        for (a, da) in &att {
            for (d, dd) in &def {
                let diff = (power + da).max(1) - (power + dd).max(1);
                if !seen.contains(&diff) {
                    seen.push(diff);
                    ways.push((diff, a.iter().chain(d).copied().collect()));
                }
            }
        }
        ways.sort_by_key(|w| -w.0);
        for (diff, flags) in ways {
            let mut args = vec!["--attacker", kind.as_str(), "--defender", kind.as_str()];
            args.extend(flags);
            let cells = columns.iter().map(|(_, goal)| case::<battle::Battle>(&args, goal)).collect();
            let label = match diff {
                0 => "0".to_string(),
                d => crate::rules::common::words::signed(d),
            };
            g.row(label, cells);
        }
    }
    Piece::odds(
        "Battle by power",
        "Battles",
        "Chance of each result by the attacker's battle power less the defender's, after every \
         modifier (a d6 each added to it), and that the loser is destroyed.",
    )
    .grid(g)
}

/// Artillery: the chance the fire lands on the target square and destroys what is there, for
/// artillery and for the units that fire only at what they see (their misses are misses).
fn artillery_odds(doc: &Doc) -> Piece {
    let longest = |direct: bool| {
        list(doc.value("units"), "types")
            .filter(|t| (t.get("direct_only").and_then(|x| x.as_bool()) == Some(true)) == direct)
            .filter_map(|t| Some((text(t.get("name")), t.get("range")?.as_integer()?)))
            .filter(|t| t.1 >= 2)
            .max_by_key(|t| t.1)
    };
    let columns: [(&str, &[&str], &str); 3] = [
        ("on target", &[], "lands=target"),
        ("destroys: direct", &[], "lands=target and effect=destroyed"),
        ("indirect", &["--indirect"], "lands=target and effect=destroyed"),
    ];
    let mut g = Grid::new("", columns.iter().map(|c| c.0.to_string()).collect());
    for (kind, _) in [longest(false), longest(true)].into_iter().flatten() {
        let cells = columns
            .iter()
            .map(|(_, extra, goal)| {
                let mut args = vec!["--type", kind.as_str(), "--range", "2"];
                args.extend(*extra);
                case::<artillery::Artillery>(&args, goal)
            })
            .collect();
        g.row(kind.clone(), cells);
    }
    Piece::odds(
        "Artillery on target",
        "Artillery",
        "Chance the fire lands on the target square, and that it destroys the unit there, by \
         direct or indirect fire (the rules' table; the same on the two others).",
    )
    .grid(g)
}

/// A unit's card: its battle against each type, attacking alone with nothing to modify it.
fn card(data: &Data, u: &UnitView) -> Result<Vec<Grid>> {
    let doc = Doc::new(data, ID)?;
    let Some(kind) = word(u, "type") else {
        return Ok(Vec::new());
    };
    let types: Vec<(String, String)> = list(doc.value("units"), "types")
        .map(|t| (text(t.get("name")), text(t.get("power"))))
        .collect();
    if !types.iter().any(|(n, _)| *n == kind) {
        return Ok(Vec::new());
    }
    let mut g = Grid::new("", vec!["wins".into(), "destroys".into(), "loses".into()]);
    let mut seen: Vec<&str> = Vec::new();
    for (name, power) in &types {
        if seen.contains(&power.as_str()) {
            continue;
        }
        seen.push(power);
        let args = ["--attacker", kind.as_str(), "--defender", name.as_str()];
        g.row(format!("{name} ({power})"), vec![
            case::<battle::Battle>(&args, "attacker_wins"),
            case::<battle::Battle>(&args, "attacker_wins and loser=destroyed"),
            case::<battle::Battle>(&args, "defender_wins"),
        ]);
    }
    Ok(vec![g.caption(format!("battle: {kind} attacking"))])
}

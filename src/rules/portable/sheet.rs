//! The Portable Wargame's quick-reference sheet (`spw sheet portable`): its tables as the
//! rules print them (the unit types, fire and artillery by the die's face, the close combat
//! modifiers) and the odds a referee reads most: close combat by attacker power × defender
//! power, fire and artillery by what the target is in, activations by dice. Every chance is a
//! case run by the procedure itself.

use super::{ID, activate, artillery, close_combat, fire};
use crate::data::Data;
use crate::error::Result;
use crate::rules::Procedure;
use crate::rules::sheet::{
    Case, Cell, Doc, Grid, Piece, Spec, UnitView, at_least_grid, side_by_side, value_text, word,
};

pub(crate) const SPEC: Spec = Spec { pieces, card };

fn pieces(data: &Data) -> Result<Vec<Piece>> {
    let doc = Doc::new(data, ID)?;
    Ok(vec![
        close_combat_odds(&doc),
        units(&doc),
        doc.generic("initiative"),
        doc.generic("activation"),
        activation_odds(),
        close_combat(&doc),
        faces(&doc, "fire", &[("open", "effect"), ("cover", "effect")]),
        fire_odds(),
        faces(&doc, "artillery", &[
            ("lands", "hex"),
            ("direct", "effect"),
            ("indirect", "effect"),
        ]),
        artillery_odds(&doc),
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

/// Unit Types: movement, Close Combat Power and weapon range.
fn units(doc: &Doc) -> Piece {
    let mut p = doc.base("units");
    let mut g = Grid::new("unit type", vec!["move".into(), "power".into(), "range".into()]);
    for t in list(doc.value("units"), "types") {
        let n = |k: &str| t.get(k).map(value_text).unwrap_or_else(|| "–".into());
        g.row(text(t.get("name")), vec![
            Cell::text(n("movement")),
            Cell::text(n("power")),
            Cell::text(n("range")),
        ]);
    }
    p.grids.push(g);
    p
}

/// A table read on the d6, a column per list of rows (`(key, the rows' word)`): what each
/// face does.
fn faces(doc: &Doc, key: &str, columns: &[(&str, &str)]) -> Piece {
    let v = doc.value(key);
    let skip: Vec<&str> = columns.iter().map(|c| c.0).collect();
    let mut p = doc.with_settings(key, &skip);
    let mut g = Grid::new("d6", columns.iter().map(|c| c.0.replace('_', " ")).collect());
    for face in 1..=6i64 {
        let cells = columns
            .iter()
            .map(|(list_key, word)| {
                let row = list(v, list_key).find(|r| covers(r.get("roll"), face));
                Cell::text(text(row.and_then(|r| r.get(*word))).replace('_', " "))
            })
            .collect();
        g.row(face.to_string(), cells);
    }
    p.grids.push(g);
    p
}

/// Whether a roll range (`5`, `"5-6"`) holds `face`.
fn covers(roll: Option<&toml::Value>, face: i64) -> bool {
    match roll {
        Some(toml::Value::Integer(n)) => *n == face,
        Some(toml::Value::String(s)) => crate::data::RollRange::parse(s).is_some_and(|r| r.contains(face)),
        _ => false,
    }
}

/// Close Combat: the modifiers, and the defender's power by the Units attacking it.
fn close_combat(doc: &Doc) -> Piece {
    let v = doc.value("close_combat");
    let mut p = doc.with_settings("close_combat", &["attackers"]);
    let by: Vec<String> = list(v, "attackers").map(value_text).collect();
    let mut g = Grid::new(
        "Units attacking",
        (1..=by.len()).map(|n| n.to_string()).collect(),
    );
    g.row("defender", by.into_iter().map(Cell::text).collect());
    p.grids.push(g);
    p
}

/// Activation Dice: "this or more" activations by the dice a European army throws.
fn activation_odds() -> Piece {
    let rows = (1..=6u32)
        .map(|dice| {
            let units = 1 + 3 * (dice - 1);
            let args = vec!["--units".into(), units.to_string(), "--army".into(), "european".into()];
            let (die, unit) = if dice == 1 { ("die", "Unit") } else { ("dice", "Units") };
            (format!("{dice} {die} ({units} {unit})"), args, 3 * dice)
        })
        .collect();
    Piece::odds(
        "Activations",
        "Activation Dice",
        "Chance of at least this many activations by the activation dice thrown (a European army \
         of that many Units); each die 0, 1, 1, 2, 2, 3.",
    )
    .grid(at_least_grid::<activate::Activate>("dice", "activations", 1..=8, rows))
}

/// A way to reach a Close Combat Power: a type, and the options that lower it.
struct Reach {
    power: i64,
    args: Vec<String>,
}

/// For each power 1 to 6, the attacker (a type and the modifiers lowering it) and the
/// defender (a type and the Units attacking it) that have it, from the data.
fn powers(doc: &Doc) -> (Vec<Reach>, Vec<Reach>) {
    let cc = doc.value("close_combat");
    let num = |k: &str| cc.get(k).and_then(|x| x.as_integer()).unwrap_or(0);
    let floor = num("min_power").max(1);
    let types: Vec<(String, i64)> = list(doc.value("units"), "types")
        .filter_map(|t| Some((text(t.get("id")), t.get("power")?.as_integer()?)))
        .collect();
    // The attacker's own reductions, tried fewest first.
    let lowers: Vec<(Vec<&str>, i64)> = vec![
        (vec![], 0),
        (vec!["--uphill"], num("uphill")),
        (vec!["--defender-in", "bua"], num("bua")),
        (vec!["--uphill", "--from-river"], num("uphill") + num("from_river")),
        (vec!["--uphill", "--defender-in", "bua"], num("uphill") + num("bua")),
        (
            vec!["--uphill", "--from-river", "--defender-in", "bua"],
            num("uphill") + num("from_river") + num("bua"),
        ),
    ];
    let attackers: Vec<i64> = list(cc, "attackers").filter_map(|x| x.as_integer()).collect();
    let top = types.iter().map(|t| t.1).max().unwrap_or(6).clamp(1, 6);
    let mut att = Vec::new();
    let mut def = Vec::new();
    for power in 1..=top {
        let a = lowers.iter().find_map(|(flags, d)| {
            types.iter().find_map(|(id, base)| {
                ((base + d).max(floor) == power).then(|| {
                    let mut args = vec!["--attacker".to_string(), id.clone()];
                    args.extend(flags.iter().map(|f| f.to_string()));
                    Reach { power, args }
                })
            })
        });
        let d = attackers.iter().enumerate().find_map(|(i, d)| {
            types.iter().find_map(|(id, base)| {
                ((base + d).max(floor) == power).then(|| {
                    let mut args = vec!["--defender".to_string(), id.clone()];
                    if i > 0 {
                        args.extend(["--attackers".to_string(), (i + 1).to_string()]);
                    }
                    Reach { power, args }
                })
            })
        });
        att.extend(a);
        def.extend(d);
    }
    (att, def)
}

/// Close Combat: attacker power × defender power, who wins (the other destroyed, itself not).
fn close_combat_odds(doc: &Doc) -> Piece {
    let (att, def) = powers(doc);
    let grids = [("attacker wins", "attacker_wins"), ("defender wins", "defender_wins")]
        .iter()
        .map(|(caption, goal)| {
            let mut g = Grid::new(
                "attacker \\ defender",
                def.iter().map(|d| d.power.to_string()).collect(),
            );
            for a in &att {
                let cells = def
                    .iter()
                    .map(|d| {
                        let args: Vec<&str> =
                            a.args.iter().chain(&d.args).map(String::as_str).collect();
                        case::<close_combat::CloseCombat>(&args, goal)
                    })
                    .collect();
                g.row(a.power.to_string(), cells);
            }
            g.caption(*caption)
        })
        .collect();
    Piece::odds(
        "Close combat by power",
        "Close Combat",
        "Chance the attacker wins (the defender destroyed, the attacker not) and the defender \
         wins, by each side's Close Combat Power after every modifier: a row per attacker power, \
         a column per defender power. Both destroyed or both standing make up the rest.",
    )
    .grid(side_by_side(grids))
    .wide()
}

/// Non-Artillery Fire: what several Units firing at one target do, the worst die standing.
fn fire_odds() -> Piece {
    let columns: [(&str, &[&str], &str); 4] = [
        ("open: destroyed", &[], "effect=destroyed"),
        ("pinned or worse", &[], "effect!=no_effect"),
        ("cover: destroyed", &["--cover"], "effect=destroyed"),
        ("pinned or worse", &["--cover"], "effect!=no_effect"),
    ];
    let mut g = Grid::new("Units", columns.iter().map(|c| c.0.to_string()).collect());
    for units in 1..=4 {
        let cells = columns
            .iter()
            .map(|(_, extra, goal)| {
                let n = units.to_string();
                let mut args = vec!["--units", n.as_str()];
                args.extend(*extra);
                case::<fire::Fire>(&args, goal)
            })
            .collect();
        g.row(units.to_string(), cells);
    }
    Piece::odds(
        "Fire",
        "Non-Artillery Fire, Pinning",
        "Chance the target is destroyed, or pinned or worse, by the Units firing at it, in the \
         open and in cover (or pinned).",
    )
    .grid(g)
}

/// Artillery Fire: the chance the target hex's Unit is destroyed, or pinned or worse.
fn artillery_odds(doc: &Doc) -> Piece {
    let sure = doc
        .value("artillery")
        .get("sure_range")
        .and_then(|x| x.as_integer())
        .unwrap_or(2);
    let gun = list(doc.value("units"), "types")
        .filter(|t| t.get("kind").and_then(|k| k.as_str()) == Some("artillery"))
        .filter_map(|t| Some((text(t.get("id")), t.get("range")?.as_integer()?)))
        .max_by_key(|t| t.1);
    let columns: [(&str, &[&str], &str); 4] = [
        ("direct: destroyed", &[], "lands=target and effect=destroyed"),
        ("pinned or worse", &[], "lands=target and effect!=no_effect"),
        ("indirect: destroyed", &["--indirect"], "lands=target and effect=destroyed"),
        ("pinned or worse", &["--indirect"], "lands=target and effect!=no_effect"),
    ];
    let mut g = Grid::new("range", columns.iter().map(|c| c.0.to_string()).collect());
    if let Some((id, reach)) = gun {
        for (label, range) in [(format!("≤{sure} hexes"), sure), (format!("{}+", sure + 1), sure + 1)]
        {
            if range > reach || range < 1 {
                continue;
            }
            let cells = columns
                .iter()
                .map(|(_, extra, goal)| {
                    let r = range.to_string();
                    let mut args = vec!["--type", id.as_str(), "--range", r.as_str()];
                    args.extend(*extra);
                    case::<artillery::Artillery>(&args, goal)
                })
                .collect();
            g.row(label, cells);
        }
    }
    Piece::odds(
        "Artillery on target",
        "Artillery Fire",
        "Chance the fire lands on the target hex and destroys its Unit, or pins it or worse, by \
         the range and whether the fire is direct or indirect (in cover, unseen or pinned).",
    )
    .grid(g)
}

/// A Unit's card: its close combat against each defender type, attacking alone.
fn card(data: &Data, u: &UnitView) -> Result<Vec<Grid>> {
    let doc = Doc::new(data, ID)?;
    let Some(kind) = word(u, "type") else {
        return Ok(Vec::new());
    };
    let types: Vec<(String, String)> = list(doc.value("units"), "types")
        .map(|t| (text(t.get("id")), text(t.get("power"))))
        .collect();
    if !types.iter().any(|(id, _)| *id == kind) {
        return Ok(Vec::new());
    }
    let mut seen: Vec<&str> = Vec::new();
    let mut g = Grid::new("", vec!["wins".into(), "loses".into()]);
    for (id, power) in &types {
        if seen.contains(&power.as_str()) {
            continue;
        }
        seen.push(power);
        let args = ["--attacker", kind.as_str(), "--defender", id.as_str()];
        g.row(format!("{id} ({power})"), vec![
            case::<close_combat::CloseCombat>(&args, "attacker_wins"),
            case::<close_combat::CloseCombat>(&args, "defender_wins"),
        ]);
    }
    Ok(vec![g.caption(format!("close combat: {kind} attacking alone"))])
}

//! TSATF's quick-reference sheet (`spw sheet tsatf`): its tables as the rules print them (the
//! to-hit tables by range band and class, the tests by quality with and without a leader, the
//! hit deck by suit and rank, ...) and the odds a referee reads most: hits by weapon, range
//! band and class, a rifle section's volley, tests and spotting passed. Every chance is a case
//! run by the procedure itself.

use super::{ID, fire, spot, test};
use crate::data::Data;
use crate::error::Result;
use crate::rules::Procedure;
use crate::rules::sheet::{
    Case, Cell, Doc, Grid, Piece, Spec, UnitView, at_least_grid, number, value_text, word,
};

pub(crate) const SPEC: Spec = Spec { pieces, card };

const BANDS: [&str; 3] = ["close", "medium", "long"];
const CLASSES: [&str; 4] = ["I", "II", "III", "IV"];
const QUALITIES: [&str; 3] = ["green", "veteran", "crack"];

/// Fire Combat's terrain classes, as the rules define them.
const CLASS_WORDS: &str = "Classes: I moving in the open; II unmoving in the open, moving in \
rough or woods, crews serving in the open; III unmoving in rough or woods, crews serving there; \
IV behind walls, in trenches, foxholes or houses.";

fn pieces(data: &Data) -> Result<Vec<Piece>> {
    let doc = Doc::new(data, ID)?;
    Ok(vec![
        fire_odds(&doc),
        doc.generic("activation"),
        movement(&doc),
        fire(&doc),
        volley_odds(&doc),
        hits(&doc),
        tests(&doc),
        test_odds(&doc),
        close_combat(&doc),
        doc.generic("grenades"),
        mortar(&doc),
        doc.generic("barrage"),
        spotting(&doc),
        spot_odds(&doc),
        wounds(&doc),
    ])
}

fn case<P: Procedure>(args: &[&str], goal: &str) -> Cell {
    Case::of::<P>(args, goal).cell()
}

fn text(v: Option<&toml::Value>) -> String {
    v.map(value_text).unwrap_or_default()
}

fn list<'a>(v: &'a toml::Value, key: &str) -> impl Iterator<Item = &'a toml::Value> {
    v.get(key).and_then(|x| x.as_array()).into_iter().flatten()
}

/// A to-hit number as the tables print it: 0 is N/A.
fn to_hit(n: Option<&toml::Value>) -> String {
    match n.and_then(|x| x.as_integer()) {
        Some(0) | None => "–".into(),
        Some(n) => n.to_string(),
    }
}

/// The rows of the range tables a weapon reads: `(label, quality, row)`, one per quality when
/// the firers' quality picks the row.
fn weapon_rows(doc: &Doc) -> Vec<(String, String, Option<String>, &toml::Value)> {
    let fire = doc.value("fire");
    let mut out = Vec::new();
    for w in list(fire, "weapons") {
        let name = text(w.get("name"));
        let row = text(w.get("row"));
        let by_quality = w.get("quality").and_then(|q| q.as_bool()) == Some(true);
        for r in list(fire, "rows").filter(|r| text(r.get("row")) == row) {
            let quality = r.get("quality").and_then(|q| q.as_str()).map(str::to_string);
            if by_quality != quality.is_some() {
                continue;
            }
            let label = match &quality {
                Some(q) => format!("{name}, {q}"),
                None => name.clone(),
            };
            out.push((label, name.clone(), quality, r));
        }
    }
    out
}

/// Fire Combat: the chance one weapon scores a hit, by weapon, range band and class.
fn fire_odds(doc: &Doc) -> Piece {
    let mut g = Grid::new("weapon", Vec::new());
    g.head.extend(BANDS.iter().flat_map(|_| CLASSES.iter().map(|c| c.to_string())));
    g.groups = BANDS.iter().map(|b| (b.to_string(), CLASSES.len())).collect();
    for (label, weapon, quality, row) in weapon_rows(doc) {
        let quality = quality.unwrap_or_else(|| "veteran".into());
        let mut cells = Vec::new();
        for band in BANDS {
            let b = row.get(band);
            let range = text(b.and_then(|b| b.get("range")));
            for (i, class) in CLASSES.iter().enumerate() {
                let n = b.and_then(|b| b.get("hit")).and_then(|h| h.get(i));
                cells.push(if to_hit(n) == "–" || range.is_empty() {
                    Cell::Blank
                } else {
                    let args = [
                        "--quality", &quality, "--weapon", &weapon, "--firers", "1", "--range",
                        &range, "--class", class,
                    ];
                    case::<fire::Fire>(&args, "hits>=1")
                });
            }
        }
        g.row(label, cells);
    }
    Piece::odds(
        "Hits by weapon, band and class",
        "Fire Combat",
        "Chance one weapon (its D20s) scores at least one hit, at the far end of each range \
         band, by the target's class; blank where the tables give N/A. Shaken: −1 to the \
         number needed.",
    )
    .line(CLASS_WORDS)
    .grid(g)
    .wide()
}

/// Fire Combat: a section of veteran rifles, "this or more" hits by firers and band (Class II).
fn volley_odds(doc: &Doc) -> Piece {
    let rifle = weapon_rows(doc)
        .into_iter()
        .find(|(_, w, q, _)| w == "rifle" && q.as_deref() == Some("veteran"));
    let mut grids = Vec::new();
    if let Some((_, _, _, row)) = rifle {
        for band in BANDS {
            let range = text(row.get(band).and_then(|b| b.get("range")));
            if range.is_empty() {
                continue;
            }
            let rows = (1..=10u32)
                .map(|n| {
                    let args = [
                        "--quality", "veteran", "--weapon", "rifle", "--firers", &n.to_string(),
                        "--range", &range, "--class", "II",
                    ]
                    .map(str::to_string)
                    .to_vec();
                    (n.to_string(), args, n)
                })
                .collect();
            grids.push(
                at_least_grid::<fire::Fire>("rifles", "hits", 1..=3, rows)
                    .caption(format!("{band} ({range}\")")),
            );
        }
    }
    let mut p = Piece::odds(
        "A veteran rifle section's volley",
        "Fire Combat",
        "Chance of at least this many hits on Class II by the rifles firing, at each band.",
    );
    if !grids.is_empty() {
        p = p.grid(crate::rules::sheet::side_by_side(grids));
    }
    p.wide()
}

/// Movement: the D6s by troop type and terrain.
fn movement(doc: &Doc) -> Piece {
    let mut p = doc.with_settings("movement", &[]);
    let mut g = Grid::new("troop type", vec![
        "open".into(),
        "rough/woods".into(),
        "road".into(),
    ]);
    for t in list(doc.value("movement"), "types") {
        let d = |k: &str| t.get(k).map(|n| format!("{}D6", value_text(n)));
        let rough = match t.get("rough_min") {
            Some(m) => format!("{} (min {}\")", d("rough").unwrap_or_default(), value_text(m)),
            None => d("rough").unwrap_or_default(),
        };
        let road = d("road").map(|r| format!("+{r}")).unwrap_or_default();
        g.row(
            text(t.get("title")),
            vec![Cell::text(d("open").unwrap_or_default()), Cell::text(rough), Cell::text(road)],
        );
    }
    p.grids.push(g);
    p
}

/// Fire Combat: the weapons' dice and the Close, Medium and Long Range tables side by side.
fn fire(doc: &Doc) -> Piece {
    let v = doc.value("fire");
    let mut p = doc.with_settings("fire", &[]);
    let mut w = Grid::new("weapon", vec!["D20s".into(), "reads".into()]);
    for x in list(v, "weapons") {
        w.row(text(x.get("name")), vec![
            Cell::text(text(x.get("dice"))),
            Cell::text(text(x.get("title"))),
        ]);
    }
    p.grids.push(w);
    let mut g = Grid::new("row", Vec::new());
    for _ in BANDS {
        g.head.push("to".into());
        g.head.extend(CLASSES.iter().map(|c| c.to_string()));
    }
    g.groups = BANDS.iter().map(|b| (b.to_string(), CLASSES.len() + 1)).collect();
    for r in list(v, "rows") {
        let mut cells = Vec::new();
        for band in BANDS {
            match r.get(band) {
                Some(b) => {
                    cells.push(Cell::text(format!("{}\"", text(b.get("range")))));
                    for i in 0..CLASSES.len() {
                        cells.push(Cell::text(to_hit(b.get("hit").and_then(|h| h.get(i)))));
                    }
                }
                None => cells.extend((0..=CLASSES.len()).map(|_| Cell::Blank)),
            }
        }
        g.row(text(r.get("title")), cells);
    }
    p.grids.push(g.caption("to hit: a D20 of this or less (– N/A)"));
    p.wide = true;
    p
}

/// Fire Combat (NOTES): the hit deck by what a card does and whom it hits.
fn hits(doc: &Doc) -> Piece {
    let mut p = doc.base("hits");
    let deck = doc.value("hits").get("deck");
    if let Some(d) = deck {
        crate::rules::sheet::settings(&mut p, d, &["items"]);
    }
    let mut kinds: Vec<(String, Vec<String>)> = Vec::new();
    for it in deck.map(|d| list(d, "items")).into_iter().flatten() {
        let kind = text(it.get("kind"));
        let name = text(it.get("name"));
        match kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, names)) => names.push(name),
            None => kinds.push((kind, vec![name])),
        }
    }
    let mut g = Grid::new("card turned", vec!["cards".into(), "how many".into()]);
    for (kind, names) in kinds {
        g.row(kind, vec![Cell::text(cards_words(&names)), Cell::text(names.len().to_string())]);
    }
    p.grids.push(g);
    p
}

/// Cards as few words: the suits, and the ranks when not all thirteen ("♠♣ 2–K").
fn cards_words(names: &[String]) -> String {
    let mut suits: Vec<char> = Vec::new();
    let mut ranks: Vec<String> = Vec::new();
    for n in names {
        let mut c = n.chars();
        let suit = c.next_back().unwrap_or(' ');
        if !suits.contains(&suit) {
            suits.push(suit);
        }
        let rank: String = c.collect();
        if !ranks.contains(&rank) {
            ranks.push(rank);
        }
    }
    let ranks = match ranks.as_slice() {
        [one] => one.clone(),
        [first, .., last] => format!("{first}–{last}"),
        [] => String::new(),
    };
    format!("{} {ranks}", suits.iter().collect::<String>())
}

/// Tests and Morale Checks: each table by quality, with and without a leader.
fn tests(doc: &Doc) -> Piece {
    let v = doc.value("tests");
    let mut p = doc.with_settings("tests", &[]);
    let mut g = Grid::new("test", Vec::new());
    for _ in QUALITIES {
        g.head.extend(["leader".to_string(), "none".to_string()]);
    }
    g.groups = QUALITIES.iter().map(|q| (q.to_string(), 2)).collect();
    for t in list(v, "tables") {
        let cells = QUALITIES
            .iter()
            .flat_map(|q| {
                let pair = t.get(*q);
                [0, 1].map(|i| Cell::text(text(pair.and_then(|x| x.get(i)))))
            })
            .collect();
        g.row(text(t.get("title")), cells);
    }
    p.grids.push(g.caption("pass on a D20 of this or less"));
    p
}

/// Tests and Morale Checks: the chance of passing each test by quality and leader.
fn test_odds(doc: &Doc) -> Piece {
    let mut g = Grid::new("test", Vec::new());
    for _ in QUALITIES {
        g.head.extend(["leader".to_string(), "none".to_string()]);
    }
    g.groups = QUALITIES.iter().map(|q| (q.to_string(), 2)).collect();
    let mut rows: Vec<(String, Vec<&str>)> = Vec::new();
    for t in list(doc.value("tests"), "tables") {
        for k in list(t, "kinds").filter_map(|k| k.as_str()) {
            rows.push((k.to_string(), vec![k]));
        }
    }
    rows.push(("stand, shaken".into(), vec!["stand", "--shaken"]));
    for (label, what) in rows {
        let cells = QUALITIES
            .iter()
            .flat_map(|q| {
                [true, false].map(|leader| {
                    let mut args = vec!["--kind", what[0], "--quality", q];
                    args.extend(&what[1..]);
                    if leader {
                        args.push("--leader");
                    }
                    case::<test::Test>(&args, "passed")
                })
            })
            .collect();
        g.row(label, cells);
    }
    Piece::odds(
        "Tests passed",
        "Tests and Morale Checks",
        "Chance a unit passes each test by its quality, with its leader or without.",
    )
    .grid(g)
    .wide()
}

/// Close Combat: the quality table (Charging, Defending in cover, Charged in Flank/Rear).
fn close_combat(doc: &Doc) -> Piece {
    let v = doc.value("close_combat");
    let mut p = doc.with_settings("close_combat", &[]);
    let mut g = Grid::new("quality", vec![
        "charging".into(),
        "in cover".into(),
        "flank/rear".into(),
    ]);
    for r in list(v, "rows") {
        let crews = r.get("crews").and_then(|c| c.as_bool()) == Some(true);
        let label = format!("{}{}", text(r.get("name")), if crews { " crews" } else { "" });
        let cells = ["charging", "cover", "flank"]
            .iter()
            .map(|k| Cell::text(signed(r.get(*k))))
            .collect();
        g.row(label, cells);
    }
    p.grids.push(g);
    p
}

/// "+1", "−2", "0".
fn signed(v: Option<&toml::Value>) -> String {
    match v.and_then(|x| x.as_integer()) {
        Some(0) | None => "0".into(),
        Some(n) => crate::rules::common::words::signed(n),
    }
}

/// Light Mortars: to hit by the firers' quality and class, and the two mortars' ranges.
fn mortar(doc: &Doc) -> Piece {
    let v = doc.value("mortar");
    let mut p = doc.with_settings("mortar", &["green", "veteran", "light", "medium"]);
    let mut g = Grid::new("firing", CLASSES.iter().map(|c| c.to_string()).collect());
    for q in QUALITIES {
        if let Some(row) = v.get(q).and_then(|x| x.as_array()) {
            g.row(q, row.iter().map(|n| Cell::text(value_text(n))).collect());
        }
    }
    p.grids.push(g.caption("to hit each figure under the template: a D20 of this or less"));
    let mut m = Grid::new("mortar", vec!["min".into(), "max".into(), "template".into()]);
    for size in ["light", "medium"] {
        if let Some(x) = v.get(size) {
            let inches = |k: &str| format!("{}\"", text(x.get(k)));
            m.row(size, vec![
                Cell::text(inches("min")),
                Cell::text(inches("max")),
                Cell::text(inches("template")),
            ]);
        }
    }
    p.grids.push(m);
    p
}

/// VISIBILITY: the Spotting Table by quality, range band and leader.
fn spotting(doc: &Doc) -> Piece {
    let v = doc.value("spotting");
    let mut p = doc.with_settings("spotting", &QUALITIES);
    let bands: Vec<String> = QUALITIES
        .iter()
        .find_map(|q| v.get(*q).and_then(|x| x.as_array()))
        .into_iter()
        .flatten()
        .map(|b| format!("to {}\"", text(b.get("range"))))
        .collect();
    let mut g = Grid::new("quality", Vec::new());
    for _ in &bands {
        g.head.extend(["leader".to_string(), "none".to_string()]);
    }
    g.groups = bands.iter().map(|b| (b.clone(), 2)).collect();
    for q in QUALITIES {
        let cells = list(v, q)
            .flat_map(|b| [0, 1].map(|i| Cell::text(text(b.get("hit").and_then(|h| h.get(i))))))
            .collect();
        g.row(q, cells);
    }
    p.grids.push(g.caption("spot on a D20 of this or less"));
    p
}

/// VISIBILITY: the chance of spotting by quality, band and leader.
fn spot_odds(doc: &Doc) -> Piece {
    let v = doc.value("spotting");
    let ranges: Vec<String> = QUALITIES
        .iter()
        .find_map(|q| v.get(*q).and_then(|x| x.as_array()))
        .into_iter()
        .flatten()
        .map(|b| text(b.get("range")))
        .collect();
    let mut g = Grid::new("quality", Vec::new());
    for _ in &ranges {
        g.head.extend(["leader".to_string(), "none".to_string()]);
    }
    g.groups = ranges.iter().map(|r| (format!("to {r}\""), 2)).collect();
    for q in QUALITIES {
        let cells = ranges
            .iter()
            .flat_map(|r| {
                [true, false].map(|leader| {
                    let mut args = vec!["--quality", q, "--range", r];
                    if leader {
                        args.push("--leader");
                    }
                    case::<spot::Spot>(&args, "spotted")
                })
            })
            .collect();
        g.row(q, cells);
    }
    Piece::odds(
        "Spotting",
        "VISIBILITY: Spotting Table",
        "Chance of spotting an enemy unit at the far end of each band, by quality and leader.",
    )
    .grid(g)
}

/// WOUNDS: the d6 on the first attempt to recover and on later ones.
fn wounds(doc: &Doc) -> Piece {
    let v = doc.value("wounds");
    let mut p = doc.base("wounds");
    let mut g = Grid::new("d6", vec!["recovers".into(), "stays wounded".into(), "dies".into()]);
    for (label, key) in [("first attempt", "first"), ("later", "later")] {
        let n = |i: usize| v.get(key).and_then(|x| x.get(i)).and_then(|x| x.as_integer());
        let (a, b) = (n(0).unwrap_or(0), n(1).unwrap_or(0));
        let span = |from: i64, to: i64| match (from, to) {
            (f, t) if f > t => "–".to_string(),
            (f, t) if f == t => f.to_string(),
            (f, t) => format!("{f}–{t}"),
        };
        g.row(label, vec![
            Cell::text(span(1, a)),
            Cell::text(span(a + 1, b)),
            Cell::text(span(b + 1, 6)),
        ]);
    }
    p.grids.push(g);
    p
}

/// A unit's card: its weapon's fire at each band and class, and its tests.
fn card(data: &Data, u: &UnitView) -> Result<Vec<Grid>> {
    let doc = Doc::new(data, ID)?;
    let mut grids = Vec::new();
    let quality = word(u, "quality").filter(|q| QUALITIES.contains(&q.as_str()));
    let weapon = word(u, "weapon").unwrap_or_else(|| "rifle".into());
    // Riflemen each fire their rifle; a weapon's crew fires the one weapon.
    let firers = match weapon.as_str() {
        "rifle" => number(u, "figures").filter(|f| *f > 0).unwrap_or(1).min(20),
        _ => 1,
    };
    let rows = weapon_rows(&doc);
    let row = rows.iter().find(|(_, w, q, _)| {
        *w == weapon && (q.is_none() || q.as_deref() == quality.as_deref())
    });
    if let (Some((_, _, _, r)), Some(q)) = (row, &quality) {
        let mut g = Grid::new("band", CLASSES.iter().map(|c| c.to_string()).collect());
        for band in BANDS {
            let Some(b) = r.get(band) else { continue };
            let range = text(b.get("range"));
            let cells = CLASSES
                .iter()
                .enumerate()
                .map(|(i, class)| {
                    if to_hit(b.get("hit").and_then(|h| h.get(i))) == "–" {
                        return Cell::Blank;
                    }
                    let args = [
                        "--quality", q, "--weapon", &weapon, "--firers", &firers.to_string(),
                        "--range", &range, "--class", class,
                    ];
                    case::<fire::Fire>(&args, "hits>=1")
                })
                .collect();
            g.row(format!("{band} {range}\""), cells);
        }
        grids.push(g.caption(format!("fire: {firers} × {weapon}, at least one hit")));
    }
    if let Some(q) = &quality {
        let leader = u
            .fields
            .iter()
            .any(|(k, v)| k == "leader" && v == &serde_json::Value::Bool(true));
        let kinds = ["close", "stand", "rally", "major", "critical", "pinned"];
        let mut g = Grid::new("", kinds.iter().map(|k| k.to_string()).collect());
        let cells = kinds
            .iter()
            .map(|k| {
                let mut args = vec!["--kind", k, "--quality", q];
                if leader {
                    args.push("--leader");
                }
                case::<test::Test>(&args, "passed")
            })
            .collect();
        g.row("passes", cells);
        let with = if leader { "with leader" } else { "no leader" };
        grids.push(g.caption(format!("tests: {q}, {with}")));
    }
    Ok(grids)
}

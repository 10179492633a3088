//! `spw sheet`: every percent printed on every rule set's sheet (and on a game's unit cards)
//! read back and checked against `spw --chances` of the case its cell names, every table of
//! the rule set's data on it, house rules and typed-in charts applied, the same bytes every
//! time, and the text form within 80 columns. How the pages print is `sheet_print.rs`.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Mutex;

use crate::harness::{spw, temp_dir};

/// Every rule set spw has (`spw --json rules`), so a new one is checked with no line here.
pub(crate) fn rule_sets() -> Vec<String> {
    let v = spw(&["rules"]).json();
    v["result"]["rule_sets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_str().unwrap().to_string())
        .collect()
}

/// One odds cell of an HTML sheet: the command line it carries, its exact fraction and the
/// percent printed.
#[derive(Debug)]
pub(crate) struct OddsCell {
    pub cmd: String,
    pub p: String,
    pub shown: String,
}

/// `"a &amp; b"` → `"a & b"`.
fn unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// The value of `name="..."` in an opening tag's text.
fn attr(tag: &str, name: &str) -> Option<String> {
    let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let len = tag[at..].find('"')?;
    Some(unescape(&tag[at..at + len]))
}

/// Every odds cell of an HTML sheet, in order.
pub(crate) fn odds_cells(html: &str) -> Vec<OddsCell> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(at) = rest.find("<td class=\"p\"") {
        rest = &rest[at..];
        let close = rest.find('>').expect("a closed tag");
        let tag = &rest[..close];
        let end = rest.find("</td>").expect("a closed cell");
        out.push(OddsCell {
            cmd: attr(tag, "data-cmd").expect("data-cmd"),
            p: attr(tag, "data-p").expect("data-p"),
            shown: unescape(&rest[close + 1..end]),
        });
        rest = &rest[end..];
    }
    out
}

/// The data tables a sheet says it shows (`data-table`), each once.
fn tables_shown(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for piece in html.split("<section").skip(1) {
        let tag = &piece[..piece.find('>').unwrap_or(0)];
        if let Some(t) = attr(tag, "data-table") {
            out.extend(t.split(' ').map(str::to_string));
        }
    }
    out
}

/// A percent as spw prints it (two decimals; `<0.01`, `>99.99`; `100` only when certain).
fn shown(percent: f64, p: &str) -> String {
    if p == "1/1" {
        "100".into()
    } else if percent <= 0.0 {
        "0".into()
    } else if percent < 0.005 {
        "<0.01".into()
    } else if percent >= 99.995 {
        ">99.99".into()
    } else {
        format!("{percent:.2}")
    }
}

/// Runs every cell's command line in one batch (`spw --json < lines`) and returns each
/// mismatch: a cell whose fraction or printed percent is not what spw answers.
pub(crate) fn mismatches(cells: &[OddsCell]) -> Vec<String> {
    assert!(!cells.is_empty(), "no odds cells");
    let lines: String = cells.iter().map(|c| format!("{}\n", c.cmd)).collect();
    let out = spw(&["--json"]).stdin(&lines).ok();
    let answers: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert_eq!(answers.len(), cells.len(), "one answer per cell");
    let mut bad = Vec::new();
    for (c, a) in cells.iter().zip(&answers) {
        let g = &a["goal"];
        let p = g["p"]
            .as_str()
            .unwrap_or_else(|| panic!("no goal for {}: {a}", c.cmd));
        let want = shown(g["percent"].as_f64().unwrap(), p);
        if c.p != p || c.shown != want {
            bad.push(format!(
                "{}: printed {} ({}), spw says {want} ({p})",
                c.cmd, c.shown, c.p
            ));
        }
    }
    bad
}

/// `spw sheet ARGS`, built once per test run (a sheet works out hundreds of odds).
fn sheet(args: &[&str]) -> String {
    static BUILT: Mutex<BTreeMap<String, String>> = Mutex::new(BTreeMap::new());
    let key = args.join(" ");
    if let Some(s) = BUILT.lock().unwrap().get(&key) {
        return s.clone();
    }
    let mut a = vec!["sheet"];
    a.extend_from_slice(args);
    let s = spw(&a).ok();
    BUILT.lock().unwrap().insert(key, s.clone());
    s
}

#[test]
fn every_percent_on_every_sheet_is_what_spw_chances_says() {
    let mut all = 0;
    for set in rule_sets() {
        let set = set.as_str();
        let html = sheet(&[set]);
        let cells = odds_cells(&html);
        assert!(cells.len() >= 30, "{set}: only {} odds", cells.len());
        for c in &cells {
            assert!(c.cmd.starts_with(&format!("--chances {set} ")), "{}", c.cmd);
        }
        let bad = mismatches(&cells);
        assert!(
            bad.is_empty(),
            "{set}: {} mismatches:\n{}",
            bad.len(),
            bad.join("\n")
        );
        all += cells.len();
    }
    assert!(all > 1000, "{all} odds in all");
}

#[test]
fn every_table_of_a_rule_sets_data_is_on_its_sheet() {
    let listed = spw(&["tables"]).json();
    let names: Vec<String> = listed["result"]["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap().to_string())
        .collect();
    for set in rule_sets() {
        let set = set.as_str();
        let shown = tables_shown(&sheet(&[set]));
        let theirs: Vec<&String> = names
            .iter()
            .filter(|n| n.starts_with(&format!("{set}.")))
            .collect();
        assert!(theirs.len() >= 4, "{set}: {theirs:?}");
        for t in theirs {
            assert!(
                shown.contains(t),
                "{set}'s sheet leaves out {t}; it shows {shown:?}"
            );
        }
    }
    // The named dice go on the sheet of the rule set they come from.
    assert!(tables_shown(&sheet(&["schwerpunkt"])).contains(&"dice.SF".to_string()));
    assert!(tables_shown(&sheet(&["portable"])).contains(&"dice.A".to_string()));
}

#[test]
fn a_sheet_built_twice_is_the_same_bytes() {
    for set in ["schwerpunkt", "series"] {
        assert_eq!(spw(&["sheet", set]).ok(), sheet(&[set]), "{set}");
    }
}

#[test]
fn the_sheet_is_self_contained() {
    let html = sheet(&["tsatf"]);
    assert!(html.starts_with("<!DOCTYPE html>\n"));
    assert!(html.contains("@font-face") && html.contains("data:font/woff2;base64,"));
    for far in ["http:", "https:", "<link", "<script", "src=\"", "@import"] {
        assert!(
            !html.contains(far),
            "the sheet reaches outside itself: {far}"
        );
    }
}

/// Writes `files` (name, text) into a fresh house-rule directory.
fn house(name: &str, files: &[(&str, &str)]) -> String {
    let dir = temp_dir(name);
    for (f, text) in files {
        std::fs::write(dir.join(f), text).unwrap();
    }
    dir.display().to_string()
}

#[test]
fn a_house_rule_changes_the_sheet_and_its_odds() {
    // The officer adds 2 to morale in this group's game.
    let text = "[morale]\nsection = \"5.0, 1.6\"\nabout = \"Morale tests, house rule\"\n\
                dice = \"2d6\"\nofficer = 2\nmin_rating = 2\nmax_rating = 12\n";
    let dir = house("sheet-house", &[("schwerpunkt.toml", text)]);
    let built_in = sheet(&["schwerpunkt"]);
    let house = spw(&["--data", &dir, "sheet", "schwerpunkt"]).ok();
    assert_ne!(built_in, house);
    assert!(house.contains("HOUSE RULE") && house.contains("officer</b> 2"));
    // Morale 7 with the officer passes on 9 or less now: 30/36, not 26/36.
    let cells = odds_cells(&house);
    let officer = cells
        .iter()
        .find(|c| c.cmd.contains("morale --morale 7 --officer"))
        .expect("the morale grid");
    assert_eq!(
        (officer.p.as_str(), officer.shown.as_str()),
        ("5/6", "83.33")
    );
    assert!(
        officer
            .cmd
            .starts_with(&format!("--chances --data {dir} schwerpunkt "))
    );
    let bad = mismatches(&cells);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// The complete CRT of docs/crt.md, as a player would copy it.
fn documented_crt() -> String {
    let doc = std::fs::read_to_string(crate_path("docs/crt.md")).unwrap();
    let start = doc
        .find("```toml\n")
        .expect("docs/crt.md has a ```toml example")
        + 8;
    let len = doc[start..].find("```").unwrap();
    doc[start..start + len].to_string()
}

#[test]
fn a_typed_in_series_crt_is_on_the_sheet_without_example() {
    let dir = house("sheet-crt", &[("series.toml", &documented_crt())]);
    let html = spw(&["--data", &dir, "sheet", "series"]).ok();
    // Its own CRT first (the default), with no EXAMPLE; the built-in one still says it.
    let mine = html.find("CRT mygame").expect("the typed-in CRT");
    let example = html.find("CRT example").expect("the example CRT");
    assert!(mine < example);
    let heading = &html[mine..mine + html[mine..].find("</h2>").unwrap()];
    assert!(!heading.contains("EXAMPLE"), "{heading}");
    assert!(html.contains("attacker eliminated"), "the legend");
    let cells = odds_cells(&html);
    assert!(
        cells
            .iter()
            .any(|c| c.cmd.contains("--crt mygame --attacker 98 --defender 100"))
    );
    let bad = mismatches(&cells);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_text_sheet_fits_80_columns_and_prints_the_same_odds() {
    for set in rule_sets() {
        let set = set.as_str();
        let text = spw(&["sheet", set])
            .env("SPW_TEST_TERMINAL", "1")
            .env("SPW_WIDTH", "80")
            .ok();
        assert!(!text.contains("<html"), "{set}: a terminal gets text");
        for line in text.lines() {
            assert!(
                line.chars().count() <= 80,
                "{set}: {} columns: {line}",
                line.chars().count()
            );
        }
        // Every percent of the page, and no other, as often (two decimals or an end mark).
        let count = |words: &mut dyn Iterator<Item = &str>| {
            let mut m: BTreeMap<String, usize> = BTreeMap::new();
            for w in words.filter(|w| is_percent(w)) {
                *m.entry(w.to_string()).or_default() += 1;
            }
            m
        };
        let html = sheet(&[set]);
        let cells = odds_cells(&html);
        let want = count(&mut cells.iter().map(|c| c.shown.as_str()));
        // The grids' rows (the text's tables start each row with a space).
        let rows = text.lines().filter(|l| l.starts_with(' '));
        let got = count(&mut rows.flat_map(str::split_whitespace));
        assert_eq!(got, want, "{set}: the text's percents are not the page's");
    }
}

/// `12.50`, `<0.01`, `>99.99`: how a percent other than 0 and 100 is printed.
fn is_percent(w: &str) -> bool {
    if w == "<0.01" || w == ">99.99" {
        return true;
    }
    let Some((a, b)) = w.split_once('.') else {
        return false;
    };
    !a.is_empty()
        && a.chars().all(|c| c.is_ascii_digit())
        && b.len() == 2
        && b.chars().all(|c| c.is_ascii_digit())
}

/// A roster of `n` units for `rules`, alternating two sides, with the fields its procedures
/// fill.
pub(crate) fn roster(rules: &str, n: usize) -> String {
    let mut s = String::from("[[side]]\nname = \"Red\"\n[[side]]\nname = \"Blue\"\n");
    for i in 1..=n {
        let side = if i % 2 == 1 { "Red" } else { "Blue" };
        let fields = match rules {
            "tsatf" => {
                let q = ["green", "veteran", "crack"][i % 3];
                let w = ["rifle", "lmg", "hmg", "smg"][i % 4];
                format!(
                    "quality = \"{q}\"\nweapon = \"{w}\"\nfigures = {}\nleader = {}\n",
                    6 + i % 5,
                    i % 2 == 0
                )
            }
            _ => format!(
                "figures = {}\nmarksmanship = {}\nskill = {}\nmorale = {}\nofficer = {}\n",
                6 + i % 5,
                3 + i % 3,
                3 + i % 4,
                6 + i % 4,
                i % 2 == 0
            ),
        };
        s.push_str(&format!(
            "[[unit]]\nname = \"Unit {i}\"\nside = \"{side}\"\n{fields}"
        ));
    }
    s
}

/// A new game of `rules` with a roster of `n` units, in a fresh directory: its file's path.
pub(crate) fn game(name: &str, rules: &str, n: usize) -> std::path::PathBuf {
    let dir = temp_dir(name);
    let r = dir.join("units.toml");
    std::fs::write(&r, roster(rules, n)).unwrap();
    let file = dir.join("g.spw");
    let (f, r) = (file.to_str().unwrap(), r.to_str().unwrap());
    spw(&[
        "game", "new", f, "--rules", rules, "--seed", "3", "--roster", r,
    ])
    .ok();
    file
}

#[test]
fn a_games_cards_show_every_unit_and_odds_spw_agrees_with() {
    for rules in ["schwerpunkt", "tsatf"] {
        let file = game(&format!("sheet-cards-{rules}"), rules, 12);
        let f = file.to_str().unwrap();
        let html = spw(&["sheet", "--game", f]).ok();
        for i in 1..=12 {
            assert!(
                html.contains(&format!("<h2>Unit {i}<")),
                "{rules}: Unit {i}"
            );
        }
        assert!(html.contains("class=\"box\""), "tick boxes");
        let cells = odds_cells(&html);
        assert!(cells.len() >= 12 * 4, "{rules}: {} odds", cells.len());
        let bad = mismatches(&cells);
        assert!(bad.is_empty(), "{rules}: {}", bad.join("\n"));
        // Read-only: the game has no entry after it, and the word works in either order.
        assert_eq!(spw(&["--game", f, "sheet"]).ok(), html);
        assert!(!std::fs::read_to_string(&file).unwrap().contains("sheet"));
    }
}

/// A Schwerpunkt platoon and a tank, for the states each card offers.
const PLATOON_AND_TANK: &str = r#"
[[unit]]
name = "1 Platoon"
side = "Red"
figures = 8
marksmanship = 4
skill = 4
morale = 8
officer = true

[[unit]]
name = "Panzer IV"
side = "Blue"
figures = 1
vehicle_class = "D"
weapon_class = 3
"#;

#[test]
fn sheet_is_a_word_in_a_games_session_and_its_states_are_the_rule_sets() {
    let dir = temp_dir("sheet-word");
    let r = dir.join("units.toml");
    std::fs::write(&r, PLATOON_AND_TANK).unwrap();
    let file = dir.join("g.spw");
    let f = file.to_str().unwrap();
    spw(&[
        "game",
        "new",
        f,
        "--seed",
        "3",
        "--roster",
        r.to_str().unwrap(),
    ])
    .ok();
    let out = spw(&["--game", f])
        .stdin("help\nsheet --format text\nsheet tsatf --format text\n")
        .ok();
    assert!(out.contains("  sheet "), "help lists the word: {out}");
    let (platoon, tank) = out.split_once("Panzer IV").expect("a card for each unit");
    let platoon = &platoon[platoon.find("1 Platoon ·").expect("the platoon's card")..];
    // Schwerpunkt's declared states (rules::model), each box held to its name by a no-break
    // space: the officer the roster gave, what fire and morale do to any unit; a vehicle's
    // damage only on the tank's card.
    for s in [
        "☒\u{a0}officer",
        "☐\u{a0}pinned",
        "☐\u{a0}fleeing",
        "☐\u{a0}retiring",
        "☐\u{a0}destroyed",
    ] {
        assert!(platoon.contains(s), "{s}: {platoon}");
    }
    assert!(!platoon.contains("immobilised"), "{platoon}");
    assert!(
        tank.contains("☐\u{a0}immobilised") && tank.contains("☐\u{a0}weapon\u{a0}out"),
        "{tank}"
    );
    assert!(!tank.contains("officer"), "{tank}");
    assert!(
        out.contains("The Sword, the Flame"),
        "a rule set named: its sheet"
    );
    // Nothing recorded, and the game's own checks hold for the word.
    assert!(!std::fs::read_to_string(&file).unwrap().contains("sheet"));
    let err = spw(&["--game", f, "--chances", "sheet"]).fails(2);
    assert!(err.contains("--chances does not apply to `sheet`"), "{err}");
}

#[test]
fn a_sheet_written_to_a_file_says_so() {
    let dir = temp_dir("sheet-out");
    let out = dir.join("s.html");
    let said = spw(&["sheet", "frontier", "--out", out.to_str().unwrap()]).ok();
    assert!(
        said.contains("written to") && said.contains("s.html"),
        "{said}"
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), sheet(&["frontier"]));
    let text = dir.join("s.txt");
    spw(&[
        "sheet",
        "frontier",
        "--out",
        text.to_str().unwrap(),
        "--format",
        "text",
    ])
    .ok();
    assert!(
        std::fs::read_to_string(&text)
            .unwrap()
            .contains("Battle by power · Battles")
    );
    // Nothing is left behind by a write that cannot happen.
    let err = spw(&["sheet", "frontier", "--out", "/nonexistent-dir/s.html"]).fails(1);
    assert!(err.contains("/nonexistent-dir/"), "{err}");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 2);
}

#[test]
fn bad_sheet_lines_are_refused() {
    let err = spw(&["sheet", "warhammer"]).fails(2);
    assert!(
        err.contains("warhammer") && err.contains("schwerpunkt"),
        "{err}"
    );
    let err = spw(&["--chances", "sheet", "tsatf"]).fails(2);
    assert!(err.contains("--chances does not apply to `sheet`"), "{err}");
    let err = spw(&["sheet", "tsatf", "--format", "pdf"]).fails(2);
    assert!(err.contains("pdf"), "{err}");
}

#[test]
fn the_json_sheet_has_every_cell_with_its_command() {
    let v = spw(&["sheet", "portable"]).json();
    let pieces = v["result"]["pieces"].as_array().unwrap();
    let odds: Vec<&serde_json::Value> = pieces
        .iter()
        .flat_map(|p| p["grids"].as_array().unwrap())
        .flat_map(|g| g["rows"].as_array().unwrap())
        .flat_map(|r| r["cells"].as_array().unwrap())
        .filter(|c| c.get("command").is_some())
        .collect();
    assert_eq!(odds.len(), odds_cells(&sheet(&["portable"])).len());
    assert!(odds.iter().all(|c| c["p"].is_string()));
}

/// A path to a file under the crate (the README's picture).
pub(crate) fn crate_path(rel: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

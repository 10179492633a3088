//! A table that is only rolled on and shown needs no Rust: a house rule adds one to
//! a rule set's file and it is listed, printed and rolled like the built-in tables, while the
//! tables code reads stay as strict as before.

use std::path::PathBuf;

use crate::case::golden;
use crate::every_procedure::{examples, registry, strs, with_rules};
use crate::harness::{chance_of, flat, spw, temp_dir};

const WEATHER: &str = r#"[weather]
section = "House rule: weather"
about = "The weather as the game starts"
dice = "d6"
rows = [{ roll = "1-2", result = "rain" }, { roll = "3-6", result = "clear" }]
"#;

/// A house-rule directory holding `portable.toml` with `text`.
fn house(name: &str, text: &str) -> (PathBuf, String) {
    let dir = temp_dir(name);
    std::fs::write(dir.join("portable.toml"), text).unwrap();
    let d = dir.to_str().unwrap().to_string();
    (dir, d)
}

#[test]
fn a_data_only_table_is_listed_printed_and_rolled() {
    let (_dir, d) = house("data-only-table", WEATHER);
    let list = flat(&spw(&["--data", &d, "tables"]).ok());
    assert!(
        list.contains(
            "portable.weather · section: House rule: weather · about: The weather as the game starts"
        ),
        "{list}"
    );
    let shown = flat(&spw(&["--data", &d, "tables", "portable.weather"]).ok());
    assert!(shown.contains("dice: d6"), "{shown}");
    assert!(
        shown.contains("1-2 rain") && shown.contains("3-6 clear"),
        "{shown}"
    );
    let toml = spw(&["--data", &d, "tables", "portable.weather", "--toml"]).ok();
    assert!(
        toml.contains("[weather]") && toml.contains("rain"),
        "{toml}"
    );

    let rolled = spw(&["--data", &d, "table", "portable.weather", "--dice", "2"]).json();
    assert_eq!(rolled["result"]["result"], "rain", "{rolled}");
    let rolled = spw(&["--data", &d, "table", "weather", "--dice", "5"]).json();
    assert_eq!(rolled["result"]["result"], "clear", "{rolled}");

    let odds = spw(&["--data", &d, "--chances", "table", "portable.weather"]).json();
    assert_eq!(chance_of(&odds, "result", "rain"), "1/3", "{odds}");
    assert_eq!(chance_of(&odds, "result", "clear"), "2/3", "{odds}");
}

#[test]
fn every_portable_command_is_unchanged_by_a_data_only_table() {
    let (dir, d) = house("data-only-table-commands", WEATHER);
    let mut ran = 0;
    for p in registry().iter().filter(|p| p.rules == "portable") {
        let help = spw(&[&p.rules, &p.name, "--help"]).ok();
        for ex in examples(p, &help) {
            let mut args = with_rules(p, &ex);
            if !args
                .iter()
                .any(|a| a.starts_with("--seed") || a.starts_with("--dice"))
            {
                args.splice(0..0, ["--seed".to_string(), "25".to_string()]);
            }
            let plain = spw(&strs(&args)).dir(&dir).ok();
            let mut with = vec!["--data", d.as_str()];
            with.extend(strs(&args));
            assert_eq!(spw(&with).dir(&dir).ok(), plain, "spw {}", args.join(" "));
            ran += 1;
        }
    }
    assert!(ran >= 6, "{ran}");
}

#[test]
fn a_typo_inside_a_typed_table_is_still_refused() {
    let text = "[initiative]\nsection = \"x\"\nabout = \"y\"\ndie = \"d6\"\ndei = \"d6\"\n";
    let (dir, d) = house("typed-table-typo", text);
    let err = spw(&["--data", &d, "portable", "initiative"]).fails(2);
    let file = dir.join("portable.toml").display().to_string();
    assert_eq!(
        err.trim_end(),
        format!(
            "error: {file}:5:1: [initiative]: unknown field `dei`, expected one of `section`, \
             `about`, `die`"
        )
    );
    // Its section and about are still required.
    let (_, d) = house(
        "typed-table-no-about",
        "[initiative]\nsection = \"x\"\ndie = \"d6\"\n",
    );
    let err = spw(&["--data", &d, "tables"]).fails(2);
    assert!(err.contains("missing field `about`"), "{err}");
}

#[test]
fn a_top_level_key_that_is_no_table_to_roll_on_is_refused_naming_it() {
    for (name, text, words) in [
        (
            "not-a-table",
            "weathr = 3\n",
            "weathr: invalid type: integer `3`",
        ),
        (
            "no-rows",
            "[weathr]\nsection = \"x\"\nabout = \"y\"\ndice = \"d6\"\n",
            "[weathr] is not one of this file's tables (activation, units, close_combat, fire, \
             artillery, initiative), and a new table to roll on needs section, about, dice and \
             rows: it has no rows",
        ),
        (
            "typed-name-typo",
            "[activaton]\nsection = \"x\"\nabout = \"y\"\ndie = \"dA\"\n",
            "[activaton] is not one of this file's tables",
        ),
        (
            "gap",
            &WEATHER.replace("3-6", "4-6"),
            "[weather] rows: no row for a roll of 3",
        ),
    ] {
        let (_, d) = house(&format!("untyped-{name}"), text);
        let err = spw(&["--data", &d, "tables"]).fails(2);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(words), "{name}: {err}");
    }
}

#[test]
fn a_crt_prints_as_the_grid_it_is() {
    // Seen: `rows  roll 2, cells 3/0, 3/0, …` run on for fourteen lines.
    golden(
        &["tables", "series.crt"],
        r#"series.crt · 12.6
Combat Results Tables (EXAMPLES: type in your game's own, docs/crt.md)
default: example
tables.example · 12.6
  EXAMPLE CRT in the shape 12.5-12.8 describe (made up for spw, from no game)
  example: true
  dice: 2d6
  columns: odds
  below: refuse
  above: last
  drm_limit: 10
  rolls: 2, 17
  events: 2, 12
  rows:
 roll    1:3   1:2   2:3   1:1   3:2   2:1   3:1   4:1   5:1   6:1
───────────────────────────────────────────────────────────────────
 2       3/0   3/0   2/0   2/0   2/0   2/1   1/1   1/1   1/1   1/2
 3-4     3/0   2/0   2/0   2/1   1/1   1/1   1/1   1/2   1/2   0/2
 5-6     2/0   2/0   2/1   1/1   1/1   1/1   1/2   1/2   0/2   0/2
 7       2/0   2/1   1/1   1/1   1/1   1/2   1/2   0/2   0/2   0/3
 8       2/1   1/1   1/1   1/1   1/2   1/2   0/2   0/2   0/3   0/3
 9       1/1   1/1   1/1   1/2   1/2   0/2   0/2   0/3   0/3   0/3
 10      1/1   1/1   1/2   1/2   0/2   0/2   0/3   0/3   0/3   0/4
 11      1/1   1/2   1/2   0/2   0/2   0/3   0/3   0/3   0/4   0/4
 12-13   1/2   1/2   0/2   0/2   0/3   0/3   0/3   0/4   0/4   0/4
 14-15   1/2   0/2   0/2   0/3   0/3   0/3   0/4   0/4   0/4   0/5
 16-17   0/2   0/2   0/3   0/3   0/3   0/4   0/4   0/4   0/5   0/5
"#,
    );
}

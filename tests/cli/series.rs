//! The Schwerpunkt Series (`series`): the CRT engine and its procedures. Exact chances worked
//! by hand from the example CRT in data/series.toml, `--dice` runs, the JSON shape, a
//! player's own CRT typed in from docs/crt.md, and malformed CRTs refused where they are wrong.

use serde_json::Value;

use crate::case::p;
use crate::harness::{chance_of, chances, flat, spw, temp_dir};

/// Writes `text` as a house-rule series.toml in a fresh directory; returns (dir, file).
fn house(name: &str, text: &str) -> (String, String) {
    let dir = temp_dir(name);
    let file = dir.join("series.toml");
    std::fs::write(&file, text).unwrap();
    (
        dir.to_str().unwrap().to_string(),
        file.display().to_string(),
    )
}

mod crt {
    use super::*;

    #[test]
    fn the_rules_example_29_against_13_walks_through_a_combat_at_2_to_1() {
        let out = spw(&[
            "--color",
            "never",
            "crt",
            "--attacker",
            "29",
            "--defender",
            "13",
            "--dice",
            "3,4",
        ])
        .ok();
        assert!(
            flat(&out).contains(
                "G. combat odds (12.5): attacker 29 against defender 13, odds 29:13 → column 2:1"
            ),
            "{out}"
        );
        assert!(out.contains("combat (2 × d6): 3 4 = 7"), "{out}");
        assert!(out.contains("H. roll (12.6): 7 = 7"), "{out}");
        // Example CRT, 2:1 column, roll 7: 1/2.
        assert!(
            flat(&out).contains(
                "I. result (12.8): 1/2 defender takes 2 combat hits first, then attacker takes 1 combat hit"
            ),
            "{out}"
        );
    }

    #[test]
    fn the_json_result_has_every_named_field() {
        let v = spw(&[
            "crt", "-a", "3", "-d", "4", "--drm", "-1", "--dice", "6,6,2",
        ])
        .json();
        let r = &v["result"];
        // 12.5, second example: 3 against 4 is 2:3.
        assert_eq!(r["odds"], "2:3");
        assert_eq!(r["natural"], 12);
        assert_eq!(r["drm"], -1);
        assert_eq!(r["final"], 11);
        // 2:3 column, roll 11: 1/2.
        assert_eq!(r["result"], "1/2");
        assert_eq!(r["attacker_hits"], 1);
        assert_eq!(r["defender_hits"], 2);
        // 14.0: the UNMODIFIED 12 generates an event; the events die (2) picks it.
        assert_eq!(r["random_event"], true);
        assert_eq!(r["event"]["roll"], 2);
        assert!(
            r["event"]["event"]
                .as_str()
                .unwrap()
                .starts_with("Enemy counterattack")
        );
    }

    #[test]
    fn exact_chances_on_the_2_to_1_column_worked_by_hand() {
        // 2:1 column: roll 2 → 2/1 (1/36); 3–6 → 1/1 (2+3+4+5 = 14/36); 7–8 → 1/2
        // (6+5 = 11/36); 9–10 → 0/2 (4+3 = 7/36); 11–12 → 0/3 (2+1 = 3/36). Sum 36/36.
        let a = ["crt", "--attacker", "29", "--defender", "13"];
        assert_eq!(p(&a, "result", "2/1"), "1/36");
        assert_eq!(p(&a, "result", "1/1"), "7/18");
        assert_eq!(p(&a, "result", "1/2"), "11/36");
        assert_eq!(p(&a, "result", "0/2"), "7/36");
        assert_eq!(p(&a, "result", "0/3"), "1/12");
        // Defender hits 2: 1/2 or 0/2, 11/36 + 7/36 = 1/2.
        assert_eq!(p(&a, "defender_hits", 2), "1/2");
        // 14.0: an unmodified 2 or 12, 2/36.
        assert_eq!(p(&a, "random_event", true), "1/18");
    }

    #[test]
    fn the_drm_is_clamped_to_ten_and_the_roll_to_2_and_17() {
        // 1:1 column with +10: naturals 2–3 read 12–13 → 0/2 (3/36); 4–5 read 14–15 → 0/3;
        // 6–12 read 16–22, clamped to 17 (12.6) → 0/3.
        let ten = ["crt", "--odds", "1:1", "--drm", "10"];
        assert_eq!(p(&ten, "result", "0/2"), "1/12");
        assert_eq!(p(&ten, "result", "0/3"), "11/12");
        // +7 +5 = +12 is clamped to +10 (12.7): the same chances, where +12 would make 0/2
        // only on a natural 2 (1/36).
        let twelve = ["crt", "--odds", "1:1", "--drm", "7", "--drm", "5"];
        assert_eq!(p(&twelve, "result", "0/2"), "1/12");
        // −10 makes every total 2 or less, read as 2 (12.6): 2/0 on 1:1 whatever the roll.
        let low = ["crt", "--odds", "1:1", "--drm", "-10"];
        assert_eq!(p(&low, "result", "2/0"), "1/1");
        let out = spw(&[
            "--color", "never", "crt", "--odds", "1:1", "--drm", "20", "--drm", "5", "--dice",
            "6,5",
        ])
        .ok();
        assert!(
            flat(&out)
                .contains("11 +10 (DRM +20 +5 = +25, clamped to +10 (12.7)) = 21, read as 17"),
            "{out}"
        );
    }

    #[test]
    fn modifiers_add_up_as_3_3s_example() {
        // 3.3: a Town (−1) in a Forest (−2) is −3 together.
        let v = spw(&[
            "crt", "--odds", "1:1", "--drm", "-1", "--drm", "-2", "--dice", "4,4",
        ])
        .json();
        assert_eq!(v["result"]["drm"], -3);
        assert_eq!(v["result"]["final"], 5);
    }

    #[test]
    fn random_events_come_from_unmodified_rolls_only() {
        // A natural 7 with +5 reads 12 but generates nothing; a natural 12 with −3 does.
        let v = spw(&["crt", "--odds", "1:1", "--drm", "5", "--dice", "5,2"]).json();
        assert_eq!(v["result"]["final"], 12);
        assert_eq!(v["result"]["random_event"], false);
        assert_eq!(v["result"]["event"], Value::Null);
        let v = spw(&["crt", "--odds", "1:1", "--drm", "-3", "--dice", "6,6,5"]).json();
        assert_eq!(v["result"]["final"], 9);
        assert_eq!(v["result"]["random_event"], true);
        assert_eq!(v["result"]["event"]["roll"], 5);
        // The chance does not move with the DRM: still 2/36.
        let a = ["crt", "--odds", "3:1", "--drm", "-4"];
        assert_eq!(p(&a, "random_event", true), "1/18");
    }

    #[test]
    fn odds_round_down_at_every_column_boundary() {
        let heads = [
            "1:3", "1:2", "2:3", "1:1", "3:2", "2:1", "3:1", "4:1", "5:1", "6:1",
        ];
        let column = |a: i64, d: i64| -> String {
            let (a, d) = (a.to_string(), d.to_string());
            let v = spw(&["crt", "-a", &a, "-d", &d, "--dice", "3,4"]).json();
            v["result"]["odds"].as_str().unwrap().to_string()
        };
        for (i, h) in heads.iter().enumerate() {
            let (a, d) = h.split_once(':').unwrap();
            let (a, d): (i64, i64) = (a.parse().unwrap(), d.parse().unwrap());
            // Exactly the column's odds reach it; one strength point less falls to the one
            // before.
            assert_eq!(column(6 * a, 6 * d), *h, "{h}");
            if i > 0 {
                assert_eq!(column(6 * a - 1, 6 * d), heads[i - 1], "just under {h}");
            }
        }
        // Beyond 6:1 reads on 6:1.
        assert_eq!(column(100, 1), "6:1");
    }

    #[test]
    fn fractions_are_kept_per_unit_and_each_side_rounded_down() {
        // 3.2: 2.5 + 2.5 + 1.5 = 6.5 → 6 against 3: 2:1; rounding each unit first (2+2+1 = 5)
        // would give 3:2.
        let v = spw(&[
            "crt", "-a", "2.5", "-a", "5/2", "-a", "1.5", "-d", "3", "--dice", "3,4",
        ])
        .json();
        assert_eq!(v["result"]["odds"], "2:1");
        // 12.7: a side is never below 1: 0.5 against 1 is 1:1.
        let v = spw(&["crt", "-a", "0.5", "-d", "1", "--dice", "3,4"]).json();
        assert_eq!(v["result"]["odds"], "1:1");
    }

    #[test]
    fn shifts_move_the_column_and_stop_at_the_edges() {
        let odds = |args: &[&str]| {
            let mut a = vec!["crt", "--dice", "3,4"];
            a.extend_from_slice(args);
            spw(&a).json()["result"]["odds"]
                .as_str()
                .unwrap()
                .to_string()
        };
        assert_eq!(odds(&["--odds", "2:1", "--shift", "2"]), "4:1");
        assert_eq!(odds(&["--odds", "2:1", "--shift", "-1"]), "3:2");
        assert_eq!(odds(&["--odds", "5:1", "--shift", "3"]), "6:1");
        assert_eq!(odds(&["--odds", "1:2", "--shift", "-1"]), "1:3");
        // Shifted below the first column: no column to move down to (12.5), refused.
        let err = spw(&["crt", "--odds", "1:2", "--shift", "-4"]).fails(2);
        assert!(err.contains("odds 1:2, shifted −4"), "{err}");
    }

    #[test]
    fn odds_below_the_lowest_column_move_down_in_the_defenders_favour() {
        // 12.5: "Round off this odds ratio downwards in favor of the defender ... move
        // downwards in favor of the defender in such cases." 1:4 (5 against 20) is below the
        // example CRT's lowest column, 1:3: reading it on 1:3 would round up, in the
        // attacker's favour. There is no column below, so the example CRT refuses the attack
        // (its `below = "refuse"`, with its ruling beside it in data/series.toml).
        for (args, odds) in [
            (&["crt", "--odds", "1:4"][..], "odds 1:4"),
            (&["crt", "-a", "5", "-d", "20"][..], "odds 5:20"),
            (&["--chances", "crt", "--odds", "1:4"][..], "odds 1:4"),
        ] {
            let err = spw(args).fails(2);
            assert_eq!(err.lines().count(), 1, "{err}");
            assert!(err.contains(odds), "{err}");
            assert!(
                err.contains("below the CRT's columns (1:3 to 6:1)"),
                "{err}"
            );
            assert!(err.contains("12.5"), "{err}");
        }
        // Exactly 1:3 is the column itself.
        let v = spw(&["crt", "--odds", "1:3", "--dice", "3,4"]).json();
        assert_eq!(v["result"]["odds"], "1:3");
    }

    #[test]
    fn a_shift_is_shown_on_the_line_where_it_acts() {
        // 6:5 rounds down to 1:1 (12.5); --shift -1 moves it one column left, to 2:3.
        let out = spw(&[
            "--color", "never", "crt", "--odds", "6:5", "--shift", "-1", "--dice", "3,4",
        ])
        .ok();
        assert!(
            out.contains("G. combat odds (12.5): odds 6:5 → 1:1, shifted −1 → column 2:3"),
            "{out}"
        );
        let text = spw(&[
            "--color",
            "never",
            "--chances",
            "crt",
            "--odds",
            "6:5",
            "--shift",
            "1",
        ])
        .ok();
        assert!(
            text.contains("odds 6:5 → 1:1, shifted +1, the 3:2 column"),
            "{text}"
        );
    }

    #[test]
    fn bad_options_are_refused_in_one_line() {
        for (args, want) in [
            (vec!["crt", "--odds", "3-1"], "--odds 3-1: write the odds"),
            (vec!["crt", "--odds", "0:1"], "--odds 0:1"),
            (
                vec!["crt", "-a", "x", "-d", "3"],
                "--attacker x: not a number",
            ),
            (vec!["crt", "-a", "-3", "-d", "3"], "--attacker -3"),
            (
                vec!["crt", "-a", "1/13", "-d", "3"],
                "cannot be kept exactly",
            ),
            (vec!["crt", "-d", "3"], "--attacker N"),
            (vec!["crt", "-a", "3"], "--defender N"),
            (
                vec!["crt", "--odds", "1:1", "--crt", "nope"],
                "the CRTs are example",
            ),
            (vec!["crt", "--odds", "1:1", "--drm", "5000"], "--drm 5000"),
        ] {
            let err = spw(&args).fails(2);
            assert_eq!(err.lines().count(), 1, "{err}");
            assert!(err.contains(want), "{args:?}: {err}");
        }
    }
}

mod whole_crt {
    use super::*;

    /// "a/b" as (a, b).
    fn frac(s: &str) -> (u128, u128) {
        let (a, b) = s.split_once('/').unwrap();
        (a.parse().unwrap(), b.parse().unwrap())
    }

    #[test]
    fn every_column_of_the_matrix_is_that_columns_own_chances_and_sums_to_1() {
        let v = spw(&["--chances", "crt", "--all-columns", "--drm", "-2"]).json();
        let r = &v["result"];
        let heads: Vec<&str> = r["columns"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h.as_str().unwrap())
            .collect();
        assert_eq!(heads.len(), 10);
        let rows = r["rows"].as_array().unwrap();
        for (i, h) in heads.iter().enumerate() {
            let single = chances(&["crt", "--odds", h, "--drm", "-2"]);
            // Sum of the column over a common denominator (36 divides every one).
            let mut sum = 0;
            for row in rows {
                let p = row["p"][i].as_str().unwrap();
                let want = chance_of(&single, "result", row["result"].as_str().unwrap());
                assert_eq!(p, want, "{h} {}", row["result"]);
                let (a, b) = frac(p);
                sum += a * 36 / b;
            }
            assert_eq!(sum, 36, "column {h}");
        }
        let text = spw(&["--color", "never", "--chances", "crt", "--all-columns"]).ok();
        // Eleven columns: two spaces apart to fit 80.
        assert!(text.contains(" result  1:3    1:2"), "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    }

    #[test]
    fn a_goal_gives_its_chance_per_column_and_the_lowest_column_reaching_it() {
        // defender_hits>=2 on 2:1: 1/2 on 7–8 (6+5), 0/2 on 9–10 (4+3), 0/3 on 11–12 (2+1)
        // = 21/36 = 7/12; on 3:2: 1/2 on 8–9 (5+4), 0/2 on 10–11 (3+2), 0/3 on 12 (1) = 5/12.
        let goal = |at: &str| {
            spw(&[
                "--chances",
                "crt",
                "--goal",
                "defender_hits>=2",
                "--at-least",
                at,
            ])
            .json()["result"]
                .clone()
        };
        let r = goal("50%");
        assert_eq!(r["p"][4], "5/12");
        assert_eq!(r["p"][5], "7/12");
        assert_eq!(r["lowest_column"], "2:1");
        // Exact, not rounded: 7/12 = 58.3333...% reaches 58.3333% but not 58.333334%.
        assert_eq!(goal("58.3333%")["lowest_column"], "2:1");
        assert_eq!(goal("58.333334%")["lowest_column"], "3:1");
        assert_eq!(goal("100")["lowest_column"], "6:1");
        // A cell no column reaches: no column is named.
        let r = spw(&["--chances", "crt", "--goal", "result=0/5 and random_event"]).json();
        assert_eq!(r["result"]["lowest_column"], Value::Null);
        let out = spw(&[
            "--color",
            "never",
            "--chances",
            "crt",
            "--goal",
            "defender_hits>=2",
        ])
        .ok();
        assert!(
            out.contains("defender_hits>=2 has at least 50% from the 2:1 column on"),
            "{out}"
        );
    }

    #[test]
    fn the_matrix_is_refused_without_chances_and_bad_goals_are_named() {
        let err = spw(&["crt", "--all-columns"]).fails(2);
        assert!(err.contains("add --chances"), "{err}");
        for (goal, want) in [
            ("foo", "--goal foo: no quantity or outcome 'foo' here"),
            (
                "result>2",
                "--goal result>2: result is words, compared with = or != only",
            ),
            (
                "defender_hits>=x",
                "--goal defender_hits>=x: defender_hits is a number",
            ),
            ("result=9/9", "--goal result=9/9: result is never 9/9 here"),
        ] {
            let err = spw(&["--chances", "crt", "--goal", goal]).fails(2);
            assert!(err.contains(want), "{err}");
        }
        let err = spw(&[
            "--chances",
            "crt",
            "--goal",
            "result=AE",
            "--at-least",
            "101%",
        ])
        .fails(2);
        assert!(err.contains("--at-least 101%"), "{err}");
        let err = spw(&["--chances", "crt", "--all-columns", "--odds", "2:1"]).fails(2);
        assert!(err.contains("--odds"), "{err}");
    }
}

mod own_crt {
    use super::*;

    /// The complete example of docs/crt.md, as a player would copy it.
    pub(super) fn documented() -> String {
        let doc =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/crt.md")).unwrap();
        let start = doc
            .find("```toml\n")
            .expect("docs/crt.md has a ```toml example")
            + 8;
        let len = doc[start..].find("```").unwrap();
        doc[start..start + len].to_string()
    }

    #[test]
    fn the_documented_crt_loads_with_1d6_and_differential_columns() {
        let (dir, _) = house("series-doc", &documented());
        // 7 against 5 is +2 (mygame, the default there): 1d6 rolls 1–2 DR, 3–6 DE.
        let a = ["--data", &dir, "crt", "--attacker", "7", "--defender", "5"];
        let v = chances(&a);
        assert_eq!(chance_of(&v, "result", "DR"), "1/3");
        assert_eq!(chance_of(&v, "result", "DE"), "2/3");
        // Text cells without hits: only result and random_event are quantities.
        assert!(v["chances"].get("attacker_hits").is_none(), "{v}");
        // −1: 1 and 2 read 1 (the rows' lowest, rolls = [1, 6]), 3 reads 2: DR on 1–3.
        let a = ["--data", &dir, "crt", "-a", "7", "-d", "5", "--drm", "-1"];
        assert_eq!(p(&a, "result", "DR"), "1/2");
        // +3 is the limit: +5 reads as +3, and every roll gives DE.
        let a = ["--data", &dir, "crt", "-a", "7", "-d", "5", "--drm", "5"];
        assert_eq!(p(&a, "result", "DE"), "1/1");
        // Below −2: AE with no roll, the legend's words.
        let v = spw(&["--data", &dir, "crt", "-a", "1", "-d", "5"]).json();
        assert_eq!(v["result"]["result"], "AE");
        assert_eq!(v["result"]["natural"], Value::Null);
        assert!(
            v["summary"]
                .as_str()
                .unwrap()
                .contains("attacker eliminated")
        );
        // A rolled run with --dice, on the differential column.
        let v = spw(&["--data", &dir, "crt", "-a", "9", "-d", "5", "--dice", "1"]).json();
        assert_eq!(v["result"]["odds"], "+4");
        assert_eq!(v["result"]["result"], "DE");
    }

    #[test]
    fn several_crts_the_builtin_one_kept_and_an_edge_that_refuses() {
        let (dir, _) = house("series-doc2", &documented());
        // winter, 2:1: 2–6 → 1/1 (15/36), 7–12 → 0/1 (21/36).
        let a = ["--data", &dir, "crt", "--crt", "winter", "--odds", "2:1"];
        assert_eq!(p(&a, "result", "1/1"), "5/12");
        assert_eq!(p(&a, "attacker_hits", 0), "7/12");
        // The built-in example is still there beside the house CRTs.
        let a = [
            "--data", &dir, "crt", "--crt", "example", "-a", "29", "-d", "13",
        ];
        assert_eq!(p(&a, "result", "2/1"), "1/36");
        // And `spw tables` prints all three, as the CRTs usable.
        let t = spw(&["--data", &dir, "--color", "never", "tables", "series.crt"]).ok();
        for name in ["example", "mygame", "winter"] {
            let head = format!("tables.{name}");
            assert!(
                t.lines()
                    .any(|l| l.split(' ').next() == Some(head.as_str())),
                "{name}: {t}"
            );
        }
        let err = spw(&["--data", &dir, "crt", "--crt", "winter", "--odds", "1:3"]).fails(2);
        assert!(
            err.contains("below the CRT's columns (1:2 to 3:1)"),
            "{err}"
        );
    }

    #[test]
    fn strength_band_columns_read_the_attackers_total_alone() {
        let text = "[crt]\nsection = \"h\"\nabout = \"h\"\ndefault = \"fire\"\n\n\
                    [crt.tables.fire]\nabout = \"fire table\"\ndice = \"1d6\"\n\
                    columns = \"strength\"\nheads = [\"1-2\", \"3-5\", \"6-8\"]\n\
                    above = \"refuse\"\nrows = [\n\
                    { roll = \"1-3\", cells = [\"0\", \"0/1\", \"0/1\"] },\n\
                    { roll = \"4-6\", cells = [\"0/1\", \"0/1\", \"0/2\"] },\n]\n";
        let (dir, _) = house("series-bands", text);
        let column = |a: &str| {
            let v = spw(&["--data", &dir, "crt", "-a", a, "--dice", "5"]).json();
            v["result"]["odds"].as_str().unwrap().to_string()
        };
        assert_eq!(column("4"), "3–5");
        assert_eq!(column("2.5"), "1–2");
        assert_eq!(column("8"), "6–8");
        // A side is never below 1 (12.7): 0.5 reads on the first band.
        assert_eq!(column("0.5"), "1–2");
        let err = spw(&["--data", &dir, "crt", "-a", "9"]).fails(2);
        assert!(err.contains("above the CRT's columns"), "{err}");
        // 6–8: 1–3 → 0/1, 4–6 → 0/2, one half each.
        let a = ["--data", &dir, "crt", "-a", "7"];
        assert_eq!(p(&a, "defender_hits", 2), "1/2");
    }

    /// A small house CRT: `heads` on line 9, `rows` on line 10.
    fn table(rows: &str, legend: &str) -> String {
        format!(
            "[crt]\nsection = \"h\"\nabout = \"h\"\n\n[crt.tables.bad]\nabout = \"x\"\n\
             dice = \"1d6\"\ncolumns = \"differential\"\nheads = [\"0\", \"+1\"]\nrows = [\n{rows}]\n{legend}"
        )
    }

    #[test]
    fn a_gap_an_overlap_and_a_missing_legend_entry_are_refused_where_written() {
        let cases = [
            (
                "{roll = \"1-3\", cells = [\"0/1\", \"0/1\"]},\n{roll = \"5-6\", cells = [\"0/1\", \"0/1\"]},\n",
                "",
                "12:2: [crt.tables.bad] rows: no row for a roll of 4",
            ),
            (
                "{roll = \"1-4\", cells = [\"0/1\", \"0/1\"]},\n{roll = \"4-6\", cells = [\"0/1\", \"0/1\"]},\n",
                "",
                "12:2: [crt.tables.bad] rows: rolls 1–4 and 4–6 overlap",
            ),
            (
                "{roll = \"1-6\", cells = [\"0/1\", \"DX\"]},\n",
                "[crt.tables.bad.legend]\nDR = { means = \"retreat\" }\n",
                "10:1: [crt.tables.bad] rows: \"DX\" (roll 1–6) is not in the legend",
            ),
            (
                "{roll = \"1-6\", cells = [\"0/1\"]},\n",
                "",
                "10:1: [crt.tables.bad] rows: the row for a roll of 1–6 has 1 cell, but there are 2 columns",
            ),
        ];
        for (i, (rows, legend, want)) in cases.into_iter().enumerate() {
            let (dir, file) = house(&format!("series-bad{i}"), &table(rows, legend));
            let err = spw(&["--data", &dir, "crt", "--odds", "1:1"]).fails(2);
            assert_eq!(err.lines().count(), 1, "{err}");
            // A gap or an overlap at the row after it; a cell's fault at the rows.
            assert!(err.starts_with(&format!("error: {file}:{want}")), "{err}");
        }
        // Heads out of order, named at the heads line.
        let text = table("{roll = \"1-6\", cells = [\"0/1\", \"0/1\"]},\n", "")
            .replace("[\"0\", \"+1\"]", "[\"+1\", \"0\"]");
        let (dir, file) = house("series-badheads", &text);
        let err = spw(&["--data", &dir, "crt", "--odds", "1:1"]).fails(2);
        assert!(
            err.starts_with(&format!("error: {file}:9:1: [crt.tables.bad] heads:")),
            "{err}"
        );
    }
}

mod activity {
    use super::*;

    #[test]
    fn spending_c3i_points_rolls_the_activity_table() {
        // 7.2's example spends two C3I Points and rolls two dice: 4+3 = 7 → 5 on the example
        // table's 2 column; 5 buys one combat (3) and two moves, or five moves (8.0).
        let out = spw(&[
            "--color", "never", "activity", "--c3i", "2", "--dice", "4,3",
        ])
        .ok();
        assert!(out.contains("Activity Table (2 × d6): 4 3 = 7"), "{out}");
        assert!(
            flat(&out)
                .contains("5 Activity Points: up to 1 combat (3 each) and 2 moves, or 5 moves"),
            "{out}"
        );
        let v = spw(&["activity", "--c3i", "3", "--dice", "6,6"]).json();
        assert_eq!(v["result"]["activity_points"], 10);
        assert_eq!(v["result"]["roll"], 12);
    }

    #[test]
    fn spending_none_ends_the_segment_without_a_roll() {
        let v = spw(&["activity", "--c3i", "0", "--dice", "6,6"]).json();
        assert_eq!(v["result"]["activity_points"], 0);
        assert_eq!(v["result"]["roll"], Value::Null);
        assert_eq!(v["dice"].as_array().unwrap().len(), 0);
    }

    #[test]
    fn exact_chances_by_hand() {
        // Column 1: 2 → 1 (1/36); 3–4 → 2 (2+3 = 5/36); 5–6 and 7 → 3 (4+5+6 = 15/36);
        // 8–9 → 4 (5+4 = 9/36); 10–11 → 5 (3+2 = 5/36); 12 → 6 (1/36). Sum 36.
        let a = ["activity", "--c3i", "1"];
        assert_eq!(p(&a, "activity_points", 1), "1/36");
        assert_eq!(p(&a, "activity_points", 2), "5/36");
        assert_eq!(p(&a, "activity_points", 3), "5/12");
        assert_eq!(p(&a, "activity_points", 4), "1/4");
        assert_eq!(p(&a, "activity_points", 5), "5/36");
        assert_eq!(p(&a, "activity_points", 6), "1/36");
        let err = spw(&["activity", "--c3i", "4"]).fails(2);
        assert!(err.contains("--c3i 4") && err.contains("0 to 3"), "{err}");
    }
}

mod event {
    use super::*;

    #[test]
    fn one_die_on_the_random_events_table() {
        let v = spw(&["event", "--dice", "3"]).json();
        assert_eq!(v["result"]["event"], "Confusion: nothing happens");
        let c = chances(&["event"]);
        assert_eq!(chance_of(&c, "event", "Confusion: nothing happens"), "1/6");
    }
}

mod attrition {
    use super::*;

    #[test]
    fn a_step_is_lost_on_the_columns_number_or_more_after_modifiers() {
        // Winter needs 3; −1 makes it 4+ on the die: 3 keeps the step, 6 loses one.
        let v = spw(&[
            "attrition",
            "--column",
            "winter",
            "--units",
            "2",
            "--drm",
            "-1",
            "--dice",
            "3,6",
        ])
        .json();
        assert_eq!(v["result"]["step_losses"], 1);
        // Clear needs 5+: each of 3 units 1/3; all three lose a step 1/27, none 8/27.
        let a = ["attrition", "--column", "clear", "--units", "3"];
        assert_eq!(p(&a, "step_losses", 3), "1/27");
        assert_eq!(p(&a, "step_losses", 0), "8/27");
        // +3 on clear: 2+ → 5/6 each (3.3: modifiers add).
        let a = ["attrition", "--column", "clear", "--drm", "2", "--drm", "1"];
        assert_eq!(p(&a, "step_losses", 1), "5/6");
        let err = spw(&["attrition", "--column", "swamp"]).fails(2);
        assert!(err.contains("clear, rough, winter"), "{err}");
    }
}

mod losses {
    use super::*;

    fn result(args: &[&str]) -> Value {
        let mut a = vec!["losses"];
        a.extend_from_slice(args);
        spw(&a).json()["result"].clone()
    }

    #[test]
    fn retreat_hexes_at_most_two_the_second_for_motorized_in_supply() {
        let r = result(&[
            "--hits",
            "3",
            "--units",
            "2",
            "--motorized",
            "--retreat",
            "2",
        ]);
        assert_eq!(r["retreat_hexes"], 2);
        assert_eq!(r["step_losses"], 1);
        assert_eq!(r["most_retreat"], 2);
        // Not motorized, or out of supply: one hex at most.
        let r = result(&["--hits", "3", "--units", "5"]);
        assert_eq!(r["most_retreat"], 1);
        assert_eq!(r["forced_retreat"], false);
        assert_eq!(r["step_losses"], 3);
        let err = spw(&[
            "losses",
            "--hits",
            "3",
            "--units",
            "2",
            "--motorized",
            "--out-of-supply",
            "--retreat",
            "2",
        ])
        .fails(2);
        assert!(
            err.contains("--retreat 2: only motorized units In Supply"),
            "{err}"
        );
        // Never two hexes on a single hit (12.81's note).
        let err = spw(&["losses", "--hits", "1", "--motorized", "--retreat", "2"]).fails(2);
        assert!(err.contains("1 Combat Hit allows at most 1"), "{err}");
    }

    #[test]
    fn hits_beyond_the_units_force_a_retreat_and_an_impossible_one_costs_a_step() {
        // 5 hits on 3 units: a forced retreat takes 1, 4 step losses spread 2, 1, 1.
        let r = result(&["--hits", "5", "--units", "3"]);
        assert_eq!(r["forced_retreat"], true);
        assert_eq!(r["retreat_hexes"], 1);
        assert_eq!(r["step_losses"], 4);
        assert_eq!(r["per_unit"], serde_json::json!([2, 1, 1]));
        let err = spw(&["losses", "--hits", "5", "--units", "3", "--retreat", "0"]).fails(2);
        assert!(err.contains("must retreat at least one hex"), "{err}");
        // Cannot retreat: all 4 hits and one more.
        let r = result(&["--hits", "4", "--units", "2", "--cannot-retreat"]);
        assert_eq!(r["step_losses"], 5);
        assert_eq!(r["per_unit"], serde_json::json!([3, 2]));
        // Not forced (2 hits, 2 units) and cannot retreat: no extra step.
        let r = result(&["--hits", "2", "--units", "2", "--cannot-retreat"]);
        assert_eq!(r["step_losses"], 2);
        // The attacker takes every hit as a step loss.
        let r = result(&["--hits", "2", "--units", "3", "--attacker"]);
        assert_eq!(r["retreat_hexes"], 0);
        assert_eq!(r["per_unit"], serde_json::json!([1, 1, 0]));
    }
}

mod superiority {
    use super::*;

    #[test]
    fn one_chit_each_worked_by_hand_from_the_example_cups() {
        // cup_a: 0 ×3, 1 ×4, 2 ×2, 3 ×1; cup_b: 0 ×4, 1 ×3, 2 ×2, 3 ×1 (10 chits each).
        // Attacker higher: 1 over 0 (4×4) + 2 over 0–1 (2×7) + 3 over 0–2 (1×9) = 39 of 100.
        // Equal: 3×4 + 4×3 + 2×2 + 1×1 = 29 of 100; the defender higher: 32 of 100.
        let a = [
            "superiority",
            "--attacker-rating",
            "1",
            "--defender-rating",
            "1",
            "--defender-motorized",
        ];
        let v = chances(&a);
        assert_eq!(chance_of(&v, "superiority", "attacker"), "39/100");
        assert_eq!(chance_of(&v, "superiority", "neither"), "29/100");
        assert_eq!(chance_of(&v, "superiority", "defender"), "8/25");
        // 12.4: refusal is open exactly when the motorized defender is superior.
        assert_eq!(chance_of(&v, "refusal_open", true), "8/25");
        // 12.32: never more chits played than drawn (one each here).
        assert_eq!(chance_of(&v, "attacker_plays", 1), "1/1");
    }

    #[test]
    fn more_chits_than_the_cup_holds_is_refused_naming_the_cup() {
        // 12.31: a rating of 12 draws 12 chits; the example cup holds 10.
        let e = spw(&[
            "superiority",
            "--attacker-rating",
            "12",
            "--defender-rating",
            "1",
        ])
        .fails(2);
        assert!(
            e.contains(
                "--attacker-rating 12: 12 chits to draw, but Player A's cup (pool cup_a) holds 10"
            ),
            "{e}"
        );
        let e = spw(&[
            "superiority",
            "--attacker-rating",
            "1",
            "--defender-rating",
            "11",
        ])
        .fails(2);
        assert!(
            e.contains("but Player B's cup (pool cup_b) holds 10"),
            "{e}"
        );
    }

    #[test]
    fn ratings_take_the_concentric_bonus_then_are_halved_never_below_1() {
        let v = spw(&[
            "superiority",
            "--attacker-rating",
            "2",
            "--defender-rating",
            "1",
            "--concentric",
            "--attacker-oos",
            "--defender-oos",
            "--seed",
            "5",
        ])
        .json();
        // (2 + 1) halved = 1 (rounded down); 1 halved stays 1 (3.2).
        assert_eq!(v["result"]["attacker_draws"], 1);
        assert_eq!(v["result"]["defender_draws"], 1);
        let drawn = v["drawn"].as_array().unwrap();
        assert_eq!(drawn.len(), 2);
        assert_eq!(drawn[0]["pool"], "cup_a");
        assert_eq!(drawn[1]["pool"], "cup_b");
        let points = |i: usize| drawn[i]["values"]["points"].as_i64().unwrap_or(0);
        assert_eq!(v["result"]["attacker_points"], points(0));
        assert_eq!(v["result"]["defender_points"], points(1));
        // Drawing the whole cup: every chit, so the points are certain (0+4+4+3 = 11 in cup_a).
        let c = chances(&[
            "superiority",
            "--attacker-rating",
            "10",
            "--defender-rating",
            "1",
        ]);
        assert_eq!(chance_of(&c, "attacker_points", 11), "1/1");
        assert_eq!(chance_of(&c, "superiority", "attacker"), "1/1");
        assert_eq!(chance_of(&c, "attacker_plays", 3), "1/1");
    }

    #[test]
    fn chits_drawn_by_hand_are_typed_by_name() {
        // The attacker's two chits from cup_a, then the defender's one from cup_b (12.31), any
        // case; artillery 2 + recon 1 against air support 3 is equal: neither is superior.
        let v = spw(&[
            "superiority",
            "--attacker-rating",
            "2",
            "--defender-rating",
            "1",
            "--cards",
            "Artillery, recon,air support",
        ])
        .json();
        let drawn = v["drawn"].as_array().unwrap();
        let names: Vec<(&str, &str)> = drawn
            .iter()
            .map(|d| (d["pool"].as_str().unwrap(), d["item"].as_str().unwrap()))
            .collect();
        assert_eq!(
            names,
            [
                ("cup_a", "artillery"),
                ("cup_a", "recon"),
                ("cup_b", "air support")
            ]
        );
        assert_eq!(v["result"]["attacker_points"], 3);
        assert_eq!(v["result"]["defender_points"], 3);
        assert_eq!(v["result"]["superiority"], "neither");
        // A name no pool has is refused before anything is drawn; one the cup does not hold
        // (a chit of the other cup, or one already drawn) names the cup and what it holds.
        let base = [
            "superiority",
            "--attacker-rating",
            "1",
            "--defender-rating",
            "1",
        ];
        let mut bad = base.to_vec();
        bad.extend(["--cards", "artilery,recon"]);
        let e = spw(&bad).fails(2);
        assert!(e.contains("'artilery' is not a card, nor a chit"), "{e}");
        let mut twice = base.to_vec();
        twice.extend(["--rules", "series", "--cards", "recon,Joker"]);
        let e = spw(&twice).fails(2);
        assert!(e.contains("Joker is not in the cup_b at all"), "{e}");
        let mut short = base.to_vec();
        short.extend(["--cards", "recon"]);
        let e = spw(&short).fails(2);
        assert!(e.contains("--cards ran out after 1 chit"), "{e}");
    }

    #[test]
    fn the_chits_go_back_after_each_combat() {
        // Two combats in one batch session drawing the whole cup: both can, because the chits
        // return at the end of every command (12.31).
        let out = spw(&["--json"])
            .stdin("superiority --attacker-rating 10 --defender-rating 10\nsuperiority --attacker-rating 10 --defender-rating 10\n")
            .ok();
        assert_eq!(out.lines().count(), 2, "{out}");
        assert!(!out.contains("error"), "{out}");
        let err = spw(&[
            "superiority",
            "--attacker-rating",
            "11",
            "--defender-rating",
            "1",
        ])
        .fails(2);
        assert!(err.contains("(pool cup_a) holds 10"), "{err}");
    }
}

/// --dice are taken in the order the --help says: the CRT's two dice, then
/// the events die after an unmodified 12; attrition's one die per unit.
#[test]
fn dice_are_taken_in_the_order_each_help_says() {
    let taken = |args: &[&str]| crate::harness::taken(&spw(args).json());
    assert_eq!(
        taken(&["-r", "series", "crt", "--odds", "1:1", "--dice", "6,6,4"]),
        ["combat 6", "combat 6", "random event 4"]
    );
    assert_eq!(
        taken(&[
            "-r",
            "series",
            "attrition",
            "--column",
            "winter",
            "--units",
            "2",
            "--dice",
            "3,6"
        ]),
        ["attrition 1 3", "attrition 2 6"]
    );
}

/// The charts the Series rules leave to each game: the built-in ones are examples and say so;
/// a game's own, typed in from the template, say nothing of the kind.
mod example_charts {
    use super::*;

    /// Every procedure line that reads an example chart, with the chart's name.
    const USES: &[(&[&str], &str)] = &[
        (&["crt", "--odds", "2:1", "--dice", "3,4"], "CRT"),
        (
            &["activity", "--c3i", "2", "--dice", "3,4"],
            "Activity Table",
        ),
        (
            &[
                "attrition",
                "--column",
                "clear",
                "--units",
                "2",
                "--dice",
                "5,2",
            ],
            "Attrition Table",
        ),
        (&["event", "--dice", "3"], "Random Events Table"),
        (
            &[
                "superiority",
                "--attacker-rating",
                "2",
                "--defender-rating",
                "2",
                "--seed",
                "3",
            ],
            "combat chits",
        ),
        (
            &["draw", "2", "--pool", "cup_a", "--seed", "3"],
            "pool contents",
        ),
    ];

    fn args<'a>(data: Option<&'a str>, extra: &[&'a str], line: &[&'a str]) -> Vec<&'a str> {
        let mut a = vec!["--color", "never"];
        if let Some(d) = data {
            a.extend(["--data", d]);
        }
        a.extend_from_slice(extra);
        a.extend_from_slice(line);
        a
    }

    #[test]
    fn every_output_that_used_an_example_chart_says_so_once() {
        for (line, chart) in USES {
            let note = format!("(EXAMPLE {chart}, made up for spw)");
            let text = spw(&args(None, &[], line)).ok();
            assert_eq!(text.matches("EXAMPLE").count(), 1, "{line:?}:\n{text}");
            assert!(flat(&text).contains(&note), "{line:?}:\n{text}");
            let quiet = spw(&args(None, &["-q"], line)).ok();
            assert!(flat(&quiet).contains(&note), "{line:?} -q: {quiet}");
            let v = spw(&args(None, &[], line)).json();
            assert_eq!(v["example"], true, "{line:?}: {v}");
        }
        // With --chances too (the summary and the flag).
        let v = spw(&["--chances", "activity", "--c3i", "1"]).json();
        assert_eq!(v["example"], true, "{v}");
        assert!(
            v["summary"]
                .as_str()
                .unwrap()
                .contains("EXAMPLE Activity Table")
        );
        // An unmodified 12 on the example CRT throws the example events die: both are named.
        let v = spw(&["crt", "--odds", "1:1", "--dice", "6,6,4"]).json();
        assert!(
            v["summary"]
                .as_str()
                .unwrap()
                .ends_with("(EXAMPLE CRT and Random Events Table, made up for spw)"),
            "{v}"
        );
        // The rules' own numbers are no example: losses (12.81), and spending no C3I (7.2)
        // consults no table.
        for line in [
            &["losses", "--hits", "2", "--units", "1"][..],
            &["activity", "--c3i", "0"][..],
        ] {
            let v = spw(line).json();
            assert_eq!(v.get("example"), None, "{line:?}: {v}");
            assert!(!v["summary"].as_str().unwrap().contains("EXAMPLE"), "{v}");
        }
    }

    /// The template as `spw tables series --template` prints it, written where a player
    /// would put it; with `own`, each `example = true` line deleted as the template says.
    fn template_dir(name: &str, own: bool) -> String {
        let text = spw(&["tables", "series", "--template"]).ok();
        assert!(text.contains("Delete the `example = true` line"), "{text}");
        let text = if own {
            text.lines()
                .filter(|l| !l.trim_start().starts_with("example = true"))
                .map(|l| format!("{l}\n"))
                .collect()
        } else {
            text
        };
        house(name, &text).0
    }

    #[test]
    fn the_template_loads_as_documented_and_once_typed_in_nothing_says_example() {
        // As printed, the template holds the example numbers and still says EXAMPLE: the
        // same results as the built-in charts, on the same dice.
        let dir = template_dir("series-template", false);
        for (line, chart) in USES {
            let built_in = spw(&args(None, &["-q"], line)).ok();
            let typed = spw(&args(Some(&dir), &["-q"], line)).ok();
            assert_eq!(built_in, typed, "{line:?}");
            assert!(typed.contains(chart), "{line:?}: {typed}");
        }
        // The CRT is added as `mygame` and made the default; the example is still there.
        let v = spw(&["--data", &dir, "crt", "--odds", "2:1", "--dice", "3,4"]).json();
        assert_eq!(v["input"]["crt"], Value::Null);
        let t = spw(&["--data", &dir, "--color", "never", "tables", "series.crt"]).ok();
        assert!(
            t.contains("\ntables.mygame") && t.contains("\ntables.example "),
            "{t}"
        );
        // With its `example = true` lines deleted, nothing says EXAMPLE any more.
        let own = template_dir("series-template-own", true);
        for (line, _) in USES {
            let v = spw(&args(Some(&own), &[], line)).json();
            assert_eq!(v.get("example"), None, "{line:?}: {v}");
            let text = spw(&args(Some(&own), &[], line)).ok();
            assert!(!text.contains("EXAMPLE"), "{line:?}:\n{text}");
        }
        let v = spw(&["--data", &own, "--chances", "crt", "--odds", "2:1"]).json();
        assert_eq!(v.get("example"), None, "{v}");
        // Checked at load like the built-in file: a mistake is named with its place.
        let broken = std::fs::read_to_string(format!("{own}/series.toml"))
            .unwrap()
            .replace("{ roll = \"7\",     cells", "{ roll = \"8\",     cells");
        let (bad, file) = house("series-template-bad", &broken);
        let err = spw(&["--data", &bad, "crt", "--odds", "1:1"]).fails(2);
        assert!(err.starts_with(&format!("error: {file}:")), "{err}");
        assert!(err.contains("[crt.tables.mygame] rows"), "{err}");
        // Only the Series has charts of a game's own.
        let err = spw(&["tables", "schwerpunkt", "--template"]).fails(2);
        assert!(err.contains("rules' own"), "{err}");
    }

    #[test]
    fn the_chits_of_a_cup_are_listed_by_the_names_cards_takes() {
        let text = spw(&["--color", "never", "pools", "cup_a"]).ok();
        for chit in ["no effect", "recon", "artillery", "air support"] {
            assert!(text.contains(chit), "{chit}: {text}");
        }
        assert!(text.contains("points 3"), "{text}");
        let v = spw(&["pools", "cup_b"]).json();
        let items = v["result"]["items"].as_array().unwrap();
        assert_eq!(items.len(), 4);
        assert_eq!(items[0]["name"], "no effect");
        assert_eq!(items[0]["count"], 4);
        // The listed names are the ones --cards takes.
        let names: Vec<&str> = items.iter().map(|i| i["name"].as_str().unwrap()).collect();
        let cards = format!("{},{}", names[3], names[0]);
        let v = spw(&[
            "superiority",
            "--attacker-rating",
            "1",
            "--defender-rating",
            "1",
            "--attacker-cup",
            "b",
            "--cards",
            &cards,
        ])
        .json();
        assert_eq!(v["result"]["attacker_points"], 3, "{v}");
        let err = spw(&["pools", "cup_c"]).fails(2);
        assert!(err.contains("cup_c"), "{err}");
    }

    #[test]
    fn a_result_that_rolls_its_own_dice_rolls_them_as_a_step() {
        // docs/crt.md's DR: "defender retreats 1d2 hexes": the d2 is thrown after the combat
        // die, read from --dice in that order, and tabulated by --chances.
        let (dir, _) = house("series-doc-dr", &super::own_crt::documented());
        let v = spw(&["--data", &dir, "crt", "-a", "7", "-d", "5", "--dice", "1,2"]).json();
        assert_eq!(v["result"]["result"], "DR");
        assert_eq!(v["result"]["result_roll"], 2);
        assert_eq!(v["dice"][1]["for"], "retreat hexes");
        assert!(
            v["summary"].as_str().unwrap().contains("(2 retreat hexes)"),
            "{v}"
        );
        let err = spw(&["--data", &dir, "crt", "-a", "7", "-d", "5", "--dice", "1"]).fails(2);
        assert!(err.contains("retreat hexes"), "{err}");
        // +2: DR on 1–2 (1/3), then 1 or 2 hexes each 1/6; DE rolls nothing (0, 2/3).
        let a = ["--data", &dir, "crt", "-a", "7", "-d", "5"];
        assert_eq!(p(&a, "result_roll", 2), "1/6");
        assert_eq!(p(&a, "result_roll", 0), "2/3");
    }
}

//! fire, scatter and morale: exact values worked out by hand from the rules text, agreement
//! between rolling and --chances, table dice.

use crate::agreement;
use crate::harness::{chance_of as p, spw};

#[test]
fn fire_at_marksmanship_4_hits_half_the_time() {
    // 3.0: hit on a d6 of marksmanship or more: 4, 5, 6 of six faces.
    let v = spw(&["--chances", "fire", "-m", "4"]).json();
    assert_eq!(p(&v, "hits", 1), "1/2");
    // Pinned and moved (−1 each): only a 6 hits.
    let v = spw(&["--chances", "fire", "-m", "4", "--pinned", "--moved"]).json();
    assert_eq!(p(&v, "hits", 1), "1/6");
    // 5 shots at 1/2: P(3 hits) = C(5,3)/32 = 10/32.
    let v = spw(&["--chances", "fire", "-m", "4", "-s", "5"]).json();
    assert_eq!(p(&v, "hits", 3), "5/16");
}

#[test]
fn morale_7_with_the_officer_passes_13_in_18() {
    // 5.0 + 1.6: 2d6 <= 8 is 26 of 36 throws.
    let v = spw(&["--chances", "morale", "--morale", "7", "--officer"]).json();
    assert_eq!(p(&v, "passed", true), "13/18");
}

#[test]
fn sustained_fire_jams_seize_on_two() {
    // dSF: jam,1,1,2,2,3. Two dice: both jam with 1/36.
    let v = spw(&["--chances", "fire", "--sf", "2"]).json();
    assert_eq!(p(&v, "jammed", true), "1/36");
    // hits 6 only on 3+3: 1/36.
    assert_eq!(p(&v, "hits", 6), "1/36");
}

#[test]
fn rolling_agrees_with_chances() {
    agreement::check(&["fire", "-m", "4", "-s", "5"], 3000);
    agreement::check(&["fire", "-m", "3", "-s", "2", "--long-range"], 3000);
    agreement::check(&["fire", "--sf", "3"], 3000);
    agreement::check(&["fire", "--template", "-m", "4"], 3000);
    agreement::check(&["scatter"], 3000);
    agreement::check(&["morale", "-m", "7", "--officer"], 3000);
    agreement::check(&["morale", "-m", "9", "--hits", "2"], 3000);
}

#[test]
fn table_dice_resolve_fire_and_name_what_is_missing() {
    let v = spw(&["--dice", "4,2,6", "fire", "-m", "4", "-s", "3"]).json();
    assert_eq!(v["result"]["hits"], 2);
    let dice: Vec<i64> = v["dice"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["value"].as_i64().unwrap())
        .collect();
    assert_eq!(dice, vec![4, 2, 6]);
    let err = spw(&["--dice", "4,2", "fire", "-m", "4", "-s", "5"]).fails(2);
    assert!(err.contains("still need 3 × d6 for shot 3–5"), "{err}");
}

#[test]
fn ratings_a_die_cannot_mean_are_refused() {
    let err = spw(&["fire", "-m", "7"]).fails(2);
    assert!(err.contains("1 to 6") && err.contains("3.0"), "{err}");
    let err = spw(&["fire", "-m", "4", "-s", "-2"]).fails(2);
    assert!(err.contains("--shots -2"), "{err}");
    let err = spw(&["morale", "-m", "13"]).fails(2);
    assert!(err.contains("2 to 12") && err.contains("5.0"), "{err}");
    for hits in ["-1", "1001", "9223372036854775807"] {
        let err = spw(&["morale", "-m", "7", "--hits", hits]).fails(2);
        assert!(
            err.contains(&format!("--hits {hits}")) && err.contains("0 to 1000"),
            "{err}"
        );
    }
}

#[test]
fn chances_say_how_the_roll_goes_as_the_roll_does() {
    // The setting line is written once (Procedure::setting) and heads both outputs.
    for args in [
        &["fire", "-m", "4", "--shots", "2", "--pinned"][..],
        &["fire", "--sf", "2"][..],
        &["strafe", "--bombs"][..],
        &["game-length"][..],
        &["drift", "--gas"][..],
    ] {
        let mut rolled = vec!["--seed", "1", "--color", "never"];
        rolled.extend_from_slice(args);
        let mut exact = vec!["--chances", "--color", "never"];
        exact.extend_from_slice(args);
        let (r, e) = (spw(&rolled).ok(), spw(&exact).ok());
        let setting = r.lines().nth(1).unwrap_or_default();
        assert_eq!(e.lines().nth(1), Some(setting), "{args:?}:\n{r}\n{e}");
    }
    let out = spw(&["--chances", "fire", "-m", "4", "--shots", "2", "--pinned"]).ok();
    assert!(
        out.contains("2 shots at marksmanship 4, pinned −1: hit on 5+"),
        "{out}"
    );
}

#[test]
fn no_die_is_asked_for_when_every_face_gives_the_same_answer() {
    // At the table nobody rolls for a score every face makes: saves on 1+ (skill 2 in cover,
    // 3.3), marksmanship 1 (3.0), a skill-1 test, a duel at skill 1 (3.2). No dice needed, so
    // none are thrown and none are asked of --dice.
    for (args, key, value) in [
        (
            &["save", "--skill", "2", "--hits", "3", "--cover"][..],
            "casualties",
            0,
        ),
        (&["fire", "-m", "1", "--shots", "3"][..], "hits", 3),
        (&["test", "--skill", "1", "--figures", "2"][..], "passed", 2),
        (
            &["duel", "--guns", "2", "--skill", "1", "--enemy-skill", "1"][..],
            "removed",
            0,
        ),
    ] {
        let v = spw(args).json();
        assert_eq!(v["dice"], serde_json::json!([]), "{args:?}: {v}");
        assert_eq!(v["result"][key], value, "{args:?}: {v}");
        let mut manual = vec!["--dice", "6"];
        manual.extend_from_slice(args);
        let out = spw(&manual).run();
        assert!(out.stderr.contains("not used"), "{args:?}: {}", out.stderr);
    }
}

//! fire (3.0), scatter and morale (5.0): exact values worked out by hand from the rules text,
//! agreement between rolling and --chances, table dice, ratings a die cannot mean.

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

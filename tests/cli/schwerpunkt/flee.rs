//! flee (4.0, 5.0): flight, pursuit and retiring. Exact chances worked by hand from the
//! rules text, --dice, --json, the ruling on "overtakes" and refusals.

use serde_json::json;

use super::{names, p};
use crate::agreement;
use crate::harness::{spw, temp_dir};

#[test]
fn a_fleeing_unit_runs_2d6() {
    // 4.0: "the unit will flee 2d6"": 7" 6/36 = 1/6, 2" 1/36, 12" 1/36.
    let args = ["flee"];
    assert_eq!(p(&args, "distance", json!(7)), "1/6");
    assert_eq!(p(&args, "distance", json!(12)), "1/36");
    assert_eq!(names(&args), vec!["distance"]);
    // 5.0 e): a unit retiring goes 2d6" too.
    assert_eq!(p(&["flee", "--retire"], "distance", json!(2)), "1/36");
    let v = spw(&["flee", "--retire", "--dice", "3,4"]).json();
    assert_eq!(
        v["summary"],
        "the unit retires 7\" towards its baseline; it stops only if fired on by small arms"
    );
}

#[test]
fn a_pursuer_overtakes_on_its_flight_roll_or_more() {
    // 5.0 with the ruling: removed when pursuit ≥ flight (+ gap). Two 2d6: a tie has
    // probability Σ c(k)² / 1296 with c = 1,2,3,4,5,6,5,4,3,2,1, Σ c² = 146; by symmetry
    // P(pursuit ≥ flight) = (1296 + 146)/2 / 1296 = 721/1296.
    let args = ["flee", "--pursue"];
    assert_eq!(p(&args, "removed", json!(true)), "721/1296");
    assert_eq!(names(&args), vec!["flight", "pursuit", "removed"]);
    // --gap 2: pursuit − flight ≥ 2. P(difference ≥ 1) = (1296 − 146)/2 = 575 of 1296;
    // P(difference = 1) = Σ c(k)·c(k+1) = 2+6+12+20+30+30+20+12+6+2 = 140 of 1296; so
    // 435/1296 = 145/432.
    let args = ["flee", "--pursue", "--gap", "2"];
    assert_eq!(p(&args, "removed", json!(true)), "145/432");
    // --dice: the flight's 2d6, then the pursuit's: 3 2 = 5 against 4 4 = 8.
    let v = spw(&["flee", "--pursue", "--dice", "3,2,4,4"]).json();
    assert_eq!(v["result"]["flight"], 5);
    assert_eq!(v["result"]["pursuit"], 8);
    assert_eq!(v["result"]["removed"], true);
    let out = spw(&["flee", "--pursue", "--gap", "3", "--dice", "3,2,4,4"]).ok();
    assert!(out.contains("to overtake: 8\" or more"), "{out}");
    assert!(out.contains("overtaken and removed from the game"), "{out}");
}

#[test]
fn the_other_reading_of_overtakes_needs_more() {
    // [flight] overtake_on_equal = false: pursuit > flight, 575/1296.
    let dir = temp_dir("sp15-flight-strict");
    std::fs::write(
        dir.join("schwerpunkt.toml"),
        "[flight]\nsection = \"5.0\"\nabout = \"x\"\novertake_on_equal = false\nretire = \"2d6\"\n",
    )
    .unwrap();
    let d = dir.to_str().unwrap();
    let v = spw(&["--data", d, "--chances", "flee", "--pursue"]).json();
    assert_eq!(
        crate::harness::chance_of(&v, "removed", json!(true)),
        "575/1296"
    );
}

#[test]
fn flee_rolling_agrees_with_chances() {
    agreement::check(&["flee", "--pursue", "--gap", "1"], 3000);
    agreement::check(&["flee", "--retire"], 2000);
}

#[test]
fn flee_refuses_what_the_rules_cannot_mean() {
    let err = spw(&["flee", "--pursue", "--gap", "-1"]).fails(2);
    assert!(err.contains("--gap -1"), "{err}");
    let err = spw(&["flee", "--gap", "2"]).fails(2);
    assert!(err.contains("--pursue"), "{err}");
    let err = spw(&["flee", "--retire", "--pursue"]).fails(2);
    assert!(err.contains("--retire"), "{err}");
}

//! move (1.6, 2.0, 3.5): movement with the unknown of a die, obstacles and a partly damaged
//! vehicle. Exact chances worked by hand from the rules text, --dice, --json and refusals.

use serde_json::json;

use super::{names, p};
use crate::agreement;
use crate::harness::spw;

#[test]
fn a_unit_moves_its_profile_and_a_d6() {
    // 1.6: the movement rating "includes the unknown of a die roll"; ruling: the d6 is added
    // to the profile's 6": 7 to 12", 1/6 each.
    let args = ["move", "--rating", "6"];
    for d in 7..=12 {
        assert_eq!(p(&args, "distance", json!(d)), "1/6", "{d}");
    }
    assert_eq!(p(&args, "distance", json!(6)), "0/1");
    assert_eq!(names(&args), vec!["distance"]);
    // 2.0: difficult terrain uses a d4: 7 to 10", 1/4 each, never 11.
    let args = ["move", "--rating", "6", "--difficult"];
    assert_eq!(p(&args, "distance", json!(10)), "1/4");
    assert_eq!(p(&args, "distance", json!(11)), "0/1");
}

#[test]
fn an_obstacle_takes_a_skill_test() {
    // 2.0: a skill test to clear the obstacle, a d6 of skill 4 or more: 3/6 = 1/2. Skill 1
    // always clears, but the test's die is still thrown and asked of --dice.
    let args = ["move", "--rating", "4", "--obstacle", "4"];
    assert_eq!(p(&args, "cleared", json!(true)), "1/2");
    let args = ["move", "--rating", "4", "--obstacle", "1"];
    assert_eq!(p(&args, "cleared", json!(true)), "1/1");
    // --dice: the movement die, then the skill test.
    let v = spw(&["move", "--rating", "6", "--obstacle", "4", "--dice", "3,2"]).json();
    assert_eq!(v["result"]["distance"], 9);
    assert_eq!(v["result"]["cleared"], false);
    assert_eq!(
        v["summary"],
        "may move up to 9\", but stops at the obstacle: the skill test failed"
    );
    let out = spw(&["move", "--rating", "6", "--obstacle", "1", "--dice", "3,1"]).ok();
    assert!(out.contains("clearing the obstacle"), "{out}");
    assert!(out.contains("obstacle (d6, 1+): 1"), "{out}");
    let err = spw(&["move", "--rating", "6", "--obstacle", "1", "--dice", "3"]).fails(2);
    assert!(err.contains("obstacle"), "{err}");
}

#[test]
fn a_partly_damaged_vehicle_moves_only_on_5_or_more() {
    // 3.5 damage result 1: "moves only on a d6 roll of 5+": 2/6 = 1/3. Then 8" + d6; with an
    // obstacle at skill 3 (4/6): cleared 1/3 × 2/3 = 2/9. Distance 0 when it stays: 2/3;
    // 9" needs the 5+ and a 1: 1/3 × 1/6 = 1/18.
    let args = [
        "move",
        "--rating",
        "8",
        "--partial-damage",
        "--obstacle",
        "3",
    ];
    assert_eq!(p(&args, "moves", json!(true)), "1/3");
    assert_eq!(p(&args, "cleared", json!(true)), "2/9");
    assert_eq!(p(&args, "distance", json!(0)), "2/3");
    assert_eq!(p(&args, "distance", json!(9)), "1/18");
    assert_eq!(names(&args), vec!["distance", "moves", "cleared"]);
    // --dice: a 4 fails, and nothing else is asked.
    let v = spw(&["move", "--rating", "8", "--partial-damage", "--dice", "4"]).json();
    assert_eq!(v["result"]["moves"], false);
    assert_eq!(v["result"]["distance"], 0);
    assert_eq!(
        v["summary"],
        "partial damage: the vehicle does not move this turn"
    );
    // A 5 moves: the movement die follows.
    let out = spw(&["move", "--rating", "8", "--partial-damage", "--dice", "5,6"]).ok();
    assert!(out.contains("partial damage (d6, 5+): 5✓  moves"), "{out}");
    assert!(out.contains("may move up to 14\""), "{out}");
}

#[test]
fn move_rolling_agrees_with_chances() {
    agreement::check(
        &["move", "--rating", "6", "--difficult", "--obstacle", "4"],
        3000,
    );
    agreement::check(&["move", "--rating", "8", "--partial-damage"], 3000);
}

#[test]
fn move_refuses_what_the_rules_cannot_mean() {
    let err = spw(&["move", "--rating", "-1"]).fails(2);
    assert!(err.contains("--rating -1"), "{err}");
    let err = spw(&["move", "--rating", "6", "--obstacle", "9"]).fails(2);
    assert!(err.contains("--obstacle 9"), "{err}");
}

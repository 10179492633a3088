//! barrage (3.1), duel (3.2) and drift (3.6): exact chances worked out by hand from the rules
//! text, agreement between rolling and --chances, table dice, a house-rule template, the JSON
//! envelope and seeded text.

use serde_json::json;

use super::{dice_values, golden, names, p};
use crate::agreement;
use crate::harness::{spw, temp_dir};

#[test]
fn each_barrage_square_is_hit_by_a_gun_one_time_in_ten() {
    // 3.1: a d10 per gun, 1–9 the square, 10 (the 0) lost: each outcome 1/10.
    let one = ["barrage", "--guns", "1"];
    for sq in 1..=9 {
        assert_eq!(
            p(&one, &format!("square_{sq}"), json!(1)),
            "1/10",
            "square {sq}"
        );
    }
    assert_eq!(p(&one, "lost", json!(1)), "1/10");
    // Six guns miss square 5 together with (9/10)^6 = 531441/1000000.
    let six = ["barrage", "--guns", "6"];
    assert_eq!(p(&six, "square_5", json!(0)), "531441/1000000");
    // Every gun in square 7: (1/10)^6.
    assert_eq!(p(&six, "square_7", json!(6)), "1/1000000");
    // The fixed quantity names (ARCHITECTURE.md): square_1 … square_9, then lost.
    let expect: Vec<String> = (1..=9)
        .map(|s| format!("square_{s}"))
        .chain(["lost".to_string()])
        .collect();
    assert_eq!(names(&six), expect);
}

#[test]
fn with_2d6_the_squares_follow_the_2d6_sums() {
    // --2d6: 7 in the centre 6/36, 11–12 lost 3/36, 2 one way in 36, 10 three ways.
    let one = ["barrage", "--guns", "1", "--2d6"];
    assert_eq!(p(&one, "square_7", json!(1)), "1/6");
    assert_eq!(p(&one, "lost", json!(1)), "1/12");
    assert_eq!(p(&one, "square_2", json!(1)), "1/36");
    assert_eq!(p(&one, "square_10", json!(1)), "1/12");
    assert_eq!(p(&one, "square_6", json!(1)), "5/36");
    // Six guns all miss the centre: (5/6)^6 = 15625/46656.
    let six = ["barrage", "--guns", "6", "--2d6"];
    assert_eq!(p(&six, "square_7", json!(0)), "15625/46656");
    let expect: Vec<String> = (2..=10)
        .map(|s| format!("square_{s}"))
        .chain(["lost".to_string()])
        .collect();
    assert_eq!(names(&six), expect);
}

#[test]
fn the_chances_template_shows_each_squares_chance_of_a_hit() {
    // 3.1: six d10 guns all miss a square with (9/10)^6, so it is hit with 46.8559%; on --2d6
    // the centre (7, 6/36 a gun) is hit with 1 − (5/6)^6 = 66.51%, a corner (2) 1 − (35/36)^6
    // = 15.55%.
    let out = spw(&["--chances", "barrage", "--guns", "6"]).ok();
    let template: Vec<&str> = out
        .lines()
        .filter(|l| l.contains('%') && l.starts_with('│'))
        .collect();
    assert_eq!(template.len(), 3, "{out}");
    for row in template {
        assert_eq!(row.matches("46.86%").count(), 3, "{row}");
    }
    assert!(out.contains("the chance it is hit at least once"), "{out}");
    let out = spw(&["--chances", "barrage", "--guns", "6", "--2d6"]).ok();
    let rows: Vec<&str> = out
        .lines()
        .filter(|l| l.contains('%') && l.starts_with('│'))
        .collect();
    assert_eq!(rows.len(), 3, "{out}");
    assert!(rows[0].starts_with("│ 15.55% │"), "{out}");
    assert!(rows[1].contains("│ 66.51% │"), "{out}");
}

#[test]
fn an_observer_who_fails_calls_in_no_barrage() {
    // 3.1: the observer needs his skill or more on a d6: skill 4 calls it in 1/2; then a gun
    // lands in square 3 with 1/10, so 1/20 in all.
    let args = ["barrage", "--guns", "1", "--observer", "4"];
    assert_eq!(p(&args, "called_in", json!(true)), "1/2");
    assert_eq!(p(&args, "square_3", json!(1)), "1/20");
    // A failed call rolls no gun dice at all.
    let v = spw(&["--dice", "2", "barrage", "--guns", "6", "--observer", "4"]).json();
    assert_eq!(dice_values(&v), [2]);
    assert_eq!(v["result"]["called_in"], false);
    assert_eq!(v["result"]["lost"], 0);
    assert!(v["summary"].as_str().unwrap().contains("no barrage"), "{v}");
}

#[test]
fn a_gunnery_duel_hits_then_saves() {
    // 3.2: 2 guns at skill 4 hit 1/2 each; the enemy at skill 5 saves 1/3 each.
    // Both removed: both hit (1/4) and both fail (4/9) = 1/9.
    let args = ["duel", "--guns", "2", "--skill", "4", "--enemy-skill", "5"];
    assert_eq!(p(&args, "removed", json!(2)), "1/9");
    // None removed: no hit 1/4 + one hit saved 1/2·1/3 + two hits both saved 1/4·1/9 = 4/9.
    assert_eq!(p(&args, "removed", json!(0)), "4/9");
    assert_eq!(p(&args, "hits", json!(1)), "1/2");
    // With one enemy gun the second hit is wasted: hits 1 = 1 - 1/4.
    let capped = [
        "duel",
        "--guns",
        "2",
        "--skill",
        "4",
        "--enemy-skill",
        "5",
        "--enemy-guns",
        "1",
    ];
    assert_eq!(p(&capped, "hits", json!(1)), "3/4");
}

#[test]
fn smoke_disperses_on_a_1_or_a_hit() {
    // 3.6: the scatter die shows HIT 2 faces in 6, the d6 a 1 in 6: the cloud stays with
    // 4/6 · 5/6 = 5/9, so it disperses 4/9.
    assert_eq!(p(&["drift"], "dispersed", json!(true)), "4/9");
    // Drifts exactly 4": an arrow (2/3) and a 4 (1/6) = 1/9.
    assert_eq!(p(&["drift"], "distance", json!(4)), "1/9");
    // Toward 12 o'clock: stays (5/9) and the d12 shows 12 (1/12) = 5/108.
    assert_eq!(p(&["drift", "--gas"], "bearing", json!(12)), "5/108");
}

#[test]
fn barrage_and_duel_rolling_agree_with_chances() {
    agreement::check(&["barrage", "--guns", "6"], 4000);
    agreement::check(&["barrage", "--guns", "3", "--observer", "4"], 4000);
    agreement::check(&["barrage", "--guns", "6", "--2d6"], 4000);
    agreement::check(
        &["barrage", "--guns", "2", "--2d6", "--observer", "2"],
        4000,
    );
    agreement::check(
        &["duel", "--guns", "4", "--skill", "4", "--enemy-skill", "5"],
        3000,
    );
    agreement::check(
        &[
            "duel",
            "--guns",
            "6",
            "--skill",
            "3",
            "--enemy-skill",
            "4",
            "--enemy-guns",
            "2",
        ],
        3000,
    );
}

#[test]
fn table_dice_resolve_a_barrage_in_gun_order() {
    // 3.1: a 0 on the d10 is its 10: off the template.
    let v = spw(&["--dice", "7,3,7,0", "barrage", "--guns", "4"]).json();
    assert_eq!(
        v["summary"],
        "3 hits: 2 in square 7, 1 in square 3; 1 shell lost"
    );
    assert_eq!(v["result"]["square_7"], 2);
    assert_eq!(v["result"]["square_3"], 1);
    assert_eq!(v["result"]["lost"], 1);
    assert_eq!(v["result"]["landed"], json!([7, 3, 7, null]));
    let fors: Vec<&str> = v["dice"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["for"].as_str().unwrap())
        .collect();
    assert_eq!(fors, ["gun 1", "gun 2", "gun 3", "gun 4"]);
    // Observer first, then the guns.
    let v = spw(&[
        "--dice",
        "5,9,1",
        "barrage",
        "--guns",
        "2",
        "--observer",
        "5",
    ])
    .json();
    assert_eq!(v["result"]["called_in"], true);
    assert_eq!(v["summary"], "2 hits: 1 each in squares 1 and 9");
    // --2d6 takes the two d6 each gun rolls, as the referee threw them: 3 4 = 7
    // lands in square 7, 6 6 = 12 is lost (3.1 with the --2d6 layout).
    let v = spw(&["--dice", "3,4,6,6", "barrage", "--guns", "2", "--2d6"]).json();
    assert_eq!(v["summary"], "1 hit in square 7; 1 shell lost");
    assert_eq!(v["result"]["landed"], json!([7, null]));
    assert_eq!(dice_values(&v), vec![3, 4, 6, 6]);
}

#[test]
fn barrage_2d6_dice_are_two_per_gun_shown_with_their_total() {
    // `--dice 4,2` is one gun's two dice, 4 2 = 6: square 6, nothing left over to warn about.
    let done = spw(&["barrage", "--guns", "1", "--2d6", "--dice", "4,2"]).run();
    assert_eq!(done.status, 0, "{}", done.stderr);
    assert!(done.stderr.is_empty(), "{}", done.stderr);
    assert!(
        done.stdout.contains("gun 1 (2 × d6): 4 2 = 6 → square 6"),
        "{}",
        done.stdout
    );
    assert!(done.stdout.contains("1 hit in square 6"), "{}", done.stdout);
    // Two guns need four dice: three are refused, naming the die still wanted.
    let err = spw(&["barrage", "--guns", "2", "--2d6", "--dice", "4,2,6"]).fails(2);
    assert!(err.contains("gun 2"), "{err}");
    // A d6 cannot show 7.
    let err = spw(&["barrage", "--guns", "1", "--2d6", "--dice", "7,1"]).fails(2);
    assert!(err.contains('7'), "{err}");
}

#[test]
fn a_house_rule_template_must_be_three_by_three() {
    let dir = temp_dir("sp1-bad-template");
    let table = r#"[barrage]
section = "3.1"
about = "x"
observer_die = "d6"
max_guns = 6
die = "d10"
template = [[1, 2, 3], [4, 5, 6]]
square_inches = 4
dice_2d6 = "2d6"
template_2d6 = [[2, 6, 3], [5, 7, 9], [4, 8, 10]]
"#;
    std::fs::write(dir.join("schwerpunkt.toml"), table).unwrap();
    let err = spw(&["--data", dir.to_str().unwrap(), "barrage", "--guns", "2"]).fails(2);
    assert!(err.contains("schwerpunkt.toml:7:1"), "{err}");
    assert!(err.contains("3 rows of 3"), "{err}");
}

#[test]
fn barrage_json_has_the_envelope() {
    let v = spw(&["--seed", "6", "barrage", "--guns", "6"]).json();
    assert_eq!(v["rules"], "schwerpunkt");
    assert_eq!(v["procedure"], "barrage");
    assert_eq!(v["section"], "3.1");
    assert_eq!(
        v["input"],
        json!({"guns": 6, "observer": null, "2d6": false})
    );
    assert_eq!(dice_values(&v), [3, 3, 1, 1, 10, 5]);
    assert_eq!(
        v["dice"][0],
        json!({"die": "d10", "value": 3, "for": "gun 1"})
    );
    assert_eq!(v["result"]["square_1"], 2);
    assert_eq!(v["result"]["square_3"], 2);
    assert_eq!(v["result"]["square_5"], 1);
    assert_eq!(v["result"]["lost"], 1);
    assert_eq!(
        v["result"]["template"],
        json!([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
    );
    assert_eq!(
        v["summary"],
        "5 hits: 2 each in squares 1 and 3, 1 in square 5; 1 shell lost"
    );
}

#[test]
fn seed_6_barrage_draws_the_template() {
    golden(
        &["--seed", "6", "barrage", "--guns", "6"],
        "barrage · Schwerpunkt 3.1
6 guns, a d10 each: squares 1–9, any other roll lost
gun (6 × d10): 3 3 1 1 10 5
┌────────┬────────┬────────┐
│ 1      │ 2      │ 3      │
│ 2 hits │        │ 2 hits │
├────────┼────────┼────────┤
│ 4      │ 5      │ 6      │
│        │ 1 hit  │        │
├────────┼────────┼────────┤
│ 7      │ 8      │ 9      │
│        │        │        │
└────────┴────────┴────────┘
each square 4\"×4\"; anything in a square that is hit is hit
5 hits: 2 each in squares 1 and 3, 1 in square 5; 1 shell lost
",
    );
}

#[test]
fn seed_7_barrage_with_an_observer() {
    golden(
        &["--seed", "7", "barrage", "--guns", "4", "--observer", "3"],
        "barrage · Schwerpunkt 3.1
4 guns, a d10 each: squares 1–9, any other roll lost; the observer calls it in
  on 3+
observer (d6, 3+): 4✓  called in
gun (4 × d10): 5 6 4 1
┌────────┬────────┬────────┐
│ 1      │ 2      │ 3      │
│ 1 hit  │        │        │
├────────┼────────┼────────┤
│ 4      │ 5      │ 6      │
│ 1 hit  │ 1 hit  │ 1 hit  │
├────────┼────────┼────────┤
│ 7      │ 8      │ 9      │
│        │        │        │
└────────┴────────┴────────┘
each square 4\"×4\"; anything in a square that is hit is hit
4 hits: 1 each in squares 1, 4, 5 and 6
",
    );
}

#[test]
fn seed_8_barrage_on_2d6() {
    golden(
        &["--seed", "8", "barrage", "--guns", "5", "--2d6"],
        "barrage · Schwerpunkt 3.1
5 guns, 2d6 each: squares 2–10, any other roll lost
gun 1 (2 × d6): 5 6 = 11 → lost
gun 2 (2 × d6): 2 2 = 4 → square 4
gun 3 (2 × d6): 5 1 = 6 → square 6
gun 4 (2 × d6): 4 4 = 8 → square 8
gun 5 (2 × d6): 3 5 = 8 → square 8
┌────────┬────────┬────────┐
│ 2      │ 6      │ 3      │
│        │ 1 hit  │        │
├────────┼────────┼────────┤
│ 5      │ 7      │ 9      │
│        │        │        │
├────────┼────────┼────────┤
│ 4      │ 8      │ 10     │
│ 1 hit  │ 2 hits │        │
└────────┴────────┴────────┘
each square 4\"×4\"; anything in a square that is hit is hit
4 hits: 2 in square 8, 1 each in squares 4 and 6; 1 shell lost
",
    );
}

#[test]
fn seed_7_duel() {
    golden(
        &[
            "--seed",
            "7",
            "duel",
            "--guns",
            "4",
            "--skill",
            "4",
            "--enemy-skill",
            "4",
        ],
        "duel · Schwerpunkt 3.2
4 guns at skill 4 hit on 4+; the enemy saves each on 4+
gun (4 × d6, 4+): 4✓ 3 4✓ 4✓
enemy save (3 × d6, 4+): 5✓ 3 2
the enemy removes 2 guns
3 enemy guns hit: 1 saved, 2 removed from the game
",
    );
}

#[test]
fn seeded_drift_disperses_or_drifts() {
    golden(
        &["--seed", "3", "drift", "--gas"],
        "drift · Schwerpunkt 3.6
the gas disperses on a 1 on the d6 or HIT on the scatter die
scatter (dS): HIT
drift (d6): 1
the gas disperses completely (HIT on the scatter die and a 1 on the d6):
  remove the cloud
",
    );
    golden(
        &["--seed", "1", "drift"],
        "drift · Schwerpunkt 3.6
the smoke disperses on a 1 on the d6 or HIT on the scatter die
scatter (dS): arrow
drift (d6): 6
bearing (d12): 2
the smoke drifts 6\" toward 2 o'clock, keeping its 4\" width;
  it blocks line of sight
",
    );
}

/// 3.2: a gun that fails its save "is removed from the game": a battery whose last gun goes is
/// out of the game, not a battery of 0 guns that the next duel fills `--enemy-guns 0` from.
#[test]
fn a_battery_that_loses_its_last_gun_is_out_of_the_game() {
    let dir = temp_dir("duel-last-gun");
    std::fs::write(
        dir.join("r.toml"),
        "[[unit]]\nname = \"Ours\"\nside = \"Red\"\nguns = 2\nskill = 3\n\
         [[unit]]\nname = \"Theirs\"\nside = \"Blue\"\nguns = 1\nskill = 5\n",
    )
    .unwrap();
    let g = dir.join("g.spw");
    let g = g.to_str().unwrap();
    let r = dir.join("r.toml");
    spw(&[
        "game",
        "new",
        g,
        "--rules",
        "schwerpunkt",
        "--roster",
        r.to_str().unwrap(),
    ])
    .ok();
    // Two hits (6, 4 against skill 3), one save thrown (the enemy has one gun): 2, failed.
    let out = spw(&[
        "--game", g, "duel", "--unit", "Ours", "--target", "Theirs", "--dice", "6,4,2",
    ])
    .ok();
    assert!(
        out.contains("Theirs: guns 1 → 0") && out.contains("Theirs: destroyed"),
        "{out}"
    );
    let err = spw(&["--game", g, "duel", "--unit", "Ours", "--target", "Theirs"]).fails(2);
    assert!(err.contains("\"Theirs\" is destroyed"), "{err}");
}

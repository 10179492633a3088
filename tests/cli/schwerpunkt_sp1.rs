//! save, test, pin, barrage, duel, drift, initiative, game-length and victory: exact chances
//! worked out by hand from the rules text (each test says which), agreement between rolling
//! and --chances, table dice, refusals that name the rule, and pinned seeded output.

use serde_json::{Value, json};

use crate::agreement;
use crate::harness::{chance_of, chances, spw, temp_dir};

/// The exact probability that `spw --chances ARGS` gives `quantity` = `value`.
fn p(args: &[&str], quantity: &str, value: Value) -> String {
    chance_of(&chances(args), quantity, value)
}

/// The quantity names `--chances` reports, in order.
fn names(args: &[&str]) -> Vec<String> {
    let v = chances(args);
    v["chances"].as_object().unwrap().keys().cloned().collect()
}

fn dice_values(v: &Value) -> Vec<i64> {
    v["dice"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["value"].as_i64().unwrap())
        .collect()
}

// ---- exact chances, by hand from the rules text ----

#[test]
fn a_skill_5_save_in_cover_succeeds_on_4_up() {
    // 3.3: saved on a d6 of the skill or more, +1 in cover: 4, 5, 6 save.
    let args = ["save", "--skill", "5", "--hits", "1", "--cover"];
    assert_eq!(p(&args, "casualties", json!(0)), "1/2");
    // 3.8: rifle grenades add another +1: 3+ saves, a casualty on 1 or 2.
    let args = [
        "save",
        "--skill",
        "5",
        "--hits",
        "1",
        "--cover",
        "--rifle-grenade",
    ];
    assert_eq!(p(&args, "casualties", json!(1)), "1/3");
    // 4 hits at skill 4 (1/2 each): exactly 2 casualties is C(4,2)/16 = 3/8.
    let args = ["save", "--skill", "4", "--hits", "4"];
    assert_eq!(p(&args, "casualties", json!(2)), "3/8");
    // Skill 6 without cover: only a 6 saves, so 3 hits all fall with (5/6)^3 = 125/216.
    let args = ["save", "--skill", "6", "--hits", "3"];
    assert_eq!(p(&args, "casualties", json!(3)), "125/216");
}

#[test]
fn a_flamethrower_into_a_bunker_leaves_no_save() {
    // 3.7: "any figure inside will automatically become a casualty regardless of skill".
    let args = ["save", "--hits", "5", "--flamethrower-bunker"];
    assert_eq!(p(&args, "casualties", json!(5)), "1/1");
    let v = spw(&[
        "--seed",
        "1",
        "save",
        "--hits",
        "5",
        "--flamethrower-bunker",
    ])
    .json();
    assert_eq!(v["dice"], json!([]), "nothing is rolled");
    assert_eq!(v["result"]["casualties"], 5);
}

#[test]
fn a_template_on_a_building_tests_every_occupant_without_cover() {
    // 3.9 (ruling: the save's d6, no cover): 2 occupants at skill 4 both survive 1/4.
    let args = ["save", "--skill", "4", "--building-template", "2"];
    assert_eq!(p(&args, "casualties", json!(0)), "1/4");
    // The same test as `test --for building`.
    let args = [
        "test",
        "--skill",
        "4",
        "--figures",
        "2",
        "--for",
        "building",
    ];
    assert_eq!(p(&args, "passed", json!(2)), "1/4");
    let err = spw(&[
        "save",
        "--skill",
        "4",
        "--building-template",
        "2",
        "--cover",
    ])
    .fails(2);
    assert!(err.contains("--cover"), "{err}");
}

#[test]
fn a_skill_test_passes_on_the_skill_or_more() {
    // 1.6 / 2.0: one test at skill 4: 4, 5, 6 of six faces pass.
    assert_eq!(p(&["test", "--skill", "4"], "passed", json!(true)), "1/2");
    // Three figures at skill 3 (2/3 each): exactly 2 pass with 3 · 4/9 · 1/3 = 4/9.
    let args = [
        "test",
        "--skill",
        "3",
        "--figures",
        "3",
        "--for",
        "gas-mask",
    ];
    assert_eq!(p(&args, "passed", json!(2)), "4/9");
    // --tests is the same option.
    let args = ["test", "--skill", "3", "--tests", "3"];
    assert_eq!(p(&args, "passed", json!(3)), "8/27");
}

#[test]
fn pinning_is_certain_either_way_at_half_strength() {
    // 3.4: 50% of its strength in hits: 4 of 8 pins, 3 of 8 does not; half of 7 is 3½, so 4.
    let pinned = |h: &str, s: &str| {
        p(
            &["pin", "--hits", h, "--strength", s],
            "pinned",
            json!(true),
        )
    };
    assert_eq!(pinned("4", "8"), "1/1");
    assert_eq!(pinned("3", "8"), "0/1");
    assert_eq!(pinned("3", "7"), "0/1");
    assert_eq!(pinned("4", "7"), "1/1");
    // Hits count, not casualties, and more hits than figures still pin.
    assert_eq!(pinned("12", "10"), "1/1");
}

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
    // The fixed quantity names (DESIGN.md): square_1 … square_9, then lost.
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
fn initiative_ties_are_rolled_again_so_each_side_has_even_chances() {
    // 1.10 (ruling: ties re-rolled): two sides 1/2 each, three sides 1/3 each.
    let args = ["initiative", "--sides", "Germans,British"];
    assert_eq!(p(&args, "first", json!("Germans")), "1/2");
    assert_eq!(p(&args, "first", json!("British")), "1/2");
    let args = ["initiative", "--sides", "X,Y,Z"];
    assert_eq!(p(&args, "first", json!("Z")), "1/3");
}

#[test]
fn the_game_lasts_6_7_or_8_turns_a_third_each() {
    // 7.1: 5–6 ends after turn 6, 3–4 one more, 1–2 two more: two faces of six each.
    for turns in [6, 7, 8] {
        assert_eq!(p(&["game-length"], "turns", json!(turns)), "1/3");
    }
}

#[test]
fn victory_is_certain_and_under_300_is_a_draw() {
    // 7.1: main 500 against 300 destroyed: 200 apart, a draw.
    let args = ["victory", "--main", "A", "--destroyed", "0,300"];
    assert_eq!(p(&args, "winner", json!("draw")), "1/1");
    // 500 + 2×300 + 120 = 1220 against 610: B loses by 610.
    let v = spw(&[
        "victory",
        "--sides",
        "Germans,British",
        "--main",
        "germans",
        "--secondary",
        "2,0",
        "--destroyed",
        "120,610",
    ])
    .json();
    assert_eq!(v["result"]["winner"], "Germans");
    assert_eq!(
        v["result"]["points"],
        json!({"Germans": 1220, "British": 610})
    );
    assert_eq!(v["result"]["difference"], 610);
    assert_eq!(v["dice"], json!([]));
    // Exactly 300 apart is not "less than 300": the higher total wins.
    let v = spw(&["victory", "--secondary", "1,0"]).json();
    assert_eq!(v["result"]["winner"], "A");
}

// ---- rolling agrees with --chances ----

#[test]
fn save_and_test_rolling_agree_with_chances() {
    agreement::check(&["save", "--skill", "4", "--hits", "5"], 3000);
    agreement::check(&["save", "--skill", "5", "--hits", "3", "--cover"], 3000);
    agreement::check(
        &[
            "save",
            "--skill",
            "6",
            "--hits",
            "4",
            "--cover",
            "--rifle-grenade",
        ],
        3000,
    );
    agreement::check(&["save", "--skill", "3", "--building-template", "6"], 3000);
    agreement::check(&["save", "--hits", "3", "--flamethrower-bunker"], 500);
    agreement::check(&["test", "--skill", "4"], 3000);
    agreement::check(
        &[
            "test",
            "--skill",
            "5",
            "--figures",
            "6",
            "--for",
            "gas-mask",
        ],
        3000,
    );
    agreement::check(&["pin", "--hits", "3", "--strength", "7"], 500);
    agreement::check(&["pin", "--hits", "4", "--strength", "7"], 500);
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
fn drift_initiative_game_length_and_victory_rolling_agree_with_chances() {
    agreement::check(&["drift"], 4000);
    agreement::check(&["drift", "--gas"], 4000);
    agreement::check(&["initiative"], 3000);
    agreement::check(&["initiative", "--sides", "Red,Blue,Green"], 3000);
    agreement::check(&["game-length"], 3000);
    agreement::check(&["victory", "--main", "B", "--destroyed", "400,0"], 300);
}

// ---- table dice ----

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
    // --2d6 takes each gun's total.
    let v = spw(&["--dice", "7,12", "barrage", "--guns", "2", "--2d6"]).json();
    assert_eq!(v["summary"], "1 hit in square 7; 1 shell lost");
}

#[test]
fn table_dice_name_what_is_still_missing() {
    let err = spw(&["--dice", "4", "barrage", "--guns", "3", "--observer", "3"]).fails(2);
    assert!(err.contains("still need 3 × d10 for gun 1–3"), "{err}");
    let err = spw(&["--dice", "4,2", "save", "--skill", "4", "--hits", "3"]).fails(2);
    assert!(err.contains("still need 1 × d6 for save 3"), "{err}");
    let err = spw(&["--dice", "arrow", "drift"]).fails(2);
    assert!(err.contains("d6 for drift"), "{err}");
    let err = spw(&["--dice", "arrow,4", "drift"]).fails(2);
    assert!(err.contains("d12 for bearing"), "{err}");
    let err = spw(&["--dice", "11", "barrage", "--guns", "1"]).fails(2);
    assert!(err.contains("d10 shows 1–10"), "{err}");
}

#[test]
fn table_dice_resolve_the_other_procedures() {
    // save: 3 hits at skill 4: 3 and 2 fail.
    let v = spw(&["--dice", "3,6,2", "save", "--skill", "4", "--hits", "3"]).json();
    assert_eq!(v["result"]["casualties"], 2);
    assert_eq!(v["result"]["saved"], 1);
    // duel: 5 hits, 2 misses; the enemy's save of 3 fails at skill 4.
    let args = [
        "--dice",
        "5,2,3",
        "duel",
        "--guns",
        "2",
        "--skill",
        "4",
        "--enemy-skill",
        "4",
    ];
    let v = spw(&args).json();
    assert_eq!(
        (v["result"]["hits"].clone(), v["result"]["removed"].clone()),
        (json!(1), json!(1))
    );
    // drift: HIT disperses with no bearing rolled; an arrow and a 1 likewise; else it drifts.
    let v = spw(&["--dice", "HIT,4", "drift"]).json();
    assert_eq!(v["result"]["dispersed"], true);
    assert_eq!(dice_values(&v).len(), 2);
    let v = spw(&["--dice", "arrow,1", "drift"]).json();
    assert_eq!(v["result"]["dispersed"], true);
    let v = spw(&["--dice", "arrow,4,3", "drift", "--gas"]).json();
    assert_eq!(
        (
            v["result"]["distance"].clone(),
            v["result"]["bearing"].clone()
        ),
        (json!(4), json!(3))
    );
    // initiative: a tie of 3s is rolled again; then 5 against 2.
    let v = spw(&[
        "--dice",
        "3,3,5,2",
        "initiative",
        "--sides",
        "Germans,British",
    ])
    .json();
    assert_eq!(v["result"]["first"], "Germans");
    assert_eq!(v["result"]["rolls"], 2);
    // game-length: a 3 plays one more turn.
    let v = spw(&["--dice", "3", "game-length"]).json();
    assert_eq!(v["result"]["turns"], 7);
    // test: a single test is passed or not.
    let v = spw(&["--dice", "5", "test", "--skill", "5", "--for", "dig-in"]).json();
    assert_eq!(v["result"]["passed"], true);
}

#[test]
fn game_length_is_a_table_spw_table_rolls_too() {
    // The table holds the words read out; the procedure adds the last turn from `turns`.
    let v = spw(&["--dice", "3", "table", "game_length"]).json();
    assert_eq!(v["result"]["result"], "one more turn");
    let v = spw(&["--dice", "3", "game-length"]).json();
    assert_eq!(v["summary"], "one more turn: the game ends after turn 7");
    assert_eq!(v["result"]["turns"], 7);
}

// ---- refusals ----

#[test]
fn bad_input_is_refused_with_the_rule_behind_it() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["barrage", "--guns", "7"],
            "at most 6 guns in one barrage (3.1)",
        ),
        (&["barrage", "--guns", "0"], "at least 1 gun"),
        (&["barrage", "--guns", "-2"], "--guns -2"),
        (
            &["barrage", "--guns", "3", "--observer", "7"],
            "1 to 6 (3.1)",
        ),
        (&["save", "--skill", "7", "--hits", "2"], "1 to 6 (3.3)"),
        (&["save", "--skill", "0", "--hits", "2"], "--skill 0"),
        (&["save", "--skill", "4", "--hits", "-1"], "--hits -1"),
        (&["save", "--hits", "2"], "--skill"),
        (
            &["save", "--skill", "4", "--building-template", "-3"],
            "--building-template -3",
        ),
        (&["test", "--skill", "9"], "1 to 6 (1.6)"),
        (&["test", "--skill", "4", "--figures", "-1"], "--figures -1"),
        (&["pin", "--hits", "-1", "--strength", "6"], "--hits -1"),
        (&["pin", "--hits", "2", "--strength", "0"], "--strength 0"),
        (
            &["duel", "--guns", "-1", "--skill", "4", "--enemy-skill", "4"],
            "--guns -1",
        ),
        (
            &["duel", "--guns", "2", "--skill", "4", "--enemy-skill", "0"],
            "1 to 6 (3.2)",
        ),
        (&["initiative", "--sides", "A"], "2 to 6 names"),
        (&["initiative", "--sides", "A,a"], "named twice"),
        (&["victory", "--sides", "A, a"], "named twice"),
        (&["initiative", "--sides", "A, ,B"], "none empty"),
        (
            &["initiative", "--phase", "air"],
            "no initiative roll (1.10)",
        ),
        (&["victory", "--main", "C"], "A or B"),
        (&["victory", "--secondary", "1"], "one number for each side"),
        (&["victory", "--destroyed", "-5,3"], "--destroyed -5,3"),
        (&["victory", "--sides", "A,B,C"], "the 2 sides' names"),
    ];
    for (args, needle) in cases {
        let err = spw(args).fails(2);
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert!(
            err.contains(needle),
            "{args:?}: expected '{needle}' in: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
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
fn a_house_rule_changes_the_numbers() {
    // Eight guns allowed and a 200-point draw margin, from data alone.
    let dir = temp_dir("sp1-house");
    let table = r#"[barrage]
section = "3.1"
about = "house: bigger batteries"
observer_die = "d6"
max_guns = 8
die = "d10"
template = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
square_inches = 4
dice_2d6 = "2d6"
template_2d6 = [[2, 6, 3], [5, 7, 9], [4, 8, 10]]

[victory]
section = "7.1"
about = "house: closer games"
main = 500
secondary = 300
draw_under = 200
"#;
    std::fs::write(dir.join("schwerpunkt.toml"), table).unwrap();
    let d = dir.to_str().unwrap();
    let v = spw(&["--data", d, "--seed", "3", "barrage", "--guns", "8"]).json();
    assert_eq!(v["dice"].as_array().unwrap().len(), 8);
    let err = spw(&["--data", d, "barrage", "--guns", "9"]).fails(2);
    assert!(err.contains("at most 8 guns"), "{err}");
    let v = spw(&["--data", d, "victory", "--destroyed", "250,0"]).json();
    assert_eq!(v["result"]["winner"], "A");
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

// ---- pinned human output ----

fn golden(args: &[&str], expected: &str) {
    let mut a = args.to_vec();
    a.extend(["--color", "never"]);
    assert_eq!(spw(&a).ok(), expected, "spw {}", args.join(" "));
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
4 guns, a d10 each: squares 1–9, any other roll lost; the observer calls it in on 3+
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
gun (5 × 2d6): 7 7 3 3 7
┌────────┬────────┬────────┐
│ 2      │ 6      │ 3      │
│        │        │ 2 hits │
├────────┼────────┼────────┤
│ 5      │ 7      │ 9      │
│        │ 3 hits │        │
├────────┼────────┼────────┤
│ 4      │ 8      │ 10     │
│        │        │        │
└────────┴────────┴────────┘
each square 4\"×4\"; anything in a square that is hit is hit
5 hits: 3 in square 7, 2 in square 3
",
    );
}

#[test]
fn seed_4_save_in_cover() {
    golden(
        &[
            "--seed", "4", "save", "--skill", "5", "--hits", "6", "--cover",
        ],
        "save · Schwerpunkt 3.3, 3.7–3.9
6 hits at skill 5, cover +1: saved on 4+
save (6 × d6, 4+): 3 5✓ 4✓ 3 1 4✓
remove 3 figures from the table
3 casualties, 3 saved
",
    );
}

#[test]
fn seed_1_save_in_a_building() {
    golden(
        &[
            "--seed",
            "1",
            "save",
            "--skill",
            "4",
            "--building-template",
            "4",
        ],
        "save · Schwerpunkt 3.3, 3.7–3.9
4 occupants of a building under a template, skill 4: each survives on 4+
occupant (4 × d6, 4+): 2 6✓ 2 1
remove 3 figures from the table
3 casualties, 1 survives the building
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
the gas disperses
the gas disperses completely (HIT on the scatter die and a 1 on the d6): remove the cloud
",
    );
    golden(
        &["--seed", "1", "drift"],
        "drift · Schwerpunkt 3.6
the smoke disperses on a 1 on the d6 or HIT on the scatter die
scatter (dS): arrow
drift (d6): 6
bearing (d12): 2
the smoke drifts 6\" toward 2 o'clock, keeping its 4\" width; it blocks line of sight
",
    );
}

#[test]
fn seeded_skill_tests() {
    golden(
        &[
            "--seed",
            "2",
            "test",
            "--skill",
            "3",
            "--figures",
            "5",
            "--for",
            "building",
        ],
        "test · Schwerpunkt 1.6, 2.0, 3.6, 3.9
5 skill tests to survive the template on the building (3.9) at skill 3: each passes on 3+
test (5 × d6, 3+): 2 1 2 5✓ 4✓
2 passed, 3 failed: 3 casualties
",
    );
    golden(
        &["--seed", "3", "test", "--skill", "4", "--for", "dig-in"],
        "test · Schwerpunkt 1.6, 2.0, 3.6, 3.9
skill test to dig in (2.0) at skill 4: passes on 4+
test (d6, 4+): 6✓
skill test passed
passed: the unit is dug in next turn and counts as in cover
",
    );
}

#[test]
fn seed_14_initiative_strikes_the_tied_roll() {
    golden(
        &[
            "--seed",
            "14",
            "initiative",
            "--sides",
            "Germans,British",
            "--phase",
            "movement",
        ],
        "initiative · Schwerpunkt 1.10
Germans, British roll a d6 each; the highest goes first, ties rolled again
roll 1: Germans (d6): ~~3~~  British (d6): ~~3~~  tie: rolled again
roll 2: Germans (d6): 4  British (d6): 3
Germans wins the initiative: it moves all the units it wants to first
",
    );
}

#[test]
fn seeded_game_length_pin_and_victory() {
    golden(
        &["--seed", "1", "game-length"],
        "game-length · Schwerpunkt 7.1
the game has lasted 6 turns; d6 for more: 1–2 +2, 3–4 +1, 5–6 +0
game length (d6): 2
two more turns: the game ends after turn 8
",
    );
    golden(
        &["pin", "--hits", "4", "--strength", "8"],
        "pin · Schwerpunkt 3.4
4 hits on a unit of 8: pinned by 4 or more (50% of its strength)
pinned
pinned: the unit may not move and fires at −1; a morale test unpins it (5.0)
",
    );
    golden(
        &[
            "victory",
            "--sides",
            "Germans,British",
            "--main",
            "British",
            "--secondary",
            "2,0",
            "--destroyed",
            "120,610",
        ],
        "victory · Schwerpunkt 7.1
 victory points                    Germans   British
─────────────────────────────────────────────────────
 main objective (500)              0         500
 secondary objectives held         2         0
 secondary objectives (300 each)   600       0
 enemy points removed              120       610
 total                             720       1110
British wins by 390 points (1110 to 720)
",
    );
}

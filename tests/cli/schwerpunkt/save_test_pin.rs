//! save (3.3, 3.7–3.9), test (1.6, 2.0, 3.6, 3.9) and pin (3.4): exact chances worked out by
//! hand from the rules text, agreement between rolling and --chances, and seeded text.

use serde_json::json;

use super::{golden, p};
use crate::agreement;
use crate::harness::{chance_of, flat, spw, temp_dir};

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
5 skill tests to survive the template on the building (3.9) at skill 3:
  each passes on 3+
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
fn a_template_on_a_building_is_one_roll_by_save_or_by_test() {
    // 3.9: `save --building-template` and `test --for building` are the same roll. A house rule
    // giving the building +1 ([save] building) makes skill 5 survive on 4+ (1/2 each) by
    // either way: 3 occupants, all three casualties with (1/2)^3 = 1/8, none with 1/8.
    let dir = temp_dir("sp15-building-house-rule");
    std::fs::write(
        dir.join("schwerpunkt.toml"),
        "[save]\nsection = \"3.3\"\nabout = \"x\"\ndie = \"d6\"\ncover = 1\nrifle_grenade = 1\nbuilding = 1\n",
    )
    .unwrap();
    let d = dir.to_str().unwrap();
    let by_save = spw(&[
        "--data",
        d,
        "--chances",
        "save",
        "--skill",
        "5",
        "--building-template",
        "3",
    ])
    .json();
    let by_test = spw(&[
        "--data",
        d,
        "--chances",
        "test",
        "--skill",
        "5",
        "--figures",
        "3",
        "--for",
        "building",
    ])
    .json();
    assert_eq!(chance_of(&by_save, "casualties", json!(3)), "1/8");
    assert_eq!(chance_of(&by_save, "casualties", json!(1)), "3/8");
    for k in 0..=3 {
        // k survivors by the test are 3 − k casualties by the save.
        assert_eq!(
            chance_of(&by_test, "passed", json!(k)),
            chance_of(&by_save, "casualties", json!(3 - k)),
            "{k} survivors"
        );
    }
    // The test shows the modifier it took from the save's rule.
    let out = spw(&[
        "--data",
        d,
        "test",
        "--skill",
        "5",
        "--figures",
        "2",
        "--for",
        "building",
        "--dice",
        "4,3",
    ])
    .ok();
    assert!(
        flat(&out).contains("at skill 5, building +1: each passes on 4+"),
        "{out}"
    );
    assert!(out.contains("1 passed, 1 failed: 1 casualty"), "{out}");
    // Other skill tests keep their own rule: no building modifier for a gas mask.
    let v = spw(&[
        "--data",
        d,
        "--chances",
        "test",
        "--skill",
        "5",
        "--for",
        "gas-mask",
    ])
    .json();
    assert_eq!(chance_of(&v, "passed", json!(true)), "1/3");
}

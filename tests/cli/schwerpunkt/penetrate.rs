//! penetrate (3.5, 4.2) and the damage table: exact chances against values worked out by hand
//! from the rules text, agreement between rolling and --chances, table dice, house rules and
//! seeded text.

use crate::agreement;
use crate::harness::{chance_of as p, chances, spw, temp_dir};

#[test]
fn penetrate_class_5_against_d_from_the_side_needs_15_or_more() {
    // 3.5 with the ruling: the table's 30 is the score to equal or beat, and the side
    // modifier lowers it by 15: 15..100 is 86 of the 100 percentile results. Marksmanship 1
    // always hits, so this is the percentile roll alone.
    let v = chances(&[
        "penetrate",
        "-c",
        "5",
        "--vehicle",
        "D",
        "-m",
        "1",
        "--facing",
        "side",
    ]);
    assert_eq!(p(&v, "penetrated", true), "43/50");
    assert_eq!(p(&v, "hit", true), "1/1");
    // With marksmanship 4 (hits on 4+, 1/2): 1/2 × 86/100.
    let v = chances(&[
        "penetrate",
        "-c",
        "5",
        "--vehicle",
        "D",
        "-m",
        "4",
        "--facing",
        "side",
    ]);
    assert_eq!(p(&v, "penetrated", true), "43/100");
    assert_eq!(p(&v, "result", "miss"), "1/2");
    assert_eq!(p(&v, "result", "no penetration"), "7/100");
    // The damage d6 (3.5): 5–6 blows up, a third of the penetrations.
    assert_eq!(p(&v, "result", "blows up"), "43/300");
    assert_eq!(p(&v, "result", "immobilised"), "43/600");
}

#[test]
fn penetrate_to_hit_modifiers_raise_the_score_needed() {
    // 3.5 ruling: moving +1 and hull down +1 make marksmanship 4 need a 6: 1/6.
    let v = chances(&[
        "penetrate",
        "-c",
        "6",
        "--vehicle",
        "E",
        "-m",
        "4",
        "--moving",
        "--hull-down",
    ]);
    assert_eq!(p(&v, "hit", true), "1/6");
    // Long range +1 and the turret ring +2 take marksmanship 4 to 7: no roll can hit.
    let v = chances(&[
        "penetrate",
        "-c",
        "6",
        "--vehicle",
        "E",
        "-m",
        "4",
        "--long-range",
        "--aim",
        "turret-ring",
    ]);
    assert_eq!(p(&v, "result", "miss"), "1/1");
}

#[test]
fn penetrate_aimed_shots_use_the_aim_point_modifier() {
    // 3.5: aiming for the turret ring is +2 to hit (marksmanship 3 needs 5: 1/3) and −35 on
    // the percentile score; class 7 against H needs 61, so 26+: 75/100. 1/3 × 3/4 = 1/4.
    let v = chances(&[
        "penetrate",
        "-c",
        "7",
        "--vehicle",
        "H",
        "-m",
        "3",
        "--aim",
        "turret-ring",
    ]);
    assert_eq!(p(&v, "hit", true), "1/3");
    assert_eq!(p(&v, "penetrated", true), "1/4");
    // Ruling ([penetrate] aim_replaces_facing): the tracks' −20 replaces the side's −15, so
    // class 5 against D needs 30 − 20 = 10+: 91/100 (marksmanship 1 always hits; tracks +1
    // still leaves a 2+ to hit: 5/6).
    let v = chances(&[
        "penetrate",
        "-c",
        "5",
        "--vehicle",
        "D",
        "-m",
        "1",
        "--facing",
        "side",
        "--aim",
        "tracks",
    ]);
    assert_eq!(p(&v, "hit", true), "5/6");
    assert_eq!(p(&v, "penetrated", true), "91/120");
}

#[test]
fn penetrate_house_rule_can_add_the_aim_and_facing_modifiers() {
    // [penetrate] aim_replaces_facing = false: tracks −20 and side −15 both apply, so class 5
    // against D needs 30 − 35 = −5: every percentile roll penetrates; the tracks' +1 to hit
    // leaves marksmanship 1 needing 2+: 5/6.
    let dir = temp_dir("sp2-penetrate-aim");
    std::fs::write(
        dir.join("schwerpunkt.toml"),
        "[penetrate]\nsection = \"3.5\"\nabout = \"house rule\"\nto_hit = \"d6\"\n\
         percentile = \"d%\"\nassault_class = 6\naim_replaces_facing = false\n\
         [penetrate.to_hit_mods]\nmoving = 1\nhull_down = 1\ntracks = 1\nturret_ring = 2\n\
         long_range = 1\n[penetrate.location]\nfront = 0\nside = -15\nrear = -20\n\
         belly = -25\ntracks = -20\nturret_ring = -35\n",
    )
    .unwrap();
    let d = dir.to_str().unwrap();
    let v = spw(&[
        "--data",
        d,
        "--chances",
        "penetrate",
        "-c",
        "5",
        "--vehicle",
        "D",
        "-m",
        "1",
        "--facing",
        "side",
        "--aim",
        "tracks",
    ])
    .json();
    assert_eq!(p(&v, "penetrated", true), "5/6");
    assert_eq!(p(&v, "result", "no penetration"), "0/1");
}

#[test]
fn penetrate_belly_and_the_top_of_the_percentile_dice() {
    // 3.5: class 9 against L needs 87; the belly −25 makes it 62+: 39/100.
    let v = chances(&[
        "penetrate",
        "-c",
        "9",
        "--vehicle",
        "L",
        "-m",
        "1",
        "--facing",
        "belly",
    ]);
    assert_eq!(p(&v, "penetrated", true), "39/100");
    // 3.5 "00 00 = 100": a rifle against D needs 99, so only 99 and 00-00: 2/100.
    let v = chances(&["penetrate", "-c", "rifle", "--vehicle", "d", "-m", "1"]);
    assert_eq!(p(&v, "penetrated", true), "1/50");
    // At the table, 00-00 is typed 0 and reads 100; the damage d6 of 2 knocks out the gun.
    // Marksmanship 1 always hits, but its d6 is thrown first (3.5), so it is typed first.
    let v = spw(&[
        "--dice",
        "1,0,2",
        "penetrate",
        "-c",
        "1",
        "--vehicle",
        "D",
        "-m",
        "1",
    ])
    .json();
    assert_eq!(v["dice"][0]["for"], "to hit");
    assert_eq!(v["dice"][1]["value"], 100);
    assert_eq!(v["result"]["result"], "main weapon out");
    assert_eq!(v["result"]["penetration_need"], 99);
}

#[test]
fn penetrate_infantry_assault_is_class_6_with_no_roll_to_hit() {
    // 4.2: class 6 against F needs 45, from the rear −20: 25+, 76/100; no to-hit die.
    let v = chances(&[
        "penetrate",
        "--assault",
        "--vehicle",
        "F",
        "--facing",
        "rear",
    ]);
    assert_eq!(p(&v, "hit", true), "1/1");
    assert_eq!(p(&v, "penetrated", true), "19/25");
    // 5–6 on the damage d6 blows it up: 76/100 × 1/3.
    assert_eq!(p(&v, "result", "blows up"), "19/75");
    // The first die is the percentile roll.
    let v = spw(&[
        "--dice",
        "30,6",
        "penetrate",
        "--assault",
        "--vehicle",
        "F",
        "--facing",
        "rear",
    ])
    .json();
    assert_eq!(v["dice"][0]["for"], "penetration");
    assert_eq!(v["result"]["result"], "blows up");
}

#[test]
fn penetrate_a_dash_in_the_table_cannot_penetrate_but_rolls_to_hit() {
    // 3.5: "-" for class 1 (rifle) against E. The firer "must make a marksmanship roll", a d6
    // of 4+ (1/2); a hit then finds "-" and no number to roll the percentile dice against.
    let v = chances(&["penetrate", "-c", "1", "--vehicle", "E", "-m", "4"]);
    assert_eq!(p(&v, "result", "cannot penetrate"), "1/2");
    assert_eq!(p(&v, "result", "miss"), "1/2");
    assert_eq!(p(&v, "penetrated", false), "1/1");
    let v = spw(&[
        "--dice",
        "5",
        "penetrate",
        "-c",
        "1",
        "--vehicle",
        "E",
        "-m",
        "4",
    ])
    .json();
    assert_eq!(v["dice"].as_array().unwrap().len(), 1);
    assert_eq!(v["dice"][0]["for"], "to hit");
    assert!(
        v["summary"]
            .as_str()
            .unwrap()
            .contains("class 1 (rifle) cannot penetrate vehicle class E"),
        "{v}"
    );
    let v = spw(&[
        "--dice",
        "2",
        "penetrate",
        "-c",
        "1",
        "--vehicle",
        "E",
        "-m",
        "4",
    ])
    .json();
    assert_eq!(v["result"]["result"], "miss");
}

#[test]
fn penetrate_table_dice_go_to_hit_then_percentile_then_damage() {
    let v = spw(&[
        "--dice",
        "5,62,3",
        "penetrate",
        "-c",
        "7",
        "--vehicle",
        "H",
        "-m",
        "4",
    ])
    .json();
    let fors: Vec<&str> = v["dice"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["for"].as_str().unwrap())
        .collect();
    assert_eq!(fors, ["to hit", "penetration", "damage"]);
    assert_eq!(v["result"]["result"], "immobilised");
    assert_eq!(v["result"]["hit"], true);
    assert_eq!(v["result"]["penetrated"], true);
    assert_eq!(v["result"]["damage"], "the vehicle is immobilised");
    let err = spw(&[
        "--dice",
        "5",
        "penetrate",
        "-c",
        "7",
        "--vehicle",
        "H",
        "-m",
        "4",
    ])
    .fails(2);
    assert!(err.contains("still need 1 × d% for penetration"), "{err}");
}

#[test]
fn the_damage_table_rolls_on_its_own() {
    let v = spw(&["--dice", "5", "table", "damage"]).json();
    assert_eq!(v["result"]["result"], "the vehicle blows up");
    let v = chances(&["table", "damage"]);
    assert_eq!(p(&v, "result", "the vehicle blows up"), "1/3");
    let v = chances(&["table", "aa"]);
    assert_eq!(p(&v, "result", "shot down"), "1/36");
}

#[test]
fn penetrate_rolling_agrees_with_chances() {
    agreement::check(
        &[
            "penetrate",
            "-c",
            "5",
            "--vehicle",
            "D",
            "-m",
            "4",
            "--facing",
            "side",
        ],
        3000,
    );
    agreement::check(
        &[
            "penetrate",
            "-c",
            "7",
            "--vehicle",
            "H",
            "-m",
            "3",
            "--aim",
            "turret-ring",
            "--moving",
        ],
        3000,
    );
    agreement::check(
        &[
            "penetrate",
            "--assault",
            "--vehicle",
            "F",
            "--facing",
            "rear",
        ],
        3000,
    );
    agreement::check(
        &[
            "penetrate",
            "-c",
            "hmg",
            "--vehicle",
            "soft",
            "-m",
            "2",
            "--long-range",
        ],
        2000,
    );
    agreement::check(&["penetrate", "-c", "1", "--vehicle", "E", "-m", "4"], 200);
}

#[test]
fn a_house_rule_penetration_table_is_checked() {
    let dir = temp_dir("sp2-bad-penetration");
    std::fs::write(
        dir.join("schwerpunkt.toml"),
        "[penetration]\nsection = \"3.5\"\nabout = \"x\"\nvehicles = [\"soft\", \"B\"]\n\
         classes = [{ class = 1, soft = 50, B = 120 }]\n",
    )
    .unwrap();
    let d = dir.to_str().unwrap();
    let err = spw(&[
        "--data",
        d,
        "penetrate",
        "-c",
        "1",
        "--vehicle",
        "B",
        "-m",
        "4",
    ])
    .fails(2);
    assert!(
        err.contains("[penetration] classes") && err.contains("120"),
        "{err}"
    );
}

#[test]
fn golden_penetrate() {
    let out = spw(&[
        "--seed",
        "3",
        "penetrate",
        "-c",
        "5",
        "--vehicle",
        "D",
        "-m",
        "4",
        "--facing",
        "side",
        "--moving",
        "--color",
        "never",
    ])
    .ok();
    assert_eq!(out, GOLDEN_PENETRATE);
}

const GOLDEN_PENETRATE: &str = concat!(
    "penetrate · Schwerpunkt 3.5, 4.2\n",
    "class 5 against vehicle class D\n",
    "to hit: marksmanship 4, target moving +1: hit on 5+\n",
    "to hit (d6, 5+): 6✓  hit\n",
    "penetration: the table gives 30, side −15: 15+ on d% (00 00 = 100, as 3.5 says)\n",
    "penetration (d%, 15+): 9  no penetration\n",
    "hit, but no penetration\n",
);

#[test]
fn penetrate_takes_the_firers_own_modifiers() {
    // 3.0: "Firing Unit is pinned −1" applies to every shot (3.5 only adds the target's), so
    // marksmanship 4 pinned needs a 5: 2/6 = 1/3. Then class 5 against D from the side needs
    // 30 − 15 = 15+ on d% (86/100): penetrated 1/3 × 86/100 = 43/150.
    let args = [
        "penetrate",
        "-c",
        "5",
        "--vehicle",
        "D",
        "-m",
        "4",
        "--facing",
        "side",
        "--pinned",
    ];
    let v = chances(&args);
    assert_eq!(p(&v, "hit", true), "1/3");
    assert_eq!(p(&v, "penetrated", true), "43/150");
    // Moved too (3.0, −1 more): needs a 6, 1/6. With the target moving as well (3.5, +1)
    // the score needed is 7: no roll hits.
    let v = chances(&[
        "penetrate",
        "-c",
        "5",
        "--vehicle",
        "D",
        "-m",
        "4",
        "--pinned",
        "--moved",
    ]);
    assert_eq!(p(&v, "hit", true), "1/6");
    let v = chances(&[
        "penetrate",
        "-c",
        "5",
        "--vehicle",
        "D",
        "-m",
        "4",
        "--pinned",
        "--moved",
        "--moving",
    ]);
    assert_eq!(p(&v, "result", "miss"), "1/1");
    // The output names the firer's modifiers apart from the target's.
    let out = spw(&[
        "penetrate",
        "-c",
        "5",
        "--vehicle",
        "D",
        "-m",
        "3",
        "--moved",
        "--moving",
        "--dice",
        "5,50,1",
    ])
    .ok();
    assert!(
        out.contains("to hit: marksmanship 3, firer moved +1, target moving +1: hit on 5+"),
        "{out}"
    );
    // A house rule on [fire] changes the firer's modifier at a vehicle too.
    let dir = temp_dir("penetrate-firer-house-rule");
    std::fs::write(
        dir.join("schwerpunkt.toml"),
        "[fire]\nsection = \"3.0\"\nabout = \"x\"\ndie = \"d6\"\npinned = -2\nmoved = -1\nlong_range = -1\nsf_die = \"dSF\"\nseize_jams = 2\n",
    )
    .unwrap();
    let v = spw(&[
        "--data",
        dir.to_str().unwrap(),
        "--chances",
        "penetrate",
        "-c",
        "5",
        "--vehicle",
        "D",
        "-m",
        "4",
        "--pinned",
    ])
    .json();
    assert_eq!(p(&v, "hit", true), "1/6");
}

#[test]
fn penetrate_an_assault_refuses_the_firers_modifiers() {
    // 4.2: assaulting infantry do not roll to hit, so there is nothing for --pinned to modify.
    let err = spw(&[
        "penetrate",
        "--assault",
        "--vehicle",
        "D",
        "--pinned",
        "--moved",
    ])
    .fails(2);
    assert!(
        err.contains("--pinned and --moved do not apply (4.2)"),
        "{err}"
    );
}

#[test]
fn penetrate_help_names_the_firer_and_the_target_apart() {
    let help = spw(&["penetrate", "--help"]).ok();
    assert!(help.contains("The FIRING unit is pinned"), "{help}");
    assert!(help.contains("The FIRING unit has moved"), "{help}");
    assert!(help.contains("The TARGET vehicle is moving"), "{help}");
}

#[test]
fn penetrate_an_assault_rolls_once_per_figure_in_contact() {
    // 4.2 (ruling: one penetration roll per figure): class 6 against D needs 25+ on d%, 76 of
    // 100 = 19/25 each. Two figures: no penetration (6/25)² = 36/625, both (19/25)² = 361/625.
    // Blows up (3.5: 5–6 on the d6) for a figure 19/25 × 1/3 = 19/75; the worst is "blows up"
    // unless neither does: 1 − (56/75)² = 1 − 3136/5625 = 2489/5625.
    let v = chances(&["penetrate", "--assault", "--figures", "2", "--vehicle", "D"]);
    assert_eq!(p(&v, "penetrations", 0), "36/625");
    assert_eq!(p(&v, "penetrations", 2), "361/625");
    assert_eq!(p(&v, "result", "blows up"), "2489/5625");
    assert_eq!(p(&v, "result", "no penetration"), "36/625");
    // --dice: each figure's d% then, if it penetrates, its damage d6.
    let v = spw(&[
        "penetrate",
        "--assault",
        "--figures",
        "2",
        "--vehicle",
        "D",
        "--dice",
        "10,30,2",
    ])
    .json();
    assert_eq!(v["result"]["penetrations"], 1);
    assert_eq!(v["result"]["result"], "main weapon out");
    assert_eq!(
        v["result"]["damage"],
        serde_json::json!(["main weapon knocked out"])
    );
    let err = spw(&[
        "penetrate",
        "--figures",
        "2",
        "--vehicle",
        "D",
        "-c",
        "6",
        "-m",
        "3",
    ])
    .fails(2);
    assert!(err.contains("--assault"), "{err}");
}

#[test]
fn penetrate_several_shots_and_sf_dice_roll_per_hit() {
    // 3.0: a rifle section's 2 shots at marksmanship 4 hit 1/2 each; class 1 against soft
    // needs 50+ on d%, 51/100. A shot penetrates 1/2 × 51/100 = 51/200; neither does
    // (149/200)² = 22201/40000.
    let v = chances(&[
        "penetrate",
        "-c",
        "rifle",
        "--shots",
        "2",
        "--vehicle",
        "soft",
        "-m",
        "4",
    ]);
    assert_eq!(p(&v, "hits", 0), "1/4");
    assert_eq!(p(&v, "penetrations", 0), "22201/40000");
    assert_eq!(p(&v, "result", "miss"), "1/4");
    // 1.7, 3.0: an HMG's SF dice (JAM,1,1,2,2,3) with no marksmanship. One SF die: 0 hits
    // 1/6 (JAM), 1 hit 2/6, 2 hits 2/6, 3 hits 1/6. Class 2 against soft needs 45+: 56/100 =
    // 14/25. No penetration: 1/6 + 2/6 × 11/25 + 2/6 × (11/25)² + 1/6 × (11/25)³
    //   = (15625 + 2·6875 + 2·3025 + 1331)/93750 = 36756/93750 = 6126/15625.
    let v = chances(&["penetrate", "-c", "hmg", "--sf", "1", "--vehicle", "soft"]);
    assert_eq!(p(&v, "hits", 3), "1/6");
    assert_eq!(p(&v, "penetrations", 0), "6126/15625");
    // 3.0: two JAMs on 2 SF dice seize the weapon: 1/36.
    let v = chances(&["penetrate", "-c", "hmg", "--sf", "2", "--vehicle", "soft"]);
    assert_eq!(p(&v, "jammed", true), "1/36");
    // No marksmanship with SF dice.
    let err = spw(&[
        "penetrate",
        "-c",
        "hmg",
        "--sf",
        "2",
        "--vehicle",
        "soft",
        "-m",
        "3",
    ])
    .fails(2);
    assert!(err.contains("no reference to marksmanship"), "{err}");
    // --dice: the to-hit dice, then each hit's percentile and damage.
    let out = spw(&[
        "penetrate",
        "-c",
        "rifle",
        "--shots",
        "2",
        "--vehicle",
        "soft",
        "-m",
        "4",
        "--dice",
        "5,6,80,6,20",
    ])
    .ok();
    assert!(
        out.contains("2 hits, 1 penetration; the worst: the vehicle blows up"),
        "{out}"
    );
    agreement::check(
        &["penetrate", "-c", "hmg", "--sf", "2", "--vehicle", "soft"],
        3000,
    );
    agreement::check(
        &["penetrate", "--assault", "--figures", "3", "--vehicle", "E"],
        3000,
    );
}

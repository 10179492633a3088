//! penetrate, melee, aircraft, aa and strafe: exact chances against values worked out by hand
//! from the rules text (each test says which rule), agreement between rolling and --chances,
//! table dice, bad input, house rules and seeded golden text.

use serde_json::Value;

use crate::agreement;
use crate::harness::{chance_of as p, chances, spw, temp_dir};

/// Refused with exit 2, one line naming `needles`.
fn refused(args: &[&str], needles: &[&str]) {
    let err = spw(args).fails(2);
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    for n in needles {
        assert!(err.contains(n), "{args:?}: expected '{n}' in: {err}");
    }
}

// ---------------------------------------------------------------------------------------------
// penetrate (3.5, 4.2)

#[test]
fn penetrate_class_5_against_d_from_the_side_needs_15_or_more() {
    // 3.5 with the DESIGN.md ruling: the table's 30 is the score to equal or beat, and the side
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
    let v = spw(&[
        "--dice",
        "0,2",
        "penetrate",
        "-c",
        "1",
        "--vehicle",
        "D",
        "-m",
        "1",
    ])
    .json();
    assert_eq!(v["dice"][0]["value"], 100);
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
fn penetrate_a_dash_in_the_table_cannot_penetrate_and_rolls_nothing() {
    // 3.5: "-" for class 1 (rifle) against E.
    let v = chances(&["penetrate", "-c", "1", "--vehicle", "E", "-m", "4"]);
    assert_eq!(p(&v, "result", "cannot penetrate"), "1/1");
    assert_eq!(p(&v, "penetrated", false), "1/1");
    let v = spw(&[
        "--seed",
        "1",
        "penetrate",
        "-c",
        "1",
        "--vehicle",
        "E",
        "-m",
        "4",
    ])
    .json();
    assert_eq!(v["dice"].as_array().unwrap().len(), 0);
    assert!(
        v["summary"]
            .as_str()
            .unwrap()
            .contains("class 1 (rifle) cannot penetrate vehicle class E"),
        "{v}"
    );
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

// ---------------------------------------------------------------------------------------------
// melee (4.0, 4.1)

/// `melee` with each side's figures, ferocity, skill and morale, then `extra`.
fn melee(attacker: [u32; 4], defender: [u32; 4], extra: &[&str]) -> Vec<String> {
    let mut a = vec!["melee".to_string()];
    for (side, v) in [("attacker", attacker), ("defender", defender)] {
        for (what, n) in ["figures", "ferocity", "skill", "morale"].iter().zip(v) {
            a.push(format!("--{side}-{what}"));
            a.push(n.to_string());
        }
    }
    a.extend(extra.iter().map(|s| s.to_string()));
    a
}

/// Global options (`--seed 3`) in front of a command's arguments.
fn before(global: &[&str], args: Vec<String>) -> Vec<String> {
    global.iter().map(|s| s.to_string()).chain(args).collect()
}

/// One figure a side: ferocity 4, skill 4, morale 7 each, then `extra`.
fn one_each(extra: &[&str]) -> Vec<String> {
    melee([1, 4, 4, 7], [1, 4, 4, 7], extra)
}

/// `one_each` with one option's value replaced.
fn one_each_with(option: &str, value: &str, extra: &[&str]) -> Vec<String> {
    let mut a = one_each(extra);
    let i = a.iter().position(|s| s == option).unwrap();
    a[i + 1] = value.to_string();
    a
}

fn strs(a: &[String]) -> Vec<&str> {
    a.iter().map(String::as_str).collect()
}

#[test]
fn melee_one_figure_each_worked_by_hand() {
    // 4.0, one figure a side, ferocity 4 and skill 4 (each 1/2), morale 7, a round already
    // joined (no stand test). A side loses its figure when the enemy hits (1/2) and its save
    // fails (1/2): 1/4 each, independently. Both lost 1/16; one side only 3/16 each (ruling:
    // wiped out ends the melee). Otherwise (9/16) casualties are 0–0, so the attacker tests
    // first (ruling); it took a hit (saved) with 1/3, testing at 7 − 1 = 6 (15/36), else at 7
    // (21/36): it passes with 19/36. The defender likewise.
    let v = chances(&strs(&one_each(&["--continued"])));
    assert_eq!(p(&v, "outcome", "both wiped out"), "1/16");
    assert_eq!(p(&v, "outcome", "attacker wiped out"), "3/16");
    assert_eq!(p(&v, "outcome", "defender wiped out"), "3/16");
    // 9/16 × 17/36
    assert_eq!(p(&v, "outcome", "attacker flees"), "17/64");
    // 9/16 × 19/36 × 17/36
    assert_eq!(p(&v, "outcome", "defender flees"), "323/2304");
    // 9/16 × (19/36)²
    assert_eq!(p(&v, "outcome", "both stand"), "361/2304");
    assert_eq!(p(&v, "attacker_casualties", 1), "1/4");
}

#[test]
fn melee_starts_with_the_defender_testing_to_stand() {
    // 4.0/5.0: morale 7 fails on 2d6 of 8+: 15/36 = 5/12, and there is no melee. The rest of
    // the outcomes are the ones above scaled by 7/12.
    let v = chances(&strs(&one_each(&[])));
    assert_eq!(p(&v, "outcome", "defender fled before contact"), "5/12");
    assert_eq!(p(&v, "outcome", "attacker flees"), "119/768");
    // With the officer (+1, 1.6): fails on 9+, 10/36.
    let v = chances(&strs(&one_each(&["--defender-officer"])));
    assert_eq!(p(&v, "outcome", "defender fled before contact"), "5/18");
}

#[test]
fn melee_fatigue_is_cumulative() {
    // 4.1: a third melee this turn is −2 to the roll: ferocity 4 hits only on a 6 (1/6), and a
    // defender at ferocity 6 with one earlier melee cannot hit at all. The defender's figure is
    // lost on a 6 and a failed save: 1/6 × 1/2.
    let a = one_each_with(
        "--defender-ferocity",
        "6",
        &[
            "--continued",
            "--attacker-fatigue",
            "2",
            "--defender-fatigue",
            "1",
        ],
    );
    let v = chances(&strs(&a));
    assert_eq!(p(&v, "outcome", "defender wiped out"), "1/12");
    assert_eq!(p(&v, "attacker_casualties", 0), "1/1");
}

/// One figure a side, every hit saved (skill 1): casualties are always 0–0, a tie. Ferocity 6
/// (1/6 to hit). Attacker morale 7, defender morale 11.
fn tie_args(data: Option<&str>) -> Vec<String> {
    let mut global = Vec::new();
    if let Some(d) = data {
        global.extend(["--data", d]);
    }
    global.push("--chances");
    before(
        &global,
        melee([1, 6, 1, 7], [1, 6, 1, 11], &["--continued"]),
    )
}

#[test]
fn melee_a_tie_in_casualties_tests_the_attacker_first() {
    // Ruling (DESIGN.md): tie → the attacker tests first, at 7 less the hits it took (4.0:
    // hits, not casualties): hit with 1/6 → 6 or less (15/36), else 7 or less (21/36). It flees
    // with 1/6 × 21/36 + 5/6 × 15/36 = 96/216 = 4/9. Only if it stands does the defender test:
    // at 11 − 1 (hit, 1/6: fails on 11–12, 3/36) or 11 (fails on 12, 1/36): it flees with
    // 5/9 × (1/6 × 3/36 + 5/6 × 1/36) = 5/9 × 8/216 = 5/243.
    let v = spw(&strs(&tie_args(None))).json();
    assert_eq!(p(&v, "outcome", "attacker flees"), "4/9");
    assert_eq!(p(&v, "outcome", "defender flees"), "5/243");
    assert_eq!(p(&v, "attacker_casualties", 0), "1/1");
}

#[test]
fn melee_house_rules_change_who_tests_first_on_a_tie() {
    // The same melee with [melee] tie_tests_first = "defender": the defender flees with
    // 1/6 × 3/36 + 5/6 × 1/36 = 1/27 and the attacker only if the defender stood.
    let dir = temp_dir("sp2-melee-tie");
    std::fs::write(
        dir.join("schwerpunkt.toml"),
        "[melee]\nsection = \"4.0\"\nabout = \"house rule\"\ndie = \"d6\"\nfatigue = -1\n\
         morale_penalty = \"hits\"\ntie_tests_first = \"defender\"\nflight = \"2d6\"\n",
    )
    .unwrap();
    let v = spw(&strs(&tie_args(dir.to_str()))).json();
    assert_eq!(p(&v, "outcome", "defender flees"), "1/27");
    // 26/27 × 4/9
    assert_eq!(p(&v, "outcome", "attacker flees"), "104/243");
}

#[test]
fn melee_house_rule_reads_5_0_casualties_instead_of_hits() {
    // [melee] morale_penalty = "casualties" (5.0's wording): in the tie melee above every hit
    // is saved, so the attacker always tests at 7 and flees on 8+: 15/36 = 5/12 (with 4.0's
    // hits it was 4/9).
    let dir = temp_dir("sp2-melee-casualties");
    std::fs::write(
        dir.join("schwerpunkt.toml"),
        "[melee]\nsection = \"4.0\"\nabout = \"house rule\"\ndie = \"d6\"\nfatigue = -1\n\
         morale_penalty = \"casualties\"\ntie_tests_first = \"attacker\"\nflight = \"2d6\"\n",
    )
    .unwrap();
    let v = spw(&strs(&tie_args(dir.to_str()))).json();
    assert_eq!(p(&v, "outcome", "attacker flees"), "5/12");
}

#[test]
fn a_modified_morale_or_aa_roll_shows_the_total_it_was_judged_on() {
    // House rules rolling 2d6+1 for morale and AA: dice 3 and 4 make 8, so a morale 7 test
    // fails on 8 and an AA shot of 8 drives the plane off. The account shows the total the
    // procedure judged, not the sum of the dice.
    let dir = temp_dir("sp2-plus-one");
    std::fs::write(
        dir.join("schwerpunkt.toml"),
        "[morale]\nsection = \"5.0\"\nabout = \"house rule\"\ndice = \"2d6+1\"\nofficer = 1\n\
         min_rating = 2\nmax_rating = 12\n\n\
         [aa]\nsection = \"6.1\"\nabout = \"house rule\"\ndice = \"2d6+1\"\nshots_per_gun = 2\n\
         range = 48\nrows = [\n\
         { roll = \"3-7\", effect = \"no effect\", result = \"no effect\" },\n\
         { roll = \"8-11\", effect = \"driven off\", result = \"driven off\" },\n\
         { roll = \"12-13\", effect = \"shot down\", result = \"shot down\" },\n]\n",
    )
    .unwrap();
    let d = dir.to_str().unwrap();

    let morale = ["--data", d, "morale", "-m", "7", "--dice", "3,4"];
    let v = spw(&morale).json();
    assert_eq!(v["result"]["roll"], 8);
    assert_eq!(v["result"]["passed"], false);
    assert_eq!(v["summary"], "8 against 7: failed");
    let out = spw(&morale).ok();
    assert!(out.contains("3 4 = 8"), "{out}");

    let v = spw(&["--data", d, "aa", "--shots", "2", "--dice", "3,4,6,6"]).json();
    let shots = &v["result"]["shots"];
    assert_eq!(shots[0]["roll"], 8);
    assert_eq!(shots[0]["result"], "driven off");
    assert_eq!(shots[1]["roll"], 13);
    assert_eq!(shots[1]["result"], "shot down");
    assert_eq!(v["summary"], "1 shot down, 1 driven off, 0 no effect");

    // Melee tests morale the same way: the stand test on 3 3 is 7.
    let mut args = vec!["--data".to_string(), d.to_string()];
    args.extend(melee(
        [2, 4, 4, 7],
        [2, 4, 4, 7],
        &["--dice", "3,3,5,5,5,5,2,2,3,4"],
    ));
    let out = spw(&strs(&args)).ok();
    assert!(out.contains("3 3 = 7, stands"), "{out}");
}

#[test]
fn melee_casualties_never_exceed_the_figures() {
    // Ruling: six attackers can score six hits on a defender of two figures, but it has only
    // two figures to lose.
    let v = chances(&strs(&melee([6, 2, 4, 7], [2, 4, 5, 7], &["--continued"])));
    let values: Vec<i64> = v["chances"]["defender_casualties"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["value"].as_i64().unwrap())
        .collect();
    assert_eq!(values, [0, 1, 2]);
}

#[test]
fn melee_exact_chances_for_twenty_a_side_add_up_and_too_big_is_refused() {
    let v = chances(&strs(&melee(
        [20, 4, 4, 7],
        [20, 4, 3, 8],
        &["--defender-officer"],
    )));
    let total: f64 = v["chances"]["outcome"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["percent"].as_f64().unwrap())
        .sum();
    assert!((total - 100.0).abs() < 1e-9, "{total}");
    // Too big a melee is refused up front, naming the limit.
    let err = spw(&strs(&before(
        &["--chances"],
        melee([200, 4, 4, 7], [200, 4, 3, 8], &[]),
    )))
    .fails(2);
    assert!(
        err.contains("200 against 200") && err.contains("1500000"),
        "{err}"
    );
}

#[test]
fn melee_table_dice_follow_the_rules_order() {
    // Stand test 3+4, attacker 4 6 (2 hits at 4+), defender 2 5 (1 hit at 5+), attacker save 1
    // (a casualty), defender saves 6 2 (one casualty): a tie at 1–1, so the attacker tests at
    // 7 − 1 = 6: 3+3 passes; the defender at 8 − 2 = 6: 5+2 fails.
    let args = before(
        &["--dice", "3,4,4,6,2,5,1,6,2,3,3,5,2"],
        melee([2, 4, 4, 7], [2, 5, 4, 8], &[]),
    );
    let v = spw(&strs(&args)).json();
    assert_eq!(v["result"]["outcome"], "defender flees");
    assert_eq!(v["result"]["attacker_casualties"], 1);
    assert_eq!(v["result"]["defender_casualties"], 1);
    assert_eq!(v["result"]["attacker_hits"], 2);
    assert_eq!(v["result"]["defender_hits"], 1);
    let fors: Vec<&str> = v["dice"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["for"].as_str().unwrap())
        .collect();
    assert_eq!(
        fors[2..7],
        [
            "attacker 1",
            "attacker 2",
            "defender 1",
            "defender 2",
            "attacker save"
        ]
    );
    // Stop short and it names the step still missing.
    let mut short = args;
    short[1] = "3,4,4,6".into();
    let err = spw(&strs(&short)).fails(2);
    assert!(err.contains("still need 2 × d6 for defender"), "{err}");
}

// ---------------------------------------------------------------------------------------------
// aircraft (6.0), aa (6.1), strafe (6.2)

#[test]
fn aircraft_successes_pair_off_in_dogfights() {
    // 6.0: one aircraft each at reliability 4 (1/2 each): both succeed 1/4 → a dogfight;
    // ours alone 1/4.
    let v = chances(&[
        "aircraft",
        "--ours",
        "1",
        "--our-reliability",
        "4",
        "--theirs",
        "1",
        "--their-reliability",
        "4",
    ]);
    assert_eq!(p(&v, "dogfights", 1), "1/4");
    assert_eq!(p(&v, "our_arrive", 1), "1/4");
    assert_eq!(p(&v, "their_arrive", 0), "3/4");
    // Two of ours at 6: both appear 1/36.
    let v = chances(&["aircraft", "--ours", "2", "--our-reliability", "6"]);
    assert_eq!(p(&v, "our_arrive", 2), "1/36");
    // Table dice: ours 5 and 2 (one success at 4+), theirs 6: a dogfight, nothing appears.
    let v = spw(&[
        "--dice",
        "5,2,6",
        "aircraft",
        "--ours",
        "2",
        "--our-reliability",
        "4",
        "--theirs",
        "1",
        "--their-reliability",
        "4",
    ])
    .json();
    assert_eq!(v["result"]["dogfights"], 1);
    assert_eq!(v["result"]["our_arrive"], 0);
    assert_eq!(v["result"]["their_arrive"], 0);
}

#[test]
fn aa_one_gun_fires_twice() {
    // 6.1: 2d6 per shot, 12 (1/36) shoots down, 8–11 (5+4+3+2 = 14/36) drives off. One gun
    // fires twice: no plane down (35/36)², both shots drive off (7/18)².
    let v = chances(&["aa", "--guns", "1"]);
    assert_eq!(p(&v, "shot_down", 0), "1225/1296");
    assert_eq!(p(&v, "driven_off", 2), "49/324");
    let v = chances(&["aa", "--shots", "1"]);
    assert_eq!(p(&v, "shot_down", 1), "1/36");
    assert_eq!(p(&v, "driven_off", 1), "7/18");
    let v = spw(&["--dice", "6,6,4,4", "aa", "--guns", "1"]).json();
    assert_eq!(v["result"]["shot_down"], 1);
    assert_eq!(v["result"]["driven_off"], 1);
    assert_eq!(v["result"]["shots"][1]["roll"], 8);
}

#[test]
fn aa_many_shots_are_exact() {
    let v = chances(&["aa", "--guns", "20"]);
    // 40 shots, none down: (35/36)^40, already in lowest terms.
    let none = format!(
        "{}/{}",
        num_bigint::BigUint::from(35u32).pow(40),
        num_bigint::BigUint::from(36u32).pow(40)
    );
    assert_eq!(p(&v, "shot_down", 0), none);
}

#[test]
fn strafe_machine_guns_are_fires_sf_dice_and_bombs_drift_away() {
    // 6.2: "roll 2 sustained fire dice": both jam 1/36 (dSF: one JAM face in six); 3+3 = 6 hits.
    let v = chances(&["strafe"]);
    assert_eq!(p(&v, "jammed", true), "1/36");
    assert_eq!(p(&v, "hits", 6), "1/36");
    let fire = chances(&["fire", "--sf", "2"]);
    assert_eq!(v["chances"], fire["chances"]);
    // Bombs: d6" away from the aircraft, each distance 1/6.
    let v = chances(&["strafe", "--bombs"]);
    assert_eq!(p(&v, "deviation", 4), "1/6");
    let v = spw(&["--dice", "4", "strafe", "--bombs"]).json();
    assert_eq!(v["result"]["deviation"], 4);
    let v = spw(&["--dice", "2,JAM", "strafe"]).json();
    assert_eq!(v["result"]["hits"], 2);
    assert_eq!(v["result"]["jammed"], false);
}

// ---------------------------------------------------------------------------------------------
// Agreement: rolling and --chances describe the same procedure.

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
fn melee_rolling_agrees_with_chances() {
    agreement::check(
        &strs(&melee([6, 4, 4, 7], [5, 5, 3, 8], &["--defender-officer"])),
        3000,
    );
    agreement::check(
        &strs(&melee(
            [4, 3, 5, 6],
            [3, 4, 4, 9],
            &[
                "--continued",
                "--attacker-officer",
                "--attacker-fatigue",
                "1",
                "--defender-fatigue",
                "2",
            ],
        )),
        3000,
    );
}

#[test]
fn air_procedures_roll_as_their_chances_say() {
    agreement::check(
        &[
            "aircraft",
            "--ours",
            "3",
            "--our-reliability",
            "4",
            "--theirs",
            "2",
            "--their-reliability",
            "3",
        ],
        3000,
    );
    agreement::check(&["aa", "--guns", "2"], 3000);
    agreement::check(&["aa", "--shots", "3", "--range", "40"], 2000);
    agreement::check(&["strafe"], 2000);
    agreement::check(&["strafe", "--bombs"], 2000);
}

// ---------------------------------------------------------------------------------------------
// Bad input: refused with the rule behind it.

#[test]
fn bad_input_is_refused_with_the_rule() {
    refused(
        &["penetrate", "-c", "11", "--vehicle", "D", "-m", "4"],
        &["--class 11", "1 (rifle), 2 (HMG), 3", "10", "3.5"],
    );
    refused(
        &["penetrate", "-c", "5", "--vehicle", "M", "-m", "4"],
        &[
            "--vehicle M",
            "soft, B, C, D, E, F, G, H, I, J, K, L",
            "3.5",
        ],
    );
    refused(
        &["penetrate", "-c", "5", "--vehicle", "D", "-m", "7"],
        &["--marksmanship 7", "1 to 6", "3.5"],
    );
    refused(
        &["penetrate", "-c", "5", "--vehicle", "D"],
        &["--marksmanship", "--assault"],
    );
    refused(
        &["penetrate", "--vehicle", "D", "-m", "4"],
        &["--class", "1 (rifle)"],
    );
    refused(
        &["penetrate", "--assault", "-c", "3", "--vehicle", "D"],
        &["--class", "class 6", "4.2"],
    );
    let melee = |k: &str, v: &str| one_each_with(k, v, &[]);
    refused(
        &strs(&melee("--attacker-ferocity", "0")),
        &["--attacker-ferocity 0", "1 to 6", "4.0"],
    );
    refused(
        &strs(&melee("--defender-skill", "7")),
        &["--defender-skill 7", "1 to 6"],
    );
    refused(
        &strs(&melee("--attacker-morale", "13")),
        &["--attacker-morale 13", "2 to 12", "5.0"],
    );
    refused(
        &strs(&melee("--defender-figures", "-3")),
        &["--defender-figures -3"],
    );
    refused(
        &strs(&one_each(&["--attacker-fatigue", "-1"])),
        &["--attacker-fatigue -1"],
    );
    refused(&["aircraft", "--ours", "2"], &["--our-reliability", "6.0"]);
    refused(
        &["aircraft", "--theirs", "-1", "--their-reliability", "4"],
        &["--theirs -1"],
    );
    refused(
        &["aircraft", "--ours", "1", "--our-reliability", "9"],
        &["--our-reliability 9", "1 to 6"],
    );
    refused(
        &["aa", "--guns", "1", "--range", "60"],
        &["--range 60", "48", "6.1"],
    );
    refused(&["aa", "--shots", "0"], &["--shots 0"]);
    refused(&["aa"], &["--guns"]);
    refused(&["strafe", "--range", "13"], &["--range 13", "12", "6.2"]);
}

#[test]
fn every_new_table_is_listed_with_its_section() {
    for (table, section) in [
        ("penetrate", "3.5, 4.2"),
        ("penetration", "3.5"),
        ("damage", "3.5"),
        ("melee", "4.0, 4.1"),
        ("aircraft", "6.0"),
        ("aa", "6.1"),
        ("strafe", "6.2"),
    ] {
        let out = spw(&["tables", table, "--color", "never"]).ok();
        assert!(out.contains(section), "{table}: {out}");
    }
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

// ---------------------------------------------------------------------------------------------
// Golden text: a seed means the same account, word for word.

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

#[test]
fn golden_melee() {
    let out = spw(&strs(&before(
        &["--seed", "3"],
        melee(
            [6, 4, 4, 7],
            [5, 5, 3, 8],
            &["--defender-officer", "--color", "never"],
        ),
    )))
    .ok();
    assert_eq!(out, GOLDEN_MELEE);
}

#[test]
fn golden_air() {
    let out = spw(&[
        "--seed",
        "2",
        "aircraft",
        "--ours",
        "3",
        "--our-reliability",
        "4",
        "--theirs",
        "2",
        "--their-reliability",
        "3",
        "--color",
        "never",
    ])
    .ok();
    assert_eq!(out, GOLDEN_AIRCRAFT);
    let out = spw(&["--seed", "2", "aa", "--guns", "2", "--color", "never"]).ok();
    assert_eq!(out, GOLDEN_AA);
    let out = spw(&["--seed", "3", "strafe", "--color", "never"]).ok();
    assert_eq!(out, GOLDEN_STRAFE);
    let out = spw(&["--seed", "3", "strafe", "--bombs", "--color", "never"]).ok();
    assert_eq!(out, GOLDEN_BOMBS);
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
const GOLDEN_MELEE: &str = concat!(
    "melee · Schwerpunkt 4.0, 4.1\n",
    "attacker: 6 figures, ferocity 4, skill 4, morale 7\n",
    "defender: 5 figures, ferocity 5, skill 3, morale 8, officer +1\n",
    "the defender tests morale to stand (4.0): morale 8, officer +1: passes on 9 or less\n",
    "defender stands (2 × d6): 6 1 = 7, stands\n",
    "the attacker's figures hit on 4+ (ferocity 4)\n",
    "attacker (6 × d6, 4+): 3 3 6✓ 5✓ 6✓ 1  3 hits\n",
    "the defender's figures hit on 5+ (ferocity 5)\n",
    "defender (5 × d6, 5+): 3 6✓ 1 6✓ 1  2 hits\n",
    "the attacker took 2 hits: each is saved on 4+ (skill 4)\n",
    "attacker save (2 × d6, 4+): 4✓ 6✓  0 casualties\n",
    "the defender took 3 hits: each is saved on 3+ (skill 3)\n",
    "defender save (3 × d6, 3+): 5✓ 6✓ 5✓  0 casualties\n",
    "casualties are even (0 each): the attacker tests morale first (ruling): morale 7, hits taken −2: passes on 5 or less\n",
    "attacker morale (2 × d6): 2 4 = 6, fails\n",
    "5.0: the winner may pursue 2d6\"; a fleeing unit it overtakes is removed\n",
    "the attacker flees 2d6\" towards its table edge (surrendering if enemy troops are in its path); casualties: attacker 0, defender 0\n",
);
const GOLDEN_AIRCRAFT: &str = concat!(
    "aircraft · Schwerpunkt 6.0\n",
    "our aircraft: 3, each appears on 4+ (reliability 4)\n",
    "our aircraft (3 × d6, 4+): 2 1 2  0 succeed\n",
    "their aircraft: 2, each appears on 3+ (reliability 3)\n",
    "their aircraft (2 × d6, 3+): 5✓ 4✓  2 succeed\n",
    "over the battlefield: none of ours, 2 of theirs\n",
);
const GOLDEN_AA: &str = concat!(
    "aa · Schwerpunkt 6.1\n",
    "4 shots at 2d6 each: 12 shoots the plane down, 8–11 drives it off\n",
    "shot 1 (2 × d6): 2 1 = 3 → no effect\n",
    "shot 2 (2 × d6): 2 5 = 7 → no effect\n",
    "shot 3 (2 × d6): 4 5 = 9 → driven off: the plane is forced from the table\n",
    "shot 4 (2 × d6): 6 4 = 10 → driven off: the plane is forced from the table\n",
    "0 shot down, 2 driven off, 2 no effect\n",
);
const GOLDEN_STRAFE: &str = concat!(
    "strafe · Schwerpunkt 6.2\n",
    "the aircraft's machine guns (6.2) fire as a sustained-fire weapon (3.0): 2 sustained-fire dice; hits are their sum, a jam is a miss\n",
    "SF die (2 × dSF): 3 JAM\n",
    "machine guns: 3 hits; 1 jam\n",
);
const GOLDEN_BOMBS: &str = concat!(
    "strafe · Schwerpunkt 6.2\n",
    "bombs: a 2\" radius template lands on the unit and deviates d6\" directly away from the aircraft\n",
    "deviation (d6): 6  6\"\n",
    "the bombs' template drifts 6\" from the unit, directly away from the aircraft: everything under it is hit\n",
);

/// The worded outcomes of `quantity`, in the order `--chances` lists them.
fn listed(v: &Value, quantity: &str) -> Vec<String> {
    v["chances"][quantity]
        .as_array()
        .unwrap_or_else(|| panic!("no quantity {quantity}: {v}"))
        .iter()
        .map(|r| r["value"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn worded_outcomes_are_listed_in_the_order_the_procedure_reaches_them() {
    // 3.5: to hit, then the percentile dice, then the damage table in its own row order (the
    // alphabet would put "blows up" first and "miss" in the middle).
    let v = chances(&["penetrate", "-c", "5", "--vehicle", "D", "-m", "4"]);
    assert_eq!(
        listed(&v, "result"),
        [
            "miss",
            "no penetration",
            "partial damage",
            "main weapon out",
            "immobilised",
            "immobilised and main weapon out",
            "blows up"
        ]
    );
    // 4.0–4.1: fleeing before contact comes first, a wipe-out last.
    let v = chances(&strs(&melee([2, 4, 4, 7], [1, 4, 4, 7], &[])));
    let order = listed(&v, "outcome");
    assert_eq!(
        order.first().map(String::as_str),
        Some("defender fled before contact")
    );
    let pos = |s: &str| order.iter().position(|o| o == s);
    assert!(pos("attacker flees") < pos("defender flees"), "{order:?}");
    assert!(
        pos("defender flees") < pos("defender wiped out"),
        "{order:?}"
    );
}

//! Tests that take several procedures at once: refusals that name the rule, table dice that say
//! what is still missing, the setting line, answers no die can change, house rules, the table
//! listing, the order of worded outcomes, and agreement and seeded text for procedures tested
//! together.

use serde_json::{Value, json};

use super::melee::{melee, one_each, one_each_with, strs};
use super::{dice_values, golden};
use crate::agreement;
use crate::case::Case;
use crate::harness::{chances, spw, temp_dir};

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
fn a_die_is_thrown_even_when_every_face_gives_the_same_answer() {
    // The rules throw these dice whatever the score: a d6 per hit saved on 1+ (skill 2 in
    // cover, 3.3), a d6 per shot at marksmanship 1 (3.0), a d6 per skill test at skill 1, a d6
    // per gun and per enemy save at skill 1 (3.2). Each is thrown and shown, and --dice reads
    // them in order.
    for (args, dice, key, value) in [
        (
            &["save", "--skill", "2", "--hits", "3", "--cover"][..],
            "1,1,1",
            "casualties",
            0,
        ),
        (&["fire", "-m", "1", "--shots", "3"][..], "1,1,1", "hits", 3),
        (
            &["test", "--skill", "1", "--figures", "2"][..],
            "1,1",
            "passed",
            2,
        ),
        (
            &["duel", "--guns", "2", "--skill", "1", "--enemy-skill", "1"][..],
            "1,1,1,1",
            "removed",
            0,
        ),
    ] {
        let v = spw(args).json();
        let n = dice.split(',').count();
        assert_eq!(v["dice"].as_array().map(Vec::len), Some(n), "{args:?}: {v}");
        assert_eq!(v["result"][key], value, "{args:?}: {v}");
        let mut manual = vec!["--dice", dice];
        manual.extend_from_slice(args);
        let typed = spw(&manual).json();
        assert_eq!(typed["result"][key], value, "{args:?}: {typed}");
        // One die fewer is not enough.
        let short = &dice[..dice.len() - 2];
        let mut manual = vec!["--dice", short];
        manual.extend_from_slice(args);
        let err = spw(&manual).fails(2);
        assert!(err.contains("still need"), "{args:?}: {err}");
    }
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
        Case::new(args).refused(&[needle]);
    }
}

#[test]
fn bad_input_is_refused_with_the_rule() {
    Case::new(&["penetrate", "-c", "11", "--vehicle", "D", "-m", "4"]).refused(&[
        "--class 11",
        "1 (rifle), 2 (HMG), 3",
        "10",
        "3.5",
    ]);
    Case::new(&["penetrate", "-c", "5", "--vehicle", "M", "-m", "4"]).refused(&[
        "--vehicle M",
        "soft, B, C, D, E, F, G, H, I, J, K, L",
        "3.5",
    ]);
    Case::new(&["penetrate", "-c", "5", "--vehicle", "D", "-m", "7"]).refused(&[
        "--marksmanship 7",
        "1 to 6",
        "3.5",
    ]);
    Case::new(&["penetrate", "-c", "5", "--vehicle", "D"])
        .refused(&["--marksmanship", "--assault"]);
    Case::new(&["penetrate", "--vehicle", "D", "-m", "4"]).refused(&["--class", "1 (rifle)"]);
    Case::new(&["penetrate", "--assault", "-c", "3", "--vehicle", "D"])
        .refused(&["--class", "class 6", "4.2"]);
    let melee = |k: &str, v: &str| one_each_with(k, v, &[]);
    Case::new(&strs(&melee("--attacker-ferocity", "0"))).refused(&[
        "--attacker-ferocity 0",
        "1 to 6",
        "4.0",
    ]);
    Case::new(&strs(&melee("--defender-skill", "7"))).refused(&["--defender-skill 7", "1 to 6"]);
    Case::new(&strs(&melee("--attacker-morale", "13"))).refused(&[
        "--attacker-morale 13",
        "2 to 12",
        "5.0",
    ]);
    Case::new(&strs(&melee("--defender-figures", "-3"))).refused(&["--defender-figures -3"]);
    Case::new(&strs(&one_each(&["--attacker-fatigue", "-1"]))).refused(&["--attacker-fatigue -1"]);
    Case::new(&["aircraft", "--ours", "2"]).refused(&["--our-reliability", "6.0"]);
    Case::new(&["aircraft", "--theirs", "-1", "--their-reliability", "4"])
        .refused(&["--theirs -1"]);
    Case::new(&["aircraft", "--ours", "1", "--our-reliability", "9"])
        .refused(&["--our-reliability 9", "1 to 6"]);
    Case::new(&["aa", "--guns", "1", "--range", "60"]).refused(&["--range 60", "48", "6.1"]);
    Case::new(&["aa", "--shots", "0"]).refused(&["--shots 0"]);
    Case::new(&["aa"]).refused(&["--guns"]);
    Case::new(&["strafe", "--range", "13"]).refused(&["--range 13", "12", "6.2"]);
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
victory to British by 390 points (1110 to 720)
",
    );
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

/// The order each --help says --dice are taken in is the order they are
/// taken (what each die was for, from the JSON, against the dice given).
#[test]
fn dice_are_taken_in_the_order_each_help_says() {
    let taken = |args: &[&str]| crate::harness::taken(&spw(args).json());
    // initiative: a d6 per side in the order of --sides; a tie throws every side again.
    assert_eq!(
        taken(&[
            "initiative",
            "--sides",
            "Germans,British",
            "--dice",
            "3,3,5,2"
        ]),
        ["Germans 3", "British 3", "Germans 5", "British 2"]
    );
    // fire --template: the to-hit d6, then after a miss the scatter face, two d6, clock hour.
    assert_eq!(
        taken(&["fire", "--template", "-m", "3", "--dice", "2,arrow,4,5,9"]),
        [
            "to hit 2",
            "scatter arrow",
            "distance 4",
            "distance 5",
            "bearing 9"
        ]
    );
    // duel: the firing battery's guns, then the enemy's save per gun hit.
    assert_eq!(
        taken(&[
            "duel",
            "--guns",
            "2",
            "--skill",
            "4",
            "--enemy-skill",
            "4",
            "--dice",
            "5,2,3"
        ]),
        ["gun 1 5", "gun 2 2", "enemy save 3"]
    );
    // drift: the scatter die, the d6, then the clock hour.
    assert_eq!(
        taken(&["drift", "--dice", "arrow,4,3"]),
        ["scatter arrow", "drift 4", "bearing 3"]
    );
    // aircraft: ours first, then theirs.
    assert_eq!(
        taken(&[
            "aircraft",
            "--ours",
            "2",
            "--our-reliability",
            "4",
            "--theirs",
            "1",
            "--their-reliability",
            "4",
            "--dice",
            "5,2,6"
        ]),
        ["our aircraft 1 5", "our aircraft 2 2", "their aircraft 6"]
    );
    // strafe: the machine guns' 2 SF dice; with --bombs, the deviation d6.
    assert_eq!(
        taken(&["strafe", "--dice", "2,JAM"]),
        ["SF die 1 2", "SF die 2 JAM"]
    );
    assert_eq!(
        taken(&["strafe", "--bombs", "--dice", "4"]),
        ["deviation 4"]
    );
}

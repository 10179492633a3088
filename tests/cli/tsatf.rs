//! The Sword, the Flame, Machine guns and Grenades through the real binary: exact chances
//! worked by hand from the rules, the hit deck running down across a session, seeded golden
//! outputs, `--dice` and `--cards` runs, the JSON shape and refusals.

use serde_json::{Value, json};

use crate::agreement;
use crate::case::{Case, p};
use crate::harness::{chance_of, chances, flat, spw};

const VETERAN_RIFLES: &[&str] = &[
    "tsatf",
    "fire",
    "--quality",
    "veteran",
    "--firers",
    "3",
    "--range",
    "10",
    "--class",
    "II",
];

#[test]
fn veteran_rifles_at_medium_range_class_ii_hit_as_binomial_three_twentieths() {
    // Medium Range, Veteran/Rifle, Class II: 3 or less on a D20, so each of 3 rifles hits with
    // 3/20: hits ~ Bin(3, 3/20). P(0) = 17³/20³ = 4913/8000; P(1) = 3·3·17²/8000 = 2601/8000;
    // P(2) = 3·9·17/8000 = 459/8000; P(3) = 27/8000.
    let v = chances(VETERAN_RIFLES);
    assert_eq!(chance_of(&v, "hits", json!(0)), "4913/8000");
    assert_eq!(chance_of(&v, "hits", json!(1)), "2601/8000");
    assert_eq!(chance_of(&v, "hits", json!(2)), "459/8000");
    assert_eq!(chance_of(&v, "hits", json!(3)), "27/8000");
}

#[test]
fn one_rifle_hit_turns_one_card_killed_one_in_four_leader_one_in_thirteen() {
    // Close Range, Crack/Rifle, Class I: 7 or less, so one rifle hits with 7/20 and then turns
    // one card of the fresh hit deck: hearts kill (13/52 = 1/4), diamonds wound (1/4), spades
    // and clubs pin (1/2), an ace hits the leader (4/52 = 1/13). So killed = 7/20 · 1/4 = 7/80,
    // wounded 7/80, pinned 7/40, leader 7/20 · 1/13 = 7/260.
    let v = chances(&[
        "tsatf",
        "fire",
        "--quality",
        "crack",
        "--range",
        "5",
        "--class",
        "I",
    ]);
    assert_eq!(chance_of(&v, "hits", json!(1)), "7/20");
    assert_eq!(chance_of(&v, "killed", json!(1)), "7/80");
    assert_eq!(chance_of(&v, "wounded", json!(1)), "7/80");
    assert_eq!(chance_of(&v, "pinned", json!(1)), "7/40");
    assert_eq!(chance_of(&v, "leader_hit", json!(true)), "7/260");
}

/// The built-in `[fire]` table with the Green/Rifle's Close Class I number raised to 20, so
/// one green rifle hits for certain and the card alone decides.
fn certain_hit_rule() -> String {
    let text = include_str!("../../data/tsatf.toml");
    let fire = &text[text.find("[fire]").expect("[fire] table")..];
    let green = "close = { range = 6, hit = [5, 3, 2, 1] }";
    assert!(fire.contains(green), "the Green/Rifle close row moved");
    fire.replacen(green, "close = { range = 6, hit = [20, 3, 2, 1] }", 1)
}

#[test]
fn a_hit_card_from_a_fresh_deck_kills_one_time_in_four_and_hits_the_leader_one_in_thirteen() {
    let dir = crate::harness::temp_dir("tsatf-certain-hit");
    std::fs::write(dir.join("tsatf.toml"), certain_hit_rule()).expect("house rule");
    let d = dir.to_string_lossy().to_string();
    let v = chances(&[
        "--data",
        &d,
        "tsatf",
        "fire",
        "--quality",
        "green",
        "--range",
        "5",
        "--class",
        "I",
    ]);
    assert_eq!(chance_of(&v, "hits", json!(1)), "1/1");
    // 13 hearts of 52 kill: 1/4; 4 aces of 52 hit the leader: 1/13; 26 black cards pin: 1/2.
    assert_eq!(chance_of(&v, "killed", json!(1)), "1/4");
    assert_eq!(chance_of(&v, "wounded", json!(1)), "1/4");
    assert_eq!(chance_of(&v, "pinned", json!(1)), "1/2");
    assert_eq!(chance_of(&v, "leader_hit", json!(true)), "1/13");
}

#[test]
fn chances_are_over_the_hit_deck_as_it_is_now() {
    // After the 13 hearts are drawn by hand (--cards), no card left kills: killed = 0 for
    // certain, and the leader is hit by 3 aces of the 39 left: 1/13 still; wounded 13/39 = 1/3.
    let dir = crate::harness::temp_dir("tsatf-deck-now");
    std::fs::write(dir.join("tsatf.toml"), certain_hit_rule()).expect("house rule");
    let d = dir.to_string_lossy().to_string();
    let script = format!(
        "draw 13 --pool hits --cards {}\n--data {d} tsatf fire --quality green --range 5 --class I --chances\n",
        [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"
        ]
        .map(|r| format!("{r}H"))
        .join(",")
    );
    let out = spw(&["--json"]).stdin(&script).run();
    assert_eq!(out.status, 0, "{}", out.stderr);
    let lines: Vec<Value> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    let v = &lines[1];
    assert_eq!(chance_of(v, "killed", json!(0)), "1/1");
    assert_eq!(chance_of(v, "wounded", json!(1)), "1/3");
    assert_eq!(chance_of(v, "leader_hit", json!(true)), "1/13");
}

#[test]
fn the_hit_deck_runs_down_across_a_batch_and_is_shuffled_again_when_empty() {
    // 50 cards out; then three certain hits (crack rifles at 5", Class I: 7 or less; --dice
    // 1,1,1) need 3 cards with 2 left: both are turned, the 50 out go back and are shuffled,
    // and the third comes from them. 49 are left in the deck afterwards, and a later fire
    // draws from those.
    let script = "draw 50 --pool hits\n\
tsatf fire --quality crack --firers 3 --range 5 --class I --dice 1,1,1\n\
tsatf fire --quality crack --firers 1 --range 5 --class I --dice 2\n\
pools\n";
    let out = spw(&["--json", "--seed", "7"]).stdin(script).run();
    assert_eq!(out.status, 0, "{}", out.stderr);
    let lines: Vec<Value> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    let first: Vec<&str> = lines[0]["drawn"]
        .as_array()
        .expect("drawn")
        .iter()
        .map(|d| d["item"].as_str().expect("item"))
        .collect();
    assert_eq!(first.len(), 50);
    let fire: Vec<&str> = lines[1]["drawn"]
        .as_array()
        .expect("drawn")
        .iter()
        .map(|d| d["item"].as_str().expect("item"))
        .collect();
    assert_eq!(fire.len(), 3);
    assert_eq!(lines[1]["result"]["hits"], 3);
    // The first two are the two cards the 50 left behind; the third is one of the 50.
    assert!(
        !first.contains(&fire[0]) && !first.contains(&fire[1]),
        "{fire:?}"
    );
    assert!(first.contains(&fire[2]), "{fire:?}");
    let again = lines[2]["drawn"][0]["item"].as_str().expect("item");
    assert!(!fire.contains(&again), "{again} was turned twice");
    let text = out.stdout;
    assert!(text.contains("\"hits\""), "{text}");
    let pools = spw(&["--seed", "7", "--color", "never"])
        .stdin(script)
        .run()
        .stdout;
    assert!(pools.contains("hits: 48 of 52 left"), "{pools}");
    assert!(
        pools.contains("the hits ran out: the 50 cards out went back and were shuffled"),
        "{pools}"
    );
}

#[test]
fn fire_rolled_with_dice_and_cards_and_its_json() {
    // Crack rifles at 5", Class I: 7 or less. 3 hits, 15 misses; the K♥ kills a key figure.
    let v = spw(&[
        "tsatf",
        "fire",
        "--quality",
        "crack",
        "--firers",
        "2",
        "--range",
        "5",
        "--class",
        "I",
        "--dice",
        "3,15",
        "--cards",
        "K♥",
    ])
    .json();
    assert_eq!(v["rules"], "tsatf");
    assert_eq!(v["procedure"], "fire");
    assert_eq!(
        v["result"],
        json!({"hits": 1, "killed": 1, "wounded": 0, "pinned": 0, "leader_hit": false,
               "target": 7, "band": "close",
               "cards": [{"card": "K♥", "effect": "killed", "figure": "a key figure"}]})
    );
    assert_eq!(v["drawn"][0]["pool"], "hits");
    // The LMG of the issue: 3 D20 at 15" (medium, to 20"), Class II: 4 or less. Shaken: 3.
    let text = spw(&[
        "tsatf",
        "fire",
        "--quality",
        "veteran",
        "--weapon",
        "lmg",
        "--firers",
        "1",
        "--range",
        "15",
        "--class",
        "II",
        "--shaken",
        "--dice",
        "3,4,20",
        "--cards",
        "AD",
        "--color",
        "never",
    ])
    .ok();
    assert!(flat(&text).contains("medium range of the Light MG row (to 20\"), Class II to hit 4, shaken −1: hits on 3 or less"), "{text}");
    assert!(
        text.contains("A♦ the highest-ranking leader wounded"),
        "{text}"
    );
    assert!(
        text.contains("1 hit: 1 wounded; the leader is hit"),
        "{text}"
    );
}

#[test]
fn fire_golden_seeded() {
    let text = spw(&[
        "--seed",
        "3",
        "--color",
        "never",
        "tsatf",
        "fire",
        "--quality",
        "veteran",
        "--weapon",
        "lmg",
        "--range",
        "15",
        "--class",
        "II",
    ])
    .ok();
    assert_eq!(
        text,
        "fire · TSATF Fire Combat\n\
1 × magazine-fed light machine gun: 3 D20s at 15\", medium range of the Light MG\n  \
row (to 20\"), Class II to hit 4: hits on 4 or less\n\
shots (3 × d20, 4 or less): 6 9 1✓ → 1 hit\n\
hit card: 4♣ an ordinary soldier pinned\n\
51 cards left in the hit deck\n\
1 hit: 1 pinned\n"
    );
}

#[test]
fn fire_refusals_name_the_value_and_the_reason() {
    let e = spw(&[
        "tsatf",
        "fire",
        "--quality",
        "green",
        "--range",
        "30",
        "--class",
        "I",
    ])
    .fails(2);
    assert!(
        e.contains("--range 30") && e.contains("longest range of 24\""),
        "{e}"
    );
    let e = spw(&[
        "tsatf",
        "fire",
        "--quality",
        "green",
        "--range",
        "10",
        "--class",
        "IV",
    ])
    .fails(2);
    assert!(e.contains("--class IV") && e.contains("N/A"), "{e}");
    // Too many firers for one hit deck: the weapon named in the singular.
    let e = spw(&[
        "tsatf", "fire", "--weapon", "hmg", "--firers", "99", "--range", "10", "--class", "II",
    ])
    .fails(2);
    assert!(
        e.contains(
            "--firers 99: the firers of a belt-fed HMG on a tripod (6 D20 each; one hit deck \
             holds 52 cards) must be 1 to 8"
        ),
        "{e}"
    );
    let e = spw(&[
        "tsatf", "fire", "--weapon", "smg", "--range", "7", "--class", "I",
    ])
    .fails(2);
    assert!(
        e.contains("Submachine gun row's longest range of 6\""),
        "{e}"
    );
    let e = spw(&["tsatf", "fire", "--range", "5", "--class", "I"]).fails(2);
    assert!(e.contains("--quality"), "{e}");
    let e = spw(&[
        "tsatf", "fire", "--weapon", "bazooka", "--range", "5", "--class", "I",
    ])
    .fails(2);
    assert!(
        e.contains("bazooka") && e.contains("rifle, bar, smg, lmg, mmg, hmg"),
        "{e}"
    );
    let e = spw(&[
        "tsatf", "fire", "--weapon", "hmg", "--firers", "9", "--range", "5", "--class", "I",
    ])
    .fails(2);
    assert!(e.contains("--firers 9") && e.contains("1 to 8"), "{e}");
    let e = spw(&[
        "tsatf",
        "fire",
        "--quality",
        "green",
        "--range",
        "-1",
        "--class",
        "I",
    ])
    .fails(2);
    assert!(e.contains("--range -1"), "{e}");
    // --cards: too few, not a card, a card already drawn.
    let base = [
        "tsatf",
        "fire",
        "--quality",
        "crack",
        "--firers",
        "2",
        "--range",
        "5",
        "--class",
        "I",
        "--dice",
        "1,1",
    ];
    let mut few = base.to_vec();
    few.extend(["--cards", "K♥"]);
    let e = spw(&few).fails(2);
    assert!(e.contains("--cards"), "{e}");
    let mut bad = base.to_vec();
    bad.extend(["--cards", "K♥,1X"]);
    let e = spw(&bad).fails(2);
    assert!(e.contains("'1X' is not a card"), "{e}");
    let mut twice = base.to_vec();
    twice.extend(["--cards", "K♥,K♥"]);
    let e = spw(&twice).fails(2);
    assert!(e.contains("K♥"), "{e}");
}

#[test]
fn shaken_lowers_the_number_needed_and_fire_samples_agree_with_chances() {
    // Shaken veteran rifles at 10", Class II: 3 − 1 = 2: each rifle hits with 2/20 = 1/10.
    let mut a = VETERAN_RIFLES.to_vec();
    a.push("--shaken");
    assert_eq!(p(&a, "hits", json!(0)), "729/1000");
    // HMG medium range Class IV read as 2 (not 12): 6 D20s, P(no hit) = (18/20)^6.
    let hmg = [
        "tsatf", "fire", "--weapon", "hmg", "--range", "20", "--class", "IV",
    ];
    assert_eq!(p(&hmg, "hits", json!(0)), "531441/1000000");
    agreement::check(VETERAN_RIFLES, 3000);
    agreement::check(
        &[
            "tsatf", "fire", "--weapon", "mmg", "--range", "25", "--class", "I",
        ],
        3000,
    );
}

#[test]
fn activation_cards_by_hand() {
    // Red and black are 26 cards each: either side acts first with 1/2, whatever the units.
    let v = chances(&[
        "tsatf", "cards", "--red", "4", "--black", "3", "--place", "B2",
    ]);
    assert_eq!(chance_of(&v, "first", json!("red")), "1/2");
    assert_eq!(chance_of(&v, "first", json!("black")), "1/2");
    // B2 acts second only when the first two cards are black: 26/52 · 25/51 = 25/102.
    assert_eq!(chance_of(&v, "place", json!(2)), "25/102");
    // Red 2, black 1: B1 is 1st on a black first card (1/2); 2nd after one red (26/52 · 26/51
    // = 13/51); 3rd after two reds (26/52 · 25/51 = 25/102), the black cards after B1 being
    // passed. Not the 1/3 each of a uniform order: the deck is drawn without replacement.
    let b1 = [
        "tsatf", "cards", "--red", "2", "--black", "1", "--place", "B1",
    ];
    assert_eq!(p(&b1, "place", json!(1)), "1/2");
    assert_eq!(p(&b1, "place", json!(2)), "13/51");
    assert_eq!(p(&b1, "place", json!(3)), "25/102");
    // One side only: it acts first for certain, and its black cards are all passed.
    assert_eq!(
        p(&["tsatf", "cards", "--red", "3"], "first", json!("red")),
        "1/1"
    );
    agreement::check(&b1, 3000);
    agreement::check(
        &[
            "tsatf", "cards", "--red", "3", "--black", "5", "--place", "R3",
        ],
        3000,
    );
}

#[test]
fn activation_cards_turned_by_hand_pass_a_side_with_no_unit_left() {
    let v = spw(&[
        "tsatf",
        "cards",
        "--red",
        "2",
        "--black",
        "1",
        "--cards",
        "7♦,K♠,2♣,A♥",
        "--json",
    ])
    .json();
    assert_eq!(v["result"]["first"], "red");
    assert_eq!(
        v["result"]["order"],
        json!([
            {"card": "7♦", "side": "red", "unit": "R1", "place": 1},
            {"card": "K♠", "side": "black", "unit": "B1", "place": 2},
            {"card": "2♣", "side": "black", "unit": null, "place": null},
            {"card": "A♥", "side": "red", "unit": "R2", "place": 3},
        ])
    );
    let text = spw(&[
        "tsatf",
        "cards",
        "--red",
        "Able,Baker",
        "--black",
        "x",
        "--phase",
        "fire",
        "--cards",
        "KS,QH,2H",
        "--color",
        "never",
    ])
    .ok();
    assert!(
        text.contains("x fires first (black); 3 units in 3 cards"),
        "{text}"
    );
    // Each phase starts from a fresh deck: the cards go back at the end of the command.
    let out = spw(&["--seed", "1", "--color", "never"])
        .stdin("tsatf cards --red 3 --black 3\npools\n")
        .run();
    assert!(
        out.stdout.contains("activation: 52 of 52 left"),
        "{}",
        out.stdout
    );
}

#[test]
fn activation_refusals() {
    let e = spw(&[
        "tsatf", "cards", "--red", "2", "--black", "1", "--cards", "7♦",
    ])
    .fails(2);
    assert!(e.contains("--cards ran out"), "{e}");
    let e = spw(&[
        "tsatf",
        "cards",
        "--red",
        "2",
        "--black",
        "1",
        "--cards",
        "7♦,7♦,8♦",
    ])
    .fails(2);
    assert!(
        e.contains("--cards names 7♦ twice; the activation holds one"),
        "{e}"
    );
    let e = spw(&["tsatf", "cards", "--red", "27"]).fails(2);
    assert!(e.contains("--red 27") && e.contains("0 to 26"), "{e}");
    let e = spw(&["tsatf", "cards"]).fails(2);
    assert!(e.contains("at least one side"), "{e}");
    let e = spw(&["tsatf", "cards", "--red", "a,b", "--black", "A"]).fails(2);
    assert!(e.contains("named twice"), "{e}");
    let e = spw(&["tsatf", "cards", "--red", "2", "--place", "X"]).fails(2);
    assert!(e.contains("--place X") && e.contains("R1, R2"), "{e}");
}

#[test]
fn tests_at_each_quality_by_hand() {
    // Close to Combat, Stand and Fight, Rally: green 10 with a leader, 8 without; veteran 17/14;
    // crack 19/17. A D20 of that number or less passes: n/20.
    for (q, with, without) in [
        ("green", "1/2", "2/5"),
        ("veteran", "17/20", "7/10"),
        ("crack", "19/20", "17/20"),
    ] {
        let a = ["tsatf", "test", "--kind", "rally", "--quality", q];
        assert_eq!(p(&a, "passed", json!(true)), without, "{q} without leader");
        let mut l = a.to_vec();
        l.push("--leader");
        assert_eq!(p(&l, "passed", json!(true)), with, "{q} with leader");
    }
    // Major Morale: green 8/6, veteran 15/13, crack 17/15.
    let major = ["tsatf", "test", "--kind", "major", "--quality", "crack"];
    assert_eq!(p(&major, "passed", json!(true)), "3/4"); // 15/20
    // Critical & Pinned: crack 16 with leader: 16/20 = 4/5.
    let crit = [
        "tsatf",
        "test",
        "--kind",
        "pinned",
        "--quality",
        "crack",
        "--leader",
    ];
    assert_eq!(p(&crit, "passed", json!(true)), "4/5");
    // A shaken or pinned unit testing to stand needs 2 less: green with leader 10 − 2 = 8.
    let stand = [
        "tsatf",
        "test",
        "--kind",
        "stand",
        "--quality",
        "green",
        "--leader",
        "--shaken",
    ];
    assert_eq!(p(&stand, "passed", json!(true)), "2/5");
    agreement::check(&stand, 2000);
}

#[test]
fn test_rolled_with_dice_json_and_refusals() {
    let v = spw(&[
        "tsatf",
        "test",
        "--kind",
        "close",
        "--quality",
        "green",
        "--leader",
        "--dice",
        "11,3,5",
        "--json",
    ])
    .json();
    // Close Combat: "If the attacker fails they fall back 2 D6 and are pinned": the 2d6 are
    // rolled after the failed D20 (3 + 5 = 8"), towards the starting spot (Tests).
    assert_eq!(
        v["result"],
        json!({"passed": false, "fall_back": 8, "roll": 11, "target": 10})
    );
    assert!(
        v["summary"].as_str().is_some_and(
            |s| s.contains("falls back 8\" towards its starting spot (no further), pinned")
        ),
        "{v}"
    );
    // CRITICAL MORALE: a failure "begin[s] to rout, 4D6 per turn": 4D6 now, 4 + 4 + 4 + 4.
    let v = spw(&[
        "tsatf",
        "test",
        "--kind",
        "critical",
        "--quality",
        "green",
        "--dice",
        "7,4,4,4,4",
    ])
    .json();
    assert_eq!(v["result"]["rout"], 16);
    assert_eq!(v["dice"].as_array().map(Vec::len), Some(5));
    // And each turn after: `move --routing` rolls the 4D6 again.
    let v = spw(&["tsatf", "move", "--routing", "--dice", "1,2,3,6"]).json();
    assert_eq!(v["result"]["inches"], 12);
    // A failed stand test falls back 2d6 (Close Combat): 1/36 of failures go 12".
    let stand = ["tsatf", "test", "--kind", "stand", "--quality", "green"];
    assert_eq!(p(&stand, "fall_back", json!(12)), "1/60"); // 12/20 · 1/36
    assert_eq!(p(&stand, "fall_back", json!(0)), "2/5");
    let v = spw(&[
        "tsatf",
        "test",
        "--kind",
        "stand",
        "--quality",
        "veteran",
        "--dice",
        "14",
        "--json",
    ])
    .json();
    assert_eq!(v["result"]["passed"], true);
    let e = spw(&[
        "tsatf",
        "test",
        "--kind",
        "rally",
        "--quality",
        "green",
        "--shaken",
    ])
    .fails(2);
    assert!(e.contains("--shaken with --kind rally"), "{e}");
    let e = spw(&["tsatf", "test", "--kind", "panic", "--quality", "green"]).fails(2);
    assert!(e.contains("panic"), "{e}");
}

#[test]
fn movement_by_hand() {
    // HMG crews in rough/woods: 1 D6, minimum 3": 3 on 1, 2 or 3 = 1/2; 4, 5, 6 at 1/6 each.
    let crew = ["tsatf", "move", "--type", "hmg-crew", "--terrain", "rough"];
    assert_eq!(p(&crew, "inches", json!(3)), "1/2");
    assert_eq!(p(&crew, "inches", json!(6)), "1/6");
    // Infantry in the open on a road: 3D6 + 1D6 = 4D6: 24 only on four 6s, 1/1296.
    let road = ["tsatf", "move", "--type", "infantry", "--road"];
    assert_eq!(p(&road, "inches", json!(24)), "1/1296");
    assert_eq!(p(&road, "inches", json!(4)), "1/1296");
    // Limbering drops the highest: infantry in rough, 2D6 keep the lower: 6 only on 6,6 (1/36);
    // 1 unless both dice are above 1: 1 − 25/36 = 11/36.
    let limber = [
        "tsatf",
        "move",
        "--type",
        "infantry",
        "--terrain",
        "woods",
        "--limbering",
    ];
    assert_eq!(p(&limber, "inches", json!(6)), "1/36");
    assert_eq!(p(&limber, "inches", json!(1)), "11/36");
    // Loading: a wheeled vehicle in rough (2D6) less 2D6, not below 0: 0 whenever the cost is
    // at least the move: P(X <= Y) for two 2D6 = (1 + Σ P(X=k)²)/2 = (1 + 146/1296)/2 = 721/1296.
    let load = [
        "tsatf",
        "move",
        "--type",
        "wheeled",
        "--terrain",
        "rough",
        "--loading",
    ];
    assert_eq!(p(&load, "inches", json!(0)), "721/1296");
    agreement::check(&load, 3000);
    let v = spw(&[
        "tsatf",
        "move",
        "--type",
        "wheeled",
        "--loading",
        "--dice",
        "1,2,3,4,5,6,6,6",
        "--json",
    ])
    .json();
    assert_eq!(v["result"]["inches"], 9);
    assert_eq!(v["input"]["type"], "wheeled");
    let e = spw(&["tsatf", "move", "--type", "cavalry"]).fails(2);
    assert!(
        e.contains("--type cavalry") && e.contains("infantry, hmg-crew"),
        "{e}"
    );
}

const VETERANS_CLOSE: &[&str] = &[
    "tsatf",
    "close-combat",
    "--attacker",
    "veteran",
    "--defender",
    "veteran",
    "--attacker-leader",
    "--defender-leader",
    "--attacker-figures",
    "7",
    "--defender-figures",
    "1",
];

#[test]
fn close_combat_one_pair_by_hand_with_and_without_a_grenade() {
    // Seven veterans charge one: however many of the 1d6 stragglers hang back, at least one
    // closes, so one pair fights. Veterans with leaders close on 17 and stand on 17 of a D20:
    // failed to close 3/20; the defender falls back 17/20 · 3/20 = 51/400; melee 17/20 · 17/20
    // = 289/400.
    let v = chances(VETERANS_CLOSE);
    assert_eq!(chance_of(&v, "outcome", json!("failed to close")), "3/20");
    assert_eq!(
        chance_of(&v, "outcome", json!("defender fell back")),
        "51/400"
    );
    assert_eq!(chance_of(&v, "outcome", json!("melee")), "289/400");
    // One pair, no modifiers either side, ties re-rolled: the 30 untied pairs of d6 are equally
    // likely. The attacker kills on a 5 beating 1–4 (4) or a 6 beating 1–5 (5): 9/30 = 3/10.
    // So defenders_killed = 289/400 · 3/10 = 867/4000, and the same for the attackers.
    assert_eq!(chance_of(&v, "defenders_killed", json!(1)), "867/4000");
    assert_eq!(chance_of(&v, "attackers_killed", json!(1)), "867/4000");
    // Veteran stragglers: 1d6.
    assert_eq!(chance_of(&v, "stragglers", json!(6)), "1/6");
    assert_eq!(chance_of(&v, "pairs", json!(1)), "1/1");
    // The side that fails its test falls back 2d6": 7" is 6/36 of it, and a test fails with
    // 3/20 + 51/400 = 111/400: 111/400 · 1/6 = 37/800.
    assert_eq!(chance_of(&v, "fall_back", json!(7)), "37/800");
    assert_eq!(chance_of(&v, "fall_back", json!(0)), "289/400");
    // With a grenade the attacker keeps the higher of 2d6: P(k) = (2k − 1)/36. A tie has 1/6,
    // so 180/216 of throws decide. The attacker kills on 5 over 1–4 (9/36 · 4/6 = 36/216) or 6
    // over 1–5 (11/36 · 5/6 = 55/216): 91/180. The defender kills on 5 over 1–4 (1/6 · 16/36 =
    // 16/216) or 6 over 1–5 (1/6 · 25/36 = 25/216): 41/180.
    let mut g = VETERANS_CLOSE.to_vec();
    g.extend(["--grenades", "1"]);
    let v = chances(&g);
    assert_eq!(chance_of(&v, "defenders_killed", json!(1)), "26299/72000"); // 289/400 · 91/180
    assert_eq!(chance_of(&v, "attackers_killed", json!(1)), "11849/72000"); // 289/400 · 41/180
    agreement::check(&g, 3000);
}

#[test]
fn close_combat_stragglers_modifiers_and_dice() {
    // Crack stragglers: the lower of 2d6, none on doubles: 0 on the 6 doubles (1/6); 5 only on
    // {5,6} either way: 2/36 = 1/18.
    let crack = [
        "tsatf",
        "close-combat",
        "--attacker",
        "crack",
        "--defender",
        "green",
        "--attacker-figures",
        "10",
        "--defender-figures",
        "1",
    ];
    assert_eq!(p(&crack, "stragglers", json!(0)), "1/6");
    assert_eq!(p(&crack, "stragglers", json!(5)), "1/18");
    // Green stragglers: the higher of 2d6: 6 with 11/36.
    let green = [
        "tsatf",
        "close-combat",
        "--attacker",
        "green",
        "--defender",
        "green",
        "--attacker-figures",
        "10",
        "--defender-figures",
        "1",
    ];
    assert_eq!(p(&green, "stragglers", json!(6)), "11/36");
    // Green without leaders: close 8/20, stand 8/20: melee 4/25.
    assert_eq!(p(&green, "outcome", json!("melee")), "4/25");
    // Rolled by hand: stragglers 2 and 5 (green keeps 5), close 4 (≤ 8), stand 5 (≤ 8), then a
    // tie 3 v 3 re-rolled, then the attacker's grenade 2,6 keeps 6 against 2: defender killed.
    let v = spw(&[
        "tsatf",
        "close-combat",
        "--attacker",
        "green",
        "--defender",
        "green",
        "--attacker-figures",
        "6",
        "--defender-figures",
        "1",
        "--grenades",
        "1",
        "--dice",
        "2,5,4,5,3,1,3,2,6,2",
        "--json",
    ])
    .json();
    // The first pair throw: grenade 3,1 (keeps 3) v 3: a tie; then 2,6 (keeps 6) v 2.
    assert_eq!(v["result"]["stragglers"], 5);
    assert_eq!(v["result"]["outcome"], "melee");
    assert_eq!(v["result"]["defenders_killed"], 1);
    assert_eq!(v["result"]["attackers_killed"], 0);
    // Modifiers: crack attacking (+1 charging) through wire (−2) against veterans in cover
    // (+2): −1 against +2.
    let text = spw(&[
        "tsatf",
        "close-combat",
        "--attacker",
        "crack",
        "--defender",
        "veteran",
        "--attacker-figures",
        "1",
        "--defender-figures",
        "1",
        "--cover",
        "--wire",
        "--seed",
        "1",
        "--color",
        "never",
    ])
    .ok();
    assert!(
        flat(&text).contains(
            "1 crack charge 1 veteran; attackers −1 (charging +1, through wire −2), defenders \
             +2 (in cover +2)"
        ),
        "{text}"
    );
    let e = spw(&[
        "tsatf",
        "close-combat",
        "--attacker",
        "crack",
        "--attacker-crews",
        "--defender",
        "green",
        "--attacker-figures",
        "2",
        "--defender-figures",
        "2",
    ])
    .fails(2);
    assert!(e.contains("crack crews"), "{e}");
    let e = spw(&[
        "tsatf",
        "close-combat",
        "--attacker",
        "green",
        "--defender",
        "green",
        "--attacker-figures",
        "11",
        "--defender-figures",
        "2",
    ])
    .fails(2);
    assert!(
        e.contains("--attacker-figures 11") && e.contains("1 to 10"),
        "{e}"
    );
    let e = spw(&[
        "tsatf",
        "close-combat",
        "--attacker",
        "green",
        "--defender",
        "green",
        "--attacker-figures",
        "1",
        "--defender-figures",
        "1",
        "--grenades",
        "2",
    ])
    .fails(2);
    assert!(e.contains("--grenades 2"), "{e}");
}

#[test]
fn close_combat_pairs_are_the_figures_that_close_after_the_stragglers() {
    // Close Combat: "he rolls 1d6 to determine the number of stragglers, who hang back from
    // action"; "Players match one allied figure against one Axis figure". Eight veterans
    // charge eight: 5 stragglers leave 3 to close, so 3 pairs fight (not 8, nor a number
    // fixed before the roll). Dice: stragglers 5; close 3 (≤ 14); stand 4 (≤ 14); then three
    // pairs, attacker's die then defender's: 6 v 1, 2 v 5, 5 v 3.
    let args = [
        "tsatf",
        "close-combat",
        "--attacker",
        "veteran",
        "--defender",
        "veteran",
        "--attacker-figures",
        "8",
        "--defender-figures",
        "8",
    ];
    let mut typed = args.to_vec();
    typed.extend(["--dice", "5,3,4,6,1,2,5,5,3"]);
    let v = spw(&typed).json();
    assert_eq!(v["result"]["stragglers"], 5);
    assert_eq!(v["result"]["pairs"], 3);
    assert_eq!(v["dice"].as_array().map(Vec::len), Some(9), "{v}");
    // 6 beats 1: killed; 5 beats 2: killed (the defender's own 5); 5 beats 3: killed.
    assert_eq!(v["result"]["defenders_killed"], 2);
    assert_eq!(v["result"]["attackers_killed"], 1);
    // One pair fewer would leave a die over; three pairs need all nine.
    let mut short = args.to_vec();
    short.extend(["--dice", "5,3,4,6,1,2,5"]);
    let err = spw(&short).fails(2);
    assert!(err.contains("pair 3"), "{err}");
    // Exactly: 1d6 stragglers leave 8 − s to close, each of 2..7 pairs 1/6.
    let v = chances(&args);
    for n in 2..=7 {
        assert_eq!(chance_of(&v, "pairs", json!(n)), "1/6", "{n} pairs");
    }
    // Three charging against eight: a 3 or more leaves nobody to close (4/6); no test then.
    let mut few = args.to_vec();
    few[7] = "3";
    let v = chances(&few);
    assert_eq!(chance_of(&v, "outcome", json!("all hung back")), "2/3");
    let out = spw(&{
        let mut a = few.to_vec();
        a.extend(["--dice", "4", "--color", "never"]);
        a
    })
    .ok();
    assert!(out.contains("all 3 charging figures hang back"), "{out}");
}

#[test]
fn wounds_spotting_and_grenades_by_hand() {
    // WOUNDS, first attempt: 1–2 recovers (1/3), 3–4 stays (1/3), 5–6 dies (1/3); later: 1
    // recovers (1/6), 2–4 stays (1/2), 5–6 dies (1/3).
    let first = ["tsatf", "wound", "--first"];
    assert_eq!(p(&first, "result", json!("recovers")), "1/3");
    assert_eq!(p(&first, "result", json!("dies")), "1/3");
    let later = ["tsatf", "wound"];
    assert_eq!(p(&later, "result", json!("recovers")), "1/6");
    assert_eq!(p(&later, "result", json!("wounded")), "1/2");
    let v = spw(&["tsatf", "wound", "--dice", "2", "--json"]).json();
    assert_eq!(v["result"], json!({"result": "wounded", "roll": 2}));
    // Spotting: automatic within 6"; veteran with leader to 20": 10 of 20; crack without a
    // leader to 12": 12 of 20.
    let auto = ["tsatf", "spot", "--quality", "green", "--range", "6"];
    assert_eq!(p(&auto, "spotted", json!(true)), "1/1");
    let vet = [
        "tsatf",
        "spot",
        "--quality",
        "veteran",
        "--range",
        "15",
        "--leader",
    ];
    assert_eq!(p(&vet, "spotted", json!(true)), "1/2");
    let crack = ["tsatf", "spot", "--quality", "crack", "--range", "12"];
    assert_eq!(p(&crack, "spotted", json!(true)), "3/5");
    let e = spw(&["tsatf", "spot", "--quality", "crack", "--range", "21"]).fails(2);
    assert!(
        e.contains("--range 21") && e.contains("not possible"),
        "{e}"
    );
    // Grenades: 2D10, 20 only on 10,10: 1/100; 11 the most likely, 10/100.
    let g = ["tsatf", "grenades"];
    assert_eq!(p(&g, "grenades", json!(20)), "1/100");
    assert_eq!(p(&g, "grenades", json!(11)), "1/10");
    let v = spw(&[
        "tsatf", "grenades", "--units", "2", "--dice", "7,4,10,1", "--json",
    ])
    .json();
    assert_eq!(v["result"], json!({"grenades": 22, "supplies": [11, 11]}));
    agreement::check(&["tsatf", "grenades", "--units", "3"], 3000);
}

#[test]
fn barrage_and_mortar_by_hand() {
    // Barrage with 3 weapons: each D10 + 2": width 3 to 12, each 1/10.
    let b = ["tsatf", "barrage", "--weapons", "3"];
    assert_eq!(p(&b, "width", json!(3)), "1/10");
    assert_eq!(p(&b, "depth", json!(12)), "1/10");
    // Two figures in the zone from a fresh deck: both killed = 13/52 · 12/51 = 1/17.
    let two = ["tsatf", "barrage", "--landed", "--figures", "2"];
    assert_eq!(p(&two, "killed", json!(2)), "1/17");
    let v = spw(&[
        "tsatf",
        "barrage",
        "--figures",
        "2",
        "--dice",
        "7,3",
        "--cards",
        "5♥,J♠",
        "--json",
    ])
    .json();
    assert_eq!(v["result"]["width"], 7);
    assert_eq!(v["result"]["killed"], 1);
    assert_eq!(v["result"]["pinned"], 1);
    // Mortar deviation: on target on 1–2 (1/3); ranged −2: on 1–4 (2/3), and never left/long.
    let m = [
        "tsatf",
        "mortar",
        "--quality",
        "veteran",
        "--range",
        "20",
        "--class",
        "II",
    ];
    assert_eq!(p(&m, "direction", json!("on target")), "1/3");
    assert_eq!(p(&m, "direction", json!("long")), "1/6");
    let mut r = m.to_vec();
    r.push("--ranged");
    assert_eq!(p(&r, "direction", json!("on target")), "2/3");
    assert_eq!(p(&r, "direction", json!("long")), "0/1");
    // Light Mortars: "Each succeeding turn of fire on same exact target carries a -2 modifier
    // for deviation direction and distance". A 5 is 3, short; a 6 is 4": the −2 is shown on
    // the line of each die it changes.
    let mut typed = vec!["--color", "never"];
    typed.extend_from_slice(&r);
    typed.extend(["--dice", "5,6"]);
    let out = spw(&typed).ok();
    assert!(
        out.contains("direction (d6): 5  −2 (ranged) = 3 → short"),
        "{out}"
    );
    assert!(
        out.contains("distance (d6): 6  −2 (ranged) = 4 → 4\" short"),
        "{out}"
    );
    // Landed on 3 figures of Class I, green: 5 or less of a D20 each: no hit (3/4)³ = 27/64.
    let landed = [
        "tsatf",
        "mortar",
        "--quality",
        "green",
        "--range",
        "15",
        "--class",
        "I",
        "--landed",
        "--figures",
        "3",
    ];
    assert_eq!(p(&landed, "hits", json!(0)), "27/64");
    agreement::check(&landed, 3000);
    let e = spw(&[
        "tsatf",
        "mortar",
        "--quality",
        "crack",
        "--range",
        "20",
        "--class",
        "I",
    ])
    .fails(2);
    assert!(e.contains("Green and Veteran"), "{e}");
    let e = spw(&[
        "tsatf",
        "mortar",
        "--quality",
        "green",
        "--range",
        "5",
        "--class",
        "I",
    ])
    .fails(2);
    assert!(e.contains("6\" to 30\""), "{e}");
    let e = spw(&[
        "tsatf",
        "mortar",
        "--quality",
        "green",
        "--medium",
        "--range",
        "43",
        "--class",
        "I",
    ])
    .fails(2);
    assert!(e.contains("12\" to 42\""), "{e}");
}

/// --dice and --cards are taken in the order the --help says: the mortar's
/// direction d6, distance d6, a D20 per figure, then a hit card per hit.
#[test]
fn dice_are_taken_in_the_order_each_help_says() {
    let v = spw(&[
        "tsatf",
        "mortar",
        "--quality",
        "veteran",
        "--range",
        "20",
        "--class",
        "III",
        "--figures",
        "2",
        "--dice",
        "5,4,1,9",
        "--cards",
        "QD",
    ])
    .json();
    assert_eq!(
        crate::harness::taken(&v),
        [
            "direction 5",
            "distance 4",
            "figures 1 1",
            "figures 2 9",
            "hit card Q♦"
        ]
    );
    assert_eq!(v["result"]["hits"], 1);
}

#[test]
fn a_mortar_round_that_deviates_is_headed_as_aimed_and_counts_one_figure() {
    // Seen: "Mortar → Gruppe Klein: 6" left; 1 hit: 1 wounded", and "1 figures lost".
    let dir = crate::harness::temp_dir("tsatf-mortar-deviates");
    let roster = dir.join("roster.toml");
    std::fs::write(
        &roster,
        "[[unit]]\nname = \"Mortar\"\nside = \"Red\"\nfigures = 3\n\
         [[unit]]\nname = \"Gruppe Klein\"\nside = \"Blue\"\nfigures = 6\n",
    )
    .unwrap();
    let game = dir.join("g.spw");
    let g = game.to_str().unwrap();
    spw(&[
        "game",
        "new",
        g,
        "--rules",
        "tsatf",
        "--seed",
        "3",
        "--roster",
        roster.to_str().unwrap(),
    ])
    .ok();
    // Deviation 5 (left), 6"; the figures' D20s 1 and 17; the hit card wounds.
    let fire = |dice: &str, card: &str| {
        Case::new(&[
            "--game",
            g,
            "mortar",
            "--quality",
            "veteran",
            "--range",
            "18",
        ])
        .args(&["--class", "II", "--figures", "2", "--unit", "Mortar"])
        .args(&["--target", "Gruppe Klein", "--dice", dice, "--cards", card])
        .env("SPW_WIDTH", "300")
    };
    fire("5,6,1,17", "8♦")
        .stdout_has(
            "\nMortar, aimed at Gruppe Klein: lands 6\" left of the target; 1 hit: 1 wounded\n",
        )
        .stdout_has("whatever stands there is 1 figure lost,")
        .check();
    // On target, the line names the unit hit, and the roster takes it.
    fire("2,1,17", "9♦")
        .stdout_has("\nMortar → Gruppe Klein: on target; 1 hit: 1 wounded\n")
        .stdout_has("roster: Gruppe Klein: figures 6 → 5")
        .check();
}

//! Frontier's procedures through the real binary: exact chances worked by hand from the rules,
//! seeded golden outputs, `--dice` runs, the JSON shape and refusals.

use serde_json::{Value, json};

use crate::agreement;
use crate::case::{golden, p};
use crate::harness::{chance_of, chances, spw};

const AFV_V_INFANTRY_IN_COVER: &[&str] = &[
    "battle",
    "--attacker",
    "afv",
    "--defender",
    "infantry",
    "--defender-in",
    "cover",
];

#[test]
fn battle_afv_against_infantry_in_cover_by_hand() {
    // Battles: AFV power 7; infantry 5, +1 in cover = 6. Attacker die a, defender die d, 36
    // equally likely pairs. The AFV wins when a + 7 > d + 6, i.e. d <= a: 1+2+...+6 = 21 pairs.
    // A draw when d = a + 1: 5 pairs. The infantry wins when d >= a + 2: 36 − 21 − 5 = 10.
    // The loser is destroyed when the winner threw a 6: the AFV with a = 6 wins against every
    // d (6 pairs); the infantry with d = 6 wins when a <= 4 (4 pairs): 10 destroyed. The other
    // wins make the loser retreat: 21 − 6 + 10 − 4 = 21.
    let v = chances(AFV_V_INFANTRY_IN_COVER);
    assert_eq!(chance_of(&v, "outcome", json!("attacker_wins")), "7/12"); // 21/36
    assert_eq!(chance_of(&v, "outcome", json!("defender_wins")), "5/18"); // 10/36
    assert_eq!(chance_of(&v, "outcome", json!("draw")), "5/36");
    assert_eq!(chance_of(&v, "loser", json!("destroyed")), "5/18"); // 10/36
    assert_eq!(chance_of(&v, "loser", json!("retreats")), "7/12"); // 21/36
    assert_eq!(chance_of(&v, "loser", json!("none")), "5/36");
}

#[test]
fn battle_modifiers_and_the_floor_change_the_chances_as_the_rules_say() {
    // --cannot-retreat (the defender): every infantry loss destroys it (21) and the AFV is
    // still destroyed only by the infantry's 6 (4): 25/36. With both sides unable to retreat,
    // every win destroys: 21 + 10 = 31/36.
    let mut a = AFV_V_INFANTRY_IN_COVER.to_vec();
    a.push("--cannot-retreat");
    assert_eq!(p(&a, "loser", json!("destroyed")), "25/36");
    a.push("both");
    assert_eq!(p(&a, "loser", json!("destroyed")), "31/36");
    // Equal powers (infantry v cavalry, 5 v 5): a draw on equal dice, 6/36 = 1/6; each side
    // wins 15/36 = 5/12.
    let eq = ["battle", "--attacker", "infantry", "--defender", "cavalry"];
    assert_eq!(p(&eq, "outcome", json!("draw")), "1/6");
    assert_eq!(p(&eq, "outcome", json!("attacker_wins")), "5/12");
    // Poor quality −1 on the attacker and an enemy one contour above −1: 5 − 2 = 3 against the
    // cavalry's 5 +1 (the enemy is below it). The attacker wins when a − d > 3, i.e. a − d >= 4:
    // (5,1), (6,1), (6,2) = 3/36 = 1/12.
    let hill = [
        "battle",
        "--attacker",
        "infantry",
        "--defender",
        "cavalry",
        "--attacker-poor",
        "--defender-above",
        "1",
    ];
    assert_eq!(p(&hill, "outcome", json!("attacker_wins")), "1/12");
    // Battle power never drops below 1: anti-tank guns (1) from a river (−1) stay at 1. Against
    // another power-1 unit that is an even battle: the draw is 1/6.
    let floor = [
        "battle",
        "--attacker",
        "anti-tank-guns",
        "--defender",
        "mortars",
        "--from-river",
    ];
    assert_eq!(p(&floor, "outcome", json!("draw")), "1/6");
    let out = spw(&[
        "--color",
        "never",
        "--dice",
        "3,3",
        "battle",
        "--attacker",
        "anti-tank-guns",
        "--defender",
        "mortars",
        "--from-river",
    ])
    .ok();
    assert!(
        out.contains("attacking from a river −1 = 1 (never below 1)"),
        "{out}"
    );
    assert!(out.contains("a draw"), "{out}");
}

#[test]
fn battle_rolls_agree_with_its_chances() {
    agreement::check(AFV_V_INFANTRY_IN_COVER, 3000);
    agreement::check(
        &[
            "battle",
            "--attacker",
            "cavalry",
            "--defender",
            "field-artillery",
            "--cannot-retreat",
            "--defender-in",
            "fortification",
        ],
        3000,
    );
}

#[test]
fn battle_golden_and_typed_dice() {
    golden(
        &[
            "--seed",
            "3",
            "frontier",
            "battle",
            "--attacker",
            "afv",
            "--defender",
            "infantry",
            "--defender-in",
            "cover",
        ],
        "battle · Frontier Battles\n\
attacker AFVs power 7 v defender Infantry power 5, cover +1 = 6\n\
attacker (d6): 6 → 13 with battle power 7\n\
defender (d6): 1 → 7 with battle power 6\n\
the attacker (AFVs) wins 13 to 7 with a 6: the defender (Infantry) is destroyed\n",
    );
    // The attacker's die first, then the defender's. 5 + 7 = 12 beats 4 + 5 = 9 without a 6:
    // the infantry retreats, or is destroyed when it cannot.
    let v = spw(&[
        "--dice",
        "5,4",
        "battle",
        "--attacker",
        "afv",
        "--defender",
        "infantry",
    ])
    .json();
    assert_eq!(v["rules"], "frontier");
    assert_eq!(v["result"]["outcome"], "attacker_wins");
    assert_eq!(v["result"]["loser"], "retreats");
    assert_eq!(v["result"]["attacker_total"], 12);
    assert_eq!(v["result"]["defender_total"], 9);
    assert_eq!(v["dice"][0]["for"], "attacker");
    let v = spw(&[
        "--dice",
        "5,4",
        "battle",
        "--attacker",
        "afv",
        "--defender",
        "infantry",
        "--cannot-retreat",
    ])
    .json();
    assert_eq!(v["result"]["loser"], "destroyed");
    // The defender wins with 6 + 5 = 11 against 1 + 7 = 8, and its 6 destroys the AFV.
    let v = spw(&[
        "--dice",
        "1,6",
        "battle",
        "--attacker",
        "afv",
        "--defender",
        "infantry",
    ])
    .json();
    assert_eq!(v["result"]["outcome"], "defender_wins");
    assert_eq!(v["result"]["loser"], "destroyed");
    // --cannot-retreat attacker does not stop the defender retreating.
    let v = spw(&[
        "--dice",
        "5,4",
        "battle",
        "--attacker",
        "afv",
        "--defender",
        "infantry",
        "--cannot-retreat",
        "attacker",
    ])
    .json();
    assert_eq!(v["result"]["loser"], "retreats");
}

#[test]
fn battle_refuses_what_the_rules_do_not_allow() {
    let e = spw(&["battle", "--attacker", "tank", "--defender", "infantry"]).fails(2);
    assert!(
        e.contains("--attacker tank") && e.contains("infantry, cavalry, afv, machine-guns"),
        "{e}"
    );
    let e = spw(&[
        "battle",
        "--attacker",
        "afv",
        "--defender",
        "afv",
        "--defender-poor",
    ])
    .fails(2);
    assert!(e.contains("only infantry or cavalry"), "{e}");
    let e = spw(&[
        "battle",
        "--attacker",
        "afv",
        "--defender",
        "afv",
        "--defender-above",
        "3",
    ])
    .fails(2);
    assert!(
        e.contains("--defender-above 3") && e.contains("−2 to 2"),
        "{e}"
    );
}

#[test]
fn artillery_chances_by_hand() {
    // Artillery, original table: 5–6 on target (2/6 = 1/3), each of 1 left, 2 beyond, 3 right,
    // 4 short 1/6. Direct fire destroys whatever is where it lands on 5–6: 1/3.
    let v = chances(&[
        "frontier",
        "artillery",
        "--type",
        "field-artillery",
        "--range",
        "8",
    ]);
    assert_eq!(chance_of(&v, "lands", json!("target")), "1/3");
    for side in ["left", "beyond", "right", "short"] {
        assert_eq!(chance_of(&v, "lands", json!(side)), "1/6", "{side}");
    }
    assert_eq!(chance_of(&v, "effect", json!("destroyed")), "1/3");
    // Indirect fire destroys on 6 only: 1/6.
    let v = chances(&[
        "frontier",
        "artillery",
        "--type",
        "heavy-artillery",
        "--range",
        "12",
        "--indirect",
    ]);
    assert_eq!(chance_of(&v, "effect", json!("destroyed")), "1/6");
    // An AFV misses on 1–4 (2/3) and throws no effect die then; on target (1/3) a target in
    // cover is destroyed on 6: 1/3 × 1/6 = 1/18.
    let v = chances(&[
        "frontier",
        "artillery",
        "--type",
        "afv",
        "--range",
        "4",
        "--indirect",
    ]);
    assert_eq!(chance_of(&v, "lands", json!("missed")), "2/3");
    assert_eq!(chance_of(&v, "effect", json!("none")), "2/3");
    assert_eq!(chance_of(&v, "effect", json!("destroyed")), "1/18");
    // The centric table: 3–4 on target, 1 short, 2 left, 5 right, 6 beyond; an anti-tank gun
    // misses on the four faces that are not on target.
    let v = chances(&[
        "frontier",
        "artillery",
        "--type",
        "anti-tank-guns",
        "--range",
        "1",
        "--variant",
        "centric",
    ]);
    assert_eq!(chance_of(&v, "lands", json!("target")), "1/3");
    assert_eq!(chance_of(&v, "lands", json!("missed")), "2/3");
}

#[test]
fn artillery_tables_read_each_face_as_the_rules_and_comments_say() {
    let lands = |variant: &str, face: &str| -> String {
        let v = spw(&[
            "--dice",
            &format!("{face},1"),
            "frontier",
            "artillery",
            "--type",
            "mortars",
            "--range",
            "3",
            "--variant",
            variant,
        ])
        .json();
        v["result"]["lands"].as_str().unwrap().to_string()
    };
    let faces = ["1", "2", "3", "4", "5", "6"];
    let read = |variant: &str| faces.iter().map(|f| lands(variant, f)).collect::<Vec<_>>();
    assert_eq!(
        read("original"),
        ["left", "beyond", "right", "short", "target", "target"]
    );
    assert_eq!(
        read("clock"),
        ["beyond", "right", "short", "left", "target", "target"]
    );
    assert_eq!(
        read("centric"),
        ["short", "left", "target", "target", "right", "beyond"]
    );
}

#[test]
fn artillery_rolls_agree_and_golden() {
    agreement::check(
        &[
            "frontier",
            "artillery",
            "--type",
            "field-artillery",
            "--range",
            "6",
        ],
        3000,
    );
    agreement::check(
        &[
            "-r",
            "frontier",
            "artillery",
            "--type",
            "afv",
            "--range",
            "3",
            "--indirect",
        ],
        3000,
    );
    golden(
        &[
            "--seed",
            "5",
            "frontier",
            "artillery",
            "--type",
            "field-artillery",
            "--range",
            "6",
        ],
        "artillery · Frontier Artillery\n\
Field artillery at 6 grid squares (range 8), direct fire: destroys on 5+\n\
scatter (d6): 2 → in the square beyond (12 o'clock)\n\
effect (d6, 5+): 6✓ → destroyed\n\
lands in the square beyond (12 o'clock): any unit there is destroyed (if it is\n  \
the firer's own, the opposing commander throws the effect die)\n",
    );
    // An AFV's miss throws no effect die, so --dice needs only the scatter die.
    let v = spw(&[
        "--dice",
        "3",
        "frontier",
        "artillery",
        "--type",
        "afv",
        "--range",
        "2",
    ])
    .json();
    assert_eq!(v["result"]["lands"], "missed");
    assert_eq!(v["result"]["effect"], "none");
    assert_eq!(v["input"]["type"], "afv");
    assert_eq!(v["dice"].as_array().unwrap().len(), 1);
}

#[test]
fn artillery_is_shared_by_name_and_refuses_what_cannot_fire() {
    // Schwerpunkt's barrage is also called artillery: the default rule set keeps the top-level
    // name, and --rules frontier picks Frontier's.
    assert_eq!(
        spw(&["--seed", "1", "artillery", "--guns", "2"]).json()["rules"],
        "schwerpunkt"
    );
    let v = spw(&[
        "--seed",
        "1",
        "-r",
        "frontier",
        "artillery",
        "--type",
        "afv",
        "--range",
        "1",
    ])
    .json();
    assert_eq!(v["rules"], "frontier");
    let e = spw(&["frontier", "artillery", "--type", "afv", "--range", "5"]).fails(2);
    assert!(e.contains("--range 5") && e.contains("1 to 4"), "{e}");
    let e = spw(&["frontier", "artillery", "--type", "mortars", "--range", "0"]).fails(2);
    assert!(e.contains("--range 0"), "{e}");
    let e = spw(&[
        "frontier",
        "artillery",
        "--type",
        "infantry",
        "--range",
        "1",
    ])
    .fails(2);
    assert!(
        e.contains("fire no artillery") && e.contains("heavy-artillery"),
        "{e}"
    );
    let e = spw(&[
        "frontier",
        "artillery",
        "--type",
        "howitzer",
        "--range",
        "1",
    ])
    .fails(2);
    assert!(
        e.contains("--type howitzer") && e.contains("the types are"),
        "{e}"
    );
}

#[test]
fn units_list_the_rules_numbers() {
    // (type, move, range, battle power) as Movement, Artillery and Battles give them.
    let want = [
        ("infantry", 2, None, 5),
        ("cavalry", 2, None, 5),
        ("afv", 2, Some(4), 7),
        ("machine-guns", 2, None, 6),
        ("anti-tank-guns", 2, Some(4), 1),
        ("mortars", 2, Some(4), 1),
        ("infantry-guns", 2, Some(4), 1),
        ("mountain-artillery", 2, Some(6), 1),
        ("light-field-artillery", 2, Some(6), 1),
        ("field-artillery", 2, Some(8), 1),
        ("heavy-artillery", 1, Some(12), 1),
    ];
    let v = spw(&["frontier", "units"]).json();
    let units = v["result"]["units"].as_array().unwrap();
    assert_eq!(units.len(), want.len(), "{v}");
    for (u, (name, moves, range, power)) in units.iter().zip(want) {
        assert_eq!(u["type"], name);
        assert_eq!(u["move"], moves, "{name}");
        assert_eq!(u["range"], json!(range), "{name}");
        assert_eq!(u["battle_power"], power, "{name}");
    }
    let v = spw(&["frontier", "units", "--type", "Cavalry"]).json();
    assert_eq!(v["summary"], "Cavalry: move 2, range none, battle power 5");
    assert_eq!(v["dice"], json!([]));
    let e = spw(&["--chances", "frontier", "units"]).fails(2);
    assert!(e.contains("--chances"), "{e}");
    let e = spw(&["frontier", "units", "--type", "tank"]).fails(2);
    assert!(
        e.contains("--type tank") && e.contains("heavy-artillery"),
        "{e}"
    );
}

const RED_3_BLUE_2: &[&str] = &["tiles", "--side", "Red=a,b,c", "--side", "Blue=x,y"];

#[test]
fn tiles_activation_order_is_a_fair_order_of_the_units() {
    // Turn Sequence 1, 4: the 52 tiles all differ and are drawn without replacement, so every
    // order of the 5 units is equally likely: Red (3 units) goes first with chance 3/5, and unit
    // a takes each of the 5 places with chance 1/5. Sampled through batch mode, which also shows
    // the bag is full again each command (5 × 3000 tiles from a bag of 52).
    use crate::harness::chi_square;
    let n = 3000;
    let samples = agreement::sample(RED_3_BLUE_2, n, 12);
    let firsts = |side: &str| samples.iter().filter(|s| s["first"] == side).count();
    let (red, blue) = (firsts("Red"), firsts("Blue"));
    assert_eq!(red + blue, n);
    let c = chi_square([(0.6 * n as f64, red), (0.4 * n as f64, blue)], 1e-6);
    assert!(c.passes(), "first: Red {red}, Blue {blue}: {c}");
    let mut places = [0usize; 5];
    for s in &samples {
        let a = s["order"]
            .as_array()
            .unwrap()
            .iter()
            .find(|u| u["unit"] == "a")
            .unwrap();
        places[a["place"].as_u64().unwrap() as usize - 1] += 1;
    }
    let c = chi_square(places.iter().map(|&o| (n as f64 / 5.0, o)), 1e-6);
    assert!(c.passes(), "a's places {places:?}: {c}");
}

#[test]
fn tiles_golden_cards_and_fired() {
    let mut golden_args = vec!["--seed", "1"];
    golden_args.extend_from_slice(RED_3_BLUE_2);
    golden(
        &golden_args,
        concat!(
            "tiles · Frontier Turn Sequence 1–4\n",
            " place   tile   unit   side\n",
            "────────────────────────────\n",
            " 1       4♦     x      Blue\n",
            " 2       9♠     c      Red\n",
            " 3       10♦    b      Red\n",
            " 4       J♥     y      Blue\n",
            " 5       K♣     a      Red\n",
            "first: x (Blue), with 4♦; 5 units activate in all\n",
        ),
    );
    // --cards: the tiles turned, one per unit in the order given. 7♦ (a), A♠ (b), 7♥ (x): the
    // ace first; of the two sevens Hearts comes before Diamonds.
    let v = spw(&[
        "--cards",
        "7♦,A♠,7♥",
        "tiles",
        "--side",
        "Red=a,b",
        "--side",
        "Blue=x",
    ])
    .json();
    let order = v["result"]["order"].as_array().unwrap();
    let place = |u: &str| order.iter().find(|o| o["unit"] == u).unwrap()["place"].clone();
    assert_eq!(
        (place("b"), place("x"), place("a")),
        (json!(1), json!(2), json!(3))
    );
    assert_eq!(v["result"]["first"], "Red");
    assert_eq!(v["drawn"][0]["item"], "7♦");
    assert_eq!(v["drawn"][0]["pool"], "tiles");
    // Step 3: the units that fired lose their tiles and do not activate; with --units the
    // first is a unit, and when every unit fired none is.
    let v = spw(&[
        "--cards",
        "A♥,2♥,3♥",
        "tiles",
        "--units",
        "3",
        "--fired",
        "1",
    ])
    .json();
    assert_eq!(v["result"]["first"], "2");
    assert_eq!(v["result"]["order"][0]["place"], Value::Null);
    assert_eq!(v["result"]["order"][0]["fired"], true);
    let v = spw(&["--seed", "1", "tiles", "--units", "2", "--fired", "1,2"]).json();
    assert_eq!(v["result"]["first"], "none");
}

#[test]
fn tiles_refuses_what_it_cannot_do() {
    let e = spw(&["tiles"]).fails(2);
    assert!(e.contains("--units N") && e.contains("--side"), "{e}");
    let e = spw(&["tiles", "--units", "3", "--side", "Red=a"]).fails(2);
    assert!(e.contains("not both"), "{e}");
    let e = spw(&["tiles", "--units", "53"]).fails(2);
    assert!(e.contains("--units 53") && e.contains("1 to 52"), "{e}");
    let e = spw(&["tiles", "--side", "Red=a,b", "--side", "Blue=A"]).fails(2);
    assert!(e.contains("named twice"), "{e}");
    let e = spw(&["tiles", "--side", "Red"]).fails(2);
    assert!(e.contains("--side Red"), "{e}");
    let e = spw(&["tiles", "--side", "Red=a", "--fired", "z"]).fails(2);
    assert!(e.contains("--fired z"), "{e}");
    let e = spw(&["tiles", "--side", "Red=a,b", "--place", "q"]).fails(2);
    assert!(e.contains("--place q") && e.contains("a,b"), "{e}");
    let e = spw(&["tiles", "--side", "Red=a,b", "--fired", "a", "--place", "a"]).fails(2);
    assert!(e.contains("fired") && e.contains("no place"), "{e}");
}

#[test]
fn tiles_chances_are_exact_worked_by_hand() {
    // Turn Sequence 1, 4: distinct tiles make every order of the units that activate equally
    // likely. Red 3 and Blue 2: Red first 3/5; unit a's place 1/5 each. With b fired, 4 units
    // activate: Red (a, c) first 2/4 = 1/2, and a's place 1/4 each.
    let v = crate::harness::chances(&[RED_3_BLUE_2, &["--place", "a"][..]].concat());
    let c = &v["chances"];
    assert_eq!(
        c["first"],
        serde_json::json!([
            {"value": "Blue", "p": "2/5", "percent": 40.0},
            {"value": "Red", "p": "3/5", "percent": 60.0},
        ])
    );
    let places: Vec<(u64, &str)> = c["place"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["value"].as_u64().unwrap(), r["p"].as_str().unwrap()))
        .collect();
    assert_eq!(
        places,
        [(1, "1/5"), (2, "1/5"), (3, "1/5"), (4, "1/5"), (5, "1/5")]
    );
    let fired = [RED_3_BLUE_2, &["--fired", "b", "--place", "a"][..]].concat();
    let v = crate::harness::chances(&fired);
    assert_eq!(v["chances"]["first"][1]["p"], "1/2");
    assert_eq!(v["chances"]["place"].as_array().unwrap().len(), 4);
    assert_eq!(v["chances"]["place"][3]["p"], "1/4");
    // Every unit fired: nobody activates, certainly.
    let v = crate::harness::chances(&["tiles", "--units", "2", "--fired", "1,2"]);
    assert_eq!(v["chances"]["first"][0]["value"], "none");
    assert_eq!(v["chances"]["first"][0]["p"], "1/1");
    // The rolled place and first agree with the exact ones (agreement samples the real tiles).
    crate::agreement::check(&[RED_3_BLUE_2, &["--place", "x"][..]].concat(), 3000);
}

/// --dice are taken in the order the --help says: artillery's scatter d6,
/// then the effect d6; a battle's attacker, then defender.
#[test]
fn dice_are_taken_in_the_order_each_help_says() {
    let taken = |args: &[&str]| crate::harness::taken(&spw(args).json());
    assert_eq!(
        taken(&[
            "-r",
            "frontier",
            "artillery",
            "--type",
            "heavy-artillery",
            "--range",
            "10",
            "--dice",
            "1,6"
        ]),
        ["scatter 1", "effect 6"]
    );
    assert_eq!(
        taken(&[
            "-r",
            "frontier",
            "battle",
            "--attacker",
            "infantry",
            "--defender",
            "infantry",
            "--dice",
            "6,4"
        ]),
        ["attacker 6", "defender 4"]
    );
}

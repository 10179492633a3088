//! melee (4.0, 4.1): exact chances against values worked out by hand from the rules text,
//! agreement between rolling and --chances, table dice, house rules and seeded text.

use crate::agreement;
use crate::harness::{chance_of as p, chances, spw, temp_dir};
use serde_json::json;

/// `melee` with each side's figures, ferocity, skill and morale, then `extra`.
pub(super) fn melee(attacker: [u32; 4], defender: [u32; 4], extra: &[&str]) -> Vec<String> {
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
pub(super) fn one_each(extra: &[&str]) -> Vec<String> {
    melee([1, 4, 4, 7], [1, 4, 4, 7], extra)
}

/// `one_each` with one option's value replaced.
pub(super) fn one_each_with(option: &str, value: &str, extra: &[&str]) -> Vec<String> {
    let mut a = one_each(extra);
    let i = a.iter().position(|s| s == option).unwrap();
    a[i + 1] = value.to_string();
    a
}

pub(super) fn strs(a: &[String]) -> Vec<&str> {
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
    // Ruling: tie → the attacker tests first, at 7 less the hits it took (4.0:
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
        err.contains("200 against 200") && err.contains("150 figures a side"),
        "{err}"
    );
}

#[test]
fn melee_exact_chances_for_a_hundred_a_side_add_up_to_one() {
    // Each side is folded into (casualties, morale target) before the sides are
    // paired, so a hundred figures a side is admitted (measured in bench/README.md).
    let v = chances(&strs(&melee([100, 4, 4, 7], [100, 3, 5, 8], &["--pursue"])));
    for q in [
        "outcome",
        "attacker_casualties",
        "defender_casualties",
        "removed",
    ] {
        let total: f64 = v["chances"][q]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["percent"].as_f64().unwrap())
            .sum();
        assert!((total - 100.0).abs() < 1e-9, "{q}: {total}");
    }
    // The casualties reach beyond what the old limit (47 a side) could show.
    let most = v["chances"]["defender_casualties"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|r| r["value"].as_i64())
        .max();
    assert!(most > Some(47), "{most:?}");
}

#[test]
fn melee_table_dice_follow_the_rules_order() {
    // Stand test 3+4, attacker 4 6 (2 hits at 4+), defender 2 5 (1 hit at 5+), attacker save 1
    // (a casualty), defender saves 6 2 (one casualty): a tie at 1–1, so the attacker tests at
    // 7 − 1 = 6: 3+3 passes; the defender at 8 − 2 = 6: 5+2 fails, and flees 4+3 = 7" (4.0).
    let args = before(
        &["--dice", "3,4,4,6,2,5,1,6,2,3,3,5,2,4,3"],
        melee([2, 4, 4, 7], [2, 5, 4, 8], &[]),
    );
    let v = spw(&strs(&args)).json();
    assert_eq!(v["result"]["outcome"], "defender flees");
    assert_eq!(v["result"]["attacker_casualties"], 1);
    assert_eq!(v["result"]["defender_casualties"], 1);
    assert_eq!(v["result"]["attacker_hits"], 2);
    assert_eq!(v["result"]["defender_hits"], 1);
    assert!(
        v["summary"]
            .as_str()
            .unwrap()
            .starts_with("the defender flees 7\" towards"),
        "{v}"
    );
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

const GOLDEN_MELEE: &str = concat!(
    "melee · Schwerpunkt 4.0, 4.1\n",
    "attacker: 6 figures, ferocity 4, skill 4, morale 7\n",
    "defender: 5 figures, ferocity 5, skill 3, morale 8, officer +1\n",
    "the defender tests morale to stand (4.0): morale 8, officer +1:\n",
    "  passes on 9 or less\n",
    "defender stands (2 × d6): 6 1 = 7, stands\n",
    "the attacker's figures hit on 4+ (ferocity 4)\n",
    "attacker (6 × d6, 4+): 3 3 6✓ 5✓ 6✓ 1  3 hits\n",
    "the defender's figures hit on 5+ (ferocity 5)\n",
    "defender (5 × d6, 5+): 3 6✓ 1 6✓ 1  2 hits\n",
    "the attacker took 2 hits: each is saved on 4+ (skill 4)\n",
    "attacker save (2 × d6, 4+): 4✓ 6✓  0 casualties\n",
    "the defender took 3 hits: each is saved on 3+ (skill 3)\n",
    "defender save (3 × d6, 3+): 5✓ 6✓ 5✓  0 casualties\n",
    "casualties are even (0 each): the attacker tests morale first (ruling):\n",
    "  morale 7, hits taken −2: passes on 5 or less\n",
    "attacker morale (2 × d6): 2 4 = 6, fails\n",
    "5.0: the winner may pursue 2d6\"; a fleeing unit it overtakes is removed\n",
    "flight (2 × d6): 4 3 = 7\" of flight\n",
    "the attacker flees 7\" towards its table edge (surrendering if enemy troops are\n",
    "  in its path); casualties: attacker 0, defender 0\n",
);

/// "a/b" as an exact fraction.
fn fraction(s: &str) -> (num_bigint::BigInt, num_bigint::BigInt) {
    let (a, b) = s.split_once('/').unwrap();
    (a.parse().unwrap(), b.parse().unwrap())
}

#[test]
fn melee_pursuit_removes_a_fleeing_unit_it_overtakes() {
    // 5.0 with the ruling: the pursuer's 2d6 must reach the flight's 2d6 (+ gap). Two 2d6 tie
    // with Σ c(k)²/1296 = 146/1296, so pursuit ≥ flight has (1296 + 146)/2 / 1296 = 721/1296,
    // whichever side fled and however. So P(removed) = P(a side flees) × 721/1296.
    let args = melee([6, 4, 4, 7], [5, 4, 4, 8], &["--pursue"]);
    let v = chances(&strs(&args));
    let mut fled = (num_bigint::BigInt::from(0), num_bigint::BigInt::from(1));
    for kind in [
        "defender fled before contact",
        "attacker flees",
        "defender flees",
    ] {
        let (a, b) = fraction(&p(&v, "outcome", json!(kind)));
        fled = (&fled.0 * &b + &a * &fled.1, &fled.1 * &b);
    }
    let (r, s) = fraction(&p(&v, "removed", json!(true)));
    // r/s = fled × 721/1296, cross-multiplied.
    assert_eq!(&r * &fled.1 * 1296, &s * &fled.0 * 721);
    // --dice: the stand test fails (6 6 = 12 against 8), the flight 1 1 = 2", the pursuit
    // 4 4 = 8" against 2 + gap 1: overtaken.
    let args = before(
        &["--dice", "6,6,1,1,4,4"],
        melee([6, 4, 4, 7], [5, 4, 4, 8], &["--pursue", "--gap", "1"]),
    );
    let v = spw(&strs(&args)).json();
    assert_eq!(v["result"]["removed"], true);
    assert_eq!(v["result"]["flight"], 2);
    assert_eq!(v["result"]["pursuit"], 8);
    assert_eq!(
        v["summary"],
        "the defender flees 2\" towards its table edge before contact: no melee; pursued 8\": overtaken and removed from the game"
    );
    agreement::check(
        &strs(&melee(
            [3, 4, 4, 7],
            [3, 4, 4, 6],
            &["--pursue", "--gap", "2"],
        )),
        3000,
    );
}

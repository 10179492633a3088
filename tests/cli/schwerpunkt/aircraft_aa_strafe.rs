//! aircraft (6.0), aa (6.1) and strafe (6.2): exact chances against values worked out by hand
//! from the rules text, table dice, agreement between rolling and --chances, and seeded text.

use crate::agreement;
use crate::harness::{chance_of as p, chances, spw};

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
    "4 shots at 2d6 each: 12 shoots the plane down, 8–11 drives it off;\n",
    "  every shot counted, as at a plane of its own\n",
    "shot 1 (2 × d6): 2 1 = 3 → no effect\n",
    "shot 2 (2 × d6): 2 5 = 7 → no effect\n",
    "shot 3 (2 × d6): 4 5 = 9 → driven off: the plane is forced from the table\n",
    "shot 4 (2 × d6): 6 4 = 10 → driven off: the plane is forced from the table\n",
    "0 shot down, 2 driven off, 2 no effect\n",
);

const GOLDEN_STRAFE: &str = concat!(
    "strafe · Schwerpunkt 6.2\n",
    "the aircraft's machine guns (6.2) fire as a sustained-fire weapon (3.0):\n",
    "  2 sustained-fire dice; hits are their sum, a jam is a miss\n",
    "SF die (2 × dSF): 3 JAM\n",
    "machine guns: 3 hits; 1 jam\n",
);

const GOLDEN_BOMBS: &str = concat!(
    "strafe · Schwerpunkt 6.2\n",
    "bombs: a 2\" radius template lands on the unit and deviates d6\" directly away\n",
    "  from the aircraft\n",
    "deviation (d6): 6  6\"\n",
    "the bombs' template drifts 6\" from the unit, directly away from the aircraft:\n",
    "  everything under it is hit\n",
);

#[test]
fn aa_at_one_plane_fires_only_while_it_is_there() {
    // 6.1: 12 (1/36) shoots the plane down, 8–11 (14/36) drives it off, 2–7 (21/36) no
    // effect. One gun, both shots at one plane: the second is fired only after no effect.
    //   shot down  1/36 + 21/36 × 1/36 = (36 + 21)/1296 = 57/1296 = 19/432
    //   driven off 14/36 + 21/36 × 14/36 = (504 + 294)/1296 = 798/1296 = 133/216
    //   unharmed   (21/36)² = 441/1296 = 49/144
    let v = chances(&["aa", "--guns", "1", "--one-plane"]);
    assert_eq!(p(&v, "plane", "shot down"), "19/432");
    assert_eq!(p(&v, "plane", "driven off"), "133/216");
    assert_eq!(p(&v, "plane", "unharmed"), "49/144");
    assert!(v["chances"].get("shot_down").is_none(), "{v}");
    // One shot is one 2d6: unharmed 21/36 = 7/12.
    let v = chances(&["aa", "--shots", "1", "--one-plane"]);
    assert_eq!(p(&v, "plane", "unharmed"), "7/12");
    // 40 shots at one plane stay quick: unharmed (7/12)^40.
    let v = chances(&["aa", "--shots", "40", "--one-plane"]);
    let unharmed = format!(
        "{}/{}",
        num_bigint::BigUint::from(7u32).pow(40),
        num_bigint::BigUint::from(12u32).pow(40)
    );
    assert_eq!(p(&v, "plane", "unharmed"), unharmed);
    // Rolled: the first shot drives the plane off, so the second is not fired (its dice are
    // left over), and the output says which way the shots were counted.
    let done = spw(&["aa", "--guns", "1", "--one-plane", "--dice", "4,4,6,6"]).run();
    assert_eq!(done.status, 0, "{}", done.stderr);
    assert!(
        done.stderr.contains("2 dice were not used"),
        "{}",
        done.stderr
    );
    assert!(done.stdout.contains("all at one plane"), "{}", done.stdout);
    assert!(
        done.stdout
            .contains("the plane is driven off (1 shot); 1 shot not fired: the plane is gone"),
        "{}",
        done.stdout
    );
    let v = spw(&["aa", "--guns", "1", "--one-plane", "--dice", "1,2,6,6"]).json();
    assert_eq!(v["result"]["plane"], "shot down");
    assert_eq!(v["result"]["shots"][1]["roll"], 12);
    // Without --one-plane every shot counts, and the output says so.
    let out = spw(&["aa", "--guns", "1", "--dice", "4,4,6,6"]).ok();
    assert!(out.contains("every shot counted"), "{out}");
    agreement::check(&["aa", "--guns", "2", "--one-plane"], 3000);
}

//! The Portable Wargame (`portable`): exact chances worked by hand from the rules text, seeded
//! golden outputs, `--dice` runs, the JSON shape and refusals.

use serde_json::Value;

use crate::case::Case;
use crate::harness::{chance_of, chances, flat, spw};

/// `spw portable ARGS`, to run and check.
fn portable(args: &[&str]) -> Case {
    Case::new(&["portable"]).args(args)
}

/// `spw portable ARGS` with no colour: the text a referee reads.
fn text(args: &[&str]) -> String {
    let mut a = vec!["--color", "never", "portable"];
    a.extend_from_slice(args);
    spw(&a).ok()
}

/// `spw --json portable ARGS`.
fn json(args: &[&str]) -> Value {
    let mut a = vec!["portable"];
    a.extend_from_slice(args);
    spw(&a).json()
}

mod activate {
    use super::*;

    #[test]
    fn a_european_army_of_8_throws_4_activation_dice() {
        // Activation Dice a: 1 for the Command Unit + 7 others ÷ 3 rounded up = 4 dice, each
        // 0,1,1,2,2,3. P(0) = (1/6)^4 = 1/1296; P(12) likewise. P(1): one die shows 1 (2/6),
        // the rest 0: 4 × 2/6 × (1/6)^3 = 8/1296 = 1/162. The mean is 4 × (0+1+1+2+2+3)/6 = 6.
        let a = ["activate", "--units", "8", "--army", "european"];
        assert_eq!(portable(&a).chance("activations", 0), "1/1296");
        assert_eq!(portable(&a).chance("activations", 12), "1/1296");
        assert_eq!(portable(&a).chance("activations", 1), "1/162");
        let v = chances(&["portable", "activate", "--units", "8"]);
        let mean: f64 = v["chances"]["activations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["value"].as_f64().unwrap() * r["percent"].as_f64().unwrap() / 100.0)
            .sum();
        assert!((mean - 6.0).abs() < 1e-9, "mean {mean}");
    }

    #[test]
    fn a_native_army_rounds_down_and_losing_the_command_unit_loses_its_die() {
        // Activation Dice b: Native army of 8 = 1 + 7 ÷ 3 rounded down = 3 dice: P(0) = 1/216.
        assert_eq!(
            portable(&["activate", "--units", "8", "--army", "native"]).chance("activations", 0),
            "1/216"
        );
        // Ruling: 7 Units left without the Command Unit, European: 7 ÷ 3 rounded up = 3 dice.
        let v = json(&["activate", "--units", "7", "--command-lost", "--seed", "1"]);
        assert_eq!(v["result"]["dice"], 3);
        assert_eq!(v["dice"].as_array().unwrap().len(), 3);
        // Native with 2 Units and no Command Unit: no dice, no activations, certainly.
        let a = ["activate", "-u", "2", "-a", "native", "--command-lost"];
        assert_eq!(portable(&a).chance("activations", 0), "1/1");
    }

    #[test]
    fn ordinary_d6_are_halved_one_by_one_before_adding() {
        // Appendix 1: 5 and 5 make 2 + 2 = 4 activations, not (5 + 5) ÷ 2 = 5.
        let v = json(&["activate", "--units", "4", "--d6", "--dice", "5,5"]);
        assert_eq!(v["result"]["activations"], 4);
        // A halved d6 is 0,1,1,2,2,3, so the chances are those of the activation dice.
        let d6 = chances(&["portable", "activate", "--units", "8", "--d6"]);
        let da = chances(&["portable", "activate", "--units", "8"]);
        assert_eq!(d6["chances"], da["chances"]);
    }

    #[test]
    fn table_dice_are_shown_with_the_next_loss() {
        assert_eq!(
            text(&["activate", "--units", "8", "--dice", "2,0,3,1"]),
            "activate · Portable Activation Dice, Appendix 1\n\
             European army: 1 die for the Command Unit + 3 for 7 other Units (7 ÷ 3 rounded\n  \
up) = 4 activation dice of dA (0, 1, 1, 2, 2, 3)\n\
             activation (4 × dA): 2 0 3 1 = 6\n\
             6 activations: activate up to 6 Units this turn\n\
             next loss: losing the Command Unit costs 1 die at once;\n  \
losing any other Unit costs a die (4 → 3)\n\
             6 activations from 4 dice\n"
        );
        // A European army with 6 others: 5 and 4 still throw 2 for them, 3 throws 1.
        let out = text(&["activate", "--units", "7", "--d6", "--seed", "5"]);
        assert!(
            out.contains("2 other Units can be lost before a die goes (3 → 2 at the 3rd)"),
            "{out}"
        );
    }

    #[test]
    fn seeded_activation_is_golden() {
        let v = json(&["activate", "--units", "8", "--seed", "1"]);
        assert_eq!(v["section"], "Activation Dice, Appendix 1");
        assert_eq!(
            v["input"],
            serde_json::json!({"units": 8, "army": "european", "command_lost": false, "d6": false})
        );
        let dice: Vec<i64> = v["dice"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["value"].as_i64().unwrap())
            .collect();
        assert_eq!(dice, [1, 3, 1, 0]);
        assert_eq!(v["dice"][0]["die"], "dA");
        assert_eq!(v["result"]["activations"], 5);
        assert_eq!(v["result"]["losses_before_fewer_dice"], 1);
        assert_eq!(v["summary"], "5 activations from 4 dice");
        // Only portable has `activate`, so it is also reached without the rule set's name.
        let top = spw(&["--json", "activate", "--units", "8", "--seed", "1"]).ok();
        assert_eq!(serde_json::from_str::<Value>(top.trim()).unwrap(), v);
    }

    #[test]
    fn bad_armies_are_refused() {
        portable(&["activate", "--units", "0"])
            .refused(&["--units 0: the Units in the army must be 1 to 60"]);
        portable(&["activate", "--units", "8", "--army", "roman"]).refused(&["european", "native"]);
        // A dA face is 0–3: a 6 typed for it is no face of the die.
        portable(&["activate", "--units", "2", "--dice", "6,1"]).refused(&["is not a face of dA"]);
    }
}

mod close_combat {
    use super::*;

    const FIVE_V_FOUR: [&str; 5] = [
        "close-combat",
        "--attacker",
        "infantry-firearms",
        "--defender",
        "infantry-close-combat",
    ];

    #[test]
    fn powers_5_v_4_worked_by_hand() {
        // Close Combat: the attacker (Infantry (Firearms), power 5) destroys the defender on a d6
        // of 5 or less: 5/6; the defender (Infantry (Close Combat Weapons), power 4) destroys the
        // attacker on 4 or less: 4/6. The dice are independent:
        // attacker wins = 5/6 × 2/6 = 10/36 = 5/18; defender wins = 1/6 × 4/6 = 4/36 = 1/9;
        // both destroyed (mutual annihilation) = 5/6 × 4/6 = 20/36 = 5/9;
        // draw (neither destroyed: the attacker withdraws) = 1/6 × 2/6 = 2/36 = 1/18.
        assert_eq!(
            portable(&FIVE_V_FOUR).chance("outcome", "attacker_wins"),
            "5/18"
        );
        assert_eq!(
            portable(&FIVE_V_FOUR).chance("outcome", "defender_wins"),
            "1/9"
        );
        assert_eq!(
            portable(&FIVE_V_FOUR).chance("outcome", "both_destroyed"),
            "5/9"
        );
        assert_eq!(portable(&FIVE_V_FOUR).chance("outcome", "draw"), "1/18");
    }

    #[test]
    fn modifiers_reduce_power_but_never_below_1() {
        // 3 attackers: the defender's power 5 − 2 = 3 (3/6); woods: the attacker's 5 − 1 = 4.
        // Defender wins = (1 − 4/6) × 3/6 = 1/6.
        let a = [
            "close-combat",
            "--attacker",
            "cavalry",
            "--defender",
            "infantry-firearms",
            "--attackers",
            "3",
            "--defender-in",
            "woods",
        ];
        assert_eq!(portable(&a).chance("outcome", "defender_wins"), "1/6");
        // Field artillery (1) with 4 attackers (−3) stays at 1; a fortification takes the
        // machine guns' 6 to 4. Draw = 2/6 × 5/6 = 5/18.
        let a = [
            "close-combat",
            "--attacker",
            "machine-guns",
            "--defender",
            "field-artillery",
            "--attackers",
            "4",
            "--defender-in",
            "fortification",
        ];
        assert_eq!(portable(&a).chance("outcome", "draw"), "5/18");
        let v = json(&[&a[..], &["--dice", "5,1"]].concat());
        assert_eq!(v["result"]["defender_power"], 1);
        assert_eq!(v["result"]["attacker_power"], 4);
        assert_eq!(v["result"]["outcome"], "defender_wins");
        // Uphill, out of a river and dismounted: cavalry 5 − 3 = 2; the defending cavalry
        // dismounted 5 − 1 = 4. Attacker wins = 2/6 × 2/6 = 1/9.
        let a = [
            "close-combat",
            "--attacker",
            "cavalry",
            "--defender",
            "cavalry",
            "--uphill",
            "--from-river",
            "--dismounted",
            "both",
        ];
        assert_eq!(portable(&a).chance("outcome", "attacker_wins"), "1/9");
        // A bare --dismounted is the side that is cavalry: the defending cavalry at 4 destroys
        // the attacking infantry (5) on 1–4: defender wins = 1/6 × 4/6 = 1/9.
        let a = [
            "close-combat",
            "--attacker",
            "infantry-firearms",
            "--defender",
            "cavalry",
            "--dismounted",
        ];
        assert_eq!(portable(&a).chance("outcome", "defender_wins"), "1/9");
    }

    #[test]
    fn a_power_of_6_still_throws_its_die_first() {
        // Close Combat: "each side throws a D6 die". Machine Guns (power 6) attack Mounted
        // Cavalry (power 5) with the dice typed attacker's first: the MG's 1 is 6 or less, so
        // the cavalry is destroyed; the cavalry's 6 is more than its power 5, so the MG
        // survives: the attacker wins. (Reading the 1 as the defender's gave both_destroyed.)
        let v = json(&[
            "close-combat",
            "--attacker",
            "machine-guns",
            "--defender",
            "cavalry",
            "--dice",
            "1,6",
        ]);
        let dice = v["dice"].as_array().unwrap();
        assert_eq!(dice.len(), 2, "{v}");
        assert_eq!(
            (dice[0]["for"].as_str(), dice[0]["value"].as_i64()),
            (Some("attacker"), Some(1))
        );
        assert_eq!(
            (dice[1]["for"].as_str(), dice[1]["value"].as_i64()),
            (Some("defender"), Some(6))
        );
        assert_eq!(v["result"]["outcome"], "attacker_wins");
        assert_eq!(v["result"]["attacker_roll"], 1);
        assert_eq!(v["result"]["defender_roll"], 6);
        // Rolled, both dice are thrown too, and one die typed is not enough.
        let rolled = spw(&[
            "--seed",
            "3",
            "portable",
            "close-combat",
            "--attacker",
            "machine-guns",
            "--defender",
            "cavalry",
        ])
        .json();
        assert_eq!(rolled["dice"].as_array().unwrap().len(), 2, "{rolled}");
        let err = spw(&[
            "--dice",
            "6",
            "portable",
            "close-combat",
            "--attacker",
            "machine-guns",
            "--defender",
            "cavalry",
        ])
        .fails(2);
        assert!(err.contains("defender"), "{err}");
    }

    #[test]
    fn table_dice_give_a_draw_in_words() {
        let mut a = FIVE_V_FOUR.to_vec();
        a.extend(["--dice", "6,5"]);
        assert_eq!(
            text(&a),
            "close-combat · Portable Close Combat\n\
             Infantry (Firearms) power 5 attacks Infantry (Close Combat Weapons) power 4:\n  \
each destroys the other on a d6 of its power or less\n\
             attacker (d6, 5 or less): 6 → the defender survives\n\
             defender (d6, 4 or less): 5 → the attacker survives\n\
             neither is destroyed: a draw\n\
             a draw: the Infantry (Firearms) must withdraw into an adjacent empty hex not\n  \
adjacent to an enemy Unit, or is destroyed if it cannot\n"
        );
    }

    #[test]
    fn seeded_close_combat_is_golden() {
        let mut a = FIVE_V_FOUR.to_vec();
        a.extend(["--seed", "2"]);
        let v = json(&a);
        assert_eq!(v["section"], "Close Combat");
        assert_eq!(v["dice"][0]["value"], 2);
        assert_eq!(v["dice"][1]["value"], 1);
        assert_eq!(v["result"]["outcome"], "both_destroyed");
        assert_eq!(
            v["summary"],
            "mutual annihilation: the Infantry (Firearms) and the Infantry (Close Combat Weapons) are both destroyed"
        );
        // Only portable has close-combat: reached without the rule set's name too.
        let mut top = vec!["--json"];
        top.extend(&a);
        let top = spw(&top).ok();
        assert_eq!(serde_json::from_str::<Value>(top.trim()).unwrap(), v);
    }

    #[test]
    fn unknown_types_and_impossible_combats_are_refused() {
        portable(&[
            "close-combat",
            "--attacker",
            "tank",
            "--defender",
            "cavalry",
        ]).refused(&["--attacker tank: not a unit type; the types are infantry-firearms, infantry-close-combat, cavalry, machine-guns, light-field-artillery, field-artillery, fortress-artillery, command"]);
        portable(&[
            "close-combat",
            "--attacker",
            "command",
            "--defender",
            "cavalry",
            "--dismounted",
            "attacker",
        ])
        .refused(&["only cavalry dismounts"]);
        portable(&[
            "close-combat",
            "--attacker",
            "cavalry",
            "--defender",
            "cavalry",
            "--dismounted",
        ])
        .refused(&["both sides are cavalry; say which"]);
        portable(&[
            "close-combat",
            "--attacker",
            "command",
            "--defender",
            "cavalry",
            "--attackers",
            "5",
        ])
        .refused(&["--attackers 5: the attacking Units (Close Combat) must be 1 to 4"]);
    }
}

mod fire {
    use super::*;

    #[test]
    fn the_firers_weapon_range_is_checked_when_its_type_is_given() {
        // Unit Types: Infantry (Firearms) "Weapon Range: 2 hexes", Machine Guns "3 hexes";
        // Non-Artillery Fire is within that range. Infantry at 3 hexes cannot fire; machine
        // guns at 3 can, and roll as ever.
        portable(&["fire", "--type", "infantry-firearms", "--range", "3"])
            .refused(&["--range 3", "1 to 2 hexes"]);
        let v = json(&[
            "fire",
            "--type",
            "machine-guns",
            "--range",
            "3",
            "--dice",
            "5",
        ]);
        assert_eq!(v["result"]["effect"], "destroyed");
        assert_eq!(v["input"]["type"], "machine-guns");
        assert_eq!(v["input"]["range"], 3);
        let v = json(&[
            "fire",
            "-t",
            "infantry-firearms",
            "--range",
            "2",
            "--dice",
            "1",
        ]);
        assert_eq!(v["result"]["effect"], "no_effect");
        // Types with no weapon range ("-") do not fire; artillery fires with `artillery`.
        for (t, want) in [
            ("cavalry", "no weapon range"),
            ("infantry-close-combat", "no weapon range"),
            ("command", "no weapon range"),
            ("field-artillery", "spw portable artillery"),
        ] {
            portable(&["fire", "--type", t]).refused(&[want]);
        }
        // A range means nothing without the firer's type.
        portable(&["fire", "--range", "2"]).refused(&["--type"]);
        portable(&["fire", "--type", "machine-guns", "--range", "0"]).refused(&["--range 0"]);
    }

    #[test]
    fn one_unit_in_the_open_and_in_cover_worked_by_hand() {
        // Non-Artillery Fire a: in the open 5–6 destroys (2/6), 2–4 pins (3/6), 1 nothing (1/6).
        assert_eq!(portable(&["fire"]).chance("effect", "destroyed"), "1/3");
        assert_eq!(portable(&["fire"]).chance("effect", "pinned"), "1/2");
        assert_eq!(portable(&["fire"]).chance("effect", "no_effect"), "1/6");
        // b: in cover 6 destroys (1/6), 4–5 pins (2/6), 1–3 nothing (3/6).
        assert_eq!(
            portable(&["fire", "--cover"]).chance("effect", "pinned"),
            "1/3"
        );
        assert_eq!(
            portable(&["fire", "--cover"]).chance("effect", "no_effect"),
            "1/2"
        );
    }

    #[test]
    fn a_pinned_target_counts_as_in_cover_and_the_worst_die_stands() {
        // Pinning: a pinned target in the open is under cover. Two Units: destroyed unless
        // neither die is a 6: 1 − (5/6)² = 11/36; no effect only if both show 1–3: (1/2)² = 1/4;
        // pinned the rest: 1 − 11/36 − 9/36 = 4/9.
        let a = ["fire", "--units", "2", "--pinned"];
        assert_eq!(portable(&a).chance("effect", "destroyed"), "11/36");
        assert_eq!(portable(&a).chance("effect", "no_effect"), "1/4");
        assert_eq!(portable(&a).chance("effect", "pinned"), "4/9");
        let v = json(&["fire", "--units", "3", "--dice", "1,6,4"]);
        assert_eq!(v["result"]["effect"], "destroyed");
        assert_eq!(v["result"]["rolls"][1]["effect"], "destroyed");
        assert_eq!(v["result"]["rolls"][2]["effect"], "pinned");
    }

    #[test]
    fn fire_is_shown_die_by_die() {
        assert_eq!(
            text(&["fire", "--units", "2", "--dice", "4,1"]),
            "fire · Portable Non-Artillery Fire, Pinning\n\
             2 Units fire a d6 each at a target in the open: 5–6 destroys, 2–4 pins,\n  \
1 no effect\n\
             fire (2 × d6): 4 pins  1 no effect\n\
             target pinned\n\
             the target is pinned: it stops and may not move until unpinned (Regular European\n  \
cavalry moves towards the nearest enemy instead), and counts as in cover\n  \
(Pinning)\n"
        );
        let v = json(&["fire", "--units", "3", "--seed", "4"]);
        let dice: Vec<i64> = v["dice"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["value"].as_i64().unwrap())
            .collect();
        assert_eq!(dice, [3, 5, 4]);
        assert_eq!(v["result"]["effect"], "destroyed");
    }

    #[test]
    fn fire_is_portable_only_by_name_and_refuses_bad_counts() {
        // `spw fire` is Schwerpunkt's; -r portable picks this one.
        let v = spw(&["--json", "-r", "portable", "fire", "--dice", "6"]).ok();
        let v: Value = serde_json::from_str(v.trim()).unwrap();
        assert_eq!(v["rules"], "portable");
        assert_eq!(v["result"]["effect"], "destroyed");
        portable(&["fire", "--units", "0"])
            .refused(&["--units 0: the Units firing at one target must be 1 to 20"]);
    }
}

mod artillery {
    use super::*;

    #[test]
    fn beyond_2_hexes_a_d6_places_the_fire_then_a_d6_gives_its_effect() {
        // Artillery Fire, 3 hexes or more: 5–6 on target (1/3), 3–4 in front (1/3), 1–2 behind
        // (1/3). Direct fire: 5–6 destroys (1/3), any other score pins (2/3).
        let a = ["artillery", "--type", "field-artillery", "--range", "4"];
        assert_eq!(portable(&a).chance("lands", "target"), "1/3");
        assert_eq!(portable(&a).chance("lands", "front"), "1/3");
        assert_eq!(portable(&a).chance("lands", "behind"), "1/3");
        assert_eq!(portable(&a).chance("effect", "destroyed"), "1/3");
        assert_eq!(portable(&a).chance("effect", "pinned"), "2/3");
        assert_eq!(portable(&a).chance("effect", "no_effect"), "0/1");
        // Note 3 with two hexes: 3 front-left, 4 front-right, 1 behind-left, 2 behind-right.
        let a = [
            "artillery",
            "--type",
            "fortress-artillery",
            "--range",
            "8",
            "--two-hexes",
        ];
        for hex in ["front-left", "front-right", "behind-left", "behind-right"] {
            assert_eq!(portable(&a).chance("lands", hex), "1/6", "{hex}");
        }
        assert_eq!(portable(&a).chance("lands", "target"), "1/3");
    }

    #[test]
    fn within_2_hexes_it_lands_on_target_and_cover_makes_it_indirect() {
        // Two hexes or less: "any Unit in that hex is hit", no die. Indirect: 6 destroys (1/6),
        // 4–5 pins (1/3), 1–3 nothing (1/2).
        let a = [
            "artillery",
            "--type",
            "light-field-artillery",
            "--range",
            "2",
            "--indirect",
        ];
        assert_eq!(portable(&a).chance("lands", "target"), "1/1");
        assert_eq!(portable(&a).chance("effect", "destroyed"), "1/6");
        assert_eq!(portable(&a).chance("effect", "pinned"), "1/3");
        assert_eq!(portable(&a).chance("effect", "no_effect"), "1/2");
        // Only the effect die is asked for.
        let v = json(&[&a[..], &["--dice", "4"]].concat());
        assert_eq!(v["dice"].as_array().unwrap().len(), 1);
        assert_eq!(v["result"]["effect"], "pinned");
        // Ruling: a pinned target is under cover (Pinning), so fire at it is indirect.
        let a = [
            "artillery",
            "--type",
            "field-artillery",
            "--range",
            "1",
            "--pinned",
        ];
        assert_eq!(portable(&a).chance("effect", "no_effect"), "1/2");
    }

    #[test]
    fn table_dice_say_which_hex() {
        assert_eq!(
            text(&[
                "artillery",
                "--type",
                "field-artillery",
                "--range",
                "5",
                "--dice",
                "3,5"
            ]),
            "artillery · Portable Artillery Fire, Note 3\n\
             Field Artillery (range 6) at 5 hexes, direct fire: 5–6 on target,\n  \
3–4 in front, 1–2 behind; effect 5–6 destroys, 1–4 pins\n\
             lands (d6): 3 → in the hex immediately in front of the target (the left-hand one\n  \
if there are two, Note 3)\n\
             effect (d6): 5 → destroys\n\
             it lands off target: any Unit there is destroyed\n\
             lands in the hex immediately in front of the target: any Unit there is destroyed\n  \
and removed\n"
        );
        let v = json(&[
            "artillery",
            "--type",
            "field-artillery",
            "--range",
            "5",
            "--two-hexes",
            "--dice",
            "2,1",
        ]);
        assert_eq!(v["result"]["lands"], "behind-right");
        assert_eq!(v["result"]["effect"], "pinned");
        assert_eq!(v["result"]["lands_roll"], 2);
        assert_eq!(v["result"]["effect_roll"], 1);
    }

    #[test]
    fn seeded_artillery_is_golden() {
        let v = json(&[
            "artillery",
            "--type",
            "field-artillery",
            "--range",
            "4",
            "--seed",
            "1",
        ]);
        assert_eq!(v["section"], "Artillery Fire, Note 3");
        assert_eq!(v["dice"][0]["for"], "lands");
        assert_eq!(v["dice"][0]["value"], 2);
        assert_eq!(v["dice"][1]["for"], "effect");
        assert_eq!(v["dice"][1]["value"], 6);
        assert_eq!(v["result"]["lands"], "behind");
        assert_eq!(v["result"]["effect"], "destroyed");
    }

    #[test]
    fn out_of_range_and_non_artillery_are_refused() {
        portable(&["artillery", "--type", "field-artillery", "--range", "7"])
            .refused(&["--range 7: a Field Artillery Unit reaches 1 to 6 hexes (Unit Types)"]);
        portable(&["artillery", "--type", "cavalry", "--range", "1"]).refused(&["not an Artillery Unit; the artillery types are light-field-artillery, field-artillery, fortress-artillery"]);
        portable(&["artillery", "--type", "howitzer", "--range", "1"])
            .refused(&["the types are infantry-firearms"]);
        portable(&["artillery", "--type", "field-artillery", "--range", "0"])
            .refused(&["--range 0"]);
    }

    #[test]
    fn the_shared_name_follows_the_rules_option() {
        // `spw artillery` stays Schwerpunkt's barrage (its alias); -r portable picks this one.
        let help = flat(&spw(&["artillery", "--help"]).ok());
        assert!(help.contains("rule 3.1"), "{help}");
        let help = flat(&spw(&["-r", "portable", "artillery", "--help"]).ok());
        assert!(help.contains("(Artillery Fire, Note 3)"), "{help}");
        // And Schwerpunkt's barrage is still there by name under -r portable.
        let help = flat(&spw(&["-r", "portable", "barrage", "--help"]).ok());
        assert!(help.contains("rule 3.1"), "{help}");
    }
}

mod initiative {
    use super::*;

    #[test]
    fn each_side_goes_first_half_the_time() {
        // Turn Sequence 2: a d6 each, the highest first; a tie (6/36) is thrown again (ruling),
        // so each side wins 15/36 ÷ 30/36 = 1/2.
        let a = ["initiative", "--sides", "British,Zulus"];
        assert_eq!(portable(&a).chance("first", "British"), "1/2");
        assert_eq!(portable(&a).chance("first", "Zulus"), "1/2");
    }

    #[test]
    fn a_tie_is_thrown_again() {
        let v = json(&["initiative", "--dice", "4,4,2,5"]);
        assert_eq!(v["result"]["first"], "B");
        assert_eq!(v["result"]["throws"], 2);
        assert_eq!(v["dice"].as_array().unwrap().len(), 4);
        assert_eq!(
            text(&["initiative", "--dice", "4,4,2,5"]),
            "initiative · Portable Turn Sequence 2\n\
             A and B throw a d6 each; the highest activates its Units first,\n  \
a tie is thrown again\n\
             throw 1: A (d6): ~~4~~  B (d6): ~~4~~  tie: thrown again\n\
             throw 2: A (d6): 2  B (d6): 5\n\
             first to activate: B (activation dice thrown, Units activated,\n  \
close combats resolved); then A, the same\n"
        );
    }

    #[test]
    fn seeded_initiative_is_golden_and_the_name_is_shared() {
        let v = json(&["initiative", "--seed", "3"]);
        assert_eq!(v["rules"], "portable");
        assert_eq!(v["section"], "Turn Sequence 2");
        assert_eq!(v["dice"][0]["value"], 6);
        assert_eq!(v["dice"][1]["value"], 1);
        assert_eq!(v["result"]["first"], "A");
        // `spw initiative` is Schwerpunkt's (1.10).
        let top = spw(&["--json", "initiative", "--seed", "3"]).ok();
        let top: Value = serde_json::from_str(top.trim()).unwrap();
        assert_eq!(top["rules"], "schwerpunkt");
    }

    #[test]
    fn two_sides_with_their_own_names() {
        portable(&["initiative", "--sides", "a,a"]).refused(&["'a' is named twice"]);
        portable(&["initiative", "--sides", "a,b,c"]).refused(&["give the 2 sides' names"]);
    }
}

mod units {
    use super::*;

    #[test]
    fn the_unit_type_table_is_the_rules() {
        let v = json(&["units"]);
        let units = v["result"]["units"].as_array().unwrap();
        let ids: Vec<&str> = units.iter().map(|u| u["id"].as_str().unwrap()).collect();
        assert_eq!(
            ids,
            [
                "infantry-firearms",
                "infantry-close-combat",
                "cavalry",
                "machine-guns",
                "light-field-artillery",
                "field-artillery",
                "fortress-artillery",
                "command"
            ]
        );
        assert_eq!(v["result"]["types"], 8);
        // Unit Types: Machine Guns a. 1 hex b. 6 c. 3 hexes; Fortress/Siege Artillery a. "-".
        assert_eq!(units[3]["power"], 6);
        assert_eq!(units[3]["range"], 3);
        assert_eq!(units[6]["movement"], Value::Null);
        assert_eq!(units[6]["range"], 10);
        // Nothing is rolled: a certain "1/1" would say nothing, so --chances is refused.
        let e = spw(&["--chances", "portable", "units"]).fails(2);
        assert!(
            e.contains("units does not take --chances: it lists a table and rolls nothing"),
            "{e}"
        );
    }

    #[test]
    fn one_type_reads_as_a_sentence() {
        let out = text(&["units", "--type", "cavalry"]);
        assert!(
            out.ends_with(
                "Mounted Cavalry: movement 2 hexes, Close Combat Power 5, weapon range –\n"
            ),
            "{out}"
        );
        portable(&["units", "--type", "tank"])
            .refused(&["--type tank: not a unit type; the types are"]);
    }

    #[test]
    fn a_house_rule_changes_the_types_everywhere() {
        // A house rule giving machine guns power 4: close combat uses it (4 v 5: the attacker
        // destroys the defender on 1–4, 4/6, and survives on 6 only: 4/6 × 1/6 = 1/9).
        let dir = crate::harness::temp_dir("portable-units-house");
        let builtin = include_str!("../../data/portable.toml");
        let start = builtin.find("[units]").unwrap();
        let end = builtin.find("[close_combat]").unwrap();
        let units = builtin[start..end].replace("power = 6", "power = 4");
        std::fs::write(dir.join("portable.toml"), units).unwrap();
        let d = dir.to_str().unwrap();
        let v = spw(&[
            "--data",
            d,
            "--chances",
            "portable",
            "close-combat",
            "--attacker",
            "machine-guns",
            "--defender",
            "cavalry",
        ])
        .json();
        assert_eq!(chance_of(&v, "outcome", "attacker_wins"), "1/9");
        let v = spw(&["--data", d, "portable", "units", "--type", "machine-guns"]).json();
        assert_eq!(v["result"]["units"][0]["power"], 4);
    }
}

/// Rolling agrees with `--chances` beyond the `--help` examples: halved d6, several firers,
/// Note 3's two hexes and a combat with every modifier (chi-square, fixed seed).
#[test]
fn rolls_agree_with_the_exact_chances() {
    for args in [
        &[
            "portable", "activate", "--units", "11", "--d6", "--army", "native",
        ][..],
        &["portable", "fire", "--units", "3", "--cover"],
        &[
            "portable",
            "artillery",
            "--type",
            "fortress-artillery",
            "--range",
            "9",
            "--two-hexes",
            "--pinned",
        ],
        &[
            "portable",
            "close-combat",
            "--attacker",
            "cavalry",
            "--defender",
            "infantry-firearms",
            "--attackers",
            "2",
            "--uphill",
            "--defender-in",
            "bua",
        ],
    ] {
        crate::agreement::check(args, 3000);
    }
}

/// --dice are taken in the order the --help says: initiative's sides in the
/// order of --sides, again after a tie; close combat's attacker, then defender.
#[test]
fn dice_are_taken_in_the_order_each_help_says() {
    let taken = |args: &[&str]| crate::harness::taken(&spw(args).json());
    let v = spw(&["-r", "portable", "initiative", "--dice", "4,4,2,5"]).json();
    assert_eq!(crate::harness::taken(&v), ["A 4", "B 4", "A 2", "B 5"]);
    assert_eq!(v["result"]["first"], "B");
    assert_eq!(
        taken(&[
            "-r",
            "portable",
            "close-combat",
            "--attacker",
            "infantry-firearms",
            "--defender",
            "command",
            "--dice",
            "3,6"
        ]),
        ["attacker 3", "defender 6"]
    );
}

#[test]
fn short_options_mean_one_thing_across_the_rule_set() {
    // Seen: -u was --type in artillery and units but --units in fire and activate.
    for (with_t, a_type) in [
        (
            &["artillery", "--range", "2", "--dice", "6,6"][..],
            "field-artillery",
        ),
        (&["fire", "--dice", "6"], "infantry-firearms"),
        (&["units"], "cavalry"),
    ] {
        let mut short = with_t.to_vec();
        short.extend(["-t", a_type]);
        let mut long = with_t.to_vec();
        long.extend(["--type", a_type]);
        assert_eq!(json(&short)["input"], json(&long)["input"], "{with_t:?}");
    }
    assert_eq!(
        json(&["fire", "-u", "2", "--dice", "6,6"])["input"]["units"],
        2
    );
    assert_eq!(json(&["activate", "-u", "4"])["input"]["units"], 4);
    portable(&["artillery", "-u", "field-artillery", "--range", "2"]).refused(&["'-u'"]);
}

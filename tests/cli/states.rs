//! A unit's state as the rules see it, one test for each way a game once got it wrong: the
//! roster reads the state a procedure depends on in that procedure's mode, writes what the
//! rules change, and refuses what the rules forbid. Each expected result is worked from the
//! rule text quoted beside it; the dice are typed in.

use serde_json::Value;

use crate::evening::Evening;

const TSATF: &str = r#"
[[unit]]
name = "1st Section"
side = "British"
figures = 10
quality = "veteran"
weapon = "rifle"
troop_type = "infantry"
leader = true
[[unit]]
name = "Gruppe Klein"
side = "Germans"
figures = 10
quality = "veteran"
weapon = "rifle"
troop_type = "infantry"
leader = true
"#;

/// Whether the roster shows `unit` in `state` (its JSON, so no line is cut).
fn is(g: &Evening, unit: &str, state: &str) -> bool {
    let d = g.play("--json roster");
    let v: Value = serde_json::from_str(&d.stdout).unwrap();
    v["sides"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["units"].as_array().unwrap())
        .find(|u| u["name"] == unit)
        .unwrap_or_else(|| panic!("no {unit}"))["states"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s == state)
}

/// The JSON `input` a line ran with.
fn input(g: &Evening, line: &str) -> Value {
    let d = g.play(&format!("--json {line}"));
    assert_eq!(d.status, 0, "`{line}`:\n{}{}", d.stdout, d.stderr);
    let v: Value = serde_json::from_str(d.stdout.lines().next().unwrap()).unwrap();
    v["input"].clone()
}

/// TSATF Stand and Fight: "Units that are already shaken or pinned units rolling to stand must
/// reduce the number needed by -2"; Pinned Morale "is checked to recover units … pinned by
/// fire"; shaken units "can roll to rally in the morale phase". So a pinned or shaken unit
/// takes every test its state allows, the −2 only in the stand test.
#[test]
fn a_pinned_or_shaken_unit_takes_the_tests_that_clear_it() {
    let g = Evening::new("st-1", "tsatf", TSATF);
    g.ok("set 'Gruppe Klein' pinned=true");
    // Veteran with leader: stand 17, less 2 = 15.
    let i = input(&g, "test --unit 'Gruppe Klein' --kind stand --dice 15");
    assert_eq!(i["shaken"], true, "{i}");
    for kind in ["critical", "major"] {
        let i = input(
            &g,
            &format!("test --unit 'Gruppe Klein' --kind {kind} --dice 1"),
        );
        assert_eq!(i["shaken"], false, "{kind}: {i}");
    }
    // "'Pinned' units … may not charge or advance on the enemy" (NOTES): no Close to Combat
    // test for a pinned unit, with the rule.
    let e = g.refused("test --unit 'Gruppe Klein' --kind close --dice 1");
    assert!(e.contains("is pinned") && e.contains("NOTES"), "{e}");
    let notes = g.ok("test --unit 'Gruppe Klein' --kind pinned --dice 1");
    assert!(
        notes.contains(&"Gruppe Klein: no longer pinned".to_string()),
        "{notes:?}"
    );
    g.ok("set 'Gruppe Klein' shaken=true");
    let i = input(&g, "test --unit 'Gruppe Klein' --kind rally --dice 1");
    assert_eq!(i["shaken"], false, "{i}");
    assert!(!is(&g, "Gruppe Klein", "shaken"));
}

/// TSATF: shaken units "can roll to rally in the morale phase" (Stand and Fight); Pinned
/// Morale "is checked to recover units or individuals that failed a Close to Combat check or
/// are pinned by fire" (CRITICAL & PINNED MORALE). A unit not shaken has nothing to rally
/// from, and one neither pinned nor with pinned men nothing to recover from: refused, with the
/// rule, in play and with --chances alike.
#[test]
fn a_rally_or_pinned_test_needs_the_state_it_clears() {
    let g = Evening::new("st-1b", "tsatf", TSATF);
    for line in [
        "test --unit 'Gruppe Klein' --kind rally --dice 1",
        "--chances test --unit 'Gruppe Klein' --kind rally",
    ] {
        let e = g.refused(line);
        assert!(
            e.contains("is not shaken") && e.contains("Stand and Fight"),
            "{line}: {e}"
        );
    }
    for line in [
        "test --unit 'Gruppe Klein' --kind pinned --dice 1",
        "--chances test --unit 'Gruppe Klein' --kind pinned",
    ] {
        let e = g.refused(line);
        assert!(
            e.contains("is not pinned and has no pinned men")
                && e.contains("CRITICAL & PINNED MORALE"),
            "{line}: {e}"
        );
    }
    // Pinned men short of half the unit: the individuals test, and recover.
    g.ok("set 'Gruppe Klein' pinned_men=2");
    let notes = g.ok("test --unit 'Gruppe Klein' --kind pinned --dice 1");
    assert!(
        notes.contains(&"Gruppe Klein: pinned_men 2 → 0".to_string()),
        "{notes:?}"
    );
    // The other tests read no such state.
    for kind in ["stand", "major", "critical", "close"] {
        g.ok(&format!(
            "test --unit 'Gruppe Klein' --kind {kind} --dice 1 --again"
        ));
    }
}

/// TSATF NOTES: "If over half of a basic unit becomes 'Pinned' due to fire results, the entire
/// unit is 'pinned'." Two volleys pinning 3 men each of a 10-man unit: 6 of 10, pinned.
#[test]
fn pinned_men_add_up_over_a_phase_s_volleys() {
    let g = Evening::new("st-2", "tsatf", TSATF);
    g.ok("next");
    let fire = "fire --unit '1st Section' --target 'Gruppe Klein' --firers 10 --range 10 --class 1 \
                --dice 1,1,1,20,20,20,20,20,20,20";
    let notes = g.ok(&format!("{fire} --cards 2♠,3♣,4♠"));
    assert_eq!(notes, ["Gruppe Klein: pinned_men 0 → 3"]);
    let notes = g.ok(&format!("{fire} --again --cards 5♠,6♣,7♠"));
    assert_eq!(
        notes,
        [
            "Gruppe Klein: pinned_men 3 → 6",
            "Gruppe Klein: pinned (6 pinned men of 10 figures, over half: NOTES)"
        ]
    );
    // Pinned Morale recovers "units or individuals": the men with the unit.
    let notes = g.ok("test --unit 'Gruppe Klein' --kind pinned --dice 1");
    assert!(
        notes.contains(&"Gruppe Klein: pinned_men 6 → 0".to_string()),
        "{notes:?}"
    );
}

/// TSATF NOTES: "Ace The highest ranking leader in the unit is hit". A Diamond wounds him and
/// a Heart kills him: the unit tests without its leader from then on.
#[test]
fn a_leader_hit_leaves_the_unit_leaderless() {
    let g = Evening::new("st-3", "tsatf", TSATF);
    g.ok("next");
    let notes = g.ok(
        "fire --unit 'Gruppe Klein' --target '1st Section' --firers 10 --range 10 --class 1 \
         --dice 1,20,20,20,20,20,20,20,20,20 --cards A♦",
    );
    assert!(
        notes.contains(&"1st Section: no longer leader".to_string()),
        "{notes:?}"
    );
    // Veteran stand: 17 with leader, 14 without.
    let out = g
        .play("test --unit '1st Section' --kind stand --dice 15,3,3")
        .stdout;
    assert!(out.contains("15 against 14"), "{out}");
}

/// TSATF WOUNDS: each wounded man tests; a unit with none has no man to test.
#[test]
fn a_wound_test_needs_a_wounded_man() {
    let g = Evening::new("st-4", "tsatf", TSATF);
    let e = g.refused("wound --unit 'Gruppe Klein' --dice 6");
    assert!(
        e.contains("has no wounded man") && e.contains("WOUNDS"),
        "{e}"
    );
    g.ok("set 'Gruppe Klein' wounded=1");
    g.ok("wound --unit 'Gruppe Klein' --dice 6");
}

/// TSATF Turn Sequence 1: "one unit may move on each card drawn … from left to right": moving
/// advances who is next; the morale phase shows no order left from an earlier phase.
#[test]
fn moving_advances_who_acts_next_and_a_phase_s_order_ends_with_it() {
    let g = Evening::new("st-5", "tsatf", TSATF);
    g.ok("cards --cards 2♥,3♠");
    let status = g.play("status").stdout;
    assert!(status.contains("Next to act: 1st Section"), "{status}");
    g.ok("move --unit '1st Section' --dice 3,3,3");
    let status = g.play("status").stdout;
    assert!(status.contains("Next to act: Gruppe Klein"), "{status}");
    for _ in 0..3 {
        g.ok("next");
    }
    let status = g.play("status").stdout;
    assert!(status.contains("> 4. morale"), "{status}");
    assert!(!status.contains("Next to act"), "{status}");
}

/// TSATF CRITICAL & PINNED MORALE: "the unit begin to rout, 4D6 per turn". A failed Critical
/// Morale test is this turn's rout. Schwerpunkt 5.0 the same: "flee 2d6" … every turn".
#[test]
fn a_rout_or_a_flight_is_once_a_turn() {
    let g = Evening::new("st-6", "tsatf", TSATF);
    g.ok("test --unit 'Gruppe Klein' --kind critical --dice 20,3,3,3,3");
    assert!(is(&g, "Gruppe Klein", "routed"));
    let e = g.refused("move --unit 'Gruppe Klein' --dice 3,3,3,3");
    assert!(
        e.contains("has routed this turn") && e.contains("once a turn"),
        "{e}"
    );

    let s = Evening::new("st-6s", "schwerpunkt", SCHWERPUNKT);
    s.ok("morale --unit 'B Company' --reason assaulted --dice 6,6,3,3");
    let e = s.refused("flee --unit 'B Company' --dice 3,3");
    assert!(e.contains("has fled this turn") && e.contains("5.0"), "{e}");
}

/// TSATF: a unit's firers are men it has.
#[test]
fn a_unit_fires_no_more_men_than_it_has() {
    let g = Evening::new("st-7", "tsatf", TSATF);
    let e = g.refused(
        "fire --unit '1st Section' --target 'Gruppe Klein' --firers 25 --range 10 --class 1",
    );
    assert!(e.contains("--firers 25") && e.contains("10 figures"), "{e}");
}

const SCHWERPUNKT: &str = r#"
[[side]]
name = "Red"
[[side]]
name = "Blue"
[[unit]]
name = "A Company"
side = "Red"
figures = 10
marksmanship = 4
skill = 5
morale = 7
ferocity = 4
officer = true
[[unit]]
name = "B Company"
side = "Blue"
figures = 9
marksmanship = 5
skill = 4
morale = 6
ferocity = 4
[[unit]]
name = "MG"
side = "Blue"
figures = 3
marksmanship = 4
sf = 5
skill = 4
morale = 7
"#;

/// Schwerpunkt 1.10: casualties "are not removed until the end of the phase"; 3.4: a unit is
/// pinned by hits of half its strength, "it does not matter how many casualties". 9 men take 4
/// hits, lose 2: the pin still reads 9, and 4 is not half of 9.
#[test]
fn pins_read_the_strength_at_the_phase_s_start() {
    let g = Evening::new("st-8", "schwerpunkt", SCHWERPUNKT);
    let notes = g.ok("save --unit 'B Company' --hits 4 --dice 1,1,6,6");
    assert!(
        notes
            .iter()
            .any(|n| n.contains("2 casualties lying down until the end of the phase")),
        "{notes:?}"
    );
    let i = input(&g, "pin --unit 'B Company' --hits 4");
    assert_eq!(i["strength"], 9, "{i}");
    assert!(!is(&g, "B Company", "pinned"));
    let notes = g.ok("next");
    assert!(
        notes.iter().any(|n| n.contains("figures 9 → 7")),
        "{notes:?}"
    );
}

/// Schwerpunkt 3.4: "Pinned troops may not move, but may fire"; sustained fire does not roll
/// against marksmanship, so the pinned −1 is not asked of it.
#[test]
fn a_pinned_machine_gun_fires_sustained_fire() {
    let g = Evening::new("st-9", "schwerpunkt", SCHWERPUNKT);
    g.ok("set MG pinned=true");
    let i = input(&g, "fire --unit MG --target 'A Company' --sf 5");
    assert_eq!(i["pinned"], false, "{i}");
    let i = input(&g, "fire --unit MG --target 'A Company' --shots 3 --again");
    assert_eq!(i["pinned"], true, "{i}");
    let e = g.refused("move --unit MG --dice 3");
    assert!(e.contains("is pinned") && e.contains("3.4"), "{e}");
}

/// Schwerpunkt 2.0: "Once dug-in, infantry receive all modifiers for cover."
#[test]
fn a_dug_in_unit_saves_in_cover() {
    let g = Evening::new("st-10", "schwerpunkt", SCHWERPUNKT);
    assert_eq!(
        input(&g, "save --unit 'A Company' --hits 1 --dice 6")["cover"],
        false
    );
    g.ok("undo");
    g.ok("set 'A Company' dug_in=true");
    assert_eq!(
        input(&g, "save --unit 'A Company' --hits 1 --dice 6")["cover"],
        true
    );
}

/// Schwerpunkt 5.0: a fleeing unit "will flee 2d6" towards its table edge every turn until
/// rallied"; "Once a unit has rallied, it may go about as normal". 1.10: initiative is rolled
/// "at the beginning of each phase", so a roll from an earlier phase is not current.
#[test]
fn a_fleeing_unit_neither_moves_nor_fires_and_initiative_lasts_its_phase() {
    let g = Evening::new("st-11", "schwerpunkt", SCHWERPUNKT);
    g.ok("set 'B Company' fleeing=true");
    let e = g.refused("move --unit 'B Company' --dice 3");
    assert!(e.contains("is fleeing") && e.contains("5.0"), "{e}");
    let e = g.refused("fire --unit 'B Company' --target 'A Company' --shots 2");
    assert!(e.contains("is fleeing") && e.contains("5.0"), "{e}");
    g.ok("initiative --dice 5,2");
    assert!(g.play("status").stdout.contains("Initiative: Red"));
    g.ok("next");
    assert!(!g.play("status").stdout.contains("Initiative"));
}

const SERIES: &str = r#"
[[side]]
name = "Germans"
[[side]]
name = "Soviets"
[[unit]]
name = "sPzAbt 503"
side = "Germans"
strength = 8
reduced = 4
tactical = 4
steps = 2
motorized = true
[[unit]]
name = "Gds Rifle Rgt"
side = "Soviets"
strength = 4
reduced = 2
tactical = 3
steps = 2
[[unit]]
name = "Tank Bde"
side = "Soviets"
strength = 6
reduced = 3
tactical = 3
steps = 2
"#;

/// Series 6.4: "OOS units … have their Combat Strength and Tactical Ratings halved": 8 against
/// 4 halved is 8:2, the 4:1 column. 2.48: a step loss flips the unit "to its reverse side
/// (with lower factors)": it then fights with its reduced strength. 12.0: "A unit may neither
/// attack nor be attacked more than once per Combat Phase".
#[test]
fn series_strength_is_halved_out_of_supply_reduced_once_flipped_and_combat_once_a_phase() {
    let g = Evening::new("st-12", "series", SERIES);
    g.ok("set 'Gds Rifle Rgt' out_of_supply=true");
    let out = g
        .play("crt --unit 'sPzAbt 503' --target 'Gds Rifle Rgt' --dice 3,4")
        .stdout;
    assert!(out.contains("odds 8:2 → column 4:1"), "{out}");
    let e = g.refused("crt --unit 'sPzAbt 503' --target 'Tank Bde' --dice 3,4");
    assert!(
        e.contains("has attacked this phase") && e.contains("12.0"),
        "{e}"
    );
    let e = g.refused("crt --unit 'Tank Bde' --target 'Gds Rifle Rgt' --dice 3,4");
    assert!(e.contains("has been attacked this phase"), "{e}");
    let notes = g.ok("losses --unit 'Tank Bde' --hits 1 --units 1");
    assert_eq!(notes, ["Tank Bde: steps 2 → 1", "Tank Bde: flipped"]);
    let i = input(&g, "crt --unit 'Tank Bde' --target 'sPzAbt 503' --chances");
    assert_eq!(
        (i["attacker"].clone(), i["defender"].clone()),
        (serde_json::json!(["3"]), serde_json::json!(["8"]))
    );
}

/// Series 12.31: "Each player randomly draws … from his container": the second player
/// attacking draws from his own.
#[test]
fn the_side_that_attacks_draws_from_its_own_cup() {
    let g = Evening::new("st-13", "series", SERIES);
    let i = input(
        &g,
        "superiority --unit 'Tank Bde' --target 'sPzAbt 503' --chances",
    );
    assert_eq!(i["attacker_cup"], "b", "{i}");
    let i = input(
        &g,
        "superiority --unit 'sPzAbt 503' --target 'Tank Bde' --chances",
    );
    assert_eq!(i["attacker_cup"], "a", "{i}");
}

/// Series 12.81: "Retreat-after-Combat allows the defender to cancel either one … or two …
/// Combat Hits": the defender's choice, named with the option that makes it.
#[test]
fn the_retreat_is_the_defender_s_choice() {
    let g = Evening::new("st-15", "series", SERIES);
    let out = g
        .play("losses --unit 'sPzAbt 503' --hits 1 --units 1")
        .stdout;
    assert!(
        out.contains("the defender's choice") && out.contains("--retreat N"),
        "{out}"
    );
    let out = g
        .play("losses --hits 2 --units 1 --motorized --retreat 1")
        .stdout;
    assert!(out.contains("1 taken (--retreat 1)"), "{out}");
}

const PORTABLE: &str = r#"
[[side]]
name = "French"
[[side]]
name = "British"
[[unit]]
name = "Royal Battery"
side = "British"
type = "field-artillery"
[[unit]]
name = "French Guns"
side = "French"
type = "field-artillery"
[[unit]]
name = "Wellington"
side = "British"
type = "infantry-firearms"
command = true
[[unit]]
name = "Rifles"
side = "British"
type = "infantry-firearms"
[[unit]]
name = "Voltigeurs"
side = "French"
type = "infantry-firearms"
"#;

/// Portable, Activation Dice: "If a player commanding a European army loses their Command
/// Unit, they immediately lose an activation dice"; an army with none has no die for it.
#[test]
fn a_lost_command_unit_costs_its_activation_die() {
    let g = Evening::new("st-16", "portable", PORTABLE);
    let i = input(&g, "activate --unit Rifles --chances");
    assert_eq!(i["command_lost"], false, "{i}");
    let i = input(&g, "activate --unit Voltigeurs --chances");
    assert_eq!(i["command_lost"], true, "the French never had one: {i}");
    g.ok("set Wellington destroyed=true");
    let i = input(&g, "activate --unit Rifles --chances");
    assert_eq!(
        (i["command_lost"].clone(), i["units"].clone()),
        (true.into(), 2.into())
    );
}

/// Portable Turn Sequence 1: "artillery fire is deemed to be simultaneous, casualties are
/// removed after all artillery fire"; Frontier: "if an artillery unit … is destroyed, it may
/// still fire that turn". And the same line works again after `undo`.
#[test]
fn a_battery_destroyed_in_the_artillery_phase_still_fires() {
    let g = Evening::new("st-17", "portable", PORTABLE);
    let line = "artillery --unit 'Royal Battery' --target 'French Guns' --range 4 --dice 6,6";
    g.ok("artillery --unit 'French Guns' --target 'Royal Battery' --range 4 --dice 6,6");
    assert!(is(&g, "Royal Battery", "destroyed"));
    g.ok(line);
    g.ok("undo");
    g.ok(line);
    let e = g.refused("artillery --unit 'Royal Battery' --target Voltigeurs --range 4 --dice 6,6");
    assert!(e.contains("has fired this turn"), "{e}");
    // Once the phase is over it is gone.
    g.ok("next");
    let e = g.refused("fire --unit 'Royal Battery' --target Voltigeurs --dice 6");
    assert!(e.contains("is destroyed"), "{e}");

    let f = Evening::new(
        "st-17f",
        "frontier",
        "[[unit]]\nname = \"Guns\"\nside = \"Red\"\ntype = \"field-artillery\"\n\
         [[unit]]\nname = \"Tanks\"\nside = \"Blue\"\ntype = \"afv\"\n\
         [[unit]]\nname = \"Rifles\"\nside = \"Blue\"\ntype = \"infantry\"\n",
    );
    f.ok("artillery --unit Tanks --target Guns --range 3 --dice 6,6");
    assert!(is(&f, "Guns", "destroyed"));
    f.ok("artillery --unit Guns --target Tanks --range 3 --dice 6,6");
    let e = f.refused("artillery --unit Guns --target Rifles --range 3 --dice 6,6");
    assert!(e.contains("once each turn"), "{e}");
}

/// What a unit did this phase: a TSATF unit moves once on its card, unless the referee says
/// `--again`.
#[test]
fn a_second_move_is_warned_and_again_allows_it() {
    let g = Evening::new("st-18", "tsatf", TSATF);
    g.ok("move --unit '1st Section' --dice 3,3,3");
    let e = g.refused("move --unit '1st Section' --dice 3,3,3");
    assert!(
        e.contains("has moved this phase") && e.contains("--again"),
        "{e}"
    );
    g.ok("move --unit '1st Section' --again --dice 3,3,3");
    g.ok("next");
    g.ok("next");
    g.ok("next");
    g.ok("next");
    g.ok("move --unit '1st Section' --dice 3,3,3");
}

/// The game's words answer JSON like any command.
#[test]
fn the_game_s_words_answer_json() {
    let g = Evening::new("st-20", "tsatf", TSATF);
    for word in ["status", "roster", "log"] {
        let d = g.play(&format!("--json {word}"));
        assert_eq!(d.status, 0, "{word}: {}", d.stderr);
        let v: Value = serde_json::from_str(d.stdout.lines().next().unwrap()).unwrap();
        assert_eq!(
            (v["version"].clone(), v["command"].clone()),
            (2.into(), word.into())
        );
    }
}

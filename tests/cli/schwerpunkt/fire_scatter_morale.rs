//! fire (3.0), scatter and morale (5.0): exact values worked out by hand from the rules text,
//! agreement between rolling and --chances, table dice, ratings a die cannot mean.

use crate::agreement;
use crate::harness::{chance_of as p, flat, spw, temp_dir};

#[test]
fn fire_at_marksmanship_4_hits_half_the_time() {
    // 3.0: hit on a d6 of marksmanship or more: 4, 5, 6 of six faces.
    let v = spw(&["--chances", "fire", "-m", "4"]).json();
    assert_eq!(p(&v, "hits", 1), "1/2");
    // Pinned and moved (−1 each): only a 6 hits.
    let v = spw(&["--chances", "fire", "-m", "4", "--pinned", "--moved"]).json();
    assert_eq!(p(&v, "hits", 1), "1/6");
    // 5 shots at 1/2: P(3 hits) = C(5,3)/32 = 10/32.
    let v = spw(&["--chances", "fire", "-m", "4", "-s", "5"]).json();
    assert_eq!(p(&v, "hits", 3), "5/16");
}

#[test]
fn morale_7_with_the_officer_passes_13_in_18() {
    // 5.0 + 1.6: 2d6 <= 8 is 26 of 36 throws.
    let v = spw(&["--chances", "morale", "--morale", "7", "--officer"]).json();
    assert_eq!(p(&v, "passed", true), "13/18");
}

#[test]
fn sustained_fire_jams_seize_on_two() {
    // dSF: jam,1,1,2,2,3. Two dice: both jam with 1/36.
    let v = spw(&["--chances", "fire", "--sf", "2"]).json();
    assert_eq!(p(&v, "jammed", true), "1/36");
    // hits 6 only on 3+3: 1/36.
    assert_eq!(p(&v, "hits", 6), "1/36");
}

#[test]
fn sustained_fire_past_the_exact_limit_is_refused_naming_sf() {
    // dSF has 4 values (jam, 1, 2, 3): 82 dice fall C(85, 3) = 98,770 ways, 83 dice 102,340.
    let e = spw(&["--chances", "fire", "--sf", "83"]).fails(2);
    assert!(
        e.contains("--sf 83: exact chances take at most 82 SF dice"),
        "{e}"
    );
    assert!(e.contains("without --chances up to 1000 are rolled"), "{e}");
    spw(&["--chances", "fire", "--sf", "82"]).ok();
    spw(&["fire", "--sf", "83", "--seed", "1"]).ok();
}

#[test]
fn rolling_agrees_with_chances() {
    agreement::check(&["fire", "-m", "4", "-s", "5"], 3000);
    agreement::check(&["fire", "-m", "3", "-s", "2", "--long-range"], 3000);
    agreement::check(&["fire", "--sf", "3"], 3000);
    agreement::check(&["fire", "--template", "-m", "4"], 3000);
    agreement::check(&["scatter"], 3000);
    agreement::check(&["morale", "-m", "7", "--officer"], 3000);
    agreement::check(&["morale", "-m", "9", "--hits", "2"], 3000);
}

#[test]
fn table_dice_resolve_fire_and_name_what_is_missing() {
    let v = spw(&["--dice", "4,2,6", "fire", "-m", "4", "-s", "3"]).json();
    assert_eq!(v["result"]["hits"], 2);
    let dice: Vec<i64> = v["dice"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["value"].as_i64().unwrap())
        .collect();
    assert_eq!(dice, vec![4, 2, 6]);
    let err = spw(&["--dice", "4,2", "fire", "-m", "4", "-s", "5"]).fails(2);
    assert!(err.contains("still need 3 × d6 for shot 3–5"), "{err}");
}

#[test]
fn ratings_a_die_cannot_mean_are_refused() {
    let err = spw(&["fire", "-m", "7"]).fails(2);
    assert!(err.contains("1 to 6") && err.contains("3.0"), "{err}");
    let err = spw(&["fire", "-m", "4", "-s", "-2"]).fails(2);
    assert!(err.contains("--shots -2"), "{err}");
    let err = spw(&["morale", "-m", "13"]).fails(2);
    assert!(err.contains("2 to 12") && err.contains("5.0"), "{err}");
    for hits in ["-1", "1001", "9223372036854775807"] {
        let err = spw(&["morale", "-m", "7", "--hits", hits]).fails(2);
        assert!(
            err.contains(&format!("--hits {hits}")) && err.contains("0 to 1000"),
            "{err}"
        );
    }
}

#[test]
fn morale_whose_answer_is_certain_still_rolls_its_dice() {
    // 5.0: passed on 2d6 of the rating or less. 2d6 rolls 2 to 12, so a target of 12 passes
    // on every roll (36/36) and one below 2 on none; 5.0 rolls the 2d6 all the same.
    let v = spw(&["--chances", "morale", "-m", "12"]).json();
    assert_eq!(p(&v, "passed", true), "1/1");
    // 4.0: morale 2 less 100 hits is −98: no 2d6 total is that low.
    let v = spw(&["--chances", "morale", "-m", "2", "--hits", "100"]).json();
    assert_eq!(p(&v, "passed", false), "1/1");
    // Rolled: the two dice are thrown and shown, and the setting says the answer is certain.
    let out = spw(&["morale", "-m", "2", "--hits", "100"]).ok();
    assert!(
        flat(&out).contains("needs 2d6 of −98 or less: fails whatever the roll"),
        "{out}"
    );
    assert!(out.contains("(2 × d6)"), "{out}");
    // --dice is read: both dice are taken, and one is not enough.
    let v = spw(&["--dice", "6,5", "morale", "-m", "12", "--reason", "unpin"]).json();
    assert_eq!(v["result"]["passed"], true);
    assert_eq!(v["result"]["roll"], 11);
    assert_eq!(v["dice"].as_array().map(Vec::len), Some(2));
    assert_eq!(
        v["summary"],
        "11 against 12: passed: the unit is no longer pinned and may move or fire as normal"
    );
    let err = spw(&["--dice", "6", "morale", "-m", "12"]).fails(2);
    assert!(err.contains("still need"), "{err}");
    // The officer's +1 (1.6) takes 11 to 12: certain too. 11 alone is not (35/36).
    let v = spw(&["--chances", "morale", "-m", "11", "--officer"]).json();
    assert_eq!(p(&v, "passed", true), "1/1");
    let v = spw(&["--chances", "morale", "-m", "11"]).json();
    assert_eq!(p(&v, "passed", true), "35/36");
}

/// A house-rule file with `[scatter] hit_stays = true`: the HIT face keeps the template on target.
fn hit_stays_dir() -> String {
    let dir = temp_dir("sp15-scatter-hit-stays");
    std::fs::write(
        dir.join("schwerpunkt.toml"),
        "[scatter]\nsection = \"3.0\"\nabout = \"x\"\ndie = \"dS\"\ndistance = \"2d6\"\n\
         bearing = \"d12\"\nhit_stays = true\n",
    )
    .unwrap();
    dir.to_str().unwrap().to_string()
}

#[test]
fn scatter_as_written_always_deviates() {
    // 3.0: a template that misses "will deviate ... in the indicated direction the number of
    // inches indicated": every face, HIT too (its small arrow), gives a bearing. So on_target
    // never (0 of 1), the distance is 2d6 (7 with 6/36 = 1/6, 2 with 1/36) and the bearing a
    // d12 clock hour (1/12 each, never 0).
    let v = spw(&["--chances", "scatter"]).json();
    assert_eq!(p(&v, "on_target", true), "0/1");
    assert_eq!(p(&v, "distance", 7), "1/6");
    assert_eq!(p(&v, "distance", 2), "1/36");
    assert_eq!(p(&v, "distance", 0), "0/1");
    assert_eq!(p(&v, "bearing", 3), "1/12");
    assert_eq!(p(&v, "bearing", 0), "0/1");
    // fire --template at marksmanship 4 (3.0): on target only by the hit, 3/6 = 1/2.
    let v = spw(&["--chances", "fire", "--template", "-m", "4"]).json();
    assert_eq!(p(&v, "on_target", true), "1/2");
    // With --dice a HIT face asks for the clock hour its arrow shows.
    let out = spw(&["scatter", "--dice", "HIT,3,4,9"]).ok();
    assert!(
        out.contains("HIT, read by its small arrow: the template drifts 7\" toward 9 o'clock"),
        "{out}"
    );
    let err = spw(&["scatter", "--dice", "HIT,3,4"]).fails(2);
    assert!(err.contains("bearing"), "{err}");
}

#[test]
fn scatter_with_hit_stays_keeps_the_template_on_target() {
    // The other reading ([scatter] hit_stays = true): the scatter die shows HIT on 2 faces
    // of 6, so on target 1/3 and no distance then; 7" needs an arrow (4/6) and 7 on 2d6 (1/6):
    // 1/9; each bearing 4/6 × 1/12 = 1/18.
    let d = hit_stays_dir();
    let v = spw(&["--data", &d, "--chances", "scatter"]).json();
    assert_eq!(p(&v, "on_target", true), "1/3");
    assert_eq!(p(&v, "distance", 0), "1/3");
    assert_eq!(p(&v, "distance", 7), "1/9");
    assert_eq!(p(&v, "bearing", 3), "1/18");
    // fire --template at marksmanship 4: the hit (1/2), or a miss whose scatter die shows HIT
    // (1/2 × 1/3): 2/3.
    let v = spw(&["--data", &d, "--chances", "fire", "--template", "-m", "4"]).json();
    assert_eq!(p(&v, "on_target", true), "2/3");
    // HIT needs no bearing die.
    let out = spw(&["--data", &d, "scatter", "--dice", "HIT,3,4"]).ok();
    assert!(out.contains("HIT: the template stays on target"), "{out}");
    agreement::check(&["--data", &d, "scatter"], 3000);
}

#[test]
fn a_failed_morale_test_rolls_the_flight_or_retiring_it_calls_for() {
    // 5.0: "A unit that fails a test when it is being assaulted will flee 2d6" towards its
    // table edge": 11 against 6 fails, and the flight's 2d6 (3 + 2) come next.
    let v = spw(&[
        "morale",
        "-m",
        "6",
        "--reason",
        "assaulted",
        "--dice",
        "6,5,3,2",
    ])
    .json();
    assert_eq!(v["result"]["passed"], false);
    assert_eq!(v["result"]["distance"], 5);
    assert_eq!(v["dice"][2]["for"], "flight");
    assert!(
        v["summary"]
            .as_str()
            .unwrap()
            .contains("flees 5\" towards its table edge"),
        "{v}"
    );
    // "If a unit fails morale once it is at 75% casualties, the unit will begin to retire 2d6"
    // towards its baseline": the retiring 2d6.
    let v = spw(&[
        "morale", "-m", "6", "--reason", "losses", "--dice", "6,6,1,1",
    ])
    .json();
    assert_eq!(v["result"]["distance"], 2);
    assert_eq!(v["dice"][2]["for"], "retire");
    // A pass moves nothing, and --dice asks for no more.
    let v = spw(&["morale", "-m", "6", "--reason", "rally", "--dice", "1,1"]).json();
    assert_eq!(v["result"]["distance"], 0);
    // Exactly: morale 7 passes on 21/36 and fails on 15/36; then 2d6 of 12 is 1/36:
    // 15/1296 = 5/432.
    let v = spw(&["--chances", "morale", "-m", "7", "--reason", "rally"]).json();
    assert_eq!(p(&v, "distance", 12), "5/432");
    assert_eq!(p(&v, "distance", 0), "7/12");
}

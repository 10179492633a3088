//! initiative (1.10), game-length and victory (7.1): exact chances worked out by hand from the
//! rules text, the game-length table, and seeded text.

use serde_json::json;

use super::{golden, p};
use crate::harness::spw;

#[test]
fn initiative_ties_are_rolled_again_so_each_side_has_even_chances() {
    // 1.10 (ruling: ties re-rolled): two sides 1/2 each, three sides 1/3 each.
    let args = ["initiative", "--sides", "Germans,British"];
    assert_eq!(p(&args, "first", json!("Germans")), "1/2");
    assert_eq!(p(&args, "first", json!("British")), "1/2");
    let args = ["initiative", "--sides", "X,Y,Z"];
    assert_eq!(p(&args, "first", json!("Z")), "1/3");
}

#[test]
fn the_game_lasts_6_7_or_8_turns_a_third_each() {
    // 7.1: 5–6 ends after turn 6, 3–4 one more, 1–2 two more: two faces of six each.
    for turns in [6, 7, 8] {
        assert_eq!(p(&["game-length"], "turns", json!(turns)), "1/3");
    }
}

#[test]
fn victory_is_certain_and_under_300_is_a_draw() {
    // 7.1: main 500 against 300 destroyed: 200 apart, a draw.
    let args = ["victory", "--main", "A", "--destroyed", "0,300"];
    assert_eq!(p(&args, "winner", json!("draw")), "1/1");
    // 500 + 2×300 + 120 = 1220 against 610: B loses by 610.
    let v = spw(&[
        "victory",
        "--sides",
        "Germans,British",
        "--main",
        "germans",
        "--secondary",
        "2,0",
        "--destroyed",
        "120,610",
    ])
    .json();
    assert_eq!(v["result"]["winner"], "Germans");
    assert_eq!(
        v["result"]["points"],
        json!({"Germans": 1220, "British": 610})
    );
    assert_eq!(v["result"]["difference"], 610);
    assert_eq!(v["dice"], json!([]));
    // Exactly 300 apart is not "less than 300": the higher total wins.
    let v = spw(&["victory", "--secondary", "1,0"]).json();
    assert_eq!(v["result"]["winner"], "A");
}

#[test]
fn game_length_is_a_table_spw_table_rolls_too() {
    // The table holds the words read out; the procedure adds the last turn from `turns`.
    let v = spw(&["--dice", "3", "table", "game_length"]).json();
    assert_eq!(v["result"]["result"], "one more turn");
    let v = spw(&["--dice", "3", "game-length"]).json();
    assert_eq!(v["summary"], "one more turn: the game ends after turn 7");
    assert_eq!(v["result"]["turns"], 7);
}

#[test]
fn seed_14_initiative_strikes_the_tied_roll() {
    golden(
        &[
            "--seed",
            "14",
            "initiative",
            "--sides",
            "Germans,British",
            "--phase",
            "movement",
        ],
        "initiative · Schwerpunkt 1.10
Germans, British roll a d6 each; the highest goes first, ties rolled again
roll 1: Germans (d6): ~~3~~  British (d6): ~~3~~  tie: rolled again
roll 2: Germans (d6): 4  British (d6): 3
the initiative goes to Germans: it moves all the units it wants to first
",
    );
}

//! Pools drawn without replacement: `draw`, `pools`, `reshuffle`, `--cards`, and how a session
//! keeps them (a batch is one session).

use serde_json::Value;

use crate::agreement;
use crate::harness::{chance_of, chances, flat, spw, temp_dir};

/// The JSON lines of a batch run with `--json` (and `extra` session options).
fn batch(extra: &[&str], script: &str) -> (i32, Vec<Value>, String) {
    let mut args = vec!["--json"];
    args.extend_from_slice(extra);
    let d = spw(&args).stdin(script).run();
    let lines = d
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    (d.status, lines, d.stderr)
}

fn left(pools_line: &Value, name: &str) -> u64 {
    pools_line["result"]["pools"]
        .as_array()
        .expect("pools")
        .iter()
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("no pool {name}: {pools_line}"))["left"]
        .as_u64()
        .expect("left")
}

#[test]
fn five_cards_all_red_is_253_in_9996_and_suits_are_exact() {
    let v = chances(&["draw", "5"]);
    assert_eq!(chance_of(&v, "red", 5), "253/9996");
    assert_eq!(chance_of(&v, "black", 0), "253/9996");
    // C(13,5)/C(52,5) = 1287/2598960.
    assert_eq!(chance_of(&v, "clubs", 5), "33/66640");
    assert_eq!(chance_of(&v, "hearts", 0), "2109/9520");
    let names: Vec<&String> = v["chances"].as_object().unwrap().keys().collect();
    assert_eq!(
        names,
        ["red", "black", "clubs", "diamonds", "hearts", "spades"]
    );
}

#[test]
fn chances_after_fifty_cards_are_over_the_two_left() {
    let (status, lines, err) = batch(&["--seed", "4"], "draw 50\ndraw --chances 2\n");
    assert_eq!(status, 0, "{err}");
    let drawn: Vec<&str> = lines[0]["result"]["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert_eq!(drawn.len(), 50);
    // The two left, by suit symbol: the chances must be certain and say just that.
    let mut left: Vec<String> = Vec::new();
    for s in ['♣', '♦', '♥', '♠'] {
        for r in [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ] {
            let c = format!("{r}{s}");
            if !drawn.contains(&c.as_str()) {
                left.push(c);
            }
        }
    }
    assert_eq!(left.len(), 2, "{left:?}");
    let count = |s: char| left.iter().filter(|c| c.ends_with(s)).count() as i64;
    let v = &lines[1];
    for (name, n) in [
        ("clubs", count('♣')),
        ("diamonds", count('♦')),
        ("hearts", count('♥')),
        ("spades", count('♠')),
        ("red", count('♦') + count('♥')),
    ] {
        assert_eq!(chance_of(v, name, n), "1/1", "{name}: {v}");
    }
}

#[test]
fn a_batch_keeps_one_deck_and_reshuffle_puts_it_back() {
    let (status, lines, err) = batch(
        &["--seed", "1"],
        "draw 5\npools\ndraw 3 --chances\npools\nreshuffle deck\npools\ndraw 2\ndraw 1 --shuffle\npools\n",
    );
    assert_eq!(status, 0, "{err}");
    assert_eq!(lines[0]["result"]["left"], 47);
    assert_eq!(left(&lines[1], "deck"), 47);
    assert_eq!(lines[1]["result"]["pools"][0]["total"], 52);
    assert_eq!(lines[1]["result"]["pools"][0]["refill"], "empty");
    // --chances reads the deck as it is and leaves it so.
    assert_eq!(lines[3]["result"]["pools"][0]["left"], 47);
    assert_eq!(left(&lines[5], "deck"), 52);
    assert_eq!(lines[6]["result"]["left"], 50);
    assert_eq!(lines[7]["result"]["left"], 51);
    assert_eq!(left(&lines[8], "deck"), 51);
}

#[test]
fn pools_and_reshuffle_read_as_text() {
    let out = spw(&["--seed", "2"])
        .stdin("draw 10\npools\nreshuffle\n")
        .run()
        .stdout;
    assert!(out.contains("42 of 52 cards"), "{out}");
    assert!(
        flat(&out).contains("deck: full again (52 cards); tiles: full again (52 tiles)"),
        "{out}"
    );
    // The refill rule in a cell of its own, on one line where the screen is wide enough.
    let wide = spw(&["--seed", "2"])
        .env("SPW_WIDTH", "200")
        .stdin("draw 10\npools\n")
        .run()
        .stdout;
    assert!(wide.contains("when a draw finds it empty"), "{wide}");
}

#[test]
fn an_error_part_way_through_a_draw_loses_no_card() {
    // The typed cards run out after two: the line fails, and the two are still in the deck.
    let (status, lines, err) = batch(
        &[],
        "draw 5 --cards AH,KS\npools\ndraw 3 --cards 2C,3C,2C\npools\ndraw 2 --cards AH,2C\n",
    );
    assert_eq!(status, 2, "a bad line is bad input");
    assert!(err.contains("--cards ran out after 2 cards"), "{err}");
    assert!(err.contains("still need 3 for card 3–5"), "{err}");
    assert_eq!(left(&lines[1], "deck"), 52);
    // 2♣ twice: the second is no longer in the deck, so the whole line fails.
    assert!(
        err.contains("2♣ is not in the deck any more (50 cards left"),
        "{err}"
    );
    assert_eq!(left(&lines[3], "deck"), 52);
    assert_eq!(lines[4]["result"]["cards"], serde_json::json!(["A♥", "2♣"]));
}

#[test]
fn typed_cards_are_drawn_in_order_and_leave_the_session_deck() {
    let (status, lines, err) = batch(
        &[],
        "draw 3 --cards 'A♥, 10♠ ,qd'\ndraw 1 --cards 10s\npools\n",
    );
    assert_eq!(status, 2, "{err}");
    let v = &lines[0];
    assert_eq!(v["result"]["cards"], serde_json::json!(["A♥", "10♠", "Q♦"]));
    assert_eq!(
        (v["result"]["red"].as_i64(), v["result"]["black"].as_i64()),
        (Some(2), Some(1))
    );
    assert_eq!(v["result"]["spades"], 1);
    let drawn = v["drawn"].as_array().unwrap();
    assert_eq!(drawn.len(), 3);
    assert_eq!(drawn[1]["item"], "10♠");
    assert_eq!(drawn[1]["kind"], "spades");
    assert_eq!(drawn[1]["values"]["rank"], 10);
    assert_eq!(drawn[2]["for"], "card 3");
    assert_eq!(drawn[0]["pool"], "deck");
    assert!(
        err.contains("10♠ is not in the deck any more (49 cards left"),
        "{err}"
    );
    assert_eq!(left(&lines[2], "deck"), 49);
}

#[test]
fn bad_and_leftover_typed_cards() {
    let err = spw(&["draw", "2", "--cards", "AH,1X"]).fails(2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("'1X' is not a card") && err.contains("JOKER"),
        "{err}"
    );
    let err = spw(&["draw", "2", "--cards", ""]).fails(2);
    assert!(err.contains("--cards is empty"), "{err}");
    let err = spw(&["draw", "1", "--cards", "joker"]).fails(2);
    assert!(err.contains("Joker is not in the deck at all"), "{err}");
    let d = spw(&["draw", "1", "--cards", "AH,KS"]).run();
    assert_eq!(d.status, 0, "{}", d.stderr);
    assert!(
        d.stdout.contains("A♥ (51 left in the deck)"),
        "{}",
        d.stdout
    );
    assert!(
        d.stderr.contains("warning: --cards: 1 card was not used"),
        "{}",
        d.stderr
    );
    let err = spw(&["draw", "1", "--dice", "3"]).fails(2);
    assert!(err.contains("not --dice"), "{err}");
}

#[test]
fn draws_beyond_the_pool_and_unknown_pools_are_refused() {
    let err = spw(&["draw", "53"]).fails(2);
    assert!(
        err.contains("cannot draw 53 cards from the deck, which holds 52"),
        "{err}"
    );
    let err = spw(&["draw", "2", "--pool", "cup"]).fails(2);
    assert!(
        err.contains("no pool called 'cup'") && err.contains("deck"),
        "{err}"
    );
    let err = spw(&["reshuffle", "bag"]).fails(2);
    assert!(err.contains("no pool called 'bag'"), "{err}");
    let err = spw(&["--chances", "reshuffle"]).fails(2);
    assert!(err.contains("no --chances"), "{err}");
}

/// A house-rule pools.toml: a deck with two jokers that reshuffles after one, a chit cup whose
/// chits go back after every command, and a bag that only `reshuffle` refills.
fn house() -> String {
    let dir = temp_dir("pools-house");
    std::fs::write(
        dir.join("pools.toml"),
        r#"
[deck]
section = "tsatf"
about = "Activation deck with jokers"
standard = { jokers = 2 }
refill = "trigger"
trigger = "joker"

[cup]
section = "series 12.3"
about = "Combat chits"
noun = "chit"
refill = "return"
items = [
  { name = "artillery", kind = "support", values = { points = 2 }, count = 2 },
  { name = "tactical 1", kind = "tactical", values = { points = 1 }, count = 3 },
  { name = "tactical 3", kind = "tactical", values = { points = 3 } },
]

[bag]
section = "frontier"
about = "Card tiles"
refill = "manual"
items = [{ name = "A♥" }, { name = "2♣" }, { name = "K♠" }]
"#,
    )
    .unwrap();
    dir.to_str().unwrap().to_string()
}

#[test]
fn house_pools_keep_their_own_refill_rules() {
    let dir = house();
    let (status, lines, err) = batch(
        &["--data", &dir, "--seed", "3"],
        "draw 2 --cards '5h,joker'\npools\ndraw 3 --pool cup\ndraw 6 --pool cup\npools\n\
         draw 2 --pool bag\ndraw 2 --pool bag\nreshuffle bag\ndraw 3 --pool bag\n",
    );
    assert_eq!(status, 2, "{err}");
    // The joker turned: every card goes back.
    assert!(
        lines[0]["result"]["note"]
            .as_str()
            .unwrap()
            .contains("Joker turned"),
        "{}",
        lines[0]
    );
    assert_eq!(lines[0]["result"]["joker"], 1);
    assert_eq!(left(&lines[1], "deck"), 54);
    // Chits are counted by kind and go back after each command.
    let cup = &lines[2]["result"];
    assert_eq!(
        cup["support"].as_i64().unwrap() + cup["tactical"].as_i64().unwrap(),
        3
    );
    assert_eq!(lines[3]["result"]["left"], 0);
    assert_eq!(left(&lines[4], "cup"), 6);
    // The bag is not refilled by itself.
    assert_eq!(lines[5]["result"]["left"], 1);
    assert!(
        err.contains(
            "the bag has 1 card left and this draw needs 2; put them back with `spw reshuffle bag`"
        ),
        "{err}"
    );
    assert_eq!(lines[8]["result"]["left"], 0);
}

#[test]
fn chances_of_a_house_cup_are_by_kind() {
    let dir = house();
    let v = chances(&["--data", &dir, "draw", "2", "--pool", "cup"]);
    // Both support chits: C(2,2)/C(6,2) = 1/15.
    assert_eq!(chance_of(&v, "support", 2), "1/15");
    assert_eq!(chance_of(&v, "tactical", 2), "2/5");
    let v = chances(&["--data", &dir, "draw", "3"]);
    // No joker in 3 cards from 54: C(52,3)/C(54,3) = 22100/24804 = 425/477; both jokers:
    // C(2,2)·52/C(54,3) = 52/24804 = 1/477.
    assert_eq!(chance_of(&v, "joker", 0), "425/477");
    assert_eq!(chance_of(&v, "joker", 2), "1/477");
}

#[test]
fn a_bad_house_pool_names_file_line_and_key() {
    let dir = temp_dir("pools-bad");
    std::fs::write(
        dir.join("pools.toml"),
        "[deck]\nsection = \"x\"\nabout = \"y\"\nstandard = { jokers = 3 }\n",
    )
    .unwrap();
    let err = spw(&["--data", dir.to_str().unwrap(), "draw", "1"]).fails(2);
    assert!(
        err.contains("pools.toml:") && err.contains("jokers = 3"),
        "{err}"
    );
    std::fs::write(
        dir.join("pools.toml"),
        "[deck]\nsection = \"x\"\nabout = \"y\"\nstandard = { jokers = 0 }\nrefill = \"never\"\n",
    )
    .unwrap();
    let err = spw(&["--data", dir.to_str().unwrap(), "pools"]).fails(2);
    assert!(err.contains("never") && err.contains("manual"), "{err}");
}

#[test]
fn drawing_agrees_with_chances() {
    agreement::check(&["draw", "5", "--shuffle"], 3000);
    let dir = house();
    agreement::check(&["--data", &dir, "draw", "3", "--shuffle"], 3000);
    agreement::check(&["--data", &dir, "draw", "4", "--pool", "cup"], 3000);
}

#[test]
fn chances_too_big_to_tabulate_are_refused_at_once() {
    let dir = temp_dir("pools-big");
    let items: Vec<String> = (0..200).map(|i| format!("{{ name = \"t{i}\" }}")).collect();
    std::fs::write(
        dir.join("pools.toml"),
        format!(
            "[bag]\nsection = \"x\"\nabout = \"y\"\nitems = [{}]\n",
            items.join(", ")
        ),
    )
    .unwrap();
    let d = dir.to_str().unwrap();
    // 2 tiles of 200 kinds, one each: C(200,2) = 19,900 ways, each with 200 counts.
    let err = spw(&["--data", d, "--chances", "draw", "2", "--pool", "bag"]).fails(2);
    assert!(
        err.contains("19,900 ways") && err.contains("at most 2,000,000"),
        "{err}"
    );
    let v = chances(&["--data", d, "draw", "1", "--pool", "bag"]);
    assert_eq!(chance_of(&v, "t7", 1), "1/200");
    // Rolling is not bounded by the table.
    let v = spw(&["--data", d, "--seed", "1", "draw", "150", "--pool", "bag"]).json();
    assert_eq!(v["result"]["left"], 50);
}

#[test]
fn typed_cards_that_run_out_on_a_one_card_draw_name_it_once() {
    // TSATF's activation deck is turned a card at a time, each draw named "card N".
    let err = spw(&[
        "tsatf", "cards", "--red", "2", "--black", "1", "--cards", "AH",
    ])
    .fails(2);
    assert!(err.contains("still need 1 for card 2 (and any"), "{err}");
}

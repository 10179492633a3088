//! Game files (JOURNAL.md): `spw game new|open|replay|log|repair`, `spw --game FILE COMMAND`,
//! and what survives closing, crashing and damage.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

use crate::harness::{spw, temp_dir};

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 temp path")
}

/// The journal's entries (the header left out), parsed.
fn entries(path: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(path).expect("game file");
    text.lines()
        .skip(1)
        .map(|l| serde_json::from_str(l).expect("entry"))
        .collect()
}

/// The reports the game recorded, in order, as `--json` prints them (undone ones too).
fn recorded_reports(path: &Path) -> Vec<Value> {
    entries(path)
        .iter()
        .flat_map(|e| e["output"].as_array().cloned().unwrap_or_default())
        .collect()
}

/// A game played over several processes gives exactly the dice and cards one batch session
/// with the same seed gives: the state (stream position, pools) is rebuilt on every open.
fn scripted_game(name: &str, rules: &str, first: &[&str], second: &[&str]) {
    let dir = temp_dir(&format!("game-{name}"));
    let f = dir.join("g.spw");
    let out = spw(&["game", "new", s(&f), "--rules", rules, "--seed", "11"]).ok();
    assert!(out.contains("seed 11"), "{out}");
    // The first evening: one-liners from the shell.
    for line in first {
        let mut args = vec!["--game", s(&f)];
        let words = shlex_split(line);
        args.extend(words.iter().map(String::as_str));
        spw(&args).ok();
    }
    // The next: the game's session, fed from a pipe.
    let mut script = second.join("\n");
    script.push('\n');
    spw(&["game", "open", s(&f)]).stdin(&script).ok();
    assert_eq!(entries(&f).len(), first.len() + second.len());

    let mut batch = String::new();
    for l in first.iter().chain(second) {
        batch.push_str(l);
        batch.push('\n');
    }
    // A game records each output as printed, less the JSON's version (JOURNAL.md).
    let one: Vec<Value> = spw(&["--json", "--rules", rules, "--seed", "11"])
        .stdin(&batch)
        .ok()
        .lines()
        .map(|l| {
            let mut v: Value = serde_json::from_str(l).expect("json line");
            v.as_object_mut().map(|o| o.remove("version"));
            v
        })
        .collect();
    assert_eq!(recorded_reports(&f), one);

    // Undo after reopening: the last command's cards go back; the dice stream goes on.
    let d = spw(&["game", "open", s(&f)]).stdin("undo\n").ok();
    assert!(d.contains("Undone: entry"), "{d}");
    let replay = spw(&["game", "replay", s(&f)]).ok();
    assert!(replay.contains("every result identical"), "{replay}");
    let log = spw(&["game", "log", s(&f)]).ok();
    let n = first.len() + second.len();
    assert!(log.contains(&format!("#{n}  ")), "{log}");
    assert!(log.contains(&format!("[undone by #{}]", n + 1)), "{log}");
    // Lines from the shell are recorded shell-quoted (`--side 'Red=a,b,c'`).
    for (l, e) in first.iter().chain(second).zip(entries(&f)) {
        assert_eq!(
            shlex_split(&e["line"].as_str().unwrap().replace('\'', "")),
            shlex_split(l)
        );
        assert!(
            log.contains(e["line"].as_str().unwrap()),
            "{l} missing from the log:\n{log}"
        );
    }
}

fn shlex_split(line: &str) -> Vec<String> {
    line.split_whitespace().map(str::to_string).collect()
}

#[test]
fn a_schwerpunkt_game_lasts_over_processes_and_replays() {
    scripted_game(
        "schwerpunkt",
        "schwerpunkt",
        &["barrage --guns 3", "draw 2"],
        &[
            "fire --marksmanship 4 --shots 5",
            "draw 3",
            "morale --morale 7 --officer",
        ],
    );
}

#[test]
fn a_portable_game_lasts_over_processes_and_replays() {
    scripted_game(
        "portable",
        "portable",
        &["activate --units 8 --army european", "initiative"],
        &[
            "close-combat --attacker cavalry --defender infantry-firearms",
            "activate --units 6 --army european",
        ],
    );
}

#[test]
fn a_frontier_game_lasts_over_processes_and_replays() {
    scripted_game(
        "frontier",
        "frontier",
        // The game stands in the tiles phase, which turns no tile yet (Turn Sequence 4): a
        // tile drawn from the bag for each unit, face down.
        &["draw 5 --pool tiles"],
        &[
            "battle --attacker afv --defender infantry --defender-in cover",
            "draw 4",
        ],
    );
}

#[test]
fn a_tsatf_game_lasts_over_processes_and_replays() {
    scripted_game(
        "tsatf",
        "tsatf",
        &[
            "cards --red 2 --black 2",
            "fire --quality veteran --weapon lmg --firers 1 --range 15 --class II",
        ],
        &[
            "fire --quality green --weapon rifle --firers 4 --range 20 --class I",
            "test --kind stand --quality veteran",
            "wound",
        ],
    );
}

#[test]
fn a_series_game_lasts_over_processes_and_replays() {
    // Without a schedule the game keeps no tracks: procedures outside the segments that spend
    // Activity Points (a later test covers the tracks).
    scripted_game(
        "series",
        "series",
        &[
            "superiority --attacker-rating 3 --defender-rating 2",
            "attrition --column clear --units 2",
        ],
        &[
            "event",
            "losses --hits 2 --units 1 --cannot-retreat",
            "draw 2 --pool cup_a",
        ],
    );
}

#[test]
fn undo_puts_cards_back_but_never_rewinds_the_dice() {
    let dir = temp_dir("game-undo");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--seed", "3"]).ok();
    spw(&["--game", s(&f), "draw", "5"]).ok();
    spw(&["game", "open", s(&f)]).stdin("undo\n").ok();
    let pools = spw(&["--game", s(&f), "pools"]).ok();
    assert!(pools.contains("deck: 52 of 52 left"), "{pools}");
    // Undoing and drawing again gives other cards: the stream went on.
    spw(&["--game", s(&f), "draw", "5"]).ok();
    let r = recorded_reports(&f);
    assert_eq!(r.len(), 2);
    assert_ne!(r[0]["result"]["cards"], r[1]["result"]["cards"]);
    let e = entries(&f);
    assert_eq!(e[1]["kind"], "undo");
    assert_eq!(e[1]["undoes"], 1);
    // `pools` only reads: not recorded.
    assert_eq!(e.len(), 3);
    let none = spw(&["game", "open", s(&f)]).stdin("undo\nundo\n").run();
    assert!(none.stderr.contains("nothing to undo"), "{}", none.stderr);
    assert!(spw(&["game", "replay", s(&f)]).ok().contains("4 entries"));
}

#[test]
fn next_steps_through_the_sequence_of_play_and_undo_steps_back() {
    let dir = temp_dir("game-next");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--rules", "portable", "--seed", "3"]).ok();
    let st = spw(&["game", "open", s(&f)])
        .stdin("next\nnext\nnext\nnext\nnext\nnext\nstatus\n")
        .ok();
    // Six phases (Turn Sequence): the sixth `next` starts turn 2.
    assert!(st.contains("Turn 1: second side close combat"), "{st}");
    assert!(st.contains("Turn 2, phase 1 of 6: artillery"), "{st}");
    // After reopening, undo goes back to the last phase of turn 1; commands are stamped.
    let st = spw(&["game", "open", s(&f)])
        .stdin("undo\nstatus\ninitiative\n")
        .ok();
    assert!(
        st.contains("Turn 1, phase 6 of 6: second side close combat"),
        "{st}"
    );
    let e = entries(&f);
    assert_eq!(e[5]["kind"], "next");
    assert_eq!(e[5]["turn"], 2);
    assert_eq!(e[7]["turn"], 1);
    assert_eq!(e[7]["phase"], "second side close combat");
    let log = spw(&["game", "log", s(&f)]).ok();
    assert!(
        log.contains("Turn 1 · second side close combat\n#7  undo"),
        "{log}"
    );
    spw(&["game", "replay", s(&f)]).ok();
}

#[test]
fn portable_close_combats_of_the_first_side_come_before_the_second_side_activates() {
    // Turn Sequence 2c-2d: the side that activates first resolves its close combats "and
    // casualties are removed" (2c); only "once the first side has activated all the Units it
    // may activate" does the second side follow 2a, 2b and 2c (2d).
    let dir = temp_dir("game-portable-turn");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--rules", "portable", "--seed", "3"]).ok();
    for _ in 0..6 {
        spw(&["--game", s(&f), "next"]).ok();
    }
    // Each `next` entry carries the phase it moved to; the sixth starts turn 2.
    let phases: Vec<String> = entries(&f)
        .iter()
        .filter(|e| e["kind"] == "next")
        .map(|e| e["phase"].as_str().unwrap_or_default().to_string())
        .collect();
    assert_eq!(
        phases,
        [
            "initiative",
            "first side activation",
            "first side close combat",
            "second side activation",
            "second side close combat",
            "artillery",
        ]
    );
}

#[test]
fn next_in_frontier_refills_the_tile_bag() {
    let dir = temp_dir("game-next-frontier");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--rules", "frontier", "--seed", "3"]).ok();
    let out = spw(&["game", "open", s(&f)])
        .stdin("draw 5 --pool tiles\nnext\nnext\nnext\n")
        .ok();
    assert!(out.contains("Turn 2: tiles"), "{out}");
    // A script piped in gets its answers only: the greeting is for a terminal.
    assert!(out.starts_with("draw 5\n"), "{out}");
    let e = entries(&f);
    assert_eq!(e[3]["output"][0]["procedure"], "reshuffle");
}

const ROSTER: &str = r#"
[[unit]]
name = "1st Platoon"
side = "Red"
figures = 10
marksmanship = 4
skill = 5
morale = 7

[[unit]]
name = "Panzergrenadiers"
side = "Blue"
figures = 8
marksmanship = 5
"#;

#[test]
fn a_roster_fills_options_takes_casualties_and_undo_restores_them() {
    let dir = temp_dir("game-roster");
    let r = dir.join("roster.toml");
    std::fs::write(&r, ROSTER).unwrap();
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--seed", "5", "--roster", s(&r)]).ok();
    // The unit's marksmanship is filled in; a typed option wins over the roster.
    spw(&[
        "--game",
        s(&f),
        "fire",
        "--unit",
        "1st Platoon",
        "--shots",
        "3",
    ])
    .ok();
    spw(&[
        "--game",
        s(&f),
        "fire",
        "--unit",
        "1st platoon",
        "--shots",
        "3",
        "--marksmanship",
        "6",
        // 1.10: a unit fires once in the phase; the referee allows a second.
        "--again",
    ])
    .ok();
    let e = entries(&f);
    // The line as typed is the record; what the roster filled is kept beside it.
    assert_eq!(e[0]["line"], "fire --unit '1st Platoon' --shots 3");
    assert_eq!(e[0]["filled"]["marksmanship"], 4);
    assert_eq!(e[0]["unit"], "1st Platoon");
    assert_eq!(e[0]["output"][0]["input"]["marksmanship"], 4);
    assert_eq!(e[1]["output"][0]["input"]["marksmanship"], 6);
    // Casualties come off the target's figures, and are shown.
    let out = spw(&[
        "--game",
        s(&f),
        "save",
        "--target",
        "1st Platoon",
        "--hits",
        "6",
    ])
    .ok();
    let e = entries(&f);
    let lost = e[2]["output"][0]["result"]["casualties"].as_i64().unwrap();
    assert!(lost > 0, "seed 5 should cost a figure: {out}");
    let left = 10 - lost;
    // 1.10: casualties lie down until the end of the phase, and go then.
    assert!(
        out.contains(&format!(
            "roster: 1st Platoon: {lost} casualties lying down"
        )),
        "{out}"
    );
    let out = spw(&["--game", s(&f), "next"]).ok();
    assert!(
        out.contains(&format!("1st Platoon: figures 10 → {left}")),
        "{out}"
    );
    let shown = spw(&["game", "open", s(&f)])
        .stdin("roster\nundo\nroster\n")
        .ok();
    let (before, after) = shown.split_once("Undone").unwrap();
    assert!(
        before.contains(&format!("1st Platoon: figures {left},")),
        "{shown}"
    );
    assert!(after.contains("1st Platoon: figures 10,"), "{shown}");
    spw(&["game", "replay", s(&f)]).ok();
}

#[test]
fn roster_names_list_close_matches_and_a_missing_field_names_unit_and_field() {
    let dir = temp_dir("game-roster-bad");
    let r = dir.join("roster.toml");
    std::fs::write(&r, ROSTER).unwrap();
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--seed", "5", "--roster", s(&r)]).ok();
    let err = spw(&["--game", s(&f), "morale", "--unit", "Panzergrenadier"]).fails(2);
    assert!(err.contains("close matches: Panzergrenadiers"), "{err}");
    let err = spw(&[
        "--game",
        s(&f),
        "save",
        "--target",
        "Panzergrenadiers",
        "--hits",
        "2",
    ])
    .fails(2);
    assert!(
        err.contains("unit \"Panzergrenadiers\" (Blue) has no field skill"),
        "{err}"
    );
    // Nothing was recorded for lines refused before a die was thrown.
    assert!(entries(&f).is_empty());
    let bad = dir.join("bad.toml");
    std::fs::write(
        &bad,
        "[[unit]]\nname = \"A\"\nside = \"Red\"\n[[unit]]\nname = \"a\"\nside = \"Blue\"\n",
    )
    .unwrap();
    let err = spw(&["game", "new", s(&dir.join("h.spw")), "--roster", s(&bad)]).fails(2);
    assert!(err.contains("two units are named"), "{err}");
    assert!(!dir.join("h.spw").exists());
}

#[test]
fn aliases_are_kept_in_the_game_and_undone_like_commands() {
    let dir = temp_dir("game-alias");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--seed", "8"]).ok();
    spw(&["game", "open", s(&f)])
        .stdin("alias arty = barrage --guns\nalias loop = loop 2\n")
        .ok();
    // The alias lasts past closing the game, expands with the rest of the line, and one
    // level only (an alias naming itself is not a loop).
    let out = spw(&["game", "open", s(&f)])
        .stdin("arty 2\nloop\nalias roll = roll d6\n")
        .run();
    assert!(out.stdout.contains("2 hits"), "{}", out.stdout);
    assert!(
        out.stderr.contains("unknown command 'loop'"),
        "{}",
        out.stderr
    );
    assert!(
        out.stderr.contains("alias roll: already a command"),
        "{}",
        out.stderr
    );
    let e = entries(&f);
    assert_eq!(e[0]["kind"], "alias");
    assert_eq!(e[0]["line"], "arty = barrage --guns");
    assert_eq!(e[2]["line"], "barrage --guns 2");
    let out = spw(&["game", "open", s(&f)])
        .stdin("undo\nundo\nalias\n")
        .ok();
    // undo says what it undid; the listing after it has the first alias only.
    assert!(
        out.contains("Undone: entry 2, alias loop = loop 2"),
        "{out}"
    );
    let listing: Vec<&str> = out
        .lines()
        .filter(|l| !l.starts_with("Undone") && !l.starts_with("  "))
        .collect();
    assert_eq!(listing, ["arty = barrage --guns"], "{out}");
    spw(&["game", "replay", s(&f)]).ok();
}

#[test]
fn stats_place_each_roll_in_its_exact_distribution_by_side() {
    let dir = temp_dir("game-stats");
    let r = dir.join("roster.toml");
    std::fs::write(&r, ROSTER).unwrap();
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--seed", "5", "--roster", s(&r)]).ok();
    // A roll of 1d2 can only be 1 (the 25th percentile, mid-rank) or 2 (the 75th).
    spw(&["--game", s(&f), "roll", "1d2"]).ok();
    spw(&[
        "--game",
        s(&f),
        "fire",
        "--unit",
        "1st Platoon",
        "--shots",
        "1",
    ])
    .ok();
    let e = entries(&f);
    let total = e[0]["output"][0]["result"]["total"].as_i64().unwrap();
    let hits = e[1]["output"][0]["result"]["hits"].as_i64().unwrap();
    // One shot at 4+: a hit is the 75th percentile, a miss the 25th.
    let at = |x: i64| if x == 1 { 25 } else { 75 };
    let red = at(hits + 1);
    let out = spw(&["--game", s(&f), "stats"]).ok();
    assert!(
        out.contains(&format!(
            "Red's dice ran at the {red}th percentile over 1 roll"
        )),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "Rolls naming no unit ran at the {}th percentile over 1 roll",
            at(total)
        )),
        "{out}"
    );
    // A save whose dice were typed in counts too, the saving side's way: two casualties from
    // two hits at skill 4 (1/4 of saves) is bad luck, the 12.5th percentile, not good.
    spw(&[
        "--game",
        s(&f),
        "save",
        "--target",
        "Panzergrenadiers",
        "--hits",
        "2",
        "--skill",
        "4",
        "--dice",
        "1,2",
    ])
    .ok();
    let out = spw(&["--game", s(&f), "stats"]).ok();
    assert!(
        out.contains("Blue's dice ran at the 13th percentile over 1 roll"),
        "{out}"
    );
    assert!(
        crate::harness::flat(&out).contains("counted the rolling side's way"),
        "{out}"
    );
}

#[test]
fn again_repeats_and_a_pasted_spw_is_accepted() {
    let dir = temp_dir("game-again");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--seed", "3"]).ok();
    let out = spw(&["game", "open", s(&f)])
        .stdin("spw roll 2d6\nagain\nroll 3d6 --chances\nhelp\n")
        .ok();
    assert!(out.contains("again: roll 2d6"), "{out}");
    assert!(out.contains("barrage"), "help lists the procedures: {out}");
    let e = entries(&f);
    // Two rolls; `--chances` and `help` change nothing and are not recorded.
    assert_eq!(e.len(), 2, "{e:?}");
    assert_eq!(e[1]["line"], "roll 2d6");
}

#[test]
fn replay_names_the_first_entry_that_differs() {
    let dir = temp_dir("game-tamper");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--seed", "5"]).ok();
    for _ in 0..3 {
        spw(&["--game", s(&f), "roll", "d6"]).ok();
    }
    let text = std::fs::read_to_string(&f).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut e: Value = serde_json::from_str(&lines[2]).unwrap();
    let v = e["output"][0]["result"]["total"].as_i64().unwrap();
    e["output"][0]["result"]["total"] = Value::from(v % 6 + 1);
    lines[2] = e.to_string();
    std::fs::write(&f, lines.join("\n") + "\n").unwrap();
    let err = spw(&["game", "replay", s(&f)]).fails(1);
    assert!(err.contains("entry 2 (`roll d6`) differs"), "{err}");
    assert!(err.contains("result"), "{err}");
}

/// A line break in a name would print as a line of its own in `roster`, `status` and the log
/// ("Blue:" and a destroyed unit invented): a roster holding one is refused, from `--roster`
/// and from a hand-edited header, as are `set` values and aliases; and the log escapes a break
/// inside any field of a hand-edited entry.
#[test]
fn control_characters_cannot_forge_lines_of_the_roster_or_the_log() {
    let dir = temp_dir("game-forged");
    let forged = "Rifles\nBlue:\n  Guards: figures 99, DESTROYED";
    let roster = dir.join("r.toml");
    let f = dir.join("g.spw");
    for unit in [
        r#"name = "Rifles\nBlue:\n  Guards: figures 99, DESTROYED"
side = "Red""#,
        r#"name = "Rifles"
side = "Red\u001b[2J""#,
        r#"name = "Rifles"
side = "Red"
note = "a\tb""#,
    ] {
        let text = format!("[[unit]]\n{unit}\n");
        std::fs::write(&roster, &text).unwrap();
        let err = spw(&["game", "new", s(&f), "--roster", s(&roster)]).fails(2);
        assert!(err.contains("holds the control character"), "{text}\n{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(!f.exists());
    }
    // A header edited by hand is checked as a roster file is.
    std::fs::write(
        &roster,
        "[[unit]]\nname = \"Rifles\"\nside = \"Red\"\nfigures = 10\n",
    )
    .unwrap();
    spw(&["game", "new", s(&f), "--seed", "1", "--roster", s(&roster)]).ok();
    let text = std::fs::read_to_string(&f).unwrap();
    let edited = text.replacen("\"Rifles\"", &serde_json::to_string(forged).unwrap(), 1);
    let g = dir.join("edited.spw");
    std::fs::write(&g, edited).unwrap();
    for args in [&["--game", s(&g), "roster"][..], &["game", "log", s(&g)]] {
        let err = spw(args).fails(2);
        assert!(
            err.contains("line 1: the roster: unit 1: the name"),
            "{err}"
        );
    }
    // `set` and `alias` refuse a value or command with a line break.
    let err = spw(&["--game", s(&f), "set", "Rifles", "note=a\nBlue:"]).fails(2);
    assert!(err.contains("the value \"a\\nBlue:\" holds"), "{err}");
    let err = spw(&["--game", s(&f), "alias", "f", "=", "roll", "d6\nBlue:"]).fails(2);
    assert!(err.contains("alias f: the command holds"), "{err}");
    // An entry edited by hand: its line break shows as \n, in text and Markdown.
    let mut text = std::fs::read_to_string(&f).unwrap();
    text.push_str(
        &serde_json::json!({"n": 1, "kind": "alias", "line": format!("f = roll '{forged}'"), "stream": 0})
            .to_string(),
    );
    text.push('\n');
    std::fs::write(&f, text).unwrap();
    for format in ["text", "md"] {
        let log = spw(&["game", "log", s(&f), "--format", format]).ok();
        assert!(!log.lines().any(|l| l.trim() == "Blue:"), "{log}");
        assert!(log.contains("Rifles\\nBlue:"), "{log}");
    }
}

#[test]
fn the_log_comes_as_text_markdown_and_json() {
    let dir = temp_dir("game-log");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--seed", "9"]).ok();
    spw(&["--game", s(&f), "barrage", "--guns", "2"]).ok();
    spw(&["--game", s(&f), "draw", "1"]).ok();
    let md = spw(&["game", "log", s(&f), "--format", "md"]).ok();
    assert!(
        md.contains(
            "## Turn 1 · off-table artillery fire\n\n1. `barrage --guns 2`\n   - gun (d10): "
        ),
        "{md}"
    );
    // Markdown to print: every line fits 80 columns.
    assert!(md.lines().all(|l| l.chars().count() <= 80), "{md}");
    // It ends with the after-action summary.
    assert!(md.contains("\n## After action\n\n- Turns begun: 1"), "{md}");
    assert!(
        md.contains("- Rolls: 2 thrown by spw, 0 typed in from the table"),
        "{md}"
    );
    let json = spw(&["game", "log", s(&f), "--format", "json"]).ok();
    let lines: Vec<Value> = json
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["spw_journal"], 2);
    assert_eq!(lines[0]["seed"], 9);
    assert_eq!(lines[2]["output"][0]["drawn"][0]["pool"], "deck");
    let text = spw(&["game", "log", s(&f)]).ok();
    assert!(text.contains("    gun (d10): "), "{text}");
    assert!(text.contains("\nAfter action\n  Turns begun: 1"), "{text}");
}

#[test]
fn a_last_line_cut_short_is_dropped_with_a_warning_and_nothing_else_lost() {
    let dir = temp_dir("game-cut");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--seed", "2"]).ok();
    spw(&["--game", s(&f), "roll", "d6"]).ok();
    let whole = std::fs::read(&f).unwrap();
    let mut cut = whole.clone();
    cut.extend_from_slice(br#"{"n":2,"kind":"command","line":"roll"#);
    std::fs::write(&f, &cut).unwrap();
    let d = spw(&["--game", s(&f), "roll", "d8"]).run();
    assert_eq!(d.status, 0, "{}", d.stderr);
    assert!(d.stderr.contains("last line was cut short"), "{}", d.stderr);
    let e = entries(&f);
    assert_eq!(e.len(), 2);
    assert_eq!(e[1]["line"], "roll d8");
    assert_eq!(e[1]["n"], 2);
    spw(&["game", "replay", s(&f)]).ok();
}

/// An editor saves the journal without its last newline: the last line is whole, kept without
/// a warning, and the newline is written before the next entry.
#[test]
fn a_whole_last_line_without_its_newline_is_kept() {
    let dir = temp_dir("game-unended");
    let f = dir.join("g.spw");
    let roster = dir.join("r.toml");
    std::fs::write(
        &roster,
        "[[unit]]\nname = \"A Company\"\nside = \"Red\"\nfigures = 10\n",
    )
    .unwrap();
    spw(&["game", "new", s(&f), "--seed", "2", "--roster", s(&roster)]).ok();
    spw(&["--game", s(&f), "set", "A Company", "figures=3"]).ok();
    let whole = std::fs::read(&f).unwrap();
    std::fs::write(&f, whole.strip_suffix(b"\n").unwrap()).unwrap();
    let d = spw(&["--game", s(&f), "roll", "d8"]).run();
    assert_eq!((d.status, d.stderr.as_str()), (0, ""));
    let e = entries(&f);
    assert_eq!(e.len(), 2);
    assert_eq!(e[0]["kind"], "command");
    assert_eq!(e[1]["line"], "roll d8");
    let out = spw(&["--game", s(&f), "roster"]).ok();
    assert!(out.contains("A Company: figures 3"), "{out}");
    spw(&["game", "replay", s(&f)]).ok();
    // A header alone without its newline is a game too.
    let g = dir.join("h.spw");
    spw(&["game", "new", s(&g), "--seed", "2"]).ok();
    let head = std::fs::read(&g).unwrap();
    std::fs::write(&g, head.strip_suffix(b"\n").unwrap()).unwrap();
    let out = spw(&["game", "repair", s(&g)]).ok();
    assert!(out.contains("nothing to repair"), "{out}");
    spw(&["--game", s(&g), "roll", "d8"]).ok();
    assert_eq!(entries(&g).len(), 1);
}

#[test]
fn a_damaged_line_is_named_and_repair_keeps_what_came_before() {
    let dir = temp_dir("game-damaged");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--seed", "2"]).ok();
    for _ in 0..4 {
        spw(&["--game", s(&f), "draw", "1"]).ok();
    }
    let text = std::fs::read_to_string(&f).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines[3] = "{\"n\":3,\"kind\":\"comm";
    let damaged = lines.join("\n") + "\n";
    std::fs::write(&f, &damaged).unwrap();
    let err = spw(&["--game", s(&f), "draw", "1"]).fails(2);
    assert!(err.contains("g.spw: line 4 is damaged"), "{err}");
    assert!(err.contains("keeps the 2 entries before it"), "{err}");
    let out = spw(&["game", "repair", s(&f)]).ok();
    assert!(out.contains("kept the header and 2 entries"), "{out}");
    assert_eq!(
        std::fs::read_to_string(dir.join("g.spw.damaged")).unwrap(),
        damaged
    );
    assert_eq!(entries(&f).len(), 2);
    spw(&["game", "replay", s(&f)]).ok();
    // The game goes on from the entries kept: 50 cards left after two draws.
    let d = spw(&["--game", s(&f), "draw", "1"]).ok();
    assert!(d.contains("(49 left"), "{d}");
}

#[test]
fn empty_foreign_and_future_files_are_refused() {
    let dir = temp_dir("game-refused");
    let empty = dir.join("empty.spw");
    std::fs::write(&empty, "").unwrap();
    let err = spw(&["game", "open", s(&empty)]).fails(2);
    assert!(
        err.contains("empty.spw: empty: not an spw game file"),
        "{err}"
    );
    let foreign = dir.join("notes.txt");
    std::fs::write(&foreign, "turn 1: Red advances\n").unwrap();
    let err = spw(&["game", "replay", s(&foreign)]).fails(2);
    assert!(err.contains("not an spw game file"), "{err}");
    let future = dir.join("future.spw");
    std::fs::write(
        &future,
        "{\"spw_journal\":3,\"spw\":\"9.0.0\",\"rules\":\"schwerpunkt\",\"seed\":1,\"new\":true}\n",
    )
    .unwrap();
    let err = spw(&["--game", s(&future), "roll", "d6"]).fails(2);
    assert!(err.contains("journal format 3"), "{err}");
    assert!(err.contains("newer spw"), "{err}");
    let other = dir.join("other.spw");
    std::fs::write(
        &other,
        "{\"spw_journal\":1,\"spw\":\"0.1.0\",\"rules\":\"kriegsspiel\",\"seed\":1}\n",
    )
    .unwrap();
    let err = spw(&["game", "open", s(&other)]).fails(2);
    assert!(
        err.contains("rule set \"kriegsspiel\", which this spw does not have"),
        "{err}"
    );
    // A game file is never overwritten.
    let err = spw(&["game", "new", s(&future)]).fails(2);
    assert!(err.contains("already exists"), "{err}");
    // A missing file is bad input (2) like a missing --data directory, said with a hint.
    let missing = dir.join("missing.spw");
    let err = spw(&["--game", s(&missing), "roll", "d6"]).fails(2);
    assert!(
        err.contains("missing.spw: no such file; `spw game new FILE` starts a game"),
        "{err}"
    );
    let err = spw(&["game", "log", s(&missing)]).fails(2);
    assert!(err.contains("missing.spw: no such file"), "{err}");
}

fn spw_cmd(args: &[&str], home: &Path) -> Command {
    let mut c = Command::new(crate::harness::bin());
    c.args(args);
    for (k, _) in std::env::vars() {
        if k.starts_with("SPW_") || k.starts_with("XDG_") {
            c.env_remove(k);
        }
    }
    c.env("HOME", home)
        .env("XDG_DATA_HOME", home.join("data"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    c
}

#[test]
fn a_second_writer_is_refused_while_a_game_is_open() {
    let dir = temp_dir("game-two");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--seed", "2"]).ok();
    let mut first = spw_cmd(&["game", "open", s(&f)], &dir).spawn().unwrap();
    // A first result is printed once the game is open and locked.
    let mut stdin = first.stdin.take().unwrap();
    writeln!(stdin, "roll d6").unwrap();
    let mut stdout = first.stdout.take().unwrap();
    let mut b = [0u8; 1];
    stdout.read_exact(&mut b).unwrap();
    let err = spw(&["--game", s(&f), "roll", "d6"]).fails(1);
    assert!(err.contains("is open in another spw"), "{err}");
    let err = spw(&["game", "open", s(&f)]).fails(1);
    assert!(err.contains("one writer at a time"), "{err}");
    // Readers are not writers.
    spw(&["game", "log", s(&f)]).ok();
    drop(stdin);
    first.wait().unwrap();
    spw(&["--game", s(&f), "roll", "d6"]).ok();
}

/// A small seeded generator for the kill moments (xorshift64*).
#[cfg(unix)]
struct Moments(u64);

#[cfg(unix)]
impl Moments {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
}

/// kill -9 at 200 seeded moments while a script feeds commands: after each, the journal reads
/// back, holds exactly the commands sent in order up to where it stops, holds every result the
/// process showed, and misses at most the one in flight; the next open replays it.
#[cfg(unix)]
#[test]
fn kill_9_at_any_moment_loses_at_most_the_command_in_flight() {
    let dir = temp_dir("game-kill");
    let mut moments = Moments(0x005e_ed0f_9111);
    let mut kept = 0;
    // Four games of 50 kills each: every reopening replays the whole game, and shorter games
    // keep the test's run time modest.
    for game in 0..4 {
        kept += kill_50_times(&dir.join(format!("g{game}.spw")), &mut moments);
    }
    // The seeded waits alone make over 250 results shown before a kill, however loaded the
    // machine.
    assert!(
        kept > 200,
        "the kills came too early to test much: {kept} entries"
    );
}

/// 50 kills on one game; how many entries it kept.
#[cfg(unix)]
fn kill_50_times(f: &Path, moments: &mut Moments) -> usize {
    let dir = f.parent().unwrap();
    spw(&["game", "new", s(f), "--seed", "4"]).ok();
    let mut sent: Vec<String> = Vec::new();
    let mut next = 0u64;
    let mut least = 0;
    for round in 0..50 {
        let mut child = spw_cmd(&["--json", "game", "open", s(f)], dir)
            .spawn()
            .unwrap();
        // Commands that change the state (the stream, the deck), each line unique.
        let mut script = String::new();
        let mut this: Vec<String> = Vec::new();
        for _ in 0..4 {
            next += 1;
            let line = if next % 3 == 0 {
                "draw 1".to_string()
            } else {
                format!("roll d6+{next}")
            };
            script.push_str(&line);
            script.push('\n');
            this.push(line);
        }
        let mut stdin = child.stdin.take().unwrap();
        let _ = stdin.write_all(script.as_bytes());
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        // Most kills land while commands run (after the first result: the game is open); one
        // in five lands at any moment from the start, while the game is being rebuilt.
        // Those first wait for a seeded number of results (1-4), so the test covers kills
        // deep in a script however slow a loaded machine starts the process.
        let mut shown = 0;
        if moments.below(5) != 0 {
            let wait_for = 1 + moments.below(4) as usize;
            least += wait_for;
            while shown < wait_for {
                let mut l = String::new();
                if stdout.read_line(&mut l).unwrap_or(0) == 0 {
                    break;
                }
                shown += usize::from(l.starts_with('{'));
            }
        }
        std::thread::sleep(std::time::Duration::from_micros(moments.below(12_000)));
        child.kill().unwrap();
        let _ = child.wait();
        drop(stdin);
        let mut rest = String::new();
        let _ = stdout.read_to_string(&mut rest);
        shown += rest.lines().filter(|l| l.starts_with('{')).count();

        let text = std::fs::read_to_string(f).unwrap();
        let whole = text.rfind('\n').map_or("", |i| &text[..i]);
        let lines: Vec<&str> = whole.lines().skip(1).collect();
        let recorded: Vec<String> = lines
            .iter()
            .map(|l| {
                let e: Value = serde_json::from_str(l)
                    .unwrap_or_else(|e| panic!("round {round}: damaged entry ({e}): {l}"));
                e["line"].as_str().unwrap_or("").to_string()
            })
            .collect();
        let before = sent.len();
        let now = recorded.len() - before;
        assert_eq!(
            recorded[..before],
            sent[..],
            "round {round}: earlier entries changed"
        );
        assert_eq!(
            recorded[before..],
            this[..now],
            "round {round}: not the commands sent, in order"
        );
        assert!(
            shown <= now && now <= shown + 1,
            "round {round}: {shown} results shown, {now} recorded"
        );
        sent.extend(this.into_iter().take(now));
    }
    let out = spw(&["game", "replay", s(f)]).ok();
    assert!(
        out.contains(&format!("{} entries replayed", sent.len())),
        "{out}"
    );
    assert!(
        sent.len() >= least,
        "{} entries kept, but {least} results were shown before the kills",
        sent.len()
    );
    sent.len()
}

/// Ctrl-C while a long `--chances` runs stops that command and returns to the prompt: the game
/// goes on, and the stopped command is not recorded.
#[cfg(unix)]
#[test]
fn ctrl_c_stops_a_long_computation_and_the_game_goes_on() {
    let dir = temp_dir("game-ctrl-c");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--seed", "3"]).ok();
    let mut child = spw_cmd(&["--json", "game", "open", s(&f)], &dir)
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let result = |stdout: &mut BufReader<_>| loop {
        let mut l = String::new();
        assert!(
            stdout.read_line(&mut l).unwrap() > 0,
            "the REPL ended early"
        );
        // A stopped command's error is a JSON object too (`{"error": ...}`), as in a batch.
        if l.starts_with('{') && !l.contains("\"error\":") {
            return l;
        }
    };
    // The heaviest melee spw admits: seconds in a debug build, so the signal lands inside it.
    let melee = "--chances melee --attacker-figures 150 --attacker-ferocity 4 --attacker-skill 4 \
                 --attacker-morale 12 --attacker-officer --defender-figures 150 \
                 --defender-ferocity 4 --defender-skill 4 --defender-morale 12 \
                 --defender-officer --pursue\n";
    let mut stopped = 0;
    for _ in 0..3 {
        writeln!(stdin, "roll d6").unwrap();
        assert!(result(&mut stdout).contains("\"roll\""));
        stdin.write_all(melee.as_bytes()).unwrap();
        std::thread::sleep(std::time::Duration::from_millis(300));
        let pid = child.id().to_string();
        let killed = Command::new("kill").args(["-INT", &pid]).status().unwrap();
        assert!(killed.success());
        writeln!(stdin, "roll d6").unwrap();
        // Either the melee was stopped (no result for it) or it had finished first.
        let next = result(&mut stdout);
        if next.contains("\"roll\"") {
            stopped += 1;
        } else {
            assert!(next.contains("\"melee\""), "{next}");
            assert!(result(&mut stdout).contains("\"roll\""));
        }
    }
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(stopped > 0, "every melee finished before Ctrl-C: {err}");
    // A script whose lines were stopped did not all run: a runtime failure, as in a batch.
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(
        err.matches("interrupted (Ctrl-C)").count(),
        stopped,
        "{err}"
    );
    // Only the rolls are on the record; the game still replays.
    let log = std::fs::read_to_string(&f).unwrap();
    assert_eq!(log.lines().count(), 1 + 6, "{log}");
    assert!(!log.contains("melee"), "{log}");
    spw(&["game", "replay", s(&f)]).ok();
}

const SERIES_ROSTER: &str = r#"
[[side]]
name = "Axis"
c3i = [4, 3]
[[side]]
name = "Allies"
c3i = [2, 2]

[[unit]]
name = "2nd Pz"
side = "Axis"
steps = 2

[[unit]]
name = "7th Rifles"
side = "Allies"
steps = 2
"#;

/// The tracks of `status`, as "Axis: 4 C3I Points, 0 Activity Points" lines.
fn tracks_of(status: &str) -> Vec<String> {
    status
        .lines()
        .skip_while(|l| !l.starts_with("Tracks"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .map(|l| l.trim().replace(" (phasing)", ""))
        .collect()
}

#[test]
fn a_series_game_keeps_c3i_and_activity_points() {
    let dir = temp_dir("game-series-tracks");
    let r = dir.join("roster.toml");
    std::fs::write(&r, SERIES_ROSTER).unwrap();
    let f = dir.join("g.spw");
    spw(&[
        "game",
        "new",
        s(&f),
        "--rules",
        "series",
        "--seed",
        "9",
        "--roster",
        s(&r),
    ])
    .ok();
    let g = |args: &[&str]| {
        let mut a = vec!["--game", s(&f)];
        a.extend(args);
        spw(&a).ok()
    };
    // The game starts in turn 1's administrative segment, turn 1's C3I received (7.1).
    assert_eq!(
        tracks_of(&g(&["status"])),
        [
            "Axis: 4 C3I Points, 0 Activity Points",
            "Allies: 2 C3I Points, 0 Activity Points"
        ]
    );
    // C3I are spent only in a Schwerpunkt segment (7.2).
    let err = spw(&["--game", s(&f), "activity", "--c3i", "1"]).fails(2);
    assert!(err.contains("only in a Schwerpunkt segment"), "{err}");
    g(&["next"]);
    let out = g(&["activity", "--c3i", "2", "--dice", "3,4"]);
    let e = entries(&f);
    let ap = e[1]["output"][0]["result"]["activity_points"]
        .as_i64()
        .unwrap();
    assert!(ap >= 3, "this test wants a combat's worth: {out}");
    assert!(
        out.contains(&format!(
            "tracks: Axis: C3I Points 4 → 2 (spent 2), Activity Points 0 → {ap}"
        )),
        "{out}"
    );
    let out = g(&["crt", "--odds", "3:1"]);
    assert!(
        out.contains(&format!("tracks: Axis: Activity Points {ap} → {}", ap - 3)),
        "{out}"
    );
    let status = g(&["status"]);
    assert!(status.contains("Axis (phasing)"), "{status}");
    assert_eq!(
        tracks_of(&status),
        [
            format!("Axis: 2 C3I Points, {} Activity Points", ap - 3),
            "Allies: 2 C3I Points, 0 Activity Points".to_string()
        ]
    );
    // Spending more than held: one line, exit 2, the journal untouched.
    let before = std::fs::read(&f).unwrap();
    let err = spw(&["--game", s(&f), "spend", &(ap - 2).to_string(), "moved"]).fails(2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains(&format!(
            "Axis has {} Activity Points, fewer than {}",
            ap - 3,
            ap - 2
        )),
        "{err}"
    );
    let err = spw(&["--game", s(&f), "activity", "--c3i", "3"]).fails(2);
    assert!(err.contains("Axis has 2 C3I Points, fewer than 3"), "{err}");
    assert_eq!(std::fs::read(&f).unwrap(), before);
    // Activity Points are lost at the segment's end (8.0), in the game's session.
    let out = spw(&["game", "open", s(&f)]).stdin("next\nstatus\n").ok();
    let live = tracks_of(&out);
    if ap > 3 {
        assert!(
            out.contains(&format!("tracks: Axis: Activity Points {} → 0", ap - 3)),
            "{out}"
        );
    }
    let reopened = g(&["status"]);
    assert_eq!(tracks_of(&reopened), live);
    assert_eq!(
        tracks_of(&reopened),
        [
            "Axis: 2 C3I Points, 0 Activity Points",
            "Allies: 2 C3I Points, 0 Activity Points"
        ]
    );
    // Undo after reopening puts the Activity Points back; replay gives the same notes.
    let out = spw(&["game", "open", s(&f)]).stdin("undo\nstatus\n").ok();
    assert!(
        tracks_of(&out).contains(&format!("Axis: 2 C3I Points, {} Activity Points", ap - 3)),
        "{out}"
    );
    let replay = spw(&["game", "replay", s(&f)]).ok();
    assert!(replay.contains("every result identical"), "{replay}");
    // Through turn 1 to turn 2's administrative segment: C3I received and accumulated.
    let out = spw(&["game", "open", s(&f)])
        .stdin("next\nnext\nnext\nnext\nnext\n")
        .ok();
    assert!(
        out.contains("tracks: Axis: C3I Points 2 → 5 (receives 3 for turn 2, 7.1)"),
        "{out}"
    );
    assert!(
        out.contains("tracks: Allies: C3I Points 2 → 4 (receives 2 for turn 2, 7.1)"),
        "{out}"
    );
    let log = spw(&["game", "log", s(&f)]).ok();
    assert!(log.contains("tracks: Axis: C3I Points 4 → 2"), "{log}");
    spw(&["game", "replay", s(&f)]).ok();
    // A replay that disagrees with a recorded track note is caught.
    let text = std::fs::read_to_string(&f).unwrap();
    std::fs::write(&f, text.replacen("C3I Points 2 → 5", "C3I Points 2 → 6", 1)).unwrap();
    let err = spw(&["game", "replay", s(&f)]).fails(1);
    assert!(err.contains("tracks: recorded"), "{err}");
}

#[test]
fn a_series_game_without_a_schedule_refuses_what_needs_one() {
    let dir = temp_dir("game-series-none");
    let f = dir.join("g.spw");
    let new = spw(&["game", "new", s(&f), "--rules", "series", "--seed", "2"]).ok();
    assert!(new.contains("this game keeps no tracks"), "{new}");
    spw(&["--game", s(&f), "next"]).ok();
    let before = std::fs::read(&f).unwrap();
    for line in [
        &["activity", "--c3i", "1"][..],
        &["crt", "--odds", "2:1"],
        &["spend", "1"],
    ] {
        let mut a = vec!["--game", s(&f)];
        a.extend(line);
        let err = spw(&a).fails(2);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("this game has no C3I schedule"), "{err}");
    }
    assert_eq!(std::fs::read(&f).unwrap(), before);
    // The turns go on without tracks: the second player's segment refuses a combat too, a
    // general segment's is free (13.0), and the next turn starts with nothing received.
    let out = spw(&["game", "open", s(&f)])
        .stdin("next\ncrt --odds 2:1\nnext\ncrt --odds 2:1\nnext\nnext\nnext\nstatus\n")
        .run();
    assert_eq!(out.stderr.matches("error: ").count(), 1, "{}", out.stderr);
    assert!(
        out.stderr.contains("crt in a Schwerpunkt segment needs"),
        "{}",
        out.stderr
    );
    assert!(
        out.stdout.contains("Turn 2, phase 1 of 6"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout
            .contains("none kept, the roster gives no C3I schedule"),
        "{}",
        out.stdout
    );
    assert!(!out.stdout.contains("tracks:"), "{}", out.stdout);
    let e = entries(&f);
    let crt: Vec<&Value> = e.iter().filter(|x| x["line"] == "crt --odds 2:1").collect();
    assert_eq!(crt.len(), 1);
    assert_eq!(crt[0]["phase"], "first player general segment");
    // A schedule for one side only, or in a rule set without tracks, is refused at the start.
    let r = dir.join("r.toml");
    std::fs::write(
        &r,
        "[[side]]\nname = \"A\"\nc3i = [1]\n[[side]]\nname = \"B\"\n",
    )
    .unwrap();
    let err = spw(&[
        "game",
        "new",
        s(&dir.join("h.spw")),
        "--rules",
        "series",
        "--roster",
        s(&r),
    ])
    .fails(2);
    assert!(err.contains("side \"B\" has no c3i schedule"), "{err}");
    let err = spw(&["game", "new", s(&dir.join("h.spw")), "--roster", s(&r)]).fails(2);
    assert!(err.contains("keeps no C3I track"), "{err}");
    assert!(!dir.join("h.spw").exists());
}

#[test]
fn a_game_lists_its_own_pools_unless_asked_for_all() {
    let dir = temp_dir("game-pools");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--rules", "series", "--seed", "2"]).ok();
    let names = |v: &Value| -> Vec<String> {
        v["result"]["pools"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["name"].as_str().unwrap().to_string())
            .collect()
    };
    let own = spw(&["--game", s(&f), "pools"]).json();
    assert_eq!(names(&own), ["deck", "cup_a", "cup_b"]);
    let all = spw(&["--game", s(&f), "pools", "--all"]).json();
    assert!(names(&all).contains(&"activation".to_string()), "{all}");
    assert!(names(&all).contains(&"tiles".to_string()), "{all}");
    let status = spw(&["--game", s(&f), "status"]).ok();
    assert!(status.contains("cup_a: 10 of 10 left"), "{status}");
    assert!(!status.contains("activation"), "{status}");
    // Outside a game every pool is listed, as before.
    let plain = spw(&["pools"]).json();
    assert_eq!(names(&plain), names(&all));
}

#[test]
fn results_beyond_casualties_change_the_roster_and_replay_rebuilds_them() {
    let dir = temp_dir("game-effects");
    // The same units in each rule set, with the fields that rule set's units have.
    let roster = |rules: &str| {
        let fields = |unit: &str| match (rules, unit) {
            ("schwerpunkt", "Guns") => "guns = 4\n",
            ("schwerpunkt", "Rifles") => "figures = 8\nguns = 3\n",
            ("series", "Kampfgruppe") => "steps = 4\n",
            ("tsatf", "Squad") => "figures = 6\nwounded = 1\n",
            _ => "",
        };
        let r = dir.join(format!("{rules}.toml"));
        let mut text = String::new();
        for (unit, side) in [
            ("Guns", "Red"),
            ("Rifles", "Blue"),
            ("Kampfgruppe", "Red"),
            ("Squad", "Blue"),
        ] {
            text.push_str(&format!(
                "[[unit]]\nname = \"{unit}\"\nside = \"{side}\"\n{}",
                fields(unit)
            ));
        }
        std::fs::write(&r, text).unwrap();
        r
    };
    // Each rule set with a mapped result: the line (dice typed), the unit, and its notes.
    let cases: &[(&str, &[&str], &str, &[&str])] = &[
        (
            "schwerpunkt",
            &[
                "pin",
                "--hits",
                "4",
                "--strength",
                "8",
                "--target",
                "Rifles",
            ],
            "Rifles",
            &["Rifles: pinned"],
        ),
        (
            "schwerpunkt",
            &[
                "duel",
                "--skill",
                "4",
                "--enemy-skill",
                "5",
                "--dice",
                "6,6,1,1,1,1",
                "--unit",
                "Guns",
                "--target",
                "Rifles",
            ],
            "Rifles",
            &["Rifles: guns 3 → 1"],
        ),
        (
            "portable",
            &["fire", "--dice", "6", "--target", "Rifles"],
            "Rifles",
            // A Portable Unit is whole or destroyed: its other fields are left as they were.
            &["Rifles: destroyed"],
        ),
        (
            "frontier",
            &[
                "battle",
                "--attacker",
                "infantry",
                "--defender",
                "infantry",
                "--dice",
                "6,1",
                "--unit",
                "Guns",
                "--target",
                "Rifles",
            ],
            "Rifles",
            &["Rifles: destroyed"],
        ),
        (
            "series",
            &[
                "losses",
                "--hits",
                "2",
                "--units",
                "1",
                "--cannot-retreat",
                "--target",
                "Kampfgruppe",
            ],
            "Kampfgruppe",
            &["Kampfgruppe: steps 4 → 1", "Kampfgruppe: flipped"],
        ),
        (
            "tsatf",
            &["wound", "--first", "--dice", "1", "--unit", "Squad"],
            "Squad",
            &["Squad: wounded 1 → 0", "Squad: figures 6 → 7"],
        ),
    ];
    for (i, (rules, line, unit, want)) in cases.iter().enumerate() {
        let f = dir.join(format!("g{i}.spw"));
        spw(&[
            "game",
            "new",
            s(&f),
            "--rules",
            rules,
            "--seed",
            "3",
            "--roster",
            s(&roster(rules)),
        ])
        .ok();
        let mut a = vec!["--game", s(&f)];
        a.extend(*line);
        let out = spw(&a).run();
        let shown: Vec<&str> = out
            .stdout
            .lines()
            .filter_map(|l| l.strip_prefix("roster: "))
            .collect();
        assert_eq!(
            shown, *want,
            "{rules} {line:?}: {}{}",
            out.stdout, out.stderr
        );
        let e = entries(&f);
        assert_eq!(e[0]["roster"], serde_json::json!(want));
        // The line in a game's session: the roster it shows live is the one a reopened game
        // rebuilds from the journal.
        let g2 = dir.join(format!("live{i}.spw"));
        spw(&[
            "game",
            "new",
            s(&g2),
            "--rules",
            rules,
            "--seed",
            "3",
            "--roster",
            s(&roster(rules)),
        ])
        .ok();
        let live = spw(&["game", "open", s(&g2)])
            .stdin(&format!("{}\nroster\n", line.join(" ")))
            .ok();
        let rebuilt = spw(&["--game", s(&g2), "roster"]).ok();
        assert!(
            live.ends_with(&rebuilt),
            "{rules} {line:?}: {live}\n---\n{rebuilt}"
        );
        assert!(rebuilt.contains(&format!("  {unit}: ")), "{rebuilt}");
        // `roster` shows the change, undo restores the unit, and replay rebuilds the notes.
        let after = spw(&["game", "open", s(&f)])
            .stdin("roster\nundo\nroster\n")
            .ok();
        let (before, undone) = after.split_once("Undone").unwrap();
        let unit_line = |t: &str| {
            // The roster's line (the last one naming the unit: undo's words come before it).
            t.lines()
                .rfind(|l| l.trim_start().starts_with(&format!("{unit}:")))
                .unwrap_or("")
                .to_string()
        };
        assert_ne!(unit_line(before), unit_line(undone), "{after}");
        let start = spw(&[
            "game",
            "new",
            s(&dir.join(format!("h{i}.spw"))),
            "--rules",
            rules,
            "--roster",
            s(&roster(rules)),
        ])
        .ok();
        assert!(start.contains("New game"));
        let fresh = spw(&["--game", s(&dir.join(format!("h{i}.spw"))), "roster"]).ok();
        assert_eq!(unit_line(undone), unit_line(&fresh), "{after}");
        let replay = spw(&["game", "replay", s(&f)]).ok();
        assert!(replay.contains("every result identical"), "{replay}");
    }
}

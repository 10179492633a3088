//! The record of a game is sacred and side-effect-free, and the roster fills the right
//! options: each test here is one way the game went wrong before (JOURNAL.md, "Rosters").

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::case::Case;
use crate::harness::{spw, temp_dir};

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 temp path")
}

fn game(name: &str, rules: &str, roster: Option<&str>) -> (PathBuf, PathBuf) {
    let dir = temp_dir(name);
    let f = dir.join("g.spw");
    let mut args = vec!["game", "new", s(&f), "--rules", rules, "--seed", "4"];
    let r = dir.join("roster.toml");
    if let Some(text) = roster {
        std::fs::write(&r, text).unwrap();
        args.extend(["--roster", s(&r)]);
    }
    spw(&args).ok();
    (dir, f)
}

fn last_line(f: &Path) -> String {
    let text = std::fs::read_to_string(f).unwrap();
    let v: serde_json::Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    crate::harness::as_run(&v)
}

const UNITS: &str = r#"
[[unit]]
name = "MG Team"
side = "Red"
marksmanship = 4
sf = 3
[[unit]]
name = "B Company"
side = "Blue"
figures = 8
marksmanship = 6
skill = 4
"#;

#[test]
fn a_field_that_does_not_apply_is_left_out_and_a_short_option_counts_as_typed() {
    let (_, f) = game("record-fill", "schwerpunkt", Some(UNITS));
    // Both marksmanship and sf: shots unless --sf is typed, SF dice when it is.
    spw(&[
        "--game",
        s(&f),
        "fire",
        "--unit",
        "MG Team",
        "-s",
        "2",
        "--dice",
        "4,4",
    ])
    .ok();
    assert_eq!(
        last_line(&f),
        "fire --unit 'MG Team' -s 2 --dice 4,4 --marksmanship 4"
    );
    spw(&[
        "--game",
        s(&f),
        "fire",
        "--unit",
        "MG Team",
        "--sf",
        "2",
        "--dice",
        "1,1",
        // 1.10: the team has fired this phase; the referee allows it again.
        "--again",
    ])
    .ok();
    assert_eq!(
        last_line(&f),
        "fire --unit 'MG Team' --sf 2 --dice 1,1 --again"
    );
    // A short option typed on the line wins over the roster.
    spw(&[
        "--game",
        s(&f),
        "fire",
        "--unit",
        "MG Team",
        "-m",
        "3",
        "-s",
        "1",
        "--dice",
        "3",
        "--again",
    ])
    .ok();
    assert_eq!(
        last_line(&f),
        "fire --unit 'MG Team' -m 3 -s 1 --dice 3 --again"
    );
    // 3.4: the strength a pin test needs is the unit's figures.
    spw(&[
        "--game",
        s(&f),
        "pin",
        "--target",
        "B Company",
        "--hits",
        "4",
    ])
    .ok();
    assert_eq!(
        last_line(&f),
        "pin --target 'B Company' --hits 4 --strength 8"
    );
}

const TSATF: &str = r#"
[[unit]]
name = "Gruppe Bär"
side = "Black"
figures = 6
quality = "crack"
troop_type = "infantry"
"#;

#[test]
fn tsatf_target_options_come_from_the_target_only_and_type_is_not_quality() {
    let (_, f) = game("record-tsatf", "tsatf", Some(TSATF));
    // Firing at Gruppe Bär with no firer named: its crack quality is not the firer's.
    let err = spw(&[
        "--game",
        s(&f),
        "fire",
        "--target",
        "Gruppe Bär",
        "-n",
        "2",
        "--range",
        "8",
        "-c",
        "II",
    ])
    .fails(2);
    assert!(err.contains("--quality"), "{err}");
    // A field called `type` means nothing to TSATF: its troop type is `troop_type`, and a
    // roster giving `type` is refused where it says so.
    let dir = crate::harness::temp_dir("record-tsatf-type");
    let r = dir.join("r.toml");
    std::fs::write(&r, TSATF.replace("troop_type", "type")).unwrap();
    let err = spw(&[
        "game",
        "new",
        s(&dir.join("g.spw")),
        "--rules",
        "tsatf",
        "--roster",
        s(&r),
    ])
    .fails(2);
    assert!(
        err.contains("unit \"Gruppe Bär\": type is not a field"),
        "{err}"
    );
    spw(&[
        "--game",
        s(&f),
        "move",
        "--unit",
        "Gruppe Bär",
        "--dice",
        "1,2,3",
    ])
    .ok();
    assert_eq!(
        last_line(&f),
        "move --unit 'Gruppe Bär' --dice 1,2,3 --type infantry"
    );
}

#[test]
fn a_shared_procedure_name_in_a_game_is_the_game_rule_sets() {
    let (_, f) = game("record-shared", "portable", None);
    let out = spw(&[
        "--game",
        s(&f),
        "artillery",
        "--type",
        "field-artillery",
        "--range",
        "2",
        "--dice",
        "5",
    ])
    .ok();
    assert!(out.contains("artillery · Portable Artillery Fire"), "{out}");
    let help = spw(&["--game", s(&f), "artillery", "--help"]).ok();
    assert!(help.contains("--range <HEXES>"), "{help}");
    let err = spw(&["--game", s(&f), "artillery", "--guns", "2"]).fails(2);
    assert!(err.contains("--guns"), "{err}");
}

#[test]
fn replay_and_reopening_write_no_file() {
    let (dir, f) = game("record-files", "schwerpunkt", None);
    spw(&["--game", s(&f), "terrain", "--count", "2", "--out", "maps"])
        .dir(&dir)
        .ok();
    let maps = dir.join("maps");
    assert_eq!(std::fs::read_dir(&maps).unwrap().count(), 2);
    std::fs::remove_dir_all(&maps).unwrap();
    Case::new(&["game", "replay", s(&f)]).dir(&dir).check();
    Case::new(&["--game", s(&f), "roll", "d6"])
        .dir(&dir)
        .check();
    Case::new(&["--game", s(&f), "status"]).dir(&dir).check();
    assert!(
        !maps.exists(),
        "replaying the game wrote its terrain files again"
    );
}

#[test]
fn repair_never_overwrites_an_earlier_backup() {
    let (dir, f) = game("record-repair", "schwerpunkt", None);
    spw(&["--game", s(&f), "roll", "d6"]).ok();
    let good = std::fs::read_to_string(&f).unwrap();
    for (i, junk) in ["{bad one\n", "{bad two\n"].iter().enumerate() {
        std::fs::write(
            &f,
            format!("{good}{{\"n\":2,\"kind\":\"command\",\"stream\":1}}\n{junk}"),
        )
        .unwrap();
        let damaged = std::fs::read_to_string(&f).unwrap();
        let out = spw(&["game", "repair", s(&f)]).ok();
        let copy = if i == 0 {
            dir.join("g.spw.damaged")
        } else {
            dir.join("g.spw.damaged.2")
        };
        assert!(out.contains(s(&copy)), "{out}");
        assert_eq!(std::fs::read_to_string(&copy).unwrap(), damaged);
    }
    assert!(
        std::fs::read_to_string(dir.join("g.spw.damaged"))
            .unwrap()
            .contains("bad one")
    );
}

#[test]
fn a_game_script_reports_its_lines_and_exits_as_a_batch_does() {
    let (_, f) = game("record-script", "schwerpunkt", None);
    for args in [vec!["game", "open", s(&f)], vec!["--game", s(&f)]] {
        let d = spw(&args).stdin("roll d6\nfire -m 9\nroll d6\n").run();
        assert_eq!(d.status, 2, "{:?}: {}", args, d.stderr);
        assert!(
            d.stderr.contains("error: line 2: --marksmanship 9"),
            "{}",
            d.stderr
        );
        assert!(
            !d.stdout.contains("spw>"),
            "a prompt reached stdout: {}",
            d.stdout
        );
        assert!(
            !d.stderr.contains("line 1:") && !d.stderr.contains("line 3:"),
            "{}",
            d.stderr
        );
    }
    // JSON Lines stay in step: the failed line is an error object.
    let d = spw(&["--json", "game", "open", s(&f)])
        .env("TERM", "dumb")
        .stdin("roll d6\nfire -m 9\n")
        .run();
    let lines: Vec<serde_json::Value> = d
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2, "{}", d.stdout);
    assert_eq!(lines[1]["line"], 2);
    assert_eq!(lines[1]["code"], 2);
    // A one-liner's error under --json is a JSON object too.
    let d = spw(&["--json", "--game", s(&f), "fire", "-m", "9"]).run();
    assert_eq!(d.status, 2);
    let v: serde_json::Value = serde_json::from_str(d.stdout.trim()).unwrap();
    assert!(
        v["error"].as_str().unwrap().contains("--marksmanship 9"),
        "{v}"
    );
}

#[test]
fn seeds_batch_lines_and_unknown_versions_are_refused() {
    let (dir, f) = game("record-refused", "schwerpunkt", None);
    let err = spw(&["--game", s(&f), "--seed", "3", "roll", "10d6"]).fails(2);
    assert!(err.contains("--seed"), "{err}");
    let err = spw(&["--game", s(&f), "roll", "10d6", "--seed", "3"]).fails(2);
    assert!(err.contains("--seed with --game"), "{err}");
    let d = spw(&["game", "open", s(&f)])
        .stdin("roll 10d6 --seed 3\n")
        .run();
    assert_eq!(d.status, 2, "{}", d.stderr);
    assert!(
        d.stderr.contains("line 1: --seed in a game"),
        "{}",
        d.stderr
    );
    // --game on a batch line would roll outside the game and record nothing.
    let d = spw(&[]).stdin(&format!("roll d6 --game {}\n", s(&f))).run();
    assert_eq!(d.status, 2, "{}", d.stderr);
    assert!(
        d.stderr.contains("--game on a line of a batch"),
        "{}",
        d.stderr
    );
    assert_eq!(std::fs::read_to_string(&f).unwrap().lines().count(), 1);
    let zero = dir.join("zero.spw");
    std::fs::write(
        &zero,
        "{\"spw_journal\":0,\"spw\":\"0.1.0\",\"rules\":\"schwerpunkt\",\"seed\":1}\n",
    )
    .unwrap();
    let err = spw(&["--game", s(&zero), "roll", "d6"]).fails(2);
    assert!(
        err.contains("journal format 0") && err.contains("reads format 2"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&zero).unwrap().lines().count(), 1);
}

#[test]
fn again_takes_changes_and_an_alias_works_from_a_one_liner() {
    let (_, f) = game("record-again", "tsatf", None);
    spw(&[
        "--game",
        s(&f),
        "fire",
        "--quality",
        "veteran",
        "-w",
        "rifle",
        "-n",
        "3",
        "--range",
        "8",
        "-c",
        "II",
    ])
    .ok();
    let out = spw(&["--game", s(&f), "again", "-w", "bar", "-n", "1"]).ok();
    assert!(
        out.starts_with("again: fire --quality veteran --range 8 -c II -w bar -n 1\n"),
        "{out}"
    );
    spw(&[
        "--game",
        s(&f),
        "alias",
        "vol",
        "=",
        "fire",
        "--quality",
        "crack",
        "-c",
        "III",
    ])
    .ok();
    let out = spw(&["--game", s(&f), "vol", "-n", "2", "--range", "4"]).ok();
    assert!(out.contains("Crack"), "{out}");
    assert_eq!(last_line(&f), "fire --quality crack -c III -n 2 --range 4");
}

fn spw_bin(args: &[&str], dir: &Path) -> Command {
    let mut c = Command::new(crate::harness::bin());
    c.args(args)
        .env("HOME", dir)
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("XDG_DATA_HOME", dir.join("data"))
        .env_remove("SPW_SEED")
        .env_remove("SPW_RULES")
        .env_remove("SPW_DATA")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    c
}

#[test]
fn a_second_window_can_look_while_the_game_is_played() {
    let (dir, f) = game("record-look", "schwerpunkt", None);
    let mut first = spw_bin(&["game", "open", s(&f)], &dir).spawn().unwrap();
    let mut stdin = first.stdin.take().unwrap();
    writeln!(stdin, "draw 2").unwrap();
    let mut stdout = first.stdout.take().unwrap();
    let mut b = [0u8; 1];
    stdout.read_exact(&mut b).unwrap();
    // Reading needs no lock: status, roster, the log and chances over the game's pools.
    let out = spw(&["--game", s(&f), "status"]).ok();
    assert!(out.contains("deck: 50 of 52 left"), "{out}");
    spw(&["--game", s(&f), "roster"]).ok();
    let out = spw(&["--game", s(&f), "--chances", "draw", "1"]).ok();
    assert!(out.contains("exact chances"), "{out}");
    spw(&["game", "log", s(&f)]).ok();
    // Writing does.
    let err = spw(&["--game", s(&f), "roll", "d6"]).fails(1);
    assert!(err.contains("open in another spw"), "{err}");
    drop(stdin);
    first.wait().unwrap();
}

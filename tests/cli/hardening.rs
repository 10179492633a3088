//! Hostile files and the exit-code contract: every file spw reads is a regular file within a
//! stated size, house rules in the user config dir are read and checked, a pasted `spw` line
//! runs, a signal leaves no temporary file behind, and what used to be accepted in silence is
//! refused by name. (The hostile-inputs table, tests/hostile/inputs.tsv, has a row for each.)

use std::path::{Path, PathBuf};

use crate::harness::{spw, temp_dir};

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

const HEADER: &str = "{\"spw_journal\":1,\"spw\":\"0.1.0\",\"rules\":\"schwerpunkt\",\"seed\":1}\n";

#[cfg(unix)]
fn mkfifo(p: &Path) {
    let ok = std::process::Command::new("mkfifo").arg(p).status();
    assert!(ok.is_ok_and(|s| s.success()), "mkfifo {}", p.display());
}

#[test]
fn a_game_file_over_its_limit_is_refused_at_once_naming_it_and_the_limit() {
    let dir = temp_dir("bounded-game");
    let big = dir.join("blank.spw");
    let mut text = HEADER.to_string();
    text.push_str(&"\n".repeat(5 << 20));
    std::fs::write(&big, text).unwrap();
    for args in [
        vec!["game", "log", s(&big)],
        vec!["game", "replay", s(&big)],
        vec!["--game", s(&big), "roll", "d6"],
    ] {
        let err = spw(&args).fails(2);
        assert!(
            err.contains("blank.spw: 5,242,943 bytes; a game file may be at most 4 MiB"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn a_full_game_refuses_the_next_command_and_still_opens() {
    let dir = temp_dir("bounded-entries");
    let game = |n: usize| {
        let mut text = HEADER.to_string();
        for i in 1..=n {
            text.push_str(&format!(
                "{{\"n\":{i},\"kind\":\"alias\",\"turn\":1,\"phase\":\"off-table artillery fire\",\"line\":\"a = roll d6\",\"stream\":0}}\n"
            ));
        }
        text
    };
    let full = dir.join("full.spw");
    std::fs::write(&full, game(10_000)).unwrap();
    let err = spw(&["--game", s(&full), "roll", "d6"]).fails(2);
    assert!(
        err.contains("full.spw: a game file holds at most 10,000 entries and 4 MiB"),
        "{err}"
    );
    assert!(err.contains("start a new game file"), "{err}");
    assert_eq!(std::fs::read_to_string(&full).unwrap(), game(10_000));
    spw(&["game", "log", s(&full)]).ok();
    let over = dir.join("over.spw");
    std::fs::write(&over, game(10_001)).unwrap();
    let err = spw(&["game", "log", s(&over)]).fails(2);
    assert!(err.contains("at most 10,000 entries"), "{err}");
}

#[cfg(unix)]
#[test]
fn fifos_and_devices_are_refused_without_being_read() {
    let dir = temp_dir("bounded-fifo");
    let fifo = dir.join("pipe");
    mkfifo(&fifo);
    for args in [
        vec!["--game", s(&fifo), "roll", "d6"],
        vec!["game", "log", s(&fifo)],
        vec!["game", "open", s(&fifo)],
    ] {
        let err = spw(&args).fails(2);
        assert!(
            err.contains("pipe: a FIFO (named pipe), not a regular file; a game file must be"),
            "{args:?}: {err}"
        );
    }
    let err = spw(&["game", "new", s(&dir.join("g.spw")), "--roster", s(&fifo)]).fails(2);
    assert!(err.contains("a roster must be a regular file"), "{err}");
    let err = spw(&["game", "log", "/dev/zero"]).fails(2);
    assert!(
        err.contains("/dev/zero: a device, not a regular file"),
        "{err}"
    );
    // A house-rule file that is a FIFO, a device (through a link) or a directory.
    let house = dir.join("house");
    std::fs::create_dir(&house).unwrap();
    mkfifo(&house.join("dice.toml"));
    let err = spw(&["--data", s(&house), "roll", "dSF"]).fails(2);
    assert!(err.contains("dice.toml: a FIFO"), "{err}");
    std::fs::remove_file(house.join("dice.toml")).unwrap();
    std::os::unix::fs::symlink("/dev/urandom", house.join("dice.toml")).unwrap();
    let err = spw(&["--data", s(&house), "roll", "dSF"]).fails(2);
    assert!(err.contains("dice.toml: a device"), "{err}");
    std::fs::remove_file(house.join("dice.toml")).unwrap();
    std::fs::create_dir(house.join("dice.toml")).unwrap();
    let err = spw(&["--data", s(&house), "roll", "dSF"]).fails(2);
    assert!(
        err.contains("dice.toml: a directory, not a regular file; a house-rule file must be"),
        "{err}"
    );
}

#[test]
fn house_rule_files_and_directories_have_their_limits() {
    let dir = temp_dir("bounded-house");
    // A million-face die is over 256 KiB of TOML: refused before it is parsed.
    let die = format!(
        "[XY]\nsection = \"x\"\nabout = \"y\"\nfaces = [{}1]\n",
        "1,".repeat(1_000_000)
    );
    std::fs::write(dir.join("dice.toml"), die).unwrap();
    let err = spw(&["--data", s(&dir), "roll", "dXY"]).fails(2);
    assert!(
        err.contains("dice.toml: 2,000,043 bytes; a house-rule file may be at most 256 KiB"),
        "{err}"
    );
    // The largest that fits is read.
    let die = format!(
        "[XY]\nsection = \"x\"\nabout = \"y\"\nfaces = [{}1]\n",
        "1,".repeat(130_000)
    );
    std::fs::write(dir.join("dice.toml"), die).unwrap();
    let out = spw(&["--data", s(&dir), "roll", "dXY"]).ok();
    assert!(out.contains("dXY: 1 = 1"), "{out}");
    std::fs::remove_file(dir.join("dice.toml")).unwrap();
    for i in 0..1001 {
        std::fs::write(dir.join(format!("notes-{i}.txt")), "").unwrap();
    }
    let err = spw(&["--data", s(&dir), "roll", "dSF"]).fails(2);
    assert!(err.contains("more than 1,000 entries"), "{err}");
}

#[test]
fn missing_files_are_bad_input_with_a_hint() {
    let dir = temp_dir("missing-files");
    let game = dir.join("friday.spw");
    for args in [
        vec!["game", "open", s(&game)],
        vec!["game", "replay", s(&game)],
        vec!["game", "repair", s(&game)],
    ] {
        let err = spw(&args).fails(2);
        assert!(
            err.contains("friday.spw: no such file; `spw game new FILE` starts a game"),
            "{args:?}: {err}"
        );
    }
    let err = spw(&[
        "game",
        "new",
        s(&game),
        "--roster",
        s(&dir.join("units.toml")),
    ])
    .fails(2);
    assert!(
        err.contains("units.toml: no such file; give the roster's TOML file"),
        "{err}"
    );
    assert!(!game.exists());
}

#[test]
fn a_data_file_that_is_not_utf8_is_bad_input_at_its_line_and_column() {
    let dir = temp_dir("not-utf8");
    std::fs::write(
        dir.join("dice.toml"),
        b"[SF]\nsection = \"\xff\"\nabout = \"y\"\nfaces = [1]\n",
    )
    .unwrap();
    let err = spw(&["--data", s(&dir), "roll", "dSF"]).fails(2);
    assert!(
        err.contains("dice.toml:2:12: not UTF-8 text (a byte 0xFF); save the file as UTF-8"),
        "{err}"
    );
}

#[test]
fn a_blank_line_in_a_game_file_is_no_damage() {
    let dir = temp_dir("blank-line");
    let game = dir.join("g.spw");
    spw(&["--seed", "3", "game", "new", s(&game)]).ok();
    spw(&["--game", s(&game), "roll", "d6"]).ok();
    // An editor's newline at the end, then play goes on after it.
    let mut text = std::fs::read_to_string(&game).unwrap();
    text.push('\n');
    std::fs::write(&game, &text).unwrap();
    let log = spw(&["game", "log", s(&game)]).ok();
    assert!(log.contains("roll d6"), "{log}");
    spw(&["--game", s(&game), "roll", "2d6"]).ok();
    spw(&["game", "replay", s(&game)]).ok();
    let out = spw(&["game", "repair", s(&game)]).ok();
    assert!(
        out.contains("nothing to repair (2 entries, all whole)"),
        "{out}"
    );
}

/// `spw` with the user config (its `spw` directory) at `config`.
fn with_config(args: &[&str], config: &Path) -> crate::harness::Case {
    spw(args).env("XDG_CONFIG_HOME", s(config))
}

#[test]
fn house_rules_in_the_user_config_dir_apply_and_are_checked() {
    let config = temp_dir("user-config");
    let house = config.join("spw");
    std::fs::create_dir(&house).unwrap();
    let die = |faces: &str| format!("[SF]\nsection = \"x\"\nabout = \"y\"\nfaces = [{faces}]\n");
    std::fs::write(house.join("dice.toml"), die("3, 3")).unwrap();
    let out = with_config(&["roll", "dSF"], &config).ok();
    assert!(out.contains("dSF: 3 = 3"), "{out}");
    let v = with_config(&["--json", "tables"], &config).ok();
    assert!(
        v.contains("\"name\":\"dice.SF\"") && v.contains("\"house_rule\":true"),
        "{v}"
    );
    // --data (or SPW_DATA) is read after it, so its tables win.
    let data = temp_dir("user-config-data");
    std::fs::write(data.join("dice.toml"), die("5")).unwrap();
    let out = with_config(&["--data", s(&data), "roll", "dSF"], &config).ok();
    assert!(out.contains("dSF: 5 = 5"), "{out}");
    // Without XDG_CONFIG_HOME, ~/.config/spw.
    let home = temp_dir("user-config-home");
    std::fs::create_dir_all(home.join(".config/spw")).unwrap();
    std::fs::write(home.join(".config/spw/dice.toml"), die("4")).unwrap();
    let out = spw(&["roll", "dSF"])
        .env("XDG_CONFIG_HOME", "")
        .env("HOME", s(&home))
        .ok();
    assert!(out.contains("dSF: 4 = 4"), "{out}");
    // Checked as strictly as --data, naming the file.
    std::fs::write(house.join("dice.toml"), die("1, \"two\"")).unwrap();
    let err = with_config(&["roll", "dSF"], &config).fails(2);
    assert!(
        err.contains(&format!("{}:4:", s(&house.join("dice.toml")))),
        "{err}"
    );
    std::fs::remove_file(house.join("dice.toml")).unwrap();
    std::fs::write(house.join("chess.toml"), "").unwrap();
    let err = with_config(&["roll", "dSF"], &config).fails(2);
    assert!(
        err.contains("chess.toml: not a data file spw knows"),
        "{err}"
    );
    std::fs::remove_file(house.join("chess.toml")).unwrap();
    std::fs::create_dir(house.join("dice.toml")).unwrap();
    let err = with_config(&["roll", "dSF"], &config).fails(2);
    assert!(
        err.contains("dice.toml: a directory, not a regular file"),
        "{err}"
    );
    #[cfg(unix)]
    {
        std::fs::remove_dir(house.join("dice.toml")).unwrap();
        mkfifo(&house.join("dice.toml"));
        let err = with_config(&["roll", "dSF"], &config).fails(2);
        assert!(err.contains("dice.toml: a FIFO"), "{err}");
    }
    // Something else where the directory should be is said, not passed over.
    std::fs::remove_dir_all(&house).unwrap();
    std::fs::write(&house, "x").unwrap();
    let err = with_config(&["roll", "dSF"], &config).fails(2);
    assert!(err.contains("spw: not a directory"), "{err}");
    // No spw directory at all: the built-in tables.
    std::fs::remove_file(&house).unwrap();
    with_config(&["roll", "dSF"], &config).ok();
}

#[test]
fn rosters_of_any_admitted_size_load_and_bound_their_numbers() {
    let dir = temp_dir("roster-size");
    let mut units = String::new();
    for i in 1..=25_000 {
        units.push_str(&format!("[[unit]]\nname = \"u{i}\"\nside = \"A\"\n"));
    }
    let roster = dir.join("units.toml");
    std::fs::write(&roster, &units).unwrap();
    let game = dir.join("big.spw");
    spw(&["game", "new", s(&game), "--roster", s(&roster)]).ok();
    // Names are compared in any case, however far apart.
    units.push_str("[[unit]]\nname = \"U1\"\nside = \"A\"\n");
    std::fs::write(&roster, &units).unwrap();
    let err = spw(&[
        "game",
        "new",
        s(&dir.join("dup.spw")),
        "--roster",
        s(&roster),
    ])
    .fails(2);
    assert!(err.contains("two units are named \"U1\""), "{err}");
    let over = "x".repeat(1 << 20);
    std::fs::write(&roster, format!("# {over}\n")).unwrap();
    let err = spw(&["game", "new", s(&dir.join("o.spw")), "--roster", s(&roster)]).fails(2);
    assert!(err.contains("a roster may be at most 1 MiB"), "{err}");
    for (n, ok) in [
        ("99999999999", false),
        ("-1000001", false),
        // Schwerpunkt's own bound on a unit's figures.
        ("10001", false),
        ("10000", true),
    ] {
        std::fs::write(
            &roster,
            format!("[[unit]]\nname = \"1st Platoon\"\nside = \"Red\"\nfigures = {n}\n"),
        )
        .unwrap();
        let game = dir.join(format!("n{n}.spw"));
        let args = ["game", "new", s(&game), "--roster", s(&roster)];
        if ok {
            spw(&args).ok();
        } else {
            let err = spw(&args).fails(2);
            let why = if n == "10001" {
                format!(
                    "unit \"1st Platoon\": figures = {n}: figures takes a whole number from 0 to 10000"
                )
            } else {
                format!(
                    "unit \"1st Platoon\": figures = {n} is out of range; numbers in a roster are -1000000 to 1000000"
                )
            };
            assert!(err.contains(&why), "{err}");
            assert!(!game.exists());
        }
    }
}

/// A game fuzz finding: a header's roster edited by hand to a count no roster file may hold
/// (the lowest 64-bit number) overflowed when a casualty was taken off it.
#[test]
fn a_roster_in_a_game_header_is_checked_as_a_roster_file_is() {
    let dir = temp_dir("header-roster");
    let game = dir.join("g.spw");
    let header = |figures: &str| {
        format!(
            "{{\"spw_journal\":1,\"spw\":\"0.1.0\",\"rules\":\"schwerpunkt\",\"seed\":1,\"roster\":{{\"unit\":[{{\"name\":\"A\",\"side\":\"Red\",\"figures\":{figures}}}]}}}}\n"
        )
    };
    std::fs::write(&game, header("-9223372036854775808")).unwrap();
    for args in [
        vec!["game", "log", s(&game)],
        vec![
            "--game",
            s(&game),
            "save",
            "--target",
            "A",
            "--skill",
            "4",
            "--hits",
            "3",
        ],
    ] {
        let err = spw(&args).fails(2);
        assert!(
            err.contains("g.spw: line 1: the roster: unit \"A\": figures = -9223372036854775808 is out of range"),
            "{args:?}: {err}"
        );
    }
    std::fs::write(&game, header("8")).unwrap();
    let out = spw(&[
        "--game",
        s(&game),
        "save",
        "--target",
        "A",
        "--skill",
        "4",
        "--hits",
        "3",
        "--dice",
        "1,1,1",
    ])
    .ok();
    // 1.10: the casualties lie down until the end of the phase.
    assert!(
        out.contains("A: 3 casualties lying down until the end of the phase"),
        "{out}"
    );
}

#[test]
fn lines_pasted_with_their_spw_run_as_typed() {
    let script = "spw roll 1d1\n$ spw roll 1d2 --seed 1\nspw> roll 1d3 --seed 1\n$\nspw\n";
    let out = spw(&[]).stdin(script).ok();
    assert!(out.contains("1d1: 1 = 1"), "{out}");
    assert!(out.contains("1d2: "), "{out}");
    assert!(out.contains("1d3: "), "{out}");
    let d = spw(&["repl"]).stdin(script).run();
    assert_eq!(d.status, 0, "{}", d.stderr);
    assert!(d.stderr.is_empty(), "{}", d.stderr);
    assert!(d.stdout.contains("1d3: "), "{}", d.stdout);
    // `spwx` is not `spw`.
    let d = spw(&[]).stdin("spwx roll d6\n").run();
    assert!(d.stderr.contains("unknown command 'spwx'"), "{}", d.stderr);
}

#[test]
fn every_answer_is_json_under_json_text_ones_too() {
    let d = spw(&["--json"])
        .stdin("help\ncompletions bash\nroll d6 --help\nman\nroll 1d1\n")
        .run();
    assert_eq!(d.status, 0, "{}", d.stderr);
    let lines: Vec<serde_json::Value> = d
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert_eq!(lines.len(), 5, "{}", d.stdout);
    assert!(lines[0]["text"].as_str().unwrap().contains("Usage: spw"));
    assert!(lines[1]["text"].as_str().unwrap().starts_with("_spw()"));
    assert!(
        lines[2]["text"]
            .as_str()
            .unwrap()
            .contains("Usage: spw roll")
    );
    assert!(
        lines[3]["text"]
            .as_str()
            .unwrap()
            .contains(".SH \"EXIT STATUS\"")
    );
    assert_eq!(lines[4]["result"]["total"], 1);
    let v: serde_json::Value =
        serde_json::from_str(&spw(&["--json", "completions", "fish"]).ok()).unwrap();
    assert!(
        v["text"].as_str().unwrap().contains("complete -c spw"),
        "{v}"
    );
    let v: serde_json::Value = serde_json::from_str(&spw(&["--json", "--help"]).ok()).unwrap();
    assert!(
        v["text"].as_str().unwrap().starts_with("A referee's"),
        "{v}"
    );
}

#[test]
fn the_help_and_the_man_page_name_the_environment_and_the_contract() {
    let help = spw(&["--help"]).ok();
    // The top level's own words, not a flattened option group's comment.
    assert!(
        help.starts_with("A referee's dice-and-table assistant"),
        "{help}"
    );
    assert!(help.contains("[env: SPW_RULES]"), "{help}");
    assert!(help.contains("[env: SPW_SEED]"), "{help}");
    assert!(help.contains("[env: SPW_DATA]"), "{help}");
    let short = spw(&["-h"]).ok();
    assert!(short.contains("[env: SPW_SEED]"), "{short}");
    let man = spw(&["man"]).ok();
    for words in [
        ".SH \"EXIT STATUS\"",
        "\\fBSPW_RULES\\fR",
        "\\fBSPW_SEED\\fR",
        "\\fBXDG_CONFIG_HOME\\fR",
        "a game file 4 MiB and 10,000 entries, a roster 1 MiB, a house\\-rule file 256 KiB",
    ] {
        assert!(man.contains(words), "{words}");
    }
    assert!(
        man.contains(".SH NAME\nspw \\- A referee"),
        "the page's name line"
    );
}

#[test]
fn what_was_accepted_in_silence_is_refused_by_name() {
    let err = spw(&["fire", "--sf", "2", "--shots", "5"]).fails(2);
    assert!(
        err.contains("'--sf <N>' cannot be used with '--shots <N>'"),
        "{err}"
    );
    for list in ["1,,2", "4,,", ",4"] {
        let err = spw(&["--dice", list, "roll", "2d6"]).fails(2);
        assert!(
            err.contains(&format!("--dice {list}: die")) && err.contains("is empty"),
            "{err}"
        );
    }
    // A space after a comma is still one separator, and a comma at the end moves no die.
    for list in ["4, 2", "4,2,"] {
        let out = spw(&["--dice", list, "roll", "2d6"]).ok();
        assert!(out.contains("2d6: 4 2 = 6"), "{out}");
    }
    let mortar = [
        "tsatf",
        "mortar",
        "--quality",
        "green",
        "--range",
        "12",
        "--class",
        "I",
    ];
    let with = |more: &[&'static str]| -> Vec<&'static str> { [&mortar[..], more].concat() };
    let err = spw(&with(&["--ranged", "--landed", "--figures", "2"])).fails(2);
    assert!(err.contains("--ranged with --landed"), "{err}");
    let err = spw(&with(&["--landed"])).fails(2);
    assert!(err.contains("--landed with no --figures"), "{err}");
    spw(&with(&["--landed", "--figures", "2", "--seed", "1"])).ok();
    // A named die can be typed after a d only if its name is capitals.
    let dir = temp_dir("die-names");
    for name in ["xy", "Xy", "X1"] {
        std::fs::write(
            dir.join("dice.toml"),
            format!("[{name}]\nsection = \"x\"\nabout = \"y\"\nfaces = [1, 2]\n"),
        )
        .unwrap();
        let err = spw(&["--data", s(&dir), "roll", "dSF"]).fails(2);
        assert!(
            err.contains("a named die's name is capital letters"),
            "{name}: {err}"
        );
    }
}

#[test]
fn messages_name_the_option_and_the_range_spw_accepts() {
    let err = spw(&["draw", "1000000000000"]).fails(2);
    assert!(
        err.contains("draw: cannot draw 1000000000000 cards from the deck, which holds 52 in all"),
        "{err}"
    );
    let err = spw(&["draw", "99999999999999999999999"]).fails(2);
    assert!(err.contains("more than any pool holds"), "{err}");
    let err = spw(&["crt", "--odds", "3:0"]).fails(2);
    assert!(
        err.contains("--odds 3:0: the defender's number is 0; each side of the odds is 1 to"),
        "{err}"
    );
    let dir = temp_dir("pool-count");
    std::fs::write(
        dir.join("pools.toml"),
        "[cup]\nsection = \"x\"\nabout = \"y\"\nitems = [{ name = \"chit\", count = -1 }]\n",
    )
    .unwrap();
    let err = spw(&["--data", s(&dir), "pools"]).fails(2);
    assert!(
        err.contains("-1 is out of range: this key is a whole number from 0 to 1,000,000"),
        "{err}"
    );
    assert!(!err.contains("u32"), "{err}");
    // A share too small for a float is still possible: `<0.01`, never `0`.
    let out = spw(&["--chances", "roll", "1000d6"]).ok();
    assert!(out.contains(" 1000 to 1250   <0.01"), "{out}");
    assert!(!out.contains("   0\n") && !out.contains("   0 "), "{out}");
}

#[test]
fn tables_toml_prints_a_table_that_reads_back_as_itself() {
    let text = spw(&["tables", "damage", "--toml"]).ok();
    assert!(
        text.starts_with("# schwerpunkt.damage (built-in data/schwerpunkt.toml)"),
        "{text}"
    );
    assert!(text.contains("\n[damage]\n"), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    let dir = temp_dir("tables-toml");
    std::fs::write(dir.join("schwerpunkt.toml"), &text).unwrap();
    let listed = |data: Option<&Path>| {
        let mut args = vec!["--json"];
        if let Some(d) = data {
            args.extend(["--data", s(d)]);
        }
        args.extend(["tables", "damage"]);
        let v: serde_json::Value = serde_json::from_str(&spw(&args).ok()).unwrap();
        v["result"].clone()
    };
    assert_eq!(listed(None), listed(Some(&dir)));
    let fire = [
        "--seed",
        "8",
        "penetrate",
        "--class",
        "5",
        "--vehicle",
        "D",
        "-m",
        "4",
    ];
    let with_house = [&["--data", s(&dir)][..], &fire[..]].concat();
    assert_eq!(spw(&fire).ok(), spw(&with_house).ok());
}

/// The entries of `dir` whose names start with `prefix`.
fn entries(dir: &Path, prefix: &str) -> Vec<String> {
    std::fs::read_dir(dir)
        .map(|r| {
            r.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with(prefix))
                .collect()
        })
        .unwrap_or_default()
}

/// Waits (polling, with a generous guard against a hang) until `dir` holds a temporary table.
fn until_writing(dir: &Path, child: &mut std::process::Child) {
    for _ in 0..6000 {
        if !entries(dir, ".terrain-").is_empty() {
            return;
        }
        if let Ok(Some(status)) = child.try_wait() {
            panic!("spw ended before it was signalled: {status}");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let _ = child.kill();
    panic!("no temporary table appeared in {}", dir.display());
}

#[cfg(unix)]
fn signal(child: &std::process::Child, sig: &str) {
    let ok = std::process::Command::new("kill")
        .args([sig, &child.id().to_string()])
        .status();
    assert!(ok.is_ok_and(|s| s.success()), "kill {sig}");
}

/// `spw ARGS` started in the background, its home (config, history) in `home`.
#[cfg(unix)]
fn spawn(args: &[&str], home: &Path, stdin: bool) -> std::process::Child {
    use std::process::{Command, Stdio};
    let mut c = Command::new(crate::harness::bin());
    c.args(args);
    for (k, _) in std::env::vars() {
        if k.starts_with("SPW_") || k.starts_with("XDG_") {
            c.env_remove(k);
        }
    }
    c.env("HOME", home)
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("XDG_DATA_HOME", home.join("data"))
        .stdin(if stdin { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    c.spawn().expect("spawn spw")
}

#[cfg(unix)]
#[test]
fn a_signal_during_terrain_out_leaves_no_temporary_file() {
    for (sig, made) in [("-TERM", true), ("-INT", false), ("-HUP", true)] {
        let dir = temp_dir(&format!("signal{sig}"));
        let out: PathBuf = if made { dir.join("maps") } else { dir.clone() };
        std::fs::write(dir.join("keep.txt"), "mine").unwrap();
        let home = temp_dir(&format!("signal{sig}-home"));
        let mut child = spawn(
            &["terrain", "--count", "100000", "--out", s(&out)],
            &home,
            false,
        );
        until_writing(&out, &mut child);
        signal(&child, sig);
        let done = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&done.stderr);
        assert_eq!(done.status.code(), Some(130), "{sig}: {err}");
        assert!(err.contains("error: interrupted: the "), "{sig}: {err}");
        // However many files it had begun when the signal came (one, on a loaded machine).
        assert!(
            err.contains("the command was writing were removed")
                || err.contains("the 1 file the command was writing was removed"),
            "{sig}: {err}"
        );
        // The directory it made is gone; one it was given keeps only what was there.
        assert!(!dir.join("maps").exists(), "{sig}");
        assert_eq!(entries(&dir, ""), vec!["keep.txt".to_string()], "{sig}");
    }
}

#[cfg(unix)]
#[test]
fn ctrl_c_in_the_repl_stops_a_terrain_batch_and_the_session_goes_on() {
    use std::io::Write;
    let dir = temp_dir("repl-ctrl-c");
    let out = dir.join("maps");
    let mut child = spawn(&["repl"], &temp_dir("repl-ctrl-c-home"), true);
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "terrain --count 100000 --out {}", s(&out)).unwrap();
    stdin.flush().unwrap();
    until_writing(&out, &mut child);
    signal(&child, "-INT");
    writeln!(stdin, "roll 1d1\nexit").unwrap();
    drop(stdin);
    let done = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&done.stderr);
    let stdout = String::from_utf8_lossy(&done.stdout);
    // A script whose line was stopped did not all run: a runtime failure, as in a batch.
    assert_eq!(done.status.code(), Some(1), "{err}");
    assert!(
        err.contains("interrupted (Ctrl-C): the command was stopped"),
        "{err}"
    );
    assert!(stdout.contains("1d1: 1 = 1"), "{stdout}");
    // All or nothing: the batch's files and the directory it made are gone.
    assert!(!out.exists(), "{:?}", entries(&out, ""));
}

/// Opening runs every entry again, so its work is bounded: a live game refuses (and does not
/// record) the command that would take it past the bound, names the bound, and the game still
/// opens and replays afterwards.
#[test]
fn a_live_game_stops_short_of_the_bound_on_the_work_of_opening_it() {
    let dir = temp_dir("work-live");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--seed", "1"]).ok();
    // Each `roll dN` with N near a million builds a million faces: some 30 reach the bound.
    let lines: String = (0..40)
        .map(|i| format!("roll d{}\n", 1_000_000 - i))
        .collect();
    let d = spw(&["game", "open", s(&f)]).stdin(&lines).run();
    assert_eq!(d.status, 2, "{}", d.stderr);
    let first = d.stderr.lines().next().unwrap_or_default();
    assert!(
        first.contains("this command would take the game past the bound on the work of opening it (30,000,000 units")
            && first.contains("it is not recorded"),
        "{first}"
    );
    let kept = std::fs::read_to_string(&f).unwrap().lines().count() - 1;
    assert!((20..40).contains(&kept), "{kept}");
    assert_eq!(d.stdout.lines().count(), kept, "{}", d.stdout);
    spw(&["--game", s(&f), "status"]).ok();
    let out = spw(&["game", "replay", s(&f)]).ok();
    assert!(out.contains("every result identical"), "{out}");
}

/// A snapshot covers the first entries so opening runs only those after it: entries written
/// by hand after it are counted from where it stands and refused at the bound all the same.
#[test]
fn a_snapshot_lets_no_entries_past_the_bound_on_the_work_of_opening() {
    let dir = temp_dir("work-snapshot");
    let f = dir.join("g.spw");
    spw(&["game", "new", s(&f), "--seed", "1"]).ok();
    spw(&["--game", s(&f), "roll", "d6"])
        .env("SPW_SNAPSHOT_EVERY", "1")
        .ok();
    assert!(dir.join("g.spw.snapshot").exists());
    let mut text = std::fs::read_to_string(&f).unwrap();
    for n in 2..=200 {
        text.push_str(&format!(
            "{{\"n\":{n},\"kind\":\"command\",\"line\":\"roll 10000d1000000\",\"output\":[],\"stream\":1}}\n"
        ));
    }
    std::fs::write(&f, text).unwrap();
    for args in [vec!["--game", s(&f), "status"], vec!["game", "log", s(&f)]] {
        let err = spw(&args).env("SPW_SNAPSHOT_EVERY", "1").fails(2);
        assert!(
            err.contains("opening this game passes the bound on its work at entry"),
            "{err}"
        );
    }
    // The record alone may show a file past it: refused before any entry runs.
    let g = dir.join("h.spw");
    spw(&["game", "new", s(&g), "--seed", "1"]).ok();
    let mut text = std::fs::read_to_string(&g).unwrap();
    text.push_str(
        "{\"n\":1,\"kind\":\"command\",\"line\":\"roll d6\",\"output\":[],\"stream\":1000000}\n",
    );
    std::fs::write(&g, text).unwrap();
    let err = spw(&["--game", s(&g), "status"]).fails(2);
    assert!(
        err.contains("opening this game passes the bound on its work: a game's entries may take at most 30,000,000 units"),
        "{err}"
    );
}

/// A batch of random bytes (`spw < /dev/urandom`) prints nothing on stdout for the lines it
/// refuses, and names each line that is not UTF-8.
#[test]
fn random_bytes_in_a_batch_print_nothing_on_stdout() {
    use std::io::Write;
    let mut c = std::process::Command::new(crate::harness::bin())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = c.stdin.take().unwrap();
    stdin
        .write_all(b"\xf5\x86x\n\x85\nroll d0\n\x00\x01\n")
        .unwrap();
    drop(stdin);
    let done = c.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&done.stderr);
    assert_eq!(done.status.code(), Some(2), "{err}");
    assert_eq!(done.stdout, b"", "{err}");
    assert!(
        err.starts_with("error: line 1: the line is not UTF-8 text (a byte 0xF5 at byte 1)"),
        "{err}"
    );
}

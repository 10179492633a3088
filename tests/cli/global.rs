//! Options every command takes: placement, seeds, colour, errors, house rules, sessions.

use crate::harness::{flat, spw, temp_dir};

#[test]
fn global_options_work_before_or_after_the_command() {
    let a = spw(&["--seed", "3", "--json", "draw", "4"]).ok();
    let b = spw(&["draw", "4", "--json", "--seed", "3"]).ok();
    assert_eq!(a, b);
}

#[test]
fn the_same_seed_gives_the_same_output_and_another_seed_does_not() {
    let a = spw(&["--seed", "11", "draw", "5"]).ok();
    assert_eq!(a, spw(&["--seed", "11", "draw", "5"]).ok());
    assert_ne!(a, spw(&["--seed", "12", "draw", "5"]).ok());
    // SPW_SEED is the same as --seed.
    assert_eq!(a, spw(&["draw", "5"]).env("SPW_SEED", "11").ok());
}

#[test]
fn color_always_styles_text_and_tables_with_exact_escapes() {
    let out = spw(&["--color", "always", "--seed", "1", "draw", "1"]).ok();
    assert!(out.starts_with("\x1b[1mdraw 1\x1b[0m\n"), "{out:?}");
    let out = spw(&["--color", "always", "rules"]).ok();
    // The header cell is bold; its padding follows the longest procedure name.
    let cell = out.split("\x1b[1m procedure ").nth(1).unwrap_or("");
    assert!(
        cell.trim_start_matches(' ').starts_with("\x1b[0m"),
        "{out:?}"
    );
    // `always` wins over NO_COLOR; NO_COLOR only affects `auto`.
    let out = spw(&["--color", "always", "rules"])
        .env("NO_COLOR", "1")
        .ok();
    assert!(out.contains('\x1b'));
}

#[test]
fn color_never_and_auto_off_a_terminal_are_plain() {
    for args in [&["--color", "never", "rules"][..], &["rules"][..]] {
        let out = spw(args).ok();
        assert!(!out.contains('\x1b'), "{args:?}: {out:?}");
    }
    let out = spw(&["--color", "auto", "rules"])
        .env("TERM", "xterm-256color")
        .ok();
    assert!(!out.contains('\x1b'), "stdout is a pipe: {out:?}");
}

#[test]
fn errors_are_one_line_with_a_coloured_prefix_only_when_asked() {
    let err = spw(&["--color", "always", "frobnicate"]).fails(2);
    assert!(err.starts_with("\x1b[1m\x1b[31merror:"), "{err:?}");
    let err = spw(&["frobnicate"]).fails(2);
    assert!(
        err.starts_with("error: unknown command 'frobnicate'"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn bad_option_values_name_the_value_and_what_is_accepted() {
    let err = spw(&["--seed", "abc", "draw"]).fails(2);
    assert!(err.contains("'abc'") && err.contains("--seed"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let err = spw(&["--color", "sometimes", "draw"]).fails(2);
    assert!(err.contains("sometimes") && err.contains("always"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let err = spw(&["--rules", "chess", "fire", "-m", "4"]).fails(2);
    assert!(
        err.contains("chess") && err.contains("schwerpunkt"),
        "{err}"
    );
}

#[test]
fn help_inside_a_command_exits_zero_and_names_the_rule() {
    let out = spw(&["fire", "--help"]).ok();
    assert!(out.contains("rule 3.0"), "{out}");
    assert!(out.contains("Examples:"), "{out}");
}

#[test]
fn house_rules_replace_the_tables_they_name() {
    let dir = temp_dir("house-ok");
    std::fs::write(
        dir.join("dice.toml"),
        "[SF]\nsection = \"house\"\nabout = \"a kinder SF die\"\nfaces = [1, 1, 2, 2, 3, 3]\n",
    )
    .unwrap();
    let d = dir.to_str().unwrap();
    let v = spw(&["--data", d, "tables", "SF"]).json();
    assert_eq!(v["result"]["about"], "a kinder SF die");
    // The other tables are untouched.
    let v = spw(&["--data", d, "tables", "A"]).json();
    assert_eq!(v["result"]["faces"], serde_json::json!([0, 1, 1, 2, 2, 3]));
    // SPW_DATA works the same way.
    let v = spw(&["tables", "SF"]).env("SPW_DATA", d).json();
    assert_eq!(v["result"]["about"], "a kinder SF die");
}

#[test]
fn a_malformed_house_rule_file_is_refused_with_file_line_and_column() {
    let dir = temp_dir("house-bad");
    let file = dir.join("schwerpunkt.toml");
    std::fs::write(
        &file,
        "[fire]\nsection = \"3.0\"\nabout = \"x\"\ndie = \"d6\"\npinned = \"minus one\"\n",
    )
    .unwrap();
    let d = dir.to_str().unwrap();
    let err = spw(&["--data", d, "tables"]).fails(2);
    assert!(err.contains(&format!("{}:5:10", file.display())), "{err}");
    assert!(err.contains("[fire] pinned"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");

    std::fs::write(&file, "[fire]\nsection = \"3.0\"\nabout = \"x\"\ndie = \"d6\"\npinned = -1\nmoved = -1\nlong_range = -1\nsf_die = \"dSF\"\nseize_jams = 2\nshots_per_turn = 3\n").unwrap();
    let err = spw(&["--data", d, "fire", "-m", "4"]).fails(2);
    assert!(
        err.contains(":10:1") && err.contains("shots_per_turn"),
        "{err}"
    );

    // A number no rule means: refused with its place before anything adds to it (9.2e18 here
    // overflowed the game length and the save modifiers).
    for (text, key, args) in [
        (
            "[game_length]\nsection = \"7.1\"\nabout = \"x\"\ndice = \"d6\"\nturns = 9223372036854775807\n\
             rows = [{ roll = \"1-6\", extra_turns = 1, result = \"x\" }]\n",
            "[game_length] turns",
            &["game-length"][..],
        ),
        (
            "[save]\nsection = \"3.3\"\nabout = \"x\"\ndie = \"d6\"\ncover = -9223372036854775807\n\
             rifle_grenade = 1\nbuilding = 0\n",
            "[save] cover",
            &[
                "save",
                "--skill",
                "4",
                "--hits",
                "1",
                "--cover",
                "--rifle-grenade",
            ][..],
        ),
    ] {
        std::fs::write(&file, text).unwrap();
        let mut a = vec!["--data", d];
        a.extend_from_slice(args);
        let err = spw(&a).fails(2);
        assert!(err.contains(":5:1") && err.contains(key), "{err}");
        assert!(err.contains("-1000000 to 1000000"), "{err}");
    }

    std::fs::write(&file, "[firing]\nsection = \"3.0\"\n").unwrap();
    let err = spw(&["--data", d, "tables"]).fails(2);
    assert!(err.contains("firing") && err.contains(":1:"), "{err}");

    std::fs::write(&file, "[fire\n").unwrap();
    let err = spw(&["--data", d, "tables"]).fails(2);
    assert!(err.contains(":1:"), "{err}");

    std::fs::remove_file(&file).unwrap();
    std::fs::write(dir.join("chess.toml"), "").unwrap();
    let err = spw(&["--data", d, "tables"]).fails(2);
    assert!(
        err.contains("chess.toml") && err.contains("schwerpunkt.toml"),
        "{err}"
    );
}

#[test]
fn the_repl_keeps_the_deck_goes_on_after_errors_and_exits() {
    let d = spw(&["--seed", "5", "repl"])
        .stdin("draw 50\nfrobnicate\ndraw 3\ndraw 2\nexit\ndraw 1\n")
        .run();
    // A script piped into the REPL ends with the status of its worst line, as a batch does.
    assert_eq!(d.status, 2, "{}", d.stderr);
    assert!(
        flat(&d.stdout).contains("(2 left in the deck)"),
        "{}",
        d.stdout
    );
    assert!(
        d.stderr.contains("line 2: unknown command 'frobnicate'"),
        "{}",
        d.stderr
    );
    // Three from the last two: the other 50 go back and the draw goes on.
    assert!(
        d.stdout.contains("(49 left in the deck, shuffled again)"),
        "{}",
        d.stdout
    );
    assert!(d.stdout.contains("(47 left in the deck)"), "{}", d.stdout);
    assert!(
        !d.stdout.contains("(46 left"),
        "exit stops the session: {}",
        d.stdout
    );
}

#[test]
fn a_session_seed_gives_the_same_transcript_twice() {
    let script = "draw 3\ndraw 2\ndraw 1 --shuffle\n";
    let a = spw(&["--seed", "9"]).stdin(script).run().stdout;
    let b = spw(&["--seed", "9"]).stdin(script).run().stdout;
    assert_eq!(a, b);
    // A line with its own seed draws from the session's deck as it is (50 left), the same
    // way every time, and leaves the session's stream where it was.
    let with = spw(&["--seed", "9"])
        .stdin("draw 2\ndraw 4 --seed 1\nroll 3d6\n")
        .run()
        .stdout;
    let again = spw(&["--seed", "9"])
        .stdin("draw 2\ndraw 4 --seed 1\nroll 3d6\n")
        .run()
        .stdout;
    assert_eq!(with, again);
    assert!(with.contains("(46 left in the deck)"), "{with}");
    let without = spw(&["--seed", "9"])
        .stdin("draw 2\nroll 3d6\n")
        .run()
        .stdout;
    let roll = |s: &str| s.rsplit("\n\n").next().unwrap_or_default().to_string();
    assert_eq!(roll(&with), roll(&without));
}

#[test]
fn batch_json_keeps_one_line_per_command_even_on_errors() {
    let d = spw(&["--json", "--seed", "2"])
        .stdin("draw 1\nfrobnicate\ndraw 1\n")
        .run();
    assert_eq!(d.status, 2);
    let lines: Vec<serde_json::Value> = d
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[1]["line"], 2);
    assert!(lines[1]["error"].as_str().unwrap().contains("frobnicate"));
    assert_eq!(lines[2]["result"]["left"], 50);
}

#[test]
fn every_procedures_help_names_its_rule_gives_examples_and_its_chances() {
    let v = spw(&["rules"]).json();
    let procedures = v["result"]["procedures"].as_array().unwrap();
    assert!(procedures.len() >= 18, "{v}");
    for p in procedures {
        let name = p["procedure"].as_str().unwrap();
        let section = p["section"].as_str().unwrap();
        let help = spw(&[p["rules"].as_str().unwrap(), name, "--help"]).ok();
        // A numbered section reads "rule 3.1"; one named by its heading is shown as it is.
        let label = if !section.starts_with(|c: char| c.is_ascii_digit()) {
            section.to_string()
        } else if section.contains([',', '–']) {
            format!("rules {section}")
        } else {
            format!("rule {section}")
        };
        assert!(
            flat(&help).contains(&format!("({label})")),
            "{name}: {help}"
        );
        assert!(help.contains("Examples:\n  spw "), "{name}: {help}");
        // Terrain generates a table and Frontier's units lists one: no chances to report, and
        // their help says so.
        assert!(
            flat(&help).contains("--chances quantit")
                || flat(&help).contains("--chances does not apply"),
            "{name}: {help}"
        );
    }
}

//! Hostile input: each case is refused with one plain line on stderr (plus the expression and
//! a caret for a parse error, and only for one), exit 2, no panic. A hang is caught by the
//! harness's watchdog; speed is not asserted here (tests never read the clock): the parser's
//! slowest inputs are timed by `cargo bench --bench calibrate -- parse`.

use crate::harness::{spw, temp_dir};

/// Refused with exit 2, one line naming `needle` (a limit, or a bad option or data file).
fn refused(args: &[&str], needle: &str) {
    let err = refused_with(args, needle);
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
}

/// Refused as a parse error: the message, then the expression with a caret under the column.
fn refused_at(args: &[&str], needle: &str) {
    let err = refused_with(args, needle);
    let lines: Vec<&str> = err.lines().collect();
    assert!(
        lines.len() == 3 && lines[2].trim_end().ends_with('^'),
        "{args:?}: {err}"
    );
}

fn refused_with(args: &[&str], needle: &str) -> String {
    let err = spw(args).fails(2);
    let first = err.lines().next().unwrap_or("");
    assert!(first.starts_with("error: "), "{args:?}: {err}");
    assert!(
        first.to_lowercase().contains(&needle.to_lowercase()),
        "{args:?}: expected '{needle}' in: {err}"
    );
    err
}

#[test]
fn hostile_dice_expressions() {
    let deep_open = "(".repeat(200) + "1" + &")".repeat(200);
    let long = "1+".repeat(2600) + "1";
    // Over a limit: one line naming it.
    let too_big: Vec<(String, &str)> = vec![
        ("1000000000000d6".into(), "at most 10000 dice"),
        ("10001d6".into(), "at most 10000 dice"),
        ("5000d6+5001d6".into(), "at most 10000 dice"),
        ("1d1000001".into(), "at most 1000000 faces"),
        (deep_open, "64"),
        (long, "4 KiB"),
        ("9223372036854775807*2".into(), "64-bit"),
    ];
    // Not notation (or notation that cannot mean anything): the caret shows where.
    let malformed: Vec<(String, &str)> = vec![
        ("d0".into(), "d0"),
        ("".into(), "empty"),
        ("   ".into(), "empty"),
        ("1d6++".into(), "column"),
        ("d{1,,2}".into(), "column"),
        ("d{}".into(), "column"),
        ("dXYZ".into(), "XYZ"),
        // A wrong-case name: the message still lists the named dice there are.
        ("2dsf".into(), "named die dA, dS, dSF"),
        ("1d6 / 0".into(), "division by zero"),
        ("123456789012345678901234".into(), "column"),
        ("123456789012345678901234d6".into(), "column"),
        ("2d".into(), "column"),
        ("d".into(), "column"),
        ("4d6k".into(), "column"),
        ("4d6kh-1".into(), "column"),
        ("1d6>=".into(), "column"),
        ("(1d6".into(), "column"),
        ("1d6)".into(), "column"),
        ("5 5".into(), "column"),
        ("-".into(), "column"),
        ("2d6 -".into(), "column"),
        ("1d6rr<=6".into(), "every"),
        ("(2d6)>=7".into(), "column"),
        ("4d6x".into(), "column"),
        ("1d6*".into(), "column"),
        ("*1d6".into(), "column"),
        ("d%%".into(), "column"),
        ("1.5d6".into(), "column"),
    ];
    assert!(too_big.len() + malformed.len() >= 30);
    for (expr, needle) in &too_big {
        refused(&["roll", expr.as_str()], needle);
    }
    for (expr, needle) in &malformed {
        refused_at(&["roll", expr.as_str()], needle);
    }
}

#[test]
fn hostile_options_and_data() {
    refused(&["--seed", "abc", "roll", "1d6"], "abc");
    refused(&["--seed", "-1", "roll", "1d6"], "-1");
    refused(
        &["--seed", "99999999999999999999999", "roll", "1d6"],
        "--seed",
    );
    refused(&["--color", "sometimes", "roll", "1d6"], "sometimes");
    refused(&["--rules", "chess", "roll", "1d6"], "chess");
    refused(&["--dice", "x7", "roll", "1d6"], "x7");
    refused(&["--dice", "7", "roll", "1d6"], "1–6");
    refused(&["--dice", "1,2", "roll", "3d6"], "still need");
    refused(&["--dice", "", "roll", "1d6"], "empty");
    refused(&["draw", "53"], "52");
    refused(&["draw", "0"], "at least 1");
    refused(&["draw", "-3"], "-3");
    refused(&["table", "no_such_table"], "no_such_table");
    refused(&["tables", "no_such_table"], "no_such_table");
    refused(&["completions", "tcsh"], "tcsh");
    refused(&["roll"], "EXPR");
    refused(&["roll", "--"], "EXPR");
    let gone = temp_dir("hostile").join("missing");
    refused(
        &["--data", gone.to_str().unwrap(), "roll", "1d6"],
        "no such directory",
    );
    let bad = temp_dir("hostile-bad");
    std::fs::write(bad.join("dice.toml"), "[SF]\nfaces = [1, \"two\"]\n").unwrap();
    refused(
        &["--data", bad.to_str().unwrap(), "roll", "dSF"],
        "dice.toml:",
    );
}

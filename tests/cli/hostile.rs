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

/// The table's escapes (as bench/hostile.py reads them): `{N*c}` is `c` N times, then `\n`,
/// `\\` and `\xNN`.
fn unescape(s: &str) -> String {
    let mut expanded = String::new();
    let mut rest = s;
    while let Some(i) = rest.find('{') {
        let tail = &rest[i + 1..];
        let rep = tail.split_once('}').and_then(|(inner, after)| {
            let (n, c) = inner.split_once('*')?;
            let c: Vec<char> = c.chars().collect();
            (c.len() == 1).then_some(())?;
            Some((c[0].to_string().repeat(n.parse().ok()?), after))
        });
        match rep {
            Some((text, after)) => {
                expanded.push_str(&rest[..i]);
                expanded.push_str(&text);
                rest = after;
            }
            None => {
                expanded.push_str(&rest[..=i]);
                rest = tail;
            }
        }
    }
    expanded.push_str(rest);
    let mut out = String::new();
    let mut chars = expanded.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('\\', Some('n')) => {
                chars.next();
                out.push('\n');
            }
            ('\\', Some('\\')) => {
                chars.next();
                out.push('\\');
            }
            ('\\', Some('x')) => {
                chars.next();
                let hex: String = chars.by_ref().take(2).collect();
                out.push(char::from(u8::from_str_radix(&hex, 16).expect("\\xNN")));
            }
            _ => out.push(c),
        }
    }
    out
}

/// Every row of tests/hostile/inputs.tsv: the exit status and the message are checked here;
/// the time and memory bench/hostile.py measured on the release build must be within bounds
/// (1 s, 100 MB). Tests never time anything themselves.
#[test]
fn the_table_of_hostile_inputs() {
    let table = include_str!("../hostile/inputs.tsv");
    let mut rows = 0;
    for line in table.lines() {
        if line.is_empty() || line.starts_with('#') || line.starts_with("args\t") {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        assert_eq!(cols.len(), 6, "{line}");
        let mut words: Vec<String> = if cols[0] == "-" {
            Vec::new()
        } else {
            shlex::split(cols[0])
                .unwrap_or_else(|| panic!("{line}"))
                .iter()
                .map(|w| unescape(w))
                .collect()
        };
        let mut env = Vec::new();
        while words.first().is_some_and(|w| {
            w.split_once('=')
                .is_some_and(|(k, _)| !k.is_empty() && k.chars().all(|c| c.is_ascii_uppercase() || c == '_'))
        }) {
            let w = words.remove(0);
            let (k, v) = w.split_once('=').unwrap_or_default();
            env.push((k.to_string(), v.to_string()));
        }
        let args: Vec<&str> = words.iter().map(String::as_str).collect();
        let mut cmd = spw(&args);
        for (k, v) in &env {
            cmd = cmd.env(k, v);
        }
        if cols[1] != "-" {
            cmd = cmd.stdin(&unescape(cols[1]));
        }
        let done = cmd.run();
        let code: i32 = cols[2].parse().expect("exit");
        assert_eq!(done.status, code, "{line}\n{}", done.stderr);
        if cols[3] != "-" {
            let first = done.stderr.lines().next().unwrap_or_default();
            assert!(first.starts_with("error: "), "{line}\n{}", done.stderr);
            assert!(first.contains(cols[3]), "{line}\n{}", done.stderr);
            // Never a whole oversized word echoed back, never a raw control character.
            assert!(done.stderr.len() < 2000, "{line}: {} bytes", done.stderr.len());
            assert!(
                !done.stderr.chars().any(|c| c.is_control() && c != '\n'),
                "{line}\n{:?}",
                done.stderr
            );
        } else {
            assert!(done.stderr.is_empty(), "{line}\n{}", done.stderr);
        }
        let seconds: f64 = cols[4].parse().expect("seconds");
        let mb: f64 = cols[5].parse().expect("peak_mb");
        assert!(seconds < 1.0 && mb < 100.0, "measured over bounds: {line}");
        rows += 1;
    }
    assert!(rows >= 30, "{rows} rows");
}

//! Hostile input: each case is refused with one plain line on stderr (plus the expression and
//! a caret for a parse error, and only for one), exit 2, no panic. A hang is caught by the
//! harness's watchdog; speed is not asserted here (tests never read the clock): the parser's
//! slowest inputs are timed by `cargo bench --bench calibrate -- parse`.

use std::path::Path;

use crate::case::Case;
use crate::harness::{spw, temp_dir};

/// Refused as a parse error: the message naming `needle` (in any case), then the expression
/// with a caret under the column.
fn refused_at(args: &[&str], needle: &str) {
    let needle = needle.to_lowercase();
    let what = format!("a message naming {needle:?}, the expression and a caret under it");
    Case::new(args)
        .status(2)
        .stderr_starts("error: ")
        .stderr_lines(3)
        .stderr_holds(&what, move |err| {
            let lines: Vec<&str> = err.lines().collect();
            lines.len() == 3
                && lines[0].to_lowercase().contains(&needle)
                && lines[2].trim_end().ends_with('^')
        })
        .check();
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
        Case::new(&["roll", expr.as_str()]).refused(&[needle]);
    }
    for (expr, needle) in &malformed {
        refused_at(&["roll", expr.as_str()], needle);
    }
}

#[test]
fn hostile_options_and_data() {
    Case::new(&["--seed", "abc", "roll", "1d6"]).refused(&["abc"]);
    Case::new(&["--seed", "-1", "roll", "1d6"]).refused(&["-1"]);
    Case::new(&["--seed", "99999999999999999999999", "roll", "1d6"]).refused(&["--seed"]);
    Case::new(&["--color", "sometimes", "roll", "1d6"]).refused(&["sometimes"]);
    Case::new(&["--rules", "chess", "roll", "1d6"]).refused(&["chess"]);
    Case::new(&["--dice", "x7", "roll", "1d6"]).refused(&["x7"]);
    Case::new(&["--dice", "7", "roll", "1d6"]).refused(&["1–6"]);
    Case::new(&["--dice", "1,2", "roll", "3d6"]).refused(&["still need"]);
    Case::new(&["--dice", "", "roll", "1d6"]).refused(&["empty"]);
    Case::new(&["draw", "53"]).refused(&["52"]);
    Case::new(&["draw", "0"]).refused(&["at least 1"]);
    Case::new(&["draw", "-3"]).refused(&["-3"]);
    Case::new(&["table", "no_such_table"]).refused(&["no_such_table"]);
    Case::new(&["tables", "no_such_table"]).refused(&["no_such_table"]);
    Case::new(&["completions", "tcsh"]).refused(&["tcsh"]);
    Case::new(&["roll"]).refused(&["EXPR"]);
    Case::new(&["roll", "--"]).refused(&["EXPR"]);
    let gone = temp_dir("hostile").join("missing");
    Case::new(&["--data", gone.to_str().unwrap(), "roll", "1d6"]).refused(&["no such directory"]);
    let bad = temp_dir("hostile-bad");
    std::fs::write(bad.join("dice.toml"), "[SF]\nfaces = [1, \"two\"]\n").unwrap();
    Case::new(&["--data", bad.to_str().unwrap(), "roll", "dSF"]).refused(&["dice.toml:"]);
}

/// The table's escapes (as bench/hostile.py reads them): `{N*text}` is `text` N times, then
/// `\n`, `\\` and `\xNN`.
fn unescape(s: &str) -> String {
    let mut expanded = String::new();
    let mut rest = s;
    while let Some(i) = rest.find('{') {
        let tail = &rest[i + 1..];
        let rep = tail.split_once('}').and_then(|(inner, after)| {
            let (n, c) = inner.split_once('*')?;
            (!c.is_empty()).then_some(())?;
            Some((c.repeat(n.parse().ok()?), after))
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

/// The text of a `text` file of tests/hostile/files.tsv: the escapes, then a byte per character.
fn file_bytes(content: &str) -> Vec<u8> {
    unescape(content)
        .chars()
        .map(|c| u8::try_from(u32::from(c)).expect("files.tsv: a character past \\xff"))
        .collect()
}

/// Makes the files of tests/hostile/files.tsv that `words` name as `@NAME` in `dir` (afresh,
/// as bench/hostile.py does), and returns the words with each `@NAME` made a path.
fn with_files(words: &[String], dir: &Path) -> Vec<String> {
    let table = include_str!("../hostile/files.tsv");
    let mut out = Vec::new();
    for w in words {
        // An environment variable's value may name a file too.
        let (head, at) = match w.split_once("=@") {
            Some((k, rest)) => (format!("{k}="), rest),
            None => match w.strip_prefix('@') {
                Some(rest) => (String::new(), rest),
                None => {
                    out.push(w.clone());
                    continue;
                }
            },
        };
        let top = at.split('/').next().unwrap_or(at);
        for line in table.lines() {
            let cols: Vec<&str> = line.split('\t').collect();
            if line.starts_with('#') || cols[0] == "name" {
                continue;
            }
            assert_eq!(cols.len(), 3, "files.tsv: {line}");
            if cols[0].split('/').next() == Some(top) {
                make_file(dir, cols[0], cols[1], cols[2]);
            }
        }
        out.push(format!("{head}{}", dir.join(at).display()));
    }
    out
}

fn make_file(dir: &Path, name: &str, kind: &str, content: &str) {
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    let _ = std::fs::remove_dir_all(&path);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let n = || -> usize { content.parse().expect("files.tsv: a count") };
    match kind {
        "text" => std::fs::write(&path, file_bytes(content)).unwrap(),
        "units" => {
            let mut s = String::new();
            for i in 1..=n() {
                s.push_str(&format!("[[unit]]\nname = \"u{i}\"\nside = \"A\"\n"));
            }
            std::fs::write(&path, s).unwrap();
        }
        "rows" => {
            let n = n();
            let mut s = format!("[damage]\nsection = \"3.5\"\nabout = \"x\"\ndice = \"d{n}\"\n");
            for i in 1..=n {
                s.push_str(&format!(
                    "[[damage.rows]]\nroll = \"{i}\"\nname = \"n\"\nresult = \"r\"\n"
                ));
            }
            std::fs::create_dir_all(&path).unwrap();
            std::fs::write(path.join("schwerpunkt.toml"), s).unwrap();
        }
        "entries" => {
            let mut s = String::from(
                "{\"spw_journal\":1,\"spw\":\"0.1.0\",\"rules\":\"schwerpunkt\",\"seed\":1}\n",
            );
            for i in 1..=n() {
                s.push_str(&format!(
                    "{{\"n\":{i},\"kind\":\"alias\",\"turn\":1,\"phase\":\"off-table artillery fire\",\"line\":\"a = roll d6\",\"stream\":0}}\n"
                ));
            }
            std::fs::write(&path, s).unwrap();
        }
        "units-game" => {
            let mut s = String::from(
                "{\"spw_journal\":2,\"spw\":\"0.1.0\",\"rules\":\"schwerpunkt\",\"seed\":1,\"roster\":{\"unit\":[",
            );
            let units: Vec<String> = (1..=n())
                .map(|i| format!("{{\"name\":\"u{i}\",\"side\":\"A\"}}"))
                .collect();
            s.push_str(&units.join(","));
            s.push_str("]}}\n");
            std::fs::write(&path, s).unwrap();
        }
        "heavy" => {
            let mut s = String::from(
                "{\"spw_journal\":2,\"spw\":\"0.1.0\",\"rules\":\"schwerpunkt\",\"seed\":1}\n",
            );
            for i in 1..=n() {
                s.push_str(&format!(
                    "{{\"n\":{i},\"kind\":\"command\",\"line\":\"roll 10000d1000000\",\"output\":[],\"stream\":0}}\n"
                ));
            }
            std::fs::write(&path, s).unwrap();
        }
        "fifo" => {
            let ok = std::process::Command::new("mkfifo").arg(&path).status();
            assert!(ok.is_ok_and(|s| s.success()), "mkfifo {}", path.display());
        }
        "dir" => std::fs::create_dir_all(&path).unwrap(),
        #[cfg(unix)]
        "link" => std::os::unix::fs::symlink(content, &path).unwrap(),
        "absent" => {}
        _ => panic!("files.tsv: kind {kind}"),
    }
}

/// Whether one row of tests/hostile/inputs.tsv (`cols`) was answered as it says: its exit
/// status, the words its message holds, and the measured bounds; what is wrong if not.
fn row_holds(cols: &[&str], done: &crate::harness::Done) -> Result<(), String> {
    let code: i32 = cols[2].parse().expect("exit");
    let first = done.stderr.lines().next().unwrap_or_default();
    if done.status != code {
        return Err(format!("exit {} (not {code}): {first}", done.status));
    }
    if cols[3] == "-" {
        if !done.stderr.is_empty() {
            return Err(format!("stderr not empty: {first}"));
        }
    } else if !first.starts_with("error: ") || !first.contains(cols[3]) {
        return Err(format!("first line lacks {:?}: {first}", cols[3]));
    } else if done.stderr.len() >= 2000 {
        // Never a whole oversized word echoed back.
        return Err(format!("{} bytes on stderr", done.stderr.len()));
    } else if done.stderr.chars().any(|c| c.is_control() && c != '\n') {
        return Err(format!("a raw control character: {:?}", done.stderr));
    }
    let seconds: f64 = cols[4].parse().expect("seconds");
    let mb: f64 = cols[5].parse().expect("peak_mb");
    if seconds >= 1.0 || mb >= 100.0 {
        return Err("measured over bounds (1 s, 100 MB)".into());
    }
    Ok(())
}

/// Every row of tests/hostile/inputs.tsv: the exit status and the message are checked here;
/// the time and memory bench/hostile.py measured on the release build must be within bounds
/// (1 s, 100 MB). Tests never time anything themselves.
#[test]
fn the_table_of_hostile_inputs() {
    let table = include_str!("../hostile/inputs.tsv");
    let files = temp_dir("hostile-files");
    let mut rows = 0;
    let mut wrong = Vec::new();
    for line in table.lines() {
        if line.is_empty() || line.starts_with('#') || line.starts_with("args\t") {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        assert_eq!(cols.len(), 6, "{line}");
        let words: Vec<String> = if cols[0] == "-" {
            Vec::new()
        } else {
            shlex::split(cols[0])
                .unwrap_or_else(|| panic!("{line}"))
                .iter()
                .map(|w| unescape(w))
                .collect()
        };
        let mut words = with_files(&words, &files);
        let mut env = Vec::new();
        while words.first().is_some_and(|w| {
            w.split_once('=').is_some_and(|(k, _)| {
                !k.is_empty() && k.chars().all(|c| c.is_ascii_uppercase() || c == '_')
            })
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
        if let Err(why) = row_holds(&cols, &done) {
            wrong.push(format!("{line}\n  {why}"));
        }
        rows += 1;
    }
    // Every row is run and every wrong one named, not only the first.
    assert!(
        wrong.is_empty(),
        "{} rows wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(rows >= 30, "{rows} rows");
}

/// `spw roll 10d6>=4 --chances` pasted into a shell writes a file named `=4`. Every
/// example in every `--help` must survive a shell: a word with a character the shell treats
/// specially is quoted (a word standing alone as a pipe or redirection is meant as one).
#[test]
fn every_help_example_can_be_pasted_into_a_shell() {
    let mut helps: Vec<(String, String)> = Vec::new();
    for cmd in [
        &[][..],
        &["roll"],
        &["draw"],
        &["pools"],
        &["reshuffle"],
        &["tables"],
        &["table"],
        &["rules"],
    ] {
        let mut args: Vec<&str> = cmd.to_vec();
        args.push("--help");
        helps.push((cmd.join(" "), spw(&args).ok()));
    }
    let v = spw(&["rules"]).json();
    for p in v["result"]["procedures"].as_array().expect("procedures") {
        let (r, n) = (
            p["rules"].as_str().unwrap(),
            p["procedure"].as_str().unwrap(),
        );
        helps.push((format!("{r} {n}"), spw(&[r, n, "--help"]).ok()));
    }
    const SPECIAL: &[char] = &[
        '<', '>', '|', '&', ';', '(', ')', '*', '?', '[', ']', '{', '}', '$', '!', '`', '~',
    ];
    let mut bad = Vec::new();
    for (who, help) in &helps {
        for line in help
            .lines()
            .filter(|l| l.starts_with("  ") && l.contains("spw"))
        {
            let line = line.trim();
            let code = match line.find("  (") {
                Some(i) if line.ends_with(')') => &line[..i],
                _ => line,
            };
            if !code.starts_with("spw ") && !code.contains("| spw") {
                continue;
            }
            let code = code.trim_end_matches('\\').trim_end();
            assert!(shlex::split(code).is_some(), "{who}: {code}");
            for word in code.split_whitespace() {
                let operator = matches!(word, "|" | ">" | ">>" | "<" | "2>" | "\\");
                let quoted = word.starts_with(['\'', '"']);
                if !operator && !quoted && word.contains(SPECIAL) {
                    bad.push(format!("{who}: {word} in `{code}`"));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "unquoted in help examples:\n{}",
        bad.join("\n")
    );
}

/// A distribution longer than a screen is summarised, not listed, and
/// `--json` still has every outcome.
#[test]
fn many_outcomes_are_summarised_and_json_lists_them_all() {
    let out = spw(&["--chances", "roll", "d1000"]).ok();
    assert!(out.contains("1000 outcomes, from 1 to 1000"), "{out}");
    assert!(out.contains("--json gives every one"), "{out}");
    assert!(out.contains("mean 500.5"), "{out}");
    assert!(
        out.contains("percentiles: 1% 10, 5% 50, 25% 250, 50% 500"),
        "{out}"
    );
    assert!(out.contains("951 to 1000"), "{out}");
    assert!(out.lines().count() < 40, "{out}");
    let v = spw(&["--chances", "roll", "d1000"]).json();
    assert_eq!(v["chances"]["total"].as_array().map(Vec::len), Some(1000));
    // A table that fits is still a table.
    let out = spw(&["--chances", "roll", "3d6"]).ok();
    assert!(out.contains("this or more"), "{out}");
}

/// Items 15 and 16: ties are said as ties; a percent is never shown as 100 or 0 unless exact.
#[test]
fn chance_summaries_say_ties_and_keep_percents_honest() {
    let out = spw(&["--chances", "roll", "2d6>=4"]).ok();
    assert!(out.contains("most likely 1"), "{out}");
    let out = spw(&["--chances", "roll", "3d6"]).ok();
    assert!(
        out.contains("10 and 11 equally likely (12.50% each)"),
        "{out}"
    );
    let out = spw(&["--chances", "save", "--skill", "4", "--hits", "40"]).ok();
    assert!(!out.contains("e-"), "{out}");
    assert!(out.contains("<0.01"), "{out}");
    assert!(out.contains(">99.99"), "{out}");
    for line in out.lines().filter(|l| l.contains(" 100 ")) {
        // Only the first "this or more" and the last "this or less" are certain.
        assert!(line.matches(" 100 ").count() == 1, "{line}");
    }
    let out = spw(&["roll", "0d6"]).ok();
    assert!(out.contains("0d6: no dice = 0"), "{out}");
    // A clock bearing is a direction: no mean or sd.
    let out = spw(&["--chances", "scatter"]).ok();
    assert!(out.contains("distance: mean"), "{out}");
    assert!(!out.contains("bearing: mean"), "{out}");
    // A named die's faces read as they are thrown, not as TOML.
    let out = spw(&["tables", "dice.SF"]).ok();
    assert!(out.contains("JAM (0, bad), 1, 1, 2, 2, 3"), "{out}");
    assert!(!out.contains('{'), "{out}");
}

/// Items 5–11: errors name the culprit in the user's words.
#[test]
fn errors_read_as_one_plain_line() {
    let err = spw(&["roll", "d6"]).env("SPW_SEED", "abc").fails(2);
    assert!(err.starts_with("error: SPW_SEED=abc: not a seed"), "{err}");
    assert!(!err.contains("--seed"), "{err}");
    spw(&["rules"]).env("SPW_SEED", "abc").ok();
    spw(&["roll", "d6"]).env("SPW_SEED", "").ok();
    spw(&["roll", "d6"]).env("SPW_RULES", "").ok();
    let a = spw(&["roll", "3d6"]).env("SPW_SEED", "5").ok();
    assert_eq!(a, spw(&["--seed", "5", "roll", "3d6"]).ok());

    let err = spw(&["fire", "--marksman", "3"]).fails(2);
    assert_eq!(
        err.trim(),
        "error: unexpected option '--marksman'; did you mean '--marksmanship'?"
    );
    let err = spw(&["roll", "2d6\u{1b}[31m"]).fails(2);
    assert!(err.contains("\\x1b") && !err.contains('\u{1b}'), "{err:?}");
    let long = format!("frobnicate{}", "x".repeat(100_000));
    let err = spw(&[long.as_str()]).fails(2);
    assert!(err.len() < 400, "{} bytes", err.len());

    let d = spw(&[]).stdin("roll d6 \\\n").run();
    assert!(d.stderr.contains("escapes nothing"), "{}", d.stderr);
    assert!(!d.stderr.contains("quotes"), "{}", d.stderr);

    let bad = temp_dir("hostile-file");
    let file = bad.join("plain.txt");
    std::fs::write(&file, "x").unwrap();
    let err = spw(&["--data", file.to_str().unwrap(), "roll", "1d6"]).fails(2);
    assert!(err.contains("not a directory"), "{err}");
}

/// Item 10: with standard output closed the result would be lost: exit 1 with a message.
#[test]
fn a_closed_standard_output_is_an_error() {
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg("exec \"$0\" roll 2d6 >&-")
        .arg(crate::harness::bin())
        .output()
        .expect("sh");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("standard output is closed"), "{err}");
    // Sent to /dev/null on purpose is fine.
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg("exec \"$0\" roll 2d6 >/dev/null")
        .arg(crate::harness::bin())
        .output()
        .expect("sh");
    assert_eq!(out.status.code(), Some(0));
}

/// Item 11: one error contract for single commands and batches.
#[test]
fn json_errors_and_batch_status_follow_single_commands() {
    let d = spw(&["--json", "roll", "d0"]).run();
    assert_eq!(d.status, 2);
    let v: serde_json::Value = serde_json::from_str(d.stdout.trim()).expect("one JSON object");
    assert_eq!(v["code"], 2);
    assert!(v["error"].as_str().unwrap().contains("d0"), "{v}");
    let d = spw(&["--json", "--bogus"]).run();
    assert_eq!(d.status, 2);
    assert!(d.stdout.contains("\"error\""), "{}", d.stdout);
    // A batch with a bad line exits 2, as the line alone would.
    let d = spw(&["--seed", "1"])
        .stdin("roll d6\nroll d0\nroll d6\n")
        .run();
    assert_eq!(d.status, 2, "{}", d.stderr);
    assert_eq!(
        d.stdout.lines().filter(|l| l.starts_with("d6: ")).count(),
        2,
        "{}",
        d.stdout
    );
    let d = spw(&[])
        .stdin(&format!("{}\nroll d6\n", "x".repeat(70_000)))
        .run();
    assert_eq!(d.status, 2);
    assert!(
        d.stderr.contains("line 1: the line is 70000 bytes long"),
        "{}",
        d.stderr
    );
    assert!(d.stderr.len() < 300, "{}", d.stderr.len());
}

/// Item 12: what the notation or the rules do not mean is refused, saying why.
#[test]
fn nothing_is_silently_accepted() {
    refused_at(&["roll", "d6!!"], "repeats a modifier");
    refused_at(&["roll", "d6!e!e"], "repeats a modifier");
    refused_at(&["roll", "4d6kh3kh2"], "'kh2' repeats a modifier");
    refused_at(&["roll", "6d6dl1dh1dl1"], "'dl1' repeats a modifier");
    refused_at(&["roll", "d6mi5ma2"], "contradict");
    Case::new(&["--seed", "1", "--dice", "3", "roll", "d6"]).refused(&["--seed has no effect"]);
    Case::new(&["--chances", "tables"]).refused(&["--chances does not apply to `tables`"]);
    Case::new(&["--chances", "man"]).refused(&["--chances does not apply to `man`"]);
    Case::new(&["--dice", "3", "rules"]).refused(&["--dice does not apply to `rules`"]);
    // A reroll that almost always matches rolls what --chances says, every time.
    for seed in 0..20 {
        let s = seed.to_string();
        let out = spw(&["--seed", &s, "--quiet", "roll", "d20000rr<20000"]).ok();
        assert!(out.contains("= 20000"), "{out}");
    }
}

/// Item 13: a house rule is checked whole when it loads, and the error names its own file,
/// line and column; a damage table missing the row for 2 no longer waits for a 2 to be rolled.
#[test]
fn house_rules_are_checked_whole_when_they_load() {
    let cases = [
        (
            "[damage]\nsection = \"3.5\"\nabout = \"x\"\ndice = \"d6\"\nrows = [\n  { roll = \"1\", name = \"a\", result = \"a\" },\n  { roll = \"3-6\", name = \"b\", result = \"b\" },\n]\n",
            "no row for a roll of 2",
        ),
        (
            "[game_length]\nsection = \"7.1\"\nabout = \"x\"\nturns = 6\ndice = \"d6\"\nrows = [\n  { roll = \"1-6\", extra_turns = 0, result = \"a\" },\n  { roll = \"7-9\", extra_turns = 1, result = \"b\" },\n]\n",
            "no roll can come to 7–9",
        ),
    ];
    for (i, (text, words)) in cases.iter().enumerate() {
        let dir = temp_dir(&format!("hostile-house-{i}"));
        let path = dir.join("schwerpunkt.toml");
        std::fs::write(&path, text).unwrap();
        // Any command that reads the rule set's tables reports it, before a die is thrown.
        let err = spw(&["--data", dir.to_str().unwrap(), "tables", "schwerpunkt"]).fails(2);
        assert!(err.contains(&format!("{}:", path.display())), "{err}");
        assert!(err.contains(words), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

/// Item 15: scatter's result line is printed once.
#[test]
fn scatter_says_its_result_once() {
    let out = spw(&["--seed", "1", "scatter"]).ok();
    let last = out.lines().last().unwrap_or_default().to_string();
    assert!(last.contains("drifts") || last.contains("HIT"), "{out}");
    assert_eq!(out.matches(last.as_str()).count(), 1, "{out}");
}

/// A batch prints nothing on stdout for a line it refuses, and one blank line between two
/// commands' outputs however many failed between them (a file of random bytes printed a blank
/// line for each).
#[test]
fn a_refused_batch_line_prints_nothing_on_stdout() {
    Case::new(&["--seed", "1"])
        .stdin("roll d6\nroll d0\nfrobnicate\nroll d6\n")
        .status(2)
        .stdout("d6: 2 = 2\n\nd6: 6 = 6\n")
        .check();
    Case::new(&[])
        .stdin("roll d0\nfrobnicate\n\u{7f}\n")
        .status(2)
        .stdout("")
        .check();
}

/// A batch reads lines as a shell does: a line ending in ` \` goes on on the next (so a help
/// example broken to fit 80 columns can be pasted whole), and a byte-order mark at the start
/// (as Windows editors save a file) is no part of the first command.
#[test]
fn a_batch_continues_lines_and_skips_a_byte_order_mark() {
    let help = spw(&["melee", "--help"]).ok();
    let mut example: Vec<&str> = Vec::new();
    for l in help
        .lines()
        .skip_while(|l| !l.trim_start().starts_with("spw melee --attacker-figures"))
    {
        example.push(l);
        if !l.ends_with(" \\") {
            break;
        }
    }
    let (first, rest) = example.split_first().expect("a melee example");
    assert!(first.ends_with(" \\") && !rest.is_empty(), "{help}");
    let whole = example
        .iter()
        .map(|l| l.trim().trim_end_matches('\\').trim())
        .collect::<Vec<_>>()
        .join(" ");
    let one = spw(&["--seed", "4"]).stdin(&format!("{whole}\n")).ok();
    let pasted = spw(&["--seed", "4"])
        .stdin(&(example.join("\n") + "\n"))
        .ok();
    assert_eq!(pasted, one);
    // A comment's `\` continues nothing; a mark later than the start is no mark to skip.
    Case::new(&["--seed", "1"])
        .stdin("# a comment \\\nroll 2d6 \\\n  --dice 3,4\n\u{feff}roll d6\n")
        .stdout("2d6: 3 4 = 7\n")
        .status(2)
        .stderr_has("line 4: unknown command '\\u{feff}roll'")
        .check();
    Case::new(&[])
        .stdin("\u{feff}roll d6 --dice 4\n")
        .stdout("d6: 4 = 4\n")
        .check();
}

/// A line with no end (`spw < /dev/zero`) is read to a bound, not until the process is
/// killed: the batch ends there, naming the limit.
#[test]
fn a_line_with_no_end_ends_the_batch() {
    let endless = "x".repeat(1_100_000) + "\nroll d6\n";
    let d = spw(&[]).stdin(&endless).run();
    assert_eq!(d.status, 2);
    assert_eq!(d.stdout, "");
    assert!(
        d.stderr
            .starts_with("error: line 1: the line is over 1 MiB with no end; the limit is 64 KiB"),
        "{}",
        d.stderr
    );
    assert_eq!(d.stderr.lines().count(), 1, "{}", d.stderr);
}

//! `--percent` and `--exact`: the short and the long form of `--chances` tables, and the
//! default between them (the exact fractions where they fit the screen: 80 columns in a pipe,
//! the terminal's width on one).

use crate::harness::{Done, spw};

/// `spw ARGS` as if stdout were a terminal `columns` wide (the `SPW_TEST_TERMINAL` test hook:
/// the harness's stdout is a pipe).
fn on_terminal(args: &[&str], columns: usize) -> Done {
    spw(args)
        .env("SPW_TEST_TERMINAL", "1")
        .env("COLUMNS", &columns.to_string())
        .run()
}

/// The percent a table cell should show for an exact chance of `percent` (from JSON), `certain`
/// when the exact fraction is 1: two decimals, never 0.00 or 100.00 for what is possible but
/// not certain.
fn expected_cell(percent: f64, certain: bool) -> String {
    if certain {
        "100".into()
    } else if percent < 0.005 {
        "<0.01".into()
    } else if percent >= 99.995 {
        ">99.99".into()
    } else {
        format!("{percent:.2}")
    }
}

/// The rows of the first table in `out` whose header starts with `name`: the cells of each
/// row (bar cells dropped), up to the first line that is not a row.
fn rows(out: &str, name: &str) -> Vec<Vec<String>> {
    let all: Vec<&str> = out.lines().collect();
    let header = (0..all.len())
        .find(|&i| {
            all[i].starts_with(&format!(" {name} "))
                && all.get(i + 1).is_some_and(|l| l.starts_with('─'))
        })
        .expect("the table's header");
    let lines = all[header + 2..].iter();
    lines
        .take_while(|l| l.starts_with(' '))
        .copied()
        .map(|l| {
            l.split_whitespace()
                .filter(|c| !c.starts_with(['█', '▏', '▎', '▍', '▌', '▋', '▊', '▉']))
                .map(str::to_string)
                .collect()
        })
        .collect()
}

/// Whether `s` has a number in float notation (`8.7e-17`, `1e+20`).
fn float_notation(s: &str) -> bool {
    let c: Vec<char> = s.chars().collect();
    c.windows(4).any(|w| {
        w[0].is_ascii_digit()
            && matches!(w[1], 'e' | 'E')
            && matches!(w[2], '-' | '+')
            && w[3].is_ascii_digit()
    })
}

const MANY_DICE: &[&str] = &["--chances", "save", "--skill", "4", "--hits", "40"];

#[test]
fn percent_on_a_many_dice_save_writes_each_chance_as_a_short_percent() {
    let mut args = MANY_DICE.to_vec();
    args.push("--percent");
    let out = spw(&args).ok();
    let exact = spw(MANY_DICE).json();
    let outcomes = exact["chances"]["casualties"]
        .as_array()
        .expect("casualties");
    let rows = rows(&out, "casualties");
    assert_eq!(rows.len(), outcomes.len(), "one row per outcome:\n{out}");
    assert_eq!(rows.len(), 41);
    for (row, o) in rows.iter().zip(outcomes) {
        // outcome, %, this or more, this or less: no fraction column.
        assert_eq!(row.len(), 4, "no p column: {row:?}");
        assert_eq!(row[0], o["value"].to_string());
        let p = o["p"].as_str().expect("p");
        assert_eq!(
            row[1],
            expected_cell(o["percent"].as_f64().expect("percent"), p == "1/1"),
            "the % of {p}"
        );
    }
    // The ends: 0 casualties is 1/2^40, possible but far under 0.01%, and 0 or more is certain.
    assert_eq!(rows[0], ["0", "<0.01", "100", "<0.01"]);
    assert_eq!(rows[1], ["1", "<0.01", ">99.99", "<0.01"]);
    assert_eq!(rows[40], ["40", "<0.01", "<0.01", "100"]);
    assert!(out.contains("casualties: most likely 20 (12.54%)"), "{out}");
    assert!(!out.contains('/'), "a fraction in the short form:\n{out}");
    assert!(!float_notation(&out), "float notation:\n{out}");
    assert!(!out.contains("100.00") && !out.contains(" 0.00 "), "{out}");
}

#[test]
fn the_rarest_outcome_of_this_or_more_is_possible_not_zero() {
    // 59 dice: "59 or more casualties" is 1/2^59; taking the rest from 100 in floats said 0.
    for form in ["--exact", "--percent"] {
        let out = spw(&["--chances", "save", "--skill", "4", "--hits", "59", form]).ok();
        let rows = rows(&out, "casualties");
        let last = rows.last().expect("a row");
        assert_eq!(last[0], "59");
        assert_eq!(&last[last.len() - 3..], ["<0.01", "<0.01", "100"], "{form}");
    }
}

#[test]
fn a_certain_outcome_is_shown_as_100_and_nothing_else_is() {
    // Every die of 2d6 is 1 or more: the count is 2, certainly.
    let out = spw(&["--chances", "--percent", "roll", "2d6>=1"]).ok();
    assert_eq!(rows(&out, "total"), [["2", "100", "100", "100"]]);
    assert!(out.contains("\ntotal: 2 (certain)\n"), "{out}");
    // 6d6 >= 2 counts 6 with (5/6)^6 ≈ 33.49%, and 0 with 1/6^6 ≈ 0.002%: neither is certain.
    let out = spw(&["--chances", "--percent", "roll", "6d6>=2"]).ok();
    let rows = rows(&out, "total");
    assert_eq!(rows[0], ["0", "<0.01", "100", "<0.01"]);
    assert_eq!(rows[6], ["6", "33.49", "33.49", "100"]);
    assert_eq!(
        rows.iter().flatten().filter(|c| *c == "100").count(),
        2,
        "only the two certain cumulative cells: {rows:?}"
    );
}

#[test]
fn a_yes_no_result_line_drops_its_fraction_in_the_short_form() {
    let args = ["--chances", "morale", "--morale", "7", "--officer"];
    // The answer comes first, under the setting.
    let exact = spw(&args).ok();
    assert_eq!(
        exact.lines().nth(2),
        Some("passed 13/18 (72.22%)"),
        "{exact}"
    );
    let mut short = args.to_vec();
    short.push("--percent");
    let out = spw(&short).ok();
    assert_eq!(out.lines().nth(2), Some("passed 72.22%"), "{out}");
    assert!(!out.contains("13/18") && !out.contains("5/18"), "{out}");
    assert_eq!(rows(&out, "passed"), [["no", "27.78"], ["yes", "72.22"]]);
    short.push("-q");
    assert_eq!(spw(&short).ok(), "passed 72.22%\n");
}

#[test]
fn a_narrow_terminal_gets_the_short_form_and_the_way_to_the_fractions() {
    let d = on_terminal(MANY_DICE, 80);
    assert_eq!(d.status, 0, "{}", d.stderr);
    let out = d.stdout;
    assert!(
        !out.contains('/'),
        "fractions on an 80-column terminal:\n{out}"
    );
    assert!(
        out.contains("percents to fit 80 columns; --exact for the exact fractions (or --json)"),
        "{out}"
    );
    for line in out.lines() {
        assert!(line.chars().count() <= 80, "{} wide: {line}", line.len());
    }
    // The exact form is wider than that, so the choice was the screen's; a pipe is 80 columns
    // too, and gets the same.
    let long = spw(&[MANY_DICE, &["--exact"]].concat()).ok();
    assert!(long.lines().any(|l| l.chars().count() > 80));
    assert!(long.contains("1/1099511627776"));
    assert_eq!(spw(MANY_DICE).ok(), out);
}

#[test]
fn a_screen_wide_enough_keeps_the_exact_table() {
    let exact = spw(&[MANY_DICE, &["--exact"]].concat()).ok();
    let widest = exact.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    assert_eq!(on_terminal(MANY_DICE, widest).stdout, exact);
    assert_ne!(on_terminal(MANY_DICE, widest - 1).stdout, exact);
    // The width parameter lays a pipe out the same way.
    let wide = spw(MANY_DICE).env("SPW_WIDTH", &widest.to_string()).ok();
    assert_eq!(wide, exact);
    // A small table fits 80 columns as it is.
    let morale = ["--chances", "morale", "--morale", "7", "--officer"];
    assert_eq!(on_terminal(&morale, 80).stdout, spw(&morale).ok());
}

#[test]
fn exact_and_percent_beat_the_terminal_and_refuse_each_other() {
    let mut exact = MANY_DICE.to_vec();
    exact.push("--exact");
    assert_eq!(on_terminal(&exact, 80).stdout, spw(&exact).ok());
    let mut percent = MANY_DICE.to_vec();
    percent.push("--percent");
    let short = spw(&percent).ok();
    assert!(!short.contains("percents to fit"), "asked for, not fitted");
    assert_eq!(on_terminal(&percent, 300).stdout, short);
    // Each picks how the tables are written: both on one line are refused, saying to give one.
    for mut both in [percent.clone(), exact.clone()] {
        both.push(if both.contains(&"--exact") {
            "--percent"
        } else {
            "--exact"
        });
        let err = spw(&both).fails(2);
        assert!(
            err.contains("cannot be used with") && err.contains("give one or the other"),
            "{err}"
        );
    }
}

#[test]
fn a_pipe_keeps_the_exact_table_byte_for_byte() {
    // COLUMNS alone does not make a pipe a terminal: scripts get the 80-column form, unchanged.
    let out = spw(&["--chances", "morale", "--morale", "7", "--officer"])
        .env("COLUMNS", "20")
        .ok();
    assert_eq!(
        out,
        "morale · Schwerpunkt 5.0 · exact chances
passes on 2d6 of 8 or less
passed 13/18 (72.22%)
 passed   p       %
───────────────────────────────────────────────────
 no       5/18    27.78   █████████▎
 yes      13/18   72.22   ████████████████████████
"
    );
}

#[test]
fn json_is_exact_whatever_the_terminal() {
    let mut args = vec!["--json"];
    args.extend_from_slice(MANY_DICE);
    let narrow = on_terminal(&args, 40).stdout;
    assert_eq!(narrow, spw(&args).ok());
    assert!(narrow.contains("\"p\":\"1/1099511627776\""));
}

#[test]
fn percent_and_exact_without_chances_or_with_json_are_refused() {
    let err = spw(&["save", "--skill", "4", "--hits", "3", "--percent"]).fails(2);
    assert_eq!(
        err,
        "error: --percent shapes the --chances tables; add --chances, or drop --percent\n"
    );
    let err = spw(&["--exact", "roll", "2d6"]).fails(2);
    assert!(err.contains("--exact shapes the --chances tables"), "{err}");
    let err = spw(&["--json", "--chances", "--percent", "roll", "2d6"]).fails(2);
    assert!(err.contains("--json is always exact"), "{err}");
}

#[test]
fn a_session_takes_percent_for_its_chances_lines() {
    // Session-wide, --percent shapes the lines that ask for --chances and leaves rolls alone.
    let d = spw(&["--percent", "--seed", "1"])
        .stdin("morale --morale 7 --officer --chances\nroll 2d6 -q\nmorale --morale 7 --officer --exact --chances -q\n")
        .run();
    assert_eq!(d.status, 0, "{}", d.stderr);
    assert!(d.stdout.contains("\npassed 72.22%\n"), "{}", d.stdout);
    assert!(
        d.stdout.ends_with("passed 13/18 (72.22%)\n"),
        "{}",
        d.stdout
    );
    // A line that names --percent itself without --chances is refused, like a command.
    let d = spw(&[]).stdin("roll 2d6 --percent\n").run();
    assert_eq!(d.status, 2);
    assert!(
        d.stderr.contains("--percent shapes the --chances tables"),
        "{}",
        d.stderr
    );
}

/// `--percent` reaches every kind of chance output: each rule set's tables, `roll`, `draw`,
/// the summary past a screenful, the CRT matrix and goal line, the barrage picture.
#[test]
fn percent_works_everywhere_chances_does() {
    let cases: &[&[&str]] = &[
        &["fire", "--marksmanship", "4", "--shots", "5", "--pinned"],
        &["barrage", "--guns", "6"],
        &[
            "-r",
            "portable",
            "close-combat",
            "--attacker",
            "infantry-firearms",
            "--defender",
            "infantry-close-combat",
        ],
        &[
            "-r",
            "frontier",
            "battle",
            "--attacker",
            "afv",
            "--defender",
            "infantry",
            "--defender-in",
            "cover",
        ],
        &["-r", "series", "crt", "--odds", "3:1"],
        &["-r", "series", "crt", "--all-columns", "--drm", "1"],
        &["-r", "series", "crt", "--goal", "defender_hits>=2"],
        &[
            "-r",
            "tsatf",
            "fire",
            "--quality",
            "green",
            "--weapon",
            "hmg",
            "--firers",
            "2",
            "--range",
            "30",
            "--class",
            "III",
        ],
        &["roll", "100d6"],
        &["roll", "50d6>=6"],
        &["draw", "5"],
    ];
    for case in cases {
        let mut args = vec!["--chances", "--percent"];
        args.extend_from_slice(case);
        let out = spw(&args).ok();
        let v = spw(&[&["--chances"][..], case].concat()).json();
        // No exact fraction of the JSON appears as a cell (a CRT result such as 1/2 is a
        // name, not a chance: only fractions with other denominators are looked for).
        if let Some(chances) = v["chances"].as_object() {
            for rows in chances.values() {
                for r in rows.as_array().expect("rows") {
                    let p = r["p"].as_str().expect("p");
                    if p.len() > 4 {
                        assert!(
                            !out.split_whitespace()
                                .any(|w| w.trim_matches(['(', ')']) == p),
                            "{case:?} shows {p}:\n{out}"
                        );
                    }
                }
            }
        }
        assert!(!float_notation(&out), "{case:?}:\n{out}");
        assert!(
            !out.contains("100.00") && !out.contains(" 0.00"),
            "{case:?}:\n{out}"
        );
        let p_column = |l: &str| {
            let words: Vec<&str> = l.split_whitespace().collect();
            words.windows(2).any(|w| w == ["p", "%"])
        };
        assert!(
            !out.lines().any(p_column),
            "{case:?} has a p column:\n{out}"
        );
    }
}

#[test]
fn every_table_fits_an_80_column_terminal() {
    let cases: &[&[&str]] = &[
        &["--chances", "save", "--skill", "4", "--hits", "59"],
        &["--chances", "roll", "50d6>=6"],
        &["--chances", "roll", "100d6"],
        &["--chances", "fire", "--marksmanship", "4", "--shots", "40"],
        &[
            "--chances",
            "-r",
            "tsatf",
            "fire",
            "--quality",
            "green",
            "--weapon",
            "hmg",
            "--firers",
            "2",
            "--range",
            "30",
            "--class",
            "III",
        ],
    ];
    for case in cases {
        let out = on_terminal(case, 80).stdout;
        // Table lines: a row or header (indented by one space) or the rule under a header.
        for line in out.lines().filter(|l| l.starts_with([' ', '─'])) {
            assert!(
                line.chars().count() <= 80,
                "{case:?}: {} columns: {line}",
                line.chars().count()
            );
        }
        assert!(
            out.lines().filter(|l| l.starts_with(' ')).count() > 5,
            "{out}"
        );
    }
}

//! Every screen fits: every procedure's `--help`, its examples, their `--chances` (with a goal,
//! and a range, each procedure's examples show), the generic commands and the REPL's `help`,
//! laid out at 80, 60 and 40 columns (the width parameter, `SPW_WIDTH`; the `--chances` screens
//! on a terminal too), have no line wider than the width and split no word or number; and what was
//! seen on an 80-column terminal before (numbers broken inside tables, a heading of 46
//! characters, examples that could not be pasted, lines printed twice, raw escape codes) stays
//! fixed.

use std::collections::HashSet;

use unicode_width::UnicodeWidthStr;

use crate::every_procedure::{SEED, examples, registry, strs, uses, with_rules};
use crate::harness::{flat, spw, temp_dir};

/// The widths every screen is checked at.
const WIDTHS: [usize; 3] = [80, 60, 40];

/// A width no line needs: the reference a narrow screen's words are looked up in.
const WIDE: &str = "1000";

/// Printed between the commands of a batch, to cut its output back into one per command;
/// after the first, every pool is put back, so each command draws from full pools whichever
/// commands ran before it (a batch of some of the screens answers as the batch of all).
const MARK: &str = "roll -q 1d1\nreshuffle -q\nroll -q 2d1";
const MARK_OUT: &str = "1d1 = 1\n";
const MARK_END: &str = "2d1 = 2\n";

/// `lines` run as one batch at `width` columns (on a terminal that wide with `terminal`: the
/// test hook makes the batch's stdout count as one), the output of each (marks between them).
fn batch(lines: &[String], width: &str, terminal: bool) -> Vec<String> {
    let mut input = String::new();
    for l in lines {
        input.push_str(l);
        input.push('\n');
        input.push_str(MARK);
        input.push('\n');
    }
    // Seeded, so the cards a line with --dice draws from the session are the same every time.
    let mut run = spw(&["--seed", SEED]);
    run = if terminal {
        run.env("SPW_TEST_TERMINAL", "1").env("COLUMNS", width)
    } else {
        run.env("SPW_WIDTH", width)
    };
    let out = run.stdin(&input).run().stdout;
    let mut parts: Vec<String> = out
        .split(MARK_END)
        .map(|p| {
            let said = p.split(MARK_OUT).next().unwrap_or_default();
            said.trim_matches('\n').to_string()
        })
        .collect();
    parts.truncate(lines.len());
    assert_eq!(parts.len(), lines.len(), "a batch lost its marks:\n{out}");
    parts
}

/// A word as it is looked up: without the punctuation around it.
fn norm(w: &str) -> &str {
    w.trim_matches(|c: char| ",;:.()[]{}'\"`·".contains(c))
}

/// Whether `w` is a bar, a rule or part of a map or a grid (drawn to the room there is, so no
/// word): box drawing, block elements and the map's shapes only, or a grid's border in it.
fn bar(w: &str) -> bool {
    w.chars().all(|c| ('\u{2500}'..='\u{25ff}').contains(&c)) || w.contains(['│', '┌', '└', '├'])
}

/// Words a narrow screen may have that a wide one has not: the line saying the fractions were
/// left out, `N+` columns of a family of counts, `\` ending an example's part.
fn narrow_only(w: &str, width: usize) -> bool {
    const NOTE: &[&str] = &[
        "percents",
        "to",
        "fit",
        "columns",
        "--exact",
        "for",
        "the",
        "exact",
        "fractions",
        "or",
        "--json",
    ];
    // A narrow terrain map names its edges W and E and its villages "vill.".
    const MAP: &[&str] = &["W", "E", "vill"];
    NOTE.contains(&w)
        || MAP.contains(&w)
        || w == width.to_string()
        || w == "\\"
        || (w.ends_with('+') && w[..w.len() - 1].parse::<u32>().is_ok())
}

/// What is wrong with `out` laid out at `width`, against the same command laid out wide
/// (`wide`, the words of every wide form it has): lines too wide, words split, a line printed
/// twice in a row.
fn faults(what: &str, out: &str, wide: &HashSet<String>, width: usize) -> Vec<String> {
    let mut found = Vec::new();
    for line in out.lines() {
        if line.width() > width {
            found.push(format!("{what}: {} columns: {line}", line.width()));
        }
    }
    for w in out.split_whitespace() {
        let n = norm(w);
        if n.is_empty() || bar(n) || wide.contains(n) || narrow_only(n, width) {
            continue;
        }
        found.push(format!(
            "{what}: {w:?} is not a word of the wide screen (split?)"
        ));
    }
    let lines: Vec<&str> = out.lines().filter(|l| !l.trim().is_empty()).collect();
    for pair in lines.windows(2) {
        // A table's rows may repeat (barrage squares alike); a sentence may not.
        let sentence = pair[0].chars().any(char::is_alphabetic) && !pair[0].starts_with(' ');
        if pair[0] == pair[1] && sentence {
            found.push(format!("{what}: printed twice: {}", pair[0]));
        }
    }
    found
}

fn words(texts: &[&str]) -> HashSet<String> {
    texts
        .iter()
        .flat_map(|t| t.split_whitespace())
        .map(|w| norm(w).to_string())
        .collect()
}

/// One screen: its batch line, the line of its other wide form (its exact tables), and
/// whether it is a `--chances` screen (laid out on a terminal too, where it answers short).
struct Screen {
    line: String,
    exact: String,
    chances: bool,
}

impl Screen {
    fn of(args: &[String]) -> Screen {
        let line = shlex::try_join(args.iter().map(String::as_str)).expect("a line");
        let chances = uses(args, "--chances");
        let exact = if chances {
            format!("{line} --exact")
        } else {
            line.clone()
        };
        Screen {
            line,
            exact,
            chances,
        }
    }
}

/// A goal over `chances` (a `--json --chances` answer's quantities): the first quantity, at
/// its middle value.
fn a_goal(chances: &serde_json::Value) -> Option<String> {
    let (name, values) = chances.as_object()?.iter().next()?;
    let values = values.as_array()?;
    let value = &values.get(values.len() / 2)?["value"];
    Some(match value {
        serde_json::Value::Bool(_) => name.clone(),
        serde_json::Value::Number(n) => format!("{name}>={n}"),
        serde_json::Value::String(w) => format!("{name}='{w}'"),
        _ => return None,
    })
}

/// Every procedure's help, its examples as written, and their chances, and for a procedure
/// whose examples ask no `--goal` its first chances with one (every procedure with a number
/// among its options has an example with a range and a goal: `tests/cli/goals.rs`); generic
/// commands too.
fn screens() -> Vec<Screen> {
    let mut out = Vec::new();
    for p in registry() {
        let help = spw(&[&p.rules, &p.name, "--help"]).ok();
        let line = format!("{} {} --help", p.rules, p.name);
        out.push(Screen {
            exact: line.clone(),
            line,
            chances: false,
        });
        let no_chances = p.no_chances().is_some();
        // Every chances line of this procedure.
        let mut asked: Vec<Vec<String>> = Vec::new();
        for ex in examples(&p, &help) {
            // Files and formats for programs are no screen.
            if ["--out", "--format", "--count", "--json"]
                .iter()
                .any(|o| uses(&ex, o))
            {
                continue;
            }
            let mut args = with_rules(&p, &ex);
            if !uses(&ex, "--seed") && !uses(&ex, "--dice") {
                args.splice(0..0, ["--seed".to_string(), SEED.to_string()]);
            }
            out.push(Screen::of(&args));
            if uses(&ex, "--chances") {
                asked.push(args);
            } else if !no_chances && !uses(&ex, "--dice") && !uses(&ex, "--cards") {
                args.insert(0, "--chances".to_string());
                out.push(Screen::of(&args));
                asked.push(args);
            }
        }
        if no_chances {
            continue;
        }
        let first = asked
            .first()
            .unwrap_or_else(|| panic!("{} {}: no example to take its chances of", p.rules, p.name));
        if !asked.iter().any(|a| uses(a, "--goal")) {
            let answer = spw(&strs(first)).json();
            let goal = a_goal(&answer["chances"])
                .unwrap_or_else(|| panic!("{} {}: no goal from {answer}", p.rules, p.name));
            let mut args = first.clone();
            args.extend(["--goal".to_string(), goal]);
            out.push(Screen::of(&args));
        }
    }
    for (generic, chances) in [
        ("rules", false),
        ("tables", false),
        ("pools", false),
        ("rules fire", false),
        ("roll --help", false),
        ("draw --help", false),
        ("table --help", false),
        ("game --help", false),
        ("--chances roll 3d6", true),
        ("--chances draw 5", true),
        ("--chances draw 5 --goal 'red>=3'", true),
        ("--seed 3 roll 10d6>=4", false),
    ] {
        out.push(Screen {
            line: generic.to_string(),
            exact: if chances {
                format!("{generic} --exact")
            } else {
                generic.to_string()
            },
            chances,
        });
    }
    out
}

#[test]
fn every_screen_fits_80_60_and_40_columns_and_splits_no_word() {
    let screens = screens();
    assert!(screens.len() > 250, "only {} screens", screens.len());
    let lines: Vec<String> = screens.iter().map(|s| s.line.clone()).collect();
    let exact: Vec<String> = screens.iter().map(|s| s.exact.clone()).collect();
    let wide = batch(&lines, WIDE, false);
    let wide_exact = batch(&exact, WIDE, false);
    // On a terminal a --chances screen answers first and shows one table (its words are the
    // pipe's, and those of its own wide form).
    let asked: Vec<usize> = (0..screens.len()).filter(|&i| screens[i].chances).collect();
    let on_terminal: Vec<String> = asked.iter().map(|&i| lines[i].clone()).collect();
    let wide_terminal = batch(&on_terminal, WIDE, true);
    let mut found = Vec::new();
    for width in WIDTHS {
        let w = width.to_string();
        let narrow = batch(&lines, &w, false);
        for (i, out) in narrow.iter().enumerate() {
            let reference = words(&[&wide[i], &wide_exact[i]]);
            found.extend(faults(
                &format!("{width}: spw {}", lines[i]),
                out,
                &reference,
                width,
            ));
        }
        let terminal = batch(&on_terminal, &w, true);
        for (k, out) in terminal.iter().enumerate() {
            let i = asked[k];
            let reference = words(&[&wide[i], &wide_exact[i], &wide_terminal[k]]);
            found.extend(faults(
                &format!("{width}, a terminal: spw {}", lines[i]),
                out,
                &reference,
                width,
            ));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_top_level_help_and_the_repl_help_fit_too() {
    for width in WIDTHS {
        let w = width.to_string();
        let cases = [
            (
                "spw --help",
                spw(&["--help"]).env("SPW_WIDTH", &w).ok(),
                spw(&["--help"]).env("SPW_WIDTH", WIDE).ok(),
            ),
            (
                "repl help",
                spw(&["repl"]).env("SPW_WIDTH", &w).stdin("help\n").ok(),
                spw(&["repl"]).env("SPW_WIDTH", WIDE).stdin("help\n").ok(),
            ),
        ];
        for (what, out, wide) in cases {
            let found = faults(&format!("{width}: {what}"), &out, &words(&[&wide]), width);
            assert!(found.is_empty(), "{}", found.join("\n"));
        }
    }
}

/// `spw ARGS` as a person sees it on a terminal `columns` wide (the test hooks: the harness's
/// stdout is a pipe).
fn on_terminal(args: &[&str], columns: usize) -> String {
    spw(args)
        .env("SPW_TEST_TERMINAL", "1")
        .env("COLUMNS", &columns.to_string())
        .ok()
}

#[test]
fn chance_tables_on_an_80_column_terminal_break_no_number() {
    // Seen: "83.33" broken into "83.3" / "3", the heading into "defen/der_h/its>=/2".
    let out = on_terminal(&["--chances", "crt", "--goal", "defender_hits>=2"], 80);
    assert!(out.lines().all(|l| l.width() <= 80), "{out}");
    assert!(out.split_whitespace().any(|w| w == "83.33"), "{out}");
    assert!(
        out.split_whitespace().any(|w| w == "defender_hits>=2"),
        "{out}"
    );
    // And "13.89" in the whole CRT.
    let out = on_terminal(&["--chances", "crt", "--all-columns"], 80);
    assert!(out.lines().all(|l| l.width() <= 80), "{out}");
    assert!(out.split_whitespace().any(|w| w == "13.89"), "{out}");
}

#[test]
fn chance_tables_once_too_wide_fit_80_columns_in_a_pipe_and_on_a_terminal() {
    // Seen: after "percents to fit 80 columns" the melee's table was still 85 wide, the
    // superiority's 82, TSATF close combat's 83; the CRT matrix 88 and the goal 94.
    for args in [
        &[
            "--chances",
            "melee",
            "--attacker-figures",
            "10",
            "--attacker-ferocity",
            "4",
            "--attacker-skill",
            "4",
            "--attacker-morale",
            "7",
            "--defender-figures",
            "8",
            "--defender-ferocity",
            "5",
            "--defender-skill",
            "4",
            "--defender-morale",
            "8",
        ][..],
        &[
            "--chances",
            "superiority",
            "--attacker-rating",
            "3",
            "--defender-rating",
            "2",
        ],
        &[
            "--chances",
            "tsatf",
            "close-combat",
            "--attacker",
            "veteran",
            "--defender",
            "green",
            "--attacker-figures",
            "8",
            "--defender-figures",
            "6",
        ],
        &["--chances", "crt", "--all-columns"],
        &["--chances", "crt", "--goal", "defender_hits>=2"],
    ] {
        for out in [on_terminal(args, 80), spw(args).ok()] {
            assert!(out.lines().all(|l| l.width() <= 80), "{args:?}:\n{out}");
        }
    }
}

#[test]
fn near_identical_tables_are_one_and_a_terminal_gets_the_answer_first() {
    // TSATF close combat of 5 pairs was 76 lines, bars wrapping inside the table.
    let cc = [
        "--chances",
        "tsatf",
        "close-combat",
        "--attacker",
        "crack",
        "--defender",
        "veteran",
        "--attacker-figures",
        "5",
        "--defender-figures",
        "5",
        "--cover",
    ];
    let piped = spw(&cc).ok();
    assert!(piped.lines().count() <= 30, "{piped}");
    // Each side's killed, wounded and pushed: one table, a row each.
    for row in [" attackers_killed ", " defenders_pushed "] {
        assert_eq!(
            piped.lines().filter(|l| l.starts_with(row)).count(),
            1,
            "{row}: {piped}"
        );
    }
    let terminal = on_terminal(&cc, 80);
    let lines: Vec<&str> = terminal.lines().collect();
    // The heading, the setting, then the answer: the chance of each outcome.
    assert!(
        lines[2].starts_with("outcome: all hung back 5.56%, failed to close 14.17%"),
        "{terminal}"
    );
    assert!(
        terminal.contains("1 more table with --full (a pipe gets every table)"),
        "{terminal}"
    );
    assert!(!terminal.contains("attackers_pushed  "), "{terminal}");
    let mut with_full = cc.to_vec();
    with_full.push("--full");
    assert_eq!(on_terminal(&with_full, 80), piped);
    // --full is for --chances text only.
    let err = spw(&["--full", "roll", "2d6"]).fails(2);
    assert!(err.contains("--full shapes the --chances tables"), "{err}");
}

#[test]
fn a_barrages_ten_near_identical_tables_are_one() {
    // Seen: 107 lines of ten near-identical tables under its one useful picture.
    let out = spw(&["--chances", "barrage", "--guns", "6"]).ok();
    assert!(out.lines().count() <= 35, "{out}");
    assert_eq!(
        out.matches("─\n").count(),
        1,
        "one table under the picture: {out}"
    );
    assert!(
        out.contains("at least 1: square_1 to square_9 and lost 46.86% each"),
        "{out}"
    );
}

#[test]
fn headings_name_the_rule_set_short_and_spw_rules_in_full() {
    let out = spw(&[
        "--seed",
        "1",
        "tsatf",
        "test",
        "--kind",
        "major",
        "--quality",
        "green",
    ])
    .ok();
    assert_eq!(
        out.lines().next(),
        Some("test · TSATF Tests and Morale Checks")
    );
    let out = spw(&["--seed", "1", "activate", "--units", "8"]).ok();
    assert!(
        out.starts_with("activate · Portable Activation Dice"),
        "{out}"
    );
    let rules = spw(&["rules"]).ok();
    assert!(
        flat(&rules).contains("tsatf: The Sword, the Flame, Machine guns and Grenades (TSATF)"),
        "{rules}"
    );
}

#[test]
fn every_help_example_is_one_line_at_80_columns() {
    // Seen: `spw victory --help` broke --destroyed and 120,610 over two lines. Only a
    // command too long for any line (a melee's nine ratings) is broken, as a shell reads it.
    for p in registry() {
        let help = spw(&[&p.rules, &p.name, "--help"]).ok();
        let lines: Vec<&str> = help.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            assert!(line.width() <= 80, "{} {}: {line}", p.rules, p.name);
            if !line.starts_with("  spw ") || !line.ends_with('\\') {
                continue;
            }
            // A broken example: as one line it would not fit.
            let mut whole = line.trim_end_matches('\\').trim_end().to_string();
            for next in &lines[i + 1..] {
                whole = format!("{whole} {}", next.trim().trim_end_matches('\\').trim_end());
                if !next.ends_with('\\') {
                    break;
                }
            }
            assert!(
                whole.width() > 80,
                "{} {}: {whole} fits one line",
                p.rules,
                p.name
            );
        }
    }
    // Narrower, an example is broken the way a shell reads it as one line.
    let help = spw(&["victory", "--help"]).env("SPW_WIDTH", "60").ok();
    assert!(
        help.contains("  spw victory --sides Red,Blue --main Blue --secondary 2,0 \\\n      --destroyed 120,610"),
        "{help}"
    );
}

#[test]
fn attrition_says_its_losses_once() {
    let out = spw(&[
        "--dice",
        "5,6",
        "attrition",
        "--column",
        "clear",
        "--units",
        "2",
    ])
    .ok();
    assert_eq!(out.matches("2 of 2 units lose a step").count(), 1, "{out}");
}

#[test]
fn activity_says_its_points_once() {
    let out = spw(&["activity", "--c3i", "3", "--dice", "4,3"]).ok();
    assert_eq!(flat(&out).matches("7 Activity Points").count(), 1, "{out}");
}

#[test]
fn superiority_says_its_verdict_once() {
    let out = spw(&[
        "superiority",
        "--attacker-rating",
        "1",
        "--defender-rating",
        "1",
        "--cards",
        "recon,recon",
    ])
    .ok();
    assert_eq!(
        out.matches("neither side holds Tactical Superiority")
            .count(),
        1,
        "{out}"
    );
}

#[test]
fn a_roll_gives_its_dice_and_total_on_one_line() {
    // Seen: "roll 2d6", "2d6: 1 3 = 4", "2d6 = 4". A sum of terms: a line a term and the total.
    assert_eq!(spw(&["--seed", "3", "roll", "2d6"]).ok(), "2d6: 6 1 = 7\n");
    assert_eq!(
        spw(&["--seed", "3", "roll", "2d6+1d4"]).ok(),
        "2d6: 6 1 = 7\n1d4: 1 = 1\n2d6+1d4 = 8\n"
    );
    assert_eq!(spw(&["--seed", "3", "-q", "roll", "2d6"]).ok(), "2d6 = 7\n");
}

#[test]
fn the_top_level_help_and_man_page_describe_spw() {
    // Seen: they opened with a doc comment about --percent and --exact.
    for args in [&["--help"][..], &["-h"]] {
        let help = spw(args).ok();
        assert!(
            help.starts_with("A referee's dice-and-table assistant for tabletop wargames"),
            "{help}"
        );
        assert!(!help.contains("the pair that picks"), "{help}");
    }
    let man = spw(&["man"]).ok();
    assert!(!man.contains("the pair that picks"));
    let name = man.split(".SH NAME").nth(1).expect("NAME");
    let name = name.split(".SH").next().unwrap_or_default();
    assert!(
        name.contains("dice\\-and\\-table assistant for tabletop wargames"),
        "{name}"
    );
}

/// Whether `s` has a character a terminal must not get raw.
fn raw_control(s: &str) -> bool {
    s.chars().any(|c| {
        (c.is_control() && c != '\n')
            || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    })
}

#[test]
fn names_a_user_gives_reach_the_terminal_escaped() {
    let red = "Red\u{1b}[31m";
    for args in [
        &[
            "--seed",
            "1",
            "initiative",
            "--sides",
            &format!("{red},Blue"),
        ][..],
        &[
            "--seed",
            "1",
            "victory",
            "--sides",
            &format!("{red},Blue"),
            "--main",
            "Blue",
        ],
        &[
            "--seed",
            "1",
            "frontier",
            "tiles",
            "--side",
            &format!("{red}=a,b"),
            "--side",
            "Blue=x",
        ],
        &[
            "--seed",
            "1",
            "tsatf",
            "cards",
            "--red",
            "a\u{1b}[2J,b",
            "--black",
            "c",
        ],
    ] {
        let out = spw(args).ok();
        assert!(!raw_control(&out), "{args:?}: {out:?}");
        assert!(out.contains("\\x1b["), "{args:?}: {out}");
    }
    // A bidirectional override in a name is shown as what it is.
    let out = spw(&["--seed", "1", "initiative", "--sides", "Bl\u{202e}ue,Red"]).ok();
    assert!(!raw_control(&out) && out.contains("Bl\\u{202e}ue"), "{out}");
}

#[test]
fn house_rule_text_reaches_the_terminal_escaped() {
    // A damage result and a CRT legend with an escape code in them.
    let dir = temp_dir("screen-house-escapes");
    std::fs::write(
        dir.join("schwerpunkt.toml"),
        "[damage]\nsection = \"3.5\"\nabout = \"x\"\ndice = \"d6\"\nrows = [\n\
         { roll = \"1-6\", name = \"n\", result = \"blinks \\u001b[5m here\" },\n]\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("series.toml"),
        "[crt]\nsection = \"house rule\"\nabout = \"mine\"\ndefault = \"mine\"\n\
         [crt.tables.mine]\nabout = \"CRT\"\ndice = \"1d6\"\ncolumns = \"odds\"\n\
         heads = [\"1:1\"]\nbelow = \"first\"\nabove = \"last\"\n\
         rows = [{ roll = \"1-6\", cells = [\"X\"] }]\n\
         [crt.tables.mine.legend]\nX = { means = \"blinks \\u001b[5m here\" }\n",
    )
    .unwrap();
    let d = dir.to_str().unwrap();
    for args in [
        &[
            "--data",
            d,
            "--seed",
            "8",
            "penetrate",
            "--class",
            "5",
            "--vehicle",
            "D",
            "--facing",
            "side",
            "--marksmanship",
            "4",
        ][..],
        &["--data", d, "crt", "--odds", "1:1", "--dice", "3"],
    ] {
        let out = spw(args).run();
        assert_eq!(out.status, 0, "{args:?}: {}", out.stderr);
        assert!(
            out.stdout.contains("blinks \\x1b[5m here"),
            "{args:?}: {}",
            out.stdout
        );
        assert!(!raw_control(&out.stdout), "{args:?}: {:?}", out.stdout);
    }
}

#[test]
fn an_error_caret_shows_del_and_bidi_controls_escaped() {
    let err = spw(&["roll", "2d6\u{7f}+\u{202e}1"]).fails(2);
    assert!(!raw_control(&err), "{err:?}");
    let err = spw(&["roll", "2d6\u{202e}+1"]).fails(2);
    assert!(!raw_control(&err), "{err:?}");
    assert!(err.contains("\\u{202e}"), "{err}");
}

#[test]
fn json_escapes_del_and_bidi_controls() {
    // serde_json leaves DEL and the bidirectional controls raw; the input field echoed them.
    let out = spw(&[
        "--json",
        "--seed",
        "1",
        "initiative",
        "--sides",
        "Red\u{7f},B\u{202e}",
    ])
    .ok();
    assert!(!raw_control(&out), "{out:?}");
    assert!(
        out.contains("Red\\u007f") && out.contains("B\\u202e"),
        "{out}"
    );
    let v: serde_json::Value = serde_json::from_str(&out).expect("still JSON");
    assert_eq!(v["input"]["sides"][0], "Red\u{7f}");
}

#[test]
fn a_games_log_shows_what_was_typed_escaped() {
    let dir = temp_dir("screen-log-escapes");
    let game = dir.join("g.spw");
    let g = game.to_str().unwrap();
    spw(&["game", "new", g, "--seed", "3"]).ok();
    spw(&["--game", g, "initiative", "--sides", "Red\u{1b}[31m,Blue"]).ok();
    for format in ["text", "md", "json"] {
        let log = spw(&["game", "log", g, "--format", format]).ok();
        assert!(!raw_control(&log), "{format}: {log:?}");
    }
}

#[test]
fn every_chances_screen_on_a_real_terminal_splits_no_word() {
    // Seen: on a real terminal (not the test hook's pipe) the table library squeezed tables
    // to the width it found itself, splitting 83.33 and defender_hits>=2. Every --chances
    // screen, one batch whose output is a terminal (tmux) 80, 60 and 40 columns wide.
    let screens = screens();
    let lines: Vec<String> = screens
        .iter()
        .filter(|s| s.chances)
        .map(|s| s.line.clone())
        .collect();
    let all: Vec<String> = screens.iter().map(|s| s.line.clone()).collect();
    let exact: Vec<String> = screens.iter().map(|s| s.exact.clone()).collect();
    let mut wide: Vec<String> = batch(&all, WIDE, false);
    wide.extend(batch(&exact, WIDE, false));
    wide.extend(batch(&lines, WIDE, true));
    let reference = words(&wide.iter().map(String::as_str).collect::<Vec<_>>());
    let mut input = String::new();
    for l in &lines {
        input.push_str(l);
        input.push('\n');
    }
    let mut found = Vec::new();
    for width in WIDTHS {
        let dir = temp_dir(&format!("terminal-chances-{width}"));
        std::fs::write(dir.join("lines"), &input).expect("the lines");
        let args = format!("--seed {SEED} < lines");
        let name = format!("chances{width}");
        let Some(t) = crate::repl::Term::start(&name, &dir, &args, width as u16) else {
            return;
        };
        let out = t.ended();
        // Every screen's heading (`fire · Schwerpunkt 3.0 · exact chances`) reached the terminal.
        let shown = out.lines().filter(|l| l.contains(" · ")).count();
        assert!(
            shown >= lines.len(),
            "{shown} of {} screens:\n{out}",
            lines.len()
        );
        found.extend(faults(
            &format!("{width}, a real terminal"),
            &out,
            &reference,
            width,
        ));
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

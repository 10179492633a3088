//! "What do I need?": `--goal`, a range on an option and `--at-least`, for every procedure of
//! every rule set (taken from the registry the binary reports, as `every_procedure` does), and
//! hand-worked cases from the rules' own numbers.

use num_bigint::BigUint;
use serde_json::Value;

use crate::every_procedure::{examples, registry, strs, uses, with_rules};
use crate::harness::{flat, spw, temp_dir};

/// `a/b` (or `0`, `1`) as an exact fraction.
fn frac(s: &str) -> (BigUint, BigUint) {
    match s.split_once('/') {
        Some((a, b)) => (a.parse().unwrap(), b.parse().unwrap()),
        None => (s.parse().unwrap(), 1u8.into()),
    }
}

fn same(a: &str, b: &str) -> bool {
    let ((an, ad), (bn, bd)) = (frac(a), frac(b));
    an * bd == bn * ad
}

fn less(a: &str, b: &str) -> bool {
    let ((an, ad), (bn, bd)) = (frac(a), frac(b));
    an * bd < bn * ad
}

fn p_of(v: &Value) -> String {
    v["p"]
        .as_str()
        .unwrap_or_else(|| panic!("no p: {v}"))
        .to_string()
}

/// The example's words with the range in `arg` (its index) replaced by `value`.
fn at_value(args: &[String], arg: usize, range: &str, value: i64) -> Vec<String> {
    let mut a = args.to_vec();
    a[arg] = a[arg].replacen(range, &value.to_string(), 1);
    a
}

/// A goal that is the first outcome of the first quantity of `--chances` JSON `v`, and its
/// exact chance: `hits=0`, `passed`, `not passed`, `outcome='attacker wins'`.
fn first_outcome_goal(v: &Value) -> (String, String) {
    let chances = v["chances"].as_object().expect("chances");
    let (name, rows) = chances.iter().next().expect("a quantity");
    let row = &rows[0];
    let goal = match &row["value"] {
        Value::Bool(true) => name.clone(),
        Value::Bool(false) => format!("not {name}"),
        Value::Number(n) => format!("{name}={n}"),
        Value::String(w) => format!("{name}='{w}'"),
        other => panic!("a value {other}"),
    };
    (goal, p_of(row))
}

/// Every procedure with --chances answers a goal with the exact chance its distribution gives,
/// and the goal's negation with the rest.
#[test]
fn every_procedure_answers_a_goal_exactly() {
    let mut checked = 0;
    for p in registry() {
        if p.no_chances().is_some() {
            continue;
        }
        let who = format!("{} {}", p.rules, p.name);
        let help = spw(&[&p.rules, &p.name, "--help"]).ok();
        let plain = examples(&p, &help).into_iter().find(|ex| {
            !["--dice", "--cards", "--goal"].iter().any(|o| uses(ex, o))
                && !ex.iter().any(|w| w.contains(".."))
        });
        let ex = plain.unwrap_or_else(|| panic!("{who}: no plain example in --help"));
        let mut args = vec!["--chances".to_string()];
        args.extend(with_rules(&p, &ex).into_iter().filter(|w| w != "--chances"));
        let v = spw(&strs(&args)).json();
        let (goal, want) = first_outcome_goal(&v);
        for (g, negated) in [(goal.clone(), false), (format!("not ({goal})"), true)] {
            let mut a = args.clone();
            a.extend(["--goal".to_string(), g.clone()]);
            let got = spw(&strs(&a)).json();
            assert_eq!(got["goal"]["goal"], g.as_str(), "{who}");
            // The distributions are shown as without the goal.
            assert_eq!(got["chances"], v["chances"], "{who} --goal {g}");
            let p = p_of(&got["goal"]);
            let (n, d) = frac(&want);
            let want = if negated {
                format!("{}/{d}", &d - &n)
            } else {
                want.clone()
            };
            assert!(same(&p, &want), "{who} --goal {g}: {p}, want {want}");
            assert!(
                got["summary"].as_str().unwrap().contains(&g),
                "{who}: {}",
                got["summary"]
            );
        }
        checked += 1;
    }
    assert!(checked > 35, "only {checked} procedures checked");
}

/// Every procedure takes a range on one of its options (as its --help shows), and each value's
/// answer is the answer of the same command typed alone with that value; what --at-least
/// picked is the least (or most) value whose goal reaches it.
#[test]
fn every_procedure_takes_a_range_and_each_value_answers_as_typed_alone() {
    let mut checked = 0;
    for p in registry() {
        let facts = p.facts();
        if facts["chances"]["applies"] == false {
            continue;
        }
        let who = format!("{} {}", p.rules, p.name);
        let listed = facts["ranges"]["options"]
            .as_array()
            .cloned()
            .unwrap_or_else(|| panic!("{who}: spw --json rules has no facts.ranges.options"));
        let help = spw(&[&p.rules, &p.name, "--help"]).ok();
        let ranged: Vec<Vec<String>> = examples(&p, &help)
            .into_iter()
            .filter(|ex| ex.iter().any(|w| w.contains("..")) && uses(ex, "--goal"))
            .collect();
        // A procedure none of whose options is a whole number states so, with the reason.
        if let Some(why) = facts["ranges"]["why"].as_str() {
            assert!(
                listed.is_empty() && ranged.is_empty(),
                "{who} states no option takes a range ({why}), but lists {listed:?} or shows one"
            );
            continue;
        }
        assert!(
            !ranged.is_empty(),
            "{who}: no --help example with a range and --goal (options taking one: {listed:?}); \
             add one, or if none of its options is a number, state it in its facts \
             (Facts::no_range) with the reason"
        );
        for ex in ranged {
            let args = with_rules(&p, &ex);
            let arg = args.iter().position(|w| w.contains("..")).unwrap();
            let v = spw(&strs(&args)).json();
            let r = &v["result"];
            let range = r["range"].as_str().unwrap().to_string();
            assert!(
                args[arg].contains(&range),
                "{who}: {range} in {}",
                args[arg]
            );
            let values = r["values"].as_array().unwrap();
            assert!(values.len() >= 2, "{who}: a range of one value");
            let mut ps = Vec::new();
            // Alone, a value takes no --at-least (it picks from a range).
            let mut plain = args.clone();
            if let Some(i) = plain.iter().position(|w| w == "--at-least") {
                plain.drain(i..i + 2);
            }
            for row in values {
                let n = row["value"].as_i64().unwrap();
                let alone = at_value(&plain, arg, &range, n);
                let single = spw(&strs(&alone)).json();
                assert_eq!(
                    row["chances"],
                    single["chances"],
                    "{who} at {n}: `spw {}`",
                    alone.join(" ")
                );
                let (a, b) = (p_of(&row["goal"]), p_of(&single["goal"]));
                assert!(same(&a, &b), "{who} at {n}: {a} against {b}");
                ps.push((n, a));
            }
            if let Some(at) = r["at_least"].as_str() {
                let pc: f64 = at.trim_end_matches('%').parse().unwrap();
                // P as a fraction over 10^6 (the examples use whole percents).
                let at = format!("{}/100000000", (pc * 1_000_000.0).round() as u64);
                let reaches = |p: &str| !less(p, &at);
                let helps = !less(&ps[ps.len() - 1].1, &ps[0].1);
                assert_eq!(r["pick"], if helps { "least" } else { "most" }, "{who}");
                let mut order: Vec<&(i64, String)> = ps.iter().collect();
                if !helps {
                    order.reverse();
                }
                let want = order.iter().find(|(_, p)| reaches(p)).map(|(n, _)| *n);
                assert_eq!(r["answer"].as_i64(), want, "{who}: {ps:?}");
            }
            checked += 1;
        }
    }
    assert!(checked > 30, "only {checked} ranges checked");
}

/// Schwerpunkt 3.0: marksmanship 4 hits on 4+ (1/2 a shot), so n shots give at least 2 hits
/// with 1 − (1/2)^n − n(1/2)^n; the least n for 80% is 5 (13/16 = 81.25%; 4 give 11/16).
#[test]
fn schwerpunkt_shots_for_two_hits() {
    let v = spw(&[
        "--chances",
        "fire",
        "-m",
        "4",
        "--shots",
        "1..6",
        "--goal",
        "hits>=2",
        "--at-least",
        "80%",
    ])
    .json();
    let r = &v["result"];
    for (i, row) in r["values"].as_array().unwrap().iter().enumerate() {
        let n = i as u32 + 1;
        let den = 1u64 << n;
        let want = format!("{}/{den}", den - 1 - u64::from(n));
        assert_eq!(row["value"], n);
        assert!(same(&p_of(&row["goal"]), &want), "{n}: {}", row["goal"]);
    }
    assert_eq!(r["pick"], "least");
    assert_eq!(r["answer"], 5);
    assert_eq!(v["input"]["shots"], "1..6");
    let text = spw(&[
        "--chances",
        "fire",
        "-m",
        "4",
        "--shots",
        "1..6",
        "--goal",
        "hits>=2",
        "--at-least",
        "80%",
    ])
    .ok();
    assert!(
        flat(&text).contains(
            "--shots 5 is the least that gives hits>=2 at least 80%: 81.25% (--shots 4: 68.75%)"
        ),
        "{text}"
    );
    assert!(text.contains(" 5       13/16   81.25"), "{text}");
    assert!(text.contains("◀ least for 80%"), "{text}");
}

/// TSATF Fire Combat: a veteran rifle at close range (6") against Class II hits on 4 or less on
/// a D20 (1/5), so n rifles hit at least once with 1 − (4/5)^n: 7 give 61741/78125 (79.03%),
/// the least for 80% is 8 (325089/390625, 83.22%).
#[test]
fn tsatf_rifles_for_a_hit() {
    let r = spw(&[
        "--rules",
        "tsatf",
        "--chances",
        "fire",
        "--quality",
        "veteran",
        "--firers",
        "1..10",
        "--range",
        "6",
        "--class",
        "II",
        "--goal",
        "hits>=1",
        "--at-least",
        "80%",
    ])
    .json()["result"]
        .clone();
    for (i, row) in r["values"].as_array().unwrap().iter().enumerate() {
        let n = i as u32 + 1;
        let den = BigUint::from(5u8).pow(n);
        let num = &den - BigUint::from(4u8).pow(n);
        assert!(
            same(&p_of(&row["goal"]), &format!("{num}/{den}")),
            "{n}: {}",
            row["goal"]
        );
    }
    assert_eq!(r["values"][6]["goal"]["p"], "61741/78125");
    assert_eq!(r["values"][7]["goal"]["p"], "325089/390625");
    assert_eq!(r["answer"], 8);
}

/// The Portable Wargame, Close Combat: infantry (power 5) against infantry (power 5); each
/// attacking Unit past the first takes 1 from the defender's power, so the attacker wins (its
/// d6 ≤ 5, the defender's d6 > its power) with 5/6 × n/6 for n attackers: 5/36, 5/18, 5/12,
/// 5/9; the least for 50% is 4 attackers.
#[test]
fn portable_attackers_for_a_win() {
    let r = spw(&[
        "--chances",
        "portable",
        "close-combat",
        "--attacker",
        "infantry-firearms",
        "--defender",
        "infantry-firearms",
        "--attackers",
        "1..4",
        "--goal",
        "attacker_wins",
        "--at-least",
        "50%",
    ])
    .json()["result"]
        .clone();
    let got: Vec<&str> = r["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["goal"]["p"].as_str().unwrap())
        .collect();
    assert_eq!(got, ["5/36", "5/18", "5/12", "5/9"]);
    assert_eq!(r["answer"], 4);
    // A bare outcome word is the outcome it names.
    let named = spw(&[
        "--chances",
        "portable",
        "close-combat",
        "--attacker",
        "infantry-firearms",
        "--defender",
        "infantry-firearms",
        "--attackers",
        "2",
        "--goal",
        "outcome=attacker_wins",
    ])
    .json();
    assert_eq!(named["goal"]["p"], "5/18");
}

/// The Portable Wargame, Artillery Fire: field artillery at 2 hexes or less lands on the target
/// and destroys on 5–6 (1/3); from 3 hexes it lands on target on 5–6 first (1/3 × 1/3 = 1/9).
/// A longer range makes it less likely, so --at-least picks the most range: 2.
#[test]
fn portable_artillery_range_the_most_that_reaches() {
    let out = spw(&[
        "--chances",
        "portable",
        "artillery",
        "--type",
        "field-artillery",
        "--range",
        "1..6",
        "--goal",
        "lands=target and effect=destroyed",
        "--at-least",
        "20%",
    ]);
    let v = out.json();
    let r = &v["result"];
    let got: Vec<&str> = r["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["goal"]["p"].as_str().unwrap())
        .collect();
    assert_eq!(got, ["1/3", "1/3", "1/9", "1/9", "1/9", "1/9"]);
    assert_eq!(
        (r["pick"].as_str(), r["answer"].as_i64()),
        (Some("most"), Some(2))
    );
    assert!(
        v["summary"]
            .as_str()
            .unwrap()
            .contains("--range 2 is the most that gives"),
        "{}",
        v["summary"]
    );
    // Nothing reaches 50%: the best is said.
    let s = spw(&[
        "--chances",
        "portable",
        "artillery",
        "--type",
        "field-artillery",
        "--range",
        "1..6",
        "--goal",
        "lands=target and effect=destroyed",
        "--at-least",
        "50%",
        "-q",
    ])
    .ok();
    assert!(
        flat(&s).starts_with("no --range from 1 to 6 gives lands=target and effect=destroyed at least 50%; the best is --range 2: 33.33%"),
        "{s}"
    );
}

/// and, or, not and brackets, worked by hand on two sustained-fire dice (faces JAM,1,1,2,2,3:
/// hits are the sum, two jams jam the weapon): fewer than 2 hits is JAM+JAM, JAM+1 or 1+JAM,
/// 1/36 + 4/36, so hits>=2 is 31/36, and it never comes with a jam.
#[test]
fn goals_combine_with_and_or_not() {
    let goal = |g: &str| {
        spw(&["--chances", "fire", "--sf", "2", "--goal", g]).json()["goal"]["p"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert_eq!(goal("hits>=2"), "31/36");
    assert_eq!(goal("hits>=2 and not jammed"), "31/36");
    assert_eq!(goal("hits>=2 or jammed"), "8/9");
    assert_eq!(goal("not (hits>=2 or jammed)"), "1/9");
    assert_eq!(goal("jammed=yes"), "1/36");
    assert_eq!(goal("hits<2 AND NOT jammed"), "1/9");
    // Words with spaces are quoted.
    let p = spw(&[
        "--chances",
        "aa",
        "--guns",
        "1",
        "--one-plane",
        "--goal",
        "plane='shot down' or plane=\"driven off\"",
    ])
    .json();
    assert!(p["goal"]["p"].as_str().is_some(), "{p}");
}

/// Mistakes are one line naming the bad value and what is accepted, with exit status 2; a
/// range that is too big says how far it can go.
#[test]
fn bad_goals_and_ranges_are_refused_in_one_line() {
    for (args, want) in [
        (
            &["--chances", "fire", "-m", "4", "--goal", "hts>=2"][..],
            "--goal hts>=2: no quantity 'hts' here; the quantities are hits (a number)",
        ),
        (
            &["--chances", "fire", "-m", "4", "--goal", "hits>="],
            "--goal hits>=: hits>= needs a value",
        ),
        (
            &[
                "--chances",
                "portable",
                "close-combat",
                "--attacker",
                "cavalry",
                "--defender",
                "cavalry",
                "--goal",
                "outcome=atacker_wins",
            ],
            "outcome is never atacker_wins here; it is attacker_wins, defender_wins, draw or both_destroyed",
        ),
        (
            &["fire", "-m", "4", "--goal", "hits>=1"],
            "--goal asks the exact chances; add --chances",
        ),
        (
            &["fire", "-m", "4", "--shots", "1..6"],
            "--shots 1..6: a range asks for the exact chances at each value; add --chances",
        ),
        (
            &["--chances", "fire", "-m", "4", "--shots", "6..1"],
            "--shots 6..1: write the lower end first (1..6)",
        ),
        (
            &["--chances", "fire", "-m", "4", "--shots", "1..x"],
            "--shots 1..x: a range is FROM..TO",
        ),
        (
            &["--chances", "fire", "-m", "4", "--shots", "1..500"],
            "--shots 1..500: 500 values; a range has at most 100 (a step thins it: 1..496/5)",
        ),
        (
            &["--chances", "fire", "-m", "3..4", "--shots", "1..6"],
            "one range per command: --marksmanship 3..4 and --shots 1..6",
        ),
        // A global option takes one value wherever it is typed, after the procedure too.
        (
            &["fire", "-m", "4", "--seed", "1..3"],
            "invalid value '1..3' for '--seed <N>'",
        ),
        (
            &[
                "--chances",
                "tsatf",
                "fire",
                "--quality",
                "veteran",
                "--firers",
                "1..2",
                "--range",
                "15",
                "--class",
                "II",
                "--seed",
                "4..5",
            ],
            "invalid value '4..5' for '--seed <N>'",
        ),
        (
            &[
                "--chances",
                "fire",
                "-m",
                "4",
                "--shots",
                "2",
                "--at-least",
                "50%",
                "--goal",
                "hits>=1",
            ],
            "--at-least picks a value from a range",
        ),
        (
            &[
                "--chances",
                "fire",
                "-m",
                "4",
                "--shots",
                "1..3",
                "--at-least",
                "50%",
            ],
            "--at-least picks the value whose --goal reaches it",
        ),
        (
            &[
                "--chances",
                "fire",
                "-m",
                "4",
                "--shots",
                "1..3",
                "--goal",
                "hits>=1",
                "--at-least",
                "150%",
            ],
            "--at-least 150%: over 100%; give a percent from 0 to 100",
        ),
        (
            &["--chances", "barrage", "--guns", "1..9"],
            "--guns 7: at most 6 guns in one barrage (3.1); the range --guns 1..9 includes 7",
        ),
        (
            &["--chances", "roll", "2d6", "--goal", "total>=7"],
            "`roll` is not one",
        ),
        (
            &["--chances", "fire", "--sf", "1..90"],
            "--sf 83: exact chances take at most 82 SF dice",
        ),
        (
            &[
                "--chances",
                "series",
                "crt",
                "--drm=-1..1",
                "--goal",
                "defender_hits>=2",
            ],
            "--drm -1..1: crt already answers every column of the CRT at once",
        ),
    ] {
        let err = spw(args).fails(2);
        assert!(err.contains(want), "{args:?}:\n{err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}:\n{err}");
    }
    // Too much for one request: refused, saying how far the range can go.
    let err = spw(&["--chances", "fire", "-m", "4", "--shots", "901..1000"]).fails(2);
    assert!(
        err.contains("--shots 901..1000: too much for exact chances at once")
            && err.contains("fits"),
        "{err}"
    );
    let fits = err
        .split("--shots ")
        .last()
        .and_then(|s| s.split_whitespace().next())
        .unwrap();
    spw(&["--chances", "fire", "-m", "4", "--shots", fits]).ok();
}

/// A range of text options is taken too (a CRT strength, an activation count), and a range
/// whose values are refused is refused at once.
#[test]
fn a_text_option_takes_a_plain_range() {
    let r = spw(&[
        "--chances",
        "series",
        "crt",
        "--attacker",
        "10..30/10",
        "--defender",
        "10",
        "--goal",
        "defender_hits>=2",
    ])
    .json()["result"]
        .clone();
    assert_eq!(r["option"], "attacker");
    // 10:10 is 1:1, 20:10 is 2:1, 30:10 is 3:1: the CRT's own columns.
    for (row, odds) in r["values"]
        .as_array()
        .unwrap()
        .iter()
        .zip(["1:1", "2:1", "3:1"])
    {
        let alone = spw(&[
            "--chances",
            "series",
            "crt",
            "--odds",
            odds,
            "--goal",
            "defender_hits>=2",
        ])
        .json();
        assert_eq!(row["goal"]["p"], alone["goal"]["p"], "{odds}");
    }
}

/// In a game, the roster's units fill the options the line does not give (a range counts as
/// given), the result names them, and nothing is recorded.
#[test]
fn a_game_fills_a_range_from_the_roster() {
    let dir = temp_dir("goals-game");
    let roster = dir.join("roster.toml");
    std::fs::write(
        &roster,
        "[[unit]]\nname = \"A Company\"\nside = \"Red\"\nfigures = 10\nmarksmanship = 4\n\n\
         [[unit]]\nname = \"B Company\"\nside = \"Blue\"\nfigures = 8\nmarksmanship = 5\n",
    )
    .unwrap();
    let f = dir.join("g.spw");
    let f = f.to_str().unwrap();
    spw(&[
        "game",
        "new",
        f,
        "--seed",
        "3",
        "--roster",
        roster.to_str().unwrap(),
    ])
    .ok();
    let before = std::fs::read_to_string(f).unwrap();
    let v = spw(&[
        "--game",
        f,
        "--chances",
        "fire",
        "--unit",
        "A Company",
        "--target",
        "B Company",
        "--shots",
        "1..6",
        "--goal",
        "hits>=2",
        "--at-least",
        "80%",
    ])
    .json();
    assert_eq!(v["input"]["marksmanship"], 4, "{v}");
    assert_eq!(v["input"]["shots"], "1..6");
    assert_eq!(v["input"]["unit"], "A Company");
    assert_eq!(v["result"]["answer"], 5);
    assert!(
        v["summary"]
            .as_str()
            .unwrap()
            .starts_with("A Company → B Company: --shots 5 is the least"),
        "{}",
        v["summary"]
    );
    // A range on an option the roster fills: the range, typed, wins.
    let v = spw(&[
        "--game",
        f,
        "--chances",
        "fire",
        "--unit",
        "A Company",
        "--marksmanship",
        "3..5",
        "--shots",
        "2",
        "--goal",
        "hits>=1",
    ])
    .json();
    let ps: Vec<&str> = v["result"]["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["goal"]["p"].as_str().unwrap())
        .collect();
    // 3+ hits 2/3 a shot, 4+ 1/2, 5+ 1/3: at least one of two.
    assert_eq!(ps, ["8/9", "3/4", "5/9"]);
    // In the game's own session too.
    let out = spw(&["game", "open", f])
        .stdin("fire --unit 'A Company' --shots 1..6 --goal 'hits>=2' --at-least 80% --chances\n")
        .ok();
    assert!(out.contains("A Company: --shots 5 is the least"), "{out}");
    assert_eq!(
        std::fs::read_to_string(f).unwrap(),
        before,
        "a --chances line is not recorded"
    );
}

/// In a session the chances are over the pools as they stand: after cards have left the hit
/// deck, a range answers as the same line typed alone then, not as a fresh deck.
#[test]
fn a_session_range_is_over_the_pools_as_they_stand() {
    let line = "--chances --rules tsatf fire --quality veteran --firers VALUE --range 6 --class II --goal 'killed>=1'";
    let ranged = line.replace("VALUE", "1..3");
    let alone = line.replace("VALUE", "3");
    let script = format!("draw 30 --pool hits\n{ranged}\n{alone}\n");
    let out = spw(&["--json", "--seed", "9"]).stdin(&script).ok();
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let after_draws = &lines[1]["result"]["values"][2];
    assert_eq!(after_draws["goal"]["p"], lines[2]["goal"]["p"]);
    assert_eq!(after_draws["chances"], lines[2]["chances"]);
    let fresh = spw(&[
        "--chances",
        "--rules",
        "tsatf",
        "fire",
        "--quality",
        "veteran",
        "--firers",
        "3",
        "--range",
        "6",
        "--class",
        "II",
        "--goal",
        "killed>=1",
    ])
    .json();
    assert_ne!(
        after_draws["goal"]["p"], fresh["goal"]["p"],
        "30 cards gone change the deck"
    );
}

/// The table fits 80 columns in a pipe: long exact fractions give way to percents, and
/// quantities that do not fit are named.
#[test]
fn the_table_fits_a_pipe() {
    let out = spw(&[
        "--chances",
        "fire",
        "-m",
        "4",
        "--shots",
        "100..110",
        "--goal",
        "hits>=50",
    ])
    .ok();
    assert!(
        out.lines().skip(3).all(|l| l.chars().count() <= 80),
        "{out}"
    );
    assert!(
        out.contains("percents to fit 80 columns; --exact for the exact fractions"),
        "{out}"
    );
    let out = spw(&[
        "--chances",
        "melee",
        "--attacker-figures",
        "4..6",
        "--attacker-ferocity",
        "4",
        "--attacker-skill",
        "4",
        "--attacker-morale",
        "7",
        "--defender-figures",
        "4",
        "--defender-ferocity",
        "4",
        "--defender-skill",
        "4",
        "--defender-morale",
        "7",
    ])
    .ok();
    let table: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with(" attacker-figures"))
        .take_while(|l| l.starts_with([' ', '─']))
        .collect();
    assert!(
        out.contains("not shown for want of width: attacker_casualties"),
        "{out}"
    );
    assert!(!table.is_empty(), "{out}");
    assert!(table.iter().all(|l| l.chars().count() <= 80), "{out}");
    // Explicit percents: never a fraction.
    let out = spw(&[
        "--chances",
        "--percent",
        "fire",
        "-m",
        "4",
        "--shots",
        "1..3",
        "--goal",
        "hits>=1",
    ])
    .ok();
    assert!(!out.contains("7/8"), "{out}");
    assert!(out.contains("87.50"), "{out}");
}

#[test]
fn rules_says_which_options_take_a_range() {
    let out = spw(&["rules", "fire"]).ok();
    assert!(
        out.contains("With --chances, a range (1..12, 6..30/6) in: --marksmanship, --shots, --sf"),
        "{out}"
    );
    // Terrain has no --chances, so no range.
    let v = spw(&["rules", "terrain"]).json();
    assert_eq!(v["result"]["ranges"], serde_json::json!([]));
}

/// A word the procedure gives elsewhere but not here (a side's name that cannot win) is
/// answered as never met, and said; one it can never give is a mistake, refused.
#[test]
fn a_word_not_given_here_is_answered_and_said() {
    let args = [
        "--chances",
        "victory",
        "--main",
        "A",
        "--secondary",
        "1,1",
        "--destroyed",
        "450,900",
        "--goal",
        "winner=A",
    ];
    let v = spw(&args).json();
    assert_eq!(v["goal"]["p"], "0/1");
    assert_eq!(v["goal"]["notes"][0], "winner is never A here; it is draw");
    let out = spw(&args).ok();
    assert!(out.contains("winner is never A here; it is draw"), "{out}");
    let err = spw(&[
        "--chances",
        "superiority",
        "--attacker-rating",
        "2",
        "--defender-rating",
        "2",
        "--goal",
        "superiority=atacker",
    ])
    .fails(2);
    assert!(
        err.contains("superiority is never atacker here; it is attacker, defender or neither"),
        "{err}"
    );
}

/// Frontier Battles: each side a d6 plus its battle power, the higher wins. Infantry (5) against
/// infantry on the flat wins on a higher d6, 15/36 = 5/12; each contour the defender stands above
/// costs the attacker 1 and gives the defender 1 (4 against 6: a d6 3 or more above the other,
/// 6/36; 3 against 6: 3/36).
#[test]
fn frontier_a_hill_against_an_attack() {
    let r = spw(&[
        "--chances",
        "battle",
        "--attacker",
        "infantry",
        "--defender",
        "infantry",
        "--defender-above",
        "0..2",
        "--goal",
        "attacker_wins",
        "--at-least",
        "40%",
    ])
    .json()["result"]
        .clone();
    let got: Vec<&str> = r["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["goal"]["p"].as_str().unwrap())
        .collect();
    assert_eq!(got, ["5/12", "1/6", "1/12"]);
    // A hill makes it less likely: the most it can be and still reach 40% is flat ground.
    assert_eq!(
        (r["pick"].as_str(), r["answer"].as_i64()),
        (Some("most"), Some(0))
    );
}

#[test]
fn a_goal_on_where_the_fire_lands_is_told_the_goal_on_the_target() {
    // Seen: `effect=destroyed` gave 16.67% at every range under a heading naming the target:
    // the effect is on whatever hex the fire lands in.
    for rules in ["portable", "frontier"] {
        let line = [
            "--chances",
            rules,
            "artillery",
            "--type",
            "field-artillery",
            "--range",
            "5",
        ];
        let mut asked = line.to_vec();
        asked.extend(["--goal", "effect=destroyed"]);
        let v = spw(&asked).json();
        let notes = v["goal"]["notes"].to_string();
        assert!(
            notes.contains("on the target or not; for the target alone: --goal 'lands=target and effect=destroyed'"),
            "{rules}: {v}"
        );
        // The goal offered is the chance the target is destroyed, and is not noted.
        let mut offered = line.to_vec();
        offered.extend(["--goal", "lands=target and effect=destroyed"]);
        let v = spw(&offered).json();
        assert_eq!(v["goal"]["p"], "1/9", "{rules}: {v}");
        assert_eq!(v["goal"].get("notes"), None, "{rules}: {v}");
    }
    // Over a range, said once above the table.
    let out = spw(&[
        "--chances",
        "portable",
        "artillery",
        "--type",
        "field-artillery",
        "--range",
        "1..6",
        "--goal",
        "effect=destroyed",
    ])
    .ok();
    assert_eq!(
        flat(&out)
            .matches("for the target alone: --goal 'lands=target and effect=destroyed'")
            .count(),
        1,
        "{out}"
    );
}

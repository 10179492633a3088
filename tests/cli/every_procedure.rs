//! Every procedure of every rule set, taken from the registry the binary reports
//! (`spw --json rules`), so a rule set or procedure added later is covered with no edit here:
//! each example in its `--help` runs, and its rolls agree with its `--chances` (sampled
//! frequencies against the exact distribution, chi-square, fixed seed).

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;

use crate::agreement;
use crate::harness::{spw, temp_dir};

/// Procedures that have no `--chances` at all, and why. The test checks each really refuses it,
/// so this list cannot hide a procedure whose chances went missing.
pub(crate) const NO_CHANCES: &[(&str, &str, &str)] = &[
    (
        "schwerpunkt",
        "terrain",
        "it generates a table and tests nothing",
    ),
    ("frontier", "units", "it lists a table and rolls nothing"),
    ("portable", "units", "it lists a table and rolls nothing"),
];

/// Rolls sampled per example: enough for the chi-square to see a wrong procedure, few enough
/// that the whole registry samples in seconds through batch mode.
const SAMPLES: usize = 2000;

/// The seed each example runs with (unless it names its own).
pub(crate) const SEED: &str = "20261123";

pub(crate) struct Procedure {
    pub(crate) rules: String,
    pub(crate) name: String,
}

/// Every (rule set, procedure) the binary lists.
pub(crate) fn registry() -> Vec<Procedure> {
    let v = spw(&["rules"]).json();
    let list = v["result"]["procedures"]
        .as_array()
        .unwrap_or_else(|| panic!("spw --json rules has no result.procedures: {v}"));
    list.iter()
        .map(|p| Procedure {
            rules: p["rules"].as_str().expect("rules").to_string(),
            name: p["procedure"].as_str().expect("procedure").to_string(),
        })
        .collect()
}

/// The example command lines under "Examples:" (or "Example:") of `help`, as written: a line
/// `  spw ...`, joined with the lines that continue it (after a `\`, or indented deeper).
pub(crate) fn example_lines(help: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut inside = false;
    for line in help.lines() {
        if matches!(line.trim_end(), "Examples:" | "Example:") {
            inside = true;
            continue;
        }
        if !inside {
            continue;
        }
        if line.trim().is_empty() || !line.starts_with("  ") {
            inside = false;
            continue;
        }
        let text = line.trim();
        if line.starts_with("  spw ") {
            out.push(text.to_string());
        } else if line.starts_with("   ") && text.starts_with('(') && text.ends_with(')') {
            // A comment too long for the example's line, on its own.
            continue;
        } else if line.starts_with("   ") {
            if let Some(last) = out.last_mut() {
                let joined = last.trim_end_matches('\\').trim_end();
                *last = format!("{joined} {text}");
            }
        }
    }
    out
}

/// One example as arguments (without `spw`): a trailing `  (comment)` dropped, anything from a
/// shell pipe or redirection on cut off, and `...` standing for the arguments of the
/// procedure's first example that spells them out.
pub(crate) fn examples(p: &Procedure, help: &str) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = Vec::new();
    let mut full: Option<Vec<String>> = None;
    for line in example_lines(help) {
        let text = match line.find("  (") {
            Some(i) if line.trim_end().ends_with(')') => &line[..i],
            _ => line.as_str(),
        };
        let words = shlex::split(text)
            .unwrap_or_else(|| panic!("{} {}: cannot split example {line:?}", p.rules, p.name));
        let mut args: Vec<String> = words
            .into_iter()
            .skip(1)
            .take_while(|w| !matches!(w.as_str(), "|" | ">" | ">>" | "<" | "2>" | "&>" | ";"))
            .collect();
        let after_name = args.iter().position(|a| *a == p.name).map(|i| i + 1);
        if let Some(dots) = args.iter().position(|a| a == "...") {
            let base = full.clone().unwrap_or_else(|| {
                panic!(
                    "{} {}: example {line:?} says `...` before any example spells the options out",
                    p.rules, p.name
                )
            });
            args.splice(dots..=dots, base);
        } else if full.is_none() {
            full = after_name.map(|i| args[i..].to_vec());
        }
        out.push(args);
    }
    out
}

pub(crate) fn uses(args: &[String], option: &str) -> bool {
    args.iter()
        .any(|a| a == option || a.starts_with(&format!("{option}=")))
}

/// `args` with the rule set named, unless the example names it.
pub(crate) fn with_rules(p: &Procedure, args: &[String]) -> Vec<String> {
    let named = uses(args, "--rules") || uses(args, "-r") || args.first() == Some(&p.rules);
    let mut a = Vec::new();
    if !named {
        a.extend(["--rules".to_string(), p.rules.clone()]);
    }
    a.extend(args.iter().cloned());
    a
}

/// The example as one batch line for sampling: its own seed, JSON, colour and quiet dropped
/// (the sampler sets them for the whole batch).
fn for_sampling(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--seed" | "--color" => {
                it.next();
            }
            "--json" | "-q" | "--quiet" => {}
            s if s.starts_with("--seed=") || s.starts_with("--color=") => {}
            _ => out.push(a.clone()),
        }
    }
    out
}

pub(crate) fn strs(a: &[String]) -> Vec<&str> {
    a.iter().map(String::as_str).collect()
}

/// What was checked for one procedure.
#[derive(Default)]
struct Report {
    ran: usize,
    agreed: usize,
    refused: Vec<String>,
}

/// Runs every example of `p` and checks its plain ones against `--chances`. Panics with the
/// reason when something is wrong.
fn check(p: &Procedure) -> Report {
    let who = format!("{} {}", p.rules, p.name);
    let help = spw(&[&p.rules, &p.name, "--help"]).ok();
    let examples = examples(p, &help);
    assert!(
        !examples.is_empty(),
        "{who}: --help has no examples (a line `  spw ...` under \"Examples:\")"
    );
    let no_chances = NO_CHANCES
        .iter()
        .any(|(r, n, _)| *r == p.rules && *n == p.name);
    // Commands that write files (terrain --out) write them here, not in the source tree.
    let dir = temp_dir(&format!("every-procedure-{}-{}", p.rules, p.name));
    let mut report = Report::default();
    for ex in &examples {
        // (a) It runs as written, with a fixed seed.
        let mut args = with_rules(p, ex);
        // (--seed with --dice is refused: the dice come from the table.)
        if !uses(ex, "--seed") && !uses(ex, "--dice") {
            args.splice(0..0, ["--seed".to_string(), SEED.to_string()]);
        }
        let d = spw(&strs(&args)).dir(&dir).run();
        assert!(
            d.status == 0,
            "{who}: example `spw {}` exits {}:\n{}",
            ex.join(" "),
            d.status,
            d.stderr
        );
        report.ran += 1;

        // (b) Its rolls agree with its chances, unless it brings its own dice or asks for
        // chances itself.
        if uses(ex, "--chances") || uses(ex, "--dice") || uses(ex, "--cards") {
            continue;
        }
        let sampled = with_rules(p, &for_sampling(ex));
        let mut exact = vec!["--chances".to_string(), "--json".to_string()];
        exact.extend(sampled.iter().cloned());
        let d = spw(&strs(&exact)).run();
        assert!(
            !d.stderr.contains("panicked"),
            "{who}: `spw {}` panicked:\n{}",
            exact.join(" "),
            d.stderr
        );
        if no_chances {
            assert!(
                d.status == 2 && d.stderr.contains("--chances"),
                "{who} is in NO_CHANCES, but `spw {}` did not refuse --chances (exit {}):\n{}",
                exact.join(" "),
                d.status,
                d.stderr
            );
            report.refused.push(ex.join(" "));
            continue;
        }
        if d.status != 0 {
            // Only a request too big for exact chances may be refused (Error::Limit names the
            // limit); then this example cannot be compared, and another must be.
            assert!(
                d.status == 2 && d.stderr.contains("limit"),
                "{who}: `spw {}` exits {} (if the procedure has no --chances at all, add it to \
                 NO_CHANCES with the reason):\n{}",
                exact.join(" "),
                d.status,
                d.stderr
            );
            report.refused.push(ex.join(" "));
            continue;
        }
        agreement::check(&strs(&sampled), SAMPLES);
        report.agreed += 1;
    }
    if no_chances {
        assert!(
            !report.refused.is_empty(),
            "{who} is in NO_CHANCES, but no example without --dice or --chances shows it refusing --chances"
        );
    } else {
        assert!(
            report.agreed > 0,
            "{who}: no --help example is checked against --chances (every one uses --chances, \
             --dice or --cards, or is too big for exact chances: {:?}); add a plain example, or \
             if it has no --chances at all, add it to NO_CHANCES with the reason",
            report.refused
        );
    }
    report
}

#[test]
fn every_procedure_runs_its_examples_and_rolls_as_its_chances_say() {
    let all = registry();
    assert!(!all.is_empty(), "spw rules lists no procedures");
    for (r, n, why) in NO_CHANCES {
        assert!(
            all.iter().any(|p| p.rules == *r && p.name == *n),
            "NO_CHANCES names {r} {n} ({why}), which spw rules does not list"
        );
    }
    // Procedures are independent: check them on a few threads, and report every failure.
    let queue = Mutex::new(all.iter().collect::<Vec<_>>());
    let results = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| {
                loop {
                    let Some(p) = queue.lock().unwrap().pop() else {
                        break;
                    };
                    let r = catch_unwind(AssertUnwindSafe(|| check(p)));
                    results.lock().unwrap().push((p, r));
                }
            });
        }
    });
    let results = results.into_inner().unwrap();
    assert_eq!(results.len(), all.len());
    let mut failures = Vec::new();
    for (p, r) in results {
        match r {
            Ok(report) => eprintln!(
                "{} {}: {} examples run, {} agree with --chances, {} refused --chances",
                p.rules,
                p.name,
                report.ran,
                report.agreed,
                report.refused.len()
            ),
            Err(e) => {
                let msg = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                failures.push(format!("[{} {}] {msg}", p.rules, p.name));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn examples_are_read_as_a_user_would_type_them() {
    let p = Procedure {
        rules: "schwerpunkt".into(),
        name: "melee".into(),
    };
    let help = "Melee.\n\nExamples:\n  spw melee --a 1 \\\n      --b 2\n  spw melee ... --c 3    (a later round)\n  spw --chances melee ... --d\n  spw melee --e > out.txt\n\nMore prose.\n  spw not-an-example\n";
    let got = examples(&p, help);
    let want: Vec<Vec<&str>> = vec![
        vec!["melee", "--a", "1", "--b", "2"],
        vec!["melee", "--a", "1", "--b", "2", "--c", "3"],
        vec!["--chances", "melee", "--a", "1", "--b", "2", "--d"],
        vec!["melee", "--e"],
    ];
    assert_eq!(got, want);
    let ex: Vec<String> = [
        "--json", "--seed", "7", "melee", "--color", "never", "-q", "--x",
    ]
    .map(String::from)
    .to_vec();
    assert_eq!(
        with_rules(&p, &for_sampling(&ex)),
        ["--rules", "schwerpunkt", "melee", "--x"]
    );
}

/// The text `--help` prints after the options (the procedure's `after_help`) up to its
/// examples, as paragraphs with their wrapped lines joined. Option descriptions are indented,
/// the after-help text is not, so it starts after the last indented line before "Examples:".
fn after_help_paragraphs(help: &str) -> Vec<String> {
    let lines: Vec<&str> = help.lines().collect();
    let end = lines
        .iter()
        .position(|l| matches!(l.trim_end(), "Examples:" | "Example:"))
        .unwrap_or(lines.len());
    let start = lines[..end]
        .iter()
        .rposition(|l| l.starts_with(' '))
        .map_or(0, |i| i + 1);
    lines[start..end]
        .split(|l| l.trim().is_empty())
        .filter(|p| !p.is_empty())
        .map(|p| p.iter().map(|l| l.trim()).collect::<Vec<_>>().join(" "))
        .collect()
}

/// Whether any example of `p` as written (without --chances, --dice or --cards) throws a die or
/// draws from a pool, read from the `dice` and `drawn` of its JSON result.
fn throws_anything(p: &Procedure, examples: &[Vec<String>]) -> bool {
    let who = format!("{} {}", p.rules, p.name);
    let dir = temp_dir(&format!("help-dice-{}-{}", p.rules, p.name));
    let mut read = 0;
    let mut threw = false;
    for ex in examples {
        if ["--chances", "--dice", "--cards", "--format", "--out"]
            .iter()
            .any(|o| uses(ex, o))
        {
            continue;
        }
        let mut args = vec!["--json".to_string()];
        if !uses(ex, "--seed") {
            args.extend(["--seed".to_string(), SEED.to_string()]);
        }
        args.extend(with_rules(p, &for_sampling(ex)));
        let d = spw(&strs(&args)).dir(&dir).run();
        assert!(
            d.status == 0,
            "{who}: `spw {}` exits {}:\n{}",
            args.join(" "),
            d.status,
            d.stderr
        );
        // --count N prints one JSON document a line; the first is enough.
        let first = d.stdout.lines().next().unwrap_or_default();
        let v: serde_json::Value = serde_json::from_str(first)
            .unwrap_or_else(|e| panic!("{who}: `spw {}` is not JSON ({e})", args.join(" ")));
        let nonempty = |k: &str| v[k].as_array().is_some_and(|a| !a.is_empty());
        threw |= nonempty("dice") || nonempty("drawn");
        read += 1;
    }
    assert!(
        read > 0,
        "{who}: no --help example without --chances, --dice or --cards to see whether it rolls"
    );
    threw
}

/// Whoever rolls by hand must know which die `--dice` takes first. A
/// procedure whose examples throw dice or draw cards says, in a paragraph of its --help after
/// the options, the order --dice (or --cards) are taken in (or that they do not apply); one
/// that throws nothing says so. Which is which comes from running the examples, not a list.
#[test]
fn every_procedure_help_says_the_order_of_its_dice() {
    let all = registry();
    assert!(!all.is_empty(), "spw rules lists no procedures");
    let mut failures = Vec::new();
    let (mut rolling, mut still) = (0, 0);
    for p in &all {
        let help = spw(&[&p.rules, &p.name, "--help"]).ok();
        let paragraphs = after_help_paragraphs(&help);
        if throws_anything(p, &examples(p, &help)) {
            rolling += 1;
            if !paragraphs
                .iter()
                .any(|t| t.contains("--dice") || t.contains("--cards"))
            {
                failures.push(format!(
                    "{} {} throws dice or draws, but no paragraph of its --help after the \
                     options names --dice or --cards (say the order they are taken in)",
                    p.rules, p.name
                ));
            }
        } else {
            still += 1;
            if !paragraphs.iter().any(|t| {
                let t = t.to_lowercase();
                t.contains("no dice") || t.contains("nothing is rolled")
            }) {
                failures.push(format!(
                    "{} {} throws nothing in its examples, but its --help does not say it rolls \
                     no dice",
                    p.rules, p.name
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Both kinds exist today (pin and victory roll nothing): if either count drops to zero the
    // reading of the JSON, not the procedures, has gone wrong.
    assert!(rolling > 0 && still > 0, "rolling {rolling}, still {still}");
}

#[test]
fn after_help_is_read_after_the_options_only() {
    let help = "About.\n\nOptions:\n      --dice <LIST>\n          Dice by hand\n\nFirst \
                paragraph\nwrapped.\n\nWith --dice: the d6.\n\nExamples:\n  spw x --dice 3\n";
    assert_eq!(
        after_help_paragraphs(help),
        ["First paragraph wrapped.", "With --dice: the d6."]
    );
    let bare =
        "About.\n\nOptions:\n      --dice <LIST>\n          Dice by hand\n\nExamples:\n  spw x\n";
    assert!(after_help_paragraphs(bare).is_empty());
}

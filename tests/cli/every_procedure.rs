//! Every procedure of every rule set, taken from the registry the binary reports
//! (`spw --json rules`), so a rule set or procedure added later is covered with no edit here:
//! each example in its `--help` runs, and its rolls agree with its `--chances` (sampled
//! frequencies against the exact distribution, chi-square, fixed seed). What a procedure
//! states about itself (no `--chances`, no range, no dice, and why) is read from its facts,
//! `spw --json rules PROCEDURE` (`rules::facts`), and checked against what it does.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;

use crate::agreement;
use crate::harness::{flat, spw, temp_dir};

/// Rolls sampled per example: enough for the chi-square to see a wrong procedure, few enough
/// that the whole registry samples in seconds through batch mode.
const SAMPLES: usize = 2000;

/// The seed each example runs with (unless it names its own).
pub(crate) const SEED: &str = "20261123";

pub(crate) struct Procedure {
    pub(crate) rules: String,
    pub(crate) name: String,
}

impl Procedure {
    /// What it states about itself: `result.facts` of `spw --json rules PROCEDURE`.
    pub(crate) fn facts(&self) -> serde_json::Value {
        let v = spw(&["--rules", &self.rules, "rules", &self.name]).json();
        let facts = v["result"]["facts"].clone();
        assert!(
            facts.is_object(),
            "spw --json rules {}: no facts: {v}",
            self.name
        );
        facts
    }

    /// Why it takes no `--chances`, if it takes none (its facts say so; the tests check it
    /// refuses the option).
    pub(crate) fn no_chances(&self) -> Option<String> {
        let f = self.facts();
        match f["chances"]["applies"].as_bool() {
            Some(true) => None,
            Some(false) => Some(f["chances"]["why"].as_str().unwrap_or_default().to_string()),
            None => panic!(
                "{} {}: facts.chances.applies missing: {f}",
                self.rules, self.name
            ),
        }
    }
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
    let no_chances = p.no_chances().is_some();
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
                "{who} states --chances does not apply, but `spw {}` did not refuse it (exit {}):\n{}",
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
                "{who}: `spw {}` exits {} (if the procedure has no --chances at all, its facts \
                 say so with the reason: Chances::No):\n{}",
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
            "{who} states --chances does not apply, but no example without --dice or --chances shows it refusing --chances"
        );
    } else {
        assert!(
            report.agreed > 0,
            "{who}: no --help example is checked against --chances (every one uses --chances, \
             --dice or --cards, or is too big for exact chances: {:?}); add a plain example, or \
             if it has no --chances at all, state it in its facts (Chances::No) with the reason",
            report.refused
        );
    }
    report
}

#[test]
fn every_procedure_runs_its_examples_and_rolls_as_its_chances_say() {
    let all = registry();
    assert!(!all.is_empty(), "spw rules lists no procedures");
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

/// Whether any example of `p` as written (without --chances, --dice or --cards) throws a die,
/// and whether any draws from a pool, read from the `dice` and `drawn` of its JSON result.
fn throws_anything(p: &Procedure, examples: &[Vec<String>]) -> (bool, bool) {
    let who = format!("{} {}", p.rules, p.name);
    let dir = temp_dir(&format!("help-dice-{}-{}", p.rules, p.name));
    let mut read = 0;
    let (mut threw, mut drew) = (false, false);
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
        threw |= nonempty("dice");
        drew |= nonempty("drawn");
        read += 1;
    }
    assert!(
        read > 0,
        "{who}: no --help example without --chances, --dice or --cards to see whether it rolls"
    );
    (threw, drew)
}

/// Whoever rolls by hand must know which die `--dice` takes first: every procedure states what
/// it throws in its facts (dice, dice and cards, cards, or nothing and why), its --help says
/// it from there, and what its examples throw and draw agrees with the statement.
#[test]
fn every_procedure_states_what_it_throws_as_its_examples_do() {
    let all = registry();
    assert!(!all.is_empty(), "spw rules lists no procedures");
    let mut failures = Vec::new();
    let (mut rolling, mut still) = (0, 0);
    for p in &all {
        let facts = p.facts();
        let stated = facts["dice"]["throws"].as_str().unwrap_or("?").to_string();
        let help = spw(&[&p.rules, &p.name, "--help"]).ok();
        let (threw, drew) = throws_anything(p, &examples(p, &help));
        let does = match (threw, drew) {
            (true, true) => "dice and cards",
            (true, false) => "dice",
            (false, true) => "cards",
            (false, false) => "nothing",
        };
        if does != stated {
            failures.push(format!(
                "{} {} states it throws {stated} (facts.dice), but its examples throw {does}",
                p.rules, p.name
            ));
        }
        let said = flat(&help);
        let words = match stated.as_str() {
            "nothing" => "No dice are rolled:",
            "cards" => "With --cards",
            _ => "With --dice",
        };
        if !said.contains(words) {
            failures.push(format!(
                "{} {}: its --help does not say `{words}`",
                p.rules, p.name
            ));
        }
        if does == "nothing" {
            still += 1;
        } else {
            rolling += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Both kinds exist today (pin and victory roll nothing): if either count drops to zero the
    // reading of the JSON, not the procedures, has gone wrong.
    assert!(rolling > 0 && still > 0, "rolling {rolling}, still {still}");
}

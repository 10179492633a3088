//! The agreement helper: rolling and `--chances` must describe the same procedure. It samples
//! a command many times through one batch process with a fixed seed, and checks the observed
//! frequency of every quantity against the exact distribution `--chances` prints (a chi-square
//! test at a strict level; with a fixed seed the result never changes from run to run).
//!
//! Use it for every procedure: `agreement::check(&["fire", "-m", "4", "-s", "5"], 4000)`.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::harness::{chances, chi_square, spw};

/// Samples `args` `n` times (seed 20261123) and compares every quantity with its exact
/// distribution. Panics with a readable report when they disagree.
pub fn check(args: &[&str], n: usize) {
    check_seeded(args, n, 20_261_123);
}

pub fn check_seeded(args: &[&str], n: usize, seed: u64) {
    let exact = exact(args);
    let samples = sample(args, n, seed);
    for (name, dist) in &exact {
        let mut observed: BTreeMap<String, usize> = BTreeMap::new();
        for s in &samples {
            let v = s
                .get(name)
                .unwrap_or_else(|| panic!("{args:?}: rolled result has no quantity {name}: {s}"));
            *observed.entry(key(v)).or_default() += 1;
        }
        for (v, count) in &observed {
            assert!(
                dist.iter().any(|(k, p)| k == v && *p > 0.0),
                "{args:?}: rolling gave {name} = {v} ({count} times), which --chances says cannot happen"
            );
        }
        // Strict: a correct procedure fails one seed in a million, and the seed is fixed.
        let c = chi_square(
            dist.iter()
                .map(|(v, p)| (p * n as f64, observed.get(v).copied().unwrap_or(0))),
            1e-6,
        );
        assert!(
            c.passes(),
            "{args:?}: {name} disagrees with --chances: {c}\nexact: {dist:?}\nobserved: {observed:?}"
        );
    }
}

/// The exact distribution of each quantity: value (as a string key) and probability.
pub fn exact(args: &[&str]) -> BTreeMap<String, Vec<(String, f64)>> {
    let v = chances(args);
    let chances = v["chances"].as_object().expect("chances object");
    let mut out = BTreeMap::new();
    for (name, rows) in chances {
        let mut dist = Vec::new();
        let mut total = 0.0;
        for r in rows.as_array().expect("rows") {
            let p = r["percent"].as_f64().expect("percent") / 100.0;
            total += p;
            dist.push((key(&r["value"]), p));
        }
        assert!(
            (total - 1.0).abs() < 1e-9,
            "{args:?}: {name} sums to {total}"
        );
        out.insert(name.clone(), dist);
    }
    out
}

/// `n` rolled results (the JSON `result` objects), from one batch session.
pub fn sample(args: &[&str], n: usize, seed: u64) -> Vec<Value> {
    let line = args
        .iter()
        .map(|a| shell_quote(a))
        .collect::<Vec<_>>()
        .join(" ");
    let input = format!("{line}\n").repeat(n);
    let seed = seed.to_string();
    let d = spw(&["--json", "--seed", &seed]).stdin(&input).run();
    assert_eq!(d.status, 0, "{args:?} failed in batch:\n{}", d.stderr);
    d.stdout
        .lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).expect("JSON line");
            v["result"].clone()
        })
        .collect()
}

fn shell_quote(s: &str) -> String {
    if s.chars()
        .all(|c| c.is_ascii_alphanumeric() || "-_.,=:%".contains(c))
    {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

fn key(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

//! The agreement helper: rolling and `--chances` must describe the same procedure. It samples
//! a command many times through one batch process with a fixed seed, and checks the observed
//! frequency of every quantity against the exact distribution `--chances` prints (a chi-square
//! test at a strict level; with a fixed seed the result never changes from run to run).
//!
//! Use it for every procedure: `agreement::check(&["fire", "-m", "4", "-s", "5"], 4000)`.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::harness::{chances, spw};

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
        let (stat, df) = chi_square(dist, &observed, n);
        let crit = critical(df);
        assert!(
            stat <= crit,
            "{args:?}: {name} disagrees with --chances: chi-square {stat:.1} > {crit:.1} (df {df})\nexact: {dist:?}\nobserved: {observed:?}"
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

/// Pearson's statistic with neighbouring outcomes pooled until each expected count is >= 5.
fn chi_square(
    dist: &[(String, f64)],
    observed: &BTreeMap<String, usize>,
    n: usize,
) -> (f64, usize) {
    let mut bins: Vec<(f64, f64)> = Vec::new();
    let (mut e, mut o) = (0.0, 0.0);
    for (v, p) in dist {
        e += p * n as f64;
        o += *observed.get(v).unwrap_or(&0) as f64;
        if e >= 5.0 {
            bins.push((e, o));
            e = 0.0;
            o = 0.0;
        }
    }
    if e > 0.0 || o > 0.0 {
        match bins.last_mut() {
            Some(last) => {
                last.0 += e;
                last.1 += o;
            }
            None => bins.push((e, o)),
        }
    }
    let stat = bins
        .iter()
        .map(|(e, o)| if *e > 0.0 { (o - e) * (o - e) / e } else { 0.0 })
        .sum();
    (stat, bins.len().saturating_sub(1).max(1))
}

/// The chi-square value exceeded with probability 1e-6 (Wilson–Hilferty), so a correct
/// procedure fails one seed in a million, and a fixed seed never flakes.
fn critical(df: usize) -> f64 {
    let k = df as f64;
    let z = 4.753;
    let t = 1.0 - 2.0 / (9.0 * k) + z * (2.0 / (9.0 * k)).sqrt();
    k * t * t * t
}

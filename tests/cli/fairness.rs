//! The dice are fair: chi-square of many seeded faces against the uniform face distribution
//! for d6, d10, d20, d100 and the sustained-fire die. Fixed seeds, so it never flakes; 10,000
//! dice per command is the notation's limit, so each die is sampled by a few commands.

use std::collections::BTreeMap;

use crate::harness::{ChiSquare, chi_square, spw};

/// Faces shown by `n` dice thrown as `{per}dX` commands in one seeded batch.
fn faces(die: &str, per: usize, commands: usize) -> Vec<String> {
    let line = format!("roll {per}{die}\n");
    let d = spw(&["--json", "--seed", "1123"])
        .stdin(&line.repeat(commands))
        .run();
    assert_eq!(d.status, 0, "{}", d.stderr);
    let mut out = Vec::new();
    for l in d.stdout.lines() {
        let v: serde_json::Value = serde_json::from_str(l).unwrap();
        for die in v["dice"].as_array().unwrap() {
            out.push(
                die.get("label")
                    .and_then(|l| l.as_str())
                    .map(str::to_string)
                    .unwrap_or_else(|| die["value"].to_string()),
            );
        }
    }
    out
}

/// The faces `seen` against `weights` (face → relative weight), at the 1e-6 level.
fn against(seen: &[String], weights: &[(&str, f64)]) -> ChiSquare {
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    for s in seen {
        *count.entry(s.as_str()).or_default() += 1;
    }
    let total: f64 = weights.iter().map(|(_, w)| w).sum();
    let n = seen.len() as f64;
    for k in count.keys() {
        assert!(weights.iter().any(|(f, _)| f == k), "unexpected face {k}");
    }
    chi_square(
        weights
            .iter()
            .map(|(f, w)| (n * w / total, count.get(f).copied().unwrap_or(0))),
        1e-6,
    )
}

fn uniform(sides: i64) -> Vec<(String, f64)> {
    (1..=sides).map(|f| (f.to_string(), 1.0)).collect()
}

#[test]
fn standard_dice_are_fair() {
    for (die, sides, per, commands) in [
        ("d6", 6, 10_000, 3),
        ("d10", 10, 10_000, 3),
        ("d20", 20, 10_000, 4),
        ("d%", 100, 10_000, 10),
    ] {
        let seen = faces(die, per, commands);
        assert_eq!(seen.len(), per * commands);
        let w = uniform(sides);
        let w: Vec<(&str, f64)> = w.iter().map(|(f, x)| (f.as_str(), *x)).collect();
        let c = against(&seen, &w);
        assert!(c.passes(), "{die}: {c}");
    }
}

#[test]
fn the_sustained_fire_die_is_fair() {
    // dSF: JAM, 1, 1, 2, 2, 3 — the 1 and 2 faces twice as likely as JAM and 3.
    let seen = faces("dSF", 10_000, 3);
    let c = against(&seen, &[("JAM", 1.0), ("1", 2.0), ("2", 2.0), ("3", 1.0)]);
    assert!(c.passes(), "dSF: {c}");
}

//! A small harness over the real binary: arguments, stdin, environment; the developer's own
//! `SPW_*`, `NO_COLOR`, `TERM` and config/data directories never reach the program.

// The statistics below are the tests' own: C's maths is loaded by this test binary, not spw.
#![allow(clippy::disallowed_methods)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

pub use crate::case::Case;

/// How long a command may run before it is taken to have hung.
const HANG: std::time::Duration = std::time::Duration::from_secs(300);

pub struct Done {
    pub status: i32,
    pub stdout: String,
    pub stderr: String,
}

/// The binary under test: this build's, or the one `SPW_TEST_BIN` names (CI runs the README
/// tour with the static build: `.ci/run`).
pub fn bin() -> PathBuf {
    std::env::var_os("SPW_TEST_BIN").map_or_else(|| env!("CARGO_BIN_EXE_spw").into(), PathBuf::from)
}

/// `spw` with these arguments: a [`Case`], the one way a test runs the binary.
pub fn spw(args: &[&str]) -> Case {
    Case::new(args)
}

/// An empty home for the program, so no real config or history is read or written.
fn home() -> &'static Path {
    static HOME: OnceLock<PathBuf> = OnceLock::new();
    HOME.get_or_init(|| {
        let p = std::env::temp_dir().join(format!("spw-test-home-{}", std::process::id()));
        std::fs::create_dir_all(&p).expect("temp home");
        p
    })
}

/// Runs the binary once: `args`, `stdin` (empty if none: never a terminal), the test's own
/// environment `env`, in `dir`.
pub(crate) fn run_spw(
    args: &[String],
    stdin: Option<&str>,
    env: &[(String, String)],
    dir: Option<&Path>,
) -> Done {
    let mut cmd = Command::new(bin());
    cmd.args(args);
    if let Some(d) = dir {
        cmd.current_dir(d);
    }
    for (k, _) in std::env::vars() {
        if k.starts_with("SPW_")
            || k == "NO_COLOR"
            || k == "TERM"
            || k == "COLUMNS"
            || k.starts_with("XDG_")
        {
            cmd.env_remove(k);
        }
    }
    let h = home();
    cmd.env("HOME", h)
        .env("XDG_CONFIG_HOME", h.join("config"))
        .env("XDG_DATA_HOME", h.join("data"));
    for (k, v) in env {
        cmd.env(k, v);
    }
    // Batch tests pipe stdin; everything else gets an empty one (never a terminal).
    cmd.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("spawn spw");
    // Feed stdin from another thread: a long batch fills the stdout pipe while we are
    // still writing, and both sides would wait for each other.
    let feeder = child.stdin.take().map(|mut sin| {
        let input = stdin.unwrap_or_default().to_string();
        std::thread::spawn(move || {
            // A program that exits early closes the pipe; that is its business, not ours.
            let _ = sin.write_all(input.as_bytes());
        })
    });
    // A watchdog, not a speed test: a hung spw fails the test instead of hanging CI.
    let pid = child.id();
    let (done_tx, done_rx) = std::sync::mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if done_rx.recv_timeout(HANG).is_err() {
            let _ = Command::new("kill").arg("-9").arg(pid.to_string()).status();
            return true;
        }
        false
    });
    let out = child.wait_with_output().expect("wait for spw");
    let _ = done_tx.send(());
    let hung = watchdog.join().unwrap_or(false);
    assert!(!hung, "spw {:?} hung for {HANG:?} and was killed", args);
    if let Some(f) = feeder {
        let _ = f.join();
    }
    Done {
        status: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// A fresh temporary directory for one test.
/// Text with its line breaks and runs of spaces read as single spaces: what a screen says,
/// wherever it wrapped the lines (80 columns in a pipe).
/// A game entry's line as it ran: the line as typed, then the options the roster filled
/// (`fire --unit A --shots 3 --marksmanship 4`).
pub fn as_run(entry: &serde_json::Value) -> String {
    let mut s = entry["line"].as_str().unwrap_or_default().to_string();
    if let Some(filled) = entry["filled"].as_object() {
        for (option, v) in filled {
            let word = |v: &serde_json::Value| match v {
                serde_json::Value::String(t) if t.contains(' ') => format!("'{t}'"),
                serde_json::Value::String(t) => t.clone(),
                v => v.to_string(),
            };
            match v {
                serde_json::Value::Bool(true) => s.push_str(&format!(" --{option}")),
                serde_json::Value::Array(items) => {
                    for i in items {
                        s.push_str(&format!(" --{option} {}", word(i)));
                    }
                }
                v => s.push_str(&format!(" --{option} {}", word(v))),
            }
        }
    }
    s
}

pub fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

pub fn temp_dir(name: &str) -> PathBuf {
    let p = home().join("dirs").join(name);
    let _ = std::fs::remove_dir_all(&p);
    std::fs::create_dir_all(&p).expect("temp dir");
    p
}

/// `spw --chances ARGS --json`, parsed.
pub fn chances(args: &[&str]) -> serde_json::Value {
    let mut a = vec!["--chances"];
    a.extend_from_slice(args);
    spw(&a).json()
}

/// The exact probability that `--chances` JSON `v` gives `quantity` = `value`, as its reduced
/// fraction ("0/1" when that value cannot happen).
pub fn chance_of(
    v: &serde_json::Value,
    quantity: &str,
    value: impl Into<serde_json::Value>,
) -> String {
    let value = value.into();
    v["chances"][quantity]
        .as_array()
        .unwrap_or_else(|| panic!("no quantity {quantity}: {v}"))
        .iter()
        .find(|r| r["value"] == value)
        .map(|r| r["p"].as_str().expect("p is a string").to_string())
        .unwrap_or_else(|| "0/1".into())
}

/// What each die of a rolled `--json` result was for and showed, in the order taken: "A 3",
/// "scatter arrow" (a labelled face by its label), then each card or chit drawn ("hit card Q♦").
/// The order `--dice` and `--cards` are used in, as the procedure's --help states it.
pub fn taken(v: &serde_json::Value) -> Vec<String> {
    let list = |k: &str| v[k].as_array().cloned().unwrap_or_default();
    let dice = list("dice").into_iter().map(|d| {
        let shown = d["label"]
            .as_str()
            .map_or_else(|| d["value"].to_string(), str::to_string);
        format!("{} {shown}", d["for"].as_str().unwrap_or("?"))
    });
    let drawn = list("drawn").into_iter().map(|d| {
        format!(
            "{} {}",
            d["for"].as_str().unwrap_or("?"),
            d["item"].as_str().unwrap_or("?")
        )
    });
    dice.chain(drawn).collect()
}

/// Pearson's chi-square test of one sample, the one statistic every frequency test uses.
pub struct ChiSquare {
    pub stat: f64,
    pub df: usize,
    /// The value a correct sample exceeds with probability `level`.
    pub critical: f64,
    pub level: f64,
}

impl ChiSquare {
    pub fn passes(&self) -> bool {
        self.stat <= self.critical
    }
}

impl std::fmt::Display for ChiSquare {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ChiSquare {
            stat,
            df,
            critical,
            level,
        } = self;
        write!(
            f,
            "chi-square {stat:.2} against {critical:.2} (df {df}, level {level:e})"
        )
    }
}

/// Tests observed counts against expected ones: `bins` are (expected count, observed count),
/// in the order of the outcomes. Neighbouring bins are pooled until each expects at least 5
/// (the statistic's approximation needs it); a leftover tail joins the last bin. `level` is
/// how often a correct sample fails: with fixed seeds a passing test then never flakes.
pub fn chi_square(bins: impl IntoIterator<Item = (f64, usize)>, level: f64) -> ChiSquare {
    let mut pooled: Vec<(f64, f64)> = Vec::new();
    let (mut e, mut o) = (0.0, 0.0);
    for (expected, observed) in bins {
        e += expected;
        o += observed as f64;
        if e >= 5.0 {
            pooled.push((e, o));
            (e, o) = (0.0, 0.0);
        }
    }
    if e > 0.0 || o > 0.0 {
        match pooled.last_mut() {
            Some(last) => {
                last.0 += e;
                last.1 += o;
            }
            None => pooled.push((e, o)),
        }
    }
    let stat = pooled
        .iter()
        .map(|(e, o)| if *e > 0.0 { (o - e) * (o - e) / e } else { 0.0 })
        .sum();
    // A single bin (a certain outcome) still gets one degree of freedom: its statistic is 0.
    let df = pooled.len().saturating_sub(1).max(1);
    ChiSquare {
        stat,
        df,
        critical: critical(df, level),
        level,
    }
}

/// The chi-square value exceeded with probability `level` at `df` degrees of freedom: the
/// upper tail Q(df/2, x/2) solved for x by bisection.
pub fn critical(df: usize, level: f64) -> f64 {
    assert!(
        df > 0 && level > 0.0 && level < 1.0,
        "df {df}, level {level}"
    );
    let mut hi = df as f64 + 10.0;
    while upper_tail(df, hi) > level {
        hi *= 2.0;
    }
    let mut lo = 0.0;
    for _ in 0..200 {
        let mid = (lo + hi) / 2.0;
        if upper_tail(df, mid) > level {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    hi
}

/// P(X > x) for X chi-square with `df` degrees of freedom: the regularized upper incomplete
/// gamma function Q(df/2, x/2), by its series below a + 1 and its continued fraction above.
fn upper_tail(df: usize, x: f64) -> f64 {
    let a = df as f64 / 2.0;
    let x = x / 2.0;
    if x <= 0.0 {
        return 1.0;
    }
    let front = (a * x.ln() - x - ln_gamma_half(df)).exp();
    if x < a + 1.0 {
        // P(a, x) = front · Σ x^n / (a (a+1) … (a+n)).
        let (mut term, mut sum, mut ap) = (1.0 / a, 1.0 / a, a);
        for _ in 0..100_000 {
            ap += 1.0;
            term *= x / ap;
            sum += term;
            if term < sum * 1e-17 {
                break;
            }
        }
        (1.0 - front * sum).max(0.0)
    } else {
        // Q(a, x) = front · 1/(x+1-a- 1·(1-a)/(x+3-a- 2·(2-a)/(x+5-a- …))), modified Lentz.
        let tiny = 1e-300;
        let mut b = x + 1.0 - a;
        let mut c = 1.0 / tiny;
        let mut d = 1.0 / b;
        let mut h = d;
        for i in 1..100_000 {
            let an = -(i as f64) * (i as f64 - a);
            b += 2.0;
            d = an * d + b;
            if d.abs() < tiny {
                d = tiny;
            }
            c = b + an / c;
            if c.abs() < tiny {
                c = tiny;
            }
            d = 1.0 / d;
            let step = d * c;
            h *= step;
            if (step - 1.0).abs() < 1e-16 {
                break;
            }
        }
        front * h
    }
}

/// ln Γ(df/2), from Γ(1) = 1 or Γ(1/2) = √π by Γ(a + 1) = a·Γ(a).
fn ln_gamma_half(df: usize) -> f64 {
    let (mut a, mut acc) = if df % 2 == 0 {
        (1.0, 0.0)
    } else {
        (0.5, 0.5 * std::f64::consts::PI.ln())
    };
    let target = df as f64 / 2.0;
    while a < target {
        acc += f64::ln(a);
        a += 1.0;
    }
    acc
}

#[test]
fn chi_square_critical_values_match_the_tables() {
    // Values from the printed tables, and two closed forms: df 1 is a squared normal
    // (z = 4.8916 at 1e-6, two-sided), df 2 an exponential (−2 ln level).
    for (df, level, want) in [
        (1, 0.05, 3.841),
        (1, 0.001, 10.828),
        (3, 0.001, 16.266),
        (10, 0.05, 18.307),
        (100, 0.001, 149.449),
        (2, 1e-6, -2.0 * f64::ln(1e-6)),
        (1, 1e-6, 4.891_638_5_f64.powi(2)),
    ] {
        let got = critical(df, level);
        assert!(
            (got - want).abs() < 2e-3,
            "df {df} level {level}: {got} != {want}"
        );
    }
}

#[test]
fn chi_square_pools_small_bins_and_counts_the_rest() {
    // 30 throws, 15 expected each side, 10 and 20 seen: (25 + 25) / 15.
    let c = chi_square([(15.0, 10), (15.0, 20)], 0.001);
    assert!(
        (c.stat - 50.0 / 15.0).abs() < 1e-12 && c.df == 1 && c.passes(),
        "{c}"
    );
    // Bins expecting 2, 2, 2 and 10: the first three pool into one of 6 (2 + 3 + 1 seen).
    let c = chi_square([(2.0, 2), (2.0, 3), (2.0, 1), (10.0, 10)], 0.001);
    assert!(c.stat.abs() < 1e-12 && c.df == 1, "{c}");
    // Far off: 100 of 100 on one face of a fair coin.
    let c = chi_square([(50.0, 100), (50.0, 0)], 1e-6);
    assert!(!c.passes(), "{c}");
}

//! A small harness over the real binary: arguments, stdin, environment; the developer's own
//! `SPW_*`, `NO_COLOR`, `TERM` and config/data directories never reach the program.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// How long a command may run before it is taken to have hung.
const HANG: std::time::Duration = std::time::Duration::from_secs(300);

pub struct Spw {
    args: Vec<String>,
    stdin: Option<String>,
    env: Vec<(String, String)>,
}

pub struct Done {
    pub status: i32,
    pub stdout: String,
    pub stderr: String,
}

/// `spw` with these arguments.
pub fn spw(args: &[&str]) -> Spw {
    Spw {
        args: args.iter().map(|s| s.to_string()).collect(),
        stdin: None,
        env: Vec::new(),
    }
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

impl Spw {
    pub fn stdin(mut self, s: &str) -> Spw {
        self.stdin = Some(s.to_string());
        self
    }

    pub fn env(mut self, k: &str, v: &str) -> Spw {
        self.env.push((k.into(), v.into()));
        self
    }

    pub fn run(self) -> Done {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_spw"));
        cmd.args(&self.args);
        for (k, _) in std::env::vars() {
            if k.starts_with("SPW_") || k == "NO_COLOR" || k == "TERM" || k.starts_with("XDG_") {
                cmd.env_remove(k);
            }
        }
        let h = home();
        cmd.env("HOME", h)
            .env("XDG_CONFIG_HOME", h.join("config"))
            .env("XDG_DATA_HOME", h.join("data"));
        for (k, v) in &self.env {
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
            let input = self.stdin.clone().unwrap_or_default();
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
        assert!(
            !hung,
            "spw {:?} hung for {HANG:?} and was killed",
            self.args
        );
        if let Some(f) = feeder {
            let _ = f.join();
        }
        Done {
            status: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    /// Runs and expects success; returns stdout.
    pub fn ok(self) -> String {
        let args = self.args.join(" ");
        let d = self.run();
        assert_eq!(
            d.status, 0,
            "spw {args} failed:\nstdout:\n{}\nstderr:\n{}",
            d.stdout, d.stderr
        );
        d.stdout
    }

    /// Runs and expects a failure with `code`; returns stderr.
    pub fn fails(self, code: i32) -> String {
        let args = self.args.join(" ");
        let d = self.run();
        assert_eq!(
            d.status, code,
            "spw {args}: expected exit {code}\nstdout:\n{}\nstderr:\n{}",
            d.stdout, d.stderr
        );
        assert!(
            !d.stderr.contains("panicked"),
            "spw {args} panicked:\n{}",
            d.stderr
        );
        d.stderr
    }

    /// Runs with `--json` and parses the single object on stdout.
    pub fn json(mut self) -> serde_json::Value {
        self.args.insert(0, "--json".into());
        let out = self.ok();
        serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("not JSON ({e}):\n{out}"))
    }
}

/// A fresh temporary directory for one test.
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

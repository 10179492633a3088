//! One declarative CLI test: what to run (arguments, stdin, environment, directory) and what
//! must come out (stdout, stderr, exit status), checked together after one run, every
//! difference reported at once with a line diff of each text that differed.
//!
//! An exact text written inline (`.stdout("...")`, `golden(args, "...")`) or kept in a file
//! (`.stdout_file(path)`) is rewritten in place with the real output when `SPW_UPDATE_DOCS` is
//! set, as the README tour and the generated docs already are (tests/cli/docs.rs).

use std::collections::HashMap;
use std::panic::Location;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde_json::Value;

use crate::harness::{Done, chance_of, run_spw};

/// Where an exact text came from, so the update mode can rewrite it.
enum Source {
    /// A string literal in the test, at or after this call.
    Inline(&'static Location<'static>),
    /// A committed file, relative to the crate root.
    File(PathBuf),
}

/// One thing a stream must satisfy.
enum Want {
    Is(String, Source),
    Has(String),
    Starts(String),
    Lines(usize),
    Holds(String, Box<dyn Fn(&str) -> bool>),
}

/// A run of `spw` and everything it must produce.
pub struct Case {
    args: Vec<String>,
    stdin: Option<String>,
    env: Vec<(String, String)>,
    dir: Option<PathBuf>,
    status: i32,
    stdout: Vec<Want>,
    stderr: Vec<Want>,
}

/// `spw ARGS --color never` must print exactly `expected` and exit 0 (an updatable golden).
#[track_caller]
pub fn golden(args: &[&str], expected: &str) {
    Case::new(args)
        .args(&["--color", "never"])
        .stdout(expected)
        .check();
}

/// The exact probability that `spw --chances ARGS` gives `quantity` = `value`.
pub fn p(args: &[&str], quantity: &str, value: impl Into<Value>) -> String {
    Case::new(args).chance(quantity, value)
}

impl Case {
    /// `spw ARGS`, expected to exit 0 unless `.status` says otherwise.
    pub fn new(args: &[&str]) -> Case {
        Case {
            args: args.iter().map(|s| s.to_string()).collect(),
            stdin: None,
            env: Vec::new(),
            dir: None,
            status: 0,
            stdout: Vec::new(),
            stderr: Vec::new(),
        }
    }

    /// More arguments after those given.
    pub fn args(mut self, more: &[&str]) -> Case {
        self.args.extend(more.iter().map(|s| s.to_string()));
        self
    }

    pub fn stdin(mut self, s: &str) -> Case {
        self.stdin = Some(s.to_string());
        self
    }

    pub fn env(mut self, k: &str, v: &str) -> Case {
        self.env.push((k.into(), v.into()));
        self
    }

    /// Runs in `dir`.
    pub fn dir(mut self, dir: &Path) -> Case {
        self.dir = Some(dir.to_path_buf());
        self
    }

    pub fn status(mut self, code: i32) -> Case {
        self.status = code;
        self
    }

    /// Stdout is exactly `text`.
    #[track_caller]
    pub fn stdout(mut self, text: &str) -> Case {
        let at = Source::Inline(Location::caller());
        self.stdout.push(Want::Is(text.into(), at));
        self
    }

    /// Stdout is exactly the committed file `path` (relative to the crate root).
    pub fn stdout_file(mut self, path: &str) -> Case {
        let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
        let text = std::fs::read_to_string(&full).unwrap_or_default();
        self.stdout.push(Want::Is(text, Source::File(full)));
        self
    }

    pub fn stdout_has(mut self, needle: &str) -> Case {
        self.stdout.push(Want::Has(needle.into()));
        self
    }

    /// Stderr is exactly `text`.
    #[track_caller]
    pub fn stderr(mut self, text: &str) -> Case {
        let at = Source::Inline(Location::caller());
        self.stderr.push(Want::Is(text.into(), at));
        self
    }

    pub fn stderr_has(mut self, needle: &str) -> Case {
        self.stderr.push(Want::Has(needle.into()));
        self
    }

    pub fn stderr_starts(mut self, prefix: &str) -> Case {
        self.stderr.push(Want::Starts(prefix.into()));
        self
    }

    pub fn stderr_lines(mut self, n: usize) -> Case {
        self.stderr.push(Want::Lines(n));
        self
    }

    /// Stderr satisfies `test`, described by `what` when it does not.
    pub fn stderr_holds(mut self, what: &str, test: impl Fn(&str) -> bool + 'static) -> Case {
        self.stderr.push(Want::Holds(what.into(), Box::new(test)));
        self
    }

    /// Refused as a user error: exit 2 and one line, `error: ...`, containing every needle.
    #[track_caller]
    pub fn refused(self, needles: &[&str]) -> Done {
        let mut c = self.status(2).stderr_starts("error: ").stderr_lines(1);
        for n in needles {
            c = c.stderr_has(n);
        }
        c.check()
    }

    /// `spw --json --chances ARGS`, parsed.
    #[track_caller]
    pub fn chances(mut self) -> Value {
        self.args
            .splice(0..0, ["--json".into(), "--chances".into()]);
        let out = self.check().stdout;
        serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("not JSON ({e}):\n{out}"))
    }

    /// The exact probability, a reduced fraction, that `spw --chances ARGS` gives
    /// `quantity` = `value` ("0/1" when that value cannot happen).
    #[track_caller]
    pub fn chance(self, quantity: &str, value: impl Into<Value>) -> String {
        chance_of(&self.chances(), quantity, value)
    }

    fn run_raw(&self) -> Done {
        run_spw(
            &self.args,
            self.stdin.as_deref(),
            &self.env,
            self.dir.as_deref(),
        )
    }

    /// Runs once and declares nothing: what came out, for the test to look at.
    pub fn run(self) -> Done {
        self.run_raw()
    }

    /// Exits 0 (and does not panic); its stdout.
    #[track_caller]
    pub fn ok(self) -> String {
        self.status(0).check().stdout
    }

    /// Exits with `code` (and does not panic); its stderr.
    #[track_caller]
    pub fn fails(self, code: i32) -> String {
        self.status(code).check().stderr
    }

    /// `spw --json ARGS`, exiting 0: the one object it prints, parsed.
    #[track_caller]
    pub fn json(mut self) -> Value {
        self.args.insert(0, "--json".into());
        let out = self.ok();
        serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("not JSON ({e}):\n{out}"))
    }

    /// Runs once and checks everything declared; panics with every difference found.
    #[track_caller]
    pub fn check(self) -> Done {
        let args: Vec<&str> = self.args.iter().map(String::as_str).collect();
        let d = self.run_raw();
        let mut wrong = Vec::new();
        if d.status != self.status {
            wrong.push(format!(
                "exit status {}, expected {}",
                d.status, self.status
            ));
        }
        if d.stderr.contains("panicked") {
            wrong.push("it panicked".to_string());
        }
        // Rewrite goldens only from a run that otherwise went as declared.
        let update = wrong.is_empty() && std::env::var_os("SPW_UPDATE_DOCS").is_some();
        let mut shown = [false, false];
        for (i, (name, wants, got)) in [
            ("stdout", &self.stdout, &d.stdout),
            ("stderr", &self.stderr, &d.stderr),
        ]
        .into_iter()
        .enumerate()
        {
            for want in wants {
                match unmet(want, got) {
                    None => {}
                    Some(_) if update && rewrite(want, got) => {}
                    Some(why) => {
                        shown[i] |= matches!(want, Want::Is(..));
                        wrong.push(format!("{name} {why}"));
                    }
                }
            }
        }
        if !wrong.is_empty() {
            // The whole of each stream not already shown as a diff.
            let mut msg = format!("spw {}:\n{}", shell_words(&args), wrong.join("\n"));
            for (i, (name, text)) in [("stdout", &d.stdout), ("stderr", &d.stderr)]
                .into_iter()
                .enumerate()
            {
                if !shown[i] {
                    msg.push_str(&format!("\n--- {name}:\n{text}"));
                }
            }
            panic!("{msg}");
        }
        d
    }
}

/// Why `got` does not satisfy `want`, if it does not.
fn unmet(want: &Want, got: &str) -> Option<String> {
    match want {
        Want::Is(text, source) if text != got => {
            let from = match source {
                Source::Inline(at) => format!("{}:{}", at.file(), at.line()),
                Source::File(path) => path.display().to_string(),
            };
            Some(format!(
                "differs from {from} (- expected, + actual; SPW_UPDATE_DOCS=1 rewrites it):\n{}",
                diff(text, got)
            ))
        }
        Want::Has(n) if !got.contains(n.as_str()) => Some(format!("lacks {n:?}")),
        Want::Starts(s) if !got.starts_with(s.as_str()) => Some(format!("does not start {s:?}")),
        Want::Lines(n) if got.lines().count() != *n => {
            Some(format!("has {} lines, expected {n}", got.lines().count()))
        }
        Want::Holds(what, test) if !test(got) => Some(format!("is not {what}")),
        _ => None,
    }
}

fn shell_words(args: &[&str]) -> String {
    let quote = |a: &&str| {
        if !a.is_empty()
            && a.chars()
                .all(|c| c.is_alphanumeric() || "-_.,/:=+".contains(c))
        {
            a.to_string()
        } else {
            format!("'{}'", a.replace('\'', r"'\''"))
        }
    };
    args.iter().map(quote).collect::<Vec<_>>().join(" ")
}

/// A line diff of `want` against `got`: `-` lines expected, `+` lines produced, three lines
/// of context around each change.
pub fn diff(want: &str, got: &str) -> String {
    let a: Vec<&str> = want.split('\n').collect();
    let b: Vec<&str> = got.split('\n').collect();
    // Trim what both share at either end, so the table below stays small.
    let pre = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let post = a[pre..]
        .iter()
        .rev()
        .zip(b[pre..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (am, bm) = (&a[pre..a.len() - post], &b[pre..b.len() - post]);
    let mut ops: Vec<(char, &str)> = a[..pre].iter().map(|l| (' ', *l)).collect();
    if am.len() * bm.len() > 4_000_000 {
        ops.extend(am.iter().map(|l| ('-', *l)));
        ops.extend(bm.iter().map(|l| ('+', *l)));
    } else {
        // Longest common subsequence, walked from the front.
        let (n, m) = (am.len(), bm.len());
        let mut t = vec![vec![0u32; m + 1]; n + 1];
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                t[i][j] = if am[i] == bm[j] {
                    t[i + 1][j + 1] + 1
                } else {
                    t[i + 1][j].max(t[i][j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < n || j < m {
            if i < n && j < m && am[i] == bm[j] {
                ops.push((' ', am[i]));
                (i, j) = (i + 1, j + 1);
            } else if i < n && (j == m || t[i + 1][j] >= t[i][j + 1]) {
                ops.push(('-', am[i]));
                i += 1;
            } else {
                ops.push(('+', bm[j]));
                j += 1;
            }
        }
    }
    ops.extend(a[a.len() - post..].iter().map(|l| (' ', *l)));
    let near = |k: usize| {
        ops[k.saturating_sub(3)..(k + 4).min(ops.len())]
            .iter()
            .any(|(c, _)| *c != ' ')
    };
    let mut out = String::new();
    let mut skipped = false;
    for (k, (c, line)) in ops.iter().enumerate() {
        if near(k) {
            if skipped {
                out.push_str("  …\n");
                skipped = false;
            }
            // `$` marks the end of a line, so trailing spaces show.
            out.push_str(&format!("{c} {line}$\n"));
        } else {
            skipped = true;
        }
    }
    if skipped {
        out.push_str("  …\n");
    }
    out
}

/// Rewrites the golden `want` came from with `got`; false when it cannot (then the test fails
/// as usual).
fn rewrite(want: &Want, got: &str) -> bool {
    let Want::Is(old, source) = want else {
        return false;
    };
    match source {
        Source::File(path) => std::fs::write(path, got).is_ok(),
        Source::Inline(at) => rewrite_inline(at, old, got),
    }
}

/// Lines each file has gained so far from rewritten literals, by the line they were at when
/// compiled: locations are the compiled source's, and tests rewrite one file in any order.
static SHIFTS: Mutex<Option<Shifts>> = Mutex::new(None);

/// Per file: (compiled line, lines gained there).
type Shifts = HashMap<String, Vec<(u32, isize)>>;

/// Replaces the first string literal at or after `at` whose value is `old` with `new`.
fn rewrite_inline(at: &Location, old: &str, new: &str) -> bool {
    let mut shifts = SHIFTS.lock().unwrap_or_else(|e| e.into_inner());
    let shifts = shifts.get_or_insert_with(HashMap::new);
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(at.file());
    let Ok(src) = std::fs::read_to_string(&path) else {
        return false;
    };
    let moved: isize = shifts
        .get(at.file())
        .into_iter()
        .flatten()
        .filter(|(line, _)| *line < at.line())
        .map(|(_, d)| d)
        .sum();
    let line = (at.line() as isize + moved) as usize;
    let Some(start) = src
        .split_inclusive('\n')
        .take(line - 1)
        .map(str::len)
        .sum::<usize>()
        .checked_add(at.column() as usize - 1)
    else {
        return false;
    };
    let Some((from, to)) = find_literal(&src, start, old) else {
        return false;
    };
    let literal = format!("{new:?}");
    let gained =
        literal.matches('\n').count() as isize - src[from..to].matches('\n').count() as isize;
    let fresh = format!("{}{literal}{}", &src[..from], &src[to..]);
    if std::fs::write(&path, fresh).is_err() {
        return false;
    }
    shifts
        .entry(at.file().to_string())
        .or_default()
        .push((at.line(), gained));
    true
}

/// The byte span of the first string literal from `start` on whose value is `value`.
fn find_literal(src: &str, start: usize, value: &str) -> Option<(usize, usize)> {
    let bytes = src.as_bytes();
    let mut i = start;
    while i < bytes.len() {
        let raw = bytes[i] == b'r' && (i == 0 || !is_ident(bytes[i - 1]));
        if raw || bytes[i] == b'"' {
            if let Some((end, text)) = literal_at(src, i) {
                if text == value {
                    return Some((i, end));
                }
                i = end;
                continue;
            }
        }
        i += 1;
    }
    None
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The string literal starting at `i` (`"..."` or `r#"..."#`): its end and its value.
fn literal_at(src: &str, i: usize) -> Option<(usize, String)> {
    let rest = &src[i..];
    if let Some(r) = rest.strip_prefix('r') {
        let hashes = r.len() - r.trim_start_matches('#').len();
        let body = r[hashes..].strip_prefix('"')?;
        let close = format!("\"{}", "#".repeat(hashes));
        let len = body.find(&close)?;
        let end = i + 1 + hashes + 1 + len + close.len();
        return Some((end, body[..len].to_string()));
    }
    let mut out = String::new();
    let mut chars = rest.char_indices().skip(1);
    while let Some((k, c)) = chars.next() {
        match c {
            '"' => return Some((i + k + 1, out)),
            '\\' => match chars.next()?.1 {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'r' => out.push('\r'),
                '0' => out.push('\0'),
                '\\' => out.push('\\'),
                '"' => out.push('"'),
                '\'' => out.push('\''),
                'x' => {
                    let h: String = (0..2).filter_map(|_| chars.next().map(|p| p.1)).collect();
                    out.push(u8::from_str_radix(&h, 16).ok()? as char);
                }
                'u' => {
                    let mut h = String::new();
                    for (_, c) in chars.by_ref() {
                        match c {
                            '{' => {}
                            '}' => break,
                            c => h.push(c),
                        }
                    }
                    out.push(char::from_u32(u32::from_str_radix(&h, 16).ok()?)?);
                }
                // A line continuation: the break and the next line's indent are not text.
                '\n' => {
                    let skip = rest[k + 2..].len() - rest[k + 2..].trim_start().len();
                    for _ in 0..rest[k + 2..k + 2 + skip].chars().count() {
                        chars.next();
                    }
                }
                _ => return None,
            },
            c => out.push(c),
        }
    }
    None
}

#[test]
fn the_diff_marks_what_changed_with_context() {
    let d = diff("a\nb\nc\nd\ne\nf\ng\nh\n", "a\nb\nc\nd\nE\nf\ng\nh\n");
    assert_eq!(
        d,
        "  …\n  b$\n  c$\n  d$\n- e$\n+ E$\n  f$\n  g$\n  h$\n  …\n"
    );
    assert_eq!(diff("x", "x \n"), "- x$\n+ x $\n+ $\n");
}

#[test]
fn literals_are_read_as_rust_reads_them() {
    let src = r####"golden(&["roll"], "a\"b\n\
                 c"); x(r#"q"z"#)"####;
    let (from, to) = find_literal(src, 0, "a\"b\nc").expect("the escaped literal");
    assert!(src[from..to].starts_with("\"a") && src[from..to].ends_with("c\""));
    let (from, to) = find_literal(src, 0, "q\"z").expect("the raw literal");
    assert_eq!(&src[from..to], "r#\"q\"z\"#");
    assert_eq!(find_literal(src, 0, "nothing"), None);
}

//! A mutation fuzzer for spw's hostile-input boundaries, on the stable toolchain (no
//! cargo-fuzz): inputs are the test corpus (`fuzz/corpus/`) mutated by a seeded generator, each
//! run in-process through the same code a user's input reaches. Every input is checked for a
//! panic, for taking over 1 s and for allocating over 100 MB (a counting allocator measures the
//! peak of each input); each finding is written to `fuzz/findings/` and becomes a regression
//! test (tests/cli/hostile.rs). How to run it: bench/README.md, "Fuzzing".
//!
//! ```text
//! cargo run --release --example fuzz -- TARGET [--inputs N] [--seconds S] [--seed N]
//! TARGET: parse | roll | chances | batch | data | game | open | roster | house
//! ```

use std::alloc::{GlobalAlloc, Layout, System};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::time::{Duration, Instant};

use spw::fuzz;

/// Counts live heap bytes and their peak, so each input's largest allocation footprint is known.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(l) };
        if !p.is_null() {
            let now = LIVE.fetch_add(l.size(), Relaxed) + l.size();
            PEAK.fetch_max(now, Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { System.dealloc(p, l) };
        LIVE.fetch_sub(l.size(), Relaxed);
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
        let q = unsafe { System.realloc(p, l, new) };
        if !q.is_null() {
            if new >= l.size() {
                let now = LIVE.fetch_add(new - l.size(), Relaxed) + (new - l.size());
                PEAK.fetch_max(now, Relaxed);
            } else {
                LIVE.fetch_sub(l.size() - new, Relaxed);
            }
        }
        q
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

const TIME_LIMIT: Duration = Duration::from_secs(1);
const MEMORY_LIMIT: usize = 100 * 1024 * 1024;

/// splitmix64: small, fast and seeded, so a run can be repeated exactly.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[self.below(v.len())]
    }
}

/// Pieces of notation and command lines a mutation inserts.
const TOKENS: &[&str] = &[
    "d",
    "D",
    "d6",
    "d20",
    "d%",
    "dF",
    "dSF",
    "dA",
    "dS",
    "d{",
    "}",
    ",",
    "{-1,0,1}",
    "kh",
    "kl",
    "dh",
    "dl",
    "kh1",
    "dl1",
    "rr",
    "ro",
    "rr1",
    "rr<",
    "ro<=",
    "e",
    "!",
    "!!",
    "e>=",
    "mi",
    "ma",
    "mi2",
    "ma5",
    ">=",
    "<=",
    ">",
    "<",
    "=",
    "+",
    "-",
    "*",
    "/",
    "(",
    ")",
    " ",
    "  ",
    "\t",
    "1",
    "0",
    "-1",
    "6",
    "10",
    "100",
    "1000",
    "10000",
    "10001",
    "65536",
    "1000000",
    "1000001",
    "2000000",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "99999999999999999999",
    "\u{1b}[31m",
    "\u{0}",
    "\u{7f}",
    "é",
    "×",
    "−",
    "'",
    "\"",
    "\\",
    "#",
    "\n",
    "\r",
    ";",
    "%",
    "F",
    "SF",
];

const OPTIONS: &[&str] = &[
    " --chances",
    " --json",
    " --quiet",
    " --seed 1",
    " --seed -1",
    " --seed abc",
    " --dice 1,2,3",
    " --dice 6",
    " --dice ''",
    " --dice JAM",
    " --cards A♥",
    " --rules portable",
    " --rules frontier",
    " --color always",
    " --help",
    " --count 3",
    " --hits 60",
    " --skill 4",
    " --guns 6",
    " --shots 5",
    " --",
    " -1",
    " 0",
    " 99999999999",
];

const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "-1",
    "6",
    "7",
    "20",
    "100",
    "4096",
    "10000",
    "10001",
    "65535",
    "1000000",
    "1000001",
    "2147483648",
    "4294967297",
    "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551616",
    "1e3",
    "0x10",
    "1.5",
    "\"6\"",
    "[]",
    "{}",
    "true",
];

/// Applies 1–4 random edits to `s` (at character boundaries).
fn mutate(rng: &mut Rng, s: &str, corpus: &[String], extra: &[&str]) -> String {
    let mut v: Vec<char> = s.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(v.len() + 1);
        match rng.below(9) {
            0 | 1 => {
                let t = if !extra.is_empty() && rng.below(3) == 0 {
                    rng.pick(extra)
                } else {
                    rng.pick(TOKENS)
                };
                v.splice(at..at, t.chars());
            }
            2 => {
                let end = (at + 1 + rng.below(6)).min(v.len());
                if at < end {
                    v.drain(at..end);
                }
            }
            3 => {
                // A run of digits replaced by a number at an edge.
                if let Some(i) = (at..v.len()).find(|&i| v[i].is_ascii_digit()) {
                    let mut j = i;
                    while j < v.len() && v[j].is_ascii_digit() {
                        j += 1;
                    }
                    v.splice(i..j, rng.pick(NUMBERS).chars());
                }
            }
            4 => {
                let other = rng.pick(corpus);
                let op = *rng.pick(&["+", "-", "*", "/", " ", ""]);
                v.extend(op.chars().chain(other.chars()));
            }
            5 => {
                let end = (at + rng.below(8)).min(v.len());
                let piece: Vec<char> = v[at..end].to_vec();
                let most = if rng.below(50) == 0 { 300 } else { 3 };
                let times = 1 + rng.below(most);
                for _ in 0..times {
                    v.splice(at..at, piece.iter().copied());
                }
            }
            6 => v.insert(at, char::from_u32(rng.below(0x250) as u32).unwrap_or('?')),
            7 => {
                if at < v.len() {
                    v[at] = *rng.pick(&['(', ')', 'd', 'k', 'r', 'e', '!', '-', '+', '0', '9']);
                }
            }
            _ => {
                let other: Vec<char> = rng.pick(corpus).chars().collect();
                let from = rng.below(other.len() + 1);
                v.splice(at..at, other[from..].iter().copied());
            }
        }
    }
    v.into_iter().collect()
}

fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', "'\\''"))
}

struct Target {
    name: String,
    corpus: Vec<String>,
    batch: Vec<String>,
    data: Vec<(&'static str, &'static str)>,
    /// Game files made from fuzz/corpus/game.txt (`game`), rosters with their rule set
    /// (`roster`).
    games: Vec<String>,
    rosters: Vec<(String, String)>,
    sink: fuzz::Sink,
    turn: bool,
}

/// Applies 1–4 line edits to `text` (drop, repeat, swap, a blank line, a line mutated, the
/// end cut short), for inputs that are files of lines (game files, rosters).
fn mutate_lines(rng: &mut Rng, text: &str, corpus: &[String]) -> String {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let mut cut = false;
    for _ in 0..1 + rng.below(4) {
        if lines.is_empty() {
            break;
        }
        let i = rng.below(lines.len());
        match rng.below(8) {
            0 => {
                lines.remove(i);
            }
            1 => {
                let l = lines[i].clone();
                lines.insert(i, l);
            }
            2 => {
                let j = rng.below(lines.len());
                lines.swap(i, j);
            }
            3 => lines.insert(i, String::new()),
            4 => cut = true,
            _ => lines[i] = mutate(rng, &lines[i].clone(), corpus, NUMBERS),
        }
    }
    let mut out = lines.join("\n");
    if cut && !out.is_empty() {
        // A last line cut short: the end of a file written by a process that was killed.
        let keep = rng.below(out.len());
        let keep = (0..=keep)
            .rev()
            .find(|&k| out.is_char_boundary(k))
            .unwrap_or(0);
        out.truncate(keep);
    } else {
        out.push('\n');
    }
    out
}

/// Blocks of a corpus file separated by `%%` lines, each split into its first line and the
/// rest.
fn blocks(file: &str) -> Vec<(String, String)> {
    corpus(file)
        .join("\n")
        .split("\n%%\n")
        .map(|b| {
            let (head, rest) = b.split_once('\n').unwrap_or((b, ""));
            (head.trim().to_string(), format!("{rest}\n"))
        })
        .collect()
}

/// Lines whose running again is costly though each is within every limit of a line.
const HEAVY: &[&str] = &[
    "roll 10000d1000000",
    "roll d1000000+d999999",
    "roll 1d1000000rr>7000rr>7",
    "roll 1000d1000000e",
    "roll 10000d6rr1",
    "roll 5000d6kl + 5000d655366kl",
    "next",
];

/// A game file of many entries of [`HEAVY`] lines (a seed game's header, numbers in order,
/// no outputs), their dice stream recorded as nothing, as it would run, or past any bound.
fn heavy_game(rng: &mut Rng, games: &[String]) -> String {
    let base = rng.pick(games);
    let mut s = base.lines().next().unwrap_or_default().to_string();
    s.push('\n');
    let n = [1, 10, 100, 1000, 10_000][rng.below(5)];
    let mode = rng.below(3);
    let line = *rng.pick(HEAVY);
    for i in 1..=n as u64 {
        let line = if rng.below(4) == 0 {
            *rng.pick(HEAVY)
        } else {
            line
        };
        let stream = match mode {
            0 => 0,
            1 => i * 10_000,
            _ => u64::MAX - 1,
        };
        let kind = if line == "next" { "next" } else { "command" };
        s.push_str(&format!(
            "{{\"n\":{i},\"kind\":\"{kind}\",\"line\":{line:?},\"output\":[],\"stream\":{stream}}}\n"
        ));
    }
    s
}

/// Game files to mutate: each block of fuzz/corpus/game.txt played in a game of its rule set
/// with the roster it names (fuzz/corpus/roster.txt), made in the scratch directory.
fn seed_games(rosters: &[(String, String)]) -> Vec<String> {
    let mut games = Vec::new();
    for (i, (head, lines)) in blocks("game.txt").into_iter().enumerate() {
        let mut words = head.split_whitespace();
        let rules = words.next().unwrap_or("schwerpunkt");
        let roster = words
            .next()
            .and_then(|n| n.parse::<usize>().ok())
            .and_then(|n| rosters.get(n));
        let roster_file = PathBuf::from(format!("seed-{i}.toml"));
        if let Some((_, text)) = roster {
            std::fs::write(&roster_file, text).expect("scratch roster");
        }
        let game = PathBuf::from(format!("seed-{i}.spw"));
        let _ = std::fs::remove_file(&game);
        let lines: Vec<&str> = lines.lines().filter(|l| !l.is_empty()).collect();
        fuzz::new_game(&game, rules, roster.map(|_| roster_file.as_path()), &lines)
            .unwrap_or_else(|e| panic!("game.txt block {i}: {e}"));
        games.push(std::fs::read_to_string(&game).expect("seed game"));
    }
    games
}

/// A house-rule directory as one input: `=== NAME` lines, each followed by its file's text.
fn house_input(rng: &mut Rng, t: &Target) -> String {
    let mut s = String::new();
    for _ in 0..1 + rng.below(3) {
        let (name, text) = *rng.pick(&t.data);
        let file = match rng.below(20) {
            0 => format!("{name}.txt"),
            1 => "chess.toml".to_string(),
            2 => format!("{name}.toml/"),
            3 => format!("{}.toml", mutate(rng, name, &t.corpus, &[])),
            _ => format!("{name}.toml"),
        };
        let tables: Vec<&str> = text.split("\n[").collect();
        let mut house = String::new();
        for _ in 0..1 + rng.below(2) {
            let table = rng.pick(&tables);
            if !table.starts_with('[') && !table.starts_with('#') {
                house.push('[');
            }
            house.push_str(table);
            house.push('\n');
        }
        s.push_str(&format!("=== {file}\n"));
        s.push_str(&mutate_lines(rng, &house, &t.corpus));
    }
    s
}

/// The entries of a [`house_input`]: names and their bytes.
fn house_entries(input: &str) -> Vec<(String, Vec<u8>)> {
    input
        .split("=== ")
        .filter(|b| !b.is_empty())
        .map(|b| {
            let (name, text) = b.split_once('\n').unwrap_or((b, ""));
            // A name the harness would turn into a path outside the directory stays inside.
            let name = name.replace("..", "_").trim_start_matches('/').to_string();
            (name, text.as_bytes().to_vec())
        })
        .collect()
}

impl Target {
    /// One generated input: the text to keep if it is a finding, and the work to run.
    fn input(&mut self, rng: &mut Rng) -> String {
        match self.name.as_str() {
            "parse" | "roll" | "chances" => {
                let base = rng.pick(&self.corpus).clone();
                mutate(rng, &base, &self.corpus, &[])
            }
            "batch" => {
                let mut s = String::new();
                for _ in 0..1 + rng.below(4) {
                    let line = if rng.below(2) == 0 {
                        let base = rng.pick(&self.corpus).clone();
                        format!("roll {}", quote(&mutate(rng, &base, &self.corpus, &[])))
                    } else {
                        let base = rng.pick(&self.batch).clone();
                        mutate(rng, &base, &self.batch, OPTIONS)
                    };
                    s.push_str(&line);
                    const ENDS: [&str; 5] = ["\n", "\r\n", "\n\n", "\\\n", ""];
                    let end = ENDS[rng.below(ENDS.len())];
                    s.push_str(end);
                }
                if rng.below(100_000) == 0 {
                    s.push_str(&"x".repeat(70_000 + rng.below(100_000)));
                }
                s
            }
            "game" => {
                let base = rng.pick(&self.games).clone();
                mutate_lines(rng, &base, &self.corpus)
            }
            "open" if rng.below(500) == 0 => heavy_game(rng, &self.games),
            "open" => {
                let base = rng.pick(&self.games).clone();
                mutate_lines(rng, &base, &self.corpus)
            }
            "roster" => {
                let (rules, text) = rng.pick(&self.rosters).clone();
                let rules = if rng.below(10) == 0 {
                    rng.pick(&self.rosters).0.clone()
                } else {
                    rules
                };
                format!("{rules}\n{}", mutate_lines(rng, &text, &self.corpus))
            }
            "house" => house_input(rng, self),
            _ => {
                let (name, text) = *rng.pick(&self.data);
                // One table of the file (a house rule replaces whole tables), or two.
                let tables: Vec<&str> = text.split("\n[").collect();
                let mut house = String::new();
                for _ in 0..1 + rng.below(2) {
                    let t = rng.pick(&tables);
                    if !t.starts_with('[') && !t.starts_with('#') {
                        house.push('[');
                    }
                    house.push_str(t);
                    house.push('\n');
                }
                let lines: Vec<&str> = house.lines().collect();
                let mut out: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
                for _ in 0..1 + rng.below(3) {
                    let i = rng.below(out.len());
                    match rng.below(4) {
                        0 => {
                            out.remove(i);
                        }
                        1 => {
                            let l = out[i].clone();
                            out.insert(i, l);
                        }
                        _ => out[i] = mutate(rng, &out[i].clone(), &self.corpus, NUMBERS),
                    }
                    if out.is_empty() {
                        break;
                    }
                }
                format!("{name}\n{}", out.join("\n"))
            }
        }
    }

    /// Runs one input; what it was refused with, if it was (replays print it).
    fn run(&mut self, input: &str) -> Option<String> {
        let r = match self.name.as_str() {
            "parse" => fuzz::parse(input).map(drop),
            "roll" => self.sink.line(&format!("roll {}", quote(input))),
            "chances" => {
                // Text and JSON in turn, each within the bounds on its own.
                self.turn = !self.turn;
                let json = if self.turn { "--json " } else { "" };
                self.sink
                    .line(&format!("roll --chances {json}{}", quote(input)))
            }
            "batch" => fuzz::batch(input.as_bytes(), 1).map(drop),
            "game" => fuzz::game_file(input.as_bytes(), Path::new("fuzzed.spw")),
            "open" => {
                // The bound on work, checked two ways: as opening counted it, and by the
                // faces the parser built, which opening does not report.
                let faces = fuzz::faces_made();
                let r = fuzz::open_game(input.as_bytes(), Path::new("fuzzed.spw"));
                let built = fuzz::faces_made().saturating_sub(faces);
                if let Ok(work) = &r
                    && *work > fuzz::WORK_BUDGET
                {
                    panic!("opened with work {work}, over the bound");
                }
                if built > fuzz::WORK_BUDGET + 2_000_000 {
                    panic!("opening built {built} faces, over the bound");
                }
                r.map(drop)
            }
            "roster" => {
                let (rules, text) = input.split_once('\n').unwrap_or((input, ""));
                fuzz::roster(text.as_bytes(), Path::new("fuzzed.toml"), rules)
            }
            "house" => fuzz::house_dir(Path::new("house"), &house_entries(input)),
            _ => {
                let (name, text) = input.split_once('\n').unwrap_or((input, ""));
                fuzz::house_rule(name, text)
            }
        };
        r.err().map(|e| e.to_string())
    }
}

/// Processor time this thread has used (Linux; zero elsewhere), to 10 ms.
fn thread_cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
    // Fields after the command name (which is in parentheses): utime and stime are 14 and 15.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<u64> = rest
        .split_whitespace()
        .map(|x| x.parse().unwrap_or(0))
        .collect();
    let ticks = f.get(11).copied().unwrap_or(0) + f.get(12).copied().unwrap_or(0);
    Duration::from_millis(ticks * 10)
}

/// Runs saved inputs (findings) once each: processor time, memory and whether it panicked.
fn replay(t: &mut Target, files: &[String]) {
    for f in files {
        let input = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{f}: {e}"));
        for _ in 0..2 {
            let base = LIVE.load(Relaxed);
            PEAK.store(base, Relaxed);
            let before = thread_cpu();
            let done = catch_unwind(AssertUnwindSafe(|| t.run(&input)));
            let cpu = thread_cpu().saturating_sub(before);
            let mem = PEAK.load(Relaxed).saturating_sub(base);
            let said = match &done {
                Err(_) => ", PANIC".to_string(),
                Ok(Some(e)) => format!(", refused: {e}"),
                Ok(None) => String::new(),
            };
            println!(
                "{cpu:?} cpu, {} MB{said} {f} {:?}",
                mem >> 20,
                input.chars().take(60).collect::<String>()
            );
        }
    }
}

fn corpus(file: &str) -> Vec<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines().map(String::from).collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: fuzz parse|roll|chances|batch|data|game|open|roster|house [--inputs N] [--seconds S] [--seed N]";
    let name = args.first().cloned().unwrap_or_default();
    const TARGETS: &[&str] = &[
        "parse", "roll", "chances", "batch", "data", "game", "open", "roster", "house",
    ];
    if !TARGETS.contains(&name.as_str()) {
        eprintln!("{usage}");
        std::process::exit(2);
    }
    let flag = |f: &str, d: u64| -> u64 {
        args.iter()
            .position(|a| a == f)
            .and_then(|i| args.get(i + 1))
            .map(|v| {
                v.parse()
                    .unwrap_or_else(|_| panic!("{f} {v}: not a number"))
            })
            .unwrap_or(d)
    };
    let inputs = flag("--inputs", 10_000_000);
    let budget = Duration::from_secs(flag("--seconds", 24 * 3600));
    let seed = flag("--seed", 1);

    let findings = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fuzz/findings");
    // A panic is a finding, reported below; the hook stays quiet so the log stays readable.
    std::panic::set_hook(Box::new(|_| {}));
    // Saved inputs named on the command line are found from where the fuzzer was started.
    let here = std::env::current_dir().unwrap_or_default();
    // Inputs may write files (`terrain --out DIR`, game files, house directories): they land
    // in a scratch directory, never in the directory the fuzzer was started from. The user's
    // own house rules are never read.
    let scratch =
        std::env::temp_dir().join(format!("spw-fuzz-{name}-{seed}-{}", std::process::id()));
    if let Err(e) =
        std::fs::create_dir_all(&scratch).and_then(|()| std::env::set_current_dir(&scratch))
    {
        eprintln!("{}: {e}", scratch.display());
        std::process::exit(1);
    }
    // SAFETY: set before any other thread exists.
    unsafe { std::env::set_var("XDG_CONFIG_HOME", scratch.join("no-config")) };
    let rosters = blocks("roster.txt");
    let mut t = Target {
        name: name.clone(),
        corpus: corpus("notation.txt"),
        batch: corpus("batch.txt"),
        data: fuzz::data_files()
            .into_iter()
            .filter_map(|n| fuzz::data_text(n).map(|t| (n, t)))
            .collect(),
        games: if name == "game" || name == "open" {
            seed_games(&rosters)
        } else {
            Vec::new()
        },
        rosters,
        sink: fuzz::Sink::new(seed),
        turn: false,
    };
    if let Some(i) = args.iter().position(|a| a == "--replay") {
        let files: Vec<String> = args[i + 1..]
            .iter()
            .map(|f| here.join(f).display().to_string())
            .collect();
        replay(&mut t, &files);
        leave(&here, &scratch);
        return;
    }
    let mut rng = Rng(seed);
    let start = Instant::now();
    let (mut done, mut found) = (0u64, 0u64);
    let (mut slowest, mut biggest) = (Duration::ZERO, 0usize);
    while done < inputs && start.elapsed() < budget {
        let input = t.input(&mut rng);
        // A fresh session now and then, so pools and history do not grow without end.
        if done % 10_000 == 0 {
            t.sink = fuzz::Sink::new(seed.wrapping_add(done));
        }
        let base = LIVE.load(Relaxed);
        PEAK.store(base, Relaxed);
        let began = Instant::now();
        let panicked = catch_unwind(AssertUnwindSafe(|| t.run(&input))).is_err();
        let mut took = began.elapsed();
        // Wall time on a busy machine says little: an input over the limit is run again and
        // judged by the processor time its thread used.
        if took > TIME_LIMIT && !panicked {
            let before = thread_cpu();
            let _ = catch_unwind(AssertUnwindSafe(|| t.run(&input)));
            took = thread_cpu().saturating_sub(before);
        }
        let mem = PEAK.load(Relaxed).saturating_sub(base);
        slowest = slowest.max(took);
        biggest = biggest.max(mem);
        done += 1;
        let why = if panicked {
            Some("panic")
        } else if took > TIME_LIMIT {
            Some("slow")
        } else if mem > MEMORY_LIMIT {
            Some("memory")
        } else {
            None
        };
        if let Some(why) = why {
            found += 1;
            let _ = std::fs::create_dir_all(&findings);
            let file = findings.join(format!("{name}-{why}-{seed}-{done}.txt"));
            let _ = std::fs::write(&file, &input);
            println!(
                "FINDING {why}: {:?} ({took:?}, {} MB) -> {}",
                input.chars().take(200).collect::<String>(),
                mem >> 20,
                file.display()
            );
        }
        if done % 100_000 == 0 {
            println!(
                "{name}: {done} inputs, {found} findings, slowest {slowest:?}, largest {} KB, {:.0}s",
                biggest >> 10,
                start.elapsed().as_secs_f64()
            );
        }
    }
    println!(
        "{name} done: {done} inputs in {:.0}s, {found} findings, slowest input {slowest:?}, largest {} KB",
        start.elapsed().as_secs_f64(),
        biggest >> 10
    );
    leave(&here, &scratch);
    std::process::exit(i32::from(found > 0));
}

/// Back to where the fuzzer was started, and its scratch directory removed: what it kept is
/// in `fuzz/findings/`, outside it.
fn leave(here: &Path, scratch: &Path) {
    let _ = std::env::set_current_dir(here);
    let _ = std::fs::remove_dir_all(scratch);
}

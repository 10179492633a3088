//! The interactive session on a real terminal (tmux, at a set width: `spw` checks stdin and
//! stdout are terminals before it edits lines), and every `--help` example pasted into it, into
//! a piped session and into batch mode. Where tmux is not installed the terminal tests are
//! skipped, saying so.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use unicode_width::UnicodeWidthStr;

use crate::every_procedure::registry;
use crate::harness::{bin, flat, spw, temp_dir};

/// A tmux server of the test's own, with one window running `spw`: its stderr and exit status
/// written to files in its directory, its history kept there too.
pub(crate) struct Term {
    socket: String,
    dir: PathBuf,
}

/// How many times to look at a terminal for what it should show before giving up (a tenth
/// of a second apart): a hang, not a speed, is what this catches.
const LOOKS: usize = 1200;

impl Term {
    /// `spw ARGS` in `dir` on a terminal `width` columns wide; `None` without tmux.
    pub(crate) fn start(name: &str, dir: &Path, args: &str, width: u16) -> Option<Term> {
        if Command::new("tmux").arg("-V").output().is_err() {
            eprintln!("tmux is not installed: the terminal test {name} is skipped");
            return None;
        }
        let socket = format!("spw-test-{name}-{}", std::process::id());
        let d = dir.display();
        let script = format!(
            "cd {d} && env -i HOME={d} XDG_DATA_HOME={d}/data TERM=xterm-256color PATH=/usr/bin:/bin {} {args} 2>{d}/stderr; echo $? > {d}/status; sleep 600",
            bin().display()
        );
        let t = Term {
            socket,
            dir: dir.to_path_buf(),
        };
        let _ = std::fs::remove_file(dir.join("status"));
        // Read when the server starts, so the first window keeps a long history too.
        std::fs::write(dir.join("tmux.conf"), "set-option -g history-limit 50000\n")
            .expect("write tmux.conf");
        t.tmux(&[
            "new-session",
            "-d",
            "-s",
            "t",
            "-x",
            &width.to_string(),
            "-y",
            "24",
            &script,
        ]);
        t.tmux(&["set-option", "-g", "history-limit", "50000"]);
        Some(t)
    }

    fn tmux(&self, args: &[&str]) -> String {
        let out = Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .arg("-f")
            .arg(self.dir.join("tmux.conf"))
            .args(args)
            .stdin(Stdio::null())
            .output()
            .expect("tmux runs");
        assert!(out.status.success(), "tmux {args:?}: {out:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Keys as `send-keys` names them (`Enter`), or text typed.
    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", "t"];
        args.extend(keys);
        self.tmux(&args);
    }

    /// Text arriving in one write, as a terminal passes on keys typed ahead.
    fn typed(&self, text: &str) {
        self.tmux(&["send-keys", "-t", "t", "-l", text]);
    }

    /// Text pasted (bracketed, as a terminal marks a paste for the program).
    fn paste(&self, text: &str) {
        let file = self.dir.join("paste");
        std::fs::write(&file, text).expect("write the paste");
        self.tmux(&["load-buffer", &file.display().to_string()]);
        self.tmux(&["paste-buffer", "-p", "-t", "t"]);
    }

    fn resize(&self, width: u16) {
        self.tmux(&["resize-window", "-t", "t", "-x", &width.to_string()]);
    }

    /// Everything the terminal has shown, lines the terminal wrapped joined again.
    fn screen(&self) -> String {
        self.tmux(&["capture-pane", "-p", "-J", "-S", "-", "-t", "t"])
    }

    /// Waits until the screen satisfies `ready`; the screen then.
    fn until(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        for _ in 0..LOOKS {
            let s = self.screen();
            if ready(&s) {
                return s;
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        panic!("the terminal never showed {what}:\n{}", self.screen());
    }

    /// Waits for the `n`th prompt, `spw>` alone on the last line.
    fn prompt(&self, n: usize) -> String {
        self.until(&format!("prompt {n}"), |s| {
            let lines: Vec<&str> = s.trim_end().lines().collect();
            lines.iter().filter(|l| l.starts_with("spw>")).count() >= n
                && lines.last().is_some_and(|l| l.trim_end() == "spw>")
        })
    }

    /// `exit` typed; the exit status and what went to stderr.
    fn finish(&self) -> (i32, String) {
        self.keys(&["exit", "Enter"]);
        let status = self.dir.join("status");
        for _ in 0..LOOKS {
            if let Ok(s) = std::fs::read_to_string(&status) {
                if !s.trim().is_empty() {
                    let stderr =
                        std::fs::read_to_string(self.dir.join("stderr")).unwrap_or_default();
                    return (s.trim().parse().expect("a status"), stderr);
                }
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        panic!("spw did not end after exit:\n{}", self.screen());
    }

    /// For a one-liner: waits for it to end; what the terminal showed.
    pub(crate) fn ended(&self) -> String {
        self.until("the command's end", |_| {
            std::fs::read_to_string(self.dir.join("status")).is_ok_and(|s| !s.trim().is_empty())
        })
    }

    /// The session's history, one command a line.
    fn history(&self) -> Vec<String> {
        let h = std::fs::read_to_string(self.dir.join("data/spw/history.txt")).expect("history");
        h.lines().skip(1).map(str::to_string).collect()
    }
}

impl Drop for Term {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .output();
    }
}

#[test]
fn the_repl_lays_out_each_command_for_the_terminal_as_it_is_now() {
    // Seen: started at 80 columns and resized to 60, it laid out at 80 and every line wrapped.
    let dir = temp_dir("repl-resize");
    let Some(t) = Term::start("resize", &dir, "", 80) else {
        return;
    };
    t.prompt(1);
    t.resize(60);
    t.keys(&["fire -h", "Enter"]);
    let screen = t.prompt(2);
    let (_, after) = screen.split_once("spw> fire -h").expect("the command");
    assert!(after.contains("Examples:"), "{after}");
    for line in after.lines() {
        assert!(line.width() <= 60, "wider than 60 columns: {line}\n{after}");
    }
    assert_eq!(t.finish(), (0, String::new()));
}

#[test]
fn a_game_greets_with_its_file_rule_set_turn_and_phase() {
    let dir = temp_dir("repl-greeting");
    spw(&["game", "new", "g.spw", "--rules", "tsatf", "--seed", "3"])
        .dir(&dir)
        .ok();
    let Some(t) = Term::start("greeting", &dir, "game open g.spw", 80) else {
        return;
    };
    let greeting = flat(&t.prompt(1));
    // An example as a line reads in this game (not `tsatf cards ...`).
    assert!(
        greeting.contains(
            "spw — game g.spw: The Sword, the Flame, Machine guns and Grenades (TSATF), turn 1, phase: movement cards. Type a procedure (cards --red 4 --black 3),"
        ),
        "{greeting}"
    );
    assert_eq!(t.finish(), (0, String::new()));
}

#[test]
fn every_line_typed_ahead_runs_and_a_trailing_backslash_continues() {
    let dir = temp_dir("repl-ahead");
    let Some(t) = Term::start("ahead", &dir, "--seed 3", 80) else {
        return;
    };
    t.prompt(1);
    // Seen: three lines in one write without a bracketed paste ran only the first.
    t.typed("roll d6\rroll d8\rroll d10\r");
    let screen = t.prompt(4);
    for die in ["d6: ", "d8: ", "d10: "] {
        assert!(
            screen.lines().any(|l| l.starts_with(die)),
            "{die}\n{screen}"
        );
    }
    // A line ending in ` \` goes on at the next, at a prompt that says so.
    t.keys(&["roll 2d6 \\", "Enter"]);
    t.until("the continuation prompt", |s| {
        s.trim_end().lines().last() == Some("...>")
    });
    t.keys(&["  --dice 3,4", "Enter"]);
    let screen = t.prompt(5);
    assert!(screen.contains("\n2d6: 3 4 = 7\n"), "{screen}");
    assert_eq!(t.finish(), (0, String::new()));
}

/// Every procedure's help examples as `--help` lays them out `width` columns wide: each the
/// example's lines (an example too long for one ends them in ` \`), a comment after it left
/// out. Left out too: the examples that are shell lines (a pipe or a redirection: the shell's
/// business, not a line spw reads) and those with `...` standing for another example's options.
fn laid_out_examples(width: usize) -> Vec<Vec<String>> {
    let mut all = Vec::new();
    for p in registry() {
        let help = spw(&[&p.rules, &p.name, "--help"])
            .env("SPW_WIDTH", &width.to_string())
            .ok();
        let Some((_, examples)) = help.split_once("\nExamples:\n") else {
            continue;
        };
        let mut current: Vec<String> = Vec::new();
        for line in examples.lines() {
            let continues = current.last().is_some_and(|l| l.ends_with('\\'));
            if line.starts_with("  spw ") || (continues && line.starts_with("   ")) {
                if !continues && !current.is_empty() {
                    all.push(std::mem::take(&mut current));
                }
                // A comment beside it: `  (the defender's second melee)`.
                let code = match line.find("  (") {
                    Some(i) if line.ends_with(')') && i > 2 => &line[..i],
                    _ => line,
                };
                current.push(code.to_string());
            } else if !(line.starts_with("   ") && line.trim().starts_with('(')) {
                break;
            }
        }
        if !current.is_empty() {
            all.push(current);
        }
    }
    let shell = |l: &String| {
        l.split(' ')
            .any(|w| matches!(w, "|" | ">" | ">>" | "<" | "..."))
    };
    all.retain(|e| !e.iter().any(shell));
    all
}

/// An example as one command: its lines joined as a shell joins them, `spw` left out.
fn as_one_line(example: &[String]) -> String {
    let mut s = String::new();
    for line in example {
        s.push_str(line.trim().trim_end_matches('\\'));
    }
    let s = s.trim();
    s.strip_prefix("spw ").unwrap_or(s).to_string()
}

#[test]
fn every_help_example_runs_pasted_into_the_repl_and_batch_mode() {
    // Seen: 25 of 46 procedures' examples are continued with a ` \` at 80 columns, and pasted
    // into the REPL or a batch each gave "the line ends with a \, which escapes nothing".
    let examples = laid_out_examples(80);
    assert!(examples.len() > 150, "{} examples", examples.len());
    let continued = examples.iter().filter(|e| e.len() > 1).count();
    assert!(
        continued >= 20,
        "{continued} examples continued at 80 columns"
    );
    let text = |examples: &[Vec<String>]| -> String {
        examples
            .iter()
            .flat_map(|e| e.iter().map(|l| format!("{l}\n")))
            .collect()
    };
    // The REPL on a terminal, the help's own layout pasted.
    let dir = temp_dir("repl-examples");
    // Seeded, and every pool put back after each example: an example's typed card is never
    // one a random draw before it happened to take.
    let put_back = |examples: &[Vec<String>]| -> Vec<Vec<String>> {
        examples
            .iter()
            .flat_map(|e| [e.clone(), vec!["reshuffle".to_string()]])
            .collect()
    };
    let examples = put_back(&examples);
    if let Some(t) = Term::start("examples", &dir, "--seed 1", 80) {
        t.prompt(1);
        t.paste(&text(&examples));
        t.keys(&["Enter"]);
        assert_eq!(t.finish(), (0, String::new()));
        // Each example ran as one command, in turn.
        let mut ran = t.history();
        assert_eq!(ran.pop().as_deref(), Some("exit"));
        let wanted: Vec<String> = examples.iter().map(|e| as_one_line(e)).collect();
        assert_eq!(ran, wanted);
    }
    // A piped session and batch mode read a line a command: the examples as the help lays
    // them out where each fits one line. (Batch mode's own continuation reads the 80-column
    // layout too, once it has one.)
    let wide = text(&put_back(&laid_out_examples(1000)));
    for args in [&["--seed", "1", "repl"][..], &["--seed", "1"]] {
        // In a directory of its own: an example writes files where it runs (`--out tables`).
        let done = spw(args).stdin(&wide).dir(&dir).run();
        assert_eq!(
            (done.status, done.stderr.as_str()),
            (0, ""),
            "spw {args:?} < examples"
        );
    }
}

#[test]
fn a_procedures_help_names_the_global_options_in_one_paragraph() {
    // Seen: `spw fire --help` was 139 lines, 60 of them the global options, which scrolled
    // the procedure's own text off a 24-row terminal.
    let short = spw(&["fire", "-h"]).ok();
    let long = spw(&["fire", "--help"]).ok();
    let in_game = {
        let dir = temp_dir("help-in-game");
        spw(&["game", "new", "g.spw", "--seed", "1"]).dir(&dir).ok();
        spw(&["game", "open", "g.spw"])
            .dir(&dir)
            .stdin("fire --help\nhelp fire\n")
            .ok()
    };
    for help in [&short, &long, &spw(&["tsatf", "fire", "-h"]).ok(), &in_game] {
        assert!(!help.contains("Reproducible rolls"), "{help}");
        let named = flat(
            help.split_once("Global options:")
                .unwrap_or_else(|| panic!("{help}"))
                .1,
        );
        assert!(
            named.starts_with("-r/--rules, --seed, --chances, --percent, --exact, --full, --goal, --at-least, --dice, --cards, --json, --color, --data, -q/--quiet, --game, --unit, --target, --again, before or after the command; `spw help globals` says what each does"),
            "{named}"
        );
    }
    assert!(long.lines().count() <= 50, "{long}");
    assert!(short.lines().count() <= 46, "{short}");
    // Its own options, the order --dice is read in and its examples stay.
    for part in ["--marksmanship", "With --dice:", "Examples:"] {
        assert!(short.contains(part), "{part}: {short}");
    }
    // They are described in full at the top level and by `spw help globals`.
    for args in [&["--help"][..], &["help", "globals"], &["globals"]] {
        let help = spw(args).ok();
        for said in [
            "Reproducible rolls",
            "--at-least <PERCENT>",
            "--target <NAME>",
        ] {
            assert!(help.contains(said), "spw {args:?}: {said}\n{help}");
        }
    }
}

#[test]
fn completions_and_the_man_page_say_how_to_install_them() {
    let completions = spw(&["completions", "--help"]).ok();
    for place in [
        "~/.local/share/bash-completion/completions/spw",
        "~/.zfunc/_spw",
        "fpath=(~/.zfunc $fpath)",
        "~/.config/fish/completions/spw.fish",
        "~/.config/elvish/rc.elv",
        "$PROFILE",
    ] {
        assert!(completions.contains(place), "{place}\n{completions}");
    }
    let man = spw(&["man", "--help"]).ok();
    assert!(
        man.contains("spw man > ~/.cargo/share/man/man1/spw.1") && man.contains("man spw"),
        "{man}"
    );
}

#[test]
fn a_chance_table_on_a_real_terminal_splits_no_number() {
    // Seen on an 80-column terminal: `83.3` / `3`, the row label `defen` / `der_h` / `its>=` /
    // `2`; at 60 `16.` / `67`: the table library squeezed a table to the terminal it found
    // itself, though spw had laid it out whole (the test hook's pipe never showed it).
    for (width, args, whole) in [
        (
            80,
            "--chances series crt --goal 'defender_hits>=2'",
            "83.33",
        ),
        (60, "--chances crt --all-columns", "16.67"),
    ] {
        let dir = temp_dir(&format!("terminal-table-{width}"));
        let Some(t) = Term::start(&format!("table{width}"), &dir, args, width) else {
            return;
        };
        let screen = t.ended();
        for line in screen.lines() {
            assert!(line.width() <= usize::from(width), "{line}\n{screen}");
        }
        let words: Vec<&str> = screen.split_whitespace().collect();
        assert!(words.contains(&whole), "{whole}\n{screen}");
        for split in ["83.3", "defen", "16.", "res", "der_h"] {
            assert!(!words.contains(&split), "{split}\n{screen}");
        }
    }
}

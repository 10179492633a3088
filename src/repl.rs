//! The interactive session: `spw` on a terminal. Lines are parsed by the same clap definition
//! as the shell (via `dispatch::run_line`), so everything works the same in both; the session
//! keeps its dice stream and card deck between lines. History lives in the user data dir; tab
//! completes commands, options and option values from the clap definition.

use std::io::IsTerminal;
use std::path::PathBuf;

use clap::Command;
use rustyline::completion::Completer;
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::FileHistory;
use rustyline::validate::Validator;
use rustyline::{CompletionType, Config, Context, Editor, Helper};

use crate::cli::{self, Global};
use crate::dispatch::{Out, report_error, run_line};
use crate::error::{Error, Result};
use crate::game::Game;
use crate::render::Painter;
use crate::session::Session;

/// The prompt, and the one a command continued with a trailing ` \` goes on at.
const PROMPT: &str = "spw> ";
const MORE: &str = "...> ";

/// Where a session plays: a game's file, and the turn and phase it stands at.
struct Place<'a> {
    game: Option<(&'a std::path::Path, Option<u32>, Option<String>)>,
}

/// The greeting, within `width`: what the session plays (the rule set; a game's file, turn
/// and phase) and an example from the rule set in use (from the registry), as a line typed in
/// it reads.
fn banner(rules: &str, place: &Place, width: usize) -> String {
    let set = crate::rules::rule_set(rules);
    let example = set
        .and_then(|s| s.examples.iter().find(|e| !e.starts_with('-')))
        .map_or(String::new(), |e| format!(" ({})", own_line(rules, e)));
    let title = set.map_or(rules.to_string(), |s| {
        if s.tag == s.title {
            s.title.to_string()
        } else {
            format!("{} ({})", s.title, s.tag)
        }
    });
    let playing = match &place.game {
        None => title,
        Some((path, turn, phase)) => {
            let mut s = format!("game {}: {title}", path.display());
            if let Some(t) = turn {
                // A no-break space: the number stays with its word.
                s.push_str(&format!(", turn\u{a0}{t}"));
            }
            if let Some(p) = phase {
                s.push_str(&format!(", phase: {p}"));
            }
            s
        }
    };
    let line = crate::report::Line::plain(format!(
        "spw — {playing}. Type a procedure{example}, `help`, or `exit`. Tab completes."
    ));
    let mut s = String::new();
    for l in crate::render::screen::wrap(&line, width) {
        s.extend(
            l.0.iter()
                .map(|s| crate::render::screen::escape(&s.text).into_owned()),
        );
        s.push('\n');
    }
    s
}

/// A rule set's example (written for the shell, `tsatf cards ...`) as a line reads in a session
/// of that rule set: without the rule set's name, which the session already gives.
fn own_line<'a>(rules: &str, example: &'a str) -> &'a str {
    example
        .strip_prefix(rules)
        .and_then(|rest| rest.strip_prefix(' '))
        .unwrap_or(example)
}

/// What the lines are played on: a session, or a game file's session.
enum Play {
    Session(Box<Session>),
    Game(Box<Game>),
}

/// The session until `exit` or end of input: its exit status, or the error that stopped output.
pub(crate) fn run(outer: &Global, painter: Painter) -> Result<i32> {
    let session = Session::new(outer.seed);
    interact(outer, painter, Play::Session(Box::new(session)))
}

/// The session of a game file (`spw game open FILE`): every command recorded in it.
pub(crate) fn run_game(outer: &Global, painter: Painter, game: Game) -> Result<i32> {
    interact(outer, painter, Play::Game(Box::new(game)))
}

/// One line played in the session or the game.
fn play_line(
    play: &mut Play,
    outer: &Global,
    rules: &str,
    line: &str,
    painter: Painter,
    out: &mut Out,
) -> Result<()> {
    let t = crate::game::strip_spw(line);
    match play {
        Play::Session(_) if t == "help" => {
            out.print(&crate::game::help(rules, false, painter.width))
        }
        Play::Session(session) => run_line(session, outer, t, painter, out),
        Play::Game(game) => game.play(t, painter, out),
    }
}

/// Whether the line editor can run: a person at a terminal on both ends, whose terminal can
/// move the cursor. Otherwise lines are read plainly, and nothing but answers reaches stdout.
fn interactive() -> bool {
    std::io::stdin().is_terminal()
        && std::io::stdout().is_terminal()
        && std::env::var_os("TERM").is_none_or(|t| t != "dumb")
}

fn interact(outer: &Global, painter: Painter, mut play: Play) -> Result<i32> {
    let rules = match &play {
        Play::Game(g) => g.rules.clone(),
        Play::Session(_) => outer.rules().to_string(),
    };
    // Ctrl-C while a command runs stops it and comes back here (while typing, rustyline
    // reads it as a key and drops the line).
    crate::interrupt::catch();
    if !interactive() {
        // A script piped in (`spw game open g.spw < turn.txt`), or a person typing with the
        // answers going to a file: read like a batch (line numbers in errors, the exit status
        // of the worst line), the prompt on stderr only for a person typing.
        let how = crate::batch::Lines {
            separate: false,
            prompt: std::io::stdin().is_terminal().then_some("spw> "),
            exit_words: true,
        };
        let mut out = Out::stdout();
        return crate::batch::run_lines(
            outer,
            painter,
            std::io::stdin().lock(),
            &mut out,
            how,
            |line, out| play_line(&mut play, outer, &rules, line, painter, out),
        );
    }
    let config = Config::builder()
        // Each command is added whole, its continued lines joined (below).
        .auto_add_history(false)
        .completion_type(CompletionType::List)
        .max_history_size(5000)
        .map(|b| b.build());
    let config = match config {
        Ok(c) => c,
        Err(e) => return Ok(fail(&e, painter)),
    };
    let mut rl: Editor<SpwHelper, FileHistory> = match Editor::with_config(config) {
        Ok(rl) => rl,
        Err(e) => return Ok(fail(&e, painter)),
    };
    rl.set_helper(Some(SpwHelper {
        cmd: built(&rules),
        words: Vec::new(),
        units: match &play {
            Play::Game(g) => g.unit_names(),
            Play::Session(_) => Vec::new(),
        },
    }));
    let history = history_path();
    if let Some(h) = &history {
        // A missing history file is normal on first use.
        let _ = rl.load_history(h);
    }
    let mut out = Out::stdout();
    let place = Place {
        game: match &play {
            Play::Game(g) => Some(g.where_now()),
            Play::Session(_) => None,
        },
    };
    let width = crate::render::screen::follow_terminal();
    out.print(&banner(&rules, &place, width))?;
    // A command continued on the next line (a trailing ` \`), so far.
    let mut pending = String::new();
    'session: loop {
        let prompt = if pending.is_empty() { PROMPT } else { MORE };
        let typed = match rl.readline(prompt) {
            Ok(typed) => typed,
            // Ctrl-C drops the line being typed (and any it continues); the session goes on.
            Err(ReadlineError::Interrupted) => {
                pending.clear();
                continue;
            }
            // The end of input runs a command left continued, as a shell does.
            Err(ReadlineError::Eof) if !pending.is_empty() => std::mem::take(&mut pending),
            Err(ReadlineError::Eof) => break,
            Err(e) => return Ok(fail(&e, painter)),
        };
        // Lines pasted at once arrive together, their newlines kept: each is a command of its
        // own, in turn, and Ctrl-C during one drops the rest.
        for t in commands(&mut pending, &typed) {
            let _ = rl.add_history_entry(t.as_str());
            if matches!(t.as_str(), "exit" | "quit") {
                break 'session;
            }
            // Laid out for the terminal as it is now: it may have been resized.
            let painter = Painter {
                width: crate::render::screen::follow_terminal(),
                ..painter
            };
            crate::interrupt::start();
            let done = play_line(&mut play, outer, &rules, &t, painter, &mut out);
            crate::interrupt::done();
            if let Err(e) = done {
                crate::dispatch::failed(e, painter, outer.json, None, None, &mut out)?;
            }
            if crate::interrupt::pressed() {
                pending.clear();
                break;
            }
        }
    }
    if let Some(h) = &history {
        if let Some(dir) = h.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        if let Err(e) = rl.save_history(h) {
            eprintln!("warning: could not save history to {}: {e}", h.display());
        }
    }
    Ok(0)
}

/// The commands in what was typed or pasted at once: one a line, a line ending in a `\\`
/// continued on the next as a shell reads it (`pending` holds a command still continued, from
/// one call to the next), each as [`crate::dispatch::pasted`] reads it, blank lines and `#`
/// comments left out.
fn commands(pending: &mut String, typed: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in typed.lines() {
        if pending.is_empty() && matches!(line.trim_start().chars().next(), None | Some('#')) {
            continue;
        }
        let whole = if pending.is_empty() {
            line.to_string()
        } else {
            format!("{pending}{}", line.trim_start())
        };
        match continued(&whole) {
            Some(head) => *pending = head.to_string(),
            None => {
                pending.clear();
                let t = crate::dispatch::pasted(&whole);
                if !t.is_empty() && !t.starts_with('#') {
                    out.push(t.to_string());
                }
            }
        }
    }
    out
}

/// `line` without the backslash that continues it on the next line (an odd number of them at
/// its end, as in a shell: `\\\\` is a backslash), or `None` when it is whole.
fn continued(line: &str) -> Option<&str> {
    let t = line.trim_end();
    let n = t.chars().rev().take_while(|&c| c == '\\').count();
    (n % 2 == 1).then(|| &t[..t.len() - 1])
}

fn fail(e: &dyn std::fmt::Display, painter: Painter) -> i32 {
    report_error(&Error::Runtime(format!("terminal: {e}")), painter);
    1
}

/// The whole command with every deferred option filled in, for completion.
fn built(rules: &str) -> Command {
    let mut cmd = cli::command(rules);
    cmd.build();
    cmd
}

fn history_path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "spw").map(|p| p.data_dir().join("history.txt"))
}

struct SpwHelper {
    cmd: Command,
    /// A game's own words (`undo`, `again`), offered first on a line.
    words: Vec<&'static str>,
    /// A game's roster units, offered after `--unit` and `--target`.
    units: Vec<String>,
}

impl Helper for SpwHelper {}
impl Hinter for SpwHelper {
    type Hint = String;
}
impl Highlighter for SpwHelper {}
impl Validator for SpwHelper {}

impl Completer for SpwHelper {
    type Candidate = String;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<String>)> {
        let line = &line[..pos.min(line.len())];
        if let Some(found) = complete_unit(&self.units, line) {
            return Ok(found);
        }
        let (start, mut found) = complete(&self.cmd, line);
        if start == 0 {
            found.extend(
                self.words
                    .iter()
                    .filter(|w| w.starts_with(line))
                    .map(|w| w.to_string()),
            );
            found.sort();
            found.dedup();
        }
        Ok((start, found))
    }
}

/// Completions for the word being typed at the end of `line`: the start of that word and the
/// candidates. Walks the words typed so far through the command's subcommands, then offers
/// subcommands, the options of the command reached (global ones too), or the possible values
/// of the option just typed.
pub(crate) fn complete(root: &Command, line: &str) -> (usize, Vec<String>) {
    // After the last whitespace character, whatever its width in bytes (a no-break space is 2).
    let start = line
        .char_indices()
        .rfind(|(_, c)| c.is_whitespace())
        .map_or(0, |(i, c)| i + c.len_utf8());
    let word = &line[start..];
    let before: Vec<&str> = line[..start].split_whitespace().collect();
    let mut cmd = root;
    let mut path: Vec<&Command> = vec![root];
    let mut expecting_value: Option<&clap::Arg> = None;
    for w in &before {
        // The value of the option before it: nothing to walk into.
        if expecting_value.take().is_some() {
            continue;
        }
        if w.starts_with('-') {
            expecting_value = find_option(&path, w).filter(|a| crate::cli::takes_value(a));
        } else if let Some(sub) = cmd.find_subcommand(w) {
            cmd = sub;
            path.push(sub);
        }
    }
    let mut out: Vec<String> = if let Some(arg) = expecting_value {
        arg.get_possible_values()
            .iter()
            .map(|v| v.get_name().to_string())
            .collect()
    } else if word.starts_with('-') {
        path.iter()
            .enumerate()
            .flat_map(|(i, c)| {
                let last = i + 1 == path.len();
                c.get_arguments()
                    .filter(move |a| last || a.is_global_set())
                    .filter_map(|a| a.get_long().map(|l| format!("--{l}")))
            })
            .collect()
    } else {
        let mut v: Vec<String> = cmd
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .collect();
        if path.len() == 1 {
            v.extend(["exit".to_string(), "quit".to_string()]);
        }
        v
    };
    out.retain(|c| c.starts_with(word));
    out.sort();
    out.dedup();
    // The one possible word is finished with a space, so the next can be typed straight on.
    if let [only] = out.as_mut_slice() {
        only.push(' ');
    }
    (start, out)
}

/// Unit names after `--unit` or `--target` (quoted when they have spaces): the start of the
/// name being typed and the candidates, or `None` when the line is not at such a name.
fn complete_unit(units: &[String], line: &str) -> Option<(usize, Vec<String>)> {
    if units.is_empty() {
        return None;
    }
    // The name may have been begun with a quote and hold spaces.
    let (opt_end, typed) = ["--unit ", "--target "]
        .iter()
        .filter_map(|o| line.rfind(o).map(|i| (i + o.len(), o)))
        .max()
        .map(|(i, _)| (i, &line[i..]))?;
    let bare = typed.trim_start_matches(['"', '\'']);
    let quoted = typed.starts_with(['"', '\'']);
    if (quoted && bare.contains(['"', '\''])) || (!quoted && typed.contains(char::is_whitespace)) {
        return None;
    }
    let found: Vec<String> = units
        .iter()
        .filter(|u| u.to_lowercase().starts_with(&bare.to_lowercase()))
        .map(|u| {
            if u.contains(char::is_whitespace) {
                format!("\"{u}\" ")
            } else {
                format!("{u} ")
            }
        })
        .collect();
    Some((opt_end, found))
}

fn find_option<'a>(path: &[&'a Command], word: &str) -> Option<&'a clap::Arg> {
    let name = word.split('=').next().unwrap_or(word);
    if word.contains('=') {
        return None;
    }
    path.iter().rev().find_map(|c| {
        c.get_arguments().find(|a| {
            name.strip_prefix("--")
                .is_some_and(|l| a.get_long() == Some(l))
                || name
                    .strip_prefix('-')
                    .and_then(|s| s.chars().next())
                    .is_some_and(|ch| !name.starts_with("--") && a.get_short() == Some(ch))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(line: &str) -> Vec<String> {
        complete(&built(cli::DEFAULT_RULES), line).1
    }

    #[test]
    fn the_greeting_fits_80_and_60_columns_whole_words() {
        // Seen: the greeting wrapped mid-word on a narrow terminal.
        for set in crate::rules::rule_sets() {
            let none = Place { game: None };
            let one_line = banner(set.id, &none, 1000);
            for width in [80, 60] {
                let b = banner(set.id, &none, width);
                assert!(
                    b.lines().all(|l| crate::render::screen::cells(l) <= width),
                    "{b}"
                );
                assert_eq!(
                    b.split_whitespace().collect::<Vec<_>>(),
                    one_line.split_whitespace().collect::<Vec<_>>(),
                    "{b}"
                );
            }
        }
    }

    #[test]
    fn lines_pasted_at_once_are_commands_one_by_one() {
        // A bracketed paste keeps its newlines in the one line rustyline returns.
        let pasted = "$ spw roll d6\r\nspw> roll d8\n\n# a note\n  spw  draw 2\n";
        let mut pending = String::new();
        assert_eq!(
            commands(&mut pending, pasted),
            ["roll d6", "roll d8", "draw 2"]
        );
        assert_eq!(commands(&mut pending, "exit"), ["exit"]);
        assert!(pending.is_empty());
    }

    #[test]
    fn a_line_ending_in_a_backslash_goes_on_at_the_next() {
        // As `spw fire --help` lays out an example too long for 80 columns.
        let mut pending = String::new();
        let pasted =
            "  spw --chances duel --guns 1..8 --goal 'removed>=2' \\\n      --at-least 50%\n";
        assert_eq!(
            commands(&mut pending, pasted),
            ["--chances duel --guns 1..8 --goal 'removed>=2' --at-least 50%"]
        );
        // Typed a line at a time: the first waits for the next.
        assert!(commands(&mut pending, "roll \\").is_empty());
        assert_eq!(pending, "roll ");
        assert!(commands(&mut pending, "  2d6+\\").is_empty());
        assert_eq!(commands(&mut pending, "1"), ["roll 2d6+1"]);
        // Two backslashes are one, escaped: the line is whole (and refused when read).
        assert_eq!(commands(&mut pending, "roll d6 \\\\"), ["roll d6 \\\\"]);
        // A comment's backslash continues nothing.
        assert!(commands(&mut pending, "# a note \\").is_empty());
        assert!(pending.is_empty());
    }

    #[test]
    fn the_greeting_names_the_rule_set_and_an_example_that_reads_in_it() {
        let plain = banner("tsatf", &Place { game: None }, 1000);
        assert!(
            plain.contains("(TSATF)") && plain.contains("(cards --red 4"),
            "{plain}"
        );
        let path = std::path::Path::new("friday.spw");
        let game = Place {
            game: Some((path, Some(2), Some("fire cards".into()))),
        };
        let b = banner("tsatf", &game, 1000);
        assert!(
            b.starts_with("spw — game friday.spw: The Sword, the Flame, Machine guns and Grenades (TSATF), turn\u{a0}2, phase: fire cards."),
            "{b}"
        );
        assert!(!b.contains("tsatf cards"), "{b}");
    }

    #[test]
    fn completes_unit_names_after_unit_and_target() {
        let units = vec!["1st Platoon".to_string(), "Tigers".to_string()];
        assert_eq!(
            complete_unit(&units, "fire --unit 1s"),
            Some((12, vec!["\"1st Platoon\" ".to_string()]))
        );
        assert_eq!(
            complete_unit(&units, "save --target \"ti"),
            Some((14, vec!["Tigers ".to_string()]))
        );
        assert_eq!(complete_unit(&units, "fire --shots 2"), None);
        assert_eq!(complete_unit(&units, "fire --unit Tigers --sh"), None);
        assert_eq!(
            complete_unit(&units, "fire --unit \"1st Platoon\" --sh"),
            None
        );
    }

    #[test]
    fn completes_commands_options_and_values() {
        let r = names("r");
        assert!(
            r.contains(&"roll".to_string()) && r.contains(&"rules".to_string()),
            "{r:?}"
        );
        // A single candidate comes with its space, ready for the next word.
        assert_eq!(names("barr"), vec!["barrage "]);
        assert_eq!(names("barrage --gu"), vec!["--guns "]);
        assert_eq!(names("roll 2d6 --se"), vec!["--seed "]);
        assert_eq!(names("roll 2d6 --color a"), vec!["always", "auto"]);
        // A global flag takes no value: the next word is a command again.
        assert_eq!(names("--json barr"), vec!["barrage "]);
        assert_eq!(names("-q --chances barr"), vec!["barrage "]);
        // Wide whitespace is a word break too, not a panic.
        assert_eq!(names("roll\u{a0}2d6 --se"), vec!["--seed "]);
        assert_eq!(names("barrage\u{3000}--gu"), vec!["--guns "]);
    }
}

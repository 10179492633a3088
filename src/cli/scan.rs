//! The raw command line read before clap runs: the rule set (`--rules`) the tree is built
//! for, the word that names the subcommand (so only that one is built), a game's file, `--json`
//! and `--color` for errors clap raises, and the plainest batch lines, read without clap at
//! all. Every scan walks the line with [`walk`], which knows the global options from clap's own
//! definition of [`Global`] ([`global_options`]): no list of option names is typed here.

use std::ffi::{OsStr, OsString};
use std::path::PathBuf;
use std::sync::OnceLock;

use super::{Ask, DEFAULT_RULES, Generic, Global, RollArgs};
use crate::render::Painter;

/// One global option as clap declares it in [`Global`].
#[derive(Debug)]
pub(crate) struct GlobalOption {
    /// clap's id (`rules`, `roster_unit`).
    pub id: String,
    /// Without its dashes.
    pub long: Option<String>,
    pub short: Option<char>,
    /// Whether it takes a value (`--seed N`), or is a flag (`--json`).
    pub valued: bool,
}

/// The global options, read once from clap's definition of [`Global`]: from the top level of
/// the command tree, which is then kept for the first command built ([`super::top`]), so a
/// one-liner declares them once.
pub(crate) fn global_options() -> &'static [GlobalOption] {
    static ALL: OnceLock<Vec<GlobalOption>> = OnceLock::new();
    ALL.get_or_init(|| {
        super::top::with_top(|cmd| {
            cmd.get_arguments()
                .filter(|a| a.is_global_set())
                .map(|a| GlobalOption {
                    id: a.get_id().to_string(),
                    long: a.get_long().map(str::to_string),
                    short: a.get_short(),
                    valued: super::takes_value(a),
                })
                .collect()
        })
    })
}

/// One word of a raw command line, as the global options read it.
#[derive(Debug)]
pub(crate) enum Word<'a> {
    /// A global option: `--seed 3`, `--seed=3`, `-r tsatf`, `-rtsatf`, `-q`. `value` is `None`
    /// for a flag and for a valued option that ends the line; `attached` when the value is in
    /// the same word (`--seed=3`, `-rtsatf`).
    Global {
        option: &'static GlobalOption,
        value: Option<&'a OsStr>,
        attached: bool,
    },
    /// Anything else: a command's name, its option or value, a word that is not UTF-8.
    Other(&'a OsStr),
    /// `--`: the words after it are no options; the walk ends here.
    End,
}

/// The words of `args` from `args[from]` on, each with its index, a global option's value
/// taken with it (`--dice -3`: clap reads `-3` as the value as well).
pub(crate) fn walk(args: &[OsString], from: usize) -> impl Iterator<Item = (usize, Word<'_>)> {
    let mut at = from;
    std::iter::from_fn(move || {
        let i = at;
        let word = args.get(i)?;
        at += 1;
        let Some(s) = word.to_str() else {
            return Some((i, Word::Other(word)));
        };
        if s == "--" {
            at = args.len();
            return Some((i, Word::End));
        }
        let found = if let Some(name) = s.strip_prefix("--") {
            let (name, value) = match name.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (name, None),
            };
            global_options()
                .iter()
                .find(|o| o.long.as_deref() == Some(name) && (o.valued || value.is_none()))
                .map(|o| (o, value))
        } else {
            let mut chars = s.chars();
            match (chars.next(), chars.next()) {
                (Some('-'), Some(c)) => {
                    let rest = chars.as_str();
                    global_options()
                        .iter()
                        .find(|o| o.short == Some(c) && (o.valued || rest.is_empty()))
                        .map(|o| (o, Some(rest.strip_prefix('=').unwrap_or(rest))))
                        .map(|(o, v)| (o, v.filter(|_| !rest.is_empty())))
                }
                _ => None,
            }
        };
        let Some((option, value)) = found else {
            return Some((i, Word::Other(word)));
        };
        let attached = value.is_some();
        let value = match value {
            Some(v) => Some(OsStr::new(v)),
            None if option.valued => {
                at += 1;
                args.get(i + 1).map(OsString::as_os_str)
            }
            None => None,
        };
        Some((
            i,
            Word::Global {
                option,
                value,
                attached,
            },
        ))
    })
}

/// The values given to the global option `id` before any `--`, in order.
fn values<'a>(args: &'a [OsString], id: &'a str) -> impl Iterator<Item = Option<&'a OsStr>> {
    walk(args, 1).filter_map(move |(_, w)| match w {
        Word::Global { option, value, .. } if option.id == id => Some(value),
        _ => None,
    })
}

/// The first word of a shell command line from `args[from]` on after its global options, with
/// its index, when every option before it is one, spelt out plainly (not `-rtsatf`); `None`
/// for anything else (the whole tree decides).
pub(super) fn subcommand_word(args: &[OsString], from: usize) -> Option<(usize, &str)> {
    for (i, w) in walk(args, from) {
        match w {
            Word::Global {
                option,
                value,
                attached,
            } => {
                let plain = if attached {
                    option.long.is_some() && args[i].to_str()?.starts_with("--")
                } else {
                    value.is_some() || !option.valued
                };
                if !plain {
                    return None;
                }
            }
            Word::Other(a) => {
                let a = a.to_str()?;
                return (!a.starts_with('-')).then_some((i, a));
            }
            Word::End => return None,
        }
    }
    None
}

/// Whether a shell command line names `command` (`serve`) as its subcommand, found as
/// [`subcommand_word`] finds it.
pub(crate) fn names_command(args: &[OsString], command: &str) -> bool {
    subcommand_word(args, 1).is_some_and(|(_, w)| w == command)
}

/// A quick look for `-r/--rules` on the command line (before clap runs), so the top level
/// can offer the right rule set's procedures. The last one given wins, as it does in clap:
/// the tree a line is parsed with and the rule set it runs under must be the same.
pub(crate) fn prescan_rules(args: &[OsString]) -> Option<String> {
    values(args, "rules")
        .last()
        .flatten()
        .map(|v| v.to_string_lossy().into_owned())
}

/// `--game FILE` on the command line, looked for before clap runs (the first one).
pub(crate) fn game_path(args: &[OsString]) -> Option<PathBuf> {
    values(args, "game").next().flatten().map(PathBuf::from)
}

/// The first value given to the global option `id` (`roster_unit`), read before clap runs.
pub(crate) fn scan_value(args: &[OsString], id: &str) -> Option<String> {
    values(args, id)
        .next()
        .flatten()
        .map(|v| v.to_string_lossy().into_owned())
}

/// Whether a global flag (`json`, `quiet`) is on a command line clap refused (its options are
/// not known yet).
pub(crate) fn wants(args: &[OsString], id: &str) -> bool {
    values(args, id).next().is_some()
}

/// `--json` on a command line clap refused.
pub(crate) fn wants_json(args: &[OsString]) -> bool {
    wants(args, "json")
}

/// For errors before the options are known: colour only if asked for outright.
pub(crate) fn guess_painter(args: &[OsString]) -> Painter {
    let always = values(args, "color").any(|v| v.is_some_and(|v| v == "always"));
    Painter::on_screen(always)
}

/// The rule set a shell command line asks for: `--rules`, else `SPW_RULES`, else the default.
pub(crate) fn rules_for(args: &[OsString]) -> String {
    prescan_rules(args)
        .or_else(|| std::env::var("SPW_RULES").ok().filter(|s| !s.is_empty()))
        .unwrap_or_else(|| DEFAULT_RULES.to_string())
}

/// A batch or REPL line of the plainest kind, `roll EXPR` with any of `--json`, `--chances`,
/// `--quiet`/`-q` (each at most once) before `roll` or after EXPR, read without clap: the
/// line's options over `outer`'s (as [`Global::over`] merges them) and the command, exactly
/// what clap makes of the line (a test compares the two over the README's command lines).
/// `None` for anything else: quotes, backslashes, `#`, other characters or options, an
/// EXPR starting with `-`; clap reads those.
pub(crate) fn quick_line(outer: &Global, line: &str) -> Option<(Global, Generic)> {
    // What shlex splits the same as plain whitespace does.
    if !line
        .bytes()
        .all(|b| matches!(b, b' ' | b'\t' | b'!' | b'$'..=b'&' | b'('..=b'[' | b']'..=b'~'))
    {
        return None;
    }
    let words: Vec<&str> = line.split([' ', '\t']).filter(|w| !w.is_empty()).collect();
    let at = words.iter().position(|w| !w.starts_with('-'))?;
    let expr = words.get(at + 1).filter(|e| !e.starts_with('-'))?;
    if words[at] != "roll" {
        return None;
    }
    let (mut json, mut chances, mut quiet) = (false, false, false);
    for w in words[..at].iter().chain(&words[at + 2..]) {
        let seen = match *w {
            "--json" => &mut json,
            "--chances" => &mut chances,
            "--quiet" | "-q" => &mut quiet,
            _ => return None,
        };
        if *seen {
            return None;
        }
        *seen = true;
    }
    let g = Global {
        rules: outer.rules.clone(),
        seed: None,
        chances: chances || outer.chances,
        form: outer.form,
        ask: Ask::default(),
        dice: None,
        cards: None,
        json: json || outer.json,
        color: outer.color,
        data: outer.data.clone(),
        quiet: quiet || outer.quiet,
        game: None,
        unit: None,
        target: None,
        again: false,
        env_seed: false,
        data_typed: false,
    };
    Some((
        g,
        Generic::Roll(RollArgs {
            expr: expr.to_string(),
        }),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_global_options_are_clap_s_own() {
        let named = |valued: bool| -> Vec<String> {
            global_options()
                .iter()
                .filter(|o| o.valued == valued)
                .map(|o| o.long.clone().unwrap_or_default())
                .collect()
        };
        assert_eq!(
            named(false),
            [
                "chances", "percent", "exact", "full", "json", "quiet", "again"
            ]
        );
        assert_eq!(
            named(true),
            [
                "rules", "seed", "goal", "at-least", "dice", "cards", "color", "data", "game",
                "unit", "target"
            ]
        );
    }

    #[test]
    fn the_subcommand_word_follows_plain_global_options_only() {
        let w = |s: &[&str]| {
            let args: Vec<OsString> = s.iter().map(OsString::from).collect();
            subcommand_word(&args, 1).map(|(i, w)| (i, w.to_string()))
        };
        let fire = |i| Some((i, "fire".to_string()));
        assert_eq!(w(&["spw", "fire"]), fire(1));
        assert_eq!(w(&["spw", "--seed", "3", "-q", "--json", "fire"]), fire(5));
        assert_eq!(w(&["spw", "--rules=tsatf", "-r", "tsatf", "fire"]), fire(4));
        assert_eq!(w(&["spw", "--game", "g.spw", "--unit=A", "fire"]), fire(4));
        for odd in [
            &["spw", "-rtsatf", "fire"][..],
            &["spw", "--json=1", "fire"],
            &["spw", "-qr", "tsatf", "fire"],
            &["spw", "--", "fire"],
            &["spw", "--seed"],
            &["spw", "--sed", "3", "fire"],
        ] {
            assert_eq!(w(odd), None, "{odd:?}");
        }
    }

    #[test]
    fn prescan_finds_rules_in_every_spelling() {
        let v = |s: &[&str]| prescan_rules(&s.iter().map(OsString::from).collect::<Vec<_>>());
        assert_eq!(v(&["spw", "-r", "tsatf", "fire"]).as_deref(), Some("tsatf"));
        assert_eq!(
            v(&["spw", "fire", "--rules=portable"]).as_deref(),
            Some("portable")
        );
        assert_eq!(
            v(&["spw", "-rfrontier", "fire"]).as_deref(),
            Some("frontier")
        );
        assert_eq!(
            v(&["spw", "fire", "--rules", "series"]).as_deref(),
            Some("series")
        );
        assert_eq!(v(&["spw", "roll", "2d6"]), None);
        // Given twice, the last wins (clap's rule), wherever each stands.
        assert_eq!(
            v(&["spw", "-r", "portable", "fire", "--rules", "frontier"]).as_deref(),
            Some("frontier")
        );
        assert_eq!(
            v(&["spw", "--rules=series", "-rtsatf", "fire"]).as_deref(),
            Some("tsatf")
        );
    }

    /// Command lines of the README (after `spw `) and of the CLI tests (their `&["...", ...]`
    /// argument lists), as batch lines.
    fn corpus() -> Vec<String> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut lines = Vec::new();
        let readme = std::fs::read_to_string(root.join("README.md")).unwrap_or_default();
        for l in readme.lines() {
            if let Some((_, rest)) = l.split_once("spw ") {
                lines.push(rest.trim_end_matches('`').to_string());
            }
        }
        let dir = std::fs::read_dir(root.join("tests/cli"))
            .into_iter()
            .flatten();
        for f in dir.flatten() {
            let text = std::fs::read_to_string(f.path()).unwrap_or_default();
            for part in text.split("&[\"").skip(1) {
                let Some((list, _)) = part.split_once("\"]") else {
                    continue;
                };
                let words: Vec<String> = list
                    .split("\", \"")
                    .map(|w| {
                        if w.contains(' ') {
                            format!("'{w}'")
                        } else {
                            w.to_string()
                        }
                    })
                    .collect();
                lines.push(words.join(" "));
            }
        }
        lines
    }

    /// Every line the quick reader takes, clap reads the same: the same options after the
    /// merge with the session's, the same command.
    #[test]
    fn quick_lines_read_as_clap_reads_them() {
        let mut lines = corpus();
        assert!(
            lines.len() > 100,
            "the README and tests give {} lines",
            lines.len()
        );
        for l in [
            "roll 4d6kh3",
            "roll 100d6 --json",
            "--json roll 2d6",
            "--chances --json roll 3d6 -q",
            "roll\t2d6+1\t--quiet",
            "roll 10d6>=4 --chances",
            "roll d% --json",
            "roll (2d6+3)*2",
            "roll 4dF",
            "roll dSF",
            "roll 1d6/(1d2-1)",
            "  roll   2d20kh1  ",
            "roll 4d6!",
        ] {
            lines.push(l.to_string());
        }
        let plain = Global::default();
        let session_wide = Global {
            json: true,
            quiet: true,
            rules: Some("tsatf".into()),
            ..Global::default()
        };
        let mut taken = 0;
        for outer in [&plain, &session_wide] {
            for line in &lines {
                let Some((g, quick)) = quick_line(outer, line) else {
                    continue;
                };
                taken += 1;
                let cx = crate::request::Context {
                    outer,
                    origin: crate::request::Origin::Line,
                    game: None,
                };
                let args = crate::request::words_of(line).unwrap();
                let read = crate::request::read(&mut super::super::Commands::default(), &args, &cx);
                let Ok(r) = read else {
                    panic!("clap refuses {line:?}, the quick reader takes it");
                };
                assert_eq!(format!("{:?}", r.global), format!("{g:?}"), "{line}");
                let crate::request::Command::Generic(by_clap) = r.command else {
                    panic!("{line:?} is no generic command");
                };
                assert_eq!(format!("{by_clap:?}"), format!("{quick:?}"), "{line}");
            }
        }
        assert!(taken >= 30, "only {taken} lines went the quick way");
    }

    /// Lines the quick reader leaves to clap: what shlex or clap reads differently.
    #[test]
    fn quick_reader_leaves_unusual_lines_to_clap() {
        let g = Global::default();
        for l in [
            "roll '2d6'",
            "roll \"2d6\"",
            "roll 2d6 # a comment",
            "roll \\2d6",
            "roll -3",
            "roll --json --json 2d6",
            "roll 2d6 -q --quiet",
            "roll 2d6 --seed 3",
            "--seed 3 roll 2d6",
            "roll 2d6 extra",
            "roll",
            "draw 2",
            "barrage --guns 6",
            "roll 2d6 --color always",
            "roll 2d6 --help",
            "roll 2d6\u{a0}",
        ] {
            assert!(quick_line(&g, l).is_none(), "{l:?}");
        }
        let (g, generic) = quick_line(&g, "-q roll 2d6 --json").expect("a plain line");
        assert!(g.json && g.quiet && !g.chances);
        assert!(matches!(generic, Generic::Roll(RollArgs { expr }) if expr == "2d6"));
    }
}

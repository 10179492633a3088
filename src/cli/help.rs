//! Help that fits a screen. A command's own help (a procedure's options, its rule in brief, the
//! order `--dice` is read in, its examples) would otherwise repeat the seventeen global options
//! after its own, three screens of them on a 24-row terminal: there they are named in one
//! paragraph that says where they are described (`spw help globals`), as cargo and ripgrep do.
//! The top level (`spw --help`) and `spw help globals` list them in full.
//!
//! Only a line that asks for help is parsed with the short form ([`asked`]): everything else
//! (completions, the man page, every other line) reads the tree as it is.

use std::ffi::{OsStr, OsString};

use clap::{Args, Command, Subcommand};

use super::Global;
use super::scan::{self, Word};

/// The command that lists the global options (`spw help globals`, `spw globals`).
pub(crate) const GLOBALS: &str = "globals";

/// Whether a line asks for help: `-h` or `--help` among its words before any `--`, or `help`
/// as its command (`spw help fire`).
pub(super) fn asked(args: &[OsString]) -> bool {
    if scan::subcommand_word(args, 1).is_some_and(|(_, w)| w == "help") {
        return true;
    }
    scan::walk(args, 1).any(|(_, w)| match w {
        Word::Other(a) => a == OsStr::new("-h") || a == OsStr::new("--help"),
        _ => false,
    })
}

/// A procedure's command rebuilt for one line (a game's roster filling it), in the short form
/// of its help when the line asks for help.
pub(crate) fn for_line(cmd: Command, args: &[OsString]) -> Command {
    if asked(args) { short(cmd) } else { cmd }
}

/// `cmd` (a procedure or a generic command, under the top level) with the global options left
/// out of its help and named in one paragraph after its own ([`short`]), and so every command
/// under it: those built later (a rule set's procedures) take the hidden options from it.
pub(super) fn short_form(cmd: Command) -> Command {
    if cmd.get_name() == GLOBALS || cmd.get_name() == "help" {
        return cmd;
    }
    short(cmd).mut_subcommands(short)
}

/// `cmd` with each global option declared on it again, hidden: clap copies a global option
/// into a subcommand only when the subcommand has none of that name, and a copy parses the
/// same. Then the paragraph that names them, between its options and its notes. Done once.
pub(crate) fn short(cmd: Command) -> Command {
    if cmd.get_arguments().any(|a| a.get_id() == "seed") {
        return cmd;
    }
    let ids: Vec<&str> = scan::global_options()
        .iter()
        .map(|o| o.id.as_str())
        .collect();
    let cmd = Global::augment_args(cmd).mut_args(|a| {
        if ids.contains(&a.get_id().as_str()) {
            a.hide(true)
        } else {
            a
        }
    });
    let named = named(&cmd);
    cmd.help_template(format!(
        "{{before-help}}{{about-with-newline}}\n{{usage-heading}} {{usage}}\n\n{{all-args}}\n\n{named}{{after-help}}"
    ))
}

/// The paragraph naming the global options, as a heading of the command's style and the names
/// wrapped to the screen under it.
fn named(cmd: &Command) -> String {
    let names: Vec<String> = scan::global_options()
        .iter()
        .filter_map(|o| {
            let long = o.long.as_deref()?;
            Some(match o.short {
                Some(c) => format!("-{c}/--{long}"),
                None => format!("--{long}"),
            })
        })
        .collect();
    let text = format!(
        "  {}, before or after the command; `spw help globals` says what each does",
        names.join(", ")
    );
    let width = crate::render::screen::screen().width;
    let line = crate::report::Line::plain(text);
    let mut s = String::new();
    let header = cmd.get_styles().get_header();
    s.push_str(&format!("{header}Global options:{header:#}"));
    for l in crate::render::screen::wrap_hung(&line, width, Some(2)) {
        s.push('\n');
        let text: String = l.0.iter().map(|s| s.text.as_str()).collect();
        s.push_str(text.trim_end());
    }
    s
}

/// `spw globals`: the global options as `spw help globals` lists them, laid out for the screen.
pub(crate) fn globals_text() -> String {
    let mut top = super::top::top().subcommand(
        super::Generic::augment_subcommands(Command::new("spw"))
            .find_subcommand(GLOBALS)
            .cloned()
            .unwrap_or_else(|| Command::new(GLOBALS)),
    );
    top.build();
    match top.find_subcommand_mut(GLOBALS) {
        Some(sub) => {
            let text = sub.render_help().to_string();
            crate::render::screen::fit_lines(&text, crate::render::screen::screen().width)
        }
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<OsString> {
        std::iter::once("spw")
            .chain(line.split(' '))
            .map(OsString::from)
            .collect()
    }

    #[test]
    fn a_line_asks_for_help_by_a_flag_or_the_help_command() {
        for line in [
            "fire --help",
            "fire -h",
            "--seed 3 tsatf fire -h",
            "help fire",
        ] {
            assert!(asked(&words(line)), "{line}");
        }
        for line in [
            "fire -m 4",
            "roll d6 -- -h",
            "--dice -h roll d6",
            "fire --helpful",
        ] {
            assert!(!asked(&words(line)), "{line}");
        }
    }

    #[test]
    fn a_short_form_names_every_global_option_and_hides_it() {
        let mut cmd = super::super::command(super::super::DEFAULT_RULES);
        cmd = cmd.mut_subcommands(short_form);
        cmd.build();
        let fire = cmd.find_subcommand_mut("fire").expect("fire");
        let help = fire.render_help().to_string();
        assert!(!help.contains("Rule set for procedures"), "{help}");
        for o in scan::global_options() {
            let long = o.long.as_deref().expect("long");
            assert!(help.contains(&format!("--{long}")), "--{long}: {help}");
        }
        assert!(help.contains("spw help globals"), "{help}");
    }
}

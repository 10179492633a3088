//! `completions SHELL` and `man`: generated from the same definition the parser uses.

use std::io::Write;

use crate::chance;
use crate::cli;
use crate::error::{Error, Result};
use crate::rules;

/// The completion script for `shell`, from the same definition the parser uses.
pub(crate) fn completions(shell: clap_complete::Shell, rules: &str) -> String {
    let mut cmd = cli::command(rules);
    let mut buf = Vec::new();
    clap_complete::generate(shell, &mut cmd, "spw", &mut buf);
    String::from_utf8_lossy(&buf).into_owned()
}

/// The man page (roff): the top level, then every command with its own options.
pub(crate) fn man(rules: &str) -> Result<String> {
    let cmd = cli::command(rules);
    let mut buf = Vec::new();
    let fail = |e: std::io::Error| Error::Runtime(format!("man page: {e}"));
    clap_mangen::Man::new(cmd.clone())
        .render(&mut buf)
        .map_err(fail)?;
    let mut section = |sub: &clap::Command, name: String| -> Result<()> {
        // Each command's own options only: the global ones are in OPTIONS above.
        // Built on its own (not through the parent), so it carries its own options, with its
        // deferred ones filled in, and not the global ones again.
        let mut sub = sub.clone().name(name.clone()).bin_name(name.clone());
        sub.build();
        let page = clap_mangen::Man::new(sub.clone());
        let mut part = Vec::new();
        page.render_synopsis_section(&mut part).map_err(fail)?;
        page.render_description_section(&mut part).map_err(fail)?;
        if sub.get_arguments().any(|a| !a.is_hide_set()) {
            page.render_options_section(&mut part).map_err(fail)?;
        }
        if sub.has_subcommands() {
            page.render_subcommands_section(&mut part).map_err(fail)?;
        }
        if sub.get_after_help().is_some() {
            page.render_extra_section(&mut part).map_err(fail)?;
        }
        let part = String::from_utf8_lossy(&part)
            .replace(".SH SYNOPSIS", &format!(".SH \"{}\"", name.to_uppercase()))
            .replace(".SH DESCRIPTION", ".PP")
            .replace(".SH OPTIONS", ".SS Options")
            .replace(".SH SUBCOMMANDS", ".SS Commands")
            .replace(".SH EXTRA", ".SS Notes");
        buf.extend_from_slice(part.as_bytes());
        Ok(())
    };
    for sub in cmd.get_subcommands() {
        section(sub, format!("spw {}", sub.get_name()))?;
    }
    // A procedure whose name another rule set's procedure has at the top level is documented
    // under its rule set: `spw portable artillery`.
    let top = cli::top_level(rules);
    for set in rules::rule_sets() {
        for e in set.procedures() {
            if !top.iter().any(|t| std::ptr::eq(*t, e)) {
                section(&(e.command)(), format!("spw {} {}", set.id, e.name))?;
            }
        }
    }
    buf.extend_from_slice(man_tail().as_bytes());
    let _ = buf.flush();
    Ok(String::from_utf8_lossy(&buf).into_owned())
}

/// The man page's last sections, which no clap definition holds: the exit-status contract, the
/// environment and the files spw reads (README, "Errors and exit status" and "House rules").
fn man_tail() -> String {
    use crate::bounded::{DIR_ENTRIES, GAME, GAME_ENTRIES, HOUSE, ROSTER, size};
    MAN_TAIL
        .replace("{GAME}", &size(GAME.bytes))
        .replace("{ROSTER}", &size(ROSTER.bytes))
        .replace("{HOUSE}", &size(HOUSE.bytes))
        .replace("{ENTRIES}", &chance::limits::group(DIR_ENTRIES as u64))
        .replace("{ENTRIES_GAME}", &chance::limits::group(GAME_ENTRIES))
}

const MAN_TAIL: &str = r#".SH "EXIT STATUS"
The same in every mode: a one\-liner, a batch (\fBspw < turn.txt\fR), the REPL and a game
(\fBspw \-\-game FILE\fR, \fBspw game ...\fR, a game script piped in).
.TP
\fB0\fR
Success; also when a reader closed the pipe early (\fBspw ... | head \-1\fR).
.TP
\fB1\fR
A runtime failure: the system refused what spw needed (a file or directory that cannot be read
or written, standard output closed, standard input unreadable, a game file another spw has
open), or \fBgame replay\fR found an entry that differs from its record.
.TP
\fB2\fR
Bad input, anything the command or the files it names can fix: usage, notation, a limit,
\fB\-\-dice\fR that ran out, a file named that is missing, is not a regular file or is over its
size limit, a data, house\-rule, roster or game file that does not read or check.
.TP
\fB130\fR
Ended by Ctrl\-C, SIGTERM or SIGHUP (outside the REPL, or a second Ctrl\-C in it); files being
written under temporary names (\fBterrain \-\-out\fR) are removed first.
.PP
Every error is one line on standard error, \fBerror: \fR then what is wrong, naming the bad value
and what is accepted. With \fB\-\-json\fR it is also a JSON object on standard output,
{"error": "...", "code": N}, and an answer that is text (help, completions, the man page) is
{"text": "..."}. A batch or game script runs every line; a failing line is reported as
\fBline N: ...\fR (with \fB\-\-json\fR, "line" and "input" join the object), and the exit status
is 2 if any line was bad input, else 1 if any failed at run time, else 0. In the REPL an error is
printed and the session goes on; Ctrl\-C stops the command in flight and returns to the prompt.
.SH ENVIRONMENT
.TP
\fBSPW_RULES\fR
The rule set when \fB\-\-rules\fR is not given; empty counts as unset, a bad one is refused by
its own name.
.TP
\fBSPW_SEED\fR
The seed when \fB\-\-seed\fR is not given; empty counts as unset; commands that throw no dice
ignore it.
.TP
\fBSPW_DATA\fR
A house\-rule directory when \fB\-\-data\fR is not given.
.TP
\fBXDG_CONFIG_HOME\fR
Its \fBspw\fR directory holds the user's house rules (\fB~/.config/spw\fR when unset).
.TP
\fBNO_COLOR\fR, \fBTERM\fR, \fBCOLUMNS\fR
Colour is off when NO_COLOR is set and not empty or TERM is dumb; COLUMNS is the width of a
terminal screen.
.SH FILES
.TP
\fB$XDG_CONFIG_HOME/spw/\fR (\fB~/.config/spw/\fR)
House\-rule files named after the built\-in data files (\fBschwerpunkt.toml\fR,
\fBdice.toml\fR and the others), read before \fB\-\-data\fR or \fBSPW_DATA\fR, which win.
.PP
Every file spw reads must be a regular file (not a FIFO, a device or a directory) and at most:
a game file {GAME} and {ENTRIES_GAME} entries, a roster {ROSTER}, a house\-rule file {HOUSE}; a house\-rule directory
holds at most {ENTRIES} entries. A file over its limit is refused at once, naming it and the limit.
"#;

//! A game kept in a file (JOURNAL.md): `spw game new|open|replay|log|repair`, `spw --game FILE
//! COMMAND`, and the game's own words in its session (`undo`, `again`, `help`).
//!
//! The file is the game: its state (the dice stream's position, the pools) is never saved as
//! such but rebuilt by running every recorded command again from the seed, which is also what
//! `replay` does to check the record. Each entry is on disk (fsync) before its result is shown,
//! so a crash loses at most the command in flight.

mod cards;
#[cfg(test)]
mod declared;
mod fill;
mod hidden;
mod journal;
mod lock;
mod log;
mod marks;
mod model;
mod play;
mod roster;
mod sequence;
mod serve;
mod snapshot;
mod state;
mod stats;
mod summary;
mod tracks;
mod view;
mod words;
mod work;

use std::path::Path;

use crate::cli::{GameCommand, Global};
use crate::dispatch::Out;
use crate::error::{Error, Result};
use crate::render::Painter;
use crate::rules;

use journal::{Header, Journal};
pub(crate) use play::Game;
pub(crate) use serve::serve;
use state::State;
pub(crate) use work::BUDGET as WORK_BUDGET;

/// A pasted line may begin with `spw`.
pub(crate) fn strip_spw(line: &str) -> &str {
    crate::dispatch::pasted(line)
}

/// The session's short help: the rule set's procedures, and a game's words in a game; each
/// line within `width`, a long one hanging under its text.
pub(crate) fn help(rules: &str, game: bool, width: usize) -> String {
    use crate::render::screen::wrap_hung;
    use crate::report::Line;
    let mut lines: Vec<(Line, Option<usize>)> = Vec::new();
    let item = |name: &str, about: &str| (Line::plain(format!("  {name:<14} {about}")), Some(17));
    if let Some(set) = rules::rule_set(rules) {
        lines.push((Line::plain(format!("{} procedures:", set.title)), None));
        for e in set.procedures() {
            lines.push(item(e.name, e.about));
        }
    }
    lines.push((
        Line::plain(
            "Also: roll, draw, pools, reshuffle, table, tables (`COMMAND --help` for each)",
        ),
        None,
    ));
    if game {
        lines.push((Line::plain("Game words:"), None));
        for (w, about) in crate::cli::words_listed() {
            lines.push(item(&w, &about));
            if w == "roster" {
                lines.push(item("sheet", crate::cli::SHEET_IN_GAME));
            }
        }
        lines.push(item("help", "this list"));
        lines.push(item("exit", "close the game (it is all on disk already)"));
    } else {
        lines.push((
            Line::plain("exit ends the session; `spw game new FILE` starts a game kept in a file"),
            None,
        ));
    }
    let mut s = String::new();
    for (line, hang) in lines {
        for l in wrap_hung(&line, width, hang) {
            let text: String = l.0.iter().map(|s| s.text.as_str()).collect();
            s.push_str(text.trim_end());
            s.push('\n');
        }
    }
    s
}

/// `spw --game FILE COMMAND ...`: the arguments after the program name, without `--game
/// FILE`, as the line to record.
pub(crate) fn one_line(args: &[std::ffi::OsString]) -> Result<String> {
    let mut words: Vec<String> = Vec::new();
    let mut it = args
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned());
    while let Some(a) = it.next() {
        if a == "--game" {
            it.next();
        } else if !a.starts_with("--game=") {
            words.push(a);
        }
    }
    join(&words)
}

/// Words joined into a line that splits back into them, quoted only where a line needs it
/// (`set 'A Company' figures=9`, not `'figures=9'`: `=` and `,` are plain in spw's lines).
pub(crate) fn join(words: &[String]) -> Result<String> {
    let plain = |w: &str| {
        !w.is_empty()
            && w.chars()
                .all(|c| c.is_alphanumeric() || "-_.,:=+/@%^".contains(c))
    };
    let mut out = Vec::with_capacity(words.len());
    for w in words {
        if plain(w) {
            out.push(w.clone());
        } else {
            let q = shlex::try_quote(w)
                .map_err(|e| Error::usage(format!("cannot record this command line: {e}")))?;
            out.push(q.into_owned());
        }
    }
    Ok(out.join(" "))
}

/// `spw game ...` from the shell (`game open`, a session, is the front end's): its exit status.
pub(crate) fn command(
    cmd: &GameCommand,
    g: &Global,
    painter: Painter,
    out: &mut Out,
) -> Result<i32> {
    match cmd {
        GameCommand::New(f) => {
            let roster = match f.roster.as_deref() {
                Some(path) => {
                    let data = crate::data::Data::new(g.data.as_deref(), rules::data_sets())?;
                    Some(roster::load_for(path, model::of(g.rules()), Some(&data))?)
                }
                None => None,
            };
            if let Some(r) = &roster {
                tracks::check(g.rules(), sequence::of(g.rules()).ok().as_ref(), r)?;
            }
            let seed = g
                .seed
                .unwrap_or_else(|| crate::dice::source::RngSource::from_entropy().below(u64::MAX));
            let header = Header {
                spw_journal: journal::FORMAT,
                spw: env!("CARGO_PKG_VERSION").to_string(),
                rules: g.rules().to_string(),
                seed,
                data: g.data.clone(),
                roster,
            };
            journal::create(&f.file, &header)?;
            out.print(&format!(
                "New game {}: {}, seed {seed}. Play it with `spw game open {}` or `spw --game {} COMMAND`.\n",
                f.file.display(),
                header.rules,
                f.file.display(),
                f.file.display()
            ))?;
            // Say at the start what a game without a schedule will refuse later.
            let seq = sequence::of(&header.rules).ok();
            if let Some(t) = seq.as_ref().and_then(|s| s.tracks.as_ref()) {
                let roster = header.roster.clone().unwrap_or_default();
                if tracks::start(seq.as_ref(), &roster).is_empty() {
                    out.print(&format!(
                        "No C3I schedule ([[side]] c3i in a --roster): this game keeps no tracks ({}), and refuses spending them in a Schwerpunkt segment.\n",
                        t.section
                    ))?;
                }
            }
            Ok(0)
        }
        GameCommand::Open(_) => Err(Error::Runtime(
            "`game open` is a session, opened by the front end".into(),
        )),
        GameCommand::Replay(f) => replay(&f.file, g, out),
        GameCommand::Log(l) => {
            let j = journal::read(&l.file)?;
            if let Some(bytes) = j.cut {
                journal::cut_warning(&l.file, bytes);
            }
            print_log(&l.file, &j, (l.format, l.summary), g, painter, out)
                .map_err(|e| in_file(&l.file, e))?;
            Ok(0)
        }
        GameCommand::Repair(f) => {
            let (kept, dropped, copy) = journal::repair(&f.file)?;
            if dropped > 0 {
                // The snapshot covers lines no longer there.
                snapshot::remove(&f.file);
            }
            if dropped == 0 {
                out.print(&format!(
                    "{}: nothing to repair ({}, all whole)\n",
                    f.file.display(),
                    journal::entries_word(kept)
                ))?;
            } else {
                out.print(&format!(
                    "{}: kept the header and {}, dropped {dropped} {} from the first damaged one on; the original is {}\n",
                    f.file.display(),
                    journal::entries_word(kept),
                    if dropped == 1 { "line" } else { "lines" },
                    copy.display()
                ))?;
            }
            Ok(0)
        }
    }
}

/// The game's record (`spw game log FILE`, `log` in the game): text and Markdown fitted to
/// the page (80 columns in a pipe) and ending with the after-action summary, or the journal's
/// own JSON lines; what players typed reaches the terminal escaped.
pub(crate) fn print_log(
    path: &Path,
    j: &Journal,
    (format, only_summary): (crate::cli::LogFormat, bool),
    g: &Global,
    painter: Painter,
    out: &mut Out,
) -> Result<()> {
    let after = match format {
        crate::cli::LogFormat::Json => summary::After::default(),
        // Its lines are indented two columns under "After action".
        _ => summary::report(j, g, painter.width.saturating_sub(2))?,
    };
    let log = log::render(path, j, format, &after, only_summary);
    out.print(&match format {
        crate::cli::LogFormat::Json => crate::render::json::safe(log),
        _ => crate::render::screen::fit_lines(
            &crate::render::screen::escape_lines(&log),
            painter.width,
        ),
    })
}

/// `spw game replay FILE`: every entry run again from the seed; 1 at the first that differs.
fn replay(path: &Path, g: &Global, out: &mut Out) -> Result<i32> {
    let j: Journal = journal::read(path)?;
    if let Some(bytes) = j.cut {
        journal::cut_warning(path, bytes);
    }
    let mut state = State::new(&j.header, g);
    // Replay only reads: a recorded command that wrote files does not write them again.
    state.session.writes = false;
    for e in &j.entries {
        if let Some(d) = state.apply(e).map_err(|err| in_file(path, err))? {
            let line = e
                .line
                .as_deref()
                .map_or(String::new(), |l| format!(" (`{l}`)"));
            return Err(Error::Runtime(format!(
                "{}: entry {}{line} differs from its record: {}",
                path.display(),
                d.n,
                d.what
            )));
        }
        state.n = e.n;
    }
    out.print(&format!(
        "{}: {} replayed from seed {}: every result identical\n",
        path.display(),
        journal::entries_word(j.entries.len()),
        j.header.seed
    ))?;
    Ok(0)
}

/// An error of a game's entry, said with the file it is in.
pub(crate) fn in_file(path: &Path, e: Error) -> Error {
    match e {
        Error::Usage(m) => Error::Data {
            path: path.display().to_string(),
            message: m,
        },
        Error::Limit(m) if !m.starts_with(&format!("{}: ", path.display())) => {
            Error::Limit(format!("{}: {m}", path.display()))
        }
        e => e,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pasted_spw_is_dropped_but_not_a_word_starting_with_it() {
        assert_eq!(strip_spw("spw barrage --guns 2"), "barrage --guns 2");
        assert_eq!(strip_spw("  spw  roll d6"), "roll d6");
        assert_eq!(strip_spw("spwx"), "spwx");
    }

    #[test]
    fn one_line_drops_the_game_option_in_both_spellings() {
        let a = |v: &[&str]| {
            one_line(&v.iter().map(std::ffi::OsString::from).collect::<Vec<_>>()).unwrap()
        };
        assert_eq!(
            a(&["spw", "--game", "g.spw", "roll", "2d6 + 1"]),
            "roll '2d6 + 1'"
        );
        assert_eq!(a(&["spw", "draw", "--game=g.spw", "2"]), "draw 2");
    }
}

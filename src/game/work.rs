//! The work of opening a game, bounded (JOURNAL.md, "What opening refuses"): opening runs every
//! entry again, so a file of entries each within every limit (10,000 of `roll 10000d1000000`)
//! could still keep spw busy for minutes. Each entry is charged for what running it again
//! costs, in units of about one die face built (some 50 ns): its line, the dice it threw and
//! the faces of the dice its line built. A live game refuses the command that would take its
//! total past [`BUDGET`], so every game spw wrote opens; a file over it was written by hand.

use std::path::Path;

use crate::error::{Error, Result};

/// The most work a game's entries may take to run again, all together.
pub(crate) const BUDGET: u64 = 30_000_000;

/// An entry, beside its line's length: reading it, dispatching it, comparing its record.
const ENTRY: u64 = 200;

/// A 32-bit word of the dice stream (a die thrown, about): rolling it, its report and JSON.
const DIE: u64 = 32;

/// What running an entry with this recorded line again costs (the dice stream aside).
pub(crate) fn of_line(line: Option<&str>) -> u64 {
    ENTRY + line.map_or(0, |l| l.len() as u64)
}

/// The dice stream's share of the work, up to the position `stream`.
pub(crate) fn of_stream(stream: u64) -> u64 {
    stream.saturating_mul(DIE)
}

/// Faces of dice built or scanned on this thread so far ([`spw_engine`]'s parser counts them).
pub(crate) fn faces() -> u64 {
    crate::dice::parse::faces_made()
}

/// The error for a game past the bound: at entry `n` while it runs again, or up front; the
/// file named when known (a replayed entry's error is named by its caller: `in_file`).
pub(crate) fn over(path: Option<&Path>, n: Option<u64>) -> Error {
    let at = n.map_or(String::new(), |n| format!(" at entry {n}"));
    let file = path.map_or(String::new(), |p| format!("{}: ", p.display()));
    Error::limit(format!(
        "{file}opening this game passes the bound on its work{at}: a game's entries may take at most {} units to run again (each entry {ENTRY} and a unit a byte of its line, each die thrown {DIE}, each face of a die its line builds 1); a game spw plays stops short of it, so the file was written by hand (or start a new game file for the next part of the campaign)",
        crate::error::group(BUDGET),
    ))
}

/// The error for the command that would take a live game past the bound (not recorded).
pub(crate) fn full(path: &Path) -> Error {
    Error::limit(format!(
        "{}: this command would take the game past the bound on the work of opening it ({} units: each entry {ENTRY} and a unit a byte of its line, each die thrown {DIE}, each face of a die its line builds 1); it is not recorded: start a new game file for the next part of the campaign",
        path.display(),
        crate::error::group(BUDGET),
    ))
}

/// Refuses up front, before any entry runs, a file whose entries' records already pass the
/// bound (their lines and the dice stream's furthest position; the faces are counted as they
/// run). `before`: the work of the entries a snapshot covers, as it says.
/// Each entry is given as its line and its dice stream position.
pub(crate) fn up_front<'a>(
    path: &Path,
    entries: impl Iterator<Item = (Option<&'a str>, u64)>,
    before: u64,
) -> Result<()> {
    let (mut lines, mut stream) = (before, 0);
    for (line, at) in entries {
        lines = lines.saturating_add(of_line(line));
        stream = stream.max(at);
    }
    if lines.saturating_add(of_stream(stream)) > BUDGET {
        return Err(over(Some(path), None));
    }
    Ok(())
}

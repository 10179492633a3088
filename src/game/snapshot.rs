//! A game's snapshot (JOURNAL.md, "The snapshot"): the state after the journal's first
//! entries, kept in `FILE.snapshot` beside it so opening reads that state and runs only the
//! entries after it. The journal stays the record: the snapshot names the bytes of the journal
//! it covers (their length, lines, entries and hash), and one that does not match them, or was
//! written by another spw, is ignored with a warning and the game rebuilt from its entries.
//! It is written whole to a temporary file, synced and renamed into place, only by the spw
//! holding the game's lock, and only from a state every entry before it made.

use std::fs::{self, File};
use std::hash::{BuildHasher, Hasher};
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::journal::{self, Cover};
use super::state::Saved;
use crate::bounded::Limit;
use crate::error::{Error, Result};

/// The snapshot format; another is ignored (rebuilt). 2: the journal hashed chunk by chunk.
const FORMAT: u64 = 2;

/// Entries played between snapshots: opening replays at most about this many.
const EVERY: u64 = 32;

/// A snapshot: a game's state and a roster of some 10,000 units, with the undo steps kept.
const LIMIT: Limit = Limit {
    what: "a game's snapshot",
    bytes: 32 << 20,
    missing: "it is written as the game is played",
};

/// How many entries go between snapshots: [`EVERY`], or `SPW_SNAPSHOT_EVERY` (0: none), which
/// the tests use to snapshot at every entry or never.
pub(crate) fn every() -> u64 {
    std::env::var("SPW_SNAPSHOT_EVERY")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(EVERY)
}

/// `FILE.snapshot`, beside the game file.
pub(crate) fn path_of(game: &Path) -> PathBuf {
    journal::sibling(game, "snapshot")
}

/// The snapshot's first line; the second is the state ([`Saved`]).
#[derive(Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct Head {
    spw_snapshot: u64,
    /// The spw that wrote it: another may rebuild the state differently.
    spw: String,
    cover: Cover,
    /// The hash of the journal's first `cover.len` bytes ([`journal_hash`]), and of the
    /// state's line, in hex.
    journal: String,
    state: String,
}

/// What opening finds beside the game.
pub(crate) enum Found {
    /// No snapshot (a new game, or one shorter than [`every`]).
    None,
    /// A snapshot that does not match the journal: why.
    Bad(String),
    /// The state, and the journal read after the bytes it covers.
    Good(Cover, Box<Saved>, journal::After),
}

const SEED: u64 = 0x5357_4a4e;

fn hex(h: u64) -> String {
    format!("{h:016x}")
}

fn hash(bytes: &[u8]) -> String {
    hex(foldhash::fast::FixedState::with_seed(SEED).hash_one(bytes))
}

/// The hash of a journal's bytes, taken a [`journal::CHUNK`] at a time as opening reads them.
fn journal_hash(chunks: impl IntoIterator<Item = impl AsRef<[u8]>>) -> String {
    let mut h = foldhash::fast::FixedState::with_seed(SEED).build_hasher();
    for c in chunks {
        h.write(c.as_ref());
    }
    hex(h.finish())
}

/// The snapshot beside `game`, checked against the journal, which is read as it is checked;
/// an error is the journal's.
pub(crate) fn find(game: &Path) -> Result<Found> {
    let path = path_of(game);
    match fs::symlink_metadata(&path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Found::None),
        _ => {}
    }
    let text = match crate::bounded::read(&path, &LIMIT) {
        Ok(t) => t,
        Err(e) => return Ok(Found::Bad(format!("unreadable ({e})"))),
    };
    Ok(check(game, &text)?.unwrap_or_else(Found::Bad))
}

/// Checks the snapshot's `text` against the journal of `game`: `Err` why it does not match.
fn check(game: &Path, text: &[u8]) -> Result<std::result::Result<Found, String>> {
    let damaged = || Ok(Err("damaged (not a snapshot spw wrote)".to_string()));
    let Some(split) = text.iter().position(|b| *b == b'\n') else {
        return damaged();
    };
    let (head, state) = (&text[..split], &text[split + 1..]);
    let Ok(f) = serde_json::from_slice::<Head>(head) else {
        return damaged();
    };
    if f.spw != env!("CARGO_PKG_VERSION") {
        return Ok(Err(format!(
            "written by spw {} (this is {})",
            f.spw,
            env!("CARGO_PKG_VERSION")
        )));
    }
    if f.spw_snapshot != FORMAT {
        return Ok(Err(format!(
            "in snapshot format {} (this spw writes {FORMAT})",
            f.spw_snapshot
        )));
    }
    // The state as written, whole: an edit or a torn write changes its hash.
    if hash(state) != f.state {
        return damaged();
    }
    let Ok(saved) = serde_json::from_slice::<Saved>(state) else {
        return damaged();
    };
    let mut h = foldhash::fast::FixedState::with_seed(SEED).build_hasher();
    let after = match journal::read_after(game, f.cover.len, |c| h.write(c))? {
        Ok(a) => a,
        Err(has) => {
            return Ok(Err(format!(
                "covers {} bytes of the game, which has {has}",
                f.cover.len
            )));
        }
    };
    let unmatched = || {
        Ok(Err(format!(
            "does not match the game's first {} (edited or replaced since)",
            journal::entries_word(f.cover.n as usize)
        )))
    };
    if f.cover.len == 0 || !after.whole_lines || hex(h.finish()) != f.journal {
        return unmatched();
    }
    // The last entry it covers is where the state says it stands.
    let last: Option<journal::Entry> = serde_json::from_slice(&after.last).ok();
    if last.map(|e| (e.n, e.stream)) != Some(saved.at()) {
        return unmatched();
    }
    Ok(Ok(Found::Good(f.cover, Box::new(saved), after)))
}

/// The last entry of whole lines `bytes`.
fn last_entry(bytes: &[u8]) -> Option<journal::Entry> {
    let line = bytes.strip_suffix(b"\n")?.rsplit(|c| *c == b'\n').next()?;
    serde_json::from_slice(line).ok()
}

/// The warning for a snapshot ignored.
pub(crate) fn warn(game: &Path, why: &str) {
    eprintln!(
        "warning: {}: {why}; ignored, the game is rebuilt from its journal",
        path_of(game).display()
    );
}

/// Writes the snapshot of `state`, the state after every entry of the journal now on disk
/// (its lock held): read again, so the snapshot covers exactly what is there.
pub(crate) fn write(game: &Path, state: Saved, n: u64) -> Result<()> {
    let bytes = journal::read_bytes(game)?;
    // Whole lines only, the last of them entry `n`.
    if last_entry(&bytes).map(|e| e.n) != Some(n) {
        return Err(Error::Runtime(format!(
            "{}: the journal does not end with entry {n}; no snapshot written",
            game.display()
        )));
    }
    let cover = Cover {
        len: bytes.len() as u64,
        lines: bytes.iter().filter(|b| **b == b'\n').count(),
        n,
    };
    let json = |e: serde_json::Error| Error::Runtime(e.to_string());
    let state = serde_json::to_vec(&state).map_err(json)?;
    let head = Head {
        spw_snapshot: FORMAT,
        spw: env!("CARGO_PKG_VERSION").to_string(),
        cover,
        journal: journal_hash(bytes.chunks(journal::CHUNK)),
        state: hash(&state),
    };
    let mut text = serde_json::to_vec(&head).map_err(json)?;
    text.push(b'\n');
    text.extend(state);
    let path = path_of(game);
    let tmp = journal::sibling(game, &format!("snapshot-{}", std::process::id()));
    let put = || -> std::io::Result<()> {
        let mut file = File::create(&tmp)?;
        file.write_all(&text)?;
        file.sync_all()?;
        fs::rename(&tmp, &path)
    };
    put().map_err(|e| {
        let _ = fs::remove_file(&tmp);
        Error::io(&path, &e)
    })
}

/// Takes away a snapshot that no longer fits its game (`game repair` cut the journal).
pub(crate) fn remove(game: &Path) {
    let _ = fs::remove_file(path_of(game));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lines of varied lengths, some crossing the chunk boundaries.
    fn journal_text() -> Vec<u8> {
        let mut text = b"{\"header\":1}\n".to_vec();
        for i in 0..3000 {
            text.extend(format!("{{\"n\":{i},\"pad\":\"{}\"}}\n", "x".repeat(i % 97)).bytes());
        }
        text
    }

    #[test]
    fn opening_hashes_the_covered_bytes_as_writing_does_and_keeps_only_what_follows() {
        let text = journal_text();
        assert!(text.len() > 2 * journal::CHUNK);
        let path = std::env::temp_dir().join(format!("spw-snapshot-unit-{}", std::process::id()));
        std::fs::write(&path, &text).unwrap();
        let ends: Vec<usize> = text
            .iter()
            .enumerate()
            .filter(|(_, b)| **b == b'\n')
            .map(|(i, _)| i + 1)
            .collect();
        // Covers ending on either side of a chunk's end, and the whole file.
        let around = |at: usize| ends.iter().copied().find(|e| *e >= at).unwrap();
        for len in [
            ends[1],
            around(journal::CHUNK - 40),
            around(journal::CHUNK),
            around(2 * journal::CHUNK),
            text.len(),
        ] {
            let mut h = foldhash::fast::FixedState::with_seed(SEED).build_hasher();
            let after = journal::read_after(&path, len as u64, |c| h.write(c))
                .unwrap()
                .unwrap_or_else(|_| panic!("{len} bytes are there"));
            assert_eq!(
                hex(h.finish()),
                journal_hash(text[..len].chunks(journal::CHUNK)),
                "{len}"
            );
            assert!(after.whole_lines);
            let line_start = text[..len - 1].iter().rposition(|b| *b == b'\n').unwrap() + 1;
            assert_eq!(after.last, &text[line_start..len - 1], "{len}");
        }
        // One byte changed in a later chunk changes the hash.
        let mut edited = text.clone();
        let at = 2 * journal::CHUNK + 10;
        edited[at] = if edited[at] == b'x' { b'y' } else { b'x' };
        assert_ne!(
            journal_hash(edited.chunks(journal::CHUNK)),
            journal_hash(text.chunks(journal::CHUNK))
        );
        // A cover past the end: the file's length.
        let past = journal::read_after(&path, text.len() as u64 + 1, |_| {}).unwrap();
        assert_eq!(past.err(), Some(text.len() as u64));
        std::fs::remove_file(&path).unwrap();
    }
}

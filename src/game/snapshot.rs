//! A game's snapshot (JOURNAL.md, "The snapshot"): the state after the journal's first
//! entries, kept in `FILE.snapshot` beside it so opening reads that state and runs only the
//! entries after it. The journal stays the record: the snapshot names the bytes of the journal
//! it covers (their length, lines, entries and hash), and one that does not match them, or was
//! written by another spw, is ignored with a warning and the game rebuilt from its entries.
//! It is written whole to a temporary file, synced and renamed into place, only by the spw
//! holding the game's lock, and only from a state every entry before it made.

use std::fs::{self, File};
use std::hash::BuildHasher;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::journal::{self, Cover};
use super::state::Saved;
use crate::bounded::Limit;
use crate::error::{Error, Result};

/// The snapshot format; another is ignored (rebuilt).
const FORMAT: u64 = 1;

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
    /// The hash of the journal's first `cover.len` bytes, and of the state's line, in hex.
    journal: String,
    state: String,
}

/// What opening finds beside the game.
pub(crate) enum Found {
    /// No snapshot (a new game, or one shorter than [`every`]).
    None,
    /// A snapshot that does not match the journal: why.
    Bad(String),
    Good(Cover, Box<Saved>),
}

fn hash(bytes: &[u8]) -> String {
    let h = foldhash::fast::FixedState::with_seed(0x5357_4a4e).hash_one(bytes);
    format!("{h:016x}")
}

/// The snapshot beside `game`, checked against the journal's `bytes`.
pub(crate) fn find(game: &Path, bytes: &[u8]) -> Found {
    let path = path_of(game);
    match fs::symlink_metadata(&path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Found::None,
        _ => {}
    }
    let text = match crate::bounded::read(&path, &LIMIT) {
        Ok(t) => t,
        Err(e) => return Found::Bad(format!("unreadable ({e})")),
    };
    let damaged = || Found::Bad("damaged (not a snapshot spw wrote)".into());
    let Some(split) = text.iter().position(|b| *b == b'\n') else {
        return damaged();
    };
    let (head, state) = (&text[..split], &text[split + 1..]);
    let Ok(f) = serde_json::from_slice::<Head>(head) else {
        return damaged();
    };
    if f.spw_snapshot != FORMAT || f.spw != env!("CARGO_PKG_VERSION") {
        return Found::Bad(format!(
            "written by spw {} (this is {})",
            f.spw,
            env!("CARGO_PKG_VERSION")
        ));
    }
    // The state as written, whole: an edit or a torn write changes its hash.
    if hash(state) != f.state {
        return damaged();
    }
    let Ok(saved) = serde_json::from_slice::<Saved>(state) else {
        return damaged();
    };
    let len = usize::try_from(f.cover.len).unwrap_or(usize::MAX);
    if len > bytes.len() {
        return Found::Bad(format!(
            "covers {} bytes of the game, which has {}",
            f.cover.len,
            bytes.len()
        ));
    }
    let unmatched = || {
        Found::Bad(format!(
            "does not match the game's first {} (edited or replaced since)",
            journal::entries_word(f.cover.n as usize)
        ))
    };
    if len == 0 || bytes[len - 1] != b'\n' || hash(&bytes[..len]) != f.journal {
        return unmatched();
    }
    // The last entry it covers is where the state says it stands.
    if last_entry(&bytes[..len]).map(|e| (e.n, e.stream)) != Some(saved.at()) {
        return unmatched();
    }
    Found::Good(f.cover, Box::new(saved))
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
        journal: hash(&bytes),
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

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

/// The file as written.
#[derive(Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct OnDisk {
    spw_snapshot: u64,
    /// The spw that wrote it: another may rebuild the state differently.
    spw: String,
    cover: Cover,
    /// The hash of the journal's first `cover.len` bytes, in hex.
    hash: String,
    state: Saved,
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
    let f: OnDisk = match serde_json::from_slice(&text) {
        Ok(f) => f,
        Err(_) => return Found::Bad("damaged (not a snapshot spw wrote)".into()),
    };
    if f.spw_snapshot != FORMAT || f.spw != env!("CARGO_PKG_VERSION") {
        return Found::Bad(format!(
            "written by spw {} (this is {})",
            f.spw,
            env!("CARGO_PKG_VERSION")
        ));
    }
    let len = usize::try_from(f.cover.len).unwrap_or(usize::MAX);
    if len > bytes.len() {
        return Found::Bad(format!(
            "covers {} bytes of the game, which has {}",
            f.cover.len,
            bytes.len()
        ));
    }
    if len == 0 || bytes[len - 1] != b'\n' || hash(&bytes[..len]) != f.hash {
        return Found::Bad(format!(
            "does not match the game's first {} (edited or replaced since)",
            journal::entries_word(f.cover.n as usize)
        ));
    }
    Found::Good(f.cover, Box::new(f.state))
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
    let last = bytes
        .strip_suffix(b"\n")
        .map(|b| b.rsplit(|c| *c == b'\n').next().unwrap_or(b""))
        .and_then(|l| serde_json::from_slice::<journal::Entry>(l).ok());
    if last.map(|e| e.n) != Some(n) {
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
    let f = OnDisk {
        spw_snapshot: FORMAT,
        spw: env!("CARGO_PKG_VERSION").to_string(),
        cover,
        hash: hash(&bytes),
        state,
    };
    let text = serde_json::to_vec(&f).map_err(|e| Error::Runtime(e.to_string()))?;
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

//! Reading a file a user named (a game file, a roster, a house-rule file or directory): it must
//! be a regular file, and at most a stated size, or it is refused at once, naming the file and
//! the limit. A FIFO would block the read for ever, a device (`/dev/zero`) never ends, and a
//! huge file would be held whole before any check could refuse it (README, "Errors and exit
//! status", lists the limits).

use std::fs::{File, Metadata};
use std::io::{ErrorKind, Read};
use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

/// What a kind of file may be: its name in messages, its largest size, and what to say when
/// it is missing.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limit {
    /// "a game file", "a roster", "a house-rule file".
    pub what: &'static str,
    pub bytes: u64,
    /// Said after "no such file" (how to make one, what was expected).
    pub missing: &'static str,
}

/// A game file: some 5,000 commands (a command and its dice are a line of about 1 KiB). Opening
/// a game holds every entry and runs it again, so its size bounds what opening costs
/// (bench/README.md, "Figures behind the code").
pub(crate) const GAME: Limit = Limit {
    what: "a game file",
    bytes: 4 << 20,
    missing: "`spw game new FILE` starts a game",
};

/// The most entries a game file holds. Opening a game runs every entry again, and a file of
/// short lines could otherwise hold 60,000 within [`GAME`]'s size.
pub(crate) const GAME_ENTRIES: u64 = 10_000;

/// A roster (`--roster`): some 10,000 units in 1 MiB, more than any table holds.
pub(crate) const ROSTER: Limit = Limit {
    what: "a roster",
    bytes: 1 << 20,
    missing: "give the roster's TOML file ([[unit]] tables)",
};

/// A house-rule file: the largest built-in data file is about 21 KiB.
pub(crate) const HOUSE: Limit = Limit {
    what: "a house-rule file",
    bytes: 256 << 10,
    missing: "house-rule files are the .toml files of a house-rule directory",
};

/// The most entries a house-rule directory may have (its `.toml` files and anything else).
pub(crate) const DIR_ENTRIES: usize = 1000;

/// "16 MiB", "256 KiB", "1,000 bytes".
pub(crate) fn size(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 20 && b % (1 << 20) == 0 => format!("{} MiB", b >> 20),
        b if b >= 1 << 10 && b % (1 << 10) == 0 => format!("{} KiB", b >> 10),
        b => format!("{} bytes", crate::error::group(b)),
    }
}

fn refuse(path: &Path, message: String) -> Error {
    Error::Data {
        path: path.display().to_string(),
        message,
    }
}

/// What a file that is not a regular file is, in words.
fn kind(m: &Metadata) -> &'static str {
    if m.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let t = m.file_type();
        if t.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    "not a regular file"
}

/// An error opening or inspecting `path`: missing is bad input (2) with a hint, anything else
/// the system refusing (1).
fn open_error(path: &Path, e: &std::io::Error, limit: &Limit) -> Error {
    if e.kind() == ErrorKind::NotFound {
        return refuse(path, format!("no such file; {}", limit.missing));
    }
    Error::io(path, e)
}

/// Checks `path` is a regular file no larger than `limit`, without opening it (a FIFO's open
/// would block).
pub(crate) fn check(path: &Path, limit: &Limit) -> Result<Metadata> {
    let m = std::fs::metadata(path).map_err(|e| open_error(path, &e, limit))?;
    check_metadata(path, &m, limit)?;
    Ok(m)
}

fn check_metadata(path: &Path, m: &Metadata, limit: &Limit) -> Result<()> {
    if !m.is_file() {
        return Err(refuse(
            path,
            format!(
                "{}, not a regular file; {} must be a regular file",
                kind(m),
                limit.what
            ),
        ));
    }
    if m.len() > limit.bytes {
        return Err(too_big(path, Some(m.len()), limit));
    }
    Ok(())
}

fn too_big(path: &Path, len: Option<u64>, limit: &Limit) -> Error {
    let is = match len {
        Some(n) => format!("{} bytes", crate::error::group(n)),
        None => format!("over {}", size(limit.bytes)),
    };
    refuse(
        path,
        format!(
            "{is}; {} may be at most {} ({} bytes)",
            limit.what,
            size(limit.bytes),
            crate::error::group(limit.bytes)
        ),
    )
}

/// The bytes of `path`, a regular file of at most `limit` bytes.
pub(crate) fn read(path: &Path, limit: &Limit) -> Result<Vec<u8>> {
    let (mut file, len) = open(path, limit)?;
    let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
    file.read_to_end(&mut bytes)
        .map_err(|e| Error::io(path, &e))?;
    within(path, bytes.len() as u64, limit)?;
    Ok(bytes)
}

/// `path` opened for reading, checked as [`read`] checks it, with its length then; reads
/// stop one byte past `limit`, which [`within`] refuses.
pub(crate) fn open(path: &Path, limit: &Limit) -> Result<(std::io::Take<File>, u64)> {
    check(path, limit)?;
    let file = File::open(path).map_err(|e| open_error(path, &e, limit))?;
    // Checked again on the open file: it may have been swapped since.
    let m = file.metadata().map_err(|e| Error::io(path, &e))?;
    check_metadata(path, &m, limit)?;
    // One byte past the limit tells a file that grew (or a /proc file, which says 0) apart.
    Ok((file.take(limit.bytes + 1), m.len()))
}

/// Refuses a file that `read` bytes read through [`open`] show to be over `limit`.
pub(crate) fn within(path: &Path, read: u64, limit: &Limit) -> Result<()> {
    if read > limit.bytes {
        return Err(too_big(path, None, limit));
    }
    Ok(())
}

/// The text of `path` (see [`read`]); text that is not UTF-8 is refused at its line and column.
pub(crate) fn read_text(path: &Path, limit: &Limit) -> Result<String> {
    let bytes = read(path, limit)?;
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let bytes = e.as_bytes();
        let before = &bytes[..at];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        // The characters before it on its line (valid UTF-8, so counted as such).
        let col = String::from_utf8_lossy(&before[start..]).chars().count() + 1;
        Error::Data {
            path: format!("{}:{line}:{col}", path.display()),
            message: format!(
                "not UTF-8 text (a byte 0x{:02X}); save the file as UTF-8",
                bytes[at]
            ),
        }
    })
}

/// The entries of directory `dir`, sorted, refusing a directory of more than `most`.
pub(crate) fn dir_entries(dir: &Path, most: usize) -> Result<Vec<PathBuf>> {
    let entries = std::fs::read_dir(dir).map_err(|e| Error::io(dir, &e))?;
    let mut paths = Vec::new();
    for e in entries {
        let e = e.map_err(|e| Error::io(dir, &e))?;
        if paths.len() == most {
            return Err(refuse(
                dir,
                format!(
                    "more than {} entries; a house-rule directory holds its few .toml files",
                    crate::error::group(most as u64)
                ),
            ));
        }
        paths.push(e.path());
    }
    paths.sort();
    Ok(paths)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("spw-bounded-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    const SMALL: Limit = Limit {
        what: "a test file",
        bytes: 10,
        missing: "make one",
    };

    #[test]
    fn a_file_within_the_limit_reads_whole() {
        let d = scratch("ok");
        let f = d.join("a.txt");
        std::fs::write(&f, "0123456789").unwrap();
        assert_eq!(read(&f, &SMALL).unwrap(), b"0123456789");
        assert_eq!(read_text(&f, &SMALL).unwrap(), "0123456789");
    }

    #[test]
    fn a_file_over_the_limit_is_refused_naming_it_and_the_limit() {
        let d = scratch("big");
        let f = d.join("a.txt");
        std::fs::write(&f, "0123456789x").unwrap();
        let e = read(&f, &SMALL).unwrap_err();
        assert_eq!(e.code(), 2);
        let m = e.to_string();
        assert!(
            m.contains("a.txt: 11 bytes; a test file may be at most 10 bytes"),
            "{m}"
        );
    }

    #[test]
    fn missing_files_and_directories_are_bad_input_with_a_hint() {
        let d = scratch("missing");
        let e = read(&d.join("none"), &SMALL).unwrap_err();
        assert_eq!(e.code(), 2);
        assert!(
            e.to_string().ends_with("none: no such file; make one"),
            "{e}"
        );
        let e = read(&d, &SMALL).unwrap_err();
        assert_eq!(e.code(), 2);
        assert!(
            e.to_string().contains("a directory, not a regular file"),
            "{e}"
        );
    }

    #[cfg(unix)]
    #[test]
    fn devices_are_refused_without_reading() {
        let e = read(Path::new("/dev/zero"), &SMALL).unwrap_err();
        assert!(
            e.to_string().contains("a device, not a regular file"),
            "{e}"
        );
    }

    #[test]
    fn text_that_is_not_utf8_is_placed_by_line_and_column() {
        let d = scratch("utf8");
        let f = d.join("a.toml");
        std::fs::write(&f, b"ab\n\xc3\xa9x\xff\n").unwrap();
        let e = read_text(&f, &HOUSE).unwrap_err();
        assert_eq!(e.code(), 2);
        assert!(
            e.to_string()
                .contains("a.toml:2:3: not UTF-8 text (a byte 0xFF)"),
            "{e}"
        );
    }

    #[test]
    fn sizes_are_said_in_their_unit() {
        assert_eq!(size(16 << 20), "16 MiB");
        assert_eq!(size(256 << 10), "256 KiB");
        assert_eq!(size(1000), "1,000 bytes");
    }

    #[test]
    fn a_directory_of_too_many_entries_is_refused() {
        let d = scratch("dir");
        for i in 0..4 {
            std::fs::write(d.join(format!("{i}.toml")), "").unwrap();
        }
        assert_eq!(dir_entries(&d, 4).unwrap().len(), 4);
        let e = dir_entries(&d, 3).unwrap_err();
        assert!(e.to_string().contains("more than 3 entries"), "{e}");
    }
}

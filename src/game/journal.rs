//! The game file on disk: JSON Lines, a header then one entry per command, only ever appended
//! (JOURNAL.md describes every field). Reading it is where faults are found: a last line cut
//! short (kill -9, a full disk) is dropped with a warning, a damaged line before it is an error
//! naming the file and line, and a format newer than this spw reads is refused.

use std::fs::{self, File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::Value as Json;

use crate::error::{Error, Result};

/// The journal format this spw writes and reads; a file with a higher number is refused.
pub(crate) const FORMAT: u64 = 2;

/// The error for a game file that holds all it may (read or written).
fn full(path: &Path) -> Error {
    Error::limit(format!(
        "{}: a game file holds at most {} entries and {} (opening a game runs every entry again); start a new game file for the next part of the campaign",
        path.display(),
        crate::chance::limits::group(crate::bounded::GAME_ENTRIES),
        crate::bounded::size(crate::bounded::GAME.bytes)
    ))
}

/// The first line of a game file.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub(crate) struct Header {
    /// The journal format (the key also marks the file as a game file).
    pub spw_journal: u64,
    /// The spw version that started the game.
    pub spw: String,
    /// The rule set in play.
    pub rules: String,
    /// The seed of the game's dice stream.
    pub seed: u64,
    /// `--data DIR` the game was started with (house rules), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<PathBuf>,
    /// The roster as it was read at the start (`--roster`), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roster: Option<super::roster::Roster>,
}

/// What an entry is.
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Kind {
    /// A command line that was run (a procedure, `roll`, `draw`, ...).
    Command,
    /// `undo`: the game state of entry `undoes` reverted; the dice stream is not rewound.
    Undo,
    /// `next`: the game moved on to the next phase (and turn), running what the phase does.
    Next,
    /// `alias NAME = COMMAND...`: `line` holds the definition.
    Alias,
    /// `redo`: the game state entry `redoes` left, put back after an `undo` reverted it.
    Redo,
}

/// One line after the header.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
pub(crate) struct Entry {
    /// 1, 2, 3, ... in the order written.
    pub n: u64,
    pub kind: Kind,
    /// The turn the entry was played in (after a `next`: the turn it started), when the rule
    /// set declares a sequence of play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<u32>,
    /// The phase of that turn, by name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
    /// The command line run, as typed (without `spw` and `--game FILE`); the roster fills
    /// its options again when it is replayed. (Format 1 wrote the line with the options the
    /// roster filled, `--unit` and `--target` taken out, and the line as typed in `typed`.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<String>,
    /// Format 1: the line as typed, when the roster filled options in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub typed: Option<String>,
    /// The options the roster filled, by long name, with the values they took (`{"marksmanship":
    /// 4, "pinned": true}`).
    #[serde(default, skip_serializing_if = "serde_json::Map::is_empty")]
    pub filled: serde_json::Map<String, Json>,
    /// `--unit` and `--target`: the roster's units the command was about.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
    /// What the result did to the roster ("1st Platoon: figures 10 → 7").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub roster: Vec<String>,
    /// What the entry did to the game's own state: the side with the initiative, the order the
    /// units act in ("initiative: Red", "order: 1st Squad, Gruppe Adler").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub game: Vec<String>,
    /// What the entry did to the sides' tracks ("Axis: C3I Points 4 → 2 (spent 2), ...").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tracks: Vec<String>,
    /// Each report the command produced, as `--json` prints it: `dice`, `drawn`, `result`,
    /// `summary`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub output: Vec<Json>,
    /// The error, for a command that failed after throwing dice (so a replay throws them too).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// For `undo`: the entry whose effect it reverted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub undoes: Option<u64>,
    /// For `redo`: the entry whose effect it put back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redoes: Option<u64>,
    /// How far the game's dice stream had run after this entry (32-bit words).
    pub stream: u64,
}

impl Entry {
    /// An entry with nothing but its number, kind, time and stream position.
    pub(crate) fn new(
        n: u64,
        kind: Kind,
        (turn, phase): (Option<u32>, Option<String>),
        stream: u64,
    ) -> Entry {
        Entry {
            n,
            kind,
            turn,
            phase,
            line: None,
            typed: None,
            filled: serde_json::Map::new(),
            unit: None,
            target: None,
            roster: Vec::new(),
            game: Vec::new(),
            tracks: Vec::new(),
            output: Vec::new(),
            error: None,
            undoes: None,
            redoes: None,
            stream,
        }
    }
}

/// A game file read and checked.
pub(crate) struct Journal {
    pub header: Header,
    pub entries: Vec<Entry>,
    /// Bytes of whole lines: where the next entry goes.
    pub good_len: u64,
    /// Bytes of a last line cut short, dropped.
    pub cut: Option<u64>,
    /// The last line is whole but has no `\n` (an editor saved it so): kept, and the newline
    /// is written before the next entry.
    pub unended: bool,
}

fn data_error(path: &Path, message: impl Into<String>) -> Error {
    Error::Data {
        path: path.display().to_string(),
        message: message.into(),
    }
}

/// Where the lines of `bytes` are: each whole line's text and 1-based number, and the length
/// of the whole lines. A trailing piece without its newline is whole when it is blank or
/// complete JSON (an editor saves a file without a last newline, and no proper prefix of a
/// JSON object is JSON); otherwise it was cut short, and is left out.
fn lines(bytes: &[u8]) -> (Vec<(usize, &[u8])>, usize) {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, b) in bytes.iter().enumerate() {
        if *b == b'\n' {
            out.push((out.len() + 1, &bytes[start..i]));
            start = i + 1;
        }
    }
    let tail = &bytes[start..];
    let whole = !tail.is_empty()
        && (tail.trim_ascii().is_empty() || serde_json::from_slice::<Json>(tail).is_ok());
    if whole {
        out.push((out.len() + 1, tail));
        start = bytes.len();
    }
    (out, start)
}

/// Whether the last of `bytes`' lines is whole but has no newline.
fn unended(bytes: &[u8], good: usize) -> bool {
    good == bytes.len() && bytes.last().is_some_and(|b| *b != b'\n')
}

/// Which entries stand undone, and by which entry: an `undo` marks the entry it reverted, a
/// `redo` takes the mark off.
pub(crate) fn undone(entries: &[Entry]) -> std::collections::HashMap<u64, u64> {
    let mut out = std::collections::HashMap::new();
    for e in entries {
        match e.kind {
            Kind::Undo => {
                if let Some(u) = e.undoes {
                    out.insert(u, e.n);
                }
            }
            Kind::Redo => {
                if let Some(r) = e.redoes {
                    out.remove(&r);
                }
            }
            _ => {}
        }
    }
    out
}

/// "1 entry", "3 entries".
pub(crate) fn entries_word(n: usize) -> String {
    if n == 1 {
        "1 entry".to_string()
    } else {
        format!("{n} entries")
    }
}

/// Reads the header line, refusing foreign files and newer formats.
fn header(path: &Path, line: &[u8]) -> Result<Header> {
    let foreign = || {
        data_error(
            path,
            "not an spw game file (its first line is not a journal header); `spw game new FILE` starts one",
        )
    };
    let v: Json = serde_json::from_slice(line).map_err(|_| foreign())?;
    let version = v
        .get("spw_journal")
        .and_then(Json::as_u64)
        .ok_or_else(foreign)?;
    if version == 0 {
        return Err(data_error(
            path,
            format!(
                "journal format 0 is not one spw wrote; this spw reads format {FORMAT} (JOURNAL.md)"
            ),
        ));
    }
    if version > FORMAT {
        return Err(data_error(
            path,
            format!(
                "journal format {version} was written by a newer spw (this spw {} reads format {FORMAT} and below); update spw to open it",
                env!("CARGO_PKG_VERSION")
            ),
        ));
    }
    let h: Header = serde_json::from_value(v)
        .map_err(|e| data_error(path, format!("line 1: bad header: {e}")))?;
    if crate::rules::rule_set(&h.rules).is_none() {
        let known: Vec<&str> = crate::rules::rule_sets().iter().map(|r| r.id).collect();
        return Err(data_error(
            path,
            format!(
                "the game is played with rule set {:?}, which this spw does not have ({})",
                h.rules,
                known.join(", ")
            ),
        ));
    }
    // The roster as `game new` checked it: a header edited by hand (a count past the data
    // files' bounds, two units of one name) is refused here, not met part-way through play.
    if let Some(r) = &h.roster {
        let seq = super::sequence::of(&h.rules).ok();
        super::roster::check(r)
            .map_err(|m| data_error(path, format!("line 1: the roster: {m}")))
            .and_then(|()| {
                super::tracks::check(&h.rules, seq.as_ref(), r)
                    .map_err(|e| data_error(path, format!("line 1: the roster: {e}")))
            })?;
    }
    Ok(h)
}

/// Reads and checks a game file (see the module doc for what is refused).
pub(crate) fn read(path: &Path) -> Result<Journal> {
    let bytes = read_bytes(path)?;
    parse(path, &bytes, None)
}

/// A game file's bytes, read within its bound.
pub(crate) fn read_bytes(path: &Path) -> Result<Vec<u8>> {
    crate::bounded::read(path, &crate::bounded::GAME)
}

/// The journal's bytes a snapshot covers are checked a chunk of this many at a time (their
/// hash is taken chunk by chunk), so opening need not hold them.
pub(crate) const CHUNK: usize = 1 << 16;

/// A game file read for opening from a snapshot that covers its first `len` bytes: those were
/// handed to the reader's `covered` in [`CHUNK`]s and not kept, but for the header line and
/// the last covered line; the bytes after them are kept.
pub(crate) struct After {
    /// The header line with its newline, then the bytes after the covered ones.
    bytes: Vec<u8>,
    head: usize,
    len: u64,
    /// The last covered line, without its newline.
    pub last: Vec<u8>,
    /// The covered bytes end with a newline.
    pub whole_lines: bool,
}

impl After {
    /// The header and the entries after the covered bytes, checked as [`parse`] checks them.
    pub(crate) fn parse(&self, path: &Path, cover: Cover) -> Result<Journal> {
        let head = Cover {
            len: self.head as u64,
            ..cover
        };
        let mut j = parse(path, &self.bytes, Some(head))?;
        j.good_len += self.len - self.head as u64;
        Ok(j)
    }
}

/// Reads `buf` full from `file`, or to its end: the bytes read.
fn fill(path: &Path, file: &mut impl Read, buf: &mut [u8]) -> Result<usize> {
    let mut got = 0;
    while got < buf.len() {
        match file.read(&mut buf[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(Error::io(path, &e)),
        }
    }
    Ok(got)
}

/// Reads the game file at `path` for a snapshot covering its first `len` bytes, handing those
/// to `covered` chunk by chunk ([`After`]); `Err` with the file's length when it is shorter.
pub(crate) fn read_after(
    path: &Path,
    len: u64,
    mut covered: impl FnMut(&[u8]),
) -> Result<std::result::Result<After, u64>> {
    let (mut file, _) = crate::bounded::open(path, &crate::bounded::GAME)?;
    let mut buf = vec![0; CHUNK];
    let (mut head, mut head_done, mut last) = (Vec::new(), false, Vec::new());
    let mut at = 0u64;
    let mut whole_lines = false;
    while at < len {
        let want = usize::try_from(len - at).map_or(CHUNK, |l| l.min(CHUNK));
        let got = fill(path, &mut file, &mut buf[..want])?;
        at += got as u64;
        if got < want {
            return Ok(Err(at));
        }
        let chunk = &buf[..got];
        covered(chunk);
        if !head_done {
            let p = chunk.iter().position(|b| *b == b'\n');
            head_done = p.is_some();
            head.extend_from_slice(p.map_or(chunk, |p| &chunk[..=p]));
        }
        // The last line lies after the last newline but the final one.
        let inner = match at == len {
            true => {
                whole_lines = chunk.last() == Some(&b'\n');
                &chunk[..got - 1]
            }
            false => chunk,
        };
        if let Some(p) = inner.iter().rposition(|b| *b == b'\n') {
            last.clear();
            last.extend_from_slice(&inner[p + 1..]);
        } else {
            last.extend_from_slice(inner);
        }
    }
    let mut bytes = head;
    let head = bytes.len();
    file.read_to_end(&mut bytes)
        .map_err(|e| Error::io(path, &e))?;
    crate::bounded::within(
        path,
        len + (bytes.len() - head) as u64,
        &crate::bounded::GAME,
    )?;
    Ok(Ok(After {
        bytes,
        head,
        len,
        last,
        whole_lines,
    }))
}

/// Where a saved state stands in its journal: the bytes of whole lines it covers, how many
/// lines and entries those are.
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq)]
pub(crate) struct Cover {
    pub len: u64,
    pub lines: usize,
    pub n: u64,
}

/// Checks a game file's `bytes`: its header, and its entries, every one, or those after
/// `after` (a saved state that covers the rest, checked by its caller).
pub(crate) fn parse(path: &Path, bytes: &[u8], after: Option<Cover>) -> Result<Journal> {
    let first_end = bytes.iter().position(|b| *b == b'\n');
    let skip = after
        .and_then(|c| usize::try_from(c.len).ok())
        .filter(|l| *l <= bytes.len() && first_end.is_some_and(|f| f < *l));
    let (whole, good) = match skip {
        Some(at) => {
            let (tail, good) = lines(&bytes[at..]);
            let first = first_end.map_or(&bytes[..0], |f| &bytes[..f]);
            let lines_before = after.map_or(0, |c| c.lines);
            let mut all = vec![(1, first)];
            all.extend(tail.into_iter().map(|(no, t)| (no + lines_before, t)));
            (all, good + at)
        }
        None => lines(bytes),
    };
    let before = match skip {
        Some(_) => after.map_or(0, |c| c.n),
        None => 0,
    };
    let Some((_, first)) = whole.first() else {
        return Err(data_error(
            path,
            if bytes.is_empty() {
                "empty: not an spw game file (`spw game new FILE` starts one)"
            } else {
                "no whole line: not an spw game file (`spw game new FILE` starts one)"
            },
        ));
    };
    let header = header(path, first)?;
    let mut entries: Vec<Entry> = Vec::new();
    for (no, text) in &whole[1..] {
        // A blank line (an editor's newline at the end) holds no entry.
        if text.trim_ascii().is_empty() {
            continue;
        }
        let entry: Entry = serde_json::from_slice(text).map_err(|e| {
            let why = if e.is_data() {
                "JSON, but not a journal entry".to_string()
            } else {
                format!("bad JSON at column {}", e.column())
            };
            data_error(
                path,
                format!(
                    "line {no} is damaged ({why}); `spw game repair {}` keeps the {} before it",
                    path.display(),
                    entries_word(before as usize + entries.len())
                ),
            )
        })?;
        let want = before + entries.len() as u64 + 1;
        if want > crate::bounded::GAME_ENTRIES {
            return Err(full(path));
        }
        if entry.n != want {
            return Err(data_error(
                path,
                format!(
                    "line {no} is entry {} where entry {want} should be; `spw game repair {}` keeps the {} before it",
                    entry.n,
                    path.display(),
                    entries_word(before as usize + entries.len())
                ),
            ));
        }
        entries.push(entry);
    }
    let records = entries.iter().map(|e| (e.line.as_deref(), e.stream));
    super::work::up_front(path, records, 0)?;
    let cut = (good < bytes.len()).then(|| (bytes.len() - good) as u64);
    Ok(Journal {
        header,
        entries,
        good_len: good as u64,
        cut,
        unended: unended(bytes, good),
    })
}

/// The warning for a last line cut short.
pub(crate) fn cut_warning(path: &Path, bytes: u64) {
    eprintln!(
        "warning: {}: the last line was cut short ({bytes} bytes: a command stopped before it was recorded, its result never shown); dropped",
        path.display()
    );
}

/// Writes a new game file with its header, atomically: a temporary file renamed into place,
/// so a crash leaves no half-made game. An existing file is never overwritten.
pub(crate) fn create(path: &Path, header: &Header) -> Result<()> {
    if path.exists() {
        return Err(Error::usage(format!(
            "{} already exists; a game file is never overwritten (pick another name, or `spw game open` it)",
            path.display()
        )));
    }
    let tmp = sibling(path, &format!("new-{}", std::process::id()));
    let mut text = serde_json::to_string(header).map_err(|e| Error::Runtime(e.to_string()))?;
    text.push('\n');
    let write = || -> std::io::Result<()> {
        let mut f = File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()
    };
    if let Err(e) = write() {
        let _ = fs::remove_file(&tmp);
        return Err(not_created(path, &e));
    }
    fs::rename(&tmp, path).map_err(|e| Error::io(path, &e))?;
    sync_dir(path);
    Ok(())
}

/// A new game file that could not be written, named as asked for (not by the temporary name
/// it is written under), saying so when its directory is missing.
fn not_created(path: &Path, e: &std::io::Error) -> Error {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if e.kind() == std::io::ErrorKind::NotFound && !dir.is_dir() {
        return Error::Data {
            path: path.display().to_string(),
            message: format!(
                "cannot create it: the directory {} does not exist",
                dir.display()
            ),
        };
    }
    Error::Io {
        path: path.to_path_buf(),
        message: format!("cannot create it: {e}"),
    }
}

/// `FILE.WHAT` beside `path`.
pub(crate) fn sibling(path: &Path, what: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".{what}"));
    path.with_file_name(name)
}

/// Makes a rename or new file durable (a directory's entries are synced apart from its files).
fn sync_dir(path: &Path) {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}

/// The game file open for appending, locked for this process.
pub(crate) struct Writer {
    path: PathBuf,
    file: File,
}

impl Writer {
    /// Opens and locks `path` (a second writer is refused), and cuts a last line that was cut
    /// short back to the whole lines, `good_len` bytes, so the next entry starts a line.
    pub(crate) fn open(path: &Path) -> Result<Writer> {
        // Before opening: a FIFO or a device is refused, and a missing file named.
        crate::bounded::check(path, &crate::bounded::GAME)?;
        let file = OpenOptions::new()
            .read(true)
            .append(true)
            .open(path)
            .map_err(|e| Error::io(path, &e))?;
        super::lock::exclusive(path, &file)?;
        Ok(Writer {
            path: path.to_path_buf(),
            file,
        })
    }

    /// The file's length now.
    pub(crate) fn len(&self) -> Result<u64> {
        self.file
            .metadata()
            .map(|m| m.len())
            .map_err(|e| Error::io(&self.path, &e))
    }

    /// Ends a last line that has no newline (an editor saved the file so), before an entry
    /// is written after it.
    pub(crate) fn end_line(&mut self) -> Result<()> {
        self.file
            .write_all(b"\n")
            .and_then(|()| self.file.sync_data())
            .map_err(|e| Error::io(&self.path, &e))
    }

    pub(crate) fn truncate(&mut self, good_len: u64) -> Result<()> {
        self.file
            .set_len(good_len)
            .and_then(|()| self.file.sync_data())
            .map_err(|e| Error::io(&self.path, &e))
    }

    /// Appends one entry and waits until it is on disk (fsync), before the result is shown.
    /// A game that holds all a game file may is refused here, so it can always be opened again.
    pub(crate) fn append(&mut self, entry: &Entry) -> Result<()> {
        let mut text = serde_json::to_string(entry).map_err(|e| Error::Runtime(e.to_string()))?;
        text.push('\n');
        let len = self
            .file
            .metadata()
            .map_err(|e| Error::io(&self.path, &e))?
            .len();
        if entry.n > crate::bounded::GAME_ENTRIES
            || len + text.len() as u64 > crate::bounded::GAME.bytes
        {
            return Err(full(&self.path));
        }
        self.file
            .write_all(text.as_bytes())
            .and_then(|()| self.file.sync_data())
            .map_err(|e| Error::io(&self.path, &e))
    }
}

/// `spw game repair FILE`: keeps the header and the entries before the first damaged line, a
/// copy of the original kept as `FILE.damaged` (numbered after the first: [`backup`]). Returns
/// how many entries were kept, how many lines were dropped and where the original is.
pub(crate) fn repair(path: &Path) -> Result<(usize, usize, PathBuf)> {
    let bytes = crate::bounded::read(path, &crate::bounded::GAME)?;
    let (whole, good) = lines(&bytes);
    let Some((_, first)) = whole.first() else {
        return Err(data_error(
            path,
            "no header line: nothing to repair (`spw game new FILE` starts a game)",
        ));
    };
    header(path, first)?;
    let mut keep = first.len() + 1;
    let mut kept = 0usize;
    // Lines kept after the header: the entries and any blank lines among them.
    let mut lines_kept = 0usize;
    for (_, text) in &whole[1..] {
        if !text.trim_ascii().is_empty() {
            match serde_json::from_slice::<Entry>(text) {
                Ok(e) if e.n == kept as u64 + 1 => kept += 1,
                _ => break,
            }
        }
        lines_kept += 1;
        keep += text.len() + 1;
    }
    // A last line kept whole without its newline.
    let keep = keep.min(bytes.len());
    // The whole lines after the last good entry, and a cut tail as one more.
    let dropped = whole.len() - 1 - lines_kept + usize::from(good < bytes.len());
    if keep == bytes.len() {
        return Ok((kept, 0, PathBuf::new()));
    }
    let _lock = Writer::open(path)?;
    let copy = backup(path, &bytes)?;
    let tmp = sibling(path, &format!("repair-{}", std::process::id()));
    let write = || -> std::io::Result<()> {
        let mut f = File::create(&tmp)?;
        f.write_all(&bytes[..keep])?;
        f.sync_all()
    };
    if let Err(e) = write() {
        let _ = fs::remove_file(&tmp);
        return Err(Error::io(&tmp, &e));
    }
    fs::rename(&tmp, path).map_err(|e| Error::io(path, &e))?;
    sync_dir(path);
    Ok((kept, dropped, copy))
}

/// Keeps the original beside the game before a repair: `FILE.damaged`, or `FILE.damaged.2`,
/// `.3`, ... when earlier repairs left theirs, so no backup is ever overwritten.
fn backup(path: &Path, bytes: &[u8]) -> Result<PathBuf> {
    for i in 1..=1000u32 {
        let copy = if i == 1 {
            sibling(path, "damaged")
        } else {
            sibling(path, &format!("damaged.{i}"))
        };
        let made = OpenOptions::new().write(true).create_new(true).open(&copy);
        match made {
            Ok(mut f) => {
                f.write_all(bytes)
                    .and_then(|()| f.sync_all())
                    .map_err(|e| Error::io(&copy, &e))?;
                return Ok(copy);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(Error::io(&copy, &e)),
        }
    }
    Err(Error::Runtime(format!(
        "{}: a thousand earlier backups of it are beside it already; move some away to repair it again",
        path.display()
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_keep_whole_lines_and_leave_a_cut_tail() {
        let (l, good) = lines(b"a\nbb\nccc");
        assert_eq!(l, vec![(1, &b"a"[..]), (2, &b"bb"[..])]);
        assert_eq!(good, 5);
        let (l, good) = lines(b"a\n");
        assert_eq!(l.len(), 1);
        assert_eq!(good, 2);
        // A last line that is whole JSON, or blank, is whole without its newline.
        let (l, good) = lines(b"a\n{\"n\":1}");
        assert_eq!(l, vec![(1, &b"a"[..]), (2, &br#"{"n":1}"#[..])]);
        assert_eq!(good, 9);
        assert!(unended(b"a\n{\"n\":1}", good));
        let (l, good) = lines(b"a\n  ");
        assert_eq!((l.len(), good), (2, 4));
        let (l, good) = lines(b"a\n{\"n\":1");
        assert_eq!((l.len(), good), (1, 2));
        assert!(!unended(b"a\n", 2));
    }

    #[test]
    fn an_entry_round_trips_without_empty_fields() {
        let mut e = Entry::new(3, Kind::Undo, (None, None), 40);
        e.undoes = Some(2);
        let s = serde_json::to_string(&e).unwrap();
        assert_eq!(s, r#"{"n":3,"kind":"undo","undoes":2,"stream":40}"#);
        assert_eq!(serde_json::from_str::<Entry>(&s).unwrap(), e);
    }
}

//! Ctrl-C and termination signals (SIGINT, SIGTERM, SIGHUP).
//!
//! In the REPL a signal while a command runs stops that command and returns to the prompt, the
//! session (and a game's journal) untouched: the handler only raises a flag, and long loops (the
//! exact explorer's paths, an expression's exact steps, a terrain batch's tables) look at it
//! and end with an error. A second signal before the flag is looked at, or one at the prompt,
//! ends the process, so a loop that never looks cannot trap the user.
//!
//! Outside the REPL spw keeps the default (the signal ends it at once) except while it writes
//! files under temporary names (`terrain --out`): the handler is installed then, and a signal
//! removes what the command wrote before the process ends, so no temporary file is left. The
//! handler is installed only when needed, so a one-liner's start-up pays nothing for it.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock};

use crate::error::{Error, Result};

/// A signal came while a REPL command ran: the command should stop.
static PRESSED: AtomicBool = AtomicBool::new(false);
/// The process is an interactive session (a signal stops the command, not the process).
static SESSION: AtomicBool = AtomicBool::new(false);
/// A session's command is running (at the prompt a signal ends the session).
static RUNNING: AtomicBool = AtomicBool::new(false);
/// Whether the handler is installed (once per process; false if the platform refused).
static INSTALLED: OnceLock<bool> = OnceLock::new();
/// Files a command is writing and would leave behind if the process ended now. Held while a
/// file is written, so the handler never ends the process half-way through one.
static WRITING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// The status a process ended by a signal exits with (128 + SIGINT, as shells report Ctrl-C).
pub const STATUS: i32 = 130;

fn install() -> bool {
    *INSTALLED.get_or_init(|| ctrlc::set_handler(on_signal).is_ok())
}

fn on_signal() {
    if SESSION.load(Ordering::SeqCst)
        && RUNNING.load(Ordering::SeqCst)
        && !PRESSED.swap(true, Ordering::SeqCst)
    {
        return;
    }
    end()
}

/// Removes what was being written and ends the process.
fn end() -> ! {
    let files = writing();
    let n = files.iter().filter(|f| f.is_file()).count();
    // Files first, then a directory a command made (listed before its files).
    for f in files.iter().rev() {
        let _ = std::fs::remove_file(f).or_else(|_| std::fs::remove_dir(f));
    }
    if n > 0 {
        eprintln!(
            "error: interrupted: the {n} {} the command was writing {} removed",
            if n == 1 { "file" } else { "files" },
            if n == 1 { "was" } else { "were" }
        );
    }
    std::process::exit(STATUS);
}

fn writing() -> MutexGuard<'static, Vec<PathBuf>> {
    WRITING.lock().unwrap_or_else(|e| e.into_inner())
}

/// Catches signals for the rest of the process as the REPL's: false if the platform refused.
pub fn catch() -> bool {
    SESSION.store(true, Ordering::SeqCst);
    install()
}

/// A session's command starts: a signal from now on stops it (one pressed before is forgotten).
pub fn start() {
    PRESSED.store(false, Ordering::SeqCst);
    RUNNING.store(true, Ordering::SeqCst);
}

/// A session's command has ended: a signal now ends the session.
pub fn done() {
    RUNNING.store(false, Ordering::SeqCst);
}

/// Whether the command under way was asked to stop.
pub fn pressed() -> bool {
    PRESSED.load(Ordering::Relaxed) || test_pressed()
}

/// An error once the command under way was asked to stop (never, unless [`catch`] was called).
pub fn check() -> Result<()> {
    if pressed() {
        return Err(Error::Runtime(
            "interrupted (Ctrl-C): the command was stopped and changed nothing".into(),
        ));
    }
    Ok(())
}

/// Files being written under temporary names, removed if a signal ends the process before
/// the command [`Writing::keep`]s them (see the module doc). One command writes at a time.
pub struct Writing {
    /// Where this command's entries start in the shared list.
    base: usize,
}

/// A file [`Writing::write`] wrote, to be renamed into place.
#[derive(Clone, Copy)]
pub struct Written(usize);

impl Writing {
    /// Starts watching; `made` is a directory the command created for its files, removed too.
    pub fn start(made: Option<PathBuf>) -> Writing {
        install();
        let mut w = writing();
        let base = w.len();
        w.extend(made);
        Writing { base }
    }

    /// Writes `text` to `path`, which a signal from now on removes. The file is written
    /// whole before a signal is acted on.
    pub fn write(&mut self, path: PathBuf, text: &[u8]) -> std::io::Result<Written> {
        let mut w = writing();
        w.push(path);
        let at = w.len() - 1;
        std::fs::write(&w[at], text)?;
        Ok(Written(at))
    }

    /// Renames a file [`Writing::write`] wrote to `to`, which a signal from now on removes
    /// instead, until [`Writing::keep`].
    pub fn rename(&mut self, file: Written, to: PathBuf) -> std::io::Result<()> {
        let mut w = writing();
        std::fs::rename(&w[file.0], &to)?;
        w[file.0] = to;
        Ok(())
    }

    /// The command has finished: its files stay whatever comes next.
    pub fn keep(self) {}
}

impl Drop for Writing {
    /// Kept, or the command failed and removed its files itself: nothing is left to watch.
    fn drop(&mut self) {
        writing().truncate(self.base);
    }
}

#[cfg(test)]
thread_local! {
    /// A Ctrl-C for this test thread alone (the flag itself is shared by parallel tests).
    static TEST_PRESSED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

#[cfg(test)]
fn test_pressed() -> bool {
    TEST_PRESSED.with(|p| p.get())
}

#[cfg(not(test))]
fn test_pressed() -> bool {
    false
}

/// Presses Ctrl-C for the current test thread until the guard is dropped.
#[cfg(test)]
pub fn press_in_test() -> impl Drop {
    struct Release;
    impl Drop for Release {
        fn drop(&mut self) {
            TEST_PRESSED.with(|p| p.set(false));
        }
    }
    TEST_PRESSED.with(|p| p.set(true));
    Release
}

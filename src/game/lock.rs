//! One writer per game file: an advisory lock (`flock` on Unix, `LockFileEx` on Windows) held
//! while a game is open, so a second process on the same file is refused instead of
//! interleaving its entries. The operating system drops the lock when the process ends, even
//! by kill -9, so a crash never leaves a game locked.

use std::fs::{File, TryLockError};
use std::path::Path;

use crate::error::{Error, Result};

/// Takes the lock on `file` (the game file at `path`) or says who holds it.
pub(crate) fn exclusive(path: &Path, file: &File) -> Result<()> {
    match file.try_lock() {
        Ok(()) => Ok(()),
        Err(TryLockError::WouldBlock) => Err(Error::Runtime(format!(
            "{} is open in another spw (a game has one writer at a time); close that session first",
            path.display()
        ))),
        Err(TryLockError::Error(e)) => Err(Error::io(path, &e)),
    }
}

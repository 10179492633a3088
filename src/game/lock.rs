//! One writer per game file: an advisory lock (`flock` on Unix, `LockFileEx` on Windows, by
//! the fs4 crate) held while a game is open, so a second process on the same file is refused
//! instead of interleaving its entries. The operating system drops the lock when the process
//! ends, even by kill -9, so a crash never leaves a game locked.

use std::fs::File;
use std::path::Path;

use fs4::{FileExt, TryLockError};

use crate::error::{Error, Result};

/// Takes the lock on `file` (the game file at `path`) or says why not.
pub(crate) fn exclusive(path: &Path, file: &File) -> Result<()> {
    // The trait's method by its full name: newer std has an inherent `File::try_lock` too.
    match FileExt::try_lock(file) {
        Ok(()) => Ok(()),
        Err(TryLockError::WouldBlock) => Err(Error::Runtime(format!(
            "{} is open in another spw (a game has one writer at a time); close that session first",
            path.display()
        ))),
        Err(TryLockError::Error(e)) => Err(Error::io(path, &e)),
    }
}

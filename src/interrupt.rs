//! Ctrl-C in the REPL stops a long computation and returns to the prompt, the session (and a
//! game's journal) untouched. The handler only raises a flag; long loops (the exact explorer's
//! paths) look at it and end with an error. A second Ctrl-C before the flag is looked at ends
//! the process as Ctrl-C always does, so a loop that never looks cannot trap the user.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::error::{Error, Result};

static PRESSED: AtomicBool = AtomicBool::new(false);

/// Catches Ctrl-C for the rest of the process (the REPL's); false if the platform refused.
pub(crate) fn catch() -> bool {
    ctrlc::set_handler(|| {
        if PRESSED.swap(true, Ordering::SeqCst) {
            std::process::exit(130);
        }
    })
    .is_ok()
}

/// Forgets a Ctrl-C pressed before the command now starting.
pub(crate) fn clear() {
    PRESSED.store(false, Ordering::SeqCst);
}

/// An error once Ctrl-C has been pressed (never, unless [`catch`] was called).
pub(crate) fn check() -> Result<()> {
    if PRESSED.load(Ordering::Relaxed) {
        return Err(Error::Runtime(
            "interrupted (Ctrl-C): the command was stopped and changed nothing".into(),
        ));
    }
    Ok(())
}

//! An account of the work a command did that start-up could have done for nothing: each data
//! file parsed, each command built, the pools read, the big prime sieve. A debug build writes
//! one line per event to standard error when `SPW_TRACE_LOADS` is set (not empty), so a test
//! can count what `spw roll 2d6` loads (tests/cli/startup.rs); a release build has no trace.

/// Notes one piece of work: `what` is its kind (`data`, `command`, `pools`, `sieve`), `name`
/// says which.
#[cfg(debug_assertions)]
pub fn note(what: &str, name: &str) {
    if std::env::var_os("SPW_TRACE_LOADS").is_some_and(|v| !v.is_empty()) {
        eprintln!("spw trace: {what} {name}");
    }
}

#[cfg(not(debug_assertions))]
#[inline(always)]
pub fn note(_what: &str, _name: &str) {}

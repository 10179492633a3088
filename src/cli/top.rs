//! The top level of the command tree: its global options, no subcommands. The raw line's scan
//! reads the global options from it before any command is built ([`with_top`]), and the first
//! command built then takes it ([`top`]), so a one-liner declares them once.

use std::cell::RefCell;

use clap::{Args, Command};

use super::{ABOUT, Global, LONG_ABOUT};

thread_local! {
    /// The top level built by [`with_top`] and not yet taken by [`top`].
    static TOP: RefCell<Option<Command>> = const { RefCell::new(None) };
}

/// `f` of the top level, which is kept for the next [`top`].
pub(super) fn with_top<R>(f: impl FnOnce(&Command) -> R) -> R {
    TOP.with(|t| f(t.borrow_mut().get_or_insert_with(build)))
}

/// The top level with its global options and no subcommands. Its examples (`after_help`)
/// are added by [`super::tree::command`] alone: `spw --help` and every other line that shows
/// the top level's help is read with the whole tree, so the one-subcommand plans never show
/// them.
pub(super) fn top() -> Command {
    TOP.with(|t| t.borrow_mut().take())
        // Kept from before a terminal was resized (the REPL): laid out for the screen now.
        .map(|cmd| cmd.term_width(crate::render::screen::screen().width))
        .unwrap_or_else(build)
}

fn build() -> Command {
    let cmd = Command::new("spw")
        .version(env!("CARGO_PKG_VERSION"))
        .about(ABOUT)
        .long_about(LONG_ABOUT)
        .subcommand_value_name("COMMAND")
        // Help is laid out for the screen, as every other text is (80 in a pipe).
        .term_width(crate::render::screen::screen().width);
    Global::augment_args(cmd)
}

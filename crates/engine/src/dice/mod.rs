//! Dice expressions: the notation (`ast`), reading it (`parse`) and rolling it (`roll`).

pub mod ast;
pub mod parse;
pub mod roll;
pub mod source;

/// The largest number a data file may hold, either sign: the widest die the notation takes
/// (1,000,000 faces) and far beyond any rule's number, yet small enough that sums and
/// products of a few of them with the checked command-line counts never overflow.
pub const MAX_NUMBER: i64 = 1_000_000;

//! Dice expressions: the notation (`ast`), reading it (`parse`) and rolling it (`roll`).

pub mod ast;
pub mod parse;
pub mod roll;
pub mod source;

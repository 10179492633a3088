//! Dice expressions: the notation (`ast`), reading it (`parse`) and rolling it (`roll`).

pub mod ast;
pub mod source;
pub mod roll;

//! spw: a referee's dice-and-table assistant for tabletop wargames.
//!
//! `run` takes the command line and returns the exit status; `main` is a thin wrapper so the
//! shell, the batch reader, the REPL and the tests all go through the same code.

pub mod app;
pub mod batch;
pub mod chance;
pub mod cli;
pub mod commands;
pub mod data;
pub mod dice;
pub mod dispatch;
pub mod engine;
pub mod error;
pub mod pools;
pub mod render;
pub mod repl;
pub mod report;
pub mod rules;
pub mod session;

pub use app::run;

//! spw: a referee's dice-and-table assistant for tabletop wargames.
//!
//! `run` takes the command line and returns the exit status; `main` is a thin wrapper so the
//! shell, the batch reader, the REPL and the tests all go through the same code. How it is put
//! together: ARCHITECTURE.md.
//!
//! The library's public face is `run` and the engine the benchmarks drive (`dice`, `chance`,
//! `engine`, `pools`, `data`, `error`); everything else is `pub(crate)`, so the compiler finds
//! code nothing uses.

#![warn(unreachable_pub)]

pub(crate) mod app;
pub(crate) mod batch;
pub(crate) mod bounded;
pub(crate) mod cli;
pub(crate) mod commands;
pub(crate) mod data;
pub(crate) mod dispatch;
pub(crate) mod effects;
#[doc(hidden)]
pub mod fuzz;
pub(crate) mod game;
pub(crate) mod render;
pub(crate) mod repl;
pub(crate) mod report;
pub(crate) mod request;
pub(crate) mod rules;
pub(crate) mod screen;
pub(crate) mod session;
pub(crate) mod usage;

pub use app::run;
pub use spw_engine::{chance, dice, engine, error};
pub(crate) use spw_engine::{interrupt, pools, trace};

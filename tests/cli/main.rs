//! Integration tests: the real `spw` binary, driven as a user would.

mod harness;

mod agreement;
mod chances;
mod cli_basics;
mod docs;
mod fairness;
mod global;
mod golden;
mod hostile;
mod pools;
mod schwerpunkt_core;
mod schwerpunkt_sp1;
mod schwerpunkt_sp2;
mod terrain;

//! Integration tests: the real `spw` binary, driven as a user would.

mod case;
mod harness;

mod after_action;
mod agreement;
mod batch_lines;
mod chances;
mod cli_basics;
mod data_tables;
mod docs;
mod evening;
mod every_procedure;
mod fairness;
mod frontier;
mod game;
mod game_record;
mod global;
mod goals;
mod golden;
mod hardening;
mod hostile;
mod house_rules;
mod in_its_turn;
mod output;
mod percent;
mod pools;
mod portable;
mod repl;
mod schema;
mod schwerpunkt;
mod screen;
mod scripted;
mod series;
mod serve;
mod sheet;
// Printed by headless Chromium where it is installed (build.rs: cfg spw_print).
mod sheet_print;
mod snapshot;
// The load trace is a debug build's (crates/engine/src/trace.rs).
#[cfg(debug_assertions)]
mod startup;
mod states;
mod states_matrix;
mod terrain;
mod tsatf;
mod typed_dice;

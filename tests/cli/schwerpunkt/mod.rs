//! Schwerpunkt's procedures through the real binary, one file per group of procedures (named
//! for them), and one for tests that take several procedures at once.

use serde_json::Value;

use crate::case::{golden, p};
use crate::harness::chances;

mod across_procedures;
mod aircraft_aa_strafe;
mod barrage_duel_drift;
mod fire_scatter_morale;
mod flee;
mod initiative_game_length_victory;
mod melee;
mod movement;
mod penetrate;
mod save_test_pin;

/// The quantity names `--chances` reports, in order.
fn names(args: &[&str]) -> Vec<String> {
    let v = chances(args);
    v["chances"].as_object().unwrap().keys().cloned().collect()
}

fn dice_values(v: &Value) -> Vec<i64> {
    v["dice"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["value"].as_i64().unwrap())
        .collect()
}

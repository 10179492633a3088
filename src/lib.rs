//! spw: a referee's dice-and-table assistant for tabletop wargames.

pub mod chance;
pub mod dice;
pub mod engine;
pub mod error;

//! spw's engine, below everything that knows a rule set: the dice notation (`dice`), the
//! `Dice` trait a procedure is written against and the roller (`engine`), card decks, chit
//! cups and tile bags (`pools`), and the exact interpreter (`chance`), with the error type,
//! interrupts and the debug trace they share. A crate of its own so the compiler keeps the
//! layers pointing down: nothing here can name data files, rules, rendering or a session.

pub mod chance;
pub mod dice;
pub mod engine;
pub mod error;
pub mod interrupt;
pub mod pools;
pub mod trace;

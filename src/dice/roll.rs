//! Rolling a dice expression with a [`Source`], keeping every die for the output.
//!
//! INTERFACE STUB: the dice-notation work replaces the body.

use std::sync::Arc;

use crate::dice::ast::Expr;
use crate::dice::source::{DieRecord, Source};
use crate::error::Result;

/// A rolled expression: its value and every die thrown, term by term.
#[derive(Clone, Debug)]
pub struct Rolled {
    pub total: i64,
    pub terms: Vec<RolledTerm>,
}

/// One dice term (`4d6kh3`) as rolled: every die (kept, dropped, rerolled, exploded), and the
/// term's value (the kept dice's sum, or the count of successes).
#[derive(Clone, Debug)]
pub struct RolledTerm {
    pub text: Arc<str>,
    pub dice: Vec<DieRecord>,
    pub value: i64,
}

impl Rolled {
    /// Every die, term after term.
    pub fn dice(&self) -> impl Iterator<Item = &DieRecord> {
        self.terms.iter().flat_map(|t| t.dice.iter())
    }
}

/// Rolls `expr`, drawing faces from `src` in order. `what` labels the dice (`"morale"`); when
/// empty each die is labelled with its term's text (`"4d6kh3"`).
pub fn roll(expr: &Expr, src: &mut dyn Source, what: &str) -> Result<Rolled> {
    todo!("{expr:?} {what} {}", src.remaining().is_some())
}

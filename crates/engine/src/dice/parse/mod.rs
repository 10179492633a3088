//! Reading dice notation into an [`Expr`].
//!
//! The grammar (whitespace may separate tokens; a dice term is one token, written without
//! spaces, except around the values inside braces):
//!
//! ```text
//! expr     = sum
//! sum      = product { ("+" | "-") product }
//! product  = unary { ("*" | "/") unary }
//! unary    = { "-" } atom
//! atom     = integer | dice | "(" sum ")"
//! dice     = [integer] ("d" | "D") faces { modifier } [success]
//! faces    = integer | "%" | "F" | "f" | "{" signed { "," signed } "}" | NAME
//! modifier = ("rr" | "ro") (selector | signed)
//!          | ("e" | "!") [selector | integer]
//!          | ("mi" | "ma") signed
//!          | ("kh" | "kl" | "dh" | "dl") [integer]
//! selector = cmp signed          success = cmp signed
//! cmp      = "<=" | "<" | ">=" | ">" | "="
//! signed   = ["-"] integer       integer = digit { digit }   (must fit in an i64)
//! ```
//!
//! A NAME is one of the named dice given to [`parse`] (`dSF`, `dA`); the longest name that
//! matches wins, and it must not run on into another capital. Choices where notations differ:
//! a bare selector number means `=` (`rr1`); `e`/`!` without a selector explode on the die's
//! highest face (`=max`); `rr`/`ro` need a selector; a selector written straight after a
//! modifier belongs to it (`10d6e>=5` explodes on 5+; write `10d6e6>=5` to count successes
//! of an exploding die); the success test comes last; unary minus may repeat, unary plus is
//! not accepted; `kh` and friends keep or drop in the order written, clamped to the dice
//! still kept; per-die modifiers apply before keep/drop wherever they are written.
//!
//! Errors are [`Error::Parse`] with a 1-based character column, except the limits, which are
//! [`Error::Limit`]: input over [`MAX_INPUT`] bytes, nesting over [`MAX_NESTING`], more than
//! [`MAX_DICE`](crate::dice::source::MAX_DICE) dice in all, a die over [`MAX_FACES`] faces,
//! more than [`MAX_MODIFIERS`] per-die modifiers on a term, more than [`MAX_TOTAL_FACES`] faces
//! built in all.
//!
//! The parser is in parts: reading characters, numbers and comparisons (`lexer`), sums,
//! products and unary minus (`arith`), a dice term and its modifiers (`term`), the die's
//! faces (`faces`), and the values a die can count as, for the `rr` check (`values`).

mod arith;
mod faces;
mod lexer;
mod term;
mod values;

use std::collections::HashMap;

use crate::dice::ast::{Die, Expr};
use crate::error::{Error, Result};

use values::Values;

/// The longest expression accepted, in bytes.
pub const MAX_INPUT: usize = 4096;
/// How deeply parentheses and unary minus signs may nest.
pub const MAX_NESTING: usize = 64;
/// The most faces one die may have.
pub const MAX_FACES: usize = 1_000_000;
/// The most per-die modifiers (`rr ro e ! mi ma`) on one dice term. Rolling recurses once per
/// modifier, so this also bounds the stack.
pub const MAX_MODIFIERS: usize = 64;
/// The most faces the dice an expression builds may have between them (`d1000000+d999999+...`
/// would otherwise allocate gigabytes from a 4 KiB string).
pub const MAX_TOTAL_FACES: usize = 2_000_000;

thread_local! {
    /// Faces built or scanned by every expression parsed on this thread so far.
    static FACES_MADE: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The faces of the dice every expression parsed on this thread so far built or scanned: the
/// part of a line's work its length does not show (`d1000000` is 8 bytes and a million faces),
/// read before and after by a caller that bounds the work of many lines (opening a game).
pub fn faces_made() -> u64 {
    FACES_MADE.with(std::cell::Cell::get)
}

fn made(n: usize) {
    FACES_MADE.with(|c| c.set(c.get().saturating_add(n as u64)));
}

/// Parses `input`. `named` lists the named dice (`dSF`, `dA`, `dS`) the notation may use.
pub fn parse(input: &str, named: &[Die]) -> Result<Expr> {
    if input.len() > MAX_INPUT {
        return Err(Error::limit(format!(
            "the dice expression is {} bytes long; the limit is 4 KiB ({MAX_INPUT} bytes)",
            input.len()
        )));
    }
    let mut p = Parser::new(input, named);
    p.skip_ws();
    if p.at_end() {
        return Err(p.error(
            0,
            "the dice expression is empty: give dice such as 2d6+1, 4d6kh3 or 10d6>=4",
        ));
    }
    let node = p.sum()?;
    p.skip_ws();
    if !p.at_end() {
        return Err(p.stray(None));
    }
    Ok(node.expr)
}

/// The smallest and largest value one die of `term` can count as after its per-die
/// modifiers, and the range of the term's value. For checks and tests; `None` when the die
/// has no faces.
#[cfg(test)]
pub fn term_range(term: &crate::dice::ast::DiceTerm) -> Option<(i64, i64)> {
    let mut v = Values::of_die(&term.die);
    for m in &term.per_die {
        v = v.apply(*m);
    }
    let (lo, hi) = (v.min()?, v.max()?);
    let kept = i64::from(term.kept());
    if term.count_successes.is_some() {
        return Some((0, kept));
    }
    Some((lo.saturating_mul(kept), hi.saturating_mul(kept)))
}

/// A parsed piece of the expression: the tree, its value when it has no dice (to refuse
/// `/ 0` early), and where it starts (0-based character index).
struct Node {
    expr: Expr,
    konst: Option<i64>,
    start: usize,
}

/// What the last atom was, so an error after it can say what would have been right.
#[derive(Clone, Copy)]
enum Last {
    Number,
    Group,
    Dice {
        start: usize,
        end: usize,
        success: bool,
    },
}

struct Parser<'a> {
    input: &'a str,
    chars: Vec<char>,
    pos: usize,
    named: &'a [Die],
    depth: usize,
    dice: u64,
    faces_built: usize,
    standard: HashMap<i64, Die>,
    /// Possible values of each die used by an `rr`, by the address of its faces.
    values: HashMap<usize, Values>,
    last: Last,
}

impl<'a> Parser<'a> {
    fn new(input: &'a str, named: &'a [Die]) -> Parser<'a> {
        Parser {
            input,
            chars: input.chars().collect(),
            pos: 0,
            named,
            depth: 0,
            dice: 0,
            faces_built: 0,
            standard: HashMap::new(),
            values: HashMap::new(),
            last: Last::Number,
        }
    }

    fn error(&self, at: usize, message: impl Into<String>) -> Error {
        Error::Parse {
            message: message.into(),
            input: self.input.to_string(),
            column: at + 1,
        }
    }
}

#[cfg(test)]
pub mod tests;

//! The arithmetic: sums, products, unary minus and atoms (a number, dice, a group), and
//! the error for whatever is left over where an operator or the end should be.

use super::lexer::{is_cmp, shown};
use super::{Last, MAX_NESTING, Node, Parser};
use crate::dice::ast::{Expr, Op};
use crate::error::{Error, Result};

impl Parser<'_> {
    /// Enters one level of nesting (a parenthesis or a unary minus) at `at`.
    fn nest(&mut self, at: usize) -> Result<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(Error::limit(format!(
                "the dice expression nests more than {MAX_NESTING} deep at column {} (parentheses and minus signs count); the limit is {MAX_NESTING}",
                at + 1
            )));
        }
        Ok(())
    }

    pub(super) fn sum(&mut self) -> Result<Node> {
        let mut left = self.product(None)?;
        loop {
            self.skip_ws();
            let op = match self.peek() {
                Some('+') => Op::Add,
                Some('-') => Op::Sub,
                _ => return Ok(left),
            };
            self.pos += 1;
            let right = self.product(Some(op.symbol()))?;
            left = combine(op, left, right);
        }
    }

    /// Factors joined by `*` and `/`. `after` is the operator before it, if any.
    fn product(&mut self, after: Option<char>) -> Result<Node> {
        let mut left = self.unary(after)?;
        loop {
            self.skip_ws();
            let op = match self.peek() {
                Some('*') => Op::Mul,
                Some('/') => Op::Div,
                _ => return Ok(left),
            };
            self.pos += 1;
            let right = self.unary(Some(op.symbol()))?;
            if op == Op::Div && right.konst == Some(0) {
                let divisor = self.text(right.start, self.pos);
                let msg = match divisor.trim_end() {
                    "0" => "division by zero: divide by a number other than 0".to_string(),
                    d => format!("division by zero: '{d}' is always 0; divide by something else"),
                };
                return Err(self.error(right.start, msg));
            }
            left = combine(op, left, right);
        }
    }

    /// Any number of minus signs, then an atom. `after` is the operator before it, if any.
    fn unary(&mut self, after: Option<char>) -> Result<Node> {
        self.skip_ws();
        let start = self.pos;
        let mut signs = 0;
        while self.peek() == Some('-') {
            self.nest(self.pos)?;
            signs += 1;
            self.pos += 1;
            self.skip_ws();
        }
        let mut node = self.atom(if signs > 0 { Some('-') } else { after })?;
        for _ in 0..signs {
            node = Node {
                konst: node.konst.and_then(i64::checked_neg),
                expr: Expr::Neg(Box::new(node.expr)),
                start,
            };
        }
        self.depth -= signs;
        node.start = start;
        Ok(node)
    }

    fn atom(&mut self, after: Option<char>) -> Result<Node> {
        self.skip_ws();
        let start = self.pos;
        match self.peek() {
            Some('(') => {
                self.nest(start)?;
                self.pos += 1;
                let inner = self.sum()?;
                self.skip_ws();
                if self.peek() != Some(')') {
                    return Err(self.stray(Some(start)));
                }
                self.pos += 1;
                self.depth -= 1;
                self.last = Last::Group;
                Ok(Node { start, ..inner })
            }
            Some(c) if c.is_ascii_digit() => {
                let n = self.integer()?;
                if matches!(self.peek(), Some('d' | 'D')) {
                    return self.dice(start, Some(n));
                }
                self.last = Last::Number;
                Ok(Node {
                    expr: Expr::Num(n),
                    konst: Some(n),
                    start,
                })
            }
            Some('d' | 'D') => self.dice(start, None),
            found => {
                let wanted = "a number, dice (2d6, d20, dF) or '('";
                let msg = match (after, found) {
                    (Some(op), None) => {
                        format!("'{op}' at the end needs {wanted} after it")
                    }
                    (None, None) => format!("expected {wanted}, found the end"),
                    (Some(op), Some(')')) => format!("expected {wanted} after '{op}', found ')'"),
                    (None, Some(')')) if self.after_open(start) => {
                        "'()' is empty: put a number or dice inside the parentheses".to_string()
                    }
                    (None, Some(')')) => "this ')' has no matching '('".to_string(),
                    (Some(op), Some('+' | '*' | '/')) => format!(
                        "'{op}' cannot be followed by '{}': expected {wanted}",
                        self.chars[start]
                    ),
                    (None, Some(c @ ('+' | '*' | '/'))) => {
                        format!("'{c}' needs {wanted} before it")
                    }
                    (_, Some(c)) if is_cmp(c) => format!(
                        "a comparison ('{c}') can only follow dice, as in 10d6>=4; expected {wanted}"
                    ),
                    (_, Some(c)) if c.is_alphabetic() || c == '!' => {
                        let w = self.word_at(start);
                        format!("unexpected '{w}': expected {wanted}")
                    }
                    (_, c) => format!("unexpected {}: expected {wanted}", shown(c)),
                };
                Err(self.error(start, msg))
            }
        }
    }

    /// The error for something left over where an operator, `)` or the end should be.
    /// `open` is the position of the `(` being closed, if any.
    pub(super) fn stray(&self, open: Option<usize>) -> Error {
        let at = self.pos;
        let Some(c) = self.peek() else {
            let o = open.unwrap_or(0);
            return self.error(
                o,
                format!("the '(' at column {} is never closed: add ')'", o + 1),
            );
        };
        let after_dice_space = |end: usize| self.chars[end..at].iter().any(|c| c.is_whitespace());
        let msg = if c == ')' {
            "this ')' has no matching '('".to_string()
        } else if is_cmp(c) {
            let cmp = self.comparison_text(at);
            match self.last {
                Last::Dice {
                    success: true,
                    start,
                    end,
                } => format!(
                    "'{}' already has a success test; a dice term takes one",
                    self.text(start, end)
                ),
                Last::Dice { start, end, .. } if after_dice_space(end) => {
                    // Show the term as it should be written: the test glued on.
                    let number: String = self.chars[at + cmp.len()..]
                        .iter()
                        .skip_while(|c| c.is_whitespace())
                        .enumerate()
                        .take_while(|(i, c)| c.is_ascii_digit() || (*i == 0 && **c == '-'))
                        .map(|(_, c)| *c)
                        .take(20)
                        .collect();
                    format!(
                        "write the success test right after the dice, without a space: {}{cmp}{number}",
                        self.text(start, end)
                    )
                }
                _ => format!(
                    "a comparison ('{cmp}') can only follow a dice term, as in 10d6>=4 (how many dice roll 4 or more)"
                ),
            }
        } else if c.is_ascii_digit()
            || c == '('
            || ((c == 'd' || c == 'D') && !self.modifier_at(at))
        {
            format!(
                "missing operator before '{}': join numbers and dice with + - * or /",
                self.word_at(at)
            )
        } else if self.modifier_at(at) {
            let w = self.word_at(at);
            match self.last {
                Last::Dice {
                    start,
                    end,
                    success: false,
                } if after_dice_space(end) => format!(
                    "modifiers follow the dice directly, without a space: {}{w}",
                    self.text(start, end)
                ),
                _ => format!("'{w}' can only follow dice, as in 4d6kh3 or 2d6rr1"),
            }
        } else if c.is_alphanumeric() {
            format!(
                "unexpected '{}': expected an operator (+ - * /) or the end",
                self.word_at(at)
            )
        } else {
            format!(
                "unexpected '{c}': dice expressions use numbers, dice (2d6), + - * /, and parentheses"
            )
        };
        self.error(at, msg)
    }
}

fn combine(op: Op, left: Node, right: Node) -> Node {
    let konst = match (left.konst, right.konst) {
        (Some(a), Some(b)) => match op {
            Op::Add => a.checked_add(b),
            Op::Sub => a.checked_sub(b),
            Op::Mul => a.checked_mul(b),
            Op::Div => a.checked_div(b),
        },
        _ => None,
    };
    Node {
        expr: Expr::Bin(op, Box::new(left.expr), Box::new(right.expr)),
        konst,
        start: left.start,
    }
}

//! The cursor over the input: characters, whole numbers, comparisons, and the words and
//! characters an error message quotes.

use super::Parser;
use crate::dice::ast::Cmp;
use crate::error::{Error, Result};

pub(super) fn is_cmp(c: char) -> bool {
    matches!(c, '<' | '>' | '=')
}

pub(super) fn shown(c: Option<char>) -> String {
    match c {
        None => "the end of the expression".to_string(),
        Some(c) if c.is_whitespace() => "a space".to_string(),
        Some(c) => format!("'{c}'"),
    }
}

impl Parser<'_> {
    pub(super) fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    pub(super) fn peek_at(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.pos + ahead).copied()
    }

    pub(super) fn at_end(&self) -> bool {
        self.pos >= self.chars.len()
    }

    pub(super) fn skip_ws(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.pos += 1;
        }
    }

    pub(super) fn text(&self, from: usize, to: usize) -> String {
        self.chars[from..to.min(self.chars.len())].iter().collect()
    }

    /// The word at `at` (letters, digits and `!`), for messages; at most 20 characters.
    pub(super) fn word_at(&self, at: usize) -> String {
        let mut w: String = self.chars[at..]
            .iter()
            .take_while(|c| c.is_alphanumeric() || **c == '!')
            .take(21)
            .collect();
        if w.chars().count() > 20 {
            w = w.chars().take(20).collect::<String>() + "…";
        }
        if w.is_empty() {
            w = self
                .chars
                .get(at)
                .map(|c| c.to_string())
                .unwrap_or_default();
        }
        w
    }

    /// Whether the last non-space character before `at` is `(`.
    pub(super) fn after_open(&self, at: usize) -> bool {
        self.chars[..at].iter().rev().find(|c| !c.is_whitespace()) == Some(&'(')
    }

    pub(super) fn comparison_text(&self, at: usize) -> &'static str {
        match (self.chars.get(at), self.chars.get(at + 1)) {
            (Some('<'), Some('=')) => "<=",
            (Some('>'), Some('=')) => ">=",
            (Some('<'), _) => "<",
            (Some('>'), _) => ">",
            _ => "=",
        }
    }

    /// Whether a modifier keyword starts at `at`.
    pub(super) fn modifier_at(&self, at: usize) -> bool {
        let next = self.chars.get(at + 1).copied();
        match self.chars.get(at) {
            Some('e' | '!') => true,
            Some('r') => matches!(next, Some('r' | 'o')),
            Some('m') => matches!(next, Some('i' | 'a')),
            Some('k' | 'd') => matches!(next, Some('h' | 'l')),
            _ => false,
        }
    }

    /// Digits at the cursor, as an i64.
    pub(super) fn integer(&mut self) -> Result<i64> {
        let start = self.pos;
        let mut n: Option<i64> = Some(0);
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            n = n
                .and_then(|n| n.checked_mul(10))
                .and_then(|n| n.checked_add(i64::from(d)));
            self.pos += 1;
        }
        if self.pos == start {
            return Err(self.error(
                start,
                format!("expected a number, found {}", shown(self.peek())),
            ));
        }
        n.ok_or_else(|| {
            let digits = self.pos - start;
            let shown = if digits > 20 {
                format!("{}… ({digits} digits)", self.text(start, start + 20))
            } else {
                self.text(start, self.pos)
            };
            self.error(
                start,
                format!(
                    "the number {shown} is too large: numbers go up to {}",
                    i64::MAX
                ),
            )
        })
    }

    /// An optional `-` and digits; `what` says what the number is for, in the message.
    pub(super) fn signed(&mut self, what: &str) -> Result<i64> {
        let start = self.pos;
        let negative = self.peek() == Some('-');
        if negative {
            self.pos += 1;
        }
        if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
            return Err(self.error(
                self.pos,
                format!(
                    "expected a whole number {what}, found {}",
                    shown(self.peek())
                ),
            ));
        }
        let n = self.integer().map_err(|e| match e {
            Error::Parse { message, input, .. } => Error::Parse {
                message,
                input,
                column: start + 1,
            },
            e => e,
        })?;
        Ok(if negative { -n } else { n })
    }

    /// `<=`, `<`, `>=`, `>` or `=` at the cursor.
    pub(super) fn cmp(&mut self) -> Option<Cmp> {
        let (cmp, len) = match (self.peek(), self.peek_at(1)) {
            (Some('<'), Some('=')) => (Cmp::Le, 2),
            (Some('>'), Some('=')) => (Cmp::Ge, 2),
            (Some('<'), _) => (Cmp::Lt, 1),
            (Some('>'), _) => (Cmp::Gt, 1),
            (Some('='), _) => (Cmp::Eq, 1),
            _ => return None,
        };
        self.pos += len;
        Some(cmp)
    }
}

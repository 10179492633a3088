//! A dice term: the count, the die, its modifiers (`rr ro e ! mi ma`, keep and drop) and its
//! success test.

use std::sync::Arc;

use super::lexer::is_cmp;
use super::values::Values;
use super::{Last, MAX_MODIFIERS, Node, Parser};
use crate::dice::ast::{Cmp, DiceTerm, Expr, PerDie, Selection, Test};
use crate::dice::source::MAX_DICE;
use crate::error::{Error, Result};

impl Parser<'_> {
    /// A dice term starting at `start`; the cursor is on the `d`.
    pub(super) fn dice(&mut self, start: usize, count: Option<i64>) -> Result<Node> {
        let count = count.unwrap_or(1);
        let d_at = self.pos;
        self.pos += 1;
        let die = self.faces(d_at)?;
        if count > MAX_DICE as i64 {
            return Err(Error::limit(format!(
                "'{}' asks for {count} dice; at most {MAX_DICE} dice are rolled per command",
                self.text(start, self.pos)
            )));
        }
        self.dice += count as u64;
        if self.dice > MAX_DICE as u64 {
            return Err(Error::limit(format!(
                "the expression rolls {} dice by column {}; at most {MAX_DICE} dice are rolled per command",
                self.dice,
                start + 1
            )));
        }
        let mut term = DiceTerm {
            count: count as u32,
            die,
            per_die: Vec::new(),
            selection: Selection::default(),
            count_successes: None,
            text: Arc::from(""),
        };
        // Possible values of one die through the modifiers so far; built only once an `rr`
        // needs them (named dice can be large).
        let mut values: Option<Values> = None;
        // The keeps and drops given so far (`kh`, `dl`, ...): each once, as the per-die ones.
        let mut given = 0u8;
        loop {
            let at = self.pos;
            let Some(c) = self.peek() else { break };
            let next = self.peek_at(1);
            let per_die = match (c, next) {
                ('r', Some('r' | 'o')) => self.reroll(&term, &mut values)?,
                ('r', _) => {
                    return Err(self.error(
                        at,
                        "'r' is not a modifier: use rr (reroll while it matches) or ro (reroll once)",
                    ));
                }
                ('e' | '!', _) => self.explode(c, &term)?,
                ('m', Some('i' | 'a')) => {
                    self.pos += 2;
                    let name = self.text(at, at + 2);
                    let n = self.signed(&format!("after {name} (e.g. {name}2)"))?;
                    if next == Some('i') {
                        PerDie::Min(n)
                    } else {
                        PerDie::Max(n)
                    }
                }
                ('m', _) => {
                    return Err(self.error(
                        at,
                        "'m' is not a modifier: use mi N (count low dice as N) or ma N (count high dice as N)",
                    ));
                }
                ('k' | 'd', Some('h' | 'l')) => {
                    self.pos += 2;
                    self.keep_drop(&mut term, (c, next == Some('h')), at, &mut given)?;
                    continue;
                }
                ('k', _) => {
                    return Err(self.error(
                        at,
                        "'k' must be followed by h or l: kh keeps the highest dice, kl the lowest (4d6kh3)",
                    ));
                }
                (c, _) if is_cmp(c) => {
                    self.success(&mut term)?;
                    break;
                }
                _ => break,
            };
            self.check_modifier(&term, per_die, start, at)?;
            if let Some(v) = values.take() {
                values = Some(v.apply(per_die));
            }
            term.per_die.push(per_die);
        }
        term.text = Arc::from(self.text(start, self.pos));
        self.last = Last::Dice {
            start,
            end: self.pos,
            success: term.count_successes.is_some(),
        };
        Ok(Node {
            expr: Expr::Dice(term),
            konst: None,
            start,
        })
    }

    /// `rr` or `ro` and the values to reroll; the cursor is on the `r`. `values` holds what
    /// one die can count as so far, worked out here the first time an `rr` needs it: an `rr`
    /// that would reroll every one of them never stops, and is refused.
    fn reroll(&mut self, term: &DiceTerm, values: &mut Option<Values>) -> Result<PerDie> {
        let at = self.pos;
        let next = self.peek_at(1);
        self.pos += 2;
        let name = self.text(at, at + 2);
        let test = match self.selector()? {
            Some(t) => t,
            None if self.peek() == Some('-') => {
                Test::new(Cmp::Eq, self.signed(&format!("after {name}"))?)
            }
            None => {
                return Err(self.error(
                    at,
                    format!(
                        "{name} needs the values to reroll, e.g. {name}1, {name}<3 or {name}<=2"
                    ),
                ));
            }
        };
        if next != Some('r') {
            return Ok(PerDie::RerollOnce(test));
        }
        let v = match values.take() {
            Some(v) => v,
            None => {
                let base = self.values_of(&term.die);
                term.per_die.iter().fold(base, |v, m| v.apply(*m))
            }
        };
        if v.without(test).is_empty() {
            return Err(self.error(
                at,
                format!(
                    "'{}' would reroll every value {} can show here ({}), so it would never stop",
                    self.text(at, self.pos),
                    term.die.name,
                    v.describe()
                ),
            ));
        }
        *values = Some(v);
        Ok(PerDie::RerollAlways(test))
    }

    /// `e` or `!` and the faces that explode (the die's highest when none is given); the
    /// cursor is on the `e` or `!`.
    fn explode(&mut self, c: char, term: &DiceTerm) -> Result<PerDie> {
        self.pos += 1;
        if self.peek() == Some('-') && self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) {
            return Err(self.error(
                self.pos,
                format!(
                    "'{c}-' is ambiguous: write {c}=-N to explode on a negative value, or put a space before '-' to subtract"
                ),
            ));
        }
        let test = self
            .selector()?
            .unwrap_or(Test::new(Cmp::Eq, term.die.max()));
        Ok(PerDie::Explode(test))
    }

    /// The success test that ends a term (`>=4`); the cursor is on the comparison. Nothing
    /// may follow it: not a second test, not a modifier.
    fn success(&mut self, term: &mut DiceTerm) -> Result<()> {
        let cmp = self.cmp().unwrap_or(Cmp::Eq);
        let n = self.signed(&format!("after '{}'", cmp.symbol()))?;
        term.count_successes = Some(Test::new(cmp, n));
        if self.peek().is_some_and(is_cmp) {
            return Err(self.error(self.pos, "a dice term takes one success test (10d6>=4)"));
        }
        if self.modifier_at(self.pos) {
            return Err(self.error(
                self.pos,
                format!(
                    "modifiers go before the success test: write '{}' before '{}{}'",
                    self.word_at(self.pos),
                    cmp.symbol(),
                    n
                ),
            ));
        }
        Ok(())
    }

    /// Refuses a per-die modifier read at `at` that the term cannot take: one too many, the
    /// same one twice, or a `mi` above a `ma`.
    fn check_modifier(
        &self,
        term: &DiceTerm,
        per_die: PerDie,
        start: usize,
        at: usize,
    ) -> Result<()> {
        if term.per_die.len() >= MAX_MODIFIERS {
            return Err(Error::limit(format!(
                "'{}' has more than {MAX_MODIFIERS} per-die modifiers (rr ro e ! mi ma); the limit is {MAX_MODIFIERS}",
                self.text(start, self.pos)
            )));
        }
        // The same modifier twice (`d6!!`, `d6!e`) is a typo or another notation's
        // compounding explosion, and mi above ma leaves no value a die can count as:
        // refused rather than read some way the referee did not mean.
        if term.per_die.contains(&per_die) {
            return Err(self.error(
                at,
                format!(
                    "'{}' repeats a modifier already on this die; give each once (spw has no '!!' compounding explosions)",
                    self.text(at, self.pos)
                ),
            ));
        }
        let low = term
            .per_die
            .iter()
            .chain([&per_die])
            .filter_map(|m| match m {
                PerDie::Min(n) => Some(*n),
                _ => None,
            });
        let high = term
            .per_die
            .iter()
            .chain([&per_die])
            .filter_map(|m| match m {
                PerDie::Max(n) => Some(*n),
                _ => None,
            });
        if let (Some(lo), Some(hi)) = (low.max(), high.min()) {
            if lo > hi {
                return Err(self.error(
                    at,
                    format!(
                        "mi{lo} and ma{hi} contradict: no die can count as at least {lo} and at most {hi}"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// An optional comparison selector: `<3`, `>=5`, `=1`, or a bare number meaning `=`.
    fn selector(&mut self) -> Result<Option<Test>> {
        if let Some(cmp) = self.cmp() {
            let n = self.signed(&format!("after '{}'", cmp.symbol()))?;
            return Ok(Some(Test::new(cmp, n)));
        }
        if self.peek().is_some_and(|c| c.is_ascii_digit()) {
            return Ok(Some(Test::new(Cmp::Eq, self.integer()?)));
        }
        Ok(None)
    }

    /// `kh`, `kl`, `dh` or `dl` with an optional count (default 1), folded into the term's
    /// selection. The kept dice are always a run of ranks, so it stays two numbers. `given`
    /// holds those already on the term: `4d6kh3kh2` is a typo or a second thought, refused as
    /// `d6!!` is; different ones compose (`4d6dl1dh1`, the middle two).
    fn keep_drop(
        &mut self,
        term: &mut DiceTerm,
        (kind, high): (char, bool),
        at: usize,
        given: &mut u8,
    ) -> Result<()> {
        let name = self.text(at, at + 2);
        // `4d6kh-1` reads as a mistaken count; `4d6kh-d6` is plainly a subtraction.
        if self.peek() == Some('-') && self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) {
            return Err(self.error(
                self.pos,
                format!("{name} takes a number of dice (0 or more), not a negative number"),
            ));
        }
        let n = if self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.integer()?
        } else {
            1
        };
        let bit = match (kind, high) {
            ('k', true) => 1,
            ('k', false) => 2,
            (_, true) => 4,
            _ => 8,
        };
        if *given & bit != 0 {
            return Err(self.error(
                at,
                format!(
                    "'{}' repeats a modifier already on this die; give each once (4d6kh3)",
                    self.text(at, self.pos)
                ),
            ));
        }
        *given |= bit;
        // Clamp to the dice still kept so the two counts never exceed the pool.
        let kept = i64::from(term.kept());
        let sel = &mut term.selection;
        let (drop_low, drop_high) = match (kind, high) {
            ('k', true) => ((kept - n).max(0), 0),
            ('k', false) => (0, (kept - n).max(0)),
            (_, true) => (0, n.min(kept)),
            _ => (n.min(kept), 0),
        };
        sel.drop_low += drop_low as u32;
        sel.drop_high += drop_high as u32;
        Ok(())
    }
}

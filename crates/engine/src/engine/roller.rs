//! The rolling interpreter: every step throws real dice (seeded or typed at the table), or
//! draws real items from the session's pools, and keeps them, grouped by step, for the output.

use std::rc::Rc;
use std::sync::Arc;

use crate::dice::ast::{Die, Expr, Test};
use crate::dice::roll;
use crate::dice::source::{DieRecord, Limited, Source};
use crate::engine::{Attempt, Dice, Settled, distinct_values};
use crate::error::{Error, Result};
use crate::pools::{By, Draw, Table};

/// One step's dice: what they were for, each die, and the test they were rolled against; or,
/// for a draw from a pool, the items drawn (`dice` is then empty).
#[derive(Clone, Debug)]
pub struct Throw {
    /// Shared with a single die's `what`: one allocation per step, not per die.
    pub what: Arc<str>,
    pub dice: Vec<DieRecord>,
    pub test: Option<Test>,
    pub draw: Option<Draw>,
}

/// Rolls procedures for real.
pub struct Roller<'a> {
    source: Limited<'a>,
    /// The pools draws take from; `None` where nothing may be drawn.
    table: Option<Table<'a>>,
    throws: Vec<Throw>,
}

/// A cap on "roll again until ..." so a pathological `--dice` list or house rule cannot loop.
const MAX_RETRIES: usize = 1000;

impl<'a> Roller<'a> {
    /// A roller with dice only: a draw is an error.
    pub fn new(source: &'a mut dyn Source) -> Roller<'a> {
        Roller {
            source: Limited::new(source),
            table: None,
            throws: Vec::new(),
        }
    }

    /// A roller that also draws from the pools in play.
    pub fn at_table(source: &'a mut dyn Source, table: Table<'a>) -> Roller<'a> {
        Roller {
            source: Limited::new(source),
            table: Some(table),
            throws: Vec::new(),
        }
    }

    /// Every step's dice, in the order they were thrown.
    pub fn throws(&self) -> &[Throw] {
        &self.throws
    }

    pub fn into_throws(self) -> Vec<Throw> {
        self.throws
    }

    /// Throws `n` dice one by one. With table dice, first checks that enough are left, so the
    /// message names the whole step that is short ("still need 3 × d6 for shots 4–6").
    fn throw(&mut self, n: u32, die: &Die, what: &str, test: Option<Test>) -> Result<&Throw> {
        if let Some(left) = self.source.remaining() {
            if left < n as usize {
                let first = left + 1;
                let which = if n == 1 {
                    what.to_string()
                } else if first == n as usize {
                    format!("{what} {n}")
                } else {
                    format!("{what} {first}–{n}")
                };
                return Err(Error::NeedDice(format!(
                    "--dice ran out: {what} takes {n} × {}, {}; still need {} × {} for {which} (and any dice later steps ask for)",
                    die.name,
                    match left {
                        0 => "and none are left".to_string(),
                        1 => "and only 1 is left".to_string(),
                        l => format!("and only {l} are left"),
                    },
                    n as usize - left,
                    die.name,
                )));
            }
        }
        let mut dice = Vec::with_capacity(n as usize);
        let shared: Arc<str> = Arc::from(what);
        for i in 1..=n {
            let label: Arc<str> = if n == 1 {
                shared.clone()
            } else {
                format!("{what} {i}").into()
            };
            let value = self.source.next(die, &label)?;
            let mut rec = DieRecord::new(die, value, label);
            rec.success = test.map(|t| t.holds(value));
            dice.push(rec);
        }
        self.throws.push(Throw {
            what: shared,
            dice,
            test,
            draw: None,
        });
        Ok(self.throws.last().expect("just pushed"))
    }
}

impl Dice for Roller<'_> {
    fn roll(&mut self, die: &Die, what: &str) -> Result<i64> {
        Ok(self.throw(1, die, what, None)?.dice[0].value)
    }

    fn count(&mut self, n: u32, die: &Die, test: Test, what: &str) -> Result<u32> {
        let t = self.throw(n, die, what, Some(test))?;
        Ok(t.dice.iter().filter(|d| d.success == Some(true)).count() as u32)
    }

    fn sum(&mut self, n: u32, die: &Die, what: &str) -> Result<i64> {
        let t = self.throw(n, die, what, None)?;
        Ok(t.dice.iter().map(|d| d.value).sum())
    }

    fn tally(&mut self, n: u32, die: &Die, what: &str) -> Result<Vec<u32>> {
        let values = distinct_values(die);
        let t = self.throw(n, die, what, None)?;
        let mut counts = vec![0u32; values.len()];
        for d in &t.dice {
            if let Ok(i) = values.binary_search(&d.value) {
                counts[i] += 1;
            }
        }
        Ok(counts)
    }

    fn expr(&mut self, expr: &Expr, what: &str) -> Result<i64> {
        let rolled = roll::roll(expr, &mut self.source, what)?;
        self.throws.push(Throw {
            what: what.into(),
            dice: rolled.dice().cloned().collect(),
            test: None,
            draw: None,
        });
        Ok(rolled.total)
    }

    fn retry_erased(&mut self, what: &str, attempt: &mut dyn Attempt) -> Result<Rc<dyn Settled>> {
        for _ in 0..MAX_RETRIES {
            if let Some(id) = attempt.run(self)? {
                return attempt
                    .value(id)
                    .ok_or_else(|| Error::Runtime(format!("{what}: no answer numbered {id}")));
            }
        }
        Err(Error::Runtime(format!(
            "{what}: still undecided after {MAX_RETRIES} re-rolls"
        )))
    }

    fn draw(&mut self, pool: &str, n: u32, by: &By, what: &str) -> Result<Vec<u32>> {
        let Some(table) = self.table.as_mut() else {
            return Err(Error::Runtime(format!(
                "{what}: this command has no pools to draw from"
            )));
        };
        let (counts, draw) = table.draw(pool, n, by, what, &mut self.source)?;
        self.throws.push(Throw {
            what: what.into(),
            dice: Vec::new(),
            test: None,
            draw: Some(draw),
        });
        Ok(counts)
    }

    fn rolling(&self) -> bool {
        true
    }
}

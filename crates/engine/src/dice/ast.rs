//! The parsed form of a dice expression. Both interpreters read this one tree: `dice::roll`
//! rolls it, `chance::of_expr` computes its exact distribution, so they cannot disagree about
//! what an expression means.
//!
//! What an expression means (both interpreters implement exactly this):
//!
//! 1. A term `NdM...` throws `count` dice of `die`. Each die goes through `per_die` modifiers
//!    left to right. Modifier `i` sees a die produced by modifiers `0..i`; when it says "roll
//!    again" (`rr`, `ro`, `e`) the new die is a fresh die through modifiers `0..i` too. So the
//!    distribution of one die is a left fold over `per_die`, starting from the faces.
//!    - `rr T`: while the value meets T, it is discarded and a fresh die is used.
//!    - `ro T`: if the value meets T, it is discarded and one fresh die is used, whatever it shows.
//!    - `e T`: while the last die added meets T (at most [`MAX_EXPLOSIONS`] times), a fresh die is
//!      added to the value. The die's value is the sum.
//!    - `mi N` / `ma N`: clamp the value from below / above.
//! 2. Then keep/drop: sort the pool's final values, drop `selection.drop_low` lowest and
//!    `selection.drop_high` highest (saturating: never below zero dice kept).
//! 3. Then the term's value: the sum of the kept dice, or with `count_successes` the number of
//!    kept dice whose value meets the test.
//! 4. Terms and numbers combine with `+ - *` and `/` (integer division rounding toward zero;
//!    dividing by zero is an error) and unary minus. Arithmetic overflow is an error.

use std::fmt;
use std::sync::Arc;

/// One face of a die: the number it is worth and, for special faces, the word printed on it
/// (`JAM` on the sustained-fire die, `HIT` on the scatter die).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Face {
    pub value: i64,
    pub label: Option<Arc<str>>,
    /// A face the output shows as a bad result (the JAM), as the die's data says.
    pub bad: bool,
}

impl Face {
    pub fn plain(value: i64) -> Face {
        Face {
            value,
            label: None,
            bad: false,
        }
    }
}

/// A die: a name as the user wrote it (`d6`, `d%`, `dSF`, `d{0,1,1,2}`) and its faces, each
/// equally likely. Faces may repeat (`dSF` has two 1s and two 2s).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Die {
    pub name: Arc<str>,
    pub faces: Arc<[Face]>,
}

impl Die {
    /// The standard die with faces 1..=sides.
    pub fn standard(sides: i64) -> Die {
        let name = if sides == 100 {
            "d%".to_string()
        } else {
            format!("d{sides}")
        };
        Die {
            name: name.into(),
            faces: (1..=sides).map(Face::plain).collect(),
        }
    }

    /// The fudge die `dF`: faces -1, 0, +1.
    pub fn fudge() -> Die {
        Die {
            name: "dF".into(),
            faces: [-1, 0, 1].into_iter().map(Face::plain).collect(),
        }
    }

    pub fn sides(&self) -> usize {
        self.faces.len()
    }

    pub fn min(&self) -> i64 {
        self.faces.iter().map(|f| f.value).min().unwrap_or(0)
    }

    pub fn max(&self) -> i64 {
        self.faces.iter().map(|f| f.value).max().unwrap_or(0)
    }

    /// The word for a value on this die, if its face has one (`0` on `dSF` is `JAM`).
    pub fn label_of(&self, value: i64) -> Option<&str> {
        self.face_of(value).and_then(|f| f.label.as_deref())
    }

    /// The first face showing `value`. A standard die (`d1000000`: faces 1, 2, 3, ...) finds
    /// it by position, so recording each of a thousand such dice does not scan a million faces.
    pub fn face_of(&self, value: i64) -> Option<&Face> {
        let standard = self.name.as_ref() == "d%"
            || self
                .name
                .strip_prefix('d')
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        if standard {
            let at = usize::try_from(value.wrapping_sub(1))
                .ok()
                .and_then(|i| self.faces.get(i));
            if let Some(f) = at.filter(|f| f.value == value) {
                return Some(f);
            }
        }
        self.faces.iter().find(|f| f.value == value)
    }
}

/// A comparison used by rerolls, explosions, success counting and tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Eq,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Cmp {
    pub fn holds(self, value: i64, target: i64) -> bool {
        match self {
            Cmp::Eq => value == target,
            Cmp::Lt => value < target,
            Cmp::Le => value <= target,
            Cmp::Gt => value > target,
            Cmp::Ge => value >= target,
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Cmp::Eq => "=",
            Cmp::Lt => "<",
            Cmp::Le => "<=",
            Cmp::Gt => ">",
            Cmp::Ge => ">=",
        }
    }
}

/// A condition on one die's value: `>= 4`, `= 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Test {
    pub cmp: Cmp,
    pub target: i64,
}

impl Test {
    pub fn new(cmp: Cmp, target: i64) -> Test {
        Test { cmp, target }
    }

    pub fn holds(self, value: i64) -> bool {
        self.cmp.holds(value, self.target)
    }
}

impl fmt::Display for Test {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.cmp.symbol(), self.target)
    }
}

/// The explosion depth bound: a die explodes at most this many times, so a roll always ends and
/// its exact distribution is finite. The last roll is kept as it fell.
pub const MAX_EXPLOSIONS: u32 = 20;

/// A modifier that changes each die on its own, applied left to right. "Roll again" in `rr`,
/// `ro` and `e` means a fresh die through the modifiers to the left of this one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PerDie {
    /// `rr`: while the value meets the test, roll the die again (the old value is discarded).
    RerollAlways(Test),
    /// `ro`: if the value meets the test, roll again once and keep the new value.
    RerollOnce(Test),
    /// `e` / `!`: while the last roll meets the test (at most [`MAX_EXPLOSIONS`] times), roll
    /// another die and add it to this one.
    Explode(Test),
    /// `mi N`: a die worth less than N counts as N.
    Min(i64),
    /// `ma N`: a die worth more than N counts as N.
    Max(i64),
}

/// Which dice of a pool are kept, after sorting by value. `kh kl dh dl` applied in order always
/// leave a run of consecutive ranks, so a selection is stored as how many are dropped from each
/// end (of the sorted pool) -- easy to roll and to compute exactly.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    pub drop_low: u32,
    pub drop_high: u32,
}

/// `NdM` with its modifiers: per-die modifiers, then keep/drop, then an optional success count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiceTerm {
    pub count: u32,
    pub die: Die,
    pub per_die: Vec<PerDie>,
    pub selection: Selection,
    /// `10d6>=4`: the term's value is how many kept dice meet the test instead of their sum.
    pub count_successes: Option<Test>,
    /// The term as written, for output (`4d6kh3`).
    pub text: Arc<str>,
}

impl DiceTerm {
    /// `n` dice of `die` with these per-die modifiers, `(drop_low, drop_high)` and success test,
    /// written `NdX`: for code that builds terms without parsing (the tests and benchmarks).
    pub fn built(
        n: u32,
        die: Die,
        per_die: Vec<PerDie>,
        (drop_low, drop_high): (u32, u32),
        count_successes: Option<Test>,
    ) -> DiceTerm {
        DiceTerm {
            count: n,
            text: format!("{n}{}", die.name).into(),
            die,
            per_die,
            selection: Selection {
                drop_low,
                drop_high,
            },
            count_successes,
        }
    }

    /// How many dice stay after keep/drop.
    pub fn kept(&self) -> u32 {
        self.count
            .saturating_sub(self.selection.drop_low + self.selection.drop_high)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Add,
    Sub,
    Mul,
    /// Integer division rounding toward zero.
    Div,
}

impl Op {
    pub fn symbol(self) -> char {
        match self {
            Op::Add => '+',
            Op::Sub => '-',
            Op::Mul => '*',
            Op::Div => '/',
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    Num(i64),
    Dice(DiceTerm),
    Neg(Box<Expr>),
    Bin(Op, Box<Expr>, Box<Expr>),
}

impl Expr {
    /// Every dice term, left to right (for tests that walk an expression).
    #[cfg(test)]
    pub fn terms(&self) -> Vec<&DiceTerm> {
        let mut out = Vec::new();
        self.collect_terms(&mut out);
        out
    }

    #[cfg(test)]
    fn collect_terms<'a>(&'a self, out: &mut Vec<&'a DiceTerm>) {
        match self {
            Expr::Num(_) => {}
            Expr::Dice(t) => out.push(t),
            Expr::Neg(e) => e.collect_terms(out),
            Expr::Bin(_, a, b) => {
                a.collect_terms(out);
                b.collect_terms(out);
            }
        }
    }
}

// Canonical text: a form the parser reads back to the same tree (apart from each term's
// `text`), with every default spelled out (`e` on a d6 is `e=6`, keep/drop is `dl`/`dh`).

impl fmt::Display for PerDie {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PerDie::RerollAlways(t) => write!(f, "rr{t}"),
            PerDie::RerollOnce(t) => write!(f, "ro{t}"),
            PerDie::Explode(t) => write!(f, "e{t}"),
            PerDie::Min(n) => write!(f, "mi{n}"),
            PerDie::Max(n) => write!(f, "ma{n}"),
        }
    }
}

impl fmt::Display for DiceTerm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.count, self.die.name)?;
        for m in &self.per_die {
            write!(f, "{m}")?;
        }
        if self.selection.drop_low > 0 {
            write!(f, "dl{}", self.selection.drop_low)?;
        }
        if self.selection.drop_high > 0 {
            write!(f, "dh{}", self.selection.drop_high)?;
        }
        if let Some(t) = self.count_successes {
            write!(f, "{t}")?;
        }
        Ok(())
    }
}

impl Expr {
    /// Binding strength, for parentheses: sums 1, products 2, unary minus 3, atoms 4.
    fn precedence(&self) -> u8 {
        match self {
            Expr::Bin(Op::Add | Op::Sub, ..) => 1,
            Expr::Bin(Op::Mul | Op::Div, ..) => 2,
            Expr::Neg(_) => 3,
            Expr::Num(_) | Expr::Dice(_) => 4,
        }
    }

    fn fmt_at(&self, f: &mut fmt::Formatter<'_>, min: u8) -> fmt::Result {
        if self.precedence() < min {
            write!(f, "(")?;
            self.fmt_at(f, 0)?;
            return write!(f, ")");
        }
        match self {
            Expr::Num(n) => write!(f, "{n}"),
            Expr::Dice(t) => write!(f, "{t}"),
            Expr::Neg(e) => {
                write!(f, "-")?;
                e.fmt_at(f, 3)
            }
            Expr::Bin(op, a, b) => {
                let p = self.precedence();
                a.fmt_at(f, p)?;
                write!(f, " {} ", op.symbol())?;
                // Operators group to the left, so an equal-strength right side needs brackets.
                b.fmt_at(f, p + 1)
            }
        }
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_at(f, 0)
    }
}

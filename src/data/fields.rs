//! Typed fields of data tables, compiled when a file loads so no command parses them again and
//! a mistake is reported with the file, line and column that hold it: dice expressions
//! ([`DiceExpr`]), single dice ([`DieField`]) and roll ranges ([`RollRange`], checked together
//! by [`check_ranges`]).
//!
//! Dice fields may name the named dice of `dice.toml` (`dSF`), which house rules can change, so
//! they are parsed against the named dice of the session: [`Data`](super::Data) loads those
//! first and lends them to the deserializer for the time one file is read ([`with_named_dice`]).

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

use super::Problem;
use crate::dice::ast::{Die, Expr};
use crate::dice::parse;

thread_local! {
    /// The named dice a dice field may use while a data file is read.
    static NAMED: RefCell<Named> = const { RefCell::new(Named::None) };
}

/// The named dice a dice field may use.
#[derive(Clone)]
enum Named {
    None,
    These(Rc<[Die]>),
    /// The built-in ones, read only when a field names one (a table of a file no house rule
    /// touches, read on first use: most name none).
    BuiltIn,
}

/// Runs `f` (reading a data file) with `dice` as the named dice its dice fields may use.
pub(crate) fn with_named_dice<T>(dice: &[Die], f: impl FnOnce() -> T) -> T {
    with(Named::These(dice.into()), f)
}

/// Runs `f` with the built-in named dice ([`super::built_in_dice`]) for its dice fields.
pub(crate) fn with_built_in_dice<T>(f: impl FnOnce() -> T) -> T {
    with(Named::BuiltIn, f)
}

fn with<T>(named: Named, f: impl FnOnce() -> T) -> T {
    let before = NAMED.with(|n| std::mem::replace(&mut *n.borrow_mut(), named));
    let out = f();
    NAMED.with(|n| *n.borrow_mut() = before);
    out
}

/// `text` parsed with the named dice in force: without them first, as a named die is the
/// only thing they add.
fn parse_with_named(text: &str) -> Result<Expr, crate::error::Error> {
    parse::parse(text, &[]).or_else(|plain| {
        let named = NAMED.with(|n| n.borrow().clone());
        match named {
            Named::None => Err(plain),
            Named::These(dice) => parse::parse(text, &dice),
            Named::BuiltIn => parse::parse(text, &super::built_in_dice()),
        }
    })
}

/// A dice expression in a data file (`"2d6"`, `"d%"`, `"dSF"`), parsed when the file loads.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct DiceExpr {
    text: String,
    expr: Expr,
}

impl DiceExpr {
    /// The expression as the file wrote it, for the output (`2d6`).
    pub(crate) fn text(&self) -> &str {
        &self.text
    }

    pub(crate) fn expr(&self) -> &Expr {
        &self.expr
    }

    /// The lowest and highest totals the dice can roll.
    pub(crate) fn span(&self) -> Result<(i64, i64), String> {
        let d = crate::chance::of_expr(&self.expr).map_err(|e| e.to_string())?;
        match (d.entries().first(), d.entries().last()) {
            (Some((lo, _)), Some((hi, _))) => Ok((*lo, *hi)),
            _ => Err("the dice can roll nothing".into()),
        }
    }
}

impl fmt::Display for DiceExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl<'de> Deserialize<'de> for DiceExpr {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        let parsed = parse_with_named(&text);
        match parsed {
            Ok(expr) => Ok(DiceExpr { text, expr }),
            Err(e) => Err(de::Error::custom(format!(
                "\"{text}\" is not dice notation (d6, 2d6, d%, dSF): {e}"
            ))),
        }
    }
}

impl Serialize for DiceExpr {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text)
    }
}

/// One die in a data file (`"d6"`, `"d10"`, `"dSF"`): what a step throws one or many of.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct DieField {
    text: String,
    die: Die,
}

impl DieField {
    pub(crate) fn die(&self) -> &Die {
        &self.die
    }

    pub(crate) fn text(&self) -> &str {
        &self.text
    }
}

impl<'de> Deserialize<'de> for DieField {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let e = DiceExpr::deserialize(d)?;
        match e.expr {
            Expr::Dice(t)
                if t.count == 1 && t.per_die.is_empty() && t.count_successes.is_none() =>
            {
                Ok(DieField {
                    text: e.text,
                    die: t.die,
                })
            }
            _ => Err(de::Error::custom(format!(
                "\"{}\" must be a single die (d6, d10, d%, dSF)",
                e.text
            ))),
        }
    }
}

/// The rolls one row of a table answers: `3`, `"1-2"`, `"01-50"`, `"8–11"`, `"12+"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct RollRange {
    pub lo: i64,
    /// `i64::MAX` for "or more" (`12+`).
    pub hi: i64,
}

impl RollRange {
    pub(crate) fn contains(&self, roll: i64) -> bool {
        (self.lo..=self.hi).contains(&roll)
    }

    /// Reads a range as a referee writes it, with `-` or `–`; `None` if it is not one.
    pub(crate) fn parse(s: &str) -> Option<RollRange> {
        let s = s.trim();
        if let Some(n) = s.strip_suffix('+') {
            return Some(RollRange {
                lo: n.trim().parse().ok()?,
                hi: i64::MAX,
            });
        }
        match s.split_once(['-', '–']) {
            // A leading minus is a negative number, not a range ("-1").
            Some((a, b)) if !a.trim().is_empty() => {
                let (lo, hi) = (a.trim().parse().ok()?, b.trim().parse().ok()?);
                (lo <= hi).then_some(RollRange { lo, hi })
            }
            _ => s.parse().ok().map(|n| RollRange { lo: n, hi: n }),
        }
    }
}

/// As a referee reads it: `3`, `8–11`, `12+`.
impl fmt::Display for RollRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.lo, self.hi) {
            (lo, hi) if lo == hi => write!(f, "{lo}"),
            (lo, i64::MAX) => write!(f, "{lo}+"),
            (lo, hi) => write!(f, "{lo}–{hi}"),
        }
    }
}

impl<'de> Deserialize<'de> for RollRange {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = RollRange;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a roll range: 3, \"1-2\", \"01-50\" or \"12+\"")
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<RollRange, E> {
                Ok(RollRange { lo: n, hi: n })
            }
            // The compiled built-in data (JSON) gives whole numbers 0 and up as unsigned.
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<RollRange, E> {
                i64::try_from(n)
                    .map(|n| RollRange { lo: n, hi: n })
                    .map_err(|_| E::custom(format!("{n} is too large for a roll")))
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<RollRange, E> {
                RollRange::parse(s).ok_or_else(|| {
                    E::custom(format!(
                        "\"{s}\" is not a roll range; write 3, \"1-2\", \"01-50\" or \"12+\" (low to high)"
                    ))
                })
            }
        }
        d.deserialize_any(V)
    }
}

impl Serialize for RollRange {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string().replace('–', "-"))
    }
}

/// The totals a table can be asked for: runs of consecutive totals, low to high (a `d6` is
/// one run, 1–6; an exploding `d6!` never ends on a 6: 1–5, 7–11, ...), and whether the
/// highest is only where an explosion's depth bound stops (a row may reach past it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Reach {
    pub runs: Vec<(i64, i64)>,
    pub open_top: bool,
}

impl From<(i64, i64)> for Reach {
    fn from(span: (i64, i64)) -> Reach {
        Reach {
            runs: vec![span],
            open_top: false,
        }
    }
}

impl Reach {
    fn lo(&self) -> i64 {
        self.runs.first().map_or(0, |r| r.0)
    }

    fn hi(&self) -> i64 {
        self.runs.last().map_or(0, |r| r.1)
    }

    /// Whether any total falls in `r`.
    fn meets(&self, r: &RollRange) -> bool {
        let i = self.runs.partition_point(|(_, b)| *b < r.lo);
        self.runs.get(i).is_some_and(|(a, _)| *a <= r.hi)
    }

    /// "go from 1 to 6", "are 1–5, 7–11, 13–17, …, 121–125".
    fn said(&self) -> String {
        let run = |(a, b): (i64, i64)| RollRange { lo: a, hi: b }.to_string();
        match self.runs.as_slice() {
            [_] => format!("go from {} to {}", self.lo(), self.hi()),
            runs if runs.len() <= 4 => {
                let all: Vec<String> = runs.iter().map(|r| run(*r)).collect();
                format!("are {}", all.join(", "))
            }
            runs => format!(
                "are {}, {}, {}, …, {}",
                run(runs[0]),
                run(runs[1]),
                run(runs[2]),
                run(runs[runs.len() - 1])
            ),
        }
    }
}

impl DiceExpr {
    /// The totals the dice can roll ([`Reach`]).
    pub(crate) fn reach(&self) -> Result<Reach, String> {
        let d = crate::chance::of_expr(&self.expr).map_err(|e| e.to_string())?;
        let mut runs: Vec<(i64, i64)> = Vec::new();
        for (v, _) in d.entries() {
            match runs.last_mut() {
                Some((_, b)) if *b + 1 == *v => *b = *v,
                _ => runs.push((*v, *v)),
            }
        }
        if runs.is_empty() {
            return Err("the dice can roll nothing".into());
        }
        Ok(Reach {
            runs,
            open_top: explodes(&self.expr),
        })
    }
}

/// Whether any die of `e` explodes (its highest total is a depth bound, not a true top).
fn explodes(e: &Expr) -> bool {
    match e {
        Expr::Num(_) => false,
        Expr::Dice(t) => t
            .per_die
            .iter()
            .any(|p| matches!(p, crate::dice::ast::PerDie::Explode(_))),
        Expr::Neg(a) => explodes(a),
        Expr::Bin(_, a, b) => explodes(a) || explodes(b),
    }
}

/// Checks a table's roll ranges: no two rows share a roll, no row reaches past the totals
/// asked for, and every total `reach` holds (what the table can be asked for: the dice's
/// totals, or a clamped modified roll) has a row.
pub(crate) fn check_ranges(
    table: &str,
    ranges: impl IntoIterator<Item = RollRange>,
    reach: impl Into<Reach>,
) -> Result<(), Problem> {
    let reach: Reach = reach.into();
    let (lo, hi) = (reach.lo(), reach.hi());
    let mut rows: Vec<RollRange> = ranges.into_iter().collect();
    if rows.is_empty() {
        return Err(Problem::new(table, "rows", "has no rows"));
    }
    rows.sort();
    // Placed at the row at fault (the one after a gap, or the last).
    let problem = |m: String, r: &RollRange| Err(Problem::new(table, "rows", m).at_row(*r));
    // A row no roll can reach is a mistake in the table (a `7-9` row on a d6), not a spare;
    // so is one reaching past the lowest or highest roll (`0-2`, `3-7` on a d6; `7+` is every
    // roll from 7 up).
    if let Some(r) = rows.iter().find(|r| !reach.meets(r)) {
        return problem(
            format!(
                "no roll can come to {r}: this table's rolls {}",
                reach.said()
            ),
            r,
        );
    }
    if let Some(r) = rows.iter().find(|r| r.lo < lo) {
        return problem(
            format!(
                "the row for {r} reaches below the lowest roll, {lo}; write {}",
                RollRange { lo, hi: r.hi }
            ),
            r,
        );
    }
    if let Some(r) = rows
        .iter()
        .find(|r| r.hi > hi && r.hi != i64::MAX && !reach.open_top)
    {
        let upto = RollRange { lo: r.lo, hi };
        let from = RollRange {
            lo: r.lo,
            hi: i64::MAX,
        };
        return problem(
            format!(
                "the row for {r} reaches past the highest roll, {hi}; write {upto} (or {from} for every roll from {} up)",
                r.lo
            ),
            r,
        );
    }
    for w in rows.windows(2) {
        if w[1].lo <= w[0].hi {
            return problem(
                format!(
                    "rolls {} and {} overlap: every roll needs exactly one row",
                    w[0], w[1]
                ),
                &w[1],
            );
        }
    }
    // Each run of totals is covered from its first to its last, the rows walked once.
    let gap = |a: i64, b: i64, at: &RollRange| {
        let need = match reach.runs.as_slice() {
            [_] => format!("rolls {lo} to {hi} need a row each"),
            _ => format!(
                "every roll the dice can make needs a row: they {}",
                reach.said()
            ),
        };
        problem(
            format!(
                "no row for a roll of {} ({need})",
                RollRange { lo: a, hi: b }
            ),
            at,
        )
    };
    let last = rows[rows.len() - 1];
    let mut i = 0;
    for &(a, b) in &reach.runs {
        let mut next = a;
        loop {
            while rows.get(i).is_some_and(|r| r.hi < next) {
                i += 1;
            }
            match rows.get(i) {
                Some(r) if r.lo <= next => {
                    if r.hi >= b {
                        break;
                    }
                    next = r.hi + 1;
                }
                Some(r) => return gap(next, (r.lo - 1).min(b), r),
                None => return gap(next, b, &last),
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(lo: i64, hi: i64) -> RollRange {
        RollRange { lo, hi }
    }

    #[test]
    fn ranges_read_every_spelling() {
        assert_eq!(RollRange::parse("3"), Some(r(3, 3)));
        assert_eq!(RollRange::parse("1-2"), Some(r(1, 2)));
        assert_eq!(RollRange::parse("01-50"), Some(r(1, 50)));
        assert_eq!(RollRange::parse("8–11"), Some(r(8, 11)));
        assert_eq!(RollRange::parse("12+"), Some(r(12, i64::MAX)));
        assert_eq!(RollRange::parse("-1"), Some(r(-1, -1)));
        assert_eq!(RollRange::parse("5-3"), None);
        assert_eq!(RollRange::parse("x"), None);
        for x in [r(3, 3), r(8, 11), r(12, i64::MAX)] {
            assert_eq!(RollRange::parse(&x.to_string()), Some(x));
        }
    }

    #[test]
    fn gaps_and_overlaps_are_named() {
        let ok = check_ranges("t", [r(5, 6), r(1, 2), r(3, 4)], (1, 6));
        assert!(ok.is_ok());
        assert!(check_ranges("t", [r(2, 7), r(8, 11), r(12, i64::MAX)], (2, 12)).is_ok());
        let gap = check_ranges("t", [r(1, 2), r(4, 6)], (1, 6)).unwrap_err();
        assert_eq!(
            gap.message,
            "no row for a roll of 3 (rolls 1 to 6 need a row each)"
        );
        let short = check_ranges("t", [r(1, 4)], (1, 6)).unwrap_err();
        assert_eq!(
            short.message,
            "no row for a roll of 5–6 (rolls 1 to 6 need a row each)"
        );
        let low = check_ranges("t", [r(2, 6)], (1, 6)).unwrap_err();
        assert_eq!(
            low.message,
            "no row for a roll of 1 (rolls 1 to 6 need a row each)"
        );
        let over = check_ranges("t", [r(1, 3), r(3, 6)], (1, 6)).unwrap_err();
        assert_eq!(
            over.message,
            "rolls 1–3 and 3–6 overlap: every roll needs exactly one row"
        );
        assert!(check_ranges("t", [], (1, 6)).is_err());
        // A row the die cannot reach was accepted.
        let beyond = check_ranges("t", [r(1, 6), r(7, 9)], (1, 6)).unwrap_err();
        assert_eq!(
            beyond.message,
            "no roll can come to 7–9: this table's rolls go from 1 to 6"
        );
        assert!(check_ranges("t", [r(0, 0), r(1, 6)], (1, 6)).is_err());
        // A row reaching past the die's ends was accepted too.
        let past = check_ranges("t", [r(1, 2), r(3, 7)], (1, 6)).unwrap_err();
        assert_eq!(
            past.message,
            "the row for 3–7 reaches past the highest roll, 6; write 3–6 (or 3+ for every roll from 3 up)"
        );
        let below = check_ranges("t", [r(0, 2), r(3, 6)], (1, 6)).unwrap_err();
        assert_eq!(
            below.message,
            "the row for 0–2 reaches below the lowest roll, 1; write 1–2"
        );
        assert!(check_ranges("t", [r(1, 2), r(3, i64::MAX)], (1, 6)).is_ok());
    }

    /// An exploding die never ends on its top face: no row is needed for it, and a row for
    /// it alone is one no roll reaches.
    #[test]
    fn rows_follow_the_totals_the_dice_can_make() {
        let dice = |t: &str| -> DiceExpr { serde_json::from_value(serde_json::json!(t)).unwrap() };
        let reach = dice("d6!").reach().unwrap();
        assert_eq!(&reach.runs[..3], &[(1, 5), (7, 11), (13, 17)]);
        assert!(reach.open_top);
        let rows = [r(1, 2), r(3, 5), r(7, i64::MAX)];
        assert!(check_ranges("t", rows, reach.clone()).is_ok());
        let gap = check_ranges("t", [r(1, 2), r(3, 5), r(7, 12)], reach.clone()).unwrap_err();
        assert!(
            gap.message.starts_with("no row for a roll of 13–17 (every roll the dice can make needs a row: they are 1–5, 7–11, 13–17, …, "),
            "{}",
            gap.message
        );
        let six = check_ranges("t", [r(1, 5), r(6, 6), r(7, i64::MAX)], reach).unwrap_err();
        assert!(
            six.message
                .starts_with("no roll can come to 6: this table's rolls are 1–5, 7–11"),
            "{}",
            six.message
        );
        assert_eq!(dice("2d6").reach().unwrap(), Reach::from((2, 12)));
    }

    #[derive(Debug, Deserialize)]
    struct T {
        dice: DiceExpr,
        die: DieField,
        roll: RollRange,
    }

    #[test]
    fn fields_compile_when_read_and_name_the_bad_value() {
        let t: T = toml::from_str("dice = \"2d6\"\ndie = \"d10\"\nroll = \"2-4\"").unwrap();
        assert_eq!(t.dice.span(), Ok((2, 12)));
        assert_eq!(t.die.die().sides(), 10);
        assert_eq!(t.roll, r(2, 4));
        let e = toml::from_str::<T>("dice = \"2d6\"\ndie = \"2d6\"\nroll = 3")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("line 2") && e.contains("must be a single die"),
            "{e}"
        );
        let e = toml::from_str::<T>("dice = \"2x6\"\ndie = \"d6\"\nroll = 3")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("line 1") && e.contains("not dice notation"),
            "{e}"
        );
        // Named dice are known only while a file is read with them.
        let data = crate::data::Data::built_in(crate::rules::data_sets());
        let sf = data.get::<crate::data::dice::DiceFile>().unwrap().to_dice();
        let text = "dice = \"dSF\"\ndie = \"dSF\"\nroll = \"12+\"";
        assert!(toml::from_str::<T>(text).is_err());
        let t: T = with_named_dice(&sf, || toml::from_str(text)).unwrap();
        assert_eq!(t.die.die().name.as_ref(), "dSF");
        assert!(toml::from_str::<T>(text).is_err());
    }
}

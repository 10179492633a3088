//! Rolling a dice expression with a [`Source`], keeping every die for the output.
//!
//! The order faces are drawn in (it matters for `--dice`, where the referee types them):
//! terms left to right; within a term its dice in order; each die's rerolls and explosions
//! immediately after it, before the next die. With several per-die modifiers, "roll again"
//! throws a fresh die through the modifiers to the left first (see `ast`), so its own rerolls
//! and explosions come right after it too.
//!
//! Records: every face thrown is one [`DieRecord`], in throw order. A die replaced by `rr`/`ro`
//! has all its records marked `rerolled`; the last record of a die that set off an explosion
//! is marked `exploded`; every record of a die dropped by keep/drop is marked `dropped`; with
//! success counting the last record of each kept die carries `success`. When `mi`/`ma` change
//! a die, its last record's `counts_as` is set so that the records still standing add up to
//! the value the die counts as (for a single face, simply the clamped value).

use std::sync::Arc;

use crate::dice::ast::{DiceTerm, Die, Expr, MAX_EXPLOSIONS, Op, PerDie, Test};
use crate::dice::source::{DieRecord, Limited, Source};
use crate::error::{Error, Result};

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
/// empty each die is labelled with its term's text (`"4d6kh3"`). At most
/// [`MAX_DICE`](crate::dice::source::MAX_DICE) faces are drawn, rerolls and explosions included.
pub fn roll(expr: &Expr, src: &mut dyn Source, what: &str) -> Result<Rolled> {
    let mut src = Limited::new(src);
    let mut terms = Vec::new();
    let total = eval(expr, &mut |t| {
        let rolled = roll_term(t, &mut src, what)?;
        let v = rolled.value;
        terms.push(rolled);
        Ok(v)
    })?;
    Ok(Rolled { total, terms })
}

/// Evaluates `expr`, asking `term` for each dice term's value, left to right. Iterative, so a
/// long chain of operators cannot exhaust the stack.
fn eval(expr: &Expr, term: &mut dyn FnMut(&DiceTerm) -> Result<i64>) -> Result<i64> {
    enum Step<'a> {
        Visit(&'a Expr),
        Negate,
        Apply(Op),
    }
    let mut steps = vec![Step::Visit(expr)];
    let mut values: Vec<i64> = Vec::new();
    let broken = || Error::Runtime("internal error: unbalanced expression evaluation".into());
    while let Some(step) = steps.pop() {
        match step {
            Step::Visit(Expr::Num(n)) => values.push(*n),
            Step::Visit(Expr::Dice(t)) => values.push(term(t)?),
            Step::Visit(Expr::Neg(e)) => {
                steps.push(Step::Negate);
                steps.push(Step::Visit(e));
            }
            Step::Visit(Expr::Bin(op, a, b)) => {
                // Popped in reverse: `a` first, so terms roll left to right.
                steps.push(Step::Apply(*op));
                steps.push(Step::Visit(b));
                steps.push(Step::Visit(a));
            }
            Step::Negate => {
                let v = values.pop().ok_or_else(broken)?;
                values.push(
                    v.checked_neg()
                        .ok_or_else(|| overflow(&format!("-({v})")))?,
                );
            }
            Step::Apply(op) => {
                let b = values.pop().ok_or_else(broken)?;
                let a = values.pop().ok_or_else(broken)?;
                let r = match op {
                    Op::Add => a.checked_add(b),
                    Op::Sub => a.checked_sub(b),
                    Op::Mul => a.checked_mul(b),
                    Op::Div if b == 0 => {
                        return Err(Error::usage(format!(
                            "division by zero: {a} / 0 (the divisor came to 0 on this roll)"
                        )));
                    }
                    // Rust's `/` rounds toward zero, as the notation says.
                    Op::Div => a.checked_div(b),
                };
                let r = r.ok_or_else(|| overflow(&format!("{a} {} {b}", op.symbol())))?;
                values.push(r);
            }
        }
    }
    match values.as_slice() {
        [v] => Ok(*v),
        _ => Err(broken()),
    }
}

fn overflow(what: &str) -> Error {
    Error::limit(format!(
        "{what} does not fit in a 64-bit integer; values must stay within ±{}",
        i64::MAX
    ))
}

/// Throws one term's dice and works out its value.
fn roll_term(t: &DiceTerm, src: &mut dyn Source, what: &str) -> Result<RolledTerm> {
    // One label shared by every record of the term (not a `String` per die).
    let label: Arc<str> = if what.is_empty() {
        t.text.clone()
    } else {
        what.into()
    };
    let mut th = Thrower {
        src,
        die: &t.die,
        mods: &t.per_die,
        label,
        records: Vec::new(),
        die_no: 0,
        count: t.count,
        allowed: None,
    };
    // Each die of the pool: its value and the records it made.
    let mut pool: Vec<(i64, usize, usize)> = Vec::with_capacity(t.count as usize);
    for i in 1..=t.count {
        th.die_no = i;
        let start = th.records.len();
        let v = th.throw(t.per_die.len(), "")?;
        pool.push((v, start, th.records.len()));
    }
    let mut records = th.records;

    // Keep/drop by rank; equal values keep their throw order, so the earlier one goes first.
    let mut order: Vec<usize> = (0..pool.len()).collect();
    order.sort_by_key(|&i| pool[i].0);
    let n = pool.len();
    let low = (t.selection.drop_low as usize).min(n);
    let high = (t.selection.drop_high as usize).min(n - low);
    let mut kept = vec![true; n];
    for &i in order[..low].iter().chain(&order[n - high..]) {
        kept[i] = false;
        for r in &mut records[pool[i].1..pool[i].2] {
            r.dropped = true;
        }
    }

    let mut value: i64 = 0;
    for (i, &(v, _, end)) in pool.iter().enumerate() {
        if !kept[i] {
            continue;
        }
        match t.count_successes {
            Some(test) => {
                let ok = test.holds(v);
                if let Some(r) = records[..end].last_mut() {
                    r.success = Some(ok);
                }
                value += i64::from(ok);
            }
            None => {
                value = value
                    .checked_add(v)
                    .ok_or_else(|| overflow(&format!("the sum of {}", t.text)))?;
            }
        }
    }
    Ok(RolledTerm {
        text: t.text.clone(),
        dice: records,
        value,
    })
}

/// Throws dice of one term through its per-die modifiers, recording every face.
struct Thrower<'a, 'b> {
    src: &'a mut dyn Source,
    die: &'b Die,
    mods: &'b [PerDie],
    label: Arc<str>,
    records: Vec<DieRecord>,
    /// Which die of the pool is being thrown (1-based), for the source's "what".
    die_no: u32,
    count: u32,
    /// The faces a first `rr` allows, listed once per term: a later `rr` throws fresh dice
    /// through it, and a large die (`1d1000000rr>7000rr>7`) is not listed again each time.
    allowed: Option<Vec<i64>>,
}

impl Thrower<'_, '_> {
    /// One die through modifiers `0..level`; returns its value. Recursion depth is the
    /// number of modifiers, which the parser bounds.
    fn throw(&mut self, level: usize, why: &str) -> Result<i64> {
        let start = self.records.len();
        let Some(level) = level.checked_sub(1) else {
            let what = match (self.count, why) {
                // A generator ignores it: not worth a `String` per die.
                _ if !self.src.uses_what() => String::new(),
                (1, "") => self.label.to_string(),
                (1, why) => format!("{} ({why})", self.label),
                (_, "") => format!("{} die {}", self.label, self.die_no),
                (_, why) => format!("{} die {} ({why})", self.label, self.die_no),
            };
            let v = self.src.next(self.die, &what)?;
            self.records
                .push(DieRecord::new(self.die, v, self.label.clone()));
            return Ok(v);
        };
        let mut v = self.throw(level, why)?;
        match self.mods[level] {
            PerDie::RerollAlways(test) if level == 0 && test.holds(v) => {
                // Rerolling a bare die until it misses the test gives each face that misses
                // it with equal chance, so a generator draws one of those faces at once: a
                // die that almost always rerolls (`d20000rr<20000`) then never hits the dice
                // limit. Dice typed by hand (no `pick`) are rerolled as the referee threw them.
                let die = self.die;
                let allowed = self.allowed.get_or_insert_with(|| {
                    die.faces
                        .iter()
                        .map(|f| f.value)
                        .filter(|&x| !test.holds(x))
                        .collect()
                });
                match self.src.pick(allowed.len() as u64) {
                    Some(i) => {
                        v = allowed[i as usize];
                        self.mark_rerolled(start);
                        self.records
                            .push(DieRecord::new(self.die, v, self.label.clone()));
                    }
                    None => v = self.reroll_while(test, start, level, v)?,
                }
            }
            PerDie::RerollAlways(test) => v = self.reroll_while(test, start, level, v)?,
            PerDie::RerollOnce(test) => {
                if test.holds(v) {
                    self.mark_rerolled(start);
                    v = self.throw(level, "reroll")?;
                }
            }
            PerDie::Explode(test) => {
                let mut last = v;
                let mut times = 0;
                while test.holds(last) && times < MAX_EXPLOSIONS {
                    if let Some(r) = self.records.last_mut() {
                        r.exploded = true;
                    }
                    last = self.throw(level, "explosion")?;
                    v = v
                        .checked_add(last)
                        .ok_or_else(|| overflow(&format!("an exploding {}", self.die.name)))?;
                    times += 1;
                }
            }
            PerDie::Min(n) if v < n => {
                self.clamp(v, n)?;
                v = n;
            }
            PerDie::Max(n) if v > n => {
                self.clamp(v, n)?;
                v = n;
            }
            PerDie::Min(_) | PerDie::Max(_) => {}
        }
        Ok(v)
    }

    /// `rr`: throws the die again (through the modifiers below `level`) while it meets
    /// `test`. Ends: the parser refuses an `rr` that matches every value, and the source stops
    /// at the dice limit.
    fn reroll_while(&mut self, test: Test, start: usize, level: usize, mut v: i64) -> Result<i64> {
        let mut from = start;
        while test.holds(v) {
            self.mark_rerolled(from);
            from = self.records.len();
            v = self.throw(level, "reroll")?;
        }
        Ok(v)
    }

    /// Marks every record from `from` on as replaced by a reroll.
    fn mark_rerolled(&mut self, from: usize) {
        for r in &mut self.records[from..] {
            r.rerolled = true;
        }
    }

    /// The die just thrown (worth `was`) now counts as `now`: its last record absorbs the
    /// difference, so the records still standing add up to the die's value.
    fn clamp(&mut self, was: i64, now: i64) -> Result<()> {
        let name = self.die.name.clone();
        let Some(r) = self.records.last_mut() else {
            return Ok(());
        };
        let counted = now
            .checked_sub(was)
            .and_then(|d| r.counts_as.unwrap_or(r.value).checked_add(d))
            .ok_or_else(|| overflow(&format!("a clamped {name}")))?;
        r.counts_as = (counted != r.value).then_some(counted);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;

    use super::*;
    use crate::dice::parse::{parse, term_range};
    use crate::dice::source::{MAX_DICE, RngSource};

    /// A fixed list of faces, handed out in order; remembers what each was asked for.
    struct Script {
        faces: VecDeque<i64>,
        asked: Vec<String>,
    }

    impl Script {
        fn new(faces: &[i64]) -> Script {
            Script {
                faces: faces.iter().copied().collect(),
                asked: Vec::new(),
            }
        }
    }

    impl Source for Script {
        fn next(&mut self, die: &Die, what: &str) -> Result<i64> {
            self.asked.push(what.to_string());
            let v = self
                .faces
                .pop_front()
                .ok_or_else(|| Error::NeedDice(format!("script ran out at {what}")))?;
            assert!(
                die.faces.iter().any(|f| f.value == v),
                "{v} is not a face of {}",
                die.name
            );
            Ok(v)
        }

        fn remaining(&self) -> Option<usize> {
            Some(self.faces.len())
        }
    }

    fn named() -> Vec<Die> {
        crate::dice::parse::tests::named()
    }

    fn expr(s: &str) -> Expr {
        parse(s, &named()).unwrap_or_else(|e| panic!("{s:?}: {e}"))
    }

    /// One die as a short string: `~1` rerolled, `[1]` dropped, `6!` exploded, `1→2` clamped,
    /// `✓`/`✗` success.
    fn show(d: &DieRecord) -> String {
        let mut s = d.face();
        if let Some(c) = d.counts_as {
            s = format!("{s}→{c}");
        }
        if d.exploded {
            s.push('!');
        }
        match d.success {
            Some(true) => s.push('✓'),
            Some(false) => s.push('✗'),
            None => {}
        }
        if d.rerolled {
            s = format!("~{s}");
        }
        if d.dropped {
            s = format!("[{s}]");
        }
        s
    }

    fn shown(r: &Rolled) -> String {
        r.terms
            .iter()
            .map(|t| t.dice.iter().map(show).collect::<Vec<_>>().join(" "))
            .collect::<Vec<_>>()
            .join(" | ")
    }

    /// Rolls `s` with exactly `faces`, checking every face was used.
    fn scripted(s: &str, faces: &[i64]) -> Rolled {
        let mut src = Script::new(faces);
        let r = roll(&expr(s), &mut src, "").unwrap_or_else(|e| panic!("{s:?}: {e}"));
        assert!(src.faces.is_empty(), "{s:?} left {:?} unused", src.faces);
        assert_eq!(r.dice().count(), faces.len(), "{s:?}");
        assert_eq!(
            r.dice().map(|d| d.value).collect::<Vec<_>>(),
            faces,
            "{s:?}: records follow the throws"
        );
        r
    }

    #[test]
    fn scripted_rolls_show_every_die() {
        // (expression, faces thrown in order, dice as shown, total)
        let cases: &[(&str, &[i64], &str, i64)] = &[
            ("4d6", &[1, 2, 3, 4], "1 2 3 4", 10),
            ("4d6kh3", &[2, 6, 2, 1], "2 6 2 [1]", 10),
            ("4d6kh3", &[3, 1, 1, 5], "3 [1] 1 5", 9),
            ("4d6kl1", &[3, 1, 1, 5], "[3] 1 [1] [5]", 1),
            ("4d6dh1", &[6, 2, 6, 1], "6 2 [6] 1", 9),
            ("6d6kh4dl1", &[1, 2, 3, 4, 5, 6], "[1] [2] [3] 4 5 6", 15),
            ("4d6dh1dl1", &[6, 1, 3, 4], "[6] [1] 3 4", 7),
            ("1d20kh0", &[7], "[7]", 0),
            ("2d20kh1", &[4, 17], "[4] 17", 17),
            ("2d20kl1", &[4, 17], "4 [17]", 4),
            // rr rerolls while the die matches; every try is shown.
            ("2d6rr1", &[1, 1, 4, 2], "~1 ~1 4 2", 6),
            ("2d6rr<3", &[2, 1, 5, 6], "~2 ~1 5 6", 11),
            // ro rerolls once and keeps what comes.
            ("2d6ro1", &[1, 1, 3], "~1 1 3", 4),
            ("d6ro<3", &[2, 5], "~2 5", 5),
            // Explosions add a die while the last one matches.
            ("3d6e", &[6, 6, 2, 3, 6, 1], "6! 6! 2 3 6! 1", 24),
            ("3d6!", &[6, 6, 2, 3, 6, 1], "6! 6! 2 3 6! 1", 24),
            ("2d6e>=5", &[5, 6, 1, 4], "5! 6! 1 4", 16),
            ("d6e5", &[5, 6], "5! 6", 11),
            // Clamps: the die counts as the bound.
            ("4d6mi2", &[1, 2, 6, 1], "1→2 2 6 1→2", 12),
            ("4d6ma5", &[6, 1, 5, 6], "6→5 1 5 6→5", 16),
            ("2d6mi3ma4", &[1, 6], "1→3 6→4", 7),
            ("2d6ma4mi3", &[1, 6], "1→3 6→4", 7),
            // Success counting over the kept dice.
            (
                "10d6>=4",
                &[1, 2, 3, 4, 5, 6, 4, 3, 2, 1],
                "1✗ 2✗ 3✗ 4✓ 5✓ 6✓ 4✓ 3✗ 2✗ 1✗",
                4,
            ),
            (
                "8d20<=7",
                &[7, 8, 1, 20, 13, 2, 9, 7],
                "7✓ 8✗ 1✓ 20✗ 13✗ 2✓ 9✗ 7✓",
                4,
            ),
            ("3d6=6", &[6, 5, 6], "6✓ 5✗ 6✓", 2),
            ("3d6>5", &[6, 5, 6], "6✓ 5✗ 6✓", 2),
            ("3d6<2", &[1, 5, 6], "1✓ 5✗ 6✗", 1),
            ("4d6kh3>=4", &[6, 1, 4, 3], "6✓ [1] 4✓ 3✗", 2),
            ("2d6e>=5", &[5, 6, 1, 4], "5! 6! 1 4", 16),
            // An exploding die counts once, on its last record.
            ("2d6e6>=5", &[6, 1, 4], "6! 1✓ 4✗", 1),
            // Named and odd dice keep their face words.
            ("3dSF", &[0, 3, 1], "JAM 3 1", 4),
            ("2dS", &[0, 1], "arrow HIT", 1),
            ("4dF", &[-1, 0, 1, 1], "-1 0 1 1", 1),
            ("d%", &[100], "100", 100),
            ("d{0,1,1,2}*3", &[2], "2", 6),
            // Modifier chains: "roll again" is a fresh die through the modifiers to the left.
            ("d6rr1e", &[1, 6, 1, 3], "~1 6! ~1 3", 9),
            ("d6err1", &[1, 6, 2], "~1 6! 2", 8),
            ("d6err1", &[6, 1], "6! 1", 7),
            ("d6ro1ro2", &[1, 2, 2], "~1 ~2 2", 2),
            ("d6ro1ro2", &[1, 3], "~1 3", 3),
            ("d6mi3e3", &[1, 2, 5], "1→3! 2→3! 5", 11),
            ("d6emi10", &[6, 2], "6! 2→4", 10),
            ("d6ema3", &[6, 5], "6! 5→-3", 3),
            ("d6e>=5e>=9", &[5, 4, 6, 1], "5! 4! 6! 1", 16),
            ("2d6rr1kh1", &[1, 3, 5], "[~1] [3] 5", 5),
            ("2d6rr1dl1", &[1, 3, 5], "[~1] [3] 5", 5),
            // Arithmetic, terms left to right.
            ("2d6+3", &[1, 2], "1 2", 6),
            ("1d6*2-1", &[4], "4", 7),
            ("1d6-2d6", &[5, 1, 1], "5 | 1 1", 3),
            ("(1d6-10)/3", &[1], "1", -3),
            ("-1d4", &[3], "3", -3),
            ("--1d4", &[3], "3", 3),
            ("1d6/2", &[5], "5", 2),
            ("-1d6/2", &[5], "5", -2),
            ("2d6>=4*2+1", &[4, 5], "4✓ 5✓", 5),
            ("7/2", &[], "", 3),
            ("-7/2", &[], "", -3),
            ("7/-2", &[], "", -3),
            ("1+2*3-4/2", &[], "", 5),
            ("0d6+1", &[], "", 1),
        ];
        for (s, faces, dice, total) in cases {
            let r = scripted(s, faces);
            assert_eq!((shown(&r).as_str(), r.total), (*dice, *total), "{s:?}");
        }
    }

    #[test]
    fn a_die_that_always_explodes_stops_at_the_bound() {
        let faces = [1; MAX_EXPLOSIONS as usize + 1];
        let r = scripted("d1e", &faces);
        assert_eq!(r.total, 21);
        assert_eq!(
            r.dice().filter(|d| d.exploded).count(),
            MAX_EXPLOSIONS as usize
        );
        assert!(!r.terms[0].dice.last().is_some_and(|d| d.exploded));
    }

    #[test]
    fn terms_and_records_are_labelled() {
        let r = scripted("4d6kh3 + d8", &[1, 2, 3, 4, 5]);
        let texts: Vec<&str> = r.terms.iter().map(|t| &*t.text).collect();
        assert_eq!(texts, ["4d6kh3", "d8"]);
        assert_eq!(r.terms[0].value, 9);
        assert_eq!(r.terms[1].value, 5);
        assert!(r.terms[0].dice.iter().all(|d| &*d.what == "4d6kh3"));
        assert_eq!(r.terms[1].dice[0].die.as_ref(), "d8");
        assert_eq!(r.terms[0].dice[0].label, None);

        let mut src = Script::new(&[1, 4, 2, 6, 3]);
        let r = roll(&expr("2d6rr1 + d6e"), &mut src, "morale").unwrap();
        assert!(r.dice().all(|d| &*d.what == "morale"));
        assert_eq!(
            src.asked,
            [
                "morale die 1",
                "morale die 1 (reroll)",
                "morale die 2",
                "morale",
                "morale (explosion)"
            ]
        );
        let sf = scripted("dSF", &[0]);
        assert_eq!(sf.terms[0].dice[0].label.as_deref(), Some("JAM"));
    }

    #[test]
    fn numbers_alone_roll_no_dice() {
        let r = scripted("2*(3+4)", &[]);
        assert_eq!(r.total, 14);
        assert!(r.terms.is_empty());
    }

    #[test]
    fn a_reroll_that_almost_always_matches_never_fails_and_keeps_its_distribution() {
        // `--chances` says 20000 is certain; rolling ran into the dice limit.
        let mut src = RngSource::seeded(16);
        for _ in 0..200 {
            let r = roll(&expr("d20000rr<20000"), &mut src, "").unwrap();
            assert_eq!(r.total, 20000);
            let shown: Vec<bool> = r.dice().map(|d| d.rerolled).collect();
            assert!(shown == [false] || shown == [true, false], "{shown:?}");
        }
        // Ten thousand dice that each may reroll stay within the limit too.
        let r = roll(&expr("10000d6rr1"), &mut src, "").unwrap();
        assert!(r.dice().filter(|d| !d.rerolled).all(|d| d.value != 1));
        // The faces that stand are equally likely: d6rr<3 gives 3..6 a quarter each.
        let mut counts = [0u32; 7];
        for _ in 0..40_000 {
            counts[roll(&expr("d6rr<3"), &mut src, "").unwrap().total as usize] += 1;
        }
        assert_eq!(counts[1] + counts[2], 0);
        for c in &counts[3..] {
            assert!((9_500..10_500).contains(c), "{counts:?}");
        }
        // Dice typed by hand are rerolled as they were thrown.
        let mut table = Script::new(&[1, 2, 5]);
        let r = roll(&expr("d6rr<3"), &mut table, "").unwrap();
        assert_eq!(r.total, 5);
        assert_eq!(r.dice().count(), 3);
    }

    #[test]
    fn roll_time_errors() {
        let fails = |s: &str, faces: &[i64]| {
            let mut src = Script::new(faces);
            match roll(&expr(s), &mut src, "") {
                Ok(r) => panic!("{s:?} rolled {}", r.total),
                Err(e) => e,
            }
        };
        let e = fails("6/(1d2-1)", &[1]);
        assert!(matches!(e, Error::Usage(_)), "{e:?}");
        assert!(e.to_string().contains("division by zero"), "{e}");
        for (s, faces) in [
            ("9223372036854775807+1d6", &[1][..]),
            ("-9223372036854775807-1d6-1d6", &[1, 1]),
            ("-(-9223372036854775807-1d6)", &[1]),
            ("(-9223372036854775807-1d6)/-1", &[1]),
            ("4611686018427387904*1d2", &[2]),
            (
                "2d{9223372036854775807}",
                &[9223372036854775807, 9223372036854775807],
            ),
            (
                "d{9223372036854775807}e",
                &[9223372036854775807, 9223372036854775807],
            ),
        ] {
            let e = fails(s, faces);
            assert!(matches!(e, Error::Limit(_)), "{s:?}: {e:?}");
            assert!(e.to_string().contains("64-bit"), "{e}");
        }
        // A clamp that moves a die by more than an i64 can hold.
        let e = fails(
            "d{-9223372036854775807}mi9223372036854775807",
            &[-9223372036854775807],
        );
        assert!(matches!(e, Error::Limit(_)), "{e:?}");
        // Running out of table dice names what was needed.
        let e = fails("3d6", &[1, 2]);
        assert!(
            matches!(e, Error::NeedDice(_)) && e.to_string().contains("3d6 die 3"),
            "{e}"
        );
    }

    #[test]
    fn rerolls_and_explosions_count_against_the_dice_limit() {
        let mut src = RngSource::seeded(1);
        let e = roll(&expr("1000d1e"), &mut src, "").unwrap_err();
        assert!(matches!(e, Error::Limit(_)), "{e:?}");
        assert!(e.to_string().contains(&MAX_DICE.to_string()), "{e}");
        // 10,000 dice with no extras is fine.
        let r = roll(&expr("10000d6"), &mut src, "").unwrap();
        assert_eq!(r.dice().count(), MAX_DICE);
    }

    /// Expressions covering every feature, for the seeded checks.
    const SAMPLES: &[&str] = &[
        "4d6kh3",
        "3d6",
        "d%",
        "4dF",
        "2dSF",
        "3dA",
        "dS",
        "d{0,1,1,2,2,3}",
        "6d6kh4dl1",
        "4d6kl2",
        "10d6>=4",
        "8d20<=7",
        "5d6=6",
        "4d6rr1",
        "4d6rr<3",
        "4d6ro1",
        "4d6e",
        "4d10!>=9",
        "4d6mi2",
        "4d6ma4",
        "4d6rr1emi2ma20kh3",
        "6d6e>=5rr1>=4",
        "2dFe1mi-1",
        "d6ro<3ro<2",
        "2d6+1d4*2-3",
        "-(2d6)/2",
    ];

    #[test]
    fn seeded_rolls_stay_in_range() {
        for s in SAMPLES {
            let e = expr(s);
            for seed in 0..200 {
                let mut src = RngSource::seeded(seed);
                let r = roll(&e, &mut src, "").unwrap_or_else(|err| panic!("{s}: {err}"));
                for (term, rolled) in e.terms().iter().zip(&r.terms) {
                    let (lo, hi) = term_range(term).unwrap();
                    assert!(
                        (lo..=hi).contains(&rolled.value),
                        "{s} seed {seed}: {} not in {lo}..={hi}",
                        rolled.value
                    );
                    for d in &rolled.dice {
                        assert!(term.die.faces.iter().any(|f| f.value == d.value), "{s}");
                    }
                    let kept = rolled
                        .dice
                        .iter()
                        .filter(|d| !d.dropped && !d.rerolled && !d.exploded)
                        .count();
                    assert_eq!(kept, term.kept() as usize, "{s} seed {seed}");
                }
                // The same seed gives the same roll.
                let again = roll(&e, &mut RngSource::seeded(seed), "").unwrap();
                assert_eq!(again.total, r.total);
            }
        }
    }

    #[test]
    fn long_operator_chains_do_not_exhaust_the_stack() {
        let s = "1d2-".repeat(1023) + "1";
        let e = expr(&s);
        let faces = vec![1; 1023];
        let mut src = Script::new(&faces);
        let r = roll(&e, &mut src, "").unwrap();
        assert_eq!(r.total, 1 - 1022 - 1);
    }
}

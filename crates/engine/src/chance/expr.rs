//! The exact distribution of a whole dice expression.

use super::die::per_die;
use super::dist::{Dist, overflow};
use super::limits;
use super::pool::{Stat, pool, pow_bits};
use crate::dice::ast::{Cmp, DiceTerm, Expr, MAX_EXPLOSIONS, Op, PerDie};
use crate::error::Result;
use num_bigint::BigUint;

/// The exact distribution of a whole expression, or `Error::Limit` when it is infeasible
/// within the work limit (never an approximation, never a hang). Terms are independent.
///
/// The whole expression is estimated before anything is computed (the tables it holds at
/// once, the work of every step that combines terms), and every step computed is charged to one
/// budget: a long chain of steps cheap alone is refused at once, not after each has run.
pub fn of_expr(expr: &Expr) -> Result<Dist> {
    // The estimate is checked on its own; the budget then counts each step's own estimate as
    // it is computed (the two are estimates of the same work, so not added together).
    precheck(expr)?;
    let _budget = limits::Budget::start(0);
    compute(expr)
}

/// The up-front half of [`of_expr`]: refuses, without computing anything, an expression whose
/// tables held at once or whose combining steps together are over a limit.
pub fn precheck(expr: &Expr) -> Result<()> {
    let est = estimate(expr)?;
    limits::check_bytes(&text(expr), est.peak)?;
    // No outcomes counted here (each step checks its own table); the bits name the numbers.
    // Each step charges its own work as it is computed, so the estimate is not charged too
    // (it would count twice under a budget already under way: a range's).
    limits::check_alone(&text(expr), 0, est.b.bits, est.work)
}

/// The left operands of a chain, innermost first: `a+b+c` is `(a, [(+, b, a+b), (+, c, a+b+c)])`.
/// Chains are walked in a loop, so only right operands recurse (a 2000-step chain fits 4 KiB).
fn spine(expr: &Expr) -> (&Expr, Vec<(Op, &Expr, &Expr)>) {
    let mut steps = Vec::new();
    let mut e = expr;
    while let Expr::Bin(op, a, b) = e {
        steps.push((*op, &**b, e));
        e = a;
    }
    steps.reverse();
    (e, steps)
}

fn compute(expr: &Expr) -> Result<Dist> {
    let (first, steps) = spine(expr);
    let mut acc = match first {
        Expr::Num(n) => Dist::point(*n),
        Expr::Dice(t) => of_term(t)?,
        Expr::Neg(e) => compute(e)?
            .negated()
            .ok_or_else(|| overflow(&text(first)))?,
        Expr::Bin(..) => unreachable!("the spine ends at a leaf"),
    };
    for (op, b, whole) in steps {
        let b = compute(b)?;
        // A certain operand needs no new table: shift or scale in place (the text for a
        // message is written only when there is one).
        let what = || text(whole);
        acc = match (op, acc.certain(), b.certain()) {
            (Op::Add, Some(k), _) => b.shifted(k).ok_or_else(|| overflow(&what()))?,
            // `k - X` in place too, so a large pool is not copied (`429496-7296d6mi3`).
            (Op::Sub, Some(k), _) => b
                .negated()
                .and_then(|b| b.shifted(k))
                .ok_or_else(|| overflow(&what()))?,
            (Op::Add | Op::Sub, _, Some(k)) => {
                let k = if op == Op::Sub {
                    k.checked_neg()
                } else {
                    Some(k)
                };
                k.and_then(|k| acc.shifted(k))
                    .ok_or_else(|| overflow(&what()))?
            }
            (Op::Mul, Some(k), _) => b.scaled(k).ok_or_else(|| overflow(&what()))?,
            (Op::Mul, _, Some(k)) => acc.scaled(k).ok_or_else(|| overflow(&what()))?,
            _ => acc.combine(op, &b, &what())?,
        };
    }
    Ok(acc)
}

/// An up-front bound on a distribution: its values lie in `lo..=hi`, it has at most
/// `outcomes` of them, its total has at most `bits` bits.
#[derive(Clone, Copy, Debug)]
struct Bound {
    lo: i128,
    hi: i128,
    outcomes: u64,
    bits: u64,
    /// Consecutive values of equal weight (one plain die): sums with it are a running sum.
    run: bool,
}

/// What [`estimate`] finds: the bound of the result, the bytes it holds, the most bytes held at
/// once on the way, and the work of the steps that combine terms (each term checks its own).
struct Est {
    b: Bound,
    held: u64,
    peak: u64,
    work: u64,
}

fn clamp(x: u128) -> u64 {
    u64::try_from(x).unwrap_or(u64::MAX)
}

fn bytes(b: &Bound) -> u64 {
    b.outcomes.saturating_mul(limits::entry_bytes(b.bits))
}

/// Bounds a term without computing it: faces, the per-die modifiers, then the pool.
fn term_bound(t: &DiceTerm) -> Bound {
    let point = Bound {
        lo: 0,
        hi: 0,
        outcomes: 1,
        bits: 1,
        run: false,
    };
    let vals: Vec<i64> = t.die.faces.iter().map(|f| f.value).collect();
    let (Some(&lo), Some(&hi)) = (vals.iter().min(), vals.iter().max()) else {
        return point;
    };
    if t.count == 0 {
        return point;
    }
    let (mut lo, mut hi) = (i128::from(lo), i128::from(hi));
    let mut distinct = {
        let mut v = vals.clone();
        v.sort_unstable();
        v.dedup();
        v.len() as u64
    };
    let mut run = distinct as i128 == hi - lo + 1 && distinct as usize == vals.len();
    // The die's total is at most faces^power: each `ro` squares it, each explosion takes it
    // to the 21st power.
    let mut power: u64 = 1;
    let explosions = i128::from(MAX_EXPLOSIONS);
    for m in &t.per_die {
        match *m {
            PerDie::RerollAlways(_) => run = false,
            PerDie::RerollOnce(_) => {
                power = power.saturating_mul(2);
                run = false;
            }
            PerDie::Explode(t) => {
                // The values that explode, as far as the range shows.
                let target = i128::from(t.target);
                let (b_lo, b_hi) = match t.cmp {
                    Cmp::Eq => (target, target),
                    Cmp::Lt => (lo, hi.min(target - 1)),
                    Cmp::Le => (lo, hi.min(target)),
                    Cmp::Gt => (lo.max(target + 1), hi),
                    Cmp::Ge => (lo.max(target), hi),
                };
                if b_lo > b_hi || b_hi < lo || b_lo > hi {
                    continue;
                }
                lo += explosions * b_lo.min(0);
                hi += explosions * b_hi.max(0);
                power = power.saturating_mul(u64::from(MAX_EXPLOSIONS) + 1);
                distinct = clamp((hi - lo + 1) as u128);
                run = false;
            }
            PerDie::Min(n) => {
                lo = lo.max(i128::from(n));
                hi = hi.max(i128::from(n));
            }
            PerDie::Max(n) => {
                lo = lo.min(i128::from(n));
                hi = hi.min(i128::from(n));
            }
        }
        distinct = distinct.min(clamp((hi - lo + 1) as u128));
    }
    let n = t.count;
    let k = i128::from(t.kept());
    let bits = pow_bits(
        &BigUint::from(vals.len()),
        power.saturating_mul(u64::from(n)),
    );
    if t.count_successes.is_some() {
        return Bound {
            lo: 0,
            hi: k,
            outcomes: clamp(k as u128 + 1),
            bits,
            run: false,
        };
    }
    let clip = |x: i128| x.clamp(i128::from(i64::MIN), i128::from(i64::MAX));
    let (lo, hi) = (clip(k * lo), clip(k * hi));
    // Distinct sums of k dice of `distinct` values: C(k + distinct - 1, distinct - 1).
    let mut sums: u128 = 1;
    for i in 1..distinct.min(64) {
        sums = sums.saturating_mul(k as u128 + u128::from(i)) / u128::from(i);
    }
    if distinct >= 64 {
        sums = u128::MAX;
    }
    Bound {
        lo,
        hi,
        outcomes: clamp(((hi - lo) as u128 + 1).min(sums)),
        bits,
        run: run && n == 1 && t.selection == Default::default(),
    }
}

/// The whole expression's [`Est`], a chain in a loop (see [`spine`]).
fn estimate(expr: &Expr) -> Result<Est> {
    let (first, steps) = spine(expr);
    let mut acc = estimate_leaf(first)?;
    for (op, b, _) in steps {
        acc = estimate_step(op, acc, estimate(b)?);
        // Values beyond 64 bits are an error when computed; bounded here so the bounds of
        // long products stay within i128.
        acc.b.lo = acc.b.lo.clamp(i128::from(i64::MIN), i128::from(i64::MAX));
        acc.b.hi = acc.b.hi.clamp(i128::from(i64::MIN), i128::from(i64::MAX));
    }
    Ok(acc)
}

/// [`Est`] of a term, a number or a negation.
fn estimate_leaf(expr: &Expr) -> Result<Est> {
    let leaf = |b: Bound, peak: u64| Est {
        held: bytes(&b),
        b,
        peak,
        work: 0,
    };
    Ok(match expr {
        Expr::Num(n) => leaf(
            Bound {
                lo: i128::from(*n),
                hi: i128::from(*n),
                outcomes: 1,
                bits: 1,
                run: false,
            },
            0,
        ),
        Expr::Dice(t) => {
            let b = term_bound(t);
            // Its dense table (numbers of a fixed width), then the result.
            let table = clamp((b.hi - b.lo) as u128 + 1)
                .min(b.outcomes.saturating_mul(4))
                .saturating_mul(limits::fixed_width(b.bits) / 8);
            // Fixed-width tables are converted while held; big integers move.
            let peak = if b.bits <= 4096 {
                table.saturating_add(bytes(&b))
            } else {
                table.max(bytes(&b))
            };
            // A term over the outcome limit is refused for that, whatever else it would cost.
            limits::check(&t.text, b.outcomes, 1, 0)?;
            leaf(b, peak)
        }
        Expr::Neg(e) => {
            let mut x = estimate(e)?;
            (x.b.lo, x.b.hi) = (-x.b.hi, -x.b.lo);
            x.peak = x.peak.max(x.held.saturating_mul(2));
            x.work = x
                .work
                .saturating_add(x.b.outcomes.saturating_mul(limits::limbs(x.b.bits) + 1));
            x
        }
        Expr::Bin(..) => unreachable!("the spine ends at a leaf"),
    })
}

/// [`Est`] of `x op y`, as [`compute`] and `Dist::combine` do it.
fn estimate_step(op: Op, x: Est, y: Est) -> Est {
    let (p, q) = (x.b, y.b);
    let bits = p.bits.saturating_add(q.bits).saturating_add(1);
    let l = limits::limbs(bits);
    let certain = p.outcomes == 1 || q.outcomes == 1;
    let pairs = u128::from(p.outcomes) * u128::from(q.outcomes);
    let (lo, hi, range) = match op {
        Op::Add => (p.lo + q.lo, p.hi + q.hi, None),
        Op::Sub => (p.lo - q.hi, p.hi - q.lo, None),
        Op::Mul => {
            let c = [p.lo * q.lo, p.lo * q.hi, p.hi * q.lo, p.hi * q.hi];
            let (lo, hi) = (c.iter().min(), c.iter().max());
            let (lo, hi) = (lo.copied().unwrap_or(0), hi.copied().unwrap_or(0));
            (lo, hi, Some(()))
        }
        Op::Div => {
            let m = p.lo.abs().max(p.hi.abs());
            (-m, m, Some(()))
        }
    };
    let outcomes = clamp(((hi - lo) as u128 + 1).min(pairs));
    let out = Bound {
        lo,
        hi,
        outcomes,
        bits: if certain { p.bits.max(q.bits) } else { bits },
        run: false,
    };
    let (work, table) = if certain && op != Op::Div {
        // In place: each value shifted or scaled.
        (clamp(pairs).saturating_mul(2), 0)
    } else if range.is_some() {
        // Every pair through a hash map, and a product each.
        (
            clamp(pairs.saturating_mul(60 + u128::from(l) * u128::from(l))),
            outcomes.saturating_mul(limits::fixed_width(bits) / 8 + 32),
        )
    } else {
        // As `convolve` chooses: dense (a running sum by a plain die) or pairwise.
        let span = (hi - lo) as u128 + 1;
        let (long, short) = if p.hi - p.lo >= q.hi - q.lo {
            (p, q)
        } else {
            (q, p)
        };
        let dense = if short.run {
            span.saturating_mul(2)
        } else {
            ((long.hi - long.lo) as u128 + 1).saturating_mul(u128::from(short.outcomes))
        }
        .saturating_add(span);
        let dense = dense.saturating_mul(u128::from(l * l / 2 + 1));
        let sparse = pairs.saturating_mul(60 + u128::from(l) * u128::from(l));
        (
            clamp(dense.min(sparse)),
            clamp(span).saturating_mul(limits::fixed_width(bits) / 8),
        )
    };
    let held = bytes(&out);
    let both = x.held.saturating_add(y.held);
    Est {
        b: out,
        held,
        peak: x.peak.max(x.held.saturating_add(y.peak)).max(
            both.saturating_add(table)
                .saturating_add(if certain { 0 } else { held }),
        ),
        work: x.work.saturating_add(y.work).saturating_add(work),
    }
}

/// One term `NdM...`: per-die modifiers, keep/drop, then the sum or the success count.
pub fn of_term(t: &DiceTerm) -> Result<Dist> {
    if t.count == 0 {
        // No die is thrown, so nothing about the die matters (not even an rr that would
        // never stop): the value is 0, as rolling gives.
        return Ok(Dist::point(0));
    }
    let die = per_die(&t.die, &t.per_die, &t.text)?;
    let stat = t.count_successes.map_or(Stat::Sum, Stat::Count);
    pool(t.count, &die, t.selection, stat, &t.text)
}

/// The expression as written, near enough for a message (`(2d6-7)/d3`).
pub fn text(e: &Expr) -> String {
    fn go(e: &Expr, out: &mut String, top: bool) {
        match e {
            Expr::Num(n) => out.push_str(&n.to_string()),
            Expr::Dice(t) => out.push_str(&t.text),
            Expr::Neg(x) => {
                out.push('-');
                go(x, out, false);
            }
            Expr::Bin(op, a, b) => {
                if !top {
                    out.push('(');
                }
                go(a, out, false);
                out.push(op.symbol());
                go(b, out, false);
                if !top {
                    out.push(')');
                }
            }
        }
    }
    let mut s = String::new();
    go(e, &mut s, true);
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ast::{Die, Op};

    fn term(n: u32, sides: i64) -> Expr {
        Expr::Dice(DiceTerm {
            count: n,
            die: Die::standard(sides),
            per_die: Vec::new(),
            selection: Default::default(),
            count_successes: None,
            text: format!("{n}d{sides}").into(),
        })
    }

    #[test]
    fn ctrl_c_stops_an_expression_between_its_steps() {
        let e = Expr::Bin(Op::Add, Box::new(term(60, 6)), Box::new(term(40, 8)));
        assert!(of_expr(&e).is_ok());
        let _pressed = crate::interrupt::press_in_test();
        let err = of_expr(&e).unwrap_err();
        assert!(err.to_string().contains("interrupted (Ctrl-C)"), "{err}");
        assert_eq!(err.code(), 1);
    }

    #[test]
    fn text_reads_back() {
        let e = Expr::Bin(
            Op::Div,
            Box::new(Expr::Bin(
                Op::Sub,
                Box::new(term(2, 6)),
                Box::new(Expr::Num(7)),
            )),
            Box::new(Expr::Neg(Box::new(term(1, 3)))),
        );
        assert_eq!(text(&e), "(2d6-7)/-1d3");
    }
}

//! The exact distribution of a whole dice expression.

use super::die::per_die;
use super::dist::Dist;
use super::pool::{Stat, pool};
use crate::dice::ast::{DiceTerm, Expr};
use crate::error::Result;

/// The exact distribution of a whole expression, or `Error::Limit` when it is infeasible
/// within the work limit (never an approximation, never a hang). Terms are independent.
pub fn of_expr(expr: &Expr) -> Result<Dist> {
    match expr {
        Expr::Num(n) => Ok(Dist::point(*n)),
        Expr::Dice(t) => of_term(t),
        Expr::Neg(e) => of_expr(e)?.neg(&text(expr)),
        Expr::Bin(op, a, b) => {
            let (a, b) = (of_expr(a)?, of_expr(b)?);
            a.combine(*op, &b, &text(expr))
        }
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
pub(crate) fn text(e: &Expr) -> String {
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

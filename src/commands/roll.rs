//! `roll EXPR`: a dice expression rolled, or its exact distribution.

use serde_json::json;

use super::report;
use crate::chance;
use crate::cli::RollArgs;
use crate::dice::{parse, roll};
use crate::engine::Value;
use crate::error::Result;
use crate::render::push_dice_spans;
use crate::report::{Block, Body, Line, Marginal, Span, Style};
use crate::rules::Cx;
use crate::rules::{self, Output};

/// Parses a dice expression, reading the named dice (`dSF`) from data only when the
/// expression does not parse without them: `spw roll 2d6` should not parse a TOML file. The
/// names start with a capital, so an expression that parses without them means the same with
/// them, and a failing one is parsed again to get the error that lists them.
fn parse_expr(expr: &str, cx: &Cx) -> Result<crate::dice::ast::Expr> {
    parse::parse(expr, &[]).or_else(|_| parse::parse(expr, cx.data.dice()?))
}

pub(super) fn roll(a: RollArgs, cx: &mut Cx) -> Result<Output> {
    let expr = parse_expr(&a.expr, cx)?;
    let input = json!({"expr": a.expr});
    if cx.chances {
        let dist = chance::of_expr(&expr)?;
        chance::limits::check_listing(&a.expr, dist.entries().len() as u64, dist.total().bits())?;
        // Each fraction reduced in turn: Ctrl-C in the REPL is looked at between them.
        let mut outcomes = Vec::with_capacity(dist.entries().len());
        for (v, _) in dist.entries() {
            crate::interrupt::check()?;
            outcomes.push((Value::Int(*v), dist.prob(*v)));
        }
        let quantities = vec![Marginal::new("total", outcomes)];
        let summary = rules::chance_summary(&quantities);
        let title = format!("roll {} · exact chances", a.expr);
        return Ok(Output::Report(Box::new(report(
            "roll",
            title,
            input,
            Body::Chances {
                quantities,
                notes: Vec::new(),
                goal: None,
            },
            summary,
        ))));
    }
    let rolled = roll::roll(&expr, cx.source(), "")?;
    let mut lines = Vec::with_capacity(if cx.json { 0 } else { rolled.terms.len() });
    // JSON shows no blocks: a batch of `--json` lines need not draw every die.
    for t in rolled.terms.iter().filter(|_| !cx.json) {
        // The line's spans in one vector, sized for the most they can be (a span a die and
        // a space between, and the three around them).
        let mut spans = Vec::with_capacity(2 * t.dice.len() + 4);
        let mut head = String::with_capacity(t.text.len() + 2);
        head.push_str(&t.text);
        head.push_str(": ");
        spans.push(Span::new(head, Style::Dim));
        // `0d6` throws nothing: say so rather than show an empty list of dice.
        if t.dice.is_empty() {
            spans.push(Span::new("no dice", Style::Dim));
        } else {
            push_dice_spans(&mut spans, &t.dice);
        }
        spans.push(Span::plain(" = "));
        spans.push(Span::new(
            itoa::Buffer::new().format(t.value),
            Style::Strong,
        ));
        lines.push((t.text.trim() == a.expr.trim(), Line(spans)));
    }
    let summary = format!("{} = {}", a.expr, rolled.total);
    let total = rolled.total;
    let dice: Vec<_> = rolled.terms.into_iter().flat_map(|t| t.dice).collect();
    // One line, dice and total, when the expression is one term (`2d6: 3 4 = 7`); else a line
    // per term and the total. No heading: the expression heads its own line.
    let (blocks, result_line) = match lines.as_slice() {
        [(true, _)] => (Vec::new(), lines.pop().map(|(_, l)| l)),
        _ => (
            lines.into_iter().map(|(_, l)| Block::Line(l)).collect(),
            None,
        ),
    };
    let mut rep = report(
        "roll",
        String::new(),
        input,
        Body::Rolled {
            dice,
            drawn: Vec::new(),
            result: json!({"total": total}),
            blocks,
        },
        summary,
    );
    rep.result_line = result_line;
    Ok(Output::Report(Box::new(rep)))
}

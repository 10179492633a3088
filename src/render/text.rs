//! Human output: heading, the procedure's blocks, and the result line, laid out for the
//! painter's width: lines wrap at spaces with a hanging indent ([`screen::wrap`]), tables take
//! the narrowest form that fits ([`table`]), and the result line is not printed again when the
//! last line already says it.

use crate::render::chances::{self, Form};
use crate::render::table::table;
use crate::render::{Painter, goal, screen};
use crate::report::{Block, Body, Line, Report, Style};
use crate::rules;

/// The whole report as text (ending in a newline), chances in the form that fits, every table
/// shown. `quiet` prints the result line only.
pub(crate) fn render(report: &Report, painter: Painter, quiet: bool) -> String {
    render_as(report, painter, quiet, Form::Fit, true)
}

/// [`render`], with `--chances` written in `form` (fractions, percents, or whichever fits),
/// and every table (`full`) or, on a terminal, the answer and the first table
/// ([`chances::layout`]).
pub(crate) fn render_as(
    report: &Report,
    painter: Painter,
    quiet: bool,
    form: Form,
    full: bool,
) -> String {
    let mut out = String::new();
    if quiet {
        // The result line a procedure wrote from the chances is written again without
        // fractions for --percent; one it wrote itself (`table`'s) stays.
        let summary = match &report.body {
            Body::Chances { goal: Some(g), .. }
                if form == Form::Percent
                    && report.summary.starts_with(&goal::sentence(g, true)) =>
            {
                report
                    .summary
                    .replacen(&goal::sentence(g, true), &goal::sentence(g, false), 1)
            }
            Body::Chances { quantities, .. }
                if form == Form::Percent && report.summary == rules::chance_summary(quantities) =>
            {
                rules::chance_sentence(quantities, false)
            }
            _ => report.summary.clone(),
        };
        screen::push_wrapped(&mut out, &Line::plain(summary), painter);
        return out;
    }
    if !report.title.is_empty() {
        screen::push_wrapped(
            &mut out,
            &Line::new().push(&report.title, Style::Strong),
            painter,
        );
    }
    let last: Option<&Line> = match &report.body {
        Body::Rolled { blocks, .. } | Body::Listing { blocks, .. } => {
            // A last line the summary only adds to (a note on an example chart) is said once,
            // by the summary.
            let extended = match blocks.last() {
                Some(Block::Line(l)) => {
                    prefix_of(l, &report.summary).is_some_and(|n| n < report.summary.len())
                }
                _ => false,
            };
            let shown = blocks.len() - usize::from(extended);
            for block in &blocks[..shown] {
                render_block(&mut out, block, painter);
            }
            match blocks[..shown].last() {
                Some(Block::Line(l)) => Some(l),
                _ => None,
            }
        }
        Body::Chances {
            quantities,
            notes,
            goal: asked,
        } => {
            // The goal, when one was asked, is the answer: it comes before the tables.
            let goal_lines = asked
                .as_ref()
                .map(|g| goal::lines(g, form != Form::Percent))
                .unwrap_or_default();
            for block in notes.iter().chain(&goal_lines) {
                render_block(&mut out, block, painter);
            }
            let short = painter.terminal && !full;
            let blocks = chances::layout(quantities, form, painter, short);
            laid_out(&mut out, blocks, form, painter);
            // The answer came first: the result line would say it again.
            return out;
        }
        Body::PerValue(pv) => {
            // The answer (what --at-least picked, or how the range runs) before the table.
            if !report.summary.is_empty() {
                let answer = Line::new().push(&report.summary, Style::Strong);
                screen::push_wrapped(&mut out, &answer, painter);
            }
            laid_out(
                &mut out,
                goal::blocks(pv, form, painter.width),
                form,
                painter,
            );
            return out;
        }
    };
    let said = last.is_some_and(|l| prefix_of(l, &report.summary) == Some(report.summary.len()));
    if let Some(line) = &report.result_line {
        screen::push_wrapped(&mut out, line, painter);
    } else if !report.summary.is_empty() && !said {
        screen::push_wrapped(
            &mut out,
            &Line::new().push(&report.summary, Style::Strong),
            painter,
        );
    }
    out
}

/// The length of `line`'s text when it is where `s` starts (compared span by span, without
/// joining the spans into a new string).
fn prefix_of(line: &Line, s: &str) -> Option<usize> {
    let mut at = 0;
    for span in &line.0 {
        if !s[at..].starts_with(span.text.as_str()) {
            return None;
        }
        at += span.text.len();
    }
    Some(at)
}

/// Blocks of `--chances` output; with `--exact` the tables however wide, as asked.
fn laid_out(out: &mut String, blocks: Vec<Block>, form: Form, painter: Painter) {
    let tables = match form {
        Form::Exact => Painter {
            width: usize::MAX,
            ..painter
        },
        _ => painter,
    };
    for block in &blocks {
        let p = if matches!(block, Block::Table { .. }) {
            tables
        } else {
            painter
        };
        render_block(out, block, p);
    }
}

pub(crate) fn render_block(out: &mut String, block: &Block, painter: Painter) {
    match block {
        Block::Line(line) => screen::push_wrapped(out, line, painter),
        Block::Pre(lines) => {
            for line in lines {
                screen::push_line(out, line, painter);
            }
        }
        Block::Table { header, rows } => {
            out.push_str(&table(header, rows, painter));
            out.push('\n');
        }
    }
}

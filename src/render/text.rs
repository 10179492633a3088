//! Human output: heading, the procedure's blocks, and the result line.

use std::borrow::Cow;

use comfy_table::{ContentArrangement, LineStyle, Table, TableStyle};

use crate::render::Painter;
use crate::render::chances::{self, Form};
use crate::render::goal;
use crate::report::{Block, Body, Line, Marginal, Report, Style};
use crate::rules;

/// The whole report as text (ending in a newline), chances with their exact fractions.
/// `quiet` prints the result line only.
pub(crate) fn render(report: &Report, painter: Painter, quiet: bool) -> String {
    render_as(report, painter, quiet, Form::Exact)
}

/// [`render`], with `--chances` written in `form`: percents alone, or with the exact
/// fractions, or (`Form::Fit`) with them only when the tables fit the terminal.
pub(crate) fn render_as(report: &Report, painter: Painter, quiet: bool, form: Form) -> String {
    let exact = match (form, &report.body) {
        (Form::Exact, _) => true,
        (Form::Percent, _) => false,
        (Form::Fit(width), Body::Chances { quantities, .. }) => fits(quantities, width),
        (Form::Fit(_), _) => true,
    };
    // The result line a procedure wrote from the chances is written again without fractions;
    // one it wrote itself (`table`'s) stays.
    let summary = match &report.body {
        Body::Chances { goal: Some(g), .. }
            if !exact && report.summary.starts_with(&goal::sentence(g, true)) =>
        {
            Cow::Owned(report.summary.replacen(
                &goal::sentence(g, true),
                &goal::sentence(g, false),
                1,
            ))
        }
        Body::Chances { quantities, .. }
            if !exact && report.summary == rules::chance_summary(quantities) =>
        {
            Cow::Owned(rules::chance_sentence(quantities, false))
        }
        _ => Cow::Borrowed(&report.summary),
    };
    let mut out = String::new();
    if quiet {
        out.push_str(&summary);
        out.push('\n');
        return out;
    }
    let heading = Line::new().push(&report.title, Style::Strong);
    push_line(&mut out, &heading, painter);
    match &report.body {
        Body::Rolled { blocks, .. } | Body::Listing { blocks, .. } => {
            for block in blocks {
                render_block(&mut out, block, painter);
            }
        }
        Body::Chances {
            quantities,
            notes,
            goal: asked,
        } => {
            let goal_lines = asked
                .as_ref()
                .map(|g| goal::lines(g, exact))
                .unwrap_or_default();
            for block in notes
                .iter()
                .chain(&goal_lines)
                .chain(&chances::blocks(quantities, exact))
            {
                render_block(&mut out, block, painter);
            }
            if let (Form::Fit(width), false) = (form, exact) {
                render_block(&mut out, &chances::fitted_note(width), painter);
            }
        }
        Body::PerValue(pv) => {
            for block in goal::blocks(pv, form) {
                render_block(&mut out, &block, painter);
            }
        }
    }
    if !summary.is_empty() {
        push_line(
            &mut out,
            &Line::new().push(&*summary, Style::Strong),
            painter,
        );
    }
    out
}

/// Whether the exact tables of `quantities` fit `width` columns (measured as a pipe gets
/// them: a table on a terminal would be wrapped to fit instead).
fn fits(quantities: &[Marginal], width: usize) -> bool {
    let mut out = String::new();
    for block in chances::blocks(quantities, true) {
        render_block(&mut out, &block, Painter { color: false });
    }
    out.lines().all(|l| l.chars().count() <= width)
}

pub(crate) fn render_block(out: &mut String, block: &Block, painter: Painter) {
    match block {
        Block::Line(line) => push_line(out, line, painter),
        Block::Pre(lines) => {
            for line in lines {
                push_line(out, line, painter);
            }
        }
        Block::Table { header, rows } => {
            out.push_str(&table(header, rows, painter));
            out.push('\n');
        }
    }
}

fn push_line(out: &mut String, line: &Line, painter: Painter) {
    out.push_str(painter.paint_all(&line.0).trim_end());
    out.push('\n');
}

/// Columns aligned, one rule under the header: light enough for long chance tables.
const STYLE: TableStyle =
    TableStyle::new().header_separator(LineStyle::none().fill('─').junction('─'));

/// A comfy-table table. Width-aware on a terminal; styled only when colour is on (comfy-table
/// would otherwise decide for itself from the terminal).
pub(crate) fn table(
    header: &[String],
    rows: &[Vec<crate::report::Span>],
    painter: Painter,
) -> String {
    let mut t = Table::new();
    t.load_style(STYLE)
        .set_content_arrangement(ContentArrangement::Dynamic);
    if painter.color {
        t.enforce_styling();
    } else {
        t.force_no_tty();
    }
    if !header.is_empty() {
        t.set_header(
            header
                .iter()
                .map(|h| painter.cell(&[crate::report::Span::new(h.clone(), Style::Strong)])),
        );
    }
    for row in rows {
        t.add_row(row.iter().map(|s| painter.cell(std::slice::from_ref(s))));
    }
    t.lines()
        .map(|l| l.trim_end().to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

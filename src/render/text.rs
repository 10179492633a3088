//! Human output: heading, the procedure's blocks, and the result line.

use comfy_table::{ContentArrangement, LineStyle, Table, TableStyle};

use crate::render::{Painter, chances};
use crate::report::{Block, Body, Line, Report, Style};

/// The whole report as text (ending in a newline). `quiet` prints the result line only.
pub(crate) fn render(report: &Report, painter: Painter, quiet: bool) -> String {
    let mut out = String::new();
    if quiet {
        out.push_str(&report.summary);
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
        Body::Chances { quantities, notes } => {
            for block in notes.iter().chain(&chances::blocks(quantities)) {
                render_block(&mut out, block, painter);
            }
        }
    }
    if !report.summary.is_empty() {
        push_line(
            &mut out,
            &Line::new().push(&report.summary, Style::Strong),
            painter,
        );
    }
    out
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

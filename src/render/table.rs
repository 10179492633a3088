//! Tables laid out for the screen: the fullest form of a table that fits the painter's width
//! ([`table`]), and the width a table takes drawn as it comes ([`natural_width`]), which the
//! chance tables ask before choosing their form.

use comfy_table::{ColumnConstraint, ContentArrangement, LineStyle, Table, TableStyle, Width};

use crate::render::{Painter, screen};
use crate::report::{Block, Line, Span, Style};

/// Columns aligned, one rule under the header: light enough for long chance tables.
const STYLE: TableStyle =
    TableStyle::new().header_separator(LineStyle::none().fill('─').junction('─'));

/// A table in the fullest form that fits the painter's width: as it comes; else with its
/// columns closer together (two spaces apart, not three); else its cells wrapped at spaces,
/// every column at least as wide as its longest word (then closer together too); else (too
/// many columns for the width) one row turned on its side, a column per row, or a line per row,
/// each cell named by its header.
pub(crate) fn table(header: &[String], rows: &[Vec<Span>], painter: Painter) -> String {
    for (within, tight) in [(false, false), (false, true), (true, false), (true, true)] {
        let t = draw(
            header,
            rows,
            painter,
            within.then_some(painter.width),
            tight,
        );
        if widest(&t) <= painter.width {
            return t;
        }
    }
    // More columns than rows (one row of a goal per CRT column, a matrix): on its side.
    if let [first, rest @ ..] = header {
        if rest.len() > rows.len() {
            let side: Vec<String> = std::iter::once(first.clone())
                .chain(
                    rows.iter()
                        .map(|r| r.first().map(|s| s.text.clone()).unwrap_or_default()),
                )
                .collect();
            let cells: Vec<Vec<Span>> = rest
                .iter()
                .enumerate()
                .map(|(j, h)| {
                    std::iter::once(Span::new(h.clone(), Style::Strong))
                        .chain(
                            rows.iter()
                                .map(|r| r.get(j + 1).cloned().unwrap_or_else(|| Span::plain(""))),
                        )
                        .collect()
                })
                .collect();
            for tight in [false, true] {
                let t = draw(&side, &cells, painter, Some(painter.width), tight);
                if widest(&t) <= painter.width {
                    return t;
                }
            }
        }
    }
    records(header, rows, painter)
}

/// The width of a table block drawn as it comes (0 for any other block).
pub(crate) fn natural_width(block: &Block) -> usize {
    let Block::Table { header, rows } = block else {
        return 0;
    };
    // Reckoned as `draw` lays the table out uncoloured with no width to fit, without drawing
    // it (a unit test holds the two together): comfy-table makes each column as wide as its
    // widest cell (and at least 1), with a space either side and a junction between columns;
    // `draw` trims each line's end, so the header's rule is the widest line, and a table with
    // no header is as wide as its longest row without the spaces after it. The cells' text is
    // what `draw` gives comfy-table.
    let text = |s: &Span| Painter::PLAIN.cell_text(std::slice::from_ref(s));
    let mut widths: Vec<usize> = header
        .iter()
        .map(|h| screen::cells(&text(&Span::new(h.as_str(), Style::Strong))).max(1))
        .collect();
    for row in rows {
        for (i, s) in row.iter().enumerate() {
            let w = screen::cells(&text(s)).max(1);
            match widths.get_mut(i) {
                Some(c) => *c = (*c).max(w),
                None => widths.push(w),
            }
        }
    }
    if !header.is_empty() {
        return widths.iter().map(|w| w + 2).sum::<usize>() + widths.len() - 1;
    }
    rows.iter()
        .map(|row| {
            let mut start = 1;
            let mut end = 0;
            for (s, w) in row.iter().zip(&widths) {
                let shown = screen::cells(text(s).trim_end());
                if shown > 0 {
                    end = start + shown;
                }
                start += w + 3;
            }
            end
        })
        .max()
        .unwrap_or(0)
}

/// The widest line of `text`, in columns, colour codes not counted.
pub(crate) fn widest(text: &str) -> usize {
    text.lines()
        .map(|l| screen::cells(&screen::strip_ansi(l)))
        .max()
        .unwrap_or(0)
}

/// A comfy-table table; `within` columns, cells wrapped at spaces, when given; `tight`: no
/// space before a cell but the first row's. Styled only when colour is on (comfy-table would
/// otherwise decide for itself from the terminal).
fn draw(
    header: &[String],
    rows: &[Vec<Span>],
    painter: Painter,
    within: Option<usize>,
    tight: bool,
) -> String {
    let mut t = Table::new();
    t.load_style(STYLE)
        .set_content_arrangement(ContentArrangement::Dynamic);
    // The width is the painter's, never the terminal comfy-table finds on its own: on a
    // terminal its dynamic layout would squeeze a table drawn "as it comes" and split numbers.
    t.force_no_tty();
    if painter.color {
        t.enforce_styling();
    }
    let head: Vec<comfy_table::Cell> = header
        .iter()
        .map(|h| painter.cell(&[Span::new(h.clone(), Style::Strong)]))
        .collect();
    let body: Vec<Vec<comfy_table::Cell>> = rows
        .iter()
        .map(|row| {
            row.iter()
                .map(|s| painter.cell(std::slice::from_ref(s)))
                .collect()
        })
        .collect();
    if !head.is_empty() {
        t.set_header(head.clone());
    }
    for row in &body {
        t.add_row(row.clone());
    }
    // Each column's padding: one space either side, or (tight) only after it but the first.
    let pad = |i: usize| if tight && i > 0 { (0, 1) } else { (1, 1) };
    if tight {
        for (i, c) in t.column_iter_mut().enumerate() {
            c.set_padding(pad(i));
        }
    }
    if let Some(width) = within {
        // Each column gets at least its longest word, so none is split; the room left goes to
        // the columns that lack the most ([`share`]).
        let columns = head.len().max(body.iter().map(Vec::len).max().unwrap_or(0));
        let of = |i: usize| {
            head.get(i)
                .into_iter()
                .chain(body.iter().filter_map(|r| r.get(i)))
                .map(|c| c.content())
                .collect::<Vec<_>>()
        };
        let natural: Vec<usize> = (0..columns)
            .map(|i| {
                of(i)
                    .iter()
                    .flat_map(|c| c.lines().map(screen::cells))
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let least: Vec<usize> = (0..columns)
            .map(|i| {
                of(i)
                    .iter()
                    .flat_map(|c| c.split_whitespace().map(screen::cells).collect::<Vec<_>>())
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        // Each column's padding and the gap after all but the last (1).
        let frame: usize = (0..columns).map(|i| pad(i).0 + pad(i).1).sum::<u16>() as usize
            + columns.saturating_sub(1);
        let widths = share(&natural, &least, width.saturating_sub(frame));
        t.set_constraints(widths.into_iter().enumerate().map(|(i, w)| {
            // Saturating: a column wider than comfy-table's widths go (a 100,000-character
            // name) would otherwise wrap round to a narrow one and have its word split.
            let n = u16::try_from(w + usize::from(pad(i).0 + pad(i).1)).unwrap_or(u16::MAX);
            ColumnConstraint::Absolute(Width::Fixed(n))
        }));
    }
    t.lines()
        .map(|l| l.trim_end().to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Column widths within `room`: a column narrower than an even share of what is left keeps
/// its natural width (narrowest first); the others share the rest in proportion to their
/// natural widths, each at least its longest word.
fn share(natural: &[usize], least: &[usize], room: usize) -> Vec<usize> {
    let mut widths: Vec<usize> = natural.to_vec();
    let mut open: Vec<usize> = (0..natural.len()).collect();
    open.sort_by_key(|&i| natural[i]);
    let mut left = room;
    while let Some(&i) = open.first() {
        if natural[i] > left / open.len() {
            break;
        }
        left -= natural[i];
        open.remove(0);
    }
    let total: usize = open.iter().map(|&i| natural[i]).sum::<usize>().max(1);
    let mut given = 0;
    for &i in &open {
        widths[i] = (natural[i] * left / total).max(least[i]);
        given += widths[i];
    }
    // What rounding left over goes to the widest; what the longest words took over is taken
    // back from the widest that can spare it.
    if let Some(&i) = open.last() {
        widths[i] += left.saturating_sub(given);
    }
    let mut over = given.saturating_sub(left);
    for &i in open.iter().rev() {
        let spare = (widths[i] - least[i]).min(over);
        widths[i] -= spare;
        over -= spare;
    }
    widths
}

/// A table too wide for any column layout: a line per row, `first · header: cell · ...`,
/// each wrapped.
fn records(header: &[String], rows: &[Vec<Span>], painter: Painter) -> String {
    let mut out = String::new();
    for row in rows {
        let mut line = Line::new();
        for (i, cell) in row.iter().enumerate() {
            // Nothing to say, or "·" (impossible, in a chance matrix).
            if matches!(cell.text.trim(), "" | "·") {
                continue;
            }
            if !line.0.is_empty() {
                line = line.push(" · ", Style::Dim);
            }
            if let Some(h) = header.get(i).filter(|h| i > 0 && !h.is_empty()) {
                // A no-break space: a header stays on the line of its cell.
                line = line.push(format!("{h}:\u{a0}"), Style::Dim);
            }
            line.0.push(cell.clone());
        }
        screen::push_wrapped(&mut out, &line, painter);
    }
    out.trim_end_matches('\n').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tables_natural_width_is_the_width_comfy_table_draws() {
        let drawn = |header: &[String], rows: &[Vec<Span>]| {
            widest(&draw(header, rows, Painter::PLAIN, None, false))
        };
        let s = |t: &str| Span::plain(t);
        let h = |hs: &[&str]| hs.iter().map(|x| x.to_string()).collect::<Vec<String>>();
        let (header, rows) = rows();
        let cases: Vec<(Vec<String>, Vec<Vec<Span>>)> = vec![
            (header, rows),
            (
                h(&["casualties", "p", "%"]),
                vec![vec![s("0"), s("1/16"), s("6.25")]],
            ),
            // Ragged rows, a row wider than the header, no header, empty cells.
            (h(&["a", "bb"]), vec![vec![s("1"), s("22")], vec![s("333")]]),
            (h(&["a"]), vec![vec![s("1"), s("wider than a")]]),
            (Vec::new(), vec![vec![s("x")], vec![s(""), s("")]]),
            (h(&["", "b"]), vec![vec![s(""), s("")]]),
            // Wide characters, escapes, a struck cell.
            (h(&["城", "A♥"]), vec![vec![s("A♥ 10♠"), s("城城")]]),
            (
                h(&["tab\there", "e\u{1b}"]),
                vec![vec![s("new\nline"), Span::new("gone", Style::Struck)]],
            ),
            (h(&["only"]), Vec::new()),
            (Vec::new(), Vec::new()),
        ];
        for (header, rows) in cases {
            let table = Block::Table {
                header: header.clone(),
                rows: rows.clone(),
            };
            assert_eq!(
                natural_width(&table),
                drawn(&header, &rows),
                "{header:?} {rows:?}"
            );
        }
    }

    fn at(width: usize) -> Painter {
        Painter {
            width,
            ..Painter::PLAIN
        }
    }

    fn rows() -> (Vec<String>, Vec<Vec<Span>>) {
        let header = vec!["procedure".into(), "section".into(), "what it does".into()];
        let rows = vec![
            vec![
                Span::plain("close-combat"),
                Span::plain("Close Combat, Hand Grenades"),
                Span::plain("Close combat: stragglers, tests, then figure against figure"),
            ],
            vec![
                Span::plain("wound"),
                Span::plain("WOUNDS"),
                Span::plain("Wound: a d6 to recover, stay wounded or die"),
            ],
        ];
        (header, rows)
    }

    #[test]
    fn a_table_too_wide_wraps_its_cells_at_spaces() {
        let (header, rows) = rows();
        let wide = table(&header, &rows, at(200));
        assert!(widest(&wide) > 60, "{wide}");
        let t = table(&header, &rows, at(60));
        assert!(widest(&t) <= 60, "{t}");
        for word in ["close-combat", "stragglers,", "Grenades", "recover,"] {
            assert!(
                t.split_whitespace().any(|w| w == word),
                "{word} split:\n{t}"
            );
        }
    }

    #[test]
    fn a_table_no_column_layout_fits_becomes_a_line_per_row() {
        let (header, rows) = rows();
        let t = table(&header, &rows, at(30));
        assert!(widest(&t) <= 30, "{t}");
        assert!(t.starts_with("close-combat · section:\u{a0}Close"), "{t}");
    }

    #[test]
    fn one_row_too_wide_is_turned_on_its_side() {
        let header: Vec<String> = ["goal", "1:3", "1:2", "2:3", "1:1"]
            .map(String::from)
            .to_vec();
        let rows = vec![
            ["defender_hits>=2", "2.78", "8.33", "16.67", "27.78"]
                .map(Span::plain)
                .to_vec(),
        ];
        let t = table(&header, &rows, at(30));
        assert!(widest(&t) <= 30, "{t}");
        let lines: Vec<&str> = t.lines().map(str::trim).collect();
        assert_eq!(lines[0], "goal   defender_hits>=2");
        assert_eq!(lines[2], "1:3    2.78");
        assert_eq!(lines[5], "1:1    27.78");
    }

    #[test]
    fn ansi_codes_take_no_columns() {
        assert_eq!(widest("\u{1b}[1mbold\u{1b}[0m"), 4);
    }
}

//! The table as a Unicode map for the terminal: the grid of squares drawn with box-drawing
//! characters, each square showing its area feature (symbol and name) and the linear features
//! through it, and beside the border the symbol of each linear feature where it leaves the
//! table. Built as styled [`Line`]s for a `Block::Pre`, so colour follows `--color` like every
//! other output.

use crate::report::{Line, Span, Style};

use super::model::{AreaKind, Edge, LineKind, Terrain};

/// Characters inside a square (between its borders), at most: room for "⌂ village".
const CELL: usize = 9;
/// The left margin: the edge name, the row number and the edge markers.
const LEFT: usize = 10;
/// The narrowest square: one symbol with a space either side.
const MIN_CELL: usize = 3;

/// How the map is laid out: the full map (78 columns for 6 squares across, what a pipe or a
/// file always gets), or, to fit a narrower terminal, narrower squares and margins with the
/// west and east edges named by their initials.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Layout {
    left: usize,
    cell: usize,
    /// Columns right of the east border.
    right: usize,
    /// "west"/"east" in full beside the table, or "W"/"E".
    words: bool,
}

impl Layout {
    const FULL: Layout = Layout {
        left: LEFT,
        cell: CELL,
        right: 7,
        words: true,
    };

    /// The layout for `cols` squares across within `width` columns (`None`: the full map).
    /// Below the narrowest layout the map is drawn at its narrowest anyway.
    fn fitting(cols: usize, width: Option<usize>) -> Layout {
        let Some(width) = width else {
            return Layout::FULL;
        };
        if Layout::FULL.width(cols) <= width {
            return Layout::FULL;
        }
        let (left, right) = (5, 4);
        let room = width.saturating_sub(left + right + 1) / cols.max(1);
        Layout {
            left,
            cell: room.saturating_sub(1).clamp(MIN_CELL, CELL),
            right,
            words: false,
        }
    }

    /// The widest line this layout draws.
    fn width(self, cols: usize) -> usize {
        self.left + cols * (self.cell + 1) + 1 + self.right - usize::from(self.words)
    }
}

/// "⌂ village" in `cell` columns: whole, cut short with a full stop, or the symbol alone.
fn label(k: AreaKind, cell: usize) -> String {
    let name = k.name();
    let whole = name.chars().count() + 2;
    if whole <= cell {
        format!("{} {name}", area_symbol(k))
    } else if cell >= 6 {
        let short: String = name.chars().take(cell - 3).collect();
        format!("{} {short}.", area_symbol(k))
    } else {
        area_symbol(k).to_string()
    }
}

pub(crate) fn area_symbol(k: AreaKind) -> char {
    match k {
        AreaKind::Village => '⌂',
        AreaKind::Hill => '▲',
        AreaKind::Wood => '♣',
        AreaKind::Oasis => '✱',
        AreaKind::Lake => '◎',
    }
}

pub(crate) fn line_symbol(k: LineKind) -> char {
    match k {
        LineKind::River => '≈',
        LineKind::Road => '═',
        LineKind::Railway => '╫',
    }
}

fn area_style(k: AreaKind) -> Style {
    match k {
        AreaKind::Village => Style::Bad,
        AreaKind::Hill => Style::Strong,
        AreaKind::Wood | AreaKind::Oasis => Style::Good,
        AreaKind::Lake => Style::Strong,
    }
}

fn line_style(k: LineKind) -> Style {
    match k {
        LineKind::River => Style::Strong,
        LineKind::Road => Style::Plain,
        LineKind::Railway => Style::Dim,
    }
}

/// A grid of styled characters, turned into lines at the end.
struct Canvas {
    cells: Vec<Vec<(char, Style)>>,
}

impl Canvas {
    fn new(height: usize, width: usize) -> Canvas {
        Canvas {
            cells: vec![vec![(' ', Style::Plain); width]; height],
        }
    }

    fn put(&mut self, y: usize, x: usize, c: char, style: Style) {
        if let Some(cell) = self.cells.get_mut(y).and_then(|r| r.get_mut(x)) {
            *cell = (c, style);
        }
    }

    fn text(&mut self, y: usize, x: usize, s: &str, style: Style) {
        for (i, c) in s.chars().enumerate() {
            self.put(y, x + i, c, style);
        }
    }

    /// Places `c` at the first blank at or after `x` (several markers at one spot line up).
    fn marker(&mut self, y: usize, x: usize, step: isize, c: char, style: Style) {
        let mut at = x as isize;
        while let Some(cell) = self.cells.get(y).and_then(|r| r.get(at as usize)) {
            if cell.0 == ' ' || at < 0 {
                break;
            }
            at += step;
        }
        if at >= 0 {
            self.put(y, at as usize, c, style);
        }
    }

    fn lines(self) -> Vec<Line> {
        self.cells
            .into_iter()
            .map(|row| {
                let mut line = Line::new();
                let mut run = String::new();
                let mut style = Style::Plain;
                for (c, s) in row {
                    if s != style && !run.is_empty() {
                        line.0.push(Span::new(std::mem::take(&mut run), style));
                    }
                    style = s;
                    run.push(c);
                }
                let run = run.trim_end().to_string();
                if !run.is_empty() {
                    line.0.push(Span::new(run, style));
                }
                line
            })
            .collect()
    }
}

/// The map, its legend, and nothing else (the dice log and summary are the caller's), to fit
/// `width` columns when given (a terminal's), else the full 78-column map.
pub(crate) fn draw(t: &Terrain, width: Option<usize>) -> Vec<Line> {
    let (rows, cols) = (usize::from(t.rows), usize::from(t.columns));
    let layout = Layout::fitting(cols, width);
    let (left, cell) = (layout.left, layout.cell);
    // Lines: north label, column numbers, north markers, then 3 per row and the bottom
    // border, south markers, south label.
    let top = 3;
    let height = top + rows * 3 + 1 + 2;
    let width = left + cols * (cell + 1) + 1 + layout.right;
    let mut c = Canvas::new(height, width);
    let dim = Style::Dim;
    let x_of = |col: usize| left + (col - 1) * (cell + 1) + 1;
    let y_of = |row: usize| top + (row - 1) * 3 + 1;
    let mid = left + (cols * (cell + 1)) / 2;
    c.text(0, mid.saturating_sub(2), "north", dim);
    for col in 1..=cols {
        let label = col.to_string();
        c.text(1, x_of(col) + cell / 2, &label, dim);
    }
    // The border and the lines between squares.
    for row in 0..=rows {
        let y = top + row * 3;
        for col in 0..=cols {
            let x = left + col * (cell + 1);
            let corner = match (row == 0, row == rows, col == 0, col == cols) {
                (true, _, true, _) => '┌',
                (true, _, _, true) => '┐',
                (true, _, _, _) => '┬',
                (_, true, true, _) => '└',
                (_, true, _, true) => '┘',
                (_, true, _, _) => '┴',
                (_, _, true, _) => '├',
                (_, _, _, true) => '┤',
                _ => '┼',
            };
            c.put(y, x, corner, dim);
            if col < cols {
                for i in 1..=cell {
                    c.put(y, x + i, '─', dim);
                }
            }
            if row < rows {
                for i in 1..=2 {
                    c.put(y + i, x, '│', dim);
                }
            }
        }
    }
    for row in 1..=rows {
        c.text(y_of(row), left - 4, &format!("{row:>2}"), dim);
    }
    let (mid_row_y, bottom) = (top + (rows * 3) / 2, top + rows * 3);
    if layout.words {
        c.text(mid_row_y, 0, "west", dim);
        c.text(mid_row_y, left + cols * (cell + 1) + 3, "east", dim);
    } else {
        c.text(mid_row_y, 0, "W", dim);
        c.text(mid_row_y, left + cols * (cell + 1) + 2, "E", dim);
    }
    c.text(bottom + 2, mid.saturating_sub(2), "south", dim);
    // Area features: symbol and name centred on the square's first line; the linear
    // features through it on the second; a marker beside the border where each leaves.
    let areas = t.areas();
    let g = t.grid();
    let centred = |c: &mut Canvas, y: usize, col: usize, spans: &[(String, Style)]| {
        let len: usize = spans.iter().map(|(s, _)| s.chars().count()).sum();
        let mut x = x_of(col) + cell.saturating_sub(len) / 2;
        for (s, st) in spans {
            c.text(y, x, s, *st);
            x += s.chars().count();
        }
    };
    for s in g.squares() {
        let (row, col) = (usize::from(s.row), usize::from(s.col));
        if let Some(k) = areas[g.index(s)] {
            let st = area_style(k);
            let text = label(k, cell);
            centred(&mut c, y_of(row), col, &[(text, st)]);
        }
        let mut through: Vec<(String, Style)> = Vec::new();
        for kind in [LineKind::River, LineKind::Road, LineKind::Railway] {
            if t.lines(kind).any(|(p, _)| p.contains(&s)) {
                // Spaced out when there is room (three symbols need five columns).
                if !through.is_empty() && cell >= 5 {
                    through.push((" ".into(), Style::Plain));
                }
                through.push((line_symbol(kind).to_string(), line_style(kind)));
            }
        }
        centred(&mut c, y_of(row) + 1, col, &through);
    }
    for kind in [LineKind::River, LineKind::Road, LineKind::Railway] {
        let (sym, st) = (line_symbol(kind), line_style(kind));
        for (path, edges) in t.lines(kind) {
            let ends = [path.first(), path.last()];
            for (e, s) in edges.iter().zip(ends) {
                let Some(s) = s else { continue };
                let (x, y) = (x_of(usize::from(s.col)), y_of(usize::from(s.row)));
                match e {
                    Edge::North => c.marker(2, x + cell / 2, 1, sym, st),
                    Edge::South => c.marker(bottom + 1, x + cell / 2, 1, sym, st),
                    Edge::West => c.marker(y + 1, left - 2, -1, sym, st),
                    Edge::East => c.marker(y + 1, left + cols * (cell + 1) + 2, 1, sym, st),
                }
            }
        }
    }
    let mut lines = c.lines();
    lines.extend(legend(t, layout.width(cols)));
    lines
}

/// The symbols used on this map, each with its name, on as many lines of `width` as needed.
fn legend(t: &Terrain, width: usize) -> Vec<Line> {
    let mut lines: Vec<Line> = Vec::new();
    let mut line = Line::new();
    let mut used = 0;
    let mut add = |sym: char, name: &str, st: Style| {
        let n = name.chars().count() + 2;
        if !line.0.is_empty() {
            if used + 2 + n <= width {
                line.0.push(Span::plain("  "));
                used += 2;
            } else {
                lines.push(std::mem::take(&mut line));
                used = 0;
            }
        }
        used += n;
        line.0.push(Span::new(sym.to_string(), st));
        line.0.push(Span::plain(format!(" {name}")));
    };
    for k in [
        AreaKind::Village,
        AreaKind::Hill,
        AreaKind::Wood,
        AreaKind::Oasis,
        AreaKind::Lake,
    ] {
        if t.count(k) > 0 {
            add(area_symbol(k), k.name(), area_style(k));
        }
    }
    for k in [LineKind::River, LineKind::Road, LineKind::Railway] {
        if t.lines(k).next().is_some() {
            add(line_symbol(k), k.name(), line_style(k));
        }
    }
    lines.push(line);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::schwerpunkt::terrain::model::{Feature, Square};

    fn table() -> Terrain {
        Terrain {
            theatre: "europe".into(),
            woods: AreaKind::Wood,
            flat: false,
            rows: 4,
            columns: 6,
            features: vec![
                Feature::Area {
                    kind: AreaKind::Village,
                    square: Square::new(2, 3),
                },
                Feature::Line {
                    kind: LineKind::Road,
                    path: (1..=4).map(|r| Square::new(r, 3)).collect(),
                    edges: vec![Edge::North, Edge::South],
                },
            ],
        }
    }

    #[test]
    fn the_map_fits_an_80_column_terminal() {
        let lines = draw(&table(), None);
        for l in &lines {
            assert!(l.plain_text().chars().count() <= 80, "{}", l.plain_text());
        }
        // Title-free: north label, numbers, markers, 4 rows of 3 lines and a border, markers,
        // south label, legend.
        assert_eq!(lines.len(), 3 + 4 * 3 + 1 + 2 + 1);
    }

    #[test]
    fn features_show_in_their_squares_and_where_they_leave() {
        let text: Vec<String> = draw(&table(), None)
            .iter()
            .map(|l| l.plain_text())
            .collect();
        assert!(text[7].contains("⌂ village"), "{text:#?}");
        assert!(text[8].contains('═'), "{text:#?}");
        // Road markers above the north border and below the south border.
        assert!(text[2].contains('═') && text[16].contains('═'), "{text:#?}");
        assert_eq!(text.last().map(String::as_str), Some("⌂ village  ═ road"));
    }
}

//! A generated table and its geometry: squares `row:column` (row 1 the north edge, column 1 the
//! west edge, 1.3), the four edges, area features (one per square) and linear features (paths
//! of adjacent squares that leave the table by named edges).
//!
//! Everything here is deterministic: the rulings that need "nearest" or "straightest" (where a
//! feature moves when its square is taken, how a river runs between its ends) are settled by
//! geometry, never by extra dice, so `--dice` asks for exactly the dice 1.3 rolls.

use std::cmp::Ordering;
use std::fmt;

use serde::{Serialize, Serializer};

/// A 1' square: row from the d4 (1 = north), column from the d6 (1 = west).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Square {
    pub row: u8,
    pub col: u8,
}

impl Square {
    pub(crate) const fn new(row: u8, col: u8) -> Square {
        Square { row, col }
    }

    /// Neighbours share a side or a corner (a river or road may run diagonally).
    pub(crate) fn adjacent(self, other: Square) -> bool {
        self != other && self.row.abs_diff(other.row) <= 1 && self.col.abs_diff(other.col) <= 1
    }

    /// Squares apart, counting diagonal steps as one (the length of a path between them).
    pub(crate) fn steps(self, other: Square) -> u8 {
        self.row
            .abs_diff(other.row)
            .max(self.col.abs_diff(other.col))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.row, self.col)
    }
}

impl Serialize for Square {
    /// `"2:5"`, spelt out by hand: a JSON batch of 10,000 tables writes 100,000 of them.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut buf = [0u8; 7];
        let mut n = 0;
        for (k, part) in [self.row, self.col].into_iter().enumerate() {
            if k == 1 {
                buf[n] = b':';
                n += 1;
            }
            for (d, show) in [(100, part >= 100), (10, part >= 10), (1, true)] {
                if show {
                    buf[n] = b'0' + part / d % 10;
                    n += 1;
                }
            }
        }
        s.serialize_str(std::str::from_utf8(&buf[..n]).unwrap_or_default())
    }
}

/// A table edge. North is the far side of row 1, west the far side of column 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Edge {
    North,
    South,
    West,
    East,
}

impl Edge {
    /// The order ties between edges fall in when nothing else decides them.
    pub(crate) const ALL: [Edge; 4] = [Edge::North, Edge::South, Edge::West, Edge::East];

    pub(crate) fn name(self) -> &'static str {
        match self {
            Edge::North => "north",
            Edge::South => "south",
            Edge::West => "west",
            Edge::East => "east",
        }
    }
}

impl fmt::Display for Edge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The table: `rows` × `cols` squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Grid {
    pub rows: u8,
    pub cols: u8,
}

impl Grid {
    pub(crate) fn len(self) -> usize {
        usize::from(self.rows) * usize::from(self.cols)
    }

    /// Squares in reading order (row by row from the north-west corner).
    pub(crate) fn squares(self) -> impl Iterator<Item = Square> {
        (1..=self.rows).flat_map(move |r| (1..=self.cols).map(move |c| Square::new(r, c)))
    }

    /// The square's position in reading order (for per-square arrays).
    pub(crate) fn index(self, s: Square) -> usize {
        usize::from(s.row - 1) * usize::from(self.cols) + usize::from(s.col - 1)
    }

    pub(crate) fn contains(self, s: Square) -> bool {
        (1..=self.rows).contains(&s.row) && (1..=self.cols).contains(&s.col)
    }

    /// Squares between `s` and the edge (0 when `s` is on it).
    pub(crate) fn distance_to(self, s: Square, e: Edge) -> u8 {
        match e {
            Edge::North => s.row - 1,
            Edge::South => self.rows - s.row,
            Edge::West => s.col - 1,
            Edge::East => self.cols - s.col,
        }
    }

    /// The edges nearest `s` (one, or two for a corner or an inner square as near to both),
    /// in [`Edge::ALL`] order.
    pub(crate) fn nearest_edges(self, s: Square) -> Vec<Edge> {
        let d = Edge::ALL.map(|e| self.distance_to(s, e));
        let min = d.iter().copied().min().unwrap_or(0);
        Edge::ALL
            .into_iter()
            .zip(d)
            .filter(|(_, x)| *x == min)
            .map(|(e, _)| e)
            .collect()
    }

    /// Where a linear feature rolled on `s` meets the table edge: the nearest edge (1.3: "If
    /// a grid square is chosen which does not have a table edge, the river will exit from the
    /// closest point"). A tie goes to the edge farther from `other`, the feature's other end,
    /// so it crosses the table rather than hugging one edge; then [`Edge::ALL`] order.
    pub(crate) fn edge_for(self, s: Square, other: Square) -> Edge {
        // Never empty: one of the four edges is always nearest.
        self.edge_choices(s, other)
            .first()
            .copied()
            .unwrap_or(Edge::North)
    }

    /// [`Grid::edge_for`]'s candidates, best first.
    pub(crate) fn edge_choices(self, s: Square, other: Square) -> Vec<Edge> {
        let mut v = self.nearest_edges(s);
        // Stable: equals keep Edge::ALL order.
        v.sort_by_key(|e| std::cmp::Reverse(self.distance_to(other, *e)));
        v
    }

    /// The square on edge `e` in line with `s` (same column for north/south, same row for
    /// west/east): where a feature running straight from `s` to that edge leaves the table.
    pub(crate) fn on_edge(self, s: Square, e: Edge) -> Square {
        match e {
            Edge::North => Square::new(1, s.col),
            Edge::South => Square::new(self.rows, s.col),
            Edge::West => Square::new(s.row, 1),
            Edge::East => Square::new(s.row, self.cols),
        }
    }

    /// Every other square, nearest `s` first: by distance between centres (so the four
    /// squares beside it come before the four corner-to-corner), equals clockwise from north.
    /// The placement ruling walks this list to the first free square.
    pub(crate) fn by_distance(self, s: Square) -> Vec<Square> {
        let mut v: Vec<Square> = self.squares().filter(|o| *o != s).collect();
        v.sort_by(|a, b| nearer(s, *a, *b));
        v
    }

    /// The first square of [`Grid::by_distance`] that `pick` takes, found without laying out
    /// the list (the placement ruling asks it once an area feature lands on a taken square).
    pub(crate) fn nearest(self, s: Square, pick: impl Fn(Square) -> bool) -> Option<Square> {
        self.squares()
            .filter(|o| *o != s && pick(*o))
            .min_by(|a, b| nearer(s, *a, *b))
    }
}

/// Which of `a` and `b` is nearer `s`, as [`Grid::by_distance`] orders them (no two squares
/// tie: one distance and direction is one square).
fn nearer(s: Square, a: Square, b: Square) -> Ordering {
    let (da, db) = (offset(s, a), offset(s, b));
    let (la, lb) = (da.0 * da.0 + da.1 * da.1, db.0 * db.0 + db.1 * db.1);
    la.cmp(&lb).then_with(|| clockwise(da, db))
}

/// (east, south) offset from `a` to `b`.
fn offset(a: Square, b: Square) -> (i32, i32) {
    (
        i32::from(b.col) - i32::from(a.col),
        i32::from(b.row) - i32::from(a.row),
    )
}

/// Orders two directions (east, south) clockwise from north, exactly (no floating point).
fn clockwise(a: (i32, i32), b: (i32, i32)) -> Ordering {
    // Half 0: from north (inclusive) round through east to south (exclusive); half 1 the rest.
    let half = |(e, s): (i32, i32)| i32::from(!(e > 0 || (e == 0 && s < 0)));
    half(a).cmp(&half(b)).then_with(|| {
        // Within a half, a comes first when b is clockwise of a: cross(a, b) > 0 in screen
        // coordinates (east right, south down).
        let cross = i64::from(a.0) * i64::from(b.1) - i64::from(a.1) * i64::from(b.0);
        0.cmp(&cross)
    })
}

/// The straightest run of adjacent squares from `a` to `b`, both included: one step per
/// square of the longer axis, the other axis stepping as evenly as a drawn line would.
pub(crate) fn line(a: Square, b: Square) -> Vec<Square> {
    let n = i32::from(a.steps(b));
    let (dc, dr) = offset(a, b);
    let mut v = Vec::with_capacity(n as usize + 1);
    for i in 0..=n {
        let at = |start: u8, d: i32| -> u8 {
            if n == 0 {
                return start;
            }
            // Round d·i/n to the nearest whole square, halves away from the start, in integers.
            let num = 2 * d * i;
            let q = (num.abs() + n) / (2 * n);
            let step = if num < 0 { -q } else { q };
            (i32::from(start) + step) as u8
        };
        v.push(Square::new(at(a.row, dr), at(a.col, dc)));
    }
    v
}

/// An area feature: one per square (1.3: "All the terrain features must be able to fit within
/// a 1' x 1' square").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum AreaKind {
    Village,
    Hill,
    Wood,
    Oasis,
    Lake,
}

impl AreaKind {
    pub(crate) fn name(self) -> &'static str {
        match self {
            AreaKind::Village => "village",
            AreaKind::Hill => "hill",
            AreaKind::Wood => "wood",
            AreaKind::Oasis => "oasis",
            AreaKind::Lake => "lake",
        }
    }

    /// "a village", "an oasis".
    pub(crate) fn with_article(self) -> String {
        match self {
            AreaKind::Oasis => "an oasis".to_string(),
            other => format!("a {}", other.name()),
        }
    }

    pub(crate) fn plural(self) -> &'static str {
        match self {
            AreaKind::Village => "villages",
            AreaKind::Hill => "hills",
            AreaKind::Wood => "woods",
            AreaKind::Oasis => "oases",
            AreaKind::Lake => "lakes",
        }
    }

    /// "1 village", "3 oases".
    pub(crate) fn counted(self, n: u32) -> String {
        crate::rules::common::count_text(n, self.name(), self.plural())
    }
}

/// A feature that runs across the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum LineKind {
    River,
    Road,
    Railway,
}

impl LineKind {
    pub(crate) fn name(self) -> &'static str {
        match self {
            LineKind::River => "river",
            LineKind::Road => "road",
            LineKind::Railway => "railway",
        }
    }
}

/// One feature on the table, as JSON and TOML show it:
/// `{"kind": "hill", "square": "2:3"}` or
/// `{"kind": "river", "path": ["1:1", "2:1"], "edges": ["north", "west"]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub(crate) enum Feature {
    Area {
        kind: AreaKind,
        square: Square,
    },
    Line {
        kind: LineKind,
        /// Adjacent squares, in order.
        path: Vec<Square>,
        /// The edges its ends leave the table by: the first end's, then the last end's. A
        /// road that only joins villages leaves by none.
        edges: Vec<Edge>,
    },
}

impl Feature {
    pub(crate) fn area(&self) -> Option<(AreaKind, Square)> {
        match self {
            Feature::Area { kind, square } => Some((*kind, *square)),
            Feature::Line { .. } => None,
        }
    }

    pub(crate) fn line(&self) -> Option<(LineKind, &[Square], &[Edge])> {
        match self {
            Feature::Line { kind, path, edges } => Some((*kind, path, edges)),
            Feature::Area { .. } => None,
        }
    }
}

/// A whole generated table (the JSON `result`, and the TOML document).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Terrain {
    pub theatre: String,
    /// What this theatre's woods are (woods, or oases in the desert), for words and pictures;
    /// the features already say it, this is for a table that rolled none.
    #[serde(skip)]
    pub woods: AreaKind,
    pub flat: bool,
    pub rows: u8,
    pub columns: u8,
    pub features: Vec<Feature>,
}

impl Terrain {
    pub(crate) fn grid(&self) -> Grid {
        Grid {
            rows: self.rows,
            cols: self.columns,
        }
    }

    /// The area feature on each square, in reading order.
    pub(crate) fn areas(&self) -> Vec<Option<AreaKind>> {
        let g = self.grid();
        let mut v = vec![None; g.len()];
        for (kind, s) in self.features.iter().filter_map(Feature::area) {
            if g.contains(s) {
                v[g.index(s)] = Some(kind);
            }
        }
        v
    }

    pub(crate) fn count(&self, kind: AreaKind) -> u32 {
        let n = self
            .features
            .iter()
            .filter_map(Feature::area)
            .filter(|(k, _)| *k == kind)
            .count();
        // One feature per square, so never more than the grid's 144 squares.
        u32::try_from(n).unwrap_or(u32::MAX)
    }

    pub(crate) fn lines(&self, kind: LineKind) -> impl Iterator<Item = (&[Square], &[Edge])> {
        self.features
            .iter()
            .filter_map(Feature::line)
            .filter(move |(k, _, _)| *k == kind)
            .map(|(_, p, e)| (p, e))
    }
}

/// `sq("2:3")`: a square written as the tests write it.
#[cfg(test)]
pub(crate) fn sq(s: &str) -> Square {
    let (r, c) = s.split_once(':').expect("row:column");
    Square::new(
        r.parse().expect("a row number"),
        c.parse().expect("a column number"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const G: Grid = Grid { rows: 4, cols: 6 };

    #[test]
    fn squares_serialise_as_they_display() {
        for row in 0..=255u8 {
            for col in [0, 1, 9, 10, 12, 99, 100, 255] {
                let s = Square::new(row, col);
                let json = serde_json::to_string(&s).unwrap();
                assert_eq!(json, format!("\"{s}\""));
            }
        }
    }

    #[test]
    fn squares_read_row_then_column() {
        assert_eq!(sq("2:5").to_string(), "2:5");
        assert_eq!(G.squares().count(), 24);
        assert_eq!(G.index(sq("4:6")), 23);
    }

    #[test]
    fn nearest_square_is_beside_then_corner_then_out_clockwise_from_north() {
        let order: Vec<String> = G
            .by_distance(sq("2:3"))
            .iter()
            .take(8)
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            order,
            ["1:3", "2:4", "3:3", "2:2", "1:4", "3:4", "3:2", "1:2"]
        );
        // From a corner: east, south, then the diagonal, then two away.
        let order: Vec<String> = G
            .by_distance(sq("1:1"))
            .iter()
            .take(5)
            .map(|s| s.to_string())
            .collect();
        assert_eq!(order, ["1:2", "2:1", "2:2", "1:3", "3:1"]);
    }

    #[test]
    fn the_nearest_square_taken_is_the_first_of_the_list_taken() {
        // Every square, with every other square taken or free by a fixed pattern.
        for s in G.squares() {
            for salt in 0..7usize {
                let pick = |o: Square| (G.index(o) * 5 + salt) % 7 < 3;
                let first = G.by_distance(s).into_iter().find(|o| pick(*o));
                assert_eq!(G.nearest(s, pick), first, "{s} {salt}");
            }
            assert_eq!(G.nearest(s, |_| false), None);
        }
    }

    #[test]
    fn lines_are_continuous_and_straight() {
        let l = line(sq("1:1"), sq("2:6"));
        assert_eq!(l.len(), 6);
        assert_eq!(l.first(), Some(&sq("1:1")));
        assert_eq!(l.last(), Some(&sq("2:6")));
        assert!(l.windows(2).all(|w| w[0].adjacent(w[1])));
        // Reversed it is the same set of squares' count, still continuous.
        let r = line(sq("4:6"), sq("1:1"));
        assert!(r.windows(2).all(|w| w[0].adjacent(w[1])));
        assert_eq!(line(sq("3:3"), sq("3:3")), vec![sq("3:3")]);
        for a in G.squares() {
            for b in G.squares() {
                let l = line(a, b);
                assert_eq!(l[0], a);
                assert_eq!(*l.last().unwrap(), b);
                assert!(l.iter().all(|s| G.contains(*s)));
                assert!(l.windows(2).all(|w| w[0].adjacent(w[1])), "{a} {b} {l:?}");
            }
        }
    }

    #[test]
    fn an_inner_square_leaves_by_its_nearest_edge_and_ties_face_away() {
        assert_eq!(G.nearest_edges(sq("2:3")), [Edge::North]);
        assert_eq!(G.nearest_edges(sq("2:2")), [Edge::North, Edge::West]);
        // 1:1 towards 1:6 leaves west (the other end is 5 from west, 0 from north).
        assert_eq!(G.edge_for(sq("1:1"), sq("1:6")), Edge::West);
        assert_eq!(G.edge_for(sq("1:6"), sq("1:1")), Edge::East);
        assert_eq!(G.edge_for(sq("1:1"), sq("4:1")), Edge::North);
        assert_eq!(G.on_edge(sq("2:3"), Edge::North), sq("1:3"));
    }
}

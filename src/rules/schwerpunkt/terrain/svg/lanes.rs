//! The river, roads and railway as smooth paths, each kind in its own lane where kinds share
//! a square.

use std::fmt::Write;

use super::super::model::{Edge, LineKind, Square, Terrain};
use super::shapes::{segment, unit};
use super::{LEFT, SQ, TOP, centre};

/// Where each kind of linear feature runs through a square it shares with another kind: the
/// river keeps the middle, the road and the railway move to either side of it (across the
/// first feature's direction), so a road along a river reads as a road on its bank. Every
/// feature of one kind shifts alike in a square, so roads still meet in their villages.
pub(super) struct Lanes {
    shifts: Vec<(Square, LineKind, (f64, f64))>,
}

impl Lanes {
    pub(super) fn new(t: &Terrain) -> Lanes {
        const ORDER: [LineKind; 3] = [LineKind::River, LineKind::Railway, LineKind::Road];
        let mut shifts = Vec::new();
        for sq in t.grid().squares() {
            let through: Vec<LineKind> = ORDER
                .into_iter()
                .filter(|k| t.lines(*k).any(|(p, _)| p.contains(&sq)))
                .collect();
            if through.len() < 2 {
                continue;
            }
            let Some((path, edges)) = t.lines(through[0]).find(|(p, _)| p.contains(&sq)) else {
                continue;
            };
            let (dx, dy) = direction(path, edges, sq);
            let len = (dx * dx + dy * dy).sqrt().max(1e-9);
            let normal = (-dy / len, dx / len);
            let wide = if through[0] == LineKind::River {
                24.0
            } else {
                16.0
            };
            for k in &through {
                let amount = match k {
                    LineKind::River => 0.0,
                    LineKind::Road => wide,
                    LineKind::Railway => -wide,
                };
                shifts.push((sq, *k, (normal.0 * amount, normal.1 * amount)));
            }
        }
        Lanes { shifts }
    }

    fn shared(&self, sq: Square) -> bool {
        self.shifts.iter().any(|(s, _, _)| *s == sq)
    }

    fn shift(&self, sq: Square, kind: LineKind) -> (f64, f64) {
        self.shifts
            .iter()
            .find(|(s, k, _)| *s == sq && *k == kind)
            .map(|(_, _, v)| *v)
            .unwrap_or((0.0, 0.0))
    }
}

/// Which way a path runs through `sq`: from the square (or table edge) before it to the one
/// after.
fn direction(path: &[Square], edges: &[Edge], sq: Square) -> (f64, f64) {
    let Some(i) = path.iter().position(|s| *s == sq) else {
        return (1.0, 0.0);
    };
    let (cx, cy) = centre(sq);
    let off_edge = |e: Option<&Edge>| -> Option<(f64, f64)> {
        e.map(|e| match e {
            Edge::North => (cx, cy - SQ),
            Edge::South => (cx, cy + SQ),
            Edge::West => (cx - SQ, cy),
            Edge::East => (cx + SQ, cy),
        })
    };
    let before = match i.checked_sub(1) {
        Some(j) => Some(centre(path[j])),
        None => off_edge(edges.first()),
    };
    let after = match path.get(i + 1) {
        Some(s) => Some(centre(*s)),
        None => off_edge(edges.get(1)),
    };
    let (a, b) = (before.unwrap_or((cx, cy)), after.unwrap_or((cx, cy)));
    if (b.0 - a.0).abs() + (b.1 - a.1).abs() < 1e-9 {
        (1.0, 0.0)
    } else {
        (b.0 - a.0, b.1 - a.1)
    }
}

/// The points a linear feature's curve passes: the table edge where it comes on, the centre
/// of each square (moved into its lane), the edge where it leaves. A river wanders a little
/// off the centres where it runs alone.
pub(super) fn points(
    t: &Terrain,
    lanes: &Lanes,
    kind: LineKind,
    path: &[Square],
    edges: &[Edge],
) -> Vec<(f64, f64)> {
    let mut v: Vec<(f64, f64)> = Vec::with_capacity(path.len() + 2);
    let n = path.len();
    for (i, s) in path.iter().enumerate() {
        let (mut x, mut y) = centre(*s);
        let (sx, sy) = lanes.shift(*s, kind);
        if kind == LineKind::River && i > 0 && i + 1 < n && !lanes.shared(*s) {
            x += unit(*s, 11 + i as u64, -18.0, 18.0);
            y += unit(*s, 23 + i as u64, -18.0, 18.0);
        }
        v.push((x + sx, y + sy));
    }
    // Where an end meets the edge: on the edge of its square, shifted along the edge the way
    // the feature is heading (up to a third of the square), so it meets the edge in a gentle
    // curve rather than a hook. `towards` is the next centre inward.
    let w = f64::from(t.columns) * SQ;
    let h = f64::from(t.rows) * SQ;
    let at_edge = |(x, y): (f64, f64), e: Edge, towards: Option<(f64, f64)>| -> (f64, f64) {
        let (tx, ty) = towards.unwrap_or((x, y));
        let shift = |d: f64| (0.35 * d).clamp(-40.0, 40.0);
        match e {
            Edge::North => (x - shift(tx - x), TOP),
            Edge::South => (x - shift(tx - x), TOP + h),
            Edge::West => (LEFT, y - shift(ty - y)),
            Edge::East => (LEFT + w, y - shift(ty - y)),
        }
    };
    let (first, second) = (v.first().copied(), v.get(1).copied());
    let (last, before) = (v.last().copied(), v.len().checked_sub(2).map(|i| v[i]));
    if let (Some(e), Some(p)) = (edges.first(), first) {
        v.insert(0, at_edge(p, *e, second));
    }
    if let (Some(e), Some(p)) = (edges.get(1), last) {
        v.push(at_edge(p, *e, before));
    }
    v
}

/// A smooth curve through the points (Catmull-Rom, as cubic Béziers).
pub(super) fn smooth(p: &[(f64, f64)]) -> String {
    let mut d = String::new();
    let Some(first) = p.first() else {
        return d;
    };
    let _ = write!(d, "M{:.1} {:.1}", first.0, first.1);
    if p.len() == 1 {
        return d;
    }
    for i in 0..p.len() - 1 {
        let p0 = p[i.saturating_sub(1)];
        let p3 = p[(i + 2).min(p.len() - 1)];
        segment(&mut d, p0, p[i], p[i + 1], p3);
    }
    d
}

/// The directions (degrees, clockwise from east as SVG turns) in which linear features leave
/// the centre of `sq`.
pub(super) fn ways_through(t: &Terrain, lanes: &Lanes, sq: Square) -> Vec<f64> {
    let (cx, cy) = centre(sq);
    let mut out = Vec::new();
    for f in &t.features {
        let Some((kind, path, edges)) = f.line() else {
            continue;
        };
        let pts = points(t, lanes, kind, path, edges);
        // `points` puts the edge point first when the feature has edges.
        let shift = usize::from(!edges.is_empty());
        for (i, s) in path.iter().enumerate() {
            if *s != sq {
                continue;
            }
            let at = i + shift;
            for j in [at.checked_sub(1), Some(at + 1)].into_iter().flatten() {
                if let Some((x, y)) = pts.get(j) {
                    if (x - cx).abs() + (y - cy).abs() > 0.5 {
                        out.push(libm::atan2(y - cy, x - cx).to_degrees());
                    }
                }
            }
        }
    }
    out
}

//! The table as an SVG picture, to scale: 1 inch of table is 10 user units, so the 6'×4' table
//! is 720×480, with a margin for the title, the edge names and the legend. Hand-written SVG
//! (no dependency): a few hundred elements, plain shapes that print well and scale on a tablet.
//!
//! Features are drawn in layers, ground first: hills, lakes and woods, then the river, roads
//! and railway, and village buildings on top (arranged around the centre, where roads meet).
//! What varies from square to square (tree positions, the outline of a hill) comes from a
//! hash of the square, never from the dice, so the same table always draws the same way.

use std::fmt::Write;

use super::model::{AreaKind, Edge, Feature, LineKind, Square, Terrain};

/// User units per inch of table.
const INCH: f64 = 10.0;
/// One square: 1 foot.
const SQ: f64 = 12.0 * INCH;
const LEFT: f64 = 60.0;
const TOP: f64 = 104.0;
const RIGHT: f64 = 60.0;
const BOTTOM: f64 = 150.0;

const FONT: &str = "DejaVu Sans, Helvetica, Arial, sans-serif";
const INK: &str = "#2b2b2b";
const WATER: &str = "#8fc3e6";
const WATER_EDGE: &str = "#3f7fb3";
const ROAD_EDGE: &str = "#7a6146";
const ROAD: &str = "#efe3c6";
const RAIL: &str = "#3a3a3a";
const ROOF: &str = "#b4533a";
const ROOF_EDGE: &str = "#5b2a1d";
const TREE: &str = "#4e8a3a";
const TREE_EDGE: &str = "#2d5a22";

/// What the picture is of, for the title.
pub(crate) struct Caption<'a> {
    /// "seed 7", "table 3 of 10, seed 7", "dice from the table".
    pub source: &'a str,
    /// The one-sentence summary.
    pub summary: &'a str,
}

/// The whole SVG document.
pub(crate) fn render(t: &Terrain, caption: &Caption) -> String {
    let w = f64::from(t.columns) * SQ;
    let h = f64::from(t.rows) * SQ;
    let (width, height) = (LEFT + w + RIGHT, TOP + h + BOTTOM);
    let mut s = String::with_capacity(24_000);
    let theatre = title_case(&t.theatre);
    let flat = if t.flat { ", flat" } else { "" };
    let _ = write!(
        s,
        r##"<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" font-family="{FONT}">
<title>Schwerpunkt terrain: {theatre}{flat}, {source}</title>
<desc>{summary}</desc>
<rect width="{width}" height="{height}" fill="#fbf9f3"/>
"##,
        source = esc(caption.source),
        summary = esc(caption.summary),
    );
    // Title and edge names.
    let cx = LEFT + w / 2.0;
    let _ = write!(
        s,
        r##"<text x="{LEFT}" y="30" font-size="21" font-weight="bold" fill="{INK}">Schwerpunkt terrain · {theatre}{flat}</text>
<text x="{right}" y="30" font-size="13" fill="#555" text-anchor="end">{source}</text>
{summary}<text x="{cx}" y="{ny}" font-size="14" font-weight="bold" letter-spacing="4" fill="#444" text-anchor="middle">NORTH</text>
<text x="{cx}" y="{sy}" font-size="14" font-weight="bold" letter-spacing="4" fill="#444" text-anchor="middle">SOUTH</text>
<text transform="translate({wx} {my}) rotate(-90)" font-size="14" font-weight="bold" letter-spacing="4" fill="#444" text-anchor="middle">WEST</text>
<text transform="translate({ex} {my}) rotate(90)" font-size="14" font-weight="bold" letter-spacing="4" fill="#444" text-anchor="middle">EAST</text>
"##,
        right = LEFT + w,
        source = esc(caption.source),
        summary = subtitle(caption.summary),
        ny = TOP - 12.0,
        sy = TOP + h + 26.0,
        wx = LEFT - 22.0,
        ex = LEFT + w + 22.0,
        my = TOP + h / 2.0,
    );
    // The table cloth and its squares: sand where the woods are oases, grass elsewhere.
    let cloth = if t.woods == AreaKind::Oasis {
        "#ecd9a8"
    } else {
        "#cfe2b0"
    };
    let _ = write!(
        s,
        r##"<g id="table">
<rect x="{LEFT}" y="{TOP}" width="{w}" height="{h}" fill="{cloth}" stroke="{INK}" stroke-width="2"/>
<g stroke="#000" stroke-opacity="0.18" stroke-width="1" stroke-dasharray="4 4">
"##
    );
    for c in 1..t.columns {
        let x = LEFT + f64::from(c) * SQ;
        let _ = writeln!(
            s,
            r#"<line x1="{x}" y1="{TOP}" x2="{x}" y2="{}"/>"#,
            TOP + h
        );
    }
    for r in 1..t.rows {
        let y = TOP + f64::from(r) * SQ;
        let _ = writeln!(
            s,
            r#"<line x1="{LEFT}" y1="{y}" x2="{}" y2="{y}"/>"#,
            LEFT + w
        );
    }
    s.push_str("</g>\n</g>\n");
    // Ground features.
    let areas: Vec<(AreaKind, Square)> = t.features.iter().filter_map(Feature::area).collect();
    s.push_str("<g id=\"ground\">\n");
    for (k, sq) in &areas {
        match k {
            AreaKind::Hill => hill(&mut s, *sq),
            AreaKind::Lake => lake(&mut s, *sq),
            AreaKind::Wood => wood(&mut s, *sq),
            AreaKind::Oasis => oasis(&mut s, *sq),
            AreaKind::Village => village_ground(&mut s, *sq),
        }
    }
    s.push_str("</g>\n");
    // Linear features: river, roads, railway, each in its own lane where they share a square.
    let lanes = Lanes::new(t);
    // Clipped to the table, so where a feature leaves the table it is cut square at the edge.
    let _ = writeln!(
        s,
        r#"<clipPath id="cloth"><rect x="{LEFT}" y="{TOP}" width="{w}" height="{h}"/></clipPath>
<g id="lines" clip-path="url(#cloth)" fill="none" stroke-linecap="round" stroke-linejoin="round">"#
    );
    for (path, edges) in t.lines(LineKind::River) {
        let d = smooth(&points(t, &lanes, LineKind::River, path, edges));
        let _ = writeln!(
            s,
            r#"<path class="river" d="{d}" stroke="{WATER_EDGE}" stroke-width="17"/><path d="{d}" stroke="{WATER}" stroke-width="11"/>"#
        );
    }
    let roads: Vec<String> = t
        .lines(LineKind::Road)
        .map(|(p, e)| smooth(&points(t, &lanes, LineKind::Road, p, e)))
        .collect();
    for d in &roads {
        let _ = writeln!(
            s,
            r#"<path class="road" d="{d}" stroke="{ROAD_EDGE}" stroke-width="10"/>"#
        );
    }
    for d in &roads {
        let _ = writeln!(s, r#"<path d="{d}" stroke="{ROAD}" stroke-width="6"/>"#);
    }
    for (path, edges) in t.lines(LineKind::Railway) {
        let d = smooth(&points(t, &lanes, LineKind::Railway, path, edges));
        rail(&mut s, &d, "railway");
    }
    s.push_str("</g>\n");
    // Buildings on top.
    s.push_str("<g id=\"villages\">\n");
    for (k, sq) in &areas {
        if *k == AreaKind::Village {
            village(&mut s, *sq, &ways_through(t, &lanes, *sq));
        }
    }
    s.push_str("</g>\n");
    // Square labels last, so nothing covers them, each on a halo of the paper's white so a
    // river, road or railway under it does not cross it out.
    let _ = writeln!(
        s,
        r##"<g id="labels" font-size="11" fill="#000" fill-opacity="0.7" stroke="#fff" stroke-opacity="0.85" stroke-width="3.5" stroke-linejoin="round" paint-order="stroke">"##
    );
    for sq in t.grid().squares() {
        let (x, y) = corner(sq);
        let _ = writeln!(s, r#"<text x="{}" y="{}">{sq}</text>"#, x + 5.0, y + 14.0);
    }
    s.push_str("</g>\n");
    scale_bar(&mut s, LEFT + w - SQ, TOP + h + 22.0, t);
    legend(&mut s, t, TOP + h + 48.0, w);
    s.push_str("</svg>\n");
    s
}

/// The summary under the title, on more lines when it is long (split between its parts).
fn subtitle(summary: &str) -> String {
    const WIDE: usize = 105;
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for part in summary.split("; ") {
        if !line.is_empty() && line.chars().count() + part.chars().count() + 2 > WIDE {
            line.push(';');
            lines.push(std::mem::take(&mut line));
        } else if !line.is_empty() {
            line.push_str("; ");
        }
        line.push_str(part);
    }
    lines.push(line);
    lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            format!(
                "<text x=\"{LEFT}\" y=\"{}\" font-size=\"12.5\" fill=\"#555\">{}</text>\n",
                52.0 + 17.0 * i as f64,
                esc(l)
            )
        })
        .collect()
}

fn title_case(s: &str) -> String {
    let mut c = s.chars();
    let t = match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect::<String>(),
        None => String::new(),
    };
    esc(&t)
}

/// Text for XML content and attributes.
pub(crate) fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            _ => o.push(c),
        }
    }
    o
}

/// The north-west corner of a square.
fn corner(s: Square) -> (f64, f64) {
    (
        LEFT + f64::from(s.col - 1) * SQ,
        TOP + f64::from(s.row - 1) * SQ,
    )
}

fn centre(s: Square) -> (f64, f64) {
    let (x, y) = corner(s);
    (x + SQ / 2.0, y + SQ / 2.0)
}

/// A well-mixed hash of a square and a purpose (splitmix64): the picture's only randomness.
fn hash(s: Square, salt: u64) -> u64 {
    let mut z = (u64::from(s.row) << 40)
        ^ (u64::from(s.col) << 20)
        ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A number in `lo..hi` from a square and a purpose.
fn unit(s: Square, salt: u64, lo: f64, hi: f64) -> f64 {
    lo + (hash(s, salt) >> 11) as f64 / (1u64 << 53) as f64 * (hi - lo)
}

/// Where each kind of linear feature runs through a square it shares with another kind: the
/// river keeps the middle, the road and the railway move to either side of it (across the
/// first feature's direction), so a road along a river reads as a road on its bank. Every
/// feature of one kind shifts alike in a square, so roads still meet in their villages.
struct Lanes {
    shifts: Vec<(Square, LineKind, (f64, f64))>,
}

impl Lanes {
    fn new(t: &Terrain) -> Lanes {
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
fn points(
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
fn smooth(p: &[(f64, f64)]) -> String {
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

/// One Catmull-Rom span from p1 to p2 (neighbours p0 and p3), written as a cubic Bézier.
fn segment(d: &mut String, p0: (f64, f64), p1: (f64, f64), p2: (f64, f64), p3: (f64, f64)) {
    let c1 = (p1.0 + (p2.0 - p0.0) / 6.0, p1.1 + (p2.1 - p0.1) / 6.0);
    let c2 = (p2.0 - (p3.0 - p1.0) / 6.0, p2.1 - (p3.1 - p1.1) / 6.0);
    let _ = write!(
        d,
        " C{:.1} {:.1} {:.1} {:.1} {:.1} {:.1}",
        c1.0, c1.1, c2.0, c2.1, p2.0, p2.1
    );
}

/// A closed, slightly irregular blob around (cx, cy): radii rx, ry, wobbling by `wobble`.
fn blob(s: Square, salt: u64, cx: f64, cy: f64, rx: f64, ry: f64, wobble: f64) -> String {
    const N: usize = 9;
    let turn = unit(s, salt, 0.0, std::f64::consts::TAU);
    let pts: Vec<(f64, f64)> = (0..N)
        .map(|i| {
            let a = turn + i as f64 * std::f64::consts::TAU / N as f64;
            let k = 1.0 + unit(s, salt + 1 + i as u64, -wobble, wobble);
            (cx + rx * k * a.cos(), cy + ry * k * a.sin())
        })
        .collect();
    // Closed Catmull-Rom: wrap the neighbours round.
    let mut d = format!("M{:.1} {:.1}", pts[0].0, pts[0].1);
    for i in 0..N {
        let p0 = pts[(i + N - 1) % N];
        segment(&mut d, p0, pts[i], pts[(i + 1) % N], pts[(i + 2) % N]);
    }
    d.push('Z');
    d
}

/// A hill: three contours, each higher one darker.
fn hill(s: &mut String, sq: Square) {
    let (cx, cy) = centre(sq);
    let (dx, dy) = (unit(sq, 1, -6.0, 6.0), unit(sq, 2, -6.0, 6.0));
    let _ = writeln!(s, r#"<g class="hill">"#);
    for (i, (scale, fill)) in [(1.0, "#d8c28e"), (0.68, "#c9ab70"), (0.36, "#b89255")]
        .iter()
        .enumerate()
    {
        let d = blob(
            sq,
            100 + 20 * i as u64,
            cx + dx * (1.0 - scale),
            cy + dy * (1.0 - scale),
            54.0 * scale,
            46.0 * scale,
            0.12,
        );
        let _ = writeln!(
            s,
            r##"<path d="{d}" fill="{fill}" stroke="#8a6a3b" stroke-width="1.6"/>"##
        );
    }
    s.push_str("</g>\n");
}

fn lake(s: &mut String, sq: Square) {
    let (cx, cy) = centre(sq);
    let d = blob(sq, 300, cx, cy, 50.0, 40.0, 0.14);
    let inner = blob(sq, 320, cx, cy, 30.0, 22.0, 0.12);
    let _ = writeln!(
        s,
        r##"<g class="lake"><path d="{d}" fill="{WATER}" stroke="{WATER_EDGE}" stroke-width="2.5"/><path d="{inner}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="1.2"/></g>"##
    );
}

/// A wood: a patch of woodland floor and a cluster of tree crowns.
fn wood(s: &mut String, sq: Square) {
    let (cx, cy) = centre(sq);
    let floor = blob(sq, 400, cx, cy, 52.0, 48.0, 0.15);
    let _ = writeln!(
        s,
        r##"<g class="wood"><path d="{floor}" fill="#8fbf6a" stroke="#5d8f45" stroke-width="1.5"/>"##
    );
    // Trees on a jittered ring pattern, so they never pile up in one spot.
    let spots = [
        (0.0, 0.0),
        (-26.0, -22.0),
        (4.0, -32.0),
        (30.0, -18.0),
        (-34.0, 6.0),
        (34.0, 10.0),
        (-18.0, 28.0),
        (12.0, 30.0),
        (-4.0, -8.0),
        (22.0, 4.0),
        (-14.0, 10.0),
    ];
    for (i, (ox, oy)) in spots.iter().enumerate() {
        let salt = 420 + 3 * i as u64;
        let x = cx + ox + unit(sq, salt, -6.0, 6.0);
        let y = cy + oy + unit(sq, salt + 1, -6.0, 6.0);
        let r = unit(sq, salt + 2, 9.0, 13.0);
        let _ = writeln!(
            s,
            r##"<circle cx="{x:.1}" cy="{y:.1}" r="{r:.1}" fill="{TREE}" stroke="{TREE_EDGE}" stroke-width="1.4"/><circle cx="{:.1}" cy="{:.1}" r="{:.1}" fill="#6fa956"/>"##,
            x - r * 0.3,
            y - r * 0.3,
            r * 0.45
        );
    }
    s.push_str("</g>\n");
}

/// A palm: a curved trunk and five fronds.
fn palm(s: &mut String, x: f64, y: f64, lean: f64) {
    let (tx, ty) = (x + lean, y - 22.0);
    let _ = write!(
        s,
        r##"<path d="M{x:.1} {y:.1} Q{:.1} {:.1} {tx:.1} {ty:.1}" fill="none" stroke="#7a5a32" stroke-width="3" stroke-linecap="round"/>"##,
        x + lean * 0.2,
        y - 12.0
    );
    for a in [-160.0f64, -115.0, -65.0, -20.0, 35.0, 145.0] {
        let r = a.to_radians();
        let (ex, ey) = (tx + 14.0 * r.cos(), ty + 14.0 * r.sin() + 3.0);
        let (mx, my) = (tx + 8.0 * r.cos(), ty + 8.0 * r.sin() - 4.0);
        let _ = write!(
            s,
            r##"<path d="M{tx:.1} {ty:.1} Q{mx:.1} {my:.1} {ex:.1} {ey:.1}" fill="none" stroke="#3f7d2c" stroke-width="3" stroke-linecap="round"/>"##
        );
    }
    s.push('\n');
}

/// An oasis: green ground, a pool and palms round it.
fn oasis(s: &mut String, sq: Square) {
    let (cx, cy) = centre(sq);
    let ground = blob(sq, 500, cx, cy, 50.0, 44.0, 0.12);
    let pool = blob(sq, 520, cx, cy + 6.0, 24.0, 15.0, 0.1);
    let _ = writeln!(
        s,
        r##"<g class="oasis"><path d="{ground}" fill="#b9cf7c" stroke="#8aa452" stroke-width="1.5"/><path d="{pool}" fill="{WATER}" stroke="{WATER_EDGE}" stroke-width="2"/>"##
    );
    for (i, (ox, oy)) in [(-30.0, -4.0), (30.0, 0.0), (-8.0, -16.0), (14.0, 34.0)]
        .iter()
        .enumerate()
    {
        let lean = unit(sq, 540 + i as u64, -7.0, 7.0);
        palm(s, cx + ox, cy + oy, lean);
    }
    s.push_str("</g>\n");
}

/// The trodden ground of a village, under its roads.
fn village_ground(s: &mut String, sq: Square) {
    let (cx, cy) = centre(sq);
    let d = blob(sq, 600, cx, cy, 50.0, 46.0, 0.1);
    let _ = writeln!(
        s,
        r##"<path class="village" d="{d}" fill="#e6dccb" stroke="#a8977c" stroke-width="1.4"/>"##
    );
}

/// Buildings round the village centre, a church among them, kept clear of the roads, river
/// and railway that run through the square (`ways`: their directions from the centre).
fn village(s: &mut String, sq: Square, ways: &[f64]) {
    let (cx, cy) = centre(sq);
    let _ = writeln!(s, r#"<g class="buildings">"#);
    let turn = unit(sq, 640, 0.0, 15.0);
    // Two rings of houses round the centre; on each, candidate spots every 15° that are clear
    // of the ways through (more room needed nearer the centre), taken greedily far enough
    // apart that houses do not touch.
    let mut spots: Vec<(f64, f64)> = Vec::new();
    for (ring, (r, margin, apart)) in [(28.0, 36.0, 72.0), (44.0, 26.0, 40.0)].iter().enumerate() {
        let mut taken: Vec<f64> = Vec::new();
        for i in 0..24 {
            let a = turn + 15.0 * f64::from(i) + 7.5 * ring as f64;
            let far = |b: &f64, min: f64| {
                let d = (a - b).rem_euclid(360.0);
                d.min(360.0 - d) >= min
            };
            if ways.iter().all(|w| far(w, *margin)) && taken.iter().all(|b| far(b, *apart)) {
                taken.push(a);
                spots.push((a, *r));
            }
        }
    }
    let church = (hash(sq, 650) % spots.len().max(1) as u64) as usize;
    for (n, (a, r)) in spots.iter().enumerate() {
        let salt = 660 + 4 * n as u64;
        let r = r + unit(sq, salt, -2.0, 2.0);
        let (x, y) = (cx + r * a.to_radians().cos(), cy + r * a.to_radians().sin());
        // Houses face the village centre, as along a street.
        let rot = a + 90.0 + unit(sq, salt + 2, -10.0, 10.0);
        let (w, h) = if n == church {
            (20.0, 12.0)
        } else {
            (unit(sq, salt + 3, 13.0, 18.0), 9.0)
        };
        let _ = write!(
            s,
            r#"<g transform="translate({x:.1} {y:.1}) rotate({rot:.1})"><rect x="{:.1}" y="{:.1}" width="{w:.1}" height="{h:.1}" fill="{ROOF}" stroke="{ROOF_EDGE}" stroke-width="1.3"/><line x1="{:.1}" y1="0" x2="{:.1}" y2="0" stroke="{ROOF_EDGE}" stroke-width="1"/>"#,
            -w / 2.0,
            -h / 2.0,
            -w / 2.0,
            w / 2.0,
        );
        if n == church {
            // The tower at one end of the nave.
            let _ = write!(
                s,
                r#"<rect x="{:.1}" y="-5" width="10" height="10" fill="{ROOF}" stroke="{ROOF_EDGE}" stroke-width="1.3"/><path d="M{:.1} -5 L{:.1} 5 M{:.1} -5 L{:.1} 5" stroke="{ROOF_EDGE}" stroke-width="0.9"/>"#,
                w / 2.0 - 2.0,
                w / 2.0 - 2.0,
                w / 2.0 + 8.0,
                w / 2.0 + 8.0,
                w / 2.0 - 2.0
            );
        }
        s.push_str("</g>");
    }
    s.push_str("\n</g>\n");
}

/// The directions (degrees, clockwise from east as SVG turns) in which linear features leave
/// the centre of `sq`.
fn ways_through(t: &Terrain, lanes: &Lanes, sq: Square) -> Vec<f64> {
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
                        out.push((y - cy).atan2(x - cx).to_degrees());
                    }
                }
            }
        }
    }
    out
}

/// A railway: sleepers across a track bed, and the two rails (a dark line with a light line
/// down its middle, which reads as a pair of rails at any angle).
fn rail(s: &mut String, d: &str, class: &str) {
    let _ = writeln!(
        s,
        r##"<path class="{class}" d="{d}" stroke="#b9b2a2" stroke-width="9"/><path d="{d}" stroke="{RAIL}" stroke-width="14" stroke-dasharray="2.5 6.5" stroke-linecap="butt"/><path d="{d}" stroke="{RAIL}" stroke-width="6"/><path d="{d}" stroke="#cfc8b8" stroke-width="3"/>"##
    );
}

/// The legend: a sample of each feature on the table, its name, and a scale bar.
fn legend(s: &mut String, t: &Terrain, y: f64, w: f64) {
    let _ = writeln!(
        s,
        r##"<g id="legend" font-size="13" fill="{INK}"><rect x="{LEFT}" y="{}" width="{w}" height="62" rx="6" fill="#ffffff" stroke="#bbb"/>"##,
        y - 4.0
    );
    let mut x = LEFT + 18.0;
    let cy = y + 27.0;
    let mut item = |s: &mut String, draw: &dyn Fn(&mut String, f64, f64), label: &str| {
        draw(s, x + 16.0, cy);
        let _ = writeln!(
            s,
            r#"<text x="{:.1}" y="{:.1}">{label}</text>"#,
            x + 44.0,
            cy + 4.5
        );
        x += 50.0 + 7.5 * label.len() as f64 + 16.0;
    };
    let has = |k: AreaKind| t.count(k) > 0;
    if has(AreaKind::Village) {
        item(
            s,
            &|s, x, y| {
                let _ = write!(
                    s,
                    r#"<rect x="{:.1}" y="{:.1}" width="14" height="8" fill="{ROOF}" stroke="{ROOF_EDGE}"/><rect x="{:.1}" y="{:.1}" width="9" height="12" fill="{ROOF}" stroke="{ROOF_EDGE}"/>"#,
                    x - 14.0,
                    y - 8.0,
                    x + 2.0,
                    y - 4.0
                );
            },
            "village",
        );
    }
    if has(AreaKind::Hill) {
        item(
            s,
            &|s, x, y| {
                let _ = write!(
                    s,
                    r##"<ellipse cx="{x}" cy="{y}" rx="16" ry="11" fill="#d8c28e" stroke="#8a6a3b" stroke-width="1.4"/><ellipse cx="{x}" cy="{y}" rx="8" ry="5.5" fill="#b89255" stroke="#8a6a3b" stroke-width="1.4"/>"##
                );
            },
            "hill",
        );
    }
    if has(AreaKind::Wood) {
        item(
            s,
            &|s, x, y| {
                for (dx, dy) in [(-8.0, 2.0), (6.0, -4.0), (7.0, 6.0)] {
                    let _ = write!(
                        s,
                        r#"<circle cx="{:.1}" cy="{:.1}" r="7" fill="{TREE}" stroke="{TREE_EDGE}" stroke-width="1.2"/>"#,
                        x + dx,
                        y + dy
                    );
                }
            },
            "wood",
        );
    }
    if has(AreaKind::Oasis) {
        item(
            s,
            &|s, x, y| {
                let _ = write!(
                    s,
                    r#"<ellipse cx="{x}" cy="{:.1}" rx="14" ry="6" fill="{WATER}" stroke="{WATER_EDGE}"/>"#,
                    y + 6.0
                );
                palm(s, x - 4.0, y + 8.0, 3.0);
            },
            "oasis",
        );
    }
    if has(AreaKind::Lake) {
        item(
            s,
            &|s, x, y| {
                let _ = write!(
                    s,
                    r#"<ellipse cx="{x}" cy="{y}" rx="16" ry="10" fill="{WATER}" stroke="{WATER_EDGE}" stroke-width="2"/>"#
                );
            },
            "lake",
        );
    }
    let seg = |x: f64, y: f64| format!("M{:.1} {y:.1} L{:.1} {y:.1}", x - 16.0, x + 16.0);
    if t.lines(LineKind::River).next().is_some() {
        item(
            s,
            &|s, x, y| {
                let d = seg(x, y);
                let _ = write!(
                    s,
                    r#"<path d="{d}" stroke="{WATER_EDGE}" stroke-width="11" stroke-linecap="round"/><path d="{d}" stroke="{WATER}" stroke-width="6" stroke-linecap="round"/>"#
                );
            },
            "river",
        );
    }
    item(
        s,
        &|s, x, y| {
            let d = seg(x, y);
            let _ = write!(
                s,
                r#"<path d="{d}" stroke="{ROAD_EDGE}" stroke-width="10" stroke-linecap="round"/><path d="{d}" stroke="{ROAD}" stroke-width="6" stroke-linecap="round"/>"#
            );
        },
        "road",
    );
    if t.lines(LineKind::Railway).next().is_some() {
        item(
            s,
            &|s, x, y| {
                let _ = write!(s, "<g fill=\"none\">");
                rail(s, &seg(x, y), "legend-railway");
                let _ = write!(s, "</g>");
            },
            "railway",
        );
    }
    s.push_str("</g>\n");
}

/// One square's width, halved black and white, with what it measures.
fn scale_bar(s: &mut String, x: f64, y: f64, t: &Terrain) {
    let half = SQ / 2.0;
    let _ = writeln!(
        s,
        r##"<g class="scale" font-size="11" fill="{INK}"><rect x="{x}" y="{y}" width="{half}" height="5" fill="{INK}"/><rect x="{}" y="{y}" width="{half}" height="5" fill="#fff" stroke="{INK}" stroke-width="0.8"/><text x="{}" y="{}" text-anchor="middle">1 foot · {} × {} ft table</text></g>"##,
        x + half,
        x + half,
        y + 17.0,
        t.columns,
        t.rows
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_for_xml() {
        assert_eq!(esc(r#"a<b & "c">"#), "a&lt;b &amp; &quot;c&quot;&gt;");
    }

    #[test]
    fn a_long_summary_wraps_between_its_parts() {
        let long = ["4 villages, 4 hills, 4 woods", "a river north to east"].join("; ");
        assert_eq!(subtitle(&long).matches("<text").count(), 1);
        let longer = [long.as_str(); 4].join("; ");
        let s = subtitle(&longer);
        assert_eq!(s.matches("<text").count(), 2, "{s}");
        assert!(s.contains("east;</text>"), "{s}");
    }

    const PINNED_2_3_SALT_1: u64 = 12_447_525_556_471_686_856;

    #[test]
    fn hashes_are_fixed_so_pictures_are_too() {
        // Pinned values: a change to the hash would move every tree and block on every map.
        let s = Square::new(2, 3);
        assert_eq!(hash(s, 1), PINNED_2_3_SALT_1);
        assert_ne!(hash(s, 1), hash(s, 2));
        let u = unit(s, 7, -5.0, 5.0);
        assert!((-5.0..5.0).contains(&u));
    }
}

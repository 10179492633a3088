//! The area features as shapes (hills, lakes, woods, oases, villages) and the railway's track,
//! varied from square to square by a hash of the square.

use std::fmt::Write;

use super::super::model::Square;
use super::{RAIL, ROOF, ROOF_EDGE, TREE, TREE_EDGE, WATER, WATER_EDGE, centre};

/// A well-mixed hash of a square and a purpose (splitmix64): the picture's only randomness.
pub(super) fn hash(s: Square, salt: u64) -> u64 {
    let mut z = (u64::from(s.row) << 40)
        ^ (u64::from(s.col) << 20)
        ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A number in `lo..hi` from a square and a purpose.
pub(super) fn unit(s: Square, salt: u64, lo: f64, hi: f64) -> f64 {
    lo + (hash(s, salt) >> 11) as f64 / (1u64 << 53) as f64 * (hi - lo)
}

/// A closed, slightly irregular blob around (cx, cy): radii rx, ry, wobbling by `wobble`.
fn blob(s: Square, salt: u64, cx: f64, cy: f64, rx: f64, ry: f64, wobble: f64) -> String {
    const N: usize = 9;
    let turn = unit(s, salt, 0.0, std::f64::consts::TAU);
    let pts: Vec<(f64, f64)> = (0..N)
        .map(|i| {
            let a = turn + i as f64 * std::f64::consts::TAU / N as f64;
            let k = 1.0 + unit(s, salt + 1 + i as u64, -wobble, wobble);
            (cx + rx * k * libm::cos(a), cy + ry * k * libm::sin(a))
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
pub(super) fn hill(s: &mut String, sq: Square) {
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

pub(super) fn lake(s: &mut String, sq: Square) {
    let (cx, cy) = centre(sq);
    let d = blob(sq, 300, cx, cy, 50.0, 40.0, 0.14);
    let inner = blob(sq, 320, cx, cy, 30.0, 22.0, 0.12);
    let _ = writeln!(
        s,
        r##"<g class="lake"><path d="{d}" fill="{WATER}" stroke="{WATER_EDGE}" stroke-width="2.5"/><path d="{inner}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="1.2"/></g>"##
    );
}

/// A wood: a patch of woodland floor and a cluster of tree crowns.
pub(super) fn wood(s: &mut String, sq: Square) {
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
pub(super) fn palm(s: &mut String, x: f64, y: f64, lean: f64) {
    let (tx, ty) = (x + lean, y - 22.0);
    let _ = write!(
        s,
        r##"<path d="M{x:.1} {y:.1} Q{:.1} {:.1} {tx:.1} {ty:.1}" fill="none" stroke="#7a5a32" stroke-width="3" stroke-linecap="round"/>"##,
        x + lean * 0.2,
        y - 12.0
    );
    for a in [-160.0f64, -115.0, -65.0, -20.0, 35.0, 145.0] {
        let r = a.to_radians();
        let (sin, cos) = libm::sincos(r);
        let (ex, ey) = (tx + 14.0 * cos, ty + 14.0 * sin + 3.0);
        let (mx, my) = (tx + 8.0 * cos, ty + 8.0 * sin - 4.0);
        let _ = write!(
            s,
            r##"<path d="M{tx:.1} {ty:.1} Q{mx:.1} {my:.1} {ex:.1} {ey:.1}" fill="none" stroke="#3f7d2c" stroke-width="3" stroke-linecap="round"/>"##
        );
    }
    s.push('\n');
}

/// An oasis: green ground, a pool and palms round it.
pub(super) fn oasis(s: &mut String, sq: Square) {
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
pub(super) fn village_ground(s: &mut String, sq: Square) {
    let (cx, cy) = centre(sq);
    let d = blob(sq, 600, cx, cy, 50.0, 46.0, 0.1);
    let _ = writeln!(
        s,
        r##"<path class="village" d="{d}" fill="#e6dccb" stroke="#a8977c" stroke-width="1.4"/>"##
    );
}

/// Buildings round the village centre, a church among them, kept clear of the roads, river
/// and railway that run through the square (`ways`: their directions from the centre).
pub(super) fn village(s: &mut String, sq: Square, ways: &[f64]) {
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
        let (sin, cos) = libm::sincos(a.to_radians());
        let (x, y) = (cx + r * cos, cy + r * sin);
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

/// A railway: sleepers across a track bed, and the two rails (a dark line with a light line
/// down its middle, which reads as a pair of rails at any angle).
pub(super) fn rail(s: &mut String, d: &str, class: &str) {
    let _ = writeln!(
        s,
        r##"<path class="{class}" d="{d}" stroke="#b9b2a2" stroke-width="9"/><path d="{d}" stroke="{RAIL}" stroke-width="14" stroke-dasharray="2.5 6.5" stroke-linecap="butt"/><path d="{d}" stroke="{RAIL}" stroke-width="6"/><path d="{d}" stroke="#cfc8b8" stroke-width="3"/>"##
    );
}

/// One Catmull-Rom span from p1 to p2 (neighbours p0 and p3), written as a cubic Bézier.
pub(super) fn segment(
    d: &mut String,
    p0: (f64, f64),
    p1: (f64, f64),
    p2: (f64, f64),
    p3: (f64, f64),
) {
    let c1 = (p1.0 + (p2.0 - p0.0) / 6.0, p1.1 + (p2.1 - p0.1) / 6.0);
    let c2 = (p2.0 - (p3.0 - p1.0) / 6.0, p2.1 - (p3.1 - p1.1) / 6.0);
    let _ = write!(
        d,
        " C{:.1} {:.1} {:.1} {:.1} {:.1} {:.1}",
        c1.0, c1.1, c2.0, c2.1, p2.0, p2.1
    );
}

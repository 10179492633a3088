//! The legend under the table: a sample of each feature on it, its name, and a scale bar.

use std::fmt::Write;

use super::super::model::{AreaKind, LineKind, Terrain};
use super::shapes::{palm, rail};
use super::{INK, LEFT, ROAD, ROAD_EDGE, ROOF, ROOF_EDGE, SQ, TREE, TREE_EDGE, WATER, WATER_EDGE};

/// The legend: a sample of each feature on the table, its name, and a scale bar.
pub(super) fn legend(s: &mut String, t: &Terrain, y: f64, w: f64) {
    let _ = writeln!(
        s,
        r##"<g id="legend" font-size="13" fill="{INK}"><rect x="{LEFT}" y="{}" width="{w}" height="62" rx="6" fill="#ffffff" stroke="#bbb"/>"##,
        y - 4.0
    );
    let mut x = LEFT + 18.0;
    let cy = y + 27.0;
    for (draw, label) in items(t) {
        draw(s, x + 16.0, cy);
        let _ = writeln!(
            s,
            r#"<text x="{:.1}" y="{:.1}">{label}</text>"#,
            x + 44.0,
            cy + 4.5
        );
        x += 50.0 + 7.5 * label.len() as f64 + 16.0;
    }
    s.push_str("</g>\n");
}

/// Draws a legend sample centred on (x, y).
type Sample = fn(&mut String, f64, f64);

/// The legend's samples and names, in order: each feature the table has, and the road always.
fn items(t: &Terrain) -> Vec<(Sample, &'static str)> {
    let has = |k: AreaKind| t.count(k) > 0;
    let mut v: Vec<(Sample, &'static str)> = Vec::new();
    if has(AreaKind::Village) {
        v.push((village_sample, "village"));
    }
    if has(AreaKind::Hill) {
        v.push((hill_sample, "hill"));
    }
    if has(AreaKind::Wood) {
        v.push((wood_sample, "wood"));
    }
    if has(AreaKind::Oasis) {
        v.push((oasis_sample, "oasis"));
    }
    if has(AreaKind::Lake) {
        v.push((lake_sample, "lake"));
    }
    if t.lines(LineKind::River).next().is_some() {
        v.push((river_sample, "river"));
    }
    v.push((road_sample, "road"));
    if t.lines(LineKind::Railway).next().is_some() {
        v.push((railway_sample, "railway"));
    }
    v
}

/// The legend's village: two houses.
fn village_sample(s: &mut String, x: f64, y: f64) {
    let _ = write!(
        s,
        r#"<rect x="{:.1}" y="{:.1}" width="14" height="8" fill="{ROOF}" stroke="{ROOF_EDGE}"/><rect x="{:.1}" y="{:.1}" width="9" height="12" fill="{ROOF}" stroke="{ROOF_EDGE}"/>"#,
        x - 14.0,
        y - 8.0,
        x + 2.0,
        y - 4.0
    );
}

/// The legend's hill: a hill and its crest.
fn hill_sample(s: &mut String, x: f64, y: f64) {
    let _ = write!(
        s,
        r##"<ellipse cx="{x}" cy="{y}" rx="16" ry="11" fill="#d8c28e" stroke="#8a6a3b" stroke-width="1.4"/><ellipse cx="{x}" cy="{y}" rx="8" ry="5.5" fill="#b89255" stroke="#8a6a3b" stroke-width="1.4"/>"##
    );
}

/// The legend's wood: three trees.
fn wood_sample(s: &mut String, x: f64, y: f64) {
    for (dx, dy) in [(-8.0, 2.0), (6.0, -4.0), (7.0, 6.0)] {
        let _ = write!(
            s,
            r#"<circle cx="{:.1}" cy="{:.1}" r="7" fill="{TREE}" stroke="{TREE_EDGE}" stroke-width="1.2"/>"#,
            x + dx,
            y + dy
        );
    }
}

/// The legend's oasis: a pool and a palm.
fn oasis_sample(s: &mut String, x: f64, y: f64) {
    let _ = write!(
        s,
        r#"<ellipse cx="{x}" cy="{:.1}" rx="14" ry="6" fill="{WATER}" stroke="{WATER_EDGE}"/>"#,
        y + 6.0
    );
    palm(s, x - 4.0, y + 8.0, 3.0);
}

/// The legend's lake: a pool.
fn lake_sample(s: &mut String, x: f64, y: f64) {
    let _ = write!(
        s,
        r#"<ellipse cx="{x}" cy="{y}" rx="16" ry="10" fill="{WATER}" stroke="{WATER_EDGE}" stroke-width="2"/>"#
    );
}

/// The legend's river: a stretch of river.
fn river_sample(s: &mut String, x: f64, y: f64) {
    let d = seg(x, y);
    let _ = write!(
        s,
        r#"<path d="{d}" stroke="{WATER_EDGE}" stroke-width="11" stroke-linecap="round"/><path d="{d}" stroke="{WATER}" stroke-width="6" stroke-linecap="round"/>"#
    );
}

/// The legend's road: a stretch of road.
fn road_sample(s: &mut String, x: f64, y: f64) {
    let d = seg(x, y);
    let _ = write!(
        s,
        r#"<path d="{d}" stroke="{ROAD_EDGE}" stroke-width="10" stroke-linecap="round"/><path d="{d}" stroke="{ROAD}" stroke-width="6" stroke-linecap="round"/>"#
    );
}

/// The legend's railway: a stretch of track.
fn railway_sample(s: &mut String, x: f64, y: f64) {
    let _ = write!(s, "<g fill=\"none\">");
    rail(s, &seg(x, y), "legend-railway");
    let _ = write!(s, "</g>");
}

/// A legend line's path: a short stretch across (x, y).
fn seg(x: f64, y: f64) -> String {
    format!("M{:.1} {y:.1} L{:.1} {y:.1}", x - 16.0, x + 16.0)
}

/// One square's width, halved black and white, with what it measures.
pub(super) fn scale_bar(s: &mut String, x: f64, y: f64, t: &Terrain) {
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

//! The table as an SVG picture, to scale: 1 inch of table is 10 user units, so the 6'×4' table
//! is 720×480, with a margin for the title, the edge names and the legend. Hand-written SVG
//! (no dependency): a few hundred elements, plain shapes that print well and scale on a tablet.
//!
//! Features are drawn in layers, ground first: hills, lakes and woods, then the river, roads
//! and railway, and village buildings on top (arranged around the centre, where roads meet).
//! What varies from square to square (tree positions, the outline of a hill) comes from a
//! hash of the square, never from the dice, so the same table always draws the same way.

mod lanes;
mod legend;
mod shapes;

use std::fmt::Write;

use super::model::{AreaKind, Feature, LineKind, Square, Terrain};
use lanes::{Lanes, points, smooth, ways_through};
use legend::{legend, scale_bar};
use shapes::{hill, lake, oasis, rail, village, village_ground, wood};

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
    let mut s = String::with_capacity(24_000);
    heading(&mut s, t, caption, w, h);
    cloth(&mut s, t, w, h);
    // Ground features.
    let areas: Vec<(AreaKind, Square)> = t.features.iter().filter_map(Feature::area).collect();
    ground(&mut s, &areas);
    // Linear features: river, roads, railway, each in its own lane where they share a square.
    let lanes = Lanes::new(t);
    lines(&mut s, t, &lanes, w, h);
    // Buildings on top.
    s.push_str("<g id=\"villages\">\n");
    for (k, sq) in &areas {
        if *k == AreaKind::Village {
            village(&mut s, *sq, &ways_through(t, &lanes, *sq));
        }
    }
    s.push_str("</g>\n");
    labels(&mut s, t);
    scale_bar(&mut s, LEFT + w - SQ, TOP + h + 22.0, t);
    legend(&mut s, t, TOP + h + 48.0, w);
    s.push_str("</svg>\n");
    s
}

/// The document's start, the title and the summary, and the edges' names.
fn heading(s: &mut String, t: &Terrain, caption: &Caption, w: f64, h: f64) {
    let (width, height) = (LEFT + w + RIGHT, TOP + h + BOTTOM);
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
}

/// The table cloth and its squares: sand where the woods are oases, grass elsewhere.
fn cloth(s: &mut String, t: &Terrain, w: f64, h: f64) {
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
}

/// The area features, ground first.
fn ground(s: &mut String, areas: &[(AreaKind, Square)]) {
    s.push_str("<g id=\"ground\">\n");
    for (k, sq) in areas {
        match k {
            AreaKind::Hill => hill(s, *sq),
            AreaKind::Lake => lake(s, *sq),
            AreaKind::Wood => wood(s, *sq),
            AreaKind::Oasis => oasis(s, *sq),
            AreaKind::Village => village_ground(s, *sq),
        }
    }
    s.push_str("</g>\n");
}

/// The river, the roads and the railway.
fn lines(s: &mut String, t: &Terrain, lanes: &Lanes, w: f64, h: f64) {
    // Clipped to the table, so where a feature leaves the table it is cut square at the edge.
    let _ = writeln!(
        s,
        r#"<clipPath id="cloth"><rect x="{LEFT}" y="{TOP}" width="{w}" height="{h}"/></clipPath>
<g id="lines" clip-path="url(#cloth)" fill="none" stroke-linecap="round" stroke-linejoin="round">"#
    );
    for (path, edges) in t.lines(LineKind::River) {
        let d = smooth(&points(t, lanes, LineKind::River, path, edges));
        let _ = writeln!(
            s,
            r#"<path class="river" d="{d}" stroke="{WATER_EDGE}" stroke-width="17"/><path d="{d}" stroke="{WATER}" stroke-width="11"/>"#
        );
    }
    let roads: Vec<String> = t
        .lines(LineKind::Road)
        .map(|(p, e)| smooth(&points(t, lanes, LineKind::Road, p, e)))
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
        let d = smooth(&points(t, lanes, LineKind::Railway, path, edges));
        rail(s, &d, "railway");
    }
    s.push_str("</g>\n");
}

/// Square labels, drawn last so nothing covers them, each on a halo of the paper's white so a
/// river, road or railway under it does not cross it out.
fn labels(s: &mut String, t: &Terrain) {
    let _ = writeln!(
        s,
        r##"<g id="labels" font-size="11" fill="#000" fill-opacity="0.7" stroke="#fff" stroke-opacity="0.85" stroke-width="3.5" stroke-linejoin="round" paint-order="stroke">"##
    );
    for sq in t.grid().squares() {
        let (x, y) = corner(sq);
        let _ = writeln!(s, r#"<text x="{}" y="{}">{sq}</text>"#, x + 5.0, y + 14.0);
    }
    s.push_str("</g>\n");
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

#[cfg(test)]
mod tests {
    use super::*;
    use shapes::{hash, unit};

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

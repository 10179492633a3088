//! A sheet as one self-contained HTML page: the style and the fonts inline (no network), print
//! CSS for A4 and Letter alike. Every odds cell carries the command line it answers
//! (`data-cmd`) and its exact fraction (`data-p`), and every piece the data tables it shows
//! (`data-table`), so a test can check each against spw itself.

use std::fmt::Write;

use super::{ODDS_NOTE, cell_text};
use crate::rules::sheet::{Card, Cards, Cell, Grid, MOST_BOXES, Piece, Sheet};

const CSS: &str = include_str!("sheet.css");
const REGULAR: &str = include_str!("fonts/DejaVuSansCondensed.woff2.b64");
const BOLD: &str = include_str!("fonts/DejaVuSansCondensed-Bold.woff2.b64");

/// A rule set's sheet; `data` is the `--data DIR` it was built with (in every `data-cmd`).
pub(crate) fn sheet_html(sheet: &Sheet, data: Option<&str>) -> String {
    let mut out = page_start(&format!("{} · spw sheet", sheet.title));
    let _ = writeln!(
        out,
        "<header><h1>{}</h1><span class=\"what\">quick-reference sheet · spw sheet {}{}</span><p>{}</p></header>",
        esc(sheet.title),
        esc(sheet.id),
        house_note(data),
        esc(ODDS_NOTE)
    );
    // The charts too wide for a column go across the top of the first page.
    let wide = |p: &&Piece| p.wide || too_wide(p);
    out.push_str("<div class=\"top\">\n");
    for p in sheet.pieces.iter().filter(wide) {
        piece(&mut out, p, data);
    }
    out.push_str("</div>\n<main>\n");
    for p in sheet.pieces.iter().filter(|p| !wide(p)) {
        piece(&mut out, p, data);
    }
    out.push_str("</main>\n</body>\n</html>\n");
    out
}

/// A game's cards: one per unit, then the sides' tracks.
pub(crate) fn cards_html(cards: &Cards, game: &str, data: Option<&str>) -> String {
    let mut out = page_start(&format!("{} · {game} · spw sheet", cards.title));
    let _ = write!(
        out,
        "<header><h1>{}</h1><span class=\"what\">unit cards · {}{}</span><p>{}</p></header>\n<main class=\"cards\">\n",
        esc(cards.title),
        esc(game),
        house_note(data),
        esc(ODDS_NOTE)
    );
    for c in &cards.cards {
        card(&mut out, c, data);
    }
    tracks(&mut out, cards);
    out.push_str("</main>\n</body>\n</html>\n");
    out
}

/// The room a grid has in a column, and what a character and a cell's padding take, in
/// millimetres at the sheet's type size (sheet.css: 7pt DejaVu Sans Condensed, whose figures
/// are 0.57 em; a little over, so a grid near the edge goes across the page).
const COLUMN_MM: f64 = 60.0;
/// Characters of a row's label beyond which it may wrap.
const LONG_LABEL: usize = 18;
const CHAR_MM: f64 = 1.35;
const PAD_MM: f64 = 1.3;

/// Whether a piece's grids would not fit a column: each column as wide as its longest cell (a
/// heading or a cell of words wraps, so its longest word).
fn too_wide(p: &Piece) -> bool {
    let words = |s: &str| {
        s.split_whitespace()
            .map(|w| w.chars().count())
            .max()
            .unwrap_or(0)
    };
    p.grids.iter().any(|g| {
        let columns = g
            .head
            .len()
            .max(g.rows.iter().map(|r| r.cells.len() + 1).max().unwrap_or(0));
        let mm: f64 = (0..columns)
            .map(|i| {
                let head = g.head.get(i).map_or(0, |h| words(h));
                let cells = g.rows.iter().map(|r| match i {
                    0 if r.label.chars().count() > LONG_LABEL => words(&r.label),
                    0 => r.label.chars().count(),
                    _ => r.cells.get(i - 1).map_or(0, |c| match c {
                        Cell::Text(t) if t.contains(' ') => words(t),
                        other => cell_text(other).chars().count(),
                    }),
                });
                let chars = cells.chain([head]).max().unwrap_or(0);
                chars as f64 * CHAR_MM + PAD_MM
            })
            .sum();
        mm > COLUMN_MM
    })
}

fn page_start(title: &str) -> String {
    let mut out = String::with_capacity(REGULAR.len() + BOLD.len() + 64 * 1024);
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>\n\
         /* DejaVu Sans Condensed, cut down (Bitstream Vera licence; DejaVu changes public domain) */\n\
         @font-face {{ font-family: \"Sheet Sans\"; font-weight: normal; src: url(data:font/woff2;base64,{REGULAR}) format(\"woff2\"); }}\n\
         @font-face {{ font-family: \"Sheet Sans\"; font-weight: bold; src: url(data:font/woff2;base64,{BOLD}) format(\"woff2\"); }}\n\
         {CSS}</style>\n</head>\n<body>\n",
        esc(title)
    );
    out
}

fn house_note(data: Option<&str>) -> String {
    data.map(|d| format!(" · house rules from {}", esc(d)))
        .unwrap_or_default()
}

fn piece(out: &mut String, p: &Piece, data: Option<&str>) {
    let class = match (p.is_odds, p.wide) {
        (true, true) => "odds wide",
        (true, false) => "odds",
        (false, _) => "table",
    };
    let tables = p.tables.join(" ");
    let _ = write!(out, "<section class=\"{class}\"");
    if !tables.is_empty() {
        let _ = write!(out, " data-table=\"{}\"", esc(&tables));
    }
    out.push('>');
    heading(out, p);
    body(out, p, data);
    out.push_str("</section>\n");
}

fn heading(out: &mut String, p: &Piece) {
    let _ = write!(out, "<h2>{}", esc(&p.title));
    if !p.section.is_empty() {
        let _ = write!(out, "<span class=\"sec\">{}</span>", esc(&p.section));
    }
    if p.example {
        out.push_str("<span class=\"tag\">EXAMPLE</span>");
    }
    if p.house.is_some() {
        out.push_str("<span class=\"tag\">HOUSE RULE</span>");
    }
    out.push_str("</h2>\n");
}

/// Lines, settings and grids of a piece.
fn body(out: &mut String, p: &Piece, data: Option<&str>) {
    for (i, l) in p.lines.iter().enumerate() {
        let class = if p.is_odds && i == 0 {
            " class=\"read\""
        } else {
            ""
        };
        let _ = writeln!(out, "<p{class}>{}</p>", esc(l));
    }
    if let Some(h) = &p.house {
        let _ = writeln!(out, "<p>house rule: {}</p>", esc(h));
    }
    if !p.pairs.is_empty() {
        out.push_str("<p class=\"pairs\">");
        for (k, v) in &p.pairs {
            let _ = write!(out, "<span><b>{}</b> {}</span> ", esc(k), esc(v));
        }
        out.push_str("</p>\n");
    }
    if !p.grids.is_empty() {
        out.push_str("<div class=\"grids\">\n");
        for g in &p.grids {
            grid(out, g, data);
        }
        out.push_str("</div>\n");
    }
}

fn grid(out: &mut String, g: &Grid, data: Option<&str>) {
    out.push_str("<figure>");
    if let Some(c) = &g.caption {
        let _ = write!(out, "<figcaption>{}</figcaption>", esc(c));
    }
    out.push_str("<table>");
    let heads = g.head.iter().any(|h| !h.is_empty());
    if !g.groups.is_empty() || heads {
        out.push_str("<thead>");
        if !g.groups.is_empty() {
            out.push_str("<tr><th></th>");
            for (text, span) in &g.groups {
                let _ = write!(out, "<th class=\"g\" colspan=\"{span}\">{}</th>", esc(text));
            }
            out.push_str("</tr>");
        }
        if heads {
            out.push_str("<tr>");
            for h in &g.head {
                let _ = write!(out, "<th>{}</th>", esc(h));
            }
            out.push_str("</tr>");
        }
        out.push_str("</thead>");
    }
    out.push_str("<tbody>\n");
    for r in &g.rows {
        out.push_str("<tr>");
        if !r.label.is_empty() || heads {
            // A long label may wrap; a short one keeps its line.
            let class = if r.label.chars().count() > LONG_LABEL {
                " class=\"l\""
            } else {
                ""
            };
            let _ = write!(out, "<th{class}>{}</th>", esc(&r.label));
        }
        for c in &r.cells {
            cell(out, c, data);
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table></figure>\n");
}

fn cell(out: &mut String, c: &Cell, data: Option<&str>) {
    match c {
        Cell::Odds(case, Some(p)) => {
            let _ = write!(
                out,
                "<td class=\"p\" data-cmd=\"{}\" data-p=\"{p}\">{}</td>",
                esc(&case.command(data)),
                cell_text(c)
            );
        }
        Cell::Text(t) if t.chars().all(|ch| !ch.is_whitespace()) => {
            let _ = write!(out, "<td>{}</td>", esc(t));
        }
        Cell::Text(t) => {
            let _ = write!(out, "<td class=\"t\">{}</td>", esc(t));
        }
        Cell::Odds(_, None) | Cell::Blank => out.push_str("<td></td>"),
    }
}

fn card(out: &mut String, c: &Card, data: Option<&str>) {
    out.push_str("<section class=\"card\">");
    heading(out, &c.piece);
    let mut body_piece = c.piece.clone();
    body_piece.grids.clear();
    body(out, &body_piece, data);
    out.push_str("<div class=\"counts\">");
    for n in &c.counts {
        let _ = write!(
            out,
            "<p><b>{}</b>",
            esc(&crate::rules::sheet::label(&n.field))
        );
        if n.boxes > MOST_BOXES {
            let _ = write!(out, "{} ", n.boxes);
        } else {
            for _ in 0..n.boxes {
                out.push_str("<span class=\"box\"></span>");
            }
        }
        out.push_str("</p>");
    }
    out.push_str("</div>\n");
    if !c.states.is_empty() {
        out.push_str("<p class=\"states\">");
        for (s, on) in &c.states {
            let class = if *on { "box on" } else { "box" };
            let _ = write!(
                out,
                "<span><span class=\"{class}\"></span>{}</span> ",
                esc(&crate::rules::sheet::label(s))
            );
        }
        out.push_str("</p>\n");
    }
    if !c.piece.grids.is_empty() {
        out.push_str("<div class=\"grids\">\n");
        for g in &c.piece.grids {
            grid(out, g, data);
        }
        out.push_str("</div>\n");
    }
    out.push_str("</section>\n");
}

/// The sides: each one's units, its C3I schedule (Series 7.1) and a track to tick, and the
/// game's turn record.
fn tracks(out: &mut String, cards: &Cards) {
    out.push_str("<section class=\"tracks\"><h2>Tracks</h2>\n<div class=\"counts\">");
    out.push_str("<p><b>turn</b>");
    for t in 1..=12 {
        let _ = write!(out, "<span class=\"box\"></span>{t} ");
    }
    out.push_str("</p>");
    for s in &cards.sides {
        let n = cards
            .cards
            .iter()
            .filter(|c| c.piece.section == s.name)
            .count();
        let units = if n == 1 { "unit" } else { "units" };
        let _ = write!(out, "<p><b>{}</b> {n} {units}", esc(&s.name));
        if !s.c3i.is_empty() {
            let schedule: Vec<String> = s.c3i.iter().map(u32::to_string).collect();
            let _ = write!(out, "; C3I by turn {}", schedule.join(", "));
        }
        out.push_str("</p>");
        if !s.c3i.is_empty() {
            for track in ["C3I", "Activity Points"] {
                let _ = write!(out, "<p><b>{track}</b>");
                for i in 0..=12 {
                    let _ = write!(out, "<span class=\"box\"></span>{i} ");
                }
                out.push_str("</p>");
            }
        }
    }
    out.push_str("</div></section>\n");
}

/// Text as HTML reads it: the markup characters escaped, and the controls a user's name or a
/// house rule may hold shown as escapes (as every screen of spw shows them).
fn esc(s: &str) -> String {
    let s = crate::screen::escape(s);
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

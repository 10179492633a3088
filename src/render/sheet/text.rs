//! A sheet as text for a terminal: each piece a heading, its lines and settings, and its grids
//! as tables the text renderer fits to the screen. Each grid of odds ends with a key: the
//! command line its first cell answers (the others change only the row's and column's values).

use super::{ODDS_NOTE, cell_text};
use crate::report::{Block, Line, Span, Style};
use crate::rules::sheet::{Cards, Cell, Grid, MOST_BOXES, Piece, Sheet, label};

/// A rule set's sheet as blocks.
pub(crate) fn sheet_blocks(sheet: &Sheet, data: Option<&str>) -> Vec<Block> {
    let mut out = vec![Block::Line(Line::plain(ODDS_NOTE))];
    for p in &sheet.pieces {
        piece(&mut out, p, data);
    }
    out
}

/// A game's cards as blocks.
pub(crate) fn cards_blocks(cards: &Cards, data: Option<&str>) -> Vec<Block> {
    let mut out = vec![Block::Line(Line::plain(ODDS_NOTE))];
    for c in &cards.cards {
        piece(&mut out, &c.piece, data);
        for n in &c.counts {
            let boxes = if n.boxes > MOST_BOXES {
                n.boxes.to_string()
            } else {
                "☐".repeat(usize::try_from(n.boxes).unwrap_or(0))
            };
            out.push(Block::Line(
                Line::new()
                    .push(format!("{}: ", label(&n.field)), Style::Dim)
                    .text(boxes),
            ));
        }
        if !c.states.is_empty() {
            let states: Vec<String> = c
                .states
                .iter()
                .map(|(s, on)| {
                    let b = if *on { "☒" } else { "☐" };
                    format!("{b}\u{a0}{}", label(s).replace(' ', "\u{a0}"))
                })
                .collect();
            out.push(Block::Line(Line::plain(states.join("  "))));
        }
    }
    for s in &cards.sides {
        let n = cards
            .cards
            .iter()
            .filter(|c| c.piece.section == s.name)
            .count();
        let units = if n == 1 { "unit" } else { "units" };
        let mut line = format!("{}: {n} {units}", s.name);
        if !s.c3i.is_empty() {
            let schedule: Vec<String> = s.c3i.iter().map(u32::to_string).collect();
            line.push_str(&format!("; C3I by turn {}", schedule.join(", ")));
        }
        out.push(Block::Line(Line::plain(line)));
    }
    out
}

fn piece(out: &mut Vec<Block>, p: &Piece, data: Option<&str>) {
    out.push(Block::Line(Line::new()));
    let mut head = Line::new().push(p.title.clone(), Style::Strong);
    if !p.section.is_empty() {
        head = head.push(format!(" · {}", p.section), Style::Dim);
    }
    if p.example {
        head = head.push(" · EXAMPLE", Style::Strong);
    }
    if let Some(h) = &p.house {
        head = head.push(format!(" · house rule: {h}"), Style::Dim);
    }
    out.push(Block::Line(head));
    for l in &p.lines {
        out.push(Block::Line(Line::plain(l.clone())));
    }
    if !p.pairs.is_empty() {
        let pairs: Vec<String> = p.pairs.iter().map(|(k, v)| format!("{k} {v}")).collect();
        out.push(Block::Line(Line::plain(pairs.join(" · "))));
    }
    for g in &p.grids {
        grid(out, g, data);
    }
}

fn grid(out: &mut Vec<Block>, g: &Grid, data: Option<&str>) {
    if !g.groups.is_empty() && g.groups.iter().all(|(t, _)| !t.is_empty()) {
        // Charts printed side by side across a page are a table each on a screen.
        let mut at = 0;
        for (text, span) in &g.groups {
            let mut one = Grid::new(
                g.head.first().cloned().unwrap_or_default(),
                g.head.iter().skip(1 + at).take(*span).cloned().collect(),
            )
            .caption(text.clone());
            for r in &g.rows {
                one.row(
                    r.label.clone(),
                    r.cells.iter().skip(at).take(*span).cloned().collect(),
                );
            }
            grid(out, &one, data);
            at += span;
        }
        return;
    }
    if let Some(c) = &g.caption {
        out.push(Block::Line(Line::new().push(c.clone(), Style::Strong)));
    }
    let mut header = g.head.clone();
    if !g.groups.is_empty() {
        // The groups' words join the headings they stand over: "close I".
        let mut i = 1;
        for (text, span) in &g.groups {
            for h in header.iter_mut().skip(i).take(*span) {
                *h = format!("{text} {h}");
            }
            i += span;
        }
    }
    let rows: Vec<Vec<Span>> = g
        .rows
        .iter()
        .map(|r| {
            std::iter::once(Span::new(r.label.clone(), Style::Strong))
                .chain(r.cells.iter().map(|c| Span::plain(cell_text(c))))
                .collect()
        })
        .collect();
    let width = rows
        .iter()
        .map(Vec::len)
        .max()
        .unwrap_or(0)
        .max(header.len());
    header.resize(width, String::new());
    out.push(Block::Table { header, rows });
    let first = g.rows.iter().flat_map(|r| &r.cells).find_map(|c| match c {
        Cell::Odds(case, _) => Some(case),
        _ => None,
    });
    if let Some(case) = first {
        out.push(Block::Line(
            Line::new()
                .push("first cell: ", Style::Dim)
                .text(format!("spw {}", case.command(data))),
        ));
    }
}

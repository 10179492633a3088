//! `draw N`: one draw step from a pool, rolled or with exact chances.

use serde_json::{Value as Json, json};

use super::{EXAMPLE_POOL, report};
use crate::chance;
use crate::cli::DrawArgs;
use crate::engine::{By, Dice, Quantities};
use crate::error::{Error, Result};
use crate::report::{Block, Body, Line, Marginal, Style};
use crate::rules::{self, Output};
use crate::session::Cx;

/// Most counts (ways a draw can fall × counts per way) `draw --chances` tabulates.
const MAX_DRAW_CELLS: u64 = 2_000_000;

/// `draw N [--pool NAME] [--shuffle]`: one draw step through the engine, so rolling and
/// `--chances` are the same description. Playing cards are counted by colour and suit (a
/// draw sorted by suit gives both); other items by kind.
pub(super) fn draw(a: DrawArgs, cx: &mut Cx) -> Result<Output> {
    if cx.table_dice {
        return Err(Error::usage(
            "draw takes cards (--cards \"A♥,10♠\"), not --dice",
        ));
    }
    let chances = cx.chances;
    let pool = cx.pool(&a.pool)?;
    let total = pool.total();
    if a.count == 0 {
        return Err(Error::usage(format!(
            "draw 0: draw at least 1 {} (1 to {total})",
            pool.noun(1)
        )));
    }
    // Over what the pool holds, whatever its size, is said by the pool (`draw 53`: 52).
    let count = u32::try_from(a.count).unwrap_or(u32::MAX);
    if u64::from(count) != a.count {
        return Err(Error::usage(format!(
            "draw: cannot draw {} {} from the {}, which holds {total} in all",
            a.count,
            pool.noun(2),
            a.pool
        )));
    }
    pool.check_draw(count, "draw")?;
    if a.shuffle {
        pool.reshuffle();
    }
    let cards = pool.items().iter().all(|i| i.card.is_some());
    let by = if cards { By::Suit } else { By::Kind };
    let (labels, _) = pool.classes(&by)?;
    let noun = pool.noun(1);
    let example = pool.example();
    let left_before = pool.left_total();
    let name = a.pool.clone();
    let n = count;
    let count_of = |counts: &[u32], label: &str| {
        labels
            .iter()
            .position(|l| l == label)
            .map_or(0, |i| counts[i])
    };
    let quantities = |counts: &[u32]| -> Quantities {
        let mut q: Quantities = Vec::new();
        if cards {
            let red = count_of(counts, "diamonds") + count_of(counts, "hearts");
            let black = count_of(counts, "clubs") + count_of(counts, "spades");
            q.push(("red".into(), red.into()));
            q.push(("black".into(), black.into()));
            if labels.iter().any(|l| l == "joker") {
                q.push(("joker".into(), count_of(counts, "joker").into()));
            }
            for suit in ["clubs", "diamonds", "hearts", "spades"] {
                q.push((suit.into(), count_of(counts, suit).into()));
            }
        } else {
            for (l, c) in labels.iter().zip(counts) {
                q.push((l.clone(), (*c).into()));
            }
        }
        q
    };
    if chances {
        // Every way the draw can fall is one outcome with all its counts: bound the table
        // before exploring (a bag of a hundred kinds would be millions of cells).
        let (_, class) = pool.classes(&by)?;
        let sizes = |counts: &[u32]| {
            let mut s = vec![0u32; labels.len()];
            for (c, k) in counts.iter().zip(&class) {
                s[*k] += c;
            }
            s
        };
        let full = sizes(&pool.full());
        let mut ways = chance::hyper::outcomes(n.min(total), &full);
        if n > left_before {
            ways = ways.max(chance::hyper::outcomes(n - left_before, &full));
        }
        let width = if cards {
            labels.len() + 2
        } else {
            labels.len()
        } as u64;
        if ways.saturating_mul(width) > MAX_DRAW_CELLS {
            return Err(Error::limit(format!(
                "draw --chances: {n} from the {name} can fall {} ways, each with {width} counts; \
                 exact chances tabulate at most {} counts (draw fewer, or sort the pool into \
                 fewer kinds)",
                crate::chance::limits::group(ways),
                crate::chance::limits::group(MAX_DRAW_CELLS)
            )));
        }
    }
    let mut resolve = |d: &mut dyn Dice| -> Result<Quantities> {
        let counts = d.draw(&name, n, &by, &noun)?;
        Ok(quantities(&counts))
    };
    let input = json!({"count": a.count, "pool": a.pool, "shuffle": a.shuffle});
    if cx.chances {
        let explored = cx.explore(&mut resolve)?;
        let quantities: Vec<Marginal> = explored
            .names()
            .iter()
            .map(|q| Marginal::new(q.clone(), explored.marginal(q)))
            .collect();
        let mut summary = rules::chance_summary(&quantities);
        if example {
            summary.push_str(&rules::example_note(&[EXAMPLE_POOL]));
        }
        let plural = |k: u32| {
            if k == 1 {
                noun.clone()
            } else {
                format!("{noun}s")
            }
        };
        let notes = vec![Block::Line(Line::plain(format!(
            "{n} {} from the {name} as it is now: {left_before} of {total} {} left",
            plural(n),
            plural(total)
        )))];
        let mut rep = report(
            "draw",
            format!("draw {n} · exact chances"),
            input,
            Body::Chances {
                quantities,
                notes,
                goal: None,
            },
            summary,
        );
        rep.example = example;
        return Ok(Output::Report(Box::new(rep)));
    }
    let mut roller = cx.roller();
    let q = resolve(&mut roller)?;
    let throws = roller.into_throws();
    let d = throws
        .into_iter()
        .find_map(|t| t.draw)
        .ok_or_else(|| Error::Runtime("draw: nothing was drawn".into()))?;
    let names: Vec<&str> = d.items.iter().map(|i| i.item.as_str()).collect();
    let mut result = serde_json::Map::new();
    result.insert("pool".into(), json!(d.pool));
    result.insert("cards".into(), json!(names));
    result.insert("left".into(), json!(d.left));
    for (k, v) in q {
        result.insert(k, json!(v));
    }
    let mut blocks = Vec::new();
    let mut summary = format!("{} ({} left in the {})", names.join(" "), d.left, d.pool);
    if let Some(note) = d.note() {
        result.insert("note".into(), json!(note));
        blocks.push(Block::Line(Line::new().push(note, Style::Dim)));
        summary = format!(
            "{} ({} left in the {}, shuffled again)",
            names.join(" "),
            d.left,
            d.pool
        );
    }
    if example {
        summary.push_str(&rules::example_note(&[EXAMPLE_POOL]));
    }
    let mut rep = report(
        "draw",
        format!("draw {n}"),
        input,
        Body::Rolled {
            dice: Vec::new(),
            drawn: d.items.clone(),
            result: Json::Object(result),
            blocks,
        },
        summary,
    );
    rep.example = example;
    Ok(Output::Report(Box::new(rep)))
}

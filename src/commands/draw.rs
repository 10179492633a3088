//! `draw N`: one draw step from a pool, rolled or with exact chances.

use serde_json::{Value as Json, json};

use super::{EXAMPLE_POOL, report};
use crate::chance;
use crate::cli::DrawArgs;
use crate::engine::{By, Dice, Quantities};
use crate::error::{Error, Result};
use crate::pools::{Draw, Pool};
use crate::report::{Block, Body, Line, Marginal, Style};
use crate::rules::Cx;
use crate::rules::{self, Output};

/// Most counts (ways a draw can fall × counts per way) `draw --chances` tabulates.
const MAX_DRAW_CELLS: u64 = 2_000_000;

/// What a draw step needs of its pool, taken before anything is drawn.
struct Step {
    name: String,
    n: u32,
    by: By,
    /// Playing cards, counted by colour and suit; other items by kind.
    cards: bool,
    /// The classes of `by`, in answer order.
    labels: Vec<String>,
    noun: String,
    example: bool,
    left_before: u32,
    total: u32,
}

/// `draw N [--pool NAME] [--shuffle]`: one draw step through the engine, so rolling and
/// `--chances` are the same description. Playing cards are counted by colour and suit (a
/// draw sorted by suit gives both); other items by kind.
pub(super) fn draw(a: DrawArgs, cx: &mut Cx) -> Result<Output> {
    if cx.table_dice {
        return Err(Error::usage(
            "draw takes cards (--cards \"A♥,10♠\"), not --dice",
        ));
    }
    let step = prepare(&a, cx)?;
    let mut resolve = |d: &mut dyn Dice| -> Result<Quantities> {
        let counts = d.draw(&step.name, step.n, &step.by, &step.noun)?;
        Ok(quantities(&step, &counts))
    };
    let input = json!({"count": a.count, "pool": a.pool, "shuffle": a.shuffle});
    if cx.chances {
        let explored = cx.explore(&mut resolve)?;
        let quantities: Vec<Marginal> = explored
            .names()
            .iter()
            .map(|q| Marginal::new(q.clone(), explored.marginal(q)))
            .collect();
        return Ok(chances_report(&step, input, quantities));
    }
    let mut roller = cx.roller();
    let q = resolve(&mut roller)?;
    let throws = roller.into_throws();
    let d = throws
        .into_iter()
        .find_map(|t| t.draw)
        .ok_or_else(|| Error::Runtime("draw: nothing was drawn".into()))?;
    Ok(rolled_report(&step, input, q, &d))
}

/// Checks the count against the pool, shuffles it if told, and (with `--chances`) bounds
/// the table before exploring.
fn prepare(a: &DrawArgs, cx: &mut Cx) -> Result<Step> {
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
    let step = Step {
        name: a.pool.clone(),
        n: count,
        by,
        cards,
        labels,
        noun: pool.noun(1),
        example: pool.example(),
        left_before: pool.left_total(),
        total,
    };
    if chances {
        bound(&step, pool)?;
    }
    Ok(step)
}

/// Every way the draw can fall is one outcome with all its counts: the table is bounded
/// before exploring (a bag of a hundred kinds would be millions of cells).
fn bound(step: &Step, pool: &Pool) -> Result<()> {
    let (_, class) = pool.classes(&step.by)?;
    let sizes = |counts: &[u32]| {
        let mut s = vec![0u32; step.labels.len()];
        for (c, k) in counts.iter().zip(&class) {
            s[*k] += c;
        }
        s
    };
    let (n, total, left_before) = (step.n, step.total, step.left_before);
    let full = sizes(&pool.full());
    let mut ways = chance::hyper::outcomes(n.min(total), &full);
    if n > left_before {
        ways = ways.max(chance::hyper::outcomes(n - left_before, &full));
    }
    let width = if step.cards {
        step.labels.len() + 2
    } else {
        step.labels.len()
    } as u64;
    if ways.saturating_mul(width) > MAX_DRAW_CELLS {
        return Err(Error::limit(format!(
            "draw --chances: {n} from the {} can fall {} ways, each with {width} counts; \
             exact chances tabulate at most {} counts (draw fewer, or sort the pool into \
             fewer kinds)",
            step.name,
            crate::chance::limits::group(ways),
            crate::chance::limits::group(MAX_DRAW_CELLS)
        )));
    }
    Ok(())
}

/// The draw's quantities from its counts per class: red, black (and joker), then each suit
/// for playing cards; a count per kind otherwise.
fn quantities(step: &Step, counts: &[u32]) -> Quantities {
    let labels = &step.labels;
    let count_of = |label: &str| {
        labels
            .iter()
            .position(|l| l == label)
            .map_or(0, |i| counts[i])
    };
    let mut q: Quantities = Vec::new();
    if step.cards {
        let red = count_of("diamonds") + count_of("hearts");
        let black = count_of("clubs") + count_of("spades");
        q.push(("red".into(), red.into()));
        q.push(("black".into(), black.into()));
        if labels.iter().any(|l| l == "joker") {
            q.push(("joker".into(), count_of("joker").into()));
        }
        for suit in ["clubs", "diamonds", "hearts", "spades"] {
            q.push((suit.into(), count_of(suit).into()));
        }
    } else {
        for (l, c) in labels.iter().zip(counts) {
            q.push((l.clone(), (*c).into()));
        }
    }
    q
}

/// `draw --chances`: the exact chances of each count, from the pool as it is now.
fn chances_report(step: &Step, input: Json, quantities: Vec<Marginal>) -> Output {
    let (n, total, noun, name) = (step.n, step.total, &step.noun, &step.name);
    let mut summary = rules::chance_summary(&quantities);
    if step.example {
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
        "{n} {} from the {name} as it is now: {} of {total} {} left",
        plural(n),
        step.left_before,
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
    rep.example = step.example;
    Output::Report(Box::new(rep))
}

/// A draw done for real: what it took, its counts, and what happened to the pool.
fn rolled_report(step: &Step, input: Json, q: Quantities, d: &Draw) -> Output {
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
    if step.example {
        summary.push_str(&rules::example_note(&[EXAMPLE_POOL]));
    }
    let mut rep = report(
        "draw",
        format!("draw {}", step.n),
        input,
        Body::Rolled {
            dice: Vec::new(),
            drawn: d.items.clone(),
            result: Json::Object(result),
            blocks,
        },
        summary,
    );
    rep.example = step.example;
    Output::Report(Box::new(rep))
}

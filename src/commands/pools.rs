//! `pools`, `pools POOL` and `reshuffle`: the pools in play, one pool's items, and
//! putting them back.

use serde_json::json;

use super::{EXAMPLE_POOL, report};
use crate::cli::ReshuffleArgs;
use crate::error::{Error, Result};
use crate::pools::Refill;
use crate::report::{Block, Body, Span, Style};
use crate::rules::Cx;
use crate::rules::{self, Output};

/// `pools`: each pool in play with what is left and its refill rule.
pub(super) fn list_pools(all: bool, cx: &mut Cx) -> Result<Output> {
    let scope = if all { None } else { cx.pools_in_scope()? };
    let pools = cx.pools()?;
    let mut rows = Vec::new();
    let mut list = Vec::new();
    let mut parts = Vec::new();
    let listed = |name: &str| scope.as_ref().is_none_or(|s| s.iter().any(|n| n == name));
    for p in pools.iter().filter(|p| listed(p.name())) {
        let (left, total) = (p.left_total(), p.total());
        let trigger = p.trigger().map(|t| p.items()[t].name.clone());
        let rule = match p.refill() {
            Refill::Empty => "when a draw finds it empty".to_string(),
            Refill::Trigger => format!(
                "after {} is drawn, or when empty",
                trigger.as_deref().unwrap_or("the trigger")
            ),
            Refill::Manual => format!("only with spw reshuffle {}", p.name()),
            Refill::Return => "at the end of every command".to_string(),
        };
        rows.push(vec![
            Span::new(p.name(), Style::Strong),
            Span::plain(format!("{left} of {total} {}", p.noun(u64::from(total)))),
            Span::plain(rule),
            Span::plain(p.section()),
            Span::plain(p.about()),
        ]);
        list.push(json!({"name": p.name(), "left": left, "total": total,
            "noun": p.noun(1), "refill": p.refill(), "trigger": trigger,
            "section": p.section(), "about": p.about()}));
        parts.push(format!("{}: {left} of {total} left", p.name()));
    }
    Ok(Output::Report(Box::new(report(
        "pools",
        "pools in play".into(),
        json!({}),
        Body::Listing {
            result: json!({"pools": list}),
            blocks: vec![Block::Table {
                header: vec![
                    "pool".into(),
                    "left".into(),
                    "goes back".into(),
                    "section".into(),
                    "about".into(),
                ],
                rows,
            }],
        },
        parts.join("; "),
    ))))
}

/// `pools POOL`: the items of one pool, by the names `--cards` takes.
pub(super) fn list_items(name: &str, cx: &mut Cx) -> Result<Output> {
    let pool = cx.pools()?.get(name)?;
    let mut rows = Vec::new();
    let mut list = Vec::new();
    for (item, left) in pool.items().iter().zip(pool.left()) {
        let values: Vec<String> = item
            .values
            .iter()
            .map(|(k, v)| format!("{k} {v}"))
            .collect();
        rows.push(vec![
            Span::new(item.name.clone(), Style::Strong),
            Span::plain(item.kind.clone()),
            Span::plain(values.join(", ")),
            Span::plain(item.count.to_string()),
            Span::plain(left.to_string()),
        ]);
        list.push(
            json!({"name": item.name, "kind": item.kind, "values": item.values,
            "count": item.count, "left": left}),
        );
    }
    let (left, total) = (pool.left_total(), pool.total());
    let mut summary = format!(
        "{}: {left} of {total} {} left, {} kinds of {} (type them with --cards)",
        pool.name(),
        pool.noun(u64::from(total)),
        pool.items().len(),
        pool.noun(1)
    );
    if pool.example() {
        summary.push_str(&rules::example_note(&[EXAMPLE_POOL]));
    }
    let mut rep = report(
        "pools",
        format!("{} · {}", pool.name(), pool.section()),
        json!({"pool": pool.name()}),
        Body::Listing {
            result: json!({"pool": pool.name(), "about": pool.about(), "items": list}),
            blocks: vec![Block::Table {
                header: vec![
                    "item".into(),
                    "kind".into(),
                    "values".into(),
                    "in the pool".into(),
                    "left".into(),
                ],
                rows,
            }],
        },
        summary,
    );
    rep.example = pool.example();
    Ok(Output::Report(Box::new(rep)))
}

/// `reshuffle [POOL]`: everything back into one pool, or into all of them.
pub(super) fn reshuffle(a: ReshuffleArgs, cx: &mut Cx) -> Result<Output> {
    if cx.chances {
        return Err(Error::usage(
            "reshuffle changes the pools, so it has no --chances",
        ));
    }
    let pools = cx.pools()?;
    let names: Vec<String> = match &a.pool {
        Some(n) => vec![pools.get(n)?.name().to_string()],
        None => pools.iter().map(|p| p.name().to_string()).collect(),
    };
    let mut done = Vec::new();
    for n in &names {
        let p = pools.get_mut(n)?;
        p.reshuffle();
        done.push(json!({"name": n, "left": p.left_total()}));
    }
    let text: Vec<String> = names
        .iter()
        .filter_map(|n| pools.get(n).ok())
        .map(|p| {
            let t = p.total();
            format!("{}: full again ({t} {})", p.name(), p.noun(u64::from(t)))
        })
        .collect();
    Ok(Output::Report(Box::new(report(
        "reshuffle",
        format!("reshuffle {}", a.pool.as_deref().unwrap_or("every pool")),
        json!({"pool": a.pool}),
        Body::Listing {
            result: json!({"pools": done}),
            blocks: Vec::new(),
        },
        text.join("; "),
    ))))
}

//! `rules` and `rules PROCEDURE`: the rule sets and their procedures, and one explained.

use serde_json::{Value as Json, json};

use super::report;
use crate::cli;
use crate::error::{Error, Result};
use crate::report::{Block, Body, Line, Span, Style};
use crate::rules::Cx;
use crate::rules::{self, Output};

/// `rules RULESET`: what a unit of that rule set may have in a game's roster — each field,
/// what it takes, and the rule — and its states, what sets and clears each.
fn units(set: &rules::RuleSet, cx: &Cx) -> Output {
    use crate::rules::model::FieldKind;
    let model = set.units;
    let mut rows = Vec::new();
    let mut states = Vec::new();
    let mut list = Vec::new();
    for f in model.all() {
        let takes = f.takes(Some(cx.data));
        rows.push(vec![
            Span::new(f.name, Style::Strong),
            Span::plain(takes.clone()),
            Span::plain(f.about),
            Span::plain(f.section),
        ]);
        list.push(json!({"field": f.name, "takes": takes, "about": f.about, "section": f.section}));
    }
    for (f, item) in model.all().zip(list.iter_mut()) {
        if let FieldKind::State { set_by, cleared_by } = f.kind {
            item["set_by"] = json!(set_by);
            item["cleared_by"] = json!(cleared_by);
        }
    }
    for f in model.states() {
        if let FieldKind::State { set_by, cleared_by } = f.kind {
            states.push(vec![
                Span::new(f.name, Style::Strong),
                Span::plain(set_by),
                Span::plain(cleared_by),
            ]);
        }
    }
    let mut blocks = vec![
        Block::Line(Line::plain(format!(
            "A unit in a {} game's roster has a name, a side, and any of these fields:",
            set.id
        ))),
        Block::Table {
            header: vec!["field".into(), "takes".into(), "what".into(), "rule".into()],
            rows,
        },
        Block::Line(Line::plain("Its states, what sets and what clears each:")),
        Block::Table {
            header: vec!["state".into(), "set by".into(), "cleared by".into()],
            rows: states,
        },
    ];
    for d in model.derived {
        let crate::rules::model::Derived::OverHalf {
            state,
            count,
            of,
            section,
        } = d;
        blocks.push(Block::Line(Line::plain(format!(
            "{state} is set once {} is over half of {of} ({section})",
            count.replace('_', " ")
        ))));
    }
    for d in model.deferred {
        blocks.push(Block::Line(Line::plain(format!(
            "{} lost lie down as {} until the end of the phase ({})",
            d.count, d.pending, d.section
        ))));
    }
    Output::Report(Box::new(report(
        "rules",
        format!("{} units", set.title),
        json!({"rules": set.id}),
        Body::Listing {
            result: json!({"rules": set.id, "fields": list}),
            blocks,
        },
        format!("{} fields of a {} unit", list.len(), set.id),
    )))
}

pub(super) fn list_rules(cx: &Cx) -> Output {
    let mut rows = Vec::new();
    let mut list = Vec::new();
    for set in rules::rule_sets() {
        for e in set.procedures() {
            rows.push(vec![
                Span::new(set.id, Style::Dim),
                Span::new(e.name, Style::Strong),
                Span::plain(e.section),
                Span::plain(e.about),
            ]);
            list.push(json!({"rules": set.id, "procedure": e.name, "section": e.section, "about": e.about}));
        }
    }
    let sets: Vec<Json> = rules::rule_sets()
        .iter()
        .map(|s| json!({"id": s.id, "title": s.title, "about": s.about, "default": s.id == cli::DEFAULT_RULES}))
        .collect();
    let n = list.len();
    // The full titles here; headings elsewhere use the short tag.
    let mut blocks: Vec<Block> = rules::rule_sets()
        .iter()
        .map(|s| {
            let tag = if s.tag == s.title {
                String::new()
            } else {
                format!(" ({})", s.tag)
            };
            Block::Line(
                Line::new()
                    .push(format!("{}: ", s.id), Style::Dim)
                    .push(s.title, Style::Strong)
                    .text(format!("{tag}, {}", s.about)),
            )
        })
        .collect();
    Output::Report(Box::new(report(
        "rules",
        "rule sets and procedures".into(),
        json!({"rules": cx.rules}),
        Body::Listing {
            result: json!({"rule_sets": sets, "procedures": list}),
            blocks: {
                blocks.push(Block::Table {
                    header: vec![
                        "rules".into(),
                        "procedure".into(),
                        "section".into(),
                        "what it does".into(),
                    ],
                    rows,
                });
                blocks
            },
        },
        format!("{n} procedures; spw PROCEDURE --help explains one"),
    )))
}

/// `spw rules PROCEDURE`: the procedure's rule, options and quantities, as its `--help` says
/// them, under a line naming its rule set and section.
pub(super) fn explain(name: &str, cx: &Cx) -> Result<Output> {
    if let Some(set) = rules::rule_set(name) {
        return Ok(units(set, cx));
    }
    let sets = rules::rule_sets();
    let in_use = sets.iter().find(|s| s.id == cx.rules);
    let found = in_use
        .and_then(|s| {
            s.procedures()
                .iter()
                .find(|e| e.name == name)
                .map(|e| (s, e))
        })
        .or_else(|| {
            let mut all = sets
                .iter()
                .flat_map(|s| s.procedures().iter().map(move |e| (s, e)))
                .filter(|(_, e)| e.name == name);
            match (all.next(), all.next()) {
                (Some(one), None) => Some(one),
                _ => None,
            }
        });
    let Some((set, e)) = found else {
        let owners: Vec<&str> = sets
            .iter()
            .filter(|s| s.procedures().iter().any(|e| e.name == name))
            .map(|s| s.id)
            .collect();
        return Err(Error::usage(if owners.is_empty() {
            format!(
                "rules {}: no such procedure; `spw rules` lists them",
                crate::error::printable(name)
            )
        } else {
            format!(
                "rules {name}: the rule set in use ({}) has none; {} do: add --rules {}",
                cx.rules,
                owners.join(" and "),
                owners[0]
            )
        }));
    };
    let width = crate::render::screen::screen().width;
    let mut cmd = (e.command)()
        .bin_name(format!("spw {} {}", set.id, e.name))
        .term_width(width);
    cmd.build();
    let help = cmd.render_long_help().to_string();
    let mut lines: Vec<Line> = crate::render::screen::fit_lines(&help, width)
        .trim_end()
        .lines()
        .map(|l| Line::new().text(l.to_string()))
        .collect();
    let ranges = match e.facts.ranges {
        rules::facts::Ranges::Options => rules::range::options(&cmd),
        rules::facts::Ranges::No(_) => Vec::new(),
    };
    if !ranges.is_empty() {
        lines.push(Line::new());
        let said = format!(
            "With --chances, a range (1..12, 6..30/6) in: {}",
            ranges.join(", ")
        );
        let fitted = crate::render::screen::fit_lines(&said, width);
        lines.extend(fitted.lines().map(|l| Line::new().text(l.to_string())));
    }
    let facts = rules::facts::to_json(&e.facts, &ranges);
    Ok(Output::Report(Box::new(report(
        "rules",
        format!("{} {} · {} {}", set.id, e.name, set.tag, e.section),
        json!({"rules": set.id, "procedure": e.name}),
        Body::Listing {
            result: json!({"rules": set.id, "procedure": e.name, "section": e.section, "about": e.about, "help": help, "ranges": ranges, "facts": facts}),
            blocks: vec![Block::Pre(lines)],
        },
        format!("{} {}: {}", set.id, e.name, e.about),
    ))))
}

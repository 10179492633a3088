//! `table NAME` and `tables`: one data table rolled or printed, and the list of them.

use serde_json::{Value as Json, json};

use super::report;
use crate::chance;
use crate::cli::{TableArgs, TablesArgs};
use crate::data::table;
use crate::dice::{parse, roll};
use crate::engine::Value;
use crate::error::{Error, Result};
use crate::render::dice_spans;
use crate::report::{Block, Body, Line, Marginal, Span, Style};
use crate::rules::Cx;
use crate::rules::common::count_text;
use crate::rules::{self, Output};

pub(super) fn roll_table(a: TableArgs, cx: &mut Cx) -> Result<Output> {
    let found = table::find(cx.data, &a.name)?;
    let t = table::rollable(&found)?;
    let expr = parse::parse(&t.dice, cx.data.dice()?)?;
    let rules = rules::owner(&found.file);
    let title = format!("table {} · {}", found.qualified(), found.section());
    let input = json!({"name": found.qualified()});
    let label = |roll: i64| {
        t.row(roll).map(|r| r.1.clone()).ok_or_else(|| Error::Data {
            path: found.origin.describe(&found.file),
            message: format!(
                "[{}] has no row for a roll of {roll} on {}",
                found.key, t.dice
            ),
        })
    };
    let mut rep = if cx.chances {
        let dist = chance::of_expr(&expr)?;
        let outcomes: Vec<(Value, chance::Prob)> = t
            .rows
            .iter()
            .map(|(range, text, _)| {
                let p = dist.prob_where(|v| range.contains(v));
                (Value::Text(text.clone()), p)
            })
            .collect();
        for (v, _) in dist.entries() {
            label(*v)?;
        }
        let quantities = vec![Marginal::new("result", outcomes)];
        report(
            "table",
            format!("{title} · exact chances"),
            input,
            Body::Chances {
                quantities,
                notes: Vec::new(),
                goal: None,
            },
            format!(
                "{} on {}",
                count_text(
                    u32::try_from(t.rows.len()).unwrap_or(u32::MAX),
                    "row",
                    "rows"
                ),
                t.dice
            ),
        )
    } else {
        let rolled = roll::roll(&expr, cx.source(), &t.dice)?;
        let text = label(rolled.total)?;
        let blocks = vec![Block::Line(
            Line::new()
                .push(format!("{}: ", t.dice), Style::Dim)
                .spans(dice_spans(rolled.dice()))
                .text(format!(" = {}", rolled.total)),
        )];
        report(
            "table",
            title,
            input,
            Body::Rolled {
                dice: rolled.dice().cloned().collect(),
                drawn: Vec::new(),
                result: json!({"roll": rolled.total, "result": text}),
                blocks,
            },
            text,
        )
    };
    rep.rules = rules;
    rep.section = Some(found.section().to_string());
    Ok(Output::Report(Box::new(rep)))
}

pub(super) fn tables(a: TablesArgs, cx: &mut Cx) -> Result<Output> {
    if a.template {
        let name = a.name.as_deref().unwrap_or_default();
        let with: Vec<&str> = rules::rule_sets()
            .iter()
            .filter(|r| r.template.is_some())
            .map(|r| r.id)
            .collect();
        let set = rules::rule_set(name).ok_or_else(|| {
            Error::usage(format!(
                "--template {name}: not a rule set; a template is printed for {}",
                with.join(", ")
            ))
        })?;
        return match set.template {
            Some(t) if !cx.chances => Ok(Output::Raw(t.to_string())),
            Some(_) => Err(Error::usage(
                "--chances does not apply to tables --template, which prints a file",
            )),
            None => Err(Error::usage(format!(
                "tables {name} --template: {name}'s numbers are all the rules' own, so there \
                 is no template; a template is printed for {}",
                with.join(", ")
            ))),
        };
    }
    if let Some(name) = a.name {
        let found = table::find(cx.data, &name)?;
        if a.toml {
            return Ok(Output::Raw(table::to_toml(&found)?));
        }
        let blocks = table::blocks(&found);
        let mut rep = report(
            "tables",
            format!("{} · {}", found.qualified(), found.section()),
            json!({"name": found.qualified()}),
            Body::Listing {
                result: table::to_json(&found.value),
                blocks,
            },
            String::new(),
        );
        rep.rules = rules::owner(&found.file);
        rep.section = Some(found.section().to_string());
        return Ok(Output::Report(Box::new(rep)));
    }
    let all = table::all(cx.data)?;
    let rows = all
        .iter()
        .map(|t| {
            let mut about = t.about().to_string();
            if let crate::data::Origin::House(p) = &t.origin {
                about.push_str(&format!(" (house rule: {})", p.display()));
            }
            vec![
                Span::new(t.qualified(), Style::Strong),
                Span::plain(t.section()),
                Span::plain(about),
            ]
        })
        .collect();
    let list: Vec<Json> = all
        .iter()
        .map(|t| {
            json!({"name": t.qualified(), "section": t.section(), "about": t.about(),
                   "house_rule": matches!(t.origin, crate::data::Origin::House(_))})
        })
        .collect();
    Ok(Output::Report(Box::new(report(
        "tables",
        "data tables".into(),
        json!({}),
        Body::Listing {
            result: json!({"tables": list}),
            blocks: vec![Block::Table {
                header: vec!["table".into(), "section".into(), "about".into()],
                rows,
            }],
        },
        format!("{} tables; spw tables NAME prints one", all.len()),
    ))))
}

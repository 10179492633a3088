//! The generic commands: `roll`, `draw`, `table`, `tables`, `rules`, `completions`, `man`.

use std::io::Write;

use serde_json::{Value as Json, json};

use crate::cards::Deck;
use crate::chance;
use crate::cli::{self, DrawArgs, Generic, RollArgs, TableArgs, TablesArgs};
use crate::data::table;
use crate::dice::{parse, roll};
use crate::engine::Value;
use crate::error::{Error, Result};
use crate::render::dice_spans;
use crate::report::{Block, Body, Line, Marginal, Report, Span, Style};
use crate::rules::{self, Output};
use crate::session::Cx;

pub fn run(g: Generic, cx: &mut Cx) -> Result<Output> {
    match g {
        Generic::Roll(a) => roll(a, cx),
        Generic::Draw(a) => draw(a, cx),
        Generic::Table(a) => roll_table(a, cx),
        Generic::Tables(a) => tables(a, cx),
        Generic::Rules => Ok(list_rules(cx)),
        Generic::Completions(a) => Ok(Output::Raw(completions(a.shell, &cx.rules))),
        Generic::Man => Ok(Output::Raw(man(&cx.rules)?)),
        // The REPL is started by the caller; here it is a line typed inside one.
        Generic::Repl => Err(Error::usage("already in an interactive session")),
    }
}

/// Parses a dice expression, reading the named dice (`dSF`) from data only when the
/// expression does not parse without them: `spw roll 2d6` should not parse a TOML file. The
/// names start with a capital, so an expression that parses without them means the same with
/// them, and a failing one is parsed again to get the error that lists them.
fn parse_expr(expr: &str, cx: &Cx) -> Result<crate::dice::ast::Expr> {
    parse::parse(expr, &[]).or_else(|_| parse::parse(expr, cx.data.dice()?))
}

fn report(procedure: &str, title: String, input: Json, body: Body, summary: String) -> Report {
    Report {
        rules: None,
        procedure: procedure.to_string(),
        section: None,
        title,
        input,
        body,
        summary,
    }
}

fn roll(a: RollArgs, cx: &mut Cx) -> Result<Output> {
    let expr = parse_expr(&a.expr, cx)?;
    let input = json!({"expr": a.expr});
    if cx.chances {
        let dist = chance::of_expr(&expr)?;
        let outcomes = dist
            .entries()
            .iter()
            .map(|(v, _)| (Value::Int(*v), dist.prob(*v)))
            .collect();
        let quantities = vec![Marginal::new("total", outcomes)];
        let summary = rules::chance_summary(&quantities);
        let title = format!("roll {} · exact chances", a.expr);
        return Ok(Output::Report(Box::new(report(
            "roll",
            title,
            input,
            Body::Chances {
                quantities,
                notes: Vec::new(),
            },
            summary,
        ))));
    }
    let rolled = roll::roll(&expr, cx.source(), "")?;
    let mut blocks = Vec::new();
    for t in &rolled.terms {
        blocks.push(Block::Line(
            Line::new()
                .push(format!("{}: ", t.text), Style::Dim)
                .spans(dice_spans(&t.dice))
                .text(format!(" = {}", t.value)),
        ));
    }
    let dice: Vec<_> = rolled.dice().cloned().collect();
    let summary = format!("{} = {}", a.expr, rolled.total);
    Ok(Output::Report(Box::new(report(
        "roll",
        format!("roll {}", a.expr),
        input,
        Body::Rolled {
            dice,
            result: json!({"total": rolled.total}),
            blocks,
        },
        summary,
    ))))
}

fn draw(a: DrawArgs, cx: &mut Cx) -> Result<Output> {
    if cx.chances {
        return Err(Error::usage(
            "draw has no --chances (every card is equally likely)",
        ));
    }
    if cx.table_dice {
        return Err(Error::usage("draw takes cards, not --dice"));
    }
    if a.count == 0 {
        return Err(Error::usage("draw 0: draw at least 1 card (1 to 52)"));
    }
    if a.shuffle || cx.deck.is_none() {
        *cx.deck = Some(Deck::shuffled(cx.source())?);
    }
    let deck = cx
        .deck
        .as_mut()
        .ok_or_else(|| Error::Runtime("no deck".into()))?;
    let cards = deck.deal(a.count)?;
    let left = deck.left();
    let names: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
    let summary = format!("{} ({left} left in the deck)", names.join(" "));
    Ok(Output::Report(Box::new(report(
        "draw",
        format!("draw {}", a.count),
        json!({"count": a.count, "shuffle": a.shuffle}),
        Body::Rolled {
            dice: Vec::new(),
            result: json!({"cards": cards, "left": left}),
            blocks: Vec::new(),
        },
        summary,
    ))))
}

fn roll_table(a: TableArgs, cx: &mut Cx) -> Result<Output> {
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
            },
            format!("{} rows on {}", t.rows.len(), t.dice),
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

fn tables(a: TablesArgs, cx: &mut Cx) -> Result<Output> {
    if let Some(name) = a.name {
        let found = table::find(cx.data, &name)?;
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

fn list_rules(cx: &Cx) -> Output {
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
    Output::Report(Box::new(report(
        "rules",
        "rule sets and procedures".into(),
        json!({"rules": cx.rules}),
        Body::Listing {
            result: json!({"rule_sets": sets, "procedures": list}),
            blocks: vec![Block::Table {
                header: vec![
                    "rules".into(),
                    "procedure".into(),
                    "section".into(),
                    "what it does".into(),
                ],
                rows,
            }],
        },
        format!("{n} procedures; spw PROCEDURE --help explains one"),
    )))
}

/// The completion script for `shell`, from the same definition the parser uses.
pub fn completions(shell: clap_complete::Shell, rules: &str) -> String {
    let mut cmd = cli::command(rules);
    let mut buf = Vec::new();
    clap_complete::generate(shell, &mut cmd, "spw", &mut buf);
    String::from_utf8_lossy(&buf).into_owned()
}

/// The man page (roff): the top level, then every command with its own options.
pub fn man(rules: &str) -> Result<String> {
    let cmd = cli::command(rules);
    let mut buf = Vec::new();
    let fail = |e: std::io::Error| Error::Runtime(format!("man page: {e}"));
    clap_mangen::Man::new(cmd.clone())
        .render(&mut buf)
        .map_err(fail)?;
    for sub in cmd.get_subcommands() {
        // Each command's own options only: the global ones are in OPTIONS above.
        let name = format!("spw {}", sub.get_name());
        // Built on its own (not through the parent), so it carries its own options, with its
        // deferred ones filled in, and not the global ones again.
        let mut sub = sub.clone().name(name.clone()).bin_name(name.clone());
        sub.build();
        let page = clap_mangen::Man::new(sub.clone());
        let mut part = Vec::new();
        page.render_synopsis_section(&mut part).map_err(fail)?;
        page.render_description_section(&mut part).map_err(fail)?;
        if sub.get_arguments().any(|a| !a.is_hide_set()) {
            page.render_options_section(&mut part).map_err(fail)?;
        }
        if sub.has_subcommands() {
            page.render_subcommands_section(&mut part).map_err(fail)?;
        }
        if sub.get_after_help().is_some() {
            page.render_extra_section(&mut part).map_err(fail)?;
        }
        let part = String::from_utf8_lossy(&part)
            .replace(".SH SYNOPSIS", &format!(".SH \"{}\"", name.to_uppercase()))
            .replace(".SH DESCRIPTION", ".PP")
            .replace(".SH OPTIONS", ".SS Options")
            .replace(".SH SUBCOMMANDS", ".SS Commands")
            .replace(".SH EXTRA", ".SS Notes");
        buf.extend_from_slice(part.as_bytes());
    }
    let _ = buf.flush();
    Ok(String::from_utf8_lossy(&buf).into_owned())
}

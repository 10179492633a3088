//! The generic commands: `roll`, `draw`, `pools`, `reshuffle`, `table`, `tables`, `rules`,
//! `completions`, `man`.

use std::io::Write;

use serde_json::{Value as Json, json};

use crate::chance;
use crate::cli::{self, DrawArgs, Generic, ReshuffleArgs, RollArgs, TableArgs, TablesArgs};
use crate::data::table;
use crate::dice::{parse, roll};
use crate::engine::{By, Dice, Quantities, Value};
use crate::error::{Error, Result};
use crate::pools::Refill;
use crate::render::dice_spans;
use crate::report::{Block, Body, Line, Marginal, Report, Span, Style};
use crate::rules::Cx;
use crate::rules::{self, Output};

pub(crate) fn run(g: Generic, cx: &mut Cx) -> Result<Output> {
    // Options these commands would silently ignore are refused (README, "Errors and exit
    // status"): they list or print, and throw no dice.
    let lists = match &g {
        Generic::Pools(_) => Some("pools"),
        Generic::Tables(_) => Some("tables"),
        Generic::Rules(_) => Some("rules"),
        Generic::Completions(_) => Some("completions"),
        Generic::Man => Some("man"),
        _ => None,
    };
    if let Some(name) = lists {
        if cx.chances {
            return Err(Error::usage(format!(
                "--chances does not apply to `{name}`, which throws no dice; give it to roll, draw, table or a procedure"
            )));
        }
        if cx.table_dice {
            return Err(Error::usage(format!(
                "--dice does not apply to `{name}`, which throws no dice"
            )));
        }
    }
    match g {
        Generic::Roll(a) => roll(a, cx),
        Generic::Draw(a) => draw(a, cx),
        Generic::Pools(a) => match a.pool {
            Some(name) => list_items(&name, cx),
            None => list_pools(a.all, cx),
        },
        Generic::Reshuffle(a) => reshuffle(a, cx),
        Generic::Table(a) => roll_table(a, cx),
        Generic::Tables(a) => tables(a, cx),
        Generic::Rules(a) => match &a.procedure {
            Some(name) => explain(name, cx),
            None => Ok(list_rules(cx)),
        },
        Generic::Completions(a) => Ok(Output::Raw(completions(a.shell, &cx.rules))),
        Generic::Man => Ok(Output::Raw(man(&cx.rules)?)),
        // The REPL is started by the caller; here it is a line typed inside one.
        Generic::Repl => Err(Error::usage("already in an interactive session")),
        Generic::Game(_) => Err(Error::usage(
            "`game` commands run from the shell (spw game ...), not inside a session",
        )),
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
        effects: Vec::new(),
        example: false,
        result_line: None,
    }
}

fn roll(a: RollArgs, cx: &mut Cx) -> Result<Output> {
    let expr = parse_expr(&a.expr, cx)?;
    let input = json!({"expr": a.expr});
    if cx.chances {
        let dist = chance::of_expr(&expr)?;
        chance::limits::check_listing(&a.expr, dist.entries().len() as u64, dist.total().bits())?;
        // Each fraction reduced in turn: Ctrl-C in the REPL is looked at between them.
        let mut outcomes = Vec::with_capacity(dist.entries().len());
        for (v, _) in dist.entries() {
            crate::interrupt::check()?;
            outcomes.push((Value::Int(*v), dist.prob(*v)));
        }
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
                goal: None,
            },
            summary,
        ))));
    }
    let rolled = roll::roll(&expr, cx.source(), "")?;
    let mut lines = Vec::new();
    // JSON shows no blocks: a batch of `--json` lines need not draw every die.
    for t in rolled.terms.iter().filter(|_| !cx.json) {
        // `0d6` throws nothing: say so rather than show an empty list of dice.
        let dice = if t.dice.is_empty() {
            vec![Span::new("no dice", Style::Dim)]
        } else {
            dice_spans(&t.dice)
        };
        lines.push((
            t.text.trim() == a.expr.trim(),
            Line::new()
                .push(format!("{}: ", t.text), Style::Dim)
                .spans(dice)
                .text(" = ")
                .push(t.value.to_string(), Style::Strong),
        ));
    }
    let summary = format!("{} = {}", a.expr, rolled.total);
    let total = rolled.total;
    let dice: Vec<_> = rolled.terms.into_iter().flat_map(|t| t.dice).collect();
    // One line, dice and total, when the expression is one term (`2d6: 3 4 = 7`); else a line
    // per term and the total. No heading: the expression heads its own line.
    let (blocks, result_line) = match lines.as_slice() {
        [(true, line)] => (Vec::new(), Some(line.clone())),
        _ => (
            lines.into_iter().map(|(_, l)| Block::Line(l)).collect(),
            None,
        ),
    };
    let mut rep = report(
        "roll",
        String::new(),
        input,
        Body::Rolled {
            dice,
            drawn: Vec::new(),
            result: json!({"total": total}),
            blocks,
        },
        summary,
    );
    rep.result_line = result_line;
    Ok(Output::Report(Box::new(rep)))
}

/// Most counts (ways a draw can fall × counts per way) `draw --chances` tabulates.
const MAX_DRAW_CELLS: u64 = 2_000_000;

/// `draw N [--pool NAME] [--shuffle]`: one draw step through the engine, so rolling and
/// `--chances` are the same description. Playing cards are counted by colour and suit (a
/// draw sorted by suit gives both); other items by kind.
fn draw(a: DrawArgs, cx: &mut Cx) -> Result<Output> {
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

/// What a pool marked `example = true` is called when a draw says so.
const EXAMPLE_POOL: &str = "pool contents";

/// `pools`: each pool in play with what is left and its refill rule.
fn list_pools(all: bool, cx: &mut Cx) -> Result<Output> {
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
fn list_items(name: &str, cx: &mut Cx) -> Result<Output> {
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
fn reshuffle(a: ReshuffleArgs, cx: &mut Cx) -> Result<Output> {
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
            format!(
                "the {} is full again ({t} {})",
                p.name(),
                p.noun(u64::from(t))
            )
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
                goal: None,
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

fn tables(a: TablesArgs, cx: &mut Cx) -> Result<Output> {
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
fn explain(name: &str, cx: &Cx) -> Result<Output> {
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
    let ranges = if e.ranges {
        crate::rules::range::options(&cmd)
    } else {
        Vec::new()
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
    Ok(Output::Report(Box::new(report(
        "rules",
        format!("{} {} · {} {}", set.id, e.name, set.tag, e.section),
        json!({"rules": set.id, "procedure": e.name}),
        Body::Listing {
            result: json!({"rules": set.id, "procedure": e.name, "section": e.section, "about": e.about, "help": help, "ranges": ranges}),
            blocks: vec![Block::Pre(lines)],
        },
        format!("{} {}: {}", set.id, e.name, e.about),
    ))))
}

/// The completion script for `shell`, from the same definition the parser uses.
pub(crate) fn completions(shell: clap_complete::Shell, rules: &str) -> String {
    let mut cmd = cli::command(rules);
    let mut buf = Vec::new();
    clap_complete::generate(shell, &mut cmd, "spw", &mut buf);
    String::from_utf8_lossy(&buf).into_owned()
}

/// The man page (roff): the top level, then every command with its own options.
pub(crate) fn man(rules: &str) -> Result<String> {
    let cmd = cli::command(rules);
    let mut buf = Vec::new();
    let fail = |e: std::io::Error| Error::Runtime(format!("man page: {e}"));
    clap_mangen::Man::new(cmd.clone())
        .render(&mut buf)
        .map_err(fail)?;
    let mut section = |sub: &clap::Command, name: String| -> Result<()> {
        // Each command's own options only: the global ones are in OPTIONS above.
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
        Ok(())
    };
    for sub in cmd.get_subcommands() {
        section(sub, format!("spw {}", sub.get_name()))?;
    }
    // A procedure whose name another rule set's procedure has at the top level is documented
    // under its rule set: `spw portable artillery`.
    let top = cli::top_level(rules);
    for set in rules::rule_sets() {
        for e in set.procedures() {
            if !top.iter().any(|t| std::ptr::eq(*t, e)) {
                section(&(e.command)(), format!("spw {} {}", set.id, e.name))?;
            }
        }
    }
    buf.extend_from_slice(man_tail().as_bytes());
    let _ = buf.flush();
    Ok(String::from_utf8_lossy(&buf).into_owned())
}

/// The man page's last sections, which no clap definition holds: the exit-status contract, the
/// environment and the files spw reads (README, "Errors and exit status" and "House rules").
fn man_tail() -> String {
    use crate::bounded::{DIR_ENTRIES, GAME, GAME_ENTRIES, HOUSE, ROSTER, size};
    MAN_TAIL
        .replace("{GAME}", &size(GAME.bytes))
        .replace("{ROSTER}", &size(ROSTER.bytes))
        .replace("{HOUSE}", &size(HOUSE.bytes))
        .replace("{ENTRIES}", &chance::limits::group(DIR_ENTRIES as u64))
        .replace("{ENTRIES_GAME}", &chance::limits::group(GAME_ENTRIES))
}

const MAN_TAIL: &str = r#".SH "EXIT STATUS"
The same in every mode: a one\-liner, a batch (\fBspw < turn.txt\fR), the REPL and a game
(\fBspw \-\-game FILE\fR, \fBspw game ...\fR, a game script piped in).
.TP
\fB0\fR
Success; also when a reader closed the pipe early (\fBspw ... | head \-1\fR).
.TP
\fB1\fR
A runtime failure: the system refused what spw needed (a file or directory that cannot be read
or written, standard output closed, standard input unreadable, a game file another spw has
open), or \fBgame replay\fR found an entry that differs from its record.
.TP
\fB2\fR
Bad input, anything the command or the files it names can fix: usage, notation, a limit,
\fB\-\-dice\fR that ran out, a file named that is missing, is not a regular file or is over its
size limit, a data, house\-rule, roster or game file that does not read or check.
.TP
\fB130\fR
Ended by Ctrl\-C, SIGTERM or SIGHUP (outside the REPL, or a second Ctrl\-C in it); files being
written under temporary names (\fBterrain \-\-out\fR) are removed first.
.PP
Every error is one line on standard error, \fBerror: \fR then what is wrong, naming the bad value
and what is accepted. With \fB\-\-json\fR it is also a JSON object on standard output,
{"error": "...", "code": N}, and an answer that is text (help, completions, the man page) is
{"text": "..."}. A batch or game script runs every line; a failing line is reported as
\fBline N: ...\fR (with \fB\-\-json\fR, "line" and "input" join the object), and the exit status
is 2 if any line was bad input, else 1 if any failed at run time, else 0. In the REPL an error is
printed and the session goes on; Ctrl\-C stops the command in flight and returns to the prompt.
.SH ENVIRONMENT
.TP
\fBSPW_RULES\fR
The rule set when \fB\-\-rules\fR is not given; empty counts as unset, a bad one is refused by
its own name.
.TP
\fBSPW_SEED\fR
The seed when \fB\-\-seed\fR is not given; empty counts as unset; commands that throw no dice
ignore it.
.TP
\fBSPW_DATA\fR
A house\-rule directory when \fB\-\-data\fR is not given.
.TP
\fBXDG_CONFIG_HOME\fR
Its \fBspw\fR directory holds the user's house rules (\fB~/.config/spw\fR when unset).
.TP
\fBNO_COLOR\fR, \fBTERM\fR, \fBCOLUMNS\fR
Colour is off when NO_COLOR is set and not empty or TERM is dumb; COLUMNS is the width of a
terminal screen.
.SH FILES
.TP
\fB$XDG_CONFIG_HOME/spw/\fR (\fB~/.config/spw/\fR)
House\-rule files named after the built\-in data files (\fBschwerpunkt.toml\fR,
\fBdice.toml\fR and the others), read before \fB\-\-data\fR or \fBSPW_DATA\fR, which win.
.PP
Every file spw reads must be a regular file (not a FIFO, a device or a directory) and at most:
a game file {GAME} and {ENTRIES_GAME} entries, a roster {ROSTER}, a house\-rule file {HOUSE}; a house\-rule directory
holds at most {ENTRIES} entries. A file over its limit is refused at once, naming it and the limit.
"#;

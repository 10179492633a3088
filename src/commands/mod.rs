//! The generic commands: `roll`, `draw`, `pools`, `reshuffle`, `table`, `tables`, `rules`,
//! `sheet`, `completions`, `man`, one file for each (or each pair that share their listing).

mod declaration;
mod docs;
mod draw;
mod pools;
mod roll;
mod rules;
mod schema;
mod sheet;
mod tables;

use serde_json::Value as Json;

use crate::cli::Generic;
use crate::error::{Error, Result};
use crate::report::{Body, Report};
use crate::rules::Cx;
use crate::rules::Output;
use docs::{completions, man};
use draw::draw;
use pools::{list_items, list_pools, reshuffle};
use roll::roll;
use rules::{explain, list_rules};
pub(crate) use sheet::cards as sheet_cards;
use tables::{roll_table, tables};

pub(crate) fn run(g: Generic, cx: &mut Cx) -> Result<Output> {
    // Options these commands would silently ignore are refused (README, "Errors and exit
    // status"): they list or print, and throw no dice.
    let lists = match &g {
        Generic::Pools(_) => Some("pools"),
        Generic::Tables(_) => Some("tables"),
        Generic::Rules(_) => Some("rules"),
        Generic::Completions(_) => Some("completions"),
        Generic::Man => Some("man"),
        Generic::Schema => Some("schema"),
        Generic::Globals => Some("globals"),
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
        Generic::Sheet(a) => sheet::sheet(a, cx),
        Generic::Completions(a) => Ok(Output::Raw(completions(a.shell, &cx.rules))),
        Generic::Man => Ok(Output::Raw(man(&cx.rules)?)),
        Generic::Schema => Ok(Output::Raw(schema::schema())),
        Generic::Globals => Ok(Output::Raw(crate::cli::globals_text())),
        // The REPL is started by the caller; here it is a line typed inside one.
        Generic::Repl => Err(Error::usage("already in an interactive session")),
        Generic::Game(_) => Err(Error::usage(
            "`game` commands run from the shell (spw game ...), not inside a session",
        )),
        Generic::Serve(_) => Err(Error::usage(
            "`serve` runs from the shell (spw serve --game FILE), not inside a session",
        )),
    }
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

/// What a pool marked `example = true` is called when a draw says so.
const EXAMPLE_POOL: &str = "pool contents";

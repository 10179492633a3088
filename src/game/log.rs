//! `spw game log FILE`: the after-action report, every command with every die, card and
//! result, undone entries marked as such. Text for the terminal, Markdown to hand round, or the
//! journal's own JSON lines.

use std::collections::HashMap;
use std::path::Path;

use serde_json::Value as Json;

use super::journal::{Entry, Header, Journal, Kind};
use super::summary::After;
use crate::cli::LogFormat;
use crate::render::screen::escape;

/// The dice and draws of one report, grouped by step as the screen shows them:
/// `gun (d10): 6 5 1; card: Q♥`.
fn dice(report: &Json) -> String {
    // (step, die, values), consecutive dice of one step and die together.
    let mut groups: Vec<(String, String, Vec<String>)> = Vec::new();
    let mut add = |what: &str, die: &str, value: String| {
        // "gun 3" and "gun 4" are one step; "save" is its own.
        let step = match what.rsplit_once(' ') {
            Some((stem, n)) if n.chars().all(|c| c.is_ascii_digit()) => stem,
            _ => what,
        };
        match groups.last_mut() {
            Some((s, d, v)) if s == step && d == die => v.push(value),
            _ => groups.push((step.to_string(), die.to_string(), vec![value])),
        }
    };
    for d in report
        .get("dice")
        .and_then(Json::as_array)
        .into_iter()
        .flatten()
    {
        let die = d.get("die").and_then(Json::as_str).unwrap_or("?");
        let value = d
            .get("label")
            .and_then(Json::as_str)
            .map(str::to_string)
            .unwrap_or_else(|| d.get("value").map_or(String::new(), Json::to_string));
        let what = d.get("for").and_then(Json::as_str).unwrap_or("");
        add(what, die, value);
    }
    for d in report
        .get("drawn")
        .and_then(Json::as_array)
        .into_iter()
        .flatten()
    {
        let item = d.get("item").and_then(Json::as_str).unwrap_or("?");
        let what = d.get("for").and_then(Json::as_str).unwrap_or("");
        add(what, "", item.to_string());
    }
    groups
        .iter()
        .map(|(step, die, values)| {
            let head = match (step.is_empty(), die.is_empty()) {
                (true, _) => die.clone(),
                (false, true) => step.clone(),
                (false, false) => format!("{step} ({die})"),
            };
            format!("{head}: {}", values.join(" "))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The options the roster filled as they would be typed: `--marksmanship 4 --pinned`.
pub(crate) fn filled_words(filled: &serde_json::Map<String, Json>) -> String {
    let mut words = Vec::new();
    for (option, v) in filled {
        match v {
            Json::Bool(true) => words.push(format!("--{option}")),
            Json::Array(items) => {
                for i in items {
                    words.push(format!("--{option} {}", word(i)));
                }
            }
            v => words.push(format!("--{option} {}", word(v))),
        }
    }
    words.join(" ")
}

/// A value as a line shows it: a word quoted where it has spaces.
fn word(v: &Json) -> String {
    match v {
        Json::String(s) => super::join(std::slice::from_ref(s)).unwrap_or_else(|_| s.clone()),
        v => v.to_string(),
    }
}

fn summary(report: &Json) -> String {
    match report {
        Json::String(_) => "(text output)".to_string(),
        r => r
            .get("summary")
            .and_then(Json::as_str)
            .unwrap_or("")
            .to_string(),
    }
}

/// "Turn 2 · movement", or nothing when the rule set has no sequence of play.
fn when(e: &Entry) -> String {
    match (e.turn, &e.phase) {
        (Some(t), Some(p)) => format!("Turn {t} · {p}"),
        (Some(t), None) => format!("Turn {t}"),
        _ => String::new(),
    }
}

use super::journal::undone;

/// The log of game `j`, ending (in text and Markdown) with the after-action summary's lines.
pub(super) fn render(
    path: &Path,
    j: &Journal,
    format: LogFormat,
    after: &After,
    summary: bool,
) -> String {
    let undone = undone(&j.entries);
    if format == LogFormat::Json {
        return json_log(j, &undone);
    }
    // The text is escaped line by line as it is printed, its own line breaks kept: a break
    // inside a field (a quoted word, a hand-edited file) is escaped here, so it cannot print
    // as a line of its own.
    let name = escape(&path.display().to_string()).into_owned();
    let (header, mut entries) = one_line(j);
    // The report alone: the game's name and rule set above it.
    if summary {
        entries.clear();
    }
    match format {
        LogFormat::Text => text_log(&name, &header, &entries, &undone) + &text_after(after),
        _ => md_log(&name, &header, &entries, &undone) + &md_after(after),
    }
}

/// The header and entries with every line break (and any other unsafe character) in their
/// text escaped.
fn one_line(j: &Journal) -> (Header, Vec<Entry>) {
    fn walk(v: &mut Json) {
        match v {
            Json::String(s) => {
                if let std::borrow::Cow::Owned(e) = escape(s) {
                    *s = e;
                }
            }
            Json::Array(a) => a.iter_mut().for_each(walk),
            Json::Object(o) => o.values_mut().for_each(walk),
            _ => {}
        }
    }
    fn escaped<T: serde::Serialize + serde::de::DeserializeOwned + Clone>(t: &T) -> T {
        let Ok(mut v) = serde_json::to_value(t) else {
            return t.clone();
        };
        walk(&mut v);
        serde_json::from_value(v).unwrap_or_else(|_| t.clone())
    }
    (escaped(&j.header), j.entries.iter().map(escaped).collect())
}

/// The header and each entry as a line of JSON, marked with the entry that undid it.
fn json_log(j: &Journal, undone: &HashMap<u64, u64>) -> String {
    let mut s = String::new();
    s.push_str(&serde_json::to_string(&j.header).unwrap_or_default());
    s.push('\n');
    for e in &j.entries {
        let mut v = serde_json::to_value(e).unwrap_or(Json::Null);
        if let (Some(by), Some(o)) = (undone.get(&e.n), v.as_object_mut()) {
            o.insert("undone_by".into(), Json::from(*by));
        }
        s.push_str(&v.to_string());
        s.push('\n');
    }
    s
}

/// The text log: a line per entry under a line per turn and phase.
fn text_log(name: &str, h: &Header, entries: &[Entry], undone: &HashMap<u64, u64>) -> String {
    let mut s = String::new();
    s.push_str(&format!(
        "Game {name}: {}, seed {} (spw {}, journal format {})\n",
        h.rules, h.seed, h.spw, h.spw_journal
    ));
    let mut heading = None;
    for e in entries {
        let when = when(e);
        if !when.is_empty() && heading.as_ref() != Some(&when) {
            s.push_str(&format!("{when}\n"));
            heading = Some(when);
        }
        let mark = undone
            .get(&e.n)
            .map_or(String::new(), |by| format!(" [undone by #{by}]"));
        text_entry(&mut s, e, &mark);
    }
    s
}

/// One entry of the text log, `mark`ed when it was undone.
fn text_entry(s: &mut String, e: &Entry, mark: &str) {
    match e.kind {
        Kind::Next => {
            s.push_str(&format!("#{}  next{mark}\n", e.n));
            for r in &e.output {
                s.push_str(&format!("    {}\n", summary(r)));
            }
            for note in &e.tracks {
                s.push_str(&format!("    tracks: {note}\n"));
            }
        }
        Kind::Alias => s.push_str(&format!(
            "#{}  alias {}{mark}\n",
            e.n,
            e.line.as_deref().unwrap_or("")
        )),
        Kind::Undo => s.push_str(&format!(
            "#{}  undo: reverts #{}\n",
            e.n,
            e.undoes.unwrap_or(0)
        )),
        Kind::Redo => s.push_str(&format!(
            "#{}  redo: puts back #{}\n",
            e.n,
            e.redoes.unwrap_or(0)
        )),
        Kind::Command => {
            // The line as the referee typed it; what the roster filled in below.
            s.push_str(&format!(
                "#{}  {}{mark}\n",
                e.n,
                e.typed.as_deref().or(e.line.as_deref()).unwrap_or("")
            ));
            for r in &e.output {
                let d = dice(r);
                if !d.is_empty() {
                    s.push_str(&format!("    {d}\n"));
                }
                s.push_str(&format!("    {}\n", summary(r)));
            }
            if let Some(err) = &e.error {
                s.push_str(&format!("    failed: {err}\n"));
            }
            if e.typed.is_some() {
                s.push_str(&format!(
                    "    ran as: {}\n",
                    e.line.as_deref().unwrap_or("")
                ));
            }
            if !e.filled.is_empty() {
                s.push_str(&format!(
                    "    from the roster: {}\n",
                    filled_words(&e.filled)
                ));
            }
            for note in &e.roster {
                s.push_str(&format!("    roster: {note}\n"));
            }
            for note in &e.game {
                s.push_str(&format!("    game: {note}\n"));
            }
            for note in &e.tracks {
                s.push_str(&format!("    tracks: {note}\n"));
            }
        }
    }
}

/// The Markdown log: a heading per turn and phase, a numbered item per entry with what it did
/// under it: prose that wraps, where a table's long rows could not fit a page.
fn md_log(name: &str, h: &Header, entries: &[Entry], undone: &HashMap<u64, u64>) -> String {
    let mut s = String::new();
    s.push_str(&format!(
        "# Game {name}\n\nRules: {}, seed {} (spw {}, journal format {}).\n",
        h.rules, h.seed, h.spw, h.spw_journal
    ));
    let mut heading = None;
    for e in entries {
        let when = when(e);
        if !when.is_empty() && heading.as_ref() != Some(&when) {
            s.push_str(&format!("\n## {when}\n\n"));
            heading = Some(when);
        } else if heading.is_none() && e.n == 1 {
            s.push('\n');
        }
        md_entry(&mut s, e, undone.get(&e.n).copied());
    }
    s
}

/// One entry of the Markdown log, struck through when entry `undone_by` undid it.
fn md_entry(s: &mut String, e: &Entry, undone_by: Option<u64>) {
    let struck = |t: String| match undone_by {
        Some(by) => format!("~~{t}~~ (undone by #{by})"),
        None => t,
    };
    let mut under: Vec<String> = Vec::new();
    let head = match e.kind {
        Kind::Next => {
            under.extend(e.output.iter().map(summary));
            under.extend(e.tracks.iter().map(|t| format!("tracks: {t}")));
            struck("next".into())
        }
        Kind::Alias => struck(format!("alias `{}`", e.line.as_deref().unwrap_or(""))),
        Kind::Undo => format!("undo: reverts #{}", e.undoes.unwrap_or(0)),
        Kind::Redo => format!("redo: puts back #{}", e.redoes.unwrap_or(0)),
        Kind::Command => {
            for r in &e.output {
                let d = dice(r);
                if !d.is_empty() {
                    under.push(d);
                }
                under.push(format!("**{}**", summary(r)));
            }
            if let Some(err) = &e.error {
                under.push(format!("failed: {err}"));
            }
            if e.typed.is_some() {
                under.push(format!("ran as: `{}`", e.line.as_deref().unwrap_or("")));
            }
            under.extend(e.roster.iter().map(|n| format!("roster: {n}")));
            under.extend(e.game.iter().map(|n| format!("game: {n}")));
            under.extend(e.tracks.iter().map(|n| format!("tracks: {n}")));
            struck(format!(
                "`{}`",
                e.typed.as_deref().or(e.line.as_deref()).unwrap_or("")
            ))
        }
    };
    s.push_str(&format!("{}. {head}\n", e.n));
    for u in under {
        s.push_str(&format!("   - {u}\n"));
    }
}

/// The text log's end: the after-action report's lines, then its blocks as they are.
fn text_after(after: &After) -> String {
    let mut s = String::from("\nAfter action\n");
    for l in &after.items {
        s.push_str(&format!("  {l}\n"));
    }
    for (head, lines) in &after.blocks {
        s.push_str(&format!("  {head}\n"));
        for l in lines {
            s.push_str(&format!("  {l}\n"));
        }
    }
    s
}

/// The Markdown log's end: the after-action report as a list, each block in a code block.
fn md_after(after: &After) -> String {
    let mut s = String::from("\n## After action\n\n");
    for l in &after.items {
        s.push_str(&format!("- {l}\n"));
    }
    for (head, lines) in &after.blocks {
        s.push_str(&format!("\n{head}\n\n```\n"));
        for l in lines {
            s.push_str(&format!("{l}\n"));
        }
        s.push_str("```\n");
    }
    s
}

//! The last entries of the game on the page, the newest first, each as `spw game log` tells it:
//! the line as typed, each report's title, every die and card grouped by step, the result
//! line, what the roster filled and what the entry did to the roster, the game and the tracks.

use maud::{Markup, html};
use serde_json::Value as Json;

use crate::read::{is, list, shown, str_of};

/// The entries of `view` (its `log`).
pub(crate) fn entries(view: &Json) -> Markup {
    let log = list(view, "log");
    let status = view.get("status").unwrap_or(&Json::Null);
    let tag = Tag {
        rules: str_of(status, "rules").unwrap_or(""),
        tag: str_of(view, "tag").unwrap_or(""),
    };
    html! {
        section .rolls {
            h2 { "Last rolls" }
            @if log.is_empty() {
                p .none { "Nothing rolled yet." }
            }
            ol .entries reversed {
                @for e in log {
                    (entry(e, &tag))
                }
            }
        }
    }
}

/// The game's rule set, and its name in a report's heading.
struct Tag<'a> {
    rules: &'a str,
    tag: &'a str,
}

impl Tag<'_> {
    /// A report's heading: `fire · Schwerpunkt 3.0`.
    fn title(&self, report: &Json) -> String {
        let procedure = str_of(report, "procedure").unwrap_or("");
        let set = match str_of(report, "rules") {
            Some(r) if r == self.rules => self.tag,
            Some(r) => r,
            None => "",
        };
        match str_of(report, "section") {
            Some(section) if !section.is_empty() => {
                format!("{procedure} · {set} {section}").replace("  ", " ")
            }
            _ => procedure.to_string(),
        }
    }
}

/// What an entry that is no command says it did.
fn head(e: &Json) -> Option<String> {
    let n = |k: &str| e.get(k).and_then(Json::as_u64).unwrap_or(0);
    match str_of(e, "kind")? {
        "undo" => Some(format!("undo: reverts #{}", n("undoes"))),
        "redo" => Some(format!("redo: puts back #{}", n("redoes"))),
        "next" => Some(
            match (e.get("turn").and_then(Json::as_u64), str_of(e, "phase")) {
                (Some(t), Some(p)) => format!("next: turn {t}, {p}"),
                _ => "next".into(),
            },
        ),
        "alias" => str_of(e, "line").map(|l| format!("alias {l}")),
        _ => None,
    }
}

fn entry(e: &Json, tag: &Tag) -> Markup {
    let undone = e.get("undone_by").and_then(Json::as_u64);
    let mut when: Vec<String> = Vec::new();
    if let Some(t) = e.get("turn").and_then(Json::as_u64) {
        when.push(format!("Turn {t}"));
    }
    when.extend(str_of(e, "phase").map(str::to_string));
    let command = str_of(e, "kind") == Some("command");
    let notes: Vec<String> = ["roster", "game", "tracks"]
        .iter()
        .flat_map(|k| list(e, k).iter().map(move |n| format!("{k}: {}", shown(n))))
        .collect();
    let filled = filled(e);
    html! {
        li .entry .undone[undone.is_some()] value=[e.get("n").and_then(Json::as_u64)] {
            p .when {
                "#" (shown(e.get("n").unwrap_or(&Json::Null)))
                @if !when.is_empty() { " · " (when.join(" · ")) }
                @if let Some(by) = undone { " · " span .badge { "undone by #" (by) } }
            }
            @if let (true, Some(line)) = (command, str_of(e, "line")) {
                // Word by word, so a narrow screen breaks the line between options, never
                // after the `--` of one.
                p .line { code {
                    @for (i, w) in line.split(' ').enumerate() {
                        @if i > 0 { " " }
                        span .w { (w) }
                    }
                } }
            } @else if let Some(h) = head(e) {
                p .line { code { (h) } }
            }
            @if let Some(why) = str_of(e, "withheld") {
                p .withheld { (why) }
            }
            @for rep in list(e, "output").iter().filter(|r| r.is_object()) {
                p .title { (tag.title(rep)) }
                @for (step, die, values) in dice(rep) {
                    p .dice {
                        span .step {
                            (step)
                            @if !die.is_empty() { " (" (die) ")" }
                            ":"
                        }
                        @for d in values {
                            " "
                            @if d.struck {
                                s .die { (d.text) }
                            } @else {
                                span .die .ok[d.success] { (d.text) @if d.success { "✓" } }
                            }
                        }
                    }
                }
                @if let Some(s) = str_of(rep, "summary").filter(|s| !s.is_empty()) {
                    p .summary { (s) }
                }
            }
            @if let Some(err) = str_of(e, "error") {
                p .error { "failed: " (err) }
            }
            @if !filled.is_empty() {
                p .filled { "from the roster: " (filled) }
            }
            @if !notes.is_empty() {
                ul .notes {
                    @for n in &notes { li { (n) } }
                }
            }
        }
    }
}

/// The options the roster filled, as they would be typed (`--marksmanship 4 --pinned`).
fn filled(e: &Json) -> String {
    let Some(m) = e.get("filled").and_then(Json::as_object) else {
        return String::new();
    };
    let mut words = Vec::new();
    for (option, v) in m {
        match v {
            Json::Bool(true) => words.push(format!("--{option}")),
            Json::Array(items) => {
                words.extend(items.iter().map(|i| format!("--{option} {}", shown(i))))
            }
            v => words.push(format!("--{option} {}", shown(v))),
        }
    }
    words.join(" ")
}

/// One die or card as the page shows it.
struct Die {
    text: String,
    success: bool,
    /// Dropped or rerolled: shown struck through.
    struck: bool,
}

/// The dice and draws of a report, consecutive ones of one step and die together (`shot 1`
/// and `shot 2` are one step, `shot`), as the log groups them.
fn dice(r: &Json) -> Vec<(String, String, Vec<Die>)> {
    let mut groups: Vec<(String, String, Vec<Die>)> = Vec::new();
    let thrown = list(r, "dice").iter().map(|d| (d, false));
    let drawn = list(r, "drawn").iter().map(|d| (d, true));
    for (d, card) in thrown.chain(drawn) {
        let what = str_of(d, "for").unwrap_or("");
        let step = match what.rsplit_once(' ') {
            Some((stem, n)) if n.chars().all(|c| c.is_ascii_digit()) => stem,
            _ => what,
        };
        let (die, text) = if card {
            ("", str_of(d, "item").unwrap_or("").to_string())
        } else {
            let text = str_of(d, "label").map_or_else(
                || d.get("value").map_or(String::new(), Json::to_string),
                str::to_string,
            );
            (str_of(d, "die").unwrap_or(""), text)
        };
        let value = Die {
            text,
            success: is(d, "success"),
            struck: is(d, "dropped") || is(d, "rerolled"),
        };
        match groups.last_mut() {
            Some((s, k, v)) if s == step && k == die => v.push(value),
            _ => groups.push((step.to_string(), die.to_string(), vec![value])),
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn dice_of_one_step_are_one_group_and_a_card_its_own() {
        let r = json!({"dice": [
            {"die": "d6", "value": 1, "for": "shot 1", "success": false},
            {"die": "d6", "value": 6, "for": "shot 2", "success": true},
            {"die": "d6", "value": 4, "for": "save", "dropped": true},
        ], "drawn": [{"item": "Q♥", "for": "card 1"}]});
        let g = dice(&r);
        let shape: Vec<(&str, &str, usize)> = g
            .iter()
            .map(|(s, d, v)| (s.as_str(), d.as_str(), v.len()))
            .collect();
        assert_eq!(
            shape,
            [("shot", "d6", 2), ("save", "d6", 1), ("card", "", 1)]
        );
        assert!(g[0].2[1].success && g[1].2[0].struck);
        assert_eq!(g[2].2[0].text, "Q♥");
    }

    #[test]
    fn a_report_is_headed_by_its_procedure_rule_set_and_section() {
        let tag = Tag {
            rules: "schwerpunkt",
            tag: "Schwerpunkt",
        };
        let r = json!({"rules": "schwerpunkt", "procedure": "fire", "section": "3.0"});
        assert_eq!(tag.title(&r), "fire · Schwerpunkt 3.0");
        let r = json!({"rules": null, "procedure": "roll"});
        assert_eq!(tag.title(&r), "roll");
        let r = json!({"rules": "tsatf", "procedure": "fire", "section": "FIRE"});
        assert_eq!(tag.title(&r), "fire · tsatf FIRE");
    }
}

//! The page, from the view's JSON (`schema/view.schema.json`) through maud's templates, checked
//! when the crate compiles and escaping every text. Units are drawn generically: the name,
//! then each field as a label and a value, then each state as a badge, so a field or a state
//! the game adds shows without a change here.

use maud::{DOCTYPE, Markup, PreEscaped, html};
use serde_json::Value as Json;

use crate::token::Audience;

/// The page's style and script, served beside it (nothing is fetched from elsewhere).
pub(crate) const STYLE: &str = include_str!("../assets/style.css");
pub(crate) const SCRIPT: &str = include_str!("../assets/app.js");

fn str_of<'a>(v: &'a Json, key: &str) -> Option<&'a str> {
    v.get(key).and_then(Json::as_str)
}

fn list<'a>(v: &'a Json, key: &str) -> &'a [Json] {
    v.get(key)
        .and_then(Json::as_array)
        .map_or(&[], Vec::as_slice)
}

fn hidden(v: &Json) -> bool {
    v.get("hidden") == Some(&Json::Bool(true))
}

/// A value as the page shows it: a word as it is, a number as JSON writes it.
fn shown(v: &Json) -> String {
    match v {
        Json::String(s) => s.clone(),
        Json::Null => String::new(),
        v => v.to_string(),
    }
}

/// The page's title: the game's file.
pub(crate) fn title(view: &Json) -> String {
    view.get("game")
        .and_then(|g| str_of(g, "file"))
        .unwrap_or("spw")
        .to_string()
}

/// What the page shows when it is first sent: the view's `<main>` (rendered by [`main`]), its
/// title and its event id.
pub(crate) struct First<'a> {
    pub title: &'a str,
    pub main: &'a str,
    pub id: String,
}

/// The whole page as first sent; `base` is the path its own routes start with (`/KEY` or
/// nothing).
pub(crate) fn page(s: &First<'_>, base: &str, audience: Audience) -> Markup {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="no-referrer";
                meta name="color-scheme" content="light dark";
                title { (s.title) " · spw" }
                link rel="icon" href="data:,";
                link rel="stylesheet" href={ (base) "/style.css" };
            }
            body data-events={ (base) "/events" } data-version=(s.id) {
                header {
                    h1 { (s.title) }
                    span #live .badge.wait role="status" { "connecting…" }
                    @if audience == Audience::Referee {
                        span .badge.referee { "referee's view: hidden things shown" }
                    }
                }
                main #view { (PreEscaped(s.main)) }
                footer {
                    "Read-only live view of the game, by spw. "
                    a href={ (base) "/view.json" } { "The same as JSON." }
                }
                script src={ (base) "/app.js" } {}
            }
        }
    }
}

/// What goes inside the page's `<main>`: sent whole with every change.
pub(crate) fn main(view: &Json, audience: Audience) -> Markup {
    html! {
        @for w in list(view, "warnings") {
            p .warning role="alert" { "⚠ " (shown(w)) }
        }
        (status(view))
        @for side in list(view, "sides") {
            (side_of(side, audience))
        }
        (rolls(view))
    }
}

/// The turn, the phase, the initiative, who acts next and the tracks.
fn status(view: &Json) -> Markup {
    let game = view.get("game").cloned().unwrap_or(Json::Null);
    let phase = view.get("phase").filter(|p| !p.is_null());
    html! {
        section .status aria-label="The turn" {
            p .rules { (str_of(&game, "title").unwrap_or("")) }
            @if let Some(turn) = view.get("turn").and_then(Json::as_u64) {
                p .turn {
                    "Turn " strong { (turn) }
                    @if let Some(p) = phase {
                        " · " strong { (str_of(p, "name").unwrap_or("")) }
                    }
                }
            }
            @if let Some(p) = phase {
                @let at = p.get("index").and_then(Json::as_u64);
                ol .phases {
                    @for (i, name) in list(p, "phases").iter().enumerate() {
                        @if Some(i as u64) == at {
                            li .now aria-current="step" { (shown(name)) }
                        } @else {
                            li { (shown(name)) }
                        }
                    }
                }
            }
            @if let Some(side) = str_of(view, "initiative") {
                p .initiative { "Initiative: " strong { (side) } }
            }
            @if let Some(order) = view.get("order").filter(|o| !o.is_null()) {
                (order_of(order))
            }
            @let tracks = list(view, "tracks");
            @if !tracks.is_empty() {
                table .tracks {
                    thead { tr { th { "Side" } th { "C3I Points" } th { "Activity Points" } } }
                    tbody {
                        @for t in tracks {
                            tr .phasing[t.get("phasing") == Some(&Json::Bool(true))] {
                                th scope="row" { (str_of(t, "side").unwrap_or("")) }
                                td { (shown(t.get("c3i").unwrap_or(&Json::Null))) }
                                td { (shown(t.get("activity_points").unwrap_or(&Json::Null))) }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Who acts next, and the order of play with who has acted.
fn order_of(order: &Json) -> Markup {
    let acted: Vec<&str> = list(order, "acted")
        .iter()
        .filter_map(Json::as_str)
        .collect();
    html! {
        @match str_of(order, "next") {
            Some(next) => p .next { "Next to act: " strong { (next) } },
            None => p .next { "Every unit in the order has acted." },
        }
        ol .order aria-label="The order of play" {
            @for u in list(order, "units").iter().filter_map(Json::as_str) {
                @if acted.contains(&u) {
                    li .acted { s { (u) } }
                } @else if Some(u) == str_of(order, "next") {
                    li .now aria-current="step" { (u) }
                } @else {
                    li { (u) }
                }
            }
        }
    }
}

/// One side and its units.
fn side_of(side: &Json, audience: Audience) -> Markup {
    let units = list(side, "units");
    html! {
        section .side {
            h2 { (str_of(side, "name").unwrap_or("")) }
            @if units.is_empty() {
                p .none { "No units." }
            }
            ul .units {
                @for u in units {
                    (unit_of(u, audience))
                }
            }
        }
    }
}

/// One unit: its name, its states as badges, its fields as labels and values.
fn unit_of(u: &Json, audience: Audience) -> Markup {
    let destroyed = u.get("destroyed") == Some(&Json::Bool(true));
    let secret = audience == Audience::Referee && hidden(u);
    html! {
        li .unit .destroyed[destroyed] .secret[secret] {
            h3 { (str_of(u, "name").unwrap_or("")) }
            @if secret {
                span .badge.hidden { "hidden from the players" }
            }
            @for st in list(u, "states") {
                span .badge.state .hidden[hidden(st)] { (str_of(st, "name").unwrap_or("")) }
            }
            @let fields = list(u, "fields");
            @if !fields.is_empty() {
                dl {
                    @for f in fields {
                        div class=[hidden(f).then_some("hidden")] {
                            dt { (str_of(f, "name").unwrap_or("")) }
                            dd { (shown(f.get("value").unwrap_or(&Json::Null))) }
                        }
                    }
                }
            }
        }
    }
}

/// The last entries of the game, the newest first.
fn rolls(view: &Json) -> Markup {
    let rolls = list(view, "rolls");
    html! {
        section .rolls {
            h2 { "Last rolls" }
            @if rolls.is_empty() {
                p .none { "Nothing rolled yet." }
            }
            ol .entries reversed {
                @for r in rolls {
                    (roll_of(r))
                }
            }
        }
    }
}

fn roll_of(r: &Json) -> Markup {
    let undone = r.get("undone_by").and_then(Json::as_u64);
    let when: Vec<String> = [r
        .get("turn")
        .and_then(Json::as_u64)
        .map(|t| format!("Turn {t}"))]
    .into_iter()
    .flatten()
    .chain(str_of(r, "phase").map(str::to_string))
    .collect();
    html! {
        li .entry .undone[undone.is_some()] value=[r.get("n").and_then(Json::as_u64)] {
            p .when {
                "#" (shown(r.get("n").unwrap_or(&Json::Null)))
                @if !when.is_empty() { " · " (when.join(" · ")) }
                @if let Some(by) = undone { " · " span .badge { "undone by #" (by) } }
            }
            @if let Some(line) = str_of(r, "line") {
                // Word by word, so a narrow screen breaks the line between options, never
                // after the `--` of one.
                p .line { code {
                    @for (i, w) in line.split(' ').enumerate() {
                        @if i > 0 { " " }
                        span .w { (w) }
                    }
                } }
            }
            @if let Some(why) = str_of(r, "withheld") {
                p .withheld { (why) }
            }
            @for rep in list(r, "reports") {
                @if let Some(t) = str_of(rep, "title") {
                    p .title { (t) }
                }
                @for step in list(rep, "dice") {
                    p .dice {
                        @let die = str_of(step, "die").unwrap_or("");
                        span .step {
                            (str_of(step, "for").unwrap_or(""))
                            @if !die.is_empty() { " (" (die) ")" }
                            ":"
                        }
                        @for d in list(step, "values") {
                            " "
                            @let ok = d.get("success") == Some(&Json::Bool(true));
                            @let struck = d.get("struck") == Some(&Json::Bool(true));
                            @if struck {
                                s .die { (str_of(d, "text").unwrap_or("")) }
                            } @else {
                                span .die .ok[ok] { (str_of(d, "text").unwrap_or("")) @if ok { "✓" } }
                            }
                        }
                    }
                }
                @if let Some(s) = str_of(rep, "summary").filter(|s| !s.is_empty()) {
                    p .summary { (s) }
                }
            }
            @if let Some(e) = str_of(r, "error") {
                p .error { "failed: " (e) }
            }
            @let notes = list(r, "notes");
            @if !notes.is_empty() {
                ul .notes {
                    @for n in notes { li { (shown(n)) } }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_text_is_escaped() {
        let view = json!({
            "game": {"file": "<g>.spw", "title": "T&T"},
            "warnings": ["<script>alert(1)</script>"],
            "sides": [{"name": "\"Red\"", "units": [
                {"name": "<b>X</b>", "fields": [{"name": "note", "value": "<i>"}],
                 "states": [{"name": "pinned"}], "destroyed": false}
            ]}],
            "rolls": [{"n": 1, "kind": "command", "line": "roll '<d6>'",
                       "reports": [{"title": "roll", "dice": [], "summary": "&"}]}]
        });
        let html = main(&view, Audience::Players).into_string();
        for raw in ["<script>", "<b>X", "<i>", "'<d6>'", "\"Red\""] {
            assert!(!html.contains(raw), "{raw} unescaped in {html}");
        }
        assert!(html.contains("&lt;script&gt;"));
    }

    #[test]
    fn the_page_with_its_style_and_script_is_under_50_kb() {
        let view =
            json!({"game": {"file": "g.spw", "title": "Schwerpunkt"}, "sides": [], "rolls": []});
        let main = main(&view, Audience::Players).into_string();
        let first = First {
            title: "g.spw",
            main: &main,
            id: "abcd1234.1".into(),
        };
        let page = page(
            &first,
            "/0123456789abcdef0123456789abcdef",
            Audience::Referee,
        );
        let total = page.into_string().len() + STYLE.len() + SCRIPT.len();
        assert!(total < 50 * 1024, "{total} bytes");
    }

    #[test]
    fn a_unit_shows_each_field_and_state_whatever_its_name() {
        let view = json!({"sides": [{"name": "Red", "units": [{
            "name": "A", "destroyed": true,
            "fields": [{"name": "brand_new_field", "value": 12}],
            "states": [{"name": "bewildered"}]
        }]}]});
        let html = main(&view, Audience::Players).into_string();
        assert!(
            html.contains("brand_new_field") && html.contains(">12<"),
            "{html}"
        );
        assert!(html.contains("bewildered"), "{html}");
        assert!(html.contains("unit destroyed"), "{html}");
    }
}

//! The page, from the view's JSON (`view` in schema/spw.schema.json: `status` as the game's
//! word answers it, the last entries as `log` does) through maud's templates, checked when the
//! crate compiles and escaping every text. Units are drawn generically, in the order and with
//! the words the rule set declares (the view's `declared`): the name, each state the unit is
//! in as a badge, what it did this phase, then each field as a label and a value; a field or
//! a state the rule set adds shows without a change here.

use maud::{DOCTYPE, Markup, PreEscaped, html};
use serde_json::Value as Json;

use crate::read::{list, shown, str_of};
use crate::token::Audience;

/// The page's style and script, served beside it (nothing is fetched from elsewhere).
pub(crate) const STYLE: &str = include_str!("../assets/style.css");
pub(crate) const SCRIPT: &str = include_str!("../assets/app.js");

/// The page's title: the game's file.
pub(crate) fn title(view: &Json) -> String {
    str_of(view, "file").unwrap_or("spw").to_string()
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
    let status = view.get("status").unwrap_or(&Json::Null);
    let units = Units {
        declared: list(view, "declared"),
        done: list(view, "done"),
        hidden: view.get("hidden").filter(|_| audience == Audience::Referee),
    };
    html! {
        @for w in list(view, "warnings") {
            p .warning role="alert" { "⚠ " (shown(w)) }
        }
        (turn(status))
        @for side in list(status, "sides") {
            (units.side(side))
        }
        (crate::entries::entries(view))
    }
}

/// The turn, the phase, the initiative, who acts next and the tracks (`status`).
fn turn(status: &Json) -> Markup {
    let phase = status.get("phase").filter(|p| p.is_object());
    html! {
        section .status aria-label="The turn" {
            p .rules { (str_of(status, "title").unwrap_or("")) }
            @if let Some(turn) = status.get("turn").and_then(Json::as_u64) {
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
                    @for (i, name) in list(p, "names").iter().enumerate() {
                        @if Some(i as u64) == at {
                            li .now aria-current="step" { (shown(name)) }
                        } @else {
                            li { (shown(name)) }
                        }
                    }
                }
            }
            @if let Some(side) = str_of(status, "initiative") {
                p .initiative { "Initiative: " strong { (side) } }
            }
            @if let Some(order) = status.get("order").filter(|o| o.is_object()) {
                (order_of(order))
            }
            @let tracks = list(status, "tracks");
            @if !tracks.is_empty() {
                table .tracks {
                    thead { tr { th { "Side" } th { "C3I Points" } th { "Activity Points" } } }
                    tbody {
                        @for t in tracks {
                            tr {
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
    let next = str_of(order, "next");
    html! {
        @match next {
            Some(next) => p .next { "Next to act: " strong { (next) } },
            None => p .next { "Every unit in the order has acted." },
        }
        ol .order aria-label="The order of play" {
            @for u in list(order, "names").iter().filter_map(Json::as_str) {
                @if acted.iter().any(|a| a.eq_ignore_ascii_case(u)) {
                    li .acted { s { (u) } }
                } @else if Some(u) == next {
                    li .now aria-current="step" { (u) }
                } @else {
                    li { (u) }
                }
            }
        }
    }
}

/// What the view says of units beside `status`: the rule set's declared fields, what each
/// unit did, and (the referee's) what is hidden.
struct Units<'a> {
    declared: &'a [Json],
    done: &'a [Json],
    hidden: Option<&'a Json>,
}

/// The name of `status`'s field and state that says what a unit hides: the page marks it, and
/// never shows it as a rating.
const HIDDEN: &str = "hidden";

impl Units<'_> {
    /// Where the rule set declares field `name` (undeclared ones after, as they come), and its
    /// words: what it is, and its rule.
    fn declared(&self, name: &str) -> (usize, Option<String>) {
        self.declared
            .iter()
            .position(|d| str_of(d, "name") == Some(name))
            .map_or((usize::MAX, None), |i| {
                let d = &self.declared[i];
                let about = str_of(d, "about").unwrap_or("");
                (
                    i,
                    Some(format!("{about} ({})", str_of(d, "section").unwrap_or(""))),
                )
            })
    }

    /// What the referee's view says the unit hides: all of it, or these fields.
    fn hides(&self, unit: &str) -> (bool, Vec<&str>) {
        match self.hidden.and_then(|h| h.get(unit)) {
            Some(Json::Bool(true)) => (true, Vec::new()),
            Some(Json::Array(f)) => (false, f.iter().filter_map(Json::as_str).collect()),
            _ => (false, Vec::new()),
        }
    }

    /// One side and its units.
    fn side(&self, side: &Json) -> Markup {
        let units = list(side, "units");
        html! {
            section .side {
                h2 { (str_of(side, "name").unwrap_or("")) }
                @if units.is_empty() {
                    p .none { "No units." }
                }
                ul .units {
                    @for u in units {
                        (self.unit(u))
                    }
                }
            }
        }
    }

    /// One unit: its name, its states as badges, what it did, its fields as labels and
    /// values, each in the rule set's order.
    fn unit(&self, u: &Json) -> Markup {
        let name = str_of(u, "name").unwrap_or("");
        let (whole, fields_hidden) = self.hides(name);
        let mut states: Vec<&str> = list(u, "states")
            .iter()
            .filter_map(Json::as_str)
            .filter(|s| *s != HIDDEN)
            .collect();
        states.sort_by_key(|s| self.declared(s).0);
        let destroyed = states.contains(&"destroyed");
        let mut fields: Vec<(&String, &Json)> = u
            .get("fields")
            .and_then(Json::as_object)
            .into_iter()
            .flatten()
            .filter(|(k, _)| k.as_str() != HIDDEN)
            .collect();
        fields.sort_by_key(|(k, _)| self.declared(k).0);
        let did: Vec<String> = self
            .done
            .iter()
            .filter(|d| str_of(d, "unit").is_some_and(|n| n.eq_ignore_ascii_case(name)))
            .map(|d| {
                let per = str_of(d, "per").unwrap_or("phase");
                format!("{} this {per}", str_of(d, "did").unwrap_or(""))
            })
            .collect();
        let secret = |k: &str| fields_hidden.contains(&k);
        html! {
            li .unit .destroyed[destroyed] .secret[whole] {
                h3 { (name) }
                @if whole {
                    span .badge.hidden { "hidden from the players" }
                }
                @for st in &states {
                    span .badge.state .hidden[secret(st)] title=[self.declared(st).1] { (st) }
                }
                @for d in &did {
                    span .badge.done { (d) }
                }
                @if !fields.is_empty() {
                    dl {
                        @for (k, v) in &fields {
                            div class=[secret(k).then_some("hidden")] title=[self.declared(k).1] {
                                dt { (k) }
                                dd { (shown(v)) }
                            }
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A view as the game gives it: `units` units a side, `entries` entries of `dice` dice.
    fn view(units: usize, entries: usize, dice: usize) -> Json {
        let unit = |i: usize| {
            json!({"name": format!("Unit {i}"), "fields": {"figures": 10, "marksmanship": 4,
                   "skill": 5, "morale": 7, "note": "by the ford"}, "states": ["pinned"]})
        };
        let die = json!({"die": "d6", "value": 4, "for": "shot 1", "success": true});
        let entry = |n: usize| {
            json!({"n": n, "kind": "command", "turn": 1, "phase": "on-table shooting",
                   "line": "fire --unit 'Unit 1' --target 'Unit 2' --shots 6",
                   "output": [{"rules": "schwerpunkt", "procedure": "fire", "section": "3.0",
                               "dice": vec![die.clone(); dice],
                               "summary": "Unit 1 → Unit 2: 4 hits, 2 misses"}],
                   "roster": ["Unit 2: figures 10 → 6"], "stream": 40})
        };
        json!({
            "version": 2, "view": "players", "file": "friday.spw", "entries": entries,
            "tag": "Schwerpunkt",
            "status": {"rules": "schwerpunkt", "title": "Schwerpunkt", "turn": 3,
                "phase": {"index": 2, "name": "on-table shooting", "of": 5,
                          "names": ["off-table artillery fire", "movement", "on-table shooting",
                                    "air power", "resolve morale"], "section": "1.10"},
                "initiative": "Red", "order": null, "tracks": [],
                "sides": [{"name": "Red", "units": (0..units).map(unit).collect::<Vec<_>>()},
                          {"name": "Blue", "units": (units..2 * units).map(unit).collect::<Vec<_>>()}]},
            "declared": [{"name": "pinned", "about": "may not move", "section": "3.4", "state": true}],
            "done": [{"unit": "Unit 1", "did": "fired", "per": "phase"}],
            "log": (1..=entries).rev().map(entry).collect::<Vec<_>>(),
            "warnings": [],
        })
    }

    #[test]
    fn every_text_is_escaped() {
        let view = json!({
            "file": "<g>.spw",
            "warnings": ["<script>alert(1)</script>"],
            "status": {"title": "T&T", "sides": [{"name": "\"Red\"", "units": [
                {"name": "<b>X</b>", "fields": {"note": "<i>"}, "states": ["<u>"]}
            ]}]},
            "log": [{"n": 1, "kind": "command", "line": "roll '<d6>'",
                     "output": [{"rules": null, "procedure": "<p>", "summary": "&"}]}]
        });
        let html = main(&view, Audience::Players).into_string();
        for raw in ["<script>", "<b>X", "<i>", "<u>", "<p>", "'<d6>'", "\"Red\""] {
            assert!(!html.contains(raw), "{raw} unescaped in {html}");
        }
        assert!(html.contains("&lt;script&gt;"));
    }

    #[test]
    fn the_page_of_a_busy_table_with_its_style_and_script_is_under_50_kb() {
        // Twelve units a side and ten entries of twelve dice each.
        let view = view(12, 10, 12);
        let main = main(&view, Audience::Players).into_string();
        assert!(main.contains("Unit 23") && main.matches("class=\"entry").count() == 10);
        let first = First {
            title: "friday.spw",
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
    fn a_unit_shows_each_field_and_state_whatever_its_name_in_the_declared_order() {
        let view = json!({"status": {"sides": [{"name": "Red", "units": [{
            "name": "A", "fields": {"brand_new_field": 12, "hidden": ["note"]},
            "states": ["bewildered", "destroyed", "pinned", "hidden"]
        }]}]}, "declared": [
            {"name": "pinned", "about": "may not move", "section": "3.4", "state": true},
            {"name": "destroyed", "about": "out of the game", "section": "spw", "state": true},
        ], "done": [{"unit": "a", "did": "fired", "per": "phase"}]});
        let html = main(&view, Audience::Players).into_string();
        assert!(
            html.contains("brand_new_field") && html.contains(">12<"),
            "{html}"
        );
        assert!(html.contains("unit destroyed"), "{html}");
        let at = |s: &str| html.find(s).unwrap_or_else(|| panic!("{s} in {html}"));
        assert!(at(">pinned<") < at(">destroyed<") && at(">destroyed<") < at(">bewildered<"));
        assert!(html.contains("title=\"may not move (3.4)\""), "{html}");
        assert!(html.contains("fired this phase"), "{html}");
        assert!(
            !html.contains(">hidden<") && !html.contains("note"),
            "{html}"
        );
    }

    #[test]
    fn the_referee_sees_what_is_hidden_marked_and_the_players_no_mark() {
        let mut v = view(1, 0, 0);
        v["hidden"] = json!({"Unit 0": ["morale"], "Unit 1": true});
        let referee = main(&v, Audience::Referee).into_string();
        assert!(referee.contains("hidden from the players"), "{referee}");
        assert!(referee.contains("<div class=\"hidden\""), "{referee}");
        let players = main(&v, Audience::Players).into_string();
        assert!(!players.contains("hidden"), "{players}");
    }
}

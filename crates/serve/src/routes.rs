//! The routes, all read-only: the page, its style and script, its events, and the same view as
//! JSON (once, or as events). Each is served at `/` when the players' view is open
//! (loopback) and at `/KEY/` always; a key is checked in constant time, and any other path or
//! method is refused without being looked at further (nothing is served from the file system,
//! so `/../` and its encodings are just paths that match no route).

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures_util::stream::{self, Stream};
use tokio::sync::broadcast::error::RecvError;

use crate::hub::{Hub, Message, Snapshot};
use crate::page;
use crate::token::{Audience, Keys};

/// What a request asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum What {
    Page,
    Style,
    Script,
    /// The page's events: each view as the HTML of `<main>`.
    Events,
    /// The view as JSON.
    Json,
    /// Each view as JSON, as events.
    JsonEvents,
}

const ROUTES: &[(&str, What)] = &[
    ("", What::Page),
    ("/", What::Page),
    ("/style.css", What::Style),
    ("/app.js", What::Script),
    ("/events", What::Events),
    ("/view.json", What::Json),
    ("/events.json", What::JsonEvents),
];

#[derive(Clone)]
pub(crate) struct App {
    pub hub: Arc<Hub>,
    pub keys: Arc<Keys>,
}

/// Every route, the refusals, and the headers every answer carries.
pub(crate) fn router(app: App) -> Router {
    let mut r = Router::new();
    for (path, what) in ROUTES.iter().copied() {
        if !path.is_empty() {
            r =
                r.route(
                    path,
                    get(move |State(a): State<App>, h: HeaderMap| async move {
                        answer(&a, None, what, &h)
                    }),
                );
        }
        r = r.route(
            &format!("/{{key}}{path}"),
            get(
                move |State(a): State<App>, Path(key): Path<String>, h: HeaderMap| async move {
                    answer(&a, Some(&key), what, &h)
                },
            ),
        );
    }
    r.fallback(|| async { refuse(StatusCode::NOT_FOUND, "no such page") })
        .layer(axum::middleware::map_response(guard))
        .with_state(app)
}

/// Headers on every answer: nothing cached, framed, sniffed or fetched from elsewhere, and no
/// key sent on in a `Referer`.
async fn guard(mut r: Response) -> Response {
    let h = r.headers_mut();
    let set = |h: &mut HeaderMap, name: HeaderName, value: &'static str| {
        h.insert(name, HeaderValue::from_static(value));
    };
    set(h, header::CACHE_CONTROL, "no-store");
    set(h, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(h, header::REFERRER_POLICY, "no-referrer");
    set(h, header::X_FRAME_OPTIONS, "DENY");
    set(
        h,
        header::CONTENT_SECURITY_POLICY,
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    r
}

/// A refusal: a status and one plain line.
pub(crate) fn refuse(status: StatusCode, why: &'static str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        format!("{why}\n"),
    )
        .into_response()
}

fn answer(app: &App, key: Option<&str>, what: What, h: &HeaderMap) -> Response {
    let Some(audience) = app.keys.admit(key) else {
        return refuse(
            StatusCode::FORBIDDEN,
            "this view needs its key: open the whole address `spw serve` printed",
        );
    };
    let base = key.map_or(String::new(), |k| format!("/{k}"));
    let channel = app.hub.channel(audience);
    let typed = |t: &'static str, body: String| ([(header::CONTENT_TYPE, t)], body).into_response();
    match what {
        What::Page => typed("text/html; charset=utf-8", {
            let now = channel.current();
            let first = page::First {
                title: &now.title,
                main: &now.html,
                id: format!("{}.{}", app.hub.run, now.version),
            };
            page::page(&first, &base, audience).into_string()
        }),
        What::Style => typed("text/css; charset=utf-8", page::STYLE.to_string()),
        What::Script => typed("text/javascript; charset=utf-8", page::SCRIPT.to_string()),
        What::Json => typed("application/json", channel.current().json.to_string()),
        What::Events | What::JsonEvents => {
            let last = h
                .get("last-event-id")
                .and_then(|v| v.to_str().ok())
                .map(str::to_string);
            events(app.hub.clone(), audience, last, what == What::JsonEvents).into_response()
        }
    }
}

/// One view as an event: its id (the server's run and the view's number), and the HTML of
/// the page's `<main>` or the JSON.
fn event(run: &str, s: &Snapshot, json: bool) -> Event {
    Event::default()
        .event("view")
        .id(format!("{run}.{}", s.version))
        .data(if json { &*s.json } else { &*s.html })
}

/// A stream's state: what it has sent, and what it waits on.
struct Stream_ {
    hub: Arc<Hub>,
    audience: Audience,
    rx: tokio::sync::broadcast::Receiver<Message>,
    first: Option<Snapshot>,
    sent: u64,
    json: bool,
    done: bool,
}

/// The events of one page (or tool): the view as it stands (unless the page has it already:
/// `Last-Event-ID`), then each new one, in order; a page that fell behind gets the current.
fn events(
    hub: Arc<Hub>,
    audience: Audience,
    last: Option<String>,
    json: bool,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let (rx, now) = hub.channel(audience).subscribe();
    let has = last.as_deref() == Some(&format!("{}.{}", hub.run, now.version));
    let state = Stream_ {
        hub,
        audience,
        rx,
        sent: if has { now.version } else { 0 },
        first: (!has).then_some(now),
        json,
        done: false,
    };
    let s = stream::unfold(state, |mut st| async move {
        if st.done {
            return None;
        }
        let retry = |e: Event| e.retry(Duration::from_secs(2));
        if let Some(s) = st.first.take() {
            st.sent = s.version;
            let e = retry(event(&st.hub.run, &s, st.json));
            return Some((Ok(e), st));
        }
        loop {
            let s = match st.rx.recv().await {
                Ok(Message::View(s)) => s,
                Ok(Message::Closed) | Err(RecvError::Closed) => {
                    st.done = true;
                    let e = Event::default().event("closed").data("stopped");
                    return Some((Ok(e), st));
                }
                // Behind by more than the channel keeps: the view as it stands.
                Err(RecvError::Lagged(_)) => st.hub.channel(st.audience).current(),
            };
            if s.version > st.sent {
                st.sent = s.version;
                let e = event(&st.hub.run, &s, st.json);
                return Some((Ok(e), st));
            }
        }
    });
    Sse::new(s).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
}

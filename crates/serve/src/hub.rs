//! The views as the pages get them: each change rendered once (HTML for the page, JSON for
//! other tools), numbered, kept as the current one and sent to every open event stream.
//!
//! A stream subscribes before it reads the current view, so nothing published in between is
//! missed; it sends only views newer than the last it sent, so nothing arrives twice or out of
//! order. A page too slow to take every view (the channel keeps [`KEPT`]) is sent the current
//! one when it next reads: it skips views, never state.

use std::sync::{Arc, RwLock};

use tokio::sync::broadcast;

use crate::token::Audience;

/// Views kept for a stream that has not taken them yet.
pub(crate) const KEPT: usize = 64;

/// One view, rendered.
#[derive(Clone, Debug)]
pub(crate) struct Snapshot {
    /// 1, 2, 3, ... in the order published (the events' ids).
    pub version: u64,
    /// The page's `<main>`.
    pub html: Arc<str>,
    /// The view as JSON, one line.
    pub json: Arc<str>,
    /// The game's file name, for the page's title.
    pub title: Arc<str>,
}

/// What a stream is sent.
#[derive(Clone, Debug)]
pub(crate) enum Message {
    View(Snapshot),
    /// The server is stopping: the page says so rather than reconnecting in vain.
    Closed,
}

/// One audience's views.
pub(crate) struct Channel {
    current: RwLock<Snapshot>,
    tx: broadcast::Sender<Message>,
}

impl Channel {
    fn new() -> Channel {
        let empty = Snapshot {
            version: 0,
            html: Arc::from(""),
            json: Arc::from("{}"),
            title: Arc::from("spw"),
        };
        Channel {
            current: RwLock::new(empty),
            tx: broadcast::channel(KEPT).0,
        }
    }

    pub(crate) fn current(&self) -> Snapshot {
        self.current
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// A receiver of what is published from now on, and the view as it stands.
    pub(crate) fn subscribe(&self) -> (broadcast::Receiver<Message>, Snapshot) {
        let rx = self.tx.subscribe();
        (rx, self.current())
    }

    fn publish(&self, s: Snapshot) {
        *self.current.write().unwrap_or_else(|e| e.into_inner()) = s.clone();
        // No stream open is no error.
        let _ = self.tx.send(Message::View(s));
    }
}

/// Both audiences' views.
pub(crate) struct Hub {
    /// This run of the server, in the events' ids: a page open across a restart takes the new
    /// server's first view whatever its number.
    pub run: String,
    pub players: Channel,
    pub referee: Channel,
    version: std::sync::atomic::AtomicU64,
}

impl Hub {
    pub(crate) fn new() -> Hub {
        let mut run = crate::token::fresh().unwrap_or_default();
        run.truncate(8);
        Hub {
            run,
            players: Channel::new(),
            referee: Channel::new(),
            version: 0.into(),
        }
    }

    pub(crate) fn channel(&self, a: Audience) -> &Channel {
        match a {
            Audience::Players => &self.players,
            Audience::Referee => &self.referee,
        }
    }

    /// Renders and sends a new view to both audiences.
    pub(crate) fn publish(&self, views: &crate::Views) {
        use std::sync::atomic::Ordering;
        let version = self.version.fetch_add(1, Ordering::SeqCst) + 1;
        for (channel, view, audience) in [
            (&self.players, &views.players, Audience::Players),
            (&self.referee, &views.referee, Audience::Referee),
        ] {
            channel.publish(Snapshot {
                version,
                html: Arc::from(crate::page::main(view, audience).into_string()),
                json: Arc::from(view.to_string()),
                title: Arc::from(crate::page::title(view)),
            });
        }
    }

    /// Tells every stream the server is stopping.
    pub(crate) fn close(&self) {
        let _ = self.players.tx.send(Message::Closed);
        let _ = self.referee.tx.send(Message::Closed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_subscriber_gets_every_view_after_the_current_in_order() {
        let hub = Hub::new();
        let views = |n: u64| crate::Views {
            players: json!({ "file": format!("g{n}.spw") }),
            referee: json!({}),
        };
        hub.publish(&views(1));
        let (mut rx, now) = hub.players.subscribe();
        assert_eq!(now.version, 1);
        for n in 2..=5 {
            hub.publish(&views(n));
        }
        for n in 2..=5 {
            match rx.try_recv().unwrap() {
                Message::View(s) => {
                    assert_eq!(s.version, n);
                    assert_eq!(&*s.title, format!("g{n}.spw"));
                }
                Message::Closed => panic!("not closed"),
            }
        }
    }
}

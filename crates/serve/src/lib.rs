//! `spw serve`: the table's live view. A small read-only HTTP server that shows a game to the
//! players' phones and the table's screen, pushed live by server-sent events.
//!
//! The crate knows nothing of spw's games: its caller hands it a [`ViewSource`], which says
//! cheaply whether the game changed (a [`ViewSource::stamp`] of its file) and gives the view as
//! JSON (`view` in schema/spw.schema.json), once for the players (what the referee hides already left
//! out) and once for the referee. The server renders each view to HTML once per change and
//! sends it to every open page; a page never polls.
//!
//! Shaped for a table's Wi-Fi and whoever else is on it:
//! - read-only: no route writes, and the game file is only read (by the caller);
//! - on loopback by default; on the network ([`Bind::Lan`], [`Bind::Addr`]) every request must
//!   carry an unguessable key in its path, compared in constant time, and the referee's view
//!   has a key of its own;
//! - bounded: connections (those past the cap get a short 503), request headers (count and
//!   bytes), the time a client may take to send them, and the events kept for a slow page;
//! - self-contained: the page, its style and its script are in the binary (under 50 KB), and
//!   nothing is fetched from elsewhere.

mod entries;
#[doc(hidden)]
pub mod fuzz;
mod hub;
mod page;
mod qr;
mod read;
mod routes;
mod server;
mod token;

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

pub use qr::qr_text;
pub use server::{run, run_until};

/// Where the server listens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bind {
    /// This machine only (127.0.0.1): no key for the players' view.
    Loopback(u16),
    /// Every IPv4 address of this machine (the table's Wi-Fi): the players' view needs its key.
    Lan(u16),
    /// One address: the players' view needs its key.
    Addr(SocketAddr),
}

impl Bind {
    pub(crate) fn socket(self) -> SocketAddr {
        match self {
            Bind::Loopback(port) => SocketAddr::from(([127, 0, 0, 1], port)),
            Bind::Lan(port) => SocketAddr::from(([0, 0, 0, 0], port)),
            Bind::Addr(a) => a,
        }
    }

    /// Whether the players' view needs a key: anywhere but the default loopback.
    pub(crate) fn keyed(self) -> bool {
        !matches!(self, Bind::Loopback(_))
    }
}

/// How the server runs.
#[derive(Clone, Debug)]
pub struct Config {
    pub bind: Bind,
    /// Serve the referee's view (everything, hidden things marked) under a key of its own.
    pub referee: bool,
    /// The most connections open at once; one more is answered 503 and closed.
    pub max_connections: usize,
    /// How often the source is asked whether the game changed.
    pub poll: Duration,
}

impl Config {
    pub fn new(bind: Bind) -> Config {
        Config {
            bind,
            referee: false,
            max_connections: DEFAULT_MAX_CONNECTIONS,
            poll: Duration::from_millis(50),
        }
    }
}

/// Connections open at once by default: a table's phones and screens, with room to spare.
pub const DEFAULT_MAX_CONNECTIONS: usize = 256;

/// The game's view, as JSON (`view` in schema/spw.schema.json).
#[derive(Clone, Debug, PartialEq)]
pub struct Views {
    /// What the players see: hidden units and fields already left out.
    pub players: serde_json::Value,
    /// Everything, hidden things marked.
    pub referee: serde_json::Value,
}

/// Where the view comes from: the caller's game. Asked on one thread of its own, never from
/// the server's, so it need not be quick nor `Sync`.
pub trait ViewSource {
    /// A cheap mark of the game's state on disk (its file's length and time): a new view is
    /// built when it differs from the last.
    type Stamp: PartialEq;
    fn stamp(&mut self) -> Self::Stamp;
    /// The view as it stands now.
    fn views(&mut self) -> Views;
}

/// The server is listening: where to open it.
#[derive(Clone, Debug)]
pub struct Ready {
    /// The address it listens on (with the port picked, for port 0).
    pub addr: SocketAddr,
    /// The players' URLs, the likeliest first (one per network address for `Bind::Lan`).
    pub players: Vec<String>,
    /// The referee's URL, with its own key.
    pub referee: Option<String>,
}

/// Why the server could not start or stopped.
#[derive(Debug)]
pub enum Error {
    /// The address is taken or refused (another server on the port, an address not this
    /// machine's).
    Bind(SocketAddr, std::io::Error),
    /// The system refused something the server needs (a thread, a timer, the signals).
    Io(std::io::Error),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Bind(a, e) if e.kind() == std::io::ErrorKind::AddrInUse => write!(
                f,
                "cannot listen on {a}: the port is in use (another spw serve?); --port N picks another, --port 0 any free one"
            ),
            Error::Bind(a, e) => write!(f, "cannot listen on {a}: {e}"),
            Error::Io(e) => write!(f, "the live view stopped: {e}"),
        }
    }
}

impl std::error::Error for Error {}

/// The URLs of a server listening on `addr` under `bind`, each ending in `prefix`.
pub(crate) fn urls(bind: Bind, addr: SocketAddr, prefix: &str) -> Vec<String> {
    let url = |ip: IpAddr| match ip {
        IpAddr::V6(v6) => format!("http://[{v6}]:{}{prefix}/", addr.port()),
        IpAddr::V4(v4) => format!("http://{v4}:{}{prefix}/", addr.port()),
    };
    match bind {
        Bind::Lan(_) => {
            let mut ips: Vec<IpAddr> = if_addrs::get_if_addrs()
                .unwrap_or_default()
                .into_iter()
                .filter(|i| !i.is_loopback())
                .map(|i| i.ip())
                .filter(IpAddr::is_ipv4)
                .collect();
            // A private address (the table's Wi-Fi) before a public one.
            ips.sort_by_key(|ip| match ip {
                IpAddr::V4(v4) => (!v4.is_private(), *ip),
                IpAddr::V6(_) => (true, *ip),
            });
            ips.dedup();
            if ips.is_empty() {
                ips.push(IpAddr::from([127, 0, 0, 1]));
            }
            ips.into_iter().map(url).collect()
        }
        _ => vec![url(addr.ip())],
    }
}

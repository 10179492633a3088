//! The server's run: the listener and its bounds, the connections served by hyper (through
//! axum's router) on a thread of their own, the watch over the source on the calling thread,
//! and a clean stop on Ctrl-C or SIGTERM (every page told, every connection given two seconds
//! to end).

use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;

use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Semaphore, watch};

use crate::hub::Hub;
use crate::routes::{self, App};
use crate::token::{self, Keys};
use crate::{Config, Error, Ready, ViewSource};

/// How long a client may take to send a request's headers.
pub(crate) const HEADER_TIMEOUT: Duration = Duration::from_secs(5);
/// The most bytes of a request's headers (request line included), and the most headers.
pub(crate) const MAX_HEADER_BYTES: usize = 8 * 1024;
pub(crate) const MAX_HEADERS: usize = 48;
/// Connections past the cap being told so at once; more are closed without a word.
const REFUSING: usize = 64;
/// How long a stop waits for connections to end.
const STOP_WAIT: Duration = Duration::from_secs(2);

/// The answer to a connection past the cap.
const BUSY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 10\r\nConnection: close\r\nContent-Length: 61\r\n\r\ntoo many pages are open on this view; close one, then reload\n";

/// Serves the view until Ctrl-C or SIGTERM: binds, publishes the first view, calls `on_ready`
/// with the URLs, then watches the source on this thread, publishing each change.
pub fn run<S: ViewSource>(
    config: Config,
    source: S,
    on_ready: impl FnOnce(&Ready) -> std::io::Result<()>,
) -> Result<(), Error> {
    let (stop_tx, stop_rx) = mpsc::channel();
    serve(config, source, on_ready, stop_tx, stop_rx, true)
}

/// [`run`], stopped by a message on `stop` (or its sender dropped) rather than by a signal
/// alone: for tests and tools that run a server in their own process.
pub fn run_until<S: ViewSource>(
    config: Config,
    source: S,
    on_ready: impl FnOnce(&Ready) -> std::io::Result<()>,
    stop: mpsc::Receiver<()>,
) -> Result<(), Error> {
    let (tx, _) = mpsc::channel();
    serve(config, source, on_ready, tx, stop, false)
}

fn serve<S: ViewSource>(
    config: Config,
    mut source: S,
    on_ready: impl FnOnce(&Ready) -> std::io::Result<()>,
    stop_tx: mpsc::Sender<()>,
    stop_rx: mpsc::Receiver<()>,
    signals: bool,
) -> Result<(), Error> {
    // One thread serves every connection (they wait on the network, and each view is rendered
    // once, on the calling thread). tokio's multi-threaded scheduler would also bring the C
    // library's `pow` (its busy-ness average), and so libm.so, into every start of spw.
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(Error::Io)?;
    let addr = config.bind.socket();
    let listener = rt
        .block_on(TcpListener::bind(addr))
        .map_err(|e| Error::Bind(addr, e))?;
    let local = listener.local_addr().map_err(Error::Io)?;
    let keys = Keys {
        players: config
            .bind
            .keyed()
            .then(token::fresh)
            .transpose()
            .map_err(Error::Io)?,
        referee: config
            .referee
            .then(token::fresh)
            .transpose()
            .map_err(Error::Io)?,
    };
    let hub = Arc::new(Hub::new());
    let mut stamp = source.stamp();
    let mut shown = source.views();
    hub.publish(&shown);
    let prefix = |k: &Option<String>| k.as_ref().map_or(String::new(), |k| format!("/{k}"));
    let ready = Ready {
        addr: local,
        players: crate::urls(config.bind, local, &prefix(&keys.players)),
        referee: keys
            .referee
            .as_ref()
            .map(|_| crate::urls(config.bind, local, &prefix(&keys.referee)).swap_remove(0)),
    };
    let app = App {
        hub: hub.clone(),
        keys: Arc::new(keys),
    };
    let (closing_tx, closing_rx) = watch::channel(false);
    let (armed_tx, armed_rx) = mpsc::channel::<()>();
    let router = routes::router(app);
    let cap = config.max_connections;
    let server = std::thread::Builder::new()
        .name("spw-serve".into())
        .spawn(move || {
            rt.block_on(async move {
                if signals {
                    // Listening before the address is printed: a Ctrl-C at once still stops
                    // it cleanly rather than killing it.
                    let stop = stopper();
                    let _ = armed_tx.send(());
                    tokio::spawn(async move {
                        stop.await;
                        let _ = stop_tx.send(());
                    });
                }
                accept(listener, router, cap, closing_rx).await;
            });
            rt.shutdown_timeout(Duration::from_millis(100));
        })
        .map_err(Error::Io)?;
    if signals {
        let _ = armed_rx.recv();
    }
    // Printed once the server is listening, holds the first view and hears the signals.
    let printed = on_ready(&ready);
    if printed.is_ok() {
        // Until told to stop (or the sender is gone).
        while let Err(mpsc::RecvTimeoutError::Timeout) = stop_rx.recv_timeout(config.poll) {
            let now = source.stamp();
            if now != stamp {
                stamp = now;
                // A file touched without a change to the view sends nothing.
                let views = source.views();
                if views != shown {
                    hub.publish(&views);
                    shown = views;
                }
            }
        }
    }
    hub.close();
    let _ = closing_tx.send(true);
    let _ = server.join();
    printed.map_err(Error::Io)
}

/// Ctrl-C, or SIGTERM or SIGHUP where there are such signals: listened for from the call (in
/// the runtime), heard when the future is awaited.
fn stopper() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{Signal, SignalKind, signal};
        async fn heard(s: Option<Signal>) {
            match s {
                Some(mut s) => {
                    s.recv().await;
                }
                None => std::future::pending().await,
            }
        }
        let int = signal(SignalKind::interrupt()).ok();
        let term = signal(SignalKind::terminate()).ok();
        let hup = signal(SignalKind::hangup()).ok();
        async move {
            tokio::select! {
                _ = heard(int) => {}
                _ = heard(term) => {}
                _ = heard(hup) => {}
            }
        }
    }
    #[cfg(not(unix))]
    async {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// hyper's settings for one connection: bounded headers, a deadline to send them, and one
/// request per connection (an idle connection is never kept open).
pub(crate) fn http() -> hyper::server::conn::http1::Builder {
    let mut b = hyper::server::conn::http1::Builder::new();
    b.timer(TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT)
        .max_header_size(MAX_HEADER_BYTES)
        .max_headers(MAX_HEADERS)
        .max_buf_size(2 * MAX_HEADER_BYTES)
        // A client that has sent its request and closed its side still gets the answer.
        .half_close(true)
        .keep_alive(false);
    b
}

/// Accepts connections until `closing`, at most `cap` served at once; then waits a little for
/// those open to end.
async fn accept(
    listener: TcpListener,
    app: axum::Router,
    cap: usize,
    mut closing: watch::Receiver<bool>,
) {
    let open = Arc::new(Semaphore::new(cap));
    let refusing = Arc::new(Semaphore::new(REFUSING));
    loop {
        let tcp = tokio::select! {
            _ = closing.changed() => break,
            r = listener.accept() => match r {
                Ok((tcp, _)) => tcp,
                // Out of file descriptors, or a connection reset before it was taken: the
                // others go on.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    continue;
                }
            },
        };
        let Ok(permit) = open.clone().try_acquire_owned() else {
            if let Ok(p) = refusing.clone().try_acquire_owned() {
                tokio::spawn(async move {
                    busy(tcp).await;
                    drop(p);
                });
            }
            continue;
        };
        let _ = tcp.set_nodelay(true);
        let svc = TowerToHyperService::new(app.clone());
        tokio::spawn(async move {
            let _ = http().serve_connection(TokioIo::new(tcp), svc).await;
            drop(permit);
        });
    }
    let all = u32::try_from(cap).unwrap_or(u32::MAX);
    let _ = tokio::time::timeout(STOP_WAIT, open.acquire_many(all)).await;
}

/// Tells a connection past the cap to come back later, reading what it sent first (closing
/// with unread bytes would reset the connection before the answer is read).
async fn busy(mut tcp: TcpStream) {
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        let mut buf = [0u8; 1024];
        let _ = tcp.read(&mut buf).await;
        let _ = tcp.write_all(BUSY).await;
        let _ = tcp.shutdown().await;
        let mut left: usize = 64 * 1024;
        while left > 0 {
            match tcp.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => left = left.saturating_sub(n),
            }
        }
    })
    .await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_busy_answer_says_its_length() {
        let text = std::str::from_utf8(BUSY).unwrap();
        let (head, body) = text.split_once("\r\n\r\n").unwrap();
        assert!(head.contains(&format!("Content-Length: {}", body.len())));
    }
}

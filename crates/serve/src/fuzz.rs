//! The request path for the fuzzer (`examples/fuzz.rs`, bench/README.md "Fuzzing"): one
//! request's bytes, as a client would send them, through hyper's parser, the limits and the
//! router of a server holding a fixed view, and the answer's bytes; and what any answer must
//! be. No socket: the connection is an in-memory pipe, so millions of inputs run quickly.

use std::sync::Arc;
use std::time::Duration;

use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::hub::Hub;
use crate::routes::{self, App};
use crate::token::Keys;

/// The players' key of the fuzzed server.
pub const PLAYERS_KEY: &str = "0123456789abcdef0123456789abcdef";
/// The referee's key.
pub const REFEREE_KEY: &str = "fedcba9876543210fedcba9876543210";
/// A word only the referee's view holds.
pub const SECRET: &str = "only-the-referee-sees-this";

/// A server's routes and a runtime to answer requests with.
pub struct Target {
    rt: tokio::runtime::Runtime,
    app: axum::Router,
}

impl Target {
    pub fn new() -> Target {
        let hub = Arc::new(Hub::new());
        hub.publish(&crate::Views {
            players: serde_json::json!({"file": "g.spw", "status": {"sides": [{"name": "Red", "units": []}]}}),
            referee: serde_json::json!({"file": "g.spw", "warnings": [SECRET]}),
        });
        let app = routes::router(App {
            hub,
            keys: Arc::new(Keys {
                players: Some(PLAYERS_KEY.into()),
                referee: Some(REFEREE_KEY.into()),
            }),
        });
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        Target { rt, app }
    }

    /// The answer to `request` (at most its first 64 KB: an event stream goes on), as the
    /// server's connection gives it; empty if it closed without one.
    pub fn answer(&self, request: &[u8]) -> Vec<u8> {
        let app = self.app.clone();
        self.rt.block_on(async move {
            let (mut client, server) = tokio::io::duplex(64 * 1024);
            let svc = TowerToHyperService::new(app);
            let conn = tokio::spawn(async move {
                let _ = crate::server::http()
                    .serve_connection(TokioIo::new(server), svc)
                    .await;
            });
            let _ = client.write_all(request).await;
            let _ = client.shutdown().await;
            let mut out = Vec::new();
            let mut buf = [0u8; 8192];
            let _ = tokio::time::timeout(Duration::from_millis(200), async {
                while out.len() < 64 * 1024 {
                    match client.read(&mut buf).await {
                        Ok(0) | Err(_) => break,
                        Ok(n) => out.extend_from_slice(&buf[..n]),
                    }
                }
            })
            .await;
            conn.abort();
            out
        })
    }
}

impl Default for Target {
    fn default() -> Target {
        Target::new()
    }
}

/// What is wrong with `answer` to `request`, if anything: an answer is empty (the connection
/// closed) or an HTTP response of a status the server gives; it is 200 only for a request
/// whose path starts with a key, and it holds the referee's view only for the referee's key.
pub fn check(request: &[u8], answer: &[u8]) -> Option<String> {
    if answer.is_empty() {
        return None;
    }
    let text = String::from_utf8_lossy(answer);
    let Some(status) = text
        .strip_prefix("HTTP/1.")
        .and_then(|r| r.get(2..5))
        .and_then(|c| c.parse::<u16>().ok())
    else {
        return Some(format!(
            "not an HTTP answer: {:?}",
            &text[..text.len().min(80)]
        ));
    };
    if ![200, 400, 403, 404, 405, 408, 414, 431, 500, 505].contains(&status) {
        return Some(format!("status {status}"));
    }
    if status == 500 {
        return Some("status 500".into());
    }
    let req = String::from_utf8_lossy(request);
    let target = req.split_whitespace().nth(1).unwrap_or("");
    // The absolute form (`http://host/path`) names the same path.
    let target = match target.split_once("://") {
        Some((_, rest)) if !target.starts_with('/') => rest.find('/').map_or("", |i| &rest[i..]),
        _ => target,
    };
    let keyed = |k: &str| target.starts_with(&format!("/{k}"));
    if status == 200 && !keyed(PLAYERS_KEY) && !keyed(REFEREE_KEY) {
        return Some(format!("200 for {target:?}, which has no key"));
    }
    if text.contains(SECRET) && !keyed(REFEREE_KEY) {
        return Some(format!("the referee's view sent for {target:?}"));
    }
    None
}

/// The requests the fuzzer starts from (`fuzz/requests.txt`, one a line, `\r\n` written
/// out): every route, with and without keys, and the shapes of hostile ones.
pub fn corpus() -> Vec<Vec<u8>> {
    include_str!("../fuzz/requests.txt")
        .lines()
        .filter(|l| !l.is_empty())
        .map(|l| l.replace("\\r\\n", "\r\n").into_bytes())
        .collect()
}

/// splitmix64: small, seeded, repeatable.
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

/// Bytes that matter to a request's parser and router.
const TOKENS: &[&[u8]] = &[
    b"/",
    b"..",
    b"%2e",
    b"%2f",
    b"%00",
    b"\r\n",
    b"\n",
    b" ",
    b":",
    b"?",
    b"#",
    b"%",
    b"\0",
    b"HTTP/1.0",
    b"HTTP/1.1",
    b"HTTP/2.0",
    b"GET",
    b"HEAD",
    b"Content-Length: ",
    b"Transfer-Encoding: chunked\r\n",
    b"Host: ",
    b"Last-Event-ID: ",
    b"0123456789abcdef0123456789abcdef",
    b"fedcba9876543210fedcba9876543210",
    b"events",
    b"view.json",
    b"\xff\xfe",
    b"\xc3\xa9",
];

pub fn mutate(rng: &mut Rng, corpus: &[Vec<u8>]) -> Vec<u8> {
    let mut x = corpus[rng.below(corpus.len())].clone();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(x.len() + 1);
        match rng.below(6) {
            0 if !x.is_empty() => {
                let end = (at + 1 + rng.below(8)).min(x.len());
                x.drain(at.min(end)..end);
            }
            1 => {
                let t = TOKENS[rng.below(TOKENS.len())];
                x.splice(at..at, t.iter().copied());
            }
            2 if at < x.len() => x[at] = rng.next_u64() as u8,
            3 => {
                let other = &corpus[rng.below(corpus.len())];
                let from = rng.below(other.len());
                let to = (from + rng.below(64)).min(other.len());
                x.splice(at..at, other[from..to].iter().copied());
            }
            4 => {
                let n = 1 + rng.below(4096);
                let b = TOKENS[rng.below(TOKENS.len())];
                let rep: Vec<u8> = b.iter().copied().cycle().take(n).collect();
                x.splice(at..at, rep);
            }
            _ => x.truncate(at),
        }
    }
    x.truncate(32 * 1024);
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_routes_answer_with_their_key_and_refuse_without() {
        let t = Target::new();
        let get = |path: &str| {
            let req = format!("GET {path} HTTP/1.1\r\nHost: x\r\n\r\n");
            let a = t.answer(req.as_bytes());
            assert_eq!(check(req.as_bytes(), &a), None, "{path}");
            String::from_utf8_lossy(&a).into_owned()
        };
        assert!(get(&format!("/{PLAYERS_KEY}/view.json")).starts_with("HTTP/1.1 200"));
        assert!(get(&format!("/{REFEREE_KEY}/view.json")).contains(SECRET));
        assert!(get("/view.json").starts_with("HTTP/1.1 403"));
        assert!(get(&format!("/{PLAYERS_KEY}/../x")).starts_with("HTTP/1.1 404"));
        let events = get(&format!("/{PLAYERS_KEY}/events"));
        assert!(events.contains("event: view"), "{events}");
    }

    #[test]
    fn mutated_requests_are_answered_or_refused_as_they_should_be() {
        // A short run of the fuzzer (the long runs: bench/README.md).
        let (t, corpus) = (Target::new(), corpus());
        let mut rng = Rng(7);
        for _ in 0..300 {
            let input = mutate(&mut rng, &corpus);
            let answer = t.answer(&input);
            assert_eq!(
                check(&input, &answer),
                None,
                "{:?}",
                String::from_utf8_lossy(&input)
            );
        }
    }
}

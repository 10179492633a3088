//! Hostile requests to `spw serve` on the table's network (`--bind 127.0.0.1`: keyed, as
//! `--lan` is): each refused without harm, and the server answers as before after them.

use std::io::Write;
use std::net::TcpStream;
use std::time::Duration;

use super::{Events, Server, game, get, raw};

/// The server still answers the players' view with its key.
fn still_answers(s: &Server) {
    let a = get(&s.host(), &s.base());
    assert_eq!(a.status, 200, "{}", a.body);
    assert!(a.body.contains("1st Platoon"));
}

#[test]
fn every_request_must_carry_its_key_on_the_network() {
    let file = game("serve-keyed");
    let s = Server::start(&file, &["--bind", "127.0.0.1", "--referee"]);
    let host = s.host();
    let key = s.base().trim_matches('/').to_string();
    assert_eq!(key.len(), 32, "{}", s.players);
    let mut wrong = key.clone().into_bytes();
    wrong[31] = if wrong[31] == b'0' { b'1' } else { b'0' };
    let wrong = String::from_utf8(wrong).unwrap();
    for path in [
        "/".to_string(),
        "/view.json".into(),
        "/events".into(),
        "/app.js".into(),
        format!("/{wrong}/"),
        format!("/{wrong}/view.json"),
        format!("/{}/", &key[..31]),
        format!("/{}/", key.to_uppercase()),
    ] {
        let a = get(&host, &path);
        assert_eq!(a.status, 403, "{path}: {}", a.body);
        assert!(!a.body.contains("1st Platoon"), "{path}");
    }
    for path in ["", "view.json", "app.js", "style.css"] {
        let a = get(&host, &format!("/{key}/{path}"));
        assert_eq!(a.status, 200, "{path}");
    }
    for path in ["events", "events.json"] {
        let mut e = Events::open(&host, &format!("/{key}/{path}"), None);
        assert_eq!(e.next().unwrap().name, "view");
    }
    // The players' key is not the referee's.
    let r = get(&host, &format!("{}view.json", s.referee_base()));
    assert!(r.body.contains("\"view\":\"referee\""), "{}", r.body);
    let p = get(&host, &format!("/{key}/view.json"));
    assert!(p.body.contains("\"view\":\"players\""), "{}", p.body);
}

#[test]
fn paths_outside_the_routes_are_refused() {
    let file = game("serve-paths");
    let s = Server::start(&file, &["--bind", "127.0.0.1"]);
    let (host, base) = (s.host(), s.base());
    let key = base.trim_matches('/');
    for path in [
        format!("/{key}/../{key}/view.json"),
        format!("/{key}/%2e%2e/view.json"),
        format!("/{key}/..%2fview.json"),
        format!("/{key}/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd"),
        format!("/{key}/....//....//etc/passwd"),
        format!("/{key}/view.json/.."),
        format!("/{key}//view.json"),
        format!("/{key}/view.json%00"),
        "/../../../../etc/passwd".to_string(),
        "/%2e%2e/%2e%2e/etc/passwd".into(),
        "/etc/passwd".into(),
        format!("/{key}/Cargo.toml"),
    ] {
        let a = get(&host, &path);
        assert!(matches!(a.status, 400 | 403 | 404), "{path}: {}", a.status);
        assert!(
            !a.body.contains("root:") && !a.body.contains("[package]"),
            "{path}"
        );
    }
    // Nothing writes: any other method is refused.
    for method in ["POST", "PUT", "DELETE", "PATCH"] {
        let req = format!(
            "{method} {base}view.json HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{{}}"
        );
        let a = raw(&host, req.as_bytes());
        assert_eq!(a.status, 405, "{method}");
    }
    still_answers(&s);
}

#[test]
fn huge_or_endless_headers_are_refused() {
    let file = game("serve-headers");
    let s = Server::start(&file, &["--bind", "127.0.0.1"]);
    let (host, base) = (s.host(), s.base());
    // 1 MB of headers.
    let big = format!(
        "GET {base} HTTP/1.1\r\nHost: x\r\nX-Big: {}\r\n\r\n",
        "a".repeat(1 << 20)
    );
    let a = raw(&host, big.as_bytes());
    assert!(matches!(a.status, 0 | 431), "{}", a.status);
    // Ten thousand small ones.
    let mut many = format!("GET {base} HTTP/1.1\r\nHost: x\r\n");
    for i in 0..10_000 {
        many.push_str(&format!("X-{i}: 1\r\n"));
    }
    many.push_str("\r\n");
    let a = raw(&host, many.as_bytes());
    assert!(matches!(a.status, 0 | 431), "{}", a.status);
    // A URL of 100 KB.
    let long = format!(
        "GET {base}{} HTTP/1.1\r\nHost: x\r\n\r\n",
        "a".repeat(100_000)
    );
    let a = raw(&host, long.as_bytes());
    assert!(matches!(a.status, 0 | 414 | 431), "{}", a.status);
    // Not HTTP at all.
    let a = raw(&host, b"\x00\x01\x02 hello\r\n\r\n");
    assert!(matches!(a.status, 0 | 400), "{}", a.status);
    still_answers(&s);
}

#[test]
fn ten_thousand_connections_opened_and_dropped_leave_it_answering() {
    let file = game("serve-flood");
    let s = Server::start(&file, &["--bind", "127.0.0.1"]);
    let host = s.host();
    for i in 0..10_000 {
        let mut c = TcpStream::connect(&host).unwrap();
        // Some send half a request before they go.
        if i % 3 == 0 {
            let _ = c.write_all(b"GET / HTTP/1.1\r\nHo");
        }
        drop(c);
    }
    still_answers(&s);
    // Pages open up to the cap, each holding its connection: the next is told to come back
    // later, and when they go the server takes new ones.
    let events = format!("{}events", s.base());
    let held: Vec<Events> = (0..spw_serve::DEFAULT_MAX_CONNECTIONS)
        .map(|_| {
            let mut e = Events::open(&host, &events, None);
            assert_eq!(e.next().unwrap().name, "view");
            e
        })
        .collect();
    let a = get(&host, &s.base());
    assert_eq!(a.status, 503, "{}", a.body);
    assert!(a.headers.contains("retry-after"), "{}", a.headers);
    drop(held);
    let mut tries = 0;
    loop {
        let a = get(&host, &s.base());
        if a.status == 200 {
            break;
        }
        tries += 1;
        assert!(tries < 600, "still refused: {}", a.status);
        std::thread::sleep(Duration::from_millis(50));
    }
    // Its memory after all that: bounded (the figures are in bench/README.md).
    let kb = rss_kb(s.child.id());
    eprintln!(
        "hostile: 10,000 connections opened and dropped, then the cap filled; server peak resident {kb} kB"
    );
    assert!(kb < 200_000, "{kb} kB resident");
}

/// A process's peak resident set, from /proc (0 elsewhere).
pub fn rss_kb(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

//! A table's worth of pages and more: 100 pages follow 200 changes, none losing or reordering
//! an event, while a page that never reads stalls nobody; the server's memory stays bounded
//! and it answers as before. How fast is measured in bench/ (bench/README.md, "Live view").

use std::collections::BTreeSet;
use std::io::Write;
use std::net::TcpStream;
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

use super::hostile::rss_kb;
use super::{Server, game, get, play};

const PAGES: usize = 100;
const CHANGES: u64 = 200;

/// What one page received: each event's view number, and every entry number its views listed.
struct Seen {
    versions: Vec<u64>,
    entries: BTreeSet<u64>,
}

/// The entries a page's `<main>` lists (`<li class="entry" value="N">`), newest first.
fn entries(html: &str) -> Vec<u64> {
    html.split("value=\"")
        .skip(1)
        .filter_map(|s| s.split('"').next()?.parse().ok())
        .collect()
}

/// One page: follows `/events` until its newest entry is the last change.
async fn page(host: String, path: String, ready: tokio::sync::mpsc::Sender<()>) -> Seen {
    let tcp = tokio::net::TcpStream::connect(&host).await.unwrap();
    let mut r = BufReader::new(tcp);
    let req = format!("GET {path} HTTP/1.0\r\nHost: {host}\r\n\r\n");
    r.get_mut().write_all(req.as_bytes()).await.unwrap();
    let mut seen = Seen {
        versions: Vec::new(),
        entries: BTreeSet::new(),
    };
    let (mut id, mut data) = (String::new(), String::new());
    let mut line = String::new();
    let mut told = false;
    loop {
        line.clear();
        if r.read_line(&mut line).await.unwrap() == 0 {
            panic!("the stream ended early");
        }
        let l = line.trim_end();
        if let Some(v) = l.strip_prefix("id: ") {
            id = v.to_string();
        } else if let Some(v) = l.strip_prefix("data: ") {
            data.push_str(v);
        } else if l.is_empty() && !data.is_empty() {
            let version = id.split('.').nth(1).unwrap().parse().unwrap();
            seen.versions.push(version);
            let listed = entries(&data);
            seen.entries.extend(listed.iter().copied());
            data.clear();
            if !told {
                told = true;
                ready.send(()).await.unwrap();
            }
            if listed.first() == Some(&CHANGES) {
                return seen;
            }
        }
    }
}

#[test]
fn a_hundred_pages_get_every_change_in_order_and_a_stalled_one_holds_none_up() {
    let file = game("serve-load");
    let s = Server::start(&file, &[]);
    let (host, base) = (s.host(), s.base());
    let path = format!("{base}events");
    // A page that never reads what it is sent.
    let mut stalled = TcpStream::connect(&host).unwrap();
    write!(stalled, "GET {path} HTTP/1.0\r\nHost: x\r\n\r\n").unwrap();
    // The pages read on a thread of their own while this one writes the changes.
    let (ready_tx, ready_rx) = std::sync::mpsc::channel();
    let (written_tx, written_rx) = tokio::sync::oneshot::channel::<()>();
    let reader = std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async move {
            let (tx, mut rx) = tokio::sync::mpsc::channel(PAGES);
            let pages: Vec<_> = (0..PAGES)
                .map(|_| tokio::spawn(page(host.clone(), path.clone(), tx.clone())))
                .collect();
            for _ in 0..PAGES {
                rx.recv().await.unwrap();
            }
            ready_tx.send(host).unwrap();
            written_rx.await.unwrap();
            let mut all = Vec::new();
            for p in pages {
                let r = tokio::time::timeout(Duration::from_secs(120), p).await;
                all.push(r.expect("every page gets the last change").unwrap());
            }
            all
        })
    });
    let host = ready_rx.recv().expect("every page opened");
    // How soon each change arrives is bench/ (bench/README.md, "Live view"), not a test's.
    for _ in 0..CHANGES {
        play(&file, &["roll", "d6"]);
    }
    written_tx.send(()).unwrap();
    let seen: Vec<Seen> = reader.join().unwrap();
    for (i, s) in seen.iter().enumerate() {
        // No event lost or out of order: the views come numbered one by one.
        for w in s.versions.windows(2) {
            assert_eq!(w[1], w[0] + 1, "page {i}: views {:?}", s.versions);
        }
        // And every change reached it (a view lists the last ten entries).
        let missing: Vec<u64> = (1..=CHANGES).filter(|n| !s.entries.contains(n)).collect();
        assert!(missing.is_empty(), "page {i} never saw entries {missing:?}");
    }
    // It still answers, and its memory stayed bounded.
    let a = get(&host, &base);
    assert_eq!(a.status, 200);
    let kb = rss_kb(s.child.id());
    assert!(kb < 200_000, "{kb} kB at its peak");
    drop(stalled);
}

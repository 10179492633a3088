//! `spw serve` in a real browser: Debian's headless Chromium driven by its chromedriver
//! through WebDriver (fantoccini). The page follows `fire`, `set`, `undo` and `next` written
//! from another process, shows nothing hidden, comes back after a reload and after the server
//! was gone a while, and fits a phone and a TV without scrolling sideways. Without Chromium
//! (`cfg(chromium)`, set by build.rs) these tests are reported as ignored, never as passed.
//! The latency of each change is measured by bench/serve.py (bench/README.md, "Live view").

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use fantoccini::{Client, ClientBuilder};
use serde_json::{Value, json};

use super::{Server, game, play};
use crate::harness::temp_dir;

/// A port free on loopback now.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// chromedriver, killed when dropped.
struct Driver {
    child: Child,
    url: String,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn driver() -> Driver {
    let port = free_port();
    let child = Command::new("chromedriver")
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver runs (apt-get install chromium-driver)");
    let url = format!("http://127.0.0.1:{port}");
    // A minute of tries, counted rather than timed: tests read no clock.
    let mut tries = 0;
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        tries += 1;
        assert!(tries < 1_200, "chromedriver did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    Driver { child, url }
}

/// Headless Chromium, as `.ci/run` runs it: no first-run screens, no network of its own, a
/// fresh profile.
async fn browser(d: &Driver, profile: &Path, width: u32, height: u32) -> Client {
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        json!({
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--hide-scrollbars",
                format!("--user-data-dir={}", profile.display()),
                format!("--window-size={width},{height}"),
            ]
        }),
    );
    let mut b = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new());
    b.capabilities(caps);
    b.connect(&d.url).await.expect("a WebDriver session")
}

/// Runs `script` in the page until it returns true (or fails after 12,000 tries, a minute and
/// more: counted, not timed).
async fn until(c: &Client, script: &str) {
    for _ in 0..12_000 {
        let v = c.execute(script, vec![]).await.unwrap();
        if v == Value::Bool(true) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    panic!("never true: {script}");
}

/// A script: whether the page's newest entry is (`op`) `n`, and the page is live.
fn newest_is(n: u64, op: &str) -> String {
    format!(
        "const e = document.querySelector('#view li.entry'); \
         return !!e && e.value {op} {n} && document.getElementById('live').textContent === 'live';"
    )
}

/// No horizontal overflow at this size, and a screenshot of it.
async fn fits(c: &Client, width: u32, height: u32, shot: &Path) {
    c.set_window_size(width, height).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let v = c
        .execute(
            "return [document.documentElement.scrollWidth, window.innerWidth, document.body.scrollWidth];",
            vec![],
        )
        .await
        .unwrap();
    let (doc, inner, body) = (
        v[0].as_u64().unwrap(),
        v[1].as_u64().unwrap(),
        v[2].as_u64().unwrap(),
    );
    assert!(
        doc <= inner && body <= inner,
        "{width}×{height}: content {doc}/{body} px wide in {inner}"
    );
    let png = c.screenshot().await.unwrap();
    assert_eq!(&png[1..4], b"PNG");
    std::fs::write(shot, png).unwrap();
}

/// A script for `execute_async`: what the page's own origin serves it as JSON, and the first
/// event of the JSON stream, both as text.
const READ_ALL: &str = r#"
const done = arguments[arguments.length - 1];
const base = document.body.dataset.events.replace(/events$/, "");
fetch(base + "view.json").then((r) => r.text()).then((json) => {
  const s = new EventSource(base + "events.json");
  s.addEventListener("view", (e) => { s.close(); done([json, e.data]); });
});
"#;

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

fn shots_dir() -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("serve-shots");
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
#[cfg_attr(
    not(chromium),
    ignore = "chromium is not installed (apt-get install chromium chromium-driver)"
)]
fn the_page_follows_fire_set_undo_and_next_from_another_process() {
    let file = game("browser-live");
    let port = free_port().to_string();
    let server = Server::start(&file, &["--port", &port]);
    let url = server.players.clone();
    let d = driver();
    let profile = temp_dir("browser-profile-live");
    rt().block_on(async {
        let c = browser(&d, &profile, 1280, 800).await;
        c.goto(&url).await.unwrap();
        until(
            &c,
            "return document.getElementById('live').textContent === 'live';",
        )
        .await;
        // 50 changes, each written by a one-liner and awaited on the page.
        let steps: [&[&str]; 4] = [
            &[
                "fire",
                "--unit",
                "1st Platoon",
                "--target",
                "Tigers",
                "--shots",
                "3",
            ],
            &["set", "Tigers", "pinned=true"],
            &["undo"],
            &["next"],
        ];
        // How soon each change arrives is bench/serve.py's to measure, not a test's.
        for n in 1..=50u64 {
            let words = steps[(n as usize - 1) % steps.len()];
            play(&file, words);
            until(&c, &newest_is(n, ">=")).await;
            if words[0] == "set" {
                until(&c, "return document.body.textContent.includes('pinned');").await;
            }
        }
        // The referee changes a hidden field in play: the page hears of the change, never of
        // the value, nor of the hidden unit, in its HTML, its events or the JSON it can fetch.
        play(&file, &["set", "Tigers", "note=ford-ambush-plan-c"]);
        until(&c, &newest_is(51, "===")).await;
        let html = c.source().await.unwrap();
        let fetched = c.execute_async(READ_ALL, vec![]).await.unwrap();
        let (json, events) = (fetched[0].as_str().unwrap(), fetched[1].as_str().unwrap());
        assert!(json.contains("\"entries\":51") && events.contains("\"entries\":51"));
        for (what, text) in [("HTML", html.as_str()), ("JSON", json), ("events", events)] {
            for secret in ["ford-ambush-plan", "Hidden Snipers"] {
                assert!(!text.contains(secret), "{secret} in the page's {what}");
            }
            assert!(
                text.contains("Tigers") && text.contains("1st Platoon"),
                "{what}"
            );
        }
        // A reload shows the game as it stands.
        c.refresh().await.unwrap();
        until(&c, &newest_is(51, "===")).await;
        // The phone and the TV: no sideways scrolling.
        let dir = shots_dir();
        fits(&c, 360, 740, &dir.join("players-360x740.png")).await;
        fits(&c, 1280, 800, &dir.join("players-1280x800.png")).await;
        c.close().await.unwrap();
    });
}

#[test]
#[cfg_attr(
    not(chromium),
    ignore = "chromium is not installed (apt-get install chromium chromium-driver)"
)]
fn a_page_that_lost_its_server_catches_up_when_it_is_back() {
    let file = game("browser-reconnect");
    let port = free_port().to_string();
    let server = Server::start(&file, &["--port", &port]);
    let url = server.players.clone();
    let d = driver();
    let profile = temp_dir("browser-profile-reconnect");
    rt().block_on(async {
        let c = browser(&d, &profile, 360, 740).await;
        c.goto(&url).await.unwrap();
        until(
            &c,
            "return document.getElementById('live').textContent === 'live';",
        )
        .await;
        // The server goes (the laptop asleep, the Wi-Fi lost); the game goes on without it.
        drop(server);
        until(
            &c,
            "return document.getElementById('live').textContent !== 'live';",
        )
        .await;
        play(
            &file,
            &[
                "fire",
                "--unit",
                "1st Platoon",
                "--target",
                "Tigers",
                "--shots",
                "2",
            ],
        );
        play(&file, &["next"]);
        // Back at the same address: the open page reconnects by itself and shows what it
        // missed, read from the journal.
        let server = Server::start(&file, &["--port", &port]);
        assert_eq!(server.players, url);
        until(&c, &newest_is(2, "===")).await;
        play(&file, &["set", "Tigers", "pinned=true"]);
        until(&c, &newest_is(3, "===")).await;
        c.refresh().await.unwrap();
        until(&c, &newest_is(3, "===")).await;
        fits(&c, 360, 740, &shots_dir().join("reconnected-360x740.png")).await;
        c.close().await.unwrap();
    });
}

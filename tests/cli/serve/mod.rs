//! `spw serve`: the real binary serving a game, read over plain HTTP on loopback (a request of
//! our own, so what the server sends is seen byte for byte), by many clients at once, and by
//! headless Chromium.

mod browser;
mod hostile;
mod load;
mod rules;
mod view;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use crate::harness::{bin, spw, temp_dir};

/// A roster with a unit hidden whole and fields hidden on a unit and on a side.
pub const ROSTER: &str = r#"
[[side]]
name = "Red"
[[side]]
name = "Blue"
hidden = ["morale"]

[[unit]]
name = "1st Platoon"
side = "Red"
figures = 10
marksmanship = 4
skill = 5
morale = 7

[[unit]]
name = "Tigers"
side = "Blue"
figures = 8
skill = 4
morale = 9
note = "ford-ambush-plan"
hidden = ["note"]

[[unit]]
name = "Hidden Snipers"
side = "Blue"
figures = 3
marksmanship = 3
skill = 4
hidden = true
"#;

/// A new game of Schwerpunkt with [`ROSTER`], in a fresh directory.
pub fn game(name: &str) -> PathBuf {
    let dir = temp_dir(name);
    let roster = dir.join("roster.toml");
    std::fs::write(&roster, ROSTER).unwrap();
    let file = dir.join("game.spw");
    let (f, r) = (file.to_str().unwrap(), roster.to_str().unwrap());
    spw(&["game", "new", f, "--seed", "11", "--roster", r]).ok();
    file
}

/// `spw --game FILE` with these words, which must succeed.
pub fn play(file: &Path, words: &[&str]) -> String {
    let mut args = vec!["--game", file.to_str().unwrap()];
    args.extend_from_slice(words);
    spw(&args).ok()
}

/// A running `spw serve`, killed when dropped.
pub struct Server {
    pub child: Child,
    pub players: String,
    pub referee: Option<String>,
}

impl Server {
    /// `spw serve --game FILE --json --port 0` and `more`; waits for its first line.
    pub fn start(file: &Path, more: &[&str]) -> Server {
        let mut cmd = Command::new(bin());
        cmd.args(["serve", "--game", file.to_str().unwrap(), "--json"]);
        if !more.contains(&"--port") {
            cmd.args(["--port", "0"]);
        }
        cmd.args(more);
        for (k, _) in std::env::vars() {
            if k.starts_with("SPW_") {
                cmd.env_remove(k);
            }
        }
        let mut child = cmd
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .stdin(Stdio::null())
            .spawn()
            .expect("spw serve starts");
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        let v: serde_json::Value = serde_json::from_str(&first)
            .unwrap_or_else(|e| panic!("serve's first line {first:?}: {e}"));
        Server {
            child,
            players: v["players"][0].as_str().unwrap().to_string(),
            referee: v["referee"].as_str().map(str::to_string),
        }
    }

    /// `host:port` the server listens on.
    pub fn host(&self) -> String {
        self.players
            .trim_start_matches("http://")
            .split('/')
            .next()
            .unwrap()
            .to_string()
    }

    /// The players' base path (`/` or `/KEY/`).
    pub fn base(&self) -> String {
        let rest = self.players.trim_start_matches("http://");
        rest[rest.find('/').unwrap()..].to_string()
    }

    pub fn referee_base(&self) -> String {
        let r = self
            .referee
            .as_deref()
            .unwrap()
            .trim_start_matches("http://");
        r[r.find('/').unwrap()..].to_string()
    }

    /// Sends SIGINT, as Ctrl-C does, and waits for the exit status.
    pub fn interrupt(mut self) -> std::process::ExitStatus {
        Command::new("kill")
            .args(["-INT", &self.child.id().to_string()])
            .status()
            .unwrap();
        let s = self.child.wait().unwrap();
        std::mem::forget(self);
        s
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An answer: its status, its headers (lower-case names) and its body.
pub struct Answer {
    pub status: u16,
    pub headers: String,
    pub body: String,
}

/// Sends `request` as it is and reads the answer to the end (the server closes each
/// connection after one answer).
pub fn raw(host: &str, request: &[u8]) -> Answer {
    let mut s = TcpStream::connect(host).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    // The server may answer (431) and close before a large request is all written.
    let _ = s.write_all(request);
    let mut bytes = Vec::new();
    let _ = s.read_to_end(&mut bytes);
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    Answer {
        status,
        headers: head.to_lowercase(),
        body: body.to_string(),
    }
}

/// `GET path` (HTTP/1.0, so a stream comes without chunks).
pub fn get(host: &str, path: &str) -> Answer {
    raw(
        host,
        format!("GET {path} HTTP/1.0\r\nHost: {host}\r\n\r\n").as_bytes(),
    )
}

/// A page's or tool's event stream, read event by event.
pub struct Events {
    reader: BufReader<TcpStream>,
}

/// One server-sent event.
#[derive(Clone, Debug)]
pub struct Event {
    pub name: String,
    pub id: String,
    pub data: String,
}

impl Events {
    pub fn open(host: &str, path: &str, last: Option<&str>) -> Events {
        let mut s = TcpStream::connect(host).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
        let last = last.map_or(String::new(), |l| format!("Last-Event-ID: {l}\r\n"));
        write!(s, "GET {path} HTTP/1.0\r\nHost: {host}\r\n{last}\r\n").unwrap();
        let mut reader = BufReader::new(s);
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        assert!(line.contains(" 200 "), "{path}: {line}");
        loop {
            line.clear();
            reader.read_line(&mut line).unwrap();
            if line == "\r\n" {
                break;
            }
        }
        Events { reader }
    }

    /// The next event (keep-alive comments skipped); `None` at the end of the stream.
    pub fn next(&mut self) -> Option<Event> {
        let mut e = Event {
            name: String::new(),
            id: String::new(),
            data: String::new(),
        };
        let mut line = String::new();
        loop {
            line.clear();
            if self.reader.read_line(&mut line).ok()? == 0 {
                return None;
            }
            let l = line.trim_end_matches(['\r', '\n']);
            if l.is_empty() {
                if !e.name.is_empty() || !e.data.is_empty() {
                    return Some(e);
                }
                continue;
            }
            if let Some(v) = l.strip_prefix("event:") {
                e.name = v.trim().to_string();
            } else if let Some(v) = l.strip_prefix("id:") {
                e.id = v.trim().to_string();
            } else if let Some(v) = l.strip_prefix("data:") {
                if !e.data.is_empty() {
                    e.data.push('\n');
                }
                e.data.push_str(v.strip_prefix(' ').unwrap_or(v));
            }
        }
    }

    /// The next view whose JSON's entry count reaches `entries`.
    pub fn until_entries(&mut self, entries: u64) -> serde_json::Value {
        loop {
            let e = self.next().expect("the stream goes on");
            let v: serde_json::Value = serde_json::from_str(&e.data).unwrap();
            if v["entries"].as_u64() >= Some(entries) {
                return v;
            }
        }
    }
}

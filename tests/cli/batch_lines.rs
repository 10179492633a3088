//! A batch into a pipe holds its replies while the next lines are read in already, and writes
//! them together: what that must not change. A program feeding spw a line at a time still
//! gets each reply before it sends the next line, and an error or a warning on stderr still
//! comes after the replies to the lines before it. And a name of 100,000 characters is laid
//! out whole, however wide it is.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use crate::harness::{bin, spw, temp_dir};

/// How long a reply may take before spw is taken to be holding it (a watchdog, not a speed
/// test: a reply comes in milliseconds).
const WAIT: Duration = Duration::from_secs(120);

fn spw_piped(args: &[&str]) -> Command {
    let mut c = Command::new(bin());
    c.args(args)
        .env_remove("SPW_SEED")
        .env_remove("SPW_RULES")
        .env_remove("SPW_DATA")
        .env_remove("SPW_WIDTH")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    c
}

#[test]
fn a_program_feeding_a_line_at_a_time_gets_each_reply_before_the_next() {
    for json in [false, true] {
        let mut args = vec!["--seed", "3"];
        if json {
            args.push("--json");
        }
        let mut child = spw_piped(&args).spawn().expect("spawn spw");
        let mut stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        // Replies read on a thread of their own, so a held reply fails the test instead of
        // hanging it.
        let (tx, rx) = mpsc::channel::<String>();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if !line.is_empty() && tx.send(line).is_err() {
                    break;
                }
            }
        });
        for (n, command) in ["roll 4d6kh3", "roll 100d6", "draw 2", "roll d6"]
            .iter()
            .enumerate()
        {
            writeln!(stdin, "{command}").expect("write a line");
            stdin.flush().expect("send it");
            let reply = rx.recv_timeout(WAIT).unwrap_or_else(|_| {
                let _ = child.kill();
                panic!(
                    "no reply to line {} ({command}) while spw waits for the next",
                    n + 1
                )
            });
            assert!(!reply.is_empty(), "{command}: {reply}");
        }
        drop(stdin);
        let status = child.wait().expect("spw ends");
        assert!(status.success(), "{status:?}");
        reader.join().expect("reader");
    }
}

#[test]
fn a_reply_is_not_held_while_spw_waits_for_the_rest_of_a_continued_line() {
    let mut child = spw_piped(&["--seed", "3"]).spawn().expect("spawn spw");
    let mut stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = mpsc::channel::<String>();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if !line.is_empty() && tx.send(line).is_err() {
                break;
            }
        }
    });
    // A whole line and the start of one that goes on (` \`): the first reply must come
    // while the rest of the second is still to be typed.
    stdin
        .write_all(b"roll 2d6 --dice 3,4\nroll 1d6 \\\n")
        .expect("write");
    stdin.flush().expect("send it");
    let reply = rx.recv_timeout(WAIT).unwrap_or_else(|_| {
        let _ = child.kill();
        panic!("no reply to line 1 while spw waits for the rest of line 2")
    });
    assert_eq!(reply, "2d6: 3 4 = 7");
    stdin.write_all(b"  --dice 5\n").expect("write");
    drop(stdin);
    let reply = rx.recv_timeout(WAIT).expect("the continued line's reply");
    assert_eq!(reply, "1d6: 5 = 5");
    assert!(child.wait().expect("spw ends").success());
    reader.join().expect("reader");
}

#[test]
fn errors_and_warnings_come_after_the_replies_before_them() {
    // Standard output and standard error into one file, as `spw < turn.txt > log 2>&1` does.
    let dir = temp_dir("batch-order");
    let log = dir.join("log");
    let file = std::fs::File::create(&log).expect("log");
    let input = "roll 4d6kh3\nfrobnicate\nroll 2d6 --dice 3,4,5\nroll 1d8\nroll 1d6/0\nroll 3d6\n";
    let mut child = spw_piped(&["--seed", "1"])
        .stdout(file.try_clone().expect("the log again"))
        .stderr(file)
        .spawn()
        .expect("spawn spw");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("the batch");
    let status = child.wait().expect("spw ends");
    assert_eq!(status.code(), Some(2));
    let text = std::fs::read_to_string(&log).expect("the log");
    let at = |needle: &str| {
        text.find(needle)
            .unwrap_or_else(|| panic!("{needle:?} is not in:\n{text}"))
    };
    let order = [
        at("4d6kh3: "),
        at("line 2: "),
        at("2d6: 3 4 = 7"),
        at("warning: --dice: 1 die was not used"),
        at("1d8: "),
        at("line 5: "),
        at("3d6: "),
    ];
    assert!(order.is_sorted(), "out of order:\n{text}");
    // Through pipes of their own, the same replies and errors, each in its order.
    let piped = spw(&["--seed", "1"]).stdin(input).run();
    assert_eq!(piped.status, 2);
    for stream in [&piped.stdout, &piped.stderr] {
        let mut lines = text.lines();
        for want in stream.lines() {
            assert!(
                lines.any(|l| l == want),
                "{want:?} is not in its place in:\n{text}"
            );
        }
    }
}

#[test]
fn a_side_name_of_100000_characters_stands_whole_on_its_own_line() {
    let name = "x".repeat(100_000);
    let sides = format!("{name},B");
    let out = spw(&[
        "victory",
        "--sides",
        &sides,
        "--main",
        "B",
        "--destroyed",
        "1,1",
    ])
    .ok();
    // The table cannot be 80 columns wide: a line for each row, the name with its side's
    // points (a no-break space between them) on a line of their own, whole.
    let named: Vec<&str> = out.lines().filter(|l| l.contains('x')).collect();
    let want: Vec<String> = [0, 0, 0, 1, 1]
        .iter()
        .map(|v| format!("  {name}:\u{a0}{v}"))
        .collect();
    assert!(named == want, "{}", &out[..out.len().min(2000)]);
    assert!(
        out.lines().all(|l| l.len() <= 80 || l.contains(&name)),
        "a line is wider than 80 columns but not the name"
    );
    assert!(out.ends_with("victory to B by 500 points (501 to 1)\n"));
}

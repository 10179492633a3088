//! Output that cannot be written: a closed pipe ends quietly with status 0 (`spw ... | head`),
//! any other failed write is one error line and status 1. `main` decides both, once.

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};

fn bin() -> Command {
    let mut c = Command::new(crate::harness::bin());
    c.env_remove("SPW_SEED")
        .env_remove("SPW_RULES")
        .env_remove("SPW_DATA");
    c
}

/// Reads one line of `args`' output, closes the pipe, and returns the exit status and stderr.
fn close_after_one_line(args: &[&str], stdin: &str) -> (Option<i32>, String) {
    let mut child = bin()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn spw");
    let mut input = child.stdin.take().expect("stdin");
    let stdin = stdin.to_string();
    // From another thread, so a program blocked on its full stdout cannot block us; it may stop
    // reading once its output is gone, and that is not our failure.
    let feeder = std::thread::spawn(move || {
        use std::io::Write;
        let _ = input.write_all(stdin.as_bytes());
    });
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    let mut first = String::new();
    out.read_line(&mut first).expect("first line");
    assert!(!first.is_empty());
    drop(out);
    let mut err = String::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut err)
        .expect("stderr");
    let _ = feeder.join();
    (child.wait().expect("wait").code(), err)
}

#[test]
fn a_closed_pipe_ends_quietly_with_status_0() {
    // Far more output than a pipe buffers, so the program is still writing when it closes.
    let (code, err) = close_after_one_line(&["--seed", "1", "terrain", "--count", "1000"], "");
    assert_eq!(code, Some(0), "stderr: {err}");
    assert_eq!(err, "");
    let batch = "roll 100d6\n".repeat(5000);
    let (code, err) = close_after_one_line(&["--seed", "1"], &batch);
    assert_eq!(code, Some(0), "stderr: {err}");
    assert_eq!(err, "");
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_one_error_line_and_status_1() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let done = bin()
        .args(["--seed", "1", "roll", "2d6"])
        .stdin(Stdio::null())
        .stdout(full)
        .output()
        .expect("run spw");
    assert_eq!(done.status.code(), Some(1));
    let err = String::from_utf8_lossy(&done.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: cannot write output:"), "{err}");
}

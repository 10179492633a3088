//! The program: `spw::run`, then the exit status (and the one place a closed pipe is handled).
//!
//! On Linux with glibc spw starts from C's `main` (`no_main`): Rust's own start-up reads
//! /proc/self/maps for the main thread's stack guard and installs stack-overflow handlers, work
//! every one-liner would pay for (bench/README.md, "Start-up"). What spw relies on of it,
//! `prepare` does: SIGPIPE ignored, descriptors 0–2 open. What it gives up: a stack overflow
//! ends with SIGSEGV instead of Rust's message and SIGABRT, and a panic names no thread.
#![cfg_attr(all(target_os = "linux", target_env = "gnu"), no_main)]

use std::io::Write;

/// spw's exit status, or the end of output. A closed pipe (`spw ... | head -1`) ends quietly
/// with 0; any other failed write is one line on stderr and status 1. `stdout_closed`:
/// standard output was closed when spw started (`spw roll 2d6 >&-`), so the result would be
/// lost.
fn run(stdout_closed: bool) -> i32 {
    if stdout_closed {
        let _ = writeln!(
            std::io::stderr(),
            "error: cannot write output: standard output is closed, so the result would be lost"
        );
        return 1;
    }
    match spw::run(std::env::args_os()) {
        Ok(code) => code,
        Err(e) => {
            if e.code() != 0 {
                let _ = writeln!(std::io::stderr(), "error: {e}");
            }
            e.code()
        }
    }
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[unsafe(no_mangle)]
extern "C" fn main(_argc: libc::c_int, _argv: *const *const libc::c_char) -> libc::c_int {
    // The arguments reach `std::env::args_os` as usual (glibc hands them to Rust's own
    // initialiser). A panic ends with status 101, as from Rust's `main`.
    let stdout_closed = prepare();
    let code = std::panic::catch_unwind(|| run(stdout_closed)).unwrap_or(101);
    // `exit` flushes Rust's standard output, as returning from Rust's `main` does.
    std::process::exit(code)
}

/// What Rust's start-up does that spw needs: SIGPIPE ignored (a write to a closed pipe is an
/// error spw ends on quietly), and descriptors 0–2 open: a closed one is opened on /dev/null,
/// so no file spw opens takes its place. Returns whether descriptor 1 was closed.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn prepare() -> bool {
    // SAFETY: plain system calls on descriptors 0–2 and SIGPIPE's disposition, made before
    // anything else runs; `pollfd` is a plain C struct.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
        let mut fds = [0, 1, 2].map(|fd| libc::pollfd {
            fd,
            events: 0,
            revents: 0,
        });
        while libc::poll(fds.as_mut_ptr(), 3, 0) == -1 {
            if std::io::Error::last_os_error().raw_os_error() != Some(libc::EINTR) {
                // poll refused (too little memory): ask each descriptor instead.
                for f in &mut fds {
                    if libc::fcntl(f.fd, libc::F_GETFD) == -1 {
                        f.revents = libc::POLLNVAL;
                    }
                }
                break;
            }
        }
        let mut stdout_closed = false;
        for f in fds.iter().filter(|f| f.revents & libc::POLLNVAL != 0) {
            stdout_closed |= f.fd == 1;
            // The lowest free descriptor: the closed one.
            if libc::open(c"/dev/null".as_ptr(), libc::O_RDWR) != f.fd {
                libc::abort();
            }
        }
        stdout_closed
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn main() {
    std::process::exit(run(false));
}

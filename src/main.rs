use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};

/// Standard output was closed when spw started (`spw roll 2d6 >&-`). Rust's start-up reopens a
/// closed descriptor on /dev/null, after which writes vanish without an error, so this is
/// looked at before that, from the ELF initialisers (Linux).
static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);

#[cfg(target_os = "linux")]
extern "C" fn note_closed_stdout() {
    // F_GETFD fails (EBADF) only when there is no descriptor 1: one system call, and no
    // /proc needed.
    // SAFETY: fcntl with F_GETFD reads the descriptor's flags and changes nothing.
    if unsafe { libc::fcntl(1, libc::F_GETFD) } == -1 {
        STDOUT_CLOSED.store(true, Ordering::Relaxed);
    }
}

#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static NOTE_CLOSED_STDOUT: extern "C" fn() = note_closed_stdout;

/// The program: spw's exit status, or the end of output. A closed pipe (`spw ... | head -1`)
/// ends quietly with 0; any other failed write is one line on stderr and status 1.
fn main() {
    if STDOUT_CLOSED.load(Ordering::Relaxed) {
        let _ = writeln!(
            std::io::stderr(),
            "error: cannot write output: standard output is closed, so the result would be lost"
        );
        std::process::exit(1);
    }
    let code = match spw::run(std::env::args_os()) {
        Ok(code) => code,
        Err(e) => {
            if e.code() != 0 {
                let _ = writeln!(std::io::stderr(), "error: {e}");
            }
            e.code()
        }
    };
    std::process::exit(code);
}

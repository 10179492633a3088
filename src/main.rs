use std::io::Write;

/// The program: spw's exit status, or the end of output. A closed pipe (`spw ... | head -1`)
/// ends quietly with 0; any other failed write is one line on stderr and status 1.
fn main() {
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

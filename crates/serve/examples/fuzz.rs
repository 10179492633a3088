//! A mutation fuzzer for `spw serve`'s request path, on the stable toolchain: requests from
//! `fuzz/requests.txt` (one a line, `\r\n` written out) mutated by a seeded generator, each
//! answered in-process by a server holding a fixed view (`spw_serve::fuzz`), and checked: no
//! panic, an HTTP answer of a status the server gives, 200 only with a key, the referee's view
//! only with the referee's key. How to run it: bench/README.md, "Fuzzing".
//!
//! ```text
//! cargo run --release -p spw-serve --example fuzz -- [--inputs N] [--seed N]
//! ```

use std::panic::{AssertUnwindSafe, catch_unwind};

use spw_serve::fuzz::{Rng, Target, check, corpus, mutate};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let opt = |name: &str, default: u64| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let (inputs, seed) = (opt("--inputs", 100_000), opt("--seed", 1));
    let corpus = corpus();
    let target = Target::new();
    let mut rng = Rng(seed);
    let mut found = 0u64;
    for i in 0..inputs {
        let input = mutate(&mut rng, &corpus);
        let r = catch_unwind(AssertUnwindSafe(|| target.answer(&input)));
        let why = match &r {
            Err(_) => Some("panicked".to_string()),
            Ok(a) => check(&input, a),
        };
        if let Some(why) = why {
            found += 1;
            println!("input {i}: {why}: {:?}", String::from_utf8_lossy(&input));
        }
        if (i + 1) % 10_000 == 0 {
            eprintln!("{} inputs, {found} found", i + 1);
        }
    }
    eprintln!("{inputs} inputs (seed {seed}): {found} found");
    std::process::exit(i32::from(found > 0));
}

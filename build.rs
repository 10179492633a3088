//! Pre-compiles the built-in data tables (`data/*.toml`) to compact JSON at build time, so a
//! one-shot command deserialises its tables with serde_json instead of lexing and parsing TOML,
//! the slower of the two (bench/README.md, "Start-up"). The TOML stays the
//! source: it is embedded too, for listings, `--data` house rules and error positions, and the
//! loader falls back to it whenever the compiled form is missing or does not deserialise.
//!
//! Writes `$OUT_DIR/compiled_data.rs`: one `Compiled` per file (its TOML, its JSON and where
//! each table's JSON lies in it).
//!
//! On Linux with glibc it also links the unwinder statically (see [`link_unwinder`]), and
//! wherever the linker takes it, lays out the functions a one-liner runs side by side (see
//! [`order_functions`]). It tells the tests whether headless Chromium and poppler are there to
//! print `spw sheet` ([`sheet_printing`]).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::{env, fs};

fn main() {
    link_unwinder();
    order_functions();
    sheet_printing();
    browser();
    let root = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let data = Path::new(&root).join("data");
    println!("cargo:rerun-if-changed=data");
    let mut names: Vec<String> = fs::read_dir(&data)
        .expect("data/ is part of the crate")
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".toml").map(str::to_string))
        .collect();
    names.sort();
    let mut table = String::from("&[\n");
    for name in &names {
        let path = data.join(format!("{name}.toml"));
        println!("cargo:rerun-if-changed={}", path.display());
        let text = fs::read_to_string(&path).expect("a data file reads as UTF-8");
        // A file that is not valid TOML fails the build here, naming it; the loader would
        // report it at run time with its line and column anyway.
        let value: toml::Table = match text.parse() {
            Ok(v) => v,
            Err(e) => panic!("data/{name}.toml is not valid TOML: {e}"),
        };
        // The file's JSON written key by key, so where each table lies is known: a one-liner
        // reads only its own tables, without scanning the others.
        let mut json = String::from("{");
        let mut at = String::new();
        for (i, (key, v)) in value.iter().enumerate() {
            if i > 0 {
                json.push(',');
            }
            json.push_str(&serde_json::to_string(key).expect("a key serialises as JSON"));
            json.push(':');
            let start = json.len();
            json.push_str(&serde_json::to_string(v).expect("a TOML value serialises as JSON"));
            at.push_str(&format!("({key:?}, {start}, {}), ", json.len()));
        }
        json.push('}');
        let json_path = Path::new(&out).join(format!("{name}.json"));
        fs::write(&json_path, json).expect("OUT_DIR is writable");
        table.push_str(&format!(
            "    Compiled {{ toml: include_str!({:?}), json: include_str!({:?}), tables: &[{at}] }},\n",
            path.display().to_string(),
            json_path.display().to_string()
        ));
    }
    table.push_str("]\n");
    fs::write(Path::new(&out).join("compiled_data.rs"), table).expect("OUT_DIR is writable");
}

/// `cfg(spw_print)` when headless Chromium and poppler's `pdfinfo` and `pdftoppm` are on the
/// `PATH` (`SPW_CHROMIUM` may name the browser): the tests that print `spw sheet` to PDF
/// (tests/cli/sheet_print.rs) run then, and are counted as ignored otherwise.
fn sheet_printing() {
    println!("cargo:rustc-check-cfg=cfg(spw_print)");
    println!("cargo:rerun-if-env-changed=PATH");
    println!("cargo:rerun-if-env-changed=SPW_CHROMIUM");
    let on_path = |name: &str| {
        env::var_os("PATH").is_some_and(|p| env::split_paths(&p).any(|d| d.join(name).is_file()))
    };
    let browser =
        env::var_os("SPW_CHROMIUM").is_some_and(|b| Path::new(&b).is_file()) || on_path("chromium");
    if browser && on_path("pdfinfo") && on_path("pdftoppm") {
        println!("cargo:rustc-cfg=spw_print");
    }
}

/// Links gcc's unwinder (`libgcc_eh.a`) into the binary, so a dynamically linked build no
/// longer loads `libgcc_s.so` at start-up (only unwinding used it, and every one-liner paid
/// for loading it and running its constructor: bench/README.md, "Start-up"). Only for
/// linux-gnu without `crt-static` (a static build links it anyway), and only when the C
/// compiler that links has the archive; otherwise the binary links as it always did.
fn link_unwinder() {
    let var = |k: &str| env::var(k).unwrap_or_default();
    println!("cargo:rerun-if-env-changed=RUSTC_LINKER");
    let static_crt = var("CARGO_CFG_TARGET_FEATURE")
        .split(',')
        .any(|f| f == "crt-static");
    if var("CARGO_CFG_TARGET_OS") != "linux" || var("CARGO_CFG_TARGET_ENV") != "gnu" || static_crt {
        return;
    }
    // A cross build without a linker of its own would ask the host's compiler.
    let linker = match env::var("RUSTC_LINKER") {
        Ok(l) => l,
        Err(_) if var("HOST") == var("TARGET") => "cc".to_string(),
        Err(_) => return,
    };
    let Ok(out) = Command::new(&linker)
        .arg("-print-file-name=libgcc_eh.a")
        .output()
    else {
        return;
    };
    let found = String::from_utf8_lossy(&out.stdout).trim().to_string();
    // A compiler without it prints the bare name back.
    if out.status.success() && Path::new(&found).is_absolute() && Path::new(&found).is_file() {
        println!("cargo:rustc-link-lib=static:-bundle=gcc_eh");
    }
}

/// The functions spw's one-liners run, in `link/startup-order.txt` (made by
/// `bench/order.py`), are placed together at the start of the code, so start-up touches a few
/// pages of it rather than pages all over the binary (bench/README.md, "Start-up"). The names
/// are the ones the toolchain the file was made with gives; another toolchain's binary simply
/// keeps its usual layout. Only when a test link shows the linker takes `--symbol-ordering-file` (lld, the
/// default on x86_64 Linux since Rust 1.90; GNU ld refuses it), with this build's own flags.
fn order_functions() {
    let root = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let order = Path::new(&root).join("link").join("startup-order.txt");
    println!("cargo:rerun-if-changed={}", order.display());
    if !order.is_file() {
        return;
    }
    let args = [
        format!("-Wl,--symbol-ordering-file={}", order.display()),
        "-Wl,--no-warn-symbol-ordering".to_string(),
    ];
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let probe = out.join("order_probe.rs");
    if fs::write(&probe, "fn main() {}\n").is_err() {
        return;
    }
    let mut rustc = Command::new(env::var("RUSTC").unwrap_or_else(|_| "rustc".into()));
    rustc
        .args(["--crate-type", "bin", "--edition", "2021", "-o"])
        .arg(out.join("order_probe"))
        .arg(&probe);
    if let Ok(target) = env::var("TARGET") {
        rustc.args(["--target", &target]);
    }
    if let Ok(linker) = env::var("RUSTC_LINKER") {
        rustc.arg(format!("-Clinker={linker}"));
    }
    let flags = env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    rustc.args(flags.split('\x1f').filter(|f| !f.is_empty()));
    for a in &args {
        rustc.arg(format!("-Clink-arg={a}"));
    }
    let linked = rustc
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if linked {
        for a in &args {
            println!("cargo:rustc-link-arg-bins={a}");
        }
    }
}

/// `cfg(chromium)` when Debian's `chromium` and `chromedriver` are on the PATH: `spw serve`'s
/// browser tests run with them, and are reported as ignored without them (never as passed).
/// Looked for again when the PATH or a directory on it changes (a package installed).
fn browser() {
    println!("cargo::rustc-check-cfg=cfg(chromium)");
    println!("cargo:rerun-if-env-changed=PATH");
    let path = env::var_os("PATH").unwrap_or_default();
    let dirs: Vec<PathBuf> = env::split_paths(&path).filter(|d| d.is_dir()).collect();
    for d in &dirs {
        println!("cargo:rerun-if-changed={}", d.display());
    }
    let found = |name: &str| dirs.iter().any(|d| d.join(name).is_file());
    if found("chromium") && found("chromedriver") {
        println!("cargo:rustc-cfg=chromium");
    }
}

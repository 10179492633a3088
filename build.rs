//! Pre-compiles the built-in data tables (`data/*.toml`) to compact JSON at build time, so a
//! one-shot command deserialises its tables with serde_json instead of lexing and parsing TOML
//! (about a fifth of a procedure's start-up: bench/README.md, issue 17). The TOML stays the
//! source: it is embedded too, for listings, `--data` house rules and error positions, and the
//! loader falls back to it whenever the compiled form is missing or does not deserialise.
//!
//! Writes `$OUT_DIR/compiled_data.rs`: one `(toml text, json text)` pair per file.

use std::path::Path;
use std::{env, fs};

fn main() {
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
        let json = serde_json::to_string(&value).expect("a TOML table serialises as JSON");
        let json_path = Path::new(&out).join(format!("{name}.json"));
        fs::write(&json_path, json).expect("OUT_DIR is writable");
        table.push_str(&format!(
            "    (include_str!({:?}), include_str!({:?})),\n",
            path.display().to_string(),
            json_path.display().to_string()
        ));
    }
    table.push_str("]\n");
    fs::write(Path::new(&out).join("compiled_data.rs"), table).expect("OUT_DIR is writable");
}

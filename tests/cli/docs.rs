//! The completion scripts, the man page and the JSON Schema are generated from the code and
//! committed; these tests regenerate them and fail when the committed files are stale.
//! To rewrite them: `SPW_UPDATE_DOCS=1 cargo test --test cli docs`.

use std::path::Path;

use crate::case::Case;
use crate::harness::spw;

/// `spw ARGS` prints exactly the committed `file`; `SPW_UPDATE_DOCS=1` rewrites the file.
fn check(args: &[&str], file: &str) {
    Case::new(args).stdout_file(file).check();
}

#[test]
fn completions_are_current() {
    check(&["completions", "bash"], "completions/spw.bash");
    check(&["completions", "zsh"], "completions/_spw");
    check(&["completions", "fish"], "completions/spw.fish");
    check(&["completions", "elvish"], "completions/spw.elv");
    check(&["completions", "powershell"], "completions/_spw.ps1");
}

#[test]
fn man_page_is_current() {
    check(&["man"], "man/spw.1");
}

/// The JSON Schema is made from the code (each procedure's options and facts): renaming an
/// option or a quantity changes it, and this fails until it is regenerated and committed.
#[test]
fn json_schema_is_current() {
    check(&["schema"], "schema/spw.schema.json");
}

#[test]
fn man_page_documents_every_procedure() {
    let man = spw(&["man"]).ok();
    let rules = spw(&["--json", "rules"]).ok();
    let v: serde_json::Value = serde_json::from_str(&rules).unwrap();
    for p in v["result"]["procedures"].as_array().unwrap() {
        let name = p["procedure"].as_str().unwrap();
        // At the top level, or under its rule set when another rule set has the name there.
        let under = format!("SPW {} {}", p["rules"].as_str().unwrap(), name).to_uppercase();
        assert!(
            man.contains(&format!("SPW {}\"", name.to_uppercase())) || man.contains(&under),
            "man page lacks {name}"
        );
    }
}

/// The README's ```console examples: each `$ spw ...` line run for real, its output compared
/// with the lines under it. `SPW_UPDATE_DOCS=1` rewrites the outputs in place.
#[test]
fn readme_examples_are_real_output() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md");
    let readme = std::fs::read_to_string(&path).expect("README.md");
    let mut fresh = String::new();
    let mut stale = Vec::new();
    let mut examples = 0;
    let mut in_console = false;
    let mut lines = readme.lines().peekable();
    while let Some(line) = lines.next() {
        fresh.push_str(line);
        fresh.push('\n');
        if line == "```console" {
            in_console = true;
            continue;
        }
        if line.starts_with("```") {
            in_console = false;
            continue;
        }
        let Some(command) = line.strip_prefix("$ spw ").filter(|_| in_console) else {
            continue;
        };
        // The documented output: every line up to the next command or the end of the block.
        let mut documented = String::new();
        while let Some(next) = lines.peek() {
            if next.starts_with("$ ") || next.starts_with("```") {
                break;
            }
            documented.push_str(next);
            documented.push('\n');
            lines.next();
        }
        // Read as a shell would, so a quoted word (`--goal 'defender_hits>=2'`) is one argument
        // and a README line pasted into a shell runs what the README shows.
        let words = shlex::split(command)
            .unwrap_or_else(|| panic!("README line with unbalanced quotes: $ spw {command}"));
        let args: Vec<&str> = words.iter().map(String::as_str).collect();
        let real = spw(&args).ok();
        fresh.push_str(&real);
        examples += 1;
        if real != documented {
            stale.push(format!(
                "$ spw {command}\n--- README\n{documented}--- real\n{real}"
            ));
        }
    }
    assert!(
        examples >= 8,
        "the README's tour has only {examples} examples"
    );
    if std::env::var_os("SPW_UPDATE_DOCS").is_some() {
        std::fs::write(&path, fresh).expect("write README.md");
        return;
    }
    assert!(
        stale.is_empty(),
        "README examples differ from the real output (SPW_UPDATE_DOCS=1 rewrites them):\n{}",
        stale.join("\n")
    );
}

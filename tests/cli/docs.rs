//! The completion scripts and the man page are generated from the clap definitions and
//! committed; these tests regenerate them and fail when the committed files are stale.
//! To rewrite them: `SPW_UPDATE_DOCS=1 cargo test --test cli docs`.

use std::path::Path;

use crate::harness::spw;

fn check(args: &[&str], file: &str) {
    let fresh = spw(args).ok();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    if std::env::var_os("SPW_UPDATE_DOCS").is_some() {
        std::fs::write(&path, &fresh).expect("write generated file");
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "{file} is stale: regenerate it with `SPW_UPDATE_DOCS=1 cargo test --test cli docs` and commit it"
    );
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

#[test]
fn man_page_documents_every_procedure() {
    let man = spw(&["man"]).ok();
    let rules = spw(&["--json", "rules"]).ok();
    let v: serde_json::Value = serde_json::from_str(&rules).unwrap();
    for p in v["result"]["procedures"].as_array().unwrap() {
        let name = p["procedure"].as_str().unwrap();
        assert!(
            man.contains(&format!("SPW {}", name.to_uppercase())),
            "man page lacks {name}"
        );
    }
}

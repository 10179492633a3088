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

fn readme() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("README.md")
}

/// A newcomer's first hour, from the README alone on a fresh clone.
#[test]
fn the_readme_gets_a_newcomer_started() {
    let readme = readme();
    // `cargo install` without --locked resolves every dependency again, to versions the tests
    // never ran.
    assert!(readme.contains("cargo install --locked --path ."));
    assert!(
        !readme.contains("cargo install --path"),
        "an install line without --locked"
    );
    // Before the tour: what the first build costs (Development has the figures), and where
    // the completions and the man page are.
    let top = &readme[..readme.find("\n## A tour").expect("the tour")];
    for link in [
        "[Development](#development)",
        "(#shell-completions-and-man-page)",
    ] {
        assert!(top.contains(link), "{link}");
    }
    // As many rule sets as spw has.
    let n = spw(&["rules"]).json()["result"]["rule_sets"]
        .as_array()
        .expect("rule sets")
        .len();
    let words = [
        "", "one", "two", "three", "four", "five", "six", "seven", "eight",
    ];
    assert!(
        readme.contains(&format!("for {} rule sets so far", words[n])),
        "the README does not say {n} rule sets"
    );
    // A file redirected into a directory of the reader's own: the directory is made first.
    for line in readme.lines() {
        let Some((_, file)) = line.split_once(" > ~/") else {
            continue;
        };
        let dir = file
            .split_whitespace()
            .next()
            .and_then(|f| f.rsplit_once('/'));
        if let Some((dir, _)) = dir {
            let mkdir = format!("mkdir -p ~/{dir}");
            assert!(
                readme.contains(&mkdir),
                "{line}: the README never says {mkdir}"
            );
        }
    }
}

/// The README's house-rule mistake, made the README's way (`spw tables damage --toml`, the
/// row for a 4 deleted), gives the error the README shows.
#[test]
fn the_readme_shows_the_error_a_house_rule_file_made_its_way_gives() {
    let readme = readme();
    let block = readme
        .split("```text\n")
        .find(|b| b.contains("spw tables damage --toml > my-rules/schwerpunkt.toml"))
        .expect("the README's house-rule mistake");
    let lines: Vec<&str> = block.lines().collect();
    let command = lines[1].strip_prefix("$ spw ").expect("the command");
    let shown = lines[2];
    let dir = crate::harness::temp_dir("readme-house-rule");
    std::fs::create_dir_all(dir.join("my-rules")).expect("my-rules");
    let table = spw(&["tables", "damage", "--toml"]).ok();
    let (before, rest) = table
        .split_once("[[damage.rows]]\nroll = \"4\"")
        .expect("a 4");
    let after = &rest[rest.find("[[damage.rows]]").expect("the next row")..];
    std::fs::write(
        dir.join("my-rules/schwerpunkt.toml"),
        format!("{before}{after}"),
    )
    .expect("write");
    let args: Vec<String> = shlex::split(command).expect("words");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let done = spw(&args).dir(&dir).run();
    assert_eq!((done.status, done.stderr.trim_end()), (2, shown));
}

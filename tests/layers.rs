//! The layers of `src/` and the engine crate (`crates/engine/src/`) point only down
//! (ARCHITECTURE.md, "Layers"): every top-level module imports only modules of lower layers, no
//! files import each other in a circle, no file is over 800 lines of code and no function over
//! 120. Read from whole files, test code left out by item, every path of a nested `use` group
//! (`layers/source.rs`), so a new upward import or a file grown too long fails here, naming it.

#[path = "layers/source.rs"]
mod source;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use source::{File, expand, functions, lines_of_code, paths, read, source};

/// The layers from the bottom up; a module may use only modules of the layers below its own.
/// Kept in step with the diagram in ARCHITECTURE.md.
const LAYERS: &[&[&str]] = &[
    &["error"],
    &["interrupt", "trace", "effects", "bounded", "dice", "usage"],
    &["pools"],
    &["engine"],
    &["chance"],
    &["report"],
    &["screen"],
    &["data"],
    &["rules"],
    &["render"],
    &["cli"],
    &["session"],
    &["commands"],
    &["request"],
    &["dispatch"],
    &["batch"],
    &["game"],
    &["repl"],
    &["app"],
    &["fuzz"],
];

/// A path as the module it reaches: `crate::data_file` (a macro exported at the crate's root)
/// belongs to the module that defines it.
fn resolve(p: Vec<String>, all: &[File]) -> Vec<String> {
    let defined = |f: &File| f.macros.contains(&p[0]);
    match all.iter().find(|f| defined(f)) {
        Some(f) if p.len() == 1 => f.module.clone(),
        _ => p,
    }
}

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

#[test]
fn every_module_imports_only_lower_layers() {
    let mut found = Vec::new();
    let mut tops = BTreeSet::new();
    let all = source();
    for f in &all {
        let Some(me) = f.module.first() else { continue };
        tops.insert(me.clone());
        let Some(mine) = layer_of(me) else {
            found.push(format!(
                "{}: module `{me}` is in no layer (add it to LAYERS and ARCHITECTURE.md)",
                f.path.display()
            ));
            continue;
        };
        for p in paths(f) {
            let p = resolve(p, &all);
            let them = &p[0];
            if them == me {
                continue;
            }
            match layer_of(them) {
                Some(theirs) if theirs < mine => {}
                _ => found.push(format!(
                    "{}: `{me}` uses `crate::{}`, which is not below it",
                    f.path.display(),
                    p.join("::")
                )),
            }
        }
    }
    found.sort();
    found.dedup();
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert!(tops.len() > 15, "only {} modules read", tops.len());
}

#[test]
fn no_files_import_each_other_in_a_circle() {
    let all = source();
    let by_module: BTreeMap<Vec<String>, usize> = all
        .iter()
        .enumerate()
        .map(|(i, f)| (f.module.clone(), i))
        .collect();
    // Each path names the deepest file it reaches (`crate::rules::common::words::x` is words.rs).
    let mut edges: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); all.len()];
    for (i, f) in all.iter().enumerate() {
        for p in paths(f) {
            let p = resolve(p, &all);
            let target = (1..=p.len())
                .rev()
                .find_map(|n| by_module.get(&p[..n]).copied());
            if let Some(t) = target.filter(|t| *t != i) {
                // A module's own children are its parts, not a dependency back.
                if !all[t].module.starts_with(&f.module) || f.module.is_empty() {
                    edges[i].insert(t);
                }
            }
        }
    }
    // Depth-first search for a back edge.
    let mut state = vec![0u8; all.len()];
    let mut stack = Vec::new();
    let mut circles = Vec::new();
    fn visit(
        n: usize,
        edges: &[BTreeSet<usize>],
        state: &mut [u8],
        stack: &mut Vec<usize>,
        circles: &mut Vec<Vec<usize>>,
    ) {
        state[n] = 1;
        stack.push(n);
        for &m in &edges[n] {
            match state[m] {
                0 => visit(m, edges, state, stack, circles),
                1 => {
                    let from = stack.iter().position(|&s| s == m).unwrap_or(0);
                    circles.push(stack[from..].to_vec());
                }
                _ => {}
            }
        }
        stack.pop();
        state[n] = 2;
    }
    for n in 0..all.len() {
        if state[n] == 0 {
            visit(n, &edges, &mut state, &mut stack, &mut circles);
        }
    }
    let said: Vec<String> = circles
        .iter()
        .map(|c| {
            c.iter()
                .map(|&i| all[i].path.display().to_string())
                .collect::<Vec<_>>()
                .join(" -> ")
        })
        .collect();
    assert!(said.is_empty(), "files in a circle:\n{}", said.join("\n"));
}

/// The rule sets: the folders of `src/rules/` that hold a rule set (`RULES: RuleSet`).
fn rule_set_folders() -> Vec<String> {
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    let mut out: Vec<String> = fs::read_dir(&rules)
        .expect("src/rules is readable")
        .map(|e| e.expect("an entry").path())
        .filter(|p| {
            fs::read_to_string(p.join("mod.rs")).is_ok_and(|t| t.contains("RULES: RuleSet"))
        })
        .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
        .collect();
    out.sort();
    out
}

#[test]
fn no_code_outside_a_rule_sets_folder_names_it() {
    let sets = rule_set_folders();
    assert!(sets.len() >= 5, "rule sets found: {sets:?}");
    let mut found = Vec::new();
    for f in source() {
        let own = f.module.len() >= 2 && f.module[0] == "rules" && sets.contains(&f.module[1]);
        if own {
            continue;
        }
        for (n, line) in f.text.lines().enumerate() {
            // The registry's one line and the default rule set are the places that may.
            if line.contains("registry!(") || line.contains("pub(crate) const DEFAULT") {
                continue;
            }
            for set in &sets {
                if line.contains(&format!("\"{set}\"")) || line.contains(&format!("{set}::")) {
                    found.push(format!(
                        "{}:{}: names {set}: {}",
                        f.path.display(),
                        n + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Files small and named for what they hold, functions read at a glance: no file over 800
/// lines of code, no function over 120, counted on whole files without their tests.
#[test]
fn no_file_over_800_lines_of_code_and_no_function_over_120() {
    let mut found = Vec::new();
    for f in source() {
        let loc = lines_of_code(&f.code);
        if loc > 800 {
            found.push(format!(
                "file over 800 lines of code: {} ({loc})",
                f.path.display()
            ));
        }
        for (name, line, n) in functions(&f.code) {
            if n > 120 {
                found.push(format!(
                    "function over 120 lines of code: {}:{line} {name} ({n})",
                    f.path.display()
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// No two files of the two trees read as the same module (a path would reach only one).
#[test]
fn every_file_is_one_module() {
    let all = source();
    let mut seen = BTreeMap::new();
    for f in all.iter().filter(|f| !f.module.is_empty()) {
        if let Some(other) = seen.insert(f.module.clone(), &f.path) {
            panic!(
                "{} and {} are both `{}`",
                other.display(),
                f.path.display(),
                f.module.join("::")
            );
        }
    }
    assert!(all.len() > 100, "only {} files read", all.len());
}

/// The reader itself: a nested group is every path in it, test code is left out item by item
/// (what follows it still counts), a `#[cfg(test)] mod x;` names a test file, and a brace in a
/// string or a comment is not code.
#[test]
fn the_reader_reads_whole_files() {
    assert_eq!(
        expand("render::{Painter, table::{self, natural_width}, text}"),
        [
            vec!["render"],
            vec!["render", "table"],
            vec!["render", "table", "natural_width"],
            vec!["render", "text"],
        ]
    );
    let source = r#"use crate::render::{Painter, table::{self, natural_width}};
struct S {
    a: u8,
    #[cfg(test)]
    b: [u8; 3],
    c: u8,
}
#[cfg(test)]
mod tests {
    use crate::game::x;
}
#[cfg(test)]
mod more;
#[cfg(test)]
use crate::app;
fn f() {
    let s = "{ // not code";
    use super::{dice::{parse, roll}};
}
"#;
    let (f, tests) = read(
        PathBuf::from("x.rs"),
        vec!["rules".into(), "x".into()],
        source,
    );
    assert_eq!(tests, [vec!["rules", "x", "more"]]);
    let named: Vec<String> = paths(&f).iter().map(|p| p.join("::")).collect();
    assert_eq!(
        named,
        [
            "render",
            "render::table",
            "render::table::natural_width",
            "rules::dice::parse",
            "rules::dice::roll",
        ]
    );
    assert!(f.code.contains("c: u8") && !f.code.contains("b: [u8"));
    assert_eq!(lines_of_code(&f.code), 9);
    assert_eq!(functions(&f.code), [("f".to_string(), 16, 4)]);
}

//! The layers of `src/` and the engine crate (`crates/engine/src/`) point only down (ARCHITECTURE.md, "Layers"): every top-level module
//! imports only modules of lower layers, and no files import each other in a circle. Read from
//! the `crate::` and `super::` paths of the source itself (test code left out), so a new upward
//! import fails here, naming the file and the path.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

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

/// One `.rs` file: its module path (`["rules", "cx"]`) and its code before any test module.
struct File {
    path: PathBuf,
    module: Vec<String>,
    code: String,
    /// The macros it defines (wherever they sit in the file).
    macros: Vec<String>,
}

fn files(dir: &Path, root: &Path, out: &mut Vec<File>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("src/ is readable")
        .map(|e| e.expect("an entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files(&p, root, out);
            continue;
        }
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if !name.ends_with(".rs") || name == "tests.rs" || name.ends_with("_tests.rs") {
            continue;
        }
        let rel = p.strip_prefix(root).expect("under src");
        let mut module: Vec<String> = rel
            .with_extension("")
            .iter()
            .map(|s| s.to_string_lossy().into_owned())
            .collect();
        if matches!(
            module.last().map(String::as_str),
            Some("mod" | "lib" | "main")
        ) {
            module.pop();
        }
        let text = fs::read_to_string(&p).expect("a source file");
        let macros = text
            .split("macro_rules! ")
            .skip(1)
            .filter_map(|m| m.split_whitespace().next())
            .map(str::to_string)
            .collect();
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        // Comments are prose: a doc comment may name any module.
        let code: String = code
            .lines()
            .map(|l| match l.find("//") {
                Some(i) if !l[..i].contains('"') => &l[..i],
                _ => l,
            })
            .collect::<Vec<_>>()
            .join("\n");
        out.push(File {
            path: rel.to_path_buf(),
            module,
            code,
            macros,
        });
    }
}

/// The module paths a file's code names: `crate::a::b`, `crate::{a::b, c}`, `super::x`.
fn paths(f: &File) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let ident = |s: &str| -> Vec<String> {
        s.split("::")
            .map(str::trim)
            .take_while(|p| {
                !p.is_empty()
                    && p.chars()
                        .all(|c| c.is_ascii_lowercase() || c == '_' || c.is_ascii_digit())
            })
            .map(str::to_string)
            .collect()
    };
    let code = &f.code;
    let mut i = 0;
    while let Some(at) = code[i..].find("crate::") {
        let start = i + at;
        i = start + "crate::".len();
        let before = code[..start].chars().last();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &code[i..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                let p = ident(item.trim());
                if !p.is_empty() {
                    out.push(p);
                }
            }
        } else {
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(rest.len());
            // `crate::name!` is a macro exported at the root, not a module.
            let p = ident(&rest[..end]);
            if !p.is_empty() && !rest[end..].starts_with('!') {
                out.push(p);
            }
        }
    }
    // `super::x` from a file is its parent module's `x`.
    let mut j = 0;
    while let Some(at) = code[j..].find("super::") {
        let start = j + at;
        j = start + "super::".len();
        if code[..start]
            .chars()
            .last()
            .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':')
        {
            continue;
        }
        // `super::super::x` climbs once for each `super`.
        let mut rest = &code[j..];
        let mut up = 1;
        while let Some(r) = rest.strip_prefix("super::") {
            rest = r;
            up += 1;
        }
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
            .unwrap_or(rest.len());
        // The file's module (a `mod.rs` is its folder's), then its parents.
        let mut p: Vec<String> = f.module.clone();
        for _ in 0..up.min(p.len()) {
            p.pop();
        }
        let named = ident(&rest[..end]);
        if named.is_empty() {
            continue;
        }
        p.extend(named);
        out.push(p);
    }
    out
}

/// The source of both crates: the engine's modules keep their names in the program
/// (`spw::chance` is `spw_engine::chance`), so one set of layers covers them.
fn source() -> Vec<File> {
    let top = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for dir in ["src", "crates/engine/src"] {
        let root = top.join(dir);
        files(&root, &root, &mut out);
    }
    out
}

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
        for (n, line) in f.code.lines().enumerate() {
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
/// lines of code before its tests, no function over 120 lines.
#[test]
fn no_file_over_800_lines_and_no_function_over_120() {
    let mut found = Vec::new();
    for f in source() {
        let lines: Vec<&str> = f.code.lines().collect();
        if lines.len() > 800 {
            found.push(format!("{}: {} lines", f.path.display(), lines.len()));
        }
        for (i, line) in lines.iter().enumerate() {
            let body = line.trim_start();
            let indent = &line[..line.len() - body.len()];
            let head = body
                .trim_start_matches("pub(crate) ")
                .trim_start_matches("pub(super) ")
                .trim_start_matches("pub ")
                .trim_start_matches("const ")
                .trim_start_matches("unsafe ");
            if !head.starts_with("fn ") {
                continue;
            }
            // The function ends at the first line that closes it at its own indent.
            let close = format!("{indent}}}");
            if let Some(len) = lines[i + 1..].iter().position(|l| *l == close) {
                if len + 2 > 120 {
                    let name = head[3..].split(['(', '<']).next().unwrap_or("");
                    found.push(format!(
                        "{}: fn {name} is {} lines",
                        f.path.display(),
                        len + 2
                    ));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

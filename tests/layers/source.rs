//! The source of `src/` and `crates/engine/src/` as the layer checks read it: whole files, with
//! comments blanked, test code left out item by item (a `#[cfg(test)] mod tests { ... }` block,
//! a `#[cfg(test)]` function or `use`, and the file of a `#[cfg(test)] mod x;`), and the
//! `crate::` and `super::` paths each file names, nested `use` groups expanded. Lines and
//! functions are counted as `layers.py` in the shared tools counts them, so the two agree.

use std::fs;
use std::path::{Path, PathBuf};

/// One `.rs` file that is not test code.
pub struct File {
    /// From the workspace's top (`crates/engine/src/dice/parse.rs`).
    pub path: PathBuf,
    /// Its module path (`["rules", "cx"]`; a `mod.rs` is its folder's).
    pub module: Vec<String>,
    /// The file with its comments and test code blanked (newlines kept); string literals kept,
    /// for the words a line names.
    pub text: String,
    /// `text` with string and char literals blanked too: the code itself.
    pub code: String,
    /// The macros it defines.
    pub macros: Vec<String>,
}

/// The source trees, the program's first.
pub const TREES: [&str; 2] = ["src", "crates/engine/src"];

/// Every file of both trees that is not test code.
pub fn source() -> Vec<File> {
    let top = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for dir in TREES {
        let root = top.join(dir);
        let mut paths = Vec::new();
        rs_files(&root, &mut paths);
        let mut files: Vec<File> = Vec::new();
        let mut test_modules: Vec<Vec<String>> = Vec::new();
        for p in paths {
            let rel = p.strip_prefix(&root).expect("under its tree");
            let (file, tests) = read(
                Path::new(dir).join(rel),
                module_of(rel),
                &fs::read_to_string(&p).expect("a source file"),
            );
            test_modules.extend(tests);
            files.push(file);
        }
        // A file whose module (or a parent of it) is declared `#[cfg(test)] mod x;` is tests.
        files.retain(|f| !test_modules.iter().any(|t| f.module.starts_with(t)));
        out.extend(files);
    }
    out
}

fn rs_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("a source folder is readable")
        .map(|e| e.expect("an entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rs_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

fn module_of(rel: &Path) -> Vec<String> {
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
    module
}

/// One file read: the file, and the modules it declares as `#[cfg(test)] mod x;`.
pub fn read(path: PathBuf, module: Vec<String>, source: &str) -> (File, Vec<Vec<String>>) {
    let chars: Vec<char> = source.chars().collect();
    let (mut text, mut code) = blank(&chars);
    let mut tests = Vec::new();
    let attr: Vec<char> = "#[cfg(test)]".chars().collect();
    let mut i = 0;
    while let Some(at) = find(&code, &attr, i) {
        let start = at + attr.len();
        let end = item_end(&code, start);
        if let Some(name) = declared_module(&code[start..end]) {
            let mut m = module.clone();
            m.push(name);
            tests.push(m);
        }
        for k in at..end {
            if code[k] != '\n' {
                code[k] = ' ';
                text[k] = ' ';
            }
        }
        i = end;
    }
    let macros = source
        .split("macro_rules! ")
        .skip(1)
        .filter_map(|m| m.split(|c: char| !(c.is_alphanumeric() || c == '_')).next())
        .map(str::to_string)
        .collect();
    let file = File {
        path,
        module,
        text: text.into_iter().collect(),
        code: code.into_iter().collect(),
        macros,
    };
    (file, tests)
}

fn find(hay: &[char], needle: &[char], from: usize) -> Option<usize> {
    (from..hay.len().saturating_sub(needle.len() - 1)).find(|&i| hay[i..].starts_with(needle))
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The file with comments blanked, and with comments and literals blanked (newlines kept,
/// one space a character, so the two line up).
fn blank(t: &[char]) -> (Vec<char>, Vec<char>) {
    let n = t.len();
    let mut text = t.to_vec();
    let mut code = t.to_vec();
    let spaces = |v: &mut Vec<char>, from: usize, to: usize| {
        for c in &mut v[from..to.min(n)] {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    let at = |i: usize, s: &str| s.chars().enumerate().all(|(k, c)| t.get(i + k) == Some(&c));
    let mut i = 0;
    while i < n {
        let (end, comment) = if at(i, "//") {
            (
                t[i..].iter().position(|&c| c == '\n').map_or(n, |p| i + p),
                true,
            )
        } else if at(i, "/*") {
            let (mut depth, mut j) = (1, i + 2);
            while j < n && depth > 0 {
                if at(j, "/*") {
                    depth += 1;
                    j += 2;
                } else if at(j, "*/") {
                    depth -= 1;
                    j += 2;
                } else {
                    j += 1;
                }
            }
            (j, true)
        } else if let Some(end) = raw_string(t, i) {
            (end, false)
        } else if t[i] == '"' {
            let mut j = i + 1;
            while j < n && t[j] != '"' {
                j += if t[j] == '\\' { 2 } else { 1 };
            }
            (j + 1, false)
        } else if let Some(len) = (t[i] == '\'').then(|| char_literal(t, i)).flatten() {
            (i + len, false)
        } else {
            i += 1;
            continue;
        };
        if comment {
            spaces(&mut text, i, end);
        }
        spaces(&mut code, i, end);
        i = end.min(n);
    }
    (text, code)
}

/// Where a raw string (`r"…"`, `br#"…"#`) that starts at `i` ends.
fn raw_string(t: &[char], i: usize) -> Option<usize> {
    if i > 0 && is_word(t[i - 1]) {
        return None;
    }
    let mut j = i;
    if t.get(j) == Some(&'b') {
        j += 1;
    }
    if t.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let hashes = t[j..].iter().take_while(|&&c| c == '#').count();
    j += hashes;
    if t.get(j) != Some(&'"') {
        return None;
    }
    let mut close = vec!['"'];
    close.extend(std::iter::repeat_n('#', hashes));
    Some(find(t, &close, j + 1).map_or(t.len(), |k| k + close.len()))
}

/// The length of a char literal at `i` (`'a'`, `'\n'`, `'\u{1F600}'`), or `None` for a lifetime.
fn char_literal(t: &[char], i: usize) -> Option<usize> {
    let c = |k: usize| t.get(i + k).copied();
    if c(1) == Some('\\') {
        if c(3) == Some('\'') && c(2) != Some('\n') {
            return Some(4);
        }
        if c(2) == Some('u') && c(3) == Some('{') {
            let digits = t[(i + 4).min(t.len())..]
                .iter()
                .take_while(|d| d.is_ascii_hexdigit())
                .count();
            return (digits > 0 && c(4 + digits) == Some('}') && c(5 + digits) == Some('\''))
                .then_some(6 + digits);
        }
        let hex = |k| c(k).is_some_and(|d: char| d.is_ascii_hexdigit());
        return (c(2) == Some('x') && hex(3) && hex(4) && c(5) == Some('\'')).then_some(6);
    }
    (c(1).is_some_and(|x| x != '\'') && c(2) == Some('\'')).then_some(3)
}

/// Where the item that follows a `#[cfg(test)]` at `from` ends. An item with a body (`fn`,
/// `mod`, `impl`, `struct`, a macro's `name! { ... }`, ...) ends after the brace that closes it or at its `;`; `use`,
/// `const`, `static`, `type` and `let` at their `;`; anything else (a field, an argument) at
/// the `,` or `;` after it, or before the bracket that closes what holds it.
fn item_end(code: &[char], from: usize) -> usize {
    let words = leading_words(code, from);
    let bodied = words.iter().any(|w| {
        w.ends_with('!')
            || matches!(
                w.as_str(),
                "fn" | "mod" | "impl" | "trait" | "struct" | "enum" | "union"
            )
    });
    let statement = !bodied
        && words
            .iter()
            .any(|w| matches!(w.as_str(), "use" | "const" | "static" | "type" | "let"));
    let mut depth = 0usize;
    for (j, &ch) in code.iter().enumerate().skip(from) {
        match ch {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => return j,
            ')' | ']' | '}' => {
                depth -= 1;
                if depth == 0 && ch == '}' && bodied {
                    return j + 1;
                }
            }
            ';' if depth == 0 => return j + 1,
            ',' if depth == 0 && !bodied && !statement => return j + 1,
            _ => {}
        }
    }
    code.len()
}

/// The words an item starts with, past its other attributes: `pub(crate) const fn` gives
/// `pub`, `const`, `fn`, up to the first word that is not a qualifier.
fn leading_words(code: &[char], from: usize) -> Vec<String> {
    let mut j = from;
    let mut out = Vec::new();
    loop {
        while j < code.len() && code[j].is_whitespace() {
            j += 1;
        }
        if code.get(j) == Some(&'#') {
            // Another attribute: skip its brackets.
            let mut depth = 0;
            while j < code.len() {
                match code[j] {
                    '[' => depth += 1,
                    ']' => {
                        depth -= 1;
                        if depth == 0 {
                            j += 1;
                            break;
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
            continue;
        }
        if code.get(j) == Some(&'(') {
            // `pub(crate)`
            while j < code.len() && code[j] != ')' {
                j += 1;
            }
            j += 1;
            continue;
        }
        let len = code[j.min(code.len())..]
            .iter()
            .take_while(|&&c| is_word(c) || c == '!')
            .count();
        if len == 0 {
            return out;
        }
        let word: String = code[j..j + len].iter().collect();
        j += len;
        let qualifier = matches!(
            word.as_str(),
            "pub" | "unsafe" | "async" | "extern" | "default" | "const"
        );
        out.push(word);
        if !qualifier {
            return out;
        }
    }
}

/// `mod x;` (no body) names the module `x` in a file of its own.
fn declared_module(item: &[char]) -> Option<String> {
    let item: String = item.iter().collect();
    let item = item.trim();
    let body = item.strip_suffix(';')?;
    let mut words = body.split_whitespace();
    let name = loop {
        match words.next()? {
            "mod" => break words.next()?,
            w if w.starts_with("pub") => continue,
            _ => return None,
        }
    };
    words.next().is_none().then(|| name.to_string())
}

/// The module paths a file's code names: `crate::a::b`, `crate::a::{b, c::{self, d}}` (each
/// path of the group), `super::x` (from the file's parent module). `crate::name!` calls a
/// macro, not a module, and is left out.
pub fn paths(f: &File) -> Vec<Vec<String>> {
    let code: Vec<char> = f.code.chars().collect();
    let mut out = Vec::new();
    for prefix in ["crate::", "super::"] {
        let p: Vec<char> = prefix.chars().collect();
        let mut i = 0;
        while let Some(at) = find(&code, &p, i) {
            i = at + p.len();
            if at > 0 && (is_word(code[at - 1]) || code[at - 1] == ':') {
                continue;
            }
            let mut base = Vec::new();
            if prefix == "super::" {
                // `super::super::x` climbs once for each `super`.
                let mut up = 1;
                let sup: Vec<char> = "super::".chars().collect();
                while code[i..].starts_with(&sup) {
                    i += sup.len();
                    up += 1;
                }
                base = f.module.clone();
                base.truncate(base.len().saturating_sub(up));
            }
            let (tree, end) = use_tree(&code, i);
            if code.get(end) == Some(&'!') {
                continue;
            }
            for mut path in expand(&tree) {
                if path.is_empty() {
                    continue;
                }
                let mut full = base.clone();
                full.append(&mut path);
                out.push(full);
            }
        }
    }
    out
}

/// The use tree that starts at `i` (`a::b::{c, d}`, or the lower-case path `a::b` before a
/// type or a call), and where it ends.
fn use_tree(code: &[char], i: usize) -> (String, usize) {
    let mut j = i;
    loop {
        let len = code[j..]
            .iter()
            .take_while(|&&c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
            .count();
        let sep = code[j + len..].starts_with(&[':', ':']);
        if len > 0 && !sep {
            j += len;
            break;
        }
        if len > 0 {
            j += len + 2;
            continue;
        }
        if code.get(j) == Some(&'{') {
            let mut depth = 0;
            while j < code.len() {
                match code[j] {
                    '{' => depth += 1,
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            j += 1;
                            break;
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
        }
        break;
    }
    (code[i..j].iter().collect(), j)
}

/// A use tree as its paths: `a::{b, c::{self, d}}` is `a::b`, `a::c`, `a::c::d`; a segment
/// that is not a lower-case name (a type, `*`) ends its path.
pub fn expand(tree: &str) -> Vec<Vec<String>> {
    let tree = tree.trim();
    let (head, rest) = match tree.find('{') {
        Some(b) => (&tree[..b], &tree[b..]),
        None => (tree, ""),
    };
    let mut prefix = Vec::new();
    for seg in head.split("::").map(str::trim) {
        if seg.is_empty()
            || !seg
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        {
            break;
        }
        if seg != "self" {
            prefix.push(seg.to_string());
        }
    }
    let Some(inner) = rest.strip_prefix('{') else {
        return vec![prefix];
    };
    let inner = inner.strip_suffix('}').unwrap_or(inner);
    let mut parts = Vec::new();
    let (mut depth, mut cur) = (0, String::new());
    for ch in inner.chars() {
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(ch);
    }
    parts.push(cur);
    let mut out = Vec::new();
    for part in parts.iter().filter(|p| !p.trim().is_empty()) {
        for tail in expand(part) {
            let mut p = prefix.clone();
            p.extend(tail);
            out.push(p);
        }
    }
    if out.is_empty() {
        out.push(prefix);
    }
    out
}

/// Lines of code: not blank once comments, literals and test code are blanked.
pub fn lines_of_code(code: &str) -> usize {
    code.lines().filter(|l| !l.trim().is_empty()).count()
}

/// Every function with a body: its name, its first line (1-based) and its lines of code, from
/// `fn` to the brace that closes it.
pub fn functions(code: &str) -> Vec<(String, usize, usize)> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(at) = find(&chars, &['f', 'n'], i) {
        i = at + 2;
        let before_ok = at == 0 || !is_word(chars[at - 1]);
        let ws = chars[i..].iter().take_while(|c| c.is_whitespace()).count();
        let name_len = chars[i + ws..].iter().take_while(|&&c| is_word(c)).count();
        if !before_ok
            || ws == 0
            || name_len == 0
            || !chars[i + ws].is_alphabetic() && chars[i + ws] != '_'
        {
            continue;
        }
        let name: String = chars[i + ws..i + ws + name_len].iter().collect();
        // The signature runs to the body's `{`; a `;` first means no body.
        let Some(open) = chars[i..]
            .iter()
            .position(|&c| c == ';' || c == '{')
            .map(|p| i + p)
        else {
            break;
        };
        if chars[open] == ';' {
            continue;
        }
        let mut depth = 0;
        let mut end = chars.len();
        for (j, &c) in chars.iter().enumerate().skip(open) {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = j + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        let body: String = chars[at..end].iter().collect();
        let line = chars[..at].iter().filter(|&&c| c == '\n').count() + 1;
        out.push((name, line, lines_of_code(&body)));
    }
    out
}

//! Where in a data file's text a problem is: the line and column of a table's key or of one
//! of its rows, and the "[table] key" a parser's position falls in, so an error names the
//! place a referee would edit.

use super::RollRange;

/// Line and column (1-based) of `key` inside `[table]` (or a dotted/array sub-table of it).
pub(super) fn find_key(text: &str, table: &str, key: &str) -> Option<(usize, usize)> {
    let mut in_table = false;
    let first = key.split(['.', '[']).next().unwrap_or(key);
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if t.starts_with('[') {
            let name = t
                .trim_start_matches('[')
                .split(']')
                .next()
                .unwrap_or("")
                .trim();
            in_table = name == table || name.starts_with(&format!("{table}."));
            if in_table && first.is_empty() {
                return Some((i + 1, line.len() - t.len() + 1));
            }
            continue;
        }
        if in_table {
            if let Some(rest) = t.strip_prefix(first) {
                if rest.trim_start().starts_with('=') {
                    return Some((i + 1, line.len() - t.len() + 1));
                }
            }
        }
    }
    None
}

/// The last `key =` of `line` outside strings: in `{ roll = "8-12", cells = ["1/1", 3` the
/// position at the end is in `cells`, not `roll`.
fn last_key(line: &str) -> Option<String> {
    let (mut quote, mut escaped) = (None, false);
    let (mut start, mut key) = (0, None);
    for (i, c) in line.char_indices() {
        match quote {
            Some(q) => {
                if escaped {
                    escaped = false;
                } else if c == '\\' && q == '"' {
                    escaped = true;
                } else if c == q {
                    quote = None;
                }
            }
            None => match c {
                '"' | '\'' => quote = Some(c),
                '{' | ',' | '[' => start = i + 1,
                '=' => key = Some(line[start..i].trim().to_string()),
                _ => {}
            },
        }
    }
    key
}

/// "[table] key" for the position at the end of `before`: the last table header and, if the
/// position is on a `key = ...` line, that key.
pub(super) fn key_context(before: &str) -> String {
    let mut table = String::new();
    for l in before.lines() {
        let t = l.trim_start();
        if t.starts_with('[') {
            table = t
                .trim_start_matches('[')
                .split(']')
                .next()
                .unwrap_or("")
                .trim()
                .to_string();
        }
    }
    let current = before.rsplit('\n').next().unwrap_or("");
    let key = last_key(current)
        .filter(|k| !k.is_empty() && !k.contains(['[', '{']))
        .unwrap_or_default();
    match (table.is_empty(), key.is_empty()) {
        (true, true) => String::new(),
        (false, true) => format!("[{table}]"),
        (true, false) => key,
        (false, false) => format!("[{table}] {key}"),
    }
}

/// Line and column (1-based) of byte `offset` in `text`, and the "[table] key" it falls in:
/// where a TOML error is, for files read outside [`super::Data`] (a roster).
pub(crate) fn at(text: &str, offset: usize) -> (usize, usize, String) {
    let mut start = offset.min(text.len());
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    let before = &text[..start];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col, key_context(before))
}

thread_local! {
    /// The row at fault of a table checked while it was read (`untyped::Rolled`): the parser's
    /// error carries only the table's place, so the row is noted here for [`noted_row`].
    static ROW: std::cell::RefCell<Option<(String, RollRange, String)>> =
        const { std::cell::RefCell::new(None) };
}

/// Notes that `[table]`'s row for `roll` is at fault, with the error's `message`.
pub(super) fn note_row(table: &str, roll: RollRange, message: &str) {
    ROW.with(|r| *r.borrow_mut() = Some((table.to_string(), roll, message.to_string())));
}

/// The row noted for the error whose message is `message`, if any (taken: noted once).
pub(super) fn noted_row(message: &str) -> Option<(String, RollRange)> {
    let (table, roll, noted) = ROW.with(|r| r.borrow_mut().take())?;
    message.contains(&noted).then_some((table, roll))
}

/// Whether line `t` (trimmed) heads `[table]` or one of its sub-tables (`[[table.rows]]`),
/// `Some(false)` for another table's header, `None` for a line that heads nothing.
fn heads(t: &str, table: &str) -> Option<bool> {
    if !t.starts_with('[') {
        return None;
    }
    let name = t
        .trim_start_matches('[')
        .split(']')
        .next()
        .unwrap_or("")
        .trim();
    Some(name == table || name.starts_with(&format!("{table}.")))
}

/// Line and column (1-based) of the row of `[table]` whose `roll` is `roll` (written `"3-7"`,
/// `"3–7"` or `3`), if the text has one.
pub(super) fn find_row(text: &str, table: &str, roll: RollRange) -> Option<(usize, usize)> {
    let mut in_table = false;
    for (i, line) in text.lines().enumerate() {
        if let Some(h) = heads(line.trim_start(), table) {
            in_table = h;
            continue;
        }
        if !in_table {
            continue;
        }
        let mut from = 0;
        while let Some(at) = line[from..].find("roll").map(|k| from + k) {
            from = at + 4;
            let before = line[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let Some(value) = line[from..].trim_start().strip_prefix('=') else {
                continue;
            };
            let value = value.trim_start();
            let written = match value.strip_prefix('"') {
                Some(q) => q.split('"').next().unwrap_or(""),
                None => value
                    .split(|c: char| c == ',' || c == '}' || c.is_whitespace())
                    .next()
                    .unwrap_or(""),
            };
            if RollRange::parse(written) == Some(roll) {
                return Some((i + 1, line[..at].chars().count() + 1));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_is_found_by_its_roll_however_written() {
        let text = "[other]\nrows = [{ roll = \"3-7\" }]\n[t]\ndice = \"d6\"\nrows = [\n  { roll = 1, result = \"a\" },\n  { roll = \"3–7\", result = \"b\" },\n]\n[[t.more]]\nroll = \"9+\"\n";
        let r = |lo, hi| RollRange { lo, hi };
        assert_eq!(find_row(text, "t", r(3, 7)), Some((7, 5)));
        assert_eq!(find_row(text, "t", r(1, 1)), Some((6, 5)));
        assert_eq!(find_row(text, "t", r(9, i64::MAX)), Some((10, 1)));
        assert_eq!(find_row(text, "t", r(2, 2)), None);
        assert_eq!(find_row(text, "other", r(3, 7)), Some((2, 11)));
    }

    #[test]
    fn the_key_is_the_last_one_before_the_place() {
        assert_eq!(
            key_context("[t]\nrows = [\n  { roll = \"8-12\", cells = [\"1/1\", "),
            "[t] cells"
        );
        assert_eq!(
            key_context("[cup]\nitems = [{ name = \"a=b, c\", count = "),
            "[cup] count"
        );
    }
}

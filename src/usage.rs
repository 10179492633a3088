//! A command line clap refused, as spw's one-line usage error (exit 2). Here, below the rules
//! (whose options clap parses) and above the engine, whose error type knows nothing of clap.

use crate::error::Error;

/// A command line clap refused: its message as one plain sentence, without "Usage:" and the
/// help hint, so every error is a single line on stderr.
pub(crate) fn refused(err: clap::Error) -> Error {
    refused_ref(&err)
}

/// [`refused`], for an error kept.
pub(crate) fn refused_ref(err: &clap::Error) -> Error {
    use clap::error::{ContextKind as K, ContextValue as V, ErrorKind};
    let get = |k: K| match err.get(k) {
        Some(V::String(s)) => vec![s.clone()],
        Some(V::Strings(v)) => v.clone(),
        Some(V::StyledStr(s)) => vec![s.to_string()],
        Some(V::StyledStrs(v)) => v.iter().map(|s| s.to_string()).collect(),
        _ => Vec::new(),
    };
    let quoted = |v: &[String]| {
        let q: Vec<String> = v.iter().map(|s| format!("'{s}'")).collect();
        match q.as_slice() {
            [rest @ .., last] if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            _ => q.join(""),
        }
    };
    // The command refused, and what its usage asks for: `spw roll [OPTIONS] <EXPR>`.
    let usage = get(K::Usage).concat();
    let (command, wants) = usage_parts(&usage);
    match err.kind() {
        ErrorKind::UnknownArgument => {
            let arg = get(K::InvalidArg).concat();
            let what = if arg.starts_with('-') {
                "option"
            } else {
                "argument"
            };
            let mut m = format!("unexpected {what} '{arg}'");
            let suggested = get(K::SuggestedArg);
            if !suggested.is_empty() {
                m.push_str(&format!("; did you mean {}?", quoted(&suggested)));
            } else if arg.starts_with('-') && arg[1..].parse::<f64>().is_ok() {
                m.push_str(&format!(
                    "; a negative number is not accepted here (to pass it as a value anyway, write '-- {arg}')"
                ));
            } else if let Some(hint) = unexpected_hint(&arg, &command, &wants) {
                m.push_str(&hint);
            }
            return Error::Usage(m);
        }
        ErrorKind::MissingRequiredArgument if wants.iter().any(|w| w == "<SHELL>") => {
            use clap::ValueEnum;
            let shells: Vec<String> = clap_complete::Shell::value_variants()
                .iter()
                .filter_map(|s| s.to_possible_value().map(|v| v.get_name().to_string()))
                .collect();
            let list = match shells.as_slice() {
                [rest @ .., last] if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
                _ => shells.concat(),
            };
            let first = shells.first().map_or("bash", String::as_str);
            return Error::Usage(format!(
                "{command} needs a shell: {list} (`{command} {first}` prints its completions)"
            ));
        }
        ErrorKind::InvalidSubcommand => {
            let name = get(K::InvalidSubcommand).concat();
            let mut m = format!("unknown command '{name}'");
            let suggested = get(K::SuggestedSubcommand);
            if !suggested.is_empty() {
                m.push_str(&format!("; did you mean {}?", quoted(&suggested)));
            }
            m.push_str(" (`spw --help` lists the commands)");
            return Error::Usage(m);
        }
        ErrorKind::ValueValidation => {
            if let Some(m) = whole_number(err, &get(K::InvalidArg).concat()) {
                return Error::Usage(m);
            }
        }
        _ => {}
    }
    // Anything else: clap's message, its tips after a semicolon, without "Usage:" and
    // the help hint, so every error is a single line on stderr.
    let text = err.render().to_string();
    let mut parts: Vec<String> = Vec::new();
    for line in text.lines() {
        let l = line.trim();
        if l.is_empty() || l.starts_with("Usage:") || l.starts_with("For more information") {
            continue;
        }
        let l = l.strip_prefix("error: ").unwrap_or(l);
        let l = l.strip_prefix("tip: ").unwrap_or(l);
        parts.push(l.to_string());
    }
    let mut m = String::new();
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            // A list continues its sentence; a tip starts a new one.
            m.push_str(if m.ends_with(':') || p.starts_with('[') {
                " "
            } else {
                "; "
            });
        }
        m.push_str(p);
    }
    if err.kind() == ErrorKind::ArgumentConflict {
        m.push_str("; give one or the other");
    }
    Error::Usage(m)
}

/// A whole-number option's value that did not parse, in words: Rust's own ("invalid digit
/// found in string") says neither that `-1` is a negative number nor what the option takes.
fn whole_number(err: &clap::Error, arg: &str) -> Option<String> {
    use std::num::IntErrorKind;
    let e = std::error::Error::source(err)?.downcast_ref::<std::num::ParseIntError>()?;
    let value = match err.get(clap::error::ContextKind::InvalidValue) {
        Some(clap::error::ContextValue::String(v)) => v.clone(),
        _ => return None,
    };
    let name = arg.split_whitespace().next().unwrap_or(arg);
    let negative = value
        .strip_prefix('-')
        .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()));
    let why = match e.kind() {
        IntErrorKind::InvalidDigit if negative => {
            format!("a negative number; {name} takes a whole number, 0 or more")
        }
        IntErrorKind::InvalidDigit => format!("not a whole number; {name} takes one (like 3)"),
        IntErrorKind::PosOverflow => format!("too large a number for {name}"),
        IntErrorKind::NegOverflow => format!("too small a number for {name}"),
        IntErrorKind::Empty => format!("empty; {name} takes a whole number"),
        _ => return None,
    };
    Some(format!(
        "invalid value '{}' for '{arg}': {why}",
        crate::error::printable(&value)
    ))
}

/// The command a usage line is for and what it asks for after it: `Usage: spw roll [OPTIONS]
/// <EXPR>` is `spw roll` and `[OPTIONS]`, `<EXPR>`.
fn usage_parts(usage: &str) -> (String, Vec<String>) {
    let line = usage.lines().next().unwrap_or_default();
    let line = line.trim().strip_prefix("Usage:").unwrap_or(line).trim();
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words
        .iter()
        .position(|w| w.starts_with(['[', '<', '-']))
        .unwrap_or(words.len());
    let command = words[..at].join(" ");
    (command, words[at..].iter().map(|w| w.to_string()).collect())
}

/// What to do about a word `command` did not expect (`spw roll 3d6 + 2`, `spw morale 7`), as
/// the rest of the message: `wants` is what its usage line asks for.
fn unexpected_hint(arg: &str, command: &str, wants: &[String]) -> Option<String> {
    if command.is_empty() {
        return None;
    }
    if arg.starts_with('-') {
        return Some("; --help after the command lists its options".to_string());
    }
    // A dice expression typed with spaces reaches the parser as several words.
    if wants.iter().any(|w| w == "<EXPR>" || w == "[EXPR]") {
        return Some(format!(
            "; a dice expression is one word: write it without spaces ({command} 3d6+2) or quote it ({command} '3d6 + 2')"
        ));
    }
    // The command's own words (`<NAME>`, `[PROCEDURE]`): not an option's value, nor options.
    let positional = wants.iter().enumerate().find(|(i, w)| {
        let after_option = *i > 0 && wants[i - 1].starts_with('-');
        w.starts_with(['<', '[']) && *w != "[OPTIONS]" && !after_option
    });
    if let Some((_, w)) = positional {
        let name = w.trim_matches(['<', '>', '[', ']', '.']);
        return Some(format!(
            "; {command} takes one {name}: quote it if it has spaces"
        ));
    }
    // A value without its option: the option the usage asks for first, when it takes a
    // number and this is one (`spw morale 7`: --morale 7).
    let number = arg.parse::<i64>().is_ok();
    let option = wants
        .windows(2)
        .find(|p| p[0].starts_with("--") && p[1].starts_with('<'))
        .filter(|p| p[1] == "<N>" && number)
        .map(|p| p[0].clone());
    Some(match option {
        Some(o) => format!("; options are named: did you mean {o} {arg}?"),
        None => "; options are named (--help after the command lists them)".to_string(),
    })
}

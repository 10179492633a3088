//! `alias NAME = COMMAND...`: a game's own short names for command lines.

use super::State;
use crate::error::{Error, Result};
use crate::game::journal::{Entry, Kind};

impl State {
    /// `alias NAME = COMMAND...` (`def` is what follows `alias`): its entry.
    pub(crate) fn alias(&mut self, def: &str) -> Result<Entry> {
        let (name, command) = alias_parts(def)?;
        let (name, command) = (name.as_str(), command.as_str());
        // A name starting with `-` would be read as an option (`alias -h = roll d6` made `-h`
        // roll a die).
        if !name.starts_with(char::is_alphanumeric)
            || !name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        {
            return Err(Error::usage(format!(
                "alias name {:?}: one word of letters, digits, - and _, starting with a letter or digit",
                crate::error::printable(name)
            )));
        }
        if command.is_empty() {
            return Err(Error::usage(format!("alias {name}: no command after =")));
        }
        // The definition is echoed and logged as one line: a break in it would forge others.
        if let Some(c) = command.chars().find(|c| crate::error::unsafe_char(*c)) {
            return Err(Error::usage(format!(
                "alias {name}: the command holds the control character {}; an alias is one line of printable text",
                crate::error::printable(&c.to_string())
            )));
        }
        let rules = self.outer.rules().to_string();
        let taken = crate::cli::is_word(name)
            || name == "help"
            || self
                .session
                .commands
                .get(&rules, &["spw".into()])
                .find_subcommand(name)
                .is_some();
        if taken {
            return Err(Error::usage(format!(
                "alias {name}: already a command; pick another name"
            )));
        }
        let n = self.n + 1;
        let before = self.undoable(n, format!("alias {name} = {command}"));
        self.push_undo(before);
        self.aliases.retain(|(a, _)| a != name);
        self.aliases.push((name.to_string(), command.to_string()));
        self.n = n;
        let mut e = self.entry(n, Kind::Alias);
        e.line = Some(format!("{name} = {command}"));
        Ok(e)
    }

    /// A line whose first word is an alias, with the alias's command in its place.
    pub(crate) fn expand(&self, line: &str) -> Option<String> {
        let (first, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        self.aliases
            .iter()
            .find(|(a, _)| a == first)
            .map(|(_, c)| format!("{c} {rest}").trim().to_string())
    }
}

/// `NAME = COMMAND...` split into the name and the command, however the shell quoted it (a
/// one-liner's `=` arrives quoted: `alias f '=' fire`).
fn alias_parts(def: &str) -> Result<(String, String)> {
    let need = || Error::usage("alias NAME = COMMAND...: an = between the name and the command");
    let words = shlex::split(def)
        .ok_or_else(|| Error::usage("unbalanced quotes in the line; close every ' and \""))?;
    let joined = words.join(" ");
    let (name, rest) = joined.split_once('=').ok_or_else(need)?;
    let name = name.trim().to_string();
    // The command's words, quoted again where they need it.
    let at = words
        .iter()
        .position(|w| w.contains('='))
        .ok_or_else(need)?;
    let mut cmd: Vec<String> = words[at + 1..].to_vec();
    let after = words[at].split_once('=').map_or("", |(_, a)| a).trim();
    if !after.is_empty() {
        cmd.insert(0, after.to_string());
    }
    if rest.trim().is_empty() {
        cmd.clear();
    }
    let command = crate::game::join(&cmd)?;
    Ok((name, command))
}

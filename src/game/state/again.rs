//! `again`: the last line run again, with the options given changed.

use crate::error::{Error, Result};

impl super::State {
    /// `again [OPTION...]`: the last line, with the options given changed or added.
    pub(crate) fn again(&mut self, changes: &[String]) -> Result<String> {
        let last = self.last.clone().ok_or_else(|| {
            Error::usage("nothing to run again: no command recorded yet in this game")
        })?;
        if changes.is_empty() {
            return Ok(last);
        }
        // The command the last line parsed with: it reaches every option it had.
        let args = crate::request::words_of(&last)?;
        let rules = self.outer.rules().to_string();
        let cmd = self.session.commands.get(&rules, &args).clone();
        again_with(&cmd, &last, changes)
    }
}

/// `again -w bar -n 1`: the last line with the options given replaced (or added). `cmd` is the
/// game's command, to know which options take values and their short and long names.
fn again_with(cmd: &clap::Command, last: &str, changes: &[String]) -> Result<String> {
    let mut old = shlex::split(last).unwrap_or_default();
    let new = changes.to_vec();
    // Every option of the commands the last line reaches, and the global ones.
    let mut cmd = cmd.clone();
    cmd.build();
    let mut args: Vec<clap::Arg> = cmd.get_arguments().cloned().collect();
    let mut at = &cmd;
    for w in old.iter().filter(|w| !w.starts_with('-')) {
        if let Some(sub) = at.find_subcommand(w) {
            let mut built = sub.clone();
            built.build();
            args.extend(built.get_arguments().cloned());
            at = sub;
        }
    }
    let find = |w: &str| -> Option<clap::Arg> {
        let name = w.split('=').next().unwrap_or(w);
        args.iter()
            .find(|a| {
                name.strip_prefix("--").is_some_and(|l| {
                    a.get_long() == Some(l) || a.get_all_aliases().is_some_and(|v| v.contains(&l))
                }) || (name.len() == 2
                    && !name.starts_with("--")
                    && name.strip_prefix('-').and_then(|s| s.chars().next()) == a.get_short())
            })
            .cloned()
    };
    let mut i = 0;
    while i < new.len() {
        let Some(arg) = find(&new[i]).filter(|_| new[i].starts_with('-')) else {
            return Err(Error::usage(format!(
                "again {}: not an option of `{last}`; again takes options to change (again -n 3)",
                crate::error::printable(&new[i])
            )));
        };
        let takes = arg.get_action().takes_values() && !new[i].contains('=');
        // Take every spelling of this option (and its value) off the last line.
        let mut j = 0;
        while j < old.len() {
            if old[j].starts_with('-') && find(&old[j]).is_some_and(|a| a.get_id() == arg.get_id())
            {
                let with_value = arg.get_action().takes_values() && !old[j].contains('=');
                let end = if with_value {
                    (j + 2).min(old.len())
                } else {
                    j + 1
                };
                old.drain(j..end);
            } else {
                j += 1;
            }
        }
        i += if takes { 2 } else { 1 };
    }
    old.extend(new);
    crate::game::join(&old)
}

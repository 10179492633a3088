//! `--out DIR`: every table of a batch to its own file, all or nothing.

use std::io::Write;
use std::path::Path;

use serde_json::json;

use crate::error::{Error, Result};
use crate::report::{Body, Report};
use crate::rules::Output;
use crate::rules::schwerpunkt::ID;
use crate::rules::Cx;

use super::batch::Progress;
use super::maker::{Format, Maker, SECTION};
use super::plan::Plan;

/// `--out DIR`: every table to its own file, all or nothing. The directory is checked (and
/// created if missing) before anything is generated; each file is written under a temporary
/// name and only renamed into place once every table has been written, so an error part-way
/// leaves no table behind.
pub(super) fn write_files(
    dir: &Path,
    format: Format,
    maker: &Maker,
    plan: &Plan,
    cx: &mut Cx,
) -> Result<Output> {
    // A game's record run again rolls the same tables and reports the same files, but the
    // files were written when the command was first run: the disk is left alone.
    if !cx.writes {
        for i in 1..=maker.count {
            maker.roll(i, plan, cx)?;
        }
        return Ok(written(dir, format, maker));
    }
    let created = prepare_dir(dir)?;
    let width = maker.count.to_string().len().max(4);
    let pid = std::process::id();
    // Names are worked out again from the table's number rather than kept, so memory does
    // not grow with --count.
    let name = |i: usize| format!("terrain-{i:0width$}.{}", format.extension());
    let temp = |i: usize| dir.join(format!(".{}.{pid}.tmp", name(i)));
    let mut started = 0;
    let mut progress = Progress::new(maker.count);
    // A signal that ends the process part-way removes what was written (all or nothing too).
    let mut files = crate::interrupt::Writing::start(created.then(|| dir.to_path_buf()));
    let mut made = Vec::with_capacity(maker.count);
    let result = (|| -> Result<()> {
        for i in 1..=maker.count {
            // Ctrl-C in the REPL stops the batch between tables.
            crate::interrupt::check()?;
            let g = maker.roll(i, plan, cx)?;
            let text = maker.document(i, &g, format)?;
            // Counted first, so a failed write is still cleaned up.
            started = i;
            let file = files
                .write(temp(i), text.as_bytes())
                .map_err(|e| Error::io(temp(i), &e))?;
            made.push(file);
            progress.tick(i, &mut |_| Ok(()))?;
        }
        Ok(())
    })();
    progress.done(&mut |_| Ok(()))?;
    if let Err(e) = result {
        for i in 1..=started {
            let _ = std::fs::remove_file(temp(i));
        }
        if created {
            let _ = std::fs::remove_dir(dir);
        }
        return Err(e);
    }
    for i in 1..=maker.count {
        let final_path = dir.join(name(i));
        if let Err(e) = files.rename(made[i - 1], final_path.clone()) {
            // Undo: remove what this command put in place and its remaining temporary files.
            for j in 1..i {
                let _ = std::fs::remove_file(dir.join(name(j)));
            }
            for j in i..=maker.count {
                let _ = std::fs::remove_file(temp(j));
            }
            return Err(Error::io(&final_path, &e));
        }
    }
    files.keep();
    Ok(written(dir, format, maker))
}

/// The report of `--out DIR`: which files hold the tables.
fn written(dir: &Path, format: Format, maker: &Maker) -> Output {
    let width = maker.count.to_string().len().max(4);
    let name = |i: usize| format!("terrain-{i:0width$}.{}", format.extension());
    let n = maker.count;
    let files: Vec<String> = (1..=n).map(name).collect();
    let shown = match files.as_slice() {
        [one] => one.clone(),
        [first, .., last] => format!("{first} … {last}"),
        [] => String::new(),
    };
    let summary = format!(
        "wrote {n} {} to {}: {shown}",
        if n == 1 { "table" } else { "tables" },
        dir.display()
    );
    Output::Report(Box::new(Report {
        rules: Some(ID),
        procedure: "terrain".into(),
        section: Some(SECTION.into()),
        title: format!(
            "terrain · Schwerpunkt {SECTION} · {n} {}",
            if n == 1 { "table" } else { "tables" }
        ),
        input: maker.input.clone(),
        body: Body::Listing {
            result: json!({"dir": dir.display().to_string(), "format": format.name(), "files": files}),
            blocks: Vec::new(),
        },
        summary,
        effects: Vec::new(),
        example: false,
        result_line: None,
    }))
}

/// Makes sure `dir` is a directory this process can write to, creating it if missing.
/// Returns whether it was created (to remove it again if nothing ends up in it).
fn prepare_dir(dir: &Path) -> Result<bool> {
    // Not a directory is a mistake in the command (2); a directory that cannot be made or
    // written to is the system refusing (1), as for any file that cannot be written.
    let refuse = |why: String| {
        Error::usage(format!(
            "--out {}: {why}; give a directory you can write to",
            dir.display()
        ))
    };
    let cannot = |why: String| {
        Error::Runtime(format!(
            "--out {}: {why}; give a directory you can write to",
            dir.display()
        ))
    };
    let created = if dir.exists() {
        if !dir.is_dir() {
            return Err(refuse("not a directory".into()));
        }
        false
    } else {
        std::fs::create_dir_all(dir).map_err(|e| cannot(format!("cannot create it ({e})")))?;
        true
    };
    let probe = dir.join(format!(".spw-terrain-probe.{}", std::process::id()));
    let check = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
        .and_then(|mut f| f.write_all(b"spw"));
    let _ = std::fs::remove_file(&probe);
    if let Err(e) = check {
        if created {
            let _ = std::fs::remove_dir(dir);
        }
        // The directory exists, so "not found" means it takes no new files (/proc, /sys).
        let why = match e.kind() {
            std::io::ErrorKind::NotFound => "it takes no new files",
            std::io::ErrorKind::PermissionDenied => "no permission to create files in it",
            _ => "cannot create files in it",
        };
        return Err(cannot(format!("{why} ({e})")));
    }
    Ok(created)
}

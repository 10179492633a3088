//! A game's snapshot (JOURNAL.md, "The snapshot"): opening reads it and replays only the
//! entries after it, gives exactly what replaying every entry gives, and one that does not
//! match the journal is ignored with a warning and rebuilt; replay still checks every entry.

use std::path::{Path, PathBuf};

use crate::case::Case;
use crate::evening::{FRONTIER, PORTABLE, SCHWERPUNKT, SERIES, TSATF};
use crate::harness::{Done, spw, temp_dir};

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 temp path")
}

fn snapshot_of(f: &Path) -> PathBuf {
    let mut name = f.file_name().unwrap().to_os_string();
    name.push(".snapshot");
    f.with_file_name(name)
}

/// A new game of `rules` (with `roster`, if any), seed 11.
fn new_game(dir: &Path, rules: &str, roster: Option<&str>) -> PathBuf {
    let f = dir.join("g.spw");
    let mut args = vec!["game", "new", s(&f), "--rules", rules, "--seed", "11"];
    let r = dir.join("roster.toml");
    if let Some(text) = roster {
        std::fs::write(&r, text).unwrap();
        args.extend(["--roster", s(&r)]);
    }
    spw(&args).ok();
    f
}

/// One line as a `--game` one-liner, snapshots every `every` entries (0: none).
fn one_liner(f: &Path, every: &str, line: &str) -> Done {
    let mut args = vec!["--game".to_string(), s(f).to_string()];
    args.extend(shlex::split(line).expect("a line that splits"));
    let a: Vec<&str> = args.iter().map(String::as_str).collect();
    spw(&a).env("SPW_SNAPSHOT_EVERY", every).run()
}

/// Plays `lines` as one-liners, then `status` and `roster`: what each printed, and the
/// journal.
fn transcript(name: &str, rules: &str, roster: &str, every: &str, lines: &[&str]) -> Vec<String> {
    let dir = temp_dir(&format!("snapshot-{name}-{every}"));
    let f = new_game(&dir, rules, Some(roster));
    let mut out = Vec::new();
    for line in lines.iter().chain(&["status", "roster", "aliases"]) {
        let d = one_liner(&f, every, line);
        out.push(format!(
            "{line}: {}\n{}{}",
            d.status,
            d.stdout,
            d.stderr.replace(s(&dir), "DIR")
        ));
    }
    out.push(std::fs::read_to_string(&f).unwrap());
    assert_eq!(
        snapshot_of(&f).exists(),
        every != "0",
        "a snapshot is written when asked for, and only then"
    );
    let replay = spw(&["game", "replay", s(&f)]).ok();
    assert!(replay.contains("every result identical"), "{replay}");
    out
}

/// The same game played with a snapshot at every entry and with none gives the same results,
/// line by line, and the same journal.
fn same_with_and_without(name: &str, rules: &str, roster: &str, lines: &[&str]) {
    let without = transcript(name, rules, roster, "0", lines);
    let with = transcript(name, rules, roster, "1", lines);
    for (a, b) in without.iter().zip(&with) {
        assert_eq!(a, b, "{rules}: without a snapshot, then with");
    }
    assert_eq!(without.len(), with.len());
}

#[test]
fn a_schwerpunkt_game_gives_the_same_with_snapshots_and_without() {
    same_with_and_without(
        "schwerpunkt",
        "schwerpunkt",
        SCHWERPUNKT,
        &[
            "fire --unit 'A Company' --target 'B Company' --shots 4",
            "save --target 'B Company' --hits 3",
            "pin --target 'B Company' --hits 4",
            "draw 2",
            "alias f = roll 2d6",
            "f",
            "initiative",
            "undo",
            "undo",
            "redo",
            "next",
            "set 'A Company' figures=9",
            "duel --unit Battery --target 'Enemy Battery'",
            "next",
            "undo",
            "melee --unit 'A Company' --target 'B Company'",
            "next",
            "next",
            "roll d6",
        ],
    );
}

#[test]
fn a_portable_game_gives_the_same_with_snapshots_and_without() {
    same_with_and_without(
        "portable",
        "portable",
        PORTABLE,
        &[
            "artillery --unit 'Royal Battery' --target Voltigeurs --range 4",
            "next",
            "initiative",
            "next",
            "activate --unit Hussars",
            "fire --unit Rifles --target Voltigeurs",
            "unpin Voltigeurs",
            "close-combat --unit Hussars --target 'Royal Battery'",
            "undo",
            "restore 'Royal Battery'",
            "next",
            "draw 1",
        ],
    );
}

#[test]
fn a_frontier_game_gives_the_same_with_snapshots_and_without() {
    same_with_and_without(
        "frontier",
        "frontier",
        FRONTIER,
        &[
            "artillery --unit Guns --target Rifles --range 3",
            "next",
            "next",
            "tiles",
            "battle --unit Tanks --target Guns",
            "undo",
            "next",
            "draw 3",
            "undo",
            "undo",
            "redo",
            "tiles",
        ],
    );
}

#[test]
fn a_series_game_gives_the_same_with_snapshots_and_without() {
    same_with_and_without(
        "series",
        "series",
        SERIES,
        &[
            "crt --unit Kampfgruppe --target 'Rifle Division'",
            "losses --target 'Rifle Division' --hits 2 --units 1 --cannot-retreat",
            "next",
            "event",
            "draw 2 --pool cup_a",
            "undo",
            "next",
            "activity --c3i 2",
            "spend 1 moved",
            "next",
        ],
    );
}

#[test]
fn a_tsatf_game_gives_the_same_with_snapshots_and_without() {
    same_with_and_without(
        "tsatf",
        "tsatf",
        TSATF,
        &[
            "cards",
            "move --unit '1st Squad'",
            "fire --unit '1st Squad' --target 'Gruppe Adler' --firers 4 --range 10 -c II",
            "mortar --unit Mortar --target '1st Squad' --range 12 -c II",
            "wound --unit 'Gruppe Adler' --first",
            "undo",
            "rout Mortar",
            "next",
            "cards",
            "next",
        ],
    );
}

/// Undo reaches back past the snapshot, and past the undo steps it keeps (16), cards and all,
/// from one-liners and in a session, exactly as without snapshots.
#[test]
fn undo_reaches_back_across_the_snapshot() {
    let mut lines: Vec<String> = Vec::new();
    for i in 0..12 {
        lines.push(format!("draw {}", 1 + i % 3));
        lines.push("roll 2d6".into());
    }
    lines.extend((0..22).map(|_| "undo".to_string()));
    lines.extend((0..3).map(|_| "redo".to_string()));
    lines.push("pools deck".into());
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let without = transcript("undo", "portable", PORTABLE, "0", &lines);
    let with = transcript("undo", "portable", PORTABLE, "1", &lines);
    assert_eq!(without, with);
    assert!(
        with.iter().any(|l| l.contains("Undone: entry 3,")),
        "{with:?}"
    );

    // In a session: a snapshot at entry 24, then 20 undos in one go.
    let mut script: String = "undo\n".repeat(20);
    script.push_str("pools deck\n");
    let session = |every: &str| {
        let dir = temp_dir(&format!("snapshot-session-{every}"));
        let f = new_game(&dir, "portable", None);
        for l in &lines[..24] {
            one_liner(&f, every, l);
        }
        spw(&["game", "open", s(&f)])
            .env("SPW_SNAPSHOT_EVERY", every)
            .stdin(&script)
            .ok()
            .replace(s(&dir), "DIR")
    };
    assert_eq!(session("0"), session("24"));
}

/// A game of six rolls with its snapshot (written at entry 4).
fn game_with_snapshot(name: &str) -> PathBuf {
    let dir = temp_dir(&format!("snapshot-{name}"));
    let f = new_game(&dir, "portable", None);
    for _ in 0..6 {
        assert_eq!(one_liner(&f, "4", "roll d6").status, 0);
    }
    assert!(snapshot_of(&f).exists());
    f
}

/// `status` warns of the snapshot with `why` and shows what replaying every entry shows,
/// writing nothing; the next line that writes replaces the snapshot, and the warning is gone.
fn ignored_then_rebuilt(f: &Path, why: &str) {
    let expected = one_liner(f, "0", "status").stdout;
    let snap = snapshot_of(f);
    let before = std::fs::read(&snap).unwrap();
    let warning = format!(
        "warning: {}: {why}; ignored, the game is rebuilt from its journal\n",
        s(&snap)
    );
    Case::new(&["--game", s(f), "status"])
        .env("SPW_SNAPSHOT_EVERY", "4")
        .stdout(&expected)
        .stderr(&warning)
        .check();
    assert_eq!(
        std::fs::read(&snap).unwrap(),
        before,
        "a reader writes nothing"
    );
    Case::new(&["--game", s(f), "roll", "d6"])
        .env("SPW_SNAPSHOT_EVERY", "4")
        .stderr(&warning)
        .check();
    assert_ne!(
        std::fs::read(&snap).unwrap(),
        before,
        "rebuilt by the writer"
    );
    Case::new(&["--game", s(f), "status"])
        .env("SPW_SNAPSHOT_EVERY", "4")
        .stderr("")
        .check();
}

#[test]
fn a_damaged_snapshot_is_ignored_with_a_warning_and_rebuilt() {
    let f = game_with_snapshot("damaged");
    let snap = snapshot_of(&f);
    // A torn write: the state's line cut short.
    let text = std::fs::read(&snap).unwrap();
    std::fs::write(&snap, &text[..text.len() - 20]).unwrap();
    ignored_then_rebuilt(&f, "damaged (not a snapshot spw wrote)");
    // A state edited by hand (the dice stream moved on): its hash no longer matches.
    let text = std::fs::read_to_string(&snap).unwrap();
    let edited = text.replacen("\"stream\":", "\"stream\":1", 1);
    assert_ne!(edited, text);
    std::fs::write(&snap, edited).unwrap();
    ignored_then_rebuilt(&f, "damaged (not a snapshot spw wrote)");
    // Another spw's.
    let text = std::fs::read_to_string(&snap).unwrap();
    let other = text.replacen(
        &format!("\"spw\":\"{}\"", env!("CARGO_PKG_VERSION")),
        "\"spw\":\"0.0.1\"",
        1,
    );
    std::fs::write(&snap, other).unwrap();
    ignored_then_rebuilt(
        &f,
        &format!(
            "written by spw 0.0.1 (this is {})",
            env!("CARGO_PKG_VERSION")
        ),
    );
    // An older snapshot format (the journal hashed whole, not chunk by chunk).
    let text = std::fs::read_to_string(&snap).unwrap();
    let older = text.replacen("\"spw_snapshot\":2,", "\"spw_snapshot\":1,", 1);
    assert_ne!(older, text);
    std::fs::write(&snap, older).unwrap();
    ignored_then_rebuilt(&f, "in snapshot format 1 (this spw writes 2)");
}

#[test]
fn a_stale_snapshot_is_ignored_with_a_warning_and_rebuilt() {
    // The journal put back as it was two entries earlier: the snapshot covers more than it has.
    let f = game_with_snapshot("stale");
    let journal = std::fs::read_to_string(&f).unwrap();
    let lines: Vec<&str> = journal.lines().collect();
    let earlier = lines[..lines.len() - 4].join("\n") + "\n";
    let snap_text = std::fs::read_to_string(snapshot_of(&f)).unwrap();
    let covered: serde_json::Value =
        serde_json::from_str(snap_text.lines().next().unwrap()).unwrap();
    std::fs::write(&f, &earlier).unwrap();
    ignored_then_rebuilt(
        &f,
        &format!(
            "covers {} bytes of the game, which has {}",
            covered["cover"]["len"],
            earlier.len()
        ),
    );
}

#[test]
fn an_edited_journal_is_not_hidden_by_its_snapshot_and_replay_checks_every_entry() {
    let f = game_with_snapshot("edited");
    // Entry 2's die, covered by the snapshot, changed by hand (same length).
    let text = std::fs::read_to_string(&f).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let e: serde_json::Value = serde_json::from_str(&lines[2]).unwrap();
    let die = e["output"][0]["result"]["total"].as_i64().unwrap();
    let other = if die == 6 { 5 } else { die + 1 };
    lines[2] = lines[2].replace(&format!("\"total\":{die}"), &format!("\"total\":{other}"));
    std::fs::write(&f, lines.join("\n") + "\n").unwrap();
    let snap = snapshot_of(&f);
    Case::new(&["--game", s(&f), "status"])
        .env("SPW_SNAPSHOT_EVERY", "4")
        .stderr_has(&format!(
            "warning: {}: does not match the game's first 4 entries (edited or replaced since); ignored",
            s(&snap)
        ))
        .stderr_has("entry 2 no longer gives its recorded result")
        .check();
    Case::new(&["game", "replay", s(&f)])
        .status(1)
        .stderr_has("entry 2 (`roll d6`) differs from its record: result:")
        .check();
}

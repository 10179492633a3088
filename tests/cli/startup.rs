//! What a one-liner loads, counted rather than timed (speed is measured by bench/startup.py):
//! a debug build traces each data file parsed, each command built, the pools read and the big
//! prime sieve when `SPW_TRACE_LOADS` is set (crates/engine/src/trace.rs), one line each on stderr.

use crate::harness::spw;

/// The trace of `spw ARGS` (with `stdin` for a batch): one entry per line, `kind name`.
fn loads_with(args: &[&str], stdin: &str) -> Vec<String> {
    assert!(
        std::env::var_os("SPW_TEST_BIN").is_none(),
        "the load trace is this build's debug binary's; run these tests without SPW_TEST_BIN"
    );
    let d = spw(args).stdin(stdin).env("SPW_TRACE_LOADS", "1").run();
    assert_eq!(d.status, 0, "spw {args:?}: {}", d.stderr);
    d.stderr
        .lines()
        .filter_map(|l| l.strip_prefix("spw trace: "))
        .map(str::to_string)
        .collect()
}

fn loads(args: &[&str]) -> Vec<String> {
    loads_with(args, "")
}

/// The names of one kind of entry, in order.
fn of(kind: &str, trace: &[String]) -> Vec<String> {
    trace
        .iter()
        .filter_map(|l| l.strip_prefix(kind)?.strip_prefix(' '))
        .map(str::to_string)
        .collect()
}

#[test]
fn roll_2d6_reads_no_data_and_builds_no_other_command() {
    let trace = loads(&["roll", "2d6"]);
    // The top level carries `roll` alone; no procedure, data file, pool or sieve is touched,
    // nor the top level's examples, which only its own help shows.
    assert_eq!(trace, ["parse roll 2d6", "subcommand roll"]);
}

#[test]
fn the_top_levels_examples_are_laid_out_for_its_help_alone() {
    assert!(loads(&["--help"]).contains(&"help examples".to_string()));
    let trace = loads(&["--seed", "1", "tsatf", "fire", "--help"]);
    assert!(!trace.contains(&"help examples".to_string()), "{trace:?}");
}

#[test]
fn the_trace_is_there_to_count() {
    // Without the variable nothing is written, so the counts above are not of an empty stderr
    // by accident: the same command with it writes its line.
    let d = spw(&["roll", "2d6"]).run();
    assert_eq!(d.status, 0);
    assert!(!d.stderr.contains("spw trace"), "{}", d.stderr);
    assert!(!loads(&["roll", "2d6"]).is_empty());
}

#[test]
fn a_procedure_builds_itself_and_reads_its_own_tables() {
    let trace = loads(&["--seed", "1", "barrage", "--guns", "6"]);
    assert_eq!(of("subcommand", &trace), ["barrage"]);
    assert_eq!(of("command", &trace), ["barrage"]);
    // The barrage table names no named die (dSF), so the dice file is not read either.
    assert_eq!(of("data", &trace), ["schwerpunkt"]);
    // Of the rule set's tables, only its own is read.
    assert_eq!(of("table", &trace), ["barrage"]);
    assert!(of("pools", &trace).is_empty(), "{trace:?}");
    // Fire's table does name one (`sf_die = "dSF"`): the named dice are read when it is.
    let trace = loads(&["--seed", "1", "fire", "-m", "4", "-s", "5"]);
    assert_eq!(of("data", &trace), ["schwerpunkt", "dice"], "{trace:?}");
}

#[test]
fn a_house_rule_for_the_rule_set_has_its_whole_file_read_and_checked() {
    // The checks span tables, so a house file makes the rule set's file read whole, as
    // before; another rule set's house file does not.
    let dir = crate::harness::temp_dir("startup-house");
    let pin = "[pin]\nsection = \"3.4\"\nabout = \"house pinning\"\npercent = 50\n";
    std::fs::write(dir.join("schwerpunkt.toml"), pin).unwrap();
    let d = dir.to_str().unwrap();
    let trace = loads(&["--data", d, "--seed", "1", "barrage", "--guns", "6"]);
    assert!(of("table", &trace).is_empty(), "{trace:?}");
    assert_eq!(of("check", &trace), ["schwerpunkt"], "{trace:?}");
    let trace = loads(&["--data", d, "--seed", "1", "tsatf", "wound"]);
    assert_eq!(of("table", &trace), ["wounds"], "{trace:?}");
    assert!(of("check", &trace).is_empty(), "{trace:?}");
}

#[test]
fn only_a_file_a_house_rule_touches_is_checked() {
    // The built-in files pass their checks (a unit test runs them), so a draw from the
    // shared deck checks nothing; a house pools.toml has the pools checked, and no other file.
    let trace = loads(&["--seed", "1", "draw", "2"]);
    assert!(
        of("data", &trace).contains(&"pools".to_string()),
        "{trace:?}"
    );
    assert!(of("check", &trace).is_empty(), "{trace:?}");
    let dir = crate::harness::temp_dir("startup-house-pools");
    let cup = "[cup]\nsection = \"house\"\nabout = \"a house cup\"\nitems = [{ name = \"red\" }]\n";
    std::fs::write(dir.join("pools.toml"), cup).unwrap();
    let d = dir.to_str().unwrap();
    let trace = loads(&["--data", d, "--seed", "1", "draw", "2"]);
    assert_eq!(of("check", &trace), ["pools"], "{trace:?}");
}

#[test]
fn a_rule_set_prefix_builds_only_the_procedure_named() {
    let trace = loads(&[
        "--seed",
        "1",
        "tsatf",
        "fire",
        "--quality",
        "veteran",
        "--weapon",
        "lmg",
        "--firers",
        "1",
        "--range",
        "15",
        "--class",
        "II",
    ]);
    assert_eq!(of("subcommand", &trace), ["tsatf"]);
    assert_eq!(of("command", &trace), ["fire"]);
    // Its hits come from its own deck: the shared pools' names and its own are read, no other
    // rule set's data, and only the hit deck is built: laying out a deck is most of a small
    // draw's work, and neither the shared deck nor the activation deck beside it is needed.
    assert_eq!(of("pools", &trace), ["shared", "tsatf"]);
    assert_eq!(of("pool", &trace), ["hits"], "{trace:?}");
    let data = of("data", &trace);
    assert!(
        data.iter()
            .all(|d| ["dice", "pools", "tsatf"].contains(&d.as_str())),
        "{data:?}"
    );
}

#[test]
fn listing_the_pools_reads_every_rule_sets() {
    let trace = loads(&["pools"]);
    assert_eq!(
        of("pools", &trace),
        ["shared", "frontier", "series", "tsatf"]
    );
    assert_eq!(
        of("pool", &trace),
        ["deck", "tiles", "cup_a", "cup_b", "activation", "hits"]
    );
}

#[test]
fn a_draw_builds_only_the_pool_it_draws_from() {
    // A draw from the deck builds the deck alone (the rule sets' pools are not read).
    let trace = loads(&["--seed", "1", "draw", "2"]);
    assert_eq!(of("pool", &trace), ["deck"]);
    assert_eq!(of("pools", &trace), ["shared"]);
    // In a batch, a pool is built once, however many draws it serves.
    let trace = loads_with(
        &["--seed", "1"],
        "draw 2\ndraw 3 --pool activation\ndraw 1\n",
    );
    assert_eq!(of("pool", &trace), ["deck", "activation"], "{trace:?}");
}

#[test]
fn small_chances_never_sieve_the_primes_below_a_million() {
    for args in [
        &["--chances", "morale", "--morale", "7"][..],
        &[
            "--chances",
            "save",
            "--skill",
            "5",
            "--hits",
            "4",
            "--cover",
        ],
        &["roll", "--chances", "100d6"],
    ] {
        let trace = loads(args);
        assert!(of("sieve", &trace).is_empty(), "{args:?}: {trace:?}");
    }
    // A total with two prime factors above 1,000 does need them, once.
    let trace = loads(&["roll", "--chances", "d1013ro1"]);
    assert_eq!(of("sieve", &trace).len(), 1, "{trace:?}");
}

#[test]
fn a_batch_reads_each_data_file_once() {
    let trace = loads_with(
        &["--seed", "1"],
        "barrage --guns 2\nbarrage --guns 3\nmorale --morale 7\nroll 2d6\nfire -m 4 -s 5\nroll dSF\n",
    );
    let data = of("data", &trace);
    assert_eq!(
        of("table", &trace),
        ["barrage", "morale", "fire"],
        "{trace:?}"
    );
    for file in ["schwerpunkt", "dice"] {
        assert_eq!(
            data.iter().filter(|d| *d == file).count(),
            1,
            "{file}: {trace:?}"
        );
    }
}

#[test]
fn a_game_replayed_builds_each_command_it_uses_once() {
    let dir = crate::harness::temp_dir("startup-game");
    let game = dir.join("g.spw");
    let game = game.to_str().unwrap();
    let new = spw(&["--seed", "1", "game", "new", game, "--rules", "schwerpunkt"]).run();
    assert_eq!(new.status, 0, "{}", new.stderr);
    for line in ["barrage --guns 2", "barrage --guns 3", "roll 2d6"] {
        let mut args = vec!["--game", game];
        args.extend(line.split(' '));
        let d = spw(&args).run();
        assert_eq!(d.status, 0, "{line}: {}", d.stderr);
    }
    // Reopening replays the three entries, each parsed with the command its line names (built
    // once for both barrages), not with the whole tree of every procedure; the new line is
    // read once, in the game, with the one command it names.
    let trace = loads(&["--game", game, "morale", "--morale", "7"]);
    let mut built = of("command", &trace);
    built.sort();
    assert_eq!(built, ["barrage", "morale"], "{trace:?}");
}

/// How many times each line was read (parsed by clap), by its first words.
fn parses(trace: &[String]) -> Vec<String> {
    of("parse", trace)
}

#[test]
fn every_way_in_reads_a_line_once() {
    // The shell: one parse.
    let trace = loads(&["--seed", "1", "barrage", "--guns", "2"]);
    assert_eq!(parses(&trace), ["--seed 1 barrage"], "{trace:?}");
    // A batch: the shell's line (no command), then each line once.
    let trace = loads_with(&["--seed", "1"], "barrage --guns 2\nmorale --morale 7\n");
    assert_eq!(
        parses(&trace),
        ["--seed 1", "barrage --guns 2", "morale --morale 7"],
        "{trace:?}"
    );
    // The REPL from a pipe: the same.
    let trace = loads_with(&["repl"], "barrage --guns 2\n");
    assert_eq!(parses(&trace), ["repl", "barrage --guns 2"], "{trace:?}");
    // A game: a one-liner is read once, in the game (its roster fills options as it is read),
    // and reopening or replaying reads each recorded entry once.
    let dir = crate::harness::temp_dir("startup-parses");
    let roster = dir.join("r.toml");
    std::fs::write(
        &roster,
        "[[unit]]\nname = \"A\"\nside = \"Red\"\nmorale = 7\n[[unit]]\nname = \"B\"\nside = \"Blue\"\n",
    )
    .unwrap();
    let game = dir.join("g.spw");
    let (game, roster) = (game.to_str().unwrap(), roster.to_str().unwrap());
    let new = spw(&["game", "new", game, "--seed", "1", "--roster", roster]).run();
    assert_eq!(new.status, 0, "{}", new.stderr);
    let trace = loads(&["--game", game, "morale", "--unit", "A"]);
    assert_eq!(
        parses(&trace),
        [format!("--game {game} morale")],
        "{trace:?}"
    );
    let trace = loads(&["--game", game, "barrage", "--guns", "2"]);
    assert_eq!(
        parses(&trace),
        [
            "morale --unit A".to_string(),
            format!("--game {game} barrage")
        ],
        "{trace:?}"
    );
    let trace = loads(&["game", "replay", game]);
    assert_eq!(
        parses(&trace),
        [
            format!("game replay {game}"),
            "morale --unit A".into(),
            "barrage --guns 2".into()
        ],
        "{trace:?}"
    );
}

#[cfg(target_os = "linux")]
#[test]
fn the_binary_asks_the_dynamic_loader_for_no_libm() {
    // libm.so at every start (mapping it, resolving its symbols: bench/README.md) would be
    // for three functions of the terrain drawing; the `libm` crate's are used instead, and
    // num-bigint is built without the `std` feature, whose size estimates call log2. The
    // library's name is in a binary's bytes exactly when it is one of its needed libraries.
    let bytes = std::fs::read(env!("CARGO_BIN_EXE_spw")).expect("the binary under test");
    let named = bytes.windows(8).any(|w| w == b"libm.so.");
    assert!(
        !named,
        "spw needs libm.so: some code calls the C library's maths (f64::sin, ln, log2, ...)"
    );
}

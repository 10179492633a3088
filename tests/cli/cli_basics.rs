use crate::case::Case;
use crate::harness::spw;

#[test]
fn help_lists_commands_and_exits_zero() {
    let out = spw(&["--help"]).ok();
    assert!(out.contains("roll"), "{out}");
    assert!(out.contains("fire"), "{out}");
}

#[test]
fn an_unknown_command_is_one_line_and_exit_2() {
    Case::new(&["frobnicate"]).refused(&[]);
}

#[test]
fn batch_mode_runs_every_line_and_fails_if_any_did() {
    // A bad line is bad input: status 2, as the command alone would give (README, "Errors
    // and exit status").
    Case::new(&["--seed", "3"])
        .stdin("draw 2\n# a comment\n\nfrobnicate\ndraw 1\n")
        .status(2)
        .stderr_has("line 4:")
        .stdout_has("(50 left in the deck)")
        .stdout_has("(49 left in the deck)")
        .check();
}

#[test]
fn a_missing_data_dir_is_a_usage_error() {
    let dir = crate::harness::temp_dir("missing-data");
    let gone = dir.join("nope");
    let err = spw(&["--data", gone.to_str().unwrap(), "tables"]).fails(2);
    assert!(err.contains("no such directory"), "{err}");
    Case::new(&["tables"])
        .env("SPW_DATA", gone.to_str().unwrap())
        .status(2)
        .stderr_has("no such directory")
        .check();
}

#[test]
fn json_envelope_for_draw() {
    let v = spw(&["--seed", "1", "draw", "3"]).json();
    assert_eq!(v["procedure"], "draw");
    assert_eq!(v["result"]["cards"].as_array().unwrap().len(), 3);
    assert_eq!(v["result"]["left"], 49);
}

#[test]
fn rules_with_a_procedure_explains_its_rule_options_and_quantities() {
    // The rule set in use first: Schwerpunkt's fire, its options and its --chances quantities.
    let out = spw(&["rules", "fire"]).ok();
    assert!(
        out.starts_with("schwerpunkt fire · Schwerpunkt 3.0\n"),
        "{out}"
    );
    assert!(out.contains("--marksmanship <N>"), "{out}");
    assert!(out.contains("hits"), "{out}");
    let v = spw(&["rules", "fire"]).json();
    assert_eq!(v["result"]["section"], "3.0");
    // Another set's fire with --rules; a name only one set has, whatever set is in use.
    let out = spw(&["-r", "tsatf", "rules", "fire"]).ok();
    assert!(out.starts_with("tsatf fire"), "{out}");
    assert!(out.contains("--weapon"), "{out}");
    assert!(spw(&["rules", "crt"]).ok().starts_with("series crt"));
    // Two other sets have it: say which, and how to ask.
    let err = spw(&["rules", "close-combat"]).fails(2);
    assert!(
        err.contains("portable and tsatf do: add --rules portable"),
        "{err}"
    );
    let err = spw(&["rules", "nope"]).fails(2);
    assert!(err.contains("rules nope: no such procedure"), "{err}");
}

#[test]
fn rules_given_twice_the_last_wins_for_the_procedure_and_its_options() {
    // The fuzzer's line: the procedure was looked up under the first --rules and run under the
    // last, so one rule set's options reached another's procedure (a panic in a debug build).
    let twice = spw(&[
        "-r", "portable", "fire", "--units", "2", "--rules", "frontier", "--pinned",
    ])
    .fails(2);
    let once = spw(&["-r", "frontier", "fire", "--units", "2", "--pinned"]).fails(2);
    assert_eq!(twice, once);
    assert!(twice.contains("'--units'"), "{twice}");
    let line = "-r frontier fire --units 2 --rules portable --pinned\n";
    let out = spw(&["--seed", "1"]).stdin(line).ok();
    let alone = spw(&[
        "--seed", "1", "-r", "portable", "fire", "--units", "2", "--pinned",
    ])
    .ok();
    assert_eq!(out, alone);
}

#[test]
fn top_level_help_opens_with_what_spw_is() {
    // A doc comment on a flattened options struct would take the top level's about.
    let help = spw(&["--help"]).ok();
    assert!(
        help.starts_with("A referee's dice-and-table assistant for tabletop wargames"),
        "{help}"
    );
}

#[test]
fn a_refused_line_says_what_to_type_instead() {
    // Seen: "unexpected argument '+'", "unexpected argument '7'", and a missing <SHELL> with
    // no shell named.
    for (args, says) in [
        (
            &["roll", "3d6", "+", "2"][..],
            "unexpected argument '+'; a dice expression is one word: write it without spaces \
             (spw roll 3d6+2) or quote it (spw roll '3d6 + 2')",
        ),
        (
            &["morale", "7"],
            "unexpected argument '7'; options are named: did you mean --morale 7?",
        ),
        (
            &["completions"],
            "spw completions needs a shell: bash, elvish, fish, powershell or zsh \
             (`spw completions bash` prints its completions)",
        ),
        (
            &[
                "portable",
                "artillery",
                "-u",
                "field-artillery",
                "--range",
                "2",
            ],
            "unexpected option '-u'; --help after the command lists its options",
        ),
        (
            &["table", "series", "crt"],
            "unexpected argument 'crt'; spw table takes one NAME: quote it if it has spaces",
        ),
    ] {
        Case::new(args)
            .status(2)
            .stderr(&format!("error: {says}\n"))
            .check();
    }
    // In a batch, the same words.
    Case::new(&[])
        .stdin("roll 3d6 + 2\n")
        .status(2)
        .stderr_has("line 1: unexpected argument '+'; a dice expression is one word")
        .check();
}

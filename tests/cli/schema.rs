//! Every object `--json` prints is valid against the committed schema, `schema/spw.schema.json`
//! (which `docs` checks is what `spw schema` makes): every procedure's `--help` examples rolled
//! and with `--chances` (their goals and ranges too), the generic commands, text answers,
//! errors in one-liners and batches, and a small game's words.

use std::path::Path;

use serde_json::Value;

use crate::every_procedure::{examples, registry, uses, with_rules};
use crate::harness::{spw, temp_dir};

/// The committed schema, compiled (`serve::view` checks the live view with it too).
pub(crate) struct Validator {
    schemas: boon::Schemas,
    index: boon::SchemaIndex,
}

impl Validator {
    pub(crate) fn new() -> Validator {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("schema/spw.schema.json");
        let text = std::fs::read_to_string(&path).expect("schema/spw.schema.json");
        let schema: Value = serde_json::from_str(&text).expect("the schema is JSON");
        let mut schemas = boon::Schemas::new();
        let mut compiler = boon::Compiler::new();
        let url = "urn:spw:json:1";
        compiler
            .add_resource(url, schema)
            .expect("the schema loads");
        let index = compiler
            .compile(url, &mut schemas)
            .unwrap_or_else(|e| panic!("the schema compiles: {e:#}"));
        Validator { schemas, index }
    }

    /// `v` is valid against the schema, or what is wrong.
    pub(crate) fn check(&self, v: &Value) -> Result<(), String> {
        self.schemas
            .validate(v, self.index)
            .map_err(|e| format!("{e:#}"))
    }

    /// Each line of `out` is a JSON object valid against the schema; how many there were, or
    /// what is wrong.
    fn lines(&self, what: &str, out: &str) -> Result<usize, String> {
        let mut n = 0;
        for line in out.lines().filter(|l| !l.trim().is_empty()) {
            let v: Value = serde_json::from_str(line)
                .map_err(|e| format!("{what}: not JSON ({e}): {line}"))?;
            if v["version"] != 2 {
                return Err(format!("{what}: no \"version\": 2 first: {line}"));
            }
            if let Err(e) = self.schemas.validate(&v, self.index) {
                let shown: String = line.chars().take(400).collect();
                return Err(format!("{what}: {e}\n  {shown}"));
            }
            n += 1;
        }
        Ok(n)
    }
}

/// The batch line for an example: as written, without what only a shell reads.
fn line_of(words: &[String]) -> Option<String> {
    if uses(words, "--out") {
        return None;
    }
    shlex::try_join(words.iter().map(String::as_str)).ok()
}

#[test]
fn every_procedure_answers_json_valid_against_the_schema() {
    let v = Validator::new();
    let mut failures = Vec::new();
    let mut checked = 0;
    for p in registry() {
        let help = spw(&[&p.rules, &p.name, "--help"]).ok();
        let mut lines = Vec::new();
        for ex in examples(&p, &help) {
            let args = with_rules(&p, &ex);
            lines.extend(line_of(&args));
            // Rolled examples asked again for their exact chances (refused where --chances
            // does not apply: an error object, valid too).
            if !["--chances", "--dice", "--cards", "--seed"]
                .iter()
                .any(|o| uses(&ex, o))
            {
                let mut chances = vec!["--chances".to_string()];
                chances.extend(args);
                lines.extend(line_of(&chances));
            }
        }
        let mut batch = lines.join("\n");
        batch.push('\n');
        let dir = temp_dir(&format!("schema-{}-{}", p.rules, p.name));
        let d = spw(&["--json", "--seed", "7"])
            .dir(&dir)
            .stdin(&batch)
            .run();
        match v.lines(&format!("{} {}", p.rules, p.name), &d.stdout) {
            Ok(n) if n >= lines.len() => checked += n,
            Ok(n) => failures.push(format!(
                "{} {}: {n} objects for {} lines:\n{batch}{}",
                p.rules,
                p.name,
                lines.len(),
                d.stderr
            )),
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(checked > 200, "only {checked} objects checked");
}

#[test]
fn generic_commands_text_and_errors_are_valid_against_the_schema() {
    let v = Validator::new();
    let batch = "roll 4d6kh3\nroll --chances 2d6 --goal 'total>=8'\ndraw 5\ndraw --chances 2\n\
                 pools\npools deck\nreshuffle\ntable game_length\ntables\ntables penetration\n\
                 rules\nrules fire\nrules -r tsatf fire\nrules -r tsatf move\nrules tsatf\nroll --help\nfire --marksmanship 9\n\
                 nosuch\nfire --shots 1..3 --goal 'hits>=1'\n";
    let d = spw(&["--json", "--seed", "7"]).stdin(batch).run();
    assert_eq!(d.status, 2, "{}", d.stderr);
    let n = v
        .lines("batch", &d.stdout)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(n, batch.lines().count(), "{}", d.stdout);
    for (args, code) in [
        (&["--json", "--help"][..], 0),
        (&["--json", "fire", "-m", "9"], 2),
        (&["--json", "roll", "2d6", "--chances", "--dice", "3"], 2),
        (&["--json", "--seed", "7", "man"], 0),
        (&["--json", "completions", "bash"], 0),
        (&["--json", "--seed", "7", "terrain", "--count", "2"], 0),
        (&["--json", "--seed", "7", "terrain"], 0),
    ] {
        let d = spw(args).run();
        assert_eq!(d.status, code, "{args:?}: {}", d.stderr);
        v.lines(&args.join(" "), &d.stdout)
            .unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn every_sheet_is_valid_against_the_schema() {
    let v = Validator::new();
    let dir = temp_dir("schema-sheet");
    for set in crate::sheet::rule_sets() {
        let out = dir.join(format!("{set}.html"));
        for args in [
            vec!["--json", "sheet", set.as_str()],
            vec!["--json", "sheet", set.as_str(), "--format", "text"],
            vec![
                "--json",
                "sheet",
                set.as_str(),
                "--out",
                out.to_str().unwrap(),
            ],
        ] {
            let d = spw(&args).run();
            assert_eq!(d.status, 0, "{args:?}: {}", d.stderr);
            v.lines(&args.join(" "), &d.stdout)
                .unwrap_or_else(|e| panic!("{e}"));
        }
    }
}

const ROSTER: &str = r#"
[[unit]]
name = "1st Platoon"
side = "Red"
figures = 10
marksmanship = 4
skill = 5
morale = 7

[[unit]]
name = "Panzergrenadiers"
side = "Blue"
figures = 8
marksmanship = 5
"#;

#[test]
fn a_games_words_are_valid_against_the_schema() {
    let v = Validator::new();
    let dir = temp_dir("schema-game");
    let r = dir.join("roster.toml");
    std::fs::write(&r, ROSTER).unwrap();
    let f = dir.join("g.spw");
    let g = f.to_str().unwrap();
    spw(&[
        "game",
        "new",
        g,
        "--seed",
        "5",
        "--roster",
        r.to_str().unwrap(),
    ])
    .ok();
    let lines: &[&[&str]] = &[
        &["status"],
        &["roster"],
        &["initiative"],
        &[
            "fire",
            "--unit",
            "1st Platoon",
            "--target",
            "Panzergrenadiers",
            "--shots",
            "3",
        ],
        &["set", "Panzergrenadiers", "figures=7"],
        &["undo"],
        &["redo"],
        &["next"],
        &["alias", "volley", "=", "fire", "--shots", "6"],
        &["alias"],
        &["volley", "--unit", "1st Platoon"],
        &[
            "--chances",
            "fire",
            "--unit",
            "1st Platoon",
            "--shots",
            "1..4",
            "--goal",
            "hits>=1",
        ],
        &["stats"],
        &["log"],
        &["status"],
        &["unpin", "nobody"],
        &["sheet"],
        &["sheet", "tsatf"],
    ];
    for words in lines {
        let mut args = vec!["--json", "--game", g];
        args.extend_from_slice(words);
        let d = spw(&args).run();
        let n = v
            .lines(&words.join(" "), &d.stdout)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(n >= 1, "{words:?} printed no JSON: {}", d.stderr);
    }
}

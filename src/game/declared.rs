//! Checks of the procedures' roster declarations (`rules::effects::Roster`) against what they
//! do, and the tables JOURNAL.md prints from them (`SPW_UPDATE_DOCS=1 cargo test --lib
//! declared` rewrites those tables).

use crate::cli::Global;
use crate::dispatch;
use crate::rules::effects::{Again, Kind, Per, Role, Roles, Source, When, Whom};
use crate::rules::model::{Derived, FieldKind};
use crate::rules::{self, Output};
use crate::session::Session;

/// The `spw ...` example lines of a procedure's `--help`, without `spw`.
fn examples(e: &rules::Entry) -> Vec<String> {
    let mut cmd = (e.command)();
    cmd.build();
    let help = cmd
        .get_after_help()
        .map(|h| h.to_string())
        .unwrap_or_default();
    help.lines()
        .filter_map(|l| l.trim().strip_prefix("spw "))
        .map(str::to_string)
        .collect()
}

/// An example line made to roll afresh: no `--dice`, `--cards`, `--seed` or `--chances`.
fn rolling(line: &str) -> Option<String> {
    let words = shlex::split(line)?;
    let mut out = Vec::new();
    let mut skip = false;
    for w in words {
        if skip {
            skip = false;
            continue;
        }
        match w.as_str() {
            "--dice" | "--cards" | "--seed" => skip = true,
            "--chances" | "--percent" | "--exact" => {}
            _ if w.starts_with("--dice=") || w.starts_with("--cards=") => {}
            _ => out.push(w),
        }
    }
    shlex::try_join(out.iter().map(String::as_str)).ok()
}

fn role(r: Role) -> &'static str {
    match r {
        Role::Unit => "`--unit`",
        Role::Target => "`--target`",
        Role::Subject => "the unit",
    }
}

fn kind(k: Kind) -> String {
    match k {
        Kind::Lose(f) => format!("`{f}` − n"),
        Kind::Gain(f) => format!("`{f}` + n"),
        Kind::Mark(s) => format!("`{s}` set"),
        Kind::Clear(s) => format!("`{s}` cleared"),
        Kind::Destroy => "destroyed".into(),
        Kind::Initiative => "the initiative".into(),
        Kind::Order => "the order of play".into(),
        Kind::Choice => "nothing: said, left to the players".into(),
        Kind::Did(m) => format!("`{m}` this phase or turn"),
    }
}

/// A mode in words: ` with --kind stand`, or nothing for every mode.
fn mode(w: When) -> String {
    let opt = |o: &str| format!("--{}", o.replace('_', "-"));
    match w {
        When::Always => String::new(),
        // A switch reads as the switch alone.
        When::Is(o, ["true"]) => format!(" with `{}`", opt(o)),
        When::Not(o, ["true"]) => format!(" without `{}`", opt(o)),
        When::Is(o, v) => format!(" with `{} {}`", opt(o), v.join("|")),
        When::Not(o, v) => format!(" unless `{} {}`", opt(o), v.join("|")),
        When::Without(o) => format!(" without `{}`", opt(o)),
    }
}

/// JOURNAL.md's tables of what each rule set's units can be: fields, states and what sets and
/// clears them, and what the rules derive.
fn states() -> String {
    let mut out =
        String::from("| rule set | state | set by | cleared by | rule |\n|---|---|---|---|---|\n");
    for set in rules::rule_sets() {
        for f in set.units.fields {
            if let FieldKind::State { set_by, cleared_by } = f.kind {
                out.push_str(&format!(
                    "| {} | `{}` | {set_by} | {cleared_by} | {} |\n",
                    set.id, f.name, f.section
                ));
            }
        }
        for d in set.units.derived {
            let Derived::OverHalf {
                state,
                count,
                of,
                section,
            } = d;
            out.push_str(&format!(
                "| {} | `{state}` (derived) | `{count}` over half of `{of}` | — | {section} |\n",
                set.id
            ));
        }
        for d in set.units.deferred {
            out.push_str(&format!(
                "| {} | `{}` (deferred) | casualties lying down until the phase ends | `next`: taken off `{}` | {} |\n",
                set.id, d.pending, d.count, d.section
            ));
        }
    }
    out
}

/// JOURNAL.md's table of what a unit did this phase or turn, and what a procedure asks of it.
fn plays() -> String {
    let mut out = String::from(
        "| rule set | procedure | what the unit has done, or needs | a second time |\n|---|---|---|---|\n",
    );
    for set in rules::rule_sets() {
        for e in set.procedures() {
            let p = e.play;
            for a in p.acts {
                let per = match a.per {
                    Per::Phase => "this phase",
                    Per::Turn => "this turn",
                };
                let who = if a.on == Role::Target {
                    "`--target` "
                } else {
                    ""
                };
                let again = match a.again {
                    Again::Refused(why) => format!("refused: {why}"),
                    Again::Warned(why) => format!("refused unless `--again`: {why}"),
                };
                let by = if a.marks {
                    ""
                } else {
                    " (by another procedure)"
                };
                out.push_str(&format!(
                    "| {} | {} | {who}`{}` {per}{}{by} | {again} |\n",
                    set.id,
                    e.name,
                    a.mark,
                    mode(a.when)
                ));
            }
            for (option, field) in p.within {
                out.push_str(&format!(
                    "| {} | {} | `--{option}` at most its `{field}` | — |\n",
                    set.id, e.name
                ));
            }
            for n in p.needs {
                out.push_str(&format!(
                    "| {} | {} | refused if it {}{}: {} | — |\n",
                    set.id,
                    e.name,
                    n.lacks,
                    mode(n.when),
                    n.why
                ));
            }
            if let Some(why) = p.after_destroyed {
                out.push_str(&format!(
                    "| {} | {} | may still be played by a unit destroyed this phase: {why} | — |\n",
                    set.id, e.name
                ));
            }
        }
    }
    out
}

/// JOURNAL.md's tables: what `--unit`/`--target` mean and fill, and what results do.
pub(super) fn tables() -> String {
    let mut fills = String::from(
        "| rule set | procedure | `--unit` | `--target` | options filled (from the field) |\n|---|---|---|---|---|\n",
    );
    let mut effects =
        String::from("| rule set | procedure | result | on | change |\n|---|---|---|---|---|\n");
    for set in rules::rule_sets() {
        for e in set.procedures() {
            let r = e.roster;
            let (unit, target) = match r.roles {
                Roles::None => ("—".to_string(), "—".to_string()),
                Roles::One(what) => (what.to_string(), "the same".to_string()),
                Roles::Two { unit, target } => (unit.to_string(), target.to_string()),
            };
            let filled: Vec<String> = r
                .fill
                .iter()
                .map(|f| {
                    let from = match f.from {
                        Source::Field(Role::Unit, x) => format!("unit's `{x}`"),
                        Source::Field(Role::Target, x) => format!("target's `{x}`"),
                        Source::Field(Role::Subject, x) => format!("`{x}`"),
                        Source::SideNames => "the sides' names".into(),
                        Source::Phase(pairs) => crate::effects::phase_words(pairs),
                        Source::SideUnits(i) => format!("side {}'s units in play", i + 1),
                        Source::EachSideWithout(mark) => {
                            format!(
                                "each side's units in play, but those that have {mark} this turn"
                            )
                        }
                        Source::SideCount(_) => "the units in play on its side".into(),
                        Source::SideLacks(_, state) => {
                            format!("its side has no unit in play with `{state}`")
                        }
                        Source::BySide(_, values) => {
                            format!("its side: {}", values.join(" or "))
                        }
                        Source::Rule(_, about, _) => (*about).to_string(),
                    };
                    format!("`--{}` ({from}{})", f.option, mode(f.when))
                })
                .collect();
            let mut filled = filled.join(", ");
            if !r.out_of_play.is_empty() {
                filled.push_str(&format!("; not in play: {}", r.out_of_play.join(", ")));
            }
            for bar in r.barred {
                filled.push_str(&format!(
                    "; refused when `{}`{}: {}",
                    bar.state,
                    mode(bar.when),
                    bar.why
                ));
            }
            if r.roles != Roles::None || !r.fill.is_empty() {
                fills.push_str(&format!(
                    "| {} | {} | {unit} | {target} | {} |\n",
                    set.id,
                    e.name,
                    if filled.is_empty() { "—" } else { &filled }
                ));
            }
            for d in r.effects {
                let on = match d.to {
                    Whom::Role(x) => role(x).to_string(),
                    Whom::Elsewhere => "where it landed".into(),
                    Whom::Game => "the game".into(),
                };
                let change = match d.to {
                    Whom::Elsewhere => {
                        format!("nothing: no unit is named there ({})", kind(d.change))
                    }
                    _ => kind(d.change),
                };
                effects.push_str(&format!(
                    "| {} | {} | {} | {on} | {change} |\n",
                    set.id, e.name, d.when
                ));
            }
        }
    }
    format!("{fills}\n{effects}\n{}\n{}", states(), plays())
}

const START: &str = "<!-- roster tables: generated from the procedures' declarations -->\n";
const END: &str = "<!-- end of roster tables -->\n";

#[test]
fn journal_md_tables_are_the_declarations() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("JOURNAL.md");
    let text = std::fs::read_to_string(&path).unwrap();
    let (a, b) = (
        text.find(START).expect("JOURNAL.md has the start marker"),
        text.find(END).expect("JOURNAL.md has the end marker"),
    );
    let want = format!("{START}{}{END}", tables());
    let now = &text[a..b + END.len()];
    if std::env::var_os("SPW_UPDATE_DOCS").is_some() {
        std::fs::write(&path, text.replace(now, &want)).unwrap();
        return;
    }
    assert!(
        now == want,
        "JOURNAL.md's roster tables are stale: `SPW_UPDATE_DOCS=1 cargo test --lib declared` rewrites them"
    );
}

/// Every effect a procedure's results have, over many rolls of each of its `--help` examples,
/// is one it declares (so the docs cannot promise less than the game does), and every option
/// it fills is one of its options.
#[test]
fn every_effect_is_declared_and_every_fill_is_an_option() {
    let mut seen = 0;
    for set in rules::rule_sets() {
        for e in set.procedures() {
            let mut cmd = (e.command)();
            cmd.build();
            for f in e.roster.fill {
                assert!(
                    cmd.get_arguments().any(|a| a.get_long() == Some(f.option)),
                    "{} {}: fills --{}, which it does not have",
                    set.id,
                    e.name,
                    f.option
                );
            }
            let global = Global {
                rules: Some(set.id.to_string()),
                ..Global::default()
            };
            for line in examples(e).iter().filter_map(|l| rolling(l)) {
                for seed in 0..40 {
                    let mut session = Session::new(Some(seed));
                    let cx = crate::request::Context {
                        outer: &global,
                        origin: crate::request::Origin::Line,
                        game: None,
                    };
                    let Ok(r) = crate::request::words_of(&line)
                        .and_then(|a| crate::request::read(&mut session.commands, &a, &cx))
                    else {
                        continue;
                    };
                    let Ok(done) = dispatch::produce(&mut session, &r.global, r.command) else {
                        continue;
                    };
                    let Output::Report(r) = done.output else {
                        continue;
                    };
                    for fx in &r.effects {
                        let (to, k) = fx.declared();
                        seen += 1;
                        assert!(
                            e.roster.effects.iter().any(|d| d.to == to && d.change == k),
                            "{} {}: `{line}` (seed {seed}) has effect {fx:?}, which its roster declaration does not list",
                            set.id,
                            e.name
                        );
                        if let Whom::Role(role) = to {
                            let ok = match e.roster.roles {
                                Roles::None => false,
                                Roles::One(_) => role == Role::Subject,
                                Roles::Two { .. } => role != Role::Subject,
                            };
                            assert!(
                                ok,
                                "{} {}: an effect on {role:?} does not fit its roles",
                                set.id, e.name
                            );
                        }
                    }
                }
            }
        }
    }
    assert!(
        seen > 100,
        "only {seen} effects seen: the examples hardly ran"
    );
}

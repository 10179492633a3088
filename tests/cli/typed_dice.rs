//! Every procedure of every rule set, taken from the registry (`spw --json rules`), reads the
//! dice typed with `--dice` (the cards with `--cards`) in the order its `--help` documents,
//! and throws every die the rules throw even when its answer is already certain (a Close Combat
//! Power of 6, morale 12, a skill of 1): a referee rolling by hand types every die in order and
//! none is skipped. A procedure added later fails here until it has a case, or its facts
//! (`spw --json rules PROCEDURE`) state it throws nothing.

use serde_json::Value;

use crate::harness::spw;

/// One procedure's typed dice: the line, the dice (or cards), what is certain, the dice in the
/// order read (`for` and value, or the item drawn), and results worked from the rules.
struct Case {
    rules: &'static str,
    procedure: &'static str,
    args: &'static [&'static str],
    dice: &'static str,
    cards: &'static str,
    /// What is certain in this case, and why: "" when no die of the procedure can be certain.
    certain: &'static str,
    read: &'static [(&'static str, &'static str)],
    /// Result keys and their JSON values; `summary` is a substring of the summary.
    want: &'static [(&'static str, &'static str)],
}

const fn case(
    rules: &'static str,
    procedure: &'static str,
    args: &'static [&'static str],
    dice: &'static str,
    certain: &'static str,
    read: &'static [(&'static str, &'static str)],
    want: &'static [(&'static str, &'static str)],
) -> Case {
    Case {
        rules,
        procedure,
        args,
        dice,
        cards: "",
        certain,
        read,
        want,
    }
}

const fn drawn(
    rules: &'static str,
    procedure: &'static str,
    args: &'static [&'static str],
    cards: &'static str,
    read: &'static [(&'static str, &'static str)],
    want: &'static [(&'static str, &'static str)],
) -> Case {
    Case {
        rules,
        procedure,
        args,
        dice: "",
        cards,
        certain: "",
        read,
        want,
    }
}

#[rustfmt::skip]
const CASES: &[Case] = &[
    // Schwerpunkt. 1.3: the counts, then each feature's square; desert villages and oases on
    // 3-4 are none, flat hills on 4 are none, a river and a railway on 4+ only.
    case("schwerpunkt", "terrain", &["--theatre", "desert", "--flat"], "4,4,3,1,1", "",
        &[("villages", "4"), ("hills", "4"), ("oases", "3"), ("river", "1"), ("railway", "1")],
        &[("summary", "no village, no hill, no oasis; no river")]),
    // 1.10: a d6 a side, a tie thrown again by both.
    case("schwerpunkt", "initiative", &[], "3,3,5,2", "",
        &[("A", "3"), ("B", "3"), ("A", "5"), ("B", "2")], &[("first", "\"A\"")]),
    // 2.0: profile + d6, then the obstacle's skill test: skill 1 always clears.
    case("schwerpunkt", "move", &["--rating", "6", "--obstacle", "1"], "4,1",
        "the obstacle test at skill 1",
        &[("movement", "4"), ("obstacle", "1")], &[("distance", "10"), ("cleared", "true")]),
    // 3.0: marksmanship 1 hits on every face.
    case("schwerpunkt", "fire", &["-m", "1", "--shots", "2"], "1,1", "every shot at marksmanship 1",
        &[("shot 1", "1"), ("shot 2", "1")], &[("hits", "2")]),
    // 3.0: the scatter face, the 2d6 inches, the clock hour.
    case("schwerpunkt", "scatter", &[], "arrow,3,4,9", "",
        &[("scatter", "arrow"), ("distance", "3"), ("distance", "4"), ("bearing", "9")],
        &[("distance", "7"), ("bearing", "9")]),
    // 3.1: the observer's skill 1 always calls the guns in; then a d10 per gun (0 is lost).
    case("schwerpunkt", "barrage", &["--guns", "2", "--observer", "1"], "1,7,0",
        "the observer at skill 1",
        &[("observer", "1"), ("gun 1", "7"), ("gun 2", "10")], &[("square_7", "1"), ("lost", "1")]),
    // 3.2: skill 1 hits with every gun, and the enemy's skill 1 saves every hit.
    case("schwerpunkt", "duel", &["--guns", "2", "--skill", "1", "--enemy-skill", "1"], "1,1,1,1",
        "every gun and every save at skill 1",
        &[("gun 1", "1"), ("gun 2", "1"), ("enemy save 1", "1"), ("enemy save 2", "1")],
        &[("hits", "2"), ("removed", "0")]),
    // 3.3: skill 2 in cover (+1) saves on 1+.
    case("schwerpunkt", "save", &["--skill", "2", "--hits", "2", "--cover"], "1,1",
        "saves on 1+", &[("save 1", "1"), ("save 2", "1")], &[("casualties", "0")]),
    // 3.5: to hit at marksmanship 1 (certain), d% 50 against 30 (class 5 v D), damage 3.
    case("schwerpunkt", "penetrate", &["-c", "5", "--vehicle", "D", "-m", "1"], "1,50,3",
        "to hit at marksmanship 1",
        &[("to hit", "1"), ("penetration", "50"), ("damage", "3")],
        &[("result", "\"immobilised\"")]),
    // 3.6: the scatter die and the d6 are both thrown; HIT disperses the cloud.
    case("schwerpunkt", "drift", &[], "HIT,4", "",
        &[("scatter", "HIT"), ("drift", "4")], &[("dispersed", "true")]),
    // 1.6: skill 1 passes on every face.
    case("schwerpunkt", "test", &["--skill", "1", "--figures", "2"], "1,1", "tests at skill 1",
        &[("test 1", "1"), ("test 2", "1")], &[("passed", "2")]),
    // 4.0, 5.0: morale 12 + officer passes every stand and morale test; ferocity 1 hits and
    // skill 1 saves on every face.
    case("schwerpunkt", "melee",
        &["--attacker-figures", "1", "--attacker-ferocity", "1", "--attacker-skill", "1",
          "--attacker-morale", "12", "--attacker-officer", "--defender-figures", "1",
          "--defender-ferocity", "1", "--defender-skill", "1", "--defender-morale", "12",
          "--defender-officer"],
        "6,6,1,1,1,1,6,6,6,6", "every test and every figure's die",
        &[("defender stands", "6"), ("defender stands", "6"), ("attacker", "1"),
          ("defender", "1"), ("attacker save", "1"), ("defender save", "1"),
          ("attacker morale", "6"), ("attacker morale", "6"), ("defender morale", "6"),
          ("defender morale", "6")],
        &[("outcome", "\"both stand\""), ("attacker_casualties", "0")]),
    // 5.0: 2d6 of 12 or less always passes.
    case("schwerpunkt", "morale", &["-m", "12"], "6,6", "morale 12",
        &[("morale", "6"), ("morale", "6")], &[("passed", "true"), ("roll", "12")]),
    // 4.0, 5.0: the flight's 2d6, then the pursuit's.
    case("schwerpunkt", "flee", &["--pursue"], "3,2,4,4", "",
        &[("flight", "3"), ("flight", "2"), ("pursuit", "4"), ("pursuit", "4")],
        &[("flight", "5"), ("pursuit", "8"), ("removed", "true")]),
    // 6.0: reliability 1 always arrives; ours first, then theirs; they pair off.
    case("schwerpunkt", "aircraft",
        &["--ours", "1", "--our-reliability", "1", "--theirs", "1", "--their-reliability", "1"],
        "1,1", "reliability 1",
        &[("our aircraft", "1"), ("their aircraft", "1")], &[("dogfights", "1")]),
    // 6.1: 2d6 per shot: 12 shoots the plane down.
    case("schwerpunkt", "aa", &["--shots", "1"], "6,6", "",
        &[("shot 1", "6"), ("shot 1", "6")], &[("shot_down", "1")]),
    // 6.2: two SF dice.
    case("schwerpunkt", "strafe", &["--range", "10"], "2,JAM", "",
        &[("SF die 1", "2"), ("SF die 2", "JAM")], &[("hits", "2")]),
    // 7.1: the d6 after turn 6.
    case("schwerpunkt", "game-length", &[], "3", "",
        &[("game length", "3")], &[("turns", "7")]),
    // Portable. Activation Dice: a European army of 8 throws 4.
    case("portable", "activate", &["--units", "8", "--army", "european"], "0,1,2,3", "",
        &[("activation 1", "0"), ("activation 2", "1"), ("activation 3", "2"),
          ("activation 4", "3")],
        &[("activations", "6")]),
    case("portable", "initiative", &[], "5,2", "", &[("A", "5"), ("B", "2")],
        &[("first", "\"A\"")]),
    // Artillery Fire: 3 or more hexes, a 3 lands in front; direct fire 5 destroys.
    case("portable", "artillery", &["--type", "field-artillery", "--range", "5"], "3,5", "",
        &[("lands", "3"), ("effect", "5")],
        &[("lands", "\"front\""), ("effect", "\"destroyed\"")]),
    case("portable", "fire", &["--units", "2"], "4,1", "",
        &[("fire 1", "4"), ("fire 2", "1")], &[("effect", "\"pinned\"")]),
    // Close Combat: Machine Guns' power 6 destroys on every face, and its die comes first.
    case("portable", "close-combat", &["--attacker", "machine-guns", "--defender", "cavalry"],
        "1,6", "the attacker's power 6",
        &[("attacker", "1"), ("defender", "6")], &[("outcome", "\"attacker_wins\"")]),
    // Frontier. Turn Sequence: a tile per unit, in the order the units are given.
    drawn("frontier", "tiles", &["--side", "Red=a,b", "--side", "Blue=x"], "7♦,A♠,7♥",
        &[("tile for a", "7♦"), ("tile for b", "A♠"), ("tile for x", "7♥")],
        &[("first", "\"Red\"")]),
    // Artillery: an AFV's 2 is a miss that lands in no square, so no effect die follows.
    case("frontier", "artillery", &["--type", "afv", "--range", "3"], "2", "",
        &[("scatter", "2")], &[("lands", "\"missed\""), ("effect", "\"none\"")]),
    // Battles: 6 + 7 against 1 + 5: the winner's 6 destroys.
    case("frontier", "battle", &["--attacker", "afv", "--defender", "infantry"], "6,1", "",
        &[("attacker", "6"), ("defender", "1")],
        &[("outcome", "\"attacker_wins\""), ("loser", "\"destroyed\"")]),
    // Series. 6.5: clear needs 5; a DRM of +4 makes every face reach it.
    case("series", "attrition", &["--column", "clear", "--units", "2", "--drm", "4"], "1,1",
        "every unit's die with a DRM of +4",
        &[("attrition 1", "1"), ("attrition 2", "1")], &[("step_losses", "2")]),
    case("series", "activity", &["--c3i", "2"], "3,4", "",
        &[("Activity Table", "3"), ("Activity Table", "4")], &[("activity_points", "5")]),
    // 12.31: the attacker's chits, then the defender's.
    drawn("series", "superiority", &["--attacker-rating", "2", "--defender-rating", "1"],
        "artillery,recon,no effect",
        &[("attacker's chits 1", "artillery"), ("attacker's chits 2", "recon"),
          ("defender's chits", "no effect")],
        &[("attacker_points", "3"), ("defender_points", "0")]),
    // 12.6, 14.0: the CRT's 2d6, then on an unmodified 12 the events die.
    case("series", "crt", &["--odds", "1:1"], "6,6,4", "",
        &[("combat", "6"), ("combat", "6"), ("random event", "4")],
        &[("result", "\"0/2\""), ("random_event", "true")]),
    case("series", "event", &[], "4", "", &[("random event", "4")],
        &[("roll", "4")]),
    // TSATF. Turn Sequence: the activation cards as turned.
    drawn("tsatf", "cards", &["--red", "1", "--black", "1"], "7♦,K♠",
        &[("card 1", "7♦"), ("card 2", "K♠")], &[("first", "\"red\"")]),
    // Movement: limbering drops the crew's only die in rough, so the move is its 3" minimum.
    case("tsatf", "move", &["--type", "hmg-crew", "--terrain", "rough", "--limbering"], "6",
        "the one D6, dropped", &[("move", "6")], &[("inches", "3")]),
    // Fire Combat: veteran rifles at long range, Class III: 1, shaken −1: 0 never hits.
    case("tsatf", "fire",
        &["--quality", "veteran", "--weapon", "rifle", "--firers", "2", "--range", "20",
          "--class", "III", "--shaken"],
        "1,1", "a to-hit of 0", &[("shots 1", "1"), ("shots 2", "1")], &[("hits", "0")]),
    // Light Mortars: the direction d6 (1 on target, so no distance), then a D20 per figure.
    case("tsatf", "mortar",
        &["--quality", "veteran", "--range", "20", "--class", "II", "--figures", "1"], "1,9", "",
        &[("direction", "1"), ("figures", "9")],
        &[("direction", "\"on target\""), ("hits", "0")]),
    case("tsatf", "barrage", &["--figures", "0"], "7,3", "",
        &[("width", "7"), ("depth", "3")], &[("width", "7"), ("depth", "3")]),
    // Close Combat: one veteran charging always straggles (1d6 is 1 or more): nothing closes.
    case("tsatf", "close-combat",
        &["--attacker", "veteran", "--defender", "green", "--attacker-figures", "1",
          "--defender-figures", "4"],
        "3", "the straggler die against one figure",
        &[("stragglers", "3")], &[("outcome", "\"all hung back\""), ("pairs", "0")]),
    case("tsatf", "grenades", &[], "7,4", "", &[("unit 1", "7"), ("unit 1", "4")],
        &[("grenades", "11")]),
    // Critical Morale: crack with leader passes on 16; 17 fails and routs 4D6.
    case("tsatf", "test", &["--kind", "critical", "--quality", "crack", "--leader"],
        "17,1,1,1,1", "",
        &[("test", "17"), ("rout", "1"), ("rout", "1"), ("rout", "1"), ("rout", "1")],
        &[("passed", "false"), ("rout", "4")]),
    case("tsatf", "spot", &["--quality", "crack", "--range", "10"], "13", "",
        &[("spot", "13")], &[("spotted", "false")]),
    case("tsatf", "wound", &["--first"], "2", "", &[("wound", "2")],
        &[("result", "\"recovers\"")]),
];

/// Every (rule set, procedure) the binary lists.
fn registry() -> Vec<(String, String)> {
    crate::every_procedure::registry()
        .into_iter()
        .map(|p| (p.rules, p.name))
        .collect()
}

/// Why `rules` `procedure` throws nothing, when its facts say it does not (`facts.dice`).
fn throws_nothing(rules: &str, procedure: &str) -> Option<String> {
    let v = spw(&["--rules", rules, "rules", procedure]).json();
    let dice = &v["result"]["facts"]["dice"];
    match dice["throws"].as_str() {
        Some("nothing") => Some(dice["why"].as_str().unwrap_or_default().to_string()),
        Some(_) => None,
        None => panic!("{rules} {procedure}: no facts.dice.throws: {v}"),
    }
}

/// A die as the JSON shows it: its worded face (`JAM`, `arrow`) or its value.
fn face(d: &Value) -> String {
    match d.get("label").and_then(Value::as_str) {
        Some(l) => l.to_string(),
        None => d["value"].to_string(),
    }
}

fn check(c: &Case) -> Result<(), String> {
    let who = format!("{} {}", c.rules, c.procedure);
    let mut args = vec![c.rules, c.procedure];
    args.extend_from_slice(c.args);
    let (option, typed) = if c.cards.is_empty() {
        ("--dice", c.dice)
    } else {
        ("--cards", c.cards)
    };
    args.extend([option, typed]);
    let out = spw(&args).run();
    if out.status != 0 {
        return Err(format!(
            "{who}: `{}` exits {}: {}",
            args.join(" "),
            out.status,
            out.stderr
        ));
    }
    if out.stderr.contains("not used") {
        return Err(format!(
            "{who}: some typed dice were left over: {}",
            out.stderr
        ));
    }
    let v = spw(&args).json();
    let list = if c.cards.is_empty() { "dice" } else { "drawn" };
    let read: Vec<(String, String)> = v[list]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|d| {
                    let value = match d.get("item") {
                        Some(item) => item.as_str().unwrap_or_default().to_string(),
                        None => face(d),
                    };
                    (d["for"].as_str().unwrap_or_default().to_string(), value)
                })
                .collect()
        })
        .unwrap_or_default();
    let want: Vec<(String, String)> = c
        .read
        .iter()
        .map(|(f, v)| (f.to_string(), v.to_string()))
        .collect();
    if read != want {
        return Err(format!(
            "{who}: read {read:?}, the documented order is {want:?}"
        ));
    }
    for (key, value) in c.want {
        if *key == "summary" {
            let s = v["summary"].as_str().unwrap_or_default();
            if !s.contains(value) {
                return Err(format!("{who}: summary {s:?} lacks {value:?}"));
            }
            continue;
        }
        let expected: Value = serde_json::from_str(value).expect("a JSON value");
        if v["result"][key] != expected {
            return Err(format!(
                "{who}: result {key} = {}, not {value}",
                v["result"][key]
            ));
        }
    }
    // Every typed die is needed: one fewer is refused, naming what is still needed.
    if c.cards.is_empty() {
        let fewer = c.dice.rsplit_once(',').map_or("", |(head, _)| head);
        let mut short = vec![c.rules, c.procedure];
        short.extend_from_slice(c.args);
        if !fewer.is_empty() {
            short.extend(["--dice", fewer]);
        }
        let err = spw(&short).run();
        if !fewer.is_empty() && (err.status != 2 || !err.stderr.contains("still need")) {
            return Err(format!(
                "{who}: with one die fewer ({fewer}) it should ask for the last: exit {}, {}",
                err.status, err.stderr
            ));
        }
    }
    Ok(())
}

#[test]
fn every_procedure_reads_typed_dice_in_the_documented_order_even_where_certain() {
    let all = registry();
    let mut failures = Vec::new();
    for (r, p) in &all {
        let cases = CASES
            .iter()
            .filter(|c| c.rules == r && c.procedure == p)
            .count();
        let still = throws_nothing(r, p);
        if cases + usize::from(still.is_some()) != 1 {
            failures.push(format!(
                "{r} {p}: needs exactly one case in CASES (typed dice in the documented order, a \
                 certain die where one can be), or facts saying it throws nothing \
                 (Throws::Nothing); it has {cases} cases and says it throws {}",
                if still.is_some() { "nothing" } else { "dice" }
            ));
        }
        // One that throws nothing: its examples, rolled, show no die and no draw.
        if let Some(why) = still {
            let proc = crate::every_procedure::Procedure {
                rules: r.clone(),
                name: p.clone(),
            };
            let help = spw(&[r, p, "--help"]).ok();
            for ex in crate::every_procedure::examples(&proc, &help) {
                if ex.iter().any(|w| w == "--chances" || w.contains("..")) {
                    continue;
                }
                let args = crate::every_procedure::with_rules(&proc, &ex);
                let v = spw(&crate::every_procedure::strs(&args)).json();
                let none = |k: &str| {
                    v.get(k)
                        .is_none_or(|d| d.as_array().is_none_or(Vec::is_empty))
                };
                if !none("dice") || !none("drawn") {
                    failures.push(format!(
                        "{r} {p} states it throws nothing ({why}) but threw or drew: {v}"
                    ));
                }
            }
        }
    }
    for c in CASES {
        if !all.iter().any(|(r, p)| r == c.rules && p == c.procedure) {
            failures.push(format!(
                "CASES names {} {}, which spw rules does not list",
                c.rules, c.procedure
            ));
            continue;
        }
        if let Err(e) = check(c) {
            failures.push(e);
        }
    }
    // Most procedures that can have a certain die have a case that makes one certain.
    let certain = CASES.iter().filter(|c| !c.certain.is_empty()).count();
    assert!(certain >= 15, "only {certain} cases make a die certain");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

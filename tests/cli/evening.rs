//! A whole evening per rule set, played as a referee would: a roster driven through fire,
//! artillery landing on and off target, pinning and unpinning, close combat and losses, the
//! referee's corrections and undo, reopening and replay. After every step the roster is
//! checked against the value worked by hand from the rule text (the dice are typed in, so each
//! result follows from the rules alone).

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::case::Case;
use crate::harness::{Done, spw, temp_dir};

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 temp path")
}

/// A game of `rules` with `roster`, and the way to play lines in it.
pub(crate) struct Evening {
    file: PathBuf,
}

impl Evening {
    pub(crate) fn new(name: &str, rules: &str, roster: &str) -> Evening {
        let dir = temp_dir(name);
        let r = dir.join("roster.toml");
        std::fs::write(&r, roster).unwrap();
        let file = dir.join("g.spw");
        spw(&[
            "game",
            "new",
            s(&file),
            "--rules",
            rules,
            "--seed",
            "11",
            "--roster",
            s(&r),
        ])
        .ok();
        Evening { file }
    }

    /// One line as a `--game` one-liner.
    pub(crate) fn line(&self, line: &str) -> Case {
        let words = shlex::split(line).expect("a line that splits");
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        Case::new(&["--game", s(&self.file)]).args(&words)
    }

    pub(crate) fn play(&self, line: &str) -> Done {
        let mut args = vec!["--game".to_string(), s(&self.file).to_string()];
        args.extend(shlex::split(line).expect("a line that splits"));
        let a: Vec<&str> = args.iter().map(String::as_str).collect();
        spw(&a).run()
    }

    /// Plays a line that must succeed; its `roster:` notes.
    pub(crate) fn ok(&self, line: &str) -> Vec<String> {
        let d = self.play(line);
        assert_eq!(d.status, 0, "`{line}`:\n{}{}", d.stdout, d.stderr);
        d.stdout
            .lines()
            .filter_map(|l| l.strip_prefix("roster: "))
            .map(str::to_string)
            .collect()
    }

    /// Plays a line that must be refused (exit 2); its error.
    pub(crate) fn refused(&self, line: &str) -> String {
        self.line(line).status(2).check().stderr
    }

    /// A unit's line in `roster`, without its name.
    pub(crate) fn unit(&self, name: &str) -> String {
        let out = self.play("roster").stdout;
        out.lines()
            .find_map(|l| l.trim().strip_prefix(&format!("{name}: ")))
            .unwrap_or_else(|| panic!("no {name} in:\n{out}"))
            .to_string()
    }

    pub(crate) fn entries(&self) -> Vec<Value> {
        std::fs::read_to_string(&self.file)
            .unwrap()
            .lines()
            .skip(1)
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }

    pub(crate) fn last_line(&self) -> String {
        crate::harness::as_run(self.entries().last().unwrap())
    }

    /// `spw game log FILE` with `args` after it, as printed.
    pub(crate) fn log(&self, args: &[&str]) -> String {
        let mut all = vec!["game", "log", s(&self.file)];
        all.extend(args);
        spw(&all).ok()
    }

    /// Replay checks every entry; reopening gives the same roster.
    pub(crate) fn replays(&self) {
        let out = spw(&["game", "replay", s(&self.file)]).ok();
        assert!(out.contains("every result identical"), "{out}");
    }
}

pub(crate) const SCHWERPUNKT: &str = r#"
[[side]]
name = "Red"
[[side]]
name = "Blue"
[[unit]]
name = "A Company"
side = "Red"
figures = 10
marksmanship = 4
skill = 5
morale = 7
ferocity = 4
officer = true
[[unit]]
name = "B Company"
side = "Blue"
figures = 8
marksmanship = 5
skill = 4
morale = 6
ferocity = 4
[[unit]]
name = "Battery"
side = "Red"
guns = 4
skill = 4
[[unit]]
name = "Enemy Battery"
side = "Blue"
guns = 3
skill = 5
"#;

#[test]
fn a_schwerpunkt_evening() {
    let g = Evening::new("evening-sp", "schwerpunkt", SCHWERPUNKT);
    // 3.0: A Company's marksmanship 4 (not B's 5): 4 4 2 6 is three hits. Hits change no
    // unit until they are saved (3.3).
    let notes = g.ok("fire --unit 'A Company' --target 'B Company' --shots 4 --dice 4,4,2,6");
    assert!(
        g.last_line().contains("--marksmanship 4"),
        "{}",
        g.last_line()
    );
    assert!(
        notes[0].starts_with("unchanged: hits are casualties only"),
        "{notes:?}"
    );
    assert_eq!(
        g.unit("B Company"),
        "figures 8, marksmanship 5, skill 4, morale 6, ferocity 4"
    );
    // --target alone fills only the target's options: the firer's marksmanship is not B's.
    let e = g.refused("fire --shots 3 --target 'B Company' --dice 6,6,6");
    assert!(e.contains("name the unit firing with --unit"), "{e}");
    // 3.3: skill 4 saves on 4+: 3 4 1 is two casualties; 1.10: they lie down until the end
    // of the phase.
    assert_eq!(
        g.ok("save --target 'B Company' --hits 3 --dice 3,4,1"),
        ["B Company: 2 casualties lying down until the end of the phase (1.10)"]
    );
    // 3.4: 3 hits on a unit 8 strong at the phase's start are not half ("it does not matter
    // how many casualties"); 4 are.
    assert!(g.ok("pin --target 'B Company' --hits 3").is_empty());
    assert_eq!(
        g.ok("pin --target 'B Company' --hits 4"),
        ["B Company: pinned"]
    );
    // 3.0: the pinned firer takes −1: marksmanship 5 hits on 6+ only.
    g.ok("fire --unit 'B Company' --target 'A Company' --shots 2 --dice 6,5");
    assert!(g.last_line().contains("--pinned"), "{}", g.last_line());
    // 5.0 a): 3 + 2 = 5 against morale 6 passes: no longer pinned.
    assert_eq!(
        g.ok("morale --unit 'B Company' --reason unpin --dice 3,2"),
        ["B Company: no longer pinned"]
    );
    // 1.10: each unit fires once in the shooting phase; the referee allows a second.
    let e = g.refused("fire --unit 'B Company' --target 'A Company' -s 1 --dice 5");
    assert!(e.contains("has fired this phase"), "{e}");
    g.ok("fire --unit 'B Company' --target 'A Company' -s 1 --again --dice 5");
    assert!(!g.last_line().contains("--pinned"), "{}", g.last_line());
    // 3.2: 4 guns at skill 4 hit twice (6 5); the enemy saves on 5+ (3 6): one gun removed.
    assert_eq!(
        g.ok("duel --unit Battery --target 'Enemy Battery' --dice 6,5,1,2,3,6"),
        ["Enemy Battery: guns 3 → 2"]
    );
    // 3.1: a barrage's squares fall on whatever is there: the roster is left to the saves.
    // (1.10: the battery has fired in this phase already; the referee allows it again.)
    let notes = g.ok("barrage --unit Battery --target 'B Company' --guns 2 --again --dice 5,10");
    assert!(
        notes[0].starts_with("unchanged: the template's squares"),
        "{notes:?}"
    );
    // 1.10: the sides come from the roster; Red's 5 beats Blue's 2.
    let out = g.play("initiative --dice 5,2").stdout;
    assert!(out.contains("game: initiative: Red"), "{out}");
    assert!(g.play("status").stdout.contains("Initiative: Red"));
    // The referee's correction, and undo saying what it undid.
    assert_eq!(
        g.ok("set 'A Company' figures=9"),
        ["A Company: figures 10 → 9"]
    );
    let out = g.play("undo").stdout;
    assert!(
        out.starts_with("Undone: entry 11, `set 'A Company' figures=9`: A Company: figures 10 → 9"),
        "{out}"
    );
    assert!(g.unit("A Company").starts_with("figures 10,"));
    // 1.10: at the phase's end the 2 lying down since the save are removed.
    let notes = g.ok("next");
    assert!(
        notes
            .iter()
            .any(|n| n.starts_with("B Company: figures 8 → 6 (2 lying down removed")),
        "{notes:?}"
    );
    // 4.0: a continued melee of 2 against 2: the attacker hits twice (6 5), the defender not
    // at all (1 2); both hits fail their saves on 4+ (1 2): the defender's two lie down, and
    // are removed at the phase's end: it is wiped out.
    g.ok("set 'A Company' figures=2");
    g.ok("set 'B Company' figures=2");
    assert_eq!(
        g.ok("melee --unit 'A Company' --target 'B Company' --continued --dice 6,5,1,2,1,2"),
        ["B Company: 2 casualties lying down until the end of the phase (1.10)"]
    );
    let notes = g.ok("next");
    assert!(
        notes.iter().any(|n| n.starts_with("B Company: destroyed")),
        "{notes:?}"
    );
    assert!(g.unit("B Company").ends_with("DESTROYED"));
    // A destroyed unit neither fires nor is fired at.
    let e = g.refused("fire --unit 'A Company' --target 'B Company' -s 1");
    assert!(e.contains("\"B Company\" is destroyed"), "{e}");
    g.replays();
    assert!(g.unit("B Company").ends_with("DESTROYED"));
}

pub(crate) const PORTABLE: &str = r#"
[[side]]
name = "French"
[[side]]
name = "British"
[[unit]]
name = "Royal Battery"
side = "British"
type = "field-artillery"
[[unit]]
name = "Voltigeurs"
side = "French"
type = "infantry-firearms"
[[unit]]
name = "Hussars"
side = "French"
type = "cavalry"
[[unit]]
name = "Rifles"
side = "British"
type = "infantry-firearms"
"#;

#[test]
fn a_portable_evening() {
    let g = Evening::new("evening-pw", "portable", PORTABLE);
    // In a Portable game `artillery` is Portable's (not Schwerpunkt's barrage).
    // Note 3: at 4 hexes a 3 lands in the hex in front of the target; the effect die's 6 is on
    // whatever is there, not on the Voltigeurs.
    let notes = g.ok("artillery --unit 'Royal Battery' --target Voltigeurs --range 4 --dice 3,6");
    assert!(
        notes[0].starts_with("unchanged: it landed in the hex immediately in front of the target"),
        "{notes:?}"
    );
    assert_eq!(g.unit("Voltigeurs"), "type infantry-firearms");
    // Turn Sequence 1: a battery fires once, in the turn's artillery fire: the next shot is
    // next turn's (six phases on).
    for _ in 0..6 {
        g.ok("next");
    }
    // 5 lands on the target hex; direct fire 4 pins.
    assert_eq!(
        g.ok("artillery --unit 'Royal Battery' --target Voltigeurs --range 4 --dice 5,4"),
        ["Voltigeurs: pinned"]
    );
    // A pinned target counts as in cover (Pinning): the next fire at it is filled --pinned.
    // The firer's type fills --type, so its weapon range is checked (Unit Types).
    g.ok("fire --unit Rifles --target Voltigeurs --dice 1");
    assert!(
        g.last_line().contains("--type infantry-firearms"),
        "{}",
        g.last_line()
    );
    assert!(g.last_line().contains("--pinned"), "{}", g.last_line());
    // Cavalry has no weapon range: it cannot fire.
    g.refused("fire --unit Hussars --target Voltigeurs --dice 1");
    // Activated, a Unit may be unpinned (Turn Sequence 2b): the referee says so.
    assert_eq!(
        g.ok("unpin Voltigeurs"),
        ["Voltigeurs: pinned true → false"]
    );
    // Turn Sequence 2: the sides come from the roster; French 4 beats British 3.
    let out = g.play("initiative --dice 4,3").stdout;
    assert!(out.contains("game: initiative: French"), "{out}");
    // Activation Dice: the French have 2 Units in play.
    g.ok("activate --unit Hussars --dice 2,2");
    assert!(g.last_line().contains("--units 2"), "{}", g.last_line());
    // Close Combat: cavalry power 5 throws 1 (destroys the gun), the gun's 6 fails its 1.
    assert_eq!(
        g.ok("close-combat --unit Hussars --target 'Royal Battery' --dice 1,6"),
        ["Royal Battery: destroyed"]
    );
    g.refused("fire --unit Voltigeurs --target 'Royal Battery' --dice 6");
    // A mistake put right, and undone.
    assert_eq!(
        g.ok("restore 'Royal Battery'"),
        ["Royal Battery: destroyed true → false"]
    );
    g.play("undo");
    assert!(g.unit("Royal Battery").ends_with("DESTROYED"));
    g.replays();
}

pub(crate) const FRONTIER: &str = r#"
[[unit]]
name = "Guns"
side = "Red"
type = "field-artillery"
[[unit]]
name = "Rifles"
side = "Blue"
type = "infantry"
[[unit]]
name = "Tanks"
side = "Blue"
type = "afv"
"#;

#[test]
fn a_frontier_evening() {
    let g = Evening::new("evening-fr", "frontier", FRONTIER);
    // Artillery: 2 lands in the square beyond; its 6 destroys whatever is there, not Rifles.
    let notes = g.ok("artillery --unit Guns --target Rifles --range 3 --dice 2,6");
    assert!(
        notes[0].starts_with("unchanged: it landed in the square beyond"),
        "{notes:?}"
    );
    assert_eq!(g.unit("Rifles"), "type infantry");
    // "Artillery units may only fire once each turn": the next shot is next turn's.
    let e = g.refused("artillery --unit Guns --target Rifles --range 3 --dice 5,6");
    assert!(e.contains("once each turn"), "{e}");
    while !g.play("status").stdout.contains("Turn 2") {
        g.ok("next");
    }
    // 5 is on target, and its 6 destroys the unit there.
    assert_eq!(
        g.ok("artillery --unit Guns --target Rifles --range 3 --dice 5,6"),
        ["Rifles: destroyed"]
    );
    // Turn Sequence 4: the tiles are turned once the Artillery Fire Phase is completed.
    let e = g.refused("tiles --cards AH,2S");
    assert!(
        e.contains("not yet in the tiles phase: the tiles are turned once the Artillery Fire Phase is completed (Turn Sequence 4)"),
        "{e}"
    );
    g.ok("next");
    let e = g.refused("tiles --cards AH,2S");
    assert!(e.contains("not yet in the artillery fire phase"), "{e}");
    g.ok("next");
    // Turn Sequence 1, 3: a tile for each unit still on the table (Rifles has none), but not
    // for the Guns, which fired in this turn's artillery phase (their tile is removed).
    let out = g.play("tiles --cards AH").stdout;
    assert!(g.last_line().contains("Blue=Tanks"), "{}", g.last_line());
    assert!(!g.last_line().contains("Rifles"), "{}", g.last_line());
    assert!(!g.last_line().contains("Guns"), "{}", g.last_line());
    assert!(out.contains("game: order: Tanks"), "{out}");
    assert!(g.play("status").stdout.contains("Next to act: Tanks"));
    // Battles: the afv's 6 destroys the guns.
    assert_eq!(
        g.ok("battle --unit Tanks --target Guns --dice 6,1"),
        ["Guns: destroyed"]
    );
    assert!(
        g.play("status")
            .stdout
            .contains("Next to act: every unit in the order has acted")
    );
    g.replays();
}

pub(crate) const SERIES: &str = r#"
[[unit]]
name = "Kampfgruppe"
side = "Axis"
steps = 4
strength = 12
[[unit]]
name = "Rifle Division"
side = "Allies"
steps = 3
strength = 6
"#;

#[test]
fn a_series_evening() {
    let g = Evening::new("evening-se", "series", SERIES);
    // 12.5: 12 against 6 is 2:1; the hits are the owners' to take (12.8): nothing changes.
    let notes = g.ok("crt --unit Kampfgruppe --target 'Rifle Division' --dice 4,4");
    assert!(g.last_line().contains("--attacker 12"), "{}", g.last_line());
    assert!(g.last_line().contains("--defender 6"), "{}", g.last_line());
    assert!(
        notes.iter().all(|n| n.starts_with("unchanged:")),
        "{notes:?}"
    );
    // 12.8, 12.811: two hits on one unit that cannot retreat: both step losses and one more.
    assert_eq!(
        g.ok("losses --target 'Rifle Division' --hits 2 --units 1 --cannot-retreat"),
        ["Rifle Division: steps 3 → 0", "Rifle Division: destroyed"]
    );
    // Over several units the owner spreads them: nothing changes, and it says so.
    let notes = g.ok("losses --target Kampfgruppe --hits 3 --units 2 --attacker");
    assert!(
        notes[0].starts_with("unchanged: 3 step losses spread over 2 units"),
        "{notes:?}"
    );
    assert!(g.unit("Kampfgruppe").starts_with("steps 4,"));
    g.replays();
}

pub(crate) const TSATF: &str = r#"
[[side]]
name = "Red"
[[side]]
name = "Black"
[[unit]]
name = "1st Squad"
side = "Red"
figures = 8
quality = "veteran"
troop_type = "infantry"
[[unit]]
name = "Gruppe Adler"
side = "Black"
figures = 6
quality = "veteran"
[[unit]]
name = "Mortar"
side = "Black"
figures = 2
quality = "green"
"#;

#[test]
fn a_tsatf_evening() {
    let g = Evening::new("evening-ts", "tsatf", TSATF);
    // A quality and a troop type are different fields: `move` reads the troop type.
    g.ok("move --unit '1st Squad' --dice 3,3,3");
    assert!(
        g.last_line().contains("--type infantry"),
        "{}",
        g.last_line()
    );
    // Fire: the firer's quality, not the target's; two hearts kill, a diamond wounds.
    g.ok("fire --unit '1st Squad' --target 'Gruppe Adler' --firers 4 --range 10 -c II --dice 1,1,1,1 --cards 2H,3H,4D,5S");
    assert!(
        g.last_line().contains("--quality veteran"),
        "{}",
        g.last_line()
    );
    assert!(
        g.unit("Gruppe Adler").starts_with("figures 3,"),
        "{}",
        g.unit("Gruppe Adler")
    );
    assert!(
        g.unit("Gruppe Adler").contains("wounded 1"),
        "{}",
        g.unit("Gruppe Adler")
    );
    // A mortar round that deviates lands off target: the squad aimed at is untouched, and the
    // crew's own figures are never taken as the figures under the template.
    let notes = g.ok("mortar --unit Mortar --target '1st Squad' --range 12 -c II --dice 4,3");
    assert!(!g.last_line().contains("--figures"), "{}", g.last_line());
    assert!(
        notes.is_empty() || notes[0].starts_with("unchanged"),
        "{notes:?}"
    );
    assert!(g.unit("1st Squad").starts_with("figures 8,"));
    // WOUNDS: a first recovery test of 1 puts the man back.
    assert_eq!(
        g.ok("wound --unit 'Gruppe Adler' --first --dice 1"),
        ["Gruppe Adler: wounded 1 → 0", "Gruppe Adler: figures 3 → 4"]
    );
    // Stand and Fight failed (a 20): shaken, and a shaken unit may not move.
    assert_eq!(
        g.ok("test --unit 'Gruppe Adler' --kind stand --dice 20,3,4"),
        ["Gruppe Adler: shaken"]
    );
    let e = g.refused("move --unit 'Gruppe Adler' --type infantry");
    assert!(e.contains("shaken units cannot move"), "{e}");
    // A routed unit gets no activation card.
    g.ok("rout Mortar");
    g.ok("cards --cards AH,2S");
    assert!(
        g.last_line().contains("--black 'Gruppe Adler'"),
        "{}",
        g.last_line()
    );
    assert!(!g.last_line().contains("Mortar"), "{}", g.last_line());
    g.replays();
}

/// Results name the units on screen, in `--json` and in both logs; the text log fits 80
/// columns, groups each step's dice as the screen does and ends with the after-action summary.
#[test]
fn results_and_logs_name_the_units_and_fit_the_page() {
    let g = Evening::new("evening-names", "schwerpunkt", SCHWERPUNKT);
    let out = g
        .play("fire --unit 'A Company' --target 'B Company' --shots 4 --dice 4,4,2,6")
        .stdout;
    assert!(
        out.contains("A Company → B Company: 3 hits, 1 miss"),
        "{out}"
    );
    let d = g.play("--json save --target 'B Company' --hits 3 --dice 3,4,1");
    let v: Value = serde_json::from_str(d.stdout.lines().next().unwrap()).unwrap();
    assert_eq!(v["input"]["unit"], "B Company", "{v}");
    assert!(
        v["summary"]
            .as_str()
            .unwrap()
            .starts_with("B Company: 2 casualties"),
        "{v}"
    );
    g.ok("set 'A Company' figures=3");
    g.ok("set 'B Company' figures=3");
    g.ok("melee --unit 'A Company' --target 'B Company' --continued --dice 6,5,4,1,2,3,1,2,3");
    let text = spw(&["game", "log", s(&g.file)]).ok();
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    assert!(
        text.contains("#1  fire --unit 'A Company' --target 'B Company'"),
        "{text}"
    );
    assert!(
        text.contains("    attacker (d6): 6 5 4; defender (d6): 1 2 3"),
        "{text}"
    );
    assert!(text.contains("\nAfter action\n"), "{text}");
    assert!(
        text.contains("  Blue lost: B Company figures 8 → 3"),
        "{text}"
    );
    let md = spw(&["game", "log", s(&g.file), "--format", "md"]).ok();
    assert!(
        md.contains("save --target 'B Company' --hits 3 --dice 3,4,1`"),
        "{md}"
    );
    assert!(md.contains("**B Company: 2 casualties, 1 saved**"), "{md}");
    assert!(md.lines().all(|l| l.chars().count() <= 80), "{md}");
}

/// The game's own screens at 60 and 80 columns: no line wider, no word split (the same words
/// as laid out 1000 wide), and a Portable evening's worded results count for each side's luck.
#[test]
fn game_screens_fit_and_worded_rolls_count_for_luck() {
    let g = Evening::new("evening-screens", "portable", PORTABLE);
    g.ok("artillery --unit 'Royal Battery' --target Voltigeurs --range 4 --dice 3,6");
    for _ in 0..6 {
        g.ok("next");
    }
    g.ok("artillery --unit 'Royal Battery' --target Voltigeurs --range 4 --dice 5,4");
    g.ok("fire --unit Rifles --target Voltigeurs --dice 6");
    g.ok("close-combat --unit Hussars --target 'Royal Battery' --dice 1,6");
    let stats = g.play("stats").stdout;
    // Two artillery rolls and a fire for the British, a close combat for the French.
    assert!(stats.contains("British's dice ran at the"), "{stats}");
    assert!(
        crate::harness::flat(&stats).contains("over 3 rolls"),
        "{stats}"
    );
    assert!(stats.contains("French's dice ran at the"), "{stats}");
    for args in [
        vec!["--game", s(&g.file), "status"],
        vec!["--game", s(&g.file), "roster"],
        vec!["--game", s(&g.file), "stats"],
        vec!["--game", s(&g.file), "help"],
        vec!["game", "log", s(&g.file)],
        vec!["game", "log", s(&g.file), "--format", "md"],
    ] {
        let wide = spw(&args).env("SPW_WIDTH", "1000").ok();
        for width in [60, 80] {
            let out = spw(&args).env("SPW_WIDTH", &width.to_string()).ok();
            assert!(
                out.lines().all(|l| l.chars().count() <= width),
                "{args:?} at {width}:\n{out}"
            );
            assert_eq!(
                crate::harness::flat(&out),
                crate::harness::flat(&wide),
                "{args:?} at {width}: words split or changed"
            );
        }
    }
}

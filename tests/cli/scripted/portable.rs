//! The Portable Wargame: a turn's artillery fire, initiative, each side's activation dice and
//! its Units activated, a Command Unit lost in close combat and the die it takes with it, and
//! the next turn's artillery — the roster and the game's position checked after every line.

use super::{At, Initiative, Script, Unit};

const ROSTER: &str = r#"
[[side]]
name = "French"
[[side]]
name = "British"
[[unit]]
name = "Voltigeurs"
side = "French"
type = "infantry-firearms"
[[unit]]
name = "Hussars"
side = "French"
type = "cavalry"
[[unit]]
name = "Royal Battery"
side = "British"
type = "field-artillery"
[[unit]]
name = "Rifles"
side = "British"
type = "infantry-firearms"
[[unit]]
name = "Guards HQ"
side = "British"
type = "command"
command = true
"#;

#[test]
fn a_portable_evening_line_by_line() {
    let mut s = Script::new(
        "scripted-portable",
        "portable",
        ROSTER,
        &[
            ("French", "Voltigeurs", "type infantry-firearms"),
            ("French", "Hussars", "type cavalry"),
            ("British", "Royal Battery", "type field-artillery"),
            ("British", "Rifles", "type infantry-firearms"),
            ("British", "Guards HQ", "type command, COMMAND"),
        ],
        "turn 1, artillery",
    );
    // Artillery Fire, three or more hexes away: a 5 lands on the target hex; direct fire's 4
    // pins the Unit there.
    s.ok(
        "artillery --unit 'Royal Battery' --target Voltigeurs --range 4 --dice 5,4",
        &["lands on the target hex", "pinned"],
        &[Unit("Voltigeurs", "type infantry-firearms, PINNED")],
    );
    // "Artillery Units may only fire once each turn."
    s.refused(
        "artillery --unit 'Royal Battery' --target Voltigeurs --range 4 --dice 5,4",
        &["has fired this turn"],
    );
    s.ok("next", &["Turn 1: initiative"], &[At("turn 1, initiative")]);
    // Turn Sequence 2: a tie (3 3) is thrown again; the French 4 beats 3 and activate first,
    // for the whole turn.
    s.ok(
        "initiative --dice 3,3,4,3",
        &["first to activate: French"],
        &[Initiative("French")],
    );
    s.ok(
        "next",
        &["Turn 1: first side activation"],
        &[At("turn 1, first side activation")],
    );
    // Activation Dice a.: a European army with no Command Unit throws no die for it, and one for
    // its 2 Units (2 ÷ 3 rounded up); a dA's 2 is two activations.
    s.ok(
        "activate --unit Hussars --dice 2",
        &["no Command Unit + 1 for 2 Units", "2 activations"],
        &[],
    );
    // Turn Sequence 2b: activated, a Unit may be unpinned.
    s.ok(
        "unpin Voltigeurs",
        &["pinned true → false"],
        &[Unit("Voltigeurs", "type infantry-firearms")],
    );
    // Close Combat: cavalry power 5 throws 1 and destroys the Command Unit; its 6 misses.
    s.ok(
        "close-combat --unit Hussars --target 'Guards HQ' --dice 1,6",
        &["the Command Unit is destroyed"],
        &[Unit("Guards HQ", "type command, COMMAND, DESTROYED")],
    );
    // A destroyed Unit neither acts nor is acted on.
    s.refused(
        "close-combat --unit Hussars --target 'Guards HQ' --dice 1,6",
        &["\"Guards HQ\" is destroyed"],
    );
    s.ok(
        "next",
        &["Turn 1: first side close combat"],
        &[At("turn 1, first side close combat")],
    );
    s.ok(
        "next",
        &["Turn 1: second side activation"],
        &[At("turn 1, second side activation")],
    );
    // "If a player commanding a European army loses their Command Unit, they immediately lose
    // an activation dice": the British throw 1, not 2 (no Command die, 1 for their 2 Units).
    s.ok(
        "activate --unit Rifles --dice 3",
        &["no Command Unit + 1 for 2 Units", "3 activations"],
        &[],
    );
    // Non-Artillery Fire: infantry with firearms at a target in the open, 2–4 pins.
    s.ok(
        "fire --unit Rifles --target Hussars --dice 3",
        &["the target is pinned"],
        &[Unit("Hussars", "type cavalry, PINNED")],
    );
    // An Artillery Unit fires only in the artillery fire, with `artillery`.
    s.refused(
        "fire --unit 'Royal Battery' --target Hussars --dice 6",
        &["portable artillery"],
    );
    s.ok(
        "next",
        &["Turn 1: second side close combat"],
        &[At("turn 1, second side close combat")],
    );
    // Turn Sequence 3: the turn ends; next turn's initiative is thrown again.
    s.ok(
        "next",
        &["Turn 2: artillery"],
        &[At("turn 2, artillery"), Initiative("none")],
    );
    // Two hexes or less: it lands on the target; direct fire's 6 destroys it.
    s.ok(
        "artillery --unit 'Royal Battery' --target Hussars --range 2 --dice 6",
        &["destroyed"],
        &[Unit("Hussars", "type cavalry, PINNED, DESTROYED")],
    );
    // Portable has no movement dice: another rule set's `move` is not played here by mistake.
    s.refused(
        "move --unit Rifles --dice 3",
        &["a portable game has no procedure of that name"],
    );
    s.replays();
}

//! Frontier: tiles for the order of activation, the artillery phase (a gun that fires loses
//! its tile), battles with a poor unit and an AFV, and the next turn's tiles for the units
//! still on the table — the roster and the game's position checked after every line.

use super::{At, Order, Script, Unit};

const ROSTER: &str = r#"
[[unit]]
name = "Guns"
side = "Red"
type = "field-artillery"
[[unit]]
name = "Fusiliers"
side = "Red"
type = "infantry"
poor = true
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
fn a_frontier_evening_line_by_line() {
    let mut s = Script::new(
        "scripted-frontier",
        "frontier",
        ROSTER,
        &[
            ("Red", "Guns", "type field-artillery"),
            ("Red", "Fusiliers", "type infantry, POOR"),
            ("Blue", "Rifles", "type infantry"),
            ("Blue", "Tanks", "type afv"),
        ],
        "turn 1, tiles",
    );
    // Turn Sequence 4: the tiles are turned "once the Artillery Fire Phase is completed".
    s.refused("tiles --cards 3H,AS,2D,KC", &["Turn Sequence 4"]);
    s.ok(
        "next",
        &["Turn 1: artillery fire"],
        &[At("turn 1, artillery fire")],
    );
    // Artillery: a 5 scatters onto the target square; field artillery's direct fire destroys
    // on 5+, and the 4 leaves the Rifles unharmed.
    s.ok(
        "artillery --unit Guns --target Rifles --range 3 --dice 5,4",
        &["on target, but the target unit is unharmed"],
        &[],
    );
    s.refused(
        "artillery --unit Guns --target Rifles --range 3 --dice 5,6",
        &["once each turn"],
    );
    s.ok("next", &["Turn 1: activation"], &[At("turn 1, activation")]);
    // Turn Sequence 3: the gun that fired has had its tile removed: a tile for each of the
    // other three, activated in ascending value: A♠, 2♦, K♣.
    s.ok(
        "tiles --cards AS,2D,KC",
        &["first: Fusiliers (Red), with A♠", "3 units activate in all"],
        &[Order("Fusiliers, Rifles, Tanks; next Fusiliers")],
    );
    // Battles: infantry 5, poor −1 = 4, throws 6 (10) against the AFV's 7 + 1 (8): the winner
    // threw a 6, the loser is destroyed.
    s.ok(
        "battle --unit Fusiliers --target Tanks --dice 6,1",
        &["wins 10 to 8 with a 6"],
        &[
            Unit("Tanks", "type afv, DESTROYED"),
            Order("Fusiliers, Rifles, Tanks; next Rifles"),
        ],
    );
    // "Units may only attack once each turn."
    s.refused(
        "battle --unit Fusiliers --target Rifles --dice 6,1",
        &["has attacked this turn"],
    );
    // 5 + 3 = 8 beats 4 + 3 = 7 without a 6: the Fusiliers retreat one square; the roster is
    // unchanged. The Tanks are gone: nobody is next.
    s.ok(
        "battle --unit Rifles --target Fusiliers --dice 3,3",
        &["wins 8 to 7", "retreats one grid square"],
        &[Order("Fusiliers, Rifles, Tanks; next none")],
    );
    // Turn Sequence 3: the gun that fired is not activated this turn.
    s.refused(
        "battle --unit Guns --target Rifles --dice 3,3",
        &["has fired this turn", "tile removed"],
    );
    s.ok(
        "next",
        &["Turn 2: tiles"],
        &[At("turn 2, tiles"), Order("none")],
    );
    s.ok(
        "next",
        &["Turn 2: artillery fire"],
        &[At("turn 2, artillery fire")],
    );
    // A new turn: the gun fires again; a 6 on the target square destroys the Rifles.
    s.ok(
        "artillery --unit Guns --target Rifles --range 3 --dice 6,6",
        &["destroyed"],
        &[Unit("Rifles", "type infantry, DESTROYED")],
    );
    s.ok("next", &["Turn 2: activation"], &[At("turn 2, activation")]);
    // A tile for each unit still on the table that did not fire: the Fusiliers alone.
    s.ok(
        "tiles --cards 4H",
        &["first: Fusiliers (Red), with 4♥", "1 unit activates in all"],
        &[Order("Fusiliers; next Fusiliers")],
    );
    s.replays();
}

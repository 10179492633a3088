//! TSATF: a turn of movement cards, fire cards, melee and morale, two sections against two
//! Gruppen, with the roster and the game's position checked after every line.

use super::{At, Order, Script, Unit};

const ROSTER: &str = r#"
[[side]]
name = "British"
[[side]]
name = "Germans"
[[unit]]
name = "1st Section"
side = "British"
figures = 10
quality = "veteran"
troop_type = "infantry"
leader = true
[[unit]]
name = "2nd Section"
side = "British"
figures = 10
quality = "green"
troop_type = "infantry"
leader = true
[[unit]]
name = "Gruppe Adler"
side = "Germans"
figures = 10
quality = "veteran"
troop_type = "infantry"
leader = true
[[unit]]
name = "Gruppe Berta"
side = "Germans"
figures = 10
quality = "veteran"
troop_type = "infantry"
leader = true
"#;

#[test]
fn a_tsatf_evening_line_by_line() {
    let first = "figures 10, quality veteran, troop_type infantry, LEADER";
    let mut s = Script::new(
        "scripted-tsatf",
        "tsatf",
        ROSTER,
        &[
            ("British", "1st Section", first),
            (
                "British",
                "2nd Section",
                "figures 10, quality green, troop_type infantry, LEADER",
            ),
            ("Germans", "Gruppe Adler", first),
            ("Germans", "Gruppe Berta", first),
        ],
        "turn 1, movement cards",
    );
    // Turn Sequence 1: one unit moves on each card drawn, red for one side (the British, the
    // roster's first) and black for the other.
    s.ok(
        "cards --cards AH,2S,3D,4C",
        &["1st Section moves first (red)"],
        &[Order(
            "1st Section, Gruppe Adler, 2nd Section, Gruppe Berta; next 1st Section",
        )],
    );
    // Movement: infantry in the open moves 3 D6.
    s.ok(
        "move --unit '1st Section' --dice 3,3,3",
        &["Infantry move 9\""],
        &[Order(
            "1st Section, Gruppe Adler, 2nd Section, Gruppe Berta; next Gruppe Adler",
        )],
    );
    // One move on each card: a second is the referee's to allow.
    s.refused(
        "move --unit '1st Section' --dice 1,1,1",
        &["has moved this phase", "--again"],
    );
    s.ok(
        "move --unit 'Gruppe Adler' --dice 2,2,2",
        &["Infantry move 6\""],
        &[Order(
            "1st Section, Gruppe Adler, 2nd Section, Gruppe Berta; next 2nd Section",
        )],
    );
    // Turn Sequence 2: after all units have moved or passed, cards for fire; the movement
    // order is done with.
    s.ok(
        "next",
        &["Turn 1: fire cards"],
        &[At("turn 1, fire cards"), Order("none")],
    );
    s.ok(
        "cards --cards 4S,5H,6C,7H",
        &["Gruppe Adler fires first (black)"],
        &[Order(
            "Gruppe Adler, 1st Section, Gruppe Berta, 2nd Section; next Gruppe Adler",
        )],
    );
    // Fire Combat: a veteran rifle at 10" is medium range (to 12"), Class I hits on 5 or less:
    // 1 2 3 hit. NOTES: a spade or club pins a man, a heart kills him.
    s.ok(
        "fire --unit 'Gruppe Adler' --target '1st Section' --firers 6 --range 10 -c I \
         --dice 1,2,3,20,20,20 --cards 2S,3C,4H",
        &["3 hits: 1 killed, 2 pinned"],
        &[
            Unit(
                "1st Section",
                "figures 9, quality veteran, troop_type infantry, pinned_men 2, LEADER",
            ),
            Order("Gruppe Adler, 1st Section, Gruppe Berta, 2nd Section; next 1st Section"),
        ],
    );
    // 2 of 9 pinned is not over half: the section fires. Two hits: the ace of spades pins the
    // leader (he is hit, and stays with his unit), the five of diamonds wounds a man.
    s.ok(
        "fire --unit '1st Section' --target 'Gruppe Adler' --firers 9 --range 10 -c I \
         --dice 1,1,20,20,20,20,20,20,20 --cards AS,5D",
        &["2 hits: 1 wounded, 1 pinned; the leader is hit"],
        &[
            Unit(
                "Gruppe Adler",
                "figures 9, quality veteran, troop_type infantry, pinned_men 1, wounded 1, \
                 LEADER",
            ),
            Order("Gruppe Adler, 1st Section, Gruppe Berta, 2nd Section; next Gruppe Berta"),
        ],
    );
    // A second volley: 3 more men pinned make 5 of 9, over half: the whole section is pinned
    // (NOTES: "If over half of a basic unit becomes 'Pinned' due to fire results").
    s.ok(
        "fire --unit 'Gruppe Berta' --target '1st Section' --firers 10 --range 10 -c I \
         --dice 1,2,3,20,20,20,20,20,20,20 --cards 6S,7C,8S",
        &["3 hits: 3 pinned"],
        &[
            Unit(
                "1st Section",
                "figures 9, quality veteran, troop_type infantry, pinned_men 5, LEADER, \
                 PINNED",
            ),
            Order("Gruppe Adler, 1st Section, Gruppe Berta, 2nd Section; next 2nd Section"),
        ],
    );
    // NOTES: pinned units may not fire.
    s.refused(
        "fire --unit '1st Section' --target 'Gruppe Berta' --firers 2 --range 10 -c I \
         --dice 1,1 --cards 9S,9C",
        &["is pinned", "may not fire (NOTES)"],
    );
    // A green rifle at medium range, Class I, hits on 4 or less: four hits. The ace of hearts
    // kills the leader (the unit tests without him from now on), the king of diamonds wounds
    // a key figure, the nine of hearts kills, the two of clubs pins: 10 − 2 − 1 = 7 standing.
    s.ok(
        "fire --unit '2nd Section' --target 'Gruppe Berta' --firers 10 --range 10 -c I \
         --dice 1,2,3,4,20,20,20,20,20,20 --cards AH,KD,9H,2C",
        &["4 hits: 2 killed, 1 wounded, 1 pinned"],
        &[
            Unit(
                "Gruppe Berta",
                "figures 7, quality veteran, troop_type infantry, pinned_men 1, wounded 1",
            ),
            Order("Gruppe Adler, 1st Section, Gruppe Berta, 2nd Section; next none"),
        ],
    );
    s.ok(
        "next",
        &["Turn 1: melee"],
        &[At("turn 1, melee"), Order("none")],
    );
    // Stand and Fight: green with leader stands on 10 or less; the 20 fails: it falls back
    // (3 + 4 = 7") and is shaken.
    s.ok(
        "test --unit '2nd Section' --kind stand --dice 20,3,4",
        &["20 against 10: failed", "7\""],
        &[Unit(
            "2nd Section",
            "figures 10, quality green, troop_type infantry, LEADER, SHAKEN",
        )],
    );
    // Shaken units "cannot move until they rally".
    s.refused(
        "move --unit '2nd Section' --dice 1,1,1",
        &["shaken units cannot move"],
    );
    s.ok("next", &["Turn 1: morale"], &[At("turn 1, morale")]);
    // Pinned Morale recovers the section: veteran with leader passes on 15 or less; its pinned
    // men are back with it.
    s.ok(
        "test --unit '1st Section' --kind pinned --dice 12",
        &["12 against 15: passed"],
        &[Unit(
            "1st Section",
            "figures 9, quality veteran, troop_type infantry, pinned_men 0, LEADER",
        )],
    );
    // A shaken unit rolls to rally in the morale phase: green with leader, 10 or less.
    s.ok(
        "test --unit '2nd Section' --kind rally --dice 3",
        &["3 against 10: passed"],
        &[Unit(
            "2nd Section",
            "figures 10, quality green, troop_type infantry, LEADER",
        )],
    );
    // Gruppe Berta lost its leader: Pinned Morale reads veteran without leader, 13; the 14
    // fails and its pinned man stays pinned.
    s.ok(
        "test --unit 'Gruppe Berta' --kind pinned --dice 14",
        &["14 against 13: failed"],
        &[],
    );
    // WOUNDS, first attempt: 1–2 recovers, the man is back in the ranks.
    s.ok(
        "wound --unit 'Gruppe Berta' --first --dice 2",
        &["recovers"],
        &[Unit(
            "Gruppe Berta",
            "figures 8, quality veteran, troop_type infantry, pinned_men 1, wounded 0",
        )],
    );
    // A unit with no wounded man has none to test.
    s.refused(
        "wound --unit 'Gruppe Berta' --first --dice 2",
        &["has no wounded man"],
    );
    // A new turn: movement cards again, and the phase's marks are gone: the section that
    // moved in turn 1 moves again.
    s.ok(
        "next",
        &["Turn 2: movement cards"],
        &[At("turn 2, movement cards")],
    );
    s.ok(
        "cards --cards 2H,3S,4D,5C",
        &["1st Section moves first (red)"],
        &[Order(
            "1st Section, Gruppe Adler, 2nd Section, Gruppe Berta; next 1st Section",
        )],
    );
    s.ok(
        "move --unit '1st Section' --dice 1,2,3",
        &["Infantry move 6\""],
        &[Order(
            "1st Section, Gruppe Adler, 2nd Section, Gruppe Berta; next Gruppe Adler",
        )],
    );
    // The referee's correction, and undo putting it back.
    s.ok(
        "set 'Gruppe Adler' figures=8",
        &[],
        &[Unit(
            "Gruppe Adler",
            "figures 8, quality veteran, troop_type infantry, pinned_men 1, wounded 1, LEADER",
        )],
    );
    s.ok(
        "undo",
        &["Undone"],
        &[Unit(
            "Gruppe Adler",
            "figures 9, quality veteran, troop_type infantry, pinned_men 1, wounded 1, LEADER",
        )],
    );
    s.replays();
}

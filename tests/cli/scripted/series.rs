//! Schwerpunkt Series: a turn's segments with each side's C3I and Activity Points, a combat
//! on the CRT and its hits taken as a retreat and step losses (the units flipped to their
//! reduced side), a unit attacking once a combat phase, a flipped and an Out of Supply unit
//! fighting at their reduced strengths, and the defender's own cup — the roster, the game's
//! position and both sides' tracks checked after every line.

use super::{At, Script, Tracks, Unit};

const ROSTER: &str = r#"
[[side]]
name = "Axis"
c3i = [6, 2]
[[side]]
name = "Allies"
c3i = [5, 3]
[[unit]]
name = "Kampfgruppe"
side = "Axis"
steps = 2
strength = 12
reduced = 6
tactical = 3
motorized = true
[[unit]]
name = "Rifle Division"
side = "Allies"
steps = 3
strength = 6
reduced = 4
tactical = 2
[[unit]]
name = "Guards Division"
side = "Allies"
steps = 2
strength = 8
reduced = 4
tactical = 2
"#;

#[test]
fn a_series_evening_line_by_line() {
    let mut s = Script::with_tracks(
        "scripted-series",
        "series",
        ROSTER,
        &[
            (
                "Axis",
                "Kampfgruppe",
                "steps 2, strength 12, reduced 6, tactical 3, MOTORIZED",
            ),
            (
                "Allies",
                "Rifle Division",
                "steps 3, strength 6, reduced 4, tactical 2",
            ),
            (
                "Allies",
                "Guards Division",
                "steps 2, strength 8, reduced 4, tactical 2",
            ),
        ],
        "turn 1, administrative segment",
        // 7.1: turn 1's C3I received in its administrative segment.
        "Axis 6 C3I 0 AP, Allies 5 C3I 0 AP",
    );
    // 7.2: C3I is spent only in a Schwerpunkt segment.
    s.refused(
        "activity --c3i 2 --dice 4,5",
        &["only in a Schwerpunkt segment"],
    );
    s.ok(
        "next",
        &["Turn 1: first player Schwerpunkt segments"],
        &[At("turn 1, first player Schwerpunkt segments")],
    );
    // 7.2: 2 C3I spent, 4 + 5 = 9 on the (example) Activity Table: 6 Activity Points.
    s.ok(
        "activity --c3i 2 --dice 4,5",
        &["6 Activity Points"],
        &[Tracks("Axis 4 C3I 6 AP, Allies 5 C3I 0 AP")],
    );
    // 12.5: 12 against 6 is the 2:1 column; 4 + 4 = 8 reads 1/2 on the example CRT. A
    // combat costs the attacker 3 Activity Points (12.0, 12.2 A); the hits are the owners'
    // to take (12.8).
    s.ok(
        "crt --unit Kampfgruppe --target 'Rifle Division' --dice 4,4",
        &["odds 12:6", "2:1", "defender takes 2 combat hits first"],
        &[Tracks("Axis 4 C3I 3 AP, Allies 5 C3I 0 AP")],
    );
    // 12.81: two hits on one unit exceed the units: the defender must retreat a hex; a
    // second hex only for motorized units, so the other hit is a step loss (2.48: flipped).
    s.ok(
        "losses --target 'Rifle Division' --hits 2",
        &["retreat 1 hex, 1 step loss", "the defender's choice"],
        &[Unit(
            "Rifle Division",
            "steps 2, strength 6, reduced 4, tactical 2, FLIPPED",
        )],
    );
    // 12.81: the attacker never retreats: its hit is a step loss.
    s.ok(
        "losses --unit Kampfgruppe --hits 1 --attacker",
        &["1 step loss"],
        &[Unit(
            "Kampfgruppe",
            "steps 1, strength 12, reduced 6, tactical 3, MOTORIZED, FLIPPED",
        )],
    );
    // 12.0: a unit attacks once a Combat Phase.
    s.refused(
        "crt --unit Kampfgruppe --target 'Guards Division' --dice 4,4",
        &["has attacked this phase", "12.0"],
    );
    // 6.0: the referee's supply check puts the Guards Out of Supply.
    s.ok(
        "set 'Guards Division' out_of_supply=true",
        &["out_of_supply unset → true"],
        &[Unit(
            "Guards Division",
            "steps 2, strength 8, reduced 4, tactical 2, OUT_OF_SUPPLY",
        )],
    );
    // 8.0: Activity Points unused are lost when the segment ends.
    s.ok(
        "next",
        &["Turn 1: second player Schwerpunkt segments"],
        &[
            At("turn 1, second player Schwerpunkt segments"),
            Tracks("Axis 4 C3I 0 AP, Allies 5 C3I 0 AP"),
        ],
    );
    s.ok(
        "next",
        &["Turn 1: first player general segment"],
        &[At("turn 1, first player general segment")],
    );
    // A new combat phase, free in a general segment (13.0). 2.48: the flipped Kampfgruppe
    // fights with its reduced 6; 6.4: the Out of Supply Guards' 8 is halved to 4: 6:4, the
    // 3:2 column.
    s.ok(
        "crt --unit Kampfgruppe --target 'Guards Division' --dice 3,3",
        &["attacker 6 against defender 4", "3:2"],
        &[],
    );
    s.ok(
        "next",
        &["Turn 1: second player general segment"],
        &[At("turn 1, second player general segment")],
    );
    // 12.31: "Each player randomly draws … from his container": the Allies attack from their
    // own cup (cup_b), their tactical 2 halved Out of Supply; the Axis defend from cup_a.
    s.ok(
        "superiority --unit 'Guards Division' --target Kampfgruppe",
        &[
            "attacker draws 1 from cup_b (2, halved out of supply = 1)",
            "defender draws 3 from cup_a (3)",
        ],
        &[],
    );
    s.ok(
        "next",
        &["Turn 1: victory check"],
        &[At("turn 1, victory check")],
    );
    // 7.1: turn 2's C3I is added to what is left (they accumulate).
    s.ok(
        "next",
        &["Turn 2: administrative segment"],
        &[
            At("turn 2, administrative segment"),
            Tracks("Axis 6 C3I 0 AP, Allies 8 C3I 0 AP"),
        ],
    );
    s.replays();
}

//! Schwerpunkt: a turn's five phases with initiative rolled in each, movement, two volleys and
//! their saves pinning a company, casualties lying down until the phase ends, morale that
//! unpins, flight and rally, and an officer lost — the roster and the game's position checked
//! after every line.

use super::{At, Initiative, Script, Unit};

const ROSTER: &str = r#"
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
move = 6
officer = true
[[unit]]
name = "D Company"
side = "Red"
figures = 10
marksmanship = 4
skill = 5
morale = 7
ferocity = 4
move = 6
[[unit]]
name = "B Company"
side = "Blue"
figures = 8
marksmanship = 5
skill = 4
morale = 6
ferocity = 4
move = 6
[[unit]]
name = "C Company"
side = "Blue"
figures = 8
marksmanship = 5
skill = 4
morale = 6
ferocity = 4
move = 6
"#;

#[test]
fn a_schwerpunkt_evening_line_by_line() {
    let mut s = Script::new(
        "scripted-schwerpunkt",
        "schwerpunkt",
        ROSTER,
        &[
            (
                "Red",
                "A Company",
                "figures 10, marksmanship 4, skill 5, morale 7, ferocity 4, move 6, OFFICER",
            ),
            (
                "Red",
                "D Company",
                "figures 10, marksmanship 4, skill 5, morale 7, ferocity 4, move 6",
            ),
            (
                "Blue",
                "B Company",
                "figures 8, marksmanship 5, skill 4, morale 6, ferocity 4, move 6",
            ),
            (
                "Blue",
                "C Company",
                "figures 8, marksmanship 5, skill 4, morale 6, ferocity 4, move 6",
            ),
        ],
        "turn 1, off-table artillery fire",
    );
    // 1.10: "Players roll for initiative with a d6 at the beginning of each phase": Red's 5
    // beats Blue's 2, for this phase only.
    s.ok(
        "initiative --dice 5,2",
        &["the initiative goes to Red"],
        &[Initiative("Red")],
    );
    s.ok(
        "next",
        &["Turn 1: movement"],
        &[At("turn 1, movement"), Initiative("none")],
    );
    s.ok(
        "initiative --dice 1,6",
        &["the initiative goes to Blue"],
        &[Initiative("Blue")],
    );
    // 2.0: the profile's 6" plus a d6.
    s.ok(
        "move --unit 'B Company' --dice 3",
        &["may move up to 9\""],
        &[],
    );
    // 1.10: each side moves the units it wants to, once.
    s.refused(
        "move --unit 'B Company' --dice 3",
        &["has moved this phase"],
    );
    s.ok(
        "next",
        &["Turn 1: on-table shooting"],
        &[At("turn 1, on-table shooting"), Initiative("none")],
    );
    s.ok(
        "initiative --dice 3,2",
        &["the initiative goes to Red"],
        &[Initiative("Red")],
    );
    // 3.0: marksmanship 4 hits on 4+: 4 4 2 6 is three hits; hits are casualties only once
    // the saves fail (3.3).
    s.ok(
        "fire --unit 'A Company' --target 'B Company' --shots 4 --dice 4,4,2,6",
        &["3 hits, 1 miss"],
        &[],
    );
    // 3.3: skill 4 saves on 4+: 3 4 1 is two casualties; 1.10: they lie down until the end of
    // the phase.
    s.ok(
        "save --target 'B Company' --hits 3 --dice 3,4,1",
        &["2 casualties, 1 saved"],
        &[Unit(
            "B Company",
            "figures 8, marksmanship 5, skill 4, morale 6, ferocity 4, move 6, casualties 2",
        )],
    );
    // A second volley: 6 6 1 1 is two hits, neither saved (1 2): four lying down in all.
    s.ok(
        "fire --unit 'D Company' --target 'B Company' --shots 4 --dice 6,6,1,1",
        &["2 hits, 2 misses"],
        &[],
    );
    s.ok(
        "save --target 'B Company' --hits 2 --dice 1,2",
        &["2 casualties, 0 saved"],
        &[Unit(
            "B Company",
            "figures 8, marksmanship 5, skill 4, morale 6, ferocity 4, move 6, casualties 4",
        )],
    );
    // 3.4: the phase's 5 hits against the 8 the company had at the phase's start (its
    // casualties still lie on the table, 1.10): half or more, pinned.
    s.ok(
        "pin --target 'B Company' --hits 5",
        &["5 hits on a unit of 8: pinned by 4 or more"],
        &[Unit(
            "B Company",
            "figures 8, marksmanship 5, skill 4, morale 6, ferocity 4, move 6, casualties 4, \
             PINNED",
        )],
    );
    // 1.10: "Player A fires back, still using any casualties that are lying on the table":
    // eight shots; 3.4: pinned troops may fire, at −1: marksmanship 5 hits on 6+.
    s.ok(
        "fire --unit 'B Company' --target 'A Company' --shots 8 --dice 6,6,5,5,1,1,1,1",
        &["pinned −1: hit on 6+", "2 hits, 6 misses"],
        &[],
    );
    // Skill 5 saves on 5+: one of two.
    s.ok(
        "save --target 'A Company' --hits 2 --dice 5,1",
        &["1 casualty, 1 saved"],
        &[Unit(
            "A Company",
            "figures 10, marksmanship 4, skill 5, morale 7, ferocity 4, move 6, casualties 1, \
             OFFICER",
        )],
    );
    // 1.10: "After this all figures lying down are removed."
    s.ok(
        "next",
        &["Turn 1: air power", "B Company: figures 8 → 4"],
        &[
            At("turn 1, air power"),
            Initiative("none"),
            Unit(
                "A Company",
                "figures 9, marksmanship 4, skill 5, morale 7, ferocity 4, move 6, OFFICER",
            ),
            Unit(
                "B Company",
                "figures 4, marksmanship 5, skill 4, morale 6, ferocity 4, move 6, PINNED",
            ),
        ],
    );
    s.ok(
        "next",
        &["Turn 1: resolve morale"],
        &[At("turn 1, resolve morale")],
    );
    // 5.0 a): 3 + 2 = 5 against morale 6: passed, no longer pinned.
    s.ok(
        "morale --unit 'B Company' --reason unpin --dice 3,2",
        &["5 against 6: passed"],
        &[Unit(
            "B Company",
            "figures 4, marksmanship 5, skill 4, morale 6, ferocity 4, move 6",
        )],
    );
    // 5.0 d): 6 + 5 = 11 fails: it flees 3 + 4 = 7" towards its table edge.
    s.ok(
        "morale --unit 'C Company' --reason assaulted --dice 6,5,3,4",
        &["11 against 6: failed", "flees 7\""],
        &[Unit(
            "C Company",
            "figures 8, marksmanship 5, skill 4, morale 6, ferocity 4, move 6, FLEEING",
        )],
    );
    // It fled this turn already.
    s.refused(
        "flee --unit 'C Company' --dice 2,2",
        &["has fled this turn"],
    );
    s.ok(
        "next",
        &["Turn 2: off-table artillery fire"],
        &[At("turn 2, off-table artillery fire")],
    );
    // A tie (2 2) is rolled again: 4 beats 1.
    s.ok(
        "initiative --dice 2,2,4,1",
        &["the initiative goes to Red"],
        &[Initiative("Red")],
    );
    s.ok(
        "next",
        &["Turn 2: movement"],
        &[At("turn 2, movement"), Initiative("none")],
    );
    // 5.0: a fleeing unit flees 2d6" every turn until rallied; it does not move as it likes.
    s.refused(
        "move --unit 'C Company' --dice 3",
        &["is fleeing", "flee --unit"],
    );
    s.ok("flee --unit 'C Company' --dice 2,2", &["flees 4\""], &[]);
    s.refused(
        "flee --unit 'C Company' --dice 2,2",
        &["has fled this turn"],
    );
    // The officer falls: the referee says so, and the company moves on without him.
    s.ok(
        "set 'A Company' officer=false",
        &["officer true → false"],
        &[Unit(
            "A Company",
            "figures 9, marksmanship 4, skill 5, morale 7, ferocity 4, move 6",
        )],
    );
    s.ok(
        "move --unit 'A Company' --dice 2",
        &["may move up to 8\""],
        &[],
    );
    // 5.0 b): 1 + 1 = 2 rallies the fleeing company.
    s.ok(
        "morale --unit 'C Company' --reason rally --dice 1,1",
        &["2 against 6: passed"],
        &[Unit(
            "C Company",
            "figures 8, marksmanship 5, skill 4, morale 6, ferocity 4, move 6",
        )],
    );
    s.replays();
}

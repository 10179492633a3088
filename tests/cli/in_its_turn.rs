//! A game plays each procedure in its place in the sequence of play: what the game knows of
//! its turn and phase fills an option (TSATF's cards in the fire cards phase), and a procedure
//! played before its time is refused with the rule (Frontier's tiles before the Artillery Fire
//! Phase is done, Schwerpunkt's game length before the 6th turn).

use crate::evening::{Evening, SCHWERPUNKT, TSATF};

#[test]
fn tsatf_cards_in_the_fire_cards_phase_say_who_fires() {
    // Seen: `cards` in the fire cards phase said "moves first" unless --phase fire was typed,
    // though the game knows its phase.
    let g = Evening::new("cards-phase", "tsatf", TSATF);
    let moved = g.play("cards --cards AH,2S,4S").stdout;
    assert!(moved.contains("1st Squad moves first (red)"), "{moved}");
    g.ok("next");
    let fired = g.play("cards --cards AH,2S,4S").stdout;
    assert!(fired.contains("1st Squad fires first (red)"), "{fired}");
    assert!(g.last_line().contains("--phase fire"), "{}", g.last_line());
    // A phase typed on the line still wins.
    let typed = g.play("cards --phase move --cards AH,2S,4S").stdout;
    assert!(typed.contains("moves first"), "{typed}");
    g.replays();
}

#[test]
fn the_game_length_is_rolled_from_the_sixth_turn() {
    // Seen: `game-length` in turn 3 said "the game has lasted 6 turns".
    let g = Evening::new("game-length-turn", "schwerpunkt", SCHWERPUNKT);
    for _ in 0..10 {
        g.ok("next");
    }
    let e = g.refused("game-length --dice 3");
    assert!(
        e.contains("game-length: not before turn 6, and this is turn 3: the game lasts 6 turns, and the d6 for more is rolled at the end of the 6th (7.1)"),
        "{e}"
    );
    // Asking the odds is no roll.
    g.ok("--chances game-length");
    for _ in 0..15 {
        g.ok("next");
    }
    let out = g.play("game-length --dice 3").stdout;
    assert!(
        out.contains("one more turn: the game ends after turn 7"),
        "{out}"
    );
    g.replays();
}

//! The after-action report (`spw game log FILE --summary`, and the end of every log) of a
//! scripted evening per rule set: it names the winner and by what, each side's losses unit by
//! unit (a destroyed unit has nothing left), the turning points in words and the map, and fits
//! 80 columns.

use unicode_width::UnicodeWidthStr;

use crate::evening::{Evening, FRONTIER, PORTABLE, SCHWERPUNKT, SERIES, TSATF};
use crate::harness::flat;

/// The report of `g`, checked to fit 80 columns; its words on one line.
fn report(g: &Evening) -> String {
    let out = g.log(&["--summary"]);
    for line in out.lines() {
        assert!(
            line.width() <= 80,
            "{} columns: {line}\n{out}",
            line.width()
        );
    }
    // The log ends with the same report.
    let whole = g.log(&[]);
    let tail = out.split_once("\nAfter action\n").expect("a report").1;
    assert!(whole.ends_with(tail), "{whole}");
    assert!(!out.contains("#1  "), "entries in the summary:\n{out}");
    flat(&out)
}

#[test]
fn a_schwerpunkt_report_names_the_victory_the_losses_and_the_map() {
    let g = Evening::new("after-sp", "schwerpunkt", SCHWERPUNKT);
    g.ok("terrain");
    g.ok("fire --unit 'A Company' --target 'B Company' --shots 4 --dice 4,4,2,6");
    g.ok("save --target 'B Company' --hits 3 --dice 3,4,1");
    g.ok("set 'Enemy Battery' destroyed=true");
    g.ok("victory --main Red --secondary 1,0 --destroyed 450,100");
    let r = report(&g);
    for said in [
        "Result: Red won by 1150 victory points, 1250 to 100 (#5, 7.1)",
        "Blue lost: Enemy Battery destroyed; in all 1 of 2 units destroyed",
        "Red lost nothing (2 units)",
        // Hits 4 4 2 6 at marksmanship 4: three hits.
        "Turning point (#2, turn 1): A Company → B Company: 3 hits, 1 miss: Red's luck: a roll better than 81 in 100",
        "Red's dice ran at the 81st percentile over 1 roll",
        "The map (#1): north",
        "⌂ village ▲ hill ♣ wood ═ road ╫ railway",
    ] {
        assert!(r.contains(said), "{said}\n{r}");
    }
    assert!(!r.contains("no unit 50"), "{r}");
}

#[test]
fn a_series_report_counts_nothing_left_of_a_destroyed_unit() {
    // Seen: "strength 15 → 12" with 2 of 3 units destroyed.
    let g = Evening::new("after-se", "series", SERIES);
    g.ok("losses --target 'Rifle Division' --hits 2 --units 1 --cannot-retreat");
    let r = report(&g);
    for said in [
        "Result: no victory scored; on losses Axis came off better (0 of 1 unit destroyed; against Allies: 1 of 1 unit destroyed, steps 3 → 0)",
        "Allies lost: Rifle Division destroyed (steps 3 → 0); in all 1 of 1 unit destroyed, steps 3 → 0",
        "Axis lost nothing (1 unit)",
        "Turning point (#1, turn 1):",
        "Rifle Division destroyed",
    ] {
        assert!(r.contains(said), "{said}\n{r}");
    }
    assert!(!r.contains("strength 18"), "{r}");
}

#[test]
fn a_portable_report_names_the_side_that_lost_less() {
    let g = Evening::new("after-pw", "portable", PORTABLE);
    g.ok("close-combat --unit Hussars --target 'Royal Battery' --dice 1,6");
    let r = report(&g);
    for said in [
        "Result: no victory scored; on losses French came off better (0 of 2 units destroyed; against British: 1 of 2 units destroyed)",
        "British lost: Royal Battery destroyed; in all 1 of 2 units destroyed",
        "Turning point (#1, turn 1):",
    ] {
        assert!(r.contains(said), "{said}\n{r}");
    }
}

#[test]
fn a_frontier_report_names_the_side_that_lost_less() {
    let g = Evening::new("after-fr", "frontier", FRONTIER);
    g.ok("next");
    g.ok("artillery --unit Guns --target Rifles --range 3 --dice 5,6");
    let r = report(&g);
    for said in [
        "Result: no victory scored; on losses Red came off better",
        "Blue lost: Rifles destroyed; in all 1 of 2 units destroyed",
        "Turning point (#2, turn 1):",
    ] {
        assert!(r.contains(said), "{said}\n{r}");
    }
}

#[test]
fn a_tsatf_report_counts_figures_lost_by_unit() {
    let g = Evening::new("after-ts", "tsatf", TSATF);
    g.ok("next");
    g.ok("fire --unit '1st Squad' --target 'Gruppe Adler' --firers 4 --range 10 -c II --dice 1,1,1,1 --cards 2H,3H,4D,5S");
    let r = report(&g);
    for said in [
        "Result: no victory scored; on losses Red came off better",
        "Black lost: Gruppe Adler figures 6 → 3; in all 0 of 2 units destroyed, figures 8 → 5",
    ] {
        assert!(r.contains(said), "{said}\n{r}");
    }
}

//! The sides' tracks a game keeps when its rule set declares them (`[RULES.tracks]` in
//! data/sequence.toml): the Series' C3I Points and Activity Points of each side.
//!
//! - C3I Points: the roster's `[[side]]` tables give each side's schedule, `c3i = [turn 1,
//!   turn 2, ...]` (7.1: the scenario's Game Turn Record Track). Each side receives its number
//!   on entering a `receive_c3i` phase, and at the start of the game for turn 1 (a game starts
//!   in the administrative segment); they accumulate from turn to turn (7.1 note).
//! - In an `activity` phase (a Schwerpunkt segment) the phasing side (the phase's `player`: 1
//!   the roster's first side, 2 its second) spends C3I with the activity procedure (`--c3i N`,
//!   7.2); its Activity Points become that result, starting a new segment. A procedure with a
//!   cost (a combat, 12.0 and 12.2 A) takes it from them before it rolls, and `spend` takes
//!   any other (a moved unit, 11.0). Nothing goes below zero: the line is refused first.
//! - Activity Points are lost when the phase ends (8.0: not accumulated).

use serde_json::Value as Json;

use super::roster::Roster;
use super::sequence::{Sequence, TrackRules};
use crate::error::{Error, Result};

/// "1 Activity Point", "3 Activity Points".
fn points(n: u32, what: &str) -> String {
    if n == 1 {
        format!("1 {what} Point")
    } else {
        format!("{n} {what} Points")
    }
}

/// One side's tracks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Track {
    pub side: String,
    pub c3i: u32,
    pub ap: u32,
}

/// What a recorded command does to the tracks, found before it runs.
pub(crate) enum Op {
    /// The activity procedure: `c3i` spent by side `side`, its Activity Points set from the
    /// result.
    Activity { side: usize, c3i: u32 },
    /// A procedure that costs Activity Points.
    Cost {
        side: usize,
        points: u32,
        what: String,
        why: String,
    },
}

/// The refusal of `what` in a game of `rules` that keeps no tracks for want of a schedule.
pub(crate) fn no_schedule(what: &str, rules: &str, t: &TrackRules) -> Error {
    Error::usage(format!(
        "{what} needs the sides' C3I Points ({rules} {}), and this game has no C3I schedule: start it with a roster giving each [[side]] its c3i = [turn 1, turn 2, ...] (JOURNAL.md)",
        t.section
    ))
}

/// Checks a roster's sides against the rule set before a game starts with it: a rule set with
/// tracks takes a schedule for exactly two sides, or none; one without takes none.
pub(crate) fn check(rules: &str, seq: Option<&Sequence>, roster: &Roster) -> Result<()> {
    let scheduled = roster.side.iter().any(|s| !s.c3i.is_empty());
    match seq.and_then(|s| s.tracks.as_ref()) {
        None if scheduled => Err(Error::usage(format!(
            "the roster gives a c3i schedule, but {rules} keeps no C3I track; leave c3i out of its [[side]] tables"
        ))),
        None => Ok(()),
        Some(_) if !scheduled => Ok(()),
        Some(t) => {
            if roster.side.len() != 2 {
                return Err(Error::usage(format!(
                    "the roster's c3i schedule is for {} sides; {rules} is played by two, first player then second ({}): declare two [[side]] tables",
                    roster.side.len(),
                    t.section
                )));
            }
            if let Some(s) = roster.side.iter().find(|s| s.c3i.is_empty()) {
                return Err(Error::usage(format!(
                    "side {:?} has no c3i schedule; give both sides c3i = [turn 1, turn 2, ...] (7.1)",
                    s.name
                )));
            }
            Ok(())
        }
    }
}

/// The tracks a game starts with: one per side (at zero) when the rule set keeps tracks and
/// the roster gives a schedule; none otherwise.
pub(crate) fn start(seq: Option<&Sequence>, roster: &Roster) -> Vec<Track> {
    let keeps = seq.is_some_and(|s| s.tracks.is_some());
    if !keeps || roster.side.iter().all(|s| s.c3i.is_empty()) {
        return Vec::new();
    }
    roster
        .side
        .iter()
        .map(|s| Track {
            side: s.name.clone(),
            c3i: 0,
            ap: 0,
        })
        .collect()
}

/// Each side receives its C3I Points for `turn` (7.1); a note per side.
pub(crate) fn receive(tracks: &mut [Track], roster: &Roster, turn: u32) -> Result<Vec<String>> {
    let mut notes = Vec::new();
    for t in tracks.iter_mut() {
        let side = roster.side_index(&t.side).map(|i| &roster.side[i]);
        let Some(got) = side.and_then(|s| s.c3i.get(turn as usize - 1)) else {
            let turns = side.map_or(0, |s| s.c3i.len());
            return Err(Error::usage(format!(
                "{}'s C3I schedule ends with turn {turns} (the roster's c3i has {turns} numbers), so there is no turn {turn} to receive C3I Points for (7.1)",
                t.side
            )));
        };
        let was = t.c3i;
        t.c3i = t.c3i.saturating_add(*got);
        notes.push(format!(
            "{}: C3I Points {was} → {} (receives {got} for turn {turn}, 7.1)",
            t.side, t.c3i
        ));
    }
    Ok(notes)
}

/// Every side's Activity Points lost at the end of a phase (8.0); a note per side that had any.
pub(crate) fn lose(tracks: &mut [Track]) -> Vec<String> {
    let mut notes = Vec::new();
    for t in tracks.iter_mut().filter(|t| t.ap > 0) {
        notes.push(format!(
            "{}: Activity Points {} → 0 (unused, lost at the end of the segment, 8.0)",
            t.side, t.ap
        ));
        t.ap = 0;
    }
    notes
}

/// What procedure `name` of the game's rule set does to the tracks in an activity phase whose
/// phasing player is `player` (1 or 2), checked before it runs: a refusal throws no die.
pub(crate) fn before(
    rules: &str,
    t: &TrackRules,
    player: usize,
    tracks: &[Track],
    name: &str,
    input: &Json,
) -> Result<Option<Op>> {
    let cost = t.costs.get(name);
    if name != t.activity && cost.is_none() {
        return Ok(None);
    }
    if tracks.is_empty() {
        return Err(no_schedule(
            &format!("{name} in a Schwerpunkt segment"),
            rules,
            t,
        ));
    }
    let side = player.wrapping_sub(1);
    let Some(track) = tracks.get(side) else {
        return Err(Error::Runtime(format!(
            "data/sequence.toml: {rules}: player {player}, but the game has {} sides",
            tracks.len()
        )));
    };
    if let Some(c) = cost {
        if track.ap < c.points {
            return Err(Error::usage(format!(
                "{name} costs {} {} ({}), and it has {} (8.0); `next` ends the segment",
                track.side,
                points(c.points, "Activity"),
                c.why,
                track.ap
            )));
        }
        return Ok(Some(Op::Cost {
            side,
            points: c.points,
            what: name.to_string(),
            why: c.why.clone(),
        }));
    }
    // A negative or too large --c3i is the procedure's to refuse (before any die).
    let Some(n) = input
        .get("c3i")
        .and_then(Json::as_i64)
        .and_then(|n| u32::try_from(n).ok())
    else {
        return Ok(None);
    };
    if n > track.c3i {
        return Err(Error::usage(format!(
            "{name} --c3i {n}: {} has {}, fewer than {n} (7.2); --c3i 0 to {} here",
            track.side,
            points(track.c3i, "C3I"),
            track.c3i.min(3)
        )));
    }
    Ok(Some(Op::Activity { side, c3i: n }))
}

/// Applies what a command did to the tracks, once it has run; a note per change.
pub(crate) fn after(op: Op, tracks: &mut [Track], output: &[Json]) -> Vec<String> {
    match op {
        Op::Activity { side, c3i } => {
            let ap = output
                .iter()
                .find_map(|r| r.get("result")?.get("activity_points")?.as_u64())
                .and_then(|n| u32::try_from(n).ok())
                .unwrap_or(0);
            let Some(t) = tracks.get_mut(side) else {
                return Vec::new();
            };
            let (c_was, a_was) = (t.c3i, t.ap);
            t.c3i = t.c3i.saturating_sub(c3i);
            t.ap = ap;
            vec![format!(
                "{}: C3I Points {c_was} → {} (spent {c3i}), Activity Points {a_was} → {ap} (a new Schwerpunkt segment, 7.2, 8.0)",
                t.side, t.c3i
            )]
        }
        Op::Cost {
            side,
            points,
            what,
            why,
        } => {
            let Some(t) = tracks.get_mut(side) else {
                return Vec::new();
            };
            let was = t.ap;
            t.ap = t.ap.saturating_sub(points);
            vec![format!(
                "{}: Activity Points {was} → {} ({what}: {why})",
                t.side, t.ap
            )]
        }
    }
}

/// `spend [SIDE] N [WHY...]` (`args` is what follows `spend`): N Activity Points taken from
/// SIDE (the phasing side when none is named); a note.
pub(crate) fn spend(
    rules: &str,
    t: &TrackRules,
    player: Option<usize>,
    tracks: &mut [Track],
    words: &[String],
) -> Result<String> {
    let usage = || {
        Error::usage(format!(
            "spend [SIDE] N [WHY]: N Activity Points of SIDE (the phasing side when left out), e.g. spend 1 moved 2nd Pz ({})",
            t.spend
        ))
    };
    let Some(first) = words.first() else {
        return Err(usage());
    };
    // A number however written (`1.5`, `-2`, one too long) is the points, not a side.
    let numeric = |w: &str| {
        w.bytes().any(|b| b.is_ascii_digit())
            && w.bytes()
                .all(|b| b.is_ascii_digit() || b"+-.,".contains(&b))
    };
    let (named, rest) = if numeric(first) {
        (None, words)
    } else {
        (Some(first.as_str()), &words[1..])
    };
    let Some(n) = rest.first() else {
        return Err(usage());
    };
    let n: u32 = n
        .parse()
        .ok()
        .filter(|n| *n > 0 && *n <= 1000)
        .ok_or_else(|| {
            Error::usage(format!(
                "spend {}: the Activity Points spent are a whole number from 1 to 1000",
                crate::error::printable(n)
            ))
        })?;
    let why = rest[1..].join(" ");
    if tracks.is_empty() {
        return Err(no_schedule("spend", rules, t));
    }
    let Some(player) = player else {
        return Err(Error::usage(
            "spend: Activity Points are spent only in a Schwerpunkt segment (8.0; a general segment's moves and combats are free, 13.0)",
        ));
    };
    let side = match named {
        None => player.wrapping_sub(1),
        Some(name) => tracks
            .iter()
            .position(|x| x.side.eq_ignore_ascii_case(name))
            .ok_or_else(|| {
                let sides: Vec<&str> = tracks.iter().map(|x| x.side.as_str()).collect();
                Error::usage(format!(
                    "spend: no side {name:?}; the sides are {}",
                    sides.join(", ")
                ))
            })?,
    };
    let Some(track) = tracks.get_mut(side) else {
        return Err(usage());
    };
    if track.ap < n {
        return Err(Error::usage(format!(
            "spend {n}: {} has {}, fewer than {n} (8.0)",
            track.side,
            points(track.ap, "Activity")
        )));
    }
    let was = track.ap;
    track.ap -= n;
    let why = if why.is_empty() {
        String::new()
    } else {
        format!("{why}: ")
    };
    Ok(format!(
        "{}: Activity Points {was} → {} ({why}spent {n}, 8.0)",
        track.side, track.ap
    ))
}

/// The tracks as they stand, for `status`.
pub(crate) fn show(t: &TrackRules, tracks: &[Track], player: Option<usize>) -> String {
    let mut s = format!("Tracks ({}):\n", t.section);
    for (i, x) in tracks.iter().enumerate() {
        let phasing = if player == Some(i + 1) {
            " (phasing)"
        } else {
            ""
        };
        s.push_str(&format!(
            "  {}{phasing}: {}, {}\n",
            x.side,
            points(x.c3i, "C3I"),
            points(x.ap, "Activity")
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::roster::Side;

    fn roster() -> Roster {
        Roster {
            side: vec![
                Side {
                    name: "Axis".into(),
                    c3i: vec![4, 3],
                    hidden: None,
                },
                Side {
                    name: "Allies".into(),
                    c3i: vec![2, 2],
                    hidden: None,
                },
            ],
            unit: Vec::new(),
        }
    }

    fn rules() -> TrackRules {
        crate::game::sequence::of("series").unwrap().tracks.unwrap()
    }

    #[test]
    fn c3i_accumulate_and_a_schedule_that_ends_refuses_the_next_turn() {
        let r = roster();
        let seq = crate::game::sequence::of("series").unwrap();
        let mut t = start(Some(&seq), &r);
        receive(&mut t, &r, 1).unwrap();
        receive(&mut t, &r, 2).unwrap();
        assert_eq!((t[0].c3i, t[1].c3i), (7, 4));
        let e = receive(&mut t.clone(), &r, 3).unwrap_err().to_string();
        assert!(e.contains("Axis's C3I schedule ends with turn 2"), "{e}");
        // No schedule, no tracks.
        assert!(start(Some(&seq), &Roster::default()).is_empty());
    }

    #[test]
    fn spend_names_a_side_or_takes_the_phasing_one_and_never_goes_below_zero() {
        let mut t = vec![
            Track {
                side: "Axis".into(),
                c3i: 0,
                ap: 4,
            },
            Track {
                side: "Allies".into(),
                c3i: 0,
                ap: 1,
            },
        ];
        let r = rules();
        let w = |s: &str| -> Vec<String> { s.split_whitespace().map(String::from).collect() };
        spend("series", &r, Some(1), &mut t, &w("3 moved three units")).unwrap();
        assert_eq!(t[0].ap, 1);
        spend("series", &r, Some(1), &mut t, &w("allies 1")).unwrap();
        assert_eq!(t[1].ap, 0);
        let e = spend("series", &r, Some(1), &mut t, &w("2"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("Axis has 1 Activity Point, fewer than 2"), "{e}");
        for bad in [
            "",
            "0",
            "Axis",
            "Soviets 1",
            "-1",
            "1.5",
            "99999999999999999999",
        ] {
            let e = spend("series", &r, Some(1), &mut t, &w(bad));
            assert!(e.is_err(), "{bad}");
            if bad.starts_with(['1', '9']) {
                let e = e.unwrap_err().to_string();
                assert!(e.contains("a whole number from 1 to 1000"), "{bad}: {e}");
            }
        }
        assert!(spend("series", &r, None, &mut t, &w("1")).is_err());
        assert_eq!((t[0].ap, t[1].ap), (1, 0));
        assert_eq!(
            lose(&mut t),
            ["Axis: Activity Points 1 → 0 (unused, lost at the end of the segment, 8.0)"]
        );
    }
}

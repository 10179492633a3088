//! 3.2, 12.5–12.7: finding the column: the strengths (fractions kept per unit, each side
//! rounded down) or the odds as given, rounded down in the defender's favour to a column the
//! CRT has, then moved by the shifts and the CRT's rule for beyond its edges.

use num_integer::Integer;

use crate::error::{Error, Result};
use crate::rules::common::signed;
use crate::rules::series::data::{Cell, Column, Crt as Table, Kind};

use super::Crt;

/// The most units on one side, and the most strength one unit may have: far beyond any hex.
const MAX_UNITS: usize = 100;
const MAX_STRENGTH: i64 = 1_000_000;
/// Fractions are kept over this common denominator (halves to twelfths: 3.3, a value halved
/// twice is quartered; 6.4 halves out of supply).
const DENOM: i64 = 27_720;
/// The most a --drm or --shift may be, either sign.
const MAX_MOD: i64 = 1000;

/// Where the column search ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Place {
    Column(usize),
    /// Beyond an edge whose rule gives a result without a roll.
    Given(Cell),
}

impl Crt {
    /// The column the strengths or odds give before shifts (an index, or -1 below the first),
    /// and how it was found, in words.
    pub(super) fn base_column(&self, table: &Table, cols: &[Column]) -> Result<(i64, String)> {
        if let Some(odds) = &self.odds {
            if table.columns != Kind::Odds {
                return Err(Error::usage(format!(
                    "--odds {odds}: this CRT's columns are not odds; give --attacker and --defender"
                )));
            }
            let (a, d) = parse_odds(odds)?;
            return Ok((odds_column(cols, a, d), format!("odds {a}:{d}")));
        }
        if self.attacker.is_empty() {
            return Err(Error::usage(
                "crt: give each attacking unit's strength with --attacker N (and the defender's with --defender N), or --odds A:D",
            ));
        }
        let a = side_total("--attacker", &self.attacker)?;
        let mut words = format!("attacker {}", strength_words(&self.attacker, a));
        if table.columns == Kind::Strength {
            let i = cols
                .iter()
                .rposition(|c| matches!(c, Column::Band(r) if r.lo <= a))
                .map_or(-1, |i| i as i64);
            // Beyond the last band's top is beyond the table.
            let beyond = matches!(cols.last(), Some(Column::Band(r)) if a > r.hi);
            let i = if beyond { cols.len() as i64 } else { i };
            return Ok((i, words));
        }
        if self.defender.is_empty() {
            return Err(Error::usage(
                "crt: give each defending unit's strength with --defender N",
            ));
        }
        let d = side_total("--defender", &self.defender)?;
        words.push_str(&format!(
            " against defender {}",
            strength_words(&self.defender, d)
        ));
        let i = match table.columns {
            Kind::Odds => {
                words.push_str(&format!(", odds {a}:{d}"));
                odds_column(cols, a, d)
            }
            _ => {
                words.push_str(&format!(", differential {}", signed(a - d)));
                cols.iter()
                    .rposition(|c| matches!(c, Column::Differential(n) if *n <= a - d))
                    .map_or(-1, |i| i as i64)
            }
        };
        Ok((i, words))
    }
}

/// 12.5: the highest column whose odds the attack reaches (attack × d ≥ defence × a), so the
/// odds are rounded down in the defender's favour; -1 when below the first.
fn odds_column(cols: &[Column], a: i64, d: i64) -> i64 {
    cols.iter()
        .rposition(|c| matches!(c, Column::Odds(ca, cd) if i128::from(a) * i128::from(*cd) >= i128::from(d) * i128::from(*ca)))
        .map_or(-1, |i| i as i64)
}

/// Applies the shifts and the CRT's rule for beyond its edges. Odds and differentials above
/// the last column are rounded down to it (12.5); only shifts (or a strength beyond the last
/// band) go beyond the last column.
pub(super) fn shifted(
    table: &Table,
    cols: &[Column],
    base: i64,
    shift: i64,
    odds: &str,
) -> Result<Place> {
    let base = if base < 0 && table.below == "first" {
        0
    } else {
        base
    };
    let i = base + shift;
    let n = cols.len() as i64;
    let edge = |rule: &str, which: &str, fallback: usize| -> Result<Place> {
        match rule {
            "first" | "last" => Ok(Place::Column(fallback)),
            "refuse" => Err(Error::usage(format!(
                "{odds}{}: the attack falls {which} the CRT's columns ({} to {}), and this CRT \
                 allows no such attack (12.5 moves down in the defender's favour; its `{}` \
                 says what happens there)",
                if shift == 0 {
                    String::new()
                } else {
                    format!(", shifted {}", signed(shift))
                },
                cols[0],
                cols[cols.len() - 1],
                if which == "below" { "below" } else { "above" }
            ))),
            text => table.cell(text).map(Place::Given).ok_or_else(|| {
                Error::Runtime(format!("CRT edge result \"{text}\" has no meaning"))
            }),
        }
    };
    if i < 0 {
        edge(&table.below, "below", 0)
    } else if i >= n {
        edge(&table.above, "above", cols.len() - 1)
    } else {
        Ok(Place::Column(i as usize))
    }
}

pub(super) fn bounded(option: &str, v: i64) -> Result<()> {
    if v.abs() > MAX_MOD {
        return Err(Error::usage(format!(
            "{option} {v}: must be -{MAX_MOD} to {MAX_MOD}"
        )));
    }
    Ok(())
}

/// `7:2` → (7, 2).
fn parse_odds(s: &str) -> Result<(i64, i64)> {
    let bad = || {
        Error::usage(format!(
            "--odds {s}: write the odds attacker to defender as two whole numbers, like 7:2 or 1:3"
        ))
    };
    let (a, d) = s.split_once(':').ok_or_else(bad)?;
    let a: i64 = a.trim().parse().map_err(|_| bad())?;
    let d: i64 = d.trim().parse().map_err(|_| bad())?;
    // Whole numbers that are out of range are said so, side by side.
    for (side, v) in [("attacker's", a), ("defender's", d)] {
        if !(1..=MAX_STRENGTH).contains(&v) {
            return Err(Error::usage(format!(
                "--odds {s}: the {side} number is {v}; each side of the odds is 1 to {MAX_STRENGTH} (like 7:2 or 1:3)"
            )));
        }
    }
    Ok((a, d))
}

/// One unit's strength, in units of 1/[`DENOM`]: `5`, `2.5`, `5/2`, `0.25`.
pub(crate) fn strength(option: &str, s: &str) -> Result<i64> {
    let bad = |why: &str| {
        Error::usage(format!(
            "{option} {s}: {why}; a strength is a number like 5, 2.5 or 5/2 (halves to twelfths), 0 to {MAX_STRENGTH}"
        ))
    };
    let t = s.trim();
    let (num, den): (i64, i64) = if let Some((n, d)) = t.split_once('/') {
        (
            n.trim().parse().map_err(|_| bad("not a number"))?,
            d.trim().parse().map_err(|_| bad("not a number"))?,
        )
    } else if let Some((w, f)) = t.split_once('.') {
        if f.is_empty() || f.len() > 3 || !f.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad("not a number"));
        }
        let w: i64 = w.parse().map_err(|_| bad("not a number"))?;
        let den = 10_i64.pow(f.len() as u32);
        let f: i64 = f.parse().map_err(|_| bad("not a number"))?;
        if !(0..=MAX_STRENGTH).contains(&w) {
            return Err(bad("out of range"));
        }
        (w * den + f, den)
    } else {
        (t.parse().map_err(|_| bad("not a number"))?, 1)
    };
    if den <= 0 || num < 0 || num / den > MAX_STRENGTH {
        return Err(bad("out of range"));
    }
    let g = num.gcd(&den);
    let (num, den) = (num / g.max(1), den / g.max(1));
    if DENOM % den != 0 {
        return Err(bad("that fraction cannot be kept exactly"));
    }
    Ok(num * (DENOM / den))
}

/// 3.2, 12.7: a side's total strength: fractions kept per unit, the total rounded down and
/// never below 1.
pub(crate) fn side_total(option: &str, units: &[String]) -> Result<i64> {
    if units.len() > MAX_UNITS {
        return Err(Error::usage(format!(
            "{option}: {} units; at most {MAX_UNITS} on one side",
            units.len()
        )));
    }
    let mut sum = 0;
    for u in units {
        sum += strength(option, u)?;
    }
    // 12.7 keeps a side's strength at 1 or more when modifiers and rounding take it lower; a
    // side of no strength at all is no side (a 0 typed for the other side's number).
    if sum == 0 {
        let typed: Vec<&str> = units.iter().map(|u| u.trim()).collect();
        return Err(Error::usage(format!(
            "{option} {}: no combat strength; a side in combat has some (a total that rounds down to 0, like 0.5, counts as 1: 12.7)",
            crate::error::printable(&typed.join(","))
        )));
    }
    Ok((sum / DENOM).max(1))
}

/// "6 + 4.5 = 10" or "13".
fn strength_words(units: &[String], total: i64) -> String {
    if units.len() == 1 && units[0].trim() == total.to_string() {
        return total.to_string();
    }
    let each: Vec<&str> = units.iter().map(|u| u.trim()).collect();
    format!("{} = {total}", each.join(" + "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strengths_keep_fractions_and_round_the_side_down() {
        assert_eq!(strength("-a", "5").unwrap(), 5 * DENOM);
        assert_eq!(strength("-a", "2.5").unwrap(), 5 * DENOM / 2);
        assert_eq!(strength("-a", "5/2").unwrap(), 5 * DENOM / 2);
        assert_eq!(strength("-a", "0.25").unwrap(), DENOM / 4);
        assert!(strength("-a", "1/13").is_err());
        assert!(strength("-a", "-3").is_err());
        assert!(strength("-a", "x").is_err());
        // 3.2: 2.5 + 2.5 + 1.5 = 6.5 → 6; a side never below 1 (12.7).
        let units = ["2.5", "2.5", "1.5"].map(String::from);
        assert_eq!(side_total("-a", &units).unwrap(), 6);
        assert_eq!(side_total("-a", &["0.5".to_string()]).unwrap(), 1);
        // A side of no strength at all was read as 1.
        let e = side_total("--defender", &["0".to_string()]).unwrap_err();
        assert!(e.to_string().starts_with("--defender 0: no combat strength"), "{e}");
    }

    #[test]
    fn odds_round_down_in_the_defenders_favour() {
        let cols: Vec<Column> = ["1:3", "1:2", "2:3", "1:1", "3:2", "2:1", "3:1"]
            .iter()
            .map(|h| crate::rules::series::data::parse_head(Kind::Odds, h).unwrap())
            .collect();
        // 12.5's examples: 29 to 13 is 2:1; 3 to 4 is 2:3.
        assert_eq!(odds_column(&cols, 29, 13), 5);
        assert_eq!(odds_column(&cols, 3, 4), 2);
        assert_eq!(odds_column(&cols, 26, 13), 5);
        assert_eq!(odds_column(&cols, 25, 13), 4);
        assert_eq!(odds_column(&cols, 1, 4), -1);
        assert_eq!(odds_column(&cols, 100, 1), 6);
    }
}

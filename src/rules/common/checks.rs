//! Checks of the numbers a referee types, each refusing with the rule that bounds it.

use crate::dice::ast::Die;
use crate::error::{Error, Result};

/// Checks a rating rolled against on `die` (marksmanship, skill): it must be a number the die
/// can roll, or the test means nothing.
pub(crate) fn rating(option: &str, value: i64, die: &Die, rule: &str) -> Result<i64> {
    let (lo, hi) = (die.min(), die.max());
    if value < lo || value > hi {
        return Err(Error::usage(format!(
            "{option} {value}: a {} shows {lo}–{hi}, so {} is {lo} to {hi} ({rule})",
            die.name,
            option.trim_start_matches('-').replace('-', " "),
        )));
    }
    Ok(value)
}

/// Refuses `--chances` for a procedure that lists a table: nothing is rolled, so there are no
/// chances to report (a certain "1/1" would say nothing and hide a mistyped command).
pub(crate) fn lists_only(chances: bool, name: &str) -> Result<()> {
    if chances {
        return Err(Error::usage(format!(
            "{name} does not take --chances: it lists a table and rolls nothing"
        )));
    }
    Ok(())
}

/// Checks a count option (`--shots`, `--hits`): `min` or more, at most `max`.
pub(crate) fn count(option: &str, value: i64, min: i64, max: i64, what: &str) -> Result<u32> {
    if value < min || value > max {
        return Err(Error::usage(format!(
            "{option} {value}: {what} must be {min} to {max}"
        )));
    }
    u32::try_from(value).map_err(|_| Error::usage(format!("{option} {value}: too large")))
}

/// Checks an optional distance option against the most the rules allow (`--range`): not
/// negative, not beyond `max` inches; `beyond` says why.
pub(crate) fn within(option: &str, value: Option<i64>, max: i64, beyond: &str) -> Result<()> {
    match value {
        Some(r) if r < 0 => Err(Error::usage(format!(
            "{option} {r}: a distance in inches cannot be negative"
        ))),
        Some(r) if r > max => Err(Error::usage(format!("{option} {r}: {beyond}"))),
        _ => Ok(()),
    }
}

/// The item of `items` called `name` (any case; spaces and underscores read as `-`), or a
/// refusal naming every one: `--attacker tank: not a unit type; the types are infantry, ...`.
/// `what` is the kind of thing, `rule` the section the list comes from (may be empty).
pub(crate) fn named<'a, T>(
    option: &str,
    name: &str,
    items: &'a [T],
    key: impl Fn(&T) -> &str,
    (what, rule): (&str, &str),
) -> Result<&'a T> {
    let want = name.trim().to_ascii_lowercase().replace([' ', '_'], "-");
    items.iter().find(|t| key(t) == want).ok_or_else(|| {
        let all: Vec<&str> = items.iter().map(&key).collect();
        let rule = if rule.is_empty() {
            String::new()
        } else {
            format!(" ({rule})")
        };
        Error::usage(format!(
            "{option} {name}: not {what}; the types are {}{rule}",
            all.join(", ")
        ))
    })
}

/// Checks `--sides` (initiative, victory): `min` to `max` names, none empty, no two the same
/// ignoring case. Returns them trimmed.
pub(crate) fn sides(raw: &[String], min: usize, max: usize) -> Result<Vec<String>> {
    let shown = raw.join(",");
    let count = if min == max {
        format!("the {min} sides'")
    } else {
        format!("{min} to {max}")
    };
    let sides: Vec<String> = raw.iter().map(|s| s.trim().to_string()).collect();
    if sides.len() < min || sides.len() > max || sides.iter().any(String::is_empty) {
        return Err(Error::usage(format!(
            "--sides {shown}: give {count} names separated by commas, none empty, e.g. --sides Germans,British"
        )));
    }
    for (i, s) in sides.iter().enumerate() {
        if sides[..i].iter().any(|o| o.eq_ignore_ascii_case(s)) {
            return Err(Error::usage(format!(
                "--sides {shown}: '{s}' is named twice; every side needs its own name"
            )));
        }
    }
    Ok(sides)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_sides_are_refused_with_their_bounds() {
        assert_eq!(count("--shots", 3, 1, 60, "shots").unwrap(), 3);
        let e = count("--shots", 61, 1, 60, "shots")
            .unwrap_err()
            .to_string();
        assert_eq!(e, "--shots 61: shots must be 1 to 60");
        let raw = ["A".to_string(), " a ".to_string()];
        let e = sides(&raw, 2, 2).unwrap_err().to_string();
        assert!(e.contains("'a' is named twice"), "{e}");
        assert!(within("--range", Some(-1), 10, "too far").is_err());
        assert!(within("--range", Some(10), 10, "too far").is_ok());
    }

    #[test]
    fn a_named_item_is_found_however_typed_or_refused_with_the_list() {
        let items = ["anti-tank-guns", "afv"];
        let what = ("a unit type", "Unit Types");
        let got = named("--type", " Anti Tank_Guns", &items, |s| s, what).unwrap();
        assert_eq!(*got, "anti-tank-guns");
        let e = named("--type", "tank", &items, |s| s, what)
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "--type tank: not a unit type; the types are anti-tank-guns, afv (Unit Types)"
        );
    }
}

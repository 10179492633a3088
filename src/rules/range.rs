//! A range in place of a number (`--shots 1..12`, `--range 6..30/6`): the syntax, the
//! value parser that lets clap take it for any whole-number option of any procedure, and each
//! value bound into the procedure's typed options, so it runs exactly as the same command typed
//! alone.
//!
//! A procedure's options are typed numbers (`u32`, `i64`, ...) that clap parses, so a range
//! would be refused before the procedure saw it. Every whole-number option is given a parser
//! that takes a range as well ([`accept_ranges`]): it checks both ends with the option's own
//! parser and hands the procedure the first value. The line's parse then says which option
//! holds the range ([`find`]), and each value takes the first one's place in the typed options
//! ([`Ranged::bind`]: an option's id is its key in the options' JSON, `input`). An option whose
//! value is text (a strength written `2.5`, `N|UNIT,...`) takes a range written plainly, whole
//! numbers only; any other text goes to the procedure as it is.

use std::any::TypeId;
use std::ffi::OsStr;

use clap::builder::{TypedValueParser, ValueParserFactory};
use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{Arg, ArgMatches, Command};
use serde_json::Value as Json;

use crate::error::{Error, Result};

/// The most values one range may have: a table a referee reads, and the work each value
/// costs (the whole range is bounded as one request: `sweep`).
pub(crate) const MAX_VALUES: i64 = 100;

/// `FROM..TO` or `FROM..TO/STEP`: whole numbers, FROM ≤ TO, both ends included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Range {
    pub from: i64,
    pub to: i64,
    pub step: i64,
}

impl Range {
    /// `None` when `text` is not written as a range (no `..`); otherwise the range, or why it
    /// is not one.
    pub(crate) fn parse(text: &str) -> Option<std::result::Result<Range, String>> {
        let (from, rest) = text.split_once("..")?;
        let (to, step) = match rest.split_once('/') {
            Some((t, s)) => (t, Some(s)),
            None => (rest, None),
        };
        let whole = |s: &str| s.trim().parse::<i64>().ok();
        let syntax = || {
            let big = [from, to].into_iter().chain(step).map(str::trim).find(|t| {
                t.len() > 18
                    && t.trim_start_matches('-')
                        .bytes()
                        .all(|b| b.is_ascii_digit())
            });
            match big {
                Some(t) => format!("{t} is far beyond any value it could take"),
                None => "a range is FROM..TO or FROM..TO/STEP in whole numbers, both ends included (1..12, 6..30/6)"
                    .to_string(),
            }
        };
        let (Some(from), Some(to)) = (whole(from), whole(to)) else {
            return Some(Err(syntax()));
        };
        let step = match step.map(whole) {
            None => 1,
            Some(Some(s)) if s > 0 => s,
            Some(_) => return Some(Err(syntax())),
        };
        if from > to {
            return Some(Err(format!("write the lower end first ({to}..{from})")));
        }
        let r = Range { from, to, step };
        let n = r.count();
        if n > MAX_VALUES {
            // The thinnest step with the top end moved down onto one of its values, and the
            // thinnest step that lands on the top end as it is (when it leaves ten values).
            let least = (i128::from(to) - i128::from(from)) / i128::from(MAX_VALUES) + 1;
            let moved = Range {
                step: least as i64,
                ..r
            };
            let mut near = vec![moved.written(moved.last())];
            near.extend(r.even((10..i128::from(MAX_VALUES)).rev()));
            near.dedup();
            return Some(Err(format!(
                "{n} values; a range has at most {MAX_VALUES} (a step thins it: {})",
                or_list(&near)
            )));
        }
        if r.last() != to {
            return Some(Err(r.misses_its_end()));
        }
        Some(Ok(r))
    }

    /// The last value it gives (its top end, in a range that lands on it).
    fn last(&self) -> i64 {
        (i128::from(self.from) + i128::from(self.count() - 1) * i128::from(self.step)) as i64
    }

    /// `FROM..TO` or `FROM..TO/STEP` of these ends and this range's step.
    fn written(&self, to: i64) -> String {
        match self.step {
            1 => format!("{}..{to}", self.from),
            s => format!("{}..{to}/{s}", self.from),
        }
    }

    /// The range with both its ends and the first number of gaps in `gaps` that divides it
    /// evenly, as its step: `1..10/3`.
    fn even(&self, mut gaps: impl Iterator<Item = i128>) -> Option<String> {
        let span = i128::from(self.to) - i128::from(self.from);
        let gaps = gaps.find(|g| *g > 0 && span % g == 0)?;
        let r = Range {
            step: (span / gaps) as i64,
            ..*self
        };
        Some(r.written(r.to))
    }

    /// Why a step that does not land on the top end is refused: the values it would give,
    /// and the nearest ranges that include both ends.
    fn misses_its_end(&self) -> String {
        let values = self.values();
        let gives = match values.len() {
            1 => format!("gives only {}", self.from),
            n if n > 6 => format!(
                "gives {}, {}, {}, …, {} ({n} values)",
                values[0],
                values[1],
                values[2],
                self.last()
            ),
            _ => {
                let words: Vec<String> = values.iter().map(i64::to_string).collect();
                format!("gives {}", and_list(&words))
            }
        };
        let mut near = Vec::new();
        let last = self.last();
        if last > self.from {
            near.push(self.written(last));
        }
        let above = i128::from(last) + i128::from(self.step);
        if i128::from(self.step) <= i128::from(self.to) - i128::from(self.from)
            && self.count() < MAX_VALUES
            && above <= i128::from(i64::MAX)
        {
            near.push(self.written(above as i64));
        }
        // The step nearest this one that lands: the widest no wider (the fewest gaps at least
        // as many as it makes), else the narrowest wider.
        let span = i128::from(self.to) - i128::from(self.from);
        let fewest = (span + i128::from(self.step) - 1) / i128::from(self.step);
        near.extend(self.even((fewest..i128::from(MAX_VALUES)).chain((1..fewest).rev())));
        format!(
            "a step of {} from {} {gives}, never {}; a range includes both ends ({})",
            self.step,
            self.from,
            self.to,
            or_list(&near)
        )
    }

    /// How many values it has.
    pub(crate) fn count(&self) -> i64 {
        ((i128::from(self.to) - i128::from(self.from)) / i128::from(self.step) + 1)
            .min(i128::from(i64::MAX)) as i64
    }

    /// Its values, in order.
    pub(crate) fn values(&self) -> Vec<i64> {
        (0..self.count())
            .map(|i| self.from + i * self.step)
            .collect()
    }

    /// The part of it up to `last` (a value of it), written as a range: `1..57`, `6..24/6`.
    pub(crate) fn up_to(&self, last: i64) -> String {
        self.written(last)
    }
}

/// "a, b and c".
fn and_list(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "a, b or c".
fn or_list(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// An option's parser that also takes a range, checking both ends with `inner` (the option's
/// own parser) and giving the first value.
#[derive(Clone)]
struct RangeOr<P>(P);

impl<P: TypedValueParser> TypedValueParser for RangeOr<P> {
    type Value = P::Value;

    fn parse_ref(
        &self,
        cmd: &Command,
        arg: Option<&Arg>,
        value: &OsStr,
    ) -> std::result::Result<P::Value, clap::Error> {
        let Some(text) = value.to_str().filter(|t| t.contains("..")) else {
            return self.0.parse_ref(cmd, arg, value);
        };
        let option = arg
            .and_then(Arg::get_long)
            .map_or_else(|| "the option".to_string(), |l| format!("--{l}"));
        let range = match Range::parse(text) {
            Some(Ok(r)) => r,
            Some(Err(why)) => {
                return Err(clap::Error::raw(
                    ErrorKind::ValueValidation,
                    format!("{option} {text}: {why}\n"),
                ));
            }
            None => return self.0.parse_ref(cmd, arg, value),
        };
        // Both ends must be values the option takes.
        self.0
            .parse_ref(cmd, arg, OsStr::new(&range.to.to_string()))?;
        self.0
            .parse_ref(cmd, arg, OsStr::new(&range.from.to_string()))
    }
}

/// Whether `arg` holds whole numbers (its own parser is clap's for an integer type).
pub(crate) fn whole_numbers(arg: &Arg) -> bool {
    let t = arg.get_value_parser().type_id();
    [
        TypeId::of::<u8>(),
        TypeId::of::<i8>(),
        TypeId::of::<u16>(),
        TypeId::of::<i16>(),
        TypeId::of::<u32>(),
        TypeId::of::<i32>(),
        TypeId::of::<u64>(),
        TypeId::of::<i64>(),
        TypeId::of::<usize>(),
    ]
    .iter()
    .any(|id| t == *id)
}

/// Whether `arg` holds text, where a range written plainly is taken as one.
pub(crate) fn text(arg: &Arg) -> bool {
    arg.get_value_parser().type_id() == TypeId::of::<String>()
}

/// A procedure's command with every whole-number option of its own taking a range too. A
/// global option (`--seed`) is the session's, not the procedure's: it takes one value wherever
/// it is typed.
pub(crate) fn accept_ranges(cmd: Command) -> Command {
    cmd.mut_args(|arg| {
        if !arg.get_action().takes_values() || !whole_numbers(&arg) || arg.is_global_set() {
            return arg;
        }
        let t = arg.get_value_parser().type_id();
        macro_rules! wrap {
            ($($ty:ty),*) => {
                $(if t == TypeId::of::<$ty>() {
                    return arg.value_parser(RangeOr(<$ty as ValueParserFactory>::value_parser()));
                })*
            };
        }
        wrap!(u8, i8, u16, i16, u32, i32, u64, i64);
        // clap parses a usize with its FromStr, as here.
        let from_str: fn(&str) -> std::result::Result<usize, std::num::ParseIntError> = str::parse;
        arg.value_parser(RangeOr(from_str))
    })
}

/// The options of a procedure's command that take a range (`--shots`), as written.
pub(crate) fn options(cmd: &Command) -> Vec<String> {
    cmd.get_arguments()
        .filter(|a| a.get_action().takes_values() && whole_numbers(a) && !a.is_global_set())
        .map(spelling)
        .collect()
}

/// The option given a range on a parsed line, and where.
#[derive(Clone, Debug)]
pub(crate) struct Ranged {
    /// The option's id and how it is written (`--shots`).
    pub id: String,
    pub option: String,
    pub range: Range,
    /// The range as typed.
    pub text: String,
    /// Which of the option's values holds the range, counted over all its occurrences.
    at: usize,
}

impl Ranged {
    /// The options `input` (a procedure's options as JSON) with `value` in the range's place,
    /// typed again.
    pub(crate) fn bind<P: serde::de::DeserializeOwned>(
        &self,
        input: &Json,
        value: i64,
    ) -> Result<P> {
        let mut options = input.clone();
        let slot = options
            .get_mut(&self.id)
            .and_then(|v| match v {
                Json::Array(items) => items.get_mut(self.at),
                v => Some(v),
            })
            .ok_or_else(|| {
                Error::Runtime(format!(
                    "{}: the range's option is not among the options",
                    self.option
                ))
            })?;
        *slot = match slot {
            Json::String(_) => Json::String(value.to_string()),
            _ => Json::from(value),
        };
        serde_json::from_value(options).map_err(|e| {
            Error::usage(format!(
                "{} {value}: not a value the option takes ({e})",
                self.option
            ))
        })
    }
}

/// Whether any value on the line is written like a range: a quick look before the procedure's
/// own command is built to find which.
pub(crate) fn any(m: &ArgMatches) -> bool {
    m.ids().any(|id| match m.try_get_raw(id.as_str()) {
        Ok(Some(mut raw)) => raw.any(|v| v.to_str().is_some_and(|t| t.contains(".."))),
        _ => false,
    })
}

/// The option `m` (parsed with `cmd`, a procedure's command) gives a range, if any; more than
/// one range on a line is refused.
pub(crate) fn find(cmd: &Command, m: &ArgMatches) -> Result<Option<Ranged>> {
    let mut found: Vec<Ranged> = Vec::new();
    for arg in cmd.get_arguments() {
        let id = arg.get_id().as_str();
        let typed = m.value_source(id) == Some(ValueSource::CommandLine);
        if !typed || !arg.get_action().takes_values() || !(whole_numbers(arg) || text(arg)) {
            continue;
        }
        let Some(values) = m.get_raw(id) else {
            continue;
        };
        for (at, v) in values.enumerate() {
            let Some(t) = v.to_str() else { continue };
            match Range::parse(t) {
                Some(Ok(range)) => found.push(Ranged {
                    id: id.to_string(),
                    option: spelling(arg),
                    range,
                    text: t.trim().to_string(),
                    at,
                }),
                // A text option's range that is one in shape but not in values (too many, a
                // step off its end) is refused as a whole-number option's is.
                Some(Err(why)) if shaped(t) => {
                    return Err(Error::usage(format!(
                        "{} {}: {why}",
                        spelling(arg),
                        crate::error::printable(t.trim())
                    )));
                }
                _ => {}
            }
        }
    }
    match found.len() {
        0 => Ok(None),
        1 => Ok(found.pop()),
        _ => {
            let each: Vec<String> = found
                .iter()
                .map(|r| format!("{} {}", r.option, r.text))
                .collect();
            Err(Error::usage(format!(
                "one range per command: {}; keep one and give the others a single value",
                each.join(" and ")
            )))
        }
    }
}

/// Whether `text` is written as a range of whole numbers (`1..101`, `1..10/4`), whatever its
/// values, rather than text that merely holds two dots.
fn shaped(text: &str) -> bool {
    let number = |s: &str| {
        let d = s.trim().strip_prefix('-').unwrap_or(s.trim());
        !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit())
    };
    let Some((from, rest)) = text.split_once("..") else {
        return false;
    };
    let (to, step) = rest.split_once('/').unwrap_or((rest, "1"));
    number(from) && number(to) && number(step)
}

/// `--long`, or `-s` for an option with only a short name.
fn spelling(arg: &Arg) -> String {
    match (arg.get_long(), arg.get_short()) {
        (Some(l), _) => format!("--{l}"),
        (None, Some(s)) => format!("-{s}"),
        _ => arg.get_id().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::{Args, FromArgMatches};

    #[test]
    fn ranges_are_read_and_bounded() {
        let r = |s: &str| Range::parse(s).map(|r| r.map(|r| r.values()));
        assert_eq!(r("1..6"), Some(Ok(vec![1, 2, 3, 4, 5, 6])));
        assert_eq!(r("6..30/6"), Some(Ok(vec![6, 12, 18, 24, 30])));
        // A step that does not land on the top end is refused, naming what it gives and the
        // nearest ranges that include both ends.
        let e = Range::parse("1..10/4").unwrap().unwrap_err();
        assert_eq!(
            e,
            "a step of 4 from 1 gives 1, 5 and 9, never 10; a range includes both ends (1..9/4, 1..13/4 or 1..10/3)"
        );
        let e = Range::parse("1..10/1000").unwrap().unwrap_err();
        assert!(
            e.contains("gives only 1, never 10") && e.ends_with("(1..10/9)"),
            "{e}"
        );
        let e = Range::parse("0..100/7").unwrap().unwrap_err();
        assert!(e.contains("gives 0, 7, 14, …, 98 (15 values)"), "{e}");
        let e = Range::parse("1..1000/10").unwrap().unwrap_err();
        assert!(e.ends_with("(1..991/10 or 1..1000/27)"), "{e}");
        assert_eq!(r("-2..2"), Some(Ok(vec![-2, -1, 0, 1, 2])));
        assert_eq!(r(" 3 .. 3 "), Some(Ok(vec![3])));
        assert_eq!(r("7"), None);
        for bad in ["1..", "..5", "a..b", "1..5/0", "1..5/-1", "1.5..3", "1...3"] {
            assert!(matches!(Range::parse(bad), Some(Err(_))), "{bad}");
        }
        assert!(
            Range::parse("12..1")
                .unwrap()
                .unwrap_err()
                .contains("1..12")
        );
        let e = Range::parse("1..1000").unwrap().unwrap_err();
        assert!(
            e.contains("1000 values") && e.contains("(a step thins it: 1..991/10 or 1..1000/27)"),
            "{e}"
        );
        assert_eq!(Range::parse("1..991/10").unwrap().unwrap().count(), 100);
        assert!(
            Range::parse("1..101")
                .unwrap()
                .unwrap_err()
                .ends_with("(a step thins it: 1..101/2)")
        );
        // Every range suggested is one.
        for bad in [
            "1..1000",
            "1..10/4",
            "1..10/1000",
            "3..9999/7",
            "-7..201/3",
            "1..201/2",
        ] {
            let e = Range::parse(bad).unwrap().unwrap_err();
            let near = e.rsplit_once('(').unwrap().1.trim_end_matches(')');
            for r in near.split([',', ' ']).filter(|w| w.contains("..")) {
                assert!(matches!(Range::parse(r), Some(Ok(_))), "{bad}: {r} in {e}");
            }
        }
        let huge = Range::parse(&format!("{}..{}", i64::MIN, i64::MAX)).unwrap();
        assert!(huge.is_err());
        let r = Range::parse("6..30/6").unwrap().unwrap();
        assert_eq!(r.up_to(18), "6..18/6");
        let e = Range::parse("1..99999999999999999999")
            .unwrap()
            .unwrap_err();
        assert!(e.contains("99999999999999999999 is far beyond"), "{e}");
    }

    #[derive(Args, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Opts {
        #[arg(long, default_value_t = 1)]
        shots: u32,
        #[arg(short, long)]
        marksmanship: Option<u8>,
        #[arg(long)]
        pinned: bool,
        #[arg(long, allow_negative_numbers = true)]
        drm: Vec<i64>,
        #[arg(long, value_delimiter = ',')]
        pair: Vec<i64>,
        #[arg(short, long)]
        attacker: Vec<String>,
        #[arg(long, num_args = 0..=1, default_missing_value = "attacker")]
        dismounted: Option<String>,
    }

    fn cmd() -> Command {
        accept_ranges(Opts::augment_args(Command::new("p")))
    }

    /// What the line parses to, the range, and the options with the range's value `v`.
    fn run(line: &str, v: i64) -> (Opts, Option<Ranged>, Opts) {
        let mut c = cmd();
        let words: Vec<&str> = line.split(' ').collect();
        let m = c.try_get_matches_from_mut(&words).unwrap();
        let ranged = find(&c, &m).unwrap();
        let first = Opts::from_arg_matches(&m).unwrap();
        let input = serde_json::to_value(&first).unwrap();
        let again = match &ranged {
            Some(r) => r.bind(&input, v).unwrap(),
            None => serde_json::from_value(input).unwrap(),
        };
        (first, ranged, again)
    }

    #[test]
    fn a_range_s_value_takes_the_first_value_s_place_in_the_typed_options() {
        let line =
            "p --shots 2..5 -m 4 --pinned --drm -2 --drm=3 --pair 1,2 -a 2.5 -a 4 --dismounted";
        let (first, ranged, at4) = run(line, 4);
        let r = ranged.unwrap();
        assert_eq!((r.option.as_str(), r.text.as_str()), ("--shots", "2..5"));
        // The procedure sees the range's first value.
        assert_eq!(first.shots, 2);
        assert_eq!(at4, Opts { shots: 4, ..first });
        // A range inside a list, in a repeated option, or in a text option.
        let (_, r, v) = run("p --pair 1,0..2", 2);
        assert_eq!((r.unwrap().text, v.pair), ("0..2".to_string(), vec![1, 2]));
        let (_, r, v) = run("p --drm=-1 --drm=-3..-1", -2);
        assert_eq!(
            (r.unwrap().text, v.drm),
            ("-3..-1".to_string(), vec![-1, -2])
        );
        let (_, r, v) = run("p -a 3 -a 10..20/5", 15);
        assert_eq!(r.unwrap().option, "--attacker");
        assert_eq!(v.attacker, vec!["3".to_string(), "15".to_string()]);
        // No range: the same options back.
        let (a, r, b) = run("p -m 3 --dismounted=defender", 0);
        assert!(r.is_none());
        assert_eq!(a, b);
    }

    #[test]
    fn bad_ranges_and_two_ranges_are_refused() {
        let mut c = cmd();
        let e = c
            .try_get_matches_from_mut(["p", "--shots", "5..1"])
            .unwrap_err();
        let e = crate::usage::refused(e).to_string();
        assert!(e.contains("--shots 5..1: write the lower end first"), "{e}");
        // Each end must be a value the option takes.
        let e = c
            .try_get_matches_from_mut(["p", "-m", "1..300"])
            .unwrap_err();
        assert!(crate::usage::refused(e).to_string().contains("300"));
        let m = c
            .try_get_matches_from_mut(["p", "--shots", "1..3", "-m", "3..4"])
            .unwrap();
        let e = find(&c, &m).unwrap_err().to_string();
        assert!(
            e.contains("one range per command: --shots 1..3 and --marksmanship 3..4"),
            "{e}"
        );
        // A text option's range of too many values, or a step off its end, is refused.
        for bad in ["1..101", "1..10/4", "5..1"] {
            let m = c.try_get_matches_from_mut(["p", "-a", bad]).unwrap();
            let e = find(&c, &m).unwrap_err().to_string();
            assert!(e.starts_with(&format!("--attacker {bad}: ")), "{e}");
        }
        // Text that merely has two dots is no range.
        let m = c
            .try_get_matches_from_mut(["p", "-a", "fell back..."])
            .unwrap();
        assert!(find(&c, &m).unwrap().is_none());
    }
}

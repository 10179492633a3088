//! The words of the output: plurals and signed numbers as printed rules write them, percents
//! as every table and sentence shows them, a goal's chance in a sentence, and dice in a line.
//! Below both, so procedures and renderers word them alike.

use crate::chance::Prob;
use crate::dice::source::DieRecord;
use crate::engine::Value;
use crate::report::{GoalChance, Marginal, Span, Style};

/// "+1", "−1" (with a true minus sign, as printed rules do).
pub(crate) fn signed(v: i64) -> String {
    if v < 0 {
        format!("−{}", v.unsigned_abs())
    } else {
        format!("+{v}")
    }
}

/// The noun for a count: `noun(1, "gun", "guns")` is "gun".
pub(crate) fn noun<'a>(n: u32, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 { one } else { many }
}

/// A count with its noun: "1 hit", "3 casualties".
pub(crate) fn count_text(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", noun(n, one, many))
}

/// A percent for a table cell: two decimals; `<0.01` for what is possible but rarer, `>99.99`
/// for what is nearly certain, and `100` only when `certain` (known exactly, not from the
/// rounded float). Exact values are the fractions beside it and in JSON.
pub(crate) fn shown(pc: f64, certain: bool) -> String {
    if certain {
        "100".into()
    } else if pc <= 0.0 {
        "0".into()
    } else if pc < 0.005 {
        "<0.01".into()
    } else if pc >= 99.995 {
        ">99.99".into()
    } else {
        format!("{pc:.2}")
    }
}

/// The percent of `p` for display (see [`shown`]).
pub(crate) fn percent_of(p: &Prob) -> String {
    shown(p.percent(), p.numer() == p.denom())
}

/// A percent worked out in floats (a sum or complement), so never shown as certain.
pub(crate) fn percent(pc: f64) -> String {
    shown(pc, false)
}

/// A fraction longer than this is left out of a sentence (the percent says it; the exact
/// value is in the table and the JSON).
const SENTENCE_FRACTION: usize = 15;

/// `hits>=2: 11/16 (68.75%)`, or the percent alone when `exact` is off or the fraction long.
pub(crate) fn sentence(g: &GoalChance, exact: bool) -> String {
    let pc = percent_of(&g.p);
    let fraction = g.p.to_string();
    if exact && fraction.len() <= SENTENCE_FRACTION {
        format!("{}: {fraction} ({pc}%)", g.goal)
    } else {
        format!("{}: {pc}%", g.goal)
    }
}

/// One die as shown in a line of dice (its face, word or number; `!` when it exploded; a tick
/// when it met its test; struck through when it does not count), written on the end of `out`.
fn die_text(out: &mut String, d: &DieRecord) {
    match &d.label {
        Some(l) => out.push_str(l),
        None => out.push_str(itoa::Buffer::new().format(d.value)),
    }
    if let Some(c) = d.counts_as.filter(|c| *c != d.value) {
        out.push('→');
        out.push_str(itoa::Buffer::new().format(c));
    }
    if d.exploded {
        out.push('!');
    }
    if die_style(d) == Style::Good {
        out.push('✓');
    }
}

/// The style a die is shown in by [`die_text`].
fn die_style(d: &DieRecord) -> Style {
    if d.dropped || d.rerolled {
        Style::Struck
    } else if d.success == Some(true) {
        Style::Good
    } else if d.bad {
        Style::Bad
    } else {
        Style::Plain
    }
}

/// Dice separated by spaces, each as [`die_text`] shows it. Plain dice and the spaces between
/// them share one span (a line of 100 dice is not 200 strings); they are printed and wrapped
/// as separate spans would be.
pub(crate) fn dice_spans<'a>(dice: impl IntoIterator<Item = &'a DieRecord>) -> Vec<Span> {
    let mut out = Vec::new();
    push_dice_spans(&mut out, dice);
    out
}

/// [`dice_spans`] on the end of `line` (a line of dice built in one vector).
pub(crate) fn push_dice_spans<'a>(
    line: &mut Vec<Span>,
    dice: impl IntoIterator<Item = &'a DieRecord>,
) {
    let start = line.len();
    let mut dice = dice.into_iter().enumerate();
    while let Some((i, d)) = dice.next() {
        // Only the spans of these dice are written on.
        let out = &mut line[start..];
        let plain = matches!(out.last(), Some(s) if s.style == Style::Plain);
        // Most dice: a number, nothing to mark, beside other plain text.
        let bare = d.label.is_none()
            && d.counts_as.is_none()
            && !(d.exploded || d.dropped || d.rerolled || d.bad)
            && d.success != Some(true);
        if let (true, Some(s)) = (bare && plain, out.last_mut()) {
            if i > 0 {
                s.text.push(' ');
            }
            match u8::try_from(d.value) {
                Ok(v @ 0..=9) => s.text.push(char::from(b'0' + v)),
                _ => s.text.push_str(itoa::Buffer::new().format(d.value)),
            }
            continue;
        }
        if i > 0 {
            match out.last_mut() {
                Some(s) if plain => s.text.push(' '),
                _ => line.push(Span::plain(" ")),
            }
        }
        let style = die_style(d);
        match line[start..].last_mut() {
            Some(s) if style == Style::Plain && s.style == Style::Plain => die_text(&mut s.text, d),
            _ => {
                // A plain span has room for the plain dice that may follow: a digit or two
                // and a space each.
                let room = if style == Style::Plain {
                    8 + 3 * dice.size_hint().0
                } else {
                    4
                };
                let mut t = String::with_capacity(room);
                die_text(&mut t, d);
                line.push(Span::new(t, style));
            }
        }
    }
}

/// Quantities whose numbers name a direction rather than an amount: no mean or sd.
pub(crate) const DIRECTIONS: &[&str] = &["bearing"];

/// Mean and standard deviation of a numeric quantity, for display (none for a direction).
pub(crate) fn mean_sd(q: &Marginal) -> Option<(f64, f64)> {
    if DIRECTIONS.contains(&q.name.as_str()) {
        return None;
    }
    let mut m1 = 0.0;
    let mut m2 = 0.0;
    for ((v, _), pc) in q.outcomes.iter().zip(q.percents()) {
        let Value::Int(n) = v else { return None };
        let w = pc / 100.0;
        m1 += *n as f64 * w;
        m2 += (*n as f64) * (*n as f64) * w;
    }
    Some((m1, (m2 - m1 * m1).max(0.0).sqrt()))
}

/// A number for display: up to three decimals, no trailing zeros.
pub(crate) fn num(x: f64) -> String {
    let s = format!("{x:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".into() } else { s.into() }
}

/// One quantity in a few words: a number's mean, the chance of yes, the likeliest words.
pub(crate) fn in_brief(q: &Marginal) -> String {
    if let Some((mean, _)) = mean_sd(q) {
        return format!("mean {}", num(mean));
    }
    if q.outcomes.iter().all(|(v, _)| matches!(v, Value::Bool(_))) {
        let yes = q
            .outcomes
            .iter()
            .find(|(v, _)| *v == Value::Bool(true))
            .map_or_else(Prob::zero, |(_, p)| p.clone());
        return format!("{}% yes", percent_of(&yes));
    }
    match likeliest(q) {
        Some((v, p)) => format!("most likely {v} ({}%)", percent_of(p)),
        None => String::new(),
    }
}

/// The most likely outcome (the first of equals).
pub(crate) fn likeliest(q: &Marginal) -> Option<(&Value, &Prob)> {
    q.outcomes
        .iter()
        .fold(None, |best: Option<(&Value, &Prob)>, (v, p)| match best {
            Some((_, b)) if b >= p => best,
            _ => Some((v, p)),
        })
}

/// The most likely outcome of `q` by its shown percent (the first of equals), in words:
/// `most likely 7 (16.67%)`, or the outcomes exactly as likely named together, `3 and 4
/// equally likely (25% each)`. `None` when it has no outcome.
pub(crate) fn most_likely(q: &Marginal) -> Option<String> {
    let pcs = q.percents();
    let best = (0..pcs.len()).reduce(|b, i| if pcs[i] > pcs[b] { i } else { b })?;
    let (value, p) = &q.outcomes[best];
    let equal: Vec<String> = q
        .outcomes
        .iter()
        .filter(|(_, o)| o == p)
        .map(|(v, _)| v.to_string())
        .collect();
    Some(match equal.len() {
        1 => format!("most likely {value} ({}%)", percent_of(p)),
        n => {
            let list = if n > 6 {
                format!("{} and {} more", equal[..6].join(", "), n - 6)
            } else {
                join_and(&equal)
            };
            format!("{list} equally likely ({}% each)", percent_of(p))
        }
    })
}

/// `a`, `a and b`, `a, b and c`.
pub(crate) fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plain dice share a span; laid out and painted, the line is what one span for each die
    /// and for each space between them gives, at every width, with colour and without.
    #[test]
    fn dice_sharing_a_span_print_as_a_span_each() {
        use crate::dice::ast::{Die, Face};
        use crate::report::Line;
        use crate::screen::{Painter, push_wrapped};
        let dsf = Die {
            name: "dSF".into(),
            faces: vec![
                Face {
                    value: 0,
                    label: Some("JAM".into()),
                    bad: true,
                },
                Face::plain(1),
                Face::plain(12),
            ]
            .into(),
        };
        let mut rng = crate::dice::source::RngSource::seeded(5);
        for round in 0..300 {
            let n = rng.below(40) as usize;
            let dice: Vec<DieRecord> = (0..n)
                .map(|_| {
                    let mut d = DieRecord::new(&dsf, [0, 1, 12, 5][rng.below(4) as usize], "x");
                    match rng.below(8) {
                        0 => d.dropped = true,
                        1 => d.rerolled = true,
                        2 => d.success = Some(true),
                        3 => d.success = Some(false),
                        4 => d.exploded = true,
                        5 => d.counts_as = Some(-4),
                        _ => {}
                    }
                    d
                })
                .collect();
            let mut one_each = Vec::new();
            for (i, d) in dice.iter().enumerate() {
                if i > 0 {
                    one_each.push(Span::plain(" "));
                }
                let mut text = String::new();
                die_text(&mut text, d);
                one_each.push(Span::new(text, die_style(d)));
            }
            let shared = dice_spans(&dice);
            assert!(shared.len() <= one_each.len());
            // Pushed on the end of a line, the dice keep to spans of their own.
            let mut pushed = vec![Span::plain("shot: ")];
            push_dice_spans(&mut pushed, &dice);
            assert_eq!(pushed[1..], shared[..]);
            let line = |spans: Vec<Span>| {
                Line::new()
                    .push("shot (d6): ", Style::Dim)
                    .spans(spans)
                    .text(" = ")
                    .push("7", Style::Strong)
            };
            let (shared, one_each) = (line(shared), line(one_each));
            for width in [20, 33, 80] {
                for color in [false, true] {
                    let p = Painter {
                        color,
                        width,
                        ..Painter::PLAIN
                    };
                    let (mut a, mut b) = (String::new(), String::new());
                    push_wrapped(&mut a, &shared, p);
                    push_wrapped(&mut b, &one_each, p);
                    assert_eq!(a, b, "round {round}, width {width}");
                }
            }
        }
    }

    #[test]
    fn the_most_likely_outcome_or_the_ties_named_together() {
        let q = |ps: &[(i64, u64)], den| {
            let outcomes = ps
                .iter()
                .map(|&(v, n)| (Value::Int(v), Prob::from_ratio(n, den)))
                .collect();
            Marginal::new("total", outcomes)
        };
        assert_eq!(
            most_likely(&q(&[(2, 1), (3, 2), (4, 1)], 4)).unwrap(),
            "most likely 3 (50.00%)"
        );
        assert_eq!(
            most_likely(&q(&[(1, 1), (2, 1), (3, 2)], 4)).unwrap(),
            "most likely 3 (50.00%)"
        );
        assert_eq!(
            most_likely(&q(&[(1, 2), (2, 1), (3, 2)], 5)).unwrap(),
            "1 and 3 equally likely (40.00% each)"
        );
        let eight: Vec<(i64, u64)> = (1..=8).map(|v| (v, 1)).collect();
        assert_eq!(
            most_likely(&q(&eight, 8)).unwrap(),
            "1, 2, 3, 4, 5, 6 and 2 more equally likely (12.50% each)"
        );
        assert_eq!(most_likely(&Marginal::new("none", Vec::new())), None);
        assert_eq!(
            join_and(&["a".into(), "b".into(), "c".into()]),
            "a, b and c"
        );
    }

    #[test]
    fn signs_and_plurals_read_as_printed_rules() {
        assert_eq!(signed(-2), "−2");
        assert_eq!(signed(0), "+0");
        assert_eq!(signed(i64::MIN), "−9223372036854775808");
        assert_eq!(count_text(1, "hit", "hits"), "1 hit");
        assert_eq!(count_text(0, "casualty", "casualties"), "0 casualties");
    }
}

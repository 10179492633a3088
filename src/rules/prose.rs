//! The output prose every procedure shares: the chances in a sentence, how a test reads at the
//! table, one step's dice as a line, and the note on an example chart.

use crate::effects::Effect;
use crate::engine::{Throw, Value};
use crate::report::{Block, Marginal};
use crate::rules::common::words as chance_render;

/// The units a game named, heading the result line: `who` ("Mortar → Gruppe Klein"), or, when
/// the round landed elsewhere than on `target` (an [`Effect::Elsewhere`]), the target only as
/// aimed at ("Mortar, aimed at Gruppe Klein"), so what the line says was hit is not put on it.
pub(crate) fn units_head(who: String, target: Option<&str>, effects: &[Effect]) -> String {
    let off = effects
        .iter()
        .any(|e| matches!(e, Effect::Elsewhere { .. }));
    match target {
        Some(t) if off => match who.strip_suffix(&format!(" → {t}")) {
            Some(unit) => format!("{unit}, aimed at {t}"),
            None => format!("aimed at {t}"),
        },
        _ => who,
    }
}

/// " (EXAMPLE CRT and Random Events Table, made up for spw)": said once, on the summary, so
/// `--quiet` and the JSON say it too.
pub(crate) fn example_note(names: &[&str]) -> String {
    let list = match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    };
    format!(" (EXAMPLE {list}, made up for spw)")
}

/// The chances in one sentence: for a yes/no quantity the chance of yes, for a number or
/// words the most likely outcome (the mean is on the line under each number's table).
pub(crate) fn chance_summary(quantities: &[Marginal]) -> String {
    chance_sentence(quantities, true)
}

/// [`chance_summary`], with a yes/no quantity's exact fraction only when `exact` (`--percent`
/// writes percents alone: `render::chances::Form`).
pub(crate) fn chance_sentence(quantities: &[Marginal], exact: bool) -> String {
    quantities
        .iter()
        .filter_map(|q| {
            if q.outcomes.iter().all(|(v, _)| matches!(v, Value::Bool(_))) {
                let yes = q.outcomes.iter().position(|(v, _)| *v == Value::Bool(true));
                return Some(match yes {
                    // A fraction of hundreds of digits (a big melee) is no sentence: the
                    // percent alone then, the exact value being in the table and the JSON.
                    Some(i) if !exact || q.outcomes[i].1.to_string().len() > 15 => format!(
                        "{} {}%",
                        q.name,
                        chance_render::percent_of(&q.outcomes[i].1)
                    ),
                    Some(i) => format!(
                        "{} {} ({}%)",
                        q.name,
                        q.outcomes[i].1,
                        chance_render::percent_of(&q.outcomes[i].1)
                    ),
                    None => format!("{} never", q.name),
                });
            }
            // The most likely outcome by its display percent: this is a sentence for people,
            // and the exact fractions are in the table and the JSON.
            Some(format!("{}: {}", q.name, chance_render::most_likely(q)?))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// How a test reads at the table: `4+`, `8 or less`.
pub(crate) fn test_text(t: crate::dice::ast::Test) -> String {
    use crate::dice::ast::Cmp;
    let n = t.target;
    match t.cmp {
        Cmp::Ge => format!("{n}+"),
        Cmp::Gt => format!("over {n}"),
        Cmp::Le => format!("{n} or less"),
        Cmp::Lt => format!("under {n}"),
        Cmp::Eq => format!("exactly {n}"),
    }
}

/// One step's dice as a line: `shots (d6, 4+): 4✓ 2 6✓`, then `tail` if any.
pub(crate) fn throw_line(t: &Throw, tail: &str) -> Block {
    use crate::report::{Line, Style};
    let die = t
        .dice
        .first()
        .map(|d| d.die.to_string())
        .unwrap_or_default();
    let n = t.dice.len();
    let mut head = if n > 1 {
        format!("{} × {die}", n)
    } else {
        die
    };
    if let Some(test) = t.test {
        head.push_str(&format!(", {}", test_text(test)));
    }
    let mut line = Line::new()
        .push(format!("{} ({head}): ", t.what), Style::Dim)
        .spans(crate::rules::common::words::dice_spans(&t.dice));
    if tail.starts_with(['=', '→']) {
        // A total or a result reads on from the dice: `4 3 = 7`.
        line = line.text(format!(" {tail}"));
    } else if !tail.is_empty() {
        line = line.text(format!("  {tail}"));
    }
    Block::Line(line)
}

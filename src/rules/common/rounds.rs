//! Throws repeated until one side wins ("ties are re-rolled"): each round on a line, the
//! dice of every round but the last struck through as thrown again.

use crate::engine::Throw;
use crate::report::{Block, Line, Style};
use crate::rules::throw_line;

/// The lines of a contest thrown `per_round` throws at a time until it was decided, in the
/// rules' words for a throw: `("roll", "rolled")` or `("throw", "thrown")`.
pub(crate) fn rounds_until_decided(
    throws: &[Throw],
    per_round: usize,
    (verb, done): (&str, &str),
) -> Vec<Block> {
    let rounds: Vec<&[Throw]> = throws.chunks(per_round.max(1)).collect();
    let last = rounds.len().saturating_sub(1);
    let mut blocks = Vec::with_capacity(rounds.len());
    for (r, round) in rounds.iter().enumerate() {
        let mut line = Line::new();
        if rounds.len() > 1 {
            line = line.push(format!("{verb} {}: ", r + 1), Style::Dim);
        }
        for (i, t) in round.iter().enumerate() {
            let mut t = (*t).clone();
            if r < last {
                // A tie: these dice were thrown again.
                for d in &mut t.dice {
                    d.rerolled = true;
                }
            }
            if i > 0 {
                line = line.text("  ");
            }
            if let Block::Line(l) = throw_line(&t, "") {
                line = line.spans(l.0);
            }
        }
        if r < last {
            line = line.push(format!("  tie: {done} again"), Style::Dim);
        }
        blocks.push(Block::Line(line));
    }
    blocks
}

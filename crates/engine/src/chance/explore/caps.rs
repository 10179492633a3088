//! What one exploration may spend: its paths, the steps they replay, the draws' bookkeeping.

use super::super::limits::MAX_PATHS;

/// The caps of one `explore`: the paths it may take, the steps those paths replay in all (no
/// cap for one request, whose paths are capped), and the draws' bookkeeping (the work on exact
/// numbers has its own budget, `limits::Budget`). Several explorations that are one request
/// (the values of a range) share one set, each given what the others left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    pub paths: u64,
    pub draw_work: u64,
    pub steps: u64,
}

impl Caps {
    /// One request's caps: [`MAX_PATHS`] and [`MAX_DRAW_WORK`].
    pub fn whole() -> Caps {
        Caps {
            paths: MAX_PATHS,
            draw_work: MAX_DRAW_WORK,
            steps: u64::MAX,
        }
    }

    /// What is left after `spent`.
    pub fn less(self, spent: Caps) -> Caps {
        Caps {
            paths: self.paths.saturating_sub(spent.paths),
            draw_work: self.draw_work.saturating_sub(spent.draw_work),
            steps: self.steps.saturating_sub(spent.steps),
        }
    }
}

/// Most item visits the exact interpreter's draws may take in one `explore` (keeping each
/// path's account of its pools): a few hundred milliseconds.
pub const MAX_DRAW_WORK: u64 = 15_000_000;

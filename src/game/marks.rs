//! What the units did this phase and this turn, kept by the game's state and read by the fill
//! that refuses what the rules forbid a unit that has done it (a file of its own, so the fill
//! and the state do not import each other).

use crate::rules::effects::Per;

/// What the units did this phase and this turn, as the procedures they played count it
/// (`effects::Play::acts`), and which were destroyed this phase.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Marks {
    /// The unit, what it did, and how long that stands.
    pub done: Vec<(String, &'static str, Per)>,
    /// Units destroyed in this phase (artillery fire is simultaneous: such a battery still fires).
    pub destroyed: Vec<String>,
}

impl Marks {
    /// Whether `unit` has done `what` this phase or turn.
    pub(crate) fn has(&self, unit: &str, what: &str) -> bool {
        self.done
            .iter()
            .any(|(u, m, _)| u.eq_ignore_ascii_case(unit) && *m == what)
    }
}

//! What more than one Schwerpunkt procedure needs and none owns.

/// The most figures on one side (a unit, not an army); rolling stays within the dice limit.
/// Melee's figures and the hits a morale test counts (4.0, 5.0) are both bounded by it.
pub(crate) const MAX_FIGURES: i64 = 1000;

//! Modifiers to a die roll, by name, as the rules list them.

use super::words::signed;

/// The modifiers that apply to one roll, each with the name the rules give it ("pinned",
/// "long range"), in the order they were added.
#[derive(Clone, Debug, Default)]
pub(crate) struct Mods(pub Vec<(&'static str, i64)>);

impl Mods {
    /// Adds `name value` when `on` and the value is not 0 (a house rule may zero one).
    pub(crate) fn add(&mut self, on: bool, name: &'static str, value: i64) {
        if on && value != 0 {
            self.0.push((name, value));
        }
    }

    pub(crate) fn total(&self) -> i64 {
        self.0.iter().map(|(_, v)| v).sum()
    }

    /// "pinned −1, moved −1".
    pub(crate) fn describe(&self) -> String {
        self.0
            .iter()
            .map(|(n, v)| format!("{n} {}", signed(*v)))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_and_unset_modifiers_are_left_out() {
        let mut m = Mods::default();
        m.add(true, "pinned", -1);
        m.add(false, "moved", -1);
        m.add(true, "cover", 0);
        m.add(true, "hull down", 2);
        assert_eq!(m.total(), 1);
        assert_eq!(m.describe(), "pinned −1, hull down +2");
    }
}

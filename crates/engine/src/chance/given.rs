//! Quantities about wherever a round lands, not about its target: artillery's `effect` is the
//! effect on whatever stands where the fire landed, so `--goal effect=destroyed` is the chance
//! that something there is destroyed, not that the target is. A procedure declares such a
//! quantity with the condition that puts it on the target (`lands=target`), and a goal that
//! reads the quantity without that condition's quantity is noted, with the goal that asks
//! about the target.

use crate::chance::goal::{Goal, Kind};

/// A quantity about wherever the round lands: about the target only when `when` holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Given {
    /// The quantity (`effect`).
    pub quantity: &'static str,
    /// What it is about, as a phrase (`the effect on the hex the fire lands in`).
    pub about: &'static str,
    /// The goal that puts it on the target (`lands=target`).
    pub when: &'static str,
}

/// For each of `given` that `goal` reads without reading where the round lands: a note saying
/// what the quantity is about, and the goal about the target.
pub fn notes(goal: &Goal, names: &[(String, Kind)], given: &[Given]) -> Vec<String> {
    let read = goal.reads(names);
    let mut out = Vec::new();
    for g in given {
        if !read.iter().any(|n| n == g.quantity) {
            continue;
        }
        // The condition's own quantities: a goal that reads them already says where.
        let Ok(when) = Goal::parse(g.when) else {
            continue;
        };
        let place = when.reads(names);
        if place.is_empty() || place.iter().any(|p| read.contains(p)) {
            continue;
        }
        let asked = if goal.is_conjunction() {
            goal.text().to_string()
        } else {
            format!("({})", goal.text())
        };
        out.push(format!(
            "{} is {}, on the target or not; for the target alone: --goal '{} and {asked}'",
            g.quantity, g.about, g.when
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Value;

    fn names() -> Vec<(String, Kind)> {
        let words = |w: &[&str]| Kind::Words {
            words: w.iter().map(|s| s.to_string()).collect(),
            all: true,
        };
        vec![
            ("lands".into(), words(&["target", "front", "behind"])),
            ("effect".into(), words(&["destroyed", "pinned"])),
        ]
    }

    const EFFECT: Given = Given {
        quantity: "effect",
        about: "the effect on the hex the fire lands in",
        when: "lands=target",
    };

    fn noted(goal: &str) -> Vec<String> {
        notes(&Goal::parse(goal).unwrap(), &names(), &[EFFECT])
    }

    #[test]
    fn a_goal_on_the_effect_alone_is_told_the_goal_on_the_target() {
        assert_eq!(
            noted("effect=destroyed"),
            [
                "effect is the effect on the hex the fire lands in, on the target or not; for \
              the target alone: --goal 'lands=target and effect=destroyed'"
            ]
        );
        // An outcome word alone reads its quantity; an `or` is bracketed.
        assert!(noted("destroyed")[0].ends_with("'lands=target and destroyed'"));
        assert!(
            noted("destroyed or pinned")[0].ends_with("'lands=target and (destroyed or pinned)'")
        );
    }

    #[test]
    fn a_goal_that_says_where_it_lands_or_not_the_effect_is_not_noted() {
        assert!(noted("lands=target and effect=destroyed").is_empty());
        assert!(noted("lands=front").is_empty());
        assert!(noted("not lands=behind and pinned").is_empty());
        // The offered goal is met exactly when both are.
        let g = Goal::parse("lands=target and effect=destroyed").unwrap();
        let (test, _) = g.bind(&names()).unwrap();
        assert!(test.met(&[Value::from("target"), Value::from("destroyed")]));
        assert!(!test.met(&[Value::from("front"), Value::from("destroyed")]));
    }
}

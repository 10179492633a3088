//! What one die can count as after its per-die modifiers, for the check that an `rr` stops.

use crate::dice::ast::{Cmp, Die, MAX_EXPLOSIONS, PerDie, Test};

/// The values one die can count as, as sorted, disjoint, non-adjacent inclusive ranges. Exact
/// through `rr`, `ro`, `mi` and `ma`; explosions can make many values, so past a few ranges
/// nearby ones are merged -- a superset, which keeps the `rr` check from ever refusing a
/// modifier that could stop (its answer only depends on the smallest and largest value, which
/// merging keeps exact).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Values(pub(super) Vec<(i64, i64)>);

/// Ranges kept for each part of an explosion, and for its result.
const EXPLODE_PARTS: usize = 8;
pub(super) const EXPLODE_RESULT: usize = 64;

impl Values {
    pub(super) fn from_ranges(mut v: Vec<(i64, i64)>) -> Values {
        v.sort_unstable();
        let mut out: Vec<(i64, i64)> = Vec::with_capacity(v.len());
        for (lo, hi) in v {
            match out.last_mut() {
                Some(last) if lo <= last.1.saturating_add(1) => last.1 = last.1.max(hi),
                _ => out.push((lo, hi)),
            }
        }
        Values(out)
    }

    pub(super) fn of_die(die: &Die) -> Values {
        let standard = die
            .faces
            .iter()
            .enumerate()
            .all(|(i, f)| f.value == i as i64 + 1);
        if standard {
            return Values(if die.faces.is_empty() {
                Vec::new()
            } else {
                vec![(1, die.sides() as i64)]
            });
        }
        Values::from_ranges(die.faces.iter().map(|f| (f.value, f.value)).collect())
    }

    pub(super) fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub(super) fn min(&self) -> Option<i64> {
        self.0.first().map(|r| r.0)
    }

    pub(super) fn max(&self) -> Option<i64> {
        self.0.last().map(|r| r.1)
    }

    /// The values that meet `t`, as a range (`None` when none can).
    pub(super) fn region(t: Test) -> Option<(i64, i64)> {
        let n = t.target;
        match t.cmp {
            Cmp::Eq => Some((n, n)),
            Cmp::Lt => n.checked_sub(1).map(|h| (i64::MIN, h)),
            Cmp::Le => Some((i64::MIN, n)),
            Cmp::Gt => n.checked_add(1).map(|l| (l, i64::MAX)),
            Cmp::Ge => Some((n, i64::MAX)),
        }
    }

    /// The values that do not meet `t`.
    pub(super) fn without(&self, t: Test) -> Values {
        let Some((a, b)) = Values::region(t) else {
            return self.clone();
        };
        let mut out = Vec::new();
        for &(lo, hi) in &self.0 {
            if lo < a {
                out.push((lo, hi.min(a - 1)));
            }
            if hi > b {
                out.push((lo.max(b + 1), hi));
            }
        }
        Values(out)
    }

    /// The values that meet `t`.
    pub(super) fn only(&self, t: Test) -> Values {
        let Some((a, b)) = Values::region(t) else {
            return Values(Vec::new());
        };
        Values(
            self.0
                .iter()
                .filter_map(|&(lo, hi)| {
                    let (l, h) = (lo.max(a), hi.min(b));
                    (l <= h).then_some((l, h))
                })
                .collect(),
        )
    }

    pub(super) fn plus(&self, other: &Values) -> Values {
        let mut v = Vec::with_capacity(self.0.len() * other.0.len());
        for a in &self.0 {
            for b in &other.0 {
                v.push((a.0.saturating_add(b.0), a.1.saturating_add(b.1)));
            }
        }
        Values::from_ranges(v)
    }

    /// At most `cap` ranges, by filling the smallest gaps.
    pub(super) fn coarsen(self, cap: usize) -> Values {
        let n = self.0.len();
        if n <= cap || cap == 0 {
            return self;
        }
        let mut gaps: Vec<(i128, usize)> = (1..n)
            .map(|i| (i128::from(self.0[i].0) - i128::from(self.0[i - 1].1), i))
            .collect();
        gaps.sort_unstable();
        let mut fill = vec![false; n];
        for &(_, i) in gaps.iter().take(n - cap) {
            fill[i] = true;
        }
        let mut out: Vec<(i64, i64)> = Vec::with_capacity(cap);
        for (i, r) in self.0.into_iter().enumerate() {
            match out.last_mut() {
                Some(last) if fill[i] => last.1 = r.1,
                _ => out.push(r),
            }
        }
        Values(out)
    }

    /// The values after one more per-die modifier (see the semantics in `ast`).
    pub(super) fn apply(self, m: PerDie) -> Values {
        match m {
            PerDie::RerollAlways(t) => self.without(t),
            // A fresh die can show anything the die could, so the set does not change.
            PerDie::RerollOnce(_) => self,
            PerDie::Min(n) => {
                let low = self.min().is_some_and(|m| m < n);
                let mut v = self.only(Test::new(Cmp::Ge, n)).0;
                if low {
                    v.push((n, n));
                }
                Values::from_ranges(v)
            }
            PerDie::Max(n) => {
                let high = self.max().is_some_and(|m| m > n);
                let mut v = self.only(Test::new(Cmp::Le, n)).0;
                if high {
                    v.push((n, n));
                }
                Values::from_ranges(v)
            }
            PerDie::Explode(t) => {
                // k explosions then a die that stops (k < MAX), or MAX explosions then any die.
                let meets = self.only(t).coarsen(EXPLODE_PARTS);
                let stops = self.without(t).coarsen(EXPLODE_PARTS);
                let all = self.clone().coarsen(EXPLODE_PARTS);
                let mut sums = Values(vec![(0, 0)]);
                let mut out = Vec::new();
                for _ in 0..MAX_EXPLOSIONS {
                    out.extend(sums.plus(&stops).0);
                    sums = sums.plus(&meets).coarsen(EXPLODE_PARTS);
                    if sums.is_empty() {
                        break;
                    }
                }
                out.extend(sums.plus(&all).0);
                Values::from_ranges(out).coarsen(EXPLODE_RESULT)
            }
        }
    }

    pub(super) fn describe(&self) -> String {
        match (self.min(), self.max()) {
            (Some(a), Some(b)) if a == b => a.to_string(),
            (Some(a), Some(b)) => format!("{a} to {b}"),
            _ => "nothing".to_string(),
        }
    }
}

//! Draws from the pools in play: each path's account of what is left, as parts of the pool
//! (split with a hidden hypergeometric step when a draw sorts the pool more finely).

use std::rc::Rc;

use super::super::hyper::hyper_of;
use super::super::limits;
use super::parts::{Part, PathPool, Sorting};
use super::search::{Answer, Explorer, Key, Step, Tag, nondeterministic};
use super::weight::W;
use crate::error::{Error, Result};
use crate::pools::{By, Refill};

impl Explorer<'_, '_> {
    /// A draw of `n` from `pool` sorted by `by`: the count of each class drawn, this path's
    /// account of the pool kept up to date.
    pub(super) fn draw_from(
        &mut self,
        pool: &str,
        n: u32,
        by: &By,
        what: &str,
    ) -> Result<Vec<u32>> {
        if self.nested {
            return Err(Error::Runtime(format!(
                "exact chances: {what} draws from the {pool} inside a step whose value alone is \
                 kept (a re-roll or a settled step), which would lose what it drew; draw outside it"
            )));
        }
        let view = self.shared.pools.ok_or_else(|| {
            Error::Runtime(format!("{what}: this command has no pools to draw from"))
        })?;
        let p = view.pool(pool)?;
        p.check_draw(n, what)?;
        let sorting = self.sorting(p, by)?;
        let (at, mut fine) = match self.pools.iter().position(|s| s.name == pool) {
            Some(at) => {
                let parts = std::mem::take(&mut self.pools[at].parts);
                let fine = if self.pools[at].sorted.as_ref() == Some(by) {
                    self.charge(parts.len())?;
                    parts
                } else {
                    self.refine(parts, &sorting.key)?
                };
                self.pools[at].sorted = Some(by.clone());
                (at, fine)
            }
            None => {
                // First draw on this path: the pool as it is now.
                self.charge(sorting.start.len())?;
                self.pools.push(PathPool {
                    name: pool.to_string(),
                    sorted: Some(by.clone()),
                    parts: Vec::new(),
                });
                (self.pools.len() - 1, sorting.start.clone())
            }
        };
        let left: u32 = fine.iter().map(|q| q.left).sum();
        let mut taken = vec![0u32; fine.len()];
        let mut rest = n;
        if n > left {
            match p.refill() {
                Refill::Empty | Refill::Trigger => {
                    // All that is left is drawn; everything else goes back (Pool::refill).
                    for (q, t) in fine.iter_mut().zip(taken.iter_mut()) {
                        *t = q.left;
                        q.left = q.size - q.left;
                    }
                    rest = n - left;
                }
                Refill::Manual | Refill::Return => return Err(p.short(n, left)),
            }
        }
        if rest > 0 {
            // Only the parts with items in can give any (a shorter step, shared more often).
            let live: Vec<usize> = (0..fine.len()).filter(|&i| fine[i].left > 0).collect();
            let lefts: Vec<u32> = live.iter().map(|&i| fine[i].left).collect();
            let d = self.hyper(true, rest, &lefts)?;
            for (&i, d) in live.iter().zip(d) {
                fine[i].left -= d;
                taken[i] += d;
            }
        }
        let turned = fine
            .iter()
            .zip(&taken)
            .any(|(q, t)| q.key % 2 == 1 && *t > 0);
        if turned {
            for q in &mut fine {
                q.left = q.size;
            }
        }
        let mut counts = vec![0u32; sorting.labels.len()];
        for (q, t) in fine.iter().zip(&taken) {
            counts[q.key / 2] += t;
        }
        self.pools[at].parts = fine;
        Ok(counts)
    }

    /// `n` drawn without replacement from parts with `sizes` items: the count from each.
    pub(super) fn hyper(&mut self, draw: bool, n: u32, sizes: &[u32]) -> Result<Vec<u32>> {
        let tag = if draw { Tag::Draw(n) } else { Tag::Split };
        let a = self.cached(
            tag,
            || Key::Hyper(draw, n, sizes.to_vec()),
            || {
                let h = hyper_of(n, sizes)?;
                Ok(Step {
                    tag,
                    answers: h
                        .entries
                        .iter()
                        .map(|(c, _)| Answer::Counts(c.as_slice().into()))
                        .collect(),
                    weights: h.entries.iter().map(|(_, w)| W::from_big(w)).collect(),
                    total: W::from_big(&h.total),
                })
            },
        )?;
        match a {
            Answer::Counts(c) if c.len() == sizes.len() => Ok(c.to_vec()),
            _ => Err(nondeterministic()),
        }
    }

    /// Counts `n` item visits against the cap (one request's is [`MAX_DRAW_WORK`]).
    pub(super) fn charge(&mut self, n: usize) -> Result<()> {
        let cap = self.shared.max_draw_work;
        let w = &mut self.shared.draw_work;
        *w = w.saturating_add(n as u64);
        if *w > cap {
            return Err(Error::limit(format!(
                "exact chances: the draws would take more than {} steps of bookkeeping (too \
                 many ways to fall, or a pool sorted too finely); the limit is {}",
                limits::group(cap),
                limits::group(cap)
            )));
        }
        Ok(())
    }

    /// The parts of a pool on this path, each within one class of `key`, splitting any part
    /// that spans several classes with a hidden step (certain when all or none of it is in).
    /// Parts known exactly (all in, or all out) of one class become one part.
    pub(super) fn refine(&mut self, parts: Vec<Part>, key: &[usize]) -> Result<Vec<Part>> {
        self.charge(parts.iter().map(|p| p.m.len()).sum::<usize>() + parts.len())?;
        let mut out: Vec<Part> = Vec::with_capacity(parts.len());
        let mut slot: Vec<usize> = Vec::new();
        for part in parts {
            let groups = group(&part, key, &mut slot);
            if groups.len() == 1 {
                let k = groups[0].0;
                out.push(Part { key: k, ..part });
                continue;
            }
            let sizes: Vec<u32> = groups
                .iter()
                .map(|(_, m)| m.iter().map(|e| e.1).sum())
                .collect();
            let lefts = if part.left == part.size {
                sizes.clone()
            } else if part.left == 0 {
                vec![0; sizes.len()]
            } else {
                self.hyper(false, part.left, &sizes)?
            };
            for ((k, m), left) in groups.into_iter().zip(lefts) {
                out.push(Part::new(m, left, k));
            }
        }
        Ok(merge(out))
    }

    /// `pool` sorted by `by` (worked out once per `explore`).
    pub(super) fn sorting(&mut self, p: &crate::pools::Pool, by: &By) -> Result<Rc<Sorting>> {
        let id = (p.name().to_string(), by.clone());
        if let Some(s) = self.shared.sortings.get(&id) {
            return Ok(s.clone());
        }
        let (labels, class) = p.classes(by)?;
        let trigger = p.trigger();
        let key: Vec<usize> = class
            .iter()
            .enumerate()
            .map(|(t, c)| c * 2 + usize::from(trigger == Some(t)))
            .collect();
        // The pool as it is now, and what is already out: both known exactly, so cutting them
        // by key takes no hidden step.
        let (mut inside, mut out) = (Vec::new(), Vec::new());
        for (t, (f, &l)) in p.full().into_iter().zip(p.left()).enumerate() {
            if l > 0 {
                inside.push((t as u32, l));
            }
            if f > l {
                out.push((t as u32, f - l));
            }
        }
        let left = inside.iter().map(|e| e.1).sum();
        let mut cut = Vec::new();
        let mut slot = Vec::new();
        for whole in [Part::new(inside, left, 0), Part::new(out, 0, 0)] {
            for (k, m) in group(&whole, &key, &mut slot) {
                let all = whole.left > 0;
                let mut q = Part::new(m, 0, k);
                if all {
                    q.left = q.size;
                }
                cut.push(q);
            }
        }
        let s = Rc::new(Sorting {
            labels,
            key,
            start: merge(cut),
        });
        self.shared.sortings.insert(id, s.clone());
        Ok(s)
    }
}

/// A part's items by key, in the order the keys first appear (`slot` is scratch space).
pub(super) fn group(
    part: &Part,
    key: &[usize],
    slot: &mut Vec<usize>,
) -> Vec<(usize, Vec<(u32, u32)>)> {
    let mut groups: Vec<(usize, Vec<(u32, u32)>)> = Vec::new();
    for &(t, c) in part.m.iter() {
        let k = key[t as usize];
        if slot.len() <= k {
            slot.resize(k + 1, usize::MAX);
        }
        if slot[k] == usize::MAX {
            slot[k] = groups.len();
            groups.push((k, Vec::new()));
        }
        groups[slot[k]].1.push((t, c));
    }
    for (k, _) in &groups {
        slot[*k] = usize::MAX;
    }
    groups
}

/// Parts known exactly (all in, or all out) of one class become one part.
pub(super) fn merge(parts: Vec<Part>) -> Vec<Part> {
    let mut merged: Vec<Part> = Vec::with_capacity(parts.len());
    for p in parts {
        let into = merged.iter_mut().find(|q| {
            q.key == p.key && p.certain() && q.certain() && (q.left == 0) == (p.left == 0)
        });
        match into {
            Some(q) => {
                let mut m: Vec<(u32, u32)> = q.m.iter().chain(p.m.iter()).copied().collect();
                m.sort_unstable();
                m.dedup_by(|b, a| {
                    let same = a.0 == b.0;
                    if same {
                        a.1 += b.1;
                    }
                    same
                });
                q.m = m.into();
                q.size += p.size;
                q.left += p.left;
            }
            None => merged.push(p),
        }
    }
    merged
}

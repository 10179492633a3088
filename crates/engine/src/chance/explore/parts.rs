//! What a path knows of a pool: the parts it is cut into, and a sorting of it by one
//! classification. The search keeps them; drawing (`draws`) changes them.

use std::rc::Rc;

use crate::pools::By;

/// A pool sorted by one classification: the class names, each item's key (its class, and
/// for a pool with a trigger item whether it is that item: `class·2 + trigger`), and the
/// pool as it is now cut into parts by key (the start of every path).
pub(super) struct Sorting {
    pub(super) labels: Vec<String>,
    pub(super) key: Vec<usize>,
    pub(super) start: Vec<Part>,
}

/// One pool as the current path has left it: parts that together make up the full pool.
pub(super) struct PathPool {
    pub(super) name: String,
    /// The sorting every part lies within one class of (its `key`), if any yet.
    pub(super) sorted: Option<By>,
    pub(super) parts: Vec<Part>,
}

/// Some of a pool's items (`m`: (item, copies), `size` copies in all), of which `left` are
/// still in, equally likely to be any `left` of them; `key` is its class under the pool's
/// current sorting.
#[derive(Clone, Debug)]
pub(super) struct Part {
    pub(super) m: Rc<[(u32, u32)]>,
    pub(super) size: u32,
    pub(super) left: u32,
    pub(super) key: usize,
}

impl Part {
    pub(super) fn new(m: Vec<(u32, u32)>, left: u32, key: usize) -> Part {
        let size = m.iter().map(|e| e.1).sum();
        Part {
            m: m.into(),
            size,
            left,
            key,
        }
    }

    /// Whether which items are in is known exactly (all or none of them).
    pub(super) fn certain(&self) -> bool {
        self.left == 0 || self.left == self.size
    }
}

//! The lines drawn across a table: a route from edge to edge through two squares, the roads
//! that link the villages, and the way round a lake.

use super::model::{AreaKind, Edge, Feature, Grid, LineKind, Square, line};

/// The railway's two edges, different (1.3), or `None` when the exit must be rolled again.
/// Each end takes its nearest edge (ties facing away from the other end); if both ends chose
/// the same edge, a tied end takes its other edge instead (the exit's first).
pub(super) fn railway_edges(g: Grid, a: Square, b: Square) -> Option<(Edge, Edge)> {
    let (ca, cb) = (g.edge_choices(a, b), g.edge_choices(b, a));
    let (ea, eb) = (*ca.first()?, *cb.first()?);
    if ea != eb {
        return Some((ea, eb));
    }
    if let Some(e) = cb.iter().find(|e| **e != ea) {
        return Some((ea, *e));
    }
    ca.iter().find(|e| **e != eb).map(|e| (*e, eb))
}

/// A linear feature from edge `ea` through `a`, straight on to `b`, and out by edge `eb`: the
/// squares from the edge to each end run straight, and `a` to `b` the straightest line.
pub(crate) fn route(g: Grid, a: Square, ea: Edge, b: Square, eb: Edge) -> Vec<Square> {
    let mut path = line(g.on_edge(a, ea), a);
    path.extend(line(a, b));
    path.extend(line(b, g.on_edge(b, eb)));
    path.dedup();
    path
}

/// "from the north edge: 1:3 → 2:3 → 3:4 → 4:4, off the south edge".
pub(crate) fn describe_path(path: &[Square], ea: Edge, eb: Edge) -> String {
    format!("from the {ea} edge: {}, off the {eb} edge", path_text(path))
}

/// "1:3 → 2:3 → 3:4".
fn path_text(path: &[Square]) -> String {
    path.iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" → ")
}

/// 1.3 Roads (no dice; the rulings are in `[terrain]`): the villages joined by the shortest
/// links, and a road across the table between two opposite edges. Returns the road features
/// (the through road first, then the links off it) and the words for the log.
pub(crate) fn roads(
    g: Grid,
    villages: &[Square],
    areas: &[Option<AreaKind>],
    log: bool,
) -> (Vec<Feature>, String) {
    let lake = lake_in(g, areas);
    if villages.is_empty() {
        // No village to link: a road west to east along the emptiest row, middle rows first.
        let row = (1..=g.rows)
            .min_by_key(|r| {
                let features = (1..=g.cols)
                    .filter(|c| areas[g.index(Square::new(*r, *c))].is_some())
                    .count();
                let off_middle = (2 * i32::from(*r) - i32::from(g.rows) - 1).abs();
                (features, off_middle, *r)
            })
            .unwrap_or(1);
        let straight = line(Square::new(row, 1), Square::new(row, g.cols));
        let (path, round) = around_lake(g, straight, lake, &[Edge::West, Edge::East]);
        let words = if log {
            format!(
                "no village to link: a road along row {row}, the emptiest, {}{round}",
                describe_path(&path, Edge::West, Edge::East)
            )
        } else {
            String::new()
        };
        return (
            vec![Feature::Line {
                kind: LineKind::Road,
                path,
                edges: vec![Edge::West, Edge::East],
            }],
            words,
        );
    }
    // The links: each village joins the nearest village already joined (Prim's tree; ties to
    // the village rolled first, then to the earliest joined).
    let n = villages.len();
    let mut joined = vec![0usize];
    let mut links: Vec<(usize, usize)> = Vec::new();
    while joined.len() < n {
        let mut best: Option<(u8, usize, usize, usize)> = None;
        for v in (0..n).filter(|v| !joined.contains(v)) {
            for (k, &t) in joined.iter().enumerate() {
                let key = (villages[v].steps(villages[t]), v, k, t);
                if best.is_none_or(|b| (key.0, key.1, key.2) < (b.0, b.1, b.2)) {
                    best = Some(key);
                }
            }
        }
        let Some((_, v, _, t)) = best else { break };
        joined.push(v);
        links.push((t, v));
    }
    // The through road: west–east or north–south, whichever needs less road from the
    // villages to the two edges (ties: west–east, the length of the table).
    let nearest = |e: Edge| -> (u8, usize) {
        (0..n)
            .map(|v| (g.distance_to(villages[v], e), v))
            .min()
            .unwrap_or((0, 0))
    };
    let (w, e) = (nearest(Edge::West), nearest(Edge::East));
    let (no, so) = (nearest(Edge::North), nearest(Edge::South));
    let (e1, a, e2, b) = if w.0 + e.0 <= no.0 + so.0 {
        (Edge::West, w.1, Edge::East, e.1)
    } else {
        (Edge::North, no.1, Edge::South, so.1)
    };
    // The villages on the tree between a and b.
    let chain = tree_path(n, &links, a, b);
    let mut path = line(g.on_edge(villages[a], e1), villages[a]);
    for w in chain.windows(2) {
        path.extend(line(villages[w[0]], villages[w[1]]));
    }
    path.extend(line(villages[b], g.on_edge(villages[b], e2)));
    path.dedup();
    let (path, round) = around_lake(g, path, lake, &[e1, e2]);
    let mut words = if log {
        format!("a road {}{round}", describe_path(&path, e1, e2))
    } else {
        String::new()
    };
    let mut features = vec![Feature::Line {
        kind: LineKind::Road,
        path,
        edges: vec![e1, e2],
    }];
    for &(t, v) in &links {
        let on_chain = chain
            .windows(2)
            .any(|w| (w[0] == t && w[1] == v) || (w[0] == v && w[1] == t));
        if on_chain {
            continue;
        }
        let (p, round) = around_lake(g, line(villages[t], villages[v]), lake, &[]);
        if log {
            words.push_str(&format!(
                "; a road links {} to {}: {}{round}",
                villages[t],
                villages[v],
                path_text(&p)
            ));
        }
        features.push(Feature::Line {
            kind: LineKind::Road,
            path: p,
            edges: Vec::new(),
        });
    }
    (features, words)
}

/// The lake's square, if the river made one.
pub(super) fn lake_in(g: Grid, areas: &[Option<AreaKind>]) -> Option<Square> {
    g.squares()
        .find(|s| areas.get(g.index(*s)) == Some(&Some(AreaKind::Lake)))
}

/// A road or the railway kept out of the lake (1.3: a lake is 1'×1' of water, a whole
/// square). Ruling: they go round it by the shortest way, and an end on the lake moves to the
/// nearest square of the same edge; a river they cross (the rules put roads and a railway
/// across every table whatever the river does, so the crossing is a bridge). Returns the path,
/// unchanged when it misses the lake, and words for the log ("" when unchanged).
pub(crate) fn around_lake(
    g: Grid,
    path: Vec<Square>,
    lake: Option<Square>,
    edges: &[Edge],
) -> (Vec<Square>, String) {
    let Some(lake) = lake.filter(|l| path.contains(l)) else {
        return (path, String::new());
    };
    // The nearest square to the lake on edge `e`, beside it first.
    let end_on = |e: Option<&Edge>| {
        e.and_then(|e| g.nearest(lake, |s| g.distance_to(s, *e) == 0))
    };
    let mut keep: Vec<Square> = Vec::with_capacity(path.len() + 2);
    if path.first() == Some(&lake) {
        keep.extend(end_on(edges.first()));
    }
    keep.extend(path.iter().copied().filter(|s| *s != lake));
    if path.last() == Some(&lake) {
        keep.extend(end_on(edges.get(1)));
    }
    let mut out: Vec<Square> = Vec::with_capacity(keep.len() + 2);
    let push = |out: &mut Vec<Square>, s: Square| {
        // A square met again closes a loop: cut it out.
        match out.iter().position(|o| *o == s) {
            Some(i) => out.truncate(i + 1),
            None => out.push(s),
        }
    };
    for s in keep {
        if let Some(&p) = out.last() {
            if p != s && !p.adjacent(s) {
                // Only a table one square wide has no way round; then the road keeps its line.
                let d = detour(g, p, s, lake).unwrap_or_else(|| vec![p, lake, s]);
                for x in d.into_iter().skip(1) {
                    push(&mut out, x);
                }
                continue;
            }
        }
        push(&mut out, s);
    }
    (out, format!(" (round the lake at {lake})"))
}

/// The shortest way from `from` to `to` (both included) that keeps off `blocked`, steps to a
/// side square tried before corner ones, clockwise from north.
fn detour(g: Grid, from: Square, to: Square, blocked: Square) -> Option<Vec<Square>> {
    let mut prev: Vec<Option<Square>> = vec![None; g.len()];
    let mut seen = vec![false; g.len()];
    seen[g.index(from)] = true;
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(x) = queue.pop_front() {
        if x == to {
            let mut path = vec![to];
            let mut at = to;
            while let Some(p) = prev[g.index(at)] {
                path.push(p);
                at = p;
            }
            path.reverse();
            return Some(path);
        }
        for y in g.by_distance(x).into_iter().take_while(|y| y.adjacent(x)) {
            let i = g.index(y);
            if y == blocked || seen[i] {
                continue;
            }
            seen[i] = true;
            prev[i] = Some(x);
            queue.push_back(y);
        }
    }
    None
}

/// The villages along the tree from `a` to `b` (both included).
fn tree_path(n: usize, links: &[(usize, usize)], a: usize, b: usize) -> Vec<usize> {
    let mut prev = vec![usize::MAX; n];
    let mut seen = vec![false; n];
    let mut queue = std::collections::VecDeque::from([a]);
    seen[a] = true;
    while let Some(x) = queue.pop_front() {
        if x == b {
            break;
        }
        for &(p, q) in links {
            let y = if p == x {
                q
            } else if q == x {
                p
            } else {
                continue;
            };
            if !seen[y] {
                seen[y] = true;
                prev[y] = x;
                queue.push_back(y);
            }
        }
    }
    let mut chain = vec![b];
    let mut x = b;
    while x != a && prev[x] != usize::MAX {
        x = prev[x];
        chain.push(x);
    }
    chain.reverse();
    chain
}

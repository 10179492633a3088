//! 1.3 Terrain generation, step by step as a referee rolls it: villages, hills, woods (each a
//! d4 for how many, then a d4 and a d6 for each square), the river on a d6 of 4+ (entry and
//! exit squares), the railway on a d6 of 4+, and the roads, which take no dice.
//!
//! Every die goes through [`Dice`], so `--seed`, `--dice` and the dice log work as for any
//! procedure, and the order of the dice is the order of the rules: for each square the row die,
//! then the column die. Each step is also kept as a [`Step`] saying what its dice decided.

use std::borrow::Cow;
use std::sync::Arc;

use crate::data::{Data, DieField};
use crate::dice::ast::Die;
use crate::engine::{Dice, retry};
use crate::error::{Error, Result};
use crate::rules::schwerpunkt::{self as sp};

use super::model::{AreaKind, Edge, Feature, Grid, LineKind, Square, Terrain, line};
use super::table::WoodsAre;

/// The largest table side a house rule may roll for (a d12 of rows or columns).
const MAX_SIDE: usize = 12;

/// Everything one table needs, from `[terrain]` and the options, checked once.
#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub grid: Grid,
    pub theatre: String,
    pub flat: bool,
    row_die: Die,
    column_die: Die,
    count_die: Die,
    river_die: Die,
    river_on: i64,
    railway_die: Die,
    railway_on: i64,
    villages: Vec<u32>,
    hills: Vec<u32>,
    woods: Vec<u32>,
    woods_kind: AreaKind,
    /// Whether --flat changed the theatre's hills (to say so in the log).
    flat_changes: bool,
    /// The labels of the area features' dice, made once: `[kind, i]` → ("village 2",
    /// "village 2 row", "village 2 column").
    labels: Vec<(AreaKind, Vec<[String; 3]>)>,
    /// Whether to keep the [`Step`]s: only the text map prints them, and their words were
    /// most of a JSON batch's allocations (bench/README.md "Terrain").
    pub steps: bool,
}

impl Plan {
    /// The plan for `theatre` (default: the first in the table), flat or not.
    pub(crate) fn new(data: &Data, theatre: Option<&str>, flat: bool) -> Result<Plan> {
        let t = &sp::tables(data)?.terrain;
        let theatre = match theatre {
            None => t
                .theatres
                .first()
                .ok_or_else(|| Error::Runtime("[terrain] theatres: no theatre".into()))?,
            Some(name) => t.theatre(name).ok_or_else(|| {
                Error::usage(format!(
                    "--theatre {name}: no such theatre; choose one of {} (1.3)",
                    t.theatre_names()
                ))
            })?,
        };
        // The data check has made sure of the dice and of one count per face.
        let side = |f: &DieField| side_die(f).map_err(|m| Error::Runtime(format!("[terrain] {m}")));
        let row_die = side(&t.row_die)?;
        let column_die = side(&t.column_die)?;
        let count_die = t.count_die.die().clone();
        let flat_hills = t.flat_hills.clone();
        let theatre_hills = theatre.hills.clone();
        let woods_kind = match theatre.woods_are {
            WoodsAre::Wood => AreaKind::Wood,
            WoodsAre::Oasis => AreaKind::Oasis,
        };
        let hills = if flat {
            flat_hills
        } else {
            theatre_hills.clone()
        };
        // No more areas than squares fit (the rest are reported as not placed, 1.3).
        let most = usize::from(MAX_SIDE as u8) * usize::from(MAX_SIDE as u8);
        let labels = [
            (AreaKind::Village, &theatre.villages),
            (AreaKind::Hill, &hills),
            (woods_kind, &theatre.woods),
        ]
        .into_iter()
        .map(|(kind, counts)| {
            let n = counts.iter().copied().max().unwrap_or(0) as usize;
            let each = (1..=n.min(most))
                .map(|i| {
                    let label = format!("{} {i}", kind.name());
                    [format!("{label} row"), format!("{label} column"), label]
                })
                .collect();
            (kind, each)
        })
        .collect();
        Ok(Plan {
            grid: Grid {
                rows: row_die.sides() as u8,
                cols: column_die.sides() as u8,
            },
            theatre: theatre.name.clone(),
            flat,
            villages: theatre.villages.clone(),
            woods: theatre.woods.clone(),
            flat_changes: flat && hills != theatre_hills,
            steps: true,
            labels,
            hills,
            woods_kind,
            count_die,
            river_die: t.river_die.die().clone(),
            river_on: t.river_on,
            railway_die: t.railway_die.die().clone(),
            railway_on: t.railway_on,
            row_die,
            column_die,
        })
    }

    /// The dice labels of area `i` of `kind`: row, column, and the area itself.
    fn labels(&self, kind: AreaKind, i: u32) -> Cow<'_, [String; 3]> {
        let made = self
            .labels
            .iter()
            .find(|(k, _)| *k == kind)
            .and_then(|(_, each)| each.get(i as usize - 1));
        match made {
            Some(l) => Cow::Borrowed(l),
            None => {
                let label = format!("{} {i}", kind.name());
                Cow::Owned([format!("{label} row"), format!("{label} column"), label])
            }
        }
    }

    /// The count for a rolled face of the count die.
    fn count(&self, counts: &[u32], value: i64) -> u32 {
        self.count_die
            .faces
            .iter()
            .position(|f| f.value == value)
            .and_then(|i| counts.get(i))
            .copied()
            .unwrap_or(0)
    }
}

/// A die that numbers rows or columns must read 1, 2, ... in order.
pub(super) fn side_die(field: &DieField) -> std::result::Result<Die, String> {
    let (d, spec) = (field.die().clone(), field.text());
    let plain = d
        .faces
        .iter()
        .enumerate()
        .all(|(i, f)| f.value == i as i64 + 1);
    if !plain || d.sides() > MAX_SIDE {
        return Err(format!(
            "\"{spec}\" cannot number squares; use a plain die d2 to d{MAX_SIDE} (faces 1, 2, 3, ...)"
        ));
    }
    Ok(d)
}

/// One die of a step: its part ("row", "column", or "" for a lone die), die and face.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Roll {
    pub part: &'static str,
    pub die: Arc<str>,
    pub value: i64,
}

/// One step of the generation: what was rolled for, the dice, and what they decided. Steps
/// without dice are the rulings that need none (the roads).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Step {
    pub what: String,
    pub rolls: Vec<Roll>,
    pub outcome: String,
}

impl Step {
    /// "row d4: 2, column d6: 5" (empty for a step without dice).
    pub(crate) fn dice_text(&self) -> String {
        self.rolls
            .iter()
            .map(|r| {
                if r.part.is_empty() {
                    format!("{}: {}", r.die, r.value)
                } else {
                    format!("{} {}: {}", r.part, r.die, r.value)
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// "village 1 row d4: 2, column d6: 5 → 2:5" (the map's dice log, unstyled).
    #[cfg(test)]
    pub(crate) fn text(&self) -> String {
        let dice = self.dice_text();
        if dice.is_empty() {
            format!("{} → {}", self.what, self.outcome)
        } else {
            format!("{} {dice} → {}", self.what, self.outcome)
        }
    }
}

/// A table and how it came about.
#[derive(Clone, Debug)]
pub(crate) struct Generated {
    pub terrain: Terrain,
    pub steps: Vec<Step>,
}

/// Where the generation is: the squares taken so far and the last square rolled.
struct Board {
    grid: Grid,
    areas: Vec<Option<AreaKind>>,
    last_roll: Option<Square>,
    features: Vec<Feature>,
    steps: Vec<Step>,
    /// Keep the steps (the plan's `steps`).
    log: bool,
}

/// Generates one table.
pub(crate) fn generate(plan: &Plan, dice: &mut dyn Dice) -> Result<Generated> {
    let grid = plan.grid;
    let mut b = Board {
        grid,
        areas: vec![None; grid.len()],
        last_roll: None,
        features: Vec::new(),
        steps: Vec::new(),
        log: plan.steps,
    };
    // 1.3 Village, Hills, Woods: how many, then where each goes.
    let villages = b.area_features(plan, dice, AreaKind::Village, &plan.villages, "villages")?;
    b.area_features(plan, dice, AreaKind::Hill, &plan.hills, "hills")?;
    let woods = plan.woods_kind.plural();
    b.area_features(plan, dice, plan.woods_kind, &plan.woods, woods)?;
    // 1.3 Rivers: present on 4+; then entry and exit.
    let river = b.river(plan, dice)?;
    // 1.3 Railways: present on 4+; enters by one edge and leaves by another.
    let railway = b.railway(plan, dice)?;
    // 1.3 Roads: always; no dice.
    let roads = roads(grid, &villages, &b.areas, b.log);
    if b.log {
        b.steps.push(Step {
            what: "roads".into(),
            rolls: Vec::new(),
            outcome: roads.1,
        });
    }
    b.features.extend(river);
    b.features.extend(roads.0);
    b.features.extend(railway);
    Ok(Generated {
        terrain: Terrain {
            theatre: plan.theatre.clone(),
            woods: plan.woods_kind,
            flat: plan.flat,
            rows: grid.rows,
            columns: grid.cols,
            features: b.features,
        },
        steps: b.steps,
    })
}

impl Board {
    /// Rolls how many of `kind` (the count die read by the theatre), then places each.
    /// Returns the squares they ended on.
    fn area_features(
        &mut self,
        plan: &Plan,
        dice: &mut dyn Dice,
        kind: AreaKind,
        counts: &[u32],
        what: &str,
    ) -> Result<Vec<Square>> {
        let v = dice.roll(&plan.count_die, what)?;
        let n = plan.count(counts, v);
        if self.log {
            let mut outcome = match n {
                0 => "none".to_string(),
                n => kind.counted(n),
            };
            if i64::from(n) != v {
                // Say which rule changed the number read (1.3: sparse, desert, flat).
                let by = if kind == AreaKind::Hill && plan.flat_changes {
                    "flat ground".to_string()
                } else {
                    plan.theatre.clone()
                };
                outcome.push_str(&format!(" ({by}: a {v} counts as {n})"));
            }
            self.steps.push(Step {
                what: what.to_string(),
                rolls: vec![Roll {
                    part: "",
                    die: plan.count_die.name.clone(),
                    value: v,
                }],
                outcome,
            });
        }
        let mut placed = Vec::new();
        for i in 1..=n {
            let labels = plan.labels(kind, i);
            let [row, column, label] = &*labels;
            let (rolled, rolls) = self.roll_square(plan, dice, label, [row, column])?;
            let (at, outcome) = self.place(kind, rolled);
            if self.log {
                self.steps.push(Step {
                    what: label.clone(),
                    rolls,
                    outcome,
                });
            }
            if let Some(s) = at {
                self.features.push(Feature::Area { kind, square: s });
                placed.push(s);
            }
        }
        Ok(placed)
    }

    /// `words()` when the steps are kept, else nothing.
    fn words(&self, words: impl FnOnce() -> String) -> String {
        if self.log { words() } else { String::new() }
    }

    /// A square: the row die, then the column die (1.3: "d4 refers to first number, d6 to the
    /// second").
    fn roll_square(
        &mut self,
        plan: &Plan,
        dice: &mut dyn Dice,
        what: &str,
        [row, column]: [&str; 2],
    ) -> Result<(Square, Vec<Roll>)> {
        let r = dice.roll(&plan.row_die, row)?;
        let c = dice.roll(&plan.column_die, column)?;
        let to_u8 = |v: i64| u8::try_from(v).map_err(|_| Error::Runtime(format!("{what}: {v}")));
        let s = Square::new(to_u8(r)?, to_u8(c)?);
        let rolls = if self.log {
            vec![
                Roll {
                    part: "row",
                    die: plan.row_die.name.clone(),
                    value: r,
                },
                Roll {
                    part: "column",
                    die: plan.column_die.name.clone(),
                    value: c,
                },
            ]
        } else {
            Vec::new()
        };
        Ok((s, rolls))
    }

    /// Puts an area feature on `rolled`, or on the nearest free square when `rolled` is taken
    /// (which it always is when it was rolled twice in a row). Returns where, and the words.
    fn place(&mut self, kind: AreaKind, rolled: Square) -> (Option<Square>, String) {
        let again = self.last_roll == Some(rolled);
        self.last_roll = Some(rolled);
        let i = self.grid.index(rolled);
        let Some(there) = self.areas[i] else {
            self.areas[i] = Some(kind);
            return (Some(rolled), self.words(|| rolled.to_string()));
        };
        let free = self
            .grid
            .by_distance(rolled)
            .into_iter()
            .find(|s| self.areas[self.grid.index(*s)].is_none());
        if let Some(s) = free {
            self.areas[self.grid.index(s)] = Some(kind);
        }
        if !self.log {
            return (free, String::new());
        }
        let why = if again {
            format!("{rolled}, rolled twice in a row")
        } else {
            format!("{rolled} has {}", there.with_article())
        };
        match free {
            Some(s) => {
                let how = if s.adjacent(rolled) {
                    "the nearest free square beside it"
                } else {
                    "no square beside it is free: the nearest free square"
                };
                (Some(s), format!("{why}: {s}, {how}"))
            }
            None => (
                None,
                format!(
                    "{why}, and no square on the table is free: no {} placed",
                    kind.name()
                ),
            ),
        }
    }

    /// Whether a river or railway is on the table: its die against `on` or more (1.3).
    fn present(&mut self, dice: &mut dyn Dice, what: &str, die: &Die, on: i64) -> Result<bool> {
        let v = dice.roll(die, what)?;
        let present = v >= on;
        if self.log {
            self.steps.push(Step {
                what: what.into(),
                rolls: vec![Roll {
                    part: "",
                    die: die.name.clone(),
                    value: v,
                }],
                outcome: if present {
                    format!("a {what} ({on}+)")
                } else {
                    format!("no {what} (needs {on}+)")
                },
            });
        }
        Ok(present)
    }

    /// 1.3 Rivers: a river (or a lake) on the river die's 4+.
    fn river(&mut self, plan: &Plan, dice: &mut dyn Dice) -> Result<Option<Feature>> {
        if !self.present(dice, "river", &plan.river_die, plan.river_on)? {
            return Ok(None);
        }
        let (a, rolls) = self.roll_square(
            plan,
            dice,
            "river entry",
            ["river entry row", "river entry column"],
        )?;
        if self.log {
            self.steps.push(Step {
                what: "river entry".into(),
                rolls,
                outcome: a.to_string(),
            });
        }
        let (b, rolls) = self.roll_square(
            plan,
            dice,
            "river exit",
            ["river exit row", "river exit column"],
        )?;
        let g = self.grid;
        let (ea, eb) = (g.edge_for(a, b), g.edge_for(b, a));
        let (ca, cb) = (g.on_edge(a, ea), g.on_edge(b, eb));
        if ea == eb && ca == cb {
            // 1.3: "If it exits in the same place that it entered the table the waterway/river
            // will be a 1'x1' lake or pond" — in the entry square.
            if self.log {
                self.steps.push(Step {
                    what: "river exit".into(),
                    rolls,
                    outcome: format!(
                        "{b}: leaves where it came on ({ea} edge at {ca}), so it is a lake"
                    ),
                });
            }
            let (at, outcome) = self.place(AreaKind::Lake, a);
            if self.log {
                self.steps.push(Step {
                    what: "lake".into(),
                    rolls: Vec::new(),
                    outcome,
                });
            }
            return Ok(at.map(|s| Feature::Area {
                kind: AreaKind::Lake,
                square: s,
            }));
        }
        let path = route(g, a, ea, b, eb);
        if self.log {
            self.steps.push(Step {
                what: "river exit".into(),
                rolls,
                outcome: format!("{b}; the river runs {}", describe_path(&path, ea, eb)),
            });
        }
        Ok(Some(Feature::Line {
            kind: LineKind::River,
            path,
            edges: vec![ea, eb],
        }))
    }

    /// 1.3 Railways: on the railway die's 4+, from one edge to a different one.
    fn railway(&mut self, plan: &Plan, dice: &mut dyn Dice) -> Result<Option<Feature>> {
        if !self.present(dice, "railway", &plan.railway_die, plan.railway_on)? {
            return Ok(None);
        }
        let (a, rolls) = self.roll_square(
            plan,
            dice,
            "railway entry",
            ["railway entry row", "railway entry column"],
        )?;
        if self.log {
            self.steps.push(Step {
                what: "railway entry".into(),
                rolls,
                outcome: a.to_string(),
            });
        }
        let g = self.grid;
        let lake = lake_in(g, &self.areas);
        let mut found = None;
        // Ruling: an exit that would leave by the entry's edge is rolled again. `retry`
        // bounds the re-rolls (a --dice list cannot loop forever).
        let mut attempt = |d: &mut dyn Dice| -> Result<Option<()>> {
            let (b, rolls) = self.roll_square(
                plan,
                d,
                "railway exit",
                ["railway exit row", "railway exit column"],
            )?;
            match railway_edges(g, a, b) {
                Some((ea, eb)) => {
                    let straight = route(g, a, ea, b, eb);
                    let (path, round) = around_lake(g, straight, lake, &[ea, eb]);
                    if self.log {
                        self.steps.push(Step {
                            what: "railway exit".into(),
                            rolls,
                            outcome: format!(
                                "{b}; the railway runs {}{round}",
                                describe_path(&path, ea, eb)
                            ),
                        });
                    }
                    found = Some(Feature::Line {
                        kind: LineKind::Railway,
                        path,
                        edges: vec![ea, eb],
                    });
                    Ok(Some(()))
                }
                None => {
                    let e = g.edge_for(a, b);
                    if self.log {
                        self.steps.push(Step {
                            what: "railway exit".into(),
                            rolls,
                            outcome: format!(
                                "{b} would leave by the {e} edge, where it came on: rolled again"
                            ),
                        });
                    }
                    Ok(None)
                }
            }
        };
        retry(dice, "railway exit", &mut attempt)?;
        Ok(found)
    }
}

/// The railway's two edges, different (1.3), or `None` when the exit must be rolled again.
/// Each end takes its nearest edge (ties facing away from the other end); if both ends chose
/// the same edge, a tied end takes its other edge instead (the exit's first).
fn railway_edges(g: Grid, a: Square, b: Square) -> Option<(Edge, Edge)> {
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
fn lake_in(g: Grid, areas: &[Option<AreaKind>]) -> Option<Square> {
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
        e.and_then(|e| {
            g.by_distance(lake)
                .into_iter()
                .find(|s| g.distance_to(*s, *e) == 0)
        })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::source::{RngSource, TableDice};
    use crate::engine::Roller;

    use crate::rules::schwerpunkt::terrain::model::sq;

    const G: Grid = Grid { rows: 4, cols: 6 };

    fn board() -> Board {
        Board {
            grid: G,
            areas: vec![None; G.len()],
            last_roll: None,
            features: Vec::new(),
            steps: Vec::new(),
            log: true,
        }
    }

    fn plan(theatre: Option<&str>, flat: bool) -> Plan {
        Plan::new(&Data::built_in(crate::rules::data_sets()), theatre, flat).unwrap()
    }

    #[test]
    fn a_taken_square_moves_beside_it_clockwise_from_north() {
        let mut b = board();
        assert_eq!(b.place(AreaKind::Village, sq("2:3")).0, Some(sq("2:3")));
        // The same square again: rolled twice in a row, so north.
        let (at, words) = b.place(AreaKind::Hill, sq("2:3"));
        assert_eq!(at, Some(sq("1:3")));
        assert!(words.contains("rolled twice in a row"), "{words}");
        // Taken, not twice in a row: north is taken too, so east.
        b.place(AreaKind::Wood, sq("4:4"));
        let (at, words) = b.place(AreaKind::Wood, sq("2:3"));
        assert_eq!(at, Some(sq("2:4")));
        assert!(words.contains("2:3 has a village"), "{words}");
    }

    #[test]
    fn a_full_neighbourhood_sends_a_feature_further_and_a_full_table_places_nothing() {
        let mut b = board();
        for s in ["1:1", "1:2", "2:1", "2:2"] {
            b.place(AreaKind::Hill, sq(s));
        }
        let (at, words) = b.place(AreaKind::Wood, sq("1:1"));
        assert_eq!(at, Some(sq("1:3")));
        assert!(words.contains("no square beside it is free"), "{words}");
        for s in G.squares() {
            b.place(AreaKind::Village, s);
        }
        let (at, words) = b.place(AreaKind::Lake, sq("3:3"));
        assert_eq!(at, None);
        assert!(words.contains("no square on the table is free"), "{words}");
    }

    #[test]
    fn with_no_village_the_road_runs_west_to_east_along_the_emptiest_middle_row() {
        let mut areas = vec![None; G.len()];
        areas[G.index(sq("2:2"))] = Some(AreaKind::Hill);
        let (roads, _) = roads(G, &[], &areas, true);
        assert_eq!(roads.len(), 1);
        let (_, path, edges) = roads[0].line().unwrap();
        assert_eq!(path.first(), Some(&sq("3:1")));
        assert_eq!(path.last(), Some(&sq("3:6")));
        assert_eq!(edges, [Edge::West, Edge::East]);
    }

    #[test]
    fn roads_cross_by_the_shorter_way_and_link_every_village() {
        let areas = vec![None; G.len()];
        // One village in the middle: north–south is 1 + 2 squares, west–east 2 + 3.
        let (r, _) = roads(G, &[sq("2:3")], &areas, true);
        let (_, path, edges) = r[0].line().unwrap();
        assert_eq!(edges, [Edge::North, Edge::South]);
        assert_eq!(path, [sq("1:3"), sq("2:3"), sq("3:3"), sq("4:3")]);
        // Villages near both short edges: west–east through them, a link to the third.
        let (r, _) = roads(G, &[sq("2:1"), sq("3:6"), sq("1:3")], &areas, true);
        let (_, path, edges) = r[0].line().unwrap();
        assert_eq!(edges, [Edge::West, Edge::East]);
        assert_eq!(path.first(), Some(&sq("2:1")));
        assert_eq!(path.last(), Some(&sq("3:6")));
        let all: Vec<Square> = r
            .iter()
            .flat_map(|f| f.line().unwrap().1.to_vec())
            .collect();
        for v in ["2:1", "3:6", "1:3"] {
            assert!(all.contains(&sq(v)), "{v} not on a road");
        }
    }

    #[test]
    fn a_railway_needs_two_edges() {
        // Both on the north edge only: roll again.
        assert_eq!(railway_edges(G, sq("1:3"), sq("1:4")), None);
        // A corner can take its other edge.
        assert_eq!(
            railway_edges(G, sq("1:3"), sq("1:6")),
            Some((Edge::North, Edge::East))
        );
        assert_eq!(
            railway_edges(G, sq("2:3"), sq("4:1")),
            Some((Edge::North, Edge::South))
        );
    }

    #[test]
    fn a_river_from_an_inner_square_comes_on_at_its_nearest_edge() {
        let p = route(G, sq("2:3"), Edge::North, sq("3:5"), Edge::South);
        assert_eq!(p, [sq("1:3"), sq("2:3"), sq("3:4"), sq("3:5"), sq("4:5")]);
    }

    #[test]
    fn theatres_read_the_d4() {
        let (europe, sparse, desert) = (
            plan(None, false),
            plan(Some("sparse"), false),
            plan(Some("desert"), true),
        );
        assert_eq!(europe.theatre, "europe");
        assert_eq!(sparse.count(&sparse.villages, 3), 0);
        assert_eq!(desert.count(&desert.woods, 4), 0);
        assert_eq!(desert.woods_kind, AreaKind::Oasis);
        assert_eq!(desert.count(&desert.hills, 4), 0);
        assert_eq!(europe.count(&europe.hills, 4), 4);
        let err = Plan::new(
            &Data::built_in(crate::rules::data_sets()),
            Some("moon"),
            false,
        )
        .unwrap_err();
        assert!(err.to_string().contains("europe, sparse, desert"), "{err}");
    }

    #[test]
    fn table_dice_are_taken_in_the_order_of_the_rules() {
        let p = plan(None, false);
        let mut dice = TableDice::parse("1,2,3,1,2,3,1,4,6,3,2").unwrap();
        let mut roller = Roller::new(&mut dice);
        let g = generate(&p, &mut roller).unwrap();
        let areas: Vec<(AreaKind, Square)> = g
            .terrain
            .features
            .iter()
            .filter_map(Feature::area)
            .collect();
        assert_eq!(
            areas,
            [
                (AreaKind::Village, sq("2:3")),
                (AreaKind::Hill, sq("1:3")),
                (AreaKind::Wood, sq("4:6")),
            ]
        );
        assert_eq!(g.steps[0].text(), "villages d4: 1 → 1 village");
        assert_eq!(g.steps[1].text(), "village 1 row d4: 2, column d6: 3 → 2:3");
    }

    /// Without the steps (JSON, SVG, TOML) a table and its dice are the same, and a house
    /// rule's counts past the labels made up front still get theirs.
    #[test]
    fn tables_without_steps_are_the_same_tables() {
        for (theatre, flat) in [
            (None, false),
            (Some("sparse"), false),
            (Some("desert"), true),
        ] {
            let with = plan(theatre, flat);
            let mut without = with.clone();
            without.steps = false;
            for seed in 0..500u64 {
                let mut a = RngSource::seeded(seed);
                let mut ra = Roller::new(&mut a);
                let ga = generate(&with, &mut ra).unwrap();
                let mut b = RngSource::seeded(seed);
                let mut rb = Roller::new(&mut b);
                let gb = generate(&without, &mut rb).unwrap();
                assert_eq!(ga.terrain, gb.terrain, "seed {seed}");
                assert!(!ga.steps.is_empty() && gb.steps.is_empty());
                let labels = |r: Roller| -> Vec<(String, i64)> {
                    r.into_throws()
                        .iter()
                        .flat_map(|t| t.dice.iter().map(|d| (d.what.to_string(), d.value)))
                        .collect()
                };
                assert_eq!(labels(ra), labels(rb), "seed {seed}");
            }
        }
        let mut p = plan(None, false);
        p.labels.clear();
        assert_eq!(p.labels(AreaKind::Village, 3)[2], "village 3");
        assert_eq!(p.labels(AreaKind::Village, 3)[1], "village 3 column");
    }

    /// A road or railway: its kind, path and edges.
    type Way = (LineKind, Vec<Square>, Vec<Edge>);

    /// Every road and railway square, with the lake's square, of one table.
    fn water_and_ways(t: &Terrain) -> (Option<Square>, Vec<Way>) {
        let lake = t
            .features
            .iter()
            .filter_map(Feature::area)
            .find(|(k, _)| *k == AreaKind::Lake)
            .map(|(_, s)| s);
        let ways = t
            .features
            .iter()
            .filter_map(Feature::line)
            .filter(|(k, _, _)| *k != LineKind::River)
            .map(|(k, p, e)| (k, p.to_vec(), e.to_vec()))
            .collect();
        (lake, ways)
    }

    #[test]
    fn no_road_or_railway_crosses_a_lake_over_many_seeds() {
        let mut lakes_met = 0;
        for (theatre, flat) in [
            (None, false),
            (Some("sparse"), false),
            (Some("desert"), true),
        ] {
            let p = plan(theatre, flat);
            for seed in 0..4000u64 {
                let mut src = RngSource::seeded(seed);
                let g = generate(&p, &mut Roller::new(&mut src)).unwrap();
                let (lake, ways) = water_and_ways(&g.terrain);
                for (kind, path, edges) in &ways {
                    if let Some(l) = lake {
                        assert!(
                            !path.contains(&l),
                            "seed {seed}: {kind:?} {path:?} crosses the lake at {l}"
                        );
                        lakes_met += 1;
                    }
                    for w in path.windows(2) {
                        assert!(w[0].adjacent(w[1]), "seed {seed}: {kind:?} {path:?} jumps");
                    }
                    if let [e1, e2] = edges.as_slice() {
                        assert_eq!(G.distance_to(path[0], *e1), 0, "seed {seed}: {path:?}");
                        assert_eq!(
                            G.distance_to(*path.last().unwrap(), *e2),
                            0,
                            "seed {seed}: {path:?}"
                        );
                    }
                }
            }
        }
        // The property was tested on tables that had a lake (about one in 36 does).
        assert!(lakes_met > 200, "{lakes_met}");
    }

    #[test]
    fn a_road_goes_round_the_lake_and_an_end_on_it_moves_along_the_edge() {
        // Issue 16's table: a link from 4:2 to 1:5 ran straight over the lake at 2:4.
        let (p, words) = around_lake(G, line(sq("4:2"), sq("1:5")), Some(sq("2:4")), &[]);
        assert_eq!(p.first(), Some(&sq("4:2")));
        assert_eq!(p.last(), Some(&sq("1:5")));
        assert!(!p.contains(&sq("2:4")), "{p:?}");
        // The straight line is the only 3-step way; round the lake takes one step more.
        assert_eq!(p.len(), 5, "{p:?}");
        assert_eq!(words, " (round the lake at 2:4)");
        // A railway leaving by the north edge through a lake on it: leaves beside the lake.
        let (p, _) = around_lake(
            G,
            line(sq("3:3"), sq("1:3")),
            Some(sq("1:3")),
            &[Edge::South, Edge::North],
        );
        assert_eq!(p.last().map(|s| s.row), Some(1), "{p:?}");
        assert!(!p.contains(&sq("1:3")), "{p:?}");
        // A path that misses the lake is left alone.
        let straight = line(sq("1:1"), sq("1:6"));
        assert_eq!(
            around_lake(G, straight.clone(), Some(sq("3:3")), &[]),
            (straight, String::new())
        );
    }

    #[test]
    fn a_seed_makes_the_same_table() {
        let p = plan(None, false);
        let mut a = RngSource::seeded(99);
        let mut b = RngSource::seeded(99);
        let ga = generate(&p, &mut Roller::new(&mut a)).unwrap();
        let gb = generate(&p, &mut Roller::new(&mut b)).unwrap();
        assert_eq!(ga.terrain, gb.terrain);
        assert_eq!(ga.steps, gb.steps);
    }
}

//! Turn Sequence 1–4: a playing-card tile from the bag beside each unit, face down; the units
//! that fired in the Artillery Fire Phase lose theirs (step 3); the tiles are turned and the
//! units activate from the lowest tile: A, 2 … 10, J, Q, K, and within a rank Hearts, Clubs,
//! Diamonds, Spades (the `order` value of each tile in `data/frontier.toml`).
//!
//! Rolled, each unit draws a real tile from the bag. Explored exactly, the same order is reached
//! by an equivalent cheaper description: the tiles all differ, so the activation order is a
//! uniformly random order of the units that activate, built by placing each unit in turn at a
//! uniformly random place among those before it (a die with k faces for the k-th unit), merging
//! the ways that leave the same first side and the same place of the unit asked about. The
//! agreement test samples the tiles against these exact chances.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{By, Dice, Quantities, Throw, settle};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Span, Style};
use crate::rules::Cx;
use crate::rules::common::count_text;
use crate::rules::effects::{self as fx, Declared, Fill, Roles};
use crate::rules::frontier::{self as fr, ID, POOL};
use crate::rules::{Info, Procedure, Told};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Tiles {
    /// Units on the table, named 1 … N (instead of --side)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub units: Option<i64>,

    /// A side and its units by name: --side Red=inf1,inf2,afv1 (give it once per side)
    #[arg(long, value_name = "SIDE=UNIT,...")]
    pub side: Vec<String>,

    /// Units that fired in the Artillery Fire Phase (artillery, AFVs, anti-tank guns): their
    /// tiles are removed, so they do not activate (step 3)
    #[arg(long, value_name = "UNIT,...", value_delimiter = ',')]
    pub fired: Vec<String>,

    /// A unit whose place in the activation order to report (quantity place)
    #[arg(long, value_name = "UNIT")]
    pub place: Option<String>,
}

#[derive(Clone, Debug)]
pub(crate) struct Unit {
    name: String,
    side: Option<String>,
    fired: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    units: Vec<Unit>,
    /// The tiles by ascending order value: the classes of a draw by `order`.
    tiles: Vec<(i64, String)>,
    /// The unit whose place is asked for (`--place`).
    place: Option<usize>,
}

impl Plan {
    /// What goes first: the unit's side, or with `--units` the unit itself.
    fn first_name(&self, u: usize) -> String {
        self.units[u]
            .side
            .clone()
            .unwrap_or_else(|| self.units[u].name.clone())
    }
}

/// The tile each unit drew (an index into `Plan::tiles`, so lower activates first), when
/// rolled; the quantities, always.
#[derive(Clone, Debug)]
pub(crate) struct Outcome {
    drawn: Vec<usize>,
    first: String,
    place: Option<u32>,
}

impl Outcome {
    /// The units that activate, in activation order (the fired have lost their tiles).
    fn order(&self, plan: &Plan) -> Vec<usize> {
        let mut active: Vec<usize> = (0..plan.units.len())
            .filter(|&u| !plan.units[u].fired)
            .collect();
        active.sort_by_key(|&u| self.drawn[u]);
        active
    }
}

/// Most units given by count (`--units`) among which `--chances` follows a `--place`: the
/// order's paths grow with every unit, and more would no longer answer promptly
/// (bench/README.md, "Figures behind the code").
const MAX_EXACT_PLACED: usize = 40;

/// The order so far, explored: who goes first and the asked unit's place (if placed yet).
type Placed = (String, Option<u32>);

/// The first `k + 1` active units placed in a uniformly random order (see the module doc).
fn placed(plan: &Plan, active: &[usize], k: usize, dice: &mut dyn Dice) -> Result<Placed> {
    let u = active[k];
    let at = |p: u32| (plan.place == Some(u)).then_some(p);
    if k == 0 {
        return Ok((plan.first_name(u), at(1)));
    }
    settle(dice, "order", |d: &mut dyn Dice| {
        let (mut first, mut place) = placed(plan, active, k - 1, d)?;
        let n = k as i64 + 1;
        // Unit k's place among the first k + 1: each of 1..=k+1 alike.
        let p = d.roll(&Die::standard(n), &format!("place of unit {}", k + 1))? as u32;
        if p == 1 {
            first = plan.first_name(u);
        }
        match place {
            Some(r) if p <= r => place = Some(r + 1),
            None => place = at(p),
            Some(_) => {}
        }
        Ok((first, place))
    })
}

impl Procedure for Tiles {
    const INFO: Info = Info {
        rules: ID,
        name: "tiles",
        aliases: &["activation"],
        section: "Turn Sequence 1–4",
        about: "Card tiles: one from the bag per unit, turned in activation order",
        after_help: "A tile is drawn from the bag (the tiles pool: 52 playing cards) for each \
unit and placed face down beside it. Units that fired in the Artillery Fire Phase (--fired) lose \
their tiles. The tiles are turned and the units activate from the lowest: A, 2 … 10, J, Q, K, \
and within a rank Hearts, Clubs, Diamonds, Spades. Ruling: every tile goes back in the bag at \
the end of the command, so the bag is full again each turn.\n\nThe \
tiles are all different, so the activation order is a \
uniformly random order of the units that activate; each of N such units goes first with chance \
1/N, and a side with k of them goes first with chance k/N.\n\n\
Examples:\n  spw tiles --side Red=a,b,c --side Blue=x,y\n  spw tiles --units 12\n  spw tiles \
--side Red=inf1,inf2,afv1 --side Blue=inf3,atg1 --fired afv1,atg1\n  spw tiles --side Red=a,b,c \
--side Blue=x,y --place a --chances\n  spw tiles --side Red=a,b --side Blue=x --cards 7♦,A♠,7♥\n  spw --chances tiles --units 2..12/2 --place 1 --goal place=1",
        facts: Facts::new(
            Chances::Of(&[
                field(
                    "first",
                    Of::Text,
                    "the side, or with --units the unit, that activates first; none when every \
                     unit fired",
                ),
                field(
                    "place",
                    Of::Number,
                    "with --place UNIT: that unit's place in the order; among at most 40 units \
                     given by --units",
                ),
            ]),
            Throws::Cards("the tiles turned, in the order the units are given."),
        )
        .note(
            ". Exactly, the order is explored as the uniformly random order of the units that \
             activate it is (the tiles all differ)",
        )
        .result(&[field("order", Of::List, "each unit with its tile and place")]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::None,
        // Turn Sequence 1, 3: a tile per unit on the table; destroyed units have none, and a
        // gun that fired in the artillery phase has had its tile removed.
        fill: &[Fill::sides("side", fx::Source::EachSideWithout("fired"))],
        out_of_play: &[],
        barred: &[],
        effects: &[Declared::game(
            "the order units activate in (Turn Sequence 4)",
            fx::Kind::Order,
        )],
        luck: None,
    };

    fn effects(plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        let names = o
            .order(plan)
            .into_iter()
            .map(|u| plan.units[u].name.clone())
            .collect();
        vec![fx::Effect::Order(names)]
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let tiles = fr::tables(cx.data)?.tiles.by_order();
        let mut units: Vec<Unit> = Vec::new();
        match (self.units, self.side.is_empty()) {
            (Some(_), false) => {
                return Err(Error::usage(
                    "--units and --side: give the units by count or by side, not both",
                ));
            }
            (None, true) => {
                return Err(Error::usage(
                    "give the units: --units N, or --side NAME=UNIT,... once per side",
                ));
            }
            (Some(n), true) => {
                crate::rules::common::count(
                    "--units",
                    n,
                    1,
                    tiles.len() as i64,
                    "units (one tile each from the bag)",
                )?;
                for i in 1..=n {
                    units.push(Unit {
                        name: i.to_string(),
                        side: None,
                        fired: false,
                    });
                }
            }
            (None, false) => units = self.units_by_side(tiles.len())?,
        }
        self.mark_fired(&mut units)?;
        let place = self.asked_place(&units)?;
        // Exactly, the order so far is (who is first, the asked unit's place): with units by
        // count each is its own first, so the states grow as the square of the units.
        let active = units.iter().filter(|u| !u.fired).count();
        if cx.chances && place.is_some() && self.units.is_some() && active > MAX_EXACT_PLACED {
            return Err(Error::limit(format!(
                "--place with {active} units given by --units: --chances follows a place among \
                 at most {MAX_EXACT_PLACED} of them (52 took about a second); give the units by \
                 side (--side NAME=UNIT,...), where any number is quick, or ask without --place"
            )));
        }
        Ok(Plan {
            units,
            tiles,
            place,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        if !dice.rolling() {
            let active: Vec<usize> = (0..plan.units.len())
                .filter(|&u| !plan.units[u].fired)
                .collect();
            let (first, place) = match active.len() {
                0 => ("none".to_string(), None),
                n => placed(plan, &active, n - 1, dice)?,
            };
            return Ok(Outcome {
                drawn: Vec::new(),
                first,
                place,
            });
        }
        let by = By::Value("order".into());
        let mut drawn = Vec::with_capacity(plan.units.len());
        for u in &plan.units {
            let classes = dice.draw(POOL, 1, &by, &format!("tile for {}", u.name))?;
            let i = classes.iter().position(|&c| c == 1).ok_or_else(|| {
                Error::Runtime(format!("tile for {}: the draw gave no tile", u.name))
            })?;
            drawn.push(i);
        }
        let mut o = Outcome {
            drawn,
            first: String::new(),
            place: None,
        };
        let order = o.order(plan);
        o.first = order
            .first()
            .map_or_else(|| "none".to_string(), |&u| plan.first_name(u));
        o.place = plan
            .place
            .and_then(|t| order.iter().position(|&u| u == t))
            .map(|p| p as u32 + 1);
        Ok(o)
    }

    fn quantities(plan: &Plan, o: &Outcome) -> Quantities {
        let mut q: Quantities = vec![("first".into(), o.first.clone().into())];
        if plan.place.is_some() {
            q.push(("place".into(), o.place.unwrap_or(0).into()));
        }
        q
    }

    fn tell(plan: &Plan, o: &Outcome, _throws: &[Throw]) -> Told {
        let tile = |u: usize| {
            plan.tiles
                .get(o.drawn[u])
                .map(|(_, n)| n.clone())
                .unwrap_or_default()
        };
        let who = |u: usize| match &plan.units[u].side {
            Some(s) => format!("{} ({s})", plan.units[u].name),
            None => format!("unit {}", plan.units[u].name),
        };
        let mut blocks = Vec::new();
        let fired: Vec<usize> = (0..plan.units.len())
            .filter(|&u| plan.units[u].fired)
            .collect();
        if !fired.is_empty() {
            let list: Vec<String> = fired
                .iter()
                .map(|&u| format!("{} {}", who(u), tile(u)))
                .collect();
            blocks.push(Block::Line(Line::new().push(
                format!("fired, tile removed (step 3): {}", list.join(", ")),
                Style::Dim,
            )));
        }
        let order = o.order(plan);
        let side_col = plan.units.iter().any(|u| u.side.is_some());
        let rows = order
            .iter()
            .enumerate()
            .map(|(place, &u)| {
                let mut row = vec![
                    Span::plain((place + 1).to_string()),
                    Span::plain(tile(u)),
                    Span::plain(plan.units[u].name.clone()),
                ];
                if side_col {
                    row.push(Span::plain(plan.units[u].side.clone().unwrap_or_default()));
                }
                row
            })
            .collect();
        let mut header: Vec<String> = ["place", "tile", "unit"].map(String::from).to_vec();
        if side_col {
            header.push("side".into());
        }
        blocks.push(Block::Table { header, rows });
        let summary = match order.first() {
            None => "every unit fired: none activates this turn".to_string(),
            Some(&u) => format!(
                "first: {}, with {}; {} in all",
                who(u),
                tile(u),
                count_text(order.len() as u32, "unit activates", "units activate")
            ),
        };
        let list: Vec<_> = (0..plan.units.len())
            .map(|u| {
                json!({
                    "unit": plan.units[u].name,
                    "side": plan.units[u].side,
                    "tile": tile(u),
                    "place": order.iter().position(|&x| x == u).map(|p| p + 1),
                    "fired": plan.units[u].fired,
                })
            })
            .collect();
        let mut result = serde_json::Map::new();
        result.insert("order".into(), json!(list));
        Told {
            result,
            summary,
            blocks,
        }
    }
}

impl Tiles {
    /// `--side NAME=UNIT,...`, once per side: the units in the order given, each side named
    /// once, no more units than the bag has tiles.
    fn units_by_side(&self, bag: usize) -> Result<Vec<Unit>> {
        let mut units: Vec<Unit> = Vec::new();
        let mut sides: Vec<String> = Vec::new();
        for raw in &self.side {
            let (side, names) = raw.split_once('=').ok_or_else(|| {
                Error::usage(format!(
                    "--side {raw}: write a side and its units, e.g. --side Red=inf1,inf2"
                ))
            })?;
            let side = side.trim();
            if side.is_empty() {
                return Err(Error::usage(format!("--side {raw}: the side has no name")));
            }
            if sides.iter().any(|s| s.eq_ignore_ascii_case(side)) {
                return Err(Error::usage(format!(
                    "--side {raw}: side '{side}' is given twice"
                )));
            }
            sides.push(side.to_string());
            for name in names.split(',').map(str::trim) {
                if name.is_empty() {
                    return Err(Error::usage(format!(
                        "--side {raw}: a unit name is empty; separate names with commas"
                    )));
                }
                units.push(Unit {
                    name: name.to_string(),
                    side: Some(side.to_string()),
                    fired: false,
                });
            }
        }
        if units.len() > bag {
            return Err(Error::usage(format!(
                "--side: {} units, but the bag holds {} tiles, one per unit",
                units.len(),
                bag
            )));
        }
        Ok(units)
    }

    /// Every unit named once, and those `--fired` marked (they draw no tile, step 3).
    fn mark_fired(&self, units: &mut [Unit]) -> Result<()> {
        for (i, u) in units.iter().enumerate() {
            if units[..i]
                .iter()
                .any(|o| o.name.eq_ignore_ascii_case(&u.name))
            {
                return Err(Error::usage(format!(
                    "--side: unit '{}' is named twice; every unit needs its own name",
                    u.name
                )));
            }
        }
        for f in &self.fired {
            let f = f.trim();
            let u = units
                .iter_mut()
                .find(|u| u.name.eq_ignore_ascii_case(f))
                .ok_or_else(|| {
                    Error::usage(format!(
                        "--fired {f}: no unit of that name; the units are {}",
                        self.names_hint()
                    ))
                })?;
            u.fired = true;
        }
        Ok(())
    }

    /// `--place NAME`: the unit whose place in the order is asked for (not one that fired).
    fn asked_place(&self, units: &[Unit]) -> Result<Option<usize>> {
        Ok(match &self.place {
            None => None,
            Some(name) => {
                let u = units
                    .iter()
                    .position(|u| u.name.eq_ignore_ascii_case(name.trim()))
                    .ok_or_else(|| {
                        Error::usage(format!(
                            "--place {name}: no unit of that name; the units are {}",
                            self.names_hint()
                        ))
                    })?;
                if units[u].fired {
                    return Err(Error::usage(format!(
                        "--place {name}: that unit fired, so it has no tile and no place (step 3)"
                    )));
                }
                Some(u)
            }
        })
    }

    /// The unit names given, for a refusal.
    fn names_hint(&self) -> String {
        if let Some(n) = self.units {
            return format!("1 to {n}");
        }
        self.side
            .iter()
            .filter_map(|s| s.split_once('=').map(|(_, n)| n.to_string()))
            .collect::<Vec<_>>()
            .join(",")
    }
}

//! Turn Sequence 1–2: the activation deck. "Draw cards for movement, one unit may move on each
//! card drawn" ... "one side using the red cards and the other side, the black": each card
//! turned moves (or, in the fire phase, fires) the next unit of its colour's side, left to
//! right; once a side's units have all had a card, its cards are passed.
//!
//! Rolled, cards are turned from the session's activation deck until both sides are done.
//! Explored exactly, the same turning is described by a die with as many faces as cards are
//! left (red on the first faces, as many as red cards are left): the chance of the next card's
//! colour is the same, and the ways that leave the same counts turned are merged, so the
//! explorer does not branch over every order of the deck. It stops as soon as the quantities
//! are known. The agreement test samples the real deck against these chances.

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{By, Dice, Quantities, Throw, settle};
use crate::error::{Error, Result};
use crate::pools::Pool;
use crate::report::{Block, Span, Style};
use crate::rules::Cx;
use crate::rules::common::count_text;
use crate::rules::effects::{self as fx, Declared, Fill, Roles};
use crate::rules::tsatf::{ACTIVATION, ID, tables};
use crate::rules::{Info, Procedure, Told};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Cards {
    /// The red side's units: how many (named R1, R2, ...) or their names left to right
    /// (--red a,b,c)
    #[arg(
        long,
        value_name = "N|UNIT,...",
        default_value = "0",
        allow_negative_numbers = true
    )]
    pub red: String,

    /// The black side's units: how many (named B1, B2, ...) or their names left to right
    #[arg(
        long,
        value_name = "N|UNIT,...",
        default_value = "0",
        allow_negative_numbers = true
    )]
    pub black: String,

    /// The phase the cards are for: move (Turn Sequence 1) or fire (2); only the words change
    #[arg(long, value_enum, default_value_t = Phase::Move)]
    pub phase: Phase,

    /// A unit whose place in the order to report (quantity place)
    #[arg(long, value_name = "UNIT")]
    pub place: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Phase {
    Move,
    Fire,
}

/// The two sides, by card colour.
const SIDES: [&str; 2] = ["red", "black"];

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    /// Each side's units, left to right.
    units: [Vec<String>; 2],
    /// Red and black cards (and others, passed: jokers) in the full deck.
    deck: [u32; 3],
    /// The unit asked about: (side, index).
    place: Option<(usize, usize)>,
    phase: Phase,
}

/// One card turned: its side's class (0 red, 1 black, 2 other) and the unit it activated.
#[derive(Clone, Debug)]
struct Turned {
    side: usize,
    unit: Option<usize>,
}

#[derive(Clone, Debug)]
pub(crate) struct Outcome {
    /// Rolled: every card turned, in order (empty when explored).
    turned: Vec<Turned>,
    first: &'static str,
    place: Option<u32>,
}

/// The turning so far, explored: cards of each class turned, who acted first (0 none yet, 1
/// red, 2 black), and the asked unit's place once it has acted.
type State = ([u32; 3], u8, Option<u32>);

impl Plan {
    fn done(&self, turned: &[u32; 3]) -> bool {
        turned[0] as usize >= self.units[0].len() && turned[1] as usize >= self.units[1].len()
    }

    /// The card of class `c` just turned (the `n`-th of its colour) activates a unit: place it.
    fn activate(&self, state: &mut State, c: usize) {
        let (turned, first, place) = state;
        if c > 1 || turned[c] as usize > self.units[c].len() {
            return;
        }
        if *first == 0 {
            *first = c as u8 + 1;
        }
        if self.place == Some((c, turned[c] as usize - 1)) {
            let other = 1 - c;
            let acted = (turned[other] as usize).min(self.units[other].len()) as u32;
            *place = Some(turned[c] + acted);
        }
    }

    /// The quantities are known: nobody's first is open and the asked place is settled.
    fn known(&self, state: &State) -> bool {
        state.1 != 0 && (self.place.is_none() || state.2.is_some())
    }

    /// The turning after `k` cards, explored through the equivalent die (see the module doc).
    fn explored(&self, k: u32, dice: &mut dyn Dice) -> Result<State> {
        if k == 0 {
            return Ok(([0; 3], 0, None));
        }
        settle(dice, "activation", |d: &mut dyn Dice| {
            let mut s = self.explored(k - 1, d)?;
            if self.done(&s.0) || self.known(&s) {
                return Ok(s);
            }
            let left: Vec<u32> = (0..3).map(|c| self.deck[c] - s.0[c]).collect();
            let total: u32 = left.iter().sum();
            let face = d.roll(&Die::standard(i64::from(total)), &format!("card {k}"))? as u32;
            let c = if face <= left[0] {
                0
            } else if face <= left[0] + left[1] {
                1
            } else {
                2
            };
            s.0[c] += 1;
            self.activate(&mut s, c);
            Ok(s)
        })
    }

    fn name(&self, side: usize, unit: usize) -> &str {
        &self.units[side][unit]
    }
}

fn first_name(first: u8) -> &'static str {
    match first {
        1 => "red",
        2 => "black",
        _ => "none",
    }
}

/// `--red 4` or `--red a,b,c`.
fn units(option: &str, raw: &str, prefix: &str, most: u32) -> Result<Vec<String>> {
    let raw = raw.trim();
    if let Ok(n) = raw.parse::<i64>() {
        crate::rules::common::count(
            option,
            n,
            0,
            i64::from(most),
            &format!("units (one {} card each)", &option[2..]),
        )?;
        return Ok((1..=n).map(|i| format!("{prefix}{i}")).collect());
    }
    let names: Vec<String> = raw.split(',').map(|s| s.trim().to_string()).collect();
    if names.iter().any(String::is_empty) {
        return Err(Error::usage(format!(
            "{option} {raw}: give a number of units or their names separated by commas, none empty"
        )));
    }
    if names.len() > most as usize {
        return Err(Error::usage(format!(
            "{option} {raw}: {} units, but the deck has {most} {} cards, one per unit",
            names.len(),
            &option[2..]
        )));
    }
    Ok(names)
}

impl Procedure for Cards {
    const INFO: Info = Info {
        rules: ID,
        name: "cards",
        aliases: &[],
        section: "Turn Sequence 1–2",
        about: "Activation cards: red moves or fires a red unit, black a black one",
        after_help: "Turns cards from the activation deck (the activation pool: 52 cards) until \
every unit of both sides has had its card: a red card moves (or, with --phase fire, fires) the \
next red unit, left to right as given, a black card the next black unit; once a side's units \
have all had a card, its cards are passed. Rulings: each phase starts from a freshly shuffled \
deck (every card goes back at the end of the command; a house rule may set the deck's refill to \
manual to keep one deck for the turn); a card of a side with no unit left is passed.\n\nExamples:\n  spw tsatf \
cards --red 4 --black 3\n  spw tsatf cards --red 1st,2nd,3rd --black A,B --phase fire\n  spw \
tsatf cards --red 4 --black 3 --place B2 --chances\n  spw tsatf cards --red 2 --black 1 \
--cards 7♦,K♠,2♣,A♥\n  spw tsatf cards --red 3 --black 1..6 --place R1 --chances --goal 'place<=2'",
        facts: Facts::new(
            Chances::Of(&[
                field(
                    "first",
                    Of::Words(&["red", "black"]),
                    "the side that acts first: red or black",
                ),
                field(
                    "place",
                    Of::Number,
                    "with --place UNIT: that unit's place among the units acting",
                ),
            ]),
            Throws::Cards("the activation cards as turned."),
        )
        .note(
            ". Exactly, the cards are explored as a die with as many faces as cards are left, \
             which gives the next card's colour with the same chance",
        )
        .result(&[field("order", Of::List, "each card with the side and unit it moved, or passed")]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::None,
        // Turn Sequence 1: the first side plays red, the second black; units routed or
        // destroyed are dealt no card.
        fill: &[
            Fill::sides("red", fx::Source::SideUnits(0)),
            Fill::sides("black", fx::Source::SideUnits(1)),
            // Turn Sequence 2: the cards turned in the fire cards phase say who fires.
            Fill::sides("phase", fx::Source::Phase(&[("fire", "fire"), ("movement", "move")])),
        ],
        out_of_play: &["routed"],
        barred: &[],
        effects: &[Declared::game(
            "the order the units act in (Turn Sequence 1–2)",
            fx::Kind::Order,
        )],
        luck: None,
    };

    fn effects(plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        let names: Vec<String> = o
            .turned
            .iter()
            .filter_map(|t| Some(plan.units.get(t.side)?.get(t.unit?)?.clone()))
            .collect();
        if names.is_empty() {
            return Vec::new();
        }
        vec![fx::Effect::Order(names)]
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let def = &tables(cx.data)?.activation.deck;
        let pool = Pool::new(ACTIVATION, def)?;
        let (_, class) = pool.classes(&By::Colour)?;
        let mut deck = [0u32; 3];
        for (c, n) in class.iter().zip(pool.full()) {
            deck[(*c).min(2)] += n;
        }
        let red = units("--red", &self.red, "R", deck[0])?;
        let black = units("--black", &self.black, "B", deck[1])?;
        if red.is_empty() && black.is_empty() {
            return Err(Error::usage(
                "--red 0 --black 0: give the units of at least one side, e.g. --red 4 --black 3",
            ));
        }
        let all: Vec<String> = red.iter().chain(&black).cloned().collect();
        for (i, u) in all.iter().enumerate() {
            if all[..i].iter().any(|o| o.eq_ignore_ascii_case(u)) {
                return Err(Error::usage(format!(
                    "unit '{u}' is named twice; every unit needs its own name"
                )));
            }
        }
        let units = [red, black];
        let place = match &self.place {
            None => None,
            Some(name) => Some(
                (0..2)
                    .find_map(|s| {
                        units[s]
                            .iter()
                            .position(|u| u.eq_ignore_ascii_case(name.trim()))
                            .map(|i| (s, i))
                    })
                    .ok_or_else(|| {
                        Error::usage(format!(
                            "--place {name}: no unit of that name; the units are {}",
                            all.iter()
                                .map(|s| s.as_str())
                                .collect::<Vec<_>>()
                                .join(", ")
                        ))
                    })?,
            ),
        };
        Ok(Plan {
            units,
            deck,
            place,
            phase: self.phase,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        let most = plan.deck.iter().sum::<u32>();
        if !dice.rolling() {
            let (_, first, place) = plan.explored(most, dice)?;
            return Ok(Outcome {
                turned: Vec::new(),
                first: first_name(first),
                place,
            });
        }
        let mut state: State = ([0; 3], 0, None);
        let mut turned = Vec::new();
        let mut k = 0;
        while !plan.done(&state.0) {
            k += 1;
            let classes = dice.draw(ACTIVATION, 1, &By::Colour, &format!("card {k}"))?;
            let c = classes.iter().position(|&n| n == 1).unwrap_or(2).min(2);
            state.0[c] += 1;
            plan.activate(&mut state, c);
            let unit = (c < 2 && state.0[c] as usize <= plan.units[c].len())
                .then(|| state.0[c] as usize - 1);
            turned.push(Turned { side: c, unit });
        }
        Ok(Outcome {
            turned,
            first: first_name(state.1),
            place: state.2,
        })
    }

    fn quantities(plan: &Plan, o: &Outcome) -> Quantities {
        let mut q: Quantities = vec![("first".into(), o.first.into())];
        if plan.place.is_some() {
            q.push(("place".into(), o.place.unwrap_or(0).into()));
        }
        q
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let cards: Vec<String> = throws
            .iter()
            .filter_map(|t| t.draw.as_ref())
            .flat_map(|d| d.items.iter().map(|i| i.item.clone()))
            .collect();
        let verb = match plan.phase {
            Phase::Move => "moves",
            Phase::Fire => "fires",
        };
        let mut rows = Vec::new();
        let mut list = Vec::new();
        let mut place = 0;
        let mut passed = 0;
        for (t, card) in o.turned.iter().zip(&cards) {
            let side = SIDES.get(t.side).copied().unwrap_or("none");
            match t.unit {
                Some(u) => {
                    place += 1;
                    rows.push(vec![
                        Span::plain(place.to_string()),
                        Span::plain(card.clone()),
                        Span::plain(side),
                        Span::new(plan.name(t.side, u).to_string(), Style::Strong),
                    ]);
                    list.push(json!({"card": card, "side": side, "unit": plan.name(t.side, u), "place": place}));
                }
                None => {
                    passed += 1;
                    rows.push(vec![
                        Span::plain(""),
                        Span::plain(card.clone()),
                        Span::plain(side),
                        Span::new("passed", Style::Dim),
                    ]);
                    list.push(json!({"card": card, "side": side, "unit": null, "place": null}));
                }
            }
        }
        let blocks = vec![Block::Table {
            header: ["place", "card", "side", "unit"].map(String::from).to_vec(),
            rows,
        }];
        let summary = match o.turned.iter().find(|t| t.unit.is_some()) {
            Some(t) => format!(
                "{} {verb} first ({}); {} in {}{}",
                plan.name(t.side, t.unit.unwrap_or(0)),
                SIDES[t.side.min(1)],
                count_text(place, "unit", "units"),
                count_text(cards.len() as u32, "card", "cards"),
                if passed > 0 {
                    format!(", {passed} passed")
                } else {
                    String::new()
                }
            ),
            None => "no unit acts".into(),
        };
        let mut result = serde_json::Map::new();
        result.insert("order".into(), json!(list));
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn outcome_order(_plan: &Plan, quantity: &str) -> Vec<String> {
        if quantity == "first" {
            SIDES.iter().map(|s| s.to_string()).collect()
        } else {
            Vec::new()
        }
    }
}

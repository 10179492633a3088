//! Both interpreters of `Dice::draw` against the rules written out by hand: the exact one
//! against hand-worked fractions and a brute-force enumeration of every order the items can
//! come out in, the rolling one against the refill rules and typed cards.

use std::cell::OnceCell;
use std::collections::BTreeMap;

use super::cards::TypedCards;
use super::def::{ItemDef, Standard};
use super::tests::Given;
use super::*;
use crate::chance::{Prob, explore_at};
use crate::dice::source::RngSource;
use crate::engine::{Dice, Quantities, Roller, Value, settle};
use crate::error::Result;

fn deck(jokers: u8, refill: Refill) -> PoolDef {
    PoolDef {
        section: "test".into(),
        about: "test".into(),
        standard: Some(Standard { jokers }),
        items: Vec::new(),
        refill,
        trigger: (refill == Refill::Trigger).then(|| "Joker".into()),
        noun: None,
        example: false,
        built: Default::default(),
    }
}

/// Six items: a a b c c d; kinds x x x y y y; values v = 1 1 2 1 1 2; `d` may be a trigger.
fn bag(refill: Refill) -> PoolDef {
    let item = |name: &str, kind: &str, v: i64, count: u32| ItemDef {
        name: name.into(),
        kind: Some(kind.into()),
        values: BTreeMap::from([("v".to_string(), v)]).into(),
        count,
    };
    PoolDef {
        section: "test".into(),
        about: "test".into(),
        standard: None,
        items: vec![
            item("a", "x", 1, 2),
            item("b", "x", 2, 1),
            item("c", "y", 1, 2),
            item("d", "y", 2, 1),
        ],
        refill,
        trigger: (refill == Refill::Trigger).then(|| "d".into()),
        noun: None,
        example: false,
        built: Default::default(),
    }
}

fn cell(defs: Vec<(&str, PoolDef)>) -> OnceCell<Pools> {
    let defs: Vec<(&str, &PoolDef)> = defs.iter().map(|(n, d)| (*n, d)).collect();
    let pools = Pools::new(&defs).unwrap();
    OnceCell::from(pools)
}

/// Exact chances of a sequence of draws from `pool`, one quantity per draw (its counts).
fn exact(
    data: &dyn Defs,
    pools: &OnceCell<Pools>,
    pool: &str,
    steps: &[(u32, By)],
) -> Result<BTreeMap<Vec<String>, Prob>> {
    let c = explore_at(View { defs: data, pools }, &mut |d: &mut dyn Dice| {
        let mut q: Quantities = Vec::new();
        for (i, (n, by)) in steps.iter().enumerate() {
            let counts = d.draw(pool, *n, by, "x")?;
            q.push((format!("draw {i}"), Value::Text(format!("{counts:?}"))));
        }
        Ok(q)
    })?;
    Ok(c.outcomes()
        .iter()
        .map(|(v, p)| (v.iter().map(|x| x.to_string()).collect(), p.clone()))
        .collect())
}

/// The same by brute force: every item picked one at a time, each of those left equally
/// likely, with the refill rules applied as the pool's documentation states them.
fn brute(p: &Pool, steps: &[(u32, By)]) -> BTreeMap<Vec<String>, Prob> {
    let classes: Vec<Vec<usize>> = steps
        .iter()
        .map(|(_, by)| p.classes(by).unwrap().1)
        .collect();
    let widths: Vec<usize> = steps
        .iter()
        .map(|(_, by)| p.classes(by).unwrap().0.len())
        .collect();
    let mut out = BTreeMap::new();
    #[allow(clippy::too_many_arguments)]
    fn go(
        p: &Pool,
        steps: &[(u32, By)],
        classes: &[Vec<usize>],
        widths: &[usize],
        left: Vec<u32>,
        done: Vec<String>,
        w: Prob,
        out: &mut BTreeMap<Vec<String>, Prob>,
    ) {
        let s = done.len();
        if s == steps.len() {
            let e = out.entry(done).or_insert_with(Prob::zero);
            *e = &*e + &w;
            return;
        }
        // One draw: picks one at a time, tracking this draw's hand.
        #[allow(clippy::too_many_arguments)]
        fn pick(
            p: &Pool,
            k: u32,
            class: &[usize],
            left: Vec<u32>,
            hand: Vec<u32>,
            counts: Vec<u32>,
            w: Prob,
            done: &mut dyn FnMut(Vec<u32>, Vec<u32>, Prob),
        ) {
            if k == 0 {
                let mut left = left;
                if let Some(t) = p.trigger() {
                    if hand[t] > 0 {
                        left = p.full();
                    }
                }
                done(left, counts, w);
                return;
            }
            let mut left = left;
            let total: u32 = left.iter().sum();
            if total == 0 {
                // Refill (empty or trigger): all but this draw's hand goes back.
                left = p.full().iter().zip(&hand).map(|(f, h)| f - h).collect();
            }
            let total: u32 = left.iter().sum();
            for i in 0..left.len() {
                if left[i] == 0 {
                    continue;
                }
                let mut l = left.clone();
                l[i] -= 1;
                let mut h = hand.clone();
                h[i] += 1;
                let mut c = counts.clone();
                c[class[i]] += 1;
                let wi = &w * &Prob::from_ratio(u64::from(left[i]), u64::from(total));
                pick(p, k - 1, class, l, h, c, wi, done);
            }
        }
        let mut next = Vec::new();
        pick(
            p,
            steps[s].0,
            &classes[s],
            left,
            vec![0; p.items().len()],
            vec![0; widths[s]],
            w,
            &mut |l, c, w| next.push((l, c, w)),
        );
        for (l, c, w) in next {
            let mut d = done.clone();
            d.push(format!("{c:?}"));
            go(p, steps, classes, widths, l, d, w, out);
        }
    }
    go(
        p,
        steps,
        &classes,
        &widths,
        p.left().to_vec(),
        Vec::new(),
        Prob::one(),
        &mut out,
    );
    out
}

/// Draws `n` for real from `pool` with seed `seed` (to start a test from a used pool).
fn deal(data: &dyn Defs, pools: &mut OnceCell<Pools>, pool: &str, n: u32, seed: u64) {
    let mut src = RngSource::seeded(seed);
    let table = Table {
        defs: data,
        pools,
        spare: None,
        cards: None,
    };
    let mut r = Roller::at_table(&mut src, table);
    r.draw(pool, n, &By::Name, "deal").unwrap();
}

#[test]
fn five_red_cards_from_a_full_deck_is_253_in_9996() {
    let data = Given;
    let pools = cell(vec![("deck", deck(0, Refill::Empty))]);
    let e = exact(&data, &pools, "deck", &[(5, By::Colour)]).unwrap();
    assert_eq!(e[&vec!["[5, 0]".to_string()]].to_string(), "253/9996");
    assert_eq!(e.len(), 6);
}

#[test]
fn a_suit_after_a_colour_stays_exact() {
    // First card red (either red suit), then a heart: 1/4·12/51 + 1/4·13/51 = 25/204.
    let data = Given;
    let pools = cell(vec![("deck", deck(0, Refill::Empty))]);
    let e = exact(&data, &pools, "deck", &[(1, By::Colour), (1, By::Suit)]).unwrap();
    let p = &e[&vec!["[1, 0]".to_string(), "[0, 0, 1, 0]".to_string()]];
    assert_eq!(p.to_string(), "25/204");
}

#[test]
fn exact_draws_match_every_order_of_the_items() {
    let data = Given;
    // (rule, draws, how many are dealt for real first)
    type Scenario = (Refill, Vec<(u32, By)>, &'static [u32]);
    let scenarios: Vec<Scenario> = vec![
        (
            Refill::Manual,
            vec![(2, By::Kind), (1, By::Value("v".into())), (2, By::Name)],
            &[0, 1],
        ),
        (
            Refill::Manual,
            vec![(3, By::Value("v".into())), (3, By::Name)],
            &[0],
        ),
        // The second draw runs the bag dry and goes on after the refill.
        (Refill::Empty, vec![(4, By::Kind), (4, By::Name)], &[0, 2]),
        (
            Refill::Empty,
            vec![(5, By::Value("v".into())), (3, By::Kind), (2, By::Name)],
            &[0, 2],
        ),
        // `d` turned: everything goes back after that draw.
        (
            Refill::Trigger,
            vec![(2, By::Kind), (2, By::Name), (3, By::Value("v".into()))],
            &[0, 2],
        ),
        (Refill::Trigger, vec![(5, By::Kind), (3, By::Kind)], &[0, 2]),
    ];
    for (refill, steps, dealt) in scenarios {
        for &used in dealt {
            let mut pools = cell(vec![("bag", bag(refill))]);
            if used > 0 {
                deal(&data, &mut pools, "bag", used, 11);
            }
            let want = brute(pools.get().unwrap().get("bag").unwrap(), &steps);
            let got = exact(&data, &pools, "bag", &steps).unwrap();
            assert_eq!(got, want, "{refill:?} {steps:?} after {used} dealt");
        }
    }
}

#[test]
fn a_manual_pool_that_runs_short_is_an_error_naming_reshuffle() {
    let data = Given;
    let pools = cell(vec![("bag", bag(Refill::Manual))]);
    let err = exact(&data, &pools, "bag", &[(4, By::Kind), (3, By::Kind)]).unwrap_err();
    assert!(err.to_string().contains("spw reshuffle bag"), "{err}");
    let mut pools = cell(vec![("bag", bag(Refill::Manual))]);
    deal(&data, &mut pools, "bag", 5, 3);
    let mut src = RngSource::seeded(1);
    let mut r = Roller::at_table(
        &mut src,
        Table {
            defs: &data,
            pools: &mut pools,
            spare: None,
            cards: None,
        },
    );
    let err = r.draw("bag", 2, &By::Kind, "x").unwrap_err();
    assert!(err.to_string().contains("has 1 item left"), "{err}");
}

#[test]
fn a_draw_inside_a_settled_step_is_refused_exactly() {
    let data = Given;
    let pools = cell(vec![("deck", deck(0, Refill::Empty))]);
    let r = explore_at(
        View {
            defs: &data,
            pools: &pools,
        },
        &mut |d: &mut dyn Dice| {
            let v = settle(d, "x", |d: &mut dyn Dice| {
                Ok(i64::from(d.draw("deck", 1, &By::Colour, "x")?[0]))
            })?;
            Ok(vec![("v".into(), Value::from(v))])
        },
    );
    assert!(r.unwrap_err().to_string().contains("draw outside it"));
}

#[test]
fn rolling_refills_an_empty_deck_without_the_cards_in_hand() {
    let data = Given;
    let mut pools = cell(vec![("deck", deck(0, Refill::Empty))]);
    deal(&data, &mut pools, "deck", 50, 5);
    let mut src = RngSource::seeded(9);
    let mut r = Roller::at_table(
        &mut src,
        Table {
            defs: &data,
            pools: &mut pools,
            spare: None,
            cards: None,
        },
    );
    let counts = r.draw("deck", 3, &By::Suit, "card").unwrap();
    assert_eq!(counts.iter().sum::<u32>(), 3);
    let t = r.into_throws();
    let d = t[0].draw.as_ref().unwrap();
    assert_eq!(d.refilled, Some(50));
    assert_eq!(d.left, 49);
    let mut names: Vec<&str> = d.items.iter().map(|i| i.item.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 3, "a card came twice: {names:?}");
    assert!(d.note().unwrap().contains("50 cards out went back"));
    assert_eq!(pools.get().unwrap().get("deck").unwrap().left_total(), 49);
}

#[test]
fn turning_the_joker_reshuffles_after_the_draw() {
    let data = Given;
    let mut pools = cell(vec![("deck", deck(1, Refill::Trigger))]);
    let mut typed = TypedCards::parse("5H,joker,KS").unwrap();
    let mut src = RngSource::seeded(1);
    let mut r = Roller::at_table(
        &mut src,
        Table {
            defs: &data,
            pools: &mut pools,
            spare: None,
            cards: Some(&mut typed),
        },
    );
    assert_eq!(r.draw("deck", 1, &By::Colour, "card").unwrap(), [1, 0, 0]);
    assert_eq!(r.draw("deck", 2, &By::Colour, "card").unwrap(), [0, 1, 1]);
    let t = r.into_throws();
    assert_eq!(t[0].draw.as_ref().unwrap().left, 52);
    let d = t[1].draw.as_ref().unwrap();
    assert_eq!(d.reshuffled.as_deref(), Some("Joker"));
    assert_eq!(d.left, 53);
}

#[test]
fn typed_cards_must_still_be_in_the_pool_and_must_not_run_out() {
    let data = Given;
    let mut pools = cell(vec![("deck", deck(0, Refill::Empty))]);
    let draw = |pools: &mut OnceCell<Pools>, list: &str, n: u32| {
        let mut typed = TypedCards::parse(list).unwrap();
        let mut src = RngSource::seeded(1);
        let mut r = Roller::at_table(
            &mut src,
            Table {
                defs: &data,
                pools,
                spare: None,
                cards: Some(&mut typed),
            },
        );
        r.draw("deck", n, &By::Suit, "card")
    };
    assert_eq!(draw(&mut pools, "AH,10s", 2).unwrap(), [0, 0, 1, 1]);
    let err = draw(&mut pools, "AH", 1).unwrap_err().to_string();
    assert!(
        err.contains("A♥ is not in the deck any more (50 cards left"),
        "{err}"
    );
    let err = draw(&mut pools, "joker", 1).unwrap_err().to_string();
    assert!(err.contains("not in the deck at all"), "{err}");
    let err = draw(&mut pools, "2C,3C", 4).unwrap_err();
    assert_eq!(err.code(), 2);
    let msg = err.to_string();
    assert!(msg.contains("still need 2 for card 3–4"), "{msg}");
}

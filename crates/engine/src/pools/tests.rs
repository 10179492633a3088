//! The pools' model against hand-made definitions: their items, classes and checks.

use std::collections::BTreeMap;

use super::def::Shape;
use super::def::{ItemDef, Standard};
use super::draw::nth_left;
use super::*;

pub fn deck(jokers: u8, refill: Refill) -> PoolDef {
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

fn cup() -> PoolDef {
    let chit = |name: &str, kind: &str, points: i64, count: u32| ItemDef {
        name: name.into(),
        kind: Some(kind.into()),
        values: BTreeMap::from([("points".to_string(), points)]).into(),
        count,
    };
    PoolDef {
        section: "test".into(),
        about: "test".into(),
        standard: None,
        items: vec![
            chit("chit 3", "tactical", 3, 2),
            chit("chit 1", "tactical", 1, 3),
            chit("air", "support", 2, 1),
        ],
        refill: Refill::Return,
        trigger: None,
        noun: Some("chit".into()),
        example: false,
        built: Default::default(),
    }
}

#[test]
fn the_standard_deck_has_52_cards_and_its_jokers() {
    let p = Pool::new("deck", &deck(2, Refill::Trigger)).unwrap();
    assert_eq!(p.total(), 54);
    assert_eq!(p.items().len(), 53);
    assert_eq!(p.trigger(), Some(52));
    let (labels, class) = p.classes(&By::Colour).unwrap();
    assert_eq!(labels, ["red", "black", "joker"]);
    // Clubs first: A♣ is black; the 14th card is A♦, red; the last is the joker.
    assert_eq!((class[0], class[13], class[52]), (1, 0, 2));
    let (labels, class) = p.classes(&By::Suit).unwrap();
    assert_eq!(labels, ["clubs", "diamonds", "hearts", "spades", "joker"]);
    assert_eq!((class[0], class[26], class[51]), (0, 2, 3));
    let (labels, class) = p.classes(&By::Rank).unwrap();
    assert_eq!(labels.len(), 14);
    assert_eq!((class[0], class[12], class[13]), (0, 12, 0));
    // Jokers have no rank value; without them every card has one.
    assert!(p.classes(&By::Value("rank".into())).is_err());
    let p = Pool::new("deck", &deck(0, Refill::Empty)).unwrap();
    let (labels, _) = p.classes(&By::Value("rank".into())).unwrap();
    assert_eq!(labels.len(), 13);
}

#[test]
fn a_definition_lays_out_its_items_once_and_plain_decks_share_theirs() {
    use std::rc::Rc;
    let d = deck(0, Refill::Empty);
    let first = Pool::new("deck", &d).unwrap();
    // A clone of a definition (a rule set hands its pools down) shares the shape built.
    let again = Pool::new("again", &d.clone()).unwrap();
    assert!(Rc::ptr_eq(&first.shape, &again.shape));
    // Another definition of the same deck has its own rules but the same 52 cards.
    let manual = Pool::new("manual", &deck(0, Refill::Manual)).unwrap();
    assert!(!Rc::ptr_eq(&first.shape, &manual.shape));
    assert!(Rc::ptr_eq(&first.shape.items, &manual.shape.items));
    assert_eq!(manual.refill(), Refill::Manual);
    // Jokers make another deck; a deck with items of its own lays out its copy.
    let jokers = Pool::new("jokers", &deck(1, Refill::Empty)).unwrap();
    assert!(!Rc::ptr_eq(&first.shape.items, &jokers.shape.items));
    assert_eq!(jokers.total(), 53);
    let mut extra = deck(0, Refill::Empty);
    extra.items.push(ItemDef {
        name: "blank".into(),
        kind: None,
        values: Values::default(),
        count: 2,
    });
    let extra = Pool::new("extra", &extra).unwrap();
    assert!(!Rc::ptr_eq(&first.shape.items, &extra.shape.items));
    assert_eq!(
        (extra.total(), extra.items()[52].name.as_str()),
        (54, "blank")
    );
    assert_eq!(first.total(), 52);
}

#[test]
fn a_cup_sorts_by_name_kind_and_value() {
    let p = Pool::new("cup", &cup()).unwrap();
    assert_eq!(p.total(), 6);
    assert_eq!(p.noun(1), "chit");
    let (labels, class) = p.classes(&By::Kind).unwrap();
    assert_eq!(
        (labels, class),
        (vec!["tactical".into(), "support".into()], vec![0, 0, 1])
    );
    let (labels, class) = p.classes(&By::Value("points".into())).unwrap();
    assert_eq!(
        (labels, class),
        (vec!["1".into(), "2".into(), "3".into()], vec![2, 0, 1])
    );
    let err = p.classes(&By::Suit).unwrap_err().to_string();
    assert!(err.contains("not a playing card"), "{err}");
    let err = p
        .classes(&By::Value("range".into()))
        .unwrap_err()
        .to_string();
    assert!(err.contains("no value 'range'"), "{err}");
}

#[test]
fn bad_definitions_name_the_key() {
    let mut d = deck(3, Refill::Empty);
    assert_eq!(Shape::build(&d).unwrap_err().0, "standard");
    d = deck(0, Refill::Trigger);
    assert_eq!(Shape::build(&d).unwrap_err().0, "trigger");
    d = deck(1, Refill::Empty);
    d.trigger = Some("Joker".into());
    assert_eq!(Shape::build(&d).unwrap_err().0, "trigger");
    d = deck(0, Refill::Empty);
    d.items.push(ItemDef {
        name: "A♥".into(),
        kind: None,
        values: Values::default(),
        count: 1,
    });
    assert!(Shape::build(&d).unwrap_err().1.contains("two items"));
    let mut c = cup();
    c.items[0].count = 0;
    assert_eq!(Shape::build(&c).unwrap_err().0, "items");
    c = cup();
    c.items.clear();
    assert!(Shape::build(&c).unwrap_err().1.contains("empty"));
    assert!(Pool::new("my cup", &cup()).is_err());
}

#[test]
fn a_name_given_twice_is_refused_at_its_second_item_in_any_case() {
    let item = |name: &str, count: u32| ItemDef {
        name: name.into(),
        kind: None,
        values: Values::default(),
        count,
    };
    let mut c = cup();
    c.items.push(item(" CHIT 1 ", 1));
    let err = Shape::build(&c).unwrap_err().1;
    assert_eq!(err, "two items are called 'CHIT 1'");
    // The first item that is wrong is the one reported, whatever is wrong with it.
    let mut c = cup();
    c.items.insert(1, item("bad count", 0));
    c.items.push(item("Air", 1));
    assert!(Shape::build(&c).unwrap_err().1.contains("bad count"));
    let mut c = cup();
    c.items.insert(1, item("Chit 3", 1));
    c.items.push(item("no count", 0));
    assert_eq!(
        Shape::build(&c).unwrap_err().1,
        "two items are called 'Chit 3'"
    );
    // Of two names given twice, the one whose second item comes first.
    let mut c = cup();
    c.items.push(item("AIR", 1));
    c.items.push(item("chit 3", 1));
    assert_eq!(
        Shape::build(&c).unwrap_err().1,
        "two items are called 'AIR'"
    );
    // A card of the standard deck named again, in lower case.
    let mut d = deck(0, Refill::Empty);
    d.items.push(item("a♥", 1));
    assert_eq!(Shape::build(&d).unwrap_err().1, "two items are called 'a♥'");
    // Names that differ are all kept.
    let mut c = cup();
    c.items.push(item("chit 33", 1));
    assert_eq!(Shape::build(&c).unwrap().items.len(), 4);
}

#[test]
fn nth_left_counts_copies_in_order() {
    let left = [0, 2, 0, 1];
    assert_eq!(
        (0..3).map(|r| nth_left(&left, r)).collect::<Vec<_>>(),
        [1, 1, 3]
    );
}

#[test]
fn return_pools_settle_back_and_others_keep_their_draws() {
    let mut before = Pools::new(&[("deck", &deck(0, Refill::Empty)), ("cup", &cup())]).unwrap();
    before.get_mut("cup").unwrap().left[0] = 1;
    let mut after = before.clone();
    after.get_mut("cup").unwrap().left = vec![0, 0, 0];
    after.get_mut("deck").unwrap().left[0] = 0;
    after.settle(Some(&before));
    assert_eq!(after.get("cup").unwrap().left(), [1, 3, 1]);
    assert_eq!(after.get("deck").unwrap().left_total(), 51);
    after.settle(None);
    assert_eq!(after.get("cup").unwrap().left_total(), 6);
    let err = after.get("bag").unwrap_err().to_string();
    assert!(err.contains("deck, cup"), "{err}");
}

/// No definitions: the pools given to [`Pools::new`] are all there is.
pub(super) struct Given;

impl Defs for Given {
    fn shared(&self) -> crate::error::Result<Vec<(&str, &PoolDef)>> {
        Ok(Vec::new())
    }

    fn sets(&self) -> usize {
        0
    }

    fn declared(&self, _: usize) -> Option<(&'static str, &'static [&'static str])> {
        None
    }

    fn set(&self, _: usize) -> crate::error::Result<Vec<(&str, &PoolDef)>> {
        Ok(Vec::new())
    }
}

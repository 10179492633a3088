//! A standard 52-card deck, shuffled with the session's dice stream and dealt without
//! replacement: what `spw draw` uses, and the card procedures of later rule sets (TSATF hits,
//! Frontier tiles) build on.

use std::fmt;

use serde::Serialize;

use crate::dice::ast::Die;
use crate::dice::source::Source;
use crate::error::{Error, Result};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }
}

/// A card: rank 1 (ace) to 13 (king) and a suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Card {
    pub rank: u8,
    pub suit: Suit,
}

impl Card {
    /// "A", "2".."10", "J", "Q", "K".
    pub fn rank_name(self) -> String {
        match self.rank {
            1 => "A".into(),
            11 => "J".into(),
            12 => "Q".into(),
            13 => "K".into(),
            n => n.to_string(),
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank_name(), self.suit.symbol())
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Card", 3)?;
        st.serialize_field("card", &self.to_string())?;
        st.serialize_field("rank", &self.rank_name())?;
        st.serialize_field("suit", &self.suit)?;
        st.end()
    }
}

/// The cards not yet dealt, top first.
#[derive(Clone, Debug)]
pub struct Deck {
    cards: Vec<Card>,
}

impl Deck {
    /// A full deck in a random order (Fisher–Yates with the given dice).
    pub fn shuffled(src: &mut dyn Source) -> Result<Deck> {
        let mut cards: Vec<Card> = Suit::ALL
            .iter()
            .flat_map(|&suit| (1..=13).map(move |rank| Card { rank, suit }))
            .collect();
        for i in (1..cards.len()).rev() {
            // A fair die with i+1 faces picks the card to swap into place i.
            let j = src.next(&Die::standard(i as i64 + 1), "shuffle")? - 1;
            cards.swap(i, j as usize);
        }
        Ok(Deck { cards })
    }

    pub fn left(&self) -> usize {
        self.cards.len()
    }

    /// Deals `n` cards from the top.
    pub fn deal(&mut self, n: usize) -> Result<Vec<Card>> {
        if n > self.cards.len() {
            return Err(Error::usage(format!(
                "cannot draw {n} cards: the deck has {} left (52 in a full deck); draw fewer, or add --shuffle for a fresh deck",
                self.cards.len()
            )));
        }
        Ok(self.cards.drain(..n).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::source::RngSource;

    #[test]
    fn a_shuffled_deck_holds_every_card_once() {
        let mut src = RngSource::seeded(3);
        let mut deck = Deck::shuffled(&mut src).unwrap();
        let mut all = deck.deal(52).unwrap();
        all.sort_by_key(|c| (c.suit, c.rank));
        all.dedup();
        assert_eq!(all.len(), 52);
        assert!(deck.deal(1).is_err());
    }
}

//! Playing cards: the standard 52-card deck (with up to two jokers), card names, and the cards
//! a referee typed in (`--cards "A♥,10♠,QD"`).

use std::collections::VecDeque;
use std::fmt;

use serde::Serialize;

use crate::error::{Error, Result};

/// The four suits, in the order classes by suit are listed (alphabetical: clubs, diamonds,
/// hearts, spades).
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

    /// "clubs", "diamonds", "hearts", "spades".
    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }

    fn parse(s: &str) -> Option<Suit> {
        // The symbols, their outline forms, and the letters in any case; an emoji variation
        // selector after a symbol (♥️) is ignored.
        match s.trim_end_matches('\u{fe0f}') {
            "♣" | "♧" | "c" | "C" => Some(Suit::Clubs),
            "♦" | "♢" | "d" | "D" => Some(Suit::Diamonds),
            "♥" | "♡" | "h" | "H" => Some(Suit::Hearts),
            "♠" | "♤" | "s" | "S" => Some(Suit::Spades),
            _ => None,
        }
    }
}

/// A card: rank 1 (ace) to 13 (king) of a suit, or a joker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Card {
    Suited { rank: u8, suit: Suit },
    Joker,
}

/// The rank names, ace to king: the order of classes by rank.
pub const RANKS: [&str; 13] = [
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
];

impl Card {
    /// The 52 cards, suit by suit (clubs to spades), ace to king within a suit.
    pub fn standard() -> impl Iterator<Item = Card> {
        Suit::ALL
            .into_iter()
            .flat_map(|suit| (1..=13).map(move |rank| Card::Suited { rank, suit }))
    }

    /// "A", "2".."10", "J", "Q", "K"; "Joker".
    pub fn rank_name(self) -> &'static str {
        match self {
            Card::Suited { rank, .. } => RANKS[usize::from(rank.clamp(1, 13)) - 1],
            Card::Joker => "Joker",
        }
    }

    pub fn suit(self) -> Option<Suit> {
        match self {
            Card::Suited { suit, .. } => Some(suit),
            Card::Joker => None,
        }
    }

    /// Reads one card as a referee types it: rank `A`, `2`–`10`, `J`, `Q`, `K` (any case) and
    /// a suit `♠ ♥ ♦ ♣` or `S H D C` (any case), or `JOKER`.
    pub fn parse(s: &str) -> Option<Card> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("joker") {
            return Some(Card::Joker);
        }
        // The suit is the last character (plus a variation selector, if any).
        let cut = s
            .trim_end_matches('\u{fe0f}')
            .char_indices()
            .last()
            .map(|(i, _)| i)?;
        let (rank, suit) = s.split_at(cut);
        let suit = Suit::parse(suit)?;
        let rank = match rank.as_bytes() {
            [b'A' | b'a'] => 1,
            [b'J' | b'j'] => 11,
            [b'Q' | b'q'] => 12,
            [b'K' | b'k'] => 13,
            _ => match rank.parse::<u8>() {
                Ok(v @ 2..=10) if !rank.starts_with('0') && !rank.starts_with('+') => v,
                _ => return None,
            },
        };
        Some(Card::Suited { rank, suit })
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Suited { suit, .. } => write!(f, "{}{}", self.rank_name(), suit.symbol()),
            Card::Joker => f.write_str("Joker"),
        }
    }
}

/// One item typed in `--cards`: a playing card, or the name of a chit or tile as its pool
/// lists it (`"artillery recon"`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    Card(Card),
    Name(String),
}

impl fmt::Display for Typed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Typed::Card(c) => c.fmt(f),
            Typed::Name(n) => write!(f, "'{n}'"),
        }
    }
}

/// Cards, chits or tiles turned on the table, taken in order by the draws of one command
/// (`--cards`).
#[derive(Clone, Debug)]
pub struct TypedCards {
    cards: VecDeque<Typed>,
    used: usize,
}

/// What `--cards` accepts, for its error messages.
pub const ACCEPTED: &str = "a rank A, 2–10, J, Q or K then a suit ♠ ♥ ♦ ♣ (or S H D C), \
                        or JOKER, separated by commas, e.g. --cards \"A♥,10♠,QD\"";

impl TypedCards {
    /// Reads `--cards "A♥,10♠,QD"` (cards separated by commas and/or spaces) or
    /// `--cards "artillery recon,air strike"` (chits named as their pool lists them, separated
    /// by commas). A piece that is not all cards is a name, matched against the pool drawn
    /// from when it is used.
    pub fn parse(list: &str) -> Result<TypedCards> {
        let mut cards = VecDeque::new();
        for piece in list.split(',') {
            let words: Vec<&str> = piece.split_whitespace().collect();
            if words.is_empty() {
                continue;
            }
            match words
                .iter()
                .map(|w| Card::parse(w))
                .collect::<Option<Vec<_>>>()
            {
                Some(cs) => cards.extend(cs.into_iter().map(Typed::Card)),
                None => cards.push_back(Typed::Name(words.join(" "))),
            }
        }
        if cards.is_empty() {
            return Err(Error::usage(format!(
                "--cards is empty; give the cards turned on the table: {ACCEPTED}, or the \
                 names of the chits or tiles drawn"
            )));
        }
        Ok(TypedCards { cards, used: 0 })
    }

    /// The next typed card, if any is left.
    pub fn take(&mut self) -> Option<Typed> {
        let c = self.cards.pop_front()?;
        self.used += 1;
        Some(c)
    }

    /// How many have been taken.
    pub fn used(&self) -> usize {
        self.used
    }

    /// How many are left.
    pub fn remaining(&self) -> usize {
        self.cards.len()
    }

    /// The names typed (what did not read as cards), to check against the pools in play.
    pub fn names(&self) -> Vec<String> {
        self.cards
            .iter()
            .filter_map(|c| match c {
                Typed::Name(n) => Some(n.clone()),
                Typed::Card(_) => None,
            })
            .collect()
    }
}

/// Whether an item's name is the name typed (any case).
pub fn same_name(item: &str, typed: &str) -> bool {
    item.to_lowercase() == typed.to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        Card::parse(s).unwrap_or_else(|| panic!("{s} should parse"))
    }

    #[test]
    fn cards_parse_in_symbols_letters_and_any_case() {
        let ah = Card::Suited {
            rank: 1,
            suit: Suit::Hearts,
        };
        for s in ["A♥", "AH", "ah", "aH", "A♡", "A♥\u{fe0f}"] {
            assert_eq!(card(s), ah, "{s}");
        }
        assert_eq!(
            card("10♠"),
            Card::Suited {
                rank: 10,
                suit: Suit::Spades
            }
        );
        assert_eq!(
            card("QD"),
            Card::Suited {
                rank: 12,
                suit: Suit::Diamonds
            }
        );
        assert_eq!(
            card("7c"),
            Card::Suited {
                rank: 7,
                suit: Suit::Clubs
            }
        );
        assert_eq!(card("JOKER"), Card::Joker);
        assert_eq!(card("joker"), Card::Joker);
    }

    #[test]
    fn bad_cards_do_not_parse() {
        for s in [
            "", "A", "H", "1H", "11H", "0H", "010H", "+5H", "AX", "A♥♥", "ZZ", "10", "KK",
        ] {
            assert_eq!(Card::parse(s), None, "{s}");
        }
    }

    #[test]
    fn every_card_reads_back_from_its_name() {
        for c in Card::standard().chain([Card::Joker]) {
            assert_eq!(Card::parse(&c.to_string()), Some(c), "{c}");
        }
        assert_eq!(Card::standard().count(), 52);
    }

    #[test]
    fn typed_cards_are_taken_in_order_and_errors_name_the_bad_one() {
        let mut t = TypedCards::parse("A♥, 10♠,QD 7c").unwrap();
        assert_eq!(t.remaining(), 4);
        assert_eq!(t.take().map(|c| c.to_string()).as_deref(), Some("A♥"));
        assert_eq!(t.take().map(|c| c.to_string()).as_deref(), Some("10♠"));
        assert_eq!(t.used(), 2);
        assert_eq!(t.remaining(), 2);
        // What is not a card is a name, checked against the pool when drawn.
        let mut t = TypedCards::parse("AH, 1X ,artillery  recon,QD").unwrap();
        let all: Vec<String> = std::iter::from_fn(|| t.take().map(|c| c.to_string())).collect();
        assert_eq!(all, ["A♥", "'1X'", "'artillery recon'", "Q♦"]);
        let err = TypedCards::parse(" , ").unwrap_err();
        assert_eq!(err.code(), 2);
        assert!(err.to_string().contains("JOKER"), "{err}");
    }
}

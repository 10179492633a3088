//! A game's unit cards (`spw sheet --game FILE`): one card per unit of the roster, read
//! generically (its fields by the names the procedures' roster fills use, so a new field is
//! shown as it is), with tick boxes for the counts the rule set's procedures declare they change
//! and the states its units' declarations give (`rules::model`), and the odds its rule set gives
//! a unit of those ratings.

use serde_json::Value as Json;

use super::{Piece, Spec};
use crate::data::Data;
use crate::effects::{Kind, Role, Roster, Source, Whom};
use crate::error::Result;
use crate::rules::RuleSet;
use crate::rules::model::{COMMON, FieldDef, FieldKind};

/// A unit of a game's roster as its card reads it.
#[derive(Clone, Debug)]
pub(crate) struct UnitView {
    pub name: String,
    pub side: String,
    /// Every other field, in the roster's order: ratings, counts and states.
    pub fields: Vec<(String, Json)>,
}

/// A side of the roster: its name and, for the Series, its C3I schedule (7.1).
#[derive(Clone, Debug)]
pub(crate) struct SideView {
    pub name: String,
    pub c3i: Vec<u32>,
}

/// A whole number field of a unit.
pub(crate) fn number(u: &UnitView, field: &str) -> Option<i64> {
    field_of(u, field).and_then(Json::as_i64)
}

/// A word field of a unit (a number reads as its digits).
pub(crate) fn word(u: &UnitView, field: &str) -> Option<String> {
    match field_of(u, field)? {
        Json::String(s) => Some(s.clone()),
        Json::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

fn field_of<'a>(u: &'a UnitView, field: &str) -> Option<&'a Json> {
    u.fields.iter().find(|(k, _)| k == field).map(|(_, v)| v)
}

/// A count the unit loses or gains in play, one tick box each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Count {
    pub field: String,
    /// Boxes to print (the unit's count now, or room to tally a count it gains).
    pub boxes: u64,
    /// Whether the count starts empty and is tallied up (wounds) rather than struck off.
    pub tally: bool,
}

/// One unit's card.
#[derive(Clone, Debug)]
pub(crate) struct Card {
    /// Its name (title), side (section), ratings (pairs) and odds (grids).
    pub piece: Piece,
    pub counts: Vec<Count>,
    /// The states it can be in (its rule set's declarations), and whether it is in each now.
    pub states: Vec<(String, bool)>,
}

/// A game's cards and its sides' tracks.
pub(crate) struct Cards {
    pub id: &'static str,
    pub title: &'static str,
    pub sides: Vec<SideView>,
    pub cards: Vec<Card>,
}

/// The most boxes a count gets on a card (a larger count is printed as its number).
pub(crate) const MOST_BOXES: u64 = 60;

/// The cards of `units` in rule set `set`, the odds not yet worked out ([`super::odds`]).
pub(crate) fn cards(
    data: &Data,
    set: &'static RuleSet,
    sides: Vec<SideView>,
    units: &[UnitView],
) -> Result<Cards> {
    let mut cards = Vec::new();
    for u in units {
        let (counts, gains, states) = declared(set, u);
        let mut piece = Piece::table(u.name.clone(), u.side.clone());
        let mut have = Vec::new();
        for (k, v) in &u.fields {
            let is_count = counts.contains(&k.as_str()) && v.is_u64();
            if is_count {
                have.push(Count {
                    field: k.clone(),
                    boxes: v.as_u64().unwrap_or(0),
                    tally: false,
                });
            } else if !(states.contains(&k.as_str()) && v.is_boolean()) {
                piece.pairs.push((super::label(k), field_text(v)));
            }
        }
        let room = have.iter().map(|c| c.boxes).max().unwrap_or(10);
        for g in &gains {
            if !have.iter().any(|c| c.field == *g) {
                have.push(Count {
                    field: (*g).to_string(),
                    boxes: room,
                    tally: true,
                });
            }
        }
        if let Some(Spec { card, .. }) = &set.sheet {
            piece.grids = card(data, u)?;
        }
        let states = states
            .iter()
            .map(|s| (s.to_string(), field_of(u, s) == Some(&Json::Bool(true))))
            .collect();
        cards.push(Card {
            piece,
            counts: have,
            states,
        });
    }
    Ok(Cards {
        id: set.id,
        title: set.title,
        sides,
        cards,
    })
}

/// What goes on a card of `u`: the counts units lose and the counts they gain (only ever from
/// nothing), as the rule set's procedures declare they change them, and the states of its
/// units' declarations (`rules::model`, in their order) that a unit like `u` can be in.
fn declared(
    set: &RuleSet,
    u: &UnitView,
) -> (Vec<&'static str>, Vec<&'static str>, Vec<&'static str>) {
    let (mut lose, mut gain) = (Vec::new(), Vec::new());
    let add = |v: &mut Vec<&'static str>, s: &'static str| {
        if !v.contains(&s) {
            v.push(s);
        }
    };
    for e in set.procedures() {
        for d in e.roster.effects {
            match d.change {
                Kind::Lose(f) => add(&mut lose, f),
                Kind::Gain(f) => add(&mut gain, f),
                _ => {}
            }
        }
    }
    let counts: Vec<&'static str> = lose.iter().chain(&gain).copied().collect();
    gain.retain(|g| !lose.contains(g));
    let states = set
        .units
        .states()
        .filter(|f| can_be(set, f, u))
        .map(|f| f.name)
        .collect();
    (counts, gain, states)
}

/// Whether a unit like `u` can be in state `f`: one its roster gives it, or every unit's
/// (`destroyed`); not a roster's attribute it was not given (a hull-down position, an officer);
/// and where procedures set or clear it, only when one of them can land on `u` (a vehicle's
/// damage is for a unit with a vehicle class).
fn can_be(set: &RuleSet, f: &FieldDef, u: &UnitView) -> bool {
    if field_of(u, f.name).is_some() || COMMON.iter().any(|c| c.name == f.name) {
        return true;
    }
    if let FieldKind::State { set_by, .. } = f.kind {
        // The declarations word a state only the roster gives as set by "the roster".
        if set_by.starts_with("the roster") {
            return false;
        }
    }
    let mut changed = set.procedures().iter().flat_map(|e| {
        e.roster.effects.iter().filter_map(move |d| match d.change {
            Kind::Mark(s) | Kind::Clear(s) if s == f.name => Some(befits(&e.roster, d.to, u)),
            _ => None,
        })
    });
    let first = changed.next();
    first.is_none_or(|fits| fits || changed.any(|fits| fits))
}

/// Whether a procedure's effect on `to` can land on a unit like `u`: the procedure fills
/// nothing from that role's fields, or `u` has one of the fields it fills (a vehicle's damage
/// is for a unit with a vehicle class, not for a platoon of riflemen).
fn befits(roster: &Roster, to: Whom, u: &UnitView) -> bool {
    let Whom::Role(role) = to else { return false };
    let same = |r: Role| r == role || r == Role::Subject || role == Role::Subject;
    let fields: Vec<&str> = roster
        .fill
        .iter()
        .filter_map(|f| match f.from {
            Source::Field(r, field) if same(r) => Some(field),
            _ => None,
        })
        .collect();
    fields.is_empty() || fields.iter().any(|f| field_of(u, f).is_some())
}

/// A field's value as a card prints it.
fn field_text(v: &Json) -> String {
    match v {
        Json::String(s) => s.clone(),
        Json::Bool(b) => if *b { "yes" } else { "no" }.into(),
        Json::Number(n) => match n.as_i64() {
            Some(i) if i < 0 => format!("−{}", i.unsigned_abs()),
            _ => n.to_string(),
        },
        other => other.to_string(),
    }
}

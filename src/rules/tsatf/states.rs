//! The Sword, the Flame, Machine guns and Grenades's units as its rules see them: the fields a roster gives them, their states, what
//! sets and clears each, and what the rules derive (`rules::model`).

use crate::data::Data;
use crate::error::Result;
use crate::rules::model::{Derived, FieldDef, FieldKind, Model};

/// Every field of a unit, in the order the roster shows them.
const FIELDS: &[FieldDef] = &[
    FieldDef {
        name: "figures",
        kind: FieldKind::Number { min: 0, max: 1000 },
        about: "the men of the unit still standing (the wounded are counted in `wounded`)",
        section: "The Lower Organization",
    },
    FieldDef {
        name: "quality",
        kind: FieldKind::Word(&["green", "veteran", "crack"]),
        about: "green, veteran or crack",
        section: "Fire Combat, Tests and Morale Checks",
    },
    FieldDef {
        name: "weapon",
        kind: FieldKind::Named(weapons),
        about: "its weapon (the Fire Combat rows)",
        section: "Fire Combat",
    },
    FieldDef {
        name: "troop_type",
        kind: FieldKind::Named(troop_types),
        about: "its troop type (the Movement rows)",
        section: "Movement",
    },
    FieldDef {
        name: "leader",
        kind: FieldKind::State {
            set_by: "the roster (its leader is with it)",
            cleared_by: "an Ace on the hit deck (the leader hit), or `set UNIT leader=false`",
        },
        about: "its leader is with it: the With Leader numbers",
        section: "Tests and Morale Checks",
    },
    FieldDef {
        name: "crews",
        kind: FieldKind::State {
            set_by: "the roster (a crew serving its weapon)",
            cleared_by: "`set UNIT STATE=...`",
        },
        about: "crews: their own close-combat row",
        section: "Close Combat",
    },
    FieldDef {
        name: "wounded",
        kind: FieldKind::Number { min: 0, max: 1000 },
        about: "wounded men, each testing in the morale phase",
        section: "WOUNDS",
    },
    FieldDef {
        name: "pinned_men",
        kind: FieldKind::Number { min: 0, max: 1000 },
        about: "men pinned by fire",
        section: "Fire Combat (NOTES)",
    },
    FieldDef {
        name: "grenades",
        kind: FieldKind::Number { min: 0, max: 100 },
        about: "hand grenades left",
        section: "Hand Grenades",
    },
    FieldDef {
        name: "pinned",
        kind: FieldKind::State {
            set_by: "over half its men pinned by fire (NOTES); a failed Close to Combat test",
            cleared_by: "a passed Pinned Morale test",
        },
        about: "may not fire, charge or advance",
        section: "NOTES",
    },
    FieldDef {
        name: "shaken",
        kind: FieldKind::State {
            set_by: "a failed Stand and Fight test",
            cleared_by: "a passed rally test in the morale phase",
        },
        about: "cannot move until it rallies; fires at −1",
        section: "Stand and Fight",
    },
    FieldDef {
        name: "routed",
        kind: FieldKind::State {
            set_by: "a failed Critical Morale test",
            cleared_by: "a passed Critical Morale test",
        },
        about: "routs 4D6 each turn until it passes",
        section: "CRITICAL & PINNED MORALE",
    },
];

pub(crate) const UNITS: Model = Model {
    fields: FIELDS,
    // NOTES: "If over half of a basic unit becomes 'Pinned' due to fire results, the entire
    // unit is 'pinned'."
    derived: &[Derived::OverHalf {
        state: "pinned",
        count: "pinned_men",
        of: "figures",
        section: "NOTES",
    }],
    deferred: &[],
    unit_check: None,
};

/// The weapons of the Fire Combat rows (house rules included).
fn weapons(data: &Data) -> Result<Vec<String>> {
    Ok(super::tables(data)?
        .fire
        .weapons
        .iter()
        .map(|w| w.name.clone())
        .collect())
}

/// The troop types of the Movement table (house rules included).
fn troop_types(data: &Data) -> Result<Vec<String>> {
    Ok(super::tables(data)?
        .movement
        .types
        .iter()
        .map(|t| t.name.clone())
        .collect())
}

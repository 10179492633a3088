//! Schwerpunkt's units as its rules see them: the fields a roster gives them, their states, what
//! sets and clears each, and what the rules derive (`rules::model`).

use crate::rules::model::{Deferred, FieldDef, FieldKind, Model};

/// Every field of a unit, in the order the roster shows them.
const FIELDS: &[FieldDef] = &[
    FieldDef {
        name: "figures",
        kind: FieldKind::Number { min: 0, max: 10000 },
        about: "the figures in the unit",
        section: "1.4",
    },
    FieldDef {
        name: "casualties",
        kind: FieldKind::Number { min: 0, max: 10000 },
        about: "figures hit this phase and lying down, removed when the phase ends",
        section: "1.10",
    },
    FieldDef {
        name: "marksmanship",
        kind: FieldKind::Number { min: 1, max: 7 },
        about: "a shot hits on this or more on a d6",
        section: "1.6, 3.0",
    },
    FieldDef {
        name: "sf",
        kind: FieldKind::Number { min: 1, max: 6 },
        about: "the sustained-fire dice its weapon rolls",
        section: "1.7, 3.0",
    },
    FieldDef {
        name: "skill",
        kind: FieldKind::Number { min: 1, max: 7 },
        about: "a saving throw or skill test passes on this or more on a d6",
        section: "1.6, 3.3",
    },
    FieldDef {
        name: "morale",
        kind: FieldKind::Number { min: 2, max: 12 },
        about: "a morale test passes on 2d6 of this or less",
        section: "1.6, 5.0",
    },
    FieldDef {
        name: "ferocity",
        kind: FieldKind::Number { min: 1, max: 7 },
        about: "a melee die hits on this or more",
        section: "1.6, 4.0",
    },
    FieldDef {
        name: "move",
        kind: FieldKind::Number { min: 0, max: 100 },
        about: "its movement rating in inches",
        section: "2.0",
    },
    FieldDef {
        name: "guns",
        kind: FieldKind::Number { min: 0, max: 20 },
        about: "the guns of a battery",
        section: "3.1, 3.2, 6.1",
    },
    FieldDef {
        name: "observer",
        kind: FieldKind::Number { min: 1, max: 7 },
        about: "the observer's skill, calling in a barrage",
        section: "3.1",
    },
    FieldDef {
        name: "weapon_class",
        kind: FieldKind::Number { min: 1, max: 6 },
        about: "its weapon's class against armour",
        section: "3.5",
    },
    FieldDef {
        name: "vehicle_class",
        kind: FieldKind::Word(&["soft", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"]),
        about: "a vehicle's armour class",
        section: "3.5",
    },
    FieldDef {
        name: "officer",
        kind: FieldKind::State {
            set_by: "the roster (its officer is with it)",
            cleared_by: "`set UNIT officer=false` when he falls",
        },
        about: "its officer is with it: +1 to its morale",
        section: "1.6, 5.0",
    },
    FieldDef {
        name: "pinned",
        kind: FieldKind::State {
            set_by: "pin: hits of half its strength or more in a phase (3.4)",
            cleared_by: "morale --reason unpin passed (5.0 a)",
        },
        about: "may not move; fires at −1",
        section: "3.4",
    },
    FieldDef {
        name: "dug_in",
        kind: FieldKind::State {
            set_by: "test --for dig-in passed (2.0)",
            cleared_by: "`set UNIT STATE=...`",
        },
        about: "dug in: all the modifiers for cover",
        section: "2.0",
    },
    FieldDef {
        name: "fleeing",
        kind: FieldKind::State {
            set_by: "a failed stand or melee morale test (4.0, 5.0 d)",
            cleared_by: "morale --reason rally passed (5.0 b)",
        },
        about: "flees 2d6\" towards its table edge each turn",
        section: "4.0, 5.0",
    },
    FieldDef {
        name: "retiring",
        kind: FieldKind::State {
            set_by: "a failed morale test at 75% losses (5.0 e)",
            cleared_by: "morale --reason rally passed (5.0 b)",
        },
        about: "retires 2d6\" towards its baseline each turn",
        section: "5.0",
    },
    FieldDef {
        name: "hull_down",
        kind: FieldKind::State {
            set_by: "the roster",
            cleared_by: "`set UNIT STATE=...`",
        },
        about: "a vehicle hull down: +1 to hit it",
        section: "3.5",
    },
    FieldDef {
        name: "partial_damage",
        kind: FieldKind::State {
            set_by: "penetrate: partial damage (3.5)",
            cleared_by: "`set UNIT STATE=...`",
        },
        about: "a damaged vehicle",
        section: "3.5",
    },
    FieldDef {
        name: "weapon_out",
        kind: FieldKind::State {
            set_by: "penetrate: main weapon out (3.5)",
            cleared_by: "`set UNIT STATE=...`",
        },
        about: "its main weapon is out",
        section: "3.5",
    },
    FieldDef {
        name: "immobilised",
        kind: FieldKind::State {
            set_by: "penetrate: immobilised (3.5)",
            cleared_by: "`set UNIT STATE=...`",
        },
        about: "a vehicle that cannot move",
        section: "3.5",
    },
];

pub(crate) const UNITS: Model = Model {
    fields: FIELDS,
    derived: &[],
    // 1.10: casualties lie down until the end of the phase, and are removed then.
    deferred: &[Deferred {
        count: "figures",
        pending: "casualties",
        section: "1.10",
    }],
    unit_check: None,
};

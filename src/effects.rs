//! What a procedure does to the units of a game's roster, and which of their fields fill its
//! options: both declared by the procedure, in its own terms, so the game applies them without
//! knowing any rule set or procedure by name (JOURNAL.md, "Rosters").
//!
//! A procedure names units by *role*: the unit acting (`--unit`: the firer, the attacker), the
//! unit acted on (`--target`), or, for a procedure about one unit (a save, a morale test), that
//! unit however it was named. Effects land on a role, or on a place (where a round landed off
//! its target), which no roster unit is known to occupy, so nothing there is changed.

/// Who a fill or an effect is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    /// `--unit`: the unit acting (firing, attacking, fleeing).
    Unit,
    /// `--target`: the unit acted on (fired at, defending).
    Target,
    /// The one unit a procedure is about, named with `--unit` or `--target`.
    Subject,
}

/// What `--unit` and `--target` mean to a procedure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Roles {
    /// The procedure is about no unit: naming one is refused.
    None,
    /// About one unit, named either way (the words say which unit: "the unit saving").
    One(&'static str),
    /// An actor and a target (or attacker and defender), each optional.
    Two {
        unit: &'static str,
        target: &'static str,
    },
}

/// Where a filled option's value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    /// A field of the unit in a role: a number or word for an option taking a value, `true`
    /// for a flag.
    Field(Role, &'static str),
    /// The names of the roster's sides, in order, joined by commas.
    SideNames,
    /// The units of the roster's n-th side (from 0) still in play, by name, joined by commas.
    SideUnits(usize),
    /// `SIDE=UNIT,UNIT` for each side with units in play (an option given once per side),
    /// without the units marked so this turn (a gun that fired in the artillery phase has had
    /// its tile removed).
    EachSideWithout(&'static str),
    /// How many units of the side of the unit in the role are still in play.
    SideCount(Role),
    /// `true` when the side of the unit in the role has no unit in play with this state (an
    /// army that has lost its Command Unit, or never had one).
    SideLacks(Role, &'static str),
    /// The value of the `n`-th of these for a unit on the roster's `n`-th side (the attacker's
    /// own chit cup).
    BySide(Role, &'static [&'static str]),
    /// A value the rules work out from the fields of the unit in the role (a strength halved
    /// out of supply), with the rule in words.
    Rule(Role, &'static str, Worked),
    /// The value for the game's phase now: the first pair whose phase name holds the word
    /// (TSATF's `cards` reads `fire` in the fire cards phase).
    Phase(&'static [(&'static str, &'static str)]),
}

/// A fill from the game's phase, in words: "the game's phase: fire in a fire phase, ...".
pub(crate) fn phase_words(pairs: &[(&str, &str)]) -> String {
    let each: Vec<String> = pairs
        .iter()
        .map(|(phase, value)| format!("{value} in a {phase} phase"))
        .collect();
    format!("the game's phase: {}", each.join(", "))
}

/// How the rules work a value out of a unit's fields.
#[derive(Clone, Copy)]
pub(crate) struct Worked(
    pub fn(&serde_json::Map<String, serde_json::Value>) -> Option<serde_json::Value>,
);

impl std::fmt::Debug for Worked {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Worked(..)")
    }
}

// Two declarations are the same when they say the same; the rule's words say which function.
impl PartialEq for Worked {
    fn eq(&self, _: &Worked) -> bool {
        true
    }
}

impl Eq for Worked {}

/// One option filled from the roster when the line does not give it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fill {
    /// The option's long name, without `--`.
    pub option: &'static str,
    pub from: Source,
    /// The mode of the procedure the fill is for (a stand test reads a shaken unit's state as
    /// its −2; a rally test is what that state is for).
    pub when: When,
}

/// The mode a line is in, read from its own options as typed (each option by its id, its
/// key in the JSON `input`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum When {
    Always,
    /// When option `.0` is one of these values.
    Is(&'static str, &'static [&'static str]),
    /// Unless option `.0` is one of these values.
    Not(&'static str, &'static [&'static str]),
    /// Unless the line gives option `.0` (a flag, or a value).
    Without(&'static str),
}

/// A procedure's roster declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Roster {
    pub roles: Roles,
    /// In order: an option that conflicts with one typed or filled before it is left out.
    pub fill: &'static [Fill],
    /// Boolean states that take a unit out of the sides' lists (`destroyed` always does).
    pub out_of_play: &'static [&'static str],
    /// States of the acting unit (`--unit`, or the one unit) under which the rules forbid the
    /// procedure (in a mode of it, or in any), each with the rule that says so: the game
    /// refuses the line.
    pub barred: &'static [Bar],
    /// What results do to the units, in words, for the docs (JOURNAL.md's table, `--help`).
    pub effects: &'static [Declared],
    /// How a roll went for the unit that rolled it, for a game's `stats`; `None` when no one
    /// side's fortune is measured by it.
    pub luck: Option<Luck>,
}

/// A state under which the rules forbid a procedure to the unit acting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bar {
    pub state: &'static str,
    /// The mode of the procedure it is forbidden in (`Always`: any).
    pub when: When,
    /// The rule, in words.
    pub why: &'static str,
}

impl Bar {
    /// The procedure forbidden to a unit in `state`, as rule `why` says.
    pub(crate) const fn new(state: &'static str, why: &'static str) -> Bar {
        Bar {
            state,
            when: When::Always,
            why,
        }
    }

    /// Only in the mode `when`.
    pub(crate) const fn when(self, when: When) -> Bar {
        Bar { when, ..self }
    }
}

/// What a procedure is to the phase it is played in, besides its dice: what it counts as for
/// the unit acting, counts on the line the unit cannot exceed, what it needs the unit to have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Play {
    /// What the unit acting has done once it has played this (`moved`, `fired`), in each mode,
    /// and whether the rules let it do so again in the same phase or turn.
    pub acts: &'static [Act],
    /// Options whose value cannot be more than the unit acting has of a count: (option, field)
    /// (`--firers` is at most the unit's `figures`).
    pub within: &'static [(&'static str, &'static str)],
    /// What the unit acting must have, or be, for the procedure to mean anything (a wounded man
    /// to test its wound, a shaken unit to rally).
    pub needs: &'static [Need],
    /// A unit destroyed in this phase may still play this, as the rule says (artillery fire is
    /// simultaneous).
    pub after_destroyed: Option<&'static str>,
}

impl Play {
    /// Nothing to the phase.
    pub(crate) const NONE: Play = Play {
        acts: &[],
        within: &[],
        needs: &[],
        after_destroyed: None,
    };
}

/// What the unit acting must have or be, in a mode of the procedure: any one of `fields`, a
/// state that is set or a count of one or more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Need {
    pub fields: &'static [&'static str],
    /// What a unit without any of them lacks, in words: "has no wounded man", "is not shaken".
    pub lacks: &'static str,
    /// The `set` that gives it (`wounded=N`), offered when the roster is wrong.
    pub set: &'static str,
    /// The rule, in words.
    pub why: &'static str,
    /// The mode of the procedure it is needed in (`Always`: any).
    pub when: When,
}

impl Need {
    /// A unit without any of `fields` is refused, as rule `why` says.
    pub(crate) const fn new(
        fields: &'static [&'static str],
        lacks: &'static str,
        set: &'static str,
        why: &'static str,
    ) -> Need {
        Need {
            fields,
            lacks,
            set,
            why,
            when: When::Always,
        }
    }

    /// Only in the mode `when`.
    pub(crate) const fn when(self, when: When) -> Need {
        Need { when, ..self }
    }

    /// "if it is" or "if it has": what the `set` it offers would make true.
    pub(crate) fn if_so(&self) -> &'static str {
        if self.lacks.starts_with("is ") {
            "if it is"
        } else {
            "if it has"
        }
    }
}

/// What a procedure counts as for the unit acting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Act {
    /// The mark the unit takes (`moved`, `fired`, `attacked`, `routed`).
    pub mark: &'static str,
    /// The mode of the procedure that counts so (`Always`: any).
    pub when: When,
    /// How long the mark lasts: the phase, or the whole turn.
    pub per: Per,
    /// Whether the rules let it act so again while marked.
    pub again: Again,
    /// Whom the mark is on: the unit acting (`Role::Unit`: one unit, however named), or the
    /// unit acted on (`Role::Target`: a unit attacked once a combat phase).
    pub on: Role,
    /// Whether playing this marks the unit; `false`: another procedure's mark only refuses it
    /// (an artillery unit that fired in the artillery phase does not battle that turn).
    pub marks: bool,
}

impl Act {
    /// The unit acting does `mark` for the rest of the phase.
    pub(crate) const fn phase(mark: &'static str, again: Again) -> Act {
        Act {
            mark,
            when: When::Always,
            per: Per::Phase,
            again,
            on: Role::Unit,
            marks: true,
        }
    }

    /// The unit acting does `mark` for the rest of the turn.
    pub(crate) const fn turn(mark: &'static str, again: Again) -> Act {
        Act {
            per: Per::Turn,
            ..Act::phase(mark, again)
        }
    }

    /// Only in the mode `when`.
    pub(crate) const fn when(self, when: When) -> Act {
        Act { when, ..self }
    }

    /// Refused while the unit has `mark`, which another procedure gives it; this one does not.
    pub(crate) const fn refused_after(self) -> Act {
        Act {
            marks: false,
            ..self
        }
    }

    /// The mark is on the unit acted on (`--target`).
    pub(crate) const fn on_target(self) -> Act {
        Act {
            on: Role::Target,
            ..self
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Per {
    Phase,
    Turn,
}

/// A second time while marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Again {
    /// The rules forbid it: refused, with the rule.
    Refused(&'static str),
    /// The rules leave it to the referee: refused with the rule unless the line says
    /// `--again`.
    Warned(&'static str),
}

/// The quantity that says how a roll went for the unit in `role`, and which way is good.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Luck {
    pub quantity: &'static str,
    pub role: Role,
    pub best: Best,
}

/// Which outcomes of a luck quantity are better for the unit rolling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Best {
    /// More is better (hits, a passed test: true above false).
    Higher,
    /// Less is better (casualties, step losses).
    Lower,
    /// Worded outcomes, worst first.
    Order(&'static [&'static str]),
}

impl Luck {
    pub(crate) const fn higher(quantity: &'static str, role: Role) -> Option<Luck> {
        Some(Luck {
            quantity,
            role,
            best: Best::Higher,
        })
    }

    pub(crate) const fn lower(quantity: &'static str, role: Role) -> Option<Luck> {
        Some(Luck {
            quantity,
            role,
            best: Best::Lower,
        })
    }

    pub(crate) const fn order(
        quantity: &'static str,
        role: Role,
        worst_first: &'static [&'static str],
    ) -> Option<Luck> {
        Some(Luck {
            quantity,
            role,
            best: Best::Order(worst_first),
        })
    }
}

impl Roster {
    /// A procedure about no unit.
    pub(crate) const NONE: Roster = Roster {
        roles: Roles::None,
        fill: &[],
        out_of_play: &[],
        barred: &[],
        effects: &[],
        luck: None,
    };
}

/// One effect a procedure can have, as the docs list it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Declared {
    /// When it happens, in the result's own terms (`casualties`, `effect: destroyed`).
    pub when: &'static str,
    /// Whom it lands on.
    pub to: Whom,
    /// What it changes, in the change's terms: `figures` for a loss, `pinned` for a state.
    pub change: Kind,
}

/// Whom a declared effect lands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Whom {
    Role(Role),
    /// Where the round landed when that is not the target: nothing in the roster is changed.
    Elsewhere,
    /// The game itself: the side with the initiative, the order units act in.
    Game,
}

/// The kind of a change, for the docs and for checking the declarations against the effects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Lose(&'static str),
    Gain(&'static str),
    Mark(&'static str),
    Clear(&'static str),
    Destroy,
    Initiative,
    Order,
    /// Left to a player: nothing changed.
    Choice,
    /// A mark of what the unit did this phase or turn.
    Did(&'static str),
}

/// A change to one unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Change {
    /// So many off a count the unit has (never below 0; a unit without the field is unchanged).
    Lose(&'static str, u64),
    /// So many onto a count (started at 0 when the unit has none).
    Gain(&'static str, u64),
    /// A state set (`pinned = true`).
    Mark(&'static str),
    /// A state cleared (`pinned = false`).
    Clear(&'static str),
    /// A count back to 0 (its pinned men recovered with it).
    Reset(&'static str),
    /// The unit destroyed: `destroyed = true`, the counts named set to 0.
    Destroy(&'static [&'static str]),
    /// Destroyed once every count named is 0 (a unit whose last figure fell).
    DestroyWhenNone(&'static [&'static str]),
}

impl Change {
    /// What it does, in a few words: "destroyed", "pinned", "2 figures lost", "1 step lost".
    pub(crate) fn words(&self) -> String {
        match self {
            Change::Lose(f, n) => format!("{n} {} lost", counted(f, *n)),
            Change::Gain(f, n) => format!("{n} more {}", counted(f, *n)),
            Change::Mark(s) => (*s).to_string(),
            Change::Clear(s) => format!("no longer {s}"),
            Change::Reset(f) => format!("no {} left", f.replace('_', " ")),
            Change::Destroy(_) | Change::DestroyWhenNone(_) => "destroyed".into(),
        }
    }

    /// The `set` that makes the same change by hand: `destroyed=true`, `figures=N`.
    pub(crate) fn set_hint(&self) -> String {
        match self {
            Change::Lose(f, _) | Change::Gain(f, _) => format!("{f}=N"),
            Change::Mark(s) => format!("{s}=true"),
            Change::Clear(s) => format!("{s}=false"),
            Change::Reset(f) => format!("{f}=0"),
            Change::Destroy(_) | Change::DestroyWhenNone(_) => "destroyed=true".into(),
        }
    }

    /// Its kind, as declared.
    #[cfg(test)]
    pub(crate) fn kind(&self) -> Kind {
        match self {
            Change::Lose(f, _) => Kind::Lose(f),
            Change::Gain(f, _) => Kind::Gain(f),
            Change::Mark(s) => Kind::Mark(s),
            Change::Clear(s) | Change::Reset(s) => Kind::Clear(s),
            Change::Destroy(_) | Change::DestroyWhenNone(_) => Kind::Destroy,
        }
    }
}

/// A count field's name (a plural: `figures`, `steps`; `wounded` is the same either way) for
/// `n` of it: one is a `figure`.
fn counted(field: &str, n: u64) -> &str {
    match field.strip_suffix('s') {
        Some(one) if n == 1 => one,
        _ => field,
    }
}

/// What one resolution does, as the procedure declares it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Effect {
    /// A change to the unit in a role.
    Unit(Role, Change),
    /// A change to whatever stands at `place` (where a round landed, off its target): no roster
    /// unit is named there, so the roster is unchanged and the game says so.
    Elsewhere { place: String, change: Change },
    /// The side that won the initiative, by the name it was given.
    Initiative(String),
    /// The order the named units (or sides) act in.
    Order(Vec<String>),
    /// A result the rules leave to a player's choice (which units take the hits, how): said,
    /// and nothing changed.
    Choice(String),
    /// The unit in the role has done this, for the phase or the turn (a failed Critical Morale
    /// test routs it: it has routed this turn).
    Did(Role, &'static str, Per),
}

impl Effect {
    /// Whom it lands on and its kind, to check it against the procedure's declarations.
    #[cfg(test)]
    pub(crate) fn declared(&self) -> (Whom, Kind) {
        match self {
            Effect::Unit(r, c) => (Whom::Role(*r), c.kind()),
            Effect::Elsewhere { change, .. } => (Whom::Elsewhere, change.kind()),
            Effect::Initiative(_) => (Whom::Game, Kind::Initiative),
            Effect::Order(_) => (Whom::Game, Kind::Order),
            Effect::Choice(_) => (Whom::Game, Kind::Choice),
            Effect::Did(r, m, _) => (Whom::Role(*r), Kind::Did(m)),
        }
    }
}

impl Fill {
    /// `--option` from the field of the unit acting (`--unit`).
    pub(crate) const fn unit(option: &'static str, field: &'static str) -> Fill {
        Fill {
            option,
            from: Source::Field(Role::Unit, field),
            when: When::Always,
        }
    }

    /// `--option` from the field of the unit acted on (`--target`).
    pub(crate) const fn target(option: &'static str, field: &'static str) -> Fill {
        Fill {
            option,
            from: Source::Field(Role::Target, field),
            when: When::Always,
        }
    }

    /// `--option` from the field of the one unit the procedure is about.
    pub(crate) const fn subject(option: &'static str, field: &'static str) -> Fill {
        Fill {
            option,
            from: Source::Field(Role::Subject, field),
            when: When::Always,
        }
    }

    /// `--option` from the roster's sides.
    pub(crate) const fn sides(option: &'static str, from: Source) -> Fill {
        Fill {
            option,
            from,
            when: When::Always,
        }
    }

    /// Only in the mode `when`.
    pub(crate) const fn when(self, when: When) -> Fill {
        Fill { when, ..self }
    }
}

impl Declared {
    /// An effect on the unit in `role`.
    pub(crate) const fn on(role: Role, when: &'static str, change: Kind) -> Declared {
        Declared {
            when,
            to: Whom::Role(role),
            change,
        }
    }

    /// Where a round landed off its target: nothing in the roster changes.
    pub(crate) const fn elsewhere(when: &'static str, change: Kind) -> Declared {
        Declared {
            when,
            to: Whom::Elsewhere,
            change,
        }
    }

    /// On the game's own state (initiative, order), or left to a player's choice.
    pub(crate) const fn game(when: &'static str, change: Kind) -> Declared {
        Declared {
            when,
            to: Whom::Game,
            change,
        }
    }
}

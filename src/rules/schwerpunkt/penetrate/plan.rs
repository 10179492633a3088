//! 3.5, 4.2: the options checked against `[penetrate]`, `[penetration]` and `[damage]` into a
//! [`Plan`], one step per thing the rules look up: the roll to hit, the weapon class and the
//! vehicle, the location, several hits, the damage table. The steps run in the order the
//! options are checked, so the first mistake named stays the same.

use crate::engine::distinct_values;
use crate::error::{Error, Result};
use crate::rules::common::{self, Mods};
use crate::rules::schwerpunkt::data::{self, Penetration, Schwerpunkt, Score, VEHICLE_STATES};
use crate::rules::schwerpunkt::{self as sp};
use crate::rules::Cx;

use super::{Aim, DamageTable, Facing, Penetrate, Plan, ToHit, Volley};

/// The most shots, SF dice or figures one command takes (penetration rolls are per hit).
const MAX_VOLLEY: i64 = 20;

impl Penetrate {
    pub(super) fn plan(&self, cx: &Cx) -> Result<Plan> {
        let s = sp::tables(cx.data)?;
        let t = &s.penetrate;
        let table = &s.penetration;
        // The vehicle and class typed are checked before what is missing is asked for: a bad
        // value is named first (`--vehicle Z` with no --class or --marksmanship yet).
        let vehicle = table
            .vehicles
            .iter()
            .find(|v| v.eq_ignore_ascii_case(self.vehicle.trim()))
            .ok_or_else(|| {
                Error::usage(format!(
                    "--vehicle {}: vehicle classes are {} (3.5)",
                    crate::error::printable(&self.vehicle),
                    table.vehicles.join(", ")
                ))
            })?
            .clone();
        let class = if self.assault {
            t.assault_class
        } else {
            let given = self.class.as_deref().ok_or_else(|| {
                Error::usage(format!(
                    "penetrate needs --class: the weapon's penetration class ({}) (3.5)",
                    class_list(table)
                ))
            })?;
            find_class(table, given)?
        };
        let row = table
            .classes
            .iter()
            .find(|r| r.class == class)
            .ok_or_else(|| Error::usage(format!("no weapon class {class} in [penetration]")))?;
        let to_hit = self.to_hit(s)?;
        let score = match row.scores.get(&vehicle) {
            Some(Score::Needs(n)) => Some(*n),
            _ => None,
        };
        let location = self.location(t);
        // Ruling (3.5): the location modifiers lower the score needed on the percentile dice.
        let need = score.unwrap_or(0) + location.total();
        let percentile = t.percentile.die().clone();
        let volley = self.volley(s)?;
        Ok(Plan {
            class,
            class_name: row.name.clone(),
            vehicle,
            to_hit,
            score,
            location,
            need,
            percentile,
            damage: damage_table(&s.damage),
            volley,
        })
    }

    /// The roll to hit (3.5): none for an assault (4.2) or SF dice (1.7, 3.0), which refuse
    /// the to-hit options; else marksmanship and the modifiers.
    fn to_hit(&self, s: &Schwerpunkt) -> Result<Option<ToHit>> {
        let t = &s.penetrate;
        let to_hit_die = t.to_hit.die().clone();
        if self.assault {
            let given: Vec<&str> = [
                (self.class.is_some(), "--class"),
                (self.marksmanship.is_some(), "--marksmanship"),
                (self.pinned, "--pinned"),
                (self.moved, "--moved"),
                (self.moving, "--moving"),
                (self.hull_down, "--hull-down"),
                (self.long_range, "--long-range"),
            ]
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, name)| *name)
            .collect();
            if !given.is_empty() {
                return Err(Error::usage(format!(
                    "--assault: infantry assaulting a vehicle count as weapon class {} and do not roll to hit, so {} do{} not apply (4.2)",
                    t.assault_class,
                    given.join(" and "),
                    if given.len() == 1 { "es" } else { "" }
                )));
            }
            return Ok(None);
        }
        if self.sf.is_some() {
            let given: Vec<&str> = [
                (self.marksmanship.is_some(), "--marksmanship"),
                (self.pinned, "--pinned"),
                (self.moved, "--moved"),
                (self.moving, "--moving"),
                (self.hull_down, "--hull-down"),
                (self.long_range, "--long-range"),
                (self.aim.is_some(), "--aim"),
            ]
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, name)| *name)
            .collect();
            if !given.is_empty() {
                return Err(Error::usage(format!(
                    "--sf: sustained fire uses its SF dice \"with no reference to marksmanship\", so {} do{} not apply (1.7, 3.0)",
                    given.join(" and "),
                    if given.len() == 1 { "es" } else { "" }
                )));
            }
            return Ok(None);
        }
        let m = self.marksmanship.ok_or_else(|| {
            Error::usage(
                "penetrate needs --marksmanship N to roll to hit (or --assault for infantry assaulting the vehicle, 4.2)",
            )
        })?;
        let marksmanship = common::rating("--marksmanship", m, &to_hit_die, "3.5")?;
        let h = &t.to_hit_mods;
        let f = &s.fire;
        let mut mods = Mods::default();
        // 3.0's firer modifiers apply to every shot (3.5 adds the target's). They are
        // modifiers to the roll in [fire], so each is the score needed less that number.
        // Ruling: 3.0's long range and 3.5's are one condition, counted once (3.5's).
        mods.add(self.pinned, "firer pinned", -f.pinned);
        mods.add(self.moved, "firer moved", -f.moved);
        mods.add(self.moving, "target moving", h.moving);
        mods.add(self.hull_down, "hull down", h.hull_down);
        mods.add(self.aim == Some(Aim::Tracks), "aiming for tracks", h.tracks);
        mods.add(
            self.aim == Some(Aim::TurretRing),
            "aiming for turret ring",
            h.turret_ring,
        );
        mods.add(self.long_range, "long range", h.long_range);
        // Ruling (3.5): the modifiers make a hit harder, so they add to the score needed.
        let need = marksmanship + mods.total();
        Ok(Some(ToHit {
            die: to_hit_die,
            marksmanship,
            mods,
            need,
        }))
    }

    /// The location modifiers (3.5): the facing, unless an aimed shot replaces it
    /// (`aim_replaces_facing`), and the aim.
    fn location(&self, t: &data::Penetrate) -> Mods {
        let l = &t.location;
        let mut location = Mods::default();
        let aimed = self.aim.is_some();
        if !(aimed && t.aim_replaces_facing) {
            let (name, value) = match self.facing {
                Facing::Front => ("front", l.front),
                Facing::Side => ("side", l.side),
                Facing::Rear => ("rear", l.rear),
                Facing::Belly => ("belly", l.belly),
            };
            location.add(true, name, value);
        }
        match self.aim {
            Some(Aim::Tracks) => location.add(true, "tracks", l.tracks),
            Some(Aim::TurretRing) => location.add(true, "turret ring", l.turret_ring),
            None => {}
        }
        location
    }

    /// `--shots`, `--sf` or `--figures`: several hits, or `None` for the single shot.
    fn volley(&self, s: &Schwerpunkt) -> Result<Option<Volley>> {
        Ok(if let Some(n) = self.shots {
            let n = common::count("--shots", n, 1, MAX_VOLLEY, "the number of shots")?;
            Some(Volley::Shots(n))
        } else if let Some(n) = self.sf {
            let n = common::count("--sf", n, 1, MAX_VOLLEY, "the number of SF dice")?;
            let die = s.fire.sf_die.die().clone();
            let values = distinct_values(&die);
            let jam = die
                .faces
                .iter()
                .find(|f| f.label.as_deref() == Some("JAM"))
                .and_then(|f| values.iter().position(|v| *v == f.value));
            Some(Volley::Sf {
                die,
                n,
                jam,
                seize: s.fire.seize_jams,
            })
        } else if let Some(n) = self.figures {
            let n = common::count("--figures", n, 1, MAX_VOLLEY, "the figures in contact")?;
            Some(Volley::Figures(n))
        } else {
            None
        })
    }
}

/// The damage table as the plan keeps it: its dice, its rows and what each does in a roster.
fn damage_table(d: &data::Damage) -> DamageTable {
    let rows = d
        .rows
        .iter()
        .map(|r| (r.roll.lo, r.roll.hi, r.name.clone(), r.result.clone()))
        .collect();
    let marks = d
        .rows
        .iter()
        .map(|r| {
            r.roster
                .iter()
                // Checked when the data loaded: every state is one of these.
                .filter_map(|m| VEHICLE_STATES.iter().copied().find(|k| k == m))
                .collect()
        })
        .collect();
    DamageTable {
        dice: d.dice.expr().clone(),
        text: d.dice.text().to_string(),
        rows,
        marks,
    }
}
/// "1 (rifle), 2 (HMG), 3, 4, ..., 10".
fn class_list(table: &Penetration) -> String {
    table
        .classes
        .iter()
        .map(|r| match &r.name {
            Some(n) => format!("{} ({n})", r.class),
            None => r.class.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `--class`: a class number or a class's name.
fn find_class(table: &Penetration, given: &str) -> Result<i64> {
    let g = given.trim();
    let found = table.classes.iter().find(|r| {
        g.parse::<i64>().is_ok_and(|n| n == r.class)
            || r.name.as_deref().is_some_and(|n| n.eq_ignore_ascii_case(g))
    });
    found.map(|r| r.class).ok_or_else(|| {
        Error::usage(format!(
            "--class {given}: weapon classes are {} (3.5)",
            class_list(table)
        ))
    })
}

//! 3.0 Firing: a d6 per shot against marksmanship (pinned, moved and long range −1 each);
//! sustained-fire weapons roll SF dice instead; template weapons roll once to land on target
//! and otherwise scatter.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::chance::{limits, tally};
use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw, distinct_values};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::common::{self, Mods};
use crate::rules::effects::{self as fx, Declared, Fill, Roles, When};
use crate::rules::schwerpunkt::scatter::{self, Deviation};
use crate::rules::schwerpunkt::{self as sp, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// The most shots one command resolves (a whole firing line, not a battle).
const MAX_SHOTS: i64 = 1000;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Fire {
    /// The firing unit's marksmanship: a shot hits on this or more on a d6
    #[arg(short, long, value_name = "N", allow_negative_numbers = true)]
    pub marksmanship: Option<i64>,

    /// Shots fired: one d6 each
    #[arg(
        short,
        long,
        value_name = "N",
        default_value_t = 1,
        allow_negative_numbers = true
    )]
    pub shots: i64,

    /// The firing unit is pinned (−1 to the roll)
    #[arg(long)]
    pub pinned: bool,

    /// The firing unit has moved (−1 to the roll)
    #[arg(long)]
    pub moved: bool,

    /// Firing at long range: half the weapon's range or more (−1 to the roll)
    #[arg(long)]
    pub long_range: bool,

    /// A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss
    #[arg(long, value_name = "N", allow_negative_numbers = true, conflicts_with_all = ["marksmanship", "template", "shots"])]
    pub sf: Option<i64>,

    /// A template weapon: one marksmanship roll lands it on target, a miss scatters it
    #[arg(long)]
    pub template: bool,
}

#[derive(Clone, Debug)]
pub(crate) enum Plan {
    Shots {
        die: Die,
        shots: u32,
        marksmanship: i64,
        mods: Mods,
        /// The score needed on the die after modifiers.
        need: i64,
    },
    Sustained {
        die: Die,
        dice: u32,
        seize: u32,
        /// Index of the JAM face value among the die's distinct values; `None` for a house
        /// SF die without one, which never seizes.
        jam: Option<usize>,
    },
    Template {
        die: Die,
        marksmanship: i64,
        mods: Mods,
        need: i64,
        scatter: Box<scatter::Plan>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    Shots {
        hits: u32,
    },
    Sustained {
        hits: i64,
        jams: u32,
        seized: bool,
    },
    Template {
        on_target: bool,
        scatter: Option<Deviation>,
    },
}

impl Procedure for Fire {
    const INFO: Info = Info {
        rules: ID,
        name: "fire",
        aliases: &["shoot"],
        section: "3.0",
        about: "Shooting: a d6 per shot against marksmanship, SF dice, or a template",
        after_help: "Each shot hits on a d6 roll of the unit's marksmanship or more. Pinned, \
moved and long range are each −1 to the roll. --sf N rolls N sustained-fire dice instead: the \
hits are their sum, a jam is a miss, and two or more jams seize the weapon for a turn. \
--template rolls once to land on target; a miss scatters (see `spw scatter`).\n\nExamples:\n  spw fire --marksmanship 4 --shots 5\n  spw fire -m 4 -s 3 --pinned --long-range\n  \
spw fire --sf 2\n  spw fire --template -m 3 --dice 2,arrow,4,5,9\n  spw --chances fire -m 4 --shots 1..6 --goal 'hits>=2' --at-least 80%",
        facts: Facts::new(
            Chances::Of(&[
                field("hits", Of::Number, "shots and --sf"),
                field("jammed", Of::YesNo, "--sf"),
                field("on_target", Of::YesNo, "--template"),
                field("bearing", Of::Number, "--template"),
                field("distance", Of::Number, "--template"),
            ]),
            Throws::Dice(
                "one d6 per shot in turn; with --sf, the SF dice in turn (a face as written, such \
                 as JAM); with --template, the to-hit d6, then after a miss the scatter dice as \
                 `spw scatter` takes them (the face, the two d6, the clock hour). A die whose \
                 answer is already certain is thrown all the same.",
            ),
        )
        .result(&[
            field("need", Of::Number, "the score each shot needs"),
            field("jams", Of::Number, "JAM faces rolled (--sf)"),
        ]),
    };
    type Plan = Plan;
    type Outcome = Outcome;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::Two {
            unit: "the unit firing",
            target: "the unit fired at",
        },
        // marksmanship first: a unit with both fires shots unless --sf is typed (3.0).
        fill: &[
            Fill::unit("marksmanship", "marksmanship"),
            Fill::unit("sf", "sf"),
            // 3.4: pinned troops may fire, −1 to marksmanship; sustained fire rolls no
            // marksmanship, so a pinned machine gun fires its SF dice as they are.
            Fill::unit("pinned", "pinned").when(When::Without("sf")),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[Declared::game(
            "hits: taken with save (3.3), pinning with pin (3.4)",
            fx::Kind::Choice,
        )],
        luck: fx::Luck::higher("hits", fx::Role::Unit),
    };

    fn effects(_plan: &Plan, o: &Outcome) -> Vec<fx::Effect> {
        let hits = match o {
            Outcome::Shots { hits } => i64::from(*hits),
            Outcome::Sustained { hits, .. } => *hits,
            Outcome::Template { .. } => 0,
        };
        if hits <= 0 {
            return Vec::new();
        }
        vec![fx::Effect::Choice(format!(
            "hits are casualties only when the saves fail: `save --target UNIT --hits {hits}` (3.3), then `pin` (3.4)"
        ))]
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &sp::tables(cx.data)?.fire;
        let die = t.die.die().clone();
        if let Some(n) = self.sf {
            if self.pinned || self.moved || self.long_range {
                return Err(Error::usage(
                    "--sf: sustained fire does not roll against marksmanship, so --pinned, --moved and --long-range do not apply (3.0)",
                ));
            }
            let dice = common::count("--sf", n, 1, MAX_SHOTS, "the number of SF dice")?;
            let sf = t.sf_die.die().clone();
            let values = distinct_values(&sf);
            // Refused here, naming --sf, rather than by the exact engine's outcome limit.
            if cx.chances && tally::outcomes(dice, values.len()) > limits::MAX_OUTCOMES {
                let most = tally::most_tallied(values.len(), dice);
                return Err(Error::limit(format!(
                    "--sf {n}: exact chances take at most {most} SF dice ({n} fall in more \
                     than {} ways across the SF die's {} values); without --chances up to \
                     {MAX_SHOTS} are rolled",
                    limits::group(limits::MAX_OUTCOMES),
                    values.len(),
                )));
            }
            let jam = sf
                .faces
                .iter()
                .find(|f| f.label.as_deref() == Some("JAM"))
                .and_then(|f| values.iter().position(|v| *v == f.value));
            return Ok(Plan::Sustained {
                die: sf,
                dice,
                seize: t.seize_jams,
                jam,
            });
        }
        let m = self.marksmanship.ok_or_else(|| {
            Error::usage("fire needs --marksmanship N (or --sf N for a sustained-fire weapon)")
        })?;
        let marksmanship = common::rating("--marksmanship", m, &die, "3.0")?;
        let mut mods = Mods::default();
        mods.add(self.pinned, "pinned", t.pinned);
        mods.add(self.moved, "moved", t.moved);
        mods.add(self.long_range, "long range", t.long_range);
        // 3.0: modifiers apply to the roll, so a −1 raises the score needed by one.
        let need = marksmanship - mods.total();
        if self.template {
            if self.shots != 1 {
                return Err(Error::usage(
                    "--template fires one template; leave out --shots (3.0)",
                ));
            }
            return Ok(Plan::Template {
                die,
                marksmanship,
                mods,
                need,
                scatter: Box::new(scatter::Plan::new(cx)?),
            });
        }
        let shots = common::count("--shots", self.shots, 1, MAX_SHOTS, "the number of shots")?;
        Ok(Plan::Shots {
            die,
            shots,
            marksmanship,
            mods,
            need,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<Outcome> {
        match plan {
            Plan::Shots {
                die, shots, need, ..
            } => {
                let hits = common::count_at_least(dice, *shots, die, *need, "shot")?;
                Ok(Outcome::Shots { hits })
            }
            Plan::Sustained {
                die,
                dice: n,
                seize,
                jam,
            } => {
                let tally = dice.tally(*n, die, "SF die")?;
                let values = distinct_values(die);
                let hits = values
                    .iter()
                    .zip(&tally)
                    .map(|(v, c)| v * i64::from(*c))
                    .sum();
                let jams = jam.and_then(|j| tally.get(j).copied()).unwrap_or(0);
                Ok(Outcome::Sustained {
                    hits,
                    jams,
                    seized: jams >= *seize,
                })
            }
            Plan::Template {
                die, need, scatter, ..
            } => {
                if common::test_at_least(dice, die, *need, "to hit")? {
                    return Ok(Outcome::Template {
                        on_target: true,
                        scatter: None,
                    });
                }
                let d = scatter.resolve(dice)?;
                Ok(Outcome::Template {
                    on_target: d.hit,
                    scatter: Some(d),
                })
            }
        }
    }

    fn quantities(_plan: &Plan, o: &Outcome) -> Quantities {
        match o {
            Outcome::Shots { hits } => vec![("hits".into(), (*hits).into())],
            Outcome::Sustained { hits, seized, .. } => {
                vec![
                    ("hits".into(), (*hits).into()),
                    ("jammed".into(), (*seized).into()),
                ]
            }
            Outcome::Template { on_target, scatter } => {
                let stay = Deviation {
                    hit: true,
                    hit_face: false,
                    distance: 0,
                    bearing: None,
                };
                let mut q = scatter::Plan::quantities(scatter.as_ref().unwrap_or(&stay));
                q[0].1 = (*on_target).into();
                q
            }
        }
    }

    fn tell(plan: &Plan, o: &Outcome, throws: &[Throw]) -> Told {
        let mut blocks = Vec::new();
        let mut result = serde_json::Map::new();
        let summary;
        match (plan, o) {
            (Plan::Shots { shots, need, .. }, Outcome::Shots { hits }) => {
                for t in throws {
                    blocks.push(throw_line(t, ""));
                }
                result.insert("need".into(), json!(need));
                let misses = shots - hits;
                summary = format!(
                    "{}, {}",
                    common::count_text(*hits, "hit", "hits"),
                    common::count_text(misses, "miss", "misses")
                );
            }
            (Plan::Sustained { .. }, Outcome::Sustained { hits, jams, seized }) => {
                for t in throws {
                    blocks.push(throw_line(t, ""));
                }
                result.insert("jams".into(), json!(jams));
                let mut s = common::count_text(*hits as u32, "hit", "hits");
                if *seized {
                    s.push_str(&format!(
                        "; {jams} jams: the weapon seizes and misses a turn of moving or firing"
                    ));
                    blocks.push(Block::Line(
                        Line::new().push("weapon seized (3.0)", Style::Bad),
                    ));
                } else if *jams > 0 {
                    s.push_str(&format!("; {}", common::count_text(*jams, "jam", "jams")));
                }
                summary = s;
            }
            (Plan::Template { need, .. }, Outcome::Template { scatter: dev, .. }) => {
                // The roll to hit (unless certain), then the scatter dice after a miss.
                for t in throws {
                    blocks.push(throw_line(t, ""));
                }
                summary = match dev {
                    None => "the template lands on target: everything under it is hit".to_string(),
                    Some(d) => format!("missed: {}", d.describe()),
                };
                result.insert("need".into(), json!(need));
            }
            _ => summary = String::new(),
        }
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(match plan {
            Plan::Shots {
                shots,
                marksmanship,
                mods,
                need,
                die,
            } => needs_line(
                &format!(
                    "{} at marksmanship {marksmanship}",
                    common::count_text(*shots, "shot", "shots")
                ),
                mods,
                *need,
                die,
            ),
            Plan::Sustained { dice, .. } => format!(
                "{}; hits are their sum, a jam is a miss",
                common::count_text(*dice, "sustained-fire die", "sustained-fire dice")
            ),
            Plan::Template {
                marksmanship,
                mods,
                need,
                die,
                ..
            } => needs_line(
                &format!("template weapon at marksmanship {marksmanship}"),
                mods,
                *need,
                die,
            ),
        })
    }
}

/// "5 shots at marksmanship 4, pinned −1: hit on 5+" (or "cannot hit").
fn needs_line(what: &str, mods: &Mods, need: i64, die: &Die) -> String {
    let m = if mods.0.is_empty() {
        String::new()
    } else {
        format!(", {}", mods.describe())
    };
    if need > die.max() {
        format!(
            "{what}{m}: would need {need} on a {}, so no shot can hit",
            die.name
        )
    } else {
        format!("{what}{m}: hit on {}+", need.max(die.min()))
    }
}

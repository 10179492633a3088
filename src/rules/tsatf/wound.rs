//! WOUNDS: in the morale phase a wounded man rolls a d6: the first attempt recovers on 1–2,
//! stays wounded on 3–4, dies on 5–6; later attempts recover only on 1.

use clap::Args;
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw};
use crate::error::Result;
use crate::rules::Cx;
use crate::rules::effects::{self as fx, Declared, Role, Roles};
use crate::rules::tsatf::{ID, tables};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Wound {
    /// The man's first attempt to recover (otherwise a later one)
    #[arg(long)]
    pub first: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    /// Recovers on this or less, stays wounded on this or less, else dies.
    limits: [i64; 2],
    first: bool,
}

impl Procedure for Wound {
    const INFO: Info = Info {
        rules: ID,
        name: "wound",
        aliases: &[],
        section: "WOUNDS",
        about: "Wound: a d6 to recover, stay wounded or die",
        after_help: "A wounded man rolls a d6 in the morale phase, whatever his quality. First \
attempt (--first): 1–2 recovers (marked as previously wounded: any future hit kills him), 3–4 \
stays wounded, 5–6 dies of his wound. Later attempts: 1 recovers, 2–4 stays wounded, 5–6 \
dies.\n\nExamples:\n  spw tsatf wound --first\n  spw tsatf \
wound\n  spw tsatf wound --first --dice 2",
        facts: Facts::new(
            Chances::Of(&[field("result", Of::Words(&["recovers", "wounded", "dies"]), "")]),
            Throws::Dice("the d6."),
        )
        .no_range("its only option is a switch")
        .result(&[field("roll", Of::Number, "the d6")]),
    };
    type Plan = Plan;
    type Outcome = (&'static str, i64);

    const PLAY: fx::Play = fx::Play {
        needs: &[fx::Need::new(
            &["wounded"],
            "has no wounded man",
            "wounded=N",
            "each wounded man tests in the morale phase (WOUNDS); a unit with none has no man to test",
        )],
        ..fx::Play::NONE
    };

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::One("the unit of the wounded man"),
        fill: &[],
        out_of_play: &[],
        barred: &[],
        effects: &[
            Declared::on(
                Role::Subject,
                "recovers: one wounded man back (WOUNDS)",
                fx::Kind::Lose("wounded"),
            ),
            Declared::on(
                Role::Subject,
                "recovers: one wounded man back (WOUNDS)",
                fx::Kind::Gain("figures"),
            ),
            Declared::on(Role::Subject, "dies (WOUNDS)", fx::Kind::Lose("wounded")),
            Declared::on(
                Role::Subject,
                "no man left standing or wounded",
                fx::Kind::Destroy,
            ),
        ],
        luck: fx::Luck::order("result", Role::Subject, &["dies", "wounded", "recovers"]),
    };

    fn effects(_plan: &Plan, o: &(&'static str, i64)) -> Vec<fx::Effect> {
        use fx::Change::{DestroyWhenNone, Gain, Lose};
        let on = |c| fx::Effect::Unit(Role::Subject, c);
        match o.0 {
            "recovers" => vec![on(Lose("wounded", 1)), on(Gain("figures", 1))],
            "dies" => vec![
                on(Lose("wounded", 1)),
                on(DestroyWhenNone(
                    crate::rules::tsatf::hits::FIGURES_AND_WOUNDED,
                )),
            ],
            _ => Vec::new(),
        }
    }

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let w = &tables(cx.data)?.wounds;
        Ok(Plan {
            limits: if self.first { w.first } else { w.later },
            first: self.first,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<(&'static str, i64)> {
        let r = dice.roll(&Die::standard(6), "wound")?;
        let result = if r <= plan.limits[0] {
            "recovers"
        } else if r <= plan.limits[1] {
            "wounded"
        } else {
            "dies"
        };
        Ok((result, r))
    }

    fn quantities(_plan: &Plan, o: &(&'static str, i64)) -> Quantities {
        vec![("result".into(), o.0.into())]
    }

    fn outcome_order(_plan: &Plan, _quantity: &str) -> Vec<String> {
        ["recovers", "wounded", "dies"].map(String::from).to_vec()
    }

    fn setting(plan: &Plan) -> Option<String> {
        Some(format!(
            "{} attempt: recovers on {}, stays wounded to {}, dies above",
            if plan.first { "first" } else { "a later" },
            if plan.limits[0] == 1 {
                "1".to_string()
            } else {
                format!("1–{}", plan.limits[0])
            },
            plan.limits[1]
        ))
    }

    fn tell(_plan: &Plan, o: &(&'static str, i64), throws: &[Throw]) -> Told {
        let summary = match o.0 {
            "recovers" => {
                "the man recovers and resumes his duties; mark him as previously \
wounded: any future hit kills him"
            }
            "wounded" => "the man remains wounded; he may test again in later morale phases",
            _ => "the man dies of his wound",
        }
        .to_string();
        Told {
            result: serde_json::Map::from_iter([("roll".to_string(), json!(o.1))]),
            summary,
            blocks: throws.iter().map(|t| throw_line(t, "")).collect(),
        }
    }
}

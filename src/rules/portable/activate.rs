//! Activation Dice and Appendix 1: one activation die for the Command Unit and one for every
//! three other Units, rounded up for a European army and down for a Native one. Each die shows
//! 0, 1, 1, 2, 2 or 3 activations; ordinary d6 may stand in, each halved (rounded down) before
//! the dice are added.

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use crate::dice::ast::Die;
use crate::engine::{Dice, Quantities, Throw, distinct_values};
use crate::error::{Error, Result};
use crate::report::{Block, Line, Style};
use crate::rules::Cx;
use crate::rules::common::{self, count_text, noun};
use crate::rules::effects::{self as fx, Fill, Role, Roles};
use crate::rules::portable::{self as pw, ID};
use crate::rules::{Info, Procedure, Told, throw_line};
use crate::rules::facts::{Chances, Facts, Of, Throws, field};

/// More Units than any Portable Wargame army fields (Equipment: an 8-hex side allows 12, and a
/// set of 8 activation dice serves), and few enough that `--d6 --chances` stays quick.
const MAX_UNITS: i64 = 60;

#[derive(Args, Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct Activate {
    /// The Units the army has now, the Command Unit included (unless --command-lost)
    #[arg(short, long, value_name = "N", allow_negative_numbers = true)]
    pub units: i64,

    /// European armies round the dice for their Units up, Native armies down
    #[arg(short, long, value_enum, default_value_t = Army::European)]
    pub army: Army,

    /// The army has lost its Command Unit (or never had one): no die for it
    #[arg(long)]
    pub command_lost: bool,

    /// Throw ordinary d6, each halved and rounded down before they are added (Appendix 1)
    #[arg(long)]
    pub d6: bool,
}

/// Activation Dice a and b.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Army {
    /// One die for every three Units, rounded up
    European,
    /// One die for every three Units, rounded down
    Native,
}

impl Army {
    fn word(self) -> &'static str {
        match self {
            Army::European => "European",
            Army::Native => "Native",
        }
    }
}

#[derive(Clone, Debug)]
pub(crate) struct Plan {
    army: Army,
    /// Units other than the Command Unit.
    others: i64,
    command_alive: bool,
    /// Dice for the Command Unit and for the others.
    for_command: i64,
    for_others: i64,
    per: i64,
    /// The die thrown, and the divisor of each score when it is an ordinary d6.
    die: Die,
    divisor: Option<i64>,
}

impl Plan {
    fn dice(&self) -> u32 {
        u32::try_from(self.for_command + self.for_others).unwrap_or(0)
    }

    /// Other Units that can be lost before a die goes, if any can.
    fn losses_before_fewer_dice(&self) -> Option<i64> {
        (1..=self.others).find(|j| dice_for(self.army, self.others - j, self.per) < self.for_others)
    }
}

/// Activation Dice a/b: one die for every `per` Units, rounded up (European) or down (Native).
fn dice_for(army: Army, units: i64, per: i64) -> i64 {
    match army {
        Army::European => (units + per - 1).div_euclid(per),
        Army::Native => units.div_euclid(per),
    }
}

impl Procedure for Activate {
    const INFO: Info = Info {
        rules: ID,
        name: "activate",
        aliases: &["activation"],
        section: "Activation Dice, Appendix 1",
        about: "Activation dice: how many Units the army may activate this turn",
        after_help: "An army throws one activation die for its Command Unit plus one for every \
three other Units, rounded up for a European army and down for a Native one: a European army of \
8 throws 4 dice, a Native army of 8 throws 3. Losing the Command Unit loses its die at once. \
Each activation die shows 0, 1, 1, 2, 2 or 3 (the dA die); their total is the number of Units \
the army may activate this turn. With --d6, ordinary d6 stand in: each score is halved and \
rounded down before the dice are added (Appendix 1).\n\nRuling: --units counts the Units the \
army has now; with --command-lost none of them is the Command Unit, so all count towards the \
dice (a European army of 8 that loses its Command Unit has 7 Units and throws 3 dice).\n\nExamples:\n  spw activate --units 8 --army european\n  spw activate \
--units 8 --army native --command-lost\n  spw activate --units 12 --d6\n  spw activate --units \
8 --dice 2,0,3,1\n  spw --chances activate --units 3..12/3 --army european --goal 'activations>=4'",
        facts: Facts::new(
            Chances::Of(&[field("activations", Of::Number, "")]),
            Throws::Dice(
                "the activation dice in order (dA faces 0–3; with --d6 the d6 scores 1–6).",
            ),
        )
        .result(&[
            field("dice", Of::Number, "how many activation dice the army throws"),
            field(
                "losses_before_fewer_dice",
                Of::Number,
                "how many more Units it may lose before it throws a die fewer",
            ),
        ]),
    };
    type Plan = Plan;
    type Outcome = i64;

    const ROSTER: fx::Roster = fx::Roster {
        roles: Roles::One("any Unit of the army activating"),
        // Activation Dice: the army's Units now, and whether it is European or Native.
        fill: &[
            Fill::sides("units", fx::Source::SideCount(Role::Subject)),
            Fill::subject("army", "army"),
            // Activation Dice: an army that has lost its Command Unit (or never had one) throws
            // no die for it.
            Fill::sides(
                "command-lost",
                fx::Source::SideLacks(Role::Subject, "command"),
            ),
        ],
        out_of_play: &[],
        barred: &[],
        effects: &[],
        luck: fx::Luck::higher("activations", Role::Subject),
    };

    fn prepare(&self, cx: &Cx) -> Result<Plan> {
        let t = &pw::tables(cx.data)?.activation;
        common::count("--units", self.units, 1, MAX_UNITS, "the Units in the army")?;
        let command_alive = !self.command_lost;
        let others = if command_alive {
            self.units - 1
        } else {
            self.units
        };
        let for_command = if command_alive { t.command } else { 0 };
        let for_others = dice_for(self.army, others, t.per);
        if for_command + for_others > MAX_UNITS {
            return Err(Error::usage(format!(
                "--units {}: the data gives {} activation dice; at most {MAX_UNITS} are thrown",
                self.units,
                for_command + for_others
            )));
        }
        let (die, divisor) = if self.d6 {
            (t.d6.die().clone(), Some(t.d6_divisor))
        } else {
            (t.die.die().clone(), None)
        };
        Ok(Plan {
            army: self.army,
            others,
            command_alive,
            for_command,
            for_others,
            per: t.per,
            die,
            divisor,
        })
    }

    fn resolve(plan: &Plan, dice: &mut dyn Dice) -> Result<i64> {
        let n = plan.dice();
        match plan.divisor {
            _ if n == 0 => Ok(0),
            None => dice.sum(n, &plan.die, "activation"),
            // Appendix 1: each d6 is halved on its own, then the halves are added: how many
            // dice show each score is all that matters.
            Some(div) => {
                let faces = distinct_values(&plan.die);
                let counts = dice.tally(n, &plan.die, "activation")?;
                Ok(faces
                    .iter()
                    .zip(counts)
                    .map(|(f, c)| f.div_euclid(div) * i64::from(c))
                    .sum())
            }
        }
    }

    fn quantities(_plan: &Plan, activations: &i64) -> Quantities {
        vec![("activations".into(), (*activations).into())]
    }

    fn tell(plan: &Plan, activations: &i64, throws: &[Throw]) -> Told {
        let n = plan.dice();
        let mut blocks = Vec::new();
        match plan.divisor {
            None => {
                for t in throws {
                    blocks.push(throw_line(t, &format!("= {activations}")));
                }
            }
            Some(div) => {
                let mut line = Line::new().push(
                    format!(
                        "activation ({n} × {}, each ÷ {div} rounded down): ",
                        plan.die.name
                    ),
                    Style::Dim,
                );
                for (i, d) in throws.iter().flat_map(|t| &t.dice).enumerate() {
                    if i > 0 {
                        line = line.text("  ");
                    }
                    line = line
                        .spans(crate::rules::common::words::dice_spans([d]))
                        .text(format!("→{}", d.value.div_euclid(div)));
                }
                blocks.push(Block::Line(line.text(format!(" = {activations}"))));
            }
        }
        let a = u32::try_from(*activations).unwrap_or(0);
        blocks.push(Block::Line(Line::new().push(
            if n == 0 {
                "no activation dice: no Unit may be activated this turn".to_string()
            } else if a == 0 {
                "0 activations: no Unit may be activated this turn".to_string()
            } else {
                format!(
                    "{}: activate up to {a} {} this turn",
                    count_text(a, "activation", "activations"),
                    noun(a, "Unit", "Units")
                )
            },
            if a > 0 { Style::Good } else { Style::Bad },
        )));
        blocks.push(Block::Line(Line::plain(next_loss(plan))));
        let summary = if n == 0 {
            "no activation dice, so no activations".to_string()
        } else {
            format!(
                "{} from {}",
                count_text(a, "activation", "activations"),
                count_text(n, "die", "dice")
            )
        };
        let mut result = serde_json::Map::new();
        result.insert("dice".into(), json!(n));
        result.insert(
            "losses_before_fewer_dice".into(),
            json!(plan.losses_before_fewer_dice()),
        );
        Told {
            result,
            summary,
            blocks,
        }
    }

    fn setting(plan: &Plan) -> Option<String> {
        let n = plan.dice();
        let round = match plan.army {
            Army::European => "up",
            Army::Native => "down",
        };
        let command = if plan.command_alive {
            format!(
                "{} for the Command Unit + ",
                count_text(u32::try_from(plan.for_command).unwrap_or(0), "die", "dice")
            )
        } else {
            "no Command Unit + ".to_string()
        };
        let die = match plan.divisor {
            None => format!("{} (0, 1, 1, 2, 2, 3)", plan.die.name),
            Some(div) => format!("{}, each ÷ {div} rounded down", plan.die.name),
        };
        Some(format!(
            "{} army: {command}{} for {} {} ({} ÷ {} rounded {round}) = {} of {die}",
            plan.army.word(),
            plan.for_others,
            plan.others,
            if plan.command_alive {
                "other Units"
            } else {
                "Units"
            },
            plan.others,
            plan.per,
            count_text(n, "activation die", "activation dice"),
        ))
    }
}

/// Activation Dice: what the next loss costs ("As a player's army loses Units, the number of
/// activation dice ... will decrease in line with these formulae").
fn next_loss(plan: &Plan) -> String {
    let n = plan.dice();
    let mut parts = Vec::new();
    if plan.command_alive && plan.for_command > 0 {
        parts.push(format!(
            "losing the Command Unit costs {} at once",
            count_text(u32::try_from(plan.for_command).unwrap_or(0), "die", "dice")
        ));
    }
    match plan.losses_before_fewer_dice() {
        Some(1) => parts.push(format!(
            "losing any other Unit costs a die ({n} → {})",
            n.saturating_sub(1)
        )),
        Some(j) => parts.push(format!(
            "{} other {} can be lost before a die goes ({n} → {} at the {})",
            j - 1,
            noun(u32::try_from(j - 1).unwrap_or(0), "Unit", "Units"),
            n.saturating_sub(1),
            ordinal(j)
        )),
        None => parts.push("no other loss can cost a die".to_string()),
    }
    format!("next loss: {}", parts.join("; "))
}

/// "2nd", "3rd", "11th".
fn ordinal(n: i64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_follow_the_rules_examples() {
        // Activation Dice a/b: eight Units, seven besides the Command Unit.
        assert_eq!(1 + dice_for(Army::European, 7, 3), 4);
        assert_eq!(1 + dice_for(Army::Native, 7, 3), 3);
        // "lose an activation dice every time the number of non-Command Units ... is reduced to
        // a number that is evenly divisible by three" (European).
        assert_eq!(dice_for(Army::European, 6, 3), 2);
        assert_eq!(dice_for(Army::European, 4, 3), 2);
        assert_eq!(dice_for(Army::European, 0, 3), 0);
    }

    #[test]
    fn the_next_loss_that_costs_a_die_is_counted() {
        let plan = |army, others| Plan {
            army,
            others,
            command_alive: true,
            for_command: 1,
            for_others: dice_for(army, others, 3),
            per: 3,
            die: Die::standard(6),
            divisor: None,
        };
        // European 7 others (3 dice): 6 is divisible by three, so the first loss costs a die.
        assert_eq!(plan(Army::European, 7).losses_before_fewer_dice(), Some(1));
        // European 6 others (2 dice): 5 and 4 still need 2 dice, 3 needs 1.
        assert_eq!(plan(Army::European, 6).losses_before_fewer_dice(), Some(3));
        // Native 7 others (2 dice): 6 still 2, 5 is 1.
        assert_eq!(plan(Army::Native, 7).losses_before_fewer_dice(), Some(2));
        assert_eq!(plan(Army::Native, 2).losses_before_fewer_dice(), None);
    }
}

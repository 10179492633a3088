//! A procedure's game: the units (at rest, in each state, in each role) and the lines played
//! against them, each with what it should do.

use serde_json::{Map, Value as Json, json};

use super::registry::{Model, Proc, with};
use super::{Typed, arr, norm, text};

/// A unit of the game's roster.
pub(super) struct Unit {
    pub(super) name: String,
    pub(super) side: usize,
    pub(super) fields: Map<String, Json>,
    /// The field it is without, where the line may need it (a unit without `marksmanship`
    /// firing shots): refused naming the field, if not run.
    pub(super) without: Option<String>,
}

impl Unit {
    pub(super) fn is(&self, state: &str) -> bool {
        self.fields.get(state) == Some(&Json::Bool(true))
    }

    /// Whether it has what a need of the procedure asks: any of its fields set, or one or more.
    fn has_any(&self, need: &Json) -> bool {
        arr(&need["fields"])
            .iter()
            .map(text)
            .any(|f| self.is(f) || self.fields.get(f).and_then(Json::as_i64).unwrap_or(0) > 0)
    }
}

/// A procedure's needs in every mode (a wounded man to test its wound); a need of one mode
/// (a shaken unit to rally) is the states' dimension's to test.
fn needs_always(p: &Proc) -> Vec<&Json> {
    arr(&p.v["play"]["needs"])
        .iter()
        .filter(|n| n["when"]["mode"] == "always")
        .collect()
}

/// What a line should do.
pub(super) enum Expect {
    /// Run, the roster filling its options as declared; or, for a unit without a field the
    /// line needs, be refused naming it (the words here).
    Runs(Option<String>),
    /// Be refused with exit 2, the message holding one of these.
    Refused(Vec<String>),
}

pub(super) struct Case {
    pub(super) line: String,
    pub(super) typed: Typed,
    pub(super) unit: Option<usize>,
    pub(super) target: Option<usize>,
    pub(super) expect: Expect,
    /// Played again after it runs: the acts it marks are checked.
    pub(super) repeat: bool,
}

/// One procedure's game: its roster and the lines played against it.
pub(super) struct Game<'a> {
    pub(super) p: &'a Proc,
    pub(super) units: Vec<Unit>,
    pub(super) cases: Vec<Case>,
}

impl Game<'_> {
    /// A line to play, and what it should do.
    fn push(
        &mut self,
        typed: Typed,
        unit: Option<usize>,
        target: Option<usize>,
        expect: Expect,
        repeat: bool,
    ) {
        self.cases.push(Case {
            line: self.words(&typed, unit, target),
            typed,
            unit,
            target,
            expect,
            repeat,
        });
    }

    /// The words of a line: the procedure, its options, the units named.
    fn words(&self, typed: &Typed, unit: Option<usize>, target: Option<usize>) -> String {
        let mut w = vec![self.p.name.clone()];
        for (id, v) in typed {
            let o = self.p.option(id).expect("an option of the procedure");
            w.push(match o["long"].as_str() {
                Some(l) => format!("--{l}"),
                None => format!("-{}", text(&o["short"])),
            });
            w.extend(
                v.iter()
                    .map(|v| shlex::try_quote(v).expect("quotable").into_owned()),
            );
        }
        if let Some(u) = unit {
            w.extend(["--unit".to_string(), self.units[u].name.clone()]);
        }
        if let Some(t) = target {
            w.extend(["--target".to_string(), self.units[t].name.clone()]);
        }
        w.join(" ")
    }

    /// The unit acting: `--unit`, or the one unit a procedure is about.
    pub(super) fn acting(&self, c: &Case) -> Option<&Unit> {
        c.unit.or(c.target).map(|i| &self.units[i])
    }

    /// What the line should do, before it runs: refused when a unit named is destroyed or a bar
    /// of the acting unit's state is in the line's mode.
    fn expect(&self, typed: &Typed, unit: Option<usize>, target: Option<usize>) -> Expect {
        let named = [unit, target].into_iter().flatten().map(|i| &self.units[i]);
        if named.clone().any(|x| x.is("destroyed")) {
            return Expect::Refused(vec!["a destroyed unit neither acts nor is acted on".into()]);
        }
        let acting = unit.or(target).map(|i| &self.units[i]);
        let whys: Vec<String> = arr(&self.p.v["roster"]["barred"])
            .iter()
            .filter(|b| acting.is_some_and(|x| x.is(text(&b["state"]))))
            .filter(|b| self.typed_mode(&b["when"], typed))
            .map(|b| text(&b["why"]).to_string())
            .collect();
        if !whys.is_empty() {
            return Expect::Refused(whys);
        }
        // What the unit acting must have or be in the line's mode (a shaken unit to rally).
        let lacks: Vec<String> = arr(&self.p.v["play"]["needs"])
            .iter()
            .filter(|n| self.typed_mode(&n["when"], typed))
            .filter(|n| unit.is_some_and(|i| !self.units[i].has_any(n)))
            .map(|n| text(&n["why"]).to_string())
            .collect();
        if !lacks.is_empty() {
            return Expect::Refused(lacks);
        }
        let without = named.filter_map(|x| x.without.as_ref()).next();
        Expect::Runs(without.map(|f| format!("has no field {f} in the roster")))
    }

    /// Whether the line's typed options (and the defaults of the rest) are in mode `when`.
    fn typed_mode(&self, when: &Json, typed: &Typed) -> bool {
        let o = text(&when["option"]);
        let given = typed.iter().find(|(id, _)| id == o);
        let value = match given {
            Some((_, Some(v))) => v.clone(),
            Some((_, None)) => "true".into(),
            None => self
                .p
                .option(o)
                .map(|x| norm(&x["default"]))
                .unwrap_or_default(),
        };
        let values: Vec<&str> = arr(&when["values"]).iter().map(text).collect();
        match text(&when["mode"]) {
            "is" => values.contains(&value.as_str()),
            "not" => !values.contains(&value.as_str()),
            "without" => given.is_none(),
            _ => true,
        }
    }

    /// The units of side `side` in play for this procedure.
    pub(super) fn in_play(&self, side: usize) -> impl Iterator<Item = &Unit> {
        let out: Vec<&str> = arr(&self.p.v["roster"]["out_of_play"])
            .iter()
            .map(text)
            .collect();
        self.units
            .iter()
            .filter(move |x| x.side == side && !x.is("destroyed") && !out.iter().any(|s| x.is(s)))
    }
}

/// A role's unit at rest: the model's, its fields made to fit the examples (an artillery
/// unit's type, a firer with the men its `--firers` need, a count it needs).
fn at_rest(model: &Model, p: &Proc, base: &Typed, role: &str) -> Map<String, Json> {
    let mut fields = model.at_rest();
    let all = arr(&p.v["examples"])
        .iter()
        .map(text)
        .collect::<Vec<_>>()
        .join(" ");
    let words = shlex::split(&all).unwrap_or_default();
    for f in p
        .fills()
        .iter()
        .filter(|f| f["source"] == "field" && reads(f, role))
    {
        let (long, field) = (format!("--{}", text(&f["option"])), text(&f["field"]));
        if let Some(i) = words.iter().position(|w| *w == long)
            && let Some(v) = words.get(i + 1).and_then(|v| model.fits(field, v))
        {
            fields.insert(field.into(), v);
        }
    }
    for w in arr(&p.v["play"]["within"]) {
        let field = text(&w["field"]);
        let n = base
            .iter()
            .find(|(id, _)| w["id"] == id.as_str())
            .and_then(|(_, v)| v.as_deref()?.parse::<i64>().ok());
        if let Some(n) = n
            && fields
                .get(field)
                .and_then(Json::as_i64)
                .is_some_and(|has| has < n)
        {
            fields.insert(field.into(), json!(n));
        }
    }
    for need in needs_always(p) {
        let field = text(&need["field"]);
        if fields.get(field).and_then(Json::as_i64).unwrap_or(0) < 1 {
            fields.insert(field.into(), json!(1));
        }
    }
    fields
}

/// Whether fill `f` reads the unit in `role` (`unit`: also the one unit a procedure is about).
fn reads(f: &Json, role: &str) -> bool {
    let r = text(&f["role"]);
    r == role || (r == "subject" && role == "unit")
}

/// The units a role's unit at rest stands for: itself, and itself without each field (not a
/// state: the states are the matrix's other dimension) whose option conflicts with another the
/// roster fills (a machine gun with `sf` and no `marksmanship` fires its SF dice), each with
/// the field it is without.
fn kinds(
    model: &Model,
    p: &Proc,
    role: &str,
    rest: &Map<String, Json>,
) -> Vec<(Option<String>, Map<String, Json>)> {
    let states = model.states();
    let mut out = vec![(None, rest.clone())];
    for f in p
        .fills()
        .iter()
        .filter(|f| f["source"] == "field" && reads(f, role))
    {
        let field = text(&f["field"]);
        if states.iter().any(|s| s == field) {
            continue;
        }
        let rival = p
            .fills()
            .iter()
            .any(|g| g["id"] != f["id"] && p.conflict(text(&g["id"]), text(&f["id"])));
        if rival
            && rest.contains_key(field)
            && !out.iter().any(|(w, _)| w.as_deref() == Some(field))
        {
            let mut fields = rest.clone();
            fields.remove(field);
            out.push((Some(field.to_string()), fields));
        }
    }
    out
}

/// The game of procedure `p`: for each role it takes, a unit at rest and one in each state of
/// the model (and each without a rival field, and each lacking a count it needs), and a line
/// for each unit in the role, the other role's unit at rest, in each mode; with what each line
/// should do.
pub(super) fn game<'a>(model: &Model, p: &'a Proc) -> Result<Game<'a>, String> {
    let roles: &[&str] = match p.takes() {
        "one" => &["unit"],
        "two" => &["unit", "target"],
        _ => return Err(String::new()),
    };
    let base = p.example(model).ok_or_else(|| {
        format!(
            "{} {}: no example line in its --help plays it with fresh dice: give it one",
            p.rules, p.name
        )
    })?;
    let mut states = vec![String::new()];
    states.extend(model.states());
    let needs = needs_always(p);
    let mut g = Game {
        p,
        units: Vec::new(),
        cases: Vec::new(),
    };
    // Each role's units: (index, the rule that refuses it for want of a count).
    let mut of_role: Vec<Vec<(usize, Option<String>)>> = Vec::new();
    for (side, role) in roles.iter().enumerate() {
        let rest = at_rest(model, p, &base, role);
        let mut mine = Vec::new();
        let mut add = |name: String, fields: Map<String, Json>, lacks: Option<String>, without| {
            mine.push((g.units.len(), lacks));
            g.units.push(Unit {
                name,
                side,
                fields,
                without,
            });
        };
        for (without, fields) in kinds(model, p, role, &rest) {
            let tag = without
                .as_ref()
                .map_or(String::new(), |f| format!("-no-{f}"));
            for state in &states {
                let mut fields = fields.clone();
                if !state.is_empty() {
                    fields.insert(state.clone(), json!(true));
                }
                let state = if state.is_empty() { "at-rest" } else { state };
                add(
                    format!("{}-{state}{tag}", &role[..1]),
                    fields,
                    None,
                    without.clone(),
                );
            }
        }
        for need in &needs {
            let field = text(&need["field"]);
            let mut fields = rest.clone();
            fields.insert(field.into(), json!(0));
            let why = text(&need["why"]).to_string();
            add(
                format!("{}-no-{field}", &role[..1]),
                fields,
                Some(why),
                None,
            );
        }
        of_role.push(mine);
    }
    let modes = p.modes(&base);
    let marks = !arr(&p.v["play"]["acts"]).is_empty();
    for (r, mine) in of_role.iter().enumerate() {
        for (i, lacks) in mine {
            for typed in &modes {
                let (unit, target) = match (roles.len(), r) {
                    (1, _) => (Some(*i), None),
                    (_, 0) => (Some(*i), Some(of_role[1][0].0)),
                    _ => (Some(of_role[0][0].0), Some(*i)),
                };
                let mut expect = g.expect(typed, unit, target);
                // The unit at rest plays it again where the procedure marks what it did.
                let repeat = marks && *i == 0 && matches!(expect, Expect::Runs(None));
                if let (0, Some(why), Expect::Runs(_)) = (r, lacks, &expect) {
                    expect = Expect::Refused(vec![why.clone()]);
                }
                g.push(typed.clone(), unit, target, expect, repeat);
            }
        }
    }
    let (first, other) = (of_role[0][0].0, of_role.get(1).map(|o| o[0].0));
    // One unit, named with --target: the same as with --unit.
    if roles.len() == 1 {
        g.push(base.clone(), None, Some(first), Expect::Runs(None), false);
    }
    // A count on the line over the unit's: refused.
    for w in arr(&p.v["play"]["within"]) {
        if let Some(has) = g.units[first]
            .fields
            .get(text(&w["field"]))
            .and_then(Json::as_i64)
        {
            let typed = with(p, &base, text(&w["id"]), Some((has + 1).to_string()));
            let expect = Expect::Refused(vec!["at most".into()]);
            g.push(typed, Some(first), other, expect, false);
        }
    }
    Ok(g)
}

//! `--goal EXPR` and `--at-least P`: a condition over a procedure's quantities (the names of
//! its JSON result), and the chance it must reach.
//!
//! A goal is parsed once, on its own (so a typing mistake is refused before anything is
//! worked out), then bound to the quantities a procedure reports: each name found, each
//! comparison checked against the kind of its quantity (a number, yes/no, or words) and each
//! word against the outcomes the quantity has. The bound test runs over one outcome's values,
//! so its chance is exact: the sum of the exact chances of the outcomes that meet it.
//!
//! ```text
//! goal   := or
//! or     := and ("or" and)*
//! and    := unary ("and" unary)*
//! unary  := "not" unary | "(" goal ")" | NAME [OP VALUE] | 'WORDS'
//! OP     := >= > <= < = == !=
//! VALUE  := a number, a word (DE, 1/2, attacker_wins) or 'quoted words' ("shot down")
//! ```
//!
//! A name alone is a yes/no quantity being yes (`passed`), or an outcome of exactly one
//! worded quantity (`attacker_wins` for `outcome=attacker_wins`).

use num_bigint::BigUint;

use crate::chance::Prob;
use crate::engine::Value;
use crate::error::{Error, Result};

/// The longest goal accepted: far beyond any condition a referee types.
const MAX_LEN: usize = 1000;
/// The deepest nesting of brackets and `not`.
const MAX_DEPTH: usize = 32;

/// A parsed `--goal`, not yet bound to any procedure's quantities.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Goal {
    /// As typed, trimmed: how it is shown.
    text: String,
    node: Node,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Node {
    Or(Box<Node>, Box<Node>),
    And(Box<Node>, Box<Node>),
    Not(Box<Node>),
    /// A name alone: a yes/no quantity, or an outcome word.
    Bare(String),
    Cmp(String, Op, String),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Ge,
    Gt,
    Le,
    Lt,
    Eq,
    Ne,
}

impl Op {
    fn text(self) -> &'static str {
        match self {
            Op::Ge => ">=",
            Op::Gt => ">",
            Op::Le => "<=",
            Op::Lt => "<",
            Op::Eq => "=",
            Op::Ne => "!=",
        }
    }

    fn holds(self, o: std::cmp::Ordering) -> bool {
        use std::cmp::Ordering::*;
        match self {
            Op::Ge => o != Less,
            Op::Gt => o == Greater,
            Op::Le => o != Greater,
            Op::Lt => o == Less,
            Op::Eq => o == Equal,
            Op::Ne => o != Equal,
        }
    }
}

/// What a quantity is, for binding: its comparisons and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Number,
    YesNo,
    /// Worded outcomes: those known, and whether they are all it can take (declared by the
    /// procedure, so a word not among them is a mistake, refused) or only those reached here
    /// (a word not among them is answered 0, and said).
    Words {
        words: Vec<String>,
        all: bool,
    },
}

impl Kind {
    /// The kind of a quantity from the outcomes it takes (numbers, yes/no, or words).
    pub fn of<'a>(values: impl IntoIterator<Item = &'a Value>) -> Kind {
        let mut words = Vec::new();
        let (mut ints, mut bools) = (0, 0);
        for v in values {
            match v {
                Value::Int(_) => ints += 1,
                Value::Bool(_) => bools += 1,
                Value::Text(t) => {
                    if !words.contains(t) {
                        words.push(t.clone());
                    }
                }
            }
        }
        match (ints, bools, words.is_empty()) {
            (_, 0, true) => Kind::Number,
            (0, _, true) => Kind::YesNo,
            _ => Kind::Words { words, all: false },
        }
    }

    /// Both kinds' outcomes (a quantity over several values of a range).
    pub fn merge(self, other: Kind) -> Kind {
        match (self, other) {
            (
                Kind::Words {
                    words: mut a,
                    all: x,
                },
                Kind::Words { words: b, all: y },
            ) => {
                for w in b {
                    if !a.contains(&w) {
                        a.push(w);
                    }
                }
                Kind::Words {
                    words: a,
                    all: x || y,
                }
            }
            (w @ Kind::Words { .. }, _) | (_, w @ Kind::Words { .. }) => w,
            (a, b) if a == b => a,
            // Numbers on one value and yes/no on another: compared as written.
            _ => Kind::Words {
                words: Vec::new(),
                all: false,
            },
        }
    }

    fn words(&self) -> &'static str {
        match self {
            Kind::Number => "a number",
            Kind::YesNo => "yes/no",
            Kind::Words { .. } => "words",
        }
    }
}

/// A goal bound to a procedure's quantities (by position in its list of names).
#[derive(Clone, Debug)]
pub struct Test(Bound);

#[derive(Clone, Debug)]
enum Bound {
    Or(Box<Bound>, Box<Bound>),
    And(Box<Bound>, Box<Bound>),
    Not(Box<Bound>),
    Yes(usize),
    Num(usize, Op, i64),
    Is(usize, bool, Value),
}

impl Test {
    /// Whether an outcome (its values in the order of the names bound to) meets the goal.
    pub fn met(&self, values: &[Value]) -> bool {
        met(&self.0, values)
    }
}

fn met(b: &Bound, v: &[Value]) -> bool {
    match b {
        Bound::Or(x, y) => met(x, v) || met(y, v),
        Bound::And(x, y) => met(x, v) && met(y, v),
        Bound::Not(x) => !met(x, v),
        Bound::Yes(i) => v.get(*i) == Some(&Value::Bool(true)),
        Bound::Num(i, op, n) => match v.get(*i) {
            Some(Value::Int(x)) => op.holds(x.cmp(n)),
            _ => false,
        },
        Bound::Is(i, equal, want) => v.get(*i).is_some_and(|x| (x == want) == *equal),
    }
}

impl Goal {
    /// Parses `--goal EXPR` (syntax only; [`Goal::bind`] checks the names).
    pub fn parse(s: &str) -> Result<Goal> {
        let text = s.trim();
        if text.is_empty() {
            return Err(Error::usage(
                "--goal is empty: write a condition over the procedure's quantities, like 'hits>=2', passed, 'casualties>=1 and not pinned'",
            ));
        }
        if text.len() > MAX_LEN {
            return Err(Error::usage(format!(
                "--goal: {} characters; a goal is at most {MAX_LEN}",
                text.len()
            )));
        }
        let tokens = lex(text)?;
        let mut p = Parser {
            text,
            tokens,
            at: 0,
            depth: 0,
        };
        let node = p.or()?;
        if let Some(t) = p.tokens.get(p.at) {
            return Err(p.bad(&format!("'{}' is not expected here", t.shown())));
        }
        Ok(Goal {
            text: text.to_string(),
            node,
        })
    }

    /// The goal as typed (trimmed).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Binds the goal to quantities `names` of the kinds given: an unknown name, a comparison
    /// the quantity cannot make or a word it can never take is refused, listing what it has.
    /// A word it is not known to take here (none of the outcomes reached, and not declared)
    /// is answered as it is, and said in the notes given back.
    pub fn bind(&self, names: &[(String, Kind)]) -> Result<(Test, Vec<String>)> {
        let mut notes = Some(Vec::new());
        let b = bind(&self.node, &self.text, names, &mut notes)?;
        Ok((Test(b), notes.unwrap_or_default()))
    }

    /// [`Goal::bind`] with no word checked (one value of a range, whose others may take it:
    /// the whole range is then checked with [`Goal::bind`]).
    pub fn bind_loosely(&self, names: &[(String, Kind)]) -> Result<Test> {
        bind(&self.node, &self.text, names, &mut None).map(Test)
    }

    /// The quantities the goal reads, by name (an outcome word alone reads its quantity:
    /// `destroyed` reads `effect`); none when it does not bind to `names`.
    pub fn reads(&self, names: &[(String, Kind)]) -> Vec<String> {
        fn walk(b: &Bound, out: &mut Vec<usize>) {
            match b {
                Bound::Or(x, y) | Bound::And(x, y) => {
                    walk(x, out);
                    walk(y, out);
                }
                Bound::Not(x) => walk(x, out),
                Bound::Yes(i) | Bound::Num(i, _, _) | Bound::Is(i, _, _) => out.push(*i),
            }
        }
        let mut read = Vec::new();
        if let Ok(b) = bind(&self.node, &self.text, names, &mut None) {
            walk(&b, &mut read);
        }
        read.sort_unstable();
        read.dedup();
        read.into_iter().map(|i| names[i].0.clone()).collect()
    }

    /// Whether the goal is one condition or an `and` of them, so `X and GOAL` needs no
    /// brackets around it.
    pub fn is_conjunction(&self) -> bool {
        !matches!(self.node, Node::Or(..))
    }
}

/// `notes`: `None` to check no word; else where words not known here are said.
fn bind(
    n: &Node,
    text: &str,
    names: &[(String, Kind)],
    notes: &mut Option<Vec<String>>,
) -> Result<Bound> {
    Ok(match n {
        Node::Or(a, b) => Bound::Or(
            Box::new(bind(a, text, names, notes)?),
            Box::new(bind(b, text, names, notes)?),
        ),
        Node::And(a, b) => Bound::And(
            Box::new(bind(a, text, names, notes)?),
            Box::new(bind(b, text, names, notes)?),
        ),
        Node::Not(a) => Bound::Not(Box::new(bind(a, text, names, notes)?)),
        Node::Bare(name) => bind_bare(name, text, names)?,
        Node::Cmp(name, op, value) => bind_cmp(name, *op, value, text, names, notes)?,
    })
}

/// The goal's error: `--goal TEXT: why`.
fn refused(text: &str, why: String) -> Error {
    Error::usage(format!("--goal {text}: {why}"))
}

/// The quantities as a goal's error lists them: `hits (a number), pinned (yes/no)`.
fn listing(names: &[(String, Kind)]) -> String {
    let each: Vec<String> = names
        .iter()
        .map(|(n, k)| format!("{n} ({})", k.words()))
        .collect();
    match each.len() {
        0 => "none".to_string(),
        _ => each.join(", "),
    }
}

/// A name alone: a yes/no quantity, or an outcome word of one worded quantity.
fn bind_bare(name: &String, text: &str, names: &[(String, Kind)]) -> Result<Bound> {
    let bad = |why: String| refused(text, why);
    let find = |name: &str| names.iter().position(|(n, _)| n == name);
    let listing = || listing(names);
    Ok({
        if let Some(i) = find(name) {
            return match &names[i].1 {
                Kind::YesNo => Ok(Bound::Yes(i)),
                Kind::Number => Err(bad(format!(
                    "{name} is a number: compare it ({name}>=1, {name}=0)"
                ))),
                Kind::Words { words, .. } => Err(bad(format!(
                    "{name} is words: compare it ({name}={})",
                    quoted(words.first().map_or("WORD", String::as_str))
                ))),
            };
        }
        // An outcome word of one worded quantity stands for `quantity=word`.
        let owners: Vec<usize> = (0..names.len())
            .filter(|&i| matches!(&names[i].1, Kind::Words { words, .. } if words.contains(name)))
            .collect();
        match owners[..] {
            [i] => Bound::Is(i, true, Value::Text(name.clone())),
            [] => {
                return Err(bad(format!(
                    "no quantity or outcome '{name}' here; the quantities are {}",
                    listing()
                )));
            }
            _ => {
                let which: Vec<&str> = owners.iter().map(|&i| names[i].0.as_str()).collect();
                return Err(bad(format!(
                    "'{name}' is an outcome of {}: write which ({}={})",
                    which.join(" and "),
                    which[0],
                    quoted(name)
                )));
            }
        }
    })
}

/// `name OP value`, checked against the quantity's kind.
fn bind_cmp(
    name: &String,
    op: Op,
    value: &String,
    text: &str,
    names: &[(String, Kind)],
    notes: &mut Option<Vec<String>>,
) -> Result<Bound> {
    let bad = |why: String| refused(text, why);
    let find = |name: &str| names.iter().position(|(n, _)| n == name);
    let listing = || listing(names);
    Ok({
        let Some(i) = find(name) else {
            return Err(bad(format!(
                "no quantity '{name}' here; the quantities are {}",
                listing()
            )));
        };
        let ordered = !matches!(op, Op::Eq | Op::Ne);
        match &names[i].1 {
            Kind::Number => {
                let n = value.parse::<i64>().map_err(|e| {
                    use std::num::IntErrorKind::{NegOverflow, PosOverflow};
                    bad(match e.kind() {
                        // A whole number, but past any count a procedure gives.
                        PosOverflow | NegOverflow => format!(
                            "{value} is too large a number to compare {name} with (at most {} either way)",
                            i64::MAX
                        ),
                        _ => format!(
                            "{name} is a number; compare it with a whole number, not '{value}'"
                        ),
                    })
                })?;
                Bound::Num(i, op, n)
            }
            Kind::YesNo => {
                let b = match value.to_ascii_lowercase().as_str() {
                    "yes" | "true" => true,
                    "no" | "false" => false,
                    _ => {
                        return Err(bad(format!(
                            "{name} is yes/no; write {name}, not {name}, {name}=yes or {name}=no (not '{value}')"
                        )));
                    }
                };
                if ordered {
                    return Err(bad(format!(
                        "{name} is yes/no: = or != only (or {name}, not {name})"
                    )));
                }
                Bound::Is(i, op == Op::Eq, Value::Bool(b))
            }
            Kind::Words { words, all } => {
                if ordered {
                    return Err(bad(format!(
                        "{name} is words, compared with = or != only, not {}",
                        op.text()
                    )));
                }
                if let Some(notes) = notes.as_mut().filter(|_| !words.contains(value)) {
                    let each: Vec<String> = words.iter().map(|w| quoted(w)).collect();
                    let why = format!(
                        "{name} is never {} here; it is {}",
                        quoted(value),
                        or_list(&each)
                    );
                    if *all {
                        return Err(bad(why));
                    }
                    notes.push(why);
                }
                Bound::Is(i, op == Op::Eq, Value::Text(value.clone()))
            }
        }
    })
}

/// A word as it is written in a goal: quoted when it is more than one word.
fn quoted(w: &str) -> String {
    if w.chars().all(word_char) && !w.is_empty() {
        w.to_string()
    } else {
        format!("'{w}'")
    }
}

fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Word(String),
    /// A quoted word: never a keyword or a name.
    Quoted(String),
    Op(Op),
    Open,
    Close,
}

impl Token {
    fn shown(&self) -> String {
        match self {
            Token::Word(w) => w.clone(),
            Token::Quoted(w) => format!("'{w}'"),
            Token::Op(o) => o.text().to_string(),
            Token::Open => "(".into(),
            Token::Close => ")".into(),
        }
    }

    fn keyword(&self, k: &str) -> bool {
        matches!(self, Token::Word(w) if w.eq_ignore_ascii_case(k))
    }
}

/// Characters of an unquoted word: names, numbers and results such as `1/2`, `3:1`, `-1`.
fn word_char(c: char) -> bool {
    !(c.is_whitespace() || "()<>=!'\"".contains(c))
}

fn lex(text: &str) -> Result<Vec<Token>> {
    let bad = |why: &str| Error::usage(format!("--goal {text}: {why}"));
    let mut out = Vec::new();
    let mut it = text.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        let next = it.peek().map(|&(_, c)| c);
        match c {
            c if c.is_whitespace() => {}
            '(' => out.push(Token::Open),
            ')' => out.push(Token::Close),
            '>' | '<' | '!' | '=' => {
                let op = match (c, next) {
                    ('>', Some('=')) => Op::Ge,
                    ('<', Some('=')) => Op::Le,
                    ('!', Some('=')) => Op::Ne,
                    ('=', Some('=')) => Op::Eq,
                    ('>', _) => Op::Gt,
                    ('<', _) => Op::Lt,
                    ('=', _) => Op::Eq,
                    _ => return Err(bad("'!' is only for != (write not for not)")),
                };
                if next == Some('=') {
                    it.next();
                }
                out.push(Token::Op(op));
            }
            '\'' | '"' => {
                let rest = &text[i + 1..];
                let end = rest
                    .find(c)
                    .ok_or_else(|| bad(&format!("a {c} is not closed")))?;
                out.push(Token::Quoted(rest[..end].to_string()));
                // Skip the quoted text and the closing quote.
                while it.peek().is_some_and(|&(j, _)| j <= i + 1 + end) {
                    it.next();
                }
            }
            _ => {
                let mut w = String::from(c);
                while let Some(&(_, d)) = it.peek() {
                    if !word_char(d) {
                        break;
                    }
                    w.push(d);
                    it.next();
                }
                out.push(Token::Word(w));
            }
        }
    }
    Ok(out)
}

struct Parser<'a> {
    text: &'a str,
    tokens: Vec<Token>,
    at: usize,
    depth: usize,
}

impl Parser<'_> {
    fn bad(&self, why: &str) -> Error {
        Error::usage(format!(
            "--goal {}: {why}; write a condition over the procedure's quantities: 'hits>=2', passed, 'casualties>=1 and not pinned', outcome=attacker_wins",
            self.text
        ))
    }

    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn or(&mut self) -> Result<Node> {
        let mut left = self.and()?;
        while self.peek().is_some_and(|t| t.keyword("or")) {
            self.at += 1;
            let right = self.and()?;
            left = Node::Or(Box::new(left), Box::new(right));
        }
        Ok(left)
    }

    fn and(&mut self) -> Result<Node> {
        let mut left = self.unary()?;
        while self.peek().is_some_and(|t| t.keyword("and")) {
            self.at += 1;
            let right = self.unary()?;
            left = Node::And(Box::new(left), Box::new(right));
        }
        Ok(left)
    }

    fn unary(&mut self) -> Result<Node> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.bad(&format!("nested more than {MAX_DEPTH} deep")));
        }
        let node = self.atom();
        self.depth -= 1;
        node
    }

    fn atom(&mut self) -> Result<Node> {
        let Some(t) = self.peek().cloned() else {
            return Err(self.bad("it ends where a condition should follow"));
        };
        self.at += 1;
        match t {
            Token::Word(w) if w.eq_ignore_ascii_case("not") => {
                Ok(Node::Not(Box::new(self.unary()?)))
            }
            Token::Word(w) if w.eq_ignore_ascii_case("and") || w.eq_ignore_ascii_case("or") => {
                Err(self.bad(&format!("'{w}' needs a condition before it")))
            }
            Token::Open => {
                let inner = self.or()?;
                if self.peek() != Some(&Token::Close) {
                    return Err(self.bad("a ( is not closed"));
                }
                self.at += 1;
                Ok(inner)
            }
            Token::Close => Err(self.bad("a ) closes nothing")),
            Token::Op(o) => {
                Err(self.bad(&format!("{} needs a quantity's name before it", o.text())))
            }
            Token::Quoted(w) => Ok(Node::Bare(w)),
            Token::Word(name) => {
                let Some(Token::Op(op)) = self.peek().cloned() else {
                    return Ok(Node::Bare(name));
                };
                self.at += 1;
                let value = match self.peek().cloned() {
                    Some(Token::Word(v))
                        if !["and", "or", "not"]
                            .iter()
                            .any(|k| v.eq_ignore_ascii_case(k)) =>
                    {
                        v
                    }
                    Some(Token::Quoted(v)) => v,
                    _ => {
                        return Err(self.bad(&format!(
                            "{name}{} needs a value after it (a number or a word)",
                            op.text()
                        )));
                    }
                };
                self.at += 1;
                Ok(Node::Cmp(name, op, value))
            }
        }
    }
}

/// `--at-least P`: a chance a goal must reach, exactly (`62.5%` is 625/1000).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AtLeast {
    num: u64,
    den: u64,
    /// As typed.
    text: String,
}

impl AtLeast {
    /// `50%`, `50`, `62.5%`: a percent from 0 to 100 (up to six decimals).
    pub fn parse(s: &str) -> Result<AtLeast> {
        let say = |why: &str| {
            Error::usage(format!(
                "--at-least {}: {why}",
                crate::error::printable(s.trim())
            ))
        };
        let t = s.trim();
        let t = t.strip_suffix('%').unwrap_or(t).trim();
        let (w, f) = t.split_once('.').unwrap_or((t, ""));
        if w.is_empty() || !w.bytes().chain(f.bytes()).all(|b| b.is_ascii_digit()) {
            return Err(say(
                "not a percent; give one from 0 to 100, like 50% or 62.5%",
            ));
        }
        if f.len() > 6 {
            return Err(say(&format!(
                "{} decimals; a percent has at most 6 (62.5%, 33.333333%)",
                f.len()
            )));
        }
        let over = || say("over 100%; give a percent from 0 to 100, like 50% or 62.5%");
        let whole: u64 = w.trim_start_matches('0').parse().or_else(|_| {
            if w.bytes().all(|b| b == b'0') {
                Ok(0)
            } else {
                Err(over())
            }
        })?;
        if whole > 100 {
            return Err(over());
        }
        let scale = 10_u64.pow(f.len() as u32);
        let part: u64 = if f.is_empty() {
            0
        } else {
            f.parse().map_err(|_| over())?
        };
        let (num, den) = (whole * scale + part, 100 * scale);
        if num > den {
            return Err(over());
        }
        Ok(AtLeast {
            num,
            den,
            text: s.trim().to_string(),
        })
    }

    /// As typed.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether `p` reaches it, exactly: p ≥ num/den ⇔ p.numer × den ≥ num × p.denom.
    pub fn reached_by(&self, p: &Prob) -> bool {
        p.numer() * BigUint::from(self.den) >= BigUint::from(self.num) * p.denom()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<(String, Kind)> {
        vec![
            ("hits".into(), Kind::Number),
            ("pinned".into(), Kind::YesNo),
            (
                "outcome".into(),
                Kind::Words {
                    words: vec!["attacker_wins".into(), "draw".into()],
                    all: true,
                },
            ),
            (
                "plane".into(),
                Kind::Words {
                    words: vec!["shot down".into()],
                    all: false,
                },
            ),
        ]
    }

    fn met(goal: &str, values: &[Value]) -> bool {
        Goal::parse(goal)
            .unwrap()
            .bind(&names())
            .unwrap_or_else(|e| panic!("{goal}: {e}"))
            .0
            .met(values)
    }

    fn v(h: i64, p: bool, o: &str) -> Vec<Value> {
        vec![h.into(), p.into(), o.into(), "shot down".into()]
    }

    #[test]
    fn comparisons_and_words_and_yes_no() {
        let a = v(2, false, "draw");
        assert!(met("hits>=2", &a));
        assert!(!met("hits>2", &a));
        assert!(met("hits = 2", &a));
        assert!(met("hits==2", &a));
        assert!(met("hits!=3", &a));
        assert!(met("hits<3 and hits<=2", &a));
        assert!(met("not pinned", &a));
        assert!(met("pinned=no", &a));
        assert!(met("pinned != true", &a));
        assert!(met("outcome=draw", &a));
        assert!(met("draw", &a));
        assert!(!met("attacker_wins", &a));
        assert!(met("plane='shot down'", &a));
        assert!(met("\"shot down\"", &a));
    }

    #[test]
    fn and_binds_tighter_than_or_and_brackets_group() {
        let a = v(0, true, "draw");
        // hits>=1 and pinned or draw = (false and true) or true.
        assert!(met("hits>=1 and pinned or draw", &a));
        assert!(!met("hits>=1 and (pinned or draw)", &a));
        assert!(met("NOT (hits>=1) AND pinned", &a));
        assert!(met("not not pinned", &a));
    }

    #[test]
    fn syntax_errors_name_the_goal() {
        for (goal, want) in [
            ("", "empty"),
            ("hits>=", "needs a value"),
            (">=2", "needs a quantity"),
            ("(hits>=2", "not closed"),
            ("hits>=2)", "not expected"),
            ("hits>=2 and", "ends where"),
            ("and pinned", "needs a condition before"),
            ("hits ! 2", "'!'"),
            ("plane='shot down", "not closed"),
            ("hits>=2 pinned", "not expected"),
        ] {
            let e = Goal::parse(goal).unwrap_err().to_string();
            assert!(e.starts_with("--goal"), "{goal}: {e}");
            assert!(e.contains(want), "{goal}: {e}");
        }
        let deep = format!("{}pinned", "not ".repeat(40));
        assert!(
            Goal::parse(&deep)
                .unwrap_err()
                .to_string()
                .contains("nested")
        );
    }

    #[test]
    fn binding_names_what_the_procedure_has() {
        let bind = |g: &str| {
            Goal::parse(g)
                .unwrap()
                .bind(&names())
                .unwrap_err()
                .to_string()
        };
        let e = bind("hts>=2");
        assert!(
            e.contains("no quantity 'hts'") && e.contains("hits (a number)"),
            "{e}"
        );
        assert!(bind("hits").contains("hits is a number"));
        assert!(bind("hits>=x").contains("whole number"));
        assert!(bind("pinned>=1").contains("yes/no"));
        assert!(bind("outcome>draw").contains("= or != only"));
        let e = bind("outcome=atacker_wins");
        assert!(
            e.contains("never atacker_wins") && e.contains("attacker_wins or draw"),
            "{e}"
        );
        assert!(bind("charge").contains("no quantity or outcome 'charge'"));
        // A word not reached here, of a quantity whose words are not all known: answered
        // (never met), and said.
        let (test, notes) = Goal::parse("plane='driven off'")
            .unwrap()
            .bind(&names())
            .unwrap();
        assert!(!test.met(&v(0, false, "draw")));
        assert_eq!(
            notes,
            ["plane is never 'driven off' here; it is 'shot down'"]
        );
    }

    #[test]
    fn at_least_is_exact() {
        let third = Prob::from_ratio(1, 3);
        assert!(AtLeast::parse("33.3333%").unwrap().reached_by(&third));
        assert!(!AtLeast::parse("33.333334").unwrap().reached_by(&third));
        assert!(AtLeast::parse("0").unwrap().reached_by(&Prob::zero()));
        assert!(AtLeast::parse("100%").unwrap().reached_by(&Prob::one()));
        for bad in ["101%", "x", "", "-5", "50.1234567", "1e2", "50%%", "%"] {
            assert!(AtLeast::parse(bad).is_err(), "{bad}");
        }
        // Each refusal says what is wrong.
        let why = |s: &str| AtLeast::parse(s).unwrap_err().to_string();
        assert_eq!(
            why("50%%"),
            "--at-least 50%%: not a percent; give one from 0 to 100, like 50% or 62.5%"
        );
        assert_eq!(
            why("abc"),
            "--at-least abc: not a percent; give one from 0 to 100, like 50% or 62.5%"
        );
        assert!(
            why("81.2500000000000000001%")
                .ends_with(": 19 decimals; a percent has at most 6 (62.5%, 33.333333%)")
        );
        assert!(why("100.000001").contains("over 100%"));
        assert!(why("99999999999999999999999").contains("over 100%"));
        assert!(AtLeast::parse("050%").is_ok() && AtLeast::parse("000").is_ok());
    }

    #[test]
    fn kinds_come_from_the_outcomes() {
        let ints = [Value::Int(0), Value::Int(3)];
        assert_eq!(Kind::of(&ints), Kind::Number);
        assert_eq!(Kind::of(&[Value::Bool(true)]), Kind::YesNo);
        let words = |w: &[&str], all| Kind::Words {
            words: w.iter().map(|s| s.to_string()).collect(),
            all,
        };
        assert_eq!(
            Kind::of(&[Value::from("a"), Value::from("b")]).merge(words(&["c"], true)),
            words(&["a", "b", "c"], true)
        );
    }
}

//! Single cold runs of heavy requests, for tuning the work estimates in `crates/engine/src/chance/limits.rs`
//! against the clock (figures in bench/README.md). Not a divan benchmark: the question is how
//! long one request a user might type takes, cold, next to what its estimate admits.
//!
//! `cargo bench --bench calibrate` runs every group; `-- exact`, `-- explorer` or `-- parse` one.

use std::time::{Duration, Instant};

use spw::chance::{explore, of_expr};
use spw::dice::ast::{Cmp, DiceTerm, Die, Expr, Face, Op, PerDie, Test};
use spw::dice::parse::{MAX_MODIFIERS, parse};
use spw::engine::{Dice, Value};

fn main() {
    // cargo passes `--bench`; any other word picks a group.
    let wanted: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let run = |group: &str| wanted.is_empty() || wanted.iter().any(|w| w == group);
    if run("exact") {
        exact();
    }
    if run("explorer") {
        explorer();
    }
    if run("parse") {
        parsing();
    }
}

fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let t = Instant::now();
    let r = f();
    (r, t.elapsed())
}

fn term(n: u32, die: Die, per_die: Vec<PerDie>, sel: (u32, u32), count: Option<Test>) -> DiceTerm {
    DiceTerm::built(n, die, per_die, sel, count)
}

fn dice(n: u32, sides: i64) -> Expr {
    Expr::Dice(term(n, Die::standard(sides), Vec::new(), (0, 0), None))
}

/// `NdS kh K` (keep highest K).
fn keep_high(n: u32, sides: i64, k: u32) -> Expr {
    Expr::Dice(term(
        n,
        Die::standard(sides),
        Vec::new(),
        (n.saturating_sub(k), 0),
        None,
    ))
}

fn ge(t: i64) -> Test {
    Test::new(Cmp::Ge, t)
}

fn custom(faces: &[i64]) -> Die {
    let name = format!(
        "d{{{}}}",
        faces
            .iter()
            .map(|f| f.to_string())
            .collect::<Vec<_>>()
            .join(",")
    );
    Die {
        name: name.into(),
        faces: faces.iter().map(|&v| Face::plain(v)).collect(),
    }
}

/// Heavy dice expressions through `of_expr`: the time, and the outcome count or the refusal.
fn exact() {
    let cases: Vec<(Expr, &str)> = vec![
        (dice(100, 6), "100d6"),
        (dice(1000, 6), "1000d6"),
        (dice(30, 20), "30d20"),
        (keep_high(10, 6, 3), "10d6kh3"),
        (keep_high(10, 10, 5), "10d10kh5"),
        (keep_high(200, 6, 100), "200d6kh100"),
        (keep_high(400, 6, 200), "400d6kh200"),
        (keep_high(100, 20, 50), "100d20kh50"),
        (keep_high(10000, 6, 3), "10000d6kh3"),
        (
            Expr::Dice(term(
                15,
                Die::standard(4),
                vec![PerDie::Explode(ge(4))],
                (5, 2),
                None,
            )),
            "15d4e4dl5dh2",
        ),
        (
            Expr::Dice(term(40, Die::standard(6), vec![], (10, 10), None)),
            "40d6dl10dh10",
        ),
        (
            Expr::Dice(term(100, Die::standard(6), vec![], (20, 20), None)),
            "100d6dl20dh20",
        ),
        (
            Expr::Dice(term(
                100,
                Die::standard(6),
                vec![PerDie::Explode(ge(6))],
                (0, 0),
                None,
            )),
            "100d6e6",
        ),
        (
            Expr::Dice(term(
                30,
                Die::standard(6),
                vec![PerDie::Explode(ge(6))],
                (0, 0),
                None,
            )),
            "30d6e6",
        ),
        (
            Expr::Dice(term(
                30,
                Die::standard(6),
                vec![PerDie::Explode(ge(6))],
                (10, 0),
                None,
            )),
            "30d6e6dl10",
        ),
        (
            Expr::Dice(term(60, Die::standard(6), vec![], (0, 0), Some(ge(5)))),
            "60d6>=5",
        ),
        (dice(3000, 6), "3000d6"),
        (dice(10000, 2), "10000d2"),
        (
            Expr::Dice(term(10000, Die::standard(6), vec![], (0, 0), Some(ge(5)))),
            "10000d6>=5",
        ),
        (
            Expr::Dice(term(400, Die::standard(6), vec![], (200, 0), Some(ge(5)))),
            "400d6kh200>=5",
        ),
        (
            Expr::Dice(term(
                20,
                Die::standard(6),
                vec![PerDie::Explode(ge(6))],
                (10, 0),
                None,
            )),
            "20d6e6dl10",
        ),
        (keep_high(100, 100, 50), "100d100kh50"),
        (
            Expr::Dice(term(60, Die::standard(10), vec![], (20, 20), None)),
            "60d10dl20dh20",
        ),
        (
            Expr::Dice(term(200, custom(&[0, 1, 1, 2, 2, 3]), vec![], (0, 0), None)),
            "200dSF",
        ),
        (
            Expr::Dice(term(
                1000,
                custom(&[0, 1, 1, 2, 2, 3]),
                vec![],
                (0, 0),
                None,
            )),
            "1000dSF",
        ),
        (
            Expr::Dice(term(6, custom(&[0, 1, 1_000_000]), vec![], (0, 0), None)),
            "6d{0,1,1000000}",
        ),
        (
            Expr::Dice(term(40, custom(&[0, 1, 1_000_000]), vec![], (0, 0), None)),
            "40d{0,1,1000000}",
        ),
        (
            Expr::Bin(
                Op::Add,
                Box::new(dice(1, 1_000_000)),
                Box::new(dice(1, 100_000)),
            ),
            "d1000000+d100000",
        ),
        (
            Expr::Bin(Op::Mul, Box::new(dice(1, 1000)), Box::new(dice(1, 1000))),
            "d1000*d1000",
        ),
        (
            Expr::Bin(Op::Add, Box::new(dice(100, 6)), Box::new(dice(100, 6))),
            "100d6+100d6",
        ),
    ];
    for (e, name) in cases {
        let (r, t) = timed(|| of_expr(&e));
        println!(
            "TIME {name}: {t:?} {}",
            match r {
                Ok(d) => format!("{} outcomes", d.len()),
                Err(e) => e.to_string(),
            }
        );
    }
}

/// The procedure explorer: many paths, a realistic procedure, re-rolled ties, and the cap.
fn explorer() {
    // Dice are made once, as procedures do in their plan.
    let d10 = Die::standard(10);
    let six = Die::standard(6);
    let (c, t) = timed(|| {
        explore(&mut |d: &mut dyn Dice| {
            let mut s = 0;
            for _ in 0..5 {
                s += d.roll(&d10, "x")?;
            }
            Ok(vec![("s".to_string(), Value::from(s))])
        })
    });
    println!(
        "TIME 5 rolls of d10 (100,000 paths): {t:?} {}",
        c.map(|c| c.outcomes().len()).unwrap_or(0)
    );
    let (c, t) = timed(|| {
        explore(&mut |d: &mut dyn Dice| {
            let hits = d.count(60, &six, ge(4), "shot")?;
            let saved = d.count(hits, &six, ge(5), "save")?;
            let morale = d.sum(2, &six, "morale")?;
            Ok(vec![
                ("casualties".to_string(), Value::from(hits - saved)),
                ("passed".to_string(), Value::from(morale <= 7)),
            ])
        })
    });
    println!(
        "TIME 60 shots, saves, morale: {t:?} {}",
        c.map(|c| c.outcomes().len()).unwrap_or(0)
    );
    let (c, t) = timed(|| {
        explore(&mut |d: &mut dyn Dice| {
            let w = spw::engine::retry(d, "initiative", |d: &mut dyn Dice| {
                let a = d.roll(&six, "a")?;
                let b = d.roll(&six, "b")?;
                Ok(if a == b { None } else { Some(i64::from(a > b)) })
            })?;
            Ok(vec![("first".to_string(), Value::from(w))])
        })
    });
    println!(
        "TIME ties re-rolled: {t:?} {}",
        c.map(|c| c.outcomes().len()).unwrap_or(0)
    );
    let (c, t) = timed(|| {
        explore(&mut |d: &mut dyn Dice| {
            let mut s = 0;
            for _ in 0..7 {
                s += d.roll(&d10, "x")?;
            }
            Ok(vec![("s".to_string(), Value::from(s))])
        })
    });
    println!("TIME 7 rolls of d10 (over the cap): {t:?} {:?}", c.err());
}

/// Inputs built to be slow for the parser (the same as the unit test
/// `inputs_built_to_be_slow_parse_or_are_refused_by_name`, which checks their answers): each
/// should come back at once (figures in bench/README.md).
fn parsing() {
    let gappy = (0..60)
        .map(|i| (i * 997).to_string())
        .collect::<Vec<_>>()
        .join(",");
    // Repeating a modifier exactly is refused, so each explosion and reroll differs.
    let explosions = |n: usize| (0..n).map(|i| format!("e>{i}")).collect::<String>();
    let rerolls: String = (1..=MAX_MODIFIERS).map(|i| format!("rr{i}")).collect();
    let cases = [
        (
            format!("d{{{gappy}}}{}rr1", explosions(MAX_MODIFIERS - 1)),
            "a 60-face die, 63 explosions and a reroll",
        ),
        (
            vec![format!("d{{{gappy}}}{}rr1", explosions(12)); 9].join("+"),
            "9 of those with 12 explosions",
        ),
        (
            "d1000000rr1".to_string() + &"+d1000000rr1".repeat(300),
            "301 rerolled d1000000",
        ),
        (format!("1d100{rerolls}"), "64 rerolls on a d100"),
        ("(".repeat(4096), "4096 opening parentheses"),
        ("-".repeat(4096), "4096 minus signs"),
        ("9".repeat(4096), "a 4096-digit number"),
        (format!("d{{{}}}", "1,".repeat(2046) + "1"), "2047 faces"),
        ("1d6kh".repeat(819), "1d6kh repeated"),
        ("d6!".repeat(1365), "d6! repeated"),
    ];
    for (input, name) in cases {
        let (r, t) = timed(|| parse(&input, &[]));
        println!(
            "TIME parse {name}: {t:?} {}",
            match r {
                Ok(_) => "parsed".to_string(),
                Err(e) => e.to_string().chars().take(60).collect(),
            }
        );
    }
}

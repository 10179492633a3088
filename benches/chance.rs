//! Exact-chance benchmarks (divan). `cargo bench --bench chance`; figures in bench/README.md.
//! ASTs are built by hand so the benchmarks measure the exact engine alone.

use divan::{Bencher, black_box};
use spw::chance::{self, Dist};
use spw::dice::ast::{Cmp, DiceTerm, Die, Expr, Test};

fn main() {
    divan::main();
}

/// `NdS`, with an optional keep-highest and success test.
fn term(n: u32, sides: i64, keep_high: Option<u32>, count: Option<Test>) -> Expr {
    let drop_low = keep_high.map_or(0, |k| n.saturating_sub(k));
    let mut text = format!("{n}d{sides}");
    if let Some(k) = keep_high {
        text.push_str(&format!("kh{k}"));
    }
    if let Some(t) = count {
        text.push_str(&t.to_string());
    }
    let mut t = DiceTerm::built(n, Die::standard(sides), Vec::new(), (drop_low, 0), count);
    t.text = text.into();
    Expr::Dice(t)
}

fn exact(e: &Expr) -> Dist {
    match chance::of_expr(e) {
        Ok(d) => d,
        Err(err) => panic!("{err}"),
    }
}

/// Sum of 100d6.
#[divan::bench]
fn sum_100d6(b: Bencher) {
    let e = term(100, 6, None, None);
    b.bench(|| exact(black_box(&e)));
}

/// Sum of 30d20.
#[divan::bench]
fn sum_30d20(b: Bencher) {
    let e = term(30, 20, None, None);
    b.bench(|| exact(black_box(&e)));
}

/// Count of 5+ on 60d6 (`60d6>=5`).
#[divan::bench]
fn count_60d6_ge5(b: Bencher) {
    let e = term(60, 6, None, Some(Test::new(Cmp::Ge, 5)));
    b.bench(|| exact(black_box(&e)));
}

/// Highest 3 of 10d6 (`10d6kh3`).
#[divan::bench]
fn highest_3_of_10d6(b: Bencher) {
    let e = term(10, 6, Some(3), None);
    b.bench(|| exact(black_box(&e)));
}

/// Highest 5 of 10d10 (`10d10kh5`).
#[divan::bench]
fn highest_5_of_10d10(b: Bencher) {
    let e = term(10, 10, Some(5), None);
    b.bench(|| exact(black_box(&e)));
}

/// The 40 distributions 61d6..100d6, one after another.
#[divan::bench]
fn batch_61d6_to_100d6(b: Bencher) {
    let es: Vec<Expr> = (61..=100).map(|n| term(n, 6, None, None)).collect();
    b.bench(|| {
        for e in &es {
            black_box(exact(black_box(e)));
        }
    });
}

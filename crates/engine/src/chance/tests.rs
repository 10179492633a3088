//! Tests of the exact engine: known values, invariants (reduced, sums to 1), a brute-force
//! reference that enumerates every face sequence of small pools, an independent dynamic
//! program for medium pools, agreement of the fixed-width and big-number paths, hostile
//! requests, and the procedure explorer.

use std::collections::BTreeMap;

use num_bigint::BigUint;
use num_integer::Integer;
use proptest::prelude::*;

use super::num::U;
use super::pool::{binomial, middle, sum_general, sum_uniform, threshold};
use super::*;
use crate::dice::ast::{
    Cmp, DiceTerm, Die, Expr, Face, MAX_EXPLOSIONS, Op, PerDie, Selection, Test,
};
use crate::engine::{Dice, Quantities, Value, retry, settle, settle_keyed};
use crate::error::Error;

// ---------------------------------------------------------------- helpers

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

fn p(n: u64, d: u64) -> Prob {
    Prob::from_ratio(n, d)
}

fn big(n: u64) -> BigUint {
    BigUint::from(n)
}

/// The invariants every distribution keeps, and its probabilities as a map.
fn checked(d: &Dist) -> BTreeMap<i64, Prob> {
    let e = d.entries();
    assert!(!e.is_empty());
    assert!(e.windows(2).all(|w| w[0].0 < w[1].0), "ascending, distinct");
    assert!(e.iter().all(|(_, w)| w.bits() > 0), "positive weights");
    assert_eq!(
        &e.iter().map(|(_, w)| w).sum::<BigUint>(),
        d.total(),
        "weights sum to total"
    );
    let m: BTreeMap<i64, Prob> = d.probs().collect();
    for pr in m.values() {
        assert_eq!(pr.numer().gcd(pr.denom()), big(1), "reduced: {pr}");
    }
    assert_eq!(m.values().sum::<Prob>(), Prob::one(), "sums to exactly 1");
    m
}

fn expr_map(e: &Expr) -> BTreeMap<i64, Prob> {
    match of_expr(e) {
        Ok(d) => checked(&d),
        Err(err) => panic!("{err}"),
    }
}

// ---------------------------------------------------------------- known values

#[test]
fn three_d6_ten_is_one_eighth() {
    assert_eq!(expr_map(&dice(3, 6))[&10], p(1, 8));
}

#[test]
fn four_d6_keep_three_eighteen() {
    assert_eq!(expr_map(&keep_high(4, 6, 3))[&18], p(7, 432));
}

#[test]
fn two_d20_keep_highest_at_least_15() {
    let d = of_expr(&keep_high(2, 20, 1)).unwrap_or_else(|e| panic!("{e}"));
    checked(&d);
    assert_eq!(d.at_least(15), p(51, 100));
}

#[test]
fn ten_d6_four_up_five_successes() {
    let e = Expr::Dice(term(10, Die::standard(6), Vec::new(), (0, 0), Some(ge(4))));
    assert_eq!(expr_map(&e)[&5], p(63, 256));
    let d = count_of(10, &Die::standard(6), ge(4)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(checked(&d)[&5], p(63, 256));
}

#[test]
fn hundred_d6_extremes_and_mean() {
    let d = sum_of(100, &Die::standard(6)).unwrap_or_else(|e| panic!("{e}"));
    let m = checked(&d);
    assert_eq!(m.len(), 501);
    let six100 = big(6).pow(100);
    assert_eq!(m[&100], Prob::new(big(1), six100.clone()));
    assert_eq!(m[&101], Prob::new(big(100), six100.clone()));
    assert_eq!(m[&600], Prob::new(big(1), six100));
    assert_eq!(d.mean().to_string(), "350/1");
    let (mean, sd) = d.mean_sd();
    assert_eq!(mean, 350.0);
    assert!((sd - (100.0f64 * 35.0 / 12.0).sqrt()).abs() < 1e-12);
}

#[test]
fn named_and_repeated_faces() {
    // dSF: jam (0), 1, 1, 2, 2, 3
    let sf = custom(&[0, 1, 1, 2, 2, 3]);
    let m = checked(&of_die(&sf));
    assert_eq!(m[&1], p(1, 3));
    assert_eq!(m[&0], p(1, 6));
    let two = checked(&sum_of(2, &sf).unwrap_or_else(|e| panic!("{e}")));
    // 2 = 0+2, 2+0, 1+1: 2·(1/6·1/3) + 1/3·1/3 = 2/9
    assert_eq!(two[&2], p(2, 9));
}

#[test]
fn arithmetic_follows_the_rules() {
    // (d6 - 4) / 2 rounds toward zero: -3/2 → -1, -1/2 → 0
    let e = Expr::Bin(
        Op::Div,
        Box::new(Expr::Bin(
            Op::Sub,
            Box::new(dice(1, 6)),
            Box::new(Expr::Num(4)),
        )),
        Box::new(Expr::Num(2)),
    );
    let m = expr_map(&e);
    assert_eq!(m[&-1], p(1, 3)); // -3, -2
    assert_eq!(m[&0], p(1, 2)); // -1, 0, 1
    assert_eq!(m[&1], p(1, 6)); // 2
    // Dividing by a die that can show 0 is refused.
    let z = Expr::Bin(
        Op::Div,
        Box::new(dice(1, 6)),
        Box::new(Expr::Dice(term(1, custom(&[0, 1]), vec![], (0, 0), None))),
    );
    assert!(matches!(of_expr(&z), Err(Error::Usage(_))));
    // Overflow anywhere is refused.
    let huge = Expr::Bin(Op::Mul, Box::new(Expr::Num(i64::MAX)), Box::new(dice(1, 2)));
    assert!(matches!(of_expr(&huge), Err(Error::Usage(_))));
    let neg = Expr::Neg(Box::new(Expr::Num(i64::MIN)));
    assert!(matches!(of_expr(&neg), Err(Error::Usage(_))));
    let many = Expr::Dice(term(3, custom(&[i64::MAX / 2]), vec![], (0, 0), None));
    assert!(matches!(of_expr(&many), Err(Error::Usage(_))));
}

#[test]
fn zero_dice_are_zero_whatever_the_die() {
    // Rolling throws no die, so even an rr that could never stop does not matter.
    let never = vec![PerDie::RerollAlways(Test::new(Cmp::Gt, 0))];
    for count in [None, Some(ge(1))] {
        let e = Expr::Dice(term(0, Die::standard(1), never.clone(), (0, 0), count));
        assert_eq!(expr_map(&e), BTreeMap::from([(0, Prob::one())]));
    }
}

#[test]
fn reroll_that_never_stops_is_refused() {
    let e = Expr::Dice(term(
        1,
        Die::standard(6),
        vec![PerDie::RerollAlways(Test::new(Cmp::Le, 6))],
        (0, 0),
        None,
    ));
    assert!(matches!(of_expr(&e), Err(Error::Usage(_))));
}

#[test]
fn explosions_stop_at_the_bound() {
    // d2 exploding on 2: the maximum is 2·20 + 2 = 42, with probability 2^-21.
    let e = Expr::Dice(term(
        1,
        Die::standard(2),
        vec![PerDie::Explode(ge(2))],
        (0, 0),
        None,
    ));
    let m = expr_map(&e);
    let top = 2 * i64::from(MAX_EXPLOSIONS) + 2;
    assert_eq!(*m.keys().last().unwrap_or(&0), top);
    assert_eq!(m[&top], Prob::new(big(1), big(2).pow(MAX_EXPLOSIONS + 1)));
    // Every value is odd except the top one (1, 2+1, 4+1, ...).
    assert_eq!(m[&3], p(1, 4));
}

#[test]
fn tally_is_multinomial() {
    let sf = custom(&[0, 1, 1, 2, 2, 3]);
    let t = tally_of(3, &sf).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.values, vec![0, 1, 2, 3]);
    assert_eq!(t.total, big(216));
    assert_eq!(t.entries.len(), 20);
    assert_eq!(t.entries.iter().map(|e| &e.1).sum::<BigUint>(), t.total);
    let w = |c: &[u32]| t.entries.iter().find(|e| e.0 == c).map(|e| e.1.clone());
    // one jam, one 1, one 3: 3! · 1·2·1
    assert_eq!(w(&[1, 1, 0, 1]), Some(big(12)));
    assert_eq!(w(&[0, 3, 0, 0]), Some(big(8)));
    let single = tally_of(4, &custom(&[5])).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(single.entries, vec![(vec![4], big(1))]);
}

// ---------------------------------------------------------------- brute force

/// One die through its modifiers, by the definition in `dice::ast`, as integer weights over a
/// total. `None` when `rr` would never stop.
fn ref_die(faces: &[i64], mods: &[PerDie]) -> Option<(BTreeMap<i64, BigUint>, BigUint)> {
    let mut d: BTreeMap<i64, BigUint> = BTreeMap::new();
    for &f in faces {
        *d.entry(f).or_default() += 1u8;
    }
    let mut t = big(faces.len() as u64);
    for m in mods {
        let fresh = d.clone();
        let ft = t.clone();
        match *m {
            PerDie::RerollAlways(test) => {
                // Attempts repeat until one fails the test: the attempt conditioned on that.
                d = fresh.into_iter().filter(|(v, _)| !test.holds(*v)).collect();
                if d.is_empty() {
                    return None;
                }
                t = d.values().sum();
            }
            PerDie::RerollOnce(test) => {
                d = BTreeMap::new();
                for (v, w) in &fresh {
                    if test.holds(*v) {
                        for (u, x) in &fresh {
                            *d.entry(*u).or_default() += w * x;
                        }
                    } else {
                        *d.entry(*v).or_default() += w * &ft;
                    }
                }
                t = &ft * &ft;
            }
            PerDie::Explode(test) => {
                // x(depth) = a die; if it meets the test and depth > 0, plus x(depth - 1).
                let mut x = fresh.clone();
                let mut xt = ft.clone();
                for _ in 0..MAX_EXPLOSIONS {
                    let mut next: BTreeMap<i64, BigUint> = BTreeMap::new();
                    for (v, w) in &fresh {
                        if test.holds(*v) {
                            for (u, y) in &x {
                                *next.entry(v + u).or_default() += w * y;
                            }
                        } else {
                            *next.entry(*v).or_default() += w * &xt;
                        }
                    }
                    x = next;
                    xt = &ft * &xt;
                }
                d = x;
                t = xt;
            }
            PerDie::Min(n) => {
                d = BTreeMap::new();
                for (v, w) in fresh {
                    *d.entry(v.max(n)).or_default() += w;
                }
            }
            PerDie::Max(n) => {
                d = BTreeMap::new();
                for (v, w) in fresh {
                    *d.entry(v.min(n)).or_default() += w;
                }
            }
        }
    }
    Some((d, t))
}

/// Every sequence of per-die outcomes: sort, drop, sum or count. `None` when rr never stops.
fn ref_term(t: &DiceTerm) -> Option<BTreeMap<i64, Prob>> {
    if t.count == 0 {
        // No die thrown: the die and its modifiers never come into it.
        return Some(BTreeMap::from([(0, Prob::one())]));
    }
    let faces: Vec<i64> = t.die.faces.iter().map(|f| f.value).collect();
    let (d, total) = ref_die(&faces, &t.per_die)?;
    let outs: Vec<(i64, BigUint)> = d.into_iter().collect();
    let n = t.count as usize;
    let mut acc: BTreeMap<i64, BigUint> = BTreeMap::new();
    let mut idx = vec![0usize; n];
    loop {
        let mut vals: Vec<i64> = idx.iter().map(|&i| outs[i].0).collect();
        let w: BigUint = idx.iter().map(|&i| &outs[i].1).product();
        vals.sort();
        let lo = (t.selection.drop_low as usize).min(n);
        let hi = n.saturating_sub(t.selection.drop_high as usize).max(lo);
        let kept = &vals[lo..hi];
        let v = match t.count_successes {
            Some(test) => kept.iter().filter(|&&x| test.holds(x)).count() as i64,
            None => kept.iter().sum(),
        };
        *acc.entry(v).or_default() += w;
        // odometer
        let mut j = 0;
        loop {
            if j == n {
                let tn = total.pow(n as u32);
                return Some(
                    acc.into_iter()
                        .map(|(v, w)| (v, Prob::new(w, tn.clone())))
                        .collect(),
                );
            }
            idx[j] += 1;
            if idx[j] < outs.len() {
                break;
            }
            idx[j] = 0;
            j += 1;
        }
    }
}

fn ref_support(t: &DiceTerm) -> Option<usize> {
    let faces: Vec<i64> = t.die.faces.iter().map(|f| f.value).collect();
    ref_die(&faces, &t.per_die).map(|(d, _)| d.len())
}

fn compare_term(t: &DiceTerm) {
    let want = ref_term(t);
    let got = of_term(t);
    match (want, got) {
        (Some(w), Ok(d)) => assert_eq!(checked(&d), w, "{t:?}"),
        (None, Err(Error::Usage(_))) => {}
        (w, g) => panic!("{t:?}: reference {w:?}, engine {g:?}"),
    }
}

#[test]
fn every_small_standard_pool_matches_brute_force() {
    for sides in 1..=6 {
        for n in 0..=4u32 {
            for l in 0..=3 {
                for h in 0..=3 {
                    for count in [
                        None,
                        Some(ge(4)),
                        Some(Test::new(Cmp::Eq, 2)),
                        Some(Test::new(Cmp::Lt, 3)),
                    ] {
                        compare_term(&term(n, Die::standard(sides), vec![], (l, h), count));
                    }
                }
            }
        }
    }
}

#[test]
fn custom_faces_match_brute_force() {
    for faces in [
        &[0, 1, 1, 2, 2, 3][..],
        &[-2, 0, 5],
        &[0, 1_000_000],
        &[3, 3, 3, 7],
        &[-5, 10, 10, 11],
        &[4],
    ] {
        for n in 0..=4u32 {
            for (l, h) in [(0, 0), (1, 0), (0, 1), (1, 1), (2, 1), (0, 3)] {
                for count in [None, Some(ge(1))] {
                    compare_term(&term(n, custom(faces), vec![], (l, h), count));
                }
            }
        }
    }
}

#[test]
fn modifiers_match_brute_force() {
    let mods: Vec<Vec<PerDie>> = vec![
        vec![PerDie::RerollAlways(Test::new(Cmp::Eq, 1))],
        vec![PerDie::RerollOnce(Test::new(Cmp::Le, 2))],
        vec![PerDie::Explode(ge(6))],
        vec![PerDie::Explode(ge(5))],
        vec![PerDie::Min(3)],
        vec![PerDie::Max(4)],
        vec![
            PerDie::Explode(ge(6)),
            PerDie::RerollAlways(Test::new(Cmp::Lt, 3)),
        ],
        vec![
            PerDie::RerollOnce(Test::new(Cmp::Eq, 1)),
            PerDie::Explode(Test::new(Cmp::Gt, 4)),
        ],
        vec![PerDie::Min(2), PerDie::Explode(ge(6)), PerDie::Max(10)],
        vec![PerDie::RerollAlways(Test::new(Cmp::Le, 6))],
        vec![PerDie::Explode(ge(1))],
    ];
    for m in &mods {
        for n in 0..=3u32 {
            for (l, h) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                for count in [None, Some(ge(6))] {
                    let t = term(n, Die::standard(6), m.clone(), (l, h), count);
                    // Keep the brute force small.
                    if ref_support(&t).is_some_and(|s| s.pow(n) > 40_000) {
                        continue;
                    }
                    compare_term(&t);
                }
            }
        }
    }
}

fn arb_test() -> impl Strategy<Value = Test> {
    (0..5u8, -2..8i64).prop_map(|(c, t)| {
        let cmp = [Cmp::Eq, Cmp::Lt, Cmp::Le, Cmp::Gt, Cmp::Ge][c as usize];
        Test::new(cmp, t)
    })
}

fn arb_die() -> impl Strategy<Value = Die> {
    prop_oneof![
        (1..=6i64).prop_map(Die::standard),
        proptest::collection::vec(-3..7i64, 1..5).prop_map(|f| custom(&f)),
    ]
}

fn arb_mod() -> impl Strategy<Value = PerDie> {
    prop_oneof![
        arb_test().prop_map(PerDie::RerollAlways),
        arb_test().prop_map(PerDie::RerollOnce),
        arb_test().prop_map(PerDie::Explode),
        (-2..7i64).prop_map(PerDie::Min),
        (-2..7i64).prop_map(PerDie::Max),
    ]
}

fn arb_term() -> impl Strategy<Value = DiceTerm> {
    (
        0..=5u32,
        arb_die(),
        proptest::collection::vec(arb_mod(), 0..=2),
        (0..=3u32, 0..=3u32),
        proptest::option::of(arb_test()),
    )
        .prop_map(|(n, d, m, s, c)| term(n, d, m, s, c))
}

proptest! {
    #![proptest_config(crate::dice::parse::tests::seeded(400))]

    #[test]
    fn random_terms_match_brute_force(mut t in arb_term()) {
        // Fewer dice when the per-die outcomes are many, so the enumeration stays small.
        if let Some(s) = ref_support(&t) {
            while t.count > 0 && s.pow(t.count) > 20_000 {
                t.count -= 1;
            }
        }
        compare_term(&t);
    }

    #[test]
    fn random_arithmetic_matches_pairs(
        a in arb_term(), b in arb_term(), op in 0..4u8, neg in any::<bool>()
    ) {
        let mut a = a;
        let mut b = b;
        a.count = a.count.min(2);
        b.count = b.count.min(2);
        for t in [&mut a, &mut b] {
            if let Some(s) = ref_support(t) {
                while t.count > 0 && s.pow(t.count) > 2_000 {
                    t.count -= 1;
                }
            }
        }
        let op = [Op::Add, Op::Sub, Op::Mul, Op::Div][op as usize];
        let left = if neg { Expr::Neg(Box::new(Expr::Dice(a.clone()))) } else { Expr::Dice(a.clone()) };
        let e = Expr::Bin(op, Box::new(left), Box::new(Expr::Dice(b.clone())));
        let (Some(ra), Some(rb)) = (ref_term(&a), ref_term(&b)) else {
            prop_assert!(of_expr(&e).is_err());
            return Ok(());
        };
        let mut want: BTreeMap<i64, Prob> = BTreeMap::new();
        let mut div_zero = false;
        for (x, px) in &ra {
            let x = if neg { -x } else { *x };
            for (y, py) in &rb {
                let v = match op {
                    Op::Add => x + y,
                    Op::Sub => x - y,
                    Op::Mul => x * y,
                    Op::Div => {
                        if *y == 0 {
                            div_zero = true;
                            0
                        } else {
                            x / y
                        }
                    }
                };
                let e = want.entry(v).or_insert_with(Prob::zero);
                *e = &*e + &(px * py);
            }
        }
        match of_expr(&e) {
            Ok(d) => {
                prop_assert!(!div_zero);
                prop_assert_eq!(checked(&d), want);
            }
            Err(Error::Usage(_)) => prop_assert!(div_zero),
            Err(other) => prop_assert!(false, "{other}"),
        }
    }
}

// ---------------------------------------------------------------- an independent DP

/// Keep/drop by a different method: values one at a time (ascending), state = (dice placed,
/// kept statistic so far), `C(n-c, j)·w^j` ways to place `j` dice on a value. Slow, simple.
fn dp_pool(n: u32, d: &Dist, sel: (u32, u32), count: Option<Test>) -> BTreeMap<i64, Prob> {
    let n = n as usize;
    let (lo, hi) = (sel.0 as usize, n.saturating_sub(sel.1 as usize));
    let mut states: BTreeMap<(usize, i64), BigUint> = BTreeMap::new();
    states.insert((0, 0), big(1));
    for (v, w) in d.entries() {
        let g = match count {
            Some(t) => i64::from(t.holds(*v)),
            None => *v,
        };
        let mut next: BTreeMap<(usize, i64), BigUint> = BTreeMap::new();
        for ((c, s), ways) in &states {
            let mut choose = big(1); // C(n-c, j)
            let mut wj = big(1);
            for j in 0..=n - c {
                let kept = (c + j).min(hi).saturating_sub((*c).max(lo)) as i64;
                *next.entry((c + j, s + kept * g)).or_default() += ways * &choose * &wj;
                choose = choose * (n - c - j) / (j + 1);
                wj *= w;
            }
        }
        states = next;
    }
    let total = d.total().pow(n as u32);
    let mut out: BTreeMap<i64, Prob> = BTreeMap::new();
    for ((c, s), w) in states {
        if c == n {
            let e = out.entry(s).or_insert_with(Prob::zero);
            *e = &*e + &Prob::new(w, total.clone());
        }
    }
    out
}

#[test]
fn medium_pools_match_the_dp() {
    let d6 = of_die(&Die::standard(6));
    let expl = die::per_die(&Die::standard(4), &[PerDie::Explode(ge(4))], "d4e4")
        .unwrap_or_else(|e| panic!("{e}"));
    let sf = of_die(&custom(&[0, 1, 1, 2, 2, 3]));
    for (d, name) in [(&d6, "d6"), (&expl, "d4e4"), (&sf, "dSF")] {
        for (n, l, h) in [
            (12, 0, 0),
            (12, 9, 0),
            (12, 0, 9),
            (9, 3, 4),
            (10, 5, 2),
            (9, 1, 7),
            (10, 8, 1),
        ] {
            for count in [None, Some(ge(3))] {
                let stat = count.map_or(Stat::Sum, Stat::Count);
                let sel = Selection {
                    drop_low: l,
                    drop_high: h,
                };
                let got = pool(n, d, sel, stat, name).unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(
                    checked(&got),
                    dp_pool(n, d, (l, h), count),
                    "{n}{name} dl{l} dh{h} {count:?}"
                );
            }
        }
    }
}

// ---------------------------------------------------------------- fixed width vs big

#[test]
fn fixed_width_paths_agree_with_big_numbers() {
    fn same<A: super::num::Num, B: super::num::Num>(a: Vec<A>, b: Vec<B>) {
        let a: Vec<BigUint> = a.iter().map(|x| x.to_big()).collect();
        let b: Vec<BigUint> = b.iter().map(|x| x.to_big()).collect();
        assert_eq!(a, b);
    }
    // 6^40 < 2^104: u128 holds it with the recurrence's headroom.
    same(sum_uniform::<u128>(40, 6), sum_uniform::<BigUint>(40, 6));
    same(sum_uniform::<u64>(10, 6), sum_uniform::<BigUint>(10, 6));
    same(sum_uniform::<U<8>>(100, 6), sum_uniform::<BigUint>(100, 6));
    same(sum_uniform::<U<4>>(30, 20), sum_uniform::<BigUint>(30, 20));
    same(
        binomial::<u128>(60, &big(1), &big(2)),
        binomial::<BigUint>(60, &big(1), &big(2)),
    );
    same(
        binomial::<U<4>>(100, &big(1), &big(3)),
        binomial::<BigUint>(100, &big(1), &big(3)),
    );
    same(
        binomial::<U<3>>(90, &big(1), &big(3)),
        binomial::<BigUint>(90, &big(1), &big(3)),
    );
    let p = vec![big(2), big(1), big(0), big(3)];
    same(sum_general::<U<4>>(20, &p), sum_general::<BigUint>(20, &p));
    same(sum_general::<u128>(10, &p), sum_general::<BigUint>(10, &p));
    let faces: Vec<(u64, BigUint)> = (0..6).map(|i| (i, big(1))).collect();
    same(
        threshold::<u64>(&faces, 10, 3, 5),
        threshold::<BigUint>(&faces, 10, 3, 5),
    );
    same(
        threshold::<U<8>>(&faces, 100, 40, 5),
        threshold::<BigUint>(&faces, 100, 40, 5),
    );
    same(
        middle::<u128>(&faces, 12, 3, 4, 5),
        middle::<BigUint>(&faces, 12, 3, 4, 5),
    );
    same(
        middle::<U<4>>(&faces, 40, 10, 12, 5),
        middle::<BigUint>(&faces, 40, 10, 12, 5),
    );
}

#[test]
fn uniform_recurrence_matches_plain_convolution() {
    for sides in [2, 3, 6, 10, 20] {
        for n in [1, 2, 7, 31] {
            let d = sum_of(n, &Die::standard(sides)).unwrap_or_else(|e| panic!("{e}"));
            let mut want = Dist::point(0);
            for _ in 0..n {
                want = want
                    .combine(Op::Add, &of_die(&Die::standard(sides)), "x")
                    .unwrap_or_else(|e| panic!("{e}"));
            }
            assert_eq!(checked(&d), checked(&want), "{n}d{sides}");
        }
    }
}

// ---------------------------------------------------------------- hostile requests

#[test]
fn hostile_requests_are_answered_or_refused() {
    let r = of_expr(&dice(10000, 1000));
    assert!(matches!(r, Err(Error::Limit(_))), "{r:?}");
    if let Err(e) = r {
        let msg = e.to_string();
        assert!(msg.contains("10000d1000") && msg.contains("limit"), "{msg}");
    }

    let r = of_expr(&keep_high(200, 6, 100));
    let d = r.unwrap_or_else(|e| panic!("{e}"));
    checked(&d);
    assert_eq!(d.min(), 100);
    assert_eq!(d.max(), 600);

    let r = {
        of_expr(&Expr::Dice(term(
            u32::MAX,
            Die::standard(6),
            vec![],
            (0, 0),
            None,
        )))
    };
    assert!(matches!(r, Err(Error::Limit(_))), "{r:?}");

    let r = {
        of_expr(&Expr::Dice(term(
            u32::MAX,
            Die::standard(6),
            vec![],
            (u32::MAX - 3, 0),
            None,
        )))
    };
    // Only 16 outcomes, but the weights of 4,294,967,295 dice are billions of bits.
    assert!(
        matches!(&r, Err(Error::Limit(m)) if m.contains("64 MiB")),
        "{r:?}"
    );

    // Exploding pools: a d6 explodes at most MAX_EXPLOSIONS times (1 to 126), and the lowest
    // total needs every die on 1. Exploding on 2+, no die can total 2, so 5d6e2 cannot make 6.
    let exploding = |n: u32, on: i64| {
        of_expr(&Expr::Dice(term(
            n,
            Die::standard(6),
            vec![PerDie::Explode(ge(on))],
            (0, 0),
            None,
        )))
    };
    let top = 6 * (i64::from(MAX_EXPLOSIONS) + 1);
    for (n, on, outcomes) in [(10, 6, 1251), (5, 2, 625)] {
        let d = exploding(n, on).unwrap_or_else(|e| panic!("{n}d6e{on}: {e}"));
        let m = checked(&d);
        assert_eq!((d.min(), d.max()), (i64::from(n), top * i64::from(n)));
        assert_eq!(m.len(), outcomes, "{n}d6e{on}");
        assert_eq!(m[&i64::from(n)], Prob::new(big(1), big(6).pow(n)));
    }
    assert!(!checked(&exploding(5, 2).unwrap_or_else(|e| panic!("{e}"))).contains_key(&6));
    // Too much work (100 dice, 5,501-bit weights) and too big (125,001 outcomes of
    // 54,360 bits).
    let r = exploding(100, 6);
    assert!(
        matches!(&r, Err(Error::Limit(m)) if m.contains("too much work")),
        "{r:?}"
    );
    // (Refused on the outcome count now that it is bounded like a listing, before its size.)
    let r = exploding(1000, 2);
    assert!(
        matches!(&r, Err(Error::Limit(m)) if m.contains("125,001 outcomes")),
        "{r:?}"
    );

    // A huge die, exploding: refused on size, at once.
    let e = Expr::Dice(term(
        3,
        Die::standard(1_000_000),
        vec![PerDie::Explode(ge(2))],
        (0, 0),
        None,
    ));
    let r = of_expr(&e);
    assert!(matches!(r, Err(Error::Limit(_))), "{r:?}");

    // Many faces with keep/drop. Keeping one die, or counting successes among those kept, is
    // one threshold per face: answered.
    let big_die = Die::standard(100_000);
    let faces = |n: u32, sel: (u32, u32), count: Option<Test>| {
        of_expr(&Expr::Dice(term(n, big_die.clone(), vec![], sel, count)))
    };
    // The higher of two: v is the highest in 2v − 1 of the 10^10 throws.
    let d = faces(2, (1, 0), None).unwrap_or_else(|e| panic!("{e}"));
    let m = checked(&d);
    assert_eq!(m.len(), 100_000);
    assert_eq!(m[&100_000], p(199_999, 10_000_000_000));
    // The higher two of three, counting 50,000+: none when all three are below.
    let d = faces(3, (1, 0), Some(ge(50_000))).unwrap_or_else(|e| panic!("{e}"));
    let m = checked(&d);
    assert_eq!(m.len(), 3);
    assert_eq!(m[&0], Prob::new(big(49_999).pow(3), big(100_000).pow(3)));
    // Summing two or more kept dice, or keeping a middle run, convolves the faces with
    // themselves (billions of operations): refused at once, counted or not (on work, or on
    // the outcome count when that comes first).
    for (n, sel, count) in [
        (4, (1, 1), Some(ge(50_000))),
        (5, (1, 1), Some(ge(50_000))),
        (3, (0, 1), None),
        (4, (1, 1), None),
    ] {
        let r = faces(n, sel, count);
        assert!(
            matches!(&r, Err(Error::Limit(m)) if m.contains("too much work") || m.contains("outcomes; the limit")),
            "{n}d100000 {sel:?} {count:?}: {r:?}"
        );
    }

    // Two-sided keep on a big pool: about 724 million operations, over the limit.
    let e = Expr::Dice(term(300, Die::standard(6), vec![], (100, 100), None));
    let r = of_expr(&e);
    assert!(
        matches!(&r, Err(Error::Limit(m)) if m.contains("too much work")),
        "{r:?}"
    );

    // Sparse faces: answered through the sparse path.
    let e = Expr::Dice(term(6, custom(&[0, 1, 1_000_000]), vec![], (0, 0), None));
    let d = of_expr(&e).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(checked(&d).len(), 28);

    // Products of big ranges are refused on size.
    let e = Expr::Bin(
        Op::Mul,
        Box::new(dice(1, 100_000)),
        Box::new(dice(1, 100_000)),
    );
    let r = of_expr(&e);
    assert!(matches!(r, Err(Error::Limit(_))), "{r:?}");
}

#[test]
fn big_answers_are_exact() {
    // 1000d6: symmetric, and the count of ways to roll 1001 is 1000.
    let d = sum_of(1000, &Die::standard(6)).unwrap_or_else(|e| panic!("{e}"));
    let m = checked(&d);
    assert_eq!(m[&1001], Prob::new(big(1000), big(6).pow(1000)));
    assert_eq!(m[&3400], m[&3600]);
    // 200d6kh100, counted directly at its ends: the 100 kept are all 1 only when every die
    // shows 1 (6^-200); all 6 when at least 100 of the 200 dice show 6:
    // Σ_{j≥100} C(200, j)·5^(200-j) ways out of 6^200.
    let a = checked(&of_expr(&keep_high(200, 6, 100)).unwrap_or_else(|e| panic!("{e}")));
    let all = big(6).pow(200);
    assert_eq!(a[&100], Prob::new(big(1), all.clone()));
    let mut choose = big(1); // C(200, j), from j = 0
    let mut sixes = big(0);
    for j in 0..=200u32 {
        if j >= 100 {
            sixes += &choose * big(5).pow(200 - j);
        }
        choose = choose * (200 - j) / (j + 1);
    }
    assert_eq!(a[&600], Prob::new(sixes, all));
    // Keeping the lowest of d6 mirrors keeping the highest: v ↔ 7k - v.
    let lowest = of_expr(&Expr::Dice(term(
        50,
        Die::standard(6),
        vec![],
        (0, 30),
        None,
    )))
    .unwrap_or_else(|e| panic!("{e}"));
    let highest = of_expr(&keep_high(50, 6, 20)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(lowest, highest.map(|v| 140 - v));
}

// ---------------------------------------------------------------- the explorer

fn d6() -> Die {
    Die::standard(6)
}

fn run_explore(f: &mut dyn FnMut(&mut dyn Dice) -> crate::error::Result<Quantities>) -> Chances {
    let c = explore(f).unwrap_or_else(|e| panic!("{e}"));
    let total: Prob = c.outcomes().iter().map(|(_, p)| p).sum();
    assert_eq!(total, Prob::one(), "outcomes sum to exactly 1");
    for (_, pr) in c.outcomes() {
        assert_eq!(pr.numer().gcd(pr.denom()), big(1));
    }
    for name in c.names() {
        let m: Prob = c.marginal(name).iter().map(|(_, p)| p).sum();
        assert_eq!(m, Prob::one());
    }
    c
}

fn binom(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

#[test]
fn shots_then_saves_is_a_binomial_mixture() {
    let c = run_explore(&mut |dice: &mut dyn Dice| {
        let hits = dice.count(5, &d6(), ge(4), "shot")?;
        let saved = dice.count(hits, &d6(), ge(4), "save")?;
        Ok(vec![
            ("hits".to_string(), Value::from(hits)),
            ("casualties".to_string(), Value::from(hits - saved)),
        ])
    });
    assert_eq!(c.names(), ["hits", "casualties"]);
    // Each shot hits and is not saved with chance 1/4, independently: Binomial(5, 1/4).
    let cas = c.marginal("casualties");
    assert_eq!(cas.len(), 6);
    for (v, pr) in &cas {
        let Value::Int(k) = v else { panic!("{v:?}") };
        let k = *k as u64;
        assert_eq!(*pr, p(binom(5, k) * 3u64.pow(5 - k as u32), 1024), "{k}");
    }
    // hits alone: Binomial(5, 1/2).
    for (v, pr) in c.marginal("hits") {
        let Value::Int(k) = v else { panic!() };
        assert_eq!(pr, p(binom(5, k as u64), 32));
    }
    // the joint: 3 hits, 1 casualty = C(5,3)/32 · C(3,1)/8
    let joint = c.prob_where(|v| v == [Value::Int(3), Value::Int(1)]);
    assert_eq!(joint, p(10 * 3, 32 * 8));
}

#[test]
fn ties_rerolled_give_exactly_half() {
    let c = run_explore(&mut |dice: &mut dyn Dice| {
        let first = retry(dice, "initiative", |d: &mut dyn Dice| {
            let a = d.roll(&d6(), "side A")?;
            let b = d.roll(&d6(), "side B")?;
            Ok(if a == b { None } else { Some(i64::from(a > b)) })
        })?;
        Ok(vec![("a_first".to_string(), Value::from(first == 1))])
    });
    assert_eq!(
        c.marginal("a_first"),
        vec![(Value::Bool(false), p(1, 2)), (Value::Bool(true), p(1, 2))]
    );

    // d6 against d4, ties re-rolled: 14 of the 20 decided pairs favour the d6.
    let c = run_explore(&mut |dice: &mut dyn Dice| {
        let w = retry(dice, "contest", |d: &mut dyn Dice| {
            let a = d.roll(&d6(), "a")?;
            let b = d.roll(&Die::standard(4), "b")?;
            Ok(if a == b { None } else { Some(i64::from(a > b)) })
        })?;
        let bonus = if w == 1 {
            dice.roll(&d6(), "bonus")?
        } else {
            0
        };
        Ok(vec![("bonus".to_string(), Value::from(bonus))])
    });
    assert_eq!(c.marginal("bonus")[0], (Value::Int(0), p(3, 10)));
    assert_eq!(c.marginal("bonus")[1], (Value::Int(1), p(7, 60)));
}

/// A settled value that is not a number: which half of 2d6 the total fell in, and its parity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Split {
    high: bool,
    even: bool,
}

#[test]
fn settle_merges_a_struct_by_value_and_explores_in_its_order() {
    // 2d6 (as two rolls) settled into Split, then a bonus d6 only when high.
    // Sums 8+: even 8, 10, 12 = 5 + 3 + 1 = 9 ways, odd 9, 11 = 4 + 2 = 6 ways;
    // sums 7-: even 2, 4, 6 = 1 + 3 + 5 = 9 ways, odd 3, 5, 7 = 2 + 4 + 6 = 12 ways.
    let mut seen: Vec<Split> = Vec::new();
    let c = run_explore(&mut |dice: &mut dyn Dice| {
        let split = settle(dice, "2d6", |d: &mut dyn Dice| {
            let sum = d.roll(&d6(), "a")? + d.roll(&d6(), "b")?;
            Ok(Split {
                high: sum >= 8,
                even: sum % 2 == 0,
            })
        })?;
        seen.push(split);
        let bonus = if split.high {
            dice.roll(&d6(), "bonus")?
        } else {
            0
        };
        Ok(vec![
            ("high".to_string(), Value::from(split.high)),
            ("even".to_string(), Value::from(split.even)),
            ("bonus".to_string(), Value::from(bonus)),
        ])
    });
    let joint = |high: bool, even: bool| {
        c.prob_where(|v| v[0] == Value::Bool(high) && v[1] == Value::Bool(even))
    };
    assert_eq!(joint(true, true), p(9, 36));
    assert_eq!(joint(true, false), p(6, 36));
    assert_eq!(joint(false, true), p(9, 36));
    assert_eq!(joint(false, false), p(12, 36));
    let high_even_six = [Value::Bool(true), Value::Bool(true), Value::Int(6)];
    assert_eq!(c.prob_where(|v| v == high_even_six), p(9, 36 * 6));
    // Merged before what follows: one path per low value, six per high one (the bonus die),
    // not 36 ways times the bonus.
    assert_eq!(seen.len(), 1 + 1 + 6 + 6);
    // Explored in the value's order, not in the order the dice first reached each value (1 1
    // is low and even).
    let mut distinct = seen.clone();
    distinct.dedup();
    let split = |high, even| Split { high, even };
    assert_eq!(
        distinct,
        [
            split(false, false),
            split(false, true),
            split(true, false),
            split(true, true)
        ]
    );
}

/// Who wins a roll-off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Winner {
    Attacker,
    Defender,
}

#[test]
fn retry_over_an_enum_rerolls_ties_exactly() {
    let c = run_explore(&mut |dice: &mut dyn Dice| {
        let w = retry(dice, "roll-off", |d: &mut dyn Dice| {
            let a = d.roll(&d6(), "attacker")?;
            let b = d.roll(&d6(), "defender")?;
            Ok(match a.cmp(&b) {
                std::cmp::Ordering::Greater => Some(Winner::Attacker),
                std::cmp::Ordering::Less => Some(Winner::Defender),
                std::cmp::Ordering::Equal => None,
            })
        })?;
        Ok(vec![("winner".to_string(), Value::from(format!("{w:?}")))])
    });
    assert_eq!(
        c.marginal("winner"),
        vec![
            (Value::from("Attacker"), p(1, 2)),
            (Value::from("Defender"), p(1, 2))
        ]
    );
    // A d6 against a d8, ties re-rolled: the d6 wins 15 of the 42 decided pairs, the d8 27.
    let c = run_explore(&mut |dice: &mut dyn Dice| {
        let w = retry(dice, "roll-off", |d: &mut dyn Dice| {
            let a = d.roll(&d6(), "attacker")?;
            let b = d.roll(&Die::standard(8), "defender")?;
            Ok((a != b).then_some(if a > b {
                Winner::Attacker
            } else {
                Winner::Defender
            }))
        })?;
        Ok(vec![(
            "attacker".to_string(),
            Value::from(w == Winner::Attacker),
        )])
    });
    assert_eq!(
        c.marginal("attacker"),
        vec![
            (Value::Bool(false), p(27, 42)),
            (Value::Bool(true), p(15, 42))
        ]
    );
}

#[test]
fn explorer_errors() {
    let r = explore(&mut |dice: &mut dyn Dice| {
        let v = retry(dice, "never", |d: &mut dyn Dice| {
            d.roll(&d6(), "x")?;
            Ok(None::<i64>)
        })?;
        Ok(vec![("v".to_string(), Value::from(v))])
    });
    assert!(r.is_err());
    let r = explore(&mut |dice: &mut dyn Dice| {
        let v = dice.roll(&d6(), "x")?;
        let name = if v > 3 { "high" } else { "low" };
        Ok(vec![(name.to_string(), Value::from(v))])
    });
    assert!(matches!(r, Err(Error::Runtime(_))));
    // An error on any branch is the answer.
    let r = explore(&mut |dice: &mut dyn Dice| {
        let v = dice.roll(&d6(), "x")?;
        if v == 6 {
            return Err(Error::usage("six"));
        }
        Ok(vec![("v".to_string(), Value::from(v))])
    });
    assert!(matches!(r, Err(Error::Usage(_))));
    // Too many branches: refused once past the cap (a small cap here; the real one is
    // timed by `benches/calibrate.rs`).
    let r = {
        explore::explore_capped(
            None,
            &mut |dice: &mut dyn Dice| {
                let mut s = 0;
                for _ in 0..8 {
                    s += dice.roll(&Die::standard(10), "x")?;
                }
                Ok(vec![("s".to_string(), Value::from(s))])
            },
            20_000,
        )
    };
    assert!(
        matches!(&r, Err(Error::Limit(m)) if m.contains("20,000")),
        "{r:?}"
    );
}

#[test]
fn explorer_steps_match_their_distributions() {
    let sf = custom(&[0, 1, 1, 2, 2, 3]);
    let c = run_explore(&mut |dice: &mut dyn Dice| {
        let t = dice.tally(3, &sf, "SF die")?;
        let jams = t[0];
        let hits: i64 = t
            .iter()
            .zip([0i64, 1, 2, 3])
            .map(|(c, v)| i64::from(*c) * v)
            .sum();
        Ok(vec![
            ("hits".to_string(), Value::from(hits)),
            ("seized".to_string(), Value::from(jams >= 2)),
        ])
    });
    let direct = sum_of(3, &sf).unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<(Value, Prob)> = direct.probs().map(|(v, p)| (Value::Int(v), p)).collect();
    assert_eq!(c.marginal("hits"), want);
    // Two or more jams of three: 3·(1/6)^2·(5/6) + (1/6)^3 = 16/216
    assert_eq!(c.marginal("seized")[1], (Value::Bool(true), p(2, 27)));

    let e = Expr::Bin(Op::Add, Box::new(dice(2, 6)), Box::new(Expr::Num(1)));
    let c = run_explore(&mut |d: &mut dyn Dice| {
        let a = d.expr(&e, "roll")?;
        let b = d.sum(2, &d6(), "again")?;
        Ok(vec![("diff".to_string(), Value::from(a - b))])
    });
    let m = c.marginal("diff");
    assert_eq!(m.first().map(|x| x.0.clone()), Some(Value::Int(-9)));
    // 1 = (2d6+1) - 2d6 when both 2d6 agree: Σ P(s)² = 146/1296
    assert_eq!(
        m.iter().find(|x| x.0 == Value::Int(1)).map(|x| x.1.clone()),
        Some(p(73, 648))
    );
    assert!(
        !run_explore(&mut |d: &mut dyn Dice| Ok(vec![("r".into(), Value::from(d.rolling()))]))
            .outcomes()
            .is_empty()
    );
}

#[test]
fn explorer_handles_many_paths() {
    // 6^6 = 46,656 paths of single rolls, merged into the 31 sums of 6d6.
    let c = {
        run_explore(&mut |d: &mut dyn Dice| {
            let mut s = 0;
            for _ in 0..6 {
                s += d.roll(&d6(), "x")?;
            }
            Ok(vec![("s".to_string(), Value::from(s))])
        })
    };
    let want: Vec<(Value, Prob)> = sum_of(6, &d6())
        .unwrap_or_else(|e| panic!("{e}"))
        .probs()
        .map(|(v, p)| (Value::Int(v), p))
        .collect();
    assert_eq!(c.marginal("s"), want);
}

// ---------------------------------------------------------------- against the real roller

/// Feeds the rolling interpreter every sequence of faces, depth first: each `next` answers
/// from the recorded path or starts a new branch at face 0. Paths longer than `cap` faces are
/// cut (their mass is reported as lost).
struct EveryFace {
    path: Vec<(usize, usize)>,
    depth: usize,
    cap: usize,
}

impl crate::dice::source::Source for EveryFace {
    fn next(&mut self, die: &Die, _what: &str) -> crate::error::Result<i64> {
        if self.depth == self.path.len() {
            if self.depth >= self.cap {
                return Err(Error::Runtime("cut".into()));
            }
            self.path.push((0, die.faces.len()));
        }
        let (i, _) = self.path[self.depth];
        self.depth += 1;
        Ok(die.faces[i].value)
    }
}

/// What `dice::roll` produces over every face sequence: value → probability, the mass cut at
/// the cap, and the mass of rolls that end in an error.
fn roll_everything(e: &Expr, cap: usize) -> (BTreeMap<i64, Prob>, Prob, Prob) {
    // Integer counts per denominator; fractions only at the end.
    let mut by: BTreeMap<(Option<i64>, bool), BTreeMap<BigUint, u64>> = BTreeMap::new();
    let mut src = EveryFace {
        path: Vec::new(),
        depth: 0,
        cap,
    };
    loop {
        src.depth = 0;
        let r = crate::dice::roll::roll(e, &mut src, "");
        src.path.truncate(src.depth);
        let den: BigUint = src.path.iter().map(|&(_, n)| BigUint::from(n)).product();
        let key = match r {
            Ok(rolled) => (Some(rolled.total), false),
            Err(Error::Runtime(m)) if m == "cut" => (None, true),
            Err(_) => (None, false),
        };
        *by.entry(key).or_default().entry(den).or_default() += 1;
        while let Some(last) = src.path.last_mut() {
            if last.0 + 1 < last.1 {
                last.0 += 1;
                break;
            }
            src.path.pop();
        }
        if src.path.is_empty() {
            break;
        }
    }
    let mut values = BTreeMap::new();
    let (mut lost, mut failed) = (Prob::zero(), Prob::zero());
    for ((v, cut), parts) in by {
        let p: Prob = parts.into_iter().map(|(d, c)| Prob::new(big(c), d)).sum();
        match (v, cut) {
            (Some(v), _) => {
                values.insert(v, p);
            }
            (None, true) => lost = p,
            (None, false) => failed = p,
        }
    }
    (values, lost, failed)
}

#[test]
fn rolling_agrees_with_the_exact_distribution() {
    let cases: &[(&str, usize)] = &[
        ("3d6", 8),
        ("4d6kh3", 8),
        ("4d6kl3", 8),
        ("4d6dl1dh1", 8),
        ("5d4dh2", 8),
        ("2d20kh1", 8),
        ("5d6>=4", 8),
        ("4d6kh2>=5", 8),
        ("4d6dh1<3", 8),
        ("3d{0,1,1,2,2,3}", 8),
        ("3dF", 8),
        ("d6e6", 30),
        ("2d4e4", 50),
        ("3d6ro1", 8),
        ("2d6ro<3kh1", 8),
        ("2d6mi3", 8),
        ("3d6ma4", 8),
        ("2d6e6mi2", 50),
        ("d4ro1e4", 12),
        ("2d6*2-d4", 8),
        ("(d6-d6)/2", 8),
        ("-d6+d{0,10}", 8),
        ("d6/(d4-1)", 8),
        ("d6/(d4-5)", 8),
        // Cut by the cap: the exact answer must lie within the lost mass of the enumeration.
        ("d6e>=5", 8),
        ("2d6rr1", 6),
        ("d6rr<3", 8),
        ("2d4rr1e4kh1", 7),
    ];
    for &(text, cap) in cases {
        let e = crate::dice::parse::parse(text, &[]).unwrap_or_else(|err| panic!("{text}: {err}"));
        let (rolled, lost, failed) = roll_everything(&e, cap);
        let exact = of_expr(&e);
        if !failed.is_zero() {
            assert!(
                matches!(exact, Err(Error::Usage(_))),
                "{text}: rolling can fail, exact gave {exact:?}"
            );
            continue;
        }
        let exact = checked(&exact.unwrap_or_else(|err| panic!("{text}: {err}")));
        if lost.is_zero() {
            assert_eq!(exact, rolled, "{text}");
            continue;
        }
        // rolled(v) <= exact(v) <= rolled(v) + lost, for every value.
        for (v, p) in &exact {
            let r = rolled.get(v).cloned().unwrap_or_else(Prob::zero);
            assert!(
                r <= *p && *p <= &r + &lost,
                "{text}: value {v}: rolled {r} (+{lost} cut), exact {p}"
            );
        }
        for v in rolled.keys() {
            assert!(
                exact.contains_key(v),
                "{text}: rolled {v}, which the exact distribution lacks"
            );
        }
    }
}

/// Compares the exact distribution of `e` with every face sequence through the roller.
fn agree_with_roller(e: &Expr, cap: usize) {
    let (rolled, lost, failed) = roll_everything(e, cap);
    let exact = of_expr(e);
    if !failed.is_zero() {
        assert!(
            matches!(exact, Err(Error::Usage(_))),
            "{e:?}: rolling can fail, exact gave {exact:?}"
        );
        return;
    }
    let exact = match exact {
        Ok(d) => checked(&d),
        // An rr that never stops: rolling never finishes either (all its mass is cut).
        Err(Error::Usage(_)) if lost == Prob::one() => return,
        // Refused up front as too much work (an explosion on every face): nothing to compare,
        // and the refusal is the right answer (the limits are tested on their own).
        Err(Error::Limit(_)) => return,
        Err(err) => panic!("{e:?}: {err}"),
    };
    if lost.is_zero() {
        assert_eq!(exact, rolled, "{e:?}");
        return;
    }
    for (v, p) in &exact {
        let r = rolled.get(v).cloned().unwrap_or_else(Prob::zero);
        assert!(
            r <= *p && *p <= &r + &lost,
            "{e:?}: value {v}: rolled {r} (+{lost} cut), exact {p}"
        );
    }
    for v in rolled.keys() {
        assert!(
            exact.contains_key(v),
            "{e:?}: rolled {v}, which the exact distribution lacks"
        );
    }
}

proptest! {
    #![proptest_config(crate::dice::parse::tests::seeded(300))]

    #[test]
    fn random_terms_agree_with_the_roller(t in arb_term()) {
        let mut t = t;
        t.count = t.count.min(3);
        // About 20,000 face sequences at most.
        let sides = t.die.faces.len().max(2) as f64;
        let cap = (libm::log(20_000.0) / libm::log(sides)).floor().max(1.0) as usize;
        agree_with_roller(&Expr::Dice(t), cap);
    }
}

/// Two independent steps: each side's casualties from the other side's hits (a melee's fold).
fn two_folds(dice: &mut dyn Dice, keyed: bool) -> crate::error::Result<Quantities> {
    let side = |d: &mut dyn Dice, n: u32| -> crate::error::Result<u32> {
        let hits = d.count(n, &d6(), ge(4), "hit")?;
        let saved = d.count(hits, &d6(), ge(5), "save")?;
        Ok(hits - saved)
    };
    let (a, b) = if keyed {
        (
            settle_keyed(dice, "a", "a", |d| side(d, 12))?,
            settle_keyed(dice, "b", "b", |d| side(d, 9))?,
        )
    } else {
        (
            settle(dice, "a", |d| side(d, 12))?,
            settle(dice, "b", |d| side(d, 9))?,
        )
    };
    Ok(vec![
        ("a".to_string(), Value::from(a)),
        ("b".to_string(), Value::from(b)),
    ])
}

#[test]
fn a_keyed_settle_is_explored_once_and_gives_the_same_chances() {
    let plain = run_explore(&mut |d: &mut dyn Dice| two_folds(d, false));
    let keyed = run_explore(&mut |d: &mut dyn Dice| two_folds(d, true));
    assert_eq!(plain.outcomes(), keyed.outcomes());
    // The same distribution worked out independently: each side's casualties are
    // Binomial(n, 1/2 · 2/3 = 1/3), and the two sides are independent.
    let p = |n: u64, k: u64| {
        Prob::new(
            big(binom(n, k) * 2u64.pow((n - k) as u32)),
            big(3u64.pow(n as u32)),
        )
    };
    for (v, pr) in keyed.outcomes() {
        let (Value::Int(a), Value::Int(b)) = (&v[0], &v[1]) else {
            panic!("{v:?}")
        };
        assert_eq!(*pr, p(12, *a as u64) * p(9, *b as u64), "{v:?}");
    }
    assert_eq!(keyed.outcomes().len(), 13 * 10);
    // Paths: the first fold's (hits, saves) pairs (91), the second's (55) explored once, then
    // the 13 × 10 pairs of values; explored plainly, the second fold is explored once per value
    // of the first (13 × 55). A cap between the two tells them apart.
    let cap = 91 + 55 + 130;
    assert!(
        crate::chance::explore::explore_capped(
            None,
            &mut |d: &mut dyn Dice| two_folds(d, true),
            cap
        )
        .is_ok()
    );
    let err = crate::chance::explore::explore_capped(
        None,
        &mut |d: &mut dyn Dice| two_folds(d, false),
        cap,
    );
    assert!(matches!(err, Err(Error::Limit(_))), "{err:?}");
}

// ---------------------------------------------------------------- whole expressions, up front

fn parsed(s: &str) -> Expr {
    crate::dice::parse::parse(s, &[]).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Fuzz findings: tables held together and long chains of steps cheap alone are
/// refused by the estimate of the whole expression, before anything is computed.
#[test]
fn whole_expressions_are_refused_up_front() {
    let d83s = format!("4d6dh3{}", " + d83".repeat(300));
    for (s, needle) in [
        // Two pools of 5000 dice held at once.
        ("5000d7 + 5000d6", "MiB of tables at once"),
        // A pool then a product and a quotient.
        ("2100d26*26*2-d4", "limit"),
        ("-1d6/2106d26/26/26/2", "limit"),
        // Three hundred convolutions, each cheap.
        (d83s.as_str(), "too much work"),
    ] {
        let r = expr::precheck(&parsed(s));
        assert!(
            matches!(&r, Err(Error::Limit(m)) if m.contains(needle)),
            "{}: {r:?}",
            &s[..s.len().min(40)]
        );
    }
}

/// What is cheap passes the estimate (and is computed): README and test expressions.
#[test]
fn cheap_expressions_pass_the_estimate() {
    let chain = format!("5000d6{}", "+6".repeat(600));
    for s in [
        "3d6",
        "4d6kh3 + d8",
        "2d6*2-d4",
        "(2d6-7)/d3",
        "1000d6",
        "5000d6 + 500",
        "d6e>=5e>=9+4dF>=0",
        "d60000rr<=125+-1d4",
        "d100000",
        "d50000+d50000",
        "10d6>=4 * 3",
        chain.as_str(),
    ] {
        let e = parsed(s);
        let r = expr::precheck(&e);
        assert!(r.is_ok(), "{}: {r:?}", &s[..s.len().min(40)]);
    }
    // A constant chain shifts the table in place: the same distribution as one constant.
    let d =
        of_expr(&parsed(&format!("40d6{}", "+6".repeat(600)))).unwrap_or_else(|e| panic!("{e}"));
    let want = of_expr(&parsed("40d6+3600")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(d, want);
    assert_eq!(checked(&d), expr_map(&parsed("40d6+3600")));
    // A constant minus a pool, and a negation, are done in place too.
    for s in ["10-3d6", "-2d4+1", "-(d6-d4)"] {
        let d = of_expr(&parsed(s)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(checked(&d), expr_map(&parsed(s)), "{s}");
    }
    let d = of_expr(&parsed("-3*2d6*2-1")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((d.min(), d.max()), (-73, -13));
    assert_eq!(d.prob(-43), p(1, 6));
}

/// Every step of one expression draws on one work budget: steps each within the limit are
/// refused together, and only inside a budget.
#[test]
fn one_budget_for_the_whole_expression() {
    let half = limits::MAX_WORK / 2;
    for _ in 0..3 {
        assert!(limits::check("alone", 0, 1, half).is_ok());
    }
    let budget = limits::Budget::start(0);
    assert!(limits::check("first", 0, 1, half).is_ok());
    assert!(limits::check("second", 0, 1, half - 1000).is_ok());
    let r = limits::check("third", 0, 1, half);
    assert!(
        matches!(&r, Err(Error::Limit(m)) if m.contains("third") && m.contains("as a whole")),
        "{r:?}"
    );
    drop(budget);
    assert!(limits::check("after", 0, 1, half).is_ok());
}

/// Fractions reduced through a total's cover (a pool's power of one die's total, a product of
/// terms' totals) or its primes are the ones a plain gcd gives, "this or more" sums included.
#[test]
fn covered_totals_reduce_as_a_gcd_does() {
    for text in [
        "20d6e>=5rr101>=4",
        "3d1000e>=5rr101>=4*2d7",
        "4d6ro1+3d6ro1-2d6",
        "5d{1,1,2}e2rr3+d7*d7",
        "2d20e20rr1",
        "6d6e6rr7kh2+30d6e>=5rr101>=4",
    ] {
        let d = of_expr(&parsed(text)).unwrap_or_else(|e| panic!("{text}: {e}"));
        let total = d.total().clone();
        for ((v, w), (u, p)) in d.entries().iter().zip(d.probs()) {
            assert_eq!(*v, u);
            assert_eq!(p, Prob::new(w.clone(), total.clone()), "{text}: {v}");
            let above: BigUint = d.entries().iter().filter(|e| e.0 >= *v).map(|e| &e.1).sum();
            assert_eq!(
                d.at_least(*v),
                Prob::new(above, total.clone()),
                "{text}: >= {v}"
            );
        }
    }
}

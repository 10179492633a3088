//! `spw roll EXPR --chances`: exact values known by hand, JSON contract, agreement with rolling,
//! and requests too big to answer exactly.

use crate::agreement;
use crate::case::p;
use crate::harness::spw;

#[test]
fn known_values_are_exact_and_reduced() {
    // 27 of the 216 ways to throw 3d6 make 10.
    assert_eq!(p(&["roll", "3d6"], "total", 10), "1/8");
    // Only 6,6,6,x with x any face, or 6,6,6,6: 21 of 1296 → 7/432.
    assert_eq!(p(&["roll", "4d6kh3"], "total", 18), "7/432");
    // C(10,5)·3^5·3^5/6^10 = 63/256.
    assert_eq!(p(&["roll", "10d6>=4"], "total", 5), "63/256");
    // 2d20kh1 >= 15: 1 − (14/20)^2 = 51/100, summed from the table.
    let v = spw(&["--chances", "roll", "2d20kh1"]).json();
    let mut num = num_bigint::BigUint::from(0u32);
    for r in v["chances"]["total"].as_array().unwrap() {
        if r["value"].as_i64().unwrap() >= 15 {
            let (n, d) = r["p"].as_str().unwrap().split_once('/').unwrap();
            // Every p is over 400 or a divisor of it: bring it to /400.
            let d: u32 = d.parse().unwrap();
            num += n.parse::<num_bigint::BigUint>().unwrap() * (400 / d);
        }
    }
    assert_eq!(num, num_bigint::BigUint::from(204u32), "204/400 = 51/100");
}

#[test]
fn a_hundred_d6_is_exact_to_the_last_digit() {
    // Rolling 100 sixes: one way in 6^100 (a 78-digit denominator).
    let six = num_bigint::BigUint::from(6u32).pow(100);
    assert_eq!(p(&["roll", "100d6"], "total", 600), format!("1/{six}"));
    assert_eq!(p(&["roll", "100d6"], "total", 100), format!("1/{six}"));
    // 101: one die shows 2, the rest 1 — 100 ways; 100/6^100 reduces to 25/(6^100/4).
    assert_eq!(
        p(&["roll", "100d6"], "total", 101),
        format!("25/{}", six / 4u32)
    );
}

#[test]
fn every_distribution_sums_to_one() {
    for e in [
        "3d6",
        "4d6kh3",
        "2d20kl1",
        "6d6dl1dh1",
        "3d6rr1",
        "2d6ro<3",
        "3d6e",
        "4dF",
        "2dSF+1",
        "d%",
        "(2d6-7)*3",
        "10d10>=8",
        "3d6mi2ma5",
        "d{0,1,1,2,2,3}/2",
    ] {
        let v = spw(&["--chances", "roll", e]).json();
        let mut num = num_bigint::BigInt::from(0);
        let mut den = num_bigint::BigInt::from(1);
        for r in v["chances"]["total"].as_array().unwrap() {
            let (n, d) = r["p"].as_str().unwrap().split_once('/').unwrap();
            let (n, d): (num_bigint::BigInt, num_bigint::BigInt) =
                (n.parse().unwrap(), d.parse().unwrap());
            num = num * &d + n * &den;
            den *= d;
        }
        assert_eq!(num, den, "{e} does not sum to 1");
    }
}

#[test]
fn the_human_table_has_fraction_percent_cumulative_and_a_bar() {
    let out = spw(&["--chances", "roll", "2d6"]).ok();
    assert!(
        out.contains("this or more") && out.contains("this or less"),
        "{out}"
    );
    let seven = out
        .lines()
        .find(|l| l.trim_start().starts_with("7 "))
        .unwrap();
    assert!(
        seven.contains("1/6")
            && seven.contains("16.67")
            && seven.contains("58.33")
            && seven.contains('█'),
        "{seven}"
    );
    assert!(out.contains("mean 7, sd 2.415"), "{out}");
}

#[test]
fn rolling_agrees_with_chances_for_expressions() {
    for e in [
        "4d6kh3",
        "3d6rr1",
        "2d6ro<3",
        "2d6e",
        "10d6>=4",
        "2dSF",
        "4dF",
        "d{0,1,1,2,2,3}*2-1",
        "3d6mi2ma5",
    ] {
        agreement::check(&["roll", e], 3000);
    }
}

#[test]
fn infeasible_requests_are_refused_never_approximated() {
    // Each `ro` squares the die's total: a chain of 40 would need 2^40-fold wide numbers.
    // (The same `ro` twice is refused as a repeat, so each rerolls another face.)
    let ro_chain: String = (1..=40).map(|i| format!("ro{i}")).collect();
    let ro_chain = format!("d100{ro_chain}");
    for e in ["10000d1000", "100d6e", ro_chain.as_str()] {
        let err = spw(&["--chances", "roll", e]).fails(2);
        assert!(err.contains("limit"), "{e}: {err}");
    }
    // Big but answerable: exactly.
    let v = spw(&["--chances", "roll", "200d6kh100"]).json();
    assert_eq!(v["chances"]["total"].as_array().unwrap().len(), 501);
    let err = spw(&["--chances", "roll", "1d6/(1d2-1)"]).fails(2);
    assert!(err.contains("divisor can be 0"), "{err}");
}

#[test]
fn the_quiet_sentence_gives_a_short_yes_no_chance_as_a_fraction_and_a_long_one_as_a_percent() {
    let short = spw(&[
        "--chances",
        "-q",
        "penetrate",
        "-c",
        "5",
        "--vehicle",
        "D",
        "-m",
        "4",
        "--facing",
        "side",
        "--pinned",
    ])
    .ok();
    assert!(short.contains("penetrated 43/150 (28.67%)"), "{short}");
    // Five a side already makes a yes/no fraction of 25 digits.
    let long = spw(&[
        "--chances",
        "-q",
        "melee",
        "--attacker-figures",
        "5",
        "--attacker-ferocity",
        "4",
        "--attacker-skill",
        "4",
        "--attacker-morale",
        "12",
        "--defender-figures",
        "5",
        "--defender-ferocity",
        "4",
        "--defender-skill",
        "4",
        "--defender-morale",
        "12",
        "--pursue",
    ])
    .ok();
    assert!(long.contains("removed 14.33%"), "{long}");
    assert!(!long.contains('/'), "{long}");
}

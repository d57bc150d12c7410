//! Exact distributions: known values, budget errors, an exhaustive
//! enumeration of every face sequence through the evaluator as the
//! reference, and sampled frequencies at a fixed seed.

use std::collections::BTreeMap;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_core::SuppliedFaces;
use osr_dice::{Budget, Distribution, ErrorKind, Limit, Limits, Plan, compile};
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

fn q(n: i64, d: i64) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

fn dist(notation: &str) -> Distribution {
    dist_with(notation, &Limits::default())
}

fn dist_with(notation: &str, limits: &Limits) -> Distribution {
    compile(notation, limits)
        .and_then(|p| p.distribution(&Budget::default()))
        .unwrap_or_else(|e| panic!("{notation}: {e}"))
}

fn total_mass(d: &Distribution) -> BigRational {
    d.outcomes().map(|(_, p)| p).sum::<BigRational>() + d.truncated()
}

/// Every face sequence the evaluator can draw, with its probability: the
/// exact distribution by brute force, the truncated mass (explosion limits
/// reached), and the mass of reroll limits reached.
struct Enumerated {
    totals: BTreeMap<i64, BigRational>,
    exploded_out: BigRational,
    rerolled_out: BigRational,
}

fn enumerate(plan: &Plan) -> Enumerated {
    fn walk(plan: &Plan, prefix: &mut Vec<u32>, weight: BigRational, out: &mut Enumerated) {
        match plan.roll_total(&mut SuppliedFaces::new(prefix)) {
            Ok(total) => *out.totals.entry(total).or_insert_with(BigRational::zero) += weight,
            Err(e) => match e.kind() {
                ErrorKind::Face(osr_core::Error::FacesExhausted { sides, .. }) => {
                    let sides = *sides;
                    let each = weight / BigRational::from_integer(BigInt::from(sides));
                    for face in 1..=sides {
                        prefix.push(face);
                        walk(plan, prefix, each.clone(), out);
                        prefix.pop();
                    }
                }
                ErrorKind::LimitReached {
                    limit: Limit::Explosions,
                    ..
                } => out.exploded_out += weight,
                ErrorKind::LimitReached {
                    limit: Limit::Rerolls,
                    ..
                } => out.rerolled_out += weight,
                other => panic!("unexpected error {other}"),
            },
        }
    }
    let mut out = Enumerated {
        totals: BTreeMap::new(),
        exploded_out: BigRational::zero(),
        rerolled_out: BigRational::zero(),
    };
    walk(plan, &mut Vec::new(), BigRational::one(), &mut out);
    out
}

#[test]
fn agrees_with_every_face_sequence() {
    // Small limits keep the enumeration small and make uncapped explosions
    // and repeated rerolls reach their limits.
    let limits = Limits {
        max_explosions: 2,
        max_rerolls: 2,
        ..Limits::default()
    };
    let cases = [
        "3d6",
        "2d6+3",
        "d4-d6",
        "2d4*d3",
        "d6*3-1",
        "20/d6",
        "-d6/2",
        "(d6-4)/d3",
        "4d4kh3",
        "4d4kl2",
        "4d4dh1",
        "5d3dl2",
        "3d6kh0",
        "2d6kh2",
        "d4r1",
        "3d4ro<2",
        "2d4r<3",
        "d6r1r6",
        "d4!",
        "2d4!o2",
        "d4!p",
        "2d3!>=2o1",
        "d4!!",
        "2d4!!kh1",
        "d3!!>=2",
        "d4!pmin2",
        "3d4>=3",
        "4d4>=4f1",
        "3d4ro1kh2>=3",
        "d{1,1,5}",
        "3dF",
        "2d{-1,0,0,3}kl1",
        "3d6min2max5",
        "2d4min3kh1",
        "{d4,d6}kh1",
        "{2d3,d4,d4+1}kl2",
        "{d4,d4,d4}kh2",
        "{d6,d4}>=3",
        "{d4,2d3}dl1>=3f1",
        "{d4,d6}",
        "d4!>=3>=4",
        "2d4!po2>=3f1",
    ];
    for notation in cases {
        let plan = compile(notation, &limits).unwrap_or_else(|e| panic!("{notation}: {e}"));
        let exact = plan
            .distribution(&Budget::default())
            .unwrap_or_else(|e| panic!("{notation}: {e}"));
        let brute = enumerate(&plan);
        // Repeated rerolls are exact as written (no cap): the reference,
        // given that no reroll limit was reached, is the same distribution.
        let completed = BigRational::one() - &brute.rerolled_out;
        let expected: Vec<(i64, BigRational)> = brute
            .totals
            .iter()
            .map(|(v, p)| (*v, p / &completed))
            .collect();
        assert_eq!(exact.outcomes().collect::<Vec<_>>(), expected, "{notation}");
        assert_eq!(
            exact.truncated(),
            &brute.exploded_out / &completed,
            "{notation}"
        );
        assert_eq!(total_mass(&exact), BigRational::one(), "{notation}");
    }
}

#[test]
fn three_d6() {
    let d = dist("3d6");
    assert_eq!(d.probability(10), q(27, 216));
    assert_eq!(d.probability(10), q(1, 8));
    assert_eq!(d.probability(3), q(1, 216));
    assert_eq!((d.min(), d.max(), d.len()), (Some(3), Some(18), 16));
    assert_eq!(d.mean(), q(21, 2));
    assert_eq!(d.variance(), q(35, 4));
}

#[test]
fn two_d6_table() {
    let d = dist("2d6");
    for total in 2..=12 {
        let ways = 6 - (total - 7_i64).abs();
        assert_eq!(d.probability(total), q(ways, 36), "2d6 = {total}");
    }
    assert_eq!(d.probability(1), BigRational::zero());
}

#[test]
fn morale_holds_at_seven() {
    // rule: TC-5.13
    assert_eq!(dist("2d6").at_most(7), q(21, 36));
}

#[test]
fn ability_scores_4d6_keep_3() {
    // rule: GM-dice.4d6k3
    let d = dist("4d6kh3");
    assert_eq!(d.mean(), q(15869, 1296));
    assert_eq!(d.probability(18), q(21, 1296));
    assert_eq!(d.probability(3), q(1, 1296));
    assert_eq!(dist("4d6dl1"), d);
}

#[test]
fn advantage_and_disadvantage() {
    // rule: CH-dice.save.adv
    assert_eq!(dist("2d20kh1").mean(), q(553, 40));
    assert_eq!(dist("2d20kl1").mean(), q(287, 40));
    // rule: TC-3.8
    let adv = dist("2d20kh1");
    for x in 1..=20 {
        assert_eq!(adv.at_most(x), q(x * x, 400), "max of 2d20 <= {x}");
    }
    assert_eq!(dist("2d20kh1+5").at_least(15), q(319, 400));
}

#[test]
fn repeated_reroll_is_uniform_on_the_faces_kept() {
    let d = dist("d6r<3");
    let expected: Vec<_> = (3..=6).map(|v| (v, q(1, 4))).collect();
    assert_eq!(d.outcomes().collect::<Vec<_>>(), expected);
    assert!(d.is_complete());
}

#[test]
fn reroll_once() {
    // A 1 is rerolled once: 1 shows with 1/36, others 7/36.
    let d = dist("d6ro1");
    assert_eq!(d.probability(1), q(1, 36));
    assert_eq!(d.probability(4), q(7, 36));
}

#[test]
fn capped_explosion_is_exact() {
    let d = dist("d20!o3");
    assert!(d.is_complete());
    assert_eq!((d.min(), d.max()), (Some(1), Some(80)));
    // 80 is four 20s; 61..79 three 20s then 1..19.
    assert_eq!(d.probability(80), q(1, 160_000));
    assert_eq!(d.probability(65), q(1, 160_000));
    assert_eq!(d.probability(20), BigRational::zero());
    assert_eq!(d.probability(21), q(1, 400));
    assert_eq!(d.probability(5), q(1, 20));
    assert_eq!(total_mass(&d), BigRational::one());
}

#[test]
fn uncapped_explosion_reports_its_tail() {
    let six = BigRational::from_integer(BigInt::from(6));
    let default = dist("d6!");
    let cap = Limits::default().max_explosions;
    let tail = BigRational::one() / num_traits::pow(six.clone(), cap as usize + 1);
    assert_eq!(default.truncated(), tail);
    assert!(!default.is_complete());
    assert_eq!(total_mass(&default), BigRational::one());
    for cap in [0_u32, 1, 2, 5, 30] {
        let limits = Limits {
            max_explosions: cap,
            ..Limits::default()
        };
        let d = dist_with("d6!", &limits);
        let tail = BigRational::one() / num_traits::pow(six.clone(), cap as usize + 1);
        assert_eq!(d.truncated(), tail, "cap {cap}");
        // The cut-off chains are never counted as a total.
        assert_eq!(d.max(), Some(6 * i64::from(cap) + 5), "cap {cap}");
        assert_eq!(total_mass(&d), BigRational::one(), "cap {cap}");
    }
    // The open-ended d20: 20, 20, 3 is 43.
    assert_eq!(dist("d20!").probability(43), q(1, 8000));
}

#[test]
fn success_counts() {
    let d = dist("6d10>=7f1");
    // Per die: success 2/5, failure 1/10.
    assert_eq!(d.mean(), q(9, 5));
    assert_eq!(d.probability(6), q(64, 15625));
    assert_eq!(d.probability(-6), q(1, 1_000_000));
    assert_eq!((d.min(), d.max()), (Some(-6), Some(6)));
}

#[test]
fn group_keep_of_identical_members() {
    let best = dist("{3d6,3d6}kh1");
    let one = dist("3d6");
    for x in 3..=18 {
        let f = one.at_most(x);
        assert_eq!(best.at_most(x), &f * &f, "max of two 3d6 <= {x}");
    }
}

#[test]
fn group_keep_of_different_members() {
    // max(d4, d6) <= x: F4(x)·F6(x).
    let d = dist("{d4,d6}kh1");
    for x in 1..=6_i64 {
        assert_eq!(d.at_most(x), q(x.min(4), 4) * q(x, 6), "<= {x}");
    }
}

#[test]
fn three_d6_times_ten() {
    // rule: CH-dice.notation
    let d = dist("3d6x10");
    let support: Vec<i64> = d.outcomes().map(|(v, _)| v).collect();
    assert_eq!(support, (3..=18).map(|v| v * 10).collect::<Vec<_>>());
    assert_eq!(d.probability(100), q(1, 8));
}

#[test]
fn hundred_d10_keep_ten() {
    let d = dist("100d10kh10");
    assert_eq!((d.min(), d.max()), (Some(10), Some(100)));
    // 100 needs ten or more 10s among 100 dice.
    let tenth = q(1, 10);
    let nine = q(9, 10);
    let mut below = BigRational::zero();
    let mut binom = BigInt::one();
    for k in 0..10_u32 {
        if k > 0 {
            binom = binom * BigInt::from(101 - k) / BigInt::from(k);
        }
        below += BigRational::from_integer(binom.clone())
            * num_traits::pow(tenth.clone(), k as usize)
            * num_traits::pow(nine.clone(), 100 - k as usize);
    }
    assert_eq!(d.probability(100), BigRational::one() - below);
    // 10 needs all hundred dice to show 1.
    assert_eq!(d.probability(10), num_traits::pow(tenth, 100));
    assert_eq!(total_mass(&d), BigRational::one());
}

#[test]
fn probabilities_sum_to_one() {
    let cases = [
        "d20",
        "d%",
        "dF",
        "4dF",
        "10d6",
        "50d6",
        "3d20kh2",
        "10d10kl3",
        "d6!",
        "3d6!",
        "2d10!p",
        "d6!!",
        "5d6!!kh2",
        "d20!o3+d4",
        "2d6*d6",
        "d100/d7",
        "-(2d8)",
        "{d20+5,d20}kh1",
        "{4d6kh3,4d6kh3,4d6kh3}>=15",
        "8d6kh3",
        "d6r<3+d6ro1",
        "d{2,3,5,7}min4",
        "6d10>=7f1",
        // Three dice, not ten: the same chain and the same sum by squaring
        // with a die left over, without seconds of big-number work.
        "3d6!>=5",
        "(d4+1)*(d6-7)",
    ];
    for notation in cases {
        let d = dist(notation);
        assert_eq!(total_mass(&d), BigRational::one(), "{notation}");
        let plan = compile(notation, &Limits::default()).expect("compiles");
        // The plan's proven bounds contain the support.
        assert!(d.min() >= Some(plan.min()), "{notation}");
        assert!(d.max() <= Some(plan.max()), "{notation}");
    }
}

#[test]
fn budget_errors_are_typed() {
    let plan = compile("1 + 3d6", &Limits::default()).expect("compiles");
    let err = plan
        .distribution(&Budget {
            max_outcomes: 5,
            ..Budget::default()
        })
        .unwrap_err();
    assert!(matches!(
        err.kind(),
        ErrorKind::Limit {
            limit: Limit::Outcomes,
            max: 5,
            ..
        }
    ));
    assert_eq!(err.span().range(), 4..7);

    let plan = compile("d6 + 1000d20", &Limits::default()).expect("compiles");
    let err = plan
        .distribution(&Budget {
            max_steps: 100_000,
            ..Budget::default()
        })
        .unwrap_err();
    let ErrorKind::Limit {
        limit: Limit::Steps,
        needed,
        max,
    } = *err.kind()
    else {
        panic!("{err}")
    };
    assert!(needed > max && max == 100_000);
    assert_eq!(err.span().range(), 5..12);

    // The default budget stops work that would take too long, quickly.
    let plan = compile("10000d6kh5000", &Limits::default()).expect("compiles");
    assert!(matches!(
        plan.distribution(&Budget::default()).unwrap_err().kind(),
        ErrorKind::Limit { .. }
    ));
}

#[test]
fn keeping_from_a_growing_pool_is_unsupported() {
    let err = compile("4d6!kh3", &Limits::default())
        .expect("compiles")
        .distribution(&Budget::default())
        .unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::Unsupported { .. }));
    assert_eq!(err.span().range(), 0..7);
}

/// Sampled frequencies at a fixed seed against the exact probabilities.
///
/// With `n` rolls, a count has standard deviation `sqrt(n·p(1-p))`; a
/// deviation above 5 of them has probability below 6e-7 per outcome (for
/// outcomes rolled a few times or less the count is near Poisson, hence 3
/// counts of slack), so with at most a few hundred outcomes a correct
/// distribution passes at any seed with overwhelming probability, while an
/// error of 0.005 in a probability shows with 200,000 rolls.
#[test]
fn sampled_frequencies_agree() {
    let n = 200_000_u32;
    for notation in [
        "3d6",
        "4d6kh3",
        "2d20kh1+5",
        "d6r<3",
        "d6ro1",
        "d20!o3",
        "6d10>=7f1",
        "{3d6,3d6}kh1",
        "2d6!",
        "d6!!min3",
        "d6*d4",
    ] {
        let plan = compile(notation, &Limits::default()).expect("compiles");
        let exact = plan.distribution(&Budget::default()).expect("weighs");
        let mut rng = Pcg64Mcg::seed_from_u64(0x0005_d1ce);
        let mut counts: BTreeMap<i64, u32> = BTreeMap::new();
        for _ in 0..n {
            let total = plan.roll_total(&mut rng).expect("rolls");
            *counts.entry(total).or_default() += 1;
        }
        for total in counts.keys() {
            assert!(
                exact.probability(*total) > BigRational::zero(),
                "{notation}: {total} rolled but impossible"
            );
        }
        for (total, p) in exact.outcomes() {
            let p: f64 = num_traits::ToPrimitive::to_f64(&p).expect("finite");
            let seen = f64::from(counts.get(&total).copied().unwrap_or(0));
            let expected = p * f64::from(n);
            let sigma = (expected * (1.0 - p)).sqrt();
            assert!(
                (seen - expected).abs() <= 5.0 * sigma + 3.0,
                "{notation}: P({total}) = {p}, expected {expected} of {n}, seen {seen}"
            );
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trip_and_validation() {
    for notation in ["3d6", "d6!", "100d10kh10", "d20!o3"] {
        let d = dist(notation);
        let json = serde_json::to_string(&d).expect("serializes");
        let back: Distribution = serde_json::from_str(&json).expect("deserializes");
        assert_eq!(back, d, "{notation}");
    }
    let json = serde_json::to_string(&dist("d2")).expect("serializes");
    assert_eq!(
        json,
        r#"{"outcomes":[{"total":1,"p":{"exact":"1/2","decimal":0.5}},{"total":2,"p":{"exact":"1/2","decimal":0.5}}],"truncated":{"exact":"0/1","decimal":0.0}}"#
    );
    // The wire form with exact text only (the decimal is informative).
    let wire = |outcomes: &[(i64, &str)], truncated: &str| {
        let outcomes: Vec<String> = outcomes
            .iter()
            .map(|(v, p)| format!(r#"{{"total":{v},"p":{{"exact":"{p}"}}}}"#))
            .collect();
        format!(
            r#"{{"outcomes":[{}],"truncated":{{"exact":"{truncated}"}}}}"#,
            outcomes.join(",")
        )
    };
    for bad in [
        wire(&[(1, "1/2"), (2, "1/3")], "0/1"),
        wire(&[(2, "1/2"), (1, "1/2")], "0"),
        wire(&[(1, "3/2"), (2, "-1/2")], "0"),
        wire(&[(1, "1/2"), (2, "1/4")], "-1/4"),
        wire(&[(1, "1/0")], "0"),
        wire(&[], "0"),
    ] {
        assert!(serde_json::from_str::<Distribution>(&bad).is_err(), "{bad}");
    }
    let ok: Distribution =
        serde_json::from_str(&wire(&[(1, "1/2"), (2, "1/4")], "1/4")).expect("valid");
    assert_eq!(ok.truncated(), q(1, 4));
}

/// A step on big numbers costs by their size: a thousand dice have a
/// denominator of 6^1000 (2,585 bits), so their sum costs far more than its
/// count of additions, and a budget that is enough for the additions alone
/// is not enough for it. (Counted by additions only, hostile notation such as
/// `100d6!` ran for a minute before its budget stopped it.)
#[test]
fn steps_on_big_numbers_cost_by_their_size() {
    let budget = Budget {
        max_steps: 1_000_000_000,
        ..Budget::default()
    };
    let plan = compile("1000d6", &Limits::default()).unwrap();
    let err = plan.distribution(&budget).unwrap_err();
    assert!(
        matches!(err.kind(), ErrorKind::Limit { limit: Limit::Steps, needed, .. } if *needed > 1_000_000_000),
        "{err}"
    );
    // The same sum with small numbers fits easily.
    let plan = compile("1000d1", &Limits::default()).unwrap();
    assert!(plan.distribution(&budget).is_ok());
}

#[test]
fn cumulative_rows_agree_with_the_single_queries() {
    for notation in [
        "3d6",
        "4d6kh3",
        "2d20kh1+5",
        "d6!",
        "3d6*10",
        "{d4,d6}kl1",
        "4dF",
    ] {
        let limits = Limits {
            max_explosions: 3,
            ..Limits::default()
        };
        let dist = compile(notation, &limits)
            .unwrap()
            .distribution(&Budget::default())
            .unwrap();
        let rows: Vec<_> = dist.cumulative().collect();
        assert_eq!(rows.len(), dist.len(), "{notation}");
        for (row, (total, p)) in rows.iter().zip(dist.outcomes()) {
            assert_eq!(row.total, total, "{notation}");
            assert_eq!(row.probability.exact(), p, "{notation}");
            assert_eq!(row.at_most.exact(), dist.at_most(total), "{notation}");
            assert_eq!(row.at_least.exact(), dist.at_least(total), "{notation}");
            assert_eq!(
                row.at_most.exact() - p,
                dist.between(i64::MIN, total - 1),
                "{notation}"
            );
        }
    }
}

#[test]
fn between_covers_ranges() {
    let dist = compile("2d6", &Limits::default())
        .unwrap()
        .distribution(&Budget::default())
        .unwrap();
    assert_eq!(dist.between(2, 12), BigRational::one());
    assert_eq!(dist.between(7, 7), dist.probability(7));
    assert_eq!(dist.between(13, 20), BigRational::zero());
    assert_eq!(
        dist.between(i64::MIN, 6) + dist.between(7, i64::MAX),
        BigRational::one()
    );
}

#[test]
fn a_wide_table_is_one_pass() {
    // Hostile input for an odds table: a die of a million faces. The rows
    // come in one pass (a table built from `at_least` per total would take
    // 10^12 additions); the last row and a decimal of every row are cheap.
    let dist = compile("1d1000000", &Limits::default())
        .unwrap()
        .distribution(&Budget::default())
        .unwrap();
    let mut rows = 0_u64;
    let mut last = None;
    let mut sum = 0.0;
    for row in dist.cumulative() {
        rows += 1;
        sum += row.probability.to_f64();
        last = Some(row);
    }
    assert_eq!(rows, 1_000_000);
    let last = last.unwrap();
    assert_eq!(last.at_most.to_string(), "1/1");
    assert_eq!(last.at_least.to_string(), "1/1000000");
    assert!((sum - 1.0).abs() < 1e-6);
}

#[test]
fn a_table_of_large_fractions_gives_decimals() {
    // 200d10: denominators of 665 bits, shown as decimals without reducing.
    let dist = compile("200d10", &Limits::default())
        .unwrap()
        .distribution(&Budget::default())
        .unwrap();
    let rows: Vec<_> = dist.cumulative().collect();
    assert_eq!(rows.len(), 1801);
    let middle = &rows[900];
    assert_eq!(middle.total, 1100);
    assert!((middle.at_most.to_f64() - 0.5).abs() < 0.01);
    assert!(rows.iter().all(|r| r.probability.to_f64() > 0.0));
}

/// The steps limit in a refusal, if the error is one.
fn refused_steps(plan: &Plan, budget: &Budget) -> Option<u64> {
    match plan.distribution(budget).unwrap_err().kind() {
        ErrorKind::Limit {
            limit: Limit::Steps,
            needed,
            ..
        } => Some(*needed),
        _ => None,
    }
}

#[test]
fn a_budget_refuses_before_computing() {
    // Refused with the estimate of the whole computation, made from the
    // plan before any arithmetic: a refusal partway through would name the
    // steps charged so far instead.
    let plan = compile("50d20!", &Limits::default()).unwrap();
    let cost = plan.distribution_cost();
    assert!(cost > Budget::default().max_steps);
    assert_eq!(refused_steps(&plan, &Budget::default()), Some(cost));

    let tight = Budget {
        max_steps: 1_000_000,
        ..Budget::default()
    };
    let plan = compile("3d6!", &Limits::default()).unwrap();
    let cost = plan.distribution_cost();
    assert!(cost > tight.max_steps);
    assert_eq!(refused_steps(&plan, &tight), Some(cost));
    // Within a budget of exactly its estimate, it is computed.
    let exact = Budget {
        max_steps: cost,
        ..Budget::default()
    };
    assert!(plan.distribution(&exact).is_ok());
    let one_less = Budget {
        max_steps: cost - 1,
        ..Budget::default()
    };
    assert_eq!(refused_steps(&plan, &one_less), Some(cost));
}

#[test]
fn work_counts_of_common_plans() {
    // The estimate in steps: one step per face, then the sums.
    let cost = |n: &str| compile(n, &Limits::default()).unwrap().distribution_cost();
    assert_eq!(cost("1d6"), 6);
    assert_eq!(cost("3d6"), 108);
    assert_eq!(cost("4d6kh3"), 324);
    // Each more die costs more, never less.
    assert!(cost("100d10") < cost("200d10"));
    assert!(cost("10d6!") < cost("20d6!"));
}

#[test]
fn an_outcome_budget_refuses_before_computing() {
    let plan = compile("1100d1000", &Limits::default()).unwrap();
    let err = plan.distribution(&Budget::default()).unwrap_err();
    assert_eq!(
        err.kind(),
        &ErrorKind::Limit {
            limit: Limit::Outcomes,
            needed: 1_098_901,
            max: 1_000_000,
        }
    );
}

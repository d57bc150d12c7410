//! 3d6 Constitution checks against the catalog's numbers (catalog-TC.md,
//! `## dice`, and the degree vectors and scenarios of vectors-TC.md), and
//! their exact odds against independent enumerations and against sampling.

use std::collections::BTreeMap;

use crate::common::{assert_agrees_with_sampling, assert_well_formed, frac};
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::constitution::{
    AbilityCheck, Bargain, Concept, DC_NORMAL, Degrees, Difficulty, HAGGLE_DISCOUNT_PERCENT,
    Haggle, INJURY_OR_FATIGUE, MAX_DEGREES, MoraleCheck, NaturalOne, Nerve, NoRerollsLeft,
    PercentileCheck, Rerolls, ReusedConcept, Skill,
};
use osr_check::{Check, Error, Fate, MAX_EXTRA_DICE, PassFail, Resolved, Rolled};
use osr_core::{Edge, SuppliedFaces};

fn roll<C: Check>(check: &C, faces: &[u32]) -> C::Outcome {
    let mut source = SuppliedFaces::new(faces);
    let outcome = check.roll(&mut source).expect("rolls");
    assert!(source.is_exhausted(), "faces left over: {faces:?}");
    outcome
}

fn band<C: Check>(check: &C, faces: &[u32]) -> C::Band {
    roll(check, faces).band()
}

fn check(ability: i32, dc: i32) -> AbilityCheck {
    AbilityCheck::new(ability, dc).expect("in range")
}

const POLICIES: [NaturalOne; 3] = [NaturalOne::Keep, NaturalOne::Ignore, NaturalOne::MinusFour];

// ---------------------------------------------------------------------------
// An independent model of the check, for the exact-odds tests: every die is
// enumerated face by face, and the degrees are worked out from the catalog's
// formula, not through the crate's `Degrees::of_total`.
// ---------------------------------------------------------------------------

/// Degrees from the catalog's note on TC-3.2: success `1 + floor(m / 5)`
/// for a margin `m >= 0`, failure `1 + floor(s / 5)` for a shortfall
/// `s >= 1`.
fn model_degrees(total: i64, dc: i64) -> Degrees {
    if total >= dc {
        Degrees::Success(u32::try_from(1 + (total - dc) / 5).unwrap())
    } else {
        Degrees::Failure(u32::try_from(1 + (dc - total) / 5).unwrap())
    }
}

/// The kept face distribution, by rolling every combination of `1 + a + d`
/// d20s, sorting them and keeping the one left after dropping the `a`
/// lowest and the `d` highest.
fn model_kept_faces(a: u32, d: u32) -> Vec<BigRational> {
    let n = 1 + a + d;
    let mut counts = [0_u64; 20];
    let combos = 20_u64.pow(n);
    let mut dice = vec![0_u32; n as usize];
    for mut code in 0..combos {
        for die in &mut dice {
            *die = u32::try_from(code % 20).unwrap() + 1;
            code /= 20;
        }
        dice.sort_unstable();
        counts[dice[a as usize] as usize - 1] += 1;
    }
    counts
        .iter()
        .map(|&c| BigRational::new(c.into(), combos.into()))
        .collect()
}

/// Every sum of a chain of exploding d20s (roll; on 20 add another) up to
/// `depth` dice, face by face, and the probability of the chains still
/// going after `depth` 20s, whose sums are all above `20 * depth`.
fn model_chains(depth: u32) -> (Vec<(i64, BigRational)>, BigRational) {
    fn walk(
        depth: u32,
        prefix: i64,
        p: &BigRational,
        out: &mut Vec<(i64, BigRational)>,
        rest: &mut BigRational,
    ) {
        let p = p / BigRational::from_integer(20.into());
        for face in 1..=20 {
            if face < 20 {
                out.push((prefix + face, p.clone()));
            } else if depth > 1 {
                walk(depth - 1, prefix + 20, &p, out, rest);
            } else {
                *rest += &p;
            }
        }
    }
    let mut out = Vec::new();
    let mut rest = BigRational::zero();
    walk(depth, 0, &BigRational::one(), &mut out, &mut rest);
    (out, rest)
}

/// The model's band probabilities with the degree of a total at least
/// `20 + 20 * depth + 1 + bonus` known only as "that or more"; returns the
/// exact bands and the left-over chains' probability and least total.
struct Model {
    bands: BTreeMap<Degrees, BigRational>,
    rest: BigRational,
    rest_from_total: i64,
}

fn model(ability: i32, dc: i32, modifier: i32, edge: Edge, policy: NaturalOne) -> Model {
    const DEPTH: u32 = 16;
    let bonus = i64::from(ability + modifier);
    let dc = i64::from(dc);
    let kept = model_kept_faces(edge.advantage, edge.disadvantage);
    let (chains, rest) = model_chains(DEPTH);
    let mut bands = BTreeMap::new();
    let mut add = |band: Degrees, p: BigRational| {
        *bands.entry(band).or_insert_with(BigRational::zero) += p;
    };
    for face in 1..=19_i64 {
        let p = kept[usize::try_from(face - 1).unwrap()].clone();
        let band = if face == 1 {
            match policy {
                NaturalOne::Keep => match model_degrees(1 + bonus, dc) {
                    Degrees::Failure(n) => Degrees::Failure(n + 1),
                    Degrees::Success(n) => Degrees::Complicated(n),
                    other => panic!("{other:?}"),
                },
                NaturalOne::Ignore => model_degrees(1 + bonus, dc),
                NaturalOne::MinusFour => model_degrees(-4 + bonus, dc),
            }
        } else {
            model_degrees(face + bonus, dc)
        };
        add(band, p);
    }
    for (sum, p) in chains {
        add(model_degrees(20 + sum + bonus, dc), &kept[19] * p);
    }
    Model {
        bands,
        rest: &kept[19] * rest,
        rest_from_total: 20 + 20 * i64::from(DEPTH) + 1 + bonus,
    }
}

/// Checks a check's odds and its `probability_at_least` against the model.
fn assert_matches_model(check: &AbilityCheck) {
    let odds = check.odds();
    assert_well_formed(&odds);
    let m = model(
        check.effective_ability(),
        check.dc(),
        check.modifier(),
        check.edge(),
        check.natural_one(),
    );
    let (tail_band, tail_p) = odds.tail().expect("the degrees never end");
    let Degrees::Success(tail_degrees) = *tail_band else {
        panic!("{check:?}: tail {tail_band:?}")
    };
    // The model's left-over chains must lie in the tail.
    let tail_threshold = i64::from(check.dc()) + 5 * (i64::from(tail_degrees) - 1);
    assert!(
        m.rest_from_total >= tail_threshold,
        "{check:?}: model too shallow"
    );

    let mut expected_tail = m.rest.clone();
    for (band, p) in &m.bands {
        if band >= tail_band {
            expected_tail += p;
        } else {
            assert_eq!(
                odds.probability(band).as_ref(),
                Some(p),
                "{check:?}: {band}"
            );
        }
    }
    assert_eq!(tail_p, &expected_tail, "{check:?}: tail");
    assert_eq!(
        odds.bands().count(),
        m.bands.keys().filter(|b| *b < tail_band).count(),
        "{check:?}: bands the model does not have"
    );

    // At least n degrees, for every n the model knows exactly.
    for n in 1..=tail_degrees + 12 {
        let threshold = i64::from(check.dc()) + 5 * (i64::from(n) - 1);
        if threshold > m.rest_from_total {
            break;
        }
        let mut expected = m.rest.clone();
        for (band, p) in &m.bands {
            if band.success_degrees() >= n {
                expected += p;
            }
        }
        assert_eq!(
            check.probability_at_least(n).unwrap(),
            expected,
            "{check:?}: at least {n}"
        );
        if n <= tail_degrees {
            // The odds agree, tail included.
            assert_eq!(
                odds.sum_where(|b| b.success_degrees() >= n),
                expected,
                "{check:?}: odds at least {n}"
            );
        }
    }
}

// ---------------------------------------------------------------------------
// TC-3.1 .. TC-3.8: the ability check.
// ---------------------------------------------------------------------------

#[test]
fn total_at_least_the_dc_succeeds() {
    // rule: TC-3.1
    let check = check(12, 20);
    let outcome = roll(&check, &[8]);
    assert_eq!(
        (outcome.total(), outcome.margin(), outcome.band()),
        (20, 0, Degrees::Success(1))
    );
    assert!(outcome.degrees().succeeded());
    let outcome = roll(&check, &[7]);
    assert_eq!(
        (outcome.total(), outcome.margin(), outcome.band()),
        (19, -1, Degrees::Failure(1))
    );
    assert!(!outcome.degrees().succeeded());
    assert_eq!(
        outcome.dice(),
        [Rolled {
            sides: 20,
            face: 7,
            fate: Fate::Counted
        }]
    );
    // A save is the same check: STR 12 against DC 23 after a 3-point
    // overflow (W2), with a fighter's level 2 as a modifier.
    let save = AbilityCheck::new(12, 23).unwrap().with_modifier(2).unwrap();
    assert_eq!(band(&save, &[9]), Degrees::Success(1));
    assert_eq!(band(&save, &[8]), Degrees::Failure(1));
}

#[test]
fn degrees_count_full_fives() {
    // rule: TC-3.2
    // The catalog's vectors at DC 20.
    let vectors = [
        (20, Degrees::Success(1)),
        (25, Degrees::Success(2)),
        (29, Degrees::Success(2)),
        (30, Degrees::Success(3)),
        (19, Degrees::Failure(1)),
        (15, Degrees::Failure(2)),
        (14, Degrees::Failure(2)),
        (10, Degrees::Failure(3)),
    ];
    for (total, expected) in vectors {
        assert_eq!(Degrees::of_total(total, 20), expected, "total {total}");
        assert_eq!(model_degrees(total, 20), expected, "total {total}");
    }
    // vectors-TC.md, "Degree vectors": (die, ability + mods, DC, total, outcome).
    let table = [
        (10, 10, 20, 20, Degrees::Success(1)),
        (14, 10, 20, 24, Degrees::Success(1)),
        (15, 10, 20, 25, Degrees::Success(2)),
        (19, 10, 20, 29, Degrees::Success(2)),
        (9, 10, 20, 19, Degrees::Failure(1)),
        (6, 10, 20, 16, Degrees::Failure(1)),
        (5, 10, 20, 15, Degrees::Failure(2)),
        (2, 8, 20, 10, Degrees::Failure(3)),
        (12, 10, 22, 22, Degrees::Success(1)),
    ];
    for (die, ability, dc, total, expected) in table {
        let outcome = roll(&check(ability, dc), &[die]);
        assert_eq!(
            (outcome.total(), outcome.band()),
            (total, expected),
            "die {die}"
        );
    }
    // The band accessors.
    assert_eq!(Degrees::Failure(3).failure_degrees(), 3);
    assert_eq!(Degrees::Failure(3).success_degrees(), 0);
    assert_eq!(Degrees::Success(2).failure_degrees(), 0);
    assert_eq!(Degrees::Complicated(2).failure_degrees(), 1);
    assert_eq!(Degrees::Complicated(2).success_degrees(), 2);
    assert_eq!(Degrees::Failure(1).to_string(), "failure, 1 degree");
    assert_eq!(Degrees::Success(3).to_string(), "success, 3 degrees");
}

#[test]
fn degrees_are_totally_ordered_worst_to_best() {
    // rule: TC-3.2, TC-3.5
    let ascending = [
        Degrees::Failure(4),
        Degrees::Failure(3),
        Degrees::Failure(1),
        Degrees::Complicated(1),
        Degrees::Success(1),
        Degrees::Complicated(2),
        Degrees::Success(2),
        Degrees::Success(9),
    ];
    for (i, a) in ascending.iter().enumerate() {
        for (j, b) in ascending.iter().enumerate() {
            assert_eq!(a.cmp(b), i.cmp(&j), "{a:?} vs {b:?}");
        }
    }
}

#[test]
fn a_natural_twenty_adds_another_d20() {
    // rule: TC-3.3
    // The catalog: d20s 20, 20, 3 + ability 10 -> 53.
    let outcome = roll(&check(10, 20), &[20, 20, 3]);
    assert_eq!(outcome.total(), 53);
    assert_eq!(outcome.natural(), 20);
    assert_eq!(outcome.explosions(), 2);
    assert_eq!(outcome.faces(), [20, 20, 3]);
    assert!(outcome.dice().iter().all(|d| d.fate == Fate::Counted));
    // vectors-TC.md: [20,5] + 5 -> 30 S3; [20,10] + 10 -> 40 S5 (a direct
    // hit is possible, TC-5.20); [20,20,3] + 12 -> 55 S8.
    let cases: [(&[u32], i32, i32, Degrees); 3] = [
        (&[20, 5], 5, 30, Degrees::Success(3)),
        (&[20, 10], 10, 40, Degrees::Success(5)),
        (&[20, 20, 3], 12, 55, Degrees::Success(8)),
    ];
    for (faces, ability, total, expected) in cases {
        let outcome = roll(&check(ability, 20), faces);
        assert_eq!(
            (outcome.total(), outcome.band()),
            (total, expected),
            "{faces:?}"
        );
    }
    // W6: DC 20, ability 10, d20 20 then 7 -> 37, 4 degrees.
    assert_eq!(band(&check(10, 20), &[20, 7]), Degrees::Success(4));
    // A 1 on an explosion die is a plain 1, not a natural 1.
    let outcome = roll(&check(10, 20), &[20, 1]);
    assert_eq!((outcome.total(), outcome.band()), (31, Degrees::Success(3)));
    // Explosions come before modifiers: a 20 explodes even when the total
    // is far above the DC, and the modifier adds once.
    let outcome = roll(&check(10, 20).with_modifier(-5).unwrap(), &[20, 20, 20, 4]);
    assert_eq!(outcome.total(), 69);
}

#[test]
fn an_endless_chain_of_twenties_is_an_error_not_a_hang() {
    // rule: TC-3.3
    assert_eq!(
        check(10, 20)
            .roll(&mut crate::common::Always(20))
            .unwrap_err(),
        Error::Unresolved {
            what: "open-ended 20",
            rolls: 100
        }
    );
}

#[test]
fn worked_value_dc_20_ability_12() {
    // rule: TC-3.1, TC-3.2, TC-3.3
    // By hand. The total is d20 + 12.
    // - Success needs 20, so a face of 8 or more: faces 8..=19 are 12 of 20,
    //   and a natural 20 (total at least 20 + 1 + 12 = 33) always succeeds:
    //   P(success) = 13/20.
    // - Two degrees need 25, so a face of 13 or more: faces 13..=19 are 7 of
    //   20, plus the natural 20: P(>= 2) = 8/20 = 2/5.
    // - Three degrees need 30: faces 18, 19 and 20: 3/20.
    // - Four degrees need 35: only a natural 20 (20 + 12 = 32) followed by an
    //   explosion die of 3 or more (18 of 20 faces): 1/20 * 18/20 = 18/400.
    // - Eight degrees need 55: 20, 20, then 3 or more: 1/20 * 1/20 * 18/20.
    let check = check(12, 20);
    assert_eq!(check.probability_of_success(), frac(13, 20));
    assert_eq!(check.probability_at_least(2).unwrap(), frac(2, 5));
    assert_eq!(check.probability_at_least(3).unwrap(), frac(3, 20));
    assert_eq!(check.probability_at_least(4).unwrap(), frac(18, 400));
    assert_eq!(check.probability_at_least(8).unwrap(), frac(18, 8000));
    assert_eq!(check.probability_at_least(0).unwrap(), frac(1, 1));

    // By brute force: every chain of d20s to 6 dice, face by face; the
    // chains still going have at least 20 * 6 + 1 + 12 = 133 and count for
    // every threshold up to there.
    let (chains, rest) = model_chains(6);
    for n in 1..=20_i64 {
        let threshold = 20 + 5 * (n - 1);
        let mut p = rest.clone();
        for (sum, q) in &chains {
            if sum + 12 >= threshold {
                p += q;
            }
        }
        assert_eq!(
            check
                .probability_at_least(u32::try_from(n).unwrap())
                .unwrap(),
            p,
            "at least {n}"
        );
    }
    assert_matches_model(&check);

    // The odds list the bands up to 6 degrees and fold 7 and above (the
    // first degree needing two explosions: 41 + 12 = 53) into the tail:
    // 50 = 20 + 18 + 12 or more, 1/20 * 3/20.
    let odds = check.odds();
    assert_eq!(odds.tail(), Some((&Degrees::Success(7), &frac(3, 400))));
    assert_eq!(odds.probability(&Degrees::Success(1)), Some(frac(5, 20)));
    assert_eq!(odds.probability(&Degrees::Success(6)), Some(frac(5, 400)));
    // The natural 1 (total 13, 2 degrees of failure) adds a third.
    assert_eq!(odds.probability(&Degrees::Failure(3)), Some(frac(1, 20)));
    assert_eq!(odds.probability(&Degrees::Success(9)), None);
}

#[test]
fn probability_at_least_is_bounded_and_exact_far_out() {
    // rule: TC-3.3
    let check = check(20, -100);
    assert_eq!(
        check.probability_at_least(MAX_DEGREES + 1).unwrap_err(),
        Error::Core(osr_core::Error::OutOfRange {
            what: "degrees",
            value: i64::from(MAX_DEGREES) + 1,
            min: 0,
            max: i64::from(MAX_DEGREES)
        })
    );
    // 1000 degrees against DC -100 with +20 need a total of 4895: the
    // kept 20 and 242 more twenties (20 * 243 + 20 = 4880), then 15 or more
    // (6 of 20 faces).
    let p = check.probability_at_least(MAX_DEGREES).unwrap();
    let expected = BigRational::new(6.into(), num_bigint::BigInt::from(20).pow(244));
    assert_eq!(p, expected);
}

#[test]
fn natural_one_policies() {
    // rule: TC-3.5
    // Ability 15, DC 10, natural 1 -> total 16, margin 6.
    let base = check(15, 10);
    let keep = roll(&base, &[1]);
    assert_eq!((keep.total(), keep.band()), (16, Degrees::Complicated(2)));
    let ignore = roll(&base.with_natural_one(NaturalOne::Ignore), &[1]);
    assert_eq!((ignore.total(), ignore.band()), (16, Degrees::Success(2)));
    let minus = roll(&base.with_natural_one(NaturalOne::MinusFour), &[1]);
    assert_eq!((minus.total(), minus.band()), (11, Degrees::Success(1)));
    assert_eq!(minus.natural(), 1);

    // Ability 10, DC 20, natural 1 -> 11: 2 degrees of failure, + 1 = 3.
    let base = check(10, 20);
    assert_eq!(band(&base, &[1]), Degrees::Failure(3));
    assert_eq!(
        band(&base.with_natural_one(NaturalOne::Ignore), &[1]),
        Degrees::Failure(2)
    );
    // -4 + 10 = 6: 14 short, 3 degrees.
    assert_eq!(
        band(&base.with_natural_one(NaturalOne::MinusFour), &[1]),
        Degrees::Failure(3)
    );
    assert_eq!(NaturalOne::default(), NaturalOne::Keep);

    // The natural 1 is the kept die: with advantage a 1 beside a 5 is
    // dropped, with disadvantage it is kept.
    let adv = base.with_edge(Edge::new(1, 0)).unwrap();
    assert_eq!(band(&adv, &[1, 5]), Degrees::Failure(2));
    let dis = base.with_edge(Edge::new(0, 1)).unwrap();
    assert_eq!(band(&dis, &[1, 5]), Degrees::Failure(3));

    // Exact odds: ability 15, DC 10 has every non-1 face succeed; the
    // natural 1 is a complicated 2-degree success, a plain one, or 1 degree.
    let p = |policy, band| base_odds(check(15, 10), policy, band);
    assert_eq!(p(NaturalOne::Keep, Degrees::Complicated(2)), frac(1, 20));
    assert_eq!(p(NaturalOne::Keep, Degrees::Success(2)), frac(3, 20));
    assert_eq!(p(NaturalOne::Ignore, Degrees::Success(2)), frac(4, 20));
    assert_eq!(p(NaturalOne::MinusFour, Degrees::Success(1)), frac(1, 20));
    assert_eq!(p(NaturalOne::MinusFour, Degrees::Success(2)), frac(3, 20));
    for policy in POLICIES {
        assert_eq!(
            check(15, 10)
                .with_natural_one(policy)
                .probability_of_success(),
            frac(1, 1)
        );
    }
}

fn base_odds(check: AbilityCheck, policy: NaturalOne, band: Degrees) -> BigRational {
    check
        .with_natural_one(policy)
        .odds()
        .probability(&band)
        .expect("listed")
}

#[test]
fn dc_scale_centres_on_normal_twenty() {
    // rule: TC-3.6
    assert_eq!(DC_NORMAL, 20);
    assert_eq!(Difficulty::Normal.dc(), DC_NORMAL);
    assert_eq!(
        Difficulty::ALL.map(Difficulty::dc),
        [10, 15, 20, 25, 30],
        "a degree apart, easiest first"
    );
    assert!(Difficulty::ALL.windows(2).all(|w| w[0] < w[1]));
    // Harder is less likely, step by step.
    let p: Vec<_> = Difficulty::ALL
        .iter()
        .map(|d| check(10, d.dc()).probability_of_success())
        .collect();
    assert!(p.windows(2).all(|w| w[0] > w[1]), "{p:?}");
    // An adult (10) at normal difficulty succeeds about half the time.
    assert_eq!(p[2], frac(11, 20));
}

#[test]
fn circumstances_are_modifiers_on_a_fixed_dc() {
    // rule: TC-3.7
    assert_eq!(INJURY_OR_FATIGUE, -2);
    let hurt = check(12, 20).with_modifier(INJURY_OR_FATIGUE).unwrap();
    assert_eq!(hurt.dc(), 20, "the DC stays the task's");
    assert_eq!(hurt.bonus(), 10);
    let outcome = roll(&hurt, &[9]);
    assert_eq!((outcome.total(), outcome.band()), (19, Degrees::Failure(1)));
    // A modifier moves the total exactly as a different ability would.
    for policy in POLICIES {
        assert_eq!(
            hurt.with_natural_one(policy).odds(),
            check(10, 20).with_natural_one(policy).odds()
        );
    }
    // Modifiers replace, so the caller sums them: fasting -2 and a
    // blessing +1 (TC-15.2, TC-11.5).
    let modified = hurt.with_modifier(-2 + 1).unwrap();
    assert_eq!(modified.modifier(), -1);
    assert_eq!(
        check(12, 20).with_modifier(101).unwrap_err().to_string(),
        "modifier must be in -100..=100, got 101"
    );
    assert!(check(12, 20).with_modifier(-100).is_ok());
}

#[test]
fn advantage_and_disadvantage_dice() {
    // rule: TC-3.8
    let base = check(10, 20);
    let adv = base.with_edge(Edge::new(1, 0)).unwrap();
    let dis = base.with_edge(Edge::new(0, 1)).unwrap();
    // The catalog: 5, 14 -> 14 with advantage, 5 with disadvantage.
    let outcome = roll(&adv, &[5, 14]);
    assert_eq!((outcome.natural(), outcome.total()), (14, 24));
    assert_eq!(
        outcome.dice(),
        [
            Rolled {
                sides: 20,
                face: 5,
                fate: Fate::Dropped
            },
            Rolled {
                sides: 20,
                face: 14,
                fate: Fate::Counted
            },
        ]
    );
    assert_eq!(roll(&dis, &[5, 14]).natural(), 5);
    // Several apply: two advantages keep the best of three.
    let two = base.with_edge(Edge::new(2, 0)).unwrap();
    assert_eq!(roll(&two, &[3, 17, 9]).natural(), 17);
    // They do not cancel: one of each rolls three dice and keeps the middle.
    let both = base.with_edge(Edge::new(1, 1)).unwrap();
    let outcome = roll(&both, &[18, 2, 11]);
    assert_eq!(outcome.natural(), 11);
    assert_eq!(
        outcome.dice().iter().map(|d| d.fate).collect::<Vec<_>>(),
        [Fate::Dropped, Fate::Dropped, Fate::Counted]
    );
    assert_ne!(both.odds(), base.odds());
    // Of equal faces the first rolled is kept.
    let outcome = roll(&two, &[14, 5, 14]);
    assert_eq!(
        outcome.dice().iter().map(|d| d.fate).collect::<Vec<_>>(),
        [Fate::Counted, Fate::Dropped, Fate::Dropped]
    );
    // The explosion dice follow the kept 20; a dropped 20 does not explode.
    let outcome = roll(&dis, &[20, 20, 6]);
    assert_eq!((outcome.total(), outcome.explosions()), (36, 1));
    let outcome = roll(&dis, &[20, 7]);
    assert_eq!((outcome.total(), outcome.explosions()), (17, 0));

    // Exact: P(kept >= 10) for advantage is 1 - (9/20)^2, for
    // disadvantage (11/20)^2, and for one of each (the middle of three)
    // 3 * (11/20)^2 * (9/20) + (11/20)^3.
    assert_eq!(adv.probability_of_success(), frac(400 - 81, 400));
    assert_eq!(dis.probability_of_success(), frac(121, 400));
    assert_eq!(
        both.probability_of_success(),
        frac(3 * 121 * 9 + 1331, 8000)
    );

    // Cancelling is the caller's policy.
    let cancelled = base.with_net(Edge::new(2, 1).net()).unwrap();
    assert_eq!(cancelled.edge(), Edge::new(1, 0));
    assert_eq!(cancelled.odds(), adv.odds());
    assert_eq!(
        base.with_net(Edge::new(2, 2).net()).unwrap().edge(),
        Edge::NONE
    );
    assert_eq!(
        base.with_net(Edge::new(0, 3).net()).unwrap().edge(),
        Edge::new(0, 3)
    );

    // At most MAX_EXTRA_DICE extra dice in all.
    assert!(base.with_edge(Edge::new(60, 40)).is_ok());
    assert_eq!(
        base.with_edge(Edge::new(60, 41)).unwrap_err(),
        Error::Core(osr_core::Error::OutOfRange {
            what: "advantage and disadvantage dice",
            value: 101,
            min: 0,
            max: i64::from(MAX_EXTRA_DICE)
        })
    );
    assert!(base.with_edge(Edge::new(u32::MAX, u32::MAX)).is_err());
}

#[test]
fn edges_match_a_brute_force_order_statistic() {
    // rule: TC-3.8
    // Every combination of up to four dice, sorted, the kept one read off.
    for (a, d) in [
        (0, 0),
        (1, 0),
        (0, 1),
        (2, 0),
        (0, 2),
        (1, 1),
        (2, 1),
        (1, 2),
        (3, 0),
    ] {
        let check = check(10, 20).with_edge(Edge::new(a, d)).unwrap();
        assert_matches_model(&check);
    }
}

#[test]
fn many_extra_dice_stay_exact_and_quick() {
    // rule: TC-3.8
    // Fifty advantages: the kept die is the best of 51; P(kept <= 9) is
    // (9/20)^51, so P(success at ability 10, DC 20) is the rest.
    let check = check(10, 20).with_edge(Edge::new(50, 0)).unwrap();
    let fail = BigRational::new(
        num_bigint::BigInt::from(9).pow(51),
        num_bigint::BigInt::from(20).pow(51),
    );
    assert_eq!(check.probability_of_success(), BigRational::one() - fail);
    assert_well_formed(&check.odds());
    let most = self::check(10, 20).with_edge(Edge::new(50, 50)).unwrap();
    assert_well_formed(&most.odds());
}

#[test]
fn odds_match_the_model_over_a_spread_of_checks() {
    // rule: TC-3.1, TC-3.2, TC-3.3, TC-3.5
    for policy in POLICIES {
        for (ability, dc, modifier) in [
            (10, 20, 0),
            (3, 20, 0),
            (18, 35, 4),
            (1, -100, 0),
            (20, 200, 100),
            (5, 200, -100),
            (12, 13, -2),
            (20, -100, 100),
        ] {
            for edge in [Edge::NONE, Edge::new(1, 1)] {
                let check = check(ability, dc)
                    .with_modifier(modifier)
                    .unwrap()
                    .with_edge(edge)
                    .unwrap()
                    .with_natural_one(policy);
                assert_matches_model(&check);
            }
        }
    }
}

#[test]
fn ability_checks_agree_with_sampling() {
    // rule: TC-3.1, TC-3.2, TC-3.3, TC-3.5, TC-3.8
    let edges = [
        Edge::NONE,
        Edge::new(1, 0),
        Edge::new(0, 1),
        Edge::new(2, 1),
        Edge::new(1, 3),
    ];
    for policy in POLICIES {
        for edge in edges {
            for (ability, dc, modifier) in [(12, 20, 0), (3, 25, -2), (18, 10, 3)] {
                let check = check(ability, dc)
                    .with_modifier(modifier)
                    .unwrap()
                    .with_edge(edge)
                    .unwrap()
                    .with_natural_one(policy);
                assert_agrees_with_sampling(&check, 10_000);
            }
        }
    }
    // Extremes: only the tail succeeds; everything lands in the tail.
    assert_agrees_with_sampling(&check(5, 200), 10_000);
    assert_agrees_with_sampling(&check(20, -100).with_modifier(100).unwrap(), 10_000);
    let skilled = check(15, 20).with_skill(Skill::new(60).unwrap());
    assert_agrees_with_sampling(&skilled, 10_000);
}

#[test]
fn out_of_range_inputs_are_errors() {
    // rule: TC-3.1
    assert_eq!(
        AbilityCheck::new(0, 20).unwrap_err(),
        Error::Core(osr_core::Error::OutOfRange {
            what: "ability score",
            value: 0,
            min: 1,
            max: 20
        })
    );
    assert_eq!(
        AbilityCheck::new(40, 20).unwrap_err().to_string(),
        "ability score must be in 1..=20, got 40"
    );
    assert_eq!(
        AbilityCheck::new(10, 201).unwrap_err().to_string(),
        "DC must be in -100..=200, got 201"
    );
    assert!(AbilityCheck::new(10, -101).is_err());
    for ability in [1, 3, 18, 20] {
        assert!(AbilityCheck::new(ability, 20).is_ok());
    }
}

// ---------------------------------------------------------------------------
// TC-4.10: skills.
// ---------------------------------------------------------------------------

#[test]
fn skill_multiplies_the_ability_rounding_down() {
    // rule: TC-4.10
    assert_eq!(Skill::new(60).unwrap().modify(15), 9);
    assert_eq!(Skill::new(50).unwrap().modify(15), 7, "7.5 rounds down");
    assert_eq!(Skill::new(0).unwrap().modify(18), 0);
    assert_eq!(Skill::new(100).unwrap().modify(13), 13);
    assert_eq!(
        Skill::new(150).unwrap_err(),
        Error::Core(osr_core::Error::OutOfRange {
            what: "skill",
            value: 150,
            min: 0,
            max: 100
        })
    );

    // STR 15, hunting 60% -> 9: d20 11 makes DC 20.
    let hunt = check(15, 20).with_skill(Skill::new(60).unwrap());
    assert_eq!(hunt.ability(), 15);
    assert_eq!(hunt.effective_ability(), 9);
    assert_eq!(band(&hunt, &[11]), Degrees::Success(1));
    assert_eq!(band(&hunt, &[10]), Degrees::Failure(1));
    assert_eq!(hunt.odds(), check(9, 20).odds());

    // W11: winter forest DC 15, STR 14, hunting 50% -> 7, d20 10 -> 17.
    let winter = check(14, 15).with_skill(Skill::new(50).unwrap());
    let outcome = roll(&winter, &[10]);
    assert_eq!((outcome.total(), outcome.band()), (17, Degrees::Success(1)));

    // X19: a level-2 sage's ritual, skill 60%: KNO 15 -> 9, + 2 sage, d20
    // 10 -> 21; WIL 12 -> 7, d20 13 -> 20. Both pass DC 20.
    let skill = Skill::new(60).unwrap();
    let knowledge = check(15, 20).with_skill(skill).with_modifier(2).unwrap();
    assert_eq!(roll(&knowledge, &[10]).total(), 21);
    let will = check(12, 20).with_skill(skill);
    assert_eq!(roll(&will, &[13]).total(), 20);

    // X17: STR 10, hunting 30 -> 3, DC 10, d20 8 -> 11: success.
    let h2 = check(10, 10).with_skill(Skill::new(30).unwrap());
    assert_eq!(band(&h2, &[8]), Degrees::Success(1));

    // 0% leaves the bare die; 100% is the plain ability.
    let unaware = check(18, 20).with_skill(Skill::new(0).unwrap());
    assert_eq!(unaware.effective_ability(), 0);
    assert_eq!(
        unaware.odds(),
        check(18, 20).with_modifier(-18).unwrap().odds()
    );
    let master = check(13, 20).with_skill(Skill::new(100).unwrap());
    assert_eq!(master.odds(), check(13, 20).odds());
}

// ---------------------------------------------------------------------------
// TC-12.3.roll, TC-5.13, TC-10.3, TC-4.8.concept: the other dice.
// ---------------------------------------------------------------------------

#[test]
fn prepared_spell_rolls_d100_at_most_the_rating() {
    // rule: TC-12.3.roll
    let spell = PercentileCheck::new(50).unwrap();
    assert_eq!(band(&spell, &[49]), PassFail::Pass);
    assert_eq!(band(&spell, &[50]), PassFail::Pass);
    assert_eq!(band(&spell, &[51]), PassFail::Fail);
    assert_eq!(roll(&spell, &[51]).face(), 51);
    assert_eq!(spell.odds().probability(&PassFail::Pass), Some(frac(1, 2)));
    // 100% always succeeds; 0% never.
    let sure = PercentileCheck::new(100).unwrap();
    assert_eq!(band(&sure, &[100]), PassFail::Pass);
    assert_eq!(sure.odds().probability(&PassFail::Fail), Some(frac(0, 1)));
    let never = PercentileCheck::new(0).unwrap();
    assert_eq!(band(&never, &[1]), PassFail::Fail);
    // X19: X at 60%: 44 casts, 71 does not.
    let x = PercentileCheck::from(Skill::new(60).unwrap());
    assert_eq!(band(&x, &[44]), PassFail::Pass);
    assert_eq!(band(&x, &[71]), PassFail::Fail);
    assert_eq!(x.rating().rating(), 60);
    assert_eq!(
        PercentileCheck::new(101).unwrap_err().to_string(),
        "skill must be in 0..=100, got 101"
    );
    for rating in [0, 1, 37, 50, 99, 100] {
        assert_agrees_with_sampling(&PercentileCheck::new(rating).unwrap(), 20_000);
    }
}

#[test]
fn morale_holds_on_2d6_at_most_the_score() {
    // rule: TC-5.13
    let seven = MoraleCheck::new(7).unwrap();
    assert_eq!(band(&seven, &[3, 4]), Nerve::Holds);
    assert_eq!(band(&seven, &[2, 6]), Nerve::Breaks);
    assert_eq!(roll(&seven, &[2, 6]).total(), 8);
    assert_eq!(seven.odds().probability(&Nerve::Holds), Some(frac(21, 36)));
    // X8: morale 6, 2d6 = 9 -> breaks.
    assert_eq!(band(&MoraleCheck::new(6).unwrap(), &[4, 5]), Nerve::Breaks);
    // 2 holds only on double 1s; 12 always holds.
    let two = MoraleCheck::new(2).unwrap();
    assert_eq!(two.odds().probability(&Nerve::Holds), Some(frac(1, 36)));
    let twelve = MoraleCheck::new(12).unwrap();
    assert_eq!(twelve.odds().probability(&Nerve::Holds), Some(frac(1, 1)));
    assert_eq!(twelve.score(), 12);
    assert_eq!(
        MoraleCheck::new(13).unwrap_err(),
        Error::Core(osr_core::Error::OutOfRange {
            what: "morale score",
            value: 13,
            min: 2,
            max: 12
        })
    );
    assert!(MoraleCheck::new(1).is_err());
    // The ways to make 2..=12 on 2d6: 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1.
    let mut ways = 0;
    for (score, n) in (2..=12).zip([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]) {
        ways += n;
        let morale = MoraleCheck::new(score).unwrap();
        assert_eq!(
            morale.odds().sum_where(|n| *n == Nerve::Holds),
            frac(ways, 36),
            "morale {score}"
        );
        assert_agrees_with_sampling(&morale, 20_000);
    }
}

#[test]
fn haggling_below_charisma_takes_ten_percent_off() {
    // rule: TC-10.3
    let haggle = Haggle::new(13).unwrap();
    assert_eq!(band(&haggle, &[12]), Bargain::Discount);
    assert_eq!(band(&haggle, &[13]), Bargain::ListedPrice);
    assert_eq!(roll(&haggle, &[13]).face(), 13);
    assert_eq!(
        haggle.odds().probability(&Bargain::Discount),
        Some(frac(12, 20))
    );
    // X25: full plate at 1000 sp, d20 9 -> 900 sp.
    let percent = band(&haggle, &[9]).discount_percent();
    assert_eq!(percent, HAGGLE_DISCOUNT_PERCENT);
    assert_eq!(1000 - 1000 * percent / 100, 900);
    assert_eq!(Bargain::ListedPrice.discount_percent(), 0);
    // CHA 1 never haggles anything off; the d20 is a re-rollable roll.
    let dull = Haggle::new(1).unwrap();
    assert_eq!(
        dull.odds().probability(&Bargain::Discount),
        Some(frac(0, 1))
    );
    assert!(Rerolls::applies_to(&roll(&haggle, &[17])));
    assert!(Haggle::new(0).is_err());
    assert_eq!(Haggle::new(20).unwrap().charisma(), 20);
    for charisma in [1, 2, 10, 13, 18, 20] {
        assert_agrees_with_sampling(&Haggle::new(charisma).unwrap(), 20_000);
    }
}

#[test]
fn a_reused_concept_needs_a_one_on_a_d6() {
    // rule: TC-4.8.concept
    assert_eq!(band(&ReusedConcept, &[1]), Concept::Allowed);
    for face in 2..=6 {
        assert_eq!(band(&ReusedConcept, &[face]), Concept::Refused);
    }
    assert_eq!(
        ReusedConcept.odds().probability(&Concept::Allowed),
        Some(frac(1, 6))
    );
    assert!(!Rerolls::applies_to(&roll(&ReusedConcept, &[3])));
    assert_agrees_with_sampling(&ReusedConcept, 20_000);
}

// ---------------------------------------------------------------------------
// TC-9.1: re-rolls.
// ---------------------------------------------------------------------------

#[test]
fn an_adventurer_rerolls_level_times_per_session() {
    // rule: TC-9.1
    let mut rerolls = Rerolls::per_session(3).unwrap();
    assert_eq!((rerolls.allowance(), rerolls.remaining()), (3, 3));
    assert_eq!(rerolls.spend(), Ok(2));
    assert_eq!(rerolls.spend(), Ok(1));
    assert_eq!(rerolls.spend(), Ok(0));
    let err = rerolls.spend().unwrap_err();
    assert_eq!(err, NoRerollsLeft { allowance: 3 });
    assert_eq!(
        err.to_string(),
        "no re-rolls left this session: all 3 spent"
    );
    assert_eq!(rerolls.remaining(), 0);
    rerolls.new_session();
    assert_eq!(rerolls.remaining(), 3);

    assert_eq!(
        Rerolls::per_session(0).unwrap_err().to_string(),
        "level must be in 1..=100, got 0"
    );

    // Re-rolling is rolling the same (Copy) check again; the outcome says
    // which d20s were rolled.
    let check = check(12, 20).with_edge(Edge::new(1, 0)).unwrap();
    let first = roll(&check, &[3, 6]);
    assert_eq!(first.band(), Degrees::Failure(1));
    assert!(Rerolls::applies_to(&first));
    assert_eq!(first.faces(), [3, 6]);
    let again = check;
    assert_eq!(roll(&again, &[11, 2]).band(), Degrees::Success(1));
    // Morale and the d100 are not d20 rolls.
    assert!(!Rerolls::applies_to(&roll(
        &MoraleCheck::new(7).unwrap(),
        &[1, 1]
    )));
    assert!(!Rerolls::applies_to(&roll(
        &PercentileCheck::new(7).unwrap(),
        &[1]
    )));
}

// ---------------------------------------------------------------------------
// Serde: through the same validation.
// ---------------------------------------------------------------------------

#[cfg(feature = "serde")]
mod serde_round_trips {
    use super::*;
    use osr_check::Odds;

    #[test]
    fn ability_check_round_trips_and_validates() {
        // rule: TC-3.1, TC-3.8, TC-4.10
        let check = check(15, 20)
            .with_modifier(-2)
            .unwrap()
            .with_skill(Skill::new(60).unwrap())
            .with_edge(Edge::new(1, 2))
            .unwrap()
            .with_natural_one(NaturalOne::MinusFour);
        let json = serde_json::to_string(&check).unwrap();
        assert_eq!(
            json,
            r#"{"ability":15,"dc":20,"modifier":-2,"skill":60,"edge":{"advantage":1,"disadvantage":2},"natural_one":"minus-four"}"#
        );
        assert_eq!(serde_json::from_str::<AbilityCheck>(&json).unwrap(), check);
        // Defaults for everything but the ability and DC.
        let plain: AbilityCheck = serde_json::from_str(r#"{"ability":12,"dc":20}"#).unwrap();
        assert_eq!(plain, super::check(12, 20));
        for bad in [
            r#"{"ability":40,"dc":20}"#,
            r#"{"ability":0,"dc":20}"#,
            r#"{"ability":10,"dc":201}"#,
            r#"{"ability":10,"dc":20,"modifier":101}"#,
            r#"{"ability":10,"dc":20,"skill":150}"#,
            r#"{"ability":10,"dc":20,"edge":{"advantage":101,"disadvantage":0}}"#,
        ] {
            assert!(serde_json::from_str::<AbilityCheck>(bad).is_err(), "{bad}");
        }
        let err = serde_json::from_str::<AbilityCheck>(r#"{"ability":40,"dc":20}"#).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("ability score must be in 1..=20, got 40"),
            "{err}"
        );
    }

    #[test]
    fn other_checks_round_trip_and_validate() {
        // rule: TC-5.13, TC-10.3, TC-12.3.roll, TC-9.1, TC-4.8.concept
        let morale = MoraleCheck::new(7).unwrap();
        assert_eq!(serde_json::to_string(&morale).unwrap(), "7");
        assert_eq!(serde_json::from_str::<MoraleCheck>("7").unwrap(), morale);
        assert!(serde_json::from_str::<MoraleCheck>("13").is_err());

        let haggle = Haggle::new(13).unwrap();
        assert_eq!(serde_json::to_string(&haggle).unwrap(), "13");
        assert!(serde_json::from_str::<Haggle>("21").is_err());

        let spell = PercentileCheck::new(60).unwrap();
        let json = serde_json::to_string(&spell).unwrap();
        assert_eq!(json, "60");
        assert_eq!(
            serde_json::from_str::<PercentileCheck>(&json).unwrap(),
            spell
        );
        assert!(serde_json::from_str::<PercentileCheck>("150").is_err());

        let mut rerolls = Rerolls::per_session(3).unwrap();
        rerolls.spend().unwrap();
        let json = serde_json::to_string(&rerolls).unwrap();
        assert_eq!(json, r#"{"level":3,"spent":1}"#);
        assert_eq!(serde_json::from_str::<Rerolls>(&json).unwrap(), rerolls);
        assert!(serde_json::from_str::<Rerolls>(r#"{"level":3,"spent":4}"#).is_err());
        assert!(serde_json::from_str::<Rerolls>(r#"{"level":0}"#).is_err());

        let concept: ReusedConcept = serde_json::from_str("null").unwrap();
        assert_eq!(concept, ReusedConcept);
    }

    #[test]
    fn outcomes_and_odds_round_trip() {
        // rule: TC-3.2, TC-3.3
        let check = check(12, 20);
        let outcome = roll(&check, &[20, 20, 3]);
        let json = serde_json::to_string(&outcome).unwrap();
        let back = serde_json::from_str(&json).unwrap();
        assert_eq!(outcome, back);

        assert_eq!(
            serde_json::to_string(&Degrees::Complicated(2)).unwrap(),
            r#"{"complicated":2}"#
        );
        assert!(serde_json::from_str::<Degrees>(r#"{"failure":0}"#).is_err());
        assert_eq!(
            serde_json::from_str::<Degrees>(r#"{"success":3}"#).unwrap(),
            Degrees::Success(3)
        );

        let odds = check.odds();
        let json = serde_json::to_string(&odds).unwrap();
        assert_eq!(serde_json::from_str::<Odds<Degrees>>(&json).unwrap(), odds);
    }
}

//! `constitution::ability`: the ability check (TC-3.1, TC-3.3, TC-3.7, TC-3.8).

use num_rational::BigRational;
use num_traits::One;
use osr_check::constitution::{AbilityCheck, Degrees, INJURY_OR_FATIGUE, MAX_DEGREES, Skill};
use osr_check::{Check, Error, Fate, MAX_EXTRA_DICE, Resolved, Rolled};
use osr_core::Edge;

use super::model::{assert_matches_model, model_chains};
use super::{POLICIES, band, check, roll};
use crate::common::{assert_agrees_with_sampling, assert_well_formed, frac};

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

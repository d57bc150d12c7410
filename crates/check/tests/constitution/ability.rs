//! `constitution::ability`: the ability check (TC-3.1, TC-3.3, TC-3.7, TC-3.8).

use num_rational::BigRational;
use num_traits::One;
use osr_check::constitution::{
    AbilityCheck, AbilityScore, Dc, DegreeCount, Degrees, INJURY_OR_FATIGUE, Modifier, Skill,
};
use osr_check::{Check, Error, Fate, MAX_EXTRA_DICE, Prefer, Resolved, Rolled, kept_face_odds};
use osr_core::{Edge, Net};

use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::model::{assert_matches_model, model_chains, model_roll};
use super::{POLICIES, band, check, roll};
use crate::common::{SEED, assert_agrees_with_sampling, assert_well_formed, frac};

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
    let check = check(20, -100);
    assert_eq!(
        check
            .probability_at_least(DegreeCount::MAX + 1)
            .unwrap_err(),
        Error::Core(osr_core::Error::OutOfRange {
            what: "degrees",
            value: i64::from(DegreeCount::MAX) + 1,
            min: 0,
            max: i64::from(DegreeCount::MAX)
        })
    );
    // 1000 degrees against DC -100 with +20 need a total of 4895: the
    // kept 20 and 242 more twenties (20 * 243 + 20 = 4880), then 15 or more
    // (6 of 20 faces).
    let p = check.probability_at_least(DegreeCount::MAX).unwrap();
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
fn one_sided_edges_keep_the_shared_order_statistic() {
    // Ability 10 against DC 10 + f: the check succeeds exactly when the
    // kept face is f or more (a kept 20 always does), so its chance is the
    // upper sum of the kept-face odds osr-check computes for every system.
    for n in 0..5 {
        for (edge, net) in [
            (Edge::new(n, 0), Net::Advantage(n)),
            (Edge::new(0, n), Net::Disadvantage(n)),
        ] {
            let kept = kept_face_odds(20, net, Prefer::High);
            for f in 2..=20_i32 {
                let check = check(10, 10 + f).with_edge(edge).unwrap();
                let from = usize::try_from(f - 1).unwrap();
                let expected: BigRational = kept[from..].iter().sum();
                assert_eq!(
                    check.probability_of_success(),
                    expected,
                    "{edge:?}, faces {f} and up"
                );
            }
        }
    }
}

#[test]
fn listed_bands_and_the_tail_add_up_to_the_closed_form() {
    // The odds list each band reached by a chain of 20s term by term and
    // fold the rest into the tail; `probability_at_least` sums the chain
    // in closed form. They agree at every degree up to the tail's.
    for (ability, dc, modifier) in [
        (10, 20, 0),
        (12, 20, 0),
        (3, 20, 0),
        (18, 35, 4),
        (20, 200, 100),
        (1, 60, 0),
        (20, -100, 100),
    ] {
        for edge in [Edge::NONE, Edge::new(2, 0), Edge::new(0, 1)] {
            let check = check(ability, dc)
                .with_modifier(modifier)
                .unwrap()
                .with_edge(edge)
                .unwrap();
            let odds = check.odds();
            let (tail_band, tail) = odds.tail().expect("a chain of 20s never ends");
            for d in 1..=tail_band.success_degrees() {
                let listed: BigRational = odds
                    .bands()
                    .filter(|(band, _)| band.success_degrees() >= d)
                    .map(|(_, p)| p)
                    .sum();
                assert_eq!(
                    listed + tail,
                    check.probability_at_least(d).unwrap(),
                    "ability {ability}, DC {dc}, modifier {modifier}, {edge:?}: {d} degrees"
                );
            }
        }
    }
}

#[test]
fn many_extra_dice_stay_exact_and_quick() {
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

/// The checks the sampling tests roll: every natural-1 policy and a spread
/// of edges, abilities, DCs and modifiers, and the extremes where only the
/// tail succeeds or everything lands in it.
fn sampled_checks() -> Vec<AbilityCheck> {
    let edges = [
        Edge::NONE,
        Edge::new(1, 0),
        Edge::new(0, 1),
        Edge::new(2, 1),
        Edge::new(1, 3),
    ];
    let mut checks = Vec::new();
    for policy in POLICIES {
        for edge in edges {
            for (ability, dc, modifier) in [(12, 20, 0), (3, 25, -2), (18, 10, 3)] {
                let check = check(ability, dc)
                    .with_modifier(modifier)
                    .unwrap()
                    .with_edge(edge)
                    .unwrap()
                    .with_natural_one(policy);
                checks.push(check);
            }
        }
    }
    checks.push(check(5, 200));
    checks.push(check(20, -100).with_modifier(100).unwrap());
    checks.push(check(15, 20).with_skill(Skill::new(60).unwrap()));
    checks
}

#[test]
fn rolled_checks_follow_the_rule_from_their_faces() {
    // rule: TC-3.1, TC-3.2, TC-3.3, TC-3.5, TC-3.8
    // Random rolls, each worked out again from its faces with the rule's
    // own arithmetic (the model), not through `Degrees::of_total`.
    let mut rng = Pcg64Mcg::seed_from_u64(SEED);
    for check in sampled_checks() {
        let bonus = i64::from(check.effective_ability() + check.modifier());
        let dc = i64::from(check.dc());
        for _ in 0..2_000 {
            let outcome = check.roll(&mut rng).unwrap();
            let expected = model_roll(
                &outcome.faces(),
                check.edge(),
                bonus,
                dc,
                check.natural_one(),
            );
            let seen = (
                outcome.natural(),
                i64::from(outcome.total()),
                outcome.band(),
            );
            assert_eq!(seen, expected, "{check:?}: {:?}", outcome.faces());
            assert_eq!(outcome.margin(), expected.1 - dc);
        }
    }
}

#[test]
fn ability_checks_agree_with_sampling() {
    for check in sampled_checks() {
        assert_agrees_with_sampling(&check, 10_000);
    }
}

#[test]
fn out_of_range_inputs_are_errors() {
    let out_of_range = |what, value, min: i32, max: i32| {
        Error::Core(osr_core::Error::OutOfRange {
            what,
            value,
            min: min.into(),
            max: max.into(),
        })
    };
    let (lo, hi) = (AbilityScore::MIN, AbilityScore::MAX);
    assert_eq!((lo, hi), (1, 20));
    assert_eq!(
        AbilityCheck::new(0, 20).unwrap_err(),
        out_of_range("ability score", 0, lo, hi)
    );
    assert_eq!(
        AbilityCheck::new(40, 20).unwrap_err(),
        out_of_range("ability score", 40, lo, hi)
    );
    for ability in [lo, 3, 18, hi] {
        assert_eq!(check(ability, 20).ability(), ability);
    }
    assert_eq!((Dc::MIN, Dc::MAX), (-100, 200));
    assert_eq!(
        AbilityCheck::new(10, 201).unwrap_err(),
        out_of_range("DC", 201, Dc::MIN, Dc::MAX)
    );
    assert!(AbilityCheck::new(10, -101).is_err());
    assert!(AbilityCheck::new(10, Dc::MIN).is_ok());
    assert_eq!((Modifier::MIN, Modifier::MAX), (-100, 100));
    assert_eq!(
        check(10, 20).with_modifier(-101).unwrap_err(),
        out_of_range("modifier", -101, Modifier::MIN, Modifier::MAX)
    );
}

#[cfg(feature = "serde")]
mod json {
    use osr_check::constitution::{AbilityCheck, AbilityRoll, Degrees, NaturalOne, Skill};
    use osr_check::{Check, Error};
    use osr_core::Edge;

    use super::{check, roll};

    #[test]
    fn ability_check_round_trips_and_validates() {
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
            r#"{"ability":15,"dc":20,"modifier":-2,"skill":60,"edge":{"advantage":1,"disadvantage":2},"natural_one":"minus_four"}"#
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
    fn ability_rolls_serialize_their_band_and_figures() {
        let check = check(12, 20);
        let outcome = roll(&check, &[20, 20, 3]);
        let json = serde_json::to_string(&outcome).unwrap();
        assert_eq!(
            json,
            concat!(
                r#"{"band":{"success":8},"natural":20,"total":55,"dc":20,"margin":35,"#,
                r#""bonus":12,"natural_one":"keep","dice":["#,
                r#"{"sides":20,"face":20,"fate":"counted"},"#,
                r#"{"sides":20,"face":20,"fate":"counted"},"#,
                r#"{"sides":20,"face":3,"fate":"counted"}]}"#
            )
        );
        let back: AbilityRoll = serde_json::from_str(&json).unwrap();
        assert_eq!(back, outcome);
        assert_eq!(check.verify(&back), Ok(()));
        // The band is named as the odds name it.
        let odds = serde_json::to_string(&check.odds()).unwrap();
        assert!(odds.contains(r#"{"success":6}"#), "{odds}");

        // Every kind of roll reads back: edges, a natural 1 under each
        // policy, a skill.
        let cases: [(AbilityCheck, &[u32]); 5] = [
            (check.with_edge(Edge::new(1, 1)).unwrap(), &[18, 2, 11]),
            (check.with_edge(Edge::new(2, 0)).unwrap(), &[20, 5, 20, 7]),
            (check.with_natural_one(NaturalOne::MinusFour), &[1]),
            (check, &[1]),
            (check.with_skill(Skill::new(50).unwrap()), &[19]),
        ];
        for (check, faces) in cases {
            let outcome = roll(&check, faces);
            let json = serde_json::to_string(&outcome).unwrap();
            let back: AbilityRoll = serde_json::from_str(&json).unwrap();
            assert_eq!(back, outcome, "{json}");
            assert_eq!(check.verify(&back), Ok(()));
        }
        // A record rolled against another check does not verify.
        assert_eq!(self::check(13, 20).verify(&outcome), Err(Error::Forged));
    }

    fn d20s(dice: &[(u32, &str)]) -> String {
        let dice: Vec<String> = dice
            .iter()
            .map(|(face, fate)| format!(r#"{{"sides":20,"face":{face},"fate":"{fate}"}}"#))
            .collect();
        format!("[{}]", dice.join(","))
    }

    fn record(band: &str, natural: u32, total: i32, margin: i64, dice: &str) -> String {
        format!(
            r#"{{"band":{band},"natural":{natural},"total":{total},"dc":20,"margin":{margin},"bonus":12,"natural_one":"keep","dice":{dice}}}"#
        )
    }

    fn refused(json: &str, what: &'static str) {
        let err = serde_json::from_str::<AbilityRoll>(json).unwrap_err();
        let expected = Error::Inconsistent { what }.to_string();
        assert!(err.to_string().starts_with(&expected), "{json}: {err}");
    }

    #[test]
    fn forged_ability_rolls_are_refused() {
        let s2 = r#"{"success":2}"#;
        let plain = d20s(&[(13, "counted")]);
        // The honest record: 13 + 12 = 25 against DC 20.
        let honest: AbilityRoll = serde_json::from_str(&record(s2, 13, 25, 5, &plain)).unwrap();
        assert_eq!(honest.degrees(), Degrees::Success(2));

        // A natural 99 on a d20 is no face of it; a natural the dice did
        // not roll, a total, a margin or a band the dice do not make.
        let ninety_nine = record(s2, 99, -5, -25, &d20s(&[(99, "counted")]));
        assert!(serde_json::from_str::<AbilityRoll>(&ninety_nine).is_err());
        refused(&record(s2, 99, -5, -25, &plain), "the natural die");
        refused(&record(s2, 13, -5, -25, &plain), "the total");
        refused(&record(s2, 13, 25, 4, &plain), "the margin");
        refused(&record(r#"{"success":3}"#, 13, 25, 5, &plain), "the band");
        refused(
            &record(r#"{"complicated":2}"#, 13, 25, 5, &plain),
            "the band",
        );

        // Dice that no check rolls.
        let d6 = r#"[{"sides":6,"face":3,"fate":"counted"}]"#;
        refused(&record(s2, 3, 15, -5, d6), "the size of a die");
        let replaced = d20s(&[(13, "replaced")]);
        refused(&record(s2, 13, 25, 5, &replaced), "the fate of a die");
        refused(
            &record(s2, 13, 25, 5, &d20s(&[(13, "dropped")])),
            "the kept die",
        );
        let two_kept = d20s(&[
            (13, "counted"),
            (4, "dropped"),
            (9, "counted"),
            (2, "dropped"),
        ]);
        refused(&record(s2, 13, 25, 5, &two_kept), "the kept die");
        let first_of_equals = d20s(&[(13, "dropped"), (13, "counted")]);
        refused(&record(s2, 13, 25, 5, &first_of_equals), "the kept die");
        // A 20 explodes until a face is not a 20, and only a 20 does.
        let s7 = r#"{"success":7}"#;
        let stopped_early = d20s(&[(20, "counted")]);
        refused(&record(s7, 20, 32, 12, &stopped_early), "the chain of 20s");
        let went_on = d20s(&[(20, "counted"), (5, "counted"), (6, "counted")]);
        refused(&record(s7, 20, 43, 23, &went_on), "the chain of 20s");
        let exploded_13 = d20s(&[(13, "counted"), (6, "counted")]);
        refused(&record(s2, 13, 31, 11, &exploded_13), "the chain of 20s");
        // More advantage and disadvantage dice than a check rolls.
        let mut many = vec![(13, "counted")];
        many.extend([(2, "dropped"); 101]);
        refused(&record(s2, 13, 25, 5, &d20s(&many)), "the number of dice");
        many.pop();
        let most: AbilityRoll = serde_json::from_str(&record(s2, 13, 25, 5, &d20s(&many))).unwrap();
        assert_eq!(most.natural(), 13);
        // A bonus no check adds.
        let bonus = record(s2, 13, 25, 5, &plain).replace(r#""bonus":12"#, r#""bonus":500"#);
        assert!(serde_json::from_str::<AbilityRoll>(&bonus).is_err());
    }
}

//! `constitution::degrees`: degrees, the DC scale, the natural 1 (TC-3.2, TC-3.5, TC-3.6).

use num_rational::BigRational;
use osr_check::constitution::{AbilityCheck, DC_NORMAL, Degrees, Difficulty, NaturalOne};
use osr_check::{Check, Resolved};
use osr_core::Edge;

use super::model::model_degrees;
use super::{POLICIES, band, check, roll};
use crate::common::frac;

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

#[cfg(feature = "serde")]
mod json {
    use osr_check::constitution::Degrees;
    use osr_check::{Check, Odds};

    use super::check;

    #[test]
    fn degrees_and_odds_as_json() {
        assert_eq!(
            serde_json::to_string(&Degrees::Complicated(2)).unwrap(),
            r#"{"complicated":2}"#
        );
        for zero in [
            r#"{"failure":0}"#,
            r#"{"complicated":0}"#,
            r#"{"success":0}"#,
        ] {
            assert!(serde_json::from_str::<Degrees>(zero).is_err(), "{zero}");
        }
        assert_eq!(
            serde_json::from_str::<Degrees>(r#"{"success":3}"#).unwrap(),
            Degrees::Success(3)
        );

        let odds = check(12, 20).odds();
        let json = serde_json::to_string(&odds).unwrap();
        assert_eq!(serde_json::from_str::<Odds<Degrees>>(&json).unwrap(), odds);
    }
}

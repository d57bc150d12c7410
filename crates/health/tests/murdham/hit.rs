//! Murdham's hits: armour, critical damage, dying and death, with their
//! exact odds against an independent model and sampling.

use std::collections::BTreeMap;

use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use osr_check::murdham::Damage;
use osr_core::{Edge, StepDie, SuppliedFaces};
use osr_health::murdham::{Event, Fall, Health, Hit, HitBand};
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

use crate::common::{SEED, assert_well_formed, frac};

/// P(one exploding die with `n` sides totals at least `t`), by recursion
/// on the first face: below the top face the total is the face; on the
/// top face the rest is another roll less one.
fn single_at_least(n: i64, t: i64) -> BigRational {
    if t <= 1 {
        return BigRational::one();
    }
    let mut p = frac((1..n).filter(|&f| f >= t).count().try_into().unwrap(), n);
    p += frac(1, n) * single_at_least(n, t - n + 1);
    p
}

/// P(total >= t) for a damage roll: one die, or the better or worse of
/// two independent ones.
fn damage_at_least(n: i64, t: i64, edge: i8) -> BigRational {
    let one = single_at_least(n, t);
    match edge {
        0 => one,
        1 => BigRational::one() - (BigRational::one() - &one) * (BigRational::one() - &one),
        _ => &one * &one,
    }
}

/// The bands of a hit by the model, written from the reading in words.
fn model(n: i64, edge: i8, armour: i64, current: i64, max: i64) -> BTreeMap<HitBand, BigRational> {
    let at = |d: i64| damage_at_least(n, d + armour, edge);
    let half = (current + 1) / 2;
    let crit = half.max(1);
    let all = current.max(1);
    let mut out = BTreeMap::new();
    let mut put = |band, p: BigRational| {
        if !p.is_zero() {
            *out.entry(band).or_insert_with(BigRational::zero) += p;
        }
    };
    put(HitBand::Unhurt, BigRational::one() - at(1));
    put(HitBand::Hurt, at(1) - at(crit.min(max)));
    put(
        HitBand::CriticalDamage,
        at(crit.min(max)) - at(all.min(max)),
    );
    put(HitBand::Dying, at(all.min(max)) - at(max));
    put(HitBand::Dead, at(max));
    out
}

#[test]
fn critical_damage_dying_and_death() {
    let health = Health::new(7, 12).unwrap();
    let bands: Vec<HitBand> = (0..=12).map(|d| health.band(d)).collect();
    use HitBand::*;
    assert_eq!(
        bands,
        [
            Unhurt,
            Hurt,
            Hurt,
            Hurt,
            CriticalDamage,
            CriticalDamage,
            CriticalDamage,
            Dying,
            Dying,
            Dying,
            Dying,
            Dying,
            Dead
        ]
    );
    // At full health a hit of it all is death, not dying.
    assert_eq!(Health::new(12, 12).unwrap().band(12), Dead);
    assert_eq!(Health::new(12, 12).unwrap().band(11), CriticalDamage);
    // Armour 2 takes 2 off a 5; direct damage ignores it.
    let sword = Hit::new(Damage::new(StepDie::D6), 2).unwrap();
    let mut health = Health::new(8, 12).unwrap();
    let outcome = sword
        .apply(&mut health, &mut SuppliedFaces::new(&[5]))
        .unwrap();
    assert_eq!((outcome.damage(), outcome.band()), (3, Hurt));
    assert_eq!(
        outcome.events(),
        [
            Event::DamageRolled { total: 5 },
            Event::ArmourAbsorbed {
                armour: 2,
                damage: 3
            },
            Event::HealthLost { from: 8, to: 5 }
        ]
    );
    let mut health = Health::new(8, 12).unwrap();
    let outcome = Hit::direct(Damage::new(StepDie::D6))
        .apply(&mut health, &mut SuppliedFaces::new(&[5]))
        .unwrap();
    assert_eq!((outcome.damage(), outcome.band()), (5, CriticalDamage));
    assert_eq!(health.current(), 3);
    assert!(Hit::new(Damage::new(StepDie::D6), 4).is_err());
    assert!(Health::new(0, 0).is_err());
}

#[test]
fn hit_odds_match_the_model_and_sampling() {
    // The brief's example: a d10 exploding through armour 1.
    for current in 0..=12 {
        let hit = Hit::new(Damage::new(StepDie::D10), 1).unwrap();
        let health = Health::new(current, 12).unwrap();
        let got: BTreeMap<HitBand, BigRational> = hit
            .odds(health)
            .unwrap()
            .bands()
            .map(|(b, p)| (*b, p.clone()))
            .collect();
        assert_eq!(got, model(10, 0, 1, current.into(), 12), "health {current}");
    }
    // Every die, edge and armour at a few healths, including thresholds
    // past osr-check's listed totals (a d4 needing 23 against STR 20).
    for (sides, die) in [(4, StepDie::D4), (6, StepDie::D6), (12, StepDie::D12)] {
        for (edge, e) in [(Edge::NONE, 0), (Edge::new(1, 0), 1), (Edge::new(0, 1), -1)] {
            for armour in 0..=3 {
                for (current, max) in [(20, 20), (9, 20), (1, 5)] {
                    let hit = Hit::new(Damage::new(die).with_edge(edge), armour).unwrap();
                    let odds = hit.odds(Health::new(current, max).unwrap()).unwrap();
                    assert_well_formed(&odds);
                    let got: BTreeMap<HitBand, BigRational> =
                        odds.bands().map(|(b, p)| (*b, p.clone())).collect();
                    let want = model(sides, e, i64::from(armour), current.into(), max.into());
                    assert_eq!(got, want, "d{sides} {e} armour {armour} {current}/{max}");
                }
            }
        }
    }
    // By hand: critical at 8 of 12 through armour 1 needs 5..=8 on the d10.
    let hit = Hit::new(Damage::new(StepDie::D10), 1).unwrap();
    let odds = hit.odds(Health::new(8, 12).unwrap()).unwrap();
    assert_eq!(
        odds.probability(&HitBand::CriticalDamage),
        Some(frac(4, 10))
    );
    // Death at 8 of 12: 13 or more: a 10 then at least a 4: 7/100.
    assert_eq!(odds.probability(&HitBand::Dead), Some(frac(7, 100)));
    // Sampling at a fixed seed, replaying each hit from its faces.
    let health = Health::new(8, 12).unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(SEED);
    let mut counts: BTreeMap<HitBand, u32> = BTreeMap::new();
    let n = 20_000_u32;
    for _ in 0..n {
        let mut h = health;
        let outcome = hit.apply(&mut h, &mut rng).unwrap();
        let mut again = health;
        let replay = hit
            .apply(&mut again, &mut SuppliedFaces::new(&outcome.faces()))
            .unwrap();
        assert_eq!((replay, again), (outcome.clone(), h));
        assert_eq!(hit.verify(health, &outcome), Ok(()));
        *counts.entry(outcome.band()).or_default() += 1;
    }
    for (band, p) in odds.bands() {
        let p = p.to_f64().unwrap();
        let expected = p * f64::from(n);
        let seen = f64::from(counts.get(band).copied().unwrap_or(0));
        let sigma = (expected * (1.0 - p)).sqrt();
        assert!(
            (seen - expected).abs() <= 5.0 * sigma + 3.0,
            "{band:?}: {seen} vs {expected}"
        );
    }
}

#[test]
fn falls_count_full_two_metres() {
    // rule: MU-health.fall
    let cases = [
        (500, false, 2),
        (500, true, 1),
        (200, false, 1),
        (200, true, 0),
        (190, false, 0),
        (600, true, 2),
    ];
    for (cm, cushioned, dice) in cases {
        assert_eq!(
            Fall::centimetres(cm).unwrap().dice(cushioned),
            dice,
            "{cm} {cushioned}"
        );
    }
    // 5 m, AGI 12: the save fails (15), two d4s: 4 then 2 explode to 5,
    // and 3: 8 direct damage.
    let mut health = Health::new(10, 10).unwrap();
    let outcome = Fall::metres(5)
        .unwrap()
        .apply(12, &mut health, &mut SuppliedFaces::new(&[15, 4, 2, 3]))
        .unwrap();
    assert_eq!(
        (outcome.damage(), outcome.band()),
        (8, HitBand::CriticalDamage)
    );
    assert_eq!(health.current(), 2);
    // 1.9 m rolls nothing at all.
    let mut health = Health::new(10, 10).unwrap();
    let outcome = Fall::centimetres(190)
        .unwrap()
        .apply(12, &mut health, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert_eq!((outcome.damage(), outcome.dice().len()), (0, 0));
}

/// P(k exploding d4s total at least t), by convolution of the single-die
/// model over totals below t.
fn sum_at_least(k: u32, t: i64) -> BigRational {
    if k == 0 {
        return if t <= 0 {
            BigRational::one()
        } else {
            BigRational::zero()
        };
    }
    // P(one die = v) for v < t, from the survival function.
    let mut below = BigRational::zero();
    let mut total = BigRational::zero();
    for v in 1..t.max(1) {
        let p = single_at_least(4, v) - single_at_least(4, v + 1);
        below += &p;
        total += &p * sum_at_least(k - 1, t - v);
    }
    total + (BigRational::one() - below)
}

#[test]
fn fall_odds_match_a_model() {
    // rule: MU-health.fall
    for (metres, agi, current, max) in [
        (1, 7, 10, 10),
        (2, 7, 10, 10),
        (2, 0, 3, 10),
        (5, 7, 10, 10),
        (5, 20, 3, 10),
        (6, 0, 20, 20),
        (6, 7, 5, 6),
    ] {
        let fall = Fall::metres(metres).unwrap();
        let health = Health::new(current, max).unwrap();
        let odds = fall.odds(agi, health).unwrap();
        assert_well_formed(&odds);
        let pass = frac(agi.into(), 20);
        let fail = BigRational::one() - &pass;
        let at = |d: i64| {
            &pass * sum_at_least(fall.dice(true), d) + &fail * sum_at_least(fall.dice(false), d)
        };
        let (current, max) = (i64::from(current), i64::from(max));
        let crit = ((current + 1) / 2).max(1);
        let all = current.max(1);
        let dead = at(max);
        let dying = at(all.min(max)) - &dead;
        assert_eq!(
            odds.probability(&HitBand::Dead).unwrap(),
            dead,
            "{metres} m, AGI {agi}, {current}/{max}"
        );
        assert_eq!(odds.probability(&HitBand::Dying).unwrap(), dying);
        assert_eq!(
            odds.probability(&HitBand::Unhurt).unwrap(),
            BigRational::one() - at(1)
        );
        assert_eq!(
            odds.probability(&HitBand::CriticalDamage).unwrap(),
            at(crit.min(max)) - at(all.min(max))
        );
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Odds are a distribution, and a hit never leaves health outside
    /// 0..=max.
    #[test]
    fn hit_odds_sum_to_one_and_health_stays_in_range(
        die in 0_usize..5,
        armour in 0_u32..=3,
        max in 1_u32..=20,
        current in 0_u32..=20,
        seed in 0_u64..1000,
    ) {
        let current = current.min(max);
        let die = [StepDie::D4, StepDie::D6, StepDie::D8, StepDie::D10, StepDie::D12][die];
        let hit = Hit::new(Damage::new(die), armour).unwrap();
        let health = Health::new(current, max).unwrap();
        let odds = hit.odds(health).unwrap();
        proptest::prop_assert!(odds.total().is_one());
        let mut after = health;
        let outcome = hit.apply(&mut after, &mut Pcg64Mcg::seed_from_u64(seed)).unwrap();
        proptest::prop_assert!(after.current() <= after.max());
        proptest::prop_assert_eq!(after.max(), health.max());
        proptest::prop_assert!(odds.probability(&outcome.band()).is_some_and(|p| !p.is_zero()));
    }
}

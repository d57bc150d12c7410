//! Exact odds of the HP roll and of a blow's injury bands: numbers worked
//! by hand, an independent brute force over every face, and sampling.

use std::collections::BTreeMap;

use num_rational::BigRational;
use num_traits::Zero;
use osr_check::{Check, Resolved};
use osr_core::{Dice, Die, SuppliedFaces};
use osr_health::constitution::{HitBand, HitDie, HpRoll, Injury, InjuryBand, StayUp, Vitality};

use crate::common::{assert_samples_agree, assert_well_formed, frac};

/// Every way `n` dice of `sides` faces can fall.
fn all_faces(n: u32, sides: u32) -> Vec<Vec<u32>> {
    let mut rolls = vec![vec![]];
    for _ in 0..n {
        rolls = rolls
            .into_iter()
            .flat_map(|r: Vec<u32>| {
                (1..=sides).map(move |f| {
                    let mut r = r.clone();
                    r.push(f);
                    r
                })
            })
            .collect();
    }
    rolls
}

#[test]
fn hp_roll_odds_agree_with_brute_force() {
    // rule: TC-6.5
    for (hd, extra, die) in [
        (2, 2, HitDie::D6),
        (1, 0, HitDie::D6),
        (3, 1, HitDie::D6),
        (2, 1, HitDie::D8),
        (1, 4, HitDie::D6),
    ] {
        let roll = HpRoll::new(hd, extra, die).unwrap();
        let odds = roll.odds();
        assert_well_formed(&odds);
        let sides = die.die().sides();
        let rolls = all_faces(hd + extra, sides);
        let each = frac(1, i64::try_from(rolls.len()).unwrap());
        let mut model: BTreeMap<u32, BigRational> = BTreeMap::new();
        for mut faces in rolls {
            faces.sort_unstable();
            let total: u32 = faces[..hd as usize].iter().sum();
            *model.entry(total).or_insert_with(BigRational::zero) += &each;
        }
        let listed: BTreeMap<u32, BigRational> =
            odds.bands().map(|(b, p)| (*b, p.clone())).collect();
        assert_eq!(listed, model, "{hd} HD, {extra} extra, {die:?}");
    }
    // By hand: 2 HD with 2 fatigue keep the lowest two of 4d6; both 6s
    // need all four dice to show 6.
    let odds = HpRoll::new(2, 2, HitDie::D6).unwrap().odds();
    assert_eq!(odds.probability(&12), Some(frac(1, 1296)));
    // Both kept dice are 1 when at least two of four show 1:
    // 1 - (5/6)^4 - 4 (1/6) (5/6)^3 = 171/1296.
    assert_eq!(odds.probability(&2), Some(frac(171, 1296)));
}

#[test]
fn hp_roll_odds_agree_with_sampling() {
    let roll = HpRoll::new(3, 2, HitDie::D6).unwrap();
    let odds = roll.odds();
    assert_samples_agree(&odds, 20_000, |rng| {
        let rolled = roll.roll(rng).unwrap();
        assert_eq!(roll.verify(&rolled), Ok(()));
        rolled.band()
    });
}

/// The brute-force model of a 2d6 blow on HP `hp`, saves at ability 12
/// with no modifier: d20 + 12 against DC 20 + overflow, a natural 20
/// always enough (the DC is at most 32) and a natural 1 never.
fn brute_force_blow(hp: u32, failure_kills: bool) -> BTreeMap<HitBand, BigRational> {
    let mut model = BTreeMap::new();
    let each = frac(1, 36 * 400);
    for a in 1..=6 {
        for b in 1..=6 {
            let damage = a + b;
            for s in 1..=20 {
                for w in 1..=20 {
                    let band = if damage <= hp {
                        HitBand::Protected
                    } else {
                        let dc = 20 + (damage - hp);
                        assert!(dc <= 33);
                        let pass = |d: u32| d == 20 || (d != 1 && d + 12 >= dc);
                        HitBand::Injured(match (pass(s), pass(w)) {
                            (false, _) if failure_kills => InjuryBand::Dead,
                            (false, false) => InjuryBand::MajorDown,
                            (false, true) => InjuryBand::MajorStanding,
                            (true, false) => InjuryBand::MinorDown,
                            (true, true) => InjuryBand::MinorStanding,
                        })
                    };
                    *model.entry(band).or_insert_with(BigRational::zero) += &each;
                }
            }
        }
    }
    model
}

#[test]
fn a_2d6_blow_at_ability_12_by_hand() {
    // rule: TC-6.6
    // rule: TC-6.7
    // rule: TC-6.8
    // HP 0: every 2d6 total t is past 0, DC 20 + t; d20 + 12 passes on
    // 8 + t or more: (13 - t) faces of 20.
    let pc = Vitality::new(1, 0).unwrap();
    let odds = pc
        .hit_odds(
            Dice::new(2, Die::D6).unwrap(),
            Injury::new(0, 12, 12).unwrap(),
        )
        .unwrap();
    assert_well_formed(&odds);
    let ways = |t: i64| 6 - (t - 7).abs();
    let mut standing = frac(0, 1);
    let mut minor = frac(0, 1);
    for t in 2..=12 {
        let pass = frac(13 - t, 20);
        standing += frac(ways(t), 36) * &pass * &pass;
        minor += frac(ways(t), 36) * &pass;
    }
    assert_eq!(
        odds.probability(&HitBand::Injured(InjuryBand::MinorStanding)),
        Some(standing)
    );
    assert_eq!(
        odds.sum_where(|b| matches!(b, HitBand::Injured(i) if i.minor())),
        minor
    );
    assert_eq!(odds.probability(&HitBand::Protected), Some(frac(0, 1)));
    // The smallest blow past 0 (a 2) against HP 0: DC 22, each save 11 in 20.
    let one = Injury::new(2, 12, 12).unwrap().odds();
    assert_eq!(
        one.probability(&InjuryBand::MinorStanding),
        Some(frac(121, 400))
    );
    let given_up = Injury::new(2, 12, 12)
        .unwrap()
        .with_choices(
            osr_health::constitution::FailedStrength::MajorWound,
            StayUp::GiveUp,
        )
        .odds();
    assert_eq!(
        given_up.probability(&InjuryBand::MinorDown),
        Some(frac(11, 20))
    );
}

#[test]
fn blow_odds_agree_with_brute_force() {
    // rule: TC-6.11
    for (hp, level, marks) in [(0, 1, 0), (3, 1, 0), (5, 2, 2), (11, 3, 1)] {
        let pc = Vitality::new(2, hp)
            .unwrap()
            .with_level(level, marks)
            .unwrap();
        let odds = pc
            .hit_odds(
                Dice::new(2, Die::D6).unwrap(),
                Injury::new(0, 12, 12).unwrap(),
            )
            .unwrap();
        assert_well_formed(&odds);
        let model: BTreeMap<_, _> = brute_force_blow(hp, marks >= level)
            .into_iter()
            .filter(|(_, p)| !p.is_zero())
            .collect();
        let listed: BTreeMap<_, _> = odds.bands().map(|(b, p)| (*b, p.clone())).collect();
        assert_eq!(listed, model, "HP {hp}, level {level}, marks {marks}");
    }
}

#[test]
fn blow_odds_agree_with_sampling() {
    let pc = Vitality::new(1, 3).unwrap();
    let damage = Dice::new(2, Die::D6).unwrap();
    let saves = Injury::new(0, 12, 12).unwrap();
    let odds = pc.hit_odds(damage, saves).unwrap();
    assert_samples_agree(&odds, 20_000, |rng| {
        let mut target = pc.clone();
        let hit = target.roll_damage(damage, saves, rng).unwrap();
        let mut again = pc.clone();
        let faces = hit.faces();
        let replay = again
            .roll_damage(damage, saves, &mut SuppliedFaces::new(&faces))
            .unwrap();
        assert_eq!(replay, hit);
        hit.consequence()
    });
}

#[test]
fn injury_odds_hold_at_the_ends_of_every_range() {
    use osr_check::constitution::AbilityCheck;
    for (overflow, modifier, strength, will) in [
        (0, -100, 1, 1),
        (180, 100, 20, 20),
        (180, -100, 20, 1),
        (0, 100, 1, 20),
    ] {
        let injury = Injury::new(overflow, strength, will)
            .unwrap()
            .with_modifier(modifier)
            .unwrap();
        let odds = injury.odds();
        assert_well_formed(&odds);
        let dc = 20 + i32::try_from(overflow).unwrap();
        let pass = |score| {
            AbilityCheck::new(score, dc)
                .unwrap()
                .with_modifier(modifier)
                .unwrap()
                .probability_of_success()
        };
        let both = pass(strength) * pass(will);
        let got = odds
            .probability(&InjuryBand::MinorStanding)
            .unwrap_or_else(BigRational::zero);
        assert_eq!(got, both, "overflow {overflow}, modifier {modifier}");
    }
}

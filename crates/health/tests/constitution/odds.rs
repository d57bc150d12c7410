//! Exact odds of the HP roll and of a blow's injury bands: numbers worked
//! by hand, an independent brute force over every face, and sampling.

use std::collections::BTreeMap;

use num_rational::BigRational;
use num_traits::Zero;
use osr_check::{Check, Resolved};
use osr_core::{Dice, Die, SuppliedFaces};
use osr_health::Error;
use osr_health::constitution::{
    HitBand, HitDie, HpRoll, Injury, InjuryBand, Keep, StayUp, Vitality,
};

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
fn rest_odds_are_the_hp_after_the_reroll_by_hand() {
    // rule: TC-6.4
    // rule: TC-6.5
    // Worked example W1: 2 HD, fatigue 2, the third short rest keeps the
    // lowest 2 of 4d6. HP 12 needs four 6s: 1 in 1296; HP 2 needs at least
    // two 1s: 1 - (5/6)^4 - 4 (1/6)(5/6)^3 = 171/1296.
    let w1 = Vitality::new(2, 7).unwrap().with_fatigue(2).unwrap();
    let short = w1.short_rest_odds(Keep::New).unwrap();
    assert_well_formed(&short);
    assert_eq!(short.probability(&12), Some(frac(1, 1296)));
    assert_eq!(short.probability(&2), Some(frac(171, 1296)));
    // HP 3 keeps a 1 and a 2: exactly one die shows 1 (4 places) and the
    // other three show 2..=6 with at least one 2 (5^3 - 4^3 = 61 ways):
    // 244/1296.
    assert_eq!(short.probability(&3), Some(frac(244, 1296)));
    // The next morning: fatigue 0, 2d6. 7 is 6 of 36, 2 is 1 of 36.
    let night = w1.good_night_odds(0, Keep::New).unwrap();
    assert_eq!(night.probability(&7), Some(frac(6, 36)));
    assert_eq!(night.probability(&2), Some(frac(1, 36)));
    // Declining the roll is no rest: a dead character has no odds either.
    assert_eq!(
        w1.clone().with_dead(true).short_rest_odds(Keep::New),
        Err(Error::Dead)
    );
}

#[test]
fn a_tough_fighter_keeping_the_higher_keeps_the_old_total_by_hand() {
    // rule: TC-7.2
    // 1 HD of d8 on 5 HP: 5 unless the d8 shows 6, 7 or 8 (1/8 each).
    let tough = Vitality::new_tough(1, 5).unwrap();
    let odds = tough.short_rest_odds(Keep::Higher).unwrap();
    assert_well_formed(&odds);
    assert_eq!(odds.probability(&5), Some(frac(5, 8)));
    assert_eq!(odds.probability(&8), Some(frac(1, 8)));
    // Nothing below 5: the bands are 5, 6, 7 and 8.
    assert_eq!(odds.bands().count(), 4);
    // Taking the new total: each face 1 in 8.
    let new = tough.short_rest_odds(Keep::New).unwrap();
    assert_eq!(new.probability(&1), Some(frac(1, 8)));
    // Only the tough may keep the higher.
    assert_eq!(
        Vitality::new(1, 5).unwrap().short_rest_odds(Keep::Higher),
        Err(Error::NotTough)
    );
}

#[test]
fn penance_and_a_tired_morning_add_dice_to_the_morning_reroll_by_hand() {
    // rule: TC-11.3
    // rule: TC-15.7
    // 1 HD, penance 1, any fatigue at night: the morning rolls 2d6 and
    // keeps the lower. A 1 shows on either die: 11 in 36; a 6 on both: 1.
    let penitent = Vitality::new(1, 3)
        .unwrap()
        .with_fatigue(4)
        .unwrap()
        .with_penance(1)
        .unwrap();
    let odds = penitent.good_night_odds(0, Keep::New).unwrap();
    assert_eq!(odds.probability(&1), Some(frac(11, 36)));
    assert_eq!(odds.probability(&6), Some(frac(1, 36)));
    // 2 HD starting the day tired: the lowest 2 of 3d6; 12 only on three
    // 6s, 1 in 216.
    let tired = Vitality::new(2, 3).unwrap();
    let odds = tired.good_night_odds(1, Keep::New).unwrap();
    assert_eq!(odds.probability(&12), Some(frac(1, 216)));
}

#[test]
fn rest_odds_agree_with_resting_on_every_face() {
    // rule: TC-6.5
    for (pc, keep) in [
        (
            Vitality::new(2, 4).unwrap().with_fatigue(1).unwrap(),
            Keep::New,
        ),
        (
            Vitality::new_tough(2, 9).unwrap().with_fatigue(1).unwrap(),
            Keep::Higher,
        ),
        (
            Vitality::new(1, 2).unwrap().with_penance(2).unwrap(),
            Keep::New,
        ),
    ] {
        let roll = pc.hp_roll();
        let rolls = all_faces(roll.hit_dice() + roll.extra(), roll.die().die().sides());
        let each = frac(1, i64::try_from(rolls.len()).unwrap());
        let mut model: BTreeMap<u32, BigRational> = BTreeMap::new();
        for faces in rolls {
            let mut rested = pc.clone();
            rested
                .short_rest(keep, &mut SuppliedFaces::new(&faces))
                .unwrap();
            *model.entry(rested.hp()).or_insert_with(BigRational::zero) += &each;
        }
        let odds = pc.short_rest_odds(keep).unwrap();
        let listed: BTreeMap<u32, BigRational> =
            odds.bands().map(|(b, p)| (*b, p.clone())).collect();
        assert_eq!(listed, model, "{pc:?}");
    }
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

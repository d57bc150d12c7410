//! Odds of a hit and of a trap: the numbers worked by hand, an independent
//! brute-force model over every face, and sampling at a fixed seed.

use std::collections::BTreeMap;

use num_rational::BigRational;
use num_traits::Zero;
use osr_check::cairn_house::Ability;
use osr_check::{Naturals, Resolved};
use osr_core::{Dice, Die, StepDie};
use osr_health::cairn_house::{
    Attack, Character, Consequence, GrievousWound, Rules, Trap, TrapResult,
};

use crate::common::{assert_samples_agree, assert_well_formed, frac};

/// The brute-force model: every damage face, then every d6 of the wound
/// table and every d20 of the save, each weighed by its share, the rules
/// applied by hand.
fn brute_force(
    hp: i64,
    str: i64,
    dr: i64,
    sides: i64,
    one_twenty: bool,
) -> BTreeMap<Consequence, BigRational> {
    let mut odds = BTreeMap::new();
    let mut add = |c: Consequence, p: BigRational| {
        *odds.entry(c).or_insert_with(BigRational::zero) += p;
    };
    for face in 1..=sides {
        let damage = (face - dr).max(0);
        for d6 in 1..=6 {
            for d20 in 1..=20 {
                let p = frac(1, sides * 6 * 20);
                let c = if damage < hp || damage == 0 {
                    Consequence::Standing
                } else if damage == hp {
                    Consequence::Grievous(GrievousWound::ALL[usize::try_from(d6 - 1).unwrap()])
                } else if str - (damage - hp) <= 0 {
                    Consequence::Dead
                } else {
                    let target = str - (damage - hp);
                    let pass = if one_twenty && d20 == 1 {
                        true
                    } else if one_twenty && d20 == 20 {
                        false
                    } else {
                        d20 <= target
                    };
                    if pass {
                        Consequence::StrengthLoss
                    } else {
                        Consequence::CriticalDamage
                    }
                };
                add(c, p);
            }
        }
    }
    odds
}

fn as_map(odds: &osr_check::Odds<Consequence>) -> BTreeMap<Consequence, BigRational> {
    odds.bands().map(|(b, p)| (*b, p.clone())).collect()
}

#[test]
fn hp_3_str_12_dr_1_hit_by_a_d8() {
    // rule: CH-health.crit-save
    // rule: CH-health.zero-exact
    let pc = Character::new(3, [12, 10, 10]).unwrap();
    let odds = Attack::new(StepDie::D8, 1).unwrap().odds(&pc).unwrap();
    assert_well_formed(&odds);
    // d8 - 1 is 0..=7: below 3 on faces 1-3, exactly 3 on 4, past 0 on 5-8
    // (STR 11, 10, 9, 8: a save passing on 11, 10, 9, 8 of 20).
    assert_eq!(odds.probability(&Consequence::Standing), Some(frac(3, 8)));
    for wound in GrievousWound::ALL {
        assert_eq!(
            odds.probability(&Consequence::Grievous(wound)),
            Some(frac(1, 48))
        );
    }
    assert_eq!(
        odds.probability(&Consequence::StrengthLoss),
        Some(frac(38, 160))
    );
    assert_eq!(
        odds.probability(&Consequence::CriticalDamage),
        Some(frac(42, 160))
    );
    assert_eq!(odds.probability(&Consequence::Dead), Some(frac(0, 1)));
    assert_eq!(
        odds.sum_where(|c| c.still_standing()),
        frac(3, 8) + frac(1, 8) + frac(38, 160)
    );
}

#[test]
fn odds_agree_with_brute_force() {
    for (hp, str, dr, die) in [
        (3, 12, 1, StepDie::D8),
        (0, 5, 0, StepDie::D6),
        (4, 3, 0, StepDie::D12),
        (2, 1, 2, StepDie::D4),
        (6, 18, 3, StepDie::D10),
    ] {
        for one_twenty in [false, true] {
            let naturals = if one_twenty {
                Naturals::OnePassesTwentyFails
            } else {
                Naturals::Compare
            };
            let pc = Character::new(6, [str, 10, 10])
                .unwrap()
                .with_hp(hp)
                .unwrap()
                .with_rules(Rules {
                    naturals,
                    ..Rules::default()
                });
            let odds = Attack::new(die, dr).unwrap().odds(&pc).unwrap();
            assert_well_formed(&odds);
            let sides = i64::from(die.die().sides());
            let model = brute_force(hp.into(), str.into(), dr.into(), sides, one_twenty);
            let model: BTreeMap<_, _> = model.into_iter().filter(|(_, p)| !p.is_zero()).collect();
            assert_eq!(as_map(&odds), model, "HP {hp}, STR {str}, DR {dr}, {die:?}");
        }
    }
}

#[test]
fn a_fixed_amount_of_damage_has_odds_too() {
    let pc = Character::new(4, [10, 10, 10]).unwrap().with_hp(2).unwrap();
    let odds = pc.damage_odds(5).unwrap();
    // STR 10 - 3 = 7: the save passes on 7 of 20.
    assert_eq!(
        odds.probability(&Consequence::StrengthLoss),
        Some(frac(7, 20))
    );
    assert_eq!(
        odds.probability(&Consequence::CriticalDamage),
        Some(frac(13, 20))
    );
    assert_eq!(
        pc.damage_odds(1)
            .unwrap()
            .probability(&Consequence::Standing),
        Some(frac(1, 1))
    );
    assert_eq!(
        pc.damage_odds(12).unwrap().probability(&Consequence::Dead),
        Some(frac(1, 1))
    );
}

#[test]
fn odds_agree_with_sampling() {
    let pc = Character::new(3, [12, 10, 10]).unwrap();
    let attack = Attack::new(StepDie::D8, 1).unwrap();
    let odds = attack.odds(&pc).unwrap();
    assert_samples_agree(&odds, 20_000, |rng| {
        let mut target = pc.clone();
        let harm = attack.roll(&mut target, rng).unwrap();
        // Replays from its own faces.
        let mut again = pc.clone();
        let faces = harm.faces();
        let replay = attack
            .roll(&mut again, &mut osr_core::SuppliedFaces::new(&faces))
            .unwrap();
        assert_eq!((replay, again), (harm.clone(), target));
        harm.consequence()
    });
}

#[test]
fn trap_odds_agree_with_brute_force_and_sampling() {
    // rule: CH-health.trap-damage
    let pc = Character::new(4, [14, 9, 3]).unwrap();
    let trap = Trap::new(Ability::Dex, Ability::Wil, Dice::new(2, Die::D4).unwrap()).unwrap();
    let odds = trap.odds(&pc).unwrap();
    // DEX 9 passes on 9 of 20; 2d4 of at least 3 (15 of 16) empties WIL 3.
    assert_eq!(odds.probability(&TrapResult::Avoided), Some(frac(9, 20)));
    assert_eq!(
        odds.probability(&TrapResult::AbilityLoss),
        Some(frac(11, 20) * frac(1, 16))
    );
    assert_eq!(
        odds.probability(&TrapResult::AbilityZero),
        Some(frac(11, 20) * frac(15, 16))
    );
    let mut model: BTreeMap<TrapResult, BigRational> = BTreeMap::new();
    for d20 in 1..=20 {
        for a in 1..=4 {
            for b in 1..=4 {
                let band = if d20 <= 9 {
                    TrapResult::Avoided
                } else if a + b >= 3 {
                    TrapResult::AbilityZero
                } else {
                    TrapResult::AbilityLoss
                };
                *model.entry(band).or_insert_with(BigRational::zero) += frac(1, 320);
            }
        }
    }
    let listed: BTreeMap<_, _> = odds.bands().map(|(b, p)| (*b, p.clone())).collect();
    assert_eq!(listed, model);
    assert_samples_agree(&odds, 20_000, |rng| {
        let mut target = pc.clone();
        trap.spring(&mut target, rng).unwrap().consequence()
    });
}

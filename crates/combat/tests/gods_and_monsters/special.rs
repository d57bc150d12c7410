//! Special attacks: killing and knockout blows, contest damage,
//! concentration, moving targets.

use std::collections::BTreeMap;

use num_rational::BigRational;
use osr_check::gods_and_monsters::Roll;
use osr_check::{Check, Resolved};
use osr_combat::Error;
use osr_combat::gods_and_monsters::special::{
    Ability, Concentration, ConcentrationBand, ContestDamage, HeadDefense, HeadProtection,
    KillingBlow, Knockout, KnockoutBand, PACES, Pace, Split, Target, takes_concentration_penalty,
};
use osr_health::gods_and_monsters::{Event, Vitals};

use crate::common::{assert_agrees_with_sampling, assert_well_formed, frac, roll};

fn split(injuries: u32, damage: u32) -> Split {
    Split { injuries, damage }
}

// rule: GM-combat.killing-blow
#[test]
fn a_killing_blow_puts_half_the_damage_rounded_up_into_injuries() {
    let blow = KillingBlow::new(Target::Immobile, 9).unwrap();
    assert_eq!(blow.split(), split(5, 4));
    assert_eq!(
        KillingBlow::new(Target::Immobile, 8).unwrap().split(),
        split(4, 4)
    );
    assert_eq!(
        KillingBlow::new(Target::Immobile, 1).unwrap().split(),
        split(1, 0)
    );
    assert_eq!(
        KillingBlow::new(Target::Immobile, 0).unwrap().split(),
        split(0, 0)
    );
    // Through osr-health: 5 injuries at once, 4 off survival.
    let mut target = Vitals::new(10, 0).unwrap();
    let taken = blow.strike(&mut target, false).unwrap();
    assert_eq!(
        taken.events,
        [
            Event::SurvivalLost { from: 10, to: 6 },
            Event::InjuryTaken { from: 0, to: 5 },
        ]
    );
}

// rule: GM-combat.killing-blow
#[test]
fn only_an_immobile_target_takes_a_killing_blow() {
    for target in [
        Target::Defending,
        Target::Unaware,
        Target::Surprised,
        Target::Covered,
    ] {
        assert_eq!(
            KillingBlow::new(target, 9),
            Err(Error::BlowNotAllowed {
                blow: "killing blow",
                target: target.key()
            })
        );
    }
}

fn knockout(evasion: i32, head: HeadProtection, damage: u32) -> Knockout {
    Knockout::new(Target::Unaware, Roll::new(evasion).unwrap(), head, damage).unwrap()
}

// rule: GM-combat.knockout
#[test]
fn a_failed_evasion_makes_one_point_of_the_damage_an_injury() {
    let blow = knockout(8, HeadProtection::Bare, 6);
    let out = roll(&blow, &[9]);
    assert_eq!(
        (out.band(), out.split()),
        (KnockoutBand::KnockedOut, split(1, 5))
    );
    let out = roll(&blow, &[8]);
    assert_eq!(
        (out.band(), out.split()),
        (KnockoutBand::Evaded, split(0, 6))
    );
    // A warrior's two combat bonus points: 2 injuries and 4 damage.
    let warrior = blow.with_warrior_allotment();
    assert_eq!(roll(&warrior, &[9]).split(), split(2, 4));
    assert_eq!(roll(&warrior, &[1]).split(), split(0, 6));
    // Through osr-health.
    let mut target = Vitals::new(10, 0).unwrap();
    roll(&blow, &[20]).strike(&mut target, false).unwrap();
    assert_eq!((target.survival(), target.injuries()), (5, 1));
}

// rule: GM-combat.knockout
#[test]
fn head_protection_adds_one_and_its_defense_bonus_to_the_evasion_roll() {
    let bonus = |d| HeadDefense::new(d).unwrap();
    assert_eq!(knockout(8, HeadProtection::Bare, 6).evasion().target(), 8);
    let cap = HeadProtection::Worn {
        defense_bonus: bonus(0),
    };
    assert_eq!(knockout(8, cap, 6).evasion().target(), 9);
    let helmet = HeadProtection::Worn {
        defense_bonus: bonus(1),
    };
    assert_eq!(knockout(8, helmet, 6).evasion().target(), 10);
    let skin = HeadProtection::ToughSkin {
        defense_bonus: bonus(2),
    };
    assert_eq!(knockout(8, skin, 6).evasion().target(), 10);
    // Evasion 8 with a helmet: a 10 still evades, an 11 is knocked out.
    assert_eq!(
        roll(&knockout(8, helmet, 6), &[10]).band(),
        KnockoutBand::Evaded
    );
    assert_eq!(
        roll(&knockout(8, helmet, 6), &[11]).band(),
        KnockoutBand::KnockedOut
    );
    assert_eq!(
        knockout(8, helmet, 6)
            .odds()
            .probability(&KnockoutBand::KnockedOut),
        Some(frac(10, 20))
    );
}

// rule: GM-combat.knockout
#[test]
fn a_knockout_blow_needs_a_target_that_is_not_defending() {
    for target in [
        Target::Unaware,
        Target::Surprised,
        Target::Covered,
        Target::Immobile,
    ] {
        assert!(Knockout::new(target, Roll::new(8).unwrap(), HeadProtection::Bare, 6).is_ok());
    }
    assert_eq!(
        Knockout::new(
            Target::Defending,
            Roll::new(8).unwrap(),
            HeadProtection::Bare,
            6
        ),
        Err(Error::BlowNotAllowed {
            blow: "knockout blow",
            target: "defending"
        })
    );
}

#[test]
fn knockout_odds_agree_with_sampling() {
    let helmet = HeadProtection::Worn {
        defense_bonus: HeadDefense::new(1).unwrap(),
    };
    for blow in [
        knockout(4, HeadProtection::Bare, 5),
        knockout(9, helmet, 1).with_warrior_allotment(),
    ] {
        assert_agrees_with_sampling(&blow, 4_000);
    }
}

fn contest(dice: u32, faces: u32, bonus: u32, evasion: i32) -> ContestDamage {
    ContestDamage::new(dice, faces, bonus, Roll::new(evasion).unwrap()).unwrap()
}

// rule: GM-combat.contest-damage
#[test]
fn the_loser_of_a_weapon_contest_takes_an_injury_per_damage_die() {
    // 2d6 = 7, evasion fails: 2 injuries and 5 damage; succeeds: 7 damage.
    let sword = contest(2, 6, 0, 8);
    let failed = roll(&sword, &[3, 4, 15]);
    assert_eq!((failed.band(), failed.evaded()), (split(2, 5), Some(false)));
    let evaded = roll(&sword, &[3, 4, 8]);
    assert_eq!((evaded.band(), evaded.evaded()), (split(0, 7), Some(true)));
    // One die and a bonus: d8 + 4 = 9, evasion fails, 1 injury.
    assert_eq!(roll(&contest(1, 8, 4, 5), &[5, 6]).band(), split(1, 8));
    // Three dice: no evasion roll, 3 injuries.
    let big = roll(&contest(3, 6, 0, 20), &[1, 2, 3]);
    assert_eq!((big.band(), big.evaded()), (split(3, 3), None));
    assert!(!contest(3, 6, 0, 20).evasion_counts());
}

// rule: GM-combat.contest-damage
#[test]
fn verve_that_takes_all_the_damage_leaves_no_injury() {
    let sword = contest(2, 6, 0, 8);
    let failed = roll(&sword, &[3, 4, 15]);
    // Archetypal, verve 7 covers all 7: no injuries.
    let mut rich = Vitals::new(10, 7).unwrap();
    failed.strike(&mut rich, true).unwrap();
    assert_eq!((rich.verve(), rich.survival(), rich.injuries()), (0, 10, 0));
    // Verve 6 does not: 2 injuries at once, the 5 points off verve.
    let mut poor = Vitals::new(10, 6).unwrap();
    failed.strike(&mut poor, true).unwrap();
    assert_eq!((poor.verve(), poor.survival(), poor.injuries()), (1, 10, 2));
    // Not archetypal: verve does not count.
    let mut other = Vitals::new(10, 20).unwrap();
    failed.strike(&mut other, false).unwrap();
    assert_eq!(
        (other.verve(), other.survival(), other.injuries()),
        (20, 5, 2)
    );
}

/// Every face of every die, brute force: the split of each sequence.
fn brute_force_contest(
    dice: u32,
    faces: u32,
    bonus: u32,
    evasion: i32,
) -> BTreeMap<Split, BigRational> {
    let mut sequences: Vec<Vec<u32>> = vec![vec![]];
    for _ in 0..dice {
        sequences = sequences
            .into_iter()
            .flat_map(|s| (1..=faces).map(move |f| [s.clone(), vec![f]].concat()))
            .collect();
    }
    let mut out = BTreeMap::new();
    let evasion_faces: Vec<Option<u32>> = if dice <= 2 {
        (1..=20).map(Some).collect()
    } else {
        vec![None]
    };
    let weight = frac(
        1,
        i64::from(faces).pow(dice) * i64::try_from(evasion_faces.len()).unwrap(),
    );
    for seq in &sequences {
        let total: u32 = seq.iter().sum::<u32>() + bonus;
        for e in &evasion_faces {
            let evaded = e.is_some_and(|f| i64::from(f) <= i64::from(evasion));
            let injuries = if evaded { 0 } else { dice.min(total) };
            *out.entry(split(injuries, total - injuries))
                .or_insert_with(|| frac(0, 1)) += weight.clone();
        }
    }
    out
}

#[test]
fn contest_damage_odds_match_a_brute_force_model_and_sampling() {
    for (dice, faces, bonus, evasion) in [
        (2, 6, 0, 8),
        (1, 8, 4, 5),
        (3, 4, 1, 20),
        (1, 2, 0, 0),
        (2, 3, 0, 25),
    ] {
        let c = contest(dice, faces, bonus, evasion);
        let odds = c.odds();
        assert_well_formed(&odds);
        let model = brute_force_contest(dice, faces, bonus, evasion);
        let exact: BTreeMap<Split, BigRational> =
            odds.bands().map(|(b, p)| (*b, p.clone())).collect();
        assert_eq!(exact, model, "{c:?}");
        assert_agrees_with_sampling(&c, 3_000);
    }
}

// rule: GM-combat.concentration
#[test]
fn concentrating_halves_movement_forbids_attacks_and_costs_a_point_of_defense() {
    let sorceror = Concentration::new(10, 3).unwrap();
    assert_eq!(sorceror.max_movement(), 5);
    assert_eq!(Concentration::new(7, 1).unwrap().max_movement(), 3);
    assert_eq!(sorceror.defense_modifier(), -1);
    assert!(!sorceror.may_attack() && !sorceror.may_start_actions());
    for ability in [Ability::Charisma, Ability::Wisdom, Ability::Intelligence] {
        assert!(takes_concentration_penalty(ability));
    }
    for ability in [Ability::Endurance, Ability::Agility, Ability::Strength] {
        assert!(!takes_concentration_penalty(ability));
    }
}

// rule: GM-combat.concentration
#[test]
fn a_hit_during_a_long_activity_calls_for_an_evasion_roll() {
    let evasion = Roll::new(6).unwrap();
    let brief = Concentration::new(10, 1).unwrap().attacked(evasion);
    assert_eq!(brief.evasion(), None);
    let kept = roll(&brief, &[]);
    assert_eq!(
        (kept.band(), kept.faces()),
        (ConcentrationBand::Kept, vec![])
    );
    assert_eq!(
        brief.odds().probability(&ConcentrationBand::Kept),
        Some(frac(1, 1))
    );
    let long = Concentration::new(10, 2).unwrap().attacked(evasion);
    assert_eq!(roll(&long, &[6]).band(), ConcentrationBand::Kept);
    assert_eq!(roll(&long, &[7]).band(), ConcentrationBand::Broken);
    assert_eq!(
        long.odds().probability(&ConcentrationBand::Broken),
        Some(frac(14, 20))
    );
    assert!(Concentration::new(10, 0).is_err());
}

#[test]
fn concentration_odds_agree_with_sampling() {
    for rounds in [1, 2, 9] {
        let hit = Concentration::new(10, rounds)
            .unwrap()
            .attacked(Roll::new(11).unwrap());
        assert_agrees_with_sampling(&hit, 2_000);
    }
}

// rule: GM-combat.moving-targets
#[test]
fn attacks_on_moving_targets_get_the_table_bonus() {
    let bonuses =
        [Pace::Dash, Pace::Walk, Pace::Jog, Pace::Run, Pace::Sprint].map(Pace::attack_bonus);
    assert_eq!(bonuses, [4, 2, 4, 8, 16]);
    for pace in [Pace::SemiConscious, Pace::Combat, Pace::Explore] {
        assert_eq!(pace.attack_bonus(), 0);
    }
    for row in PACES {
        assert_eq!(row.pace.row(), &row);
        assert_eq!(Pace::lookup(row.id), Ok(row.pace));
    }
    assert_eq!(
        Pace::lookup("gallop"),
        Err(Error::UnknownId {
            table: "pace",
            id: "gallop".into()
        })
    );
}

#[test]
fn out_of_range_inputs_are_refused() {
    assert!(KillingBlow::new(Target::Immobile, 10_001).is_err());
    assert!(ContestDamage::new(0, 6, 0, Roll::new(8).unwrap()).is_err());
    assert!(ContestDamage::new(21, 6, 0, Roll::new(8).unwrap()).is_err());
    assert!(ContestDamage::new(1, 0, 0, Roll::new(8).unwrap()).is_err());
    assert!(ContestDamage::new(1, 21, 0, Roll::new(8).unwrap()).is_err());
    assert!(ContestDamage::new(1, 6, 101, Roll::new(8).unwrap()).is_err());
    assert!(Concentration::new(101, 2).is_err());
    assert!(HeadDefense::new(21).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn special_attacks_read_back_through_their_constructors() {
    let blow = knockout(
        8,
        HeadProtection::Worn {
            defense_bonus: HeadDefense::new(1).unwrap(),
        },
        6,
    );
    let json = serde_json::to_string(&blow).unwrap();
    assert_eq!(serde_json::from_str::<Knockout>(&json).unwrap(), blow);
    let c = contest(2, 6, 1, 8);
    let json = serde_json::to_value(c).unwrap();
    assert_eq!(
        serde_json::from_value::<ContestDamage>(json.clone()).unwrap(),
        c
    );
    let mut bad = json;
    bad["dice"] = 0.into();
    assert!(serde_json::from_value::<ContestDamage>(bad).is_err());
    assert_eq!(
        serde_json::to_value(Pace::SemiConscious).unwrap(),
        "semi_conscious"
    );
    let out = roll(&blow, &[12]);
    let json = serde_json::to_value(&out).unwrap();
    assert_eq!(json["band"], "knocked_out");
    assert_eq!(json["split"]["injuries"], 1);
}

#[cfg(feature = "serde")]
#[test]
fn rolled_special_attacks_read_back_and_forgeries_are_refused() {
    use crate::common::assert_outcomes_read_back;
    use osr_combat::gods_and_monsters::special::{
        ConcentrationHitRoll, ContestDamageRoll, KnockoutRoll,
    };

    assert_outcomes_read_back(
        &knockout(8, HeadProtection::Bare, 6).with_warrior_allotment(),
        200,
    );
    for c in [
        contest(2, 6, 1, 8),
        contest(1, 8, 0, 12),
        contest(4, 4, 3, 8),
    ] {
        assert_outcomes_read_back(&c, 200);
    }
    for rounds in [1, 2] {
        let hit = Concentration::new(10, rounds)
            .unwrap()
            .attacked(Roll::new(9).unwrap());
        assert_outcomes_read_back(&hit, 100);
    }

    let knocked = serde_json::to_value(roll(&knockout(8, HeadProtection::Bare, 6), &[12])).unwrap();
    let mut forged = knocked.clone();
    forged["band"] = "evaded".into();
    assert!(serde_json::from_value::<KnockoutRoll>(forged).is_err());
    let mut forged = knocked;
    forged["split"]["injuries"] = 3.into();
    assert!(serde_json::from_value::<KnockoutRoll>(forged).is_err());

    let wounded = serde_json::to_value(roll(&contest(2, 6, 0, 8), &[3, 4, 15])).unwrap();
    let mut forged = wounded.clone();
    forged["evaded"] = true.into();
    assert!(serde_json::from_value::<ContestDamageRoll>(forged).is_err());
    let mut forged = wounded.clone();
    forged["split"] = serde_json::json!({"injuries": 2, "damage": 1});
    assert!(serde_json::from_value::<ContestDamageRoll>(forged).is_err());
    let mut forged = wounded;
    forged["dice"][0] = serde_json::json!({"sides": 4_000_000_000_u32, "face": 4_000_000_000_u32, "fate": "counted"});
    forged["dice"][1] = forged["dice"][0].clone();
    assert!(serde_json::from_value::<ContestDamageRoll>(forged).is_err());

    let broken = serde_json::to_value(roll(
        &Concentration::new(10, 2)
            .unwrap()
            .attacked(Roll::new(6).unwrap()),
        &[7],
    ))
    .unwrap();
    let mut forged = broken;
    forged["band"] = "kept".into();
    assert!(serde_json::from_value::<ConcentrationHitRoll>(forged).is_err());
}

#[test]
fn the_largest_contest_damage_has_well_formed_odds() {
    let odds = contest(20, 20, 100, 8).odds();
    assert_well_formed(&odds);
    // Twenty dice: no evasion, always 20 injuries.
    assert!(odds.bands().all(|(split, _)| split.injuries == 20));
}

proptest::proptest! {
    #[test]
    fn a_blow_never_gives_more_points_than_its_damage(damage in 0_u32..=10_000, face in 1_u32..=20, warrior: bool) {
        let killing = KillingBlow::new(Target::Immobile, damage).unwrap().split();
        proptest::prop_assert_eq!(killing.total(), damage);
        proptest::prop_assert!(killing.injuries >= killing.damage && killing.injuries - killing.damage <= 1);
        let mut blow = knockout(8, HeadProtection::Bare, damage);
        if warrior {
            blow = blow.with_warrior_allotment();
        }
        let split = roll(&blow, &[face]).split();
        proptest::prop_assert_eq!(split.total(), damage);
        proptest::prop_assert!(split.injuries <= 2);
    }
}

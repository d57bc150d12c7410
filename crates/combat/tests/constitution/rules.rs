//! The rules as data: costs, AC, reach, training, degrees, shooting into
//! melee, stored attacks, morale, blessings.

use core::cmp::Ordering;

use osr_check::constitution::{Degrees, MoraleCheck, Nerve};
use osr_check::{Check, ratio};
use osr_combat::Error;
use osr_combat::constitution::{
    AimBonus, BlessingEffect, Conditions, DamageDie, Heft, IntoMelee, Line, MORALE_GUIDELINES,
    MoraleTrigger, Rank, Reach, Reaction, StoredAttacks, Struck, Training, Weapon, WeaponKind,
    active_defence, armour_class, direct_hit_possible, extra_degrees, morale_guideline,
    reach_ac_bonus, training_initiative, training_to_hit,
};
use osr_core::SuppliedFaces;
use osr_equipment::constitution::ArmourClass;

use crate::common::{assert_samples_agree, frac};

fn weapon(kind: WeaponKind, reach: u32, heft: u32, two_handed: bool) -> Weapon {
    Weapon {
        kind,
        reach: Reach::new(reach).unwrap(),
        heft: Heft::new(heft).unwrap(),
        two_handed,
    }
}

#[test]
// rule: TC-5.4
fn reactions_cost_two_five_or_ten() {
    let costs: Vec<(Reaction, u32)> = Reaction::ALL.iter().map(|r| (*r, r.cost())).collect();
    assert_eq!(
        costs,
        [
            (Reaction::ShieldDefence, 2),
            (Reaction::Warning, 2),
            (Reaction::DrawWeapon, 2),
            (Reaction::OrderSubordinates, 5),
            (Reaction::AttackOpening, 5),
            (Reaction::ShieldAfterRoll, 5),
            (Reaction::Riposte, 10),
            (Reaction::OrderedAttack, 10),
        ]
    );
    let trained: Vec<Reaction> = Reaction::ALL
        .into_iter()
        .filter(|r| r.needs_training())
        .collect();
    assert_eq!(trained, [Reaction::Riposte]);
}

#[test]
// rule: TC-5.15
fn armour_class_starts_at_twenty_and_loses_five_five_and_ten() {
    let none = Conditions::default();
    assert_eq!(armour_class(None, none), 20);
    let blind_bound = Conditions {
        blind: true,
        constrained: true,
        unaware: false,
    };
    assert_eq!(armour_class(None, blind_bound), 10);
    let unaware = Conditions {
        unaware: true,
        ..none
    };
    assert_eq!(armour_class(None, unaware), 10);
    let all = Conditions {
        blind: true,
        constrained: true,
        unaware: true,
    };
    assert_eq!(armour_class(None, all), 0);
    // Armour: +2 (leather) up to +10 (full plate).
    assert_eq!(armour_class(Some(ArmourClass::LeatherHide), none), 22);
    assert_eq!(armour_class(Some(ArmourClass::HalfChain), none), 24);
    assert_eq!(armour_class(Some(ArmourClass::FullPlate), none), 30);
    assert_eq!(armour_class(Some(ArmourClass::FullPlate), unaware), 20);
}

#[test]
// rule: TC-5.16
fn longer_reach_gives_one_ac() {
    let spear = weapon(WeaponKind::Spear, 3, 2, false);
    let dagger = weapon(WeaponKind::OtherMelee, 1, 1, false);
    let none = Training::default();
    // AC 22 against a dagger wielder, with a spear: 23.
    assert_eq!(22 + reach_ac_bonus(spear, none, dagger), 23);
    assert_eq!(reach_ac_bonus(dagger, none, spear), 0);
    assert_eq!(reach_ac_bonus(spear, none, spear), 0);
}

#[test]
// rule: TC-7.5
fn weapons_training_adds_reach_ac_to_hit_d8_and_initiative() {
    let trained = Training {
        weapons: true,
        ..Training::default()
    };
    let spear = weapon(WeaponKind::Spear, 3, 2, false);
    let sword = weapon(WeaponKind::OtherMelee, 2, 2, false);
    // Spear against sword: +1 (TC-5.16) and +1 (weapons training).
    assert_eq!(reach_ac_bonus(spear, trained, sword), 2);
    let dagger = weapon(WeaponKind::OtherMelee, 1, 1, false);
    assert_eq!(training_to_hit(dagger, trained, sword), 1);
    assert_eq!(training_to_hit(sword, trained, sword), 0);
    assert_eq!(training_to_hit(dagger, Training::default(), sword), 0);
    let greatsword = weapon(WeaponKind::OtherMelee, 2, 3, true);
    assert_eq!(DamageDie::for_weapon(greatsword, trained), DamageDie::D8);
    assert_eq!(
        DamageDie::for_weapon(greatsword, Training::default()),
        DamageDie::D6
    );
    let bow = weapon(WeaponKind::Bow, 0, 1, true);
    assert_eq!(training_initiative(bow, trained, true), 1);
    assert_eq!(training_initiative(bow, trained, false), 0);
    assert_eq!(training_initiative(sword, trained, true), 0);
}

#[test]
// rule: TC-7.6
fn spear_training_adds_one_to_hit_and_two_ac_against_shorter_reach() {
    let spear_training = Training {
        spear: true,
        ..Training::default()
    };
    let spear = weapon(WeaponKind::Spear, 3, 2, false);
    let dagger = weapon(WeaponKind::OtherMelee, 1, 1, false);
    // Half-chain 24 against a dagger: 24 + 1 + 2 = 27.
    assert_eq!(24 + reach_ac_bonus(spear, spear_training, dagger), 27);
    assert_eq!(training_to_hit(spear, spear_training, dagger), 1);
    let club = weapon(WeaponKind::OtherMelee, 3, 2, false);
    assert_eq!(training_to_hit(club, spear_training, dagger), 0);
    assert_eq!(reach_ac_bonus(club, spear_training, dagger), 1);
}

#[test]
// rule: TC-7.7
fn longsword_training_adds_ac_and_an_advantage_die_on_damage() {
    let trained = Training {
        longsword: true,
        ..Training::default()
    };
    let longsword = weapon(WeaponKind::Longsword, 2, 2, false);
    let dagger = weapon(WeaponKind::OtherMelee, 1, 1, false);
    assert_eq!(reach_ac_bonus(longsword, trained, dagger), 2);
    let die = DamageDie::for_weapon(longsword, trained);
    assert_eq!(die, DamageDie::D6Advantage);
    assert_eq!(die.roll(&mut SuppliedFaces::new(&[2, 5])).unwrap().0, 5);
    assert_eq!(die.roll(&mut SuppliedFaces::new(&[6, 1])).unwrap().0, 6);
    assert_eq!(
        DamageDie::D6
            .roll(&mut SuppliedFaces::new(&[2, 5]))
            .unwrap()
            .0,
        2
    );
}

#[test]
// rule: TC-5.17
fn active_defence_replaces_ac_when_higher() {
    assert_eq!(active_defence(22, 26), 26);
    assert_eq!(active_defence(22, 22), 22);
    assert_eq!(active_defence(22, 12), 22);
}

#[test]
// rule: TC-5.19
fn extra_degrees_are_each_full_five_past_the_first() {
    for (total, dc, extra) in [
        (20, 20, 0),
        (24, 20, 0),
        (25, 20, 1),
        (29, 20, 1),
        (30, 20, 2),
        (34, 22, 2),
        (40, 20, 4),
        (55, 20, 7),
        (19, 20, 0),
    ] {
        assert_eq!(
            extra_degrees(Degrees::of_total(total, dc)),
            extra,
            "{total} vs {dc}"
        );
    }
}

#[test]
// rule: TC-5.20
fn four_extra_degrees_allow_a_direct_hit() {
    assert!(direct_hit_possible(Degrees::of_total(40, 20)));
    assert!(direct_hit_possible(Degrees::of_total(32, 10)));
    assert!(!direct_hit_possible(Degrees::of_total(39, 20)));
    assert!(direct_hit_possible(Degrees::Complicated(5)));
    assert!(!direct_hit_possible(Degrees::Success(4)));
}

#[test]
// rule: TC-5.21
fn shooting_into_melee_hits_the_chosen_target_in_tenths() {
    let none = AimBonus::new(0).unwrap();
    let full = AimBonus::new(2).unwrap();
    assert_eq!(
        IntoMelee::new(Line::BehindFarther, none).chance(),
        frac(1, 10)
    );
    assert_eq!(
        IntoMelee::new(Line::BehindNearer, none).chance(),
        frac(9, 10)
    );
    assert_eq!(IntoMelee::new(Line::Side, none).chance(), frac(6, 10));
    assert_eq!(IntoMelee::new(Line::Side, full).chance(), frac(8, 10));
    assert_eq!(
        IntoMelee::new(Line::BehindNearer, full).chance(),
        frac(1, 1)
    );
    assert!(AimBonus::new(3).is_err());
    // Scenario X11: behind the orc aiming at the guard, d10 4 hits the orc.
    let roll = |shot: IntoMelee, face: u32| shot.roll(&mut SuppliedFaces::new(&[face])).unwrap().0;
    assert_eq!(
        roll(IntoMelee::new(Line::BehindFarther, none), 4),
        Struck::Other
    );
    assert_eq!(
        roll(IntoMelee::new(Line::BehindFarther, none), 1),
        Struck::Chosen
    );
    assert_eq!(roll(IntoMelee::new(Line::Side, none), 6), Struck::Chosen);
    assert_eq!(roll(IntoMelee::new(Line::Side, none), 7), Struck::Other);
    assert_eq!(roll(IntoMelee::new(Line::Side, full), 8), Struck::Chosen);
    assert_eq!(roll(IntoMelee::new(Line::Side, full), 9), Struck::Other);
}

#[test]
fn shooting_into_melee_agrees_with_sampling() {
    let shot = IntoMelee::new(Line::Side, AimBonus::new(1).unwrap());
    let odds = osr_check::Odds::new(
        [
            (Struck::Chosen, shot.chance()),
            (Struck::Other, ratio(3, 10)),
        ],
        None,
    )
    .unwrap();
    assert_samples_agree(&odds, 20_000, |rng| shot.roll(rng).unwrap().0);
}

#[test]
// rule: TC-5.22
fn stored_ranged_attacks_add_damage_later_or_are_lost() {
    let mut stored = StoredAttacks::default();
    stored.store(1, 9, DamageDie::D6);
    stored.store(1, 9, DamageDie::D6);
    stored.store(1, 8, DamageDie::D6);
    stored.store(2, 9, DamageDie::D8);
    assert_eq!(stored.attacks().len(), 4);
    // Target 9 takes damage: archer 1's two stored shots roll and add.
    assert_eq!(
        stored
            .release(1, 9, &mut SuppliedFaces::new(&[3, 4]))
            .unwrap(),
        7
    );
    assert_eq!(stored.attacks().len(), 2);
    // Archer 1 loses track of target 8: lost.
    assert_eq!(stored.lose_track(1, 8), 1);
    assert_eq!(stored.lose_track(1, 8), 0);
    assert_eq!(
        stored.release(2, 9, &mut SuppliedFaces::new(&[8])).unwrap(),
        8
    );
    assert!(stored.is_empty());
}

#[test]
// rule: TC-5.12
fn morale_guidelines_are_ranges_of_scores() {
    let row = morale_guideline("fickle").unwrap();
    assert_eq!((row.low, row.high), (5, 6));
    assert!(row.fits.contains(&"hunting for sport"));
    let bands: Vec<(&str, u32, u32)> = MORALE_GUIDELINES
        .iter()
        .map(|r| (r.id, r.low, r.high))
        .collect();
    assert_eq!(
        bands,
        [
            ("traitorous", 2, 2),
            ("cowardly", 3, 4),
            ("fickle", 5, 6),
            ("normal", 7, 9),
            ("good", 8, 9),
            ("invested", 10, 11),
            ("fanatical", 12, 12),
        ]
    );
    assert!(morale_guideline("underpaid").is_err());
    assert!(matches!(
        morale_guideline("brave"),
        Err(Error::UnknownId {
            table: "morale_guideline",
            ..
        })
    ));
}

#[test]
// rule: TC-5.13.when
fn morale_triggers_are_the_fourteen_situations() {
    assert_eq!(MoraleTrigger::ALL.len(), 14);
    let first_round: Vec<_> = MoraleTrigger::ALL
        .into_iter()
        .filter(|t| t.first_round_only())
        .collect();
    assert_eq!(first_round, [MoraleTrigger::Surprised]);
    assert!(MoraleTrigger::SurrenderOffered.needs_another());
    // Losses: 1 of 2 is a quarter and a half; 1 of 4 a quarter; 1 of 5 none.
    assert_eq!(
        MoraleTrigger::losses(2, 1, false).unwrap(),
        [
            Some(MoraleTrigger::QuarterFallen),
            Some(MoraleTrigger::HalfFallen),
            None
        ]
    );
    assert_eq!(
        MoraleTrigger::losses(4, 1, false).unwrap(),
        [Some(MoraleTrigger::QuarterFallen), None, None]
    );
    assert_eq!(
        MoraleTrigger::losses(5, 1, false).unwrap(),
        [None, None, None]
    );
    // A companion dies after more than half (3 of 5) had fallen.
    assert_eq!(
        MoraleTrigger::losses(5, 4, true).unwrap()[2],
        Some(MoraleTrigger::CompanionDiesAfterHalf)
    );
    assert_eq!(MoraleTrigger::losses(4, 3, true).unwrap()[2], None);
    assert!(MoraleTrigger::losses(2, 3, false).is_err());
}

#[test]
// rule: TC-5.13.when
fn morale_odds_are_exact_against_brute_force() {
    for score in 2..=12 {
        let odds = MoraleCheck::new(score).unwrap().odds();
        let holds = (1..=6)
            .flat_map(|a| (1..=6).map(move |b| a + b))
            .filter(|t| *t <= score)
            .count();
        let p = odds
            .probability(&Nerve::Holds)
            .unwrap_or_else(|| frac(0, 1));
        assert_eq!(p, frac(i64::try_from(holds).unwrap(), 36), "score {score}");
    }
    assert_eq!(
        MoraleCheck::new(6)
            .unwrap()
            .odds()
            .probability(&Nerve::Holds),
        Some(frac(15, 36))
    );
}

#[test]
// rule: TC-11.6
fn blessing_against_undead_by_level_against_hit_dice() {
    let r = |n| Rank::new(n).unwrap();
    let weaker = BlessingEffect::against(r(2), r(3), r(5));
    assert_eq!(
        (
            weaker.comparison,
            weaker.ac_bonus,
            weaker.damage_bonus,
            weaker.warded_off
        ),
        (Ordering::Less, 1, 0, false)
    );
    // Scenario X23: level 3 priest, 3 HD wights: +1 damage.
    let equal = BlessingEffect::against(r(3), r(3), r(5));
    assert_eq!((equal.comparison, equal.damage_bonus), (Ordering::Equal, 1));
    let stronger = BlessingEffect::against(r(7), r(3), r(5));
    assert!(!stronger.warded_off);
    let much = BlessingEffect::against(r(8), r(3), r(5));
    assert!(much.warded_off);
    assert_eq!(much.comparison, Ordering::Greater);
}

// rule: TC-5.13, TC-5.13.when
#[test]
fn morale_over_a_fight_by_hand() {
    use osr_combat::Morale;
    use osr_combat::constitution::morale_odds;

    use crate::common::frac;

    // Eight with morale 7: a check holds with 21/36. Checks at 2 lost (a
    // quarter), 4 (half), and at the deaths of the 6th and 7th (more than
    // half had fallen before them); none at the last.
    let (h, b) = (frac(21, 36), frac(15, 36));
    let eight = morale_odds(8, 7).unwrap();
    let p = |end| eight.endings().probability(&end).unwrap();
    assert_eq!(p(Morale::Broke { lost: 2 }), b.clone());
    assert_eq!(p(Morale::Broke { lost: 4 }), &h * &b);
    assert_eq!(p(Morale::Broke { lost: 6 }), &h * &h * &b);
    assert_eq!(p(Morale::Broke { lost: 7 }), &h * &h * &h * &b);
    assert_eq!(p(Morale::Stood), &h * &h * &h * &h);
    assert_eq!(eight.ended_at(1), frac(0, 1));
    // Four: the first loss is a quarter, the second half.
    let four = morale_odds(4, 7).unwrap();
    assert_eq!(
        four.endings().probability(&Morale::Broke { lost: 2 }),
        Some(&h * &b)
    );
    // Two: the first loss is both a quarter and half, one check.
    let two = morale_odds(2, 7).unwrap();
    assert_eq!(two.endings().probability(&Morale::Stood), Some(h.clone()));
    // Morale 12 never breaks (2d6 is at most 12); a lone creature is
    // never checked by losses.
    assert_eq!(
        morale_odds(8, 12)
            .unwrap()
            .endings()
            .probability(&Morale::Stood),
        Some(frac(1, 1))
    );
    assert_eq!(
        morale_odds(1, 2)
            .unwrap()
            .endings()
            .probability(&Morale::Stood),
        Some(frac(1, 1))
    );
    assert!(morale_odds(0, 7).is_err());
}

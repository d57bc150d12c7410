//! 3d6 Constitution health: every row of the catalog's `health` section
//! with its own numbers, the worked examples W1, W2, W12 and the
//! scenarios X1, X8, X14, X15 and the deprivation timeline.

mod deprivation;
mod laws;
mod odds;

use crate::common::faces;
use osr_check::{Check, Fate, Resolved};
use osr_health::Error;
use osr_health::constitution::{
    Event, FailedStrength, HitBand, HitDie, HpRoll, Injury, InjuryBand, Keep, SHALLOW_CUT_PENALTY,
    StayUp, Vitality,
};

#[test]
fn losing_hit_points_is_not_an_injury() {
    // rule: TC-6.3
    // Hit points lost while some are left, or down to exactly 0, are no
    // wound: no saves, no wound, nothing but the HP.
    let saves = Injury::new(0, 12, 12).unwrap();
    let mut pc = Vitality::new(2, 7).unwrap();
    for (damage, left) in [(3, 4), (4, 0)] {
        let hit = pc.take_damage(damage, saves, &mut faces(&[])).unwrap();
        assert_eq!(hit.consequence(), HitBand::Protected);
        assert_eq!(
            hit.events(),
            [Event::HpLost {
                from: left + damage,
                to: left
            }]
        );
        assert!(hit.dice().is_empty());
    }
    assert_eq!((pc.marks(), pc.minor_wounds()), (0, 0));
    // Running out of HP is what injures.
    let hit = pc.take_damage(1, saves, &mut faces(&[15, 15])).unwrap();
    assert_eq!(
        hit.consequence(),
        HitBand::Injured(InjuryBand::MinorStanding)
    );
}

#[test]
fn hit_dice_are_d6s_and_a_tough_fighters_d8s() {
    // rule: TC-6.1
    // rule: TC-7.2
    // 3 HD: 3d6 after a rest; tough, 3d8.
    let plain = Vitality::new(3, 3).unwrap().hp_roll();
    assert_eq!((plain.hit_dice(), plain.die().die().sides()), (3, 6));
    assert_eq!(plain.odds().bands().count(), 16);
    let tough = Vitality::new(3, 3).unwrap().tough().hp_roll();
    assert_eq!(tough.die().die().sides(), 8);
    assert_eq!(
        tough.odds().probability(&24),
        Some(crate::common::frac(1, 512))
    );
}

#[test]
fn a_short_rest_rerolls_hp_and_the_new_total_stands() {
    // rule: TC-6.4
    let mut pc = Vitality::new(2, 3).unwrap();
    let rest = pc.short_rest(Keep::New, &mut faces(&[5, 3])).unwrap();
    assert_eq!(pc.hp(), 8);
    assert_eq!(
        rest.events()[0],
        Event::HpRerolled {
            from: 3,
            rolled: 8,
            to: 8
        }
    );
    // Lower than before: still taken.
    pc.short_rest(Keep::New, &mut faces(&[1, 1, 1])).unwrap();
    assert_eq!(pc.hp(), 2);
    // Only a tough fighter may keep the higher total.
    assert_eq!(
        pc.short_rest(Keep::Higher, &mut faces(&[1, 1, 1, 1])),
        Err(Error::NotTough)
    );
    assert_eq!((pc.hp(), pc.fatigue()), (2, 2), "unchanged on error");
}

/// Scenario X14: one PC rests and re-rolls, the other declines.
#[test]
fn declining_the_reroll_takes_no_fatigue() {
    // rule: TC-6.4
    let mut rests = Vitality::new(2, 5).unwrap();
    let declines = rests.clone();
    rests.short_rest(Keep::New, &mut faces(&[6, 6])).unwrap();
    assert_eq!((rests.hp(), rests.fatigue()), (12, 1));
    assert_eq!((declines.hp(), declines.fatigue()), (5, 0));
}

#[test]
fn fatigue_dice_drop_the_highest() {
    // rule: TC-6.5
    // The vector table: HD, fatigue, faces -> HP, fatigue after.
    for (hd, fatigue, rolled, hp, after) in [
        (2, 2, &[6, 5, 2, 1][..], 3, 3),
        (1, 0, &[4][..], 4, 1),
        (3, 1, &[4, 4, 6, 1][..], 9, 2),
        (4, 3, &[6, 6, 5, 4, 3, 2, 1][..], 10, 4),
    ] {
        let mut pc = Vitality::new(hd, 1).unwrap().with_fatigue(fatigue).unwrap();
        let rest = pc.short_rest(Keep::New, &mut faces(rolled)).unwrap();
        assert_eq!((pc.hp(), pc.fatigue()), (hp, after), "{rolled:?}");
        let dropped = rest
            .dice()
            .iter()
            .filter(|d| d.fate == Fate::Dropped)
            .count();
        assert_eq!(dropped, fatigue as usize);
    }
    // Of equal faces the first is dropped: 6, 6, 5 of seven dice.
    let roll = HpRoll::new(4, 3, HitDie::D6).unwrap();
    let rolled = roll.roll(&mut faces(&[6, 6, 5, 4, 3, 2, 1])).unwrap();
    let fates: Vec<_> = rolled.dice().iter().map(|d| d.fate).collect();
    assert_eq!(fates[..3], [Fate::Dropped; 3]);
}

/// Worked example W1 and scenario X1: a third short rest, then sleep.
#[test]
fn worked_example_w1_reroll_with_fatigue_then_a_good_night() {
    // rule: TC-6.5
    // 1. 2 HD, two short rests already taken: fatigue 2.
    let mut pc = Vitality::new(2, 7).unwrap().with_fatigue(2).unwrap();
    // 2. 4d6 = 6, 5, 2, 1: the two highest dropped, HP 3.
    let rest = pc.short_rest(Keep::New, &mut faces(&[6, 5, 2, 1])).unwrap();
    assert_eq!(rest.consequence(), 3);
    // 3. Fatigue 3.
    assert_eq!(pc.fatigue(), 3);
    // 4. A good night: fatigue 0, the morning roll 2d6 = 3, 6 -> HP 9.
    let night = pc.good_night(0, Keep::New, &mut faces(&[3, 6])).unwrap();
    assert_eq!((pc.hp(), pc.fatigue()), (9, 0));
    assert_eq!(night.faces(), [3, 6]);
    assert_eq!(night.events()[0], Event::FatigueReset { from: 3, to: 0 });
}

#[test]
fn a_tough_fighter_rolls_d8s_and_may_keep_the_last_total() {
    // rule: TC-6.5
    let mut pc = Vitality::new(2, 10)
        .unwrap()
        .tough()
        .with_fatigue(1)
        .unwrap();
    let rest = pc.short_rest(Keep::Higher, &mut faces(&[8, 3, 5])).unwrap();
    assert!(rest.dice().iter().all(|d| d.sides == 8));
    assert_eq!(
        rest.events()[0],
        Event::HpRerolled {
            from: 10,
            rolled: 8,
            to: 10
        }
    );
    let mut pc = Vitality::new(2, 10)
        .unwrap()
        .tough()
        .with_fatigue(1)
        .unwrap();
    pc.short_rest(Keep::New, &mut faces(&[8, 3, 5])).unwrap();
    assert_eq!((pc.hp(), pc.fatigue()), (8, 2));
}

#[test]
fn penance_counts_as_fatigue_for_hp_rolls() {
    // rule: TC-11.3
    let mut pc = Vitality::new(2, 1).unwrap();
    assert_eq!(
        pc.add_penance().unwrap(),
        Event::PenanceChanged { from: 0, to: 1 }
    );
    // 2 HD, penance 1: 3d6 = 5, 5, 3, a 5 dropped: HP 8.
    let rest = pc.short_rest(Keep::New, &mut faces(&[5, 5, 3])).unwrap();
    assert_eq!((pc.hp(), pc.fatigue()), (8, 1));
    assert_eq!(rest.faces().len(), 3);
    // Fatigue 1 and penance 1: two extra dice.
    assert_eq!(pc.hp_roll().extra(), 2);
    // Sleep resets fatigue but not penance: the morning roll has one extra die.
    pc.good_night(0, Keep::New, &mut faces(&[1, 2, 3])).unwrap();
    assert_eq!((pc.hp(), pc.penance()), (3, 1));
}

/// Worked example W2: HP 2 hit for 5.
#[test]
fn injury_saves_are_dc_20_plus_the_overflow() {
    // rule: TC-6.6
    let mut pc = Vitality::new(2, 2).unwrap().with_level(2, 0).unwrap();
    // A fighter of level 2 with STR 13 adds 2: d20 + 13 + 2.
    let saves = Injury::new(0, 13, 10).unwrap().with_modifier(2).unwrap();
    let hit = pc.take_damage(5, saves, &mut faces(&[8, 11])).unwrap();
    assert_eq!(pc.hp(), 0);
    assert_eq!(
        hit.events()[1],
        Event::InjurySaves {
            dc: 23,
            strength_total: 23,
            strength_passed: true,
            will_total: Some(23),
            will_passed: true
        }
    );
    assert_eq!(
        hit.consequence(),
        HitBand::Injured(InjuryBand::MinorStanding)
    );
    // One less on the die fails both.
    let mut pc = Vitality::new(2, 2).unwrap().with_level(2, 0).unwrap();
    let hit = pc.take_damage(5, saves, &mut faces(&[7, 10])).unwrap();
    assert_eq!(hit.consequence(), HitBand::Injured(InjuryBand::MajorDown));
    // Damage the HP stop rolls nothing.
    let mut pc = Vitality::new(2, 5).unwrap();
    let hit = pc.take_damage(5, saves, &mut faces(&[])).unwrap();
    assert_eq!((hit.consequence(), pc.hp()), (HitBand::Protected, 0));
}

#[test]
fn the_strength_save_decides_minor_or_major_or_death() {
    // rule: TC-6.7
    let injury = Injury::new(3, 12, 12).unwrap();
    let band = |injury: Injury, f: &[u32]| injury.roll(&mut faces(f)).unwrap().band();
    assert_eq!(band(injury, &[11, 11]), InjuryBand::MinorStanding);
    assert_eq!(band(injury, &[10, 11]), InjuryBand::MajorStanding);
    let dies = injury.with_choices(FailedStrength::Die, StayUp::Try);
    assert_eq!(band(dies, &[10, 11]), InjuryBand::Dead);
    assert_eq!(band(dies, &[11, 11]), InjuryBand::MinorStanding);
    // Applied: a major wound is marked, a minor one counted.
    let mut pc = Vitality::new(1, 0).unwrap().with_level(3, 0).unwrap();
    let saves = Injury::new(0, 12, 12).unwrap();
    let hit = pc.take_damage(3, saves, &mut faces(&[10, 11])).unwrap();
    assert!(hit.events().contains(&Event::MajorWound { marks: 1 }));
    assert_eq!(pc.marks(), 1);
}

#[test]
fn the_will_save_decides_staying_up_and_may_be_failed_on_purpose() {
    // rule: TC-6.8
    let injury = Injury::new(3, 12, 12).unwrap();
    let band = |injury: Injury, f: &[u32]| injury.roll(&mut faces(f)).unwrap().band();
    assert_eq!(band(injury, &[11, 10]), InjuryBand::MinorDown);
    let gives_up = injury.with_choices(FailedStrength::MajorWound, StayUp::GiveUp);
    let rolled = gives_up.roll(&mut faces(&[11])).unwrap();
    assert_eq!(rolled.band(), InjuryBand::MinorDown);
    assert!(rolled.will().is_none());
    let mut pc = Vitality::new(1, 0).unwrap();
    let hit = pc
        .take_damage(3, Injury::new(0, 12, 12).unwrap(), &mut faces(&[11, 10]))
        .unwrap();
    assert_eq!(hit.events().last(), Some(&Event::Collapsed));
}

/// Scenario X8 step 3 and X12: the bandit's shallow cut.
#[test]
fn a_shallow_cut_takes_two_off_heavy_tasks_until_a_long_rest() {
    // rule: TC-6.9
    let mut bandit = Vitality::new(1, 4).unwrap();
    let saves = Injury::new(0, 12, 9).unwrap();
    // Damage 6 against HP 4: DC 22; STR 11 + 12 = 23 passes, WIL 8 + 9 = 17 fails.
    let hit = bandit.take_damage(6, saves, &mut faces(&[11, 8])).unwrap();
    assert_eq!(hit.consequence(), HitBand::Injured(InjuryBand::MinorDown));
    assert_eq!(SHALLOW_CUT_PENALTY, -2);
    assert_eq!(bandit.heavy_task_penalty(), -2);
    let night = bandit.good_night(0, Keep::New, &mut faces(&[3])).unwrap();
    assert!(
        night
            .events()
            .contains(&Event::MinorWoundsHealed { count: 1 })
    );
    assert_eq!(bandit.heavy_task_penalty(), 0);
}

#[test]
fn a_major_wound_may_worsen_and_the_player_may_choose_death_later() {
    // rule: TC-6.10
    let mut pc = Vitality::new(2, 5).unwrap().with_level(3, 0).unwrap();
    assert!(matches!(
        pc.die_of_wounds(),
        Err(Error::InconsistentState { .. })
    ));
    // The first blow: a major wound.
    let saves = Injury::new(0, 12, 12).unwrap();
    pc.take_damage(6, saves, &mut faces(&[3, 15])).unwrap();
    assert_eq!(pc.marks(), 1);
    // Untreated, it worsens: a new set of saves at the referee's DC (21
    // here); STR 12 rolls 9 (21) and passes, WIL rolls 8 (20) and fails.
    let worse = pc
        .worsen(saves.with_overflow(1).unwrap(), &mut faces(&[9, 8]))
        .unwrap();
    assert_eq!(worse.consequence(), InjuryBand::MinorDown);
    assert_eq!((pc.marks(), pc.minor_wounds()), (1, 1));
    // Tired of the reduced character, the player lets them die.
    assert_eq!(pc.die_of_wounds(), Ok(Event::Died));
    assert!(pc.is_dead());
}

#[test]
fn as_many_marks_as_the_level_and_a_failed_strength_save_kills() {
    // rule: TC-6.11
    let mut pc = Vitality::new(2, 0).unwrap().with_level(2, 2).unwrap();
    let saves = Injury::new(0, 12, 12).unwrap();
    let hit = pc.take_damage(1, saves, &mut faces(&[1, 20, 5])).unwrap();
    assert_eq!(hit.consequence(), HitBand::Injured(InjuryBand::Dead));
    assert!(pc.is_dead());
    assert!(hit.events().contains(&Event::Died));
    // One mark short of the level: a major wound instead, and the marks are full.
    let mut pc = Vitality::new(2, 0).unwrap().with_level(2, 1).unwrap();
    pc.take_damage(1, saves, &mut faces(&[1, 20, 5])).unwrap();
    assert_eq!((pc.marks(), pc.is_dead()), (2, false));
    assert!(
        Injury::new(0, 12, 12)
            .unwrap()
            .with_marks(2, 2)
            .unwrap()
            .failure_kills()
    );
    assert!(
        !Injury::new(0, 12, 12)
            .unwrap()
            .with_marks(3, 2)
            .unwrap()
            .failure_kills()
    );
    assert_eq!(
        pc.take_damage(1, saves, &mut faces(&[1, 1]))
            .map(|h| h.consequence()),
        Ok(HitBand::Injured(InjuryBand::Dead))
    );
    assert_eq!(pc.take_damage(1, saves, &mut faces(&[])), Err(Error::Dead));
}

/// Scenario X5: a direct hit, bought off or not.
#[test]
fn a_direct_hit_bypasses_hp_unless_bought_off() {
    // rule: TC-6.12
    // The ogre has 4 HD: 40 HP stop its direct hit.
    let mut rich = Vitality::new(10, 45).unwrap();
    assert_eq!(rich.buy_off(4).unwrap(), Event::HpLost { from: 45, to: 5 });
    assert_eq!(rich.hp(), 5);
    let mut poor = Vitality::new(10, 30).unwrap();
    let err = poor.buy_off(4).unwrap_err();
    assert_eq!(
        err.to_string(),
        "hit points sacrificed 40 is above its maximum 30"
    );
    assert_eq!(poor.hp(), 30);
    // It cannot pay: damage d6 = 5 bypasses the 30 HP, saves at DC 25.
    let saves = Injury::new(0, 12, 12).unwrap();
    let hit = poor.bypassing_hp(5, saves, &mut faces(&[13, 12])).unwrap();
    assert_eq!(
        hit.events()[0],
        Event::InjurySaves {
            dc: 25,
            strength_total: 25,
            strength_passed: true,
            will_total: Some(24),
            will_passed: false
        }
    );
    assert_eq!((hit.consequence(), poor.hp()), (InjuryBand::MinorDown, 30));
}

#[test]
fn replaying_a_hit_from_its_faces_gives_the_same_result() {
    let pc = Vitality::new(1, 2).unwrap();
    let saves = Injury::new(0, 12, 9).unwrap();
    let mut first = pc.clone();
    let hit = first
        .roll_damage(
            osr_core::Dice::new(2, osr_core::Die::D6).unwrap(),
            saves,
            &mut faces(&[6, 4, 20, 3, 2]),
        )
        .unwrap();
    let mut second = pc;
    let again = second
        .roll_damage(
            osr_core::Dice::new(2, osr_core::Die::D6).unwrap(),
            saves,
            &mut faces(&hit.faces()),
        )
        .unwrap();
    assert_eq!((again, second), (hit, first));
}

#[test]
fn inputs_out_of_range_are_errors_naming_the_value() {
    assert_eq!(
        Vitality::new(2, 13).unwrap_err().to_string(),
        "hit points 13 is above its maximum 12"
    );
    assert_eq!(
        Vitality::new(0, 0).unwrap_err().to_string(),
        "hit dice must be in 1..=40, got 0"
    );
    assert_eq!(
        Vitality::new(2, 1)
            .unwrap()
            .with_level(2, 3)
            .unwrap_err()
            .to_string(),
        "major wound marks 3 is above its maximum 2"
    );
    assert_eq!(
        Injury::new(181, 12, 12).unwrap_err().to_string(),
        "damage past 0 hit points must be in 0..=180, got 181"
    );
    assert_eq!(
        Injury::new(1, 21, 12).unwrap_err().to_string(),
        "ability score must be in 1..=20, got 21"
    );
    assert!(HpRoll::new(2, 81, HitDie::D6).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn state_serializes_in_rule_units_and_reads_back_through_validation() {
    let pc = Vitality::new(2, 7)
        .unwrap()
        .with_fatigue(1)
        .unwrap()
        .with_level(2, 1)
        .unwrap();
    let json = serde_json::to_value(&pc).unwrap();
    assert_eq!(json["hp"], 7);
    assert_eq!(json["marks"], 1);
    let back: Vitality = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, pc);
    let mut bad = json.clone();
    bad["hp"] = 13.into();
    assert!(serde_json::from_value::<Vitality>(bad).is_err());
    let mut bad = json;
    bad["marks"] = 3.into();
    assert!(serde_json::from_value::<Vitality>(bad).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn an_hp_roll_reads_back_only_when_its_dice_agree() {
    let roll = HpRoll::new(2, 2, HitDie::D6).unwrap();
    let rolled = roll.roll(&mut faces(&[6, 5, 2, 1])).unwrap();
    let json = serde_json::to_value(&rolled).unwrap();
    assert_eq!(json["band"], 3);
    let back: osr_health::constitution::HpRolled = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(roll.verify(&back), Ok(()));
    let mut forged = json.clone();
    forged["band"] = 4.into();
    assert!(serde_json::from_value::<osr_health::constitution::HpRolled>(forged).is_err());
    let mut forged = json;
    forged["dice"][0]["fate"] = "counted".into();
    forged["dice"][2]["fate"] = "dropped".into();
    assert!(serde_json::from_value::<osr_health::constitution::HpRolled>(forged).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn an_injury_roll_reads_back_only_when_its_band_fits_its_saves() {
    let injury = Injury::new(3, 12, 9).unwrap();
    let rolled = injury.roll(&mut faces(&[11, 8])).unwrap();
    let json = serde_json::to_value(&rolled).unwrap();
    assert_eq!(json["band"], "minor_down");
    let back: osr_health::constitution::InjuryRoll = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(injury.verify(&back), Ok(()));
    let mut forged = json.clone();
    forged["band"] = "minor_standing".into();
    assert!(serde_json::from_value::<osr_health::constitution::InjuryRoll>(forged).is_err());
    let mut forged = json;
    forged["dice"][1]["face"] = 9.into();
    assert!(serde_json::from_value::<osr_health::constitution::InjuryRoll>(forged).is_err());
}

#[test]
fn applications_verify_against_their_own_faces() {
    use rand_core::SeedableRng;
    let before = Vitality::new(3, 7).unwrap();
    let saves = Injury::new(0, 12, 9).unwrap();
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(crate::common::SEED);
    for _ in 0..200 {
        let mut pc = before.clone();
        let rest = pc.short_rest(Keep::New, &mut rng).unwrap();
        assert_eq!(
            rest.verify_with(|f| before.clone().short_rest(Keep::New, f)),
            Ok(())
        );
        let mut pc = before.clone();
        let hit = pc.take_damage(9, saves, &mut rng).unwrap();
        assert_eq!(
            hit.verify_with(|f| before.clone().take_damage(9, saves, f)),
            Ok(())
        );
        // The same faces against a different blow do not replay.
        assert!(
            hit.verify_with(|f| before.clone().take_damage(10, saves, f))
                .is_err()
        );
    }
}

#[test]
fn a_vitality_reports_and_takes_its_hit_dice_level_and_wounds() {
    // A level gained adds a hit die; the HP stay until the next re-roll.
    let pc = Vitality::new(1, 5).unwrap();
    assert_eq!((pc.hit_dice(), pc.level(), pc.is_tough()), (1, 1, false));
    let pc = pc.with_hit_dice(2).unwrap().with_level(2, 0).unwrap();
    assert_eq!((pc.hit_dice(), pc.level(), pc.hp()), (2, 2, 5));
    let pc = pc.with_hp(12).unwrap();
    assert_eq!(pc.hp(), 12);
    assert_eq!(
        pc.clone().with_hp(13).unwrap_err(),
        Error::AboveMaximum {
            what: "hit points",
            value: 13,
            max: 12
        }
    );
    assert_eq!(
        pc.clone().with_hit_dice(1).unwrap_err().kind(),
        "above_maximum"
    );
    let pc = pc.with_minor_wounds(2).unwrap();
    assert_eq!((pc.minor_wounds(), pc.heavy_task_penalty()), (2, -4));
    assert_eq!(
        pc.clone().with_minor_wounds(101).unwrap_err().kind(),
        "out_of_range"
    );
    assert!(pc.with_dead(true).is_dead());
    assert!(Vitality::new_tough(1, 8).unwrap().is_tough());
}

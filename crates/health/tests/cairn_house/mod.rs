//! Cairn House Rules health: every row of the catalog's `health` section
//! with its own numbers, the derived worked examples D2 and D3 step by
//! step, and the odds of a hit against brute force and sampling.

mod display;
mod laws;
mod odds;

use crate::common::faces;
use osr_check::cairn_house::{Ability, Disposition, Reaction, Save};
use osr_check::{Check, PassFail, Resolved};
use osr_core::{Dice, Die, Edge, StepDie};
use osr_health::Error;
use osr_health::cairn_house::{
    Attack, CRITICAL_MINUTES, Character, Consequence, DeathCause, Event, FatigueSource,
    GRIEVOUS_WOUNDS, GrievousWound, Limb, Rules, ShortRestFatigue, Trap, TrapResult, WoundEffects,
    lookup,
};

fn str_of(pc: &Character) -> i32 {
    pc.score(Ability::Str).current()
}

#[test]
fn damage_comes_off_hp_first() {
    // rule: CH-health.damage-to-hp
    let mut pc = Character::new(5, [10, 10, 10]).unwrap();
    let harm = pc.take_damage(3, &mut faces(&[])).unwrap();
    assert_eq!(pc.hp(), 2);
    assert_eq!(harm.consequence(), Consequence::Standing);
    assert_eq!(harm.events(), [Event::HpLost { from: 5, to: 2 }]);
    assert!(harm.dice().is_empty());
    assert_eq!(str_of(&pc), 10);
}

#[test]
fn exactly_zero_hp_rolls_a_grievous_wound_and_nothing_else() {
    // rule: CH-health.zero-exact
    let mut pc = Character::new(4, [10, 10, 10]).unwrap();
    let harm = pc.take_damage(4, &mut faces(&[4])).unwrap();
    assert_eq!(pc.hp(), 0);
    assert_eq!(harm.faces(), [4]);
    assert_eq!(harm.dice()[0].sides, 6);
    assert_eq!(
        harm.events(),
        [
            Event::HpLost { from: 4, to: 0 },
            Event::GrievousWound {
                face: 4,
                wound: GrievousWound::BrokenLeg
            },
        ]
    );
    assert_eq!(str_of(&pc), 10);
    // No damage at 0 HP does nothing: no wound, no roll.
    let harm = pc.take_damage(0, &mut faces(&[])).unwrap();
    assert!(harm.events().is_empty());
    assert_eq!(pc.wounds(), [GrievousWound::BrokenLeg]);
    // Damage past 0 is not "exactly 0": STR, not a wound.
    let mut pc = Character::new(4, [10, 10, 10]).unwrap();
    let harm = pc.take_damage(5, &mut faces(&[3])).unwrap();
    assert!(pc.wounds().is_empty());
    assert_eq!(harm.consequence(), Consequence::StrengthLoss);
}

#[test]
fn grievous_wounds_table_reads_a_d6() {
    // rule: CH-health.grievous.table
    let names: Vec<_> = GRIEVOUS_WOUNDS.iter().map(|r| (r.face, r.name)).collect();
    assert_eq!(
        names,
        [
            (1, "Gruesome Scars"),
            (2, "Eye Gouged Out"),
            (3, "Broken Arm"),
            (4, "Broken Leg"),
            (5, "Dismembered, Arm"),
            (6, "Dismembered, Leg"),
        ]
    );
    assert_eq!(GrievousWound::of_face(4), Some(GrievousWound::BrokenLeg));
    assert_eq!(GrievousWound::of_face(7), None);
    for face in 1..=6 {
        let mut pc = Character::new(2, [10, 10, 10]).unwrap();
        let harm = pc.take_damage(2, &mut faces(&[face])).unwrap();
        let wound = GrievousWound::of_face(face).unwrap();
        assert_eq!(harm.consequence(), Consequence::Grievous(wound));
        assert_eq!(lookup(wound.row().id).unwrap().face, face);
    }
    assert_eq!(
        lookup("broken_leg").unwrap().wound,
        GrievousWound::BrokenLeg
    );
    assert!(matches!(
        lookup("broken_tail"),
        Err(Error::UnknownId {
            table: "grievous wound",
            ..
        })
    ));
}

#[test]
fn gruesome_scars_take_one_off_reactions() {
    // rule: CH-health.grievous.1
    let effects = WoundEffects::of(&[GrievousWound::GruesomeScars]);
    assert_eq!(effects.reaction_modifier, -1);
    let reaction = Reaction::new(effects.reaction_modifier).unwrap();
    let rolled = reaction.roll(&mut faces(&[1, 2])).unwrap();
    assert_eq!((rolled.total(), rolled.band()), (2, Disposition::Hostile));
    // Unscarred, the same 3 is negative.
    let plain = Reaction::new(0).unwrap().roll(&mut faces(&[1, 2])).unwrap();
    assert_eq!(plain.band(), Disposition::Negative);
    let twice = WoundEffects::of(&[GrievousWound::GruesomeScars; 2]);
    assert_eq!(twice.reaction_modifier, -2);
}

#[test]
fn an_eye_gouged_out_impairs_ranged_attacks_and_twice_blinds() {
    // rule: CH-health.grievous.2
    let mut pc = Character::new(2, [10, 10, 10]).unwrap();
    pc.take_damage(2, &mut faces(&[2])).unwrap();
    let effects = pc.wound_effects();
    assert_eq!(effects.ranged_attack_die(StepDie::D6), Some(StepDie::D4));
    assert!(!effects.blinded());
    pc.short_rest().unwrap();
    let harm = pc.take_damage(2, &mut faces(&[2])).unwrap();
    assert_eq!(harm.events().last(), Some(&Event::Blinded));
    assert!(pc.wound_effects().blinded());
    assert_eq!(pc.wound_effects().ranged_attack_die(StepDie::D6), None);
}

#[test]
fn a_broken_arm_saves_at_disadvantage_with_that_arm() {
    // rule: CH-health.grievous.3
    let effects = WoundEffects::of(&[GrievousWound::BrokenArm]);
    assert_eq!(effects.broken_arms, 1);
    assert_eq!(effects.with_broken_arm(), Edge::new(0, 1));
    let save = Save::new(10).unwrap().with_edge(effects.with_broken_arm());
    // 2d20 keep the higher: 5 and 14 keep 14, a failure.
    assert_eq!(
        save.roll(&mut faces(&[5, 14])).unwrap().band(),
        PassFail::Fail
    );
    assert_eq!(WoundEffects::default().with_broken_arm(), Edge::NONE);
}

#[test]
fn a_broken_leg_halves_speed_and_load() {
    // rule: CH-health.grievous.4
    let effects = WoundEffects::of(&[GrievousWound::BrokenLeg]);
    assert_eq!(effects.carrying_capacity(4), 2);
    assert_eq!(effects.speed_factor(), crate::common::frac(1, 2));
    assert_eq!(effects.legs_lost, 0);
}

#[test]
fn a_dismembered_arm_is_lost() {
    // rule: CH-health.grievous.5
    let row = lookup("dismembered_arm").unwrap();
    assert_eq!((row.face, row.effect.limb_lost), (5, Some(Limb::Arm)));
    let effects = WoundEffects::of(&[GrievousWound::DismemberedArm]);
    assert_eq!((effects.arms_lost, effects.carrying_capacity(4)), (1, 4));
}

#[test]
fn a_dismembered_leg_is_lost_and_halves_speed_and_load() {
    // rule: CH-health.grievous.6
    let effects = WoundEffects::of(&[GrievousWound::DismemberedLeg]);
    assert_eq!(effects.legs_lost, 1);
    assert_eq!(effects.carrying_capacity(4), 2);
    assert_eq!(effects.speed_factor(), crate::common::frac(1, 2));
    let both = WoundEffects::of(&[GrievousWound::BrokenLeg, GrievousWound::DismemberedLeg]);
    assert_eq!(both.carrying_capacity(4), 1);
}

#[test]
fn damage_past_zero_lowers_str_by_the_excess() {
    // rule: CH-health.overflow
    let mut pc = Character::new(6, [11, 10, 10]).unwrap().with_hp(2).unwrap();
    let harm = pc.take_damage(5, &mut faces(&[1])).unwrap();
    assert_eq!((pc.hp(), str_of(&pc)), (0, 8));
    assert_eq!(
        harm.events()[..2],
        [
            Event::HpLost { from: 2, to: 0 },
            Event::StrengthLost {
                from: 11,
                to: 8,
                excess: 3
            },
        ]
    );
    // Already at 0 HP, all of it is excess.
    let harm = pc.take_damage(2, &mut faces(&[1])).unwrap();
    assert_eq!(
        harm.events()[0],
        Event::StrengthLost {
            from: 8,
            to: 6,
            excess: 2
        }
    );
}

#[test]
fn the_critical_damage_save_is_against_the_lowered_str() {
    // rule: CH-health.crit-save
    let pc = Character::new(6, [11, 10, 10]).unwrap().with_hp(2).unwrap();
    let mut failed = pc.clone();
    let harm = failed.take_damage(5, &mut faces(&[12])).unwrap();
    assert_eq!(harm.consequence(), Consequence::CriticalDamage);
    assert!(harm.events().contains(&Event::CriticalDamageSave {
        target: 8,
        face: 12,
        passed: false
    }));
    assert!(failed.is_critical());
    let mut passed = pc.clone();
    let harm = passed.take_damage(5, &mut faces(&[6])).unwrap();
    assert_eq!(harm.consequence(), Consequence::StrengthLoss);
    assert!(!passed.is_critical());
    // 9 passes against the original 11 but not against the lowered 8.
    let mut nine = pc;
    let harm = nine.take_damage(5, &mut faces(&[9])).unwrap();
    assert_eq!(harm.consequence(), Consequence::CriticalDamage);
}

#[test]
fn critical_damage_kills_within_the_hour_untreated() {
    // rule: CH-health.critical
    let mut pc = Character::new(2, [11, 10, 10]).unwrap();
    pc.take_damage(5, &mut faces(&[20])).unwrap();
    assert_eq!(pc.critical_minutes(), Some(0));
    for _ in 0..5 {
        pc.pass_time(10).unwrap();
    }
    assert!(!pc.is_dead());
    let report = pc.pass_time(10).unwrap();
    assert_eq!(CRITICAL_MINUTES, 60);
    assert_eq!(
        report.events(),
        [Event::Died {
            cause: DeathCause::UntreatedCriticalDamage
        }]
    );
    assert!(pc.is_dead());
    assert_eq!(pc.short_rest(), Err(Error::Dead));
    // Aid and rest in time: stabilised, and time no longer kills.
    let mut pc = Character::new(2, [11, 10, 10]).unwrap();
    pc.take_damage(5, &mut faces(&[20])).unwrap();
    pc.pass_time(59).unwrap();
    assert_eq!(pc.stabilise().unwrap().events(), [Event::Stabilised]);
    pc.pass_time(120).unwrap();
    assert!(!pc.is_dead());
}

#[test]
fn an_ability_at_zero_kills_paralyses_or_maddens() {
    // rule: CH-health.ability-zero
    let mut pc = Character::new(4, [3, 10, 10]).unwrap().with_hp(0).unwrap();
    let harm = pc.take_damage(4, &mut faces(&[])).unwrap();
    assert_eq!(harm.consequence(), Consequence::Dead);
    assert!(harm.dice().is_empty(), "no save at STR 0");
    assert_eq!((str_of(&pc), pc.is_dead()), (0, true));
    assert_eq!(pc.take_damage(1, &mut faces(&[])).unwrap_err(), Error::Dead);
    let d4 = Dice::one(Die::D4);
    let mut pc = Character::new(4, [10, 2, 2]).unwrap();
    let dex = Trap::new(Ability::Dex, Ability::Dex, d4).unwrap();
    let sprung = dex.spring(&mut pc, &mut faces(&[20, 3])).unwrap();
    assert_eq!(sprung.consequence(), TrapResult::AbilityZero);
    assert!(sprung.events().contains(&Event::Paralysed));
    assert!(pc.is_paralysed() && !pc.is_dead());
    let wil = Trap::new(Ability::Dex, Ability::Wil, d4).unwrap();
    let sprung = wil.spring(&mut pc, &mut faces(&[1, 2])).unwrap();
    assert!(sprung.events().contains(&Event::Delirious));
    assert!(pc.is_delirious());
}

#[test]
fn a_short_rest_heals_all_hp_and_keeps_fatigue() {
    // rule: CH-health.rest.short
    let mut pc = Character::new(5, [10, 10, 10])
        .unwrap()
        .with_hp(1)
        .unwrap()
        .with_fatigue(2)
        .unwrap();
    let report = pc.short_rest().unwrap();
    assert_eq!((pc.hp(), pc.max_hp()), (5, 5));
    assert_eq!(report.events(), [Event::HpRestored { from: 1, to: 5 }]);
    assert_eq!(pc.fatigue(), 2);
}

#[test]
fn a_long_rest_heals_hp_fatigue_and_d6_of_one_ability() {
    // rule: CH-health.rest.long
    let mut pc = Character::new(5, [13, 10, 10])
        .unwrap()
        .with_ability(Ability::Str, 8)
        .unwrap()
        .with_fatigue(2)
        .unwrap()
        .with_hp(1)
        .unwrap();
    let report = pc.long_rest(Ability::Str, &mut faces(&[3])).unwrap();
    assert_eq!((str_of(&pc), pc.fatigue(), pc.hp()), (11, 0, 5));
    assert_eq!(report.faces(), [3]);
    let mut pc = Character::new(5, [13, 10, 10])
        .unwrap()
        .with_ability(Ability::Str, 11)
        .unwrap();
    pc.long_rest(Ability::Str, &mut faces(&[5])).unwrap();
    assert_eq!(str_of(&pc), 13);
}

#[test]
fn a_full_rest_restores_everything() {
    // rule: CH-health.rest.full
    let mut pc = Character::new(5, [13, 10, 10])
        .unwrap()
        .with_ability(Ability::Str, 5)
        .unwrap()
        .with_ability(Ability::Dex, 9)
        .unwrap()
        .with_fatigue(3)
        .unwrap()
        .with_hp(0)
        .unwrap();
    pc.full_rest().unwrap();
    let dex = pc.score(Ability::Dex);
    assert_eq!((str_of(&pc), dex.current(), dex.max()), (13, 10, 10));
    assert_eq!((pc.hp(), pc.fatigue()), (5, 0));
}

#[test]
fn no_rations_no_hp_until_a_long_rest() {
    // rule: CH-health.no-rations
    let mut pc = Character::new(5, [13, 10, 10]).unwrap().with_hp(1).unwrap();
    let camp = pc.make_camp(false, Ability::Str, &mut faces(&[])).unwrap();
    assert_eq!(camp.events(), [Event::WentHungry]);
    assert!(camp.dice().is_empty());
    let rest = pc.short_rest().unwrap();
    assert_eq!(rest.events(), [Event::HealingBlocked]);
    assert_eq!(pc.hp(), 1);
    pc.heal(3).unwrap();
    assert_eq!(pc.hp(), 1, "not by any means");
    pc.make_camp(true, Ability::Str, &mut faces(&[2])).unwrap();
    assert_eq!((pc.hp(), pc.is_unfed()), (5, false));
}

#[test]
fn fatigue_comes_from_spellbooks_marches_and_counterspells() {
    // rule: CH-health.fatigue.sources
    let mut pc = Character::new(5, [13, 10, 10]).unwrap();
    pc.add_fatigue(FatigueSource::SpellbookCast).unwrap();
    let second = pc.add_fatigue(FatigueSource::SpellbookCast).unwrap();
    assert_eq!(pc.fatigue(), 2);
    assert_eq!(
        second.events(),
        [Event::FatigueGained {
            source: FatigueSource::SpellbookCast,
            from: 1,
            to: 2
        }]
    );
    pc.add_fatigue(FatigueSource::ForcedMarch).unwrap();
    pc.add_fatigue(FatigueSource::Counterspell).unwrap();
    assert_eq!(pc.fatigue(), 4);
    // A fifth has no unit of load left to fill; the character is unchanged.
    let err = pc.add_fatigue(FatigueSource::Other).unwrap_err();
    assert_eq!(err.to_string(), "fatigue must be in 0..=4, got 5");
    assert_eq!(pc.fatigue(), 4);
}

#[test]
fn fatigue_goes_with_a_long_rest_and_by_option_a_short_one() {
    // rule: CH-health.fatigue.remove
    let tired = Character::new(5, [13, 10, 10])
        .unwrap()
        .with_fatigue(2)
        .unwrap();
    let mut pc = tired.clone();
    pc.short_rest().unwrap();
    assert_eq!(pc.fatigue(), 2);
    let mut pc = tired.clone().with_rules(Rules {
        short_rest_fatigue: ShortRestFatigue::Removes,
        ..Rules::default()
    });
    pc.short_rest().unwrap();
    assert_eq!(pc.fatigue(), 0);
    let mut pc = tired;
    let report = pc.long_rest(Ability::Wil, &mut faces(&[1])).unwrap();
    assert!(
        report
            .events()
            .contains(&Event::FatigueRemoved { from: 2, to: 0 })
    );
    assert_eq!(pc.fatigue(), 0);
}

#[test]
fn trap_damage_goes_straight_to_an_ability_on_a_failed_save() {
    // rule: CH-health.trap-damage
    let darts = Trap::new(Ability::Dex, Ability::Dex, Dice::new(2, Die::D4).unwrap()).unwrap();
    let mut pc = Character::new(4, [14, 9, 11]).unwrap();
    let sprung = darts.spring(&mut pc, &mut faces(&[15, 3, 2])).unwrap();
    assert_eq!(sprung.consequence(), TrapResult::AbilityLoss);
    assert_eq!((pc.score(Ability::Dex).current(), pc.hp()), (4, 4));
    assert_eq!(
        sprung.events()[1],
        Event::AbilityLost {
            ability: Ability::Dex,
            from: 9,
            to: 4
        }
    );
    // A passed save (d20 at most DEX 4) takes nothing and rolls no damage.
    let sprung = darts.spring(&mut pc, &mut faces(&[4])).unwrap();
    assert_eq!(sprung.consequence(), TrapResult::Avoided);
    assert_eq!(sprung.faces(), [4]);
}

/// Derived example D2: a combat round with overflow, step by step.
#[test]
fn worked_example_d2_combat_round_with_overflow() {
    // 0. HP 4/4, STR 14, DEX 9, WIL 11, DR 1 from a shield.
    let mut pc = Character::new(4, [14, 9, 11]).unwrap();
    // 1. Initiative: DEX 9 rolls 12: fails, acts after the enemies.
    let initiative = Save::new(9).unwrap().roll(&mut faces(&[12])).unwrap();
    assert_eq!(initiative.band(), PassFail::Fail);
    // 2. A goblin's bow (d6) rolls 6 against DR 1: 5 damage; HP 4 -> 0,
    //    excess 1: STR 14 -> 13.
    // 3. STR save against 13 rolls 15: critical damage.
    let bow = Attack::new(StepDie::D6, 1).unwrap();
    let harm = bow.roll(&mut pc, &mut faces(&[6, 15])).unwrap();
    assert_eq!(
        harm.events(),
        [
            Event::DamageRolled {
                sides: 6,
                face: 6,
                dr: 1,
                damage: 5
            },
            Event::HpLost { from: 4, to: 0 },
            Event::StrengthLost {
                from: 14,
                to: 13,
                excess: 1
            },
            Event::CriticalDamageSave {
                target: 13,
                face: 15,
                passed: false
            },
            Event::CriticalDamage,
        ]
    );
    assert_eq!(harm.consequence(), Consequence::CriticalDamage);
    assert_eq!((pc.hp(), str_of(&pc)), (0, 13));
    // 4. Not exactly 0: no grievous wound was rolled.
    assert!(pc.wounds().is_empty());
    // Dies within the hour unless aided.
    pc.pass_time(60).unwrap();
    assert!(pc.is_dead());
    // Replaying the faces on the same character gives the same result.
    let mut again = Character::new(4, [14, 9, 11]).unwrap();
    let replay = bow.roll(&mut again, &mut faces(&harm.faces())).unwrap();
    assert_eq!(replay, harm);
}

/// Derived example D3: exactly 0 HP.
#[test]
fn worked_example_d3_exactly_zero() {
    // 1. HP 3, DR 0; an orc's hand weapon (d6) rolls 3: HP 0 exactly.
    let mut pc = Character::new(4, [14, 9, 11]).unwrap().with_hp(3).unwrap();
    let hand = Attack::new(StepDie::D6, 0).unwrap();
    // 2. Grievous wound d6 = 2: Eye Gouged Out, the bow now a d4.
    let harm = hand.roll(&mut pc, &mut faces(&[3, 2])).unwrap();
    assert_eq!(pc.hp(), 0);
    assert_eq!(
        harm.consequence(),
        Consequence::Grievous(GrievousWound::EyeGougedOut)
    );
    assert_eq!(
        pc.wound_effects().ranged_attack_die(StepDie::D6),
        Some(StepDie::D4)
    );
    assert_eq!(str_of(&pc), 14);
}

#[test]
fn a_failed_roll_leaves_the_character_unchanged() {
    let pc = Character::new(4, [14, 9, 11]).unwrap().with_hp(3).unwrap();
    let mut hit = pc.clone();
    // The d6 of the grievous wound is missing.
    assert!(hit.take_damage(3, &mut faces(&[])).is_err());
    assert_eq!(hit, pc);
    let mut hit = pc.clone();
    assert!(
        Attack::new(StepDie::D8, 0)
            .unwrap()
            .roll(&mut hit, &mut faces(&[9]))
            .is_err()
    );
    assert_eq!(hit, pc);
}

#[test]
fn inputs_out_of_range_are_errors_naming_the_value() {
    let err = Character::new(101, [10, 10, 10]).unwrap_err();
    assert_eq!(err.to_string(), "hit points must be in 0..=100, got 101");
    let err = Character::new(4, [10, 21, 10]).unwrap_err();
    assert_eq!(err.to_string(), "ability score must be in 0..=20, got 21");
    let err = Character::new(4, [10, 10, 10])
        .unwrap()
        .with_hp(5)
        .unwrap_err();
    assert_eq!(err.to_string(), "hit points 5 is above its maximum 4");
    let err = Character::new(4, [10, 10, 10])
        .unwrap()
        .with_ability(Ability::Dex, 11)
        .unwrap_err();
    assert_eq!(err.kind(), "above_maximum");
    let err = Character::new(4, [0, 10, 10]).unwrap_err();
    assert_eq!(err.kind(), "inconsistent_state");
    let mut pc = Character::new(4, [10, 10, 10]).unwrap();
    let err = pc.take_damage(1001, &mut faces(&[])).unwrap_err();
    assert_eq!(err.to_string(), "damage must be in 0..=1000, got 1001");
    assert!(Attack::new(StepDie::D6, 11).is_err());
    assert!(pc.pass_time(10_081).is_err());
    assert!(Trap::new(Ability::Dex, Ability::Dex, Dice::new(11, Die::D4).unwrap()).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn state_serializes_in_rule_units_and_reads_back_through_validation() {
    let mut pc = Character::new(4, [14, 9, 11]).unwrap().with_hp(3).unwrap();
    pc.take_damage(3, &mut faces(&[4])).unwrap();
    pc.add_fatigue(FatigueSource::SpellbookCast).unwrap();
    let json = serde_json::to_value(&pc).unwrap();
    assert_eq!(json["hp"], 0);
    assert_eq!(json["str"]["current"], 14);
    assert_eq!(json["wounds"][0], "broken_leg");
    assert_eq!(json["fatigue"], 1);
    let back: Character = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, pc);
    let mut bad = json.clone();
    bad["hp"] = 9.into();
    let err = serde_json::from_value::<Character>(bad).unwrap_err();
    assert!(
        err.to_string()
            .contains("hit points 9 is above its maximum 4"),
        "{err}"
    );
    let mut bad = json.clone();
    bad["str"]["current"] = 0.into();
    assert!(serde_json::from_value::<Character>(bad).is_err());
    let mut bad = json.clone();
    bad["critical_minutes"] = 60.into();
    assert!(serde_json::from_value::<Character>(bad).is_err());
    let mut bad = json;
    bad["fatigue"] = 5.into();
    assert!(serde_json::from_value::<Character>(bad).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn outcomes_serialize_their_band_events_and_dice() {
    let mut pc = Character::new(4, [14, 9, 11]).unwrap();
    let harm = Attack::new(StepDie::D6, 1)
        .unwrap()
        .roll(&mut pc, &mut faces(&[6, 15]))
        .unwrap();
    let json = serde_json::to_value(&harm).unwrap();
    assert_eq!(json["band"], "critical_damage");
    assert_eq!(json["events"][2]["event"], "strength_lost");
    assert_eq!(json["events"][2]["to"], 13);
    assert_eq!(json["dice"][1]["face"], 15);
    let back: osr_health::cairn_house::Harm = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, harm);
    let before = Character::new(4, [14, 9, 11]).unwrap();
    let bow = Attack::new(StepDie::D6, 1).unwrap();
    assert_eq!(bow.verify(&before, &back), Ok(()));
    let mut forged = json.clone();
    forged["band"] = "strength_loss".into();
    let forged: osr_health::cairn_house::Harm = serde_json::from_value(forged).unwrap();
    assert_eq!(bow.verify(&before, &forged).unwrap_err().kind(), "forged");
    let mut bad = json;
    bad["dice"][1]["face"] = 21.into();
    assert!(serde_json::from_value::<osr_health::cairn_house::Harm>(bad).is_err());
}

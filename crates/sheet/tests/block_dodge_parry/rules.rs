//! The sheet rows of the Block, Dodge, Parry catalog and the core rows
//! whose numbers a sheet checks.

use osr_check::block_dodge_parry::{Ability, Factors, GearFactor, Resolution, TimeGearSkill};
use osr_check::{Check, PassFail, Resolved};
use osr_combat::block_dodge_parry::{Event, Harm, Route};
use osr_core::{SuppliedFaces, UsageDie};
use osr_encumbrance::LoadModel;
use osr_encumbrance::slots::State;
use osr_health::block_dodge_parry::{
    Area, Critical, FatigueSource, Injury, Level, Meal, Rest, Stacking, Treatment, Wound,
};
use osr_sheet::block_dodge_parry::{Gear, Sheet};

fn fresh() -> Sheet {
    Sheet::new([12, 10, 12], 6).unwrap()
}

#[test]
fn abilities_have_a_current_and_a_normal_value() {
    // rule: BDP-1.8.5.tracking
    let mut sheet = fresh().with_score(Ability::Str, 7).unwrap();
    let str = sheet.body().track(Ability::Str);
    assert_eq!((str.current(), str.max()), (7, 12));
    // A day at a healer: 1d4 = 4 -> 11/12.
    sheet
        .treat(Treatment::Healer, &mut SuppliedFaces::new(&[4]))
        .unwrap();
    assert_eq!(sheet.body().track(Ability::Str).current(), 11);
    // Another day, 3: 12, never past the maximum.
    sheet
        .treat(Treatment::Healer, &mut SuppliedFaces::new(&[3]))
        .unwrap();
    let str = sheet.body().track(Ability::Str);
    assert_eq!((str.current(), str.max()), (12, 12));
    assert_eq!(
        sheet.with_score(Ability::Dex, 11).unwrap_err().kind(),
        "out_of_range"
    );
}

#[test]
fn a_permanent_wound_lowers_a_fitting_maximum_and_keeps_its_slot() {
    // rule: BDP-1.7.2.permanent-attr
    let mut sheet = fresh();
    let nerves = Wound::new("nerve damage", Level::Permanent, None).unwrap();
    sheet
        .take_wound(nerves, Stacking::NewSlot, Ability::Wil)
        .unwrap();
    let wil = sheet.body().track(Ability::Wil);
    assert_eq!((wil.current(), wil.max()), (11, 11));
    let load = sheet.load().unwrap();
    // The waterskin in 1 of 9 slots left.
    assert_eq!((load.capacity(), load.load(), load.free()), (9, 1, 8));
    assert_eq!(sheet.heal_wound(0).unwrap_err().kind(), "permanent_wound");
    assert_eq!(sheet.permanent_wounds()[0].attribute, Ability::Wil);
}

#[test]
fn training_wins_the_point_back_but_not_the_slot() {
    // rule: BDP-adv.training
    let mut sheet = fresh();
    let nerves = Wound::new("nerve damage", Level::Permanent, None).unwrap();
    sheet
        .take_wound(nerves, Stacking::NewSlot, Ability::Wil)
        .unwrap();
    let events = sheet.train(0).unwrap();
    assert_eq!(
        events,
        [Event::Body {
            change: osr_health::block_dodge_parry::Event::MaximumRaised {
                ability: Ability::Wil,
                from: 11,
                to: 12
            }
        }]
    );
    let wil = sheet.body().track(Ability::Wil);
    assert_eq!((wil.current(), wil.max()), (11, 12));
    assert_eq!(sheet.load().unwrap().capacity(), 9);
    let before = sheet.clone();
    assert_eq!(sheet.train(0).unwrap_err().kind(), "invalid");
    assert_eq!(sheet.train(1).unwrap_err().kind(), "no_such_entry");
    assert_eq!(sheet, before);
}

#[test]
fn careers_and_skills_feed_the_skill_factor() {
    // rule: BDP-1.4.career-skill
    let thief = fresh().with_career("Thief").unwrap();
    assert!(thief.skill_factor(&["thief"], Ability::Dex).present());
    assert!(!fresh().skill_factor(&["thief"], Ability::Dex).present());
    let locksmith = fresh().with_skill("lockpicking").unwrap();
    assert!(
        locksmith
            .skill_factor(&["thief", "lockpicking"], Ability::Dex)
            .present()
    );
    // DEX 15: deft, a Skill without a career.
    let deft = Sheet::new([12, 15, 9], 6).unwrap();
    assert_eq!(deft.descriptors(), ["deft"]);
    assert!(deft.skill_factor(&["thief"], Ability::Dex).present());
    // A clumsy thief, DEX 5: the hindrance cancels the career.
    let clumsy = fresh()
        .with_career("thief")
        .unwrap()
        .with_score(Ability::Dex, 5)
        .unwrap();
    assert!(!clumsy.skill_factor(&["thief"], Ability::Dex).present());
    // A thief with lockpicks, guards coming: Gear and Skill, d6 = 5 opens
    // the lock; 1 fails.
    let skill = thief.skill_factor(&["thief"], Ability::Dex);
    let check = TimeGearSkill::new(Factors::new(false, GearFactor::new(1, 0), skill));
    let roll = check.roll(&mut SuppliedFaces::new(&[5])).unwrap();
    assert_eq!(roll.resolution(), Resolution::Success);
    let roll = check.roll(&mut SuppliedFaces::new(&[1])).unwrap();
    assert_eq!(roll.resolution(), Resolution::Failure);
}

#[test]
fn saves_use_the_current_scores() {
    // rule: BDP-1.1.abilities
    let sheet = fresh();
    let str = sheet.save(Ability::Str);
    let band = |faces: &[u32]| str.roll(&mut SuppliedFaces::new(faces)).unwrap().band();
    assert_eq!(band(&[12]), PassFail::Pass);
    assert_eq!(band(&[13]), PassFail::Fail);
    assert_eq!(band(&[1]), PassFail::Pass);
    let weak = sheet.with_score(Ability::Str, 3).unwrap();
    let str = weak.save(Ability::Str);
    assert_eq!(
        str.roll(&mut SuppliedFaces::new(&[4])).unwrap().band(),
        PassFail::Fail
    );
    assert_eq!(
        str.roll(&mut SuppliedFaces::new(&[1])).unwrap().band(),
        PassFail::Pass
    );
    let wil = Sheet::new([12, 10, 20], 6).unwrap().save(Ability::Wil);
    assert_eq!(
        wil.roll(&mut SuppliedFaces::new(&[20])).unwrap().band(),
        PassFail::Fail
    );
}

#[test]
fn a_deprived_character_recovers_nothing() {
    // rule: BDP-core.deprived
    let mut sheet = fresh()
        .with_score(Ability::Str, 7)
        .unwrap()
        .with_hp(2)
        .unwrap();
    sheet.go_hungry();
    assert!(sheet.body().deprived());
    assert!(
        sheet
            .treat(Treatment::Healer, &mut SuppliedFaces::new(&[4]))
            .unwrap()
            .is_empty()
    );
    assert_eq!(sheet.body().track(Ability::Str).current(), 7);
    let breath = sheet
        .catch_breath(&mut SuppliedFaces::new(&[]))
        .unwrap()
        .unwrap();
    assert_eq!((breath.hp, sheet.hp().current()), (2, 2));
    assert_eq!(sheet.waterskin(), Some(UsageDie::D8));
    // A meal ends it: HP 2/6 + a drink -> 6/6, the waterskin rolls 2: d6.
    sheet
        .eat(Meal::Fresh, &mut SuppliedFaces::new(&[]))
        .unwrap();
    let breath = sheet
        .catch_breath(&mut SuppliedFaces::new(&[2]))
        .unwrap()
        .unwrap();
    assert_eq!((breath.hp, breath.face), (6, Some(2)));
    assert_eq!(sheet.waterskin(), Some(UsageDie::D6));
    assert_eq!(
        sheet
            .with_score(Ability::Str, 8)
            .map(|s| s.body().track(Ability::Str).current())
            .unwrap(),
        8
    );
    let mut starving = fresh().with_score(Ability::Str, 7).unwrap();
    starving.go_hungry();
    assert_eq!(
        starving.with_score(Ability::Str, 8).unwrap_err().kind(),
        "mismatch"
    );
}

#[test]
fn fatigue_fills_slots_beside_the_gear() {
    // rule: BDP-core.fatigue
    let mut sheet = fresh()
        .with_gear(Gear::new("rope", 2).unwrap())
        .unwrap()
        .with_gear(Gear::new("tent", 4).unwrap())
        .unwrap();
    // 1 waterskin + 6 gear = 7 slots; 3 Fatigue fill the 10: HP 0.
    let events = sheet.gain_fatigue(FatigueSource::Blocking, 3).unwrap();
    let load = sheet.load().unwrap();
    assert_eq!(
        (load.load(), load.capacity(), load.state()),
        (10, 10, State::Full)
    );
    assert_eq!(sheet.hp().current(), 0);
    assert_eq!(events.last(), Some(&Event::HpLost { from: 6, to: 0 }));
    // No room for more; nothing changes.
    let before = sheet.clone();
    let err = sheet.gain_fatigue(FatigueSource::Dodging, 1).unwrap_err();
    assert_eq!(err.kind(), "no_free_slot");
    assert_eq!(sheet, before);
    // A fancy meal takes all Fatigue: 3 slots free; a simple one only 1.
    sheet
        .eat(Meal::Fancy, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert_eq!(
        (sheet.body().fatigue(), sheet.load().unwrap().free()),
        (0, 3)
    );
    // Deprived for 3 days: 2 Fatigue.
    sheet
        .gain_fatigue(FatigueSource::Deprivation { days: 3 }, 0)
        .unwrap();
    assert_eq!(sheet.body().fatigue(), 2);
    sheet.sleep(Rest::Normal, None);
    assert_eq!(sheet.body().fatigue(), 0);
}

#[test]
fn wounds_are_items_in_slots() {
    // rule: BDP-core.wound
    let mut sheet = fresh();
    let burn = || Wound::new("burn", Level::Light, None).unwrap();
    sheet
        .take_wound(burn(), Stacking::NewSlot, Ability::Str)
        .unwrap();
    assert_eq!(sheet.inventory().light_wounds, 1);
    // Another burn, escalated: Severe, still one slot.
    sheet
        .take_wound(burn(), Stacking::Escalate, Ability::Str)
        .unwrap();
    assert_eq!(sheet.body().wounds()[0].level(), Level::Severe);
    assert_eq!(sheet.load().unwrap().load(), 2);
    // Or a second Light burn in a slot of its own.
    sheet
        .take_wound(burn(), Stacking::NewSlot, Ability::Str)
        .unwrap();
    assert_eq!(sheet.load().unwrap().load(), 3);
    sheet.heal_wound(1).unwrap();
    assert_eq!(sheet.load().unwrap().load(), 2);

    // A sword's critical: 4 STR damage on STR 10 -> 6; the save's 9 fails;
    // d10 = 7, the right leg: DEX -3; a Severe sword wound (right leg).
    let mut fighter = Sheet::new([10, 10, 9], 4).unwrap().with_hp(0).unwrap();
    let sword = Harm::new(4, Route::Defensible, Ability::Str)
        .unwrap()
        .with_critical_save("sword wound")
        .unwrap();
    let landed = fighter
        .land(&sword, &mut SuppliedFaces::new(&[9, 7, 3]))
        .unwrap();
    assert_eq!(landed.critical(), Critical::Injured(Injury::RightLeg));
    assert_eq!(fighter.body().track(Ability::Str).current(), 6);
    assert_eq!(fighter.body().track(Ability::Dex).current(), 7);
    assert_eq!(
        fighter.body().wounds()[0].to_string(),
        "Severe sword wound (Right Leg)"
    );
    assert_eq!(fighter.inventory().severe_wounds, 1);
}

#[test]
fn an_arm_injury_impairs_attacks_while_its_wound_lasts() {
    // rule: BDP-core.impaired
    let mut sheet = Sheet::new([10, 10, 9], 4).unwrap().with_hp(0).unwrap();
    assert!(!sheet.attacks_impaired());
    let sword = Harm::new(4, Route::Defensible, Ability::Str)
        .unwrap()
        .with_critical_save("sword wound")
        .unwrap();
    // STR 10 - 4 = 6; save 9 fails; d10 = 8: an arm.
    let landed = sheet
        .land(&sword, &mut SuppliedFaces::new(&[9, 8]))
        .unwrap();
    let Critical::Injured(injury) = landed.critical() else {
        panic!("{:?}", landed.critical());
    };
    assert!(injury.impairs_attacks());
    assert!(matches!(
        sheet.body().wounds()[0].area(),
        Some(Area::LeftArm | Area::RightArm)
    ));
    assert!(sheet.attacks_impaired());
    sheet.heal_wound(0).unwrap();
    assert!(!sheet.attacks_impaired());
}

#[test]
fn a_blow_goes_to_hp_first_and_a_full_inventory_refuses_a_wound() {
    let mut sheet = fresh();
    let dart = Harm::new(3, Route::Defensible, Ability::Str).unwrap();
    let landed = sheet.land(&dart, &mut SuppliedFaces::new(&[])).unwrap();
    assert_eq!((landed.hp_lost(), sheet.hp().current()), (3, 3));
    let mut full = sheet
        .clone()
        .with_hp(0)
        .unwrap()
        .with_gear(Gear::new("chest", 9).unwrap())
        .unwrap();
    let before = full.clone();
    let cut = Wound::new("cut", Level::Light, None).unwrap();
    assert_eq!(
        full.take_wound(cut, Stacking::NewSlot, Ability::Str)
            .unwrap_err()
            .kind(),
        "no_free_slot"
    );
    assert_eq!(full, before);
    assert_eq!(
        sheet
            .with_gear(Gear::new("chest", 9).unwrap())
            .unwrap_err()
            .kind(),
        "mismatch"
    );
}

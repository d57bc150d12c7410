//! Derived values: levels and hit dice, initiations, the class and
//! initiation bonuses with the catalog's vectors, and the flags.

use osr_check::Check;
use osr_check::constitution::Skill;
use osr_core::SuppliedFaces;
use osr_equipment::constitution::Coins;
use osr_sheet::Error;
use osr_sheet::constitution::{Ability, CheckKind, Class, Event, Initiation, Pack, RUMMAGE_DC};
use osr_travel::constitution::{Terrain, Weather};

use super::at;

const AVERAGE: [i32; 5] = [10, 10, 10, 10, 10];

#[test]
fn one_hit_die_per_level_rolled_as_d6s() {
    // rule: TC-6.2
    // rule: TC-6.1
    // Level 4 at 6000 XP: 4 HD, HP after a rest is 4d6.
    let sheet = at(None, 6_000, AVERAGE, 4);
    assert_eq!((sheet.level().unwrap(), sheet.hit_dice().unwrap()), (4, 4));
    assert_eq!(sheet.health().hit_dice(), 4);
    assert_eq!(sheet.hp_dice().unwrap().to_string(), "4d6");
    // 3 HD: a short rest re-rolls 3d6.
    let mut sheet = at(None, 3_000, AVERAGE, 4);
    assert_eq!(sheet.hp_dice().unwrap().to_string(), "3d6");
    let rest = sheet
        .short_rest(
            osr_health::constitution::Keep::New,
            &mut SuppliedFaces::new(&[6, 5, 4]),
        )
        .unwrap();
    assert_eq!(rest.consequence(), 15);
    assert_eq!((sheet.health().hp(), sheet.health().fatigue()), (15, 1));
}

#[test]
fn as_many_initiations_as_the_level() {
    // rule: TC-4.4
    let sheet = at(Some(Class::Fighter), 3_000, AVERAGE, 4);
    assert_eq!(sheet.open_initiations().unwrap(), 3);
    let sheet = sheet
        .with_initiation(Initiation::Tactician)
        .unwrap()
        .with_initiation(Initiation::Wanderer)
        .unwrap()
        .with_custom_initiation("Siege engineer")
        .unwrap();
    assert_eq!(sheet.open_initiations().unwrap(), 0);
    assert_eq!(
        sheet
            .clone()
            .with_initiation(Initiation::Berserk)
            .unwrap_err(),
        Error::TooMany {
            what: "initiations",
            len: 4,
            max: 3
        }
    );
    assert_eq!(sheet.custom_initiations(), ["Siege engineer"]);
    // Level 1: one.
    let one = at(Some(Class::Fighter), 0, AVERAGE, 4)
        .with_initiation(Initiation::Tactician)
        .unwrap();
    assert_eq!(
        one.with_initiation(Initiation::Berserk).unwrap_err().kind(),
        "too_many"
    );
    // The same one twice is refused.
    let two = at(Some(Class::Fighter), 1_500, AVERAGE, 4)
        .with_initiation(Initiation::Tactician)
        .unwrap();
    assert_eq!(
        two.with_initiation(Initiation::Tactician)
            .unwrap_err()
            .kind(),
        "duplicate"
    );
}

#[test]
fn three_classes_and_their_own_initiations() {
    // rule: TC-4.7
    assert_eq!(Class::ALL, [Class::Fighter, Class::Sage, Class::Adventurer]);
    let by_class = |class| {
        Initiation::ALL
            .iter()
            .filter(|i| i.class() == Some(class))
            .count()
    };
    assert_eq!(
        (
            by_class(Class::Fighter),
            by_class(Class::Sage),
            by_class(Class::Adventurer)
        ),
        (7, 5, 3)
    );
    let sage = at(Some(Class::Sage), 0, AVERAGE, 4);
    assert_eq!(
        sage.clone()
            .with_initiation(Initiation::KeenEye)
            .unwrap_err(),
        Error::ClassExclusive {
            initiation: "tc.initiation.keen-eye",
            class: "adventurer"
        }
    );
    let goetia = sage.with_initiation(Initiation::Goetia).unwrap();
    assert_eq!(
        goetia.with_class(Some(Class::Fighter)).unwrap_err().kind(),
        "class_exclusive"
    );
}

#[test]
fn a_fighter_adds_the_level_to_combat_checks() {
    // rule: TC-7.1
    // Level 3 fighter, WIT 12: initiative is 1d20 + 12 + 3.
    let fighter = at(Some(Class::Fighter), 3_000, [10, 12, 10, 10, 10], 4);
    for kind in [
        CheckKind::Initiative,
        CheckKind::Attack,
        CheckKind::Defence,
        CheckKind::InjurySave,
    ] {
        assert_eq!(fighter.bonus(kind).unwrap(), 3);
    }
    assert_eq!(fighter.bonus(CheckKind::Knowledge).unwrap(), 0);
    let roll = fighter
        .check(CheckKind::Initiative, Ability::Wit, 20)
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[10]))
        .unwrap();
    assert_eq!(roll.total(), 25);
    let combatant = fighter.combatant(1, osr_combat::Side::Party).unwrap();
    assert_eq!((combatant.wits.get(), combatant.combat_bonus()), (12, 3));
    // Worked example W2: a level-2 fighter with STR 13 saves at 1d20 + 13 + 2.
    let mut w2 = at(Some(Class::Fighter), 1_500, [13, 10, 10, 10, 10], 2);
    assert_eq!(w2.injury_saves().unwrap().dc(), 20);
    let hit = w2
        .take_damage(5, &mut SuppliedFaces::new(&[8, 11]))
        .unwrap();
    assert_eq!(
        hit.events()[1],
        osr_health::constitution::Event::InjurySaves {
            dc: 23,
            strength_total: 23,
            strength_passed: true,
            will_total: Some(23),
            will_passed: true,
        }
    );
    // Not a fighter: nothing added.
    let sage = at(Some(Class::Sage), 3_000, [10, 12, 10, 10, 10], 4);
    assert_eq!(sage.bonus(CheckKind::Initiative).unwrap(), 0);
}

#[test]
fn a_sage_adds_the_level_to_knowledge_checks() {
    // rule: TC-8.1
    // Level 2 sage, KNO 14: 1d20 + 16.
    let sage = at(Some(Class::Sage), 1_500, [10, 10, 14, 10, 10], 4);
    assert_eq!(sage.bonus(CheckKind::Knowledge).unwrap(), 2);
    let check = sage.check(CheckKind::Knowledge, Ability::Kno, 20).unwrap();
    assert_eq!(check.bonus(), 16);
    assert_eq!(
        check.roll(&mut SuppliedFaces::new(&[4])).unwrap().total(),
        20
    );
    assert_eq!(sage.bonus(CheckKind::Attack).unwrap(), 0);
    let fighter = at(Some(Class::Fighter), 1_500, [10, 10, 14, 10, 10], 4);
    assert_eq!(fighter.bonus(CheckKind::Knowledge).unwrap(), 0);
}

#[test]
fn a_wanderer_adds_the_level_to_people_places_and_events_stacking_with_a_sage() {
    // rule: TC-10.1
    let sage = at(Some(Class::Sage), 1_500, AVERAGE, 4)
        .with_initiation(Initiation::Wanderer)
        .unwrap();
    assert_eq!(sage.bonus(CheckKind::PeoplePlacesEvents).unwrap(), 4);
    assert_eq!(sage.bonus(CheckKind::Knowledge).unwrap(), 2);
    let fighter = at(Some(Class::Fighter), 1_500, AVERAGE, 4)
        .with_initiation(Initiation::Wanderer)
        .unwrap();
    assert_eq!(fighter.bonus(CheckKind::PeoplePlacesEvents).unwrap(), 2);
    assert_eq!(
        at(Some(Class::Sage), 1_500, AVERAGE, 4)
            .bonus(CheckKind::PeoplePlacesEvents)
            .unwrap(),
        2
    );
}

#[test]
fn a_circus_acrobat_adds_the_level_to_whole_body_movement() {
    // rule: TC-9.2
    let acrobat = at(Some(Class::Adventurer), 3_000, AVERAGE, 4)
        .with_initiation(Initiation::CircusAcrobat)
        .unwrap();
    assert_eq!(acrobat.bonus(CheckKind::WholeBody).unwrap(), 3);
    assert_eq!(acrobat.bonus(CheckKind::Search).unwrap(), 0);
    assert_eq!(
        at(Some(Class::Adventurer), 3_000, AVERAGE, 4)
            .bonus(CheckKind::WholeBody)
            .unwrap(),
        0
    );
}

#[test]
fn a_keen_eye_adds_the_level_to_searching() {
    // rule: TC-9.4
    let keen = at(Some(Class::Adventurer), 1_500, AVERAGE, 4)
        .with_initiation(Initiation::KeenEye)
        .unwrap();
    assert_eq!(keen.bonus(CheckKind::Search).unwrap(), 2);
    let check = keen.check(CheckKind::Search, Ability::Wit, 20).unwrap();
    assert_eq!(
        check.roll(&mut SuppliedFaces::new(&[8])).unwrap().total(),
        20
    );
    assert_eq!(keen.bonus(CheckKind::Other).unwrap(), 0);
}

#[test]
fn prepared_finds_an_item_on_a_dc_20_knowledge_check() {
    // rule: TC-9.3
    let sheet = at(Some(Class::Adventurer), 0, [10, 10, 12, 10, 10], 4)
        .with_initiation(Initiation::Prepared)
        .unwrap()
        .with_coins(Coins::silver(10))
        .unwrap();
    assert_eq!(RUMMAGE_DC, 20);
    // KNO 12: d20 8 makes 20, a success: one more medium item, paid.
    let mut found = sheet.clone();
    let (roll, event) = found
        .rummage(Coins::silver(3), &mut SuppliedFaces::new(&[8]))
        .unwrap();
    assert_eq!((roll.total(), roll.dc()), (20, 20));
    assert_eq!(
        event,
        Some(Event::Found {
            cost: Coins::silver(3)
        })
    );
    assert_eq!(
        (found.pack().medium_items, found.coins()),
        (1, Coins::silver(7))
    );
    // d20 7 makes 19: nothing found, nothing paid.
    let mut missed = sheet.clone();
    let (roll, event) = missed
        .rummage(Coins::silver(3), &mut SuppliedFaces::new(&[7]))
        .unwrap();
    assert_eq!((roll.total(), event), (19, None));
    assert_eq!(missed, sheet);
    // Without the initiation, or the money, nothing is rolled.
    let mut plain = at(Some(Class::Adventurer), 0, [10, 10, 12, 10, 10], 4);
    assert_eq!(
        plain
            .rummage(Coins::ZERO, &mut SuppliedFaces::new(&[8]))
            .unwrap_err()
            .kind(),
        "not_initiated"
    );
    let mut poor = sheet;
    assert_eq!(
        poor.rummage(Coins::silver(11), &mut SuppliedFaces::new(&[]))
            .unwrap_err()
            .kind(),
        "not_enough_money"
    );
}

#[test]
fn a_tactician_has_one_free_tactical_action_a_round() {
    // rule: TC-7.3
    let fighter = at(Some(Class::Fighter), 0, AVERAGE, 4);
    assert_eq!(fighter.tactical_actions(), 0);
    let tactician = fighter.with_initiation(Initiation::Tactician).unwrap();
    assert_eq!(tactician.tactical_actions(), 1);
    assert!(tactician.has(Initiation::Tactician));
}

#[test]
fn artifact_knowledge_is_a_flag_for_the_referee() {
    // rule: TC-8.6
    let sage = at(Some(Class::Sage), 0, AVERAGE, 4);
    assert!(!sage.identifies_artifacts());
    let sage = sage.with_initiation(Initiation::ArtifactKnowledge).unwrap();
    assert!(sage.identifies_artifacts());
    assert_eq!(
        Initiation::ArtifactKnowledge.id(),
        "tc.initiation.artifact-knowledge"
    );
}

#[test]
fn a_patient_trapper_travels_at_three_quarters() {
    // rule: TC-10.2
    let trapper = at(None, 0, AVERAGE, 4)
        .with_initiation(Initiation::PatientTrapper)
        .unwrap();
    let miles = |setting| {
        trapper
            .daily_miles(Terrain::Road, Weather::Clear, setting)
            .unwrap()
    };
    assert_eq!(
        (miles(false).to_integer(), miles(true).to_integer()),
        (24, 18)
    );
    assert!(miles(true).is_integer());
    let err = at(None, 0, AVERAGE, 4)
        .daily_miles(Terrain::Road, Weather::Clear, true)
        .unwrap_err();
    assert_eq!(err.kind(), "not_initiated");
}

#[test]
fn other_properties_are_free_traits() {
    // rule: TC-4.5
    let sheet = at(None, 0, AVERAGE, 4)
        .with_trait("Speaks with ravens")
        .unwrap();
    assert_eq!(sheet.traits(), ["Speaks with ravens"]);
    let mut full = sheet;
    for i in 1..32 {
        full = full.with_trait(&format!("trait {i}")).unwrap();
    }
    assert_eq!(full.traits().len(), 32);
    assert_eq!(
        full.with_trait("one more").unwrap_err(),
        Error::TooMany {
            what: "traits",
            len: 33,
            max: 32
        }
    );
}

#[test]
fn the_background_and_skills_may_stay_unspecified() {
    // rule: TC-4.6
    let sheet = at(None, 0, AVERAGE, 4);
    assert_eq!(sheet.background(), None);
    assert_eq!(sheet.skill("hunting"), None);
    let sheet = sheet.with_background(Some("Miller's son")).unwrap();
    assert_eq!(sheet.background(), Some("Miller's son"));
    assert_eq!(sheet.with_background(None).unwrap().background(), None);
}

#[test]
fn skills_are_set_on_first_use_and_move_up_and_down() {
    // rule: TC-4.11
    let sheet = at(None, 0, [15, 10, 10, 10, 10], 4);
    assert!(sheet.skills().is_empty());
    let sheet = sheet.with_skill("hunting", 60).unwrap();
    assert_eq!(sheet.skill("hunting"), Some(Skill::new(60).unwrap()));
    // STR 15 with hunting 60%: the check uses 9.
    let check = sheet
        .check(CheckKind::Other, Ability::Str, 20)
        .unwrap()
        .with_skill(sheet.skill("hunting").unwrap());
    assert_eq!(check.effective_ability(), 9);
    let sheet = sheet.with_skill("hunting", 45).unwrap();
    assert_eq!(sheet.skill("hunting").unwrap().get(), 45);
    let sheet = sheet.with_skill("hunting", 100).unwrap();
    assert_eq!(sheet.skills().len(), 1);
    assert_eq!(
        sheet.with_skill("hunting", 101).unwrap_err().to_string(),
        "skill must be in 0..=100, got 101"
    );
}

#[test]
fn armour_class_and_load_are_derived() {
    let sheet = at(None, 0, [12, 10, 10, 10, 10], 4);
    assert_eq!(sheet.ac(), 20);
    // Worked example W7: STR 12, full chain, sword and shield, a backpack
    // with 7 rations and a torch, bedroll and rope: 7 stones, encumbered.
    let sheet = sheet
        .with_armour(Some(osr_equipment::constitution::ArmourClass::FullChain))
        .with_shield(true)
        .unwrap()
        .with_pack(Pack {
            medium_items: 1,
            backpack: true,
            rations: 7,
            small_things: 1,
            big_things: 2,
            ..Pack::default()
        })
        .unwrap();
    assert_eq!(sheet.ac(), 26);
    let load = sheet.load().unwrap();
    assert_eq!(load.breakdown().total(), 7);
    assert_eq!(
        osr_encumbrance::LoadModel::state(&load),
        osr_encumbrance::stones::State::Encumbered
    );
    assert_eq!(
        sheet
            .daily_miles(Terrain::Road, Weather::Clear, false)
            .unwrap()
            .to_integer(),
        16
    );
    let err = sheet
        .with_pack(Pack {
            medium_items: 6,
            ..Pack::default()
        })
        .unwrap_err();
    assert_eq!(err.kind(), "out_of_range");
}

#[test]
fn an_adventurer_rerolls_level_times_a_session() {
    assert_eq!(
        at(Some(Class::Adventurer), 3_000, AVERAGE, 4)
            .rerolls()
            .unwrap(),
        3
    );
    assert_eq!(
        at(Some(Class::Sage), 3_000, AVERAGE, 4).rerolls().unwrap(),
        0
    );
}

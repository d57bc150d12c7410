//! Block, Dodge, Parry's Fatigue, wounds, rest, meals, recovery and
//! diseases.

use num_rational::BigRational;
use osr_check::Resolved;
use osr_check::block_dodge_parry::Ability;
use osr_core::{SuppliedFaces, UsageDie};
use osr_health::Error;
use osr_health::block_dodge_parry::{
    Area, Body, Course, DISEASES, DeprivationRule, Disease, DiseaseDamage, Event, Illness, Level,
    Meal, Rest, SLOTS, Stacking, Track, Treatment, Wound, deprivation_fatigue, disease,
};

use super::{body, passes};
use crate::common::frac;

fn wound(kind: &str, level: Level) -> Wound {
    Wound::new(kind, level, None).unwrap()
}

#[test]
fn deprivation_gives_fatigue_beyond_the_first_day() {
    // rule: BDP-1.6.deprivation-fatigue
    let beyond = |d| deprivation_fatigue(d, DeprivationRule::BeyondFirstDay).unwrap();
    assert_eq!([beyond(0), beyond(1), beyond(2), beyond(3)], [0, 0, 1, 2]);
    let every = |d| deprivation_fatigue(d, DeprivationRule::EveryDay).unwrap();
    assert_eq!([every(1), every(2), every(3)], [0, 2, 3]);
    assert!(deprivation_fatigue(3651, DeprivationRule::default()).is_err());
}

#[test]
fn deprived_characters_recover_nothing() {
    // rule: BDP-1.6.deprived
    let mut pc = body(12, 10, 9);
    pc.lose(Ability::Str, 5);
    assert_eq!(pc.go_hungry(), [Event::Deprived]);
    assert!(pc.deprived());
    assert_eq!(pc.recover(Ability::Str, 3), []);
    let applied = pc
        .treat(Treatment::Healer, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert!(applied.dice().is_empty());
    let breath = pc
        .catch_breath(2, 6, UsageDie::D8, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert_eq!(
        (breath.hp, breath.waterskin, breath.face),
        (2, UsageDie::D8, None)
    );
    assert_eq!(pc.track(Ability::Str).current(), 7);
}

#[test]
fn fatigue_lasts_until_sleep_or_food() {
    // rule: BDP-1.6.fatigue-lasts
    // rule: BDP-1.8.3.meals
    let mut pc = body(12, 10, 9);
    pc.gain_fatigue(3).unwrap();
    let applied = pc.eat(Meal::Simple, &mut SuppliedFaces::new(&[])).unwrap();
    assert_eq!(applied.events(), [Event::FatigueRemoved { from: 3, to: 2 }]);
    pc.eat(Meal::Fresh, &mut SuppliedFaces::new(&[])).unwrap();
    assert_eq!(pc.fatigue(), 2);
    pc.eat(Meal::Fancy, &mut SuppliedFaces::new(&[])).unwrap();
    assert_eq!(pc.fatigue(), 0);
    // Two simple meals take 3 to 1.
    pc.gain_fatigue(3).unwrap();
    for _ in 0..2 {
        pc.eat(Meal::Simple, &mut SuppliedFaces::new(&[])).unwrap();
    }
    assert_eq!(pc.fatigue(), 1);
    // Perilous rest leaves it; normal rest clears it.
    pc.sleep(Rest::Perilous, None);
    assert_eq!(pc.fatigue(), 1);
    pc.sleep(Rest::Normal, None);
    assert_eq!(pc.fatigue(), 0);
}

#[test]
fn meals_keep_deprivation_away() {
    // rule: BDP-1.8.3.daily-meal
    let mut pc = body(12, 10, 9);
    pc.go_hungry();
    // A desperate meal needs a WIL save (9): 12 comes back up.
    let applied = pc
        .eat(Meal::Desperate, &mut SuppliedFaces::new(&[12]))
        .unwrap();
    assert!(applied.events().is_empty());
    assert_eq!(applied.faces(), [12]);
    assert!(pc.deprived());
    let applied = pc
        .eat(Meal::Desperate, &mut SuppliedFaces::new(&[9]))
        .unwrap();
    assert_eq!(applied.events(), [Event::NoLongerDeprived]);
    assert!(!pc.deprived());
}

#[test]
fn the_types_of_rest() {
    // rule: BDP-1.8.2.sleep
    let mut pc = body(12, 10, 9);
    assert_eq!(pc.sleep(Rest::None, None), [Event::Deprived]);
    assert!(pc.sleepless());
    pc.gain_fatigue(3).unwrap();
    assert_eq!(
        pc.sleep(Rest::Normal, None),
        [
            Event::NoLongerDeprived,
            Event::FatigueRemoved { from: 3, to: 0 }
        ]
    );
    // Comfortable: 1 point back to the chosen ability only.
    let mut pc = Body::new(
        Track::new(8, 12).unwrap(),
        Track::new(9, 10).unwrap(),
        Track::new(9, 9).unwrap(),
    );
    pc.sleep(Rest::Comfortable, Some(Ability::Str));
    assert_eq!(pc.track(Ability::Str).current(), 9);
    assert_eq!(pc.track(Ability::Dex).current(), 9);
    // A Sleeping Tonic upgrades the rest one level.
    assert_eq!(Rest::Perilous.upgraded(), Rest::Normal);
    assert_eq!(Rest::Normal.upgraded(), Rest::Comfortable);
    assert_eq!(Rest::Comfortable.upgraded(), Rest::Comfortable);
}

#[test]
fn cookware() {
    // rule: BDP-1.8.3.cookware
    assert!(
        !Meal::Simple.can_make(false, true),
        "simple meals need fire"
    );
    assert!(Meal::Simple.can_make(true, false));
    assert!(!Meal::Fancy.can_make(true, false), "no pot: at most simple");
    assert!(Meal::Fancy.can_make(true, true));
    assert!(Meal::Fresh.can_make(false, false));
}

#[test]
fn sleeping_tonic() {
    // rule: BDP-1.8.4.sleeping-tonic
    assert_eq!(Rest::Perilous.upgraded(), Rest::Normal);
    assert_eq!(Rest::Normal.upgraded(), Rest::Comfortable);
    assert_eq!(Rest::Comfortable.upgraded(), Rest::Comfortable);
}

#[test]
fn treatment_restores_a_d4_a_day() {
    // rule: BDP-1.8.5.str
    // rule: BDP-1.8.5.dex
    // rule: BDP-1.8.5.wil
    let mut pc = Body::new(
        Track::new(7, 12).unwrap(),
        Track::new(5, 10).unwrap(),
        Track::new(9, 14).unwrap(),
    );
    pc.treat(Treatment::Healer, &mut SuppliedFaces::new(&[3]))
        .unwrap();
    let applied = pc
        .treat(Treatment::Healer, &mut SuppliedFaces::new(&[4]))
        .unwrap();
    assert_eq!(
        applied.events(),
        [Event::AbilityRecovered {
            ability: Ability::Str,
            from: 10,
            to: 12
        }]
    );
    pc.treat(Treatment::Spa, &mut SuppliedFaces::new(&[2]))
        .unwrap();
    assert_eq!(pc.track(Ability::Dex).current(), 7);
    pc.treat(Treatment::Socialising, &mut SuppliedFaces::new(&[4]))
        .unwrap();
    assert_eq!(pc.track(Ability::Wil).current(), 13);
}

#[test]
fn catching_breath_rolls_the_waterskin() {
    // rule: BDP-1.8.1.breath
    let pc = body(12, 10, 9);
    // Worked example W10: d8 rolls 2 -> d6; 4 stays; 1 -> d4; 2 -> empty.
    let mut skin = UsageDie::D8;
    for (face, after) in [
        (2, UsageDie::D6),
        (4, UsageDie::D6),
        (1, UsageDie::D4),
        (2, UsageDie::Empty),
    ] {
        let breath = pc
            .catch_breath(2, 6, skin, &mut SuppliedFaces::new(&[face]))
            .unwrap();
        assert_eq!((breath.hp, breath.waterskin), (6, after));
        skin = breath.waterskin;
    }
    // An empty waterskin: no breather.
    let breath = pc
        .catch_breath(2, 6, skin, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert_eq!(breath.hp, 2);
    assert!(
        pc.catch_breath(7, 6, UsageDie::D8, &mut SuppliedFaces::new(&[1]))
            .is_err()
    );
}

#[test]
fn the_waterskin_after_a_breather_by_hand() {
    // rule: BDP-1.8.1.breath
    // rule: BDP-1.8.1.usage-die
    // HP 2 of 6: the d8 steps down on 1 or 2 (2 in 8), the d6 on 2 in 6,
    // and the d4's 1 or 2 empties it (2 in 4).
    let pc = body(12, 10, 9);
    for (skin, after, p) in [
        (UsageDie::D8, UsageDie::D6, frac(1, 4)),
        (UsageDie::D6, UsageDie::D4, frac(1, 3)),
        (UsageDie::D4, UsageDie::Empty, frac(1, 2)),
    ] {
        let odds = pc.catch_breath_odds(2, 6, skin).unwrap().unwrap();
        assert_eq!(odds.probability(&after), Some(p.clone()), "{skin:?}");
        assert_eq!(odds.probability(&skin), Some(frac(1, 1) - p), "{skin:?}");
    }
    // Nothing to recover, no water, or deprived: nothing rolls.
    assert_eq!(pc.catch_breath_odds(6, 6, UsageDie::D8), Ok(None));
    assert_eq!(pc.catch_breath_odds(2, 6, UsageDie::Empty), Ok(None));
    let mut hungry = pc.clone();
    hungry.go_hungry();
    assert_eq!(hungry.catch_breath_odds(2, 6, UsageDie::D8), Ok(None));
    assert!(pc.catch_breath_odds(7, 6, UsageDie::D8).is_err());
}

#[test]
fn a_body_with_every_slot_full_catches_no_breath() {
    // rule: BDP-1.8.1.breath
    // Ten Fatigue fill every slot: HP are 0 and stay 0, nothing rolls.
    let mut full = body(12, 10, 9);
    full.gain_fatigue(SLOTS).unwrap();
    let breath = full
        .catch_breath(0, 6, UsageDie::D8, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert_eq!((breath.hp, breath.face), (0, None));
    assert_eq!(full.catch_breath_odds(0, 6, UsageDie::D8), Ok(None));
    // A slot freed by a meal: the breather works again.
    full.eat(Meal::Simple, &mut SuppliedFaces::new(&[]))
        .unwrap();
    let breath = full
        .catch_breath(0, 6, UsageDie::D8, &mut SuppliedFaces::new(&[5]))
        .unwrap();
    assert_eq!((breath.hp, breath.waterskin), (6, UsageDie::D8));
}

#[test]
fn wounds_stack_escalate_and_heal() {
    // rule: BDP-1.7.2.levels
    // rule: BDP-1.7.2.stack
    // rule: BDP-1.7.2.light
    // rule: BDP-1.7.2.severe
    assert_eq!(Level::Light.escalated(), Some(Level::Severe));
    assert_eq!(Level::Severe.escalated(), Some(Level::Permanent));
    assert_eq!(Level::Permanent.escalated(), None);
    // A Light Burn and another burn: a new slot, or a Severe Burn in one.
    let mut two = body(12, 10, 9);
    two.take_wound(wound("burn", Level::Light), Stacking::NewSlot, Ability::Str)
        .unwrap();
    two.take_wound(wound("Burn", Level::Light), Stacking::NewSlot, Ability::Str)
        .unwrap();
    assert_eq!((two.wounds().len(), two.free_slots()), (2, SLOTS - 2));
    let mut one = body(12, 10, 9);
    one.take_wound(wound("burn", Level::Light), Stacking::NewSlot, Ability::Str)
        .unwrap();
    one.take_wound(
        wound("burn", Level::Light),
        Stacking::Escalate,
        Ability::Str,
    )
    .unwrap();
    assert_eq!(one.wounds().len(), 1);
    assert_eq!(one.wounds()[0].level(), Level::Severe);
    // Healing frees the slot (herbs for a Light one, serious care for a
    // Severe one).
    assert_eq!(
        one.heal_wound(0).unwrap(),
        [Event::WoundHealed {
            wound: wound("burn", Level::Severe)
        }]
    );
    assert_eq!(one.free_slots(), SLOTS);
    two.heal_wound(1).unwrap();
    assert_eq!(two.free_slots(), SLOTS - 1);
    assert_eq!(
        two.heal_wound(3).unwrap_err(),
        Error::NoSuchWound { index: 3, count: 1 }
    );
}

#[test]
fn permanent_wounds_never_heal_and_cost_a_point() {
    // rule: BDP-1.7.2.permanent
    let mut pc = body(12, 10, 9);
    pc.take_wound(
        wound("nerve damage", Level::Severe),
        Stacking::NewSlot,
        Ability::Wil,
    )
    .unwrap();
    let events = pc
        .take_wound(
            wound("nerve damage", Level::Light),
            Stacking::Escalate,
            Ability::Wil,
        )
        .unwrap();
    assert_eq!(
        events[1],
        Event::MaximumLowered {
            ability: Ability::Wil,
            from: 9,
            to: 8
        }
    );
    assert_eq!(pc.track(Ability::Wil).current(), 8);
    assert_eq!(
        pc.heal_wound(0).unwrap_err(),
        Error::PermanentWound { index: 0 }
    );
    assert_eq!(pc.free_slots(), SLOTS - 1);
    // A further nerve wound cannot raise a permanent one: it takes a slot.
    pc.take_wound(
        wound("nerve damage", Level::Light),
        Stacking::Escalate,
        Ability::Wil,
    )
    .unwrap();
    assert_eq!(pc.free_slots(), SLOTS - 2);
}

#[test]
fn slots_fill_up() {
    let mut pc = body(12, 10, 9);
    let events = pc.gain_fatigue(SLOTS).unwrap();
    assert_eq!(events.last(), Some(&Event::SlotsFull));
    assert_eq!(
        pc.gain_fatigue(1).unwrap_err(),
        Error::NoFreeSlot { needed: 1, free: 0 }
    );
    assert!(
        pc.take_wound(
            Wound::new("burn", Level::Light, Some(Area::Torso)).unwrap(),
            Stacking::NewSlot,
            Ability::Str
        )
        .is_err()
    );
    assert_eq!(pc.fatigue(), SLOTS);
}

#[test]
fn the_disease_table() {
    // rule: BDP-1.7.4.list
    use osr_core::Die;
    type Row = (
        &'static str,
        Option<Die>,
        Ability,
        DiseaseDamage,
        Option<u32>,
    );
    let rows: Vec<Row> = DISEASES
        .iter()
        .map(|d: &Disease| (d.id, d.duration, d.ability, d.damage, d.saves_to_heal))
        .collect();
    assert_eq!(
        rows,
        [
            (
                "swampsigh",
                Some(Die::D4),
                Ability::Str,
                DiseaseDamage::Fixed(1),
                None
            ),
            (
                "bonebreaker_plague",
                None,
                Ability::Str,
                DiseaseDamage::Fixed(2),
                Some(3)
            ),
            (
                "tick_jitters",
                Some(Die::D6),
                Ability::Dex,
                DiseaseDamage::Roll(Die::D2),
                None
            ),
            (
                "shadowrot",
                None,
                Ability::Dex,
                DiseaseDamage::Fixed(2),
                Some(4)
            ),
            (
                "mindfog_fever",
                Some(Die::D4),
                Ability::Wil,
                DiseaseDamage::Fixed(1),
                None
            ),
            (
                "souls_despair",
                None,
                Ability::Wil,
                DiseaseDamage::Roll(Die::D4),
                None
            ),
        ]
    );
    assert!(disease("flu").is_err());
}

#[test]
fn worked_example_w11_a_course_of_shadowrot() {
    // rule: BDP-1.7.4.daily
    // rule: BDP-1.7.4.heal
    // rule: BDP-1.7.4.care
    let mut pc = body(11, 10, 9);
    let mut rot = Illness::new(disease("shadowrot").unwrap(), None).unwrap();
    let days: [(&[u32], Course); 6] = [
        (&[15, 12], Course::Failed),
        (&[4, 18], Course::Passed),
        (&[20, 3], Course::Passed),
        (&[13, 16], Course::Failed),
        (&[11, 19], Course::Passed),
        (&[2, 2], Course::Healed),
    ];
    for (faces, course) in days {
        let (got, applied) = rot
            .day(&mut pc, true, &mut SuppliedFaces::new(faces))
            .unwrap();
        assert_eq!(got, course, "{faces:?}");
        assert_eq!(applied.faces(), faces);
    }
    assert_eq!(pc.track(Ability::Dex).current(), 6);
    assert!(rot.healed());
    // Without care one die: STR 11, a 15 fails.
    let mut pc = body(11, 10, 9);
    let mut rot = Illness::new(disease("bonebreaker_plague").unwrap(), None).unwrap();
    let (course, _) = rot
        .day(&mut pc, false, &mut SuppliedFaces::new(&[15]))
        .unwrap();
    assert_eq!(course, Course::Failed);
    assert_eq!(pc.track(Ability::Str).current(), 9);
    for _ in 0..2 {
        rot.day(&mut pc, false, &mut SuppliedFaces::new(&[3]))
            .unwrap();
    }
    let (course, _) = rot
        .day(&mut pc, false, &mut SuppliedFaces::new(&[3]))
        .unwrap();
    assert_eq!((course, rot.successes()), (Course::Healed, 3));
}

#[test]
fn timed_diseases_run_out() {
    // rule: BDP-1.7.4.daily
    // Swampsigh for 2 days: a failed day costs 1 STR, then it is over.
    let swampsigh = disease("swampsigh").unwrap();
    let (mut sick, dice) = Illness::catch(swampsigh, &mut SuppliedFaces::new(&[2])).unwrap();
    assert_eq!((sick.days_left(), dice.len()), (Some(2), 1));
    let mut pc = body(11, 10, 9);
    let (course, _) = sick
        .day(&mut pc, false, &mut SuppliedFaces::new(&[14]))
        .unwrap();
    assert_eq!(course, Course::Failed);
    assert_eq!(pc.track(Ability::Str).current(), 10);
    let (course, _) = sick
        .day(&mut pc, false, &mut SuppliedFaces::new(&[14]))
        .unwrap();
    assert_eq!(course, Course::Healed);
    assert_eq!(pc.track(Ability::Str).current(), 9);
    // Tick Jitters: a failed day rolls a d2 of DEX.
    let mut jitters = Illness::new(disease("tick_jitters").unwrap(), Some(3)).unwrap();
    let (_, applied) = jitters
        .day(&mut pc, false, &mut SuppliedFaces::new(&[18, 2]))
        .unwrap();
    assert_eq!(applied.faces(), [18, 2]);
    assert_eq!(pc.track(Ability::Dex).current(), 8);
    assert!(Illness::new(swampsigh, None).is_err());
    assert!(Illness::new(swampsigh, Some(5)).is_err());
    assert!(Illness::new(disease("shadowrot").unwrap(), Some(2)).is_err());
}

#[test]
fn disease_day_odds_match_a_model() {
    // rule: BDP-1.7.4.care
    let rot = Illness::new(disease("shadowrot").unwrap(), None).unwrap();
    for str in [0, 1, 5, 11, 19, 20, 25] {
        for care in [false, true] {
            let odds = rot.day_odds(str, care).unwrap();
            let fail_one = (1..=20).filter(|&f| !passes(str, f)).count();
            let fail_one = i64::try_from(fail_one).unwrap();
            let fail = if care {
                frac(fail_one * fail_one, 400)
            } else {
                frac(fail_one, 20)
            };
            assert_eq!(odds.probability(&Course::Failed), Some(fail.clone()));
            assert_eq!(
                odds.probability(&Course::Passed),
                Some(BigRational::from_integer(1.into()) - fail)
            );
        }
    }
    // STR 11 with care: fails on both of [12..20] or 20s: (9/20)^2.
    assert_eq!(
        rot.day_odds(11, true).unwrap().probability(&Course::Failed),
        Some(frac(81, 400))
    );
}

#[test]
fn damage_sources_leave_typed_wounds() {
    // rule: BDP-1.7.2.sources
    use osr_health::block_dodge_parry::WoundSource;
    let types: Vec<&str> = [
        WoundSource::Fire,
        WoundSource::Electricity,
        WoundSource::Cold,
        WoundSource::Poison,
    ]
    .iter()
    .map(|s| s.wound_type())
    .collect();
    assert_eq!(types, ["burn", "nerve damage", "frostbite", "poisoning"]);
    let mut pc = body(12, 10, 9);
    let burn = Wound::new(WoundSource::Fire.wound_type(), Level::Light, None).unwrap();
    let events = pc
        .take_wound(burn.clone(), Stacking::NewSlot, Ability::Str)
        .unwrap();
    assert_eq!(events, [Event::WoundTaken { wound: burn }]);
}

#[test]
fn cures_go_by_type() {
    // rule: BDP-1.7.2.cures
    // rule: BDP-1.7.2.type-flavour
    use osr_health::block_dodge_parry::HERBAL_CURES;
    let cures: Vec<(&str, &str)> = HERBAL_CURES.iter().map(|c| (c.wound, c.id)).collect();
    assert_eq!(
        cures,
        [
            ("burn", "saints_hood_bandages"),
            ("frostbite", "firevine_salve"),
            ("nerve damage", "silverleaf"),
            ("poisoning", "foxglove_tea"),
        ]
    );
    // A burn and frostbite take a slot each and stay apart: the type
    // matters only for stacking and cures.
    let mut pc = body(12, 10, 9);
    pc.take_wound(
        wound("burn", Level::Light),
        Stacking::Escalate,
        Ability::Str,
    )
    .unwrap();
    pc.take_wound(
        wound("frostbite", Level::Light),
        Stacking::Escalate,
        Ability::Str,
    )
    .unwrap();
    assert_eq!(pc.wounds().len(), 2);
    assert!(pc.wounds().iter().all(|w| w.level() == Level::Light));
    // Saint's Hood heals the burn overnight, not the frostbite.
    let events = pc.apply_cure(&HERBAL_CURES[0]);
    assert_eq!(
        events,
        [Event::WoundHealed {
            wound: wound("burn", Level::Light)
        }]
    );
    assert_eq!(pc.wounds()[0].kind(), "frostbite");
    assert!(pc.apply_cure(&HERBAL_CURES[2]).is_empty());
    // Herbs do not reach a Severe wound.
    pc.take_wound(
        wound("frostbite", Level::Light),
        Stacking::Escalate,
        Ability::Str,
    )
    .unwrap();
    assert!(pc.apply_cure(&HERBAL_CURES[1]).is_empty());
}

#[test]
fn a_cure_ends_a_disease_without_saves() {
    // rule: BDP-1.7.4.cure
    let mut despair = Illness::new(disease("souls_despair").unwrap(), None).unwrap();
    assert!(!despair.healed());
    despair.cure();
    assert!(despair.healed());
    let mut pc = body(11, 10, 9);
    let (course, applied) = despair
        .day(&mut pc, false, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert_eq!((course, applied.dice().len()), (Course::Healed, 0));
}

#[cfg(feature = "serde")]
#[test]
fn illnesses_serialize_by_id() {
    let rot = Illness::new(disease("swampsigh").unwrap(), Some(3)).unwrap();
    let json = serde_json::to_string(&rot).unwrap();
    assert_eq!(
        json,
        r#"{"disease":"swampsigh","days_left":3,"successes":0,"cured":false}"#
    );
    assert_eq!(serde_json::from_str::<Illness>(&json).unwrap(), rot);
    for bad in [
        r#"{"disease":"swampsigh","days_left":5,"successes":0}"#,
        r#"{"disease":"shadowrot","days_left":2,"successes":0}"#,
        r#"{"disease":"flu","days_left":null,"successes":0}"#,
    ] {
        assert!(serde_json::from_str::<Illness>(bad).is_err(), "{bad}");
    }
}

#[test]
fn fatigue_sources_fill_slots() {
    // rule: BDP-1.6.fatigue-sources
    use osr_health::block_dodge_parry::FatigueSource;
    let mut pc = body(12, 10, 9);
    for source in [
        FatigueSource::Blocking,
        FatigueSource::Dodging,
        FatigueSource::Spellcasting,
        FatigueSource::SuccessAtCost,
        FatigueSource::Fiction,
    ] {
        pc.fatigue_from(source, 1).unwrap();
    }
    assert_eq!(pc.fatigue(), 5);
    // Deprivation: 4 days give 3 (one per day beyond the first).
    let events = pc
        .fatigue_from(FatigueSource::Deprivation { days: 4 }, 0)
        .unwrap();
    assert_eq!(events[0], Event::FatigueGained { from: 5, to: 8 });
    assert_eq!(pc.free_slots(), SLOTS - 8);
    assert!(pc.fatigue_from(FatigueSource::Fiction, 3).is_err());
    assert_eq!(pc.fatigue(), 8);
}

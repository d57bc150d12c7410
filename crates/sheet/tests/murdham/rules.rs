//! The sheet rows of the Murdham catalog and the core rows whose numbers a
//! sheet checks.

use osr_check::murdham::Damage;
use osr_check::{Check, PassFail, Resolved};
use osr_core::{StepDie, SuppliedFaces};
use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::murdham::Size;
use osr_equipment::murdham::{Buyer, Value};
use osr_health::murdham::HitBand;
use osr_magic::murdham::PowerScroll;
use osr_sheet::murdham::{
    Abilities, Ability, Career, Condition, Event, Field, KnownSkill, Language, Rest, Sheet,
    SizeRuling, Skill, WATCHES_PER_DAY, size_ruling,
};

fn sheet() -> Sheet {
    Sheet::new(Abilities::new(12, 9, 11).unwrap())
}

#[test]
fn every_character_speaks_common_and_what_its_skills_grant() {
    // rule: MU-sheet.languages
    assert_eq!(sheet().languages(), [Language::Common]);
    let scholar = sheet()
        .with_skill(
            Skill::new("letters")
                .unwrap()
                .with_language(Language::Classic)
                .unwrap(),
        )
        .unwrap()
        .with_skill(
            Skill::new("travels")
                .unwrap()
                .with_language(Language::parse("Dwarvish").unwrap())
                .unwrap()
                .with_language(Language::Classic)
                .unwrap(),
        )
        .unwrap();
    assert_eq!(
        scholar.languages(),
        [
            Language::Common,
            Language::Classic,
            Language::parse("Dwarvish").unwrap()
        ]
    );
}

#[test]
fn the_languages_and_their_scripts() {
    // rule: MU-sheet.language-list
    let four = ["common", "classic", "magick", "Elvish"].map(|l| Language::parse(l).unwrap());
    assert_eq!(
        four.iter().map(Language::name).collect::<Vec<_>>(),
        ["common", "classic", "magick", "Elvish"]
    );
    assert_eq!(
        PowerScroll::Sacred.script(),
        Language::Classic.script().unwrap()
    );
    assert_eq!(
        PowerScroll::Profane.script(),
        Language::Magick.script().unwrap()
    );
    assert_eq!(Language::Common.script(), None);
    assert_eq!(four[3].script(), None);
    assert_eq!(Language::parse("").unwrap_err().kind(), "bad_text");
}

#[test]
fn reading_needs_a_skill_that_grants_literacy() {
    // rule: MU-sheet.literacy
    let classic = Skill::new("liturgy")
        .unwrap()
        .with_language(Language::Classic)
        .unwrap();
    let illiterate = sheet().with_skill(classic.clone()).unwrap();
    assert!(!illiterate.literate());
    assert!(!illiterate.can_read(PowerScroll::Sacred));
    let literate = sheet().with_skill(classic.with_literacy()).unwrap();
    assert!(literate.literate());
    assert!(literate.can_read(PowerScroll::Sacred));
    assert!(!literate.can_read(PowerScroll::Profane));
}

#[test]
fn skills_and_careers_give_knowledge() {
    // rule: MU-sheet.knowledge
    let sheet = sheet()
        .with_skill(KnownSkill::Medicine.skill())
        .unwrap()
        .with_career(
            Career::new("rat-catcher")
                .unwrap()
                .with_knowledge("rats")
                .unwrap(),
        );
    assert!(sheet.knows("diseases"));
    assert!(sheet.knows("rats"));
    assert!(!sheet.knows("boats"));
    assert_eq!(
        sheet
            .knowledge()
            .iter()
            .map(|n| n.as_str())
            .collect::<Vec<_>>(),
        ["diseases", "rats"]
    );
}

#[test]
fn humans_are_medium_and_size_sets_bulk_and_room() {
    // rule: MU-sheet.size
    let human = sheet();
    assert_eq!(human.size(), Size::Medium);
    assert_eq!(human.size().bulk(), Bulk::whole(8));
    assert_eq!(human.per_zone(), Some(8));
    let ogre = sheet().with_size(Size::Large);
    assert_eq!(ogre.per_zone(), Some(2));
    assert_eq!(ogre.size().bulk(), Bulk::whole(32));
    // Carrying 12: encumbered for a human, nothing for a large one.
    assert_eq!(
        human.with_carried(Bulk::whole(12)).load_state(),
        osr_encumbrance::bulk::murdham::State::Encumbered
    );
    assert_eq!(
        ogre.with_carried(Bulk::whole(12)).load_state(),
        osr_encumbrance::bulk::murdham::State::Unencumbered
    );
    assert_eq!(sheet().with_size(Size::Massive).per_zone(), None);
}

#[test]
fn the_larger_wins_strength_and_loses_where_size_hinders() {
    // rule: MU-sheet.size.saves
    assert_eq!(
        size_ruling(Size::Large, Size::Medium, Ability::Str, false),
        SizeRuling::Wins
    );
    assert_eq!(
        size_ruling(Size::Medium, Size::Large, Ability::Str, false),
        SizeRuling::Loses
    );
    assert_eq!(
        size_ruling(Size::Large, Size::Small, Ability::Agi, true),
        SizeRuling::Loses
    );
    assert_eq!(
        size_ruling(Size::Small, Size::Large, Ability::Agi, true),
        SizeRuling::Wins
    );
    assert_eq!(
        size_ruling(Size::Large, Size::Small, Ability::Wit, false),
        SizeRuling::Roll
    );
    assert_eq!(
        size_ruling(Size::Medium, Size::Medium, Ability::Str, false),
        SizeRuling::Roll
    );
}

#[test]
fn the_named_skills_do_what_the_chapter_says() {
    // rule: MU-sheet.skills-referenced
    let fields: Vec<Vec<Field>> = KnownSkill::ALL
        .iter()
        .map(|s| s.skill().proficiencies().to_vec())
        .collect();
    assert_eq!(
        fields,
        [
            vec![Field::Navigation],
            vec![Field::Trade],
            vec![Field::Sailing],
            vec![],
            vec![Field::Persuasion],
            vec![Field::Distraction],
            vec![Field::Dialogue],
            vec![Field::Dialogue],
            vec![Field::Dialogue],
            vec![Field::Dialogue],
        ]
    );
    // Off paths: a quarter of the speed, half with bushcraft, full with
    // bushcraft and tools.
    let plain = sheet();
    assert_eq!(plain.off_path_speed(false), (1, 4));
    let guide = sheet().with_skill(KnownSkill::Bushcraft.skill()).unwrap();
    assert!(guide.has_skill(KnownSkill::Bushcraft));
    assert_eq!(guide.off_path_speed(false), (1, 2));
    assert_eq!(guide.off_path_speed(true), (1, 1));
    // Skills granting crafting and animal handling.
    let smith = sheet()
        .with_skill(
            Skill::new("smithing")
                .unwrap()
                .with_proficiency(Field::Crafting)
                .unwrap(),
        )
        .unwrap();
    assert!(smith.proficient(Field::Crafting));
    assert!(!smith.proficient(Field::Animals));
}

#[test]
fn bargain_is_proficiency_in_trade_and_cancels_the_merchants() {
    // rule: MU-core.proficiency
    let trader = sheet().with_skill(KnownSkill::Bargain.skill()).unwrap();
    assert!(trader.proficient(Field::Trade));
    assert!(!sheet().proficient(Field::Trade));
    let merchant = Buyer {
        bargain: true,
        merchant: true,
    };
    // Value 100 to a bargaining merchant: 25; the seller's bargain
    // cancels the merchant's: 50.
    assert_eq!(sheet().sale_price(100, merchant), Value::whole(25));
    assert_eq!(trader.sale_price(100, merchant), Value::whole(50));
}

#[test]
fn saves_are_rolled_against_the_sheets_abilities() {
    // rule: MU-core.abilities
    let sheet = sheet();
    assert_eq!(sheet.health().max(), 12);
    let wit = sheet.save(Ability::Wit);
    assert_eq!(
        wit.roll(&mut SuppliedFaces::new(&[11])).unwrap().band(),
        PassFail::Pass
    );
    assert_eq!(
        wit.roll(&mut SuppliedFaces::new(&[12])).unwrap().band(),
        PassFail::Fail
    );
    let agi = sheet.save(Ability::Agi);
    assert_eq!(
        agi.roll(&mut SuppliedFaces::new(&[10])).unwrap().band(),
        PassFail::Fail
    );
    assert_eq!(Abilities::new(0, 9, 11).unwrap_err().kind(), "out_of_range");
    assert_eq!(
        Abilities::new(12, 9, 21).unwrap_err().kind(),
        "out_of_range"
    );
}

#[test]
fn direct_damage_ignores_the_sheets_armour() {
    // rule: MU-core.direct-damage
    let mut sheet = sheet().with_armour(2).unwrap();
    let d4 = Damage::new(StepDie::D4);
    let (direct, _) = sheet.hit(d4, true, &mut SuppliedFaces::new(&[3])).unwrap();
    assert_eq!(direct.damage(), 3);
    assert_eq!(sheet.health().current(), 9);
    let (armoured, _) = sheet.hit(d4, false, &mut SuppliedFaces::new(&[3])).unwrap();
    assert_eq!(armoured.damage(), 1);
    assert_eq!(sheet.health().current(), 8);
    // A d4 showing 4 explodes: 4 + (3 - 1) = 6, armour 2 -> 4.
    let (exploded, _) = sheet
        .hit(d4, false, &mut SuppliedFaces::new(&[4, 3]))
        .unwrap();
    assert_eq!(exploded.damage(), 4);
    assert_eq!(sheet.health().current(), 4);
}

#[test]
fn hits_put_the_sheet_in_conditions() {
    // rule: MU-core.conditions
    let d6 = Damage::new(StepDie::D6);
    // 7 of 12 health: 3 hurts, 4 (half of 7 rounded up) is critical.
    let mut hurt = sheet().with_health(7).unwrap();
    let (outcome, events) = hurt.hit(d6, true, &mut SuppliedFaces::new(&[3])).unwrap();
    assert_eq!((outcome.band(), events.len()), (HitBand::Hurt, 0));
    assert!(hurt.conditions().is_empty());
    let mut critical = sheet().with_health(7).unwrap();
    let (outcome, events) = critical
        .hit(d6, true, &mut SuppliedFaces::new(&[4]))
        .unwrap();
    assert_eq!(outcome.band(), HitBand::CriticalDamage);
    assert_eq!(critical.conditions(), [Condition::Incapacitated]);
    assert_eq!(events[0].to_string(), "now incapacitated");
    // 3 health left, 3 direct: dying.
    let mut dying = sheet().with_health(3).unwrap();
    dying.hit(d6, true, &mut SuppliedFaces::new(&[3])).unwrap();
    assert_eq!(
        dying.conditions(),
        [Condition::Incapacitated, Condition::Dying]
    );
    assert_eq!(dying.health().current(), 0);
    // 12 in one hit at maximum 12: dead (6, then 6, then 2: 6 + 5 + 1).
    let mut dead = sheet();
    dead.hit(d6, true, &mut SuppliedFaces::new(&[6, 6, 2]))
        .unwrap();
    assert_eq!(dead.conditions(), [Condition::Dead]);
    assert!(dead.end_condition(Condition::Dead));
    assert!(!dead.end_condition(Condition::Dead));
}

#[test]
fn zones_per_round_follow_the_load() {
    // rule: MU-core.space-units
    let free = sheet();
    assert_eq!(free.zones_per_round(false, false).unwrap(), 2);
    assert_eq!(free.zones_per_round(true, true).unwrap(), 4);
    assert_eq!(
        free.zones_per_round(true, false).unwrap_err().kind(),
        "not_allowed"
    );
    let laden = sheet().with_carried(Bulk::whole(12));
    assert_eq!(laden.zones_per_round(false, false).unwrap(), 1);
    assert_eq!(laden.zones_per_round(true, true).unwrap(), 2);
    let overloaded = sheet().with_carried(Bulk::whole(17));
    assert_eq!(overloaded.zones_per_round(false, false).unwrap(), 0);
    assert_eq!(free.per_zone(), Some(8));
}

#[test]
fn rests_bring_withdrawal_to_an_addict() {
    // rule: MU-core.time-units
    assert_eq!(WATCHES_PER_DAY, 3);
    assert_eq!(Rest::Daily.watches(), Some(1));
    let mut addict = sheet().with_condition(Condition::Addicted).unwrap();
    assert_eq!(
        addict.rest(Rest::Daily, 0).unwrap(),
        [Event::Withdrawal { lost: 1, wit: 10 }]
    );
    assert!(addict.rest(Rest::Daily, 1).unwrap().is_empty());
    let events = addict.rest(Rest::Full, 5).unwrap();
    assert_eq!(events[0].to_string(), "withdrawal: WIT -3 = 7");
    assert!(addict.rest(Rest::Full, 8).unwrap().is_empty());
    assert_eq!(addict.score(Ability::Wit), 7);
    assert_eq!(
        (
            addict.abilities().get(Ability::Wit),
            addict.loss(Ability::Wit)
        ),
        (11, 4)
    );
    // WIT saves use what is left: 7.
    let wit = addict.save(Ability::Wit);
    assert_eq!(
        wit.roll(&mut SuppliedFaces::new(&[8])).unwrap().band(),
        PassFail::Fail
    );
    assert_eq!(addict.restore(Ability::Wit, 10), 4);
    assert_eq!(addict.score(Ability::Wit), 11);
    let mut sober = sheet();
    assert!(sober.rest(Rest::Full, 0).unwrap().is_empty());
}

#[test]
fn soulblight_is_direct_damage_to_the_sheet() {
    // rule: MU-core.corruption
    let mut sheet = sheet().with_corruption(3).unwrap().with_armour(3).unwrap();
    let (gained, events) = sheet
        .gain_corruption(4, &mut SuppliedFaces::new(&[5]))
        .unwrap();
    assert_eq!((gained.soulblight, sheet.corruption()), (Some(5), 2));
    assert_eq!(sheet.health().current(), 7);
    assert_eq!(
        events[0].to_string(),
        "soulblight: 5 direct damage, health 7"
    );
    let mut spared = Sheet::new(Abilities::new(12, 9, 11).unwrap())
        .with_corruption(3)
        .unwrap();
    spared
        .gain_corruption(4, &mut SuppliedFaces::new(&[9]))
        .unwrap();
    assert_eq!((spared.corruption(), spared.health().current()), (7, 12));
}

#[test]
fn buying_needs_the_coins() {
    let mut sheet = sheet().with_coins(30).unwrap();
    let before = sheet.clone();
    let err = sheet
        .buy(osr_equipment::murdham::Tool::SurgicalTools, 40)
        .unwrap_err();
    assert_eq!(err.kind(), "not_enough_coins");
    assert_eq!(sheet, before);
    let event = sheet
        .buy(osr_equipment::murdham::Tool::Antidote, 10)
        .unwrap();
    assert_eq!(event.to_string(), "bought Antidote for 10 coins: 20 left");
    assert!(sheet.has_item(osr_equipment::murdham::Tool::Antidote));
    assert_eq!(sheet.coins(), 20);
}

#[test]
fn lists_have_a_maximum() {
    let mut sheet = sheet();
    for n in 0..osr_sheet::murdham::MAX_SKILLS {
        sheet = sheet
            .with_skill(Skill::new(&format!("skill {n}")).unwrap())
            .unwrap();
    }
    let err = sheet
        .with_skill(Skill::new("one more").unwrap())
        .unwrap_err();
    assert_eq!(
        err,
        osr_sheet::Error::TooMany {
            what: "skills",
            len: 33,
            max: 32
        }
    );
    assert_eq!(
        Skill::new(&"x".repeat(41)).unwrap_err(),
        osr_sheet::Error::BadText {
            what: "skill",
            len: 41,
            max: 40
        }
    );
}

#[test]
fn a_sick_day_takes_its_toll_from_the_sheet() {
    // rule: MU-health.disease.fail
    let mut sheet = sheet();
    let events = sheet.catch("plague").unwrap();
    assert_eq!(events[0].to_string(), "caught Plague");
    assert!(sheet.is(Condition::Sick));
    // STR 12: 15 fails; d4s 3, 1, 4.
    let (outcomes, _) = sheet
        .end_of_day(&mut SuppliedFaces::new(&[15, 3, 1, 4]))
        .unwrap();
    assert!(!outcomes[0].passed());
    assert_eq!(
        [Ability::Str, Ability::Agi, Ability::Wit].map(|a| sheet.score(a)),
        [9, 8, 7]
    );
    // The next day's save is against STR 9: 10 fails (d4s 1, 1, 1).
    sheet
        .end_of_day(&mut SuppliedFaces::new(&[10, 1, 1, 1]))
        .unwrap();
    assert_eq!(sheet.loss(Ability::Str), 4);
    assert_eq!(sheet.health().max(), 12);
}

#[test]
fn greater_rot_leaves_a_lasting_point_and_demon_pox_corruption() {
    // rule: MU-health.disease.list
    let mut rot = sheet();
    rot.catch("greater_rot").unwrap();
    rot.end_of_day(&mut SuppliedFaces::new(&[15, 3, 2, 4]))
        .unwrap();
    assert_eq!(
        [Ability::Str, Ability::Agi, Ability::Wit].map(|a| (rot.loss(a), rot.lasting_loss(a))),
        [(2, 1), (1, 1), (3, 1)]
    );
    assert_eq!(rot.restore(Ability::Str, 5), 2);
    assert_eq!(rot.score(Ability::Str), 11);
    // Demon pox: a failure gains 2 corruption; d12 = 1 is soulblight.
    let mut pox = sheet();
    pox.catch("demon_pox").unwrap();
    let (_, events) = pox
        .end_of_day(&mut SuppliedFaces::new(&[15, 1, 1, 1, 1]))
        .unwrap();
    assert_eq!(pox.corruption(), 1);
    assert_eq!(pox.health().current(), 11);
    assert_eq!(
        events[0].to_string(),
        "soulblight: 1 direct damage, health 11"
    );
}

#[test]
fn recovering_ends_the_sickness_and_leaves_immunity() {
    // rule: MU-health.disease.immunity
    let mut sheet = sheet();
    sheet.catch("bloody_flu").unwrap();
    sheet.end_of_day(&mut SuppliedFaces::new(&[3])).unwrap();
    let (outcomes, events) = sheet.end_of_day(&mut SuppliedFaces::new(&[5])).unwrap();
    assert!(outcomes[0].recovered());
    assert_eq!(
        events.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["recovered from Bloody flu", "no longer sick"]
    );
    assert!(!sheet.is(Condition::Sick));
    assert_eq!(sheet.immunities()[0].id, "bloody_flu");
    assert!(sheet.catch("bloody_flu").unwrap().is_empty());
    assert!(sheet.sicknesses().is_empty());
    // A failing face source changes nothing.
    sheet.catch("plague").unwrap();
    let before = sheet.clone();
    assert!(sheet.end_of_day(&mut SuppliedFaces::new(&[15, 2])).is_err());
    assert_eq!(sheet, before);
}

#[test]
fn a_swimmer_carrying_more_than_two_bulk_saves_with_agi() {
    // rule: MU-enc.swim
    // rule: MU-travel.move.swim
    // The catalog's cases: bulk 2 in calm water, no save; bulk 2 1/2, a save.
    let light = sheet().with_carried(Bulk::whole(2));
    assert!(
        !light
            .swim(false, &mut SuppliedFaces::new(&[]))
            .unwrap()
            .was_rolled()
    );
    // AGI 9: d20 9 passes, 10 fails and starts drowning.
    let laden = sheet().with_carried(Bulk::hundredths(250));
    assert!(
        laden
            .swim(false, &mut SuppliedFaces::new(&[9]))
            .unwrap()
            .passed()
    );
    assert!(
        !laden
            .swim(false, &mut SuppliedFaces::new(&[10]))
            .unwrap()
            .passed()
    );
    // Turbulent water: a save whatever is carried.
    assert!(
        sheet()
            .swim(true, &mut SuppliedFaces::new(&[3]))
            .unwrap()
            .was_rolled()
    );
}

#[test]
fn an_encumbered_climber_saves_with_str_as_well() {
    // rule: MU-travel.move.climb, MU-enc.size-bulk
    use osr_travel::murdham::Footing;
    // Within the carry limit: the AGI save alone (9 rolls 7).
    let light = sheet().with_carried(Bulk::whole(8));
    let saves = light
        .climb(Footing::Hard, &mut SuppliedFaces::new(&[7]))
        .unwrap();
    assert_eq!(saves.len(), 1);
    assert!(saves[0].passed());
    // 12 bulk encumbers a medium climber: AGI 9 rolls 7, STR 12 rolls 13.
    let laden = sheet().with_carried(Bulk::whole(12));
    let saves = laden
        .climb(Footing::Hard, &mut SuppliedFaces::new(&[7, 13]))
        .unwrap();
    assert_eq!(
        saves.iter().map(Resolved::faces).collect::<Vec<_>>(),
        [vec![7], vec![13]]
    );
    assert!(saves[0].passed() && !saves[1].passed());
}

#[test]
fn a_fall_takes_d4_per_full_two_metres_off_the_sheet() {
    // rule: MU-health.fall
    use osr_health::murdham::Fall;
    let mut s = sheet();
    // 5 m: AGI 9 rolls 4, cushioned to 3 m: one d4, showing 3.
    let (outcome, events) = s
        .fall(Fall::metres(5).unwrap(), &mut SuppliedFaces::new(&[4, 3]))
        .unwrap();
    assert_eq!((outcome.damage(), s.health().current()), (3, 9));
    assert!(events.is_empty());
    // 8 m uncushioned (AGI 9 rolls 12), 4d4 of 3, 3, 2, 2: 10, all 9 left: dying.
    let (_, events) = s
        .fall(
            Fall::metres(8).unwrap(),
            &mut SuppliedFaces::new(&[12, 3, 3, 2, 2]),
        )
        .unwrap();
    assert_eq!(s.health().current(), 0);
    assert!(s.is(Condition::Dying));
    assert!(!events.is_empty());
}

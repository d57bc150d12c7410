//! Playing a sheet: levels through osr-advancement, damage and rest
//! through osr-health, a fight through osr-combat, non-player characters.

use osr_combat::Side;
use osr_combat::gods_and_monsters::{Combatant, Command, Damage, Fight, Order, Phase, Setup};
use osr_core::{Dice, Die, SuppliedFaces};
use osr_health::gods_and_monsters::{Hit, RestChoice, Vitals};
use osr_sheet::Error;
use osr_sheet::gods_and_monsters::{Npc, Reaction, Sheet};

use super::toromeen;

/// Toromeen at level 2: 1,000 XP, verve d10 = 8 (+2 strength minor, +0
/// intelligence minor).
fn toromeen_level_2() -> Sheet {
    let mut sheet = toromeen().into_sheet();
    assert_eq!(sheet.gain_xp(1000).unwrap(), 2);
    assert_eq!(sheet.levels_due(), 1);
    let gained = sheet.level_up(&mut SuppliedFaces::new(&[8])).unwrap();
    assert_eq!((gained.verve_gain(), gained.mojo_gain()), (10, 12));
    sheet
}

#[test]
fn toromeen_reaches_level_two() {
    let sheet = toromeen_level_2();
    // WE-18: every reaction +1 (fortitude by level, the others at an even
    // level), Fighting Art +2, verve 7 -> 17, survival 7, mojo 15 + 12.
    assert_eq!(sheet.level(), 2);
    assert_eq!(sheet.reactions(), [11, 11, 7, 5, 7, 4]);
    assert_eq!(sheet.fighting_art(), 2);
    assert_eq!((sheet.max_verve(), sheet.vitals().verve()), (17, 17));
    assert_eq!((sheet.max_survival(), sheet.vitals().survival()), (7, 7));
    assert_eq!(sheet.mojo(), 27);
    // No further level is due.
    let mut sheet = sheet;
    assert_eq!(
        sheet.level_up(&mut SuppliedFaces::new(&[8])).unwrap_err(),
        Error::NoLevelDue { level: 2, xp: 1000 }
    );
}

#[test]
fn the_orc_fight_and_a_nights_rest() {
    // WE-5: archetypal hits of 5, 6, 7, 4 take verve 17 -> 12 -> 6 -> 0
    // and survival 7 -> 6 -> 2.
    let mut sheet = toromeen_level_2();
    for (damage, verve, survival) in [(5, 12, 7), (6, 6, 7), (7, 0, 6), (4, 0, 2)] {
        sheet
            .take(
                Hit::new(damage)
                    .unwrap()
                    .archetypal(sheet.combat_losses_archetypal()),
            )
            .unwrap();
        assert_eq!(
            (sheet.vitals().verve(), sheet.vitals().survival()),
            (verve, survival)
        );
    }
    // Next morning verve is back; the night's health roll (11 at level 2)
    // passes on 7: survival 2 + level 2 = 4.
    sheet.wake();
    assert_eq!(sheet.vitals().verve(), 17);
    assert_eq!(sheet.reaction_roll(Reaction::Health).unwrap().target(), 11);
    sheet
        .rest_night(RestChoice::Survival, &mut SuppliedFaces::new(&[7]))
        .unwrap();
    assert_eq!(sheet.vitals().survival(), 4);
    // A failed roll gives 1.
    sheet
        .rest_night(RestChoice::Survival, &mut SuppliedFaces::new(&[12]))
        .unwrap();
    assert_eq!(sheet.vitals().survival(), 5);
}

#[test]
fn sheet_to_fight_to_sheet() {
    let mut sheet = toromeen_level_2();
    let hero = sheet.combatant(1, Side::Party).unwrap();
    // 11 + Fighting Art 2 + attack 2 against defense 0; small battleaxe d8 + 4.
    assert_eq!(
        (hero.fighting_art(), hero.attack_bonus(), hero.defense()),
        (2, 2, 4)
    );
    assert_eq!(hero.damage(), Damage::new(Dice::one(Die::D8), 4).unwrap());
    assert_eq!(hero.endurance(), 15);
    assert_eq!(hero.reactions().perception(), 4);
    let orc = Combatant::new(2, Side::Foes, Vitals::new(20, 0).unwrap())
        .with_damage(Damage::new(Dice::one(Die::D6), 1).unwrap());
    let mut fight = Fight::new(Setup::new(vec![hero, orc]).unwrap()).unwrap();
    // Toromeen rolls 6 (<= 15) and 8 on the d8: 12 damage (the orc keeps
    // 8 survival, no injuries to hamper it); the orc rolls 3
    // (<= 11 - 4) and 4 on the d6: 5 damage, off verve.
    let mut dice = SuppliedFaces::new(&[6, 8, 3, 4]);
    fight.step(Command::BeginRound, &mut dice).unwrap();
    fight.step(Command::EndPhase, &mut dice).unwrap();
    fight.step(Command::EndPhase, &mut dice).unwrap();
    assert_eq!(fight.phase(), Phase::Players);
    fight
        .step(Command::Attack(Order::new(1, 2)), &mut dice)
        .unwrap();
    fight.step(Command::EndPhase, &mut dice).unwrap();
    fight
        .step(Command::Attack(Order::new(2, 1)), &mut dice)
        .unwrap();
    sheet.after_fight(fight.status(1).unwrap()).unwrap();
    assert_eq!((sheet.vitals().verve(), sheet.vitals().survival()), (12, 7));
    // The orc's status is not this sheet's.
    let before = sheet.clone();
    assert_eq!(
        sheet
            .after_fight(fight.status(2).unwrap())
            .unwrap_err()
            .kind(),
        "not_derived"
    );
    assert_eq!(sheet, before);
}

#[test]
fn buying_beyond_the_coins_changes_nothing() {
    let mut sheet = toromeen().into_sheet();
    let before = sheet.clone();
    let err = sheet
        .buy(osr_sheet::gods_and_monsters::Item::Armor(
            osr_sheet::gods_and_monsters::Armor::ChainMail,
        ))
        .unwrap_err();
    assert_eq!(
        err,
        Error::NotEnoughCoins {
            item: "Chain Mail",
            cost: 80,
            coins: 21
        }
    );
    assert_eq!(sheet, before);
}

// rule: GM-health.npc
#[test]
fn non_player_characters() {
    // A 4th-level warrior: 4d10, endurance about 10 + 2 = 12, no verve.
    let mut npc = Npc::roll(4, true, 0, &mut SuppliedFaces::new(&[3, 7, 2, 9])).unwrap();
    assert_eq!(npc.vitals().max_survival(), 21);
    assert_eq!((npc.vitals().max_verve(), npc.endurance()), (0, 12));
    // A 5th-level non-warrior with +1 a die: 5d6 + 5, endurance 13.
    let other = Npc::roll(5, false, 1, &mut SuppliedFaces::new(&[1, 2, 3, 4, 5])).unwrap();
    assert_eq!((other.vitals().max_survival(), other.endurance()), (20, 13));
    assert!(Npc::roll(3, false, 0, &mut SuppliedFaces::new(&[1, 2, 7])).is_err());
    // Their level in survival back each night, without a roll.
    npc.vitals_mut().take(Hit::new(10).unwrap()).unwrap();
    npc.night();
    assert_eq!(npc.vitals().survival(), 15);
    assert_eq!(
        Npc::roll(0, true, 0, &mut SuppliedFaces::new(&[]))
            .unwrap_err()
            .kind(),
        "out_of_range"
    );
}

// rule: GM-adv.mojo.bid
#[test]
fn a_mojo_bid_turns_a_failed_archetypal_roll() {
    use osr_check::Check;
    let mut sheet = toromeen().into_sheet();
    // WE-12: a bid of 6 on a roll missed by 4 spends 4 and gives 200 XP.
    let save = sheet
        .reaction_roll(Reaction::Fortitude)
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[14]))
        .unwrap();
    assert_eq!(save.missed_by(), Some(4));
    let bid = sheet.bid(&save, 6, true).unwrap();
    assert!(bid.turned);
    assert_eq!((bid.spent, bid.xp), (4, 200));
    assert_eq!((sheet.mojo(), sheet.xp()), (11, 200));
    // Not archetypal: refused, nothing changes.
    let before = sheet.clone();
    assert!(matches!(
        sheet.bid(&save, 6, false).unwrap_err(),
        Error::Advancement(_)
    ));
    // A bid too small spends nothing.
    let small = sheet.bid(&save, 3, true).unwrap();
    assert!(!small.turned);
    assert_eq!(sheet, before);
}

#[test]
fn a_peaceful_encounter_restores_verve_up_to_the_level() {
    let mut sheet = toromeen_level_2();
    sheet.take(Hit::new(10).unwrap().archetypal(true)).unwrap();
    assert_eq!(sheet.vitals().verve(), 7);
    sheet.encounter_engaged().unwrap();
    assert_eq!(sheet.vitals().verve(), 9);
}

#[test]
fn a_non_player_character_fights_and_heals() {
    let mut orc = Npc::roll(1, true, 0, &mut SuppliedFaces::new(&[6])).unwrap();
    let hero = toromeen_level_2().combatant(1, Side::Party).unwrap();
    let foe = orc.combatant(2, Side::Foes).unwrap();
    let mut fight = Fight::new(Setup::new(vec![hero, foe]).unwrap()).unwrap();
    // Toromeen hits (6 <= 15) for d8 2 + 4 = 6: the orc's 6 survival gone.
    let mut dice = SuppliedFaces::new(&[6, 2]);
    for command in [Command::BeginRound, Command::EndPhase, Command::EndPhase] {
        fight.step(command, &mut dice).unwrap();
    }
    fight
        .step(Command::Attack(Order::new(1, 2)), &mut dice)
        .unwrap();
    orc.after_fight(fight.status(2).unwrap()).unwrap();
    assert_eq!(orc.vitals().survival(), 0);
    orc.night();
    assert_eq!(orc.vitals().survival(), 1);
    assert_eq!(
        orc.after_fight(fight.status(1).unwrap())
            .unwrap_err()
            .kind(),
        "not_derived"
    );
}

#[test]
fn a_day_of_rest_heals_an_injury() {
    let mut sheet = toromeen().into_sheet();
    sheet.take(Hit::new(16).unwrap().archetypal(true)).unwrap();
    assert_eq!(sheet.vitals().injuries(), 2);
    sheet.rest_day(RestChoice::Injury).unwrap();
    assert_eq!(sheet.vitals().injuries(), 1);
    sheet.rest_day(RestChoice::Survival).unwrap();
    assert_eq!(sheet.vitals().survival(), 1);
}

#[test]
fn age_extras_buy_fighting_art_skills_until_none_is_left() {
    let mut sheet = toromeen().into_sheet();
    // 5 extras at 151, one spent on Battleaxe: 4 left.
    for skill in ["Mace", "Spear", "Shield", "Crossbow"] {
        sheet.learn_with_age_extra(skill).unwrap();
    }
    assert_eq!(sheet.age_extras_left(), 0);
    let before = sheet.clone();
    assert_eq!(
        sheet.learn_with_age_extra("Bow").unwrap_err(),
        Error::NotDerived {
            what: "age extras spent",
            value: 6,
            expected: 5
        }
    );
    assert_eq!(sheet, before);
}

// rule: GM-adv.specialties
// rule: GM-magic.prophet.calling
#[test]
fn specialties_and_calling_points_by_level() {
    let mut sheet = toromeen_level_2();
    assert_eq!(sheet.specialties(), 1);
    assert_eq!(sheet.calling_points(), 0);
    sheet.gain_xp(2000).unwrap();
    sheet.level_up(&mut SuppliedFaces::new(&[5])).unwrap();
    // Level 3: a second specialty; survival d10 5 + 2 (endurance 15).
    assert_eq!(
        (sheet.level(), sheet.specialties(), sheet.max_survival()),
        (3, 2, 14)
    );
    // The gain adds to the current survival as well.
    assert_eq!(sheet.vitals().survival(), 14);
    let prophet = osr_sheet::gods_and_monsters::Sheet::new(
        osr_sheet::gods_and_monsters::Archetype::Prophet,
        osr_sheet::gods_and_monsters::Species::dwarf(),
        osr_sheet::gods_and_monsters::Abilities::new(10, 10, 16, 10, 10, 10).unwrap(),
        osr_sheet::gods_and_monsters::Referee::default(),
    )
    .unwrap();
    let (gains, vitals) = super::rolled_progress(&prophet, 3);
    let prophet = prophet.with_progress(3000, &gains, vitals).unwrap();
    // Level 3: 1 + 2 + 3 calling points.
    assert_eq!(prophet.calling_points(), 6);
}

//! Operations through the domain crates: buying, damage and rest,
//! experience and levels, spells, and a fight and back. Also creation
//! from supplied faces through to the sheet's JSON.

use osr_check::constitution::SpellRating;
use osr_combat::Side;
use osr_combat::constitution::{Combatant, Ending, Fight, Policy, Setup, Ties};
use osr_core::SuppliedFaces;
use osr_equipment::constitution::{ArmourClass, Coins};
use osr_health::constitution::{HitBand, InjuryBand, Keep, Vitality};
use osr_magic::constitution::{KnownSpell, SpellLevel};
use osr_sheet::Error;
use osr_sheet::constitution::{Abilities, Choices, Class, Event, Initiation, Item, Sheet};

use super::{at, created};

#[test]
fn creation_to_gear_to_json() {
    let choices = Choices {
        class: Some(Class::Fighter),
        initiation: Some(Initiation::WeaponsTraining),
        coins: Coins::silver(120),
        background: Some(String::from("Ferryman from Liège")),
        ..Choices::default()
    };
    let created = created(&choices);
    created.verify().unwrap();
    let mut sheet = created.into_sheet();
    assert_eq!(sheet.ac(), 20);
    assert_eq!(
        sheet
            .buy(Item::Armour(ArmourClass::FullChain))
            .unwrap()
            .to_string(),
        "bought Full chain for 100 sp: 20 sp left"
    );
    assert_eq!((sheet.ac(), sheet.coins()), (26, Coins::silver(20)));
    let before = sheet.clone();
    assert_eq!(
        sheet.buy(Item::Armour(ArmourClass::HalfChain)).unwrap_err(),
        Error::NotEnoughMoney {
            item: "Half-chain",
            cost: "50".into(),
            money: "20".into()
        }
    );
    assert_eq!(sheet, before);
    #[cfg(feature = "serde")]
    {
        let json = serde_json::to_value(&sheet).unwrap();
        assert_eq!(json["system"], "constitution");
        assert_eq!(json["version"], 1);
        assert_eq!(json["coins"], "20");
        assert_eq!(json["armour"], "tc.armour.full-chain");
        assert_eq!(json["class"], "fighter");
        assert_eq!(
            json["initiations"],
            serde_json::json!(["tc.initiation.weapons-training"])
        );
        assert_eq!(
            json["abilities"],
            serde_json::json!({"str": 14, "wit": 9, "kno": 11, "wil": 8, "cha": 15})
        );
        assert_eq!(json["health"]["hp"], 4);
        let back: Sheet = serde_json::from_value(json).unwrap();
        assert_eq!(back, sheet);
    }
}

#[test]
fn damage_rest_and_sleep_go_through_osr_health() {
    let mut sheet = at(None, 1_500, [12, 10, 10, 9, 10], 7);
    // 3 damage: HP 7 -> 4, no injury.
    let hit = sheet.take_damage(3, &mut SuppliedFaces::new(&[])).unwrap();
    assert_eq!(hit.consequence(), HitBand::Protected);
    assert_eq!(sheet.health().hp(), 4);
    // 6 more: 2 past 0, saves at DC 22: STR 12 + 11 = 23 passes, WIL 9 + 8 fails.
    let hit = sheet
        .take_damage(6, &mut SuppliedFaces::new(&[11, 8]))
        .unwrap();
    assert_eq!(hit.consequence(), HitBand::Injured(InjuryBand::MinorDown));
    assert_eq!((sheet.health().hp(), sheet.health().minor_wounds()), (0, 1));
    // A short rest re-rolls 2d6 and adds fatigue.
    sheet
        .short_rest(Keep::New, &mut SuppliedFaces::new(&[5, 2]))
        .unwrap();
    assert_eq!((sheet.health().hp(), sheet.health().fatigue()), (7, 1));
    // The next one rolls 3d6 and keeps the lowest 2.
    sheet
        .short_rest(Keep::New, &mut SuppliedFaces::new(&[6, 1, 3]))
        .unwrap();
    assert_eq!((sheet.health().hp(), sheet.health().fatigue()), (4, 2));
    // A good night: fatigue 0, the minor wound healed, 2d6 again.
    sheet
        .good_night(Keep::New, &mut SuppliedFaces::new(&[6, 6]))
        .unwrap();
    let health = sheet.health();
    assert_eq!(
        (health.hp(), health.fatigue(), health.minor_wounds()),
        (12, 0, 0)
    );
    // Only a tough fighter may keep the higher total.
    assert_eq!(
        sheet
            .short_rest(Keep::Higher, &mut SuppliedFaces::new(&[1, 1]))
            .unwrap_err()
            .kind(),
        "not_tough"
    );
}

#[test]
fn experience_raises_the_level_and_hit_dice() {
    let mut sheet = at(Some(Class::Sage), 0, [10; 5], 4);
    let events = sheet.gain_xp(1_499).unwrap();
    assert_eq!(
        events,
        [Event::XpGained {
            amount: 1_499,
            total: 1_499
        }]
    );
    assert_eq!(sheet.level().unwrap(), 1);
    // W9: 4,550 XP in all -> level 3.
    let events = sheet.gain_xp(3_051).unwrap();
    assert_eq!(
        events,
        [
            Event::XpGained {
                amount: 3_051,
                total: 4_550
            },
            Event::LevelGained { level: 2 },
            Event::LevelGained { level: 3 },
        ]
    );
    assert_eq!(events[2].to_string(), "level 3 reached");
    let health = sheet.health();
    assert_eq!((health.level(), health.hit_dice(), health.hp()), (3, 3, 4));
    assert_eq!(sheet.open_initiations().unwrap(), 3);
    // Past the table: refused, the sheet unchanged.
    let before = sheet.clone();
    let err = sheet.gain_xp(u64::MAX).unwrap_err();
    assert_eq!(err.kind(), "overflow");
    assert_eq!(sheet, before);
    // A lower XP that would leave more marks than the level is refused.
    let marked = at(None, 3_000, [10; 5], 4)
        .with_health(Vitality::new(3, 4).unwrap().with_level(3, 3).unwrap())
        .unwrap();
    assert_eq!(marked.with_xp(0).unwrap_err().kind(), "above_maximum");
}

#[test]
fn imported_health_must_agree_with_the_level() {
    let sheet = at(None, 1_500, [10; 5], 4);
    let err = sheet
        .clone()
        .with_health(Vitality::new(1, 4).unwrap())
        .unwrap_err();
    assert_eq!(
        err,
        Error::NotDerived {
            what: "the health's level",
            expected: 2,
            value: 1
        }
    );
    let err = sheet
        .clone()
        .with_health(Vitality::new(3, 4).unwrap().with_level(2, 0).unwrap())
        .unwrap_err();
    assert_eq!(err.kind(), "not_derived");
    let err = sheet
        .with_health(Vitality::new_tough(2, 4).unwrap().with_level(2, 0).unwrap())
        .unwrap_err();
    assert_eq!(err.kind(), "not_derived");
    // Tough: up to 8 HP a die.
    let tough = at(Some(Class::Fighter), 0, [10; 5], 4)
        .with_initiation(Initiation::Tough)
        .unwrap()
        .with_health(Vitality::new_tough(1, 8).unwrap())
        .unwrap();
    assert_eq!(tough.hp_dice().unwrap().to_string(), "d8");
    assert_eq!(
        Sheet::new(Abilities::new([10; 5]).unwrap(), 7)
            .unwrap_err()
            .kind(),
        "above_maximum"
    );
}

#[test]
fn spells_are_prepared_through_osr_magic() {
    let spell = |name: &str, level: u32| {
        KnownSpell::new(
            name,
            SpellLevel::new(level).unwrap(),
            SpellRating::new(50).unwrap(),
        )
    };
    let sage = at(Some(Class::Sage), 6_000, [10; 5], 4)
        .with_initiation(Initiation::Goetia)
        .unwrap()
        .with_spell(spell("Sleep", 1))
        .unwrap()
        .with_spell(spell("Light", 1))
        .unwrap()
        .with_spell(spell("Web", 2))
        .unwrap()
        .with_spell(spell("Fly", 3))
        .unwrap();
    assert_eq!(
        sage.clone()
            .with_spell(spell("Sleep", 1))
            .unwrap_err()
            .kind(),
        "duplicate"
    );
    let mut no_book = sage.clone();
    assert_eq!(
        no_book.prepare(&["Sleep"], 0).unwrap_err().kind(),
        "no_spell_book"
    );
    let mut sage = sage.with_spell_book(true);
    assert_eq!(sage.caster().unwrap().slots().levels().count(), 4);
    // W8: level 4 fits {1, 2, 2, ...}; here 1, 1, 2, 3.
    let prepared = sage.prepare(&["Sleep", "Light", "Web", "Fly"], 0).unwrap();
    assert_eq!(prepared.spells().len(), 4);
    assert_eq!(sage.health().fatigue(), 0);
    // A second preparation the same day: 1 fatigue.
    sage.prepare(&["Fly", "Fly", "Fly"], 1).unwrap_err();
    assert_eq!(sage.health().fatigue(), 0);
    sage.prepare(&["Web"], 1).unwrap();
    assert_eq!(sage.health().fatigue(), 1);
    // Casting: d100 at most the rating (50), each prepared spell once.
    assert!(
        sage.cast(0, &mut SuppliedFaces::new(&[50]))
            .unwrap()
            .succeeded()
    );
    assert_eq!(
        sage.cast(0, &mut SuppliedFaces::new(&[1]))
            .unwrap_err()
            .kind(),
        "already_cast"
    );
    assert_eq!(
        sage.cast(1, &mut SuppliedFaces::new(&[1]))
            .unwrap_err()
            .kind(),
        "no_such_prepared_spell"
    );
    let mut unprepared = at(Some(Class::Sage), 0, [10; 5], 4);
    assert_eq!(
        unprepared
            .cast(0, &mut SuppliedFaces::new(&[1]))
            .unwrap_err()
            .kind(),
        "no_such_prepared_spell"
    );
    assert_eq!(
        sage.prepare(&["Fireball"], 0).unwrap_err(),
        Error::UnknownId {
            what: "spell",
            id: "Fireball".into()
        }
    );
    let mut fighter = at(Some(Class::Fighter), 0, [10; 5], 4);
    assert_eq!(fighter.prepare(&[], 0).unwrap_err().kind(), "not_initiated");
}

#[test]
fn sheet_to_fight_and_back() {
    let mut sheet = at(Some(Class::Fighter), 1_500, [13, 12, 10, 11, 10], 9)
        .with_initiation(Initiation::WeaponsTraining)
        .unwrap()
        .with_armour(Some(ArmourClass::LeatherHide))
        .with_shield(true)
        .unwrap();
    let me = sheet.combatant(1, Side::Party).unwrap();
    assert_eq!(
        (me.ac.get(), me.hp.get(), me.level.get(), me.hit_dice.get()),
        (22, 9, 2, 2)
    );
    assert!(me.fighter && me.shield && me.training.weapons && !me.tough);
    let mut ogre = Combatant::new(2, Side::Foes, 12).unwrap();
    ogre.hit_dice = osr_health::constitution::HitDice::new(3).unwrap();
    let setup = Setup::new(vec![me, ogre], Ties::SetupOrder).unwrap();
    let mut fight = Fight::new(setup).unwrap();
    let mut rng = <rand_pcg::Pcg64Mcg as rand_core::SeedableRng>::seed_from_u64(11);
    let policy = Policy::default();
    while let Some(command) = policy.command(&fight) {
        fight.step(command, &mut rng).unwrap();
    }
    assert!(matches!(fight.ending(), Some(Ending::Won(_))));
    let fighter = fight.fighter(1).unwrap().clone();
    sheet.after_fight(&fighter).unwrap();
    let health = sheet.health();
    assert_eq!(health.hp(), fighter.vitality.hp());
    assert_eq!(health.marks(), fighter.vitality.marks());
    assert_eq!(health.minor_wounds(), fighter.vitality.minor_wounds());
    assert_eq!(health.is_dead(), fighter.vitality.is_dead());
    assert_eq!((health.level(), health.hit_dice()), (2, 2));
}

#[test]
fn marks_go_into_the_fight_and_come_back() {
    // A level-2 character with 1 mark takes another major wound in the
    // fight: 2 marks after it.
    let sheet = at(None, 1_500, [10; 5], 2)
        .with_health(Vitality::new(2, 2).unwrap().with_level(2, 1).unwrap())
        .unwrap();
    let me = sheet.combatant(1, Side::Party).unwrap();
    assert_eq!(me.marks.get(), 1);
    let foe = Combatant::new(2, Side::Foes, 4).unwrap();
    let mut fight = Fight::new(Setup::new(vec![me, foe], Ties::SetupOrder).unwrap()).unwrap();
    assert_eq!(fight.fighter(1).unwrap().vitality.marks(), 1);
    fight
        .step(
            osr_combat::constitution::Command::RollInitiative,
            &mut SuppliedFaces::new(&[1, 15]),
        )
        .unwrap();
    // The foe hits (d20 15 + 10 vs AC 20) for 6: 4 past 0 HP, DC 24;
    // STR 10 + 3 fails (a major wound), WIL 10 + 20 ... stays up.
    let attack = osr_combat::constitution::Command::Attack {
        attacker: 2,
        target: 1,
        defence: Default::default(),
        direct_hit: false,
    };
    fight
        .step(attack, &mut SuppliedFaces::new(&[15, 6, 3, 19]))
        .unwrap();
    let after = fight.fighter(1).unwrap().clone();
    assert_eq!(after.vitality.marks(), 2);
    let mut sheet = sheet;
    sheet.after_fight(&after).unwrap();
    assert_eq!((sheet.health().marks(), sheet.health().hp()), (2, 0));
}

#[test]
fn treasure_at_home_is_outside_the_load() {
    let sheet = at(None, 0, [10; 5], 4)
        .with_treasure_at_home(Coins::gold(100))
        .unwrap();
    assert_eq!(sheet.treasure_at_home(), Coins::silver(5_000));
    assert_eq!(sheet.load().unwrap().breakdown().total(), 0);
    assert_eq!(
        sheet
            .with_treasure_at_home(Coins::silver(10_000_001))
            .unwrap_err()
            .kind(),
        "above_limit"
    );
}

#[test]
fn the_improvement_roll_raises_one_ability() {
    // rule: TC-4.9
    // Scores 8, 12, 15, 10, 17: 7 does not beat STR 8, 13 beats WIT 12.
    let mut sheet = at(None, 0, [8, 12, 15, 10, 17], 4);
    let order = [
        osr_sheet::constitution::Ability::Str,
        osr_sheet::constitution::Ability::Wit,
        osr_sheet::constitution::Ability::Kno,
    ];
    let roll = sheet
        .improve(&order, &mut SuppliedFaces::new(&[7, 13]))
        .unwrap();
    assert_eq!(roll.tries().len(), 2);
    assert_eq!(sheet.abilities().to_array(), [8, 13, 15, 10, 17]);
    // All fail: nothing changes.
    let before = sheet.clone();
    let roll = sheet
        .improve(&order, &mut SuppliedFaces::new(&[8, 13, 15]))
        .unwrap();
    assert_eq!(roll.raised(), None);
    assert_eq!(sheet, before);
    // A score of 20 cannot rise; an empty order is refused.
    let mut top = at(None, 0, [20, 10, 10, 10, 10], 4);
    let roll = top
        .improve(&order[..1], &mut SuppliedFaces::new(&[20]))
        .unwrap();
    assert_eq!((roll.raised(), top.abilities().to_array()[0]), (None, 20));
    assert!(top.improve(&[], &mut SuppliedFaces::new(&[])).is_err());
}

#[test]
fn other_gear_is_paid_at_the_price_lists_price() {
    // rule: TC-14.14
    // The rules price only armour: a sword at 15 sp from the referee's list.
    let mut sheet = at(None, 0, [10; 5], 4)
        .with_coins(Coins::copper(205))
        .unwrap();
    let paid = sheet.pay(Coins::silver(15)).unwrap();
    assert_eq!(
        paid,
        Event::Paid {
            cost: Coins::silver(15),
            coins_left: Coins::copper(55)
        }
    );
    assert_eq!(paid.to_string(), "paid 15 sp: 5.5 sp left");
    let before = sheet.clone();
    assert_eq!(
        sheet.pay(Coins::silver(6)).unwrap_err(),
        Error::NotEnoughMoney {
            item: "an item from the price list",
            cost: "6".into(),
            money: "5.5".into()
        }
    );
    assert_eq!(sheet, before);
}

#[test]
fn a_haggler_takes_ten_percent_off_below_charisma() {
    // rule: TC-10.3
    // CHA 13: d20 12 takes 10% off, 13 does not.
    let haggler = at(None, 0, [10, 10, 10, 10, 13], 4)
        .with_initiation(Initiation::Haggler)
        .unwrap();
    let (_, price) = haggler
        .haggle(Coins::silver(100), &mut SuppliedFaces::new(&[12]))
        .unwrap();
    assert_eq!(price, Coins::silver(90));
    let (_, price) = haggler
        .haggle(Coins::silver(100), &mut SuppliedFaces::new(&[13]))
        .unwrap();
    assert_eq!(price, Coins::silver(100));
    // 90% of 1.5 sp is 13.5 cp: not a coin.
    assert_eq!(
        haggler
            .haggle(Coins::copper(15), &mut SuppliedFaces::new(&[1]))
            .unwrap_err()
            .kind(),
        "inexact"
    );
    let plain = at(None, 0, [10, 10, 10, 10, 13], 4);
    assert_eq!(
        plain
            .haggle(Coins::silver(100), &mut SuppliedFaces::new(&[12]))
            .unwrap_err()
            .kind(),
        "not_initiated"
    );
}

#[test]
fn the_spell_improvement_roll_writes_the_new_rating() {
    // rule: TC-12.15
    let light = KnownSpell::new(
        "Light",
        SpellLevel::new(1).unwrap(),
        SpellRating::new(40).unwrap(),
    );
    let sheet = at(Some(Class::Sage), 0, [10; 5], 4)
        .with_spell(light)
        .unwrap();
    // d100 73 beats 40: the rating becomes 73.
    let mut beaten = sheet.clone();
    let roll = beaten
        .improve_spell("Light", &mut SuppliedFaces::new(&[73]))
        .unwrap();
    assert_eq!((roll.from, roll.to), (40, 73));
    assert_eq!(beaten.spells()[0].rating().get(), 73);
    // d100 22 does not: 40 + d6 4 = 44.
    let mut gained = sheet.clone();
    gained
        .improve_spell("Light", &mut SuppliedFaces::new(&[22, 4]))
        .unwrap();
    assert_eq!(gained.spells()[0].rating().get(), 44);
    // An unknown spell is refused and the sheet unchanged.
    let mut unknown = sheet.clone();
    assert_eq!(
        unknown
            .improve_spell("Sleep", &mut SuppliedFaces::new(&[99]))
            .unwrap_err()
            .kind(),
        "unknown_id"
    );
    assert_eq!(unknown, sheet);
}

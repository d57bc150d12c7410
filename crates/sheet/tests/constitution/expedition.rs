//! One expedition end to end, as a program runs it: creation, buying,
//! travel, a fight and its result written back, rest, experience and a
//! level, the session's improvement roll, and the sheet's JSON.

use osr_combat::Side;
use osr_combat::constitution::{Combatant, Fight, Policy, Setup, Ties};
use osr_core::SuppliedFaces;
use osr_equipment::constitution::{ArmourClass, Coins};
use osr_health::constitution::Keep;
use osr_sheet::constitution::{Ability, Choices, Class, Creation, Event, Initiation, Item};
use osr_travel::constitution::{Terrain, Weather};

#[test]
fn an_expedition_from_creation_to_the_next_level() {
    let choices = Choices {
        class: Some(Class::Fighter),
        initiation: Some(Initiation::Tough),
        coins: Coins::silver(150),
        ..Choices::default()
    };
    let mut rng = <rand_pcg::Pcg64Mcg as rand_core::SeedableRng>::seed_from_u64(3);
    let created = Creation::roll(&choices, &mut rng).unwrap();
    created.verify().unwrap();
    let mut sheet = created.into_sheet();
    sheet.buy(Item::Armour(ArmourClass::FullChain)).unwrap();
    assert_eq!(sheet.coins(), Coins::silver(50));
    let miles = sheet
        .daily_miles(Terrain::Hills, Weather::Clear, false)
        .unwrap();
    assert!(miles.to_integer() <= 12);

    let me = sheet.combatant(1, Side::Party).unwrap();
    assert!(me.tough && me.fighter);
    let bandit = Combatant::new(2, Side::Foes, 3).unwrap();
    let mut fight = Fight::new(Setup::new(vec![me, bandit], Ties::SetupOrder).unwrap()).unwrap();
    while let Some(command) = Policy::default().command(&fight) {
        fight.step(command, &mut rng).unwrap();
    }
    let fighter = fight.fighter(1).unwrap().clone();
    sheet.after_fight(&fighter).unwrap();
    assert_eq!(sheet.health().hp(), fighter.vitality.hp());
    assert!(!sheet.health().is_dead());
    sheet.short_rest(Keep::Higher, &mut rng).unwrap();
    assert_eq!(sheet.health().fatigue(), 1);
    // The bandit's 1 HD is 10 XP; a 1,500 sp hoard brought home.
    let events = sheet.gain_xp(1_510).unwrap();
    assert_eq!(events.last(), Some(&Event::LevelGained { level: 2 }));
    assert_eq!(sheet.hp_dice().unwrap().to_string(), "2d8");
    sheet.good_night(Keep::Higher, &mut rng).unwrap();
    assert!((1..=16).contains(&sheet.health().hp()));
    sheet
        .improve(
            &[Ability::Str, Ability::Wil],
            &mut SuppliedFaces::new(&[20]),
        )
        .unwrap();
    #[cfg(feature = "serde")]
    {
        let json = serde_json::to_string(&sheet).unwrap();
        let back: osr_sheet::constitution::Sheet = serde_json::from_str(&json).unwrap();
        assert_eq!(back, sheet);
    }
}

//! Sheets built from given values: the same sheet as rolling them, and
//! every relation between the fields checked.

use osr_health::gods_and_monsters::Vitals;
use osr_sheet::Error;
use osr_sheet::gods_and_monsters::{
    Abilities, Archetype, Armor, ContributorTable, Field, Gain, Gear, Item, MAX_ENTRIES, MAX_TEXT,
    Place, Price, Referee, Sheet, Size, Species, Weapon,
};

use super::toromeen;

fn base() -> Sheet {
    Sheet::new(
        Archetype::Warrior,
        Species::dwarf(),
        Abilities::new(8, 12, 15, 15, 10, 18).unwrap(),
        Referee::toromeen(),
    )
    .unwrap()
}

fn equipped(item: Item) -> Gear {
    Gear {
        item,
        made_for: Size::Small,
        place: Place::Equipped,
    }
}

#[test]
fn toromeen_imported_is_toromeen_rolled() {
    let culture = Field::new(
        "Dwarven Culture",
        2,
        &["Dwarven Language", "Mountain Dwarf Etiquette", "Spelunking"],
    )
    .unwrap();
    let fields = [
        Field::new("Engineering Science", 1, &["Defenses"]).unwrap(),
        Field::new("War Craft", 1, &["Weaponsmith"]).unwrap(),
    ];
    let sheet = base()
        .with_progress(0, &[], Vitals::new(7, 7).unwrap())
        .unwrap()
        .with_mojo(1, 0)
        .unwrap()
        .with_fields(
            &["unarmed combat", "weapon fluency", "Battleaxe"],
            culture,
            &fields,
            1,
        )
        .unwrap()
        .with_story(
            "Chaotic Good",
            "I will explore the ruins because I want someday to see the ancient battlefield, Fomhor Achadh.",
            false,
        )
        .unwrap()
        .with_body(151, 10)
        .unwrap()
        .with_gear(
            Price::whole(21),
            &[
                equipped(Item::Weapon(Weapon::Battleaxe)),
                equipped(Item::Armor(Armor::BandedLeather)),
                equipped(Item::Armor(Armor::Shield)),
            ],
        )
        .unwrap();
    assert_eq!(&sheet, toromeen().sheet());
}

#[test]
fn relations_between_fields_are_checked() {
    // Maximum survival other than the derived 7.
    assert_eq!(
        base()
            .with_progress(0, &[], Vitals::new(8, 7).unwrap())
            .unwrap_err(),
        Error::NotDerived {
            what: "max survival",
            value: 8,
            expected: 7
        }
    );
    // Level 2 with 999 XP.
    let gain = Gain {
        survival: 0,
        verve: 10,
    };
    assert_eq!(
        base()
            .with_progress(999, &[gain], Vitals::new(7, 17).unwrap())
            .unwrap_err(),
        Error::NotDerived {
            what: "level",
            value: 2,
            expected: 1
        }
    );
    let level_2 = base()
        .with_progress(1000, &[gain], Vitals::new(7, 17).unwrap())
        .unwrap();
    assert_eq!((level_2.level(), level_2.mojo()), (2, 28));
    // Mojo earned up to a million, as a document holds it.
    assert!(base().with_mojo(0, 1_000_000).is_ok());
    assert_eq!(
        base().with_mojo(0, 1_000_001).unwrap_err().to_string(),
        "mojo earned must be in 0..=1000000, got 1000001"
    );
    // More mojo spent than had: 16 at first level.
    assert_eq!(
        base().with_mojo(17, 0).unwrap_err(),
        Error::NotEnoughMojo { need: 17, have: 16 }
    );
    assert_eq!(base().with_mojo(17, 1).unwrap().mojo(), 0);
    // More age extras spent than the age gives.
    let culture = Field::new("Dwarven Culture", 2, &[]).unwrap();
    assert_eq!(
        base().with_fields(&[], culture, &[], 6).unwrap_err().kind(),
        "not_derived"
    );
    // A dwarf is at least 120; 2d6 is 2..=12.
    assert_eq!(
        base().with_body(119, 10).unwrap_err().kind(),
        "out_of_range"
    );
    assert_eq!(
        base().with_body(151, 13).unwrap_err().kind(),
        "out_of_range"
    );
    // Coins beyond the most kept.
    assert_eq!(
        base()
            .with_gear(Price::whole(200_000_000), &[])
            .unwrap_err()
            .kind(),
        "out_of_range"
    );
}

#[test]
fn long_lists_and_texts_are_refused() {
    let long = "x".repeat(MAX_TEXT + 1);
    assert_eq!(
        base().with_story(&long, "", false).unwrap_err(),
        Error::TooLong {
            what: "moral code",
            length: MAX_TEXT + 1,
            max: MAX_TEXT
        }
    );
    let gear = vec![equipped(Item::Weapon(Weapon::Dagger)); MAX_ENTRIES + 1];
    assert_eq!(
        base().with_gear(Price::whole(0), &gear).unwrap_err().kind(),
        "too_many"
    );
    let skills = vec!["a"; MAX_ENTRIES + 1];
    assert_eq!(Field::new("f", 1, &skills).unwrap_err().kind(), "too_many");
    let mut species = Species::dwarf();
    species.movement = 1000;
    assert_eq!(
        Sheet::new(
            Archetype::Thief,
            species,
            Abilities::new(10, 10, 10, 10, 10, 10).unwrap(),
            Referee::default()
        )
        .unwrap_err()
        .to_string(),
        "species movement must be in 0..=100, got 1000"
    );
}

#[test]
fn levels_stop_at_the_thirtieth() {
    let (gains, vitals) = super::rolled_progress(&base(), 30);
    assert_eq!(gains.len(), 29);
    let mut past = gains.clone();
    past.push(gains[0]);
    let err = base().with_progress(1_000_000, &past, vitals).unwrap_err();
    assert_eq!(err.to_string(), "level must be in 1..=30, got 31");
    let mut top = base().with_progress(500 * 30 * 29, &gains, vitals).unwrap();
    assert_eq!(top.level(), 30);
    top.gain_xp(500 * 31 * 30).unwrap();
    assert_eq!(
        top.level_up(&mut osr_core::SuppliedFaces::new(&[5]))
            .unwrap_err()
            .kind(),
        "out_of_range"
    );
}

// rule: GM-adv.survival-verve
#[test]
fn only_gains_a_level_can_roll_are_imported() {
    // Level 2 is a d10 of verve, plus 2 for Toromeen (strength 18 a
    // minor +2, intelligence 12 a minor 0): 3 to 12, and no survival.
    for (survival, verve, reachable) in [
        (0, 0, false),
        (0, 2, false),
        (0, 3, true),
        (0, 12, true),
        (0, 13, false),
        (1, 9, false),
    ] {
        let gain = Gain { survival, verve };
        let vitals = Vitals::new(7 + survival, 7 + verve).unwrap();
        let imported = base().with_progress(1000, &[gain], vitals);
        assert_eq!(imported.is_ok(), reachable, "{gain:?}: {imported:?}");
        if !reachable {
            assert_eq!(imported.unwrap_err().kind(), "unreachable");
        }
    }
    // A contributor table under which the gains imported cannot be rolled.
    let gain = Gain {
        survival: 0,
        verve: 10,
    };
    let level_2 = base()
        .with_progress(1000, &[gain], Vitals::new(7, 17).unwrap())
        .unwrap();
    let seed = ContributorTable::seed();
    let lower = seed.minors().map(|v| v - 3);
    let err = level_2
        .with_contributors(ContributorTable::new(seed.majors(), lower).unwrap())
        .unwrap_err();
    assert_eq!(err.kind(), "unreachable");
}

// rule: GM-eq.armor.small-shield
// rule: GM-eq.weapon.classes
#[test]
fn equipped_gear_is_checked_against_the_level_and_skills_imported_later() {
    // A third-level warrior's small shield: not at first level.
    let shield = equipped(Item::Armor(Armor::SmallShield));
    let (gains, vitals) = super::rolled_progress(&base(), 3);
    let third = base()
        .with_progress(3000, &gains, vitals)
        .unwrap()
        .with_gear(Price::whole(0), &[shield])
        .unwrap();
    let err = third
        .with_progress(3000, &[], Vitals::new(7, 7).unwrap())
        .unwrap_err();
    assert_eq!(err.kind(), "invalid_choice");
    // A thief's short sword needs the basic weapons skill, kept.
    let thief = Sheet::new(
        Archetype::Thief,
        Species::dwarf(),
        Abilities::new(10, 10, 10, 10, 10, 10).unwrap(),
        Referee::default(),
    )
    .unwrap();
    let culture = thief.native_culture().clone();
    let armed = thief
        .with_fields(&["basic weapons"], culture.clone(), &[], 0)
        .unwrap()
        .with_gear(
            Price::whole(0),
            &[equipped(Item::Weapon(Weapon::ShortSword))],
        )
        .unwrap();
    let err = armed.with_fields(&[], culture, &[], 0).unwrap_err();
    assert_eq!(err.kind(), "invalid_choice");
}

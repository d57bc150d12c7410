//! A sorceror's spell book through osr-magic: acquiring, the
//! compatibility roll, slots, memorising and casting under the injury cap.

use osr_core::SuppliedFaces;
use osr_health::gods_and_monsters::Hit;
use osr_sheet::Error;
use osr_sheet::gods_and_monsters::{
    Abilities, AcquiredBy, Archetype, Reaction, Referee, Sheet, Species, Spell,
};

fn sorceror() -> Sheet {
    Sheet::new(
        Archetype::Sorceror,
        Species::dwarf(),
        Abilities::new(10, 16, 10, 10, 10, 10).unwrap(),
        Referee::default(),
    )
    .unwrap()
}

// rule: GM-magic.spell.acquire
// rule: GM-magic.spell.compatibility
#[test]
fn acquiring_spells_costs_mojo_and_may_need_the_compatibility_roll() {
    let mut sheet = sorceror();
    // Mojo 12 + 3 (intelligence 16 as major); reason 4 + 3 + 0 + 1 = 8.
    assert_eq!((sheet.mojo(), sheet.reaction(Reaction::Reason)), (15, 8));
    // A 3rd-level spell for 9 mojo, 2 of it archetypal (less than its
    // level): the compatibility roll, 8 + 6 - 3 = 11; 11 passes.
    let got = sheet
        .acquire_spell(
            "Fireball",
            3,
            AcquiredBy::Mojo { archetypal: 2 },
            &mut SuppliedFaces::new(&[11]),
        )
        .unwrap();
    assert_eq!(got.mojo, 9);
    assert!(got.learned);
    assert!(got.compatibility.unwrap().passed());
    assert_eq!(sheet.mojo(), 6);
    // A 2nd-level spell for 6 with 2 archetypal: no roll.
    let got = sheet
        .acquire_spell(
            "Web",
            2,
            AcquiredBy::Mojo { archetypal: 2 },
            &mut SuppliedFaces::new(&[]),
        )
        .unwrap();
    assert!(got.learned && got.compatibility.is_none());
    assert_eq!(sheet.mojo(), 0);
    // No mojo left for a 1st-level one: refused, nothing changes.
    let before = sheet.clone();
    assert_eq!(
        sheet
            .acquire_spell(
                "Sleep",
                1,
                AcquiredBy::Mojo { archetypal: 1 },
                &mut SuppliedFaces::new(&[])
            )
            .unwrap_err(),
        Error::NotEnoughMojo { need: 3, have: 0 }
    );
    assert_eq!(sheet, before);
    // Looted, 1st level: 8 + 6 - 1 = 13; 14 fails and it is not learned.
    let got = sheet
        .acquire_spell("Light", 1, AcquiredBy::Loot, &mut SuppliedFaces::new(&[14]))
        .unwrap();
    assert!(!got.learned);
    assert_eq!(sheet.spells().len(), 2);
    // Only a sorceror keeps a book.
    let mut warrior = super::toromeen().into_sheet();
    assert_eq!(
        warrior
            .acquire_spell("Light", 1, AcquiredBy::Loot, &mut SuppliedFaces::new(&[1]))
            .unwrap_err()
            .kind(),
        "invalid_choice"
    );
}

// rule: GM-magic.sorceror.slots
// rule: GM-magic.injury-cap
#[test]
fn slots_and_the_injury_cap() {
    // WE-14: a 5th-level sorceror with 2 injuries may memorise and cast
    // spells of levels 1 to 3, not 4 or 5. Slots: 1 + 2 + 3 + 4 + 5 = 15.
    let (gains, vitals) = super::rolled_progress(&sorceror(), 5);
    let vitals = vitals.with_survival(5).unwrap().with_verve(6).unwrap();
    let sheet = sorceror().with_progress(10_000, &gains, vitals).unwrap();
    assert_eq!((sheet.level(), sheet.slots()), (5, 15));
    let book: Vec<Spell> = (1..=5).map(|l| Spell::new("spell", l).unwrap()).collect();
    let mut sheet = sheet.with_spells(&book).unwrap();
    sheet.take(Hit::new(7).unwrap()).unwrap();
    assert_eq!(sheet.vitals().injuries(), 2);
    for index in 0..3 {
        sheet.memorise(index).unwrap();
    }
    for index in 3..5 {
        let err = sheet.memorise(index).unwrap_err();
        assert!(matches!(err, Error::Magic(_)), "{err:?}");
        assert_eq!(err.kind(), "above_injury_cap");
    }
    sheet.cast(2).unwrap();
    assert!(!sheet.spells()[2].memorised());
    assert_eq!(sheet.cast(2).unwrap_err().kind(), "invalid_choice");
    // A first-level sorceror has one slot.
    let mut first = sorceror()
        .with_spells(&[Spell::new("a", 1).unwrap(), Spell::new("b", 1).unwrap()])
        .unwrap();
    assert_eq!(first.slots(), 1);
    first.memorise(0).unwrap();
    assert_eq!(first.memorise(1).unwrap_err().kind(), "invalid_choice");
    assert_eq!(first.memorise(7).unwrap_err().kind(), "out_of_range");
}

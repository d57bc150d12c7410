use insta::assert_snapshot;
use osr_core::SuppliedFaces;
use osr_magic::cairn_house::{Casting, HandsFree, Source, Spell, SpellLevel};

#[test]
fn cairn_house_messages() {
    assert_snapshot!(SpellLevel::new(12).unwrap_err(), @"spell level must be in 1..=9, got 12");
    let book = Source::Spellbook {
        spell: Spell::Sleep,
        level: SpellLevel::new(1).unwrap(),
    };
    let err = Casting::new(book)
        .encumbered(true)
        .cast(&mut SuppliedFaces::new(&[]))
        .unwrap_err();
    assert_eq!(err.kind(), "encumbered");
    assert_snapshot!(err, @"spells cannot be cast while encumbered");
    let err = Casting::new(book)
        .with_hands_free(HandsFree::new(1).unwrap())
        .cast(&mut SuppliedFaces::new(&[]))
        .unwrap_err();
    assert_eq!(err.kind(), "hands_not_free");
    assert_snapshot!(err, @"casting from a spellbook needs both hands free");
    let err = Spell::lookup("wish").unwrap_err();
    assert_eq!(err.kind(), "unknown_id");
    assert_snapshot!(err, @"unknown spell 'wish'");
    assert_snapshot!(HandsFree::new(3).unwrap_err(), @"free hands must be in 0..=2, got 3");
}

/// Area damage rolls through notation of the crate's own: a face that
/// fails is osr-core's error, with no span into that notation.
#[test]
fn area_damage_faces_fail_as_core_errors() {
    use osr_magic::cairn_house::AreaDamage;

    let fireball = AreaDamage::fireball(SpellLevel::new(3).unwrap());
    let err = fireball.roll(&mut SuppliedFaces::new(&[9])).unwrap_err();
    assert!(matches!(err, osr_magic::Error::Core(_)), "{err:?}");
    assert_snapshot!(err, @"supplied face 9 at position 0 is not on a d6 (1..=6)");
}

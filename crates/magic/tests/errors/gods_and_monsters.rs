use insta::assert_snapshot;
use osr_magic::Error;
use osr_magic::gods_and_monsters::{
    AcquiredBy, Acquisition, CharacterLevel, PsychicAction, PsychicAttack, SpellLevel,
    check_castable, engage,
};

#[test]
fn gods_and_monsters_messages() {
    let err = check_castable(
        CharacterLevel::new(5).unwrap(),
        2,
        SpellLevel::new(4).unwrap(),
    )
    .unwrap_err();
    assert_eq!(err.kind(), "above_injury_cap");
    assert_snapshot!(err, @"a level-4 spell is above the level 3 the injuries leave castable");
    let err = engage(true, false).unwrap_err();
    assert_eq!(err.kind(), "not_psychic");
    assert_snapshot!(err, @"only the psychically aware take part in psychic conflict");
    let err = PsychicAction::Enter
        .check(CharacterLevel::new(2).unwrap(), 1)
        .unwrap_err();
    assert_eq!(err.kind(), "not_enough_verve");
    assert_snapshot!(err, @"2 verve needed, 1 left");
    let err = PsychicAttack::new(CharacterLevel::new(2).unwrap(), 3, 0).unwrap_err();
    assert_eq!(err.kind(), "verve_above_level");
    assert_snapshot!(err, @"3 verve on one action is more than the monk level 2");
    let err = Acquisition::new(
        SpellLevel::new(1).unwrap(),
        AcquiredBy::Mojo { archetypal: 4 },
    )
    .unwrap_err();
    assert_snapshot!(err, @"archetypal mojo must be in 0..=3, got 4");
    assert_snapshot!(CharacterLevel::new(31).unwrap_err(), @"level must be in 1..=30, got 31");
    let err = Error::Empty {
        what: "the spell's dice",
    };
    assert_eq!(err.kind(), "empty");
    assert_snapshot!(err, @"the spell's dice is empty");
}

/// A psychic attack rolls through notation of the crate's own: a face
/// that fails is osr-core's error, with no span into that notation.
#[test]
fn psychic_faces_fail_as_core_errors() {
    let attack = PsychicAttack::new(CharacterLevel::new(3).unwrap(), 3, 2).unwrap();
    let err = attack
        .roll(&mut osr_core::SuppliedFaces::new(&[]))
        .unwrap_err();
    assert!(matches!(err, Error::Core(_)), "{err:?}");
    assert_snapshot!(err, @"supplied faces ran out: a d4 needed a face at position 0, but none were supplied");
}

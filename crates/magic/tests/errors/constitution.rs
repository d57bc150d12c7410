use insta::assert_snapshot;
use osr_core::SuppliedFaces;
use osr_magic::Error;
use osr_magic::constitution::{
    Caster, CasterLevel, KnownSpell, Learning, Slots, Specialisation, Specialisations, SpellLevel,
    SpellRating,
};

#[test]
fn constitution_messages() {
    assert_snapshot!(SpellLevel::new(12).unwrap_err(), @"spell level must be in 1..=10, got 12");
    assert_snapshot!(SpellRating::new(150).unwrap_err(), @"spell rating must be in 0..=100, got 150");
    let four = Slots::new(CasterLevel::new(4).unwrap());
    let err = four
        .fit(&[SpellLevel::new(4).unwrap(), SpellLevel::new(4).unwrap()])
        .unwrap_err();
    assert_eq!(err.kind(), "spells_do_not_fit");
    assert_snapshot!(err, @"2 spells of these levels do not fit the slots of a level-4 caster");
    let x = KnownSpell::new(
        "X",
        SpellLevel::new(1).unwrap(),
        SpellRating::new(60).unwrap(),
    );
    let plain = Caster::new(CasterLevel::new(2).unwrap(), Specialisations::NONE);
    let err = plain.prepare(std::slice::from_ref(&x), 0).unwrap_err();
    assert_eq!(err.kind(), "not_initiated");
    assert_snapshot!(err, @"preparing spells needs goetia or a similar initiation");
    let sage = Caster::new(
        CasterLevel::new(2).unwrap(),
        Specialisations::of(&[Specialisation::Goetia]),
    );
    let err = sage
        .with_spell_book(false)
        .prepare(std::slice::from_ref(&x), 0)
        .unwrap_err();
    assert_eq!(err.kind(), "no_spell_book");
    assert_snapshot!(err, @"preparing spells or casting a ritual needs the spell book");
    let unknown = x.clone().with_rating(SpellRating::new(0).unwrap());
    let err = sage.prepare(&[unknown], 0).unwrap_err();
    assert_eq!(err.kind(), "unknown_id");
    assert_snapshot!(err, @"unknown spell 'X'");
    let mut prepared = sage.prepare(&[x], 0).unwrap();
    let err = prepared.cast(3, &mut SuppliedFaces::new(&[1])).unwrap_err();
    assert_eq!(err.kind(), "no_such_prepared_spell");
    assert_snapshot!(err, @"no prepared spell at position 3: 1 are prepared");
    prepared.cast(0, &mut SuppliedFaces::new(&[1])).unwrap();
    let err = prepared.cast(0, &mut SuppliedFaces::new(&[1])).unwrap_err();
    assert_eq!(err.kind(), "already_cast");
    assert_snapshot!(err, @"the prepared spell at position 0 has been cast already");
    let err = Learning::curriculum(&["A"], &["A"]).unwrap_err();
    assert_eq!(err.kind(), "nothing_to_learn");
    assert_snapshot!(err, @"the curriculum holds no spell the caster does not know yet");
    let err = Error::Inconsistent { what: "the days" };
    assert_eq!(err.kind(), "inconsistent");
    assert_snapshot!(err, @"the days does not agree with the record");
}

/// Research rolls through notation of the crate's own: a face that fails is
/// osr-core's error, with no span into that notation.
#[test]
fn research_faces_fail_as_core_errors() {
    use osr_magic::constitution::Research;

    let research = Research::new(SpellLevel::new(1).unwrap(), false);
    let err = research
        .roll(&mut SuppliedFaces::new(&[3, 5, 7, 1]))
        .unwrap_err();
    assert!(matches!(err, Error::Core(_)), "{err:?}");
    assert_eq!(err.kind(), "face_out_of_range");
    assert_snapshot!(err, @"supplied face 7 at position 2 is not on a d6 (1..=6)");
    let err = research.roll(&mut SuppliedFaces::new(&[3, 5])).unwrap_err();
    assert_eq!(err.kind(), "faces_exhausted");
    assert_snapshot!(err, @"supplied faces ran out: a d6 needed a face at position 2, but only 2 were supplied");
}

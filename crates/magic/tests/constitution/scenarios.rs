//! The worked examples of 3d6 Constitution's magic, step by step.

use osr_check::{Check, Resolved};
use osr_core::SuppliedFaces;
use osr_magic::constitution::{
    Blessing, Caster, CasterLevel, KnownSpell, Learning, MinuteOfDay, Penance, Purpose, Research,
    Ritual, RitualBand, Specialisation, Specialisations, SpellLevel, SpellRating, Study, StudyDays,
    mentored_rating,
};

#[test]
fn x19_ritual_and_prepared_casting() {
    // rule: TC-12.2
    // rule: TC-12.3
    // rule: TC-12.4
    // A level-2 sage with Goetia, KNO 15, WIL 12, knows X (level 1) at 60%.
    let sage = Caster::new(
        CasterLevel::new(2).unwrap(),
        Specialisations::of(&[Specialisation::Goetia]),
    );
    let x = KnownSpell::new(
        "X",
        SpellLevel::new(1).unwrap(),
        SpellRating::new(60).unwrap(),
    );
    // Ritual: 1 hour; KNO 9 + 2 (sage level) + die 10 = 21; WIL 7 + 13 = 20.
    let ritual = Ritual::new(&x, 15, 12, true)
        .unwrap()
        .with_knowledge_modifier(2)
        .unwrap();
    assert_eq!(ritual.hours(), 1);
    let roll = ritual.roll(&mut SuppliedFaces::new(&[10, 13])).unwrap();
    assert_eq!(roll.band(), RitualBand::Cast);
    // Prepare at 08:00: slots 1 and 2 hold X twice.
    let mut prepared = sage.prepare(&[x.clone(), x.clone()], 0).unwrap();
    assert_eq!((prepared.slots(), prepared.hours()), (vec![1, 2], 2));
    assert!(
        prepared
            .cast(0, &mut SuppliedFaces::new(&[44]))
            .unwrap()
            .succeeded()
    );
    assert!(
        !prepared
            .cast(1, &mut SuppliedFaces::new(&[71]))
            .unwrap()
            .succeeded()
    );
    // Preparing again at 15:00 costs a fatigue.
    assert_eq!(sage.prepare(&[x], 1).unwrap().fatigue(), 1);
}

#[test]
fn x23_blessing_lifecycle() {
    // rule: TC-11.2
    // rule: TC-11.3
    // rule: TC-11.4
    // rule: TC-11.5
    let priest = Specialisations::of(&[Specialisation::Ordained]);
    let asked = Blessing::ask(priest, Purpose::Just, Penance::new(1).unwrap()).unwrap();
    assert_eq!(asked.blessing.modifier(true), 1);
    let at = |h| MinuteOfDay::new(h * 60).unwrap();
    // Prayers end 14:30; sunset 19:00, then the sunrise at 06:00 ends it.
    let from = MinuteOfDay::new(14 * 60 + 30).unwrap();
    assert_eq!(asked.blessing.lasts(from, at(6), at(19)), 15 * 60 + 30);
    let penance = asked.blessing.fulfilled(asked.penance);
    assert_eq!(penance.get(), 0);
    let selfish = Blessing::ask(priest, Purpose::Selfish, penance).unwrap();
    assert_eq!(selfish.penance.get(), 1);
}

#[test]
fn x24_spell_research() {
    // rule: TC-12.9
    // rule: TC-12.10
    // rule: TC-12.13
    // rule: TC-12.14
    let goetia = Specialisations::of(&[Specialisation::Goetia]);
    let learned = Learning::exploratory(
        goetia,
        &["Light", "Sleep", "Ward"],
        &[],
        &mut SuppliedFaces::new(&[2]),
    )
    .unwrap();
    assert_eq!(learned.spell, "Sleep");
    let days = Research::new(SpellLevel::new(1).unwrap(), false)
        .roll(&mut SuppliedFaces::new(&[3, 5, 2, 6]))
        .unwrap();
    assert_eq!((days.days(), days.rating()), (16, 50));
    let with_chores = Research::new(SpellLevel::new(1).unwrap(), true)
        .roll(&mut SuppliedFaces::new(&[3, 5, 2, 6]))
        .unwrap();
    assert_eq!(with_chores.days(), 32);
    let study = Study::new(
        SpellRating::new(learned.rating).unwrap(),
        StudyDays::new(2).unwrap(),
    );
    assert_eq!(
        study
            .roll(&mut SuppliedFaces::new(&[4, 3]))
            .unwrap()
            .to
            .get(),
        57
    );
    assert_eq!(mentored_rating(SpellRating::new(70).unwrap()).get(), 35);
}

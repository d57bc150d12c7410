//! Block, Dodge, Parry's magic: the WIL save and spell fatigue.

use osr_check::{Check, PassFail, Resolved};
use osr_core::SuppliedFaces;
use osr_magic::block_dodge_parry::{Fatigue, SPELL_ABILITY, SpellFatigue, spell_save};

use crate::common::frac;

#[test]
fn manipulating_a_spell_is_a_wil_save() {
    // rule: BDP-1.1.spell-wil
    assert_eq!(SPELL_ABILITY, osr_check::block_dodge_parry::Ability::Wil);
    let save = spell_save(11).unwrap();
    assert_eq!(
        save.roll(&mut SuppliedFaces::new(&[11])).unwrap().band(),
        PassFail::Pass
    );
    assert_eq!(
        save.roll(&mut SuppliedFaces::new(&[12])).unwrap().band(),
        PassFail::Fail
    );
    assert_eq!(save.odds().probability(&PassFail::Pass), Some(frac(11, 20)));
}

#[test]
fn casting_adds_fatigue_to_the_slots() {
    // rule: BDP-1.6.spell-fatigue
    let one = SpellFatigue::new(1);
    let added = one.cast(Fatigue::new(3).unwrap()).unwrap();
    assert_eq!(
        (added.from.get(), added.to.get(), added.slots_full),
        (3, 4, false)
    );
    let full = one.cast(Fatigue::new(9).unwrap()).unwrap();
    assert!(full.slots_full);
    assert!(one.cast(Fatigue::new(10).unwrap()).is_err());
    assert_eq!(
        SpellFatigue::new(0)
            .cast(Fatigue::new(2).unwrap())
            .unwrap()
            .to
            .get(),
        2
    );
}

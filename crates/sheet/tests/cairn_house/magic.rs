//! Casting from a sheet: the cost lands on the caster, and the sheet's own
//! load decides whether it may cast.

use osr_core::SuppliedFaces;
use osr_health::cairn_house::{Event, FatigueSource};
use osr_magic::cairn_house::{Casting, Source, Spell, SpellLevel};
use osr_sheet::cairn_house::{Character, Sheet};

fn mage() -> Sheet {
    Sheet::new(Character::new(4, [9, 12, 15]).unwrap()).unwrap()
}

fn level(n: u32) -> SpellLevel {
    SpellLevel::new(n).unwrap()
}

#[test]
// rule: CH-magic.spellbook.fatigue
// rule: CH-magic.scroll
fn a_spellbook_tires_the_caster_and_a_scroll_does_not() {
    let mut caster = mage();
    let book = Source::Spellbook {
        spell: Spell::Fireball,
        level: level(3),
    };
    for n in 1..=2 {
        let spell = caster
            .cast(Casting::new(book), &mut SuppliedFaces::new(&[]))
            .unwrap();
        let cost = spell.cost.expect("a spellbook costs a fatigue");
        assert_eq!(
            cost.events(),
            [Event::FatigueGained {
                source: FatigueSource::SpellbookCast,
                from: n - 1,
                to: n,
            }]
        );
    }
    assert_eq!(caster.health().fatigue(), 2);
    // The fatigue takes slots of the load (CH-enc.fatigue): 2 of 4 left.
    let load = caster.load().unwrap();
    assert_eq!((load.pack().fatigue, load.free_units()), (2, 2));
    let scroll = Source::Scroll {
        spell: Spell::Fireball,
        level: level(3),
    };
    let spell = caster
        .cast(Casting::new(scroll), &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert!(spell.cost.is_none() && spell.cast.consumed());
    assert_eq!(caster.health().fatigue(), 2);
}

#[test]
// rule: CH-magic.encumbered
fn an_encumbered_caster_cannot_cast_whatever_the_casting_says() {
    let book = Source::Spellbook {
        spell: Spell::Fireball,
        level: level(1),
    };
    let mut porter = mage().with_units(1, 0).unwrap();
    let before = porter.clone();
    let claimed_free = Casting::new(book).encumbered(false);
    let err = porter
        .cast(claimed_free, &mut SuppliedFaces::new(&[]))
        .unwrap_err();
    assert_eq!(err.kind(), "encumbered");
    assert_eq!(porter, before);
}

#[test]
fn the_dead_cast_nothing_not_even_from_a_scroll() {
    let scroll = Source::Scroll {
        spell: Spell::Fireball,
        level: level(1),
    };
    // HP 1 and STR 3, hit for 20: STR falls to 0, dead.
    let mut dead = Character::new(1, [3, 12, 15]).unwrap();
    dead.take_damage(20, &mut SuppliedFaces::new(&[20, 20, 20]))
        .unwrap();
    assert!(dead.is_dead());
    let mut corpse = Sheet::new(dead).unwrap();
    let err = corpse
        .cast(Casting::new(scroll), &mut SuppliedFaces::new(&[]))
        .unwrap_err();
    assert_eq!(err.kind(), "dead");
}

use osr_check::cairn_house::Save;
use osr_check::{Check, PassFail, Resolved};
use osr_core::SuppliedFaces;
use osr_magic::Error;
use osr_magic::cairn_house::{
    CAST_PHASE, Casting, Counterspell, EFFECT_PHASE, HandsFree, Lasting, Source, Spell, SpellLevel,
    default_duration_minutes,
};

use crate::common::frac;

fn level(l: u32) -> SpellLevel {
    SpellLevel::new(l).unwrap()
}

fn book(spell: Spell, l: u32) -> Source {
    Source::Spellbook {
        spell,
        level: level(l),
    }
}

fn scroll(spell: Spell, l: u32) -> Source {
    Source::Scroll {
        spell,
        level: level(l),
    }
}

fn none() -> SuppliedFaces<'static> {
    SuppliedFaces::new(&[])
}

#[test]
fn a_spellbook_holds_one_spell_read_with_both_hands() {
    // rule: CH-magic.spellbook
    let source = book(Spell::Sleep, 1);
    assert_eq!(source.spell(), Spell::Sleep);
    let cast = Casting::new(source).cast(&mut none()).unwrap();
    assert_eq!(cast.spell(), Spell::Sleep);
    for hands in [0, 1] {
        let casting = Casting::new(source).with_hands_free(HandsFree::new(hands).unwrap());
        assert_eq!(casting.cast(&mut none()), Err(Error::HandsNotFree));
    }
    assert!(HandsFree::new(3).is_err());
}

#[test]
fn each_cast_from_a_spellbook_adds_one_fatigue() {
    // rule: CH-magic.spellbook.fatigue
    let casting = Casting::new(book(Spell::Fireball, 3));
    assert_eq!(casting.cast(&mut none()).unwrap().fatigue(), 1);
    // A book is not used up: it casts again, one more fatigue each time.
    let again = casting.cast(&mut none()).unwrap();
    assert_eq!((again.fatigue(), again.consumed()), (1, false));
}

#[test]
fn enhancing_in_safety_costs_nothing_more() {
    // rule: CH-magic.enhance
    let plain = Casting::new(book(Spell::Bless, 2))
        .cast(&mut none())
        .unwrap();
    let enhanced = Casting::new(book(Spell::Bless, 2))
        .enhanced(true)
        .cast(&mut none())
        .unwrap();
    assert!(enhanced.is_enhanced() && !plain.is_enhanced());
    assert_eq!(enhanced.fatigue(), plain.fatigue());
    assert!(enhanced.dice().is_empty());
}

#[test]
fn in_danger_a_failed_wil_save_is_a_mishap() {
    // rule: CH-magic.danger-save
    let wil = Save::new(9).unwrap();
    let casting = Casting::new(book(Spell::Fireball, 3)).in_danger(wil);
    let passed = casting.cast(&mut SuppliedFaces::new(&[9])).unwrap();
    assert!(!passed.mishap());
    let failed = casting.cast(&mut SuppliedFaces::new(&[10])).unwrap();
    assert!(failed.mishap());
    assert_eq!(failed.fatigue(), 1);
    assert_eq!(failed.dice().len(), 1);
    // Exact odds: fail on 10..=20, 11 in 20.
    assert_eq!(
        casting.odds().probability(&PassFail::Fail),
        Some(frac(11, 20))
    );
    // In safety nothing is rolled.
    let safe = Casting::new(book(Spell::Fireball, 3));
    assert_eq!(safe.odds().probability(&PassFail::Pass), Some(frac(1, 1)));
    assert!(safe.cast(&mut none()).unwrap().danger_save().is_none());
}

#[test]
fn scrolls_cause_no_fatigue_and_vanish() {
    // rule: CH-magic.scroll
    let cast = Casting::new(scroll(Spell::Knock, 1))
        .cast(&mut none())
        .unwrap();
    assert_eq!((cast.fatigue(), cast.consumed()), (0, true));
    // Interrupted, the scroll is still gone.
    let mut cast = Casting::new(scroll(Spell::Fireball, 3))
        .cast(&mut none())
        .unwrap();
    let hit = cast
        .hit_while_casting(Save::new(8).unwrap(), &mut SuppliedFaces::new(&[15]))
        .unwrap();
    assert!(hit.lost() && cast.lost() && cast.consumed());
}

#[test]
fn a_spell_is_cast_in_phase_one_and_acts_in_phase_five() {
    // rule: CH-magic.cast-time
    assert_eq!((CAST_PHASE, EFFECT_PHASE), (1, 5));
    // D6: cast from a spellbook at level 3, hit in phase 2, WIL save fails:
    // the spell is lost and the fatigue stays.
    let mut cast = Casting::new(book(Spell::Fireball, 3))
        .cast(&mut none())
        .unwrap();
    assert!(cast.takes_effect());
    cast.hit_while_casting(Save::new(10).unwrap(), &mut SuppliedFaces::new(&[14]))
        .unwrap();
    assert!(!cast.takes_effect());
    assert_eq!(cast.fatigue(), 1);
    let mut kept = Casting::new(book(Spell::Fireball, 3))
        .cast(&mut none())
        .unwrap();
    kept.hit_while_casting(Save::new(10).unwrap(), &mut SuppliedFaces::new(&[10]))
        .unwrap();
    assert!(kept.takes_effect());
}

#[test]
fn no_casting_while_encumbered() {
    // rule: CH-magic.encumbered
    let casting = Casting::new(scroll(Spell::Knock, 1)).encumbered(true);
    assert_eq!(casting.cast(&mut none()), Err(Error::Encumbered));
    assert!(casting.encumbered(false).cast(&mut none()).is_ok());
}

#[test]
fn effects_last_ten_minutes_per_level_by_default() {
    // rule: CH-magic.duration
    for l in 1..=9 {
        assert_eq!(default_duration_minutes(level(l)), 10 * l);
        assert_eq!(
            Spell::Bless.effect(level(l)).lasting,
            Lasting::Minutes(10 * l)
        );
    }
    assert_eq!(default_duration_minutes(level(3)), 30);
}

#[test]
fn a_counterspell_protects_one_person_per_level() {
    // rule: CH-magic.counterspell
    let from_book = Counterspell::new(book(Spell::Sleep, 2));
    assert_eq!(from_book.protected(), 2);
    assert_eq!(from_book.spells_stopped(), 1);
    assert_eq!((from_book.fatigue(), from_book.consumed()), (1, false));
    let from_scroll = Counterspell::new(scroll(Spell::Sleep, 2));
    assert_eq!((from_scroll.fatigue(), from_scroll.consumed()), (0, true));
}

#[test]
fn spell_levels_run_one_to_nine_and_travel_with_the_book() {
    // rule: CH-magic.level
    assert!(SpellLevel::new(0).is_err());
    assert!(SpellLevel::new(10).is_err());
    assert!(SpellLevel::new(12).is_err());
    assert_eq!(book(Spell::Scry, 7).level().get(), 7);
    let cast = Casting::new(book(Spell::Scry, 7))
        .cast(&mut none())
        .unwrap();
    assert_eq!(cast.effect().range_miles, Some(70));
}

#[test]
fn casting_replays_from_its_faces() {
    let casting = Casting::new(book(Spell::Charm, 1)).in_danger(Save::new(11).unwrap());
    let mut rng = crate::common::rng();
    for _ in 0..50 {
        let cast = casting.cast(&mut rng).unwrap();
        let faces: Vec<u32> = cast.dice().iter().map(|d| d.face).collect();
        assert_eq!(casting.cast(&mut SuppliedFaces::new(&faces)).unwrap(), cast);
        let save = cast.danger_save().unwrap();
        assert_eq!(save.band(), PassFail::from_bool(!cast.mishap()));
    }
    let _ = Save::new(11).unwrap().odds();
}

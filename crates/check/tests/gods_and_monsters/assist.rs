//! Assistance.

use osr_check::gods_and_monsters::*;
use osr_check::{Check, PassFail, Resolved};
use osr_core::SuppliedFaces;

use super::{band, pass_by_counting};
use crate::common::{assert_agrees_with_sampling, frac};

#[test]
fn the_herbalist_tends_three_patients() {
    // rule: GM-dice.assist
    // Wisdom 15, Healing Craft +2, three patients (obstacle size 3, -1):
    // 16 or less.
    let herbalist = Assistance::new(Roll::new(15).unwrap(), FieldBonus::new(2).unwrap())
        .unwrap()
        .for_people(3)
        .unwrap();
    assert_eq!(herbalist.assistant_roll().target(), 16);
    assert_eq!(herbalist.modifier(), -1);
    assert_eq!(herbalist.people(), 3);
    assert_eq!(
        herbalist.odds().probability(&PassFail::Pass),
        Some(frac(16, 20))
    );
    assert_eq!(band(&herbalist, &[17]), PassFail::Fail);

    let tended = herbalist.roll(&mut SuppliedFaces::new(&[16])).unwrap();
    assert_eq!(tended.band(), PassFail::Pass);
    let lent = tended.lent().expect("succeeded");
    assert_eq!(lent.bonus().get(), 2);
    // Each patient gets +2 on that night's health roll.
    for health in [10, 11, 7] {
        let night = lent.assist(Roll::new(health).unwrap()).unwrap();
        assert_eq!(night.target(), health + 2);
        assert_eq!(night.lent(), FieldBonus::new(2).unwrap());
        assert_eq!(
            night.odds().probability(&PassFail::Pass),
            Some(pass_by_counting(health + 2))
        );
    }
    assert!(!tended.weapon_contest_damage());

    // The number of people reads down the obstacle table.
    let alone = Assistance::new(Roll::new(15).unwrap(), FieldBonus::new(2).unwrap()).unwrap();
    for (people, penalty) in [(1, 0), (2, 1), (3, 1), (4, 2), (7, 2), (8, 3), (1024, 10)] {
        let helping = alone.for_people(people).unwrap();
        assert_eq!(helping.modifier(), -penalty, "{people} people");
        assert_eq!(helping.assistant_roll().target(), 17 - penalty);
    }
    assert_eq!(
        alone.for_people(0).unwrap_err().to_string(),
        "people assisted must be in 1..=4294967295, got 0"
    );
}

#[test]
fn the_speechwriters_bonus_replaces_the_politicians() {
    // rule: GM-dice.assist
    // Political Science +1 of one's own; the speechwriter's Writing Craft
    // +3 in its place.
    let speechwriter =
        Assistance::new(Roll::new(12).unwrap(), FieldBonus::new(3).unwrap()).unwrap();
    assert_eq!(speechwriter.assistant_roll().target(), 15);
    let speech = speechwriter.roll(&mut SuppliedFaces::new(&[15])).unwrap();
    let oration = Roll::new(10).unwrap();
    let alone = oration
        .with_field_bonus(FieldBonus::new(1).unwrap())
        .unwrap();
    let assisted = speech.lent().unwrap().assist(oration).unwrap();
    assert_eq!((alone.target(), assisted.target()), (11, 13));
    assert_eq!(assisted.base(), oration);
    assert_eq!(assisted.effective_roll().modifier(), 3);
    // Rolled like any check.
    assert_eq!(band(&assisted, &[13]), PassFail::Pass);
    let rolled = assisted.roll(&mut SuppliedFaces::new(&[14])).unwrap();
    assert_eq!(rolled.missed_by(), Some(1));
    // A failed speech lends nothing.
    let failed = speechwriter.roll(&mut SuppliedFaces::new(&[16])).unwrap();
    assert_eq!((failed.lent(), failed.save().missed_by()), (None, Some(1)));
}

#[test]
fn one_field_bonus_assists_a_roll() {
    // rule: GM-dice.assist.limits
    let lend = |bonus| {
        Assistance::new(Roll::new(20).unwrap(), FieldBonus::new(bonus).unwrap())
            .unwrap()
            .roll(&mut SuppliedFaces::new(&[1]))
            .unwrap()
            .lent()
            .unwrap()
    };
    // An assisted roll takes no second lent bonus (no method does it);
    // lending again to its base replaces the first, it does not stack.
    let first = lend(2).assist(Roll::new(8).unwrap()).unwrap();
    let second = lend(3).assist(first.base()).unwrap();
    assert_eq!((first.target(), second.target()), (10, 11));

    // Surgery fails: the patient takes weapon-contest damage.
    let surgeon = Assistance::new(Roll::new(12).unwrap(), FieldBonus::new(2).unwrap())
        .unwrap()
        .with_weapon(true);
    assert!(surgeon.weapon());
    let failed = surgeon.roll(&mut SuppliedFaces::new(&[15])).unwrap();
    assert!(failed.weapon_contest_damage());
    let succeeded = surgeon.roll(&mut SuppliedFaces::new(&[14])).unwrap();
    assert!(!succeeded.weapon_contest_damage());
    // Failing without a weapon hurts nobody.
    let herbs = surgeon.with_weapon(false);
    assert!(
        !herbs
            .roll(&mut SuppliedFaces::new(&[15]))
            .unwrap()
            .weapon_contest_damage()
    );
}

#[test]
fn assistance_agrees_with_sampling() {
    for (ability, bonus, people) in [(15, 2, 3), (12, 3, 1), (8, 0, 20), (18, 20, 1)] {
        let assistance =
            Assistance::new(Roll::new(ability).unwrap(), FieldBonus::new(bonus).unwrap())
                .unwrap()
                .for_people(people)
                .unwrap()
                .with_weapon(true);
        assert_agrees_with_sampling(&assistance, 5_000);
        let lent = Assistance::new(Roll::new(20).unwrap(), FieldBonus::new(bonus).unwrap())
            .unwrap()
            .roll(&mut SuppliedFaces::new(&[1]))
            .unwrap()
            .lent()
            .unwrap();
        assert_agrees_with_sampling(&lent.assist(Roll::new(ability).unwrap()).unwrap(), 5_000);
    }
}

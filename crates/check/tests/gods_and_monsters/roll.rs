//! The roll under a score, its modifiers and field bonuses.

use osr_check::gods_and_monsters::*;
use osr_check::{Check, Error, PassFail};
use osr_core::SuppliedFaces;

use super::{band, pass_by_counting};
use crate::common::{assert_agrees_with_sampling, frac};

#[test]
fn roll_passes_at_or_under_the_target() {
    // rule: GM-dice.roll-under
    // Toromeen's perception 4: 4 succeeds, 5 fails.
    let perception = Roll::new(4).unwrap();
    assert_eq!(band(&perception, &[4]), PassFail::Pass);
    assert_eq!(band(&perception, &[5]), PassFail::Fail);
    assert_eq!(
        perception.odds().probability(&PassFail::Pass),
        Some(frac(4, 20))
    );

    // No natural 1 or 20: a target of 20 or more cannot fail, one below 1
    // cannot succeed.
    assert_eq!(band(&Roll::new(20).unwrap(), &[20]), PassFail::Pass);
    assert_eq!(band(&Roll::new(0).unwrap(), &[1]), PassFail::Fail);
    for target in -25..=45 {
        let roll = Roll::new(target.clamp(-20, 60))
            .unwrap()
            .with_modifier(target - target.clamp(-20, 60))
            .unwrap();
        assert_eq!(roll.target(), target);
        assert_eq!(
            roll.odds().probability(&PassFail::Pass),
            Some(pass_by_counting(target)),
            "target {target}"
        );
    }
}

#[test]
fn every_roll_agrees_with_sampling() {
    for (score, modifier) in [
        (4, 0),
        (10, 0),
        (15, 2),
        (3, -5),
        (18, 4),
        (60, 0),
        (-20, 0),
    ] {
        let roll = Roll::new(score).unwrap().with_modifier(modifier).unwrap();
        assert_agrees_with_sampling(&roll, 5_000);
    }
}

#[test]
fn failed_rolls_tell_the_miss_for_a_mojo_bid() {
    // rule: GM-dice.roll-under, GM-core.margin
    // Target 9, roll 13: missed by 4, what a mojo bid must cover.
    let roll = Roll::new(9).unwrap();
    let missed = roll.roll(&mut SuppliedFaces::new(&[13])).unwrap();
    assert_eq!((missed.passed(), missed.missed_by()), (false, Some(4)));
    assert_eq!(missed.made_by(), None);
    // Target 13, roll 9: made by 4.
    let made = Roll::new(13)
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[9]))
        .unwrap();
    assert_eq!((made.made_by(), made.missed_by()), (Some(4), None));
    // Made exactly: by 0.
    let exact = roll.roll(&mut SuppliedFaces::new(&[9])).unwrap();
    assert_eq!(exact.made_by(), Some(0));
    // The margin of every face, against the target.
    for face in 1..=20 {
        let outcome = roll.roll(&mut SuppliedFaces::new(&[face])).unwrap();
        let expected = (face > 9).then(|| face - 9);
        assert_eq!(outcome.missed_by(), expected, "face {face}");
    }
}

#[test]
fn situational_modifiers_add_up() {
    // rule: GM-dice.modifiers
    // Noisy goblins: the referee gives Toromeen (perception 4) a bonus.
    let noticing = Roll::new(4).unwrap().adjusted(2).unwrap();
    assert_eq!((noticing.modifier(), noticing.target()), (2, 6));
    assert_eq!(band(&noticing, &[6]), PassFail::Pass);
    // Bonuses and penalties accumulate; with_modifier replaces them all.
    let both = noticing.adjusted(-3).unwrap();
    assert_eq!(both.target(), 3);
    assert_eq!(both.with_modifier(1).unwrap().target(), 5);
    assert_eq!(
        Roll::new(10).unwrap().adjusted(101),
        Err(Error::Core(osr_core::Error::OutOfRange {
            what: "modifier",
            value: 101,
            min: -100,
            max: 100
        }))
    );
    // The sum is checked, not each step: no overflow on hostile input.
    assert_eq!(
        Roll::new(10)
            .unwrap()
            .adjusted(Modifier::MAX)
            .unwrap()
            .adjusted(i32::MAX)
            .unwrap_err()
            .to_string(),
        format!(
            "modifier must be in -100..=100, got {}",
            100 + i64::from(i32::MAX)
        )
    );
    assert_eq!(
        Roll::new(61).unwrap_err().to_string(),
        "score must be in -20..=60, got 61"
    );
}

#[test]
fn a_skill_adds_its_fields_bonus() {
    // rule: GM-dice.skill-applies
    // Reason 6, History +1 with a relevant skill: roll 7 or less.
    let recall = Roll::new(6)
        .unwrap()
        .with_field_bonus(FieldBonus::new(1).unwrap())
        .unwrap();
    assert_eq!(recall.target(), 7);
    assert_eq!(band(&recall, &[7]), PassFail::Pass);
    assert_eq!(
        recall.odds().probability(&PassFail::Pass),
        Some(frac(7, 20))
    );
    assert_eq!(FieldBonus::ZERO.get(), 0);
    assert_eq!(
        FieldBonus::new(21),
        Err(Error::Core(osr_core::Error::OutOfRange {
            what: "field bonus",
            value: 21,
            min: 0,
            max: 20
        }))
    );
    assert_eq!(
        FieldBonus::new(-1).unwrap_err().to_string(),
        "field bonus must be in 0..=20, got -1"
    );
}

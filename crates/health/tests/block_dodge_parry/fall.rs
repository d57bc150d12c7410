//! Block, Dodge, Parry's fall from a great height.

use osr_check::Check;
use osr_check::block_dodge_parry::Ability;
use osr_core::SuppliedFaces;
use osr_dice::{Budget, Limits, compile};
use osr_health::block_dodge_parry::{Area, Critical, CriticalDamageSave, Fall, Injury, Loss};

use crate::common::{assert_agrees_with_sampling, band, frac};

#[test]
fn a_fall_of_two_floors() {
    // rule: BDP-1.7.1.fall, BDP-dice.notation, BDP-1.7.3.cds, BDP-1.7.3.str
    let fall = Fall::new(2).unwrap();
    let damage = fall
        .roll(&mut SuppliedFaces::new(&[3, 8]))
        .unwrap()
        .damage();
    assert_eq!(damage, 11);
    let strength = 14 - i32::try_from(damage).unwrap();
    assert_eq!(strength, 3);
    let cds = CriticalDamageSave::new(Ability::Str, strength).unwrap();
    assert_eq!(band(&cds, &[2]), Critical::Unharmed);
    // A 5 fails: the d10 shows 4, the torso, and the d4 takes 2 more STR.
    let outcome = cds.roll(&mut SuppliedFaces::new(&[5, 4, 2])).unwrap();
    assert_eq!(outcome.critical(), Critical::Injured(Injury::Torso));
    assert_eq!(
        outcome.loss(),
        Some(Loss {
            ability: Ability::Str,
            amount: 2
        })
    );
    assert_eq!(outcome.severe_wound(), Some(Area::Torso));
    // A 3 on that d4 takes STR to 0: death.
    let outcome = cds.roll(&mut SuppliedFaces::new(&[5, 4, 3])).unwrap();
    assert_eq!(outcome.critical(), Critical::Dead);
}

#[test]
fn a_d10_per_floor() {
    // rule: BDP-dice.notation, BDP-1.7.1.fall
    for floors in [1, 2, 3, 7] {
        let fall = Fall::new(floors).unwrap();
        let dist = compile(&fall.notation(), &Limits::default())
            .unwrap()
            .distribution(&Budget::default())
            .unwrap();
        let odds = fall.odds();
        assert_eq!(odds.bands().len(), dist.len());
        for (total, p) in odds.bands() {
            assert_eq!(&dist.probability(i64::from(*total)), p, "{floors} floors");
        }
        assert_agrees_with_sampling(&fall, 5_000);
    }
    assert_eq!(
        Fall::new(1).unwrap().odds().probability(&10),
        Some(frac(1, 10))
    );
    assert_eq!(
        Fall::new(0).unwrap_err().to_string(),
        "floors must be in 1..=100, got 0"
    );
    assert!(Fall::new(101).is_err());
    assert_eq!(Fall::new(100).unwrap().floors(), 100);
}

#[cfg(feature = "serde")]
#[test]
fn falls_and_small_dice_name_their_band_and_refuse_forgeries() {
    use osr_check::Error;
    use osr_health::block_dodge_parry::FallRoll;

    let roll = Fall::new(2)
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[3, 8]))
        .unwrap();
    let json = serde_json::to_string(&roll).unwrap();
    assert_eq!(
        json,
        r#"{"band":11,"dice":[{"sides":10,"face":3,"fate":"counted"},{"sides":10,"face":8,"fate":"counted"}]}"#
    );
    assert_eq!(serde_json::from_str::<FallRoll>(&json).unwrap(), roll);
    let forged = [
        (json.replace(r#""band":11"#, r#""band":12"#), "the damage"),
        (
            json.replace(r#""sides":10,"face":3"#, r#""sides":12,"face":3"#),
            "the dice of a fall",
        ),
        (r#"{"band":0,"dice":[]}"#.to_owned(), "the dice of a fall"),
    ];
    for (text, what) in forged {
        let err = serde_json::from_str::<FallRoll>(&text).unwrap_err();
        let expected = Error::Inconsistent { what }.to_string();
        assert!(err.to_string().contains(&expected), "{text}: {err}");
    }
}

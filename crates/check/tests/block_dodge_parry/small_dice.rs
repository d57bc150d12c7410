//! Block, Dodge, Parry's small dice and falls.

use osr_check::Check;
use osr_check::block_dodge_parry::{
    Ability, Area, Critical, CriticalDamageSave, Fall, Injury, Loss, SmallDie,
};
use osr_core::SuppliedFaces;
use osr_dice::{Budget, Limits, compile};

use super::band;
use crate::common::{assert_agrees_with_sampling, frac};

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
fn small_dice_read_a_d6() {
    // rule: BDP-dice.notation
    let d3: Vec<u32> = (1..=6).map(|f| band(&SmallDie::D3, &[f])).collect();
    assert_eq!(d3, [1, 1, 2, 2, 3, 3]);
    let d2: Vec<u32> = (1..=6).map(|f| band(&SmallDie::D2, &[f])).collect();
    assert_eq!(d2, [1, 1, 1, 2, 2, 2]);
    assert_eq!(SmallDie::D3.sides(), 3);
    assert_eq!(SmallDie::D3.from_d6(0), None);
    for (die, notation) in [(SmallDie::D2, "1d2"), (SmallDie::D3, "1d3")] {
        let dist = compile(notation, &Limits::default())
            .unwrap()
            .distribution(&Budget::default())
            .unwrap();
        let odds = die.odds();
        assert_eq!(odds.bands().len(), usize::try_from(die.sides()).unwrap());
        for (value, p) in odds.bands() {
            assert_eq!(&dist.probability(i64::from(*value)), p);
        }
        assert_agrees_with_sampling(&die, 10_000);
    }
    // Faces that are not on a d6 are refused.
    assert!(SmallDie::D3.roll(&mut SuppliedFaces::new(&[7])).is_err());
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
    use osr_check::block_dodge_parry::FallRoll;

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

    let small = SmallDie::D3.roll(&mut SuppliedFaces::new(&[4])).unwrap();
    let json = serde_json::to_string(&small).unwrap();
    assert_eq!(
        json,
        r#"{"band":2,"dice":[{"sides":6,"face":4,"fate":"counted"}]}"#
    );
    assert_eq!(
        SmallDie::D3.verify(&serde_json::from_str(&json).unwrap()),
        Ok(())
    );
    let forged = json.replace(r#""band":2"#, r#""band":3"#);
    assert_eq!(
        SmallDie::D3.verify(&serde_json::from_str(&forged).unwrap()),
        Err(Error::Forged)
    );
}

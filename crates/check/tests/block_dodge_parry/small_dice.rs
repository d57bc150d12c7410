//! Block, Dodge, Parry's small dice.

use osr_check::Check;
use osr_check::block_dodge_parry::SmallDie;
use osr_core::SuppliedFaces;
use osr_dice::{Budget, Limits, compile};

use super::band;
use crate::common::assert_agrees_with_sampling;

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

#[cfg(feature = "serde")]
#[test]
fn small_dice_name_their_band_and_refuse_forgeries() {
    use osr_check::Error;

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

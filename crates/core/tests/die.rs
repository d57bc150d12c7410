//! Dice and pools: side and count limits and their messages.

use osr_core::{Dice, Die, Error, SuppliedFaces};

#[test]
fn zero_sides_is_an_error() {
    assert_eq!(Die::new(0), Err(Error::ZeroSides));
    assert_eq!(
        Error::ZeroSides.to_string(),
        "a die needs at least 1 side, got 0"
    );
}

#[test]
fn largest_die_is_accepted() {
    let die = Die::new(u32::MAX).unwrap();
    assert_eq!(die.sides(), u32::MAX);
    assert!(die.has_face(u32::MAX));
    assert!(!die.has_face(0));
}

#[test]
fn pool_count_limits() {
    assert_eq!(
        Dice::new(0, Die::D6),
        Err(Error::DiceCount {
            count: 0,
            max: 10_000
        })
    );
    assert_eq!(
        Dice::new(10_001, Die::D6).unwrap_err().to_string(),
        "a pool needs 1..=10000 dice, got 10001"
    );
    let biggest = Dice::new(10_000, Die::new(u32::MAX).unwrap()).unwrap();
    assert_eq!(biggest.max(), 10_000 * u64::from(u32::MAX));
}

#[test]
fn pool_display_and_roll() {
    assert_eq!(Dice::new(2, Die::D8).unwrap().to_string(), "2d8");
    assert_eq!(Dice::one(Die::D1).to_string(), "1");
    assert_eq!(Dice::new(3, Die::D1).unwrap().to_string(), "3");
    assert_eq!(Dice::one(Die::D10).to_string(), "d10");
    let pool = Dice::new(4, Die::D6).unwrap();
    let mut faces = SuppliedFaces::new(&[2, 5, 3]);
    assert_eq!(
        pool.roll(&mut faces),
        Err(Error::FacesExhausted {
            sides: 6,
            position: 3
        })
    );
}

//! Every error message of osr-core, pinned.
//!
//! Messages are lowercase, without a trailing period, and name the offending
//! value; changing one is a visible change for users who show them.

use insta::assert_snapshot;
use osr_core::{DamageStep, Dice, Die, Error, FaceSource, StepDie, SuppliedFaces, UsageDie};

#[test]
fn zero_sides() {
    assert_snapshot!(Die::new(0).unwrap_err(), @"a die needs at least 1 side, got 0");
}

#[test]
fn dice_count() {
    assert_snapshot!(Dice::new(0, Die::D6).unwrap_err(), @"a pool needs 1..=10000 dice, got 0");
    assert_snapshot!(Dice::new(20_000, Die::D6).unwrap_err(), @"a pool needs 1..=10000 dice, got 20000");
}

#[test]
fn face_out_of_range() {
    let mut faces = SuppliedFaces::new(&[3, 21]);
    faces.next_face(Die::D4).unwrap();
    assert_snapshot!(faces.next_face(Die::D20).unwrap_err(), @"supplied face 21 at position 1 is not on a d20 (1..=20)");
}

#[test]
fn faces_exhausted() {
    let mut faces = SuppliedFaces::new(&[5, 5, 5]);
    let err = Dice::new(4, Die::D6).unwrap().roll(&mut faces).unwrap_err();
    assert_snapshot!(err, @"supplied faces ran out: a d6 needed a face at position 3, but only 3 were supplied");
    let mut one = SuppliedFaces::new(&[5]);
    one.next_face(Die::D6).unwrap();
    assert_snapshot!(one.next_face(Die::D8).unwrap_err(), @"supplied faces ran out: a d8 needed a face at position 1, but only 1 was supplied");
    let mut none = SuppliedFaces::new(&[]);
    assert_snapshot!(none.next_face(Die::D8).unwrap_err(), @"supplied faces ran out: a d8 needed a face at position 0, but none were supplied");
}

#[test]
fn not_dice() {
    assert_snapshot!("3x6".parse::<Dice>().unwrap_err(), @"not dice such as 3d6, d8 or 2: unexpected text at byte 1");
    assert_snapshot!("d".parse::<Die>().unwrap_err(), @"not dice such as 3d6, d8 or 2: unexpected text at byte 1");
    assert_snapshot!("99999999999d6".parse::<Dice>().unwrap_err(), @"not dice such as 3d6, d8 or 2: unexpected text at byte 9");
}

#[test]
fn kinds_are_stable_keys() {
    let mut none = SuppliedFaces::new(&[]);
    let mut off = SuppliedFaces::new(&[9]);
    let cases = [
        (Die::new(0).unwrap_err(), "zero_sides"),
        (Dice::new(0, Die::D6).unwrap_err(), "dice_count"),
        (off.next_face(Die::D6).unwrap_err(), "face_out_of_range"),
        (none.next_face(Die::D6).unwrap_err(), "faces_exhausted"),
        (StepDie::try_from(Die::D20).unwrap_err(), "not_on_ladder"),
        (
            Error::check_range("skill", 200, 0, 100).unwrap_err(),
            "out_of_range",
        ),
    ];
    for (err, kind) in cases {
        assert_eq!(err.kind(), kind, "{err}");
    }
}

#[cfg(feature = "serde")]
#[test]
fn errors_serialize_as_kind_and_message() {
    let mut faces = SuppliedFaces::new(&[7]);
    let err = faces.next_face(Die::D6).unwrap_err();
    assert_snapshot!(serde_json::to_string(&err).unwrap(), @"{\"kind\":\"face_out_of_range\",\"message\":\"supplied face 7 at position 0 is not on a d6 (1..=6)\"}");
}

#[test]
fn not_on_ladder() {
    assert_snapshot!(StepDie::try_from(Die::D20).unwrap_err(), @"d20 is not on the d4..d12 die ladder");
    assert_snapshot!(UsageDie::try_from(Die::D12).unwrap_err(), @"d12 is not on the usage die ladder");
}

#[test]
fn out_of_range() {
    assert_snapshot!(DamageStep::new(0).unwrap().shifted(-2).unwrap_err(), @"damage step must be in 0..=10005, got -2");
    assert_snapshot!(Error::check_range("morale score", 13, 2, 12).unwrap_err(), @"morale score must be in 2..=12, got 13");
}

#[test]
fn empty_usage_die() {
    assert_snapshot!(UsageDie::Empty.after(1).unwrap_err(), @"an empty usage die cannot be rolled");
}

//! Supplied faces and recording sources: positions, exhaustion and the
//! errors they report.

use osr_core::{Die, Error, FaceSource, Recording, SuppliedFaces};

#[test]
fn zero_is_never_a_face() {
    let mut faces = SuppliedFaces::new(&[0]);
    let err = faces.next_face(Die::D6).unwrap_err();
    assert_eq!(
        err,
        Error::FaceOutOfRange {
            face: 0,
            sides: 6,
            position: 0
        }
    );
    assert_eq!(
        err.to_string(),
        "supplied face 0 at position 0 is not on a d6 (1..=6)"
    );
    assert_eq!(faces.position(), 0);
}

#[test]
fn empty_sequence_is_exhausted_at_once() {
    let mut faces = SuppliedFaces::new(&[]);
    assert!(faces.is_exhausted());
    assert_eq!(
        faces.next_face(Die::D1).unwrap_err().to_string(),
        "supplied faces ran out: a d1 needed a face at position 0, but none were supplied"
    );
}

#[test]
fn d1_consumes_a_face() {
    let mut faces = SuppliedFaces::new(&[1, 2]);
    assert_eq!(faces.next_face(Die::D1), Ok(1));
    assert_eq!(
        faces.next_face(Die::D1),
        Err(Error::FaceOutOfRange {
            face: 2,
            sides: 1,
            position: 1
        })
    );
}

#[test]
fn recording_reports_faces_and_not_failures() {
    let mut seen = std::vec::Vec::new();
    let mut faces = SuppliedFaces::new(&[2, 7]);
    let mut recording = Recording::new(&mut faces, |die: Die, face| seen.push((die.sides(), face)));
    assert_eq!(recording.next_face(Die::D4), Ok(2));
    assert!(recording.next_face(Die::D6).is_err());
    assert_eq!(seen, [(4, 2)]);
}

#[test]
fn sources_work_through_references_and_trait_objects() {
    let mut faces = SuppliedFaces::new(&[5, 4]);
    let dynamic: &mut dyn FaceSource = &mut faces;
    assert_eq!(Die::D6.roll(dynamic), Ok(5));
    assert_eq!(Die::D6.roll(&mut faces), Ok(4));
    assert!(faces.is_exhausted());
}

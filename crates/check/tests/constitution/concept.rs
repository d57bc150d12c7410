//! `constitution::concept`: a reused concept (TC-4.8.concept).

use osr_check::Check;
use osr_check::constitution::{ConceptVerdict, Rerolls, ReusedConcept};

use super::{band, roll};
use crate::common::{assert_agrees_with_sampling, frac};

#[test]
fn a_reused_concept_needs_a_one_on_a_d6() {
    // rule: TC-4.8.concept
    assert_eq!(band(&ReusedConcept, &[1]), ConceptVerdict::Allowed);
    for face in 2..=6 {
        assert_eq!(band(&ReusedConcept, &[face]), ConceptVerdict::Refused);
    }
    assert_eq!(
        ReusedConcept.odds().probability(&ConceptVerdict::Allowed),
        Some(frac(1, 6))
    );
    assert!(!Rerolls::applies_to(&roll(&ReusedConcept, &[3])));
}

#[test]
fn reused_concepts_agree_with_sampling() {
    assert_agrees_with_sampling(&ReusedConcept, 20_000);
}

#[cfg(feature = "serde")]
#[test]
fn reused_concept_rolls_as_json() {
    let concept: ReusedConcept = serde_json::from_str("null").unwrap();
    assert_eq!(concept, ReusedConcept);
    let outcome = roll(&ReusedConcept, &[1]);
    let json = serde_json::to_string(&outcome).unwrap();
    assert_eq!(
        json,
        r#"{"band":"allowed","dice":[{"sides":6,"face":1,"fate":"counted"}]}"#
    );
    assert_eq!(
        ReusedConcept.verify(&serde_json::from_str(&json).unwrap()),
        Ok(())
    );
    let forged = serde_json::from_str(&json.replace(r#""face":1"#, r#""face":2"#)).unwrap();
    assert_eq!(ReusedConcept.verify(&forged), Err(osr_check::Error::Forged));
}

//! `constitution::concept`: a reused concept (TC-4.8.concept).

use osr_check::Check;
use osr_check::constitution::{Concept, Rerolls, ReusedConcept};

use super::{band, roll};
use crate::common::{assert_agrees_with_sampling, frac};

#[test]
fn a_reused_concept_needs_a_one_on_a_d6() {
    // rule: TC-4.8.concept
    assert_eq!(band(&ReusedConcept, &[1]), Concept::Allowed);
    for face in 2..=6 {
        assert_eq!(band(&ReusedConcept, &[face]), Concept::Refused);
    }
    assert_eq!(
        ReusedConcept.odds().probability(&Concept::Allowed),
        Some(frac(1, 6))
    );
    assert!(!Rerolls::applies_to(&roll(&ReusedConcept, &[3])));
    assert_agrees_with_sampling(&ReusedConcept, 20_000);
}

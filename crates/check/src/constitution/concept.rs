//! The roll for a reused character concept (TC-4.8.concept).

use osr_core::FaceSource;

use crate::{Check, Error, Odds, Outcome, Resolved, Table};

/// Whether a reused non-standard character concept is allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
// Named apart from the sheet's character concept in shared schemas.
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "ConceptVerdict")
)]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Concept {
    /// Not this time.
    Refused,
    /// The concept may be played.
    Allowed,
}

const CONCEPT_TABLE: Table<Concept, 6> = Table::new([
    Concept::Allowed,
    Concept::Refused,
    Concept::Refused,
    Concept::Refused,
    Concept::Refused,
    Concept::Refused,
]);

/// The roll for a non-standard character concept that has been played
/// before (TC-4.8.concept): allowed only on a d6 roll of 1. It takes no
/// inputs; its outcome is an [`Outcome<Concept>`](Outcome), serialized as
/// `{"band": "allowed", "dice": [...]}`.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::constitution::{Concept, ReusedConcept};
///
/// let roll = ReusedConcept.roll(&mut SuppliedFaces::new(&[1]))?;
/// assert_eq!(roll.band(), Concept::Allowed);
/// let sixth = BigRational::new(1.into(), 6.into());
/// assert_eq!(ReusedConcept.odds().probability(&Concept::Allowed), Some(sixth));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ReusedConcept;

impl Check for ReusedConcept {
    type Band = Concept;
    type Outcome = Outcome<Concept>;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<Outcome<Concept>, Error> {
        let roll = CONCEPT_TABLE.roll(source)?;
        Ok(Outcome::new(roll.band(), roll.dice().to_vec()))
    }

    fn odds(&self) -> Odds<Concept> {
        CONCEPT_TABLE.odds()
    }
}

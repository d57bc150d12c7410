//! The roll for a reused character concept (TC-4.8.concept).

use osr_core::FaceSource;

use crate::{Check, Error, Odds, Outcome, Resolved, Table};

/// Whether a reused non-standard character concept is allowed: the verdict
/// of the d6 (osr-sheet's `Concept` is the concept itself).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum ConceptVerdict {
    /// Not this time.
    Refused,
    /// The concept may be played.
    Allowed,
}

const CONCEPT_TABLE: Table<ConceptVerdict, 6> = Table::new([
    ConceptVerdict::Allowed,
    ConceptVerdict::Refused,
    ConceptVerdict::Refused,
    ConceptVerdict::Refused,
    ConceptVerdict::Refused,
    ConceptVerdict::Refused,
]);

/// The roll for a non-standard character concept that has been played
/// before (TC-4.8.concept): allowed only on a d6 roll of 1. It takes no
/// inputs; its outcome is an [`Outcome<ConceptVerdict>`](Outcome), serialized as
/// `{"band": "allowed", "dice": [...]}`.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::constitution::{ConceptVerdict, ReusedConcept};
///
/// let roll = ReusedConcept.roll(&mut SuppliedFaces::new(&[1]))?;
/// assert_eq!(roll.band(), ConceptVerdict::Allowed);
/// let sixth = BigRational::new(1.into(), 6.into());
/// assert_eq!(ReusedConcept.odds().probability(&ConceptVerdict::Allowed), Some(sixth));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ReusedConcept;

impl Check for ReusedConcept {
    type Band = ConceptVerdict;
    type Outcome = Outcome<ConceptVerdict>;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<Outcome<ConceptVerdict>, Error> {
        let roll = CONCEPT_TABLE.roll(source)?;
        Ok(Outcome::new(roll.band(), roll.dice().to_vec()))
    }

    fn odds(&self) -> Odds<ConceptVerdict> {
        CONCEPT_TABLE.odds()
    }
}

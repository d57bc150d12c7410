//! 3d6 Constitution checks against the catalog's numbers (catalog-TC.md,
//! `## dice`, and the degree vectors and scenarios of vectors-TC.md), and
//! their exact odds against independent enumerations and against sampling:
//! a module per module of `osr_check::constitution`.

use osr_check::constitution::{AbilityCheck, NaturalOne};
use osr_check::{Check, Resolved};
use osr_core::SuppliedFaces;

mod ability;
mod concept;
mod degrees;
mod haggle;
mod model;
mod morale;
mod rerolls;
mod skill;
mod spell;

pub(super) fn roll<C: Check>(check: &C, faces: &[u32]) -> C::Outcome {
    let mut source = SuppliedFaces::new(faces);
    let outcome = check.roll(&mut source).expect("rolls");
    assert!(source.is_exhausted(), "faces left over: {faces:?}");
    outcome
}

pub(super) fn band<C: Check>(check: &C, faces: &[u32]) -> C::Band {
    roll(check, faces).band()
}

pub(super) fn check(ability: i32, dc: i32) -> AbilityCheck {
    AbilityCheck::new(ability, dc).expect("in range")
}

pub(super) const POLICIES: [NaturalOne; 3] =
    [NaturalOne::Keep, NaturalOne::Ignore, NaturalOne::MinusFour];

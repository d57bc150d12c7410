//! 3d6 Constitution checks against the catalog's numbers (catalog-TC.md,
//! `## dice`, and the degree vectors and scenarios of vectors-TC.md), and
//! their exact odds against independent enumerations and against sampling:
//! a module per module of `osr_check::constitution`.

pub(super) use crate::common::{band, roll};
use osr_check::constitution::{AbilityCheck, NaturalOne};

mod ability;
mod concept;
mod degrees;
mod haggle;
mod model;
mod morale;
mod rerolls;
mod skill;
mod spell;

pub(super) fn check(ability: i32, dc: i32) -> AbilityCheck {
    AbilityCheck::new(ability, dc).expect("in range")
}

pub(super) const POLICIES: [NaturalOne; 3] =
    [NaturalOne::Keep, NaturalOne::Ignore, NaturalOne::MinusFour];

//! Missiles in a melee: where a shot into a melee strikes (TC-5.21), and
//! ranged attacks stored for later (TC-5.22).

use alloc::vec::Vec;

use num_rational::BigRational;
use osr_check::{Fate, Rolled, ratio};
use osr_core::{Die, FaceSource};

use super::{AimBonus, DamageDie};
use crate::Error;

/// Where an archer shoots into a melee from (TC-5.21).
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::Line;
///
/// assert_eq!((Line::BehindNearer.tenths(), Line::BehindFarther.tenths(), Line::Side.tenths()), (9, 1, 6));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionLine"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Line {
    /// From straight behind one of two with a clear facing, aiming at the
    /// nearer one: 9 in 10.
    BehindNearer,
    /// From straight behind, aiming at the farther one: 1 in 10.
    BehindFarther,
    /// From the side: 6 in 10.
    Side,
}

impl Line {
    /// The chance in tenths of hitting the chosen target, before aiming.
    #[must_use]
    pub const fn tenths(self) -> u32 {
        match self {
            Self::BehindNearer => 9,
            Self::BehindFarther => 1,
            Self::Side => 6,
        }
    }
}

/// Who a shot into melee strikes.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::constitution::{AimBonus, IntoMelee, Line, Struck};
///
/// let shot = IntoMelee::new(Line::Side, AimBonus::new(0)?);
/// assert_eq!(shot.roll(&mut SuppliedFaces::new(&[6]))?.0, Struck::Chosen);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionStruck"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Struck {
    /// The other one in the melee.
    Other,
    /// The chosen target.
    Chosen,
}

/// Shooting into a melee (TC-5.21): the line of fire and the tenths a
/// full round of aiming adds (at most 2); a chance past 10 in 10 is
/// certain.
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
/// use osr_core::SuppliedFaces;
/// use osr_combat::constitution::{AimBonus, IntoMelee, Line, Struck};
///
/// let aimed = IntoMelee::new(Line::Side, AimBonus::new(2)?);
/// assert_eq!(aimed.chance(), ratio(8, 10));
/// assert_eq!(aimed.roll(&mut SuppliedFaces::new(&[9]))?.0, Struck::Other);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionIntoMelee"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct IntoMelee {
    line: Line,
    aim: AimBonus,
}

impl IntoMelee {
    /// A shot along `line` with `aim` tenths of aiming.
    #[must_use]
    pub const fn new(line: Line, aim: AimBonus) -> Self {
        Self { line, aim }
    }

    /// The chance in tenths, at most 10.
    #[must_use]
    pub fn tenths(&self) -> u32 {
        (self.line.tenths() + self.aim.get()).min(10)
    }

    /// The exact chance of striking the chosen target.
    #[must_use]
    pub fn chance(&self) -> BigRational {
        ratio(self.tenths(), 10)
    }

    /// Rolls a d10: at most the tenths strikes the chosen target.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<(Struck, Rolled), Error> {
        let face = Die::D10.roll(source)?;
        let struck = if face <= self.tenths() {
            Struck::Chosen
        } else {
            Struck::Other
        };
        Ok((
            struck,
            Rolled {
                sides: 10,
                face,
                fate: Fate::Counted,
            },
        ))
    }
}

/// A successful ranged attack recorded without damage (TC-5.22).
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{DamageDie, StoredAttacks};
///
/// let mut stored = StoredAttacks::default();
/// stored.store(1, 9, DamageDie::D6);
/// assert_eq!(stored.attacks()[0].target, 9);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionStoredAttack"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct StoredAttack {
    /// Who shot.
    pub archer: u32,
    /// At whom.
    pub target: u32,
    /// The damage it will roll.
    pub damage: DamageDie,
}

/// The stored ranged attacks of a fight (TC-5.22): added when a successful
/// ranged attack is kept back, released (damage rolled) when the target
/// takes damage, lost when the archer loses track of the target.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::constitution::{DamageDie, StoredAttacks};
///
/// let mut stored = StoredAttacks::default();
/// stored.store(1, 9, DamageDie::D6);
/// stored.store(1, 9, DamageDie::D6);
/// assert_eq!(stored.release(1, 9, &mut SuppliedFaces::new(&[3, 4]))?, 7);
/// assert!(stored.is_empty());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionStoredAttacks"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct StoredAttacks {
    attacks: Vec<StoredAttack>,
}

impl StoredAttacks {
    /// Records a successful attack's damage for later.
    pub fn store(&mut self, archer: u32, target: u32, damage: DamageDie) {
        self.attacks.push(StoredAttack {
            archer,
            target,
            damage,
        });
    }

    /// The attacks stored.
    #[must_use]
    pub fn attacks(&self) -> &[StoredAttack] {
        &self.attacks
    }

    /// Whether none are stored.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.attacks.is_empty()
    }

    /// The target takes damage: every attack `archer` stored against
    /// `target` rolls its damage, and the total is returned (to add to the
    /// damage the target takes); they are no longer stored.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails; nothing is released then.
    pub fn release<S: FaceSource + ?Sized>(
        &mut self,
        archer: u32,
        target: u32,
        source: &mut S,
    ) -> Result<u32, Error> {
        let mut total = 0;
        for a in &self.attacks {
            if a.archer == archer && a.target == target {
                total += a.damage.roll(source)?.0;
            }
        }
        self.attacks
            .retain(|a| !(a.archer == archer && a.target == target));
        Ok(total)
    }

    /// The archer loses track of the target: those stored attacks are lost.
    /// Returns how many.
    pub fn lose_track(&mut self, archer: u32, target: u32) -> usize {
        let before = self.attacks.len();
        self.attacks
            .retain(|a| !(a.archer == archer && a.target == target));
        before - self.attacks.len()
    }
}

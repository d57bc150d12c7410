//! Block, Dodge, Parry: the d20 save where 1 always passes and 20 always
//! fails.
//!
//! | rule | API |
//! |---|---|
//! | BDP-1.2.roll: pass on d20 at most the ability; 1 passes, 20 fails | [`Save`] |
//! | BDP-core.advantage: roll twice, keep the better | [`Save::with_advantage`] |

use osr_core::{FaceSource, Net};

use super::{Check, Error, Naturals, NetDice, Odds, PassFail, RollUnder};

/// Lowest ability score a save is rolled against.
pub const MIN_ABILITY: i32 = 0;
/// Highest ability score a save is rolled against: at 20 and above only a
/// natural 20 fails.
pub const MAX_ABILITY: i32 = 20;

/// A save: d20 at most the ability passes, a natural 1 always passes and a
/// natural 20 always fails.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_dice::check::{Check, PassFail, Resolved, block_dodge_parry::Save};
///
/// let save = Save::new(12)?;
/// assert_eq!(save.roll(&mut SuppliedFaces::new(&[12]))?.band(), PassFail::Pass);
/// assert_eq!(save.roll(&mut SuppliedFaces::new(&[13]))?.band(), PassFail::Fail);
/// let nineteen = BigRational::new(19.into(), 20.into());
/// assert_eq!(Save::new(20)?.odds().probability(&PassFail::Pass), Some(nineteen));
/// # Ok::<(), osr_dice::check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Save {
    ability: i32,
    advantage: bool,
}

impl Save {
    /// A save against an ability score.
    ///
    /// # Errors
    ///
    /// [`Error::OutOfRange`] for a score outside
    /// [`MIN_ABILITY`]`..=`[`MAX_ABILITY`].
    pub fn new(ability: i32) -> Result<Self, Error> {
        Error::check_range(
            "ability score",
            ability,
            MIN_ABILITY.into(),
            MAX_ABILITY.into(),
        )?;
        Ok(Self {
            ability,
            advantage: false,
        })
    }

    /// The same save rolled twice, passing if either die passes.
    #[must_use]
    pub const fn with_advantage(self, advantage: bool) -> Self {
        Self { advantage, ..self }
    }

    /// The ability score.
    #[must_use]
    pub const fn ability(&self) -> i32 {
        self.ability
    }

    const fn roll_under(&self) -> RollUnder {
        RollUnder {
            target: self.ability,
            edge: NetDice(if self.advantage {
                Net::Advantage(1)
            } else {
                Net::Even
            }),
            naturals: Naturals::OnePassesTwentyFails,
        }
    }
}

impl Check for Save {
    type Band = PassFail;
    type Outcome = super::Save;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<super::Save, Error> {
        self.roll_under().roll(source)
    }

    fn odds(&self) -> Odds<PassFail> {
        self.roll_under().odds()
    }
}

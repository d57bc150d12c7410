//! Skills: the skill-modified ability (TC-4.10).

use crate::Error;

/// A skill rating, 0 to 100 (TC-4.10): 0 is practically unaware, 100 as
/// well-versed as a human gets.
///
/// # Examples
///
/// ```
/// use osr_check::constitution::Skill;
///
/// // STR 15, hunting 60%: the check uses 9 (rule TC-4.10).
/// assert_eq!(Skill::new(60)?.modify(15), 9);
/// assert_eq!(Skill::new(150).unwrap_err().to_string(), "skill must be in 0..=100, got 150");
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u32", into = "u32"))]
pub struct Skill(u32);

/// The highest skill rating.
pub const MAX_SKILL: u32 = 100;

impl TryFrom<u32> for Skill {
    type Error = Error;

    fn try_from(rating: u32) -> Result<Self, Error> {
        Self::new(rating)
    }
}

impl From<Skill> for u32 {
    fn from(skill: Skill) -> Self {
        skill.0
    }
}

impl Skill {
    /// A skill rating.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) above [`MAX_SKILL`].
    pub fn new(rating: u32) -> Result<Self, Error> {
        Error::check_range("skill", rating, 0, MAX_SKILL.into())?;
        Ok(Self(rating))
    }

    /// The rating, 0 to 100.
    #[must_use]
    pub const fn rating(self) -> u32 {
        self.0
    }

    /// The skill-modified ability: `ability × rating / 100`, rounded down
    /// (the agreed reading).
    #[must_use]
    pub fn modify(self, ability: i32) -> i32 {
        // |ability| * 100 fits easily; div_euclid rounds down for any sign.
        let scaled = i64::from(ability) * i64::from(self.0);
        i32::try_from(scaled.div_euclid(i64::from(MAX_SKILL))).unwrap_or(ability)
    }
}

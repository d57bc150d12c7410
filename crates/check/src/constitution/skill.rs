//! Skills: the skill-modified ability (TC-4.10).

use super::Skill;

impl Skill {
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
        i32::try_from(scaled.div_euclid(i64::from(Self::MAX))).unwrap_or(ability)
    }
}

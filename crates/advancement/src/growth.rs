//! How characters grow in each system, as data: which systems have
//! experience and levels at all.

/// What grows a character in one system, for a program that shows (or
/// hides) an experience track.
///
/// # Examples
///
/// ```
/// use osr_advancement::{cairn_house, constitution, gods_and_monsters};
///
/// assert!(constitution::GROWTH.levels);
/// assert!(gods_and_monsters::GROWTH.mojo);
/// assert!(!cairn_house::GROWTH.experience);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Growth {
    /// The system awards experience points.
    pub experience: bool,
    /// Characters gain levels.
    pub levels: bool,
    /// Ability scores can rise above where they started.
    pub abilities_rise: bool,
    /// Maximum hit points (or survival) can rise.
    pub max_hit_points_rise: bool,
    /// Mojo: a currency that buys skills, abilities and rerolls.
    pub mojo: bool,
    /// A penalty from a permanent injury can be trained away.
    pub training_restores: bool,
}

impl Growth {
    /// Nothing grows: no experience, no levels, no rising scores, no mojo,
    /// no training (Cairn House Rules and Murdham, by design).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_advancement::{Growth, murdham};
    ///
    /// assert_eq!(murdham::GROWTH, Growth::NONE);
    /// ```
    pub const NONE: Self = Self {
        experience: false,
        levels: false,
        abilities_rise: false,
        max_hit_points_rise: false,
        mojo: false,
        training_restores: false,
    };
}

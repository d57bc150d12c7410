//! The two sides of a fight.

/// One of the two sides of a fight: the player characters and those with
/// them, or the foes they face. Rules that order a round by side (Cairn
/// House Rules' phases, side initiative) and fights that end when one side
/// is out read it.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
///
/// assert_eq!(Side::Party.opponent(), Side::Foes);
/// assert_eq!(Side::Foes.opponent(), Side::Party);
/// assert_eq!(Side::Foes.to_string(), "foes");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Side {
    /// The player characters and those with them (hirelings, henchmen).
    Party,
    /// Those they fight.
    Foes,
}

impl Side {
    /// The other side.
    #[must_use]
    pub const fn opponent(self) -> Self {
        match self {
            Self::Party => Self::Foes,
            Self::Foes => Self::Party,
        }
    }

    /// A stable snake-case key: `"party"` or `"foes"`.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Party => "party",
            Self::Foes => "foes",
        }
    }
}

impl core::fmt::Display for Side {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.key())
    }
}

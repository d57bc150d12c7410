//! The approach: what each side wants once awareness is rolled, and what
//! comes of it.

use super::Spotting;
use crate::{Error, Side};

/// What a side wants to do about the other (MU-combat.encounter.approach).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamIntent"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Intent {
    /// Attack (a surprise attack when the other side is unaware).
    Fight,
    /// Talk.
    Parley,
    /// Stay hidden.
    Hide,
    /// Slip away.
    SneakAway,
}

impl Intent {
    /// A stable snake-case key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Fight => "fight",
            Self::Parley => "parley",
            Self::Hide => "hide",
            Self::SneakAway => "sneak_away",
        }
    }
}

/// What comes of the approach.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamResolution"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Resolution {
    /// The sides go their ways: neither a fight nor a talk (what follows is
    /// the referee's to judge).
    Apart,
    /// A parley.
    Parley,
    /// A fight breaks out; `ambush` is the side that alone spotted the
    /// other and chose to attack, if any.
    Fight {
        /// The side launching a surprise attack.
        ambush: Option<Side>,
    },
}

/// Settles the approach (MU-combat.encounter.approach): when only one
/// side spotted the other, that side alone chooses and its choice stands
/// (the other side gives `None`); otherwise both sides choose (the
/// referee secretly for the foes) and a fight breaks out when either wants
/// one, a parley happens only when both want to talk, and otherwise the
/// sides go their ways.
///
/// # Errors
///
/// [`Error::NotTheirChoice`] when the side that did not spot the other
/// gives an intent, [`Error::ChoiceMissing`] when a side that must choose
/// gives none.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::murdham::{Intent, Resolution, Spotting, approach};
///
/// let both = Spotting::Both;
/// assert_eq!(approach(both, Some(Intent::Parley), Some(Intent::Fight))?, Resolution::Fight { ambush: None });
/// assert_eq!(approach(both, Some(Intent::Parley), Some(Intent::Parley))?, Resolution::Parley);
/// assert_eq!(approach(Spotting::FoesOnly, None, Some(Intent::Fight))?, Resolution::Fight { ambush: Some(Side::Foes) });
/// # Ok::<(), osr_combat::Error>(())
/// ```
pub fn approach(
    spotting: Spotting,
    party: Option<Intent>,
    foes: Option<Intent>,
) -> Result<Resolution, Error> {
    let given = |side: Side| match side {
        Side::Party => party,
        Side::Foes => foes,
    };
    if let Some(chooser) = spotting.chooser() {
        let other = chooser.opponent();
        if given(other).is_some() {
            return Err(Error::NotTheirChoice { side: other });
        }
        let intent = given(chooser).ok_or(Error::ChoiceMissing { side: chooser })?;
        return Ok(match intent {
            Intent::Fight => Resolution::Fight {
                ambush: Some(chooser),
            },
            Intent::Parley => Resolution::Parley,
            Intent::Hide | Intent::SneakAway => Resolution::Apart,
        });
    }
    let party = party.ok_or(Error::ChoiceMissing { side: Side::Party })?;
    let foes = foes.ok_or(Error::ChoiceMissing { side: Side::Foes })?;
    Ok(if party == Intent::Fight || foes == Intent::Fight {
        Resolution::Fight { ambush: None }
    } else if party == Intent::Parley && foes == Intent::Parley {
        Resolution::Parley
    } else {
        Resolution::Apart
    })
}

/// Stretches an encounter resolved this way takes
/// (MU-combat.encounter.duration): a whole one for a fight or a talk,
/// none when the sides go their ways.
///
/// # Examples
///
/// ```
/// use osr_combat::murdham::{Resolution, stretches};
///
/// assert_eq!(stretches(Resolution::Fight { ambush: None }), 1);
/// assert_eq!(stretches(Resolution::Apart), 0);
/// ```
#[must_use]
pub const fn stretches(resolution: Resolution) -> u32 {
    match resolution {
        Resolution::Fight { .. } | Resolution::Parley => 1,
        Resolution::Apart => 0,
    }
}

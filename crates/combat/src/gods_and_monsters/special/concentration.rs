//! Concentrating while a fight goes on (rule GM-combat.concentration).

use osr_check::gods_and_monsters::Roll;
use osr_check::{Check, Odds, PassFail, Resolved, Rolled, Save};
use osr_core::FaceSource;

use super::ConcentrationRounds;
#[cfg(feature = "serde")]
use super::inconsistent;
use crate::Error;

pub use osr_check::gods_and_monsters::{Ability, Movement};

/// Whether a concentration penalty (from an ailment) applies to rolls of
/// `ability`: charisma, wisdom and intelligence (GM-combat.concentration).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::{Ability, takes_concentration_penalty};
///
/// assert!(takes_concentration_penalty(Ability::Wisdom));
/// assert!(!takes_concentration_penalty(Ability::Strength));
/// ```
#[must_use]
pub const fn takes_concentration_penalty(ability: Ability) -> bool {
    matches!(
        ability,
        Ability::Charisma | Ability::Wisdom | Ability::Intelligence
    )
}

/// Concentrating on a spell, spirit or psychic power during a fight (rule
/// GM-combat.concentration): at most half movement, no attacks and no new
/// actions, defense -1. Successfully attacked during an activity that
/// needs concentration for more than a round, the character needs an
/// evasion roll to keep it ([`Concentration::attacked`]).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::Concentration;
///
/// // A spell held for 3 rounds by a sorceror of Movement 10.
/// let sorceror = Concentration::new(10, 3)?;
/// assert_eq!(sorceror.max_movement(), 5);
/// assert_eq!(sorceror.defense_modifier(), -1);
/// assert!(!sorceror.may_attack());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersConcentration"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Concentration {
    movement: Movement,
    rounds: ConcentrationRounds,
}

/// The defense modifier while concentrating.
pub const CONCENTRATION_DEFENSE: i32 = -1;

impl Concentration {
    /// A character of Movement `movement` concentrating on an activity
    /// that needs `rounds` rounds of concentration.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside
    /// [`Movement::MIN`]`..=`[`Movement::MAX`] or
    /// [`ConcentrationRounds::MIN`]`..=`[`ConcentrationRounds::MAX`].
    pub fn new(movement: u32, rounds: u32) -> Result<Self, Error> {
        Ok(Self {
            movement: Movement::new(movement)?,
            rounds: ConcentrationRounds::new(rounds)?,
        })
    }

    /// The rounds of concentration the activity needs.
    #[must_use]
    pub const fn rounds(&self) -> u32 {
        self.rounds.get()
    }

    /// The most feet the character may move in a round: half movement,
    /// rounded down.
    #[must_use]
    pub const fn max_movement(&self) -> u32 {
        self.movement.get() / 2
    }

    /// The modifier to the character's defense: -1.
    #[must_use]
    pub const fn defense_modifier(&self) -> i32 {
        CONCENTRATION_DEFENSE
    }

    /// Whether the character may attack: no.
    #[must_use]
    pub const fn may_attack(&self) -> bool {
        false
    }

    /// Whether the character may start another action (another spell): no.
    #[must_use]
    pub const fn may_start_actions(&self) -> bool {
        false
    }

    /// The character is successfully attacked while concentrating: when the
    /// activity needs more than a round of concentration, `evasion` is
    /// rolled to keep it; an activity of one round is not broken so.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{Check, gods_and_monsters::Roll};
    /// use osr_combat::gods_and_monsters::special::{Concentration, ConcentrationBand};
    /// use osr_core::SuppliedFaces;
    ///
    /// let brief = Concentration::new(10, 1)?.attacked(Roll::new(6)?);
    /// assert_eq!(brief.roll(&mut SuppliedFaces::new(&[]))?.band(), ConcentrationBand::Kept);
    /// let long = Concentration::new(10, 3)?.attacked(Roll::new(6)?);
    /// assert_eq!(long.roll(&mut SuppliedFaces::new(&[7]))?.band(), ConcentrationBand::Broken);
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    #[must_use]
    pub const fn attacked(&self, evasion: Roll) -> ConcentrationHit {
        ConcentrationHit {
            evasion: if self.rounds.get() > 1 {
                Some(evasion)
            } else {
                None
            },
        }
    }
}

/// A concentrating character successfully attacked: an evasion roll when
/// the activity needs more than a round of concentration, none otherwise.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::Roll;
/// use osr_combat::gods_and_monsters::special::Concentration;
///
/// let hit = Concentration::new(10, 4)?.attacked(Roll::new(6)?);
/// assert_eq!(hit.evasion().map(|r| r.target()), Some(6));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersConcentrationHit")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ConcentrationHit {
    evasion: Option<Roll>,
}

impl ConcentrationHit {
    /// The evasion roll to make, if any.
    #[must_use]
    pub const fn evasion(&self) -> Option<Roll> {
        self.evasion
    }
}

/// Whether concentration survived a hit.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::ConcentrationBand;
///
/// assert!(ConcentrationBand::Kept < ConcentrationBand::Broken);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersConcentrationBand")
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ConcentrationBand {
    /// Concentration goes on.
    Kept,
    /// Concentration is broken.
    Broken,
}

/// A rolled [`ConcentrationHit`]: the band and the evasion roll, if one
/// was made.
///
/// With the `serde` feature it serializes as `{"band": "broken", "save":
/// {...}}` (`save` null when no roll was needed); reading it back checks the
/// save against its die and the band against the save.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, gods_and_monsters::Roll};
/// use osr_combat::gods_and_monsters::special::{Concentration, ConcentrationBand};
/// use osr_core::SuppliedFaces;
///
/// let hit = Concentration::new(10, 4)?.attacked(Roll::new(6)?);
/// let outcome = hit.roll(&mut SuppliedFaces::new(&[3]))?;
/// assert_eq!((outcome.band(), outcome.save().map(|s| s.face())), (ConcentrationBand::Kept, Some(3)));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersConcentrationHitRoll")
)]
#[cfg_attr(feature = "serde", serde(try_from = "ConcentrationHitRollFields"))]
pub struct ConcentrationHitRoll {
    band: ConcentrationBand,
    save: Option<Save>,
}

/// A [`ConcentrationHitRoll`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct ConcentrationHitRollFields {
    band: ConcentrationBand,
    save: Option<Save>,
}

#[cfg(feature = "serde")]
impl TryFrom<ConcentrationHitRollFields> for ConcentrationHitRoll {
    type Error = Error;

    fn try_from(f: ConcentrationHitRollFields) -> Result<Self, Error> {
        let follows = f.save.as_ref().map_or(ConcentrationBand::Kept, |save| {
            concentration_band(save.band())
        });
        if f.band != follows {
            return Err(inconsistent("concentration band"));
        }
        Ok(Self {
            band: f.band,
            save: f.save,
        })
    }
}

impl ConcentrationHitRoll {
    /// Whether concentration goes on.
    #[must_use]
    pub const fn band(&self) -> ConcentrationBand {
        self.band
    }

    /// The evasion roll, if one was made.
    #[must_use]
    pub const fn save(&self) -> Option<&Save> {
        self.save.as_ref()
    }
}

impl Resolved for ConcentrationHitRoll {
    type Band = ConcentrationBand;

    fn band(&self) -> ConcentrationBand {
        self.band
    }

    fn dice(&self) -> &[Rolled] {
        self.save.as_ref().map_or(&[], |save| save.dice())
    }
}

const fn concentration_band(pass: PassFail) -> ConcentrationBand {
    match pass {
        PassFail::Pass => ConcentrationBand::Kept,
        PassFail::Fail => ConcentrationBand::Broken,
    }
}

impl Check for ConcentrationHit {
    type Band = ConcentrationBand;
    type Outcome = ConcentrationHitRoll;
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<ConcentrationHitRoll, crate::Error> {
        match self.evasion {
            None => Ok(ConcentrationHitRoll {
                band: ConcentrationBand::Kept,
                save: None,
            }),
            Some(evasion) => {
                let save = evasion.roll(source)?;
                Ok(ConcentrationHitRoll {
                    band: concentration_band(save.band()),
                    save: Some(save),
                })
            }
        }
    }

    fn odds(&self) -> Odds<ConcentrationBand> {
        self.evasion.map_or_else(
            || Odds::certain(ConcentrationBand::Kept),
            |evasion| evasion.odds().map(concentration_band),
        )
    }
}

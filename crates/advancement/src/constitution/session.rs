//! The end of a session as events: the improvement roll, then the
//! spell-rating roll.

use alloc::vec::Vec;

use osr_check::{Check, Resolved, Rolled};
use osr_core::FaceSource;

use super::{Ability, Improvement, SpellImprovement};
#[cfg(feature = "serde")]
use super::{ImprovementRecord, ImprovementRoll, SpellImprovementRoll, SpellRecord, Tried};
use crate::Error;

/// The end of a session for one character (TC-4.9 and TC-12.15): the
/// improvement roll, then, for a character who tried to cast, the
/// spell-rating roll, with every change listed as an event.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_advancement::constitution::{
///     Ability, Improvement, SessionEnd, SessionEvent, SpellImprovement,
/// };
///
/// let end = SessionEnd::new(
///     Improvement::new(&[(Ability::Kno, 15), (Ability::Wil, 12)])?,
///     Some(SpellImprovement::new(60)?),
/// );
/// let rolled = end.roll(&mut SuppliedFaces::new(&[3, 17, 83]))?;
/// assert!(rolled.events().contains(&SessionEvent::AbilityRaised {
///     ability: Ability::Wil, from: 12, to: 13,
/// }));
/// assert!(rolled.events().contains(&SessionEvent::SpellRated {
///     from: 60, to: 83, d100: 83, d6: None,
/// }));
/// assert_eq!(end.verify(&rolled), Ok(()));
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SessionEnd {
    /// The improvement roll.
    pub improvement: Improvement,
    /// The spell-rating roll, for a character who tried to cast.
    pub spell: Option<SpellImprovement>,
}

/// One step of the end of a session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum SessionEvent {
    /// A d20 against an ability.
    AbilityTried {
        /// The ability.
        ability: Ability,
        /// Its score.
        score: i32,
        /// The d20.
        face: u32,
    },
    /// The ability rose by one.
    AbilityRaised {
        /// The ability.
        ability: Ability,
        /// The score before.
        from: i32,
        /// The score after.
        to: i32,
    },
    /// Every try failed: no ability rises this session.
    NoImprovement,
    /// The spell-rating roll.
    SpellRated {
        /// The rating before.
        from: u32,
        /// The rating after.
        to: u32,
        /// The d100.
        d100: u32,
        /// The d6, when the d100 did not beat the rating.
        d6: Option<u32>,
    },
}

/// A rolled [`SessionEnd`]: every step as an event, and every die.
///
/// With the `serde` feature it serializes as `{"events": [{"event":
/// "ability_tried", ...}, ...], "dice": [...]}`; reading it back checks
/// the tries and their result as an [`ImprovementRoll`](super::ImprovementRoll)
/// is checked and the spell roll as a
/// [`SpellImprovementRoll`](super::SpellImprovementRoll) is ([`Error::Invalid`]
/// otherwise); [`SessionEnd::verify`] replays it against the end of
/// session it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "SessionEndRecord"))]
pub struct SessionEndRoll {
    /// Every step, in order.
    events: Vec<SessionEvent>,
    /// Every die, in the order rolled.
    dice: Vec<Rolled>,
}

/// A [`SessionEndRoll`] as read, before it is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SessionEndRecord {
    /// Every step, in order.
    events: Vec<SessionEvent>,
    /// Every die, in the order rolled.
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<SessionEndRecord> for SessionEndRoll {
    type Error = Error;

    /// Splits the record into its improvement roll and spell roll and
    /// checks each as those records are checked.
    fn try_from(record: SessionEndRecord) -> Result<Self, Error> {
        let invalid = || Error::Invalid {
            what: "a session's events are its tries, their result, then the spell roll",
        };
        let mut events = record.events.iter().peekable();
        let mut tries = Vec::new();
        while let Some(&&SessionEvent::AbilityTried {
            ability,
            score,
            face,
        }) = events.peek()
        {
            tries.push(Tried {
                ability,
                score,
                face,
                raised: false,
            });
            events.next();
        }
        match (events.next(), tries.last_mut()) {
            (Some(SessionEvent::NoImprovement), _) => {}
            (Some(&SessionEvent::AbilityRaised { ability, from, to }), Some(last))
                if last.ability == ability
                    && last.score == from
                    && from.checked_add(1) == Some(to) =>
            {
                last.raised = true;
            }
            _ => return Err(invalid()),
        }
        let (improvement_dice, spell_dice) = record
            .dice
            .split_at_checked(tries.len())
            .ok_or_else(invalid)?;
        ImprovementRoll::try_from(ImprovementRecord {
            tries,
            dice: improvement_dice.to_vec(),
        })?;
        match (events.next(), events.next()) {
            (None, _) if spell_dice.is_empty() => {}
            (Some(&SessionEvent::SpellRated { from, to, d100, d6 }), None) => {
                let faces: Vec<u32> = spell_dice.iter().map(|d| d.face).collect();
                if faces.first() != Some(&d100) || faces.get(1) != d6.as_ref() {
                    return Err(invalid());
                }
                SpellImprovementRoll::try_from(SpellRecord {
                    from,
                    to,
                    dice: spell_dice.to_vec(),
                })?;
            }
            _ => return Err(invalid()),
        }
        Ok(Self {
            events: record.events,
            dice: record.dice,
        })
    }
}

impl SessionEndRoll {
    /// Every step, in order.
    #[must_use]
    pub fn events(&self) -> &[SessionEvent] {
        &self.events
    }

    /// Every die, in the order rolled.
    #[must_use]
    pub fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl SessionEnd {
    /// The end of a session: `spell` is `Some` for a character who tried
    /// to cast a spell during it.
    #[must_use]
    pub const fn new(improvement: Improvement, spell: Option<SpellImprovement>) -> Self {
        Self { improvement, spell }
    }

    /// Rolls the improvement roll, then the spell roll.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<SessionEndRoll, Error> {
        let improved = self.improvement.roll(source)?;
        let mut events = Vec::new();
        let mut dice = improved.dice().to_vec();
        for t in improved.tries() {
            events.push(SessionEvent::AbilityTried {
                ability: t.ability,
                score: t.score,
                face: t.face,
            });
        }
        events.push(
            improved
                .raised()
                .map_or(SessionEvent::NoImprovement, |(ability, from, to)| {
                    SessionEvent::AbilityRaised { ability, from, to }
                }),
        );
        if let Some(spell) = &self.spell {
            let rated = spell.roll(source)?;
            events.push(SessionEvent::SpellRated {
                from: rated.from,
                to: rated.to,
                d100: rated.dice.first().map_or(0, |d| d.face),
                d6: rated.dice.get(1).map(|d| d.face),
            });
            dice.extend_from_slice(&rated.dice);
        }
        Ok(SessionEndRoll { events, dice })
    }

    /// Checks a recorded end of session against this one: replaying its
    /// faces must give the same events.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] with `Forged` when it differs, or the replay's
    /// error when its faces do not fit.
    pub fn verify(&self, rolled: &SessionEndRoll) -> Result<(), Error> {
        let faces: Vec<u32> = rolled.dice.iter().map(|d| d.face).collect();
        let mut source = osr_core::SuppliedFaces::new(&faces);
        let replayed = self.roll(&mut source)?;
        if replayed == *rolled && source.remaining().is_empty() {
            Ok(())
        } else {
            Err(Error::Check(osr_check::Error::Forged))
        }
    }
}

//! A light source on a usage die (Block, Dodge, Parry's usage die, which
//! many referees use for torches): rolled at the end of every turn it
//! burns, one step down (d8, d6, d4, out) on a 1 or 2.
//!
//! A turn is lit when the die is not yet empty as the turn starts, so a
//! light lasts a delve of `n` turns when its first `n - 1` rolls leave it
//! burning (the roll that empties it at the end of turn `n` comes after the
//! delve). [`lasts`] gives the exact chance by a Markov chain over the die's
//! steps, composed turn by turn; [`turns_lit`] gives the whole course of
//! a light (the exact mean number of turns it lights, and the chance of
//! each count), osr-check's [`uses`](osr_check::course::uses);
//! [`UsageLight::burn`] plays one turn on a [`Clock`] from any face source.

use alloc::string::String;
use alloc::vec::Vec;

use osr_check::course::CourseOdds;
use osr_check::{Fate, Odds, Rolled};
use osr_core::{FaceSource, UsageDie};

use crate::{Clock, ClockEvent, Error};

/// The most turns [`lasts`] and [`after`] look ahead.
pub const MAX_TURNS: u32 = 1000;

fn check_turns(what: &'static str, turns: u32, min: i64) -> Result<(), Error> {
    osr_core::Error::check_range(what, turns.into(), min, MAX_TURNS.into())?;
    Ok(())
}

/// One step down the usage ladder.
const fn step_down(die: UsageDie) -> UsageDie {
    match die {
        UsageDie::D8 => UsageDie::D6,
        UsageDie::D6 => UsageDie::D4,
        UsageDie::D4 | UsageDie::Empty => UsageDie::Empty,
    }
}

/// The exact odds of the die after `rolls` end-of-turn rolls (an empty
/// die stays empty): the state of the Markov chain over d8, d6, d4 and
/// empty.
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
/// use osr_core::UsageDie;
/// use osr_travel::light::after;
///
/// // One roll of a d8 steps down on a 1 or 2: 1 in 4.
/// assert_eq!(after(UsageDie::D8, 1)?.probability(&UsageDie::D6), Some(ratio(1, 4)));
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for more than [`MAX_TURNS`] rolls.
pub fn after(die: UsageDie, rolls: u32) -> Result<Odds<UsageDie>, Error> {
    check_turns("usage rolls", rolls, 0)?;
    Ok((0..rolls).fold(Odds::certain(die), |odds, _| {
        odds.then(|&now| match now.die() {
            None => Odds::certain(now),
            Some(d) => Odds::die(d, |face| if face <= 2 { step_down(now) } else { now }),
        })
    }))
}

/// The exact chance that a light on `die` lights every one of `turns`
/// turns: `true` when its first `turns - 1` rolls leave it burning.
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
/// use osr_core::UsageDie;
/// use osr_travel::light::lasts;
///
/// // Three turns on a d4: the first two rolls must both show 3 or 4.
/// assert_eq!(lasts(UsageDie::D4, 3)?.probability(&true), Some(ratio(1, 4)));
/// // A d8 cannot empty in two rolls.
/// assert_eq!(lasts(UsageDie::D8, 3)?.probability(&true), Some(ratio(1, 1)));
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for turns outside 1 to [`MAX_TURNS`].
pub fn lasts(die: UsageDie, turns: u32) -> Result<Odds<bool>, Error> {
    check_turns("turns", turns, 1)?;
    Ok(after(die, turns - 1)?.map(|now| !now.is_empty()))
}

/// The exact course of a light on `die`: how many turns it lights, as the
/// exact mean and the chance of each count from 1 to `turns` (the chance
/// of more is [`CourseOdds::beyond`]).
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
/// use osr_core::UsageDie;
/// use osr_travel::light::turns_lit;
///
/// // A d8 steps down with 1 in 4, a d6 with 1 in 3, a d4 goes out with 1
/// // in 2: 4 + 3 + 2 turns on average.
/// let torch = turns_lit(UsageDie::D8, 10)?;
/// assert_eq!(*torch.mean_steps(), ratio(9, 1));
/// // A d4 lights exactly one turn when its first roll shows 1 or 2.
/// assert_eq!(turns_lit(UsageDie::D4, 10)?.ended_at(1), ratio(1, 2));
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`EmptyUsageDie`) for an empty die, which lights
/// nothing; (`OutOfRange`) for more than [`MAX_TURNS`] turns.
pub fn turns_lit(die: UsageDie, turns: u32) -> Result<CourseOdds<()>, Error> {
    check_turns("turns", turns, 0)?;
    Ok(osr_check::course::uses(die, turns)?)
}

/// What a turn of a [`UsageLight`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum LightEvent {
    /// The clock moved on (and any timers on it ran out).
    Clock {
        /// What the clock did.
        clock: ClockEvent,
    },
    /// The usage die rolled at the end of the turn.
    UsageRolled {
        /// The die before.
        before: UsageDie,
        /// The die.
        die: Rolled,
        /// The die after.
        after: UsageDie,
    },
    /// The light went out at the end of the turn `at`.
    WentOut {
        /// The light's label.
        label: String,
        /// The clock's time.
        at: u64,
    },
}

/// A light source burning down on a usage die.
///
/// With the `serde` feature it serializes as `{"label": "torch", "die":
/// "d6"}`; reading it back checks the label's length as [`Clock::start`]
/// does.
///
/// # Examples
///
/// ```
/// use osr_core::{SuppliedFaces, UsageDie};
/// use osr_travel::light::{LightEvent, UsageLight};
/// use osr_travel::{Clock, Unit};
///
/// let mut clock = Clock::new(Unit::Turn);
/// let mut torch = UsageLight::new("torch", UsageDie::D4)?;
/// let events = torch.burn(&mut clock, &mut SuppliedFaces::new(&[2]))?;
/// assert_eq!(clock.now(), 1);
/// assert!(events.contains(&LightEvent::WentOut { label: "torch".into(), at: 1 }));
/// assert!(torch.is_out());
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "UsageLightFields"))]
pub struct UsageLight {
    label: String,
    die: UsageDie,
}

/// A [`UsageLight`] as read, before it is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct UsageLightFields {
    label: String,
    die: UsageDie,
}

#[cfg(feature = "serde")]
impl TryFrom<UsageLightFields> for UsageLight {
    type Error = Error;

    fn try_from(fields: UsageLightFields) -> Result<Self, Error> {
        Self::new(&fields.label, fields.die)
    }
}

impl UsageLight {
    /// A light labelled `label` (a light source's ID) on `die`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a label longer than
    /// [`MAX_LABEL`](crate::MAX_LABEL) bytes.
    pub fn new(label: &str, die: UsageDie) -> Result<Self, Error> {
        crate::clock::check_label(label)?;
        Ok(Self {
            label: String::from(label),
            die,
        })
    }

    /// Its label.
    #[must_use]
    pub fn label(&self) -> &str {
        &self.label
    }

    /// Its usage die now.
    #[must_use]
    pub const fn die(&self) -> UsageDie {
        self.die
    }

    /// Whether it has gone out.
    #[must_use]
    pub const fn is_out(&self) -> bool {
        self.die.is_empty()
    }

    /// The exact chance that it lights every one of the next `turns`
    /// turns; see [`lasts`].
    ///
    /// # Errors
    ///
    /// As [`lasts`].
    pub fn lasts(&self, turns: u32) -> Result<Odds<bool>, Error> {
        lasts(self.die, turns)
    }

    /// One turn of light: the clock moves on a unit, then the usage die
    /// is rolled from `source`.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] when it has gone out; [`Error::Core`] when
    /// the clock cannot move on or the face source fails. Neither the
    /// light nor the clock changes on error.
    pub fn burn<S: FaceSource + ?Sized>(
        &mut self,
        clock: &mut Clock,
        source: &mut S,
    ) -> Result<Vec<LightEvent>, Error> {
        let Some(die) = self.die.die() else {
            return Err(Error::NotAllowed {
                action: "burning a light",
                reason: "it has gone out",
            });
        };
        let mut next = clock.clone();
        let mut events: Vec<LightEvent> = next
            .advance(1)?
            .into_iter()
            .map(|clock| LightEvent::Clock { clock })
            .collect();
        let roll = self.die.roll(source)?;
        events.push(LightEvent::UsageRolled {
            before: roll.before,
            die: Rolled {
                sides: die.sides(),
                face: roll.face,
                fate: Fate::Counted,
            },
            after: roll.after,
        });
        if roll.after.is_empty() {
            events.push(LightEvent::WentOut {
                label: self.label.clone(),
                at: next.now(),
            });
        }
        self.die = roll.after;
        *clock = next;
        Ok(events)
    }
}

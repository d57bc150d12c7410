//! Rest, non-player characters, and the health rolls of forced marches:
//! one d20 against a reaction, and what it does to the character.

use alloc::vec::Vec;

use osr_check::gods_and_monsters::Roll;
use osr_check::{Check, Odds, PassFail, Resolved, Rolled};
use osr_core::{Dice, Die, FaceSource};

use crate::Error;

use super::{CreatureLevel, Event, Hit, RolledAgainst, Vitals};

/// What a rest restores, when the player may choose (rule
/// GM-health.rest): survival points, or one injury point removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersRestChoice"))]
pub enum RestChoice {
    /// Regain the level in survival points.
    #[default]
    Survival,
    /// Remove one injury point.
    Injury,
}

/// A health roll and what it did: the band, the character after it, the
/// events and the die.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Checked {
    band: PassFail,
    vitals: Vitals,
    events: Vec<Event>,
    dice: Vec<Rolled>,
}

impl Checked {
    /// Whether the roll succeeded.
    #[must_use]
    pub const fn passed(&self) -> bool {
        self.band.passed()
    }

    /// The character after it.
    #[must_use]
    pub const fn vitals(&self) -> &Vitals {
        &self.vitals
    }

    /// What happened, in order.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }
}

impl Resolved for Checked {
    type Band = PassFail;

    fn band(&self) -> PassFail {
        self.band
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

/// Replays `outcome` from its own faces with `roll`: the same outcome or
/// [`osr_check::Error::Forged`].
fn verify_with<F>(outcome: &Checked, roll: F) -> Result<(), Error>
where
    F: FnOnce(&mut osr_core::SuppliedFaces<'_>) -> Result<Checked, Error>,
{
    crate::verify_replay(outcome, &outcome.faces(), roll)
}

/// Rolls `roll` as a health roll of `vitals` and applies `then` with the
/// result.
fn health_roll<S: FaceSource + ?Sized>(
    roll: Roll,
    vitals: Vitals,
    source: &mut S,
    then: impl FnOnce(bool, &mut Vitals, &mut Vec<Event>) -> Result<(), Error>,
) -> Result<Checked, Error> {
    let save = roll.roll(source)?;
    let mut events = Vec::from([Event::CheckRolled {
        reaction: RolledAgainst::Health,
        target: i64::from(roll.target()),
        face: save.face(),
        passed: save.passed(),
    }]);
    let mut vitals = vitals;
    then(save.passed(), &mut vitals, &mut events)?;
    Ok(Checked {
        band: save.band(),
        vitals,
        events,
        dice: save.dice().to_vec(),
    })
}

/// A night (eight hours) of rest (rule GM-health.rest): on a successful
/// health roll the character regains their level in survival or loses one
/// injury point, as the player chose; otherwise one survival point. An
/// assistant's field bonus (a herbalist's) goes on the health roll
/// ([`Lent::assist`](osr_check::gods_and_monsters::Lent::assist)).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::gods_and_monsters::Roll;
/// use osr_health::gods_and_monsters::{CreatureLevel, NightRest, RestChoice, Vitals};
///
/// // Toromeen, 2nd level, at 2 survival; health 10.
/// let toromeen = Vitals::new(7, 17)?.with_survival(2)?;
/// let rest = NightRest::new(toromeen, CreatureLevel::new(2)?, Roll::new(10)?, RestChoice::Survival);
/// assert_eq!(rest.roll(&mut SuppliedFaces::new(&[7]))?.vitals().survival(), 4);
/// assert_eq!(rest.roll(&mut SuppliedFaces::new(&[11]))?.vitals().survival(), 3);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct NightRest {
    vitals: Vitals,
    level: CreatureLevel,
    health: Roll,
    choice: RestChoice,
}

impl NightRest {
    /// A night's rest of a character of `level`, rolling `health`.
    #[must_use]
    pub const fn new(
        vitals: Vitals,
        level: CreatureLevel,
        health: Roll,
        choice: RestChoice,
    ) -> Self {
        Self {
            vitals,
            level,
            health,
            choice,
        }
    }

    /// Rolls the health roll and rests.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<Checked, Error> {
        let (level, choice) = (self.level, self.choice);
        health_roll(self.health, self.vitals, source, |passed, v, events| {
            let event = if passed {
                restore(v, level, choice)
            } else {
                v.regain_survival(1)
            };
            events.extend(event);
            Ok(())
        })
    }

    /// The odds of the health roll.
    #[must_use]
    pub fn odds(&self) -> Odds<PassFail> {
        self.health.odds()
    }

    /// Checks a recorded outcome against this rest by replaying its faces.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] (`Forged`) when the replay differs.
    pub fn verify(&self, outcome: &Checked) -> Result<(), Error> {
        verify_with(outcome, |source| self.roll(source))
    }
}

fn restore(v: &mut Vitals, level: CreatureLevel, choice: RestChoice) -> Option<Event> {
    match choice {
        RestChoice::Survival => v.regain_survival(level.get()),
        RestChoice::Injury => v.heal_injuries(1),
    }
}

/// A full day of rest (rule GM-health.rest): the level in survival, or
/// one injury point removed, with no roll.
///
/// # Examples
///
/// ```
/// use osr_health::gods_and_monsters::{CreatureLevel, RestChoice, Vitals, day_of_rest};
///
/// let mut v = Vitals::new(7, 17)?.with_survival(2)?;
/// day_of_rest(&mut v, CreatureLevel::new(2)?, RestChoice::Survival);
/// assert_eq!(v.survival(), 4);
/// # Ok::<(), osr_health::Error>(())
/// ```
pub fn day_of_rest(vitals: &mut Vitals, level: CreatureLevel, choice: RestChoice) -> Option<Event> {
    restore(vitals, level, choice)
}

/// A non-player character's night (rule GM-health.npc): their level in
/// survival, no roll.
///
/// # Examples
///
/// ```
/// use osr_health::gods_and_monsters::{CreatureLevel, Vitals, npc_night};
///
/// let mut yeti = Vitals::new(20, 0)?.with_survival(0)?;
/// npc_night(&mut yeti, CreatureLevel::new(4)?);
/// assert_eq!(yeti.survival(), 4);
/// # Ok::<(), osr_health::Error>(())
/// ```
pub fn npc_night(vitals: &mut Vitals, level: CreatureLevel) -> Option<Event> {
    vitals.regain_survival(level.get())
}

/// The estimated endurance of a non-player character whose endurance is
/// not known (rule GM-health.npc): 10 plus half the level (rounded down),
/// plus any per-die survival bonus on their level.
///
/// # Examples
///
/// ```
/// use osr_health::gods_and_monsters::{CreatureLevel, npc_endurance};
///
/// assert_eq!(npc_endurance(CreatureLevel::new(4)?, 0), 12);
/// assert_eq!(npc_endurance(CreatureLevel::new(5)?, 1), 13);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[must_use]
pub fn npc_endurance(level: CreatureLevel, per_die_bonus: i32) -> i32 {
    // A level is at most 100, so this stays far inside i32.
    let half = i32::try_from(level.get() / 2).unwrap_or(i32::MAX);
    10_i32.saturating_add(half).saturating_add(per_die_bonus)
}

/// The survival dice of a non-player character with an archetype (rule
/// GM-health.npc): a d10 per level for warriors, a d6 per level for the
/// others. They have no verve.
///
/// # Examples
///
/// ```
/// use osr_core::Die;
/// use osr_health::gods_and_monsters::{CreatureLevel, npc_survival_dice};
///
/// let warrior = npc_survival_dice(CreatureLevel::new(3)?, true)?;
/// assert_eq!((warrior.count(), warrior.die()), (3, Die::D10));
/// assert_eq!(npc_survival_dice(CreatureLevel::new(3)?, false)?.die(), Die::D6);
/// # Ok::<(), osr_health::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`DiceCount`) for level 0: a creature of no level rolls
/// no survival dice.
pub fn npc_survival_dice(level: CreatureLevel, warrior: bool) -> Result<Dice, Error> {
    let die = if warrior { Die::D10 } else { Die::D6 };
    Ok(Dice::new(level.get(), die)?)
}

osr_core::bounded! {
    error: crate::Error;
    /// The penalty for too little water or salt on a forced march.
    pub struct ThirstPenalty(u32) in 0..=4, "thirst penalty";
}

/// Pushing on without rest, or a day's march half again as long (rule
/// GM-health.forced-march, through GM-travel.rest and GM-travel.daily): a
/// health roll, +2 for each point of movement given up for the period, -2
/// for each earlier push since the last rest, up to -4 for too little water
/// or salt; failure is one injury point.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::gods_and_monsters::{ForcedMarch, ThirstPenalty, Vitals};
///
/// // Health 11, a second push, movement 1 lower: 11 + 2 - 2 = 11.
/// let march = ForcedMarch::new(11, 1, 1, ThirstPenalty::new(0)?)?;
/// assert_eq!(march.health_roll().target(), 11);
/// let out = march.roll(Vitals::new(7, 0)?, &mut SuppliedFaces::new(&[12]))?;
/// assert_eq!(out.vitals().injuries(), 1);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ForcedMarch {
    health: Roll,
}

/// The injury points a failed forced-march health roll gives.
pub const FORCED_MARCH_INJURIES: u32 = 1;

impl ForcedMarch {
    /// A push with health `health`, `movement_given_up` points of movement
    /// less for the period, `earlier_pushes` pushes since the last rest.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the score or the modifier leave
    /// [`Roll`]'s range.
    pub fn new(
        health: i32,
        movement_given_up: u32,
        earlier_pushes: u32,
        thirst: ThirstPenalty,
    ) -> Result<Self, Error> {
        let modifier = 2 * i64::from(movement_given_up)
            - 2 * i64::from(earlier_pushes)
            - i64::from(thirst.get());
        let modifier = i32::try_from(modifier).map_err(|_| osr_core::Error::OutOfRange {
            what: "modifier",
            value: modifier,
            min: -100,
            max: 100,
        })?;
        Ok(Self {
            health: Roll::new(health)?.with_modifier(modifier)?,
        })
    }

    /// The health roll.
    #[must_use]
    pub const fn health_roll(&self) -> Roll {
        self.health
    }

    /// Rolls it; a failure gives `vitals` one injury point.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails or the injuries would
    /// pass their maximum.
    pub fn roll<S: FaceSource + ?Sized>(
        &self,
        vitals: Vitals,
        source: &mut S,
    ) -> Result<Checked, Error> {
        health_roll(self.health, vitals, source, |passed, v, events| {
            if !passed {
                events.extend(
                    v.take(Hit::new(0)?.with_injuries(FORCED_MARCH_INJURIES)?)?
                        .events,
                );
            }
            Ok(())
        })
    }

    /// The odds of the health roll.
    #[must_use]
    pub fn odds(&self) -> Odds<PassFail> {
        self.health.odds()
    }

    /// Checks a recorded outcome of this push for `vitals` by replaying
    /// its faces.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] (`Forged`) when the replay differs.
    pub fn verify(&self, vitals: Vitals, outcome: &Checked) -> Result<(), Error> {
        verify_with(outcome, |source| self.roll(vitals, source))
    }
}

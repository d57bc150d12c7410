//! Psychic conflict: who may engage, rounds and actions, verve spent,
//! the state of those engaged, and psychic damage.

use alloc::vec::Vec;

use osr_check::Rolled;
use osr_core::FaceSource;
use osr_dice::{Budget, Distribution, Limits, Plan, parse};

use super::CharacterLevel;
use crate::Error;

/// Verve it costs to enter psychic conflict.
pub const ENTER_COST: u32 = 2;
/// The penalty on the first round after entering.
pub const FIRST_ROUND_PENALTY: i32 = -2;
/// The penalty to real-world defense and perception while engaged.
const REAL_WORLD_PENALTY: i32 = -4;
/// The penalty to psychic attack and defense while speaking or moving.
const DISTRACTED_PENALTY: i32 = -3;

/// Checks that both sides may take part in psychic conflict
/// (GM-magic.psychic.eligibility): only the psychically aware, such as
/// monks.
///
/// # Errors
///
/// [`Error::NotPsychic`] when either side is not psychically aware.
///
/// # Examples
///
/// ```
/// use osr_magic::gods_and_monsters::engage;
///
/// assert!(engage(true, true).is_ok());
/// assert!(engage(true, false).is_err());
/// ```
pub const fn engage(attacker_aware: bool, target_aware: bool) -> Result<(), Error> {
    if attacker_aware && target_aware {
        Ok(())
    } else {
        Err(Error::NotPsychic)
    }
}

/// The actions each side has in a round of psychic conflict
/// (GM-magic.psychic.rounds): two, but one in the first round, which
/// entering took the other of.
///
/// # Examples
///
/// ```
/// use osr_magic::gods_and_monsters::actions_in_round;
///
/// assert_eq!((actions_in_round(1), actions_in_round(2)), (1, 2));
/// ```
#[must_use]
pub const fn actions_in_round(round: u32) -> u32 {
    if round <= 1 { 1 } else { 2 }
}

/// An action in psychic conflict (GM-magic.psychic.verve).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case", tag = "action"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum PsychicAction {
    /// Attack, spending this much verve (1 or more): d4 damage, CHA major,
    /// +1 per verve past the first.
    Attack {
        /// The verve spent.
        verve: u32,
    },
    /// Defend, spending this much verve (1 or more): +2 psychic defense
    /// each.
    Defend {
        /// The verve spent.
        verve: u32,
    },
    /// Use a psychic power: declared at the round's start, the whole
    /// round.
    UsePower,
    /// Leave the conflict with a reason roll: declared at the round's
    /// start, the whole round.
    Exit,
    /// Enter the conflict: 2 verve.
    Enter,
}

impl PsychicAction {
    /// The verve it costs (a power's cost is its own: 0 here).
    #[must_use]
    pub const fn verve_cost(&self) -> u32 {
        match *self {
            Self::Attack { verve } | Self::Defend { verve } => verve,
            Self::Enter => ENTER_COST,
            Self::UsePower | Self::Exit => 0,
        }
    }

    /// Whether it takes the whole round.
    #[must_use]
    pub const fn whole_round(&self) -> bool {
        matches!(self, Self::UsePower | Self::Exit)
    }

    /// The psychic defense bonus of a defense: +2 per verve.
    #[must_use]
    pub const fn defense_bonus(&self) -> u32 {
        match *self {
            Self::Defend { verve } => 2 * verve,
            _ => 0,
        }
    }

    /// Checks the action for a monk of `monk_level` with `verve` left: an
    /// attack or defense spends 1 to monk level verve, and nothing may
    /// cost more than is left.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for 0 verve on an attack or
    /// defense, [`Error::VerveAboveLevel`] past the monk level,
    /// [`Error::NotEnoughVerve`] past the verve left.
    pub fn check(&self, monk_level: CharacterLevel, verve: u32) -> Result<(), Error> {
        if let Self::Attack { verve: spent } | Self::Defend { verve: spent } = *self {
            if spent == 0 {
                return Err(osr_core::Error::OutOfRange {
                    what: "verve on one action",
                    value: 0,
                    min: 1,
                    max: i64::from(monk_level.get()),
                }
                .into());
            }
            if spent > monk_level.get() {
                return Err(Error::VerveAboveLevel {
                    spent,
                    max: monk_level.get(),
                });
            }
        }
        let cost = self.verve_cost();
        if cost > verve {
            return Err(Error::NotEnoughVerve { cost, verve });
        }
        Ok(())
    }
}

/// A psychic attack's damage: d4 + the attacker's CHA major contributor +
/// 1 per verve past the first, rolled through osr-dice
/// (`1d4+@bonus`). A total below 0 deals no damage.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_magic::gods_and_monsters::{CharacterLevel, PsychicAttack};
///
/// // A 3rd-level monk, CHA major +1, spends 3 verve: d4 + 1 + 2.
/// let attack = PsychicAttack::new(CharacterLevel::new(3)?, 3, 1)?;
/// assert_eq!(attack.bonus(), 3);
/// assert_eq!(attack.roll(&mut SuppliedFaces::new(&[2]))?.0, 5);
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "PsychicAttackFields"))]
pub struct PsychicAttack {
    verve: u32,
    charisma_major: i32,
}

/// A [`PsychicAttack`] as read: the verve must be one a monk of some level
/// may spend (1 to the top level) and the contributor in range.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct PsychicAttackFields {
    verve: u32,
    charisma_major: i32,
}

#[cfg(feature = "serde")]
impl TryFrom<PsychicAttackFields> for PsychicAttack {
    type Error = Error;

    fn try_from(f: PsychicAttackFields) -> Result<Self, Error> {
        Self::new(
            CharacterLevel::new(CharacterLevel::MAX)?,
            f.verve,
            f.charisma_major,
        )
    }
}

impl PsychicAttack {
    /// An attack by a monk of `monk_level` spending `verve`, with this
    /// charisma major contributor.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for 0 verve,
    /// [`Error::VerveAboveLevel`] for more than the monk level;
    /// [`Error::Core`] (`OutOfRange`) for a contributor outside -10..=10.
    pub fn new(monk_level: CharacterLevel, verve: u32, charisma_major: i32) -> Result<Self, Error> {
        PsychicAction::Attack { verve }.check(monk_level, u32::MAX)?;
        osr_core::Error::check_range("charisma major contributor", charisma_major.into(), -10, 10)?;
        Ok(Self {
            verve,
            charisma_major,
        })
    }

    /// What is added to the d4.
    #[must_use]
    pub fn bonus(&self) -> i64 {
        i64::from(self.charisma_major) + i64::from(self.verve) - 1
    }

    /// The damage as an osr-dice plan.
    ///
    /// # Errors
    ///
    /// [`Error::Dice`] only if osr-dice refused its notation.
    pub fn plan(&self) -> Result<Plan, Error> {
        Ok(Plan::with_vars(
            &parse("1d4+@bonus")?,
            &Limits::default(),
            &[("bonus", self.bonus())],
        )?)
    }

    /// Rolls the damage: the damage dealt (0 or more) and the d4.
    ///
    /// # Errors
    ///
    /// The face source's error.
    pub fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<(u32, Vec<Rolled>), Error> {
        let roll = self.plan()?.roll(source)?;
        let dice = crate::counted_dice(&roll)?;
        let damage = u32::try_from(roll.total.max(0))
            .map_err(|_| Error::Inconsistent { what: "the damage" })?;
        Ok((damage, dice))
    }

    /// The exact distribution of the rolled total (before a negative
    /// total is read as no damage).
    ///
    /// # Errors
    ///
    /// As [`plan`](Self::plan).
    pub fn distribution(&self) -> Result<Distribution, Error> {
        Ok(self.plan()?.distribution(&Budget::default())?)
    }
}

/// The state of a character in psychic conflict
/// (GM-magic.psychic.state).
///
/// # Examples
///
/// ```
/// use osr_magic::gods_and_monsters::PsychicState;
///
/// let still = PsychicState { speaking_or_moving: false };
/// assert_eq!((still.real_world_modifier(), still.movement(10)), (-4, 2));
/// assert_eq!(PsychicState { speaking_or_moving: true }.psychic_modifier(), -3);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PsychicState {
    /// Whether the character speaks simply or moves at half movement.
    pub speaking_or_moving: bool,
}

impl PsychicState {
    /// The modifier to real-world defense and perception: -4.
    #[must_use]
    pub const fn real_world_modifier(&self) -> i32 {
        REAL_WORLD_PENALTY
    }

    /// The movement while engaged: a quarter, rounded down.
    #[must_use]
    pub const fn movement(&self, normal: u32) -> u32 {
        normal / 4
    }

    /// The modifier to psychic attack and defense: -3 while speaking or
    /// moving, else 0.
    #[must_use]
    pub const fn psychic_modifier(&self) -> i32 {
        if self.speaking_or_moving {
            DISTRACTED_PENALTY
        } else {
            0
        }
    }
}

/// Verve and survival points, as psychic damage takes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PsychicPools {
    /// Verve points left.
    pub verve: u32,
    /// Survival points left.
    pub survival: u32,
}

/// Psychic damage taken (GM-magic.psychic.damage). With the `serde`
/// feature reading it back checks that the pools only went down, that the
/// stun is what survival lost and that injuries come only once survival is
/// gone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "PsychicHitFields"))]
pub struct PsychicHit {
    /// The pools before.
    pub from: PsychicPools,
    /// The pools after.
    pub to: PsychicPools,
    /// Damage past survival: injuries, which end the conflict for the
    /// character.
    pub injuries: u32,
    /// The penalty on next round's actions: the damage taken to survival.
    pub stun_penalty: u32,
}

/// A [`PsychicHit`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct PsychicHitFields {
    /// The pools before.
    from: PsychicPools,
    /// The pools after.
    to: PsychicPools,
    /// Damage past survival: injuries, which end the conflict for the
    /// character.
    injuries: u32,
    /// The penalty on next round's actions: the damage taken to survival.
    stun_penalty: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<PsychicHitFields> for PsychicHit {
    type Error = Error;

    fn try_from(f: PsychicHitFields) -> Result<Self, Error> {
        let consistent = f.to.verve <= f.from.verve
            && f.to.survival <= f.from.survival
            && f.stun_penalty == f.from.survival - f.to.survival
            && (f.injuries == 0 || f.to.survival == 0);
        if !consistent {
            return Err(Error::Inconsistent {
                what: "the psychic damage",
            });
        }
        Ok(Self {
            from: f.from,
            to: f.to,
            injuries: f.injuries,
            stun_penalty: f.stun_penalty,
        })
    }
}

impl PsychicHit {
    /// Whether the character leaves the conflict: any injury does it.
    #[must_use]
    pub const fn ends_conflict(&self) -> bool {
        self.injuries > 0
    }
}

impl PsychicPools {
    /// Takes psychic damage: from verve first, then survival, unless the
    /// defender chooses survival; damage to survival stuns, a penalty of
    /// that much on next round's actions; past survival it is injuries.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_magic::gods_and_monsters::PsychicPools;
    ///
    /// let pools = PsychicPools { verve: 2, survival: 7 };
    /// let hit = pools.take(5, false);
    /// assert_eq!((hit.to.verve, hit.to.survival, hit.stun_penalty), (0, 4, 3));
    /// let chosen = pools.take(3, true);
    /// assert_eq!((chosen.to.verve, chosen.to.survival, chosen.stun_penalty), (2, 4, 3));
    /// ```
    #[must_use]
    pub const fn take(self, damage: u32, to_survival: bool) -> PsychicHit {
        let from_verve = if to_survival {
            0
        } else if damage < self.verve {
            damage
        } else {
            self.verve
        };
        let rest = damage - from_verve;
        let from_survival = if rest < self.survival {
            rest
        } else {
            self.survival
        };
        PsychicHit {
            from: self,
            to: Self {
                verve: self.verve - from_verve,
                survival: self.survival - from_survival,
            },
            injuries: rest - from_survival,
            stun_penalty: from_survival,
        }
    }
}

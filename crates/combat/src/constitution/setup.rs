//! Who fights: the combatants of a 3d6 Constitution fight and the tie
//! policy.

use alloc::vec::Vec;

use osr_check::constitution::{AbilityScore, Level, MoraleScore};
use osr_health::constitution::{HitDice, Hp, Marks, Vitality};

use super::initiative::{Start, Ties};
use super::rules::{DamageDie, Training};
use super::{Ac, Bonus};
use crate::{Error, Side};

/// One combatant of a 3d6 Constitution fight, in the units of the rules.
///
/// Build one with [`Combatant::new`] and set what differs from an
/// ordinary armed human through the public fields; [`Setup::new`] checks
/// them together (HP at most what the hit dice roll, IDs unique).
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::constitution::{Ac, Combatant};
///
/// let mut ogre = Combatant::new(2, Side::Foes, 18)?;
/// ogre.ac = Ac::new(22)?;
/// assert_eq!((ogre.hp.get(), ogre.ac.get(), ogre.combat_bonus()), (18, 22, 0));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionCombatant"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Combatant {
    /// The caller's ID, unique in the fight.
    pub id: u32,
    /// The side.
    pub side: Side,
    /// Wits: added to initiative.
    #[cfg_attr(feature = "serde", serde(rename = "wit"))]
    pub wits: AbilityScore,
    /// Strength: attacks, active defence and the strength injury save.
    #[cfg_attr(feature = "serde", serde(rename = "str"))]
    pub strength: AbilityScore,
    /// Will: the will injury save.
    #[cfg_attr(feature = "serde", serde(rename = "wil"))]
    pub will: AbilityScore,
    /// Armour class (TC-5.15, with reach and training already added by
    /// [`reach_ac_bonus`](super::reach_ac_bonus) where the caller wants it).
    pub ac: Ac,
    /// Hit dice (level for a character, HD for a monster).
    pub hit_dice: HitDice,
    /// Hit points now.
    pub hp: Hp,
    /// Level: the major wound marks it can take (TC-6.11) and a
    /// fighter's bonus (TC-7.1). A direct hit's price reads
    /// [`hit_dice`](Self::hit_dice), the level or HD (TC-6.12).
    pub level: Level,
    /// Major wound marks taken before the fight (TC-6.11): with as many
    /// as the level, a failed strength injury save kills.
    #[cfg_attr(feature = "serde", serde(default))]
    pub marks: Marks,
    /// A fighter adds their level to initiative, attacks, defence and
    /// injury saves (TC-7.1).
    pub fighter: bool,
    /// Tough fucker (TC-7.2): d8 hit dice, so HP up to 8 per die.
    pub tough: bool,
    /// Other bonuses to hit: training ([`training_to_hit`](super::training_to_hit)),
    /// circumstances.
    pub to_hit: Bonus,
    /// Other bonuses to initiative ([`training_initiative`](super::training_initiative)).
    pub initiative_bonus: Bonus,
    /// The damage die.
    pub damage: DamageDie,
    /// How initiative starts (surprise, henchmen).
    pub start: Start,
    /// The morale score of a monster or NPC, if it checks morale.
    pub morale: Option<MoraleScore>,
    /// Initiations and trainings.
    pub training: Training,
    /// Carries a shield: may defend as a reaction (TC-5.4, TC-5.17).
    pub shield: bool,
    /// Already berserk when the fight starts (TC-7.4).
    pub berserk: bool,
    /// Pays HP to stop a direct hit when it can (TC-6.12).
    pub buys_off: bool,
}

impl Combatant {
    /// An ordinary armed human: every ability 10, AC 20, 1 HD with `hp`
    /// HP, level 1, a d6 weapon, rolled initiative, no morale score.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for HP outside osr-health's [`Hp`].
    pub fn new(id: u32, side: Side, hp: u32) -> Result<Self, Error> {
        Ok(Self {
            id,
            side,
            wits: AbilityScore::new(10)?,
            strength: AbilityScore::new(10)?,
            will: AbilityScore::new(10)?,
            ac: Ac::new(20)?,
            hit_dice: HitDice::new(1)?,
            hp: Hp::new(hp)?,
            level: Level::new(1)?,
            marks: Marks::default(),
            fighter: false,
            tough: false,
            to_hit: Bonus::default(),
            initiative_bonus: Bonus::default(),
            damage: DamageDie::D6,
            start: Start::Roll,
            morale: None,
            training: Training::default(),
            shield: false,
            berserk: false,
            buys_off: false,
        })
    }

    /// What TC-7.1 adds to combat checks: the level for a fighter.
    #[must_use]
    pub fn combat_bonus(&self) -> i32 {
        if self.fighter {
            i32::try_from(self.level.get()).unwrap_or(0)
        } else {
            0
        }
    }

    /// The combatant's hit points and wounds as osr-health keeps them.
    ///
    /// # Errors
    ///
    /// [`Error::AboveMaximum`] for more HP than the hit dice roll (d8s
    /// when tough), or more major wound marks than the level.
    pub fn vitality(&self) -> Result<Vitality, Error> {
        let (hd, hp) = (self.hit_dice.get(), self.hp.get());
        let max = hd * if self.tough { 8 } else { 6 };
        if hp > max {
            return Err(Error::AboveMaximum {
                what: "hit points",
                value: hp.into(),
                max: max.into(),
            });
        }
        let v = if self.tough {
            Vitality::new_tough(hd, hp)?
        } else {
            Vitality::new(hd, hp)?
        };
        Ok(v.with_level(self.level.get(), self.marks.get())?)
    }
}

/// The combatants of a fight and the caller's tie policy (TC-5.1).
///
/// With the `serde` feature it reads back through [`Setup::new`]'s checks.
///
/// # Examples
///
/// ```
/// use osr_combat::{Error, Side};
/// use osr_combat::constitution::{Combatant, Setup, Ties};
///
/// let a = Combatant::new(1, Side::Party, 4)?;
/// assert_eq!(Setup::new(vec![a], Ties::SetupOrder), Err(Error::EmptySide));
/// let setup = Setup::new(vec![a, Combatant::new(2, Side::Foes, 4)?], Ties::HigherWits)?;
/// assert_eq!(setup.combatants().len(), 2);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionSetup"))]
#[cfg_attr(feature = "serde", serde(try_from = "SetupFields"))]
pub struct Setup {
    combatants: Vec<Combatant>,
    ties: Ties,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SetupFields {
    combatants: Vec<Combatant>,
    ties: Ties,
}

#[cfg(feature = "serde")]
impl TryFrom<SetupFields> for Setup {
    type Error = Error;

    fn try_from(f: SetupFields) -> Result<Self, Error> {
        Self::new(f.combatants, f.ties)
    }
}

impl Setup {
    /// The fight's combatants, in the order they roll initiative.
    ///
    /// # Errors
    ///
    /// [`Error::EmptySide`] without a combatant on each side,
    /// [`Error::DuplicateCombatant`] for an ID used twice, and
    /// [`Combatant::vitality`]'s errors.
    pub fn new(combatants: Vec<Combatant>, ties: Ties) -> Result<Self, Error> {
        for side in [Side::Party, Side::Foes] {
            if !combatants.iter().any(|c| c.side == side) {
                return Err(Error::EmptySide);
            }
        }
        for (i, c) in combatants.iter().enumerate() {
            if combatants[..i].iter().any(|d| d.id == c.id) {
                return Err(Error::DuplicateCombatant { id: c.id });
            }
            c.vitality()?;
        }
        Ok(Self { combatants, ties })
    }

    /// The combatants.
    #[must_use]
    pub fn combatants(&self) -> &[Combatant] {
        &self.combatants
    }

    /// The tie policy.
    #[must_use]
    pub const fn ties(&self) -> Ties {
        self.ties
    }
}

impl Setup {
    pub(super) fn index(&self, id: u32) -> Result<usize, Error> {
        self.combatants
            .iter()
            .position(|c| c.id == id)
            .ok_or(Error::UnknownCombatant { id })
    }
}

//! Who is in an encounter: the combatants and the sides' stances.

use alloc::vec::Vec;

use osr_check::murdham::AbilityScore;
use osr_health::murdham::{Armour, Health};

use super::{Awareness, Group, Stance};
use crate::{Error, Side};

/// A character or creature in an encounter: an ID the caller chooses
/// (unique in the encounter), a side, WIT (for awareness and social
/// actions), health and armour (osr-health's [`Health`], [`Armour`]).
///
/// # Examples
///
/// ```
/// use osr_health::murdham::Health;
/// use osr_combat::Side;
/// use osr_combat::murdham::Combatant;
///
/// let ada = Combatant::new(1, Side::Party, 12, Health::full(10)?, 1)?;
/// assert_eq!((ada.id(), ada.wit(), ada.armour()), (1, 12, 1));
/// assert!(Combatant::new(2, Side::Foes, 21, Health::full(8)?, 0).is_err());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamCombatant"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Combatant {
    id: u32,
    side: Side,
    wit: AbilityScore,
    health: Health,
    armour: Armour,
}

impl Combatant {
    /// A combatant with this ID on `side`, with `wit` (0 to 20), `health`
    /// and `armour` (0 to 3).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a WIT or armour out of range.
    pub fn new(id: u32, side: Side, wit: i32, health: Health, armour: u32) -> Result<Self, Error> {
        Ok(Self {
            id,
            side,
            wit: AbilityScore::new(wit).map_err(Error::from)?,
            health,
            armour: Armour::new(armour)?,
        })
    }

    /// The ID.
    #[must_use]
    pub const fn id(&self) -> u32 {
        self.id
    }

    /// The side.
    #[must_use]
    pub const fn side(&self) -> Side {
        self.side
    }

    /// WIT.
    #[must_use]
    pub const fn wit(&self) -> i32 {
        self.wit.get()
    }

    /// Health when the encounter begins.
    #[must_use]
    pub const fn health(&self) -> Health {
        self.health
    }

    /// Armour.
    #[must_use]
    pub const fn armour(&self) -> u32 {
        self.armour.get()
    }
}

/// The encounter as set up (MU-combat.encounter.setup): the zone map is
/// the caller's; here are both sides' stances and the combatants.
///
/// # Examples
///
/// ```
/// use osr_health::murdham::Health;
/// use osr_combat::Side;
/// use osr_combat::murdham::{Combatant, Setup, Stance};
///
/// let setup = Setup::new(Stance::Cautious, Stance::Hidden, vec![
///     Combatant::new(1, Side::Party, 9, Health::full(10)?, 0)?,
///     Combatant::new(2, Side::Foes, 10, Health::full(8)?, 1)?,
/// ])?;
/// assert_eq!(setup.combatants().len(), 2);
/// assert!(Setup::new(Stance::Cautious, Stance::Cautious, vec![]).is_err());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamSetup"))]
#[cfg_attr(feature = "serde", serde(try_from = "SetupFields"))]
pub struct Setup {
    party: Stance,
    foes: Stance,
    combatants: Vec<Combatant>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SetupFields {
    party: Stance,
    foes: Stance,
    combatants: Vec<Combatant>,
}

#[cfg(feature = "serde")]
impl TryFrom<SetupFields> for Setup {
    type Error = Error;

    fn try_from(fields: SetupFields) -> Result<Self, Error> {
        Self::new(fields.party, fields.foes, fields.combatants)
    }
}

impl Setup {
    /// The party's and the foes' stances and every combatant.
    ///
    /// # Errors
    ///
    /// [`Error::EmptySide`] for a side with nobody on it,
    /// [`Error::DuplicateCombatant`] for an ID given twice, and
    /// [`Error::Core`] (`OutOfRange`, `"group members"`) for more than
    /// [`osr_check::murdham::MAX_MEMBERS`] on a side.
    pub fn new(party: Stance, foes: Stance, combatants: Vec<Combatant>) -> Result<Self, Error> {
        for (i, c) in combatants.iter().enumerate() {
            if combatants[..i].iter().any(|d| d.id == c.id) {
                return Err(Error::DuplicateCombatant { id: c.id });
            }
        }
        let setup = Self {
            party,
            foes,
            combatants,
        };
        setup.awareness()?;
        Ok(setup)
    }

    /// The combatants, in the order given.
    #[must_use]
    pub fn combatants(&self) -> &[Combatant] {
        &self.combatants
    }

    /// A side's stance.
    #[must_use]
    pub const fn stance(&self, side: Side) -> Stance {
        match side {
            Side::Party => self.party,
            Side::Foes => self.foes,
        }
    }

    /// The awareness roll of this encounter: each side a group of its
    /// members' WIT.
    ///
    /// # Errors
    ///
    /// As [`Setup::new`].
    pub fn awareness(&self) -> Result<Awareness, Error> {
        let group = |side: Side| -> Result<Group, Error> {
            let wits: Vec<i32> = self
                .combatants
                .iter()
                .filter(|c| c.side == side)
                .map(Combatant::wit)
                .collect();
            if wits.is_empty() {
                return Err(Error::EmptySide);
            }
            Group::new(self.stance(side), &wits)
        };
        Ok(Awareness::new(group(Side::Party)?, group(Side::Foes)?))
    }
}

//! The house rules chosen and the combatants, in the order listed.

use alloc::vec::Vec;

use crate::{Error, Side};

/// How tied sides are settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeSideTies"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SideTies {
    /// Both sides roll again until one is higher.
    Reroll,
    /// Both sides act at once: one turn for everyone.
    Simultaneous,
    /// The party goes first.
    PartyFirst,
}

/// How combatants with the same individual roll are ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeIndividualTies"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum IndividualTies {
    /// The tied combatants roll a d6 each again, among themselves, until
    /// none is tied.
    Reroll,
    /// Party members before foes; then the order they were listed in.
    PartyFirst,
    /// The order they were listed in.
    ListOrder,
    /// They act at once, in one turn.
    Simultaneous,
}

/// Side or individual initiative.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeMethod"))]
#[cfg_attr(
    feature = "serde",
    serde(tag = "method", content = "ties", rename_all = "snake_case")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Method {
    /// A d6 for each side.
    Side(SideTies),
    /// A d6 for each combatant.
    Individual(IndividualTies),
}

/// When initiative is rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeKeep"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Keep {
    /// Once, for the whole fight.
    WholeFight,
    /// At the start of every round.
    EachRound,
}

/// The house rules chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeRules"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Rules {
    /// Side or individual.
    pub method: Method,
    /// Rolled once or each round.
    pub keep: Keep,
    /// Whether every combatant declares before the roll each round.
    pub declarations: bool,
}

/// A combatant: an ID the caller chooses (unique) and a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeEntrant"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Entrant {
    /// The ID.
    pub id: u32,
    /// The side.
    pub side: Side,
}

/// The rules and the combatants, in the order listed.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::initiative::{Entrant, Keep, Method, Rules, Setup, SideTies};
///
/// let rules = Rules { method: Method::Side(SideTies::Reroll), keep: Keep::EachRound, declarations: false };
/// let setup = Setup::new(rules, vec![
///     Entrant { id: 1, side: Side::Party },
///     Entrant { id: 2, side: Side::Foes },
/// ])?;
/// assert_eq!(setup.entrants().len(), 2);
/// assert!(Setup::new(rules, vec![Entrant { id: 1, side: Side::Party }]).is_err());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeSetup"))]
#[cfg_attr(feature = "serde", serde(try_from = "SetupFields"))]
pub struct Setup {
    rules: Rules,
    entrants: Vec<Entrant>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SetupFields {
    rules: Rules,
    entrants: Vec<Entrant>,
}

#[cfg(feature = "serde")]
impl TryFrom<SetupFields> for Setup {
    type Error = Error;

    fn try_from(fields: SetupFields) -> Result<Self, Error> {
        Self::new(fields.rules, fields.entrants)
    }
}

impl Setup {
    /// The rules and the combatants.
    ///
    /// # Errors
    ///
    /// [`Error::EmptySide`] for a side with nobody on it,
    /// [`Error::DuplicateCombatant`] for an ID given twice.
    pub fn new(rules: Rules, entrants: Vec<Entrant>) -> Result<Self, Error> {
        for (i, e) in entrants.iter().enumerate() {
            if entrants[..i].iter().any(|d| d.id == e.id) {
                return Err(Error::DuplicateCombatant { id: e.id });
            }
        }
        for side in [Side::Party, Side::Foes] {
            if !entrants.iter().any(|e| e.side == side) {
                return Err(Error::EmptySide);
            }
        }
        Ok(Self { rules, entrants })
    }

    /// The rules.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The combatants, in the order listed.
    #[must_use]
    pub fn entrants(&self) -> &[Entrant] {
        &self.entrants
    }
}

impl Setup {
    /// The index of combatant `id` in the order listed.
    pub(super) fn index(&self, id: u32) -> Result<usize, Error> {
        self.entrants
            .iter()
            .position(|e| e.id == id)
            .ok_or(Error::UnknownCombatant { id })
    }
}

//! Block, Dodge, Parry's environmental damage (BDP-1.7.1): damage that
//! cannot be defended against goes straight to an ability, and sources
//! that could kill or take a character out call for a Critical Damage
//! Save after the damage.

use alloc::string::String;
use alloc::vec::Vec;

use osr_check::block_dodge_parry::Ability;
use osr_check::{Check, Fate, Odds, Resolved, Rolled};
use osr_core::{Die, FaceSource};

use super::{
    Body, Critical, CriticalDamageSave, Event, Level, Protection, Stacking, Wound, critical_odds,
    sum_odds,
};
use crate::Error;

/// What a hazard's damage is counted in, when it repeats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Unit {
    /// Floors fallen.
    Floor,
    /// Turns spent (length defined by the exploration rules).
    Turn,
    /// Watches spent.
    Watch,
}

/// The damage of one unit of a hazard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Amount {
    /// A fixed amount.
    Fixed(u32),
    /// One die.
    Roll(Die),
}

/// A source of ability damage from the rules' examples.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Ability;
/// use osr_health::block_dodge_parry::{Amount, FALL, Unit};
/// use osr_core::Die;
///
/// assert_eq!((FALL.ability, FALL.amount, FALL.per), (Ability::Str, Amount::Roll(Die::D10), Some(Unit::Floor)));
/// assert!(FALL.critical_save);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hazard {
    /// A stable key.
    pub id: &'static str,
    /// The name to show.
    pub name: &'static str,
    /// The ability damaged.
    pub ability: Ability,
    /// The damage per unit (or in all, for a one-off hazard).
    pub amount: Amount,
    /// What the damage repeats per, or `None` for a one-off.
    pub per: Option<Unit>,
    /// Whether a Critical Damage Save follows the damage.
    pub critical_save: bool,
    /// The type of the Severe wound a critical injury leaves.
    pub wound: &'static str,
}

/// Falling from a great height: 1d10 STR per floor, then a Critical Damage
/// Save (BDP-1.7.1.fall).
pub const FALL: Hazard = Hazard {
    id: "fall",
    name: "Falling from a great height",
    ability: Ability::Str,
    amount: Amount::Roll(Die::D10),
    per: Some(Unit::Floor),
    critical_save: true,
    wound: "fall wound",
};

/// The hazards of the rules' examples (BDP-1.7.1), by [`Hazard::id`].
pub const HAZARDS: &[Hazard] = &[
    FALL,
    Hazard {
        id: "noxious_gas",
        name: "Inhaling a noxious gas",
        ability: Ability::Str,
        amount: Amount::Fixed(1),
        per: Some(Unit::Turn),
        critical_save: false,
        wound: "poisoning",
    },
    Hazard {
        id: "frigid_cold",
        name: "Frigid temperatures without proper clothing",
        ability: Ability::Str,
        amount: Amount::Fixed(1),
        per: Some(Unit::Watch),
        critical_save: false,
        wound: "frostbite",
    },
    Hazard {
        id: "bear_trap",
        name: "Stepping into a bear trap",
        ability: Ability::Dex,
        amount: Amount::Roll(Die::D4),
        per: None,
        critical_save: false,
        wound: "bear trap wound",
    },
    Hazard {
        id: "night_spider_venom",
        name: "Night Spider venom",
        ability: Ability::Dex,
        amount: Amount::Roll(Die::D8),
        per: None,
        critical_save: true,
        wound: "poisoning",
    },
    Hazard {
        id: "unnatural_glimpse",
        name: "A glimpse of something unnatural and scary",
        ability: Ability::Wil,
        amount: Amount::Fixed(1),
        per: None,
        critical_save: false,
        wound: "mental scar",
    },
    Hazard {
        id: "eldritch_true_form",
        name: "Gazing upon an eldritch being's true form",
        ability: Ability::Wil,
        amount: Amount::Roll(Die::D8),
        per: None,
        critical_save: true,
        wound: "mental scar",
    },
];

/// The hazard with this [`Hazard::id`].
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::hazard;
///
/// assert_eq!(hazard("bear_trap")?.name, "Stepping into a bear trap");
/// assert!(hazard("lava").is_err());
/// # Ok::<(), osr_health::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::UnknownId`] for an id not in [`HAZARDS`].
pub fn hazard(id: &str) -> Result<&'static Hazard, Error> {
    HAZARDS
        .iter()
        .find(|h| h.id == id)
        .ok_or_else(|| Error::UnknownId {
            table: "hazard",
            id: String::from(id),
        })
}

osr_core::bounded! {
    error: crate::Error;
    /// How many floors, turns or watches a hazard lasts.
    pub struct Units(u32) in 1..=100, "hazard units";
}

/// One exposure to a hazard: so many floors, turns or watches of it (one
/// for a one-off hazard).
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Ability;
/// use osr_core::SuppliedFaces;
/// use osr_health::block_dodge_parry::{Body, Critical, Exposure, Track, hazard};
///
/// // Night Spider venom: DEX 10 - 6 = 4, and the save rolls 7.
/// let mut body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
/// let venom = Exposure::new(hazard("night_spider_venom")?, 1)?;
/// let outcome = venom.apply(&mut body, &mut SuppliedFaces::new(&[6, 7]))?;
/// assert_eq!(outcome.critical(), Critical::Immobilised);
/// assert_eq!(body.track(Ability::Dex).current(), 4);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "ExposureFields", into = "ExposureFields")
)]
pub struct Exposure {
    hazard: &'static Hazard,
    units: Units,
    protection: Protection,
}

/// An [`Exposure`] as written: the hazard's id and the units.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ExposureFields {
    hazard: String,
    units: u32,
    #[serde(default, skip_serializing_if = "Protection::is_none")]
    protection: Protection,
}

#[cfg(feature = "serde")]
impl TryFrom<ExposureFields> for Exposure {
    type Error = Error;

    fn try_from(fields: ExposureFields) -> Result<Self, Error> {
        Ok(Self::new(hazard(&fields.hazard)?, fields.units)?.with_protection(fields.protection))
    }
}

#[cfg(feature = "serde")]
impl From<Exposure> for ExposureFields {
    fn from(exposure: Exposure) -> Self {
        Self {
            hazard: String::from(exposure.hazard.id),
            units: exposure.units(),
            protection: exposure.protection,
        }
    }
}

/// What an [`Exposure`] did: the final [`Critical`] band, every event and
/// every die in the order rolled (damage dice, then the Critical Damage
/// Save's).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::block_dodge_parry::{Body, Critical, Exposure, Track, hazard};
///
/// let mut body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
/// let outcome = Exposure::new(hazard("bear_trap")?, 1)?.apply(&mut body, &mut SuppliedFaces::new(&[3]))?;
/// assert_eq!((outcome.damage(), outcome.critical(), outcome.faces()), (3, Critical::Unharmed, vec![3]));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct HazardOutcome {
    band: Critical,
    damage: u32,
    events: Vec<Event>,
    dice: Vec<Rolled>,
}

impl HazardOutcome {
    /// The consequence: [`Critical::Unharmed`] when the character is still
    /// up, or how the damage or the save took them out.
    #[must_use]
    pub const fn critical(&self) -> Critical {
        self.band
    }

    /// The damage rolled (before it stops at 0).
    #[must_use]
    pub const fn damage(&self) -> u32 {
        self.damage
    }

    /// What happened, in order.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Every die rolled, in order.
    #[must_use]
    pub fn dice(&self) -> &[Rolled] {
        &self.dice
    }

    /// The faces rolled, to replay the exposure from.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        self.dice.iter().map(|d| d.face).collect()
    }
}

impl Exposure {
    /// `units` floors, turns or watches of `hazard`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for units outside [`Units`]' range,
    /// or other than 1 for a one-off hazard (`"units of a one-off hazard"`).
    pub fn new(hazard: &'static Hazard, units: u32) -> Result<Self, Error> {
        if hazard.per.is_none() {
            osr_core::Error::check_range("units of a one-off hazard", i64::from(units), 1, 1)?;
        }
        Ok(Self {
            hazard,
            units: Units::new(units)?,
            protection: Protection::NONE,
        })
    }

    /// The same exposure for a character whose gear protects these areas
    /// from critical injuries ([`CriticalDamageSave::with_protection`]).
    #[must_use]
    pub const fn with_protection(self, protection: Protection) -> Self {
        Self { protection, ..self }
    }

    /// The hazard.
    #[must_use]
    pub const fn hazard(&self) -> &'static Hazard {
        self.hazard
    }

    /// The floors, turns or watches.
    #[must_use]
    pub const fn units(&self) -> u32 {
        self.units.get()
    }

    /// Checks a recorded outcome against this exposure of `before` (the
    /// body it struck): applying it again from the outcome's own faces must
    /// give the same outcome and use every face.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] (`Forged`) when it does not.
    pub fn verify(&self, before: &Body, outcome: &HazardOutcome) -> Result<(), Error> {
        crate::verify_replay(outcome, &outcome.faces(), |faces| {
            self.apply(&mut before.clone(), faces)
        })
    }

    /// Rolls the damage and applies it to `body`, then the Critical Damage
    /// Save where the hazard calls for one: an injury's extra loss is
    /// applied and its Severe wound (named for the hazard and the area)
    /// takes a slot. A score the damage takes to 0 decides without a save
    /// (STR 0 is death). On an error nothing in `body` changes.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails, [`Error::NoFreeSlot`]
    /// when the injury's wound finds no free slot.
    pub fn apply<S: FaceSource + ?Sized>(
        &self,
        body: &mut Body,
        source: &mut S,
    ) -> Result<HazardOutcome, Error> {
        let ability = self.hazard.ability;
        let mut next = body.clone();
        let mut dice = Vec::new();
        let mut damage = 0_u32;
        for _ in 0..self.units() {
            damage = damage.saturating_add(match self.hazard.amount {
                Amount::Fixed(n) => n,
                Amount::Roll(die) => {
                    let face = die.roll(source)?;
                    if !die.has_face(face) {
                        return Err(Error::Core(osr_core::Error::FaceOutOfRange {
                            face,
                            sides: die.sides(),
                            position: dice.len(),
                        }));
                    }
                    dice.push(Rolled {
                        sides: die.sides(),
                        face,
                        fate: Fate::Counted,
                    });
                    face
                }
            });
        }
        let mut events = alloc::vec![Event::Damage {
            ability,
            amount: damage
        }];
        events.extend(next.lose(ability, damage));
        let score = next.track(ability).current();
        let mut band = Critical::Unharmed;
        if self.hazard.critical_save || score == 0 {
            let save = CriticalDamageSave::new(ability, score)?.with_protection(self.protection);
            let roll = save.roll(source)?;
            dice.extend_from_slice(roll.dice());
            band = roll.critical();
            events.push(Event::CriticalDamageSave {
                ability,
                score,
                critical: band,
            });
            if let Some(loss) = roll.loss() {
                events.extend(next.lose(loss.ability, loss.amount));
            }
            if let Some(area) = roll.severe_wound() {
                let wound = Wound::new(self.hazard.wound, Level::Severe, Some(area))?;
                events.extend(next.take_wound(wound, Stacking::NewSlot, Ability::Str)?);
            }
        }
        *body = next;
        Ok(HazardOutcome {
            band,
            damage,
            events,
            dice,
        })
    }

    /// The exact chance of every damage total.
    #[must_use]
    pub fn damage_odds(&self) -> Odds<u32> {
        match self.hazard.amount {
            Amount::Fixed(n) => Odds::certain(n.saturating_mul(self.units())),
            Amount::Roll(die) => sum_odds(die, self.units()),
        }
    }

    /// The exact chance of every consequence for `body` before anything is
    /// rolled: the damage, then (where the hazard calls for one, or the
    /// damage takes the score to 0) the Critical Damage Save at the score
    /// that is left.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_health::block_dodge_parry::{Body, Critical, Exposure, Track, hazard};
    ///
    /// // Gazing on an eldritch form with WIL 11: 1d8 WIL, then a WIL save
    /// // at what is left.
    /// let body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(11, 11)?);
    /// let gaze = Exposure::new(hazard("eldritch_true_form")?, 1)?;
    /// let odds = gaze.odds(&body);
    /// // Unharmed: for a d8 of d, (11 - d - 0)/20 passes (a 1 always does).
    /// let p = BigRational::new((3..=10).sum::<i64>().into(), 160.into());
    /// assert_eq!(odds.probability(&Critical::Unharmed), Some(p));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub fn odds(&self, body: &Body) -> Odds<Critical> {
        let ability = self.hazard.ability;
        let score = body.track(ability).current();
        self.damage_odds().then(|&damage| {
            let left = score
                .saturating_sub(i32::try_from(damage).unwrap_or(i32::MAX))
                .max(0);
            if !self.hazard.critical_save && left > 0 {
                return Odds::certain(Critical::Unharmed);
            }
            critical_odds(ability, left, self.protection)
        })
    }
}

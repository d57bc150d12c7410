//! Block, Dodge, Parry: where a blow's damage goes (hit protection first
//! when it could be defended against, else straight to an ability) and the
//! Fatigue that blocking, dodging and casting can cost.
//!
//! The rules chapter this library follows points to the game's combat
//! rules for how attacks, blocks and dodges are rolled; it does not give
//! them. So there is no attack procedure here, no fight to simulate and
//! no fight odds: the caller's table decides that a blow landed and for
//! how much, and this module routes the damage ([`Harm::land`]) through
//! osr-health's [`Body`] (abilities, Fatigue, wounds in slots) and
//! [`CriticalDamageSave`], and charges Fatigue for an [`Exertion`]
//! ([`exert`]) in the amount the caller's combat rules set.
//!
//! | rule | API |
//! |---|---|
//! | BDP-1.7.1.routing: defensible damage hits HP first, the rest an ability; undefendable damage goes straight to an ability | [`Hp`], [`Harm`], [`Route`], [`Harm::land`], [`Harm::odds`], [`Landed`] |
//! | BDP-1.6.combat-fatigue: blocking, dodging and casting can give Fatigue (the amount is the combat and magic rules') | [`Exertion`], [`exert`] |
//!
//! Readings: defensible damage beyond the HP left goes to the ability the
//! blow names (STR for weapons and darts, which wound and injure). A
//! Critical Damage Save follows ability damage when the caller says the
//! blow could kill or take the character out, or when the score reaches
//! 0, as in osr-health's hazards; a failed save's injury leaves a Severe
//! wound named by the blow. Damage that stops at HP calls for no save.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use osr_check::block_dodge_parry::Ability;
use osr_check::{Check, Odds, Resolved, Rolled};
use osr_core::FaceSource;
use osr_health::block_dodge_parry::{
    Body, Critical, CriticalDamageSave, FatigueSource, Level, Protection, Stacking, Wound,
};

use crate::Error;

osr_core::bounded! {
    error: crate::Error;
    /// Damage from one blow, after whatever the caller's combat rules took
    /// off.
    pub struct Damage(u32) in 0..=1000, "damage";
}

/// Most hit protection a character has: far above any level's.
pub const MAX_HP: u32 = 100;

/// Hit protection: the HP left and the most the character has.
///
/// # Examples
///
/// ```
/// use osr_combat::block_dodge_parry::Hp;
///
/// let hp = Hp::new(4, 6)?;
/// assert_eq!((hp.current(), hp.max()), (4, 6));
/// assert!(Hp::new(7, 6).is_err());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryHp"))]
#[cfg_attr(feature = "serde", serde(try_from = "HpFields"))]
pub struct Hp {
    current: u32,
    max: u32,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct HpFields {
    current: i64,
    max: i64,
}

#[cfg(feature = "serde")]
impl TryFrom<HpFields> for Hp {
    type Error = Error;

    fn try_from(fields: HpFields) -> Result<Self, Error> {
        Self::checked(fields.current, fields.max)
    }
}

impl Hp {
    /// `current` HP of `max`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a maximum outside 0..=[`MAX_HP`]
    /// (`"maximum hit protection"`) or negative HP (`"hit protection"`),
    /// [`Error::AboveMaximum`] for HP above the maximum.
    pub fn new(current: u32, max: u32) -> Result<Self, Error> {
        Self::checked(current.into(), max.into())
    }

    fn checked(current: i64, max: i64) -> Result<Self, Error> {
        let max =
            osr_core::Error::check_range("maximum hit protection", max, 0, i64::from(MAX_HP))?;
        let current =
            osr_core::Error::check_range("hit protection", current, 0, i64::from(MAX_HP))?;
        if current > max {
            return Err(Error::AboveMaximum {
                what: "hit protection",
                value: current,
                max,
            });
        }
        Ok(Self {
            current: u32::try_from(current).unwrap_or(0),
            max: u32::try_from(max).unwrap_or(0),
        })
    }

    /// HP left.
    #[must_use]
    pub const fn current(&self) -> u32 {
        self.current
    }

    /// The most HP.
    #[must_use]
    pub const fn max(&self) -> u32 {
        self.max
    }
}

/// Where a blow's damage goes first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryRoute"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Route {
    /// Damage that could reasonably be defended against (a weapon, darts
    /// from a trap): HP first, the rest to the ability.
    Defensible,
    /// Damage that cannot be (poison, a fall, fire, bitter cold): straight
    /// to the ability.
    Undefendable,
}

/// One blow or harm: its damage, its route, the ability it damages, and
/// whether ability damage from it calls for a Critical Damage Save.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Ability;
/// use osr_core::SuppliedFaces;
/// use osr_health::block_dodge_parry::{Body, Track};
/// use osr_combat::block_dodge_parry::{Harm, Hp, Route};
///
/// // A trap's dart for 3 on 4 HP: HP 1, nothing to STR.
/// let mut body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
/// let mut hp = Hp::new(4, 4)?;
/// let dart = Harm::new(3, Route::Defensible, Ability::Str)?;
/// let landed = dart.land(&mut hp, &mut body, &mut SuppliedFaces::new(&[]))?;
/// assert_eq!((hp.current(), landed.ability_damage()), (1, 0));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryHarm"))]
#[cfg_attr(feature = "serde", serde(try_from = "HarmFields"))]
pub struct Harm {
    amount: Damage,
    route: Route,
    ability: Ability,
    critical_save: bool,
    wound: String,
    protection: Protection,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct HarmFields {
    /// The damage.
    amount: u32,
    /// Whether HP take it first.
    route: Route,
    /// The ability the rest damages.
    ability: Ability,
    /// Whether ability damage calls for a Critical Damage Save (false when
    /// absent).
    #[serde(default)]
    critical_save: bool,
    /// The wound a failed save gives, 1 to 40 characters (needed with
    /// `critical_save`).
    #[serde(default)]
    wound: String,
    /// The body areas armour covers (none when absent).
    #[serde(default)]
    protection: Protection,
}

#[cfg(feature = "serde")]
impl TryFrom<HarmFields> for Harm {
    type Error = Error;

    fn try_from(fields: HarmFields) -> Result<Self, Error> {
        let harm = Self::new(fields.amount, fields.route, fields.ability)?
            .with_protection(fields.protection);
        if fields.critical_save {
            harm.with_critical_save(&fields.wound)
        } else {
            Ok(harm)
        }
    }
}

/// Something a blow did, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryEvent"))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// HP went down.
    HpLost {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// A change to the body, as osr-health reports it (ability damage, the
    /// Critical Damage Save, a wound, Fatigue).
    Body {
        /// The change.
        change: osr_health::block_dodge_parry::Event,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::HpLost { from, to } => write!(f, "HP {from} -> {to}"),
            Self::Body { change } => write!(f, "{change}"),
        }
    }
}

/// What a [`Harm`] did: HP lost, the ability damage, the Critical Damage
/// Save's result, the events and the dice (the save's). It serializes for
/// display; it is checked by [`Harm::verify`], not read back on its own.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryLanded"))]
pub struct Landed {
    hp_lost: u32,
    ability_damage: u32,
    critical: Critical,
    events: Vec<Event>,
    dice: Vec<Rolled>,
}

impl Landed {
    /// HP lost.
    #[must_use]
    pub const fn hp_lost(&self) -> u32 {
        self.hp_lost
    }

    /// Damage that reached the ability.
    #[must_use]
    pub const fn ability_damage(&self) -> u32 {
        self.ability_damage
    }

    /// The consequence: [`Critical::Unharmed`] when the character is still
    /// up.
    #[must_use]
    pub const fn critical(&self) -> Critical {
        self.critical
    }

    /// What happened, in order.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Every die rolled.
    #[must_use]
    pub fn dice(&self) -> &[Rolled] {
        &self.dice
    }

    /// The faces rolled, to replay from.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        self.dice.iter().map(|d| d.face).collect()
    }
}

impl Harm {
    /// `amount` damage by `route` to `ability`, with no Critical Damage
    /// Save unless the score reaches 0 ([`Harm::with_critical_save`]).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for damage outside 0..=1000.
    pub fn new(amount: u32, route: Route, ability: Ability) -> Result<Self, Error> {
        Ok(Self {
            amount: Damage::new(amount)?,
            route,
            ability,
            critical_save: false,
            wound: String::from("wound"),
            protection: Protection::NONE,
        })
    }

    /// The same harm, which could kill or take the character out: ability
    /// damage from it is followed by a Critical Damage Save, and an injury
    /// leaves a Severe wound of type `wound` (`"sword wound"`).
    ///
    /// # Errors
    ///
    /// osr-health's wound name errors (empty or longer than
    /// [`osr_health::block_dodge_parry::MAX_WOUND_NAME`]).
    pub fn with_critical_save(self, wound: &str) -> Result<Self, Error> {
        Wound::new(wound, Level::Severe, None)?;
        Ok(Self {
            critical_save: true,
            wound: String::from(wound),
            ..self
        })
    }

    /// The same harm to a character whose gear protects these areas from
    /// critical injuries.
    #[must_use]
    pub fn with_protection(self, protection: Protection) -> Self {
        Self { protection, ..self }
    }

    /// The damage.
    #[must_use]
    pub const fn amount(&self) -> u32 {
        self.amount.get()
    }

    /// The route.
    #[must_use]
    pub const fn route(&self) -> Route {
        self.route
    }

    /// The ability damaged.
    #[must_use]
    pub const fn ability(&self) -> Ability {
        self.ability
    }

    /// How the damage splits at `hp`: (HP lost, ability damage).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_combat::block_dodge_parry::{Harm, Hp, Route};
    ///
    /// let hp = Hp::new(2, 6)?;
    /// assert_eq!(Harm::new(5, Route::Defensible, Ability::Str)?.split(hp), (2, 3));
    /// assert_eq!(Harm::new(5, Route::Undefendable, Ability::Str)?.split(hp), (0, 5));
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    #[must_use]
    pub const fn split(&self, hp: Hp) -> (u32, u32) {
        let amount = self.amount.get();
        match self.route {
            Route::Defensible => {
                let lost = if amount < hp.current {
                    amount
                } else {
                    hp.current
                };
                (lost, amount - lost)
            }
            Route::Undefendable => (0, amount),
        }
    }

    /// Lands the blow: HP first when defensible, the rest (or all of it) to
    /// the ability, then the Critical Damage Save when the harm calls for
    /// one or the score reached 0. On an error nothing changes.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails, osr-health's
    /// `NoFreeSlot` when an injury's wound finds no free slot.
    pub fn land<S: FaceSource + ?Sized>(
        &self,
        hp: &mut Hp,
        body: &mut Body,
        source: &mut S,
    ) -> Result<Landed, Error> {
        let (hp_lost, ability_damage) = self.split(*hp);
        let mut events = Vec::new();
        let mut next = body.clone();
        let mut dice = Vec::new();
        let after = Hp {
            current: hp.current - hp_lost,
            max: hp.max,
        };
        if hp_lost > 0 {
            events.push(Event::HpLost {
                from: hp.current,
                to: after.current,
            });
        }
        let mut critical = Critical::Unharmed;
        if ability_damage > 0 {
            let ability = self.ability;
            let mut changes = alloc::vec![osr_health::block_dodge_parry::Event::Damage {
                ability,
                amount: ability_damage,
            }];
            changes.extend(next.lose(ability, ability_damage));
            let score = next.track(ability).current();
            if self.critical_save || score == 0 {
                let roll = CriticalDamageSave::new(ability, score)?
                    .with_protection(self.protection)
                    .roll(source)?;
                dice.extend_from_slice(roll.dice());
                critical = roll.critical();
                changes.push(osr_health::block_dodge_parry::Event::CriticalDamageSave {
                    ability,
                    score,
                    critical,
                });
                if let Some(loss) = roll.loss() {
                    changes.extend(next.lose(loss.ability, loss.amount));
                }
                if let Some(area) = roll.severe_wound() {
                    let wound = Wound::new(&self.wound, Level::Severe, Some(area))?;
                    changes.extend(next.take_wound(wound, Stacking::NewSlot, Ability::Str)?);
                }
            }
            events.extend(changes.into_iter().map(|change| Event::Body { change }));
        }
        *hp = after;
        *body = next;
        Ok(Landed {
            hp_lost,
            ability_damage,
            critical,
            events,
            dice,
        })
    }

    /// Checks a recorded [`Landed`] against this harm on `hp` and `body`
    /// as they were: landing it again from its own faces must give the same
    /// result and use every face.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] (`Forged`) when it does not.
    pub fn verify(&self, hp: Hp, body: &Body, landed: &Landed) -> Result<(), Error> {
        let faces = landed.faces();
        let mut source = osr_core::SuppliedFaces::new(&faces);
        let forged = || Error::Check(osr_check::Error::Forged);
        let again = self
            .land(&mut hp.clone(), &mut body.clone(), &mut source)
            .map_err(|_| forged())?;
        if again == *landed && source.remaining().is_empty() {
            Ok(())
        } else {
            Err(forged())
        }
    }

    /// The exact chance of every consequence for a character at `hp` with
    /// `body`, before the save is rolled.
    ///
    /// # Panics
    ///
    /// Never: the score the save is made at is clamped to 0 and up, every
    /// score a Block, Dodge, Parry save takes.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_health::block_dodge_parry::{Body, Critical, Track};
    /// use osr_combat::block_dodge_parry::{Harm, Hp, Route};
    ///
    /// let body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
    /// // 8 damage on 2 HP: 6 to STR (12 -> 6), then a save at 6: 6/20 pass.
    /// let blow = Harm::new(8, Route::Defensible, Ability::Str)?.with_critical_save("sword wound")?;
    /// let odds = blow.odds(Hp::new(2, 6)?, &body);
    /// assert_eq!(odds.probability(&Critical::Unharmed), Some(BigRational::new(6.into(), 20.into())));
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    #[must_use]
    pub fn odds(&self, hp: Hp, body: &Body) -> Odds<Critical> {
        let (_, ability_damage) = self.split(hp);
        let score = body.track(self.ability).current();
        let left = score
            .saturating_sub(i32::try_from(ability_damage).unwrap_or(i32::MAX))
            .max(0);
        if ability_damage == 0 || (!self.critical_save && left > 0) {
            return Odds::certain(Critical::Unharmed);
        }
        CriticalDamageSave::new(self.ability, left)
            .expect("a score of 0 and up is a Block, Dodge, Parry ability score")
            .with_protection(self.protection)
            .odds()
    }
}

/// An action that can cost Fatigue in a fight (BDP-1.6.combat-fatigue).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryExertion"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Exertion {
    /// Blocking an attack.
    Block,
    /// Dodging an attack.
    Dodge,
    /// Casting a spell.
    Cast,
}

impl Exertion {
    /// osr-health's Fatigue source for this action.
    #[must_use]
    pub const fn source(self) -> FatigueSource {
        match self {
            Self::Block => FatigueSource::Blocking,
            Self::Dodge => FatigueSource::Dodging,
            Self::Cast => FatigueSource::Spellcasting,
        }
    }
}

/// Charges `fatigue` Fatigue for `exertion` (the amount is the combat or
/// magic rules', which the caller follows; 0 charges nothing), each
/// filling a slot of `body`.
///
/// # Errors
///
/// osr-health's `NoFreeSlot` when the Fatigue does not fit; nothing
/// changes then.
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::{Body, Track};
/// use osr_combat::block_dodge_parry::{Exertion, exert};
///
/// let mut body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
/// exert(&mut body, Exertion::Block, 1)?;
/// assert_eq!((body.fatigue(), body.free_slots()), (1, 9));
/// # Ok::<(), osr_combat::Error>(())
/// ```
pub fn exert(body: &mut Body, exertion: Exertion, fatigue: u32) -> Result<Vec<Event>, Error> {
    Ok(body
        .fatigue_from(exertion.source(), fatigue)?
        .into_iter()
        .map(|change| Event::Body { change })
        .collect())
}

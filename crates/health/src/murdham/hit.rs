//! Murdham's health, armour and one hit's consequences: critical damage,
//! dying and instant death, with exact odds before the roll.

use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::murdham::Damage;
use osr_check::{Check, Odds, Resolved, Rolled};
use osr_core::{FaceSource, Net};
use osr_dice::Budget;

use super::Event;
use crate::Error;

osr_core::bounded! {
    error: crate::Error;
    /// Armour: subtracted from every hit except direct damage, at most 3.
    pub struct Armour(u32) in 0..=3, "armour";
}

/// A character's health: the points left and the maximum, which is the
/// character's STR (1 to 20).
///
/// # Examples
///
/// ```
/// use osr_health::murdham::Health;
///
/// let health = Health::new(7, 12)?;
/// assert_eq!((health.current(), health.max()), (7, 12));
/// assert!(Health::new(13, 12).is_err());
/// assert!(Health::full(21).is_err());
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
// Written through the same fields it is read from, so its schema has one
// shape both ways.
#[cfg_attr(
    feature = "serde",
    serde(try_from = "HealthFields", into = "HealthFields")
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamHealth"))]
pub struct Health {
    current: u32,
    max: u32,
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct HealthFields {
    /// The points left, 0..=`max`.
    current: i64,
    /// The maximum: the character's STR, 1..=20.
    max: i64,
}

#[cfg(feature = "serde")]
impl From<Health> for HealthFields {
    fn from(health: Health) -> Self {
        Self {
            current: health.current.into(),
            max: health.max.into(),
        }
    }
}

#[cfg(feature = "serde")]
impl TryFrom<HealthFields> for Health {
    type Error = Error;

    fn try_from(fields: HealthFields) -> Result<Self, Error> {
        Self::checked(fields.current, fields.max)
    }
}

impl Health {
    /// `current` health out of `max`, the character's STR.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a maximum outside 1..=20
    /// (`"maximum health"`) or health above it (`"health"`).
    pub fn new(current: u32, max: u32) -> Result<Self, Error> {
        Self::checked(current.into(), max.into())
    }

    fn checked(current: i64, max: i64) -> Result<Self, Error> {
        let max = osr_core::Error::check_range("maximum health", max, 1, 20)?;
        let current = osr_core::Error::check_range("health", current, 0, max)?;
        Ok(Self {
            current: u32::try_from(current).unwrap_or(0),
            max: u32::try_from(max).unwrap_or(1),
        })
    }

    /// Full health for a character with this STR.
    ///
    /// # Errors
    ///
    /// As [`Health::new`]: [`Error::Core`] (`OutOfRange`, `"maximum
    /// health"`) for a STR outside 1..=20.
    pub fn full(str: i32) -> Result<Self, Error> {
        Self::checked(str.into(), str.into())
    }

    /// Health left.
    #[must_use]
    pub const fn current(&self) -> u32 {
        self.current
    }

    /// Maximum health.
    #[must_use]
    pub const fn max(&self) -> u32 {
        self.max
    }

    /// What losing `damage` (after armour) in one hit does at this health.
    ///
    /// ```
    /// use osr_health::murdham::{Health, HitBand};
    ///
    /// let health = Health::new(7, 12)?;
    /// assert_eq!(health.band(3), HitBand::Hurt);
    /// assert_eq!(health.band(4), HitBand::CriticalDamage); // 4 of 7 is over half
    /// assert_eq!(health.band(7), HitBand::Dying);
    /// assert_eq!(health.band(12), HitBand::Dead);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub const fn band(&self, damage: u32) -> HitBand {
        let (critical, dying) = self.thresholds();
        if damage >= self.max {
            HitBand::Dead
        } else if damage >= dying {
            HitBand::Dying
        } else if damage >= critical {
            HitBand::CriticalDamage
        } else if damage >= 1 {
            HitBand::Hurt
        } else {
            HitBand::Unhurt
        }
    }

    /// The least damage that is critical (at least half the health left)
    /// and the least that takes it all; 1 at the least.
    pub(super) const fn thresholds(&self) -> (u32, u32) {
        let half = self.current.div_ceil(2);
        let critical = if half < 1 { 1 } else { half };
        let dying = if self.current < 1 { 1 } else { self.current };
        (critical, dying)
    }

    /// The health after losing `damage`, stopping at 0.
    #[must_use]
    pub const fn after(self, damage: u32) -> Self {
        Self {
            current: self.current.saturating_sub(damage),
            max: self.max,
        }
    }
}

/// What one hit did, mildest first.
///
/// # Examples
///
/// ```
/// use osr_health::murdham::{Health, HitBand};
///
/// assert_eq!(Health::new(10, 10)?.band(5), HitBand::CriticalDamage);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MurdhamHitBand")
)]
pub enum HitBand {
    /// Armour stopped it all (or the dice dealt nothing).
    Unhurt,
    /// Less than half the health left was lost.
    Hurt,
    /// At least half the health left was lost in one hit: incapacitated
    /// until the end of the stretch.
    CriticalDamage,
    /// All the health left was lost: critical damage, and dying.
    Dying,
    /// A hit of at least the maximum health: dead on the spot.
    Dead,
}

/// What a hit did, as a table says it: "unhurt", "hurt", "critical
/// damage", "dying", "dead".
impl core::fmt::Display for HitBand {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Self::Unhurt => "unhurt",
            Self::Hurt => "hurt",
            Self::CriticalDamage => "critical damage",
            Self::Dying => "dying",
            Self::Dead => "dead",
        })
    }
}

/// One hit: a damage roll (osr-check's exploding Murdham damage), direct
/// or reduced by armour.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_check::murdham::Damage;
/// use osr_core::{StepDie, SuppliedFaces};
/// use osr_health::murdham::{Health, Hit, HitBand};
///
/// // A d10 through armour 1 at 8 health of 12: 10 then 4 is 13, 12 after
/// // armour: dead.
/// let hit = Hit::new(Damage::new(StepDie::D10), 1)?;
/// let mut health = Health::new(8, 12)?;
/// let outcome = hit.apply(&mut health, &mut SuppliedFaces::new(&[10, 4]))?;
/// assert_eq!((outcome.band(), outcome.damage()), (HitBand::Dead, 12));
///
/// // Critical damage at 8 health needs 4 to 7 after armour: 5 to 8 on the
/// // die, 4/10.
/// let odds = hit.odds(Health::new(8, 12)?)?;
/// assert_eq!(odds.probability(&HitBand::CriticalDamage), Some(BigRational::new(4.into(), 10.into())));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Hit {
    damage: Damage,
    armour: Armour,
}

/// What a [`Hit`] did: its band, the damage after armour, the events and
/// the dice.
///
/// # Examples
///
/// ```
/// use osr_check::murdham::Damage;
/// use osr_core::{StepDie, SuppliedFaces};
/// use osr_health::murdham::{Event, Health, Hit};
///
/// let mut health = Health::new(10, 10)?;
/// let outcome = Hit::new(Damage::new(StepDie::D6), 1)?.apply(&mut health, &mut SuppliedFaces::new(&[3]))?;
/// assert_eq!(outcome.events()[2], Event::HealthLost { from: 10, to: 8 });
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct HitOutcome {
    band: HitBand,
    damage: u32,
    events: Vec<Event>,
    dice: Vec<Rolled>,
}

impl HitOutcome {
    pub(super) const fn new(
        band: HitBand,
        damage: u32,
        events: Vec<Event>,
        dice: Vec<Rolled>,
    ) -> Self {
        Self {
            band,
            damage,
            events,
            dice,
        }
    }

    /// What the hit did.
    #[must_use]
    pub const fn band(&self) -> HitBand {
        self.band
    }

    /// The damage after armour.
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

    /// The faces rolled, to replay the hit from.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        self.dice.iter().map(|d| d.face).collect()
    }
}

impl Hit {
    /// A hit of `damage` against `armour` (0 to 3).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for armour above 3.
    pub fn new(damage: Damage, armour: u32) -> Result<Self, Error> {
        Ok(Self {
            damage,
            armour: Armour::new(armour)?,
        })
    }

    /// Direct damage: armour does not count.
    #[must_use]
    pub const fn direct(damage: Damage) -> Self {
        Self {
            damage,
            armour: Armour(0),
        }
    }

    /// The damage roll.
    #[must_use]
    pub const fn damage(&self) -> Damage {
        self.damage
    }

    /// The armour that counts (0 for direct damage).
    #[must_use]
    pub const fn armour(&self) -> u32 {
        self.armour.get()
    }

    /// Checks a recorded outcome against this hit on `before` (the health
    /// it landed on): applying it again from the outcome's own faces must
    /// give the same outcome and use every face.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::murdham::Damage;
    /// use osr_core::{StepDie, SuppliedFaces};
    /// use osr_health::murdham::{Health, Hit};
    ///
    /// let before = Health::new(8, 8)?;
    /// let hit = Hit::new(Damage::new(StepDie::D6), 1)?;
    /// let outcome = hit.apply(&mut before.clone(), &mut SuppliedFaces::new(&[4]))?;
    /// assert!(hit.verify(before, &outcome).is_ok());
    /// assert!(Hit::new(Damage::new(StepDie::D6), 2)?.verify(before, &outcome).is_err());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Check`] (`Forged`) when it does not.
    pub fn verify(&self, before: Health, outcome: &HitOutcome) -> Result<(), Error> {
        crate::verify_replay(outcome, &outcome.faces(), |faces| {
            self.apply(&mut before.clone(), faces)
        })
    }

    /// Rolls the damage, takes off the armour and applies it to `health`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails, and osr-check's
    /// `Unresolved` for a die that explodes past
    /// [`osr_check::murdham::MAX_EXPLOSIONS`]; `health` is unchanged then.
    pub fn apply<S: FaceSource + ?Sized>(
        &self,
        health: &mut Health,
        source: &mut S,
    ) -> Result<HitOutcome, Error> {
        let roll = self.damage.roll(source)?;
        let total = roll.total();
        let damage = total.saturating_sub(self.armour());
        let mut events = alloc::vec![Event::DamageRolled { total }];
        if self.armour() > 0 {
            events.push(Event::ArmourAbsorbed {
                armour: self.armour(),
                damage,
            });
        }
        let band = health.band(damage);
        let after = health.after(damage);
        if after != *health {
            events.push(Event::HealthLost {
                from: health.current(),
                to: after.current(),
            });
        }
        events.extend(band_events(band));
        *health = after;
        Ok(HitOutcome {
            band,
            damage,
            events,
            dice: roll.dice().to_vec(),
        })
    }

    /// The probability that the damage roll totals at least `n`.
    fn at_least(&self, odds: &Odds<u32>, n: u32) -> Result<BigRational, Error> {
        if n == 0 {
            return Ok(BigRational::one());
        }
        // The folded tail holds "this total or more": thresholds up to its
        // start read from osr-check's odds as they are.
        if odds.tail().is_none_or(|(start, _)| n <= *start) {
            return Ok(odds.sum_where(|t| *t >= n));
        }
        // Past it: one die's chance from the notation engine's exact
        // distribution of `1dN!p` (the chains it cuts off, longer than its
        // explosion limit, which the roll refuses, all total far more than
        // any health, so they count), then the better or worse of two.
        let dist = Damage::new(self.damage.die())
            .plan()
            .distribution(&Budget::default())?;
        let one = dist.at_least(i64::from(n)) + dist.truncated();
        let miss = BigRational::one() - &one;
        Ok(match self.damage.edge().net().at_most(1) {
            Net::Even => one,
            Net::Advantage(_) => BigRational::one() - &miss * &miss,
            Net::Disadvantage(_) => &one * &one,
        })
    }

    /// The exact chance of every [`HitBand`] against `health`, before the
    /// roll. Exploding dice have no highest total: totals past osr-check's
    /// listed ones come from the notation engine's exact distribution, so
    /// nothing is truncated.
    ///
    /// # Errors
    ///
    /// osr-dice's errors if the notation engine refuses the damage roll
    /// (not for any damage die Murdham uses).
    pub fn odds(&self, health: Health) -> Result<Odds<HitBand>, Error> {
        let odds = self.damage.odds();
        let a = self.armour();
        let (critical, dying) = health.thresholds();
        let p = |n: u32| self.at_least(&odds, n.saturating_add(a));
        let hurt = p(1)?;
        let crit = p(critical.min(health.max))?;
        let dy = p(dying.min(health.max))?;
        let dead = p(health.max)?;
        Ok(Odds::new(
            [
                (HitBand::Unhurt, BigRational::one() - &hurt),
                (HitBand::Hurt, hurt - &crit),
                (HitBand::CriticalDamage, crit - &dy),
                (HitBand::Dying, dy - &dead),
                (HitBand::Dead, dead),
            ]
            .into_iter()
            .filter(|(_, p)| !p.is_zero()),
            None,
        )?)
    }
}

/// The events a hit's band adds.
pub(super) fn band_events(band: HitBand) -> Vec<Event> {
    match band {
        HitBand::Unhurt | HitBand::Hurt => Vec::new(),
        HitBand::CriticalDamage => alloc::vec![Event::CriticalDamage],
        HitBand::Dying => alloc::vec![Event::CriticalDamage, Event::Dying],
        HitBand::Dead => alloc::vec![Event::Died],
    }
}

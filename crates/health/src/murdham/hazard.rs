//! Murdham's falls, the elements, fear, torture and crashes.

use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::murdham::{Damage, GroupSave};
use osr_check::{Check, Odds, PassFail, Resolved, Rolled};
use osr_core::{Edge, FaceSource, StepDie};

use super::hit::band_events;
use super::{
    Ability, Event, Health, Hit, HitBand, HitOutcome, Score, lone_save, pass_chance, save,
};
use crate::Error;

osr_core::bounded! {
    error: crate::Error;
    /// A fall's height in centimetres, up to a kilometre.
    pub struct Centimetres(u32) in 0..=100000, "fall height in centimetres";
}

/// A fall (MU-health.fall): d4 direct damage for every full 2 metres, and
/// an AGI save to cushion it takes 2 metres off first. Falls under 2
/// metres do nothing and roll nothing.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::murdham::{Fall, Health, HitBand};
///
/// // 5 m with AGI 12: the save (9) passes, 3 m is left: one d4, a 3.
/// let fall = Fall::metres(5)?;
/// assert_eq!((fall.dice(false), fall.dice(true)), (2, 1));
/// let mut health = Health::new(10, 10)?;
/// let outcome = fall.apply(12, &mut health, &mut SuppliedFaces::new(&[9, 3]))?;
/// assert_eq!((outcome.damage(), outcome.band()), (3, HitBand::Hurt));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Fall {
    centimetres: Centimetres,
}

impl Fall {
    /// A fall of this many centimetres (190 is 1.9 m).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) above 100,000 (a kilometre).
    pub fn centimetres(centimetres: u32) -> Result<Self, Error> {
        Ok(Self {
            centimetres: Centimetres::new(centimetres)?,
        })
    }

    /// A fall of whole metres.
    ///
    /// # Errors
    ///
    /// As [`Fall::centimetres`].
    pub fn metres(metres: u32) -> Result<Self, Error> {
        Self::centimetres(metres.saturating_mul(100))
    }

    /// The d4s rolled, with or without a passed cushioning save.
    #[must_use]
    pub const fn dice(&self, cushioned: bool) -> u32 {
        let cm = self.centimetres.get();
        let cm = if cushioned {
            cm.saturating_sub(200)
        } else {
            cm
        };
        cm / 200
    }

    /// Falls: the AGI save (when the fall is 2 m or more), then the d4s,
    /// each exploding, as direct damage to `health`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for an AGI score outside 0..=20 or a failing face source;
    /// `health` is unchanged then.
    pub fn apply<S: FaceSource + ?Sized>(
        &self,
        agi: i32,
        health: &mut Health,
        source: &mut S,
    ) -> Result<HitOutcome, Error> {
        let agi = Score::new(agi)?.get();
        let mut dice = Vec::new();
        let mut events = Vec::new();
        if self.dice(false) == 0 {
            return Ok(HitOutcome::new(HitBand::Unhurt, 0, events, dice));
        }
        let cushioned = save(
            Ability::Agi,
            agi,
            Edge::NONE,
            source,
            &mut dice,
            &mut events,
        )?;
        let mut total = 0_u32;
        for _ in 0..self.dice(cushioned) {
            let roll = Damage::new(StepDie::D4).roll(source)?;
            dice.extend_from_slice(roll.dice());
            total = total.saturating_add(roll.total());
        }
        events.push(Event::DamageRolled { total });
        Ok(direct(total, health, events, dice))
    }

    /// The exact chance of every [`HitBand`] for a character with this
    /// AGI at this health.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for an AGI outside 0..=20.
    pub fn odds(&self, agi: i32, health: Health) -> Result<Odds<HitBand>, Error> {
        let agi = Score::new(agi)?.get();
        if self.dice(false) == 0 {
            return Ok(Odds::certain(HitBand::Unhurt));
        }
        let pass = pass_chance(agi, Edge::NONE)?;
        let fail = BigRational::one() - &pass;
        let mut weights = Vec::new();
        for (p, n) in [(pass, self.dice(true)), (fail, self.dice(false))] {
            for (band, q) in sum_odds(n, health) {
                weights.push((band, &p * q));
            }
        }
        Ok(Odds::new(weights, None)?)
    }
}

/// The bands of `n` exploding d4s as direct damage at `health`, exactly.
///
/// Every band is a threshold on the total no higher than the maximum
/// health (20 at most), so only totals below it need telling apart: the
/// chance of staying below `t` is a convolution of one die's listed odds
/// (osr-check's, which list every total below 22) over totals below `t`,
/// and everything else is "at least `t`". Nothing is cut off, and a fall
/// of any height costs the same.
fn sum_odds(n: u32, health: Health) -> Vec<(HitBand, BigRational)> {
    let die = Damage::new(StepDie::D4).odds();
    let at_least = |t: u32| -> BigRational {
        // Each die adds at least 1: t dice always reach t.
        if t == 0 || n >= t {
            return BigRational::one();
        }
        let width = usize::try_from(t).unwrap_or(usize::MAX);
        // below[s] = P(the dice so far total s), for s < t.
        let mut below = alloc::vec![BigRational::zero(); width];
        below[0] = BigRational::one();
        for _ in 0..n {
            let mut next = alloc::vec![BigRational::zero(); width];
            for (s, p) in below.iter().enumerate() {
                if p.is_zero() {
                    continue;
                }
                for (v, q) in die.bands() {
                    let total = s + usize::try_from(*v).unwrap_or(usize::MAX);
                    if total < width {
                        next[total] += p * q;
                    }
                }
            }
            below = next;
        }
        BigRational::one() - below.iter().sum::<BigRational>()
    };
    let (critical, dying) = health.thresholds();
    let max = health.max();
    let hurt = at_least(1);
    let crit = at_least(critical.min(max));
    let dy = at_least(dying.min(max));
    let dead = at_least(max);
    alloc::vec![
        (HitBand::Unhurt, BigRational::one() - &hurt),
        (HitBand::Hurt, hurt - &crit),
        (HitBand::CriticalDamage, crit - &dy),
        (HitBand::Dying, dy - &dead),
        (HitBand::Dead, dead),
    ]
}

/// Applies direct damage to `health`, with the events it brings.
fn direct(
    total: u32,
    health: &mut Health,
    mut events: Vec<Event>,
    dice: Vec<Rolled>,
) -> HitOutcome {
    let band = health.band(total);
    let after = health.after(total);
    if after != *health {
        events.push(Event::HealthLost {
            from: health.current(),
            to: after.current(),
        });
    }
    events.extend(band_events(band));
    *health = after;
    HitOutcome::new(band, total, events, dice)
}

/// The elements (MU-health.cold-heat, .fire, .lightning): all deal direct
/// damage.
///
/// # Examples
///
/// ```
/// use osr_core::StepDie;
/// use osr_health::murdham::{Element, Elemental};
///
/// let bolt = Elemental::strike(Element::Lightning, StepDie::D8, true);
/// assert_eq!(bolt.damage().notation(), "{1d8!p, 1d8!p}kh1");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamElement"))]
pub enum Element {
    /// Freezing cold.
    Cold,
    /// Scorching heat.
    Heat,
    /// Fire: enhanced against flammable targets or targets covered in
    /// something flammable.
    Fire,
    /// Lightning: enhanced against targets carrying a lot of metal; aimed
    /// at a wet zone it acts as a blast attack.
    Lightning,
}

/// Elemental damage rules as hits.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::murdham::{Elemental, Health};
///
/// // The first stretch in the cold costs nothing; from the second, d4
/// // impaired: [3, 1] deals 1.
/// assert!(Elemental::climate(1)?.is_none());
/// let hit = Elemental::climate(2)?.expect("a hit");
/// let mut health = Health::new(10, 10)?;
/// assert_eq!(hit.apply(&mut health, &mut SuppliedFaces::new(&[3, 1]))?.damage(), 1);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Elemental;

impl Elemental {
    /// The hit a freezing or scorching environment deals when stretch
    /// number `stretch` (1 for the first) begins there: nothing in the
    /// first, then d4 impaired direct damage (cold and heat alike).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, `"stretch"`) for stretch 0.
    pub fn climate(stretch: u32) -> Result<Option<Hit>, Error> {
        osr_core::Error::check_range("stretch", i64::from(stretch), 1, i64::from(u32::MAX))?;
        if stretch == 1 {
            return Ok(None);
        }
        Ok(Some(Hit::direct(
            Damage::new(StepDie::D4).with_edge(Edge::new(0, 1)),
        )))
    }

    /// The d6 of entering, or starting a round in, a burning zone;
    /// enhanced when the target is flammable.
    #[must_use]
    pub const fn burning_zone(flammable: bool) -> Hit {
        Self::strike(Element::Fire, StepDie::D6, flammable)
    }

    /// A hit of `element` with `die`: direct damage, enhanced when the
    /// target is vulnerable (flammable for fire, carrying much metal for
    /// lightning).
    #[must_use]
    pub const fn strike(element: Element, die: StepDie, vulnerable: bool) -> Hit {
        let enhanced = vulnerable && matches!(element, Element::Fire | Element::Lightning);
        let edge = if enhanced {
            Edge::new(1, 0)
        } else {
            Edge::NONE
        };
        Hit::direct(Damage::new(die).with_edge(edge))
    }

    /// Whether a lightning attack on this zone acts as a blast attack (a
    /// wet zone).
    #[must_use]
    pub const fn lightning_blasts(wet_zone: bool) -> bool {
        wet_zone
    }
}

/// How frightening a creature or event is.
///
/// # Examples
///
/// ```
/// use osr_health::murdham::{Dread, Fear};
///
/// assert_eq!(Fear::new(Dread::Terrifying, 2).effective(), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamDread"))]
pub enum Dread {
    /// Frightening: a failed save frightens.
    Frightening,
    /// Terrifying: a failed save terrifies.
    Terrifying,
}

/// What a fear save left a character, mildest first.
///
/// # Examples
///
/// ```
/// use osr_health::murdham::FearOutcome;
///
/// assert!(FearOutcome::Terrified.must_flee());
/// assert!(!FearOutcome::Frightened.can_approach());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamFearOutcome"))]
pub enum FearOutcome {
    /// Unaffected (passed, or warded so no save was needed).
    Unaffected,
    /// Frightened until the end of the stretch: cannot approach the
    /// source.
    Frightened,
    /// Terrified until the end of the stretch: must flee, or cowers and
    /// does nothing.
    Terrified,
}

impl FearOutcome {
    /// Whether the character may approach the source of fear.
    #[must_use]
    pub const fn can_approach(self) -> bool {
        matches!(self, Self::Unaffected)
    }

    /// Whether the character must run away (or, cornered, cower and do
    /// nothing else).
    #[must_use]
    pub const fn must_flee(self) -> bool {
        matches!(self, Self::Terrified)
    }
}

/// A source of fear met by characters with so many fear-warding effects
/// (MU-health.fear.save, .immunity). The save is made again as each new
/// stretch begins while the source is still there.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::murdham::{Dread, Fear, FearOutcome};
///
/// // One ward: terror counts as fear, and fear is ignored.
/// assert_eq!(Fear::new(Dread::Terrifying, 1).effective(), Some(Dread::Frightening));
/// assert_eq!(Fear::new(Dread::Frightening, 1).effective(), None);
/// let (outcome, _) = Fear::new(Dread::Terrifying, 0).roll(9, &mut SuppliedFaces::new(&[14]))?;
/// assert_eq!(outcome, FearOutcome::Terrified);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Fear {
    dread: Dread,
    wards: u32,
}

impl Fear {
    /// `dread` met with `wards` fear-warding effects (two or more ward off
    /// terror too; more add nothing).
    #[must_use]
    pub const fn new(dread: Dread, wards: u32) -> Self {
        Self { dread, wards }
    }

    /// What the character must save against after its wards, or `None`
    /// when no save is needed.
    #[must_use]
    pub const fn effective(&self) -> Option<Dread> {
        match (self.wards, self.dread) {
            (0, dread) => Some(dread),
            (1, Dread::Terrifying) => Some(Dread::Frightening),
            _ => None,
        }
    }

    fn failed(dread: Dread) -> FearOutcome {
        match dread {
            Dread::Frightening => FearOutcome::Frightened,
            Dread::Terrifying => FearOutcome::Terrified,
        }
    }

    /// One character's WIT save.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for WIT outside 0..=20 or a failing face source.
    pub fn roll<S: FaceSource + ?Sized>(
        &self,
        wit: i32,
        source: &mut S,
    ) -> Result<(FearOutcome, Vec<Rolled>), Error> {
        let wit = Score::new(wit)?.get();
        let mut dice = Vec::new();
        let Some(dread) = self.effective() else {
            return Ok((FearOutcome::Unaffected, dice));
        };
        let (passed, rolled) = lone_save(Ability::Wit, wit, source)?;
        dice.extend(rolled);
        let outcome = if passed {
            FearOutcome::Unaffected
        } else {
            Self::failed(dread)
        };
        Ok((outcome, dice))
    }

    /// A group save: one d20 against every member's WIT, each member
    /// affected by its own result.
    ///
    /// # Errors
    ///
    /// osr-check's errors for a bad group (no members, a score above 20),
    /// or a failing face source.
    pub fn roll_group<S: FaceSource + ?Sized>(
        &self,
        wits: &[i32],
        source: &mut S,
    ) -> Result<(Vec<FearOutcome>, Vec<Rolled>), Error> {
        let group = GroupSave::new(wits)?;
        let Some(dread) = self.effective() else {
            return Ok((alloc::vec![FearOutcome::Unaffected; wits.len()], Vec::new()));
        };
        let roll = group.roll(source)?;
        let outcomes = roll
            .results()
            .iter()
            .map(|r| match r {
                PassFail::Pass => FearOutcome::Unaffected,
                PassFail::Fail => Self::failed(dread),
            })
            .collect();
        Ok((outcomes, roll.dice().to_vec()))
    }

    /// The exact chance of each outcome for a character with this WIT.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for WIT outside 0..=20.
    pub fn odds(&self, wit: i32) -> Result<Odds<FearOutcome>, Error> {
        let wit = Score::new(wit)?.get();
        let Some(dread) = self.effective() else {
            return Ok(Odds::certain(FearOutcome::Unaffected));
        };
        let pass = pass_chance(wit, Edge::NONE)?;
        let fail = BigRational::one() - &pass;
        Ok(Odds::new(
            [(FearOutcome::Unaffected, pass), (Self::failed(dread), fail)],
            None,
        )?)
    }
}

/// A stretch of torture (MU-health.torture): d6 direct damage; a victim
/// still alive and conscious (not critically damaged) then saves with WIT
/// or breaks and talks ([`Event::Talks`]).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::murdham::{Event, Health, torture};
///
/// let mut health = Health::new(10, 10)?;
/// let outcome = torture(8, &mut health, &mut SuppliedFaces::new(&[4, 15]))?;
/// assert_eq!(health.current(), 6);
/// assert!(outcome.events().contains(&Event::Talks));
/// # Ok::<(), osr_health::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for WIT outside 0..=20 or a failing face source; `health` is
/// unchanged then.
pub fn torture<S: FaceSource + ?Sized>(
    wit: i32,
    health: &mut Health,
    source: &mut S,
) -> Result<HitOutcome, Error> {
    let wit = Score::new(wit)?.get();
    let mut next = *health;
    let roll = Damage::new(StepDie::D6).roll(source)?;
    let total = roll.total();
    let mut dice = roll.dice().to_vec();
    let hit = direct(
        total,
        &mut next,
        alloc::vec![Event::DamageRolled { total }],
        Vec::new(),
    );
    let band = hit.band();
    let mut events = hit.events().to_vec();
    if matches!(band, HitBand::Unhurt | HitBand::Hurt) {
        let held = save(
            Ability::Wit,
            wit,
            Edge::NONE,
            source,
            &mut dice,
            &mut events,
        )?;
        if !held {
            events.push(Event::Talks);
        }
    }
    *health = next;
    Ok(HitOutcome::new(band, total, events, dice))
}

/// A crash (MU-health.crash): a rider thrown from a mount, a cart that
/// topples, a boat that crashes. Everyone in it takes a separate d4 of
/// direct damage, and a cart or boat itself takes one too.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::murdham::Crash;
///
/// let cart = Crash::Cart { passengers: 3 };
/// assert_eq!(cart.victims(), 4);
/// let totals = cart.roll(&mut SuppliedFaces::new(&[1, 2, 4, 1, 3]))?;
/// assert_eq!(totals.iter().map(|r| r.total()).collect::<Vec<_>>(), [1, 2, 4, 3]);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "crash", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Crash {
    /// A rider falls from the mount.
    Mount,
    /// A cart topples: the cart and every passenger.
    Cart {
        /// The passengers, the driver included.
        passengers: u32,
    },
    /// A boat crashes or topples: the boat and every passenger.
    Boat {
        /// The passengers, the driver included.
        passengers: u32,
    },
}

/// Most passengers a crash rolls for.
pub const MAX_PASSENGERS: u32 = 100;

impl Crash {
    /// The d4s of direct damage rolled: the rider; or the vehicle and each
    /// passenger.
    #[must_use]
    pub const fn victims(&self) -> u32 {
        match *self {
            Self::Mount => 1,
            Self::Cart { passengers } | Self::Boat { passengers } => passengers.saturating_add(1),
        }
    }

    /// Rolls each victim's d4 (exploding), the vehicle's first.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more than [`MAX_PASSENGERS`], or
    /// a failing face source.
    pub fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<Vec<osr_check::murdham::DamageRoll>, Error> {
        if let Self::Cart { passengers } | Self::Boat { passengers } = *self {
            osr_core::Error::check_range(
                "passengers",
                i64::from(passengers),
                0,
                i64::from(MAX_PASSENGERS),
            )?;
        }
        (0..self.victims())
            .map(|_| Ok(Damage::new(StepDie::D4).roll(source)?))
            .collect()
    }

    /// The passengers (the rider of a mount) whose health a crash
    /// applies to: the rider, or every passenger, the driver included.
    #[must_use]
    pub const fn passengers(&self) -> u32 {
        match *self {
            Self::Mount => 1,
            Self::Cart { passengers } | Self::Boat { passengers } => passengers,
        }
    }

    /// Rolls the crash as [`roll`](Self::roll) does, the vehicle's d4
    /// first, and deals each passenger's d4 to their health as direct
    /// damage, in order: returns the vehicle's roll (none for a mount)
    /// and each passenger's outcome.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::murdham::{Crash, Health, HitBand};
    ///
    /// // A cart with two aboard: the cart rolls 2, the passengers 3 and 1.
    /// let mut aboard = [Health::new(6, 6)?, Health::new(9, 9)?];
    /// let cart = Crash::Cart { passengers: 2 };
    /// let (vehicle, hurt) = cart.apply(&mut aboard, &mut SuppliedFaces::new(&[2, 3, 1]))?;
    /// assert_eq!(vehicle.map(|r| r.total()), Some(2));
    /// assert_eq!(hurt[0].band(), HitBand::CriticalDamage);
    /// assert_eq!((aboard[0].current(), aboard[1].current()), (3, 8));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, `"passengers' health"`) unless
    /// `passengers` holds one health for each of
    /// [`passengers`](Self::passengers); as [`roll`](Self::roll)
    /// otherwise. Nobody's health changes then.
    pub fn apply<S: FaceSource + ?Sized>(
        &self,
        passengers: &mut [Health],
        source: &mut S,
    ) -> Result<(Option<osr_check::murdham::DamageRoll>, Vec<HitOutcome>), Error> {
        let count = i64::try_from(passengers.len()).unwrap_or(i64::MAX);
        let wanted = i64::from(self.passengers());
        osr_core::Error::check_range("passengers' health", count, wanted, wanted)?;
        let mut rolls = self.roll(source)?.into_iter();
        let vehicle = match self {
            Self::Mount => None,
            Self::Cart { .. } | Self::Boat { .. } => rolls.next(),
        };
        let outcomes = passengers
            .iter_mut()
            .zip(rolls)
            .map(|(health, roll)| {
                let total = roll.total();
                direct(
                    total,
                    health,
                    alloc::vec![Event::DamageRolled { total }],
                    roll.dice().to_vec(),
                )
            })
            .collect();
        Ok((vehicle, outcomes))
    }
}

/// Whether a full rest of animal training (MU-health.animal-training-injury)
/// worked: a WIT save; on a failure the trainer is hurt and suffers an
/// injury (injuries are defined in another chapter: the caller applies
/// it). Returns whether the animal learned, and the dice.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::murdham::train_animal;
///
/// assert!(train_animal(11, &mut SuppliedFaces::new(&[9]))?.0);
/// assert!(!train_animal(11, &mut SuppliedFaces::new(&[12]))?.0);
/// # Ok::<(), osr_health::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for WIT outside 0..=20 or a failing face source.
pub fn train_animal<S: FaceSource + ?Sized>(
    wit: i32,
    source: &mut S,
) -> Result<(bool, Vec<Rolled>), Error> {
    let wit = Score::new(wit)?.get();
    let mut dice = Vec::new();
    let (trained, rolled) = lone_save(Ability::Wit, wit, source)?;
    dice.extend(rolled);
    Ok((trained, dice))
}

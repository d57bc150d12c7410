//! 3d6 Constitution: hit points as protection re-rolled at each short rest,
//! fatigue dice that drop the highest, injury saves when damage gets past
//! hit points, minor and major wounds, penance, and food, water and sleep.
//!
//! | rule | API |
//! |---|---|
//! | TC-6.4: a short rest may re-roll HP; the new total stands even if lower | [`Vitality::short_rest`], [`HpRoll`] |
//! | TC-6.5: fatigue from each short rest; one extra die each, the highest dropped; sleep resets | [`HpRoll`], [`Vitality::good_night`] |
//! | TC-6.6: damage past HP: strength and will injury saves at DC 20 + overflow | [`Injury`], [`Vitality::take_damage`], [`Vitality::hit_odds`] |
//! | TC-6.7: strength save: minor wound, or a major wound or death | [`InjuryBand`], [`FailedStrength`] |
//! | TC-6.8: will save: keep fighting or collapse; may be failed on purpose | [`InjuryBand::standing`], [`StayUp`] |
//! | TC-6.9: the default minor wound, a shallow cut: -2 to heavy tasks until a long rest | [`SHALLOW_CUT_PENALTY`], [`Vitality::heavy_task_penalty`] |
//! | TC-6.10: a major wound may worsen into new injury saves; the player may choose death later | [`Vitality::worsen`], [`Vitality::die_of_wounds`] |
//! | TC-6.11: as many major wound marks as the level: a failed strength save kills | [`Vitality::marks`], [`Injury::failure_kills`] |
//! | TC-6.12: effects that bypass HP; stopped by 10 HP per level of the attacker | [`Vitality::bypassing_hp`], [`Vitality::buy_off`], [`DIRECT_HIT_HP_PER_LEVEL`] |
//! | TC-11.3: penance counts as fatigue for HP rolls | [`Vitality::add_penance`], [`Vitality::hp_roll`] |
//! | TC-15.1 to TC-15.7: rations, fasting, starvation, thirst, sleep loss | [`deprivation`] |
//!
//! # Readings
//!
//! - Fatigue dice are extra dice and the highest are dropped (2 HD with
//!   2 fatigue: 4d6, the lowest 2 kept); a tough fighter's (TC-7.2) are
//!   all d8s, and they may keep the previous total ([`Keep::Higher`]).
//! - Declining the re-roll is not resting: call nothing, and no fatigue is
//!   gained.
//! - A character is injured when damage is greater than the HP left: damage
//!   that takes HP exactly to 0 is stopped by them.
//! - The injury saves are osr-check's 3d6 Constitution ability checks
//!   ([`osr_check::constitution::AbilityCheck`]), both with the modifier
//!   given (a fighter's level, TC-7.1).
//! - A good night's sleep is also the "long rest" that ends a shallow cut.
//! - What a major wound does (TC-6.10) is the referee's: this module
//!   records its mark.

mod event;
mod hp;
mod injury;

pub mod deprivation;

use alloc::vec::Vec;

use num_rational::BigRational;
use osr_check::constitution::Level;
use osr_check::{Check, Fate, Odds, Resolved, Rolled};
use osr_core::{Dice, FaceSource};

pub use self::event::Event;
pub use self::hp::{HitDie, HpRoll, HpRolled};
pub use self::injury::{FailedStrength, Injury, InjuryBand, InjuryRoll, StayUp};
use crate::Error;

osr_core::bounded! {
    error: crate::Error;
    /// Hit dice: one per level for a player character (TC-6.2).
    pub struct HitDice(u32) in 1..=40, "hit dice";
    /// Extra dice on an HP roll: fatigue plus penance.
    pub struct ExtraDice(u32) in 0..=80, "extra dice";
    /// Fatigue points (TC-6.5).
    pub struct Fatigue(u32) in 0..=40, "fatigue";
    /// Penance points (TC-11.3).
    pub struct Penance(u32) in 0..=40, "penance";
    /// Hit points: at most 40 HD of d8.
    pub struct Hp(u32) in 0..=320, "hit points";
    /// Damage dealt at once.
    pub struct Damage(u32) in 0..=1000, "damage";
    /// Damage past 0 HP: the injury saves' DC is 20 plus this, at most
    /// osr-check's DC of 200.
    pub struct Overflow(u32) in 0..=180, "damage past 0 hit points";
    /// Major wound marks (TC-6.11).
    pub struct Marks(u32) in 0..=100, "major wound marks";
    /// Minor wounds not yet healed.
    pub struct MinorWounds(u32) in 0..=100, "minor wounds";
}

impl Default for Marks {
    /// No major wound marks.
    fn default() -> Self {
        Self(0)
    }
}

/// What a shallow cut, the default minor wound, takes off heavy physical
/// tasks until the next long rest (TC-6.9).
pub const SHALLOW_CUT_PENALTY: i32 = -2;

/// The hit points a direct hit costs to stop, per level or HD of the
/// attacker (TC-6.12).
pub const DIRECT_HIT_HP_PER_LEVEL: u32 = 10;

/// Whether a tough fighter keeps the previous HP total when the re-roll is
/// lower (TC-7.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Keep {
    /// The new total stands, even when lower (everyone).
    #[default]
    New,
    /// The higher of the new and previous totals (a tough fighter only).
    Higher,
}

/// The result of applying a rule to a [`Vitality`]: its band, what it did
/// as [`Event`]s, and every die in order (the crate's [`Applied`](crate::Applied)
/// record).
pub type Applied<B> = crate::Applied<B, Event>;

/// What a blow did: stopped by hit points, or an injury.
///
/// With the `serde` feature: `{"injured": "minor_standing"}` or
/// `"protected"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum HitBand {
    /// Damage got past hit points: the injury saves' band.
    Injured(InjuryBand),
    /// Hit points took it all.
    Protected,
}

/// A character's hit points and wounds under 3d6 Constitution: HP, hit
/// dice, fatigue, penance, whether tough (TC-7.2), level, major wound marks,
/// unhealed minor wounds, and death.
///
/// With the `serde` feature it serializes as
/// `{"hp": 7, "hit_dice": 2, "fatigue": 1, "penance": 0, "tough": false,
/// "level": 2, "marks": 0, "minor_wounds": 0, "dead": false}` and reads back
/// through the same checks as [`Vitality::new`]: HP at most what the hit
/// dice can roll, marks at most the level.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::constitution::{Keep, Vitality};
///
/// // 2 HD, two short rests taken: the third rolls 4d6 and keeps the lowest 2.
/// let mut pc = Vitality::new(2, 7)?.with_fatigue(2)?;
/// pc.short_rest(Keep::New, &mut SuppliedFaces::new(&[6, 5, 2, 1]))?;
/// assert_eq!((pc.hp(), pc.fatigue()), (3, 3));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "VitalityFields"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionVitality"))]
pub struct Vitality {
    hp: Hp,
    hit_dice: HitDice,
    fatigue: Fatigue,
    penance: Penance,
    tough: bool,
    level: Level,
    marks: Marks,
    minor_wounds: MinorWounds,
    dead: bool,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct VitalityFields {
    hp: Hp,
    hit_dice: HitDice,
    fatigue: Fatigue,
    penance: Penance,
    tough: bool,
    level: Level,
    marks: Marks,
    minor_wounds: MinorWounds,
    dead: bool,
}

#[cfg(feature = "serde")]
impl TryFrom<VitalityFields> for Vitality {
    type Error = Error;

    fn try_from(f: VitalityFields) -> Result<Self, Error> {
        let v = Self {
            hp: f.hp,
            hit_dice: f.hit_dice,
            fatigue: f.fatigue,
            penance: f.penance,
            tough: f.tough,
            level: f.level,
            marks: f.marks,
            minor_wounds: f.minor_wounds,
            dead: f.dead,
        };
        v.validate()?;
        Ok(v)
    }
}

impl Vitality {
    /// A level-1 character with `hit_dice` HD (d6s) and `hp` hit points,
    /// no fatigue, penance, marks or wounds.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`HitDice`] or [`Hp`];
    /// [`Error::AboveMaximum`] for more HP than the dice can roll.
    pub fn new(hit_dice: u32, hp: u32) -> Result<Self, Error> {
        let v = Self {
            hp: Hp::new(hp)?,
            hit_dice: HitDice::new(hit_dice)?,
            fatigue: Fatigue(0),
            penance: Penance(0),
            tough: false,
            level: Level::new(1)?,
            marks: Marks(0),
            minor_wounds: MinorWounds(0),
            dead: false,
        };
        v.validate()?;
        Ok(v)
    }

    /// A level-1 tough fighter (TC-7.2) with `hit_dice` HD (d8s) and `hp`
    /// hit points: as [`Vitality::new`], with up to 8 HP a die.
    ///
    /// ```
    /// use osr_health::constitution::Vitality;
    ///
    /// assert_eq!(Vitality::new_tough(3, 24)?.hp(), 24);
    /// assert!(Vitality::new(3, 24).is_err()); // d6s roll at most 18
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`HitDice`] or [`Hp`];
    /// [`Error::AboveMaximum`] for more HP than the d8s can roll.
    pub fn new_tough(hit_dice: u32, hp: u32) -> Result<Self, Error> {
        let v = Self {
            hp: Hp::new(hp)?,
            tough: true,
            ..Self::new(hit_dice, 0)?
        };
        v.validate()?;
        Ok(v)
    }

    /// The same character as a tough fighter (TC-7.2): d8 hit dice, and
    /// the previous total may be kept.
    #[must_use]
    pub const fn tough(mut self) -> Self {
        self.tough = true;
        self
    }

    /// The same character with this much fatigue.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Fatigue`].
    pub fn with_fatigue(mut self, fatigue: u32) -> Result<Self, Error> {
        self.fatigue = Fatigue::new(fatigue)?;
        Ok(self)
    }

    /// The same character with this much penance.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Penance`].
    pub fn with_penance(mut self, penance: u32) -> Result<Self, Error> {
        self.penance = Penance::new(penance)?;
        Ok(self)
    }

    /// The same character at `level` with `marks` major wound marks.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Level`] or [`Marks`],
    /// [`Error::AboveMaximum`] for more marks than the level.
    pub fn with_level(mut self, level: u32, marks: u32) -> Result<Self, Error> {
        self.level = Level::new(level)?;
        self.marks = Marks::new(marks)?;
        self.validate()?;
        Ok(self)
    }

    fn validate(&self) -> Result<(), Error> {
        let max = self.hit_dice.get() * self.die().die().sides();
        if self.hp.get() > max {
            return Err(Error::AboveMaximum {
                what: "hit points",
                value: self.hp.get().into(),
                max: max.into(),
            });
        }
        if self.marks.get() > self.level.get() {
            return Err(Error::AboveMaximum {
                what: "major wound marks",
                value: self.marks.get().into(),
                max: self.level.get().into(),
            });
        }
        Ok(())
    }

    /// The same character with `hit_dice` HD (one per level for a player
    /// character, TC-6.2), the HP kept until the next re-roll.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`HitDice`],
    /// [`Error::AboveMaximum`] for more HP than the new dice can roll.
    pub fn with_hit_dice(mut self, hit_dice: u32) -> Result<Self, Error> {
        self.hit_dice = HitDice::new(hit_dice)?;
        self.validate()?;
        Ok(self)
    }

    /// The same character with `hp` hit points.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Hp`],
    /// [`Error::AboveMaximum`] for more HP than the hit dice can roll.
    pub fn with_hp(mut self, hp: u32) -> Result<Self, Error> {
        self.hp = Hp::new(hp)?;
        self.validate()?;
        Ok(self)
    }

    /// The same character with `count` minor wounds not yet healed.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`MinorWounds`].
    pub fn with_minor_wounds(mut self, count: u32) -> Result<Self, Error> {
        self.minor_wounds = MinorWounds::new(count)?;
        Ok(self)
    }

    /// The same character, dead or alive.
    #[must_use]
    pub const fn with_dead(mut self, dead: bool) -> Self {
        self.dead = dead;
        self
    }

    /// Hit dice.
    #[must_use]
    pub const fn hit_dice(&self) -> u32 {
        self.hit_dice.get()
    }

    /// Level.
    #[must_use]
    pub const fn level(&self) -> u32 {
        self.level.get()
    }

    /// Whether the character is tough (TC-7.2): d8 hit dice.
    #[must_use]
    pub const fn is_tough(&self) -> bool {
        self.tough
    }

    /// Hit points.
    #[must_use]
    pub const fn hp(&self) -> u32 {
        self.hp.get()
    }

    /// Fatigue.
    #[must_use]
    pub const fn fatigue(&self) -> u32 {
        self.fatigue.get()
    }

    /// Penance.
    #[must_use]
    pub const fn penance(&self) -> u32 {
        self.penance.get()
    }

    /// Major wound marks.
    #[must_use]
    pub const fn marks(&self) -> u32 {
        self.marks.get()
    }

    /// Minor wounds not yet healed by a long rest.
    #[must_use]
    pub const fn minor_wounds(&self) -> u32 {
        self.minor_wounds.get()
    }

    /// What the unhealed minor wounds, each the default shallow cut, take
    /// off heavy physical tasks.
    #[must_use]
    pub fn heavy_task_penalty(&self) -> i32 {
        i32::try_from(self.minor_wounds.get()).unwrap_or(0) * SHALLOW_CUT_PENALTY
    }

    /// Whether the character is dead.
    #[must_use]
    pub const fn is_dead(&self) -> bool {
        self.dead
    }

    /// The hit die: d8 when tough.
    #[must_use]
    pub const fn die(&self) -> HitDie {
        if self.tough { HitDie::D8 } else { HitDie::D6 }
    }

    /// The next HP roll: one die per HD, one extra per fatigue and penance.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when fatigue and penance together
    /// pass [`ExtraDice`].
    pub fn hp_roll(&self) -> Result<HpRoll, Error> {
        HpRoll::new(
            self.hit_dice.get(),
            self.fatigue() + self.penance(),
            self.die(),
        )
    }

    const fn alive(&self) -> Result<(), Error> {
        if self.dead { Err(Error::Dead) } else { Ok(()) }
    }

    fn reroll<S: FaceSource + ?Sized>(
        &mut self,
        keep: Keep,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<Vec<Rolled>, Error> {
        if keep == Keep::Higher && !self.tough {
            return Err(Error::NotTough);
        }
        let rolled = self.hp_roll()?.roll(source)?;
        let from = self.hp();
        let to = match keep {
            Keep::New => rolled.total(),
            Keep::Higher => rolled.total().max(from),
        };
        self.hp = Hp::new(to)?;
        events.push(Event::HpRerolled {
            from,
            rolled: rolled.total(),
            to,
        });
        Ok(rolled.dice().to_vec())
    }

    /// A short rest in which the character re-rolls HP (TC-6.4): the new
    /// total stands even if lower (a tough fighter may keep the higher),
    /// then one more fatigue (TC-6.5). A character who declines the re-roll
    /// simply does not call this.
    ///
    /// # Errors
    ///
    /// [`Error::NotTough`] for [`Keep::Higher`] on a character who is not
    /// tough, [`Error::Dead`], [`Error::Core`] when the face source fails or
    /// fatigue would pass its range; the character is then unchanged.
    pub fn short_rest<S: FaceSource + ?Sized>(
        &mut self,
        keep: Keep,
        source: &mut S,
    ) -> Result<Applied<u32>, Error> {
        self.alive()?;
        let mut next = self.clone();
        let mut events = Vec::new();
        let dice = next.reroll(keep, source, &mut events)?;
        let from = next.fatigue();
        next.fatigue = Fatigue::new(from + 1)?;
        events.push(Event::FatigueGained { from, to: from + 1 });
        let band = next.hp();
        *self = next;
        Ok(Applied { band, events, dice })
    }

    /// A good night's sleep (TC-6.5): fatigue back to `morning_fatigue`
    /// (0, or 1 when deprivation starts the day tired, TC-15.7), minor
    /// wounds healed (a long rest), and the morning HP re-roll with no
    /// fatigue dice beyond those (penance still counts).
    ///
    /// # Errors
    ///
    /// As [`short_rest`](Self::short_rest); [`Error::Core`] (`OutOfRange`)
    /// for `morning_fatigue` outside [`Fatigue`].
    pub fn good_night<S: FaceSource + ?Sized>(
        &mut self,
        morning_fatigue: u32,
        keep: Keep,
        source: &mut S,
    ) -> Result<Applied<u32>, Error> {
        self.alive()?;
        let mut next = self.clone();
        let mut events = Vec::new();
        let from = next.fatigue();
        next.fatigue = Fatigue::new(morning_fatigue)?;
        events.push(Event::FatigueReset {
            from,
            to: morning_fatigue,
        });
        let count = next.minor_wounds.get();
        if count > 0 {
            next.minor_wounds = MinorWounds(0);
            events.push(Event::MinorWoundsHealed { count });
        }
        let dice = next.reroll(keep, source, &mut events)?;
        let band = next.hp();
        *self = next;
        Ok(Applied { band, events, dice })
    }

    /// One point of penance (TC-11.3): a blessing asked for a selfish or
    /// ungodly purpose.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) past [`Penance`].
    pub fn add_penance(&mut self) -> Result<Event, Error> {
        let from = self.penance();
        self.penance = Penance::new(from + 1)?;
        Ok(Event::PenanceChanged { from, to: from + 1 })
    }

    /// Takes `damage`: off HP first; damage greater than the HP left rolls
    /// the injury saves at DC 20 plus the damage past 0 (TC-6.6), with
    /// `saves` giving the scores, modifier and choices (its overflow, level
    /// and marks are replaced by this damage's and this character's), and
    /// applies the result: a minor wound, a marked major wound, or death;
    /// a collapse when the will save fails.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for damage outside [`Damage`] or past [`Overflow`]
    /// beyond 0 HP, or a face source that fails; [`Error::Dead`]. The
    /// character is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::constitution::{HitBand, Injury, InjuryBand, Vitality};
    ///
    /// // A bandit with HP 4 takes 6: DC 22. STR 12 rolls 11 (23), WIL 9 rolls 8 (17).
    /// let mut bandit = Vitality::new(1, 4)?;
    /// let saves = Injury::new(0, 12, 9)?;
    /// let hit = bandit.take_damage(6, saves, &mut SuppliedFaces::new(&[11, 8]))?;
    /// assert_eq!(hit.consequence(), HitBand::Injured(InjuryBand::MinorDown));
    /// assert_eq!(bandit.minor_wounds(), 1);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn take_damage<S: FaceSource + ?Sized>(
        &mut self,
        damage: u32,
        saves: Injury,
        source: &mut S,
    ) -> Result<Applied<HitBand>, Error> {
        let damage = Damage::new(damage)?.get();
        self.alive()?;
        let mut next = self.clone();
        let mut applied = Applied {
            band: HitBand::Protected,
            events: Vec::new(),
            dice: Vec::new(),
        };
        next.apply_damage(damage, saves, source, &mut applied)?;
        *self = next;
        Ok(applied)
    }

    fn apply_damage<S: FaceSource + ?Sized>(
        &mut self,
        damage: u32,
        saves: Injury,
        source: &mut S,
        applied: &mut Applied<HitBand>,
    ) -> Result<(), Error> {
        let hp = self.hp();
        let injury = self.injury(damage, saves)?;
        if damage > 0 && hp > 0 {
            let to = hp.saturating_sub(damage);
            self.hp = Hp(to);
            applied.events.push(Event::HpLost { from: hp, to });
        }
        let Some(injury) = injury else {
            return Ok(());
        };
        let band = self.apply_injury(injury, source, &mut applied.events, &mut applied.dice)?;
        applied.band = HitBand::Injured(band);
        Ok(())
    }

    /// Rolls `injury` and applies its band: death, a marked major wound or
    /// a minor wound, and a collapse when the will save fails.
    fn apply_injury<S: FaceSource + ?Sized>(
        &mut self,
        injury: Injury,
        source: &mut S,
        events: &mut Vec<Event>,
        dice: &mut Vec<Rolled>,
    ) -> Result<InjuryBand, Error> {
        let roll = injury.roll(source)?;
        dice.extend_from_slice(roll.dice());
        let band = roll.band();
        events.push(Event::InjurySaves {
            dc: injury.dc(),
            strength_total: roll.strength().total(),
            strength_passed: roll.strength().degrees().succeeded(),
            will_total: roll.will().map(osr_check::constitution::AbilityRoll::total),
            will_passed: band.standing(),
        });
        match band {
            InjuryBand::Dead => {
                self.dead = true;
                events.push(Event::Died);
            }
            InjuryBand::MajorDown | InjuryBand::MajorStanding => {
                self.marks = Marks::new(self.marks.get() + 1)?;
                events.push(Event::MajorWound {
                    marks: self.marks.get(),
                });
            }
            InjuryBand::MinorDown | InjuryBand::MinorStanding => {
                self.minor_wounds = MinorWounds::new(self.minor_wounds.get() + 1)?;
                events.push(Event::MinorWound);
            }
        }
        if !band.standing() && band != InjuryBand::Dead {
            events.push(Event::Collapsed);
        }
        Ok(band)
    }

    /// An untreated wound worsens (TC-6.10): a new set of injury saves,
    /// their DC the referee's (given as `saves`' damage past 0 HP; 0 is DC
    /// 20), with this character's level and marks, applied as
    /// [`take_damage`](Self::take_damage) applies them.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`], [`Error::Core`] when the face source fails; the
    /// character is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::constitution::{Injury, InjuryBand, Vitality};
    ///
    /// // Blood loss: new saves at DC 20; STR 12 rolls 7 (19): another major wound.
    /// let mut pc = Vitality::new(2, 5)?.with_level(3, 1)?;
    /// let worse = pc.worsen(Injury::new(0, 12, 12)?, &mut SuppliedFaces::new(&[7, 9]))?;
    /// assert_eq!((worse.consequence(), pc.marks()), (InjuryBand::MajorStanding, 2));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn worsen<S: FaceSource + ?Sized>(
        &mut self,
        saves: Injury,
        source: &mut S,
    ) -> Result<Applied<InjuryBand>, Error> {
        self.alive()?;
        let mut next = self.clone();
        let injury = saves.with_marks(next.level.get(), next.marks.get())?;
        let mut events = Vec::new();
        let mut dice = Vec::new();
        let band = next.apply_injury(injury, source, &mut events, &mut dice)?;
        *self = next;
        Ok(Applied { band, events, dice })
    }

    /// The player chooses to let a character reduced by major wounds die of
    /// them (TC-6.10).
    ///
    /// # Errors
    ///
    /// [`Error::Dead`], and [`Error::InconsistentState`] without a major
    /// wound to die of.
    pub fn die_of_wounds(&mut self) -> Result<Event, Error> {
        self.alive()?;
        if self.marks.get() == 0 {
            return Err(Error::InconsistentState {
                what: "dying of wounds without a major wound",
            });
        }
        self.dead = true;
        Ok(Event::Died)
    }

    /// An effect that bypasses hit points (TC-6.12), such as a direct hit:
    /// injury saves at DC 20 plus the whole `damage` with HP left (the
    /// reading of a direct hit's saves), the HP untouched.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for damage outside [`Overflow`] or a face source
    /// that fails, [`Error::Dead`]; the character is then unchanged.
    pub fn bypassing_hp<S: FaceSource + ?Sized>(
        &mut self,
        damage: u32,
        saves: Injury,
        source: &mut S,
    ) -> Result<Applied<InjuryBand>, Error> {
        let saves = saves.with_overflow(damage)?;
        self.worsen(saves, source)
    }

    /// Stops an effect that bypasses hit points by sacrificing them
    /// (TC-6.12): by default 10 HP per level or HD of the attacker for a
    /// direct hit. Returns the HP lost.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for an attacker level outside
    /// osr-check's [`Level`], [`Error::AboveMaximum`] when the cost is more
    /// than the HP left (the character is then unchanged), [`Error::Dead`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::constitution::{Event, Vitality};
    ///
    /// // A 4 HD ogre's direct hit: 40 HP. 45 HP pay it and keep 5.
    /// let mut pc = Vitality::new(10, 45)?;
    /// assert_eq!(pc.buy_off(4)?, Event::HpLost { from: 45, to: 5 });
    /// assert!(Vitality::new(10, 30)?.buy_off(4).is_err());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn buy_off(&mut self, attacker_level: u32) -> Result<Event, Error> {
        let level = Level::new(attacker_level)?.get();
        self.alive()?;
        let cost = DIRECT_HIT_HP_PER_LEVEL * level;
        let from = self.hp();
        if cost > from {
            return Err(Error::AboveMaximum {
                what: "hit points sacrificed",
                value: cost.into(),
                max: from.into(),
            });
        }
        self.hp = Hp(from - cost);
        Ok(Event::HpLost {
            from,
            to: from - cost,
        })
    }

    /// The injury saves `damage` calls for, or `None` when HP stop it.
    fn injury(&self, damage: u32, saves: Injury) -> Result<Option<Injury>, Error> {
        if damage <= self.hp() {
            return Ok(None);
        }
        Ok(Some(
            saves
                .with_overflow(damage - self.hp())?
                .with_marks(self.level.get(), self.marks.get())?,
        ))
    }

    /// Rolls `damage` dice and takes the total ([`take_damage`](Self::take_damage)).
    ///
    /// # Errors
    ///
    /// As [`take_damage`](Self::take_damage), and [`Error::Core`]
    /// (`OutOfRange`) for dice whose most is past [`Damage`].
    pub fn roll_damage<S: FaceSource + ?Sized>(
        &mut self,
        damage: Dice,
        saves: Injury,
        source: &mut S,
    ) -> Result<Applied<HitBand>, Error> {
        Damage::new(i64::try_from(damage.max()).unwrap_or(i64::MAX))?;
        self.alive()?;
        let mut applied = Applied {
            band: HitBand::Protected,
            events: Vec::new(),
            dice: Vec::new(),
        };
        let die = damage.die();
        let mut total = 0_u32;
        for _ in 0..damage.count() {
            let face = die.roll(source)?;
            applied.dice.push(Rolled {
                sides: die.sides(),
                face,
                fate: Fate::Counted,
            });
            total += face;
        }
        applied.events.push(Event::DamageRolled { total });
        let mut next = self.clone();
        next.apply_damage(total, saves, source, &mut applied)?;
        *self = next;
        Ok(applied)
    }

    /// The exact odds of each [`HitBand`] when `damage` dice hit this
    /// character with these injury saves.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for dice whose most is past
    /// [`Damage`] or gets past [`Overflow`], [`Error::Dead`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_core::{Dice, Die};
    /// use osr_health::constitution::{HitBand, Injury, Vitality};
    ///
    /// let pc = Vitality::new(1, 4)?;
    /// let odds = pc.hit_odds(Dice::new(2, Die::D6)?, Injury::new(0, 12, 12)?)?;
    /// // 2d6 of at most 4: 6 in 36.
    /// assert_eq!(odds.probability(&HitBand::Protected), Some(ratio(6, 36)));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn hit_odds(&self, damage: Dice, saves: Injury) -> Result<Odds<HitBand>, Error> {
        Damage::new(i64::try_from(damage.max()).unwrap_or(i64::MAX))?;
        self.alive()?;
        let sides = damage.die().sides();
        let count = damage.count();
        let all = num_bigint::BigInt::from(sides).pow(count);
        let mut weights: Vec<(HitBand, BigRational)> = Vec::new();
        for (total, ways) in dice_sums(count, sides).into_iter().enumerate() {
            if ways == num_bigint::BigInt::from(0) {
                continue;
            }
            let p = BigRational::new(ways, all.clone());
            let total = u32::try_from(total).unwrap_or(u32::MAX);
            match self.injury(total, saves)? {
                None => weights.push((HitBand::Protected, p)),
                Some(injury) => {
                    for (band, q) in injury.odds().bands() {
                        weights.push((HitBand::Injured(*band), &p * q));
                    }
                }
            }
        }
        Ok(Odds::new(weights, None)?)
    }
}

/// The number of ways to roll each total `0..=count * sides` with `count`
/// dice of `sides` faces (index = total).
fn dice_sums(count: u32, sides: u32) -> Vec<num_bigint::BigInt> {
    let mut ways = alloc::vec![num_bigint::BigInt::from(1)];
    for _ in 0..count {
        let mut next = alloc::vec![num_bigint::BigInt::from(0); ways.len() + sides as usize];
        for (total, w) in ways.iter().enumerate() {
            for face in 1..=sides as usize {
                next[total + face] += w;
            }
        }
        ways = next;
    }
    ways
}

//! A character's hit points and wounds (TC-6.2 to TC-6.5, TC-7.2,
//! TC-11.3): the state and its JSON document, the HP re-roll at a short
//! rest and a good night's sleep, fatigue and penance.

use alloc::vec::Vec;

use osr_check::constitution::Level;
use osr_check::{Check, Odds, Resolved, Rolled};
use osr_core::FaceSource;

use super::{
    Applied, Event, ExtraDice, Fatigue, HitDice, HitDie, Hp, HpRoll, Keep, Marks, MinorWounds,
    Penance, SHALLOW_CUT_PENALTY,
};
use crate::Error;

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
// Written in the shape it is read in, unknown fields refused: a tracker
// sends back what it was given.
#[cfg_attr(feature = "schema", schemars(deny_unknown_fields))]
pub struct Vitality {
    pub(super) hp: Hp,
    pub(super) hit_dice: HitDice,
    pub(super) fatigue: Fatigue,
    pub(super) penance: Penance,
    pub(super) tough: bool,
    pub(super) level: Level,
    pub(super) marks: Marks,
    pub(super) minor_wounds: MinorWounds,
    pub(super) dead: bool,
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
            penance: Penance::NONE,
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

    /// The next HP roll: one die per HD, one extra per fatigue and penance
    /// (together at most 80, all [`ExtraDice`](super::ExtraDice) allows).
    #[must_use]
    pub const fn hp_roll(&self) -> HpRoll {
        const {
            assert!(Fatigue::MAX + Penance::MAX <= ExtraDice::MAX);
        }
        HpRoll::from_dice(
            self.hit_dice,
            ExtraDice(self.fatigue.get() + self.penance.get()),
            self.die(),
        )
    }

    pub(super) const fn alive(&self) -> Result<(), Error> {
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
        let rolled = self.hp_roll().roll(source)?;
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

    /// The exact odds of the HP after a [`short_rest`](Self::short_rest)
    /// with `keep`, before the dice: the [`HpRoll`](super::HpRoll) of the
    /// hit dice with one extra die per fatigue and penance, the highest
    /// dropped (TC-6.5, TC-11.3), and under [`Keep::Higher`] the previous
    /// total where it is higher (TC-7.2).
    ///
    /// # Errors
    ///
    /// As [`short_rest`](Self::short_rest): [`Error::Dead`],
    /// [`Error::NotTough`], [`Error::Core`] when fatigue would pass its
    /// range.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_health::constitution::{Keep, Vitality};
    ///
    /// // 1 HD, 1 fatigue: the lower of 2d6. Both dice must show 6 for
    /// // HP 6 (1 in 36); either showing 1 makes HP 1 (11 in 36).
    /// let pc = Vitality::new(1, 4)?.with_fatigue(1)?;
    /// let odds = pc.short_rest_odds(Keep::New)?;
    /// assert_eq!(odds.probability(&6), Some(ratio(1, 36)));
    /// assert_eq!(odds.probability(&1), Some(ratio(11, 36)));
    ///
    /// // A tough fighter on 5 HP keeps them unless a d8 beats them.
    /// let tough = Vitality::new_tough(1, 5)?;
    /// let odds = tough.short_rest_odds(Keep::Higher)?;
    /// assert_eq!(odds.probability(&5), Some(ratio(5, 8)));
    /// assert_eq!(odds.bands().count(), 4); // 5, 6, 7, 8
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn short_rest_odds(&self, keep: Keep) -> Result<Odds<u32>, Error> {
        self.alive()?;
        let odds = self.reroll_odds(keep)?;
        Fatigue::new(self.fatigue() + 1)?;
        Ok(odds)
    }

    /// The exact odds of the HP after a [`good_night`](Self::good_night)
    /// with `morning_fatigue` and `keep`, before the dice: the morning
    /// re-roll with only the morning's fatigue and the penance as extra
    /// dice.
    ///
    /// # Errors
    ///
    /// As [`good_night`](Self::good_night).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_health::constitution::{Keep, Vitality};
    ///
    /// // 2 HD and 3 fatigue at night: the morning's 2d6 make 7 one time
    /// // in 6; starting the day tired, the lowest 2 of 3d6 make 12 only
    /// // on three 6s.
    /// let pc = Vitality::new(2, 4)?.with_fatigue(3)?;
    /// assert_eq!(pc.good_night_odds(0, Keep::New)?.probability(&7), Some(ratio(1, 6)));
    /// assert_eq!(pc.good_night_odds(1, Keep::New)?.probability(&12), Some(ratio(1, 216)));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn good_night_odds(&self, morning_fatigue: u32, keep: Keep) -> Result<Odds<u32>, Error> {
        self.alive()?;
        let mut morning = self.clone();
        morning.fatigue = Fatigue::new(morning_fatigue)?;
        morning.reroll_odds(keep)
    }

    /// The odds of the HP after the re-roll with `keep`.
    fn reroll_odds(&self, keep: Keep) -> Result<Odds<u32>, Error> {
        if keep == Keep::Higher && !self.tough {
            return Err(Error::NotTough);
        }
        let from = self.hp();
        let rolled = self.hp_roll().odds();
        Ok(match keep {
            Keep::New => rolled,
            Keep::Higher => rolled.map(|total| total.max(from)),
        })
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
}

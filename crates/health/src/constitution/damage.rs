//! Damage and wounds (TC-6.6 to TC-6.12): hit points first, the injury
//! saves past them and what their band does, worsening wounds, effects
//! that bypass hit points, and the exact odds of a blow.

use alloc::vec::Vec;

use num_rational::BigRational;
use osr_check::constitution::Level;
use osr_check::{Check, Fate, Odds, Resolved, Rolled};
use osr_core::{Dice, FaceSource};

use super::{
    Applied, DIRECT_HIT_HP_PER_LEVEL, Damage, Event, Hp, Injury, InjuryBand, Marks, MinorWounds,
    Vitality,
};
use crate::Error;

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

impl Vitality {
    /// Takes `damage`: off HP first; damage greater than the HP left rolls
    /// the injury saves at DC 20 plus the damage past 0 (TC-6.6), with
    /// `saves` giving the scores, modifier and choices (its overflow, level
    /// and marks are replaced by this damage's and this character's), and
    /// applies the result: a minor wound, a marked major wound, or death;
    /// a collapse when the will save fails.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for damage outside [`Damage`] or past
    /// [`Overflow`](super::Overflow) beyond 0 HP, or a face source that
    /// fails; [`Error::Dead`]. The character is then unchanged.
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

    /// The character dies of something other than wounds: thirst
    /// (TC-15.5), or whatever else the referee rules deadly.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a character already dead.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::constitution::{Event, Vitality};
    ///
    /// let mut pc = Vitality::new(2, 9)?;
    /// assert_eq!(pc.dies()?, Event::Died);
    /// assert!(pc.is_dead() && pc.dies().is_err());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn dies(&mut self) -> Result<Event, Error> {
        self.alive()?;
        self.dead = true;
        Ok(Event::Died)
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
    /// [`Error::Core`] for damage outside [`Overflow`](super::Overflow) or a
    /// face source that fails, [`Error::Dead`]; the character is then
    /// unchanged.
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
    /// [`Damage`] or gets past [`Overflow`](super::Overflow),
    /// [`Error::Dead`].
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

//! Time, rest, fatigue and rations (CH-health.critical, .rest, .no-rations,
//! .fatigue): what passes, heals and tires a character.

use alloc::vec::Vec;

use osr_check::cairn_house::Ability;
use osr_check::{Odds, Rolled};
use osr_core::{Die, FaceSource};

use super::{
    CRITICAL_MINUTES, Character, DeathCause, Event, Fatigue, FatigueSource, Hp, Minutes, Report,
    ShortRestFatigue, roll_die,
};
use crate::Error;

impl Character {
    /// Time passes: a critically damaged PC left untreated dies when
    /// [`CRITICAL_MINUTES`] have passed in all.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for minutes outside [`Minutes`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::cairn_house::Character;
    ///
    /// let mut pc = Character::new(2, [11, 10, 10])?.with_hp(2)?;
    /// pc.take_damage(5, &mut SuppliedFaces::new(&[12]))?; // critical damage
    /// pc.pass_time(50)?;
    /// assert!(!pc.is_dead());
    /// pc.pass_time(10)?;
    /// assert!(pc.is_dead());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn pass_time(&mut self, minutes: u32) -> Result<Report, Error> {
        let minutes = Minutes::new(minutes)?.get();
        let mut events = Vec::new();
        if let Some(before) = self.critical_minutes {
            let after = before.saturating_add(minutes);
            if after >= CRITICAL_MINUTES {
                self.die(DeathCause::UntreatedCriticalDamage, &mut events);
            } else {
                self.critical_minutes = Some(after);
            }
        }
        Ok(report(events, Vec::new()))
    }

    /// Aid and rest: a critically damaged PC stabilises (the referee
    /// judges what counts). Nothing happens without critical damage.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead character.
    pub fn stabilise(&mut self) -> Result<Report, Error> {
        self.alive()?;
        let mut events = Vec::new();
        if self.critical_minutes.take().is_some() {
            events.push(Event::Stabilised);
        }
        Ok(report(events, Vec::new()))
    }

    /// A point of fatigue from `source`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) past [`Fatigue`]'s 4 (no unit of
    /// load left to fill), [`Error::Dead`] for a dead character.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::cairn_house::{Character, FatigueSource};
    ///
    /// let mut pc = Character::new(4, [10, 10, 10])?;
    /// pc.add_fatigue(FatigueSource::SpellbookCast)?;
    /// pc.add_fatigue(FatigueSource::SpellbookCast)?;
    /// assert_eq!(pc.fatigue(), 2);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn add_fatigue(&mut self, source: FatigueSource) -> Result<Report, Error> {
        self.alive()?;
        let from = self.fatigue();
        self.fatigue = Fatigue::new(from + 1)?;
        Ok(report(
            alloc::vec![Event::FatigueGained {
                source,
                from,
                to: from + 1,
            }],
            Vec::new(),
        ))
    }

    /// Takes up or puts down a load (CH-enc.state, CH-enc.effects):
    /// becoming encumbered makes HP 0; putting the last unit down ends it,
    /// and HP come back only with rest. Nothing happens when the state
    /// does not change.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::cairn_house::{Character, Event};
    ///
    /// // HP 5, picks up a chest: HP 0.
    /// let mut pc = Character::new(5, [12, 10, 10])?;
    /// assert_eq!(pc.set_encumbered(true).events(), [Event::Encumbered { from: 5 }]);
    /// assert_eq!(pc.hp(), 0);
    /// // A short rest brings nothing back while the chest is carried.
    /// assert_eq!(pc.short_rest()?.events(), [Event::HealingBlockedByLoad]);
    /// pc.set_encumbered(false);
    /// pc.short_rest()?;
    /// assert_eq!(pc.hp(), 5);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn set_encumbered(&mut self, encumbered: bool) -> Report {
        let mut events = Vec::new();
        if encumbered && !self.encumbered {
            let from = self.hp();
            self.hp = Hp(0);
            events.push(Event::Encumbered { from });
        } else if !encumbered && self.encumbered {
            events.push(Event::Unencumbered);
        }
        self.encumbered = encumbered;
        report(events, Vec::new())
    }

    fn restore_hp(&mut self, to: u32, events: &mut Vec<Event>) {
        if self.encumbered {
            events.push(Event::HealingBlockedByLoad);
            return;
        }
        if self.unfed {
            events.push(Event::HealingBlocked);
            return;
        }
        let from = self.hp();
        let to = to.min(self.max_hp());
        if to > from {
            self.hp = Hp(to);
            events.push(Event::HpRestored { from, to });
        }
    }

    fn remove_fatigue(&mut self, events: &mut Vec<Event>) {
        let from = self.fatigue();
        if from > 0 {
            self.fatigue = Fatigue(0);
            events.push(Event::FatigueRemoved { from, to: 0 });
        }
    }

    fn restore_ability(&mut self, ability: Ability, by: u32, events: &mut Vec<Event>) {
        let score = self.score(ability);
        let from = score.current();
        let to = i64::from(from)
            .saturating_add(i64::from(by))
            .min(i64::from(score.max()));
        let to = i32::try_from(to).unwrap_or(from);
        if to > from {
            self.score_mut(ability).set(to);
            events.push(Event::AbilityRestored { ability, from, to });
        }
    }

    /// A short rest, a few minutes somewhere safe and well lit: all HP
    /// back (unless unfed). Fatigue stays unless the table's
    /// [`ShortRestFatigue::Removes`] is in force.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead character.
    pub fn short_rest(&mut self) -> Result<Report, Error> {
        self.alive()?;
        let mut events = Vec::new();
        self.restore_hp(self.max_hp(), &mut events);
        if self.rules.short_rest_fatigue == ShortRestFatigue::Removes {
            self.remove_fatigue(&mut events);
        }
        Ok(report(events, Vec::new()))
    }

    /// A long rest, a night in camp with a day's rations eaten: all HP
    /// back, all fatigue gone, and d6 back to `ability` (not above its
    /// maximum). Eating ends going unfed.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead character, [`Error::Core`] when the face
    /// source fails; the character is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::cairn_house::Ability;
    /// use osr_health::cairn_house::Character;
    ///
    /// let mut pc = Character::new(4, [13, 10, 10])?.with_ability(Ability::Str, 8)?;
    /// pc.long_rest(Ability::Str, &mut SuppliedFaces::new(&[3]))?;
    /// assert_eq!(pc.score(Ability::Str).current(), 11);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn long_rest<S: FaceSource + ?Sized>(
        &mut self,
        ability: Ability,
        source: &mut S,
    ) -> Result<Report, Error> {
        self.alive()?;
        let mut dice = Vec::new();
        let face = roll_die(Die::D6, source, &mut dice)?;
        let mut events = Vec::new();
        self.unfed = false;
        self.restore_hp(self.max_hp(), &mut events);
        self.remove_fatigue(&mut events);
        self.restore_ability(ability, face, &mut events);
        Ok(report(events, dice))
    }

    /// The exact odds of `ability`'s score after a [`long_rest`](Self::long_rest):
    /// its score now and a d6, not above its maximum.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::cairn_house::Ability;
    /// use osr_check::ratio;
    /// use osr_health::cairn_house::Character;
    ///
    /// // STR 10 of 13: a d6 of 3 or more restores it all.
    /// let pc = Character::new(4, [13, 10, 10])?.with_ability(Ability::Str, 10)?;
    /// let odds = pc.long_rest_odds(Ability::Str);
    /// assert_eq!(odds.probability(&13), Some(ratio(2, 3)));
    /// assert_eq!(odds.probability(&11), Some(ratio(1, 6)));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub fn long_rest_odds(&self, ability: Ability) -> Odds<i32> {
        let score = self.score(ability);
        let (now, max) = (score.current(), score.max());
        Odds::die(Die::D6, |face| {
            i32::try_from(face).map_or(max, |face| now.saturating_add(face).min(max))
        })
    }

    /// A full rest, a week in town: all HP, no fatigue, every ability at
    /// its maximum.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead character.
    pub fn full_rest(&mut self) -> Result<Report, Error> {
        self.alive()?;
        let mut events = Vec::new();
        self.unfed = false;
        self.restore_hp(self.max_hp(), &mut events);
        self.remove_fatigue(&mut events);
        for ability in [Ability::Str, Ability::Dex, Ability::Wil] {
            let max = self.score(ability).max();
            self.restore_ability(ability, max.unsigned_abs(), &mut events);
        }
        Ok(report(events, Vec::new()))
    }

    /// Make Camp: a traveller who eats a day's rations takes a long rest
    /// (d6 back to `ability`); one who does not cannot regain HP by any
    /// means until they take a long rest. Rolls nothing when unfed.
    ///
    /// # Errors
    ///
    /// As [`long_rest`](Self::long_rest).
    pub fn make_camp<S: FaceSource + ?Sized>(
        &mut self,
        ate_rations: bool,
        ability: Ability,
        source: &mut S,
    ) -> Result<Report, Error> {
        if ate_rations {
            return self.long_rest(ability, source);
        }
        self.alive()?;
        self.unfed = true;
        Ok(report(alloc::vec![Event::WentHungry], Vec::new()))
    }

    /// Regains `amount` HP by other means (magic, a potion), up to the
    /// maximum; blocked while unfed.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for an amount outside [`Hp`], [`Error::Dead`] for a
    /// dead character.
    pub fn heal(&mut self, amount: u32) -> Result<Report, Error> {
        let amount = Hp::new(amount)?.get();
        self.alive()?;
        let mut events = Vec::new();
        self.restore_hp(self.hp().saturating_add(amount), &mut events);
        Ok(report(events, Vec::new()))
    }
}

fn report(events: Vec<Event>, dice: Vec<Rolled>) -> Report {
    Report {
        band: (),
        events,
        dice,
    }
}

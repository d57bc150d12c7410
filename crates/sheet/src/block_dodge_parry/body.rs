//! Changes to the body through osr-health and osr-combat: Fatigue,
//! wounds and training, blows landed, sleep, meals, treatment and breath.
//! Each is applied where it happens, with the events it brings.

use alloc::vec::Vec;

use osr_advancement::block_dodge_parry::PermanentWound;
use osr_check::block_dodge_parry::Ability;
use osr_combat::block_dodge_parry::{Event, Harm, Hp, Landed};
use osr_core::FaceSource;
use osr_encumbrance::LoadModel;
use osr_health::block_dodge_parry::{
    Breath, FatigueSource, Meal, Rest, Stacking, Treatment, Wound,
};

use super::Sheet;
use crate::Error;

impl Sheet {
    /// Gains Fatigue from `source` (osr-health's [`Body::fatigue_from`]):
    /// one slot each, beside the gear.
    ///
    /// [`Body::fatigue_from`]: super::Body::fatigue_from
    ///
    /// # Errors
    ///
    /// [`Error::Health`] (`NoFreeSlot`) when it does not fit; the sheet is
    /// unchanged.
    pub fn gain_fatigue(&mut self, source: FatigueSource, count: u32) -> Result<Vec<Event>, Error> {
        let mut next = self.clone();
        let events = Self::body_events(next.body.fatigue_from(source, count)?);
        self.commit(next, events)
    }

    /// Takes a wound (osr-health's [`Body::take_wound`](super::Body::take_wound)): a slot unless it
    /// escalates one of its type; a permanent wound lowers `fitting`'s
    /// maximum by 1 and keeps its slot for good.
    ///
    /// # Errors
    ///
    /// [`Error::Health`] (`NoFreeSlot`) when it does not fit; the sheet is
    /// unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_health::block_dodge_parry::{Level, Stacking, Wound};
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 6)?;
    /// let burn = || Wound::new("burn", Level::Light, None);
    /// sheet.take_wound(burn()?, Stacking::NewSlot, Ability::Str)?;
    /// sheet.take_wound(burn()?, Stacking::Escalate, Ability::Str)?;
    /// // One Severe burn in one slot, beside the waterskin.
    /// assert_eq!(sheet.inventory().severe_wounds, 1);
    /// assert_eq!(sheet.load()?.free(), 8);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn take_wound(
        &mut self,
        wound: Wound,
        stacking: Stacking,
        fitting: Ability,
    ) -> Result<Vec<Event>, Error> {
        let mut next = self.clone();
        let events = Self::body_events(next.body.take_wound(wound, stacking, fitting)?);
        next.record_permanent(fitting);
        self.commit(next, events)
    }

    /// Notes `fitting` for every permanent wound the body has that the
    /// sheet has not named yet.
    pub(super) fn record_permanent(&mut self, fitting: Ability) {
        let count = usize::try_from(self.inventory().permanent_wounds).unwrap_or(usize::MAX);
        while self.permanent.len() < count {
            self.permanent.push(PermanentWound::new(fitting));
        }
    }

    /// The permanent wounds' penalties (osr-advancement's
    /// [`PermanentWound`]): for each permanent wound, in the order they
    /// came, the ability it lowered and whether that was trained back.
    #[must_use]
    pub fn permanent_wounds(&self) -> &[PermanentWound] {
        &self.permanent
    }

    /// Trains away the penalty of the permanent wound at `index` (in
    /// [`Sheet::permanent_wounds`]; osr-advancement's
    /// [`PermanentWound::train`]): its ability's maximum rises by 1 back,
    /// the wound and its lost slot stay (how long training takes is the
    /// referee's call).
    ///
    /// # Errors
    ///
    /// [`Error::NoSuchEntry`] past the permanent wounds; [`Error::Advancement`] (`Invalid`) when it was trained
    /// already. The sheet is unchanged then.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_health::block_dodge_parry::{Level, Stacking, Wound};
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 12], 6)?;
    /// let nerves = Wound::new("nerve damage", Level::Permanent, None)?;
    /// sheet.take_wound(nerves, Stacking::NewSlot, Ability::Wil)?;
    /// assert_eq!(sheet.body().track(Ability::Wil).max(), 11);
    /// sheet.train(0)?;
    /// assert_eq!(sheet.body().track(Ability::Wil).max(), 12);
    /// assert_eq!(sheet.load()?.free(), 8);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn train(&mut self, index: usize) -> Result<Vec<Event>, Error> {
        let wound = self.permanent.get(index).ok_or(Error::NoSuchEntry {
            what: "permanent wound",
            index,
            len: self.permanent.len(),
        })?;
        let trained = wound.train()?;
        let mut next = self.clone();
        let events = Self::body_events(next.body.raise_maximum(trained.attribute)?);
        next.permanent[index] = trained;
        self.commit(next, events)
    }

    /// Heals the wound at `index` (osr-health's [`Body::heal_wound`](super::Body::heal_wound)).
    ///
    /// # Errors
    ///
    /// osr-health's `NoSuchWound` and `PermanentWound`.
    pub fn heal_wound(&mut self, index: usize) -> Result<Vec<Event>, Error> {
        Ok(Self::body_events(self.body.heal_wound(index)?))
    }

    /// Lands a blow or harm (osr-combat's [`Harm::land`]): HP first when
    /// it could be defended against, the rest to the ability, then the
    /// Critical Damage Save when called for.
    ///
    /// # Errors
    ///
    /// osr-combat's errors, and [`Error::Health`] (`NoFreeSlot`) when an
    /// injury's wound does not fit beside the gear; the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_combat::block_dodge_parry::{Harm, Route};
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 4)?;
    /// // 6 from a blade: 4 HP, then 2 STR.
    /// let blade = Harm::new(6, Route::Defensible, Ability::Str)?;
    /// let landed = sheet.land(&blade, &mut SuppliedFaces::new(&[]))?;
    /// assert_eq!((landed.hp_lost(), landed.ability_damage()), (4, 2));
    /// assert_eq!(sheet.body().track(Ability::Str).current(), 10);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn land<S: FaceSource + ?Sized>(
        &mut self,
        harm: &Harm,
        source: &mut S,
    ) -> Result<Landed, Error> {
        let mut next = self.clone();
        let landed = harm.land(&mut next.hp, &mut next.body, source)?;
        // A blow's wounds are Severe; none becomes permanent here.
        next.record_permanent(harm.ability());
        // The blow's own events say what it did; a full inventory's HP drop
        // is already among them (osr-health's `SlotsFull`) or shows in HP.
        self.commit(next, Vec::new())?;
        Ok(landed)
    }

    /// Sleeps (osr-health's [`Body::sleep`](super::Body::sleep)); after a comfortable rest
    /// `restore` names the ability that gets 1 point of loss back.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::block_dodge_parry::{FatigueSource, Rest};
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 6)?;
    /// sheet.gain_fatigue(FatigueSource::Dodging, 2)?;
    /// sheet.sleep(Rest::Normal, None);
    /// assert_eq!(sheet.body().fatigue(), 0);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn sleep(&mut self, rest: Rest, restore: Option<Ability>) -> Vec<Event> {
        Self::body_events(self.body.sleep(rest, restore))
    }

    /// A day without a meal: deprived.
    pub fn go_hungry(&mut self) -> Vec<Event> {
        Self::body_events(self.body.go_hungry())
    }

    /// Eats a meal (osr-health's [`Body::eat`](super::Body::eat)).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails (a desperate meal's WIL
    /// save); the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::block_dodge_parry::{FatigueSource, Meal};
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 6)?;
    /// sheet.gain_fatigue(FatigueSource::Fiction, 3)?;
    /// sheet.eat(Meal::Simple, &mut SuppliedFaces::new(&[]))?;
    /// assert_eq!(sheet.body().fatigue(), 2);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn eat<S: FaceSource + ?Sized>(
        &mut self,
        meal: Meal,
        source: &mut S,
    ) -> Result<Vec<Event>, Error> {
        Ok(Self::body_events(
            self.body.eat(meal, source)?.events().to_vec(),
        ))
    }

    /// A day of treatment (osr-health's [`Body::treat`](super::Body::treat)): 1d4 back to its
    /// ability, nothing while deprived.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails; the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_core::SuppliedFaces;
    /// use osr_health::block_dodge_parry::Treatment;
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 6)?.with_score(Ability::Dex, 5)?;
    /// sheet.treat(Treatment::Spa, &mut SuppliedFaces::new(&[2]))?;
    /// assert_eq!(sheet.body().track(Ability::Dex).current(), 7);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn treat<S: FaceSource + ?Sized>(
        &mut self,
        treatment: Treatment,
        source: &mut S,
    ) -> Result<Vec<Event>, Error> {
        Ok(Self::body_events(
            self.body.treat(treatment, source)?.events().to_vec(),
        ))
    }

    /// Catches its breath (osr-health's [`Body::catch_breath`](super::Body::catch_breath)): all HP
    /// back and the waterskin's usage die rolled; nothing without water,
    /// while deprived, or with every slot full (HP stay 0 then).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails; the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::{SuppliedFaces, UsageDie};
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 6)?.with_hp(2)?;
    /// // A drink: HP 6, and the full waterskin's d8 rolls 2: down to d6.
    /// sheet.catch_breath(&mut SuppliedFaces::new(&[2]))?;
    /// assert_eq!((sheet.hp().current(), sheet.waterskin()), (6, Some(UsageDie::D6)));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn catch_breath<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
    ) -> Result<Option<Breath>, Error> {
        let Some(waterskin) = self.waterskin else {
            return Ok(None);
        };
        if self.load()?.effects().hp_zero {
            return Ok(None);
        }
        let breath = self
            .body
            .catch_breath(self.hp.current(), self.hp.max(), waterskin, source)?;
        self.hp = Hp::new(breath.hp, self.hp.max())?;
        self.waterskin = Some(breath.waterskin);
        Ok(Some(breath))
    }
}

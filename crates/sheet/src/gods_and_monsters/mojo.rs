//! Mojo: had, spent, earned, bid, and traded for coins.

use osr_advancement::Xp;
use osr_advancement::gods_and_monsters::{Bid, Mojo, level_table, mojo_for_level};
use osr_equipment::gods_and_monsters::Price;

use super::{COINS_PER_MOJO, Event, Sheet, check_coins, range};
use crate::Error;

/// The most mojo a sheet records as spent, and as earned.
pub(super) const MAX_MOJO: u32 = 1_000_000;

impl Sheet {
    /// The same sheet with this mojo spent and earned (beyond the mojo of
    /// the levels).
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let sheet = sheet.with_mojo(4, 2)?;
    /// assert_eq!((sheet.mojo_ledger(), sheet.mojo()), ((4, 2), 14));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughMojo`] when more is spent than the character had;
    /// [`Error::Core`] (`OutOfRange`) for more than 1,000,000 spent or
    /// earned.
    pub fn with_mojo(mut self, spent: u32, earned: u32) -> Result<Self, Error> {
        self.mojo_spent = spent;
        self.mojo_earned = earned;
        self.check_mojo()?;
        Ok(self)
    }

    pub(super) fn mojo_had(&self) -> u64 {
        let first = u64::try_from(self.first_level().mojo).unwrap_or(0);
        let levels: u64 = (2..=self.level())
            .map(|l| u64::from(mojo_for_level(l)))
            .sum();
        first + levels + u64::from(self.mojo_earned)
    }

    /// Checks the mojo ledger: each of spent and earned at most
    /// [`MAX_MOJO`], and no more spent than had. The builders, the
    /// operations that spend and the document reader all run it.
    pub(super) fn check_mojo(&self) -> Result<(), Error> {
        range("mojo spent", self.mojo_spent.into(), 0, MAX_MOJO.into())?;
        range("mojo earned", self.mojo_earned.into(), 0, MAX_MOJO.into())?;
        let have = self.mojo_had();
        if u64::from(self.mojo_spent) > have {
            return Err(Error::NotEnoughMojo {
                need: self.mojo_spent.into(),
                have,
            });
        }
        Ok(())
    }

    /// Mojo now: 12 + the archetypal ability as a major contributor at
    /// first level, 10 + level at each later level, plus mojo earned,
    /// minus mojo spent.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// // 16 at first level, one traded for coins.
    /// assert_eq!((sheet.mojo(), sheet.mojo_ledger()), (15, (1, 0)));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn mojo(&self) -> u64 {
        self.mojo_had().saturating_sub(self.mojo_spent.into())
    }

    /// Mojo spent (on rolls, purchases, coins) and earned (beyond the
    /// levels).
    #[must_use]
    pub const fn mojo_ledger(&self) -> (u32, u32) {
        (self.mojo_spent, self.mojo_earned)
    }

    /// Spends mojo (a bid, a purchase with mojo).
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// sheet.spend_mojo(4)?;
    /// assert_eq!(sheet.mojo(), 11);
    /// assert!(sheet.spend_mojo(12).is_err());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughMojo`] when the sheet has less, [`Error::Core`]
    /// (`OutOfRange`) past 1,000,000 spent in all; it is unchanged.
    pub fn spend_mojo(&mut self, mojo: u32) -> Result<(), Error> {
        let have = self.mojo();
        if u64::from(mojo) > have {
            return Err(Error::NotEnoughMojo {
                need: mojo.into(),
                have,
            });
        }
        let spent = self
            .mojo_spent
            .checked_add(mojo)
            .ok_or(Error::Overflow { what: "mojo" })?;
        range("mojo spent", spent.into(), 0, MAX_MOJO.into())?;
        self.mojo_spent = spent;
        Ok(())
    }

    /// Bids mojo on a failed archetypal roll (osr-advancement's
    /// [`Bid`]): a bid covering the amount missed by turns the roll and
    /// spends exactly that; each mojo spent gives 50 XP at once.
    /// `archetypal` is the caller's to say ([`Sheet::is_archetypal_reaction`]
    /// and the like).
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation, Reaction};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// use osr_check::Check;
    ///
    /// // Fortitude 10 (archetypal for a warrior), rolled 14: missed by 4.
    /// let save = sheet.reaction_roll(Reaction::Fortitude)?.roll(&mut SuppliedFaces::new(&[14]))?;
    /// let bid = sheet.bid(&save, 6, sheet.is_archetypal_reaction(Reaction::Fortitude))?;
    /// assert!(bid.turned);
    /// assert_eq!((bid.spent, sheet.mojo(), sheet.xp()), (4, 11, 200));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Advancement`] for a roll that passed or is not archetypal,
    /// or a bid above the mojo; the sheet is unchanged.
    pub fn bid(
        &mut self,
        save: &osr_check::Save,
        bid: u32,
        archetypal: bool,
    ) -> Result<Bid, Error> {
        let mojo = u32::try_from(self.mojo()).map_err(|_| Error::Overflow { what: "mojo" })?;
        let settled = Bid::settle(Mojo::new(mojo), save.missed_by(), bid, archetypal)?;
        let xp = self
            .xp
            .checked_add(settled.xp)
            .ok_or(Error::Overflow { what: "xp" })?;
        level_table().level(Xp::new(xp))?;
        self.spend_mojo(settled.spent)?;
        self.xp = xp;
        Ok(settled)
    }

    /// An adventure encounter engaged without conflict: verve back up to
    /// the level (osr-health; once per encounter, which the caller keeps).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::Hit;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// sheet.take(Hit::new(6)?.archetypal(true))?;
    /// sheet.encounter_engaged();
    /// assert_eq!(sheet.vitals().verve(), 2);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn encounter_engaged(&mut self) -> Option<osr_health::gods_and_monsters::Event> {
        let level = self.creature_level();
        self.vitals.encounter_engaged(level)
    }

    /// Trades mojo for silver coins, 30 a point (GM-sheet.mojo-for-coins).
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughMojo`] when the sheet has less mojo,
    /// [`Error::Core`] (`OutOfRange`) when the coins pass [`MAX_COINS`](super::MAX_COINS);
    /// the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Referee, Sheet, Species};
    ///
    /// let mut sheet = Sheet::new(Archetype::Warrior, Species::dwarf(),
    ///     Abilities::new(8, 12, 15, 15, 10, 18)?, Referee::toromeen())?;
    /// sheet.trade_mojo(1)?;
    /// assert_eq!((sheet.mojo(), sheet.coins().to_string()), (15, "30".into()));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn trade_mojo(&mut self, mojo: u32) -> Result<Event, Error> {
        let coins = u64::from(mojo) * u64::from(COINS_PER_MOJO);
        let after = self
            .coins
            .checked_add(Price::from_subunits(coins * 100))
            .ok_or(Error::Overflow { what: "coins" })?;
        check_coins(after)?;
        self.spend_mojo(mojo)?;
        self.coins = after;
        Ok(Event::MojoTraded {
            mojo,
            coins: u32::try_from(coins).map_err(|_| Error::Overflow { what: "coins" })?,
        })
    }
}

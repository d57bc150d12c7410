//! Coins, armour and the pack: their load in stones, AC, buying, paying,
//! haggling and rummaging for an item.

use alloc::string::ToString;

use osr_advancement::constitution::Ability;
use osr_check::constitution::{AbilityRoll, Haggle, HaggleRoll};
use osr_check::{Check, Resolved};
use osr_combat::constitution::{Conditions, armour_class};
use osr_core::FaceSource;
use osr_encumbrance::stones::{Assessment, Inventory};
use osr_equipment::constitution::{ArmourClass, Coins};

use super::{CheckKind, Event, Initiation, RUMMAGE_DC, Sheet};
use crate::Error;

/// What the character carries besides armour and shield, counted as
/// osr-encumbrance's stones model counts it (TC-14.1 to TC-14.13a).
///
/// ```
/// use osr_sheet::constitution::{Abilities, Pack, Sheet};
///
/// let pack = Pack { medium_items: 1, backpack: true, rations: 7, ..Pack::default() };
/// let sheet = Sheet::new(Abilities::new([12, 10, 10, 10, 10])?, 4)?.with_pack(pack)?;
/// assert_eq!(sheet.load()?.breakdown().total(), 2);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Pack {
    /// Medium things held or worn (a sword, a coin pouch), the shield
    /// not included.
    pub medium_items: u32,
    /// Whether a backpack is carried.
    pub backpack: bool,
    /// Small things in the backpack other than rations.
    pub small_things: u32,
    /// Rations of food in the backpack.
    pub rations: u32,
    /// Big things strapped outside the backpack.
    pub big_things: u32,
    /// Large weapons carried ready at the side.
    pub weapons_at_side: u32,
}

/// Something bought from osr-equipment's 3d6 Constitution tables: the
/// armour classes are the rules' only priced goods (TC-14.15).
///
/// With the `serde` feature: `{"armour": "tc.armour.full-chain"}`.
///
/// ```
/// use osr_equipment::constitution::{ArmourClass, Coins};
/// use osr_sheet::constitution::Item;
///
/// let plate = Item::Armour(ArmourClass::FullPlate);
/// assert_eq!((plate.id(), plate.cost()), ("tc.armour.full-plate", Coins::silver(1000)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Item {
    /// Armour, replacing the armour worn.
    Armour(ArmourClass),
}

impl Item {
    /// Reads an item from its osr-equipment ID: the armour a 3d6
    /// Constitution sheet buys.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::Item;
    ///
    /// let err = Item::from_id("ch.weapon.hand").unwrap_err();
    /// assert_eq!(err.kind(), "unknown_id");
    /// assert_eq!(err.to_string(), r#"unknown 3d6 Constitution item "ch.weapon.hand""#);
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for an ID not in the armour table, naming the
    /// catalog looked in.
    pub fn from_id(id: &str) -> Result<Self, Error> {
        ArmourClass::from_id(id)
            .map(Self::Armour)
            .map_err(|_| Error::UnknownId {
                what: "3d6 Constitution item",
                id: id.into(),
            })
    }

    /// The item's stable osr-equipment ID.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Armour(a) => a.id(),
        }
    }

    /// The item's name, as the rulebook prints it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Armour(a) => a.name(),
        }
    }

    /// The price.
    #[must_use]
    pub const fn cost(self) -> Coins {
        match self {
            Self::Armour(a) => a.row().cost,
        }
    }
}

impl Sheet {
    /// The same sheet with these coins carried.
    ///
    /// # Errors
    ///
    /// [`Error::AboveLimit`] past [`MAX_COINS`](super::MAX_COINS).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::constitution::Coins;
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_coins(Coins::copper(205))?;
    /// assert_eq!(sheet.coins().to_string(), "20.5");
    /// assert!(sheet.with_coins(Coins::silver(10_000_001)).is_err());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_coins(mut self, coins: Coins) -> Result<Self, Error> {
        self.coins = coins;
        self.checked()
    }

    /// The same sheet with this treasure kept at home, outside the load.
    ///
    /// # Errors
    ///
    /// [`Error::AboveLimit`] past [`MAX_COINS`](super::MAX_COINS).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::constitution::Coins;
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_treasure_at_home(Coins::gold(10))?;
    /// assert_eq!(sheet.treasure_at_home(), Coins::silver(500));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_treasure_at_home(mut self, coins: Coins) -> Result<Self, Error> {
        self.treasure_at_home = coins;
        self.checked()
    }

    /// The same sheet wearing this armour, or none.
    #[must_use]
    pub const fn with_armour(mut self, armour: Option<ArmourClass>) -> Self {
        self.armour = armour;
        self
    }

    /// The same sheet with or without a shield (a medium thing held).
    ///
    /// # Errors
    ///
    /// osr-encumbrance's errors when it no longer fits with the pack.
    pub fn with_shield(mut self, shield: bool) -> Result<Self, Error> {
        self.shield = shield;
        self.checked()
    }

    /// The same sheet carrying this pack.
    ///
    /// # Errors
    ///
    /// osr-encumbrance's errors ([`Error::Core`], [`Error::Encumbrance`]):
    /// more than 6 medium things (shield included), 30 small things or 5
    /// big things, things in a backpack not carried.
    pub fn with_pack(mut self, pack: Pack) -> Result<Self, Error> {
        self.pack = pack;
        self.checked()
    }

    /// Coins carried.
    #[must_use]
    pub const fn coins(&self) -> Coins {
        self.coins
    }

    /// Treasure kept at home, outside the load.
    #[must_use]
    pub const fn treasure_at_home(&self) -> Coins {
        self.treasure_at_home
    }

    /// Armour worn, if any.
    #[must_use]
    pub const fn armour(&self) -> Option<ArmourClass> {
        self.armour
    }

    /// Whether a shield is carried.
    #[must_use]
    pub const fn shield(&self) -> bool {
        self.shield
    }

    /// The pack.
    #[must_use]
    pub const fn pack(&self) -> Pack {
        self.pack
    }

    /// The armour class, unhindered (TC-5.15 through osr-combat): 20, or
    /// the armour's.
    #[must_use]
    pub fn ac(&self) -> i32 {
        armour_class(self.armour, Conditions::default())
    }

    pub(super) fn inventory(&self) -> Inventory {
        Inventory {
            armour: self.armour.map(|a| a.row().worn).unwrap_or_default(),
            medium_items: self
                .pack
                .medium_items
                .saturating_add(u32::from(self.shield)),
            backpack: self.pack.backpack,
            small_things: self.pack.small_things,
            rations: self.pack.rations,
            big_things: self.pack.big_things,
            weapons_at_side: self.pack.weapons_at_side,
        }
    }

    /// The load in stones against strength (osr-encumbrance's stones
    /// model): armour, shield and pack.
    ///
    /// # Errors
    ///
    /// osr-encumbrance's errors.
    pub fn load(&self) -> Result<Assessment, Error> {
        Ok(self.inventory().assess(self.abilities.get(Ability::Str))?)
    }

    /// Buys `item` from osr-equipment's tables: armour replaces the armour
    /// worn.
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughMoney`] when the price is above the coins; the
    /// sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::constitution::{ArmourClass, Coins};
    /// use osr_sheet::constitution::{Abilities, Item, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_coins(Coins::silver(60))?;
    /// let bought = sheet.buy(Item::Armour(ArmourClass::HalfChain))?;
    /// assert_eq!(bought.to_string(), "bought Half-chain for 50 sp: 10 sp left");
    /// assert_eq!(sheet.ac(), 24);
    /// assert_eq!(sheet.buy(Item::Armour(ArmourClass::FullPlate)).unwrap_err().kind(), "not_enough_money");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn buy(&mut self, item: Item) -> Result<Event, Error> {
        let cost = item.cost();
        let left = self.pay_for(item.name(), cost)?;
        match item {
            Item::Armour(a) => self.armour = Some(a),
        }
        self.coins = left;
        Ok(Event::Bought {
            item,
            cost,
            coins_left: left,
        })
    }

    /// Pays `price` for gear whose price comes from the referee's list:
    /// the rules price only armour and send everything else to an external
    /// list (TC-14.14), so the price is the caller's. Where it is carried
    /// goes in the [`Pack`].
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughMoney`] when the price is above the coins; the
    /// sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::constitution::Coins;
    /// use osr_sheet::constitution::{Abilities, Event, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_coins(Coins::silver(20))?;
    /// let paid = sheet.pay(Coins::silver(15))?;
    /// assert_eq!(paid, Event::Paid { cost: Coins::silver(15), coins_left: Coins::silver(5) });
    /// assert_eq!(paid.to_string(), "paid 15 sp: 5 sp left");
    /// assert!(sheet.pay(Coins::silver(6)).is_err());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn pay(&mut self, price: Coins) -> Result<Event, Error> {
        let left = self.pay_for("an item from the price list", price)?;
        self.coins = left;
        Ok(Event::Paid {
            cost: price,
            coins_left: left,
        })
    }

    /// The haggler's roll (TC-10.3) on a `listed` price, through
    /// osr-check: a d20 strictly below charisma takes 10% off. Returns the
    /// roll and the price to pay; paying is [`Sheet::pay`] or
    /// [`Sheet::buy`]'s caller's.
    ///
    /// # Errors
    ///
    /// [`Error::NotInitiated`] without the Haggler initiation;
    /// [`Error::Equipment`] (`Inexact`) when 90% of the price is not a
    /// whole number of copper pieces; [`Error::Core`] when the face source
    /// fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_equipment::constitution::Coins;
    /// use osr_sheet::constitution::{Abilities, Initiation, Sheet};
    ///
    /// let haggler = Sheet::new(Abilities::new([10, 10, 10, 10, 13])?, 4)?
    ///     .with_initiation(Initiation::Haggler)?;
    /// let (_, price) = haggler.haggle(Coins::silver(20), &mut SuppliedFaces::new(&[12]))?;
    /// assert_eq!(price, Coins::silver(18));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn haggle<S: FaceSource + ?Sized>(
        &self,
        listed: Coins,
        source: &mut S,
    ) -> Result<(HaggleRoll, Coins), Error> {
        if !self.has(Initiation::Haggler) {
            return Err(Error::NotInitiated {
                what: "haggling",
                needs: Initiation::Haggler.id(),
            });
        }
        let roll = Haggle::new(self.abilities.get(Ability::Cha))?.roll(source)?;
        let percent = u64::from(100 - roll.band().discount_percent());
        let price = listed.ratio(percent, 100, "haggled price")?;
        Ok((roll, price))
    }

    pub(super) fn pay_for(&self, item: &'static str, cost: Coins) -> Result<Coins, Error> {
        self.coins
            .checked_sub(cost)
            .ok_or_else(|| Error::NotEnoughMoney {
                item,
                cost: cost.to_string(),
                money: self.coins.to_string(),
            })
    }

    /// The prepared adventurer's find (TC-9.3): a knowledge check against
    /// DC 20 ([`RUMMAGE_DC`]); on success one more medium item is carried
    /// and `cost` is paid for it.
    ///
    /// # Errors
    ///
    /// [`Error::NotInitiated`] without the Prepared initiation,
    /// [`Error::NotEnoughMoney`] when the coins do not cover `cost`,
    /// osr-encumbrance's errors when a medium item more does not fit, all
    /// before rolling; [`Error::Core`] when the face source fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_equipment::constitution::Coins;
    /// use osr_sheet::constitution::{Abilities, Class, Initiation, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10, 10, 12, 10, 10])?, 4)?
    ///     .with_class(Some(Class::Adventurer))?
    ///     .with_initiation(Initiation::Prepared)?
    ///     .with_coins(Coins::silver(10))?;
    /// let (roll, found) = sheet.rummage(Coins::silver(3), &mut SuppliedFaces::new(&[8]))?;
    /// assert_eq!((roll.total(), found.is_some()), (20, true));
    /// assert_eq!(sheet.coins(), Coins::silver(7));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn rummage<S: FaceSource + ?Sized>(
        &mut self,
        cost: Coins,
        source: &mut S,
    ) -> Result<(AbilityRoll, Option<Event>), Error> {
        if !self.has(Initiation::Prepared) {
            return Err(Error::NotInitiated {
                what: "finding an unlisted item in the pack",
                needs: Initiation::Prepared.id(),
            });
        }
        let left = self.pay_for("an unlisted medium item", cost)?;
        let mut next = self.clone();
        next.pack.medium_items = next.pack.medium_items.saturating_add(1);
        next.coins = left;
        let next = next.checked()?;
        let roll = self
            .check(CheckKind::Knowledge, Ability::Kno, RUMMAGE_DC)?
            .roll(source)?;
        if roll.degrees().succeeded() {
            *self = next;
            Ok((roll, Some(Event::Found { cost })))
        } else {
            Ok((roll, None))
        }
    }
}

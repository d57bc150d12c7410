//! Gear: the items of osr-equipment's tables, sized for the character,
//! where each is kept, buying, and the carry list.

use osr_advancement::gods_and_monsters::{Ability, Archetype};
use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::gods_and_monsters::{CarryList, carried_bulk};
use osr_equipment::gods_and_monsters::{Armor, Levels, Misc, Price, Size, Weapon, sized_cost};

use super::{Event, GearPurchase, MAX_COINS, MAX_ENTRIES, Sheet, entries, range};
use crate::Error;

/// Something from osr-equipment's Gods & Monsters tables.
///
/// With the `serde` feature: `{"weapon": "gm.weapon.battleaxe"}`,
/// `{"armor": "gm.armor.shield"}`, `{"misc": "gm.misc.torch"}`.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::Bulk;
/// use osr_sheet::gods_and_monsters::{Armor, Item, Price};
/// let item = Item::Armor(Armor::Shield);
/// assert_eq!((item.id(), item.cost(), item.bulk()), ("gm.armor.shield", Some(Price::whole(5)), Bulk::whole(6)));
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersItem"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Item {
    /// A weapon.
    Weapon(Weapon),
    /// Armour, a shield or a helmet.
    Armor(Armor),
    /// Anything on the miscellaneous table.
    Misc(Misc),
}

impl Item {
    /// The item's stable osr-equipment ID.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Weapon(w) => w.id(),
            Self::Armor(a) => a.id(),
            Self::Misc(m) => m.id(),
        }
    }

    /// The item's name, as the rulebook prints it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Weapon(w) => w.name(),
            Self::Armor(a) => a.name(),
            Self::Misc(m) => m.name(),
        }
    }

    /// Reads an item from its osr-equipment ID, in any of the three tables.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_encumbrance::bulk::Bulk;
    /// use osr_sheet::gods_and_monsters::{Item, Price};
    /// let item = Item::from_id("gm.armor.banded-leather")?;
    /// assert_eq!((item.id(), item.cost(), item.bulk()), ("gm.armor.banded-leather", Some(Price::whole(15)), Bulk::whole(8)));
    /// let err = Item::from_id("ch.weapon.hand").unwrap_err();
    /// assert_eq!(err.kind(), "unknown_id");
    /// assert_eq!(err.to_string(), r#"unknown Gods & Monsters item "ch.weapon.hand""#);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for an ID in none of them, naming the catalog
    /// looked in.
    pub fn from_id(id: &str) -> Result<Self, Error> {
        Weapon::from_id(id)
            .map(Self::Weapon)
            .or_else(|_| Armor::from_id(id).map(Self::Armor))
            .or_else(|_| Misc::from_id(id).map(Self::Misc))
            .map_err(|_| Error::UnknownId {
                what: "Gods & Monsters item",
                id: id.into(),
            })
    }

    /// The table's price for the medium item; `None` for the full helmet,
    /// whose price depends on the other armour.
    #[must_use]
    pub fn cost(self) -> Option<Price> {
        match self {
            Self::Weapon(w) => Some(w.row().cost),
            Self::Armor(a) => a.row().cost,
            Self::Misc(m) => Some(m.row().cost),
        }
    }

    /// The table's bulk for a creature of the size it is made for (worn
    /// bulk for armour).
    #[must_use]
    pub fn bulk(self) -> Bulk {
        match self {
            Self::Weapon(w) => w.row().bulk,
            Self::Armor(a) => a.row().bulk_worn,
            Self::Misc(m) => m.row().bulk,
        }
    }
}

/// Where a piece of gear is: equipped (worn, wielded), carried, or stored
/// at home outside the load.
///
/// # Examples
///
/// ```
/// # use osr_core::SuppliedFaces;
/// # use osr_sheet::gods_and_monsters::{Choices, Creation};
/// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
/// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
/// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
/// use osr_sheet::gods_and_monsters::Place;
///
/// sheet.move_gear(1, Place::Stored)?;
/// assert_eq!(sheet.defense(), 1);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Place {
    /// Worn or wielded: armour counts for defense, the first weapon is the
    /// one fought with.
    Equipped,
    /// Carried.
    Carried,
    /// Stored at home: not in the load.
    Stored,
}

/// One piece of gear: the item, the size of creature it was made for, and
/// where it is.
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::{Item, Place, Size, Weapon};
/// # use osr_core::SuppliedFaces;
/// # use osr_sheet::gods_and_monsters::{Choices, Creation};
/// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
/// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
/// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
/// let gear = sheet.gear()[0];
/// assert_eq!((gear.item, gear.made_for, gear.place), (Item::Weapon(Weapon::Battleaxe), Size::Small, Place::Equipped));
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Gear {
    /// What.
    pub item: Item,
    /// Made for a creature of this size.
    pub made_for: Size,
    /// Where it is.
    pub place: Place,
}

impl Sheet {
    /// The same sheet with these coins and gear.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::Price;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let sheet = sheet.with_gear(Price::whole(5), &[])?;
    /// assert_eq!((sheet.coins(), sheet.defense()), (Price::whole(5), 0));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "coins") above [`MAX_COINS`],
    /// [`Error::TooMany`] for more than [`MAX_ENTRIES`] pieces of gear,
    /// [`Error::Encumbrance`] for an item above the strength in bulk that
    /// is not stored.
    pub fn with_gear(mut self, coins: Price, gear: &[Gear]) -> Result<Self, Error> {
        check_coins(coins)?;
        entries("gear", gear)?;
        self.coins = coins;
        self.gear = gear.to_vec();
        self.check_gear()?;
        Ok(self)
    }

    /// Gear, in the order it was gained.
    #[must_use]
    pub fn gear(&self) -> &[Gear] {
        &self.gear
    }

    /// Moves a piece of gear (by its index in [`Sheet::gear`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::Place;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// sheet.move_gear(2, Place::Stored)?;
    /// assert_eq!((sheet.defense(), sheet.carry_list()?.entries()), (3, 2));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "gear index") for no such piece,
    /// [`Error::Encumbrance`] when it is heavier than the strength and not
    /// stored; the sheet is unchanged.
    pub fn move_gear(&mut self, index: usize, place: Place) -> Result<(), Error> {
        let len = i64::try_from(self.gear.len()).unwrap_or(i64::MAX);
        let at = i64::try_from(index).unwrap_or(i64::MAX);
        range("gear index", at, 0, len - 1)?;
        let before = self.gear[index].place;
        self.gear[index].place = place;
        if let Err(err) = self.check_gear() {
            self.gear[index].place = before;
            return Err(err);
        }
        Ok(())
    }

    pub(super) fn levels(&self) -> Levels {
        let level = self.level();
        let mut levels = Levels::default();
        match self.archetype {
            Archetype::Warrior => levels.warrior = level,
            Archetype::Thief => levels.thief = level,
            Archetype::Sorceror => levels.sorceror = level,
            Archetype::Prophet => levels.prophet = level,
            Archetype::Monk => levels.monk = level,
        }
        levels
    }

    /// Whether the character may wear or wield an item: armour by the
    /// archetype and level (osr-equipment's access table, no magically
    /// light chain mail), weapons by class (a warrior, or the Fighting Art
    /// skill "basic weapons" for basic weapons); anything else may be
    /// used.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Armor, Item, Referee, Sheet, Species, Weapon};
    ///
    /// let thief = Sheet::new(Archetype::Thief, Species::dwarf(),
    ///     Abilities::new(10, 10, 10, 10, 10, 10)?, Referee::default())?;
    /// assert!(thief.may_use(Item::Armor(Armor::Leather)));
    /// assert!(!thief.may_use(Item::Armor(Armor::Shield)));
    /// assert!(!thief.may_use(Item::Weapon(Weapon::Battleaxe)));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn may_use(&self, item: Item) -> bool {
        let warrior = self.archetype == Archetype::Warrior;
        match item {
            Item::Armor(a) => a.usable_by(self.levels(), false),
            Item::Weapon(w) => w.row().class.usable_by(
                warrior,
                self.fighting_art_skills
                    .iter()
                    .any(|s| s.eq_ignore_ascii_case("basic weapons")),
            ),
            Item::Misc(_) => true,
        }
    }

    pub(super) fn check_gear(&self) -> Result<(), Error> {
        if self
            .gear
            .iter()
            .any(|g| g.place == Place::Equipped && !self.may_use(g.item))
        {
            return Err(Error::InvalidChoice {
                what: "equipped gear the archetype and level may not use",
            });
        }
        self.carry_list()?;
        Ok(())
    }

    /// The carry list (osr-encumbrance's bulk model): each equipped or
    /// carried item an entry, its bulk scaled from the size it was made for
    /// to the character's; armour carried rather than worn at its carried
    /// bulk (worn bulk where the table gives no multiplier); stored gear is
    /// out of it.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let list = sheet.carry_list()?;
    /// assert_eq!((list.entries(), list.carry()), (3, 13));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Encumbrance`] when an item's bulk is above the strength.
    pub fn carry_list(&self) -> Result<CarryList, Error> {
        let mut list = CarryList::new(
            self.referee.carry,
            self.abilities.get(Ability::Strength).max(0),
        )?;
        for g in self.gear.iter().filter(|g| g.place != Place::Stored) {
            let bulk = match (g.item, g.place) {
                (Item::Armor(a), Place::Carried) => a.carried_bulk().unwrap_or(a.row().bulk_worn),
                (item, _) => item.bulk(),
            };
            list = list.with(carried_bulk(bulk, g.made_for, self.size())?)?;
        }
        Ok(list)
    }

    /// What an item costs this character: the table's price for an item
    /// made for `made_for`, bought in a culture of the character's size.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Item, Price, Size, Weapon};
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// // A medium long sword in a small culture: 20 × 2.
    /// assert_eq!(sheet.price(Item::Weapon(Weapon::LongSword), Size::Medium)?, Price::whole(40));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Equipment`] for an absurd price.
    pub fn price(&self, item: Item, made_for: Size) -> Result<Price, Error> {
        let cost = match item {
            Item::Armor(Armor::FullHelmet) => self.full_helmet_cost(),
            _ => item.cost().ok_or(Error::NotForSale { item: item.name() })?,
        };
        Ok(sized_cost(cost, made_for, self.size())?)
    }

    /// A full helmet's price before sizing (GM-eq.armor.helmet): a tenth
    /// of what the other armour worn costs this character, at least 10 sc.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Armor, Gear, Item, Place, Price,
    ///     Referee, Sheet, Size, Species};
    ///
    /// let sheet = Sheet::new(Archetype::Warrior, Species::dwarf(),
    ///     Abilities::new(10, 10, 10, 10, 10, 18)?, Referee::default())?;
    /// assert_eq!(sheet.full_helmet_cost(), Price::whole(10));
    /// # let mut sheet = sheet;
    /// # sheet.gain_xp(3000)?; // level 3, its two levels rolled
    /// # while sheet.levels_due() > 0 { sheet.level_up(&mut osr_core::SuppliedFaces::new(&[1]))?; }
    /// // Plate mail (300 sc) made for a tiny creature costs a small one 600.
    /// let plate = Gear { item: Item::Armor(Armor::PlateMail), made_for: Size::Tiny,
    ///     place: Place::Equipped };
    /// let armoured = sheet.with_gear(Price::whole(0), &[plate])?;
    /// assert_eq!(armoured.full_helmet_cost(), Price::whole(60));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn full_helmet_cost(&self) -> Price {
        let others: u64 = self
            .gear
            .iter()
            .filter(|g| g.place == Place::Equipped)
            .filter_map(|g| match g.item {
                Item::Armor(Armor::FullHelmet) => None,
                Item::Armor(_) => g
                    .item
                    .cost()
                    .and_then(|c| sized_cost(c, g.made_for, self.size()).ok())
                    .map(Price::subunits),
                _ => None,
            })
            .sum();
        Price::from_subunits((others / 10).max(Price::whole(10).subunits()))
    }

    /// Buys an item made for the character's size, carried (GM-sheet.
    /// starting-purchases; the same rule for later purchases).
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughCoins`] when it costs more than the coins,
    /// [`Error::TooLong`] past
    /// [`MAX_ENTRIES`] pieces, [`Error::Encumbrance`] when its bulk is
    /// above the strength; the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Item, Referee, Sheet, Species, Weapon};
    ///
    /// let mut sheet = Sheet::new(Archetype::Warrior, Species::dwarf(),
    ///     Abilities::new(8, 12, 15, 15, 10, 18)?, Referee::toromeen())?;
    /// sheet.trade_mojo(1)?;
    /// sheet.buy(Item::Weapon(Weapon::Battleaxe))?;
    /// assert_eq!(sheet.coins().to_string(), "23");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn buy(&mut self, item: Item) -> Result<Event, Error> {
        self.buy_for(GearPurchase {
            item,
            made_for: self.size(),
            place: Place::Carried,
        })
    }

    /// Buys an item made for a creature of `purchase.made_for` and puts it
    /// where the purchase says. [`Error::NotEnoughCoins`] counts whole
    /// coins: the price rounded up, the coins down.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Item, Place, GearPurchase, Size, Weapon};
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let bought = sheet.buy_for(GearPurchase { item: Item::Weapon(Weapon::Dagger), made_for: Size::Small, place: Place::Carried })?;
    /// assert_eq!(bought.to_string(), "bought Dagger (small) for 2 sc: 19 sc left");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Sheet::buy`].
    pub fn buy_for(&mut self, purchase: GearPurchase) -> Result<Event, Error> {
        let GearPurchase {
            item,
            made_for,
            place,
        } = purchase;
        let cost = self.price(item, made_for)?;
        let left = self.coins.checked_sub(cost).ok_or(Error::NotEnoughCoins {
            item: item.name(),
            // Whole coins, for the message; a sheet's coins and the
            // catalog's prices are far below u32::MAX.
            cost: u32::try_from(cost.subunits().div_ceil(100)).unwrap_or(u32::MAX),
            coins: u32::try_from(self.coins.subunits() / 100).unwrap_or(u32::MAX),
        })?;
        if self.gear.len() >= MAX_ENTRIES {
            return Err(Error::TooMany {
                what: "gear",
                len: self.gear.len() + 1,
                max: MAX_ENTRIES,
            });
        }
        self.gear.push(Gear {
            item,
            made_for,
            place,
        });
        if let Err(err) = self.check_gear() {
            self.gear.pop();
            return Err(err);
        }
        self.coins = left;
        Ok(Event::Bought {
            item,
            made_for,
            cost,
            coins_left: left,
        })
    }
}

pub(super) fn check_coins(coins: Price) -> Result<(), Error> {
    let whole = coins.subunits() / 100;
    range(
        "coins",
        i64::try_from(whole).unwrap_or(i64::MAX),
        0,
        i64::try_from(MAX_COINS).unwrap_or(i64::MAX),
    )
}

//! Cairn House Rules: the character sheet, its creation, hirelings and JSON.
//!
//! Creation by the rules (CH-sheet.create.*): HP is 1d6 (also the maximum),
//! then STR, DEX and WIL are 3d6 each in that order (no swapping,
//! rerolling or minimum), then coins are 3d6 × 10. Nothing else is
//! generated: no class, level, skills, background, languages or
//! alignment, and no starting kit (gear is bought from osr-equipment's
//! Cairn House Rules tables with [`Sheet::buy`], counting one coin as one
//! silver piece).
//!
//! A hireling (CH-sheet.hireling.create) rolls 3d6 for STR, DEX and WIL,
//! then 1d6 HP, and is armed with a hand weapon (d6); no armour, so DR 0.
//! Pay is 10 coins a day ([`hireling_pay`]); the share of treasure a
//! hireling may take instead is the table's agreement and not computed.
//!
//! The sheet (CH-sheet.fields) holds osr-health's
//! [`Character`] (HP current and maximum; STR, DEX, WIL current and
//! maximum; fatigue; grievous wounds with eyes and limbs; critical damage,
//! paralysed, delirious, dead), coins, weapons, body armour and shield by
//! their osr-equipment IDs, the supply and treasure units carried, the
//! carts, wagons and animals owned (the best cart or wagon multiplies the
//! load's capacity) and the treasure units stored at home, outside the
//! load.
//! Damage reduction ([`Sheet::dr`]) and the load and encumbered state
//! ([`Sheet::load`]) are derived, never stored. Spellbooks and scrolls and
//! a thief tag are absent.
//!
//! # Examples
//!
//! ```
//! use osr_core::SuppliedFaces;
//! use osr_equipment::cairn_house::{Shield, Weapon};
//! use osr_sheet::cairn_house::{Creation, Item};
//!
//! // HP 4; STR [3, 5, 6]; DEX [2, 2, 5]; WIL [4, 4, 3]; coins [2, 3, 4].
//! let faces = [4, 3, 5, 6, 2, 2, 5, 4, 4, 3, 2, 3, 4];
//! let created = Creation::roll(&mut SuppliedFaces::new(&faces))?;
//! let mut sheet = created.sheet().clone();
//! sheet.buy(Item::Weapon(Weapon::Hand))?;
//! sheet.buy(Item::Shield(Shield::Shield))?;
//! assert_eq!((sheet.coins(), sheet.dr()), (65, 1));
//! # Ok::<(), osr_sheet::Error>(())
//! ```

#[cfg(feature = "serde")]
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use osr_check::cairn_house::Ability;
use osr_core::{Die, FaceSource};
use osr_encumbrance::LoadModel as _;
use osr_encumbrance::units::Carrying;
use osr_encumbrance::units::{Assessment, Pack};
use osr_equipment::cairn_house::{BodyArmour, Shield, Silver, Transport, Weapon, damage_reduction};
pub use osr_health::cairn_house::Character;
use osr_health::cairn_house::Report;

use crate::Error;
use crate::checks::at_most;

mod fight;
mod magic;

pub use self::fight::setup;
pub use self::magic::Spellcast;

/// The `system` key of a Cairn House Rules sheet document.
pub const SYSTEM: &str = "cairn_house";

/// The document version this crate reads and writes.
pub const VERSION: u64 = 1;

/// The most weapons a sheet may list.
pub const MAX_WEAPONS: usize = 16;

/// The most carts, wagons and animals a sheet may list.
pub const MAX_TRANSPORT: usize = 8;

/// Coins are rolled as 3d6 times this.
pub const COINS_PER_PIP: u32 = 10;

osr_core::bounded! {
    error: crate::Error;
    /// Coins on a sheet (one coin counts as one silver piece).
    pub struct Coins(u32) in 0..=1_000_000, "coins";
    /// Supply or treasure units carried.
    pub struct Units(u32) in 0..=1000, "units";
}

/// Something bought from osr-equipment's Cairn House Rules tables.
///
/// With the `serde` feature: `{"weapon": "ch.weapon.hand"}`,
/// `{"armour": "ch.armour.light"}`, `{"shield": "ch.armour.shield"}`,
/// `{"transport": "ch.transport.hand-cart"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseItem"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Item {
    /// A weapon, added to those carried.
    Weapon(Weapon),
    /// Body armour, replacing the armour worn.
    Armour(BodyArmour),
    /// A shield.
    Shield(Shield),
    /// A cart, a wagon or an animal, added to those owned.
    Transport(Transport),
}

impl Item {
    /// Reads an item from its osr-equipment ID, in any of the four tables.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::cairn_house::Item;
    ///
    /// assert_eq!(Item::from_id("ch.weapon.hand")?.name(), "Hand weapon");
    /// let err = Item::from_id("gm.weapon.long-sword").unwrap_err();
    /// assert_eq!(err.kind(), "unknown_id");
    /// assert_eq!(err.to_string(), r#"unknown Cairn House Rules item "gm.weapon.long-sword""#);
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
            .or_else(|_| BodyArmour::from_id(id).map(Self::Armour))
            .or_else(|_| Shield::from_id(id).map(Self::Shield))
            .or_else(|_| Transport::from_id(id).map(Self::Transport))
            .map_err(|_| Error::UnknownId {
                what: "Cairn House Rules item",
                id: id.into(),
            })
    }

    /// The item's stable osr-equipment ID.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Weapon(w) => w.id(),
            Self::Armour(a) => a.id(),
            Self::Shield(s) => s.id(),
            Self::Transport(t) => t.id(),
        }
    }

    /// The item's name, as the rulebook prints it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Weapon(w) => w.name(),
            Self::Armour(a) => a.name(),
            Self::Shield(s) => s.name(),
            Self::Transport(t) => t.name(),
        }
    }

    /// The price in coins; `None` for a row with no price.
    #[must_use]
    pub fn cost(self) -> Option<u32> {
        let cost = match self {
            Self::Weapon(w) => w.row().cost,
            Self::Armour(a) => a.row().cost,
            Self::Shield(s) => s.row().cost,
            Self::Transport(t) => Some(t.row().cost),
        };
        // The tables' prices are whole coins, far below u32::MAX.
        cost.map(|cost| u32::try_from(cost.subunits()).unwrap_or(u32::MAX))
    }
}

/// One step of creating a sheet or changing its gear, as data a virtual
/// tabletop can show; its `Display` is the line to show
/// (`"STR 3d6 = [3, 5, 6] = 14"`).
///
/// With the `serde` feature: tagged by `"event"`, `snake_case`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// HP rolled on 1d6: the face is the HP and the maximum.
    HpRolled {
        /// The d6 face.
        face: u32,
    },
    /// An ability rolled on 3d6.
    AbilityRolled {
        /// The ability.
        ability: Ability,
        /// The three d6 faces, in order.
        faces: [u32; 3],
    },
    /// Coins rolled: 3d6 × 10.
    CoinsRolled {
        /// The three d6 faces, in order.
        faces: [u32; 3],
    },
    /// A hireling armed with a weapon.
    Armed {
        /// The weapon.
        weapon: Weapon,
    },
    /// Something bought.
    Bought {
        /// What.
        item: Item,
        /// Its price in coins.
        cost: u32,
        /// The coins left after paying.
        coins_left: u32,
    },
}

fn sum3(faces: [u32; 3]) -> u32 {
    faces[0] + faces[1] + faces[2]
}

const fn ability_name(ability: Ability) -> &'static str {
    match ability {
        Ability::Str => "STR",
        Ability::Dex => "DEX",
        Ability::Wil => "WIL",
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::HpRolled { face } => write!(f, "HP d6 = [{face}] = {face}"),
            Self::AbilityRolled { ability, faces } => write!(
                f,
                "{} 3d6 = [{}, {}, {}] = {}",
                ability_name(*ability),
                faces[0],
                faces[1],
                faces[2],
                sum3(*faces)
            ),
            Self::CoinsRolled { faces } => write!(
                f,
                "coins 3d6 × {COINS_PER_PIP} = [{}, {}, {}] × {COINS_PER_PIP} = {}",
                faces[0],
                faces[1],
                faces[2],
                sum3(*faces) * COINS_PER_PIP
            ),
            Self::Armed { weapon } => write!(f, "armed with {}", weapon.name()),
            Self::Bought {
                item,
                cost,
                coins_left,
            } => write!(
                f,
                "bought {} for {cost} coins: {coins_left} left",
                item.name()
            ),
        }
    }
}

/// A Cairn House Rules character sheet.
///
/// Built by [`Creation::roll`], [`Hireling::roll`] or from given values
/// with [`Sheet::new`] and the `with_*` methods (importing a character),
/// each validated. Damage reduction and load are derived.
///
/// With the `serde` feature a sheet is the versioned document
#[cfg_attr(
    feature = "serde",
    doc = " [`SheetDocument`]: `{\"system\": \"cairn_house\", \"version\": 1, \"health\":"
)]
#[cfg_attr(
    not(feature = "serde"),
    doc = " `SheetDocument`: `{\"system\": \"cairn_house\", \"version\": 1, \"health\":"
)]
/// {...}, "coins": 90, "weapons": ["ch.weapon.hand"], "armour":
/// "ch.armour.unarmoured", "shield": null, "supplies": 0, "treasures": 0,
/// "transport": [], "treasures_at_home": 0}`,
/// read back through the same validation.
///
/// # Examples
///
/// ```
/// use osr_equipment::cairn_house::{BodyArmour, Shield, Weapon};
/// use osr_sheet::cairn_house::{Character, Sheet};
///
/// let sheet = Sheet::new(Character::new(4, [14, 9, 11])?)?
///     .with_coins(65)?
///     .with_weapon(Weapon::Hand)?
///     .with_armour(BodyArmour::Light)
///     .with_shield(Some(Shield::Shield));
/// assert_eq!(sheet.dr(), 2);
/// assert!(Sheet::new(Character::new(4, [14, 9, 11])?)?.with_coins(2_000_000).is_err());
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        try_from = "osr_core::strict::Strictly<SheetDocument>",
        into = "SheetDocument"
    )
)]
pub struct Sheet {
    health: Character,
    coins: Coins,
    weapons: Vec<Weapon>,
    armour: BodyArmour,
    shield: Option<Shield>,
    supplies: Units,
    treasures: Units,
    transport: Vec<Transport>,
    treasures_at_home: Units,
}

sheet_document!("a Cairn House Rules sheet");

impl Sheet {
    /// A sheet with this health and nothing else: no coins, no weapons,
    /// unarmoured, no units carried.
    ///
    /// # Errors
    ///
    /// [`Error::Unreachable`] for a maximum HP outside 1..=6 or an
    /// ability maximum outside 3..=18 (creation's d6 and 3d6, which never
    /// change); [`Error::NotDerived`] for a character encumbered (HP 0)
    /// with nothing carried.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::cairn_house::{Character, Sheet};
    ///
    /// assert_eq!(Sheet::new(Character::new(4, [14, 9, 11])?)?.health().max_hp(), 4);
    /// // No d6 gives 7 HP, no 3d6 a strength of 2.
    /// assert_eq!(Sheet::new(Character::new(7, [14, 9, 11])?).unwrap_err().kind(), "unreachable");
    /// assert_eq!(Sheet::new(Character::new(4, [2, 9, 11])?).unwrap_err().kind(), "unreachable");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn new(health: Character) -> Result<Self, Error> {
        let sheet = Self::unchecked(health);
        sheet.check()?;
        Ok(sheet)
    }

    /// A sheet with this health and nothing else, not yet checked.
    const fn unchecked(health: Character) -> Self {
        Self {
            health,
            coins: Coins(0),
            weapons: Vec::new(),
            armour: BodyArmour::Unarmoured,
            shield: None,
            supplies: Units(0),
            treasures: Units(0),
            transport: Vec::new(),
            treasures_at_home: Units(0),
        }
    }

    /// The same sheet with `coins` coins.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "coins") outside [`Coins`].
    pub fn with_coins(mut self, coins: u32) -> Result<Self, Error> {
        self.coins = Coins::new(coins)?;
        Ok(self)
    }

    /// The same sheet carrying one more weapon.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] beyond [`MAX_WEAPONS`].
    pub fn with_weapon(mut self, weapon: Weapon) -> Result<Self, Error> {
        self.add_weapon(weapon)?;
        Ok(self)
    }

    fn add_weapon(&mut self, weapon: Weapon) -> Result<(), Error> {
        check_weapons(self.weapons.len() + 1)?;
        self.weapons.push(weapon);
        Ok(())
    }

    /// The same sheet wearing this body armour.
    #[must_use]
    pub const fn with_armour(mut self, armour: BodyArmour) -> Self {
        self.armour = armour;
        self
    }

    /// The same sheet with or without a shield.
    #[must_use]
    pub const fn with_shield(mut self, shield: Option<Shield>) -> Self {
        self.shield = shield;
        self
    }

    /// The same sheet carrying these supply and treasure units. Any unit
    /// carried makes the character encumbered, and its HP 0 until rested
    /// without the load (CH-enc.effects, through osr-health's
    /// `Character::set_encumbered`).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "units") outside [`Units`];
    /// [`Error::Encumbrance`] when the units do not add up.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::cairn_house::{Character, Sheet};
    ///
    /// // HP 5, picks up a chest: HP 0.
    /// let porter = Sheet::new(Character::new(5, [12, 10, 10])?)?.with_units(0, 1)?;
    /// assert_eq!((porter.health().hp(), porter.health().is_encumbered()), (0, true));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_units(mut self, supplies: u32, treasures: u32) -> Result<Self, Error> {
        self.supplies = Units::new(supplies)?;
        self.treasures = Units::new(treasures)?;
        self.apply_load()?;
        Ok(self)
    }

    /// Whether the load makes HP 0 (CH-enc.effects), as osr-encumbrance
    /// says.
    fn load_makes_hp_zero(&self) -> Result<bool, Error> {
        Ok(self.load()?.effects().hp_zero)
    }

    /// Applies the load's effect on HP: osr-health keeps it.
    fn apply_load(&mut self) -> Result<Report, Error> {
        let hp_zero = self.load_makes_hp_zero()?;
        Ok(self.health.set_encumbered(hp_zero))
    }

    /// Checks the sheet as a whole, as creation and play leave it: the
    /// maxima creation rolled, and encumbered (HP 0) exactly while the
    /// load says so. [`Sheet::new`] and the document reader run it.
    fn check(&self) -> Result<(), Error> {
        check_maxima(&self.health)?;
        let hp_zero = self.load_makes_hp_zero()?;
        if self.health.is_encumbered() != hp_zero {
            return Err(Error::NotDerived {
                what: "encumbered (HP 0) exactly while carrying supplies or treasure",
                value: self.health.is_encumbered().into(),
                expected: hp_zero.into(),
            });
        }
        Ok(())
    }

    /// The same sheet owning one more cart, wagon or animal.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] beyond [`MAX_TRANSPORT`].
    pub fn with_transport(mut self, transport: Transport) -> Result<Self, Error> {
        at_most("transport", self.transport.len() + 1, MAX_TRANSPORT)?;
        self.transport.push(transport);
        Ok(self)
    }

    /// The same sheet with these treasure units stored at home, outside
    /// the load.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "units") outside [`Units`].
    pub fn with_treasures_at_home(mut self, units: u32) -> Result<Self, Error> {
        self.treasures_at_home = Units::new(units)?;
        Ok(self)
    }

    /// Carts, wagons and animals owned.
    #[must_use]
    pub fn transport(&self) -> &[Transport] {
        &self.transport
    }

    /// Treasure units stored at home: not carried, so outside the load.
    #[must_use]
    pub const fn treasures_at_home(&self) -> u32 {
        self.treasures_at_home.0
    }

    /// What multiplies the carrying capacity: the largest of the carts and
    /// wagons owned (a hand or draft cart doubles it, a wagon quadruples
    /// it); animals carry nothing by themselves in these rules.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_encumbrance::units::Carrying;
    /// use osr_equipment::cairn_house::Transport;
    /// use osr_sheet::cairn_house::{Character, Sheet};
    ///
    /// let sheet = Sheet::new(Character::new(4, [14, 9, 11])?)?
    ///     .with_transport(Transport::Mule)?
    ///     .with_transport(Transport::HandCart)?;
    /// assert_eq!(sheet.carrying(), Carrying::Cart);
    /// assert_eq!(sheet.load()?.pack().capacity(), 8);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn carrying(&self) -> Carrying {
        self.transport
            .iter()
            .filter_map(|t| t.row().carrying)
            .max_by_key(|c| c.multiplier())
            .unwrap_or(Carrying::OnFoot)
    }

    /// Takes `units` of the treasure carried home, where it stays outside
    /// the load. Putting down the last unit carried ends the encumbrance
    /// (its HP come back with rest); the returned report says so.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "treasure units to store") for more
    /// than are carried, or (`"units"`) when the home total would leave
    /// [`Units`]; the sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::cairn_house::Event;
    /// use osr_sheet::cairn_house::{Character, Sheet};
    ///
    /// let mut sheet = Sheet::new(Character::new(4, [14, 9, 11])?)?.with_units(0, 2)?;
    /// assert!(sheet.store_treasures(1)?.events().is_empty()); // one still carried
    /// assert_eq!(sheet.store_treasures(1)?.events(), [Event::Unencumbered]);
    /// assert_eq!((sheet.treasures(), sheet.treasures_at_home()), (0, 2));
    /// assert!(sheet.store_treasures(1).is_err());
    /// sheet.health_mut().short_rest()?;
    /// assert_eq!(sheet.health().hp(), 4);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn store_treasures(&mut self, units: u32) -> Result<Report, Error> {
        osr_core::Error::check_range(
            "treasure units to store",
            units.into(),
            0,
            self.treasures.0.into(),
        )?;
        let home = Units::new(i64::from(self.treasures_at_home.0) + i64::from(units))?;
        let mut next = self.clone();
        next.treasures = Units(next.treasures.0 - units);
        next.treasures_at_home = home;
        let report = next.apply_load()?;
        *self = next;
        Ok(report)
    }

    /// The health state (osr-health's character).
    #[must_use]
    pub const fn health(&self) -> &Character {
        &self.health
    }

    /// The health state, to apply damage, fatigue and rest through
    /// osr-health.
    pub const fn health_mut(&mut self) -> &mut Character {
        &mut self.health
    }

    /// Coins.
    #[must_use]
    pub const fn coins(&self) -> u32 {
        self.coins.0
    }

    /// Weapons carried.
    #[must_use]
    pub fn weapons(&self) -> &[Weapon] {
        &self.weapons
    }

    /// Body armour worn.
    #[must_use]
    pub const fn armour(&self) -> BodyArmour {
        self.armour
    }

    /// Shield carried, if any.
    #[must_use]
    pub const fn shield(&self) -> Option<Shield> {
        self.shield
    }

    /// Supply units carried.
    #[must_use]
    pub const fn supplies(&self) -> u32 {
        self.supplies.0
    }

    /// Treasure units carried.
    #[must_use]
    pub const fn treasures(&self) -> u32 {
        self.treasures.0
    }

    /// Damage reduction, derived from body armour and shield (at most 3).
    #[must_use]
    pub const fn dr(&self) -> u32 {
        damage_reduction(self.armour, self.shield)
    }

    /// The load, derived through osr-encumbrance's units model: supplies,
    /// treasures carried and fatigue against a capacity multiplied by the
    /// best cart or wagon owned and halved by a lost leg. Treasure stored
    /// at home is not in it.
    ///
    /// # Errors
    ///
    /// [`Error::Encumbrance`] when the units do not add up.
    pub fn load(&self) -> Result<Assessment, Error> {
        let pack = Pack {
            supplies: self.supplies.0,
            treasures: self.treasures.0,
            fatigue: self.health.fatigue(),
            leg_injured: self.health.wound_effects().capacity_halvings > 0,
            transport: self.carrying(),
        };
        Ok(pack.assess()?)
    }

    /// Buys an item from osr-equipment's Cairn House Rules tables, paying
    /// its price in coins (one coin is one silver piece). A weapon is added
    /// to those carried; armour replaces the armour worn; a shield is
    /// carried.
    ///
    /// # Errors
    ///
    /// [`Error::NotForSale`] for a row with no price (unarmed, unarmoured),
    /// [`Error::NotEnoughCoins`] when the price is above the coins; the
    /// sheet is unchanged.
    pub fn buy(&mut self, item: Item) -> Result<Event, Error> {
        match item {
            Item::Weapon(_) => check_weapons(self.weapons.len() + 1)?,
            Item::Transport(_) => {
                at_most("transport", self.transport.len() + 1, MAX_TRANSPORT)?;
            }
            Item::Armour(_) | Item::Shield(_) => {}
        }
        let cost = item.cost().ok_or(Error::NotForSale { item: item.name() })?;
        let left = self
            .coins
            .0
            .checked_sub(cost)
            .ok_or(Error::NotEnoughCoins {
                item: item.name(),
                cost,
                coins: self.coins.0,
            })?;
        // Fewer coins than the sheet held: in range.
        let left = Coins(left);
        match item {
            Item::Weapon(w) => self.weapons.push(w),
            Item::Armour(a) => self.armour = a,
            Item::Shield(s) => self.shield = Some(s),
            Item::Transport(t) => self.transport.push(t),
        }
        self.coins = left;
        Ok(Event::Bought {
            item,
            cost,
            coins_left: left.0,
        })
    }
}

/// At most [`MAX_WEAPONS`] weapons.
const fn check_weapons(count: usize) -> Result<(), Error> {
    at_most("weapons", count, MAX_WEAPONS)
}

/// A hireling's pay for `days` days: 10 coins a day, a price in silver
/// (osr-equipment's [`hireling_pay`](osr_equipment::cairn_house::hireling_pay)).
///
/// # Examples
///
/// ```
/// use osr_equipment::cairn_house::Silver;
///
/// assert_eq!(osr_sheet::cairn_house::hireling_pay(5), Silver::whole(50));
/// ```
#[must_use]
pub fn hireling_pay(days: u32) -> Silver {
    osr_equipment::cairn_house::hireling_pay(days)
}

fn roll3<S: FaceSource + ?Sized>(source: &mut S) -> Result<[u32; 3], Error> {
    Ok([
        CREATION_DIE.roll(source)?,
        CREATION_DIE.roll(source)?,
        CREATION_DIE.roll(source)?,
    ])
}

/// What was created: a player character or a hireling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Kind {
    /// A player character ([`Creation`]).
    Character,
    /// A hireling ([`Hireling`]).
    Hireling,
}

/// A created sheet with the events that made it, in order: the one
/// creation record ([`crate::creation::Created`]) of this system's
/// [`Creation`], whose choice is the [`Kind`] created.
///
/// With the `serde` feature: `{"kind": "character", "sheet": {...},
/// "events": [...]}`; reading it back replays the creation from the
/// events' faces and refuses one that does not match
/// ([`Error::Check`], `Forged`).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_sheet::cairn_house::{Hireling, Kind};
///
/// let hired = Hireling::roll(&mut SuppliedFaces::new(&[4, 4, 4, 2, 3, 4, 1, 2, 4, 5]))?;
/// assert_eq!(hired.kind(), Kind::Hireling);
/// assert_eq!(hired.faces(), [4, 4, 4, 2, 3, 4, 1, 2, 4, 5]);
/// hired.verify()?;
/// # Ok::<(), osr_sheet::Error>(())
/// ```
pub type Created = crate::creation::Created<Creation>;

impl Created {
    /// What was created.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::cairn_house::{Creation, Kind};
    ///
    /// let created = Creation::roll(&mut SuppliedFaces::new(&[4, 3, 5, 6, 2, 2, 5, 4, 4, 3, 2, 3, 4]))?;
    /// assert_eq!(created.kind(), Kind::Character);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub const fn kind(&self) -> Kind {
        *self.choices()
    }
}

/// Creation of a player character by the rules: HP 1d6, STR, DEX, WIL 3d6
/// each in order, coins 3d6 × 10; nothing else.
///
/// As a [`Procedure`](crate::creation::Procedure), its choice is the
/// [`Kind`]: a player character or a [`Hireling`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Creation;

impl Creation {
    /// Rolls a new character from `source`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::cairn_house::Creation;
    ///
    /// let created = Creation::roll(&mut SuppliedFaces::new(&[4, 3, 5, 6, 2, 2, 5, 4, 4, 3, 2, 3, 4]))?;
    /// let lines: Vec<String> = created.events().iter().map(ToString::to_string).collect();
    /// assert_eq!(lines[0], "HP d6 = [4] = 4");
    /// assert_eq!(lines[4], "coins 3d6 × 10 = [2, 3, 4] × 10 = 90");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn roll<S: FaceSource + ?Sized>(source: &mut S) -> Result<Created, Error> {
        Created::roll(&Kind::Character, source)
    }

    fn character<S: FaceSource + ?Sized>(source: &mut S) -> Result<(Sheet, Vec<Event>), Error> {
        let hp = CREATION_DIE.roll(source)?;
        let mut events = Vec::with_capacity(5);
        events.push(Event::HpRolled { face: hp });
        let mut scores = [0_i32; 3];
        for (score, ability) in scores
            .iter_mut()
            .zip([Ability::Str, Ability::Dex, Ability::Wil])
        {
            let faces = roll3(source)?;
            *score = i32::try_from(sum3(faces)).map_err(|_| Error::Overflow { what: "ability" })?;
            events.push(Event::AbilityRolled { ability, faces });
        }
        let coin_faces = roll3(source)?;
        events.push(Event::CoinsRolled { faces: coin_faces });
        let sheet = Sheet::new(Character::new(hp, scores)?)?
            .with_coins(sum3(coin_faces) * COINS_PER_PIP)?;
        Ok((sheet, events))
    }
}

impl crate::creation::Procedure for Creation {
    type Choices = Kind;
    type Sheet = Sheet;
    type Event = Event;
    /// Five steps of either kind.
    const MAX_EVENTS: usize = 5;
    const CHOICES_KEY: &'static str = "kind";

    fn create<S: FaceSource + ?Sized>(
        kind: &Kind,
        source: &mut S,
    ) -> Result<(Sheet, Vec<Event>), Error> {
        match kind {
            Kind::Character => Self::character(source),
            Kind::Hireling => Hireling::create(source),
        }
    }

    fn faces(event: &Event) -> &[u32] {
        match event {
            Event::HpRolled { face } => core::slice::from_ref(face),
            Event::AbilityRolled { faces, .. } | Event::CoinsRolled { faces } => faces,
            Event::Armed { .. } | Event::Bought { .. } => &[],
        }
    }
}

/// Creation of a hireling by the rules: STR, DEX, WIL 3d6 each, HP 1d6,
/// armed with a hand weapon; no armour, no coins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hireling;

impl Hireling {
    /// Rolls a new hireling from `source`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_equipment::cairn_house::Weapon;
    /// use osr_sheet::cairn_house::Hireling;
    ///
    /// let hired = Hireling::roll(&mut SuppliedFaces::new(&[4, 4, 4, 2, 3, 4, 1, 2, 4, 5]))?;
    /// assert_eq!(hired.sheet().health().max_hp(), 5);
    /// assert_eq!(hired.sheet().weapons(), &[Weapon::Hand]);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn roll<S: FaceSource + ?Sized>(source: &mut S) -> Result<Created, Error> {
        Created::roll(&Kind::Hireling, source)
    }

    fn create<S: FaceSource + ?Sized>(source: &mut S) -> Result<(Sheet, Vec<Event>), Error> {
        let mut events = Vec::with_capacity(5);
        let mut scores = [0_i32; 3];
        for (score, ability) in scores
            .iter_mut()
            .zip([Ability::Str, Ability::Dex, Ability::Wil])
        {
            let faces = roll3(source)?;
            *score = i32::try_from(sum3(faces)).map_err(|_| Error::Overflow { what: "ability" })?;
            events.push(Event::AbilityRolled { ability, faces });
        }
        let hp = CREATION_DIE.roll(source)?;
        events.push(Event::HpRolled { face: hp });
        events.push(Event::Armed {
            weapon: Weapon::Hand,
        });
        let sheet = Sheet::new(Character::new(hp, scores)?)?.with_weapon(Weapon::Hand)?;
        Ok((sheet, events))
    }
}

/// The versioned JSON document of a [`Sheet`], in plain fields: reading
/// it into a sheet (`Sheet::try_from`) validates every field and gives a
/// typed [`Error`] naming it. Items are osr-equipment IDs.
#[cfg(feature = "serde")]
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseSheetDocument"))]
#[serde(deny_unknown_fields)]
pub struct SheetDocument {
    /// Always [`SYSTEM`].
    #[cfg_attr(feature = "schema", schemars(extend("const" = SYSTEM)))]
    pub system: String,
    /// Always [`VERSION`].
    #[cfg_attr(feature = "schema", schemars(extend("const" = VERSION)))]
    pub version: u64,
    /// osr-health's character in plain fields, validated by osr-health
    /// when the document is read into a sheet.
    pub health: osr_health::cairn_house::CharacterDocument,
    /// Coins.
    pub coins: i64,
    /// Weapon IDs (`"ch.weapon.hand"`), at most [`MAX_WEAPONS`].
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_WEAPONS>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_WEAPONS)))]
    pub weapons: Vec<String>,
    /// Body armour ID (`"ch.armour.unarmoured"`).
    pub armour: String,
    /// Shield ID, if any (`"ch.armour.shield"`).
    #[serde(default)]
    pub shield: Option<String>,
    /// Supply units.
    #[serde(default)]
    pub supplies: i64,
    /// Treasure units carried.
    #[serde(default)]
    pub treasures: i64,
    /// Carts, wagons and animals owned, by ID
    /// (`"ch.transport.hand-cart"`), at most [`MAX_TRANSPORT`].
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_TRANSPORT>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_TRANSPORT)))]
    pub transport: Vec<String>,
    /// Treasure units stored at home, outside the load.
    #[serde(default)]
    pub treasures_at_home: i64,
}

/// The die of creation's HP and of each of its 3d6 ability rolls.
const CREATION_DIE: Die = Die::D6;

/// Checks the maxima against creation: maximum HP is the d6 and each
/// ability's maximum the 3d6 rolled then (a character's and a
/// hireling's alike), and neither ever changes.
fn check_maxima(health: &Character) -> Result<(), Error> {
    let sides = CREATION_DIE.sides();
    let hp = health.max_hp();
    if !(1..=sides).contains(&hp) {
        return Err(Error::Unreachable {
            what: "maximum HP",
            value: alloc::format!("{hp}"),
            rule: "maximum HP is the d6 rolled at creation and never changes",
        });
    }
    let top = i32::try_from(3 * sides).unwrap_or(i32::MAX);
    for (ability, max) in ["STR", "DEX", "WIL"].into_iter().zip(health.maxima()) {
        if !(3..=top).contains(&max) {
            return Err(Error::Unreachable {
                what: "ability maximum",
                value: alloc::format!("{ability} {max}"),
                rule: "an ability's maximum is the 3d6 rolled at creation and never changes",
            });
        }
    }
    Ok(())
}

#[cfg(feature = "serde")]
impl TryFrom<SheetDocument> for Sheet {
    type Error = Error;

    fn try_from(doc: SheetDocument) -> Result<Self, Error> {
        crate::checks::header(&doc.system, doc.version, SYSTEM, VERSION)?;
        check_weapons(doc.weapons.len())?;
        // The document's numbers are read through the same checks as the
        // setters' (their ranges), in the same order.
        let health = Character::try_from(doc.health)?;
        check_maxima(&health)?;
        let mut sheet = Self::unchecked(health);
        sheet.coins = Coins::new(doc.coins)?;
        sheet = sheet.with_armour(BodyArmour::from_id(&doc.armour)?);
        sheet.supplies = Units::new(doc.supplies)?;
        sheet.treasures = Units::new(doc.treasures)?;
        if let Some(shield) = doc.shield {
            sheet.shield = Some(Shield::from_id(&shield)?);
        }
        for weapon in &doc.weapons {
            sheet.weapons.push(Weapon::from_id(weapon)?);
        }
        at_most("transport", doc.transport.len(), MAX_TRANSPORT)?;
        for transport in &doc.transport {
            sheet.transport.push(Transport::from_id(transport)?);
        }
        sheet.treasures_at_home = Units::new(doc.treasures_at_home)?;
        sheet.check()?;
        Ok(sheet)
    }
}

#[cfg(feature = "serde")]
impl From<Sheet> for SheetDocument {
    fn from(sheet: Sheet) -> Self {
        Self {
            system: String::from(SYSTEM),
            version: VERSION,
            health: (&sheet.health).into(),
            coins: i64::from(sheet.coins.0),
            weapons: sheet.weapons.iter().map(|w| String::from(w.id())).collect(),
            armour: String::from(sheet.armour.id()),
            shield: sheet.shield.map(|s| String::from(s.id())),
            supplies: i64::from(sheet.supplies.0),
            treasures: i64::from(sheet.treasures.0),
            transport: sheet
                .transport
                .iter()
                .map(|t| String::from(t.id()))
                .collect(),
            treasures_at_home: i64::from(sheet.treasures_at_home.0),
        }
    }
}

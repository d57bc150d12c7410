//! Cairn House Rules: armour and shields, weapons, transport.
//!
//! The seed has no hireling table (it stops after the wilderness events), so
//! none is offered.
//!
//! # Examples
//!
//! ```
//! use osr_equipment::cairn_house::{BodyArmour, Shield, Silver, Weapon, damage_reduction};
//! use osr_core::Die;
//!
//! let polearm = Weapon::Polearm.row();
//! assert_eq!((polearm.damage.die(), polearm.bulky, polearm.cost), (Die::D8, true, Some(Silver::whole(15))));
//! assert_eq!(damage_reduction(BodyArmour::Heavy, Some(Shield::Shield)), 3);
//! ```

use osr_core::{FaceSource, StepDie};
use osr_encumbrance::units::Carrying;

use crate::{Error, Money};

/// Money in whole silver pieces (the seed prices everything in sp).
/// Text and JSON: silver pieces as a string (`"1000"`); `"10.5"` is refused,
/// as the seed has no coin below the silver piece.
pub type Silver = Money<1>;

/// The most damage reduction armour and shield can give together.
pub const MAX_DR: u32 = 3;

/// A row of the armour and shields table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CairnHouseArmourRow")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ArmourRow {
    /// Damage reduction (a shield's is the +1 it adds to body armour).
    pub dr: u32,
    /// Price; `None` for no armour.
    pub cost: Option<Silver>,
}

catalog! {
    /// Body armour: one worn at a time. Shields are a table of their own
    /// ([`Shield`]), so a shield cannot be passed where body armour is meant.
    pub enum BodyArmour: ArmourRow, table "ch.armour" {
        Unarmoured = "ch.armour.unarmoured", "Unarmored" => ArmourRow { dr: 0, cost: None },
        Light = "ch.armour.light", "Light Armor" => ArmourRow { dr: 1, cost: Some(Silver::whole(100)) },
        Heavy = "ch.armour.heavy", "Heavy Armor" => ArmourRow { dr: 2, cost: Some(Silver::whole(1000)) },
    }
}

catalog! {
    /// Shields, carried beside body armour in a free hand (the seed lists one).
    pub enum Shield: ArmourRow, table "ch.armour.shield" {
        Shield = "ch.armour.shield", "Shield" => ArmourRow { dr: 1, cost: Some(Silver::whole(10)) },
    }
}

/// Damage reduction of body armour plus an optional shield, never above
/// [`MAX_DR`] (with the seed's rows the cap is exactly reached by heavy
/// armour and a shield; [`damage_reduction_with_bonus`] takes the extra
/// armour DR a referee's magic armour or shield would add).
///
/// # Examples
///
/// ```
/// use osr_equipment::cairn_house::{BodyArmour, Shield, damage_reduction};
///
/// assert_eq!(damage_reduction(BodyArmour::Light, Some(Shield::Shield)), 2);
/// assert_eq!(damage_reduction(BodyArmour::Unarmoured, None), 0);
/// ```
#[must_use]
pub const fn damage_reduction(body: BodyArmour, shield: Option<Shield>) -> u32 {
    damage_reduction_with_bonus(body, shield, 0)
}

/// Damage reduction of body armour, an optional shield and `bonus` more
/// points of armour or shield DR (magic armour, a referee's special shield:
/// the seed has none, but its cap of 3 covers everything armour and shields
/// give), never above [`MAX_DR`].
///
/// # Examples
///
/// ```
/// use osr_equipment::cairn_house::{BodyArmour, Shield, damage_reduction_with_bonus};
///
/// // +1 heavy armour and a shield would be 4: capped at 3.
/// assert_eq!(damage_reduction_with_bonus(BodyArmour::Heavy, Some(Shield::Shield), 1), 3);
/// assert_eq!(damage_reduction_with_bonus(BodyArmour::Light, None, 1), 2);
/// ```
#[must_use]
pub const fn damage_reduction_with_bonus(
    body: BodyArmour,
    shield: Option<Shield>,
    bonus: u32,
) -> u32 {
    let shield = match shield {
        Some(shield) => shield.row().dr,
        None => 0,
    };
    let total = body.row().dr.saturating_add(shield).saturating_add(bonus);
    if total > MAX_DR { MAX_DR } else { total }
}

/// A row of the weapons table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CairnHouseWeaponRow")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct WeaponRow {
    /// Damage die, on the d4..d12 ladder enhanced and impaired attacks move along.
    pub damage: StepDie,
    /// Needs two hands.
    pub bulky: bool,
    /// Loosed in the missile phase, needs ammunition.
    pub missile: bool,
    /// Held in one hand and can be thrown (hand weapons).
    pub throwable: bool,
    /// Price; `None` for unarmed.
    pub cost: Option<Silver>,
}

catalog! {
    /// Weapons.
    #[cfg_attr(feature = "schema", schemars(rename = "CairnHouseWeapon"))]
    pub enum Weapon: WeaponRow, table "ch.weapon" {
        Unarmed = "ch.weapon.unarmed", "Unarmed" => WeaponRow { damage: StepDie::D4, bulky: false, missile: false, throwable: false, cost: None },
        Hand = "ch.weapon.hand", "Hand weapon" => WeaponRow { damage: StepDie::D6, bulky: false, missile: false, throwable: true, cost: Some(Silver::whole(15)) },
        Polearm = "ch.weapon.polearm", "Polearm" => WeaponRow { damage: StepDie::D8, bulky: true, missile: false, throwable: false, cost: Some(Silver::whole(15)) },
        Sling = "ch.weapon.sling", "Sling" => WeaponRow { damage: StepDie::D4, bulky: false, missile: true, throwable: false, cost: Some(Silver::whole(10)) },
        Bow = "ch.weapon.bow", "Bow" => WeaponRow { damage: StepDie::D6, bulky: true, missile: true, throwable: false, cost: Some(Silver::whole(25)) },
    }
}

impl Weapon {
    /// Hands the weapon needs: 2 when bulky.
    #[must_use]
    pub const fn hands(self) -> u32 {
        if self.row().bulky { 2 } else { 1 }
    }

    /// Whether a shield can be carried with it (a bulky weapon leaves no
    /// hand free).
    #[must_use]
    pub const fn allows_shield(self) -> bool {
        !self.row().bulky
    }
}

/// Whether a missile user still has ammunition after a combat, from the d6
/// rolled after it: 1 or 2 means out.
///
/// # Errors
///
/// [`Error::Core`] (out of range) for a face outside 1..=6.
///
/// # Examples
///
/// ```
/// use osr_equipment::cairn_house::ammunition_left;
///
/// assert_eq!(ammunition_left(2), Ok(false));
/// assert_eq!(ammunition_left(3), Ok(true));
/// ```
pub fn ammunition_left(d6: u32) -> Result<bool, Error> {
    osr_core::Error::check_range("ammunition d6", i64::from(d6), 1, 6)?;
    Ok(d6 > 2)
}

/// Rolls the after-combat ammunition d6 from `source`.
///
/// # Errors
///
/// The face source's error (supplied faces that run out or do not fit a d6).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_equipment::cairn_house::roll_ammunition;
///
/// assert_eq!(roll_ammunition(&mut SuppliedFaces::new(&[1]))?, false);
/// # Ok::<(), osr_equipment::Error>(())
/// ```
pub fn roll_ammunition<S: FaceSource + ?Sized>(source: &mut S) -> Result<bool, Error> {
    ammunition_left(osr_core::Die::D6.roll(source)?)
}

/// A row of the transport table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CairnHouseTransportRow")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TransportRow {
    /// Price.
    pub cost: Silver,
    /// What it does to the user's carrying capacity (carts and wagons).
    pub carrying: Option<Carrying>,
    /// Supply units eaten per day (animals).
    pub upkeep: Option<u32>,
    /// The animal's WIL, for its saves.
    pub wil: Option<i32>,
}

catalog! {
    /// Carts, wagons and animals.
    pub enum Transport: TransportRow, table "ch.transport" {
        HandCart = "ch.transport.hand-cart", "Cart, hand" => TransportRow { cost: Silver::whole(5), carrying: Some(Carrying::Cart), upkeep: None, wil: None },
        DraftCart = "ch.transport.draft-cart", "Cart, draft" => TransportRow { cost: Silver::whole(10), carrying: Some(Carrying::Cart), upkeep: None, wil: None },
        Wagon = "ch.transport.wagon", "Wagon" => TransportRow { cost: Silver::whole(30), carrying: Some(Carrying::Wagon), upkeep: None, wil: None },
        Mule = "ch.transport.mule", "Mule" => TransportRow { cost: Silver::whole(30), carrying: None, upkeep: Some(1), wil: Some(10) },
        Horse = "ch.transport.horse", "Horse" => TransportRow { cost: Silver::whole(50), carrying: None, upkeep: Some(4), wil: Some(8) },
        Warhorse = "ch.transport.warhorse", "Warhorse" => TransportRow { cost: Silver::whole(100), carrying: None, upkeep: Some(4), wil: Some(12) },
    }
}

impl Transport {
    /// Supply units an animal eats in `days` days (0 for carts and wagons).
    ///
    /// # Errors
    ///
    /// [`Error::Overflow`] when the product does not fit a `u32`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::cairn_house::Transport;
    ///
    /// assert_eq!(Transport::Horse.upkeep(3)?, 12);
    /// # Ok::<(), osr_equipment::Error>(())
    /// ```
    pub fn upkeep(self, days: u32) -> Result<u32, Error> {
        self.row()
            .upkeep
            .unwrap_or(0)
            .checked_mul(days)
            .ok_or(Error::Overflow { what: "upkeep" })
    }
}

/// A hireling's pay for one day, in coins (counted as silver pieces, the
/// agreed reading of coins against prices).
pub const HIRELING_DAILY_PAY: Silver = Silver::whole(10);

/// A hireling's pay for `days` days at [`HIRELING_DAILY_PAY`]. (A hireling
/// may instead take a share of the party's treasure; the size of the share
/// is the table's agreement, so it is not computed here.)
/// Any number of days fits: the pay is at most 10 coins times the largest
/// `u32`.
///
/// # Examples
///
/// ```
/// use osr_equipment::cairn_house::{Silver, hireling_pay};
///
/// assert_eq!(hireling_pay(5), Silver::whole(50));
/// ```
#[must_use]
pub fn hireling_pay(days: u32) -> Silver {
    const {
        assert!(u64::MAX / HIRELING_DAILY_PAY.subunits() >= 4_294_967_295);
    }
    Silver::from_subunits(HIRELING_DAILY_PAY.subunits() * u64::from(days))
}

/// Adventuring supplies (torches, spikes, caltrops and the like) for one
/// delve: one supply unit.
pub const DELVE_SUPPLIES_UNITS: u32 = 1;

//! Armor, shields and helmets: the armor table, who may wear what, and
//! the full helmet's price.

use osr_encumbrance::bulk::Bulk;

#[cfg(doc)]
use super::weapon_upkeep_per_year;
use super::{Price, share};

/// Where a piece of armour is worn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersArmorKind")
)]
pub enum ArmorKind {
    /// Body armour: one at a time.
    Body,
    /// A shield: needs a free hand.
    Shield,
    /// A full helmet, worn with any body armour.
    Helmet,
}

/// Whether an archetype may use a piece of armour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersAccess")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Access {
    /// At any level.
    Any,
    /// From this level on.
    FromLevel(u32),
    /// Never.
    Never,
}

impl Access {
    /// Whether a character of `level` in the archetype has access (level 0:
    /// no levels in it).
    #[must_use]
    pub const fn allows(self, level: u32) -> bool {
        match self {
            Self::Any => level > 0,
            Self::FromLevel(min) => level > 0 && level >= min,
            Self::Never => false,
        }
    }
}

/// A row of the armor table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersArmorRow")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ArmorRow {
    /// Where it is worn.
    pub kind: ArmorKind,
    /// Defense bonus.
    pub defense: i32,
    /// Price; `None` for the full helmet, whose price depends on the other
    /// armour worn ([`helmet_cost`]).
    pub cost: Option<Price>,
    /// Bulk while worn.
    pub bulk_worn: Bulk,
    /// Warriors' access.
    pub warrior: Access,
    /// Thieves', prophets' and monks' access.
    pub thief_prophet_monk: Access,
    /// Bulk multiplier when carried rather than worn; `None` where the
    /// rulebook does not say (scale mail, full helmet).
    pub carried_multiplier: Option<u8>,
    /// The defense counts against one chosen opponent per round only.
    pub one_opponent: bool,
    /// What worn, it takes off perception and attack rolls for lack of
    /// visibility: 1 for the full helmet, else 0.
    pub sight_penalty: i32,
}

const fn armor(
    kind: ArmorKind,
    defense: i32,
    cost: u32,
    bulk: u32,
    warrior: Access,
    thief_prophet_monk: Access,
    carried_multiplier: Option<u8>,
) -> ArmorRow {
    ArmorRow {
        kind,
        defense,
        cost: Some(Price::whole(cost)),
        bulk_worn: Bulk::whole(bulk),
        warrior,
        thief_prophet_monk,
        carried_multiplier,
        one_opponent: false,
        sight_penalty: 0,
    }
}

use Access::{Any, FromLevel as L, Never};
use ArmorKind::{Body, Helmet, Shield as Held};

catalog! {
    /// Armor, shields and the full helmet.
    pub enum Armor: ArmorRow, table "gm.armor" {
        Cloth = "gm.armor.cloth", "Cloth" => armor(Body, 1, 3, 8, Any, Any, Some(2)),
        Leather = "gm.armor.leather", "Leather" => armor(Body, 2, 8, 5, L(1), L(1), Some(2)),
        BandedLeather = "gm.armor.banded-leather", "Banded Leather" => armor(Body, 3, 15, 8, L(1), L(1), Some(2)),
        ScaleMail = "gm.armor.scale-mail", "Scale Mail" => armor(Body, 4, 45, 20, L(1), Never, None),
        ChainMail = "gm.armor.chain-mail", "Chain Mail" => armor(Body, 5, 80, 15, L(1), L(2), Some(2)),
        SplintMail = "gm.armor.splint-mail", "Splint Mail" => armor(Body, 6, 70, 25, L(2), Never, Some(3)),
        PlateMail = "gm.armor.plate-mail", "Plate Mail" => armor(Body, 7, 300, 25, L(3), Never, Some(3)),
        FullPlate = "gm.armor.full-plate", "Full Plate" => armor(Body, 8, 1000, 30, L(4), Never, Some(3)),
        CeremonialPlate = "gm.armor.ceremonial-plate", "Ceremonial Plate" => armor(Body, 9, 2000, 40, L(5), Never, Some(3)),
        Shield = "gm.armor.shield", "Shield" => armor(Held, 1, 5, 6, L(1), L(2), Some(2)),
        LargeShield = "gm.armor.large-shield", "Large Shield" => armor(Held, 2, 15, 12, L(2), Never, Some(2)),
        SmallShield = "gm.armor.small-shield", "Small Shield" => ArmorRow { one_opponent: true, ..armor(Held, 1, 5, 2, L(3), Never, Some(2)) },
        FullHelmet = "gm.armor.full-helmet", "Full Helmet" => ArmorRow { cost: None, sight_penalty: 1, ..armor(Helmet, 1, 10, 4, L(1), Never, None) },
    }
}

/// A character's levels in each archetype (0: none).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Levels {
    /// Warrior levels.
    pub warrior: u32,
    /// Thief levels.
    pub thief: u32,
    /// Prophet levels.
    pub prophet: u32,
    /// Monk levels.
    pub monk: u32,
    /// Sorceror levels (sorcerors may use no armour).
    pub sorceror: u32,
}

impl Armor {
    /// Bulk when carried rather than worn, if the rulebook gives its
    /// multiplier.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::Armor;
    /// use osr_encumbrance::bulk::Bulk;
    ///
    /// assert_eq!(Armor::ChainMail.carried_bulk(), Some(Bulk::whole(30)));
    /// assert_eq!(Armor::PlateMail.carried_bulk(), Some(Bulk::whole(75)));
    /// ```
    #[must_use]
    pub fn carried_bulk(self) -> Option<Bulk> {
        let row = self.row();
        row.bulk_worn
            .checked_mul(u32::from(row.carried_multiplier?))
    }

    /// Whether a character with these levels may use the armour: a level
    /// high enough in at least one archetype that can use it. Thieves,
    /// prophets and monks may wear chain mail only if it is magically light.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::{Armor, Levels};
    ///
    /// let warrior_2 = Levels { warrior: 2, ..Levels::default() };
    /// assert!(Armor::SplintMail.usable_by(warrior_2, false));
    /// assert!(!Armor::PlateMail.usable_by(warrior_2, false));
    /// ```
    #[must_use]
    pub const fn usable_by(self, levels: Levels, magically_light: bool) -> bool {
        let row = self.row();
        if row.warrior.allows(levels.warrior) {
            return true;
        }
        if matches!(self, Self::ChainMail) && !magically_light {
            return false;
        }
        row.thief_prophet_monk.allows(levels.thief)
            || row.thief_prophet_monk.allows(levels.prophet)
            || row.thief_prophet_monk.allows(levels.monk)
    }
}

/// Price of a full helmet: at least 10 sc, or 10% of the other armour worn
/// if that is more, rounded to the nearest .01 sc (halves up; see
/// [`weapon_upkeep_per_year`] for the reading).
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{helmet_cost, Price};
///
/// assert_eq!(helmet_cost(Price::whole(1000)), Price::whole(100));
/// assert_eq!(helmet_cost(Price::whole(8)), Price::whole(10));
/// // 10% of 123.45 sc is 12.345 sc: rounded half up to 12.35.
/// assert_eq!(helmet_cost(Price::from_subunits(12_345)).to_string(), "12.35");
/// ```
#[must_use]
pub fn helmet_cost(other_armor: Price) -> Price {
    share(other_armor, 10).max(Price::whole(10))
}

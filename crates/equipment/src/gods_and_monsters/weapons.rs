//! Weapons: the weapon table, its classes, and weapons made for other
//! sizes.

use osr_core::Dice;
use osr_encumbrance::bulk::Bulk;

use super::{
    D3, D4, D6, D8, D10, D12, Price, Size, TWO_D6, sc, sized_cost, sized_damage, sized_range,
};
use crate::Error;

/// Who may use a weapon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersWeaponClass")
)]
pub enum WeaponClass {
    /// Anyone.
    Simple,
    /// Warriors, or anyone with the Fighting Art skill "basic weapons".
    Basic,
    /// Warriors only.
    Warrior,
}

impl WeaponClass {
    /// Whether a character may use weapons of this class.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::WeaponClass;
    ///
    /// // A thief with the "basic weapons" skill: crossbow yes, longbow no.
    /// assert!(WeaponClass::Basic.usable_by(false, true));
    /// assert!(!WeaponClass::Warrior.usable_by(false, true));
    /// ```
    #[must_use]
    pub const fn usable_by(self, warrior: bool, basic_weapons_skill: bool) -> bool {
        match self {
            Self::Simple => true,
            Self::Basic => warrior || basic_weapons_skill,
            Self::Warrior => warrior,
        }
    }
}

/// A row of the weapon tables. Blank cells are `None`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersWeaponRow")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct WeaponRow {
    /// Who may use it.
    pub class: WeaponClass,
    /// Survival lost by the target on a hit.
    pub damage: Dice,
    /// Actions to throw or fire it (melee use always takes 1).
    pub fire_actions: Option<u32>,
    /// Range in yards when thrown or fired.
    pub range: Option<u32>,
    /// Hands needed for mechanical reasons.
    pub hands: Option<u32>,
    /// Yards of space needed on either side.
    pub space: Option<u8>,
    /// Bulk.
    pub bulk: Bulk,
    /// Price.
    pub cost: Price,
    /// Usable only while mounted (the lance).
    pub mounted_only: bool,
}

#[allow(clippy::too_many_arguments)]
const fn weapon(
    class: WeaponClass,
    damage: Dice,
    fire_actions: u32,
    range: u32,
    hands: u32,
    space: u8,
    bulk: u32,
    cost: u64,
) -> WeaponRow {
    const fn blank(n: u32) -> Option<u32> {
        if n == 0 { None } else { Some(n) }
    }
    WeaponRow {
        class,
        damage,
        fire_actions: blank(fire_actions),
        range: if range == 0 { None } else { Some(range) },
        hands: blank(hands),
        space: if space == 0 { None } else { Some(space) },
        bulk: Bulk::whole(bulk),
        cost: sc(cost),
        mounted_only: false,
    }
}

use WeaponClass::{Basic, Simple, Warrior};

catalog! {
    /// Weapons: simple, basic and warrior (0 in a cell below is a blank).
    #[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersWeapon"))]
    pub enum Weapon: WeaponRow, table "gm.weapon" {
        Club = "gm.weapon.club", "Club" => weapon(Simple, D4, 2, 2, 0, 1, 10, 10),
        Dagger = "gm.weapon.dagger", "Dagger" => weapon(Simple, D4, 1, 3, 0, 0, 2, 200),
        Dart = "gm.weapon.dart", "Dart" => weapon(Simple, D3, 1, 4, 0, 0, 2, 40),
        HandGun = "gm.weapon.hand-gun", "Hand Gun" => weapon(Simple, D6, 4, 8, 2, 0, 9, 4500),
        Knife = "gm.weapon.knife", "Knife" => weapon(Simple, D3, 1, 3, 0, 0, 2, 100),
        Quarterstaff = "gm.weapon.quarterstaff", "Quarterstaff" => weapon(Simple, D6, 2, 1, 0, 2, 12, 50),
        Sling = "gm.weapon.sling", "Sling" => weapon(Simple, D4, 1, 10, 2, 2, 4, 200),
        WheelLock = "gm.weapon.wheel-lock", "Wheel Lock" => weapon(Simple, D8, 2, 10, 2, 0, 14, 15000),
        WheelLockPistol = "gm.weapon.wheel-lock-pistol", "Wheel Lock Pistol" => weapon(Simple, D6, 2, 5, 2, 0, 8, 10000),
        Arquebus = "gm.weapon.arquebus", "Arquebus" => weapon(Basic, D8, 3, 10, 2, 0, 13, 5500),
        BrassKnuckles = "gm.weapon.brass-knuckles", "Brass Knuckles" => weapon(Basic, D3, 0, 0, 0, 0, 1, 100),
        Crossbow = "gm.weapon.crossbow", "Crossbow" => weapon(Basic, D6, 2, 15, 2, 0, 11, 3500),
        HandAxe = "gm.weapon.hand-axe", "Hand Axe" => weapon(Basic, D6, 1, 3, 0, 1, 8, 200),
        MatchlockPistol = "gm.weapon.matchlock-pistol", "Matchlock Pistol" => weapon(Basic, D6, 3, 5, 2, 0, 10, 5000),
        MetalGlove = "gm.weapon.metal-glove", "Metal Glove" => weapon(Basic, D4, 0, 0, 0, 0, 1, 400),
        ShortSword = "gm.weapon.short-sword", "Short sword" => weapon(Basic, D6, 2, 2, 0, 1, 6, 800),
        Spear = "gm.weapon.spear", "Spear" => weapon(Basic, D6, 1, 6, 0, 0, 8, 80),
        Battleaxe = "gm.weapon.battleaxe", "Battleaxe" => weapon(Warrior, D10, 2, 2, 0, 2, 18, 700),
        Bow = "gm.weapon.bow", "Bow" => weapon(Warrior, D6, 1, 20, 2, 0, 8, 2500),
        GreatSword = "gm.weapon.great-sword", "Great sword" => weapon(Warrior, TWO_D6, 2, 2, 0, 2, 22, 4000),
        HeavyCrossbow = "gm.weapon.heavy-crossbow", "Heavy Crossbow" => weapon(Warrior, D8, 3, 25, 2, 0, 17, 7500),
        Javelin = "gm.weapon.javelin", "Javelin" => weapon(Warrior, D4, 1, 5, 0, 0, 4, 60),
        Lance = "gm.weapon.lance", "Lance" => WeaponRow { mounted_only: true, ..weapon(Warrior, D12, 2, 2, 0, 0, 16, 1400) },
        Longbow = "gm.weapon.longbow", "Longbow" => weapon(Warrior, D6, 1, 25, 2, 0, 12, 5000),
        LongSword = "gm.weapon.long-sword", "Long sword" => weapon(Warrior, D8, 2, 3, 0, 1, 8, 2000),
        Mace = "gm.weapon.mace", "Mace" => weapon(Warrior, D6, 2, 1, 0, 1, 12, 300),
        MorningStar = "gm.weapon.morning-star", "Morning Star" => weapon(Warrior, D8, 2, 4, 0, 2, 17, 600),
        Rapier = "gm.weapon.rapier", "Rapier" => weapon(Warrior, D6, 2, 3, 0, 1, 7, 2000),
        Scimitar = "gm.weapon.scimitar", "Scimitar" => weapon(Warrior, D8, 2, 2, 0, 1, 8, 1500),
        WarHammer = "gm.weapon.war-hammer", "War hammer" => weapon(Warrior, D8, 2, 4, 0, 2, 16, 500),
    }
}

/// A weapon made for a creature of some size, priced in a culture of
/// another size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SizedWeapon {
    /// Damage, moved along the damage progression.
    pub damage: Dice,
    /// Range, doubled or halved per size step (rounded, at least 1).
    pub range: Option<u32>,
    /// Price in the buying culture.
    pub cost: Price,
    /// Bulk for a creature of the size it was made for.
    pub bulk: Bulk,
}

impl Weapon {
    /// The weapon made for a `made_for` creature, bought in a `culture`
    /// culture (table values are for medium weapons).
    ///
    /// # Errors
    ///
    /// [`Error::OffProgression`] for damage off the progression (the great
    /// sword's 2d6, darts' d3); [`Error::Overflow`] for absurd prices.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::{Price, Size, Weapon};
    ///
    /// let large = Weapon::LongSword.sized(Size::Large, Size::Medium)?;
    /// assert_eq!((large.damage.to_string(), large.range, large.cost),
    ///            ("d10".into(), Some(6), Price::whole(40)));
    /// # Ok::<(), osr_equipment::Error>(())
    /// ```
    pub fn sized(self, made_for: Size, culture: Size) -> Result<SizedWeapon, Error> {
        let row = self.row();
        Ok(SizedWeapon {
            damage: sized_damage(row.damage, made_for)?,
            range: row.range.map(|range| sized_range(range, made_for)),
            cost: sized_cost(row.cost, made_for, culture)?,
            bulk: row.bulk,
        })
    }
}

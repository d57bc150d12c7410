//! One lookup across every table.

use core::fmt;

use crate::{Error, block_dodge_parry, cairn_house, constitution, gods_and_monsters, murdham};

macro_rules! items {
    ($( $variant:ident($ty:ty), )+) => {
        /// A row of any table, as returned by [`lookup`].
        ///
        /// Its `Display` (and serde form) is the stable ID; [`Item::name`]
        /// is the English name.
        ///
        /// # Examples
        ///
        /// ```
        /// use osr_equipment::{Item, lookup};
        /// use osr_equipment::gods_and_monsters::Weapon;
        ///
        /// let sword = lookup("gm.weapon.long-sword")?;
        /// assert_eq!(sword, Item::GodsAndMonstersWeapon(Weapon::LongSword));
        /// assert_eq!((sword.id(), sword.name()), ("gm.weapon.long-sword", "Long sword"));
        /// # Ok::<(), osr_equipment::Error>(())
        /// ```
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum Item {
            $(
                #[doc = concat!("A row of [`", stringify!($ty), "`].")]
                $variant($ty),
            )+
        }

        impl Item {
            /// Every row of every table, table by table.
            pub fn all() -> impl Iterator<Item = Self> {
                let iter = core::iter::empty();
                $( let iter = iter.chain(<$ty>::ALL.iter().map(|&row| Self::$variant(row))); )+
                iter
            }

            /// The row's stable ID.
            #[must_use]
            pub const fn id(self) -> &'static str {
                match self {
                    $(Self::$variant(row) => row.id(),)+
                }
            }

            /// The row's English name.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $(Self::$variant(row) => row.name(),)+
                }
            }
        }

        $(
            impl From<$ty> for Item {
                fn from(row: $ty) -> Self {
                    Self::$variant(row)
                }
            }
        )+
    };
}

items! {
    ConstitutionArmour(constitution::ArmourClass),
    ConstitutionLight(constitution::LightSource),
    CairnHouseBodyArmour(cairn_house::BodyArmour),
    CairnHouseShield(cairn_house::Shield),
    CairnHouseWeapon(cairn_house::Weapon),
    CairnHouseTransport(cairn_house::Transport),
    GodsAndMonstersFood(gods_and_monsters::Food),
    GodsAndMonstersIngredient(gods_and_monsters::Ingredient),
    GodsAndMonstersStock(gods_and_monsters::Stock),
    GodsAndMonstersMisc(gods_and_monsters::Misc),
    GodsAndMonstersWeapon(gods_and_monsters::Weapon),
    GodsAndMonstersAmmo(gods_and_monsters::Ammo),
    GodsAndMonstersArmor(gods_and_monsters::Armor),
    MurdhamTool(murdham::Tool),
    BlockDodgeParryRecipe(block_dodge_parry::Recipe),
}

/// The table key [`Error::UnknownId`] names when no table has an ID.
pub const ANY_TABLE: &str = "catalog";

/// The row of any table with this stable ID.
///
/// # Errors
///
/// [`Error::UnknownId`] (table [`ANY_TABLE`]) when no table has the ID.
///
/// # Examples
///
/// ```
/// use osr_equipment::lookup;
///
/// assert_eq!(lookup("ch.transport.warhorse")?.name(), "Warhorse");
/// let err = lookup("gm.weapon.spork").unwrap_err();
/// assert_eq!(err.to_string(), r#"no catalog row has the ID "gm.weapon.spork""#);
/// # Ok::<(), osr_equipment::Error>(())
/// ```
pub fn lookup(id: &str) -> Result<Item, Error> {
    Item::all()
        .find(|item| item.id() == id)
        .ok_or_else(|| Error::unknown_id(ANY_TABLE, id))
}

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl core::str::FromStr for Item {
    type Err = Error;

    fn from_str(id: &str) -> Result<Self, Error> {
        lookup(id)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Item {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Item {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;

        impl serde::de::Visitor<'_> for Visitor {
            type Value = Item;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an item's stable ID")
            }

            fn visit_str<E: serde::de::Error>(self, id: &str) -> Result<Item, E> {
                lookup(id).map_err(E::custom)
            }
        }

        deserializer.deserialize_str(Visitor)
    }
}

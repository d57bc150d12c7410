//! Block, Dodge, Parry: where the party rests and what foraging turns up
//! for wildcrafting.
//!
//! | rule | API |
//! |---|---|
//! | BDP-1.8.2.camp-quality: the rest a site gives | [`RestSite`], [`Rest`] |
//! | BDP-1.7.2.herb-sites: where the healing herbs grow | [`Herb`], [`HerbSite`] |
//! | BDP-1.8.4.foraging: wildcrafting ingredients found while foraging | [`ForagedIngredient`], [`Rarity`], [`Region`] |
//!
//! The foraging roll itself (the Wilderness Action and the complex task
//! that sets an ingredient's rarity) is in a part of the rules this
//! library does not have; the referee says what was found, and these
//! types carry it.

/// The kinds of rest, worst to best: osr-health's, which
/// [`Body::sleep`](osr_health::block_dodge_parry::Body::sleep) applies.
pub use osr_health::block_dodge_parry::Rest;

/// Where the night is spent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum RestSite {
    /// Travelling, studying or exploring all night.
    Awake,
    /// A fortified room in a dungeon.
    DungeonRoom,
    /// A makeshift camp in a blizzard.
    BlizzardCamp,
    /// A well-made wilderness camp.
    WildernessCamp,
    /// A simple inn.
    SimpleInn,
    /// A luxurious chamber.
    LuxuriousChamber,
    /// Beside a magical fey spring.
    FeySpring,
}

impl RestSite {
    /// The rest the site gives.
    ///
    /// ```
    /// use osr_travel::block_dodge_parry::{Rest, RestSite};
    ///
    /// assert_eq!(RestSite::BlizzardCamp.rest(), Rest::Perilous);
    /// ```
    #[must_use]
    pub const fn rest(self) -> Rest {
        match self {
            Self::Awake => Rest::None,
            Self::DungeonRoom | Self::BlizzardCamp => Rest::Perilous,
            Self::WildernessCamp | Self::SimpleInn => Rest::Normal,
            Self::LuxuriousChamber | Self::FeySpring => Rest::Comfortable,
        }
    }
}

/// The healing herbs the rules place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Herb {
    /// Saint's Hood, for burns.
    SaintsHood,
    /// Silverleaf, for nerve damage.
    Silverleaf,
    /// Foxglove, for poisoning.
    Foxglove,
}

/// Where a herb grows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum HerbSite {
    /// Ground once burnt by a forest fire.
    BurntGround,
    /// A tree struck by lightning.
    LightningStruckTree,
    /// Beside a small stream.
    SmallStream,
}

impl Herb {
    /// Where it grows.
    ///
    /// ```
    /// use osr_travel::block_dodge_parry::{Herb, HerbSite};
    ///
    /// assert_eq!(Herb::Silverleaf.site(), HerbSite::LightningStruckTree);
    /// ```
    #[must_use]
    pub const fn site(self) -> HerbSite {
        match self {
            Self::SaintsHood => HerbSite::BurntGround,
            Self::Silverleaf => HerbSite::LightningStruckTree,
            Self::Foxglove => HerbSite::SmallStream,
        }
    }
}

impl HerbSite {
    /// The herb a forager can look for here.
    #[must_use]
    pub const fn herb(self) -> Herb {
        match self {
            Self::BurntGround => Herb::SaintsHood,
            Self::LightningStruckTree => Herb::Silverleaf,
            Self::SmallStream => Herb::Foxglove,
        }
    }
}

/// How rare an ingredient is, and where it grows: osr-equipment's, which
/// its recipes brew with.
pub use osr_equipment::block_dodge_parry::{Rarity, Region};

/// A wildcrafting ingredient found while foraging, before anyone names it:
/// its rarity and region (osr-equipment's
/// [`Ingredient`](osr_equipment::block_dodge_parry::Ingredient) adds what
/// it is, to brew it).
///
/// ```
/// use osr_travel::block_dodge_parry::{ForagedIngredient, Rarity, Region};
///
/// let bark = ForagedIngredient { rarity: Rarity::Uncommon, region: Region::Plains };
/// assert_eq!(bark.potency(), 2);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ForagedIngredient {
    /// How rare it is.
    pub rarity: Rarity,
    /// Where it was gathered.
    pub region: Region,
}

impl ForagedIngredient {
    /// Its potency: 1 common, 2 uncommon, 4 rare.
    #[must_use]
    pub const fn potency(&self) -> u32 {
        self.rarity.potency()
    }
}

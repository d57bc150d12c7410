//! The choices and results an event names: the camp, the food, the care,
//! where a walk leads, how a fight ended, why no breath.

use core::fmt;

use osr_check::block_dodge_parry::Ability;
use osr_health::block_dodge_parry::{Meal, Treatment};
use osr_travel::block_dodge_parry::RestSite;

/// Where the night is spent (osr-travel's rest sites), which sets the
/// rest it gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryCamp"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Camp {
    /// Awake all night: no rest, deprived.
    Awake,
    /// A barred room in the site: perilous rest.
    DungeonRoom,
    /// A makeshift camp in a blizzard: perilous rest.
    BlizzardCamp,
    /// A well-made wilderness camp: normal rest.
    WildernessCamp,
    /// A simple inn: normal rest.
    SimpleInn,
    /// A luxurious chamber: comfortable rest.
    LuxuriousChamber,
    /// Beside a fey spring: comfortable rest.
    FeySpring,
}

impl Camp {
    /// osr-travel's rest site.
    #[must_use]
    pub const fn site(self) -> RestSite {
        match self {
            Self::Awake => RestSite::Awake,
            Self::DungeonRoom => RestSite::DungeonRoom,
            Self::BlizzardCamp => RestSite::BlizzardCamp,
            Self::WildernessCamp => RestSite::WildernessCamp,
            Self::SimpleInn => RestSite::SimpleInn,
            Self::LuxuriousChamber => RestSite::LuxuriousChamber,
            Self::FeySpring => RestSite::FeySpring,
        }
    }
}

impl fmt::Display for Camp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Awake => "awake all night (no rest)",
            Self::DungeonRoom => "a barred room (perilous rest)",
            Self::BlizzardCamp => "a camp in a blizzard (perilous rest)",
            Self::WildernessCamp => "a well-made wilderness camp (normal rest)",
            Self::SimpleInn => "a simple inn (normal rest)",
            Self::LuxuriousChamber => "a luxurious chamber (comfortable rest)",
            Self::FeySpring => "beside a fey spring (comfortable rest)",
        })
    }
}

/// What the party eats at camp.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryFood"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Food {
    /// A day's rations from the packs (a simple meal), one a member; each
    /// eaten frees its slot. A member with none in any pack goes without.
    Rations,
    /// A desperate meal (raw meat, rats): a WIL save keeps it down.
    Desperate,
    /// Foraged fruit and vegetables.
    Fresh,
    /// A simple cooked meal (an inn's).
    Simple,
    /// A fancy meal.
    Fancy,
}

impl Food {
    /// osr-health's meal.
    #[must_use]
    pub const fn meal(self) -> Meal {
        match self {
            Self::Rations | Self::Simple => Meal::Simple,
            Self::Desperate => Meal::Desperate,
            Self::Fresh => Meal::Fresh,
            Self::Fancy => Meal::Fancy,
        }
    }
}

impl fmt::Display for Food {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Rations => "a day's rations",
            Self::Desperate => "a desperate meal",
            Self::Fresh => "a fresh meal",
            Self::Simple => "a simple meal",
            Self::Fancy => "a fancy meal",
        })
    }
}

/// A day's treatment at home, for one ability's loss.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryCare"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Care {
    /// A healer: STR.
    Healer,
    /// A spa: DEX.
    Spa,
    /// Good company: WIL.
    Company,
}

impl Care {
    /// The care for `ability`'s loss.
    #[must_use]
    pub const fn for_ability(ability: Ability) -> Self {
        match ability {
            Ability::Str => Self::Healer,
            Ability::Dex => Self::Spa,
            Ability::Wil => Self::Company,
        }
    }

    /// osr-health's treatment.
    #[must_use]
    pub const fn treatment(self) -> Treatment {
        match self {
            Self::Healer => Treatment::Healer,
            Self::Spa => Treatment::Spa,
            Self::Company => Treatment::Socialising,
        }
    }
}

impl fmt::Display for Care {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Healer => "a day at a healer",
            Self::Spa => "a day at a spa",
            Self::Company => "a day in good company",
        })
    }
}

/// Where a day's walk leads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryGoal"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Goal {
    /// Toward the site.
    Site,
    /// Toward home.
    Home,
}

/// How a fight ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryOutcome"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Outcome {
    /// Every foe is down.
    Won,
    /// The foes still standing fled.
    FoesFled,
    /// Nobody of the party could fight on; the foes left.
    PartyDown,
    /// The party fled.
    PartyFled,
}

/// Why a member could not catch a breath.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryNoBreath"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum NoBreath {
    /// The waterskin is empty (or gone).
    NoWater,
    /// Deprived: no HP come back.
    Deprived,
    /// Every slot is full: HP stay 0.
    SlotsFull,
}

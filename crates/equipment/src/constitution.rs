//! 3d6 Constitution: coins, armour classes and light sources.
//!
//! Prices the setting does not make obvious come from an external price list
//! (the rulebook points to Lamentations of the Flame Princess); those are the
//! caller's data, in [`Coins`].
//!
//! # Examples
//!
//! ```
//! use osr_equipment::constitution::{ArmourClass, Coins};
//! use osr_encumbrance::stones::Armour;
//!
//! let plate = ArmourClass::FullPlate.row();
//! assert_eq!((plate.ac, plate.worn), (30, Armour::FullPlate));
//! assert_eq!(plate.worn.stones(), 4);
//! assert_eq!(plate.cost, Coins::gold(20));
//! ```

use osr_encumbrance::stones::Armour;

use crate::{Error, Money};

/// Money in copper pieces: 10 cp to the silver piece (sp, the base unit), 50
/// sp to the gold piece. Displays in silver pieces (`100.5`). Text and JSON:
/// silver pieces as a string, copper as tenths (`"100.5"`; a gold piece is
/// `"50"`).
pub type Coins = Money<10>;

/// Copper pieces in a silver piece.
pub const COPPER_PER_SILVER: u32 = 10;
/// Silver pieces in a gold piece.
pub const SILVER_PER_GOLD: u32 = 50;

impl Coins {
    /// `cp` copper pieces.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::constitution::Coins;
    ///
    /// let purse = Coins::gold(2).checked_add(Coins::copper(5)).unwrap();
    /// assert_eq!(purse.to_string(), "100.5");
    /// ```
    #[must_use]
    pub const fn copper(cp: u32) -> Self {
        Self::from_subunits(cp as u64)
    }

    /// `sp` silver pieces.
    #[must_use]
    pub const fn silver(sp: u32) -> Self {
        Self::whole(sp)
    }

    /// `gp` gold pieces.
    #[must_use]
    pub const fn gold(gp: u32) -> Self {
        Self::from_subunits(gp as u64 * (SILVER_PER_GOLD * COPPER_PER_SILVER) as u64)
    }
}

/// A row of the armour class table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "ConstitutionArmourRow")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ArmourRow {
    /// Armour class.
    pub ac: i32,
    /// Price.
    pub cost: Coins,
    /// What it is as a load (its stones).
    pub worn: Armour,
}

catalog! {
    /// The general classes of armour.
    pub enum ArmourClass: ArmourRow, table "tc.armour" {
        LeatherHide = "tc.armour.leather-hide", "Leather/hide" => ArmourRow { ac: 22, cost: Coins::silver(25), worn: Armour::LeatherHide },
        HalfChain = "tc.armour.half-chain", "Half-chain" => ArmourRow { ac: 24, cost: Coins::silver(50), worn: Armour::HalfChain },
        FullChain = "tc.armour.full-chain", "Full chain" => ArmourRow { ac: 26, cost: Coins::silver(100), worn: Armour::FullChain },
        HalfPlate = "tc.armour.half-plate", "Half-plate" => ArmourRow { ac: 28, cost: Coins::silver(500), worn: Armour::HalfPlate },
        FullPlate = "tc.armour.full-plate", "Full plate" => ArmourRow { ac: 30, cost: Coins::silver(1000), worn: Armour::FullPlate },
    }
}

catalog! {
    /// Light sources and how many exploration turns they burn.
    pub enum LightSource: u32, table "tc.light" {
        Torch = "tc.light.torch", "Torch" => 6,
        Candle = "tc.light.candle", "Small candle" => 18,
        LanternFlask = "tc.light.lantern-flask", "Lantern (small flask of oil)" => 24,
    }
}

impl LightSource {
    /// Exploration turns the light lasts (a lantern: per small flask of oil).
    #[must_use]
    pub const fn turns(self) -> u32 {
        self.row()
    }

    /// Whether a light lit at turn `lit` still burns during turn `turn`
    /// (turns counted from 0: a torch lit at 0 burns through turns 0..=5).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (out of range) when `turn` is before `lit`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::constitution::LightSource;
    ///
    /// assert!(LightSource::Torch.burning(0, 5)?);
    /// assert!(!LightSource::Torch.burning(0, 6)?);
    /// # Ok::<(), osr_equipment::Error>(())
    /// ```
    pub fn burning(self, lit: u32, turn: u32) -> Result<bool, Error> {
        osr_core::Error::check_range("turn", i64::from(turn), i64::from(lit), i64::from(u32::MAX))?;
        Ok(turn - lit < self.turns())
    }
}

//! Gear and the waterskin in the inventory's slots, and the load.

use osr_core::UsageDie;
use osr_encumbrance::slots::{Assessment, Inventory, WATERSKIN_SLOTS};
use osr_health::block_dodge_parry::Level;

#[cfg(feature = "serde")]
use super::GearEntry;
use super::{MAX_GEAR, MAX_GEAR_SLOTS, Name, Sheet};
use crate::Error;

/// A piece of gear other than the waterskin: its name and the slots it
/// takes (1 to [`MAX_GEAR_SLOTS`]; the rules chapter lists no gear, so the
/// count is the table's).
///
/// # Examples
///
/// ```
/// use osr_sheet::block_dodge_parry::Gear;
///
/// assert_eq!(Gear::new("lantern", 1)?.slots(), 1);
/// assert_eq!(Gear::new("lantern", 0).unwrap_err().kind(), "out_of_range");
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "GearEntry", into = "GearEntry"))]
pub struct Gear {
    pub(super) name: Name,
    pub(super) slots: u32,
}

impl Gear {
    /// Gear named `name` taking `slots` slots.
    ///
    /// # Errors
    ///
    /// [`Error::BadText`] ("gear") for a bad name, [`Error::Core`]
    /// (`OutOfRange`, "gear slots") outside 1..=[`MAX_GEAR_SLOTS`].
    pub fn new(name: &str, slots: u32) -> Result<Self, Error> {
        Self::checked(name, slots.into())
    }

    /// Gear as a document holds it, checked as [`new`](Self::new) checks it.
    pub(super) fn checked(name: &str, slots: i64) -> Result<Self, Error> {
        let name = Name::checked("gear", name)?;
        let slots =
            osr_core::Error::check_range("gear slots", slots, 1, i64::from(MAX_GEAR_SLOTS))?;
        Ok(Self {
            name,
            // In 1..=MAX_GEAR_SLOTS.
            slots: u32::try_from(slots).unwrap_or(MAX_GEAR_SLOTS),
        })
    }

    /// The name.
    #[must_use]
    pub const fn name(&self) -> &Name {
        &self.name
    }

    /// Slots it takes.
    #[must_use]
    pub const fn slots(&self) -> u32 {
        self.slots
    }
}

impl Sheet {
    /// The same sheet with this waterskin (`None`: no waterskin, its slot
    /// free).
    ///
    /// # Errors
    ///
    /// [`Error::Health`] (`NoFreeSlot`) when a waterskin does not fit.
    pub fn with_waterskin(mut self, waterskin: Option<UsageDie>) -> Result<Self, Error> {
        self.waterskin = waterskin;
        self.check()?;
        Ok(self)
    }

    /// The same sheet carrying one more piece of gear.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] past [`MAX_GEAR`] pieces, [`Error::Health`]
    /// (`NoFreeSlot`) when it does not fit.
    pub fn with_gear(mut self, gear: Gear) -> Result<Self, Error> {
        if self.gear.len() >= MAX_GEAR {
            return Err(Error::TooMany {
                what: "gear",
                len: self.gear.len() + 1,
                max: MAX_GEAR,
            });
        }
        self.gear.push(gear);
        self.check()?;
        Ok(self)
    }

    /// Drops the piece of gear at `index`, freeing its slots.
    ///
    /// # Errors
    ///
    /// [`Error::NoSuchEntry`] for an index past the gear.
    pub fn drop_gear(&mut self, index: usize) -> Result<Gear, Error> {
        if index >= self.gear.len() {
            return Err(Error::NoSuchEntry {
                what: "gear",
                index,
                len: self.gear.len(),
            });
        }
        Ok(self.gear.remove(index))
    }

    /// The waterskin's usage die, if one is carried.
    #[must_use]
    pub const fn waterskin(&self) -> Option<UsageDie> {
        self.waterskin
    }

    /// Gear other than the waterskin.
    #[must_use]
    pub fn gear(&self) -> &[Gear] {
        &self.gear
    }

    /// The inventory as osr-encumbrance's slots model counts it: gear
    /// (the waterskin and the rest), Fatigue, and wounds by level.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::block_dodge_parry::FatigueSource;
    /// use osr_sheet::block_dodge_parry::{Gear, Sheet};
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 6)?.with_gear(Gear::new("shield", 2)?)?;
    /// sheet.gain_fatigue(FatigueSource::Blocking, 1)?;
    /// let inventory = sheet.inventory();
    /// assert_eq!((inventory.items, inventory.fatigue), (3, 1));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn inventory(&self) -> Inventory {
        let gear: u32 = self.gear.iter().map(Gear::slots).sum();
        let water = if self.waterskin.is_some() {
            WATERSKIN_SLOTS
        } else {
            0
        };
        let count = |level: Level| {
            u32::try_from(
                self.body
                    .wounds()
                    .iter()
                    .filter(|w| w.level() == level)
                    .count(),
            )
            .unwrap_or(u32::MAX)
        };
        Inventory {
            items: gear.saturating_add(water),
            fatigue: self.body.fatigue(),
            light_wounds: count(Level::Light),
            severe_wounds: count(Level::Severe),
            permanent_wounds: count(Level::Permanent),
        }
    }

    /// The load: slots filled against the slots there are.
    ///
    /// # Errors
    ///
    /// [`Error::Encumbrance`] when the counts do not add up.
    pub fn load(&self) -> Result<Assessment, Error> {
        Ok(self.inventory().assess()?)
    }
}

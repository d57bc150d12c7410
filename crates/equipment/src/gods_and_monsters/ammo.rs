//! Ammunition and the lots it is sold in.

use osr_core::Dice;
use osr_encumbrance::bulk::Bulk;

use super::{D1, D2, D3, Holds, Improvised, Price, b, sc};
use crate::Error;

/// A row of the ammunition table (per single unit).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersAmmoRow")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct AmmoRow {
    /// Price of one unit.
    pub cost: Price,
    /// Bulk of one unit.
    pub bulk: Bulk,
    /// Use as a hand weapon.
    pub as_weapon: Option<Improvised>,
    /// What it holds, for containers.
    pub holds: Option<Holds>,
}

const fn ammo(cost: u64, bulk: u32) -> AmmoRow {
    AmmoRow {
        cost: sc(cost),
        bulk: b(bulk),
        as_weapon: None,
        holds: None,
    }
}

const fn missile(cost: u64, bulk: u32, damage: Dice) -> AmmoRow {
    AmmoRow {
        as_weapon: Some(Improvised {
            damage,
            attack_penalty: 2,
            weapon_bulk: None,
        }),
        ..ammo(cost, bulk)
    }
}

catalog! {
    /// Ammunition, priced per unit.
    pub enum Ammo: AmmoRow, table "gm.ammo" {
        Arrow = "gm.ammo.arrow", "Arrow" => missile(10, 20, D3),
        CrossbowBolt = "gm.ammo.crossbow-bolt", "Crossbow Bolt" => missile(10, 20, D1),
        CrossbowBoltHeavy = "gm.ammo.crossbow-bolt-heavy", "Crossbow Bolt, heavy" => missile(20, 30, D2),
        GunBullet = "gm.ammo.gun-bullet", "Gun bullet" => ammo(5, 5),
        GunPowder = "gm.ammo.gun-powder", "Gun powder (1 use)" => ammo(30, 5),
        PowderBag = "gm.ammo.powder-bag", "Powder bag" => AmmoRow { holds: Some(Holds::PowderUses(6)), ..ammo(100, 20) },
        PowderHorn = "gm.ammo.powder-horn", "Powder horn" => AmmoRow { holds: Some(Holds::PowderUses(20)), ..ammo(400, 50) },
        Quiver = "gm.ammo.quiver", "Quiver" => AmmoRow { holds: Some(Holds::Missiles(20)), ..ammo(100, 100) },
        SlingBullet = "gm.ammo.sling-bullet", "Sling bullet" => ammo(1, 5),
    }
}

/// The lot sizes sellers usually sell ammunition in.
pub const USUAL_LOTS: [u32; 4] = [10, 12, 16, 20];

impl Ammo {
    /// Price and bulk of `count` units.
    ///
    /// # Errors
    ///
    /// [`Error::Overflow`] for absurd counts.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::{Ammo, Price};
    /// use osr_encumbrance::bulk::Bulk;
    ///
    /// assert_eq!(Ammo::CrossbowBoltHeavy.lot(12)?, (Price::from_subunits(240), Bulk::hundredths(360)));
    /// # Ok::<(), osr_equipment::Error>(())
    /// ```
    pub fn lot(self, count: u32) -> Result<(Price, Bulk), Error> {
        let row = self.row();
        let overflow = Error::Overflow {
            what: "ammunition lot",
        };
        Ok((
            row.cost.checked_mul(u64::from(count)).ok_or(overflow)?,
            row.bulk.checked_mul(count).ok_or(overflow)?,
        ))
    }
}

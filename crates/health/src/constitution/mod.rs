//! 3d6 Constitution: hit points as protection re-rolled at each short rest,
//! fatigue dice that drop the highest, injury saves when damage gets past
//! hit points, minor and major wounds, penance, and food, water and sleep.
//!
//! | rule | API |
//! |---|---|
//! | TC-6.4: a short rest may re-roll HP; the new total stands even if lower | [`Vitality::short_rest`], [`Vitality::short_rest_odds`], [`HpRoll`] |
//! | TC-6.5: fatigue from each short rest; one extra die each, the highest dropped; sleep resets | [`HpRoll`], [`Vitality::good_night`], [`Vitality::good_night_odds`] |
//! | TC-6.6: damage past HP: strength and will injury saves at DC 20 + overflow | [`Injury`], [`Vitality::take_damage`], [`Vitality::hit_odds`] |
//! | TC-6.7: strength save: minor wound, or a major wound or death | [`InjuryBand`], [`FailedStrength`] |
//! | TC-6.8: will save: keep fighting or collapse; may be failed on purpose | [`InjuryBand::standing`], [`StayUp`] |
//! | TC-6.9: the default minor wound, a shallow cut: -2 to heavy tasks until a long rest | [`SHALLOW_CUT_PENALTY`], [`Vitality::heavy_task_penalty`] |
//! | TC-6.10: a major wound may worsen into new injury saves; the player may choose death later | [`Vitality::worsen`], [`Vitality::die_of_wounds`] |
//! | TC-6.11: as many major wound marks as the level: a failed strength save kills | [`Vitality::marks`], [`Injury::failure_kills`] |
//! | TC-6.12: effects that bypass HP; stopped by 10 HP per level of the attacker | [`Vitality::bypassing_hp`], [`Vitality::buy_off`], [`DIRECT_HIT_HP_PER_LEVEL`] |
//! | TC-11.3: penance counts as fatigue for HP rolls | [`Vitality::add_penance`], [`Vitality::hp_roll`] |
//! | TC-15.1 to TC-15.7: rations, fasting, starvation, thirst, sleep loss | [`deprivation`] |
//!
//! # Readings
//!
//! - Fatigue dice are extra dice and the highest are dropped (2 HD with
//!   2 fatigue: 4d6, the lowest 2 kept); a tough fighter's (TC-7.2) are
//!   all d8s, and they may keep the previous total ([`Keep::Higher`]).
//! - Declining the re-roll is not resting: call nothing, and no fatigue is
//!   gained.
//! - A character is injured when damage is greater than the HP left: damage
//!   that takes HP exactly to 0 is stopped by them.
//! - The injury saves are osr-check's 3d6 Constitution ability checks
//!   ([`osr_check::constitution::AbilityCheck`]), both with the modifier
//!   given (a fighter's level, TC-7.1).
//! - A good night's sleep is also the "long rest" that ends a shallow cut.
//! - What a major wound does (TC-6.10) is the referee's: this module
//!   records its mark.

mod damage;
mod event;
mod hp;
mod injury;
mod vitality;

pub mod deprivation;

pub use self::damage::HitBand;
pub use self::event::Event;
pub use self::hp::{HitDie, HpRoll, HpRolled};
pub use self::injury::{FailedStrength, Injury, InjuryBand, InjuryRoll, StayUp};
pub use self::vitality::Vitality;
/// Penance points (TC-11.3): osr-check's, which osr-magic's blessing
/// counts too.
pub use osr_check::constitution::Penance;

osr_core::bounded! {
    error: crate::Error;
    /// Hit dice: one per level for a player character (TC-6.2).
    pub struct HitDice(u32) in 1..=40, "hit dice";
    /// Extra dice on an HP roll: fatigue plus penance.
    pub struct ExtraDice(u32) in 0..=80, "extra dice";
    /// Fatigue points (TC-6.5).
    pub struct Fatigue(u32) in 0..=40, "fatigue";
    /// Hit points: at most 40 HD of d8.
    pub struct Hp(u32) in 0..=320, "hit points";
    /// Damage dealt at once.
    pub struct Damage(u32) in 0..=1000, "damage";
    /// Damage past 0 HP: the injury saves' DC is 20 plus this, at most
    /// osr-check's DC of 200.
    pub struct Overflow(u32) in 0..=180, "damage past 0 hit points";
    /// Major wound marks (TC-6.11).
    pub struct Marks(u32) in 0..=100, "major wound marks";
    /// Minor wounds not yet healed.
    pub struct MinorWounds(u32) in 0..=100, "minor wounds";
}

impl Default for Marks {
    /// No major wound marks.
    fn default() -> Self {
        Self(0)
    }
}

/// What a shallow cut, the default minor wound, takes off heavy physical
/// tasks until the next long rest (TC-6.9).
pub const SHALLOW_CUT_PENALTY: i32 = -2;

/// The hit points a direct hit costs to stop, per level or HD of the
/// attacker (TC-6.12).
pub const DIRECT_HIT_HP_PER_LEVEL: u32 = 10;

/// Whether a tough fighter keeps the previous HP total when the re-roll is
/// lower (TC-7.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Keep {
    /// The new total stands, even when lower (everyone).
    #[default]
    New,
    /// The higher of the new and previous totals (a tough fighter only).
    Higher,
}

/// The result of applying a rule to a [`Vitality`]: its band, what it did
/// as [`Event`]s, and every die in order (the crate's [`Applied`](crate::Applied)
/// record).
pub type Applied<B> = crate::Applied<B, Event>;

//! The Lord's blessing against undead and demons (TC-11.6).

use core::cmp::Ordering;

use super::Rank;

/// What the Lord's blessing does against an undead or demon (TC-11.6),
/// from the priest's level against the monster's HD: the comparison and
/// the text's examples of its effect. How much stronger a priest must be
/// to ward a monster off is the referee's (`ward_margin`). The blessing
/// itself, asked for a purpose, is osr-magic's `constitution::Blessing`.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{BlessingEffect, Rank};
///
/// let b = BlessingEffect::against(Rank::new(3)?, Rank::new(3)?, Rank::new(5)?);
/// assert_eq!((b.ac_bonus, b.damage_bonus, b.warded_off), (1, 1, false));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct BlessingEffect {
    /// The priest's level against the monster's HD.
    #[cfg_attr(feature = "serde", serde(with = "ordering"))]
    pub comparison: Ordering,
    /// AC against the monster: +1 (the defensive effect, always).
    pub ac_bonus: i32,
    /// Damage dealt to it: +1 from equal levels up.
    pub damage_bonus: i32,
    /// The monster cannot touch the blessed at all.
    pub warded_off: bool,
}

impl BlessingEffect {
    /// The blessing's extra effect for a priest of `priest_level` against
    /// a monster of `monster_hd`: +1 AC when the priest is weaker; +1 AC
    /// and +1 damage at equal or higher level (the defence kept, a
    /// reading); warded off when the priest's level is at least
    /// `ward_margin` above the HD.
    #[must_use]
    pub fn against(priest_level: Rank, monster_hd: Rank, ward_margin: Rank) -> Self {
        let comparison = priest_level.cmp(&monster_hd);
        let above = priest_level.get().saturating_sub(monster_hd.get());
        Self {
            comparison,
            ac_bonus: 1,
            damage_bonus: i32::from(comparison != Ordering::Less),
            warded_off: comparison == Ordering::Greater && above >= ward_margin.get().max(1),
        }
    }
}

#[cfg(feature = "serde")]
mod ordering {
    use core::cmp::Ordering;

    pub(super) fn serialize<S: serde::Serializer>(o: &Ordering, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match o {
            Ordering::Less => "weaker",
            Ordering::Equal => "equal",
            Ordering::Greater => "stronger",
        })
    }

    pub(super) fn deserialize<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Ordering, D::Error> {
        let s = <alloc::string::String as serde::Deserialize>::deserialize(d)?;
        match s.as_str() {
            "weaker" => Ok(Ordering::Less),
            "equal" => Ok(Ordering::Equal),
            "stronger" => Ok(Ordering::Greater),
            _ => Err(serde::de::Error::custom(
                "expected weaker, equal or stronger",
            )),
        }
    }
}

//! Block, Dodge, Parry's wound sources and herbal cures (BDP-1.7.2).

use alloc::vec::Vec;

use super::{Body, Event, Level};

/// Damage that can leave a wound, and the wound's type
/// (BDP-1.7.2.sources). Whether a given hit leaves one is the referee's
/// call; a monster's critical damage leaves a wound named for its attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WoundSource {
    /// Fire: burns.
    Fire,
    /// Electricity: nerve damage.
    Electricity,
    /// Cold: frostbite.
    Cold,
    /// Poison: poisoning.
    Poison,
}

impl WoundSource {
    /// The type of wound it leaves.
    ///
    /// ```
    /// use osr_health::block_dodge_parry::WoundSource;
    ///
    /// assert_eq!(WoundSource::Fire.wound_type(), "burn");
    /// ```
    #[must_use]
    pub const fn wound_type(self) -> &'static str {
        match self {
            Self::Fire => "burn",
            Self::Electricity => "nerve damage",
            Self::Cold => "frostbite",
            Self::Poison => "poisoning",
        }
    }
}

/// An herbal cure for one type of wound (BDP-1.7.2.cures).
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::HERBAL_CURES;
///
/// assert_eq!(HERBAL_CURES[3].wound, "poisoning");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HerbalCure {
    /// A stable key.
    pub id: &'static str,
    /// The wound type it cures.
    pub wound: &'static str,
    /// The remedy.
    pub remedy: &'static str,
    /// Where its herb grows, when the rules say.
    pub grows: Option<&'static str>,
}

/// The rules' herbal cures, one per wound type.
pub const HERBAL_CURES: &[HerbalCure] = &[
    HerbalCure {
        id: "saints_hood_bandages",
        wound: "burn",
        remedy: "bandages soaked in water mixed with Saint's Hood",
        grows: Some("a white flower on ground once charred by forest fires"),
    },
    HerbalCure {
        id: "firevine_salve",
        wound: "frostbite",
        remedy: "a salve of firevine peppers",
        grows: None,
    },
    HerbalCure {
        id: "silverleaf",
        wound: "nerve damage",
        remedy: "chewing a steady supply of Silverleaf",
        grows: Some("a fragile herb on trees struck by lightning"),
    },
    HerbalCure {
        id: "foxglove_tea",
        wound: "poisoning",
        remedy: "tea brewed from Foxglove",
        grows: Some("a purple flower near small streams"),
    },
];

impl Body {
    /// Applies an herbal cure overnight: the oldest Light wound of its type
    /// heals and frees its slot (the rules do not say that herbs reach
    /// Severe wounds, which need serious care). Nothing happens without
    /// such a wound.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_health::block_dodge_parry::{Body, HERBAL_CURES, Level, Stacking, Track, Wound};
    ///
    /// let mut body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
    /// body.take_wound(Wound::new("burn", Level::Light, None)?, Stacking::NewSlot, Ability::Str)?;
    /// body.apply_cure(&HERBAL_CURES[0]);
    /// assert!(body.wounds().is_empty());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn apply_cure(&mut self, cure: &HerbalCure) -> Vec<Event> {
        let found = self
            .wounds()
            .iter()
            .position(|w| w.level() == Level::Light && w.kind().eq_ignore_ascii_case(cure.wound));
        match found {
            Some(index) => self.heal_wound(index).unwrap_or_default(),
            None => Vec::new(),
        }
    }
}

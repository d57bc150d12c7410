//! Gods & Monsters: sorcerors' slots, acquiring, inscribing and the
//! compatibility roll, the injury cap, casting movement and disruption;
//! prophets' calling points and spirits; the six spell types; psychic
//! conflict; illusions.
//!
//! | rule | API |
//! |---|---|
//! | GM-magic.sorceror.slots: each level adds that many slots | [`new_slots`], [`total_slots`] |
//! | GM-magic.spell.acquire: loot, steal, trade, or 3 mojo per spell level; experimentation components unless enough archetypal mojo | [`Acquisition`], [`MOJO_PER_SPELL_LEVEL`] |
//! | GM-magic.spell.inscribe: inscribed with the inscription spell, free with enough archetypal mojo | [`Acquisition::inscribed_free`] |
//! | GM-magic.spell.compatibility: reason +6 - spell level; retry at a later level for 2 mojo | [`Compatibility`] |
//! | GM-magic.injury-cap: no spell above level - injuries | [`injury_cap`], [`check_castable`] |
//! | GM-magic.casting-movement: movement less the casting time, none for a round or more | [`CastingTime`], [`CastingTime::movement_left`] |
//! | GM-magic.disruption: a called shot's disruption needs an evasion roll; disrupted costs nothing | [`CastingDisruption`] |
//! | GM-magic.research: a formula the Guide approves | [`Formula`] |
//! | GM-magic.prophet.calling: level calling points per level; one spirit type swap per level after the first | [`new_calling_points`], [`may_swap_spirit_type`] |
//! | GM-magic.prophet.code: a changed code without divine help ends spirit calling | [`may_call_spirits`] |
//! | GM-magic.spirit.new: a new manifestation is used at the guessed level + 2 | [`provisional_level`] |
//! | GM-magic.spell-types: the six types and their practitioners | [`SpellType`] |
//! | GM-magic.psychic.eligibility: only the psychically aware | [`engage`] |
//! | GM-magic.psychic.rounds: two actions, one in the first round at -2, 2 verve to enter | [`actions_in_round`], [`ENTER_COST`], [`FIRST_ROUND_PENALTY`] |
//! | GM-magic.psychic.verve: up to monk level verve per action; d4 + CHA major + 1 per extra verve; +2 defense per verve | [`PsychicAction`], [`PsychicAttack`] |
//! | GM-magic.psychic.state: -4 in the real world, movement 1/4, -3 when speaking or moving | [`PsychicState`] |
//! | GM-magic.psychic.damage: verve first, then survival (which stuns); injuries end it | [`PsychicPools`], [`PsychicHit`] |
//! | GM-magic.illusion.phantasmal: all but a tenth (rounded up, at least 1) comes back | [`Phantasmal`] |
//! | GM-magic.illusion.invisible: no effect unless it could be known; then +10 | [`invisible_effect_bonus`] |
//! | GM-magic.illusion.disbelief: perception at the full penalty, willpower at half | [`Disbelief`] |
//!
//! # Readings
//!
//! - Slots and calling points: level L adds L, so a sorceror of level L
//!   has L(L+1)/2 in all (level 1 gives 1); the rules do not say what
//!   levels the slots hold.
//! - "Archetypal mojo" is mojo from level advancement, the rest practical.
//! - Casting times are in the same units as movement (segments of a
//!   round); a round or more stops all movement.
//! - A disruption's evasion roll is at a penalty of the damage done and a
//!   bonus of the caster's movement while casting.
//! - Halving a disbelief penalty for willpower rounds toward zero (-5
//!   gives -2).
//! - Psychic damage that survival cannot take becomes injuries, which end
//!   the conflict for that character.

mod illusion;
mod prophet;
mod psychic;
mod sorceror;

pub use self::illusion::{Disbelief, DisbeliefWay, Phantasmal, invisible_effect_bonus};
pub use self::prophet::{
    may_call_spirits, may_swap_spirit_type, new_calling_points, provisional_level,
    total_calling_points,
};
pub use self::psychic::{
    ENTER_COST, FIRST_ROUND_PENALTY, PsychicAction, PsychicAttack, PsychicHit, PsychicPools,
    PsychicState, actions_in_round, engage,
};
pub use self::sorceror::{
    AcquiredBy, Acquisition, CastingDisruption, CastingTime, Compatibility, Formula,
    MOJO_PER_SPELL_LEVEL, RETRY_COMPONENTS, RETRY_MOJO, check_castable, injury_cap, new_slots,
    total_slots,
};

/// A caster's level: osr-check's character level, which osr-sheet keeps
/// its characters within.
pub use osr_check::gods_and_monsters::CharacterLevel;

osr_core::bounded! {
    error: crate::Error;
    /// A spell's level.
    pub struct SpellLevel(u32) in 1..=10, "spell level";
}

/// The six spell types, each with its practitioner (a few spells have
/// several types).
///
/// # Examples
///
/// ```
/// use osr_magic::gods_and_monsters::SpellType;
///
/// assert_eq!(SpellType::ALL.len(), 6);
/// assert_eq!(SpellType::Metamagic.practitioner(), "Metamagician");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "alloc::string::String", into = "&'static str")
)]
pub enum SpellType {
    /// Controls and shapes a creature's mental reactions.
    Mental,
    /// Calls on extra-normal forces, the dead, other planes; wards.
    Summoning,
    /// Seeks out and detects information.
    Divination,
    /// Alters existing things.
    Transmutation,
    /// Works with and alters other magic.
    Metamagic,
    /// Creates physical things from the elements.
    Conjuration,
}

impl SpellType {
    /// Every type.
    pub const ALL: [Self; 6] = [
        Self::Mental,
        Self::Summoning,
        Self::Divination,
        Self::Transmutation,
        Self::Metamagic,
        Self::Conjuration,
    ];

    /// The stable ID.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Mental => "mental",
            Self::Summoning => "summoning",
            Self::Divination => "divination",
            Self::Transmutation => "transmutation",
            Self::Metamagic => "metamagic",
            Self::Conjuration => "conjuration",
        }
    }

    /// The display name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Mental => "Mental",
            Self::Summoning => "Summoning",
            Self::Divination => "Divination",
            Self::Transmutation => "Transmutation",
            Self::Metamagic => "Metamagic",
            Self::Conjuration => "Conjuration",
        }
    }

    /// The practitioner of the type.
    #[must_use]
    pub const fn practitioner(self) -> &'static str {
        match self {
            Self::Mental => "Mentalist",
            Self::Summoning => "Summoner",
            Self::Divination => "Diviner",
            Self::Transmutation => "Transmuter",
            Self::Metamagic => "Metamagician",
            Self::Conjuration => "Conjuror",
        }
    }

    /// The type with this ID.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`](crate::Error::UnknownId) for an unknown ID.
    pub fn lookup(id: &str) -> Result<Self, crate::Error> {
        Self::ALL
            .into_iter()
            .find(|t| t.id() == id)
            .ok_or_else(|| crate::Error::UnknownId {
                what: "spell type",
                id: id.into(),
            })
    }
}

crate::ids_through_lookup!(SpellType);

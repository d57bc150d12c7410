//! Murdham: health and armour, critical damage, dying and death; falls,
//! suffocation, the elements, fear, poison, drugs, disease, torture and
//! crashes.
//!
//! Saves and damage rolls are osr-check's ([`osr_check::murdham::Save`],
//! [`osr_check::murdham::Damage`]): a save passes on a d20 at most the
//! score (0 to 20); damage dice d4 to d12 explode (on the highest face
//! roll again and add the new face less one); impaired rolls keep the
//! lower of two, enhanced the higher.
//!
//! | rule | API |
//! |---|---|
//! | armour against all but direct damage; health max = STR; critical damage, dying, instant death | [`Armour`], [`Health`], [`Hit`], [`HitBand`], [`Hit::odds`] |
//! | MU-health.fall: d4 direct per full 2 m, an AGI save takes off 2 m | [`Fall`] |
//! | MU-health.suffocate, MU-health.drown: 4 rounds, then STR saves | [`Breath`], [`Breathing`] |
//! | MU-health.cold-heat, .fire, .lightning: elemental direct damage | [`Element`], [`Elemental`] |
//! | MU-health.fear.save, .effects, .immunity | [`Fear`], [`Dread`] |
//! | MU-health.poison.resist, .bloodstream, .ingestion, .effects; MU-health.drug.resist | [`Poisoning`], [`PoisonEffect`], [`Delivery`] |
//! | MU-health.drug.addiction, .withdrawal | [`Poisoning::addiction_save`], [`withdrawal`] |
//! | MU-health.disease.contract, .recovery, .fail, .immunity, .list | [`Sickness`], [`DISEASES`] |
//! | MU-health.torture: a stretch of d6 direct, then a WIT save | [`torture`] |
//! | MU-health.crash: a fall from a mount, a cart or a boat crash | [`Crash`] |
//!
//! Outcomes of changes to state (a hazard, a hit, a day of disease)
//! serialize for display; they are checked by replaying their faces
//! against the state they were applied to, so they are not read back on
//! their own.
//!
//! Readings: losing at least half of the health left in one hit (rounded
//! up: 4 of 7) is critical damage, which incapacitates until the end of
//! the stretch; losing all of it is critical damage and dying; a hit of at
//! least the maximum health kills. A torture victim is conscious when the
//! stretch's damage was not critical. Injuries (from animal training) are
//! defined in another chapter of the game: they are not here.

use alloc::vec::Vec;

use num_rational::BigRational;
use osr_check::murdham::Save;
use osr_check::{Check, Resolved, Rolled};
use osr_core::{Edge, FaceSource};

use crate::Error;

mod course;
mod disease;
mod hazard;
mod hit;
mod poison;
mod suffocation;

pub use self::course::SicknessEnd;
pub use self::disease::{DISEASES, Disease, RecoveryOutcome, Sickness, SpecialRule, disease};
pub use self::hazard::{
    Centimetres, Crash, Dread, Element, Elemental, Fall, Fear, FearOutcome, MAX_PASSENGERS,
    torture, train_animal,
};
pub use self::hit::{Armour, Health, Hit, HitBand, HitOutcome};
pub use self::poison::{Delivery, DrugUnits, PoisonEffect, Poisoning, withdrawal};
pub use self::suffocation::{Breath, Breathing, HELD_ROUNDS, MAX_ROUNDS};

/// The three abilities.
///
/// # Examples
///
/// ```
/// use osr_health::murdham::Ability;
///
/// assert!(Ability::Str < Ability::Wit);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MurdhamAbility")
)]
pub enum Ability {
    /// Strength.
    Str,
    /// Agility.
    Agi,
    /// Wits.
    Wit,
}

/// Something that happened, in order, for a table to show step by step.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::murdham::{Event, Health, torture};
///
/// let mut health = Health::new(10, 10)?;
/// let outcome = torture(10, &mut health, &mut SuppliedFaces::new(&[2, 4]))?;
/// assert_eq!(outcome.events()[0], Event::DamageRolled { total: 2 });
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MurdhamHealthEvent")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A save was rolled.
    SaveRolled {
        /// The ability.
        ability: Ability,
        /// The score saved against.
        score: i32,
        /// Whether it passed.
        passed: bool,
    },
    /// A damage roll's total.
    DamageRolled {
        /// The total.
        total: u32,
    },
    /// Armour took its share.
    ArmourAbsorbed {
        /// The armour.
        armour: u32,
        /// The damage left.
        damage: u32,
    },
    /// Health went down.
    HealthLost {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// At least half the health left lost in one hit: incapacitated until
    /// the end of the stretch.
    CriticalDamage,
    /// All health lost: dying.
    Dying,
    /// Dead.
    Died,
    /// Knocked out: incapacitated until the end of the stretch.
    PassedOut,
    /// Frightened until the end of the stretch.
    Frightened,
    /// Terrified until the end of the stretch.
    Terrified,
    /// A poison or drug takes effect.
    PoisonTakesEffect,
    /// A poison or drug was resisted.
    PoisonResisted,
    /// Addicted to the drug.
    Addicted,
    /// An ability reduced.
    AbilityReduced {
        /// The ability.
        ability: Ability,
        /// The temporary reduction.
        temporary: u32,
        /// The permanent reduction.
        permanent: u32,
    },
    /// Corruption gained.
    Corruption {
        /// The amount.
        amount: u32,
    },
    /// The victim breaks and talks.
    Talks,
    /// Recovered from a disease.
    Recovered,
}

impl Ability {
    /// The ability as a sheet writes it (`"STR"`).
    ///
    /// ```
    /// use osr_health::murdham::Ability;
    ///
    /// assert_eq!(Ability::Wit.abbreviation(), "WIT");
    /// ```
    #[must_use]
    pub const fn abbreviation(self) -> &'static str {
        match self {
            Self::Str => "STR",
            Self::Agi => "AGI",
            Self::Wit => "WIT",
        }
    }
}

/// The line a table shows for the step.
///
/// ```
/// use osr_health::murdham::{Ability, Event};
///
/// let save = Event::SaveRolled { ability: Ability::Str, score: 12, passed: false };
/// assert_eq!(save.to_string(), "STR save against 12: failed");
/// assert_eq!(Event::HealthLost { from: 12, to: 5 }.to_string(), "health 12 -> 5");
/// ```
impl core::fmt::Display for Event {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Self::SaveRolled {
                ability,
                score,
                passed,
            } => write!(
                f,
                "{} save against {score}: {}",
                ability.abbreviation(),
                if *passed { "passed" } else { "failed" }
            ),
            Self::DamageRolled { total } => write!(f, "damage rolled: {total}"),
            Self::ArmourAbsorbed { armour, damage } => {
                write!(f, "armour {armour} takes its share: {damage} damage left")
            }
            Self::HealthLost { from, to } => write!(f, "health {from} -> {to}"),
            Self::CriticalDamage => {
                f.write_str("critical damage: incapacitated until the end of the stretch")
            }
            Self::Dying => f.write_str("all health lost: dying"),
            Self::Died => f.write_str("dead"),
            Self::PassedOut => f.write_str("knocked out until the end of the stretch"),
            Self::Frightened => f.write_str("frightened until the end of the stretch"),
            Self::Terrified => f.write_str("terrified until the end of the stretch"),
            Self::PoisonTakesEffect => f.write_str("the poison takes effect"),
            Self::PoisonResisted => f.write_str("the poison is resisted"),
            Self::Addicted => f.write_str("addicted to the drug"),
            Self::AbilityReduced {
                ability,
                temporary,
                permanent,
            } => {
                write!(f, "{} -{temporary}", ability.abbreviation())?;
                if *permanent > 0 {
                    write!(f, ", and -{permanent} for good")?;
                }
                Ok(())
            }
            Self::Corruption { amount } => write!(f, "corruption +{amount}"),
            Self::Talks => f.write_str("breaks and talks"),
            Self::Recovered => f.write_str("recovered"),
        }
    }
}

/// Rolls a save against `score` with `edge`, recording its dice and event;
/// returns whether it passed.
fn save<S: FaceSource + ?Sized>(
    ability: Ability,
    score: i32,
    edge: Edge,
    source: &mut S,
    dice: &mut Vec<Rolled>,
    events: &mut Vec<Event>,
) -> Result<bool, Error> {
    let roll = Save::new(score)?.with_edge(edge).roll(source)?;
    dice.extend_from_slice(roll.dice());
    let passed = roll.passed();
    events.push(Event::SaveRolled {
        ability,
        score,
        passed,
    });
    Ok(passed)
}

/// Rolls a save with no edge against `score` for a step whose result is
/// only whether it passed: that, and the save's dice.
fn lone_save<S: FaceSource + ?Sized>(
    ability: Ability,
    score: i32,
    source: &mut S,
) -> Result<(bool, Vec<Rolled>), Error> {
    let mut dice = Vec::new();
    let passed = save(
        ability,
        score,
        Edge::NONE,
        source,
        &mut dice,
        &mut Vec::new(),
    )?;
    Ok((passed, dice))
}

/// The chance a save against `score` passes.
fn pass_chance(score: i32, edge: Edge) -> Result<BigRational, Error> {
    let save = Save::new(score)?.with_edge(edge);
    Ok(save
        .odds()
        .sum_where(|band| *band == osr_check::PassFail::Pass))
}

osr_core::bounded! {
    error: crate::Error;
    /// An ability score, 0 to 20.
    pub struct Score(i32) in 0..=20, "ability score";
}

//! Murdham's diseases (MU-health.disease.*): a STR recovery save at the
//! end of each day, recovery after so many successes, a die of temporary
//! reduction for each ability on a failure, and immunity afterwards.

use alloc::string::String;
use alloc::vec::Vec;

use osr_check::Rolled;
use osr_core::{Die, Edge, FaceSource};

use super::{Ability, Event, Score, save};
use crate::Error;

/// A disease's rule beyond the common ones.
///
/// # Examples
///
/// ```
/// use osr_health::murdham::{SpecialRule, disease};
///
/// assert_eq!(disease("plague")?.rule, SpecialRule::SlowRecovery);
/// assert_eq!(disease("plague")?.successes_needed(), Some(4));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SpecialRule {
    /// None.
    None,
    /// Immunity lasts only a while (seasonal, many variants).
    ShortImmunity,
    /// On the second failure the feet rot: amputate within a day or die.
    FeetRot,
    /// Each failure: frenzied for a day.
    Frenzy,
    /// Each failure: 2 corruption.
    Corruption,
    /// Saves cannot cure it (they still decide the reduction); only
    /// surgery; no immunity; not contagious.
    Parasite,
    /// One point of each ability's reduction is permanent; cures do
    /// nothing.
    LastingDebility,
    /// Recovery takes 4 successes.
    SlowRecovery,
    /// STR and AGI drop by d6 and WIT not at all.
    Sores,
}

/// A disease with special rules (MU-health.disease.list).
///
/// # Examples
///
/// ```
/// use osr_health::murdham::{Ability, disease};
/// use osr_core::Die;
///
/// let sores = disease("weeping_sores")?;
/// assert_eq!(sores.reduction_die(Ability::Str), Some(Die::D6));
/// assert_eq!(sores.reduction_die(Ability::Wit), None);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Disease {
    /// A stable key.
    pub id: &'static str,
    /// The name to show.
    pub name: &'static str,
    /// The rule beyond the common ones.
    pub rule: SpecialRule,
}

impl Disease {
    /// Successes that end the disease, or `None` when saves cannot.
    #[must_use]
    pub const fn successes_needed(&self) -> Option<u32> {
        match self.rule {
            SpecialRule::Parasite => None,
            SpecialRule::SlowRecovery => Some(4),
            _ => Some(2),
        }
    }

    /// The die each ability's reduction is rolled with on a failure, or
    /// `None` for an ability the disease spares.
    #[must_use]
    pub const fn reduction_die(&self, ability: Ability) -> Option<Die> {
        match (self.rule, ability) {
            (SpecialRule::Sores, Ability::Wit) => None,
            (SpecialRule::Sores, _) => Some(Die::D6),
            _ => Some(Die::D4),
        }
    }

    /// Whether recovering leaves a lasting immunity.
    #[must_use]
    pub const fn lasting_immunity(&self) -> bool {
        !matches!(
            self.rule,
            SpecialRule::ShortImmunity | SpecialRule::Parasite
        )
    }

    /// Whether it spreads to those who spend time near the sick.
    #[must_use]
    pub const fn contagious(&self) -> bool {
        !matches!(self.rule, SpecialRule::Parasite)
    }
}

/// The diseases of the rules (MU-health.disease.list), by [`Disease::id`].
pub const DISEASES: &[Disease] = &[
    Disease {
        id: "influence",
        name: "Influence",
        rule: SpecialRule::ShortImmunity,
    },
    Disease {
        id: "black_gangrene",
        name: "Black gangrene",
        rule: SpecialRule::FeetRot,
    },
    Disease {
        id: "bloodburn",
        name: "Bloodburn",
        rule: SpecialRule::Frenzy,
    },
    Disease {
        id: "bloody_flu",
        name: "Bloody flu",
        rule: SpecialRule::None,
    },
    Disease {
        id: "demon_pox",
        name: "Demon pox",
        rule: SpecialRule::Corruption,
    },
    Disease {
        id: "digworm",
        name: "Digworm",
        rule: SpecialRule::Parasite,
    },
    Disease {
        id: "greater_rot",
        name: "Greater rot",
        rule: SpecialRule::LastingDebility,
    },
    Disease {
        id: "plague",
        name: "Plague",
        rule: SpecialRule::SlowRecovery,
    },
    Disease {
        id: "weeping_sores",
        name: "Weeping sores",
        rule: SpecialRule::Sores,
    },
];

/// The disease with this [`Disease::id`].
///
/// # Errors
///
/// [`Error::UnknownId`] for an id not in [`DISEASES`].
pub fn disease(id: &str) -> Result<&'static Disease, Error> {
    DISEASES
        .iter()
        .find(|d| d.id == id)
        .ok_or_else(|| Error::UnknownId {
            table: "murdham disease",
            id: String::from(id),
        })
}

/// What the end of a sick day did.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::murdham::{Sickness, disease};
///
/// let mut sick = Sickness::new(disease("black_gangrene")?);
/// sick.end_of_day(10, &mut SuppliedFaces::new(&[15, 1, 1, 1]))?;
/// let day = sick.end_of_day(10, &mut SuppliedFaces::new(&[15, 2, 2, 2]))?;
/// assert!(!day.passed() && day.feet_rot());
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RecoveryOutcome {
    passed: bool,
    recovered: bool,
    feet_rot: bool,
    events: Vec<Event>,
    dice: Vec<Rolled>,
}

impl RecoveryOutcome {
    /// Whether the recovery save passed.
    #[must_use]
    pub const fn passed(&self) -> bool {
        self.passed
    }

    /// Whether the character recovered.
    #[must_use]
    pub const fn recovered(&self) -> bool {
        self.recovered
    }

    /// Black gangrene's second failure: the feet must come off within a
    /// day (surgical tools and a WIT save) or the victim dies.
    #[must_use]
    pub const fn feet_rot(&self) -> bool {
        self.feet_rot
    }

    /// What happened, in order.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Every die rolled, in order.
    #[must_use]
    pub fn dice(&self) -> &[Rolled] {
        &self.dice
    }

    /// The faces rolled, in order, to replay the day from.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        self.dice.iter().map(|d| d.face).collect()
    }
}

/// A character sick with a disease (MU-health.disease.contract): the
/// successes and failures of its recovery saves so far.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::murdham::{Ability, Event, Sickness, disease};
///
/// // A failure rolls a d4 for each ability: 3, 1, 4.
/// let mut sick = Sickness::new(disease("bloody_flu")?);
/// let day = sick.end_of_day(10, &mut SuppliedFaces::new(&[15, 3, 1, 4]))?;
/// assert_eq!(day.events()[1], Event::AbilityReduced { ability: Ability::Str, temporary: 3, permanent: 0 });
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "SicknessFields", into = "SicknessFields")
)]
pub struct Sickness {
    disease: &'static Disease,
    successes: u32,
    failures: u32,
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SicknessFields {
    /// The disease's ID.
    disease: String,
    /// Recovery saves passed so far.
    successes: u32,
    /// Recovery saves failed so far.
    failures: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<SicknessFields> for Sickness {
    type Error = Error;

    fn try_from(fields: SicknessFields) -> Result<Self, Error> {
        let disease = disease(&fields.disease)?;
        let max = disease
            .successes_needed()
            .map_or(i64::from(u32::MAX), i64::from);
        osr_core::Error::check_range("recovery successes", i64::from(fields.successes), 0, max)?;
        Ok(Self {
            disease,
            successes: fields.successes,
            failures: fields.failures,
        })
    }
}

#[cfg(feature = "serde")]
impl From<Sickness> for SicknessFields {
    fn from(sick: Sickness) -> Self {
        Self {
            disease: String::from(sick.disease.id),
            successes: sick.successes,
            failures: sick.failures,
        }
    }
}

impl Sickness {
    /// A character who has just caught `disease`.
    #[must_use]
    pub const fn new(disease: &'static Disease) -> Self {
        Self {
            disease,
            successes: 0,
            failures: 0,
        }
    }

    /// The disease.
    #[must_use]
    pub const fn disease(&self) -> &'static Disease {
        self.disease
    }

    /// Recovery saves passed so far.
    #[must_use]
    pub const fn successes(&self) -> u32 {
        self.successes
    }

    /// Recovery saves failed so far.
    #[must_use]
    pub const fn failures(&self) -> u32 {
        self.failures
    }

    /// Whether the character has recovered.
    #[must_use]
    pub fn recovered(&self) -> bool {
        self.disease
            .successes_needed()
            .is_some_and(|n| self.successes >= n)
    }

    /// The recovery save at the end of a day (MU-health.disease.recovery,
    /// .fail): STR; a pass counts toward recovery, a failure rolls each
    /// ability's reduction (separate dice, not exploding) and brings the
    /// disease's own trouble.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for STR outside 0..=20 or a failing face source; nothing
    /// changes then.
    pub fn end_of_day<S: FaceSource + ?Sized>(
        &mut self,
        str: i32,
        source: &mut S,
    ) -> Result<RecoveryOutcome, Error> {
        let str = Score::new(str)?.get();
        let mut dice = Vec::new();
        let mut events = Vec::new();
        let mut next = *self;
        let mut feet_rot = false;
        let passed = save(
            Ability::Str,
            str,
            Edge::NONE,
            source,
            &mut dice,
            &mut events,
        )?;
        if passed {
            next.successes = next.successes.saturating_add(1);
        } else {
            next.failures = next.failures.saturating_add(1);
            for ability in [Ability::Str, Ability::Agi, Ability::Wit] {
                let Some(die) = self.disease.reduction_die(ability) else {
                    continue;
                };
                let face = die.roll(source)?;
                if !die.has_face(face) {
                    return Err(Error::Core(osr_core::Error::FaceOutOfRange {
                        face,
                        sides: die.sides(),
                        position: dice.len(),
                    }));
                }
                dice.push(Rolled {
                    sides: die.sides(),
                    face,
                    fate: osr_check::Fate::Counted,
                });
                let permanent = u32::from(self.disease.rule == SpecialRule::LastingDebility);
                events.push(Event::AbilityReduced {
                    ability,
                    temporary: face - permanent,
                    permanent,
                });
            }
            match self.disease.rule {
                SpecialRule::Corruption => events.push(Event::Corruption { amount: 2 }),
                SpecialRule::FeetRot if next.failures == 2 => feet_rot = true,
                _ => {}
            }
        }
        let recovered = next.recovered();
        if recovered {
            events.push(Event::Recovered);
        }
        *self = next;
        Ok(RecoveryOutcome {
            passed,
            recovered,
            feet_rot,
            events,
            dice,
        })
    }
}

//! Who the character is, before any sheet: the five abilities, the
//! classes, the initiations and the concept.

use osr_advancement::constitution::Ability;
use osr_check::constitution::AbilityScore;
use osr_magic::constitution::Specialisation;

use super::index;
use crate::Error;

/// The five ability scores (TC-4.1), each osr-check's [`AbilityScore`]
/// (1 to 20: 3d6 rolls 3 to 18, improvement rolls reach 20, wounds take
/// scores below 3).
///
/// # Examples
///
/// ```
/// use osr_sheet::constitution::{Abilities, Ability};
///
/// let scores = Abilities::new([14, 9, 11, 7, 15])?;
/// assert_eq!(scores.get(Ability::Kno), 11);
/// assert!(Abilities::new([14, 9, 11, 7, 25]).is_err());
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Abilities {
    scores: [AbilityScore; 5],
}

impl Abilities {
    /// Scores in the order STR, WIT, KNO, WIL, CHA.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "ability score") outside 1..=20.
    pub fn new(scores: [i32; 5]) -> Result<Self, Error> {
        let mut out = [AbilityScore::new(10)?; 5];
        for (slot, score) in out.iter_mut().zip(scores) {
            *slot = AbilityScore::new(score)?;
        }
        Ok(Self { scores: out })
    }

    /// The score of `ability`.
    #[must_use]
    pub const fn get(&self, ability: Ability) -> i32 {
        self.scores[index(ability)].get()
    }

    /// The score of `ability` as osr-check keeps it.
    pub(crate) const fn score(&self, ability: Ability) -> AbilityScore {
        self.scores[index(ability)]
    }

    /// The same scores with `ability` at `score`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "ability score") outside 1..=20.
    pub fn with(mut self, ability: Ability, score: i32) -> Result<Self, Error> {
        self.scores[index(ability)] = AbilityScore::new(score)?;
        Ok(self)
    }

    /// The scores in the order STR, WIT, KNO, WIL, CHA.
    #[must_use]
    pub fn to_array(&self) -> [i32; 5] {
        self.scores.map(AbilityScore::get)
    }
}

/// The three basic classes (TC-4.7).
///
/// ```
/// use osr_sheet::constitution::Class;
///
/// assert_eq!(Class::ALL.map(Class::key), ["fighter", "sage", "adventurer"]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Class {
    /// Excels at combat: level added to combat checks (TC-7.1).
    Fighter,
    /// Excels in knowledge: level added to knowledge checks (TC-8.1).
    Sage,
    /// Flexible: level re-rolls of d20s a session (TC-9.1).
    Adventurer,
}

impl Class {
    /// Every class.
    pub const ALL: [Self; 3] = [Self::Fighter, Self::Sage, Self::Adventurer];

    /// The class's key (`"fighter"`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Fighter => "fighter",
            Self::Sage => "sage",
            Self::Adventurer => "adventurer",
        }
    }
}

macro_rules! initiations {
    ($($variant:ident = $id:literal, $name:literal, $class:expr, $doc:literal;)+) => {
        /// The initiations the rules list (TC-7.2 to TC-10.3), each with a
        /// stable ID and the class it is exclusive to, if any; new ones are
        /// recorded by name ([`Sheet::with_custom_initiation`]).
        ///
        /// [`Sheet::with_custom_initiation`]: super::Sheet::with_custom_initiation
        ///
        /// ```
        /// use osr_sheet::constitution::{Class, Initiation};
        ///
        /// assert_eq!(Initiation::Tough.id(), "tc.initiation.tough");
        /// assert_eq!(Initiation::KeenEye.name(), "Keen eye");
        /// assert_eq!(Initiation::Tough.class(), Some(Class::Fighter));
        /// assert_eq!(Initiation::Wanderer.class(), None);
        /// assert_eq!(Initiation::ALL.len(), 18);
        /// ```
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        pub enum Initiation {
            $(
                #[doc = $doc]
                #[cfg_attr(feature = "serde", serde(rename = $id))]
                $variant,
            )+
        }

        impl Initiation {
            /// Every listed initiation.
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];

            /// The stable ID (`"tc.initiation.tough"`).
            #[must_use]
            pub const fn id(self) -> &'static str {
                match self {
                    $(Self::$variant => $id,)+
                }
            }

            /// The initiation's name, as the rulebook prints it.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $(Self::$variant => $name,)+
                }
            }

            /// The class it is exclusive to, or `None` when open to all.
            #[must_use]
            pub const fn class(self) -> Option<Class> {
                match self {
                    $(Self::$variant => $class,)+
                }
            }
        }
    };
}

initiations! {
    Tough = "tc.initiation.tough", "Tough fucker", Some(Class::Fighter), "Tough fucker (TC-7.2): d8 hit dice, may keep the previous HP.";
    Tactician = "tc.initiation.tactician", "Tactician", Some(Class::Fighter), "Tactician (TC-7.3): one free tactical action each round.";
    Berserk = "tc.initiation.berserk", "Berserk", Some(Class::Fighter), "Berserk (TC-7.4).";
    WeaponsTraining = "tc.initiation.weapons-training", "Weapons training", Some(Class::Fighter), "Weapons training (TC-7.5).";
    SpearTraining = "tc.initiation.spear-training", "Spear training", Some(Class::Fighter), "Spear training (TC-7.6).";
    LongswordTraining = "tc.initiation.longsword-training", "Longsword training", Some(Class::Fighter), "Longsword training (TC-7.7).";
    BowTraining = "tc.initiation.bow-training", "Bow training", Some(Class::Fighter), "Bow training (TC-7.8).";
    Ordained = "tc.initiation.ordained", "Ordained", Some(Class::Sage), "Ordained (TC-8.2): effective blessings.";
    Goetia = "tc.initiation.goetia", "Goetia", Some(Class::Sage), "Goetia (TC-8.3): 1st-level spells, memorising.";
    Pyromancer = "tc.initiation.pyromancer", "Pyromancer", Some(Class::Sage), "Pyromancer (TC-8.4).";
    Illusionist = "tc.initiation.illusionist", "Illusionist", Some(Class::Sage), "Illusionist (TC-8.5).";
    ArtifactKnowledge = "tc.initiation.artifact-knowledge", "Artifact knowledge", Some(Class::Sage), "Artifact knowledge (TC-8.6): identifies magic items and potions.";
    CircusAcrobat = "tc.initiation.circus-acrobat", "Circus acrobat", Some(Class::Adventurer), "Circus acrobat (TC-9.2): level to whole-body movement.";
    Prepared = "tc.initiation.prepared", "Prepared", Some(Class::Adventurer), "Prepared (TC-9.3): finds an unlisted medium item on a DC 20 knowledge check.";
    KeenEye = "tc.initiation.keen-eye", "Keen eye", Some(Class::Adventurer), "Keen eye (TC-9.4): level to searching.";
    Wanderer = "tc.initiation.wanderer", "Wanderer", None, "Wanderer (TC-10.1): level to knowing people, places and events.";
    PatientTrapper = "tc.initiation.patient-trapper", "Patient trapper", None, "Patient trapper (TC-10.2): sets traps at 3/4 speed.";
    Haggler = "tc.initiation.haggler", "Haggler", None, "Haggler (TC-10.3).";
}

impl Initiation {
    /// The initiation with this stable ID.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for an ID not listed.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::Initiation;
    ///
    /// assert_eq!(Initiation::from_id("tc.initiation.keen-eye")?, Initiation::KeenEye);
    /// assert!(Initiation::from_id("tc.initiation.flying").is_err());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn from_id(id: &str) -> Result<Self, Error> {
        Self::ALL
            .iter()
            .copied()
            .find(|i| i.id() == id)
            .ok_or_else(|| Error::UnknownId {
                what: "initiation",
                id: id.into(),
            })
    }

    pub(super) const fn specialisation(self) -> Option<Specialisation> {
        match self {
            Self::Ordained => Some(Specialisation::Ordained),
            Self::Goetia => Some(Specialisation::Goetia),
            Self::Pyromancer => Some(Specialisation::Pyromancer),
            Self::Illusionist => Some(Specialisation::Illusionist),
            _ => None,
        }
    }
}

/// A character concept against the standard of TC-4.8.
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_sheet::constitution::{Choices, Concept, Creation};
///
/// let choices = Choices { concept: Concept::ApprovedReused, ..Choices::default() };
/// // The d6 shows 2: refused before any ability is rolled.
/// let err = Creation::roll(&choices, &mut SuppliedFaces::new(&[2])).unwrap_err();
/// assert_eq!(err.kind(), "concept_refused");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Concept {
    /// Human, from the civilised world, relatively short of money.
    #[default]
    Standard,
    /// Another concept, accepted by the referee.
    Approved,
    /// Another concept accepted by the referee that has been played
    /// before: allowed only on a d6 roll of 1 at creation.
    ApprovedReused,
}

//! Learning spells (TC-12.10 to TC-12.14) and the sage specialisations
//! that open magic (TC-8.2 to TC-8.5).

use alloc::string::String;
use alloc::vec::Vec;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::One;
use osr_check::{Fate, Odds, Rolled};
use osr_core::{Die, FaceSource};

use super::{CasterLevel, RESEARCHED_RATING, SpellLevel, SpellRating};
use crate::Error;

/// A sage specialisation that bears on magic (TC-8.2 to TC-8.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Specialisation {
    /// Ordained as a priest: may perform effective blessings (TC-8.2).
    Ordained,
    /// The basic arcane arts: one 1st-level spell known, more 1st-level
    /// spells learnable, spells memorised (TC-8.3).
    Goetia,
    /// A fire mage: fire spells of any level up to the character's
    /// (TC-8.4).
    Pyromancer,
    /// An illusion mage: illusion spells of any level up to the
    /// character's (TC-8.5).
    Illusionist,
}

/// What a spell is about, as the specialisations tell spells apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SpellKind {
    /// A fire-related spell.
    Fire,
    /// An illusion-related spell.
    Illusion,
    /// Any other spell.
    Other,
}

/// The magic-related sage specialisations a character has.
///
/// With the `serde` feature it is `{"ordained": false, "goetia": true,
/// "pyromancer": false, "illusionist": false}`, every field optional.
///
/// # Examples
///
/// ```
/// use osr_magic::constitution::{CasterLevel, SpellKind, SpellLevel, Specialisation, Specialisations};
///
/// // A level-3 pyromancer may learn fire spells of levels 1 to 3 (rule TC-8.4).
/// let pyro = Specialisations::of(&[Specialisation::Pyromancer]);
/// let level = CasterLevel::new(3)?;
/// assert!(pyro.may_learn(level, SpellLevel::new(3)?, SpellKind::Fire));
/// assert!(!pyro.may_learn(level, SpellLevel::new(4)?, SpellKind::Fire));
/// assert!(!pyro.may_learn(level, SpellLevel::new(1)?, SpellKind::Illusion));
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
#[allow(clippy::struct_excessive_bools)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Specialisations {
    /// Ordained as a priest: effective blessings (TC-8.2).
    ordained: bool,
    /// Goetia: preparing and casting spells (TC-12.3).
    goetia: bool,
    /// Pyromancer: fire spells of any level up to the character's (TC-8.4).
    pyromancer: bool,
    /// Illusionist: illusion spells of any level up to the character's (TC-8.5).
    illusionist: bool,
}

impl Specialisations {
    /// None at all.
    pub const NONE: Self = Self {
        ordained: false,
        goetia: false,
        pyromancer: false,
        illusionist: false,
    };

    /// These specialisations.
    #[must_use]
    pub fn of(list: &[Specialisation]) -> Self {
        list.iter().fold(Self::NONE, |set, &s| set.with(s))
    }

    /// The same set with one more.
    #[must_use]
    pub const fn with(self, s: Specialisation) -> Self {
        match s {
            Specialisation::Ordained => Self {
                ordained: true,
                ..self
            },
            Specialisation::Goetia => Self {
                goetia: true,
                ..self
            },
            Specialisation::Pyromancer => Self {
                pyromancer: true,
                ..self
            },
            Specialisation::Illusionist => Self {
                illusionist: true,
                ..self
            },
        }
    }

    /// Whether the set holds `s`.
    #[must_use]
    pub const fn has(&self, s: Specialisation) -> bool {
        match s {
            Specialisation::Ordained => self.ordained,
            Specialisation::Goetia => self.goetia,
            Specialisation::Pyromancer => self.pyromancer,
            Specialisation::Illusionist => self.illusionist,
        }
    }

    /// Whether the character may perform effective blessings (TC-8.2).
    #[must_use]
    pub const fn may_bless(&self) -> bool {
        self.ordained
    }

    /// Whether the character may prepare (memorise) spells (TC-8.3).
    #[must_use]
    pub const fn may_prepare(&self) -> bool {
        self.goetia
    }

    /// The 1st-level spells the specialisations teach outright: one with
    /// Goetia (TC-8.3).
    #[must_use]
    pub const fn spells_known_from_start(&self) -> u32 {
        if self.goetia { 1 } else { 0 }
    }

    /// Whether a character of `caster_level` may learn a spell of `level`
    /// and `kind`: Goetia opens 1st-level spells (TC-8.3), a Pyromancer
    /// fire spells and an Illusionist illusion spells up to the character's
    /// level (TC-8.4, TC-8.5).
    #[must_use]
    pub const fn may_learn(
        &self,
        caster_level: CasterLevel,
        level: SpellLevel,
        kind: SpellKind,
    ) -> bool {
        let within = level.get() <= caster_level.get();
        (self.goetia && level.get() == 1)
            || (self.pyromancer && within && matches!(kind, SpellKind::Fire))
            || (self.illusionist && within && matches!(kind, SpellKind::Illusion))
    }
}

/// A spell learned by a way of research: its name, the rating it comes
/// with, and the die that picked it when one did. With the `serde`
/// feature reading it back checks the rating (research gives
/// [`RESEARCHED_RATING`]) and that at most one die picked the spell.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "LearnedFields"))]
pub struct Learned {
    /// The spell's name.
    pub spell: String,
    /// The rating it is learned at, in percent.
    pub rating: u32,
    /// The die that picked it among the candidates (none for a
    /// curriculum).
    pub dice: Vec<Rolled>,
}

/// A [`Learned`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct LearnedFields {
    spell: String,
    rating: u32,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<LearnedFields> for Learned {
    type Error = Error;

    fn try_from(f: LearnedFields) -> Result<Self, Error> {
        if f.rating != RESEARCHED_RATING {
            return Err(Error::Inconsistent { what: "the rating" });
        }
        if f.dice.len() > 1 {
            return Err(Error::Inconsistent { what: "the dice" });
        }
        Ok(Self {
            spell: f.spell,
            rating: f.rating,
            dice: f.dice,
        })
    }
}

/// The ways of research that decide which spell is learned (TC-12.10 to
/// TC-12.12). Each learns the spell at the research rating, 50%.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_magic::constitution::Learning;
///
/// // The writings hold three spells, one known: a d2 picks among the others.
/// let learned = Learning::writings(&["Sleep", "Light", "Ward"], &["Light"], &mut SuppliedFaces::new(&[2]))?;
/// assert_eq!((learned.spell.as_str(), learned.rating), ("Ward", 50));
/// let next = Learning::curriculum(&["Spark", "Flame", "Blaze"], &["Spark"])?;
/// assert_eq!(next.spell, "Flame");
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Learning;

impl Learning {
    /// Basic exploratory research with Goetia (TC-12.10): a random
    /// 1st-level spell not yet known, from the campaign's list of
    /// 1st-level spells (one die of as many faces as spells left).
    ///
    /// # Errors
    ///
    /// [`Error::NotInitiated`] without Goetia, [`Error::NothingToLearn`]
    /// when every listed spell is known, or the face source's error.
    pub fn exploratory<S: FaceSource + ?Sized>(
        specialisations: super::Specialisations,
        first_level_spells: &[&str],
        known: &[&str],
        source: &mut S,
    ) -> Result<Learned, Error> {
        if !specialisations.has(Specialisation::Goetia) {
            return Err(Error::NotInitiated {
                what: "exploratory research",
                needs: "goetia or a similar initiation",
            });
        }
        pick("the spell list", first_level_spells, known, source)
    }

    /// Research on an initiated school (TC-12.11): the next spell of its
    /// curriculum, in order, not yet known.
    ///
    /// # Errors
    ///
    /// [`Error::NothingToLearn`] when the caster knows the whole curriculum.
    pub fn curriculum(curriculum: &[&str], known: &[&str]) -> Result<Learned, Error> {
        let spell =
            curriculum
                .iter()
                .find(|s| !known.contains(s))
                .ok_or(Error::NothingToLearn {
                    source_of: "the curriculum",
                })?;
        Ok(Learned {
            spell: (*spell).into(),
            rating: RESEARCHED_RATING,
            dice: Vec::new(),
        })
    }

    /// Research on another magician's writings (TC-12.12): one of their
    /// spells the caster does not know, at random.
    ///
    /// # Errors
    ///
    /// [`Error::NothingToLearn`] when the caster knows them all, or the face
    /// source's error.
    pub fn writings<S: FaceSource + ?Sized>(
        their_spells: &[&str],
        known: &[&str],
        source: &mut S,
    ) -> Result<Learned, Error> {
        pick("the writings", their_spells, known, source)
    }

    /// The exact chance of each spell a random pick (exploratory research
    /// or writings) can teach: each spell not yet known alike.
    ///
    /// # Errors
    ///
    /// [`Error::NothingToLearn`] when every spell is known.
    pub fn odds(candidates: &[&str], known: &[&str]) -> Result<Odds<String>, Error> {
        let left = unknown(candidates, known);
        if left.is_empty() {
            return Err(Error::NothingToLearn {
                source_of: "the spell list",
            });
        }
        let n = BigInt::from(left.len());
        let each = || BigRational::new(BigInt::one(), n.clone());
        Ok(Odds::new(
            left.into_iter().map(|s| (String::from(s), each())),
            None,
        )?)
    }
}

/// The candidates not yet known, each once, in the order listed.
fn unknown<'a>(candidates: &[&'a str], known: &[&str]) -> Vec<&'a str> {
    let mut left: Vec<&str> = Vec::new();
    for &c in candidates {
        if !known.contains(&c) && !left.contains(&c) {
            left.push(c);
        }
    }
    left
}

fn pick<S: FaceSource + ?Sized>(
    source_of: &'static str,
    candidates: &[&str],
    known: &[&str],
    source: &mut S,
) -> Result<Learned, Error> {
    let left = unknown(candidates, known);
    let sides = u32::try_from(left.len()).map_err(|_| Error::NothingToLearn { source_of })?;
    if sides == 0 {
        return Err(Error::NothingToLearn { source_of });
    }
    let die = Die::new(sides)?;
    let face = die.roll(source)?;
    let index = usize::try_from(face - 1).map_err(|_| Error::NothingToLearn { source_of })?;
    Ok(Learned {
        spell: left[index].into(),
        rating: RESEARCHED_RATING,
        dice: alloc::vec![Rolled::new(sides, face, Fate::Counted)?],
    })
}

/// The rating a mentor's student learns a spell at (TC-12.13): half the
/// mentor's own rating, rounded down (70% -> 35%).
///
/// # Examples
///
/// ```
/// use osr_magic::constitution::{SpellRating, mentored_rating};
///
/// assert_eq!(mentored_rating(SpellRating::new(80)?).get(), 40);
/// assert_eq!(mentored_rating(SpellRating::new(75)?).get(), 37);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[must_use]
pub fn mentored_rating(mentor: SpellRating) -> SpellRating {
    let half = mentor.get() / 2;
    // Half of a rating in 0..=100 is a rating.
    SpellRating::new(half).unwrap_or(mentor)
}

osr_core::bounded! {
    error: crate::Error;
    /// Full days of focused study in one go (TC-12.14): a year at most.
    pub struct StudyDays(u32) in 1..=365, "study days";
}

/// Focused study of one spell (TC-12.14): 1d6 rating points per full day,
/// the rating capped at 100%.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_magic::constitution::{SpellRating, Study, StudyDays};
///
/// // Two days from 50%: +4 and +3 -> 57%.
/// let study = Study::new(SpellRating::new(50)?, StudyDays::new(2)?);
/// let roll = study.roll(&mut SuppliedFaces::new(&[4, 3]))?;
/// assert_eq!(roll.to.get(), 57);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Study {
    from: SpellRating,
    days: StudyDays,
}

/// A rolled [`Study`]: the rating before and after, and the d6 of each
/// day. With the `serde` feature reading it back checks the rating after
/// against the dice.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "StudyRollFields"))]
pub struct StudyRoll {
    /// The rating before.
    pub from: SpellRating,
    /// The rating after: the sum of the dice added, at most 100.
    pub to: SpellRating,
    /// One d6 per day, in order.
    pub dice: Vec<Rolled>,
}

/// A [`StudyRoll`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct StudyRollFields {
    from: SpellRating,
    to: SpellRating,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<StudyRollFields> for StudyRoll {
    type Error = Error;

    fn try_from(f: StudyRollFields) -> Result<Self, Error> {
        let days = u32::try_from(f.dice.len())
            .ok()
            .and_then(|d| StudyDays::new(d).ok());
        let six_sided = f.dice.iter().all(|d| d.sides == 6);
        let sum: u32 = f.dice.iter().map(|d| d.face).sum();
        if days.is_none() || !six_sided {
            return Err(Error::Inconsistent { what: "the dice" });
        }
        if f.from.get().saturating_add(sum).min(SpellRating::MAX) != f.to.get() {
            return Err(Error::Inconsistent { what: "the rating" });
        }
        Ok(Self {
            from: f.from,
            to: f.to,
            dice: f.dice,
        })
    }
}

impl Study {
    /// Study from `from` for `days` full days.
    #[must_use]
    pub const fn new(from: SpellRating, days: StudyDays) -> Self {
        Self { from, days }
    }

    /// Rolls the days.
    ///
    /// # Errors
    ///
    /// The face source's error.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<StudyRoll, Error> {
        let mut total = self.from.get();
        let mut dice = Vec::new();
        for _ in 0..self.days.get() {
            let face = Die::D6.roll(source)?;
            dice.push(Rolled::new(6, face, Fate::Counted)?);
            total = (total + face).min(SpellRating::MAX);
        }
        Ok(StudyRoll {
            from: self.from,
            to: SpellRating::new(total)?,
            dice,
        })
    }

    /// The exact distribution of the rating after the study.
    #[must_use]
    pub fn odds(&self) -> Odds<u32> {
        // Each day adds a d6 to the rating reached so far, capped at 100%.
        (0..self.days.get()).fold(Odds::certain(self.from.get()), |odds, _| {
            odds.then(|&rating| Odds::die(Die::D6, |face| (rating + face).min(SpellRating::MAX)))
        })
    }
}

//! Animals (MU-travel.animals): training, its forms, wild animals and
//! befriending one with food.

use alloc::vec::Vec;

use osr_check::Check;
use osr_check::murdham::{Save, SaveOutcome};
use osr_core::FaceSource;

use crate::Error;

/// The trainings an animal can receive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamTraining"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Training {
    /// Accepts a rider.
    Mount,
    /// Pulls carts, turns a mill.
    Labour,
    /// Fights and obeys commands in a fight.
    Fight,
    /// One more ration when foraging.
    Hunt,
    /// Follows tracks on its own.
    Track,
    /// Performs tricks.
    Tricks,
}

impl Training {
    /// Every training, with its ID.
    pub const ALL: [(Self, &'static str); 6] = [
        (Self::Mount, "mount"),
        (Self::Labour, "labour"),
        (Self::Fight, "fight"),
        (Self::Hunt, "hunt"),
        (Self::Track, "track"),
        (Self::Tricks, "tricks"),
    ];

    /// The training with this ID.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for an ID that names none.
    pub fn lookup(id: &str) -> Result<Self, Error> {
        Self::ALL
            .iter()
            .find(|(_, i)| *i == id)
            .map(|(t, _)| *t)
            .ok_or_else(|| Error::UnknownId {
                what: "training",
                id: id.into(),
            })
    }

    /// Rations it adds to a day's foraging.
    #[must_use]
    pub const fn foraging_rations(self) -> u32 {
        if matches!(self, Self::Hunt) { 1 } else { 0 }
    }
}

/// An animal and what it has been taught.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::murdham::{Animal, Training};
///
/// let mut dog = Animal::domestic();
/// dog.train(Training::Hunt, 12, false, &mut SuppliedFaces::new(&[5]))?;
/// dog.train(Training::Track, 12, false, &mut SuppliedFaces::new(&[9]))?;
/// assert!(dog.train(Training::Tricks, 12, false, &mut SuppliedFaces::new(&[1])).is_err());
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// With the `serde` feature it is written `{"wild": false, "tamed": true,
/// "trainings": ["hunt"]}`; reading refuses what no training gives: more
/// than 2 trainings or one twice, a domestic animal untamed, or an untamed
/// one trained.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamAnimal"))]
#[cfg_attr(feature = "serde", serde(try_from = "AnimalWire", into = "AnimalWire"))]
pub struct Animal {
    wild: bool,
    tamed: bool,
    trainings: Vec<Training>,
}

/// An [`Animal`] as written.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct AnimalWire {
    /// Whether it was born wild.
    wild: bool,
    /// Whether it is tamed (a domestic animal always is).
    tamed: bool,
    /// What it has been taught, at most 2 different trainings.
    #[cfg_attr(feature = "schema", schemars(length(max = 2)))]
    trainings: Vec<Training>,
}

#[cfg(feature = "serde")]
impl TryFrom<AnimalWire> for Animal {
    type Error = Error;

    fn try_from(wire: AnimalWire) -> Result<Self, Error> {
        let AnimalWire {
            wild,
            tamed,
            trainings,
        } = wire;
        let twice = trainings
            .iter()
            .enumerate()
            .any(|(i, t)| trainings[..i].contains(t));
        let reason = if trainings.len() > Self::MAX_TRAININGS || twice {
            "it takes at most 2 different trainings"
        } else if !wild && !tamed {
            "a domestic animal is tamed"
        } else if !tamed && !trainings.is_empty() {
            "an untamed animal has no training"
        } else {
            return Ok(Self {
                wild,
                tamed,
                trainings,
            });
        };
        Err(Error::Inconsistent {
            what: "the animal",
            reason,
        })
    }
}

#[cfg(feature = "serde")]
impl From<Animal> for AnimalWire {
    fn from(animal: Animal) -> Self {
        Self {
            wild: animal.wild,
            tamed: animal.tamed,
            trainings: animal.trainings,
        }
    }
}

/// What a training session did.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Session {
    /// The trainer's WIT save.
    pub save: SaveOutcome,
    /// Whether the animal learnt (or, wild, was tamed).
    pub learnt: bool,
    /// Whether the trainer was hurt (a failed save: an injury).
    pub trainer_hurt: bool,
}

impl Animal {
    /// The most trainings an animal takes.
    pub const MAX_TRAININGS: usize = 2;

    /// A domesticated animal.
    #[must_use]
    pub const fn domestic() -> Self {
        Self {
            wild: false,
            tamed: true,
            trainings: Vec::new(),
        }
    }

    /// A wild animal: it must be tamed (one more session) first, and only
    /// a proficient trainer can.
    #[must_use]
    pub const fn wild() -> Self {
        Self {
            wild: true,
            tamed: false,
            trainings: Vec::new(),
        }
    }

    /// What it knows.
    #[must_use]
    pub fn trainings(&self) -> &[Training] {
        &self.trainings
    }

    /// Whether it is tamed.
    #[must_use]
    pub const fn tamed(&self) -> bool {
        self.tamed
    }

    /// A training session (a full rest's activity): the trainer's WIT
    /// save; a pass teaches `training` (or, for an untamed wild animal,
    /// tames it), a failure hurts the trainer.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for a third training, one it knows, or a wild
    /// animal and a trainer who is not proficient; [`Error::Core`] for a
    /// WIT out of range or a failed face source.
    pub fn train<S: FaceSource + ?Sized>(
        &mut self,
        training: Training,
        wit: i32,
        proficient: bool,
        source: &mut S,
    ) -> Result<Session, Error> {
        let save = self
            .training_save(training, wit, proficient)?
            .roll(source)?;
        let learnt = save.passed();
        if learnt {
            if self.tamed {
                self.trainings.push(training);
            } else {
                self.tamed = true;
            }
        }
        Ok(Session {
            save,
            learnt,
            trainer_hurt: !learnt,
        })
    }

    /// The trainer's WIT save a session of [`train`](Self::train) rolls,
    /// checked as it checks it.
    ///
    /// ```
    /// use osr_travel::murdham::{Animal, Training};
    ///
    /// assert_eq!(Animal::domestic().training_save(Training::Mount, 11, false)?.ability(), 11);
    /// assert!(Animal::wild().training_save(Training::Mount, 11, false).is_err());
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`train`](Self::train)'s, but for the face source.
    pub fn training_save(
        &self,
        training: Training,
        wit: i32,
        proficient: bool,
    ) -> Result<Save, Error> {
        if self.wild && !proficient {
            return Err(Error::NotAllowed {
                action: "training a wild animal",
                reason: "only a proficient trainer can",
            });
        }
        if self.tamed
            && (self.trainings.len() >= Self::MAX_TRAININGS || self.trainings.contains(&training))
        {
            return Err(Error::NotAllowed {
                action: "training",
                reason: "an animal takes at most 2 different trainings",
            });
        }
        Ok(Save::new(wit)?)
    }
}

/// Befriending an animal with food: a WIT save; it then follows for a
/// watch. Wild animals only for the proficient; one befriended animal at
/// a time.
///
/// # Errors
///
/// [`Error::NotAllowed`] for a wild animal and a trainer who is not
/// proficient, or while another animal is befriended; [`Error::Core`] for a
/// WIT out of range or a failed face source.
pub fn befriend_animal<S: FaceSource + ?Sized>(
    wit: i32,
    wild: bool,
    proficient: bool,
    already_befriended: bool,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    Ok(befriend_animal_save(wit, wild, proficient, already_befriended)?.roll(source)?)
}

/// The WIT save [`befriend_animal`] rolls, checked as it checks it.
///
/// # Errors
///
/// As [`befriend_animal`]'s, but for the face source.
pub fn befriend_animal_save(
    wit: i32,
    wild: bool,
    proficient: bool,
    already_befriended: bool,
) -> Result<Save, Error> {
    if wild && !proficient {
        return Err(Error::NotAllowed {
            action: "befriending a wild animal",
            reason: "only a proficient character can",
        });
    }
    if already_befriended {
        return Err(Error::NotAllowed {
            action: "befriending an animal",
            reason: "only one animal is befriended at a time",
        });
    }
    Ok(Save::new(wit)?)
}

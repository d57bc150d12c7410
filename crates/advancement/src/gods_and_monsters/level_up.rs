//! Gaining a level: the dice and every change it brings, as events.

use alloc::vec::Vec;

use osr_check::{Fate, Odds, Rolled};
use osr_core::{Die, FaceSource};

use super::archetype::{Abilities, Ability, Archetype, Contributors, Reaction, SeedContributors};
use crate::{Error, MAX_LEVELS};

/// The highest level a [`LevelUp`] reaches: the most levels any
/// [`LevelTable`](crate::LevelTable) may list ([`MAX_LEVELS`]), so a
/// referee's table longer than the seed's is levelled through to its top
/// (a longer table is refused by [`LevelTable::new`](crate::LevelTable::new)).
const HIGHEST: u32 = 1000;
const _: () = assert!(HIGHEST as usize == MAX_LEVELS);

/// Mojo every first-level character starts with, before the archetypal
/// ability's major contribution.
pub const FIRST_LEVEL_MOJO: u32 = 12;

/// Survival and verve at first level, before contributors.
pub const FIRST_LEVEL_BASE: i32 = 5;

/// The mojo a new level grants: ten plus the level.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::mojo_for_level;
///
/// assert_eq!(mojo_for_level(2), 12);
/// assert_eq!(mojo_for_level(10), 20);
/// ```
#[must_use]
pub const fn mojo_for_level(level: u32) -> u32 {
    10 + level
}

/// The specialties a character has by `level`: one at first level and
/// one more at every odd level from the third.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::specialties_at;
///
/// assert_eq!(specialties_at(1), 1);
/// assert_eq!(specialties_at(4), 2);
/// assert_eq!(specialties_at(9), 5);
/// ```
#[must_use]
pub const fn specialties_at(level: u32) -> u32 {
    if level == 0 { 0 } else { 1 + (level - 1) / 2 }
}

/// What a first-level character starts with, from its archetype and
/// abilities.
///
/// With the `serde` feature it serializes for display and does not
/// deserialize: it is a result worked out from the archetype, the abilities
/// (which read back checked) and the contributor table, which may be the
/// caller's own ([`FirstLevel::with`]). Store those and work it out again:
/// a result read on its own could not be checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct FirstLevel {
    /// 5 + endurance as a major contributor (at least 0: hit points are
    /// never negative).
    pub survival: u32,
    /// 5 + the archetypal ability and the verve contributor as minor
    /// contributors (at least 0).
    pub verve: u32,
    /// 12 + the archetypal ability as a major contributor.
    pub mojo: i32,
    /// One specialty.
    pub specialties: u32,
    /// The Fighting Art field bonus (+1 for a warrior).
    pub fighting_art: u32,
}

impl FirstLevel {
    /// The first level of `archetype` with these abilities, under the
    /// agreed contributor table.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_advancement::gods_and_monsters::{Abilities, Archetype, FirstLevel};
    ///
    /// let toromeen = Abilities::new(8, 12, 15, 15, 10, 18)?;
    /// let first = FirstLevel::new(Archetype::Warrior, &toromeen);
    /// assert_eq!((first.mojo, first.survival, first.verve), (16, 7, 7));
    /// # Ok::<(), osr_advancement::Error>(())
    /// ```
    #[must_use]
    pub fn new(archetype: Archetype, abilities: &Abilities) -> Self {
        Self::with(archetype, abilities, &SeedContributors)
    }

    /// The same under a contributor table of the caller's.
    #[must_use]
    pub fn with<C: Contributors + ?Sized>(
        archetype: Archetype,
        abilities: &Abilities,
        contributors: &C,
    ) -> Self {
        let archetypal = abilities.get(archetype.ability());
        // A table of the caller's may give contributors that take the sum
        // below 0; the points stop there.
        let at_least_zero = |points: i32| points.max(0).unsigned_abs();
        Self {
            survival: at_least_zero(
                FIRST_LEVEL_BASE + contributors.major(abilities.get(Ability::Endurance)),
            ),
            verve: at_least_zero(
                FIRST_LEVEL_BASE
                    + contributors.minor(archetypal)
                    + contributors.minor(abilities.get(archetype.verve_contributor())),
            ),
            mojo: i32::try_from(FIRST_LEVEL_MOJO).unwrap_or(i32::MAX)
                + contributors.major(archetypal),
            specialties: 1,
            fighting_art: archetype.fighting_art_bonus(1),
        }
    }
}

/// Gaining a level (GM-adv.survival-verve and the rows after it): at an
/// even level +d10 verve, modified by the archetypal ability and the verve
/// contributor as minor contributors; at an odd level +d10 survival,
/// modified by endurance as a major contributor; ten plus level mojo; the
/// archetypal reaction +1 and, at an even archetype level, the other
/// reactions +1; the Fighting Art field bonus on the archetype's cadence;
/// a specialty at odd levels; a thief's field or skill; and a review of
/// the moral code.
///
/// A character with several archetypes (through a specialty) uses the
/// overall level (the sum of archetype levels) for survival or verve,
/// mojo and specialties, and the raised archetype's level for reactions
/// and the Fighting Art; verve modifiers come from the archetype highest
/// after advancing, the raised one on a tie.
///
/// Reading: a gain below zero (a d10 of 1 with endurance 3) counts as no
/// gain: a level never takes survival or verve away.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_advancement::gods_and_monsters::{Abilities, Archetype, Event, LevelUp};
///
/// // Toromeen reaches level 2: d10 8 + Str 18 minor 2 + Int 12 minor 0.
/// let toromeen = Abilities::new(8, 12, 15, 15, 10, 18)?;
/// let gained = LevelUp::new(Archetype::Warrior, 2, &toromeen)?
///     .roll(&mut SuppliedFaces::new(&[8]))?;
/// assert_eq!(gained.verve_gain(), 10);
/// assert!(gained.events().contains(&Event::MojoGained { mojo: 12 }));
/// # Ok::<(), osr_advancement::Error>(())
/// ```
///
/// With the `serde` feature it serializes as its figures: `{"level": 2,
/// "raised": "warrior", "archetype_level": 2, "verve_from": "warrior",
/// "endurance_major": 2, "archetypal_minor": 2, "contributor_minor": 0}`;
/// reading it back checks the levels (2..=1000, the archetype's at most the
/// overall, the verve archetype the raised one when it holds every level)
/// and the modifiers (-20..=20).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "LevelUpFields"))]
pub struct LevelUp {
    level: u32,
    raised: Archetype,
    archetype_level: u32,
    verve_from: Archetype,
    endurance_major: i32,
    archetypal_minor: i32,
    contributor_minor: i32,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct LevelUpFields {
    level: u32,
    raised: Archetype,
    archetype_level: u32,
    verve_from: Archetype,
    endurance_major: i32,
    archetypal_minor: i32,
    contributor_minor: i32,
}

#[cfg(feature = "serde")]
impl TryFrom<LevelUpFields> for LevelUp {
    type Error = Error;

    fn try_from(f: LevelUpFields) -> Result<Self, Error> {
        osr_core::Error::check_range("level", f.level.into(), 2, HIGHEST.into())?;
        osr_core::Error::check_range(
            "archetype level",
            f.archetype_level.into(),
            1,
            f.level.into(),
        )?;
        for modifier in [f.endurance_major, f.archetypal_minor, f.contributor_minor] {
            osr_core::Error::check_range("contributor", modifier.into(), -20, 20)?;
        }
        if f.archetype_level == f.level && f.verve_from != f.raised {
            return Err(Error::Invalid {
                what: "a single archetype's verve comes from that archetype",
            });
        }
        Ok(Self {
            level: f.level,
            raised: f.raised,
            archetype_level: f.archetype_level,
            verve_from: f.verve_from,
            endurance_major: f.endurance_major,
            archetypal_minor: f.archetypal_minor,
            contributor_minor: f.contributor_minor,
        })
    }
}

impl LevelUp {
    /// A single-archetype character reaching `level`.
    ///
    /// The seed's [`level_table`](super::level_table) stops at
    /// [`TOP_LEVEL`](super::TOP_LEVEL), but a referee's table may go on to
    /// [`MAX_LEVELS`]: a level-up is bounded by the longest table, and which
    /// level the character reached is the table's to say
    /// ([`LevelTable::levels_gained`](crate::LevelTable::levels_gained)).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a level outside 2..=1000.
    pub fn new(archetype: Archetype, level: u32, abilities: &Abilities) -> Result<Self, Error> {
        Self::multi(archetype, &[(archetype, level)], abilities)
    }

    /// A character with several archetypes whose `raised` archetype gains a
    /// level; `levels` are every archetype's levels after advancing.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for an archetype level below 1 or an
    /// overall level outside 2..=1000, [`Error::Invalid`] when `raised` is
    /// not listed or an archetype is listed twice.
    pub fn multi(
        raised: Archetype,
        levels: &[(Archetype, u32)],
        abilities: &Abilities,
    ) -> Result<Self, Error> {
        Self::multi_with(raised, levels, abilities, &SeedContributors)
    }

    /// [`LevelUp::multi`] under a contributor table of the caller's.
    ///
    /// # Errors
    ///
    /// As [`LevelUp::multi`].
    pub fn multi_with<C: Contributors + ?Sized>(
        raised: Archetype,
        levels: &[(Archetype, u32)],
        abilities: &Abilities,
        contributors: &C,
    ) -> Result<Self, Error> {
        let mut level: u32 = 0;
        for (i, &(archetype, archetype_level)) in levels.iter().enumerate() {
            osr_core::Error::check_range(
                "archetype level",
                archetype_level.into(),
                1,
                HIGHEST.into(),
            )?;
            if levels[..i].iter().any(|(a, _)| *a == archetype) {
                return Err(Error::Invalid {
                    what: "an archetype is listed twice",
                });
            }
            // Each archetype at most once, each at most 1000: no overflow.
            level += archetype_level;
        }
        osr_core::Error::check_range("level", level.into(), 2, HIGHEST.into())?;
        let Some(&(_, archetype_level)) = levels.iter().find(|(a, _)| *a == raised) else {
            return Err(Error::Invalid {
                what: "the raised archetype is not listed",
            });
        };
        let highest = levels
            .iter()
            .map(|&(_, l)| l)
            .max()
            .unwrap_or(archetype_level);
        let verve_from = if archetype_level == highest {
            raised
        } else {
            levels
                .iter()
                .find(|&&(_, l)| l == highest)
                .map_or(raised, |&(a, _)| a)
        };
        Ok(Self {
            level,
            raised,
            archetype_level,
            verve_from,
            endurance_major: contributors.major(abilities.get(Ability::Endurance)),
            archetypal_minor: contributors.minor(abilities.get(verve_from.ability())),
            contributor_minor: contributors.minor(abilities.get(verve_from.verve_contributor())),
        })
    }

    /// The overall level reached.
    #[must_use]
    pub const fn level(&self) -> u32 {
        self.level
    }

    /// Whether this level rolls verve (even) rather than survival (odd).
    #[must_use]
    pub const fn rolls_verve(&self) -> bool {
        self.level % 2 == 0
    }

    /// The archetype whose modifiers the verve roll uses.
    #[must_use]
    pub const fn verve_archetype(&self) -> Archetype {
        self.verve_from
    }

    /// The modifier added to the d10.
    #[must_use]
    pub const fn modifier(&self) -> i32 {
        if self.rolls_verve() {
            self.archetypal_minor + self.contributor_minor
        } else {
            self.endurance_major
        }
    }

    fn gain(&self, die: u32) -> u32 {
        let total = i64::from(die) + i64::from(self.modifier());
        u32::try_from(total.max(0)).unwrap_or(0)
    }

    /// Rolls the level's d10 and lists every change.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<LevelGained, Error> {
        let die = Die::D10.roll(source)?;
        let gain = self.gain(die);
        let mut events = Vec::new();
        events.push(Event::LevelReached {
            level: self.level,
            archetype: self.raised,
            archetype_level: self.archetype_level,
        });
        if self.rolls_verve() {
            events.push(Event::VerveGained {
                die,
                archetype: self.verve_from,
                archetypal_minor: self.archetypal_minor,
                contributor_minor: self.contributor_minor,
                gain,
            });
        } else {
            events.push(Event::SurvivalGained {
                die,
                endurance_major: self.endurance_major,
                gain,
            });
        }
        events.push(Event::MojoGained {
            mojo: mojo_for_level(self.level),
        });
        for reaction in Reaction::ALL {
            let by = self.raised.reaction_bonus(reaction, self.archetype_level)
                - self
                    .raised
                    .reaction_bonus(reaction, self.archetype_level - 1);
            if by > 0 {
                events.push(Event::ReactionRaised { reaction, by });
            }
        }
        let art = self.raised.fighting_art_bonus(self.archetype_level);
        let by = art - self.raised.fighting_art_bonus(self.archetype_level - 1);
        if by > 0 {
            events.push(Event::FightingArtRaised {
                archetype: self.raised,
                by,
                bonus: art,
            });
        }
        if specialties_at(self.level) > specialties_at(self.level - 1) {
            events.push(Event::SpecialtyGained {
                specialties: specialties_at(self.level),
            });
        }
        if self.raised == Archetype::Thief {
            events.push(Event::ThiefAdvance);
        }
        events.push(Event::MoralCodeReview);
        Ok(LevelGained {
            events,
            dice: alloc::vec![Rolled {
                sides: 10,
                face: die,
                fate: Fate::Counted,
            }],
        })
    }

    /// The exact odds of the survival or verve gain.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_advancement::gods_and_monsters::{Abilities, Archetype, LevelUp};
    ///
    /// let toromeen = Abilities::new(8, 12, 15, 15, 10, 18)?;
    /// let odds = LevelUp::new(Archetype::Warrior, 3, &toromeen)?.odds();
    /// // d10 + 2 (endurance 15): 3..=12, one in ten each.
    /// assert_eq!(odds.probability(&12), Some(ratio(1, 10)));
    /// # Ok::<(), osr_advancement::Error>(())
    /// ```
    #[must_use]
    pub fn odds(&self) -> Odds<u32> {
        Odds::die(Die::D10, |die| self.gain(die))
    }

    /// Checks a recorded level gain against this level-up: replaying its
    /// faces must give the same events.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] with `Forged` when it differs, or the replay's
    /// error when its faces do not fit.
    pub fn verify(&self, gained: &LevelGained) -> Result<(), Error> {
        let faces: Vec<u32> = gained.dice.iter().map(|d| d.face).collect();
        let replayed = self.roll(&mut osr_core::SuppliedFaces::new(&faces))?;
        if replayed == *gained {
            Ok(())
        } else {
            Err(Error::Check(osr_check::Error::Forged))
        }
    }
}

/// One change a new level brings.
///
/// With the `serde` feature each is tagged by `event`:
/// `{"event": "mojo_gained", "mojo": 12}`.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_advancement::gods_and_monsters::{Abilities, Archetype, Event, LevelUp, Reaction};
///
/// let abilities = Abilities::new(10, 10, 10, 10, 10, 10)?;
/// let gained = LevelUp::new(Archetype::Monk, 2, &abilities)?.roll(&mut SuppliedFaces::new(&[4]))?;
/// assert!(gained.events().contains(&Event::ReactionRaised { reaction: Reaction::Perception, by: 1 }));
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", schemars(rename = "LevelUpEvent"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// The level reached (overall), and the archetype's.
    LevelReached {
        /// The overall level.
        level: u32,
        /// The archetype raised.
        archetype: Archetype,
        /// Its level.
        archetype_level: u32,
    },
    /// Odd level: survival rises by d10 + endurance major.
    SurvivalGained {
        /// The d10.
        die: u32,
        /// Endurance as a major contributor.
        endurance_major: i32,
        /// The rise (never below 0).
        gain: u32,
    },
    /// Even level: verve rises by d10 + two minor contributors.
    VerveGained {
        /// The d10.
        die: u32,
        /// The archetype whose contributors count.
        archetype: Archetype,
        /// The archetypal ability as a minor contributor.
        archetypal_minor: i32,
        /// The verve contributor as a minor contributor.
        contributor_minor: i32,
        /// The rise (never below 0).
        gain: u32,
    },
    /// Mojo: ten plus the level.
    MojoGained {
        /// The mojo gained.
        mojo: u32,
    },
    /// A reaction's bonus rises.
    ReactionRaised {
        /// The reaction.
        reaction: Reaction,
        /// By how much.
        by: u32,
    },
    /// The Fighting Art field bonus rises.
    FightingArtRaised {
        /// The archetype whose cadence gave it.
        archetype: Archetype,
        /// By how much.
        by: u32,
        /// The archetype's Fighting Art bonus now.
        bonus: u32,
    },
    /// A new specialty to choose.
    SpecialtyGained {
        /// The specialties the character has now.
        specialties: u32,
    },
    /// A thief gains +1 to one thief field or an extra skill in one of
    /// their thief fields (the player's choice).
    ThiefAdvance,
    /// The player and the Guide review the moral code: a character who
    /// played another code takes it now; a character who becomes evil
    /// becomes a non-player character; a prophet who changes code without
    /// divine help loses spirit calling and prophet specialties.
    MoralCodeReview,
}

/// A rolled [`LevelUp`]: the d10 and every change, in order.
///
/// With the `serde` feature it serializes as `{"events": [{"event":
/// "verve_gained", "die": 8, ...}, ...], "dice": [...]}`; reading it back
/// checks that it holds one d10, that it opens with the level reached and
/// that exactly one survival or verve gain shows that d10's face, with the
/// gain the face and its contributors give (at least 0)
/// ([`Error::Invalid`] otherwise); [`LevelUp::verify`] replays the rest
/// against the level-up it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "LevelGainedRecord"))]
pub struct LevelGained {
    /// Every change, in order.
    events: Vec<Event>,
    /// The d10.
    dice: Vec<Rolled>,
}

/// A [`LevelGained`] as read, before it is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct LevelGainedRecord {
    /// Every change, in order.
    events: Vec<Event>,
    /// The d10.
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<LevelGainedRecord> for LevelGained {
    type Error = Error;

    fn try_from(record: LevelGainedRecord) -> Result<Self, Error> {
        let invalid = |what| Error::Invalid { what };
        let face = match record.dice.as_slice() {
            [d] if d.sides == 10 && d.fate == Fate::Counted => d.face,
            _ => return Err(invalid("a level gain rolls one d10")),
        };
        if !matches!(record.events.first(), Some(Event::LevelReached { .. })) {
            return Err(invalid("a level gain opens with the level reached"));
        }
        let expected =
            |die: u32, modifier: i64| u32::try_from((i64::from(die) + modifier).max(0)).ok();
        let rolls: Vec<bool> = record
            .events
            .iter()
            .filter_map(|e| match *e {
                Event::SurvivalGained {
                    die,
                    endurance_major,
                    gain,
                } => Some(die == face && expected(die, endurance_major.into()) == Some(gain)),
                Event::VerveGained {
                    die,
                    archetypal_minor,
                    contributor_minor,
                    gain,
                    ..
                } => Some(
                    die == face
                        && expected(
                            die,
                            i64::from(archetypal_minor) + i64::from(contributor_minor),
                        ) == Some(gain),
                ),
                _ => None,
            })
            .collect();
        if rolls != [true] {
            return Err(invalid(
                "a level gain shows its d10 in one survival or verve gain, with the gain it gives",
            ));
        }
        Ok(Self {
            events: record.events,
            dice: record.dice,
        })
    }
}

impl LevelGained {
    /// The figure of the first event that has one, or 0 when none does.
    fn figure(&self, of: impl FnMut(&Event) -> Option<u32>) -> u32 {
        self.events.iter().find_map(of).unwrap_or(0)
    }

    /// Every change, in order.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The d10 rolled.
    #[must_use]
    pub fn dice(&self) -> &[Rolled] {
        &self.dice
    }

    /// The survival gained (0 at an even level).
    #[must_use]
    pub fn survival_gain(&self) -> u32 {
        self.figure(|e| match e {
            Event::SurvivalGained { gain, .. } => Some(*gain),
            _ => None,
        })
    }

    /// The verve gained (0 at an odd level).
    #[must_use]
    pub fn verve_gain(&self) -> u32 {
        self.figure(|e| match e {
            Event::VerveGained { gain, .. } => Some(*gain),
            _ => None,
        })
    }

    /// The mojo gained.
    #[must_use]
    pub fn mojo_gain(&self) -> u32 {
        self.figure(|e| match e {
            Event::MojoGained { mojo } => Some(*mojo),
            _ => None,
        })
    }
}

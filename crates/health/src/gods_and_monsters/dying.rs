//! The end of a round: staying conscious, the death check, the death
//! timer, and the final scene.

use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::gods_and_monsters::{Contest, ContestEnd, FieldBonus, Roll, Score};
use osr_check::{Check, Fate, Odds, PassFail, Resolved, Rolled};
use osr_core::{Die, FaceSource};

use crate::Error;

use super::{CreatureLevel, Endurance, Event, RolledAgainst, RoundHarm, Vitals};

/// The bonus death rolls get while the character is unconscious or
/// semi-conscious (rules GM-health.death-roll.mods,
/// GM-health.semi-conscious).
pub const UNCONSCIOUS_DEATH_ROLL_BONUS: i64 = 2;

/// A d20 roll at `score` plus `modifier`. A target below the lowest
/// [`Score`] fails on every face, as the true target does, so it is rolled
/// as that lowest score.
#[inline]
pub(super) fn reaction_roll(score: i32, modifier: i64) -> Result<Roll, Error> {
    let target = i64::from(score) + modifier;
    if target < i64::from(Score::MIN) {
        return Ok(Roll::new(Score::MIN)?);
    }
    let modifier = i32::try_from(modifier).map_err(|_| osr_core::Error::OutOfRange {
        what: "modifier",
        value: modifier,
        min: -100,
        max: 100,
    })?;
    Ok(Roll::new(score)?.adjusted(modifier)?)
}

/// The probability that a roll succeeds.
pub(super) fn pass_odds(roll: &Roll) -> BigRational {
    roll.odds()
        .probability(&PassFail::Pass)
        .unwrap_or_else(BigRational::zero)
}

/// What a character brings to the checks at the end of a round: the
/// reaction rolled to stay conscious (fortitude or willpower, whichever
/// the player picks), endurance for the death check, and a field bonus
/// that applies to death rolls (a skill such as falling).
///
/// # Examples
///
/// ```
/// use osr_health::gods_and_monsters::Resilience;
///
/// // Toromeen: fortitude 11, endurance 15.
/// let toromeen = Resilience::new(11, 15)?;
/// assert_eq!((toromeen.stay_conscious(), toromeen.endurance()), (11, 15));
/// assert!(Resilience::new(11, 0).is_err());
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersResilience"))]
pub struct Resilience {
    /// The reaction rolled to stay conscious: fortitude or willpower,
    /// whichever the player picks.
    stay_conscious: Score,
    /// Endurance, for the death check and the death timer.
    #[cfg_attr(feature = "serde", serde(rename = "end"))]
    endurance: Endurance,
    /// A field bonus on death rolls (a skill such as falling); 0 when
    /// left out.
    #[cfg_attr(feature = "serde", serde(default))]
    death_roll_bonus: FieldBonus,
    /// Whether the player chooses to go unconscious (for the +2 on death
    /// rolls) rather than roll to stay conscious.
    #[cfg_attr(feature = "serde", serde(default))]
    chooses_unconsciousness: bool,
    /// How the death check settles when both sides succeed: `"contest"`
    /// (both roll again; the default) or `"one_round"` (the rules'
    /// example).
    #[cfg_attr(feature = "serde", serde(default))]
    reading: DeathCheckReading,
}

/// How the death check settles when both the injuries and the endurance
/// roll succeed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersDeathCheckReading")
)]
pub enum DeathCheckReading {
    /// As every contest (rule GM-dice.contest): both roll again, until one
    /// side alone succeeds or the injuries fail. Both d20s are rolled in
    /// each round, the injuries' first.
    #[default]
    Contest,
    /// One round, as the rules' example reads: the endurance roll is made
    /// only after the injuries' roll succeeds, and its success saves the
    /// character.
    OneRound,
}

/// How a death check ends ([`Resilience::death_check_odds`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DeathCheckEnd {
    /// Death averted.
    Averted,
    /// The character is dying.
    Dying,
}

impl Resilience {
    /// Fortitude or willpower `stay_conscious`, endurance `endurance`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside [`Score::MIN`]`..=`[`Score::MAX`]
    /// or an endurance outside [`Endurance::MIN`]`..=`[`Endurance::MAX`].
    pub fn new(stay_conscious: i32, endurance: i32) -> Result<Self, Error> {
        Ok(Self::from_scores(
            Score::new(stay_conscious)?,
            Endurance::new(endurance)?,
        ))
    }

    /// The same from a score and an endurance already checked: nothing
    /// left to refuse.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::Score;
    /// use osr_health::gods_and_monsters::{Endurance, Resilience};
    ///
    /// let r = Resilience::from_scores(Score::new(11)?, Endurance::new(15)?);
    /// assert_eq!(r, Resilience::new(11, 15)?);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub const fn from_scores(stay_conscious: Score, endurance: Endurance) -> Self {
        Self {
            stay_conscious,
            endurance,
            death_roll_bonus: FieldBonus::ZERO,
            chooses_unconsciousness: false,
            reading: DeathCheckReading::Contest,
        }
    }

    /// The same with the death check settled as `reading` says.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::{DeathCheckReading, Resilience};
    ///
    /// let r = Resilience::new(11, 15)?.with_reading(DeathCheckReading::OneRound);
    /// assert_eq!(r.reading(), DeathCheckReading::OneRound);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub const fn with_reading(self, reading: DeathCheckReading) -> Self {
        Self { reading, ..self }
    }

    /// How the death check settles.
    #[must_use]
    pub const fn reading(&self) -> DeathCheckReading {
        self.reading
    }

    /// The same with a field bonus on death rolls (rule
    /// GM-health.death-roll.mods).
    #[must_use]
    pub const fn with_death_roll_bonus(self, bonus: FieldBonus) -> Self {
        Self {
            death_roll_bonus: bonus,
            ..self
        }
    }

    /// The same with the player choosing to lose consciousness rather than
    /// roll for it (rule GM-health.unconscious), which also gives death
    /// rolls their bonus.
    #[must_use]
    pub const fn choosing_unconsciousness(self, chooses: bool) -> Self {
        Self {
            chooses_unconsciousness: chooses,
            ..self
        }
    }

    /// The fortitude or willpower rolled to stay conscious.
    #[must_use]
    pub const fn stay_conscious(&self) -> i32 {
        self.stay_conscious.get()
    }

    /// Endurance.
    #[must_use]
    pub const fn endurance(&self) -> i32 {
        self.endurance.get()
    }

    /// The roll to stay conscious at `injuries` (rule
    /// GM-health.unconscious): fortitude or willpower minus the injuries.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::Resilience;
    ///
    /// // Fortitude 11 with 2 injuries: 9 or less.
    /// assert_eq!(Resilience::new(11, 15)?.consciousness_roll(2).target(), 9);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Panics
    ///
    /// Never: a target below [`Roll`]'s lowest score is rolled as that
    /// score, and above it the penalty is at most 80, within the
    /// modifier's range.
    #[must_use]
    #[inline]
    pub fn consciousness_roll(&self, injuries: u32) -> Roll {
        reaction_roll(self.stay_conscious.get(), -i64::from(injuries))
            .expect("a clamped reaction roll is in range")
    }

    /// The death check at `injuries` (rule GM-health.death-check, with the
    /// modifiers of GM-health.death-roll.mods): a contest in which the
    /// injuries act, rolling at most the injury total, against endurance
    /// minus injuries, +2 while unconscious, plus the death-roll field
    /// bonus. Won by the injuries ([`ContestEnd::Won`]`(0)`): dying.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::Resilience;
    ///
    /// let check = Resilience::new(11, 15)?.death_check(2, false);
    /// assert_eq!((check.sides()[0].target(), check.sides()[1].target()), (2, 13));
    /// let asleep = Resilience::new(11, 15)?.death_check(2, true);
    /// assert_eq!(asleep.sides()[1].target(), 15);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Panics
    ///
    /// Never: the injuries roll at most 60, a score [`Roll`] takes, and the
    /// endurance roll is clamped as [`consciousness_roll`](Self::consciousness_roll)
    /// is (endurance at most 40, a bonus at most 22).
    #[must_use]
    #[inline]
    pub fn death_check(&self, injuries: u32, unconscious: bool) -> Contest {
        // Past 60 injuries the injuries cannot fail, and the endurance
        // side can, so no doubling happens: 60 rolls the same.
        let acting = Roll::new(i32::try_from(injuries.min(60)).unwrap_or(60))
            .expect("0..=60 is a roll's score");
        Contest::opposed(
            acting,
            reaction_roll(
                self.endurance.get(),
                self.death_modifier(injuries, unconscious),
            )
            .expect("a clamped reaction roll is in range"),
        )
    }

    /// The endurance roll's target in the death check.
    #[must_use]
    pub fn death_roll_target(&self, injuries: u32, unconscious: bool) -> i64 {
        i64::from(self.endurance.get()) + self.death_modifier(injuries, unconscious)
    }

    /// The exact odds of the death check at `injuries` (rule
    /// GM-health.death-check), read as this resilience reads it: as a
    /// contest, the injuries' success against a failed endurance roll over
    /// the rounds until one of them settles it; in one round, the
    /// injuries' success times the endurance roll's failure.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_health::gods_and_monsters::{DeathCheckEnd, DeathCheckReading, Resilience};
    ///
    /// // Toromeen, endurance 15, with 2 injuries: the injuries succeed on 1-2
    /// // and the endurance roll fails on 14-20, 2/20 * 7/20 in one round.
    /// let toromeen = Resilience::new(11, 15)?.with_reading(DeathCheckReading::OneRound);
    /// let odds = toromeen.death_check_odds(2, false);
    /// assert_eq!(odds.probability(&DeathCheckEnd::Dying), Some(ratio(7, 200)));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Panics
    ///
    /// Never: the two ends are a chance in 0..=1 and its complement.
    #[must_use]
    pub fn death_check_odds(&self, injuries: u32, unconscious: bool) -> Odds<DeathCheckEnd> {
        let contest = self.death_check(injuries, unconscious);
        let dying = match self.reading {
            DeathCheckReading::Contest => contest
                .odds()
                .probability(&ContestEnd::Won(0))
                .unwrap_or_else(BigRational::zero),
            DeathCheckReading::OneRound => {
                let dies = BigRational::one() - pass_odds(&contest.sides()[1]);
                pass_odds(&contest.sides()[0]) * dies
            }
        };
        let averted = BigRational::one() - &dying;
        Odds::new(
            [
                (DeathCheckEnd::Averted, averted),
                (DeathCheckEnd::Dying, dying),
            ],
            None,
        )
        .expect("a chance and its complement sum to 1")
    }

    #[inline]
    fn death_modifier(&self, injuries: u32, unconscious: bool) -> i64 {
        let bonus = if unconscious {
            UNCONSCIOUS_DEATH_ROLL_BONUS
        } else {
            0
        };
        i64::from(self.death_roll_bonus.get()) + bonus - i64::from(injuries)
    }
}

/// The unit a death timer counts in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersTimerUnit"))]
pub enum TimerUnit {
    /// Minutes, while conscious.
    Minutes,
    /// Hours, once unconscious.
    Hours,
}

/// The time a dying character has left (rule GM-health.death-timer):
/// endurance minus injuries minutes; once the character goes unconscious
/// the minutes left become hours. Healing the injuries to 0 in time
/// cancels death ([`DeathTimer::cancelled_by`]); when the time runs out
/// the character dies by the end of the scene (rule
/// GM-health.death.final-scene).
///
/// # Examples
///
/// ```
/// use osr_health::gods_and_monsters::{DeathTimer, TimerUnit};
///
/// // Endurance 15, 2 injuries: 13 minutes; a minute later he goes unconscious.
/// let timer = DeathTimer::start(15, 2, false).elapse(1).fall_unconscious();
/// assert_eq!((timer.left(), timer.unit()), (12, TimerUnit::Hours));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersDeathTimer"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DeathTimer {
    left: u32,
    unit: TimerUnit,
}

impl DeathTimer {
    /// The timer of a character who has just failed the death check:
    /// endurance minus injuries (none left when the injuries reach the
    /// endurance), in hours if the character is unconscious.
    #[must_use]
    pub fn start(endurance: i32, injuries: u32, unconscious: bool) -> Self {
        let left = i64::from(endurance) - i64::from(injuries);
        Self {
            left: u32::try_from(left.max(0)).unwrap_or(0),
            unit: if unconscious {
                TimerUnit::Hours
            } else {
                TimerUnit::Minutes
            },
        }
    }

    /// The time left, in [`unit`](Self::unit)s.
    #[must_use]
    pub const fn left(&self) -> u32 {
        self.left
    }

    /// The unit the time left counts in.
    #[must_use]
    pub const fn unit(&self) -> TimerUnit {
        self.unit
    }

    /// Whether the time has run out: the character dies by the end of the
    /// current scene, and no healing helps.
    #[must_use]
    pub const fn ran_out(&self) -> bool {
        self.left == 0
    }

    /// The timer after `units` of its unit have passed.
    #[must_use]
    pub const fn elapse(self, units: u32) -> Self {
        Self {
            left: self.left.saturating_sub(units),
            ..self
        }
    }

    /// The timer once the character goes unconscious: the minutes left
    /// become hours.
    #[must_use]
    pub const fn fall_unconscious(self) -> Self {
        Self {
            unit: TimerUnit::Hours,
            ..self
        }
    }

    /// Whether `injuries` cancel death: they dropped to 0 before the time
    /// ran out.
    #[must_use]
    pub const fn cancelled_by(&self, injuries: u32) -> bool {
        injuries == 0 && !self.ran_out()
    }
}

/// How a round ended for a character: the bands of [`RoundEnd::odds`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersConsequence"))]
pub enum Consequence {
    /// Nothing lost.
    Unharmed,
    /// Survival, verve or a pool lost; no injuries gained; conscious.
    Hurt,
    /// Injuries gained; conscious; not dying.
    Injured,
    /// Unconscious, not dying.
    Unconscious,
    /// Dying, conscious: minutes left.
    Dying,
    /// Dying and unconscious: hours left.
    DyingUnconscious,
    /// Dying with no time left (injuries at or above endurance): dead by
    /// the end of the scene.
    Doomed,
}

impl Consequence {
    /// Whether the character is dying (or doomed).
    #[must_use]
    pub const fn is_dying(self) -> bool {
        matches!(self, Self::Dying | Self::DyingUnconscious | Self::Doomed)
    }
}

/// The checks at the end of a round in which a character was harmed (rules
/// GM-health.unconscious, GM-health.death-check, GM-health.death-timer,
/// GM-health.death-roll.mods).
///
/// - A character who dropped to 0 survival or gained injuries rolls to stay
///   conscious ([`Resilience::consciousness_roll`]); failing, or choosing
///   to, they go unconscious at the end of the round for as many minutes
///   as their injuries.
/// - A character who gained injuries, and whose injuries now exceed their
///   survival (plus verve when the latest injuries were archetypal), makes
///   the death check ([`Resilience::death_check`]), at +2 when
///   unconscious: the consciousness roll comes first, so a character who
///   failed it makes the death check unconscious. Losing it starts the
///   [`DeathTimer`], in hours when unconscious.
///
/// The seed states the death check for player characters; non-player
/// characters are read the same way, with the estimated endurance of
/// [`npc_endurance`](super::npc_endurance) when theirs is unknown.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::gods_and_monsters::{Consequence, Hit, Resilience, RoundEnd, RoundHarm, Vitals};
///
/// // Toromeen at 4 survival takes 6: 2 injuries; fortitude roll 6 (<= 9), then
/// // the Guide rolls 1 (<= 2) and Tony 20 (> 13): dying, 13 minutes.
/// let mut vitals = Vitals::new(7, 17)?.with_survival(4)?.with_verve(0)?;
/// let mut round = RoundHarm::default();
/// round.add(&vitals.take(Hit::new(6)?.archetypal(true))?);
/// let end = RoundEnd::new(vitals, round, Resilience::new(11, 15)?);
/// let outcome = end.roll(&mut SuppliedFaces::new(&[6, 1, 20]))?;
/// assert_eq!(outcome.consequence(), Consequence::Dying);
/// assert_eq!(outcome.death_timer().map(|t| t.left()), Some(13));
/// # Ok::<(), osr_health::Error>(())
/// ```
///
/// With the `serde` feature it serializes as its parts; reading it back
/// checks each, and that the injuries gained this round are not more than
/// the character's injuries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RoundEndFields"))]
pub struct RoundEnd {
    vitals: Vitals,
    harm: RoundHarm,
    resilience: Resilience,
    #[cfg_attr(feature = "serde", serde(default))]
    unconscious: bool,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RoundEndFields {
    vitals: Vitals,
    harm: RoundHarm,
    resilience: Resilience,
    #[serde(default)]
    unconscious: bool,
}

#[cfg(feature = "serde")]
impl TryFrom<RoundEndFields> for RoundEnd {
    type Error = Error;

    fn try_from(f: RoundEndFields) -> Result<Self, Error> {
        super::vitals::at_most(
            "injuries gained this round",
            f.harm.injuries_gained,
            f.vitals.injuries(),
        )?;
        Ok(Self::new(f.vitals, f.harm, f.resilience).already_unconscious(f.unconscious))
    }
}

/// What the end of a round did: its band, the state after it, every event
/// and every die.
///
/// With the `serde` feature it serializes its band as the odds name it
/// (`"consequence": "dying"`), its events and its dice; each die read back
/// is checked against its sides, and [`RoundEnd::verify`] replays it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Aftermath {
    consequence: Consequence,
    vitals: Vitals,
    unconscious_minutes: Option<u32>,
    death_timer: Option<DeathTimer>,
    events: Vec<Event>,
    dice: Vec<Rolled>,
}

impl Aftermath {
    pub(super) const fn new(
        consequence: Consequence,
        vitals: Vitals,
        (unconscious_minutes, death_timer): (Option<u32>, Option<DeathTimer>),
        events: Vec<Event>,
        dice: Vec<Rolled>,
    ) -> Self {
        Self {
            consequence,
            vitals,
            unconscious_minutes,
            death_timer,
            events,
            dice,
        }
    }

    /// The band.
    #[must_use]
    pub const fn consequence(&self) -> Consequence {
        self.consequence
    }

    /// The character's survival, verve and injuries after it all.
    #[must_use]
    pub const fn vitals(&self) -> &Vitals {
        &self.vitals
    }

    /// For how many minutes the character goes unconscious, when they do.
    #[must_use]
    pub const fn unconscious_minutes(&self) -> Option<u32> {
        self.unconscious_minutes
    }

    /// The death timer, when the character is dying.
    #[must_use]
    pub const fn death_timer(&self) -> Option<DeathTimer> {
        self.death_timer
    }

    /// What happened, in order.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The band and the times, without the events and dice: what
    /// [`RoundEnd::roll_bare`] gives from the same faces.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::gods_and_monsters::{Consequence, Resilience, RoundEnd, RoundHarm, Vitals};
    ///
    /// let vitals = Vitals::new(7, 0)?.with_survival(0)?;
    /// let harm = RoundHarm { hurt: true, dropped_to_zero: true, ..RoundHarm::default() };
    /// let end = RoundEnd::new(vitals, harm, Resilience::new(11, 15)?);
    /// let outcome = end.roll(&mut SuppliedFaces::new(&[4]))?;
    /// assert_eq!(outcome.bare().consequence(), Consequence::Hurt);
    /// assert_eq!(outcome.bare(), end.roll_bare(&mut SuppliedFaces::new(&[4]))?);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub const fn bare(&self) -> BareAftermath {
        BareAftermath {
            consequence: self.consequence,
            unconscious_minutes: self.unconscious_minutes,
            death_timer: self.death_timer,
        }
    }
}

impl Resolved for Aftermath {
    type Band = Consequence;

    fn band(&self) -> Consequence {
        self.consequence
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

/// What the end of a round did, as an [`Aftermath`] tells it, without its
/// events and dice: what [`RoundEnd::roll_bare`] gives.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::gods_and_monsters::{Consequence, Resilience, RoundEnd, RoundHarm, Vitals};
///
/// // Dropped to 0 survival: fortitude 11 fails on a 15, unconscious for 0 minutes.
/// let vitals = Vitals::new(7, 0)?.with_survival(0)?;
/// let harm = RoundHarm { hurt: true, dropped_to_zero: true, ..RoundHarm::default() };
/// let bare = RoundEnd::new(vitals, harm, Resilience::new(11, 15)?)
///     .roll_bare(&mut SuppliedFaces::new(&[15]))?;
/// assert_eq!(bare.consequence(), Consequence::Unconscious);
/// assert_eq!((bare.unconscious_minutes(), bare.death_timer()), (Some(0), None));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BareAftermath {
    consequence: Consequence,
    unconscious_minutes: Option<u32>,
    death_timer: Option<DeathTimer>,
}

impl BareAftermath {
    /// The band.
    #[must_use]
    pub const fn consequence(&self) -> Consequence {
        self.consequence
    }

    /// For how many minutes the character goes unconscious, when they do.
    #[must_use]
    pub const fn unconscious_minutes(&self) -> Option<u32> {
        self.unconscious_minutes
    }

    /// The death timer, when the character is dying.
    #[must_use]
    pub const fn death_timer(&self) -> Option<DeathTimer> {
        self.death_timer
    }
}

/// Where the end of a round puts what it rolls: [`RoundEnd::roll`] keeps
/// every event and die ([`Kept`]), [`RoundEnd::roll_bare`] nothing
/// ([`Unkept`]).
trait Record {
    /// An event, made only if it is kept.
    fn event(&mut self, event: impl FnOnce() -> Event);
    /// A save's d20.
    fn d20(&mut self, face: u32);
    /// Rolls the death check's contest to its end, the injuries
    /// (`injuries`) against the endurance roll (`endurance_target`).
    fn death_contest<S: FaceSource + ?Sized>(
        &mut self,
        contest: &Contest,
        source: &mut S,
        injuries: u32,
        endurance_target: i64,
    ) -> Result<ContestEnd, Error>;
}

/// Every event and die kept, in order.
struct Kept<'a> {
    events: &'a mut Vec<Event>,
    dice: &'a mut Vec<Rolled>,
}

impl Record for Kept<'_> {
    fn event(&mut self, event: impl FnOnce() -> Event) {
        self.events.push(event());
    }

    fn d20(&mut self, face: u32) {
        self.dice.push(Rolled {
            sides: Die::D20.sides(),
            face,
            fate: Fate::Counted,
        });
    }

    fn death_contest<S: FaceSource + ?Sized>(
        &mut self,
        contest: &Contest,
        source: &mut S,
        injuries: u32,
        endurance_target: i64,
    ) -> Result<ContestEnd, Error> {
        let outcome = contest.roll(source)?;
        for pair in outcome.dice().chunks(2) {
            if let [acting, resisting] = pair {
                self.events.push(Event::DeathCheckRolled {
                    injuries,
                    injuries_face: acting.face,
                    endurance_target,
                    endurance_face: Some(resisting.face),
                });
            }
        }
        self.dice.extend_from_slice(outcome.dice());
        Ok(outcome.end())
    }
}

/// Nothing kept.
struct Unkept;

impl Record for Unkept {
    fn event(&mut self, _: impl FnOnce() -> Event) {}

    fn d20(&mut self, _: u32) {}

    fn death_contest<S: FaceSource + ?Sized>(
        &mut self,
        contest: &Contest,
        source: &mut S,
        _: u32,
        _: i64,
    ) -> Result<ContestEnd, Error> {
        Ok(contest.roll_end(source)?)
    }
}

/// A save's d20, drawn as osr-check rolls a Gods & Monsters [`Roll`] (one
/// d20, passed at or under the target): the face and whether it passed.
fn d20<S: FaceSource + ?Sized>(roll: &Roll, source: &mut S) -> Result<(u32, bool), Error> {
    let face = Die::D20.roll(source)?;
    Ok((face, i64::from(face) <= i64::from(roll.target())))
}

impl RoundEnd {
    /// The end of a round: the character's state after the round's hits,
    /// what the round did to them, and their resilience.
    #[must_use]
    pub const fn new(vitals: Vitals, harm: RoundHarm, resilience: Resilience) -> Self {
        Self {
            vitals,
            harm,
            resilience,
            unconscious: false,
        }
    }

    /// The same for a character who was already unconscious (or
    /// semi-conscious): no roll to stay conscious, +2 on death rolls.
    #[must_use]
    pub const fn already_unconscious(self, unconscious: bool) -> Self {
        Self {
            unconscious,
            ..self
        }
    }

    /// The character's state at the end of the round.
    #[must_use]
    pub const fn vitals(&self) -> &Vitals {
        &self.vitals
    }

    /// Whether the character must roll to stay conscious.
    #[must_use]
    pub const fn needs_consciousness_roll(&self) -> bool {
        (self.harm.dropped_to_zero || self.harm.injuries_gained > 0)
            && !self.unconscious
            && !self.resilience.chooses_unconsciousness
    }

    /// Whether the character faces the death check.
    #[must_use]
    pub fn faces_death_check(&self) -> bool {
        self.harm.injuries_gained > 0
            && self.vitals.injuries()
                > self
                    .vitals
                    .survival_against_injuries(self.harm.latest_archetypal)
    }

    fn goes_unconscious(&self) -> bool {
        self.unconscious
            || (self.resilience.chooses_unconsciousness
                && (self.harm.dropped_to_zero || self.harm.injuries_gained > 0))
    }

    fn base(&self) -> Consequence {
        if self.harm.injuries_gained > 0 {
            Consequence::Injured
        } else if self.harm.hurt {
            Consequence::Hurt
        } else {
            Consequence::Unharmed
        }
    }

    #[inline]
    fn band(&self, unconscious: bool, dying: bool) -> Consequence {
        if dying {
            let timer = DeathTimer::start(
                self.resilience.endurance(),
                self.vitals.injuries(),
                unconscious,
            );
            if timer.ran_out() {
                Consequence::Doomed
            } else if unconscious {
                Consequence::DyingUnconscious
            } else {
                Consequence::Dying
            }
        } else if unconscious {
            Consequence::Unconscious
        } else {
            self.base()
        }
    }

    /// Rolls the end of the round: the d20 to stay conscious (when
    /// needed), then the rounds of the death check (when faced), the
    /// injuries' d20 before the endurance d20 in each.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails; [`Error::Check`]
    /// (`Unresolved`) if the death check ties round after round past
    /// osr-check's limit.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<Aftermath, Error> {
        let mut events = Vec::new();
        let mut dice = Vec::new();
        self.roll_into(source, &mut events, &mut dice)
            .map(|(consequence, minutes, timer)| Aftermath {
                consequence,
                vitals: self.vitals,
                unconscious_minutes: minutes,
                death_timer: timer,
                events,
                dice,
            })
    }

    /// Rolls the end of the round as [`roll`](Self::roll) does (the same
    /// faces, drawn in the same order, and the same band and times) but
    /// keeps no events and no dice, and so allocates nothing: for
    /// simulations that play many fights and need only how each round
    /// ended.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::gods_and_monsters::{Consequence, Hit, Resilience, RoundEnd, RoundHarm, Vitals};
    ///
    /// // Toromeen at 4 survival takes 6: 2 injuries; fortitude roll 6, then
    /// // the injuries roll 1 and the endurance roll 20: dying, 13 minutes.
    /// let mut vitals = Vitals::new(7, 17)?.with_survival(4)?.with_verve(0)?;
    /// let mut round = RoundHarm::default();
    /// round.add(&vitals.take(Hit::new(6)?.archetypal(true))?);
    /// let end = RoundEnd::new(vitals, round, Resilience::new(11, 15)?);
    /// let bare = end.roll_bare(&mut SuppliedFaces::new(&[6, 1, 20]))?;
    /// assert_eq!(bare.consequence(), Consequence::Dying);
    /// assert_eq!(bare.death_timer().map(|t| t.left()), Some(13));
    /// assert_eq!(bare, end.roll(&mut SuppliedFaces::new(&[6, 1, 20]))?.bare());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`roll`](Self::roll).
    pub fn roll_bare<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<BareAftermath, Error> {
        self.resolve(source, &mut Unkept)
            .map(
                |(consequence, unconscious_minutes, death_timer)| BareAftermath {
                    consequence,
                    unconscious_minutes,
                    death_timer,
                },
            )
    }

    pub(super) fn roll_into<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
        events: &mut Vec<Event>,
        dice: &mut Vec<Rolled>,
    ) -> Result<(Consequence, Option<u32>, Option<DeathTimer>), Error> {
        self.resolve(source, &mut Kept { events, dice })
    }

    /// The rolls at the end of the round, in order, with what they give
    /// handed to `record`: the one implementation of the rules behind
    /// [`roll`](Self::roll) and [`roll_bare`](Self::roll_bare).
    fn resolve<S: FaceSource + ?Sized, R: Record>(
        &self,
        source: &mut S,
        record: &mut R,
    ) -> Result<(Consequence, Option<u32>, Option<DeathTimer>), Error> {
        let injuries = self.vitals.injuries();
        let mut unconscious = self.goes_unconscious();
        if self.resilience.chooses_unconsciousness && unconscious && !self.unconscious {
            record.event(|| Event::ChoseUnconsciousness);
        }
        if self.needs_consciousness_roll() {
            let roll = self.resilience.consciousness_roll(injuries);
            let (face, passed) = d20(&roll, source)?;
            record.d20(face);
            record.event(|| Event::CheckRolled {
                reaction: RolledAgainst::StayConscious,
                target: i64::from(self.resilience.stay_conscious()) - i64::from(injuries),
                face,
                passed,
            });
            unconscious = !passed;
        }
        let minutes = (unconscious && !self.unconscious).then_some(injuries);
        if let Some(minutes) = minutes {
            record.event(|| Event::FellUnconscious { minutes });
        }
        let mut timer = None;
        if self.faces_death_check() {
            let dies = match self.resilience.reading {
                DeathCheckReading::Contest => {
                    let contest = self.resilience.death_check(injuries, unconscious);
                    let endurance_target = self.resilience.death_roll_target(injuries, unconscious);
                    record.death_contest(&contest, source, injuries, endurance_target)?
                        == ContestEnd::Won(0)
                }
                DeathCheckReading::OneRound => self.roll_one_round(source, unconscious, record)?,
            };
            if dies {
                let started = DeathTimer::start(self.resilience.endurance(), injuries, unconscious);
                record.event(|| Event::Dying { timer: started });
                timer = Some(started);
            } else {
                record.event(|| Event::DeathAverted);
            }
        }
        Ok((self.band(unconscious, timer.is_some()), minutes, timer))
    }

    /// The death check in one round, the endurance roll only after the
    /// injuries succeed; whether the character is dying.
    fn roll_one_round<S: FaceSource + ?Sized, R: Record>(
        &self,
        source: &mut S,
        unconscious: bool,
        record: &mut R,
    ) -> Result<bool, Error> {
        let injuries = self.vitals.injuries();
        let contest = self.resilience.death_check(injuries, unconscious);
        let [acting, resisting] = [contest.sides()[0], contest.sides()[1]];
        let (injuries_face, injured) = d20(&acting, source)?;
        record.d20(injuries_face);
        let endurance = if injured {
            let (face, passed) = d20(&resisting, source)?;
            record.d20(face);
            Some((face, passed))
        } else {
            None
        };
        record.event(|| Event::DeathCheckRolled {
            injuries,
            injuries_face,
            endurance_target: self.resilience.death_roll_target(injuries, unconscious),
            endurance_face: endurance.map(|(face, _)| face),
        });
        Ok(endurance.is_some_and(|(_, passed)| !passed))
    }

    /// The chance the death check leaves the character dying.
    fn dying_odds(&self, unconscious: bool) -> BigRational {
        self.resilience
            .death_check_odds(self.vitals.injuries(), unconscious)
            .probability(&DeathCheckEnd::Dying)
            .unwrap_or_else(BigRational::zero)
    }

    /// The exact probability of every [`Consequence`].
    ///
    /// # Panics
    ///
    /// Never: the bands split certainty by the rolls' exact chances, so
    /// they sum to 1.
    #[must_use]
    pub fn odds(&self) -> Odds<Consequence> {
        Odds::new(self.weights(), None).expect("the consequences' chances sum to 1")
    }

    /// The bands and their probabilities, unmerged.
    pub(super) fn weights(&self) -> Vec<(Consequence, BigRational)> {
        let injuries = self.vitals.injuries();
        let mut branches = Vec::new();
        if self.needs_consciousness_roll() {
            let stays = pass_odds(&self.resilience.consciousness_roll(injuries));
            branches.push((true, BigRational::one() - &stays));
            branches.push((false, stays));
        } else {
            branches.push((self.goes_unconscious(), BigRational::one()));
        }
        let mut weights = Vec::new();
        for (unconscious, p) in branches {
            if self.faces_death_check() {
                let dies = self.dying_odds(unconscious);
                weights.push((self.band(unconscious, true), &p * &dies));
                weights.push((
                    self.band(unconscious, false),
                    p * (BigRational::one() - dies),
                ));
            } else {
                weights.push((self.band(unconscious, false), p));
            }
        }
        weights
    }

    /// Checks a recorded outcome against this end of round: rolling its
    /// own faces again must give the same outcome.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] (`Forged`) when it does not.
    pub fn verify(&self, outcome: &Aftermath) -> Result<(), Error> {
        crate::verify_replay(outcome, &outcome.faces(), |faces| self.roll(faces))
    }
}

/// The heroic last effort of a character whose time ran out (rule
/// GM-health.death.final-scene): the roll gets the character's level as a
/// bonus and ignores the injury penalty; it is archetypal for everyone who
/// adds mojo, and each of them gains experience for the whole amount bid.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::Roll;
/// use osr_health::gods_and_monsters::{HeroicEffort, CreatureLevel};
///
/// // A 2nd-level character attacking at 12 (injury penalty left out).
/// let effort = HeroicEffort::new(CreatureLevel::new(2)?);
/// assert_eq!(effort.roll(Roll::new(12)?)?.target(), 14);
/// // 3 mojo of their own and 2 of an ally's, all 5 needed: 250 XP each.
/// assert_eq!(effort.experience(5), 250);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct HeroicEffort {
    level: CreatureLevel,
}

/// Experience per point of mojo spent (osr-check's
/// [`XP_PER_MOJO_SPENT`](osr_check::gods_and_monsters::XP_PER_MOJO_SPENT)).
pub const XP_PER_MOJO: u64 = osr_check::gods_and_monsters::XP_PER_MOJO_SPENT;

impl HeroicEffort {
    /// The heroic last effort of a character of `level`.
    #[must_use]
    pub const fn new(level: CreatureLevel) -> Self {
        Self { level }
    }

    /// The effort's roll: `roll` (made without the injury penalty) plus the
    /// level.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the modifier leaves [`Roll`]'s range.
    pub fn roll(&self, roll: Roll) -> Result<Roll, Error> {
        let level = i32::try_from(self.level.get()).unwrap_or(i32::MAX);
        Ok(roll.adjusted(level)?)
    }

    /// The experience every contributor gains when `spent` mojo in all was
    /// used on the roll: 50 per point, as if each had spent all of it.
    #[must_use]
    pub fn experience(&self, spent: u32) -> u64 {
        // At most 50 times the largest u32: far inside u64.
        u64::from(spent) * XP_PER_MOJO
    }
}

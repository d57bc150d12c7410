//! The smaller rules of a Murdham fight: social actions, situations that
//! impair attacks, reacting to a trap, and speed in zones.

use alloc::string::String;

use num_rational::BigRational;
use osr_check::murdham::Save;
use osr_check::{Check, Odds, PassFail, Resolved};
use osr_core::{Edge, FaceSource};

use crate::Error;

/// A social action used in a fight (MU-combat.social.distract,
/// .intimidate, .taunt). Each takes the actor's whole round.
///
/// # Examples
///
/// ```
/// use osr_combat::murdham::{Effect, Social};
///
/// assert_eq!(Social::Taunt.row().effect, Effect::MustHarmActor);
/// assert!(Social::Taunt.row().actor_saves);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamSocial"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Social {
    /// Draw the target's attention away (music, talk, noise).
    Distract,
    /// Threaten the target.
    Intimidate,
    /// Provoke the target with insults.
    Taunt,
}

/// What a successful social action does to its target in a fight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamEffect"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Effect {
    /// The target loses its next turn.
    LosesNextTurn,
    /// The target is frightened of the actor (it cannot approach the
    /// actor; MU-health.fear.effects).
    FrightenedOfActor,
    /// The target's next turn can only go to trying to harm the actor.
    MustHarmActor,
}

/// One row of the social actions table: how the action is resolved and
/// what it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SocialRow {
    /// The action.
    pub action: Social,
    /// A stable key.
    pub id: &'static str,
    /// The name to show.
    pub name: &'static str,
    /// Whether the actor must pass a WIT save first.
    pub actor_saves: bool,
    /// Whether the target may resist with a WIT save (unless the attempt
    /// is [`Force::Irresistible`]).
    pub target_resists: bool,
    /// What success does in a fight.
    pub effect: Effect,
    /// Rounds the attempt takes in a fight.
    pub rounds: u32,
}

/// The social actions of a fight, as data.
pub const SOCIAL_ACTIONS: &[SocialRow] = &[
    SocialRow {
        action: Social::Distract,
        id: "distract",
        name: "Distract",
        actor_saves: false,
        target_resists: true,
        effect: Effect::LosesNextTurn,
        rounds: 1,
    },
    SocialRow {
        action: Social::Intimidate,
        id: "intimidate",
        name: "Intimidate",
        actor_saves: false,
        target_resists: true,
        effect: Effect::FrightenedOfActor,
        rounds: 1,
    },
    SocialRow {
        action: Social::Taunt,
        id: "taunt",
        name: "Taunt",
        actor_saves: true,
        target_resists: true,
        effect: Effect::MustHarmActor,
        rounds: 1,
    },
];

impl Social {
    /// This action's row of [`SOCIAL_ACTIONS`].
    #[must_use]
    pub const fn row(self) -> &'static SocialRow {
        match self {
            Self::Distract => &SOCIAL_ACTIONS[0],
            Self::Intimidate => &SOCIAL_ACTIONS[1],
            Self::Taunt => &SOCIAL_ACTIONS[2],
        }
    }

    /// The action with this [`SocialRow::id`].
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] (`"social action"`) for another id.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::murdham::Social;
    ///
    /// assert_eq!(Social::lookup("intimidate")?, Social::Intimidate);
    /// assert!(Social::lookup("flatter").is_err());
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    pub fn lookup(id: &str) -> Result<Self, Error> {
        SOCIAL_ACTIONS
            .iter()
            .find(|row| row.id == id)
            .map(|row| row.action)
            .ok_or_else(|| Error::UnknownId {
                table: "social action",
                id: String::from(id),
            })
    }
}

/// How forceful a social attempt is, by the referee's judgement of the
/// player's description.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamForce"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Force {
    /// It cannot work: nothing is rolled and nothing happens (the round is
    /// spent all the same).
    Ineffective,
    /// It may work: the saves of its row are rolled.
    #[default]
    Resistible,
    /// It works too well to resist: the target has no save (the actor
    /// still saves where the row says so).
    Irresistible,
}

/// A situation that impairs a character's attacks (MU-combat.impaired-situations).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamSituation"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Situation {
    /// Keeping one's balance on difficult ground.
    Balancing,
    /// Just landed from a leap.
    AfterLeap,
    /// Climbing (one hand holds on).
    Climbing,
    /// In the water.
    InWater,
}

/// The situations that impair attacks, as data.
pub const IMPAIRING_SITUATIONS: &[Situation] = &[
    Situation::Balancing,
    Situation::AfterLeap,
    Situation::Climbing,
    Situation::InWater,
];

/// The edge an attack made in these situations has: one impairment when
/// any applies (more impairments add nothing in Murdham: osr-check nets
/// them), plus `enhancements` the caller knows of.
///
/// # Examples
///
/// ```
/// use osr_core::Edge;
/// use osr_combat::murdham::{Situation, attack_edge};
///
/// assert_eq!(attack_edge(&[Situation::Climbing], 0), Edge::new(0, 1));
/// assert_eq!(attack_edge(&[], 0), Edge::NONE);
/// ```
#[must_use]
pub fn attack_edge(situations: &[Situation], enhancements: u32) -> Edge {
    let impaired = u32::try_from(situations.len()).unwrap_or(u32::MAX);
    Edge::new(enhancements, impaired)
}

/// A trap as the one who triggers it knew it (MU-combat.trap-react).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::murdham::{Trap, TrapReaction};
///
/// // A known dart trap: AGI 11, d20 = 9, dodged.
/// let known = Trap::new(true);
/// assert_eq!(known.react(11, &mut SuppliedFaces::new(&[9]))?, TrapReaction::Dodged);
/// // An unseen one: no save, nothing rolled.
/// assert_eq!(Trap::new(false).react(11, &mut SuppliedFaces::new(&[]))?, TrapReaction::NoReaction);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamTrap"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Trap {
    detected: bool,
}

/// How a character who set off a trap reacted, mildest for them first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamTrapReaction"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TrapReaction {
    /// The AGI save passed: the trap is dodged.
    Dodged,
    /// The AGI save failed: the trap takes its full effect.
    Failed,
    /// The trap was not detected: no reaction, full effect.
    NoReaction,
}

impl Trap {
    /// A trap the character knew of (`detected`) or not.
    #[must_use]
    pub const fn new(detected: bool) -> Self {
        Self { detected }
    }

    /// Whether the trap was detected.
    #[must_use]
    pub const fn detected(&self) -> bool {
        self.detected
    }

    /// The save the character may make: an AGI save against `agi` for a
    /// detected trap, none for one not detected.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for an AGI outside 0..=20.
    pub fn save(&self, agi: i32) -> Result<Option<Save>, Error> {
        let save = Save::new(agi)?;
        Ok(self.detected.then_some(save))
    }

    /// Rolls the reaction of a character with `agi`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for an AGI outside 0..=20 or a face source that
    /// fails.
    pub fn react<S: FaceSource + ?Sized>(
        &self,
        agi: i32,
        source: &mut S,
    ) -> Result<TrapReaction, Error> {
        Ok(match self.save(agi)? {
            None => TrapReaction::NoReaction,
            Some(save) => match save.roll(source)?.band() {
                PassFail::Pass => TrapReaction::Dodged,
                PassFail::Fail => TrapReaction::Failed,
            },
        })
    }

    /// The exact odds of the reaction of a character with `agi`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for an AGI outside 0..=20.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_combat::murdham::{Trap, TrapReaction};
    ///
    /// let odds = Trap::new(true).odds(11)?;
    /// assert_eq!(odds.probability(&TrapReaction::Dodged), Some(BigRational::new(11.into(), 20.into())));
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    pub fn odds(&self, agi: i32) -> Result<Odds<TrapReaction>, Error> {
        Ok(match self.save(agi)? {
            None => Odds::certain(TrapReaction::NoReaction),
            Some(save) => save.odds().map(|band| match band {
                PassFail::Pass => TrapReaction::Dodged,
                PassFail::Fail => TrapReaction::Failed,
            }),
        })
    }
}

/// How fast a character moves in a round (MU-combat.speed).
///
/// # Examples
///
/// ```
/// use osr_combat::murdham::Pace;
///
/// assert_eq!(Pace::Normal.zones_per_round(), 2);
/// assert_eq!(Pace::Sprint.zones_per_round(), 4);
/// assert_eq!(Pace::Sprint.rounds_to_cross(9), 3);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamPace"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Pace {
    /// Normal movement: 2 zones a round.
    #[default]
    Normal,
    /// A sprint across open ground: twice as fast, 4 zones a round; not
    /// possible where there are obstacles.
    Sprint,
}

/// Zones a character crosses in a round at normal pace.
pub const ZONES_PER_ROUND: u32 = 2;

impl Pace {
    /// Zones crossed in a round.
    #[must_use]
    pub const fn zones_per_round(self) -> u32 {
        match self {
            Self::Normal => ZONES_PER_ROUND,
            Self::Sprint => 2 * ZONES_PER_ROUND,
        }
    }

    /// Rounds needed to cross `zones` zones.
    #[must_use]
    pub const fn rounds_to_cross(self, zones: u32) -> u32 {
        zones.div_ceil(self.zones_per_round())
    }

    /// Checks a move of `zones` zones in one round at this pace, over
    /// `open_ground` or not.
    ///
    /// # Errors
    ///
    /// [`Error::CannotSprint`] for a sprint among obstacles,
    /// [`Error::TooFar`] for more zones than the pace allows.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::murdham::Pace;
    ///
    /// assert!(Pace::Sprint.check(4, true).is_ok());
    /// assert!(Pace::Sprint.check(4, false).is_err());
    /// assert!(Pace::Normal.check(3, true).is_err());
    /// ```
    pub const fn check(self, zones: u32, open_ground: bool) -> Result<(), Error> {
        if matches!(self, Self::Sprint) && !open_ground {
            return Err(Error::CannotSprint);
        }
        let max = self.zones_per_round();
        if zones > max {
            return Err(Error::TooFar { zones, max });
        }
        Ok(())
    }
}

/// The exact chance a social action works on a target, before anything is
/// rolled: the actor's WIT save where its row asks for one, then the
/// target's resisting WIT save unless the attempt is irresistible.
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a WIT outside 0..=20.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_combat::murdham::{Force, Social, social_chance};
///
/// // A taunt by WIT 12 on WIT 8: 12/20 to pass, then 12/20 the target fails.
/// let p = BigRational::new(144.into(), 400.into());
/// assert_eq!(social_chance(Social::Taunt, Force::Resistible, 12, 8)?, p);
/// # Ok::<(), osr_combat::Error>(())
/// ```
pub fn social_chance(
    action: Social,
    force: Force,
    actor_wit: i32,
    target_wit: i32,
) -> Result<BigRational, Error> {
    use num_traits::{One, Zero};
    let pass = |wit: i32| -> Result<BigRational, Error> {
        Ok(Save::new(wit)?
            .odds()
            .probability(&PassFail::Pass)
            .unwrap_or_else(BigRational::zero))
    };
    let actor = pass(actor_wit)?;
    let target = pass(target_wit)?;
    let row = action.row();
    let mut p = BigRational::one();
    if force == Force::Ineffective {
        return Ok(BigRational::zero());
    }
    if row.actor_saves {
        p *= actor;
    }
    if row.target_resists && force == Force::Resistible {
        p *= BigRational::one() - target;
    }
    Ok(p)
}

//! Dealing with people (MU-travel.diplomacy, .manip, .steal, .trade,
//! .rumours, .games.cheat): diplomacy and manipulation, stealing, trade
//! beyond the merchants' prices, rumours and cheating at games.

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::murdham::{Gate, Save, SaveOutcome};
use osr_check::{Check, PassFail};
use osr_core::{Edge, FaceSource};

use super::Attitude;
use crate::{EntryRoll, Error, RandomTable};

/// How well a social attempt is made, as the referee judges its
/// description.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamQuality"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Quality {
    /// Not effective enough to matter: no effect, no roll.
    Ineffective,
    /// Worth a save.
    #[default]
    Save,
    /// Especially effective (a big favour, solid evidence, generous
    /// incentives, the exact nerve): it works, no roll.
    Compelling,
}

/// The diplomatic approaches: the actor saves with WIT.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamAppeal"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Appeal {
    /// A friendly deed improves the target's attitude one step.
    Befriend,
    /// An appeal to emotions gets someone to do something.
    Inspire,
    /// A round spent clears an ally's frightened condition.
    Encourage,
    /// Arguments make someone believe something.
    Persuade,
}

/// A diplomatic attempt: the actor's WIT save, settled without a roll
/// for an ineffective or a compelling attempt.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::murdham::{Appeal, Attitude, Diplomacy};
///
/// let gift = Diplomacy::new(Appeal::Befriend, 12)?;
/// let outcome = gift.roll(&mut SuppliedFaces::new(&[7]))?;
/// assert!(outcome.passed());
/// assert_eq!(Diplomacy::befriended(Attitude::Unfriendly, outcome.passed()), Attitude::Neutral);
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Diplomacy {
    /// The approach.
    pub appeal: Appeal,
    save: Save,
}

const fn gate(quality: Quality) -> Gate {
    match quality {
        Quality::Ineffective => Gate::Impossible,
        Quality::Save => Gate::Uncertain,
        Quality::Compelling => Gate::Trivial,
    }
}

const PROFICIENT: Edge = Edge::new(1, 0);

impl Diplomacy {
    /// An attempt by an actor with this WIT.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a WIT outside 0 to 20.
    pub fn new(appeal: Appeal, wit: i32) -> Result<Self, Error> {
        Ok(Self {
            appeal,
            save: Save::new(wit)?,
        })
    }

    /// The same attempt as the referee judges its description.
    #[must_use]
    pub const fn quality(self, quality: Quality) -> Self {
        Self {
            save: self.save.with_gate(gate(quality)),
            ..self
        }
    }

    /// The same attempt by an actor with a matching dialogue skill
    /// (blather, charm, leadership...): an enhanced save.
    #[must_use]
    pub fn proficient(self) -> Self {
        Self {
            save: self.save.with_edge(PROFICIENT),
            ..self
        }
    }

    /// The save this attempt rolls.
    #[must_use]
    pub const fn save(&self) -> &Save {
        &self.save
    }

    /// Rolls the attempt.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<SaveOutcome, Error> {
        Ok(self.save.roll(source)?)
    }

    /// The attitude after a befriending attempt: one step better when it
    /// worked.
    #[must_use]
    pub const fn befriended(attitude: Attitude, worked: bool) -> Attitude {
        if !worked {
            return attitude;
        }
        match attitude {
            Attitude::Hostile => Attitude::Unfriendly,
            Attitude::Unfriendly => Attitude::Neutral,
            Attitude::Neutral | Attitude::Friendly => Attitude::Friendly,
        }
    }
}

/// The manipulation ploys: the target resists with WIT.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamPloy"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Ploy {
    /// Music, talk or noise: the target notices the distraction on a pass.
    Distract,
    /// Threats or leverage force a word or a deed.
    Intimidate,
    /// Goading into rash, aggressive behaviour: the taunter must pass a
    /// WIT save first.
    Taunt,
}

/// A manipulation: it works when the target fails its WIT save (and, for
/// a taunt, the taunter passed one). A compelling ploy (evident power and
/// will, the exact nerve) allows the target no save; an ineffective one
/// does nothing.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::murdham::{Manipulation, Ploy};
///
/// let taunt = Manipulation::new(Ploy::Taunt, 10)?.taunter(13)?;
/// // The taunter passes (9), the target fails (15): taunted.
/// assert!(taunt.roll(&mut SuppliedFaces::new(&[9, 15]))?.worked);
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Manipulation {
    /// The ploy.
    pub ploy: Ploy,
    target: Save,
    actor: Option<Save>,
    quality: Quality,
}

/// What a manipulation did.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Manipulated {
    /// Whether it worked.
    pub worked: bool,
    /// The taunter's save, for a taunt.
    pub actor: Option<SaveOutcome>,
    /// The target's save, when it came to one.
    pub target: Option<SaveOutcome>,
}

impl Manipulation {
    /// A ploy against a target with this WIT.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a WIT outside 0 to 20.
    pub fn new(ploy: Ploy, target_wit: i32) -> Result<Self, Error> {
        Ok(Self {
            ploy,
            target: Save::new(target_wit)?,
            actor: None,
            quality: Quality::Save,
        })
    }

    /// The taunter's WIT (a taunt needs it).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a WIT outside 0 to 20.
    pub fn taunter(self, wit: i32) -> Result<Self, Error> {
        Ok(Self {
            actor: Some(Save::new(wit)?),
            ..self
        })
    }

    /// The same ploy as the referee judges its description.
    #[must_use]
    pub const fn quality(self, quality: Quality) -> Self {
        Self { quality, ..self }
    }

    /// The same ploy by a proficient actor (intimidate and the like): the
    /// actor's save, if any, is enhanced.
    #[must_use]
    pub fn proficient(self) -> Self {
        Self {
            actor: self.actor.map(|save| save.with_edge(PROFICIENT)),
            ..self
        }
    }

    /// The target's WIT save.
    #[must_use]
    pub const fn target_save(&self) -> &Save {
        &self.target
    }

    /// The taunter's WIT save, when given.
    #[must_use]
    pub const fn actor_save(&self) -> Option<&Save> {
        self.actor.as_ref()
    }

    /// The exact chance that it works, before the dice: the taunter's
    /// pass (for a taunt) times the target's failure (certain for a
    /// compelling ploy); none for an ineffective one.
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_travel::murdham::{Manipulation, Ploy};
    ///
    /// // Taunter WIT 13 passes 13/20, target WIT 10 fails 10/20: 13/40.
    /// let taunt = Manipulation::new(Ploy::Taunt, 10)?.taunter(13)?;
    /// assert_eq!(taunt.chance()?, BigRational::new(13.into(), 40.into()));
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for a taunt without the taunter's WIT.
    pub fn chance(&self) -> Result<BigRational, Error> {
        if self.quality == Quality::Ineffective {
            return Ok(BigRational::zero());
        }
        let actor = match (self.ploy, self.actor) {
            (Ploy::Taunt, None) => return Err(Self::TAUNTER_NEEDED),
            (Ploy::Taunt, Some(save)) => save.odds().sum_where(|band| *band == PassFail::Pass),
            _ => BigRational::one(),
        };
        let target = if self.quality == Quality::Compelling {
            BigRational::one()
        } else {
            self.target.odds().sum_where(|band| *band == PassFail::Fail)
        };
        Ok(actor * target)
    }

    /// Whether it rolls a die: not when ineffective, nor when compelling
    /// but for a taunt, whose taunter still saves.
    ///
    /// ```
    /// use osr_travel::murdham::{Manipulation, Ploy, Quality};
    ///
    /// let threat = Manipulation::new(Ploy::Intimidate, 10)?;
    /// assert!(threat.rolls());
    /// assert!(!threat.quality(Quality::Compelling).rolls());
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    #[must_use]
    pub fn rolls(&self) -> bool {
        self.quality != Quality::Ineffective
            && (self.ploy == Ploy::Taunt || self.quality != Quality::Compelling)
    }

    const TAUNTER_NEEDED: Error = Error::NotAllowed {
        action: "a taunt",
        reason: "the taunter's WIT save is needed",
    };

    /// Rolls it: the taunter's save first, then the target's.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for a taunt without the taunter's WIT;
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<Manipulated, Error> {
        if self.quality == Quality::Ineffective {
            return Ok(Manipulated {
                worked: false,
                actor: None,
                target: None,
            });
        }
        let actor = match (self.ploy, self.actor) {
            (Ploy::Taunt, None) => return Err(Self::TAUNTER_NEEDED),
            (Ploy::Taunt, Some(save)) => Some(save.roll(source)?),
            _ => None,
        };
        if actor.as_ref().is_some_and(|a| !a.passed()) {
            return Ok(Manipulated {
                worked: false,
                actor,
                target: None,
            });
        }
        if self.quality == Quality::Compelling {
            return Ok(Manipulated {
                worked: true,
                actor,
                target: None,
            });
        }
        let target = self.target.roll(source)?;
        Ok(Manipulated {
            worked: !target.passed(),
            actor,
            target: Some(target),
        })
    }
}

/// Stealing an item from someone nearby: an AGI save to go unnoticed;
/// anything bigger than bulk 1/2 cannot be taken so.
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::murdham::steal;
///
/// assert!(steal(13, true, &mut SuppliedFaces::new(&[12]))?.passed());
/// assert!(!steal(13, false, &mut SuppliedFaces::new(&[]))?.passed());
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range or a failed face source.
pub fn steal<S: FaceSource + ?Sized>(
    agi: i32,
    small: bool,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    Ok(steal_save(agi, small)?.roll(source)?)
}

/// The AGI save of [`steal`]: impossible for an item bigger than bulk
/// 1/2.
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range.
pub fn steal_save(agi: i32, small: bool) -> Result<Save, Error> {
    let gate = if small {
        Gate::Uncertain
    } else {
        Gate::Impossible
    };
    Ok(Save::new(agi)?.with_gate(gate))
}

/// Whether an offer buys the goods: something of at least equal value.
///
/// ```
/// use osr_travel::murdham::trade_accepted;
///
/// assert!(trade_accepted(100, 100));
/// assert!(!trade_accepted(99, 100));
/// ```
#[must_use]
pub const fn trade_accepted(offered: u32, asked: u32) -> bool {
    offered >= asked
}

/// A watch spent in a settlement finding a buyer who pays the whole value
/// for one item, or a dealer in illegal goods: a WIT save.
///
/// # Errors
///
/// [`Error::Core`] for a WIT out of range or a failed face source.
pub fn find_buyer<S: FaceSource + ?Sized>(wit: i32, source: &mut S) -> Result<SaveOutcome, Error> {
    Ok(find_buyer_save(wit)?.roll(source)?)
}

/// The WIT save of [`find_buyer`].
///
/// # Errors
///
/// [`Error::Core`] for a WIT out of range.
pub fn find_buyer_save(wit: i32) -> Result<Save, Error> {
    Ok(Save::new(wit)?)
}

/// Haggling off the market: a WIT save, enhanced with the bargain skill.
///
/// # Errors
///
/// [`Error::Core`] for a WIT out of range or a failed face source.
pub fn haggle<S: FaceSource + ?Sized>(
    wit: i32,
    bargain: bool,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    Ok(haggle_save(wit, bargain)?.roll(source)?)
}

/// The WIT save of [`haggle`]: enhanced with the bargain skill.
///
/// ```
/// use num_rational::BigRational;
/// use osr_check::{Check, PassFail};
/// use osr_travel::murdham::haggle_save;
///
/// // WIT 10 with bargain: 2d20 keep the lower, 1 - (10/20)^2 = 3/4.
/// let p = haggle_save(10, true)?.odds().probability(&PassFail::Pass);
/// assert_eq!(p, Some(BigRational::new(3.into(), 4.into())));
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for a WIT out of range.
pub fn haggle_save(wit: i32, bargain: bool) -> Result<Save, Error> {
    let edge = if bargain { PROFICIENT } else { Edge::NONE };
    Ok(Save::new(wit)?.with_edge(edge))
}

/// A watch talking to the locals in a settlement: one rumour from the
/// referee's table (true or not).
///
/// # Errors
///
/// [`Error::Core`] when the face source fails.
pub fn hear_rumour<S: FaceSource + ?Sized>(
    rumours: &RandomTable,
    source: &mut S,
) -> Result<EntryRoll, Error> {
    rumours.roll(source)
}

/// Cheating at a game: a WIT save to go undetected. A referee's character
/// rolls one secret d20, which is its contest roll when honest and this
/// save when cheating.
///
/// # Errors
///
/// [`Error::Core`] for a WIT out of range or a failed face source.
pub fn cheat<S: FaceSource + ?Sized>(wit: i32, source: &mut S) -> Result<SaveOutcome, Error> {
    Ok(cheat_save(wit)?.roll(source)?)
}

/// The WIT save of [`cheat`].
///
/// # Errors
///
/// [`Error::Core`] for a WIT out of range.
pub fn cheat_save(wit: i32) -> Result<Save, Error> {
    Ok(Save::new(wit)?)
}

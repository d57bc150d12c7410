//! Gods & Monsters: special attacks and situations. The killing blow and
//! the knockout blow against a target that cannot defend itself properly,
//! damage from a contest fought with weapons, concentrating while a fight
//! goes on, and the bonus for attacking a target on the move.
//!
//! | rule | API |
//! |---|---|
//! | GM-combat.killing-blow: against an immobile target, half the damage (rounded up) as injuries, the rest as damage | [`KillingBlow`], [`Split`] |
//! | GM-combat.knockout: an evasion roll, +1 for head protection and its defense bonus; failed, one injury (two for a warrior's allotment) | [`Knockout`], [`HeadProtection`], [`KnockoutRoll`] |
//! | GM-combat.contest-damage: the loser of a weapon contest takes the damage, one injury per die; evasion cancels them for one or two dice; none if verve takes it all | [`ContestDamage`], [`ContestDamageRoll`] |
//! | GM-combat.concentration: half movement, no attacks, defense -1; successfully attacked during an activity needing more than a round of concentration, evasion or concentration breaks | [`Concentration`], [`ConcentrationHit`], [`Ability::takes_concentration_penalty`] |
//! | GM-combat.moving-targets: attacks on a target moving at dash, walk, jog, run or sprint get +4, +2, +4, +8, +16 | [`Pace`], [`PACES`] |
//!
//! Damage lands through osr-health's [`Vitals`]: each blow gives the
//! [`Hit`] it deals (injury points at once, the rest as damage through
//! verve and survival), and `strike` applies it.
//!
//! # Readings
//!
//! - A creature whose defense comes from tough skin adds that defense bonus
//!   to its evasion roll against a knockout blow, without the +1 that any
//!   head protection gives.
//! - A blow's injury points never exceed its damage: a knockout blow for 1
//!   with a warrior's allotment is 1 injury point and no damage.
//! - In a weapon contest the damage dice are rolled first, then the evasion
//!   roll (only for one or two dice). Verve takes the whole loss only when
//!   the loss is archetypal for the loser and their verve covers all of it;
//!   then no injury points are given.
//! - Concentration's half movement rounds down (at most half). The evasion
//!   roll when successfully attacked is for activities that need
//!   concentration for more than a round, in any of their rounds (the rules'
//!   words); an activity of one round needs none. Reading it as "after the
//!   first round of concentrating" would spare a long activity's first
//!   round; the rules tie the roll to the activity's length instead.
//! - The moving-target bonus is the attack column of the movement table
//!   (also in osr-travel's speed table); combat speed, exploring and
//!   semi-conscious movement give none.
//!
//! Not here: the called shot that a killing or knockout blow needs (the
//! attack procedure's), and the warriors' "combat bonus points", which the
//! rules do not define beyond this use: the allotment is a flag.

use alloc::vec::Vec;
use core::fmt;

use osr_check::gods_and_monsters::Roll;
use osr_check::{Check, Odds, PassFail, Resolved, Rolled, Save};
use osr_core::{Die, FaceSource};
use osr_health::gods_and_monsters::{Hit, Points, Taken, Vitals};

use crate::Error;

osr_core::bounded! {
    error: crate::Error;
    /// The defense bonus of a helmet (magical or not) or of tough skin,
    /// which a target adds to its evasion roll against a knockout blow.
    pub struct HeadDefense(u32) in 0..=20, "head protection's defense bonus";
    /// The number of damage dice a weapon rolls in a contest.
    pub struct DamageDice(u32) in 1..=20, "damage dice";
    /// The faces of a damage die.
    /// Up to the d20, the largest of the rules' dice.
    pub struct DamageDie(u32) in 1..=20, "damage die's faces";
    /// A flat bonus added to a weapon's damage dice.
    pub struct DamageBonus(u32) in 0..=100, "damage bonus";
    /// A Movement score: feet per round in combat.
    pub struct Movement(u32) in 0..=100, "movement";
    /// How many rounds an activity (a spell, a spirit, a psychic power)
    /// needs the character to concentrate.
    pub struct ConcentrationRounds(u32) in 1..=10_000, "rounds of concentration";
}

/// How a target stands when a blow is struck at it: a killing blow needs
/// an immobile target, a knockout blow any target but one defending itself.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::Target;
///
/// assert!(Target::Immobile.allows_knockout() && Target::Immobile.allows_killing_blow());
/// assert!(Target::Surprised.allows_knockout() && !Target::Surprised.allows_killing_blow());
/// assert!(!Target::Defending.allows_knockout());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersTarget"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Target {
    /// Aware of the attacker and defending itself.
    Defending,
    /// Unaware of the attacker's general location, or not defending.
    Unaware,
    /// Surprised.
    Surprised,
    /// Covered: caught unprepared under an attacker's aim.
    Covered,
    /// Unable to move: asleep, bound, or held immobilized.
    Immobile,
}

impl Target {
    /// The stable key of the state.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Defending => "defending",
            Self::Unaware => "unaware",
            Self::Surprised => "surprised",
            Self::Covered => "covered",
            Self::Immobile => "immobile",
        }
    }

    /// Whether a killing blow may be struck: only at an immobile target.
    #[must_use]
    pub const fn allows_killing_blow(self) -> bool {
        matches!(self, Self::Immobile)
    }

    /// Whether a knockout blow may be struck: at an unaware, surprised,
    /// covered or immobile target.
    #[must_use]
    pub const fn allows_knockout(self) -> bool {
        !matches!(self, Self::Defending)
    }
}

/// Where a blow's damage goes: injury points given at once, and the rest
/// as ordinary damage (through verve when archetypal, then survival, then
/// injuries past 0 survival).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::Split;
///
/// let split = Split { injuries: 5, damage: 4 };
/// let hit = split.hit()?;
/// assert_eq!((hit.injuries(), hit.damage()), (5, 4));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersSplit"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Split {
    /// Injury points given at once.
    pub injuries: u32,
    /// The rest, taken as ordinary damage.
    pub damage: u32,
}

impl Split {
    /// `total` points of which `injuries` (at most all of them) become
    /// injury points.
    const fn of(total: u32, injuries: u32) -> Self {
        let injuries = if injuries < total { injuries } else { total };
        Self {
            injuries,
            damage: total - injuries,
        }
    }

    /// The points in all.
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.injuries.saturating_add(self.damage)
    }

    /// The hit osr-health applies: the damage, with the injury points
    /// given at once. Make it archetypal with [`Hit::archetypal`].
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when either part is above osr-health's
    /// limit of 10,000 points.
    pub fn hit(&self) -> Result<Hit, Error> {
        Ok(Hit::new(self.damage)?.with_injuries(self.injuries)?)
    }
}

impl fmt::Display for Split {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} injuries and {} damage", self.injuries, self.damage)
    }
}

/// The error of a record whose figures do not follow from its dice.
#[cfg(feature = "serde")]
fn inconsistent(what: &'static str) -> Error {
    Error::Check(osr_check::Error::Inconsistent { what })
}

/// Applies `split` to `vitals`, archetypal or not.
fn strike(split: Split, vitals: &mut Vitals, archetypal: bool) -> Result<Taken, Error> {
    Ok(vitals.take(split.hit()?.archetypal(archetypal))?)
}

/// A killing blow (rule GM-combat.killing-blow): a successful called shot
/// to kill an immobile target. Half the damage, rounded up, becomes injury
/// points at once; the rest is taken as ordinary damage.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::{KillingBlow, Split, Target};
/// use osr_health::gods_and_monsters::Vitals;
///
/// let blow = KillingBlow::new(Target::Immobile, 9)?;
/// assert_eq!(blow.split(), Split { injuries: 5, damage: 4 });
/// let mut sleeper = Vitals::new(10, 0)?;
/// blow.strike(&mut sleeper, false)?;
/// assert_eq!((sleeper.survival(), sleeper.injuries()), (6, 5));
/// assert!(KillingBlow::new(Target::Surprised, 9).is_err());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersKillingBlow"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct KillingBlow {
    damage: Points,
}

impl KillingBlow {
    /// A killing blow for `damage` points at a target standing as `target`.
    ///
    /// # Errors
    ///
    /// [`Error::BlowNotAllowed`] when the target is not immobile,
    /// [`Error::Core`] (`OutOfRange`) for damage outside
    /// [`Points::MIN`]`..=`[`Points::MAX`].
    pub fn new(target: Target, damage: u32) -> Result<Self, Error> {
        if !target.allows_killing_blow() {
            return Err(Error::BlowNotAllowed {
                blow: "killing blow",
                target: target.key(),
            });
        }
        Ok(Self {
            damage: Points::new(damage)?,
        })
    }

    /// The damage rolled.
    #[must_use]
    pub const fn damage(&self) -> u32 {
        self.damage.get()
    }

    /// Where the damage goes: half, rounded up, to injuries.
    #[must_use]
    pub const fn split(&self) -> Split {
        let damage = self.damage.get();
        Split::of(damage, damage.div_ceil(2))
    }

    /// Applies the blow to the target's vitals through osr-health,
    /// `archetypal` when the loss is archetypal for the target.
    ///
    /// # Errors
    ///
    /// osr-health's refusal (injuries past its limit); the vitals are then
    /// unchanged.
    pub fn strike(&self, vitals: &mut Vitals, archetypal: bool) -> Result<Taken, Error> {
        strike(self.split(), vitals, archetypal)
    }
}

/// What protects a target's head against a knockout blow.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::{HeadDefense, HeadProtection};
///
/// let helmet = HeadProtection::Worn { defense_bonus: HeadDefense::new(1)? };
/// assert_eq!(helmet.evasion_bonus(), 2);
/// assert_eq!(HeadProtection::Bare.evasion_bonus(), 0);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersHeadProtection"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum HeadProtection {
    /// Nothing on the head.
    #[default]
    Bare,
    /// Head protection of any sort: +1, and its defense bonus if it gives
    /// one.
    Worn {
        /// The defense bonus the head protection gives (0 for none).
        defense_bonus: HeadDefense,
    },
    /// A creature whose defense comes from tough skin: that defense bonus.
    ToughSkin {
        /// The skin's defense bonus.
        defense_bonus: HeadDefense,
    },
}

impl HeadProtection {
    /// The bonus to the evasion roll against a knockout blow.
    #[must_use]
    pub fn evasion_bonus(self) -> i32 {
        // A HeadDefense is at most 20.
        let bonus = |d: HeadDefense| i32::try_from(d.get()).unwrap_or(0);
        match self {
            Self::Bare => 0,
            Self::Worn { defense_bonus } => 1 + bonus(defense_bonus),
            Self::ToughSkin { defense_bonus } => bonus(defense_bonus),
        }
    }
}

/// A knockout blow (rule GM-combat.knockout): a successful called shot at
/// an unaware, surprised, covered or immobile target. The target rolls
/// evasion, with the bonus of its head protection: on a success it takes
/// the damage as normal; on a failure one point of the damage (two when a
/// warrior allots two combat bonus points) becomes an injury point at once,
/// and the rest is taken as normal. Whether the target then falls
/// unconscious is osr-health's end-of-round check.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, gods_and_monsters::Roll};
/// use osr_combat::gods_and_monsters::special::{HeadProtection, Knockout, KnockoutBand, Split, Target};
/// use osr_core::SuppliedFaces;
///
/// let blow = Knockout::new(Target::Unaware, Roll::new(8)?, HeadProtection::Bare, 6)?;
/// let outcome = blow.roll(&mut SuppliedFaces::new(&[12]))?;
/// assert_eq!(outcome.band(), KnockoutBand::KnockedOut);
/// assert_eq!(outcome.split(), Split { injuries: 1, damage: 5 });
/// let warrior = blow.with_warrior_allotment();
/// assert_eq!(warrior.roll(&mut SuppliedFaces::new(&[12]))?.split(), Split { injuries: 2, damage: 4 });
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersKnockout"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Knockout {
    evasion: Roll,
    damage: Points,
    warrior_allotment: bool,
}

impl Knockout {
    /// A knockout blow for `damage` points at a target standing as
    /// `target`, whose evasion roll is `evasion` (with any modifiers of its
    /// own) and who wears `head`.
    ///
    /// # Errors
    ///
    /// [`Error::BlowNotAllowed`] when the target is defending itself,
    /// [`Error::Core`] (`OutOfRange`) for damage outside
    /// [`Points::MIN`]`..=`[`Points::MAX`] or an evasion modifier out of range.
    pub fn new(
        target: Target,
        evasion: Roll,
        head: HeadProtection,
        damage: u32,
    ) -> Result<Self, Error> {
        if !target.allows_knockout() {
            return Err(Error::BlowNotAllowed {
                blow: "knockout blow",
                target: target.key(),
            });
        }
        Ok(Self {
            evasion: evasion.adjusted(head.evasion_bonus())?,
            damage: Points::new(damage)?,
            warrior_allotment: false,
        })
    }

    /// The same blow struck by a warrior who allots two combat bonus points
    /// to it: two injury points on a knockout.
    #[must_use]
    pub const fn with_warrior_allotment(self) -> Self {
        Self {
            warrior_allotment: true,
            ..self
        }
    }

    /// The target's evasion roll, head protection included.
    #[must_use]
    pub const fn evasion(&self) -> Roll {
        self.evasion
    }

    /// The injury points a knockout gives: 1, or 2 with a warrior's
    /// allotment.
    #[must_use]
    pub const fn knockout_injuries(&self) -> u32 {
        if self.warrior_allotment { 2 } else { 1 }
    }

    /// Where the damage goes in each band.
    #[must_use]
    pub const fn split(&self, band: KnockoutBand) -> Split {
        match band {
            KnockoutBand::Evaded => Split::of(self.damage.get(), 0),
            KnockoutBand::KnockedOut => Split::of(self.damage.get(), self.knockout_injuries()),
        }
    }
}

/// How a knockout blow went.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, gods_and_monsters::Roll};
/// use osr_combat::gods_and_monsters::special::{HeadProtection, Knockout, KnockoutBand, Target};
///
/// let blow = Knockout::new(Target::Covered, Roll::new(5)?, HeadProtection::Bare, 4)?;
/// assert_eq!(blow.odds().probability(&KnockoutBand::KnockedOut), Some(num_rational::BigRational::new(3.into(), 4.into())));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersKnockoutBand"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum KnockoutBand {
    /// The evasion roll succeeded: the damage is taken as normal.
    Evaded,
    /// The evasion roll failed: a knockout blow.
    KnockedOut,
}

/// A rolled [`Knockout`]: the evasion roll and where the damage goes.
/// With the `serde` feature it serializes as `{"band": "knocked_out",
/// "split": {...}, "save": {...}}`; reading it back checks the save
/// against its die and the band and split against the save (no injuries
/// when evaded, at most two otherwise); [`Check::verify`] checks the rest
/// against the blow.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, gods_and_monsters::Roll};
/// use osr_combat::gods_and_monsters::special::{HeadProtection, Knockout, Target};
/// use osr_core::SuppliedFaces;
/// use osr_health::gods_and_monsters::Vitals;
///
/// let blow = Knockout::new(Target::Surprised, Roll::new(5)?, HeadProtection::Bare, 4)?;
/// let outcome = blow.roll(&mut SuppliedFaces::new(&[17]))?;
/// assert_eq!(outcome.save().face(), 17);
/// let mut guard = Vitals::new(8, 0)?;
/// outcome.strike(&mut guard, false)?;
/// assert_eq!((guard.survival(), guard.injuries()), (5, 1));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersKnockoutRoll"))]
#[cfg_attr(feature = "serde", serde(try_from = "KnockoutRollFields"))]
pub struct KnockoutRoll {
    band: KnockoutBand,
    split: Split,
    save: Save,
}

/// A [`KnockoutRoll`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct KnockoutRollFields {
    band: KnockoutBand,
    split: Split,
    save: Save,
}

#[cfg(feature = "serde")]
impl TryFrom<KnockoutRollFields> for KnockoutRoll {
    type Error = Error;

    fn try_from(f: KnockoutRollFields) -> Result<Self, Error> {
        if f.band != knockout_band(f.save.band()) {
            return Err(inconsistent("knockout band"));
        }
        let most = if f.band == KnockoutBand::Evaded { 0 } else { 2 };
        if f.split.injuries > most {
            return Err(inconsistent("knockout injuries"));
        }
        Ok(Self {
            band: f.band,
            split: f.split,
            save: f.save,
        })
    }
}

impl KnockoutRoll {
    /// How the blow went.
    #[must_use]
    pub const fn band(&self) -> KnockoutBand {
        self.band
    }

    /// Where the damage goes.
    #[must_use]
    pub const fn split(&self) -> Split {
        self.split
    }

    /// The evasion roll.
    #[must_use]
    pub const fn save(&self) -> &Save {
        &self.save
    }

    /// Applies the blow to the target's vitals through osr-health.
    ///
    /// # Errors
    ///
    /// osr-health's refusal (injuries past its limit); the vitals are then
    /// unchanged.
    pub fn strike(&self, vitals: &mut Vitals, archetypal: bool) -> Result<Taken, Error> {
        strike(self.split, vitals, archetypal)
    }
}

impl Resolved for KnockoutRoll {
    type Band = KnockoutBand;

    fn band(&self) -> KnockoutBand {
        self.band
    }

    fn dice(&self) -> &[Rolled] {
        self.save.dice()
    }
}

const fn knockout_band(pass: PassFail) -> KnockoutBand {
    match pass {
        PassFail::Pass => KnockoutBand::Evaded,
        PassFail::Fail => KnockoutBand::KnockedOut,
    }
}

impl Check for Knockout {
    type Band = KnockoutBand;
    type Outcome = KnockoutRoll;

    fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<KnockoutRoll, osr_check::Error> {
        let save = self.evasion.roll(source)?;
        let band = knockout_band(save.band());
        Ok(KnockoutRoll {
            band,
            split: self.split(band),
            save,
        })
    }

    fn odds(&self) -> Odds<KnockoutBand> {
        self.evasion.odds().map(knockout_band)
    }
}

/// Damage to the loser of a contest fought with weapons (rule
/// GM-combat.contest-damage): the weapon's damage dice plus its bonus, of
/// which one point per die becomes an injury point. With one or two dice a
/// successful evasion roll cancels the injury points. When the loss is
/// archetypal for the loser and their verve takes all of it, there are no
/// injury points either ([`ContestDamageRoll::hit`]).
///
/// The odds are of the split, injuries and damage, before verve.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, gods_and_monsters::Roll};
/// use osr_combat::gods_and_monsters::special::{ContestDamage, Split};
/// use osr_core::SuppliedFaces;
///
/// // 2d6 rolls 7; evasion 8 fails on 15, succeeds on 3.
/// let sword = ContestDamage::new(2, 6, 0, Roll::new(8)?)?;
/// assert_eq!(sword.roll(&mut SuppliedFaces::new(&[3, 4, 15]))?.split(), Split { injuries: 2, damage: 5 });
/// assert_eq!(sword.roll(&mut SuppliedFaces::new(&[3, 4, 3]))?.split(), Split { injuries: 0, damage: 7 });
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersContestDamage"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ContestDamage {
    dice: DamageDice,
    die: DamageDie,
    bonus: DamageBonus,
    evasion: Roll,
}

/// The most damage dice an evasion roll can cancel the injuries of.
pub const CONTEST_EVASION_MAX_DICE: u32 = 2;

impl ContestDamage {
    /// `dice` damage dice of `faces` faces plus `bonus`, taken by a loser
    /// whose evasion roll is `evasion`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for dice outside
    /// [`DamageDice::MIN`]`..=`[`DamageDice::MAX`], faces outside
    /// [`DamageDie::MIN`]`..=`[`DamageDie::MAX`], or a bonus outside
    /// [`DamageBonus::MIN`]`..=`[`DamageBonus::MAX`].
    pub fn new(dice: u32, faces: u32, bonus: u32, evasion: Roll) -> Result<Self, Error> {
        Ok(Self {
            dice: DamageDice::new(dice)?,
            die: DamageDie::new(faces)?,
            bonus: DamageBonus::new(bonus)?,
            evasion,
        })
    }

    /// Whether an evasion roll is made: for one or two dice.
    #[must_use]
    pub const fn evasion_counts(&self) -> bool {
        self.dice.get() <= CONTEST_EVASION_MAX_DICE
    }

    fn die(&self) -> Die {
        // A DamageDie is at least 1.
        Die::new(self.die.get()).unwrap_or(Die::D1)
    }

    fn split(&self, total: u32, evaded: bool) -> Split {
        Split::of(total, if evaded { 0 } else { self.dice.get() })
    }
}

/// A rolled [`ContestDamage`]: the dice (damage dice, then the evasion d20
/// when one is rolled), the total and the split.
///
/// With the `serde` feature it serializes as `{"split": {...}, "evaded":
/// true, "dice": [...]}`; reading it back checks every die, that an
/// evasion d20 follows one or two damage dice of one kind, that the total
/// is at least their sum and at most the largest bonus above it, and that
/// the injuries follow (none when evaded, one per die otherwise);
/// [`Check::verify`] checks the rest against the contest.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, gods_and_monsters::Roll};
/// use osr_combat::gods_and_monsters::special::ContestDamage;
/// use osr_core::SuppliedFaces;
///
/// // A d6 + 1, evasion 8 made on a 2: no injury.
/// let knife = ContestDamage::new(1, 6, 1, Roll::new(8)?)?;
/// let outcome = knife.roll(&mut SuppliedFaces::new(&[4, 2]))?;
/// assert_eq!((outcome.total(), outcome.evaded(), outcome.split().injuries), (5, Some(true), 0));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersContestDamageRoll")
)]
#[cfg_attr(feature = "serde", serde(try_from = "ContestDamageRollFields"))]
pub struct ContestDamageRoll {
    split: Split,
    evaded: Option<bool>,
    dice: Vec<Rolled>,
}

/// A [`ContestDamageRoll`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct ContestDamageRollFields {
    split: Split,
    evaded: Option<bool>,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<ContestDamageRollFields> for ContestDamageRoll {
    type Error = Error;

    fn try_from(f: ContestDamageRollFields) -> Result<Self, Error> {
        let damage_dice = match (f.evaded, f.dice.split_last()) {
            (None, _) => &f.dice[..],
            (Some(_), Some((evasion, rest))) if evasion.sides == 20 => rest,
            (Some(_), _) => return Err(inconsistent("contest evasion die")),
        };
        let count = u32::try_from(damage_dice.len()).unwrap_or(u32::MAX);
        let counts_evasion = count <= CONTEST_EVASION_MAX_DICE;
        let first_sides = damage_dice.first().map(|d| d.sides);
        if !(DamageDice::MIN..=DamageDice::MAX).contains(&count)
            || first_sides.is_some_and(|sides| sides > DamageDie::MAX)
            || damage_dice.iter().any(|d| Some(d.sides) != first_sides)
            || f.evaded.is_some() != counts_evasion
        {
            return Err(inconsistent("contest damage dice"));
        }
        let sum: u64 = damage_dice.iter().map(|d| u64::from(d.face)).sum();
        let total = u64::from(f.split.total());
        if total < sum || total - sum > u64::from(DamageBonus::MAX) {
            return Err(inconsistent("contest damage total"));
        }
        let injuries = if f.evaded == Some(true) { 0 } else { count };
        if f.split != Split::of(f.split.total(), injuries) {
            return Err(inconsistent("contest injuries"));
        }
        Ok(Self {
            split: f.split,
            evaded: f.evaded,
            dice: f.dice,
        })
    }
}

impl ContestDamageRoll {
    /// Where the damage goes (before verve).
    #[must_use]
    pub const fn split(&self) -> Split {
        self.split
    }

    /// The damage in all.
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.split.total()
    }

    /// Whether the evasion roll succeeded, when one was rolled.
    #[must_use]
    pub const fn evaded(&self) -> Option<bool> {
        self.evaded
    }

    /// The hit the loser takes, given their vitals: when the loss is
    /// archetypal and their verve covers all of it, the whole damage with
    /// no injury points; otherwise the split.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) past osr-health's limits.
    pub fn hit(&self, loser: &Vitals, archetypal: bool) -> Result<Hit, Error> {
        let total = self.split.total();
        if archetypal && loser.verve() >= total {
            Ok(Hit::new(total)?.archetypal(true))
        } else {
            Ok(self.split.hit()?.archetypal(archetypal))
        }
    }

    /// Applies [`hit`](Self::hit) to the loser's vitals through osr-health.
    ///
    /// # Errors
    ///
    /// osr-health's refusal (injuries past its limit); the vitals are then
    /// unchanged.
    pub fn strike(&self, loser: &mut Vitals, archetypal: bool) -> Result<Taken, Error> {
        let hit = self.hit(loser, archetypal)?;
        Ok(loser.take(hit)?)
    }
}

impl Resolved for ContestDamageRoll {
    type Band = Split;

    fn band(&self) -> Split {
        self.split
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for ContestDamage {
    type Band = Split;
    type Outcome = ContestDamageRoll;

    fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<ContestDamageRoll, osr_check::Error> {
        let die = self.die();
        let mut dice = Vec::new();
        let mut total = self.bonus.get();
        for _ in 0..self.dice.get() {
            let face = die.roll(source)?;
            total += face;
            dice.push(Rolled {
                sides: die.sides(),
                face,
                fate: osr_check::Fate::Counted,
            });
        }
        let evaded = if self.evasion_counts() {
            let save = self.evasion.roll(source)?;
            dice.extend_from_slice(save.dice());
            Some(save.passed())
        } else {
            None
        };
        Ok(ContestDamageRoll {
            split: self.split(total, evaded == Some(true)),
            evaded,
            dice,
        })
    }

    fn odds(&self) -> Odds<Split> {
        let die = self.die();
        let mut totals = Odds::certain(self.bonus.get());
        for _ in 0..self.dice.get() {
            totals = totals.then(|&sum| Odds::die(die, |face| sum + face));
        }
        totals.then(|&total| {
            if self.evasion_counts() {
                self.evasion
                    .odds()
                    .map(|pass| self.split(total, pass.passed()))
            } else {
                Odds::certain(self.split(total, false))
            }
        })
    }
}

/// One of the six abilities.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::Ability;
///
/// assert!(Ability::Charisma.takes_concentration_penalty());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersAbility"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Ability {
    /// Charisma.
    Charisma,
    /// Intelligence.
    Intelligence,
    /// Wisdom.
    Wisdom,
    /// Endurance.
    Endurance,
    /// Agility.
    Agility,
    /// Strength.
    Strength,
}

impl Ability {
    /// Whether a concentration penalty (from an ailment) applies to rolls
    /// of this ability: charisma, wisdom and intelligence.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::gods_and_monsters::special::Ability;
    ///
    /// assert!(Ability::Wisdom.takes_concentration_penalty());
    /// assert!(!Ability::Strength.takes_concentration_penalty());
    /// ```
    #[must_use]
    pub const fn takes_concentration_penalty(self) -> bool {
        matches!(self, Self::Charisma | Self::Wisdom | Self::Intelligence)
    }
}

/// Concentrating on a spell, spirit or psychic power during a fight (rule
/// GM-combat.concentration): at most half movement, no attacks and no new
/// actions, defense -1. Successfully attacked during an activity that
/// needs concentration for more than a round, the character needs an
/// evasion roll to keep it ([`Concentration::attacked`]).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::Concentration;
///
/// // A spell held for 3 rounds by a sorceror of Movement 10.
/// let sorceror = Concentration::new(10, 3)?;
/// assert_eq!(sorceror.max_movement(), 5);
/// assert_eq!(sorceror.defense_modifier(), -1);
/// assert!(!sorceror.may_attack());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersConcentration"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Concentration {
    movement: Movement,
    rounds: ConcentrationRounds,
}

/// The defense modifier while concentrating.
pub const CONCENTRATION_DEFENSE: i32 = -1;

impl Concentration {
    /// A character of Movement `movement` concentrating on an activity
    /// that needs `rounds` rounds of concentration.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside
    /// [`Movement::MIN`]`..=`[`Movement::MAX`] or
    /// [`ConcentrationRounds::MIN`]`..=`[`ConcentrationRounds::MAX`].
    pub fn new(movement: u32, rounds: u32) -> Result<Self, Error> {
        Ok(Self {
            movement: Movement::new(movement)?,
            rounds: ConcentrationRounds::new(rounds)?,
        })
    }

    /// The rounds of concentration the activity needs.
    #[must_use]
    pub const fn rounds(&self) -> u32 {
        self.rounds.get()
    }

    /// The most feet the character may move in a round: half movement,
    /// rounded down.
    #[must_use]
    pub const fn max_movement(&self) -> u32 {
        self.movement.get() / 2
    }

    /// The modifier to the character's defense: -1.
    #[must_use]
    pub const fn defense_modifier(&self) -> i32 {
        CONCENTRATION_DEFENSE
    }

    /// Whether the character may attack: no.
    #[must_use]
    pub const fn may_attack(&self) -> bool {
        false
    }

    /// Whether the character may start another action (another spell): no.
    #[must_use]
    pub const fn may_start_actions(&self) -> bool {
        false
    }

    /// The character is successfully attacked while concentrating: when the
    /// activity needs more than a round of concentration, `evasion` is
    /// rolled to keep it; an activity of one round is not broken so.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{Check, gods_and_monsters::Roll};
    /// use osr_combat::gods_and_monsters::special::{Concentration, ConcentrationBand};
    /// use osr_core::SuppliedFaces;
    ///
    /// let brief = Concentration::new(10, 1)?.attacked(Roll::new(6)?);
    /// assert_eq!(brief.roll(&mut SuppliedFaces::new(&[]))?.band(), ConcentrationBand::Kept);
    /// let long = Concentration::new(10, 3)?.attacked(Roll::new(6)?);
    /// assert_eq!(long.roll(&mut SuppliedFaces::new(&[7]))?.band(), ConcentrationBand::Broken);
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    #[must_use]
    pub const fn attacked(&self, evasion: Roll) -> ConcentrationHit {
        ConcentrationHit {
            evasion: if self.rounds.get() > 1 {
                Some(evasion)
            } else {
                None
            },
        }
    }
}

/// A concentrating character successfully attacked: an evasion roll when
/// the activity needs more than a round of concentration, none otherwise.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::Roll;
/// use osr_combat::gods_and_monsters::special::Concentration;
///
/// let hit = Concentration::new(10, 4)?.attacked(Roll::new(6)?);
/// assert_eq!(hit.evasion().map(|r| r.target()), Some(6));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersConcentrationHit")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ConcentrationHit {
    evasion: Option<Roll>,
}

impl ConcentrationHit {
    /// The evasion roll to make, if any.
    #[must_use]
    pub const fn evasion(&self) -> Option<Roll> {
        self.evasion
    }
}

/// Whether concentration survived a hit.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::ConcentrationBand;
///
/// assert!(ConcentrationBand::Kept < ConcentrationBand::Broken);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersConcentrationBand")
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ConcentrationBand {
    /// Concentration goes on.
    Kept,
    /// Concentration is broken.
    Broken,
}

/// A rolled [`ConcentrationHit`]: the band and the evasion roll, if one
/// was made.
///
/// With the `serde` feature it serializes as `{"band": "broken", "save":
/// {...}}` (`save` null when no roll was needed); reading it back checks the
/// save against its die and the band against the save.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, gods_and_monsters::Roll};
/// use osr_combat::gods_and_monsters::special::{Concentration, ConcentrationBand};
/// use osr_core::SuppliedFaces;
///
/// let hit = Concentration::new(10, 4)?.attacked(Roll::new(6)?);
/// let outcome = hit.roll(&mut SuppliedFaces::new(&[3]))?;
/// assert_eq!((outcome.band(), outcome.save().map(|s| s.face())), (ConcentrationBand::Kept, Some(3)));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersConcentrationHitRoll")
)]
#[cfg_attr(feature = "serde", serde(try_from = "ConcentrationHitRollFields"))]
pub struct ConcentrationHitRoll {
    band: ConcentrationBand,
    save: Option<Save>,
}

/// A [`ConcentrationHitRoll`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct ConcentrationHitRollFields {
    band: ConcentrationBand,
    save: Option<Save>,
}

#[cfg(feature = "serde")]
impl TryFrom<ConcentrationHitRollFields> for ConcentrationHitRoll {
    type Error = Error;

    fn try_from(f: ConcentrationHitRollFields) -> Result<Self, Error> {
        let follows = f.save.as_ref().map_or(ConcentrationBand::Kept, |save| {
            concentration_band(save.band())
        });
        if f.band != follows {
            return Err(inconsistent("concentration band"));
        }
        Ok(Self {
            band: f.band,
            save: f.save,
        })
    }
}

impl ConcentrationHitRoll {
    /// Whether concentration goes on.
    #[must_use]
    pub const fn band(&self) -> ConcentrationBand {
        self.band
    }

    /// The evasion roll, if one was made.
    #[must_use]
    pub const fn save(&self) -> Option<&Save> {
        self.save.as_ref()
    }
}

impl Resolved for ConcentrationHitRoll {
    type Band = ConcentrationBand;

    fn band(&self) -> ConcentrationBand {
        self.band
    }

    fn dice(&self) -> &[Rolled] {
        self.save.as_ref().map_or(&[], |save| save.dice())
    }
}

const fn concentration_band(pass: PassFail) -> ConcentrationBand {
    match pass {
        PassFail::Pass => ConcentrationBand::Kept,
        PassFail::Fail => ConcentrationBand::Broken,
    }
}

impl Check for ConcentrationHit {
    type Band = ConcentrationBand;
    type Outcome = ConcentrationHitRoll;

    fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<ConcentrationHitRoll, osr_check::Error> {
        match self.evasion {
            None => Ok(ConcentrationHitRoll {
                band: ConcentrationBand::Kept,
                save: None,
            }),
            Some(evasion) => {
                let save = evasion.roll(source)?;
                Ok(ConcentrationHitRoll {
                    band: concentration_band(save.band()),
                    save: Some(save),
                })
            }
        }
    }

    fn odds(&self) -> Odds<ConcentrationBand> {
        self.evasion.map_or_else(
            || Odds::certain(ConcentrationBand::Kept),
            |evasion| evasion.odds().map(concentration_band),
        )
    }
}

/// How fast a target moves, as the movement table names its speeds.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::Pace;
///
/// assert_eq!(Pace::Run.row().id, "run");
/// assert_eq!(Pace::Run.attack_bonus(), 8);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersPace"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Pace {
    /// Semi-conscious movement.
    SemiConscious,
    /// Combat movement.
    Combat,
    /// A dash in combat, instead of any other action.
    Dash,
    /// Exploring.
    Explore,
    /// Walking.
    Walk,
    /// Jogging.
    Jog,
    /// Running.
    Run,
    /// Sprinting.
    Sprint,
}

/// A row of [`PACES`]: a pace, its stable ID, and the bonus of attacks on
/// a target moving at it.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::{PACES, Pace};
///
/// let sprint = PACES.iter().find(|row| row.pace == Pace::Sprint);
/// assert_eq!(sprint.map(|row| row.attack_bonus), Some(16));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PaceRow {
    /// The pace.
    pub pace: Pace,
    /// Its stable ID.
    pub id: &'static str,
    /// The bonus to attacks on a target moving at this pace.
    pub attack_bonus: i32,
}

/// The attack column of the movement table (rule GM-combat.moving-targets).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::PACES;
///
/// let bonuses: Vec<i32> = PACES.iter().map(|row| row.attack_bonus).collect();
/// assert_eq!(bonuses, [0, 0, 4, 0, 2, 4, 8, 16]);
/// ```
pub const PACES: [PaceRow; 8] = [
    PaceRow {
        pace: Pace::SemiConscious,
        id: "semi_conscious",
        attack_bonus: 0,
    },
    PaceRow {
        pace: Pace::Combat,
        id: "combat",
        attack_bonus: 0,
    },
    PaceRow {
        pace: Pace::Dash,
        id: "dash",
        attack_bonus: 4,
    },
    PaceRow {
        pace: Pace::Explore,
        id: "explore",
        attack_bonus: 0,
    },
    PaceRow {
        pace: Pace::Walk,
        id: "walk",
        attack_bonus: 2,
    },
    PaceRow {
        pace: Pace::Jog,
        id: "jog",
        attack_bonus: 4,
    },
    PaceRow {
        pace: Pace::Run,
        id: "run",
        attack_bonus: 8,
    },
    PaceRow {
        pace: Pace::Sprint,
        id: "sprint",
        attack_bonus: 16,
    },
];

impl Pace {
    /// The pace's row of [`PACES`].
    #[must_use]
    pub const fn row(self) -> &'static PaceRow {
        match self {
            Self::SemiConscious => &PACES[0],
            Self::Combat => &PACES[1],
            Self::Dash => &PACES[2],
            Self::Explore => &PACES[3],
            Self::Walk => &PACES[4],
            Self::Jog => &PACES[5],
            Self::Run => &PACES[6],
            Self::Sprint => &PACES[7],
        }
    }

    /// The bonus to attacks on a target moving at this pace.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::gods_and_monsters::special::Pace;
    ///
    /// assert_eq!(Pace::Sprint.attack_bonus(), 16);
    /// assert_eq!(Pace::lookup("dash")?.attack_bonus(), 4);
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    #[must_use]
    pub const fn attack_bonus(self) -> i32 {
        self.row().attack_bonus
    }

    /// The pace with this ID.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] (table `"pace"`) for an ID that names none.
    pub fn lookup(id: &str) -> Result<Self, Error> {
        PACES
            .iter()
            .find(|row| row.id == id)
            .map(|row| row.pace)
            .ok_or_else(|| Error::UnknownId {
                table: "pace",
                id: id.into(),
            })
    }
}

//! The dice and numbers of individual spells: area damage with a save for
//! half, Animate Dead, Augury, Fly, Speak with Dead, Charm and Heal
//! Sickness.

use alloc::vec::Vec;

use num_bigint::BigInt;
use num_rational::BigRational;
use osr_check::cairn_house::Save;
use osr_check::{Check, Fate, Odds, PassFail, Rolled, Table};
use osr_core::{Die, FaceSource};
use osr_dice::{Budget, Distribution, Plan};

use super::{Spell, SpellLevel};
use crate::Error;

/// Fireball or Lightning Bolt's damage (CH-magic.fireball,
/// CH-magic.lightning-bolt): Ld6 to every target in the area, each target
/// halving it (rounded down) with a DEX save.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::cairn_house::Save;
/// use osr_magic::cairn_house::{AreaDamage, SpellLevel};
///
/// let fireball = AreaDamage::fireball(SpellLevel::new(3)?);
/// let roll = fireball.roll(&mut SuppliedFaces::new(&[2, 5, 6]))?;
/// assert_eq!((roll.total(), roll.taken(false), roll.taken(true)), (13, 13, 6));
/// // A target with DEX 10 halves on d20 <= 10: exact odds of each amount taken.
/// let odds = fireball.taken_odds(Save::new(10)?)?;
/// assert_eq!(odds.total(), osr_check::ratio(1, 1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct AreaDamage {
    spell: Spell,
    level: SpellLevel,
}

impl AreaDamage {
    /// Fireball at `level`.
    #[must_use]
    pub const fn fireball(level: SpellLevel) -> Self {
        Self {
            spell: Spell::Fireball,
            level,
        }
    }

    /// Lightning Bolt at `level`.
    #[must_use]
    pub const fn lightning_bolt(level: SpellLevel) -> Self {
        Self {
            spell: Spell::LightningBolt,
            level,
        }
    }

    /// The spell.
    #[must_use]
    pub const fn spell(&self) -> Spell {
        self.spell
    }

    /// The damage as an osr-dice plan, `Ld6` with `L` bound to the level.
    ///
    /// # Errors
    ///
    /// As [`Spell::dice`].
    pub fn plan(&self) -> Result<Plan, Error> {
        self.spell.dice(self.level)?.ok_or(Error::Empty {
            what: "the spell's dice",
        })
    }

    /// Rolls the damage.
    ///
    /// # Errors
    ///
    /// The face source's error.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<AreaDamageRoll, Error> {
        let roll = self.plan()?.roll(source)?;
        let dice = crate::counted_dice(&roll)?;
        let total =
            u32::try_from(roll.total).map_err(|_| Error::Inconsistent { what: "the damage" })?;
        Ok(AreaDamageRoll { total, dice })
    }

    /// The exact distribution of the rolled damage.
    ///
    /// # Errors
    ///
    /// As [`plan`](Self::plan); 9d6 is far inside osr-dice's budget.
    pub fn distribution(&self) -> Result<Distribution, Error> {
        Ok(self.plan()?.distribution(&Budget::default())?)
    }

    /// The exact odds of the damage one target takes, whose DEX save is
    /// `dex`: the full roll on a failed save, half (rounded down) on a
    /// passed one.
    ///
    /// # Errors
    ///
    /// As [`distribution`](Self::distribution).
    pub fn taken_odds(&self, dex: Save) -> Result<Odds<u32>, Error> {
        let mut rolled = Vec::new();
        for (total, p) in self.distribution()?.outcomes() {
            let total =
                u32::try_from(total).map_err(|_| Error::Inconsistent { what: "the damage" })?;
            rolled.push((total, p));
        }
        let save = dex.odds();
        Ok(Odds::new(rolled, None)?.then(|&total| {
            save.clone().map(|band| match band {
                PassFail::Pass => total / 2,
                PassFail::Fail => total,
            })
        }))
    }
}

/// Rolled area damage: the total and its d6s. With the `serde` feature
/// reading it back checks the total against the dice.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "AreaDamageRollFields"))]
pub struct AreaDamageRoll {
    total: u32,
    dice: Vec<Rolled>,
}

/// An [`AreaDamageRoll`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct AreaDamageRollFields {
    total: u32,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<AreaDamageRollFields> for AreaDamageRoll {
    type Error = Error;

    fn try_from(f: AreaDamageRollFields) -> Result<Self, Error> {
        let count = f.dice.len();
        let sum: u32 = f.dice.iter().map(|d| d.face).sum();
        if !(1..=9).contains(&count) || f.dice.iter().any(|d| d.sides != 6) || sum != f.total {
            return Err(Error::Inconsistent { what: "the damage" });
        }
        Ok(Self {
            total: f.total,
            dice: f.dice,
        })
    }
}

impl AreaDamageRoll {
    /// The damage rolled.
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.total
    }

    /// The damage a target takes: all of it, or half rounded down when its
    /// DEX save passed.
    #[must_use]
    pub const fn taken(&self, save_passed: bool) -> u32 {
        if save_passed {
            self.total / 2
        } else {
            self.total
        }
    }

    /// The d6s, in order.
    #[must_use]
    pub fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

/// What becomes of animated undead when Animate Dead ends: a d6, 1-3
/// hostile, 4-5 dust, 6 the caster's servants for good.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AnimateDeadEnd {
    /// 1-3: they turn hostile.
    Hostile,
    /// 4-5: they crumble to dust.
    Dust,
    /// 6: they serve the caster permanently.
    Servants,
}

impl AnimateDeadEnd {
    /// The d6 table, an osr-check [`Table`]: roll it, or ask its odds.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, Resolved};
    /// use osr_magic::cairn_house::AnimateDeadEnd;
    ///
    /// let end = AnimateDeadEnd::table().roll(&mut SuppliedFaces::new(&[6]))?;
    /// assert_eq!(end.band(), AnimateDeadEnd::Servants);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn table() -> Table<Self, 6> {
        Table::new([
            Self::Hostile,
            Self::Hostile,
            Self::Hostile,
            Self::Dust,
            Self::Dust,
            Self::Servants,
        ])
    }
}

/// Undead raised by Animate Dead (CH-magic.animate-dead): one per spell
/// level, d6 HP each. With the `serde` feature reading it back checks each
/// HP against its die.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "AnimatedDeadFields"))]
pub struct AnimatedDead {
    /// Each undead's HP, in order.
    pub hp: Vec<u32>,
    /// The d6s, in order.
    pub dice: Vec<Rolled>,
}

/// An [`AnimatedDead`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct AnimatedDeadFields {
    hp: Vec<u32>,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<AnimatedDeadFields> for AnimatedDead {
    type Error = Error;

    fn try_from(f: AnimatedDeadFields) -> Result<Self, Error> {
        let matches = f.hp.len() == f.dice.len()
            && (1..=9).contains(&f.hp.len())
            && f.hp
                .iter()
                .zip(&f.dice)
                .all(|(hp, d)| d.sides == 6 && d.face == *hp);
        if !matches {
            return Err(Error::Inconsistent {
                what: "the hit points",
            });
        }
        Ok(Self {
            hp: f.hp,
            dice: f.dice,
        })
    }
}

impl AnimatedDead {
    /// Raises L undead and rolls their HP.
    ///
    /// # Errors
    ///
    /// The face source's error.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_magic::cairn_house::{AnimatedDead, SpellLevel};
    ///
    /// let dead = AnimatedDead::raise(SpellLevel::new(2)?, &mut SuppliedFaces::new(&[3, 6]))?;
    /// assert_eq!(dead.hp, [3, 6]);
    /// # Ok::<(), osr_magic::Error>(())
    /// ```
    pub fn raise<S: FaceSource + ?Sized>(level: SpellLevel, source: &mut S) -> Result<Self, Error> {
        let mut hp = Vec::new();
        let mut dice = Vec::new();
        for _ in 0..level.get() {
            let face = Die::D6.roll(source)?;
            hp.push(face);
            dice.push(Rolled::new(6, face, Fate::Counted)?);
        }
        Ok(Self { hp, dice })
    }
}

/// Augury's answer to one question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AuguryAnswer {
    /// The d6 showed 1-3: the answer is not guaranteed true.
    Unreliable,
    /// The d6 showed 4+, or blood was paid: the answer is true.
    Truthful,
}

/// Augury (CH-magic.augury): L questions; the referee rolls a d6 in
/// secret for each, 4+ answering truthfully; 1d6 HP of blood guarantees
/// the truth instead.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_magic::cairn_house::{Augury, AuguryAnswer};
///
/// assert_eq!(Augury::table().roll(&mut SuppliedFaces::new(&[3]))?.band(), AuguryAnswer::Unreliable);
/// assert_eq!(Augury::blood(&mut SuppliedFaces::new(&[4]))?, 4);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Augury;

impl Augury {
    /// The questions at a level: one per level.
    #[must_use]
    pub const fn questions(level: SpellLevel) -> u32 {
        level.get()
    }

    /// The secret d6 of one question, an osr-check [`Table`].
    #[must_use]
    pub const fn table() -> Table<AuguryAnswer, 6> {
        use AuguryAnswer::{Truthful, Unreliable};
        Table::new([
            Unreliable, Unreliable, Unreliable, Truthful, Truthful, Truthful,
        ])
    }

    /// The HP of blood paid to guarantee a truthful answer: 1d6.
    ///
    /// # Errors
    ///
    /// The face source's error.
    pub fn blood<S: FaceSource + ?Sized>(source: &mut S) -> Result<u32, Error> {
        Ok(Die::D6.roll(source)?)
    }
}

/// One turn of Fly past its reliable time (CH-magic.fly): a d6 of 5 or
/// more ends the spell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FlyTurn {
    /// 1-4: it goes on.
    Continues,
    /// 5-6: it ends.
    Ends,
}

impl FlyTurn {
    /// The d6 table, an osr-check [`Table`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, Resolved};
    /// use osr_magic::cairn_house::FlyTurn;
    ///
    /// assert_eq!(FlyTurn::table().roll(&mut SuppliedFaces::new(&[5]))?.band(), FlyTurn::Ends);
    /// assert_eq!(FlyTurn::table().roll(&mut SuppliedFaces::new(&[4]))?.band(), FlyTurn::Continues);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn table() -> Table<Self, 6> {
        use FlyTurn::{Continues, Ends};
        Table::new([Continues, Continues, Continues, Continues, Ends, Ends])
    }

    /// The exact chance that the spell is still up after `turns` turns
    /// past its reliable time: (2/3)^turns.
    #[must_use]
    pub fn still_flying(turns: u32) -> BigRational {
        BigRational::new(BigInt::from(2).pow(turns), BigInt::from(3).pow(turns))
    }
}

/// A unit of time for how long a corpse has been dead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TimeUnit {
    /// Minutes.
    Minutes,
    /// Hours.
    Hours,
    /// Days.
    Days,
    /// Weeks.
    Weeks,
    /// Months of 30 days.
    Months,
    /// Years of 365 days.
    Years,
}

impl TimeUnit {
    /// The unit in minutes.
    #[must_use]
    pub const fn minutes(self) -> u32 {
        match self {
            Self::Minutes => 1,
            Self::Hours => 60,
            Self::Days => 1440,
            Self::Weeks => 7 * 1440,
            Self::Months => 30 * 1440,
            Self::Years => 365 * 1440,
        }
    }
}

/// How long a corpse has been dead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DeadFor {
    /// How many units.
    pub amount: u32,
    /// The unit.
    pub unit: TimeUnit,
}

impl DeadFor {
    /// The time in minutes.
    #[must_use]
    pub const fn minutes(self) -> u64 {
        // u32 times at most 525,600 fits u64 (not u32: a corpse may be
        // dead for thousands of years).
        self.amount as u64 * self.unit.minutes() as u64
    }
}

/// Speak with Dead (CH-magic.speak-dead): 1d6 questions of a corpse dead
/// at most as long as the spell level allows.
///
/// # Examples
///
/// ```
/// use osr_magic::cairn_house::{DeadFor, SpeakWithDead, SpellLevel, TimeUnit};
///
/// let three_weeks = DeadFor { amount: 3, unit: TimeUnit::Weeks };
/// assert!(!SpeakWithDead::reaches(SpellLevel::new(3)?, three_weeks));
/// assert!(SpeakWithDead::reaches(SpellLevel::new(4)?, three_weeks));
/// assert_eq!(SpeakWithDead::least_level(three_weeks).map(SpellLevel::get), Some(4));
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SpeakWithDead;

impl SpeakWithDead {
    /// The longest a corpse may have been dead at each level 1 to 8; level
    /// 9 has no limit.
    pub const LIMITS: [DeadFor; 8] = [
        DeadFor {
            amount: 10,
            unit: TimeUnit::Minutes,
        },
        DeadFor {
            amount: 1,
            unit: TimeUnit::Days,
        },
        DeadFor {
            amount: 1,
            unit: TimeUnit::Weeks,
        },
        DeadFor {
            amount: 1,
            unit: TimeUnit::Months,
        },
        DeadFor {
            amount: 1,
            unit: TimeUnit::Years,
        },
        DeadFor {
            amount: 10,
            unit: TimeUnit::Years,
        },
        DeadFor {
            amount: 100,
            unit: TimeUnit::Years,
        },
        DeadFor {
            amount: 1000,
            unit: TimeUnit::Years,
        },
    ];

    /// The longest time dead a level reaches, `None` for no limit.
    #[must_use]
    pub const fn limit(level: SpellLevel) -> Option<DeadFor> {
        match level.get() {
            9 => None,
            l => Some(Self::LIMITS[(l - 1) as usize]),
        }
    }

    /// Whether a spell of `level` reaches a corpse dead this long (the
    /// limit included).
    #[must_use]
    pub const fn reaches(level: SpellLevel, dead: DeadFor) -> bool {
        match Self::limit(level) {
            Some(limit) => dead.minutes() <= limit.minutes(),
            None => true,
        }
    }

    /// The lowest level that reaches a corpse dead this long.
    #[must_use]
    pub fn least_level(dead: DeadFor) -> Option<SpellLevel> {
        (1..=9)
            .filter_map(|l| SpellLevel::new(l).ok())
            .find(|&l| Self::reaches(l, dead))
    }

    /// Rolls the questions: 1d6.
    ///
    /// # Errors
    ///
    /// The face source's error.
    pub fn questions<S: FaceSource + ?Sized>(source: &mut S) -> Result<u32, Error> {
        Ok(Die::D6.roll(source)?)
    }
}

/// A creature's attitude as Charm moves it (CH-magic.charm).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Attitude {
    /// Hostile.
    Hostile,
    /// Neutral.
    Neutral,
    /// Friendly.
    Friendly,
    /// Infatuated.
    Infatuated,
}

impl Attitude {
    /// The attitude after Charm: one step friendlier, infatuated at most.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_magic::cairn_house::Attitude;
    ///
    /// assert_eq!(Attitude::Hostile.charmed(), Attitude::Neutral);
    /// ```
    #[must_use]
    pub const fn charmed(self) -> Self {
        match self {
            Self::Hostile => Self::Neutral,
            Self::Neutral => Self::Friendly,
            Self::Friendly | Self::Infatuated => Self::Infatuated,
        }
    }
}

/// An ailment Heal Sickness meets (CH-magic.heal-sickness).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Ailment {
    /// A mundane injury, disease or poison (battle wounds, a nonmagical
    /// creature's poison).
    Mundane,
    /// A magical ailment or a curse.
    Magical,
}

/// What Heal Sickness does to an ailment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Cure {
    /// Cured outright.
    Cured,
    /// One more saving throw against it.
    ExtraSave,
}

impl Ailment {
    /// What Heal Sickness does to it.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_magic::cairn_house::{Ailment, Cure};
    ///
    /// assert_eq!(Ailment::Mundane.healed(), Cure::Cured);
    /// assert_eq!(Ailment::Magical.healed(), Cure::ExtraSave);
    /// ```
    #[must_use]
    pub const fn healed(self) -> Cure {
        match self {
            Self::Mundane => Cure::Cured,
            Self::Magical => Cure::ExtraSave,
        }
    }
}

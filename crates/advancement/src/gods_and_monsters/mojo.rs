//! Mojo: the ledger, the cost of every purchase, bids on failed
//! archetypal rolls, and what a bid buys on the side.

use alloc::vec::Vec;

use osr_check::gods_and_monsters::{GroupEffort, GroupMojo, GroupMojoBid};
use osr_equipment::gods_and_monsters::Price;

use super::archetype::AbilityScore;
use super::experience::mojo_xp;
use crate::Error;

/// A character's mojo: a whole, non-negative amount. Spending more than
/// there is, or a negative award, is an error and leaves it unchanged.
///
/// With the `serde` feature it serializes as the plain number.
///
/// # Examples
///
/// ```
/// use osr_advancement::Error;
/// use osr_advancement::gods_and_monsters::Mojo;
///
/// let mojo = Mojo::new(16);
/// assert_eq!(mojo.spend(1)?.get(), 15);
/// assert_eq!(mojo.spend(17), Err(Error::NotEnoughMojo { cost: 17, have: 16 }));
/// # Ok::<(), Error>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Mojo(u32);

impl Mojo {
    /// `mojo` mojo.
    #[must_use]
    pub const fn new(mojo: u32) -> Self {
        Self(mojo)
    }

    /// The amount.
    #[must_use]
    pub const fn get(self) -> u32 {
        self.0
    }

    /// The amount after gaining `mojo`.
    ///
    /// # Errors
    ///
    /// [`Error::NegativeAward`] below zero, [`Error::Overflow`] past
    /// `u32::MAX`.
    pub fn gain(self, mojo: i64) -> Result<Self, Error> {
        let mojo = u32::try_from(mojo).map_err(|_| {
            if mojo < 0 {
                Error::NegativeAward { value: mojo }
            } else {
                Error::Overflow { what: "mojo" }
            }
        })?;
        self.0
            .checked_add(mojo)
            .map(Self)
            .ok_or(Error::Overflow { what: "mojo" })
    }

    /// The amount after spending `cost`.
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughMojo`] when `cost` is more than the amount.
    pub fn spend(self, cost: u32) -> Result<Self, Error> {
        self.0
            .checked_sub(cost)
            .map(Self)
            .ok_or(Error::NotEnoughMojo {
                cost: cost.into(),
                have: self.0.into(),
            })
    }

    /// The amount after paying for `purchase` at `costs`.
    ///
    /// # Errors
    ///
    /// [`Purchase::cost`]'s errors, and [`Error::NotEnoughMojo`].
    pub fn buy(self, purchase: Purchase, costs: &MojoCosts) -> Result<Self, Error> {
        self.spend(purchase.cost(costs)?)
    }
}

/// The mojo cost table. A referee may change any figure; [`MojoCosts::SEED`]
/// is the seed's.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::MojoCosts;
///
/// let house = MojoCosts { new_field: 9, ..MojoCosts::SEED };
/// assert_eq!(house.new_field, 9);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct MojoCosts {
    /// Times the current score, for +1 to an ability.
    pub ability_factor: u32,
    /// Times the current score, for +1 to the archetypal ability.
    pub archetypal_ability_factor: u32,
    /// Times the current score, for the one point that stands between the
    /// player and a specialty chosen now.
    pub specialty_point_factor: u32,
    /// A new field, with one skill, at +1.
    pub new_field: u32,
    /// Added to the current bonus, for +1 to a field bonus.
    pub field_bonus_base: u32,
    /// A skill in a field, for its preferred archetype.
    pub skill: u32,
    /// A skill in a restricted field, for an allowed archetype that is not
    /// the preferred one.
    pub restricted_skill: u32,
    /// A monk technique for one skill.
    pub technique_skill: u32,
    /// A monk technique for a whole field.
    pub technique_field: u32,
    /// Converting a one-skill technique to a field technique.
    pub convert_one_skill_technique: u32,
    /// Converting a two-skill technique to a field technique.
    pub convert_two_skill_technique: u32,
    /// A weapon skill, for a warrior.
    pub weapon_skill_warrior: u32,
    /// A weapon skill, for any other archetype.
    pub weapon_skill_other: u32,
    /// Times the spell level, to acquire a spell.
    pub spell_per_level: u32,
    /// Trying an incompatible spell again at a later level.
    pub spell_retry: u32,
    /// Bringing one's own unconscious character to semi-consciousness.
    pub semi_consciousness: u32,
    /// Silver coins one mojo buys at creation.
    pub coins_per_mojo: u32,
}

impl MojoCosts {
    /// The seed's costs.
    pub const SEED: Self = Self {
        ability_factor: 3,
        archetypal_ability_factor: 2,
        specialty_point_factor: 1,
        new_field: 11,
        field_bonus_base: 4,
        skill: 5,
        restricted_skill: 7,
        technique_skill: 2,
        technique_field: 4,
        convert_one_skill_technique: 3,
        convert_two_skill_technique: 2,
        weapon_skill_warrior: 5,
        weapon_skill_other: 7,
        spell_per_level: 3,
        spell_retry: 2,
        semi_consciousness: 1,
        coins_per_mojo: 30,
    };
}

impl Default for MojoCosts {
    fn default() -> Self {
        Self::SEED
    }
}

/// Which rate an ability increase pays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AbilityRate {
    /// Any ability but the archetypal one: three times the score.
    Normal,
    /// The archetypal ability: twice the score.
    Archetypal,
    /// The one point that keeps the player from a specialty they are
    /// choosing now: once the score.
    ForSpecialty,
}

/// A monk technique purchase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Technique {
    /// A technique for one skill.
    OneSkill,
    /// A technique for every skill of a field.
    Field,
    /// A one-skill technique made a field technique.
    ConvertOneSkill,
    /// A two-skill technique made a field technique.
    ConvertTwoSkill,
}

/// The highest spell level a sorceror acquires (osr-magic's Gods &
/// Monsters spell levels run 1..=10).
pub const MAX_SPELL_LEVEL: u32 = 10;

/// `score` checked against [`AbilityScore`]'s range (1 and up), as the
/// factor a cost multiplies.
fn ability_score(score: i32) -> Result<u32, Error> {
    Ok(AbilityScore::new(score)?.get().unsigned_abs())
}

/// Something mojo buys.
///
/// With the `serde` feature it is tagged by `buy`:
/// `{"buy": "field_bonus", "current": 2}`.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{MojoCosts, Purchase, Technique};
///
/// assert_eq!(Purchase::NewField.cost(&MojoCosts::SEED)?, 11);
/// assert_eq!(Purchase::Technique { technique: Technique::Field }.cost(&MojoCosts::SEED)?, 4);
/// assert_eq!(Purchase::Spell { level: 2 }.cost(&MojoCosts::SEED)?, 6);
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "buy", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Purchase {
    /// +1 to an ability now at `score`.
    Ability {
        /// The current score.
        score: i32,
        /// Which rate applies.
        rate: AbilityRate,
    },
    /// A new field, with one skill, at +1.
    NewField,
    /// +1 to a field bonus now at `current`.
    FieldBonus {
        /// The current bonus.
        current: u32,
    },
    /// A skill in a field.
    Skill {
        /// Whether the buyer is the field's preferred archetype (an
        /// allowed other archetype pays the restricted rate).
        preferred: bool,
    },
    /// A monk technique.
    Technique {
        /// Which one.
        technique: Technique,
    },
    /// A weapon skill in the Fighting Art.
    WeaponSkill {
        /// Whether the buyer is a warrior.
        warrior: bool,
    },
    /// The Fighting Art field bonus: it rises only with level.
    FightingArtBonus,
    /// A new spell of `level`.
    Spell {
        /// The spell's level.
        level: u32,
    },
    /// Trying an incompatible spell again at a later level (also needs 5
    /// times its components on hand).
    SpellRetry,
    /// Bringing one's own unconscious character to semi-consciousness.
    SemiConsciousness,
    /// Starting coins: `mojo` mojo traded at creation.
    Coins {
        /// The mojo traded.
        mojo: u32,
    },
}

impl Purchase {
    /// The mojo it costs at `costs`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_advancement::gods_and_monsters::{AbilityRate, MojoCosts, Purchase};
    ///
    /// let costs = MojoCosts::SEED;
    /// let str17 = |rate| Purchase::Ability { score: 17, rate };
    /// assert_eq!(str17(AbilityRate::ForSpecialty).cost(&costs)?, 17);
    /// assert_eq!(str17(AbilityRate::Archetypal).cost(&costs)?, 34);
    /// assert_eq!(Purchase::FieldBonus { current: 5 }.cost(&costs)?, 9);
    /// # Ok::<(), osr_advancement::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Invalid`] for the Fighting Art field bonus, which mojo
    /// cannot buy; [`Error::Core`] (`OutOfRange`) for an ability score
    /// outside [`AbilityScore`]'s range or a spell level outside
    /// 1..=[`MAX_SPELL_LEVEL`]; [`Error::Overflow`] for a cost past
    /// `u32::MAX`.
    pub fn cost(&self, costs: &MojoCosts) -> Result<u32, Error> {
        let times = |a: u32, b: u32| a.checked_mul(b).ok_or(Error::Overflow { what: "mojo" });
        match *self {
            Self::Ability { score, rate } => times(
                ability_score(score)?,
                match rate {
                    AbilityRate::Normal => costs.ability_factor,
                    AbilityRate::Archetypal => costs.archetypal_ability_factor,
                    AbilityRate::ForSpecialty => costs.specialty_point_factor,
                },
            ),
            Self::NewField => Ok(costs.new_field),
            Self::FieldBonus { current } => costs
                .field_bonus_base
                .checked_add(current)
                .ok_or(Error::Overflow { what: "mojo" }),
            Self::Skill { preferred: true } => Ok(costs.skill),
            Self::Skill { preferred: false } => Ok(costs.restricted_skill),
            Self::Technique { technique } => Ok(match technique {
                Technique::OneSkill => costs.technique_skill,
                Technique::Field => costs.technique_field,
                Technique::ConvertOneSkill => costs.convert_one_skill_technique,
                Technique::ConvertTwoSkill => costs.convert_two_skill_technique,
            }),
            Self::WeaponSkill { warrior: true } => Ok(costs.weapon_skill_warrior),
            Self::WeaponSkill { warrior: false } => Ok(costs.weapon_skill_other),
            Self::FightingArtBonus => Err(Error::Invalid {
                what: "the Fighting Art field bonus rises only with level",
            }),
            Self::Spell { level } => {
                osr_core::Error::check_range(
                    "spell level",
                    level.into(),
                    1,
                    MAX_SPELL_LEVEL.into(),
                )?;
                times(level, costs.spell_per_level)
            }
            Self::SpellRetry => Ok(costs.spell_retry),
            Self::SemiConsciousness => Ok(costs.semi_consciousness),
            Self::Coins { mojo } => Ok(mojo),
        }
    }

    /// Whether practical mojo (from study) may pay for it: fields, skills,
    /// techniques and spells, never abilities, the Fighting Art (its bonus
    /// or weapon skills) or thieving fields and skills; `thieving` says
    /// whether the field is a thieving one.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_advancement::gods_and_monsters::Purchase;
    ///
    /// assert!(Purchase::NewField.practical(false));
    /// assert!(!Purchase::FieldBonus { current: 1 }.practical(true));
    /// assert!(!Purchase::WeaponSkill { warrior: true }.practical(false));
    /// ```
    #[must_use]
    pub const fn practical(&self, thieving: bool) -> bool {
        match self {
            Self::NewField | Self::FieldBonus { .. } | Self::Skill { .. } => !thieving,
            Self::Technique { .. } | Self::Spell { .. } | Self::SpellRetry => true,
            Self::Ability { .. }
            | Self::WeaponSkill { .. }
            | Self::FightingArtBonus
            | Self::SemiConsciousness
            | Self::Coins { .. } => false,
        }
    }
}

/// The silver coins `mojo` mojo buys at creation.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{MojoCosts, coins_for_mojo};
/// use osr_equipment::gods_and_monsters::Price;
///
/// assert_eq!(coins_for_mojo(1, &MojoCosts::SEED)?, Price::whole(30));
/// # Ok::<(), osr_advancement::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Overflow`] past `u32::MAX` coins.
pub fn coins_for_mojo(mojo: u32, costs: &MojoCosts) -> Result<Price, Error> {
    mojo.checked_mul(costs.coins_per_mojo)
        .map(Price::whole)
        .ok_or(Error::Overflow { what: "coins" })
}

/// What several characters pooling mojo on one project pay: the most
/// expensive of their costs (each must have mojo that applies).
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::pooled_cost;
///
/// assert_eq!(pooled_cost(&[6, 9]), Some(9));
/// assert_eq!(pooled_cost(&[]), None);
/// ```
#[must_use]
pub fn pooled_cost(costs: &[u32]) -> Option<u32> {
    costs.iter().copied().max()
}

/// The bonus a purchase made just before a roll it helps (plausible from
/// the backstory: a skill, a field, a field bonus) adds to that roll: the
/// mojo spent.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{MojoCosts, Purchase, just_in_time_bonus};
///
/// assert_eq!(just_in_time_bonus(Purchase::Skill { preferred: true }, &MojoCosts::SEED)?, 5);
/// # Ok::<(), osr_advancement::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Invalid`] for a purchase that is not a field, a field bonus
/// or a skill, and [`Purchase::cost`]'s errors.
pub fn just_in_time_bonus(purchase: Purchase, costs: &MojoCosts) -> Result<u32, Error> {
    match purchase {
        Purchase::NewField | Purchase::FieldBonus { .. } | Purchase::Skill { .. } => {
            purchase.cost(costs)
        }
        _ => Err(Error::Invalid {
            what: "only fields, field bonuses and skills are bought just before a roll",
        }),
    }
}

/// A mojo bid on a failed archetypal roll, settled: a bid covering the
/// amount missed by turns the roll into a success and spends exactly that
/// much; a smaller one spends nothing. Each mojo spent gives 50 XP.
///
/// Settled with osr-check's group rule for one bidder
/// ([`GroupMojo::settle`]).
///
/// With the `serde` feature it serializes for display and does not
/// deserialize: it is a result worked out from the mojo held, the amount
/// missed by and the bid ([`Bid::settle`]), which alone show whether it was
/// settled right. Store those and work it out again: a result read on its
/// own could not be checked.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{Bid, Mojo};
///
/// let bid = Bid::settle(Mojo::new(10), Some(4), 6, true)?;
/// assert!(bid.turned);
/// assert_eq!((bid.spent, bid.xp, bid.mojo_after), (4, 200, Mojo::new(6)));
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Bid {
    /// Whether the bid turned the failure into a success.
    pub turned: bool,
    /// The mojo spent (the amount missed by, or nothing).
    pub spent: u32,
    /// The experience gained at once.
    pub xp: u64,
    /// The character's mojo after the bid.
    pub mojo_after: Mojo,
}

impl Bid {
    /// Settles a bid of `bid` mojo by a character holding `mojo` on a roll
    /// missed by `missed_by` (`None` when it succeeded:
    /// [`osr_check::Save::missed_by`]); `archetypal` says whether the roll
    /// is archetypal for the character.
    ///
    /// # Errors
    ///
    /// [`Error::Invalid`] for a roll that did not fail or is not
    /// archetypal, [`Error::NotEnoughMojo`] for a bid above the character's
    /// mojo.
    pub fn settle(
        mojo: Mojo,
        missed_by: Option<u32>,
        bid: u32,
        archetypal: bool,
    ) -> Result<Self, Error> {
        if missed_by.is_none() {
            return Err(Error::Invalid {
                what: "mojo is bid only after a failed roll",
            });
        }
        if !archetypal {
            return Err(Error::Invalid {
                what: "mojo is bid only on an archetypal roll",
            });
        }
        if bid > mojo.get() {
            return Err(Error::NotEnoughMojo {
                cost: bid.into(),
                have: mojo.get().into(),
            });
        }
        let settled = GroupMojo::settle(
            GroupEffort::new(1)?,
            missed_by,
            &[GroupMojoBid {
                mojo: bid,
                archetypal,
            }],
        )?;
        let spent = settled.total_spent();
        Ok(Self {
            turned: settled.turned(),
            spent,
            xp: mojo_xp(spent),
            mojo_after: mojo.spend(spent)?,
        })
    }

    /// The bid withdrawn: when the Guide says the action the bid made
    /// succeed is of no use to the adventure, the player may take back a
    /// successful bid (the only bid ever withdrawn): the mojo returns, no
    /// experience is gained and the roll stays failed.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_advancement::gods_and_monsters::{Bid, Mojo};
    ///
    /// let bid = Bid::settle(Mojo::new(10), Some(4), 6, true)?;
    /// let back = bid.withdraw()?;
    /// assert_eq!((back.turned, back.xp, back.mojo_after), (false, 0, Mojo::new(10)));
    /// # Ok::<(), osr_advancement::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Invalid`] for a bid that did not succeed.
    pub fn withdraw(&self) -> Result<Self, Error> {
        if !self.turned {
            return Err(Error::Invalid {
                what: "only a successful bid is withdrawn",
            });
        }
        Ok(Self {
            turned: false,
            spent: 0,
            xp: 0,
            mojo_after: self.mojo_after.gain(self.spent.into())?,
        })
    }

    /// The purchases among `candidates` (bonuses, skills or fields of the
    /// field the roll used) that the mojo spent would have paid for: the
    /// character gains one of them free.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_advancement::gods_and_monsters::{Bid, Mojo, MojoCosts, Purchase};
    ///
    /// // Language Science +1, bid 7, needed 6: +2 costs 5, so it comes free.
    /// let bid = Bid::settle(Mojo::new(20), Some(6), 7, true)?;
    /// let raise = Purchase::FieldBonus { current: 1 };
    /// assert_eq!(bid.free_gains(&[raise, Purchase::NewField], &MojoCosts::SEED)?, [raise]);
    /// # Ok::<(), osr_advancement::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Purchase::cost`]'s errors.
    pub fn free_gains(
        &self,
        candidates: &[Purchase],
        costs: &MojoCosts,
    ) -> Result<Vec<Purchase>, Error> {
        let mut gains = Vec::new();
        if !self.turned {
            return Ok(gains);
        }
        for &purchase in candidates {
            if purchase.cost(costs)? <= self.spent {
                gains.push(purchase);
            }
        }
        Ok(gains)
    }
}

//! One-on-one duels to the end (CH-combat.attack, CH-combat.dr,
//! CH-combat.enhanced), simulated without allocating, played step by step
//! through osr-health, and their exact odds.
//!
//! Two fighters trade blows in exchanges: the one who strikes first
//! attacks, then the other if still in the fight, and again, until one is
//! out. Every attack hits: the weapon die, less the target's DR (at least
//! 0), comes off HP; exactly 0 HP rolls a grievous wound; damage past 0
//! lowers STR and calls for the STR save against critical damage; STR 0 is
//! death. All of it is osr-health's [`Character::take_damage`], which
//! [`Duel::play`] calls and [`Duel::simulate`] repeats face for face.
//!
//! Readings:
//!
//! - A duel is fought hand to hand. Of osr-health's grievous wound effects
//!   ([`Character::wound_effects`]) only a gouged eye changes an attack
//!   die, and only a ranged one; none changes DR. So a wound taken
//!   mid-duel is rolled and recorded (the d6 is consumed) and changes
//!   nothing in the fight.
//! - [`Finish::CriticalDamage`] (the default): a failed critical damage save
//!   takes a fighter out, as it leaves a PC crawling. [`Finish::Death`]: only
//!   death does; a fighter with critical damage fights on, saving again
//!   each time damage goes past 0 HP.
//! - Enhanced and impaired are fixed for the duel ([`AttackStep`]): one
//!   step up or down the d4..d12 ladder, stopping at its ends. A charge
//!   (enhanced for one attack in the first round) is not modelled.
//! - Neither fighter able to hurt the other (each die's highest face at
//!   most the other's DR) is a stalemate: the duel ends at once, before
//!   any die is rolled. While one of them can, the duel goes on.
//! - The critical damage save has no natural 1/20 rule (osr-health's
//!   default).
//!
//! The exact odds use that wounds change nothing: how many hurting hits
//! take each fighter out (and how) is a chain over that fighter's own HP
//! and STR alone, and who lands their last hit first is a chain over the
//! hits still needed, where an exchange in which neither hurts is a
//! self-loop solved in closed form.

use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::Odds;
use osr_core::{Die, FaceSource, StepDie};
use osr_health::cairn_house::{Attack, Character, Consequence, Harm};

use crate::{Error, Side};

/// The most exchanges [`Duel::simulate`] and [`Duel::play`] run before
/// giving up with [`Error::DuelUnended`]. Fair dice end every duel that
/// can end long before: the slowest possible (a d4 against DR 3, the
/// other fighter unable to hurt) goes past it with a chance below
/// 10^-1000.
pub const DUEL_MAX_EXCHANGES: u32 = 10_000;

/// The highest HP (and maximum HP) a duelist may have.
pub const DUEL_MAX_HP: u32 = 20;

/// The highest DR a duelist may have: osr-health's. Armour and shield
/// give at most 3 (CH-combat.dr); a monster's may be higher.
pub const DUEL_MAX_DR: u32 = 10;

/// How an attack's die is moved for the whole duel (CH-combat.enhanced).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseAttackStep"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AttackStep {
    /// Impaired: one die size smaller (d4 stays d4).
    Impaired,
    /// The weapon's own die.
    #[default]
    Normal,
    /// Enhanced: one die size larger (d12 stays d12).
    Enhanced,
}

impl AttackStep {
    const fn steps(self) -> i32 {
        match self {
            Self::Impaired => -1,
            Self::Normal => 0,
            Self::Enhanced => 1,
        }
    }
}

/// What takes a fighter out of a duel, and how a duel was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseFinish"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Finish {
    /// A failed critical damage save (or death): the default.
    #[default]
    CriticalDamage,
    /// Death only (STR 0).
    Death,
}

impl Finish {
    /// A stable snake-case key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::CriticalDamage => "critical_damage",
            Self::Death => "death",
        }
    }
}

impl fmt::Display for Finish {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::CriticalDamage => "critical damage",
            Self::Death => "death",
        })
    }
}

/// One fighter of a duel, by their numbers: HP (of a maximum), STR, DR,
/// weapon die and whether the attack is enhanced or impaired.
///
/// With the `serde` feature: `{"hp": 4, "max_hp": 6, "str": 12, "dr": 1,
/// "weapon": "d8", "step": "normal"}` (`max_hp` and `step` optional),
/// validated on reading as by the constructors.
///
/// # Examples
///
/// ```
/// use osr_combat::cairn_house::{AttackStep, Duelist};
/// use osr_core::StepDie;
///
/// let knight = Duelist::new(5, 12, 2, StepDie::D8)?.with_step(AttackStep::Enhanced);
/// assert_eq!(knight.attack_die(), StepDie::D10);
/// assert!(Duelist::new(5, 0, 1, StepDie::D8).is_err()); // STR 0 is dead
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseDuelist"))]
#[cfg_attr(feature = "serde", serde(try_from = "DuelistFields"))]
pub struct Duelist {
    hp: u32,
    max_hp: u32,
    str: u32,
    dr: u32,
    weapon: StepDie,
    step: AttackStep,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct DuelistFields {
    hp: i64,
    #[serde(default)]
    max_hp: Option<i64>,
    str: i64,
    dr: i64,
    weapon: StepDie,
    #[serde(default)]
    step: AttackStep,
}

#[cfg(feature = "serde")]
impl TryFrom<DuelistFields> for Duelist {
    type Error = Error;

    fn try_from(f: DuelistFields) -> Result<Self, Error> {
        let hp = in_range("hit points", f.hp, 0, DUEL_MAX_HP)?;
        let str = in_range("strength", f.str, 1, 20)?;
        let str = i32::try_from(str).unwrap_or(20);
        let dr = in_range("damage reduction", f.dr, 0, DUEL_MAX_DR)?;
        let duelist = Self::new(hp, str, dr, f.weapon)?.with_step(f.step);
        match f.max_hp {
            Some(max) => duelist.with_max_hp(in_range("maximum hit points", max, 1, DUEL_MAX_HP)?),
            None => Ok(duelist),
        }
    }
}

fn in_range(what: &'static str, value: i64, min: u32, max: u32) -> Result<u32, Error> {
    let value = osr_core::Error::check_range(what, value, min.into(), max.into())?;
    Ok(u32::try_from(value).unwrap_or(max))
}

impl Duelist {
    /// A fighter at `hp` hit protection (also their maximum), with STR
    /// `str`, damage reduction `dr` (armour and shield, CH-combat.dr) and
    /// a weapon whose damage die is `weapon`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for HP outside 0..=[`DUEL_MAX_HP`],
    /// STR outside 1..=20 (STR 0 is dead) or DR outside
    /// 0..=[`DUEL_MAX_DR`]. HP 0 (an encumbered fighter) has a maximum of
    /// 1 unless [`with_max_hp`](Self::with_max_hp) says otherwise.
    pub fn new(hp: u32, str: i32, dr: u32, weapon: StepDie) -> Result<Self, Error> {
        let hp = in_range("hit points", hp.into(), 0, DUEL_MAX_HP)?;
        let str = in_range("strength", str.into(), 1, 20)?;
        let dr = in_range("damage reduction", dr.into(), 0, DUEL_MAX_DR)?;
        Ok(Self {
            hp,
            max_hp: hp.max(1),
            str,
            dr,
            weapon,
            step: AttackStep::Normal,
        })
    }

    /// The same fighter with `max_hp` as their maximum HP.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside 1..=[`DUEL_MAX_HP`],
    /// [`Error::AboveMaximum`] when the HP is above it.
    pub fn with_max_hp(mut self, max_hp: u32) -> Result<Self, Error> {
        self.max_hp = in_range("maximum hit points", max_hp.into(), 1, DUEL_MAX_HP)?;
        if self.hp > self.max_hp {
            return Err(Error::AboveMaximum {
                what: "hit points",
                value: self.hp.into(),
                max: self.max_hp.into(),
            });
        }
        Ok(self)
    }

    /// The same fighter with their attacks enhanced or impaired.
    #[must_use]
    pub const fn with_step(mut self, step: AttackStep) -> Self {
        self.step = step;
        self
    }

    /// Hit protection at the start of the duel.
    #[must_use]
    pub const fn hp(&self) -> u32 {
        self.hp
    }

    /// Maximum hit protection.
    #[must_use]
    pub const fn max_hp(&self) -> u32 {
        self.max_hp
    }

    /// STR at the start of the duel.
    #[must_use]
    pub fn str(&self) -> i32 {
        // 1..=20, checked when made.
        i32::try_from(self.str).unwrap_or(20)
    }

    /// Damage reduction.
    #[must_use]
    pub const fn dr(&self) -> u32 {
        self.dr
    }

    /// The weapon's own damage die.
    #[must_use]
    pub const fn weapon(&self) -> StepDie {
        self.weapon
    }

    /// Whether the attacks are enhanced or impaired.
    #[must_use]
    pub const fn step(&self) -> AttackStep {
        self.step
    }

    /// The die the fighter's attacks roll: the weapon's, moved by
    /// [`step`](Self::step).
    #[must_use]
    pub fn attack_die(&self) -> StepDie {
        self.weapon.step(self.step.steps())
    }

    /// This fighter as an osr-health character at the duel's start (DEX
    /// and WIL, which a duel never reads, at 10).
    ///
    /// # Panics
    ///
    /// Never: a duelist's HP is at most its maximum, at most
    /// [`DUEL_MAX_HP`], and its STR in 1..=20, all within a character's.
    #[must_use]
    pub fn character(&self) -> Character {
        Character::new(self.max_hp, [self.str(), 10, 10])
            .and_then(|c| c.with_hp(self.hp))
            .expect("a duelist's HP, maximum and STR are a character's")
    }
}

/// How a duel ended: the band of [`Duel::odds`].
///
/// With the `serde` feature: `{"won": {"winner": "party", "by":
/// "critical_damage"}}` or `"stalemate"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseDuelResult"))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", rename_all_fields = "snake_case")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum DuelResult {
    /// One fighter took the other out.
    Won {
        /// The winner's side.
        winner: Side,
        /// How the loser went out: critical damage, or death.
        by: Finish,
    },
    /// Neither fighter can ever hurt the other.
    Stalemate,
}

impl DuelResult {
    /// The winner, if any.
    #[must_use]
    pub const fn winner(self) -> Option<Side> {
        match self {
            Self::Won { winner, .. } => Some(winner),
            Self::Stalemate => None,
        }
    }
}

impl fmt::Display for DuelResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Won {
                winner: Side::Party,
                by,
            } => write!(f, "the party wins by {by}"),
            Self::Won {
                winner: Side::Foes,
                by,
            } => write!(f, "the foes win by {by}"),
            Self::Stalemate => f.write_str("stalemate: neither can hurt the other"),
        }
    }
}

/// The end of a simulated duel: how it ended and in which exchange (0
/// for a stalemate, which ends before the first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseDuelEnding"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DuelEnding {
    /// How it ended.
    pub result: DuelResult,
    /// The exchange it ended in, counting from 1.
    pub exchanges: u32,
}

/// One attack of a played duel: the exchange, the attacker and what
/// osr-health made of the hit (its dice and events).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseStrike"))]
pub struct Strike {
    /// The exchange, counting from 1.
    pub exchange: u32,
    /// Who attacked.
    pub attacker: Side,
    /// The hit as osr-health applied it.
    pub harm: Harm,
}

/// A duel played through osr-health: every strike and the ending.
/// Serializes (with the `serde` feature) but is not read back: replay the
/// duel from its faces instead.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseDuelRecord"))]
pub struct DuelRecord {
    /// The strikes, in order.
    pub strikes: Vec<Strike>,
    /// The ending.
    pub ending: DuelEnding,
}

impl DuelRecord {
    /// Every face rolled, in order: [`Duel::simulate`] and [`Duel::play`]
    /// give the same ending from them.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        use osr_check::Resolved as _;
        self.strikes.iter().flat_map(|s| s.harm.faces()).collect()
    }
}

/// A one-on-one fight to the end between the party's fighter and the
/// foes' (CH-combat.attack), with who strikes first and what takes a
/// fighter out.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::cairn_house::{Duel, DuelResult, Duelist, Finish};
/// use osr_core::{StepDie, SuppliedFaces};
///
/// // HP 1 each, d4s, no armour: the party's first blow, a 3, goes 2 past
/// // 0 HP (STR 10 -> 8) and the save's d20 of 15 fails.
/// let one = Duelist::new(1, 10, 0, StepDie::D4)?;
/// let duel = Duel::new(one, one);
/// let ending = duel.simulate(&mut SuppliedFaces::new(&[3, 15]))?;
/// assert_eq!(ending.result, DuelResult::Won { winner: Side::Party, by: Finish::CriticalDamage });
/// assert_eq!(ending.exchanges, 1);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseDuel"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Duel {
    party: Duelist,
    foes: Duelist,
    #[cfg_attr(feature = "serde", serde(default = "party_first"))]
    first: Side,
    #[cfg_attr(feature = "serde", serde(default))]
    out: Finish,
}

#[cfg(feature = "serde")]
const fn party_first() -> Side {
    Side::Party
}

/// A fighter's state in the fast path.
#[derive(Clone, Copy)]
struct Track {
    hp: u32,
    str: u32,
}

/// One attack on the fast path: the die, less DR, onto `target`; the way
/// the target went out, if they did. Rolls exactly the faces osr-health's
/// `take_damage` rolls.
#[inline]
fn strike<S: FaceSource + ?Sized>(
    die: Die,
    dr: u32,
    target: &mut Track,
    out: Finish,
    source: &mut S,
) -> Result<Option<Finish>, Error> {
    let damage = source.next_face(die)?.saturating_sub(dr);
    if damage == 0 {
        return Ok(None);
    }
    if damage <= target.hp {
        target.hp -= damage;
        if target.hp == 0 {
            // A grievous wound: rolled, and nothing in a duel reads it.
            source.next_face(Die::D6)?;
        }
        return Ok(None);
    }
    let excess = damage - target.hp;
    target.hp = 0;
    if excess >= target.str {
        target.str = 0;
        return Ok(Some(Finish::Death));
    }
    target.str -= excess;
    let save = source.next_face(Die::D20)?;
    if save > target.str && out == Finish::CriticalDamage {
        return Ok(Some(Finish::CriticalDamage));
    }
    Ok(None)
}

impl Duel {
    /// A duel between `party` and `foes`: the party strikes first, and a
    /// failed critical damage save takes a fighter out.
    #[must_use]
    pub const fn new(party: Duelist, foes: Duelist) -> Self {
        Self {
            party,
            foes,
            first: Side::Party,
            out: Finish::CriticalDamage,
        }
    }

    /// The same duel with `side` striking first in every exchange.
    #[must_use]
    pub const fn with_first(mut self, side: Side) -> Self {
        self.first = side;
        self
    }

    /// The same duel with `out` taking a fighter out.
    #[must_use]
    pub const fn with_out(mut self, out: Finish) -> Self {
        self.out = out;
        self
    }

    /// The fighter of `side`.
    #[must_use]
    pub const fn duelist(&self, side: Side) -> &Duelist {
        match side {
            Side::Party => &self.party,
            Side::Foes => &self.foes,
        }
    }

    /// Who strikes first in every exchange.
    #[must_use]
    pub const fn first(&self) -> Side {
        self.first
    }

    /// What takes a fighter out.
    #[must_use]
    pub const fn out(&self) -> Finish {
        self.out
    }

    /// Whether neither fighter can ever hurt the other: each attack die's
    /// highest face is at most the other's DR.
    #[must_use]
    pub fn is_stalemate(&self) -> bool {
        self.party.attack_die().die().sides() <= self.foes.dr
            && self.foes.attack_die().die().sides() <= self.party.dr
    }

    /// Fights the duel to its end from `source`, without allocating: the
    /// same ending, from the same faces, as [`play`](Self::play).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails, [`Error::DuelUnended`]
    /// when no one is out after [`DUEL_MAX_EXCHANGES`] (a face source that
    /// never rolls a hurting face).
    pub fn simulate<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<DuelEnding, Error> {
        if self.is_stalemate() {
            return Ok(DuelEnding {
                result: DuelResult::Stalemate,
                exchanges: 0,
            });
        }
        let first_side = self.first;
        let (a, b) = (
            self.duelist(first_side),
            self.duelist(first_side.opponent()),
        );
        let (die_a, die_b) = (a.attack_die().die(), b.attack_die().die());
        let mut track_a = Track {
            hp: a.hp,
            str: a.str,
        };
        let mut track_b = Track {
            hp: b.hp,
            str: b.str,
        };
        let won = |winner: Side, by: Finish, exchanges: u32| DuelEnding {
            result: DuelResult::Won { winner, by },
            exchanges,
        };
        for exchange in 1..=DUEL_MAX_EXCHANGES {
            if let Some(by) = strike(die_a, b.dr, &mut track_b, self.out, source)? {
                return Ok(won(first_side, by, exchange));
            }
            if let Some(by) = strike(die_b, a.dr, &mut track_a, self.out, source)? {
                return Ok(won(first_side.opponent(), by, exchange));
            }
        }
        Err(Error::DuelUnended {
            exchanges: DUEL_MAX_EXCHANGES,
        })
    }

    /// Fights the duel through osr-health ([`Attack::roll`] on each
    /// fighter's [`Duelist::character`]) and records every strike: the
    /// slow path, for showing a duel step by step.
    ///
    /// # Errors
    ///
    /// As [`simulate`](Self::simulate), and osr-health's errors.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::cairn_house::{Duel, Duelist};
    /// use osr_core::{StepDie, SuppliedFaces};
    ///
    /// let duel = Duel::new(Duelist::new(2, 10, 0, StepDie::D6)?, Duelist::new(3, 9, 1, StepDie::D4)?);
    /// // 1 - DR 1: nothing; 3 past HP 2, STR 10 -> 9, d20 2 passes; 5 - 1
    /// // past HP 3, STR 9 -> 8, d20 4 passes; 4 past 0, STR 9 -> 5, d20 20 fails.
    /// let faces = [1, 3, 2, 5, 4, 4, 20];
    /// let record = duel.play(&mut SuppliedFaces::new(&faces))?;
    /// assert_eq!(record.faces(), faces);
    /// assert_eq!(record.ending, duel.simulate(&mut SuppliedFaces::new(&faces))?);
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    pub fn play<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<DuelRecord, Error> {
        let mut strikes = Vec::new();
        if self.is_stalemate() {
            let ending = DuelEnding {
                result: DuelResult::Stalemate,
                exchanges: 0,
            };
            return Ok(DuelRecord { strikes, ending });
        }
        let order = [self.first, self.first.opponent()];
        let mut party = self.party.character();
        let mut foes = self.foes.character();
        for exchange in 1..=DUEL_MAX_EXCHANGES {
            for attacker in order {
                let (target, attack) = match attacker {
                    Side::Party => (
                        &mut foes,
                        Attack::new(self.party.attack_die(), self.foes.dr)?,
                    ),
                    Side::Foes => (
                        &mut party,
                        Attack::new(self.foes.attack_die(), self.party.dr)?,
                    ),
                };
                let harm = attack.roll(target, source)?;
                let consequence = harm.consequence();
                strikes.push(Strike {
                    exchange,
                    attacker,
                    harm,
                });
                let by = match consequence {
                    Consequence::Dead => Some(Finish::Death),
                    Consequence::CriticalDamage if self.out == Finish::CriticalDamage => {
                        Some(Finish::CriticalDamage)
                    }
                    _ => None,
                };
                if let Some(by) = by {
                    let ending = DuelEnding {
                        result: DuelResult::Won {
                            winner: attacker,
                            by,
                        },
                        exchanges: exchange,
                    };
                    return Ok(DuelRecord { strikes, ending });
                }
            }
        }
        Err(Error::DuelUnended {
            exchanges: DUEL_MAX_EXCHANGES,
        })
    }

    /// The exact chance of each ending, summing to exactly 1.
    ///
    /// # Panics
    ///
    /// Never: the chances are the exact sums of a race every duel ends,
    /// which osr-check's odds accept (the crate's tests weigh every duel
    /// against sampling).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_combat::Side;
    /// use osr_combat::cairn_house::{Duel, DuelResult, Duelist, Finish};
    /// use osr_core::StepDie;
    ///
    /// // HP 1, STR 1 each, d4s against no armour: the first blow kills.
    /// let frail = Duelist::new(1, 1, 0, StepDie::D4)?;
    /// let odds = Duel::new(frail, frail).odds();
    /// let party_kills = DuelResult::Won { winner: Side::Party, by: Finish::Death };
    /// // 2+ kills; a 1 only empties HP (and rolls a wound). Then the foe
    /// // kills on 2+, and on a 1 the party's next blow kills.
    /// assert_eq!(odds.probability(&party_kills), Some(ratio(13, 16)));
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    #[must_use]
    pub fn odds(&self) -> Odds<DuelResult> {
        if self.is_stalemate() {
            return Odds::certain(DuelResult::Stalemate);
        }
        let first = self.first;
        let (a, b) = (self.duelist(first), self.duelist(first.opponent()));
        let sides_a = a.attack_die().die().sides();
        let sides_b = b.attack_die().die().sides();
        let hurt_a = sides_a.saturating_sub(b.dr);
        let hurt_b = sides_b.saturating_sub(a.dr);
        let won = |winner: Side, by: Finish| DuelResult::Won { winner, by };
        // One side cannot hurt: the other wins, the way its hits end it.
        if hurt_b == 0 || hurt_a == 0 {
            let (winner, victim, hurt) = if hurt_b == 0 {
                (first, b, hurt_a)
            } else {
                (first.opponent(), a, hurt_b)
            };
            let track = HitsToOut::of(victim, hurt, self.out);
            let weights = [Finish::CriticalDamage, Finish::Death]
                .into_iter()
                .map(|by| (won(winner, by), track.total(by)));
            return Odds::new(weights, None).expect("the endings' chances sum to 1");
        }
        let track_b = HitsToOut::of(b, hurt_a, self.out);
        let track_a = HitsToOut::of(a, hurt_b, self.out);
        let race = Race::new(
            sides_a,
            hurt_a,
            sides_b,
            hurt_b,
            track_b.len(),
            track_a.len(),
        );
        let weights = [Finish::CriticalDamage, Finish::Death]
            .into_iter()
            .flat_map(|by| {
                [
                    (won(first, by), race.first_wins(&track_b, &track_a, by)),
                    (
                        won(first.opponent(), by),
                        race.second_wins(&track_b, &track_a, by),
                    ),
                ]
            });
        Odds::new(weights, None).expect("the endings' chances sum to 1")
    }
}

/// How many hurting hits take a fighter out, and how: entry `k - 1` of
/// `critical` and `death` is the chance, times `scale^k`, that the k-th
/// hurting hit takes them out that way.
struct HitsToOut {
    /// `20 x` the number of hurting faces: the denominator of one hit.
    scale: u32,
    critical: Vec<BigUint>,
    death: Vec<BigUint>,
}

impl HitsToOut {
    /// The chain over the fighter's own (HP, STR) under hits whose damage
    /// is 1..=`hurt`, each as likely, reachable states only, level by
    /// level: after k hits every weight is over `(20 hurt)^k`.
    fn of(fighter: &Duelist, hurt: u32, out: Finish) -> Self {
        let width = usize::try_from(fighter.str).unwrap_or(20) + 1;
        let height = usize::try_from(fighter.hp).unwrap_or(0) + 1;
        let index = |hp: u32, str: u32| -> usize {
            usize::try_from(hp).unwrap_or(0) * width + usize::try_from(str).unwrap_or(0)
        };
        let mut level = vec![BigUint::zero(); width * height];
        level[index(fighter.hp, fighter.str)] = BigUint::one();
        let mut live = true;
        let (mut critical, mut death) = (Vec::new(), Vec::new());
        let mut next = vec![BigUint::zero(); width * height];
        while live {
            let mut hit_critical = BigUint::zero();
            let mut hit_death = BigUint::zero();
            live = false;
            for hp in 0..=fighter.hp {
                for str in 1..=fighter.str {
                    let weight = core::mem::take(&mut level[index(hp, str)]);
                    if weight.is_zero() {
                        continue;
                    }
                    let twenty = &weight * 20_u32;
                    for damage in 1..=hurt {
                        if damage <= hp {
                            // Off HP (exactly 0 also rolls a wound: all six alike).
                            next[index(hp - damage, str)] += &twenty;
                            continue;
                        }
                        let excess = damage - hp;
                        if excess >= str {
                            hit_death += &twenty;
                            continue;
                        }
                        let lowered = str - excess;
                        match out {
                            Finish::CriticalDamage => {
                                next[index(0, lowered)] += &weight * lowered;
                                hit_critical += &weight * (20 - lowered);
                            }
                            Finish::Death => next[index(0, lowered)] += &twenty,
                        }
                    }
                }
            }
            for (slot, weight) in level.iter_mut().zip(next.iter_mut()) {
                if !weight.is_zero() {
                    live = true;
                    *slot = core::mem::take(weight);
                }
            }
            critical.push(hit_critical);
            death.push(hit_death);
        }
        Self {
            scale: 20 * hurt,
            critical,
            death,
        }
    }

    /// The most hits it can take.
    fn len(&self) -> usize {
        self.critical.len()
    }

    /// Weights of going out `by` at each hit.
    fn by(&self, by: Finish) -> &[BigUint] {
        match by {
            Finish::CriticalDamage => &self.critical,
            Finish::Death => &self.death,
        }
    }

    /// The chance of going out `by` at any hit.
    fn total(&self, by: Finish) -> BigRational {
        let n = self.len();
        let scale = BigUint::from(self.scale);
        let mut sum = BigUint::zero();
        for (k, weight) in self.by(by).iter().enumerate() {
            sum += weight * scale.pow(u32::try_from(n - 1 - k).unwrap_or(0));
        }
        rational(sum, scale.pow(u32::try_from(n).unwrap_or(0)))
    }
}

fn rational(numerator: BigUint, denominator: BigUint) -> BigRational {
    BigRational::new(BigInt::from(numerator), BigInt::from(denominator))
}

/// The race of hurting hits: `won[i][j]` (for `i, j >= 1`) is the chance,
/// times `d^(i + j - 1)`, that the first striker lands their i-th hurting
/// hit before the second striker lands their j-th, when an exchange's
/// strikes hurt with chances `ha = hurt_a / sides_a` then `hb`.
///
/// With `w(0, j) = 1` and `w(i, 0) = 0`: the first striker's hit comes
/// first in each exchange, and an exchange where neither hurts loops back,
/// so `w(i, j) = [ha hb w(i-1, j-1) + ha (1-hb) w(i-1, j) + (1-ha) hb
/// w(i, j-1)] / (1 - (1-ha)(1-hb))`, in integers
/// `d = sides_a sides_b - (sides_a - hurt_a)(sides_b - hurt_b)`.
struct Race {
    d: BigUint,
    won: Vec<Vec<BigUint>>,
}

impl Race {
    fn new(
        sides_a: u32,
        hurt_a: u32,
        sides_b: u32,
        hurt_b: u32,
        max_i: usize,
        max_j: usize,
    ) -> Self {
        let both = u64::from(hurt_a) * u64::from(hurt_b);
        let a_only = u64::from(hurt_a) * u64::from(sides_b - hurt_b);
        let b_only = u64::from(sides_a - hurt_a) * u64::from(hurt_b);
        let d = u64::from(sides_a) * u64::from(sides_b)
            - u64::from(sides_a - hurt_a) * u64::from(sides_b - hurt_b);
        let d = BigUint::from(d);
        let mut won = vec![vec![BigUint::zero(); max_j + 1]; max_i + 1];
        // w(i, j) d^(i + j - 1), with w(0, j) = 1 and w(i, 0) = 0.
        let pow = |e: usize| d.pow(u32::try_from(e).unwrap_or(0));
        for i in 1..=max_i {
            for j in 1..=max_j {
                let e = i + j - 2;
                let diagonal = if i == 1 {
                    pow(e)
                } else {
                    &won[i - 1][j - 1] * &d
                };
                let up = if i == 1 {
                    pow(e)
                } else {
                    won[i - 1][j].clone()
                };
                let left = if j == 1 {
                    BigUint::zero()
                } else {
                    won[i][j - 1].clone()
                };
                won[i][j] = diagonal * both + up * a_only + left * b_only;
            }
        }
        Self { d, won }
    }

    /// The first striker (hitting the second's track `hit`) wins `by`.
    fn first_wins(&self, hit: &HitsToOut, hits_back: &HitsToOut, by: Finish) -> BigRational {
        self.sum(hit, hits_back, by, true)
    }

    /// The second striker wins `by`.
    fn second_wins(&self, hit: &HitsToOut, hits_back: &HitsToOut, by: Finish) -> BigRational {
        self.sum(hits_back, hit, by, false)
    }

    /// `sum over i, j of P(winner out-hits at i, by) P(loser at j, any)
    /// w`, where `w` is the race's chance for the first striker (or one
    /// less it), all over one common denominator.
    fn sum(&self, winner: &HitsToOut, loser: &HitsToOut, by: Finish, first: bool) -> BigRational {
        let (n, m) = (winner.len(), loser.len());
        let (sw, sl) = (BigUint::from(winner.scale), BigUint::from(loser.scale));
        let power = |base: &BigUint, e: usize| base.pow(u32::try_from(e).unwrap_or(0));
        let mut sum = BigUint::zero();
        for (i, win) in winner.by(by).iter().enumerate() {
            if win.is_zero() {
                continue;
            }
            let win = win * power(&sw, n - 1 - i);
            for j in 0..m {
                let lose = &loser.critical[j] + &loser.death[j];
                if lose.is_zero() {
                    continue;
                }
                let lose = lose * power(&sl, m - 1 - j);
                // The race's (first, second) hit counts, and its weight
                // over d^(n + m - 1).
                let (fi, sj) = if first {
                    (i + 1, j + 1)
                } else {
                    (j + 1, i + 1)
                };
                let w = &self.won[fi][sj];
                let w = if first {
                    w.clone()
                } else {
                    power(&self.d, fi + sj - 1) - w
                };
                sum += &win * &lose * w * power(&self.d, n + m - fi - sj);
            }
        }
        let denominator = power(&sw, n) * power(&sl, m) * power(&self.d, n + m - 1);
        rational(sum, denominator)
    }
}

//! Gods & Monsters: mass conflict. A group of members with the same weapon
//! or attack form fights as one combatant, a unit, using the group effort
//! rules: its group bonus adds to its attack rolls and defense and gives it
//! extra actions; it moves farther and has more survival than one member;
//! damage lands on the unit as a whole; its morale check is the group's roll
//! against a spontaneous reaction; and after the battle each member rolls
//! for their share of the damage.
//!
//! | rule | API |
//! |---|---|
//! | GM-combat.mass.unit: a group fights as one combatant with its group bonus; maneuvers need a leader | [`Unit`], [`Unit::attack_bonus`], [`Unit::defense_bonus`], [`Unit::actions_per_round`], [`Unit::may_use_maneuvers`] |
//! | GM-combat.mass.movement: median movement plus median movement x group bonus | [`Unit::movement`] |
//! | GM-combat.mass.survival: median survival plus median survival x group bonus; verve only as volunteered | [`Unit::max_survival`], [`Unit::with_volunteered_verve`] |
//! | GM-combat.mass.damage: damage to the unit as a whole; its effectiveness unchanged until the battle ends; unconscious or dead, it is no longer a group | [`Unit::take`], [`Unit::round_end`], [`Unit::breaks_up`] |
//! | GM-combat.mass.aftermath: (survival + injury damage) / group bonus per member, on the smallest die; evasion: fail to injuries, succeed to survival; proportions for large groups | [`UnitAftermath`], [`MemberAftermath`], [`MemberFate`], [`UnitAftermath::members_evading`] |
//! | GM-combat.mass.aftermath-penalty: the unit's injury points are a penalty to each member's evasion roll | [`UnitAftermath::evasion`] |
//! | GM-combat.morale: the morale check is the group decision roll | [`Unit::morale`] (osr-check's [`GroupMorale`]) |
//!
//! # Examples
//!
//! ```
//! use osr_check::Check;
//! use osr_combat::gods_and_monsters::mass::{MemberFate, Unit};
//! use osr_core::{Die, SuppliedFaces};
//! use osr_health::gods_and_monsters::Hit;
//!
//! // Twelve goblins take 19 damage in the battle, then disband.
//! let mut goblins = Unit::new(12, 5, 6)?;
//! assert_eq!((goblins.max_survival(), goblins.movement()), (20, 24));
//! goblins.take(Hit::new(19)?)?;
//! let aftermath = goblins.aftermath(8)?;
//! assert_eq!((aftermath.max_damage(), aftermath.die()), (7, Some(Die::D8)));
//! // One goblin: the d8 shows 6, evasion 8 fails on 13.
//! let fate = aftermath.member().roll(&mut SuppliedFaces::new(&[6, 13]))?.fate();
//! assert_eq!(fate, MemberFate::Injured(6));
//! # Ok::<(), osr_combat::Error>(())
//! ```
//!
//! The group bonus, the group's actions and the morale roll are osr-check's
//! group effort ([`GroupEffort`], [`GroupMorale`]); the damage die is its
//! [`SmallestDie`]; the unit's survival and injuries are osr-health's
//! [`Vitals`].
//!
//! # Readings
//!
//! - A unit has at least two members (a single combatant has group bonus 0,
//!   and the aftermath divides by the bonus).
//! - The medians of the members' survival and movement are inputs (osr-check's
//!   [`GroupMedian`](osr_check::gods_and_monsters::GroupMedian) computes one
//!   from a list); members nobody knows are average.
//! - The damage per member is the unit's lost survival plus its injury
//!   points, divided by the group bonus and rounded up (the rules do not
//!   say; rounding up keeps every hurt unit's members at risk). Verve a
//!   player character volunteered is not counted. A maximum above 20 is
//!   refused ([`Error::AftermathBeyondDice`]): the rules' dice end at the
//!   d20. A unit that lost nothing leaves its members unhurt, with no roll.
//! - Each member rolls the damage die first, then evasion.
//! - For large groups, the members who make their evasion roll are the
//!   group's size times the chance of success, rounded to the nearest
//!   member (a half up).
//!
//! - A unit's end-of-round checks are osr-health's, made with its members'
//!   median resilience. It stops being a group when it falls unconscious
//!   or is doomed (dying with no time left); a unit dying while still
//!   conscious fights on until its timer runs out.
//!
//! Not here: the unit's attack procedure (the round's), and combat movement for sizes other than small, medium and
//! large, which the rules leave to a book not included.

use alloc::vec::Vec;

use num_rational::BigRational;
use osr_check::gods_and_monsters::{GroupEffort, GroupMorale, Roll, SmallestDie};
use osr_check::{Check, Odds, PassFail, Resolved, Rolled, Save, ratio};
use osr_core::FaceSource;
use osr_health::gods_and_monsters::{
    Consequence, Hit, Resilience, RoundEnd, RoundHarm, Taken, Vitals,
};

use crate::Error;

osr_core::bounded! {
    error: crate::Error;
    /// The members of a unit: at least two, at most the largest group.
    pub struct UnitMembers(u32) in 2..=1_048_575, "unit members";
    /// The median survival points of a unit's members.
    pub struct MedianSurvival(u32) in 1..=10_000, "median survival";
    /// The median Movement of a unit's members.
    pub struct MedianMovement(u32) in 0..=100, "median movement";
}

/// A group fighting as one combatant (rules GM-combat.mass.unit,
/// GM-combat.mass.movement, GM-combat.mass.survival, GM-combat.mass.damage):
/// its attack rolls and defense take the group bonus, it has one action
/// plus one per point of bonus, it moves its median movement plus that
/// times the bonus, and has its median survival plus that times the bonus.
/// Damage lands on the unit as a whole and changes none of this until the
/// battle is over.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::mass::Unit;
/// use osr_health::gods_and_monsters::Hit;
///
/// // Twelve goblins: median survival 5, median movement 6, group bonus 3.
/// let mut goblins = Unit::new(12, 5, 6)?;
/// assert_eq!((goblins.bonus(), goblins.max_survival(), goblins.movement()), (3, 20, 24));
/// goblins.take(Hit::new(23)?)?;
/// assert_eq!((goblins.vitals().survival(), goblins.vitals().injuries()), (0, 3));
/// assert_eq!(goblins.attack_bonus(), 3);
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// With the `serde` feature it serializes as `{"members": 12,
/// "median_survival": 5, "median_movement": 6, "leader": false,
/// "survival": 20, "injuries": 0, "verve": 0, "volunteered_verve": 0}`;
/// reading it back checks every value through the constructors (survival
/// at most the unit's maximum, verve at most what was volunteered).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersUnit"))]
#[cfg_attr(feature = "serde", serde(try_from = "UnitFields", into = "UnitFields"))]
pub struct Unit {
    group: GroupEffort,
    median_survival: MedianSurvival,
    median_movement: MedianMovement,
    leader: bool,
    vitals: Vitals,
}

/// A [`Unit`] as written.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct UnitFields {
    members: UnitMembers,
    median_survival: MedianSurvival,
    median_movement: MedianMovement,
    #[serde(default)]
    leader: bool,
    survival: u32,
    #[serde(default)]
    injuries: u32,
    #[serde(default)]
    verve: u32,
    #[serde(default)]
    volunteered_verve: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<UnitFields> for Unit {
    type Error = Error;

    fn try_from(f: UnitFields) -> Result<Self, Error> {
        let unit = Self::new(
            f.members.get(),
            f.median_survival.get(),
            f.median_movement.get(),
        )?
        .with_leader(f.leader)
        .with_volunteered_verve(f.volunteered_verve)?;
        let vitals = unit
            .vitals
            .with_survival(f.survival)?
            .with_verve(f.verve)?
            .with_injuries(f.injuries)?;
        Ok(Self { vitals, ..unit })
    }
}

#[cfg(feature = "serde")]
impl From<Unit> for UnitFields {
    fn from(unit: Unit) -> Self {
        Self {
            members: UnitMembers(unit.group.members()),
            median_survival: unit.median_survival,
            median_movement: unit.median_movement,
            leader: unit.leader,
            survival: unit.vitals.survival(),
            injuries: unit.vitals.injuries(),
            verve: unit.vitals.verve(),
            volunteered_verve: unit.vitals.max_verve(),
        }
    }
}

/// `n` as an `i32` (group bonuses are at most 19).
fn small(n: u32) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

impl Unit {
    /// A unit of `members` whose median survival is `median_survival` and
    /// median Movement `median_movement`, unhurt, without a leader or
    /// volunteered verve.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for members outside
    /// [`UnitMembers::MIN`]`..=`[`UnitMembers::MAX`], medians outside
    /// their ranges, or a unit survival above osr-health's limit of 10,000.
    pub fn new(members: u32, median_survival: u32, median_movement: u32) -> Result<Self, Error> {
        let members = UnitMembers::new(members)?;
        let median_survival = MedianSurvival::new(median_survival)?;
        let median_movement = MedianMovement::new(median_movement)?;
        let bonus = GroupEffort::new(members.get())?.bonus();
        let max = u64::from(median_survival.get()) * (1 + u64::from(bonus));
        let vitals = Vitals::new(u32::try_from(max).unwrap_or(u32::MAX), 0)?;
        Ok(Self {
            group: GroupEffort::new(members.get())?,
            median_survival,
            median_movement,
            leader: false,
            vitals,
        })
    }

    /// The same unit with a designated leader or without one.
    #[must_use]
    pub const fn with_leader(self, leader: bool) -> Self {
        Self { leader, ..self }
    }

    /// The same unit, unhurt, with `verve` points that player-character
    /// members volunteer: it takes archetypal damage before survival
    /// (verve is otherwise ignored).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) above osr-health's limit of 10,000.
    pub fn with_volunteered_verve(self, verve: u32) -> Result<Self, Error> {
        Ok(Self {
            vitals: Vitals::new(self.vitals.max_survival(), verve)?,
            ..self
        })
    }

    /// The number of members.
    #[must_use]
    pub const fn members(&self) -> u32 {
        self.group.members()
    }

    /// The group effort of the members (osr-check).
    #[must_use]
    pub const fn group(&self) -> GroupEffort {
        self.group
    }

    /// The group effort bonus.
    #[must_use]
    pub fn bonus(&self) -> u32 {
        self.group().bonus()
    }

    /// The bonus to the unit's attack rolls: its group bonus.
    #[must_use]
    pub fn attack_bonus(&self) -> i32 {
        small(self.bonus())
    }

    /// The bonus to the unit's defense: its group bonus.
    #[must_use]
    pub fn defense_bonus(&self) -> i32 {
        small(self.bonus())
    }

    /// The unit's actions each round: one plus its group bonus.
    #[must_use]
    pub fn actions_per_round(&self) -> u32 {
        self.group().actions_per_round()
    }

    /// Whether the unit may use maneuvers: only with a designated leader.
    #[must_use]
    pub const fn may_use_maneuvers(&self) -> bool {
        self.leader
    }

    /// The unit's combat movement: median movement plus median movement
    /// times the group bonus.
    #[must_use]
    pub fn movement(&self) -> u32 {
        self.median_movement.get() * (1 + self.bonus())
    }

    /// The unit's survival points: median survival plus median survival
    /// times the group bonus.
    #[must_use]
    pub const fn max_survival(&self) -> u32 {
        self.vitals.max_survival()
    }

    /// The unit's survival, volunteered verve and injuries.
    #[must_use]
    pub const fn vitals(&self) -> &Vitals {
        &self.vitals
    }

    /// Damage to the unit as a whole, through osr-health (volunteered verve
    /// first when the hit is archetypal, then survival, then injuries).
    /// The unit's bonus, movement and actions do not change.
    ///
    /// # Errors
    ///
    /// osr-health's refusal (injuries past its limit); the unit is then
    /// unchanged.
    pub fn take(&mut self, hit: Hit) -> Result<Taken, Error> {
        Ok(self.vitals.take(hit)?)
    }

    /// The checks at the end of a round in which the unit was harmed:
    /// osr-health's [`RoundEnd`] on the unit's vitals, with `harm`
    /// gathered from [`take`](Self::take)'s results and the members'
    /// median `resilience`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::gods_and_monsters::mass::Unit;
    /// use osr_core::SuppliedFaces;
    /// use osr_health::gods_and_monsters::{Consequence, Hit, Resilience, RoundHarm};
    ///
    /// let mut goblins = Unit::new(12, 5, 6)?;
    /// let mut harm = RoundHarm::default();
    /// harm.add(&goblins.take(Hit::new(23)?)?);
    /// // Fortitude 6 fails on 15; the 3 injuries' d20 fails on 20, the endurance d20 shows 1.
    /// let end = goblins.round_end(harm, Resilience::new(6, 10)?).roll(&mut SuppliedFaces::new(&[15, 20, 1]))?;
    /// assert_eq!(end.consequence(), Consequence::Unconscious);
    /// assert!(Unit::breaks_up(end.consequence()));
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    #[must_use]
    pub const fn round_end(&self, harm: RoundHarm, resilience: Resilience) -> RoundEnd {
        RoundEnd::new(self.vitals, harm, resilience)
    }

    /// Whether a unit whose round ended in `consequence` is no longer a
    /// group: unconscious (dying or not), or doomed.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::gods_and_monsters::mass::Unit;
    /// use osr_health::gods_and_monsters::Consequence;
    ///
    /// assert!(Unit::breaks_up(Consequence::Unconscious));
    /// assert!(!Unit::breaks_up(Consequence::Injured));
    /// ```
    #[must_use]
    pub const fn breaks_up(consequence: Consequence) -> bool {
        matches!(
            consequence,
            Consequence::Unconscious | Consequence::DyingUnconscious | Consequence::Doomed
        )
    }

    /// The unit's morale check (rule GM-combat.morale): the group's roll
    /// against a spontaneous reaction such as a retreat (osr-check's
    /// [`GroupMorale`]), against `score` (often the median charisma) plus
    /// the group bonus. Failed, the unit gives way after as many rounds as
    /// the roll was missed by, at most its bonus.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{Check, gods_and_monsters::GroupResponse};
    /// use osr_combat::gods_and_monsters::mass::Unit;
    /// use osr_core::SuppliedFaces;
    ///
    /// let morale = Unit::new(12, 5, 6)?.morale(9)?;
    /// assert_eq!(morale.roll_under().target(), 12);
    /// assert_eq!(morale.roll(&mut SuppliedFaces::new(&[14]))?.response(), GroupResponse::GivesWay(2));
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score out of a roll's range.
    pub fn morale(&self, score: i32) -> Result<GroupMorale, Error> {
        let roll = Roll::new(score)?.adjusted(small(self.bonus()))?;
        Ok(GroupMorale::new(self.group(), roll))
    }

    /// The aftermath of the battle for the unit's members (or a member
    /// leaving it), each with evasion `member_evasion`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::gods_and_monsters::mass::Unit;
    /// use osr_health::gods_and_monsters::Hit;
    ///
    /// let mut goblins = Unit::new(12, 5, 6)?;
    /// goblins.take(Hit::new(22)?)?; // 20 survival and 2 injuries
    /// let after = goblins.aftermath(8)?;
    /// assert_eq!((after.max_damage(), after.evasion().target()), (8, 6));
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UnitAftermath::new`].
    pub fn aftermath(&self, member_evasion: i32) -> Result<UnitAftermath, Error> {
        let lost = self.vitals.max_survival() - self.vitals.survival();
        UnitAftermath::new(
            self.members(),
            lost,
            self.vitals.injuries(),
            Roll::new(member_evasion)?,
        )
    }
}

/// The aftermath of a battle for a unit's members (rules
/// GM-combat.mass.aftermath, GM-combat.mass.aftermath-penalty): the most
/// damage a member takes is the unit's survival and injury damage divided
/// by its group bonus; it is rolled on the smallest die with at least that
/// many faces, re-rolling numbers above it. Each member then rolls
/// evasion, at a penalty of the unit's injury points: failed, the damage
/// becomes injury points; made, it comes off survival.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::mass::UnitAftermath;
/// use osr_check::gods_and_monsters::Roll;
/// use osr_core::Die;
///
/// // Twelve members (bonus 3): 19 survival lost and 2 injuries -> up to 7 each, on a d8.
/// let after = UnitAftermath::new(12, 19, 2, Roll::new(8)?)?;
/// assert_eq!(after.max_damage(), 7);
/// assert_eq!(after.die(), Some(Die::D8));
/// assert_eq!(after.evasion().target(), 6);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersUnitAftermath"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct UnitAftermath {
    members: UnitMembers,
    max_damage: u32,
    evasion: Roll,
}

impl UnitAftermath {
    /// The aftermath for a unit of `members` that lost `survival_damage`
    /// survival points and has `injuries` injury points, whose members'
    /// evasion roll is `evasion` (before the injury penalty).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for members outside
    /// [`UnitMembers::MIN`]`..=`[`UnitMembers::MAX`] or a penalised evasion
    /// roll out of range, [`Error::AftermathBeyondDice`] when a member's
    /// maximum damage is above 20.
    pub fn new(
        members: u32,
        survival_damage: u32,
        injuries: u32,
        evasion: Roll,
    ) -> Result<Self, Error> {
        let members = UnitMembers::new(members)?;
        let bonus = GroupEffort::new(members.get())?.bonus();
        let damage = u64::from(survival_damage) + u64::from(injuries);
        let max = damage.div_ceil(u64::from(bonus));
        let max_damage = u32::try_from(max).unwrap_or(u32::MAX);
        if max_damage > SmallestDie::MAX {
            return Err(Error::AftermathBeyondDice { max_damage });
        }
        let penalty = -i64::from(injuries);
        let evasion = evasion.adjusted(i32::try_from(penalty).unwrap_or(i32::MIN))?;
        Ok(Self {
            members,
            max_damage,
            evasion,
        })
    }

    /// The most damage a member takes.
    #[must_use]
    pub const fn max_damage(&self) -> u32 {
        self.max_damage
    }

    /// The die the damage is rolled on, when there is damage.
    #[must_use]
    pub fn die(&self) -> Option<osr_core::Die> {
        self.member().damage.map(|d| d.die())
    }

    /// Each member's evasion roll, the unit's injury points taken off.
    #[must_use]
    pub const fn evasion(&self) -> Roll {
        self.evasion
    }

    /// One member's aftermath, to roll.
    #[must_use]
    pub fn member(&self) -> MemberAftermath {
        MemberAftermath {
            damage: SmallestDie::new(self.max_damage).ok(),
            evasion: self.evasion,
        }
    }

    /// The exact share of members who make their evasion roll.
    #[must_use]
    pub fn evading_share(&self) -> BigRational {
        let faces = self.evasion.target().clamp(0, 20);
        ratio(faces, 20)
    }

    /// For a large group, the members who make their evasion roll when an
    /// even proportion is assumed: the members times the chance, rounded
    /// to the nearest member (a half up). The rest fail.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::gods_and_monsters::mass::UnitAftermath;
    /// use osr_check::gods_and_monsters::Roll;
    ///
    /// let after = UnitAftermath::new(20, 30, 0, Roll::new(8)?)?;
    /// assert_eq!(after.members_evading(), 8);
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    #[must_use]
    pub fn members_evading(&self) -> u32 {
        let faces = u64::try_from(self.evasion.target().clamp(0, 20)).unwrap_or(0);
        let members = u64::from(self.members.get());
        // members * faces / 20, rounded half up.
        let evading = (members * faces * 2 + 20) / 40;
        u32::try_from(evading).unwrap_or(u32::MAX)
    }
}

/// One member's aftermath: the damage die (none when the unit lost nothing)
/// and the evasion roll.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, gods_and_monsters::Roll};
/// use osr_combat::gods_and_monsters::mass::{UnitAftermath, MemberFate};
/// use osr_core::SuppliedFaces;
///
/// let member = UnitAftermath::new(12, 19, 2, Roll::new(8)?)?.member();
/// // The d8 shows 8 (above 7: re-rolled), then 5; evasion 6 fails on 9.
/// let outcome = member.roll(&mut SuppliedFaces::new(&[8, 5, 9]))?;
/// assert_eq!(outcome.fate(), MemberFate::Injured(5));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersMemberAftermath")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct MemberAftermath {
    damage: Option<SmallestDie>,
    evasion: Roll,
}

/// What the aftermath does to one member.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::mass::MemberFate;
///
/// let hit = MemberFate::Injured(4).hit()?;
/// assert_eq!((hit.damage(), hit.injuries()), (0, 4));
/// assert_eq!(MemberFate::LostSurvival(4).hit()?.damage(), 4);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersMemberFate"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum MemberFate {
    /// No damage: the unit lost nothing.
    Unhurt,
    /// The evasion roll succeeded: this much off survival.
    LostSurvival(u32),
    /// The evasion roll failed: this many injury points.
    Injured(u32),
}

impl MemberFate {
    /// The hit osr-health applies to the member.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more points than osr-health's
    /// [`Hit`] takes (10 000): a fate this module rolls has at most 20, but
    /// one built by hand may hold more.
    pub fn hit(self) -> Result<Hit, Error> {
        Ok(match self {
            Self::Unhurt => Hit::new(0)?,
            Self::LostSurvival(points) => Hit::new(points)?,
            Self::Injured(points) => Hit::new(0)?.with_injuries(points)?,
        })
    }
}

/// A rolled [`MemberAftermath`]: the dice (damage, re-rolls included, then
/// evasion) and the fate.
///
/// With the `serde` feature it serializes as `{"fate": {"injured": 5},
/// "evasion": {...}, "dice": [...]}`; reading it back checks every die,
/// that the damage dice are one die of the rules' set whose re-rolled faces
/// lie above the counted one, that the counted face is the damage, that the
/// last die is the evasion roll's, and that the fate follows the evasion
/// roll (an unhurt member rolled nothing); [`Check::verify`] checks the
/// rest against the aftermath.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, gods_and_monsters::Roll};
/// use osr_combat::gods_and_monsters::mass::{UnitAftermath, MemberFate};
/// use osr_core::SuppliedFaces;
/// use osr_health::gods_and_monsters::Vitals;
///
/// let member = UnitAftermath::new(12, 21, 0, Roll::new(8)?)?.member();
/// let outcome = member.roll(&mut SuppliedFaces::new(&[4, 2]))?;
/// assert_eq!(outcome.fate(), MemberFate::LostSurvival(4));
/// let mut goblin = Vitals::new(5, 0)?;
/// outcome.strike(&mut goblin)?;
/// assert_eq!(goblin.survival(), 1);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersMemberAftermathRoll")
)]
#[cfg_attr(feature = "serde", serde(try_from = "MemberAftermathRollFields"))]
pub struct MemberAftermathRoll {
    fate: MemberFate,
    evasion: Option<Save>,
    dice: Vec<Rolled>,
}

/// A [`MemberAftermathRoll`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct MemberAftermathRollFields {
    fate: MemberFate,
    evasion: Option<Save>,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<MemberAftermathRollFields> for MemberAftermathRoll {
    type Error = Error;

    fn try_from(f: MemberAftermathRollFields) -> Result<Self, Error> {
        use osr_check::Fate;

        let inconsistent = |what| Error::Check(osr_check::Error::Inconsistent { what });
        let Some(save) = &f.evasion else {
            if f.fate != MemberFate::Unhurt || !f.dice.is_empty() {
                return Err(inconsistent("aftermath fate"));
            }
            return Ok(Self {
                fate: f.fate,
                evasion: None,
                dice: f.dice,
            });
        };
        let (Some((last, damage_dice)), [evasion_die]) = (f.dice.split_last(), save.dice()) else {
            return Err(inconsistent("aftermath dice"));
        };
        let Some((counted, replaced)) = damage_dice.split_last() else {
            return Err(inconsistent("aftermath dice"));
        };
        let set = osr_check::gods_and_monsters::DICE.map(|d| d.sides());
        if last != evasion_die
            || !set.contains(&counted.sides)
            || counted.fate != Fate::Counted
            || replaced.iter().any(|d| {
                d.sides != counted.sides || d.fate != Fate::Replaced || d.face <= counted.face
            })
        {
            return Err(inconsistent("aftermath dice"));
        }
        if f.fate != fate(counted.face, save.band()) {
            return Err(inconsistent("aftermath fate"));
        }
        Ok(Self {
            fate: f.fate,
            evasion: f.evasion,
            dice: f.dice,
        })
    }
}

impl MemberAftermathRoll {
    /// What happens to the member.
    #[must_use]
    pub const fn fate(&self) -> MemberFate {
        self.fate
    }

    /// The evasion roll, when there was damage to roll it against.
    #[must_use]
    pub const fn evasion(&self) -> Option<&Save> {
        self.evasion.as_ref()
    }

    /// Applies the fate to the member's vitals through osr-health.
    ///
    /// # Errors
    ///
    /// osr-health's refusal (injuries past its limit); the vitals are then
    /// unchanged.
    pub fn strike(&self, member: &mut Vitals) -> Result<Taken, Error> {
        Ok(member.take(self.fate.hit()?)?)
    }
}

impl Resolved for MemberAftermathRoll {
    type Band = MemberFate;

    fn band(&self) -> MemberFate {
        self.fate
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

const fn fate(damage: u32, pass: PassFail) -> MemberFate {
    match pass {
        PassFail::Pass => MemberFate::LostSurvival(damage),
        PassFail::Fail => MemberFate::Injured(damage),
    }
}

impl Check for MemberAftermath {
    type Band = MemberFate;
    type Outcome = MemberAftermathRoll;
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<MemberAftermathRoll, crate::Error> {
        let Some(die) = self.damage else {
            return Ok(MemberAftermathRoll {
                fate: MemberFate::Unhurt,
                evasion: None,
                dice: Vec::new(),
            });
        };
        let damage = die.roll(source)?;
        let save = self.evasion.roll(source)?;
        let mut dice = damage.dice().to_vec();
        dice.extend_from_slice(save.dice());
        Ok(MemberAftermathRoll {
            fate: fate(damage.band(), save.band()),
            evasion: Some(save),
            dice,
        })
    }

    fn odds(&self) -> Odds<MemberFate> {
        self.damage.map_or_else(
            || Odds::certain(MemberFate::Unhurt),
            |die| {
                let evasion = self.evasion.odds();
                die.odds()
                    .then(|&damage| evasion.clone().map(|pass| fate(damage, pass)))
            },
        )
    }
}

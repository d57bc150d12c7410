//! The rolls of surprise and of the special conflict maneuvers: each a
//! reaction roll of osr-check's [`Roll`], built with the rule's bonuses
//! and penalties.

use osr_check::gods_and_monsters::{Contest, Roll};
use osr_equipment::gods_and_monsters::Size;

use crate::Error;

/// How aware a character was of an impending attack, for the perception
/// roll against surprise (rule GM-combat.surprise).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::Awareness;
///
/// assert_eq!(Awareness::Unaware.modifier(), 0);
/// assert_eq!(Awareness::AwareOfAttackers.modifier(), 4);
/// assert_eq!(Awareness::Sleeping.modifier(), -6);
/// // Charlotte, perception 9, unaware: 9 or less.
/// assert_eq!(Awareness::Unaware.roll(9)?.target(), 9);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersAwareness"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Awareness {
    /// Unaware of the attack.
    Unaware,
    /// Aware of the attackers: +4.
    AwareOfAttackers,
    /// Asleep: -6.
    Sleeping,
}

impl Awareness {
    /// The modifier on the perception roll.
    #[must_use]
    pub const fn modifier(self) -> i32 {
        match self {
            Self::Unaware => 0,
            Self::AwareOfAttackers => 4,
            Self::Sleeping => -6,
        }
    }

    /// The perception roll against surprise: failing it, the character is
    /// surprised.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a perception outside osr-check's
    /// [`Score`](osr_check::gods_and_monsters::Score) range.
    pub fn roll(self, perception: i32) -> Result<Roll, Error> {
        Ok(Roll::new(perception)?.adjusted(self.modifier())?)
    }
}

/// The roll to snap out of surprise at the start of a round after the
/// first (rule GM-combat.surprise.snap-out): willpower or fortitude,
/// whichever is better (the player picks), at minus the character's
/// injuries. Success ends the surprise for the round it is made in.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::snap_out_roll;
///
/// // Charlotte: willpower 9, fortitude 5.
/// assert_eq!(snap_out_roll(9, 5, 0)?.target(), 9);
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a score outside osr-check's range.
pub fn snap_out_roll(willpower: i32, fortitude: i32, injuries: u32) -> Result<Roll, Error> {
    let injuries = i32::try_from(injuries).unwrap_or(i32::MAX);
    Ok(Roll::new(willpower.max(fortitude))?.adjusted(-injuries)?)
}

/// Rounds out of the conflict that end a surprise without a roll (rule
/// GM-combat.surprise.snap-out).
pub const ROUNDS_OUT_ENDING_SURPRISE: u32 = 2;

/// The agility roll that decides which of several actions that affect one
/// another is resolved first (rule GM-combat.order.interference), at minus
/// any movement penalty. An action of the referee's characters that
/// changes a player character's action (a Sleepfall spell) is resolved
/// first without a roll, as a called shot is. How a tie (both pass or both
/// fail) settles is not in the rules: the referee decides.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::interference_roll;
///
/// assert_eq!(interference_roll(12, 2)?.target(), 10);
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a score or penalty out of range.
pub fn interference_roll(agility: i32, movement_penalty: u32) -> Result<Roll, Error> {
    let penalty = i32::try_from(movement_penalty).unwrap_or(i32::MAX);
    Ok(Roll::new(agility)?.adjusted(-penalty)?)
}

/// The reaction a called shot's target makes against its special effect
/// (rule GM-combat.called-shot): evasion to dodge it or fortitude to stand
/// firm, at minus the damage the attack did and plus the target's movement
/// (reduced movement while casting or manifesting).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::called_shot_effect_roll;
///
/// // Hit for 4, movement 10, evasion 8: 14 or less keeps the potion.
/// assert_eq!(called_shot_effect_roll(8, 4, 10)?.target(), 14);
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) when the score or modifier leaves
/// osr-check's range.
pub fn called_shot_effect_roll(reaction: i32, damage: u32, movement: u32) -> Result<Roll, Error> {
    let modifier = i64::from(movement) - i64::from(damage);
    let modifier = i32::try_from(modifier).map_err(|_| osr_core::Error::OutOfRange {
        what: "modifier",
        value: modifier,
        min: -100,
        max: 100,
    })?;
    Ok(Roll::new(reaction)?.adjusted(modifier)?)
}

/// What a called shot at a combatant does to the action they are taking
/// (rule GM-combat.called-shot.timing). Called shots are resolved first
/// in the round, so they can stop other actions of the same round.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::DisruptedAction;
///
/// // A spellcaster hit by a called shot: evasion 7 or less completes the spell.
/// assert_eq!(DisruptedAction::ComplexAction.roll(7, 5)?.target(), 7);
/// assert!(!DisruptedAction::ComplexAction.resources_lost());
/// // A carried poison uses its own reaction.
/// assert!(DisruptedAction::CarriedAttack.takes_effect());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersDisruptedAction")
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DisruptedAction {
    /// A complex action (a spell, a spirit's manifestation, reloading a
    /// crossbow): an evasion roll completes it; a disrupted spell or
    /// spirit costs no verve and is not used up.
    ComplexAction,
    /// A missile about to be thrown or fired misses unless the target makes
    /// an evasion or fortitude roll (the better one).
    Missile,
    /// A carried attack (poison on a blade): a successful called shot lets
    /// it take effect, and it brings its own reaction roll (usually
    /// evasion or health).
    CarriedAttack,
}

impl DisruptedAction {
    /// The roll that lets the target carry on: evasion for a complex
    /// action, the better of evasion and fortitude against a missile's
    /// distraction; a carried attack's own reaction is its own (the first
    /// score given is used).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside osr-check's range.
    pub fn roll(self, evasion: i32, fortitude: i32) -> Result<Roll, Error> {
        Ok(match self {
            Self::ComplexAction | Self::CarriedAttack => Roll::new(evasion)?,
            Self::Missile => Roll::new(evasion.max(fortitude))?,
        })
    }

    /// Whether a disrupted action loses what it would have spent (never:
    /// verve and the spell or spirit are kept).
    #[must_use]
    pub const fn resources_lost(self) -> bool {
        false
    }

    /// Whether a successful called shot lets the attack itself take effect
    /// (a carried attack does).
    #[must_use]
    pub const fn takes_effect(self) -> bool {
        matches!(self, Self::CarriedAttack)
    }
}

osr_core::bounded! {
    error: crate::Error;
    /// A warrior's level, for leading companions.
    pub struct WarriorLevel(u32) in 1..=100, "warrior level";
}

/// A warrior who leads instead of fighting (rule GM-combat.cover.leadership):
/// with a successful perception roll, up to (level) companions use cover as
/// warriors do.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::{Cover, Leadership};
///
/// let captain = Leadership::new(3)?;
/// assert_eq!(captain.companions(), 3);
/// assert_eq!(captain.cover_bonus(Cover::Strong, true), 2); // led: warrior values
/// assert_eq!(captain.cover_bonus(Cover::Strong, false), 1);
/// assert_eq!(captain.roll(6)?.target(), 6);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersLeadership"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Leadership {
    level: WarriorLevel,
}

impl Leadership {
    /// A leading warrior of `level`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`WarriorLevel::MIN`]`..=`[`WarriorLevel::MAX`].
    pub fn new(level: u32) -> Result<Self, Error> {
        Ok(Self {
            level: WarriorLevel::new(level)?,
        })
    }

    /// How many companions may be granted the warrior cover values.
    #[must_use]
    pub const fn companions(&self) -> u32 {
        self.level.get()
    }

    /// The warrior's perception roll to lead.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a perception outside osr-check's range.
    pub fn roll(&self, perception: i32) -> Result<Roll, Error> {
        Ok(Roll::new(perception)?)
    }

    /// A companion's cover bonus: the warrior value when the perception
    /// roll succeeded, the non-warrior value otherwise.
    #[must_use]
    pub fn cover_bonus(&self, cover: super::Cover, led: bool) -> i32 {
        cover.defense_bonus(led)
    }
}

/// The evasion roll of a combatant in close combat with a target that
/// someone fires into (rule GM-combat.fire-into-melee). When the shot hits
/// the target, each melee partner it would also have hit (the same d20
/// compared with that partner's number) rolls evasion or takes the same
/// damage; a successful called shot spares them. When the shot misses, one
/// random adjacent opponent of the target rolls evasion with their defense
/// as a bonus to avoid being hit (by the weapon's damage: the rules do not
/// say, so it is read as a normal hit).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::{stray_shot_roll, would_have_hit};
///
/// // The shot hit on a 7; a partner hit on 9 or less rolls evasion 5.
/// assert!(would_have_hit(7, 9));
/// assert_eq!(stray_shot_roll(5, 3, true)?.target(), 5);
/// // A miss: an adjacent opponent with evasion 5 and defense 3 needs 8.
/// assert_eq!(stray_shot_roll(5, 3, false)?.target(), 8);
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) when the score leaves osr-check's range.
pub fn stray_shot_roll(evasion: i32, defense: i32, shot_hit: bool) -> Result<Roll, Error> {
    let roll = Roll::new(evasion)?;
    Ok(if shot_hit {
        roll
    } else {
        roll.adjusted(defense)?
    })
}

/// Whether the d20 `face` that hit the target would have hit a melee
/// partner whose number is `partner_target`.
#[must_use]
pub fn would_have_hit(face: u32, partner_target: i32) -> bool {
    i64::from(face) <= i64::from(partner_target)
}

/// The size steps by which `larger` exceeds `smaller` (0 when it does not).
fn steps_larger(larger: Size, smaller: Size) -> i32 {
    smaller.steps_to(larger).max(0)
}

/// An attempt to immobilize an opponent (rule GM-combat.immobilize): it
/// takes a called shot, the immobilizer is at -2 defense, the target rolls
/// evasion at +2 per size level it is larger than the immobilizer, and
/// while held both roll fortitude each round, the larger at +4 per size
/// step.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::{Hold, Immobilize};
/// use osr_equipment::gods_and_monsters::Size;
///
/// // A small grappler against a large target: evasion +4, fortitude +8 for the target.
/// let grab = Immobilize::new(Size::Small, Size::Large);
/// assert_eq!(grab.evasion_bonus(), 4);
/// assert_eq!(grab.hold_bonuses(), (0, 8));
/// assert_eq!(Hold::settle(true, false), Hold::Broken);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersImmobilize"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Immobilize {
    immobilizer: Size,
    target: Size,
}

impl Immobilize {
    /// An immobilizer of size `immobilizer` against a target of size `target`.
    #[must_use]
    pub const fn new(immobilizer: Size, target: Size) -> Self {
        Self {
            immobilizer,
            target,
        }
    }

    /// The target's evasion bonus against the grab: 2 per size level it is
    /// larger.
    #[must_use]
    pub fn evasion_bonus(&self) -> i32 {
        2 * steps_larger(self.target, self.immobilizer)
    }

    /// The target's evasion roll against the grab: failing it, the
    /// immobilizer has a hold.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the score leaves osr-check's range.
    pub fn evasion_roll(&self, evasion: i32) -> Result<Roll, Error> {
        Ok(Roll::new(evasion)?.adjusted(self.evasion_bonus())?)
    }

    /// The fortitude bonuses while held, (immobilizer, target): 4 per size
    /// step for the larger.
    #[must_use]
    pub fn hold_bonuses(&self) -> (i32, i32) {
        (
            4 * steps_larger(self.immobilizer, self.target),
            4 * steps_larger(self.target, self.immobilizer),
        )
    }

    /// The two fortitude rolls of a round of holding, (immobilizer, target).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when a score leaves osr-check's range.
    pub fn hold_rolls(
        &self,
        immobilizer_fortitude: i32,
        target_fortitude: i32,
    ) -> Result<(Roll, Roll), Error> {
        let (a, b) = self.hold_bonuses();
        Ok((
            Roll::new(immobilizer_fortitude)?.adjusted(a)?,
            Roll::new(target_fortitude)?.adjusted(b)?,
        ))
    }
}

/// The penalty on every physical action and reaction of an immobilized
/// target (rule GM-combat.immobilize).
pub const IMMOBILIZED_PENALTY: i32 = 6;

/// How a round of holding came out (rule GM-combat.immobilize).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersHold"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Hold {
    /// Both succeeded or both failed: neither may do anything this round.
    Locked,
    /// The target succeeded and the holder failed: the hold is broken and
    /// the target may attack the holder once at +6.
    Broken,
    /// The target failed and the holder succeeded: immobilized for good,
    /// -6 to every physical action and reaction, no attacks with the held
    /// limbs, and attacks on it are against an immobile target (+10, rule
    /// GM-combat.immobilize.followup).
    Immobilized,
}

impl Hold {
    /// The result of the target's and the holder's fortitude rolls.
    #[must_use]
    pub const fn settle(target_passed: bool, holder_passed: bool) -> Self {
        match (target_passed, holder_passed) {
            (true, false) => Self::Broken,
            (false, true) => Self::Immobilized,
            _ => Self::Locked,
        }
    }

    /// What an attack on the target counts as once it is immobilized
    /// (rule GM-combat.immobilize.followup): allies of the holder, and the
    /// holder, attack an immobile target.
    #[must_use]
    pub const fn target_is(self) -> Option<super::NonDefending> {
        match self {
            Self::Immobilized => Some(super::NonDefending::Immobile),
            Self::Locked | Self::Broken => None,
        }
    }
}

/// Drawing a weapon and attacking with it in the same round (rule
/// GM-combat.quickdraw): an evasion roll. Success, the attack goes ahead as
/// normal; failure, the character is as if surprised, and shakes it off as
/// a surprise is ([`snap_out_roll`]). Drawing alone takes an action.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::quickdraw_roll;
///
/// assert_eq!(quickdraw_roll(5, 0)?.target(), 5);
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) when the score leaves osr-check's range.
pub fn quickdraw_roll(evasion: i32, injuries: u32) -> Result<Roll, Error> {
    let injuries = i32::try_from(injuries).unwrap_or(i32::MAX);
    Ok(Roll::new(evasion)?.adjusted(-injuries)?)
}

/// The reaction contest of a covered target against the combatant covering
/// it (rule GM-combat.covered): each side rolls perception or evasion (its
/// choice); the target acts, and winning it takes away the free attack.
/// [`ContestEnd::Won`](osr_check::gods_and_monsters::ContestEnd::Won)`(0)`
/// is the target's win.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::covered_contest;
///
/// let contest = covered_contest(9, 6)?;
/// assert_eq!((contest.sides()[0].target(), contest.sides()[1].target()), (9, 6));
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a score outside osr-check's range.
pub fn covered_contest(target_reaction: i32, coverer_reaction: i32) -> Result<Contest, Error> {
    Ok(Contest::opposed(
        Roll::new(target_reaction)?,
        Roll::new(coverer_reaction)?,
    ))
}

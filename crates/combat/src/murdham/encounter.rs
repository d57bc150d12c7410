//! The encounter: setup, awareness, approach, then a fight's rounds of
//! declared actions or a parley, and the stretch it takes.

use alloc::vec::Vec;
use core::fmt;

use osr_check::murdham::{AbilityScore, Damage, Save};
use osr_check::{Check, Resolved};
use osr_core::{FaceSource, Recording, StepDie};
use osr_health::murdham::{Armour, Health, Hit, HitBand};

use super::{Awareness, Detection, Force, Group, Pace, Situation, Social, Spotting, Stance};
use super::{Effect, attack_edge};
use crate::{Error, Side};

/// A character or creature in an encounter: an ID the caller chooses
/// (unique in the encounter), a side, WIT (for awareness and social
/// actions), health and armour (osr-health's [`Health`], [`Armour`]).
///
/// # Examples
///
/// ```
/// use osr_health::murdham::Health;
/// use osr_combat::Side;
/// use osr_combat::murdham::Combatant;
///
/// let ada = Combatant::new(1, Side::Party, 12, Health::full(10)?, 1)?;
/// assert_eq!((ada.id(), ada.wit(), ada.armour()), (1, 12, 1));
/// assert!(Combatant::new(2, Side::Foes, 21, Health::full(8)?, 0).is_err());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamCombatant"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Combatant {
    id: u32,
    side: Side,
    wit: AbilityScore,
    health: Health,
    armour: Armour,
}

impl Combatant {
    /// A combatant with this ID on `side`, with `wit` (0 to 20), `health`
    /// and `armour` (0 to 3).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a WIT or armour out of range.
    pub fn new(id: u32, side: Side, wit: i32, health: Health, armour: u32) -> Result<Self, Error> {
        Ok(Self {
            id,
            side,
            wit: AbilityScore::new(wit).map_err(Error::from)?,
            health,
            armour: Armour::new(armour)?,
        })
    }

    /// The ID.
    #[must_use]
    pub const fn id(&self) -> u32 {
        self.id
    }

    /// The side.
    #[must_use]
    pub const fn side(&self) -> Side {
        self.side
    }

    /// WIT.
    #[must_use]
    pub const fn wit(&self) -> i32 {
        self.wit.get()
    }

    /// Health when the encounter begins.
    #[must_use]
    pub const fn health(&self) -> Health {
        self.health
    }

    /// Armour.
    #[must_use]
    pub const fn armour(&self) -> u32 {
        self.armour.get()
    }
}

/// The encounter as set up (MU-combat.encounter.setup): the zone map is
/// the caller's; here are both sides' stances and the combatants.
///
/// # Examples
///
/// ```
/// use osr_health::murdham::Health;
/// use osr_combat::Side;
/// use osr_combat::murdham::{Combatant, Setup, Stance};
///
/// let setup = Setup::new(Stance::Cautious, Stance::Hidden, vec![
///     Combatant::new(1, Side::Party, 9, Health::full(10)?, 0)?,
///     Combatant::new(2, Side::Foes, 10, Health::full(8)?, 1)?,
/// ])?;
/// assert_eq!(setup.combatants().len(), 2);
/// assert!(Setup::new(Stance::Cautious, Stance::Cautious, vec![]).is_err());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamSetup"))]
#[cfg_attr(feature = "serde", serde(try_from = "SetupFields"))]
pub struct Setup {
    party: Stance,
    foes: Stance,
    combatants: Vec<Combatant>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SetupFields {
    party: Stance,
    foes: Stance,
    combatants: Vec<Combatant>,
}

#[cfg(feature = "serde")]
impl TryFrom<SetupFields> for Setup {
    type Error = Error;

    fn try_from(fields: SetupFields) -> Result<Self, Error> {
        Self::new(fields.party, fields.foes, fields.combatants)
    }
}

impl Setup {
    /// The party's and the foes' stances and every combatant.
    ///
    /// # Errors
    ///
    /// [`Error::EmptySide`] for a side with nobody on it,
    /// [`Error::DuplicateCombatant`] for an ID given twice, and
    /// [`Error::Core`] (`OutOfRange`, `"group members"`) for more than
    /// [`osr_check::murdham::MAX_MEMBERS`] on a side.
    pub fn new(party: Stance, foes: Stance, combatants: Vec<Combatant>) -> Result<Self, Error> {
        for (i, c) in combatants.iter().enumerate() {
            if combatants[..i].iter().any(|d| d.id == c.id) {
                return Err(Error::DuplicateCombatant { id: c.id });
            }
        }
        let setup = Self {
            party,
            foes,
            combatants,
        };
        setup.awareness()?;
        Ok(setup)
    }

    /// The combatants, in the order given.
    #[must_use]
    pub fn combatants(&self) -> &[Combatant] {
        &self.combatants
    }

    /// A side's stance.
    #[must_use]
    pub const fn stance(&self, side: Side) -> Stance {
        match side {
            Side::Party => self.party,
            Side::Foes => self.foes,
        }
    }

    /// The awareness roll of this encounter: each side a group of its
    /// members' WIT.
    ///
    /// # Errors
    ///
    /// As [`Setup::new`].
    pub fn awareness(&self) -> Result<Awareness, Error> {
        let group = |side: Side| -> Result<Group, Error> {
            let wits: Vec<i32> = self
                .combatants
                .iter()
                .filter(|c| c.side == side)
                .map(Combatant::wit)
                .collect();
            if wits.is_empty() {
                return Err(Error::EmptySide);
            }
            Group::new(self.stance(side), &wits)
        };
        Ok(Awareness::new(group(Side::Party)?, group(Side::Foes)?))
    }
}

/// What a side wants to do about the other (MU-combat.encounter.approach).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamIntent"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Intent {
    /// Attack (a surprise attack when the other side is unaware).
    Fight,
    /// Talk.
    Parley,
    /// Stay hidden.
    Hide,
    /// Slip away.
    SneakAway,
}

impl Intent {
    /// A stable snake-case key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Fight => "fight",
            Self::Parley => "parley",
            Self::Hide => "hide",
            Self::SneakAway => "sneak_away",
        }
    }
}

/// What comes of the approach.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamResolution"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Resolution {
    /// The sides go their ways: neither a fight nor a talk (what follows is
    /// the referee's to judge).
    Apart,
    /// A parley.
    Parley,
    /// A fight breaks out; `ambush` is the side that alone spotted the
    /// other and chose to attack, if any.
    Fight {
        /// The side launching a surprise attack.
        ambush: Option<Side>,
    },
}

/// Settles the approach (MU-combat.encounter.approach): when only one
/// side spotted the other, that side alone chooses and its choice stands
/// (the other side gives `None`); otherwise both sides choose (the
/// referee secretly for the foes) and a fight breaks out when either wants
/// one, a parley happens only when both want to talk, and otherwise the
/// sides go their ways.
///
/// # Errors
///
/// [`Error::NotTheirChoice`] when the side that did not spot the other
/// gives an intent, [`Error::ChoiceMissing`] when a side that must choose
/// gives none.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::murdham::{Intent, Resolution, Spotting, approach};
///
/// let both = Spotting::Both;
/// assert_eq!(approach(both, Some(Intent::Parley), Some(Intent::Fight))?, Resolution::Fight { ambush: None });
/// assert_eq!(approach(both, Some(Intent::Parley), Some(Intent::Parley))?, Resolution::Parley);
/// assert_eq!(approach(Spotting::FoesOnly, None, Some(Intent::Fight))?, Resolution::Fight { ambush: Some(Side::Foes) });
/// # Ok::<(), osr_combat::Error>(())
/// ```
pub fn approach(
    spotting: Spotting,
    party: Option<Intent>,
    foes: Option<Intent>,
) -> Result<Resolution, Error> {
    let given = |side: Side| match side {
        Side::Party => party,
        Side::Foes => foes,
    };
    if let Some(chooser) = spotting.chooser() {
        let other = chooser.opponent();
        if given(other).is_some() {
            return Err(Error::NotTheirChoice { side: other });
        }
        let intent = given(chooser).ok_or(Error::ChoiceMissing { side: chooser })?;
        return Ok(match intent {
            Intent::Fight => Resolution::Fight {
                ambush: Some(chooser),
            },
            Intent::Parley => Resolution::Parley,
            Intent::Hide | Intent::SneakAway => Resolution::Apart,
        });
    }
    let party = party.ok_or(Error::ChoiceMissing { side: Side::Party })?;
    let foes = foes.ok_or(Error::ChoiceMissing { side: Side::Foes })?;
    Ok(if party == Intent::Fight || foes == Intent::Fight {
        Resolution::Fight { ambush: None }
    } else if party == Intent::Parley && foes == Intent::Parley {
        Resolution::Parley
    } else {
        Resolution::Apart
    })
}

/// Stretches an encounter resolved this way takes
/// (MU-combat.encounter.duration): a whole one for a fight or a talk,
/// none when the sides go their ways.
///
/// # Examples
///
/// ```
/// use osr_combat::murdham::{Resolution, stretches};
///
/// assert_eq!(stretches(Resolution::Fight { ambush: None }), 1);
/// assert_eq!(stretches(Resolution::Apart), 0);
/// ```
#[must_use]
pub const fn stretches(resolution: Resolution) -> u32 {
    match resolution {
        Resolution::Fight { .. } | Resolution::Parley => 1,
        Resolution::Apart => 0,
    }
}

/// What a combatant does with its round. Murdham's attack procedure is in
/// its combat rules, not here: the caller says whether an attack landed,
/// and a landed attack's damage is rolled and applied through osr-health
/// ([`Hit`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamAction"))]
#[cfg_attr(feature = "serde", serde(tag = "action", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Action {
    /// An attack on an enemy.
    Attack {
        /// The enemy attacked.
        target: u32,
        /// The weapon's damage die.
        die: StepDie,
        /// Direct damage: armour does not count.
        #[cfg_attr(feature = "serde", serde(default))]
        direct: bool,
        /// Situations the attacker is in that impair the attack.
        #[cfg_attr(feature = "serde", serde(default))]
        situations: Vec<Situation>,
        /// Whether the attack landed, by the combat rules the caller
        /// follows.
        landed: bool,
    },
    /// A social action on an enemy: the whole round.
    Social {
        /// The enemy.
        target: u32,
        /// The action.
        social: Social,
        /// How forceful the attempt is.
        #[cfg_attr(feature = "serde", serde(default))]
        force: Force,
    },
    /// A move.
    Move {
        /// Zones crossed.
        zones: u32,
        /// The pace.
        #[cfg_attr(feature = "serde", serde(default))]
        pace: Pace,
        /// Whether the ground is open (no obstacles).
        open_ground: bool,
    },
    /// Anything else the combat rules allow (a spell, an item): it takes
    /// the turn and the caller resolves it.
    Other,
}

/// What the caller (a player, the referee) decides, applied by
/// [`Encounter::step`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamCommand"))]
#[cfg_attr(feature = "serde", serde(tag = "command", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Command {
    /// Roll awareness.
    RollAwareness,
    /// Each side's approach; see [`approach`].
    Approach {
        /// The party's intent.
        party: Option<Intent>,
        /// The foes' intent (the referee's secret choice).
        foes: Option<Intent>,
    },
    /// A combatant's action for this round.
    Act {
        /// The combatant acting.
        actor: u32,
        /// What it does.
        action: Action,
    },
    /// End the round.
    EndRound,
    /// End the fight (flight, surrender, the referee's word) or the
    /// parley.
    End,
}

/// A condition a social action left on a combatant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamCondition"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Condition {
    /// Loses its next turn.
    LosesNextTurn,
    /// Frightened of the combatant `of`: cannot approach it.
    Frightened {
        /// The one it fears.
        of: u32,
    },
    /// Its next turn can only go to trying to harm `by`.
    Taunted {
        /// The taunter.
        by: u32,
    },
}

/// How an encounter ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamEnding"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Ending {
    /// The sides went their ways.
    Apart,
    /// A parley was held.
    Parley,
    /// A fight, won by the side still standing (`None`: ended otherwise).
    Fight {
        /// The winner.
        winner: Option<Side>,
    },
}

/// Something that happened, in order: the encounter's log.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamEvent"))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A side looked for the other.
    AwarenessRolled {
        /// The side looking.
        side: Side,
        /// How it could spot the other.
        detection: Detection,
        /// The group save's kept d20, when one was rolled.
        face: Option<u32>,
        /// Whether it spotted the other.
        spotted: bool,
    },
    /// A side's intent.
    ApproachChosen {
        /// The side.
        side: Side,
        /// Its intent.
        intent: Intent,
    },
    /// What came of the approach.
    Resolved {
        /// The resolution.
        resolution: Resolution,
    },
    /// A round began.
    RoundBegan {
        /// The round, from 1.
        round: u32,
    },
    /// An attack was made.
    Attacked {
        /// The attacker.
        attacker: u32,
        /// The target.
        target: u32,
        /// Whether a situation impaired it.
        impaired: bool,
        /// Whether it landed.
        landed: bool,
    },
    /// A landed attack's damage, through osr-health.
    Damage {
        /// The one hit.
        target: u32,
        /// The damage dice's faces.
        faces: Vec<u32>,
        /// The damage rolled.
        total: u32,
        /// The damage after armour.
        damage: u32,
        /// Health before.
        from: u32,
        /// Health after.
        to: u32,
        /// What the hit did.
        band: HitBand,
    },
    /// A combatant is out of the fight.
    OutOfFight {
        /// The combatant.
        id: u32,
        /// Why (critical damage, dying, dead).
        band: HitBand,
    },
    /// A social action was tried.
    SocialTried {
        /// The actor.
        actor: u32,
        /// The target.
        target: u32,
        /// The action.
        social: Social,
        /// The actor's WIT save, when rolled.
        actor_passed: Option<bool>,
        /// The target's resisting WIT save, when rolled.
        target_passed: Option<bool>,
        /// Whether it worked.
        worked: bool,
    },
    /// A combatant gained a condition.
    ConditionGained {
        /// The combatant.
        id: u32,
        /// The condition.
        condition: Condition,
    },
    /// A combatant lost its turn.
    TurnLost {
        /// The combatant.
        id: u32,
    },
    /// A combatant moved.
    Moved {
        /// The combatant.
        id: u32,
        /// Zones crossed.
        zones: u32,
        /// The pace.
        pace: Pace,
    },
    /// A combatant did something the caller resolves.
    ActedOtherwise {
        /// The combatant.
        id: u32,
    },
    /// A round ended.
    RoundEnded {
        /// The round.
        round: u32,
    },
    /// The encounter ended.
    Ended {
        /// How.
        ending: Ending,
    },
    /// Time passed for the encounter.
    StretchPassed {
        /// Stretches.
        stretches: u32,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::AwarenessRolled {
                side,
                detection,
                face,
                spotted,
            } => {
                let how = match (detection, face) {
                    (Detection::Save, Some(face)) => alloc::format!("group WIT save, d20 = {face}"),
                    (Detection::Automatic, _) => "automatically".into(),
                    _ => "cannot by a save".into(),
                };
                let what = if *spotted { "spot" } else { "do not spot" };
                write!(f, "the {side} {what} the other side ({how})")
            }
            Self::ApproachChosen { side, intent } => {
                write!(f, "the {side} choose to {}", intent.key().replace('_', " "))
            }
            Self::Resolved { resolution } => match resolution {
                Resolution::Apart => f.write_str("no fight and no talk: the sides go their ways"),
                Resolution::Parley => f.write_str("a parley"),
                Resolution::Fight { ambush: Some(side) } => {
                    write!(f, "a fight: the {side} launch a surprise attack")
                }
                Resolution::Fight { ambush: None } => f.write_str("a fight breaks out"),
            },
            Self::RoundBegan { round } => write!(f, "round {round}"),
            Self::Attacked {
                attacker,
                target,
                impaired,
                landed,
            } => {
                let imp = if *impaired { " (impaired)" } else { "" };
                let hit = if *landed { "lands" } else { "misses" };
                write!(f, "  {attacker} attacks {target}{imp}: {hit}")
            }
            Self::Damage {
                target,
                faces,
                total,
                damage,
                from,
                to,
                band,
            } => write!(
                f,
                "  damage {faces:?} = {total}, {damage} after armour: {target} health {from} -> {to} ({band:?})"
            ),
            Self::OutOfFight { id, band } => write!(f, "  {id} is out of the fight ({band:?})"),
            Self::SocialTried {
                actor,
                target,
                social,
                actor_passed,
                target_passed,
                worked,
            } => {
                write!(f, "  {actor} tries to {} {target}", social.row().id)?;
                if let Some(p) = actor_passed {
                    write!(f, ", own WIT {}", if *p { "passes" } else { "fails" })?;
                }
                if let Some(p) = target_passed {
                    write!(f, ", target's WIT {}", if *p { "passes" } else { "fails" })?;
                }
                f.write_str(if *worked { ": it works" } else { ": no effect" })
            }
            Self::ConditionGained { id, condition } => match condition {
                Condition::LosesNextTurn => write!(f, "  {id} loses its next turn"),
                Condition::Frightened { of } => write!(f, "  {id} is frightened of {of}"),
                Condition::Taunted { by } => write!(f, "  {id} must spend its next turn on {by}"),
            },
            Self::TurnLost { id } => write!(f, "  {id} loses this turn"),
            Self::Moved { id, zones, pace } => write!(f, "  {id} moves {zones} zones ({pace:?})"),
            Self::ActedOtherwise { id } => write!(f, "  {id} acts"),
            Self::RoundEnded { round } => write!(f, "end of round {round}"),
            Self::Ended { ending } => match ending {
                Ending::Apart => f.write_str("the encounter is over"),
                Ending::Parley => f.write_str("the parley is over"),
                Ending::Fight { winner: Some(side) } => {
                    write!(f, "the fight is over: the {side} win")
                }
                Ending::Fight { winner: None } => f.write_str("the fight is over"),
            },
            Self::StretchPassed { stretches } => write!(f, "{stretches} stretch(es) pass"),
        }
    }
}

/// Where an encounter is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamStep"))]
#[cfg_attr(feature = "serde", serde(tag = "step", rename_all = "snake_case"))]
pub enum Step {
    /// Awareness is to be rolled.
    Awareness,
    /// The sides are to choose their approach.
    Approach {
        /// Who spotted whom.
        spotting: Spotting,
    },
    /// A fight's round.
    Round {
        /// The round, from 1.
        round: u32,
    },
    /// A parley under way.
    Parley,
    /// Over.
    Over {
        /// How it ended.
        ending: Ending,
    },
}

impl Step {
    /// A stable key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Awareness => "awareness",
            Self::Approach { .. } => "approach",
            Self::Round { .. } => "round",
            Self::Parley => "parley",
            Self::Over { .. } => "over",
        }
    }
}

/// One combatant's state in the fight.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamStatus"))]
pub struct Status {
    /// The combatant's ID.
    pub id: u32,
    /// Its side.
    pub side: Side,
    /// Its WIT.
    pub wit: i32,
    /// Its armour.
    pub armour: u32,
    /// Its health now.
    pub health: Health,
    /// Out of the fight (critical damage, dying or dead).
    pub out: bool,
    /// Acted this round.
    pub acted: bool,
    /// Loses its next turn.
    pub loses_turn: bool,
    /// Must spend its next turn trying to harm this combatant.
    pub taunted_by: Option<u32>,
    /// The combatants it is frightened of, until the encounter ends (the
    /// rules do not say how long the condition lasts).
    pub frightened_of: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct State {
    step: Step,
    statuses: Vec<Status>,
}

/// A Murdham encounter: a state machine driven by [`Command`]s, from
/// awareness through the approach to a fight's rounds or a parley, with
/// its log of [`Event`]s and every face it used.
///
/// Murdham's attack procedure and turn order belong to its combat rules,
/// which this library does not have: in a round each combatant still
/// standing acts once, in the order the caller gives; an attack lands
/// when the caller says so and its damage goes through osr-health's
/// [`Hit`]. A combatant whose hit is critical damage or worse is out of
/// the fight; a fight ends when one side has nobody left standing or by
/// [`Command::End`]. A fight or a parley takes one stretch.
///
/// With the `serde` feature it serializes as `{"setup": ..., "commands":
/// [...], "faces": [...], "events": [...]}` and deserializes by replaying
/// the commands from the faces; a document whose events differ or whose
/// faces are left over is refused ([`Error::Check`], `Forged`).
///
/// # Examples
///
/// ```
/// use osr_core::{StepDie, SuppliedFaces};
/// use osr_health::murdham::Health;
/// use osr_combat::Side;
/// use osr_combat::murdham::{Action, Combatant, Command, Encounter, Intent, Setup, Stance};
///
/// let setup = Setup::new(Stance::Cautious, Stance::Cautious, vec![
///     Combatant::new(1, Side::Party, 12, Health::full(10)?, 1)?,
///     Combatant::new(2, Side::Foes, 8, Health::full(6)?, 0)?,
/// ])?;
/// let mut encounter = Encounter::new(setup)?;
/// // Awareness: 11 for the party (spots), 15 for the foes (does not).
/// encounter.step(Command::RollAwareness, &mut SuppliedFaces::new(&[11, 15]))?;
/// encounter.step(Command::Approach { party: Some(Intent::Fight), foes: None }, &mut SuppliedFaces::new(&[]))?;
/// let attack = Action::Attack { target: 2, die: StepDie::D8, direct: false, situations: vec![], landed: true };
/// encounter.step(Command::Act { actor: 1, action: attack }, &mut SuppliedFaces::new(&[6]))?;
/// assert_eq!(encounter.status(2)?.health.current(), 0);
/// assert!(encounter.is_over());
/// assert_eq!(encounter.faces(), [11, 15, 6]);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Encounter {
    setup: Setup,
    commands: Vec<Command>,
    faces: Vec<u32>,
    events: Vec<Event>,
    state: State,
}

impl Encounter {
    /// An encounter about to roll awareness.
    ///
    /// # Errors
    ///
    /// None beyond [`Setup::new`]'s, which the setup has passed; the
    /// `Result` keeps every fight's constructor alike.
    pub fn new(setup: Setup) -> Result<Self, Error> {
        let statuses = setup
            .combatants
            .iter()
            .map(|c| Status {
                id: c.id,
                side: c.side,
                wit: c.wit(),
                armour: c.armour(),
                health: c.health,
                out: c.health.current() == 0,
                acted: false,
                loses_turn: false,
                taunted_by: None,
                frightened_of: Vec::new(),
            })
            .collect();
        Ok(Self {
            setup,
            commands: Vec::new(),
            faces: Vec::new(),
            events: Vec::new(),
            state: State {
                step: Step::Awareness,
                statuses,
            },
        })
    }

    /// The setup.
    #[must_use]
    pub const fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Where the encounter is.
    #[must_use]
    pub const fn current(&self) -> Step {
        self.state.step
    }

    /// Whether it is over.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        matches!(self.state.step, Step::Over { .. })
    }

    /// How it ended, once it has.
    #[must_use]
    pub const fn ending(&self) -> Option<Ending> {
        match self.state.step {
            Step::Over { ending } => Some(ending),
            _ => None,
        }
    }

    /// The whole log so far.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The commands applied so far.
    #[must_use]
    pub fn commands(&self) -> &[Command] {
        &self.commands
    }

    /// Every face used so far, in order.
    #[must_use]
    pub fn faces(&self) -> &[u32] {
        &self.faces
    }

    /// Every combatant's state, in setup order.
    #[must_use]
    pub fn statuses(&self) -> &[Status] {
        &self.state.statuses
    }

    /// One combatant's state.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`] for an ID not in the encounter.
    pub fn status(&self, id: u32) -> Result<&Status, Error> {
        self.state
            .statuses
            .iter()
            .find(|s| s.id == id)
            .ok_or(Error::UnknownCombatant { id })
    }

    /// In a round, the combatants who may still act (standing, not yet
    /// acted, not losing the turn), in setup order; empty otherwise.
    #[must_use]
    pub fn waiting(&self) -> Vec<u32> {
        if !matches!(self.state.step, Step::Round { .. }) {
            return Vec::new();
        }
        self.state
            .statuses
            .iter()
            .filter(|s| !s.out && !s.acted && !s.loses_turn)
            .map(|s| s.id)
            .collect()
    }

    /// Stretches the encounter has taken (MU-combat.encounter.duration).
    #[must_use]
    pub fn stretches(&self) -> u32 {
        self.events
            .iter()
            .map(|e| match e {
                Event::StretchPassed { stretches } => *stretches,
                _ => 0,
            })
            .sum()
    }

    /// Applies a command, rolling from `source`; returns the events it
    /// produced. On an error nothing changes.
    ///
    /// # Errors
    ///
    /// [`Error::FightOver`] once the encounter is over;
    /// [`Error::OutOfTurn`] for a command its step does not take;
    /// [`approach`]'s errors; for an action [`Error::UnknownCombatant`],
    /// [`Error::OutOfFight`], [`Error::AlreadyActed`],
    /// [`Error::TurnLost`], [`Error::MustAttack`], [`Error::SameSide`],
    /// [`Pace::check`]'s errors; [`Error::Core`] when the face source
    /// fails.
    pub fn step<S: FaceSource + ?Sized>(
        &mut self,
        command: Command,
        source: &mut S,
    ) -> Result<&[Event], Error> {
        let mut state = self.state.clone();
        let mut events = Vec::new();
        let mut faces = Vec::new();
        {
            let mut recording = Recording::new(source, |_, face| faces.push(face));
            self.apply(&mut state, &command, &mut recording, &mut events)?;
        }
        self.state = state;
        self.commands.push(command);
        self.faces.extend(faces);
        let start = self.events.len();
        self.events.extend(events);
        Ok(&self.events[start..])
    }

    fn apply<S: FaceSource + ?Sized>(
        &self,
        state: &mut State,
        command: &Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let step = state.step;
        let refuse = |event: &'static str| Error::OutOfTurn {
            event,
            step: step.key(),
        };
        match (step, command) {
            (Step::Over { .. }, _) => Err(Error::FightOver),
            (Step::Awareness, Command::RollAwareness) => {
                let roll = self.setup.awareness()?.roll(source)?;
                for side in [Side::Party, Side::Foes] {
                    let sight = roll.side(side);
                    events.push(Event::AwarenessRolled {
                        side,
                        detection: sight.detection,
                        face: sight.save.as_ref().map(osr_check::murdham::GroupRoll::face),
                        spotted: sight.spotted,
                    });
                }
                state.step = Step::Approach {
                    spotting: roll.band(),
                };
                Ok(())
            }
            (Step::Approach { spotting }, Command::Approach { party, foes }) => {
                let resolution = approach(spotting, *party, *foes)?;
                for (side, intent) in [(Side::Party, party), (Side::Foes, foes)] {
                    if let Some(intent) = intent {
                        events.push(Event::ApproachChosen {
                            side,
                            intent: *intent,
                        });
                    }
                }
                events.push(Event::Resolved { resolution });
                match resolution {
                    Resolution::Apart => end(state, events, Ending::Apart, 0),
                    Resolution::Parley => state.step = Step::Parley,
                    Resolution::Fight { .. } => {
                        state.step = Step::Round { round: 1 };
                        events.push(Event::RoundBegan { round: 1 });
                    }
                }
                Ok(())
            }
            (Step::Parley, Command::End) => {
                end(state, events, Ending::Parley, 1);
                Ok(())
            }
            (Step::Round { .. }, Command::End) => {
                end(state, events, Ending::Fight { winner: None }, 1);
                Ok(())
            }
            (Step::Round { round }, Command::EndRound) => {
                for status in &mut state.statuses {
                    if status.loses_turn && !status.acted && !status.out {
                        status.loses_turn = false;
                        events.push(Event::TurnLost { id: status.id });
                    }
                    status.acted = false;
                }
                events.push(Event::RoundEnded { round });
                let round = round.saturating_add(1);
                state.step = Step::Round { round };
                events.push(Event::RoundBegan { round });
                Ok(())
            }
            (Step::Round { .. }, Command::Act { actor, action }) => {
                act(state, *actor, action, source, events)
            }
            (_, Command::RollAwareness) => Err(refuse("roll_awareness")),
            (_, Command::Approach { .. }) => Err(refuse("approach")),
            (_, Command::Act { .. }) => Err(refuse("act")),
            (_, Command::EndRound) => Err(refuse("end_round")),
            (_, Command::End) => Err(refuse("end")),
        }
    }
}

fn end(state: &mut State, events: &mut Vec<Event>, ending: Ending, stretches: u32) {
    events.push(Event::Ended { ending });
    if stretches > 0 {
        events.push(Event::StretchPassed { stretches });
    }
    state.step = Step::Over { ending };
}

fn index(state: &State, id: u32) -> Result<usize, Error> {
    state
        .statuses
        .iter()
        .position(|s| s.id == id)
        .ok_or(Error::UnknownCombatant { id })
}

/// The index of an enemy of `actor` still in the fight.
fn enemy(state: &State, actor: usize, target: u32) -> Result<usize, Error> {
    let t = index(state, target)?;
    if state.statuses[t].side == state.statuses[actor].side {
        return Err(Error::SameSide {
            id: state.statuses[actor].id,
            target,
        });
    }
    if state.statuses[t].out {
        return Err(Error::OutOfFight { id: target });
    }
    Ok(t)
}

fn wit_save<S: FaceSource + ?Sized>(wit: i32, source: &mut S) -> Result<bool, Error> {
    Ok(Save::new(wit)?.roll(source)?.passed())
}

fn act<S: FaceSource + ?Sized>(
    state: &mut State,
    actor: u32,
    action: &Action,
    source: &mut S,
    events: &mut Vec<Event>,
) -> Result<(), Error> {
    let a = index(state, actor)?;
    let me = &state.statuses[a];
    if me.out {
        return Err(Error::OutOfFight { id: actor });
    }
    if me.acted {
        return Err(Error::AlreadyActed { id: actor });
    }
    if me.loses_turn {
        return Err(Error::TurnLost { id: actor });
    }
    if let Some(by) = me.taunted_by {
        let taunter_standing = state.statuses.iter().any(|s| s.id == by && !s.out);
        let harms = matches!(action, Action::Attack { target, .. } if *target == by);
        if taunter_standing && !harms {
            return Err(Error::MustAttack {
                id: actor,
                target: by,
            });
        }
    }
    match action {
        Action::Attack {
            target,
            die,
            direct,
            situations,
            landed,
        } => {
            let t = enemy(state, a, *target)?;
            let edge = attack_edge(situations, 0);
            events.push(Event::Attacked {
                attacker: actor,
                target: *target,
                impaired: !situations.is_empty(),
                landed: *landed,
            });
            if *landed {
                let damage = Damage::new(*die).with_edge(edge)?;
                let hit = if *direct {
                    Hit::direct(damage)
                } else {
                    Hit::new(damage, armour_of(state, t))?
                };
                let from = state.statuses[t].health.current();
                let outcome = hit.apply(&mut state.statuses[t].health, source)?;
                let total = outcome
                    .events()
                    .iter()
                    .find_map(|e| match e {
                        osr_health::murdham::Event::DamageRolled { total } => Some(*total),
                        _ => None,
                    })
                    .unwrap_or(0);
                let band = outcome.band();
                events.push(Event::Damage {
                    target: *target,
                    faces: outcome.faces(),
                    total,
                    damage: outcome.damage(),
                    from,
                    to: state.statuses[t].health.current(),
                    band,
                });
                if band >= HitBand::CriticalDamage {
                    state.statuses[t].out = true;
                    events.push(Event::OutOfFight { id: *target, band });
                }
            }
        }
        Action::Social {
            target,
            social,
            force,
        } => {
            let t = enemy(state, a, *target)?;
            let row = social.row();
            let mut actor_passed = None;
            let mut target_passed = None;
            let worked = if *force == Force::Ineffective {
                false
            } else {
                let mut worked = true;
                if row.actor_saves {
                    let passed = wit_save(wit_of(state, a), source)?;
                    actor_passed = Some(passed);
                    worked = passed;
                }
                if worked && row.target_resists && *force == Force::Resistible {
                    let passed = wit_save(wit_of(state, t), source)?;
                    target_passed = Some(passed);
                    worked = !passed;
                }
                worked
            };
            events.push(Event::SocialTried {
                actor,
                target: *target,
                social: *social,
                actor_passed,
                target_passed,
                worked,
            });
            if worked {
                let condition = match row.effect {
                    Effect::LosesNextTurn => {
                        state.statuses[t].loses_turn = true;
                        Condition::LosesNextTurn
                    }
                    Effect::FrightenedOfActor => {
                        if !state.statuses[t].frightened_of.contains(&actor) {
                            state.statuses[t].frightened_of.push(actor);
                        }
                        Condition::Frightened { of: actor }
                    }
                    Effect::MustHarmActor => {
                        state.statuses[t].taunted_by = Some(actor);
                        Condition::Taunted { by: actor }
                    }
                };
                events.push(Event::ConditionGained {
                    id: *target,
                    condition,
                });
            }
        }
        Action::Move {
            zones,
            pace,
            open_ground,
        } => {
            pace.check(*zones, *open_ground)?;
            events.push(Event::Moved {
                id: actor,
                zones: *zones,
                pace: *pace,
            });
        }
        Action::Other => events.push(Event::ActedOtherwise { id: actor }),
    }
    let me = &mut state.statuses[a];
    me.acted = true;
    me.taunted_by = None;
    let side = me.side;
    let foes_standing = state
        .statuses
        .iter()
        .any(|s| s.side == side.opponent() && !s.out);
    let own_standing = state.statuses.iter().any(|s| s.side == side && !s.out);
    if !foes_standing || !own_standing {
        let winner = if foes_standing {
            Some(side.opponent())
        } else if own_standing {
            Some(side)
        } else {
            None
        };
        end(state, events, Ending::Fight { winner }, 1);
    }
    Ok(())
}

fn armour_of(state: &State, t: usize) -> u32 {
    state.statuses[t].armour
}

fn wit_of(state: &State, t: usize) -> i32 {
    state.statuses[t].wit
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct EncounterRecord {
    /// The combatants and the rules the fight was set up with.
    setup: Setup,
    /// Every command applied, in order.
    commands: Vec<Command>,
    /// Every face rolled, in order.
    faces: Vec<u32>,
    /// Every event the commands made, in order.
    events: Vec<Event>,
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Encounter {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        "MurdhamEncounter".into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let mut schema = EncounterRecord::json_schema(generator);
        schema.insert("description".into(), "A saved encounter: its setup, commands, faces and events, read back by replaying them (a log whose events the replay does not give is refused).".into());
        schema
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Encounter {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        EncounterRecord {
            setup: self.setup.clone(),
            commands: self.commands.clone(),
            faces: self.faces.clone(),
            events: self.events.clone(),
        }
        .serialize(serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Encounter {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let record = EncounterRecord::deserialize(deserializer)?;
        Self::replay(record.setup, record.commands, &record.faces, &record.events)
            .map_err(serde::de::Error::custom)
    }
}

impl Encounter {
    /// Replays `commands` on `setup` from `faces`, and checks the replay
    /// gives exactly `events` and uses every face: how a saved encounter
    /// is read back.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] (`Forged`) when the events differ, faces run out
    /// or are left over; a command's own error when the replay refuses it.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::murdham::Health;
    /// use osr_combat::Side;
    /// use osr_combat::murdham::{Combatant, Command, Encounter, Setup, Stance};
    ///
    /// let setup = Setup::new(Stance::Cautious, Stance::Cautious, vec![
    ///     Combatant::new(1, Side::Party, 12, Health::full(10)?, 1)?,
    ///     Combatant::new(2, Side::Foes, 8, Health::full(6)?, 0)?,
    /// ])?;
    /// let mut encounter = Encounter::new(setup.clone())?;
    /// encounter.step(Command::RollAwareness, &mut SuppliedFaces::new(&[11, 15]))?;
    /// let again = Encounter::replay(setup.clone(), encounter.commands().to_vec(), encounter.faces(), encounter.events())?;
    /// assert_eq!(again, encounter);
    /// assert!(Encounter::replay(setup, encounter.commands().to_vec(), &[11, 3], encounter.events()).is_err());
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    pub fn replay(
        setup: Setup,
        commands: Vec<Command>,
        faces: &[u32],
        events: &[Event],
    ) -> Result<Self, Error> {
        let encounter = Self::replay_commands(setup, commands, faces)?;
        if encounter.events != events {
            return Err(Error::Check(osr_check::Error::Forged));
        }
        Ok(encounter)
    }

    /// Replays `commands` on `setup` from `faces`, checking every face is
    /// used but not the events: for a caller that holds the saved events
    /// in another form (JSON, say) and compares them itself.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] (`Forged`) when faces run out or are left over; a
    /// command's own error when the replay refuses it.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::murdham::Health;
    /// use osr_combat::Side;
    /// use osr_combat::murdham::{Combatant, Command, Encounter, Setup, Stance};
    ///
    /// let setup = Setup::new(Stance::Cautious, Stance::Cautious, vec![
    ///     Combatant::new(1, Side::Party, 12, Health::full(10)?, 1)?,
    ///     Combatant::new(2, Side::Foes, 8, Health::full(6)?, 0)?,
    /// ])?;
    /// let mut encounter = Encounter::new(setup.clone())?;
    /// encounter.step(Command::RollAwareness, &mut SuppliedFaces::new(&[11, 15]))?;
    /// let again = Encounter::replay_commands(setup.clone(), encounter.commands().to_vec(), encounter.faces())?;
    /// assert_eq!(again.events(), encounter.events());
    /// assert!(Encounter::replay_commands(setup, encounter.commands().to_vec(), &[11, 15, 4]).is_err());
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    pub fn replay_commands(
        setup: Setup,
        commands: Vec<Command>,
        faces: &[u32],
    ) -> Result<Self, Error> {
        let forged = || Error::Check(osr_check::Error::Forged);
        let mut encounter = Self::new(setup)?;
        let mut source = osr_core::SuppliedFaces::new(faces);
        for command in commands {
            encounter
                .step(command, &mut source)
                .map_err(|err| match err {
                    Error::Core(osr_core::Error::FacesExhausted { .. }) => forged(),
                    other => other,
                })?;
        }
        if !source.remaining().is_empty() {
            return Err(forged());
        }
        Ok(encounter)
    }
}

//! The fight as a state machine: setup, commands, events, replay.

use alloc::vec::Vec;
use core::fmt;

use osr_check::constitution::{AbilityCheck, AbilityScore, Level, MoraleCheck, MoraleScore};
use osr_check::{Check, Resolved};
use osr_core::{FaceSource, Recording, SuppliedFaces};
use osr_health::constitution::{
    Event as HealthEvent, HitBand, HitDice, Hp, Injury, InjuryBand, Marks, Vitality,
};

use super::initiative::{Bout, Start, Ties, roll_initiative};
use super::rules::{
    BERSERK_TO_HIT, BOW_EXTRA_ACTION_COST, DamageDie, MoraleTrigger, Reaction, Training,
    active_defence, direct_hit_possible, extra_degrees,
};
use super::{Ac, Bonus};
use crate::{Error, Side};

/// One combatant of a 3d6 Constitution fight, in the units of the rules.
///
/// Build one with [`Combatant::new`] and set what differs from an
/// ordinary armed human through the public fields; [`Setup::new`] checks
/// them together (HP at most what the hit dice roll, IDs unique).
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::constitution::{Ac, Combatant};
///
/// let mut ogre = Combatant::new(2, Side::Foes, 18)?;
/// ogre.ac = Ac::new(22)?;
/// assert_eq!((ogre.hp.get(), ogre.ac.get(), ogre.combat_bonus()), (18, 22, 0));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionCombatant"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Combatant {
    /// The caller's ID, unique in the fight.
    pub id: u32,
    /// The side.
    pub side: Side,
    /// Wits: added to initiative.
    pub wits: AbilityScore,
    /// Strength: attacks, active defence and the strength injury save.
    pub strength: AbilityScore,
    /// Will: the will injury save.
    pub will: AbilityScore,
    /// Armour class (TC-5.15, with reach and training already added by
    /// [`reach_ac_bonus`](super::reach_ac_bonus) where the caller wants it).
    pub ac: Ac,
    /// Hit dice (level for a character, HD for a monster).
    pub hit_dice: HitDice,
    /// Hit points now.
    pub hp: Hp,
    /// Level (or HD): major wound marks it can take (TC-6.11), and a
    /// direct hit's price (TC-6.12).
    pub level: Level,
    /// Major wound marks taken before the fight (TC-6.11): with as many
    /// as the level, a failed strength injury save kills.
    #[cfg_attr(feature = "serde", serde(default))]
    pub marks: Marks,
    /// A fighter adds their level to initiative, attacks, defence and
    /// injury saves (TC-7.1).
    pub fighter: bool,
    /// Tough fucker (TC-7.2): d8 hit dice, so HP up to 8 per die.
    pub tough: bool,
    /// Other bonuses to hit: training ([`training_to_hit`](super::training_to_hit)),
    /// circumstances.
    pub to_hit: Bonus,
    /// Other bonuses to initiative ([`training_initiative`](super::training_initiative)).
    pub initiative_bonus: Bonus,
    /// The damage die.
    pub damage: DamageDie,
    /// How initiative starts (surprise, henchmen).
    pub start: Start,
    /// The morale score of a monster or NPC, if it checks morale.
    pub morale: Option<MoraleScore>,
    /// Initiations and trainings.
    pub training: Training,
    /// Carries a shield: may defend as a reaction (TC-5.4, TC-5.17).
    pub shield: bool,
    /// Already berserk when the fight starts (TC-7.4).
    pub berserk: bool,
    /// Pays HP to stop a direct hit when it can (TC-6.12).
    pub buys_off: bool,
}

impl Combatant {
    /// An ordinary armed human: every ability 10, AC 20, 1 HD with `hp`
    /// HP, level 1, a d6 weapon, rolled initiative, no morale score.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for HP outside osr-health's [`Hp`].
    pub fn new(id: u32, side: Side, hp: u32) -> Result<Self, Error> {
        Ok(Self {
            id,
            side,
            wits: AbilityScore::new(10)?,
            strength: AbilityScore::new(10)?,
            will: AbilityScore::new(10)?,
            ac: Ac::new(20)?,
            hit_dice: HitDice::new(1)?,
            hp: Hp::new(hp)?,
            level: Level::new(1)?,
            marks: Marks::default(),
            fighter: false,
            tough: false,
            to_hit: Bonus::default(),
            initiative_bonus: Bonus::default(),
            damage: DamageDie::D6,
            start: Start::Roll,
            morale: None,
            training: Training::default(),
            shield: false,
            berserk: false,
            buys_off: false,
        })
    }

    /// What TC-7.1 adds to combat checks: the level for a fighter.
    #[must_use]
    pub fn combat_bonus(&self) -> i32 {
        if self.fighter {
            i32::try_from(self.level.get()).unwrap_or(0)
        } else {
            0
        }
    }

    /// The combatant's hit points and wounds as osr-health keeps them.
    ///
    /// # Errors
    ///
    /// [`Error::AboveMaximum`] for more HP than the hit dice roll (d8s
    /// when tough), or more major wound marks than the level.
    pub fn vitality(&self) -> Result<Vitality, Error> {
        let (hd, hp) = (self.hit_dice.get(), self.hp.get());
        let max = hd * if self.tough { 8 } else { 6 };
        if hp > max {
            return Err(Error::AboveMaximum {
                what: "hit points",
                value: hp.into(),
                max: max.into(),
            });
        }
        let v = if self.tough {
            Vitality::new_tough(hd, hp)?
        } else {
            Vitality::new(hd, hp)?
        };
        Ok(v.with_level(self.level.get(), self.marks.get())?)
    }
}

/// The combatants of a fight and the caller's tie policy (TC-5.1).
///
/// With the `serde` feature it reads back through [`Setup::new`]'s checks.
///
/// # Examples
///
/// ```
/// use osr_combat::{Error, Side};
/// use osr_combat::constitution::{Combatant, Setup, Ties};
///
/// let a = Combatant::new(1, Side::Party, 4)?;
/// assert_eq!(Setup::new(vec![a], Ties::SetupOrder), Err(Error::EmptySide));
/// let setup = Setup::new(vec![a, Combatant::new(2, Side::Foes, 4)?], Ties::HigherWits)?;
/// assert_eq!(setup.combatants().len(), 2);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionSetup"))]
#[cfg_attr(feature = "serde", serde(try_from = "SetupFields"))]
pub struct Setup {
    combatants: Vec<Combatant>,
    ties: Ties,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SetupFields {
    combatants: Vec<Combatant>,
    ties: Ties,
}

#[cfg(feature = "serde")]
impl TryFrom<SetupFields> for Setup {
    type Error = Error;

    fn try_from(f: SetupFields) -> Result<Self, Error> {
        Self::new(f.combatants, f.ties)
    }
}

impl Setup {
    /// The fight's combatants, in the order they roll initiative.
    ///
    /// # Errors
    ///
    /// [`Error::EmptySide`] without a combatant on each side,
    /// [`Error::DuplicateCombatant`] for an ID used twice, and
    /// [`Combatant::vitality`]'s errors.
    pub fn new(combatants: Vec<Combatant>, ties: Ties) -> Result<Self, Error> {
        for side in [Side::Party, Side::Foes] {
            if !combatants.iter().any(|c| c.side == side) {
                return Err(Error::EmptySide);
            }
        }
        for (i, c) in combatants.iter().enumerate() {
            if combatants[..i].iter().any(|d| d.id == c.id) {
                return Err(Error::DuplicateCombatant { id: c.id });
            }
            c.vitality()?;
        }
        Ok(Self { combatants, ties })
    }

    /// The combatants.
    #[must_use]
    pub fn combatants(&self) -> &[Combatant] {
        &self.combatants
    }

    /// The tie policy.
    #[must_use]
    pub const fn ties(&self) -> Ties {
        self.ties
    }
}

/// How a defender meets one attack with a reaction (TC-5.4, TC-5.17).
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{Command, Defence};
///
/// let blocked = Command::Attack { attacker: 1, target: 2, defence: Defence::Shield, direct_hit: false };
/// assert_eq!(blocked.key(), "attack");
/// assert_eq!(Defence::default(), Defence::None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionDefence"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Defence {
    /// No reaction.
    #[default]
    None,
    /// A shield defence declared before the roll: -2, a strength check
    /// used as AC if higher.
    Shield,
    /// A shield defence after the roll, taken only when the attack hits:
    /// -5, and the attack misses if the check beats its total.
    ShieldAfterRoll,
}

/// What a player or the referee decides: each applied by [`Fight::step`].
///
/// With the `serde` feature: `{"command": "attack", "attacker": 1,
/// "target": 2}` and so on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "command",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{Command, MoraleTrigger};
///
/// let check = Command::Morale { id: 3, trigger: MoraleTrigger::HalfFallen };
/// assert_eq!(check.key(), "morale");
/// assert_eq!(Command::ForceBout.key(), "force_bout");
/// ```
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionCommand"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Command {
    /// Everyone rolls initiative, in setup order; the first round begins.
    RollInitiative,
    /// The combatant whose turn it is attacks `target` (TC-5.14):
    /// `defence` is the target's reaction; with `direct_hit` the attacker
    /// takes a direct hit whenever the roll allows one (TC-5.20).
    Attack {
        /// Whose turn it is.
        attacker: u32,
        /// Whom they attack.
        target: u32,
        /// The target's reaction.
        #[cfg_attr(feature = "serde", serde(default))]
        defence: Defence,
        /// Take a direct hit when possible.
        #[cfg_attr(feature = "serde", serde(default))]
        direct_hit: bool,
    },
    /// The combatant whose turn it is defends actively for the rest of the
    /// round (TC-5.17).
    Defend {
        /// Whose turn it is.
        id: u32,
    },
    /// The combatant whose turn it is does something else (moves, talks).
    Pass {
        /// Whose turn it is.
        id: u32,
    },
    /// The combatant whose turn it is casts the spell declared between
    /// rounds (TC-5.7).
    Cast {
        /// Whose turn it is.
        id: u32,
    },
    /// The round's superior initiative: -10 and another turn (TC-5.3).
    Superior {
        /// The superior.
        id: u32,
    },
    /// A reaction whose effect is the referee's (a warning, drawing a
    /// weapon): its cost is paid (TC-5.4).
    React {
        /// Who reacts.
        id: u32,
        /// The reaction.
        reaction: Reaction,
    },
    /// An attack on a disoriented foe as a reaction: -5 (TC-5.9).
    OpportunityAttack {
        /// Who attacks.
        attacker: u32,
        /// The disoriented target.
        target: u32,
    },
    /// An archer with bow training takes an extra attack for 5 in a round
    /// where they act before all opponents (TC-7.8).
    BowExtraAttack {
        /// The archer.
        archer: u32,
        /// The target.
        target: u32,
    },
    /// A superior orders a follower on their side to act at the
    /// superior's count; the order costs the superior 5 (TC-5.11, TC-5.4).
    /// A henchman (initiative 1, not rolled) takes their turn at that
    /// count and goes back to 1; a follower with a rolled initiative acts
    /// at once, besides their regular turn, and pays 10 (TC-5.4).
    Order {
        /// The superior.
        by: u32,
        /// The one ordered.
        follower: u32,
    },
    /// The round ends when no turn is left: the bout ends, all disengage
    /// (TC-5.5).
    EndRound,
    /// A side forces the bout on when the round's turns are done: -10 to
    /// all, a new round at once (TC-5.8).
    ForceBout,
    /// Between rounds: re-roll initiative, no regular turn next round
    /// (TC-5.6), with a penalty die at 0 (TC-5.9).
    Reorient {
        /// Who.
        id: u32,
    },
    /// Between rounds: declare a memorised spell (TC-5.7).
    DeclareSpell {
        /// The caster.
        id: u32,
    },
    /// Between rounds: either side demands the next round (TC-5.5).
    NextRound,
    /// A monster or NPC checks morale (TC-5.13).
    Morale {
        /// Who.
        id: u32,
        /// Why.
        trigger: MoraleTrigger,
    },
}

impl Command {
    /// A stable snake-case key.
    #[must_use]
    pub const fn key(&self) -> &'static str {
        match self {
            Self::RollInitiative => "roll_initiative",
            Self::Attack { .. } => "attack",
            Self::Defend { .. } => "defend",
            Self::Pass { .. } => "pass",
            Self::Cast { .. } => "cast",
            Self::Superior { .. } => "superior",
            Self::React { .. } => "react",
            Self::OpportunityAttack { .. } => "opportunity_attack",
            Self::BowExtraAttack { .. } => "bow_extra_attack",
            Self::Order { .. } => "order",
            Self::EndRound => "end_round",
            Self::ForceBout => "force_bout",
            Self::Reorient { .. } => "reorient",
            Self::DeclareSpell { .. } => "declare_spell",
            Self::NextRound => "next_round",
            Self::Morale { .. } => "morale",
        }
    }
}

/// What initiative points were spent on.
///
/// With the `serde` feature: `{"reaction": "warning"}`,
/// `"bow_extra_action"` or `"forced_bout"`.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{Reaction, Spend};
///
/// assert_eq!(Spend::Reaction(Reaction::Warning).to_string(), "warning");
/// assert_eq!(Spend::ForcedBout.to_string(), "forced_bout");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionSpend"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Spend {
    /// A reaction (TC-5.4).
    Reaction(Reaction),
    /// A bow-trained archer's extra action (TC-7.8).
    BowExtraAction,
    /// A forced bout (TC-5.8).
    ForcedBout,
}

impl fmt::Display for Spend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Reaction(r) => f.write_str(r.key()),
            Self::BowExtraAction => f.write_str("bow_extra_action"),
            Self::ForcedBout => f.write_str("forced_bout"),
        }
    }
}

/// What happened, as a log a VTT can show line by line ([`fmt::Display`]).
///
/// With the `serde` feature: `{"event": "attack_rolled", ...}`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "event",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::Event;
///
/// let line = Event::SuperiorTurn { id: 1, from: 25, to: 15 }.to_string();
/// assert_eq!(line, "  #1 takes superior initiative: 25 -> 15");
/// ```
#[non_exhaustive]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionEvent"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// Initiative rolled or set.
    InitiativeRolled {
        /// Who.
        id: u32,
        /// The d20s (none when set).
        faces: Vec<u32>,
        /// The score.
        score: u32,
    },
    /// A round began; `superior` started it highest.
    RoundBegan {
        /// The round.
        round: u32,
        /// Who has superior initiative.
        superior: Option<u32>,
    },
    /// A turn began at a count.
    TurnBegan {
        /// Whose.
        id: u32,
        /// At what count.
        count: u32,
    },
    /// Initiative spent.
    InitiativePaid {
        /// Who.
        id: u32,
        /// On what.
        what: Spend,
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// An attack rolled against AC.
    AttackRolled {
        /// Who.
        attacker: u32,
        /// Whom.
        target: u32,
        /// The d20s.
        faces: Vec<u32>,
        /// The total.
        total: i32,
        /// The AC it was against.
        ac: i32,
        /// Whether it hit.
        hit: bool,
        /// Extra degrees of success (TC-5.19).
        extra_degrees: u32,
    },
    /// An active defence rolled (TC-5.17).
    DefenceRolled {
        /// Who.
        id: u32,
        /// The d20s.
        faces: Vec<u32>,
        /// The total.
        total: i32,
        /// The AC it leaves.
        ac: i32,
    },
    /// A hit turned aside by a shield after the roll.
    Blocked {
        /// Whose attack.
        attacker: u32,
        /// Who blocked.
        target: u32,
    },
    /// A direct hit, bypassing hit points (TC-5.20).
    DirectHit {
        /// Who.
        attacker: u32,
        /// Whom.
        target: u32,
    },
    /// Damage rolled.
    DamageRolled {
        /// Who.
        attacker: u32,
        /// Whom.
        target: u32,
        /// The dice.
        faces: Vec<u32>,
        /// The damage.
        amount: u32,
    },
    /// What osr-health did to a combatant.
    Health {
        /// Who.
        id: u32,
        /// What.
        change: HealthEvent,
    },
    /// A combatant went berserk (TC-7.4).
    WentBerserk {
        /// Who.
        id: u32,
    },
    /// A superior took -10 for another turn (TC-5.3).
    SuperiorTurn {
        /// Who.
        id: u32,
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// A turn spent on something else.
    Passed {
        /// Who.
        id: u32,
    },
    /// A spell declared (TC-5.7).
    SpellDeclared {
        /// Who.
        id: u32,
    },
    /// A declared spell takes effect (TC-5.7).
    SpellCast {
        /// Who.
        id: u32,
    },
    /// A combatant re-oriented (TC-5.6).
    Reoriented {
        /// Who.
        id: u32,
        /// The d20s.
        faces: Vec<u32>,
        /// The new score.
        score: u32,
    },
    /// A follower ordered to act at a count (TC-5.11).
    Ordered {
        /// The superior.
        by: u32,
        /// The one ordered.
        follower: u32,
        /// At what count.
        count: u32,
    },
    /// A morale check (TC-5.13).
    MoraleChecked {
        /// Who.
        id: u32,
        /// Why.
        trigger: MoraleTrigger,
        /// The 2d6.
        faces: [u32; 2],
        /// Their total.
        total: u32,
        /// The score.
        score: u32,
        /// Whether they held.
        held: bool,
    },
    /// Fled or gave up.
    Fled {
        /// Who.
        id: u32,
    },
    /// Out of the fight: collapsed or dead.
    Out {
        /// Who.
        id: u32,
    },
    /// The round ended.
    RoundEnded {
        /// The round.
        round: u32,
    },
    /// The bout was forced on (TC-5.8).
    BoutForced,
    /// A forced bout ended: everyone at 0 (TC-5.8).
    BoutEnded,
    /// The fight ended.
    FightEnded {
        /// The side still standing.
        winner: Side,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::InitiativeRolled { id, faces, score } => {
                write!(f, "#{id} initiative {score} (d20 {faces:?})")
            }
            Self::RoundBegan { round, superior } => match superior {
                Some(s) => write!(f, "round {round} begins; #{s} has superior initiative"),
                None => write!(f, "round {round} begins"),
            },
            Self::TurnBegan { id, count } => write!(f, "  count {count}: #{id}'s turn"),
            Self::InitiativePaid { id, what, from, to } => {
                write!(f, "  #{id} spends initiative on {what}: {from} -> {to}")
            }
            Self::AttackRolled {
                attacker,
                target,
                faces,
                total,
                ac,
                hit,
                extra_degrees,
            } => {
                let result = if *hit { "hits" } else { "misses" };
                write!(
                    f,
                    "  #{attacker} attacks #{target}: d20 {faces:?}, total {total} vs AC {ac}: {result}"
                )?;
                if *hit && *extra_degrees > 0 {
                    let s = if *extra_degrees == 1 { "" } else { "s" };
                    write!(f, " ({extra_degrees} extra degree{s})")?;
                }
                Ok(())
            }
            Self::DefenceRolled {
                id,
                faces,
                total,
                ac,
            } => write!(f, "  #{id} defends: d20 {faces:?}, total {total}, AC {ac}"),
            Self::Blocked { attacker, target } => {
                write!(f, "  #{target} blocks #{attacker}'s blow")
            }
            Self::DirectHit { attacker, target } => {
                write!(f, "  #{attacker} scores a direct hit on #{target}")
            }
            Self::DamageRolled {
                target,
                faces,
                amount,
                ..
            } => write!(f, "  damage to #{target}: {faces:?} = {amount}"),
            Self::Health { id, change } => match change {
                HealthEvent::HpLost { from, to } => write!(f, "  #{id} HP {from} -> {to}"),
                HealthEvent::InjurySaves {
                    dc,
                    strength_total,
                    strength_passed,
                    will_total,
                    will_passed,
                } => write!(
                    f,
                    "  #{id} injury saves at DC {dc}: STR {strength_total} ({}), WIL {} ({})",
                    pass(*strength_passed),
                    will_total.map_or(-1, |w| w),
                    pass(*will_passed)
                ),
                HealthEvent::MinorWound => write!(f, "  #{id} takes a minor wound"),
                HealthEvent::MajorWound { marks } => {
                    let s = if *marks == 1 { "" } else { "s" };
                    write!(f, "  #{id} takes a major wound ({marks} mark{s})")
                }
                HealthEvent::Collapsed => write!(f, "  #{id} collapses"),
                HealthEvent::Died => write!(f, "  #{id} dies"),
                other => write!(f, "  #{id}: {other:?}"),
            },
            Self::WentBerserk { id } => write!(f, "  #{id} goes berserk"),
            Self::SuperiorTurn { id, from, to } => {
                write!(f, "  #{id} takes superior initiative: {from} -> {to}")
            }
            Self::Passed { id } => write!(f, "  #{id} does something else"),
            Self::SpellDeclared { id } => write!(f, "  #{id} declares a spell"),
            Self::SpellCast { id } => write!(f, "  #{id}'s spell takes effect"),
            Self::Reoriented { id, faces, score } => {
                write!(f, "  #{id} re-orients: d20 {faces:?}, initiative {score}")
            }
            Self::Ordered {
                by,
                follower,
                count,
            } => {
                write!(f, "  #{by} orders #{follower} to act at {count}")
            }
            Self::MoraleChecked {
                id,
                faces,
                total,
                score,
                held,
                ..
            } => write!(
                f,
                "  #{id} checks morale: 2d6 {faces:?} = {total} vs {score}: {}",
                if *held { "holds" } else { "breaks" }
            ),
            Self::Fled { id } => write!(f, "  #{id} flees"),
            Self::Out { id } => write!(f, "  #{id} is out of the fight"),
            Self::RoundEnded { round } => write!(f, "round {round} ends; all disengage"),
            Self::BoutForced => write!(f, "the bout is forced on: -10 initiative to all"),
            Self::BoutEnded => write!(f, "everyone is at 0: the bout ends"),
            Self::FightEnded { winner } => write!(f, "the fight is over: the {winner} win"),
        }
    }
}

const fn pass(passed: bool) -> &'static str {
    if passed { "passed" } else { "failed" }
}

/// Where the fight is.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::Step;
///
/// assert_eq!(Step::BetweenRounds.key(), "between_rounds");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionStep"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Step {
    /// Initiative is still to be rolled.
    Initiative,
    /// A round is on: turns at their counts.
    Turns,
    /// Between rounds.
    BetweenRounds,
    /// Over.
    Over,
}

impl Step {
    /// A stable snake-case key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Initiative => "initiative",
            Self::Turns => "turns",
            Self::BetweenRounds => "between_rounds",
            Self::Over => "over",
        }
    }
}

/// How a fight ended.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::constitution::Ending;
///
/// assert!(Ending::Won(Side::Party) < Ending::Undecided);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionEnding"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Ending {
    /// This side has someone standing; the other has none.
    Won(Side),
    /// Neither side won within the policy's round limit.
    Undecided,
}

/// A combatant's state in a fight.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::constitution::{Combatant, Fight, Setup, Ties};
///
/// let setup = Setup::new(vec![
///     Combatant::new(1, Side::Party, 4)?,
///     Combatant::new(2, Side::Foes, 5)?,
/// ], Ties::SetupOrder)?;
/// let fight = Fight::new(setup)?;
/// let foe = fight.fighter(2)?;
/// assert!(foe.standing());
/// assert_eq!(foe.vitality.hp(), 5);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionFighter"))]
pub struct Fighter {
    /// Hit points and wounds.
    pub vitality: Vitality,
    /// The AC an active defence as the main action gives for the rest of
    /// the round.
    pub defending: Option<i32>,
    /// Berserk (TC-7.4): +2 to hit, cannot stop.
    pub berserk: bool,
    /// A spell declared for this round.
    pub declared: bool,
    /// Collapsed or dead.
    pub down: bool,
    /// Fled.
    pub fled: bool,
}

impl Fighter {
    /// Still in the fight.
    #[must_use]
    pub const fn standing(&self) -> bool {
        !self.down && !self.fled
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct State {
    step: Step,
    bout: Bout,
    fighters: Vec<Fighter>,
    ending: Option<Side>,
    /// A rolled follower's ordered extra turn, now: (id, count).
    extra: Option<(u32, u32)>,
}

/// A 3d6 Constitution fight: a state machine driven by [`Command`]s, each
/// applied by [`Fight::step`] and answered with the [`Event`]s it made.
///
/// With the `serde` feature it serializes as `{"setup": ..., "commands":
/// [...], "faces": [...], "events": [...]}` and reads back by replaying the
/// commands from the faces: a document whose events differ or whose
/// faces are left over is refused ([`osr_check::Error::Forged`], as [`Error::Check`]).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::Side;
/// use osr_combat::constitution::{Combatant, Command, Fight, Setup, Ties};
///
/// let a = Combatant::new(1, Side::Party, 4)?;
/// let b = Combatant::new(2, Side::Foes, 4)?;
/// let mut fight = Fight::new(Setup::new(vec![a, b], Ties::SetupOrder)?)?;
/// fight.step(Command::RollInitiative, &mut SuppliedFaces::new(&[15, 8]))?;
/// assert_eq!(fight.next(), Some((1, 25)));
/// let attack = Command::Attack { attacker: 1, target: 2, defence: Default::default(), direct_hit: false };
/// let events = fight.step(attack, &mut SuppliedFaces::new(&[12, 3]))?;
/// assert_eq!(events.len(), 4); // turn, attack, damage, HP lost
/// assert_eq!(fight.fighter(2)?.vitality.hp(), 1);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionFight"))]
#[cfg_attr(feature = "serde", serde(try_from = "FightFields"))]
pub struct Fight {
    setup: Setup,
    #[cfg_attr(feature = "serde", serde(skip_serializing))]
    #[cfg_attr(feature = "schema", schemars(skip))]
    state: State,
    commands: Vec<Command>,
    faces: Vec<u32>,
    events: Vec<Event>,
}

/// A [`Fight`] as read, before it is replayed.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct FightFields {
    /// The combatants and the rules the fight was set up with.
    setup: Setup,
    /// Every command applied, in order.
    commands: Vec<Command>,
    /// Every face rolled, in order.
    faces: Vec<u32>,
    /// Every event the commands made, in order.
    events: Vec<Event>,
}

#[cfg(feature = "serde")]
impl TryFrom<FightFields> for Fight {
    type Error = Error;

    fn try_from(f: FightFields) -> Result<Self, Error> {
        let fight = Self::replay(f.setup, &f.commands, &f.faces)?;
        if fight.events != f.events {
            return Err(osr_check::Error::Forged.into());
        }
        Ok(fight)
    }
}

impl Fight {
    /// A fight about to roll initiative.
    ///
    /// # Errors
    ///
    /// [`Combatant::vitality`]'s errors.
    pub fn new(setup: Setup) -> Result<Self, Error> {
        let mut bout = Bout::new(setup.ties);
        let mut fighters = Vec::with_capacity(setup.combatants.len());
        for c in &setup.combatants {
            bout.join(c.id, c.side, c.wits.get(), 0);
            fighters.push(Fighter {
                vitality: c.vitality()?,
                defending: None,
                berserk: c.berserk,
                declared: false,
                down: false,
                fled: false,
            });
        }
        Ok(Self {
            setup,
            state: State {
                step: Step::Initiative,
                bout,
                fighters,
                ending: None,
                extra: None,
            },
            commands: Vec::new(),
            faces: Vec::new(),
            events: Vec::new(),
        })
    }

    /// Applies `command`, rolling what it needs from `source`, and returns
    /// the events it made. On error nothing changes.
    ///
    /// # Errors
    ///
    /// [`Error::FightOver`] once it has ended; [`Error::OutOfTurn`] for a
    /// command the step does not allow (an attack by someone whose turn it
    /// is not); [`Error::UnknownCombatant`]; [`Error::NotSuperior`],
    /// [`Error::Disoriented`], [`Error::NotTrained`] as the rules refuse;
    /// [`Error::Core`] when the face source fails.
    pub fn step<S: FaceSource + ?Sized>(
        &mut self,
        command: Command,
        source: &mut S,
    ) -> Result<&[Event], Error> {
        if self.state.step == Step::Over {
            return Err(Error::FightOver);
        }
        let mut next = self.state.clone();
        let mut faces = Vec::new();
        let mut events = Vec::new();
        {
            let mut recording = Recording::new(source, |_, face| faces.push(face));
            next.apply(&self.setup, command, &mut recording, &mut events)?;
        }
        self.state = next;
        self.commands.push(command);
        self.faces.extend_from_slice(&faces);
        let start = self.events.len();
        self.events.extend(events);
        Ok(&self.events[start..])
    }

    /// The setup.
    #[must_use]
    pub const fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Every event so far.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Every command so far.
    #[must_use]
    pub fn commands(&self) -> &[Command] {
        &self.commands
    }

    /// Every face used so far, in order.
    #[must_use]
    pub fn faces(&self) -> &[u32] {
        &self.faces
    }

    /// Where the fight is.
    #[must_use]
    pub const fn current_step(&self) -> Step {
        self.state.step
    }

    /// The bout: scores, who has acted, superior initiative.
    #[must_use]
    pub const fn bout(&self) -> &Bout {
        &self.state.bout
    }

    /// Who takes the next regular turn, at what count; `None` between
    /// rounds, before initiative, or when the round's turns are done.
    #[must_use]
    pub fn next(&self) -> Option<(u32, u32)> {
        if self.state.step == Step::Turns {
            self.state.extra.or_else(|| self.state.bout.next())
        } else {
            None
        }
    }

    /// The turns still to come this round, in order: (id, count).
    #[must_use]
    pub fn order(&self) -> Vec<(u32, u32)> {
        if self.state.step == Step::Turns {
            let mut order = self.state.bout.order();
            if let Some(extra) = self.state.extra {
                order.insert(0, extra);
            }
            order
        } else {
            Vec::new()
        }
    }

    /// A combatant's state.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`].
    pub fn fighter(&self, id: u32) -> Result<&Fighter, Error> {
        let i = self.setup.index(id)?;
        Ok(&self.state.fighters[i])
    }

    /// The ending, once there is one.
    #[must_use]
    pub fn ending(&self) -> Option<Ending> {
        self.state.ending.map(Ending::Won)
    }

    /// Replays `commands` from `faces` on `setup`: the fight they make.
    ///
    /// # Errors
    ///
    /// Any command's error; [`osr_check::Error::Forged`], as [`Error::Check`] when faces are left
    /// over.
    pub fn replay(setup: Setup, commands: &[Command], faces: &[u32]) -> Result<Self, Error> {
        let mut fight = Self::new(setup)?;
        let mut source = SuppliedFaces::new(faces);
        for &command in commands {
            fight.step(command, &mut source)?;
        }
        if !source.is_exhausted() {
            return Err(osr_check::Error::Forged.into());
        }
        Ok(fight)
    }
}

impl Setup {
    fn index(&self, id: u32) -> Result<usize, Error> {
        self.combatants
            .iter()
            .position(|c| c.id == id)
            .ok_or(Error::UnknownCombatant { id })
    }
}

fn faces_of(dice: &[osr_check::Rolled]) -> Vec<u32> {
    dice.iter().map(|d| d.face).collect()
}

impl State {
    fn out_of_turn(&self, command: Command) -> Error {
        Error::OutOfTurn {
            event: command.key(),
            step: self.step.key(),
        }
    }

    fn expect(&self, step: Step, command: Command) -> Result<(), Error> {
        if self.step == step {
            Ok(())
        } else {
            Err(self.out_of_turn(command))
        }
    }

    /// Checks that `id` has the next regular turn and starts it.
    fn begin_turn(
        &mut self,
        setup: &Setup,
        id: u32,
        command: Command,
        events: &mut Vec<Event>,
    ) -> Result<usize, Error> {
        self.expect(Step::Turns, command)?;
        let i = setup.index(id)?;
        if let Some((follower, count)) = self.extra {
            if follower != id {
                return Err(self.out_of_turn(command));
            }
            // An extra turn: the regular one is still to come.
            self.extra = None;
            events.push(Event::TurnBegan { id, count });
            return Ok(i);
        }
        match self.bout.next() {
            Some((next, count)) if next == id => {
                self.bout.take_turn(id)?;
                events.push(Event::TurnBegan { id, count });
                Ok(i)
            }
            _ => Err(self.out_of_turn(command)),
        }
    }

    /// Ends a henchman's ordered turn at their own initiative again.
    fn after_turn(&mut self, setup: &Setup, i: usize) -> Result<(), Error> {
        let c = &setup.combatants[i];
        if c.start == Start::Henchman {
            self.bout
                .set_score(c.id, super::rules::HENCHMAN_INITIATIVE)?;
        }
        Ok(())
    }

    fn standing(&self, setup: &Setup, id: u32) -> Result<usize, Error> {
        let i = setup.index(id)?;
        if self.fighters[i].standing() {
            Ok(i)
        } else {
            Err(Error::OutOfTurn {
                event: "act",
                step: "out_of_the_fight",
            })
        }
    }

    fn apply<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        match command {
            Command::RollInitiative => {
                self.expect(Step::Initiative, command)?;
                for c in &setup.combatants {
                    let bonus = c.combat_bonus() + c.initiative_bonus.get();
                    let roll = roll_initiative(c.wits.get(), bonus, c.start, source)?;
                    self.bout.set_score(c.id, roll.score)?;
                    events.push(Event::InitiativeRolled {
                        id: c.id,
                        faces: roll.dice.iter().flatten().map(|d| d.face).collect(),
                        score: roll.score,
                    });
                }
                self.begin_round(events);
            }
            Command::Attack {
                attacker,
                target,
                defence,
                direct_hit,
            } => {
                let a = self.begin_turn(setup, attacker, command, events)?;
                let t = self.standing(setup, target)?;
                self.attack(setup, a, t, defence, direct_hit, source, events)?;
                self.after_turn(setup, a)?;
            }
            Command::Defend { id } => {
                let i = self.begin_turn(setup, id, command, events)?;
                let c = &setup.combatants[i];
                let ac = self.ac(setup, i);
                let roll = AbilityCheck::new(c.strength.get(), ac)?
                    .with_modifier(c.combat_bonus())?
                    .roll(source)?;
                let to = active_defence(ac, roll.total());
                self.fighters[i].defending = Some(to);
                events.push(Event::DefenceRolled {
                    id,
                    faces: faces_of(roll.dice()),
                    total: roll.total(),
                    ac: to,
                });
                self.after_turn(setup, i)?;
            }
            Command::Pass { id } => {
                let i = self.begin_turn(setup, id, command, events)?;
                events.push(Event::Passed { id });
                self.after_turn(setup, i)?;
            }
            Command::Cast { id } => {
                self.expect(Step::Turns, command)?;
                let i = setup.index(id)?;
                if !self.fighters[i].declared {
                    return Err(self.out_of_turn(command));
                }
                let i = self.begin_turn(setup, id, command, events)?;
                self.fighters[i].declared = false;
                events.push(Event::SpellCast { id });
                self.after_turn(setup, i)?;
            }
            Command::Superior { id } => {
                self.expect(Step::Turns, command)?;
                self.standing(setup, id)?;
                let from = self.bout.place(id)?.score;
                let to = self.bout.superior(id)?;
                events.push(Event::SuperiorTurn { id, from, to });
            }
            Command::React { id, reaction } => {
                self.expect(Step::Turns, command)?;
                let i = self.standing(setup, id)?;
                if reaction.needs_training() && !setup.combatants[i].training.riposte {
                    return Err(Error::NotTrained {
                        id,
                        what: "riposte training",
                    });
                }
                self.pay(id, reaction.cost(), Spend::Reaction(reaction), events)?;
            }
            Command::OpportunityAttack { attacker, target } => {
                self.expect(Step::Turns, command)?;
                let a = self.standing(setup, attacker)?;
                let t = self.standing(setup, target)?;
                if !self.bout.place(target)?.disoriented() {
                    return Err(Error::OutOfTurn {
                        event: "opportunity_attack",
                        step: "target_not_disoriented",
                    });
                }
                let r = Reaction::AttackOpening;
                self.pay(attacker, r.cost(), Spend::Reaction(r), events)?;
                self.attack(setup, a, t, Defence::None, false, source, events)?;
            }
            Command::BowExtraAttack { archer, target } => {
                self.expect(Step::Turns, command)?;
                let a = self.standing(setup, archer)?;
                let t = self.standing(setup, target)?;
                if !setup.combatants[a].training.bow {
                    return Err(Error::NotTrained {
                        id: archer,
                        what: "bow training",
                    });
                }
                let side = setup.combatants[a].side;
                let acted = self.bout.place(archer)?.acted;
                let opponent_acted = self
                    .bout
                    .places()
                    .iter()
                    .any(|p| p.side != side && p.acted && !p.out);
                if !acted || opponent_acted {
                    return Err(Error::OutOfTurn {
                        event: "bow_extra_attack",
                        step: "not_before_all_opponents",
                    });
                }
                self.pay(archer, BOW_EXTRA_ACTION_COST, Spend::BowExtraAction, events)?;
                self.attack(setup, a, t, Defence::None, false, source, events)?;
            }
            Command::Order { by, follower } => {
                self.expect(Step::Turns, command)?;
                self.standing(setup, by)?;
                let h = self.standing(setup, follower)?;
                let c = &setup.combatants[h];
                if by == follower || c.side != setup.combatants[setup.index(by)?].side {
                    return Err(Error::NotTrained {
                        id: follower,
                        what: "superior to take orders from",
                    });
                }
                if self.extra.is_some() {
                    return Err(self.out_of_turn(command));
                }
                let count = self.bout.place(by)?.score;
                let r = Reaction::OrderSubordinates;
                if c.start == Start::Henchman {
                    if self.bout.place(follower)?.acted {
                        return Err(self.out_of_turn(command));
                    }
                    self.pay(by, r.cost(), Spend::Reaction(r), events)?;
                    // The henchman acts at the count of the command, next.
                    self.bout.set_score(follower, count)?;
                } else {
                    // A rolled follower acts now, besides their regular
                    // turn, and pays like a reaction.
                    let own = Reaction::OrderedAttack;
                    if self.bout.place(follower)?.disoriented() {
                        return Err(Error::Disoriented { id: follower });
                    }
                    self.pay(by, r.cost(), Spend::Reaction(r), events)?;
                    self.pay(follower, own.cost(), Spend::Reaction(own), events)?;
                    self.extra = Some((follower, count));
                }
                events.push(Event::Ordered {
                    by,
                    follower,
                    count,
                });
            }
            Command::EndRound => {
                self.expect(Step::Turns, command)?;
                if self.bout.next().is_some() || self.extra.is_some() {
                    return Err(self.out_of_turn(command));
                }
                self.end_round(events);
            }
            Command::ForceBout => {
                self.expect(Step::Turns, command)?;
                if self.bout.next().is_some() || self.extra.is_some() {
                    return Err(self.out_of_turn(command));
                }
                events.push(Event::BoutForced);
                let before: Vec<(u32, u32, bool)> = self
                    .bout
                    .places()
                    .iter()
                    .map(|p| (p.id, p.score, p.out))
                    .collect();
                let ended = self.bout.force();
                for (id, from, out) in before {
                    if !out {
                        let to = self.bout.place(id)?.score;
                        events.push(Event::InitiativePaid {
                            id,
                            what: Spend::ForcedBout,
                            from,
                            to,
                        });
                    }
                }
                if ended {
                    events.push(Event::BoutEnded);
                    self.end_round(events);
                } else {
                    self.bout.end_round();
                    self.begin_round(events);
                }
            }
            Command::Reorient { id } => {
                self.expect(Step::BetweenRounds, command)?;
                let i = self.standing(setup, id)?;
                let c = &setup.combatants[i];
                let start = if self.bout.place(id)?.disoriented() {
                    Start::Penalty
                } else {
                    Start::Roll
                };
                let bonus = c.combat_bonus() + c.initiative_bonus.get();
                let roll = roll_initiative(c.wits.get(), bonus, start, source)?;
                self.bout.reorient(id, roll.score)?;
                events.push(Event::Reoriented {
                    id,
                    faces: roll.dice.iter().flatten().map(|d| d.face).collect(),
                    score: roll.score,
                });
            }
            Command::DeclareSpell { id } => {
                self.expect(Step::BetweenRounds, command)?;
                let i = self.standing(setup, id)?;
                self.fighters[i].declared = true;
                events.push(Event::SpellDeclared { id });
            }
            Command::NextRound => {
                self.expect(Step::BetweenRounds, command)?;
                self.begin_round(events);
            }
            Command::Morale { id, trigger } => {
                if !matches!(self.step, Step::Turns | Step::BetweenRounds) {
                    return Err(self.out_of_turn(command));
                }
                let i = self.standing(setup, id)?;
                let Some(score) = setup.combatants[i].morale else {
                    return Err(Error::NotTrained {
                        id,
                        what: "morale score",
                    });
                };
                let roll = MoraleCheck::new(score.get())?.roll(source)?;
                let held = roll.nerve() == osr_check::constitution::Nerve::Holds;
                let d = roll.dice();
                events.push(Event::MoraleChecked {
                    id,
                    trigger,
                    faces: [d[0].face, d[1].face],
                    total: roll.total(),
                    score: score.get(),
                    held,
                });
                if !held {
                    self.fighters[i].fled = true;
                    self.bout.remove(id)?;
                    events.push(Event::Fled { id });
                    self.check_ending(setup, events);
                }
            }
        }
        Ok(())
    }

    fn begin_round(&mut self, events: &mut Vec<Event>) {
        for f in &mut self.fighters {
            f.defending = None;
        }
        self.bout.begin_round();
        self.step = Step::Turns;
        events.push(Event::RoundBegan {
            round: self.bout.round(),
            superior: self.bout.superior_id(),
        });
    }

    fn end_round(&mut self, events: &mut Vec<Event>) {
        self.bout.end_round();
        self.step = Step::BetweenRounds;
        events.push(Event::RoundEnded {
            round: self.bout.round(),
        });
    }

    fn pay(
        &mut self,
        id: u32,
        cost: u32,
        what: Spend,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let (from, to) = self.bout.pay(id, cost)?;
        events.push(Event::InitiativePaid { id, what, from, to });
        Ok(())
    }

    /// The AC of combatant `i` now: an active defence's for the round, or
    /// the setup's.
    fn ac(&self, setup: &Setup, i: usize) -> i32 {
        self.fighters[i]
            .defending
            .unwrap_or_else(|| setup.combatants[i].ac.get())
    }

    fn defence_roll<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        t: usize,
        reaction: Reaction,
        ac: i32,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<i32, Error> {
        let c = &setup.combatants[t];
        if !c.shield {
            return Err(Error::NotTrained {
                id: c.id,
                what: "shield",
            });
        }
        self.pay(c.id, reaction.cost(), Spend::Reaction(reaction), events)?;
        let roll = AbilityCheck::new(c.strength.get(), ac)?
            .with_modifier(c.combat_bonus())?
            .roll(source)?;
        let to = active_defence(ac, roll.total());
        events.push(Event::DefenceRolled {
            id: c.id,
            faces: faces_of(roll.dice()),
            total: roll.total(),
            ac: to,
        });
        Ok(to)
    }

    #[allow(clippy::too_many_arguments)]
    fn attack<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        a: usize,
        t: usize,
        defence: Defence,
        direct_hit: bool,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let (ca, ct) = (&setup.combatants[a], &setup.combatants[t]);
        if ca.side == ct.side {
            return Err(Error::OutOfTurn {
                event: "attack",
                step: "target_on_same_side",
            });
        }
        let mut ac = self.ac(setup, t);
        if defence == Defence::Shield {
            ac = self.defence_roll(setup, t, Reaction::ShieldDefence, ac, source, events)?;
        }
        let berserk = if self.fighters[a].berserk {
            BERSERK_TO_HIT
        } else {
            0
        };
        let roll = AbilityCheck::new(ca.strength.get(), ac)?
            .with_modifier(ca.combat_bonus() + ca.to_hit.get() + berserk)?
            .roll(source)?;
        let degrees = roll.degrees();
        let mut hit = degrees.succeeded();
        events.push(Event::AttackRolled {
            attacker: ca.id,
            target: ct.id,
            faces: faces_of(roll.dice()),
            total: roll.total(),
            ac,
            hit,
            extra_degrees: extra_degrees(degrees),
        });
        if hit && defence == Defence::ShieldAfterRoll {
            let blocked_ac =
                self.defence_roll(setup, t, Reaction::ShieldAfterRoll, ac, source, events)?;
            if blocked_ac > roll.total() {
                hit = false;
                events.push(Event::Blocked {
                    attacker: ca.id,
                    target: ct.id,
                });
            }
        }
        if !hit {
            return Ok(());
        }
        let saves =
            Injury::new(0, ct.strength.get(), ct.will.get())?.with_modifier(ct.combat_bonus())?;
        let applied_band = if direct_hit && direct_hit_possible(degrees) {
            events.push(Event::DirectHit {
                attacker: ca.id,
                target: ct.id,
            });
            let cost = osr_health::constitution::DIRECT_HIT_HP_PER_LEVEL * ca.level.get();
            if ct.buys_off && self.fighters[t].vitality.hp() >= cost {
                let change = self.fighters[t].vitality.buy_off(ca.level.get())?;
                events.push(Event::Health { id: ct.id, change });
                return Ok(());
            }
            let amount = self.damage(setup, a, t, source, events)?;
            let applied = self.fighters[t]
                .vitality
                .bypassing_hp(amount, saves, source)?;
            for &change in applied.events() {
                events.push(Event::Health { id: ct.id, change });
            }
            HitBand::Injured(applied.consequence())
        } else {
            let amount = self.damage(setup, a, t, source, events)?;
            let applied = self.fighters[t]
                .vitality
                .take_damage(amount, saves, source)?;
            for &change in applied.events() {
                events.push(Event::Health { id: ct.id, change });
            }
            applied.consequence()
        };
        if let HitBand::Injured(band) = applied_band {
            if !band.standing() || band == InjuryBand::Dead {
                self.fighters[t].down = true;
                self.bout.remove(ct.id)?;
                events.push(Event::Out { id: ct.id });
                self.check_ending(setup, events);
            } else if ct.training.berserk && !self.fighters[t].berserk {
                self.fighters[t].berserk = true;
                events.push(Event::WentBerserk { id: ct.id });
            }
        }
        Ok(())
    }

    fn damage<S: FaceSource + ?Sized>(
        &self,
        setup: &Setup,
        a: usize,
        t: usize,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<u32, Error> {
        let (amount, dice) = setup.combatants[a].damage.roll(source)?;
        events.push(Event::DamageRolled {
            attacker: setup.combatants[a].id,
            target: setup.combatants[t].id,
            faces: dice.iter().flatten().map(|d| d.face).collect(),
            amount,
        });
        Ok(amount)
    }

    fn check_ending(&mut self, setup: &Setup, events: &mut Vec<Event>) {
        for side in [Side::Party, Side::Foes] {
            let left = setup
                .combatants
                .iter()
                .zip(&self.fighters)
                .any(|(c, f)| c.side == side.opponent() && f.standing());
            let mine = setup
                .combatants
                .iter()
                .zip(&self.fighters)
                .any(|(c, f)| c.side == side && f.standing());
            if mine && !left {
                self.ending = Some(side);
                self.step = Step::Over;
                events.push(Event::FightEnded { winner: side });
                return;
            }
        }
    }
}

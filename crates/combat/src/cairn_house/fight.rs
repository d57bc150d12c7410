//! The fight as a state machine: commands in, events out, replayable from
//! its setup, commands and faces.

use alloc::vec::Vec;
use core::fmt;

use osr_core::{Dice, Die, FaceSource, StepDie};
use osr_health::cairn_house::{Character, Consequence, Event as HealthEvent};

use super::combatant::{Combatant, InitiativeRule, Setup};
use super::rules::{
    DefenderChoice, Flight, InitiativeMode, Maneuver, Phase, Step, attack_damage, flee, half_lost,
    save,
};
use crate::{Error, Side};

/// The most rounds [`Fight::play`] and [`simulate`](super::simulate) run
/// before calling a fight [`Ending::Undecided`] (two sides whose attacks
/// cannot get through each other's DR never finish).
pub const MAX_ROUNDS: u32 = 1000;

/// The most dice of a spell's damage [`Action::SpellDamage`] takes.
pub const MAX_SPELL_DICE: u32 = 20;

/// What the acting combatant does on their turn.
///
/// With the `serde` feature: `{"action": "attack", "target": 2}`, etc.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseAction"))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "action",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Action {
    /// Nothing this phase; in phase 5 a caster's spell takes effect (the
    /// caller applies it).
    Pass,
    /// Phase 1: begin casting a spell, which takes effect in phase 5
    /// unless interrupted.
    Cast,
    /// Phase 2 (missile weapons) or 4 (melee weapons): roll the weapon's
    /// die at `target`, less its DR. With a maneuver the defender then
    /// chooses ([`Command::Choose`]).
    Attack {
        /// The enemy attacked.
        target: u32,
        /// Enhanced or impaired by the situation.
        #[cfg_attr(feature = "serde", serde(default))]
        step: Step,
        /// A trip, disarm, blind or other dirty trick.
        #[cfg_attr(feature = "serde", serde(default))]
        maneuver: Option<Maneuver>,
    },
    /// Phase 2 or 4: a blast attack on every target listed, the weapon's
    /// die rolled separately for each.
    Blast {
        /// The enemies in the area, in the order they are rolled for.
        targets: Vec<u32>,
        /// Enhanced or impaired by the situation.
        #[cfg_attr(feature = "serde", serde(default))]
        step: Step,
    },
    /// Phase 3 of round 1: from outside melee range into melee range of
    /// `target`; the next attack on it is enhanced.
    Charge {
        /// The enemy charged.
        target: u32,
    },
    /// Phase 3: into melee range of `target`, without a charge.
    Approach {
        /// The enemy approached.
        target: u32,
    },
    /// Phase 3: out of melee range; every enemy in melee range gets a
    /// free melee attack unless it is a half move.
    Withdraw {
        /// Only half a move.
        half: bool,
    },
    /// Phase 3: run away: a DEX save, and a safe place to run to.
    Flee {
        /// Whether there is a safe place to run to.
        safe_place: bool,
    },
    /// Phase 5: the spell takes effect as damage to each target, rolled
    /// separately, DR applied as [`Rules::spell_dr`](super::Rules::spell_dr) says.
    SpellDamage {
        /// The spell's damage dice (at most [`MAX_SPELL_DICE`]).
        dice: Dice,
        /// The targets, in the order they are rolled for.
        targets: Vec<u32>,
    },
}

impl Action {
    const fn key(&self) -> &'static str {
        match self {
            Self::Pass => "pass",
            Self::Cast => "cast",
            Self::Attack { .. } => "attack",
            Self::Blast { .. } => "blast",
            Self::Charge { .. } => "charge",
            Self::Approach { .. } => "approach",
            Self::Withdraw { .. } => "withdraw",
            Self::Flee { .. } => "flee",
            Self::SpellDamage { .. } => "spell_damage",
        }
    }
}

/// What a player or the referee decides, fed to [`Fight::step`].
///
/// With the `serde` feature: `{"command": "roll_initiative"}`,
/// `{"command": "act", "action": {...}}`, `{"command": "choose", "choice": "take_damage"}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseCommand"))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "command",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Command {
    /// Every PC's initiative: a DEX save each, or Haste/Slow.
    RollInitiative,
    /// The acting combatant's action.
    Act {
        /// The action.
        action: Action,
    },
    /// The defender's choice after a maneuver.
    Choose {
        /// Damage or maneuver.
        choice: DefenderChoice,
    },
}

impl Command {
    const fn key(&self) -> &'static str {
        match self {
            Self::RollInitiative => "roll_initiative",
            Self::Act { action } => action.key(),
            Self::Choose { .. } => "choose",
        }
    }
}

/// Why a combatant left the fight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseOut"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Out {
    /// Critical damage: crawling.
    CriticalDamage,
    /// Dead.
    Dead,
    /// Escaped by fleeing.
    Fled,
    /// Fled after a failed morale save.
    Routed,
}

impl fmt::Display for Out {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::CriticalDamage => "critical damage",
            Self::Dead => "dead",
            Self::Fled => "fled",
            Self::Routed => "routed",
        })
    }
}

/// What called for a morale save (CH-combat.morale.triggers, .lone).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseMoraleTrigger"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MoraleTrigger {
    /// The group's first casualty.
    FirstCasualty,
    /// The group has lost half its number (also when that is its first
    /// casualty: one save).
    HalfLost,
    /// A lone foe reduced to 0 HP.
    Lone,
}

/// How a fight ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseEnding"))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "ending",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Ending {
    /// Everyone on the other side is out of the fight.
    Won {
        /// The side still in the fight.
        winner: Side,
        /// The round it ended in.
        round: u32,
    },
    /// Nobody won within [`MAX_ROUNDS`] (simulation and [`Fight::play`]
    /// only).
    Undecided {
        /// The rounds played.
        round: u32,
    },
}

/// What happened, step by step: a log a VTT can show line by line
/// (`Display`) and a program can replay.
///
/// With the `serde` feature each is an object tagged
/// `{"event": "attacked", ...}`; damage landing carries osr-health's own
/// event as `change`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseEvent"))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "event",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
#[non_exhaustive]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A PC's DEX save for the initiative.
    InitiativeRolled {
        /// The PC.
        id: u32,
        /// DEX.
        target: i32,
        /// The d20.
        face: u32,
        /// Whether it passed: acts before the enemies.
        passed: bool,
    },
    /// A PC's initiative settled by Haste or Slow, without a roll.
    InitiativeGiven {
        /// The PC.
        id: u32,
        /// Haste or Slow.
        mode: InitiativeMode,
    },
    /// A phase began with someone to act in it.
    PhaseBegan {
        /// The round.
        round: u32,
        /// The phase.
        phase: Phase,
    },
    /// The actor did nothing.
    Passed {
        /// The actor.
        id: u32,
    },
    /// A spell began (phase 1).
    CastingBegan {
        /// The caster.
        id: u32,
    },
    /// A spell took effect (phase 5).
    SpellTookEffect {
        /// The caster.
        id: u32,
    },
    /// The WIL save of a caster hit while casting.
    CastingSave {
        /// The caster.
        id: u32,
        /// WIL.
        target: i32,
        /// The d20.
        face: u32,
        /// Whether it passed.
        passed: bool,
    },
    /// A spell lost as though cast: its costs are paid, it has no effect.
    SpellLost {
        /// The caster.
        id: u32,
    },
    /// An attack's damage die, less DR.
    Attacked {
        /// The attacker.
        attacker: u32,
        /// The target.
        target: u32,
        /// The die's sides (after enhancement or impairment).
        sides: u32,
        /// The face.
        face: u32,
        /// The target's DR.
        dr: u32,
        /// Damage after DR.
        damage: u32,
        /// A free attack on a withdrawing enemy.
        free: bool,
        /// The maneuver tried, if any.
        maneuver: Option<Maneuver>,
    },
    /// A spell's damage to one target, DR applied or not.
    SpellDamageRolled {
        /// The caster.
        caster: u32,
        /// The target.
        target: u32,
        /// The dice's total.
        total: u32,
        /// The DR taken off.
        dr: u32,
        /// The damage.
        damage: u32,
    },
    /// The defender's choice after a maneuver.
    DefenderChose {
        /// The defender.
        id: u32,
        /// The choice.
        choice: DefenderChoice,
    },
    /// A change to a combatant's health, as osr-health reports it.
    Health {
        /// The combatant.
        id: u32,
        /// What changed.
        change: HealthEvent,
    },
    /// A charge into melee range.
    Charged {
        /// The charger.
        id: u32,
        /// The enemy charged.
        target: u32,
    },
    /// A move into melee range.
    Approached {
        /// The mover.
        id: u32,
        /// The enemy.
        target: u32,
    },
    /// A move out of melee range.
    Withdrew {
        /// The mover.
        id: u32,
        /// Only half a move (no free attacks).
        half: bool,
    },
    /// An attempt to flee.
    FleeAttempted {
        /// Who.
        id: u32,
        /// The DEX save's d20, when rolled.
        face: Option<u32>,
        /// What became of it.
        flight: Flight,
    },
    /// The enemies' morale save.
    MoraleChecked {
        /// What called for it.
        trigger: MoraleTrigger,
        /// The WIL saved against.
        target: i32,
        /// The d20.
        face: u32,
        /// Whether it passed: they fight on.
        passed: bool,
    },
    /// A combatant left the fight.
    OutOfFight {
        /// Who.
        id: u32,
        /// Why.
        reason: Out,
    },
    /// A round ended.
    RoundEnded {
        /// The round.
        round: u32,
    },
    /// The fight ended.
    FightEnded {
        /// How.
        ending: Ending,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::InitiativeRolled {
                id,
                target,
                face,
                passed,
            } => write!(
                f,
                "{id} saves DEX {target} for the initiative: d20 {face}, {}",
                if passed {
                    "acts before the enemies"
                } else {
                    "acts after the enemies"
                }
            ),
            Self::InitiativeGiven { id, mode } => write!(
                f,
                "{id} {} the initiative ({mode:?})",
                match mode {
                    InitiativeMode::Slow => "loses",
                    _ => "gains",
                }
            ),
            Self::PhaseBegan { round, phase } => write!(f, "round {round}, {phase}"),
            Self::Passed { id } => write!(f, "{id} does nothing"),
            Self::CastingBegan { id } => write!(f, "{id} begins casting"),
            Self::SpellTookEffect { id } => write!(f, "{id}'s spell takes effect"),
            Self::CastingSave {
                id,
                target,
                face,
                passed,
            } => write!(
                f,
                "{id} saves WIL {target} to keep the spell: d20 {face}, {}",
                if passed { "kept" } else { "failed" }
            ),
            Self::SpellLost { id } => write!(f, "{id}'s spell is lost"),
            Self::Attacked {
                attacker,
                target,
                sides,
                face,
                dr,
                damage,
                free,
                maneuver,
            } => {
                write!(f, "{attacker} ")?;
                if free {
                    f.write_str("gets a free attack: ")?;
                }
                write!(
                    f,
                    "hits {target}: d{sides} {face} - DR {dr} = {damage} damage"
                )?;
                if let Some(maneuver) = maneuver {
                    write!(f, " or {maneuver}")?;
                }
                Ok(())
            }
            Self::SpellDamageRolled {
                caster,
                target,
                total,
                dr,
                damage,
            } => write!(
                f,
                "{caster}'s spell hits {target}: {total} - DR {dr} = {damage} damage"
            ),
            Self::DefenderChose { id, choice } => write!(
                f,
                "{id} {}",
                match choice {
                    DefenderChoice::TakeDamage => "takes the damage",
                    DefenderChoice::AcceptManeuver => "suffers the maneuver",
                }
            ),
            Self::Health { id, change } => health_line(f, id, change),
            Self::Charged { id, target } => write!(f, "{id} charges {target}"),
            Self::Approached { id, target } => write!(f, "{id} closes with {target}"),
            Self::Withdrew { id, half } => write!(
                f,
                "{id} withdraws{}",
                if half { " with half a move" } else { "" }
            ),
            Self::FleeAttempted { id, face, flight } => match (face, flight) {
                (_, Flight::NowhereToRun) => write!(f, "{id} has nowhere safe to run"),
                (Some(face), Flight::Escaped) => write!(f, "{id} flees: d20 {face}, escapes"),
                (face, _) => write!(f, "{id} tries to flee: d20 {}, caught", face.unwrap_or(0)),
            },
            Self::MoraleChecked {
                trigger,
                target,
                face,
                passed,
            } => write!(
                f,
                "morale ({trigger:?}): WIL {target}, d20 {face}, {}",
                if passed { "they stand" } else { "they flee" }
            ),
            Self::OutOfFight { id, reason } => write!(f, "{id} is out of the fight: {reason}"),
            Self::RoundEnded { round } => write!(f, "round {round} ends"),
            Self::FightEnded { ending } => match ending {
                Ending::Won { winner, round } => write!(f, "the {winner} win in round {round}"),
                Ending::Undecided { round } => write!(f, "nobody wins after {round} rounds"),
            },
        }
    }
}

fn health_line(f: &mut fmt::Formatter<'_>, id: u32, change: HealthEvent) -> fmt::Result {
    match change {
        HealthEvent::HpLost { from, to } => write!(f, "{id} loses HP: {from} -> {to}"),
        HealthEvent::GrievousWound { face, wound } => {
            write!(f, "{id} is grievously wounded (d6 {face}): {wound}")
        }
        HealthEvent::Blinded => write!(f, "{id} is blinded"),
        HealthEvent::StrengthLost { from, to, excess } => {
            write!(
                f,
                "{id} loses STR past 0 HP: {from} -> {to} ({excess} past 0)"
            )
        }
        HealthEvent::CriticalDamageSave {
            target,
            face,
            passed,
        } => write!(
            f,
            "{id} saves STR {target} against critical damage: d20 {face}, {}",
            if passed { "passed" } else { "failed" }
        ),
        HealthEvent::CriticalDamage => write!(f, "{id} takes critical damage: crawling"),
        HealthEvent::Died { .. } => write!(f, "{id} dies"),
        other => write!(f, "{id}: {other:?}"),
    }
}

/// Whose move the fight waits for.
///
/// With the `serde` feature: `{"next": "act", "round": 1, "phase":
/// "missile", "id": 2}`, and `{"next": "over", "ending": {...}}` at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseNext"))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "next",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Next {
    /// The PCs' initiative saves ([`Command::RollInitiative`]).
    Initiative,
    /// Combatant `id` acts in `phase` of `round` ([`Command::Act`]).
    Act {
        /// The round.
        round: u32,
        /// The phase.
        phase: Phase,
        /// The actor.
        id: u32,
    },
    /// Combatant `id` chooses damage or the maneuver ([`Command::Choose`]).
    Choose {
        /// The round.
        round: u32,
        /// The phase.
        phase: Phase,
        /// The defender.
        id: u32,
    },
    /// The fight is over.
    Over {
        /// How it ended.
        ending: Ending,
    },
}

/// A combatant's state in a fight.
///
/// With the `serde` feature it serializes (for a VTT to show) as
/// `{"spec": ..., "health": ..., "first": true, "out": null, ...}`; a fight
/// is read back from its record, never from its fighters.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseFighter"))]
pub struct Fighter {
    spec: Combatant,
    health: Character,
    first: Option<bool>,
    out: Option<Out>,
    loosed: bool,
    casting: bool,
    engaged: Vec<u32>,
    charge: Option<u32>,
}

impl Fighter {
    /// The combatant as set up.
    #[must_use]
    pub const fn combatant(&self) -> &Combatant {
        &self.spec
    }

    /// Health now (HP, STR, wounds) in osr-health's terms.
    #[must_use]
    pub const fn health(&self) -> &Character {
        &self.health
    }

    /// For a PC once initiative is rolled: whether it acts before the
    /// enemies.
    #[must_use]
    pub const fn acts_first(&self) -> Option<bool> {
        self.first
    }

    /// Why it left the fight, if it has.
    #[must_use]
    pub const fn out(&self) -> Option<Out> {
        self.out
    }

    /// Whether it is casting a spell that has not yet taken effect.
    #[must_use]
    pub const fn casting(&self) -> bool {
        self.casting
    }

    /// Whether it loosed a missile this round (and so cannot move).
    #[must_use]
    pub const fn loosed_missile(&self) -> bool {
        self.loosed
    }

    /// The enemies in melee range.
    #[must_use]
    pub fn engaged(&self) -> &[u32] {
        &self.engaged
    }

    /// The enemy its next attack is enhanced against, after a charge.
    #[must_use]
    pub const fn charging(&self) -> Option<u32> {
        self.charge
    }

    const fn in_fight(&self) -> bool {
        self.out.is_none()
    }

    const fn has_turn(&self, phase: Phase) -> bool {
        self.in_fight()
            && match phase {
                Phase::MagicCast => self.spec.is_caster(),
                Phase::Missile => self.spec.missile(),
                Phase::Move => true,
                Phase::Melee => !self.spec.missile(),
                Phase::MagicEffect => self.casting,
            }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Pending {
    attacker: u32,
    target: u32,
    maneuver: Maneuver,
    damage: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Initiative,
    Turn,
    Choice(Pending),
    Over(Ending),
}

impl Stage {
    const fn key(self) -> &'static str {
        match self {
            Self::Initiative => "initiative",
            Self::Turn => "turn",
            Self::Choice(_) => "defender_choice",
            Self::Over(_) => "over",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct State {
    setup: Setup,
    fighters: Vec<Fighter>,
    stage: Stage,
    round: u32,
    phase: Phase,
    cursor: usize,
    first_casualty: bool,
    half: bool,
}

struct Recording<'a, S: ?Sized> {
    inner: &'a mut S,
    faces: Vec<u32>,
}

impl<S: FaceSource + ?Sized> FaceSource for Recording<'_, S> {
    fn next_face(&mut self, die: Die) -> Result<u32, osr_core::Error> {
        let face = self.inner.next_face(die)?;
        self.faces.push(face);
        Ok(face)
    }
}

/// A Cairn House Rules fight: the PCs' initiative, then round after round
/// of the five phases, each combatant acting in turn (the PCs who passed,
/// the enemies, the PCs who failed), attacks landing through osr-health,
/// casting interrupted, morale checked when the rules call for it, until
/// one side is out of the fight.
///
/// A turn comes to a combatant still in the fight: in phase 1 if it is a
/// caster, phase 2 if its weapon is a missile weapon, phase 3 always,
/// phase 4 if its weapon is not, phase 5 if it is casting. Every
/// [`Command`] goes through [`step`](Self::step); a command that fails
/// changes nothing.
///
/// With the `serde` feature it serializes as `{"setup": ..., "commands":
/// [...], "faces": [...], "events": [...]}` and reading it back replays
/// the setup and commands from the faces, refusing a document whose
/// events differ from the replay's or whose faces are not all used
/// ([`osr_check::Error::Forged`]).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::Side;
/// use osr_combat::cairn_house::{Action, Combatant, Command, Fight, Next, Phase, Setup};
/// use osr_equipment::cairn_house::{Shield, BodyArmour, Weapon};
///
/// let pc = Combatant::new(1, Side::Party, 4, [14, 9, 11])?
///     .with_weapon(Weapon::Hand)
///     .with_armour(BodyArmour::Unarmoured, Some(Shield::Shield));
/// let archer = Combatant::new(2, Side::Foes, 3, [8, 12, 7])?.with_weapon(Weapon::Bow);
/// let mut fight = Fight::new(Setup::new(vec![pc, archer])?)?;
/// fight.step(Command::RollInitiative, &mut SuppliedFaces::new(&[12]))?; // fails
/// assert_eq!(fight.next(), Next::Act { round: 1, phase: Phase::Missile, id: 2 });
/// let shot = Command::Act { action: osr_combat::cairn_house::Action::Attack {
///     target: 1, step: Default::default(), maneuver: None } };
/// fight.step(shot, &mut SuppliedFaces::new(&[6, 15]))?;
/// assert_eq!(fight.fighter(1)?.health().hp(), 0);
/// assert!(matches!(fight.next(), Next::Over { .. }));
/// # let _ = Action::Pass;
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fight {
    state: State,
    commands: Vec<Command>,
    faces: Vec<u32>,
    events: Vec<Event>,
}

impl Fight {
    /// A fight about to roll initiative.
    ///
    /// # Errors
    ///
    /// None beyond [`Setup`]'s checks today; kept fallible so new checks
    /// do not change the signature.
    pub fn new(setup: Setup) -> Result<Self, Error> {
        let fighters = setup
            .combatants()
            .iter()
            .map(|c| {
                Ok(Fighter {
                    spec: *c,
                    health: setup.entering_health(c.id())?,
                    first: None,
                    out: None,
                    loosed: false,
                    casting: false,
                    engaged: Vec::new(),
                    charge: None,
                })
            })
            .collect::<Result<Vec<_>, Error>>()?;
        Ok(Self {
            state: State {
                setup,
                fighters,
                stage: Stage::Initiative,
                round: 1,
                phase: Phase::MagicCast,
                cursor: 0,
                first_casualty: false,
                half: false,
            },
            commands: Vec::new(),
            faces: Vec::new(),
            events: Vec::new(),
        })
    }

    /// Applies `command`, rolling what it calls for from `source`, and
    /// returns the events it produced.
    ///
    /// # Errors
    ///
    /// [`Error::FightOver`] after the end, [`Error::OutOfTurn`] for a
    /// command the fight does not wait for (an attack in the move phase,
    /// a choice with no maneuver pending), [`Error::UnknownCombatant`],
    /// [`Error::OutOfFight`], [`Error::SameSide`] for a bad target,
    /// [`Error::MissileNoMove`], [`Error::ChargeTooLate`],
    /// [`Error::AlreadyInMelee`], [`Error::Blinded`], [`Error::NoTargets`],
    /// [`Error::DuplicateCombatant`] for a target listed twice,
    /// [`Error::Core`] when the face source fails. The fight is then
    /// unchanged.
    pub fn step<S: FaceSource + ?Sized>(
        &mut self,
        command: Command,
        source: &mut S,
    ) -> Result<&[Event], Error> {
        let mut state = self.state.clone();
        let mut recording = Recording {
            inner: source,
            faces: Vec::new(),
        };
        let mut events = Vec::new();
        state.apply(&command, &mut recording, &mut events)?;
        self.state = state;
        self.faces.extend(recording.faces);
        self.commands.push(command);
        let start = self.events.len();
        self.events.extend(events);
        Ok(&self.events[start..])
    }

    /// Drives the fight with `policy` until it ends or [`MAX_ROUNDS`]
    /// have been played.
    ///
    /// # Errors
    ///
    /// As [`step`](Self::step).
    pub fn play<S: FaceSource + ?Sized>(
        &mut self,
        policy: Policy,
        source: &mut S,
    ) -> Result<Ending, Error> {
        loop {
            if let Stage::Over(ending) = self.state.stage {
                return Ok(ending);
            }
            if self.state.round > MAX_ROUNDS {
                return Ok(Ending::Undecided { round: MAX_ROUNDS });
            }
            let command = policy.command(self);
            self.step(command, source)?;
        }
    }

    /// What the fight waits for.
    #[must_use]
    pub fn next(&self) -> Next {
        let s = &self.state;
        match s.stage {
            Stage::Initiative => Next::Initiative,
            Stage::Over(ending) => Next::Over { ending },
            Stage::Choice(p) => Next::Choose {
                round: s.round,
                phase: s.phase,
                id: p.target,
            },
            Stage::Turn => Next::Act {
                round: s.round,
                phase: s.phase,
                id: s.order()[s.cursor],
            },
        }
    }

    /// The order the combatants act in within every phase: the PCs who
    /// passed their initiative save, then the enemies, then the PCs who
    /// failed (before initiative is rolled, the PCs count as failed);
    /// each group in setup order. Out-of-fight combatants keep their
    /// place and are skipped.
    #[must_use]
    pub fn order(&self) -> Vec<u32> {
        self.state.order()
    }

    /// The combatants with a turn in `phase` as the fight stands, in the
    /// order they take it: a VTT's list of who acts in each phase of the
    /// round (casters in phase 1, missile weapons in 2, everyone in 3,
    /// other weapons in 4, those still casting in 5; nobody once the fight
    /// is over).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_combat::Side;
    /// use osr_combat::cairn_house::{Combatant, Command, Fight, Phase, Setup};
    /// use osr_equipment::cairn_house::Weapon;
    ///
    /// let a = Combatant::new(1, Side::Party, 4, [10, 13, 10])?.with_weapon(Weapon::Bow);
    /// let b = Combatant::new(2, Side::Party, 4, [10, 9, 10])?;
    /// let foe = Combatant::new(3, Side::Foes, 4, [10, 10, 10])?;
    /// let mut fight = Fight::new(Setup::new(vec![a, b, foe])?)?;
    /// fight.step(Command::RollInitiative, &mut SuppliedFaces::new(&[8, 12]))?;
    /// assert_eq!(fight.turns(Phase::Missile), [1]);
    /// assert_eq!(fight.turns(Phase::Move), [1, 3, 2]);
    /// assert_eq!(fight.turns(Phase::Melee), [3, 2]);
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    #[must_use]
    pub fn turns(&self, phase: Phase) -> Vec<u32> {
        if matches!(self.state.stage, Stage::Over(_)) {
            return Vec::new();
        }
        self.state
            .order()
            .into_iter()
            .filter(|id| {
                self.state
                    .fighters
                    .iter()
                    .any(|f| f.spec.id() == *id && f.has_turn(phase))
            })
            .collect()
    }

    /// The round being played.
    #[must_use]
    pub const fn round(&self) -> u32 {
        self.state.round
    }

    /// The phase being played.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.state.phase
    }

    /// Combatant `id`'s state.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`].
    pub fn fighter(&self, id: u32) -> Result<&Fighter, Error> {
        self.state
            .fighters
            .iter()
            .find(|f| f.spec.id() == id)
            .ok_or(Error::UnknownCombatant { id })
    }

    /// Every combatant's state, in setup order.
    #[must_use]
    pub fn fighters(&self) -> &[Fighter] {
        &self.state.fighters
    }

    /// How it ended, once it has.
    #[must_use]
    pub const fn ending(&self) -> Option<Ending> {
        match self.state.stage {
            Stage::Over(ending) => Some(ending),
            _ => None,
        }
    }

    /// The setup.
    #[must_use]
    pub const fn setup(&self) -> &Setup {
        &self.state.setup
    }

    /// Every command applied, in order.
    #[must_use]
    pub fn commands(&self) -> &[Command] {
        &self.commands
    }

    /// Every face used, in order.
    #[must_use]
    pub fn faces(&self) -> &[u32] {
        &self.faces
    }

    /// The whole log so far.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Replays `setup` and `commands` from `faces`.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] ([`osr_check::Error::Forged`]) when the faces run
    /// out or some are left over; a command's own errors as they are.
    pub fn replay(setup: Setup, commands: &[Command], faces: &[u32]) -> Result<Self, Error> {
        let mut fight = Self::new(setup)?;
        let mut source = osr_core::SuppliedFaces::new(faces);
        for command in commands {
            fight
                .step(command.clone(), &mut source)
                .map_err(|err| match err {
                    Error::Core(osr_core::Error::FacesExhausted { .. }) => {
                        Error::from(osr_check::Error::Forged)
                    }
                    other => other,
                })?;
        }
        if !source.remaining().is_empty() {
            return Err(osr_check::Error::Forged.into());
        }
        Ok(fight)
    }
}

/// How [`Fight::play`] and [`simulate`](super::simulate) choose for every
/// combatant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHousePolicy"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Policy {
    /// Every combatant attacks, on its weapon's phase, the first enemy
    /// still in the fight in setup order, with no maneuver, never casts,
    /// moves or flees (a blinded archer does nothing); morale is checked
    /// as the rules say; a defender offered a maneuver takes the damage.
    #[default]
    FirstStanding,
}

impl Policy {
    /// The command this policy gives for what `fight` waits for.
    #[must_use]
    pub fn command(self, fight: &Fight) -> Command {
        match fight.next() {
            Next::Initiative => Command::RollInitiative,
            Next::Choose { .. } => Command::Choose {
                choice: DefenderChoice::TakeDamage,
            },
            Next::Act { phase, id, .. } => {
                let s = &fight.state;
                let Some(me) = s.fighters.iter().find(|f| f.spec.id() == id) else {
                    return Command::Act {
                        action: Action::Pass,
                    };
                };
                let attacks = matches!(phase, Phase::Missile | Phase::Melee)
                    && !(phase == Phase::Missile && me.health.wound_effects().blinded());
                let target = s
                    .fighters
                    .iter()
                    .find(|f| f.in_fight() && f.spec.side() != me.spec.side());
                match (attacks, target) {
                    (true, Some(target)) => Command::Act {
                        action: Action::Attack {
                            target: target.spec.id(),
                            step: Step::Normal,
                            maneuver: None,
                        },
                    },
                    _ => Command::Act {
                        action: Action::Pass,
                    },
                }
            }
            Next::Over { .. } => Command::Act {
                action: Action::Pass,
            },
        }
    }
}

impl State {
    fn order(&self) -> Vec<u32> {
        let f = &self.fighters;
        let pcs = |first: bool| {
            f.iter()
                .filter(move |x| x.spec.side() == Side::Party && x.first.unwrap_or(false) == first)
                .map(|x| x.spec.id())
        };
        let foes = f
            .iter()
            .filter(|x| x.spec.side() == Side::Foes)
            .map(|x| x.spec.id());
        pcs(true).chain(foes).chain(pcs(false)).collect()
    }

    fn index(&self, id: u32) -> Result<usize, Error> {
        self.fighters
            .iter()
            .position(|f| f.spec.id() == id)
            .ok_or(Error::UnknownCombatant { id })
    }

    fn enemy(&self, actor: usize, id: u32) -> Result<usize, Error> {
        let i = self.index(id)?;
        if self.fighters[i].spec.side() == self.fighters[actor].spec.side() {
            return Err(Error::SameSide {
                id: self.fighters[actor].spec.id(),
                target: id,
            });
        }
        if !self.fighters[i].in_fight() {
            return Err(Error::OutOfFight { id });
        }
        Ok(i)
    }

    fn out_of_turn(&self, command: &Command) -> Error {
        Error::OutOfTurn {
            event: command.key(),
            step: match self.stage {
                Stage::Turn => self.phase.key(),
                other => other.key(),
            },
        }
    }

    fn apply<S: FaceSource + ?Sized>(
        &mut self,
        command: &Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        match (self.stage, command) {
            (Stage::Over(_), _) => Err(Error::FightOver),
            (Stage::Initiative, Command::RollInitiative) => {
                for f in &mut self.fighters {
                    if f.spec.side() != Side::Party || !f.in_fight() {
                        continue;
                    }
                    let dex = f
                        .health
                        .score(osr_check::cairn_house::Ability::Dex)
                        .current();
                    let (passed, face) =
                        super::rules::initiative(dex, f.spec.initiative(), source)?;
                    f.first = Some(passed);
                    events.push(match face {
                        Some(face) => Event::InitiativeRolled {
                            id: f.spec.id(),
                            target: dex,
                            face,
                            passed,
                        },
                        None => Event::InitiativeGiven {
                            id: f.spec.id(),
                            mode: f.spec.initiative(),
                        },
                    });
                }
                self.stage = Stage::Turn;
                self.cursor = 0;
                self.seek(true, events);
                Ok(())
            }
            (Stage::Choice(p), Command::Choose { choice }) => {
                let target = self.index(p.target)?;
                events.push(Event::DefenderChose {
                    id: p.target,
                    choice: *choice,
                });
                let hp_before = self.fighters[target].health.hp();
                if *choice == DefenderChoice::TakeDamage {
                    self.land(target, p.damage, source, events)?;
                }
                self.after_hit(target, hp_before, source, events)?;
                let _ = p.attacker;
                let _ = p.maneuver;
                self.stage = Stage::Turn;
                self.finish(events);
                Ok(())
            }
            (Stage::Turn, Command::Act { action }) => {
                let id = self.order()[self.cursor];
                let actor = self.index(id)?;
                self.act(actor, action, command, source, events)?;
                if self.stage == Stage::Turn {
                    self.finish(events);
                }
                Ok(())
            }
            _ => Err(self.out_of_turn(command)),
        }
    }

    /// After a command: the end of the fight, or the next turn.
    fn finish(&mut self, events: &mut Vec<Event>) {
        for side in [Side::Party, Side::Foes] {
            if !self
                .fighters
                .iter()
                .any(|f| f.spec.side() == side && f.in_fight())
            {
                let ending = Ending::Won {
                    winner: side.opponent(),
                    round: self.round,
                };
                self.stage = Stage::Over(ending);
                events.push(Event::FightEnded { ending });
                return;
            }
        }
        self.cursor += 1;
        self.seek(false, events);
    }

    /// Moves the cursor to the next combatant with a turn, from the
    /// cursor on, through phases and rounds.
    fn seek(&mut self, fresh: bool, events: &mut Vec<Event>) {
        let order = self.order();
        let mut announced = !fresh;
        loop {
            while self.cursor < order.len() {
                let id = order[self.cursor];
                if self
                    .fighters
                    .iter()
                    .any(|f| f.spec.id() == id && f.has_turn(self.phase))
                {
                    if !announced {
                        events.push(Event::PhaseBegan {
                            round: self.round,
                            phase: self.phase,
                        });
                    }
                    return;
                }
                self.cursor += 1;
            }
            announced = false;
            self.cursor = 0;
            if let Some(next) = self.phase.next() {
                self.phase = next;
            } else {
                events.push(Event::RoundEnded { round: self.round });
                self.round = self.round.saturating_add(1);
                self.phase = Phase::MagicCast;
                for f in &mut self.fighters {
                    f.loosed = false;
                }
                if self.setup.rules().initiative == InitiativeRule::EachRound {
                    self.stage = Stage::Initiative;
                    return;
                }
            }
        }
    }

    fn act<S: FaceSource + ?Sized>(
        &mut self,
        actor: usize,
        action: &Action,
        command: &Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let id = self.fighters[actor].spec.id();
        let phase = self.phase;
        let moving = phase == Phase::Move;
        if moving && !matches!(action, Action::Pass) && self.fighters[actor].loosed {
            return Err(Error::MissileNoMove { id });
        }
        match action {
            Action::Pass => {
                if phase == Phase::MagicEffect {
                    self.fighters[actor].casting = false;
                    events.push(Event::SpellTookEffect { id });
                } else {
                    events.push(Event::Passed { id });
                }
            }
            Action::Cast if phase == Phase::MagicCast => {
                self.fighters[actor].casting = true;
                events.push(Event::CastingBegan { id });
            }
            Action::Attack {
                target,
                step,
                maneuver,
            } if matches!(phase, Phase::Missile | Phase::Melee) => {
                let target = self.enemy(actor, *target)?;
                let die = self.weapon_die(actor, target, step.steps())?;
                self.strike(actor, target, die, *maneuver, false, source, events)?;
            }
            Action::Blast { targets, step } if matches!(phase, Phase::Missile | Phase::Melee) => {
                let targets = self.targets(actor, targets)?;
                for target in targets {
                    if !self.fighters[target].in_fight() {
                        continue;
                    }
                    let die = self.weapon_die(actor, target, step.steps())?;
                    self.strike(actor, target, die, None, false, source, events)?;
                }
            }
            Action::Charge { target } if moving => {
                if self.round != 1 {
                    return Err(Error::ChargeTooLate { round: self.round });
                }
                if !self.fighters[actor].engaged.is_empty() {
                    return Err(Error::AlreadyInMelee { id });
                }
                let t = self.enemy(actor, *target)?;
                self.engage(actor, t);
                self.fighters[actor].charge = Some(*target);
                events.push(Event::Charged {
                    id,
                    target: *target,
                });
            }
            Action::Approach { target } if moving => {
                let t = self.enemy(actor, *target)?;
                self.engage(actor, t);
                events.push(Event::Approached {
                    id,
                    target: *target,
                });
            }
            Action::Withdraw { half } if moving => {
                events.push(Event::Withdrew { id, half: *half });
                let engaged = core::mem::take(&mut self.fighters[actor].engaged);
                for enemy in &engaged {
                    let e = self.index(*enemy)?;
                    self.fighters[e].engaged.retain(|x| *x != id);
                }
                if !*half {
                    for enemy in engaged {
                        let e = self.index(enemy)?;
                        if !self.fighters[actor].in_fight() {
                            break;
                        }
                        if !self.fighters[e].in_fight() || self.fighters[e].spec.missile() {
                            continue;
                        }
                        let die = self.weapon_die(e, actor, 0)?;
                        self.strike(e, actor, die, None, true, source, events)?;
                    }
                }
            }
            Action::Flee { safe_place } if moving => {
                let dex = self.fighters[actor]
                    .health
                    .score(osr_check::cairn_house::Ability::Dex)
                    .current();
                let (flight, face) = flee(dex, *safe_place, source)?;
                events.push(Event::FleeAttempted { id, face, flight });
                if flight == Flight::Escaped {
                    self.leave(actor, Out::Fled, events);
                    let side = self.fighters[actor].spec.side();
                    if checks_morale(side) {
                        self.group_morale(side, source, events)?;
                    }
                }
            }
            Action::SpellDamage { dice, targets } if phase == Phase::MagicEffect => {
                osr_core::Error::check_range(
                    "spell damage dice",
                    dice.count().into(),
                    1,
                    MAX_SPELL_DICE.into(),
                )?;
                let targets = self.targets(actor, targets)?;
                self.fighters[actor].casting = false;
                events.push(Event::SpellTookEffect { id });
                for target in targets {
                    if !self.fighters[target].in_fight() {
                        continue;
                    }
                    let total = u32::try_from(dice.roll(source)?).unwrap_or(u32::MAX);
                    let dr = self.fighters[target].spec.dr();
                    let damage = self.setup.rules().spell_dr.damage(total, dr);
                    events.push(Event::SpellDamageRolled {
                        caster: id,
                        target: self.fighters[target].spec.id(),
                        total,
                        dr,
                        damage,
                    });
                    let hp_before = self.fighters[target].health.hp();
                    self.land(target, damage, source, events)?;
                    self.after_hit(target, hp_before, source, events)?;
                }
            }
            _ => return Err(self.out_of_turn(command)),
        }
        Ok(())
    }

    fn targets(&self, actor: usize, ids: &[u32]) -> Result<Vec<usize>, Error> {
        if ids.is_empty() {
            return Err(Error::NoTargets);
        }
        let mut out = Vec::with_capacity(ids.len());
        for (i, id) in ids.iter().enumerate() {
            if ids[..i].contains(id) {
                return Err(Error::DuplicateCombatant { id: *id });
            }
            out.push(self.enemy(actor, *id)?);
        }
        Ok(out)
    }

    fn engage(&mut self, a: usize, b: usize) {
        let (ia, ib) = (self.fighters[a].spec.id(), self.fighters[b].spec.id());
        if !self.fighters[a].engaged.contains(&ib) {
            self.fighters[a].engaged.push(ib);
        }
        if !self.fighters[b].engaged.contains(&ia) {
            self.fighters[b].engaged.push(ia);
        }
    }

    /// The die `attacker` rolls at `target`: its weapon's, `steps` along
    /// the ladder, one more after a charge at this target, one less for a
    /// missile with an eye gouged out.
    fn weapon_die(&self, attacker: usize, target: usize, steps: i32) -> Result<StepDie, Error> {
        let a = &self.fighters[attacker];
        let mut steps = steps;
        if a.charge == Some(self.fighters[target].spec.id()) {
            steps += 1;
        }
        if a.spec.missile() {
            let eyes = a.health.wound_effects().eyes_lost;
            steps += super::rules::eye_steps(eyes).ok_or(Error::Blinded { id: a.spec.id() })?;
        }
        Ok(super::rules::attack_die(a.spec.die(), steps))
    }

    #[allow(clippy::too_many_arguments)]
    fn strike<S: FaceSource + ?Sized>(
        &mut self,
        attacker: usize,
        target: usize,
        die: StepDie,
        maneuver: Option<Maneuver>,
        free: bool,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let target_id = self.fighters[target].spec.id();
        if self.fighters[attacker].charge == Some(target_id) {
            self.fighters[attacker].charge = None;
        }
        if self.phase == Phase::Missile && self.fighters[attacker].spec.missile() && !free {
            self.fighters[attacker].loosed = true;
        }
        let face = die.die().roll(source)?;
        let dr = self.fighters[target].spec.dr();
        let damage = attack_damage(face, dr);
        events.push(Event::Attacked {
            attacker: self.fighters[attacker].spec.id(),
            target: target_id,
            sides: die.die().sides(),
            face,
            dr,
            damage,
            free,
            maneuver,
        });
        if let Some(maneuver) = maneuver {
            self.stage = Stage::Choice(Pending {
                attacker: self.fighters[attacker].spec.id(),
                target: target_id,
                maneuver,
                damage,
            });
            return Ok(());
        }
        let hp_before = self.fighters[target].health.hp();
        self.land(target, damage, source, events)?;
        self.after_hit(target, hp_before, source, events)
    }

    /// Damage landing through osr-health; critical damage or death takes
    /// the combatant out.
    fn land<S: FaceSource + ?Sized>(
        &mut self,
        target: usize,
        damage: u32,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let id = self.fighters[target].spec.id();
        let harm = self.fighters[target].health.take_damage(damage, source)?;
        events.extend(harm.events().iter().map(|change| Event::Health {
            id,
            change: *change,
        }));
        match harm.consequence() {
            Consequence::CriticalDamage => self.leave(target, Out::CriticalDamage, events),
            Consequence::Dead => self.leave(target, Out::Dead, events),
            _ => {}
        }
        Ok(())
    }

    fn leave(&mut self, who: usize, reason: Out, events: &mut Vec<Event>) {
        let id = self.fighters[who].spec.id();
        self.fighters[who].out = Some(reason);
        let engaged = core::mem::take(&mut self.fighters[who].engaged);
        for f in &mut self.fighters {
            if engaged.contains(&f.spec.id()) {
                f.engaged.retain(|x| *x != id);
            }
        }
        events.push(Event::OutOfFight { id, reason });
    }

    /// After a hit: the casting save, then morale.
    fn after_hit<S: FaceSource + ?Sized>(
        &mut self,
        target: usize,
        hp_before: u32,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let f = &self.fighters[target];
        let id = f.spec.id();
        if f.casting {
            if f.in_fight() {
                let wil = f
                    .health
                    .score(osr_check::cairn_house::Ability::Wil)
                    .current();
                let (face, passed) = save(wil, source)?;
                events.push(Event::CastingSave {
                    id,
                    target: wil,
                    face,
                    passed,
                });
                if !passed {
                    self.fighters[target].casting = false;
                    events.push(Event::SpellLost { id });
                }
            } else {
                self.fighters[target].casting = false;
                events.push(Event::SpellLost { id });
            }
        }
        let f = &self.fighters[target];
        let side = f.spec.side();
        if !checks_morale(side) {
            return Ok(());
        }
        let group = self.group_size(side);
        if group == 1 {
            if f.in_fight() && !f.spec.is_undead() && hp_before > 0 && f.health.hp() == 0 {
                let wil = f
                    .health
                    .score(osr_check::cairn_house::Ability::Wil)
                    .current();
                let (face, passed) = save(wil, source)?;
                events.push(Event::MoraleChecked {
                    trigger: MoraleTrigger::Lone,
                    target: wil,
                    face,
                    passed,
                });
                if !passed {
                    self.leave(target, Out::Routed, events);
                }
            }
            return Ok(());
        }
        self.group_morale(side, source, events)
    }

    fn group_size(&self, side: Side) -> u32 {
        let n = self
            .fighters
            .iter()
            .filter(|f| f.spec.side() == side)
            .count();
        u32::try_from(n).unwrap_or(u32::MAX)
    }

    /// The enemy group's morale after a loss: a save at the first
    /// casualty and again at half lost (one save when both come at once).
    fn group_morale<S: FaceSource + ?Sized>(
        &mut self,
        side: Side,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let group = self.group_size(side);
        if group < 2 {
            return Ok(());
        }
        let lost = self
            .fighters
            .iter()
            .filter(|f| f.spec.side() == side && !f.in_fight())
            .count();
        let lost = u32::try_from(lost).unwrap_or(u32::MAX);
        let mut trigger = None;
        if !self.first_casualty && lost >= 1 {
            self.first_casualty = true;
            trigger = Some(MoraleTrigger::FirstCasualty);
        }
        if !self.half && half_lost(lost, group) {
            self.half = true;
            trigger = Some(MoraleTrigger::HalfLost);
        }
        let Some(trigger) = trigger else {
            return Ok(());
        };
        let Some(wil) = self.morale_wil(side) else {
            return Ok(());
        };
        let (face, passed) = save(wil, source)?;
        events.push(Event::MoraleChecked {
            trigger,
            target: wil,
            face,
            passed,
        });
        if !passed {
            for i in 0..self.fighters.len() {
                let f = &self.fighters[i];
                if f.spec.side() == side && f.in_fight() && !f.spec.is_undead() {
                    self.leave(i, Out::Routed, events);
                }
            }
        }
        Ok(())
    }

    /// The WIL the enemies' morale uses: their leader's, else the first
    /// enemy still in the fight who checks morale; `None` when every
    /// enemy left is undead.
    fn morale_wil(&self, side: Side) -> Option<i32> {
        let checks = |f: &&Fighter| f.spec.side() == side && f.in_fight() && !f.spec.is_undead();
        let first = self.fighters.iter().find(checks)?;
        let wil = |f: &Fighter| {
            f.health
                .score(osr_check::cairn_house::Ability::Wil)
                .current()
        };
        Some(match self.setup.leader() {
            Some(leader) => self
                .fighters
                .iter()
                .find(|f| f.spec.id() == leader)
                .map_or_else(|| wil(first), wil),
            None => wil(first),
        })
    }
}

/// Whether a side checks morale (CH-combat.morale.pc): the enemies do,
/// the PCs never.
const fn checks_morale(side: Side) -> bool {
    matches!(side, Side::Foes)
}

#[cfg(feature = "serde")]
mod serde_impl {
    use alloc::vec::Vec;

    use super::{Command, Error, Event, Fight, Setup};

    #[derive(serde::Serialize)]
    struct Out<'a> {
        /// The combatants and the rules the fight was set up with.
        setup: &'a Setup,
        /// Every command applied, in order.
        commands: &'a [Command],
        /// Every face rolled, in order.
        faces: &'a [u32],
        /// Every event the commands made, in order.
        events: &'a [Event],
    }

    #[derive(serde::Deserialize)]
    #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
    #[serde(deny_unknown_fields)]
    struct In {
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
    impl schemars::JsonSchema for Fight {
        fn schema_name() -> alloc::borrow::Cow<'static, str> {
            "CairnHouseFight".into()
        }

        fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
            let mut schema = In::json_schema(generator);
            schema.insert("description".into(), "A saved fight: its setup, commands, faces and events, read back by replaying them (a log whose events the replay does not give is refused).".into());
            schema
        }
    }

    impl serde::Serialize for Fight {
        fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            Out {
                setup: &self.state.setup,
                commands: &self.commands,
                faces: &self.faces,
                events: &self.events,
            }
            .serialize(serializer)
        }
    }

    impl<'de> serde::Deserialize<'de> for Fight {
        fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            let doc = In::deserialize(deserializer)?;
            let fight = Self::replay(doc.setup, &doc.commands, &doc.faces)
                .map_err(serde::de::Error::custom)?;
            if fight.events != doc.events {
                return Err(serde::de::Error::custom(Error::from(
                    osr_check::Error::Forged,
                )));
            }
            Ok(fight)
        }
    }
}

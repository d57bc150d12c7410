//! The fight as a state machine: commands in, events out, replayable from
//! its faces.

use alloc::vec::Vec;
use core::fmt;

use osr_check::Check as _;
use osr_core::{FaceSource, Recording};
use osr_health::gods_and_monsters::{
    DeathTimer, Event as HealthEvent, Hit, RoundEnd, RoundHarm, TimerUnit, Vitals,
};

use crate::{Error, Side};

use super::{
    Attack, Combatant, Guard, Penalty, ROUNDS_OUT_ENDING_SURPRISE, Setup, Situation, Swing,
    quickdraw_roll, snap_out_roll,
};

/// The steps of a fight, in order. There is no initiative: everything in a
/// round happens at once, and the rules resolve it in this order (rule
/// GM-combat.order): called shots first (rule GM-combat.called-shot.timing,
/// also the referee's actions that change a player's, rule
/// GM-combat.order.interference), then the referee describes the movement
/// of the characters they run, the players act, the referee's characters
/// act, and at the end of the round everyone who dropped to 0 survival or
/// gained injuries rolls to stay conscious and, when the injuries call for
/// it, makes the death check (osr-health's [`RoundEnd`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersPhase"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Phase {
    /// Before the first round: those caught unaware roll perception.
    Surprise,
    /// Between rounds: the next round begins (surprised combatants try to
    /// snap out of it).
    RoundStart,
    /// Called shots, from either side.
    CalledShots,
    /// The referee's characters move.
    NpcMovement,
    /// The players' characters act.
    Players,
    /// The referee's characters act.
    Npcs,
    /// The fight has ended.
    Over,
}

/// The phases of every round, in order (rule GM-combat.order).
pub const ROUND_ORDER: [Phase; 4] = [
    Phase::CalledShots,
    Phase::NpcMovement,
    Phase::Players,
    Phase::Npcs,
];

/// Seconds a round lasts (rule GM-combat.round); each combatant has one
/// action in it, or their attacks (rule GM-combat.multi-attack).
pub const ROUND_SECONDS: u32 = 10;

impl Phase {
    /// A stable snake-case key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Surprise => "surprise",
            Self::RoundStart => "round_start",
            Self::CalledShots => "called_shots",
            Self::NpcMovement => "npc_movement",
            Self::Players => "players",
            Self::Npcs => "npcs",
            Self::Over => "over",
        }
    }
}

/// The phase as a log shows it: "called shots", "the referee's
/// characters move", ...
impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Surprise => "surprise",
            Self::RoundStart => "the round starts",
            Self::CalledShots => "called shots",
            Self::NpcMovement => "the referee's characters move",
            Self::Players => "the players' characters act",
            Self::Npcs => "the referee's characters act",
            Self::Over => "the fight is over",
        })
    }
}

/// An action that is not an attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersAction"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Action {
    /// Anything else the rules here do not resolve (moving, drawing a
    /// weapon, casting): it takes the round's action.
    Other,
    /// Staying out of the conflict this round: two such rounds in a row end
    /// a surprise (rule GM-combat.surprise.snap-out).
    StandAside,
    /// Leaving the fight for good.
    Flee,
}

impl Action {
    const fn key(self) -> &'static str {
        match self {
            Self::Other => "acts",
            Self::StandAside => "stands aside",
            Self::Flee => "flees",
        }
    }
}

/// One attack a combatant makes: on whom, in what situation (the attacker's
/// modifiers: range, size, called shot, non-defending target...), against
/// what guard (the target's cover and high ground), and whether the weapon
/// is drawn in the same round (rule GM-combat.quickdraw). The fight adds
/// what it knows itself: surprise and the attacker's injuries to the
/// situation; surprise, a called shot made this round, and warrior cover to
/// the guard.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::{NonDefending, Order, Situation};
///
/// let sneak = Order::new(1, 4)
///     .with_situation(Situation { non_defending: Some(NonDefending::Unaware), ..Situation::default() });
/// assert_eq!((sneak.attacker, sneak.target, sneak.situation.modifier()), (1, 4, 4));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersOrder"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Order {
    /// Who attacks.
    pub attacker: u32,
    /// Whom.
    pub target: u32,
    /// The attacker's modifiers.
    #[cfg_attr(feature = "serde", serde(default))]
    pub situation: Situation,
    /// The target's defense modifiers.
    #[cfg_attr(feature = "serde", serde(default))]
    pub guard: Guard,
    /// Whether the weapon is drawn and used in the same round.
    #[cfg_attr(feature = "serde", serde(default))]
    pub quickdraw: bool,
}

impl Order {
    /// `attacker` attacks `target`, with no situational modifier.
    #[must_use]
    pub fn new(attacker: u32, target: u32) -> Self {
        Self {
            attacker,
            target,
            situation: Situation::default(),
            guard: Guard::default(),
            quickdraw: false,
        }
    }

    /// The same order in `situation`.
    #[must_use]
    pub const fn with_situation(self, situation: Situation) -> Self {
        Self { situation, ..self }
    }

    /// The same order against `guard`.
    #[must_use]
    pub const fn with_guard(self, guard: Guard) -> Self {
        Self { guard, ..self }
    }

    /// The same order, as a called shot (rule GM-combat.called-shot).
    #[must_use]
    pub const fn called_shot(mut self) -> Self {
        self.situation.called_shot = true;
        self
    }

    /// The same order, drawing the weapon in the same round.
    #[must_use]
    pub const fn quickdraw(self) -> Self {
        Self {
            quickdraw: true,
            ..self
        }
    }
}

/// What a player or the referee decides: each applied with
/// [`Fight::step`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersCommand"))]
#[cfg_attr(
    feature = "serde",
    serde(tag = "command", rename_all = "snake_case", deny_unknown_fields)
)]
pub enum Command {
    /// Everyone caught unaware rolls perception against surprise.
    RollSurprise,
    /// The next round begins.
    BeginRound,
    /// An attack.
    Attack(Order),
    /// One of the referee's characters moves.
    Move {
        /// Who.
        id: u32,
    },
    /// An action other than an attack.
    Act {
        /// Who.
        id: u32,
        /// What.
        action: Action,
    },
    /// The current phase is over (the last one ends the round).
    EndPhase,
}

impl Command {
    const fn key(&self) -> &'static str {
        match self {
            Self::RollSurprise => "roll_surprise",
            Self::BeginRound => "begin_round",
            Self::Attack(order) if order.situation.called_shot => "called_shot",
            Self::Attack(_) => "attack",
            Self::Move { .. } => "move",
            Self::Act { .. } => "act",
            Self::EndPhase => "end_phase",
        }
    }
}

/// Why a combatant is out of the fight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersOut"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Out {
    /// Unconscious.
    Unconscious,
    /// Dying with no time left: dead by the end of the scene.
    Doomed,
    /// Fled.
    Fled,
}

/// One thing that happened in a fight, in order: the log a table reads.
///
/// With the `serde` feature it serializes as
/// `{"event": "attack_rolled", "attacker": 1, ...}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersEvent"))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A perception roll against surprise.
    SurpriseRolled {
        /// Who rolled.
        id: u32,
        /// The number the d20 had to be at most.
        target: i32,
        /// The d20.
        face: u32,
        /// Whether they are surprised.
        surprised: bool,
    },
    /// A round began.
    RoundBegan {
        /// Its number, from 1.
        round: u32,
    },
    /// A surprised combatant's roll to snap out of it.
    SnapOutRolled {
        /// Who rolled.
        id: u32,
        /// The number the d20 had to be at most.
        target: i32,
        /// The d20.
        face: u32,
        /// Whether they snapped out of it.
        snapped_out: bool,
    },
    /// A surprise ended after rounds out of the conflict.
    SurpriseEnded {
        /// Who.
        id: u32,
    },
    /// A phase of the round began.
    PhaseBegan {
        /// The phase.
        phase: Phase,
    },
    /// One of the referee's characters moved.
    Moved {
        /// Who.
        id: u32,
    },
    /// The evasion roll to draw and attack in one round.
    QuickdrawRolled {
        /// Who rolled.
        id: u32,
        /// The number the d20 had to be at most.
        target: i32,
        /// The d20.
        face: u32,
        /// Whether the weapon came out in time (failing: surprised).
        drawn: bool,
    },
    /// An attack roll.
    AttackRolled {
        /// Who attacked.
        attacker: u32,
        /// Whom.
        target: u32,
        /// The d20.
        face: u32,
        /// The number it had to be at most.
        needed: i32,
        /// Whether it hit.
        hit: bool,
    },
    /// The damage of a hit.
    DamageRolled {
        /// Who hit.
        attacker: u32,
        /// Whom.
        target: u32,
        /// The damage dice's faces.
        faces: Vec<u32>,
        /// The bonus added.
        bonus: i32,
        /// The damage done.
        total: u32,
    },
    /// What the damage or the end of the round did to a combatant, as
    /// osr-health tells it (verve, survival, injuries, staying conscious,
    /// the death check).
    Health {
        /// Who.
        id: u32,
        /// What changed.
        change: HealthEvent,
    },
    /// An action other than an attack.
    Acted {
        /// Who.
        id: u32,
        /// What.
        action: Action,
    },
    /// A combatant is out of the fight.
    OutOfFight {
        /// Who.
        id: u32,
        /// Why.
        reason: Out,
    },
    /// A round ended.
    RoundEnded {
        /// Its number.
        round: u32,
    },
    /// The fight ended.
    FightEnded {
        /// The side still in it (none when nobody is).
        winner: Option<Side>,
    },
}

fn write_health(f: &mut fmt::Formatter<'_>, id: u32, change: &HealthEvent) -> fmt::Result {
    match change {
        HealthEvent::PoolLost { from, to } => write!(f, "#{id} pool {from} -> {to}"),
        HealthEvent::VerveLost { from, to } => write!(f, "#{id} verve {from} -> {to}"),
        HealthEvent::SurvivalLost { from, to } => write!(f, "#{id} survival {from} -> {to}"),
        HealthEvent::InjuryTaken { from, to } => write!(f, "#{id} injuries {from} -> {to}"),
        HealthEvent::CheckRolled {
            target,
            face,
            passed,
            ..
        } => write!(
            f,
            "#{id} rolls to stay conscious: d20 {face} vs {target}, {}",
            if *passed { "stays conscious" } else { "fails" }
        ),
        HealthEvent::FellUnconscious { minutes } => {
            write!(f, "#{id} falls unconscious for {minutes} minutes")
        }
        HealthEvent::DeathCheckRolled {
            injuries,
            injuries_face,
            endurance_target,
            endurance_face,
        } => {
            write!(
                f,
                "#{id} death check: injuries d20 {injuries_face} vs {injuries}"
            )?;
            match endurance_face {
                Some(face) => write!(f, ", endurance d20 {face} vs {endurance_target}"),
                None => Ok(()),
            }
        }
        HealthEvent::DeathAverted => write!(f, "#{id} is not dying"),
        HealthEvent::Dying { timer } => write!(
            f,
            "#{id} is dying: {} {} left",
            timer.left(),
            match timer.unit() {
                TimerUnit::Minutes => "minutes",
                TimerUnit::Hours => "hours",
            }
        ),
        other => write!(f, "#{id} {other:?}"),
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let verdict = |yes: bool, y: &'static str, n: &'static str| if yes { y } else { n };
        match self {
            Self::SurpriseRolled {
                id,
                target,
                face,
                surprised,
            } => write!(
                f,
                "#{id} perception against surprise: d20 {face} vs {target}, {}",
                verdict(*surprised, "surprised", "not surprised")
            ),
            Self::RoundBegan { round } => write!(f, "round {round}"),
            Self::SnapOutRolled {
                id,
                target,
                face,
                snapped_out,
            } => write!(
                f,
                "#{id} tries to snap out of surprise: d20 {face} vs {target}, {}",
                verdict(*snapped_out, "no longer surprised", "still surprised")
            ),
            Self::SurpriseEnded { id } => write!(f, "#{id} is no longer surprised"),
            Self::PhaseBegan { phase } => write!(f, "-- {phase}"),
            Self::Moved { id } => write!(f, "#{id} moves"),
            Self::QuickdrawRolled {
                id,
                target,
                face,
                drawn,
            } => write!(
                f,
                "#{id} draws and attacks: evasion d20 {face} vs {target}, {}",
                verdict(*drawn, "drawn", "fumbles and is surprised")
            ),
            Self::AttackRolled {
                attacker,
                target,
                face,
                needed,
                hit,
            } => write!(
                f,
                "#{attacker} attacks #{target}: d20 {face} vs {needed}, {}",
                verdict(*hit, "hit", "miss")
            ),
            Self::DamageRolled {
                faces,
                bonus,
                total,
                ..
            } => write!(f, "  damage {faces:?} {bonus:+} = {total}"),
            Self::Health { id, change } => write_health(f, *id, change),
            Self::Acted { id, action } => write!(f, "#{id} {}", action.key()),
            Self::OutOfFight { id, reason } => {
                let why = match reason {
                    Out::Unconscious => "unconscious",
                    Out::Doomed => "doomed",
                    Out::Fled => "fled",
                };
                write!(f, "#{id} is out of the fight ({why})")
            }
            Self::RoundEnded { round } => write!(f, "end of round {round}"),
            Self::FightEnded { winner } => match winner {
                Some(side) => write!(f, "the fight is over: {side} win"),
                None => write!(f, "the fight is over: nobody is left"),
            },
        }
    }
}

/// How a fight ended: the side still in it (none when nobody is), after
/// how many rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersEnding"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Ending {
    /// The side still in the fight.
    pub winner: Option<Side>,
    /// Rounds begun.
    pub rounds: u32,
}

/// A combatant's state in a fight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Status {
    /// Survival, verve and injuries now.
    pub vitals: Vitals,
    /// Surprised.
    pub surprised: bool,
    /// Unconscious.
    pub unconscious: bool,
    /// The death timer, when dying.
    pub dying: Option<DeathTimer>,
    /// Dying with no time left.
    pub doomed: bool,
    /// Fled.
    pub fled: bool,
    /// Attacks left this round (0 once the action is taken).
    pub attacks_left: u32,
    /// Made a called shot this round (-2 defense).
    pub called_shot: bool,
    /// Stood aside this round.
    pub stood_aside: bool,
    /// Rounds in a row out of the conflict.
    pub rounds_out: u32,
    /// What this round has done to them so far.
    pub harm: RoundHarm,
}

impl Status {
    fn new(c: &Combatant) -> Self {
        Self {
            vitals: c.vitals(),
            surprised: false,
            unconscious: false,
            dying: None,
            doomed: false,
            fled: false,
            attacks_left: 0,
            called_shot: false,
            stood_aside: false,
            rounds_out: 0,
            harm: RoundHarm::default(),
        }
    }

    /// Whether the combatant is still in the fight: not unconscious,
    /// doomed or fled. A combatant at 0 survival who stayed conscious
    /// fights on.
    #[must_use]
    pub const fn in_fight(&self) -> bool {
        !self.unconscious && !self.doomed && !self.fled
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct State {
    round: u32,
    phase: Phase,
    statuses: Vec<Status>,
    ending: Option<Ending>,
}

/// A Gods & Monsters fight: the combatants, the round and phase, every
/// command applied, every face rolled and every event, in order.
///
/// Drive it with [`Fight::step`]. Everything in a round happens at once:
/// a combatant who drops to 0 survival still acts in that round, and only
/// the checks at its end take anyone out (rules GM-combat.order,
/// GM-health.unconscious). Damage goes through osr-health's
/// [`Vitals::take`], archetypal losses off verve first.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::Side;
/// use osr_combat::gods_and_monsters::{Combatant, Command, Fight, Order, Phase, Setup};
/// use osr_health::gods_and_monsters::Vitals;
///
/// let hero = Combatant::new(1, Side::Party, Vitals::new(6, 0)?)?.with_attack(1, 0)?;
/// let orc = Combatant::new(2, Side::Foes, Vitals::new(5, 0)?)?;
/// let mut fight = Fight::new(Setup::new(vec![hero, orc])?)?;
/// let mut dice = SuppliedFaces::new(&[4, 3]);
/// fight.step(Command::BeginRound, &mut dice)?;
/// fight.step(Command::EndPhase, &mut dice)?; // no called shots
/// fight.step(Command::EndPhase, &mut dice)?; // the orc does not move
/// assert_eq!(fight.phase(), Phase::Players);
/// fight.step(Command::Attack(Order::new(1, 2)), &mut dice)?; // d20 4 <= 12, d3 3
/// assert_eq!(fight.status(2)?.vitals.survival(), 2);
/// assert_eq!(fight.faces(), [4, 3]);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersFight"))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "FightRecord", into = "FightRecord")
)]
pub struct Fight {
    setup: Setup,
    state: State,
    commands: Vec<Command>,
    faces: Vec<u32>,
    events: Vec<Event>,
}

/// A fight as saved: the setup, the commands, the faces and the events.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct FightRecord {
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
impl TryFrom<FightRecord> for Fight {
    type Error = Error;

    fn try_from(record: FightRecord) -> Result<Self, Error> {
        let fight = Self::replay(record.setup, &record.commands, &record.faces)?;
        if fight.events != record.events {
            return Err(osr_check::Error::Forged.into());
        }
        Ok(fight)
    }
}

#[cfg(feature = "serde")]
impl From<Fight> for FightRecord {
    fn from(fight: Fight) -> Self {
        Self {
            setup: fight.setup,
            commands: fight.commands,
            faces: fight.faces,
            events: fight.events,
        }
    }
}

impl Fight {
    /// The fight of `setup`: at the surprise rolls when anyone was caught
    /// unaware, else at the start of the first round.
    ///
    /// # Errors
    ///
    /// None in practice (a [`Setup`] is already checked); kept for the
    /// shape every system's fight shares.
    pub fn new(setup: Setup) -> Result<Self, Error> {
        let statuses = setup.combatants().iter().map(Status::new).collect();
        let phase = if setup.combatants().iter().any(|c| c.awareness().is_some()) {
            Phase::Surprise
        } else {
            Phase::RoundStart
        };
        Ok(Self {
            setup,
            state: State {
                round: 0,
                phase,
                statuses,
                ending: None,
            },
            commands: Vec::new(),
            faces: Vec::new(),
            events: Vec::new(),
        })
    }

    /// The fight of `setup` after `commands`, rolled from exactly `faces`.
    ///
    /// # Errors
    ///
    /// Any error a command gives; [`Error::Check`] (`Forged`) when faces
    /// are left over.
    pub fn replay(setup: Setup, commands: &[Command], faces: &[u32]) -> Result<Self, Error> {
        let mut fight = Self::new(setup)?;
        let mut source = osr_core::SuppliedFaces::new(faces);
        for command in commands {
            fight.step(*command, &mut source)?;
        }
        if !source.is_exhausted() {
            return Err(osr_check::Error::Forged.into());
        }
        Ok(fight)
    }

    /// Applies `command`, rolling what it needs from `source`, and returns
    /// the events it produced. On error nothing changes.
    ///
    /// # Errors
    ///
    /// [`Error::FightOver`] once the fight has ended;
    /// [`Error::UnknownCombatant`] for an ID not in the fight;
    /// [`Error::OutOfTurn`] for a command the phase does not take (an
    /// attack by a player while the referee's characters act, a called
    /// shot after the called shots);
    /// [`Error::OutOfFight`] for an action by a combatant out of the
    /// fight; [`Error::SurprisedCannotAct`] for an action in the first
    /// round of surprise, or a maneuver while surprised;
    /// [`Error::AlreadyActed`] when the round's action or attacks are used;
    /// [`Error::AttacksItself`]; [`Error::Core`] when the face source
    /// fails.
    pub fn step<S: FaceSource + ?Sized>(
        &mut self,
        command: Command,
        source: &mut S,
    ) -> Result<&[Event], Error> {
        if self.state.ending.is_some() {
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
        self.faces.extend(faces);
        let start = self.events.len();
        self.events.extend(events);
        Ok(&self.events[start..])
    }

    /// The setup.
    #[must_use]
    pub const fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The round (0 before the first begins).
    #[must_use]
    pub const fn round(&self) -> u32 {
        self.state.round
    }

    /// The phase the fight is at.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.state.phase
    }

    /// The phases of a round, in order.
    #[must_use]
    pub const fn order(&self) -> [Phase; 4] {
        ROUND_ORDER
    }

    /// Who may still act in the current phase: in the fight, on the
    /// phase's side of the table, with an action left and not kept out by
    /// surprise.
    #[must_use]
    pub fn next(&self) -> Vec<u32> {
        self.setup
            .combatants()
            .iter()
            .zip(&self.state.statuses)
            .filter(|(c, s)| self.state.may_act(c, s))
            .map(|(c, _)| c.id())
            .collect()
    }

    /// Combatant `id`'s state.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`] for an ID not in the fight.
    pub fn status(&self, id: u32) -> Result<&Status, Error> {
        let i = self.setup.index(id)?;
        Ok(&self.state.statuses[i])
    }

    /// The ending, once there is one.
    #[must_use]
    pub const fn ending(&self) -> Option<Ending> {
        self.state.ending
    }

    /// Every command applied, in order.
    #[must_use]
    pub fn commands(&self) -> &[Command] {
        &self.commands
    }

    /// Every face rolled, in order.
    #[must_use]
    pub fn faces(&self) -> &[u32] {
        &self.faces
    }

    /// Every event, in order.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }
}

impl State {
    fn may_act(&self, c: &Combatant, s: &Status) -> bool {
        let phase_ok = match self.phase {
            Phase::CalledShots => true,
            Phase::Players => c.is_player(),
            Phase::Npcs | Phase::NpcMovement => !c.is_player(),
            Phase::Surprise | Phase::RoundStart | Phase::Over => false,
        };
        phase_ok
            && s.in_fight()
            && s.attacks_left > 0
            && !(s.surprised && self.round <= 1)
            && !(s.surprised && self.phase == Phase::CalledShots)
    }

    fn out_of_turn(&self, command: Command) -> Error {
        Error::OutOfTurn {
            event: command.key(),
            step: self.phase.key(),
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
            Command::RollSurprise => {
                if self.phase != Phase::Surprise {
                    return Err(self.out_of_turn(command));
                }
                for (c, s) in setup.combatants().iter().zip(&mut self.statuses) {
                    if let Some(awareness) = c.awareness() {
                        let roll = awareness.roll(c.reactions().perception())?;
                        let save = roll.roll(source)?;
                        s.surprised = !save.passed();
                        events.push(Event::SurpriseRolled {
                            id: c.id(),
                            target: roll.target(),
                            face: save.face(),
                            surprised: s.surprised,
                        });
                    }
                }
                self.phase = Phase::RoundStart;
            }
            Command::BeginRound => {
                if self.phase != Phase::RoundStart {
                    return Err(self.out_of_turn(command));
                }
                self.begin_round(setup, source, events)?;
            }
            Command::EndPhase => match self.phase {
                Phase::CalledShots => self.enter(Phase::NpcMovement, events),
                Phase::NpcMovement => self.enter(Phase::Players, events),
                Phase::Players => self.enter(Phase::Npcs, events),
                Phase::Npcs => self.end_round(setup, source, events)?,
                Phase::Surprise | Phase::RoundStart | Phase::Over => {
                    return Err(self.out_of_turn(command));
                }
            },
            Command::Move { id } => {
                let i = setup.index(id)?;
                let c = &setup.combatants()[i];
                if self.phase != Phase::NpcMovement || c.is_player() {
                    return Err(self.out_of_turn(command));
                }
                if !self.statuses[i].in_fight() {
                    return Err(Error::OutOfFight { id });
                }
                events.push(Event::Moved { id });
            }
            Command::Act { id, action } => {
                let i = self.actor(setup, id, command)?;
                let s = &mut self.statuses[i];
                s.attacks_left = 0;
                match action {
                    Action::Other => {}
                    Action::StandAside => s.stood_aside = true,
                    Action::Flee => s.fled = true,
                }
                events.push(Event::Acted { id, action });
                if action == Action::Flee {
                    events.push(Event::OutOfFight {
                        id,
                        reason: Out::Fled,
                    });
                }
            }
            Command::Attack(order) => self.attack(setup, order, command, source, events)?,
        }
        self.check_ending(setup, events);
        Ok(())
    }

    /// The index of `id`, checked able to take an action now.
    fn actor(&self, setup: &Setup, id: u32, command: Command) -> Result<usize, Error> {
        let i = setup.index(id)?;
        let c = &setup.combatants()[i];
        let s = &self.statuses[i];
        let called = matches!(command, Command::Attack(o) if o.situation.called_shot);
        let phase_ok = match self.phase {
            Phase::CalledShots => called,
            Phase::NpcMovement => {
                !c.is_player()
                    && matches!(
                        command,
                        Command::Act {
                            action: Action::Flee,
                            ..
                        }
                    )
            }
            Phase::Players => c.is_player() && !called,
            Phase::Npcs => !c.is_player() && !called,
            Phase::Surprise | Phase::RoundStart | Phase::Over => false,
        };
        if !phase_ok {
            return Err(self.out_of_turn(command));
        }
        if !s.in_fight() {
            return Err(Error::OutOfFight { id });
        }
        if s.surprised && (self.round <= 1 || called) {
            return Err(Error::SurprisedCannotAct { id });
        }
        if s.attacks_left == 0 {
            return Err(Error::AlreadyActed { id });
        }
        Ok(i)
    }

    fn enter(&mut self, phase: Phase, events: &mut Vec<Event>) {
        self.phase = phase;
        events.push(Event::PhaseBegan { phase });
    }

    fn begin_round<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.round += 1;
        events.push(Event::RoundBegan { round: self.round });
        for (c, s) in setup.combatants().iter().zip(&mut self.statuses) {
            s.attacks_left = c.attacks();
            s.called_shot = false;
            s.stood_aside = false;
            s.harm = RoundHarm::default();
            if !(s.surprised && s.in_fight() && self.round > 1) {
                continue;
            }
            if s.rounds_out >= ROUNDS_OUT_ENDING_SURPRISE {
                s.surprised = false;
                events.push(Event::SurpriseEnded { id: c.id() });
                continue;
            }
            let r = c.reactions();
            let roll = snap_out_roll(r.willpower(), r.fortitude(), s.vitals.injuries())?;
            let save = roll.roll(source)?;
            let snapped_out = save.passed();
            s.surprised = !snapped_out;
            events.push(Event::SnapOutRolled {
                id: c.id(),
                target: roll.target(),
                face: save.face(),
                snapped_out,
            });
        }
        self.enter(Phase::CalledShots, events);
        Ok(())
    }

    fn attack<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        order: Order,
        command: Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let i = self.actor(setup, order.attacker, command)?;
        let t = setup.index(order.target)?;
        if i == t {
            return Err(Error::AttacksItself { id: order.attacker });
        }
        let attacker = &setup.combatants()[i];
        let defender = &setup.combatants()[t];
        let later = self.round > 1;
        let injuries = self.statuses[i].vitals.injuries();
        if order.quickdraw {
            let mut roll = quickdraw_roll(attacker.reactions().evasion(), injuries)?;
            if self.statuses[i].surprised && later {
                roll = roll.adjusted(-super::SURPRISED_ROLL_PENALTY)?;
            }
            let save = roll.roll(source)?;
            let drawn = save.passed();
            events.push(Event::QuickdrawRolled {
                id: order.attacker,
                target: roll.target(),
                face: save.face(),
                drawn,
            });
            if !drawn {
                let s = &mut self.statuses[i];
                s.surprised = true;
                s.attacks_left = 0;
                return Ok(());
            }
        }
        let mut situation = order.situation;
        situation.surprised |= self.statuses[i].surprised && later;
        situation.injuries = Penalty::new(injuries.min(Penalty::MAX))?;
        let target_status = &self.statuses[t];
        let guard = Guard {
            warrior: defender.warrior_cover(),
            surprised: order.guard.surprised || (target_status.surprised && later),
            called_shot: order.guard.called_shot || target_status.called_shot,
            ..order.guard
        };
        let attack = Attack::new(
            attacker.fighting_art(),
            attacker.attack_bonus(),
            defender.defense(),
        )?
        .with_situation(situation)
        .with_guard(guard);
        let (face, swing) = attack.roll(source)?;
        events.push(Event::AttackRolled {
            attacker: order.attacker,
            target: order.target,
            face,
            needed: attack.target(),
            hit: swing == Swing::Hit,
        });
        let s = &mut self.statuses[i];
        if situation.called_shot {
            s.called_shot = true;
            s.attacks_left = 0;
        } else {
            s.attacks_left -= 1;
        }
        if swing == Swing::Hit {
            let bonus = situation.non_defending.map_or(0, |n| n.damage_bonus());
            let damage = attacker.damage().plus(bonus)?;
            let (faces, total) = damage.roll(source)?;
            events.push(Event::DamageRolled {
                attacker: order.attacker,
                target: order.target,
                faces,
                bonus: damage.bonus(),
                total,
            });
            let target = &mut self.statuses[t];
            let taken = target
                .vitals
                .take(Hit::new(total)?.archetypal(defender.archetypal_losses()))?;
            target.harm.add(&taken);
            events.extend(taken.events.iter().map(|&change| Event::Health {
                id: order.target,
                change,
            }));
        }
        Ok(())
    }

    fn end_round<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        for (c, s) in setup.combatants().iter().zip(&mut self.statuses) {
            let harmed = s.harm.dropped_to_zero || s.harm.injuries_gained > 0;
            if harmed && !s.fled {
                let end = RoundEnd::new(s.vitals, s.harm, c.resilience()?)
                    .already_unconscious(s.unconscious);
                let after = end.roll(source)?;
                events.extend(
                    after
                        .events()
                        .iter()
                        .map(|&change| Event::Health { id: c.id(), change }),
                );
                let was_in = s.in_fight();
                if after.unconscious_minutes().is_some() {
                    s.unconscious = true;
                }
                if let Some(timer) = after.death_timer() {
                    s.dying = Some(timer);
                    s.doomed = timer.ran_out();
                }
                if was_in && !s.in_fight() {
                    let reason = if s.doomed {
                        Out::Doomed
                    } else {
                        Out::Unconscious
                    };
                    events.push(Event::OutOfFight { id: c.id(), reason });
                }
            }
            if s.stood_aside || s.unconscious {
                s.rounds_out += 1;
            } else {
                s.rounds_out = 0;
            }
        }
        events.push(Event::RoundEnded { round: self.round });
        self.phase = Phase::RoundStart;
        Ok(())
    }

    fn check_ending(&mut self, setup: &Setup, events: &mut Vec<Event>) {
        if self.ending.is_some() {
            return;
        }
        let standing = |side: Side| {
            setup
                .combatants()
                .iter()
                .zip(&self.statuses)
                .any(|(c, s)| c.side() == side && s.in_fight())
        };
        let (party, foes) = (standing(Side::Party), standing(Side::Foes));
        if party && foes {
            return;
        }
        let winner = match (party, foes) {
            (true, false) => Some(Side::Party),
            (false, true) => Some(Side::Foes),
            _ => None,
        };
        self.ending = Some(Ending {
            winner,
            rounds: self.round,
        });
        self.phase = Phase::Over;
        events.push(Event::FightEnded { winner });
    }
}

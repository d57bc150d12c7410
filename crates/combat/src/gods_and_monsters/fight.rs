//! The fight as a state machine: its phases, the combatants' state, and
//! the rules that apply each command; the fight is a [`Log`] of it.

use alloc::vec::Vec;
use core::fmt;

use osr_check::Check as _;
use osr_core::FaceSource;
use osr_health::gods_and_monsters::{DeathTimer, Hit, RoundEnd, RoundHarm, Vitals};

use crate::{Error, Log, Machine, Side};

use super::{
    Action, Attack, Combatant, Command, Event, Guard, Order, Out, Penalty,
    ROUNDS_OUT_ENDING_SURPRISE, Setup, Swing, quickdraw_roll, snap_out_roll,
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersStatus"))]
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

/// The documentation of [`Fight`], which its saved form's JSON Schema
/// carries as its description.
macro_rules! fight_doc {
    () => {
        r#"A Gods & Monsters fight: the combatants, the round and phase, every
command applied, every face rolled and every event, in order.

Drive it with [`Fight::step`]. Everything in a round happens at once:
a combatant who drops to 0 survival still acts in that round, and only
the checks at its end take anyone out (rules GM-combat.order,
GM-health.unconscious). Damage goes through osr-health's
[`Vitals::take`], archetypal losses off verve first.

# Examples

```
use osr_core::SuppliedFaces;
use osr_combat::Side;
use osr_combat::gods_and_monsters::{Combatant, Command, Fight, Order, Phase, Setup};
use osr_health::gods_and_monsters::Vitals;

let hero = Combatant::new(1, Side::Party, Vitals::new(6, 0)?).with_attack(1, 0)?;
let orc = Combatant::new(2, Side::Foes, Vitals::new(5, 0)?);
let mut fight = Fight::new(Setup::new(vec![hero, orc])?)?;
let mut dice = SuppliedFaces::new(&[4, 3]);
fight.step(Command::BeginRound, &mut dice)?;
fight.step(Command::EndPhase, &mut dice)?; // no called shots
fight.step(Command::EndPhase, &mut dice)?; // the orc does not move
assert_eq!(fight.phase(), Phase::Players);
fight.step(Command::Attack(Order::new(1, 2)), &mut dice)?; // d20 4 <= 12, d3 3
assert_eq!(fight.status(2)?.vitals.survival(), 2);
assert_eq!(fight.faces(), [4, 3]);
# Ok::<(), osr_combat::Error>(())
```"#
    };
}

/// The state of a Gods & Monsters fight between commands: the round, the
/// phase and every combatant's [`Status`]. The rules of the fight are its
/// [`Machine`] implementation; a [`Fight`] is a [`Log`] of it, and its
/// questions (the phase, who may act) are [`Fight`]'s methods.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FightState {
    round: u32,
    phase: Phase,
    statuses: Vec<Status>,
}

impl Machine for FightState {
    type Setup = Setup;
    type Command = Command;
    type Event = Event;
    type Error = Error;

    const NAME: &'static str = "GodsAndMonstersFight";
    const DESCRIPTION: &'static str = fight_doc!();

    /// At the surprise rolls when anyone was caught unaware, else at the
    /// start of the first round.
    fn start(setup: &Setup, _events: &mut Vec<Event>) -> Result<Self, Error> {
        let statuses = setup.combatants().iter().map(Status::new).collect();
        let phase = if setup.combatants().iter().any(|c| c.awareness().is_some()) {
            Phase::Surprise
        } else {
            Phase::RoundStart
        };
        Ok(Self {
            round: 0,
            phase,
            statuses,
        })
    }

    fn apply<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: &Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let command = *command;
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

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    fn over() -> Error {
        Error::FightOver
    }

    /// The referee's commands, then for each combatant a move, its three
    /// other actions, and at each other combatant a called shot and an
    /// attack, with no other situation, guard or quickdraw.
    fn offers(&self, setup: &Setup) -> Vec<Command> {
        let ids: Vec<u32> = setup.combatants().iter().map(Combatant::id).collect();
        let mut offers = alloc::vec![
            Command::RollSurprise,
            Command::BeginRound,
            Command::EndPhase
        ];
        for &id in &ids {
            offers.push(Command::Move { id });
            offers.extend(
                [Action::Other, Action::StandAside, Action::Flee]
                    .map(|action| Command::Act { id, action }),
            );
            for &target in ids.iter().filter(|&&other| other != id) {
                let order = Order::new(id, target);
                offers.extend([Command::Attack(order.called_shot()), Command::Attack(order)]);
            }
        }
        offers
    }
}

#[doc = fight_doc!()]
pub type Fight = Log<FightState>;

impl Log<FightState> {
    /// The round (0 before the first begins).
    #[must_use]
    pub const fn round(&self) -> u32 {
        self.state().round
    }

    /// The phase the fight is at.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.state().phase
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
        let state = self.state();
        self.setup()
            .combatants()
            .iter()
            .zip(&state.statuses)
            .filter(|(c, s)| state.may_act(c, s))
            .map(|(c, _)| c.id())
            .collect()
    }

    /// Combatant `id`'s state.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`] for an ID not in the fight.
    pub fn status(&self, id: u32) -> Result<&Status, Error> {
        let i = self.setup().index(id)?;
        Ok(&self.state().statuses[i])
    }

    /// The ending, once there is one: the side still in the fight and the
    /// rounds begun.
    #[must_use]
    pub fn ending(&self) -> Option<Ending> {
        let state = self.state();
        (state.phase == Phase::Over).then(|| Ending {
            winner: state.winner(self.setup()),
            rounds: state.round,
        })
    }
}

impl FightState {
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
                let end = RoundEnd::new(s.vitals, s.harm, c.resilience())
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

    /// Whether each side, the party's then the foes', has anyone still in
    /// the fight.
    fn standing(&self, setup: &Setup) -> (bool, bool) {
        let standing = |side: Side| {
            setup
                .combatants()
                .iter()
                .zip(&self.statuses)
                .any(|(c, s)| c.side() == side && s.in_fight())
        };
        (standing(Side::Party), standing(Side::Foes))
    }

    /// The side still in the fight, when only one is.
    fn winner(&self, setup: &Setup) -> Option<Side> {
        match self.standing(setup) {
            (true, false) => Some(Side::Party),
            (false, true) => Some(Side::Foes),
            _ => None,
        }
    }

    /// Ends the fight once a side has nobody left in it.
    fn check_ending(&mut self, setup: &Setup, events: &mut Vec<Event>) {
        if self.phase == Phase::Over || self.standing(setup) == (true, true) {
            return;
        }
        self.phase = Phase::Over;
        events.push(Event::FightEnded {
            winner: self.winner(setup),
        });
    }
}

//! The fight as a state machine: whose move it waits for, each
//! combatant's state, and the rules that apply each command; the fight is
//! a [`Log`] of it.

use alloc::vec::Vec;

use osr_core::{Dice, Die, FaceSource};
use osr_health::cairn_house::Character;

use super::combatant::{Combatant, InitiativeRule, Setup};
use super::rules::{DefenderChoice, Maneuver, Phase, Step};
use super::{Action, Command, Ending, Event, Out};
use crate::{Error, Log, Machine, Side};

mod turn;

/// The most rounds [`Fight::play`] and [`simulate`](super::simulate) run
/// before calling a fight [`Ending::Undecided`] (two sides whose attacks
/// cannot get through each other's DR never finish).
pub const MAX_ROUNDS: u32 = 1000;

/// Whose move the fight waits for.
///
/// With the `serde` feature: `{"next": "act", "round": 1, "phase":
/// "missile", "id": 2}`, and `{"next": "over", "ending": {...}}` at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
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

/// The state of a Cairn House Rules fight between commands: every
/// combatant's [`Fighter`] state, the round, the phase, whose turn it is,
/// and whether the fight waits for a defender's choice or is over. Its
/// rules are its [`Machine`] implementation; a [`Fight`] is a [`Log`] of
/// it, and its questions (whose move it waits for) are [`Fight`]'s
/// methods.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FightState {
    fighters: Vec<Fighter>,
    stage: Stage,
    round: u32,
    phase: Phase,
    cursor: usize,
    first_casualty: bool,
    half: bool,
}

impl Machine for FightState {
    type Setup = Setup;
    type Command = Command;
    type Event = Event;
    type Error = Error;

    const NAME: &'static str = "CairnHouseFight";
    const DESCRIPTION: &'static str = "A saved fight: its setup, commands, faces and events, read back by replaying them (a log whose events the replay does not give is refused).";

    /// About to roll initiative.
    fn start(setup: &Setup, _events: &mut Vec<Event>) -> Result<Self, Error> {
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
            fighters,
            stage: Stage::Initiative,
            round: 1,
            phase: Phase::MagicCast,
            cursor: 0,
            first_casualty: false,
            half: false,
        })
    }

    fn apply<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
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
                self.seek(setup, true, events);
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
                self.after_hit(setup, target, hp_before, source, events)?;
                let _ = p.attacker;
                let _ = p.maneuver;
                self.stage = Stage::Turn;
                self.finish(setup, events);
                Ok(())
            }
            (Stage::Turn, Command::Act { action }) => {
                let id = self.order()[self.cursor];
                let actor = self.index(id)?;
                self.act(setup, actor, action, command, source, events)?;
                if self.stage == Stage::Turn {
                    self.finish(setup, events);
                }
                Ok(())
            }
            _ => Err(self.out_of_turn(command)),
        }
    }

    fn is_over(&self) -> bool {
        matches!(self.stage, Stage::Over(_))
    }

    fn over() -> Error {
        Error::FightOver
    }

    /// The initiative saves, the defender's two choices, then the acting
    /// combatant's actions: passing, casting, withdrawing (whole and half
    /// move), fleeing to a safe place, and at each other combatant an
    /// attack (no step, no maneuver), a blast, a charge, an approach and a
    /// spell's damage (a d6 until the caller gives the spell's dice).
    fn offers(&self, setup: &Setup) -> Vec<Command> {
        let act = |action| Command::Act { action };
        let mut offers = alloc::vec![
            Command::RollInitiative,
            Command::Choose {
                choice: DefenderChoice::TakeDamage,
            },
            Command::Choose {
                choice: DefenderChoice::AcceptManeuver,
            },
            act(Action::Pass),
            act(Action::Cast),
            act(Action::Withdraw { half: false }),
            act(Action::Withdraw { half: true }),
            act(Action::Flee { safe_place: true }),
        ];
        let spell = Dice::new(1, Die::D6).ok();
        for target in setup.combatants().iter().map(Combatant::id) {
            offers.extend([
                act(Action::Attack {
                    target,
                    step: Step::default(),
                    maneuver: None,
                }),
                act(Action::Blast {
                    targets: alloc::vec![target],
                    step: Step::default(),
                }),
                act(Action::Charge { target }),
                act(Action::Approach { target }),
            ]);
            offers.extend(spell.map(|dice| {
                act(Action::SpellDamage {
                    dice,
                    targets: alloc::vec![target],
                })
            }));
        }
        offers
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
/// events differ from the replay's or whose faces run out or are not all
/// used ([`osr_check::Error::Forged`]).
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
pub type Fight = Log<FightState>;

impl Log<FightState> {
    /// What the fight waits for.
    #[must_use]
    pub fn next(&self) -> Next {
        let s = self.state();
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
        self.state().order()
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
        let state = self.state();
        if matches!(state.stage, Stage::Over(_)) {
            return Vec::new();
        }
        state
            .order()
            .into_iter()
            .filter(|id| {
                state
                    .fighters
                    .iter()
                    .any(|f| f.spec.id() == *id && f.has_turn(phase))
            })
            .collect()
    }

    /// The round being played.
    #[must_use]
    pub const fn round(&self) -> u32 {
        self.state().round
    }

    /// The phase being played.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.state().phase
    }

    /// Combatant `id`'s state.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`].
    pub fn fighter(&self, id: u32) -> Result<&Fighter, Error> {
        self.state()
            .fighters
            .iter()
            .find(|f| f.spec.id() == id)
            .ok_or(Error::UnknownCombatant { id })
    }

    /// Every combatant's state, in setup order.
    #[must_use]
    pub fn fighters(&self) -> &[Fighter] {
        &self.state().fighters
    }

    /// How it ended, once it has.
    #[must_use]
    pub const fn ending(&self) -> Option<Ending> {
        match self.state().stage {
            Stage::Over(ending) => Some(ending),
            _ => None,
        }
    }
}

impl FightState {
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

    /// After a command: the end of the fight, or the next turn.
    fn finish(&mut self, setup: &Setup, events: &mut Vec<Event>) {
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
        self.seek(setup, false, events);
    }

    /// Moves the cursor to the next combatant with a turn, from the
    /// cursor on, through phases and rounds.
    fn seek(&mut self, setup: &Setup, fresh: bool, events: &mut Vec<Event>) {
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
                if setup.rules().initiative == InitiativeRule::EachRound {
                    self.stage = Stage::Initiative;
                    return;
                }
            }
        }
    }
}

//! A fight held in the module and stepped one command at a time, without
//! replaying its log on every call: what a tracker keeps open through a
//! fight. `stepFight` reads the whole log back and replays it on each
//! call, which a fight of hundreds of commands pays for on every step.

use osr::combat::{cairn_house as ch, constitution as tc, gods_and_monsters as gm, murdham as mu};
use schemars::JsonSchema;
use serde::Deserialize;

use super::fight::{
    CombatantName, MAX_LOG_COMMANDS, MAX_LOG_FACES, Saved, StartFightRequest, names, step_of,
};
use crate::error::Kind;
use crate::operation::{read_json, write_json};
use crate::{ApiError, Dice};

/// A fight of one system, held with the names its lines use.
///
/// In JavaScript it is the class `FightTracker`: `new FightTracker(request)`
/// starts a fight from a `startFight` request, `FightTracker.resume(request)`
/// goes on with a saved fight (replayed once), and each `step` applies one
/// command and answers what it did and where the fight is now, as a
/// `stepFight` response without the log; `save()` writes the log.
///
/// # Examples
///
/// ```
/// use osr_wasm::FightTracker;
///
/// let setup = r#"{"system": "cairn_house", "setup": {"combatants": [
///     {"id": 1, "side": "party", "hp": 4, "abilities": [14, 9, 11], "dr": 1, "die": "d8"},
///     {"id": 2, "side": "foes", "hp": 3, "abilities": [8, 12, 7], "dr": 0, "die": "d6"}]},
///   "names": [{"id": 1, "name": "Ash"}, {"id": 2, "name": "the goblin"}]}"#;
/// let mut tracker = FightTracker::start(setup)?;
/// let step = tracker.step(
///     r#"{"system": "cairn_house", "command": {"command": "roll_initiative"}, "dice": {"seed": 100}}"#,
/// )?;
/// assert!(step.starts_with(r#"{"system":"cairn_house","events":["#));
/// // The log saved reads back as the same fight.
/// let again = FightTracker::resume(&format!(r#"{{"system": "cairn_house", "fight": {}}}"#, tracker.save()?))?;
/// assert_eq!(again.save()?, tracker.save()?);
/// # Ok::<(), osr_wasm::ApiError>(())
/// ```
#[derive(Debug)]
pub struct FightTracker {
    held: Held,
    names: Vec<(u32, String)>,
}

#[derive(Debug)]
enum Held {
    Constitution(tc::Fight),
    CairnHouse(ch::Fight),
    GodsAndMonsters(gm::Fight),
    Murdham(mu::Encounter),
}

impl Held {
    /// Its system's name, for players.
    const fn system(&self) -> &'static str {
        match self {
            Self::Constitution(_) => "3d6 Constitution",
            Self::CairnHouse(_) => "Cairn House Rules",
            Self::GodsAndMonsters(_) => "Gods & Monsters",
            Self::Murdham(_) => "Murdham",
        }
    }

    /// The commands and faces its log holds.
    fn size(&self) -> (usize, usize) {
        match self {
            Self::Constitution(f) => (f.commands().len(), f.faces().len()),
            Self::CairnHouse(f) => (f.commands().len(), f.faces().len()),
            Self::GodsAndMonsters(f) => (f.commands().len(), f.faces().len()),
            Self::Murdham(f) => (f.commands().len(), f.faces().len()),
        }
    }
}

/// A saved fight to go on with, and the names its lines use.
#[derive(Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum ResumeFightRequest {
    /// 3d6 Constitution.
    Constitution {
        /// The fight as a response or `save()` wrote it.
        fight: Saved<tc::FightState>,
        /// Names for the combatants, by ID, for the events' lines.
        #[serde(default)]
        names: Vec<CombatantName>,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// The fight as a response or `save()` wrote it.
        fight: Saved<ch::FightState>,
        /// Names for the combatants, by ID, for the events' lines.
        #[serde(default)]
        names: Vec<CombatantName>,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// The fight as a response or `save()` wrote it.
        fight: Saved<gm::FightState>,
        /// Names for the combatants, by ID, for the events' lines.
        #[serde(default)]
        names: Vec<CombatantName>,
    },
    /// Murdham.
    Murdham {
        /// The encounter as a response or `save()` wrote it.
        fight: Saved<mu::EncounterState>,
        /// Names for the combatants, by ID, for the events' lines.
        #[serde(default)]
        names: Vec<CombatantName>,
    },
}

/// One command for a held fight, tagged by its system as every request
/// is (and read as `stepFight` reads its command, which keeps one reader
/// of each system's commands in the module).
#[derive(Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum TrackedCommand {
    /// 3d6 Constitution.
    Constitution {
        /// What happens next.
        command: tc::Command,
        /// The dice the command rolls.
        dice: Dice,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// What happens next.
        command: ch::Command,
        /// The dice the command rolls.
        dice: Dice,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// What happens next.
        command: gm::Command,
        /// The dice the command rolls.
        dice: Dice,
    },
    /// Murdham.
    Murdham {
        /// What happens next.
        command: mu::Command,
        /// The dice the command rolls.
        dice: Dice,
    },
}

/// The names as the tracker keeps them.
fn owned(given: &[CombatantName]) -> Result<Vec<(u32, String)>, ApiError> {
    Ok(names(given)?
        .into_iter()
        .map(|(id, name)| (id, name.to_owned()))
        .collect())
}

impl FightTracker {
    /// Starts a fight from a `startFight` request (JSON).
    ///
    /// # Errors
    ///
    /// Whatever `startFight` refuses the request with.
    pub fn start(request: &str) -> Result<Self, ApiError> {
        let (held, given) = match read_json(request)? {
            StartFightRequest::Constitution { setup, names } => {
                (Held::Constitution(tc::Fight::new(setup)?), names)
            }
            StartFightRequest::CairnHouse { setup, names } => {
                (Held::CairnHouse(ch::Fight::new(setup)?), names)
            }
            StartFightRequest::GodsAndMonsters { setup, names } => {
                (Held::GodsAndMonsters(gm::Fight::new(setup)?), names)
            }
            StartFightRequest::Murdham { setup, names } => {
                (Held::Murdham(mu::Encounter::new(setup)?), names)
            }
        };
        Ok(Self {
            held,
            names: owned(&given)?,
        })
    }

    /// Goes on with a saved fight (`{system, fight, names}`, JSON), read
    /// back by replaying it once.
    ///
    /// # Errors
    ///
    /// Whatever `stepFight` refuses a saved fight with (`forged`,
    /// `log_too_long`, ...).
    pub fn resume(request: &str) -> Result<Self, ApiError> {
        let (held, given) = match read_json(request)? {
            ResumeFightRequest::Constitution { fight, names } => {
                (Held::Constitution(fight.open()?), names)
            }
            ResumeFightRequest::CairnHouse { fight, names } => {
                (Held::CairnHouse(fight.open()?), names)
            }
            ResumeFightRequest::GodsAndMonsters { fight, names } => {
                (Held::GodsAndMonsters(fight.open()?), names)
            }
            ResumeFightRequest::Murdham { fight, names } => (Held::Murdham(fight.open()?), names),
        };
        Ok(Self {
            held,
            names: owned(&given)?,
        })
    }

    /// Applies one command (`{system, command, dice}`, JSON, of the
    /// fight's system) and answers what it did and where the fight is
    /// now (a `FightStep`, JSON). A refused command changes nothing.
    ///
    /// # Errors
    ///
    /// Whatever `stepFight` refuses the command with (`out_of_turn`,
    /// `faces_exhausted`, ...), and `log_too_long` once the log holds as
    /// many commands or faces as a saved fight may.
    pub fn step(&mut self, request: &str) -> Result<String, ApiError> {
        // What is saved must read back: no more than a saved fight holds.
        let (commands, _) = self.held.size();
        ApiError::at_most(Kind::LogTooLong, commands + 1, MAX_LOG_COMMANDS, |n| {
            format!("the fight would have {n} commands")
        })?;
        let names: Vec<(u32, &str)> = self.names.iter().map(|(id, n)| (*id, n.as_str())).collect();
        // The library leaves a fight as it was when it refuses a command,
        // but supplied faces left unused are refused after the command
        // ran, and a command may take the log past its limit: then the
        // fight as it was is played again from its log, which holds it.
        macro_rules! step {
            ($fight:ident, $command:ident, $dice:ident, $variant:ident) => {{
                let (commands, faces) = ($fight.commands().len(), $fight.faces().len());
                let stepped = $dice
                    .run(|s| $fight.step($command, s).map(<[_]>::to_vec))
                    .and_then(|(events, faces)| {
                        let total = $fight.faces().len();
                        if total > MAX_LOG_FACES {
                            return Err(ApiError::new(
                                Kind::LogTooLong,
                                format_args!(
                                    "the fight would have {total} faces, above the limit of {MAX_LOG_FACES}"
                                ),
                            ));
                        }
                        Ok((events, faces))
                    });
                match stepped {
                    Ok((events, faces)) => step_of::$variant($fight, events, faces, &names),
                    Err(err) => {
                        if $fight.commands().len() != commands {
                            *$fight = osr::combat::Log::replay(
                                $fight.setup().clone(),
                                &$fight.commands()[..commands],
                                &$fight.faces()[..faces],
                            )?;
                        }
                        return Err(err);
                    }
                }
            }};
        }
        let step = match (&mut self.held, read_json(request)?) {
            (Held::Constitution(fight), TrackedCommand::Constitution { command, dice }) => {
                step!(fight, command, dice, constitution)
            }
            (Held::CairnHouse(fight), TrackedCommand::CairnHouse { command, dice }) => {
                step!(fight, command, dice, cairn_house)
            }
            (Held::GodsAndMonsters(fight), TrackedCommand::GodsAndMonsters { command, dice }) => {
                step!(fight, command, dice, gods_and_monsters)
            }
            (Held::Murdham(fight), TrackedCommand::Murdham { command, dice }) => {
                step!(fight, command, dice, murdham)
            }
            (held, _) => {
                return Err(ApiError::new(
                    Kind::InvalidRequest,
                    format_args!(
                        "the command is another system's: this tracker holds a {} fight",
                        held.system()
                    ),
                ));
            }
        };
        write_json(&step)
    }

    /// Where the fight is now, with no events (a `FightStep`, JSON).
    ///
    /// # Errors
    ///
    /// None in practice: writing the JSON.
    pub fn state(&self) -> Result<String, ApiError> {
        let names: Vec<(u32, &str)> = self.names.iter().map(|(id, n)| (*id, n.as_str())).collect();
        let step = match &self.held {
            Held::Constitution(f) => step_of::constitution(f, Vec::new(), Vec::new(), &names),
            Held::CairnHouse(f) => step_of::cairn_house(f, Vec::new(), Vec::new(), &names),
            Held::GodsAndMonsters(f) => {
                step_of::gods_and_monsters(f, Vec::new(), Vec::new(), &names)
            }
            Held::Murdham(f) => step_of::murdham(f, Vec::new(), Vec::new(), &names),
        };
        write_json(&step)
    }

    /// The fight's log, as `startFight` and `stepFight` write it in their
    /// `fight` (JSON): `stepFight` and [`resume`](Self::resume) take it.
    ///
    /// # Errors
    ///
    /// None in practice: writing the JSON.
    pub fn save(&self) -> Result<String, ApiError> {
        match &self.held {
            Held::Constitution(f) => write_json(f),
            Held::CairnHouse(f) => write_json(f),
            Held::GodsAndMonsters(f) => write_json(f),
            Held::Murdham(f) => write_json(f),
        }
    }
}

/// The JavaScript class `FightTracker`. Its declaration is written by
/// `typescript::declarations`, typed by the fight's system. A module built
/// without `stepFight` leaves it out.
#[cfg(all(
    target_arch = "wasm32",
    any(not(osr_operations), osr_operation = "stepFight"),
    not(osr_left_out = "stepFight")
))]
mod bind {
    use wasm_bindgen::prelude::*;

    use crate::js::{text, throw, value};

    /// A fight held in the module.
    #[wasm_bindgen(js_name = "FightTracker", skip_typescript)]
    #[derive(Debug)]
    #[allow(unreachable_pub)]
    pub struct Tracker(super::FightTracker);

    #[wasm_bindgen(js_class = "FightTracker")]
    #[allow(unreachable_pub)]
    impl Tracker {
        /// Starts a fight from a `startFight` request.
        #[wasm_bindgen(constructor)]
        pub fn new(request: &JsValue) -> Result<Tracker, JsValue> {
            super::FightTracker::start(&text(request)?)
                .map(Self)
                .map_err(|e| throw(&e))
        }

        /// Goes on with a saved fight: `{system, fight, names}`.
        pub fn resume(request: &JsValue) -> Result<Tracker, JsValue> {
            super::FightTracker::resume(&text(request)?)
                .map(Self)
                .map_err(|e| throw(&e))
        }

        /// Applies one command: `{system, command, dice}`.
        pub fn step(&mut self, request: &JsValue) -> Result<JsValue, JsValue> {
            value(&self.0.step(&text(request)?).map_err(|e| throw(&e))?)
        }

        /// Where the fight is now.
        pub fn state(&self) -> Result<JsValue, JsValue> {
            value(&self.0.state().map_err(|e| throw(&e))?)
        }

        /// The fight's log.
        pub fn save(&self) -> Result<JsValue, JsValue> {
            value(&self.0.save().map_err(|e| throw(&e))?)
        }
    }
}

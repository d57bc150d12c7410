//! A fight stepped one command at a time over its saved log.

use std::borrow::Cow;

use osr::combat::{
    Log, Machine, Side, cairn_house as ch, constitution as tc, gods_and_monsters as gm,
    murdham as mu,
};
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::AsRead;
use crate::error::Kind;
use crate::{ApiError, Dice};

/// The most commands a saved fight may carry: it is replayed on every
/// call. A fight of a few dozen rounds is a few hundred commands.
pub(crate) const MAX_LOG_COMMANDS: usize = 2_000;

/// The most faces a saved fight may carry.
pub(crate) const MAX_LOG_FACES: usize = 20_000;

/// A saved fight as a request carries it: the JSON the library writes,
/// read as plain data, then replayed (after its length is checked) so the
/// library's own refusal reaches the caller.
///
/// The events are kept as JSON and compared with the replay's events as
/// JSON: reading them into the library's event types would add every
/// system's event reader to the module, and a log whose events differ
/// from the replay's is refused either way.
#[derive(Deserialize)]
#[serde(
    bound = "M::Setup: DeserializeOwned, M::Command: DeserializeOwned",
    deny_unknown_fields
)]
pub(crate) struct Saved<M: Machine> {
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    version: Option<u32>,
    setup: M::Setup,
    commands: Vec<M::Command>,
    faces: Vec<u32>,
    events: serde_json::Value,
}

impl<M: Machine> std::fmt::Debug for Saved<M> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Saved")
            .field("commands", &self.commands.len())
            .field("faces", &self.faces.len())
            .finish_non_exhaustive()
    }
}

impl<M: Machine> Saved<M>
where
    M::Event: Serialize,
    ApiError: From<M::Error>,
{
    /// The fight (or expedition), replayed and checked against its events.
    pub(crate) fn open(self) -> Result<Log<M>, ApiError> {
        let version = self.version.unwrap_or(1);
        if version != M::VERSION {
            return Err(ApiError::new(
                Kind::UnsupportedVersion,
                format!(
                    "saved version {version} is not supported (this library reads version {})",
                    M::VERSION
                ),
            ));
        }
        ApiError::at_most(
            Kind::LogTooLong,
            self.commands.len(),
            MAX_LOG_COMMANDS,
            |n| format!("{} has {n} commands", the(M::TITLE)),
        )?;
        ApiError::at_most(Kind::LogTooLong, self.faces.len(), MAX_LOG_FACES, |n| {
            format!("{} has {n} faces", the(M::TITLE))
        })?;
        let fight = Log::<M>::replay(self.setup, &self.commands, &self.faces)?;
        let events =
            serde_json::to_value(fight.events()).map_err(|e| ApiError::new(Kind::Internal, e))?;
        if events != self.events {
            return Err(M::Error::from(osr::check::Error::Forged).into());
        }
        Ok(fight)
    }
}

/// A machine's title (`"a saved fight"`) with the definite article.
fn the(title: &str) -> String {
    title
        .strip_prefix("a ")
        .map_or_else(|| title.to_owned(), |rest| format!("the {rest}"))
}

impl<M: Machine> JsonSchema for Saved<M>
where
    Log<M>: JsonSchema,
{
    fn schema_name() -> Cow<'static, str> {
        Log::<M>::schema_name()
    }

    fn schema_id() -> Cow<'static, str> {
        Log::<M>::schema_id()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        Log::<M>::json_schema(generator)
    }
}

/// The most combatant names a request gives.
pub(crate) const MAX_NAMES: usize = 64;

/// The longest combatant name, in characters.
pub(crate) const MAX_NAME_CHARS: usize = 40;

/// A combatant's name, for the events' lines.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct CombatantName {
    /// The combatant's ID in the setup.
    id: u32,
    /// Its name, 1 to 40 characters (`"Ash"`, `"the ogre"`).
    name: String,
}

/// The names a request gives, checked, as the events' `named` takes them.
pub(crate) fn names(given: &[CombatantName]) -> Result<Vec<(u32, &str)>, ApiError> {
    ApiError::at_most(Kind::TooManyNames, given.len(), MAX_NAMES, |n| {
        format!("{n} combatant names were given")
    })?;
    if let Some((_, n)) = given
        .iter()
        .enumerate()
        .find(|(i, n)| given[..*i].iter().any(|m| m.id == n.id))
    {
        return Err(osr::combat::Error::DuplicateCombatant { id: n.id }.into());
    }
    given
        .iter()
        .map(|n| Ok((n.id, checked_name(&n.name)?)))
        .collect()
}

/// A combatant's name, checked: 1 to 40 characters.
pub(crate) fn checked_name(name: &str) -> Result<&str, ApiError> {
    let len = name.chars().count();
    if len == 0 || len > MAX_NAME_CHARS {
        return Err(osr::sheet::Error::BadText {
            what: "a combatant name",
            len,
            max: MAX_NAME_CHARS,
        }
        .into());
    }
    Ok(name)
}

/// The schema of an event with its line: each form of the event's object
/// (as read) with a `text` property more, which `line` describes.
pub(crate) fn with_text<E: JsonSchema>(generator: &mut SchemaGenerator, line: &str) -> Schema {
    fn add(value: &mut Value, text: &Value) {
        if let Some(forms) = value.get_mut("oneOf").and_then(Value::as_array_mut) {
            for form in forms {
                add(form, text);
            }
        } else if let Some(map) = value.as_object_mut() {
            if let Some(properties) = map.get_mut("properties").and_then(Value::as_object_mut) {
                properties.insert("text".into(), text.clone());
            }
            if let Some(required) = map.get_mut("required").and_then(Value::as_array_mut) {
                required.push("text".into());
            }
        }
    }
    let mut value = generator.subschema_for::<AsRead<E>>().to_value();
    if let Some(name) = value
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| r.rsplit('/').next())
    {
        if let Some(definition) = generator.definitions().get(name) {
            value = definition.clone();
        }
    }
    let text = serde_json::json!({"description": line, "type": "string"});
    add(&mut value, &text);
    Schema::try_from(value).unwrap_or_default()
}

macro_rules! told {
    ($($name:ident => $event:ty, $doc:literal;)*) => {$(
        #[doc = $doc]
        #[derive(Debug, Serialize)]
        pub(crate) struct $name {
            #[serde(flatten)]
            event: $event,
            text: String,
        }

        impl $name {
            /// The events with their lines, combatants by `names`.
            fn all(events: Vec<$event>, names: &[(u32, &str)]) -> Vec<Self> {
                events
                    .into_iter()
                    .map(|event| Self {
                        // The library indents a turn's steps for a log;
                        // a line to show stands alone.
                        text: event.named(names).to_string().trim_start().to_owned(),
                        event,
                    })
                    .collect()
            }
        }

        impl JsonSchema for $name {
            fn schema_name() -> Cow<'static, str> {
                stringify!($name).into()
            }

            fn json_schema(generator: &mut SchemaGenerator) -> Schema {
                with_text::<$event>(
                    generator,
                    "The event as a line for players: combatants by the names the request gives, `#id` where it gives none.",
                )
            }
        }
    )*};
}

told! {
    ConstitutionFightEvent => tc::Event, "A 3d6 Constitution fight event and its line.";
    CairnHouseFightEvent => ch::Event, "A Cairn House Rules fight event and its line.";
    GodsAndMonstersFightEvent => gm::Event, "A Gods & Monsters fight event and its line.";
    MurdhamFightEvent => mu::Event, "A Murdham encounter event and its line.";
}

/// A combatant and its state now: health, and what it has done this
/// round, as the system's fight keeps them.
#[derive(Debug, Serialize)]
pub(crate) struct Now<S> {
    /// The combatant's ID.
    id: u32,
    /// Its state.
    state: S,
}

impl<S: JsonSchema> JsonSchema for Now<S> {
    fn schema_name() -> Cow<'static, str> {
        format!("{}Now", S::schema_name()).into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        // As read, the one shape its parts (a Cairn House Rules
        // character's health) have where requests carry them.
        let state = generator.subschema_for::<AsRead<S>>();
        schemars::json_schema!({
            "description": "A combatant and its state now: health, and what it has done this round.",
            "type": "object",
            "properties": {
                "id": {"description": "The combatant's ID.", "type": "integer", "format": "uint32", "minimum": 0},
                "state": state,
            },
            "required": ["id", "state"],
        })
    }
}

/// Each combatant, by ID, with its state, in the order given.
fn now<'a, S: Clone + 'a>(states: impl Iterator<Item = (u32, &'a S)>) -> Vec<Now<S>> {
    states
        .map(|(id, state)| Now {
            id,
            state: state.clone(),
        })
        .collect()
}

/// A fight to start.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum StartFightRequest {
    /// 3d6 Constitution.
    Constitution {
        /// The combatants and how initiative ties break.
        setup: tc::Setup,
        /// Names for the combatants, by ID, for the events' lines
        /// (`#id` for a combatant not named; none when absent).
        #[serde(default)]
        names: Vec<CombatantName>,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// The combatants, their leader and the rules options.
        setup: ch::Setup,
        /// Names for the combatants, by ID, for the events' lines
        /// (`#id` for a combatant not named; none when absent).
        #[serde(default)]
        names: Vec<CombatantName>,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// The combatants.
        setup: gm::Setup,
        /// Names for the combatants, by ID, for the events' lines
        /// (`#id` for a combatant not named; none when absent).
        #[serde(default)]
        names: Vec<CombatantName>,
    },
    /// Murdham: an encounter, from awareness to the end of the fight.
    Murdham {
        /// The sides' stances and the combatants.
        setup: mu::Setup,
        /// Names for the combatants, by ID, for the events' lines
        /// (`#id` for a combatant not named; none when absent).
        #[serde(default)]
        names: Vec<CombatantName>,
    },
}

/// A command for a saved fight.
#[derive(Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum StepFightRequest {
    /// 3d6 Constitution.
    Constitution {
        /// The fight as the last response returned it.
        fight: Saved<tc::FightState>,
        /// What happens next.
        command: tc::Command,
        /// The dice the command rolls.
        dice: Dice,
        /// Names for the combatants, by ID, for the events' lines
        /// (`#id` for a combatant not named; none when absent).
        #[serde(default)]
        names: Vec<CombatantName>,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// The fight as the last response returned it.
        fight: Saved<ch::FightState>,
        /// What happens next.
        command: ch::Command,
        /// The dice the command rolls.
        dice: Dice,
        /// Names for the combatants, by ID, for the events' lines
        /// (`#id` for a combatant not named; none when absent).
        #[serde(default)]
        names: Vec<CombatantName>,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// The fight as the last response returned it.
        fight: Saved<gm::FightState>,
        /// What happens next.
        command: gm::Command,
        /// The dice the command rolls.
        dice: Dice,
        /// Names for the combatants, by ID, for the events' lines
        /// (`#id` for a combatant not named; none when absent).
        #[serde(default)]
        names: Vec<CombatantName>,
    },
    /// Murdham.
    Murdham {
        /// The encounter as the last response returned it.
        fight: Saved<mu::EncounterState>,
        /// What happens next.
        command: mu::Command,
        /// The dice the command rolls.
        dice: Dice,
        /// Names for the combatants, by ID, for the events' lines
        /// (`#id` for a combatant not named; none when absent).
        #[serde(default)]
        names: Vec<CombatantName>,
    },
}

/// A fight after a command (or at its start): the log to keep, what the
/// command did and who acts next.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum FightResponse {
    /// 3d6 Constitution.
    Constitution {
        /// The saved fight: send it back with the next command.
        #[schemars(with = "AsRead<tc::Fight>")]
        fight: tc::Fight,
        #[serde(flatten)]
        step: ConstitutionFightStep,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// The saved fight: send it back with the next command.
        #[schemars(with = "AsRead<ch::Fight>")]
        fight: ch::Fight,
        #[serde(flatten)]
        step: CairnHouseFightStep,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// The saved fight: send it back with the next command.
        #[schemars(with = "AsRead<gm::Fight>")]
        fight: gm::Fight,
        #[serde(flatten)]
        step: GodsAndMonstersFightStep,
    },
    /// Murdham.
    Murdham {
        /// The saved encounter: send it back with the next command.
        #[schemars(with = "AsRead<mu::Encounter>")]
        fight: mu::Encounter,
        #[serde(flatten)]
        step: MurdhamFightStep,
    },
}

/// What a command did to a fight and where the fight is now: a step of a
/// `FightTracker`, and a `stepFight` response without its log.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum FightStep {
    /// 3d6 Constitution.
    Constitution(ConstitutionFightStep),
    /// Cairn House Rules.
    CairnHouse(CairnHouseFightStep),
    /// Gods & Monsters.
    GodsAndMonsters(GodsAndMonstersFightStep),
    /// Murdham.
    Murdham(MurdhamFightStep),
}

macro_rules! steps {
    ($($name:ident($event:ty, $state:ty, $next:ty, $command:ty): $doc:literal, $next_doc:literal;)*) => {$(
        #[doc = $doc]
        #[derive(Debug, Serialize, JsonSchema)]
        pub(crate) struct $name {
            /// The events this command made (none at the start), each with
            /// its line.
            events: Vec<$event>,
            /// The faces this command used, in order.
            faces: Vec<u32>,
            /// Every combatant, in setup order, with its health and what it
            /// has done this round.
            combatants: Vec<Now<$state>>,
            #[doc = $next_doc]
            next: $next,
            /// Every command the fight takes now, ready to step: each kind
            /// of command the rules allow, by whom and at whom, with the
            /// fields the rules leave to the caller (a situation, a
            /// defence, a weapon's die) at a default to set before
            /// stepping. Empty once the fight is over.
            legal: Legal<$command>,
        }
    )*};
}

/// The commands a fight takes now, declared in the shape a request reads
/// them: they go back into the next step.
#[derive(Debug, Serialize)]
#[serde(transparent)]
pub(crate) struct Legal<C>(Vec<C>);

impl<C: JsonSchema> JsonSchema for Legal<C> {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        <AsRead<Vec<C>>>::schema_name()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        <AsRead<Vec<C>>>::json_schema(generator)
    }
}

steps! {
    ConstitutionFightStep(ConstitutionFightEvent, tc::Fighter, ConstitutionTurn, tc::Command):
        "A 3d6 Constitution fight's step: what the command did, and where the fight is.",
        "Where the fight is and who acts next.";
    CairnHouseFightStep(CairnHouseFightEvent, ch::Fighter, CairnHouseNext, ch::Command):
        "A Cairn House Rules fight's step: what the command did, and where the fight is.",
        "Whose move the fight waits for.";
    GodsAndMonstersFightStep(GodsAndMonstersFightEvent, gm::Status, GodsAndMonstersTurn, gm::Command):
        "A Gods & Monsters fight's step: what the command did, and where the fight is.",
        "Where the fight is and who may act.";
    MurdhamFightStep(MurdhamFightEvent, mu::Status, MurdhamTurn, mu::Command):
        "A Murdham encounter's step: what the command did, and where the encounter is.",
        "Where the encounter is and who has still to act.";
}

/// Whose move a Cairn House Rules fight waits for.
#[derive(Debug, Serialize)]
#[serde(transparent)]
pub(crate) struct CairnHouseNext(ch::Next);

impl JsonSchema for CairnHouseNext {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        <AsRead<ch::Next>>::schema_name()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        <AsRead<ch::Next>>::json_schema(generator)
    }
}

/// Where a 3d6 Constitution fight is.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ConstitutionTurn {
    /// Initiative, turns, between rounds, or over.
    #[schemars(with = "AsRead<tc::Step>")]
    step: tc::Step,
    /// The round, from 1 once initiative is rolled.
    round: u32,
    /// Who takes the next regular turn and at what count; absent before
    /// initiative, between rounds and when the round's turns are done.
    #[serde(skip_serializing_if = "Option::is_none")]
    next: Option<Count>,
    /// Everyone still to act this round, highest count first.
    order: Vec<Count>,
    /// How the fight ended, once over.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(with = "AsRead<Option<tc::Ending>>")]
    ending: Option<tc::Ending>,
}

/// A combatant and its initiative count.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct Count {
    /// The combatant's ID.
    id: u32,
    /// Its initiative score.
    count: u32,
}

impl From<(u32, u32)> for Count {
    fn from((id, count): (u32, u32)) -> Self {
        Self { id, count }
    }
}

/// Where a Gods & Monsters fight is.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct GodsAndMonstersTurn {
    /// The step of the round.
    #[schemars(with = "AsRead<gm::Phase>")]
    phase: gm::Phase,
    /// Rounds begun.
    round: u32,
    /// Who may still act in this phase.
    next: Vec<u32>,
    /// How the fight ended, once over.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(with = "AsRead<Option<gm::Ending>>")]
    ending: Option<gm::Ending>,
}

/// Where a Murdham encounter is.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct MurdhamTurn {
    /// Awareness, approach, a round, a parley, or over.
    #[schemars(with = "AsRead<mu::Step>")]
    step: mu::Step,
    /// Who has still to act this round, in order.
    waiting: Vec<u32>,
}

fn constitution(
    fight: &tc::Fight,
    events: Vec<tc::Event>,
    faces: Vec<u32>,
    names: &[(u32, &str)],
) -> ConstitutionFightStep {
    let next = ConstitutionTurn {
        step: fight.current_step(),
        round: fight.bout().round(),
        next: fight.next().map(Count::from),
        order: fight.order().into_iter().map(Count::from).collect(),
        ending: fight.ending(),
    };
    // The IDs are the setup's own, so each has its fighter.
    let combatants = now(fight
        .setup()
        .combatants()
        .iter()
        .filter_map(|c| Some((c.id, fight.fighter(c.id).ok()?))));
    ConstitutionFightStep {
        combatants,
        events: ConstitutionFightEvent::all(events, names),
        faces,
        next,
        legal: Legal(fight.legal()),
    }
}

fn cairn_house(
    fight: &ch::Fight,
    events: Vec<ch::Event>,
    faces: Vec<u32>,
    names: &[(u32, &str)],
) -> CairnHouseFightStep {
    CairnHouseFightStep {
        combatants: now(fight.fighters().iter().map(|f| (f.combatant().id(), f))),
        events: CairnHouseFightEvent::all(events, names),
        faces,
        next: CairnHouseNext(fight.next()),
        legal: Legal(fight.legal()),
    }
}

fn gods_and_monsters(
    fight: &gm::Fight,
    events: Vec<gm::Event>,
    faces: Vec<u32>,
    names: &[(u32, &str)],
) -> GodsAndMonstersFightStep {
    let next = GodsAndMonstersTurn {
        phase: fight.phase(),
        round: fight.round(),
        next: fight.next(),
        ending: fight.ending(),
    };
    // The IDs are the setup's own, so each has its status.
    let combatants = now(fight
        .setup()
        .combatants()
        .iter()
        .filter_map(|c| Some((c.id(), fight.status(c.id()).ok()?))));
    GodsAndMonstersFightStep {
        combatants,
        events: GodsAndMonstersFightEvent::all(events, names),
        faces,
        next,
        legal: Legal(fight.legal()),
    }
}

fn murdham(
    fight: &mu::Encounter,
    events: Vec<mu::Event>,
    faces: Vec<u32>,
    names: &[(u32, &str)],
) -> MurdhamFightStep {
    MurdhamFightStep {
        combatants: now(fight.statuses().iter().map(|s| (s.id, s))),
        events: MurdhamFightEvent::all(events, names),
        faces,
        next: MurdhamTurn {
            step: fight.current(),
            waiting: fight.waiting(),
        },
        legal: Legal(fight.legal()),
    }
}

/// A fight's step as a [`FightStep`] of its system.
pub(crate) mod step_of {
    use osr::combat::{
        cairn_house as ch, constitution as tc, gods_and_monsters as gm, murdham as mu,
    };

    use super::FightStep;

    /// A 3d6 Constitution fight's step.
    pub(crate) fn constitution(
        f: &tc::Fight,
        events: Vec<tc::Event>,
        faces: Vec<u32>,
        names: &[(u32, &str)],
    ) -> FightStep {
        FightStep::Constitution(super::constitution(f, events, faces, names))
    }

    /// A Cairn House Rules fight's step.
    pub(crate) fn cairn_house(
        f: &ch::Fight,
        events: Vec<ch::Event>,
        faces: Vec<u32>,
        names: &[(u32, &str)],
    ) -> FightStep {
        FightStep::CairnHouse(super::cairn_house(f, events, faces, names))
    }

    /// A Gods & Monsters fight's step.
    pub(crate) fn gods_and_monsters(
        f: &gm::Fight,
        events: Vec<gm::Event>,
        faces: Vec<u32>,
        names: &[(u32, &str)],
    ) -> FightStep {
        FightStep::GodsAndMonsters(super::gods_and_monsters(f, events, faces, names))
    }

    /// A Murdham encounter's step.
    pub(crate) fn murdham(
        f: &mu::Encounter,
        events: Vec<mu::Event>,
        faces: Vec<u32>,
        names: &[(u32, &str)],
    ) -> FightStep {
        FightStep::Murdham(super::murdham(f, events, faces, names))
    }
}

pub(super) fn start_fight(request: StartFightRequest) -> Result<FightResponse, ApiError> {
    Ok(match request {
        StartFightRequest::Constitution {
            setup,
            names: given,
        } => {
            let fight = tc::Fight::new(setup)?;
            FightResponse::Constitution {
                step: constitution(&fight, Vec::new(), Vec::new(), &names(&given)?),
                fight,
            }
        }
        StartFightRequest::CairnHouse {
            setup,
            names: given,
        } => {
            let fight = ch::Fight::new(setup)?;
            FightResponse::CairnHouse {
                step: cairn_house(&fight, Vec::new(), Vec::new(), &names(&given)?),
                fight,
            }
        }
        StartFightRequest::GodsAndMonsters {
            setup,
            names: given,
        } => {
            let fight = gm::Fight::new(setup)?;
            FightResponse::GodsAndMonsters {
                step: gods_and_monsters(&fight, Vec::new(), Vec::new(), &names(&given)?),
                fight,
            }
        }
        StartFightRequest::Murdham {
            setup,
            names: given,
        } => {
            let fight = mu::Encounter::new(setup)?;
            FightResponse::Murdham {
                step: murdham(&fight, Vec::new(), Vec::new(), &names(&given)?),
                fight,
            }
        }
    })
}

pub(super) fn step_fight(request: StepFightRequest) -> Result<FightResponse, ApiError> {
    Ok(match request {
        StepFightRequest::Constitution {
            fight,
            command,
            dice,
            names: given,
        } => {
            let names = names(&given)?;
            let mut fight = fight.open()?;
            let (events, faces) = dice.run(|s| fight.step(command, s).map(<[_]>::to_vec))?;
            FightResponse::Constitution {
                step: constitution(&fight, events, faces, &names),
                fight,
            }
        }
        StepFightRequest::CairnHouse {
            fight,
            command,
            dice,
            names: given,
        } => {
            let names = names(&given)?;
            let mut fight = fight.open()?;
            let (events, faces) = dice.run(|s| fight.step(command, s).map(<[_]>::to_vec))?;
            FightResponse::CairnHouse {
                step: cairn_house(&fight, events, faces, &names),
                fight,
            }
        }
        StepFightRequest::GodsAndMonsters {
            fight,
            command,
            dice,
            names: given,
        } => {
            let names = names(&given)?;
            let mut fight = fight.open()?;
            let (events, faces) = dice.run(|s| fight.step(command, s).map(<[_]>::to_vec))?;
            FightResponse::GodsAndMonsters {
                step: gods_and_monsters(&fight, events, faces, &names),
                fight,
            }
        }
        StepFightRequest::Murdham {
            fight,
            command,
            dice,
            names: given,
        } => {
            let names = names(&given)?;
            let mut fight = fight.open()?;
            let (events, faces) = dice.run(|s| fight.step(command, s).map(<[_]>::to_vec))?;
            FightResponse::Murdham {
                step: murdham(&fight, events, faces, &names),
                fight,
            }
        }
    })
}

/// Which side won, if any, for the simulation's counts.
pub(crate) const fn side_key(side: Option<Side>) -> usize {
    match side {
        Some(Side::Party) => 0,
        Some(Side::Foes) => 1,
        None => 2,
    }
}

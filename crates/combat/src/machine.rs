//! A fight as a state machine with its record: the one way every fight of
//! this crate is written, and the way to write a fight of one's own.
//!
//! A system says what its fight is by implementing [`Machine`] on the
//! state that changes from command to command: what its setup, commands
//! and events are, how a fight starts from its setup and how one command
//! changes the state, rolling from a face source and telling what
//! happened as events. [`Log`] does the rest, the same way for every
//! system:
//!
//! - [`Log::step`] applies a command to a copy of the state, records every
//!   face it rolls, and keeps the copy only when the command succeeds: a
//!   refused command changes nothing;
//! - the fight keeps its setup, every command, every face and every event,
//!   in order;
//! - [`Log::replay`] makes the fight again from its setup and commands,
//!   from exactly the faces given: faces running out or left over are a
//!   forged record ([`osr_check::Error::Forged`]);
//! - with the `serde` feature a fight is saved as `{"version": 1,
//!   "setup": ..., "commands": [...], "faces": [...], "events": [...]}`
//!   ([`Machine::VERSION`]) and read back only by replaying it and
//!   comparing the events, so a saved fight never holds a state the rules
//!   cannot reach; with `schema`, the saved form has a JSON Schema named by
//!   [`Machine::NAME`].
//!
//! [`constitution::Fight`](crate::constitution::Fight),
//! [`cairn_house::Fight`](crate::cairn_house::Fight),
//! [`gods_and_monsters::Fight`](crate::gods_and_monsters::Fight),
//! [`murdham::Encounter`](crate::murdham::Encounter) and
//! [`initiative::Initiative`](crate::initiative::Initiative) are each a
//! [`Log`] of their system's state, with their own questions (who acts
//! next, where the fight is) as methods of that [`Log`].

use alloc::vec::Vec;

use osr_core::{FaceSource, Recording};

#[cfg(doc)]
use crate::Error;

/// The rules of a fight as a state machine: what its setup, commands and
/// events are, how it starts and how one command changes it. Implement it
/// on the state of the fight (what changes from command to command) and
/// drive the fight as a [`Log`] of that state.
///
/// The rules roll only from the face source they are given, in the order
/// the rules roll, and say what happened only through the events they
/// push: then [`Log`] can record the fight, refuse a command without a
/// trace, and read a saved fight back by replaying it.
///
/// # Examples
///
/// Two champions trade blows of a d6 until one is down: the whole fight,
/// recorded, replayed and refused when forged.
///
/// ```
/// use osr_combat::{Error, Log, Machine, Side};
/// use osr_core::{Die, FaceSource, SuppliedFaces};
///
/// /// Each champion's hit points: the party's, then the foes'.
/// #[derive(Debug, Clone, PartialEq, Eq)]
/// struct Champions {
///     hp: [u32; 2],
/// }
///
/// #[derive(Debug, Clone, PartialEq, Eq)]
/// enum Blow {
///     Struck { by: Side, face: u32 },
///     Won { winner: Side },
/// }
///
/// impl Machine for Champions {
///     /// Their hit points at the start.
///     type Setup = [u32; 2];
///     /// Who strikes.
///     type Command = Side;
///     type Event = Blow;
///     type Error = Error;
///
///     const NAME: &'static str = "ChampionsFight";
///
///     fn start(setup: &[u32; 2], _events: &mut Vec<Blow>) -> Result<Self, Error> {
///         Ok(Self { hp: *setup })
///     }
///
///     fn apply<S: FaceSource + ?Sized>(
///         &mut self,
///         _setup: &[u32; 2],
///         by: &Side,
///         source: &mut S,
///         events: &mut Vec<Blow>,
///     ) -> Result<(), Error> {
///         let face = Die::D6.roll(source)?;
///         let target = match by {
///             Side::Party => 1,
///             Side::Foes => 0,
///         };
///         self.hp[target] = self.hp[target].saturating_sub(face);
///         events.push(Blow::Struck { by: *by, face });
///         if self.hp[target] == 0 {
///             events.push(Blow::Won { winner: *by });
///         }
///         Ok(())
///     }
///
///     fn is_over(&self) -> bool {
///         self.hp.contains(&0)
///     }
///
///     fn over() -> Error {
///         Error::FightOver
///     }
/// }
///
/// let mut fight = Log::<Champions>::new([5, 4])?;
/// fight.step(Side::Party, &mut SuppliedFaces::new(&[3]))?;
/// let events = fight.step(Side::Foes, &mut SuppliedFaces::new(&[6]))?;
/// assert_eq!(events, [Blow::Struck { by: Side::Foes, face: 6 }, Blow::Won { winner: Side::Foes }]);
/// assert!(fight.is_over());
/// assert!(matches!(fight.step(Side::Party, &mut SuppliedFaces::new(&[1])), Err(Error::FightOver)));
/// assert_eq!((fight.commands(), fight.faces()), (&[Side::Party, Side::Foes][..], &[3, 6][..]));
///
/// // Read back by replaying its commands from exactly its faces.
/// let again = Log::<Champions>::replay([5, 4], fight.commands(), fight.faces())?;
/// assert_eq!(again, fight);
/// let forged = Error::from(osr_check::Error::Forged);
/// assert_eq!(Log::<Champions>::replay([5, 4], fight.commands(), &[3]), Err(forged.clone()));
/// assert_eq!(Log::<Champions>::replay([5, 4], fight.commands(), &[3, 6, 1]), Err(forged));
/// # Ok::<(), Error>(())
/// ```
pub trait Machine: Clone {
    /// What a fight starts from: the combatants and the rules chosen.
    type Setup: Clone;
    /// What a player or the referee decides, applied by [`Log::step`].
    type Command: Clone;
    /// What happened, in the order it happened: the log a table reads.
    type Event: Clone + PartialEq;
    /// What a refused command is: [`Error`] for this crate's fights; a
    /// machine of another crate (a whole expedition) names its own.
    type Error: From<osr_core::Error> + From<osr_check::Error> + core::fmt::Display;

    /// The name of the saved fight's JSON Schema (feature `schema`):
    /// `"ConstitutionFight"`, `"MurdhamEncounter"`, ...
    const NAME: &'static str = "Fight";

    /// What a saved record of this machine is, for a person: "a saved
    /// fight", "a saved expedition".
    const TITLE: &'static str = "a saved fight";

    /// The version of the saved form's `setup`, `commands` and `events`
    /// (feature `serde`): written as `"version"`, and a saved record of
    /// another version is refused. A record saved without one is read as
    /// version 1.
    const VERSION: u32 = 1;

    /// The description of the saved fight's JSON Schema (feature
    /// `schema`).
    const DESCRIPTION: &'static str =
        "A saved fight: its setup, commands, faces and events, read back by replaying them.";

    /// The state of the fight of `setup` before its first command, pushing
    /// on `events` whatever the fight opens with (most fights open with
    /// none).
    ///
    /// # Errors
    ///
    /// Whatever the rules refuse in the setup.
    fn start(setup: &Self::Setup, events: &mut Vec<Self::Event>) -> Result<Self, Self::Error>;

    /// Applies `command` to the state, rolling what it calls for from
    /// `source` and pushing what happened on `events`. [`Log::step`] calls
    /// it on a copy of the state and keeps the copy only when it
    /// succeeds, so it may stop half-way through on an error.
    ///
    /// # Errors
    ///
    /// Whatever the rules refuse (a command out of turn, an unknown
    /// combatant), and the face source's errors.
    fn apply<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Self::Setup,
        command: &Self::Command,
        source: &mut S,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), Self::Error>;

    /// Whether the fight has ended: [`Log::step`] then refuses every
    /// command with [`Machine::over`].
    fn is_over(&self) -> bool;

    /// The commands a caller could give now, for [`Log::legal`] to try:
    /// every kind of command the rules have, for every combatant and
    /// target, each field the rules leave to the caller (a situation, a
    /// defence, how many zones) at its default. It may offer commands the
    /// rules refuse, which [`Log::legal`] drops; what it leaves out is
    /// never offered. The default offers nothing.
    fn offers(&self, setup: &Self::Setup) -> Vec<Self::Command> {
        let _ = setup;
        Vec::new()
    }

    /// The error for a command after the end ([`Error::FightOver`] for a
    /// fight).
    fn over() -> Self::Error;
}

/// A fight of the rules `M` with its record: the setup, the state now,
/// every command applied, every face rolled and every event, in order.
///
/// Drive it with [`Log::step`]; read it back with [`Log::replay`] or, with
/// the `serde` feature, from its saved form `{"version": 1, "setup": ...,
/// "commands": [...], "faces": [...], "events": [...]}`, which
/// deserializes by replaying the commands from exactly the faces and
/// refuses a document of another version, whose replay fails, whose faces
/// run out or are left over, or whose events are not the replay's
/// ([`osr_check::Error::Forged`]). [`Machine`] has a whole fight as an
/// example.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::{Error, Side};
/// use osr_combat::gods_and_monsters::{Combatant, Command, Fight, Order, Setup};
/// use osr_health::gods_and_monsters::Vitals;
///
/// let hero = Combatant::new(1, Side::Party, Vitals::new(6, 0)?).with_attack(1, 0)?;
/// let orc = Combatant::new(2, Side::Foes, Vitals::new(5, 0)?);
/// let setup = Setup::new(vec![hero, orc])?;
/// let mut fight = Fight::new(setup.clone())?;
/// let mut dice = SuppliedFaces::new(&[4, 3]);
/// for command in [Command::BeginRound, Command::EndPhase, Command::EndPhase] {
///     fight.step(command, &mut dice)?;
/// }
/// // A refused command changes nothing: the orc may not act in the players' phase.
/// let before = fight.clone();
/// assert!(fight.step(Command::Attack(Order::new(2, 1)), &mut dice).is_err());
/// assert_eq!(fight, before);
/// fight.step(Command::Attack(Order::new(1, 2)), &mut dice)?; // d20 4, d3 3
/// assert_eq!(fight.faces(), [4, 3]);
/// assert_eq!(Fight::replay(setup.clone(), fight.commands(), fight.faces())?, fight);
/// let forged = Error::from(osr_check::Error::Forged);
/// assert_eq!(Fight::replay(setup, fight.commands(), &[4]), Err(forged));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Log<M: Machine> {
    setup: M::Setup,
    state: M,
    commands: Vec<M::Command>,
    faces: Vec<u32>,
    events: Vec<M::Event>,
}

impl<M: Machine> Log<M> {
    /// The fight of `setup`, before its first command.
    ///
    /// # Errors
    ///
    /// [`Machine::start`]'s.
    pub fn new(setup: M::Setup) -> Result<Self, M::Error> {
        let mut events = Vec::new();
        let state = M::start(&setup, &mut events)?;
        Ok(Self {
            setup,
            state,
            commands: Vec::new(),
            faces: Vec::new(),
            events,
        })
    }

    /// Applies `command`, rolling what it calls for from `source`, and
    /// returns the events it made. On an error nothing changes: not the
    /// state, nor the commands, faces and events kept.
    ///
    /// # Errors
    ///
    /// [`Machine::over`] ([`Error::FightOver`] for a fight) once it has
    /// ended; otherwise the errors of the rules ([`Machine::apply`]),
    /// among them the face source's.
    pub fn step<S: FaceSource + ?Sized>(
        &mut self,
        command: M::Command,
        source: &mut S,
    ) -> Result<&[M::Event], M::Error> {
        if self.state.is_over() {
            return Err(M::over());
        }
        let mut next = self.state.clone();
        let mut faces = Vec::new();
        let mut events = Vec::new();
        {
            let mut recording = Recording::new(source, |_, face| faces.push(face));
            // Through `dyn`: one copy of each machine's rules serves every
            // face source (and `accepts`), where each source type would
            // make its own.
            let faces: &mut dyn FaceSource = &mut recording;
            next.apply(&self.setup, &command, faces, &mut events)?;
        }
        self.state = next;
        self.commands.push(command);
        self.faces.extend(faces);
        let start = self.events.len();
        self.events.extend(events);
        Ok(&self.events[start..])
    }

    /// Whether the fight takes `command` now. It is applied to a copy of
    /// the state with no faces to roll: it is taken when it succeeds, or
    /// when it is refused only because its first die found no face, every
    /// check the rules make before rolling passed. Nothing changes.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// use osr_combat::gods_and_monsters::{Combatant, Command, Fight, Order, Setup};
    /// use osr_health::gods_and_monsters::Vitals;
    ///
    /// let hero = Combatant::new(1, Side::Party, Vitals::new(6, 0)?);
    /// let orc = Combatant::new(2, Side::Foes, Vitals::new(5, 0)?);
    /// let fight = Fight::new(Setup::new(vec![hero, orc])?)?;
    /// // A round begins before anyone attacks.
    /// assert!(fight.accepts(&Command::BeginRound));
    /// assert!(!fight.accepts(&Command::Attack(Order::new(1, 2))));
    /// assert_eq!(fight.legal(), [Command::BeginRound]);
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    #[must_use]
    pub fn accepts(&self, command: &M::Command) -> bool {
        if self.state.is_over() {
            return false;
        }
        let mut probe = self.state.clone();
        let mut source = osr_check::Replaying::new(&[]);
        let mut events = Vec::new();
        let faces: &mut dyn FaceSource = &mut source;
        match probe.apply(&self.setup, command, faces, &mut events) {
            Ok(()) => true,
            Err(_) => source.ran_out(),
        }
    }

    /// The commands the fight takes now ([`Log::accepts`]) among those its
    /// rules offer ([`Machine::offers`]), in the order offered: the
    /// choices a tracker shows. Each field the rules leave to the caller is
    /// at its default, for the caller to set before stepping. Empty once
    /// the fight is over.
    #[must_use]
    pub fn legal(&self) -> Vec<M::Command> {
        if self.state.is_over() {
            return Vec::new();
        }
        let mut offers = self.state.offers(&self.setup);
        offers.retain(|command| self.accepts(command));
        offers
    }

    /// The fight of `setup` after `commands`, rolled from exactly `faces`.
    ///
    /// # Errors
    ///
    /// [`osr_check::Error::Forged`] (as `M::Error`) when the faces run out
    /// or some are left over; any other error a command gives, as it gives
    /// it.
    pub fn replay(
        setup: M::Setup,
        commands: &[M::Command],
        faces: &[u32],
    ) -> Result<Self, M::Error> {
        let mut source = osr_check::Replaying::new(faces);
        let replayed = Self::new(setup).and_then(|mut log| {
            for command in commands {
                log.step(command.clone(), &mut source)?;
            }
            Ok(log)
        });
        match replayed {
            // A die that asked for a face after the last: whatever error
            // the rules wrapped that in, the record is short of faces.
            Err(_) if source.ran_out() => Err(osr_check::Error::Forged.into()),
            Ok(_) if !source.is_exhausted() => Err(osr_check::Error::Forged.into()),
            other => other,
        }
    }

    /// The setup.
    #[must_use]
    pub const fn setup(&self) -> &M::Setup {
        &self.setup
    }

    /// The state now.
    #[must_use]
    pub const fn state(&self) -> &M {
        &self.state
    }

    /// Whether the fight has ended.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// Every command applied, in order.
    #[must_use]
    pub fn commands(&self) -> &[M::Command] {
        &self.commands
    }

    /// Every face rolled, in order.
    #[must_use]
    pub fn faces(&self) -> &[u32] {
        &self.faces
    }

    /// Every event, in order: the whole log so far.
    #[must_use]
    pub fn events(&self) -> &[M::Event] {
        &self.events
    }
}

#[cfg(feature = "serde")]
mod saved {
    use alloc::vec::Vec;

    use alloc::string::String;

    use super::{Log, Machine};

    /// A fight as saved, borrowed from the fight to write it.
    #[derive(serde::Serialize)]
    #[serde(bound = "M::Setup: serde::Serialize, M::Command: serde::Serialize, \
                     M::Event: serde::Serialize")]
    struct Written<'a, M: Machine> {
        version: u32,
        setup: &'a M::Setup,
        commands: &'a [M::Command],
        faces: &'a [u32],
        events: &'a [M::Event],
    }

    /// A fight as read, before it is replayed.
    #[derive(serde::Deserialize)]
    #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
    #[serde(
        deny_unknown_fields,
        bound = "M::Setup: serde::Deserialize<'de>, M::Command: serde::Deserialize<'de>, \
                 M::Event: serde::Deserialize<'de>"
    )]
    #[cfg_attr(
        feature = "schema",
        schemars(
            bound = "M::Setup: schemars::JsonSchema, M::Command: schemars::JsonSchema, \
                          M::Event: schemars::JsonSchema"
        )
    )]
    struct Saved<M: Machine> {
        /// The version of the saved form; absent means 1 (`null` is
        /// refused).
        #[serde(default, deserialize_with = "osr_core::strict::present")]
        #[cfg_attr(feature = "schema", schemars(with = "u32", extend("default" = 1)))]
        version: Option<u32>,
        /// The combatants and the rules the fight was set up with.
        setup: M::Setup,
        /// Every command applied, in order.
        commands: Vec<M::Command>,
        /// Every face rolled, in order.
        faces: Vec<u32>,
        /// Every event the commands made, in order.
        events: Vec<M::Event>,
    }

    impl<M: Machine> Saved<M> {
        /// The fight replayed, when the replay gives exactly the events
        /// saved.
        fn open(self) -> Result<Log<M>, String> {
            let version = self.version.unwrap_or(1);
            if version != M::VERSION {
                return Err(alloc::format!(
                    "saved version {version} is not supported (this crate reads version {})",
                    M::VERSION
                ));
            }
            let fight = Log::replay(self.setup, &self.commands, &self.faces)
                .map_err(|err| alloc::string::ToString::to_string(&err))?;
            if fight.events != self.events {
                return Err(alloc::string::ToString::to_string(
                    &osr_check::Error::Forged,
                ));
            }
            Ok(fight)
        }
    }

    impl<M: Machine> serde::Serialize for Log<M>
    where
        M::Setup: serde::Serialize,
        M::Command: serde::Serialize,
        M::Event: serde::Serialize,
    {
        fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            Written::<M> {
                version: M::VERSION,
                setup: &self.setup,
                commands: &self.commands,
                faces: &self.faces,
                events: &self.events,
            }
            .serialize(serializer)
        }
    }

    impl<'de, M: Machine> serde::Deserialize<'de> for Log<M>
    where
        M::Setup: serde::Deserialize<'de>,
        M::Command: serde::Deserialize<'de>,
        M::Event: serde::Deserialize<'de>,
    {
        fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            // Read strictly: every value in the record only in the shape
            // osr writes it.
            osr_core::strict::deserialize::<Saved<M>, _>(deserializer)?
                .open()
                .map_err(serde::de::Error::custom)
        }
    }

    /// Saved records run long (an expedition keeps every face it rolled),
    /// so any is read up to 16 MiB: the seeds' whole expeditions write 16
    /// to 52 kB.
    impl<M: Machine> osr_core::strict::Document for Log<M>
    where
        M::Setup: serde::de::DeserializeOwned,
        M::Command: serde::de::DeserializeOwned,
        M::Event: serde::de::DeserializeOwned,
    {
        const TITLE: &'static str = M::TITLE;
        const MAX_BYTES: usize = 16 << 20;
    }

    #[cfg(feature = "schema")]
    impl<M: Machine> schemars::JsonSchema for Log<M>
    where
        M::Setup: schemars::JsonSchema,
        M::Command: schemars::JsonSchema,
        M::Event: schemars::JsonSchema,
    {
        fn schema_name() -> alloc::borrow::Cow<'static, str> {
            M::NAME.into()
        }

        fn schema_id() -> alloc::borrow::Cow<'static, str> {
            alloc::format!("osr_combat::Log<{}>", core::any::type_name::<M>()).into()
        }

        fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
            let mut schema = Saved::<M>::json_schema(generator);
            schema.insert("description".into(), M::DESCRIPTION.into());
            schema
        }
    }
}

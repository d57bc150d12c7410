//! Fights: each system's fight as a log that is stepped one command at a
//! time (the caller keeps the log between calls), and in [`whole`] (a
//! module of its own in the package) whole-fight simulation and the exact
//! odds of a Cairn House Rules duel.

mod duel;
mod fight;
pub(crate) mod house;
pub(crate) mod initiative;
mod simulate;
mod tracker;
pub(crate) mod whole;

pub(crate) use self::fight::FightStep;
use self::fight::{FightResponse, StartFightRequest, StepFightRequest, start_fight, step_fight};
pub(crate) use self::fight::{Saved, with_text};
pub use self::tracker::FightTracker;
pub(crate) use self::tracker::{ResumeFightRequest, TrackedCommand};
use crate::operation::declare_operations;

declare_operations! {
    /// Starts a fight of one system from its setup (the combatants, each
    /// with an ID and a side, and the system's options) and returns the
    /// fight's log, as the Rust library saves it, with who acts next.
    /// Keep the log: `stepFight` takes it back with the next command.
    "startFight" => start_fight(StartFightRequest: "StartFightRequest") -> FightResponse: "FightResponse";
    /// Applies one command to a saved fight, rolling what it needs from
    /// `dice`, and returns the new log, the events the command made, the
    /// faces it used and who acts next. The log is read back by replaying
    /// it, so a log edited by hand (`forged`) or a command the rules do
    /// not allow now (`out_of_turn`) is refused, and nothing changes.
    "stepFight" => step_fight(StepFightRequest: "StepFightRequest") -> FightResponse: "FightResponse";
}

/// The schema of `T` as serde reads it, for a response field: the fight
/// logs, commands and events of a response go back into the next request,
/// so the declarations give them one shape, the one requests are read
/// in. Where the two differ, the read shape only marks optional the fields
/// that serde fills in by default when reading (and always writes).
pub(crate) struct AsRead<T: ?Sized>(core::marker::PhantomData<T>);

impl<T: ?Sized + schemars::JsonSchema> schemars::JsonSchema for AsRead<T> {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> std::borrow::Cow<'static, str> {
        T::schema_name()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        if generator.contract().is_deserialize() {
            return generator.subschema_for::<T>();
        }
        let mut reads = generator
            .settings()
            .clone()
            .for_deserialize()
            .into_generator();
        let schema = reads.subschema_for::<T>();
        let definitions = generator.definitions_mut();
        for (name, definition) in reads.take_definitions(false) {
            definitions.insert(name, definition);
        }
        schema
    }
}

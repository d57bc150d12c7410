//! osr-combat: initiative, phase order, attacks, morale and whole fights of
//! five old-school rule systems.
//!
//! This crate holds what happens in a fight: who acts when and at what
//! count, whether an attack lands and for how much, when a side breaks and
//! runs, and the fight as a whole, as a state machine driven by events that
//! serializes and replays from its log and faces. Damage lands through
//! osr-health. Each system's rules live in a module of their own and take
//! plain inputs (numbers and small structs of this crate), so a virtual
//! tabletop with its own combatants can drive them without adopting osr's
//! character sheets.
//!
//! | module | system |
//! |---|---|
//! | [`constitution`] | 3d6 Constitution: initiative bouts ([`Bout`](constitution::Bout)), superior initiative, reactions, attacks against AC, morale data, the fight as a replayable state machine ([`Fight`](constitution::Fight)) and [`simulate`](constitution::simulate) |
//! | [`cairn_house`] | Cairn House Rules: DEX-save initiative and the five phases, attacks that always hit less DR (through osr-health), charge, blast, maneuvers, withdrawal, morale, fleeing and pursuit; the fight as data ([`cairn_house::Fight`]) and [`cairn_house::simulate`]; one-on-one melee with exact odds of each ending ([`cairn_house::Duel`]) |
//! | [`gods_and_monsters`] | Gods & Monsters: the round's order, [`Attack`](gods_and_monsters::Attack) against defense with every modifier as data, surprise, the maneuvers, the [`Fight`](gods_and_monsters::Fight) and [`simulate`](gods_and_monsters::simulate); special attacks ([`gods_and_monsters::special`]) and mass combat and morale ([`gods_and_monsters::mass`]) |
//! | [`murdham`] | Murdham: the encounter as a state machine ([`murdham::Encounter`]: awareness, approach, rounds of declared actions whose damage lands through osr-health), awareness odds ([`murdham::Awareness`]), social actions, impairing situations, traps, speed |
//! | [`block_dodge_parry`] | Block, Dodge, Parry: where a blow's damage goes ([`block_dodge_parry::Harm`]: hit protection first when defensible, else an ability, then the Critical Damage Save, through osr-health's `Body`) and the Fatigue of blocks, dodges and spells ([`block_dodge_parry::exert`]) |
//! | [`initiative`] | the initiative house rules a referee may choose instead of a system's own: side or individual d6, kept or rolled each round, declarations first ([`initiative::Initiative`], a state machine that says who acts next and at what count; [`initiative::side_odds`]) |
//!
//! Errors of every kind are one type, [`Error`].
//!
//! # Reading a fight
//!
//! Every system's fight (and [`murdham::Encounter`] and
//! [`initiative::Initiative`]) has the same shape, because each is one
//! generic type: a [`Log`] of its system's state, whose rules are the
//! state's [`Machine`] implementation. It is built from a setup of
//! combatants with IDs the caller chooses, each on a [`Side`]; driven by
//! `step(command, &mut faces)`, which returns the events the command made
//! (a refused command changes nothing); asked who acts next; and saved as
//! its setup, commands, faces and events, read back only by replaying
//! them from exactly those faces, so a saved fight never holds a state the
//! rules cannot reach. A fight of one's own (a house rule, another game's
//! procedure) is written the same way: implement [`Machine`] on its state
//! and drive it as a [`Log`].
//!
//! ```
//! use osr_combat::Side;
//! use osr_combat::cairn_house::{Duel, DuelResult, Duelist, Finish};
//! use osr_core::StepDie;
//!
//! // Two fighters with a d8, HP 5 and 4: the exact chance of each ending.
//! let duel = Duel::new(
//!     Duelist::new(5, 12, 1, StepDie::D8)?,
//!     Duelist::new(4, 11, 0, StepDie::D8)?,
//! );
//! let odds = duel.odds();
//! let party = DuelResult::Won { winner: Side::Party, by: Finish::CriticalDamage };
//! assert!(odds.probability(&party).is_some());
//! # Ok::<(), osr_combat::Error>(())
//! ```
//!
//! # What this crate does not do
//!
//! - Murdham's and Block, Dodge, Parry's attack rolls, blocks and dodges:
//!   they are in those games' combat rules, which osr does not follow, so
//!   an attack lands when the caller says so and neither system has fight
//!   simulation or fight odds.
//! - Exact odds of whole fights in 3d6 Constitution (open-ended attack
//!   rolls, carried-over initiative: the states are unbounded) and Gods &
//!   Monsters (too many states for a budget); each attack's odds are exact.
//! - Distances and maps: reach and zones are inputs or checks, not a board.
//!
//! # Crate features
//!
//! - `std` (default): nothing beyond what `core` offers yet.
//! - `serde`: Serialize and Deserialize for inputs, state, events and
//!   outcomes; deserializing validates like the constructors.
//! - `schema`: schemars' `JsonSchema` for the validated integer inputs (an
//!   integer with its minimum and maximum); implies `serde`.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![doc(test(attr(deny(warnings))))]

extern crate alloc;
#[cfg(any(test, feature = "std"))]
extern crate std;

mod error;
mod machine;
mod morale;
mod named;
mod side;

pub mod block_dodge_parry;
pub mod cairn_house;
pub mod constitution;
pub mod gods_and_monsters;
pub mod initiative;
pub mod murdham;

pub use self::error::Error;
pub use self::machine::{Log, Machine};
pub use self::morale::{MAX_MORALE_GROUP, Morale};
pub use self::side::Side;

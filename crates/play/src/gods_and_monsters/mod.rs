//! Gods & Monsters: a whole expedition by its rules.
//!
//! A party of adventurers ([`Setup::members`]) buys its gear in town,
//! walks the referee's route to the site a day a stretch, explores the
//! site room by room at exploring speed by torchlight, meets the foes of
//! the lairs and the wanderers the referee's tables send, fights or
//! parleys, searches for the hoard and carries it home, where it is
//! shared and partly given away, the experience is shared and the levels
//! rolled. [`State`] is the expedition between commands and
//! [`Expedition`] its record.
//!
//! The library applies every consequence the rules give:
//!
//! - **the clock** counts rounds (rule GM-travel.time) from the start,
//!   with its timers: the torch burns 3 hours and the next is lit from a
//!   member's pack, and with none left the party is in total darkness at a
//!   quarter of its Movement (rules GM-travel.light-sources,
//!   GM-travel.darkness); after exploring for its time base the party
//!   rests 10 minutes (rule GM-travel.rest); the referee's wandering
//!   encounter check comes every few hours on the road and every few
//!   minutes in the site, awake or asleep; a dying member's death timer
//!   runs (rule GM-health.death-timer);
//! - **encounters and the hoard** are rolled from the referee's tables:
//!   the check's die, the encounter table, each non-player monster's
//!   survival dice (rule GM-health.npc), the hoard's dice;
//! - **surprise**: wanderers catch the party unaware (asleep at camp, -6),
//!   the party catches the foes of a lair unaware; whoever fails the
//!   perception roll loses the first round (rule GM-combat.surprise);
//! - **the sheets**: every fighter of the party fights from its sheet
//!   (a full helmet's -1 on attacks and perception included,
//!   GM-eq.armor.helmet), the fight is written back, the unconscious come
//!   to after their injuries in minutes, the doomed die, the dying are
//!   tended by rest and may not walk on; a night's rest rolls health and
//!   waking brings verve back (rules GM-health.rest,
//!   GM-health.verve.restore); an encounter without a fight brings verve
//!   back once per group;
//! - **home**: the hoard comes home, the donation earns loot XP (rule
//!   GM-adv.xp.loot), the Guide's conflict and encounter XP and the loot
//!   XP are shared by the living (rule GM-adv.xp-sources), each level
//!   reached is rolled, and the hurt rest until healed.
//!
//! # Readings
//!
//! - The rules leave encounters, treasure and the foes to the Guide: they
//!   are the setup's, rolled as it says.
//! - Coins have no bulk in these rules and the Carry penalty is not in
//!   them, so the hoard carried weighs nothing.
//! - A party that loses a fight is left by the foes and turns for home.
//! - A walking day is 16 hours; a night's camp 8 (rule GM-health.rest).
//!
//! # Examples
//!
//! See [`Expedition`].

mod clock;
mod command;
mod event;
mod fight;
mod procedures;
pub mod sample;
mod setup;
mod state;

pub use self::command::{Command, Tactic};
pub use self::event::{DamageRoll, Event};
pub use self::fight::MAX_ROUNDS;
pub use self::setup::{
    Body, Encounters, Foes, Hoard, MAX_ENTRIES, MAX_MEMBERS, Member, Monster, Room, Setup, Stretch,
};
pub use self::state::{Condition, Location, Meeting, MemberState, State};

/// A whole Gods & Monsters expedition with its record: the setup, the
/// state now, every command, every face rolled and every event.
///
/// # Examples
///
/// A dwarf walks the first day to the Greyfell caves, camps, and the
/// record replays from its faces.
///
/// ```
/// use osr_core::rand_core::SeedableRng;
/// use osr_play::Name;
/// use osr_play::gods_and_monsters::{Command, Expedition, Location, Member, Setup, Tactic};
/// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Referee, Sheet, Species};
///
/// let sheet = Sheet::new(Archetype::Warrior, Species::dwarf(),
///     Abilities::new(10, 10, 10, 10, 10, 12)?, Referee::default())?;
/// let members = vec![Member { name: Name::new("Brann")?, sheet }];
/// let mut expedition = Expedition::new(Setup::greyfell(members)?)?;
/// let mut dice = rand_pcg::Pcg64Mcg::seed_from_u64(7);
/// for event in expedition.step(Command::Travel, &mut dice)? {
///     println!("{event}"); // "out along the old road at Movement 8: 16 miles", ...
/// }
/// assert_eq!(expedition.state().location(), Location::Road { walked: 1, homeward: false });
/// // At nightfall the party camps (or first deals with what came on it).
/// let next = if expedition.state().meeting().is_some() {
///     Command::Fight { tactic: Tactic::Focus }
/// } else {
///     Command::Camp
/// };
/// assert!(expedition.state().allows(expedition.setup(), &next));
/// assert!(!expedition.state().allows(expedition.setup(), &Command::Search));
/// expedition.step(next, &mut dice)?;
/// let again = Expedition::replay(expedition.setup().clone(), expedition.commands(), expedition.faces())?;
/// assert_eq!(again, expedition);
/// # #[cfg(feature = "schema")]
/// # {
/// let schema = schemars::schema_for!(Expedition);
/// assert_eq!(schema.get("title").and_then(|t| t.as_str()), Some("GodsAndMonstersExpedition"));
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type Expedition = osr_combat::Log<State>;

//! The table's Cairn House Rules expedition: four characters rolled by the
//! rules (HP d6, STR, DEX, WIL 3d6, coins 3d6 x 10) buy weapons and armour
//! and hire a porter (rolled as a hireling, 10 coins a day) to carry four
//! supply units: three of food, one of delve supplies. They walk summer
//! watches to a crypt, camp every night on what the porter carries, meet
//! what the tables send (a reaction roll first), burst the crypt's door and
//! search the room beyond, carry the treasure home, sell it and pay the
//! porter. Cairn House Rules has no experience or levels.
//!
//! The monsters, the crypt and the treasure are the referee's, from
//! [`Site::example`]; the party's choices are the simple ones a table
//! makes, written in [`choose`].
//!
//! # Examples
//!
//! ```
//! use osr_play::cairn_house::sample;
//! use rand_core::SeedableRng as _;
//!
//! let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(7);
//! let played = sample::play(&mut rng)?;
//! assert!(played.expedition.is_over());
//! assert!(played.expedition.state().summary().is_some());
//! let text = played.chronicle.to_string();
//! assert!(text.starts_with("-- the party, rolled by the rules\n"));
//! # Ok::<(), osr_play::Error>(())
//! ```

use alloc::format;
use alloc::vec::Vec;

use osr_check::cairn_house::Ability;
use osr_combat::cairn_house::Policy;
use osr_core::FaceSource;
use osr_equipment::cairn_house::{BodyArmour, Shield, Weapon};
use osr_sheet::cairn_house::{Creation, Hireling, Item};
use osr_travel::cairn_house::DungeonAction;

use super::{Command, Event, Expedition, Member, Place, Role, Setup, Site, State};
use crate::{Chronicle, Error, Name, Played, Stage};

/// The party, in marching order.
pub const NAMES: [&str; 4] = ["Ash", "Briar", "Cole", "Dell"];

/// What each adventurer buys, in order, while the coins last.
const SHOPPING: [&[Item]; 4] = [
    &[
        Item::Weapon(Weapon::Hand),
        Item::Armour(BodyArmour::Light),
        Item::Shield(Shield::Shield),
    ],
    &[Item::Weapon(Weapon::Bow), Item::Armour(BodyArmour::Light)],
    &[
        Item::Weapon(Weapon::Polearm),
        Item::Armour(BodyArmour::Light),
    ],
    &[
        Item::Weapon(Weapon::Hand),
        Item::Shield(Shield::Shield),
        Item::Armour(BodyArmour::Light),
    ],
];

/// Supply units the porter carries: food for three weeks of person-days
/// and a delve's worth of torches and spikes (the most a load holds).
const SUPPLIES: u32 = 4;

/// Turns the party spends in the crypt at most.
const TURNS: u64 = 12;

/// Plays the table's expedition from `source`, to its end.
///
/// # Errors
///
/// Whatever the rules refuse on the way, which for this party and site is
/// only a face source that runs dry ([`osr_core::Error`]).
pub fn play<S: FaceSource + ?Sized>(source: &mut S) -> Result<Played<Expedition>, Error> {
    let (setup, mut c) = setup(source)?;
    let mut expedition = Expedition::new(setup)?;
    c.stage(Stage::Market, "the market");
    for (member, items) in SHOPPING.iter().enumerate() {
        let command = Command::Buy {
            member,
            items: items.to_vec(),
        };
        for event in expedition.step(command, source)? {
            c.say(event);
        }
    }
    while let Some(command) = choose(expedition.state()) {
        for event in expedition.step(command, source)? {
            heading(&mut c, event);
            c.say(event);
        }
    }
    sheets(&mut c, expedition.state());
    Ok(Played {
        chronicle: c,
        expedition,
    })
}

/// The table's setup, before the market: the party (as [`play`] makes it,
/// rolled by the rules, with its porter) and the referee's site, with the
/// chronicle's lines so far. [`play`] starts from it; a caller who steps the
/// expedition command by command starts from it too.
///
/// # Examples
///
/// ```
/// use osr_play::cairn_house::{Expedition, sample};
/// use rand_core::SeedableRng as _;
///
/// let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(7);
/// let (setup, chronicle) = sample::setup(&mut rng)?;
/// let expedition = Expedition::new(setup)?;
/// assert!(!expedition.state().allowed().is_empty());
/// assert!(!chronicle.to_string().is_empty());
/// # Ok::<(), osr_play::Error>(())
/// ```
///
/// # Errors
///
/// A face source that runs dry ([`osr_core::Error`]).
pub fn setup<S: FaceSource + ?Sized>(source: &mut S) -> Result<(Setup, Chronicle), Error> {
    let mut c = Chronicle::default();
    c.stage(Stage::Creation, "the party, rolled by the rules");
    let mut party = Vec::new();
    for name in NAMES {
        let created = Creation::roll(source)?;
        for event in created.events() {
            c.of(name, event);
        }
        party.push(Member::new(
            Name::new(name)?,
            created.into_sheet(),
            Role::Adventurer,
        ));
    }
    let hired = Hireling::roll(source)?;
    for event in hired.events() {
        c.of("Porter", event);
    }
    let porter = hired.into_sheet().with_units(SUPPLIES, 0)?;
    party.push(Member::new(Name::new("Porter")?, porter, Role::Porter));
    c.say(format_args!(
        "Porter: carries {SUPPLIES} supply units (1 of delve supplies): encumbered, at 0 HP and half speed; does not fight"
    ));
    Ok((Setup::new(party, Site::example()?)?, c))
}

/// A heading when the party moves on.
fn heading(c: &mut Chronicle, event: &Event) {
    match event {
        Event::SetOut { home: false, .. } => c.stage(Stage::Road, "the road to the crypt"),
        Event::SetOut { home: true, .. } => c.stage(Stage::Road, "the road home"),
        Event::Arrived { .. } => c.stage(Stage::Site, "the crypt, turn by turn"),
        Event::Home | Event::Routed => c.stage(Stage::Home, "home"),
        _ => {}
    }
}

/// What the party does next, or `None` once the expedition is over: the
/// table's simple policy. On the road it camps when camp is due, rests
/// when a rest is owed or night comes, and turns back when fewer than two
/// can fight; in the crypt it rests when owed, bursts the door, takes a
/// short rest while anyone it would heal is hurt, searches until the
/// treasure is found and leaves after 12 turns at most; every fight is
/// fought at the first foe standing.
#[must_use]
pub fn choose(state: &State) -> Option<Command> {
    let standing = state.party().iter().filter(|m| m.can_fight()).count();
    Some(match state.place() {
        Place::Market => Command::Depart,
        Place::Road { .. } if state.camp_due() => Command::Camp,
        Place::Road { .. } if state.rest_owed() => Command::Rest,
        Place::Road { .. } if state.night_next() => Command::Rest,
        Place::Road { home: false } if standing < 2 => Command::TurnBack,
        Place::Road { .. } => Command::Travel,
        Place::Site => {
            let action = if state.rest_owed() {
                DungeonAction::Rest
            } else if state.turns().unwrap_or(0) >= TURNS {
                return Some(Command::Leave);
            } else if !state.door_open() {
                DungeonAction::OpenDoor
            } else if state.party().iter().any(heals) {
                DungeonAction::ShortRest
            } else if !state.found() {
                DungeonAction::Search
            } else {
                return Some(Command::Leave);
            };
            Command::Explore { action }
        }
        Place::Meeting => Command::Meet,
        Place::Fight => Command::Fight {
            policy: Policy::FirstStanding,
        },
        Place::Town => Command::Settle,
        Place::Over { .. } => return None,
    })
}

/// A member a short rest would heal.
fn heals(member: &Member) -> bool {
    let h = member.sheet().health();
    member.is_alive() && !h.is_encumbered() && !h.is_unfed() && h.hp() < h.max_hp()
}

/// The expedition in figures, and the final sheets.
fn sheets(c: &mut Chronicle, state: &State) {
    if let Some(summary) = state.summary() {
        c.say(format_args!(
            "{} {} fought, {} dead, {} coins of treasure home; Cairn House Rules has no experience or levels",
            summary.rounds,
            if summary.rounds == 1 { "round" } else { "rounds" },
            summary.deaths,
            summary.treasure_home
        ));
    }
    c.stage(Stage::Sheets, "the sheets");
    for m in state.party() {
        let (s, h) = (m.sheet(), m.sheet().health());
        let score = |a| format!("{}/{}", h.score(a).current(), h.score(a).max());
        c.say(format_args!(
            "{}: HP {}/{}, STR {}, DEX {}, WIL {}, fatigue {}, DR {}, {} coins{}",
            m.name(),
            h.hp(),
            h.max_hp(),
            score(Ability::Str),
            score(Ability::Dex),
            score(Ability::Wil),
            h.fatigue(),
            s.dr(),
            s.coins(),
            if h.is_dead() { ", dead" } else { "" }
        ));
    }
}

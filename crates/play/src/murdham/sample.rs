//! The table's Murdham expedition. Murdham's adventuring rules use a
//! character without saying how one is made, so there is no rolled
//! creation: the party of four is the table's, its abilities, health,
//! armour, skills and coins stated as data. Each buys what they want
//! while the coins last; the party goes off the path to a barrow, talks
//! to the strangers it meets, finds the barrow, fights its dead, searches
//! for the grave goods, carries them home and sells them through the
//! member with the best WIT.
//!
//! The referee's barrow (the road, the poachers met on it, the river on
//! the way home, the shaft, the spear trap, the dead and the grave goods)
//! is [`Referee::barrow`]; the party's choices are the simple ones a table
//! makes, written in [`choose`].
//!
//! # Examples
//!
//! ```
//! use osr_play::murdham::sample;
//! use rand_core::SeedableRng as _;
//!
//! let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(7);
//! let played = sample::play(&mut rng)?;
//! assert!(played.expedition.is_over());
//! assert!(played.expedition.state().summary().is_some());
//! let text = played.chronicle.to_string();
//! assert!(text.starts_with("-- the party, the table's\n"));
//! # Ok::<(), osr_play::Error>(())
//! ```

use alloc::borrow::ToOwned as _;
use alloc::collections::VecDeque;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use osr_combat::murdham::Intent;
use osr_core::{FaceSource, StepDie};
use osr_equipment::murdham::Tool;
use osr_sheet::murdham::{Abilities, Ability, Condition, KnownSkill, Sheet};

use super::{Command, Expedition, Member, Place, Policy, Referee, Setup, State, Target};
use crate::text::plural;
use crate::{Chronicle, Error, Name, Played, Stage};

/// The party, the table's: name, STR, AGI, WIT, armour, coins, the damage
/// die of the weapon each carries, and what each buys in order while the
/// coins last.
const PARTY: [Given; 4] = [
    Given {
        name: "Ash",
        abilities: [13, 9, 10],
        armour: 2,
        coins: 40,
        weapon: StepDie::D8,
        shopping: &[Tool::Antidote, Tool::SurgicalTools],
    },
    Given {
        name: "Briar",
        abilities: [10, 13, 11],
        armour: 1,
        coins: 35,
        weapon: StepDie::D6,
        shopping: &[Tool::DisguiseKit, Tool::Antidote],
    },
    Given {
        name: "Cole",
        abilities: [9, 10, 14],
        armour: 0,
        coins: 60,
        weapon: StepDie::D6,
        shopping: &[Tool::SurgicalTools, Tool::Antidote],
    },
    Given {
        name: "Dell",
        abilities: [12, 11, 9],
        armour: 1,
        coins: 25,
        weapon: StepDie::D8,
        shopping: &[Tool::Antidote, Tool::Saddle],
    },
];

/// How the party fights: everyone at the first foe standing, eight rounds
/// at most (then the survivors break off).
const POLICY: Policy = Policy {
    target: Target::First,
    rounds: 8,
};

/// A member of the party as the table states it.
struct Given {
    name: &'static str,
    abilities: [i32; 3],
    armour: u32,
    coins: u32,
    weapon: StepDie,
    shopping: &'static [Tool],
}

/// The table's setup: the party (as [`play`] makes it, stated as data) and
/// the referee's barrow, with the chronicle's lines so far. [`play`] starts
/// from it; a caller who steps the expedition command by command starts from
/// it too. Nothing is rolled.
///
/// # Examples
///
/// ```
/// use osr_play::murdham::{Expedition, sample};
///
/// let (setup, chronicle) = sample::setup()?;
/// let expedition = Expedition::new(setup)?;
/// assert!(!expedition.state().allowed().is_empty());
/// assert!(!chronicle.to_string().is_empty());
/// # Ok::<(), osr_play::Error>(())
/// ```
///
/// # Errors
///
/// None for the table's party and site; the type is the one [`Setup`]'s
/// checks return.
pub fn setup() -> Result<(Setup, Chronicle), Error> {
    let mut c = Chronicle::default();
    let party = create(&mut c)?;
    Ok((Setup::new(party, Referee::barrow()?)?, c))
}

/// Plays the table's expedition from `source`, to its end.
///
/// # Errors
///
/// Whatever the rules refuse on the way, which for this party and barrow
/// is only a face source that runs dry ([`osr_core::Error`]);
/// [`Error::NotNow`] if the rules allowed none of the commands of
/// [`choose`] before the expedition is over.
pub fn play<S: FaceSource + ?Sized>(source: &mut S) -> Result<Played<Expedition>, Error> {
    let (setup, mut c) = setup()?;
    let mut expedition = Expedition::new(setup)?;
    c.stage(Stage::Market, "the market, at the table's prices");
    let mut wishes: VecDeque<(usize, Tool)> = PARTY
        .iter()
        .enumerate()
        .flat_map(|(i, given)| given.shopping.iter().map(move |&tool| (i, tool)))
        .collect();
    let mut place = Place::Market;
    while !expedition.is_over() {
        let state = expedition.state();
        let command = if place == Place::Market {
            match wishes.pop_front() {
                Some((member, item)) => {
                    let buy = Command::Buy { member, item };
                    if !state.allows(&buy) {
                        c.say(format_args!(
                            "{}: cannot afford {} ({} coins, has {})",
                            PARTY[member].name,
                            item.name(),
                            state.price(item).unwrap_or(0),
                            state.party()[member].sheet.coins()
                        ));
                        continue;
                    }
                    buy
                }
                None => Command::Depart,
            }
        } else {
            choose(state).ok_or(Error::NotNow {
                command: "the table's next command",
                reason: "the rules allow none of those the table takes",
            })?
        };
        let events = expedition.step(command, source)?.to_vec();
        if expedition.state().place() != place {
            place = expedition.state().place();
            heading(&mut c, expedition.state());
        }
        for event in &events {
            c.say(event);
        }
    }
    sheets(&mut c, expedition.state());
    Ok(Played {
        chronicle: c,
        expedition,
    })
}

/// What the party does next, or `None` when the rules allow none of it:
/// the table's simple policy, out of the market (where each buys what
/// they want while the coins last, then the party departs). Whoever waits
/// to be met, the party meets: it talks to strangers on the road and
/// fights the dead in the barrow, everyone at the first foe standing, for
/// eight rounds at most. Otherwise it does the first of these the rules
/// allow: take the daily rest when it is due, enter the barrow once it is
/// found, search the region for it, travel on, explore the barrow, search
/// its chamber for the grave goods, leave, at home sell them through the
/// member with the best WIT who may trade, and disband.
#[must_use]
pub fn choose(state: &State) -> Option<Command> {
    let intent = if state.place() == Place::Barrow {
        Intent::Fight
    } else {
        Intent::Parley
    };
    // The seller: the member with the best WIT who may trade.
    let mut sellers: Vec<usize> = (0..state.party().len()).collect();
    sellers.sort_by_key(|&i| -state.party()[i].sheet.score(Ability::Wit));
    let sell = sellers
        .into_iter()
        .map(|member| Command::Sell { member })
        .find(|command| state.allows(command));
    [
        Some(Command::Meet {
            intent,
            policy: POLICY,
        }),
        Some(Command::Rest),
        Some(Command::Enter),
        Some(Command::SearchRegion),
        Some(Command::Travel),
        Some(Command::Explore),
        Some(Command::Search),
        Some(Command::Leave),
        sell,
        Some(Command::Disband),
    ]
    .into_iter()
    .flatten()
    .find(|command| state.allows(command))
}

/// A heading when the party moves on.
fn heading(c: &mut Chronicle, state: &State) {
    match state.place() {
        Place::Market => c.stage(Stage::Market, "the market"),
        Place::Road if state.clock().now() > 0 => {
            c.stage(Stage::Road, "the way home, off the path");
        }
        Place::Road => c.stage(Stage::Road, "off the path to the barrow"),
        Place::Barrow => c.stage(Stage::Site, "the barrow, stretch by stretch"),
        Place::Home => c.stage(Stage::Home, "home"),
    }
}

/// The table's party, stated as data.
fn create(c: &mut Chronicle) -> Result<Vec<Member>, Error> {
    c.stage(Stage::Creation, "the party, the table's");
    c.say("Murdham's rules give no character creation: the party is the table's, stated as data");
    let mut party = Vec::new();
    for given in PARTY {
        let [str, agi, wit] = given.abilities;
        let mut sheet = Sheet::new(Abilities::new(str, agi, wit)?)
            .with_armour(given.armour)?
            .with_coins(given.coins)?;
        let note = match given.name {
            "Briar" => {
                sheet = sheet.with_skill(KnownSkill::Bushcraft.skill())?;
                ", bushcraft"
            }
            "Cole" => {
                sheet = sheet.with_skill(KnownSkill::Medicine.skill())?;
                ", medicine"
            }
            "Dell" => {
                sheet = sheet.with_condition(Condition::Addicted)?;
                ", addicted"
            }
            _ => "",
        };
        c.of(
            given.name,
            format_args!(
                "STR {str}, AGI {agi}, WIT {wit}, health {str}, armour {}, {} coins, weapon {}{note}",
                given.armour, given.coins, given.weapon
            ),
        );
        party.push(Member {
            name: Name::new(given.name)?,
            sheet,
            weapon: given.weapon,
        });
    }
    Ok(party)
}

/// The expedition in figures, and the final sheets.
fn sheets(c: &mut Chronicle, state: &State) {
    c.stage(Stage::Sheets, "the sheets");
    if let Some(summary) = state.summary() {
        c.say(format_args!(
            "the party {}: {} {} fought, {} {}, {} coins home",
            summary.ending,
            summary.rounds,
            plural(summary.rounds, "round", "rounds"),
            summary.deaths,
            plural(summary.deaths, "death", "deaths"),
            summary.treasure_home
        ));
    }
    for (i, m) in state.party().iter().enumerate() {
        let s = &m.sheet;
        let mut notes: Vec<String> = s
            .conditions()
            .iter()
            .map(|c| super::event::condition(*c).to_owned())
            .collect();
        if state.is_left(i) {
            notes.push("left behind".to_owned());
        }
        c.say(format_args!(
            "{}: health {}/{}, STR {}, AGI {}, WIT {}, armour {}, {} coins, {} {}{}",
            m.name,
            s.health().current(),
            s.health().max(),
            s.score(Ability::Str),
            s.score(Ability::Agi),
            s.score(Ability::Wit),
            s.armour(),
            s.coins(),
            s.items().len(),
            plural(s.items().len(), "item", "items"),
            if notes.is_empty() {
                String::new()
            } else {
                format!(", {}", notes.join(", "))
            }
        ));
    }
}

//! The table's Gods & Monsters expedition: four dwarves (a warrior, a
//! thief, a sorceror and a prophet) are created by the rules, the
//! sorceror buying the spell Sleep, and buy their gear; then the road to
//! the Greyfell caves, the caves by torchlight, what the referee's tables
//! send, the fights, the hoard, the night camps, and home, where the
//! hoard is shared and partly given to the shrine, the experience shared
//! and levels rolled.
//!
//! The foes, the route, the caves, the encounter table and the hoard are
//! the referee's, as the rules leave them ([`Setup::greyfell`]); so are
//! the sheet's referee numbers. Only the dwarf's species figures are in
//! the rules, so the party are dwarves. The party's choices are the
//! simple ones a table makes, written in [`choose`].
//!
//! # Examples
//!
//! ```
//! use osr_play::gods_and_monsters::sample;
//! use rand_core::SeedableRng as _;
//!
//! let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(7);
//! let played = sample::play(&mut rng)?;
//! assert!(played.expedition.is_over());
//! assert!(played.expedition.state().summary().is_some());
//! let text = played.chronicle.to_string();
//! assert!(text.starts_with("-- the party, created by the rules\n"));
//! # Ok::<(), osr_play::Error>(())
//! ```

use alloc::borrow::ToOwned as _;
use alloc::vec;
use alloc::vec::Vec;

use osr_core::FaceSource;
use osr_magic::gods_and_monsters::AcquiredBy;
use osr_sheet::gods_and_monsters::{
    Ability, Archetype, Armor, Choices, Creation, Field, Item, Misc, Place, Reaction, Referee,
    Species, Weapon,
};

use super::{Command, Expedition, Location, Member, Setup, State, Tactic};
use crate::{Chronicle, Error, Name, Played, Stage};

/// The party, in marching order, with each player's archetype and where
/// each of the six rolls goes, in the order rolled.
const PARTY: [(&str, Archetype, [Ability; 6]); 4] = {
    use Ability::{Agility as A, Charisma as C, Endurance as E, Intelligence as I};
    use Ability::{Strength as S, Wisdom as W};
    [
        ("Brann", Archetype::Warrior, [S, E, A, W, I, C]),
        ("Kesk", Archetype::Thief, [A, C, E, I, S, W]),
        ("Orla", Archetype::Sorceror, [I, E, W, A, S, C]),
        ("Hild", Archetype::Prophet, [W, E, C, S, A, I]),
    ]
};

/// What each member buys, in order: the first of each entry's choices
/// the rules allow, equipped or carried.
const SHOPPING: [&[(&[Item], Place)]; 4] = {
    use Item::{Armor as Ar, Misc as Mi, Weapon as We};
    use Place::{Carried, Equipped};
    [
        &[
            (
                &[
                    We(Weapon::Battleaxe),
                    We(Weapon::LongSword),
                    We(Weapon::Mace),
                    We(Weapon::HandAxe),
                ],
                Equipped,
            ),
            (&[Ar(Armor::Leather)], Equipped),
            (&[Ar(Armor::FullHelmet)], Equipped),
            (&[Ar(Armor::Shield)], Equipped),
        ],
        &[
            (&[We(Weapon::Dagger)], Equipped),
            (&[Ar(Armor::Leather)], Equipped),
            (&[Mi(Misc::ThievesTools)], Carried),
            (&[Mi(Misc::Rope)], Carried),
            (&[Mi(Misc::Torch)], Carried),
            (&[Mi(Misc::Torch)], Carried),
        ],
        &[
            (&[We(Weapon::Quarterstaff), We(Weapon::Dagger)], Equipped),
            (&[Mi(Misc::FlintSteelTinderbox)], Carried),
            (&[Mi(Misc::Torch)], Carried),
        ],
        &[
            (&[We(Weapon::Club)], Equipped),
            (&[Ar(Armor::Leather)], Equipped),
            (&[Mi(Misc::Blanket)], Carried),
            (&[Mi(Misc::Torch)], Carried),
        ],
    ]
};

/// The referee's numbers for every member.
const REFEREE: Referee = Referee {
    carry: 12,
    agility_defense: 0,
    thrown_attack: 0,
    propelled_attack: 0,
    magic_bonus: 0,
    age_extras: 0,
};

/// Searches of a room before the party gives up.
const SEARCHES: u32 = 5;

/// Plays the table's expedition from `source`, to its end.
///
/// # Errors
///
/// Whatever the rules refuse on the way, which for this party and
/// setup is only a face source that runs dry ([`osr_core::Error`]).
pub fn play<S: FaceSource + ?Sized>(source: &mut S) -> Result<Played<Expedition>, Error> {
    let (setup, mut c) = setup(source)?;
    let mut expedition = Expedition::new(setup)?;
    c.stage(Stage::Market, "the market");
    for (member, list) in SHOPPING.iter().enumerate() {
        for &(items, place) in *list {
            let buy = Command::Buy {
                member,
                items: items.to_vec(),
                place,
            };
            for event in expedition.step(buy, source)? {
                c.say(event);
            }
        }
    }
    let mut at = 0;
    while !expedition.is_over() {
        let command = choose(expedition.setup(), expedition.state());
        let before = stage(expedition.state().location());
        // A walk or a fight is told where it began.
        let walking = matches!(command, Command::Travel | Command::Fight { .. });
        let events = expedition.step(command, source)?.to_vec();
        let now = match stage(expedition.state().location()) {
            _ if walking => before.max(1),
            now => now,
        };
        if now != at {
            heading(&mut c, now);
            at = now;
        }
        for event in &events {
            c.say(event);
        }
    }
    if let Some(summary) = expedition.state().summary() {
        c.say(format_args!(
            "in all: {} rounds fought, {} dead, {} sc brought home",
            summary.rounds, summary.deaths, summary.treasure_home
        ));
    }
    c.stage(Stage::Sheets, "the sheets");
    for m in expedition.state().members() {
        let (s, v) = (m.sheet(), m.sheet().vitals());
        c.say(format_args!(
            "{}: level {} {}, {} XP, survival {}/{}, verve {}/{}, injuries {}, mojo {}, {} sc{}",
            m.name(),
            s.level(),
            archetype_name(s.archetype()),
            s.xp(),
            v.survival(),
            v.max_survival(),
            v.verve(),
            v.max_verve(),
            v.injuries(),
            s.mojo(),
            s.coins(),
            if m.alive() { "" } else { ", dead" }
        ));
    }
    Ok(Played {
        chronicle: c,
        expedition,
    })
}

/// The table's setup, before the market: the party (as [`play`] makes it,
/// created by the rules) and the referee's site, with the chronicle's lines
/// so far. [`play`] starts from it; a caller who steps the expedition command
/// by command starts from it too.
///
/// # Examples
///
/// ```
/// use osr_play::gods_and_monsters::{Expedition, sample};
/// use rand_core::SeedableRng as _;
///
/// let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(7);
/// let (setup, chronicle) = sample::setup(&mut rng)?;
/// let expedition = Expedition::new(setup)?;
/// assert!(!expedition.state().allowed(expedition.setup()).is_empty());
/// assert!(!chronicle.to_string().is_empty());
/// # Ok::<(), osr_play::Error>(())
/// ```
///
/// # Errors
///
/// A face source that runs dry ([`osr_core::Error`]).
pub fn setup<S: FaceSource + ?Sized>(source: &mut S) -> Result<(Setup, Chronicle), Error> {
    let mut c = Chronicle::default();
    c.stage(Stage::Creation, "the party, created by the rules");
    let mut members = Vec::new();
    for (name, archetype, assignment) in PARTY {
        members.push(create(&mut c, name, archetype, assignment, source)?);
    }
    Ok((Setup::greyfell(members)?, c))
}

/// What the party does next: the table's simple policy. When it meets
/// anyone, it parleys with those who are not hostile and fights the
/// hostile, everyone attacking the first foe still standing. Otherwise it
/// does the first of these the rules allow: search the room for the hoard
/// (five times at most), walk on, explore the caves, leave them, and at
/// home share the hoard after giving three quarters of it to the shrine.
/// When none is allowed it camps: at nightfall, or to tend the dying.
#[must_use]
pub fn choose(setup: &Setup, state: &State) -> Command {
    if let Some(meeting) = state.meeting() {
        return match setup.foes().get(meeting.foes()) {
            Some(foes) if !foes.hostile => Command::Parley,
            _ => Command::Fight {
                tactic: Tactic::Focus,
            },
        };
    }
    let donate = state.carried() * 3 / 4;
    [
        Command::Search,
        Command::Travel,
        Command::Explore,
        Command::Leave,
        Command::Home { donate },
    ]
    .into_iter()
    .filter(|c| state.searches() < SEARCHES || !matches!(c, Command::Search))
    .find(|c| state.allows(setup, c))
    .unwrap_or(Command::Camp)
}

/// Where the party is, in the order the expedition goes.
fn stage(at: Location) -> u8 {
    match at {
        Location::Town => 0,
        Location::Road {
            homeward: false, ..
        } => 1,
        Location::Site { .. } => 2,
        Location::Road { homeward: true, .. } => 3,
        Location::Home => 4,
    }
}

/// A heading when the party moves on.
fn heading(c: &mut Chronicle, stage: u8) {
    match stage {
        1 => c.stage(Stage::Road, "the road to the caves"),
        2 => c.stage(Stage::Site, "the Greyfell caves"),
        3 => c.stage(Stage::Road, "the road home"),
        _ => c.stage(Stage::Home, "home"),
    }
}

/// A dwarf of the party, created by the rules with the table's choices.
fn create<S: FaceSource + ?Sized>(
    c: &mut Chronicle,
    name: &str,
    archetype: Archetype,
    assignment: [Ability; 6],
    source: &mut S,
) -> Result<Member, Error> {
    let field = match archetype {
        Archetype::Warrior => Field::new("War Craft", 1, &["Weaponsmith"])?,
        Archetype::Thief => Field::new("Thievery", 1, &["Locks"])?,
        Archetype::Sorceror => Field::new("Arcane Lore", 1, &["Runes"])?,
        _ => Field::new("Theology", 1, &["Ancestor Rites"])?,
    };
    let choices = Choices {
        archetype,
        species: Species::dwarf(),
        assignment,
        referee: REFEREE,
        moral_code: "Lawful Good".to_owned(),
        motivation:
            "I will explore the Greyfell caves because I want to bring the old silver home."
                .to_owned(),
        native_culture: Field::new(
            "Dwarven Culture",
            2,
            &["Dwarven Language", "Mountain Dwarf Etiquette"],
        )?,
        fields: vec![field],
        extra_skills: vec![],
        mojo_for_coins: 1,
        purchases: vec![],
    };
    let created = Creation::roll(&choices, source)?;
    for event in created.events() {
        c.of(name, event);
    }
    let mut sheet = created.into_sheet();
    if archetype == Archetype::Sorceror {
        let got = sheet.acquire_spell("Sleep", 1, AcquiredBy::Mojo { archetypal: 1 }, source)?;
        let learned = if got.learned {
            "in the book"
        } else {
            "not learned"
        };
        c.of(
            name,
            format_args!(
                "buys the spell Sleep (level 1) for {} mojo: {learned}",
                got.mojo
            ),
        );
        if got.learned {
            sheet.memorise(0)?;
            c.of(
                name,
                match sheet.slots() {
                    1 => "memorises Sleep in the one slot".to_owned(),
                    slots => alloc::format!("memorises Sleep in one of {slots} slots"),
                },
            );
        }
    }
    c.say(format_args!(
        "{name}, a dwarven {}: survival {}, verve {}, mojo {}, Movement {}, perception {}",
        archetype_name(archetype),
        sheet.max_survival(),
        sheet.max_verve(),
        sheet.mojo(),
        sheet.movement(),
        sheet.reaction(Reaction::Perception)
    ));
    Ok(Member {
        name: Name::new(name)?,
        sheet,
    })
}

/// The archetype in words.
const fn archetype_name(archetype: Archetype) -> &'static str {
    match archetype {
        Archetype::Warrior => "warrior",
        Archetype::Thief => "thief",
        Archetype::Sorceror => "sorceror",
        Archetype::Prophet => "prophet",
        Archetype::Monk => "monk",
    }
}

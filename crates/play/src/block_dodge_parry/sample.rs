//! The table's Block, Dodge, Parry expedition. The rules chapter osr
//! follows has no character creation, money, experience or combat
//! procedure, so the party of four is the table's (abilities, HP,
//! careers, skills and gear stated as data), blows land for their
//! weapon's die, and the idol is worth what the referee says. The party
//! walks a day to an old crypt, camps, explores it by torchlight room by
//! room (a pit, ghouls lying in wait, a silver idol), carries the idol
//! home and takes a day of treatment there.
//!
//! The crypt is the referee's, stated in this module; the party's choices
//! are the simple ones a table makes, written in [`choose`].
//!
//! # Examples
//!
//! ```
//! use osr_play::block_dodge_parry::sample;
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

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use osr_check::block_dodge_parry::Ability;
use osr_combat::Side;
use osr_core::{FaceSource, StepDie, UsageDie};
use osr_sheet::block_dodge_parry::{Gear, Sheet};

use super::{
    Camp, Command, Encounter, Expedition, Feature, Foe, Food, Kind, Place, Policy, Recruit, Room,
    Setup, Site, State, Treasure, Weapon,
};
use crate::{Chronicle, Error, Name, Played, Stage};

/// The party, the table's: name, STR, DEX, WIL, HP, career, a skill, the
/// weapon and its damage die, and the gear carried (name, slots).
const PARTY: [Given; 4] = [
    Given {
        name: "Ash",
        abilities: [14, 10, 9],
        hp: 6,
        career: "soldier",
        skill: "shield wall",
        weapon: ("spear", StepDie::D8),
        gear: &[("shield", 1), ("rations", 1), ("rations", 1)],
    },
    Given {
        name: "Briar",
        abilities: [10, 15, 11],
        hp: 4,
        career: "poacher",
        skill: "archery",
        weapon: ("bow", StepDie::D6),
        gear: &[("arrows", 1), ("rations", 1), ("rations", 1)],
    },
    Given {
        name: "Cole",
        abilities: [9, 11, 15],
        hp: 3,
        career: "acolyte",
        skill: "herb lore",
        weapon: ("staff", StepDie::D6),
        gear: &[("torches", 1), ("rations", 1)],
    },
    Given {
        name: "Dell",
        abilities: [12, 12, 10],
        hp: 5,
        career: "miner",
        skill: "tunnels",
        weapon: ("pick", StepDie::D6),
        gear: &[("rope", 1), ("rations", 1)],
    },
];

/// A member of the party as the table states it.
struct Given {
    name: &'static str,
    abilities: [i32; 3],
    hp: u32,
    career: &'static str,
    skill: &'static str,
    weapon: (&'static str, StepDie),
    gear: &'static [(&'static str, u32)],
}

/// The table's setup: the party (as [`play`] makes it, stated as data) and
/// the referee's crypt, with three torches on a d8 usage die, with the
/// chronicle's lines so far. [`play`] starts from it; a caller who steps the
/// expedition command by command starts from it too. Nothing is rolled.
///
/// # Examples
///
/// ```
/// use osr_play::block_dodge_parry::{Expedition, sample};
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
    let members = create(&mut c)?;
    Ok((Setup::new(members, 3, UsageDie::D8, crypt()?)?, c))
}

/// Plays the table's expedition from `source`, to its end or 200
/// commands, whichever comes first.
///
/// # Errors
///
/// Whatever the rules refuse on the way, which for this party and crypt
/// is only a face source that runs dry ([`osr_core::Error`]).
pub fn play<S: FaceSource + ?Sized>(source: &mut S) -> Result<Played<Expedition>, Error> {
    let (setup, mut c) = setup()?;
    c.stage(Stage::Market, "no market");
    c.say("Block, Dodge, Parry has no money or prices: the gear is the table's, on the sheets");
    let mut expedition = Expedition::new(setup)?;
    let mut last = None;
    let mut treated = false;
    let mut place = None;
    for _ in 0..200 {
        let state = expedition.state();
        if state.ending().is_some() {
            break;
        }
        if place != Some(state.place()) {
            place = Some(state.place());
            let (stage, title) = match state.place() {
                Place::Village | Place::Road { .. } | Place::Outside => (Stage::Road, "the road"),
                Place::Site => (Stage::Site, "the old crypt, by torchlight"),
                Place::Home => (Stage::Home, "home"),
            };
            c.stage(stage, title);
        }
        let command = choose(state, last, treated);
        treated |= command == Command::Treat;
        last = Some(command.kind());
        for event in expedition.step(command, source)? {
            c.say(event);
        }
    }
    let state = expedition.state();
    if let Some(summary) = state.summary() {
        c.say(format_args!(
            "{} exchanges fought, {} dead, treasure worth {} coins home",
            summary.rounds, summary.deaths, summary.treasure_home
        ));
    }
    c.say("Block, Dodge, Parry has no experience or levels: nobody advances");
    sheets(&mut c, state)?;
    Ok(Played {
        chronicle: c,
        expedition,
    })
}

/// What the party does next: the table's simple policy, from where the
/// party is, the kind of command it took last (`None` before the first)
/// and whether it has had its day of treatment at home.
///
/// The party fights whatever it meets, the member in front blocking, and
/// flees once one or none can fight; it takes any treasure it finds. On
/// the road it walks a day, then camps in the wild, eating rations while
/// anyone carries them, else fresh food; it camps the same way on
/// reaching the crypt. In the crypt it explores room by room, catching a
/// breath after a fight when anyone is hurt; once it can explore no
/// further it camps in a room (rations, else a desperate meal) and
/// leaves. At home it catches a breath, sleeps at a simple inn, takes a
/// day of treatment, sleeps at the inn again and disbands.
#[must_use]
pub fn choose(state: &State, last: Option<Kind>, treated: bool) -> Command {
    let can = |kind| state.allowed().contains(&kind);
    let rations = state
        .party()
        .iter()
        .any(|m| m.sheet().gear().iter().any(|g| g.name().matches("rations")));
    let food = |fallback| if rations { Food::Rations } else { fallback };
    let hurt = state
        .party()
        .iter()
        .any(|m| m.down().is_none() && m.sheet().hp().current() < m.sheet().hp().max());
    if can(Kind::Fight) {
        let policy = Policy {
            block: true,
            flee_at: 1,
        };
        return Command::Fight { policy };
    }
    if can(Kind::Take) {
        return Command::Take;
    }
    let camp = |camp, fallback| Command::Camp {
        camp,
        food: food(fallback),
    };
    match state.place() {
        Place::Site if last == Some(Kind::Travel) => camp(Camp::WildernessCamp, Food::Fresh),
        Place::Site if last == Some(Kind::Fight) && hurt => Command::Breather,
        Place::Site if can(Kind::Explore) => Command::Explore,
        Place::Site if last != Some(Kind::Camp) => camp(Camp::DungeonRoom, Food::Desperate),
        Place::Site => Command::Leave,
        Place::Home => match last {
            Some(Kind::Travel) => Command::Breather,
            Some(Kind::Breather | Kind::Treat) => Command::Camp {
                camp: Camp::SimpleInn,
                food: Food::Simple,
            },
            _ if !treated => Command::Treat,
            _ => Command::Disband,
        },
        _ if last == Some(Kind::Travel) || !can(Kind::Travel) => {
            camp(Camp::WildernessCamp, Food::Fresh)
        }
        _ => Command::Travel,
    }
}

/// The table's party, stated as data.
fn create(c: &mut Chronicle) -> Result<Vec<Recruit>, Error> {
    c.stage(Stage::Creation, "the party, the table's");
    c.say(
        "Block, Dodge, Parry's rules give no character creation: the party is the table's, stated as data",
    );
    let mut party = Vec::new();
    for given in PARTY {
        let [str, dex, wil] = given.abilities;
        let mut sheet = Sheet::new(given.abilities, given.hp)?
            .with_career(given.career)?
            .with_skill(given.skill)?
            .with_gear(Gear::new(given.weapon.0, 1)?)?;
        for &(name, slots) in given.gear {
            sheet = sheet.with_gear(Gear::new(name, slots)?)?;
        }
        let gear: Vec<&str> = sheet.gear().iter().map(|g| g.name().as_str()).collect();
        c.of(
            given.name,
            format_args!(
                "STR {str}, DEX {dex}, WIL {wil}, HP {}, {} ({}), {} {}, gear {}, waterskin, {} slots free",
                given.hp,
                given.career,
                given.skill,
                given.weapon.0,
                given.weapon.1,
                gear.join(", "),
                sheet.load()?.free()
            ),
        );
        party.push(Recruit {
            name: Name::new(given.name)?,
            sheet,
            weapon: weapon(given.weapon.0, given.weapon.1)?,
        });
    }
    Ok(party)
}

/// A weapon: its name and damage die.
fn weapon(name: &str, die: StepDie) -> Result<Weapon, Error> {
    Ok(Weapon {
        name: Name::new(name)?,
        die,
    })
}

/// The crypt, the referee's: its rooms, the pit, the ghouls lying in wait
/// (the party is caught unawares; the ghouls flee after six exchanges)
/// and the idol (two slots, worth 300 coins to the referee).
fn crypt() -> Result<Site, Error> {
    let room = |name, feature| -> Result<Room, Error> {
        Ok(Room {
            name: Name::new(name)?,
            feature,
        })
    };
    let ghoul = |name| -> Result<Foe, Error> {
        Ok(Foe {
            name: Name::new(name)?,
            hp: 5,
            abilities: [11, 10, 6],
            attack: weapon("claws", StepDie::D6)?,
        })
    };
    let ghouls = Encounter {
        foes: vec![
            ghoul("the gaunt ghoul")?,
            ghoul("the grey ghoul")?,
            ghoul("the hollow ghoul")?,
        ],
        first: Side::Foes,
        surprised: Some(Side::Party),
        flee_after: 6,
    };
    let idol = Treasure {
        name: Name::new("silver idol")?,
        slots: 2,
        value: 300,
    };
    Ok(Site {
        name: Name::new("the old crypt")?,
        days_away: 1,
        rooms: vec![
            room("down the stairs", Feature::Empty)?,
            room("a passage with a loose floor", Feature::Pit { floors: 1 })?,
            room("the ghouls' hall", Feature::Foes(ghouls))?,
            room("the idol's niche", Feature::Treasure(idol))?,
            room("the way out", Feature::Empty)?,
        ],
    })
}

/// The final sheets, a line each.
fn sheets(c: &mut Chronicle, state: &State) -> Result<(), Error> {
    c.stage(Stage::Sheets, "the sheets");
    for m in state.party() {
        let s = m.sheet();
        let b = s.body();
        let t = |a| {
            let t = b.track(a);
            format!("{}/{}", t.current(), t.max())
        };
        let wounds: Vec<String> = b.wounds().iter().map(ToString::to_string).collect();
        c.say(format_args!(
            "{}: HP {}/{}, STR {}, DEX {}, WIL {}, Fatigue {}, {} slots free{}{}",
            m.name(),
            s.hp().current(),
            s.hp().max(),
            t(Ability::Str),
            t(Ability::Dex),
            t(Ability::Wil),
            b.fatigue(),
            s.load()?.free(),
            if wounds.is_empty() {
                String::new()
            } else {
                format!(", wounds: {}", wounds.join("; "))
            },
            if m.is_dead() { ", dead" } else { "" }
        ));
    }
    Ok(())
}

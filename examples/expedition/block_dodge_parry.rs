//! The Block, Dodge, Parry expedition: a driver over `osr::play`. The
//! rules chapter osr follows has no character creation, money, experience
//! or combat procedure, so the party of four is the table's (abilities,
//! HP, careers, skills and gear stated as data), blows land for their
//! weapon's die, and the idol is worth what the referee says.
//!
//! The library plays every consequence: the clock in turns, rations eaten
//! from the packs and hunger at the end of each day, torches on a usage
//! die burning down turn by turn, the waterskins' usage dice whenever HP
//! come back, a night's rest by its site, the pit's DEX save and fall,
//! the ghouls' ambush (the party, caught unawares, loses the first
//! exchange), every blow through HP, STR and the Critical Damage Save,
//! the idol in its carrier's slots, a day of treatment at home. This file
//! states the party and the crypt, chooses commands and prints events.

use osr::block_dodge_parry::check::Ability;
use osr::block_dodge_parry::play::{
    Camp, Command, Encounter, Expedition, Feature, Foe, Food, Kind, Place, Policy, Recruit, Room,
    Setup, Site, State, Treasure, Weapon,
};
use osr::block_dodge_parry::sheet::{Gear, Sheet};
use osr::combat::Side;
use osr::core::{StepDie, UsageDie};
use osr::play::Name;

use crate::chronicle::{Chronicle, to_json};

type Failure = Box<dyn std::error::Error>;

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

struct Given {
    name: &'static str,
    abilities: [i32; 3],
    hp: u32,
    career: &'static str,
    skill: &'static str,
    weapon: (&'static str, StepDie),
    gear: &'static [(&'static str, u32)],
}

/// Plays the expedition from `seed`.
pub(crate) fn run(seed: u64) -> Result<Chronicle, Failure> {
    let mut rng = osr::seeded(seed);
    let mut c = Chronicle::default();
    c.say(format!(
        "== Block, Dodge, Parry: an expedition, seed {seed}"
    ));
    let members = create(&mut c)?;
    c.stage("market", "no market");
    c.say("  Block, Dodge, Parry has no money or prices: the gear is the table's, on the sheets");
    let mut expedition = Expedition::new(Setup::new(members, 3, UsageDie::D8, crypt()?)?)?;
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
                Place::Village | Place::Road { .. } | Place::Outside => ("road", "the road"),
                Place::Site => ("delve", "the old crypt, by torchlight"),
                Place::Home => ("home", "home"),
            };
            c.stage(stage, title);
        }
        let command = choose(state, last, treated);
        treated |= command == Command::Treat;
        last = Some(command.kind());
        for event in expedition.step(command, &mut rng)? {
            c.event("", event, to_json!(event));
        }
    }
    let state = expedition.state();
    if let Some(summary) = state.summary() {
        c.say(format!(
            "  {} exchanges fought, {} dead, treasure worth {} coins home",
            summary.rounds, summary.deaths, summary.treasure_home
        ));
    }
    c.say("  Block, Dodge, Parry has no experience or levels: nobody advances");
    sheets(&mut c, state)?;
    c.summary = expedition.state().summary();
    c.saved = to_json!(&expedition);
    Ok(c)
}

/// The next command, from where the party is, what it did last and
/// whether it has had its day of treatment at home.
fn choose(state: &State, last: Option<Kind>, treated: bool) -> Command {
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

fn create(c: &mut Chronicle) -> Result<Vec<Recruit>, Failure> {
    c.stage("creation", "the party, the table's");
    c.say(
        "  Block, Dodge, Parry's rules give no character creation: the party is the table's, stated as data",
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
        c.event(
            given.name,
            format!(
                "STR {str}, DEX {dex}, WIL {wil}, HP {}, {} ({}), {} {}, gear {}, waterskin, {} slots free",
                given.hp,
                given.career,
                given.skill,
                given.weapon.0,
                given.weapon.1,
                gear.join(", "),
                sheet.load()?.free()
            ),
            to_json!(&sheet),
        );
        party.push(Recruit {
            name: Name::new(given.name)?,
            sheet,
            weapon: weapon(given.weapon.0, given.weapon.1)?,
        });
    }
    Ok(party)
}

fn weapon(name: &str, die: StepDie) -> Result<Weapon, Failure> {
    Ok(Weapon {
        name: Name::new(name)?,
        die,
    })
}

/// The crypt, the referee's: its rooms, the pit, the ghouls lying in wait
/// (the party is caught unawares; the ghouls flee after six exchanges)
/// and the idol (two slots, worth 300 coins to the referee).
fn crypt() -> Result<Site, Failure> {
    let room = |name, feature| -> Result<Room, Failure> {
        Ok(Room {
            name: Name::new(name)?,
            feature,
        })
    };
    let ghoul = |name| -> Result<Foe, Failure> {
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

/// The final sheets, as a line each and as JSON.
fn sheets(c: &mut Chronicle, state: &State) -> Result<(), Failure> {
    c.stage("sheets", "the sheets");
    for m in state.party() {
        let s = m.sheet();
        let b = s.body();
        let t = |a| {
            let t = b.track(a);
            format!("{}/{}", t.current(), t.max())
        };
        let wounds: Vec<String> = b.wounds().iter().map(ToString::to_string).collect();
        c.say(format!(
            "  {}: HP {}/{}, STR {}, DEX {}, WIL {}, Fatigue {}, {} slots free{}{}",
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
        c.sheets.push(to_json!(s));
    }
    Ok(())
}

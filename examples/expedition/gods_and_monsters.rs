//! The Gods & Monsters expedition: four dwarves (a warrior, a thief, a
//! sorceror and a prophet) are created by the rules and buy their gear;
//! everything after that is `osr::play`'s: the road to the Greyfell caves,
//! the caves by torchlight, what the referee's tables send, the fights,
//! the hoard, the night camps, and home, where the hoard is shared and
//! partly given to the shrine, the experience shared and levels rolled.
//! This driver only chooses the commands and prints the events.
//!
//! The foes, the route, the caves, the encounter table and the hoard are
//! the referee's, as the rules leave them (`Setup::greyfell`); so are the
//! sheet's referee numbers. Only the dwarf's species figures are in the rules, so the
//! party are dwarves.

use osr::DefaultRng;
use osr::gods_and_monsters::magic::AcquiredBy;
use osr::gods_and_monsters::play::{Command, Expedition, Location, Member, Setup, State, Tactic};
use osr::gods_and_monsters::sheet::{
    Ability, Archetype, Armor, Choices, Creation, Field, Item, Misc, Place, Referee, Species,
    Weapon,
};
use osr::play::Name;

use crate::chronicle::{Chronicle, to_json};

type Failure = Box<dyn std::error::Error>;

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

/// Plays the expedition from `seed`.
pub(crate) fn run(seed: u64) -> Result<Chronicle, Failure> {
    let mut rng = osr::seeded(seed);
    let mut c = Chronicle::default();
    c.say(format!("== Gods & Monsters: an expedition, seed {seed}"));
    c.stage("creation", "the party, created by the rules");
    let mut members = Vec::new();
    for (name, archetype, assignment) in PARTY {
        members.push(create(&mut c, name, archetype, assignment, &mut rng)?);
    }
    let mut expedition = Expedition::new(Setup::greyfell(members)?)?;
    c.stage("market", "the market");
    for (member, list) in SHOPPING.iter().enumerate() {
        for &(items, place) in *list {
            let buy = Command::Buy {
                member,
                items: items.to_vec(),
                place,
            };
            for event in expedition.step(buy, &mut rng)? {
                c.event("", event, to_json!(event));
            }
        }
    }
    let mut at = 0;
    while !expedition.is_over() {
        let command = choose(expedition.setup(), expedition.state());
        let before = stage(expedition.state().location());
        // A walk or a fight is told where it began.
        let walking = matches!(command, Command::Travel | Command::Fight { .. });
        let events = expedition.step(command, &mut rng)?.to_vec();
        let now = match stage(expedition.state().location()) {
            _ if walking => before.max(1),
            now => now,
        };
        if now != at {
            heading(&mut c, now);
            at = now;
        }
        for event in &events {
            c.event("", event, to_json!(event));
        }
    }
    if let Some(summary) = expedition.state().summary() {
        c.say(format!(
            "  in all: {} rounds fought, {} dead, {} sc brought home",
            summary.rounds, summary.deaths, summary.treasure_home
        ));
    }
    c.stage("sheets", "the sheets");
    for m in expedition.state().members() {
        let (s, v) = (m.sheet(), m.sheet().vitals());
        c.say(format!(
            "  {}: level {} {}, {} XP, survival {}/{}, verve {}/{}, injuries {}, mojo {}, {} sc{}",
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
        c.sheets.push(to_json!(s));
    }
    c.summary = expedition.state().summary();
    c.saved = to_json!(&expedition);
    Ok(c)
}

/// What the party does next: fight the hostile, parley with the others,
/// then the first the rules allow of searching the hoard's room (five
/// times at most), walking, exploring, leaving and sharing the hoard at
/// home (three quarters to the shrine); else camp (at nightfall, or to
/// tend the dying).
fn choose(setup: &Setup, state: &State) -> Command {
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

fn heading(c: &mut Chronicle, stage: u8) {
    match stage {
        1 => c.stage("road", "the road to the caves"),
        2 => c.stage("cave", "the Greyfell caves"),
        3 => c.stage("road", "the road home"),
        _ => c.stage("home", "home"),
    }
}

fn create(
    c: &mut Chronicle,
    name: &str,
    archetype: Archetype,
    assignment: [Ability; 6],
    rng: &mut DefaultRng,
) -> Result<Member, Failure> {
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
    let created = Creation::roll(&choices, rng)?;
    for event in created.events() {
        c.event(name, event, to_json!(event));
    }
    let mut sheet = created.into_sheet();
    if archetype == Archetype::Sorceror {
        let got = sheet.acquire_spell("Sleep", 1, AcquiredBy::Mojo { archetypal: 1 }, rng)?;
        let learned = if got.learned {
            "in the book"
        } else {
            "not learned"
        };
        c.event(
            name,
            format!(
                "buys the spell Sleep (level 1) for {} mojo: {learned}",
                got.mojo
            ),
            to_json!(&got),
        );
        if got.learned {
            sheet.memorise(0)?;
            c.event(
                name,
                format!("memorises Sleep in one of {} slot(s)", sheet.slots()),
                serde_json::json!({"memorised": "Sleep"}),
            );
        }
    }
    c.say(format!(
        "  {name}, a dwarven {}: survival {}, verve {}, mojo {}, Movement {}, perception {}",
        archetype_name(archetype),
        sheet.max_survival(),
        sheet.max_verve(),
        sheet.mojo(),
        sheet.movement(),
        sheet.reaction(osr::gods_and_monsters::sheet::Reaction::Perception)
    ));
    Ok(Member {
        name: Name::new(name)?,
        sheet,
    })
}

const fn archetype_name(archetype: Archetype) -> &'static str {
    match archetype {
        Archetype::Warrior => "warrior",
        Archetype::Thief => "thief",
        Archetype::Sorceror => "sorceror",
        Archetype::Prophet => "prophet",
        Archetype::Monk => "monk",
    }
}

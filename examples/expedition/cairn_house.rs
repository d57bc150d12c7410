//! The Cairn House Rules expedition: four characters rolled by the rules
//! (HP d6, STR, DEX, WIL 3d6, coins 3d6 x 10) buy weapons and armour and
//! hire a porter (rolled as a hireling, 10 coins a day) to carry four
//! supply units: three of food, one of delve supplies. They walk summer
//! watches to a crypt, camp every night on what the porter carries, meet
//! what the tables send (a reaction roll first), burst the crypt's door
//! and search the room beyond, carry the treasure home, sell it and pay
//! the porter. Cairn House Rules has no experience or levels.
//!
//! The rules are osr-play's (`osr::cairn_house::play`): this driver only
//! chooses the commands and prints the events. The monsters, the crypt
//! and the treasure are the referee's, from `Site::example`.

use osr::cairn_house::combat::Policy;
use osr::cairn_house::equipment::{BodyArmour, Shield, Weapon};
use osr::cairn_house::play::{Command, Event, Expedition, Member, Place, Role, Setup, Site, State};
use osr::cairn_house::sheet::{Creation, Hireling, Item};
use osr::cairn_house::travel::DungeonAction;
use osr::check::cairn_house::Ability;
use osr::play::Name;

use crate::chronicle::{Chronicle, to_json};

type Failure = Box<dyn std::error::Error>;

/// The party, in marching order.
const NAMES: [&str; 4] = ["Ash", "Briar", "Cole", "Dell"];

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

/// Plays the expedition from `seed`.
pub(crate) fn run(seed: u64) -> Result<Chronicle, Failure> {
    let mut rng = osr::seeded(seed);
    let mut c = Chronicle::default();
    c.say(format!("== Cairn House Rules: an expedition, seed {seed}"));
    c.stage("creation", "the party, rolled by the rules");
    let mut party = Vec::new();
    for name in NAMES {
        let created = Creation::roll(&mut rng)?;
        for event in created.events() {
            c.event(name, event, to_json!(event));
        }
        party.push(Member::new(
            Name::new(name)?,
            created.into_sheet(),
            Role::Adventurer,
        ));
    }
    let hired = Hireling::roll(&mut rng)?;
    for event in hired.events() {
        c.event("Porter", event, to_json!(event));
    }
    let porter = hired.into_sheet().with_units(SUPPLIES, 0)?;
    party.push(Member::new(Name::new("Porter")?, porter, Role::Porter));
    c.say(format!(
        "  Porter: carries {SUPPLIES} supply units (1 of delve supplies): encumbered, at 0 HP and half speed; does not fight"
    ));
    let mut expedition = Expedition::new(Setup::new(party, Site::example()?)?)?;
    c.stage("market", "the market");
    for (member, items) in SHOPPING.iter().enumerate() {
        let command = Command::Buy {
            member,
            items: items.to_vec(),
        };
        for event in expedition.step(command, &mut rng)? {
            c.event("", event, to_json!(event));
        }
    }
    while let Some(command) = choose(expedition.state()) {
        for event in expedition.step(command, &mut rng)? {
            heading(&mut c, event);
            c.event("", event, to_json!(event));
        }
    }
    sheets(&mut c, expedition.state());
    c.summary = expedition.state().summary();
    c.saved = to_json!(&expedition);
    Ok(c)
}

/// A heading when the party moves on.
fn heading(c: &mut Chronicle, event: &Event) {
    match event {
        Event::SetOut { home: false, .. } => c.stage("road", "the road to the crypt"),
        Event::SetOut { home: true, .. } => c.stage("road", "the road home"),
        Event::Arrived { .. } => c.stage("delve", "the crypt, turn by turn"),
        Event::Home | Event::Routed => c.stage("home", "home"),
        _ => {}
    }
}

/// What the party does next: the table's simple policy.
fn choose(state: &State) -> Option<Command> {
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

/// The final sheets, and the expedition in figures.
fn sheets(c: &mut Chronicle, state: &State) {
    if let Some(summary) = state.summary() {
        c.say(format!(
            "  {} {} fought, {} dead, {} coins of treasure home; Cairn House Rules has no experience or levels",
            summary.rounds,
            if summary.rounds == 1 { "round" } else { "rounds" },
            summary.deaths,
            summary.treasure_home
        ));
    }
    c.stage("sheets", "the sheets");
    for m in state.party() {
        let (s, h) = (m.sheet(), m.sheet().health());
        let score = |a| format!("{}/{}", h.score(a).current(), h.score(a).max());
        c.say(format!(
            "  {}: HP {}/{}, STR {}, DEX {}, WIL {}, fatigue {}, DR {}, {} coins{}",
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
        c.sheets.push(to_json!(s));
    }
}

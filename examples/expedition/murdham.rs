//! The Murdham expedition, played by osr-play. Murdham's adventuring rules
//! use a character without saying how one is made (that is another
//! chapter of the game), so there is no rolled creation: the party of four
//! is the table's, its abilities, health, armour, skills and coins stated
//! as data. The referee's barrow (the road, the poachers met on it, the
//! river on the way home, the shaft, the spear trap, the dead and the
//! grave goods) is `Referee::barrow`. Everything after that is rolled and
//! applied by the library: this driver only chooses the commands (buy what
//! each wants while the coins last, talk to strangers, fight the dead,
//! travel, rest when the rest is due, search, sell through the member with
//! the best WIT) and prints what happened.

use std::collections::VecDeque;

use osr::core::StepDie;
use osr::murdham::equipment::Tool;
use osr::murdham::sheet::{Abilities, Ability, Condition, KnownSkill, Sheet};
use osr::play::Name;
use osr::play::murdham::{
    Command, Expedition, Member, Place, Policy, Referee, Setup, State, Target,
};

use crate::chronicle::{Chronicle, to_json};

type Failure = Box<dyn std::error::Error>;

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

struct Given {
    name: &'static str,
    abilities: [i32; 3],
    armour: u32,
    coins: u32,
    weapon: StepDie,
    shopping: &'static [Tool],
}

/// Plays the expedition from `seed`.
pub(crate) fn run(seed: u64) -> Result<Chronicle, Failure> {
    let mut rng = osr::seeded(seed);
    let mut c = Chronicle::default();
    c.say(format!("== Murdham: an expedition, seed {seed}"));
    let party = create(&mut c)?;
    let mut expedition = Expedition::new(Setup::new(party, Referee::barrow()?)?)?;
    c.stage("market", "the market, at the table's prices");
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
                        c.say(format!(
                            "  {}: cannot afford {} ({} coins, has {})",
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
            choose(state).ok_or("no command is allowed")?
        };
        let events = expedition.step(command, &mut rng)?.to_vec();
        if expedition.state().place() != place {
            place = expedition.state().place();
            heading(&mut c, expedition.state());
        }
        for event in &events {
            c.event("", event, to_json!(event));
        }
    }
    sheets(&mut c, expedition.state());
    c.summary = expedition.state().summary();
    c.saved = to_json!(&expedition);
    Ok(c)
}

/// The first command allowed of those the party would take, in order.
fn choose(state: &State) -> Option<Command> {
    let intent = if state.place() == Place::Barrow {
        osr::combat::murdham::Intent::Fight
    } else {
        osr::combat::murdham::Intent::Parley
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

fn heading(c: &mut Chronicle, state: &State) {
    match state.place() {
        Place::Market => c.stage("market", "the market"),
        Place::Road if state.clock().now() > 0 => c.stage("road", "the way home, off the path"),
        Place::Road => c.stage("road", "off the path to the barrow"),
        Place::Barrow => c.stage("site", "the barrow, stretch by stretch"),
        Place::Home => c.stage("home", "home"),
    }
}

fn create(c: &mut Chronicle) -> Result<Vec<Member>, Failure> {
    c.stage("creation", "the party, the table's");
    c.say("  Murdham's rules give no character creation: the party is the table's, stated as data");
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
        c.event(
            given.name,
            format!(
                "STR {str}, AGI {agi}, WIT {wit}, health {str}, armour {}, {} coins, weapon {}{note}",
                given.armour, given.coins, given.weapon
            ),
            to_json!(&sheet),
        );
        party.push(Member {
            name: Name::new(given.name)?,
            sheet,
            weapon: given.weapon,
        });
    }
    Ok(party)
}

fn sheets(c: &mut Chronicle, state: &State) {
    c.stage("sheets", "the sheets");
    if let Some(summary) = state.summary() {
        c.say(format!(
            "  the party {}: {} round(s) fought, {} death(s), {} coins home",
            summary.ending, summary.rounds, summary.deaths, summary.treasure_home
        ));
    }
    for (i, m) in state.party().iter().enumerate() {
        let s = &m.sheet;
        let mut notes: Vec<String> = s
            .conditions()
            .iter()
            .map(|c| condition_name(*c).to_owned())
            .collect();
        if state.is_left(i) {
            notes.push("left behind".to_owned());
        }
        c.say(format!(
            "  {}: health {}/{}, STR {}, AGI {}, WIT {}, armour {}, {} coins, {} item(s){}",
            m.name,
            s.health().current(),
            s.health().max(),
            s.score(Ability::Str),
            s.score(Ability::Agi),
            s.score(Ability::Wit),
            s.armour(),
            s.coins(),
            s.items().len(),
            if notes.is_empty() {
                String::new()
            } else {
                format!(", {}", notes.join(", "))
            }
        ));
        c.sheets.push(to_json!(s));
    }
}

fn condition_name(condition: Condition) -> &'static str {
    match condition {
        Condition::Frightened => "frightened",
        Condition::Terrified => "terrified",
        Condition::Stunned => "stunned",
        Condition::Incapacitated => "out of action",
        Condition::Drowning => "drowning",
        Condition::Frenzied => "frenzied",
        Condition::Sick => "sick",
        Condition::Addicted => "addicted",
        Condition::Dying => "dying",
        Condition::Dead => "dead",
    }
}
